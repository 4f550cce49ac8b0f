/* drs_depend.c -- what a race's witness rests on: the shared symbols it
 * depends on ("when n=3"), whether it is proved or only possible (it needs
 * particular values of untracked symbols: "if idx[2] = 0", and why those
 * are not known), and a memo of those answers per construct.  The rules are
 * in drs_witness.c's file comment; drs_fill_race_ there words the race.
 */
#define _POSIX_C_SOURCE 200809L

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drs_witness_int.h"

/* Shared symbols whose influence is tested one by one; beyond this many
 * (times the pair's expressions) every mentioned symbol is listed. */
#define DRS_WHEN_TESTS 400

void drs_mark_syms_(const drs_construct *c, int k, bool *seen_expr, bool *seen_sym)
{
    if (k < 0 || k >= c->n_exprs || seen_expr[k])
        return;
    seen_expr[k] = true;
    const drs_expr *x = &c->exprs[k];
    if (x->op == DRS_OP_SYM && x->sym >= 0 && x->sym < c->n_symbols)
        seen_sym[x->sym] = true;
    drs_mark_syms_(c, x->a, seen_expr, seen_sym);
    drs_mark_syms_(c, x->b, seen_expr, seen_sym);
    drs_mark_syms_(c, x->c, seen_expr, seen_sym);
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
            drs_mark_syms_(c, shared_lock_cond(x, &c->accesses[accs[1 - j]], i), seen_expr,
                      seen_sym);
        drs_mark_syms_(c, x->path, seen_expr, seen_sym);
        drs_mark_syms_(c, x->phase, seen_expr, seen_sym);
        drs_mark_syms_(c, x->offset, seen_expr, seen_sym);
        for (int i = 0; i < x->n_index; i++)
            drs_mark_syms_(c, x->index[i], seen_expr, seen_sym);
        for (int l = x->loop; l >= 0; l = c->loops[l].parent) {
            if (c->loops[l].kind == DRS_LOOP_OUTER)
                break;
            drs_mark_syms_(c, c->loops[l].init, seen_expr, seen_sym);
            drs_mark_syms_(c, c->loops[l].cond, seen_expr, seen_sym);
        }
    }
    for (int l = 0; l < c->n_loops; l++)
        if (c->loops[l].kind == DRS_LOOP_PARALLEL) {
            drs_mark_syms_(c, c->loops[l].init, seen_expr, seen_sym);
            drs_mark_syms_(c, c->loops[l].cond, seen_expr, seen_sym);
        }
    drs_mark_syms_(c, c->team_cond, seen_expr, seen_sym);
}

/* The pair's own expressions: offsets, subscripts, paths, the conditions
 * of locks held on some paths that the other access may hold too, and the
 * bounds of the loops around each access, in its copy -- each a node, its
 * copy and whether its truth (not its value) is the term, into out (room
 * for max); the count, -1 when more. */
typedef struct term_node {
    int node, copy;
    bool truth;
} term_node;

static int pair_term_nodes(const drs_construct *c, int first, int second, term_node *out,
                           int max)
{
    const int accs[2] = {first, second};
    int n = 0;
#define PUT(k, cp, tr)                                                                   \
    do {                                                                                 \
        if (n >= max)                                                                    \
            return -1;                                                                   \
        out[n++] = (term_node){(k), (cp), (tr)};                                         \
    } while (0)
    for (int j = 0; j < 2; j++) {
        const drs_access *x = &c->accesses[accs[j]];
        int cp = j + 1;
        if (n + 3 + x->n_index > max)
            return -1;
        PUT(x->offset, cp, false);
        if (x->path >= 0)
            PUT(x->path, cp, true);
        if (x->phase >= 0)
            PUT(x->phase, cp, false);
        for (int i = 0; i < x->n_index; i++)
            PUT(x->index[i], cp, false);
        for (int i = 0; i < x->n_locks; i++) {
            int h = shared_lock_cond(x, &c->accesses[accs[1 - j]], i);
            if (h >= 0)
                PUT(h, cp, true);
        }
        for (int l = x->loop; l >= 0 && c->loops[l].kind != DRS_LOOP_OUTER;
             l = c->loops[l].parent) {
            PUT(c->loops[l].init, cp, false);
            PUT(c->loops[l].cond, cp, true);
        }
    }
    if (c->team_cond >= 0)
        PUT(c->team_cond, 1, true);
#undef PUT
    return n;
}

