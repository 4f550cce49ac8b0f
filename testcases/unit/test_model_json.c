/* test_model_json.c -- unit tests of the model builder, its JSON reader and
 * writer, and the JSON / SARIF reports.  (Over 700 lines: one test program
 * per public header pair, drs_model.h and drs_report.h, as CTest runs it;
 * each test_* function stands alone.)
 *
 *   test_model_json SRC_DIR      (SRC_DIR = testcases/unit)
 *
 * Builder: hash-consing, constant normalisation, refusals (-1).  JSON: every
 * models/io_*.json (except io_bad_*) loads and survives read -> write -> read
 * unchanged; every case of models/io_bad_models.json, and every edit of the
 * valid model in models/json_bad_fields.json, is rejected with an error
 * starting with the expected JSON path and message (or loads, where "").  Reports: a
 * hand-made result gives a JSON report and a SARIF log with the required
 * fields.  Prints "N passed, M failed"; exit status 1 if any failed.
 */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drs_model.h"
#include "drs_report.h"
#include "drs_solver.h"

static int passed, failed;

#define CHECK(cond)                                                                   \
    do {                                                                              \
        if (cond) {                                                                   \
            passed++;                                                                 \
        } else {                                                                      \
            failed++;                                                                 \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                             \
    } while (0)

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return NULL;
    }
    buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    if (buf)
        buf[n] = '\0';
    fclose(f);
    return buf;
}

/* ---- builder ---------------------------------------------------------- */

