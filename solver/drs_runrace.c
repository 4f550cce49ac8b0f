/* drs_runrace.c -- a race of a plain worksharing loop found by running its
 * loops, without Z3.
 *
 * A pair that the filters leave to the solver is first tried here when the
 * construct is a loop without workers or distinct values (under `teams`
 * both iterations run in team 0: only a held lock reads the team number)
 * -- or a region whose every worker is a thread -- and
 * neither access holds a lock, is `ordered` or had its in-bounds
 * assumption dropped.  (A constant table's reads are its exact values,
 * drs_table_read: evaluating them keeps the table facts.)  The inputs take a few small values
 * (every input 0, then 1, 2, 3, 4, 8, then the inputs the pair reads 1, 2,
 * 3, ... in the model's order and in the reverse order), and so do the
 * per-copy locals the query leaves free (an orphaned loop's parameters;
 * free_locals), the same value in both copies; env must hold (in both copies,
 * as it may read a thread's or team's number), the
 * sequential loops around the construct take their first iterations, and
 * each access's loops (the construct's, then its inner ones) run from
 * init by whole steps while their condition holds, as the program runs
 * them.  At each point the access's own facts are evaluated as the query
 * states them (drs_encode.h, drs_eval.h): its path defined and true, its
 * offset defined, every assumed subscript defined and within its extent.
 * Two such points, one per access, of different iterations of the
 * construct's loops (within safelen under simd) whose byte ranges meet
 * are a model of the pair's query: every fact the query asserts holds of
 * them with C's meaning, which the encoding gives exactly where nothing
 * is undefined.  The race is worded from those values (drs_fill_race_vs_)
 * with its "when" part found by evaluation (drs_when_by_running_); a
 * symbol whose terms do not vary at the values tried, or no such points
 * within the limits below, and the pair goes to Z3 as before.
 *
 * In a region the lowest common thread of the two accesses is thread 0
 * in copy 1 and thread 1 in copy 2, every thread above it the same one in
 * both, each within its team's size, a thread's own object only on one
 * thread, and the two points in the same phase: the components
 * drs_enc_pair_parallel asserts for chains of threads (drs_parallel.c).
 *
 * Points are taken in the loops' order, the first access's outermost, and
 * the first pair met is the witness: the earliest iteration of the first
 * access that conflicts with any of the second's.
 *
 * DataRaceBench: most of its racy loops are decided here, and their files
 * make no Z3 context (about 5 ms each).
 */
#include <stdlib.h>
#include <string.h>

#include "drs_check_int.h"
#include "drs_eval.h"
#include "drs_witness_int.h"

/* Points kept per access, and loop iterations visited per access, for one
 * choice of inputs; iterations of the sequential loops around the
 * construct tried per choice. */
#define DRS_RACE_POINTS 256
#define DRS_RACE_VISITS 2048
#define DRS_RACE_OUTER 4
/* Pairs of a construct tried without a race found, and loop iterations
 * visited in all, after which its other pairs go straight to Z3: what a
 * race-free construct pays for the runs. */
#define DRS_RACE_MISSES 4
#define DRS_RACE_WORK 32768

/* One access's side of the search. */
typedef struct side {
    int acc;
    int loops[64];          /* the construct's and inner loops around acc */
    int n_loops;
    int n_par;              /* the first n_par of them are PARALLEL */
    long visits;
    int per_loop;           /* iterations each loop runs at most: the
                               nest's first DRS_RACE_POINTS points spread
                               over every loop (16 x 16 for two) */
    int n;                  /* points kept */
    int64_t off[DRS_RACE_POINTS];
    __int128 phase[DRS_RACE_POINTS];   /* barriers passed (0 without) */
    __int128 *vals;         /* DRS_RACE_POINTS x n_loops loop values */
    bool full;              /* stopped at a limit */
} side;

/* Class pairs (drs_route.c, st->like) whose pair ran, with their answer:
 * the pairs of two classes read the same nodes, so they run alike -- a
 * race is copied (NPB BT's lhsx: 356 races on tmp1..tmp3 from 6 class
 * pairs), a miss goes to Z3 without running again. */
#define DRS_RACE_MEMO 64

