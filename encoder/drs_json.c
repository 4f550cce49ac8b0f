/* drs_json.c -- the model as JSON: reader (validating) and writer.
 *
 * The format is described at the end of drs_model.h.  The reader builds the
 * model through the builder functions of drs_model.c, which already refuse
 * ill-typed nodes and bad indices, and adds what only a whole construct can
 * show (every loop variable tied to its loop, the loop chains of the
 * construct).  Every error names the JSON path of the offending element:
 *
 *   constructs[0].accesses[2].offset: unknown symbol 'k'
 *
 * The reader never trusts its input: unknown keys, wrong JSON types,
 * inexact numbers, forward references and over-deep inline trees are all
 * rejected, and everything built so far is freed.  Keys starting with '_'
 * and "comment" are ignored, for annotated hand-written models.
 *
 * Expression indices in the JSON ("exprs" positions) are not the arena
 * indices: the builder shares equal nodes, so the reader keeps a map.  The
 * writer prints the arena as it is (flat form), so a model read from the
 * writer's output gets the same arena back and read -> write -> read is the
 * identity.
 */
#include "drs_model.h"
#include "drs_json_int.h"

#include <cjson/cJSON.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Defined in drs_model.c: why the builder's last call returned -1. */
const char *drs_construct_last_error_(const drs_construct *c);

/* Deepest inline expression tree the reader follows. */
#define DRS_JSON_MAX_DEPTH 200
/* Largest integer a JSON number may carry exactly (2^53); bigger values
 * must be written as strings of digits. */
#define DRS_JSON_EXACT 9007199254740992.0

/* ---- reader state and errors ----------------------------------------- */

typedef struct rd {
    char *err;
    size_t errlen;
    bool failed;
    char path[512];
    size_t plen;
    drs_construct *c;   /* construct being read */
    int *map;           /* JSON "exprs" index -> arena index */
    int n_map;          /* "exprs" entries read so far (referable) */
    int depth;
} rd;

static size_t push_key(rd *r, const char *key)
{
    size_t old = r->plen;
    int n = snprintf(r->path + r->plen, sizeof r->path - r->plen, "%s%s",
                     r->plen ? "." : "", key);
    if (n > 0)
        r->plen += (size_t)n < sizeof r->path - r->plen ? (size_t)n : sizeof r->path - r->plen - 1;
    return old;
}

static size_t push_idx(rd *r, int i)
{
    size_t old = r->plen;
    int n = snprintf(r->path + r->plen, sizeof r->path - r->plen, "[%d]", i);
    if (n > 0)
        r->plen += (size_t)n < sizeof r->path - r->plen ? (size_t)n : sizeof r->path - r->plen - 1;
    return old;
}

static void pop(rd *r, size_t old)
{
    r->plen = old;
    r->path[old] = '\0';
}

static bool error(rd *r, const char *fmt, ...)
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
static bool error_at(rd *r, const char *key, const char *fmt, const char *arg)
{
    size_t old = push_key(r, key);
    error(r, fmt, arg);
    pop(r, old);
    return false;
}

/* ---- field access ----------------------------------------------------- */

static bool ignored_key(const char *k)
{
    return k[0] == '_' || strcmp(k, "comment") == 0;
}

/* o must be an object whose keys are all in allowed (NULL-terminated). */
static bool check_object(rd *r, const cJSON *o, const char *const *allowed)
{
    const cJSON *it, *jt;
    if (!cJSON_IsObject(o))
        return error(r, "expected an object");
    for (it = o->child; it; it = it->next) {
        const char *const *a;
        if (!it->string)
            return error(r, "member without a name");
        for (jt = o->child; jt != it; jt = jt->next)
            if (strcmp(jt->string, it->string) == 0)
                return error_at(r, it->string, "duplicate key%s", "");
        if (ignored_key(it->string))
            continue;
        for (a = allowed; *a; a++)
            if (strcmp(*a, it->string) == 0)
                break;
        if (!*a)
            return error_at(r, it->string, "unknown key%s", "");
    }
    return true;
}

static const cJSON *field(const cJSON *o, const char *key)
{
    return cJSON_GetObjectItemCaseSensitive(o, key);
}

/* Strings: absent -> *out = dflt (error if required); null -> NULL if
 * nullable, else an error. */
static bool get_str(rd *r, const cJSON *o, const char *key, bool required,
                    bool nullable, const char *dflt, const char **out)
{
    const cJSON *it = field(o, key);
    *out = dflt;
    if (!it) {
        if (required)
            return error_at(r, key, "missing%s", "");
        return true;
    }
    if (cJSON_IsNull(it) && nullable) {
        *out = NULL;
        return true;
    }
    if (!cJSON_IsString(it) || !it->valuestring)
        return error_at(r, key, nullable ? "expected a string or null%s" : "expected a string%s", "");
    *out = it->valuestring;
    return true;
}

/* A name: non-empty, no control characters. */
static bool name_ok(rd *r, const char *key, const char *s)
{
    const unsigned char *p;
    if (!*s)
        return error_at(r, key, "empty name%s", "");
    for (p = (const unsigned char *)s; *p; p++)
        if (*p < 0x20 || *p == 0x7f)
            return error_at(r, key, "control character in name '%s'", s);
    if (strlen(s) > 1024)
        return error_at(r, key, "name longer than 1024 bytes%s", "");
    return true;
}

