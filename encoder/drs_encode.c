/* drs_encode.c -- model expressions, loops and accesses as Z3 bit-vector terms.
 *
 * The race formula, worked on one loop.
 *
 *     #pragma omp parallel for
 *     for (int i = 0; i < n; i++)      // n: an input, env says n <= 100
 *         a[i] = a[i + 1];             // a: int[101]
 *
 * The model has symbols i (loop, i32) and n (input, i32), the PARALLEL loop
 * (init 0, cond i < n, step 1), and accesses W = a[i] (offset (i64)i * 4) and
 * R = a[i + 1] (offset (i64)(i + 1) * 4), both 4 bytes.  For the pair (W, R),
 * W takes copy 1 and R copy 2; i has the constants i!1 and i!2, n is shared:
 *
 *   base    env:       n <= 100
 *           domains:   i!1 < n  and  i!1 - 0 >= 0        (66-bit, no wrap)
 *                      i!2 < n  and  i!2 - 0 >= 0
 *           parallel:  i!1 != i!2
 *   access  W in copy 1: (nothing to evaluate beyond the loop)
 *           R in copy 2: i!2 + 1 does not overflow        (signed, so UB)
 *   overlap [4*i!1, 4*i!1 + 4) meets [4*(i!2+1), 4*(i!2+1) + 4):
 *           4*i!1 < 4*(i!2+1) + 4  and  4*(i!2+1) < 4*i!1 + 4
 *
 * All of it is bit-vector arithmetic of the C widths, so it is C's arithmetic
 * exactly: the products and sums above are i64 (the offsets' type), the
 * overlap test is done in 66 bits so it cannot wrap.  The conjunction is
 * satisfiable, e.g. i!1 = 1, i!2 = 0, n = 2: iteration 1 writes a[1] while
 * iteration 0 reads it -- a race.  For `a[i] = a[i] + 1` the overlap forces
 * i!1 = i!2, which contradicts "parallel", so the query is unsatisfiable.
 *
 * Undefined behaviour is excluded, not modelled: each evaluated expression
 * contributes its "defined" condition (no signed overflow, no division by
 * zero or INT_MIN / -1, shift counts in range, signed << without overflow),
 * following short-circuit evaluation.  A loop's domain only requires the
 * variable to be reachable from init by whole steps and cond to hold there;
 * the plugin guarantees cond is monotone in the variable.
 */
#include "drs_encode.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Widths for arithmetic that must not wrap: 64-bit values extended by two
 * bits leave room for one subtraction or addition; 130 bits for products of
 * two 64-bit numbers. */
#define DRS_WIDE 66
#define DRS_WIDER 130

typedef struct drs_ival {
    __int128 lo, hi;
} drs_ival;

struct drs_enc {
    Z3_context z;
    const drs_construct *c;
    char *error;            /* first problem met, malloc'd; NULL if none */
    bool *shared;           /* per node: every symbol below it is shared */
    Z3_ast *val[3];         /* per copy, per node: value term (memo) */
    Z3_ast *def[3];         /* per copy, per node: "defined" term (memo) */
    Z3_ast *tru[3];         /* per copy, per node: "nonzero" term (memo) */
    Z3_ast *sym[3];         /* per copy, per symbol: the constant */
    Z3_ast *dom[3];         /* per copy, per loop: domain (memo) */
    Z3_ast *diff[3];        /* per copy, per loop: var - init, DRS_WIDE bits */
    Z3_sort sorts[DRS_WIDER + 1];
    Z3_ast t;               /* true */
    /* Interval analysis (see "ranges" below): per node, the values it can
     * take in any execution where the loops enclosing its use are in their
     * domains; `fits` says the exact mathematical result of the node's
     * operation lies in its type (so a signed operation cannot overflow). */
    drs_ival *iv;
    unsigned char *iv_state;  /* 0 not computed, 1 in progress, 2 done */
    bool *fits;
    drs_ival *loop_iv;        /* per loop: its variable's values */
    bool *loop_iv_done;
    drs_ival *input_iv;       /* per symbol: an input's values under env */
    bool *input_iv_done;
};

/* ---- errors ------------------------------------------------------------ */

static void fail(drs_enc *e, const char *fmt, ...)
{
    if (e->error)
        return;
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    e->error = malloc(strlen(buf) + 1);
    if (e->error)
        strcpy(e->error, buf);
    else
        e->error = (char *)"out of memory"; /* never freed: see drs_enc_free */
}

/* Checks the result of a Z3 call. */
static Z3_ast zc(drs_enc *e, Z3_ast r)
{
    Z3_error_code code = Z3_get_error_code(e->z);
    if (code != Z3_OK) {
        fail(e, "internal solver error: %s", Z3_get_error_msg(e->z, code));
        return NULL;
    }
    if (!r)
        fail(e, "internal solver error: null term");
    return r;
}

const char *drs_enc_error(const drs_enc *e) { return e->error; }

bool drs_sym_per_copy(drs_sym_kind k)
{
    return k == DRS_SYM_LOOP || k == DRS_SYM_LOCAL;
}

/* ---- small term helpers (NULL in, NULL out) ----------------------------- */

static Z3_sort bv_sort(drs_enc *e, unsigned bits)
{
    if (bits == 0 || bits > DRS_WIDER) {
        fail(e, "internal solver error: width %u", bits);
        return NULL;
    }
    if (!e->sorts[bits]) {
        Z3_sort s = Z3_mk_bv_sort(e->z, bits);
        if (Z3_get_error_code(e->z) != Z3_OK || !s) {
            fail(e, "internal solver error: cannot make bit-vector sort");
            return NULL;
        }
        e->sorts[bits] = s;
    }
    return e->sorts[bits];
}

/* Unsigned numeral v of `bits` bits (v is reduced modulo 2^bits). */
static Z3_ast num(drs_enc *e, unsigned bits, uint64_t v)
{
    Z3_sort s = bv_sort(e, bits);
    if (!s)
        return NULL;
    if (bits < 64)
        v &= (((uint64_t)1 << bits) - 1);
    return zc(e, Z3_mk_unsigned_int64(e->z, v, s));
}

/* Numeral for an unsigned 128-bit value in a sort of `bits` bits. */
static Z3_ast num128(drs_enc *e, unsigned bits, unsigned __int128 v)
{
    char buf[64];
    int n = 0;
    char rev[64];
    do {
        rev[n++] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v && n < 60);
    for (int k = 0; k < n; k++)
        buf[k] = rev[n - 1 - k];
    buf[n] = 0;
    Z3_sort s = bv_sort(e, bits);
    if (!s)
        return NULL;
    return zc(e, Z3_mk_numeral(e->z, buf, s));
}

static Z3_ast bneg(drs_enc *e, Z3_ast a)
{
    return a ? zc(e, Z3_mk_bvneg(e->z, a)) : NULL;
}

/* Signed numeral v in a sort of `bits` bits. */

typedef Z3_ast (*z3_bin)(Z3_context, Z3_ast, Z3_ast);

static Z3_ast bin(drs_enc *e, z3_bin f, Z3_ast a, Z3_ast b)
{
    return a && b ? zc(e, f(e->z, a, b)) : NULL;
}