struct drs_race_run {
    drs_eval *ev;
    struct {
        int a, b;           /* the classes of first and second */
        int race;           /* its race in the result, -1 none found */
    } memo[DRS_RACE_MEMO];
    int n_memo;
    int misses;
    long visits;            /* loop iterations visited in the construct */
    signed char ok;         /* the construct qualifies: 1 yes, -1 no */
    bool region;            /* a region whose workers are all threads */
};

void drs_race_run_forget_(struct drs_race_run *rr)
{
    if (rr)
        rr->n_memo = 0;
}

void drs_race_run_free_(struct drs_race_run *rr)
{
    if (!rr)
        return;
    drs_eval_free(rr->ev);
    free(rr);
}

/* The construct qualifies: a loop (its iterations the workers), or a
 * region whose every worker is a thread (*region). */
static bool construct_qualifies(const check_state *st, bool *region)
{
    const drs_construct *c = st->c;
    if (c->thread >= 0 || st->bounds_dropped > 0)
        return false;
    for (int s = 0; s < c->n_symbols; s++)
        if (c->symbols[s].distinct >= 0)
            return false;
    int n_par = 0;
    for (int l = 0; l < c->n_loops; l++)
        n_par += c->loops[l].kind == DRS_LOOP_PARALLEL;
    *region = c->n_workers > 0;
    /* a teams loop's team number: any, as no lock is held (only locks
     * read it: drs_parallel.c, locks_apart) */
    if (c->team >= 0 && (*region || c->team >= c->n_symbols ||
                         !drs_sym_per_copy(c->symbols[c->team].kind)))
        return false;
    if (*region) {
        for (int w = 0; w < c->n_workers; w++)
            if (c->workers[w].kind != DRS_WORKER_THREAD)
                return false;
        return n_par == 0;
    }
    return n_par > 0 && !(c->is_simd && c->safelen > 0 && n_par != 1);
}

static bool access_qualifies(const drs_construct *c, bool region, int a)
{
    const drs_access *x = &c->accesses[a];
    if (x->n_locks > 0 || x->ordered >= 0)
        return false;
    return region ? x->worker >= 0 : x->phase < 0 && x->loop >= 0;
}

/* Region mode: the ids of the threads on both accesses' chains, per copy,
 * into vals and has -- the lowest common one L thread 0 in copy 1 and 1 in
 * copy 2, every other thread 0 (the same instance above L) -- when each id
 * is a tracked per-copy symbol that no two of them share differently. */
static bool assign_threads(const drs_construct *c, int w1, int w2, int L, __int128 *vals[3],
                           bool *has[3])
{
    for (int cp = 1; cp <= 2; cp++)
        for (int w = cp == 1 ? w1 : w2; w >= 0; w = c->workers[w].parent) {
            int id = c->workers[w].id;
            if (id < 0 || c->exprs[id].op != DRS_OP_SYM)
                return false;
            int s = c->exprs[id].sym;
            if (!drs_sym_per_copy(c->symbols[s].kind) || c->symbols[s].untracked != DRS_TRACKED)
                return false;
            __int128 v = w == L && cp == 2 ? 1 : 0;
            if (has[cp][s] && vals[cp][s] != v)
                return false;
            vals[cp][s] = v;
            has[cp][s] = true;
        }
    return true;
}

/* The per-copy values of copy cp set so far (the threads) in ev; the rest
 * of the per-copy symbols without a value. */
static void select_copy(const drs_construct *c, drs_eval *ev, __int128 *vals[3],
                        bool *has[3], int cp)
{
    for (int s = 0; s < c->n_symbols; s++)
        if (drs_sym_per_copy(c->symbols[s].kind)) {
            if (has[cp][s])
                drs_eval_set(ev, s, vals[cp][s]);
            else
                drs_eval_unset(ev, s);
        }
}

/* Region mode, at the inputs set: every thread on the chains within its
 * team (0 <= id < count; chains_hold of drs_parallel.c) and a thread's own
 * object one only on one thread (own_object). */
