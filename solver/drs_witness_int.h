/* drs_witness_int.h -- what the witness wording (drs_witness.c) and the
 * dependence analysis (drs_depend.c) share; solver-internal.
 */
#ifndef DRS_WITNESS_INT_H
#define DRS_WITNESS_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <z3.h>

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
