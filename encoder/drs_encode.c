/* drs_encode.c -- model expressions, loops and accesses as Z3 bit-vector terms.
 *
 * The race formula, worked on one loop.
 *
 *     #pragma omp parallel for
 *     for (int i = 0; i < n; i++)      // n: an input, env says n <= 100
 *         a[i] = a[i + 1];             // a: int[101]
 *
 * The model has symbols i (loop, i32) and n (input, i32), the PARALLEL loop
 * (init 0, cond i < n, step 1), and accesses W = a[i] (offset (i64)i * 4) and
 * R = a[i + 1] (offset (i64)(i + 1) * 4), both 4 bytes.  For the pair (W, R),
 * W takes copy 1 and R copy 2; i has the constants i!1 and i!2, n is shared:
 *
 *   base    env:       n <= 100
 *           domains:   i!1 < n  and  i!1 - 0 >= 0        (66-bit, no wrap)
 *                      i!2 < n  and  i!2 - 0 >= 0
 *           parallel:  i!1 != i!2
 *   access  W in copy 1: (nothing to evaluate beyond the loop)
 *           R in copy 2: i!2 + 1 does not overflow        (signed, so UB)
 *   overlap [4*i!1, 4*i!1 + 4) meets [4*(i!2+1), 4*(i!2+1) + 4):
 *           4*i!1 < 4*(i!2+1) + 4  and  4*(i!2+1) < 4*i!1 + 4
 *
 * All of it is bit-vector arithmetic of the C widths, so it is C's arithmetic
 * exactly: the products and sums above are i64 (the offsets' type), the
 * overlap test is done in 66 bits so it cannot wrap.  The conjunction is
 * satisfiable, e.g. i!1 = 1, i!2 = 0, n = 2: iteration 1 writes a[1] while
 * iteration 0 reads it -- a race.  For `a[i] = a[i] + 1` the overlap forces
 * i!1 = i!2, which contradicts "parallel", so the query is unsatisfiable.
 *
 * Undefined behaviour is excluded, not modelled: each evaluated expression
 * contributes its "defined" condition (no signed overflow, no division by
 * zero or INT_MIN / -1, shift counts in range, signed << without overflow),
 * following short-circuit evaluation.  A loop's domain only requires the
 * variable to be reachable from init by whole steps and cond to hold there;
 * the plugin guarantees cond is monotone in the variable.
 */
#include "drs_enc_int.h"

/* Some task on w's chain is undeferred (such a task has no accesses). */
static bool in_undeferred(const drs_construct *c, int w)
{
    for (; w >= 0; w = c->workers[w].parent)
        if (c->workers[w].kind == DRS_WORKER_TASK && c->workers[w].undeferred)
            return true;
    return false;
}


const char *drs_enc_error(const drs_enc *e) { return e->error; }

bool drs_sym_per_copy(drs_sym_kind k)
{
    return k == DRS_SYM_LOOP || k == DRS_SYM_LOCAL;
}

/* ---- checking ----------------------------------------------------------- */