static Z3_ast mk_not(drs_enc *e, Z3_ast a)
{
    if (!a)
        return NULL;
    if (a == e->t)
        return zc(e, Z3_mk_false(e->z));
    return zc(e, Z3_mk_not(e->z, a));
}

static Z3_ast mk_and(drs_enc *e, Z3_ast a, Z3_ast b)
{
    if (!a || !b)
        return NULL;
    if (a == e->t)
        return b;
    if (b == e->t)
        return a;
    Z3_ast args[2] = {a, b};
    return zc(e, Z3_mk_and(e->z, 2, args));
}

static Z3_ast mk_or(drs_enc *e, Z3_ast a, Z3_ast b)
{
    if (!a || !b)
        return NULL;
    if (a == e->t || b == e->t)
        return e->t;
    Z3_ast args[2] = {a, b};
    return zc(e, Z3_mk_or(e->z, 2, args));
}

static Z3_ast mk_implies(drs_enc *e, Z3_ast a, Z3_ast b)
{
    if (!a || !b)
        return NULL;
    if (b == e->t)
        return e->t;
    return zc(e, Z3_mk_implies(e->z, a, b));
}

static Z3_ast mk_ite(drs_enc *e, Z3_ast c, Z3_ast a, Z3_ast b)
{
    if (!c || !a || !b)
        return NULL;
    if (a == b)
        return a;
    return zc(e, Z3_mk_ite(e->z, c, a, b));
}

static Z3_ast mk_eq(drs_enc *e, Z3_ast a, Z3_ast b)
{
    return bin(e, Z3_mk_eq, a, b);
}

/* A Boolean as a C value 0 / 1 of `bits` bits. */
static Z3_ast b2bv(drs_enc *e, Z3_ast b, unsigned bits)
{
    return mk_ite(e, b, num(e, bits, 1), num(e, bits, 0));
}

/* Converts a `from`-bit value to `to` bits: truncation, or sign / zero
 * extension by the source's signedness (C's integer conversions, except to
 * _Bool). */
static Z3_ast ext(drs_enc *e, Z3_ast a, unsigned from, bool is_signed,
                  unsigned to)
{
    if (!a)
        return NULL;
    if (to == from)
        return a;
    if (to < from)
        return zc(e, Z3_mk_extract(e->z, to - 1, 0, a));
    if (is_signed && from > 1)
        return zc(e, Z3_mk_sign_ext(e->z, to - from, a));
    return zc(e, Z3_mk_zero_ext(e->z, to - from, a));
}

static bool type_signed(drs_type t) { return t.is_signed && t.bits > 1; }

/* ---- construction and checking ----------------------------------------- */

static int arity(drs_op op)
{
    switch (op) {
    case DRS_OP_CONST:
    case DRS_OP_SYM:
        return 0;
    case DRS_OP_CAST:
    case DRS_OP_NEG:
    case DRS_OP_BITNOT:
    case DRS_OP_LNOT:
        return 1;
    case DRS_OP_ITE:
        return 3;
    default:
        return 2;
    }
}

static bool is_cmp(drs_op op)
{
    return op == DRS_OP_LT || op == DRS_OP_LE || op == DRS_OP_GT ||
           op == DRS_OP_GE || op == DRS_OP_EQ || op == DRS_OP_NE;
}

static bool good_expr(const drs_construct *c, int k, int below)
{
    return k >= 0 && k < below && k < c->n_exprs;
}

/* Checks the invariants of drs_model.h the encoder relies on. */
static void check_construct(drs_enc *e)
{
    const drs_construct *c = e->c;
    for (int k = 0; k < c->n_exprs && !e->error; k++) {
        const drs_expr *x = &c->exprs[k];
        if ((int)x->op < 0 || x->op >= DRS_OP_COUNT_) {
            fail(e, "malformed model: expression %d has no valid operator", k);
            break;
        }
        if (x->type.bits < 1 || x->type.bits > 64) {
            fail(e, "malformed model: expression %d has width %u", k, x->type.bits);
            break;
        }
        int n = arity(x->op);
        const int ops[3] = {x->a, x->b, x->c};
        for (int j = 0; j < n; j++)
            if (!good_expr(c, ops[j], k))
                fail(e, "malformed model: expression %d has a bad operand", k);
        if (e->error)
            break;
        unsigned w = x->type.bits;
        unsigned wa = n > 0 ? c->exprs[x->a].type.bits : 0;
        unsigned wb = n > 1 ? c->exprs[x->b].type.bits : 0;
        bool ok = true;
        switch (x->op) {
        case DRS_OP_SYM:
            ok = x->sym >= 0 && x->sym < c->n_symbols &&
                 c->symbols[x->sym].type.bits == w;
            break;
        case DRS_OP_NEG:
        case DRS_OP_BITNOT:
        case DRS_OP_SHL:
        case DRS_OP_SHR:
            ok = wa == w;
            break;
        case DRS_OP_ADD: case DRS_OP_SUB: case DRS_OP_MUL: case DRS_OP_DIV:
        case DRS_OP_REM: case DRS_OP_AND: case DRS_OP_OR: case DRS_OP_XOR:
            ok = wa == w && wb == w;
            break;
        case DRS_OP_ITE:
            ok = wb == w && c->exprs[x->c].type.bits == w;
            break;
        default:
            if (is_cmp(x->op))
                ok = wa == wb;
            break;
        }
        if (!ok)
            fail(e, "malformed model: operand types of expression %d (%s) do not match",
                 k, drs_op_name(x->op));
    }
    for (int s = 0; s < c->n_symbols && !e->error; s++)
        if (c->symbols[s].type.bits < 1 || c->symbols[s].type.bits > 64)
            fail(e, "malformed model: symbol '%s' has width %u",
                 c->symbols[s].name, c->symbols[s].type.bits);
    int n_par = 0;
    for (int l = 0; l < c->n_loops && !e->error; l++) {
        const drs_loop *L = &c->loops[l];
        if (L->var < 0 || L->var >= c->n_symbols || L->parent >= l ||
            L->parent < -1 || !good_expr(c, L->init, c->n_exprs) ||
            !good_expr(c, L->cond, c->n_exprs) || L->step == 0) {
            fail(e, "malformed model: loop %d", l);
            break;
        }
        const drs_symbol *v = &c->symbols[L->var];
        bool want_shared = L->kind == DRS_LOOP_OUTER;
        if (drs_sym_per_copy(v->kind) == want_shared)
            fail(e, "malformed model: loop %d's variable '%s' has the wrong kind", l,
                 v->name);
        else if (c->exprs[L->init].type.bits != v->type.bits)
            fail(e, "malformed model: loop %d's init does not have the type of '%s'", l,
                 v->name);
        if (L->kind == DRS_LOOP_PARALLEL)
            n_par++;
        if (L->kind == DRS_LOOP_OUTER &&
            (!e->shared[L->init] || !e->shared[L->cond]))
            fail(e, "malformed model: outer loop %d depends on per-iteration values", l);
    }
    if (!e->error && n_par == 0)
        fail(e, "malformed model: the construct has no parallel loop");
    if (!e->error && c->env >= 0 && !good_expr(c, c->env, c->n_exprs))
        fail(e, "malformed model: bad env");
    for (int a = 0; a < c->n_accesses && !e->error; a++) {
        const drs_access *x = &c->accesses[a];
        bool ok = x->object >= 0 && x->object < c->n_objects && x->loop >= 0 &&
                  x->loop < c->n_loops && c->loops[x->loop].kind != DRS_LOOP_OUTER &&
                  (x->path == -1 || good_expr(c, x->path, c->n_exprs)) &&
                  good_expr(c, x->offset, c->n_exprs) &&
                  c->exprs[x->offset].type.bits == 64 && x->size > 0 &&
                  x->size <= ((int64_t)1 << 40) && x->n_index >= 0 &&
                  (x->mode & (DRS_READ | DRS_WRITE)) != 0;
        for (int j = 0; ok && j < x->n_index; j++)
            ok = good_expr(c, x->index[j], c->n_exprs);
        if (!ok)
            fail(e, "malformed model: access %d ('%s')", a, x->text ? x->text : "?");
    }
}


