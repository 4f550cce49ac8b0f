/* test_eval.c -- the solver's evaluator (encoder/drs_eval.h) against the
 * reference evaluator of the tests (testcases/oracle/ref_eval.h): two
 * implementations of the model's C semantics, compared node by node.
 *
 *   test_eval SRC_DIR      (SRC_DIR = testcases/unit)
 *
 * Cases: every operator over every integer type, on both operands' edge
 * values (0, 1, -1, the type's minimum and maximum, their neighbours) and
 * on pseudo-random values, with casts between all the types and shift
 * counts of another type; then every node of every construct of the
 * models in SRC_DIR/models at pseudo-random values of its symbols.  A
 * node agrees when both find undefined behaviour, or neither does and the
 * values are equal.  The memo (drs_eval_order, drs_eval_set) is exercised
 * by changing one symbol at a time between evaluations.  Prints "N passed,
 * M failed"; exit status 1 if any failed.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drs_eval.h"
#include "drs_model.h"
#include "ref_eval.h"

static int passed, failed;
static uint64_t rng = 0x2545f4914f6cdd1du;

static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

/* An interesting value of type t, normalised (the reference's form). */
static int64_t pick(drs_type t)
{
    __int128 lo = drs_ref_min(t), hi = drs_ref_max(t);
    __int128 edges[] = {0, 1, -1, 2, -2, lo, lo + 1, hi, hi - 1, 7, 100};
    uint64_t r = next();
    __int128 v = r % 3 ? edges[r % (sizeof edges / sizeof edges[0])]
                       : (__int128)(int64_t)next();
    return drs_ref_norm(t, (int64_t)(uint64_t)(unsigned __int128)v);
}

/* Node k at the values vals (normalised, per symbol), by both. */
static void compare(const drs_construct *c, drs_eval *v, const int64_t *vals, int k,
                    const char *what)
{
    drs_ref_eval E = {c, vals, false};
    int64_t rv = drs_ref_eval_expr(&E, k);
    __int128 mine = 0;
    drs_eval_res res = drs_eval_node(v, k, &mine);
    bool ok = E.ub ? res == DRS_EVAL_UB
                   : res == DRS_EVAL_OK && mine == drs_ref_math(c->exprs[k].type, rv);
    if (ok) {
        passed++;
        return;
    }
    failed++;
    if (failed <= 20)
        fprintf(stderr, "FAIL %s node %d (op %s): reference %s %lld, drs_eval %s %lld\n", what,
                k, drs_op_name(c->exprs[k].op), E.ub ? "UB" : "value", (long long)rv,
                res == DRS_EVAL_UB ? "UB" : res == DRS_EVAL_OK ? "value" : "unset",
                (long long)mine);
}

static void set_all(const drs_construct *c, drs_eval *v, int64_t *vals)
{
    for (int s = 0; s < c->n_symbols; s++) {
        vals[s] = pick(c->symbols[s].type);
        drs_eval_set(v, s, drs_ref_math(c->symbols[s].type, vals[s]));
    }
}

/* Every operator on every type: x op y, casts of x to every type, shifts
 * by a count of another type, ?: and the logical operators. */
static void test_operators(void)
{
    static const drs_type types[] = {{1, false}, {8, true},  {8, false},  {16, true}, {16, false},
                                     {32, true}, {32, false}, {64, true}, {64, false}};
    const int nt = (int)(sizeof types / sizeof types[0]);
    drs_construct *c = drs_construct_new("parallel for", "f", 1, 1);
    int xs[16], ys[16];
    for (int t = 0; t < nt; t++) {
        char nx[16], ny[16];
        snprintf(nx, sizeof nx, "x%d", t);
        snprintf(ny, sizeof ny, "y%d", t);
        xs[t] = drs_symref(c, drs_add_symbol(c, nx, NULL, types[t], DRS_SYM_INPUT, -1));
        ys[t] = drs_symref(c, drs_add_symbol(c, ny, NULL, types[t], DRS_SYM_INPUT, -1));
    }
    const drs_type int_t = {32, true};
    for (int t = 0; t < nt; t++) {
        drs_type ty = types[t];
        /* _Bool is only converted to and compared (C promotes it first):
         * arithmetic of the 1-bit type is no C the plugin emits */
        for (int op = DRS_OP_NEG; op <= DRS_OP_LNOT; op++)
            if (ty.bits > 1 || op == DRS_OP_LNOT)
                drs_unop(c, (drs_op)op, op == DRS_OP_LNOT ? int_t : ty, xs[t]);
        for (int op = DRS_OP_ADD; ty.bits > 1 && op <= DRS_OP_XOR; op++)
            drs_binop(c, (drs_op)op, ty, xs[t], ys[t]);
        for (int op = DRS_OP_LT; op <= DRS_OP_LOR; op++)
            drs_binop(c, (drs_op)op, int_t, xs[t], ys[t]);
        for (int u = 0; u < nt; u++) {
            drs_cast(c, types[u], xs[t]);
            if (ty.bits > 1) {
                drs_binop(c, DRS_OP_SHL, ty, xs[t], ys[u]);
                drs_binop(c, DRS_OP_SHR, ty, xs[t], ys[u]);
            }
        }
        drs_ite(c, ty, drs_binop(c, DRS_OP_LT, int_t, xs[t], ys[t]), xs[t], ys[t]);
        /* a guarded division: defined where the guard is false */
        if (ty.bits > 1)
            drs_binop(c, DRS_OP_LAND, int_t,
                      drs_binop(c, DRS_OP_NE, int_t, ys[t], drs_const(c, ty, 0)),
                      drs_binop(c, DRS_OP_DIV, ty, xs[t], ys[t]));
    }
    drs_eval *v = drs_eval_new(c);
    int64_t *vals = calloc((size_t)c->n_symbols, sizeof *vals);
    if (!v || !vals) {
        failed++;
        return;
    }
    for (int round = 0; round < 3000; round++) {
        set_all(c, v, vals);
        for (int k = 0; k < c->n_exprs; k++)
            compare(c, v, vals, k, "operators");
    }
    free(vals);
    drs_eval_free(v);
    drs_construct_free(c);
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    char *s = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (s && fread(s, 1, (size_t)n, f) != (size_t)n) {
        free(s);
        s = NULL;
    }
    if (s)
        s[n] = 0;
    fclose(f);
    return s;
}

