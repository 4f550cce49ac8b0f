/* drs_solver.c -- verdicts per construct: candidate pairs, Z3 queries.
 *
 * For a construct the solver enumerates the candidate pairs of drs_solver.h,
 * drops those a cheap sound filter decides (constant or affine offsets that
 * can never meet), and asks Z3 about the rest: one solver per construct, the
 * base facts (env, loop domains, may-happen-in-parallel; drs_enc_base)
 * asserted once, each pair inside push/pop.  A satisfiable pair becomes a
 * drs_race whose witness is read from Z3's model, after asking again for
 * small loop values so the message stays readable.
 *
 * Two Z3 solvers per construct, both holding the base facts: an incremental
 * SMT solver tries each pair first with a small limit (DRS_FAST_RLIMIT) -- it
 * keeps the base bit-blasted across push/pop, which makes the many small
 * linear queries cheap -- and when it gives up, a solver built from the
 * tactic simplify, propagate-values, solve-eqs, bit-blast, sat (falling back
 * to smt) gets the full limit: on the nonlinear index queries of
 * bench/nonlinear.sh it is several times faster.  Before that full query the
 * tactic solver gets a short try with every loop variable and input bounded
 * (the witness polisher): a race with small values is found at once even
 * when the unbounded query is nonlinear.  Z3 errors never exit: the
 * context's error handler does nothing and the code polls Z3_get_error_code.
 *
 * Equal subscripts.  For two accesses of the same array shape (drs_encode.h:
 * dims from the model, or an offset (i64)(X * M + Y) * size read as the
 * subscripts {X, Y}), once each access's subscripts are proved within their
 * extents -- one small query per access, cached for the construct -- the
 * pair's query also gets "the subscripts are equal": implied by the overlap
 * under those bounds, so no solution is lost, but w[i][j] against w[i][j]
 * of a VLA int w[n][m] becomes linear instead of a 64-bit product.
 *
 * The in-bounds rule.  Every subscript with a known extent is assumed
 * within it (drs_enc_index_assumed, drs_encode.h: out of range is undefined
 * behaviour in C11, J.2); each pair's query and the subscript proofs get
 * that fact for both accesses.  Accesses that leave their bounds whatever
 * the inputs are found first, reported, and keep no assumption
 * (drs_bounds.c); a race-free verdict states the assumptions it used.
 *
 * Integer mode.  A pair whose query has no & | ^ and only constant
 * divisors and shift counts (drs_enc_int_eligible) also has an exact
 * encoding over Z3 Int (encoder/drs_enc_lia.c), which Z3's arithmetic
 * solver decides in milliseconds where bit-blasting takes seconds
 * (polyhedral loop bounds with / 3 and ?:, DataRaceBench DRB055: 60 s
 * before).  Eligible linear pairs go to the integer solver first
 * (DRS_INT_RLIMIT): even a query the bit-vector solver decides at once
 * costs it about 1 ms of bit-blasting 64-bit additions and comparisons per
 * check, and as much again per polishing step, where the integer solver
 * takes 0.05 ms (a short bit-vector probe per pair first, as before
 * 2026-11-30, cost DataRaceBench 0.3 s over its 208 files).  A pair
 * with a product of two unknowns (drs_enc_int_nonlinear; a VLA element
 * against a neighbour, DRB015: 2.2 s before) goes to the integer solver at
 * once, with DRS_NIA_MS, unless the equal-subscripts fact makes its
 * bit-vector query linear.  A pair that goes to the bit-vector solvers
 * with products in it (that one, a product of three unknowns, a pair
 * after DRS_NIA_TRIES give-ups) is first searched among small values on
 * the integer solver (DRS_SMALL_RLIMIT): bit-blasting 64-bit products takes
 * longer than finding such a race, and the search is never a proof.  The
 * integer solver's "unsat" is final; its
 * "sat" is a race whose witness is the integer model, polished to small
 * values there, with every symbol pinned and confirmed by the bit-vector
 * encoding.  A disagreement is an internal error ("not analyzed"), never a
 * verdict.  An undecided integer query falls back to the bit-vector path.
 *
 * Groups.  Before the pairs are decided one by one, the pairs of one
 * object that need a query are asked together over Z3 Int, a disjunction
 * per chunk (drs_group.c); a chunk proved race-free is not asked again.
 *
 * Witnesses of an access against itself name the earlier iteration first:
 * that query is symmetric in the two copies, so polishing adds "copy 1's
 * parallel iteration comes first" (drs_enc_loop_first) at no loss.
 *
 * The Z3 context is made when the first pair of the translation unit
 * reaches Z3 (drs_context.c says why that matters).  Which pairs need a
 * query is drs_route.c's; the cheap filters are
 * in drs_filter.c, the solver slots' limits, checks and witness polishing
 * in drs_zslot.c, the integer mode's queries in drs_pair_int.c, the
 * equal-subscripts fact in drs_lemma.c, the witness text in drs_witness.c.
 */
