/* drs_check_int.h -- what the files deciding one construct share (not for
 * plugin/): the construct's state and Z3 solver slots, their limits, and the
 * helpers of drs_zslot.c (errors, limits, checks, witness polishing) and
 * drs_lemma.c (the "equal subscripts" fact).  drs_solver.c drives them.
 */
#ifndef DRS_CHECK_INT_H
#define DRS_CHECK_INT_H

#include <stdbool.h>
#include <stdint.h>
#include <z3.h>

#include "drs_solver_int.h"

/* Witness retries: per-copy loop variables within these many steps of init
 * (small inputs too for the first two).  The integer solver is asked within
 * DRS_NEAR_INT steps first on linear queries: its answers lie on the edges
 * of what a query allows (i = 3, 4 within 4 steps, where bit-blasting gives
 * 0, 1), and its checks cost a tenth of a bit-vector check. */
#define DRS_NEAR_INT 1
/* That step's resource limit when the query has products (nonlinear). */
#define DRS_NEAR_INT_RLIMIT 20000u
/* And between DRS_NEAR1 and DRS_NEAR2 on linear integer queries, for the
 * same reason (i=993 against i=1024 where i=97 against i=128 would do). */
#define DRS_NEAR_INT2 128
#define DRS_NEAR0 4
#define DRS_NEAR1 16
#define DRS_NEAR2 1024
/* Inputs a polished witness shows when the query allows (drs_polish_within_;
 * else within [-1024, 1024]). */
#define DRS_SMALL_INPUT 16
/* Limits of the incremental solver's first try at a pair: Z3 resource units
 * (about 1 s of work, the same on a loaded machine) and a wall-time guard. */
#define DRS_FAST_RLIMIT 3000000u
#define DRS_FAST_MS 20000u
/* Limits of each witness-polishing query: resource units, wall-time guard. */
#define DRS_POLISH_RLIMIT 3000000u
/* A pair with products of three or more unknowns tries small values first,
 * briefly (solve_pair_bv): a race is found in a fraction of this, a
 * race-free pair loses no more than it */
#define DRS_SMALL_FIRST_RLIMIT 300000u
#define DRS_POLISH_MS 10000u

/* Choices of inputs the out-of-bounds questions keep (drs_bounds.c). */
#define DRS_OOB_PINS 4

/* A choice of inputs: symbol constants and their values. */
typedef struct drs_pins {
    int n;
    Z3_ast *from, *to;
} drs_pins;
void drs_pins_clear_(drs_pins *p);

/* A pair query's identity (drs_memo.c): the ids of its facts, then what
 * the witness polishing adds (the loops and workers of both accesses,
 * whether they are one access). */
#define DRS_MEMO_FACTS 8
typedef struct drs_memo_key {
    unsigned v[DRS_MEMO_FACTS + 5];
    int n;
    uint64_t hash;
} drs_memo_key;
typedef struct drs_memo_entry {
    drs_memo_key key;
    Z3_lbool res;           /* Z3_L_FALSE race-free, Z3_L_TRUE race */
    Z3_model m;             /* a race's polished model (inc_ref'd) */
} drs_memo_entry;

/* A Z3 solver of the construct, with the time limit its params say. */
typedef struct zslot {
    Z3_solver s;            /* NULL until a pair needs it */
    unsigned timeout_set;   /* the "timeout" param set, 0: not set yet */
    unsigned ms;            /* wall-time limit of the next check */
    unsigned rlimit;        /* resource limit per check, 0 = none */
    unsigned rlimit_set;    /* the rlimit the params hold */
    bool suspect;           /* gave a model that fails its own assertions
                               (drs_zslot_model_): remade before its next
                               query, its state is not trusted */
    unsigned ranges_done;   /* integer ranges asserted at its base level
                               (drs_zslot_ranges_) */
} zslot;

