/* drs_report.c -- the drsat JSON report and SARIF 2.1.0 (solver/drs_report.h).
 *
 * drs_report_add turns one construct and its result into the construct
 * entry of the JSON report (docs/report-schema.md) right away, so the report
 * owns copies of everything and the caller may free both afterwards.  The
 * SARIF log is derived from the same entries: one result per race (rule
 * drsat.race, or drsat.possible-race for a race that needs untracked
 * values; level warning, first access as location, second access as
 * related location, witness and assumptions in the properties), one per
 * construct that was not analyzed (rule drsat.not-analyzed, level note) and
 * one per race-free construct that rests on assumptions (rule
 * drsat.race-free, kind pass, the assumptions in the properties).
 *
 * Integers that a double cannot carry exactly (beyond 10^15 here, to stay
 * far from 2^53) are written as strings of decimal digits; unsigned 64-bit
 * witness values are written unsigned.
 */
#define _POSIX_C_SOURCE 200809L   /* getpid */
#include "drs_report.h"
#include "drs_json_int.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef DRSAT_VERSION
#define DRSAT_VERSION "0.0.0"
#endif
/* tool.driver.informationUri is written only when the build defines a real
 * address for drsat's documentation (-DDRSAT_INFORMATION_URI="https://..."):
 * SARIF makes the field optional, and a made-up URL would mislead viewers. */
#define DRS_SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"

struct drs_report {
    char *file;
    cJSON *constructs;   /* array of construct entries */
    bool oom;            /* an add ran out of memory: documents are refused */
};

/* ---- helpers ---------------------------------------------------------- */

static char *dup_str(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}


static bool add_str(cJSON *o, const char *key, const char *s)
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
static const char *get_s(const cJSON *o, const char *key)
{
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(it) && it->valuestring ? it->valuestring : "";
}

static double get_n(const cJSON *o, const char *key)
{
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(it) ? it->valuedouble : 0;
}

/* A copy of o[key] (NULL if absent). */
static cJSON *dup_item(const cJSON *o, const char *key)
{
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(o, key);
    return it ? cJSON_Duplicate(it, true) : NULL;
}

/* ---- building entries ------------------------------------------------- */

static cJSON *access_entry(const drs_construct *c, int k, drs_access_mode role)
{
    cJSON *o = cJSON_CreateObject();
    const drs_access *a = k >= 0 && k < c->n_accesses ? &c->accesses[k] : NULL;
    if (!o)
        return NULL;
    if (!drs_json_add_int(o, "line", a ? a->line : 0, false) ||
        !drs_json_add_int(o, "col", a ? a->col : 0, false) ||
        !add_str(o, "mode", role == DRS_WRITE ? "write" : "read") ||
        !add_str(o, "text", a && a->text ? a->text : "")) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
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
    if (!add_str(o, "variable", var) || !add_str(o, "element", x->element ? x->element : "") ||
        !add_str(o, "message", x->message ? x->message : "") ||
        !add_str(o, "note", x->note ? x->note : ""))
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
    if (!w || !add_str(w, "iteration1", x->iter1 ? x->iter1 : "") ||
        !add_str(w, "iteration2", x->iter2 ? x->iter2 : "") ||
        !add_str(w, "when", x->when ? x->when : ""))
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
        if (!add_str(vo, "name", v->label ? v->label : "") ||
            !drs_json_add_int(vo, "copy", v->copy, false) ||
            !drs_json_add_int(vo, "value", v->value, !v->type.is_signed && v->type.bits == 64) ||
            !add_str(vo, "kind", kind_name(v->kind)) || !add_str(vo, "type", tn))
            goto fail;
    }
    if (!cJSON_AddBoolToObject(o, "possible", x->possible) ||
        !cJSON_AddBoolToObject(o, "suppressed", x->suppressed) ||
        !add_str(o, "needs", x->needs ? x->needs : "") ||
        !add_str(o, "why", x->why ? x->why : ""))
        goto fail;
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
    if ((file && !add_str(o, "file", file)) || !add_str(o, "kind", c->kind ? c->kind : "") ||
        !add_str(o, "function", c->function ? c->function : "") ||
        !drs_json_add_int(o, "line", c->line, false) || !drs_json_add_int(o, "col", c->col, false) ||
        !add_str(o, "verdict", drs_verdict_name(res->verdict)) || !add_str(o, "reason", reason) ||
        !drs_json_add_int(o, "pairs_checked", res->pairs_checked, false) ||
        !drs_json_add_int(o, "pairs_solved", res->pairs_solved, false) ||
        !cJSON_AddNumberToObject(o, "solver_seconds", res->seconds >= 0 ? res->seconds : 0) ||
        !cJSON_AddBoolToObject(o, "suppressed", res->suppressed))
        goto fail;
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
            !add_str(b, "text", x->text ? x->text : "") ||
            !add_str(b, "message", res->oob[k].message))
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