#define _POSIX_C_SOURCE 200809L

#include "drs_solver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <z3.h>

#include "drs_check_int.h"

/* Limits of the integer solver's try at a pair: linear queries it decides
 * take milliseconds; past DRS_INT_RLIMIT resource units the bit-vector
 * solvers get the pair (DRS_INT_MS: a wall-time guard only). */
#define DRS_INT_MS 10000u
#define DRS_INT_RLIMIT 3000000u
/* Linear pairs of a construct whose integer query gave up (Z3's arithmetic
 * solver does not always count its work in resource units: a difftest
 * loop's queries each ran into the 10 s guard) before the rest of its
 * pairs go to the bit-vector solvers first. */
#define DRS_INT_TRIES 2
/* The same for a nonlinear integer query (a product of two unknowns): Z3
 * finds the small solutions of such queries at once, but its unsat proofs
 * are slow or never come (the quartic of bench/nonlinear.sh).  Limited in
 * resource units (DRS_NIA_RLIMIT, about 0.4 s here; FalsePositiveBench's
 * packed triangle needs 0.28M), so the route a pair takes does not depend
 * on the machine's load, with DRS_NIA_MS as a safety cap.  After
 * DRS_NIA_TRIES give-ups in a construct its nonlinear pairs go straight to
 * the bit-vector solvers. */
#define DRS_NIA_RLIMIT 400000u
#define DRS_NIA_MS 10000u
#define DRS_NIA_TRIES 2
/* Resource limit of the search among small values (drs_polish_within_)
 * before a pair with products goes to the bit-vector solvers. */
#define DRS_SMALL_RLIMIT 100000u

/* ---- one construct -------------------------------------------------------- */

/* Slot zs takes solver s (NULL: Z3 could not make it) with the construct's
 * base facts asserted; false, the construct stopped, on failure. */
static bool adopt_solver(check_state *st, zslot *zs, Z3_solver s, Z3_ast base)
{
    Z3_context z = st->s->z;
    if (!s) {
        drs_z3_failed_(st);
        st->fatal = true;
        return false;
    }
    Z3_solver_inc_ref(z, s);
    zs->s = s;
    Z3_solver_assert(z, s, base);
    if (drs_z3_failed_(st)) {
        st->fatal = true;
        return false;
    }
    return true;
}

/* The construct's base facts (bit-vector encoding); NULL, the construct
 * stopped or unknown, when they cannot be made. */
static Z3_ast base_facts(check_state *st)
{
    const char *why = NULL;
    Z3_ast base = drs_enc_base(st->enc, &why);
    if (why) {
        drs_set_unknown_(st, "%s", why);
        st->fatal = true;
        return NULL;
    }
    return drs_enc_failed_(st) ? NULL : base;
}

bool drs_ensure_solvers_(check_state *st)
{
    if (st->base)
        return true;
    const char *zwhy = NULL;
    if (!drs_solver_ready_(st->s, &zwhy)) {
        drs_set_unknown_(st, "%s", zwhy);
        st->fatal = true;
        return false;
    }
    drs_enc_set_context(st->enc, st->s->z);
    drs_enc_set_context(st->ienc, st->s->z);
    if (drs_enc_failed_(st))
        return false;
    st->base = base_facts(st);
    return st->base != NULL;
}

bool drs_fast_ready_(check_state *st)
{
    if (st->fast.s && st->fast.suspect)
        drs_zslot_drop_(st, &st->fast);
    if (st->fast.s)
        return true;
    if (!drs_ensure_solvers_(st))
        return false;
    st->fast.rlimit = DRS_FAST_RLIMIT;
    return adopt_solver(st, &st->fast, Z3_mk_simple_solver(st->s->z), st->base);
}

/* The tactic solver, made when a query first needs it (most constructs
 * never do): false with the construct unknown when it cannot be. */
static bool ensure_full(check_state *st)
{
    if (st->full.s && st->full.suspect)
        drs_zslot_drop_(st, &st->full);
    if (st->full.s)
        return true;
    Z3_tactic t = drs_solver_tactic_(st->s);
    if (!t) {
        drs_set_unknown_(st, "internal solver error: cannot build the Z3 tactic");
        st->fatal = true;
        return false;
    }
    if (!drs_ensure_solvers_(st)) {
        st->fatal = true;
        return false;
    }
    return adopt_solver(st, &st->full, Z3_mk_solver_from_tactic(st->s->z, t), st->base);
}

