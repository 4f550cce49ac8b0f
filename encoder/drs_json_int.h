/* drs_json_int.h -- JSON helpers shared by the model writer (encoder/) and
 * the reports (solver/).  Internal: not part of the model contract. */
#ifndef DRS_JSON_INT_H
#define DRS_JSON_INT_H

#include <stdbool.h>
#include <stdint.h>

#include <cjson/cJSON.h>

/* Adds an integer: a JSON number when exact in a double, else a string of
 * digits (unsigned when as_unsigned).  False when out of memory. */
bool drs_json_add_int(cJSON *o, const char *key, int64_t v, bool as_unsigned);

#endif /* DRS_JSON_INT_H */