typedef struct check_state {
    drs_solver *s;
    const drs_construct *c;
    drs_enc *enc;
    drs_enc *ienc;          /* the integer-mode encoder (NULL if none) */
    Z3_ast base;            /* the bit-vector base facts, once the context
                               is ready (drs_ensure_solvers_) */
    zslot fast;             /* incremental SMT solver, short time limit */
    zslot full;             /* the tactic solver (see the file comment) */
    zslot lia;              /* incremental solver of the integer queries */
    zslot oobs;             /* the out-of-bounds questions (drs_bounds.c) */
    zslot stay;             /* their cheap forms (drs_bounds.c) */
    struct drs_run_state *run;  /* the loop runner's evaluator (drs_stays.c),
                                   or NULL */
    struct drs_race_run *race_run;   /* drs_runrace.c's state, or NULL */
    int oob_giveups;        /* of those, how many gave up */
    int oob_asked;          /* quantified questions asked */
    int recheck_giveups;    /* drs_bounds_recheck_ queries that gave up */
    int group_giveups;      /* drs_group.c: chunks that gave up */
    drs_radix *radix;       /* drs_radix.c: each access's offset split */
    struct drs_window *windows;   /* drs_window.c: the windows asked */
    int n_windows;
    int window_misses;      /*   and how many did not hold */
    unsigned char *routes;  /* 1 + the route of pair (i, j), i <= j, once
                               computed (0: not yet); NULL for too many
                               accesses.  Emptied when the bounds check
                               drops an assumption (bounds_dropped). */
    int *like;              /* per access: the first access that differs
                               from it only in where it is written
                               (drs_route.c, same_access), whose pairs
                               take the same routes; NULL without routes */
    unsigned char *twins;   /* per such first access: 1 + the route of two
                               different accesses like it (0: not yet) */
    int *next_like;         /* per access: the next access like it
                               (n_accesses: none), a class's members in
                               order */
    int bounds_dropped;     /* drs_bounds.c: in-bounds assumptions dropped */
    int64_t *decided;       /* drs_group.c: pairs i * n_accesses + j proved */
    int n_decided;          /*   race-free, sorted */
    drs_pins pins[2][DRS_OOB_PINS];   /* inputs that kept accesses within
                               bounds, per encoding (bit-vector, integer) */
    int n_pins[2];
    int pin_misses;         /* drs_bounds.c: first tries of the newest
                               inputs that failed in a row, and */
    int pin_skips;          /*   the tries skipped since */
    bool *assumed_obj;      /* per object: a decided pair rested on the
                               in-bounds rule for it (drs_assumed.c) */
    bool lia_broken;        /* the integer solver cannot be used */
    int *next_same;         /* per access: the next access of its object
                               (n_accesses: none) -- pairs of two objects
                               never race, and a construct of NPB BT has
                               586 accesses on a dozen objects */
    int lia_remade;         /* times the integer solver was remade after a
                               model that broke its facts */
    int nia_undecided;      /* nonlinear integer queries that gave up */
    int int_undecided;      /* linear integer queries that gave up */
    unsigned char *inb;     /* per access: subscripts within their extents?
                               0 not asked, 1 proved, 2 not proved */
    int par;                /* the single PARALLEL loop, -1 if none or several */
    int lemma_of[2];        /* the pair whose lemma is cached ({-1, -1}) */
    Z3_ast lemma;           /* its subscript_lemma, or NULL */
    uint64_t units_start;   /* the solver's units_used when the construct began */
    uint64_t units_cap;     /* resource units this construct may use: half of
                               what the translation unit had left (0 = no
                               budget), so one construct cannot leave the
                               rest of the file without verdicts */
    drs_memo_entry *memo;   /* drs_memo.c: the answers of queries asked */
    int n_memo, cap_memo;
    drs_dep_memo *dep;      /* drs_depend.c: dependence answers of races */
    /* The races last worded from a model (before drs_bounds_mark_race_),
     * with its access classes (st->like): add_race's templates, replaced
     * in turn. */
#define DRS_WORDED 16
    struct worded {
        drs_race race;
        Z3_model m;         /* inc_ref'd, or NULL: empty */
        int a, b;
    } worded[DRS_WORDED];
    int next_worded;
    /* The memo key of the last query asked, with its pair's access classes
     * in query order (pair_ready): an equal pair of those classes has an
     * equal query, its key without building it.  Forgotten when the
     * classes are made again. */
    bool class_keyed;
    int keyed_a, keyed_b;
    drs_memo_key class_key;
    char *unknown;          /* first reason a pair stayed undecided */
    bool fatal;             /* stop: internal error or budget */
    drs_result *r;
    int cap_races;
} check_state;

/* The first reason a pair stayed undecided (later ones are dropped). */
void drs_set_unknown_(check_state *st, const char *fmt, ...);
/* Records a Z3 error, or the encoder's, as fatal; true if there was one. */
bool drs_z3_failed_(check_state *st);
bool drs_enc_failed_(check_state *st);
/* "solver budget exhausted", naming the construct's share when that is
 * what ran out, or "time budget exhausted". */
const char *drs_check_budget_reason_(const check_state *st);
/* Per-query time limit from the options and the budget (0 = none); false
 * when the budget is spent. */
