/* drs_parallel.c -- "may happen in parallel" for constructs with workers
 * (drs_model.h, drs_worker): one function per component, each written
 * without knowing the others, and their conjunction per pair
 * (drs_enc_pair_parallel).  A construct without a worker table has one
 * implicit iteration worker, whose component is part of the base facts
 * (drs_query.c, drs_enc_base), and whose iterations the loop's ordered
 * regions may order (drs_enc_unordered_, per pair).
 */
#include <stdlib.h>

#include "drs_enc_int.h"

/* ---- ordered regions: an order between the implicit iterations --------
 *
 * drs_access.ordered (constructs without a worker table): iteration k's
 * ordered region ends before a later iteration's begins, so an access
 * before or in an earlier iteration's region happens before one in or
 * after a later one's.  Part of the pair's overlap term (drs_query.c),
 * since without workers no other per-pair component exists. */

/* The logical iteration of copy `first` comes before that of the other
 * (the construct's PARALLEL loops, outermost first, compared
 * lexicographically; a loop counting down reverses its variable's order),
 * or NULL when the loops are not one nest. */
static Z3_ast iteration_before(drs_enc *e, int first)
{
    int second = 3 - first;
    if (e->before_done[first])
        return e->before[first];
    e->before_done[first] = true;
    const drs_construct *c = e->c;
    Z3_ast r = NULL;
    int prev = -1;
    int nest[64], n = 0;
    for (int l = 0; l < c->n_loops; l++) {
        if (c->loops[l].kind != DRS_LOOP_PARALLEL)
            continue;
        /* (the outermost one may sit in a sequential loop around the
         * construct, whose variable both copies share) */
        int up = c->loops[l].parent;
        bool chained = n == 0 ? up < 0 || c->loops[up].kind != DRS_LOOP_PARALLEL : up == prev;
        if (n == 64 || !chained || c->loops[l].step == 0)
            return NULL;
        nest[n++] = prev = l;
    }
    for (int k = n - 1; k >= 0 && !e->error; k--) {
        const drs_loop *L = &c->loops[nest[k]];
        drs_type t = c->symbols[L->var].type;
        Z3_ast v1 = drs_enc_symbol(e, L->var, first), v2 = drs_enc_symbol(e, L->var, second);
        if (!e->lia) {
            v1 = ext(e, v1, t.bits, type_signed(t), DRS_WIDE);
            v2 = ext(e, v2, t.bits, type_signed(t), DRS_WIDE);
        }
        Z3_ast lt = L->step > 0 ? w_lt(e, v1, v2) : w_lt(e, v2, v1);
        r = r ? mk_or(e, lt, mk_and(e, mk_eq(e, v1, v2), r)) : lt;
    }
    return e->before[first] = e->error ? NULL : r;
}

Z3_ast drs_enc_unordered_(drs_enc *e, int a1, int a2)
{
    const drs_access *x1 = &e->c->accesses[a1], *x2 = &e->c->accesses[a2];
    Z3_ast r = e->t;
    if (x1->ordered < 0 || x2->ordered < 0 || e->c->n_workers > 0)
        return r;
    if (x1->ordered <= 1 && x2->ordered >= 1) {
        Z3_ast b = iteration_before(e, 1);
        if (b)
            r = mk_and(e, r, mk_not(e, b));
    }
    if (x2->ordered <= 1 && x1->ordered >= 1) {
        Z3_ast b = iteration_before(e, 2);
        if (b)
            r = mk_and(e, r, mk_not(e, b));
    }
    return r;
}

/* ---- may happen in parallel: one component per concern -------------------
 *
 * drs_model.h, drs_worker, states the rule; each function below is one
 * component and knows nothing of the others. */

/* Worker w's id (or phase node k) in copy as an exact integer. */
static Z3_ast wide_of(drs_enc *e, int k, int copy)
{
    return drs_lia_wide_(e, k, copy);
}

/* What holds of worker w in one copy: THREAD and SECTION ids in range,
 * a MASTER's thread pinned.  (ITERATION domains come with the lowest
 * common worker or the same-instance component, both copies at once.) */
static Z3_ast worker_holds(drs_enc *e, int w, int copy)
{
    const drs_worker *W = &e->c->workers[w];
    if (W->kind == DRS_WORKER_THREAD || W->kind == DRS_WORKER_SECTION) {
        Z3_ast id = wide_of(e, W->id, copy);
        Z3_ast r = w_le(e, wnum(e, 0), id);
        if (W->count >= 0)
            r = mk_and(e, mk_and(e, r, drs_enc_defined(e, W->count, 0)),
                       w_lt(e, id, wide_of(e, W->count, 0)));
        return r;
    }
    if (W->kind == DRS_WORKER_MASTER) {
        int t = W->parent;
        while (t >= 0 && e->c->workers[t].kind != DRS_WORKER_THREAD)
            t = e->c->workers[t].parent;
        if (t < 0)   /* master outside any region: the initial thread */
            return e->t;
        return mk_and(e, drs_enc_defined(e, W->id, 0),
                      mk_eq(e, wide_of(e, e->c->workers[t].id, copy), wide_of(e, W->id, 0)));
    }
    return e->t;
}

/* Component: every worker on both chains holds in its copy. */
static Z3_ast chains_hold(drs_enc *e, int w1, int w2)
{
    Z3_ast r = e->t;
    for (int w = w1; w >= 0 && !e->error; w = e->c->workers[w].parent)
        r = mk_and(e, r, worker_holds(e, w, 1));
    for (int w = w2; w >= 0 && !e->error; w = e->c->workers[w].parent)
        r = mk_and(e, r, worker_holds(e, w, 2));
    return r;
}

