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

bool drs_cheap_disjoint_dims_(drs_enc *enc, const drs_construct *c, int a1, int a2, int pv)
{
    if (!drs_enc_same_shape(enc, a1, a2) || !drs_enc_inner_in_range(enc, a1) ||
        !drs_enc_inner_in_range(enc, a2))
        return false;
    int64_t c1, d1, c2, d2;
    if (!affine(c, drs_enc_subscript(enc, a1, 0), pv, &c1, &d1, 0) ||
        !affine(c, drs_enc_subscript(enc, a2, 0), pv, &c2, &d2, 0) || c1 != c2)
        return false;
    /* Equal first subscripts: c * v1 + d1 == c * v2 + d2 with v1 != v2. */
    int64_t diff = d2 - d1;
    if (c1 == 0)
        return diff != 0;
    return diff == 0 || diff % c1 != 0;
}