static bool threads_hold(const drs_construct *c, drs_eval *ev, int first, int second,
                         __int128 *vals[3])
{
    const int acc[2] = {first, second};
    __int128 n;
    for (int cp = 1; cp <= 2; cp++)
        for (int w = c->accesses[acc[cp - 1]].worker; w >= 0; w = c->workers[w].parent) {
            const drs_worker *W = &c->workers[w];
            __int128 id = vals[cp][c->exprs[W->id].sym];
            if (W->count >= 0 && (drs_eval_node(ev, W->count, &n) != DRS_EVAL_OK || id >= n))
                return false;
        }
    if (!c->objects[c->accesses[first].object].per_thread)
        return true;
    int t1 = drs_worker_thread(c, c->accesses[first].worker);
    int t2 = drs_worker_thread(c, c->accesses[second].worker);
    return t1 >= 0 && t2 >= 0 &&
           vals[1][c->exprs[c->workers[t1].id].sym] == vals[2][c->exprs[c->workers[t2].id].sym];
}

/* Some input is read by env, the loops or the accesses' facts: other
 * choices of inputs may run otherwise.  The symbols read are marked in
 * ss. */
static bool reads_inputs(const drs_construct *c, const side *A, const side *B, const bool *loc,
                         bool *ss)
{
    bool *se = calloc((size_t)c->n_exprs + 1, 1);
    if (!se)
        return true;
    drs_mark_syms_(c, c->env, se, ss);
    for (int l = 0; l < c->n_loops; l++)
        if (c->loops[l].kind == DRS_LOOP_OUTER) {
            drs_mark_syms_(c, c->loops[l].init, se, ss);
            drs_mark_syms_(c, c->loops[l].cond, se, ss);
        }
    const side *sides[2] = {A, B};
    for (int j = 0; j < 2; j++) {
        const drs_access *x = &c->accesses[sides[j]->acc];
        for (int d = 0; d < sides[j]->n_loops; d++) {
            drs_mark_syms_(c, c->loops[sides[j]->loops[d]].init, se, ss);
            drs_mark_syms_(c, c->loops[sides[j]->loops[d]].cond, se, ss);
        }
        drs_mark_syms_(c, x->path, se, ss);
        drs_mark_syms_(c, x->offset, se, ss);
        for (int k = 0; k < x->n_index; k++) {
            drs_mark_syms_(c, x->index[k], se, ss);
            if (x->dims)
                drs_mark_syms_(c, x->dims[k], se, ss);
        }
    }
    bool any = false;
    for (int s = 0; s < c->n_symbols && !any; s++)
        any = ss[s] && (c->symbols[s].kind == DRS_SYM_INPUT || loc[s]);
    free(se);
    return any;
}

/* r^n <= max. */
static bool within(int r, int n, int max)
{
    long p = 1;
    for (int k = 0; k < n; k++)
        if ((p *= r) > max)
            return false;
    return true;
}

/* The loops of acc's side, outer first (a loop's parent comes before it):
 * the construct's, then the inner ones; in region mode only inner ones. */
static bool side_loops(const drs_construct *c, bool region, side *S)
{
    S->n_loops = S->n_par = 0;
    for (int l = 0; l < c->n_loops; l++) {
        if (c->loops[l].kind == DRS_LOOP_OUTER || !drs_loop_around_(c, l, S->acc))
            continue;
        if (S->n_loops == 64 || c->loops[l].step == 0)
            return false;
        if (c->loops[l].kind == DRS_LOOP_PARALLEL) {
            if (S->n_par != S->n_loops)
                return false;   /* (the model chains them first) */
            S->n_par++;
        }
        S->loops[S->n_loops++] = l;
    }
    /* the largest r (at least 2) with r^n_loops <= DRS_RACE_POINTS */
    S->per_loop = 2;
    while (S->n_loops > 0 && S->per_loop < DRS_RACE_POINTS &&
           within(S->per_loop + 1, S->n_loops, DRS_RACE_POINTS))
        S->per_loop++;
    return region ? S->n_par == 0 : S->n_par > 0;
}

static bool ok_value(drs_eval *ev, int k, __int128 *v)
{
    return k >= 0 && drs_eval_node(ev, k, v) == DRS_EVAL_OK;
}

