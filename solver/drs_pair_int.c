/* drs_pair_int.c -- a pair's query in the integer mode (drs_solver.c,
 * "Integer mode"): the integer solver of a construct, the facts of a
 * pair's integer query, the query with its witness polished to small
 * values, and the check of an integer model in the bit-vector encoding
 * that every integer race passes before it is reported.
 */
#define _POSIX_C_SOURCE 200809L

#include <string.h>
#include <z3.h>

#include "drs_check_int.h"

bool drs_ensure_int_solver_(check_state *st)
{
    if (st->lia.s && st->lia.suspect) {
        /* Z3's integer arithmetic went wrong on this construct's queries
         * (drs_zslot_model_): a fresh solver once, then the bit-vector
         * solvers alone -- the second time the fresh one went wrong as
         * well and then ran into its wall-time guard (difftest seed 3901
         * case 52, 10 s) */
        drs_zslot_drop_(st, &st->lia);
        if (++st->lia_remade > 1)
            st->lia_broken = true;
    }
    if (st->lia.s)
        return true;
    if (st->lia_broken || !st->ienc)
        return false;
    st->lia_broken = true;
    Z3_context z = st->s->z;
    const char *why = NULL;
    Z3_ast base = drs_enc_base(st->ienc, &why);
    if (why || !base || drs_enc_error(st->ienc))
        return false;
    Z3_solver s = Z3_mk_simple_solver(z);
    if (!s) {
        drs_z3_failed_(st);
        return false;
    }
    Z3_solver_inc_ref(z, s);
    st->lia.s = s;
    st->lia.ranges_done = 0;
    Z3_solver_assert(z, s, base);
    if (drs_z3_failed_(st) || !drs_zslot_ranges_(st, &st->lia, st->ienc))
        return false;
    st->lia_broken = false;
    return true;
}

/* The value of Int term v in model m as the bit-vector numeral of sort
 * srt; NULL when it cannot be read. */
static Z3_ast pin_value(Z3_context z, Z3_model m, Z3_ast v, Z3_sort srt)
{
    Z3_ast val = NULL;
    int64_t i = 0;
    uint64_t u = 0;
    if (!v || !srt || !Z3_model_eval(z, m, v, true, &val) || !val ||
        Z3_get_error_code(z) != Z3_OK)
        return NULL;
    if (Z3_get_numeral_int64(z, val, &i) && Z3_get_error_code(z) == Z3_OK)
        return Z3_mk_int64(z, i, srt);
    if (Z3_get_error_code(z) == Z3_OK && Z3_get_numeral_uint64(z, val, &u) &&
        Z3_get_error_code(z) == Z3_OK)
        return Z3_mk_unsigned_int64(z, u, srt);
    return NULL;
}

/* The numeral 0 of each sort met, made once per pinning (a pair's
 * symbols come in a few widths; each Z3_mk_int64 costs a numeral's
 * hash-consing: NPB LU's ssor pins ~2,400 symbols to 0). */
typedef struct zeros {
    int n;
    Z3_sort srt[8];
    Z3_ast zero[8];
} zeros;

static Z3_ast zero_of(Z3_context z, zeros *zs, Z3_sort srt)
{
    for (int k = 0; k < zs->n; k++)
        if (zs->srt[k] == srt)
            return zs->zero[k];
    Z3_ast v = Z3_mk_int64(z, 0, srt);
    if (v && zs->n < 8) {
        zs->srt[zs->n] = srt;
        zs->zero[zs->n++] = v;
    }
    return v;
}

/* The bit-vector pin of a symbol (constant bv) from integer model m: its
 * value there when the integer encoding made it (iv), else 0 -- a symbol
 * the integer query does not use is 0 in its model (completion). */
static Z3_ast pin_of(Z3_context z, zeros *zs, Z3_model m, Z3_ast iv, Z3_ast bv)
{
    Z3_sort srt = Z3_get_sort(z, bv);
    return iv ? pin_value(z, m, iv, srt) : zero_of(z, zs, srt);
}

/* The integer model m as a bit-vector model of the pair's query (every
 * symbol the bit-vector encoding made, at its value in m), when the base
 * facts and q evaluate to true under it without completion -- no constant
 * left free (a loop's step count has none in m): NULL otherwise.  A check
 * of the pinned query costs the incremental solver a pass over all of the
 * base facts (NPB LU's ssor region: half its time). */
