/* drs_eval.c -- the value of a construct's expressions at one point
 * (drs_eval.h).  The rules are those of drs_encode.c's terms and "defined"
 * conditions (own_defined), on exact integers instead of bit-vectors.
 */
#include <stdbool.h>
#include <stdlib.h>

#include "drs_eval.h"

struct drs_eval {
    const drs_construct *c;
    __int128 *sym;         /* per symbol */
    unsigned char *set;    /* per symbol: has a value */
    __int128 *val;         /* per node: memoised value ... */
    unsigned char *res;    /* ... and result (drs_eval_res) ... */
    unsigned *stamp;       /* ... valid while stamp == gen[level] */
    int *depth;            /* per symbol: drs_eval_order, 0 by default */
    int *level;            /* per node: the deepest symbol it reads */
    bool levels_ok;        /* level is up to date with depth */
    int depths;            /* 1 + the greatest depth given */
    unsigned gen[DRS_EVAL_DEPTHS];   /* per level: the count when a symbol of
                                        this or a lower depth last changed */
    unsigned count;
};

static bool is_signed_type(drs_type t) { return t.is_signed && t.bits > 1; }

__int128 drs_eval_tmin(drs_type t)
{
    return is_signed_type(t) ? -((__int128)1 << (t.bits - 1)) : 0;
}

__int128 drs_eval_tmax(drs_type t)
{
    return is_signed_type(t) ? ((__int128)1 << (t.bits - 1)) - 1
                             : ((__int128)1 << t.bits) - 1;
}

/* x reduced modulo 2^bits into t's range (C's conversion to an integer
 * type other than _Bool, as GCC and Clang define it for signed targets). */
static __int128 wrap(drs_type t, unsigned __int128 x)
{
    unsigned __int128 mask = ((unsigned __int128)1 << t.bits) - 1;
    x &= mask;
    if (is_signed_type(t) && ((x >> (t.bits - 1)) & 1))
        return -(__int128)(mask - x) - 1;
    return (__int128)x;
}

drs_eval *drs_eval_new(const drs_construct *c)
{
    drs_eval *v = calloc(1, sizeof *v);
    if (!v)
        return NULL;
    size_t ns = (size_t)c->n_symbols + 1, ne = (size_t)c->n_exprs + 1;
    v->c = c;
    v->sym = calloc(ns, sizeof *v->sym);
    v->set = calloc(ns, 1);
    v->val = calloc(ne, sizeof *v->val);
    v->res = calloc(ne, 1);
    v->stamp = calloc(ne, sizeof *v->stamp);
    v->depth = calloc(ns, sizeof *v->depth);
    v->level = calloc(ne, sizeof *v->level);
    v->count = 1;
    v->depths = 1;
    for (int d = 0; d < DRS_EVAL_DEPTHS; d++)
        v->gen[d] = 1;
    if (!v->sym || !v->set || !v->val || !v->res || !v->stamp || !v->depth || !v->level) {
        drs_eval_free(v);
        return NULL;
    }
    return v;
}

void drs_eval_free(drs_eval *v)
{
    if (!v)
        return;
    free(v->sym);
    free(v->set);
    free(v->val);
    free(v->res);
    free(v->stamp);
    free(v->depth);
    free(v->level);
    free(v);
}

/* A symbol of depth d changed: every node reading one of depth d or more
 * is to be evaluated again. */
static void invalidate(drs_eval *v, int d)
{
    if (++v->count == 0) {   /* wrapped: forget every stamp */
        for (int k = 0; k < v->c->n_exprs; k++)
            v->stamp[k] = 0;
        v->count = 1;
        d = 0;
    }
    for (int l = d; l < v->depths; l++)
        v->gen[l] = v->count;
}

void drs_eval_reset(drs_eval *v)
{
    for (int s = 0; s < v->c->n_symbols; s++) {
        v->set[s] = 0;
        v->depth[s] = 0;
    }
    v->levels_ok = false;
    invalidate(v, 0);
    v->depths = 1;
}

