/* drs_bounds.c -- the in-bounds rule's two consequences for one construct
 * (DESIGN.md, race query item 5; drs_encode.h, drs_enc_index_assumed).
 *
 * Out-of-bounds accesses.  Before any pair is decided, every access with an
 * assumed subscript that the interval analysis does not already keep within
 * its extent, and that takes part in a candidate pair, is asked two
 * questions on a solver of its own:
 *
 *   Q1  base /\ access(acc, 1) /\ outside(acc, 1)               (can it?)
 *   Q2  runs(acc) /\ forall X. (runs(acc) -> !outside(acc, 1))  (must it?)
 *
 * runs(acc) is env, the loop domains and the access's conditions in copy 1
 * alone; X is every loop variable of copy 1 (and of the sequential loops
 * around the construct): Q2 asks for inputs under which the access
 * executes and stays within that bound on every iteration.  Q1 satisfiable and Q2 not: the
 * access leaves its bounds on some iteration whatever the inputs
 * (`b[i][j - 1]` with j from 0).  It is reported (drs_result.oob, the
 * witness read from Q1 with small values asked for), its in-bounds
 * assumption is dropped for the construct's pair queries, and a race found
 * with it says it arises through the out-of-bounds access.  Either query
 * undecided within its limit (and every access after DRS_OOB_GIVEUPS such
 * give-ups in the construct, every Q2 after DRS_OOB_MUST_MAX, every access
 * after DRS_OOB_PHASE_UNITS): no report, the assumption stays (the rule's
 * executions are those without undefined behaviour; the report is an
 * extra).  An access whose questions are those of an earlier access
 * (same loop, path, offset, subscript and extent nodes) is not asked again.
 *
 * Cheap forms first.  Before any Z3 term, each group of accesses (one
 * loop, path and worker) runs its loops at small inputs
 * (drs_stays_by_running_, drs_stays.c): a run where they execute and leave
 * no bound answers Q2 for all of them, and no solver is made for them.
 * Q2 also has a quantifier-free sufficient form over Z3: inputs
 * (found for an earlier access, or any under which the access runs within
 * bounds) under which, fixed, the access runs and never leaves the
 * bound (stays_for_small_inputs; inputs within [-1024, 1024] asked for
 * first).  It is tried before Q1 for all the accesses of one loop and path
 * at once (linear integer queries only), and before the quantified Q2 for
 * each bound; Q1 goes over the integer encoding first where that is exact
 * and the subscript and loops are linear (a product in the offset, as of
 * a VLA row, is left out of Q1: that only widens "can leave").  On
 * polyhedral bounds the bit-vector Q1 and the quantified Q2 took from 0.3
 * to 12 s per access (DataRaceBench DRB042).
 *
 * What a race-free verdict then states (the objects whose pairs needed the
 * rule) and the races that arise through a reported access: drs_assumed.c.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <z3.h>

#include "drs_check_int.h"

/* Resource limit of each of the two questions (about 0.1 s of Z3 work
 * here; deterministic), and how many may give up in one construct before
 * the rest of its accesses are not asked (then they keep the assumption). */
#define DRS_OOB_RLIMIT 300000u
#define DRS_OOB_GIVEUPS 2
/* The quantified question (Q2): its resource limit, and how many a
 * construct asks at most. */
#define DRS_OOB_MUST_RLIMIT 1000000u
/* Resource units all the questions of one construct may use; the accesses
 * not asked by then keep their assumption (the report is an extra).  Over
 * DataRaceBench and NPB every construct but two finishes within 54k units
 * (NPB MG's comm3 52k, LU's ssor 20k with 416 accesses); DataRaceBench
 * DRB042's tiled initialisations (400 accesses in 285 loops; 71 in 50)
 * ask until the limit, about 0.1 s per 250k units: at 250k they settled
 * 100 and 42 accesses, at 100k 59 and 20 -- 0.12 s of the file's 0.4 s
 * for 63 accesses without a report either way. */
#define DRS_OOB_PHASE_UNITS 100000u
/* Wall-time guard of each cheap question, as a last resort: their limit is
 * DRS_OOB_RLIMIT units, but Z3's arithmetic solver can spend 12 s within
 * that many on one of them (a difftest loop with 24 accesses); they take
 * milliseconds where they help.  Only the shortcut depends on it. */
#define DRS_STAY_MS 3000u
#define DRS_OOB_MUST_MAX 8
/* The same guard for the quantified question (Q2): Z3's quantifier
 * instantiation does not stop at DRS_OOB_MUST_RLIMIT, and spent the whole
 * 30 s query timeout on `a[i][k]`, k <= m, over rows malloc'ed with m
 * elements (10 lines of C).  Where Q2 helps it answers in tens of ms; a
 * give-up only leaves the report out (the assumption stays). */
#define DRS_OOB_MUST_MS 1000u
/* Resource limit of each polishing step of a report's integer witness
 * (report_int; the products of a VLA row make it nonlinear, where Z3 finds
 * small models at once or not at all). */
#define DRS_REPORT_INT_RLIMIT 100000u