/* An integer from a JSON number (exact only) or a string of decimal digits
 * with an optional '-'.  wide: values up to 2^64-1 are accepted and stored
 * as their 64-bit pattern (u64 constants). */
static bool json_int(rd *r, const cJSON *it, bool wide, int64_t *out)
{
    if (cJSON_IsNumber(it)) {
        double d = it->valuedouble;
        if (!(d >= -DRS_JSON_EXACT && d <= DRS_JSON_EXACT))
            return error(r, "number not exact in JSON; write it as a string of digits");
        if ((double)(int64_t)d != d)
            return error(r, "expected an integer");
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
                return error(r, "integer '%s' out of range", it->valuestring);
            mag = mag * 10 + dg;
        }
        if (*s || digits == 0)
            return error(r, "expected an integer, got '%s'", it->valuestring);
        if (neg) {
            if (mag > (uint64_t)INT64_MAX + 1)
                return error(r, "integer '%s' out of range", it->valuestring);
            *out = mag == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)mag;
        } else if (mag > (uint64_t)INT64_MAX) {
            if (!wide)
                return error(r, "integer '%s' out of range", it->valuestring);
            *out = -(int64_t)(~mag) - 1;
        } else {
            *out = (int64_t)mag;
        }
        return true;
    }
    return error(r, "expected an integer");
}

static bool get_int(rd *r, const cJSON *o, const char *key, bool required,
                    int64_t dflt, int64_t lo, int64_t hi, int64_t *out)
{
    const cJSON *it = field(o, key);
    size_t old;
    bool ok;
    *out = dflt;
    if (!it) {
        if (required)
            return error_at(r, key, "missing%s", "");
        return true;
    }
    old = push_key(r, key);
    ok = json_int(r, it, false, out);
    if (ok && (*out < lo || *out > hi))
        ok = error(r, "%lld out of range [%lld, %lld]", (long long)*out, (long long)lo,
                   (long long)hi);
    pop(r, old);
    return ok;
}

static bool get_uint(rd *r, const cJSON *o, const char *key, unsigned dflt, unsigned *out)
{
    int64_t v;
    if (!get_int(r, o, key, false, dflt, 0, UINT32_MAX, &v))
        return false;
    *out = (unsigned)v;
    return true;
}

static bool get_bool(rd *r, const cJSON *o, const char *key, bool dflt, bool *out)
{
    const cJSON *it = field(o, key);
    *out = dflt;
    if (!it)
        return true;
    if (!cJSON_IsBool(it))
        return error_at(r, key, "expected true or false%s", "");
    *out = cJSON_IsTrue(it);
    return true;
}

/* Optional array: absent -> NULL (no error). */
static bool get_array(rd *r, const cJSON *o, const char *key, const cJSON **out)
{
    const cJSON *it = field(o, key);
    *out = NULL;
    if (!it)
        return true;
    if (!cJSON_IsArray(it))
        return error_at(r, key, "expected an array%s", "");
    *out = it;
    return true;
}

static bool get_type(rd *r, const cJSON *o, drs_type *out)
{
    const char *s;
    if (!get_str(r, o, "t", false, false, "i32", &s))
        return false;
    if (!drs_type_from_name(s, out))
        return error_at(r, "t", "unknown type '%s'", s);
    return true;
}

/* Looks name up in a table of spellings; -1 if absent. */
static int lookup(const char *const *names, int n, const char *s)
{
    int i;
    for (i = 0; i < n; i++)
        if (strcmp(names[i], s) == 0)
            return i;
    return -1;
}

static const char *const sym_kinds[] = {"loop", "outer", "input", "local"};
static const char *const loop_kinds[] = {"outer", "parallel", "inner"};
static const char *const obj_kinds[] = {"array", "pointer", "scalar"};

static bool get_enum(rd *r, const cJSON *o, const char *key, const char *const *names,
                     int n, int *out)
{
    const char *s;
    if (!get_str(r, o, key, true, false, NULL, &s))
        return false;
    *out = lookup(names, n, s);
    if (*out < 0)
        return error_at(r, key, "unknown kind '%s'", s);
    return true;
}

/* ---- expressions ------------------------------------------------------ */

static int read_expr(rd *r, const cJSON *e);

/* OPND: index of an earlier "exprs" node, symbol name, or inline EXPR. */
static int read_opnd(rd *r, const cJSON *it)
{
    if (cJSON_IsNumber(it)) {
        int64_t k;
        if (!json_int(r, it, false, &k))
            return -1;
        if (k < 0 || k >= r->n_map) {
            error(r, "expression index %lld does not name an earlier node of \"exprs\"",
                  (long long)k);
            return -1;
        }
        return r->map[k];
    }
    if (cJSON_IsString(it) && it->valuestring) {
        int s = drs_find_symbol(r->c, it->valuestring);
        int e;
        if (s < 0) {
            error(r, "unknown symbol '%s'", it->valuestring);
            return -1;
        }
        e = drs_symref(r->c, s);
        if (e < 0)
            error(r, "%s", drs_construct_last_error_(r->c));
        return e;
    }
    if (cJSON_IsObject(it))
        return read_expr(r, it);
    error(r, "expected an expression index, a symbol name or an expression");
    return -1;
}