/* pair_term_nodes as Z3 terms, in that order.  Returns the count (at most
 * max), -1 on an encoder error. */
static int pair_terms(drs_enc *enc, const drs_construct *c, int first, int second,
                      Z3_ast *out, int max)
{
    term_node *t = malloc(sizeof *t * (size_t)(max > 0 ? max : 1));
    int n = t ? pair_term_nodes(c, first, second, t, max) : -1;
    for (int k = 0; k < n; k++) {
        out[k] = t[k].truth ? drs_enc_truth(enc, t[k].node, t[k].copy)
                            : drs_enc_value(enc, t[k].node, t[k].copy);
        if (!out[k])
            n = -1;
    }
    free(t);
    return n < 0 || drs_enc_error(enc) ? -1 : n;
}

/* Term t's value under vs (truth as 0 or 1); false when undefined. */
static bool term_at(drs_vsrc *vs, const term_node *t, int64_t *out)
{
    if (!drs_vs_node_(vs, t->node, t->copy, vs->c->exprs[t->node].type, out))
        return false;
    if (t->truth)
        *out = *out != 0;
    return true;
}

static void sb_item_once(sbuf *b, const char *sep, const char *s);

/* Untracked entry (s, copy cp; 0 for a shared one) listed as needed: its
 * reason into yb; the contents of memory as "mem[index] = value" into nb
 * (nb->oom when out of memory), any other value marks *value_matters --
 * its witness value means nothing, and it may decide the element. */
static void list_untracked(drs_vsrc *vs, int s, int cp, sbuf *nb, sbuf *yb, bool *value_matters)
{
    const drs_construct *c = vs->c;
    const drs_symbol *y = &c->symbols[s];
    if (y->why)
        sb_item_once(yb, "; ", y->why);
    if (y->untracked != DRS_UNTRACKED_MEMORY) {
        *value_matters = true;
        return;
    }
    sbuf item = {0};
    /* the memory as the user wrote it (mem is the object's internal,
     * unique name) */
    int mo = y->mem ? drs_find_object(c, y->mem) : -1;
    drs_sb_printf_(&item, "%s[", mo >= 0 ? c->objects[mo].label : y->mem ? y->mem : y->label);
    int64_t iv = 0, v = 0;
    if (y->mem_index < 0 ||
        !drs_vs_node_(vs, y->mem_index, cp ? cp : 1, c->exprs[y->mem_index].type, &iv))
        drs_sb_printf_(&item, "?");
    else
        drs_sb_value_(&item, iv, c->exprs[y->mem_index].type);
    if (!drs_vs_symbol_(vs, s, cp, y->type, &v))
        v = 0;
    drs_sb_printf_(&item, "] = ");
    drs_sb_value_(&item, v, y->type);
    char *it = drs_sb_take_(&item);
    if (!it) {
        nb->oom = true;
        return;
    }
    sb_item_once(nb, ", ", it);
    free(it);
}

/* Whether the terms change when entry (s, cp) alone -- symbol s, of copy
 * cp when per copy, else cp 0 -- takes other values, every other symbol
 * at its witness value: 1 yes; 0 no, s does not occur in the terms where
 * that entry is read (occ: per copy 0, 1, 2, the symbols the terms of that
 * copy mention; copy 0 any); -1 not shown at the values tried (Z3 must say
 * whether they are constant). */
static int entry_varies(drs_vsrc *vs, const term_node *terms, const int64_t *base, int nt,
                        bool *const occ[3], int s, int cp)
{
    if (!occ[cp][s])
        return 0;
    const drs_symbol *y = &vs->c->symbols[s];
    __int128 v = vs->vals[cp][s];
    __int128 lo = drs_eval_tmin(y->type), hi = drs_eval_tmax(y->type);
    const __int128 tries[] = {v + 1, v - 1, 0, 1, -1, 2, v + 2, v - 2, v + 100,
                              v - 100, hi, lo, hi / 2, lo / 2};
    bool varies = false;
    for (size_t t = 0; !varies && t < sizeof tries / sizeof *tries; t++) {
        if (tries[t] == v || tries[t] < lo || tries[t] > hi)
            continue;
        vs->vals[cp][s] = tries[t];
        vs->at = -1;
        for (int k = 0; k < nt && !varies; k++) {
            int64_t x;
            varies = term_at(vs, &terms[k], &x) && x != base[k];
        }
    }
    vs->vals[cp][s] = v;
    vs->at = -1;
    return varies ? 1 : -1;
}

