/* drs_report.h -- machine-readable reports (JSON and SARIF 2.1.0), cJSON.
 *
 * A report collects the constructs of one translation unit with their
 * results and writes them as the drsat JSON report (docs/report-schema.md)
 * or as SARIF 2.1.0.  It copies what it needs from the constructs and
 * results, so the caller may free those right after drs_report_add.
 */
#ifndef DRS_REPORT_H
#define DRS_REPORT_H

#include <stdbool.h>
#include <stddef.h>

#include "drs_model.h"
#include "drs_solver.h"

#ifdef __cplusplus
extern "C" {
#endif

#define DRS_REPORT_VERSION 1

typedef struct drs_report drs_report;

/* file: the main source file of the translation unit. */
drs_report *drs_report_new(const char *file);
void drs_report_free(drs_report *r);
void drs_report_add(drs_report *r, const drs_construct *c, const drs_result *res);
/* The same for a construct of another file than the report's (a header):
 * file names it (NULL: the report's file). */
void drs_report_add_in(drs_report *r, const drs_construct *c, const drs_result *res,
                       const char *file);

/* Advice mode: what `#pragma omp parallel for` would do on a plain loop. */
typedef enum {
    DRS_ADVICE_PARALLEL,   /* race-free with `pragma` (clauses included) */
    DRS_ADVICE_RACE,       /* a race (or another reason) stops it: `reason` */
    DRS_ADVICE_UNKNOWN     /* drsat cannot tell: `reason` */
} drs_advice_kind;

typedef struct drs_advice {
    drs_advice_kind kind;
    const char *file;      /* NULL: the report's file */
    const char *function;
    int line, col;         /* of the `for` keyword */
    int end_line;          /* the loop's last line */
    const char *pragma;    /* DRS_ADVICE_PARALLEL: the directive line to add */
    const char *reason;    /* otherwise: why not, or why unknown */
    const char *fix;       /* DRS_ADVICE_PARALLEL: the fix-it's text, inserted
                              at fix_line:fix_col (NULL: none) */
    int fix_line, fix_col;
} drs_advice;

/* Adds one advice entry (the JSON report's "advice" array; not in SARIF). */
void drs_report_add_advice(drs_report *r, const drs_advice *a);

/* Return a malloc'd document (caller frees with free()), NULL if out of memory. */
char *drs_report_json(const drs_report *r);
char *drs_report_sarif(const drs_report *r);

/* Write the document to path; false with err filled on failure. */
bool drs_report_write_json(const drs_report *r, const char *path, char *err, size_t errlen);
bool drs_report_write_sarif(const drs_report *r, const char *path, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif /* DRS_REPORT_H */