drs_race *drs_new_race_(check_state *st)
{
    drs_result *r = st->r;
    if (r->n_races == st->cap_races) {
        int cap = st->cap_races ? st->cap_races * 2 : 4;
        drs_race *p = realloc(r->races, sizeof *p * (size_t)cap);
        if (!p)
            return NULL;
        r->races = p;
        st->cap_races = cap;
    }
    drs_race *x = &r->races[r->n_races++];
    memset(x, 0, sizeof *x);
    return x;
}

/* The facts of the pair's bit-vector query (drs_encode.h) in q (room for
 * DRS_MEMO_FACTS): their number, or -1 when the pair is done (an error, or
 * the accesses never run in parallel).  The in-range assumptions come
 * before the lemma, which is optional and last. */
int drs_pair_query_(check_state *st, int first, int second, Z3_ast *q, int *nbase)
{
    const drs_construct *c = st->c;
    Z3_ast lemma = drs_pair_lemma_(st, first, second);
    if (st->fatal || drs_enc_failed_(st))
        return -1;
    q[0] = drs_enc_access(st->enc, first, 1);
    q[1] = drs_enc_access(st->enc, second, 2);
    q[2] = drs_enc_overlap(st->enc, first, second);
    q[3] = drs_enc_index_assumed(st->enc, first, 1);
    q[4] = drs_enc_index_assumed(st->enc, second, 2);
    int nq = 5;
    if (c->n_workers > 0 || c->team >= 0) {   /* else in the base facts;
                                                  locks under teams: per pair */
        const char *why = NULL;
        q[nq] = drs_enc_pair_parallel(st->enc, first, second, &why);
        if (why) {
            drs_set_unknown_(st, "%s", why);
            st->fatal = true;
            return -1;
        }
        if (!q[nq++])
            return -1;
    }
    *nbase = nq;
    if (lemma)
        q[nq++] = lemma;
    if (drs_enc_failed_(st) || !q[0] || !q[1] || !q[2] || !q[3] || !q[4])
        return -1;
    return nq;
}

/* A race of the pair read from model m (a model of its query). */
/* A copy of race t into x (zeroed), false when out of memory (x then
 * holds what was copied, for drs_race_clear_). */
bool drs_copy_race_(drs_race *x, const drs_race *t)
{
    *x = (drs_race){.first = t->first, .second = t->second, .role1 = t->role1,
                    .role2 = t->role2, .possible = t->possible};
    char **dst[] = {&x->element, &x->iter1, &x->iter2, &x->when,
                    &x->message, &x->note, &x->needs, &x->why};
    char *const src[] = {t->element, t->iter1, t->iter2, t->when,
                         t->message, t->note, t->needs, t->why};
    for (size_t k = 0; k < sizeof dst / sizeof *dst; k++)
        if (src[k] && !(*dst[k] = drs_strdup_(src[k])))
            return false;
    if (t->n_values > 0) {
        x->values = calloc((size_t)t->n_values, sizeof *x->values);
        if (!x->values)
            return false;
        for (int k = 0; k < t->n_values; k++) {
            x->values[k] = t->values[k];
            x->values[k].label = drs_strdup_(t->values[k].label);
            x->n_values = k + 1;
            if (!x->values[k].label)
                return false;
        }
    }
    return true;
}

/* The race of (first, second) with witness m.  Two accesses of one class
 * each (drs_route.c, same_access: every node and field the wording reads)
 * with the same model are worded alike: the class pair's race is worded
 * once and copied (NPB BT's lhsx: 350 races from equal queries on 6
 * models).  The out-of-bounds mark names the access's own text: per race. */
static void add_race(check_state *st, int first, int second, Z3_model m)
{
    Z3_context z = st->s->z;
    drs_race *x = drs_new_race_(st);
    if (!st->dep)
        st->dep = drs_dep_memo_new_(z);   /* NULL: answers not kept */
    int a = st->like ? st->like[first] : -1, b = st->like ? st->like[second] : -1;
    const struct worded *t = NULL;
    for (int k = 0; k < DRS_WORDED && a >= 0 && !t; k++)
        if (st->worded[k].m == m && st->worded[k].a == a && st->worded[k].b == b)
            t = &st->worded[k];
    bool ok;
    if (x && t) {
        ok = drs_copy_race_(x, &t->race);
        x->first = first;
        x->second = second;
    } else {
        ok = x && drs_fill_race_(st->enc, z, m, st->c, first, second, st->dep,
                                 !st->s->opt.no_values, x);
        if (ok && a >= 0) {
            struct worded *w = &st->worded[st->next_worded];
            st->next_worded = (st->next_worded + 1) % DRS_WORDED;
            drs_race_clear_(&w->race);
            if (w->m)
                Z3_model_dec_ref(z, w->m);
            w->m = NULL;
            if (drs_copy_race_(&w->race, x)) {
                Z3_model_inc_ref(z, m);   /* (no other model takes its address) */
                *w = (struct worded){w->race, m, a, b};
            }
        }
    }
    if (!ok) {
        drs_set_unknown_(st, "out of memory");
        st->fatal = true;
    } else {
        drs_bounds_mark_race_(st, m, x);
    }
}