static int read_expr(rd *r, const cJSON *e)
{
    static const char *const keys[] = {"op", "t", "a", "v", "s", NULL};
    const char *opname;
    drs_op op;
    drs_type t;
    int res = -1;

    if (r->depth >= DRS_JSON_MAX_DEPTH) {
        error(r, "expression nested deeper than %d", DRS_JSON_MAX_DEPTH);
        return -1;
    }
    if (!check_object(r, e, keys) || !get_str(r, e, "op", true, false, NULL, &opname))
        return -1;
    if (!drs_op_from_name(opname, &op)) {
        error_at(r, "op", "unknown operator '%s'", opname);
        return -1;
    }
    r->depth++;
    if (op == DRS_OP_CONST) {
        const cJSON *v = field(e, "v");
        int64_t val;
        size_t old;
        if (field(e, "a") || field(e, "s")) {
            error(r, "'const' takes only \"t\" and \"v\"");
        } else if (!v) {
            error_at(r, "v", "missing%s", "");
        } else if (get_type(r, e, &t)) {
            old = push_key(r, "v");
            if (json_int(r, v, true, &val)) {
                res = drs_const(r->c, t, val);
                if (res < 0)
                    error(r, "%s", drs_construct_last_error_(r->c));
            }
            pop(r, old);
        }
    } else if (op == DRS_OP_SYM) {
        const char *name;
        if (field(e, "a") || field(e, "v")) {
            error(r, "'sym' takes only \"s\" and \"t\"");
        } else if (get_str(r, e, "s", true, false, NULL, &name)) {
            int s = drs_find_symbol(r->c, name);
            if (s < 0) {
                error_at(r, "s", "unknown symbol '%s'", name);
            } else if (field(e, "t") && get_type(r, e, &t) &&
                       (t.bits != r->c->symbols[s].type.bits ||
                        t.is_signed != r->c->symbols[s].type.is_signed)) {
                error_at(r, "t", "differs from the type of symbol '%s'", name);
            } else if (!r->failed) {
                res = drs_symref(r->c, s);
                if (res < 0)
                    error(r, "%s", drs_construct_last_error_(r->c));
            }
        }
    } else {
        const cJSON *args = field(e, "a");
        int arity = op == DRS_OP_ITE ? 3
                    : (op == DRS_OP_CAST || op == DRS_OP_NEG || op == DRS_OP_BITNOT ||
                       op == DRS_OP_LNOT) ? 1 : 2;
        int opnd[3] = {-1, -1, -1};
        if (field(e, "v") || field(e, "s")) {
            error(r, "'%s' takes only \"t\" and \"a\"", opname);
        } else if (!get_type(r, e, &t)) {
            /* error set */
        } else if (!args) {
            error_at(r, "a", "missing%s", "");
        } else if (!cJSON_IsArray(args) || cJSON_GetArraySize(args) != arity) {
            char msg[64];
            snprintf(msg, sizeof msg, "'%s' takes %d operand%s", opname, arity,
                     arity == 1 ? "" : "s");
            error_at(r, "a", "%s", msg);
        } else {
            const cJSON *it = args->child;
            size_t o1 = push_key(r, "a");
            int k;
            for (k = 0; k < arity && it; k++, it = it->next) {
                size_t o2 = push_idx(r, k);
                opnd[k] = read_opnd(r, it);
                pop(r, o2);
                if (opnd[k] < 0)
                    break;
            }
            pop(r, o1);
            if (!r->failed) {
                if (op == DRS_OP_CAST)
                    res = drs_cast(r->c, t, opnd[0]);
                else if (arity == 1)
                    res = drs_unop(r->c, op, t, opnd[0]);
                else if (arity == 2)
                    res = drs_binop(r->c, op, t, opnd[0], opnd[1]);
                else
                    res = drs_ite(r->c, t, opnd[0], opnd[1], opnd[2]);
                if (res < 0)
                    error(r, "%s", drs_construct_last_error_(r->c));
            }
        }
    }
    r->depth--;
    return r->failed ? -1 : res;
}

/* An operand field of an object; nullable fields give -1 for null/absent. */
static bool get_opnd(rd *r, const cJSON *o, const char *key, bool nullable, int *out)
{
    const cJSON *it = field(o, key);
    size_t old;
    *out = -1;
    if (!it || cJSON_IsNull(it)) {
        if (nullable)
            return true;
        return error_at(r, key, "missing%s", "");
    }
    old = push_key(r, key);
    *out = read_opnd(r, it);
    pop(r, old);
    return *out >= 0;
}

/* A reference to a symbol or object: its name or its index. */
static bool get_ref(rd *r, const cJSON *o, const char *key, bool is_symbol, int *out)
{
    const cJSON *it = field(o, key);
    int n = is_symbol ? r->c->n_symbols : r->c->n_objects;
    const char *what = is_symbol ? "symbol" : "object";
    size_t old;
    bool ok = true;
    *out = -1;
    if (!it)
        return error_at(r, key, "missing%s", "");
    old = push_key(r, key);
    if (cJSON_IsString(it) && it->valuestring) {
        *out = is_symbol ? drs_find_symbol(r->c, it->valuestring)
                         : drs_find_object(r->c, it->valuestring);
        if (*out < 0) {
            char msg[64];
            snprintf(msg, sizeof msg, "unknown %s", what);
            ok = error(r, "%s '%s'", msg, it->valuestring);
        }
    } else if (cJSON_IsNumber(it)) {
        int64_t k;
        ok = json_int(r, it, false, &k);
        if (ok && (k < 0 || k >= n))
            ok = error(r, "no %s %lld", what, (long long)k);
        if (ok)
            *out = (int)k;
    } else {
        ok = error(r, "expected a %s name", what);
    }
    pop(r, old);
    return ok;
}