static void test_builder(void)
{
    drs_construct *c = drs_construct_new("parallel for", "f", 3, 1);
    drs_type i8 = {8, true}, u8 = {8, false}, i16 = {16, true}, u64 = {64, false};
    drs_type bad = {7, true}, i1 = {1, true};
    int i, n, e1, e2, one, k;
    char buf[8];
    drs_op op;
    drs_type t;

    CHECK(c != NULL);
    if (!c)
        return;
    i = drs_add_symbol(c, "i", NULL, DRS_INT, DRS_SYM_LOOP, 0);
    n = drs_add_symbol(c, "n", "n (param)", DRS_INT, DRS_SYM_INPUT, -1);
    CHECK(i == 0 && n == 1);
    CHECK(strcmp(c->symbols[0].label, "i") == 0);
    CHECK(strcmp(c->symbols[1].label, "n (param)") == 0);
    CHECK(drs_add_symbol(c, "i", NULL, DRS_INT, DRS_SYM_INPUT, -1) == -1);   /* duplicate */
    CHECK(drs_add_symbol(c, "z", NULL, bad, DRS_SYM_INPUT, -1) == -1);
    CHECK(drs_add_symbol(c, "z", NULL, DRS_INT, DRS_SYM_LOOP, -1) == -1);   /* no loop */
    CHECK(drs_find_symbol(c, "n") == 1 && drs_find_symbol(c, "zz") == -1);

    /* hash-consing */
    one = drs_const(c, DRS_INT, 1);
    e1 = drs_binop(c, DRS_OP_ADD, DRS_INT, drs_symref(c, i), one);
    e2 = drs_binop(c, DRS_OP_ADD, DRS_INT, drs_symref(c, i), drs_const(c, DRS_INT, 1));
    CHECK(e1 >= 0 && e1 == e2);
    CHECK(drs_symref(c, i) == drs_symref(c, i));
    CHECK(drs_binop(c, DRS_OP_SUB, DRS_INT, drs_symref(c, i), one) != e1);
    CHECK(drs_const(c, DRS_I64, 1) != one);                /* type is part of the key */
    k = c->n_exprs;
    for (int j = 0; j < 3000; j++)                          /* forces rehashing */
        drs_const(c, DRS_I64, j * 7);
    CHECK(c->n_exprs == k + 3000);
    k = c->n_exprs;
    CHECK(drs_const(c, DRS_I64, 7 * 2999) == k - 1 && drs_const(c, DRS_I64, 0) == k - 3000);
    CHECK(c->n_exprs == k);
    CHECK(drs_binop(c, DRS_OP_ADD, DRS_INT, drs_symref(c, i), one) == e1);

    /* constants normalised to the type */
    CHECK(c->exprs[drs_const(c, i8, 300)].value == 44);
    CHECK(c->exprs[drs_const(c, i8, 200)].value == -56);
    CHECK(c->exprs[drs_const(c, u8, -1)].value == 255);
    CHECK(c->exprs[drs_const(c, i16, 0x18000)].value == -32768);
    CHECK(c->exprs[drs_const(c, DRS_BOOL, 3)].value == 1);
    CHECK(c->exprs[drs_const(c, DRS_BOOL, 2)].value == 0);
    CHECK(c->exprs[drs_const(c, u64, -1)].value == -1);
    CHECK(c->exprs[drs_const(c, DRS_INT, INT64_MIN)].value == 0);
    CHECK(c->exprs[drs_const(c, DRS_INT, 0xffffffffLL)].value == -1);
    CHECK(c->exprs[drs_const(c, (drs_type){32, false}, -1)].value == 0xffffffffLL);
    CHECK(drs_const(c, i8, 300) == drs_const(c, i8, 44));
    CHECK(drs_const(c, bad, 1) == -1 && drs_const(c, i1, 1) == -1);

    /* drs_and */
    CHECK(drs_and(c, -1, e1) == e1 && drs_and(c, e1, -1) == e1 && drs_and(c, -1, -1) == -1);
    k = drs_and(c, e1, one);
    CHECK(k >= 0 && c->exprs[k].op == DRS_OP_LAND && c->exprs[k].a == e1 &&
          c->exprs[k].b == one && c->exprs[k].type.bits == 32 && c->exprs[k].type.is_signed);

    /* drs_subst: i + 1 with i := i + 1 is (i + 1) + 1; other symbols stay */
    k = drs_subst(c, e1, i, e1);
    CHECK(k >= 0 && c->exprs[k].op == DRS_OP_ADD && c->exprs[k].a == e1 &&
          c->exprs[k].b == one);
    CHECK(drs_subst(c, one, i, e1) == one);
    CHECK(drs_mentions(c, k, i) && !drs_mentions(c, one, i));
    CHECK(drs_subst(c, e1, i, drs_const(c, DRS_I64, 3)) == -1);   /* wrong type */

    /* refusals */
    CHECK(drs_binop(c, DRS_OP_ADD, DRS_INT, e1, 100000) == -1);
    CHECK(drs_binop(c, DRS_OP_ADD, DRS_INT, -1, e1) == -1);
    CHECK(drs_binop(c, DRS_OP_ADD, DRS_INT, e1, drs_const(c, DRS_I64, 1)) == -1);
    CHECK(drs_binop(c, DRS_OP_LT, DRS_I64, e1, one) == -1);
    CHECK(drs_binop(c, DRS_OP_NEG, DRS_INT, e1, one) == -1);
    CHECK(drs_unop(c, DRS_OP_ADD, DRS_INT, e1) == -1);
    CHECK(drs_unop(c, DRS_OP_NEG, DRS_I64, e1) == -1);
    CHECK(drs_unop(c, DRS_OP_LNOT, DRS_INT, drs_const(c, DRS_I64, 5)) >= 0);
    CHECK(drs_binop(c, DRS_OP_SHL, DRS_I64, drs_const(c, DRS_I64, 1), one) >= 0);
    CHECK(drs_ite(c, DRS_I64, e1, drs_const(c, DRS_I64, 1), one) == -1);
    CHECK(drs_ite(c, DRS_INT, drs_const(c, DRS_I64, 1), e1, one) >= 0);
    CHECK(drs_cast(c, bad, e1) == -1);
    CHECK(drs_symref(c, 9) == -1 && drs_symref(c, -1) == -1);
    CHECK(drs_binop(NULL, DRS_OP_ADD, DRS_INT, 0, 0) == -1);

    /* loops, objects, accesses */
    {
        int cond = drs_binop(c, DRS_OP_LT, DRS_INT, drs_symref(c, i), drs_symref(c, n));
        int zero = drs_const(c, DRS_INT, 0), l, o, off, idx[1];
        CHECK(drs_add_loop(c, DRS_LOOP_PARALLEL, i, 0, zero, cond, 1, 4, 3) == -1);  /* parent */
        CHECK(drs_add_loop(c, DRS_LOOP_PARALLEL, i, -1, zero, cond, 0, 4, 3) == -1); /* step */
        CHECK(drs_add_loop(c, DRS_LOOP_PARALLEL, i, -1, drs_const(c, DRS_I64, 0), cond, 1, 4,
                           3) == -1);                                               /* type */
        l = drs_add_loop(c, DRS_LOOP_PARALLEL, i, -1, zero, cond, 1, 4, 3);
        CHECK(l == 0);
        o = drs_add_object(c, "a", NULL, DRS_OBJ_ARRAY, 4, false);
        CHECK(o == 0 && drs_add_object(c, "a", NULL, DRS_OBJ_ARRAY, 4, false) == -1);
        CHECK(drs_add_object(c, "b", NULL, DRS_OBJ_ARRAY, 0, false) == -1);
        CHECK(drs_find_object(c, "a") == 0 && drs_find_object(c, "b") == -1);
        off = drs_binop(c, DRS_OP_MUL, DRS_I64, drs_cast(c, DRS_I64, e1), drs_const(c, DRS_I64, 4));
        idx[0] = e1;
        CHECK(drs_add_access(c, o, DRS_WRITE, l, -1, e1, 4, 1, idx, NULL, "a[i+1]", 5,
                             5) == -1);   /* offset not i64 */
        CHECK(drs_add_access(c, o, (drs_access_mode)4, l, -1, off, 4, 1, idx, NULL, NULL,
                             5, 5) == -1);
        CHECK(drs_add_access(c, o, DRS_WRITE, 1, -1, off, 4, 1, idx, NULL, NULL, 5, 5) == -1);
        k = drs_add_access(c, o, DRS_WRITE, l, -1, off, 4, 1, idx, NULL, "a[i+1]", 5, 5);
        CHECK(k == 0);
        idx[0] = -7;   /* the access keeps its own copy */
        CHECK(c->accesses[0].index[0] == e1 && strcmp(c->accesses[0].member, "") == 0 &&
              c->accesses[0].n_locks == 0 && c->accesses[0].locks == NULL &&
              strcmp(c->accesses[0].text, "a[i+1]") == 0);
        CHECK(strcmp(c->objects[0].label, "a") == 0);  /* label defaults to the name */
        CHECK(drs_add_access(c, o, DRS_READ, l, -1, off, 4, 0, NULL, NULL, NULL, 5, 16) == 1);
        /* no worker table: the implicit iteration worker, phase 0; loop -1 refused */
        CHECK(c->accesses[0].worker == -1 && c->accesses[0].phase == -1);
        CHECK(drs_add_access(c, o, DRS_READ, -1, -1, off, 4, 0, NULL, NULL, NULL, 5, 16) == -1);
        CHECK(drs_access_set_worker(c, 0, 0, -1) == -1);   /* no worker 0 */
        CHECK(drs_access_set_worker(c, 0, -1, e1) == 0 && c->accesses[0].phase == e1);
        CHECK(drs_access_set_worker(c, 0, -1, 9999) == -1);  /* not an expression */
        CHECK(drs_access_set_worker(c, 0, -1, -1) == 0);
        CHECK(drs_common_worker(c, -1, -1) == -1 && drs_worker_in_iteration(c, -1));
        /* a lockset: ids copied, kept once, in order */
        {
            char id[] = "critical:A";
            CHECK(drs_access_add_lock(c, 1, id) == 0);
            id[9] = 'B';
            CHECK(drs_access_add_lock(c, 1, id) == 0 && drs_access_add_lock(c, 1, id) == 0);
            CHECK(drs_access_add_lock(c, 1, "") == -1 && drs_access_add_lock(c, 1, NULL) == -1);
            CHECK(drs_access_add_lock(c, 9, "atomic") == -1);
            CHECK(drs_access_add_lock(c, 0, "critical:B") == 0);
        }
        CHECK(strcmp(c->accesses[1].text, "") == 0 && c->accesses[1].n_locks == 2 &&
              strcmp(c->accesses[1].locks[0], "critical:A") == 0 &&
              strcmp(c->accesses[1].locks[1], "critical:B") == 0);
        /* locksets meet when they share one id: {A, B} and {B} */
        CHECK(drs_locksets_meet(c, &c->accesses[0], &c->accesses[1]) &&
              drs_locksets_meet(c, &c->accesses[1], &c->accesses[0]));
        {   /* dims: copied (the first extent too), i64 extents only */
            int two[2] = {e1, e1}, dims[2], ext64 = drs_cast(c, DRS_I64, e1);
            CHECK(c->accesses[0].dims == NULL);
            k = drs_add_access(c, o, DRS_READ, l, -1, off, 4, 2, two, NULL, "a[i+1][i+1]",
                               6, 5);
            CHECK(k == 2);
            /* an empty lockset meets nothing, itself included */
            CHECK(!drs_locksets_meet(c, &c->accesses[1], &c->accesses[2]) &&
                  !drs_locksets_meet(c, &c->accesses[2], &c->accesses[2]));
            dims[0] = ext64;
            dims[1] = ext64;
            CHECK(drs_access_set_dims(c, k, dims) == 0);
            dims[1] = -7;   /* the access keeps its own copy */
            CHECK(c->accesses[k].dims && c->accesses[k].dims[0] == ext64 &&
                  c->accesses[k].dims[1] == ext64);
            CHECK(drs_access_set_dims(c, 3, dims) == -1);      /* no access 3 */
            CHECK(drs_access_set_dims(c, -1, dims) == -1);
            CHECK(drs_access_set_dims(c, k, dims) == -1);      /* not an expression */
            dims[1] = e1;
            CHECK(drs_access_set_dims(c, k, dims) == -1);      /* i32, not i64 */
            CHECK(c->accesses[k].dims[1] == ext64);            /* unchanged */
            CHECK(drs_access_set_dims(c, 1, dims) == -1);      /* no subscripts */
            dims[1] = -1;
            CHECK(drs_access_set_dims(c, k, dims) == 0 && c->accesses[k].dims[1] == -1);
            CHECK(drs_access_set_dims(c, k, NULL) == 0 && c->accesses[k].dims == NULL);
            dims[1] = ext64;
            CHECK(drs_access_set_dims(c, k, dims) == 0);       /* freed with the construct */
        }
    }
    drs_construct_add_assumption(c, "x");
    drs_construct_add_assumption(c, "x");
    drs_construct_add_assumption(c, "y");
    CHECK(c->n_assumptions == 2);
    drs_construct_set_not_analyzed(c, "first");
    drs_construct_set_not_analyzed(c, "second");
    CHECK(strcmp(c->not_analyzed, "second") == 0);

    /* names */
    for (int j = 0; j < DRS_OP_COUNT_; j++)
        CHECK(drs_op_from_name(drs_op_name((drs_op)j), &op) && op == (drs_op)j);
    CHECK(!drs_op_from_name("pow", &op) && strcmp(drs_op_name(DRS_OP_ITE), "?:") == 0);
    CHECK(strcmp(drs_op_name(DRS_OP_BITNOT), "~") == 0 && strcmp(drs_op_name(DRS_OP_NEG), "neg") == 0);
    drs_type_name(DRS_BOOL, buf);
    CHECK(strcmp(buf, "b1") == 0);
    drs_type_name(u64, buf);
    CHECK(strcmp(buf, "u64") == 0);
    CHECK(drs_type_from_name("i16", &t) && t.bits == 16 && t.is_signed);
    CHECK(drs_type_from_name("b1", &t) && t.bits == 1 && !t.is_signed);
    CHECK(!drs_type_from_name("i1", &t) && !drs_type_from_name("u7", &t) &&
          !drs_type_from_name("i320", &t) && !drs_type_from_name("", &t));

    {   /* model ownership */
        drs_model *m = drs_model_new("t.c");
        CHECK(m != NULL);
        drs_model_add(m, c);
        CHECK(m && m->n_constructs == 1);
        drs_model_free(m);
    }
}