static int64_t num_value(Z3_context z, Z3_model m, Z3_ast a, bool *ok)
{
    Z3_ast v = NULL;
    int64_t i = 0;
    uint64_t u = 0;
    *ok = false;
    if (!a || !Z3_model_eval(z, m, a, true, &v) || !v || Z3_get_error_code(z) != Z3_OK)
        return 0;
    if (Z3_get_numeral_uint64(z, v, &u) && Z3_get_error_code(z) == Z3_OK) {
        *ok = true;
        return (int64_t)u;
    }
    if (Z3_get_numeral_int64(z, v, &i) && Z3_get_error_code(z) == Z3_OK) {
        *ok = true;
        return i;
    }
    return 0;
}

/* The C value of node k of type t in copy, from model m. */
static bool node_value(check_state *st, Z3_model m, int k, int copy, int64_t *out)
{
    bool ok;
    drs_type t = st->c->exprs[k].type;
    int64_t v = num_value(st->s->z, m, drs_enc_value(st->enc, k, copy), &ok);
    if (!ok)
        return false;
    if (t.bits < 64) {
        uint64_t u = (uint64_t)v, mask = ((uint64_t)1 << t.bits) - 1;
        u &= mask;
        if (t.is_signed && t.bits > 1 && ((u >> (t.bits - 1)) & 1))
            u |= ~mask;
        v = (int64_t)u;
    }
    *out = v;
    return true;
}

/* "out-of-bounds access 'T': subscript V in iteration I is outside [0, D)
 * when W" for subscript k of acc, from the witness m; NULL when out of
 * memory. */
static char *oob_message(check_state *st, Z3_model m, int acc, int k)
{
    const drs_construct *c = st->c;
    const drs_access *x = &c->accesses[acc];
    int64_t v = 0, d = 0;
    bool found = node_value(st, m, x->index[k], 1, &v) && node_value(st, m, x->dims[k], 1, &d);
    drs_race w;
    memset(&w, 0, sizeof w);
    bool ok = drs_fill_race_(st->enc, st->s->z, m, c, acc, acc, NULL, false, &w);
    char buf[1024];
    if (ok && found)
        snprintf(buf, sizeof buf,
                 "out-of-bounds access '%s': subscript %lld in iteration %s is outside "
                 "[0, %lld)%s%s",
                 x->text ? x->text : "?", (long long)v, w.iter1, (long long)d,
                 w.when[0] ? " when " : "", w.when);
    else if (ok)
        snprintf(buf, sizeof buf, "out-of-bounds access '%s' in iteration %s%s%s",
                 x->text ? x->text : "?", w.iter1, w.when[0] ? " when " : "", w.when);
    drs_race_clear_(&w);
    return ok ? drs_strdup_(buf) : NULL;
}

/* Creates the construct's bounds solver; false to give up quietly. */
/* Slot zs with a fresh simple solver, unless it has a trusted one (one
 * that gave a model breaking its own facts is remade: drs_zslot_model_;
 * nothing is pushed on it between questions). */
static bool oob_slot_ready(check_state *st, zslot *zs)
{
    if (zs->s && zs->suspect)
        drs_zslot_drop_(st, zs);
    if (zs->s)
        return true;
    Z3_context z = st->s->z;
    Z3_solver s = Z3_mk_simple_solver(z);
    if (!s || Z3_get_error_code(z) != Z3_OK)
        return false;
    Z3_solver_inc_ref(z, s);
    zs->s = s;
    zs->rlimit = DRS_OOB_RLIMIT;
    return true;
}

/* The cheap questions (stays_for_small_inputs, can_leave_int) go on a
 * solver of their own (stay): what they leave in a solver changes how far
 * the bit-vector Q1 gets within its limit. */
static bool ensure_oob_solver(check_state *st)
{
    return oob_slot_ready(st, &st->oobs) && oob_slot_ready(st, &st->stay);
}

/* The constants of the loop variables of copy 1 (shared ones for the
 * sequential loops around the construct) into out; their count. */
static int loop_consts(check_state *st, drs_enc *e, Z3_app *out)
{
    const drs_construct *c = st->c;
    Z3_context z = st->s->z;
    int n = 0;
    for (int l = 0; l < c->n_loops; l++) {
        int cp = drs_sym_per_copy(c->symbols[c->loops[l].var].kind) ? 1 : 0;
        Z3_ast a = drs_enc_symbol(e, c->loops[l].var, cp);
        if (!a)
            return -1;
        out[n++] = Z3_to_app(z, a);
    }
    return n;
}

/* "Access acc executes in copy 1", lightly: env, the domains of the loops
 * around the construct, of its own loops and of the inner loops around the
 * access in copy 1, the access's path, its subscripts defined (copy 2,
 * may-happen-in-parallel and the offset's products left out: quantifiers
 * over them are slow). */
bool drs_loop_around_(const drs_construct *c, int l, int acc)
{
    if (c->loops[l].kind != DRS_LOOP_INNER)
        return true;
    int i = c->accesses[acc].loop;
    while (i >= 0 && i != l)
        i = c->loops[i].parent;
    return i == l;
}