/* At one point: the access's facts of the query; kept when they hold. */
static void visit(const check_state *st, drs_eval *ev, side *S)
{
    const drs_construct *c = st->c;
    const drs_access *x = &c->accesses[S->acc];
    __int128 v, d;
    if (x->path >= 0 && (!ok_value(ev, x->path, &v) || v == 0))
        return;
    __int128 off, ph = 0;
    if (!ok_value(ev, x->offset, &off) || (x->phase >= 0 && !ok_value(ev, x->phase, &ph)))
        return;
    for (int k = 0; k < x->n_index && k < 32; k++) {
        bool lo = drs_enc_index_bound_assumed(st->enc, S->acc, k, false);
        bool hi = drs_enc_index_bound_assumed(st->enc, S->acc, k, true);
        if (!lo && !hi)
            continue;
        if (!ok_value(ev, x->index[k], &v) || (lo && v < 0) ||
            (hi && (!x->dims || !ok_value(ev, x->dims[k], &d) || v >= d)))
            return;
    }
    if (S->n == DRS_RACE_POINTS) {
        S->full = true;
        return;
    }
    S->phase[S->n] = ph;
    S->off[S->n++] = (int64_t)off;   /* (walk copies the loops' values) */
}

/* Runs loops depth.. of S at the values set so far: false to give up (a
 * bound undefined or unknown). */
static bool walk(const check_state *st, drs_eval *ev, side *S, __int128 *cur, int depth)
{
    const drs_construct *c = st->c;
    if (depth == S->n_loops) {
        int before = S->n;
        visit(st, ev, S);
        if (S->n > before)
            memcpy(&S->vals[before * S->n_loops], cur, sizeof *cur * (size_t)S->n_loops);
        return true;
    }
    const drs_loop *L = &c->loops[S->loops[depth]];
    drs_type t = c->symbols[L->var].type;
    __int128 v, ok;
    if (!ok_value(ev, L->init, &v))
        return false;
    for (int k = 0; k < S->per_loop; k++) {
        if (++S->visits > DRS_RACE_VISITS || S->full) {
            S->full = true;
            break;
        }
        if (v < drs_eval_tmin(t) || v > drs_eval_tmax(t))
            break;
        drs_eval_set(ev, L->var, v);
        if (drs_eval_node(ev, L->cond, &ok) != DRS_EVAL_OK)
            return false;
        if (ok == 0)
            break;
        cur[depth] = v;
        if (!walk(st, ev, S, cur, depth + 1))
            return false;
        v += L->step;
    }
    drs_eval_unset(ev, L->var);
    return true;
}

/* The first point of a (copy 1) and of b (copy 2), in that order, that
 * race: *pa, *pb. */
static bool meet(const check_state *st, bool region, const side *A, const side *B, int *pa,
                 int *pb)
{
    const drs_construct *c = st->c;
    int64_t s1 = c->accesses[A->acc].size, s2 = c->accesses[B->acc].size;
    __int128 win = 0;
    if (c->is_simd && c->safelen > 0) {
        int64_t step = c->loops[A->loops[0]].step;
        win = (__int128)(step < 0 ? -(__int128)step : step) * c->safelen;
    }
    for (int i = 0; i < A->n; i++)
        for (int j = 0; j < B->n; j++) {
            const __int128 *u = &A->vals[i * A->n_loops], *w = &B->vals[j * B->n_loops];
            /* different iterations of the construct's loops; in a region,
             * threads that differ, in the same phase */
            bool differ = region && A->phase[i] == B->phase[j];
            for (int k = 0; k < A->n_par && !differ; k++)
                differ = u[k] != w[k];
            if (!differ)
                continue;
            if (win > 0) {   /* one parallel loop: its init is the same in both */
                __int128 dist = u[0] - w[0];
                if (dist >= win || dist <= -win)
                    continue;
            }
            if ((__int128)A->off[i] < (__int128)B->off[j] + s2 &&
                (__int128)B->off[j] < (__int128)A->off[i] + s1) {
                *pa = i;
                *pb = j;
                return true;
            }
        }
    return false;
}

/* Input choice t into the shared values (inputs only): every input the
 * same small value, the smallest first -- and the same value in both
 * copies for the free per-copy symbols marked in loc.  The last two
 * choices give the symbols the pair reads (rd) 1, 2, 3, ... in the order
 * the model names them, then in the reverse order (the others 1): bounds
 * in variables run more than one iteration only when they differ (NPB
 * LU's `for (i = ist; i <= iend; i++)` under `if (i != ist)`, and `for (i
 * = iend; i >= ist; i--)`, whose iend is named first). */
/* (-1, -2: the symbols the pair reads ranked ascending, descending; -3:
 * every one 8, each copy's locals fitted to its access's path, fit()) */