/* ---- construct parts -------------------------------------------------- */

static bool read_symbol(rd *r, const cJSON *o)
{
    static const char *const keys[] = {"name", "label", "t", "kind", "loop", NULL};
    const char *name, *label;
    drs_type t;
    int kind;
    int64_t loop;
    if (!check_object(r, o, keys) || !get_str(r, o, "name", true, false, NULL, &name) ||
        !name_ok(r, "name", name) || !get_str(r, o, "label", false, false, NULL, &label) ||
        !get_type(r, o, &t) || !get_enum(r, o, "kind", sym_kinds, 4, &kind) ||
        !get_int(r, o, "loop", false, -1, -1, INT32_MAX, &loop))
        return false;
    if ((kind == DRS_SYM_LOOP || kind == DRS_SYM_OUTER) && loop < 0)
        return error_at(r, "loop", "a loop variable needs its loop index%s", "");
    if ((kind == DRS_SYM_INPUT || kind == DRS_SYM_LOCAL) && loop != -1)
        return error_at(r, "loop", "only loop variables have a loop%s", "");
    if (drs_add_symbol(r->c, name, label, t, (drs_sym_kind)kind, (int)loop) < 0)
        return error(r, "%s", drs_construct_last_error_(r->c));
    return true;
}

static bool read_loop(rd *r, const cJSON *o)
{
    static const char *const keys[] = {"kind", "var", "parent", "init", "cond", "step",
                                       "line", "col", NULL};
    int kind, var, init, cond;
    int64_t parent, step;
    unsigned line, col;
    if (!check_object(r, o, keys) || !get_enum(r, o, "kind", loop_kinds, 3, &kind) ||
        !get_ref(r, o, "var", true, &var) ||
        !get_int(r, o, "parent", false, -1, -1, r->c->n_loops - 1, &parent) ||
        !get_opnd(r, o, "init", false, &init) || !get_opnd(r, o, "cond", false, &cond) ||
        !get_int(r, o, "step", false, 1, INT64_MIN, INT64_MAX, &step) ||
        !get_uint(r, o, "line", 0, &line) || !get_uint(r, o, "col", 0, &col))
        return false;
    if (step == 0)
        return error_at(r, "step", "step is zero%s", "");
    if (drs_add_loop(r->c, (drs_loop_kind)kind, var, (int)parent, init, cond, step, line,
                     col) < 0)
        return error(r, "%s", drs_construct_last_error_(r->c));
    return true;
}

static bool read_object(rd *r, const cJSON *o)
{
    static const char *const keys[] = {"name", "kind", "elem_size", "unaliased", NULL};
    const char *name;
    int kind;
    int64_t size;
    bool unaliased;
    if (!check_object(r, o, keys) || !get_str(r, o, "name", true, false, NULL, &name) ||
        !name_ok(r, "name", name) || !get_enum(r, o, "kind", obj_kinds, 3, &kind) ||
        !get_int(r, o, "elem_size", true, 0, 1, INT64_MAX, &size) ||
        !get_bool(r, o, "unaliased", false, &unaliased))
        return false;
    if (drs_add_object(r->c, name, (drs_object_kind)kind, size, unaliased) < 0)
        return error(r, "%s", drs_construct_last_error_(r->c));
    return true;
}

/* The optional "dims" of access acc: n_index entries, the first null, the
 * others null (extent unknown) or an OPND of type i64. */
static bool read_dims(rd *r, const cJSON *o, int acc, int n_index)
{
    const cJSON *arr, *it;
    int *dims;
    size_t o1;
    int k = 0;
    bool ok = true;
    if (!get_array(r, o, "dims", &arr))
        return false;
    if (!arr)
        return true;
    if (cJSON_GetArraySize(arr) != n_index) {
        char msg[80];
        snprintf(msg, sizeof msg, "has %d entries, the access has %d subscripts",
                 cJSON_GetArraySize(arr), n_index);
        return error_at(r, "dims", "%s", msg);
    }
    if (n_index == 0)
        return true;
    dims = malloc((size_t)n_index * sizeof *dims);
    if (!dims)
        return error(r, "out of memory");
    o1 = push_key(r, "dims");
    for (it = arr->child; ok && it && k < n_index; it = it->next, k++) {
        size_t o2 = push_idx(r, k);
        dims[k] = -1;
        if (cJSON_IsNull(it))
            ;   /* unknown (or, for the first, unused) */
        else if (k == 0)
            ok = error(r, "the first extent is unused: write null");
        else if ((dims[k] = read_opnd(r, it)) < 0)
            ok = false;
        else if (r->c->exprs[dims[k]].type.bits != 64 || !r->c->exprs[dims[k]].type.is_signed)
            ok = error(r, "an extent has type i64");
        pop(r, o2);
    }
    pop(r, o1);
    if (ok && drs_access_set_dims(r->c, acc, dims) < 0) {
        o1 = push_key(r, "dims");
        ok = error(r, "%s", drs_construct_last_error_(r->c));
        pop(r, o1);
    }
    free(dims);
    return ok;
}