static Z3_ast runs_alone(check_state *st, drs_enc *e, int acc)
{
    const drs_construct *c = st->c;
    const drs_access *x = &c->accesses[acc];
    Z3_context z = st->s->z;
    Z3_ast parts[4 + 2 * 64], r = NULL;
    int n = 0;
    if (c->env >= 0) {
        parts[n++] = drs_enc_defined(e, c->env, 1);
        parts[n++] = drs_enc_truth(e, c->env, 1);
    }
    if (x->path >= 0) {
        parts[n++] = drs_enc_defined(e, x->path, 1);
        parts[n++] = drs_enc_truth(e, x->path, 1);
    }
    for (int k = 0; k < x->n_index && k < 64; k++)
        parts[n++] = drs_enc_defined(e, x->index[k], 1);
    for (int k = 0; k < n; k++)
        if (!parts[k])
            return NULL;
    r = n ? Z3_mk_and(z, (unsigned)n, parts) : Z3_mk_true(z);
    for (int l = 0; l < c->n_loops && r; l++) {
        const drs_loop *L = &c->loops[l];
        if (!drs_loop_around_(c, l, acc))
            continue;
        Z3_ast two[2] = {r, drs_enc_loop_domain(e, l, L->kind == DRS_LOOP_OUTER ? 0 : 1)};
        r = two[1] ? Z3_mk_and(z, 2, two) : NULL;
    }
    return drs_enc_error(e) || Z3_get_error_code(z) != Z3_OK ? NULL : r;
}

/* The non-loop symbols the encoder has made, each with its value in m: a
 * choice of inputs, into *pins (false on error). */
static bool input_pins(check_state *st, drs_enc *e, Z3_model m, drs_pins *pins)
{
    Z3_context z = st->s->z;
    const drs_construct *c = st->c;
    pins->n = 0;
    pins->from = malloc(sizeof(Z3_ast) * (size_t)(2 * c->n_symbols + 1));
    pins->to = malloc(sizeof(Z3_ast) * (size_t)(2 * c->n_symbols + 1));
    if (!pins->from || !pins->to)
        return false;
    for (int sy = 0; sy < c->n_symbols; sy++) {
        bool loop_var = false;
        for (int l = 0; l < c->n_loops && !loop_var; l++)
            loop_var = c->loops[l].var == sy;
        Z3_ast v = loop_var ? NULL
                            : drs_enc_symbol_made(e, sy, drs_sym_per_copy(c->symbols[sy].kind));
        Z3_ast val = NULL;
        if (!v)
            continue;   /* a loop variable, or in no term built so far */
        if (!Z3_model_eval(z, m, v, true, &val) || !val || Z3_get_error_code(z) != Z3_OK)
            return false;
        pins->from[pins->n] = v;
        pins->to[pins->n++] = val;
    }
    return !drs_z3_failed_(st) && !drs_enc_error(e);
}

void drs_pins_clear_(drs_pins *p)
{
    free(p->from);
    free(p->to);
    p->from = p->to = NULL;
    p->n = 0;
}

/* With the inputs `pins` (symbols they leave free stay free), the accesses
 * of ex execute on some iteration (ranges /\ ex satisfiable) and never
 * outside `out` (ranges /\ ex /\ out unsatisfiable): Q2's answer "may
 * stay", for every value of the free symbols that lets them execute.  The
 * values are substituted and the terms simplified first: the loop bounds
 * fold to numbers, and Z3 no longer internalises their ?: and / chains.
 * runs_known: the pins are the inputs of a model of ranges /\ ex, so the
 * first half holds and is not asked. */
static bool stays_under(check_state *st, Z3_ast ranges, Z3_ast ex, Z3_ast out,
                        const drs_pins *pins, bool runs_known, unsigned ms, Z3_model *cex)
{
    ms = drs_cap_ms_(ms, DRS_STAY_MS);
    Z3_context z = st->s->z;
    zslot *zs = &st->stay;
    Z3_ast q[3] = {ranges, ex, out};
    for (int k = 0; k < 3; k++)
        q[k] = Z3_simplify(z, Z3_substitute(z, q[k], (unsigned)pins->n, pins->from, pins->to));
    if (drs_z3_failed_(st))
        return false;
    drs_push_facts_(st, zs, q, 3);
    Z3_lbool leaves = drs_run_check_(st, zs, ms);
    if (cex && leaves == Z3_L_TRUE && !st->fatal)
        *cex = drs_zslot_model_(st, zs);
    Z3_solver_pop(z, zs->s, 1);
    if (leaves != Z3_L_FALSE || st->fatal)
        return false;
    if (runs_known)
        return true;
    drs_push_facts_(st, zs, q, 2);
    Z3_lbool runs = drs_run_check_(st, zs, ms);
    Z3_solver_pop(z, zs->s, 1);
    return runs == Z3_L_TRUE && !st->fatal;
}

/* The iteration of counterexample model cex (an iteration on which the
 * accesses of ex leave `out`'s bounds under the inputs tried) as a fact on
 * the inputs: "on that iteration, if it runs, they stay within bounds";
 * NULL on failure.  The iteration is taken relative to the loops' starts
 * -- each loop variable (copy 1, and the sequential loops around the
 * construct) becomes its first value plus the distance cex gives it, outer
 * loops first -- so "i = ist leaves flux[i - 1]" rules out every ist under
 * which it does, not only the one tried. */
