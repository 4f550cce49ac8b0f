/* drs_report.c -- the drsat JSON report and SARIF 2.1.0 (solver/drs_report.h).
 *
 * drs_report_add turns one construct and its result into the construct
 * entry of the JSON report (docs/report-schema.md) right away, so the report
 * owns copies of everything and the caller may free both afterwards.  The
 * SARIF log is derived from the same entries (drs_sarif.c).  Documents are
 * written through a temporary file and a rename (write_doc).
 *
 * Integers that a double cannot carry exactly (beyond 10^15 here, to stay
 * far from 2^53) are written as strings of decimal digits; unsigned 64-bit
 * witness values are written unsigned.
 */
#define _POSIX_C_SOURCE 200809L   /* getpid */
#include "drs_report.h"
#include "drs_json_int.h"
#include "drs_report_int.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- helpers ---------------------------------------------------------- */

static char *dup_str(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

bool drs_rep_add_str_(cJSON *o, const char *key, const char *s)
{
    if (!s)
        return cJSON_AddNullToObject(o, key) != NULL;
    return cJSON_AddStringToObject(o, key, s) != NULL;
}

static const char *kind_name(drs_sym_kind k)
{
    static const char *const names[] = {"loop", "outer", "input", "local"};
    return (int)k >= 0 && k <= DRS_SYM_LOCAL ? names[k] : "?";
}

/* Text of an object member, "" when absent or not a string. */
const char *drs_rep_get_s_(const cJSON *o, const char *key)
{
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(it) && it->valuestring ? it->valuestring : "";
}

double drs_rep_get_n_(const cJSON *o, const char *key)
{
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(it) ? it->valuedouble : 0;
}

/* A copy of o[key] (NULL if absent). */
cJSON *drs_rep_dup_item_(const cJSON *o, const char *key)
{
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(o, key);
    return it ? cJSON_Duplicate(it, true) : NULL;
}

/* ---- building entries ------------------------------------------------- */

/* o.fingerprint: 16 hex digits of FNV-1a (64 bits) over parts, each ended by
 * a NUL.  What identifies a finding across edits that move it: no line
 * numbers, no witness values (docs/report-schema.md). */
static bool add_fingerprint(cJSON *o, const char *const *parts, int n)
{
    uint64_t h = 14695981039346656037ULL;
    char hex[17];
    for (int k = 0; k < n; k++) {
        const unsigned char *p = (const unsigned char *)(parts[k] ? parts[k] : "");
        do {
            h ^= *p;
            h *= 1099511628211ULL;
        } while (*p++);
    }
    snprintf(hex, sizeof hex, "%016llx", (unsigned long long)h);
    return cJSON_AddStringToObject(o, "fingerprint", hex) != NULL;
}

static cJSON *access_entry(const drs_construct *c, int k, drs_access_mode role)
{
    cJSON *o = cJSON_CreateObject();
    const drs_access *a = k >= 0 && k < c->n_accesses ? &c->accesses[k] : NULL;
    if (!o)
        return NULL;
    if (!drs_json_add_int(o, "line", a ? a->line : 0, false) ||
        !drs_json_add_int(o, "col", a ? a->col : 0, false) ||
        !drs_rep_add_str_(o, "mode", role == DRS_WRITE ? "write" : "read") ||
        !drs_rep_add_str_(o, "text", a && a->text ? a->text : "")) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

/* o.fix = {"line", "col", "insert"}: a fix-it that inserts text at line:col. */
static bool add_fix(cJSON *o, const char *text, int line, int col)
{
    cJSON *f = cJSON_AddObjectToObject(o, "fix");
    return f && drs_json_add_int(f, "line", line, false) && drs_json_add_int(f, "col", col, false) &&
           drs_rep_add_str_(f, "insert", text);
}

static cJSON *race_entry(const drs_construct *c, const drs_race *x)
{
    cJSON *o = cJSON_CreateObject(), *w, *vals, *it;
    const drs_access *a1 = x->first >= 0 && x->first < c->n_accesses ? &c->accesses[x->first] : NULL;
    const char *var = a1 && a1->object >= 0 && a1->object < c->n_objects
                          ? c->objects[a1->object].label : "";
    int k;
    if (!o)
        return NULL;
    if (!drs_rep_add_str_(o, "variable", var) || !drs_rep_add_str_(o, "element", x->element ? x->element : "") ||
        !drs_rep_add_str_(o, "message", x->message ? x->message : "") ||
        !drs_rep_add_str_(o, "note", x->note ? x->note : ""))
        goto fail;
    it = access_entry(c, x->first, x->role1);
    if (!it)
        goto fail;
    cJSON_AddItemToObject(o, "first", it);
    it = access_entry(c, x->second, x->role2);
    if (!it)
        goto fail;
    cJSON_AddItemToObject(o, "second", it);
    w = cJSON_AddObjectToObject(o, "witness");
    if (!w || !drs_rep_add_str_(w, "iteration1", x->iter1 ? x->iter1 : "") ||
        !drs_rep_add_str_(w, "iteration2", x->iter2 ? x->iter2 : "") ||
        !drs_rep_add_str_(w, "when", x->when ? x->when : ""))
        goto fail;
    vals = cJSON_AddArrayToObject(w, "values");
    if (!vals)
        goto fail;
    for (k = 0; k < x->n_values; k++) {
        const drs_wvalue *v = &x->values[k];
        cJSON *vo = cJSON_CreateObject();
        char tn[8];
        if (!vo)
            goto fail;
        cJSON_AddItemToArray(vals, vo);
        drs_type_name(v->type, tn);
        if (!drs_rep_add_str_(vo, "name", v->label ? v->label : "") ||
            !drs_json_add_int(vo, "copy", v->copy, false) ||
            !drs_json_add_int(vo, "value", v->value, !v->type.is_signed && v->type.bits == 64) ||
            !drs_rep_add_str_(vo, "kind", kind_name(v->kind)) || !drs_rep_add_str_(vo, "type", tn))
            goto fail;
    }
    if (!cJSON_AddBoolToObject(o, "possible", x->possible) ||
        !cJSON_AddBoolToObject(o, "suppressed", x->suppressed) ||
        (x->suppressed && !drs_rep_add_str_(o, "suppression", x->suppression ? x->suppression : "NOLINT")) ||
        !drs_rep_add_str_(o, "needs", x->needs ? x->needs : "") ||
        !drs_rep_add_str_(o, "why", x->why ? x->why : ""))
        goto fail;
    if (x->fix && !add_fix(o, x->fix, x->fix_line, x->fix_col))
        goto fail;
    {
        const drs_access *a2 = x->second >= 0 && x->second < c->n_accesses ? &c->accesses[x->second] : NULL;
        const char *parts[] = {"race", c->kind, c->function, var,
                               a1 ? a1->text : "", x->role1 == DRS_WRITE ? "w" : "r",
                               a2 ? a2->text : "", x->role2 == DRS_WRITE ? "w" : "r"};
        if (!add_fingerprint(o, parts, (int)(sizeof parts / sizeof *parts)))
            goto fail;
    }
    return o;
fail:
    cJSON_Delete(o);
    return NULL;
}

static cJSON *construct_entry(const drs_construct *c, const drs_result *res,
                              const char *file)
{
    cJSON *o = cJSON_CreateObject(), *a;
    const char *reason = NULL;
    int k;
    if (!o)
        return NULL;
    if (res->verdict == DRS_VERDICT_NOT_ANALYZED)
        reason = res->reason ? res->reason
                 : c->not_analyzed ? c->not_analyzed : "unknown reason";
    if ((file && !drs_rep_add_str_(o, "file", file)) || !drs_rep_add_str_(o, "kind", c->kind ? c->kind : "") ||
        !drs_rep_add_str_(o, "function", c->function ? c->function : "") ||
        !drs_json_add_int(o, "line", c->line, false) || !drs_json_add_int(o, "col", c->col, false) ||
        !drs_rep_add_str_(o, "verdict", drs_verdict_name(res->verdict)) || !drs_rep_add_str_(o, "reason", reason) ||
        !drs_rep_add_str_(o, "undecided", res->undecided) ||
        !drs_json_add_int(o, "pairs_checked", res->pairs_checked, false) ||
        !drs_json_add_int(o, "pairs_solved", res->pairs_solved, false) ||
        !cJSON_AddNumberToObject(o, "solver_seconds", res->seconds >= 0 ? res->seconds : 0) ||
        !cJSON_AddBoolToObject(o, "suppressed", res->suppressed) ||
        (res->suppressed &&
         !drs_rep_add_str_(o, "suppression", res->suppression ? res->suppression : "NOLINT")))
        goto fail;
    if (reason) {
        const char *parts[] = {"not-analyzed", c->kind, c->function, reason};
        if (!add_fingerprint(o, parts, 4))
            goto fail;
    }
    a = cJSON_AddArrayToObject(o, "assumptions");
    if (!a)
        goto fail;
    for (k = 0; k < c->n_assumptions; k++) {
        cJSON *s = cJSON_CreateString(c->assumptions[k]);
        if (!s)
            goto fail;
        cJSON_AddItemToArray(a, s);
    }
    a = cJSON_AddArrayToObject(o, "races");
    if (!a)
        goto fail;
    for (k = 0;
         (res->verdict == DRS_VERDICT_RACE || res->verdict == DRS_VERDICT_POSSIBLE_RACE) &&
         k < res->n_races;
         k++) {
        cJSON *r = race_entry(c, &res->races[k]);
        if (!r)
            goto fail;
        cJSON_AddItemToArray(a, r);
    }
    a = cJSON_AddArrayToObject(o, "out_of_bounds");
    if (!a)
        goto fail;
    for (k = 0; k < res->n_oob; k++) {   /* drs_oob: any verdict */
        const drs_access *x = &c->accesses[res->oob[k].access];
        cJSON *b = cJSON_CreateObject();
        if (!b)
            goto fail;
        cJSON_AddItemToArray(a, b);
        if (!drs_json_add_int(b, "line", x->line, false) ||
            !drs_json_add_int(b, "col", x->col, false) ||
            !drs_rep_add_str_(b, "text", x->text ? x->text : "") ||
            !drs_rep_add_str_(b, "message", res->oob[k].message))
            goto fail;
    }
    return o;
fail:
    cJSON_Delete(o);
    return NULL;
}

/* ---- the report ------------------------------------------------------- */

drs_report *drs_report_new(const char *file)
{
    drs_report *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->file = dup_str(file ? file : "");
    r->constructs = cJSON_CreateArray();
    if (!r->file || !r->constructs) {
        drs_report_free(r);
        return NULL;
    }
    return r;
}

void drs_report_free(drs_report *r)
{
    if (!r)
        return;
    free(r->file);
    cJSON_Delete(r->constructs);
    cJSON_Delete(r->advice);
    free(r);
}

void drs_report_add(drs_report *r, const drs_construct *c, const drs_result *res)
{
    drs_report_add_in(r, c, res, NULL);
}

void drs_report_add_in(drs_report *r, const drs_construct *c, const drs_result *res,
                       const char *file)
{
    cJSON *e;
    if (!r || !c || !res)
        return;
    e = construct_entry(c, res, file);
    if (!e) {
        r->oom = true;   /* a report missing a construct would mislead */
        return;
    }
    cJSON_AddItemToArray(r->constructs, e);
}

void drs_report_add_advice(drs_report *r, const drs_advice *a)
{
    static const char *const kinds[] = {"parallel", "race", "unknown"};
    cJSON *e;
    if (!r || !a || (int)a->kind < 0 || a->kind > DRS_ADVICE_UNKNOWN)
        return;
    if (!r->advice && !(r->advice = cJSON_CreateArray())) {
        r->oom = true;
        return;
    }
    e = cJSON_CreateObject();
    if (!e || !drs_rep_add_str_(e, "verdict", kinds[a->kind]) ||
        !drs_rep_add_str_(e, "function", a->function ? a->function : "") ||
        !drs_json_add_int(e, "line", a->line, false) || !drs_json_add_int(e, "col", a->col, false) ||
        !drs_json_add_int(e, "end_line", a->end_line, false) ||
        (a->file && !drs_rep_add_str_(e, "file", a->file)) ||
        !drs_rep_add_str_(e, "pragma", a->kind == DRS_ADVICE_PARALLEL ? a->pragma : NULL) ||
        !drs_rep_add_str_(e, "reason", a->kind == DRS_ADVICE_PARALLEL ? NULL : a->reason) ||
        (a->kind == DRS_ADVICE_PARALLEL && a->fix && !add_fix(e, a->fix, a->fix_line, a->fix_col))) {
        cJSON_Delete(e);
        r->oom = true;
        return;
    }
    cJSON_AddItemToArray(r->advice, e);
}

/* cJSON's printed text as a malloc'd string (caller frees with free()). */
char *drs_rep_print_doc_(cJSON *root)
{
    char *txt, *out = NULL;
    if (!root)
        return NULL;
    txt = cJSON_Print(root);
    if (txt) {
        out = dup_str(txt);
        cJSON_free(txt);
    }
    cJSON_Delete(root);
    return out;
}

char *drs_report_json(const drs_report *r)
{
    cJSON *root, *sum, *cons;
    int n = 0, races = 0, possible = 0, free_ = 0, na = 0, suppressed = 0;
    const cJSON *it;
    if (!r || r->oom)
        return NULL;
    root = cJSON_CreateObject();
    if (!root)
        return NULL;
    cJSON_ArrayForEach(it, r->constructs) {
        const char *v = drs_rep_get_s_(it, "verdict");
        n++;
        if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(it, "suppressed")))
            suppressed++;   /* counted apart from its verdict */
        else if (strcmp(v, "race") == 0)
            races++;
        else if (strcmp(v, "possible-race") == 0)
            possible++;
        else if (strcmp(v, "race-free") == 0)
            free_++;
        else
            na++;
    }
    if (!drs_rep_add_str_(root, "tool", "drsat") || !drs_rep_add_str_(root, "version", DRSAT_VERSION) ||
        !drs_json_add_int(root, "schema_version", DRS_REPORT_VERSION, false) ||
        !drs_rep_add_str_(root, "file", r->file))
        goto fail;
    sum = cJSON_AddObjectToObject(root, "summary");
    if (!sum || !drs_json_add_int(sum, "constructs", n, false) || !drs_json_add_int(sum, "race", races, false) ||
        !drs_json_add_int(sum, "race_free", free_, false) || !drs_json_add_int(sum, "not_analyzed", na, false) ||
        !drs_json_add_int(sum, "possible_race", possible, false) ||
        !drs_json_add_int(sum, "suppressed", suppressed, false))
        goto fail;
    cons = cJSON_Duplicate(r->constructs, true);
    if (!cons)
        goto fail;
    cJSON_AddItemToObject(root, "constructs", cons);
    if (r->advice) {
        cJSON *adv = cJSON_Duplicate(r->advice, true);
        if (!adv)
            goto fail;
        cJSON_AddItemToObject(root, "advice", adv);
    }
    return drs_rep_print_doc_(root);
fail:
    cJSON_Delete(root);
    return NULL;
}

