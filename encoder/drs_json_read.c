/* drs_json_read.c -- the model's JSON reader (validating):
 * drs_model_from_json, the constructs and their parts.
 *
 * The format is described at the end of drs_model.h.  The reader builds the
 * model through the builder (drs_model.c, drs_model_expr.c), which already
 * refuses ill-typed nodes and bad indices, and adds what only a whole
 * construct can show (every loop variable tied to its loop, the loop chains
 * of the construct).  Every error names the JSON path of the offending element:
 *
 *   constructs[0].accesses[2].offset: unknown symbol 'k'
 *
 * The reader never trusts its input: unknown keys, wrong JSON types,
 * inexact numbers, forward references and over-deep inline trees are all
 * rejected, and everything built so far is freed.  Keys starting with '_'
 * and "comment" are ignored, for annotated hand-written models.  The typed
 * fields are read by drs_json_field.c, the expressions by drs_json_expr.c.
 */
#include "drs_model.h"
#include "drs_model_int.h"
#include "drs_json_int.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- construct parts -------------------------------------------------- */

static bool read_symbol(drs_jr *r, const cJSON *o)
{
    static const char *const keys[] = {"name", "label", "t", "kind", "loop", "distinct", NULL};
    const char *name, *label;
    drs_type t;
    int kind;
    int64_t loop, distinct;
    if (!drs_jr_check_object(r, o, keys) ||
        !drs_jr_get_str(r, o, "name", true, false, NULL, &name) ||
        !drs_jr_name_ok(r, "name", name) ||
        !drs_jr_get_str(r, o, "label", false, false, NULL, &label) ||
        !drs_jr_get_type(r, o, &t) ||
        !drs_jr_get_enum(r, o, "kind", drs_json_sym_kinds, 4, &kind) ||
        !drs_jr_get_int(r, o, "loop", false, -1, -1, INT32_MAX, &loop) ||
        !drs_jr_get_int(r, o, "distinct", false, -1, -1, INT32_MAX, &distinct))
        return false;
    if ((kind == DRS_SYM_LOOP || kind == DRS_SYM_OUTER) && loop < 0)
        return drs_jr_error_at(r, "loop", "a loop variable needs its loop index%s", "");
    if ((kind == DRS_SYM_INPUT || kind == DRS_SYM_LOCAL) && loop != -1)
        return drs_jr_error_at(r, "loop", "only loop variables have a loop%s", "");
    if (distinct >= 0 && kind != DRS_SYM_LOCAL)
        return drs_jr_error_at(r, "distinct", "only local symbols are distinct%s", "");
    int k = drs_jr_built(r, drs_add_symbol(r->c, name, label, t, (drs_sym_kind)kind,
                                           (int)loop));
    if (k < 0)
        return false;
    return distinct < 0 ||
           drs_jr_built(r, drs_symbol_set_distinct(r->c, k, (int)distinct)) >= 0;
}

static bool read_loop(drs_jr *r, const cJSON *o)
{
    static const char *const keys[] = {"kind", "var", "parent", "init", "cond", "step",
                                       "line", "col", NULL};
    int kind, var, init, cond;
    int64_t parent, step;
    unsigned line, col;
    if (!drs_jr_check_object(r, o, keys) ||
        !drs_jr_get_enum(r, o, "kind", drs_json_loop_kinds, 3, &kind) ||
        !drs_jr_get_ref(r, o, "var", true, &var) ||
        !drs_jr_get_int(r, o, "parent", false, -1, -1, r->c->n_loops - 1, &parent) ||
        !drs_jr_get_opnd(r, o, "init", false, &init) ||
        !drs_jr_get_opnd(r, o, "cond", false, &cond) ||
        !drs_jr_get_int(r, o, "step", false, 1, INT64_MIN, INT64_MAX, &step) ||
        !drs_jr_get_uint(r, o, "line", 0, &line) || !drs_jr_get_uint(r, o, "col", 0, &col))
        return false;
    if (step == 0)
        return drs_jr_error_at(r, "step", "step is zero%s", "");
    return drs_jr_built(r, drs_add_loop(r->c, (drs_loop_kind)kind, var, (int)parent, init,
                                        cond, step, line, col)) >= 0;
}

