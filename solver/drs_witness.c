/* drs_witness.c -- a satisfiable pair's Z3 model as the race the user reads.
 *
 * From the model of a race query this file reads every symbol's value, the
 * element touched (from copy 1's subscripts), both iterations ("i=2, j=3":
 * the construct's loop variables, then the access's inner loops) and the
 * "when" part: the shared inputs and outer loop variables the race depends
 * on.  A shared symbol is listed when it occurs in the pair's own
 * expressions (offsets, subscripts, paths, the bounds of the loops around
 * the accesses, the `if`/`num_threads` clauses that let the two run at
 * once: drs_construct.team_cond) and, with every other symbol fixed to its
 * witness value, one of those expressions still varies with it:
 * `k = n > 0 ? 1 : 3 - 2`
 * mentions n, but nothing there depends on n, so no "when n=...".  Symbols
 * that only occur in env are never listed.  The values of all symbols stay
 * in drs_race.values.
 *
 * Untracked symbols (drs_model.h: memory contents drsat does not follow,
 * values of code it does not model) may take any value in the query, so a
 * witness value of theirs may be one the program never computes.  A race is
 * proved only when the pair's expressions stay constant with every tracked
 * symbol at its witness value and every untracked one left free; otherwise
 * it is a *possible* race: the message says "possible data race", states
 * the memory contents it needs ("if idx[2] = 0, idx[4] = 0") and why they
 * are not known, and leaves the element out when it was computed from an
 * untracked value (whose witness value would be invented).
 */
#define _POSIX_C_SOURCE 200809L

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drs_solver_int.h"

/* Shared symbols whose influence is tested one by one; beyond this many
 * (times the pair's expressions) every mentioned symbol is listed. */
#define DRS_WHEN_TESTS 400

/* ---- a growing string ------------------------------------------------- */

typedef struct sbuf {
    char *s;
    size_t len, cap;
    bool oom;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...)
{
    if (b->oom)
        return;
    for (;;) {
        va_list ap;
        size_t room = b->cap - b->len;
        va_start(ap, fmt);
        int n = b->s ? vsnprintf(b->s + b->len, room, fmt, ap) : -2;
        va_end(ap);
        if (n >= 0 && (size_t)n < room) {
            b->len += (size_t)n;
            return;
        }
        if (n == -1) {
            b->oom = true;
            return;
        }
        size_t cap = b->cap ? b->cap * 2 : 128;
        while (n > 0 && cap < b->len + (size_t)n + 1)
            cap *= 2;
        char *p = realloc(b->s, cap);
        if (!p) {
            b->oom = true;
            return;
        }
        b->s = p;
        b->cap = cap;
        b->s[b->len] = 0;
    }
}

/* Takes the string (never NULL unless out of memory). */
static char *sb_take(sbuf *b)
{
    if (b->oom) {
        free(b->s);
        return NULL;
    }
    if (!b->s)
        return drs_strdup_("");
    return b->s;
}

/* ---- witnesses ------------------------------------------------------------ */

static int64_t to_value(uint64_t u, drs_type t)
{
    if (t.bits < 64) {
        uint64_t mask = ((uint64_t)1 << t.bits) - 1;
        u &= mask;
        if (t.is_signed && t.bits > 1 && (u >> (t.bits - 1)) & 1)
            u |= ~mask;
    }
    return (int64_t)u;
}

/* Value of term a in model m, as the C value of type t. */
static bool eval_in(Z3_context z, Z3_model m, Z3_ast a, drs_type t, int64_t *out)
{
    Z3_ast v = NULL;
    uint64_t u = 0;
    if (!a || !Z3_model_eval(z, m, a, true, &v) || !v ||
        Z3_get_error_code(z) != Z3_OK)
        return false;
    if (!Z3_get_numeral_uint64(z, v, &u) || Z3_get_error_code(z) != Z3_OK)
        return false;
    *out = to_value(u, t);
    return true;
}

static void sb_value(sbuf *b, int64_t v, drs_type t)
{
    if (t.is_signed && t.bits > 1)
        sb_printf(b, "%lld", (long long)v);
    else
        sb_printf(b, "%llu", (unsigned long long)(uint64_t)v);
}

int drs_iter_loops_(const drs_construct *c, int acc, int *out)
{
    int n = 0;
    for (int l = 0; l < c->n_loops && c->accesses[acc].loop >= 0; l++)
        if (c->loops[l].kind == DRS_LOOP_PARALLEL)
            out[n++] = l;
    int start = n;
    for (int l = c->accesses[acc].loop; l >= 0 && c->loops[l].kind == DRS_LOOP_INNER;
         l = c->loops[l].parent)
        out[n++] = l;
    for (int i = start, j = n - 1; i < j; i++, j--) {
        int t = out[i];
        out[i] = out[j];
        out[j] = t;
    }
    return n;
}

static void mark_syms(const drs_construct *c, int k, bool *seen_expr, bool *seen_sym)
{
    if (k < 0 || k >= c->n_exprs || seen_expr[k])
        return;
    seen_expr[k] = true;
    const drs_expr *x = &c->exprs[k];
    if (x->op == DRS_OP_SYM && x->sym >= 0 && x->sym < c->n_symbols)
        seen_sym[x->sym] = true;
    mark_syms(c, x->a, seen_expr, seen_sym);
    mark_syms(c, x->b, seen_expr, seen_sym);
    mark_syms(c, x->c, seen_expr, seen_sym);
}

/* The condition under which access x (of the pair x, y) holds its lock i,
 * when y may hold a matching one: part of what keeps the pair apart
 * (locks_apart), or -1. */