/* The query of one candidate pair. */
typedef struct pair_q {
    Z3_ast q[DRS_MEMO_FACTS];
    int nq;                 /* 0: not built yet; -1: the pair is done */
    int nbase;              /* the facts before the lemma: the memo's key
                               (the lemma is implied by them) */
    drs_memo_key key;
    bool keyed;             /* key is set: remember the answer */
} pair_q;

/* Builds pq's query unless it is built and looks its answer up among the
 * construct's (drs_memo.c); true when the pair is done: its query could
 * not be built, or an equal query was answered. */
static bool pair_ready(check_state *st, int first, int second, pair_q *pq)
{
    int a = st->like ? st->like[first] : -1, b = st->like ? st->like[second] : -1;
    if (pq->nq == 0 && a >= 0 && st->class_keyed && st->keyed_a == a && st->keyed_b == b) {
        /* accesses equal but for their place (drs_route.c, same_access:
         * every node and field of the query) in the same order: an equal
         * query, answered before (NPB BT: 706 of its 720 races) */
        const drs_memo_entry *seen = drs_memo_find_(st, &st->class_key);
        if (seen) {
            st->r->pairs_reused++;
            if (seen->res == Z3_L_TRUE)
                add_race(st, first, second, seen->m);
            return true;
        }
    }
    if (pq->nq == 0) {
        pq->nq = drs_pair_query_(st, first, second, pq->q, &pq->nbase);
        pq->keyed = pq->nq > 0 &&
                    drs_memo_key_(st, first, second, pq->q, pq->nbase, &pq->key);
        st->class_keyed = pq->keyed && a >= 0;
        if (st->class_keyed) {
            st->keyed_a = a;
            st->keyed_b = b;
            st->class_key = pq->key;
        }
    }
    if (pq->nq < 0)
        return true;
    const drs_memo_entry *seen = pq->keyed ? drs_memo_find_(st, &pq->key) : NULL;
    if (!seen)
        return false;
    st->r->pairs_reused++;
    if (seen->res == Z3_L_TRUE)
        add_race(st, first, second, seen->m);
    return true;
}

/* A race of the pair, with m as its witness (released here), remembered
 * for equal queries. */
static void record_race(check_state *st, int first, int second, const pair_q *pq, Z3_model m)
{
    add_race(st, first, second, m);
    if (pq->keyed && !st->fatal)
        drs_memo_put_(st, &pq->key, Z3_L_TRUE, m);
    Z3_model_dec_ref(st->s->z, m);
    if (!drs_z3_failed_(st))
        drs_enc_failed_(st);
}

/* Decides one candidate pair: first the incremental solver with a short
 * limit (cheap on the linear queries that are most of them), then, if it
 * gives up, the tactic solver with the full limit.  A query asked before
 * in the construct gets its answer again (drs_memo.c). */
static void solve_pair_bv(check_state *st, int first, int second, pair_q *pq, Z3_model im);

