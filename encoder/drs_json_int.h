/* drs_json_int.h -- JSON helpers shared by the model's reader and writer
 * (encoder/) and the reports (solver/).  Internal: not part of the model
 * contract.
 *
 * The model's JSON code is split by job:
 *
 *   drs_json_field.c  the reader's state, error paths and typed fields
 *   drs_json_expr.c   the reader's expressions, operands and references
 *   drs_json_read.c   the reader's constructs and drs_model_from_json
 *   drs_json_write.c  the writer, drs_model_to_json
 *
 * Reader conventions: every drs_jr_* function that reads takes the reader
 * first and returns false (or -1 for an expression index) after recording
 * the first error with the JSON path of the element being read; after that,
 * r->failed stays true and later errors are dropped, so a chain of calls
 * joined with && needs one check at the end.  The path is built with
 * drs_jr_push_key / drs_jr_push_idx, each undone by drs_jr_pop with the
 * length they return.
 */
#ifndef DRS_JSON_INT_H
#define DRS_JSON_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <cjson/cJSON.h>

#include "drs_model.h"

/* ---- writer (drs_json_write.c) ----------------------------------------- */

/* Adds an integer: a JSON number when exact in a double, else a string of
 * digits (unsigned when as_unsigned).  False when out of memory. */
bool drs_json_add_int(cJSON *o, const char *key, int64_t v, bool as_unsigned);

/* ---- spellings shared by reader and writer (drs_json_field.c) ---------- */

extern const char *const drs_json_sym_kinds[4];   /* by drs_sym_kind */
extern const char *const drs_json_loop_kinds[3];  /* by drs_loop_kind */
extern const char *const drs_json_obj_kinds[3];   /* by drs_object_kind */
extern const char *const drs_json_worker_kinds[7]; /* by drs_worker_kind */
extern const char *const drs_json_dep_kinds[3];    /* by drs_dep_kind */
extern const char *const drs_json_modes[4];       /* by drs_access_mode; [0] "?" */

/* ---- reader state and errors (drs_json_field.c) ------------------------ */

typedef struct drs_jr {
    char *err;          /* the caller's message buffer (may be NULL) */
    size_t errlen;
    bool failed;        /* an error was recorded: stop reading */
    char path[512];     /* JSON path of the element being read */
    size_t plen;
    drs_construct *c;   /* construct being read */
    int *map;           /* JSON "exprs" index -> arena index */
    int n_map;          /* "exprs" entries read so far (referable) */
    int depth;          /* inline expression nesting */
} drs_jr;

size_t drs_jr_push_key(drs_jr *r, const char *key);
size_t drs_jr_push_idx(drs_jr *r, int i);
void drs_jr_pop(drs_jr *r, size_t old);
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
bool drs_jr_error(drs_jr *r, const char *fmt, ...);
/* Error at path.key; fmt has one %s, for arg. */
bool drs_jr_error_at(drs_jr *r, const char *key, const char *fmt, const char *arg);
/* Passes on what a builder call returned (an index, or -1): -1 becomes the
 * reader's error, with the builder's reason (drs_construct_last_error_). */
int drs_jr_built(drs_jr *r, int res);

/* ---- typed fields (drs_json_field.c) ----------------------------------- */

bool drs_jr_check_object(drs_jr *r, const cJSON *o, const char *const *allowed);
const cJSON *drs_jr_field(const cJSON *o, const char *key);
bool drs_jr_get_str(drs_jr *r, const cJSON *o, const char *key, bool required,
                    bool nullable, const char *dflt, const char **out);
bool drs_jr_name_ok(drs_jr *r, const char *key, const char *s);
bool drs_jr_int(drs_jr *r, const cJSON *it, bool wide, int64_t *out);
bool drs_jr_get_int(drs_jr *r, const cJSON *o, const char *key, bool required,
                    int64_t dflt, int64_t lo, int64_t hi, int64_t *out);
bool drs_jr_get_uint(drs_jr *r, const cJSON *o, const char *key, unsigned dflt,
                     unsigned *out);
bool drs_jr_get_bool(drs_jr *r, const cJSON *o, const char *key, bool dflt, bool *out);
bool drs_jr_get_array(drs_jr *r, const cJSON *o, const char *key, const cJSON **out);
bool drs_jr_get_type(drs_jr *r, const cJSON *o, drs_type *out);
int drs_jr_lookup(const char *const *names, int n, const char *s);
bool drs_jr_get_enum(drs_jr *r, const cJSON *o, const char *key, const char *const *names,
                     int n, int *out);

/* ---- expressions and references (drs_json_expr.c) ---------------------- */

/* OPND: index of an earlier "exprs" node, symbol name, or inline EXPR;
 * returns the arena index, or -1 after an error. */
int drs_jr_opnd(drs_jr *r, const cJSON *it);
bool drs_jr_get_opnd(drs_jr *r, const cJSON *o, const char *key, bool nullable, int *out);
bool drs_jr_get_ref(drs_jr *r, const cJSON *o, const char *key, bool is_symbol, int *out);
/* Reads the construct's "exprs" into the arena and fills r->map. */
bool drs_jr_exprs(drs_jr *r, const cJSON *o);

#endif /* DRS_JSON_INT_H */