static int shared_lock_cond(const drs_access *x, const drs_access *y, int i)
{
    if (!x->lock_held || x->lock_held[i] < 0)
        return -1;
    for (int j = 0; j < y->n_locks; j++)
        if (drs_lock_ids_match(x->locks[i], y->locks[j]))
            return x->lock_held[i];
    return -1;
}

/* Symbols the pair's accesses and their loops mention. */
static void pair_syms(const drs_construct *c, int a1, int a2, bool *seen_expr,
                      bool *seen_sym)
{
    const int accs[2] = {a1, a2};
    for (int j = 0; j < 2; j++) {
        const drs_access *x = &c->accesses[accs[j]];
        for (int i = 0; i < x->n_locks; i++)
            mark_syms(c, shared_lock_cond(x, &c->accesses[accs[1 - j]], i), seen_expr,
                      seen_sym);
        mark_syms(c, x->path, seen_expr, seen_sym);
        mark_syms(c, x->phase, seen_expr, seen_sym);
        mark_syms(c, x->offset, seen_expr, seen_sym);
        for (int i = 0; i < x->n_index; i++)
            mark_syms(c, x->index[i], seen_expr, seen_sym);
        for (int l = x->loop; l >= 0; l = c->loops[l].parent) {
            if (c->loops[l].kind == DRS_LOOP_OUTER)
                break;
            mark_syms(c, c->loops[l].init, seen_expr, seen_sym);
            mark_syms(c, c->loops[l].cond, seen_expr, seen_sym);
        }
    }
    for (int l = 0; l < c->n_loops; l++)
        if (c->loops[l].kind == DRS_LOOP_PARALLEL) {
            mark_syms(c, c->loops[l].init, seen_expr, seen_sym);
            mark_syms(c, c->loops[l].cond, seen_expr, seen_sym);
        }
    mark_syms(c, c->team_cond, seen_expr, seen_sym);
}

/* The pair's own expressions as Z3 terms: offsets, subscripts, paths, the
 * conditions of locks held on some paths that the other access may hold
 * too, and the bounds of the loops around each access, in its copy.  Returns the
 * count (at most max), -1 on an encoder error. */
static int pair_terms(drs_enc *enc, const drs_construct *c, int first, int second,
                      Z3_ast *out, int max)
{
    const int accs[2] = {first, second};
    int n = 0;
    for (int j = 0; j < 2; j++) {
        const drs_access *x = &c->accesses[accs[j]];
        int cp = j + 1;
        if (n + 3 + x->n_index > max)
            return -1;
        out[n++] = drs_enc_value(enc, x->offset, cp);
        if (x->path >= 0)
            out[n++] = drs_enc_truth(enc, x->path, cp);
        if (x->phase >= 0)   /* the barriers passed: an untracked count matters */
            out[n++] = drs_enc_value(enc, x->phase, cp);
        for (int i = 0; i < x->n_index; i++)
            out[n++] = drs_enc_value(enc, x->index[i], cp);
        for (int i = 0; i < x->n_locks; i++) {   /* a lock held on some paths */
            int h = shared_lock_cond(x, &c->accesses[accs[1 - j]], i);
            if (h < 0)
                continue;
            if (n + 1 > max)
                return -1;
            out[n++] = drs_enc_truth(enc, h, cp);
        }
        for (int l = x->loop; l >= 0 && c->loops[l].kind != DRS_LOOP_OUTER;
             l = c->loops[l].parent) {
            if (n + 2 > max)
                return -1;
            out[n++] = drs_enc_value(enc, c->loops[l].init, cp);
            out[n++] = drs_enc_truth(enc, c->loops[l].cond, cp);
        }
    }
    /* the clauses that let the two run at once (evaluated before them) */
    if (c->team_cond >= 0) {
        if (n >= max)
            return -1;
        out[n++] = drs_enc_truth(enc, c->team_cond, 1);
    }
    for (int k = 0; k < n; k++)
        if (!out[k])
            return -1;
    return drs_enc_error(enc) ? -1 : n;
}

/* The terms a dependence test looks at, each with the uninterpreted
 * constants it contains (Z3 AST ids) and, once asked, whether it is a
 * constant with every one of them at its witness value.  A term that
 * contains none of the symbols a test leaves free gets that cached answer:
 * substituting the others gives the very same term (hash-consed) whatever
 * the rest of the list, so the answer is the one Z3_simplify would give. */
typedef struct vterms {
    Z3_context z;
    const Z3_ast *terms;
    int nt;
    unsigned **ids;      /* per term: sorted ids of its constants */
    int *nids;
    signed char *base;   /* per term: -1 not asked, 0 constant, 1 not */
    bool oom;
} vterms;

static int cmp_unsigned(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return x < y ? -1 : x > y;
}

static bool has_id(const unsigned *ids, int n, unsigned id)
{
    return n > 0 && bsearch(&id, ids, (size_t)n, sizeof *ids, cmp_unsigned) != NULL;
}

/* A set of AST ids (open addressing; 0 is never an id here: ids start at
 * 0 in Z3, so every id is stored plus one). */
typedef struct idset {
    unsigned *slot;
    size_t cap, n;
} idset;

