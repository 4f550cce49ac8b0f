/* fuzz_oracle_model.c -- libFuzzer target: the solver against brute force.
 *
 * The input bytes drive the builder (drs_model.h) to make one well-typed
 * construct with small, concrete iteration spaces: a parallel loop (and
 * sometimes a collapsed or an inner loop), one or two inputs confined by
 * `env` to a few values, one or two objects and up to five accesses whose
 * offsets, paths and loop bounds are random C integer expressions (all
 * operators, signed and unsigned 32/64-bit arithmetic, casts to narrow types,
 * values near the limits so that overflow, division by zero and bad shift
 * counts happen).  drs_check decides it; an evaluator with C's semantics
 * (the model's: executions with undefined behaviour are not considered)
 * enumerates every pair of iterations and decides it again.  Checks:
 *
 *   - race-free from the solver, race by enumeration: unsound, trap;
 *   - every race the solver reports is a pair that races by enumeration;
 *   - every witness checks: evaluated at the witness values, both accesses
 *     execute in different iterations and their byte ranges overlap.
 *
 * "not analyzed" (time-outs) is accepted.  Constructs whose enumeration
 * would be too large are only solved, not checked.
 *
 *   fuzz_oracle_model -runs=2000 fuzz/corpus/oracle_model
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drs_model.h"
#include "ref_eval.h"
#include "drs_solver.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_ITER 24          /* values per loop domain, else skip the oracle */
#define MAX_WORK 400000L     /* access evaluations per construct */
#define MAX_SYMS 8
#define MAX_ACC 5

/* ---- input bytes ---------------------------------------------------------- */

typedef struct rd {
    const uint8_t *p;
    size_t n, i;
} rd;

static unsigned byte(rd *r) { return r->i < r->n ? r->p[r->i++] : 0; }
static int pick(rd *r, int n) { return (int)(byte(r) % (unsigned)n); }

/* ---- C semantics: the reference evaluator (testcases/oracle/ref_eval.h) --- */

static const drs_type T_I32 = {32, true};
static const drs_type T_I64 = {64, true}, T_U64 = {64, false};

static int64_t norm(drs_type t, int64_t v) { return drs_ref_norm(t, v); }
static __int128 tmin(drs_type t) { return drs_ref_min(t); }
static __int128 tmax(drs_type t) { return drs_ref_max(t); }
static __int128 math(drs_type t, int64_t v) { return drs_ref_math(t, v); }

typedef struct ev {
    const drs_construct *c;
    int64_t val[MAX_SYMS];
    bool ub;
} ev;

static int64_t eval(ev *x, int k)
{
    drs_ref_eval E = {x->c, x->val, x->ub};
    int64_t v = drs_ref_eval_expr(&E, k);
    x->ub = E.ub;
    return v;
}

/* ---- random construct ---------------------------------------------------- */

typedef struct gen {
    rd *r;
    drs_construct *c;
    int nsyms;          /* symbols in scope for expressions */
    int scope[MAX_SYMS];
} gen;

static drs_type arith_type(rd *r)
{
    static const drs_type ts[] = {{32, true}, {32, false}, {64, true}, {64, false}};
    return ts[pick(r, 4)];
}

static int64_t interesting(rd *r)
{
    static const int64_t v[] = {0, 1, 2, 3, 4, 5, 7, 8, 16, 31, 32, 63, -1, -2, -8,
                                255, 256, 65535, 2147483647, -2147483647 - 1,
                                4294967295LL, INT64_MAX, INT64_MIN, 1LL << 32};
    if (pick(r, 3) == 0)
        return v[pick(r, (int)(sizeof v / sizeof v[0]))];
    return (int64_t)pick(r, 24) - 6;
}

static int expr(gen *g, drs_type t, int depth);

static int as_type(gen *g, drs_type t, int k)
{
    drs_type have;
    if (k < 0)
        return -1;
    have = g->c->exprs[k].type;
    if (have.bits == t.bits && have.is_signed == t.is_signed)
        return k;
    return drs_cast(g->c, t, k);
}

static int leaf(gen *g, drs_type t)
{
    if (g->nsyms > 0 && pick(g->r, 3) != 0)
        return as_type(g, t, drs_symref(g->c, g->scope[pick(g->r, g->nsyms)]));
    return drs_const(g->c, t, interesting(g->r));
}