static void solve_pair(check_state *st, int first, int second)
{
    unsigned ms;
    if (!drs_query_timeout_(st, &ms)) {
        drs_set_unknown_(st, "%s", drs_check_budget_reason_(st));
        st->fatal = true;
        return;
    }
    st->r->pairs_solved++;
    if (drs_race_by_running_(st, first, second))
        return;
    if (!drs_ensure_solvers_(st))   /* makes the context on the first pair */
        return;
    Z3_context z = st->s->z;
    pair_q pq = {.nq = 0};
    /* A quadratic pair (i * m + j of a VLA, i * (i + 1) / 2) goes to the
     * integer solver first, briefly: the incremental bit-vector solver
     * would spend its whole resource limit on the bit-blasted products
     * before giving up.  It goes to the bit-vector solvers only when equal
     * subscripts make their query linear (a VLA element against itself,
     * w[i][j] with w[n][m]), and so do higher degrees (the quartic of
     * bench/): Z3's nonlinear integer reasoning neither proves those nor
     * finds their races faster than bounded bit-vectors. */
    int degree = st->ienc ? drs_enc_int_degree(st->ienc, first, second) : -1;
    bool lemma = degree == 2 && drs_pair_lemma_(st, first, second) != NULL;
    if (st->fatal)
        return;
    if (degree > 2 || lemma || (degree == 2 && st->nia_undecided >= DRS_NIA_TRIES)) {
        /* Products for the bit-vector solvers: small values first, on the
         * integer solver -- bit-blasting 64-bit products costs more than
         * finding a race among small values (DataRaceBench's miniAMR:
         * 0.6 s -> 10 ms); the race is then checked in bit-vectors with
         * every value pinned, and without one the query goes on as it is. */
        Z3_model im = NULL;
        Z3_lbool ires = drs_solve_pair_int_(st, first, second, DRS_NIA_MS, DRS_SMALL_RLIMIT,
                                            true, &im);
        if (!st->fatal)
            solve_pair_bv(st, first, second, &pq, ires == Z3_L_TRUE ? im : NULL);
        if (im)
            Z3_model_dec_ref(z, im);
        return;
    }
    bool nonlin = degree == 2;
    if (pair_ready(st, first, second, &pq))
        return;
    if (!nonlin && degree >= 0 && st->int_undecided >= DRS_INT_TRIES) {
        solve_pair_bv(st, first, second, &pq, NULL);
        return;
    }
    Z3_model im = NULL;
    Z3_lbool ires = drs_solve_pair_int_(st, first, second, nonlin ? DRS_NIA_MS : DRS_INT_MS,
                                   nonlin ? DRS_NIA_RLIMIT : DRS_INT_RLIMIT, false, &im);
    if (ires == Z3_L_FALSE || st->fatal) {
        /* Both encodings are exact (see the file comment): the integer
         * proof answers the bit-vector query too. */
        if (ires == Z3_L_FALSE && !st->fatal && pq.keyed)
            drs_memo_put_(st, &pq.key, Z3_L_FALSE, NULL);
        if (im)
            Z3_model_dec_ref(z, im);
        return;
    }
    if (ires == Z3_L_TRUE) {
        /* A race: its witness is the integer model (polished to small
         * values there), every symbol pinned and checked in bit-vectors. */
        solve_pair_bv(st, first, second, &pq, im);
        if (im)
            Z3_model_dec_ref(z, im);
        return;
    }
    if (nonlin && !st->fatal)
        st->nia_undecided++;
    else if (degree >= 0 && !st->fatal)
        st->int_undecided++;
    solve_pair_bv(st, first, second, &pq, NULL);
}

/* A pair decided alone: its query, then, for a race-free answer, whether
 * it needed the in-bounds rule.  True when it raced. */
static bool solve_one(check_state *st, int first, int second)
{
    int races = st->r->n_races;
    bool undecided = st->unknown != NULL;
    solve_pair(st, first, second);
    if (st->r->n_races == races && !undecided && !st->unknown && !st->fatal)
        drs_bounds_recheck_(st, first, second);
    return st->r->n_races > races;
}

bool drs_solve_one_(check_state *st, int first, int second)
{
    int solved = st->r->pairs_solved;
    bool raced = solve_one(st, first, second);
    st->r->pairs_solved = solved;
    return raced;
}

/* The bit-vector solvers' part of solve_pair.  im: the integer solver's
 * model when it found a race (then this part only confirms it: im with
 * every symbol pinned), or NULL. */
