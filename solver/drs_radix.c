/* drs_radix.c -- byte offsets read as mixed-radix numbers (the third cheap
 * pair filter, after drs_filter.c's two).
 *
 * An access through a pointer into a multi-dimensional array has a flat
 * offset: NPB BT's matmul_sub(lhs[i][j][k][AA], ...) writes ablock[m][n],
 * which is byte 101400 * i + 7800 * j + 600 * k + 40 * m + 8 * n + 0 of
 * lhs.  With j the parallel variable, two iterations meet only if the
 * other digits carry into j's, and they cannot: every subscript that formed
 * the pointer lies within its extent on the access's path (the plugin puts
 * 0 <= k <= 12 there, C11 6.5.6), and m, n stay within their loops.  The
 * shape filter does not see this (the access is not a subscript of lhs's
 * own type) and Z3 decides such pairs slowly: BT's x_solve_cell has 12,842
 * of them, and one group of 160 took Z3 1.5M units without an answer.
 *
 * The offset is split into its terms: coef * digit (a digit is any node
 * that is not a sum, difference, product by a constant or constant) and a
 * constant.  With P the coefficient of the parallel variable v:
 *
 *   U  the terms with |coef| > P, every coef a multiple of Q;
 *   L  the terms with |coef| < P, each digit within a known range, and the
 *      constant: L lies in [Llo, Lhi].
 *
 * Two accesses (bytes [o1, o1 + z1) and [o2, o2 + z2)) of different
 * iterations overlap only if o1 - o2 = Q * t + D lies in (-z1, z2), with
 * D = P * (v1 - v2) + L1 - L2.  When |D| + max(z1, z2) <= Q, t must be 0;
 * and when P + Llo1 - Lhi2 >= z2 and P + Llo2 - Lhi1 >= z1, no D with
 * v1 != v2 lies in that interval.  So the pair
 * is race-free, exactly as Z3 would find with the same facts: the ranges
 * come from the access's own path (conjuncts digit >= c, digit <= c) and
 * from the loops around it with constant bounds, all of which every query
 * of the access asserts.  Anything else -- a digit without a range, a
 * coefficient that does not divide, a term with |coef| == P that is not v
 * -- leaves the pair to the other filters and Z3.
 */
#include <stdint.h>
#include <stdlib.h>

#include "drs_solver_int.h"

#define DRS_RADIX_TERMS 16
#define DRS_RADIX_LIMIT ((int64_t)1 << 48)

typedef struct term {
    int node;
    int64_t co;
} term;

typedef struct flat {
    int n;
    term t[DRS_RADIX_TERMS];
    int64_t d;
} flat;

static bool small(__int128 v) { return v <= DRS_RADIX_LIMIT && v >= -DRS_RADIX_LIMIT; }

static bool signed_op(const drs_construct *c, int k)
{
    return c->exprs[k].type.is_signed && c->exprs[k].type.bits > 1;
}

/* Adds co * node k to f: sums, differences and products by constants are
 * opened (signed: exact, the query excludes their overflow); with
 * open_casts so are value-keeping conversions of them (&v[j * 10] is
 * cast(j * 10) in the offset); any other node is a digit. */
static bool add_terms(const drs_construct *c, int k, int64_t co, flat *f, int depth,
                      bool open_casts)
{
    if (k < 0 || k >= c->n_exprs || depth > 32)
        return false;
    const drs_expr *x = &c->exprs[k];
    switch (x->op) {
    case DRS_OP_CONST: {
        if (!signed_op(c, k) && x->value < 0)
            return false;
        __int128 d = f->d + (__int128)co * x->value;
        if (!small(d))
            return false;
        f->d = (int64_t)d;
        return true;
    }
    case DRS_OP_ADD:
    case DRS_OP_SUB:
        if (!signed_op(c, k))
            break;
        return add_terms(c, x->a, co, f, depth + 1, open_casts) &&
               add_terms(c, x->b, x->op == DRS_OP_ADD ? co : -co, f, depth + 1, open_casts);
    case DRS_OP_MUL:
        if (!signed_op(c, k))
            break;
        for (int s = 0; s < 2; s++) {
            int kc = s ? x->a : x->b, ko = s ? x->b : x->a;
            if (kc >= 0 && kc < c->n_exprs && c->exprs[kc].op == DRS_OP_CONST) {
                __int128 m = (__int128)co * c->exprs[kc].value;
                return small(m) && add_terms(c, ko, (int64_t)m, f, depth + 1, open_casts);
            }
        }
        break;
    case DRS_OP_CAST: {
        int in = drs_strip_keeping_(c, k);
        if (open_casts && in != k && in >= 0 &&
            (c->exprs[in].op == DRS_OP_ADD || c->exprs[in].op == DRS_OP_SUB ||
             c->exprs[in].op == DRS_OP_MUL))
            return add_terms(c, in, co, f, depth + 1, open_casts);
        break;
    }
    default:
        break;
    }
    for (int t = 0; t < f->n; t++)
        if (f->t[t].node == k) {
            __int128 m = (__int128)f->t[t].co + co;
            if (!small(m))
                return false;
            f->t[t].co = (int64_t)m;
            return true;
        }
    if (f->n == DRS_RADIX_TERMS)
        return false;
    f->t[f->n++] = (term){k, co};
    return true;
}