/* One "deps" item of task worker w: {"kind", "object", "offset", "size"}. */
static bool read_dep(drs_jr *r, const cJSON *o, int w)
{
    static const char *const keys[] = {"kind", "object", "offset", "size", NULL};
    int kind, object, offset;
    int64_t size;
    return drs_jr_check_object(r, o, keys) &&
           drs_jr_get_enum(r, o, "kind", drs_json_dep_kinds, 3, &kind) &&
           drs_jr_get_ref(r, o, "object", false, &object) &&
           drs_jr_get_opnd(r, o, "offset", false, &offset) &&
           drs_jr_get_int(r, o, "size", true, 0, 1, INT64_MAX, &size) &&
           drs_jr_built(r, drs_worker_add_dep(r->c, w, (drs_dep_kind)kind, object, offset,
                                              size)) >= 0;
}

/* The task fields of worker w (drs_worker_set_task), deps included. */
static bool read_task(drs_jr *r, const cJSON *o, int w)
{
    int wait, path, endmark, exec;
    bool undeferred;
    unsigned line, col;
    const cJSON *deps, *it;
    if (!drs_jr_get_opnd(r, o, "wait", true, &wait) ||
        !drs_jr_get_opnd(r, o, "endmark", true, &endmark) ||
        !drs_jr_get_opnd(r, o, "exec", true, &exec) ||
        !drs_jr_get_opnd(r, o, "path", true, &path) ||
        !drs_jr_get_bool(r, o, "undeferred", false, &undeferred) ||
        !drs_jr_get_uint(r, o, "line", 0, &line) || !drs_jr_get_uint(r, o, "col", 0, &col) ||
        !drs_jr_get_array(r, o, "deps", &deps) ||
        drs_jr_built(r, drs_worker_set_task(r->c, w, wait, path, undeferred, (int)line,
                                            (int)col)) < 0 ||
        drs_jr_built(r, drs_worker_set_endmark(r->c, w, endmark)) < 0 ||
        drs_jr_built(r, drs_worker_set_exec(r->c, w, exec)) < 0)
        return false;
    size_t o1 = drs_jr_push_key(r, "deps");
    int k = 0;
    bool ok = true;
    for (it = deps ? deps->child : NULL; ok && it; it = it->next, k++) {
        size_t o2 = drs_jr_push_idx(r, k);
        ok = read_dep(r, it, w);
        drs_jr_pop(r, o2);
    }
    drs_jr_pop(r, o1);
    const cJSON *after;
    if (!ok || !drs_jr_get_array(r, o, "after", &after))
        return false;
    o1 = drs_jr_push_key(r, "after");
    k = 0;
    for (it = after ? after->child : NULL; ok && it; it = it->next, k++) {
        size_t o2 = drs_jr_push_idx(r, k);
        int64_t b;
        ok = drs_jr_int(r, it, false, &b) &&
             (b >= 0 && b < w ? true : drs_jr_error(r, "%lld is not an earlier worker", (long long)b)) &&
             drs_jr_built(r, drs_worker_add_after(r->c, w, (int)b)) >= 0;
        drs_jr_pop(r, o2);
    }
    drs_jr_pop(r, o1);
    return ok;
}