/* Adds id; 1 if new, 0 if there, -1 when out of memory. */
static int idset_add(idset *h, unsigned id)
{
    if (2 * (h->n + 1) > h->cap) {
        size_t cap = h->cap ? 2 * h->cap : 64;
        unsigned *g = calloc(cap, sizeof *g);
        if (!g)
            return -1;
        for (size_t k = 0; k < h->cap; k++)
            if (h->slot[k]) {
                size_t j = (h->slot[k] * 2654435761u) & (cap - 1);
                while (g[j])
                    j = (j + 1) & (cap - 1);
                g[j] = h->slot[k];
            }
        free(h->slot);
        h->slot = g;
        h->cap = cap;
    }
    unsigned key = id + 1;
    size_t j = (key * 2654435761u) & (h->cap - 1);
    while (h->slot[j]) {
        if (h->slot[j] == key)
            return 0;
        j = (j + 1) & (h->cap - 1);
    }
    h->slot[j] = key;
    h->n++;
    return 1;
}

/* An uninterpreted constant: a symbol of the encoding. */
static bool is_constant(Z3_context z, Z3_ast a)
{
    if (Z3_get_ast_kind(z, a) != Z3_APP_AST)
        return false;
    Z3_app app = Z3_to_app(z, a);
    return Z3_get_app_num_args(z, app) == 0 &&
           Z3_get_decl_kind(z, Z3_get_app_decl(z, app)) == Z3_OP_UNINTERPRETED;
}

/* The ids of the uninterpreted constants of t, sorted, in *out (malloc'd);
 * their count, -1 when out of memory. */
static int term_constants(Z3_context z, Z3_ast t, unsigned **out)
{
    int cap = 16, n = 0, sp = 0, scap = 64;
    unsigned *ids = malloc(sizeof(unsigned) * (size_t)cap);
    Z3_ast *stack = malloc(sizeof(Z3_ast) * (size_t)scap);
    idset seen = {0};
    bool ok = ids && stack;
    if (ok)
        stack[sp++] = t;
    while (ok && sp > 0) {
        Z3_ast a = stack[--sp];
        int fresh = idset_add(&seen, Z3_get_ast_id(z, a));
        if (fresh < 0)
            ok = false;
        if (fresh <= 0 || Z3_get_ast_kind(z, a) != Z3_APP_AST)
            continue;
        Z3_app app = Z3_to_app(z, a);
        unsigned na = Z3_get_app_num_args(z, app);
        if (na == 0) {
            if (!is_constant(z, a))
                continue;
            if (n == cap) {
                unsigned *g = realloc(ids, sizeof(unsigned) * (size_t)(cap *= 2));
                if (!(ok = g != NULL))
                    break;
                ids = g;
            }
            ids[n++] = Z3_get_ast_id(z, a);
            continue;
        }
        for (unsigned k = 0; k < na && ok; k++) {
            if (sp == scap) {
                Z3_ast *g = realloc(stack, sizeof(Z3_ast) * (size_t)(scap *= 2));
                if (!(ok = g != NULL))
                    break;
                stack = g;
            }
            stack[sp++] = Z3_get_app_arg(z, app, k);
        }
    }
    free(stack);
    free(seen.slot);
    if (!ok || Z3_get_error_code(z) != Z3_OK) {
        free(ids);
        *out = NULL;
        return -1;
    }
    qsort(ids, (size_t)n, sizeof *ids, cmp_unsigned);
    *out = ids;
    return n;
}

static void vterms_init(vterms *v, Z3_context z, const Z3_ast *terms, int nt)
{
    memset(v, 0, sizeof *v);
    v->z = z;
    v->terms = terms;
    v->nt = nt < 0 ? 0 : nt;
    v->ids = calloc((size_t)v->nt + 1, sizeof *v->ids);
    v->nids = calloc((size_t)v->nt + 1, sizeof *v->nids);
    v->base = malloc((size_t)v->nt + 1);
    v->oom = !v->ids || !v->nids || !v->base;
    for (int k = 0; !v->oom && k < v->nt; k++) {
        v->base[k] = -1;
        v->nids[k] = terms[k] ? term_constants(z, terms[k], &v->ids[k]) : 0;
        if (v->nids[k] < 0)
            v->oom = true;
    }
}

static void vterms_free(vterms *v)
{
    for (int k = 0; v->ids && k < v->nt; k++)
        free(v->ids[k]);
    free(v->ids);
    free(v->nids);
    free(v->base);
}

/* Whether term k stays non-constant with from[0..nsub) replaced by to[..]
 * (the entries from nsub on left free) and simplified. */
static bool term_varies(vterms *v, int k, Z3_ast *from, Z3_ast *to, int nsub, int total,
                        Z3_ast *sf, Z3_ast *st)
{
    Z3_context z = v->z;
    bool free_in = false;
    for (int p = nsub; p < total && !free_in; p++)
        free_in = has_id(v->ids[k], v->nids[k], Z3_get_ast_id(z, from[p]));
    if (!free_in && v->base[k] >= 0)
        return v->base[k] == 1;
    /* substitute the term's own constants only: the same result */
    unsigned m = 0;
    for (int p = 0; p < nsub; p++)
        if (has_id(v->ids[k], v->nids[k], Z3_get_ast_id(z, from[p]))) {
            sf[m] = from[p];
            st[m] = to[p];
            m++;
        }
    Z3_ast t = v->terms[k] ? Z3_substitute(z, v->terms[k], m, sf, st) : NULL;
    t = t ? Z3_simplify(z, t) : NULL;
    bool varies;
    if (!t || Z3_get_error_code(z) != Z3_OK) {
        varies = true;
    } else {
        bool constant = Z3_get_sort_kind(z, Z3_get_sort(z, t)) == Z3_BOOL_SORT
                            ? Z3_get_bool_value(z, t) != Z3_L_UNDEF
                            : Z3_is_numeral_ast(z, t);
        varies = Z3_get_error_code(z) != Z3_OK || !constant;
    }
    if (!free_in)
        v->base[k] = varies ? 1 : 0;
    return varies;
}