static bool read_access(rd *r, const cJSON *o)
{
    static const char *const keys[] = {"object", "mode", "loop", "path", "offset", "size",
                                       "index", "member", "lock", "text", "line", "col",
                                       "dims", NULL};
    static const char *const modes[] = {"r", "w", "rw"};
    const char *mode_s, *member, *lock, *text;
    const cJSON *idx;
    int object, mode, path, offset, n_index = 0;
    int64_t loop, size;
    unsigned line, col;
    int *index = NULL;
    bool ok = true;

    if (!check_object(r, o, keys) || !get_ref(r, o, "object", false, &object) ||
        !get_str(r, o, "mode", true, false, NULL, &mode_s))
        return false;
    mode = lookup(modes, 3, mode_s);
    if (mode < 0)
        return error_at(r, "mode", "unknown mode '%s' (r, w or rw)", mode_s);
    if (!get_int(r, o, "loop", true, 0, 0, r->c->n_loops - 1, &loop) ||
        !get_opnd(r, o, "path", true, &path) || !get_opnd(r, o, "offset", false, &offset) ||
        !get_int(r, o, "size", true, 0, 1, INT64_MAX, &size) ||
        !get_array(r, o, "index", &idx) ||
        !get_str(r, o, "member", false, false, "", &member) ||
        !get_str(r, o, "lock", false, true, NULL, &lock) ||
        !get_str(r, o, "text", false, false, "", &text) ||
        !get_uint(r, o, "line", 0, &line) || !get_uint(r, o, "col", 0, &col))
        return false;
    if (idx && cJSON_GetArraySize(idx) > 0) {
        const cJSON *it;
        size_t o1 = push_key(r, "index");
        n_index = cJSON_GetArraySize(idx);
        index = malloc((size_t)n_index * sizeof *index);
        if (!index)
            ok = error(r, "out of memory");
        it = idx->child;
        for (int k = 0; ok && k < n_index && it; k++, it = it->next) {
            size_t o2 = push_idx(r, k);
            index[k] = read_opnd(r, it);
            pop(r, o2);
            ok = index[k] >= 0;
        }
        pop(r, o1);
    }
    if (ok) {
        int acc = drs_add_access(r->c, object, (drs_access_mode)(mode + 1), (int)loop, path,
                                 offset, size, n_index, index, member, lock, text, line,
                                 col);
        if (acc < 0)
            ok = error(r, "%s", drs_construct_last_error_(r->c));
        else
            ok = read_dims(r, o, acc, n_index);
    }
    free(index);
    return ok;
}

/* Runs fn on every element of the optional array o[key]. */
static bool each(rd *r, const cJSON *o, const char *key, bool (*fn)(rd *, const cJSON *))
{
    const cJSON *arr, *it;
    size_t old;
    int k = 0;
    if (!get_array(r, o, key, &arr))
        return false;
    if (!arr)
        return true;
    old = push_key(r, key);
    for (it = arr->child; it; it = it->next, k++) {
        size_t o2 = push_idx(r, k);
        bool ok = fn(r, it);
        pop(r, o2);
        if (!ok)
            break;
    }
    pop(r, old);
    return !r->failed;
}

static bool read_exprs(rd *r, const cJSON *o)
{
    const cJSON *arr, *it;
    size_t old;
    int n, k = 0;
    if (!get_array(r, o, "exprs", &arr))
        return false;
    if (!arr)
        return true;
    n = cJSON_GetArraySize(arr);
    r->map = n ? malloc((size_t)n * sizeof *r->map) : NULL;
    if (n && !r->map)
        return error(r, "out of memory");
    old = push_key(r, "exprs");
    for (it = arr->child; it && k < n; it = it->next, k++) {
        size_t o2 = push_idx(r, k);
        int e = -1;
        if (!cJSON_IsObject(it))
            error(r, "expected an expression object");
        else
            e = read_expr(r, it);
        pop(r, o2);
        if (e < 0)
            break;
        r->map[k] = e;
        r->n_map = k + 1;
    }
    pop(r, old);
    return !r->failed;
}

static bool read_assumptions(rd *r, const cJSON *o)
{
    const cJSON *arr, *it;
    int k = 0;
    if (!get_array(r, o, "assumptions", &arr))
        return false;
    for (it = arr ? arr->child : NULL; it; it = it->next, k++) {
        if (!cJSON_IsString(it) || !it->valuestring) {
            size_t old = push_key(r, "assumptions");
            push_idx(r, k);
            error(r, "expected a string");
            pop(r, old);
            return false;
        }
        drs_construct_add_assumption(r->c, it->valuestring);
    }
    return true;
}

/* Whole-construct rules the builder cannot check one call at a time.  Not
 * applied to constructs marked not analyzed (nothing reads their parts). */
