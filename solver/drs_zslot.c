/* drs_zslot.c -- the Z3 side of deciding one construct: the first reason a
 * pair stayed undecided, Z3 and encoder errors, the per-check limits of a
 * solver slot (time from the options and the TU's budget, resource units),
 * push-and-check, and the witness polisher that asks again for small
 * values.  drs_solver.c (drs_check_int.h) uses them.
 */
#define _POSIX_C_SOURCE 200809L

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <z3.h>

#include "drs_check_int.h"

void drs_set_unknown_(check_state *st, const char *fmt, ...)
{
    if (st->unknown)
        return;
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    st->unknown = drs_strdup_(buf);
}

/* Records a Z3 error if there is one; true if there was. */
bool drs_z3_failed_(check_state *st)
{
    Z3_error_code code = Z3_get_error_code(st->s->z);
    if (code == Z3_OK)
        return false;
    drs_set_unknown_(st, "internal solver error: %s", Z3_get_error_msg(st->s->z, code));
    st->fatal = true;
    return true;
}

bool drs_enc_failed_(check_state *st)
{
    const char *why = drs_enc_error(st->enc);
    if (!why)
        return false;
    drs_set_unknown_(st, "%s", why);
    st->fatal = true;
    return true;
}

static void set_timeout(check_state *st, zslot *zs, unsigned ms)
{
    if (ms == 0)
        ms = UINT32_MAX;
    zs->ms = ms;
    /* The wall-time limit is the guard thread's (drs_watch.c); Z3's own
     * timer only when that thread cannot run. */
    unsigned param_ms = drs_watch_ok_(st->s->watch) ? UINT32_MAX : ms;
    /* The slot's own resource limit, else one query's share of the budget
     * (a fixed number: changing a solver's parameters costs it its
     * incremental state, so the budget is checked between queries). */
    unsigned rl = zs->rlimit;
    if (rl == 0 && st->s->opt.budget_mu)
        rl = st->s->opt.budget_mu > 4000 ? 4000000000u : st->s->opt.budget_mu * 1000000u;
    if (param_ms == zs->timeout_set && rl == zs->rlimit_set)
        return;
    Z3_context z = st->s->z;
    Z3_params p = Z3_mk_params(z);
    if (!p)
        return;
    Z3_params_inc_ref(z, p);
    Z3_params_set_uint(z, p, Z3_mk_string_symbol(z, "timeout"), param_ms);
    /* Always set (0 = none): solver params are merged, so leaving it out
     * would keep an earlier limit. */
    Z3_params_set_uint(z, p, Z3_mk_string_symbol(z, "rlimit"), rl);
    Z3_solver_set_params(z, zs->s, p);
    Z3_params_dec_ref(z, p);
    zs->timeout_set = param_ms;
    zs->rlimit_set = rl;
}

/* Checks what zs holds within the wall time set_timeout gave it. */
static Z3_lbool timed_check(check_state *st, zslot *zs)
{
    if (zs->suspect)
        return Z3_L_UNDEF;   /* nothing it answers is used (drs_zslot_model_) */
    return drs_watch_check_(st->s->watch, st->s->z, zs->s, zs->ms);
}

bool drs_check_timed_out_(const check_state *st)
{
    return drs_watch_fired_(st->s->watch);
}

/* Per-query time limit from the options and the budget (0 = none); false
 * when the budget is spent. */
static bool share_spent(const check_state *st)
{
    return st->units_cap != 0 && st->s->units_used - st->units_start >= st->units_cap;
}

const char *drs_check_budget_reason_(const check_state *st)
{
    if (drs_units_left_(st->s) != 0 && drs_budget_left_ms_(st->s) != 0 && share_spent(st))
        return "solver budget exhausted (one construct may use half of what is left of "
               "the translation unit's budget)";
    return drs_budget_reason_(st->s);
}

