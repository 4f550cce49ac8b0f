/* drs_json_expr.c -- the JSON reader's expressions: the "exprs" array, the
 * operands (OPND in drs_model.h) of every field that holds one, and the
 * references to symbols and objects by name or index (drs_json_int.h).
 *
 * Expression indices in the JSON ("exprs" positions) are not the arena
 * indices: the builder shares equal nodes, so the reader keeps a map.  Only
 * earlier "exprs" entries can be referred to, and inline trees are followed
 * to a bounded depth, so forward references and over-deep trees are
 * rejected.  Every node is built by the builder (drs_model_expr.c), which
 * refuses ill-typed nodes; its reason becomes the reader's error.
 */
#include "drs_model.h"
#include "drs_model_int.h"
#include "drs_json_int.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>

/* Deepest inline expression tree the reader follows. */
#define DRS_JSON_MAX_DEPTH 200

/* ---- expressions ------------------------------------------------------ */

static int read_expr(drs_jr *r, const cJSON *e);

/* OPND: index of an earlier "exprs" node, symbol name, or inline EXPR. */
int drs_jr_opnd(drs_jr *r, const cJSON *it)
{
    if (cJSON_IsNumber(it)) {
        int64_t k;
        if (!drs_jr_int(r, it, false, &k))
            return -1;
        if (k < 0 || k >= r->n_map) {
            drs_jr_error(r, "expression index %lld does not name an earlier node of \"exprs\"",
                         (long long)k);
            return -1;
        }
        return r->map[k];
    }
    if (cJSON_IsString(it) && it->valuestring) {
        int s = drs_find_symbol(r->c, it->valuestring);
        if (s < 0) {
            drs_jr_error(r, "unknown symbol '%s'", it->valuestring);
            return -1;
        }
        return drs_jr_built(r, drs_symref(r->c, s));
    }
    if (cJSON_IsObject(it))
        return read_expr(r, it);
    drs_jr_error(r, "expected an expression index, a symbol name or an expression");
    return -1;
}

static int read_expr(drs_jr *r, const cJSON *e)
{
    static const char *const keys[] = {"op", "t", "a", "v", "s", NULL};
    const char *opname;
    drs_op op;
    drs_type t;
    int res = -1;

    if (r->depth >= DRS_JSON_MAX_DEPTH) {
        drs_jr_error(r, "expression nested deeper than %d", DRS_JSON_MAX_DEPTH);
        return -1;
    }
    if (!drs_jr_check_object(r, e, keys) ||
        !drs_jr_get_str(r, e, "op", true, false, NULL, &opname))
        return -1;
    if (!drs_op_from_name(opname, &op)) {
        drs_jr_error_at(r, "op", "unknown operator '%s'", opname);
        return -1;
    }
    r->depth++;
    if (op == DRS_OP_CONST) {
        const cJSON *v = drs_jr_field(e, "v");
        int64_t val;
        size_t old;
        if (drs_jr_field(e, "a") || drs_jr_field(e, "s")) {
            drs_jr_error(r, "'const' takes only \"t\" and \"v\"");
        } else if (!v) {
            drs_jr_error_at(r, "v", "missing%s", "");
        } else if (drs_jr_get_type(r, e, &t)) {
            old = drs_jr_push_key(r, "v");
            if (drs_jr_int(r, v, true, &val))
                res = drs_jr_built(r, drs_const(r->c, t, val));
            drs_jr_pop(r, old);
        }
    } else if (op == DRS_OP_SYM) {
        const char *name;
        if (drs_jr_field(e, "a") || drs_jr_field(e, "v")) {
            drs_jr_error(r, "'sym' takes only \"s\" and \"t\"");
        } else if (drs_jr_get_str(r, e, "s", true, false, NULL, &name)) {
            int s = drs_find_symbol(r->c, name);
            if (s < 0) {
                drs_jr_error_at(r, "s", "unknown symbol '%s'", name);
            } else if (drs_jr_field(e, "t") && drs_jr_get_type(r, e, &t) &&
                       !drs_type_eq_(t, r->c->symbols[s].type)) {
                drs_jr_error_at(r, "t", "differs from the type of symbol '%s'", name);
            } else if (!r->failed) {
                res = drs_jr_built(r, drs_symref(r->c, s));
            }
        }
    } else {
        const cJSON *args = drs_jr_field(e, "a");
        int arity = drs_op_arity(op);
        int opnd[3] = {-1, -1, -1};
        if (drs_jr_field(e, "v") || drs_jr_field(e, "s")) {
            drs_jr_error(r, "'%s' takes only \"t\" and \"a\"", opname);
        } else if (!drs_jr_get_type(r, e, &t)) {
            /* error set */
        } else if (!args) {
            drs_jr_error_at(r, "a", "missing%s", "");
        } else if (!cJSON_IsArray(args) || cJSON_GetArraySize(args) != arity) {
            char msg[64];
            snprintf(msg, sizeof msg, "'%s' takes %d operand%s", opname, arity,
                     arity == 1 ? "" : "s");
            drs_jr_error_at(r, "a", "%s", msg);
        } else {
            const cJSON *it = args->child;
            size_t o1 = drs_jr_push_key(r, "a");
            int k;
            for (k = 0; k < arity && it; k++, it = it->next) {
                size_t o2 = drs_jr_push_idx(r, k);
                opnd[k] = drs_jr_opnd(r, it);
                drs_jr_pop(r, o2);
                if (opnd[k] < 0)
                    break;
            }
            drs_jr_pop(r, o1);
            if (!r->failed) {
                if (op == DRS_OP_CAST)
                    res = drs_cast(r->c, t, opnd[0]);
                else if (arity == 1)
                    res = drs_unop(r->c, op, t, opnd[0]);
                else if (arity == 2)
                    res = drs_binop(r->c, op, t, opnd[0], opnd[1]);
                else
                    res = drs_ite(r->c, t, opnd[0], opnd[1], opnd[2]);
                drs_jr_built(r, res);
            }
        }
    }
    r->depth--;
    return r->failed ? -1 : res;
}