bool drs_query_timeout_(check_state *st, unsigned *ms);
/* A query's time limit ms (0 = none) capped at cap. */
static inline unsigned drs_cap_ms_(unsigned ms, unsigned cap)
{
    return ms == 0 || ms > cap ? cap : ms;
}
/* One more value v into hash h (the memo keys, the classes of accesses). */
static inline uint64_t drs_mix_(uint64_t h, uint64_t v)
{
    return h ^ (v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2));
}
/* Pushes the n facts q onto zs (one push). */
void drs_push_facts_(check_state *st, zslot *zs, const Z3_ast *q, int n);
/* Asserts on zs, which must be at its base level (no push open), the
 * integer ranges of e's symbols made since zs last took them
 * (drs_enc_int_ranges_since): call it after building a query's terms,
 * before pushing them.  A type range holds in every query, so it is
 * asserted once per solver instead of with each query (NPB LU's ssor:
 * 330 ranges rewritten with each of its 300 queries, half their time).
 * False on a failure. */
bool drs_zslot_ranges_(check_state *st, zslot *zs, drs_enc *e);
/* The model of zs's last satisfiable check (inc_ref'd), or NULL when Z3
 * cannot give one (its error code is left for the caller to see) or gives
 * one that breaks a fact asserted on zs (then zs->suspect is set). */
Z3_model drs_zslot_model_(check_state *st, zslot *zs);
/* Releases zs's solver and clears the slot (a suspect slot is remade by
 * its ensure function, with nothing pushed on it). */
void drs_zslot_drop_(check_state *st, zslot *zs);
/* Checks what zs holds within ms (0 = no limit) and zs's rlimit. */
Z3_lbool drs_run_check_(check_state *st, zslot *zs, unsigned ms);
/* Whether the last check ran out of its wall time (the guard interrupted
 * it: Z3 then says "canceled"). */
bool drs_check_timed_out_(const check_state *st);
/* Asks solver zs (holding the pair) for a model with small loop values
 * (`near` steps from init; small inputs too when `inputs`); a new model
 * (inc_ref'd) or NULL. */
Z3_model drs_polish_(check_state *st, zslot *zs, drs_enc *enc, int first, int second,
                     int64_t near, bool inputs);
/* drs_polish_ within rlimit resource units (DRS_POLISH_RLIMIT there). */
Z3_model drs_polish_within_(check_state *st, zslot *zs, drs_enc *enc, int first, int second,
                            int64_t near, bool inputs, unsigned rlimit);
/* drs_polish_within_ that answers `have` (a model of what zs held before,
 * or NULL), inc_ref'd, without a check when it meets the step's bounds. */
Z3_model drs_polish_have_(check_state *st, zslot *zs, drs_enc *enc, int first, int second,
                          int64_t near, bool inputs, unsigned rlimit, Z3_model have);
/* Asserts on zs that the inputs and per-copy unknowns of at least 12 bits
 * lie within [-1024, 1024] ([0, 1024] unsigned); in the integer mode only
 * those the queries made so far use. */
void drs_assert_small_inputs_(check_state *st, zslot *zs, drs_enc *enc);
/* The witness's model for a race zs holds: drs_polish_ within DRS_NEAR0,
 * then DRS_NEAR1, then DRS_NEAR2 steps (inputs small in the first two; on
 * the integer encoding DRS_NEAR_INT steps first, and DRS_NEAR_INT2 before
 * DRS_NEAR2 when linear), the first model found; NULL when none is (then
 * the caller reads zs's own model).  have: zs's own model (or NULL), the
 * answer of the first step whose bounds it meets, without a check. */
Z3_model drs_polish_steps_(check_state *st, zslot *zs, drs_enc *enc, int first, int second,
                           Z3_model have);
/* Makes the Z3 context if needed, readies the encoders and makes the
 * bit-vector base facts (st->base); false to stop (then the construct says
 * why). */
bool drs_ensure_solvers_(check_state *st);
/* drs_ensure_solvers_, then the incremental bit-vector solver (st->fast)
 * holding the base facts, made when a query first needs it: the integer
 * solver decides most pairs, and confirms its races by evaluation. */
bool drs_fast_ready_(check_state *st);
/* Creates the integer solver (st->lia) with the integer base facts; false
 * when the integer mode cannot be used for this construct (never fatal by
 * itself). */
bool drs_ensure_int_solver_(check_state *st);
/* What the candidate pair (i, j) of a construct needs: nothing (another
 * object, no write, a common lock), nothing more (a cheap filter decides
 * it: the linear one, or the equal-subscripts one, with the in-bounds
 * rule's help for FILTERED_ASSUMED), or a query.  *first
 * and *second, set for those two routes: the pair as its query names it (a
 * write first, then in source order).  pv: the single parallel loop's
 * variable, or -1. */
