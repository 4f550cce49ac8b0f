/* drs_assumed.c -- what the in-bounds rule leaves in a construct's result
 * (DESIGN.md, race query item 5; the questions themselves: drs_bounds.c).
 *
 * Assumptions stated.  A race-free verdict rests on the rule when one of
 * its pairs was decided with it and not without it: the dims filter only
 * with the rule's bounds, or Z3's "unsat" not confirmed by the query
 * without them (DRS_RECHECK_RLIMIT; after DRS_RECHECK_GIVEUPS give-ups in
 * the construct, not asked: stated; over Z3 Int when the pair has a linear
 * integer encoding).  drs_bounds_note_pair_ records the
 * objects, drs_bounds_finish_ writes one assumption per object into the
 * result.
 *
 * Races through an out-of-bounds access.  A race whose witness has a
 * reported access outside its bound says it arises through that access
 * (drs_bounds_mark_race_).
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <z3.h>

#include "drs_check_int.h"

/* Resource limit of the check that a race-free pair did not need the rule
 * (undecided: the assumption is stated), and how many such checks may give
 * up in a construct before the rest are not asked (their pairs state it). */
#define DRS_RECHECK_RLIMIT 1000000u
#define DRS_RECHECK_GIVEUPS 2
/* A pair with a linear integer encoding is asked in the integer mode
 * instead, with this limit (a give-up counts as above; the bit-vector
 * check of the same question only spends more on it). */
#define DRS_RECHECK_INT_RLIMIT 20000u
#define DRS_RECHECK_INT_MS 2000u

void drs_bounds_note_pair_(check_state *st, int a1, int a2)
{
    const int acc[2] = {a1, a2};
    for (int k = 0; k < 2; k++)
        if (drs_enc_has_index_assumption(st->enc, acc[k]) &&
            !drs_enc_index_proved(st->enc, acc[k]))
            st->assumed_obj[st->c->accesses[acc[k]].object] = true;
}

/* The recheck in the integer mode, when the pair has a linear integer
 * encoding (drs_solve_pair_int_): the pair's integer facts without the
 * in-bounds ones and without the equal subscripts they imply (the
 * intervals alone may still imply them).  Exact as the integer mode is;
 * on the polyhedral pairs of DataRaceBench's tiled kernels it answers in
 * milliseconds where the bit-vector recheck spent its whole limit (DRB056:
 * 0.8 s to give up twice).  Z3_L_UNDEF: not eligible, or gave up. */
static Z3_lbool recheck_int(check_state *st, int a1, int a2, bool *eligible)
{
    drs_enc *ie = st->ienc;
    *eligible = false;
    if (!ie || drs_enc_int_degree(ie, a1, a2) < 0 || drs_enc_int_degree(ie, a1, a2) > 1 ||
        !drs_enc_int_eligible(ie, a1, a2) || !drs_ensure_int_solver_(st))
        return Z3_L_UNDEF;
    unsigned ms;
    if (!drs_query_timeout_(st, &ms))
        return Z3_L_UNDEF;
    Z3_ast q[DRS_INT_FACTS + 1];
    int nq = drs_int_pair_facts_(st, a1, a2, false, q);
    if (nq <= 0)
        return Z3_L_UNDEF;
    if (drs_enc_error(ie) || drs_z3_failed_(st) ||
        !drs_zslot_ranges_(st, &st->lia, ie))   /* after the terms */
        return Z3_L_UNDEF;
    *eligible = true;
    drs_push_facts_(st, &st->lia, q, nq);
    st->lia.rlimit = DRS_RECHECK_INT_RLIMIT;
    Z3_lbool res = drs_run_check_(st, &st->lia, drs_cap_ms_(ms, DRS_RECHECK_INT_MS));
    st->lia.rlimit = 0;
    Z3_solver_pop(st->s->z, st->lia.s, 1);
    return st->fatal ? Z3_L_UNDEF : res;
}

bool drs_bounds_recheck_asks_(const check_state *st, int a1, int a2)
{
    /* The assumption is stated per object: once one pair of it needed the
     * rule, the others need not be asked. */
    if (st->assumed_obj[st->c->accesses[a1].object] &&
        st->assumed_obj[st->c->accesses[a2].object])
        return false;
    return (drs_enc_has_index_assumption(st->enc, a1) && !drs_enc_index_proved(st->enc, a1)) ||
           (drs_enc_has_index_assumption(st->enc, a2) && !drs_enc_index_proved(st->enc, a2));
}