static const int choices[] = {0, 1, 2, 3, 4, 8, -1, -2, -3};
#define DRS_RACE_TRIES ((int)(sizeof choices / sizeof *choices))

static void choose(const drs_construct *c, int t, const bool *loc, const bool *rd,
                   __int128 *vals[3], bool *has[3])
{
    int n_rd = 0;
    for (int s = 0; s < c->n_symbols && choices[t] == -2; s++)
        n_rd += rd[s] && (c->symbols[s].kind == DRS_SYM_INPUT || loc[s]);
    int rank = 0;
    for (int s = 0; s < c->n_symbols; s++) {
        const drs_symbol *y = &c->symbols[s];
        if (y->kind != DRS_SYM_INPUT && !loc[s])
            continue;
        __int128 x = choices[t] >= 0 ? choices[t] : choices[t] == -3 ? 8 : !rd[s] ? 1
                     : choices[t] == -1 ? ++rank : n_rd - rank++;
        if (x > drs_eval_tmax(y->type))
            x = drs_eval_tmax(y->type);
        for (int cp = loc[s] ? 1 : 0; cp <= (loc[s] ? 2 : 0); cp++) {
            vals[cp][s] = x;
            has[cp][s] = true;
        }
    }
}

/* Choice -3: the locals each access's path bounds from below (`k >= 1`:
 * the counter of an inner loop over a shared variable, kept as a value)
 * take that bound in its copy (drs_fit_path_) -- any per-copy values of
 * them are executions the query considers.  Memory contents keep the
 * choice's value: two reads of one element then show one value. */
typedef struct fit_copy {
    const drs_construct *c;
    const bool *loc;
    __int128 *vals;
    bool *has;
} fit_copy;

static bool take_local(void *arg, int var, __int128 lo)
{
    fit_copy *f = arg;
    if (!f->loc[var] || f->c->symbols[var].untracked == DRS_UNTRACKED_MEMORY)
        return false;
    f->vals[var] = lo;
    f->has[var] = true;
    return true;
}

static void fit(const drs_construct *c, drs_eval *ev, const side *A, const side *B,
                const bool *loc, __int128 *vals[3], bool *has[3])
{
    for (int cp = 1; cp <= 2; cp++) {
        fit_copy f = {c, loc, vals[cp], has[cp]};
        select_copy(c, ev, vals, has, cp);
        drs_fit_path_(c, ev, c->accesses[(cp == 1 ? A : B)->acc].path, take_local, &f);
    }
    select_copy(c, ev, vals, has, 0);
}

/* The per-copy symbols the query leaves free but for their type's range
 * (locals in no distinctness group, no thread's or team's number set
 * already): an orphaned loop's parameters, NPB LU's blts(..., ist, iend,
 * ...), may differ between threads and are such locals; so are untracked
 * values (NPB BT's `for (j = 1; j < grid_points[1]-1; j++)` reads the
 * memory in each iteration) but the contents of a table whose elements
 * differ.  The runs give them a choice's value in both copies, as the
 * threads' calls with equal arguments, or reads of memory that holds one
 * value, do; a race that needs an untracked value is worded as possible
 * (drs_when_by_running_). */
static void free_locals(const drs_construct *c, bool *has[3], bool *loc)
{
    for (int s = 0; s < c->n_symbols; s++) {
        const drs_symbol *y = &c->symbols[s];
        loc[s] = y->kind == DRS_SYM_LOCAL && y->distinct < 0 && !y->mem_distinct &&
                 s != c->team && s != c->thread && !has[1][s] && !has[2][s];
    }
}

/* opt.verify_runs: the pair's Z3 query with every value the run set
 * pinned is satisfiable (the run's values are part of a model of it). */