/* LOOP workers l1 (copy 1) and l2 (copy 2) of one schedule class, on
 * different threads: their logical iterations differ -- unless the class
 * has iteration counts (drs_worker.trip) and the two differ, when the
 * schedules need not match.  An undefined count matches nothing. */
static Z3_ast iterations_apart(drs_enc *e, int l1, int l2)
{
    const drs_construct *c = e->c;
    const drs_worker *W1 = &c->workers[l1], *W2 = &c->workers[l2];
    Z3_ast k1 = wide_of(e, W1->id, 1);   /* copy 1 first */
    Z3_ast k2 = wide_of(e, W2->id, 2);
    Z3_ast d = mk_and(e, drs_enc_defined(e, W1->id, 1), drs_enc_defined(e, W2->id, 2));
    Z3_ast apart = mk_not(e, mk_eq(e, k1, k2));
    if (W1->trip >= 0 && W2->trip >= 0) {
        Z3_ast same = mk_and(e, mk_and(e, drs_enc_defined(e, W1->trip, 1),
                                       drs_enc_defined(e, W2->trip, 2)),
                             mk_eq(e, wide_of(e, W1->trip, 1), wide_of(e, W2->trip, 2)));
        apart = mk_or(e, apart, mk_not(e, same));
    }
    return mk_and(e, d, apart);
}

/* LOOP worker L decides: two copies in different encounters of the loop
 * (drs_worker.encounter: a variable of the loops around it differs), with a
 * schedule class also different logical iterations (the same one runs on
 * one thread in every encounter); within one encounter never -- the loop's
 * own construct checks those pairs. */
static Z3_ast encounters_differ(drs_enc *e, int L)
{
    const drs_construct *c = e->c;
    const drs_worker *W = &c->workers[L];
    Z3_ast r = mk_not(e, e->t);
    for (int l = W->encounter; l >= 0 && c->loops[l].kind == DRS_LOOP_INNER && !e->error;
         l = c->loops[l].parent) {
        Z3_ast v1 = drs_enc_symbol(e, c->loops[l].var, 1);   /* copy 1 first */
        r = mk_or(e, r, mk_not(e, mk_eq(e, v1, drs_enc_symbol(e, c->loops[l].var, 2))));
    }
    if (W->kind != DRS_WORKER_LOOP || W->encounter < 0 || W->sched < 0 || e->error)
        return r;
    return mk_and(e, r, iterations_apart(e, L, L));
}

/* Component: the lowest common worker L decides whether its two instances
 * may run in parallel. */
static Z3_ast common_decides(drs_enc *e, int L, const char **why)
{
    const drs_worker *W = &e->c->workers[L];
    switch (W->kind) {
    case DRS_WORKER_ITERATION:
        return drs_enc_iterations_(e, why);
    case DRS_WORKER_THREAD:
    case DRS_WORKER_SECTION:
    {
        Z3_ast i1 = wide_of(e, W->id, 1);   /* copy 1 first */
        return mk_not(e, mk_eq(e, i1, wide_of(e, W->id, 2)));
    }
    case DRS_WORKER_SINGLE:
        /* one encounter runs on one thread; encounters met again without a
         * barrier between (drs_worker.encounter) may run on two */
        return encounters_differ(e, L);
    case DRS_WORKER_MASTER:
        return e->t;   /* both copies on thread id: the thread component says no */
    case DRS_WORKER_LOOP:
        return encounters_differ(e, L);
    case DRS_WORKER_TASK:
        return mk_not(e, e->t);   /* with_tasks decides at the creator */
    }
    return mk_not(e, e->t);
}

/* Component: below L's nearest thread, the two copies run on different
 * threads (units of one thread run in program order). */
static Z3_ast threads_differ(drs_enc *e, int L)
{
    const drs_construct *c = e->c;
    int t = drs_worker_thread(c, L);
    if (t < 0 || t == L)
        return e->t;
    const drs_worker *T = &c->workers[t];
    Z3_ast i1 = wide_of(e, T->id, 1);   /* copy 1 first */
    return mk_not(e, mk_eq(e, i1, wide_of(e, T->id, 2)));
}

/* Component: every worker above L, other than the thread of
 * threads_differ, is the same instance in both copies. */
static Z3_ast same_above(drs_enc *e, int L)
{
    const drs_construct *c = e->c;
    int skip = drs_worker_thread(c, L) == L ? -1 : drs_worker_thread(c, L);
    Z3_ast r = e->t;
    for (int w = c->workers[L].parent; w >= 0 && !e->error; w = c->workers[w].parent) {
        const drs_worker *W = &c->workers[w];
        if (w == skip)
            continue;
        if (W->kind == DRS_WORKER_THREAD || W->kind == DRS_WORKER_SECTION)
        {
            Z3_ast i1 = wide_of(e, W->id, 1);   /* copy 1 first */
            r = mk_and(e, r, mk_eq(e, i1, wide_of(e, W->id, 2)));
        }
        else if (W->kind == DRS_WORKER_ITERATION) {
        {
            Z3_ast d1 = drs_enc_parallel_domains_(e, 1);   /* copy 1 first */
            r = mk_and(e, r, mk_and(e, d1, drs_enc_parallel_domains_(e, 2)));
        }
            for (int l = 0; l < c->n_loops && !e->error; l++)
                if (c->loops[l].kind == DRS_LOOP_PARALLEL)
                    r = mk_and(e, r, mk_eq(e, drs_enc_symbol(e, c->loops[l].var, 1),
                                           drs_enc_symbol(e, c->loops[l].var, 2)));
        }
    }
    return r;
}

