/* drs_json_field.c -- the JSON reader's state and typed fields: the JSON
 * path of the element being read, the first error with that path, and
 * getters that check each field's JSON type, range and exactness
 * (drs_json_int.h).  The reader itself is drs_json_read.c.
 *
 * The reader never trusts its input: unknown keys, wrong JSON types and
 * inexact numbers are all rejected here.  Keys starting with '_' and
 * "comment" are ignored, for annotated hand-written models.
 */
#include "drs_model.h"
#include "drs_model_int.h"
#include "drs_json_int.h"

#include <cjson/cJSON.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Largest integer a JSON number may carry exactly (2^53); bigger values
 * must be written as strings of digits. */
#define DRS_JSON_EXACT 9007199254740992.0

/* ---- spellings shared by reader and writer ----------------------------- */

const char *const drs_json_sym_kinds[4] = {"loop", "outer", "input", "local"};
const char *const drs_json_worker_kinds[7] = {"iteration", "thread", "section", "single",
                                              "master", "loop", "task"};
const char *const drs_json_dep_kinds[3] = {"in", "out", "inoutset"};
const char *const drs_json_loop_kinds[3] = {"outer", "parallel", "inner"};
const char *const drs_json_obj_kinds[3] = {"array", "pointer", "scalar"};
const char *const drs_json_modes[4] = {"?", "r", "w", "rw"};

/* ---- reader state and errors ----------------------------------------- */

/* Appends what snprintf wrote (n bytes asked) to the path, clamped to the
 * buffer: a path too long to keep is cut, never overrun. */
static void advance(drs_jr *r, int n)
{
    if (n > 0)
        r->plen += (size_t)n < sizeof r->path - r->plen ? (size_t)n : sizeof r->path - r->plen - 1;
}

size_t drs_jr_push_key(drs_jr *r, const char *key)
{
    size_t old = r->plen;
    advance(r, snprintf(r->path + r->plen, sizeof r->path - r->plen, "%s%s",
                        r->plen ? "." : "", key));
    return old;
}

size_t drs_jr_push_idx(drs_jr *r, int i)
{
    size_t old = r->plen;
    advance(r, snprintf(r->path + r->plen, sizeof r->path - r->plen, "[%d]", i));
    return old;
}

void drs_jr_pop(drs_jr *r, size_t old)
{
    r->plen = old;
    r->path[old] = '\0';
}

bool drs_jr_error(drs_jr *r, const char *fmt, ...)
{
    if (!r->failed && r->err && r->errlen) {
        char msg[400];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof msg, fmt, ap);
        va_end(ap);
        if (r->plen > 160)   /* deep inline trees: keep both ends of the path */
            snprintf(r->err, r->errlen, "%.80s...%s: %s", r->path,
                     r->path + r->plen - 60, msg);
        else if (r->plen)
            snprintf(r->err, r->errlen, "%s: %s", r->path, msg);
        else
            snprintf(r->err, r->errlen, "%s", msg);
    }
    r->failed = true;
    return false;
}

/* Error at path.key */
bool drs_jr_error_at(drs_jr *r, const char *key, const char *fmt, const char *arg)
{
    size_t old = drs_jr_push_key(r, key);
    drs_jr_error(r, fmt, arg);
    drs_jr_pop(r, old);
    return false;
}

/* Passes on what a builder call returned (an index, or -1): -1 becomes the
 * reader's error, with the builder's reason. */
int drs_jr_built(drs_jr *r, int res)
{
    if (res < 0)
        drs_jr_error(r, "%s", drs_construct_last_error_(r->c));
    return res;
}

/* ---- field access ----------------------------------------------------- */

static bool ignored_key(const char *k)
{
    return k[0] == '_' || strcmp(k, "comment") == 0;
}

/* o must be an object whose keys are all in allowed (NULL-terminated). */
bool drs_jr_check_object(drs_jr *r, const cJSON *o, const char *const *allowed)
{
    const cJSON *it, *jt;
    if (!cJSON_IsObject(o))
        return drs_jr_error(r, "expected an object");
    for (it = o->child; it; it = it->next) {
        const char *const *a;
        if (!it->string)
            return drs_jr_error(r, "member without a name");
        for (jt = o->child; jt != it; jt = jt->next)
            if (strcmp(jt->string, it->string) == 0)
                return drs_jr_error_at(r, it->string, "duplicate key%s", "");
        if (ignored_key(it->string))
            continue;
        for (a = allowed; *a; a++)
            if (strcmp(*a, it->string) == 0)
                break;
        if (!*a)
            return drs_jr_error_at(r, it->string, "unknown key%s", "");
    }
    return true;
}

const cJSON *drs_jr_field(const cJSON *o, const char *key)
{
    return cJSON_GetObjectItemCaseSensitive(o, key);
}

/* Strings: absent -> *out = dflt (error if required); null -> NULL if
 * nullable, else an error. */
bool drs_jr_get_str(drs_jr *r, const cJSON *o, const char *key, bool required,
                    bool nullable, const char *dflt, const char **out)
{
    const cJSON *it = drs_jr_field(o, key);
    *out = dflt;
    if (!it) {
        if (required)
            return drs_jr_error_at(r, key, "missing%s", "");
        return true;
    }
    if (cJSON_IsNull(it) && nullable) {
        *out = NULL;
        return true;
    }
    if (!cJSON_IsString(it) || !it->valuestring)
        return drs_jr_error_at(r, key,
                               nullable ? "expected a string or null%s" : "expected a string%s",
                               "");
    *out = it->valuestring;
    return true;
}