/* Checks the invariants of drs_model.h the encoder relies on. */
void drs_enc_check_(drs_enc *e)
{
    const drs_construct *c = e->c;
    for (int k = 0; k < c->n_exprs && !e->error; k++) {
        const drs_expr *x = &c->exprs[k];
        if ((int)x->op < 0 || x->op >= DRS_OP_COUNT_) {
            fail(e, "malformed model: expression %d has no valid operator", k);
            break;
        }
        if (x->type.bits < 1 || x->type.bits > 64) {
            fail(e, "malformed model: expression %d has width %u", k, x->type.bits);
            break;
        }
        int n = arity(x->op);
        const int ops[3] = {x->a, x->b, x->c};
        for (int j = 0; j < n; j++)
            if (!good_expr(c, ops[j], k))
                fail(e, "malformed model: expression %d has a bad operand", k);
        if (e->error)
            break;
        unsigned w = x->type.bits;
        unsigned wa = n > 0 ? c->exprs[x->a].type.bits : 0;
        unsigned wb = n > 1 ? c->exprs[x->b].type.bits : 0;
        bool ok = true;
        switch (x->op) {
        case DRS_OP_SYM:
            ok = x->sym >= 0 && x->sym < c->n_symbols &&
                 c->symbols[x->sym].type.bits == w;
            break;
        case DRS_OP_NEG:
        case DRS_OP_BITNOT:
        case DRS_OP_SHL:
        case DRS_OP_SHR:
            ok = wa == w;
            break;
        case DRS_OP_ADD: case DRS_OP_SUB: case DRS_OP_MUL: case DRS_OP_DIV:
        case DRS_OP_REM: case DRS_OP_AND: case DRS_OP_OR: case DRS_OP_XOR:
            ok = wa == w && wb == w;
            break;
        case DRS_OP_ITE:
            ok = wb == w && c->exprs[x->c].type.bits == w;
            break;
        default:
            if (is_cmp(x->op))
                ok = wa == wb;
            break;
        }
        if (!ok)
            fail(e, "malformed model: operand types of expression %d (%s) do not match",
                 k, drs_op_name(x->op));
    }
    for (int s = 0; s < c->n_symbols && !e->error; s++)
        if (c->symbols[s].type.bits < 1 || c->symbols[s].type.bits > 64)
            fail(e, "malformed model: symbol '%s' has width %u",
                 c->symbols[s].name, c->symbols[s].type.bits);
    int n_par = 0;
    for (int l = 0; l < c->n_loops && !e->error; l++) {
        const drs_loop *L = &c->loops[l];
        if (L->var < 0 || L->var >= c->n_symbols || L->parent >= l ||
            L->parent < -1 || !good_expr(c, L->init, c->n_exprs) ||
            !good_expr(c, L->cond, c->n_exprs) || L->step == 0) {
            fail(e, "malformed model: loop %d", l);
            break;
        }
        const drs_symbol *v = &c->symbols[L->var];
        bool want_shared = L->kind == DRS_LOOP_OUTER;
        if (drs_sym_per_copy(v->kind) == want_shared)
            fail(e, "malformed model: loop %d's variable '%s' has the wrong kind", l,
                 v->name);
        else if (c->exprs[L->init].type.bits != v->type.bits)
            fail(e, "malformed model: loop %d's init does not have the type of '%s'", l,
                 v->name);
        if (L->kind == DRS_LOOP_PARALLEL)
            n_par++;
        if (L->kind == DRS_LOOP_OUTER &&
            (!e->shared[L->init] || !e->shared[L->cond]))
            fail(e, "malformed model: outer loop %d depends on per-iteration values", l);
    }
    /* Which worker runs what (drs_model.h, drs_worker): well-formed or nothing. */
    bool iter_worker = c->n_workers == 0;
    for (int w = 0; w < c->n_workers && !e->error; w++) {
        const drs_worker *W = &c->workers[w];
        bool ok = W->parent >= -1 && W->parent < w &&
                  (W->id == -1 || good_expr(c, W->id, c->n_exprs)) &&
                  (W->count == -1 || (good_expr(c, W->count, c->n_exprs) && e->shared[W->count]));
        if (W->kind == DRS_WORKER_THREAD || W->kind == DRS_WORKER_SECTION)
            ok = ok && W->id >= 0 && c->exprs[W->id].op == DRS_OP_SYM &&
                 c->symbols[c->exprs[W->id].sym].kind == DRS_SYM_LOCAL;
        else if (W->kind == DRS_WORKER_MASTER)
            ok = ok && W->id >= 0 && e->shared[W->id];
        else if (W->kind == DRS_WORKER_LOOP)
            ok = ok && W->count == -1 && (W->id == -1) == (W->sched < 0) &&
                 (W->trip == -1 || (W->sched >= 0 && good_expr(c, W->trip, c->n_exprs) &&
                                    c->exprs[W->trip].type.bits == 64)) &&
                 (W->encounter == -1 ||
                  (W->encounter >= 0 && W->encounter < c->n_loops &&
                   c->loops[W->encounter].kind == DRS_LOOP_INNER));
        else if (W->kind == DRS_WORKER_TASK) {
            ok = ok && W->id >= 0 && W->count == -1 && W->parent >= 0 &&
                 (drs_worker_task(c, W->parent) < 0 ||
                  drs_worker_task(c, W->parent) == W->parent) &&
                 !drs_worker_in_iteration(c, w) &&
                 (W->endmark == -1 || good_expr(c, W->endmark, c->n_exprs)) &&
                 (W->wait == -1 || good_expr(c, W->wait, c->n_exprs)) &&
                 (W->path == -1 || good_expr(c, W->path, c->n_exprs));
            for (int k = 0; ok && k < W->n_after; k++)
                ok = W->after[k] >= 0 && W->after[k] < w &&
                     c->workers[W->after[k]].kind == DRS_WORKER_TASK &&
                     c->workers[W->after[k]].parent == W->parent;
            for (int k = 0; ok && k < W->n_deps; k++)
                ok = W->deps[k].object >= 0 && W->deps[k].object < c->n_objects &&
                     good_expr(c, W->deps[k].offset, c->n_exprs) &&
                     c->exprs[W->deps[k].offset].type.bits == 64 && W->deps[k].size > 0;
        } else
            ok = ok && W->id == -1 && W->count == -1 &&
                 (W->kind == DRS_WORKER_ITERATION || W->kind == DRS_WORKER_SINGLE);
        if (W->parent >= 0 && c->workers[W->parent].kind == DRS_WORKER_LOOP)
            ok = false;
        if (W->kind != DRS_WORKER_LOOP && W->kind != DRS_WORKER_SINGLE && W->encounter != -1)
            ok = false;
        if (W->kind == DRS_WORKER_SINGLE && W->encounter != -1)
            ok = ok && W->encounter >= 0 && W->encounter < c->n_loops &&
                 c->loops[W->encounter].kind == DRS_LOOP_INNER;
        if (W->kind == DRS_WORKER_ITERATION)
            iter_worker = true;
        /* a schedule class: trips on all its loops or on none */
        for (int v = 0; ok && v < w; v++)
            if (W->sched >= 0 && c->workers[v].kind == DRS_WORKER_LOOP &&
                c->workers[v].sched == W->sched)
                ok = (c->workers[v].trip < 0) == (W->trip < 0);
        if (!ok)
            fail(e, "malformed model: worker %d", w);
    }
    if (!e->error && (n_par == 0) == iter_worker)
        fail(e, "malformed model: the construct has %s parallel loop",
             n_par ? "an unused" : "no");
    if (!e->error && c->env >= 0 && !good_expr(c, c->env, c->n_exprs))
        fail(e, "malformed model: bad env");
    if (!e->error && c->team_cond >= 0 && !good_expr(c, c->team_cond, c->n_exprs))
        fail(e, "malformed model: bad team_cond");
    for (int a = 0; a < c->n_accesses && !e->error; a++) {
        const drs_access *x = &c->accesses[a];
        bool ok = x->object >= 0 && x->object < c->n_objects &&
                  (c->n_workers ? x->worker >= 0 && x->worker < c->n_workers : x->worker == -1) &&
                  x->loop >= -1 && x->loop < c->n_loops &&
                  (x->loop < 0 || c->loops[x->loop].kind != DRS_LOOP_OUTER) &&
                  drs_access_fits_worker(c, x->loop, x->worker) &&
                  (x->phase == -1 || good_expr(c, x->phase, c->n_exprs)) &&
                  (x->tpos == -1 || good_expr(c, x->tpos, c->n_exprs)) &&
                  (x->twait == -1 || good_expr(c, x->twait, c->n_exprs)) &&
                  !in_undeferred(c, x->worker) &&
                  (x->path == -1 || good_expr(c, x->path, c->n_exprs)) &&
                  good_expr(c, x->offset, c->n_exprs) &&
                  c->exprs[x->offset].type.bits == 64 && x->size > 0 &&
                  x->size <= ((int64_t)1 << 40) && x->n_index >= 0 &&
                  (x->mode & (DRS_READ | DRS_WRITE)) != 0;
        for (int j = 0; ok && j < x->n_index; j++)
            ok = good_expr(c, x->index[j], c->n_exprs);
        for (int j = 0; ok && x->lock_held && j < x->n_locks; j++)
            ok = x->lock_held[j] == -1 || good_expr(c, x->lock_held[j], c->n_exprs);
        for (int j = 1; ok && x->dims && j < x->n_index; j++)
            ok = x->dims[j] == -1 || (good_expr(c, x->dims[j], c->n_exprs) &&
                                      c->exprs[x->dims[j]].type.bits == 64 &&
                                      c->exprs[x->dims[j]].type.is_signed);
        if (!ok)
            fail(e, "malformed model: access %d ('%s')", a, x->text ? x->text : "?");
    }
}