/* Bounds of node k from the conjuncts of path p: k >= c, k > c, k <= c,
 * k < c (and with the constant first), compared signed. */
static void path_bounds(const drs_construct *c, int p, int k, int64_t *lo, int64_t *hi,
                        bool *has_lo, bool *has_hi, int depth)
{
    if (p < 0 || p >= c->n_exprs || depth > 256)
        return;
    const drs_expr *x = &c->exprs[p];
    if (x->op == DRS_OP_LAND) {
        path_bounds(c, x->a, k, lo, hi, has_lo, has_hi, depth + 1);
        path_bounds(c, x->b, k, lo, hi, has_lo, has_hi, depth + 1);
        return;
    }
    if (x->a < 0 || x->b < 0 || x->a >= c->n_exprs || x->b >= c->n_exprs ||
        !signed_op(c, x->a))
        return;
    drs_op op = x->op;
    int other;
    if (x->a == k) {
        other = x->b;
    } else if (x->b == k) {
        other = x->a;   /* c OP k: k's side of the comparison flips */
        op = op == DRS_OP_LT ? DRS_OP_GT : op == DRS_OP_GT ? DRS_OP_LT
           : op == DRS_OP_LE ? DRS_OP_GE : op == DRS_OP_GE ? DRS_OP_LE : op;
    } else {
        return;
    }
    if (c->exprs[other].op != DRS_OP_CONST)
        return;
    int64_t v = c->exprs[other].value;
    if (v <= -DRS_RADIX_LIMIT || v >= DRS_RADIX_LIMIT)
        return;
    int64_t l = 0, h = 0;
    bool is_lo = false, is_hi = false;
    switch (op) {
    case DRS_OP_GE: l = v; is_lo = true; break;
    case DRS_OP_GT: l = v + 1; is_lo = true; break;
    case DRS_OP_LE: h = v; is_hi = true; break;
    case DRS_OP_LT: h = v - 1; is_hi = true; break;
    case DRS_OP_EQ: l = h = v; is_lo = is_hi = true; break;
    default: return;
    }
    if (is_lo && (!*has_lo || l > *lo)) {
        *lo = l;
        *has_lo = true;
    }
    if (is_hi && (!*has_hi || h < *hi)) {
        *hi = h;
        *has_hi = true;
    }
}

/* The variable of an inner or the parallel loop around access acc with a
 * constant start and a constant bound (v < c, v <= c in its condition),
 * counting up: each copy's value lies in that range. */
static void loop_bounds(const drs_construct *c, int acc, int k, int64_t *lo, int64_t *hi,
                        bool *has_lo, bool *has_hi)
{
    const drs_expr *x = &c->exprs[k];
    if (x->op != DRS_OP_SYM || x->sym < 0 || x->sym >= c->n_symbols)
        return;
    int l = c->accesses[acc].loop;
    for (int d = 0; l >= 0 && l < c->n_loops && d <= c->n_loops; d++, l = c->loops[l].parent) {
        const drs_loop *L = &c->loops[l];
        if ((L->kind != DRS_LOOP_INNER && L->kind != DRS_LOOP_PARALLEL) || L->var != x->sym)
            continue;
        if (L->step <= 0 || L->init < 0 || c->exprs[L->init].op != DRS_OP_CONST ||
            !signed_op(c, L->init))
            return;
        int64_t l0 = c->exprs[L->init].value, h0 = 0;
        bool hh = false, hl = false;
        path_bounds(c, L->cond, k, &l0, &h0, &hl, &hh, 0);
        if (!hh)
            return;
        if (!*has_lo || c->exprs[L->init].value > *lo)
            *lo = c->exprs[L->init].value;
        *has_lo = true;
        if (!*has_hi || h0 < *hi)
            *hi = h0;
        *has_hi = true;
        return;
    }
}

/* The range of digit node k where access acc executes. */
static bool digit_range(const drs_construct *c, int acc, int k, int64_t *lo, int64_t *hi)
{
    bool has_lo = false, has_hi = false;
    if (c->exprs[k].op == DRS_OP_CONST)
        return false;   /* folded into the constant by add_terms */
    int b = drs_strip_keeping_(c, k);   /* the same value */
    path_bounds(c, c->accesses[acc].path, k, lo, hi, &has_lo, &has_hi, 0);
    if (b != k && b >= 0)
        path_bounds(c, c->accesses[acc].path, b, lo, hi, &has_lo, &has_hi, 0);
    if (b >= 0)
        loop_bounds(c, acc, b, lo, hi, &has_lo, &has_hi);
    return has_lo && has_hi && *lo <= *hi;
}

/* One access's offset split at the parallel variable: P, the range of v,
 * the gcd of the larger coefficients (0: none), the range of the rest. */
typedef struct split {
    int64_t p, vlo, vhi, q, llo, lhi;
} split;