static Z3_ast iteration_stays(check_state *st, drs_enc *e, Z3_model cex, Z3_ast ranges,
                              Z3_ast ex, Z3_ast out)
{
    Z3_context z = st->s->z;
    const drs_construct *c = st->c;
    Z3_ast *from = malloc(sizeof *from * (size_t)(c->n_loops + 1));
    Z3_ast *to = malloc(sizeof *to * (size_t)(c->n_loops + 1));
    Z3_ast r = NULL;
    bool ok = from && to;
    int m = 0;
    for (int l = 0; l < c->n_loops && ok; l++) {
        /* only the variables the terms use (making one would add its
         * range to the integer encoding's later queries) */
        const drs_loop *L = &c->loops[l];
        int cp = drs_sym_per_copy(c->symbols[L->var].kind) ? 1 : 0;
        Z3_ast v = drs_enc_symbol_made(e, L->var, cp);
        if (!v)
            continue;
        Z3_ast init = drs_enc_value(e, L->init, L->kind == DRS_LOOP_OUTER ? 0 : 1);
        Z3_ast vv = NULL, vi = NULL;
        ok = init && Z3_model_eval(z, cex, v, true, &vv) && vv &&
             Z3_model_eval(z, cex, init, true, &vi) && vi && Z3_get_error_code(z) == Z3_OK;
        if (!ok)
            break;
        bool is_int = Z3_get_sort_kind(z, Z3_get_sort(z, v)) == Z3_INT_SORT;
        Z3_ast two[2] = {vv, vi};
        Z3_ast delta = Z3_simplify(z, is_int ? Z3_mk_sub(z, 2, two) : Z3_mk_bvsub(z, vv, vi));
        /* the start in terms of the outer loops' replacements */
        Z3_ast start = m ? Z3_substitute(z, init, (unsigned)m, from, to) : init;
        Z3_ast sum[2] = {start, delta};
        from[m] = v;
        to[m++] = is_int ? Z3_mk_add(z, 2, sum) : Z3_mk_bvadd(z, start, delta);
        ok = Z3_get_error_code(z) == Z3_OK;
    }
    if (ok) {
        Z3_ast runs[2] = {ranges, ex};
        Z3_ast at_runs = Z3_substitute(z, Z3_mk_and(z, 2, runs), (unsigned)m, from, to);
        Z3_ast at_out = Z3_substitute(z, out, (unsigned)m, from, to);
        r = Z3_mk_implies(z, at_runs, Z3_mk_not(z, at_out));
    }
    free(from);
    free(to);
    return drs_z3_failed_(st) || drs_enc_error(e) ? NULL : r;
}

/* The cheap half of Q2: inputs under which the accesses of ex execute
 * and never leave `out`'s bounds -- the newest inputs found for an
 * earlier access (st->pins), then any under which they execute within
 * bounds on some iteration, then older inputs found before -- each tried
 * by quantifier-free queries
 * with those inputs fixed.  Z3_L_TRUE when found (Q2 would say "may
 * stay"), Z3_L_UNDEF when this does not settle it.  Q2's quantifier
 * elimination over polyhedral loop bounds can take seconds where this
 * takes milliseconds (DataRaceBench DRB042: 12 s for one access).
 *
 * Inputs found on one iteration often fail on another (ist = 5 and
 * iend = 900 keep flux[i-1] in bounds at i = 5, not at i = 900): the
 * iteration that leaves is then added as a fact -- on it, the accesses
 * stay within bounds if they run -- and new inputs are asked for, at most
 * DRS_STAY_ROUNDS times (a counterexample-guided search: NPB LU's
 * rhs and erhs loops over ist..iend need two or three rounds). */
#define DRS_STAY_ROUNDS 4
/* The search for new inputs; *stored when it kept the last inputs it
 * tried (as st->pins[mode][0], the older ones moved up one). */
static Z3_lbool search_inputs(check_state *st, drs_enc *e, Z3_ast ranges, Z3_ast ex,
                              Z3_ast out, unsigned ms, bool *stored)
{
    Z3_context z = st->s->z;
    int mode = drs_enc_is_int(e) ? 1 : 0;
    *stored = false;
    Z3_ast q[3 + DRS_STAY_ROUNDS] = {ranges, ex, Z3_mk_not(z, out)};
    int nq = 3;
    if (drs_z3_failed_(st))
        return Z3_L_UNDEF;
    /* Small inputs keep more accesses in bounds (a large n makes a loop
     * to n leave an array of 100): asked with the inputs bounded first,
     * then without.  Not polished towards small loop values as witnesses
     * are: that cost 20 s on a difftest loop. */
    ms = drs_cap_ms_(ms, DRS_STAY_MS);
    for (int round = 0;; round++) {
        drs_push_facts_(st, &st->stay, q, nq);
        Z3_solver_push(z, st->stay.s);
        drs_assert_small_inputs_(st, &st->stay, e);
        Z3_lbool found = drs_z3_failed_(st) ? Z3_L_UNDEF : drs_run_check_(st, &st->stay, ms);
        if (found != Z3_L_TRUE && !st->fatal) {
            Z3_solver_pop(z, st->stay.s, 1);
            Z3_solver_push(z, st->stay.s);
            found = drs_run_check_(st, &st->stay, ms);
        }
        Z3_model m = found == Z3_L_TRUE ? drs_zslot_model_(st, &st->stay) : NULL;
        Z3_solver_pop(z, st->stay.s, 1);
        Z3_solver_pop(z, st->stay.s, 1);
        if (!m || st->fatal) {
            if (m)
                Z3_model_dec_ref(z, m);
            return Z3_L_UNDEF;
        }
        drs_pins pins = {0};
        bool ok = input_pins(st, e, m, &pins);
        Z3_model_dec_ref(z, m);
        if (!ok) {
            drs_pins_clear_(&pins);
            return Z3_L_UNDEF;
        }
        Z3_model cex = NULL;
        bool last = round + 1 >= DRS_STAY_ROUNDS;
        /* pins are the inputs of a model of ranges /\ ex: the accesses
         * run under them, no need to ask */
        bool stays = stays_under(st, ranges, ex, out, &pins, true, ms, last ? NULL : &cex);
        if (stays || last || !cex || st->fatal) {
            if (cex)
                Z3_model_dec_ref(z, cex);
            /* keep the newest DRS_OOB_PINS choices, newest first */
            int n = st->n_pins[mode] < DRS_OOB_PINS ? st->n_pins[mode] + 1 : DRS_OOB_PINS;
            if (st->n_pins[mode] == DRS_OOB_PINS)
                drs_pins_clear_(&st->pins[mode][DRS_OOB_PINS - 1]);
            for (int k = n - 1; k > 0; k--)
                st->pins[mode][k] = st->pins[mode][k - 1];
            st->pins[mode][0] = pins;
            st->n_pins[mode] = n;
            *stored = true;
            return stays && !st->fatal ? Z3_L_TRUE : Z3_L_UNDEF;
        }
        drs_pins_clear_(&pins);
        Z3_ast fact = iteration_stays(st, e, cex, ranges, ex, out);
        Z3_model_dec_ref(z, cex);
        if (!fact)
            return Z3_L_UNDEF;
        q[nq++] = fact;
    }
}