void drs_eval_order(drs_eval *v, int s, int depth)
{
    if (s < 0 || s >= v->c->n_symbols || depth < 0 || depth >= DRS_EVAL_DEPTHS)
        return;
    v->depth[s] = depth;
    if (depth >= v->depths)
        v->depths = depth + 1;
    v->levels_ok = false;
    invalidate(v, 0);
}

void drs_eval_set(drs_eval *v, int s, __int128 x)
{
    if (s < 0 || s >= v->c->n_symbols)
        return;
    if (v->set[s] && v->sym[s] == x)
        return;
    v->sym[s] = x;
    v->set[s] = 1;
    invalidate(v, v->depth[s]);
}

void drs_eval_unset(drs_eval *v, int s)
{
    if (s < 0 || s >= v->c->n_symbols || !v->set[s])
        return;
    v->set[s] = 0;
    invalidate(v, v->depth[s]);
}

/* Each node's level: operands come before the node in the arena. */
static void compute_levels(drs_eval *v)
{
    const drs_construct *c = v->c;
    for (int k = 0; k < c->n_exprs; k++) {
        const drs_expr *x = &c->exprs[k];
        int l = 0;
        if (x->op == DRS_OP_SYM) {
            l = x->sym >= 0 && x->sym < c->n_symbols ? v->depth[x->sym] : 0;
        } else {
            int ops[3] = {x->a, x->b, x->c};
            for (int i = 0; i < 3; i++)
                if (ops[i] >= 0 && ops[i] < k && v->level[ops[i]] > l)
                    l = v->level[ops[i]];
        }
        v->level[k] = l;
    }
    v->levels_ok = true;
}

/* Node k's value once its operands' are known (a, b: their values). */
static drs_eval_res arith(const drs_expr *x, __int128 a, __int128 b, drs_type ta, drs_type tb,
                          __int128 *out)
{
    drs_type t = x->type;
    bool sg = is_signed_type(t);
    __int128 lo = drs_eval_tmin(t), hi = drs_eval_tmax(t), r;
    unsigned __int128 ua = (unsigned __int128)a, ub = (unsigned __int128)b;
    switch (x->op) {
    case DRS_OP_CAST:
        *out = t.bits == 1 ? (a != 0) : wrap(t, ua);
        return DRS_EVAL_OK;
    case DRS_OP_NEG:
        if (sg && a == lo)
            return DRS_EVAL_UB;
        *out = sg ? -a : wrap(t, 0 - ua);
        return DRS_EVAL_OK;
    case DRS_OP_BITNOT:
        *out = wrap(t, ~ua);
        return DRS_EVAL_OK;
    case DRS_OP_LNOT:
        *out = a == 0;
        return DRS_EVAL_OK;
    case DRS_OP_ADD:
    case DRS_OP_SUB:
    case DRS_OP_MUL:
        if (!sg) {   /* modulo 2^bits: the low bits of the 128-bit result */
            unsigned __int128 u = x->op == DRS_OP_ADD   ? ua + ub
                                  : x->op == DRS_OP_SUB ? ua - ub
                                                        : ua * ub;
            *out = wrap(t, u);
            return DRS_EVAL_OK;
        }
        /* |a|, |b| <= 2^63: sums and products fit 128 bits */
        r = x->op == DRS_OP_ADD ? a + b : x->op == DRS_OP_SUB ? a - b : a * b;
        if (r < lo || r > hi)
            return DRS_EVAL_UB;
        *out = r;
        return DRS_EVAL_OK;
    case DRS_OP_DIV:
    case DRS_OP_REM:
        if (b == 0 || (sg && a == lo && b == -1))
            return DRS_EVAL_UB;
        *out = x->op == DRS_OP_DIV ? a / b : a % b;   /* truncating, as C */
        return DRS_EVAL_OK;
    case DRS_OP_SHL:
    case DRS_OP_SHR:
        (void)ta;
        (void)tb;
        if (b < 0 || b >= (__int128)t.bits)
            return DRS_EVAL_UB;
        if (x->op == DRS_OP_SHR) {
            *out = a >= 0 ? a >> (int)b : -((-a - 1) >> (int)b) - 1;   /* arithmetic */
            return DRS_EVAL_OK;
        }
        if (!sg) {
            *out = wrap(t, ua << (int)b);
            return DRS_EVAL_OK;
        }
        if (a < 0)
            return DRS_EVAL_UB;
        r = a << (int)b;   /* a < 2^63, b < 64 */
        if (r > hi)
            return DRS_EVAL_UB;
        *out = r;
        return DRS_EVAL_OK;
    case DRS_OP_AND:
        *out = wrap(t, ua & ub);
        return DRS_EVAL_OK;
    case DRS_OP_OR:
        *out = wrap(t, ua | ub);
        return DRS_EVAL_OK;
    case DRS_OP_XOR:
        *out = wrap(t, ua ^ ub);
        return DRS_EVAL_OK;
    case DRS_OP_LT: *out = a < b; return DRS_EVAL_OK;
    case DRS_OP_LE: *out = a <= b; return DRS_EVAL_OK;
    case DRS_OP_GT: *out = a > b; return DRS_EVAL_OK;
    case DRS_OP_GE: *out = a >= b; return DRS_EVAL_OK;
    case DRS_OP_EQ: *out = a == b; return DRS_EVAL_OK;
    case DRS_OP_NE: *out = a != b; return DRS_EVAL_OK;
    default:
        return DRS_EVAL_UNSET;   /* not an operator with two values */
    }
}

