/* drs_solver.c -- verdicts per construct: candidate pairs, cheap filters, Z3
 * queries, witnesses.
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
 * bench/nonlinear.sh it is several times faster.  Z3 errors never exit: the
 * context's error handler does nothing and the code polls Z3_get_error_code.
 */
#define _POSIX_C_SOURCE 200809L

#include "drs_solver.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <z3.h>

#include "drs_encode.h"

/* Witness retries: per-copy loop variables within these many steps of init
 * (small inputs too for the first two). */
#define DRS_NEAR0 4
#define DRS_NEAR1 16
#define DRS_NEAR2 1024
/* Limits of the incremental solver's first try at a pair: Z3 resource units
 * (about 1 s of work, the same on a loaded machine) and a time cap. */
#define DRS_FAST_RLIMIT 3000000u
#define DRS_FAST_MS 2000u
/* Time limit for each witness-polishing query (ms). */
#define DRS_POLISH_MS 1000u
/* Affine filter: coefficients and constants beyond this are not reasoned about. */
#define DRS_AFF_LIMIT ((int64_t)1 << 40)

struct drs_solver {
    Z3_context z;
    drs_options opt;
    double t_start;       /* drs_solver_new, for the budget */
    Z3_tactic tactic;     /* inc_ref'd */
};

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static char *dup_str(const char *s)
{
    if (!s)
        return NULL;
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p)
        memcpy(p, s, n);
    return p;
}

/* ---- a growing string ------------------------------------------------- */

typedef struct sbuf {
    char *s;
    size_t len, cap;
    bool oom;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...)
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
static char *sb_take(sbuf *b)
{
    if (b->oom) {
        free(b->s);
        return NULL;
    }
    if (!b->s)
        return dup_str("");
    return b->s;
}

/* ---- public small things ------------------------------------------------ */

void drs_options_default(drs_options *o)
{
    o->timeout_ms = 10000;
    o->budget_ms = 60000;
}

const char *drs_verdict_name(drs_verdict v)
{
    switch (v) {
    case DRS_VERDICT_RACE_FREE: return "race-free";
    case DRS_VERDICT_RACE: return "race";
    default: return "not-analyzed";
    }
}

static void race_clear(drs_race *x)
{
    free(x->element);
    free(x->iter1);
    free(x->iter2);
    free(x->when);
    free(x->message);
    free(x->note);
    for (int k = 0; k < x->n_values; k++)
        free(x->values[k].label);
    free(x->values);
}

void drs_result_free(drs_result *r)
{
    if (!r)
        return;
    for (int k = 0; k < r->n_races; k++)
        race_clear(&r->races[k]);
    free(r->races);
    free(r->reason);
    free(r);
}

/* ---- the solver object ---------------------------------------------------- */

static void ignore_z3_error(Z3_context c, Z3_error_code e)
{
    (void)c;
    (void)e;   /* polled with Z3_get_error_code */
}

static Z3_tactic mk_tactic(Z3_context z, const char *name)
{
    Z3_tactic t = Z3_mk_tactic(z, name);
    if (t)
        Z3_tactic_inc_ref(z, t);
    if (t && Z3_get_error_code(z) != Z3_OK) {
        Z3_tactic_dec_ref(z, t);
        t = NULL;
    }
    return t;
}

/* t = a then b; consumes the references of a and b. */
static Z3_tactic then_tactic(Z3_context z, Z3_tactic a, Z3_tactic b, bool or_else)
{
    Z3_tactic t = NULL;
    if (a && b) {
        t = or_else ? Z3_tactic_or_else(z, a, b) : Z3_tactic_and_then(z, a, b);
        if (t)
            Z3_tactic_inc_ref(z, t);
        if (t && Z3_get_error_code(z) != Z3_OK) {
            Z3_tactic_dec_ref(z, t);
            t = NULL;
        }
    }
    if (a)
        Z3_tactic_dec_ref(z, a);
    if (b)
        Z3_tactic_dec_ref(z, b);
    return t;
}