/* The newest inputs found for an earlier access first, then the search for
 * new ones, then the older inputs: the search nearly always succeeds in
 * its first round and older inputs rarely fit (DataRaceBench DRB042: 12 of
 * 194 tries, each a check; NPB LU: 64 of 143).  The first try costs two
 * checks where it fails; after DRS_PIN_MISSES failures in a row it is
 * made only every DRS_PIN_RETRY-th time (DRB042's guards differ from one
 * loop to the next: 5 of its 71 first tries fitted). */
#define DRS_PIN_MISSES 3
#define DRS_PIN_RETRY 8
/* The inputs and locals of pins (a symbol no pin sets: 1, a counter 0)
 * for drs_stays_by_running_'s next questions. */
static void remember_pins(check_state *st, drs_enc *e, const drs_pins *p)
{
    const drs_construct *c = st->c;
    Z3_context z = st->s->z;
    __int128 *in = malloc(sizeof *in * ((size_t)c->n_symbols + 1));
    if (!in)
        return;
    for (int sy = 0; sy < c->n_symbols; sy++) {
        const drs_symbol *y = &c->symbols[sy];
        in[sy] = y->kind == DRS_SYM_LOCAL && y->untracked != DRS_UNTRACKED_MEMORY ? 0 : 1;
        Z3_ast v = y->kind == DRS_SYM_INPUT   ? drs_enc_symbol_made(e, sy, 0)
                   : y->kind == DRS_SYM_LOCAL ? drs_enc_symbol_made(e, sy, 1)
                                              : NULL;
        for (int i = 0; v && i < p->n; i++) {
            int64_t x;
            if (p->from[i] == v && Z3_get_numeral_int64(z, p->to[i], &x) &&
                Z3_get_error_code(z) == Z3_OK)
                in[sy] = x;
        }
    }
    drs_stays_remember_(st, in);
    free(in);
}

static Z3_lbool stays_for_small_inputs(check_state *st, drs_enc *e, Z3_ast ranges, Z3_ast ex,
                                       Z3_ast out, unsigned ms)
{
    int mode = drs_enc_is_int(e) ? 1 : 0;
    bool first = st->n_pins[mode] > 0 &&
                 (st->pin_misses < DRS_PIN_MISSES || ++st->pin_skips % DRS_PIN_RETRY == 0);
    if (first) {
        if (stays_under(st, ranges, ex, out, &st->pins[mode][0], false, ms, NULL)) {
            st->pin_misses = 0;
            remember_pins(st, e, &st->pins[mode][0]);
            return Z3_L_TRUE;
        }
        st->pin_misses++;
    }
    if (st->fatal)
        return Z3_L_UNDEF;
    bool stored;
    Z3_lbool r = search_inputs(st, e, ranges, ex, out, ms, &stored);
    if (r == Z3_L_TRUE && stored && !st->fatal)
        remember_pins(st, e, &st->pins[mode][0]);
    if (r == Z3_L_TRUE || st->fatal)
        return r;
    /* (the search's own inputs, stored as the newest, failed; the inputs
     * that were the newest are tried here unless tried first) */
    for (int k = (stored ? 1 : 0) + (first ? 1 : 0); k < st->n_pins[mode]; k++)
        if (stays_under(st, ranges, ex, out, &st->pins[mode][k], false, ms, NULL)) {
            remember_pins(st, e, &st->pins[mode][k]);
            return Z3_L_TRUE;
        }
    return Z3_L_UNDEF;
}

/* Q1 over the integer encoding into q: base, the access (its offset left out
 * when `alone`: runs_alone), bound `upper` of subscript k left, the ranges;
 * false when a term cannot be made. */
static bool int_leave_facts(check_state *st, int acc, int k, bool upper, bool alone, Z3_ast q[4])
{
    drs_enc *ie = st->ienc;
    const char *why = NULL;
    /* (the access's terms before the base's: the order Z3 makes terms in
     * steers its models, and so the witnesses) */
    q[1] = alone ? runs_alone(st, ie, acc) : drs_enc_access(ie, acc, 1);
    q[0] = drs_enc_base(ie, &why);
    q[2] = drs_enc_index_bound_outside(ie, acc, k, upper, 1);
    q[3] = drs_enc_int_ranges(ie);
    for (int j = 0; j < 4; j++)
        if (!q[j] || why || drs_enc_error(ie) || drs_z3_failed_(st))
            return false;
    return true;
}