static bool read_worker(drs_jr *r, const cJSON *o)
{
    static const char *const keys[] = {"kind", "parent", "id", "count", "schedule", "wait",
                                       "path", "undeferred", "line", "col", "deps", "after",
                                       "endmark", "encounter", "trip", "exec", NULL};
    int kind, id, count, trip;
    int64_t parent, sched, enc;
    if (!drs_jr_check_object(r, o, keys) ||
        !drs_jr_get_enum(r, o, "kind", drs_json_worker_kinds, 7, &kind) ||
        !drs_jr_get_int(r, o, "parent", false, -1, -1, r->c->n_workers - 1, &parent) ||
        !drs_jr_get_opnd(r, o, "id", true, &id) ||
        !drs_jr_get_opnd(r, o, "count", true, &count) ||
        !drs_jr_get_opnd(r, o, "trip", true, &trip) ||
        !drs_jr_get_int(r, o, "schedule", false, -1, -1, INT32_MAX, &sched) ||
        !drs_jr_get_int(r, o, "encounter", false, -1, -1, r->c->n_loops - 1, &enc))
        return false;
    bool loop_id = kind == DRS_WORKER_LOOP && sched >= 0;   /* set below */
    int w = drs_jr_built(r, drs_add_worker(r->c, (drs_worker_kind)kind, (int)parent,
                                           loop_id ? -1 : id, count));
    if (w < 0)
        return false;
    if (kind == DRS_WORKER_TASK)
        return read_task(r, o, w);
    static const char *const task_keys[] = {"wait", "path", "undeferred", "line", "col",
                                            "deps", "after", "endmark", "exec"};
    for (size_t k = 0; k < sizeof task_keys / sizeof *task_keys; k++)
        if (cJSON_GetObjectItemCaseSensitive(o, task_keys[k]))
            return drs_jr_error_at(r, task_keys[k], "only a task worker has it%s", "");
    if (enc >= 0 && drs_jr_built(r, drs_worker_set_encounter(r->c, w, (int)enc)) < 0)
        return false;
    if (trip >= 0 && !loop_id)
        return drs_jr_error_at(r, "trip", "only a loop worker with a schedule has it%s", "");
    return !loop_id ||
           (drs_jr_built(r, drs_worker_set_schedule(r->c, w, id, (int)sched)) >= 0 &&
            (trip < 0 || drs_jr_built(r, drs_worker_set_trip(r->c, w, trip)) >= 0));
}

static bool read_object(drs_jr *r, const cJSON *o)
{
    static const char *const keys[] = {"name", "label", "kind", "elem_size", "unaliased",
                                       "per_thread", NULL};
    const char *name, *label;
    int kind;
    int64_t size;
    bool unaliased, per_thread;
    if (!drs_jr_check_object(r, o, keys) ||
        !drs_jr_get_str(r, o, "name", true, false, NULL, &name) ||
        !drs_jr_name_ok(r, "name", name) ||
        !drs_jr_get_str(r, o, "label", false, false, NULL, &label) ||
        !drs_jr_get_enum(r, o, "kind", drs_json_obj_kinds, 3, &kind) ||
        !drs_jr_get_int(r, o, "elem_size", true, 0, 1, INT64_MAX, &size) ||
        !drs_jr_get_bool(r, o, "unaliased", false, &unaliased) ||
        !drs_jr_get_bool(r, o, "per_thread", false, &per_thread))
        return false;
    int k = drs_jr_built(r, drs_add_object(r->c, name, label, (drs_object_kind)kind, size,
                                           unaliased));
    return k >= 0 && (!per_thread || drs_jr_built(r, drs_object_set_per_thread(r->c, k)) >= 0);
}

/* The optional "dims" of access acc: n_index entries, each null (extent
 * unknown) or an OPND of type i64. */