static drs_eval_res eval(drs_eval *v, int k, __int128 *out, int depth)
{
    const drs_construct *c = v->c;
    if (k < 0 || k >= c->n_exprs || depth > 10000)
        return DRS_EVAL_UNSET;
    if (v->stamp[k] == v->gen[v->level[k]]) {
        *out = v->val[k];
        return (drs_eval_res)v->res[k];
    }
    const drs_expr *x = &c->exprs[k];
    __int128 a = 0, b = 0, r = 0;
    drs_eval_res res;
    switch (x->op) {
    case DRS_OP_CONST:
        r = wrap(x->type, is_signed_type(x->type) ? (unsigned __int128)(__int128)x->value
                                                  : (unsigned __int128)(uint64_t)x->value);
        res = DRS_EVAL_OK;
        break;
    case DRS_OP_SYM:
        res = x->sym >= 0 && x->sym < c->n_symbols && v->set[x->sym] ? DRS_EVAL_OK
                                                                     : DRS_EVAL_UNSET;
        if (res == DRS_EVAL_OK)
            r = v->sym[x->sym];
        break;
    case DRS_OP_LAND:
    case DRS_OP_LOR:
        res = eval(v, x->a, &a, depth + 1);
        if (res == DRS_EVAL_OK && (a != 0) == (x->op == DRS_OP_LAND)) {
            res = eval(v, x->b, &b, depth + 1);
            r = b != 0;
        } else {
            r = a != 0;
        }
        break;
    case DRS_OP_ITE:
        res = eval(v, x->a, &a, depth + 1);
        if (res == DRS_EVAL_OK)
            res = eval(v, a != 0 ? x->b : x->c, &r, depth + 1);
        break;
    default: {
        int n = drs_op_arity(x->op);
        res = n >= 1 ? eval(v, x->a, &a, depth + 1) : DRS_EVAL_UNSET;
        if (res == DRS_EVAL_OK && n >= 2)
            res = eval(v, x->b, &b, depth + 1);
        if (res == DRS_EVAL_OK)
            res = arith(x, a, b, x->a >= 0 ? c->exprs[x->a].type : x->type,
                        n >= 2 && x->b >= 0 ? c->exprs[x->b].type : x->type, &r);
        break;
    }
    }
    v->stamp[k] = v->gen[v->level[k]];
    v->res[k] = (unsigned char)res;
    v->val[k] = r;
    *out = r;
    return res;
}

int drs_eval_level(drs_eval *v, int k)
{
    if (!v->levels_ok)
        compute_levels(v);
    return k >= 0 && k < v->c->n_exprs ? v->level[k] : DRS_EVAL_DEPTHS;
}

drs_eval_res drs_eval_node(drs_eval *v, int k, __int128 *out)
{
    __int128 r = 0;
    if (!v->levels_ok)
        compute_levels(v);
    drs_eval_res res = eval(v, k, &r, 0);
    *out = r;
    return res;
}
