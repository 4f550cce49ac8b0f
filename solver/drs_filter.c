/* drs_filter.c -- the cheap pair filter that runs before Z3.
 *
 * Most candidate pairs of a loop are a[i] against a[i + 1], a[2 * i]
 * against a[2 * i + 1], or A[c3][c4] against A[c3][c4 + 1] with c3 the
 * variable of a loop around a simd loop: offsets that are linear forms over
 * the symbols with constant coefficients.  A symbol both copies share (an
 * input, the variable of a loop around the construct; drs_encode.h) cancels
 * when its coefficients are equal, and what is left, affine in the single
 * parallel loop variable, settles "can two different iterations touch the
 * same bytes?" by integer arithmetic, with no solver.  Only signed
 * arithmetic (whose overflow the query excludes anyway) and value-preserving
 * conversions are read as exact; anything else, anything large, or a
 * per-copy symbol that does not cancel says "don't know" and the pair goes
 * to Z3.
 *
 * The second filter takes the shape of arrays: A[i][j] against A[i][j] of
 * double A[128][128] under j < nj.  When every subscript but the first is
 * known within its extent by the encoder's interval analysis (or by the
 * in-range assumption the query itself makes, drs_encode.h), two accesses
 * of the same shape meet only with equal subscripts, so one subscript whose
 * two values never meet decides the pair (DataRaceBench's polyhedral
 * kernels: hundreds of such pairs per file).  There an inner loop's
 * variable stands for its range (init to the condition's bound, over one
 * base: c3 in [16 * c1, 16 * c1 + 15]).
 *
 * The same reading of subscripts decides pairs between worksharing loops
 * of one static schedule class in a region (drs_cheap_same_iteration_):
 * where equal elements force equal logical iterations, the class runs
 * both on one thread (NPB LU's jacld and blts loops, met once per k).
 */
#include <stdint.h>
#include <stdlib.h>

#include "drs_solver_int.h"

/* Coefficients and constants beyond this are not reasoned about. */
#define DRS_AFF_LIMIT ((int64_t)1 << 40)

static bool aff_ok(int64_t v) { return v <= DRS_AFF_LIMIT && v >= -DRS_AFF_LIMIT; }

/* A linear form sum_t co[t] * sym[t] + d over the construct's symbols, with
 * exact integer coefficients (terms sorted by symbol, none zero). */
#define DRS_LIN_TERMS 8

typedef struct lin {
    int n;
    int sym[DRS_LIN_TERMS];
    int64_t co[DRS_LIN_TERMS];
    int64_t d;
} lin;

/* r = x + f * y, computed exactly; false when a coefficient leaves
 * DRS_AFF_LIMIT or there are too many terms. */
static bool lin_addmul(lin *r, const lin *x, int64_t f, const lin *y)
{
    lin out = {0};
    int i = 0, j = 0;
    if (!aff_ok(f))
        return false;
    while (i < x->n || j < y->n) {
        int s;
        __int128 v;
        if (j >= y->n || (i < x->n && x->sym[i] < y->sym[j])) {
            s = x->sym[i];
            v = x->co[i++];
        } else if (i >= x->n || y->sym[j] < x->sym[i]) {
            s = y->sym[j];
            v = (__int128)f * y->co[j++];
        } else {
            s = x->sym[i];
            v = x->co[i++] + (__int128)f * y->co[j++];
        }
        if (v > DRS_AFF_LIMIT || v < -DRS_AFF_LIMIT)
            return false;
        if (v == 0)
            continue;
        if (out.n == DRS_LIN_TERMS)
            return false;
        out.sym[out.n] = s;
        out.co[out.n++] = (int64_t)v;
    }
    __int128 d = x->d + (__int128)f * y->d;
    if (d > DRS_AFF_LIMIT || d < -DRS_AFF_LIMIT)
        return false;
    out.d = (int64_t)d;
    *r = out;
    return true;
}

/* r = f * x. */
static bool lin_scale(lin *r, const lin *x, int64_t f)
{
    static const lin zero = {0};
    return lin_addmul(r, &zero, f, x);
}

/* Every value of type `from` is one of type `to` (wider, or the same width
 * and signedness, never _Bool). */
static bool type_fits(drs_type from, drs_type to)
{
    bool fs = from.is_signed && from.bits > 1, sg = to.is_signed && to.bits > 1;
    return to.bits > 1 && ((to.bits > from.bits && (!fs || sg)) ||
                           (to.bits == from.bits && fs == sg));
}

/* A conversion that keeps every value of its operand. */
static bool cast_keeps(const drs_construct *c, const drs_expr *x)
{
    return type_fits(c->exprs[x->a].type, x->type);
}

/* The constant value of node k (a CONST), into *v. */
static bool const_node(const drs_construct *c, int k, int64_t *v)
{
    if (k < 0 || k >= c->n_exprs || c->exprs[k].op != DRS_OP_CONST)
        return false;
    *v = c->exprs[k].value;
    return true;
}

/* Work limit of one linear() (expression DAGs share operands: without a
 * limit the walk could be exponential in their depth). */
#define DRS_LINEAR_STEPS 4096

/* Writes node k as a linear form over symbols when every operation below it
 * is exact in C (signed arithmetic, whose overflow the query excludes;
 * value-preserving conversions). */
