/* drs_floordiv.c -- floor and ceiling divisions written with C's `/`.
 *
 * Polyhedral code generators (PLUTO, CLooG: DataRaceBench DRB042/DRB056)
 * bound tiled loops by floord and ceild macros over C's truncating `/`:
 *
 *     floord(x, d)   x * d < 0 ? -((-x + d - 1) / d) : x / d
 *     ceild(x, d)    x * d < 0 ? -(-x / d)           : (x + d - 1) / d
 *
 * with d a positive constant.  The integer mode encodes each C division as
 * a case split on the dividend's sign over SMT-LIB's div (truncation is not
 * floor for negative dividends), so every such bound is three nested
 * if-then-else over two divisions, and Z3 splits cases on all of them.
 * Both forms are one SMT-LIB term, floor(x / d) = (div x d) and ceil(x / d)
 * = -(div -x d), wherever the C expression is defined:
 *
 *   x < 0 (the test, defined: x * d does not overflow):  -x + d - 1 >= d
 *     and -x > 0, so C's quotients are floors: -floor((d - 1 - x) / d) =
 *     -ceil(-x / d) = floor(x / d), and -floor(-x / d) = ceil(x / d);
 *   x >= 0: x / d and (x + d - 1) / d truncate non-negative dividends:
 *     floor(x / d), and floor((x + d - 1) / d) = ceil(x / d).
 *
 * Where it is not defined (an overflow in either branch taken) the value
 * does not matter: the encoding's "defined" term, kept as it is, excludes
 * those executions.  drs_floor_div_of_ recognises the two forms on the
 * model's nodes: the three occurrences of x may be different nodes with the
 * same linear form (sums of constant multiples of the same nodes, e.g.
 * (n + 3 * t) - 4 and n + (3 * t + -4)); every node on the way is signed, so
 * its Int value is the exact value wherever it is defined.
 */
#include "drs_enc_int.h"

#define LIN_MAX 16
/* Nodes one linear form may visit: the model is a DAG, and a chain of
 * t2 = t1 + t1 doubles its tree at every step (30 steps were 27 s). */
#define LIN_STEPS 256
/* Multipliers up to 2^40 and constants up to 2^63 keep every product and
 * the sums of LIN_STEPS of them within __int128. */
#define LIN_MUL_MAX ((__int128)1 << 40)

/* c0 + sum co[i] * node atom[i], over the exact values of signed nodes. */
typedef struct lin {
    int n;
    int atom[LIN_MAX];
    __int128 co[LIN_MAX];
    __int128 c0;
    int steps;      /* nodes visited so far */
} lin;

static bool signed_node(const drs_construct *c, int k)
{
    return k >= 0 && k < c->n_exprs && type_signed(c->exprs[k].type);
}

/* A constant node's value; false for any other node. */
static bool const_node(const drs_construct *c, int k, __int128 *v)
{
    if (k < 0 || k >= c->n_exprs || c->exprs[k].op != DRS_OP_CONST)
        return false;
    *v = drs_const_math_(&c->exprs[k]);
    return true;
}

static bool add_atom(lin *f, int k, __int128 m)
{
    for (int i = 0; i < f->n; i++)
        if (f->atom[i] == k) {
            f->co[i] += m;
            return true;
        }
    if (f->n == LIN_MAX)
        return false;
    f->atom[f->n] = k;
    f->co[f->n++] = m;
    return true;
}

/* f += m * (node k); false when too large a form. */
static bool lin_add(const drs_construct *c, int k, __int128 m, lin *f, int depth)
{
    const drs_expr *x = &c->exprs[k];
    __int128 v;
    if (m > LIN_MUL_MAX || m < -LIN_MUL_MAX || depth > 32 || ++f->steps > LIN_STEPS)
        return false;
    if (const_node(c, k, &v)) {
        f->c0 += m * v;
        return true;
    }
    if (!signed_node(c, k))
        return add_atom(f, k, m);
    switch (x->op) {
    case DRS_OP_ADD:
        return lin_add(c, x->a, m, f, depth + 1) && lin_add(c, x->b, m, f, depth + 1);
    case DRS_OP_SUB:
        return lin_add(c, x->a, m, f, depth + 1) && lin_add(c, x->b, -m, f, depth + 1);
    case DRS_OP_NEG:
        return lin_add(c, x->a, -m, f, depth + 1);
    case DRS_OP_MUL:
        /* (a constant factor past LIN_MUL_MAX gives up in the call) */
        if (const_node(c, x->a, &v))
            return (v <= LIN_MUL_MAX && v >= -LIN_MUL_MAX) &&
                   lin_add(c, x->b, m * v, f, depth + 1);
        if (const_node(c, x->b, &v))
            return (v <= LIN_MUL_MAX && v >= -LIN_MUL_MAX) &&
                   lin_add(c, x->a, m * v, f, depth + 1);
        return add_atom(f, k, m);
    default:
        return add_atom(f, k, m);
    }
}