static int cond(gen *g, int depth)
{
    static const drs_op rel[] = {DRS_OP_LT, DRS_OP_LE, DRS_OP_GT, DRS_OP_GE, DRS_OP_EQ, DRS_OP_NE};
    drs_type t = arith_type(g->r);
    switch (pick(g->r, 5)) {
    case 0:
        return drs_unop(g->c, DRS_OP_LNOT, DRS_INT, expr(g, t, depth - 1));
    case 1:
        return drs_binop(g->c, DRS_OP_LAND, DRS_INT, cond(g, depth - 1), cond(g, depth - 1));
    case 2:
        return drs_binop(g->c, DRS_OP_LOR, DRS_INT, cond(g, depth - 1), cond(g, depth - 1));
    default:
        return drs_binop(g->c, rel[pick(g->r, 6)], DRS_INT, expr(g, t, depth - 1),
                         expr(g, t, depth - 1));
    }
}

static int expr(gen *g, drs_type t, int depth)
{
    static const drs_op bin[] = {DRS_OP_ADD, DRS_OP_SUB, DRS_OP_MUL, DRS_OP_DIV, DRS_OP_REM,
                                 DRS_OP_SHL, DRS_OP_SHR, DRS_OP_AND, DRS_OP_OR, DRS_OP_XOR,
                                 DRS_OP_ADD, DRS_OP_MUL};
    static const drs_type narrow[] = {{8, true}, {8, false}, {16, true}, {16, false}, {1, false},
                                      {32, true}, {32, false}, {64, true}};
    if (depth <= 0 || pick(g->r, 4) == 0)
        return leaf(g, t);
    switch (pick(g->r, 8)) {
    case 0:
        return drs_unop(g->c, pick(g->r, 2) ? DRS_OP_NEG : DRS_OP_BITNOT, t, expr(g, t, depth - 1));
    case 1:
        return as_type(g, t, cond(g, depth - 1));
    case 2:
        return drs_ite(g->c, t, cond(g, depth - 1), expr(g, t, depth - 1), expr(g, t, depth - 1));
    case 3: {
        drs_type n = narrow[pick(g->r, 8)];
        return drs_cast(g->c, t, drs_cast(g->c, n, expr(g, arith_type(g->r), depth - 1)));
    }
    default: {
        drs_op op = bin[pick(g->r, 12)];
        drs_type tb = (op == DRS_OP_SHL || op == DRS_OP_SHR) ? arith_type(g->r) : t;
        int a = expr(g, t, depth - 1);
        int b;
        if ((op == DRS_OP_SHL || op == DRS_OP_SHR) && pick(g->r, 2))
            b = drs_const(g->c, tb, pick(g->r, 40));
        else
            b = expr(g, tb, depth - 1);
        return drs_binop(g->c, op, t, a, b);
    }
    }
}

/* A loop whose domain is small and whose cond is monotone: `v < bound` or
 * `v <= bound` counting up, `>` / `>=` counting down. */
static int add_loop(gen *g, drs_loop_kind kind, const char *name, int parent, int line)
{
    static const drs_type lt[] = {{32, true}, {32, false}, {64, true}, {16, true}};
    drs_type t = lt[pick(g->r, 4)];
    int li = g->c->n_loops;
    int var = drs_add_symbol(g->c, name, NULL, t, DRS_SYM_LOOP, li);
    int64_t step = (int64_t)pick(g->r, 3) + 1;
    int init, bound, cnd, v, lp;
    bool down = pick(g->r, 4) == 0;
    if (var < 0)
        return -1;
    if (down)
        step = -step;
    init = drs_const(g->c, t, down ? pick(g->r, 16) : (int64_t)pick(g->r, 8) - 3);
    /* the bound: a constant, or an earlier symbol plus a constant */
    bound = drs_const(g->c, t, down ? (int64_t)pick(g->r, 8) - 3 : pick(g->r, 16));
    if (g->nsyms > 0 && pick(g->r, 3) == 0) {
        int s = as_type(g, t, drs_symref(g->c, g->scope[pick(g->r, g->nsyms)]));
        bound = drs_binop(g->c, DRS_OP_ADD, t, s, drs_const(g->c, t, pick(g->r, 6)));
    }
    v = drs_symref(g->c, var);
    cnd = drs_binop(g->c, down ? (pick(g->r, 2) ? DRS_OP_GT : DRS_OP_GE)
                               : (pick(g->r, 2) ? DRS_OP_LT : DRS_OP_LE),
                    DRS_INT, v, bound);
    lp = drs_add_loop(g->c, kind, var, parent, init, cnd, step, (unsigned)line, 3);
    if (lp >= 0 && g->nsyms < MAX_SYMS)
        g->scope[g->nsyms++] = var;
    return lp;
}

