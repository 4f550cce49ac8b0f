/* drs_witness_int.h -- what the witness wording (drs_witness.c) and the
 * dependence analysis (drs_depend.c) share; solver-internal.
 */
#ifndef DRS_WITNESS_INT_H
#define DRS_WITNESS_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <z3.h>

#include "drs_eval.h"
#include "drs_solver_int.h"

/* A growing string: NULL s until the first append; oom after a failed
 * allocation (every later append is dropped). */
typedef struct sbuf {
    char *s;
    size_t len, cap;
    bool oom;
} sbuf;

void drs_sb_printf_(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Takes the string (never NULL unless out of memory). */
char *drs_sb_take_(sbuf *b);
/* v printed as the C value of type t. */
void drs_sb_value_(sbuf *b, int64_t v, drs_type t);
/* Value of term a in model m, as the C value of type t. */
bool drs_eval_in_(Z3_context z, Z3_model m, Z3_ast a, drs_type t, int64_t *out);

/* Marks in seen_sym the symbols node k reads (seen_expr: the nodes
 * visited, per node). */
void drs_mark_syms_(const drs_construct *c, int k, bool *seen_expr, bool *seen_sym);

/* Where a witness's values come from: a model of the pair's Z3 query (m),
 * or the values a run of the loops found (drs_runrace.c): every symbol's
 * per copy (vals[0] the shared ones, vals[1] and vals[2] the per-copy
 * ones of each copy; has[] whether set), nodes evaluated by ev with the
 * encoding's meaning (drs_eval.h), and the "when" part the run found. */
typedef struct drs_vsrc {
    const drs_construct *c;
    drs_enc *enc;
    Z3_context z;
    Z3_model m;             /* NULL: a run */
    drs_eval *ev;
    __int128 *vals[3];
    bool *has[3];
    int at;                 /* the copy ev holds (-1: none yet) */
    const char *when;       /* a run's drs_when_by_running_ answers */
    const char *needs, *why;
    bool possible, value_matters;
    bool no_values;         /* leave drs_race.values empty */
} drs_vsrc;

/* Symbol s of copy `copy` (0 for a shared one), as the C value of type t;
 * false when it has none. */
bool drs_vs_symbol_(drs_vsrc *vs, int s, int copy, drs_type t, int64_t *out);
/* Node k in copy `copy`, as the C value of type t; false when undefined
 * or unknown. */
bool drs_vs_node_(drs_vsrc *vs, int k, int copy, drs_type t, int64_t *out);
/* drs_vs_symbol_, the answers for vs->m kept in d (NULL: none kept) while
 * the races filled come from that model. */
bool drs_dep_symbol_(drs_dep_memo *d, drs_vsrc *vs, int s, int copy, drs_type t, int64_t *out);
/* drs_fill_race_ with its values from vs. */
bool drs_fill_race_vs_(drs_vsrc *vs, int first, int second, drs_dep_memo *dm, drs_race *x);

/* What a race found by running rests on (vs->m NULL), as drs_dependence_
 * words it: into wb the tracked shared symbols the pair's terms read and
 * vary with; into nb and yb the untracked values it needs and why they are
 * not known, *possible when it needs any, *value_matters when one decides
 * the element copy 1 touches.  Each dependence is shown by evaluating the
 * terms at other values of the symbol, every other one at its witness
 * value, and each independence by the symbol's absence from the terms it
 * is read in.  1 with the texts; 0 when a symbol's terms did not vary at
 * the values tried (Z3 must decide whether they are constant); -1 when out
 * of memory. */
int drs_when_by_running_(drs_vsrc *vs, int first, int second, sbuf *wb, sbuf *nb, sbuf *yb,
                         bool *possible, bool *value_matters);

/* What race (first, second) under model m rests on (drs_depend.c): into wb
 * the shared symbols it depends on ("n=3, m=0"), into nb the untracked
 * contents it needs and into yb why they are not known; *possible when it
 * needs such values, *value_matters when one of them decides the element
 * copy 1 touches.  Answers are kept in and taken from dm (NULL: always
 * computed).  False when out of memory. */
bool drs_dependence_(drs_dep_memo *dm, sbuf *wb, sbuf *nb, sbuf *yb, bool *possible,
                     bool *value_matters, drs_enc *enc, Z3_context z, Z3_model m,
                     const drs_construct *c, int first, int second);

#endif /* DRS_WITNESS_INT_H */
