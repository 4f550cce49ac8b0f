/* drs_sarif.c -- the SARIF 2.1.0 log of a report (solver/drs_report.h).
 *
 * Derived from the JSON report's construct entries (drs_report.c): one
 * result per race (rule drsat.race, or drsat.possible-race for a race that
 * needs untracked values; level warning, first access as location, second
 * access as related location, witness and assumptions in the properties),
 * one per construct that was not analyzed (rule drsat.not-analyzed, level
 * note) and one per race-free construct that rests on assumptions (rule
 * drsat.race-free, kind pass, the assumptions in the properties).  A
 * suppressed finding carries an inSource suppression; a construct of a
 * header has the header as its artifact.
 */
#define _POSIX_C_SOURCE 200809L

#include "drs_report.h"
#include "drs_report_int.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* tool.driver.informationUri is written only when the build defines a real
 * address for drsat's documentation (-DDRSAT_INFORMATION_URI="https://..."):
 * SARIF makes the field optional, and a made-up URL would mislead viewers. */
#define DRS_SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"

/* The base of relative URIs (run.originalUriBaseIds): the working
 * directory of the process that writes the report, where a compile's
 * relative paths start. */
#define DRS_SRCROOT "SRCROOT"

/* The file as a URI reference: a path below the working directory `cwd`
 * (or NULL) becomes relative to it (*based set: the reader resolves it
 * against DRS_SRCROOT), other absolute paths become file:// URIs; bytes
 * outside RFC 3986's unreserved set (and '/') are percent-encoded. */
static char *file_uri(const char *path, const char *cwd, bool *based)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t n = strlen(path), nc = cwd ? strlen(cwd) : 0;
    if (cwd && nc > 1 && path[0] == '/' && strncmp(path, cwd, nc) == 0 && path[nc] == '/' &&
        path[nc + 1])
        path += nc + 1;
    if (based)
        *based = path[0] != '/';
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
    bool based;   /* relative to DRS_SRCROOT */
} art_ref;

/* artifactLocation's "uri" and, for a relative one, "uriBaseId". */
static bool add_uri(cJSON *al, const char *uri, bool based)
{
    return cJSON_AddStringToObject(al, "uri", uri) &&
           (!based || cJSON_AddStringToObject(al, "uriBaseId", DRS_SRCROOT));
}

