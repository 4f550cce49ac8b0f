/* drs_witness.c -- a satisfiable pair's Z3 model as the race the user reads.
 *
 * From the model of a race query this file reads every symbol's value, the
 * element touched (from copy 1's subscripts), both iterations ("i=2, j=3":
 * the construct's loop variables, then the access's inner loops) and the
 * "when" part: the shared inputs and outer loop variables the race depends
 * on.  A shared symbol is listed when it occurs in the pair's own
 * expressions (offsets, subscripts, paths, the bounds of the loops around
 * the accesses, the `if`/`num_threads` clauses that let the two run at
 * once: drs_construct.team_cond) and, with every other symbol fixed to its
 * witness value, one of those expressions still varies with it:
 * `k = n > 0 ? 1 : 3 - 2`
 * mentions n, but nothing there depends on n, so no "when n=...".  Symbols
 * that only occur in env are never listed.  The values of all symbols stay
 * in drs_race.values.  Which symbols a race depends on, and whether it is
 * proved or possible: drs_depend.c.
 *
 * Untracked symbols (drs_model.h: memory contents drsat does not follow,
 * values of code it does not model) may take any value in the query, so a
 * witness value of theirs may be one the program never computes.  A race is
 * proved only when the pair's expressions stay constant with every tracked
 * symbol at its witness value and every untracked one left free; otherwise
 * it is a *possible* race: the message says "possible data race", states
 * the memory contents it needs ("if idx[2] = 0, idx[4] = 0") and why they
 * are not known, and leaves the element out when it was computed from an
 * untracked value (whose witness value would be invented).
 */
#define _POSIX_C_SOURCE 200809L

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drs_witness_int.h"

/* ---- a growing string ------------------------------------------------- */

void drs_sb_printf_(sbuf *b, const char *fmt, ...)
{
    if (b->oom)
        return;
    for (;;) {
        va_list ap;
        size_t room = b->cap - b->len;
        va_start(ap, fmt);
        int n = b->s ? vsnprintf(b->s + b->len, room, fmt, ap) : -2;
        va_end(ap);
        if (n >= 0 && (size_t)n < room) {
            b->len += (size_t)n;
            return;
        }
        if (n == -1) {
            b->oom = true;
            return;
        }
        size_t cap = b->cap ? b->cap * 2 : 128;
        while (n > 0 && cap < b->len + (size_t)n + 1)
            cap *= 2;
        char *p = realloc(b->s, cap);
        if (!p) {
            b->oom = true;
            return;
        }
        b->s = p;
        b->cap = cap;
        b->s[b->len] = 0;
    }
}

/* Takes the string (never NULL unless out of memory). */
char *drs_sb_take_(sbuf *b)
{
    if (b->oom) {
        free(b->s);
        return NULL;
    }
    if (!b->s)
        return drs_strdup_("");
    return b->s;
}

/* ---- witnesses ------------------------------------------------------------ */

static int64_t to_value(uint64_t u, drs_type t)
{
    if (t.bits < 64) {
        uint64_t mask = ((uint64_t)1 << t.bits) - 1;
        u &= mask;
        if (t.is_signed && t.bits > 1 && (u >> (t.bits - 1)) & 1)
            u |= ~mask;
    }
    return (int64_t)u;
}

/* Value of term a in model m, as the C value of type t. */
bool drs_eval_in_(Z3_context z, Z3_model m, Z3_ast a, drs_type t, int64_t *out)
{
    Z3_ast v = NULL;
    uint64_t u = 0;
    if (!a || !Z3_model_eval(z, m, a, true, &v) || !v ||
        Z3_get_error_code(z) != Z3_OK)
        return false;
    if (!Z3_get_numeral_uint64(z, v, &u) || Z3_get_error_code(z) != Z3_OK)
        return false;
    *out = to_value(u, t);
    return true;
}

/* ---- value sources ---------------------------------------------------- */

/* Puts the run's values of copy `copy` (and the shared ones) into the
 * evaluator. */
static void vs_select(drs_vsrc *vs, int copy)
{
    if (vs->at == copy)
        return;
    const drs_construct *c = vs->c;
    for (int s = 0; s < c->n_symbols; s++) {
        int cp = drs_sym_per_copy(c->symbols[s].kind) ? copy : 0;
        if (vs->has[cp][s])
            drs_eval_set(vs->ev, s, vs->vals[cp][s]);
        else
            drs_eval_unset(vs->ev, s);
    }
    vs->at = copy;
}

