/* fuzz_check_model.c -- libFuzzer target: encoder and solver on any model.
 *
 * Parses the input as a model JSON and runs drs_check on every construct with
 * a small per-query time-out and budget, then builds the JSON and SARIF
 * reports of the results.  Properties: no memory error, no undefined
 * behaviour, no exit (Z3 errors must become "not analyzed"), every result
 * well formed (a race has races, "not analyzed" has a reason, a construct
 * the model marks not analysed stays not analysed).
 *
 * One drs_solver (one Z3 context) serves many inputs, as one serves every
 * construct of a translation unit in the plugin; it is renewed every
 * FUZZ_RENEW inputs so that Z3's memory stays bounded.
 *
 *   fuzz_check_model -runs=2000 -timeout=20 fuzz/corpus/check_model
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drs_model.h"
#include "drs_report.h"
#include "drs_solver.h"

#ifndef FUZZ_TIMEOUT_MS
#define FUZZ_TIMEOUT_MS 200u
#endif
#ifndef FUZZ_BUDGET_MS
#define FUZZ_BUDGET_MS 0u   /* wall time since drs_solver_new: would run out across inputs */
#endif
#ifndef FUZZ_RENEW
#define FUZZ_RENEW 500
#endif
/* Larger inputs are skipped: they only slow the search down. */
#define FUZZ_MAX_INPUT 16384

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static drs_solver *solver;
static int uses;

static void fail(const char *what, const drs_construct *c, const drs_result *r)
{
    fprintf(stderr, "fuzz_check_model: %s (construct %s at %u:%u, verdict %s, reason %s)\n",
            what, c->kind ? c->kind : "?", c->line, c->col,
            drs_verdict_name(r->verdict), r->reason ? r->reason : "(none)");
    __builtin_trap();
}

static void check_result(const drs_construct *c, const drs_result *r)
{
    int i;
    switch (r->verdict) {
    case DRS_VERDICT_RACE:
        if (r->n_races <= 0 || !r->races)
            fail("race verdict without races", c, r);
        break;
    case DRS_VERDICT_RACE_FREE:
        if (r->n_races != 0)
            fail("race-free verdict with races", c, r);
        if (c->not_analyzed)
            fail("construct marked not analyzed came back race-free", c, r);
        break;
    case DRS_VERDICT_NOT_ANALYZED:
        if (!r->reason || !r->reason[0])
            fail("not analyzed without a reason", c, r);
        break;
    default:
        fail("unknown verdict", c, r);
    }
    if (c->not_analyzed && r->verdict != DRS_VERDICT_NOT_ANALYZED)
        fail("construct marked not analyzed got a verdict", c, r);
    for (i = 0; i < r->n_races; i++) {
        const drs_race *x = &r->races[i];
        if (x->first < 0 || x->first >= c->n_accesses || x->second < 0 ||
            x->second >= c->n_accesses)
            fail("race names an access out of range", c, r);
        if (!x->message || !x->note || !x->element || !x->iter1 || !x->iter2 || !x->when)
            fail("race with a missing text", c, r);
        if (x->role1 != DRS_WRITE && x->role2 != DRS_WRITE)
            fail("race without a write", c, r);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[512];
    char *text;
    drs_model *m;
    drs_report *rep;
    int i;

    if (size > FUZZ_MAX_INPUT)
        return 0;
    text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    m = drs_model_from_json(text, err, sizeof err);
    free(text);
    if (!m)
        return 0;

    if (solver && ++uses >= FUZZ_RENEW) {
        drs_solver_free(solver);
        solver = NULL;
    }
    if (!solver) {
        drs_options o;
        drs_options_default(&o);
        o.timeout_ms = FUZZ_TIMEOUT_MS;
        o.budget_ms = FUZZ_BUDGET_MS;
        solver = drs_solver_new(&o, err, sizeof err);
        uses = 0;
        if (!solver) {
            fprintf(stderr, "fuzz_check_model: no solver: %s\n", err);
            __builtin_trap();
        }
    }

    rep = drs_report_new(m->file ? m->file : "fuzz.c");
    for (i = 0; i < m->n_constructs; i++) {
        drs_result *r = drs_check(solver, m->constructs[i]);
        if (!r) {
            fprintf(stderr, "fuzz_check_model: drs_check returned NULL\n");
            __builtin_trap();
        }
        check_result(m->constructs[i], r);
        if (rep)
            drs_report_add(rep, m->constructs[i], r);
        drs_result_free(r);
    }
    if (rep) {
        char *j = drs_report_json(rep);
        char *s = drs_report_sarif(rep);
        free(j);
        free(s);
        drs_report_free(rep);
    }
    drs_model_free(m);
    return 0;
}
