/* drs_solver.h -- verdicts for the constructs of a model, through Z3.
 *
 * One drs_solver per translation unit (it owns one Z3 context); one Z3
 * solver per construct with push/pop per candidate pair.  Nothing here ever
 * exits or aborts: Z3 errors, time-outs and resource limits become a
 * DRS_VERDICT_NOT_ANALYZED result with Z3's reason.
 *
 * Candidate pairs of a construct: every unordered pair of accesses {s1, s2}
 * (s1 == s2 included: the same site in two iterations) on the same object
 * with at least one write, minus pairs whose locksets meet (drs_locksets_meet).
 * Cheap filters (constant offsets that differ, ...) run before Z3.
 *
 * For each satisfiable pair there is one drs_race.  The construct's verdict
 * is DRS_VERDICT_RACE when one of them is proved, DRS_VERDICT_POSSIBLE_RACE
 * when all of them need untracked values (drs_race.possible).  Its `first` access is the
 * one the warning is reported at: the write when exactly one side writes,
 * else the earlier one in source order (line, col).  Copy 1 of the witness
 * belongs to `first`, copy 2 to `second`.
 */
#ifndef DRS_SOLVER_H
#define DRS_SOLVER_H

#include "drs_model.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum drs_verdict {
    DRS_VERDICT_RACE_FREE,     /* "race-free"    */
    DRS_VERDICT_RACE,          /* "race"         */
    DRS_VERDICT_NOT_ANALYZED,  /* "not-analyzed" */
    DRS_VERDICT_POSSIBLE_RACE  /* "possible-race": every race found needs
                                  values drsat does not track (drs_race.possible) */
} drs_verdict;

typedef struct drs_options {
    unsigned budget_mu;    /* per translation unit, in millions of Z3
                              resource units (Z3's deterministic "rlimit"
                              count: about 3 per ms of solving here, the same
                              on a loaded machine); 0 = none.  Default 24.
                              Every query's resource limit is cut to what is
                              left of it; pairs and constructs reached after
                              it ran out are "not analyzed: solver budget
                              exhausted".  Verdicts depend on this, not on
                              the machine's load. */
    unsigned timeout_ms;   /* wall-time guard per query; 0 = none.  Default
                              30000: only a machine far slower than the
                              budget's units reaches it. */
    unsigned budget_ms;    /* wall-time guard per translation unit; 0 =
                              none.  Default 60000 (then "not analyzed:
                              time budget exhausted"). */
    unsigned prefault_mb;  /* MiB of heap made resident in one system call
                              just before the Z3 context is created (glibc
                              on Linux; raises malloc's mmap threshold, see
                              solver/drs_context.c); 0 = leave malloc
                              alone.  Default 24. */
    bool verify_runs;      /* every race found by running the loops
                              (drs_result.races_run) is checked against its
                              Z3 query with the values found; one that is
                              no model of it is an internal error.  For the
                              tests; default off. */
    bool no_race_runs;     /* races are found by Z3 only, not first by
                              running the loops (drs_runrace.c).  For the
                              tests of the Z3 path; default off. */
    bool no_values;        /* races carry no witness values
                              (drs_race.values empty): for a caller that
                              writes no JSON report (each costs a model
                              evaluation per symbol and copy).  Default
                              off. */
} drs_options;

void drs_options_default(drs_options *o);

/* One value of the witness. */
typedef struct drs_wvalue {
    char *label;     /* the symbol's label */
    int copy;        /* 1 or 2 for per-copy symbols, 0 for shared ones */
    drs_sym_kind kind;
    int64_t value;   /* the value, sign-extended if the type is signed */
    drs_type type;
} drs_wvalue;

