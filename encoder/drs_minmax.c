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

typedef struct memo memo;
static Z3_ast split(Z3_context z, memo *mm, Z3_ast t, int depth);

/* The atom x `d` y (family fam, original decl `decl`) with its bound split
 * where it is a minimum from above or a maximum from below. */
static Z3_ast split_atom(Z3_context z, memo *mm, Z3_ast atom, int depth)
{
    int fam = -1;
    cmp_dir d = cmp_of(kind_of(z, atom), &fam);
    Z3_ast x = arg(z, atom, 0), y = arg(z, atom, 1);
    /* as lo `d` hi with d one of <=, < */
    Z3_ast lo = x, hi = y;
    if (d == CMP_GE || d == CMP_GT) {
        lo = y;
        hi = x;
    }
    Z3_ast a, b;
    Z3_ast side[2];
    Z3_func_decl decl = Z3_get_app_decl(z, Z3_to_app(z, atom));
    bool swapped = d == CMP_GE || d == CMP_GT;
    if (min_or_max(z, hi, fam, &a, &b) == 1) {
        /* lo <= min(a, b) */
        Z3_ast p1[2] = {swapped ? a : lo, swapped ? lo : a};
        Z3_ast p2[2] = {swapped ? b : lo, swapped ? lo : b};
        side[0] = split(z, mm, Z3_mk_app(z, decl, 2, p1), depth + 1);
        side[1] = split(z, mm, Z3_mk_app(z, decl, 2, p2), depth + 1);
        return side[0] && side[1] ? Z3_mk_and(z, 2, side) : NULL;
    }
    if (min_or_max(z, lo, fam, &a, &b) == -1) {
        /* max(a, b) <= hi */
        Z3_ast p1[2] = {swapped ? hi : a, swapped ? a : hi};
        Z3_ast p2[2] = {swapped ? hi : b, swapped ? b : hi};
        side[0] = split(z, mm, Z3_mk_app(z, decl, 2, p1), depth + 1);
        side[1] = split(z, mm, Z3_mk_app(z, decl, 2, p2), depth + 1);
        return side[0] && side[1] ? Z3_mk_and(z, 2, side) : NULL;
    }
    return atom;
}

/* Memo of the Boolean terms rewritten so far in one call (by AST id). */
struct memo {
    unsigned *id;
    Z3_ast *to;
    unsigned cap, n;
};

static Z3_ast split(Z3_context z, memo *mm, Z3_ast t, int depth)
{
    if (!t || depth > 64 || Z3_get_ast_kind(z, t) != Z3_APP_AST)
        return t;
    Z3_decl_kind k = kind_of(z, t);
    int fam;
    if (cmp_of(k, &fam) != CMP_NONE)
        return split_atom(z, mm, t, depth);
    if (k != Z3_OP_AND && k != Z3_OP_OR && k != Z3_OP_NOT && k != Z3_OP_IMPLIES &&
        !(k == Z3_OP_ITE && Z3_get_sort_kind(z, Z3_get_sort(z, t)) == Z3_BOOL_SORT))
        return t;
    unsigned id = Z3_get_ast_id(z, t);
    if (mm->cap) {
        for (unsigned h = (id * 2654435761u) & (mm->cap - 1);; h = (h + 1) & (mm->cap - 1)) {
            if (!mm->to[h])
                break;
            if (mm->id[h] == id)
                return mm->to[h];
        }
    }
    Z3_app app = Z3_to_app(z, t);
    unsigned n = Z3_get_app_num_args(z, app);
    Z3_ast small[8], *args = n <= 8 ? small : malloc(sizeof(Z3_ast) * n);
    if (!args)
        return t;
    bool changed = false;
    for (unsigned i = 0; i < n; i++) {
        Z3_ast a = Z3_get_app_arg(z, app, i);
        args[i] = split(z, mm, a, depth + 1);
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
    if (r) {
        if (2 * (mm->n + 1) > mm->cap) {
            unsigned nc = mm->cap ? 2 * mm->cap : 256;
            unsigned *nid = calloc(nc, sizeof *nid);
            Z3_ast *nto = calloc(nc, sizeof *nto);
            if (!nid || !nto) {
                free(nid);
                free(nto);
                return r;
            }
            for (unsigned i = 0; i < mm->cap; i++)
                if (mm->to[i]) {
                    unsigned h = (mm->id[i] * 2654435761u) & (nc - 1);
                    while (nto[h])
                        h = (h + 1) & (nc - 1);
                    nid[h] = mm->id[i];
                    nto[h] = mm->to[i];
                }
            free(mm->id);
            free(mm->to);
            mm->id = nid;
            mm->to = nto;
            mm->cap = nc;
        }
        unsigned h = (id * 2654435761u) & (mm->cap - 1);
        while (mm->to[h])
            h = (h + 1) & (mm->cap - 1);
        mm->id[h] = id;
        mm->to[h] = r;
        mm->n++;
    }
    return r;
}

Z3_ast drs_split_bounds_(Z3_context z, Z3_ast t)
{
    if (!t)
        return NULL;
    memo mm = {0};
    Z3_ast r = split(z, &mm, t, 0);
    free(mm.id);
    free(mm.to);
    return Z3_get_error_code(z) == Z3_OK ? r : NULL;
}