/* ---- ranges ---------------------------------------------------------------
 *
 * A small interval analysis makes nonlinear queries over bounded loops cheap
 * without changing their meaning.  A loop variable v with a canonical
 * condition (`v < b`, `v <= b`, `b > v`, ..., or a conjunction of them) and a
 * known init lies in [init, max(b) - 1] (step > 0) in every execution where
 * its loop is in its domain -- and the query only uses v's value where that
 * domain is asserted.  From there intervals go up the expression DAG with
 * exact integer arithmetic.  Where the exact result of a signed + - * or a
 * / % provably stays in its type, its "defined" condition is statically
 * true; where a product's operands and result fit in n < width bits, the
 * multiplication is done in n bits and sign-extended, which is the same
 * value.  Anything not understood gets its type's full range.
 */

#define IV_BIG ((__int128)1 << 62)

static drs_ival type_range(drs_type t)
{
    drs_ival r;
    if (t.bits == 1 || !t.is_signed) {
        r.lo = 0;
        r.hi = ((__int128)1 << t.bits) - 1;
    } else {
        r.lo = -((__int128)1 << (t.bits - 1));
        r.hi = ((__int128)1 << (t.bits - 1)) - 1;
    }
    return r;
}

static bool within(drs_ival v, drs_ival r) { return v.lo >= r.lo && v.hi <= r.hi; }
static __int128 imin(__int128 a, __int128 b) { return a < b ? a : b; }
static __int128 imax(__int128 a, __int128 b) { return a > b ? a : b; }
static bool big(drs_ival v) { return v.lo < -IV_BIG || v.hi > IV_BIG; }

static drs_ival ival(__int128 lo, __int128 hi)
{
    drs_ival r = {lo, hi};
    return r;
}

/* The mathematical value of a constant node. */
static __int128 const_math(const drs_expr *x)
{
    if (type_signed(x->type))
        return x->value;
    uint64_t u = (uint64_t)x->value;
    if (x->type.bits < 64)
        u &= ((uint64_t)1 << x->type.bits) - 1;
    return u;
}

/* Smallest n >= 2 such that every value of v fits in n-bit two's complement. */
static unsigned bits_needed(drs_ival v)
{
    for (unsigned n = 2; n < 127; n++) {
        __int128 h = (__int128)1 << (n - 1);
        if (v.lo >= -h && v.hi <= h - 1)
            return n;
    }
    return 127;
}

static drs_ival ival_of(drs_enc *e, int k);

/* Node k is the variable `var`, possibly under value-preserving casts. */
static bool is_var(drs_enc *e, int k, int var)
{
    const drs_expr *x = &e->c->exprs[k];
    if (x->op == DRS_OP_SYM)
        return x->sym == var;
    if (x->op == DRS_OP_CAST && x->type.bits > 1 &&
        within(type_range(e->c->exprs[x->a].type), type_range(x->type)))
        return is_var(e, x->a, var);
    return false;
}

static bool mentions(drs_enc *e, int k, int var, unsigned char *seen)
{
    if (k < 0 || seen[k])
        return false;
    seen[k] = 1;
    const drs_expr *x = &e->c->exprs[k];
    if (x->op == DRS_OP_SYM)
        return x->sym == var;
    return mentions(e, x->a, var, seen) || mentions(e, x->b, var, seen) ||
           mentions(e, x->c, var, seen);
}

/* Narrows *r by the bounds condition k puts on `var`. */
static void cond_bounds(drs_enc *e, int k, int var, drs_ival *r)
{
    const drs_expr *x = &e->c->exprs[k];
    if (x->op == DRS_OP_LAND) {
        cond_bounds(e, x->a, var, r);
        cond_bounds(e, x->b, var, r);
        return;
    }
    if (!is_cmp(x->op))
        return;
    drs_op op = x->op;
    int other;
    if (is_var(e, x->a, var) && !is_var(e, x->b, var)) {
        other = x->b;
    } else if (is_var(e, x->b, var) && !is_var(e, x->a, var)) {
        other = x->a;
        op = op == DRS_OP_LT ? DRS_OP_GT : op == DRS_OP_GT ? DRS_OP_LT
           : op == DRS_OP_LE ? DRS_OP_GE : op == DRS_OP_GE ? DRS_OP_LE : op;
    } else {
        return;
    }
    unsigned char *seen = calloc((size_t)e->c->n_exprs, 1);
    if (!seen)
        return;
    bool self = mentions(e, other, var, seen);
    free(seen);
    if (self)
        return;
    /* Both sides are compared as the mathematical values of their (common)
     * type; the variable side has the variable's value. */
    drs_ival b = ival_of(e, other);
    switch (op) {
    case DRS_OP_LT: r->hi = imin(r->hi, b.hi - 1); break;
    case DRS_OP_LE: r->hi = imin(r->hi, b.hi); break;
    case DRS_OP_GT: r->lo = imax(r->lo, b.lo + 1); break;
    case DRS_OP_GE: r->lo = imax(r->lo, b.lo); break;
    case DRS_OP_EQ:
        r->lo = imax(r->lo, b.lo);
        r->hi = imin(r->hi, b.hi);
        break;
    default: break;
    }
}

/* Inputs: env holds in every query, so its bounds on an input hold too. */
static void compute_input_ranges(drs_enc *e)
{
    const drs_construct *c = e->c;
    if (c->env < 0)
        return;
    for (int s = 0; s < c->n_symbols; s++) {
        if (c->symbols[s].kind != DRS_SYM_INPUT)
            continue;
        drs_ival full = type_range(c->symbols[s].type), r = full;
        cond_bounds(e, c->env, s, &r);
        if (r.lo > r.hi || !within(r, full))
            r = full;
        e->input_iv[s] = r;
        e->input_iv_done[s] = true;
    }
}

