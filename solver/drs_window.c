/* drs_window.c -- the filter's window prover (drs_solver_int.h,
 * drs_window_fn): one small integer query per inner loop and path instead
 * of one per pair.
 *
 * Tiled code starts some row loops of a tile at an input:
 *
 *     if (c1 <= floord(nm - 1, 16) && ...)
 *       for (c3 = nm; c3 <= min(16 * c1 + 15, ni - 1); c3++) A[c3][c4] = ...
 *
 * c3 lies in [16 * c1, 16 * c1 + 15] there, so no two iterations of c1
 * share a row, but only the guard says nm > 16 * c1.  The filter
 * (drs_filter.c, var_range) reads that from a floord guard itself; for a
 * guard it cannot read (16 * c1 + 1 <= nm) it asks "c3 >= 16 * c1 wherever
 * the path holds" here, once per (loop, path); with the answer it decides
 * every pair on A through those rows without Z3.  DataRaceBench DRB042 has
 * 400 accesses in one tiled initialisation and 122 such (loop, path)
 * windows, all read from floord guards now; its pairs took 20 ms each.
 *
 * The query is copy 1 alone, over Z3 Int: the loop's and its enclosing
 * loops' domains, the path defined and true, the integer solver's base
 * facts, and the negated claim.  Unsatisfiable proves the window; anything
 * else (including a give-up, or no exact linear encoding) leaves the pair
 * to its own query.  The premises are what every pair query of the access
 * asserts, so a proved window holds in each of them.
 */
#include <stdlib.h>
#include <z3.h>

#include "drs_check_int.h"

/* Resource limit and wall-time guard of one window query (those that hold
 * take about 10k units), and how many may fail (not hold, or give up) in a
 * construct before no more are asked: a failed one costs the most, and
 * costs only time, never an answer. */
#define DRS_WINDOW_RLIMIT 40000u
#define DRS_WINDOW_MS 1000u
#define DRS_WINDOW_MISSES 4

struct drs_window {
    int loop, path;
    int64_t lo;
    bool proved;
};

static bool linear_degree(const check_state *st, int expr)
{
    int d = drs_enc_int_node_degree(st->ienc, expr);
    return d >= 0 && d <= 1;
}

/* The facts of the window query (ranges left out); their count, or -1. */
static int window_facts(check_state *st, int loop, int path, int n, const int *sym,
                        const int64_t *co, int64_t lo, Z3_ast *q, int cap)
{
    const drs_construct *c = st->c;
    Z3_context z = st->s->z;
    int nq = 0;
    for (int l = loop, d = 0; l >= 0 && d <= c->n_loops; l = c->loops[l].parent, d++) {
        const drs_loop *L = &c->loops[l];
        if (nq == cap - 3 || !linear_degree(st, L->init) || !linear_degree(st, L->cond))
            return -1;
        q[nq++] = drs_enc_loop_domain(st->ienc, l, L->kind == DRS_LOOP_OUTER ? 0 : 1);
    }
    if (path >= 0) {
        if (!linear_degree(st, path))
            return -1;
        q[nq++] = drs_enc_defined(st->ienc, path, 1);
        q[nq++] = drs_enc_truth(st->ienc, path, 1);
    }
    Z3_sort isort = Z3_mk_int_sort(z);
    Z3_ast sum = Z3_mk_int64(z, lo, isort);
    for (int t = 0; t < n; t++) {
        int copy = drs_sym_per_copy(c->symbols[sym[t]].kind) ? 1 : 0;
        Z3_ast v = drs_enc_symbol(st->ienc, sym[t], copy);
        if (!v)
            return -1;
        Z3_ast m[2] = {Z3_mk_int64(z, co[t], isort), v};
        Z3_ast a[2] = {sum, Z3_mk_mul(z, 2, m)};
        sum = Z3_mk_add(z, 2, a);
    }
    Z3_ast v = drs_enc_symbol(st->ienc, c->loops[loop].var, 1);
    if (!v)
        return -1;
    q[nq++] = Z3_mk_lt(z, v, sum);
    for (int k = 0; k < nq; k++)
        if (!q[k])
            return -1;
    return drs_z3_failed_(st) || drs_enc_failed_(st) ? -1 : nq;
}

static bool ask(check_state *st, int loop, int path, int n, const int *sym, const int64_t *co,
                int64_t lo)
{
    enum { CAP = 64 };
    Z3_ast q[CAP + 1];
    unsigned ms;
    if (st->window_misses >= DRS_WINDOW_MISSES || !st->ienc || st->fatal ||
        !drs_query_timeout_(st, &ms) || !drs_ensure_solvers_(st) ||
        !drs_ensure_int_solver_(st))
        return false;
    int nq = window_facts(st, loop, path, n, sym, co, lo, q, CAP);
    if (nq < 0)
        return false;
    if (drs_enc_failed_(st) || !drs_zslot_ranges_(st, &st->lia, st->ienc))
        return false;
    drs_push_facts_(st, &st->lia, q, nq);
    st->lia.rlimit = DRS_WINDOW_RLIMIT;
    Z3_lbool res = drs_run_check_(st, &st->lia, drs_cap_ms_(ms, DRS_WINDOW_MS));
    st->lia.rlimit = 0;
    Z3_solver_pop(st->s->z, st->lia.s, 1);
    if (res != Z3_L_FALSE)
        st->window_misses++;
    return !st->fatal && res == Z3_L_FALSE;
}

bool drs_window_(void *arg, int loop, int path, int n, const int *sym, const int64_t *co,
                 int64_t lo)
{
    check_state *st = arg;
    for (int k = 0; k < st->n_windows; k++) {
        const struct drs_window *w = &st->windows[k];
        if (w->loop == loop && w->path == path && w->lo == lo)
            return w->proved;
    }
    bool proved = ask(st, loop, path, n, sym, co, lo);
    if (st->fatal)
        return false;
    if (st->n_windows % 16 == 0) {
        struct drs_window *p =
            realloc(st->windows, sizeof *p * (size_t)(st->n_windows + 16));
        if (!p)
            return proved;
        st->windows = p;
    }
    st->windows[st->n_windows++] = (struct drs_window){loop, path, lo, proved};
    return proved;
}