typedef enum {
    DRS_PAIR_NONE,
    DRS_PAIR_FILTERED,
    DRS_PAIR_FILTERED_DIMS,
    DRS_PAIR_FILTERED_ASSUMED,
    DRS_PAIR_SOLVE
} drs_route;
/* Kept in st->routes: the first pass, the groups and the second pass route
 * every pair, and the filters' answers change only where the bounds check
 * drops an in-bounds assumption, which empties them.  The lookup is inline
 * (NPB BT: 1.1 million lookups), the filters out of line. */
drs_route drs_pair_route_miss_(check_state *st, drs_filter *flt, int pv, int i, int j,
                               int *first, int *second, unsigned char *slot);
/* st->like, st->next_like (drs_route.c, same_access), made afresh, and
 * st->routes forgotten; nothing without st->routes.  False when out of
 * memory (then every pair is its own class). */
bool drs_make_classes_(check_state *st);
void drs_pair_order_(const drs_construct *c, int i, int j, int *first, int *second);
static inline drs_route drs_pair_route_(check_state *st, drs_filter *flt, int pv, int i, int j,
                                        int *first, int *second)
{
    unsigned char *slot = NULL;
    if (st->routes && st->like) {
        int n = st->c->n_accesses, a = st->like[i], b = st->like[j];
        if (a > b) {
            int t = a;
            a = b;
            b = t;
        }
        /* row a of the triangle starts after n + (n - 1) + ... + (n - a + 1) */
        slot = a == b && i != j ? &st->twins[a]
                                : &st->routes[(size_t)a * (size_t)(2 * n - a + 1) / 2 +
                                              (size_t)(b - a)];
        if (*slot) {
            drs_route r = (drs_route)(*slot - 1);
            if (r == DRS_PAIR_SOLVE || r == DRS_PAIR_FILTERED_ASSUMED)   /* else unused */
                drs_pair_order_(st->c, i, j, first, second);
            return r;
        }
    }
    return drs_pair_route_miss_(st, flt, pv, i, j, first, second, slot);
}
/* Decides, per object, the pairs that need a query together (drs_group.c);
 * those proved race-free are listed in st->decided. */
void drs_solve_groups_(check_state *st, drs_filter *flt, int pv);
/* True when drs_solve_groups_ proved the pair (i, j), i <= j, race-free. */
bool drs_group_decided_(const check_state *st, int i, int j);
/* The filter's window prover (drs_window.c; a drs_window_fn, arg the
 * check_state): asked once per (loop, path, lo), on the integer solver. */
bool drs_window_(void *arg, int loop, int path, int n, const int *sym, const int64_t *co,
                 int64_t lo);
/* The integer-mode facts of a pair's query (drs_enc_int_ranges left out:
 * it comes after all terms are built) into q, at most DRS_INT_FACTS of
 * them; their count, or -1 when one cannot be built.  Without `assumed`,
 * the in-bounds rule's facts are left out (and the equal subscripts only
 * when the intervals alone imply them): the recheck of drs_assumed.c. */
#define DRS_INT_FACTS 7
int drs_int_pair_facts_(check_state *st, int first, int second, bool assumed, Z3_ast *q);
/* Tries the pair in the integer mode (drs_pair_int.c), within cap ms and
 * rlimit units: Z3_L_FALSE when the integer solver proved it race-free;
 * Z3_L_TRUE when it found a race, with *im set to its model (inc_ref'd,
 * small values asked for first); Z3_L_UNDEF when the pair has no integer
 * encoding, the integer solver gave up, or a fatal error stopped the
 * construct.  With `small`, a race is searched among small values only
 * (drs_polish_within_, DRS_NEAR2 and small inputs): Z3_L_TRUE or
 * Z3_L_UNDEF, never a proof. */
Z3_lbool drs_solve_pair_int_(check_state *st, int first, int second, unsigned cap,
                             unsigned rlimit, bool small, Z3_model *im);
/* Integer model m of a pair checked in the bit-vector encoding (facts q of
 * the pair's bit-vector query, every symbol pinned to its value in m):
 * the bit-vector model (inc_ref'd), or NULL when it does not confirm m. */
Z3_model drs_confirm_in_bv_(check_state *st, Z3_model m, const Z3_ast *q, int nq);
/* The "equal subscripts" fact of the pair (drs_encode.h), or NULL when it
 * does not apply; asked once per pair. */
Z3_ast drs_pair_lemma_(check_state *st, int first, int second);