static drs_construct *make_construct(rd *r)
{
    gen g;
    drs_construct *c = drs_construct_new("parallel for", "f", 1, 1);
    int par, inner = -1, n, m = -1, env, k, nacc, nobj;
    int objs[2];
    static const int64_t sizes[] = {1, 2, 4, 8};

    if (!c)
        return NULL;
    memset(&g, 0, sizeof g);
    g.r = r;
    g.c = c;
    c->loop_line = 2;
    c->loop_col = 3;

    n = drs_add_symbol(c, "n", NULL, T_I32, DRS_SYM_INPUT, -1);
    g.scope[g.nsyms++] = n;
    env = drs_binop(c, DRS_OP_LAND, DRS_INT,
                    drs_binop(c, DRS_OP_GE, DRS_INT, drs_symref(c, n), drs_const(c, T_I32, 0)),
                    drs_binop(c, DRS_OP_LE, DRS_INT, drs_symref(c, n), drs_const(c, T_I32, 3)));
    if (pick(r, 3) == 0) {
        m = drs_add_symbol(c, "m", NULL, T_I64, DRS_SYM_INPUT, -1);
        g.scope[g.nsyms++] = m;
        env = drs_and(c, env, drs_binop(c, DRS_OP_LE, DRS_INT,
                                        drs_cast(c, T_U64, drs_binop(c, DRS_OP_ADD, T_I64,
                                                                     drs_symref(c, m),
                                                                     drs_const(c, T_I64, 2))),
                                        drs_const(c, T_U64, 3)));
    }
    c->env = env;

    par = add_loop(&g, DRS_LOOP_PARALLEL, "i", -1, 2);
    switch (pick(r, 3)) {
    case 1:
        par = add_loop(&g, DRS_LOOP_PARALLEL, "j", par, 3);
        break;
    case 2:
        inner = add_loop(&g, DRS_LOOP_INNER, "k", par, 3);
        break;
    default:
        break;
    }
    if (par < 0)
        return c;   /* the builder refused: drs_check reports it */

    nobj = 1 + pick(r, 2);
    for (k = 0; k < nobj; k++)
        objs[k] = drs_add_object(c, k ? "b" : "a", NULL, DRS_OBJ_ARRAY, sizes[pick(r, 4)], false);

    nacc = 1 + pick(r, MAX_ACC);
    for (k = 0; k < nacc; k++) {
        int o = objs[pick(r, nobj)];
        int64_t es = c->objects[o].elem_size;
        int loop = (inner >= 0 && pick(r, 2)) ? inner : par;
        int saved = g.nsyms;
        int idx, off, path = -1;
        int64_t size = es;
        const char *lock = NULL;
        drs_access_mode mode = (drs_access_mode)(1 + pick(r, 3));
        if (loop != inner && inner >= 0)
            g.nsyms--;   /* k is not in scope outside its loop (it is last) */
        idx = expr(&g, arith_type(r), 3);
        off = drs_binop(c, DRS_OP_MUL, T_I64, as_type(&g, T_I64, idx), drs_const(c, T_I64, es));
        if (pick(r, 4) == 0)
            off = drs_binop(c, DRS_OP_ADD, T_I64, off, drs_const(c, T_I64, pick(r, 9)));
        if (pick(r, 2))
            path = cond(&g, 2);
        if (pick(r, 5) == 0)
            size = sizes[pick(r, 4)];
        if (pick(r, 6) == 0)
            lock = pick(r, 2) ? "critical:" : "atomic";
        int acc = drs_add_access(c, o, mode, loop, path, off, size, 1, &idx, "", "acc",
                                 (unsigned)(4 + k), 5);
        if (lock && acc >= 0)
            drs_access_add_lock(c, acc, lock);
        g.nsyms = saved;
    }
    return c;
}

/* ---- brute force ------------------------------------------------------------ */

typedef struct dom {
    int n;
    int64_t v[MAX_ITER];
} dom;