static void compute_loop_ranges(drs_enc *e)
{
    const drs_construct *c = e->c;
    for (int l = 0; l < c->n_loops; l++) {
        const drs_loop *L = &c->loops[l];
        drs_ival full = type_range(c->symbols[L->var].type), r = full;
        unsigned char *seen = calloc((size_t)c->n_exprs, 1);
        bool self = !seen || mentions(e, L->init, L->var, seen);
        free(seen);
        if (!self) {
            drs_ival in = ival_of(e, L->init);
            cond_bounds(e, L->cond, L->var, &r);
            if (L->step > 0)
                r.lo = imax(r.lo, in.lo);
            else
                r.hi = imin(r.hi, in.hi);
        }
        if (r.lo > r.hi || !within(r, full))
            r = full;   /* an empty loop: nothing to gain */
        e->loop_iv[l] = r;
        e->loop_iv_done[l] = true;
    }
}

static drs_ival ival_compute(drs_enc *e, int k)
{
    const drs_expr *x = &e->c->exprs[k];
    drs_ival full = type_range(x->type), a, b, m;
    bool sg = type_signed(x->type);
    switch (x->op) {
    case DRS_OP_CONST:
        e->fits[k] = true;
        return ival(const_math(x), const_math(x));
    case DRS_OP_SYM: {
        const drs_symbol *y = &e->c->symbols[x->sym];
        if ((y->kind == DRS_SYM_LOOP || y->kind == DRS_SYM_OUTER) && y->loop >= 0 &&
            y->loop < e->c->n_loops && e->c->loops[y->loop].var == x->sym &&
            e->loop_iv_done[y->loop])
            return e->loop_iv[y->loop];
        if (y->kind == DRS_SYM_INPUT && e->input_iv_done[x->sym])
            return e->input_iv[x->sym];
        return full;
    }
    case DRS_OP_CAST:
        a = ival_of(e, x->a);
        if (x->type.bits == 1)
            return (a.lo > 0 || a.hi < 0) ? ival(1, 1) : ival(0, 1);
        return within(a, full) ? a : full;
    case DRS_OP_NEG:
    case DRS_OP_ADD:
    case DRS_OP_SUB:
    case DRS_OP_MUL:
        a = ival_of(e, x->a);
        if (x->op == DRS_OP_NEG) {
            m = ival(-a.hi, -a.lo);
        } else {
            b = ival_of(e, x->b);
            if (x->op == DRS_OP_ADD) {
                m = ival(a.lo + b.lo, a.hi + b.hi);
            } else if (x->op == DRS_OP_SUB) {
                m = ival(a.lo - b.hi, a.hi - b.lo);
            } else {
                if (big(a) || big(b))
                    return full;
                __int128 p1 = a.lo * b.lo, p2 = a.lo * b.hi, p3 = a.hi * b.lo,
                         p4 = a.hi * b.hi;
                m = ival(imin(imin(p1, p2), imin(p3, p4)), imax(imax(p1, p2), imax(p3, p4)));
            }
        }
        if (within(m, full)) {
            e->fits[k] = true;
            return m;
        }
        return full;
    case DRS_OP_DIV:
    case DRS_OP_REM: {
        a = ival_of(e, x->a);
        b = ival_of(e, x->b);
        if (b.lo <= 0 && b.hi >= 0)
            return full;
        bool minus1 = sg && b.lo <= -1 && b.hi >= -1 && a.lo <= full.lo;
        if (minus1)
            return full;
        e->fits[k] = true;   /* no division by zero, no INT_MIN / -1 */
        if (x->op == DRS_OP_DIV) {
            __int128 q1 = a.lo / b.lo, q2 = a.lo / b.hi, q3 = a.hi / b.lo, q4 = a.hi / b.hi;
            m = ival(imin(imin(q1, q2), imin(q3, q4)), imax(imax(q1, q2), imax(q3, q4)));
        } else {
            __int128 mb = imax(b.lo < 0 ? -b.lo : b.lo, b.hi < 0 ? -b.hi : b.hi) - 1;
            if (a.lo >= 0)
                m = ival(0, imin(a.hi, mb));
            else if (a.hi <= 0)
                m = ival(imax(a.lo, -mb), 0);
            else
                m = ival(-mb, mb);
        }
        return within(m, full) ? m : full;
    }
    case DRS_OP_AND:
        a = ival_of(e, x->a);
        b = ival_of(e, x->b);
        if (a.lo >= 0 && b.lo >= 0)
            return ival(0, imin(a.hi, b.hi));
        if (a.lo >= 0)
            return ival(0, a.hi);
        if (b.lo >= 0)
            return ival(0, b.hi);
        return full;
    case DRS_OP_SHR:
        a = ival_of(e, x->a);
        b = ival_of(e, x->b);
        if (a.lo >= 0 && b.lo >= 0 && b.hi < (__int128)x->type.bits)
            return ival(a.lo >> (int)b.hi, a.hi >> (int)b.lo);
        return full;
    case DRS_OP_LT: case DRS_OP_LE: case DRS_OP_GT: case DRS_OP_GE:
    case DRS_OP_EQ: case DRS_OP_NE: case DRS_OP_LAND: case DRS_OP_LOR:
    case DRS_OP_LNOT:
        return within(ival(0, 1), full) ? ival(0, 1) : full;
    case DRS_OP_ITE:
        b = ival_of(e, x->b);
        m = ival_of(e, x->c);
        return ival(imin(b.lo, m.lo), imax(b.hi, m.hi));
    default:
        return full;
    }
}

static drs_ival ival_of(drs_enc *e, int k)
{
    if (e->iv_state[k] == 2)
        return e->iv[k];
    if (e->iv_state[k] == 1)
        return type_range(e->c->exprs[k].type);
    e->iv_state[k] = 1;
    drs_ival r = ival_compute(e, k);
    e->iv[k] = r;
    e->iv_state[k] = 2;
    return r;
}

static void compute_ranges(drs_enc *e)
{
    compute_input_ranges(e);
    compute_loop_ranges(e);
    for (int k = 0; k < e->c->n_exprs; k++)
        (void)ival_of(e, k);
}

/* Operand a (range v) as an n-bit vector congruent to it modulo 2^n, with
 * as few non-constant bits as the range allows. */
static Z3_ast narrow_operand(drs_enc *e, Z3_ast a, drs_ival v, unsigned n)
{
    unsigned need;
    bool nonneg = v.lo >= 0;
    if (nonneg) {
        need = 1;
        while (need < 127 && v.hi >= ((__int128)1 << need))
            need++;
    } else {
        need = bits_needed(v);
    }
    if (need >= n)
        return zc(e, Z3_mk_extract(e->z, n - 1, 0, a));
    Z3_ast low = zc(e, Z3_mk_extract(e->z, need - 1, 0, a));
    if (!low)
        return NULL;
    return zc(e, nonneg ? Z3_mk_zero_ext(e->z, n - need, low)
                        : Z3_mk_sign_ext(e->z, n - need, low));
}

/* x * y in fewer bits when the node's range allows (the product of the
 * operands modulo 2^n is exact when the true product fits in n bits);
 * NULL otherwise. */