static Z3_model by_evaluation(check_state *st, Z3_model m, const Z3_ast *q, int nq)
{
    Z3_context z = st->s->z;
    const drs_construct *c = st->c;
    const char *why = NULL;
    Z3_ast base = drs_enc_base(st->enc, &why);
    if (!base || why)
        return NULL;
    Z3_model bm = Z3_mk_model(z);
    if (!bm)
        return NULL;
    Z3_model_inc_ref(z, bm);
    zeros zs = {0};
    bool ok = true;
    for (int s = 0; s < c->n_symbols && ok; s++) {
        bool per = drs_sym_per_copy(c->symbols[s].kind);
        for (int cp = per ? 1 : 0; cp <= (per ? 2 : 0) && ok; cp++) {
            /* as drs_confirm_in_bv_ pins them: the symbols of either
             * encoding, a witness may name any of them */
            Z3_ast iv = drs_enc_symbol_made(st->ienc, s, cp);
            Z3_ast bv = iv ? drs_enc_symbol(st->enc, s, cp) : drs_enc_symbol_made(st->enc, s, cp);
            if (!bv)
                continue;   /* in neither encoding's terms */
            Z3_ast val = pin_of(z, &zs, m, iv, bv);
            ok = val && Z3_get_error_code(z) == Z3_OK;
            if (ok)
                Z3_add_const_interp(z, bm, Z3_get_app_decl(z, Z3_to_app(z, bv)), val);
        }
    }
    for (int k = -1; k < nq && ok; k++) {
        Z3_ast v = NULL;
        ok = Z3_model_eval(z, bm, k < 0 ? base : q[k], false, &v) && v &&
             Z3_get_error_code(z) == Z3_OK && Z3_get_bool_value(z, v) == Z3_L_TRUE;
    }
    if (!ok || drs_enc_error(st->enc) || Z3_get_error_code(z) != Z3_OK) {
        Z3_model_dec_ref(z, bm);
        return NULL;
    }
    return bm;
}

/* The integer model m of the pair, checked in the bit-vector encoding: the
 * pair's bit-vector query with every symbol fixed to its value in m, on the
 * incremental solver (which holds the bit-vector base).  Returns that
 * model (inc_ref'd), from which the witness is read as for any race, or
 * NULL when the bit-vector encoding does not confirm it (then the pair goes
 * the bit-vector way). */
Z3_model drs_confirm_in_bv_(check_state *st, Z3_model m, const Z3_ast *q, int nq)
{
    Z3_context z = st->s->z;
    const drs_construct *c = st->c;
    unsigned ms;
    if (!drs_query_timeout_(st, &ms))
        return NULL;
    ms = drs_cap_ms_(ms, DRS_FAST_MS);
    Z3_model em = by_evaluation(st, m, q, nq);
    if (em || !drs_fast_ready_(st))
        return em;
    drs_push_facts_(st, &st->fast, q, nq);
    zeros zs = {0};
    bool ok = true;
    for (int s = 0; s < c->n_symbols && ok; s++) {
        bool per = drs_sym_per_copy(c->symbols[s].kind);
        for (int cp = per ? 1 : 0; cp <= (per ? 2 : 0) && ok; cp++) {
            /* not made in the integer encoding here: that would add its
             * range to every later integer query */
            Z3_ast iv = drs_enc_symbol_made(st->ienc, s, cp);
            Z3_ast bv = drs_enc_symbol(st->enc, s, cp);
            Z3_ast val = bv ? pin_of(z, &zs, m, iv, bv) : NULL;
            if (!val || Z3_get_error_code(z) != Z3_OK) {
                ok = false;
                break;
            }
            Z3_solver_assert(z, st->fast.s, Z3_mk_eq(z, bv, val));
        }
    }
    Z3_model r = NULL;
    if (ok && !drs_enc_error(st->enc) && !drs_enc_error(st->ienc) &&
        Z3_get_error_code(z) == Z3_OK && drs_run_check_(st, &st->fast, ms) == Z3_L_TRUE)
        r = drs_zslot_model_(st, &st->fast);
    Z3_solver_pop(z, st->fast.s, 1);
    return r;
}

