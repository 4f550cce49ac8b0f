/* drs_filter.c -- the cheap pair filter that runs before Z3.
 *
 * Most candidate pairs of a loop are a[i] against a[i + 1] or a[2 * i]
 * against a[2 * i + 1]: offsets that are affine in the single parallel
 * loop variable with constant coefficients.  For those the question "can
 * two different iterations touch the same bytes?" is settled by integer
 * arithmetic on the coefficients, with no solver.  Only signed arithmetic
 * (whose overflow the query excludes anyway) and value-preserving
 * conversions are read as exact; anything else, or anything large, says
 * "don't know" and the pair goes to Z3.
 *
 * The second filter takes the shape of arrays: A[i][j] against A[i][j] of
 * double A[128][128] under j < nj.  When every subscript but the first is
 * known within its extent by the encoder's interval analysis (or by the
 * in-range assumption the query itself makes, drs_encode.h), two accesses
 * of the same shape meet only with equal subscripts, so affine first
 * subscripts decide the pair as above (DataRaceBench's polyhedral kernels:
 * hundreds of such pairs per file).
 */
#include <stdint.h>

#include "drs_solver_int.h"

/* Coefficients and constants beyond this are not reasoned about. */
#define DRS_AFF_LIMIT ((int64_t)1 << 40)

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

bool drs_cheap_disjoint_(const drs_construct *c, int a1, int a2, int pv)
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

/* ---- affine ranges ---------------------------------------------------------
 *
 * The first subscript of a tiled loop nest is an inner loop variable:
 * A[c3][c4] under for (c3 = 16 * c1; c3 <= min(16 * c1 + 15, n - 1); c3++)
 * with c1 the parallel variable.  Its value lies in [16 * c1, 16 * c1 + 15]
 * wherever the access executes (the query asserts the inner loop's domain
 * there: c3 >= init, and the condition), so two different c1 never share
 * a row.  An affine range is that: the node's value lies in
 * [co * pv + lo, co * pv + hi]. */

typedef struct arange {
    int64_t co, lo, hi;
} arange;

/* Work limit of one arange_of (the min chains of polyhedral code repeat
 * their operands). */
#define DRS_ARANGE_STEPS 512

static int strip_casts(const drs_construct *c, int k)
{
    while (k >= 0 && k < c->n_exprs && c->exprs[k].op == DRS_OP_CAST) {
        const drs_expr *x = &c->exprs[k];
        drs_type from = c->exprs[x->a].type;
        bool fs = from.is_signed && from.bits > 1, sg = x->type.is_signed && x->type.bits > 1;
        bool keeps = x->type.bits > 1 && ((x->type.bits > from.bits && (!fs || sg)) ||
                                          (x->type.bits == from.bits && fs == sg));
        if (!keeps)
            break;
        k = x->a;
    }
    return k;
}

static bool arange_of(const drs_construct *c, int k, int pv, arange *r, int *steps);

/* Tightest upper bound co * pv + hi (for the given co) that expression k,
 * an upper bound of the loop variable, provides; false if none.  Reads
 * min(X, Y) chains (X < Y ? X : Y and the like): the minimum is at most
 * each of X and Y. */
static bool upper_of(const drs_construct *c, int k, int pv, int64_t co, int64_t *hi,
                     int *steps)
{
    if (k < 0 || k >= c->n_exprs || --*steps < 0)
        return false;
    const drs_expr *x = &c->exprs[k];
    bool found = false;
    int64_t best = INT64_MAX;
    arange a;
    if (arange_of(c, k, pv, &a, steps) && a.co == co) {
        found = true;
        best = a.hi;
    }
    if (x->op == DRS_OP_ITE && x->a >= 0 && x->a < c->n_exprs) {
        const drs_expr *t = &c->exprs[x->a];
        bool min_form = false;
        if (t->a >= 0 && t->b >= 0 && c->exprs[t->a].type.is_signed) {
            if ((t->op == DRS_OP_LT || t->op == DRS_OP_LE) && x->b == t->a && x->c == t->b)
                min_form = true;
            if ((t->op == DRS_OP_GT || t->op == DRS_OP_GE) && x->b == t->b && x->c == t->a)
                min_form = true;
        }
        int64_t h;
        if (min_form) {
            if (upper_of(c, x->b, pv, co, &h, steps) && (!found || h < best)) {
                found = true;
                best = h;
            }
            if (upper_of(c, x->c, pv, co, &h, steps) && (!found || h < best)) {
                found = true;
                best = h;
            }
        }
    }
    if (found)
        *hi = best;
    return found;
}

/* Upper bound of loop variable var from the loop condition k (a
 * conjunction of var < E, var <= E, E > var, E >= var, compared signed). */