static int64_t gcd64(int64_t a, int64_t b)
{
    if (a < 0)
        a = -a;
    if (b < 0)
        b = -b;
    while (b) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static bool split_flat(const drs_construct *c, int acc, int pv, const flat *fp, split *s);

/* The offset's digits as written (where the path's facts name them), or
 * else with conversions of sums and products opened. */
static bool split_offset(const drs_construct *c, int acc, int pv, split *s)
{
    for (int open = 0; open < 2; open++) {
        flat f = {0};
        if (add_terms(c, c->accesses[acc].offset, 1, &f, 0, open) && split_flat(c, acc, pv, &f, s))
            return true;
    }
    return false;
}

static bool split_flat(const drs_construct *c, int acc, int pv, const flat *fp, split *s)
{
    flat f = *fp;
    int vt = -1;
    for (int t = 0; t < f.n; t++) {
        int b = drs_strip_keeping_(c, f.t[t].node);
        if (b >= 0 && c->exprs[b].op == DRS_OP_SYM && c->exprs[b].sym == pv) {
            if (vt >= 0)
                return false;
            vt = t;
        }
    }
    if (vt < 0 || f.t[vt].co <= 0)
        return false;
    s->p = f.t[vt].co;
    if (!digit_range(c, acc, f.t[vt].node, &s->vlo, &s->vhi))
        return false;
    s->q = 0;
    __int128 llo = f.d, lhi = f.d;
    for (int t = 0; t < f.n; t++) {
        if (t == vt || f.t[t].co == 0)
            continue;
        int64_t co = f.t[t].co, a = co < 0 ? -co : co;
        if (a == s->p)
            return false;
        if (a > s->p) {
            s->q = gcd64(s->q, co);
            continue;
        }
        int64_t lo, hi;
        if (!digit_range(c, acc, f.t[t].node, &lo, &hi))
            return false;
        __int128 x = (__int128)co * lo, y = (__int128)co * hi;
        llo += x < y ? x : y;
        lhi += x < y ? y : x;
        if (!small(llo) || !small(lhi))
            return false;
    }
    s->llo = (int64_t)llo;
    s->lhi = (int64_t)lhi;
    return true;
}

/* Per construct: each access's split, made once (BT's x_solve_cell has
 * 308 accesses in 12,842 pairs). */
struct drs_radix {
    const drs_construct *c;
    int pv;                 /* the variable the splits were made for */
    unsigned char *state;   /* per access: 0 not yet, 1 split, 2 none */
    split *s;
};

drs_radix *drs_radix_new_(const drs_construct *c)
{
    drs_radix *r = calloc(1, sizeof *r);
    size_t n = (size_t)c->n_accesses + 1;
    if (!r || !(r->state = calloc(n, 1)) || !(r->s = calloc(n, sizeof *r->s))) {
        drs_radix_free_(r);
        return NULL;
    }
    r->c = c;
    r->pv = -1;
    return r;
}

void drs_radix_free_(drs_radix *r)
{
    if (!r)
        return;
    free(r->state);
    free(r->s);
    free(r);
}

static const split *split_of(drs_radix *r, int a, int pv)
{
    if (pv != r->pv) {   /* another variable: the splits made so far are not its */
        for (int k = 0; k < r->c->n_accesses; k++)
            r->state[k] = 0;
        r->pv = pv;
    }
    if (r->state[a] == 0)
        r->state[a] = split_offset(r->c, a, pv, &r->s[a]) ? 1 : 2;
    return r->state[a] == 1 ? &r->s[a] : NULL;
}

bool drs_cheap_disjoint_radix_(drs_radix *r, int a1, int a2, int pv)
{
    const drs_construct *c = r->c;
    if (pv < 0 || a1 < 0 || a2 < 0 || a1 >= c->n_accesses || a2 >= c->n_accesses)
        return false;
    const split *p1 = split_of(r, a1, pv), *p2 = split_of(r, a2, pv);
    if (!p1 || !p2 || p1->p != p2->p)
        return false;
    split s1 = *p1, s2 = *p2;
    __int128 p = s1.p, z1 = c->accesses[a1].size, z2 = c->accesses[a2].size;
    if (z1 <= 0 || z2 <= 0)
        return false;
    /* t == 0: no v1 != v2 puts D in (-z2, z1) */
    if (p + s1.llo - s2.lhi < z2 || p + s2.llo - s1.lhi < z1)
        return false;
    /* |D| + max(z1, z2) <= Q forces t == 0 */
    if (s1.q == 0 && s2.q == 0)
        return true;
    __int128 q = gcd64(s1.q, s2.q);
    __int128 vlo = s1.vlo < s2.vlo ? s1.vlo : s2.vlo, vhi = s1.vhi > s2.vhi ? s1.vhi : s2.vhi;
    __int128 l12 = (__int128)s1.lhi - s2.llo, l21 = (__int128)s2.lhi - s1.llo;
    __int128 maxd = p * (vhi - vlo) + (l12 > l21 ? l12 : l21);
    return maxd + (z1 > z2 ? z1 : z2) <= q;
}