/* ---- construction -------------------------------------------------------- */

static drs_enc *enc_make(Z3_context z, const drs_construct *c, bool lia)
{
    drs_enc *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    e->c = c;
    e->lia = lia;
    size_t ne = c->n_exprs > 0 ? (size_t)c->n_exprs : 1;
    size_t ns = c->n_symbols > 0 ? (size_t)c->n_symbols : 1;
    size_t nl = c->n_loops > 0 ? (size_t)c->n_loops : 1;
    e->shared = calloc(ne, sizeof *e->shared);
    bool ok = e->shared != NULL;
    for (int k = 0; k < 3 && ok; k++) {
        e->val[k] = calloc(ne, sizeof(Z3_ast));
        e->def[k] = calloc(ne, sizeof(Z3_ast));
        e->tru[k] = calloc(ne, sizeof(Z3_ast));
        e->sym[k] = calloc(ns, sizeof(Z3_ast));
        e->dom[k] = calloc(nl, sizeof(Z3_ast));
        e->diff[k] = calloc(nl, sizeof(Z3_ast));
        ok = e->val[k] && e->def[k] && e->tru[k] && e->sym[k] && e->dom[k] &&
             e->diff[k];
    }
    if (ok) {
        e->iv = calloc(ne, sizeof *e->iv);
        e->iv_state = calloc(ne, 1);
        e->fits = calloc(ne, sizeof *e->fits);
        e->loop_iv = calloc(nl, sizeof *e->loop_iv);
        e->loop_iv_done = calloc(nl, sizeof *e->loop_iv_done);
        e->input_iv = calloc(ns, sizeof *e->input_iv);
        e->input_iv_done = calloc(ns, sizeof *e->input_iv_done);
        e->shape = calloc(c->n_accesses > 0 ? (size_t)c->n_accesses : 1, sizeof *e->shape);
        ok = e->iv && e->iv_state && e->fits && e->loop_iv && e->loop_iv_done &&
             e->input_iv && e->input_iv_done && e->shape;
    }
    if (!ok) {
        drs_enc_free(e);
        return NULL;
    }
    if (z)
        drs_enc_set_context(e, z);
    /* Shared nodes: operands come first, so one forward pass suffices. */
    for (int k = 0; k < c->n_exprs; k++) {
        const drs_expr *x = &c->exprs[k];
        bool sh = true;
        if (x->op == DRS_OP_SYM)
            sh = x->sym >= 0 && x->sym < c->n_symbols &&
                 !drs_sym_per_copy(c->symbols[x->sym].kind);
        const int ops[3] = {x->a, x->b, x->c};
        for (int j = 0; j < 3; j++)
            if (ops[j] >= 0 && ops[j] < k && !e->shared[ops[j]])
                sh = false;
        e->shared[k] = sh;
    }
    drs_enc_check_(e);
    if (!e->error) {
        drs_enc_ranges_(e);
        drs_enc_shapes_(e);
    }
    if (!e->error && lia)
        drs_lia_prepare_(e);
    return e;
}