/* Every node of every construct of the model in path, at random values;
 * between rounds one symbol changes (at its own depth), the memo kept. */
static void test_model(const char *path)
{
    char *text = read_file(path), err[256];
    drs_model *m = text ? drs_model_from_json(text, err, sizeof err) : NULL;
    free(text);
    if (!m)
        return;   /* the io_bad / json_bad cases */
    for (int i = 0; i < m->n_constructs; i++) {
        const drs_construct *c = m->constructs[i];
        drs_eval *v = drs_eval_new(c);
        int64_t *vals = calloc((size_t)c->n_symbols + 1, sizeof *vals);
        if (!v || !vals) {
            failed++;
            free(vals);
            drs_eval_free(v);
            continue;
        }
        for (int s = 0; s < c->n_symbols; s++)
            drs_eval_order(v, s, s % 5);
        set_all(c, v, vals);
        for (int round = 0; round < 200; round++) {
            if (c->n_symbols > 0 && round % 4) {
                int s = (int)(next() % (uint64_t)c->n_symbols);
                vals[s] = pick(c->symbols[s].type);
                drs_eval_set(v, s, drs_ref_math(c->symbols[s].type, vals[s]));
            } else {
                set_all(c, v, vals);
            }
            for (int k = 0; k < c->n_exprs; k++)
                compare(c, v, vals, k, path);
        }
        free(vals);
        drs_eval_free(v);
    }
    drs_model_free(m);
}

/* A symbol without a value: its readers are unset, a short circuit that
 * does not reach it is not. */
static void test_unset(void)
{
    drs_construct *c = drs_construct_new("parallel for", "f", 1, 1);
    const drs_type i32 = {32, true};
    int x = drs_symref(c, drs_add_symbol(c, "x", NULL, i32, DRS_SYM_INPUT, -1));
    int y = drs_symref(c, drs_add_symbol(c, "y", NULL, i32, DRS_SYM_INPUT, -1));
    int sum = drs_binop(c, DRS_OP_ADD, i32, x, y);
    int guard = drs_binop(c, DRS_OP_LAND, i32, drs_binop(c, DRS_OP_GT, i32, x, drs_const(c, i32, 0)),
                          drs_binop(c, DRS_OP_GT, i32, y, drs_const(c, i32, 0)));
    drs_eval *v = drs_eval_new(c);
    __int128 r = 0;
    drs_eval_set(v, 0, 0);
    if (drs_eval_node(v, sum, &r) == DRS_EVAL_UNSET)
        passed++;
    else
        failed++;
    if (drs_eval_node(v, guard, &r) == DRS_EVAL_OK && r == 0)
        passed++;
    else
        failed++;
    drs_eval_set(v, 0, 5);
    if (drs_eval_node(v, guard, &r) == DRS_EVAL_UNSET)
        passed++;
    else
        failed++;
    drs_eval_set(v, 1, 3);
    if (drs_eval_node(v, sum, &r) == DRS_EVAL_OK && r == 8)
        passed++;
    else
        failed++;
    drs_eval_unset(v, 1);
    if (drs_eval_node(v, sum, &r) == DRS_EVAL_UNSET)
        passed++;
    else
        failed++;
    drs_eval_free(v);
    drs_construct_free(c);
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : ".";
    test_operators();
    test_unset();
    char path[4096];
    snprintf(path, sizeof path, "%s/models", dir);
    DIR *d = opendir(path);
    int models = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        if (n < 6 || strcmp(e->d_name + n - 5, ".json") != 0)
            continue;
        snprintf(path, sizeof path, "%s/models/%s", dir, e->d_name);
        test_model(path);
        models++;
    }
    if (d)
        closedir(d);
    if (models == 0) {
        fprintf(stderr, "no models in %s/models\n", dir);
        failed++;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