static bool verified(check_state *st, const side *A, const side *B, __int128 *vals[3],
                     bool *has[3])
{
    const drs_construct *c = st->c;
    Z3_ast q[DRS_MEMO_FACTS];
    int nbase = 0, nq;
    if (!drs_fast_ready_(st) || (nq = drs_pair_query_(st, A->acc, B->acc, q, &nbase)) < 0)
        return false;
    Z3_context z = st->s->z;
    drs_push_facts_(st, &st->fast, q, nbase);   /* (the lemma is implied) */
    for (int s = 0; s < c->n_symbols; s++) {
        bool per = drs_sym_per_copy(c->symbols[s].kind);
        for (int cp = per ? 1 : 0; cp <= (per ? 2 : 0); cp++) {
            if (!has[cp][s])
                continue;
            Z3_ast v = drs_enc_symbol(st->enc, s, cp);
            if (!v)
                continue;
            Z3_sort srt = Z3_get_sort(z, v);
            unsigned bits = Z3_get_bv_sort_size(z, srt);
            uint64_t u = (uint64_t)vals[cp][s];
            if (bits < 64)
                u &= ((uint64_t)1 << bits) - 1;
            Z3_ast val = Z3_mk_unsigned_int64(z, u, srt);
            Z3_solver_assert(z, st->fast.s, Z3_mk_eq(z, v, val));
        }
    }
    Z3_lbool res = drs_z3_failed_(st) ? Z3_L_UNDEF : drs_run_check_(st, &st->fast, 0);
    Z3_solver_pop(z, st->fast.s, 1);
    return res == Z3_L_TRUE && !st->fatal;
}

/* The query's memory consistency (drs_mem_reads): a choice gives each read
 * symbol its own value, and the witness's values must keep it, or they are
 * no model of the query. */
static bool memory_consistent(const drs_construct *c, drs_vsrc *vs)
{
    int reads[DRS_MEM_READS][2];
    int n = drs_mem_reads(c, reads);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            if (!drs_mem_reads_related(c, reads[i][0], reads[j][0]))
                continue;
            const drs_symbol *a = &c->symbols[reads[i][0]], *b = &c->symbols[reads[j][0]];
            drs_type ti = c->exprs[a->mem_index].type, tj = c->exprs[b->mem_index].type;
            int64_t xi, xj, vi, vj;
            if (!drs_vs_node_(vs, a->mem_index, reads[i][1], ti, &xi) ||
                !drs_vs_node_(vs, b->mem_index, reads[j][1], tj, &xj) ||
                !drs_vs_symbol_(vs, reads[i][0], reads[i][1], a->type, &vi) ||
                !drs_vs_symbol_(vs, reads[j][0], reads[j][1], b->type, &vj))
                return false;
            /* (indices compared as the query's bit-vectors are) */
            uint64_t mask = ti.bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << ti.bits) - 1;
            bool same = ((uint64_t)xi & mask) == ((uint64_t)xj & mask);
            if ((same && vi != vj) || (!same && vi == vj && a->mem_distinct && b->mem_distinct))
                return false;
        }
    return true;
}

/* The race of (first, second) at the values found: recorded unless its
 * "when" needs Z3 or its values break the memory's consistency (false). */
static bool record(check_state *st, drs_eval *ev, const side *A, int pa, const side *B,
                   int pb, __int128 *vals[3], bool *has[3])
{
    const drs_construct *c = st->c;
    for (int cp = 1; cp <= 2; cp++) {
        const side *S = cp == 1 ? A : B;
        int p = cp == 1 ? pa : pb;
        for (int d = 0; d < S->n_loops; d++) {
            int var = c->loops[S->loops[d]].var;
            vals[cp][var] = S->vals[p * S->n_loops + d];
            has[cp][var] = true;
        }
    }
    drs_vsrc vs = {.c = c, .ev = ev, .at = -1, .no_values = st->s->opt.no_values};
    for (int k = 0; k < 3; k++) {
        vs.vals[k] = vals[k];
        vs.has[k] = has[k];
    }
    if (!memory_consistent(c, &vs))
        return false;
    sbuf wb = {0}, nb = {0}, yb = {0};
    int w = drs_when_by_running_(&vs, A->acc, B->acc, &wb, &nb, &yb, &vs.possible,
                                 &vs.value_matters);
    char *when = NULL, *needs = NULL, *why = NULL;
    if (w > 0) {
        when = drs_sb_take_(&wb);
        needs = drs_sb_take_(&nb);
        why = drs_sb_take_(&yb);
        if (!when || !needs || !why)
            w = -1;
    } else {
        free(wb.s);
        free(nb.s);
        free(yb.s);
    }
    if (w <= 0) {
        free(when);
        free(needs);
        free(why);
        if (w < 0) {
            drs_set_unknown_(st, "out of memory");
            st->fatal = true;
        }
        return w < 0;
    }
    vs.when = when;
    vs.needs = needs;
    vs.why = why;
    if (st->s->opt.verify_runs && !verified(st, A, B, vals, has)) {
        if (!st->fatal)
            drs_set_unknown_(st, "internal solver error: the race of '%s' vs '%s' found by "
                             "running the loops is no model of its query",
                             c->accesses[A->acc].text ? c->accesses[A->acc].text : "?",
                             c->accesses[B->acc].text ? c->accesses[B->acc].text : "?");
        st->fatal = true;
        free(when);
        free(needs);
        free(why);
        return true;
    }
    drs_race *x = drs_new_race_(st);
    if (!x || !drs_fill_race_vs_(&vs, A->acc, B->acc, NULL, x)) {
        drs_set_unknown_(st, "out of memory");
        st->fatal = true;
    }
    free(when);
    free(needs);
    free(why);
    st->r->races_run++;
    return true;
}

