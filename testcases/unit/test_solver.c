/* test_solver.c -- unit tests of the encoder and solver on JSON models.
 *
 *   test_solver SRCDIR
 *
 * Runs every SRCDIR/models/solve_*.json.  Each file is
 *
 *   { "options": {"timeout_ms": N, "budget_ms": N},     (optional)
 *     "expect": [ one object per construct:
 *        {"verdict": "race" | "race-free" | "not-analyzed",
 *         "reason": GLOB, "undecided": GLOB or null, "races": N,
 *         "messages": [GLOB, ...],
 *         "pairs_checked": N, "pairs_solved": N, "max_seconds": X,
 *         "assumptions": [GLOB, ...]} ],   (exactly these, in order)
 *                                   (max_seconds only checked when the
 *                                    environment has DRS_TEST_TIMING set)
 *     "model": { a model, encoder/drs_model.h JSON form } }
 *
 * GLOB patterns use '*' for any text.  Every race's witness is checked
 * independently of Z3: a small evaluator of the model's expressions (C
 * semantics, undefined behaviour flagged) recomputes both accesses from the
 * reported values and checks the loop domains, paths, env, that the two
 * iterations may run in parallel, that the byte ranges overlap and that the
 * printed element matches.  Prints "N passed, M failed"; exit status 1 on
 * any failure.
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "drs_model.h"
#include "ref_eval.h"
#include "drs_solver.h"

static int n_pass, n_fail;

static void failf(const char *file, int k, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "FAIL %s construct %d: ", file, k);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

static bool glob(const char *p, const char *s)
{
    if (!*p)
        return !*s;
    if (*p == '*') {
        for (;; s++) {
            if (glob(p + 1, s))
                return true;
            if (!*s)
                return false;
        }
    }
    return *p == *s && glob(p + 1, s + 1);
}

/* ---- the reference evaluator (testcases/oracle/ref_eval.h) --------------- */

typedef drs_ref_eval evaluator;

static bool is_signed(drs_type t) { return t.is_signed && t.bits > 1; }
static __int128 math(int64_t v, drs_type t) { return drs_ref_math(t, v); }
static int64_t eval(evaluator *E, int k) { return drs_ref_eval_expr(E, k); }

/* Evaluates condition k; false when it is zero or has undefined behaviour. */
static bool holds(const drs_construct *c, const int64_t *vals, int k)
{
    evaluator E = {c, vals, false};
    int64_t v = eval(&E, k);
    return !E.ub && v != 0;
}

static bool in_domain(const drs_construct *c, const int64_t *vals, int l, char *why,
                      size_t n)
{
    const drs_loop *L = &c->loops[l];
    drs_type t = c->symbols[L->var].type;
    evaluator E = {c, vals, false};
    int64_t init = eval(&E, L->init);
    if (E.ub || !holds(c, vals, L->cond)) {
        snprintf(why, n, "loop %d: cond false or undefined", l);
        return false;
    }
    __int128 d = math(vals[L->var], t) - math(init, t);
    __int128 s = L->step;
    if ((s > 0 && d < 0) || (s < 0 && d > 0) || d % s != 0) {
        snprintf(why, n, "loop %d: not reached from init by whole steps", l);
        return false;
    }
    return true;
}

static void fmt_value(char *buf, size_t n, int64_t v, drs_type t)
{
    if (is_signed(t))
        snprintf(buf, n, "%lld", (long long)v);
    else
        snprintf(buf, n, "%llu", (unsigned long long)(uint64_t)v);
}

/* On one time line: side k is in task T[k] (-1: the line's own code, at
 * its tpos/twait), lng[k] when it outlives T[k] (a nested task T[k] does
 * not wait for).  The earlier task still runs at the other side's point. */