bool drs_query_timeout_(check_state *st, unsigned *ms)
{
    unsigned left = drs_budget_left_ms_(st->s);
    if (left == 0 || drs_units_left_(st->s) == 0 || share_spent(st))
        return false;
    unsigned t = st->s->opt.timeout_ms;
    if (left != UINT32_MAX && (t == 0 || left < t))
        t = left;
    *ms = t;
    return true;
}

/* The facts asserted on zs (inc_ref'd), or NULL. */
static Z3_ast_vector assertions_of(check_state *st, zslot *zs)
{
    Z3_context z = st->s->z;
    Z3_ast_vector av = Z3_solver_get_assertions(z, zs->s);
    if (!av || Z3_get_error_code(z) != Z3_OK)
        return NULL;
    Z3_ast_vector_inc_ref(z, av);
    return av;
}

/* The facts of zs from the n0-th on, in m: `exact` -- every one true with
 * the values m leaves open completed, as a witness reads them; else none
 * false, without completion (which would give those constants a value in m
 * itself, and the witness read from m later would change). */
static bool facts_in(check_state *st, zslot *zs, Z3_model m, unsigned n0, bool exact)
{
    Z3_context z = st->s->z;
    Z3_ast_vector av = assertions_of(st, zs);
    if (!av)
        return false;
    unsigned n = Z3_ast_vector_size(z, av);
    bool ok = n0 <= n;
    for (unsigned k = n0; k < n && ok; k++) {
        Z3_ast v = NULL;
        bool got = Z3_model_eval(z, m, Z3_ast_vector_get(z, av, k), exact, &v) && v &&
                   Z3_get_error_code(z) == Z3_OK;
        ok = exact ? got && Z3_get_bool_value(z, v) == Z3_L_TRUE
                   : !got || Z3_get_bool_value(z, v) != Z3_L_FALSE;
    }
    Z3_ast_vector_dec_ref(z, av);
    return ok && (!exact || Z3_get_error_code(z) == Z3_OK);
}

Z3_model drs_zslot_model_(check_state *st, zslot *zs)
{
    Z3_context z = st->s->z;
    Z3_model m = Z3_solver_get_model(z, zs->s);
    if (m)
        Z3_model_inc_ref(z, m);
    if (m && Z3_get_error_code(z) != Z3_OK) {
        Z3_model_dec_ref(z, m);
        m = NULL;
    }
    /* Z3 4.8.12's arithmetic solver can answer sat with a model that breaks
     * an assertion after many push/pop rounds (difftest seed 3901 case 52:
     * t = 1 against (t + 12) mod 65536 even).  Such a model is no witness,
     * and the solver's state is not trusted for the next query either. */
    if (m && !facts_in(st, zs, m, 0, false)) {
        Z3_model_dec_ref(z, m);
        m = NULL;
        zs->suspect = true;
        st->r->invalid_models++;
    }
    return m;
}

void drs_zslot_drop_(check_state *st, zslot *zs)
{
    if (zs->s)
        Z3_solver_dec_ref(st->s->z, zs->s);
    memset(zs, 0, sizeof *zs);
}

/* The inputs (and locals) a witness shows are asserted within
 * [-bound, bound] ([0, bound] unsigned) on zs. */
static void assert_inputs_within(check_state *st, zslot *zs, drs_enc *enc, int64_t bound);

void drs_assert_small_inputs_(check_state *st, zslot *zs, drs_enc *enc)
{
    assert_inputs_within(st, zs, enc, 1024);
}

/* The symbols assert_inputs_within bounds, each of copy cp (0 for an
 * input), in turn: f(symbol, its Z3 term, signed) until it returns false. */