/* cJSON's printed text as a malloc'd string (caller frees with free()). */
static char *print_doc(cJSON *root)
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
        const char *v = get_s(it, "verdict");
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
    if (!add_str(root, "tool", "drsat") || !add_str(root, "version", DRSAT_VERSION) ||
        !drs_json_add_int(root, "schema_version", DRS_REPORT_VERSION, false) ||
        !add_str(root, "file", r->file))
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
    return print_doc(root);
fail:
    cJSON_Delete(root);
    return NULL;
}

/* ---- SARIF ------------------------------------------------------------ */

/* The file as a URI reference: absolute paths become file:// URIs, bytes
 * outside RFC 3986's unreserved set (and '/') are percent-encoded. */
static char *file_uri(const char *path)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t n = strlen(path);
    char *out = malloc(n * 3 + 8), *p;
    const unsigned char *s;
    if (!out)
        return NULL;
    p = out;
    if (path[0] == '/') {
        memcpy(p, "file://", 7);
        p += 7;
    }
    for (s = (const unsigned char *)path; *s; s++) {
        if ((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') ||
            *s == '-' || *s == '.' || *s == '_' || *s == '~' || *s == '/') {
            *p++ = (char)*s;
        } else {
            *p++ = '%';
            *p++ = hex[*s >> 4];
            *p++ = hex[*s & 15];
        }
    }
    *p = '\0';
    return out;
}