static void solve_pair_bv(check_state *st, int first, int second, pair_q *pq, Z3_model im)
{
    Z3_context z = st->s->z;
    const drs_construct *c = st->c;
    unsigned ms;
    if (!drs_query_timeout_(st, &ms)) {
        drs_set_unknown_(st, "%s", drs_check_budget_reason_(st));
        st->fatal = true;
        return;
    }
    if (pair_ready(st, first, second, pq))
        return;
    const Z3_ast *q = pq->q;
    int nq = pq->nq;
    /* (a race confirmed by evaluation needs no bit-vector solver:
     * drs_confirm_in_bv_ makes it only when evaluation cannot decide) */
    if (!im && !drs_fast_ready_(st))
        return;
    zslot *zs = &st->fast;
    unsigned quick = drs_cap_ms_(ms, DRS_FAST_MS);
    Z3_lbool res = Z3_L_UNDEF;
    Z3_model m = NULL;
    bool small_first = !im && st->ienc &&
                       drs_enc_int_degree(st->ienc, first, second) > 2;
    if (!im) {
        drs_push_facts_(st, zs, q, nq);
        /* products of three or more unknowns (a 3-D VLA): a race with
         * small values is found at once when they are bounded, the query
         * as it is may take seconds of bit-blasted search */
        m = small_first ? drs_polish_within_(st, zs, st->enc, first, second, DRS_NEAR2, true,
                                             DRS_SMALL_FIRST_RLIMIT)
                        : NULL;
        res = m ? Z3_L_TRUE : drs_run_check_(st, zs, quick);
    }
    const char *t1 = c->accesses[first].text ? c->accesses[first].text : "?";
    const char *t2 = c->accesses[second].text ? c->accesses[second].text : "?";
    if (im) {
        /* Without undefined behaviour both encodings are exact: a witness
         * the bit-vector encoding rejects is an internal error, never
         * "race-free".  The confirmed model is the witness, already small.
         * (Nothing was pushed on zs.) */
        if (st->fatal)
            return;
        m = drs_confirm_in_bv_(st, im, q, nq);
        if (!m) {
            if (!st->fatal)
                drs_set_unknown_(st, "internal solver error: the integer and bit-vector "
                                "encodings disagree on '%s' vs '%s'", t1, t2);
            return;
        }
        record_race(st, first, second, pq, m);
        return;
    }
    if (res == Z3_L_UNDEF && !st->fatal) {
        Z3_solver_pop(z, zs->s, 1);
        if (!ensure_full(st))
            return;
        zs = &st->full;
        if (!drs_query_timeout_(st, &ms)) {
            drs_set_unknown_(st, "%s", drs_check_budget_reason_(st));
            st->fatal = true;
            return;
        }
        drs_push_facts_(st, zs, q, nq);
        /* A hard (nonlinear) query that has a solution with small values
         * usually yields it at once when the values are bounded: try that
         * first, briefly, then the query as it is. */
        m = drs_polish_(st, zs, st->enc, first, second, DRS_NEAR2, true);
        res = m ? Z3_L_TRUE : drs_run_check_(st, zs, ms);
    }
    if (st->fatal) {
        if (m)
            Z3_model_dec_ref(z, m);
        Z3_solver_pop(z, zs->s, 1);
        return;
    }
    if (res == Z3_L_UNDEF) {
        Z3_string why = drs_check_timed_out_(st) ? "timeout"
                                                 : Z3_solver_get_reason_unknown(z, zs->s);
        drs_set_unknown_(st, "solver gave up on '%s' vs '%s': %s", t1, t2,
                    why && Z3_get_error_code(z) == Z3_OK ? why : "unknown");
        Z3_solver_pop(z, zs->s, 1);
        return;
    }
    if (res == Z3_L_FALSE) {
        if (pq->keyed)
            drs_memo_put_(st, &pq->key, Z3_L_FALSE, NULL);
        Z3_solver_pop(z, zs->s, 1);
        return;
    }
    if (!m)
        m = drs_zslot_model_(st, zs);
    if (!m || drs_z3_failed_(st)) {
        if (m)
            Z3_model_dec_ref(z, m);
        Z3_solver_pop(z, zs->s, 1);
        return;
    }
    Z3_model better = drs_polish_steps_(st, zs, st->enc, first, second, m);
    if (better) {
        Z3_model_dec_ref(z, m);
        m = better;
    }
    Z3_solver_pop(z, zs->s, 1);
    record_race(st, first, second, pq, m);
}

/* The second pass where no pair needs a query or an in-bounds note (every
 * route a filter's): it only counts the pairs, here from the classes'
 * sizes (drs_route.c; NPB BT's x_solve_cell: 76,350 pairs in 56 classes,
 * each walked for its count).  -1 when a pair of classes has no route
 * (then the pairs are walked). */
static long count_by_class(const check_state *st)
{
    const drs_construct *c = st->c;
    int n = c->n_accesses;
    long *size = calloc((size_t)n + 1, sizeof *size);
    if (!size)
        return -1;
    for (int i = 0; i < n; i++)
        size[st->like[i]]++;
    long total = 0;
    for (int a = 0; a < n && total >= 0; a++) {
        if (st->like[a] != a)
            continue;
        /* the other classes of a's object whose first member comes later */
        for (int b = a; b < n && total >= 0; b = st->next_same[b]) {
            if (st->like[b] != b)
                continue;
            unsigned char sl = st->routes[(size_t)a * (size_t)(2 * n - a + 1) / 2 + (size_t)(b - a)];
            long pairs = b == a ? size[a] : size[a] * size[b];
            if (!sl)
                total = -1;
            else if (sl - 1 != DRS_PAIR_NONE)
                total += pairs;
            if (b == a && size[a] > 1 && total >= 0) {   /* two members of a */
                unsigned char tw = st->twins[a];
                if (!tw)
                    total = -1;
                else if (tw - 1 != DRS_PAIR_NONE)
                    total += size[a] * (size[a] - 1) / 2;
            }
        }
    }
    free(size);
    return total;
}