void drs_enc_set_context(drs_enc *e, Z3_context z)
{
    if (e->z)
        return;
    e->z = z;
    e->t = zc(e, Z3_mk_true(z));
    e->int_sort = Z3_mk_int_sort(z);
    if (Z3_get_error_code(z) != Z3_OK || !e->int_sort)
        fail(e, "internal solver error: cannot make the integer sort");
}

drs_enc *drs_enc_new(Z3_context z, const drs_construct *c)
{
    return enc_make(z, c, false);
}

drs_enc *drs_enc_new_int(Z3_context z, const drs_construct *c)
{
    return enc_make(z, c, true);
}

bool drs_enc_is_int(const drs_enc *e) { return e->lia; }

void drs_enc_free(drs_enc *e)
{
    if (!e)
        return;
    for (int k = 0; k < 3; k++) {
        free(e->val[k]);
        free(e->def[k]);
        free(e->tru[k]);
        free(e->sym[k]);
        free(e->dom[k]);
        free(e->diff[k]);
    }
    free(e->shared);
    free(e->iv);
    free(e->iv_state);
    free(e->fits);
    free(e->loop_iv);
    free(e->loop_iv_done);
    free(e->input_iv);
    free(e->input_iv_done);
    free(e->shape);
    free(e->elig);
    free(e->symfree);
    free(e->acc_elig);
    free(e->deg);
    free(e->acc_deg);
    free(e->ranges);
    if (e->error && strcmp(e->error, "out of memory") != 0)
        free(e->error);
    free(e);
}