static bool line_overlap(const drs_construct *c, evaluator *E, const int *acc, const int *T,
                         const bool *lng)
{
    int64_t p[2], w[2];
    for (int k = 0; k < 2; k++) {
        const drs_access *x = &c->accesses[acc[k]];
        int pe = T[k] >= 0 ? c->workers[T[k]].id : x->tpos;
        int we = T[k] >= 0 ? c->workers[T[k]].wait : x->twait;
        p[k] = pe >= 0 ? eval(&E[k], pe) : 0;
        w[k] = we >= 0 ? eval(&E[k], we) : 0;
    }
    if (T[0] >= 0 && T[1] >= 0) {
        if (p[0] == p[1])
            return false;   /* one task instance */
        int early = p[0] < p[1] ? 0 : 1;
        const drs_worker *A = &c->workers[T[0]], *B = &c->workers[T[1]];
        for (int i = 0; i < A->n_deps && !lng[early]; i++)
            for (int j = 0; j < B->n_deps; j++) {
                const drs_dep *x = &A->deps[i], *y = &B->deps[j];
                if (x->object != y->object || (x->kind == DRS_DEP_IN && y->kind == DRS_DEP_IN) ||
                    (x->kind == DRS_DEP_INOUTSET && y->kind == DRS_DEP_INOUTSET))
                    continue;
                int64_t o1 = eval(&E[0], x->offset), o2 = eval(&E[1], y->offset);
                if (o1 < o2 + y->size && o2 < o1 + x->size)
                    return false;   /* a dependence orders them */
            }
    }
    for (int k = 0; k < 2; k++)
        if (T[k] >= 0 && p[k] < p[1 - k] && (lng[k] || w[1 - k] <= p[k]))
            return true;
    return false;
}

/* The expr naming the thread that runs worker w's code: its innermost
 * task's `exec`, or its thread's number when no task is on its chain; -1
 * when the model does not name it (drs_worker.exec). */
static int running_thread(const drs_construct *c, int w)
{
    for (int t = w; t >= 0; t = c->workers[t].parent)
        if (c->workers[t].kind == DRS_WORKER_TASK)
            return c->workers[t].exec;
    int t = drs_worker_thread(c, w);
    return t >= 0 ? c->workers[t].id : -1;
}

/* Copies 1 and 2 (values v1, v2) of accesses a1, a2 with a task on a side
 * may run at once by the time lines (drs_model.h, "Tasks"): different
 * threads, different sections, or a task still running -- never two sides
 * the same thread runs (one task at a time). */
static bool tasks_overlap(const drs_construct *c, int a1, int a2, const int64_t *v1,
                          const int64_t *v2)
{
    evaluator E[2] = {{c, v1, false}, {c, v2, false}};
    int acc[2] = {a1, a2}, T[2], U[2];
    bool lng[2];
    int r1 = running_thread(c, c->accesses[a1].worker);
    int r2 = running_thread(c, c->accesses[a2].worker);
    if (c->team < 0 && r1 >= 0 && r2 >= 0 && eval(&E[0], r1) == eval(&E[1], r2))
        return false;
    for (int w0 = c->accesses[a1].worker; w0 >= 0; w0 = c->workers[w0].parent) {
        const drs_worker *W = &c->workers[w0];
        if (W->kind == DRS_WORKER_THREAD || W->kind == DRS_WORKER_SECTION) {
            int o = c->accesses[a2].worker;
            while (o >= 0 && o != w0)
                o = c->workers[o].parent;
            if (o == w0 && eval(&E[0], W->id) != eval(&E[1], W->id))
                return true;   /* different threads or sections */
        }
    }
    for (int k = 0; k < 2; k++) {
        T[k] = drs_worker_task(c, c->accesses[acc[k]].worker);
        U[k] = drs_worker_task_inside(c, c->accesses[acc[k]].worker, T[k]);
        int em = T[k] >= 0 ? c->workers[T[k]].endmark : -1;
        lng[k] = U[k] >= 0 &&
                 eval(&E[k], c->workers[U[k]].id) >= (em >= 0 ? eval(&E[k], em) : 0);
    }
    if (T[0] >= 0 && T[0] == T[1] &&
        eval(&E[0], c->workers[T[0]].id) == eval(&E[1], c->workers[T[1]].id)) {
        bool no[2] = {false, false};
        return line_overlap(c, E, acc, U, no);   /* inside one instance */
    }
    return line_overlap(c, E, acc, T, lng);
}

