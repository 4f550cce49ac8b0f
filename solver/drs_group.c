/* drs_group.c -- one query per object for the pairs the filters leave.
 *
 * Tiled loop nests give one construct hundreds of candidate pairs on a few
 * arrays (DataRaceBench DRB056: 180 pairs on A and B), and each pair's
 * query repeats the same polyhedral loop bounds: about 50 ms each over
 * Z3 Int, seconds per construct.  Before the pairs are decided one by one,
 * the pairs of each object that need a query (drs_pair_route_) are asked
 * together when every one of them has a linear integer encoding: the
 * disjunction of their queries (drs_int_pair_facts_, the integer solver
 * holding the base facts).  Z3 shares its work on the common bounds: the
 * 180 pairs of DRB056 take about a sixth of their separate time.  Each
 * chunk's first pair is decided alone before (by running the loops, else
 * its own query): one that races shows the chunk satisfiable without
 * asking it, and the others of a chunk whose first pair does not are
 * asked together.
 *
 *   unsatisfiable  every pair of the object is race-free; none is asked
 *                  alone (drs_group_decided_).  Whether one rested
 *                  on the in-bounds rule is still asked pair by pair
 *                  (drs_bounds_recheck_, which stops at the first that
 *                  did: the disjunction's models are slow to find).
 *   otherwise      the pairs go one by one as before -- a race needs its
 *                  own witness, and an undecided group may hide pairs that
 *                  are easy alone.
 *
 * Exactness is that of the integer mode (encoder/drs_enc_lia.c): the
 * disjunction is unsatisfiable exactly when each pair's query is.
 */
#include <stdint.h>
#include <stdlib.h>
#include <z3.h>

#include "drs_check_int.h"

/* Fewer candidate pairs on one object: asked one by one; more: asked in
 * chunks of DRS_GROUP_MAX (a disjunction of thousands of pairs, the tiled
 * initialisation of DRB042, exhausts any limit). */
#define DRS_GROUP_MIN 3
#define DRS_GROUP_MAX 160
/* Resource limit of one chunk's disjunction (deterministic; DRB056's 140
 * pairs on B take 0.5M), and how many chunks of a construct may give up
 * before the rest go one by one. */
#define DRS_GROUP_RLIMIT 1500000u
/* A wall-time guard as a last resort: Z3's arithmetic solver can spend
 * 20 s within those units searching a model of a satisfiable disjunction
 * (a difftest loop with 24 accesses).  Only the shortcut depends on it;
 * the pairs it leaves are decided one by one, exactly as before. */
#define DRS_GROUP_MS 3000u
#define DRS_GROUP_GIVEUPS 1
/* The same for the disjunction asking whether any pair needed the
 * in-bounds rule (a shortcut only: solve_chunk). */
#define DRS_RECHECK_RLIMIT 30000u
#define DRS_RECHECK_MS 300u

typedef struct pair {
    int first, second;  /* the pair as its query orders it */
    int object;
    int64_t key;        /* key_of(c, i, j), i <= j: the pair as enumerated */
} pair;

/* Asks the disjunction of terms[0..n) on the integer solver with the
 * integer ranges; Z3_L_UNDEF on any failure. */
static Z3_lbool ask(check_state *st, Z3_ast *terms, int n, unsigned rlimit, unsigned cap_ms)
{
    Z3_context z = st->s->z;
    unsigned ms;
    if (!drs_query_timeout_(st, &ms))
        return Z3_L_UNDEF;
    ms = drs_cap_ms_(ms, cap_ms);
    Z3_ast q = Z3_mk_or(z, (unsigned)n, terms);
    if (!q || drs_z3_failed_(st) || !drs_zslot_ranges_(st, &st->lia, st->ienc))
        return Z3_L_UNDEF;
    drs_push_facts_(st, &st->lia, &q, 1);
    st->lia.rlimit = rlimit;
    Z3_lbool res = drs_run_check_(st, &st->lia, ms);
    st->lia.rlimit = 0;
    Z3_solver_pop(z, st->lia.s, 1);
    return st->fatal ? Z3_L_UNDEF : res;
}

/* The query of pair p as one conjunction (without the in-bounds rule's
 * facts unless `assumed`); NULL on failure. */
static Z3_ast pair_term(check_state *st, pair p, bool assumed)
{
    Z3_context z = st->s->z;
    Z3_ast q[DRS_INT_FACTS];
    int n = drs_int_pair_facts_(st, p.first, p.second, assumed, q);
    if (n <= 0)
        return NULL;
    Z3_ast t = Z3_mk_and(z, (unsigned)n, q);
    return drs_z3_failed_(st) ? NULL : t;
}