/* Component: the two accesses are in the same phase (as many barriers
 * passed by each thread). */
static Z3_ast same_phase(drs_enc *e, int a1, int a2)
{
    int p1 = e->c->accesses[a1].phase, p2 = e->c->accesses[a2].phase;
    if (p1 < 0 && p2 < 0)
        return e->t;
    Z3_ast r = e->t;
    if (p1 >= 0)
        r = mk_and(e, r, drs_enc_defined(e, p1, 1));
    if (p2 >= 0)
        r = mk_and(e, r, drs_enc_defined(e, p2, 2));
    Z3_ast v1 = p1 >= 0 ? wide_of(e, p1, 1) : wnum(e, 0);
    Z3_ast v2 = p2 >= 0 ? wide_of(e, p2, 2) : wnum(e, 0);
    return mk_and(e, r, mk_eq(e, v1, v2));
}

/* Component: two worksharing loops of one schedule class (drs_worker.sched)
 * give logical iteration k to one thread: on different threads their
 * logical iterations differ (iterations_apart). */
static Z3_ast static_schedules(drs_enc *e, int w1, int w2, int L)
{
    int l1, l2;
    if (!drs_worker_class_loops(e->c, w1, w2, L, &l1, &l2))
        return e->t;
    return iterations_apart(e, l1, l2);
}

Z3_ast drs_enc_workers_near(drs_enc *e, int a1, int a2, int64_t near)
{
    if (e->error)
        return NULL;
    const drs_construct *c = e->c;
    Z3_ast r = e->t;
    for (int k = 0; k < 2 && !e->error; k++)
        for (int w = c->accesses[k ? a2 : a1].worker; w >= 0; w = c->workers[w].parent)
            if (c->workers[w].kind == DRS_WORKER_THREAD || c->workers[w].kind == DRS_WORKER_SECTION)
                r = mk_and(e, r, w_le(e, wide_of(e, c->workers[w].id, k + 1), wnum(e, near)));
    int L = a1 == a2 ? drs_common_worker(c, c->accesses[a1].worker, c->accesses[a2].worker) : -1;
    if (L >= 0 && (c->workers[L].kind == DRS_WORKER_THREAD ||
                   c->workers[L].kind == DRS_WORKER_SECTION))
        r = mk_and(e, r, w_lt(e, wide_of(e, c->workers[L].id, 1), wide_of(e, c->workers[L].id, 2)));
    return e->error ? NULL : r;
}

/* Component: a lock both accesses may hold (drs_access.lock_held) is not
 * held by both at once (nor a hand-off's "hold:" and "got:" sides claimed
 * both, drs_lock_ids_match); under `teams` (drs_construct.team), a lock other
 * than "atomic" held by both excludes them only in one team.  (Locks always
 * held on both sides without teams never get here: the solver's pair
 * filter, drs_locksets_meet, removes the pair.) */
static bool task_share(const char *lock)
{
    return strncmp(lock, "task:", 5) == 0;
}

/* The nearest THREAD worker on w's chain, or -1. */
static int thread_of(const drs_construct *c, int w)
{
    for (; w >= 0; w = c->workers[w].parent)
        if (c->workers[w].kind == DRS_WORKER_THREAD)
            return w;
    return -1;
}

static Z3_ast locks_apart(drs_enc *e, int a1, int a2)
{
    const drs_access *x = &e->c->accesses[a1], *y = &e->c->accesses[a2];
    const drs_construct *c = e->c;
    Z3_ast r = e->t;
    bool teams = c->team >= 0 && c->team < c->n_symbols &&
                 drs_sym_per_copy(c->symbols[c->team].kind);
    bool shares = false;
    for (int i = 0; i < x->n_locks; i++)
        shares |= task_share(x->locks[i]);
    for (int j = 0; j < y->n_locks; j++)
        shares |= task_share(y->locks[j]);
    if (!x->lock_held && !y->lock_held && !teams && !shares)
        return r;
    for (int i = 0; i < x->n_locks && !e->error; i++)
        for (int j = 0; j < y->n_locks && !e->error; j++) {
            if (!drs_lock_ids_match(x->locks[i], y->locks[j]))
                continue;
            int h1 = x->lock_held ? x->lock_held[i] : -1;
            int h2 = y->lock_held ? y->lock_held[j] : -1;
            bool across = teams && strcmp(x->locks[i], "atomic") != 0;
            bool share = task_share(x->locks[i]) || task_share(y->locks[j]);
            if (h1 < 0 && h2 < 0 && !across && !share)
                continue;   /* the pair filter removed such pairs */
            Z3_ast b1 = h1 >= 0 ? drs_enc_truth(e, h1, 1) : e->t;   /* copy 1 first */
            Z3_ast b2 = h2 >= 0 ? drs_enc_truth(e, h2, 2) : e->t;
            Z3_ast held = mk_and(e, b1, b2);
            if (share) {
                /* a task its creator waited for before releasing the lock
                 * ran inside the creator's hold: it excludes the holds of
                 * other threads, not its creator's own code or its siblings
                 * (drs_model.h, drs_access.locks) */
                int t1 = x->worker >= 0 ? thread_of(c, x->worker) : -1;
                int t2 = y->worker >= 0 ? thread_of(c, y->worker) : -1;
                if (t1 < 0 || t2 < 0)
                    continue;
                held = mk_and(e, held, mk_not(e, mk_eq(e, wide_of(e, c->workers[t1].id, 1),
                                                       wide_of(e, c->workers[t2].id, 2))));
            }
            if (across) {   /* one contention group: the same team */
                Z3_ast t1 = drs_enc_symbol(e, c->team, 1);
                Z3_ast t2 = drs_enc_symbol(e, c->team, 2);
                held = mk_and(e, held, mk_eq(e, t1, t2));
            }
            r = mk_and(e, r, mk_not(e, held));
        }
    return r;
}