static Z3_ast narrow_mul(drs_enc *e, int k, Z3_ast a, Z3_ast b)
{
    const drs_expr *x = &e->c->exprs[k];
    if (!a || !b || !e->fits[k])
        return NULL;
    unsigned n = bits_needed(e->iv[k]);
    if (n + 1 >= x->type.bits)
        return NULL;
    Z3_ast xa = narrow_operand(e, a, e->iv[x->a], n);
    Z3_ast xb = narrow_operand(e, b, e->iv[x->b], n);
    Z3_ast p = bin(e, Z3_mk_bvmul, xa, xb);
    return p ? zc(e, Z3_mk_sign_ext(e->z, x->type.bits - n, p)) : NULL;
}
/* a / b or a % b in fewer bits when the operands and the result fit in n
 * bits (two's complement) and the division is defined: the n-bit quotient or
 * remainder of the same values, extended back, is the same number. */
static Z3_ast narrow_divrem(drs_enc *e, int k, Z3_ast a, Z3_ast b)
{
    const drs_expr *x = &e->c->exprs[k];
    if (!a || !b || !e->fits[k])
        return NULL;
    unsigned n = bits_needed(e->iv[k]);
    unsigned na = bits_needed(e->iv[x->a]), nb = bits_needed(e->iv[x->b]);
    if (na > n)
        n = na;
    if (nb > n)
        n = nb;
    if (n + 1 >= x->type.bits)
        return NULL;
    Z3_ast xa = zc(e, Z3_mk_extract(e->z, n - 1, 0, a));
    Z3_ast xb = zc(e, Z3_mk_extract(e->z, n - 1, 0, b));
    bool sg = type_signed(x->type);
    z3_bin f = x->op == DRS_OP_DIV ? (sg ? Z3_mk_bvsdiv : Z3_mk_bvudiv)
                                   : (sg ? Z3_mk_bvsrem : Z3_mk_bvurem);
    Z3_ast r = bin(e, f, xa, xb);
    return r ? zc(e, Z3_mk_sign_ext(e->z, x->type.bits - n, r)) : NULL;
}

drs_enc *drs_enc_new(Z3_context z, const drs_construct *c)
{
    drs_enc *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    e->z = z;
    e->c = c;
    size_t ne = c->n_exprs > 0 ? (size_t)c->n_exprs : 1;
    size_t ns = c->n_symbols > 0 ? (size_t)c->n_symbols : 1;
    size_t nl = c->n_loops > 0 ? (size_t)c->n_loops : 1;
    e->shared = calloc(ne, sizeof *e->shared);
    bool ok = e->shared != NULL;
    for (int k = 0; k < 3 && ok; k++) {
        e->val[k] = calloc(ne, sizeof(Z3_ast));
        e->def[k] = calloc(ne, sizeof(Z3_ast));
        e->tru[k] = calloc(ne, sizeof(Z3_ast));
        e->sym[k] = calloc(ns, sizeof(Z3_ast));
        e->dom[k] = calloc(nl, sizeof(Z3_ast));
        e->diff[k] = calloc(nl, sizeof(Z3_ast));
        ok = e->val[k] && e->def[k] && e->tru[k] && e->sym[k] && e->dom[k] &&
             e->diff[k];
    }
    if (ok) {
        e->iv = calloc(ne, sizeof *e->iv);
        e->iv_state = calloc(ne, 1);
        e->fits = calloc(ne, sizeof *e->fits);
        e->loop_iv = calloc(nl, sizeof *e->loop_iv);
        e->loop_iv_done = calloc(nl, sizeof *e->loop_iv_done);
        e->input_iv = calloc(ns, sizeof *e->input_iv);
        e->input_iv_done = calloc(ns, sizeof *e->input_iv_done);
        ok = e->iv && e->iv_state && e->fits && e->loop_iv && e->loop_iv_done &&
             e->input_iv && e->input_iv_done;
    }
    if (!ok) {
        drs_enc_free(e);
        return NULL;
    }
    e->t = zc(e, Z3_mk_true(z));
    /* Shared nodes: operands come first, so one forward pass suffices. */
    for (int k = 0; k < c->n_exprs; k++) {
        const drs_expr *x = &c->exprs[k];
        bool sh = true;
        if (x->op == DRS_OP_SYM)
            sh = x->sym >= 0 && x->sym < c->n_symbols &&
                 !drs_sym_per_copy(c->symbols[x->sym].kind);
        const int ops[3] = {x->a, x->b, x->c};
        for (int j = 0; j < 3; j++)
            if (ops[j] >= 0 && ops[j] < k && !e->shared[ops[j]])
                sh = false;
        e->shared[k] = sh;
    }
    check_construct(e);
    if (!e->error)
        compute_ranges(e);
    return e;
}

void drs_enc_free(drs_enc *e)
{
    if (!e)
        return;
    for (int k = 0; k < 3; k++) {
        free(e->val[k]);
        free(e->def[k]);
        free(e->tru[k]);
        free(e->sym[k]);
        free(e->dom[k]);
        free(e->diff[k]);
    }
    free(e->shared);
    free(e->iv);
    free(e->iv_state);
    free(e->fits);
    free(e->loop_iv);
    free(e->loop_iv_done);
    free(e->input_iv);
    free(e->input_iv_done);
    if (e->error && strcmp(e->error, "out of memory") != 0)
        free(e->error);
    free(e);
}

/* ---- expressions --------------------------------------------------------- */

/* The memo slot of node k in `copy`, or -1 after an error. */
static int slot(drs_enc *e, int k, int copy)
{
    if (e->error)
        return -1;
    if (k < 0 || k >= e->c->n_exprs || copy < 0 || copy > 2) {
        fail(e, "internal solver error: bad expression %d / copy %d", k, copy);
        return -1;
    }
    if (e->shared[k])
        return 0;
    if (copy == 0) {
        fail(e, "internal solver error: per-iteration expression %d used as shared", k);
        return -1;
    }
    return copy;
}

Z3_ast drs_enc_symbol(drs_enc *e, int s, int copy)
{
    if (e->error)
        return NULL;
    if (s < 0 || s >= e->c->n_symbols || copy < 0 || copy > 2) {
        fail(e, "internal solver error: bad symbol %d", s);
        return NULL;
    }
    const drs_symbol *y = &e->c->symbols[s];
    int sl = drs_sym_per_copy(y->kind) ? copy : 0;
    if (sl == 0 && drs_sym_per_copy(y->kind)) {
        fail(e, "internal solver error: per-iteration symbol '%s' used as shared", y->name);
        return NULL;
    }
    if (!e->sym[sl][s]) {
        char name[300];
        if (sl)
            snprintf(name, sizeof name, "%s!%d", y->name, sl);
        else
            snprintf(name, sizeof name, "%s", y->name);
        Z3_sort srt = bv_sort(e, y->type.bits);
        if (!srt)
            return NULL;
        e->sym[sl][s] = zc(e, Z3_mk_const(e->z, Z3_mk_string_symbol(e->z, name), srt));
    }
    return e->sym[sl][s];
}