/* ---- fields that refer to expressions, symbols, objects ---------------- */

/* An operand field of an object; nullable fields give -1 for null/absent. */
bool drs_jr_get_opnd(drs_jr *r, const cJSON *o, const char *key, bool nullable, int *out)
{
    const cJSON *it = drs_jr_field(o, key);
    size_t old;
    *out = -1;
    if (!it || cJSON_IsNull(it)) {
        if (nullable)
            return true;
        return drs_jr_error_at(r, key, "missing%s", "");
    }
    old = drs_jr_push_key(r, key);
    *out = drs_jr_opnd(r, it);
    drs_jr_pop(r, old);
    return *out >= 0;
}

/* A reference to a symbol or object: its name or its index. */
bool drs_jr_get_ref(drs_jr *r, const cJSON *o, const char *key, bool is_symbol, int *out)
{
    const cJSON *it = drs_jr_field(o, key);
    int n = is_symbol ? r->c->n_symbols : r->c->n_objects;
    const char *what = is_symbol ? "symbol" : "object";
    size_t old;
    bool ok = true;
    *out = -1;
    if (!it)
        return drs_jr_error_at(r, key, "missing%s", "");
    old = drs_jr_push_key(r, key);
    if (cJSON_IsString(it) && it->valuestring) {
        *out = is_symbol ? drs_find_symbol(r->c, it->valuestring)
                         : drs_find_object(r->c, it->valuestring);
        if (*out < 0) {
            char msg[64];
            snprintf(msg, sizeof msg, "unknown %s", what);
            ok = drs_jr_error(r, "%s '%s'", msg, it->valuestring);
        }
    } else if (cJSON_IsNumber(it)) {
        int64_t k;
        ok = drs_jr_int(r, it, false, &k);
        if (ok && (k < 0 || k >= n))
            ok = drs_jr_error(r, "no %s %lld", what, (long long)k);
        if (ok)
            *out = (int)k;
    } else {
        ok = drs_jr_error(r, "expected %s %s name", is_symbol ? "a" : "an", what);
    }
    drs_jr_pop(r, old);
    return ok;
}

/* ---- the "exprs" array ------------------------------------------------- */

bool drs_jr_exprs(drs_jr *r, const cJSON *o)
{
    const cJSON *arr, *it;
    size_t old;
    int n, k = 0;
    if (!drs_jr_get_array(r, o, "exprs", &arr))
        return false;
    if (!arr)
        return true;
    n = cJSON_GetArraySize(arr);
    r->map = n ? malloc((size_t)n * sizeof *r->map) : NULL;
    if (n && !r->map)
        return drs_jr_error(r, "out of memory");
    old = drs_jr_push_key(r, "exprs");
    for (it = arr->child; it && k < n; it = it->next, k++) {
        size_t o2 = drs_jr_push_idx(r, k);
        int e = -1;
        if (!cJSON_IsObject(it))
            drs_jr_error(r, "expected an expression object");
        else
            e = read_expr(r, it);
        drs_jr_pop(r, o2);
        if (e < 0)
            break;
        r->map[k] = e;
        r->n_map = k + 1;
    }
    drs_jr_pop(r, old);
    return !r->failed;
}