drs_solver *drs_solver_new(const drs_options *o, char *err, size_t errlen)
{
    drs_solver *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (o)
        s->opt = *o;
    else
        drs_options_default(&s->opt);
    s->t_start = now_s();
    Z3_config cfg = Z3_mk_config();
    if (!cfg) {
        snprintf(err, errlen, "cannot make a Z3 configuration");
        free(s);
        return NULL;
    }
    Z3_set_param_value(cfg, "model", "true");
    s->z = Z3_mk_context(cfg);
    Z3_del_config(cfg);
    if (!s->z) {
        snprintf(err, errlen, "cannot make a Z3 context");
        free(s);
        return NULL;
    }
    Z3_set_error_handler(s->z, ignore_z3_error);
    static const char *const chain[] = {"simplify", "propagate-values", "solve-eqs",
                                        "bit-blast", "sat"};
    Z3_tactic t = mk_tactic(s->z, chain[0]);
    for (size_t k = 1; k < sizeof chain / sizeof chain[0]; k++)
        t = then_tactic(s->z, t, mk_tactic(s->z, chain[k]), false);
    t = then_tactic(s->z, t, mk_tactic(s->z, "smt"), true);
    if (!t) {
        snprintf(err, errlen, "cannot build the Z3 tactic");
        Z3_del_context(s->z);
        free(s);
        return NULL;
    }
    s->tactic = t;
    return s;
}

void drs_solver_free(drs_solver *s)
{
    if (!s)
        return;
    if (s->tactic)
        Z3_tactic_dec_ref(s->z, s->tactic);
    Z3_del_context(s->z);
    free(s);
}

/* Milliseconds left in the translation unit's budget; UINT32_MAX if none. */
static unsigned budget_left_ms(const drs_solver *s)
{
    if (s->opt.budget_ms == 0)
        return UINT32_MAX;
    double used = (now_s() - s->t_start) * 1000.0;
    if (used >= (double)s->opt.budget_ms)
        return 0;
    unsigned left = (unsigned)((double)s->opt.budget_ms - used);
    return left ? left : 1;
}

/* ---- cheap filters -------------------------------------------------------- */

static bool aff_ok(int64_t v) { return v <= DRS_AFF_LIMIT && v >= -DRS_AFF_LIMIT; }

/* Writes node k as co * pv + d (exact integers) when every operation below
 * it is exact in C (signed arithmetic, whose overflow the query excludes;
 * value-preserving conversions).  pv is the single parallel loop variable's
 * symbol, or -1. */
static bool affine(const drs_construct *c, int k, int pv, int64_t *co, int64_t *d,
                   int depth)
{
    if (k < 0 || k >= c->n_exprs || depth > 64)
        return false;
    const drs_expr *x = &c->exprs[k];
    bool sg = x->type.is_signed && x->type.bits > 1;
    int64_t c1, d1, c2, d2;
    switch (x->op) {
    case DRS_OP_CONST:
        if (!sg && x->value < 0)
            return false;
        *co = 0;
        *d = x->value;
        return aff_ok(*d);
    case DRS_OP_SYM:
        if (pv < 0 || x->sym != pv)
            return false;
        *co = 1;
        *d = 0;
        return true;
    case DRS_OP_CAST: {
        drs_type from = c->exprs[x->a].type;
        bool fs = from.is_signed && from.bits > 1;
        bool keeps = x->type.bits > 1 &&
                     ((x->type.bits > from.bits && (!fs || sg)) ||
                      (x->type.bits == from.bits && fs == sg));
        return keeps && affine(c, x->a, pv, co, d, depth + 1);
    }
    case DRS_OP_NEG:
        if (!sg || !affine(c, x->a, pv, &c1, &d1, depth + 1))
            return false;
        *co = -c1;
        *d = -d1;
        return true;
    case DRS_OP_ADD:
    case DRS_OP_SUB:
    case DRS_OP_MUL:
        if (!sg || !affine(c, x->a, pv, &c1, &d1, depth + 1) ||
            !affine(c, x->b, pv, &c2, &d2, depth + 1))
            return false;
        if (x->op == DRS_OP_ADD) {
            *co = c1 + c2;
            *d = d1 + d2;
        } else if (x->op == DRS_OP_SUB) {
            *co = c1 - c2;
            *d = d1 - d2;
        } else {
            if (c1 != 0 && c2 != 0)
                return false;
            int64_t f = c1 ? d2 : d1;   /* the constant factor */
            int64_t gc = c1 ? c1 : c2, gd = c1 ? d1 : d2;
            if (f > DRS_AFF_LIMIT || f < -DRS_AFF_LIMIT ||
                (f != 0 && (gc > DRS_AFF_LIMIT / (f < 0 ? -f : f) ||
                            gc < -DRS_AFF_LIMIT / (f < 0 ? -f : f) ||
                            gd > DRS_AFF_LIMIT / (f < 0 ? -f : f) ||
                            gd < -DRS_AFF_LIMIT / (f < 0 ? -f : f))))
                return false;
            *co = gc * f;
            *d = gd * f;
        }
        return aff_ok(*co) && aff_ok(*d);
    default:
        return false;
    }
}

