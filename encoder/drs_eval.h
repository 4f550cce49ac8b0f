/* drs_eval.h -- the value of a construct's expressions at one point.
 *
 * Gives each symbol a value and evaluates expression nodes with the meaning
 * drs_model.h states and the encoder gives them: C's arithmetic on the
 * node's type (unsigned wraps; signed overflow, division by zero,
 * INT_MIN / -1 and out-of-range shifts are undefined), `&&`, `||` and `?:`
 * evaluating only the operand taken.  No Z3: the solver asks it where one
 * execution settles a question (drs_stays.c), and a value found here is
 * the one the encoding gives.
 *
 * Values are mathematical integers (__int128) within the node's type.
 * Results are memoised until a symbol they read changes.
 */
#ifndef DRS_EVAL_H
#define DRS_EVAL_H

#include "drs_model.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum drs_eval_res {
    DRS_EVAL_OK,      /* defined, value in *out */
    DRS_EVAL_UB,      /* evaluating it is undefined behaviour */
    DRS_EVAL_UNSET    /* it reads a symbol that has no value */
} drs_eval_res;

typedef struct drs_eval drs_eval;

/* NULL when out of memory.  Every symbol starts without a value. */
drs_eval *drs_eval_new(const drs_construct *c);
void drs_eval_free(drs_eval *v);
/* Every symbol without a value and at depth 0 again. */
void drs_eval_reset(drs_eval *v);
/* Symbol s is set at loop depth `depth` (0, the default, to
 * DRS_EVAL_DEPTHS - 1): changing it forgets the values of the nodes that
 * read it or a symbol of greater depth only, so an inner loop's variable
 * stepping keeps what its outer loops' bounds evaluated to. */
#define DRS_EVAL_DEPTHS 66
void drs_eval_order(drs_eval *v, int s, int depth);
/* The greatest depth among the symbols node k reads (0 if none). */
int drs_eval_level(drs_eval *v, int k);
/* Symbol s takes value x, which must lie within its type. */
void drs_eval_set(drs_eval *v, int s, __int128 x);
/* Symbol s has no value again. */
void drs_eval_unset(drs_eval *v, int s);
drs_eval_res drs_eval_node(drs_eval *v, int k, __int128 *out);
/* The range of type t. */
__int128 drs_eval_tmin(drs_type t);
__int128 drs_eval_tmax(drs_type t);

#ifdef __cplusplus
}
#endif

#endif /* DRS_EVAL_H */