/* True unless every term, with from[0..n-1) replaced by to[..] and
 * simplified, is a constant: then the ones left out, from[n-1..total), do
 * not matter to the pair once the others have their witness values. */
static bool varies(vterms *v, Z3_ast *from, Z3_ast *to, int n, int total)
{
    if (v->oom)
        return true;
    /* (the shortcuts need every entry to be a symbol, as drs_enc_symbol
     * makes them; anything else: no test, the pair depends on it) */
    for (int p = 0; p < total; p++)
        if (!is_constant(v->z, from[p]))
            return true;
    Z3_ast *sf = malloc(sizeof(Z3_ast) * (size_t)(total + 1));
    Z3_ast *st = malloc(sizeof(Z3_ast) * (size_t)(total + 1));
    bool any = !sf || !st;
    for (int k = 0; k < v->nt && !any; k++)
        any = term_varies(v, k, from, to, n - 1, total, sf, st);
    free(sf);
    free(st);
    return any;
}

/* varies() with only entry k left out. */
static bool varies_without(vterms *v, Z3_ast *from, Z3_ast *to, int n, int k)
{
    Z3_ast f = from[k], t = to[k];
    from[k] = from[n - 1];
    to[k] = to[n - 1];
    from[n - 1] = f;
    to[n - 1] = t;
    bool r = varies(v, from, to, n, n);
    from[n - 1] = from[k];
    to[n - 1] = to[k];
    from[k] = f;
    to[k] = t;
    return r;
}

/* Appends s to b as a "; "-separated item unless b already holds it. */
static void sb_item_once(sbuf *b, const char *sep, const char *s)
{
    if (b->oom)
        return;
    size_t n = strlen(s), sl = strlen(sep);
    for (const char *p = b->s; p && (p = strstr(p, s)); p++)
        if ((p == b->s || (p - b->s >= (ptrdiff_t)sl && strncmp(p - sl, sep, sl) == 0)) &&
            (p[n] == 0 || strncmp(p + n, sep, sl) == 0))
            return;
    sb_printf(b, "%s%s", b->len ? sep : "", s);
}

/* What a witness rests on, under model m:
 *  - when: "n=3, m=0", the tracked shared symbols the pair's own expressions
 *    mention and depend on (see the file comment);
 *  - whether it is possible rather than proved: the pair's expressions do
 *    not stay constant when the untracked symbols (drs_model.h) are left
 *    free and every tracked one has its witness value (so the race needs
 *    particular untracked values); then needs gets the untracked memory
 *    contents it depends on ("idx[2] = 0"), why the reasons, and
 *    *value_matters whether an untracked value (never printed) matters to
 *    the element copy 1 touches.
 * False when out of memory. */
/* What dependence() and its memo look at of a pair: the symbols its
 * accesses and loops mention and its own terms (pair_syms, pair_terms),
 * made once per race.  nt < 0: the terms could not be made. */
typedef struct pair_view {
    bool *seen_sym;
    Z3_ast *terms;
    int nt;
    bool oom;
} pair_view;

static void pair_view_init(pair_view *v, drs_enc *enc, const drs_construct *c, int first,
                           int second)
{
    const drs_access *a1 = &c->accesses[first], *a2 = &c->accesses[second];
    int max_terms = 11 + 2 * (c->n_loops + 2) + 2 * a1->n_index + a1->n_locks + a2->n_locks +
                    2 * a2->n_index;
    bool *seen_expr = calloc((size_t)c->n_exprs + 1, sizeof(bool));
    v->seen_sym = calloc((size_t)c->n_symbols + 1, sizeof(bool));
    v->terms = malloc(sizeof(Z3_ast) * (size_t)max_terms);
    v->oom = !seen_expr || !v->seen_sym || !v->terms;
    v->nt = -1;
    if (!v->oom) {
        pair_syms(c, first, second, seen_expr, v->seen_sym);
        v->nt = pair_terms(enc, c, first, second, v->terms, max_terms);
    }
    free(seen_expr);
}

static void pair_view_free(pair_view *v)
{
    free(v->seen_sym);
    free(v->terms);
}