/* Re-checks a race's witness; NULL when it holds, else why not. */
static const char *check_witness(const drs_construct *c, const drs_race *x, char *why,
                                 size_t n)
{
    int ns = c->n_symbols;
    int64_t *v[2];
    bool *seen[2];
    const char *res = NULL;
    for (int k = 0; k < 2; k++) {
        v[k] = calloc((size_t)ns + 1, sizeof(int64_t));
        seen[k] = calloc((size_t)ns + 1, sizeof(bool));
    }
    /* Values by label, in the order symbols were listed. */
    int pos = 0;
    for (int s = 0; s < ns; s++) {
        const drs_symbol *y = &c->symbols[s];
        bool per = y->kind == DRS_SYM_LOOP || y->kind == DRS_SYM_LOCAL;
        for (int cp = per ? 1 : 0; cp <= (per ? 2 : 0); cp++, pos++) {
            if (pos >= x->n_values || strcmp(x->values[pos].label, y->label) != 0 ||
                x->values[pos].copy != cp) {
                snprintf(why, n, "values do not list symbol '%s' copy %d", y->name, cp);
                res = why;
                goto out;
            }
            for (int k = 0; k < 2; k++)
                if (cp == 0 || cp == k + 1) {
                    v[k][s] = x->values[pos].value;
                    seen[k][s] = true;
                }
        }
    }
    if (c->env >= 0 && (!holds(c, v[0], c->env) || !holds(c, v[1], c->env))) {
        snprintf(why, n, "env does not hold");
        res = why;
        goto out;
    }
    const int acc[2] = {x->first, x->second};
    for (int l = 0; l < c->n_loops && !res; l++) {
        const drs_loop *L = &c->loops[l];
        for (int k = 0; k < 2 && !res; k++) {
            bool need = L->kind != DRS_LOOP_INNER;
            for (int m = c->accesses[acc[k]].loop; m >= 0 && !need; m = c->loops[m].parent)
                need = m == l;
            if (need && !in_domain(c, v[k], l, why, n))
                res = why;
        }
    }
    if (res)
        goto out;
    bool differ = false;
    for (int l = 0; l < c->n_loops; l++)
        if (c->loops[l].kind == DRS_LOOP_PARALLEL && v[0][c->loops[l].var] != v[1][c->loops[l].var])
            differ = true;
    if (c->n_workers > 0 && (drs_worker_task(c, c->accesses[acc[0]].worker) >= 0 ||
                             drs_worker_task(c, c->accesses[acc[1]].worker) >= 0)) {
        differ = tasks_overlap(c, acc[0], acc[1], v[0], v[1]);
    } else if (c->n_workers > 0) {
        /* a worker table: the two copies run on different threads (or
         * sections) -- the id of the nearest such worker at or above the
         * lowest common one differs */
        int L = drs_common_worker(c, c->accesses[acc[0]].worker, c->accesses[acc[1]].worker);
        for (int w = L; w >= 0 && !differ; w = c->workers[w].parent) {
            const drs_worker *W = &c->workers[w];
            if (W->kind != DRS_WORKER_THREAD && W->kind != DRS_WORKER_SECTION)
                continue;
            evaluator E1 = {c, v[0], false}, E2 = {c, v[1], false};
            differ = eval(&E1, W->id) != eval(&E2, W->id);
            break;
        }
    }
    if (!differ) {
        snprintf(why, n, "the two iterations are the same");
        res = why;
        goto out;
    }
    if (c->is_simd && c->safelen > 0) {
        for (int l = 0; l < c->n_loops; l++)
            if (c->loops[l].kind == DRS_LOOP_PARALLEL) {
                drs_type t = c->symbols[c->loops[l].var].type;
                __int128 d = (math(v[0][c->loops[l].var], t) - math(v[1][c->loops[l].var], t)) /
                             c->loops[l].step;
                if (d >= c->safelen || d <= -c->safelen) {
                    snprintf(why, n, "iterations farther apart than safelen");
                    res = why;
                    goto out;
                }
            }
    }
    __int128 off[2];
    for (int k = 0; k < 2; k++) {
        const drs_access *a = &c->accesses[acc[k]];
        if (a->path >= 0 && !holds(c, v[k], a->path)) {
            snprintf(why, n, "path of side %d does not hold", k + 1);
            res = why;
            goto out;
        }
        evaluator E = {c, v[k], false};
        off[k] = eval(&E, a->offset);
        if (E.ub) {
            snprintf(why, n, "offset of side %d is undefined", k + 1);
            res = why;
            goto out;
        }
    }
    if (!(off[0] < off[1] + c->accesses[acc[1]].size &&
          off[1] < off[0] + c->accesses[acc[0]].size)) {
        snprintf(why, n, "byte ranges do not overlap (%lld vs %lld)", (long long)off[0],
                 (long long)off[1]);
        res = why;
        goto out;
    }
    /* The element as printed. */
    {
        const drs_access *a = &c->accesses[x->first];
        char el[512], num[32];
        const drs_object *o = &c->objects[a->object];   /* printed by its label */
        snprintf(el, sizeof el, "%s", o->label ? o->label : o->name);
        /* the member goes before the last member_tail subscripts */
        int at = a->n_index - a->member_tail;
        for (int k = 0; k <= a->n_index; k++) {
            if (k == at)
                snprintf(el + strlen(el), sizeof el - strlen(el), "%s",
                         a->member ? a->member : "");
            if (k == a->n_index)
                break;
            evaluator E = {c, v[0], false};
            int64_t iv = eval(&E, a->index[k]);
            fmt_value(num, sizeof num, iv, c->exprs[a->index[k]].type);
            snprintf(el + strlen(el), sizeof el - strlen(el), "[%s]", num);
        }
        if (strcmp(el, x->element) != 0) {
            snprintf(why, n, "element '%s', expected '%s'", x->element, el);
            res = why;
        }
    }
out:
    for (int k = 0; k < 2; k++) {
        free(v[k]);
        free(seen[k]);
    }
    return res;
}