/* The domain of loop l given the values already in x; false if too large. */
static bool domain(ev *x, int l, dom *d)
{
    const drs_loop *lp = &x->c->loops[l];
    drs_type t = x->c->symbols[lp->var].type;
    __int128 v;
    int64_t saved = x->val[lp->var];
    d->n = 0;
    x->ub = false;
    v = math(t, eval(x, lp->init));
    if (x->ub) {
        x->ub = false;
        return true;   /* undefined init: no iterations */
    }
    for (;;) {
        int64_t c;
        if (v < tmin(t) || v > tmax(t))
            break;
        x->val[lp->var] = (int64_t)v;
        x->ub = false;
        c = eval(x, lp->cond);
        if (x->ub || c == 0)
            break;   /* monotone cond: no later value passes */
        if (d->n == MAX_ITER) {
            x->val[lp->var] = saved;
            x->ub = false;
            return false;
        }
        d->v[d->n++] = (int64_t)v;
        v += lp->step;
    }
    x->val[lp->var] = saved;
    x->ub = false;
    return true;
}

typedef struct bf {
    const drs_construct *c;
    int par[2], npar, inner;     /* loop indices */
    int nin;                     /* input symbols 0..nin-1 */
    bool race[MAX_ACC][MAX_ACC]; /* ordered: acc a in one iteration, b in another */
    long work;
    bool too_big;
} bf;

/* Offsets of access a executing under x (inner loop values already set);
 * false when it does not execute. */
static bool executes(ev *x, int a, int64_t *off)
{
    const drs_access *acc = &x->c->accesses[a];
    x->ub = false;
    if (acc->path >= 0) {
        int64_t p = eval(x, acc->path);
        if (x->ub || p == 0)
            return false;
    }
    *off = eval(x, acc->offset);
    return !x->ub;
}

static bool overlap(int64_t o1, int64_t s1, int64_t o2, int64_t s2)
{
    __int128 a = o1, b = o2;
    return a < b + s2 && b < a + s1;
}

/* All (access, offset) executions of one parallel iteration in x. */
typedef struct exec {
    int acc;
    int64_t off;
} exec;

static int executions(bf *b, ev *x, exec *out, int cap)
{
    int n = 0;
    for (int a = 0; a < b->c->n_accesses; a++) {
        const drs_access *acc = &b->c->accesses[a];
        if (acc->loop == b->inner) {
            dom d;
            const drs_loop *lp = &b->c->loops[b->inner];
            if (!domain(x, b->inner, &d)) {
                b->too_big = true;
                return 0;
            }
            for (int k = 0; k < d.n && n < cap; k++) {
                int64_t off;
                x->val[lp->var] = d.v[k];
                if (executes(x, a, &off)) {
                    out[n].acc = a;
                    out[n++].off = off;
                }
            }
        } else {
            int64_t off;
            if (n < cap && executes(x, a, &off)) {
                out[n].acc = a;
                out[n++].off = off;
            }
        }
    }
    return n;
}

#define MAX_EXEC (MAX_ACC * MAX_ITER)

