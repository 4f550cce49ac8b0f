/* drs_minmax.c -- bounds by a minimum or a maximum as conjunctions.
 *
 * Tiled loop nests (PLUTO's output, DataRaceBench DRB042/DRB056) bound
 * their loops by nests of minima and maxima written as ?: --
 * `c <= (a < b ? a : b)`.  Z3 sees an if-then-else in every bound and
 * splits cases on each; over the polyhedral queries of such a nest that is
 * most of its work.  But a bound by a minimum from above (a maximum from
 * below) is a conjunction:
 *
 *     x <= min(a, b)   <=>   x <= a  /\  x <= b       (also <)
 *     max(a, b) <= x   <=>   a <= x  /\  b <= x       (also <)
 *
 * for any total order, so for Z3 Int terms and for signed or unsigned
 * bit-vector comparisons alike, whatever a and b are.  drs_split_bounds_
 * rewrites every such atom of a term (recursively: the conjuncts may be
 * bounded by minima again), leaving every other term as it is; the result
 * is equivalent to the input.  drs_enc_truth applies it to every
 * comparison it makes, so loop domains, paths and every query built from
 * them (both encodings) get the split form.  Only the values' shape
 * changes: whether the C expressions are defined is a separate term of the
 * encoding (drs_enc_defined), untouched.
 *
 * min(a, b) is ite(c, a, b) with c one of a < b, a <= b, b > a, b >= a
 * (the same order as the comparison: both signed or both unsigned
 * bit-vectors, or both Int); max(a, b) the same with the order reversed.
 */
#include <stdbool.h>
#include <stdlib.h>
#include <z3.h>

#include "drs_enc_int.h"

typedef enum { CMP_NONE, CMP_LE, CMP_LT, CMP_GE, CMP_GT } cmp_dir;

/* An order comparison's direction and family (0 Int, 1 signed bit-vector,
 * 2 unsigned bit-vector). */
static cmp_dir cmp_of(Z3_decl_kind k, int *family)
{
    switch (k) {
    case Z3_OP_LE: *family = 0; return CMP_LE;
    case Z3_OP_LT: *family = 0; return CMP_LT;
    case Z3_OP_GE: *family = 0; return CMP_GE;
    case Z3_OP_GT: *family = 0; return CMP_GT;
    case Z3_OP_SLEQ: *family = 1; return CMP_LE;
    case Z3_OP_SLT: *family = 1; return CMP_LT;
    case Z3_OP_SGEQ: *family = 1; return CMP_GE;
    case Z3_OP_SGT: *family = 1; return CMP_GT;
    case Z3_OP_ULEQ: *family = 2; return CMP_LE;
    case Z3_OP_ULT: *family = 2; return CMP_LT;
    case Z3_OP_UGEQ: *family = 2; return CMP_GE;
    case Z3_OP_UGT: *family = 2; return CMP_GT;
    default: return CMP_NONE;
    }
}

static Z3_decl_kind kind_of(Z3_context z, Z3_ast t)
{
    if (Z3_get_ast_kind(z, t) != Z3_APP_AST)
        return Z3_OP_UNINTERPRETED;
    return Z3_get_decl_kind(z, Z3_get_app_decl(z, Z3_to_app(z, t)));
}

static Z3_ast arg(Z3_context z, Z3_ast t, unsigned k)
{
    return Z3_get_app_arg(z, Z3_to_app(z, t), k);
}

/* t = ite(c, a, b) a minimum (+1) or a maximum (-1) in family fam; 0
 * otherwise.  *a, *b: its branches. */