/* ---- tasks (drs_model.h, "Tasks") ----------------------------------------- */

/* The TASK on w's chain strictly below Lc, or -1. */
static int task_below(const drs_construct *c, int w, int Lc)
{
    return drs_worker_kind_below(c, w, Lc, DRS_WORKER_TASK);
}

/* An expr of i64 type or -1 (zero) as an exact integer in copy, with its
 * definedness conjoined into *def. */
static Z3_ast time_of(drs_enc *e, int k, int copy, Z3_ast *def)
{
    if (k < 0)
        return wnum(e, 0);
    *def = mk_and(e, *def, drs_enc_defined(e, k, copy));
    return wide_of(e, k, copy);
}

/* Some dependence item of task worker T1 (in copy c1) and of T2 (in c2)
 * name overlapping bytes of one object, not both `in`, not both
 * `inoutset`: the later waits for the earlier. */
static Z3_ast deps_match(drs_enc *e, int T1, int c1, int T2, int c2)
{
    const drs_worker *A = &e->c->workers[T1], *B = &e->c->workers[T2];
    Z3_ast r = mk_not(e, e->t);
    for (int i = 0; i < A->n_deps && !e->error; i++)
        for (int j = 0; j < B->n_deps && !e->error; j++) {
            const drs_dep *x = &A->deps[i], *y = &B->deps[j];
            if (x->object != y->object || (x->kind == DRS_DEP_IN && y->kind == DRS_DEP_IN) ||
                (x->kind == DRS_DEP_INOUTSET && y->kind == DRS_DEP_INOUTSET))
                continue;
            Z3_ast def = e->t;
            Z3_ast o1 = time_of(e, x->offset, c1, &def);   /* copy 1 first */
            Z3_ast o2 = time_of(e, y->offset, c2, &def);
            Z3_ast n2 = wnum(e, y->size);
            Z3_ast e2 = w_add(e, o2, n2);
            Z3_ast below = w_lt(e, o1, e2);
            Z3_ast n1 = wnum(e, x->size);
            Z3_ast e1 = w_add(e, o1, n1);
            Z3_ast above = w_lt(e, o2, e1);
            Z3_ast lap = mk_and(e, below, above);
            lap = mk_and(e, def, lap);
            r = mk_or(e, r, lap);
        }
    return r;
}

/* Worker w creates on the time line of `owner`: the TASK owner itself,
 * or (owner -1) a thread's, outside every task. */
static bool on_line(const drs_construct *c, int w, int owner)
{
    return owner >= 0 ? w == owner : drs_worker_task(c, w) < 0;
}

/* Task worker T is in D's `after` list. */
static bool known_after(const drs_construct *c, int D, int T)
{
    for (int k = 0; k < c->workers[D].n_after; k++)
        if (c->workers[D].after[k] == T)
            return true;
    return false;
}

/* Task site d's instance in copy exists: the INNER loops whose variables
 * its position, wait mark, condition or dependences name (and the INNER
 * loops around those) are within their domains.  Without it a site in a
 * loop has instances at any value of the loop's variable -- the integer
 * encoding let one at i = -2 stand between two tasks before the loop,
 * where the bit-vector encoding, whose variable has the loop's width, did
 * not: the two disagreed (difftest_tasks seed 3411, case 8). */
static Z3_ast site_exists(drs_enc *e, int d, int copy)
{
    const drs_construct *c = e->c;
    const drs_worker *D = &c->workers[d];
    unsigned char *seen = calloc((size_t)c->n_exprs + 1, 1);
    unsigned char *loops = calloc((size_t)c->n_loops + 1, 1);
    int *stack = malloc(sizeof(int) * ((size_t)c->n_exprs + 1));
    if (!seen || !loops || !stack) {
        free(seen);
        free(loops);
        free(stack);
        fail(e, "out of memory");
        return NULL;
    }
    int sp = 0;
    int roots[3] = {D->id, D->wait, D->path};
    for (int k = 0; k < 3 + D->n_deps; k++) {
        int x = k < 3 ? roots[k] : D->deps[k - 3].offset;
        if (x >= 0 && x < c->n_exprs && !seen[x]) {
            seen[x] = 1;
            stack[sp++] = x;
        }
    }
    while (sp > 0) {
        const drs_expr *x = &c->exprs[stack[--sp]];
        if (x->op == DRS_OP_SYM) {
            const drs_symbol *s = &c->symbols[x->sym];
            if (s->kind == DRS_SYM_LOOP && s->loop >= 0 && s->loop < c->n_loops)
                loops[s->loop] = 1;
            continue;
        }
        const int ops[3] = {x->a, x->b, x->c};
        for (int k = 0; k < 3; k++)
            if (ops[k] >= 0 && ops[k] < c->n_exprs && !seen[ops[k]]) {
                seen[ops[k]] = 1;
                stack[sp++] = ops[k];
            }
    }
    Z3_ast r = e->t;
    for (int l = 0; l < c->n_loops && !e->error; l++)
        if (loops[l])
            for (int m = l; m >= 0 && c->loops[m].kind == DRS_LOOP_INNER && !e->error;
                 m = c->loops[m].parent) {
                r = mk_and(e, r, drs_enc_loop_domain(e, m, copy));
                loops[m] = 0;   /* (once) */
            }
    free(seen);
    free(loops);
    free(stack);
    return e->error ? NULL : r;
}