static void brute_force(bf *b)
{
    const drs_construct *c = b->c;
    ev x;
    memset(&x, 0, sizeof x);
    x.c = c;
    /* inputs: n in [0,3]; m in [-2,1] (from env, checked below anyway) */
    for (int nv = 0; nv <= 3; nv++) {
        for (int mv = -2; mv <= 1; mv++) {
            int it1, it2, np = 0;
            int64_t tuples[MAX_ITER * MAX_ITER][2];
            x.val[0] = nv;
            if (b->nin > 1)
                x.val[1] = mv;
            else if (mv != -2)
                continue;
            x.ub = false;
            if (c->env >= 0 && (eval(&x, c->env) == 0 || x.ub))
                continue;
            /* parallel iteration tuples */
            {
                dom d0;
                if (!domain(&x, b->par[0], &d0)) {
                    b->too_big = true;
                    return;
                }
                for (int k = 0; k < d0.n; k++) {
                    if (b->npar == 1) {
                        tuples[np][0] = d0.v[k];
                        tuples[np++][1] = 0;
                        continue;
                    }
                    dom d1;
                    x.val[c->loops[b->par[0]].var] = d0.v[k];
                    if (!domain(&x, b->par[1], &d1)) {
                        b->too_big = true;
                        return;
                    }
                    for (int j = 0; j < d1.n; j++) {
                        tuples[np][0] = d0.v[k];
                        tuples[np++][1] = d1.v[j];
                    }
                }
            }
            for (it1 = 0; it1 < np; it1++) {
                exec e1[MAX_EXEC];
                int n1;
                x.val[c->loops[b->par[0]].var] = tuples[it1][0];
                if (b->npar > 1)
                    x.val[c->loops[b->par[1]].var] = tuples[it1][1];
                n1 = executions(b, &x, e1, MAX_EXEC);
                if (b->too_big)
                    return;
                for (it2 = 0; it2 < np; it2++) {
                    exec e2[MAX_EXEC];
                    int n2;
                    if (it2 == it1)
                        continue;
                    x.val[c->loops[b->par[0]].var] = tuples[it2][0];
                    if (b->npar > 1)
                        x.val[c->loops[b->par[1]].var] = tuples[it2][1];
                    n2 = executions(b, &x, e2, MAX_EXEC);
                    if (b->too_big)
                        return;
                    b->work += (long)n1 * n2 + n1 + n2;
                    if (b->work > MAX_WORK) {
                        b->too_big = true;
                        return;
                    }
                    for (int p = 0; p < n1; p++)
                        for (int q = 0; q < n2; q++) {
                            const drs_access *A = &c->accesses[e1[p].acc];
                            const drs_access *B = &c->accesses[e2[q].acc];
                            if (!(A->mode & DRS_WRITE) && !(B->mode & DRS_WRITE))
                                continue;
                            if (A->object != B->object)
                                continue;
                            if (drs_locksets_meet(c, A, B))
                                continue;
                            if (overlap(e1[p].off, A->size, e2[q].off, B->size))
                                b->race[e1[p].acc][e2[q].acc] = true;
                        }
                }
                x.val[c->loops[b->par[0]].var] = tuples[it1][0];
            }
        }
    }
}

/* ---- witness check ----------------------------------------------------------- */

static bool witness_value(const drs_race *w, const char *label, int copy, int64_t *out)
{
    for (int k = 0; k < w->n_values; k++)
        if (strcmp(w->values[k].label, label) == 0 &&
            (w->values[k].copy == copy || w->values[k].copy == 0)) {
            *out = w->values[k].value;
            return true;
        }
    return false;
}

static bool in_domain(ev *x, int l)
{
    dom d;
    int64_t v = x->val[x->c->loops[l].var];
    if (!domain(x, l, &d))
        return true;   /* too large to enumerate: do not judge */
    for (int k = 0; k < d.n; k++)
        if (d.v[k] == v)
            return true;
    return false;
}

/* NULL when the witness checks, else what fails. */
static const char *check_witness(const drs_construct *c, const drs_race *w, const bf *b)
{
    ev x[2];
    int64_t off[2];
    bool same = true;
    for (int cp = 0; cp < 2; cp++) {
        memset(&x[cp], 0, sizeof x[cp]);
        x[cp].c = c;
        for (int s = 0; s < c->n_symbols; s++) {
            int64_t v;
            if (!witness_value(w, c->symbols[s].label, cp + 1, &v))
                return NULL;   /* symbol not in the witness: cannot judge */
            x[cp].val[s] = norm(c->symbols[s].type, v);
        }
        if (c->env >= 0 && (eval(&x[cp], c->env) == 0 || x[cp].ub))
            return "env is false at the witness";
        for (int k = 0; k < b->npar; k++)
            if (!in_domain(&x[cp], b->par[k]))
                return "a parallel loop variable is outside its domain";
        if (c->accesses[cp ? w->second : w->first].loop == b->inner && b->inner >= 0 &&
            !in_domain(&x[cp], b->inner))
            return "the inner loop variable is outside its domain";
        if (!executes(&x[cp], cp ? w->second : w->first, &off[cp]))
            return "an access does not execute at the witness";
    }
    for (int k = 0; k < b->npar; k++) {
        int v = c->loops[b->par[k]].var;
        if (x[0].val[v] != x[1].val[v])
            same = false;
    }
    if (same)
        return "both copies are the same iteration";
    if (!overlap(off[0], c->accesses[w->first].size, off[1], c->accesses[w->second].size))
        return "the byte ranges do not overlap at the witness";
    return NULL;
}

/* ---- the target ------------------------------------------------------------- */