/* The untracked part of a run's race, as dependence() finds it with Z3:
 * *possible when the terms vary with the untracked symbols (each of
 * their entries shown to vary alone, or absent from the terms it is read
 * in), their contents into nb and reasons into yb, *value_matters when one
 * not printed with a value decides the element copy 1 touches.  1 done;
 * 0 when an entry's terms did not vary at the values tried; -1 out of
 * memory. */
static int untracked_by_running(drs_vsrc *vs, int first, const term_node *terms,
                                const int64_t *base, int nt, bool test, const bool *seen_sym,
                                bool *const occ[3], sbuf *nb, sbuf *yb, bool *possible,
                                bool *value_matters)
{
    const drs_construct *c = vs->c;
    *possible = *value_matters = false;
    /* each entry alone: dependence()'s round 0, and whether any varies */
    signed char *var = calloc((size_t)c->n_symbols * 3 + 1, 1);
    if (!var)
        return -1;
    int res = 1;
    for (int s = 0; s < c->n_symbols && res > 0; s++) {
        const drs_symbol *y = &c->symbols[s];
        if (!seen_sym[s] || y->untracked == DRS_TRACKED)
            continue;
        bool per = drs_sym_per_copy(y->kind);
        for (int cp = per ? 1 : 0; cp <= (per ? 2 : 0) && res > 0; cp++) {
            if (!vs->has[cp][s])
                res = 0;
            else if ((var[3 * s + cp] = (signed char)entry_varies(vs, terms, base, nt, occ, s,
                                                                   cp)) < 0)
                res = 0;
            else
                *possible = *possible || var[3 * s + cp] > 0;
        }
    }
    /* listed: those that vary alone (every one mentioned when not tested) */
    for (int s = 0; s < c->n_symbols && res > 0 && *possible; s++) {
        const drs_symbol *y = &c->symbols[s];
        if (!seen_sym[s] || y->untracked == DRS_TRACKED)
            continue;
        bool per = drs_sym_per_copy(y->kind);
        for (int cp = per ? 1 : 0; cp <= (per ? 2 : 0); cp++) {
            if (test && !var[3 * s + cp])
                continue;
            list_untracked(vs, s, cp, nb, yb, value_matters);
        }
    }
    /* the element copy 1 touches, with every untracked symbol free: kept
     * when its nodes mention none; else shown to vary with one */
    const drs_access *a1 = &c->accesses[first];
    if (res > 0 && *value_matters && a1->n_index < 17) {
        term_node el[1 + 16];
        int64_t eb[1 + 16];
        int ne = 0;
        el[ne++] = (term_node){a1->offset, 1, false};
        for (int i = 0; i < a1->n_index; i++)
            el[ne++] = (term_node){a1->index[i], 1, false};
        bool *se = calloc((size_t)c->n_exprs + 1, 1), *ss = calloc((size_t)c->n_symbols + 1, 1);
        bool *eocc[3] = {ss, ss, NULL};
        for (int i = 0; se && ss && i < ne; i++) {
            drs_mark_syms_(c, el[i].node, se, ss);
            if (!term_at(vs, &el[i], &eb[i]))
                res = 0;
        }
        if (!se || !ss)
            res = -1;
        bool mentioned = false, shown = false;
        for (int s = 0; s < c->n_symbols && res > 0 && !shown; s++) {
            const drs_symbol *y = &c->symbols[s];
            if (!ss[s] || y->untracked == DRS_TRACKED)
                continue;
            mentioned = true;
            int cp = drs_sym_per_copy(y->kind) ? 1 : 0;
            shown = vs->has[cp][s] && entry_varies(vs, el, eb, ne, eocc, s, cp) > 0;
        }
        if (res > 0 && !mentioned)
            *value_matters = false;
        else if (res > 0 && !shown)
            res = 0;
        free(se);
        free(ss);
    }
    free(var);
    return res;
}