/* ---- JSON ------------------------------------------------------------- */

/* read -> write -> read -> write: both texts equal. */
/* The worker table: kinds, parents, ids (drs_model.h, drs_worker). */
static void test_workers(void)
{
    drs_construct *c = drs_construct_new("parallel", "f", 1, 1);
    int t = drs_add_symbol(c, "t", NULL, DRS_INT, DRS_SYM_LOCAL, -1);
    int n = drs_add_symbol(c, "n", NULL, DRS_INT, DRS_SYM_INPUT, -1);
    int et = drs_symref(c, t), en = drs_symref(c, n), zero = drs_const(c, DRS_INT, 0);
    CHECK(drs_add_worker(c, DRS_WORKER_THREAD, -1, en, -1) == -1);    /* id not local */
    CHECK(drs_add_worker(c, DRS_WORKER_THREAD, 0, et, -1) == -1);     /* no parent 0 */
    CHECK(drs_add_worker(c, DRS_WORKER_MASTER, -1, -1, -1) == -1);    /* needs an id */
    CHECK(drs_add_worker(c, DRS_WORKER_SINGLE, -1, zero, -1) == -1);  /* id unused */
    CHECK(drs_add_worker(c, DRS_WORKER_SINGLE, -1, -1, en) == -1);    /* count unused */
    CHECK(drs_add_worker(c, (drs_worker_kind)7, -1, -1, -1) == -1);
    CHECK(drs_add_worker(c, DRS_WORKER_THREAD, -1, et, en) == 0);
    CHECK(drs_add_worker(c, DRS_WORKER_SINGLE, 0, -1, -1) == 1);
    CHECK(drs_add_worker(c, DRS_WORKER_MASTER, 0, zero, -1) == 2);
    CHECK(drs_add_worker(c, DRS_WORKER_ITERATION, 0, -1, -1) == 3);
    CHECK(drs_add_worker(c, DRS_WORKER_ITERATION, 0, -1, -1) == -1);  /* a second one */
    CHECK(c->n_workers == 4 && c->workers[0].count == en && c->workers[2].id == zero);
    CHECK(drs_common_worker(c, 1, 2) == 0 && drs_common_worker(c, 1, 1) == 1 &&
          drs_common_worker(c, 3, 0) == 0 && drs_worker_thread(c, 3) == 0 &&
          drs_worker_thread(c, -1) == -1);
    CHECK(drs_worker_in_iteration(c, 3) && !drs_worker_in_iteration(c, 1));
    int o = drs_add_object(c, "x", NULL, DRS_OBJ_SCALAR, 4, false);
    int off = drs_const(c, DRS_I64, 0);
    int a = drs_add_access(c, o, DRS_WRITE, -1, -1, off, 4, 0, NULL, NULL, "x", 2, 3);
    CHECK(a == 0 && c->accesses[0].worker == -1);
    CHECK(drs_access_set_worker(c, a, -1, -1) == -1);  /* the table needs a worker */
    CHECK(drs_access_set_worker(c, a, 3, -1) == -1);   /* an iteration needs a loop */
    CHECK(drs_access_set_worker(c, a, 1, en) == 0 && c->accesses[0].worker == 1 &&
          c->accesses[0].phase == en);
    /* a loop worker: a region's worksharing loop, its loop an INNER one */
    CHECK(drs_add_worker(c, DRS_WORKER_LOOP, 0, -1, -1) == 4);
    CHECK(drs_add_worker(c, DRS_WORKER_SINGLE, 4, -1, -1) == -1);  /* nothing inside */
    int i = drs_add_symbol(c, "i", NULL, DRS_INT, DRS_SYM_LOOP, 0);
    int lp = drs_add_loop(c, DRS_LOOP_INNER, i, -1, zero,
                          drs_binop(c, DRS_OP_LT, DRS_INT, drs_symref(c, i), en), 1, 4, 5);
    CHECK(lp == 0);
    CHECK(drs_access_fits_worker(c, lp, 4) && !drs_access_fits_worker(c, -1, 4) &&
          drs_access_fits_worker(c, lp, 0) && !drs_access_fits_worker(c, lp, 3));
    CHECK(drs_access_set_worker(c, a, 4, -1) == -1);   /* a loop worker needs a loop */
    drs_construct_free(c);
}

