/* drs_enc_int.h -- the encoder's private parts, shared by its files (not
 * for solver/ or plugin/, which use drs_encode.h):
 *
 *   drs_encode.c  construction, checking, expressions (value, truth, defined)
 *   drs_ranges.c  interval analysis and the narrowing it allows
 *   drs_query.c   loop domains, the query pieces, subscript shapes
 *   drs_enc_lia.c the integer (LIA) mode: the same pieces over Z3 Int
 *   drs_minmax.c  bounds by minima and maxima as conjunctions
 *   drs_floordiv.c floord and ceild written with `/`, as one division
 *
 * The small term helpers below take and return NULL after the first error
 * (NULL in, NULL out), so a chain of them needs one check at the end.
 */
#ifndef DRS_ENC_INT_H
#define DRS_ENC_INT_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drs_encode.h"
#include "drs_eval.h"

/* Widths for arithmetic that must not wrap: 64-bit values extended by two
 * bits leave room for one subtraction or addition; 130 bits for products of
 * two 64-bit numbers. */
#define DRS_WIDE 66
#define DRS_WIDER 130

typedef struct drs_ival {
    __int128 lo, hi;
} drs_ival;

/* An access's subscripts and extents (see "subscripts within extents"). */
/* The in-bounds bits of subscript k (drs_shape.assume). */
#define DRS_LO(k) ((uint64_t)1 << (2 * (k)))
#define DRS_HI(k) ((uint64_t)1 << (2 * (k) + 1))

typedef struct drs_shape {
    int n;              /* number of subscripts; < 2: no shape */
    const int *idx;     /* n subscript nodes */
    const int *dims;    /* n extent nodes (dims[0] not used here) */
    int own[4];         /* idx and dims of a shape read off the offset */
    uint64_t assume;    /* bits DRS_LO(k), DRS_HI(k) (k < 32): the access's
                           subscript k (index[k] of the model, even without
                           a shape) is assumed >= 0, < dims[k]
                           (drs_enc_index_assumed) */
    uint64_t known;     /* the bits `assume` starts with: dims[k] known and
                           shared (drs_enc_index_outside) */
    Z3_ast inside[2];   /* drs_enc_index_assumed of copies 1 and 2 (memo,
                           NULL: not made), made for the bits ... */
    uint64_t inside_bits[2];   /* ... `assume` had then */
} drs_shape;

struct drs_enc {
    Z3_context z;
    const drs_construct *c;
    bool lia;               /* integer mode (drs_enc_new_int): every term below
                               is over Z3 Int, not bit-vectors */
    char *error;            /* first problem met, malloc'd; NULL if none */
    bool *shared;           /* per node: every symbol below it is shared */
    Z3_ast *val[3];         /* per copy, per node: value term (memo) */
    Z3_ast *def[3];         /* per copy, per node: "defined" term (memo) */
    Z3_ast *tru[3];         /* per copy, per node: "nonzero" term (memo) */
    Z3_ast *sym[3];         /* per copy, per symbol: the constant */
    Z3_ast *dom[3];         /* per copy, per loop: domain (memo) */
    Z3_ast *diff[3];        /* per copy, per loop: var - init, DRS_WIDE bits */
    Z3_ast before[3];       /* [k]: copy k's iteration comes before the
                               other's (ordered regions; memo, NULL when the
                               PARALLEL loops are not one nest) */
    bool before_done[3];
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
    drs_shape *shape;         /* per access */
    /* Integer mode only (drs_enc_lia.c). */
    bool *elig;               /* per node: has an exact linear Int encoding */
    bool *symfree;            /* per node: no symbol below it (a constant) */
    bool *acc_elig;           /* per access: everything its query reads is */
    bool base_elig;           /* env and the OUTER / PARALLEL loops are */
    unsigned char *deg;       /* per node: polynomial degree in the unknowns
                                 (capped at 3; 2 or more: nonlinear) */
    unsigned char *acc_deg;   /* per access: the highest its query reads */
    unsigned char base_deg;   /* the same for env and OUTER / PARALLEL loops */
    Z3_ast *ranges;           /* type ranges of the Int constants made so far */
    int n_ranges, cap_ranges;
    Z3_sort int_sort;
};

/* ---- errors ------------------------------------------------------------ */

static inline void fail(drs_enc *e, const char *fmt, ...)
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
static inline Z3_ast zc(drs_enc *e, Z3_ast r)
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

/* ---- small term helpers (NULL in, NULL out) ----------------------------- */

static inline Z3_sort bv_sort(drs_enc *e, unsigned bits)
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
static inline Z3_ast num(drs_enc *e, unsigned bits, uint64_t v)
{
    Z3_sort s = bv_sort(e, bits);
    if (!s)
        return NULL;
    if (bits < 64)
        v &= (((uint64_t)1 << bits) - 1);
    return zc(e, Z3_mk_unsigned_int64(e->z, v, s));
}