static bool read_dims(drs_jr *r, const cJSON *o, int acc, int n_index)
{
    const cJSON *arr, *it;
    int *dims;
    size_t o1;
    int k = 0;
    bool ok = true;
    if (!drs_jr_get_array(r, o, "dims", &arr))
        return false;
    if (!arr)
        return true;
    if (cJSON_GetArraySize(arr) != n_index) {
        char msg[80];
        snprintf(msg, sizeof msg, "has %d entries, the access has %d subscripts",
                 cJSON_GetArraySize(arr), n_index);
        return drs_jr_error_at(r, "dims", "%s", msg);
    }
    if (n_index == 0)
        return true;
    dims = malloc((size_t)n_index * sizeof *dims);
    if (!dims)
        return drs_jr_error(r, "out of memory");
    o1 = drs_jr_push_key(r, "dims");
    for (it = arr->child; ok && it && k < n_index; it = it->next, k++) {
        size_t o2 = drs_jr_push_idx(r, k);
        dims[k] = -1;
        if (cJSON_IsNull(it))
            ;   /* unknown */
        else if ((dims[k] = drs_jr_opnd(r, it)) < 0)
            ok = false;
        else if (!drs_type_eq_(r->c->exprs[dims[k]].type, DRS_I64))
            ok = drs_jr_error(r, "an extent has type i64");
        drs_jr_pop(r, o2);
    }
    drs_jr_pop(r, o1);
    if (ok) {
        o1 = drs_jr_push_key(r, "dims");
        ok = drs_jr_built(r, drs_access_set_dims(r->c, acc, dims)) >= 0;
        drs_jr_pop(r, o1);
    }
    free(dims);
    return ok;
}

/* The lockset of access acc: the optional "locks" (an array of ids) and the
 * older "lock" (one id or null). */
static bool read_locks(drs_jr *r, const cJSON *o, int acc)
{
    const cJSON *arr, *it, *held, *h;
    const char *one;
    int k = 0;
    bool ok = true;
    if (!drs_jr_get_str(r, o, "lock", false, true, NULL, &one) ||
        !drs_jr_get_array(r, o, "locks", &arr) ||
        !drs_jr_get_array(r, o, "lock_held", &held))
        return false;
    if (held && (!arr || cJSON_GetArraySize(held) != cJSON_GetArraySize(arr)))
        return drs_jr_error_at(r, "lock_held", "needs one entry per lock in \"locks\"%s", "");
    if (one && (!drs_jr_name_ok(r, "lock", one) ||
                drs_jr_built(r, drs_access_add_lock(r->c, acc, one)) < 0))
        return false;
    h = held ? held->child : NULL;
    for (it = arr ? arr->child : NULL; ok && it; it = it->next, k++) {
        int cond = -1;
        if (h) {   /* null: always held */
            size_t o2 = drs_jr_push_key(r, "lock_held");
            drs_jr_push_idx(r, k);
            if (!cJSON_IsNull(h) && (cond = drs_jr_opnd(r, h)) < 0)
                ok = false;
            drs_jr_pop(r, o2);
            h = h->next;
        }
        size_t o1 = drs_jr_push_key(r, "locks");
        drs_jr_push_idx(r, k);
        if (!ok)
            ;
        else if (!cJSON_IsString(it) || !it->valuestring || !*it->valuestring)
            ok = drs_jr_error(r, "expected a lock id (a non-empty string)");
        else
            ok = drs_jr_built(r, drs_access_add_lock_if(r->c, acc, it->valuestring, cond)) >= 0;
        drs_jr_pop(r, o1);
    }
    return ok;
}