/* One chunk of an object's pairs, ps[0..n): true when all are race-free. */
static bool solve_chunk(check_state *st, const pair *ps, int n)
{
    Z3_ast *terms = malloc(sizeof *terms * (size_t)n);
    if (!terms)
        return false;
    bool ok = true;
    for (int k = 0; k < n && ok; k++)
        ok = (terms[k] = pair_term(st, ps[k], true)) != NULL;
    uint64_t units0 = st->s->units_used;
    Z3_lbool res = ok ? ask(st, terms, n, DRS_GROUP_RLIMIT, DRS_GROUP_MS) : Z3_L_UNDEF;
    bool hard = st->s->units_used - units0 > DRS_RECHECK_RLIMIT;
    /* Did any of them need the in-bounds rule?  The first pair that could
     * have needed it is asked alone: where it did (bounds in globals set
     * elsewhere, NPB), the object is settled and the others need not be
     * asked.  The rest at once: the disjunction of their queries without
     * the rule's facts.  Unsatisfiable: none did (NPB LU's regions: one
     * query instead of 550).  Satisfiable disjunctions are slow to show
     * (DataRaceBench's jacobi2d tiles: 3 s each), so it has a small limit:
     * a give-up only sends the pairs one by one below. */
    int m = 0, probe = -1;
    for (int k = 0; k < n && ok && res == Z3_L_FALSE && probe < 0; k++)
        if (drs_bounds_recheck_asks_(st, ps[k].first, ps[k].second)) {
            drs_bounds_recheck_(st, ps[k].first, ps[k].second);
            probe = k;
        }
    for (int k = probe + 1; k < n && ok && res == Z3_L_FALSE && !st->fatal; k++)
        if (drs_bounds_recheck_asks_(st, ps[k].first, ps[k].second))
            ok = (terms[m++] = pair_term(st, ps[k], false)) != NULL;
    /* The same disjunction with fewer facts: a proof of it would prove the
     * chunk too, so it is no shorter than the one just found.  When that
     * took more than the recheck's limit the recheck can only give up or
     * find a pair that needed the rule, both stated alike: it is not asked
     * (DataRaceBench DRB056: 128k and 243k units, then two give-ups, 60
     * ms). */
    Z3_lbool some = res == Z3_L_FALSE && ok && m > 0
                        ? (hard ? Z3_L_UNDEF : ask(st, terms, m, DRS_RECHECK_RLIMIT, DRS_RECHECK_MS))
                        : Z3_L_FALSE;
    free(terms);
    if (res == Z3_L_UNDEF)
        st->group_giveups++;
    if (res != Z3_L_FALSE)
        return false;
    /* Some pair needed the rule (satisfiable): the chunk's object is
     * settled, as by the first pair found alone.  The disjunction gave up:
     * stated, as for a pair whose recheck gives up -- asking the pairs one
     * by one only repeated the polyhedral work that stopped it
     * (DataRaceBench DRB056: two give-ups of 50 ms each after it). */
    if (ok && some != Z3_L_FALSE) {
        for (int k = probe + 1; k < n; k++)
            if (drs_bounds_recheck_asks_(st, ps[k].first, ps[k].second))
                drs_bounds_note_pair_(st, ps[k].first, ps[k].second);
        return !st->fatal;
    }
    /* The terms could not all be made: pair by pair, as for a pair decided
     * alone; the first that needed it settles it for the object. */
    for (int k = probe + 1; k < n && !st->fatal && !ok; k++)
        drs_bounds_recheck_(st, ps[k].first, ps[k].second);
    return !st->fatal;
}

static int cmp_key(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? -1 : x > y;
}

static int64_t key_of(const drs_construct *c, int i, int j)
{
    return (int64_t)i * c->n_accesses + j;
}

bool drs_group_decided_(const check_state *st, int i, int j)
{
    int64_t k = key_of(st->c, i, j);
    return st->n_decided > 0 &&
           bsearch(&k, st->decided, (size_t)st->n_decided, sizeof k, cmp_key) != NULL;
}

/* Pairs by object, then in the order they were enumerated. */
static int cmp_pair(const void *a, const void *b)
{
    const pair *x = a, *y = b;
    if (x->object != y->object)
        return x->object < y->object ? -1 : 1;
    return x->key < y->key ? -1 : x->key > y->key;
}

/* Appends the pair of accesses x and y (either order) to ps[0..*n);
 * false when out of memory. */
static bool push_pair(const drs_construct *c, pair **ps, int *n, int *cap, int x, int y)
{
    if (*n == *cap) {
        int nc = *cap ? 2 * *cap : 64;
        pair *q = realloc(*ps, sizeof *q * (size_t)nc);
        if (!q)
            return false;
        *ps = q;
        *cap = nc;
    }
    int lo = x < y ? x : y, hi = x < y ? y : x;
    pair p = {0, 0, c->accesses[lo].object, key_of(c, lo, hi)};
    drs_pair_order_(c, lo, hi, &p.first, &p.second);
    (*ps)[(*n)++] = p;
    return true;
}