int drs_int_pair_facts_(check_state *st, int first, int second, bool assumed, Z3_ast *q)
{
    drs_enc *ie = st->ienc;
    int nq = 0;
    q[nq++] = drs_enc_access(ie, first, 1);
    q[nq++] = drs_enc_access(ie, second, 2);
    q[nq++] = drs_enc_overlap(ie, first, second);
    if (assumed) {
        q[nq++] = drs_enc_index_assumed(ie, first, 1);
        q[nq++] = drs_enc_index_assumed(ie, second, 2);
    }
    const char *why = NULL;
    if (st->c->n_workers > 0 || st->c->team >= 0)   /* else in the base facts */
        q[nq++] = drs_enc_pair_parallel(ie, first, second, &why);
    /* Equal subscripts, when the in-bounds rule or the intervals imply them
     * (drs_lemma.c): a conjunction of equations instead of one over the
     * flattened offsets, which Z3's arithmetic solver decides far faster. */
    if (drs_enc_same_shape(ie, first, second) && drs_enc_inner_in_range(ie, first, assumed) &&
        drs_enc_inner_in_range(ie, second, assumed))
        q[nq++] = drs_enc_index_eq(ie, first, second);
    for (int k = 0; k < nq; k++)
        if (!q[k] || why || drs_enc_error(ie))
            return -1;
    return nq;
}

/* Tries the pair in the integer mode: Z3_L_FALSE when the integer solver
 * proved it race-free; Z3_L_TRUE when it found a race, with *im set to its
 * model (inc_ref'd, small values asked for first); Z3_L_UNDEF when the pair
 * has no linear integer encoding, the integer solver gave up, or a fatal
 * error stopped the construct. */
Z3_lbool drs_solve_pair_int_(check_state *st, int first, int second, unsigned cap,
                             unsigned rlimit, bool small, Z3_model *im)
{
    Z3_context z = st->s->z;
    *im = NULL;
    if (!st->ienc || !drs_enc_int_eligible(st->ienc, first, second) ||
        !drs_ensure_int_solver_(st))
        return Z3_L_UNDEF;
    unsigned ms;
    if (!drs_query_timeout_(st, &ms))
        return Z3_L_UNDEF;
    ms = drs_cap_ms_(ms, cap);
    drs_enc *ie = st->ienc;
    Z3_ast q[DRS_INT_FACTS + 1];
    int nq = drs_int_pair_facts_(st, first, second, true, q);
    for (int k = 0; k < nq; k++)
        if (!q[k] || drs_enc_error(ie)) {
            st->lia_broken = true;
            return Z3_L_UNDEF;
        }
    if (nq <= 0 || !drs_zslot_ranges_(st, &st->lia, ie)) {   /* after the terms */
        st->lia_broken = true;
        return Z3_L_UNDEF;
    }
    drs_push_facts_(st, &st->lia, q, nq);
    if (small) {
        /* only among small values (drs_polish_within_): never a proof */
        Z3_model sm = drs_polish_within_(st, &st->lia, ie, first, second, DRS_NEAR2, true,
                                         rlimit);
        if (!sm || st->fatal) {
            if (sm)
                Z3_model_dec_ref(z, sm);
            Z3_solver_pop(z, st->lia.s, 1);
            return Z3_L_UNDEF;
        }
        /* nearer loop values if there are (drs_polish_steps_ without its
         * last step: sm already has every value small) */
        Z3_model m = drs_polish_(st, &st->lia, ie, first, second, DRS_NEAR_INT, true);
        if (!m)
            m = drs_polish_(st, &st->lia, ie, first, second, DRS_NEAR0, true);
        if (!m)
            m = drs_polish_(st, &st->lia, ie, first, second, DRS_NEAR1, true);
        if (m)
            Z3_model_dec_ref(z, sm);
        Z3_solver_pop(z, st->lia.s, 1);
        *im = m ? m : sm;
        return Z3_L_TRUE;
    }
    st->lia.rlimit = rlimit;
    Z3_lbool res = drs_run_check_(st, &st->lia, ms);
    st->lia.rlimit = 0;   /* the polishing below has its own time limit */
    if (st->fatal || res != Z3_L_TRUE) {
        Z3_solver_pop(z, st->lia.s, 1);
        return st->fatal ? Z3_L_UNDEF : res;
    }
    /* (the check's own model first: where it is near enough already, the
     * polishing asks nothing) */
    Z3_model m0 = drs_zslot_model_(st, &st->lia);
    Z3_model m = drs_polish_steps_(st, &st->lia, ie, first, second, m0);
    if (!m)
        m = m0;
    else if (m0)
        Z3_model_dec_ref(z, m0);
    Z3_solver_pop(z, st->lia.s, 1);
    *im = m;
    return Z3_L_TRUE;
}