/* ---- expressions --------------------------------------------------------- */

int drs_enc_slot_(drs_enc *e, int k, int copy)
{
    if (e->error)
        return -1;
    if (k < 0 || k >= e->c->n_exprs || copy < 0 || copy > 2) {
        fail(e, "internal solver error: bad expression %d / copy %d", k, copy);
        return -1;
    }
    if (e->shared[k])
        return 0;
    if (copy == 0) {
        fail(e, "internal solver error: per-iteration expression %d used as shared", k);
        return -1;
    }
    return copy;
}

Z3_ast drs_enc_symbol(drs_enc *e, int s, int copy)
{
    if (e->error)
        return NULL;
    if (s < 0 || s >= e->c->n_symbols || copy < 0 || copy > 2) {
        fail(e, "internal solver error: bad symbol %d", s);
        return NULL;
    }
    if (e->lia)
        return drs_lia_symbol_(e, s, copy);
    const drs_symbol *y = &e->c->symbols[s];
    int sl = drs_sym_per_copy(y->kind) ? copy : 0;
    if (sl == 0 && drs_sym_per_copy(y->kind)) {
        fail(e, "internal solver error: per-iteration symbol '%s' used as shared", y->name);
        return NULL;
    }
    if (!e->sym[sl][s]) {
        char name[300];
        if (sl)
            snprintf(name, sizeof name, "%s!%d", y->name, sl);
        else
            snprintf(name, sizeof name, "%s", y->name);
        Z3_sort srt = bv_sort(e, y->type.bits);
        if (!srt)
            return NULL;
        e->sym[sl][s] = zc(e, Z3_mk_const(e->z, Z3_mk_string_symbol(e->z, name), srt));
    }
    return e->sym[sl][s];
}

Z3_ast drs_enc_symbol_made(const drs_enc *e, int s, int copy)
{
    if (e->error || s < 0 || s >= e->c->n_symbols || copy < 0 || copy > 2)
        return NULL;
    return e->sym[drs_sym_per_copy(e->c->symbols[s].kind) ? copy : 0][s];
}

static Z3_ast compare(drs_enc *e, drs_op op, bool is_signed, Z3_ast a, Z3_ast b)
{
    switch (op) {
    case DRS_OP_LT: return bin(e, is_signed ? Z3_mk_bvslt : Z3_mk_bvult, a, b);
    case DRS_OP_LE: return bin(e, is_signed ? Z3_mk_bvsle : Z3_mk_bvule, a, b);
    case DRS_OP_GT: return bin(e, is_signed ? Z3_mk_bvsgt : Z3_mk_bvugt, a, b);
    case DRS_OP_GE: return bin(e, is_signed ? Z3_mk_bvsge : Z3_mk_bvuge, a, b);
    case DRS_OP_EQ: return mk_eq(e, a, b);
    default: return mk_not(e, mk_eq(e, a, b));
    }
}

/* The shift count b (of node x) converted to the width of the shifted value. */
static Z3_ast shift_count(drs_enc *e, const drs_expr *x, int copy)
{
    const drs_expr *b = &e->c->exprs[x->b];
    return ext(e, drs_enc_value(e, x->b, copy), b->type.bits,
               type_signed(b->type), x->type.bits);
}