static bool each_input(check_state *st, drs_enc *enc,
                       bool (*f)(check_state *, Z3_ast, bool, void *), void *arg)
{
    const drs_construct *c = st->c;
    for (int s = 0; s < c->n_symbols; s++) {
        const drs_symbol *y = &c->symbols[s];
        if (y->kind != DRS_SYM_INPUT && y->kind != DRS_SYM_LOCAL)
            continue;
        if (y->type.bits < 12)
            continue;
        for (int cp = y->kind == DRS_SYM_LOCAL ? 1 : 0;
             cp <= (y->kind == DRS_SYM_LOCAL ? 2 : 0); cp++) {
            /* integer mode: only the symbols the query uses (making
             * another would add its range to every later query) */
            Z3_ast v = drs_enc_is_int(enc) ? drs_enc_symbol_made(enc, s, cp)
                                           : drs_enc_symbol(enc, s, cp);
            if (v && !f(st, v, y->type.is_signed, arg))
                return false;
        }
    }
    return true;
}

struct within { zslot *zs; drs_enc *enc; int64_t bound; Z3_model m; };

static bool assert_one_within(check_state *st, Z3_ast v, bool sg, void *arg)
{
    const struct within *w = arg;
    Z3_context z = st->s->z;
    Z3_sort srt = Z3_get_sort(z, v);
    if (!srt)
        return true;
    if (drs_enc_is_int(w->enc)) {
        Z3_solver_assert(z, w->zs->s, Z3_mk_le(z, v, Z3_mk_int64(z, w->bound, srt)));
        Z3_solver_assert(z, w->zs->s, Z3_mk_ge(z, v, Z3_mk_int64(z, sg ? -w->bound : 0, srt)));
        return true;
    }
    Z3_ast hi = Z3_mk_unsigned_int64(z, (uint64_t)w->bound, srt);
    Z3_ast lo = sg ? Z3_mk_bvneg(z, hi) : Z3_mk_unsigned_int64(z, 0, srt);
    Z3_solver_assert(z, w->zs->s, sg ? Z3_mk_bvsle(z, v, hi) : Z3_mk_bvule(z, v, hi));
    Z3_solver_assert(z, w->zs->s, sg ? Z3_mk_bvsge(z, v, lo) : Z3_mk_bvuge(z, v, lo));
    return true;
}

static void assert_inputs_within(check_state *st, zslot *zs, drs_enc *enc, int64_t bound)
{
    struct within w = {zs, enc, bound, NULL};
    each_input(st, enc, assert_one_within, &w);
}

/* v's value in w->m lies within [-bound, bound] (what the model does not
 * fix counts as within). */
static bool one_is_within(check_state *st, Z3_ast v, bool sg, void *arg)
{
    const struct within *w = arg;
    Z3_context z = st->s->z;
    Z3_ast out = NULL;
    if (!Z3_model_eval(z, w->m, v, false, &out) || !out ||
        Z3_get_ast_kind(z, out) != Z3_NUMERAL_AST)
        return true;
    if (drs_enc_is_int(w->enc)) {
        int64_t x;
        return !Z3_get_numeral_int64(z, out, &x) || (x <= w->bound && x >= -w->bound);
    }
    uint64_t u;
    if (!Z3_get_numeral_uint64(z, out, &u))
        return true;
    unsigned bits = Z3_get_bv_sort_size(z, Z3_get_sort(z, out));
    int64_t x = (int64_t)u;
    if (sg && bits < 64 && (u >> (bits - 1)) & 1)
        x = (int64_t)(u | ~((UINT64_C(1) << bits) - 1));
    if (!sg)
        return u <= (uint64_t)w->bound;
    return x <= w->bound && x >= -w->bound;
}

/* Asks solver zs (holding the pair) for a model with small loop values:
 * `near` steps from init for the pair's per-copy and outer loops (and small
 * inputs when `inputs`).  Returns a new model (inc_ref'd) or NULL. */
Z3_model drs_polish_(check_state *st, zslot *zs, drs_enc *enc, int first, int second,
                       int64_t near, bool inputs)
{
    return drs_polish_within_(st, zs, enc, first, second, near, inputs, DRS_POLISH_RLIMIT);
}

/* The number of facts asserted on zs; UINT_MAX on failure. */
static unsigned n_assertions(check_state *st, zslot *zs)
{
    Z3_ast_vector av = assertions_of(st, zs);
    if (!av)
        return UINT_MAX;
    unsigned n = Z3_ast_vector_size(st->s->z, av);
    Z3_ast_vector_dec_ref(st->s->z, av);
    return n;
}