/* The linear form of node k times m; false when it cannot be made. */
static bool lin_of(const drs_construct *c, int k, __int128 m, lin *f)
{
    memset(f, 0, sizeof *f);
    return signed_node(c, k) && lin_add(c, k, m, f, 0);
}

/* f == g + k (as forms: the same coefficient for every node). */
static bool lin_equal_plus(const lin *f, const lin *g, __int128 k)
{
    if (f->c0 != g->c0 + k)
        return false;
    for (int pass = 0; pass < 2; pass++) {
        const lin *a = pass ? g : f, *b = pass ? f : g;
        for (int i = 0; i < a->n; i++) {
            __int128 cb = 0;
            for (int j = 0; j < b->n; j++)
                if (b->atom[j] == a->atom[i])
                    cb = b->co[j];
            if (cb != a->co[i])
                return false;
        }
    }
    return true;
}

/* Node k is a signed `y / d` with d the positive constant dd: y, else -1. */
static int div_by(const drs_construct *c, int k, __int128 dd)
{
    __int128 v;
    if (!signed_node(c, k) || c->exprs[k].op != DRS_OP_DIV ||
        !const_node(c, c->exprs[k].b, &v) || v != dd)
        return -1;
    return c->exprs[k].a;
}

/* Node k is a signed `-(y / d)`: y, else -1. */
static int neg_div_by(const drs_construct *c, int k, __int128 dd)
{
    if (!signed_node(c, k) || c->exprs[k].op != DRS_OP_NEG)
        return -1;
    return div_by(c, c->exprs[k].a, dd);
}

int drs_floor_div_of_(const drs_enc *e, int k, __int128 *d, bool *ceil)
{
    const drs_construct *c = e->c;
    if (!signed_node(c, k) || c->exprs[k].op != DRS_OP_ITE)
        return -1;
    const drs_expr *x = &c->exprs[k];
    /* the test: x * d < 0 (or 0 > x * d) */
    const drs_expr *t = &c->exprs[x->a];
    __int128 zero, dd;
    int prod;
    if (t->op == DRS_OP_LT && const_node(c, t->b, &zero) && zero == 0)
        prod = t->a;
    else if (t->op == DRS_OP_GT && const_node(c, t->a, &zero) && zero == 0)
        prod = t->b;
    else
        return -1;
    if (!signed_node(c, prod) || c->exprs[prod].op != DRS_OP_MUL)
        return -1;
    const drs_expr *p = &c->exprs[prod];
    int xs;
    if (const_node(c, p->b, &dd))
        xs = p->a;
    else if (const_node(c, p->a, &dd))
        xs = p->b;
    else
        return -1;
    if (dd <= 0 || dd > ((__int128)1 << 62) || !signed_node(c, xs) ||
        c->exprs[xs].type.bits != x->type.bits)
        return -1;
    int yt = neg_div_by(c, x->b, dd), ye = div_by(c, x->c, dd);
    lin fx, negx, ft, fe;
    if (yt < 0 || ye < 0 || !lin_of(c, xs, 1, &fx) || !lin_of(c, xs, -1, &negx) ||
        !lin_of(c, yt, 1, &ft) || !lin_of(c, ye, 1, &fe))
        return -1;
    *d = dd;
    /* floord: then -((-x + d - 1) / d), else x / d */
    if (lin_equal_plus(&ft, &negx, dd - 1) && lin_equal_plus(&fe, &fx, 0)) {
        *ceil = false;
        return xs;
    }
    /* ceild: then -(-x / d), else (x + d - 1) / d */
    if (lin_equal_plus(&ft, &negx, 0) && lin_equal_plus(&fe, &fx, dd - 1)) {
        *ceil = true;
        return xs;
    }
    return -1;
}