/* No undeferred task D on both chains stands between positions lo and hi
 * with a dependence on task T (evaluated in copy ct; D in copy cd): D
 * would wait for T, and the thread for D. */
static Z3_ast no_wait_between(drs_enc *e, int w1, int w2, int T, int ct, Z3_ast lo,
                              Z3_ast hi, int cd, int owner)
{
    const drs_construct *c = e->c;
    Z3_ast r = e->t;
    for (int d = 0; d < c->n_workers && !e->error; d++) {
        const drs_worker *D = &c->workers[d];
        if (D->kind != DRS_WORKER_TASK || !D->undeferred ||
            (D->n_deps == 0 && D->n_after == 0) || !on_line(c, D->parent, owner) ||
            drs_common_worker(c, D->parent, w1) != D->parent ||
            drs_common_worker(c, D->parent, w2) != D->parent)
            continue;
        /* D's instance in either copy's context (in a loop: the task's
         * iteration, or the later side's) */
        for (int k = 0; k < 2 && !e->error; k++) {
            int cx = k ? cd : ct;
            Z3_ast def = e->t;
            Z3_ast pd = time_of(e, D->id, cx, &def);
            Z3_ast on = D->path >= 0 ? drs_enc_truth(e, D->path, cx) : e->t;
            Z3_ast m = known_after(c, d, T) ? e->t : deps_match(e, T, ct, d, cx);
            Z3_ast after = w_lt(e, lo, pd);
            Z3_ast before = w_lt(e, pd, hi);
            Z3_ast between = mk_and(e, after, before);
            Z3_ast holds = mk_and(e, mk_and(e, def, on), site_exists(e, d, cx));
            Z3_ast stands = mk_and(e, between, m);
            stands = mk_and(e, holds, stands);
            r = mk_and(e, r, mk_not(e, stands));
        }
    }
    return r;
}

/* No deferred task D on both chains created between sibling tasks T1 (in
 * copy 1, at lo) and T2 (copy 2, at hi) depends on T1 while T2 depends on
 * D (one step of the dependence order's transitivity; D in copy 2). */
static Z3_ast no_chain(drs_enc *e, int w1, int w2, int T1, int c1, int T2, int c2, Z3_ast lo,
                       Z3_ast hi, int owner)
{
    const drs_construct *c = e->c;
    Z3_ast r = e->t;
    for (int d = 0; d < c->n_workers && !e->error; d++) {
        const drs_worker *D = &c->workers[d];
        if (D->kind != DRS_WORKER_TASK || D->undeferred || D->n_deps == 0 ||
            !on_line(c, D->parent, owner) ||
            drs_common_worker(c, D->parent, w1) != D->parent ||
            drs_common_worker(c, D->parent, w2) != D->parent)
            continue;
        /* D's instance in either copy's context (in a loop: the earlier
         * task's iteration, or the later one's) */
        for (int k = 0; k < 2 && !e->error; k++) {
            int cd = k ? c2 : c1;
            Z3_ast def = e->t;
            Z3_ast pd = time_of(e, D->id, cd, &def);
            Z3_ast on = D->path >= 0 ? drs_enc_truth(e, D->path, cd) : e->t;
            Z3_ast m1 = deps_match(e, T1, c1, d, cd);
            Z3_ast m2 = deps_match(e, d, cd, T2, c2);
            Z3_ast after = w_lt(e, lo, pd);
            Z3_ast before = w_lt(e, pd, hi);
            Z3_ast chain = mk_and(e, mk_and(e, after, before), mk_and(e, m1, m2));
            chain = mk_and(e, mk_and(e, mk_and(e, def, on), site_exists(e, d, cd)), chain);
            r = mk_and(e, r, mk_not(e, chain));
        }
    }
    return r;
}

/* Task Ta (copy ca, created at pa) still runs where the other side (task
 * Tb or -1, copy 3 - ca) is, at position pb with wait mark mb: created
 * before, not waited for since (not by an undeferred task either), and
 * not ordered before Tb by a dependence (dep: Ta's and Tb's items match),
 * a chain through a third task or a known order -- or it outlives its
 * own task (lng). */
static Z3_ast still_runs(drs_enc *e, int wa, int wb, int Ta, int ca, Z3_ast pa, int Tb,
                         Z3_ast pb, Z3_ast mb, Z3_ast lng, Z3_ast dep, int owner)
{
    Z3_ast open = w_le(e, mb, pa);
    Z3_ast later = w_lt(e, pa, pb);
    Z3_ast nw = no_wait_between(e, wa, wb, Ta, ca, pa, pb, 3 - ca, owner);
    Z3_ast ends = mk_and(e, open, nw);
    if (Tb >= 0) {
        Z3_ast ch = no_chain(e, wa, wb, Ta, ca, Tb, 3 - ca, pa, pb, owner);
        ends = mk_and(e, ends, mk_and(e, mk_not(e, dep), ch));
        if (known_after(e->c, Tb, Ta))
            ends = mk_not(e, e->t);
    }
    return mk_and(e, later, mk_or(e, lng, ends));
}