static void test_round_trip(const char *path)
{
    char *text = read_file(path), *w1 = NULL, *w2 = NULL, err[512] = "";
    drs_model *m1 = NULL, *m2 = NULL;
    CHECK(text != NULL);
    if (!text)
        return;
    m1 = drs_model_from_json(text, err, sizeof err);
    if (!m1)
        fprintf(stderr, "%s: %s\n", path, err);
    CHECK(m1 != NULL);
    if (m1)
        w1 = drs_model_to_json(m1);
    CHECK(!m1 || w1 != NULL);
    if (w1) {
        m2 = drs_model_from_json(w1, err, sizeof err);
        if (!m2)
            fprintf(stderr, "%s (written): %s\n", path, err);
        CHECK(m2 != NULL);
    }
    if (m2) {
        w2 = drs_model_to_json(m2);
        CHECK(w2 && strcmp(w1, w2) == 0);
        if (w2 && strcmp(w1, w2) != 0)
            fprintf(stderr, "%s: round trip differs\n", path);
        /* the written model has the same arenas */
        CHECK(m1->n_constructs == m2->n_constructs);
        for (int k = 0; k < m1->n_constructs && k < m2->n_constructs; k++) {
            const drs_construct *a = m1->constructs[k], *b = m2->constructs[k];
            CHECK(a->n_exprs == b->n_exprs && a->n_symbols == b->n_symbols &&
                  a->n_loops == b->n_loops && a->n_accesses == b->n_accesses);
            for (int j = 0; j < a->n_exprs && j < b->n_exprs; j++) {
                const drs_expr *x = &a->exprs[j], *y = &b->exprs[j];
                CHECK(x->op == y->op && x->type.bits == y->type.bits &&
                      x->type.is_signed == y->type.is_signed && x->value == y->value &&
                      x->sym == y->sym && x->a == y->a && x->b == y->b && x->c == y->c);
            }
            /* workers and phases (drs_model.h, drs_worker) */
            CHECK(a->n_workers == b->n_workers);
            for (int j = 0; j < a->n_workers && j < b->n_workers; j++) {
                const drs_worker *x = &a->workers[j], *y = &b->workers[j];
                CHECK(x->kind == y->kind && x->parent == y->parent && x->id == y->id &&
                      x->count == y->count && x->sched == y->sched && x->wait == y->wait &&
                      x->path == y->path && x->undeferred == y->undeferred &&
                      x->line == y->line && x->col == y->col && x->n_deps == y->n_deps);
                for (int d = 0; d < x->n_deps && d < y->n_deps; d++)
                    CHECK(x->deps[d].kind == y->deps[d].kind &&
                          x->deps[d].object == y->deps[d].object &&
                          x->deps[d].offset == y->deps[d].offset &&
                          x->deps[d].size == y->deps[d].size);
            }
            for (int j = 0; j < a->n_objects && j < b->n_objects; j++)
                CHECK(a->objects[j].per_thread == b->objects[j].per_thread);
            for (int j = 0; j < a->n_accesses && j < b->n_accesses; j++)
                CHECK(a->accesses[j].worker == b->accesses[j].worker &&
                      a->accesses[j].phase == b->accesses[j].phase &&
                      a->accesses[j].tpos == b->accesses[j].tpos &&
                      a->accesses[j].twait == b->accesses[j].twait &&
                      a->accesses[j].loop == b->accesses[j].loop);
        }
    }
    free(text);
    free(w1);
    free(w2);
    drs_model_free(m1);
    drs_model_free(m2);
}

static void test_specific_models(const char *dir)
{
    char path[4096], err[512];
    char *text;
    drs_model *m;

    snprintf(path, sizeof path, "%s/models/io_collapse.json", dir);
    text = read_file(path);
    m = text ? drs_model_from_json(text, err, sizeof err) : NULL;
    CHECK(m != NULL);
    if (m) {
        const drs_construct *c = m->constructs[0];
        int e;
        CHECK(strcmp(m->file, "/tmp/dir with space/collapse.c") == 0);
        CHECK(c->n_loops == 4 && c->loops[2].step == -1 && c->loops[1].parent == 0);
        CHECK(c->loops[3].kind == DRS_LOOP_INNER && c->loops[0].kind == DRS_LOOP_OUTER);
        CHECK(strcmp(c->symbols[4].label, "m (param)") == 0 && c->symbols[4].type.bits == 64 &&
              !c->symbols[4].type.is_signed);
        e = c->env;   /* m <= 9007199254740993 */
        CHECK(e >= 0 && c->exprs[e].op == DRS_OP_LE &&
              c->exprs[c->exprs[e].b].value == 9007199254740993LL);
        CHECK(c->accesses[0].mode == DRS_READWRITE && c->accesses[2].object == 1 &&
              c->accesses[2].n_locks == 1 && strcmp(c->accesses[2].locks[0], "atomic") == 0 &&
              strcmp(c->accesses[1].member, ".y") == 0);
        CHECK(c->objects[0].assumed_unaliased && c->objects[1].kind == DRS_OBJ_SCALAR);
        CHECK(c->n_assumptions == 1);
        /* inline and flat spellings of the same node are one node */
        CHECK(c->accesses[0].index[0] == c->exprs[c->accesses[0].offset].a);
        CHECK(c->accesses[0].dims == NULL);
        drs_model_free(m);
    }
    free(text);

    snprintf(path, sizeof path, "%s/models/io_vla.json", dir);
    text = read_file(path);
    m = text ? drs_model_from_json(text, err, sizeof err) : NULL;
    CHECK(m != NULL);
    if (m) {
        const drs_construct *c = m->constructs[0];
        const drs_access *w = &c->accesses[0], *rd = &c->accesses[1];
        CHECK(w->dims && w->dims[0] == -1 && w->dims[1] >= 0 &&
              c->exprs[w->dims[1]].op == DRS_OP_CAST &&
              c->exprs[c->exprs[w->dims[1]].a].op == DRS_OP_SYM);
        CHECK(rd->dims && rd->dims[0] == -1 && rd->dims[1] == -1);
        drs_model_free(m);
    }
    free(text);

    snprintf(path, sizeof path, "%s/models/io_not_analyzed.json", dir);
    text = read_file(path);
    m = text ? drs_model_from_json(text, err, sizeof err) : NULL;
    CHECK(m != NULL);
    if (m) {
        CHECK(m->n_constructs == 2 && m->constructs[0]->not_analyzed &&
              strcmp(m->constructs[0]->not_analyzed, "call to 'foo' with unknown effects") == 0);
        CHECK(m->constructs[1]->is_simd && m->constructs[1]->safelen == 4 &&
              !m->constructs[1]->not_analyzed);
        drs_model_free(m);
    }
    free(text);

    /* the clauses' condition is kept apart from env, and written back */
    snprintf(path, sizeof path, "%s/models/io_regions.json", dir);
    text = read_file(path);
    m = text ? drs_model_from_json(text, err, sizeof err) : NULL;
    CHECK(m != NULL);
    if (m) {
        const drs_construct *c = m->constructs[0];
        CHECK(c->team_cond >= 0 && c->team_cond == c->env && m->constructs[1]->team_cond == -1);
        /* accesses left out: the reason is kept, and written back */
        CHECK(c->incomplete && strcmp(c->incomplete, "union member 'f' is not modelled") == 0 &&
              !m->constructs[1]->incomplete);
        char *out = drs_model_to_json(m);
        CHECK(out && strstr(out, "\"team_cond\"") != NULL);
        CHECK(out && strstr(out, "\"incomplete\"") != NULL &&
              strstr(out, "union member 'f' is not modelled") != NULL);
        free(out);
        drs_model_free(m);
    }
    free(text);
}