Z3_ast drs_enc_value(drs_enc *e, int k, int copy)
{
    if (e->lia)
        return drs_lia_value_(e, k, copy);
    int sl = drs_enc_slot_(e, k, copy);
    if (sl < 0)
        return NULL;
    if (e->val[sl][k])
        return e->val[sl][k];
    const drs_expr *x = &e->c->exprs[k];
    const drs_expr *xa = x->a >= 0 ? &e->c->exprs[x->a] : NULL;
    unsigned w = x->type.bits;
    bool sg = type_signed(x->type);
    Z3_ast a = NULL, b = NULL, r = NULL;
    int n = arity(x->op);
    if (n >= 1)
        a = drs_enc_value(e, x->a, copy);
    if (n >= 2 && x->op != DRS_OP_LAND && x->op != DRS_OP_LOR && x->op != DRS_OP_ITE &&
        x->op != DRS_OP_SHL && x->op != DRS_OP_SHR)
        b = drs_enc_value(e, x->b, copy);
    if (e->error)
        return NULL;
    switch (x->op) {
    case DRS_OP_CONST: r = num(e, w, (uint64_t)x->value); break;
    case DRS_OP_SYM: r = drs_enc_symbol(e, x->sym, copy); break;
    case DRS_OP_CAST:
        if (w == 1)
            r = b2bv(e, drs_enc_truth(e, x->a, copy), 1);
        else
            r = ext(e, a, xa->type.bits, type_signed(xa->type), w);
        break;
    case DRS_OP_NEG: r = bneg(e, a); break;
    case DRS_OP_BITNOT: r = zc(e, Z3_mk_bvnot(e->z, a)); break;
    case DRS_OP_LNOT: r = b2bv(e, mk_not(e, drs_enc_truth(e, x->a, copy)), w); break;
    case DRS_OP_ADD: r = bin(e, Z3_mk_bvadd, a, b); break;
    case DRS_OP_SUB: r = bin(e, Z3_mk_bvsub, a, b); break;
    case DRS_OP_MUL:
        r = drs_enc_narrow_mul_(e, k, a, b);
        if (!r && !e->error)
            r = bin(e, Z3_mk_bvmul, a, b);
        break;
    case DRS_OP_DIV:
    case DRS_OP_REM:
        r = drs_enc_narrow_divrem_(e, k, a, b);
        if (!r && !e->error) {
            if (x->op == DRS_OP_DIV)
                r = bin(e, sg ? Z3_mk_bvsdiv : Z3_mk_bvudiv, a, b);
            else
                r = bin(e, sg ? Z3_mk_bvsrem : Z3_mk_bvurem, a, b);
        }
        break;
    case DRS_OP_SHL: r = bin(e, Z3_mk_bvshl, a, shift_count(e, x, copy)); break;
    case DRS_OP_SHR:
        r = bin(e, sg ? Z3_mk_bvashr : Z3_mk_bvlshr, a, shift_count(e, x, copy));
        break;
    case DRS_OP_AND: r = bin(e, Z3_mk_bvand, a, b); break;
    case DRS_OP_OR: r = bin(e, Z3_mk_bvor, a, b); break;
    case DRS_OP_XOR: r = bin(e, Z3_mk_bvxor, a, b); break;
    case DRS_OP_LT: case DRS_OP_LE: case DRS_OP_GT: case DRS_OP_GE:
    case DRS_OP_EQ: case DRS_OP_NE:
    case DRS_OP_LAND: case DRS_OP_LOR:
        r = b2bv(e, drs_enc_truth(e, k, copy), w);
        break;
    case DRS_OP_ITE:
    {   /* terms made in this order, whatever the compiler */
        Z3_ast ca = drs_enc_truth(e, x->a, copy);
        Z3_ast vb = drs_enc_value(e, x->b, copy);
        r = mk_ite(e, ca, vb, drs_enc_value(e, x->c, copy));
    }
        break;
    default:
        fail(e, "internal solver error: operator %d", (int)x->op);
        break;
    }
    if (r && !e->error)
        e->val[sl][k] = r;
    return e->error ? NULL : r;
}

/* Both modes: only the comparison and the zero differ. */
Z3_ast drs_enc_truth(drs_enc *e, int k, int copy)
{
    int sl = drs_enc_slot_(e, k, copy);
    if (sl < 0)
        return NULL;
    if (e->tru[sl][k])
        return e->tru[sl][k];
    const drs_expr *x = &e->c->exprs[k];
    Z3_ast r;
    if (is_cmp(x->op)) {
        const drs_expr *xa = &e->c->exprs[x->a];
        Z3_ast a = drs_enc_value(e, x->a, copy), b = drs_enc_value(e, x->b, copy);
        r = e->lia ? drs_lia_compare_(e, x->op, a, b)
                   : compare(e, x->op, type_signed(xa->type), a, b);
        if (r && !e->error)
            r = drs_split_bounds_(e->z, r);
    } else if (x->op == DRS_OP_LNOT) {
        r = mk_not(e, drs_enc_truth(e, x->a, copy));
    } else if (x->op == DRS_OP_LAND) {
        Z3_ast ta = drs_enc_truth(e, x->a, copy);   /* a first, as C */
        r = mk_and(e, ta, drs_enc_truth(e, x->b, copy));
    } else if (x->op == DRS_OP_LOR) {
        Z3_ast ta = drs_enc_truth(e, x->a, copy);
        r = mk_or(e, ta, drs_enc_truth(e, x->b, copy));
    } else if (x->op == DRS_OP_CAST &&
               (x->type.bits == 1 || x->type.bits >= e->c->exprs[x->a].type.bits)) {
        r = drs_enc_truth(e, x->a, copy);   /* widening keeps "nonzero" */
    } else {
        Z3_ast zero = e->lia ? int_num(e, 0) : num(e, x->type.bits, 0);
        r = mk_not(e, mk_eq(e, drs_enc_value(e, k, copy), zero));
    }
    if (r && !e->error)
        e->tru[sl][k] = r;
    return e->error ? NULL : r;
}