static bool has_proved_race(const drs_result *r)
{
    for (int k = 0; k < r->n_races; k++)
        if (!r->races[k].possible)
            return true;
    return false;
}

/* Routes kept for constructs of at most this many accesses (n (n + 1) / 2
 * bytes: 4 MB). */
#define DRS_ROUTES_MAX_ACCESSES 2896

static drs_result *check(drs_solver *s, const drs_construct *c, bool until_race);

drs_result *drs_check(drs_solver *s, const drs_construct *c)
{
    return check(s, c, false);
}

drs_result *drs_check_until_race(drs_solver *s, const drs_construct *c)
{
    return check(s, c, true);
}

/* Per access, the next access of the same object (n_accesses: none). */
static int *next_same_object(const drs_construct *c)
{
    int n = c->n_accesses;
    int *next = malloc(sizeof *next * ((size_t)n + 1));
    int *last = malloc(sizeof *last * ((size_t)c->n_objects + 1));
    if (!next || !last) {
        free(next);
        free(last);
        return NULL;
    }
    for (int o = 0; o <= c->n_objects; o++)
        last[o] = n;
    for (int i = n - 1; i >= 0; i--) {
        int o = c->accesses[i].object;
        if (o < 0 || o >= c->n_objects)
            o = c->n_objects;   /* (the model reader rejects these) */
        next[i] = last[o];
        last[o] = i;
    }
    free(last);
    return next;
}