int drs_when_by_running_(drs_vsrc *vs, int first, int second, sbuf *wb, sbuf *nb, sbuf *yb,
                         bool *possible, bool *value_matters)
{
    const drs_construct *c = vs->c;
    const drs_access *a1 = &c->accesses[first], *a2 = &c->accesses[second];
    int max = 11 + 2 * (c->n_loops + 2) + 2 * a1->n_index + a1->n_locks + a2->n_locks +
              2 * a2->n_index;
    bool *seen_expr = calloc((size_t)c->n_exprs + 1, sizeof(bool));
    bool *seen_sym = calloc((size_t)c->n_symbols + 1, sizeof(bool));
    term_node *terms = malloc(sizeof *terms * (size_t)max);
    int64_t *base = malloc(sizeof *base * (size_t)max);
    /* the symbols each copy's terms mention (copy 0: any) */
    bool *occ[3] = {calloc((size_t)c->n_symbols + 1, 1), calloc((size_t)c->n_symbols + 1, 1),
                    calloc((size_t)c->n_symbols + 1, 1)};
    bool *oe = calloc((size_t)c->n_exprs + 1, sizeof(bool));
    int res = seen_expr && seen_sym && terms && base && occ[0] && occ[1] && occ[2] && oe ? 1 : -1;
    int nt = res > 0 ? pair_term_nodes(c, first, second, terms, max) : -1;
    *possible = *value_matters = false;
    if (res > 0) {
        pair_syms(c, first, second, seen_expr, seen_sym);
        for (int k = 0; k < nt && res > 0; k++)
            if (!term_at(vs, &terms[k], &base[k]))
                res = 0;   /* (a run's witness defines them all) */
        for (int cp = 1; cp <= 2 && res > 0; cp++) {
            memset(oe, 0, (size_t)c->n_exprs + 1);
            for (int k = 0; k < nt; k++)
                if (terms[k].copy == cp)
                    drs_mark_syms_(c, terms[k].node, oe, occ[cp]);
        }
        for (int s = 0; s < c->n_symbols; s++)
            occ[0][s] = occ[1][s] || occ[2][s];
    }
    int n_cand = 0, n_utests = 0;
    for (int s = 0; res > 0 && s < c->n_symbols; s++) {
        if (!seen_sym[s])
            continue;
        bool per = drs_sym_per_copy(c->symbols[s].kind);
        if (c->symbols[s].untracked != DRS_TRACKED)
            n_utests += per ? 2 : 1;
        else if (!per)
            n_cand++;
    }
    /* as dependence(): past DRS_WHEN_TESTS every mentioned one is listed */
    bool test = nt >= 0 && (n_cand + n_utests) * nt <= DRS_WHEN_TESTS;
    int listed = 0;
    for (int s = 0; res > 0 && s < c->n_symbols; s++) {
        const drs_symbol *y = &c->symbols[s];
        if (!seen_sym[s] || drs_sym_per_copy(y->kind) || y->untracked != DRS_TRACKED)
            continue;
        if (!vs->has[0][s]) {
            res = 0;
            break;
        }
        bool varies = !test;
        /* not read at all (the operands evaluated never reach it): every
         * term stays what it is whatever its value, as Z3_simplify finds
         * of `argc > 1 ? atoi(argv[1]) : 1000` at argc = 0 */
        bool read = varies;
        vs->has[0][s] = false;
        vs->at = -1;
        for (int k = 0; k < nt && !read; k++) {
            int64_t x;
            read = !term_at(vs, &terms[k], &x) || x != base[k];
        }
        vs->has[0][s] = true;
        vs->at = -1;
        if (!read)
            continue;
        /* other values of s, the rest at their witness values */
        if (!varies && entry_varies(vs, terms, base, nt, occ, s, 0) <= 0) {
            res = 0;   /* maybe constant in s: for Z3 to say */
            break;
        }
        int64_t pv = 0;
        drs_vs_symbol_(vs, s, 0, y->type, &pv);
        drs_sb_printf_(wb, "%s%s=", listed++ ? ", " : "", y->label ? y->label : y->name);
        drs_sb_value_(wb, pv, y->type);
    }
    if (res > 0 && n_utests > 0)
        res = untracked_by_running(vs, first, terms, base, nt, test, seen_sym, occ, nb, yb,
                                   possible, value_matters);
    free(seen_expr);
    free(seen_sym);
    free(terms);
    free(base);
    for (int k = 0; k < 3; k++)
        free(occ[k]);
    free(oe);
    return res > 0 && (wb->oom || nb->oom || yb->oom) ? -1 : res;
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
    drs_sb_printf_(b, "%s%s", b->len ? sep : "", s);
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
        if (!drs_eval_in_(z, m, drs_enc_symbol(enc, s, 0), y->type, &v))
            v = 0;
        drs_sb_printf_(wb, "%s%s=", listed++ ? ", " : "", y->label ? y->label : y->name);
        drs_sb_value_(wb, v, y->type);
    }

    /* possible: the untracked symbols, all left free, change the pair */
    if (any_untracked)
        *possible = !(ok && nt >= 0) ||
                    varies(&vt, from, to, ntr + 1, n);   /* substitutes [0, ntr) */
    if (*possible && ok) {
        drs_vsrc vs = {.c = c, .enc = enc, .z = z, .m = m, .at = -1};
        bool some = false;
        for (int round = 0; round < 2 && !some; round++)
            for (int k = ntr; k < n; k++) {
                if (!seen_sym[isym[k]])
                    continue;
                /* round 0: those that matter one by one; round 1: every
                 * mentioned one (they only matter together) */
                if (round == 0 && test && !varies_without(&vt, from, to, n, k))
                    continue;
                if (round == 0 && !test)
                    continue;
                some = true;
                list_untracked(&vs, isym[k], icopy[k], nb, yb, value_matters);
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
    /* The symbols' values in the model of the last race filled (vm, held
     * by a reference so that no other model takes its address): races of
     * pairs that ask one query share its model (drs_memo.c; NPB BT's 720
     * races on tmp1..tmp3 come from three), and reading every symbol of
     * the construct from it again was most of their witnesses' cost. */
    Z3_model vm;
    int n_val;              /* 3 * n_symbols: [copy * n_symbols + s] */
    int64_t *val;
    unsigned char *got;     /* 0: not read yet, 1: read, 2: has none */
};

bool drs_dep_symbol_(drs_dep_memo *d, drs_vsrc *vs, int s, int copy, drs_type t, int64_t *out)
{
    int n = vs->c->n_symbols;
    if (!d || !vs->m || copy < 0 || copy > 2 || s < 0 || s >= n)
        return drs_vs_symbol_(vs, s, copy, t, out);
    if (d->vm != vs->m || d->n_val != 3 * n) {
        if (d->n_val != 3 * n) {
            free(d->val);
            free(d->got);
            d->val = malloc(sizeof *d->val * (size_t)(3 * n + 1));
            d->got = malloc((size_t)(3 * n + 1));
            d->n_val = d->val && d->got ? 3 * n : 0;
            if (!d->n_val)
                return drs_vs_symbol_(vs, s, copy, t, out);
        }
        if (d->vm)
            Z3_model_dec_ref(d->z, d->vm);
        Z3_model_inc_ref(d->z, vs->m);
        d->vm = vs->m;
        memset(d->got, 0, (size_t)d->n_val);
    }
    int k = copy * n + s;
    if (!d->got[k]) {
        d->got[k] = drs_vs_symbol_(vs, s, copy, t, &d->val[k]) ? 1 : 2;
    }
    *out = d->val[k];
    return d->got[k] == 1;
}

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
    if (d->vm)
        Z3_model_dec_ref(d->z, d->vm);
    free(d->val);
    free(d->got);
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
bool drs_dependence_(drs_dep_memo *dm, sbuf *wb, sbuf *nb, sbuf *yb, bool *possible,
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
        drs_sb_printf_(wb, "%s", e->when);
        drs_sb_printf_(nb, "%s", e->needs);
        drs_sb_printf_(yb, "%s", e->why);
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