/* "b is a valid shift count for a value of `w` bits": 0 <= b < w, compared
 * in a width where neither side wraps. */
static Z3_ast count_ok(drs_enc *e, const drs_expr *x, int copy)
{
    const drs_expr *xb = &e->c->exprs[x->b];
    unsigned wb = xb->type.bits, w = x->type.bits;
    unsigned ww = (wb > w ? wb : w) + 2;
    Z3_ast bw = ext(e, drs_enc_value(e, x->b, copy), wb, type_signed(xb->type), ww);
    Z3_ast lo = bin(e, Z3_mk_bvsge, bw, num(e, ww, 0));
    Z3_ast hi = bin(e, Z3_mk_bvslt, bw, num(e, ww, w));
    return mk_and(e, lo, hi);
}

/* "a * b does not exceed the signed maximum".  Z3 4.8.12's bvsmul_noovfl
 * is wrong when an operand is negative: it calls 2 * -1 and -2 * -3 (in 4
 * bits) overflows, which dropped racing executions as undefined (README,
 * Semantics).  Its answer is used only for two non-negative operands, or
 * for the negations of two negative ones (a product with the minimum and a
 * negative factor always overflows); a product of mixed signs never exceeds
 * the maximum.  Proved equal to the double-width definition for 8 and 16
 * bits (an equivalence query to Z3); the regression test is
 * testcases/diag/race_negative_product.c. */
static Z3_ast smul_no_overflow(drs_enc *e, Z3_ast a, Z3_ast b, unsigned w)
{
    Z3_context z = e->z;
    Z3_ast zero = num(e, w, 0), min = num(e, w, (uint64_t)1 << (w - 1));
    Z3_ast an = bin(e, Z3_mk_bvslt, a, zero), bn = bin(e, Z3_mk_bvslt, b, zero);
    Z3_ast pos = zc(e, Z3_mk_bvmul_no_overflow(z, a, b, true));
    Z3_ast negs = zc(e, Z3_mk_bvmul_no_overflow(z, bneg(e, a), bneg(e, b), true));
    Z3_ast no_min = mk_and(e, mk_not(e, mk_eq(e, a, min)), mk_not(e, mk_eq(e, b, min)));
    /* both >= 0 -> pos; both < 0 -> no_min && negs; else true */
    return mk_and(e, mk_or(e, mk_or(e, an, bn), pos),
                  mk_or(e, mk_or(e, mk_not(e, an), mk_not(e, bn)), mk_and(e, no_min, negs)));
}


