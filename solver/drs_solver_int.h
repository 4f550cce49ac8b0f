/* drs_solver_int.h -- what the solver's files share (not installed, not for
 * plugin/): the witness builder (drs_witness.c), the cheap pair filter
 * (drs_filter.c), the solver object (drs_context.c) and small helpers.
 * drs_solver.c drives them.
 */
#ifndef DRS_SOLVER_INT_H
#define DRS_SOLVER_INT_H

#include <stdbool.h>
#include <stdint.h>
#include <z3.h>

#include "drs_encode.h"
#include "drs_solver.h"

/* The wall-time guard of Z3 checks (drs_watch.c): one thread per solver
 * object, started by the first timed check, interrupts a check whose
 * deadline has passed. */
typedef struct drs_watch drs_watch;
drs_watch *drs_watch_new_(Z3_context z);
/* Whether the guard runs (starting it if need be); false when its thread
 * cannot be started: then the limit goes to Z3 ("timeout"). */
bool drs_watch_ok_(drs_watch *w);
/* Z3_solver_check(z, s) interrupted after ms milliseconds (0 or UINT32_MAX:
 * none; w NULL or not ok: none here). */
Z3_lbool drs_watch_check_(drs_watch *w, Z3_context z, Z3_solver s, unsigned ms);
/* Whether the last drs_watch_check_ was interrupted by its deadline. */
bool drs_watch_fired_(const drs_watch *w);
void drs_watch_free_(drs_watch *w);

/* The solver object (drs_context.c). */
struct drs_solver {
    Z3_context z;         /* NULL until a pair needs Z3 (drs_solver_ready_) */
    char *z_error;        /* why the context could not be made, or NULL */
    drs_options opt;
    double t_start;       /* drs_solver_new, for the wall-time guard */
    uint64_t units_used;  /* Z3 resource units spent so far (the context's
                             cumulative "rlimit count") */
    Z3_tactic tactic;     /* inc_ref'd; made when first needed
                             (drs_solver_tactic_) */
    drs_watch *watch;     /* the wall-time guard of z's checks, with z */
    struct drs_run_memo *runs;  /* inputs that answered "may stay" by
                                   running the loops (drs_stays.c) */
};

/* Frees s->runs (drs_stays.c). */
void drs_run_memo_free_(struct drs_run_memo *m);

/* Creates s's Z3 context and tactic if not yet done; false with *why set
 * when that is impossible (then for good). */
bool drs_solver_ready_(drs_solver *s, const char **why);
/* The tactic of the bit-vector solver of hard queries, made the first time
 * (NULL when it cannot be built; s's context must exist). */
Z3_tactic drs_solver_tactic_(drs_solver *s);
/* Milliseconds left in the translation unit's wall-time guard; UINT32_MAX
 * if none. */
unsigned drs_budget_left_ms_(const drs_solver *s);
/* Z3 resource units left in the translation unit's budget; UINT64_MAX if
 * none. */
uint64_t drs_units_left_(const drs_solver *s);
/* "solver budget exhausted" (units) or "time budget exhausted" (the
 * wall-time guard). */
const char *drs_budget_reason_(const drs_solver *s);
/* Updates s->units_used from solver zs's statistics (after a check). */
void drs_note_units_(drs_solver *s, Z3_solver zs);
/* Monotonic clock, seconds. */
double drs_now_s_(void);

/* Frees what race x owns (not x itself). */
void drs_race_clear_(drs_race *x);

/* A malloc'd copy of s (NULL for NULL or out of memory). */
char *drs_strdup_(const char *s);

/* The loops enclosing access acc from the construct down, in the order
 * witnesses print them: PARALLEL loops in index order, then the INNER loops
 * enclosing the access, outermost first.  out has room for n_loops entries;
 * returns the count. */
int drs_iter_loops_(const drs_construct *c, int acc, int *out);

/* Dependence answers ("when", "if", reasons) kept across the races of one
 * construct (drs_depend.c). */
typedef struct drs_dep_memo drs_dep_memo;
drs_dep_memo *drs_dep_memo_new_(Z3_context z);
void drs_dep_memo_free_(drs_dep_memo *d);

/* Fills race x of the pair (first in copy 1, second in copy 2) from model m:
 * roles, element, iterations, "when", message, note and, with `values`,
 * every symbol's value; dm (or NULL) keeps and reuses dependence answers.  False when out
 * of memory (x is then partly filled; the caller frees it with the
 * result). */
bool drs_fill_race_(drs_enc *enc, Z3_context z, Z3_model m, const drs_construct *c,
                    int first, int second, drs_dep_memo *dm, bool values, drs_race *x);

/* True when the byte ranges of a1 (copy 1) and a2 (copy 2) provably never
 * overlap for two different iterations, by exact linear reasoning on the
 * offsets (symbols shared by the copies cancel); pv is the single parallel
 * loop variable's symbol, or -1.  False means "ask Z3". */
typedef struct drs_filter drs_filter;   /* per construct: cached linear forms */
drs_filter *drs_filter_new_(const drs_construct *c);   /* NULL: out of memory */
void drs_filter_free_(drs_filter *f);
bool drs_cheap_disjoint_(drs_filter *f, int a1, int a2, int pv);
/* The same for two accesses of one array shape whose subscripts k >= 1 the
 * encoder's intervals (and, when `assumed`, the in-bounds rule) keep within
 * their extents: some subscript, over ranges affine in pv, never takes one
 * value in both for two different iterations.  Needs no Z3 context unless
 * a window prover is set. */
bool drs_cheap_disjoint_dims_(drs_filter *f, drs_enc *enc, int a1, int a2, int pv, bool assumed);
/* Collapsed parallel loops (several, no worker table): both accesses name
 * one element only in one logical iteration -- each loop's variable fixed
 * by a subscript of the same form in both (drs_filter.c). */
bool drs_cheap_disjoint_collapse_(drs_filter *f, drs_enc *enc, int a1, int a2, bool assumed);
/* Worksharing loops of one schedule class in a region (drs_worker.sched):
 * both accesses name one element only in one logical iteration, which the
 * class runs on one thread -- the encounters of one loop, or two loops
 * with the same iteration count (drs_filter.c). */
bool drs_cheap_same_iteration_(drs_filter *f, drs_enc *enc, int a1, int a2, bool assumed);
/* The same for flat offsets read as mixed-radix numbers (drs_radix.c): the
 * terms of the parallel variable's coefficient P, those above it (multiples
 * of Q) and those below it (digits with ranges from the access's path and
 * its loops) keep two different iterations apart.  Needs no Z3. */
typedef struct drs_radix drs_radix;   /* per construct: each access's split */
drs_radix *drs_radix_new_(const drs_construct *c);   /* NULL: out of memory */
void drs_radix_free_(drs_radix *r);
bool drs_cheap_disjoint_radix_(drs_radix *r, int a1, int a2, int pv);
/* The node a chain of value-keeping conversions of node k ends in. */
int drs_strip_keeping_(const drs_construct *c, int k);
/* A window prover: true when, wherever path (an expression, -1 for always)
 * holds inside loop `loop` and the loops around it, the loop's variable is
 * at least sum_t co[t] * sym[t] + lo (its n symbols in copy 1, or shared).
 * The filter asks it for an inner loop whose start it cannot relate to its
 * bound (drs_filter.c, var_range). */
typedef bool (*drs_window_fn)(void *arg, int loop, int path, int n, const int *sym,
                              const int64_t *co, int64_t lo);
void drs_filter_set_window_(drs_filter *f, drs_window_fn fn, void *arg);

#endif /* DRS_SOLVER_INT_H */