/* The in-bounds rule (drs_bounds.c).  Finds the accesses among those
 * marked in candidate that leave their bounds whatever the inputs: reports
 * them in st->r->oob and drops their in-bounds assumption.  Before any pair. */
void drs_bounds_check_(check_state *st, const bool *candidate);
/* Loop l is one of those around access acc whose domains the in-bounds
 * questions assume: every OUTER and PARALLEL loop, and the INNER loops
 * enclosing acc. */
bool drs_loop_around_(const drs_construct *c, int l, int acc);
/* Q2's cheap form without Z3 (drs_stays.c): inputs under which accesses
 * accs[0..n) (one loop, path and worker) execute and leave no bound of
 * known extent, found by running their loops at small inputs. */
bool drs_stays_by_running_(check_state *st, const int *accs, int n);
/* The locals path bounds from below, at their bounds' values under v:
 * each offered to take, set in v when it takes it (drs_stays.c; the in-bounds
 * runs' and the race runs' fitted choices). */
struct drs_eval;
void drs_fit_path_(const drs_construct *c, struct drs_eval *v, int path,
                   bool (*take)(void *arg, int var, __int128 lo), void *arg);
/* Inputs that answered it (in: a value per symbol, read for the inputs),
 * to be tried first by the next questions of the translation unit. */
void drs_stays_remember_(check_state *st, const __int128 *in);
/* The facts of the pair's bit-vector query in q (room for DRS_MEMO_FACTS),
 * the base facts aside: their number, or -1 when the pair is done (an
 * error, or the accesses never run in parallel); *nbase: those before the
 * optional lemma. */
int drs_pair_query_(check_state *st, int first, int second, Z3_ast *q, int *nbase);
/* A race of the pair (write first) found by running the loops, without
 * Z3 (drs_runrace.c): true when recorded (or fatal), false to ask Z3. */
bool drs_race_by_running_(check_state *st, int first, int second);
/* The pair decided alone, as the second pass of drs_check decides a pair
 * (its query, then the in-bounds recheck of a race-free answer), for a
 * group chunk's probe (drs_group.c): true when it raced.  Not counted in
 * pairs_solved: the pass counts the pairs the groups decided. */
bool drs_solve_one_(check_state *st, int first, int second);
/* Forgets the answers kept per pair of access classes (the classes were
 * made again). */
void drs_race_run_forget_(struct drs_race_run *rr);
/* Frees st->race_run. */
void drs_race_run_free_(struct drs_race_run *rr);
/* x as a copy of race t (its strings and values duplicated); false when
 * out of memory (x then holds what was copied, for drs_race_clear_). */
bool drs_copy_race_(drs_race *x, const drs_race *t);
/* A new race entry of the construct's result (NULL when out of memory). */
drs_race *drs_new_race_(check_state *st);
/* Frees st->run (drs_stays.c). */
void drs_run_state_free_(struct drs_run_state *r);
/* What the rule leaves in the result (drs_assumed.c).  Records that the
 * pair was decided race-free by a filter with the help of
 * the in-bounds rule: its objects' assumptions count for the verdict. */
void drs_bounds_note_pair_(check_state *st, int a1, int a2);
/* The pair was found race-free by Z3: asks again without the in-bounds
 * rule (a short limit) and, unless that also says race-free, notes it. */
void drs_bounds_recheck_(check_state *st, int a1, int a2);
/* Whether drs_bounds_recheck_ would ask Z3 about the pair (it may have
 * needed the rule, and its objects do not state the assumption yet). */
bool drs_bounds_recheck_asks_(const check_state *st, int a1, int a2);
/* Race x of the pair just found with model m: when an out-of-bounds access
 * of it is outside its bounds in m, its message says the race arises
 * through that access. */
void drs_bounds_mark_race_(check_state *st, Z3_model m, drs_race *x);

/* drs_memo.c: the key of the pair (first, second) whose query is the n
 * facts q (false when it has none: then the pair is not remembered); the
 * answer an equal key got, or NULL; remembers a decided answer (res
 * Z3_L_FALSE, or Z3_L_TRUE with the race's model m); frees them all. */
bool drs_memo_key_(check_state *st, int first, int second, const Z3_ast *q, int nq,
                   drs_memo_key *k);
const drs_memo_entry *drs_memo_find_(const check_state *st, const drs_memo_key *k);
void drs_memo_put_(check_state *st, const drs_memo_key *k, Z3_lbool res, Z3_model m);
void drs_memo_free_(check_state *st);
/* After the verdict: the assumptions a race-free verdict rests on, into
 * st->r->assumptions. */
void drs_bounds_finish_(check_state *st);

#endif /* DRS_CHECK_INT_H */