/* True when the byte ranges of a1 (copy 1) and a2 (copy 2) provably never
 * overlap for two different iterations. */
static bool cheap_disjoint(const drs_construct *c, int a1, int a2, int pv)
{
    const drs_access *x1 = &c->accesses[a1], *x2 = &c->accesses[a2];
    int64_t c1, d1, c2, d2;
    if (!affine(c, x1->offset, pv, &c1, &d1, 0) || !affine(c, x2->offset, pv, &c2, &d2, 0))
        return false;
    int64_t s1 = x1->size, s2 = x2->size, e = d1 - d2;
    /* delta = o1 - o2 = c1*v1 - c2*v2 + e; overlap iff -s1 < delta < s2. */
    if (c1 == 0 && c2 == 0)
        return !(e > -s1 && e < s2);
    if (c1 != c2 || pv < 0)
        return false;
    /* delta = c*k + e with k = v1 - v2 != 0.  A hit needs |c*k + e| <
     * max(s1, s2), i.e. k within m of -e/c. */
    int64_t cc = c1, ac = cc < 0 ? -cc : cc;
    int64_t smax = s1 > s2 ? s1 : s2;
    int64_t m = smax / ac + 2;
    if (m > 64)
        return false;
    int64_t q = -e / cc;
    for (int64_t k = q - m; k <= q + m; k++) {
        if (k == 0)
            continue;
        int64_t delta = cc * k + e;
        if (delta > -s1 && delta < s2)
            return false;
    }
    return true;
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
static bool eval_in(Z3_context z, Z3_model m, Z3_ast a, drs_type t, int64_t *out)
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

static void sb_value(sbuf *b, int64_t v, drs_type t)
{
    if (t.is_signed && t.bits > 1)
        sb_printf(b, "%lld", (long long)v);
    else
        sb_printf(b, "%llu", (unsigned long long)(uint64_t)v);
}

/* The loops enclosing access acc from the construct down, in the order
 * witnesses print them: PARALLEL loops in index order, then the INNER loops
 * enclosing the access, outermost first.  Returns the count. */
static int iter_loops(const drs_construct *c, int acc, int *out)
{
    int n = 0;
    for (int l = 0; l < c->n_loops; l++)
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

static void mark_syms(const drs_construct *c, int k, bool *seen_expr, bool *seen_sym)
{
    if (k < 0 || k >= c->n_exprs || seen_expr[k])
        return;
    seen_expr[k] = true;
    const drs_expr *x = &c->exprs[k];
    if (x->op == DRS_OP_SYM && x->sym >= 0 && x->sym < c->n_symbols)
        seen_sym[x->sym] = true;
    mark_syms(c, x->a, seen_expr, seen_sym);
    mark_syms(c, x->b, seen_expr, seen_sym);
    mark_syms(c, x->c, seen_expr, seen_sym);
}

/* Symbols the pair's accesses and their loops mention. */
static void pair_syms(const drs_construct *c, int a1, int a2, bool *seen_expr,
                      bool *seen_sym)
{
    const int accs[2] = {a1, a2};
    for (int j = 0; j < 2; j++) {
        const drs_access *x = &c->accesses[accs[j]];
        mark_syms(c, x->path, seen_expr, seen_sym);
        mark_syms(c, x->offset, seen_expr, seen_sym);
        for (int i = 0; i < x->n_index; i++)
            mark_syms(c, x->index[i], seen_expr, seen_sym);
        for (int l = x->loop; l >= 0; l = c->loops[l].parent) {
            if (c->loops[l].kind == DRS_LOOP_OUTER)
                break;
            mark_syms(c, c->loops[l].init, seen_expr, seen_sym);
            mark_syms(c, c->loops[l].cond, seen_expr, seen_sym);
        }
    }
    for (int l = 0; l < c->n_loops; l++)
        if (c->loops[l].kind == DRS_LOOP_PARALLEL) {
            mark_syms(c, c->loops[l].init, seen_expr, seen_sym);
            mark_syms(c, c->loops[l].cond, seen_expr, seen_sym);
        }
}

static const char *role_name(drs_access_mode m)
{
    return (m & DRS_WRITE) ? "write" : "read";
}

/* "i=2, j=3" for access acc in copy. */
static void sb_iter(sbuf *b, drs_enc *enc, Z3_context z, Z3_model m,
                    const drs_construct *c, int acc, int copy, int *scratch)
{
    int n = iter_loops(c, acc, scratch);
    for (int k = 0; k < n; k++) {
        const drs_symbol *v = &c->symbols[c->loops[scratch[k]].var];
        int64_t val = 0;
        int sym = c->loops[scratch[k]].var;
        if (!eval_in(z, m, drs_enc_symbol(enc, sym, copy), v->type, &val))
            val = 0;
        sb_printf(b, "%s%s=", k ? ", " : "", v->label ? v->label : v->name);
        sb_value(b, val, v->type);
    }
}

/* Fills x from model m; false when out of memory. */
static bool fill_race(drs_enc *enc, Z3_context z, Z3_model m, const drs_construct *c,
                      int first, int second, drs_race *x)
{
    const drs_access *a1 = &c->accesses[first], *a2 = &c->accesses[second];
    const drs_object *obj = &c->objects[a1->object];
    x->first = first;
    x->second = second;
    x->role1 = (a1->mode & DRS_WRITE) ? DRS_WRITE : DRS_READ;
    x->role2 = (a2->mode & DRS_WRITE) ? DRS_WRITE : DRS_READ;

    /* Every symbol's value. */
    int nv = 0;
    for (int s = 0; s < c->n_symbols; s++)
        nv += drs_sym_per_copy(c->symbols[s].kind) ? 2 : 1;
    x->values = calloc(nv > 0 ? (size_t)nv : 1, sizeof *x->values);
    if (!x->values)
        return false;
    for (int s = 0; s < c->n_symbols; s++) {
        const drs_symbol *y = &c->symbols[s];
        bool per = drs_sym_per_copy(y->kind);
        for (int cp = per ? 1 : 0; cp <= (per ? 2 : 0); cp++) {
            drs_wvalue *w = &x->values[x->n_values++];
            w->label = dup_str(y->label ? y->label : y->name);
            if (!w->label)
                return false;
            w->copy = cp;
            w->kind = y->kind;
            w->type = y->type;
            if (!eval_in(z, m, drs_enc_symbol(enc, s, cp), y->type, &w->value))
                w->value = 0;
        }
    }

    /* Element of copy 1. */
    sbuf b = {0};
    sb_printf(&b, "%s", obj->name);
    for (int k = 0; k < a1->n_index; k++) {
        int64_t v = 0;
        drs_type t = c->exprs[a1->index[k]].type;
        if (!eval_in(z, m, drs_enc_value(enc, a1->index[k], 1), t, &v))
            v = 0;
        sb_printf(&b, "[");
        sb_value(&b, v, t);
        sb_printf(&b, "]");
    }
    sb_printf(&b, "%s", a1->member ? a1->member : "");
    x->element = sb_take(&b);

    int *scratch = malloc(sizeof(int) * (size_t)(c->n_loops + 1));
    if (!scratch)
        return false;
    sbuf i1 = {0}, i2 = {0};
    sb_iter(&i1, enc, z, m, c, first, 1, scratch);
    sb_iter(&i2, enc, z, m, c, second, 2, scratch);
    free(scratch);
    x->iter1 = sb_take(&i1);
    x->iter2 = sb_take(&i2);

    /* Shared inputs and outer loop variables the pair depends on. */
    bool *seen_expr = calloc((size_t)c->n_exprs + 1, sizeof(bool));
    bool *seen_sym = calloc((size_t)c->n_symbols + 1, sizeof(bool));
    sbuf wb = {0};
    if (seen_expr && seen_sym) {
        pair_syms(c, first, second, seen_expr, seen_sym);
        int n = 0;
        for (int s = 0; s < c->n_symbols; s++) {
            const drs_symbol *y = &c->symbols[s];
            if (!seen_sym[s] || drs_sym_per_copy(y->kind))
                continue;
            int64_t v = 0;
            if (!eval_in(z, m, drs_enc_symbol(enc, s, 0), y->type, &v))
                v = 0;
            sb_printf(&wb, "%s%s=", n++ ? ", " : "", y->label ? y->label : y->name);
            sb_value(&wb, v, y->type);
        }
    }
    free(seen_expr);
    free(seen_sym);
    x->when = sb_take(&wb);
    if (!x->element || !x->iter1 || !x->iter2 || !x->when)
        return false;

    sbuf msg = {0};
    sb_printf(&msg, "data race on '%s': %s", obj->name, role_name(x->role1));
    bool bare = obj->kind == DRS_OBJ_SCALAR && a1->n_index == 0 &&
                (!a1->member || !a1->member[0]);
    if (!bare)
        sb_printf(&msg, " of %s", x->element);
    sb_printf(&msg, " in iteration %s conflicts with %s in iteration %s", x->iter1,
              role_name(x->role2), x->iter2);
    if (x->when[0])
        sb_printf(&msg, " when %s", x->when);
    x->message = sb_take(&msg);
    sbuf note = {0};
    sb_printf(&note, "conflicting %s of '%s' here", role_name(x->role2), obj->name);
    x->note = sb_take(&note);
    return x->message && x->note;
}

/* ---- one construct -------------------------------------------------------- */

/* A Z3 solver of the construct, with the time limit its params say. */
typedef struct zslot {
    Z3_solver s;            /* NULL until a pair needs it */
    unsigned timeout_set;   /* 0: not set yet */
    unsigned rlimit;        /* resource limit per check, 0 = none */
} zslot;

typedef struct check_state {
    drs_solver *s;
    const drs_construct *c;
    drs_enc *enc;
    zslot fast;             /* incremental SMT solver, short time limit */
    zslot full;             /* the tactic solver (see the file comment) */
    char *unknown;          /* first reason a pair stayed undecided */
    bool fatal;             /* stop: internal error or budget */
    drs_result *r;
    int cap_races;
} check_state;

static void set_unknown(check_state *st, const char *fmt, ...)
{
    if (st->unknown)
        return;
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    st->unknown = dup_str(buf);
}

/* Records a Z3 error if there is one; true if there was. */
static bool z3_failed(check_state *st)
{
    Z3_error_code code = Z3_get_error_code(st->s->z);
    if (code == Z3_OK)
        return false;
    set_unknown(st, "internal solver error: %s", Z3_get_error_msg(st->s->z, code));
    st->fatal = true;
    return true;
}

static bool enc_failed(check_state *st)
{
    const char *why = drs_enc_error(st->enc);
    if (!why)
        return false;
    set_unknown(st, "%s", why);
    st->fatal = true;
    return true;
}

static void set_timeout(check_state *st, zslot *zs, unsigned ms)
{
    if (ms == 0)
        ms = UINT32_MAX;
    if (ms == zs->timeout_set)
        return;
    Z3_context z = st->s->z;
    Z3_params p = Z3_mk_params(z);
    if (!p)
        return;
    Z3_params_inc_ref(z, p);
    Z3_params_set_uint(z, p, Z3_mk_string_symbol(z, "timeout"), ms);
    if (zs->rlimit)
        Z3_params_set_uint(z, p, Z3_mk_string_symbol(z, "rlimit"), zs->rlimit);
    Z3_solver_set_params(z, zs->s, p);
    Z3_params_dec_ref(z, p);
    zs->timeout_set = ms;
}

/* Per-query time limit from the options and the budget (0 = none); false
 * when the budget is spent. */
static bool query_timeout(check_state *st, unsigned *ms)
{
    unsigned left = budget_left_ms(st->s);
    if (left == 0)
        return false;
    unsigned t = st->s->opt.timeout_ms;
    if (left != UINT32_MAX && (t == 0 || left < t))
        t = left;
    *ms = t;
    return true;
}

/* Creates both Z3 solvers and asserts the base facts; false to stop. */
static bool ensure_solvers(check_state *st)
{
    if (st->full.s)
        return true;
    Z3_context z = st->s->z;
    const char *why = NULL;
    Z3_ast base = drs_enc_base(st->enc, &why);
    if (why) {
        set_unknown(st, "%s", why);
        st->fatal = true;
        return false;
    }
    if (enc_failed(st) || !base)
        return false;
    Z3_solver fast = Z3_mk_simple_solver(z);
    if (fast)
        Z3_solver_inc_ref(z, fast);
    st->fast.s = fast;
    st->fast.rlimit = DRS_FAST_RLIMIT;
    Z3_solver full = Z3_mk_solver_from_tactic(z, st->s->tactic);
    if (full)
        Z3_solver_inc_ref(z, full);
    st->full.s = full;
    if (!fast || !full) {
        z3_failed(st);
        st->fatal = true;
        return false;
    }
    if (z3_failed(st))
        return false;
    Z3_solver_assert(z, fast, base);
    Z3_solver_assert(z, full, base);
    return !z3_failed(st);
}

static drs_race *new_race(check_state *st)
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

/* Asks solver zs (holding the pair) for a model with small loop values:
 * `near` steps from init for the pair's per-copy and outer loops (and small
 * inputs when `inputs`).  Returns a new model (inc_ref'd) or NULL. */
static Z3_model polish(check_state *st, zslot *zs, int first, int second, int64_t near,
                       bool inputs)
{
    Z3_context z = st->s->z;
    const drs_construct *c = st->c;
    unsigned ms;
    if (!query_timeout(st, &ms))
        return NULL;
    if (ms == 0 || ms > DRS_POLISH_MS)
        ms = DRS_POLISH_MS;
    int *loops = malloc(sizeof(int) * (size_t)(c->n_loops + 1));
    if (!loops)
        return NULL;
    Z3_solver_push(z, zs->s);
    const int accs[2] = {first, second};
    for (int cp = 1; cp <= 2; cp++) {
        int n = iter_loops(c, accs[cp - 1], loops);
        for (int k = 0; k < n; k++) {
            Z3_ast a = drs_enc_loop_near(st->enc, loops[k], cp, near);
            if (a)
                Z3_solver_assert(z, zs->s, a);
        }
    }
    for (int l = 0; l < c->n_loops; l++)
        if (c->loops[l].kind == DRS_LOOP_OUTER) {
            Z3_ast a = drs_enc_loop_near(st->enc, l, 0, near);
            if (a)
                Z3_solver_assert(z, zs->s, a);
        }
    if (inputs) {
        for (int s = 0; s < c->n_symbols; s++) {
            const drs_symbol *y = &c->symbols[s];
            if (y->kind != DRS_SYM_INPUT && y->kind != DRS_SYM_LOCAL)
                continue;
            if (y->type.bits < 12)
                continue;
            bool sg = y->type.is_signed;
            for (int cp = y->kind == DRS_SYM_LOCAL ? 1 : 0;
                 cp <= (y->kind == DRS_SYM_LOCAL ? 2 : 0); cp++) {
                Z3_ast v = drs_enc_symbol(st->enc, s, cp);
                Z3_sort srt = v ? Z3_get_sort(z, v) : NULL;
                if (!v || !srt)
                    continue;
                Z3_ast hi = Z3_mk_unsigned_int64(z, 1024, srt);
                Z3_ast lo = sg ? Z3_mk_bvneg(z, hi) : Z3_mk_unsigned_int64(z, 0, srt);
                Z3_solver_assert(z, zs->s, sg ? Z3_mk_bvsle(z, v, hi) : Z3_mk_bvule(z, v, hi));
                Z3_solver_assert(z, zs->s, sg ? Z3_mk_bvsge(z, v, lo) : Z3_mk_bvuge(z, v, lo));
            }
        }
    }
    free(loops);
    Z3_model m = NULL;
    if (!drs_enc_error(st->enc) && Z3_get_error_code(z) == Z3_OK) {
        set_timeout(st, zs, ms);
        if (Z3_solver_check(z, zs->s) == Z3_L_TRUE) {
            m = Z3_solver_get_model(z, zs->s);
            if (m)
                Z3_model_inc_ref(z, m);
            if (m && Z3_get_error_code(z) != Z3_OK) {
                Z3_model_dec_ref(z, m);
                m = NULL;
            }
        }
    }
    Z3_solver_pop(z, zs->s, 1);
    return m;
}

/* Pushes the pair's facts onto zs and checks them within ms (0 = no limit).
 * The caller pops. */
static Z3_lbool check_on(check_state *st, zslot *zs, const Z3_ast *q, unsigned ms)
{
    Z3_context z = st->s->z;
    Z3_solver_push(z, zs->s);
    for (int k = 0; k < 3; k++)
        Z3_solver_assert(z, zs->s, q[k]);
    set_timeout(st, zs, ms);
    if (z3_failed(st))
        return Z3_L_UNDEF;
    Z3_lbool res = Z3_solver_check(z, zs->s);
    if (z3_failed(st))
        return Z3_L_UNDEF;
    return res;
}

/* Decides one candidate pair: first the incremental solver with a short
 * limit (cheap on the linear queries that are most of them), then, if it
 * gives up, the tactic solver with the full limit. */
static void solve_pair(check_state *st, int first, int second)
{
    Z3_context z = st->s->z;
    const drs_construct *c = st->c;
    unsigned ms;
    if (!query_timeout(st, &ms)) {
        set_unknown(st, "time budget exhausted");
        st->fatal = true;
        return;
    }
    if (!ensure_solvers(st))
        return;
    st->r->pairs_solved++;
    Z3_ast q[3] = {drs_enc_access(st->enc, first, 1), drs_enc_access(st->enc, second, 2),
                   drs_enc_overlap(st->enc, first, second)};
    if (enc_failed(st) || !q[0] || !q[1] || !q[2])
        return;
    zslot *zs = &st->fast;
    unsigned quick = ms == 0 || ms > DRS_FAST_MS ? DRS_FAST_MS : ms;
    Z3_lbool res = check_on(st, zs, q, quick);
    if (res == Z3_L_UNDEF && !st->fatal) {
        Z3_solver_pop(z, zs->s, 1);
        zs = &st->full;
        if (!query_timeout(st, &ms)) {
            set_unknown(st, "time budget exhausted");
            st->fatal = true;
            return;
        }
        res = check_on(st, zs, q, ms);
    }
    if (st->fatal) {
        Z3_solver_pop(z, zs->s, 1);
        return;
    }
    const char *t1 = c->accesses[first].text ? c->accesses[first].text : "?";
    const char *t2 = c->accesses[second].text ? c->accesses[second].text : "?";
    if (res == Z3_L_UNDEF) {
        Z3_string why = Z3_solver_get_reason_unknown(z, zs->s);
        set_unknown(st, "solver gave up on '%s' vs '%s': %s", t1, t2,
                    why && Z3_get_error_code(z) == Z3_OK ? why : "unknown");
        Z3_solver_pop(z, zs->s, 1);
        return;
    }
    if (res == Z3_L_FALSE) {
        Z3_solver_pop(z, zs->s, 1);
        return;
    }
    Z3_model m = Z3_solver_get_model(z, zs->s);
    if (m)
        Z3_model_inc_ref(z, m);
    if (!m || z3_failed(st)) {
        if (m)
            Z3_model_dec_ref(z, m);
        Z3_solver_pop(z, zs->s, 1);
        return;
    }
    Z3_model better = polish(st, zs, first, second, DRS_NEAR0, true);
    if (!better)
        better = polish(st, zs, first, second, DRS_NEAR1, true);
    if (!better)
        better = polish(st, zs, first, second, DRS_NEAR2, false);
    if (better) {
        Z3_model_dec_ref(z, m);
        m = better;
    }
    drs_race *x = new_race(st);
    if (!x || !fill_race(st->enc, z, m, c, first, second, x)) {
        set_unknown(st, "out of memory");
        st->fatal = true;
    }
    Z3_model_dec_ref(z, m);
    Z3_solver_pop(z, zs->s, 1);
    if (!z3_failed(st))
        enc_failed(st);
}

static bool writes(const drs_access *a) { return (a->mode & DRS_WRITE) != 0; }

static bool before(const drs_access *a, const drs_access *b)
{
    return a->line < b->line || (a->line == b->line && a->col < b->col);
}

drs_result *drs_check(drs_solver *s, const drs_construct *c)
{
    drs_result *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    double t0 = now_s();
    r->verdict = DRS_VERDICT_NOT_ANALYZED;
    if (c->not_analyzed) {
        r->reason = dup_str(c->not_analyzed);
        return r;
    }
    if (budget_left_ms(s) == 0) {
        r->reason = dup_str("time budget exhausted");
        return r;
    }
    check_state st = {0};
    st.s = s;
    st.c = c;
    st.r = r;
    st.enc = drs_enc_new(s->z, c);
    if (!st.enc) {
        free(r);
        return NULL;
    }
    if (!enc_failed(&st)) {
        /* The single parallel loop's variable, for the affine filter. */
        int pv = -1, n_par = 0;
        for (int l = 0; l < c->n_loops; l++)
            if (c->loops[l].kind == DRS_LOOP_PARALLEL) {
                n_par++;
                pv = c->loops[l].var;
            }
        if (n_par != 1)
            pv = -1;
        for (int i = 0; i < c->n_accesses && !st.fatal; i++)
            for (int j = i; j < c->n_accesses && !st.fatal; j++) {
                const drs_access *a = &c->accesses[i], *b = &c->accesses[j];
                if (a->object != b->object || (!writes(a) && !writes(b)))
                    continue;
                if (a->lock && b->lock && strcmp(a->lock, b->lock) == 0)
                    continue;
                r->pairs_checked++;
                int first = i, second = j;
                if (writes(b) && !writes(a))
                    first = j, second = i;
                else if (writes(a) == writes(b) && before(b, a))
                    first = j, second = i;
                if (cheap_disjoint(c, first, second, pv))
                    continue;
                solve_pair(&st, first, second);
            }
    }
    if (r->n_races > 0) {
        r->verdict = DRS_VERDICT_RACE;
    } else if (st.unknown) {
        r->verdict = DRS_VERDICT_NOT_ANALYZED;
        r->reason = st.unknown;
        st.unknown = NULL;
    } else {
        r->verdict = DRS_VERDICT_RACE_FREE;
    }
    free(st.unknown);
    if (st.fast.s)
        Z3_solver_dec_ref(s->z, st.fast.s);
    if (st.full.s)
        Z3_solver_dec_ref(s->z, st.full.s);
    drs_enc_free(st.enc);
    r->seconds = now_s() - t0;
    return r;
}