static bool dependence(sbuf *wb, sbuf *nb, sbuf *yb, bool *possible, bool *value_matters,
                       drs_enc *enc, Z3_context z, Z3_model m, const drs_construct *c,
                       int first, const pair_view *pv)
{
    int ns = c->n_symbols, n = 0, ntr = 0, n_cand = 0;
    const bool *seen_sym = pv->seen_sym;
    Z3_ast *from = malloc(sizeof(Z3_ast) * (size_t)(2 * ns + 1));
    Z3_ast *to = malloc(sizeof(Z3_ast) * (size_t)(2 * ns + 1));
    int *isym = malloc(sizeof(int) * (size_t)(2 * ns + 1));
    int *icopy = malloc(sizeof(int) * (size_t)(2 * ns + 1));
    bool ok = !pv->oom && from && to && isym && icopy;
    bool any_untracked = false;
    *possible = false;
    *value_matters = false;
    if (ok) {
        /* every (symbol, copy) with its witness value: tracked ones first */
        for (int pass = 0; pass < 2 && ok; pass++) {
            for (int s = 0; s < ns && ok; s++) {
                const drs_symbol *y = &c->symbols[s];
                if ((y->untracked != DRS_TRACKED) != (pass == 1))
                    continue;
                bool per = drs_sym_per_copy(y->kind);
                if (pass == 0 && !per && seen_sym[s])
                    n_cand++;
                if (pass == 1 && seen_sym[s])
                    any_untracked = true;
                for (int cp = per ? 1 : 0; cp <= (per ? 2 : 0); cp++) {
                    Z3_ast v = drs_enc_symbol(enc, s, cp), val = NULL;
                    if (!v || !Z3_model_eval(z, m, v, true, &val) || !val ||
                        Z3_get_error_code(z) != Z3_OK) {
                        ok = false;   /* cannot test: list every mentioned symbol */
                        break;
                    }
                    from[n] = v;
                    to[n] = val;
                    isym[n] = s;
                    icopy[n] = cp;
                    n++;
                }
            }
            if (pass == 0)
                ntr = n;
        }
    }
    int nt = ok ? pv->nt : -1;
    vterms vt;
    vterms_init(&vt, z, pv->terms, ok ? nt : 0);
    int n_utests = 0;
    for (int k = ntr; ok && k < n; k++)
        n_utests += seen_sym[isym[k]];
    bool test = ok && nt >= 0 && (n_cand + n_utests) * nt <= DRS_WHEN_TESTS;

    /* the tracked shared symbols the pair depends on */
    int listed = 0;
    for (int s = 0; seen_sym && s < ns; s++) {
        const drs_symbol *y = &c->symbols[s];
        if (!seen_sym[s] || drs_sym_per_copy(y->kind) || y->untracked != DRS_TRACKED)
            continue;
        if (test) {
            int k = 0;
            while (k < n && isym[k] != s)
                k++;
            if (k < n && !varies_without(&vt, from, to, n, k))
                continue;
        }
        int64_t v = 0;
        if (!eval_in(z, m, drs_enc_symbol(enc, s, 0), y->type, &v))
            v = 0;
        sb_printf(wb, "%s%s=", listed++ ? ", " : "", y->label ? y->label : y->name);
        sb_value(wb, v, y->type);
    }

    /* possible: the untracked symbols, all left free, change the pair */
    if (any_untracked)
        *possible = !(ok && nt >= 0) ||
                    varies(&vt, from, to, ntr + 1, n);   /* substitutes [0, ntr) */
    if (*possible && ok) {
        bool some = false;
        for (int round = 0; round < 2 && !some; round++)
            for (int k = ntr; k < n; k++) {
                const drs_symbol *y = &c->symbols[isym[k]];
                if (!seen_sym[isym[k]])
                    continue;
                /* round 0: those that matter one by one; round 1: every
                 * mentioned one (they only matter together) */
                if (round == 0 && test && !varies_without(&vt, from, to, n, k))
                    continue;
                if (round == 0 && !test)
                    continue;
                some = true;
                if (y->why)
                    sb_item_once(yb, "; ", y->why);
                if (y->untracked != DRS_UNTRACKED_MEMORY) {
                    *value_matters = true;
                    continue;
                }
                sbuf item = {0};
                /* the memory as the user wrote it (mem is the object's
                 * internal, unique name) */
                int mo = y->mem ? drs_find_object(c, y->mem) : -1;
                sb_printf(&item, "%s[", mo >= 0 ? c->objects[mo].label
                                        : y->mem ? y->mem : y->label);
                int64_t iv = 0;
                int cp = icopy[k] ? icopy[k] : 1;
                if (y->mem_index < 0 ||
                    !eval_in(z, m, drs_enc_value(enc, y->mem_index, cp),
                             c->exprs[y->mem_index].type, &iv))
                    sb_printf(&item, "?");
                else
                    sb_value(&item, iv, c->exprs[y->mem_index].type);
                int64_t v = 0;
                if (!eval_in(z, m, from[k], y->type, &v))
                    v = 0;
                sb_printf(&item, "] = ");
                sb_value(&item, v, y->type);
                char *it = sb_take(&item);
                if (!it) {
                    nb->oom = true;
                    continue;
                }
                sb_item_once(nb, ", ", it);
                free(it);
            }
    } else if (*possible) {
        /* nothing could be evaluated: name what is not known */
        for (int s = 0; s < ns; s++)
            if (seen_sym[s] && c->symbols[s].untracked != DRS_TRACKED) {
                if (c->symbols[s].why)
                    sb_item_once(yb, "; ", c->symbols[s].why);
                *value_matters = true;
            }
    }
    /* an untracked value matters, but maybe not to the element copy 1
     * touches: keep the element when its subscripts and offset stay
     * constant with every untracked symbol free */
    if (*value_matters && ok && nt >= 0) {
        const drs_access *a1 = &c->accesses[first];
        Z3_ast el[1 + 16];
        int ne = 0;
        el[ne++] = drs_enc_value(enc, a1->offset, 1);
        for (int i = 0; i < a1->n_index && ne < 17; i++)
            el[ne++] = drs_enc_value(enc, a1->index[i], 1);
        bool all = a1->n_index < 17;
        for (int i = 0; i < ne; i++)
            all = all && el[i];
        vterms ve;
        if (all)
            vterms_init(&ve, z, el, ne);
        if (all && !varies(&ve, from, to, ntr + 1, n))
            *value_matters = false;
        if (all)
            vterms_free(&ve);
    }
    vterms_free(&vt);
    bool oom = pv->oom || !from || !to || !isym || !icopy;
    free(from);
    free(to);
    free(isym);
    free(icopy);
    return !oom;
}

static const char *role_name(drs_access_mode m)
{
    return (m & DRS_WRITE) ? "write" : "read";
}