/* The node's own condition for being defined (its operands' aside). */
static Z3_ast own_defined(drs_enc *e, int k, int copy)
{
    const drs_expr *x = &e->c->exprs[k];
    bool sg = type_signed(x->type);
    unsigned w = x->type.bits;
    Z3_context z = e->z;
    if (e->fits[k] && (x->op == DRS_OP_NEG || x->op == DRS_OP_ADD || x->op == DRS_OP_SUB ||
                       x->op == DRS_OP_MUL || x->op == DRS_OP_DIV || x->op == DRS_OP_REM))
        return e->t;   /* the ranges show it cannot go wrong */
    switch (x->op) {
    case DRS_OP_NEG:
        if (!sg)
            return e->t;
        return zc(e, Z3_mk_bvneg_no_overflow(z, drs_enc_value(e, x->a, copy)));
    case DRS_OP_ADD:
    case DRS_OP_SUB:
    case DRS_OP_MUL: {
        if (!sg)
            return e->t;
        Z3_ast a = drs_enc_value(e, x->a, copy), b = drs_enc_value(e, x->b, copy);
        if (!a || !b)
            return NULL;
        Z3_ast o, u;
        if (x->op == DRS_OP_ADD) {
            o = zc(e, Z3_mk_bvadd_no_overflow(z, a, b, true));
            u = zc(e, Z3_mk_bvadd_no_underflow(z, a, b));
        } else if (x->op == DRS_OP_SUB) {
            o = zc(e, Z3_mk_bvsub_no_overflow(z, a, b));
            u = zc(e, Z3_mk_bvsub_no_underflow(z, a, b, true));
        } else {
            o = smul_no_overflow(e, a, b, w);
            u = zc(e, Z3_mk_bvmul_no_underflow(z, a, b));
        }
        return mk_and(e, o, u);
    }
    case DRS_OP_DIV:
    case DRS_OP_REM: {
        Z3_ast a = drs_enc_value(e, x->a, copy), b = drs_enc_value(e, x->b, copy);
        Z3_ast nz = mk_not(e, mk_eq(e, b, num(e, w, 0)));
        if (!sg)
            return nz;
        Z3_ast min = num(e, w, (uint64_t)1 << (w - 1));
        Z3_ast m1 = num(e, w, UINT64_MAX);
        Z3_ast bad = mk_and(e, mk_eq(e, a, min), mk_eq(e, b, m1));
        return mk_and(e, nz, mk_not(e, bad));
    }
    case DRS_OP_SHL:
    case DRS_OP_SHR: {
        Z3_ast ok = count_ok(e, x, copy);
        if (x->op == DRS_OP_SHR || !sg)
            return ok;
        /* Signed <<: a >= 0 and a * 2^b representable. */
        Z3_ast a = drs_enc_value(e, x->a, copy);
        Z3_ast r = drs_enc_value(e, k, copy);
        Z3_ast cnt = shift_count(e, x, copy);
        Z3_ast zero = num(e, w, 0);
        Z3_ast c1 = bin(e, Z3_mk_bvsge, a, zero);
        Z3_ast c2 = bin(e, Z3_mk_bvsge, r, zero);
        Z3_ast c3 = mk_eq(e, bin(e, Z3_mk_bvashr, r, cnt), a);
        return mk_and(e, ok, mk_and(e, c1, mk_and(e, c2, c3)));
    }
    default:
        return e->t;
    }
}

Z3_ast drs_enc_defined(drs_enc *e, int k, int copy)
{
    int sl = drs_enc_slot_(e, k, copy);
    if (sl < 0)
        return NULL;
    if (e->def[sl][k])
        return e->def[sl][k];
    const drs_expr *x = &e->c->exprs[k];
    Z3_ast r;
    switch (x->op) {
    case DRS_OP_CONST:
    case DRS_OP_SYM:
        r = e->t;
        break;
    case DRS_OP_LAND:
        r = mk_and(e, drs_enc_defined(e, x->a, copy),
                   mk_implies(e, drs_enc_truth(e, x->a, copy),
                              drs_enc_defined(e, x->b, copy)));
        break;
    case DRS_OP_LOR:
        r = mk_and(e, drs_enc_defined(e, x->a, copy),
                   mk_implies(e, mk_not(e, drs_enc_truth(e, x->a, copy)),
                              drs_enc_defined(e, x->b, copy)));
        break;
    case DRS_OP_ITE: {
        Z3_ast db = drs_enc_defined(e, x->b, copy), dc = drs_enc_defined(e, x->c, copy);
        Z3_ast branch = (db == e->t && dc == e->t)
                            ? e->t
                            : mk_ite(e, drs_enc_truth(e, x->a, copy), db, dc);
        r = mk_and(e, drs_enc_defined(e, x->a, copy), branch);
        break;
    }
    default: {
        r = e->t;
        int n = arity(x->op);
        if (n >= 1)
            r = mk_and(e, r, drs_enc_defined(e, x->a, copy));
        if (n >= 2)
            r = mk_and(e, r, drs_enc_defined(e, x->b, copy));
        /* the operator's own no-UB condition is the one part that depends
         * on the encoding */
        r = mk_and(e, r, e->lia ? drs_lia_own_defined_(e, k, copy) : own_defined(e, k, copy));
        break;
    }
    }
    if (r && !e->error)
        e->def[sl][k] = r;
    return e->error ? NULL : r;
}

