/* ref_eval.h -- the reference evaluator of model expressions.
 *
 * C semantics computed directly on 64-bit values, independent of Z3 and of
 * the encoder: what the unit tests (testcases/unit/test_solver.c) check
 * witnesses against and what the brute-force fuzz oracle
 * (fuzz/fuzz_oracle_model.c) enumerates with.  One copy for both, so a
 * disagreement with the solver is a disagreement with one definition.
 */
#ifndef DRS_REF_EVAL_H
#define DRS_REF_EVAL_H

#include <stdbool.h>
#include <stdint.h>

#include "drs_model.h"

typedef struct drs_ref_eval {
    const drs_construct *c;
    const int64_t *vals;   /* one value per symbol of c, normalised to its type */
    bool ub;               /* set when an evaluation had undefined behaviour */
} drs_ref_eval;

/* v reduced to type t: the C value as int64 (a u64 as its bit pattern; a
 * 1-bit type, _Bool, as 0 or 1). */
int64_t drs_ref_norm(drs_type t, int64_t v);

/* The mathematical value of a normalised value v of type t, and the range
 * of t (0..1 for _Bool). */
__int128 drs_ref_math(drs_type t, int64_t v);
__int128 drs_ref_min(drs_type t);
__int128 drs_ref_max(drs_type t);

/* The value of expression k of E->c under E->vals, normalised to its type.
 * Signed overflow, division by zero, INT_MIN / -1, shifts by a negative
 * count or by the width or more, left shifts of negative values or out of
 * range, and operators the model does not define set E->ub (the value is
 * then 0).  Once E->ub is set, evaluation returns 0 at once. */
int64_t drs_ref_eval_expr(drs_ref_eval *E, int k);

#endif /* DRS_REF_EVAL_H */