/* ---- one model file ------------------------------------------------------ */

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    if (buf)
        buf[n] = 0;
    fclose(f);
    return buf;
}

static int num_field(const cJSON *o, const char *key, int dflt)
{
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(it) ? (int)it->valuedouble : dflt;
}

static bool check_one(const char *file, int k, const drs_construct *c,
                      const drs_result *r, const cJSON *ex)
{
    bool ok = true;
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(ex, "verdict");
    const char *want = cJSON_IsString(it) ? it->valuestring : "?";
    if (strcmp(want, drs_verdict_name(r->verdict)) != 0) {
        failf(file, k, "verdict %s (%s), expected %s", drs_verdict_name(r->verdict),
              r->reason ? r->reason : r->n_races ? r->races[0].message : "", want);
        return false;
    }
    it = cJSON_GetObjectItemCaseSensitive(ex, "reason");
    if (cJSON_IsString(it) && (!r->reason || !glob(it->valuestring, r->reason))) {
        failf(file, k, "reason '%s', expected '%s'", r->reason ? r->reason : "(none)",
              it->valuestring);
        ok = false;
    }
    it = cJSON_GetObjectItemCaseSensitive(ex, "undecided");
    if (cJSON_IsString(it) && (!r->undecided || !glob(it->valuestring, r->undecided))) {
        failf(file, k, "undecided '%s', expected '%s'", r->undecided ? r->undecided : "(none)",
              it->valuestring);
        ok = false;
    } else if (cJSON_IsNull(it) && r->undecided) {
        failf(file, k, "undecided '%s', expected none", r->undecided);
        ok = false;
    }
    int want_n = num_field(ex, "races", -1);
    if (want_n >= 0 && r->n_races != want_n) {
        failf(file, k, "%d races, expected %d", r->n_races, want_n);
        ok = false;
    }
    it = cJSON_GetObjectItemCaseSensitive(ex, "assumptions");
    if (cJSON_IsArray(it)) {
        int n = cJSON_GetArraySize(it);
        for (int a = 0; a < n || a < r->n_assumptions; a++) {
            const cJSON *g = a < n ? cJSON_GetArrayItem(it, a) : NULL;
            const char *have = a < r->n_assumptions ? r->assumptions[a] : NULL;
            if (!cJSON_IsString(g) || !have || !glob(g->valuestring, have)) {
                failf(file, k, "assumption %d '%s', expected '%s'", a, have ? have : "(none)",
                      cJSON_IsString(g) ? g->valuestring : "(none)");
                ok = false;
                break;
            }
        }
    }
    int pc = num_field(ex, "pairs_checked", -1), ps = num_field(ex, "pairs_solved", -1);
    if ((pc >= 0 && pc != r->pairs_checked) || (ps >= 0 && ps != r->pairs_solved)) {
        failf(file, k, "pairs checked/solved %d/%d, expected %d/%d", r->pairs_checked,
              r->pairs_solved, pc, ps);
        ok = false;
    }
    it = cJSON_GetObjectItemCaseSensitive(ex, "max_seconds");
    if (cJSON_IsNumber(it)) {
        printf("  %s construct %d: %.3f s\n", file, k, r->seconds);
        /* Timing depends on the machine's load: it only fails the test when
         * DRS_TEST_TIMING is set (bench/nonlinear.sh measures it properly). */
        if (getenv("DRS_TEST_TIMING") && r->seconds > it->valuedouble) {
            failf(file, k, "took %.3f s, limit %.3f s", r->seconds, it->valuedouble);
            ok = false;
        }
    }
    const cJSON *msgs = cJSON_GetObjectItemCaseSensitive(ex, "messages");
    int m = 0;
    const cJSON *pat;
    cJSON_ArrayForEach(pat, msgs) {
        if (m >= r->n_races) {
            failf(file, k, "no race %d for '%s'", m, pat->valuestring);
            ok = false;
        } else if (!glob(pat->valuestring, r->races[m].message)) {
            failf(file, k, "message '%s', expected '%s'", r->races[m].message,
                  pat->valuestring);
            ok = false;
        }
        m++;
    }
    for (int i = 0; i < r->n_races; i++) {
        char why[256];
        const char *bad = check_witness(c, &r->races[i], why, sizeof why);
        if (bad) {
            failf(file, k, "race %d (%s): witness wrong: %s", i, r->races[i].message, bad);
            ok = false;
        }
        if (!r->races[i].note || strncmp(r->races[i].note, "conflicting ", 12) != 0) {
            failf(file, k, "race %d: bad note", i);
            ok = false;
        }
    }
    return ok;
}