Z3_model drs_polish_within_(check_state *st, zslot *zs, drs_enc *enc, int first, int second,
                            int64_t near, bool inputs, unsigned rlimit)
{
    return drs_polish_have_(st, zs, enc, first, second, near, inputs, rlimit, NULL);
}

Z3_model drs_polish_have_(check_state *st, zslot *zs, drs_enc *enc, int first, int second,
                          int64_t near, bool inputs, unsigned rlimit, Z3_model have)
{
    Z3_context z = st->s->z;
    const drs_construct *c = st->c;
    unsigned ms;
    if (!drs_query_timeout_(st, &ms))
        return NULL;
    ms = drs_cap_ms_(ms, DRS_POLISH_MS);
    int *loops = malloc(sizeof(int) * (size_t)(c->n_loops + 1));
    if (!loops)
        return NULL;
    unsigned n0 = have ? n_assertions(st, zs) : UINT_MAX;
    Z3_solver_push(z, zs->s);
    const int accs[2] = {first, second};
    for (int cp = 1; cp <= 2; cp++) {
        int n = drs_iter_loops_(c, accs[cp - 1], loops);
        for (int k = 0; k < n; k++) {
            Z3_ast a = drs_enc_loop_near(enc, loops[k], cp, near);
            if (a)
                Z3_solver_assert(z, zs->s, a);
        }
    }
    for (int l = 0; l < c->n_loops; l++)
        if (c->loops[l].kind == DRS_LOOP_OUTER) {
            Z3_ast a = drs_enc_loop_near(enc, l, 0, near);
            if (a)
                Z3_solver_assert(z, zs->s, a);
        }
    if (c->n_workers > 0) {
        Z3_ast a = drs_enc_workers_near(enc, first, second, near);
        if (a)
            Z3_solver_assert(z, zs->s, a);
    }
    /* An access against itself: name the earlier iteration first (the
     * query is symmetric in the copies; drs_encode.h). */
    if (first == second && st->par >= 0) {
        Z3_ast a = drs_enc_loop_first(enc, st->par);
        if (a)
            Z3_solver_assert(z, zs->s, a);
    }
    if (inputs && c->team >= 0 && c->team < c->n_symbols) {
        /* teams 0 and 1 (or one of them) when they can be, in the order of
         * the copies (an access against itself: the earlier iteration in
         * the lower team, as `distribute` hands out chunks) */
        Z3_ast t1 = drs_enc_symbol(enc, c->team, 1), t2 = drs_enc_symbol(enc, c->team, 2);
        if (t1 && t2 && first == second)
            Z3_solver_assert(z, zs->s, drs_enc_is_int(enc) ? Z3_mk_le(z, t1, t2)
                                                           : Z3_mk_bvule(z, t1, t2));
        for (int cp = 1; cp <= 2; cp++) {
            Z3_ast v = drs_enc_symbol(enc, c->team, cp);
            Z3_sort srt = v ? Z3_get_sort(z, v) : NULL;
            if (!v || !srt)
                continue;
            Z3_solver_assert(z, zs->s,
                             drs_enc_is_int(enc)
                                 ? Z3_mk_le(z, v, Z3_mk_int64(z, 1, srt))
                                 : Z3_mk_bvule(z, v, Z3_mk_unsigned_int64(z, 1, srt)));
        }
    }
    if (inputs)
        drs_assert_small_inputs_(st, zs, enc);
    free(loops);
    Z3_model m = NULL;
    if (!drs_enc_error(enc) && Z3_get_error_code(z) == Z3_OK) {
        /* the model at hand is near enough already: no check */
        if (have && n0 != UINT_MAX && facts_in(st, zs, have, n0, true)) {
            Z3_model_inc_ref(z, have);
            m = have;
        } else {
            unsigned keep = zs->rlimit;
            zs->rlimit = rlimit;
            set_timeout(st, zs, ms);
            zs->rlimit = keep;
            Z3_lbool res = timed_check(st, zs);
            drs_note_units_(st->s, zs->s);
            if (res == Z3_L_TRUE)
                m = drs_zslot_model_(st, zs);
        }
        /* inputs a reader takes in at a glance (`n=2`, not `n=903`) when
         * there are: one more check, only where the model's are larger */
        struct within w = {zs, enc, DRS_SMALL_INPUT, m};
        if (m && inputs && !each_input(st, enc, one_is_within, &w)) {
            Z3_solver_push(z, zs->s);
            assert_inputs_within(st, zs, enc, DRS_SMALL_INPUT);
            if (Z3_get_error_code(z) == Z3_OK && timed_check(st, zs) == Z3_L_TRUE) {
                Z3_model m2 = drs_zslot_model_(st, zs);
                if (m2) {
                    Z3_model_dec_ref(z, m);
                    m = m2;
                }
            }
            drs_note_units_(st->s, zs->s);
            Z3_solver_pop(z, zs->s, 1);
        }
    }
    Z3_solver_pop(z, zs->s, 1);
    return m;
}