static bool check_structure(rd *r)
{
    const drs_construct *c = r->c;
    int k, last_outer = -1, last_par = -1;
    size_t old;

    for (k = 0; k < c->n_symbols; k++) {
        const drs_symbol *s = &c->symbols[k];
        bool bad;
        if (s->kind != DRS_SYM_LOOP && s->kind != DRS_SYM_OUTER)
            continue;
        bad = s->loop < 0 || s->loop >= c->n_loops || c->loops[s->loop].var != k ||
              ((c->loops[s->loop].kind == DRS_LOOP_OUTER) != (s->kind == DRS_SYM_OUTER));
        if (bad) {
            old = push_key(r, "symbols");
            push_idx(r, k);
            push_key(r, "loop");
            error(r, "symbol '%s' is not the variable of loop %d (or its kind is wrong)",
                  s->name, s->loop);
            pop(r, old);
            return false;
        }
    }
    for (k = 0; k < c->n_loops; k++) {
        const drs_loop *l = &c->loops[k];
        const char *msg = NULL;
        if (c->symbols[l->var].kind != DRS_SYM_LOOP && c->symbols[l->var].kind != DRS_SYM_OUTER)
            msg = "the loop's variable is not a symbol of kind loop or outer";
        else if (c->symbols[l->var].loop != k)
            msg = "the variable's \"loop\" is another loop";
        else if (l->kind == DRS_LOOP_OUTER) {
            if (last_par >= 0)
                msg = "outer loop listed after the construct's loop";
            else if (l->parent != last_outer)
                msg = "outer loops must form one chain";
            last_outer = k;
        } else if (l->kind == DRS_LOOP_PARALLEL) {
            if (l->parent != (last_par >= 0 ? last_par : last_outer))
                msg = "the construct's loops must form one chain inside the outer loops";
            else if (last_par >= 0 && k != last_par + 1)
                msg = "the construct's loops must be listed together";
            last_par = k;
        } else {
            if (l->parent < 0 || (c->loops[l->parent].kind != DRS_LOOP_INNER &&
                                  l->parent != last_par))
                msg = "an inner loop must be inside the construct's innermost loop";
        }
        if (msg) {
            old = push_key(r, "loops");
            push_idx(r, k);
            error(r, "%s", msg);
            pop(r, old);
            return false;
        }
    }
    for (k = 0; k < c->n_accesses; k++) {
        const drs_access *a = &c->accesses[k];
        if (c->loops[a->loop].kind == DRS_LOOP_PARALLEL && a->loop != last_par) {
            old = push_key(r, "accesses");
            push_idx(r, k);
            push_key(r, "loop");
            error(r, "an access in the construct's loops must be in its innermost loop (%d)",
                  last_par);
            pop(r, old);
            return false;
        }
    }
    return true;
}

static drs_construct *read_construct(rd *r, const cJSON *o)
{
    static const char *const keys[] = {
        "kind", "function", "line", "col", "loop_line", "loop_col", "safelen", "simd",
        "not_analyzed", "assumptions", "symbols", "exprs", "loops", "env", "objects",
        "accesses", NULL};
    const char *kind, *function, *na = NULL;
    unsigned line, col;
    bool ok;

    if (!check_object(r, o, keys) || !get_str(r, o, "kind", true, false, NULL, &kind) ||
        !get_str(r, o, "function", false, false, "", &function) ||
        !get_uint(r, o, "line", 0, &line) || !get_uint(r, o, "col", 0, &col))
        return NULL;
    r->c = drs_construct_new(kind, function, line, col);
    if (!r->c) {
        error(r, "out of memory");
        return NULL;
    }
    {
        drs_construct *c = r->c;
        ok = get_uint(r, o, "loop_line", line, &c->loop_line) &&
             get_uint(r, o, "loop_col", col, &c->loop_col) &&
             get_int(r, o, "safelen", false, 0, 0, INT64_MAX, &c->safelen) &&
             get_bool(r, o, "simd", false, &c->is_simd) &&
             get_str(r, o, "not_analyzed", false, true, NULL, &na);
        if (ok && c->safelen != 0 && !c->is_simd)
            ok = error_at(r, "safelen", "safelen without simd%s", "");
        if (ok && na)
            drs_construct_set_not_analyzed(c, na);
        ok = ok && read_assumptions(r, o) && each(r, o, "symbols", read_symbol) &&
             read_exprs(r, o) && each(r, o, "loops", read_loop) &&
             get_opnd(r, o, "env", true, &c->env) && each(r, o, "objects", read_object) &&
             each(r, o, "accesses", read_access);
        if (ok && !c->not_analyzed)
            ok = check_structure(r);
    }
    free(r->map);
    r->map = NULL;
    r->n_map = 0;
    if (!ok || r->failed) {
        drs_construct_free(r->c);
        r->c = NULL;
        return NULL;
    }
    {
        drs_construct *c = r->c;
        r->c = NULL;
        return c;
    }
}