/* The report's witness over the integer encoding, where it is exact for the
 * access: a model of Q1 there with small values, confirmed in bit-vectors
 * (drs_confirm_in_bv_, which returns the bit-vector model); NULL when not
 * eligible or not found.  Bit-blasting a VLA row's 64-bit product to
 * polish the witness took 90 ms of DataRaceBench DRB015's 110. */
static Z3_model report_int(check_state *st, const Z3_ast *q, int acc, int k, bool upper)
{
    drs_enc *ie = st->ienc;
    Z3_ast qi[4];
    if (!ie || !drs_enc_int_eligible(ie, acc, acc) || !int_leave_facts(st, acc, k, upper, false, qi))
        return NULL;
    zslot *zs = &st->stay;
    drs_push_facts_(st, zs, qi, 4);
    Z3_model im = drs_polish_within_(st, zs, ie, acc, acc, 0, true, DRS_REPORT_INT_RLIMIT);
    if (!im)
        im = drs_polish_within_(st, zs, ie, acc, acc, DRS_NEAR0, true, DRS_REPORT_INT_RLIMIT);
    if (!im)
        im = drs_polish_within_(st, zs, ie, acc, acc, DRS_NEAR2, false, DRS_REPORT_INT_RLIMIT);
    Z3_solver_pop(st->s->z, zs->s, 1);
    if (!im || st->fatal) {
        if (im)
            Z3_model_dec_ref(st->s->z, im);
        return NULL;
    }
    Z3_model m = drs_confirm_in_bv_(st, im, q, 3);
    Z3_model_dec_ref(st->s->z, im);
    return m;
}

/* Appends the report of acc (bound `upper` of subscript k) read from the
 * model of q (small values asked for first: over the integer encoding where
 * it is exact, else on q pushed here). */
static void report(check_state *st, const Z3_ast *q, int acc, int k, bool upper, unsigned ms)
{
    Z3_context z = st->s->z;
    zslot *zs = &st->oobs;
    Z3_model m = report_int(st, q, acc, k, upper);
    if (!m && !st->fatal) {
        drs_push_facts_(st, zs, q, 3);
        m = drs_polish_(st, zs, st->enc, acc, acc, 0, true);
        if (!m)
            m = drs_polish_(st, zs, st->enc, acc, acc, DRS_NEAR0, true);
        if (!m)
            m = drs_polish_(st, zs, st->enc, acc, acc, DRS_NEAR2, false);
        if (!m && drs_run_check_(st, zs, ms) == Z3_L_TRUE)
            m = drs_zslot_model_(st, zs);
        Z3_solver_pop(z, zs->s, 1);
    }
    if (!m || drs_z3_failed_(st)) {
        if (m)
            Z3_model_dec_ref(z, m);
        return;
    }
    char *msg = oob_message(st, m, acc, k);
    Z3_model_dec_ref(z, m);
    drs_result *r = st->r;
    drs_oob *p = msg ? realloc(r->oob, sizeof *p * (size_t)(r->n_oob + 1)) : NULL;
    if (!p) {
        free(msg);
        return;
    }
    r->oob = p;
    p[r->n_oob].access = acc;
    p[r->n_oob].message = msg;
    r->n_oob++;
}

/* Q1 over the integer encoding, when it is exact and linear for the
 * access (bit-blasting polyhedral bounds often exhausts Q1's limit);
 * Z3_L_UNDEF when not eligible or undecided. */
static Z3_lbool can_leave_int(check_state *st, int acc, int k, bool upper, unsigned ms)
{
    drs_enc *ie = st->ienc;
    if (!ie || drs_enc_int_degree(ie, acc, acc) < 0)
        return Z3_L_UNDEF;
    /* The access's offset may be a product (w[i][j] of a VLA: i * m)
     * where the subscript and the loops are linear: then the question is
     * asked of them alone (the access runs, its offset left out).  That
     * only widens "can leave", after which Q2 decides. */
    Z3_ast q[4];
    if (!int_leave_facts(st, acc, k, upper, drs_enc_int_degree(ie, acc, acc) > 1, q))
        return Z3_L_UNDEF;
    ms = drs_cap_ms_(ms, DRS_STAY_MS);
    drs_push_facts_(st, &st->stay, q, 4);
    Z3_lbool res = drs_run_check_(st, &st->stay, ms);
    Z3_solver_pop(st->s->z, st->stay.s, 1);
    return st->fatal ? Z3_L_UNDEF : res;
}

/* The two questions for bound `upper` of subscript k of access acc (see the
 * file comment); true when it is left whatever the inputs. */