static int min_or_max(Z3_context z, Z3_ast t, int fam, Z3_ast *a, Z3_ast *b)
{
    if (kind_of(z, t) != Z3_OP_ITE)
        return 0;
    Z3_ast c = arg(z, t, 0);
    *a = arg(z, t, 1);
    *b = arg(z, t, 2);
    int f = -1;
    cmp_dir d = cmp_of(kind_of(z, c), &f);
    if (d == CMP_NONE || f != fam)
        return 0;
    Z3_ast l = arg(z, c, 0), r = arg(z, c, 1);
    /* normalise to "l before r": l < r or l <= r */
    if (d == CMP_GE || d == CMP_GT) {
        Z3_ast s = l;
        l = r;
        r = s;
    }
    if (Z3_is_eq_ast(z, l, *a) && Z3_is_eq_ast(z, r, *b))
        return 1;    /* a before b ? a : b */
    if (Z3_is_eq_ast(z, l, *b) && Z3_is_eq_ast(z, r, *a))
        return -1;   /* b before a ? a : b */
    return 0;
}

static Z3_ast split(Z3_context z, Z3_ast t, int depth);

/* A comparison atom with its bound split where it is a minimum from above
 * or a maximum from below; the atom itself otherwise. */
static Z3_ast split_atom(Z3_context z, Z3_ast atom, int depth)
{
    int fam = -1;
    cmp_dir d = cmp_of(kind_of(z, atom), &fam);
    /* as lo `d` hi with d one of <=, < */
    bool swapped = d == CMP_GE || d == CMP_GT;
    Z3_ast lo = arg(z, atom, swapped ? 1 : 0), hi = arg(z, atom, swapped ? 0 : 1);
    Z3_ast a, b;
    int kind = min_or_max(z, hi, fam, &a, &b) == 1 ? 1
               : min_or_max(z, lo, fam, &a, &b) == -1 ? -1 : 0;
    if (!kind)
        return atom;
    /* lo <= min(a, b) as lo <= a /\ lo <= b; max(a, b) <= hi as
     * a <= hi /\ b <= hi: the bound replaced by a, then by b */
    Z3_func_decl decl = Z3_get_app_decl(z, Z3_to_app(z, atom));
    Z3_ast side[2];
    for (int k = 0; k < 2; k++) {
        Z3_ast v = k ? b : a;
        Z3_ast l = kind < 0 ? v : lo, h = kind > 0 ? v : hi;
        Z3_ast args[2] = {swapped ? h : l, swapped ? l : h};
        if (!(side[k] = split(z, Z3_mk_app(z, decl, 2, args), depth + 1)))
            return NULL;
    }
    return Z3_mk_and(z, 2, side);
}

/* Boolean connectives are rewritten through; no memo: the terms given are
 * single comparisons (drs_enc_truth), whose arithmetic is not entered. */
static Z3_ast split(Z3_context z, Z3_ast t, int depth)
{
    if (!t || depth > 64 || Z3_get_ast_kind(z, t) != Z3_APP_AST)
        return t;
    Z3_decl_kind k = kind_of(z, t);
    int fam;
    if (cmp_of(k, &fam) != CMP_NONE)
        return split_atom(z, t, depth);
    if (k != Z3_OP_AND && k != Z3_OP_OR && k != Z3_OP_NOT && k != Z3_OP_IMPLIES &&
        !(k == Z3_OP_ITE && Z3_get_sort_kind(z, Z3_get_sort(z, t)) == Z3_BOOL_SORT))
        return t;
    Z3_app app = Z3_to_app(z, t);
    unsigned n = Z3_get_app_num_args(z, app);
    Z3_ast small[8], *args = n <= 8 ? small : malloc(sizeof(Z3_ast) * n);
    if (!args)
        return t;
    bool changed = false;
    for (unsigned i = 0; i < n; i++) {
        Z3_ast a = Z3_get_app_arg(z, app, i);
        args[i] = split(z, a, depth + 1);
        if (!args[i]) {
            if (args != small)
                free(args);
            return NULL;
        }
        changed = changed || !Z3_is_eq_ast(z, a, args[i]);
    }
    Z3_ast r = changed ? Z3_mk_app(z, Z3_get_app_decl(z, app), n, args) : t;
    if (args != small)
        free(args);
    return r;
}

Z3_ast drs_split_bounds_(Z3_context z, Z3_ast t)
{
    if (!t)
        return NULL;
    Z3_ast r = split(z, t, 0);
    return Z3_get_error_code(z) == Z3_OK ? r : NULL;
}