drs_model *drs_model_from_json(const char *text, char *err, size_t errlen)
{
    static const char *const keys[] = {"version", "file", "constructs", NULL};
    rd r;
    cJSON *root;
    const cJSON *cons, *it;
    const char *end = NULL, *file;
    drs_model *m = NULL;
    int64_t version;
    int k = 0;

    memset(&r, 0, sizeof r);
    r.err = err;
    r.errlen = errlen;
    if (err && errlen)
        err[0] = '\0';
    if (!text) {
        error(&r, "no input");
        return NULL;
    }
    root = cJSON_ParseWithOpts(text, &end, true);
    if (!root) {
        unsigned line = 1, col = 1;
        const char *p;
        if (end && end >= text) {
            for (p = text; p < end && *p; p++) {
                if (*p == '\n') {
                    line++;
                    col = 1;
                } else {
                    col++;
                }
            }
        }
        if (err && errlen)
            snprintf(err, errlen, "invalid JSON at line %u, column %u", line, col);
        return NULL;
    }
    if (!check_object(&r, root, keys) ||
        !get_int(&r, root, "version", true, 0, INT64_MIN, INT64_MAX, &version))
        goto fail;
    if (version != DRS_MODEL_VERSION) {
        error_at(&r, "version", "unsupported model version (this reader knows %s)", "1");
        goto fail;
    }
    if (!get_str(&r, root, "file", false, false, "", &file))
        goto fail;
    cons = field(root, "constructs");
    if (!cons) {
        error_at(&r, "constructs", "missing%s", "");
        goto fail;
    }
    if (!cJSON_IsArray(cons)) {
        error_at(&r, "constructs", "expected an array%s", "");
        goto fail;
    }
    m = drs_model_new(file);
    if (!m) {
        error(&r, "out of memory");
        goto fail;
    }
    for (it = cons->child; it; it = it->next, k++) {
        size_t o1 = push_key(&r, "constructs");
        drs_construct *c;
        int before = m->n_constructs;
        push_idx(&r, k);
        c = read_construct(&r, it);
        pop(&r, o1);
        if (!c)
            goto fail;
        drs_model_add(m, c);
        if (m->n_constructs != before + 1) {
            error(&r, "out of memory");
            goto fail;
        }
    }
    cJSON_Delete(root);
    return m;
fail:
    drs_model_free(m);
    cJSON_Delete(root);
    return NULL;
}

/* ---- writer ----------------------------------------------------------- */

bool drs_json_add_int(cJSON *o, const char *key, int64_t v, bool as_unsigned)
{
    char buf[32];
    if (as_unsigned && v < 0) {
        snprintf(buf, sizeof buf, "%llu", (unsigned long long)(uint64_t)v);
        return cJSON_AddStringToObject(o, key, buf) != NULL;
    }
    if (v > -1000000000000000LL && v < 1000000000000000LL)
        return cJSON_AddNumberToObject(o, key, (double)v) != NULL;
    snprintf(buf, sizeof buf, "%lld", (long long)v);
    return cJSON_AddStringToObject(o, key, buf) != NULL;
}

static bool add_type(cJSON *o, drs_type t)
{
    char buf[8];
    drs_type_name(t, buf);
    return cJSON_AddStringToObject(o, "t", buf) != NULL;
}

static bool add_opnd(cJSON *o, const char *key, int e)
{
    if (e < 0)
        return cJSON_AddNullToObject(o, key) != NULL;
    return cJSON_AddNumberToObject(o, key, e) != NULL;
}

static bool add_str(cJSON *o, const char *key, const char *s)
{
    if (!s)
        return cJSON_AddNullToObject(o, key) != NULL;
    return cJSON_AddStringToObject(o, key, s) != NULL;
}

static bool write_expr(cJSON *arr, const drs_construct *c, const drs_expr *e)
{
    cJSON *o = cJSON_CreateObject();
    bool ok;
    if (!o)
        return false;
    cJSON_AddItemToArray(arr, o);
    ok = cJSON_AddStringToObject(o, "op", drs_op_name(e->op)) != NULL;
    if (e->op == DRS_OP_SYM) {
        const char *name = e->sym >= 0 && e->sym < c->n_symbols ? c->symbols[e->sym].name : "?";
        return ok && cJSON_AddStringToObject(o, "s", name) != NULL;
    }
    ok = ok && add_type(o, e->type);
    if (e->op == DRS_OP_CONST)
        return ok && drs_json_add_int(o, "v", e->value, !e->type.is_signed && e->type.bits == 64);
    {
        cJSON *a = cJSON_AddArrayToObject(o, "a");
        int opnd[3] = {e->a, e->b, e->c}, k;
        if (!ok || !a)
            return false;
        for (k = 0; k < 3 && opnd[k] >= 0; k++) {
            cJSON *n = cJSON_CreateNumber(opnd[k]);
            if (!n)
                return false;
            cJSON_AddItemToArray(a, n);
        }
    }
    return true;
}