/* {"physicalLocation": {"artifactLocation": {"uri","index"}, "region": ...}} */
static cJSON *location(art_ref a, double line, double col)
{
    cJSON *l = cJSON_CreateObject(), *pl, *al, *rg;
    if (!l)
        return NULL;
    pl = cJSON_AddObjectToObject(l, "physicalLocation");
    al = pl ? cJSON_AddObjectToObject(pl, "artifactLocation") : NULL;
    if (!al || !add_uri(al, a.uri, a.based) || !cJSON_AddNumberToObject(al, "index", a.index))
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
/* result.suppressions from an entry's "suppression": a NOLINT comment is
 * "inSource", a rule of a configuration or suppressions file "external"
 * with the rule as its justification. */
static bool add_suppression(cJSON *res, const cJSON *entry)
{
    const char *by = drs_rep_get_s_(entry, "suppression");
    bool in_source = !by[0] || strcmp(by, "NOLINT") == 0;
    cJSON *a = cJSON_AddArrayToObject(res, "suppressions");
    cJSON *s = a ? cJSON_CreateObject() : NULL;
    if (!s)
        return false;
    cJSON_AddItemToArray(a, s);
    return cJSON_AddStringToObject(s, "kind", in_source ? "inSource" : "external") &&
           (in_source || cJSON_AddStringToObject(s, "justification", by));
}

/* Appends {"location": {"uri": uri[, "uriBaseId"]}} to run.artifacts. */
static bool add_artifact(cJSON *arts, const char *uri, bool based)
{
    cJSON *art = cJSON_CreateObject(), *loc;
    if (!art)
        return false;
    cJSON_AddItemToArray(arts, art);
    loc = cJSON_AddObjectToObject(art, "location");
    return loc && add_uri(loc, uri, based);
}

/* The index of uri in run.artifacts, added when new; -1 out of memory. */
static int artifact_index(cJSON *arts, const char *uri, bool based)
{
    int k = 0;
    const cJSON *a;
    cJSON_ArrayForEach(a, arts) {
        const cJSON *loc = cJSON_GetObjectItemCaseSensitive(a, "location");
        if (strcmp(drs_rep_get_s_(loc, "uri"), uri) == 0)
            return k;
        k++;
    }
    return add_artifact(arts, uri, based) ? k : -1;
}

/* result.partialFingerprints from the report entry's "fingerprint" (what
 * code scanning and the driver's --baseline match findings by). */
static bool add_fingerprints(cJSON *res, const cJSON *entry)
{
    const char *fp = drs_rep_get_s_(entry, "fingerprint");
    cJSON *o;
    if (!fp[0])
        return true;
    o = cJSON_AddObjectToObject(res, "partialFingerprints");
    return o && cJSON_AddStringToObject(o, "drsatFinding/v1", fp);
}

/* result.fixes from a race's "fix" (an insertion: an empty deletedRegion at
 * line:col); nothing when fix is NULL. */
static bool add_fix(cJSON *res, art_ref uri, const cJSON *fix)
{
    cJSON *fixes, *f, *t, *changes, *ch, *al, *reps, *rep, *rg;
    const char *text = drs_rep_get_s_(fix, "insert");
    char *desc;
    size_t n;
    if (!fix)
        return true;
    if (!(fixes = cJSON_AddArrayToObject(res, "fixes")) || !(f = cJSON_CreateObject()))
        return false;
    cJSON_AddItemToArray(fixes, f);
    n = strlen(text) + 32;
    if (!(desc = malloc(n)))
        return false;
    while (*text == ' ')   /* " private(k)" is shown as 'private(k)' */
        text++;
    snprintf(desc, n, "add '%s' to the directive", text);
    t = text_obj(desc);
    free(desc);
    if (!t)
        return false;
    cJSON_AddItemToObject(f, "description", t);
    if (!(changes = cJSON_AddArrayToObject(f, "artifactChanges")) || !(ch = cJSON_CreateObject()))
        return false;
    cJSON_AddItemToArray(changes, ch);
    if (!(al = cJSON_AddObjectToObject(ch, "artifactLocation")) || !add_uri(al, uri.uri, uri.based) ||
        !cJSON_AddNumberToObject(al, "index", uri.index) ||
        !(reps = cJSON_AddArrayToObject(ch, "replacements")) || !(rep = cJSON_CreateObject()))
        return false;
    cJSON_AddItemToArray(reps, rep);
    if (!(rg = cJSON_AddObjectToObject(rep, "deletedRegion")) ||
        !cJSON_AddNumberToObject(rg, "startLine", drs_rep_get_n_(fix, "line")) ||
        !cJSON_AddNumberToObject(rg, "startColumn", drs_rep_get_n_(fix, "col")) ||
        !cJSON_AddNumberToObject(rg, "endColumn", drs_rep_get_n_(fix, "col")) ||
        !(t = text_obj(drs_rep_get_s_(fix, "insert"))))
        return false;
    cJSON_AddItemToObject(rep, "insertedContent", t);
    return true;
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
         !add_suppression(res, race)) ||
        !(t = text_obj(drs_rep_get_s_(race, "message"))))
        return false;
    cJSON_AddItemToObject(res, "message", t);
    locs = cJSON_AddArrayToObject(res, "locations");
    if (!locs || !(l = location(uri, drs_rep_get_n_(first, "line"), drs_rep_get_n_(first, "col"))))
        return false;
    cJSON_AddItemToArray(locs, l);
    rel = cJSON_AddArrayToObject(res, "relatedLocations");
    if (!rel || !(l = location(uri, drs_rep_get_n_(second, "line"), drs_rep_get_n_(second, "col"))))
        return false;
    cJSON_AddItemToArray(rel, l);
    if (!cJSON_AddNumberToObject(l, "id", 1) || !(t = text_obj(drs_rep_get_s_(race, "note"))))
        return false;
    cJSON_AddItemToObject(l, "message", t);
    props = cJSON_AddObjectToObject(res, "properties");
    if (!props || !drs_rep_add_str_(props, "variable", drs_rep_get_s_(race, "variable")) ||
        !drs_rep_add_str_(props, "element", drs_rep_get_s_(race, "element")) ||
        !drs_rep_add_str_(props, "construct", drs_rep_get_s_(ce, "kind")) ||
        !drs_rep_add_str_(props, "function", drs_rep_get_s_(ce, "function")) ||
        !drs_rep_add_str_(props, "firstMode", drs_rep_get_s_(first, "mode")) ||
        !drs_rep_add_str_(props, "secondMode", drs_rep_get_s_(second, "mode")) ||
        (possible && (!drs_rep_add_str_(props, "needs", drs_rep_get_s_(race, "needs")) ||
                      !drs_rep_add_str_(props, "why", drs_rep_get_s_(race, "why")))))
        return false;
    w = drs_rep_dup_item_(race, "witness");
    if (!w)
        return false;
    cJSON_AddItemToObject(props, "witness", w);
    w = drs_rep_dup_item_(ce, "assumptions");
    if (!w)
        return false;
    cJSON_AddItemToObject(props, "assumptions", w);
    return add_fingerprints(res, race) &&
           add_fix(res, uri, cJSON_GetObjectItemCaseSensitive(race, "fix"));
}

