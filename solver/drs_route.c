/* drs_route.c -- which pairs of a construct need what: a route per pair.
 *
 * A pair of accesses needs nothing (two objects, no write, a common lock,
 * never in parallel), is decided by a cheap filter (drs_filter.c,
 * drs_radix.c; with the in-bounds rule's help or without), or needs a
 * query (drs_route, drs_check_int.h).  The routes are kept per pair of
 * classes of accesses equal but for their place (same_access below); the
 * memo's lookup is inline in drs_check_int.h, the filters run here.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "drs_check_int.h"

static bool writes(const drs_access *a) { return (a->mode & DRS_WRITE) != 0; }

static bool before(const drs_access *a, const drs_access *b)
{
    return a->line < b->line || (a->line == b->line && a->col < b->col);
}

/* The accesses' phases (drs_access.phase) are constants that differ: the
 * encoder's same-phase component (drs_parallel.c) is false, so the pair
 * never runs in parallel.  The regions of NPB's erhs and rhs: most of
 * their 2,000 pairs are between loops a barrier separates. */
static bool phases_apart(const drs_construct *c, const drs_access *a, const drs_access *b)
{
    int64_t v[2] = {0, 0};
    const int p[2] = {a->phase, b->phase};
    for (int k = 0; k < 2; k++) {
        if (p[k] < 0)
            continue;
        const drs_expr *x = &c->exprs[p[k]];
        /* constants are stored extended to 64 bits (drs_const); an
         * unsigned one past INT64_MAX compares as nothing here */
        if (x->op != DRS_OP_CONST || (!x->type.is_signed && x->value < 0))
            return false;
        v[k] = x->value;
    }
    return v[0] != v[1];
}

/* The pair (i, j) as its query orders it: the write first, else the one
 * earlier in the source. */
void drs_pair_order_(const drs_construct *c, int i, int j, int *first, int *second)
{
    const drs_access *a = &c->accesses[i], *b = &c->accesses[j];
    *first = i;
    *second = j;
    if ((writes(b) && !writes(a)) || (writes(a) == writes(b) && before(b, a))) {
        *first = j;
        *second = i;
    }
}

/* drs_pair_route_ without its memo. */
static drs_route route_of(check_state *st, drs_filter *flt, int pv, int i, int j, int *first,
                          int *second)
{
    const drs_construct *c = st->c;
    const drs_access *a = &c->accesses[i], *b = &c->accesses[j];
    if (a->object != b->object || (!writes(a) && !writes(b)) || drs_locksets_meet(c, a, b))
        return DRS_PAIR_NONE;
    drs_pair_order_(c, i, j, first, second);
    /* The filter reasons about different iterations of the parallel loop:
     * only when they decide the pair. */
    /* (a trivially unsatisfiable query made a Z3 context, 3 ms, in about
     * half the race-free DataRaceBench files that made one) */
    if (c->n_workers > 0 && (phases_apart(c, a, b) || drs_enc_never_parallel(c, i, j)))
        return DRS_PAIR_FILTERED;
    if (c->n_workers > 0) {
        int L = drs_common_worker(c, a->worker, b->worker);
        if (L < 0 || c->workers[L].kind != DRS_WORKER_ITERATION)
            pv = -1;
    }
    if (drs_cheap_disjoint_(flt, *first, *second, pv) ||
        drs_cheap_disjoint_radix_(st->radix, *first, *second, pv))
        return DRS_PAIR_FILTERED;
    if (drs_cheap_disjoint_dims_(flt, st->enc, *first, *second, pv, true))
        return drs_cheap_disjoint_dims_(flt, st->enc, *first, *second, pv, false)
                   ? DRS_PAIR_FILTERED_DIMS
                   : DRS_PAIR_FILTERED_ASSUMED;
    if (pv < 0 && drs_cheap_same_iteration_(flt, st->enc, *first, *second, true))
        return drs_cheap_same_iteration_(flt, st->enc, *first, *second, false)
                   ? DRS_PAIR_FILTERED_DIMS
                   : DRS_PAIR_FILTERED_ASSUMED;
    if (pv < 0 && drs_cheap_disjoint_collapse_(flt, st->enc, *first, *second, true))
        return drs_cheap_disjoint_collapse_(flt, st->enc, *first, *second, false)
                   ? DRS_PAIR_FILTERED_DIMS
                   : DRS_PAIR_FILTERED_ASSUMED;
    return DRS_PAIR_SOLVE;
}

/* Routes are kept per pair of classes of accesses that differ only in
 * where they are written (NPB BT's x_solve_cell: 586 accesses, 56 such
 * classes -- 76,000 pairs routed through the filters, 1,600 now).  Two
 * such accesses have the same object, mode, loops, path, worker, phase,
 * subscripts (the same expression nodes), locks and in-bounds
 * assumptions: every filter reads only those, and the race query of a
 * pair is symmetric in its two copies, so a filter's answer for one pair
 * of two classes -- in either order -- answers the others. */