/* "i=2, j=3" for access acc in copy. */
static void sb_iter(sbuf *b, drs_enc *enc, Z3_context z, Z3_model m,
                    const drs_construct *c, int acc, int copy, int *scratch)
{
    int n = drs_iter_loops_(c, acc, scratch);
    for (int k = 0; k < n; k++) {
        const drs_symbol *v = &c->symbols[c->loops[scratch[k]].var];
        int64_t val = 0;
        int sym = c->loops[scratch[k]].var;
        if (!eval_in(z, m, drs_enc_symbol(enc, sym, copy), v->type, &val))
            val = 0;
        sb_printf(b, "%s%s=", k ? ", " : "", v->label ? v->label : v->name);
        sb_value(b, val, v->type);
    }
}

/* " of team 1": the team that runs copy's iteration, under teams. */
static void sb_team(sbuf *b, drs_enc *enc, Z3_context z, Z3_model m,
                    const drs_construct *c, int copy)
{
    if (c->team < 0 || c->team >= c->n_symbols)
        return;
    int64_t val = 0;
    if (!eval_in(z, m, drs_enc_symbol(enc, c->team, copy), c->symbols[c->team].type, &val))
        val = 0;
    sb_printf(b, " of team ");
    sb_value(b, val, c->symbols[c->team].type);
}

/* The innermost TASK at or above w, or -1. */
static int innermost_task(const drs_construct *c, int w)
{
    for (; w >= 0; w = c->workers[w].parent)
        if (c->workers[w].kind == DRS_WORKER_TASK)
            return w;
    return -1;
}

/* One side of a pair with tasks: "the task created at line 12 (i=3)",
 * with " by thread 1" when the threads differ, or "thread 0 at i=3". */
static void sb_task_side(sbuf *b, drs_enc *enc, Z3_context z, Z3_model m,
                         const drs_construct *c, int acc, int copy, int T, int64_t tid,
                         bool threads_differ, drs_type ty, int *scratch)
{
    bool loops = drs_iter_loops_(c, acc, scratch) > 0;
    if (T < 0) {
        sb_printf(b, "thread ");
        sb_value(b, tid, ty);
        if (loops) {
            sb_printf(b, " at ");
            sb_iter(b, enc, z, m, c, acc, copy, scratch);
        }
        return;
    }
    sb_printf(b, "the task created at line %d", c->workers[T].line);
    if (threads_differ) {
        sb_printf(b, " by thread ");
        sb_value(b, tid, ty);
    }
    if (loops) {
        sb_printf(b, " (");
        sb_iter(b, enc, z, m, c, acc, copy, scratch);
        sb_printf(b, ")");
    }
}

/* " in thread 1 conflicts with read in thread 0" when the pair's lowest
 * common worker is not an iteration and runs in threads (drs_model.h,
 * drs_worker): the copies are told apart by their thread numbers.  False
 * (nothing written) when the iterations tell them apart. */
static bool sb_threads(sbuf *b, drs_enc *enc, Z3_context z, Z3_model m,
                       const drs_construct *c, int first, int second, const char *role2)
{
    if (c->n_workers == 0)
        return false;
    int L = drs_common_worker(c, c->accesses[first].worker, c->accesses[second].worker);
    int t = drs_worker_thread(c, L);
    if (L < 0 || t < 0 || c->workers[L].kind == DRS_WORKER_ITERATION)
        return false;
    int id = c->workers[t].id;
    drs_type ty = c->exprs[id].type;
    int64_t v1 = 0, v2 = 0;
    if (!eval_in(z, m, drs_enc_value(enc, id, 1), ty, &v1) ||
        !eval_in(z, m, drs_enc_value(enc, id, 2), ty, &v2))
        return false;
    int *scratch = malloc(sizeof(int) * (size_t)(c->n_loops + 1));
    if (!scratch)
        return false;
    int T1 = innermost_task(c, c->accesses[first].worker);
    int T2 = innermost_task(c, c->accesses[second].worker);
    if (T1 >= 0 || T2 >= 0) {   /* a task on either side */
        sb_printf(b, " in ");
        sb_task_side(b, enc, z, m, c, first, 1, T1, v1, v1 != v2, ty, scratch);
        sb_printf(b, " conflicts with %s in ", role2);
        sb_task_side(b, enc, z, m, c, second, 2, T2, v2, v1 != v2, ty, scratch);
        free(scratch);
        return true;
    }
    /* the copies of a `teams` region are teams (drs_construct.team) */
    const char *who = c->team >= 0 && c->exprs[id].op == DRS_OP_SYM &&
                              c->exprs[id].sym == c->team
                          ? "team"
                          : "thread";
    sb_printf(b, " in %s ", who);
    sb_value(b, v1, ty);
    if (drs_iter_loops_(c, first, scratch) > 0) {   /* a loop the thread runs */
        sb_printf(b, " at ");
        sb_iter(b, enc, z, m, c, first, 1, scratch);
    }
    sb_printf(b, " conflicts with %s in %s ", role2, who);
    sb_value(b, v2, ty);
    if (drs_iter_loops_(c, second, scratch) > 0) {
        sb_printf(b, " at ");
        sb_iter(b, enc, z, m, c, second, 2, scratch);
    }
    free(scratch);
    return true;
}

/* " (after barrier N)" when the pair's phase is not 0 (both copies are in
 * the same phase). */
static void sb_phase(sbuf *b, drs_enc *enc, Z3_context z, Z3_model m,
                     const drs_construct *c, int first)
{
    int p = c->accesses[first].phase;
    int64_t v = 0;
    if (p < 0 || !eval_in(z, m, drs_enc_value(enc, p, 1), c->exprs[p].type, &v) || v == 0)
        return;
    sb_printf(b, " (after barrier ");
    sb_value(b, v, c->exprs[p].type);
    sb_printf(b, ")");
}

