/* drs_lemma.c -- the "equal subscripts" fact of a pair (drs_encode.h): for
 * two accesses of one array shape, once every subscript but the first is
 * proved within its extent (per access, cached in check_state.inb) or the
 * pair's subscripts provably never differ by an extent, equal flattened
 * offsets imply equal subscripts, which spares Z3 the i * m + j products of
 * variable-length arrays.
 */
#include <stdlib.h>
#include <z3.h>

#include "drs_check_int.h"

/* Facts q (made by `make` from the integer encoder) asked of the integer
 * solver first: the integer encoding is exact, so "unsatisfiable" there is
 * the answer, and "satisfiable" is too -- these questions only ever want
 * a proof (a lemma is an optimisation; "not proved" is always safe), so
 * the bit-vector encoding need not confirm the model.  Z3_L_UNDEF when the
 * integer solver cannot be asked or gives up: then the bit-vector query
 * decides.  Bit-blasting the 64-bit products of such subscripts took
 * 40-70 ms per question (DataRaceBench DRB181's long long indices). */
#define DRS_LEMMA_INT_RLIMIT 500000u
static Z3_lbool ask_int(check_state *st, int a1, int a2, int (*make)(drs_enc *, int, int, Z3_ast *),
                        unsigned ms)
{
    drs_enc *ie = st->ienc;
    if (!ie || !drs_enc_int_shape_eligible(ie, a1) ||
        !drs_enc_int_shape_eligible(ie, a2) || !drs_ensure_int_solver_(st))
        return Z3_L_UNDEF;
    Z3_ast q[5];
    int n = make(ie, a1, a2, q);
    if (n <= 0 || drs_enc_failed_(st))
        return Z3_L_UNDEF;
    drs_push_facts_(st, &st->lia, q, n);
    st->lia.rlimit = DRS_LEMMA_INT_RLIMIT;
    Z3_lbool res = drs_run_check_(st, &st->lia, ms);
    st->lia.rlimit = 0;
    Z3_solver_pop(st->s->z, st->lia.s, 1);
    return st->fatal ? Z3_L_UNDEF : res;
}

/* The facts of the two questions in either encoding, into q; their count,
 * -1 when one cannot be made.  "Some inner subscript of acc leaves its
 * extent": */
static int in_bounds_facts(drs_enc *e, int acc, int unused, Z3_ast *q)
{
    (void)unused;
    q[0] = drs_enc_index_ctx(e, acc, 1);
    q[1] = drs_enc_index_out(e, acc, 1);
    q[2] = drs_enc_index_assumed(e, acc, 1);
    return q[0] && q[1] && q[2] ? 3 : -1;
}

/* "The two accesses' inner subscripts differ by an extent or more": */
static int close_facts(drs_enc *e, int first, int second, Z3_ast *q)
{
    q[0] = drs_enc_index_ctx(e, first, 1);
    q[1] = drs_enc_index_ctx(e, second, 2);
    q[2] = drs_enc_index_far(e, first, second);
    q[3] = drs_enc_index_assumed(e, first, 1);
    q[4] = drs_enc_index_assumed(e, second, 2);
    return q[0] && q[1] && q[2] && q[3] && q[4] ? 5 : -1;
}

/* True when every subscript k >= 1 of access acc provably lies within its
 * extent in every execution of the access (asked once per access, on the
 * incremental solver with the short limit; "not proved" when it gives up). */
static bool index_in_bounds(check_state *st, int acc)
{
    Z3_context z = st->s->z;
    if (st->inb[acc])
        return st->inb[acc] == 1;
    st->inb[acc] = 2;
    unsigned ms;
    if (!drs_query_timeout_(st, &ms))
        return false;
    ms = drs_cap_ms_(ms, DRS_FAST_MS);
    Z3_lbool ir = ask_int(st, acc, acc, in_bounds_facts, ms);
    if (ir != Z3_L_UNDEF) {
        if (ir == Z3_L_FALSE)
            st->inb[acc] = 1;
        return st->inb[acc] == 1;
    }
    Z3_ast q[3];
    if (in_bounds_facts(st->enc, acc, acc, q) < 0 || drs_enc_failed_(st) ||
        !drs_fast_ready_(st))
        return false;
    drs_push_facts_(st, &st->fast, q, 3);
    Z3_lbool res = drs_run_check_(st, &st->fast, ms);
    Z3_solver_pop(z, st->fast.s, 1);
    if (st->fatal)
        return false;
    if (res == Z3_L_FALSE)
        st->inb[acc] = 1;
    return st->inb[acc] == 1;
}

/* True when no two executions of the pair (first in copy 1, second in copy
 * 2) have subscripts k >= 1 that differ by their extent or more. */
static bool index_close(check_state *st, int first, int second)
{
    unsigned ms;
    if (!drs_query_timeout_(st, &ms))
        return false;
    ms = drs_cap_ms_(ms, DRS_FAST_MS);
    Z3_lbool ir = ask_int(st, first, second, close_facts, ms);
    if (ir != Z3_L_UNDEF)
        return ir == Z3_L_FALSE;
    Z3_ast q[5];
    if (close_facts(st->enc, first, second, q) < 0 || drs_enc_failed_(st) ||
        !drs_fast_ready_(st))
        return false;
    drs_push_facts_(st, &st->fast, q, 5);
    Z3_lbool res = drs_run_check_(st, &st->fast, ms);
    Z3_solver_pop(st->s->z, st->fast.s, 1);
    return !st->fatal && res == Z3_L_FALSE;
}

/* The implied "equal subscripts" fact of the pair (drs_encode.h), or NULL
 * when it does not apply (or on a fatal error). */
static Z3_ast subscript_lemma(check_state *st, int first, int second)
{
    if (!drs_enc_same_shape(st->enc, first, second))
        return NULL;
    /* Assumed in bounds (every pair query asserts drs_enc_index_assumed
     * of both accesses) or kept there by the interval analysis: implied. */
    bool ok = drs_enc_inner_in_range(st->enc, first, true) &&
              drs_enc_inner_in_range(st->enc, second, true);
    ok = ok || (index_in_bounds(st, first) && (second == first || index_in_bounds(st, second)));
    if (!ok && !st->fatal)
        ok = index_close(st, first, second);
    return ok && !st->fatal ? drs_enc_index_eq(st->enc, first, second) : NULL;
}

/* subscript_lemma, asked once per pair (solve_pair and solve_pair_bv both
 * want it). */
Z3_ast drs_pair_lemma_(check_state *st, int first, int second)
{
    if (st->lemma_of[0] != first || st->lemma_of[1] != second) {
        st->lemma = subscript_lemma(st, first, second);
        st->lemma_of[0] = first;
        st->lemma_of[1] = second;
    }
    return st->lemma;
}