/* Component: on one time line (same creator: a thread's, or owner's), the
 * task side(s) T1/T2 (-1: the access is the creator's own) may overlap the
 * other side.  long1/long2: that side runs in a task its task T_k does not
 * wait for (a nested task not joined): it ends only at a barrier, so no
 * wait or dependence of T_k's ends it. */
static Z3_ast task_order(drs_enc *e, int a1, int a2, int T1, int T2, Z3_ast long1,
                         Z3_ast long2, int owner)
{
    const drs_construct *c = e->c;
    const drs_access *x = &c->accesses[a1], *y = &c->accesses[a2];
    Z3_ast def = e->t;
    Z3_ast p1 = time_of(e, T1 >= 0 ? c->workers[T1].id : x->tpos, 1, &def);   /* copy 1 first */
    Z3_ast m1 = time_of(e, T1 >= 0 ? c->workers[T1].wait : x->twait, 1, &def);
    Z3_ast p2 = time_of(e, T2 >= 0 ? c->workers[T2].id : y->tpos, 2, &def);
    Z3_ast m2 = time_of(e, T2 >= 0 ? c->workers[T2].wait : y->twait, 2, &def);
    int w1 = x->worker, w2 = y->worker;
    Z3_ast dep = T1 >= 0 && T2 >= 0 ? deps_match(e, T1, 1, T2, 2) : NULL;
    Z3_ast first = T1 >= 0 ? still_runs(e, w1, w2, T1, 1, p1, T2, p2, m2, long1, dep, owner)
                           : mk_not(e, e->t);
    Z3_ast second = T2 >= 0 ? still_runs(e, w2, w1, T2, 2, p2, T1, p1, m1, long2, dep, owner)
                            : mk_not(e, e->t);
    return mk_and(e, def, mk_or(e, first, second));
}

/* Side `copy`'s access runs in nested task U that its task T does not
 * wait for before it ends (U's position at or after T's end mark). */
static Z3_ast not_joined(drs_enc *e, int T, int U, int copy)
{
    if (T < 0 || U < 0)
        return mk_not(e, e->t);
    const drs_worker *W = &e->c->workers[T];
    Z3_ast def = e->t;
    Z3_ast pu = time_of(e, e->c->workers[U].id, copy, &def);
    Z3_ast end = time_of(e, W->endmark, copy, &def);
    return mk_or(e, mk_not(e, def), w_le(e, end, pu));
}

/* Component: worker w and every THREAD or SECTION above it are the same
 * instance in both copies. */
static Z3_ast same_from(drs_enc *e, int w)
{
    Z3_ast r = e->t;
    for (; w >= 0 && !e->error; w = e->c->workers[w].parent) {
        const drs_worker *W = &e->c->workers[w];
        if (W->kind == DRS_WORKER_THREAD || W->kind == DRS_WORKER_SECTION) {
            Z3_ast i1 = wide_of(e, W->id, 1);   /* copy 1 first */
            r = mk_and(e, r, mk_eq(e, i1, wide_of(e, W->id, 2)));
        }
    }
    return r;
}

/* Component: a thread's own object (drs_object.per_thread) is one object
 * only on one thread. */
static Z3_ast own_object(drs_enc *e, int a1, int a2)
{
    const drs_construct *c = e->c;
    if (!c->objects[c->accesses[a1].object].per_thread)
        return e->t;
    int t1 = drs_worker_thread(c, c->accesses[a1].worker);
    int t2 = drs_worker_thread(c, c->accesses[a2].worker);
    if (t1 < 0 || t2 < 0)
        return e->t;
    Z3_ast i1 = wide_of(e, c->workers[t1].id, 1);   /* copy 1 first */
    return mk_eq(e, i1, wide_of(e, c->workers[t2].id, 2));
}

/* The pair with a task below the creator level Lc: the workers' own rule
 * at Lc, or the same creator and the thread's time line. */
static Z3_ast with_tasks(drs_enc *e, int a1, int a2, int Lc, int T1, int T2,
                         const char **why)
{
    const drs_construct *c = e->c;
    int w1 = c->accesses[a1].worker, w2 = c->accesses[a2].worker;
    Z3_ast normal = common_decides(e, Lc, why);
    if (*why)
        return NULL;
    normal = mk_and(e, normal, threads_differ(e, Lc));
    normal = mk_and(e, normal, same_above(e, Lc));
    normal = mk_and(e, normal, static_schedules(e, w1, w2, Lc));
    int U1 = drs_worker_task_inside(c, w1, T1), U2 = drs_worker_task_inside(c, w2, T2);
    Z3_ast long1 = not_joined(e, T1, U1, 1);   /* copy 1 first */
    Z3_ast long2 = not_joined(e, T2, U2, 2);
    Z3_ast same;
    if (c->workers[Lc].kind == DRS_WORKER_SECTION) {
        /* different sections on one thread: either may come first */
        Z3_ast s1 = wide_of(e, c->workers[Lc].id, 1);   /* copy 1 first */
        Z3_ast s2 = wide_of(e, c->workers[Lc].id, 2);
        Z3_ast order = task_order(e, a1, a2, T1, T2, long1, long2, -1);
        Z3_ast apart = mk_not(e, mk_eq(e, s1, s2));
        Z3_ast above = same_from(e, c->workers[Lc].parent);
        same = mk_and(e, above, mk_or(e, apart, order));
    } else {
        Z3_ast here = same_from(e, Lc);
        Z3_ast order = task_order(e, a1, a2, T1, T2, long1, long2, -1);
        same = mk_and(e, here, order);
    }
    Z3_ast r = mk_or(e, normal, same);
    if (T1 >= 0 && T1 == T2) {
        /* one instance of T: its own code and its children, on its line */
        Z3_ast def = e->t;
        Z3_ast i1 = time_of(e, c->workers[T1].id, 1, &def);   /* copy 1 first */
        Z3_ast i2 = time_of(e, c->workers[T1].id, 2, &def);
        Z3_ast one = mk_and(e, def, mk_eq(e, i1, i2));
        Z3_ast here = same_from(e, Lc);
        Z3_ast no = mk_not(e, e->t);
        Z3_ast inner = task_order(e, a1, a2, U1, U2, no, no, T1);
        r = mk_or(e, r, mk_and(e, mk_and(e, one, here), inner));
    }
    return r;
}