static bool cond_upper(const drs_construct *c, int k, int var, int pv, int64_t co,
                       int64_t *hi, int *steps)
{
    if (k < 0 || k >= c->n_exprs || --*steps < 0)
        return false;
    const drs_expr *x = &c->exprs[k];
    if (x->op == DRS_OP_LAND) {
        int64_t h1, h2;
        bool f1 = cond_upper(c, x->a, var, pv, co, &h1, steps);
        bool f2 = cond_upper(c, x->b, var, pv, co, &h2, steps);
        if (f1 && f2)
            *hi = h1 < h2 ? h1 : h2;
        else if (f1 || f2)
            *hi = f1 ? h1 : h2;
        return f1 || f2;
    }
    if (x->a < 0 || x->b < 0 || x->a >= c->n_exprs || x->b >= c->n_exprs ||
        !c->exprs[x->a].type.is_signed)
        return false;
    int va = strip_casts(c, x->a), vb = strip_casts(c, x->b);
    bool a_var = c->exprs[va].op == DRS_OP_SYM && c->exprs[va].sym == var;
    bool b_var = c->exprs[vb].op == DRS_OP_SYM && c->exprs[vb].sym == var;
    int other;
    int64_t adj;
    if (a_var && !b_var && (x->op == DRS_OP_LT || x->op == DRS_OP_LE)) {
        other = x->b;
        adj = x->op == DRS_OP_LT ? 1 : 0;
    } else if (b_var && !a_var && (x->op == DRS_OP_GT || x->op == DRS_OP_GE)) {
        other = x->a;
        adj = x->op == DRS_OP_GT ? 1 : 0;
    } else {
        return false;
    }
    int64_t h;
    if (!upper_of(c, other, pv, co, &h, steps) || !aff_ok(h))
        return false;
    *hi = h - adj;
    return true;
}

static bool arange_of(const drs_construct *c, int k, int pv, arange *r, int *steps)
{
    if (k < 0 || k >= c->n_exprs || --*steps < 0)
        return false;
    int64_t co, d;
    if (affine(c, k, pv, &co, &d, 0)) {
        r->co = co;
        r->lo = r->hi = d;
        return true;
    }
    const drs_expr *x = &c->exprs[k];
    bool sg = x->type.is_signed && x->type.bits > 1;
    arange a, b;
    switch (x->op) {
    case DRS_OP_SYM: {
        /* An inner loop's variable counting up: init <= v <= cond's bound. */
        if (x->sym < 0 || x->sym >= c->n_symbols)
            return false;
        const drs_symbol *y = &c->symbols[x->sym];
        if (y->kind != DRS_SYM_LOOP || y->loop < 0 || y->loop >= c->n_loops)
            return false;
        const drs_loop *L = &c->loops[y->loop];
        if (L->kind != DRS_LOOP_INNER || L->var != x->sym || L->step <= 0)
            return false;
        if (!arange_of(c, L->init, pv, &a, steps))
            return false;
        int64_t hi;
        if (!cond_upper(c, L->cond, x->sym, pv, a.co, &hi, steps) || hi < a.lo)
            return false;
        r->co = a.co;
        r->lo = a.lo;
        r->hi = hi;
        return true;
    }
    case DRS_OP_CAST:
        return strip_casts(c, k) != k && arange_of(c, strip_casts(c, k), pv, r, steps);
    case DRS_OP_ADD:
    case DRS_OP_SUB:
        if (!sg || !arange_of(c, x->a, pv, &a, steps) || !arange_of(c, x->b, pv, &b, steps))
            return false;
        if (x->op == DRS_OP_ADD) {
            r->co = a.co + b.co;
            r->lo = a.lo + b.lo;
            r->hi = a.hi + b.hi;
        } else {
            r->co = a.co - b.co;
            r->lo = a.lo - b.hi;
            r->hi = a.hi - b.lo;
        }
        return aff_ok(r->co) && aff_ok(r->lo) && aff_ok(r->hi);
    default:
        return false;
    }
}

bool drs_cheap_disjoint_dims_(drs_enc *enc, const drs_construct *c, int a1, int a2, int pv,
                              bool assumed)
{
    if (!drs_enc_same_shape(enc, a1, a2) || !drs_enc_inner_in_range(enc, a1, assumed) ||
        !drs_enc_inner_in_range(enc, a2, assumed))
        return false;
    arange r1, r2;
    int steps = DRS_ARANGE_STEPS;
    if (!arange_of(c, drs_enc_subscript(enc, a1, 0), pv, &r1, &steps) ||
        !arange_of(c, drs_enc_subscript(enc, a2, 0), pv, &r2, &steps) || r1.co != r2.co)
        return false;
    /* Equal first subscripts: co * v1 + s1 == co * v2 + s2 with v1 != v2,
     * s1 in [lo1, hi1], s2 in [lo2, hi2]: co * (v1 - v2) in [lo, hi]. */
    __int128 lo = (__int128)r2.lo - r1.hi, hi = (__int128)r2.hi - r1.lo;
    __int128 m = r1.co < 0 ? -(__int128)r1.co : r1.co;
    if (m == 0)
        return lo > 0 || hi < 0;
    /* The least multiple of m that is >= lo, then the next if it is 0. */
    __int128 q = lo >= 0 ? (lo + m - 1) / m * m : -((-lo) / m * m);
    if (q == 0)
        q = m;
    return q > hi;
}