static bool read_access(drs_jr *r, const cJSON *o)
{
    static const char *const keys[] = {"object", "mode", "loop", "path", "offset", "size",
                                       "index", "member", "lock", "locks", "lock_held",
                                       "text", "line", "col", "dims", "worker", "phase",
                                       "tpos", "twait", "member_tail", "dims_bounds_only",
                                       "ordered", NULL};
    const char *mode_s, *member, *text;
    const cJSON *idx;
    int object, mode, path, offset, phase, tpos, twait, n_index = 0;
    int64_t loop, size, worker, tail, ordered;
    unsigned line, col;
    int *index = NULL;
    bool ok = true;

    if (!drs_jr_check_object(r, o, keys) || !drs_jr_get_ref(r, o, "object", false, &object) ||
        !drs_jr_get_str(r, o, "mode", true, false, NULL, &mode_s))
        return false;
    mode = drs_jr_lookup(drs_json_modes + 1, 3, mode_s);   /* "r" -> 0: mode + 1 */
    if (mode < 0)
        return drs_jr_error_at(r, "mode", "unknown mode '%s' (r, w or rw)", mode_s);
    if (!drs_jr_get_int(r, o, "loop", true, 0, r->c->n_workers ? -1 : 0, r->c->n_loops - 1,
                        &loop) ||
        !drs_jr_get_int(r, o, "worker", false, -1, -1, r->c->n_workers - 1, &worker) ||
        !drs_jr_get_opnd(r, o, "phase", true, &phase) ||
        !drs_jr_get_opnd(r, o, "tpos", true, &tpos) ||
        !drs_jr_get_opnd(r, o, "twait", true, &twait) ||
        !drs_jr_get_opnd(r, o, "path", true, &path) ||
        !drs_jr_get_opnd(r, o, "offset", false, &offset) ||
        !drs_jr_get_int(r, o, "size", true, 0, 1, INT64_MAX, &size) ||
        !drs_jr_get_array(r, o, "index", &idx) ||
        !drs_jr_get_str(r, o, "member", false, false, "", &member) ||
        !drs_jr_get_int(r, o, "member_tail", false, 0, 0, INT32_MAX, &tail) ||
        !drs_jr_get_int(r, o, "ordered", false, -1, -1, 2, &ordered) ||
        !drs_jr_get_str(r, o, "text", false, false, "", &text) ||
        !drs_jr_get_uint(r, o, "line", 0, &line) || !drs_jr_get_uint(r, o, "col", 0, &col))
        return false;
    if (idx && cJSON_GetArraySize(idx) > 0) {
        const cJSON *it;
        size_t o1 = drs_jr_push_key(r, "index");
        n_index = cJSON_GetArraySize(idx);
        index = malloc((size_t)n_index * sizeof *index);
        if (!index)
            ok = drs_jr_error(r, "out of memory");
        it = idx->child;
        for (int k = 0; ok && k < n_index && it; k++, it = it->next) {
            size_t o2 = drs_jr_push_idx(r, k);
            index[k] = drs_jr_opnd(r, it);
            drs_jr_pop(r, o2);
            ok = index[k] >= 0;
        }
        drs_jr_pop(r, o1);
    }
    if (ok) {
        int acc = drs_add_access(r->c, object, (drs_access_mode)(mode + 1), (int)loop, path,
                                 offset, size, n_index, index, member, text, line, col);
        bool bounds_only = false;
        ok = drs_jr_built(r, acc) >= 0 && read_dims(r, o, acc, n_index) &&
             drs_jr_get_bool(r, o, "dims_bounds_only", false, &bounds_only) &&
             read_locks(r, o, acc) &&
             (tail == 0 ||
              drs_jr_built(r, drs_access_set_member_tail(r->c, acc, (int)tail)) >= 0);
        if (ok && bounds_only) {
            if (!r->c->accesses[acc].dims)
                ok = drs_jr_error_at(r, "dims_bounds_only", "without dims%s", "");
            else
                r->c->accesses[acc].dims_bounds_only = true;
        }
        if (ok && (worker >= 0 || phase >= 0 || r->c->n_workers > 0)) {
            if (worker < 0)
                ok = drs_jr_error_at(r, "worker", "missing: the construct has workers%s", "");
            else
                ok = drs_jr_built(r, drs_access_set_worker(r->c, acc, (int)worker, phase)) >= 0;
        }
        if (ok && (tpos >= 0 || twait >= 0))
            ok = drs_jr_built(r, drs_access_set_task_time(r->c, acc, tpos, twait)) >= 0;
        if (ok && ordered >= 0) {
            if (r->c->n_workers > 0)
                ok = drs_jr_error_at(r, "ordered", "with a worker table%s", "");
            else
                r->c->accesses[acc].ordered = (int)ordered;
        }
    }
    free(index);
    return ok;
}