static drs_solver *solver;
static int uses;

/* With FUZZ_ORACLE_STATS set, how many inputs were judged is printed at
 * exit: a check that the oracle is not vacuous. */
static long n_inputs, n_skipped, n_unknown, n_too_big, n_judged, n_races;

static void print_stats(void)
{
    fprintf(stderr, "fuzz_oracle_model: %ld inputs: %ld incomplete, %ld not analyzed, "
            "%ld too large to enumerate, %ld judged (%ld with a race)\n",
            n_inputs, n_skipped, n_unknown, n_too_big, n_judged, n_races);
}

static void report(const char *what, drs_construct *c, const drs_result *res)
{
    drs_model *m = drs_model_new("oracle.c");
    char *j;
    fprintf(stderr, "fuzz_oracle_model: %s\n", what);
    fprintf(stderr, "solver verdict: %s%s%s\n", drs_verdict_name(res->verdict),
            res->reason ? ": " : "", res->reason ? res->reason : "");
    for (int k = 0; k < res->n_races; k++)
        fprintf(stderr, "  race %d-%d: %s\n", res->races[k].first, res->races[k].second,
                res->races[k].message);
    if (m) {
        drs_model_add(m, c);
        j = drs_model_to_json(m);
        if (j)
            fprintf(stderr, "model:\n%s\n", j);
        free(j);
    }
    __builtin_trap();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    rd r = {data, size, 0};
    drs_construct *c;
    drs_result *res;
    bf b;
    char err[256];

    c = make_construct(&r);
    if (!c)
        return 0;
    if (n_inputs++ == 0 && getenv("FUZZ_ORACLE_STATS"))
        atexit(print_stats);
    if (solver && ++uses >= 300) {
        drs_solver_free(solver);
        solver = NULL;
    }
    if (!solver) {
        drs_options o;
        drs_options_default(&o);
        o.timeout_ms = 150;
        o.budget_ms = 0;
        solver = drs_solver_new(&o, err, sizeof err);
        uses = 0;
        if (!solver) {
            fprintf(stderr, "fuzz_oracle_model: no solver: %s\n", err);
            __builtin_trap();
        }
    }
    res = drs_check(solver, c);
    if (!res)
        __builtin_trap();

    /* The generator only builds what the builder accepts, but a refused
     * step leaves a partial construct: judge only complete ones. */
    memset(&b, 0, sizeof b);
    b.c = c;
    b.inner = -1;
    for (int l = 0; l < c->n_loops; l++) {
        if (c->loops[l].kind == DRS_LOOP_PARALLEL && b.npar < 2)
            b.par[b.npar++] = l;
        else if (c->loops[l].kind == DRS_LOOP_INNER)
            b.inner = l;
    }
    for (int s = 0; s < c->n_symbols; s++)
        if (c->symbols[s].kind == DRS_SYM_INPUT)
            b.nin++;
    if (b.npar == 0 || c->n_accesses == 0 || c->n_symbols > MAX_SYMS ||
        c->n_accesses > MAX_ACC || res->verdict == DRS_VERDICT_NOT_ANALYZED) {
        if (res->verdict == DRS_VERDICT_NOT_ANALYZED)
            n_unknown++;
        else
            n_skipped++;
        drs_result_free(res);
        drs_construct_free(c);
        return 0;
    }
    brute_force(&b);
    if (b.too_big)
        n_too_big++;
    if (!b.too_big) {
        bool any = false;
        n_judged++;
        for (int p = 0; p < c->n_accesses; p++)
            for (int q = 0; q < c->n_accesses; q++)
                any |= b.race[p][q];
        n_races += any;
        if (res->verdict == DRS_VERDICT_RACE_FREE && any)
            report("solver says race-free, enumeration finds a race", c, res);
        if (res->verdict == DRS_VERDICT_RACE && !any)
            report("solver reports a race, enumeration finds none", c, res);
        for (int k = 0; k < res->n_races; k++) {
            const drs_race *w = &res->races[k];
            if (!b.race[w->first][w->second] && !b.race[w->second][w->first])
                report("solver reports a race on a pair that never races", c, res);
        }
    }
    for (int k = 0; k < res->n_races; k++) {
        const char *why = check_witness(c, &res->races[k], &b);
        if (why)
            report(why, c, res);
    }
    drs_result_free(res);
    drs_construct_free(c);
    return 0;
}