/* The innermost TASK on w's chain, or -1. */
static int own_task(const drs_construct *c, int w)
{
    for (; w >= 0; w = c->workers[w].parent)
        if (c->workers[w].kind == DRS_WORKER_TASK)
            return w;
    return -1;
}

/* The thread that runs worker w's code in copy, as an expr node (a task's
 * `exec`, else its thread's number when no task is on its chain), or -1
 * when the model does not name it. */
static int runner(const drs_construct *c, int w)
{
    int T = own_task(c, w);
    if (T >= 0)
        return c->workers[T].exec;
    int t = drs_worker_thread(c, w);
    return t >= 0 ? c->workers[t].id : -1;
}

/* A pair with a task on a side: a thread runs one task at a time, so the
 * two run in parallel only on two threads when the model names both
 * (`a[omp_get_thread_num()]` in a task is the element of the thread that
 * runs it, which that thread's own code does not meet at the same time). */
static Z3_ast other_threads(drs_enc *e, int w1, int w2)
{
    const drs_construct *c = e->c;
    /* (threads of two teams may have one number) */
    if (c->team >= 0 || (own_task(c, w1) < 0 && own_task(c, w2) < 0))
        return e->t;
    int r1 = runner(c, w1), r2 = runner(c, w2);
    if (r1 < 0 || r2 < 0)
        return e->t;
    return mk_not(e, mk_eq(e, wide_of(e, r1, 1), wide_of(e, r2, 2)));
}

/* SINGLE or LOOP worker w is met once: no encounter loop meets it again
 * without a barrier (common_decides: encounters_differ has no loop to
 * differ in). */
static bool met_once(const drs_construct *c, int w)
{
    const drs_worker *W = &c->workers[w];
    return W->encounter < 0 || W->encounter >= c->n_loops ||
           c->loops[W->encounter].kind != DRS_LOOP_INNER;
}

/* Expr k (-1 for 0, as tpos, twait, wait and id use it) as a constant. */
static bool const_time(const drs_construct *c, int k, int64_t *v)
{
    if (k < 0) {
        *v = 0;
        return true;
    }
    if (k >= c->n_exprs || c->exprs[k].op != DRS_OP_CONST)
        return false;
    *v = c->exprs[k].value;
    return true;
}

/* An undeferred task of creator Lc, made always at a constant position
 * in (lo, hi), waits for task T: the creator goes past it only after T
 * has ended. */
static bool undeferred_waits(const drs_construct *c, int Lc, int T, int64_t lo, int64_t hi)
{
    for (int d = 0; d < c->n_workers; d++) {
        const drs_worker *D = &c->workers[d];
        int64_t at;
        if (D->kind == DRS_WORKER_TASK && D->undeferred && D->parent == Lc && D->path < 0 &&
            D->id >= 0 && const_time(c, D->id, &at) && lo < at && at < hi &&
            known_after(c, d, T))
            return true;
    }
    return false;
}

/* The task rules of drs_worker for accesses a1 (worker w1) and a2 (w2)
 * whose chains below their lowest common worker hold a TASK, decided by
 * structure alone in the one case where every term is a constant: both
 * made by the code of one SINGLE instance (met_once), each access in
 * that code or directly in a task it creates, every task position a
 * constant (one instance per site), no barrier phase.  Then
 *  - one task site: one instance, its code in program order;
 *  - two tasks: apart when the later's `after` holds the earlier, or the
 *    creator waited for the earlier before making the later (wait mark
 *    past the earlier's position, or an undeferred task between them --
 *    `taskwait depend`, if(0) -- whose `after` holds the earlier);
 *  - a task T and the creator's access c: apart unless
 *    twait_c <= id_T < tpos_c (made before c, not yet waited for), or
 *    such an undeferred task between T and c waits for T. */