/* Dependence answers of one construct's races (drs_dep_memo): the pairs of
 * a memoised query share one model (drs_memo.c), and pairs with the same
 * terms, the same mentioned symbols and the same element terms of copy 1
 * get the same "when", "if" and reasons from it -- NPB BT's 720 possible
 * races on tmp1/tmp2 spent a fifth of the compile in Z3_simplify
 * recomputing them.  The key is the model (kept alive by the entry) and
 * those AST ids and symbol numbers; equal keys give equal answers because
 * dependence() reads nothing else. */
typedef struct dep_entry {
    Z3_model m;
    unsigned *key;
    int nkey;
    char *when, *needs, *why;
    bool possible, value_matters;
} dep_entry;

struct drs_dep_memo {
    Z3_context z;
    dep_entry *e;
    int n, cap;
};

drs_dep_memo *drs_dep_memo_new_(Z3_context z)
{
    drs_dep_memo *d = calloc(1, sizeof *d);
    if (d)
        d->z = z;
    return d;
}

void drs_dep_memo_free_(drs_dep_memo *d)
{
    if (!d)
        return;
    for (int i = 0; i < d->n; i++) {
        Z3_model_dec_ref(d->z, d->e[i].m);
        free(d->e[i].key);
        free(d->e[i].when);
        free(d->e[i].needs);
        free(d->e[i].why);
    }
    free(d->e);
    free(d);
}

/* The key of the pair's dependence question (see drs_dep_memo) from its
 * view; its length, -1 when it cannot be made (no memo then). */
static int dep_key(drs_enc *enc, Z3_context z, const drs_construct *c, int first,
                   const pair_view *pv, unsigned **out)
{
    const drs_access *a1 = &c->accesses[first];
    *out = NULL;
    if (pv->oom || pv->nt < 0)
        return -1;
    unsigned *key = malloc(sizeof(unsigned) * (size_t)(pv->nt + 3 + a1->n_index + c->n_symbols));
    if (!key)
        return -1;
    int n = 0;
    key[n++] = (unsigned)pv->nt;
    for (int k = 0; k < pv->nt; k++)
        key[n++] = Z3_get_ast_id(z, pv->terms[k]);
    /* copy 1's element terms (value_matters) */
    Z3_ast off = drs_enc_value(enc, a1->offset, 1);
    key[n++] = off ? Z3_get_ast_id(z, off) : 0u;
    for (int i = 0; i < a1->n_index; i++) {
        Z3_ast t = drs_enc_value(enc, a1->index[i], 1);
        key[n++] = t ? Z3_get_ast_id(z, t) : 0u;
    }
    key[n++] = 0xffffffffu;
    for (int sy = 0; sy < c->n_symbols; sy++)
        if (pv->seen_sym[sy])
            key[n++] = (unsigned)sy;
    if (Z3_get_error_code(z) != Z3_OK || drs_enc_error(enc)) {
        free(key);
        return -1;
    }
    *out = key;
    return n;
}

static const dep_entry *dep_find(const drs_dep_memo *d, Z3_model m, const unsigned *key,
                                 int nkey)
{
    for (int i = 0; d && i < d->n; i++)
        if (d->e[i].m == m && d->e[i].nkey == nkey &&
            memcmp(d->e[i].key, key, sizeof(unsigned) * (size_t)nkey) == 0)
            return &d->e[i];
    return NULL;
}

/* Keeps the answer (copies of the strings; key is taken over).  Nothing
 * kept when out of memory: asked again. */
static void dep_put(drs_dep_memo *d, Z3_model m, unsigned *key, int nkey, const char *when,
                    const char *needs, const char *why, bool possible, bool value_matters)
{
    if (d->n == d->cap) {
        int cap = d->cap ? 2 * d->cap : 8;
        dep_entry *p = realloc(d->e, sizeof *p * (size_t)cap);
        if (!p) {
            free(key);
            return;
        }
        d->e = p;
        d->cap = cap;
    }
    dep_entry *e = &d->e[d->n];
    e->when = drs_strdup_(when);
    e->needs = drs_strdup_(needs);
    e->why = drs_strdup_(why);
    if (!e->when || !e->needs || !e->why) {
        free(e->when);
        free(e->needs);
        free(e->why);
        free(key);
        return;
    }
    e->m = m;
    Z3_model_inc_ref(d->z, m);
    e->key = key;
    e->nkey = nkey;
    e->possible = possible;
    e->value_matters = value_matters;
    d->n++;
}

/* dependence(), its answer taken from dm when an equal question was
 * answered there (dm NULL: always computed). */
static bool dependence_memo(drs_dep_memo *dm, sbuf *wb, sbuf *nb, sbuf *yb, bool *possible,
                            bool *value_matters, drs_enc *enc, Z3_context z, Z3_model m,
                            const drs_construct *c, int first, int second)
{
    pair_view pv;
    pair_view_init(&pv, enc, c, first, second);
    unsigned *key = NULL;
    int nkey = dm ? dep_key(enc, z, c, first, &pv, &key) : -1;
    const dep_entry *e = nkey >= 0 ? dep_find(dm, m, key, nkey) : NULL;
    bool ok;
    if (e) {
        free(key);
        sb_printf(wb, "%s", e->when);
        sb_printf(nb, "%s", e->needs);
        sb_printf(yb, "%s", e->why);
        *possible = e->possible;
        *value_matters = e->value_matters;
        ok = !wb->oom && !nb->oom && !yb->oom;
    } else {
        ok = dependence(wb, nb, yb, possible, value_matters, enc, z, m, c, first, &pv);
        if (ok && nkey >= 0 && !wb->oom && !nb->oom && !yb->oom)
            dep_put(dm, m, key, nkey, wb->s ? wb->s : "", nb->s ? nb->s : "",
                    yb->s ? yb->s : "", *possible, *value_matters);
        else
            free(key);
    }
    pair_view_free(&pv);
    return ok;
}

