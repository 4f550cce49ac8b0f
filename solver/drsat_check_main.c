/* drsat_check_main.c -- drsat-check: decide the constructs of a model JSON.
 *
 *   drsat-check [--json | --sarif] [--budget N] [--timeout-ms N] [--budget-ms N] [--prefault-mb N] MODEL.json
 *
 * Reads a model (encoder/drs_model.h, JSON form; "-" reads stdin; a unit
 * test's {"expect": ..., "model": MODEL} file gives its MODEL), runs
 * drs_check on every construct and prints, in the words of the plugin's
 * diagnostics, one line per construct without a race and two per race:
 *
 *   t.c:5:1: race-free: parallel for loop, 3 access pairs checked
 *   t.c:9:1: not analyzed: call to 'f' with unknown effects
 *   t.c:7:5: warning: data race on 'arr': write of arr[14] ...
 *   t.c:7:24: note: conflicting read of 'arr' here
 *
 * --json / --sarif print the report document (solver/drs_report.h) instead.
 * Exit status: 0 no race, 1 a race was found, 2 usage, input or setup error.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "drs_model.h"
#include "drs_report.h"
#include "drs_solver.h"

#define MAX_MODEL_BYTES (256u * 1024u * 1024u)

/* The model of a unit test's model file (testcases/unit/models:
 * {"expect": [...], "model": MODEL}), so the lit tests and the unit tests
 * share one copy; any other text unchanged.  Takes text; NULL out of memory. */
static char *unwrap_model(char *text)
{
    cJSON *doc = cJSON_Parse(text);
    const cJSON *model = cJSON_GetObjectItemCaseSensitive(doc, "model");
    char *inner;
    if (!cJSON_IsObject(model) || !cJSON_GetObjectItemCaseSensitive(doc, "expect")) {
        cJSON_Delete(doc);
        return text;   /* a plain model, or not JSON: the reader says why */
    }
    inner = cJSON_PrintUnformatted(model);
    cJSON_Delete(doc);
    free(text);
    return inner;
}

static void usage(FILE *f)
{
    drs_options d;
    drs_options_default(&d);
    fprintf(f,
            "usage: drsat-check [--json | --sarif] [--budget N] [--timeout-ms N] [--budget-ms N]"
            " [--prefault-mb N] MODEL.json\n"
            "Decides every construct of a drsat model (\"-\" reads standard input).\n"
            "  --json          print the drsat JSON report instead of text lines\n"
            "  --sarif         print a SARIF 2.1.0 log instead of text lines\n"
            "  --budget N      solver work for the whole model, in millions of Z3 resource\n"
            "                  units (deterministic; 0 = none, default %u)\n"
            "  --timeout-ms N  wall-time guard per solver query (0 = none, default %u)\n"
            "  --budget-ms N   wall-time guard for the whole model (0 = none, default %u)\n"
            "  --prefault-mb N MiB of heap for the solver, advised to use huge pages and, where\n"
            "                  a page fault is slow, made resident at once (0 = leave\n"
            "                  malloc's settings alone, default %u)\n"
            "Exit status: 0 no race, 1 race found, 2 usage or input error.\n",
            d.budget_mu, d.timeout_ms, d.budget_ms, d.prefault_mb);
}

/* Reads the whole stream; NULL on error (message printed). */
static char *read_all(FILE *f, const char *name)
{
    size_t cap = 65536, len = 0;
    char *buf = malloc(cap);
    if (!buf) {
        fprintf(stderr, "drsat-check: out of memory\n");
        return NULL;
    }
    for (;;) {
        size_t n;
        if (len + 1 >= cap) {
            char *p;
            if (cap >= MAX_MODEL_BYTES) {
                fprintf(stderr, "drsat-check: %s: model larger than %u bytes\n", name,
                        MAX_MODEL_BYTES);
                free(buf);
                return NULL;
            }
            p = realloc(buf, cap * 2);
            if (!p) {
                fprintf(stderr, "drsat-check: out of memory\n");
                free(buf);
                return NULL;
            }
            buf = p;
            cap *= 2;
        }
        n = fread(buf + len, 1, cap - 1 - len, f);
        len += n;
        if (n == 0) {
            if (ferror(f)) {
                fprintf(stderr, "drsat-check: %s: read error\n", name);
                free(buf);
                return NULL;
            }
            break;
        }
    }
    buf[len] = '\0';
    if (strlen(buf) != len) {
        fprintf(stderr, "drsat-check: %s: NUL byte in input\n", name);
        free(buf);
        return NULL;
    }
    return buf;
}

static bool parse_uint(const char *s, unsigned *out)
{
    char *end;
    unsigned long v;
    if (!s || !*s || *s == '-' || *s == '+')
        return false;
    errno = 0;
    v = strtoul(s, &end, 10);
    if (errno || *end || v > 0xffffffffUL)
        return false;
    *out = (unsigned)v;
    return true;
}