static drs_result *check(drs_solver *s, const drs_construct *c, bool until_race)
{
    drs_result *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    double t0 = drs_now_s_();
    r->verdict = DRS_VERDICT_NOT_ANALYZED;
    if (c->not_analyzed) {
        r->reason = drs_strdup_(c->not_analyzed);
        return r;
    }
    if (drs_budget_left_ms_(s) == 0 || drs_units_left_(s) == 0) {
        r->reason = drs_strdup_(drs_budget_reason_(s));
        return r;
    }
    check_state st = {0};
    st.s = s;
    st.c = c;
    st.r = r;
    st.units_start = s->units_used;
    if (s->opt.budget_mu != 0)
        st.units_cap = drs_units_left_(s) / 2 + 1;
    st.enc = drs_enc_new(s->z, c);   /* s->z: NULL until a pair needs Z3 */
    st.ienc = drs_enc_new_int(s->z, c);
    st.inb = calloc((size_t)c->n_accesses + 1, 1);
    st.next_same = next_same_object(c);
    st.assumed_obj = calloc((size_t)c->n_objects + 1, sizeof *st.assumed_obj);
    bool *cand = calloc((size_t)c->n_accesses + 1, sizeof *cand);
    drs_filter *flt = drs_filter_new_(c);
    st.radix = drs_radix_new_(c);
    st.lemma_of[0] = st.lemma_of[1] = -1;
    int n_par = 0;
    st.par = -1;
    for (int l = 0; l < c->n_loops; l++)
        if (c->loops[l].kind == DRS_LOOP_PARALLEL) {
            n_par++;
            st.par = l;
        }
    if (n_par != 1)
        st.par = -1;
    if (!st.enc || !st.ienc || !st.inb || !st.next_same || !st.assumed_obj || !cand || !flt ||
        !st.radix) {
        drs_filter_free_(flt);
        drs_radix_free_(st.radix);
        drs_enc_free(st.enc);
        drs_enc_free(st.ienc);
        free(st.inb);
        free(st.next_same);
        free(st.assumed_obj);
        free(cand);
        free(r);
        return NULL;
    }
    drs_filter_set_window_(flt, drs_window_, &st);
    /* The single parallel loop's variable, for the affine filter. */
    int pv = st.par >= 0 ? c->loops[st.par].var : -1;
    /* Two passes over the candidate pairs: the first marks the accesses
     * whose bounds matter (pairs the filter without assumptions leaves),
     * for the out-of-bounds check; the second decides the pairs. */
    bool stop = false;   /* until_race: a race was found */
    size_t n_routes = (size_t)c->n_accesses * (size_t)(c->n_accesses + 1) / 2 + 1;
    if (c->n_accesses <= DRS_ROUTES_MAX_ACCESSES && (st.routes = calloc(n_routes, 1)) != NULL)
        drs_make_classes_(&st);
    for (int pass = 0; pass < 2 && !drs_enc_failed_(&st) && !stop; pass++) {
        if (pass == 1 && st.like) {
            bool any = false;
            for (int i = 0; i < c->n_accesses && !any; i++)
                any = cand[i];
            long counted = any ? -1 : count_by_class(&st);
            if (counted >= 0) {
                r->pairs_checked += (int)counted;
                break;
            }
        }
        if (pass == 1) {
            drs_bounds_check_(&st, cand);
            if (st.bounds_dropped)
                drs_make_classes_(&st);   /* assumptions changed: routes too */
            drs_solve_groups_(&st, flt, pv);
            /* (a group's first pair may race by running: drs_group.c) */
            stop = until_race && r->n_races > 0;
        }
        /* The first pass needs only each class's mark: the rows of the
         * accesses that start their class see every pair of classes first
         * (routes of such pairs are made in the order of a full walk); the
         * others take their class's mark below. */
        bool by_class = pass == 0 && st.like;
        for (int i = 0; i < c->n_accesses && !st.fatal && !stop; i++) {
            if (by_class && st.like[i] != i)
                continue;
            for (int j = i; j < c->n_accesses && !st.fatal && !stop; j = st.next_same[j]) {
                int first, second;
                drs_route route = drs_pair_route_(&st, flt, pv, i, j, &first, &second);
                if (route == DRS_PAIR_NONE)
                    continue;
                if (pass == 0) {   /* the in-bounds rule's questions: below */
                    if (route == DRS_PAIR_FILTERED_ASSUMED || route == DRS_PAIR_SOLVE)
                        cand[i] = cand[j] = true;
                    continue;
                }
                r->pairs_checked++;
                if (route == DRS_PAIR_FILTERED || route == DRS_PAIR_FILTERED_DIMS)
                    continue;
                if (route == DRS_PAIR_FILTERED_ASSUMED) {
                    drs_bounds_note_pair_(&st, first, second);
                    continue;
                }
                if (drs_group_decided_(&st, i, j)) {
                    r->pairs_solved++;   /* by Z3, with its object's group */
                    continue;
                }
                stop = solve_one(&st, first, second) && until_race;
            }
        }
        if (by_class)
            for (int i = 0; i < c->n_accesses; i++)
                cand[i] = cand[st.like[i]];
    }
    if (r->n_races > 0) {
        /* the races found stand; what kept other pairs from a verdict is
         * kept, not dropped under them */
        r->verdict = has_proved_race(r) ? DRS_VERDICT_RACE : DRS_VERDICT_POSSIBLE_RACE;
        if (st.unknown) {
            r->undecided = st.unknown;
            st.unknown = NULL;
        } else if (c->incomplete) {
            r->undecided = drs_strdup_(c->incomplete);
        }
    } else if (c->incomplete) {   /* accesses left out: no proof */
        r->verdict = DRS_VERDICT_NOT_ANALYZED;
        r->reason = drs_strdup_(c->incomplete);
    } else if (st.unknown) {
        r->verdict = DRS_VERDICT_NOT_ANALYZED;
        r->reason = st.unknown;
        st.unknown = NULL;
    } else {
        r->verdict = DRS_VERDICT_RACE_FREE;
    }
    drs_bounds_finish_(&st);
    free(st.unknown);
    if (st.oobs.s)
        Z3_solver_dec_ref(s->z, st.oobs.s);
    if (st.stay.s)
        Z3_solver_dec_ref(s->z, st.stay.s);
    if (st.fast.s)
        Z3_solver_dec_ref(s->z, st.fast.s);
    if (st.full.s)
        Z3_solver_dec_ref(s->z, st.full.s);
    if (st.lia.s)
        Z3_solver_dec_ref(s->z, st.lia.s);
    drs_memo_free_(&st);
    drs_dep_memo_free_(st.dep);
    for (int k = 0; k < DRS_WORDED; k++) {
        drs_race_clear_(&st.worded[k].race);
        if (st.worded[k].m)
            Z3_model_dec_ref(s->z, st.worded[k].m);
    }
    drs_enc_free(st.enc);
    drs_enc_free(st.ienc);
    free(st.inb);
    free(st.next_same);
    free(st.assumed_obj);
    free(cand);
    free(st.decided);
    free(st.routes);
    free(st.like);
    free(st.twins);
    free(st.next_like);
    free(st.windows);
    drs_filter_free_(flt);
    drs_radix_free_(st.radix);
    drs_run_state_free_(st.run);
    drs_race_run_free_(st.race_run);
    for (int mode = 0; mode < 2; mode++)
        for (int k = 0; k < st.n_pins[mode]; k++)
            drs_pins_clear_(&st.pins[mode][k]);
    r->seconds = drs_now_s_() - t0;
    return r;
}