/* Pushes the n facts q onto zs and checks them within ms (0 = no limit).
 * The caller pops. */
void drs_push_facts_(check_state *st, zslot *zs, const Z3_ast *q, int n)
{
    Z3_context z = st->s->z;
    Z3_solver_push(z, zs->s);
    for (int k = 0; k < n; k++)
        Z3_solver_assert(z, zs->s, q[k]);
}

bool drs_zslot_ranges_(check_state *st, zslot *zs, drs_enc *e)
{
    unsigned from = zs->ranges_done;
    Z3_ast r = drs_enc_int_ranges_since(e, &zs->ranges_done);
    if (!r || drs_enc_error(e))
        return false;
    if (zs->ranges_done != from)
        Z3_solver_assert(st->s->z, zs->s, r);
    return !drs_z3_failed_(st);
}

/* Checks what zs holds within ms (0 = no limit). */
Z3_lbool drs_run_check_(check_state *st, zslot *zs, unsigned ms)
{
    set_timeout(st, zs, ms);
    if (drs_z3_failed_(st))
        return Z3_L_UNDEF;
    Z3_lbool res = timed_check(st, zs);
    if (drs_z3_failed_(st))
        return Z3_L_UNDEF;
    drs_note_units_(st->s, zs->s);
    return res;
}

Z3_model drs_polish_steps_(check_state *st, zslot *zs, drs_enc *enc, int first, int second,
                           Z3_model have)
{
    /* (with products, a small limit: where the step finds nothing, Z3's
     * nonlinear search spends all of it -- 26 ms on DataRaceBench DRB015
     * with DRS_POLISH_RLIMIT) */
    Z3_model m = NULL;
    int deg = drs_enc_is_int(enc) ? drs_enc_int_degree(enc, first, second) : -1;
    bool linear = deg >= 0 && deg <= 1;
    if (drs_enc_is_int(enc))
        m = drs_polish_have_(st, zs, enc, first, second, DRS_NEAR_INT, true,
                             linear ? DRS_POLISH_RLIMIT : DRS_NEAR_INT_RLIMIT, have);
    if (!m)
        m = drs_polish_have_(st, zs, enc, first, second, DRS_NEAR0, true,
                             DRS_POLISH_RLIMIT, have);
    if (!m)
        m = drs_polish_have_(st, zs, enc, first, second, DRS_NEAR1, true,
                             DRS_POLISH_RLIMIT, have);
    if (!m && linear)
        m = drs_polish_have_(st, zs, enc, first, second, DRS_NEAR_INT2, true,
                             DRS_POLISH_RLIMIT, have);
    if (!m)
        m = drs_polish_have_(st, zs, enc, first, second, DRS_NEAR2, false,
                             DRS_POLISH_RLIMIT, have);
    return m;
}