bool drs_race_by_running_(check_state *st, int first, int second)
{
    const drs_construct *c = st->c;
    struct drs_race_run *rr = st->race_run;
    if (!rr) {
        if (!(rr = st->race_run = calloc(1, sizeof *rr)))
            return false;
        rr->ok = construct_qualifies(st, &rr->region) ? 1 : -1;
        if (rr->ok > 0 && !(rr->ev = drs_eval_new(c)))
            rr->ok = -1;
    }
    if (rr->ok < 0 || st->s->opt.no_race_runs || !access_qualifies(c, rr->region, first) ||
        !access_qualifies(c, rr->region, second))
        return false;
    bool region = rr->region;
    int lw = region ? drs_common_worker(c, c->accesses[first].worker,
                                        c->accesses[second].worker)
                    : -1;
    if (region && lw < 0)
        return false;   /* one after the other: Z3's to say */
    int ca = st->like ? st->like[first] : -1, cb = st->like ? st->like[second] : -1;
    for (int k = 0; k < rr->n_memo && ca >= 0; k++) {
        if (rr->memo[k].a != ca || rr->memo[k].b != cb)
            continue;
        if (rr->memo[k].race < 0)
            return false;
        drs_race *x = drs_new_race_(st);
        if (!x || !drs_copy_race_(x, &st->r->races[rr->memo[k].race])) {
            drs_set_unknown_(st, "out of memory");
            st->fatal = true;
            return true;
        }
        x->first = first;
        x->second = second;
        st->r->races_run++;
        return true;
    }
    if (rr->misses >= DRS_RACE_MISSES || rr->visits >= DRS_RACE_WORK)
        return false;
    side *A = calloc(1, sizeof *A), *B = calloc(1, sizeof *B);
    int ns = c->n_symbols + 1;
    __int128 *vals[3] = {calloc((size_t)ns, sizeof(__int128)),
                         calloc((size_t)ns, sizeof(__int128)),
                         calloc((size_t)ns, sizeof(__int128))};
    bool *has[3] = {calloc((size_t)ns, 1), calloc((size_t)ns, 1), calloc((size_t)ns, 1)};
    bool *loc = calloc((size_t)ns, 1), *rd = calloc((size_t)ns, 1);
    int outer[64], n_outer = 0;
    bool found = false, ok = A && B && vals[0] && vals[1] && vals[2] && has[0] && has[1] && has[2] &&
                             loc && rd;
    if (ok) {
        A->acc = first;
        B->acc = second;
        if (c->team >= 0)   /* both iterations in team 0 */
            for (int cp = 1; cp <= 2; cp++) {
                vals[cp][c->team] = 0;
                has[cp][c->team] = true;
            }
        ok = side_loops(c, region, A) && side_loops(c, region, B) && A->n_par == B->n_par &&
             (!region || assign_threads(c, c->accesses[first].worker,
                                        c->accesses[second].worker, lw, vals, has));
        for (int l = 0; l < c->n_loops && ok; l++)
            if (c->loops[l].kind == DRS_LOOP_OUTER) {
                ok = n_outer < 64 && c->loops[l].step != 0;
                if (ok)
                    outer[n_outer++] = l;
            }
    }
    if (ok) {
        A->vals = malloc(sizeof(__int128) * DRS_RACE_POINTS * (size_t)(A->n_loops + 1));
        B->vals = malloc(sizeof(__int128) * DRS_RACE_POINTS * (size_t)(B->n_loops + 1));
        ok = A->vals && B->vals;
    }
    drs_eval *ev = ok ? rr->ev : NULL;
    if (ok)
        free_locals(c, has, loc);
    bool reads_input = ok && reads_inputs(c, A, B, loc, rd);
    for (int t = 0; ok && !found && t < (reads_input ? DRS_RACE_TRIES : 1); t++) {
        drs_eval_reset(ev);
        memset(has[0], 0, (size_t)ns);
        choose(c, t, loc, rd, vals, has);
        for (int s = 0; s < c->n_symbols; s++)
            if (has[0][s])
                drs_eval_set(ev, s, vals[0][s]);
        if (choices[t] == -3)
            fit(c, ev, A, B, loc, vals, has);
        /* env in both copies (it may read a thread's or team's number) */
        __int128 v;
        bool env_ok = true;
        for (int cp = 1; cp <= 2 && env_ok && c->env >= 0; cp++) {
            select_copy(c, ev, vals, has, cp);
            env_ok = ok_value(ev, c->env, &v) && v != 0;
        }
        select_copy(c, ev, vals, has, 0);
        if (!env_ok)
            continue;
        /* the sequential loops around: their first iterations, the
         * innermost stepping (DRS_RACE_OUTER of them) */
        bool outer_ok = true;
        for (int d = 0; d < n_outer && outer_ok; d++) {
            const drs_loop *L = &c->loops[outer[d]];
            __int128 ok1;
            outer_ok = ok_value(ev, L->init, &v) && v >= drs_eval_tmin(c->symbols[L->var].type) &&
                       v <= drs_eval_tmax(c->symbols[L->var].type);
            if (outer_ok) {
                drs_eval_set(ev, L->var, v);
                outer_ok = ok_value(ev, L->cond, &ok1) && ok1 != 0;
                vals[0][L->var] = v;
                has[0][L->var] = true;
            }
        }
        for (int it = 0; ok && outer_ok && !found && it < DRS_RACE_OUTER; it++) {
            if (it > 0) {   /* the innermost sequential loop's next iteration */
                if (n_outer == 0)
                    break;
                const drs_loop *L = &c->loops[outer[n_outer - 1]];
                __int128 nv = vals[0][L->var] + L->step, ok1;
                if (nv < drs_eval_tmin(c->symbols[L->var].type) ||
                    nv > drs_eval_tmax(c->symbols[L->var].type))
                    break;
                drs_eval_set(ev, L->var, nv);
                if (!ok_value(ev, L->cond, &ok1) || ok1 == 0)
                    break;
                vals[0][L->var] = nv;
            }
            __int128 cur[64];
            A->n = B->n = 0;
            A->visits = B->visits = 0;
            A->full = B->full = false;
            select_copy(c, ev, vals, has, 0);   /* (no per-copy value) */
            if (region && !threads_hold(c, ev, first, second, vals))
                break;
            select_copy(c, ev, vals, has, 1);
            bool ran = walk(st, ev, A, cur, 0);
            select_copy(c, ev, vals, has, 2);
            ran = ran && walk(st, ev, B, cur, 0);
            rr->visits += A->visits + B->visits;
            if (!ran) {
                ok = false;
                break;
            }
            int pa, pb;
            if (meet(st, region, A, B, &pa, &pb)) {
                found = record(st, ev, A, pa, B, pb, vals, has);
                if (!found)
                    ok = false;
            }
            if (rr->visits >= DRS_RACE_WORK)
                ok = false;   /* the construct's runs are spent */
        }
    }
    if (!found)
        rr->misses++;
    if (ca >= 0 && rr->n_memo < DRS_RACE_MEMO && !st->fatal) {
        rr->memo[rr->n_memo].a = ca;
        rr->memo[rr->n_memo].b = cb;
        rr->memo[rr->n_memo++].race = found ? st->r->n_races - 1 : -1;
    }
    if (A)
        free(A->vals);
    if (B)
        free(B->vals);
    free(A);
    free(B);
    for (int k = 0; k < 3; k++) {
        free(vals[k]);
        free(has[k]);
    }
    free(loc);
    free(rd);
    return found;
}