/* Numeral for an unsigned 128-bit value in a sort of `bits` bits. */
static inline Z3_ast num128(drs_enc *e, unsigned bits, unsigned __int128 v)
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

static inline Z3_ast bneg(drs_enc *e, Z3_ast a)
{
    return a ? zc(e, Z3_mk_bvneg(e->z, a)) : NULL;
}

/* Signed numeral v in a sort of `bits` bits. */

typedef Z3_ast (*z3_bin)(Z3_context, Z3_ast, Z3_ast);

static inline Z3_ast bin(drs_enc *e, z3_bin f, Z3_ast a, Z3_ast b)
{
    return a && b ? zc(e, f(e->z, a, b)) : NULL;
}

static inline Z3_ast mk_not(drs_enc *e, Z3_ast a)
{
    if (!a)
        return NULL;
    if (a == e->t)
        return zc(e, Z3_mk_false(e->z));
    return zc(e, Z3_mk_not(e->z, a));
}

static inline Z3_ast mk_and(drs_enc *e, Z3_ast a, Z3_ast b)
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

static inline Z3_ast mk_or(drs_enc *e, Z3_ast a, Z3_ast b)
{
    if (!a || !b)
        return NULL;
    if (a == e->t || b == e->t)
        return e->t;
    Z3_ast args[2] = {a, b};
    return zc(e, Z3_mk_or(e->z, 2, args));
}

static inline Z3_ast mk_implies(drs_enc *e, Z3_ast a, Z3_ast b)
{
    if (!a || !b)
        return NULL;
    if (b == e->t)
        return e->t;
    return zc(e, Z3_mk_implies(e->z, a, b));
}

static inline Z3_ast mk_ite(drs_enc *e, Z3_ast c, Z3_ast a, Z3_ast b)
{
    if (!c || !a || !b)
        return NULL;
    if (a == b)
        return a;
    return zc(e, Z3_mk_ite(e->z, c, a, b));
}

static inline Z3_ast mk_eq(drs_enc *e, Z3_ast a, Z3_ast b)
{
    return bin(e, Z3_mk_eq, a, b);
}

/* A Boolean as a C value 0 / 1 of `bits` bits. */
static inline Z3_ast b2bv(drs_enc *e, Z3_ast b, unsigned bits)
{
    return mk_ite(e, b, num(e, bits, 1), num(e, bits, 0));
}

/* Converts a `from`-bit value to `to` bits: truncation, or sign / zero
 * extension by the source's signedness (C's integer conversions, except to
 * _Bool). */