static void test_all_models(const char *dir)
{
    char path[4096];
    DIR *d;
    struct dirent *de;
    int n = 0;
    snprintf(path, sizeof path, "%s/models", dir);
    d = opendir(path);
    CHECK(d != NULL);
    if (!d)
        return;
    while ((de = readdir(d)) != NULL) {
        size_t len = strlen(de->d_name);
        if (strncmp(de->d_name, "io_", 3) != 0 || strncmp(de->d_name, "io_bad", 6) == 0 ||
            len < 5 || strcmp(de->d_name + len - 5, ".json") != 0)
            continue;
        snprintf(path, sizeof path, "%s/models/%s", dir, de->d_name);
        test_round_trip(path);
        n++;
    }
    closedir(d);
    CHECK(n >= 3);
}

/* The parsed JSON of dir/models/name, or NULL (a failed check). */
static cJSON *read_json(const char *dir, const char *name)
{
    char path[4096], *text;
    cJSON *doc;
    snprintf(path, sizeof path, "%s/models/%s", dir, name);
    text = read_file(path);
    doc = text ? cJSON_Parse(text) : NULL;
    free(text);
    CHECK(doc != NULL);
    return doc;
}

/* Reads `in` and checks the outcome: loaded when want is "", else rejected
 * with an error starting with want.  `what` and n name the case. */
static void expect_read(const char *what, int n, const char *in, const char *want)
{
    char err[512];
    drs_model *m;
    strcpy(err, "(untouched)");
    m = drs_model_from_json(in, err, sizeof err);
    if (want[0] == '\0') {
        if (!m)
            fprintf(stderr, "%s case %d: expected success, got: %s\n", what, n, err);
        CHECK(m != NULL);
    } else {
        bool ok = !m && strncmp(err, want, strlen(want)) == 0;
        if (!ok)
            fprintf(stderr, "%s case %d: expected '%s...', got %s'%s'\n", what, n, want,
                    m ? "a model and " : "", err);
        CHECK(ok);
    }
    drs_model_free(m);
}

static void test_bad_models(const char *dir)
{
    char err[512];
    cJSON *root = read_json(dir, "io_bad_models.json");
    const cJSON *cases, *it;
    int n = 0;

    if (!root)
        return;
    cases = cJSON_GetObjectItemCaseSensitive(root, "cases");
    cJSON_ArrayForEach(it, cases) {
        const cJSON *want = cJSON_GetObjectItemCaseSensitive(it, "error");
        const cJSON *raw = cJSON_GetObjectItemCaseSensitive(it, "text");
        const cJSON *model = cJSON_GetObjectItemCaseSensitive(it, "model");
        char *input = raw ? NULL : cJSON_PrintUnformatted(model);
        const char *in = raw ? raw->valuestring : input;
        n++;
        if (!cJSON_IsString(want) || !in)
            CHECK(!"malformed test case");
        else
            expect_read("io_bad_models", n, in, want->valuestring);
        if (input)
            cJSON_free(input);
    }
    CHECK(n >= 15);
    cJSON_Delete(root);

    /* a tree deeper than the reader follows */
    {
        size_t depth = 300, k;
        const char *head = "{\"version\":1,\"constructs\":[{\"kind\":\"for\",\"symbols\":"
                           "[{\"name\":\"n\",\"kind\":\"input\"}],\"env\":";
        const char *tail = "}]}";
        size_t len = strlen(head) + depth * 24 + 8 + strlen(tail) + 1;
        char *buf = malloc(len), *p;
        drs_model *m;
        CHECK(buf != NULL);
        if (!buf)
            return;
        p = buf + sprintf(buf, "%s", head);
        for (k = 0; k < depth; k++)
            p += sprintf(p, "{\"op\":\"neg\",\"a\":[");
        p += sprintf(p, "\"n\"");
        for (k = 0; k < depth; k++)
            p += sprintf(p, "]}");
        sprintf(p, "%s", tail);
        m = drs_model_from_json(buf, err, sizeof err);
        if (m || !strstr(err, "nested deeper than"))
            fprintf(stderr, "deep tree: %s\n", err);
        CHECK(m == NULL && strstr(err, "nested deeper than") != NULL &&
              strncmp(err, "constructs[0].env.a[0].a[0]", 27) == 0);
        drs_model_free(m);
        free(buf);
    }
    /* NULL text, tiny error buffer */
    CHECK(drs_model_from_json(NULL, err, sizeof err) == NULL);
    CHECK(drs_model_from_json("{", err, 4) == NULL && strlen(err) == 3);
    CHECK(drs_model_from_json("[]", NULL, 0) == NULL);
}

/* Applies one edit of models/json_bad_fields.json to the model root: "at" is
 * a path of keys and array indices separated by '/' ("" = the root), "set"
 * the value put there (an index one past the end appends), "delete": true
 * removes it.  Returns the edited model (root or its replacement); NULL for a
 * malformed edit, root then being freed. */