static bool linear_(const drs_construct *c, int k, lin *r, int depth, int *steps)
{
    if (k < 0 || k >= c->n_exprs || depth > 64 || --*steps < 0)
        return false;
    const drs_expr *x = &c->exprs[k];
    bool sg = x->type.is_signed && x->type.bits > 1;
    lin a, b;
    switch (x->op) {
    case DRS_OP_CONST:
        if (!sg && x->value < 0)
            return false;
        *r = (lin){0};
        r->d = x->value;
        return aff_ok(r->d);
    case DRS_OP_SYM:
        if (x->sym < 0 || x->sym >= c->n_symbols || x->type.bits <= 1)
            return false;
        *r = (lin){0};
        r->n = 1;
        r->sym[0] = x->sym;
        r->co[0] = 1;
        return true;
    case DRS_OP_CAST:
        if (cast_keeps(c, x))
            return linear_(c, x->a, r, depth + 1, steps);
        /* narrowing a symbol's own value back into a type that holds it
         * (`linear(j)`: j = (int)(((long)i - lb) / 1)) changes nothing */
        return linear_(c, x->a, r, depth + 1, steps) && r->n == 1 && r->co[0] == 1 &&
               r->d == 0 && type_fits(c->symbols[r->sym[0]].type, x->type);
    case DRS_OP_DIV: {
        /* x / 1 is x (signed: no undefined behaviour to exclude); x / -1
         * is -x where it is defined (the logical iteration of a loop
         * counting down) */
        int64_t d = 0;
        if (!sg || !const_node(c, x->b, &d) || (d != 1 && d != -1) ||
            !linear_(c, x->a, &a, depth + 1, steps))
            return false;
        return lin_scale(r, &a, d);
    }
    case DRS_OP_NEG:
        return sg && linear_(c, x->a, &a, depth + 1, steps) && lin_scale(r, &a, -1);
    case DRS_OP_ADD:
    case DRS_OP_SUB:
        return sg && linear_(c, x->a, &a, depth + 1, steps) &&
               linear_(c, x->b, &b, depth + 1, steps) &&
               lin_addmul(r, &a, x->op == DRS_OP_ADD ? 1 : -1, &b);
    case DRS_OP_MUL:
        if (!sg || !linear_(c, x->a, &a, depth + 1, steps) ||
            !linear_(c, x->b, &b, depth + 1, steps))
            return false;
        if (a.n == 0)
            return lin_scale(r, &b, a.d);
        if (b.n == 0)
            return lin_scale(r, &a, b.d);
        return false;
    default:
        return false;
    }
}

static bool linear(const drs_construct *c, int k, lin *r)
{
    int steps = DRS_LINEAR_STEPS;
    return linear_(c, k, r, 0, &steps);
}

/* The difference of copy 1's x and copy 2's y as c1 * v1 - c2 * v2 + e,
 * v the symbol pv in each copy: every other symbol must cancel, which only
 * a symbol shared by the copies (an input, an OUTER loop's variable) does,
 * with equal coefficients.  False when something does not cancel. */
static bool lin_delta(const drs_construct *c, const lin *x, const lin *y, int pv, int64_t *c1,
                      int64_t *c2, int64_t *e)
{
    lin dl;
    if (!lin_addmul(&dl, x, -1, y))
        return false;
    *c1 = *c2 = 0;
    for (int t = 0; t < x->n; t++)
        if (x->sym[t] == pv)
            *c1 = x->co[t];
    for (int t = 0; t < y->n; t++)
        if (y->sym[t] == pv)
            *c2 = y->co[t];
    for (int t = 0; t < x->n; t++)
        if (x->sym[t] != pv && drs_sym_per_copy(c->symbols[x->sym[t]].kind))
            return false;
    for (int t = 0; t < y->n; t++)
        if (y->sym[t] != pv && drs_sym_per_copy(c->symbols[y->sym[t]].kind))
            return false;
    for (int t = 0; t < dl.n; t++)
        if (dl.sym[t] != pv)
            return false;   /* a shared symbol with different coefficients */
    *e = dl.d;
    return true;
}

/* Per construct: each access's offset as a linear form, computed once (a
 * loop body of thousands of accesses has millions of pairs). */
struct drs_filter {
    const drs_construct *c;
    drs_window_fn window;   /* drs_filter_set_window_, or NULL */
    void *arg;
    unsigned char *state;   /* per access: 0 not yet, 1 linear, 2 not */
    lin *off;
    struct sub_range **subs; /* per access (a row made on first use by
                                sub_range_of) and subscript position <
                                DRS_SUB_MEMO */
};

drs_filter *drs_filter_new_(const drs_construct *c)
{
    drs_filter *f = calloc(1, sizeof *f);
    size_t n = (size_t)c->n_accesses + 1;
    if (!f || !(f->state = calloc(n, 1)) || !(f->off = calloc(n, sizeof *f->off))) {
        drs_filter_free_(f);
        return NULL;
    }
    f->c = c;
    return f;
}

void drs_filter_set_window_(drs_filter *f, drs_window_fn fn, void *arg)
{
    f->window = fn;
    f->arg = arg;
}

void drs_filter_free_(drs_filter *f)
{
    if (!f)
        return;
    free(f->state);
    free(f->off);
    for (int a = 0; f->subs && a < f->c->n_accesses; a++)
        free(f->subs[a]);
    free(f->subs);
    free(f);
}

static const lin *offset_of(drs_filter *f, int a)
{
    if (f->state[a] == 0)
        f->state[a] = linear(f->c, f->c->accesses[a].offset, &f->off[a]) ? 1 : 2;
    return f->state[a] == 1 ? &f->off[a] : NULL;
}

