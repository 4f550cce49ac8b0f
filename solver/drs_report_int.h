/* drs_report_int.h -- what the JSON report (drs_report.c) and the SARIF log
 * derived from it (drs_sarif.c) share.  Private to solver/.
 */
#ifndef DRS_REPORT_INT_H
#define DRS_REPORT_INT_H

#include <cjson/cJSON.h>
#include <stdbool.h>

#ifndef DRSAT_VERSION
#define DRSAT_VERSION "0.0.0"
#endif

struct drs_report {
    char *file;
    cJSON *constructs;   /* array of construct entries (the JSON report's) */
    cJSON *advice;       /* advice entries, NULL until the first */
    bool oom;            /* an add ran out of memory: documents are refused */
};

/* o[key] = s, or null when s is NULL; false when out of memory. */
bool drs_rep_add_str_(cJSON *o, const char *key, const char *s);
/* Text of an object member, "" when absent or not a string. */
const char *drs_rep_get_s_(const cJSON *o, const char *key);
/* Number of an object member, 0 when absent. */
double drs_rep_get_n_(const cJSON *o, const char *key);
/* A copy of o[key] (NULL if absent). */
cJSON *drs_rep_dup_item_(const cJSON *o, const char *key);
/* cJSON's printed text of root as a malloc'd string; root is deleted. */
char *drs_rep_print_doc_(cJSON *root);

#endif /* DRS_REPORT_INT_H */