static Z3_ast compare(drs_enc *e, drs_op op, bool is_signed, Z3_ast a, Z3_ast b)
{
    switch (op) {
    case DRS_OP_LT: return bin(e, is_signed ? Z3_mk_bvslt : Z3_mk_bvult, a, b);
    case DRS_OP_LE: return bin(e, is_signed ? Z3_mk_bvsle : Z3_mk_bvule, a, b);
    case DRS_OP_GT: return bin(e, is_signed ? Z3_mk_bvsgt : Z3_mk_bvugt, a, b);
    case DRS_OP_GE: return bin(e, is_signed ? Z3_mk_bvsge : Z3_mk_bvuge, a, b);
    case DRS_OP_EQ: return mk_eq(e, a, b);
    default: return mk_not(e, mk_eq(e, a, b));
    }
}

/* The shift count b (of node x) converted to the width of the shifted value. */
static Z3_ast shift_count(drs_enc *e, const drs_expr *x, int copy)
{
    const drs_expr *b = &e->c->exprs[x->b];
    return ext(e, drs_enc_value(e, x->b, copy), b->type.bits,
               type_signed(b->type), x->type.bits);
}

Z3_ast drs_enc_value(drs_enc *e, int k, int copy)
{
    int sl = slot(e, k, copy);
    if (sl < 0)
        return NULL;
    if (e->val[sl][k])
        return e->val[sl][k];
    const drs_expr *x = &e->c->exprs[k];
    const drs_expr *xa = x->a >= 0 ? &e->c->exprs[x->a] : NULL;
    unsigned w = x->type.bits;
    bool sg = type_signed(x->type);
    Z3_ast a = NULL, b = NULL, r = NULL;
    int n = arity(x->op);
    if (n >= 1)
        a = drs_enc_value(e, x->a, copy);
    if (n >= 2 && x->op != DRS_OP_LAND && x->op != DRS_OP_LOR && x->op != DRS_OP_ITE &&
        x->op != DRS_OP_SHL && x->op != DRS_OP_SHR)
        b = drs_enc_value(e, x->b, copy);
    if (e->error)
        return NULL;
    switch (x->op) {
    case DRS_OP_CONST: r = num(e, w, (uint64_t)x->value); break;
    case DRS_OP_SYM: r = drs_enc_symbol(e, x->sym, copy); break;
    case DRS_OP_CAST:
        if (w == 1)
            r = b2bv(e, drs_enc_truth(e, x->a, copy), 1);
        else
            r = ext(e, a, xa->type.bits, type_signed(xa->type), w);
        break;
    case DRS_OP_NEG: r = bneg(e, a); break;
    case DRS_OP_BITNOT: r = zc(e, Z3_mk_bvnot(e->z, a)); break;
    case DRS_OP_LNOT: r = b2bv(e, mk_not(e, drs_enc_truth(e, x->a, copy)), w); break;
    case DRS_OP_ADD: r = bin(e, Z3_mk_bvadd, a, b); break;
    case DRS_OP_SUB: r = bin(e, Z3_mk_bvsub, a, b); break;
    case DRS_OP_MUL:
        r = narrow_mul(e, k, a, b);
        if (!r && !e->error)
            r = bin(e, Z3_mk_bvmul, a, b);
        break;
    case DRS_OP_DIV:
    case DRS_OP_REM:
        r = narrow_divrem(e, k, a, b);
        if (!r && !e->error) {
            if (x->op == DRS_OP_DIV)
                r = bin(e, sg ? Z3_mk_bvsdiv : Z3_mk_bvudiv, a, b);
            else
                r = bin(e, sg ? Z3_mk_bvsrem : Z3_mk_bvurem, a, b);
        }
        break;
    case DRS_OP_SHL: r = bin(e, Z3_mk_bvshl, a, shift_count(e, x, copy)); break;
    case DRS_OP_SHR:
        r = bin(e, sg ? Z3_mk_bvashr : Z3_mk_bvlshr, a, shift_count(e, x, copy));
        break;
    case DRS_OP_AND: r = bin(e, Z3_mk_bvand, a, b); break;
    case DRS_OP_OR: r = bin(e, Z3_mk_bvor, a, b); break;
    case DRS_OP_XOR: r = bin(e, Z3_mk_bvxor, a, b); break;
    case DRS_OP_LT: case DRS_OP_LE: case DRS_OP_GT: case DRS_OP_GE:
    case DRS_OP_EQ: case DRS_OP_NE:
    case DRS_OP_LAND: case DRS_OP_LOR:
        r = b2bv(e, drs_enc_truth(e, k, copy), w);
        break;
    case DRS_OP_ITE:
        r = mk_ite(e, drs_enc_truth(e, x->a, copy), drs_enc_value(e, x->b, copy),
                   drs_enc_value(e, x->c, copy));
        break;
    default:
        fail(e, "internal solver error: operator %d", (int)x->op);
        break;
    }
    if (r && !e->error)
        e->val[sl][k] = r;
    return e->error ? NULL : r;
}

Z3_ast drs_enc_truth(drs_enc *e, int k, int copy)
{
    int sl = slot(e, k, copy);
    if (sl < 0)
        return NULL;
    if (e->tru[sl][k])
        return e->tru[sl][k];
    const drs_expr *x = &e->c->exprs[k];
    Z3_ast r;
    if (is_cmp(x->op)) {
        const drs_expr *xa = &e->c->exprs[x->a];
        r = compare(e, x->op, type_signed(xa->type), drs_enc_value(e, x->a, copy),
                    drs_enc_value(e, x->b, copy));
    } else if (x->op == DRS_OP_LNOT) {
        r = mk_not(e, drs_enc_truth(e, x->a, copy));
    } else if (x->op == DRS_OP_LAND) {
        r = mk_and(e, drs_enc_truth(e, x->a, copy), drs_enc_truth(e, x->b, copy));
    } else if (x->op == DRS_OP_LOR) {
        r = mk_or(e, drs_enc_truth(e, x->a, copy), drs_enc_truth(e, x->b, copy));
    } else if (x->op == DRS_OP_CAST &&
               (x->type.bits == 1 || x->type.bits >= e->c->exprs[x->a].type.bits)) {
        r = drs_enc_truth(e, x->a, copy);   /* widening keeps "nonzero" */
    } else {
        r = mk_not(e, mk_eq(e, drs_enc_value(e, k, copy), num(e, x->type.bits, 0)));
    }
    if (r && !e->error)
        e->tru[sl][k] = r;
    return e->error ? NULL : r;
}

/* "b is a valid shift count for a value of `w` bits": 0 <= b < w, compared
 * in a width where neither side wraps. */
static Z3_ast count_ok(drs_enc *e, const drs_expr *x, int copy)
{
    const drs_expr *xb = &e->c->exprs[x->b];
    unsigned wb = xb->type.bits, w = x->type.bits;
    unsigned ww = (wb > w ? wb : w) + 2;
    Z3_ast bw = ext(e, drs_enc_value(e, x->b, copy), wb, type_signed(xb->type), ww);
    Z3_ast lo = bin(e, Z3_mk_bvsge, bw, num(e, ww, 0));
    Z3_ast hi = bin(e, Z3_mk_bvslt, bw, num(e, ww, w));
    return mk_and(e, lo, hi);
}