static void print_result(const char *file, const drs_construct *c, const drs_result *r)
{
    int i;
    switch (r->verdict) {
    case DRS_VERDICT_RACE_FREE:
        printf("%s:%u:%u: race-free: %s loop, %d access pairs checked\n", file, c->line,
               c->col, c->kind, r->pairs_checked);
        break;
    case DRS_VERDICT_NOT_ANALYZED:
        printf("%s:%u:%u: not analyzed: %s\n", file, c->line, c->col,
               r->reason ? r->reason : "unknown reason");
        break;
    case DRS_VERDICT_RACE:
    case DRS_VERDICT_POSSIBLE_RACE:
        for (i = 0; i < r->n_races; i++) {
            const drs_race *x = &r->races[i];
            const drs_access *a1, *a2;
            if (x->first < 0 || x->first >= c->n_accesses || x->second < 0 ||
                x->second >= c->n_accesses)
                continue;
            a1 = &c->accesses[x->first];
            a2 = &c->accesses[x->second];
            printf("%s:%u:%u: warning: %s\n", file, a1->line, a1->col,
                   x->message ? x->message : "data race");
            printf("%s:%u:%u: note: %s\n", file, a2->line, a2->col,
                   x->note ? x->note : "conflicting access here");
        }
        break;
    }
}

int main(int argc, char **argv)
{
    enum { TEXT, JSON, SARIF } format = TEXT;
    const char *path = NULL;
    drs_options opt;
    char err[512];
    char *text, *doc = NULL;
    drs_model *m;
    drs_solver *s;
    drs_report *rep = NULL;
    bool race = false, failed = false;
    int i;

    drs_options_default(&opt);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "--json") == 0) {
            format = JSON;
        } else if (strcmp(a, "--sarif") == 0) {
            format = SARIF;
        } else if (strcmp(a, "--budget") == 0) {
            unsigned v;
            if (i + 1 >= argc || !parse_uint(argv[i + 1], &v)) {
                fprintf(stderr, "drsat-check: --budget needs a number of millions of units\n");
                return 2;
            }
            opt.budget_mu = v;
            i++;
        } else if (strcmp(a, "--timeout-ms") == 0 || strcmp(a, "--budget-ms") == 0) {
            unsigned v;
            if (i + 1 >= argc || !parse_uint(argv[i + 1], &v)) {
                fprintf(stderr, "drsat-check: %s needs a number of milliseconds\n", a);
                return 2;
            }
            if (strcmp(a, "--timeout-ms") == 0)
                opt.timeout_ms = v;
            else
                opt.budget_ms = v;
            i++;
        } else if (strcmp(a, "--prefault-mb") == 0) {
            unsigned v;
            if (i + 1 >= argc || !parse_uint(argv[i + 1], &v) || v > 1024) {
                fprintf(stderr, "drsat-check: --prefault-mb needs a number of MiB from 0 to 1024\n");
                return 2;
            }
            opt.prefault_mb = v;
            i++;
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "drsat-check: unknown option '%s'\n", a);
            usage(stderr);
            return 2;
        } else if (path) {
            fprintf(stderr, "drsat-check: more than one model given\n");
            usage(stderr);
            return 2;
        } else {
            path = a;
        }
    }
    if (!path) {
        usage(stderr);
        return 2;
    }

    if (strcmp(path, "-") == 0) {
        text = read_all(stdin, "<stdin>");
    } else {
        FILE *f = fopen(path, "rb");
        if (!f) {
            fprintf(stderr, "drsat-check: %s: %s\n", path, strerror(errno));
            return 2;
        }
        text = read_all(f, path);
        fclose(f);
    }
    if (!text)
        return 2;
    text = unwrap_model(text);
    if (!text) {
        fprintf(stderr, "drsat-check: out of memory\n");
        return 2;
    }
    err[0] = '\0';
    m = drs_model_from_json(text, err, sizeof err);
    free(text);
    if (!m) {
        fprintf(stderr, "drsat-check: %s: %s\n", strcmp(path, "-") ? path : "<stdin>", err);
        return 2;
    }
    s = drs_solver_new(&opt, err, sizeof err);
    if (!s) {
        fprintf(stderr, "drsat-check: %s\n", err);
        drs_model_free(m);
        return 2;
    }
    if (format != TEXT) {
        rep = drs_report_new(m->file);
        if (!rep) {
            fprintf(stderr, "drsat-check: out of memory\n");
            drs_solver_free(s);
            drs_model_free(m);
            return 2;
        }
    }
    for (i = 0; i < m->n_constructs; i++) {
        drs_construct *c = m->constructs[i];
        drs_result *r = drs_check(s, c);
        if (!r) {
            fprintf(stderr, "drsat-check: out of memory\n");
            failed = true;
            break;
        }
        /* the assumptions the verdict rests on join the construct's own */
        for (int k = 0; k < r->n_assumptions; k++)
            drs_construct_add_assumption(c, r->assumptions[k]);
        if (r->verdict == DRS_VERDICT_RACE)
            race = true;
        if (rep)
            drs_report_add(rep, c, r);
        else
            print_result(m->file, c, r);
        drs_result_free(r);
    }
    if (rep && !failed) {
        doc = format == JSON ? drs_report_json(rep) : drs_report_sarif(rep);
        if (doc) {
            fputs(doc, stdout);
            fputc('\n', stdout);
            free(doc);
        } else {
            fprintf(stderr, "drsat-check: out of memory\n");
            failed = true;
        }
    }
    drs_report_free(rep);
    drs_solver_free(s);
    drs_model_free(m);
    if (fflush(stdout) != 0)
        failed = true;
    if (failed)
        return 2;
    return race ? 1 : 0;
}