/* A name: non-empty, no control characters. */
bool drs_jr_name_ok(drs_jr *r, const char *key, const char *s)
{
    const unsigned char *p;
    if (!*s)
        return drs_jr_error_at(r, key, "empty name%s", "");
    for (p = (const unsigned char *)s; *p; p++)
        if (*p < 0x20 || *p == 0x7f)
            return drs_jr_error_at(r, key, "control character in name '%s'", s);
    if (strlen(s) > 1024)
        return drs_jr_error_at(r, key, "name longer than 1024 bytes%s", "");
    return true;
}

/* An integer from a JSON number (exact only) or a string of decimal digits
 * with an optional '-'.  wide: values up to 2^64-1 are accepted and stored
 * as their 64-bit pattern (u64 constants). */
bool drs_jr_int(drs_jr *r, const cJSON *it, bool wide, int64_t *out)
{
    if (cJSON_IsNumber(it)) {
        double d = it->valuedouble;
        if (!(d >= -DRS_JSON_EXACT && d <= DRS_JSON_EXACT))
            return drs_jr_error(r, "number not exact in JSON; write it as a string of digits");
        if ((double)(int64_t)d != d)
            return drs_jr_error(r, "expected an integer");
        *out = (int64_t)d;
        return true;
    }
    if (cJSON_IsString(it) && it->valuestring) {
        const char *s = it->valuestring;
        bool neg = false;
        uint64_t mag = 0;
        int digits = 0;
        if (*s == '-') {
            neg = true;
            s++;
        }
        for (; *s >= '0' && *s <= '9'; s++, digits++) {
            unsigned dg = (unsigned)(*s - '0');
            if (mag > (UINT64_MAX - dg) / 10)
                return drs_jr_error(r, "integer '%s' out of range", it->valuestring);
            mag = mag * 10 + dg;
        }
        if (*s || digits == 0)
            return drs_jr_error(r, "expected an integer, got '%s'", it->valuestring);
        if (neg) {
            if (mag > (uint64_t)INT64_MAX + 1)
                return drs_jr_error(r, "integer '%s' out of range", it->valuestring);
            *out = mag == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)mag;
        } else if (mag > (uint64_t)INT64_MAX) {
            if (!wide)
                return drs_jr_error(r, "integer '%s' out of range", it->valuestring);
            *out = -(int64_t)(~mag) - 1;
        } else {
            *out = (int64_t)mag;
        }
        return true;
    }
    return drs_jr_error(r, "expected an integer");
}

bool drs_jr_get_int(drs_jr *r, const cJSON *o, const char *key, bool required,
                    int64_t dflt, int64_t lo, int64_t hi, int64_t *out)
{
    const cJSON *it = drs_jr_field(o, key);
    size_t old;
    bool ok;
    *out = dflt;
    if (!it) {
        if (required)
            return drs_jr_error_at(r, key, "missing%s", "");
        return true;
    }
    old = drs_jr_push_key(r, key);
    ok = drs_jr_int(r, it, false, out);
    if (ok && (*out < lo || *out > hi))
        ok = drs_jr_error(r, "%lld out of range [%lld, %lld]", (long long)*out,
                          (long long)lo, (long long)hi);
    drs_jr_pop(r, old);
    return ok;
}

bool drs_jr_get_uint(drs_jr *r, const cJSON *o, const char *key, unsigned dflt,
                     unsigned *out)
{
    int64_t v;
    if (!drs_jr_get_int(r, o, key, false, dflt, 0, UINT32_MAX, &v))
        return false;
    *out = (unsigned)v;
    return true;
}

bool drs_jr_get_bool(drs_jr *r, const cJSON *o, const char *key, bool dflt, bool *out)
{
    const cJSON *it = drs_jr_field(o, key);
    *out = dflt;
    if (!it)
        return true;
    if (!cJSON_IsBool(it))
        return drs_jr_error_at(r, key, "expected true or false%s", "");
    *out = cJSON_IsTrue(it);
    return true;
}

/* Optional array: absent -> NULL (no error). */
bool drs_jr_get_array(drs_jr *r, const cJSON *o, const char *key, const cJSON **out)
{
    const cJSON *it = drs_jr_field(o, key);
    *out = NULL;
    if (!it)
        return true;
    if (!cJSON_IsArray(it))
        return drs_jr_error_at(r, key, "expected an array%s", "");
    *out = it;
    return true;
}

bool drs_jr_get_type(drs_jr *r, const cJSON *o, drs_type *out)
{
    const char *s;
    if (!drs_jr_get_str(r, o, "t", false, false, "i32", &s))
        return false;
    if (!drs_type_from_name(s, out))
        return drs_jr_error_at(r, "t", "unknown type '%s'", s);
    return true;
}

/* Looks name up in a table of spellings; -1 if absent. */
int drs_jr_lookup(const char *const *names, int n, const char *s)
{
    int i;
    for (i = 0; i < n; i++)
        if (strcmp(names[i], s) == 0)
            return i;
    return -1;
}

bool drs_jr_get_enum(drs_jr *r, const cJSON *o, const char *key, const char *const *names,
                     int n, int *out)
{
    const char *s;
    if (!drs_jr_get_str(r, o, key, true, false, NULL, &s))
        return false;
    *out = drs_jr_lookup(names, n, s);
    if (*out < 0)
        return drs_jr_error_at(r, key, "unknown kind '%s'", s);
    return true;
}