/* The node's own condition for being defined (its operands' aside). */
static Z3_ast own_defined(drs_enc *e, int k, int copy)
{
    const drs_expr *x = &e->c->exprs[k];
    bool sg = type_signed(x->type);
    unsigned w = x->type.bits;
    Z3_context z = e->z;
    if (e->fits[k] && (x->op == DRS_OP_NEG || x->op == DRS_OP_ADD || x->op == DRS_OP_SUB ||
                       x->op == DRS_OP_MUL || x->op == DRS_OP_DIV || x->op == DRS_OP_REM))
        return e->t;   /* the ranges show it cannot go wrong */
    switch (x->op) {
    case DRS_OP_NEG:
        if (!sg)
            return e->t;
        return zc(e, Z3_mk_bvneg_no_overflow(z, drs_enc_value(e, x->a, copy)));
    case DRS_OP_ADD:
    case DRS_OP_SUB:
    case DRS_OP_MUL: {
        if (!sg)
            return e->t;
        Z3_ast a = drs_enc_value(e, x->a, copy), b = drs_enc_value(e, x->b, copy);
        if (!a || !b)
            return NULL;
        Z3_ast o, u;
        if (x->op == DRS_OP_ADD) {
            o = zc(e, Z3_mk_bvadd_no_overflow(z, a, b, true));
            u = zc(e, Z3_mk_bvadd_no_underflow(z, a, b));
        } else if (x->op == DRS_OP_SUB) {
            o = zc(e, Z3_mk_bvsub_no_overflow(z, a, b));
            u = zc(e, Z3_mk_bvsub_no_underflow(z, a, b, true));
        } else {
            o = zc(e, Z3_mk_bvmul_no_overflow(z, a, b, true));
            u = zc(e, Z3_mk_bvmul_no_underflow(z, a, b));
        }
        return mk_and(e, o, u);
    }
    case DRS_OP_DIV:
    case DRS_OP_REM: {
        Z3_ast a = drs_enc_value(e, x->a, copy), b = drs_enc_value(e, x->b, copy);
        Z3_ast nz = mk_not(e, mk_eq(e, b, num(e, w, 0)));
        if (!sg)
            return nz;
        Z3_ast min = num(e, w, (uint64_t)1 << (w - 1));
        Z3_ast m1 = num(e, w, UINT64_MAX);
        Z3_ast bad = mk_and(e, mk_eq(e, a, min), mk_eq(e, b, m1));
        return mk_and(e, nz, mk_not(e, bad));
    }
    case DRS_OP_SHL:
    case DRS_OP_SHR: {
        Z3_ast ok = count_ok(e, x, copy);
        if (x->op == DRS_OP_SHR || !sg)
            return ok;
        /* Signed <<: a >= 0 and a * 2^b representable. */
        Z3_ast a = drs_enc_value(e, x->a, copy);
        Z3_ast r = drs_enc_value(e, k, copy);
        Z3_ast cnt = shift_count(e, x, copy);
        Z3_ast zero = num(e, w, 0);
        Z3_ast c1 = bin(e, Z3_mk_bvsge, a, zero);
        Z3_ast c2 = bin(e, Z3_mk_bvsge, r, zero);
        Z3_ast c3 = mk_eq(e, bin(e, Z3_mk_bvashr, r, cnt), a);
        return mk_and(e, ok, mk_and(e, c1, mk_and(e, c2, c3)));
    }
    default:
        return e->t;
    }
}

Z3_ast drs_enc_defined(drs_enc *e, int k, int copy)
{
    int sl = slot(e, k, copy);
    if (sl < 0)
        return NULL;
    if (e->def[sl][k])
        return e->def[sl][k];
    const drs_expr *x = &e->c->exprs[k];
    Z3_ast r;
    switch (x->op) {
    case DRS_OP_CONST:
    case DRS_OP_SYM:
        r = e->t;
        break;
    case DRS_OP_LAND:
        r = mk_and(e, drs_enc_defined(e, x->a, copy),
                   mk_implies(e, drs_enc_truth(e, x->a, copy),
                              drs_enc_defined(e, x->b, copy)));
        break;
    case DRS_OP_LOR:
        r = mk_and(e, drs_enc_defined(e, x->a, copy),
                   mk_implies(e, mk_not(e, drs_enc_truth(e, x->a, copy)),
                              drs_enc_defined(e, x->b, copy)));
        break;
    case DRS_OP_ITE: {
        Z3_ast db = drs_enc_defined(e, x->b, copy), dc = drs_enc_defined(e, x->c, copy);
        Z3_ast branch = (db == e->t && dc == e->t)
                            ? e->t
                            : mk_ite(e, drs_enc_truth(e, x->a, copy), db, dc);
        r = mk_and(e, drs_enc_defined(e, x->a, copy), branch);
        break;
    }
    default: {
        r = e->t;
        int n = arity(x->op);
        if (n >= 1)
            r = mk_and(e, r, drs_enc_defined(e, x->a, copy));
        if (n >= 2)
            r = mk_and(e, r, drs_enc_defined(e, x->b, copy));
        r = mk_and(e, r, own_defined(e, k, copy));
        break;
    }
    }
    if (r && !e->error)
        e->def[sl][k] = r;
    return e->error ? NULL : r;
}

/* ---- loops ------------------------------------------------------------- */

static int loop_copy(drs_enc *e, int l, int copy)
{
    if (e->c->loops[l].kind == DRS_LOOP_OUTER)
        return 0;
    if (copy != 1 && copy != 2) {
        fail(e, "internal solver error: loop %d without a copy", l);
        return -1;
    }
    return copy;
}

/* var - init of loop l in DRS_WIDE bits (exact). */
static Z3_ast loop_diff(drs_enc *e, int l, int copy)
{
    int sl = loop_copy(e, l, copy);
    if (sl < 0 || e->error)
        return NULL;
    if (e->diff[sl][l])
        return e->diff[sl][l];
    const drs_loop *L = &e->c->loops[l];
    drs_type t = e->c->symbols[L->var].type;
    Z3_ast v = ext(e, drs_enc_symbol(e, L->var, sl), t.bits, type_signed(t), DRS_WIDE);
    Z3_ast i = ext(e, drs_enc_value(e, L->init, sl), t.bits, type_signed(t), DRS_WIDE);
    Z3_ast d = bin(e, Z3_mk_bvsub, v, i);
    if (d && !e->error)
        e->diff[sl][l] = d;
    return e->error ? NULL : d;
}

static uint64_t abs_step(int64_t step)
{
    return step < 0 ? 0 - (uint64_t)step : (uint64_t)step;
}