void drs_solve_groups_(check_state *st, drs_filter *flt, int pv)
{
    const drs_construct *c = st->c;
    if (st->fatal || !st->ienc || c->n_objects <= 0)
        return;
    /* The pairs that need a query, routed once (no Z3), grouped by
     * object; each group of at least DRS_GROUP_MIN linear pairs is asked
     * in chunks of at most DRS_GROUP_MAX. */
    pair *ps = NULL;
    int n = 0, cap = 0;
    /* With classes of like accesses (drs_route.c, st->like), the rows of
     * the accesses that start their class meet each pair of classes: its
     * route stands for the pairs of their members. */
    int na = c->n_accesses;
    const int *next_like = st->like ? st->next_like : NULL;
    for (int i = 0; i < na; i++) {
        if (next_like && st->like[i] != i)
            continue;
        for (int j = i; j < na; j = st->next_same[j]) {
            bool twin = next_like && j != i && st->like[j] == i;
            if (next_like && j != i && st->like[j] != j && !(twin && j == next_like[i]))
                continue;
            int f, s;
            if (drs_pair_route_(st, flt, pv, i, j, &f, &s) != DRS_PAIR_SOLVE)
                continue;
            if (!next_like) {
                if (!push_pair(c, &ps, &n, &cap, i, j))
                    goto out;
                continue;
            }
            /* the pairs of members the route stands for: each member
             * against itself, two members of one class, or a member of
             * each class */
            for (int x = i; x < na; x = next_like[x]) {
                if (j == i) {
                    if (!push_pair(c, &ps, &n, &cap, x, x))
                        goto out;
                    continue;
                }
                for (int y = twin ? next_like[x] : j; y < na; y = next_like[y])
                    if (!push_pair(c, &ps, &n, &cap, x, y))
                        goto out;
            }
        }
    }
    if (n > 1)
        qsort(ps, (size_t)n, sizeof *ps, cmp_pair);
    for (int g = 0, e; g < n && !st->fatal && st->group_giveups < DRS_GROUP_GIVEUPS; g = e) {
        bool linear = true;
        for (e = g; e < n && ps[e].object == ps[g].object; e++) {
            int d = drs_enc_int_degree(st->ienc, ps[e].first, ps[e].second);
            linear = linear && d >= 0 && d <= 1;
        }
        /* A scalar's pairs all name its bytes: whether two of its accesses
         * may run in parallel is the whole question, and mostly they may
         * -- a race, whose pairs are then asked one by one for their
         * witnesses anyway, equal queries once (drs_memo.c).  NPB BT: 14
         * disjunctions over tmp1..tmp3, all satisfiable, 2% of its compile;
         * over DataRaceBench 4 of 24 such groups were unsatisfiable, of 3
         * to 5 pairs. */
        if (e - g < DRS_GROUP_MIN || !linear || c->objects[ps[g].object].kind == DRS_OBJ_SCALAR)
            continue;
        if (!drs_ensure_solvers_(st) || !drs_ensure_int_solver_(st))
            break;
        for (int k = g; k < e && !st->fatal && st->group_giveups < DRS_GROUP_GIVEUPS;
             k += DRS_GROUP_MAX) {
            int m = e - k < DRS_GROUP_MAX ? e - k : DRS_GROUP_MAX;
            /* The chunk's first pair is decided alone first: one that
             * races (by running, else by its own query) makes the chunk
             * satisfiable, and it is not asked -- a satisfiable disjunction
             * costs several of its pairs' queries, and its pairs are asked
             * one by one after it anyway for their witnesses (NPB LU's blts
             * and buts: four such disjunctions, 25M instructions; its ssor
             * region: two, 21M).  One that does not is decided, and the
             * others are asked together. */
            bool raced = drs_race_by_running_(st, ps[k].first, ps[k].second) ||
                         drs_solve_one_(st, ps[k].first, ps[k].second);
            if (st->fatal)
                break;
            bool all = !raced && m >= DRS_GROUP_MIN &&
                       solve_chunk(st, ps + k + 1, m - 1);
            int n_new = all ? m : 1;
            int64_t *d = realloc(st->decided, sizeof *d * (size_t)(st->n_decided + n_new));
            if (!d)
                goto out;
            st->decided = d;
            for (int t = 0; t < n_new; t++)
                d[st->n_decided++] = ps[k + t].key;
        }
    }
out:
    if (st->n_decided > 1)
        qsort(st->decided, (size_t)st->n_decided, sizeof *st->decided, cmp_key);
    free(ps);
}