static inline Z3_ast ext(drs_enc *e, Z3_ast a, unsigned from, bool is_signed,
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

static inline bool type_signed(drs_type t) { return t.is_signed && t.bits > 1; }

/* The range of type t, and the mathematical value of a constant node. */
static inline __int128 drs_tmin_(drs_type t) { return drs_eval_tmin(t); }
static inline __int128 drs_tmax_(drs_type t) { return drs_eval_tmax(t); }

static inline __int128 drs_const_math_(const drs_expr *x)
{
    if (type_signed(x->type))
        return x->value;
    uint64_t u = (uint64_t)x->value;
    if (x->type.bits < 64)
        u &= ((uint64_t)1 << x->type.bits) - 1;
    return u;
}

/* ---- helpers of either mode: exact integers -----------------------------
 * In bit-vector mode these work on DRS_WIDE-bit signed values (wide enough
 * for the differences of two 64-bit values), in integer mode on Ints. */

/* The copy slot of loop l's terms: 0 for OUTER loops, else copy (1 or 2). */
static inline int drs_loop_copy_(drs_enc *e, int l, int copy)
{
    if (e->c->loops[l].kind == DRS_LOOP_OUTER)
        return 0;
    if (copy != 1 && copy != 2) {
        fail(e, "internal solver error: loop %d without a copy", l);
        return -1;
    }
    return copy;
}

static inline Z3_ast int_num(drs_enc *e, int64_t v)
{
    return zc(e, Z3_mk_int64(e->z, v, e->int_sort));
}

/* The exact integer v (|v| < 2^64). */
static inline Z3_ast wnum(drs_enc *e, __int128 v)
{
    bool negv = v < 0;
    unsigned __int128 m = negv ? (unsigned __int128)(-v) : (unsigned __int128)v;
    if (e->lia) {
        if (m <= (unsigned __int128)INT64_MAX)
            return int_num(e, (int64_t)v);
        char buf[64];
        snprintf(buf, sizeof buf, "%s%llu", negv ? "-" : "", (unsigned long long)m);
        return zc(e, Z3_mk_numeral(e->z, buf, e->int_sort));
    }
    Z3_ast r = num128(e, DRS_WIDE, m);
    return negv ? bneg(e, r) : r;
}

static inline Z3_ast w_lt(drs_enc *e, Z3_ast a, Z3_ast b)
{
    return bin(e, e->lia ? Z3_mk_lt : Z3_mk_bvslt, a, b);
}

static inline Z3_ast w_le(drs_enc *e, Z3_ast a, Z3_ast b)
{
    return bin(e, e->lia ? Z3_mk_le : Z3_mk_bvsle, a, b);
}

static inline Z3_ast w_add(drs_enc *e, Z3_ast a, Z3_ast b)
{
    if (!a || !b)
        return NULL;
    if (!e->lia)
        return zc(e, Z3_mk_bvadd(e->z, a, b));
    Z3_ast args[2] = {a, b};
    return zc(e, Z3_mk_add(e->z, 2, args));
}

static inline Z3_ast w_sub(drs_enc *e, Z3_ast a, Z3_ast b)
{
    if (!a || !b)
        return NULL;
    if (!e->lia)
        return zc(e, Z3_mk_bvsub(e->z, a, b));
    Z3_ast args[2] = {a, b};
    return zc(e, Z3_mk_sub(e->z, 2, args));
}

/* ---- construction and checking ----------------------------------------- */

static inline int arity(drs_op op) { return drs_op_arity(op); }

static inline bool is_cmp(drs_op op)
{
    return op == DRS_OP_LT || op == DRS_OP_LE || op == DRS_OP_GT ||
           op == DRS_OP_GE || op == DRS_OP_EQ || op == DRS_OP_NE;
}

static inline bool good_expr(const drs_construct *c, int k, int below)
{
    return k >= 0 && k < below && k < c->n_exprs;
}

/* drs_encode.c: fails e unless the construct keeps the invariants of
 * drs_model.h the encoder relies on. */
void drs_enc_check_(drs_enc *e);

/* drs_ranges.c: computes iv / fits / loop_iv / input_iv (after the check). */
void drs_enc_ranges_(drs_enc *e);
/* x * y (node k, operand terms a and b) in fewer bits when the ranges allow;
 * NULL otherwise (and no error). */
Z3_ast drs_enc_narrow_mul_(drs_enc *e, int k, Z3_ast a, Z3_ast b);
/* a / b or a % b (node k) likewise. */
Z3_ast drs_enc_narrow_divrem_(drs_enc *e, int k, Z3_ast a, Z3_ast b);

/* drs_query.c: computes the accesses' shapes (after the ranges). */
void drs_enc_shapes_(drs_enc *e);

/* drs_encode.c: the memo slot of node k in copy (0 shared, 1, 2), or -1
 * after an error (recorded). */
int drs_enc_slot_(drs_enc *e, int k, int copy);

/* drs_enc_lia.c: the integer mode.  Eligibility (after the shapes), and the
 * Int versions of the public functions of drs_encode.h, which dispatch to
 * them when e->lia. */
void drs_lia_prepare_(drs_enc *e);
Z3_ast drs_lia_symbol_(drs_enc *e, int sym, int copy);
Z3_ast drs_lia_value_(drs_enc *e, int k, int copy);
/* comparison op of two Int terms (drs_enc_truth serves both modes) */
Z3_ast drs_lia_compare_(drs_enc *e, drs_op op, Z3_ast a, Z3_ast b);
Z3_ast drs_lia_own_defined_(drs_enc *e, int k, int copy);
Z3_ast drs_lia_loop_domain_(drs_enc *e, int l, int copy);
Z3_ast drs_lia_loop_near_(drs_enc *e, int l, int copy, int64_t steps);
Z3_ast drs_lia_loop_first_(drs_enc *e, int l);
Z3_ast drs_lia_safelen_(drs_enc *e, int par, uint64_t abs_step);
/* Not ordered by the loop's ordered regions (drs_access.ordered;
 * drs_parallel.c): true when the accesses carry no side. */
Z3_ast drs_enc_unordered_(drs_enc *e, int a1, int a2);
Z3_ast drs_lia_overlap_(drs_enc *e, int a1, int a2);
/* Node k's value as an Int, whatever the mode (the subscript facts). */
Z3_ast drs_lia_wide_(drs_enc *e, int k, int copy);
/* drs_query.c: the domains of the construct's PARALLEL loops in one copy,
 * and the ITERATION component (both copies' domains, different
 * iterations, safelen); used by drs_parallel.c. */
Z3_ast drs_enc_parallel_domains_(drs_enc *e, int copy);
Z3_ast drs_enc_iterations_(drs_enc *e, const char **why);

/* t with every bound by a minimum from above or a maximum from below
 * (x <= (a < b ? a : b)) written as a conjunction (drs_minmax.c): an
 * equivalent term; NULL on a Z3 error or for NULL. */
Z3_ast drs_split_bounds_(Z3_context z, Z3_ast t);

/* Node k, a signed ?:, is PLUTO's floord(x, d) or ceild(x, d) over C's
 * truncating `/` with d a positive constant (drs_floordiv.c): the node x
 * whose floor (ceiling, *ceil) of x / *d its value is wherever it is
 * defined; -1 otherwise. */
int drs_floor_div_of_(const drs_enc *e, int k, __int128 *d, bool *ceil);

#endif /* DRS_ENC_INT_H */