static bool tasks_never_parallel(const drs_construct *c, int a1, int a2, int w1, int w2, int L)
{
    int Lc = L;   /* the creator level, as drs_enc_pair_parallel finds it */
    while (Lc >= 0 && c->workers[Lc].kind == DRS_WORKER_TASK)
        Lc = c->workers[Lc].parent;
    if (Lc < 0 || c->workers[Lc].kind != DRS_WORKER_SINGLE || !met_once(c, Lc) ||
        c->accesses[a1].phase >= 0 ||
        c->accesses[a2].phase >= 0)
        return false;
    const int ws[2] = {w1, w2}, as[2] = {a1, a2};
    int64_t id[2] = {0, 0}, wait[2] = {0, 0}, pos[2] = {0, 0}, mark[2] = {0, 0};
    for (int k = 0; k < 2; k++) {
        const drs_worker *W = &c->workers[ws[k]];
        if (ws[k] == Lc) {
            if (!const_time(c, c->accesses[as[k]].tpos, &pos[k]) ||
                !const_time(c, c->accesses[as[k]].twait, &mark[k]))
                return false;
        } else if (W->kind != DRS_WORKER_TASK || W->parent != Lc || W->undeferred ||
                   W->id < 0 || !const_time(c, W->id, &id[k]) ||
                   !const_time(c, W->wait, &wait[k])) {
            return false;
        }
    }
    bool t1 = w1 != Lc, t2 = w2 != Lc;
    if (t1 && t2) {
        if (w1 == w2)
            return true;
        int E = id[0] < id[1] ? 0 : 1, F = 1 - E;
        if (id[E] == id[F])
            return false;
        return known_after(c, ws[F], ws[E]) || wait[F] > id[E] ||
               undeferred_waits(c, Lc, ws[E], id[E], id[F]);
    }
    int t = t1 ? 0 : 1, o = 1 - t;   /* the task's side, the creator's */
    return !(mark[o] <= id[t] && id[t] < pos[o]) ||
           undeferred_waits(c, Lc, ws[t], id[t], pos[o]);
}

bool drs_enc_never_parallel(const drs_construct *c, int a1, int a2)
{
    if (c->n_workers == 0 || a1 < 0 || a2 < 0 || a1 >= c->n_accesses || a2 >= c->n_accesses)
        return false;
    int w1 = c->accesses[a1].worker, w2 = c->accesses[a2].worker;
    if (w1 < 0 || w2 < 0)
        return false;
    int L = drs_common_worker(c, w1, w2);
    if (L < 0)
        return true;   /* one after the other */
    /* (a task below L: with_tasks and the dependences decide, but for
     * the tasks of one SINGLE instance with constant positions) */
    if (task_below(c, w1, L) >= 0 || task_below(c, w2, L) >= 0 ||
        c->workers[L].kind == DRS_WORKER_TASK)
        return tasks_never_parallel(c, a1, a2, w1, w2, L);
    const drs_worker *W = &c->workers[L];
    switch (W->kind) {
    case DRS_WORKER_SINGLE:
    case DRS_WORKER_LOOP:
        return met_once(c, L);
    case DRS_WORKER_MASTER:
        /* worker_holds pins both copies' thread to the id, threads_differ
         * sets them apart (not outside any region: no thread there) */
        return W->id >= 0 && W->id < c->n_exprs && c->exprs[W->id].op == DRS_OP_CONST &&
               drs_worker_thread(c, L) >= 0 && drs_worker_thread(c, L) != L;
    default:
        return false;
    }
}

Z3_ast drs_enc_pair_parallel(drs_enc *e, int a1, int a2, const char **why)
{
    *why = NULL;
    if (e->error)
        return NULL;
    const drs_construct *c = e->c;
    if (a1 < 0 || a2 < 0 || a1 >= c->n_accesses || a2 >= c->n_accesses) {
        fail(e, "internal solver error: bad access pair %d, %d", a1, a2);
        return NULL;
    }
    if (c->n_workers == 0)   /* the one iteration worker: in the base facts */
        return locks_apart(e, a1, a2);
    int w1 = c->accesses[a1].worker, w2 = c->accesses[a2].worker;
    int L = drs_common_worker(c, w1, w2);
    Z3_ast ch = chains_hold(e, w1, w2);   /* in this order */
    Z3_ast r = mk_and(e, ch, same_phase(e, a1, a2));
    if (L < 0)   /* different top-level workers: one after the other */
        return mk_not(e, e->t);
    if (c->workers[L].kind == DRS_WORKER_ITERATION && c->is_simd &&
        drs_worker_thread(c, L) >= 0) {
        /* Lanes of one thread and iterations of other threads at once. */
        *why = "simd loop inside a parallel region not modelled";
        return NULL;
    }
    r = mk_and(e, r, own_object(e, a1, a2));
    int Lc = L;   /* the creator level: the nearest worker that is no task */
    while (Lc >= 0 && c->workers[Lc].kind == DRS_WORKER_TASK)
        Lc = c->workers[Lc].parent;
    int T1 = task_below(c, w1, Lc), T2 = task_below(c, w2, Lc);
    if (T1 >= 0 || T2 >= 0) {
        Z3_ast t = with_tasks(e, a1, a2, Lc, T1, T2, why);
        if (*why)
            return NULL;
        r = mk_and(e, mk_and(e, r, t), other_threads(e, w1, w2));
    } else {
        r = mk_and(e, r, common_decides(e, L, why));
        if (*why)
            return NULL;
        r = mk_and(e, r, threads_differ(e, L));
        r = mk_and(e, r, same_above(e, L));
        r = mk_and(e, r, static_schedules(e, w1, w2, L));
    }
    r = mk_and(e, r, locks_apart(e, a1, a2));
    /* The iterations an access's own chain is in, when L is above them. */
    for (int k = 0; k < 2 && !e->error; k++) {
        int w = k ? w2 : w1;
        for (; w >= 0 && w != L; w = c->workers[w].parent)
            if (c->workers[w].kind == DRS_WORKER_ITERATION)
                r = mk_and(e, r, drs_enc_parallel_domains_(e, k + 1));
    }
    return e->error ? NULL : r;
}