static bool must_leave(check_state *st, Z3_ast base, int acc, int k, bool upper,
                       bool reported)
{
    Z3_context z = st->s->z;
    unsigned ms;
    if (!drs_query_timeout_(st, &ms) || !ensure_oob_solver(st))
        return false;
    Z3_ast q[3] = {base, drs_enc_access(st->enc, acc, 1),
                   drs_enc_index_bound_outside(st->enc, acc, k, upper, 1)};
    if (drs_enc_failed_(st) || !q[1] || !q[2])
        return false;
    zslot *zs = &st->oobs;
    Z3_lbool can = can_leave_int(st, acc, k, upper, ms);
    if (can == Z3_L_UNDEF && !st->fatal) {
        drs_push_facts_(st, zs, q, 3);
        can = drs_run_check_(st, zs, ms);
        Z3_solver_pop(z, zs->s, 1);
    }
    if (can == Z3_L_UNDEF)
        st->oob_giveups++;
    if (can != Z3_L_TRUE || st->fatal)
        return false;
    /* Q2 over the integer encoding when it is exact for the access (Z3
     * eliminates quantifiers of linear integer arithmetic far better than
     * of bit-vectors), else over bit-vectors. */
    drs_enc *e = st->ienc && drs_enc_int_eligible(st->ienc, acc, acc) ? st->ienc : st->enc;
    Z3_ast ex = runs_alone(st, e, acc), must = NULL;
    Z3_ast out = drs_enc_index_bound_outside(e, acc, k, upper, 1);
    Z3_ast ranges = drs_enc_int_ranges(e);
    if (!ex || !out || !ranges || drs_enc_error(e) || drs_z3_failed_(st))
        return false;
    int deg = e == st->ienc ? drs_enc_int_degree(e, acc, acc) : -1;
    if (deg >= 0 && deg <= 1 &&
        (stays_for_small_inputs(st, e, ranges, ex, out, ms) == Z3_L_TRUE || st->fatal))
        return false;
    if (st->oob_asked >= DRS_OOB_MUST_MAX)
        return false;
    st->oob_asked++;
    Z3_app *xs = malloc(sizeof *xs * (size_t)(st->c->n_loops + 1));
    if (!xs)
        return false;
    int n = loop_consts(st, e, xs);
    if (n > 0) {
        Z3_ast pre[2] = {ranges, ex};
        Z3_ast body = Z3_mk_implies(z, Z3_mk_and(z, 2, pre), Z3_mk_not(z, out));
        must = Z3_mk_forall_const(z, 0, (unsigned)n, xs, 0, NULL, body);
    }
    free(xs);
    if (!must || drs_z3_failed_(st))
        return false;
    Z3_ast q2[3] = {ranges, ex, must};
    drs_push_facts_(st, zs, q2, 3);
    zs->rlimit = DRS_OOB_MUST_RLIMIT;
    Z3_lbool may_stay = drs_run_check_(st, zs, drs_cap_ms_(ms, DRS_OOB_MUST_MS));
    zs->rlimit = DRS_OOB_RLIMIT;
    Z3_solver_pop(z, zs->s, 1);
    if (may_stay == Z3_L_UNDEF)
        st->oob_giveups++;
    if (may_stay != Z3_L_FALSE || st->fatal)
        return false;
    if (!reported)
        report(st, q, acc, k, upper, ms);
    return true;
}

/* True when the questions of accesses a and b are the same questions: the
 * same loop, path, worker, offset and subscript and extent nodes (A[c3][c4]
 * and B[c3][c4] of one loop body, with equal extents), so the answers of
 * one are the other's. */
static bool same_questions(const drs_construct *c, int a, int b)
{
    const drs_access *x = &c->accesses[a], *y = &c->accesses[b];
    if (x->loop != y->loop || x->path != y->path || x->worker != y->worker ||
        x->offset != y->offset || x->n_index != y->n_index || !x->dims != !y->dims ||
        x->dims_bounds_only != y->dims_bounds_only)
        return false;
    for (int k = 0; k < x->n_index; k++)
        if (x->index[k] != y->index[k] || (x->dims && x->dims[k] != y->dims[k]))
            return false;
    return true;
}

/* Every assumed bound of access acc the intervals do not prove; true when
 * one of them is left whatever the inputs. */
static bool check_access(check_state *st, Z3_ast base, int acc)
{
    const drs_access *x = &st->c->accesses[acc];
    bool reported = false;

    for (int k = 0; k < x->n_index && k < 32 && !st->fatal; k++)
        for (int up = 0; up < 2; up++) {
            if (!drs_enc_has_index_assumption(st->enc, acc) ||
                drs_enc_index_bound_proved(st->enc, acc, k, up) ||
                !must_leave(st, base, acc, k, up, reported))
                continue;
            reported = true;
            st->bounds_dropped++;
            drs_enc_drop_index_bound(st->enc, acc, k, up);
            drs_enc_drop_index_bound(st->ienc, acc, k, up);
        }
    return reported;
}

/* Accesses that need asking (candidates with an assumption the intervals
 * do not prove). */
static bool needs_asking(check_state *st, const bool *candidate, int a)
{
    return candidate[a] && drs_enc_has_index_assumption(st->enc, a) &&
           !drs_enc_index_proved(st->enc, a);
}

/* Inputs under which none of the accesses that share a's loop, path and
 * worker ever leaves a bound answer Q2 for all their bounds at once: none
 * must be left, Q1 need not be asked (its satisfiable instances are the
 * slow ones on polyhedral bounds: seconds per file on DataRaceBench's
 * tiled kernels).  Marks them done (1) when so, and tried in any case. */
/* b is in a's group: the same loop, path and worker (one runs_alone but
 * for the subscripts). */