static bool read_untracked(drs_jr *r, const cJSON *o)
{
    static const char *const keys[] = {"sym", "kind", "why", "mem", "index", "distinct", NULL};
    static const char *const kinds[2] = {"memory", "value"};
    int sym, kind, index = -1;
    const char *why, *mem;
    bool distinct;
    if (!drs_jr_check_object(r, o, keys) || !drs_jr_get_ref(r, o, "sym", true, &sym) ||
        !drs_jr_get_bool(r, o, "distinct", false, &distinct) ||
        !drs_jr_get_enum(r, o, "kind", kinds, 2, &kind) ||
        !drs_jr_get_str(r, o, "why", true, false, NULL, &why) ||
        !drs_jr_get_str(r, o, "mem", false, true, NULL, &mem) ||
        (drs_jr_field(o, "index") && !drs_jr_get_opnd(r, o, "index", true, &index)))
        return false;
    if (drs_jr_built(r, drs_symbol_set_untracked(
                            r->c, sym, kind == 0 ? DRS_UNTRACKED_MEMORY : DRS_UNTRACKED_VALUE,
                            why, mem, index)) < 0)
        return false;
    if (distinct && kind != 0)
        return drs_jr_error_at(r, "distinct", "only memory has distinct elements%s", "");
    r->c->symbols[sym].mem_distinct = distinct;
    return true;
}

/* Runs fn on every element of the optional array o[key]. */
static bool each(drs_jr *r, const cJSON *o, const char *key,
                 bool (*fn)(drs_jr *, const cJSON *))
{
    const cJSON *arr, *it;
    size_t old;
    int k = 0;
    if (!drs_jr_get_array(r, o, key, &arr))
        return false;
    if (!arr)
        return true;
    old = drs_jr_push_key(r, key);
    for (it = arr->child; it; it = it->next, k++) {
        size_t o2 = drs_jr_push_idx(r, k);
        bool ok = fn(r, it);
        drs_jr_pop(r, o2);
        if (!ok)
            break;
    }
    drs_jr_pop(r, old);
    return !r->failed;
}

/* Error at path.array[k], or path.array[k].key unless key is NULL: for
 * checks made outside the walk that builds the path. */
static bool error_in(drs_jr *r, const char *array, int k, const char *key, const char *msg)
{
    size_t old = drs_jr_push_key(r, array);
    drs_jr_push_idx(r, k);
    if (key)
        drs_jr_push_key(r, key);
    drs_jr_error(r, "%s", msg);
    drs_jr_pop(r, old);
    return false;
}

static bool read_assumptions(drs_jr *r, const cJSON *o)
{
    const cJSON *arr, *it;
    int k = 0;
    if (!drs_jr_get_array(r, o, "assumptions", &arr))
        return false;
    for (it = arr ? arr->child : NULL; it; it = it->next, k++) {
        if (!cJSON_IsString(it) || !it->valuestring)
            return error_in(r, "assumptions", k, NULL, "expected a string");
        drs_construct_add_assumption(r->c, it->valuestring);
    }
    return true;
}

/* Whole-construct rules the builder cannot check one call at a time.  Not
 * applied to constructs marked not analyzed (nothing reads their parts). */