static cJSON *text_obj(const char *text)
{
    cJSON *o = cJSON_CreateObject();
    if (o && !cJSON_AddStringToObject(o, "text", text)) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

/* The artifact of a construct's results: its "file" (a header) or the
 * report's file, as a URI and an index into run.artifacts. */
typedef struct art_ref {
    const char *uri;
    int index;
} art_ref;

/* {"physicalLocation": {"artifactLocation": {"uri","index"}, "region": ...}} */
static cJSON *location(art_ref a, double line, double col)
{
    cJSON *l = cJSON_CreateObject(), *pl, *al, *rg;
    if (!l)
        return NULL;
    pl = cJSON_AddObjectToObject(l, "physicalLocation");
    al = pl ? cJSON_AddObjectToObject(pl, "artifactLocation") : NULL;
    if (!al || !cJSON_AddStringToObject(al, "uri", a.uri) ||
        !cJSON_AddNumberToObject(al, "index", a.index))
        goto fail;
    if (line >= 1) {   /* SARIF regions start at line 1; 0 means unknown */
        rg = cJSON_AddObjectToObject(pl, "region");
        if (!rg || !cJSON_AddNumberToObject(rg, "startLine", line))
            goto fail;
        if (col >= 1 && !cJSON_AddNumberToObject(rg, "startColumn", col))
            goto fail;
    }
    return l;
fail:
    cJSON_Delete(l);
    return NULL;
}

static cJSON *rule(const char *id, const char *name, const char *shortd, const char *fulld,
                   const char *help, const char *level)
{
    cJSON *o = cJSON_CreateObject(), *t, *cfg;
    if (!o || !cJSON_AddStringToObject(o, "id", id) || !cJSON_AddStringToObject(o, "name", name))
        goto fail;
    if (!(t = text_obj(shortd)))
        goto fail;
    cJSON_AddItemToObject(o, "shortDescription", t);
    if (!(t = text_obj(fulld)))
        goto fail;
    cJSON_AddItemToObject(o, "fullDescription", t);
    if (!(t = text_obj(help)))   /* what to do about it (code scanning shows it) */
        goto fail;
    cJSON_AddItemToObject(o, "help", t);
    cfg = cJSON_AddObjectToObject(o, "defaultConfiguration");
    if (!cfg || !cJSON_AddStringToObject(cfg, "level", level))
        goto fail;
    return o;
fail:
    cJSON_Delete(o);
    return NULL;
}

/* Index of each rule in tool.driver.rules: the order of drs_rules. */
enum { RULE_RACE, RULE_NOT_ANALYZED, RULE_POSSIBLE_RACE, RULE_RACE_FREE };

/* The rules, in the order of the enum above. */
static const struct drs_rule {
    const char *id, *name, *shortd, *fulld, *help, *level;
} drs_rules[] = {
    {"drsat.race", "DataRace", "Data race in an OpenMP construct",
     "Two accesses that different threads can make in parallel touch the same memory "
     "location, at least one of them writes, and no common lock protects them. The "
     "witness gives the iterations and input values that make it happen.",
     "Make the variable private to each iteration or thread (declare it inside the "
     "loop, or list it in private/firstprivate/lastprivate), combine it with a "
     "reduction clause, or protect both accesses (atomic, the same critical name, a "
     "lock); for an array, make the iterations touch different elements. A race "
     "that is intended can be suppressed with a '// NOLINT(drsat)' comment on "
     "either access.",
     "warning"},
    {"drsat.not-analyzed", "NotAnalyzed", "OpenMP construct not analyzed",
     "drsat could not decide whether this construct is free of data races; the "
     "message gives the reason. Nothing is claimed about it.",
     "The message names what drsat does not model (a call with unknown effects, "
     "a directive, memory it does not follow). Check the construct by other means, "
     "or rewrite the part named; '// NOLINT(drsat)' on the directive hides it.",
     "note"},
    {"drsat.possible-race", "PossibleDataRace", "Possible data race in an OpenMP construct",
     "Two accesses may touch the same memory location in parallel, at least one of "
     "them a write, but only for values drsat does not track (memory contents, values "
     "of code it does not model); the message gives the values it needs and why they "
     "are not known.",
     "Check whether the values the message needs can occur (an index table with a "
     "repeated entry, a bound that can be negative). If they cannot, the construct is "
     "race-free for your inputs; if they can, treat it as a data race.",
     "warning"},
    {"drsat.race-free", "RaceFree", "OpenMP construct free of data races",
     "drsat proved that no two accesses of this construct race; the properties list "
     "the assumptions the proof rests on.",
     "Nothing to do; the proof holds as long as the listed assumptions do.",
     "none"},
};

/* "suppressions": [{"kind": "inSource"}] (SARIF 2.1.0, 3.27.23): code
 * scanning hides the result and says why. */
static bool add_in_source_suppression(cJSON *res)
{
    cJSON *a = cJSON_AddArrayToObject(res, "suppressions");
    cJSON *s = a ? cJSON_CreateObject() : NULL;
    if (!s)
        return false;
    cJSON_AddItemToArray(a, s);
    return cJSON_AddStringToObject(s, "kind", "inSource") != NULL;
}

/* Appends {"location": {"uri": uri}} to run.artifacts. */
static bool add_artifact(cJSON *arts, const char *uri)
{
    cJSON *art = cJSON_CreateObject(), *loc;
    if (!art)
        return false;
    cJSON_AddItemToArray(arts, art);
    loc = cJSON_AddObjectToObject(art, "location");
    return loc && cJSON_AddStringToObject(loc, "uri", uri);
}

/* The index of uri in run.artifacts, added when new; -1 out of memory. */
static int artifact_index(cJSON *arts, const char *uri)
{
    int k = 0;
    const cJSON *a;
    cJSON_ArrayForEach(a, arts) {
        const cJSON *loc = cJSON_GetObjectItemCaseSensitive(a, "location");
        if (strcmp(get_s(loc, "uri"), uri) == 0)
            return k;
        k++;
    }
    return add_artifact(arts, uri) ? k : -1;
}

static bool add_race_result(cJSON *results, art_ref uri, const cJSON *ce, const cJSON *race)
{
    cJSON *res = cJSON_CreateObject(), *t, *locs, *rel, *l, *props, *w;
    const cJSON *first = cJSON_GetObjectItemCaseSensitive(race, "first");
    const cJSON *second = cJSON_GetObjectItemCaseSensitive(race, "second");
    bool possible = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(race, "possible"));
    if (!res)
        return false;
    cJSON_AddItemToArray(results, res);
    if (!cJSON_AddStringToObject(res, "ruleId",
                                 possible ? "drsat.possible-race" : "drsat.race") ||
        !cJSON_AddNumberToObject(res, "ruleIndex", possible ? RULE_POSSIBLE_RACE : RULE_RACE) ||
        !cJSON_AddStringToObject(res, "level", "warning") ||
        (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(race, "suppressed")) &&
         !add_in_source_suppression(res)) ||
        !(t = text_obj(get_s(race, "message"))))
        return false;
    cJSON_AddItemToObject(res, "message", t);
    locs = cJSON_AddArrayToObject(res, "locations");
    if (!locs || !(l = location(uri, get_n(first, "line"), get_n(first, "col"))))
        return false;
    cJSON_AddItemToArray(locs, l);
    rel = cJSON_AddArrayToObject(res, "relatedLocations");
    if (!rel || !(l = location(uri, get_n(second, "line"), get_n(second, "col"))))
        return false;
    cJSON_AddItemToArray(rel, l);
    if (!cJSON_AddNumberToObject(l, "id", 1) || !(t = text_obj(get_s(race, "note"))))
        return false;
    cJSON_AddItemToObject(l, "message", t);
    props = cJSON_AddObjectToObject(res, "properties");
    if (!props || !add_str(props, "variable", get_s(race, "variable")) ||
        !add_str(props, "element", get_s(race, "element")) ||
        !add_str(props, "construct", get_s(ce, "kind")) ||
        !add_str(props, "function", get_s(ce, "function")) ||
        !add_str(props, "firstMode", get_s(first, "mode")) ||
        !add_str(props, "secondMode", get_s(second, "mode")) ||
        (possible && (!add_str(props, "needs", get_s(race, "needs")) ||
                      !add_str(props, "why", get_s(race, "why")))))
        return false;
    w = dup_item(race, "witness");
    if (!w)
        return false;
    cJSON_AddItemToObject(props, "witness", w);
    w = dup_item(ce, "assumptions");
    if (!w)
        return false;
    cJSON_AddItemToObject(props, "assumptions", w);
    return true;
}