Z3_ast drs_enc_loop_domain(drs_enc *e, int l, int copy)
{
    if (e->error)
        return NULL;
    if (l < 0 || l >= e->c->n_loops) {
        fail(e, "internal solver error: bad loop %d", l);
        return NULL;
    }
    int sl = loop_copy(e, l, copy);
    if (sl < 0)
        return NULL;
    if (e->dom[sl][l])
        return e->dom[sl][l];
    const drs_loop *L = &e->c->loops[l];
    Z3_ast r = mk_and(e, drs_enc_defined(e, L->init, sl), drs_enc_defined(e, L->cond, sl));
    r = mk_and(e, r, drs_enc_truth(e, L->cond, sl));
    Z3_ast d = loop_diff(e, l, sl);
    Z3_ast zero = num(e, DRS_WIDE, 0);
    uint64_t s = abs_step(L->step);
    Z3_ast dir = bin(e, L->step > 0 ? Z3_mk_bvsge : Z3_mk_bvsle, d, zero);
    r = mk_and(e, r, dir);
    if (s > 1 && (s & (s - 1)) == 0) {
        /* A power of two: the low bits of the difference are zero. */
        unsigned p = 0;
        while (((uint64_t)1 << p) != s)
            p++;
        Z3_ast low = zc(e, Z3_mk_extract(e->z, p - 1, 0, d));
        r = mk_and(e, r, mk_eq(e, low, num(e, p, 0)));
    } else if (s > 1) {
        /* |var - init| = k * |step| with a fresh k small enough that the
         * product cannot wrap in DRS_WIDE bits. */
        char name[300];
        const char *vn = e->c->symbols[L->var].name;
        if (sl)
            snprintf(name, sizeof name, "%s!%d#k", vn, sl);
        else
            snprintf(name, sizeof name, "%s#k", vn);
        Z3_sort srt = bv_sort(e, DRS_WIDE);
        Z3_ast k = srt ? zc(e, Z3_mk_const(e->z, Z3_mk_string_symbol(e->z, name), srt)) : NULL;
        unsigned __int128 kmax = ((((unsigned __int128)1) << 65) - 1) / s;
        Z3_ast prod = bin(e, Z3_mk_bvmul, k, num(e, DRS_WIDE, s));
        Z3_ast mag = L->step > 0 ? d : bneg(e, d);
        r = mk_and(e, r, bin(e, Z3_mk_bvule, k, num128(e, DRS_WIDE, kmax)));
        r = mk_and(e, r, mk_eq(e, mag, prod));
    }
    if (r && !e->error)
        e->dom[sl][l] = r;
    return e->error ? NULL : r;
}

Z3_ast drs_enc_loop_near(drs_enc *e, int l, int copy, int64_t steps)
{
    if (e->error)
        return NULL;
    const drs_loop *L = &e->c->loops[l];
    unsigned __int128 bound = (unsigned __int128)abs_step(L->step) * (uint64_t)steps;
    if (steps < 0 || bound >= ((unsigned __int128)1 << 64))
        return e->t;
    Z3_ast d = loop_diff(e, l, copy);
    if (L->step > 0)
        return bin(e, Z3_mk_bvsle, d, num128(e, DRS_WIDE, bound));
    return bin(e, Z3_mk_bvsge, d, bneg(e, num128(e, DRS_WIDE, bound)));
}

/* ---- the query pieces -------------------------------------------------- */

/* def(x) and x != 0, for a condition evaluated in copy `copy`. */
static Z3_ast holds(drs_enc *e, int x, int copy)
{
    return mk_and(e, drs_enc_defined(e, x, copy), drs_enc_truth(e, x, copy));
}

Z3_ast drs_enc_base(drs_enc *e, const char **why)
{
    *why = NULL;
    if (e->error)
        return NULL;
    const drs_construct *c = e->c;
    Z3_ast r = e->t;
    if (c->env >= 0) {
        if (e->shared[c->env])
            r = holds(e, c->env, 0);
        else
            r = mk_and(e, holds(e, c->env, 1), holds(e, c->env, 2));
    }
    int n_par = 0, par = -1;
    Z3_ast differ = NULL;
    for (int l = 0; l < c->n_loops && !e->error; l++) {
        const drs_loop *L = &c->loops[l];
        if (L->kind == DRS_LOOP_OUTER) {
            r = mk_and(e, r, drs_enc_loop_domain(e, l, 0));
        } else if (L->kind == DRS_LOOP_PARALLEL) {
            r = mk_and(e, r, drs_enc_loop_domain(e, l, 1));
            r = mk_and(e, r, drs_enc_loop_domain(e, l, 2));
            Z3_ast ne = mk_not(e, mk_eq(e, drs_enc_symbol(e, L->var, 1),
                                        drs_enc_symbol(e, L->var, 2)));
            differ = differ ? mk_or(e, differ, ne) : ne;
            n_par++;
            par = l;
        }
    }
    if (e->error)
        return NULL;
    if (!differ) {
        fail(e, "malformed model: the construct has no parallel loop");
        return NULL;
    }
    r = mk_and(e, r, differ);
    if (c->is_simd && c->safelen > 0) {
        if (n_par > 1) {
            *why = "safelen with collapse not modelled";
            return NULL;
        }
        /* |logical iteration difference| < safelen, i.e.
         * |(v1 - init1) - (v2 - init2)| < safelen * |step|. */
        const drs_loop *L = &c->loops[par];
        unsigned __int128 lim = (unsigned __int128)abs_step(L->step) * (uint64_t)c->safelen;
        Z3_ast d1 = ext(e, loop_diff(e, par, 1), DRS_WIDE, true, DRS_WIDER);
        Z3_ast d2 = ext(e, loop_diff(e, par, 2), DRS_WIDE, true, DRS_WIDER);
        Z3_ast d = bin(e, Z3_mk_bvsub, d1, d2);
        Z3_ast hi = num128(e, DRS_WIDER, lim);
        r = mk_and(e, r, bin(e, Z3_mk_bvslt, d, hi));
        r = mk_and(e, r, bin(e, Z3_mk_bvsgt, d, bneg(e, hi)));
    }
    return e->error ? NULL : r;
}

Z3_ast drs_enc_access(drs_enc *e, int acc, int copy)
{
    if (e->error)
        return NULL;
    if (acc < 0 || acc >= e->c->n_accesses || (copy != 1 && copy != 2)) {
        fail(e, "internal solver error: bad access %d", acc);
        return NULL;
    }
    const drs_access *x = &e->c->accesses[acc];
    Z3_ast r = e->t;
    for (int l = x->loop; l >= 0 && e->c->loops[l].kind == DRS_LOOP_INNER;
         l = e->c->loops[l].parent)
        r = mk_and(e, r, drs_enc_loop_domain(e, l, copy));
    if (x->path >= 0)
        r = mk_and(e, r, holds(e, x->path, copy));
    r = mk_and(e, r, drs_enc_defined(e, x->offset, copy));
    return e->error ? NULL : r;
}

Z3_ast drs_enc_overlap(drs_enc *e, int a1, int a2)
{
    if (e->error)
        return NULL;
    const drs_access *x1 = &e->c->accesses[a1], *x2 = &e->c->accesses[a2];
    Z3_ast o1 = ext(e, drs_enc_value(e, x1->offset, 1), 64, true, DRS_WIDE);
    Z3_ast o2 = ext(e, drs_enc_value(e, x2->offset, 2), 64, true, DRS_WIDE);
    Z3_ast e1 = bin(e, Z3_mk_bvadd, o1, num(e, DRS_WIDE, (uint64_t)x1->size));
    Z3_ast e2 = bin(e, Z3_mk_bvadd, o2, num(e, DRS_WIDE, (uint64_t)x2->size));
    Z3_ast r = mk_and(e, bin(e, Z3_mk_bvslt, o1, e2), bin(e, Z3_mk_bvslt, o2, e1));
    return e->error ? NULL : r;
}