bool drs_vs_symbol_(drs_vsrc *vs, int s, int copy, drs_type t, int64_t *out)
{
    if (vs->m)
        return drs_eval_in_(vs->z, vs->m, drs_enc_symbol(vs->enc, s, copy), t, out);
    int cp = drs_sym_per_copy(vs->c->symbols[s].kind) ? copy : 0;
    if (cp < 0 || cp > 2 || !vs->has[cp][s])
        return false;
    *out = to_value((uint64_t)vs->vals[cp][s], t);
    return true;
}

bool drs_vs_node_(drs_vsrc *vs, int k, int copy, drs_type t, int64_t *out)
{
    if (vs->m)
        return drs_eval_in_(vs->z, vs->m, drs_enc_value(vs->enc, k, copy), t, out);
    __int128 v;
    vs_select(vs, copy);
    if (drs_eval_node(vs->ev, k, &v) != DRS_EVAL_OK)
        return false;
    *out = to_value((uint64_t)v, t);
    return true;
}

void drs_sb_value_(sbuf *b, int64_t v, drs_type t)
{
    if (t.is_signed && t.bits > 1)
        drs_sb_printf_(b, "%lld", (long long)v);
    else
        drs_sb_printf_(b, "%llu", (unsigned long long)(uint64_t)v);
}

int drs_iter_loops_(const drs_construct *c, int acc, int *out)
{
    int n = 0;
    for (int l = 0; l < c->n_loops && c->accesses[acc].loop >= 0; l++)
        if (c->loops[l].kind == DRS_LOOP_PARALLEL)
            out[n++] = l;
    int start = n;
    for (int l = c->accesses[acc].loop; l >= 0 && c->loops[l].kind == DRS_LOOP_INNER;
         l = c->loops[l].parent)
        out[n++] = l;
    for (int i = start, j = n - 1; i < j; i++, j--) {
        int t = out[i];
        out[i] = out[j];
        out[j] = t;
    }
    return n;
}

static const char *role_name(drs_access_mode m)
{
    return (m & DRS_WRITE) ? "write" : "read";
}

/* "i=2, j=3" for access acc in copy. */
static void sb_iter(sbuf *b, drs_vsrc *vs, const drs_construct *c, int acc, int copy,
                    int *scratch)
{
    int n = drs_iter_loops_(c, acc, scratch);
    for (int k = 0; k < n; k++) {
        const drs_symbol *v = &c->symbols[c->loops[scratch[k]].var];
        int64_t val = 0;
        int sym = c->loops[scratch[k]].var;
        if (!drs_vs_symbol_(vs, sym, copy, v->type, &val))
            val = 0;
        drs_sb_printf_(b, "%s%s=", k ? ", " : "", v->label ? v->label : v->name);
        drs_sb_value_(b, val, v->type);
    }
}

/* " of team 1": the team that runs copy's iteration, under teams. */
static void sb_team(sbuf *b, drs_vsrc *vs, const drs_construct *c, int copy)
{
    if (c->team < 0 || c->team >= c->n_symbols)
        return;
    int64_t val = 0;
    if (!drs_vs_symbol_(vs, c->team, copy, c->symbols[c->team].type, &val))
        val = 0;
    drs_sb_printf_(b, " of team ");
    drs_sb_value_(b, val, c->symbols[c->team].type);
}

/* The innermost TASK at or above w, or -1. */
static int innermost_task(const drs_construct *c, int w)
{
    for (; w >= 0; w = c->workers[w].parent)
        if (c->workers[w].kind == DRS_WORKER_TASK)
            return w;
    return -1;
}

/* One side of a pair with tasks: "the task created at line 12 (i=3)",
 * with " by thread 1" when the threads differ, or "thread 0 at i=3". */
static void sb_task_side(sbuf *b, drs_vsrc *vs, const drs_construct *c, int acc,
                         int copy, int T, int64_t tid,
                         bool threads_differ, drs_type ty, int *scratch)
{
    bool loops = drs_iter_loops_(c, acc, scratch) > 0;
    if (T < 0) {
        drs_sb_printf_(b, "thread ");
        drs_sb_value_(b, tid, ty);
        if (loops) {
            drs_sb_printf_(b, " at ");
            sb_iter(b, vs, c, acc, copy, scratch);
        }
        return;
    }
    drs_sb_printf_(b, "the task created at line %d", c->workers[T].line);
    if (threads_differ) {
        drs_sb_printf_(b, " by thread ");
        drs_sb_value_(b, tid, ty);
    }
    if (loops) {
        drs_sb_printf_(b, " (");
        sb_iter(b, vs, c, acc, copy, scratch);
        drs_sb_printf_(b, ")");
    }
}