static bool add_na_result(cJSON *results, art_ref uri, const cJSON *ce)
{
    cJSON *res = cJSON_CreateObject(), *t, *locs, *l, *props;
    char *msg;
    const char *reason = get_s(ce, "reason");
    size_t n = strlen(reason) + 32;
    if (!res)
        return false;
    cJSON_AddItemToArray(results, res);
    msg = malloc(n);
    if (!msg)
        return false;
    snprintf(msg, n, "not analyzed: %s", reason);
    t = text_obj(msg);
    free(msg);
    if (!t || (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ce, "suppressed")) &&
               !add_in_source_suppression(res)) ||
        !cJSON_AddStringToObject(res, "ruleId", "drsat.not-analyzed") ||
        !cJSON_AddNumberToObject(res, "ruleIndex", RULE_NOT_ANALYZED) ||
        !cJSON_AddStringToObject(res, "level", "note")) {
        cJSON_Delete(t);
        return false;
    }
    cJSON_AddItemToObject(res, "message", t);
    locs = cJSON_AddArrayToObject(res, "locations");
    if (!locs || !(l = location(uri, get_n(ce, "line"), get_n(ce, "col"))))
        return false;
    cJSON_AddItemToArray(locs, l);
    props = cJSON_AddObjectToObject(res, "properties");
    return props && add_str(props, "construct", get_s(ce, "kind")) &&
           add_str(props, "function", get_s(ce, "function")) &&
           add_str(props, "reason", reason);
}

/* A race-free construct that rests on assumptions: a "pass" result, so the
 * assumptions of every verdict are in the log. */