void drs_bounds_recheck_(check_state *st, int a1, int a2)
{
    if (!drs_bounds_recheck_asks_(st, a1, a2))
        return;
    if (st->recheck_giveups >= DRS_RECHECK_GIVEUPS) {
        drs_bounds_note_pair_(st, a1, a2);
        return;
    }
    bool eligible = false;
    Z3_lbool lia = recheck_int(st, a1, a2, &eligible);
    if (lia == Z3_L_FALSE)
        return;
    if (eligible || st->fatal) {
        if (lia == Z3_L_UNDEF)
            st->recheck_giveups++;
        drs_bounds_note_pair_(st, a1, a2);
        return;
    }
    Z3_context z = st->s->z;
    unsigned ms;
    if (!drs_query_timeout_(st, &ms) || !drs_fast_ready_(st))
        return;
    /* the pair's query without the in-bounds facts (and the lemma they
     * imply): may-happen-in-parallel is part of it when it is not in the
     * base facts -- without it a region's pair on one thread would count
     * as needing the rule, and the question is larger (NPB LU's regions:
     * 7 rechecks gave up after 1M units each) */
    Z3_ast q[4] = {drs_enc_access(st->enc, a1, 1), drs_enc_access(st->enc, a2, 2),
                   drs_enc_overlap(st->enc, a1, a2), NULL};
    int nq = 3;
    if (st->c->n_workers > 0 || st->c->team >= 0) {
        const char *why = NULL;
        q[nq] = drs_enc_pair_parallel(st->enc, a1, a2, &why);
        if (why) {
            drs_bounds_note_pair_(st, a1, a2);
            return;
        }
        if (!q[nq++])   /* never in parallel: race-free without the rule */
            return;
    }
    if (drs_enc_failed_(st) || !q[0] || !q[1] || !q[2])
        return;
    unsigned keep = st->fast.rlimit;
    st->fast.rlimit = DRS_RECHECK_RLIMIT;
    drs_push_facts_(st, &st->fast, q, nq);
    Z3_lbool res = drs_run_check_(st, &st->fast, ms);
    Z3_solver_pop(z, st->fast.s, 1);
    st->fast.rlimit = keep;
    if (res == Z3_L_UNDEF)
        st->recheck_giveups++;
    if (res != Z3_L_FALSE)
        drs_bounds_note_pair_(st, a1, a2);
}

static bool is_oob(const check_state *st, int acc)
{
    for (int k = 0; k < st->r->n_oob; k++)
        if (st->r->oob[k].access == acc)
            return true;
    return false;
}

void drs_bounds_mark_race_(check_state *st, Z3_model m, drs_race *x)
{
    Z3_context z = st->s->z;
    const int acc[2] = {x->first, x->second};
    for (int k = 0; k < 2; k++) {
        if (!is_oob(st, acc[k]) || !x->message)
            continue;
        Z3_ast out = drs_enc_index_outside(st->enc, acc[k], k + 1), v = NULL;
        if (!out || !Z3_model_eval(z, m, out, true, &v) || !v ||
            Z3_get_error_code(z) != Z3_OK || Z3_get_bool_value(z, v) != Z3_L_TRUE)
            continue;
        const char *t = st->c->accesses[acc[k]].text;
        size_t n = strlen(x->message) + strlen(t ? t : "?") + 64;
        char *msg = malloc(n);
        if (!msg)
            return;
        snprintf(msg, n, "%s through the out-of-bounds access '%s'", x->message, t ? t : "?");
        free(x->message);
        x->message = msg;
        return;
    }
}

void drs_bounds_finish_(check_state *st)
{
    const drs_construct *c = st->c;
    drs_result *r = st->r;
    if (r->verdict != DRS_VERDICT_RACE_FREE)
        return;
    for (int o = 0; o < c->n_objects; o++) {
        if (!st->assumed_obj[o])
            continue;
        char buf[512];
        snprintf(buf, sizeof buf,
                 "every subscript of '%s' lies within its extent (out-of-bounds "
                 "subscripts are undefined behaviour, C11 J.2)",
                 c->objects[o].name);
        char **p = realloc(r->assumptions, sizeof *p * (size_t)(r->n_assumptions + 1));
        char *s = drs_strdup_(buf);
        if (!p || !s) {
            free(s);
            if (p)
                r->assumptions = p;
            return;
        }
        r->assumptions = p;
        r->assumptions[r->n_assumptions++] = s;
    }
}