/* " in thread 1 conflicts with read in thread 0" when the pair's lowest
 * common worker is not an iteration and runs in threads (drs_model.h,
 * drs_worker): the copies are told apart by their thread numbers.  False
 * (nothing written) when the iterations tell them apart. */
static bool sb_threads(sbuf *b, drs_vsrc *vs, const drs_construct *c, int first, int second,
                       const char *role2)
{
    if (c->n_workers == 0)
        return false;
    int L = drs_common_worker(c, c->accesses[first].worker, c->accesses[second].worker);
    int t = drs_worker_thread(c, L);
    if (L < 0 || t < 0 || c->workers[L].kind == DRS_WORKER_ITERATION)
        return false;
    int id = c->workers[t].id;
    drs_type ty = c->exprs[id].type;
    int64_t v1 = 0, v2 = 0;
    if (!drs_vs_node_(vs, id, 1, ty, &v1) || !drs_vs_node_(vs, id, 2, ty, &v2))
        return false;
    int *scratch = malloc(sizeof(int) * (size_t)(c->n_loops + 1));
    if (!scratch)
        return false;
    int T1 = innermost_task(c, c->accesses[first].worker);
    int T2 = innermost_task(c, c->accesses[second].worker);
    if (T1 >= 0 || T2 >= 0) {   /* a task on either side */
        drs_sb_printf_(b, " in ");
        sb_task_side(b, vs, c, first, 1, T1, v1, v1 != v2, ty, scratch);
        drs_sb_printf_(b, " conflicts with %s in ", role2);
        sb_task_side(b, vs, c, second, 2, T2, v2, v1 != v2, ty, scratch);
        free(scratch);
        return true;
    }
    /* the copies of a `teams` region are teams (drs_construct.team) */
    const char *who = c->team >= 0 && c->exprs[id].op == DRS_OP_SYM &&
                              c->exprs[id].sym == c->team
                          ? "team"
                          : "thread";
    drs_sb_printf_(b, " in %s ", who);
    drs_sb_value_(b, v1, ty);
    if (drs_iter_loops_(c, first, scratch) > 0) {   /* a loop the thread runs */
        drs_sb_printf_(b, " at ");
        sb_iter(b, vs, c, first, 1, scratch);
    }
    drs_sb_printf_(b, " conflicts with %s in %s ", role2, who);
    drs_sb_value_(b, v2, ty);
    if (drs_iter_loops_(c, second, scratch) > 0) {
        drs_sb_printf_(b, " at ");
        sb_iter(b, vs, c, second, 2, scratch);
    }
    free(scratch);
    return true;
}

/* " (after barrier N)" when the pair's phase is not 0 (both copies are in
 * the same phase). */
static void sb_phase(sbuf *b, drs_vsrc *vs, const drs_construct *c, int first)
{
    int p = c->accesses[first].phase;
    int64_t v = 0;
    if (p < 0 || !drs_vs_node_(vs, p, 1, c->exprs[p].type, &v) || v == 0)
        return;
    drs_sb_printf_(b, " (after barrier ");
    drs_sb_value_(b, v, c->exprs[p].type);
    drs_sb_printf_(b, ")");
}

bool drs_fill_race_(drs_enc *enc, Z3_context z, Z3_model m, const drs_construct *c,
                      int first, int second, drs_dep_memo *dm, bool values, drs_race *x)
{
    drs_vsrc vs = {.c = c, .enc = enc, .z = z, .m = m, .no_values = !values};
    return drs_fill_race_vs_(&vs, first, second, dm, x);
}