/* A construct's result: locations[0] at its pragma, and the "properties"
 * object with its kind and function (returned; NULL out of memory). */
static cJSON *at_construct(cJSON *res, art_ref uri, const cJSON *ce)
{
    cJSON *locs = cJSON_AddArrayToObject(res, "locations"), *l, *props;
    if (!locs || !(l = location(uri, drs_rep_get_n_(ce, "line"), drs_rep_get_n_(ce, "col"))))
        return NULL;
    cJSON_AddItemToArray(locs, l);
    props = cJSON_AddObjectToObject(res, "properties");
    if (!props || !drs_rep_add_str_(props, "construct", drs_rep_get_s_(ce, "kind")) ||
        !drs_rep_add_str_(props, "function", drs_rep_get_s_(ce, "function")))
        return NULL;
    return props;
}

static bool add_na_result(cJSON *results, art_ref uri, const cJSON *ce)
{
    cJSON *res = cJSON_CreateObject(), *t, *props;
    char *msg;
    const char *reason = drs_rep_get_s_(ce, "reason");
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
               !add_suppression(res, ce)) ||
        !cJSON_AddStringToObject(res, "ruleId", "drsat.not-analyzed") ||
        !cJSON_AddNumberToObject(res, "ruleIndex", RULE_NOT_ANALYZED) ||
        !cJSON_AddStringToObject(res, "level", "note")) {
        cJSON_Delete(t);
        return false;
    }
    cJSON_AddItemToObject(res, "message", t);
    props = at_construct(res, uri, ce);
    return props && drs_rep_add_str_(props, "reason", reason) && add_fingerprints(res, ce);
}

/* A race-free construct that rests on assumptions: a "pass" result, so the
 * assumptions of every verdict are in the log. */
static bool add_pass_result(cJSON *results, art_ref uri, const cJSON *ce)
{
    cJSON *res = cJSON_CreateObject(), *t, *props, *w;
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
    props = at_construct(res, uri, ce);
    if (!props || !(w = drs_rep_dup_item_(ce, "assumptions")))
        return false;
    cJSON_AddItemToObject(props, "assumptions", w);
    return true;
}

/* run.originalUriBaseIds: DRS_SRCROOT is the working directory cwd (or,
 * when it is unknown, left for the reader to supply). */
static bool add_base(cJSON *run, const char *cwd)
{
    cJSON *bases = cJSON_AddObjectToObject(run, "originalUriBaseIds"), *b;
    if (!bases || !(b = cJSON_AddObjectToObject(bases, DRS_SRCROOT)))
        return false;
    if (cwd[0] != '/')
        return true;
    size_t n = strlen(cwd);
    char *dir = malloc(n + 2), *u;
    if (!dir)
        return false;
    memcpy(dir, cwd, n);
    dir[n] = '/';
    dir[n + 1] = '\0';
    if (n > 0 && cwd[n - 1] == '/')
        dir[n] = '\0';
    u = file_uri(dir, NULL, NULL);
    free(dir);
    bool ok = u && cJSON_AddStringToObject(b, "uri", u);
    free(u);
    return ok;
}

char *drs_report_sarif(const drs_report *r)
{
    cJSON *root, *runs, *run, *tool, *driver, *rules, *it, *arts, *results;
    const cJSON *ce;
    char *uri;
    char cwd[4096];
    bool based = false, any_based = false;
    if (!r || r->oom)
        return NULL;
    if (!getcwd(cwd, sizeof cwd - 1))
        cwd[0] = '\0';
    uri = file_uri(r->file, cwd[0] == '/' ? cwd : NULL, &based);
    any_based = based;
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
    if (!arts || !add_artifact(arts, uri, based))
        goto fail;
    results = cJSON_AddArrayToObject(run, "results");
    if (!results)
        goto fail;
    cJSON_ArrayForEach(ce, r->constructs) {
        const char *v = drs_rep_get_s_(ce, "verdict");
        const cJSON *cf = cJSON_GetObjectItemCaseSensitive(ce, "file");
        bool own_based = false;
        char *own = cJSON_IsString(cf)
                        ? file_uri(cf->valuestring, cwd[0] == '/' ? cwd : NULL, &own_based)
                        : NULL;
        art_ref cu = {uri, 0, based};   /* a header's construct: its own artifact */
        bool ok = true;
        if (cJSON_IsString(cf) &&
            (!own || (cu.index = artifact_index(arts, own, own_based)) < 0)) {
            free(own);
            goto fail;
        }
        if (own) {
            cu.uri = own;
            cu.based = own_based;
            any_based = any_based || own_based;
        }
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
    if (any_based && !add_base(run, cwd))
        goto fail;
    free(uri);
    return drs_rep_print_doc_(root);
fail:
    free(uri);
    cJSON_Delete(root);
    return NULL;
}