static bool check_structure(drs_jr *r)
{
    const drs_construct *c = r->c;
    int k, last_outer = -1, last_par = -1;
    char msg[400];   /* as long as drs_jr_error keeps */

    for (k = 0; k < c->n_symbols; k++) {
        const drs_symbol *s = &c->symbols[k];
        bool bad;
        if (s->kind != DRS_SYM_LOOP && s->kind != DRS_SYM_OUTER)
            continue;
        bad = s->loop < 0 || s->loop >= c->n_loops || c->loops[s->loop].var != k ||
              ((c->loops[s->loop].kind == DRS_LOOP_OUTER) != (s->kind == DRS_SYM_OUTER));
        if (bad) {
            snprintf(msg, sizeof msg,
                     "symbol '%s' is not the variable of loop %d (or its kind is wrong)",
                     s->name, s->loop);
            return error_in(r, "symbols", k, "loop", msg);
        }
    }
    for (k = 0; k < c->n_loops; k++) {
        const drs_loop *l = &c->loops[k];
        const char *bad = NULL;
        if (c->symbols[l->var].kind != DRS_SYM_LOOP && c->symbols[l->var].kind != DRS_SYM_OUTER)
            bad = "the loop's variable is not a symbol of kind loop or outer";
        else if (c->symbols[l->var].loop != k)
            bad = "the variable's \"loop\" is another loop";
        else if (l->kind == DRS_LOOP_OUTER) {
            if (last_par >= 0)
                bad = "outer loop listed after the construct's loop";
            else if (l->parent != last_outer)
                bad = "outer loops must form one chain";
            last_outer = k;
        } else if (l->kind == DRS_LOOP_PARALLEL) {
            if (l->parent != (last_par >= 0 ? last_par : last_outer))
                bad = "the construct's loops must form one chain inside the outer loops";
            else if (last_par >= 0 && k != last_par + 1)
                bad = "the construct's loops must be listed together";
            last_par = k;
        } else if (c->n_workers == 0 || last_par >= 0) {
            if (l->parent < 0 || (c->loops[l->parent].kind != DRS_LOOP_INNER &&
                                  l->parent != last_par))
                bad = "an inner loop must be inside the construct's innermost loop";
        } else if (l->parent >= 0 && c->loops[l->parent].kind != DRS_LOOP_INNER &&
                   l->parent != last_outer) {
            /* a region: its loops are inside the outer loops */
            bad = "an inner loop must be inside the outer loops";
        }
        if (bad)
            return error_in(r, "loops", k, NULL, bad);
    }
    for (k = 0; k < c->n_accesses; k++) {
        const drs_access *a = &c->accesses[k];
        if (a->loop >= 0 && c->loops[a->loop].kind == DRS_LOOP_PARALLEL &&
            a->loop != last_par) {
            snprintf(msg, sizeof msg,
                     "an access in the construct's loops must be in its innermost loop (%d)",
                     last_par);
            return error_in(r, "accesses", k, "loop", msg);
        }
    }
    return true;
}

/* A read of an injective constant table (drs_table_read). */
static bool read_table_read(drs_jr *r, const cJSON *o)
{
    static const char *const keys[] = {"table", "elem", "count", "value", NULL};
    int64_t table, count;
    int elem, value;
    if (!drs_jr_check_object(r, o, keys) ||
        !drs_jr_get_int(r, o, "table", true, 0, 0, INT32_MAX, &table) ||
        !drs_jr_get_opnd(r, o, "elem", false, &elem) ||
        !drs_jr_get_int(r, o, "count", true, 0, 1, INT64_MAX, &count) ||
        !drs_jr_get_opnd(r, o, "value", false, &value))
        return false;
    if (drs_add_table_read(r->c, (int)table, elem, count, value) < 0)
        return drs_jr_error(r, "%s", drs_construct_last_error(r->c));
    return true;
}