static void run_file(const char *dir, const char *name)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/models/%s", dir, name);
    char *text = slurp(path);
    cJSON *doc = text ? cJSON_Parse(text) : NULL;
    free(text);
    if (!doc) {
        fprintf(stderr, "FAIL %s: cannot read or parse\n", name);
        n_fail++;
        return;
    }
    drs_options opt;
    drs_options_default(&opt);
    const cJSON *o = cJSON_GetObjectItemCaseSensitive(doc, "options");
    opt.timeout_ms = (unsigned)num_field(o, "timeout_ms", (int)opt.timeout_ms);
    opt.budget_ms = (unsigned)num_field(o, "budget_ms", (int)opt.budget_ms);
    opt.verify_runs = true;   /* every race found by running is a model */
    const cJSON *expect = cJSON_GetObjectItemCaseSensitive(doc, "expect");
    char *mtext = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(doc, "model"));
    char err[512] = "";
    drs_model *m = mtext ? drs_model_from_json(mtext, err, sizeof err) : NULL;
    cJSON_free(mtext);
    drs_solver *s = m ? drs_solver_new(&opt, err, sizeof err) : NULL;
    if (!m || !s) {
        fprintf(stderr, "FAIL %s: %s\n", name, err);
        n_fail++;
    } else if (cJSON_GetArraySize(expect) != m->n_constructs) {
        fprintf(stderr, "FAIL %s: %d expectations for %d constructs\n", name,
                cJSON_GetArraySize(expect), m->n_constructs);
        n_fail++;
    } else {
        for (int k = 0; k < m->n_constructs; k++) {
            drs_result *r = drs_check(s, m->constructs[k]);
            if (!r) {
                failf(name, k, "drs_check returned NULL");
                n_fail++;
                continue;
            }
            if (check_one(name, k, m->constructs[k], r, cJSON_GetArrayItem(expect, k)))
                n_pass++;
            else
                n_fail++;
            /* drs_check_until_race: the same race-free proofs; where there
             * are races, exactly one, with a valid witness */
            drs_result *u = drs_check_until_race(s, m->constructs[k]);
            char why[256] = "";
            bool ok = u != NULL;
            if (ok && r->verdict == DRS_VERDICT_RACE_FREE)
                ok = u->verdict == DRS_VERDICT_RACE_FREE;
            else if (ok && r->n_races > 0)
                ok = u->n_races == 1 && u->verdict != DRS_VERDICT_RACE_FREE &&
                     (u->races[0].possible || !check_witness(m->constructs[k], &u->races[0], why, sizeof why));
            else if (ok)   /* not analyzed: stays so, or stops at a race */
                ok = u->verdict == DRS_VERDICT_NOT_ANALYZED || u->n_races == 1;
            if (ok) {
                n_pass++;
            } else {
                failf(name, k, "drs_check_until_race: %s (%s)",
                      u ? drs_verdict_name(u->verdict) : "NULL", why);
                n_fail++;
            }
            drs_result_free(u);
            drs_result_free(r);
        }
    }
    drs_solver_free(s);
    drs_model_free(m);
    cJSON_Delete(doc);
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A construct built through the builder API, no JSON involved. */
static void builder_test(void)
{
    drs_construct *c = drs_construct_new("parallel for", "g", 1, 1);
    int i = drs_add_symbol(c, "i", NULL, DRS_INT, DRS_SYM_LOOP, 0);
    int vi = drs_symref(c, i);
    int l = drs_add_loop(c, DRS_LOOP_PARALLEL, i, -1, drs_const(c, DRS_INT, 0),
                         drs_binop(c, DRS_OP_LT, DRS_INT, vi, drs_const(c, DRS_INT, 8)), 1, 2,
                         3);
    int a = drs_add_object(c, "a", NULL, DRS_OBJ_ARRAY, 4, false);
    /* a[i & 3] */
    int idx = drs_binop(c, DRS_OP_AND, DRS_INT, vi, drs_const(c, DRS_INT, 3));
    int offs = drs_binop(c, DRS_OP_MUL, DRS_I64, drs_cast(c, DRS_I64, idx),
                         drs_const(c, DRS_I64, 4));
    drs_add_access(c, a, DRS_WRITE, l, -1, offs, 4, 1, &idx, NULL, "a[i & 3]", 4, 5);
    drs_options opt;
    drs_options_default(&opt);
    char err[256];
    drs_solver *s = drs_solver_new(&opt, err, sizeof err);
    drs_result *r = s ? drs_check(s, c) : NULL;
    char why[256];
    if (r && r->verdict == DRS_VERDICT_RACE && r->n_races == 1 &&
        !check_witness(c, &r->races[0], why, sizeof why) &&
        glob("data race on 'a': write of a[*] in iteration i=* conflicts with write in iteration i=*",
             r->races[0].message)) {
        n_pass++;
    } else {
        fprintf(stderr, "FAIL builder test: %s\n",
                r ? (r->n_races ? r->races[0].message : drs_verdict_name(r->verdict)) : err);
        n_fail++;
    }
    drs_result_free(r);
    drs_solver_free(s);
    drs_construct_free(c);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_solver SRCDIR\n");
        return 2;
    }
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/models", argv[1]);
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "test_solver: cannot open %s\n", dir);
        return 2;
    }
    char *names[256];
    int n = 0;
    struct dirent *ent;
    while ((ent = readdir(d)) != NULL && n < 256) {
        size_t len = strlen(ent->d_name);
        if (strncmp(ent->d_name, "solve_", 6) == 0 && len > 5 &&
            strcmp(ent->d_name + len - 5, ".json") == 0) {
            names[n] = malloc(len + 1);
            memcpy(names[n], ent->d_name, len + 1);
            n++;
        }
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], cmp_names);
    for (int k = 0; k < n; k++) {
        run_file(argv[1], names[k]);
        free(names[k]);
    }
    builder_test();
    printf("%d passed, %d failed\n", n_pass, n_fail);
    return n_fail ? 1 : 0;
}