typedef struct drs_race {
    int first, second;          /* access indices in the construct */
    drs_access_mode role1, role2;  /* DRS_READ or DRS_WRITE: the role each
                                      side plays in the conflict */
    char *element;              /* "arr[14]", "s[3].x", "sum" (copy 1's element) */
    char *iter1, *iter2;        /* "i=2", "i=1, j=3" (construct loop vars,
                                   then inner loop vars of the access) */
    char *when;                 /* "n=3, m=0" (shared inputs and outer loop
                                   vars the witness depends on), "" if none */
    char *message;              /* the warning text without location, e.g.
                                   "data race on 'arr': write of arr[14] in
                                   iteration i=2 conflicts with read in
                                   iteration i=7" (+ " when n=3") */
    char *note;                 /* "conflicting read of 'arr' here" */
    bool possible;              /* the race needs values of untracked symbols
                                   (drs_model.h, drs_untracked): it is
                                   possible, not proved; the message starts
                                   with "possible data race" */
    char *needs;                /* possible: "idx[2] = 0, idx[4] = 0", the
                                   untracked memory contents it needs ("" when
                                   only untracked values matter); else "" */
    char *why;                  /* possible: why those are not known
                                   ("contents of 'idx' are not known here");
                                   else "" */
    int n_values;
    drs_wvalue *values;         /* every symbol's value in the witness */
    bool suppressed;            /* a NOLINT comment or a suppression rule
                                   covers it (set by the plugin; reports keep
                                   it, marked) */
    const char *suppression;    /* suppressed: by what, "NOLINT" or the rule
                                   ("PATH:LINE: race:GLOB"); not owned, the
                                   report copies it */
    char *fix;                  /* the fix-it shown with the warning, set by
                                   the plugin: text to insert (" private(k)")
                                   at fix_line:fix_col of the construct's
                                   file; NULL: none.  malloc'd, freed with
                                   the result */
    int fix_line, fix_col;
} drs_race;

/* An access that leaves its bounds on some iteration whatever the inputs
 * (DESIGN.md, race query item 5): reported on its own, and no in-bounds
 * assumption is made for it in the construct's race queries. */
typedef struct drs_oob {
    int access;                 /* access index in the construct */
    char *message;              /* "out-of-bounds access 'b[i][j - 1]':
                                   subscript -1 in iteration i=1, j=0 is
                                   outside [0, 100)" (+ " when m=100") */
} drs_oob;

typedef struct drs_result {
    drs_verdict verdict;
    char *reason;               /* NOT_ANALYZED: why; else NULL */
    char *undecided;            /* RACE / POSSIBLE_RACE with pairs left
                                   undecided (a solver limit, an internal
                                   error, accesses not modelled): why the
                                   first was -- the races listed may not be
                                   all; else NULL */
    int pairs_checked;          /* candidate pairs decided (filters + Z3) */
    int pairs_solved;           /* of those, how many went to the solver */
    int pairs_reused;           /* of those, how many got the answer of an
                                   equal query asked before (drs_memo.c) */
    int bounds_run;             /* accesses whose in-bounds question running
                                   their loops at small inputs answered
                                   (drs_stays.c) */
    int bounds_asked;           /* accesses whose question went to Z3 */
    int races_run;              /* of the pairs solved, races found by
                                   running the loops (drs_runrace.c), without
                                   Z3 */
    int invalid_models;         /* models Z3 gave that broke their own
                                   assertions (drs_zslot_model_): not used,
                                   and the solver remade */
    double seconds;             /* solver wall time for the construct */
    int n_races;
    drs_race *races;
    int n_oob;
    drs_oob *oob;               /* out-of-bounds accesses, any verdict */
    int n_assumptions;
    char **assumptions;         /* assumptions the verdict rests on beyond
                                   the model's own (the in-bounds rule:
                                   "every subscript of 'a' lies within its
                                   extent ..."); the plugin adds them to the
                                   construct's list */
    bool suppressed;            /* the construct's finding as a whole is
                                   suppressed: every race, or its "not
                                   analyzed" (set by the plugin) */
    const char *suppression;    /* suppressed: by what (as drs_race's; for a
                                   race, its first race's); not owned */
} drs_result;

typedef struct drs_solver drs_solver;

/* Returns NULL only when out of memory or Z3 cannot make a context; then
 * err says why. */
drs_solver *drs_solver_new(const drs_options *o, char *err, size_t errlen);
void drs_solver_free(drs_solver *s);

/* Decides one construct.  Never returns NULL except out of memory.  The
 * caller frees with drs_result_free. */
drs_result *drs_check(drs_solver *s, const drs_construct *c);
/* The same, stopping at the first race, proved or possible: enough to know
 * that a loop cannot be proved parallel as it is (advice mode).  A
 * race-free verdict is the same proof as drs_check's. */
drs_result *drs_check_until_race(drs_solver *s, const drs_construct *c);
void drs_result_free(drs_result *r);

/* "race", "race-free", "not-analyzed", "possible-race" */
const char *drs_verdict_name(drs_verdict v);

#ifdef __cplusplus
}
#endif

#endif /* DRS_SOLVER_H */