static drs_construct *read_construct(drs_jr *r, const cJSON *o)
{
    static const char *const keys[] = {
        "kind", "function", "line", "col", "loop_line", "loop_col", "safelen", "simd",
        "not_analyzed", "incomplete", "assumptions", "symbols", "exprs", "untracked",
        "loops", "env", "team_cond", "thread", "team", "objects", "accesses", "workers",
        "table_reads", NULL};
    const char *kind, *function, *na = NULL, *inc = NULL;
    unsigned line, col;
    bool ok;

    if (!drs_jr_check_object(r, o, keys) ||
        !drs_jr_get_str(r, o, "kind", true, false, NULL, &kind) ||
        !drs_jr_get_str(r, o, "function", false, false, "", &function) ||
        !drs_jr_get_uint(r, o, "line", 0, &line) || !drs_jr_get_uint(r, o, "col", 0, &col))
        return NULL;
    r->c = drs_construct_new(kind, function, line, col);
    if (!r->c) {
        drs_jr_error(r, "out of memory");
        return NULL;
    }
    {
        drs_construct *c = r->c;
        ok = drs_jr_get_uint(r, o, "loop_line", line, &c->loop_line) &&
             drs_jr_get_uint(r, o, "loop_col", col, &c->loop_col) &&
             drs_jr_get_int(r, o, "safelen", false, 0, 0, INT64_MAX, &c->safelen) &&
             drs_jr_get_bool(r, o, "simd", false, &c->is_simd) &&
             drs_jr_get_str(r, o, "not_analyzed", false, true, NULL, &na) &&
             drs_jr_get_str(r, o, "incomplete", false, true, NULL, &inc);
        if (ok && c->safelen != 0 && !c->is_simd)
            ok = drs_jr_error_at(r, "safelen", "safelen without simd%s", "");
        if (ok && na)
            drs_construct_set_not_analyzed(c, na);
        if (ok && inc)
            drs_construct_set_incomplete(c, inc);
        ok = ok && read_assumptions(r, o) && each(r, o, "symbols", read_symbol) &&
             drs_jr_exprs(r, o) && each(r, o, "untracked", read_untracked) &&
             each(r, o, "loops", read_loop) &&
             drs_jr_get_opnd(r, o, "env", true, &c->env) &&
             (!drs_jr_field(o, "team_cond") ||
              drs_jr_get_opnd(r, o, "team_cond", true, &c->team_cond)) &&
             (!drs_jr_field(o, "thread") ||
              drs_jr_get_ref(r, o, "thread", true, &c->thread)) &&
             (!drs_jr_field(o, "team") ||
              drs_jr_get_ref(r, o, "team", true, &c->team)) &&
             each(r, o, "objects", read_object) && each(r, o, "workers", read_worker) &&
             each(r, o, "accesses", read_access) && each(r, o, "table_reads", read_table_read);
        if (ok && c->team >= 0 && c->symbols[c->team].kind != DRS_SYM_LOCAL)
            ok = drs_jr_error_at(r, "team", "the team is not a symbol of kind local%s", "");
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
    drs_jr r;
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
        drs_jr_error(&r, "no input");
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
    if (!drs_jr_check_object(&r, root, keys) ||
        !drs_jr_get_int(&r, root, "version", true, 0, INT64_MIN, INT64_MAX, &version))
        goto fail;
    if (version != DRS_MODEL_VERSION) {
        drs_jr_error_at(&r, "version", "unsupported model version (this reader knows %s)", "1");
        goto fail;
    }
    if (!drs_jr_get_str(&r, root, "file", false, false, "", &file))
        goto fail;
    if (!drs_jr_get_array(&r, root, "constructs", &cons))
        goto fail;
    if (!cons) {
        drs_jr_error_at(&r, "constructs", "missing%s", "");
        goto fail;
    }
    m = drs_model_new(file);
    if (!m) {
        drs_jr_error(&r, "out of memory");
        goto fail;
    }
    for (it = cons->child; it; it = it->next, k++) {
        size_t o1 = drs_jr_push_key(&r, "constructs");
        drs_construct *c;
        int before = m->n_constructs;
        drs_jr_push_idx(&r, k);
        c = read_construct(&r, it);
        drs_jr_pop(&r, o1);
        if (!c)
            goto fail;
        drs_model_add(m, c);
        if (m->n_constructs != before + 1) {
            drs_jr_error(&r, "out of memory");
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