bool drs_fill_race_vs_(drs_vsrc *vs, int first, int second, drs_dep_memo *dm, drs_race *x)
{
    const drs_construct *c = vs->c;
    const drs_access *a1 = &c->accesses[first], *a2 = &c->accesses[second];
    const drs_object *obj = &c->objects[a1->object];
    x->first = first;
    x->second = second;
    x->role1 = (a1->mode & DRS_WRITE) ? DRS_WRITE : DRS_READ;
    x->role2 = (a2->mode & DRS_WRITE) ? DRS_WRITE : DRS_READ;

    /* Every symbol's value. */
    int nv = 0;
    for (int s = 0; s < c->n_symbols && !vs->no_values; s++)
        nv += drs_sym_per_copy(c->symbols[s].kind) ? 2 : 1;
    x->values = calloc(nv > 0 ? (size_t)nv : 1, sizeof *x->values);
    if (!x->values)
        return false;
    for (int s = 0; s < c->n_symbols && !vs->no_values; s++) {
        const drs_symbol *y = &c->symbols[s];
        bool per = drs_sym_per_copy(y->kind);
        for (int cp = per ? 1 : 0; cp <= (per ? 2 : 0); cp++) {
            drs_wvalue *w = &x->values[x->n_values++];
            w->label = drs_strdup_(y->label ? y->label : y->name);
            if (!w->label)
                return false;
            w->copy = cp;
            w->kind = y->kind;
            w->type = y->type;
            if (!drs_dep_symbol_(dm, vs, s, cp, y->type, &w->value))
                w->value = 0;
        }
    }

    /* Element of copy 1. */
    sbuf b = {0};
    drs_sb_printf_(&b, "%s", obj->label);
    int tail_at = a1->n_index - a1->member_tail;   /* the member goes there */
    for (int k = 0; k < a1->n_index; k++) {
        int64_t v = 0;
        if (k == tail_at)
            drs_sb_printf_(&b, "%s", a1->member ? a1->member : "");
        drs_type t = c->exprs[a1->index[k]].type;
        if (!drs_vs_node_(vs, a1->index[k], 1, t, &v))
            v = 0;
        drs_sb_printf_(&b, "[");
        drs_sb_value_(&b, v, t);
        drs_sb_printf_(&b, "]");
    }
    if (tail_at >= a1->n_index)
        drs_sb_printf_(&b, "%s", a1->member ? a1->member : "");
    x->element = drs_sb_take_(&b);

    int *scratch = malloc(sizeof(int) * (size_t)(c->n_loops + 1));
    if (!scratch)
        return false;
    sbuf i1 = {0}, i2 = {0};
    sb_iter(&i1, vs, c, first, 1, scratch);
    sb_iter(&i2, vs, c, second, 2, scratch);
    free(scratch);
    x->iter1 = drs_sb_take_(&i1);
    x->iter2 = drs_sb_take_(&i2);
    sbuf t1 = {0}, t2 = {0};   /* " of team 1" under teams (drs_construct.team) */
    sb_team(&t1, vs, c, 1);
    sb_team(&t2, vs, c, 2);

    /* Shared inputs and outer loop variables the pair depends on, and the
     * untracked values it needs. */
    sbuf wb = {0}, nb = {0}, yb = {0};
    bool value_matters = false;
    if (!vs->m) {   /* a run: found by drs_when_by_running_ */
        drs_sb_printf_(&wb, "%s", vs->when ? vs->when : "");
        drs_sb_printf_(&nb, "%s", vs->needs ? vs->needs : "");
        drs_sb_printf_(&yb, "%s", vs->why ? vs->why : "");
        x->possible = vs->possible;
        value_matters = vs->value_matters;
    } else if (!drs_dependence_(dm, &wb, &nb, &yb, &x->possible, &value_matters, vs->enc,
                                vs->z, vs->m, c, first, second)) {
        wb.oom = true;
    }
    x->when = drs_sb_take_(&wb);
    x->needs = drs_sb_take_(&nb);
    x->why = drs_sb_take_(&yb);
    if (!x->element || !x->iter1 || !x->iter2 || !x->when || !x->needs || !x->why)
        return false;

    sbuf msg = {0};
    drs_sb_printf_(&msg, "%sdata race on '%s': %s", x->possible ? "possible " : "", obj->label,
              role_name(x->role1));
    bool bare = obj->kind == DRS_OBJ_SCALAR && a1->n_index == 0 &&
                (!a1->member || !a1->member[0]);
    /* an element computed from an untracked value is no element the
     * program can be shown to touch: leave it out */
    if (!bare && !value_matters)
        drs_sb_printf_(&msg, " of %s", x->element);
    if (!sb_threads(&msg, vs, c, first, second, role_name(x->role2)))
        drs_sb_printf_(&msg, " in iteration %s%s conflicts with %s in iteration %s%s", x->iter1,
                  t1.s ? t1.s : "", role_name(x->role2), x->iter2, t2.s ? t2.s : "");
    free(t1.s);
    free(t2.s);
    sb_phase(&msg, vs, c, first);
    if (x->when[0])
        drs_sb_printf_(&msg, " when %s", x->when);
    if (x->needs[0])
        drs_sb_printf_(&msg, " if %s", x->needs);
    if (x->why[0])
        drs_sb_printf_(&msg, " (%s)", x->why);
    x->message = drs_sb_take_(&msg);
    sbuf note = {0};
    drs_sb_printf_(&note, "conflicting %s of '%s' here", role_name(x->role2), obj->label);
    x->note = drs_sb_take_(&note);
    return x->message && x->note;
}