static bool same_access(const check_state *st, int i, int j)
{
    const drs_construct *c = st->c;
    const drs_access *a = &c->accesses[i], *b = &c->accesses[j];
    if (a->object != b->object || a->mode != b->mode || a->loop != b->loop ||
        a->worker != b->worker || a->phase != b->phase || a->ordered != b->ordered ||
        a->tpos != b->tpos || a->twait != b->twait || a->path != b->path ||
        a->offset != b->offset || a->size != b->size || a->n_index != b->n_index ||
        !a->dims != !b->dims || a->dims_bounds_only != b->dims_bounds_only ||
        a->member_tail != b->member_tail || a->n_locks != b->n_locks ||
        !a->lock_held != !b->lock_held || strcmp(a->member ? a->member : "",
                                                b->member ? b->member : "") != 0)
        return false;
    for (int k = 0; k < a->n_index; k++) {
        if (a->index[k] != b->index[k] || (a->dims && a->dims[k] != b->dims[k]))
            return false;
        for (int up = 0; up < 2; up++)
            if (drs_enc_index_bound_assumed(st->enc, i, k, up) !=
                    drs_enc_index_bound_assumed(st->enc, j, k, up) ||
                (st->ienc && drs_enc_index_bound_assumed(st->ienc, i, k, up) !=
                                 drs_enc_index_bound_assumed(st->ienc, j, k, up)))
                return false;
    }
    for (int k = 0; k < a->n_locks; k++)
        if ((a->lock_held && a->lock_held[k] != b->lock_held[k]) ||
            strcmp(a->locks[k], b->locks[k]) != 0)
            return false;
    return true;
}

typedef struct hashed {
    uint64_t h;
    int acc;
} hashed;

static int cmp_hashed(const void *x, const void *y)
{
    const hashed *a = x, *b = y;
    if (a->h != b->h)
        return a->h < b->h ? -1 : 1;
    return a->acc < b->acc ? -1 : a->acc > b->acc;
}

bool drs_make_classes_(check_state *st)
{
    const drs_construct *c = st->c;
    int n = c->n_accesses;
    if (!st->routes)
        return true;
    st->class_keyed = false;   /* (classes of another meaning below) */
    drs_race_run_forget_(st->race_run);
    memset(st->routes, 0, (size_t)n * (size_t)(n + 1) / 2 + 1);
    if (!st->like)
        st->like = malloc(sizeof *st->like * (size_t)(n + 1));
    if (!st->twins)
        st->twins = malloc((size_t)n + 1);
    if (!st->next_like)
        st->next_like = malloc(sizeof *st->next_like * (size_t)(n + 1));
    hashed *hs = malloc(sizeof *hs * (size_t)(n + 1));
    if (!st->like || !st->twins || !st->next_like || !hs) {
        free(hs);
        free(st->like);
        free(st->twins);
        free(st->next_like);
        st->like = NULL;
        st->twins = NULL;
        st->next_like = NULL;
        return false;
    }
    memset(st->twins, 0, (size_t)n + 1);
    for (int i = 0; i < n; i++) {
        const drs_access *a = &c->accesses[i];
        uint64_t h = drs_mix_((uint64_t)a->object, (uint64_t)a->mode);
        h = drs_mix_(h, (uint64_t)(int64_t)a->offset);
        h = drs_mix_(h, (uint64_t)(int64_t)a->path);
        h = drs_mix_(h, (uint64_t)(int64_t)a->loop);
        h = drs_mix_(h, (uint64_t)(int64_t)a->worker);
        for (int k = 0; k < a->n_index; k++)
            h = drs_mix_(h, (uint64_t)(int64_t)a->index[k]);
        hs[i] = (hashed){h, i};
    }
    qsort(hs, (size_t)n, sizeof *hs, cmp_hashed);
    /* within a run of one hash, in source order of the model: each access
     * is like the first earlier one equal to it, else itself */
    for (int g = 0, e; g < n; g = e) {
        for (e = g; e < n && hs[e].h == hs[g].h; e++) {
            int i = hs[e].acc;
            st->like[i] = i;
            for (int f = g; f < e; f++) {
                int r = hs[f].acc;
                if (st->like[r] == r && same_access(st, r, i)) {
                    st->like[i] = r;
                    break;
                }
            }
        }
    }
    /* each class's members in order (hs[r].acc, no longer needed: the
     * member of class r seen last, walking down) */
    for (int i = 0; i < n; i++)
        hs[i].acc = n;
    for (int i = n - 1; i >= 0; i--) {
        st->next_like[i] = hs[st->like[i]].acc;
        hs[st->like[i]].acc = i;
    }
    free(hs);
    return true;
}

drs_route drs_pair_route_miss_(check_state *st, drs_filter *flt, int pv, int i, int j,
                               int *first, int *second, unsigned char *slot)
{
    drs_route r = route_of(st, flt, pv, i, j, first, second);
    if (slot)
        *slot = (unsigned char)(r + 1);
    return r;
}