static cJSON *apply_edit(cJSON *root, const cJSON *edit)
{
    const cJSON *at = cJSON_GetObjectItemCaseSensitive(edit, "at");
    const cJSON *set = cJSON_GetObjectItemCaseSensitive(edit, "set");
    bool del = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(edit, "delete"));
    char path[256], *key, *slash;
    cJSON *parent = root, *val;

    if (!cJSON_IsString(at) || (!set) == !del || strlen(at->valuestring) >= sizeof path) {
        cJSON_Delete(root);
        return NULL;
    }
    val = set ? cJSON_Duplicate(set, true) : NULL;
    if (at->valuestring[0] == '\0') {   /* the whole model */
        cJSON_Delete(root);
        return val;
    }
    strcpy(path, at->valuestring);
    key = path;
    while (parent && (slash = strchr(key, '/')) != NULL) {
        *slash = '\0';
        parent = cJSON_IsArray(parent) ? cJSON_GetArrayItem(parent, atoi(key))
                                       : cJSON_GetObjectItemCaseSensitive(parent, key);
        key = slash + 1;
    }
    if (cJSON_IsArray(parent)) {
        int k = atoi(key), n = cJSON_GetArraySize(parent);
        if (del && k < n)
            cJSON_DeleteItemFromArray(parent, k);
        else if (val && k < n)
            cJSON_ReplaceItemInArray(parent, k, val);
        else if (val && k == n)
            cJSON_AddItemToArray(parent, val);
        else
            parent = NULL;
    } else if (cJSON_IsObject(parent)) {
        if (del)
            cJSON_DeleteItemFromObjectCaseSensitive(parent, key);
        else if (cJSON_GetObjectItemCaseSensitive(parent, key))
            cJSON_ReplaceItemInObjectCaseSensitive(parent, key, val);
        else
            cJSON_AddItemToObject(parent, key, val);
    } else {
        parent = NULL;
    }
    if (!parent) {
        cJSON_Delete(val);
        cJSON_Delete(root);
        return NULL;
    }
    return root;
}

/* Reader error paths, each as an edit of one valid model: wrong JSON shapes
 * must give an error naming the element, never a crash or a model. */
static void test_edited_models(const char *dir)
{
    cJSON *doc = read_json(dir, "json_bad_fields.json");
    const cJSON *base, *it;
    int n = 0;

    if (!doc)
        return;
    base = cJSON_GetObjectItemCaseSensitive(doc, "base");
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(doc, "cases")) {
        const cJSON *want = cJSON_GetObjectItemCaseSensitive(it, "error");
        cJSON *model = apply_edit(cJSON_Duplicate(base, true), it);
        char *in = model ? cJSON_PrintUnformatted(model) : NULL;
        n++;
        if (!cJSON_IsString(want) || !in) {
            fprintf(stderr, "json_bad_fields case %d: malformed\n", n);
            CHECK(!"malformed test case");
        } else {
            expect_read("json_bad_fields", n, in, want->valuestring);
        }
        if (in)
            cJSON_free(in);
        cJSON_Delete(model);
    }
    CHECK(n >= 70);
    cJSON_Delete(doc);

    /* a name longer than the reader takes; one of exactly 1024 bytes is fine */
    {
        static const char head[] = "{\"version\": 1, \"constructs\": [{\"kind\": \"for\", "
                                   "\"not_analyzed\": \"x\", \"objects\": [{\"name\": \"";
        static const char tail[] = "\", \"kind\": \"scalar\", \"elem_size\": 4}]}]}";
        char buf[sizeof head + 1100 + sizeof tail];
        int len;
        for (len = 1024; len <= 1025; len++) {
            memcpy(buf, head, sizeof head - 1);
            memset(buf + sizeof head - 1, 'x', (size_t)len);
            strcpy(buf + sizeof head - 1 + len, tail);
            expect_read("long name", len, buf,
                        len > 1024 ? "constructs[0].objects[0].name: name longer than 1024 bytes"
                                   : "");
        }
    }
}

/* ---- reports ---------------------------------------------------------- */

static const cJSON *get(const cJSON *o, const char *path)
{
    /* path: keys separated by '/', array indices as numbers */
    char buf[256], *tok, *save = NULL;
    snprintf(buf, sizeof buf, "%s", path);
    for (tok = strtok_r(buf, "/", &save); tok && o; tok = strtok_r(NULL, "/", &save)) {
        if (tok[0] >= '0' && tok[0] <= '9')
            o = cJSON_GetArrayItem(o, atoi(tok));
        else
            o = cJSON_GetObjectItemCaseSensitive(o, tok);
    }
    return o;
}

static bool str_is(const cJSON *root, const char *path, const char *want)
{
    const cJSON *it = get(root, path);
    bool ok = cJSON_IsString(it) && strcmp(it->valuestring, want) == 0;
    if (!ok)
        fprintf(stderr, "%s: expected \"%s\", got %s\n", path, want,
                cJSON_IsString(it) ? it->valuestring : "(not a string)");
    return ok;
}

static bool num_is(const cJSON *root, const char *path, double want)
{
    const cJSON *it = get(root, path);
    bool ok = cJSON_IsNumber(it) && it->valuedouble == want;
    if (!ok)
        fprintf(stderr, "%s: expected %g\n", path, want);
    return ok;
}