static bool write_construct(cJSON *arr, const drs_construct *c)
{
    static const char *const modes[] = {"?", "r", "w", "rw"};
    cJSON *o = cJSON_CreateObject(), *a;
    int k;
    bool ok = true;
    if (!o)
        return false;
    cJSON_AddItemToArray(arr, o);
    ok = add_str(o, "kind", c->kind) && add_str(o, "function", c->function) &&
         drs_json_add_int(o, "line", c->line, false) && drs_json_add_int(o, "col", c->col, false) &&
         drs_json_add_int(o, "loop_line", c->loop_line, false) &&
         drs_json_add_int(o, "loop_col", c->loop_col, false) && drs_json_add_int(o, "safelen", c->safelen, false) &&
         cJSON_AddBoolToObject(o, "simd", c->is_simd) && add_str(o, "not_analyzed", c->not_analyzed);
    a = ok ? cJSON_AddArrayToObject(o, "assumptions") : NULL;
    for (k = 0; a && k < c->n_assumptions; k++) {
        cJSON *s = cJSON_CreateString(c->assumptions[k]);
        if (!s)
            return false;
        cJSON_AddItemToArray(a, s);
    }
    a = a ? cJSON_AddArrayToObject(o, "symbols") : NULL;
    for (k = 0; a && k < c->n_symbols; k++) {
        const drs_symbol *s = &c->symbols[k];
        cJSON *so = cJSON_CreateObject();
        if (!so)
            return false;
        cJSON_AddItemToArray(a, so);
        if (!add_str(so, "name", s->name) || !add_str(so, "label", s->label) ||
            !add_type(so, s->type) || !add_str(so, "kind", sym_kinds[s->kind]) ||
            !drs_json_add_int(so, "loop", s->loop, false))
            return false;
    }
    a = a ? cJSON_AddArrayToObject(o, "exprs") : NULL;
    for (k = 0; a && k < c->n_exprs; k++)
        if (!write_expr(a, c, &c->exprs[k]))
            return false;
    a = a ? cJSON_AddArrayToObject(o, "loops") : NULL;
    for (k = 0; a && k < c->n_loops; k++) {
        const drs_loop *l = &c->loops[k];
        cJSON *lo = cJSON_CreateObject();
        if (!lo)
            return false;
        cJSON_AddItemToArray(a, lo);
        if (!add_str(lo, "kind", loop_kinds[l->kind]) ||
            !add_str(lo, "var", c->symbols[l->var].name) ||
            !drs_json_add_int(lo, "parent", l->parent, false) || !add_opnd(lo, "init", l->init) ||
            !add_opnd(lo, "cond", l->cond) || !drs_json_add_int(lo, "step", l->step, false) ||
            !drs_json_add_int(lo, "line", l->line, false) || !drs_json_add_int(lo, "col", l->col, false))
            return false;
    }
    if (!a || !add_opnd(o, "env", c->env))
        return false;
    a = cJSON_AddArrayToObject(o, "objects");
    for (k = 0; a && k < c->n_objects; k++) {
        const drs_object *ob = &c->objects[k];
        cJSON *oo = cJSON_CreateObject();
        if (!oo)
            return false;
        cJSON_AddItemToArray(a, oo);
        if (!add_str(oo, "name", ob->name) || !add_str(oo, "kind", obj_kinds[ob->kind]) ||
            !drs_json_add_int(oo, "elem_size", ob->elem_size, false) ||
            !cJSON_AddBoolToObject(oo, "unaliased", ob->assumed_unaliased))
            return false;
    }
    a = a ? cJSON_AddArrayToObject(o, "accesses") : NULL;
    for (k = 0; a && k < c->n_accesses; k++) {
        const drs_access *x = &c->accesses[k];
        cJSON *xo = cJSON_CreateObject(), *ix;
        int j;
        if (!xo)
            return false;
        cJSON_AddItemToArray(a, xo);
        if (!add_str(xo, "object", c->objects[x->object].name) ||
            !add_str(xo, "mode", modes[x->mode & 3]) || !drs_json_add_int(xo, "loop", x->loop, false) ||
            !add_opnd(xo, "path", x->path) || !add_opnd(xo, "offset", x->offset) ||
            !drs_json_add_int(xo, "size", x->size, false))
            return false;
        ix = cJSON_AddArrayToObject(xo, "index");
        for (j = 0; ix && j < x->n_index; j++) {
            cJSON *n = cJSON_CreateNumber(x->index[j]);
            if (!n)
                return false;
            cJSON_AddItemToArray(ix, n);
        }
        if (!ix || !add_str(xo, "member", x->member ? x->member : "") ||
            !add_str(xo, "lock", x->lock) || !add_str(xo, "text", x->text ? x->text : "") ||
            !drs_json_add_int(xo, "line", x->line, false) || !drs_json_add_int(xo, "col", x->col, false))
            return false;
        if (x->dims && x->n_index > 0) {
            cJSON *dm = cJSON_AddArrayToObject(xo, "dims");
            for (j = 0; dm && j < x->n_index; j++) {
                cJSON *n = j > 0 && x->dims[j] >= 0 ? cJSON_CreateNumber(x->dims[j])
                                                    : cJSON_CreateNull();
                if (!n)
                    return false;
                cJSON_AddItemToArray(dm, n);
            }
            if (!dm)
                return false;
        }
    }
    return a != NULL && ok;
}

char *drs_model_to_json(const drs_model *m)
{
    cJSON *root, *arr;
    char *txt, *out = NULL;
    int k;
    if (!m)
        return NULL;
    root = cJSON_CreateObject();
    if (!root)
        return NULL;
    if (!cJSON_AddNumberToObject(root, "version", DRS_MODEL_VERSION) ||
        !add_str(root, "file", m->file ? m->file : "") ||
        !(arr = cJSON_AddArrayToObject(root, "constructs")))
        goto done;
    for (k = 0; k < m->n_constructs; k++)
        if (!write_construct(arr, m->constructs[k]))
            goto done;
    txt = cJSON_Print(root);
    if (txt) {
        size_t n = strlen(txt) + 1;
        out = malloc(n);
        if (out)
            memcpy(out, txt, n);
        cJSON_free(txt);
    }
done:
    cJSON_Delete(root);
    return out;
}
