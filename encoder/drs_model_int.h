/* drs_model_int.h -- the builder's private parts, shared by its files and by
 * the JSON reader (not part of the model contract, drs_model.h):
 *
 *   drs_model.c       model, constructs, symbols, loops, objects, accesses
 *   drs_model_expr.c  type and operator names, hash-consed expressions
 *
 * Every builder function checks its arguments against the invariants of
 * drs_model.h and returns -1 instead of building something the encoder would
 * misread; drs_fail_ records why, drs_construct_last_error_ reads it back.
 * Names ending in '_' are internal to the C core.
 */
#ifndef DRS_MODEL_INT_H
#define DRS_MODEL_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "drs_model.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The construct's private state (drs_construct.intern). */
#define DRS_CONST_CACHE 509
typedef struct drs_intern {
    int *slots;      /* expression indices, -1 = empty; cap is a power of 2 */
    size_t cap;
    size_t count;
    int consts[DRS_CONST_CACHE];   /* drs_const's cache: index + 1, 0 = empty */
    char err[200];   /* why the last builder call returned -1 */
} drs_intern;

/* c's private state, allocated on first use; NULL when out of memory. */
drs_intern *drs_intern_of_(drs_construct *c);

/* Records the reason of a refusal in c (if any) and returns -1. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
int drs_fail_(drs_construct *c, const char *fmt, ...);

/* The reason of the builder's last refusal ("" if none). */
const char *drs_construct_last_error_(const drs_construct *c);

/* Grows *arr (element size sz) so that it holds at least n+1 elements. */
bool drs_grow_(void **arr, int *cap, int n, size_t sz);

static inline bool drs_type_ok_(drs_type t)
{
    if (t.bits == 1)
        return !t.is_signed;
    return t.bits == 8 || t.bits == 16 || t.bits == 32 || t.bits == 64;
}

static inline bool drs_type_eq_(drs_type x, drs_type y)
{
    return x.bits == y.bits && x.is_signed == y.is_signed;
}

/* i names an expression already in c's arena. */
static inline bool drs_expr_ok_(const drs_construct *c, int i)
{
    return i >= 0 && i < c->n_exprs;
}

#ifdef __cplusplus
}
#endif

#endif /* DRS_MODEL_INT_H */