static void test_reports(void)
{
    drs_construct *c = drs_construct_new("parallel for", "f", 3, 1);
    drs_construct *c2 = drs_construct_new("simd", "g", 9, 2);
    drs_report *rep = drs_report_new("/tmp/dir with space/t.c");
    drs_wvalue vals[3];
    drs_race race;
    drs_result res, res2, res3;
    char *json, *sarif, err[256];
    cJSON *root;
    int i, one, off, idx[1];

    CHECK(c && c2 && rep);
    if (!c || !c2 || !rep)
        return;
    i = drs_add_symbol(c, "i", NULL, DRS_INT, DRS_SYM_LOOP, 0);
    drs_add_symbol(c, "n", NULL, DRS_INT, DRS_SYM_INPUT, -1);
    one = drs_const(c, DRS_INT, 1);
    drs_add_loop(c, DRS_LOOP_PARALLEL, i, -1, drs_const(c, DRS_INT, 0),
                 drs_binop(c, DRS_OP_LT, DRS_INT, drs_symref(c, i), drs_symref(c, 1)), 1, 4, 3);
    drs_add_object(c, "arr", NULL, DRS_OBJ_ARRAY, 4, false);
    idx[0] = drs_binop(c, DRS_OP_ADD, DRS_INT, drs_symref(c, i), one);
    off = drs_binop(c, DRS_OP_MUL, DRS_I64, drs_cast(c, DRS_I64, idx[0]), drs_const(c, DRS_I64, 4));
    CHECK(drs_add_access(c, 0, DRS_WRITE, 0, -1, off, 4, 1, idx, NULL, "arr[i + 1]", 7,
                         5) == 0);
    idx[0] = drs_symref(c, i);
    off = drs_binop(c, DRS_OP_MUL, DRS_I64, drs_cast(c, DRS_I64, idx[0]), drs_const(c, DRS_I64, 4));
    CHECK(drs_add_access(c, 0, DRS_READ, 0, -1, off, 4, 1, idx, NULL, "arr[i]", 7, 24) == 1);
    drs_construct_add_assumption(c, "'arr' does not alias other pointers");

    vals[0] = (drs_wvalue){"i", 1, DRS_SYM_LOOP, 13, DRS_INT};
    vals[1] = (drs_wvalue){"i", 2, DRS_SYM_LOOP, 14, DRS_INT};
    vals[2] = (drs_wvalue){"m", 0, DRS_SYM_INPUT, -1, (drs_type){64, false}};
    memset(&race, 0, sizeof race);
    race.first = 0;
    race.second = 1;
    race.role1 = DRS_WRITE;
    race.role2 = DRS_READ;
    race.element = "arr[14]";
    race.iter1 = "i=13";
    race.iter2 = "i=14";
    race.when = "m=18446744073709551615";
    race.message = "data race on 'arr': write of arr[14] in iteration i=13 conflicts with "
                   "read in iteration i=14";
    race.note = "conflicting read of 'arr' here";
    race.n_values = 3;
    race.values = vals;
    race.fix = " private(k)";   /* the plugin's fix-it, as the text shows it */
    race.fix_line = 3;
    race.fix_col = 25;
    memset(&res, 0, sizeof res);
    res.verdict = DRS_VERDICT_RACE;
    res.pairs_checked = 3;
    res.pairs_solved = 2;
    res.seconds = 0.25;
    res.n_races = 1;
    res.races = &race;
    memset(&res2, 0, sizeof res2);
    res2.verdict = DRS_VERDICT_NOT_ANALYZED;
    res2.reason = "call to 'foo' with unknown effects";
    memset(&res3, 0, sizeof res3);
    res3.verdict = DRS_VERDICT_RACE_FREE;
    res3.pairs_checked = 5;
    drs_report_add(rep, c, &res);
    drs_report_add(rep, c2, &res2);
    drs_report_add(rep, c2, &res3);
    drs_construct_free(c);   /* the report keeps copies */
    drs_construct_free(c2);

    json = drs_report_json(rep);
    root = json ? cJSON_Parse(json) : NULL;
    CHECK(root != NULL);
    if (root) {
        CHECK(str_is(root, "tool", "drsat") && cJSON_IsString(get(root, "version")));
        CHECK(num_is(root, "schema_version", 1) && str_is(root, "file", "/tmp/dir with space/t.c"));
        CHECK(num_is(root, "summary/constructs", 3) && num_is(root, "summary/race", 1) &&
              num_is(root, "summary/race_free", 1) && num_is(root, "summary/not_analyzed", 1));
        CHECK(str_is(root, "constructs/0/kind", "parallel for") &&
              str_is(root, "constructs/0/function", "f") && num_is(root, "constructs/0/line", 3) &&
              num_is(root, "constructs/0/col", 1) && str_is(root, "constructs/0/verdict", "race") &&
              cJSON_IsNull(get(root, "constructs/0/reason")));
        CHECK(num_is(root, "constructs/0/pairs_checked", 3) &&
              num_is(root, "constructs/0/pairs_solved", 2) &&
              num_is(root, "constructs/0/solver_seconds", 0.25) &&
              str_is(root, "constructs/0/assumptions/0", "'arr' does not alias other pointers"));
        CHECK(str_is(root, "constructs/0/races/0/variable", "arr") &&
              str_is(root, "constructs/0/races/0/element", "arr[14]") &&
              str_is(root, "constructs/0/races/0/message", race.message) &&
              num_is(root, "constructs/0/races/0/first/line", 7) &&
              num_is(root, "constructs/0/races/0/first/col", 5) &&
              str_is(root, "constructs/0/races/0/first/mode", "write") &&
              str_is(root, "constructs/0/races/0/first/text", "arr[i + 1]") &&
              num_is(root, "constructs/0/races/0/second/col", 24) &&
              str_is(root, "constructs/0/races/0/second/mode", "read"));
        CHECK(str_is(root, "constructs/0/races/0/witness/iteration1", "i=13") &&
              str_is(root, "constructs/0/races/0/witness/iteration2", "i=14") &&
              str_is(root, "constructs/0/races/0/witness/when", "m=18446744073709551615") &&
              str_is(root, "constructs/0/races/0/witness/values/1/name", "i") &&
              num_is(root, "constructs/0/races/0/witness/values/1/copy", 2) &&
              num_is(root, "constructs/0/races/0/witness/values/1/value", 14) &&
              str_is(root, "constructs/0/races/0/witness/values/1/kind", "loop") &&
              num_is(root, "constructs/0/races/0/fix/line", 3) &&
              num_is(root, "constructs/0/races/0/fix/col", 25) &&
              str_is(root, "constructs/0/races/0/fix/insert", " private(k)") &&
              cJSON_IsString(get(root, "constructs/0/races/0/fingerprint")) &&
              strlen(get(root, "constructs/0/races/0/fingerprint")->valuestring) == 16 &&
              cJSON_IsString(get(root, "constructs/1/fingerprint")) &&
              strcmp(get(root, "constructs/0/races/0/fingerprint")->valuestring,
                     get(root, "constructs/1/fingerprint")->valuestring) != 0 &&
              get(root, "constructs/0/fingerprint") == NULL &&
              str_is(root, "constructs/0/races/0/witness/values/2/value", "18446744073709551615") &&
              str_is(root, "constructs/0/races/0/witness/values/2/type", "u64"));
        CHECK(str_is(root, "constructs/1/verdict", "not-analyzed") &&
              str_is(root, "constructs/1/reason", "call to 'foo' with unknown effects") &&
              str_is(root, "constructs/2/verdict", "race-free") &&
              cJSON_GetArraySize(get(root, "constructs/2/races")) == 0);
        CHECK(get(root, "advice") == NULL);   /* only when advice was asked */
        cJSON_Delete(root);
    }
    free(json);

    {   /* advice entries: the directive to add, or why not */
        drs_advice par = {DRS_ADVICE_PARALLEL, NULL, "g", 12, 3, 14,
                          "#pragma omp parallel for private(j)", "ignored",
                          "#pragma omp parallel for private(j)\n  ", 12, 3};
        drs_advice nopar = {DRS_ADVICE_RACE, "inc/h.h", "g", 20, 5, 21, "ignored",
                          "data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1",
                          "ignored", 1, 1};
        drs_advice bad = {(drs_advice_kind)7, NULL, "g", 1, 1, 1, NULL, NULL, NULL, 0, 0};
        drs_report_add_advice(rep, &par);
        drs_report_add_advice(rep, &nopar);
        drs_report_add_advice(rep, &bad);   /* not a kind: ignored */
        json = drs_report_json(rep);
        root = json ? cJSON_Parse(json) : NULL;
        CHECK(root && cJSON_GetArraySize(get(root, "advice")) == 2);
        if (root) {
            CHECK(str_is(root, "advice/0/verdict", "parallel") && str_is(root, "advice/0/function", "g") &&
                  num_is(root, "advice/0/line", 12) && num_is(root, "advice/0/col", 3) &&
                  num_is(root, "advice/0/end_line", 14) && get(root, "advice/0/file") == NULL &&
                  str_is(root, "advice/0/pragma", "#pragma omp parallel for private(j)") &&
                  cJSON_IsNull(get(root, "advice/0/reason")) &&
                  str_is(root, "advice/0/fix/insert", par.fix) && num_is(root, "advice/0/fix/line", 12) &&
                  num_is(root, "advice/0/fix/col", 3));
            CHECK(str_is(root, "advice/1/verdict", "race") && str_is(root, "advice/1/file", "inc/h.h") &&
                  cJSON_IsNull(get(root, "advice/1/pragma")) &&
                  str_is(root, "advice/1/reason", nopar.reason) && get(root, "advice/1/fix") == NULL);
            /* advice does not count among the constructs */
            CHECK(num_is(root, "summary/constructs", 3));
            cJSON_Delete(root);
        }
        free(json);
    }

    sarif = drs_report_sarif(rep);
    root = sarif ? cJSON_Parse(sarif) : NULL;
    CHECK(root != NULL);
    if (root) {
        const char *uri = "file:///tmp/dir%20with%20space/t.c";
        CHECK(str_is(root, "$schema", "https://json.schemastore.org/sarif-2.1.0.json") &&
              str_is(root, "version", "2.1.0") && cJSON_GetArraySize(get(root, "runs")) == 1);
        CHECK(str_is(root, "runs/0/tool/driver/name", "drsat") &&
              cJSON_IsString(get(root, "runs/0/tool/driver/version")) &&
              /* optional: only a build with a real address writes it */
              (!get(root, "runs/0/tool/driver/informationUri") ||
               cJSON_IsString(get(root, "runs/0/tool/driver/informationUri"))));
        CHECK(str_is(root, "runs/0/tool/driver/rules/0/id", "drsat.race") &&
              cJSON_IsString(get(root, "runs/0/tool/driver/rules/0/shortDescription/text")) &&
              str_is(root, "runs/0/tool/driver/rules/1/id", "drsat.not-analyzed") &&
              cJSON_IsString(get(root, "runs/0/tool/driver/rules/1/shortDescription/text")));
        CHECK(str_is(root, "runs/0/artifacts/0/location/uri", uri));
        CHECK(cJSON_GetArraySize(get(root, "runs/0/results")) == 2);
        CHECK(str_is(root, "runs/0/results/0/ruleId", "drsat.race") &&
              num_is(root, "runs/0/results/0/ruleIndex", 0) &&
              str_is(root, "runs/0/results/0/level", "warning") &&
              str_is(root, "runs/0/results/0/message/text", race.message));
        CHECK(str_is(root, "runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri", uri) &&
              num_is(root, "runs/0/results/0/locations/0/physicalLocation/region/startLine", 7) &&
              num_is(root, "runs/0/results/0/locations/0/physicalLocation/region/startColumn", 5));
        CHECK(num_is(root, "runs/0/results/0/relatedLocations/0/id", 1) &&
              num_is(root, "runs/0/results/0/relatedLocations/0/physicalLocation/region/startColumn", 24) &&
              str_is(root, "runs/0/results/0/relatedLocations/0/message/text", race.note));
        CHECK(str_is(root, "runs/0/results/0/properties/witness/iteration1", "i=13") &&
              str_is(root, "runs/0/results/0/properties/variable", "arr"));
        {   /* the fix-it: an insertion, an empty region at the directive's end */
            const char *ch = "runs/0/results/0/fixes/0/artifactChanges/0/";
            char key[160];
            CHECK(str_is(root, "runs/0/results/0/fixes/0/description/text",
                         "add 'private(k)' to the directive"));
            snprintf(key, sizeof key, "%sartifactLocation/uri", ch);
            CHECK(str_is(root, key, uri));
            snprintf(key, sizeof key, "%sreplacements/0/deletedRegion/startLine", ch);
            CHECK(num_is(root, key, 3));
            snprintf(key, sizeof key, "%sreplacements/0/deletedRegion/startColumn", ch);
            CHECK(num_is(root, key, 25));
            snprintf(key, sizeof key, "%sreplacements/0/deletedRegion/endColumn", ch);
            CHECK(num_is(root, key, 25));
            snprintf(key, sizeof key, "%sreplacements/0/insertedContent/text", ch);
            CHECK(str_is(root, key, " private(k)"));
            CHECK(get(root, "runs/0/results/1/fixes") == NULL);
        }
        CHECK(str_is(root, "runs/0/results/1/ruleId", "drsat.not-analyzed") &&
              str_is(root, "runs/0/results/1/level", "note") &&
              str_is(root, "runs/0/results/1/message/text",
                     "not analyzed: call to 'foo' with unknown effects") &&
              num_is(root, "runs/0/results/1/locations/0/physicalLocation/region/startLine", 9));
        cJSON_Delete(root);
    }
    free(sarif);

    CHECK(drs_report_write_json(rep, "test_model_json.report.json", err, sizeof err));
    CHECK(drs_report_write_sarif(rep, "test_model_json.report.sarif", err, sizeof err));
    remove("test_model_json.report.json");
    remove("test_model_json.report.sarif");
    CHECK(!drs_report_write_json(rep, "/nonexistent-dir/x.json", err, sizeof err) &&
          strstr(err, "/nonexistent-dir/x.json") != NULL);
    drs_report_free(rep);

    {   /* relative path: stays a relative reference */
        drs_report *r2 = drs_report_new("src/a b.c");
        char *s = r2 ? drs_report_sarif(r2) : NULL;
        root = s ? cJSON_Parse(s) : NULL;
        CHECK(root && str_is(root, "runs/0/artifacts/0/location/uri", "src/a%20b.c") &&
              cJSON_GetArraySize(get(root, "runs/0/results")) == 0);
        cJSON_Delete(root);
        free(s);
        drs_report_free(r2);
    }
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : ".";
    test_builder();
    test_all_models(dir);
    test_specific_models(dir);
    test_workers();
    test_bad_models(dir);
    test_edited_models(dir);
    test_reports();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