bool drs_fill_race_(drs_enc *enc, Z3_context z, Z3_model m, const drs_construct *c,
                      int first, int second, drs_dep_memo *dm, drs_race *x)
{
    const drs_access *a1 = &c->accesses[first], *a2 = &c->accesses[second];
    const drs_object *obj = &c->objects[a1->object];
    x->first = first;
    x->second = second;
    x->role1 = (a1->mode & DRS_WRITE) ? DRS_WRITE : DRS_READ;
    x->role2 = (a2->mode & DRS_WRITE) ? DRS_WRITE : DRS_READ;

    /* Every symbol's value. */
    int nv = 0;
    for (int s = 0; s < c->n_symbols; s++)
        nv += drs_sym_per_copy(c->symbols[s].kind) ? 2 : 1;
    x->values = calloc(nv > 0 ? (size_t)nv : 1, sizeof *x->values);
    if (!x->values)
        return false;
    for (int s = 0; s < c->n_symbols; s++) {
        const drs_symbol *y = &c->symbols[s];
        bool per = drs_sym_per_copy(y->kind);
        for (int cp = per ? 1 : 0; cp <= (per ? 2 : 0); cp++) {
            drs_wvalue *w = &x->values[x->n_values++];
            w->label = drs_strdup_(y->label ? y->label : y->name);
            if (!w->label)
                return false;
            w->copy = cp;
            w->kind = y->kind;
            w->type = y->type;
            if (!eval_in(z, m, drs_enc_symbol(enc, s, cp), y->type, &w->value))
                w->value = 0;
        }
    }

    /* Element of copy 1. */
    sbuf b = {0};
    sb_printf(&b, "%s", obj->label);
    int tail_at = a1->n_index - a1->member_tail;   /* the member goes there */
    for (int k = 0; k < a1->n_index; k++) {
        int64_t v = 0;
        if (k == tail_at)
            sb_printf(&b, "%s", a1->member ? a1->member : "");
        drs_type t = c->exprs[a1->index[k]].type;
        if (!eval_in(z, m, drs_enc_value(enc, a1->index[k], 1), t, &v))
            v = 0;
        sb_printf(&b, "[");
        sb_value(&b, v, t);
        sb_printf(&b, "]");
    }
    if (tail_at >= a1->n_index)
        sb_printf(&b, "%s", a1->member ? a1->member : "");
    x->element = sb_take(&b);

    int *scratch = malloc(sizeof(int) * (size_t)(c->n_loops + 1));
    if (!scratch)
        return false;
    sbuf i1 = {0}, i2 = {0};
    sb_iter(&i1, enc, z, m, c, first, 1, scratch);
    sb_iter(&i2, enc, z, m, c, second, 2, scratch);
    free(scratch);
    x->iter1 = sb_take(&i1);
    x->iter2 = sb_take(&i2);
    sbuf t1 = {0}, t2 = {0};   /* " of team 1" under teams (drs_construct.team) */
    sb_team(&t1, enc, z, m, c, 1);
    sb_team(&t2, enc, z, m, c, 2);

    /* Shared inputs and outer loop variables the pair depends on, and the
     * untracked values it needs. */
    sbuf wb = {0}, nb = {0}, yb = {0};
    bool value_matters = false;
    if (!dependence_memo(dm, &wb, &nb, &yb, &x->possible, &value_matters, enc, z, m, c,
                         first, second))
        wb.oom = true;
    x->when = sb_take(&wb);
    x->needs = sb_take(&nb);
    x->why = sb_take(&yb);
    if (!x->element || !x->iter1 || !x->iter2 || !x->when || !x->needs || !x->why)
        return false;

    sbuf msg = {0};
    sb_printf(&msg, "%sdata race on '%s': %s", x->possible ? "possible " : "", obj->label,
              role_name(x->role1));
    bool bare = obj->kind == DRS_OBJ_SCALAR && a1->n_index == 0 &&
                (!a1->member || !a1->member[0]);
    /* an element computed from an untracked value is no element the
     * program can be shown to touch: leave it out */
    if (!bare && !value_matters)
        sb_printf(&msg, " of %s", x->element);
    if (!sb_threads(&msg, enc, z, m, c, first, second, role_name(x->role2)))
        sb_printf(&msg, " in iteration %s%s conflicts with %s in iteration %s%s", x->iter1,
                  t1.s ? t1.s : "", role_name(x->role2), x->iter2, t2.s ? t2.s : "");
    free(t1.s);
    free(t2.s);
    sb_phase(&msg, enc, z, m, c, first);
    if (x->when[0])
        sb_printf(&msg, " when %s", x->when);
    if (x->needs[0])
        sb_printf(&msg, " if %s", x->needs);
    if (x->why[0])
        sb_printf(&msg, " (%s)", x->why);
    x->message = sb_take(&msg);
    sbuf note = {0};
    sb_printf(&note, "conflicting %s of '%s' here", role_name(x->role2), obj->label);
    x->note = sb_take(&note);
    return x->message && x->note;
}