static bool same_group(const drs_construct *c, int a, int b)
{
    const drs_access *x = &c->accesses[a], *y = &c->accesses[b];
    return y->loop == x->loop && y->path == x->path && y->worker == x->worker;
}

static void group_stays(check_state *st, const bool *candidate, unsigned char *done,
                        bool *tried, int a)
{
    const drs_construct *c = st->c;
    for (int b = a; b < c->n_accesses; b++)
        if (same_group(c, a, b))
            tried[b] = true;
    unsigned ms;
    if (!drs_query_timeout_(st, &ms) || !ensure_oob_solver(st))
        return;
    bool eligible = st->ienc != NULL;
    for (int b = a; b < c->n_accesses && eligible; b++)
        if (needs_asking(st, candidate, b) && same_group(c, a, b))
            eligible = drs_enc_int_degree(st->ienc, b, b) >= 0 &&
                       drs_enc_int_degree(st->ienc, b, b) <= 1;
    /* Only over Z3 Int and linear: bit-blasted or nonlinear, finding the
     * inputs costs more than the questions it would spare. */
    if (!eligible)
        return;
    drs_enc *e = st->ienc;
    Z3_context z = st->s->z;
    Z3_ast ex = Z3_mk_true(z), out = Z3_mk_false(z);
    for (int b = a; b < c->n_accesses && ex && out; b++) {
        if (done[b] || !needs_asking(st, candidate, b) || !same_group(c, a, b))
            continue;
        Z3_ast r = runs_alone(st, e, b), o = drs_enc_index_outside(e, b, 1);
        if (!r || !o)
            return;
        Z3_ast two[2] = {ex, r}, two2[2] = {out, o};
        ex = Z3_mk_and(z, 2, two);
        out = Z3_mk_or(z, 2, two2);
    }
    Z3_ast ranges = drs_enc_int_ranges(e);
    if (!ex || !out || !ranges || drs_enc_error(e) || drs_z3_failed_(st) ||
        stays_for_small_inputs(st, e, ranges, ex, out, ms) != Z3_L_TRUE || st->fatal)
        return;
    for (int b = a; b < c->n_accesses; b++)
        if (needs_asking(st, candidate, b) && same_group(c, a, b))
            done[b] = 1;
}

/* The accesses of a's group (those after it with its loop, path and
 * worker that need asking and are not done) answered by running their
 * loops (drs_stays.c): marked done (1) when they may stay, and ran. */
static void group_runs(check_state *st, const bool *candidate, unsigned char *done, bool *ran,
                       int *group, int a)
{
    const drs_construct *c = st->c;
    int n = 0;
    for (int b = a; b < c->n_accesses; b++)
        if (!done[b] && needs_asking(st, candidate, b) && same_group(c, a, b)) {
            group[n++] = b;
            ran[b] = true;
        }
    if (drs_stays_by_running_(st, group, n)) {
        for (int k = 0; k < n; k++)
            done[group[k]] = 1;
        st->r->bounds_run += n;
    }
}

/* The solver of the questions, made when the first needs it; false to
 * give up quietly (the pairs will say why). */
static bool bounds_ready(check_state *st, Z3_ast *base)
{
    const char *why = NULL;
    if (!drs_solver_ready_(st->s, &why))
        return false;
    drs_enc_set_context(st->enc, st->s->z);
    drs_enc_set_context(st->ienc, st->s->z);
    if (drs_enc_failed_(st))
        return false;
    *base = drs_enc_base(st->enc, &why);
    return !why && *base && !drs_enc_failed_(st) && ensure_oob_solver(st);
}

void drs_bounds_check_(check_state *st, const bool *candidate)
{
    const drs_construct *c = st->c;
    bool any = false;
    for (int a = 0; a < c->n_accesses && !any; a++)
        any = needs_asking(st, candidate, a);
    if (!any)
        return;
    /* Per access: 1 asked, none of its bounds is left; 2 asked, one is. An
     * access whose questions an earlier one with answer 1 asked already is
     * not asked again (polyhedral bodies write A, B, C, D[c3][c4]).  Each
     * group runs its loops at small inputs first (ran): no solver is made
     * for the accesses that settles. */
    size_t n = (size_t)c->n_accesses + 1;
    unsigned char *done = calloc(n, 1);
    bool *tried = calloc(n, sizeof *tried), *ran = calloc(n, sizeof *ran);
    int *group = malloc(sizeof(int) * n);
    Z3_ast base = NULL;
    uint64_t units0 = st->s->units_used;
    for (int a = 0; done && tried && ran && group && a < c->n_accesses && !st->fatal &&
                    st->oob_giveups < DRS_OOB_GIVEUPS &&
                    st->s->units_used - units0 < DRS_OOB_PHASE_UNITS;
         a++) {
        if (done[a] || !needs_asking(st, candidate, a))
            continue;
        if (!ran[a])
            group_runs(st, candidate, done, ran, group, a);
        if (done[a] || (!base && !bounds_ready(st, &base)))
            continue;
        st->r->bounds_asked++;
        if (!tried[a])
            group_stays(st, candidate, done, tried, a);
        if (done[a] || st->fatal)
            continue;
        bool known = false;
        for (int b = 0; b < a && !known; b++)
            known = done[b] == 1 && same_questions(c, a, b);
        if (!known)
            done[a] = check_access(st, base, a) ? 2 : 1;
    }
    free(done);
    free(tried);
    free(ran);
    free(group);
}