/* x names a per-copy symbol other than pv: lin_delta fails on it (NPB
 * BT's 30,000 pairs of rows whose offsets carry the inner loops'
 * variables: asked before the forms are subtracted). */
static bool other_per_copy(const drs_construct *c, const lin *x, int pv)
{
    for (int t = 0; t < x->n; t++)
        if (x->sym[t] != pv && drs_sym_per_copy(c->symbols[x->sym[t]].kind))
            return true;
    return false;
}

bool drs_cheap_disjoint_(drs_filter *f, int a1, int a2, int pv)
{
    const drs_construct *c = f->c;
    const drs_access *x1 = &c->accesses[a1], *x2 = &c->accesses[a2];
    const lin *l1 = offset_of(f, a1), *l2 = offset_of(f, a2);
    int64_t c1, c2, e;
    if (!l1 || !l2 || other_per_copy(c, l1, pv) || other_per_copy(c, l2, pv) ||
        !lin_delta(c, l1, l2, pv, &c1, &c2, &e))
        return false;
    int64_t s1 = x1->size, s2 = x2->size;
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
 * [B + lo, B + hi] for a linear form B without constant (its `base`). */

typedef struct arange {
    lin base;   /* base.d == 0 */
    int64_t lo, hi;
} arange;

/* The range of one subscript of one access, as ranges_apart reads it:
 * computed once per (access, position, parallel variable) -- the pairs of
 * a tiled nest ask the same access hundreds of times (DRB042: 400 accesses,
 * 20,209 pairs).  The walk depends only on the access's path and loop, the
 * subscript and pv (windows are memoised by the prover itself). */
#define DRS_SUB_MEMO 8
struct sub_range {
    int expr, pv;
    unsigned char state;   /* 0 not computed, 1 ok, 2 no range */
    arange r;
};

static bool same_base(const lin *x, const lin *y)
{
    if (x->n != y->n)
        return false;
    for (int t = 0; t < x->n; t++)
        if (x->sym[t] != y->sym[t] || x->co[t] != y->co[t])
            return false;
    return true;
}

/* Work limit of one arange_of (the min chains of polyhedral code repeat
 * their operands). */
#define DRS_ARANGE_STEPS 512

int drs_strip_keeping_(const drs_construct *c, int k)
{
    while (k >= 0 && k < c->n_exprs && c->exprs[k].op == DRS_OP_CAST) {
        if (!cast_keeps(c, &c->exprs[k]))
            break;
        k = c->exprs[k].a;
    }
    return k;
}

/* One walk over an access's subscript: the construct, the work left, and
 * for windows (below) the access's path and innermost loop and the
 * parallel loop's variable. */
typedef struct rwalk {
    drs_filter *f;
    const drs_construct *c;
    int path, loop, pv;
    int steps;
} rwalk;

static bool arange_of(rwalk *w, int k, arange *r);

/* True when ITE node x is a minimum of its arms (X < Y ? X : Y and the
 * like, compared signed), or with `max` a maximum (X > Y ? X : Y). */
static bool extreme_form(const drs_construct *c, const drs_expr *x, bool max)
{
    if (x->op != DRS_OP_ITE || x->a < 0 || x->a >= c->n_exprs)
        return false;
    const drs_expr *t = &c->exprs[x->a];
    if (t->a < 0 || t->b < 0 || !c->exprs[t->a].type.is_signed)
        return false;
    bool less = t->op == DRS_OP_LT || t->op == DRS_OP_LE;
    bool more = t->op == DRS_OP_GT || t->op == DRS_OP_GE;
    bool same = x->b == t->a && x->c == t->b, swapped = x->b == t->b && x->c == t->a;
    return max ? (more && same) || (less && swapped) : (less && same) || (more && swapped);
}

static bool min_form(const drs_construct *c, const drs_expr *x)
{
    return extreme_form(c, x, false);
}

static bool max_form(const drs_construct *c, const drs_expr *x)
{
    return extreme_form(c, x, true);
}

/* Tightest lower bound base + lo (for the given base) of expression k:
 * its own range, or, for max(X, Y) chains, the largest of its arms'. */
static bool lower_of(rwalk *w, int k, const lin *base, int64_t *lo)
{
    const drs_construct *c = w->c;
    if (k < 0 || k >= c->n_exprs || --w->steps < 0)
        return false;
    const drs_expr *x = &c->exprs[k];
    bool found = false;
    int64_t best = INT64_MIN, l;
    arange a;
    if (arange_of(w, k, &a) && same_base(&a.base, base)) {
        found = true;
        best = a.lo;
    }
    if (max_form(c, x)) {
        if (lower_of(w, x->b, base, &l) && (!found || l > best)) {
            found = true;
            best = l;
        }
        if (lower_of(w, x->c, base, &l) && (!found || l > best)) {
            found = true;
            best = l;
        }
    }
    if (found)
        *lo = best;
    return found;
}

/* Tightest upper bound base + hi (for the given base) that expression k,
 * an upper bound of the loop variable, provides; false if none.  Reads
 * min(X, Y) chains: the minimum is at most each of X and Y.  With base
 * NULL: the base of the first such bound that names the parallel loop's
 * variable, into *found_base. */
static bool upper_of(rwalk *w, int k, const lin *base, lin *found_base, int64_t *hi)
{
    const drs_construct *c = w->c;
    if (k < 0 || k >= c->n_exprs || --w->steps < 0)
        return false;
    const drs_expr *x = &c->exprs[k];
    bool found = false;
    int64_t best = INT64_MAX;
    arange a;
    if (arange_of(w, k, &a)) {
        if (base && same_base(&a.base, base)) {
            found = true;
            best = a.hi;
        } else if (!base) {
            for (int t = 0; t < a.base.n && !found; t++)
                found = a.base.sym[t] == w->pv;
            if (found) {
                *found_base = a.base;
                *hi = a.hi;
                return true;
            }
        }
    }
    if (min_form(c, x)) {
        int64_t h;
        if (!base)
            return upper_of(w, x->b, NULL, found_base, hi) ||
                   upper_of(w, x->c, NULL, found_base, hi);
        if (upper_of(w, x->b, base, NULL, &h) && (!found || h < best)) {
            found = true;
            best = h;
        }
        if (upper_of(w, x->c, base, NULL, &h) && (!found || h < best)) {
            found = true;
            best = h;
        }
    }
    if (found)
        *hi = best;
    return found;
}

/* Upper bound of loop variable var from the loop condition k (a
 * conjunction of var < E, var <= E, E > var, E >= var, compared signed),
 * over base (or, base NULL, over the first base naming the parallel loop's
 * variable, into *found_base). */
static bool cond_upper(rwalk *w, int k, int var, const lin *base, lin *found_base, int64_t *hi)
{
    const drs_construct *c = w->c;
    if (k < 0 || k >= c->n_exprs || --w->steps < 0)
        return false;
    const drs_expr *x = &c->exprs[k];
    if (x->op == DRS_OP_LAND) {
        if (!base)
            return cond_upper(w, x->a, var, NULL, found_base, hi) ||
                   cond_upper(w, x->b, var, NULL, found_base, hi);
        int64_t h1, h2;
        bool f1 = cond_upper(w, x->a, var, base, NULL, &h1);
        bool f2 = cond_upper(w, x->b, var, base, NULL, &h2);
        if (f1 && f2)
            *hi = h1 < h2 ? h1 : h2;
        else if (f1 || f2)
            *hi = f1 ? h1 : h2;
        return f1 || f2;
    }
    if (x->a < 0 || x->b < 0 || x->a >= c->n_exprs || x->b >= c->n_exprs ||
        !c->exprs[x->a].type.is_signed)
        return false;
    int va = drs_strip_keeping_(c, x->a), vb = drs_strip_keeping_(c, x->b);
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
    if (!upper_of(w, other, base, found_base, &h) || !aff_ok(h))
        return false;
    *hi = h - adj;
    return true;
}

/* True when loop l encloses the loop `inner` (or is it). */
static bool encloses(const drs_construct *c, int l, int inner)
{
    for (int d = 0; inner >= 0 && inner < c->n_loops && d <= c->n_loops; d++) {
        if (inner == l)
            return true;
        inner = c->loops[inner].parent;
    }
    return false;
}

/* True when node k reads only symbols both copies share (inputs, the
 * variables of loops around the construct). */
static bool shared_only(rwalk *w, int k)
{
    const drs_construct *c = w->c;
    if (k < 0 || k >= c->n_exprs || --w->steps < 0)
        return false;
    const drs_expr *x = &c->exprs[k];
    if (x->op == DRS_OP_SYM)
        return x->sym >= 0 && x->sym < c->n_symbols &&
               !drs_sym_per_copy(c->symbols[x->sym].kind);
    const int ops[3] = {x->a, x->b, x->c};
    for (int j = 0; j < drs_op_arity(x->op); j++)
        if (!shared_only(w, ops[j]))
            return false;
    return true;
}

/* ---- facts of the access's path ----------------------------------------
 *
 * Polyhedral code guards partial tiles with c1 <= min(floord(ni - 1, 16),
 * floord(nm - 1, 16), ...), floord(n, d) spelled out as
 *
 *     n * d < 0 ? -((-n + d - 1) / d) : n / d        (d > 0 a constant)
 *
 * (the negative arm sometimes behind a constant-false ?: of the macro).
 * Its value is floor(n / d) exactly: n / d truncates a non-negative n, and
 * -n + d - 1 > 0 makes the other arm -ceil(-n / d).  The sign test is
 * exact: the query excludes signed overflow.  So each arm of such a guard
 * gives d * c1 <= n wherever the access's path holds. */

/* Node k as a linear form, casts that keep values stripped. */
static bool lin_of(rwalk *w, int k, lin *r)
{
    return k >= 0 && k < w->c->n_exprs && linear(w->c, k, r);
}

static bool same_lin(const lin *x, const lin *y)
{
    return same_base(x, y) && x->d == y->d;
}

/* Node k of a signed type. */
static bool signed_node(const drs_construct *c, int k)
{
    return k >= 0 && k < c->n_exprs && c->exprs[k].type.is_signed && c->exprs[k].type.bits > 1;
}

/* Node k is floord(X, d) in the form above: *X and *d. */
static bool floord_of(rwalk *w, int k, lin *X, int64_t *d)
{
    const drs_construct *c = w->c;
    if (k < 0 || k >= c->n_exprs || --w->steps < 0 || !signed_node(c, k))
        return false;
    const drs_expr *x = &c->exprs[k];
    if (x->op != DRS_OP_ITE || x->a < 0 || x->b < 0 || x->c < 0)
        return false;
    /* the non-negative arm: X / d */
    const drs_expr *pos = &c->exprs[x->c];
    int64_t dd, zero, dn;
    if (pos->op != DRS_OP_DIV || !signed_node(c, x->c) || !const_node(c, pos->b, &dd) ||
        dd <= 0 || !lin_of(w, pos->a, X))
        return false;
    /* the test: X * d < 0 (either order) or X < 0 */
    const drs_expr *t = &c->exprs[x->a];
    if (t->op != DRS_OP_LT || !signed_node(c, t->a) || !const_node(c, t->b, &zero) ||
        zero != 0)
        return false;
    lin tl, want;
    if (!lin_of(w, t->a, &tl) || !lin_scale(&want, X, dd))
        return false;
    if (!same_lin(&tl, &want) && !same_lin(&tl, X))
        return false;
    /* the negative arm, through ?: on constants: -((-X + d - 1) / d) */
    int neg = x->b;
    int64_t cv;
    while (neg >= 0 && neg < c->n_exprs && c->exprs[neg].op == DRS_OP_ITE &&
           const_node(c, c->exprs[neg].a, &cv))
        neg = cv ? c->exprs[neg].b : c->exprs[neg].c;
    if (neg < 0 || neg >= c->n_exprs || c->exprs[neg].op != DRS_OP_NEG || !signed_node(c, neg))
        return false;
    int q = c->exprs[neg].a;
    if (q < 0 || q >= c->n_exprs || c->exprs[q].op != DRS_OP_DIV || !signed_node(c, q) ||
        !const_node(c, c->exprs[q].b, &dn) || dn != dd)
        return false;
    lin num, expect;
    if (!lin_of(w, c->exprs[q].a, &num) || !lin_scale(&expect, X, -1))
        return false;
    expect.d += dd - 1;
    if (!same_lin(&num, &expect))
        return false;
    *d = dd;
    return true;
}

/* From the access's path: a fact m * pv <= X (X without pv) whose
 * difference from init is a constant, init - X == *gap; false if none. */
static bool path_gap(rwalk *w, int k, int64_t m, const lin *init, int64_t *gap)
{
    const drs_construct *c = w->c;
    if (k < 0 || k >= c->n_exprs || --w->steps < 0)
        return false;
    const drs_expr *x = &c->exprs[k];
    if (x->op == DRS_OP_LAND)
        return path_gap(w, x->a, m, init, gap) || path_gap(w, x->b, m, init, gap);
    int bound;
    if (x->op == DRS_OP_LE && x->a >= 0 && signed_node(c, x->a))
        bound = x->b;   /* pv <= bound */
    else if (x->op == DRS_OP_GE && x->b >= 0 && signed_node(c, x->b))
        bound = x->a;   /* bound >= pv */
    else
        return false;
    int v = drs_strip_keeping_(c, x->op == DRS_OP_LE ? x->a : x->b);
    if (v < 0 || c->exprs[v].op != DRS_OP_SYM || c->exprs[v].sym != w->pv)
        return false;
    /* bound: a min chain; each arm floord(X, m) or a linear X with m = 1 */
    int todo[64], n = 0;
    todo[n++] = bound;
    while (n > 0) {
        int a = todo[--n];
        if (a < 0 || a >= c->n_exprs || --w->steps < 0)
            return false;
        const drs_expr *y = &c->exprs[a];
        if (min_form(c, y)) {
            if (n + 2 > 64)
                return false;
            todo[n++] = y->b;
            todo[n++] = y->c;
            continue;
        }
        lin X, diff;
        int64_t d = 1;
        if (!floord_of(w, a, &X, &d) && !lin_of(w, a, &X))
            continue;
        if (d != m || !lin_addmul(&diff, init, -1, &X) || diff.n != 0)
            continue;
        bool has_pv = false;
        for (int t = 0; t < X.n; t++)
            has_pv = has_pv || X.sym[t] == w->pv;
        if (has_pv)
            continue;
        *gap = diff.d;
        return true;
    }
    return false;
}

/* The range of inner loop variable sym (counting up): init <= v <= the
 * condition's bound, both over one base.
 *
 * A window: when init reads only inputs and the bound is over another
 * base -- the second row loop of a tile, for (c3 = nm; c3 <= min(16 * c1 + 15, ...); c3++),
 * starts at nm, which the enclosing if's c1 <= floord(nm - 1, 16) puts
 * above 16 * c1 -- the range that keeps two different c1 apart, [16 * c1,
 * 16 * c1 + 15], is asked of the filter's prover (drs_filter_set_window_)
 * wherever the access's path holds.  Syntax alone cannot see it: the
 * floord is a ?: over truncating divisions. */
static bool var_range(rwalk *w, int sym, arange *r)
{
    const drs_construct *c = w->c;
    if (sym < 0 || sym >= c->n_symbols)
        return false;
    const drs_symbol *y = &c->symbols[sym];
    if (y->kind != DRS_SYM_LOOP || y->loop < 0 || y->loop >= c->n_loops)
        return false;
    const drs_loop *L = &c->loops[y->loop];
    if (L->kind != DRS_LOOP_INNER || L->var != sym || L->step <= 0)
        return false;
    arange a;
    int64_t hi;
    if (arange_of(w, L->init, &a) && cond_upper(w, L->cond, sym, &a.base, NULL, &hi) &&
        hi >= a.lo) {
        *r = a;
        r->hi = hi;
        return true;
    }
    /* The bound's base, and init's largest lower bound over it (a max
     * chain: for (c4 = max(16 * c1, 16 * c2 - n + 3); c4 <= 16 * c1 + 15;). */
    lin b;
    int64_t lo;
    if (w->pv < 0 || !cond_upper(w, L->cond, sym, NULL, &b, &hi) ||
        !cond_upper(w, L->cond, sym, &b, NULL, &hi))
        return false;
    if (lower_of(w, L->init, &b, &lo) && lo <= hi) {
        r->base = b;
        r->lo = lo;
        r->hi = hi;
        return true;
    }
    /* A start that reads inputs only, against a bound m * pv + ...: the
     * path's guard m * pv <= X with init - X constant puts init at or
     * above m * pv + (init - X) (for (c3 = nm; ...) under c1 <=
     * floord(nm - 1, 16): c3 >= 16 * c1 + 1). */
    if (!shared_only(w, L->init) || !encloses(c, y->loop, w->loop))
        return false;
    if (b.n == 1 && b.sym[0] == w->pv && b.co[0] > 0 && w->path >= 0) {
        /* init, or any arm of a max chain of it (max(nj, nm) >= nm) */
        int todo[64], n = 0;
        bool found = false;
        int64_t best = 0;
        todo[n++] = L->init;
        while (n > 0 && w->steps > 0) {
            int k = todo[--n];
            lin in;
            int64_t gap;
            if (k >= 0 && k < c->n_exprs && max_form(c, &c->exprs[k]) && n + 2 <= 64) {
                todo[n++] = c->exprs[k].b;
                todo[n++] = c->exprs[k].c;
            } else if (lin_of(w, k, &in) && path_gap(w, w->path, b.co[0], &in, &gap) &&
                       (!found || gap > best)) {
                found = true;
                best = gap;
            }
        }
        if (found && best <= hi) {
            r->base = b;
            r->lo = best;
            r->hi = hi;
            return true;
        }
    }
    drs_filter *f = w->f;
    if (!f || !f->window)
        return false;
    int64_t m = 0;
    for (int t = 0; t < b.n; t++)
        if (b.sym[t] == w->pv)
            m = b.co[t] < 0 ? -b.co[t] : b.co[t];
    if (m == 0 || !aff_ok(hi - (m - 1)) ||
        !f->window(f->arg, y->loop, w->path, b.n, b.sym, b.co, hi - (m - 1)))
        return false;
    r->base = b;
    r->lo = hi - (m - 1);
    r->hi = hi;
    return true;
}

/* A linear node with each inner loop variable replaced by its range
 * (var_range); the others stay in the base.  Other nodes: sums of such. */
static bool arange_of(rwalk *w, int k, arange *r)
{
    const drs_construct *c = w->c;
    if (k < 0 || k >= c->n_exprs || --w->steps < 0)
        return false;
    lin l;
    if (linear(c, k, &l)) {
        arange out = {{0}, l.d, l.d};
        for (int t = 0; t < l.n; t++) {
            arange v;
            lin one = {1, {l.sym[t]}, {1}, 0};
            if (!var_range(w, l.sym[t], &v)) {
                v.base = one;
                v.lo = v.hi = 0;
            }
            int64_t f = l.co[t];
            if (!lin_addmul(&out.base, &out.base, f, &v.base))
                return false;
            __int128 a = (__int128)f * v.lo, b = (__int128)f * v.hi;
            __int128 lo = out.lo + (a < b ? a : b), hi = out.hi + (a < b ? b : a);
            if (lo < -DRS_AFF_LIMIT || lo > DRS_AFF_LIMIT || hi < -DRS_AFF_LIMIT ||
                hi > DRS_AFF_LIMIT)
                return false;
            out.lo = (int64_t)lo;
            out.hi = (int64_t)hi;
        }
        out.base.d = 0;
        *r = out;
        return true;
    }
    const drs_expr *x = &c->exprs[k];
    bool sg = x->type.is_signed && x->type.bits > 1;
    arange a, b;
    switch (x->op) {
    case DRS_OP_CAST:
        return drs_strip_keeping_(c, k) != k && arange_of(w, drs_strip_keeping_(c, k), r);
    case DRS_OP_ADD:
    case DRS_OP_SUB:
        if (!sg || !arange_of(w, x->a, &a) || !arange_of(w, x->b, &b))
            return false;
        if (!lin_addmul(&r->base, &a.base, x->op == DRS_OP_ADD ? 1 : -1, &b.base))
            return false;
        if (x->op == DRS_OP_ADD) {
            r->lo = a.lo + b.lo;
            r->hi = a.hi + b.hi;
        } else {
            r->lo = a.lo - b.hi;
            r->hi = a.hi - b.lo;
        }
        return aff_ok(r->lo) && aff_ok(r->hi);
    default:
        return false;
    }
}

/* arange_of for subscript expr k at position pos of access a, memoised
 * (struct sub_range): the range, in the memo or else in *scratch, or NULL
 * when there is none. */
static const arange *sub_range_of(drs_filter *f, int a, int pos, int k, int pv, arange *scratch)
{
    const drs_construct *c = f->c;
    rwalk w = {f, c, c->accesses[a].path, c->accesses[a].loop, pv, DRS_ARANGE_STEPS};
    if (pos >= DRS_SUB_MEMO)
        return arange_of(&w, k, scratch) ? scratch : NULL;
    if (!f->subs)
        f->subs = calloc((size_t)c->n_accesses + 1, sizeof *f->subs);
    if (f->subs && !f->subs[a])
        f->subs[a] = calloc(DRS_SUB_MEMO, sizeof **f->subs);
    struct sub_range *m = f->subs && f->subs[a] ? &f->subs[a][pos] : NULL;
    if (!m)
        return arange_of(&w, k, scratch) ? scratch : NULL;
    if (!m->state || m->expr != k || m->pv != pv) {
        m->expr = k;
        m->pv = pv;
        m->state = arange_of(&w, k, &m->r) ? 1 : 2;
    }
    return m->state == 1 ? &m->r : NULL;
}

/* True when subscripts k1 (of access a1, copy 1) and k2 (of a2, copy 2),
 * both at position pos, are never equal for two different values of pv
 * (or at all, when pv does not occur). */
static bool ranges_apart(drs_filter *f, int a1, int pos, int k1, int a2, int k2, int pv)
{
    const drs_construct *c = f->c;
    arange s1, s2;
    int64_t c1, c2, e;
    const arange *r1 = sub_range_of(f, a1, pos, k1, pv, &s1);
    if (r1 && a1 == a2 && r1 != &s1) {   /* (one memo slot for both) */
        s1 = *r1;
        r1 = &s1;
    }
    const arange *r2 = r1 ? sub_range_of(f, a2, pos, k2, pv, &s2) : NULL;
    if (!r2 || !lin_delta(c, &r1->base, &r2->base, pv, &c1, &c2, &e) || c1 != c2)
        return false;
    /* Equal subscripts: co * v1 + s1 == co * v2 + s2 with v1 != v2,
     * s1 in [lo1, hi1], s2 in [lo2, hi2]: co * (v1 - v2) in [lo, hi]. */
    __int128 lo = (__int128)r2->lo - r1->hi, hi = (__int128)r2->hi - r1->lo;
    __int128 m = c1 < 0 ? -(__int128)c1 : c1;
    if (m == 0)
        return lo > 0 || hi < 0;
    /* The least multiple of m that is >= lo, then the next if it is 0. */
    __int128 q = lo >= 0 ? (lo + m - 1) / m * m : -((-lo) / m * m);
    if (q == 0)
        q = m;
    return q > hi;
}

bool drs_cheap_disjoint_dims_(drs_filter *f, drs_enc *enc, int a1, int a2, int pv, bool assumed)
{
    if (!drs_enc_same_shape(enc, a1, a2) || !drs_enc_inner_in_range(enc, a1, assumed) ||
        !drs_enc_inner_in_range(enc, a2, assumed))
        return false;
    /* Same shape, subscripts k >= 1 within their extents: the accesses
     * meet only with every subscript equal, so one that never is decides. */
    for (int k = 0; k < 64; k++) {
        int k1 = drs_enc_subscript(enc, a1, k), k2 = drs_enc_subscript(enc, a2, k);
        if (k1 < 0 || k2 < 0)
            break;
        if (ranges_apart(f, a1, k, k1, a2, k2, pv))
            return true;
    }
    return false;
}

/* Node k never undefined (no signed arithmetic, no division by a value
 * that may be 0 or -1, no shift) and over symbols both copies share: one
 * value, the same in both copies. */
static bool total_shared_(const drs_construct *c, int k, int depth, int *steps)
{
    if (k < 0 || k >= c->n_exprs || depth > 64 || --*steps < 0)
        return false;
    const drs_expr *x = &c->exprs[k];
    bool sg = x->type.is_signed && x->type.bits > 1;
    int64_t d = 0;
    switch (x->op) {
    case DRS_OP_CONST:
        return true;
    case DRS_OP_SYM:
        return x->sym >= 0 && x->sym < c->n_symbols &&
               !drs_sym_per_copy(c->symbols[x->sym].kind);
    case DRS_OP_NEG:
    case DRS_OP_ADD:
    case DRS_OP_SUB:
    case DRS_OP_MUL:
        if (sg)
            return false;
        break;
    case DRS_OP_DIV:
    case DRS_OP_REM:
        if (!const_node(c, x->b, &d) || d == 0 || (sg && d == -1))
            return false;
        break;
    case DRS_OP_SHL:
    case DRS_OP_SHR:
        return false;
    default:
        break;
    }
    const int ops[3] = {x->a, x->b, x->c};   /* -1: unused */
    for (int t = 0; t < 3; t++)
        if (ops[t] >= 0 && !total_shared_(c, ops[t], depth + 1, steps))
            return false;
    return true;
}

/* x = co * v + rest with v the one symbol of x that is per copy and rest
 * over shared symbols: false when there is no such symbol or more. */
static bool split_per_copy(const drs_construct *c, const lin *x, int *v, int64_t *co, lin *rest)
{
    *v = -1;
    *rest = (lin){0};
    rest->d = x->d;
    for (int t = 0; t < x->n; t++) {
        if (!drs_sym_per_copy(c->symbols[x->sym[t]].kind)) {
            rest->sym[rest->n] = x->sym[t];
            rest->co[rest->n++] = x->co[t];
        } else if (*v >= 0) {
            return false;
        } else {
            *v = x->sym[t];
            *co = x->co[t];
        }
    }
    return *v >= 0;
}

/* The coefficient of symbol v in x when the rest of x is over shared
 * symbols. */
static bool split_at(const drs_construct *c, const lin *x, int v, int64_t *co, lin *rest)
{
    int u;
    return split_per_copy(c, x, &u, co, rest) && u == v;
}

/* Some subscript is s * v1 + S in a1 and s * v2 + S in a2 (s != 0, S over
 * shared symbols, the same form): equal subscripts give v1 == v2. */
static bool subscript_pins(const drs_construct *c, drs_enc *enc, int a1, int v1, int a2, int v2)
{
    for (int k = 0; k < 64; k++) {
        int k1 = drs_enc_subscript(enc, a1, k), k2 = drs_enc_subscript(enc, a2, k);
        if (k1 < 0 || k2 < 0)
            return false;
        lin y1, y2, q1, q2;
        int64_t t1 = 0, t2 = 0;
        if (linear(c, k1, &y1) && linear(c, k2, &y2) && split_at(c, &y1, v1, &t1, &q1) &&
            split_at(c, &y2, v2, &t2, &q2) && t1 == t2 && t1 != 0 && same_lin(&q1, &q2))
            return true;
    }
    return false;
}

bool drs_cheap_disjoint_collapse_(drs_filter *f, drs_enc *enc, int a1, int a2, bool assumed)
{
    const drs_construct *c = f->c;
    if (c->n_workers > 0 || !drs_enc_same_shape(enc, a1, a2) ||
        !drs_enc_inner_in_range(enc, a1, assumed) || !drs_enc_inner_in_range(enc, a2, assumed))
        return false;
    /* Same shape, subscripts k >= 1 within their extents: one element only
     * with every subscript equal.  When each parallel loop's variable v has
     * a subscript that is co * v + S in both accesses (S over shared
     * symbols only, the same form), equal subscripts give equal v: the
     * two copies are one logical iteration, which the query excludes
     * (drs_enc_iterations_: some parallel variable differs).  A collapsed
     * nest, a[i][j] against a[i][j] under collapse(2): no single parallel
     * variable for the filters above. */
    int n_par = 0;
    for (int l = 0; l < c->n_loops; l++) {
        if (c->loops[l].kind != DRS_LOOP_PARALLEL)
            continue;
        n_par++;
        int v = c->loops[l].var;
        if (!subscript_pins(c, enc, a1, v, a2, v))
            return false;
    }
    return n_par > 1;
}


bool drs_cheap_same_iteration_(drs_filter *f, drs_enc *enc, int a1, int a2, bool assumed)
{
    const drs_construct *c = f->c;
    if (c->n_workers <= 0)
        return false;
    int w1 = c->accesses[a1].worker, w2 = c->accesses[a2].worker;
    int L = w1 >= 0 && w2 >= 0 ? drs_common_worker(c, w1, w2) : -1;
    if (L < 0 || drs_worker_task(c, w1) >= 0 || drs_worker_task(c, w2) >= 0)
        return false;
    /* Which conjunct of the parallel components (drs_enc_pair_parallel,
     * with no task on either side) asks for different logical iterations:
     * the encounters of one worksharing loop (encounters_differ), or two
     * loops of one schedule class below a thread (static_schedules). */
    int l1, l2;
    if (c->workers[L].kind == DRS_WORKER_LOOP) {
        if (c->workers[L].encounter < 0 || c->workers[L].sched < 0)
            return false;
        l1 = l2 = L;
    } else if (c->workers[L].kind == DRS_WORKER_THREAD) {
        if (!drs_worker_class_loops(c, w1, w2, L, &l1, &l2))
            return false;
    } else {
        return false;
    }
    const drs_worker *W1 = &c->workers[l1], *W2 = &c->workers[l2];
    /* iteration counts, where the class has them, equal in both copies */
    int steps = DRS_LINEAR_STEPS;
    if (W1->trip >= 0 && W2->trip >= 0 &&
        (W1->trip != W2->trip || !total_shared_(c, W1->trip, 0, &steps)))
        return false;
    /* logical iteration co * v + P of each loop's variable v, the same
     * co and P in both */
    lin x1, x2, p1, p2;
    int v1, v2;
    int64_t co1 = 0, co2 = 0;
    if (!linear(c, W1->id, &x1) || !linear(c, W2->id, &x2) ||
        !split_per_copy(c, &x1, &v1, &co1, &p1) || !split_per_copy(c, &x2, &v2, &co2, &p2) ||
        co1 != co2 || co1 == 0 || !same_lin(&p1, &p2))
        return false;
    /* Byte offsets s * v + R in both (R over shared symbols, the same
     * form): different variables put them |s| apart or more, past both
     * accesses' sizes (d[i] against d[i]). */
    const lin *o1 = offset_of(f, a1), *o2 = offset_of(f, a2);
    const int64_t z1 = c->accesses[a1].size, z2 = c->accesses[a2].size;
    lin r1, r2;
    int64_t s1 = 0, s2 = 0;
    if (o1 && o2 && z1 > 0 && z2 > 0 && split_at(c, o1, v1, &s1, &r1) &&
        split_at(c, o2, v2, &s2, &r2) && s1 == s2 && same_lin(&r1, &r2) &&
        (s1 >= z1 || -s1 >= z1) && (s1 >= z2 || -s1 >= z2))
        return true;
    if (!drs_enc_same_shape(enc, a1, a2) || !drs_enc_inner_in_range(enc, a1, assumed) ||
        !drs_enc_inner_in_range(enc, a2, assumed))
        return false;
    /* Same shape, subscripts k >= 1 within their extents: one element only
     * with every subscript equal.  One that pins the variables makes the
     * logical iterations equal, and the component false. */
    return subscript_pins(c, enc, a1, v1, a2, v2);
}