/* ---- files ------------------------------------------------------------ */

/* Writes doc to path through a temporary file in the same directory and a
 * rename, so that a reader (or a second compilation writing the same path)
 * sees the old document or the new one, never a part of either. */
static bool write_doc(char *doc, const char *path, char *err, size_t errlen)
{
    FILE *f;
    bool ok;
    char *tmp;
    size_t n;
    if (!doc) {
        if (err && errlen)
            snprintf(err, errlen, "out of memory while writing the report");
        return false;
    }
    n = strlen(path) + 40;
    tmp = malloc(n);
    if (!tmp) {
        free(doc);
        if (err && errlen)
            snprintf(err, errlen, "out of memory while writing the report");
        return false;
    }
    snprintf(tmp, n, "%s.drsat-tmp-%ld", path, (long)getpid());
    f = fopen(tmp, "w");
    if (!f) {
        if (err && errlen)
            snprintf(err, errlen, "cannot open '%s': %s", path, strerror(errno));
        free(doc);
        free(tmp);
        return false;
    }
    ok = fputs(doc, f) >= 0 && fputc('\n', f) != EOF;
    ok = (fclose(f) == 0) && ok;
    free(doc);
    ok = ok && rename(tmp, path) == 0;
    if (!ok) {
        if (err && errlen)
            snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
        remove(tmp);
    }
    free(tmp);
    return ok;
}

bool drs_report_write_json(const drs_report *r, const char *path, char *err, size_t errlen)
{
    if (!path) {
        if (err && errlen)
            snprintf(err, errlen, "no report path");
        return false;
    }
    return write_doc(drs_report_json(r), path, err, errlen);
}

bool drs_report_write_sarif(const drs_report *r, const char *path, char *err, size_t errlen)
{
    if (!path) {
        if (err && errlen)
            snprintf(err, errlen, "no report path");
        return false;
    }
    return write_doc(drs_report_sarif(r), path, err, errlen);
}
