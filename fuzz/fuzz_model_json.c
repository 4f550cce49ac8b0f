/* fuzz_model_json.c -- libFuzzer target: the model JSON reader and writer.
 *
 * Feeds arbitrary bytes to drs_model_from_json.  Whatever it accepts must
 * survive a round trip: writing it (t1), reading t1 back and writing again
 * (t2) must succeed and give t1 byte for byte.  A rejected input must come
 * with a non-empty error message.  ASan/UBSan (and LeakSanitizer at exit)
 * catch memory errors; a broken round trip traps.
 *
 *   fuzz_model_json -runs=20000 fuzz/corpus/model_json
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drs_model.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Reports a broken property and stops the fuzzer with a crash of its own. */
static void fail(const char *what, const char *t1, const char *t2)
{
    fprintf(stderr, "fuzz_model_json: %s\n", what);
    if (t1)
        fprintf(stderr, "--- first ---\n%.4000s\n", t1);
    if (t2)
        fprintf(stderr, "--- second ---\n%.4000s\n", t2);
    __builtin_trap();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[512];
    char *text = malloc(size + 1);
    drs_model *m1, *m2;
    char *t1, *t2;

    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';

    err[0] = '\0';
    m1 = drs_model_from_json(text, err, sizeof err);
    free(text);
    if (!m1) {
        if (err[0] == '\0')
            fail("rejected without an error message", NULL, NULL);
        return 0;
    }
    t1 = drs_model_to_json(m1);
    drs_model_free(m1);
    if (!t1)
        fail("writer failed on an accepted model", NULL, NULL);

    err[0] = '\0';
    m2 = drs_model_from_json(t1, err, sizeof err);
    if (!m2) {
        fprintf(stderr, "reader: %s\n", err);
        fail("the writer's output is rejected by the reader", t1, NULL);
    }
    t2 = drs_model_to_json(m2);
    drs_model_free(m2);
    if (!t2)
        fail("writer failed on a re-read model", t1, NULL);
    if (strcmp(t1, t2) != 0)
        fail("round trip changed the model", t1, t2);
    free(t1);
    free(t2);
    return 0;
}
