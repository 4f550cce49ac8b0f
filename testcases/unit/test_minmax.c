/* test_minmax.c -- drs_split_bounds_ (encoder/drs_minmax.c): a bound by a
 * minimum from above or a maximum from below becomes a conjunction, every
 * other term stays as it is, and the result is always equivalent (Z3 proves
 * the biconditional valid).
 *
 * Usage: test_minmax [DIR]   (DIR is ignored: the cases are built here)
 */
#include <stdbool.h>
#include <stdio.h>
#include <z3.h>

#include "drs_enc_int.h"

static int failures, passed;

static Z3_ast ite(Z3_context z, Z3_ast c, Z3_ast a, Z3_ast b)
{
    return Z3_mk_ite(z, c, a, b);
}

/* Number of if-then-else nodes in t (shared nodes counted each time). */
static int count_ite(Z3_context z, Z3_ast t)
{
    if (Z3_get_ast_kind(z, t) != Z3_APP_AST)
        return 0;
    Z3_app app = Z3_to_app(z, t);
    int n = Z3_get_decl_kind(z, Z3_get_app_decl(z, app)) == Z3_OP_ITE;
    for (unsigned k = 0; k < Z3_get_app_num_args(z, app); k++)
        n += count_ite(z, Z3_get_app_arg(z, app, k));
    return n;
}

static bool equivalent(Z3_context z, Z3_ast a, Z3_ast b)
{
    Z3_solver s = Z3_mk_simple_solver(z);
    Z3_solver_inc_ref(z, s);
    Z3_solver_assert(z, s, Z3_mk_not(z, Z3_mk_iff(z, a, b)));
    Z3_lbool r = Z3_solver_check(z, s);
    Z3_solver_dec_ref(z, s);
    return r == Z3_L_FALSE;
}

/* t split: equivalent, and with `ites` if-then-else nodes left (-1: t
 * itself must come back unchanged). */
static void check(Z3_context z, const char *name, Z3_ast t, int ites)
{
    Z3_ast s = drs_split_bounds_(z, t);
    bool ok = s != NULL && equivalent(z, t, s);
    if (ok && ites < 0)
        ok = Z3_is_eq_ast(z, s, t);
    else if (ok)
        ok = count_ite(z, s) == ites;
    if (ok) {
        passed++;
        return;
    }
    failures++;
    fprintf(stderr, "FAIL %s:\n  in:  %s\n", name, Z3_ast_to_string(z, t));
    fprintf(stderr, "  out: %s\n", s ? Z3_ast_to_string(z, s) : "(null)");
}

static void int_cases(Z3_context z)
{
    Z3_sort I = Z3_mk_int_sort(z);
    Z3_ast x = Z3_mk_const(z, Z3_mk_string_symbol(z, "x"), I);
    Z3_ast a = Z3_mk_const(z, Z3_mk_string_symbol(z, "a"), I);
    Z3_ast b = Z3_mk_const(z, Z3_mk_string_symbol(z, "b"), I);
    Z3_ast c = Z3_mk_const(z, Z3_mk_string_symbol(z, "c"), I);
    Z3_ast min_ab = ite(z, Z3_mk_lt(z, a, b), a, b);
    Z3_ast min_ab2 = ite(z, Z3_mk_ge(z, b, a), a, b);     /* b >= a ? a : b */
    Z3_ast max_ab = ite(z, Z3_mk_gt(z, a, b), a, b);
    Z3_ast max_ab2 = ite(z, Z3_mk_lt(z, a, b), b, a);     /* a < b ? b : a */
    check(z, "x <= min", Z3_mk_le(z, x, min_ab), 0);
    check(z, "x < min (>= form)", Z3_mk_lt(z, x, min_ab2), 0);
    check(z, "min >= x", Z3_mk_ge(z, min_ab, x), 0);
    check(z, "min > x", Z3_mk_gt(z, min_ab2, x), 0);
    check(z, "max <= x", Z3_mk_le(z, max_ab, x), 0);
    check(z, "max < x (swapped branches)", Z3_mk_lt(z, max_ab2, x), 0);
    check(z, "x >= max", Z3_mk_ge(z, x, max_ab), 0);
    check(z, "x > max", Z3_mk_gt(z, x, max_ab2), 0);
    /* nested: min(min(a, b), c) and max(max(a, b), c) */
    Z3_ast min3 = ite(z, Z3_mk_lt(z, min_ab, c), min_ab, c);
    Z3_ast max3 = ite(z, Z3_mk_gt(z, max_ab, c), max_ab, c);
    check(z, "x <= min3", Z3_mk_le(z, x, min3), 0);
    check(z, "max3 < x", Z3_mk_lt(z, max3, x), 0);
    /* under connectives */
    Z3_ast two[2] = {Z3_mk_le(z, x, min_ab), Z3_mk_not(z, Z3_mk_le(z, max_ab, c))};
    check(z, "and / not", Z3_mk_and(z, 2, two), 0);
    check(z, "or", Z3_mk_or(z, 2, two), 0);
    /* left alone: a minimum from below, a maximum from above (those are
     * disjunctions), equality, a condition on other terms */
    check(z, "min <= x", Z3_mk_le(z, min_ab, x), -1);
    check(z, "x <= max", Z3_mk_le(z, x, max_ab), -1);
    check(z, "x = min", Z3_mk_eq(z, x, min_ab), -1);
    check(z, "x <= (a < c ? a : b)", Z3_mk_le(z, x, ite(z, Z3_mk_lt(z, a, c), a, b)), -1);
    check(z, "x <= (a = b ? a : b)", Z3_mk_le(z, x, ite(z, Z3_mk_eq(z, a, b), a, b)), -1);
}

static void bv_cases(Z3_context z)
{
    Z3_sort B = Z3_mk_bv_sort(z, 8);
    Z3_ast x = Z3_mk_const(z, Z3_mk_string_symbol(z, "bx"), B);
    Z3_ast a = Z3_mk_const(z, Z3_mk_string_symbol(z, "ba"), B);
    Z3_ast b = Z3_mk_const(z, Z3_mk_string_symbol(z, "bb"), B);
    Z3_ast smin = ite(z, Z3_mk_bvslt(z, a, b), a, b);
    Z3_ast umin = ite(z, Z3_mk_bvult(z, a, b), a, b);
    Z3_ast smax = ite(z, Z3_mk_bvsge(z, a, b), a, b);
    check(z, "x <=s smin", Z3_mk_bvsle(z, x, smin), 0);
    check(z, "x <u umin", Z3_mk_bvult(z, x, umin), 0);
    check(z, "smax <=s x", Z3_mk_bvsle(z, smax, x), 0);
    check(z, "x >=s smax", Z3_mk_bvsge(z, x, smax), 0);
    /* orders mixed: a signed minimum bounds an unsigned comparison */
    check(z, "x <=u smin", Z3_mk_bvule(z, x, smin), -1);
    check(z, "x <=s umin", Z3_mk_bvsle(z, x, umin), -1);
}

int main(void)
{
    Z3_config cfg = Z3_mk_config();
    Z3_context z = Z3_mk_context(cfg);
    Z3_del_config(cfg);
    int_cases(z);
    bv_cases(z);
    Z3_del_context(z);
    printf("%d passed, %d failed\n", passed, failures);
    return failures ? 1 : 0;
}