static bool add_pass_result(cJSON *results, art_ref uri, const cJSON *ce)
{
    cJSON *res = cJSON_CreateObject(), *t, *locs, *l, *props, *w;
    if (!res)
        return false;
    cJSON_AddItemToArray(results, res);
    if (!cJSON_AddStringToObject(res, "ruleId", "drsat.race-free") ||
        !cJSON_AddNumberToObject(res, "ruleIndex", RULE_RACE_FREE) ||
        !cJSON_AddStringToObject(res, "kind", "pass") ||
        !cJSON_AddStringToObject(res, "level", "none") ||
        !(t = text_obj("free of data races under the stated assumptions")))
        return false;
    cJSON_AddItemToObject(res, "message", t);
    locs = cJSON_AddArrayToObject(res, "locations");
    if (!locs || !(l = location(uri, get_n(ce, "line"), get_n(ce, "col"))))
        return false;
    cJSON_AddItemToArray(locs, l);
    props = cJSON_AddObjectToObject(res, "properties");
    if (!props || !add_str(props, "construct", get_s(ce, "kind")) ||
        !add_str(props, "function", get_s(ce, "function")) || !(w = dup_item(ce, "assumptions")))
        return false;
    cJSON_AddItemToObject(props, "assumptions", w);
    return true;
}

char *drs_report_sarif(const drs_report *r)
{
    cJSON *root, *runs, *run, *tool, *driver, *rules, *it, *arts, *results;
    const cJSON *ce;
    char *uri;
    if (!r || r->oom)
        return NULL;
    uri = file_uri(r->file);
    root = cJSON_CreateObject();
    if (!uri || !root)
        goto fail;
    if (!cJSON_AddStringToObject(root, "$schema", DRS_SARIF_SCHEMA) ||
        !cJSON_AddStringToObject(root, "version", "2.1.0") ||
        !(runs = cJSON_AddArrayToObject(root, "runs")) || !(run = cJSON_CreateObject()))
        goto fail;
    cJSON_AddItemToArray(runs, run);
    tool = cJSON_AddObjectToObject(run, "tool");
    driver = tool ? cJSON_AddObjectToObject(tool, "driver") : NULL;
    if (!driver || !cJSON_AddStringToObject(driver, "name", "drsat") ||
        !cJSON_AddStringToObject(driver, "version", DRSAT_VERSION) ||
        !(rules = cJSON_AddArrayToObject(driver, "rules")))
        goto fail;
#ifdef DRSAT_INFORMATION_URI
    if (!cJSON_AddStringToObject(driver, "informationUri", DRSAT_INFORMATION_URI))
        goto fail;
#endif
    for (size_t k = 0; k < sizeof drs_rules / sizeof drs_rules[0]; k++) {
        const struct drs_rule *d = &drs_rules[k];
        if (!(it = rule(d->id, d->name, d->shortd, d->fulld, d->help, d->level)))
            goto fail;
        cJSON_AddItemToArray(rules, it);
    }
    arts = cJSON_AddArrayToObject(run, "artifacts");
    if (!arts || !add_artifact(arts, uri))
        goto fail;
    results = cJSON_AddArrayToObject(run, "results");
    if (!results)
        goto fail;
    cJSON_ArrayForEach(ce, r->constructs) {
        const char *v = get_s(ce, "verdict");
        const cJSON *cf = cJSON_GetObjectItemCaseSensitive(ce, "file");
        char *own = cJSON_IsString(cf) ? file_uri(cf->valuestring) : NULL;
        art_ref cu = {uri, 0};   /* a header's construct: its own artifact */
        bool ok = true;
        if (cJSON_IsString(cf) && (!own || (cu.index = artifact_index(arts, own)) < 0)) {
            free(own);
            goto fail;
        }
        if (own)
            cu.uri = own;
        if (strcmp(v, "race") == 0 || strcmp(v, "possible-race") == 0) {
            const cJSON *races = cJSON_GetObjectItemCaseSensitive(ce, "races"), *x;
            cJSON_ArrayForEach(x, races)
                ok = ok && add_race_result(results, cu, ce, x);
        } else if (strcmp(v, "not-analyzed") == 0) {
            ok = add_na_result(results, cu, ce);
        } else if (cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(ce, "assumptions")) > 0) {
            ok = add_pass_result(results, cu, ce);
        }
        free(own);
        if (!ok)
            goto fail;
    }
    free(uri);
    return print_doc(root);
fail:
    free(uri);
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
