/* drs_json_write.c -- the model's JSON writer: drs_model_to_json, and the
 * integer writer the reports share (drs_json_int.h).
 *
 * The format is described at the end of drs_model.h.  The writer prints the
 * arena as it is (flat form: every node in "exprs", operands as integers),
 * so a model read from the writer's output gets the same arena back and
 * read -> write -> read is the identity.  Integers that a double cannot
 * carry exactly are written as strings of digits.
 */
#include "drs_model.h"
#include "drs_json_int.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- helpers ---------------------------------------------------------- */

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

static bool add_num(cJSON *o, const char *key, int64_t v)
{
    return drs_json_add_int(o, key, v, false);
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

/* Adds key: [v[0], ..., v[n-1]], expression indices; the entries before
 * `from` and the negative ones are written as null. */
static bool add_opnd_array(cJSON *o, const char *key, const int *v, int n, int from)
{
    cJSON *arr = cJSON_AddArrayToObject(o, key);
    int k;
    if (!arr)
        return false;
    for (k = 0; k < n; k++) {
        cJSON *it = k >= from && v[k] >= 0 ? cJSON_CreateNumber(v[k]) : cJSON_CreateNull();
        if (!it)
            return false;
        cJSON_AddItemToArray(arr, it);
    }
    return true;
}

/* Appends a new object to arr; NULL when out of memory. */
static cJSON *new_item(cJSON *arr)
{
    cJSON *o = cJSON_CreateObject();
    if (o)
        cJSON_AddItemToArray(arr, o);
    return o;
}

/* ---- construct parts -------------------------------------------------- */

static bool write_expr(cJSON *arr, const drs_construct *c, const drs_expr *e)
{
    cJSON *o = new_item(arr);
    int opnd[3] = {e->a, e->b, e->c}, n = 0;
    if (!o || !cJSON_AddStringToObject(o, "op", drs_op_name(e->op)))
        return false;
    if (e->op == DRS_OP_SYM) {
        const char *name = e->sym >= 0 && e->sym < c->n_symbols ? c->symbols[e->sym].name : "?";
        return cJSON_AddStringToObject(o, "s", name) != NULL;
    }
    if (!add_type(o, e->type))
        return false;
    if (e->op == DRS_OP_CONST)
        return drs_json_add_int(o, "v", e->value, !e->type.is_signed && e->type.bits == 64);
    while (n < 3 && opnd[n] >= 0)   /* the operands in use come first */
        n++;
    return add_opnd_array(o, "a", opnd, n, 0);
}

static bool write_symbol(cJSON *arr, const drs_symbol *s)
{
    cJSON *o = new_item(arr);
    return o && add_str(o, "name", s->name) && add_str(o, "label", s->label) &&
           add_type(o, s->type) && add_str(o, "kind", drs_json_sym_kinds[s->kind]) &&
           add_num(o, "loop", s->loop) &&
           (s->distinct < 0 || add_num(o, "distinct", s->distinct));
}

static bool write_untracked(cJSON *arr, const drs_symbol *s)
{
    cJSON *o = new_item(arr);
    bool mem = s->untracked == DRS_UNTRACKED_MEMORY;
    return o && add_str(o, "sym", s->name) && add_str(o, "kind", mem ? "memory" : "value") &&
           add_str(o, "why", s->why) && (!mem || add_str(o, "mem", s->mem)) &&
           (!mem || add_opnd(o, "index", s->mem_index)) &&
           (!mem || cJSON_AddBoolToObject(o, "distinct", s->mem_distinct));
}

static bool write_loop(cJSON *arr, const drs_construct *c, const drs_loop *l)
{
    cJSON *o = new_item(arr);
    return o && add_str(o, "kind", drs_json_loop_kinds[l->kind]) &&
           add_str(o, "var", c->symbols[l->var].name) && add_num(o, "parent", l->parent) &&
           add_opnd(o, "init", l->init) && add_opnd(o, "cond", l->cond) &&
           add_num(o, "step", l->step) && add_num(o, "line", l->line) &&
           add_num(o, "col", l->col);
}

static bool write_object(cJSON *arr, const drs_object *ob)
{
    cJSON *o = new_item(arr);
    return o && add_str(o, "name", ob->name) && add_str(o, "label", ob->label) &&
           add_str(o, "kind", drs_json_obj_kinds[ob->kind]) &&
           add_num(o, "elem_size", ob->elem_size) &&
           cJSON_AddBoolToObject(o, "unaliased", ob->assumed_unaliased) &&
           (!ob->per_thread || cJSON_AddBoolToObject(o, "per_thread", true));
}

static bool add_str_array(cJSON *o, const char *key, char *const *v, int n)
{
    cJSON *a = cJSON_AddArrayToObject(o, key);
    for (int k = 0; a && k < n; k++) {
        cJSON *s = cJSON_CreateString(v[k]);
        if (!s)
            return false;
        cJSON_AddItemToArray(a, s);
    }
    return a != NULL;
}

static bool write_worker(cJSON *arr, const drs_construct *c, const drs_worker *w)
{
    cJSON *o = new_item(arr);
    if (!o || !add_str(o, "kind", drs_json_worker_kinds[w->kind]) ||
        !add_num(o, "parent", w->parent) || !add_opnd(o, "id", w->id) ||
        !add_opnd(o, "count", w->count) || (w->sched >= 0 && !add_num(o, "schedule", w->sched)) ||
        (w->encounter >= 0 && !add_num(o, "encounter", w->encounter)) ||
        (w->trip >= 0 && !add_opnd(o, "trip", w->trip)))
        return false;
    if (w->kind != DRS_WORKER_TASK)
        return true;
    if (!add_opnd(o, "wait", w->wait) || !add_opnd(o, "path", w->path) ||
        (w->endmark >= 0 && !add_opnd(o, "endmark", w->endmark)) ||
        (w->exec >= 0 && !add_opnd(o, "exec", w->exec)) ||
        !cJSON_AddBoolToObject(o, "undeferred", w->undeferred) ||
        !add_num(o, "line", w->line) || !add_num(o, "col", w->col))
        return false;
    cJSON *deps = cJSON_AddArrayToObject(o, "deps");
    for (int k = 0; deps && k < w->n_deps; k++) {
        cJSON *d = new_item(deps);
        if (!d || !add_str(d, "kind", drs_json_dep_kinds[w->deps[k].kind]) ||
            !add_str(d, "object", c->objects[w->deps[k].object].name) ||
            !add_opnd(d, "offset", w->deps[k].offset) || !add_num(d, "size", w->deps[k].size))
            return false;
    }
    if (!deps)
        return false;
    if (w->n_after == 0)
        return true;
    cJSON *after = cJSON_AddArrayToObject(o, "after");
    for (int k = 0; after && k < w->n_after; k++) {
        cJSON *n = cJSON_CreateNumber(w->after[k]);
        if (!n)
            return false;
        cJSON_AddItemToArray(after, n);
    }
    return after != NULL;
}

static bool write_access(cJSON *arr, const drs_construct *c, const drs_access *x)
{
    cJSON *o = new_item(arr);
    if (!o || !add_str(o, "object", c->objects[x->object].name) ||
        !add_str(o, "mode", drs_json_modes[x->mode & 3]) || !add_num(o, "loop", x->loop) ||
        !add_opnd(o, "path", x->path) || !add_opnd(o, "offset", x->offset) ||
        !add_num(o, "size", x->size) || !add_opnd_array(o, "index", x->index, x->n_index, 0) ||
        !add_str(o, "member", x->member ? x->member : "") || !add_str_array(o, "locks", x->locks, x->n_locks) ||
        !add_str(o, "text", x->text ? x->text : "") || !add_num(o, "line", x->line) ||
        !add_num(o, "col", x->col))
        return false;
    if ((x->member_tail > 0 && !add_num(o, "member_tail", x->member_tail)) ||
        (x->worker >= 0 && !add_num(o, "worker", x->worker)) ||
        (x->phase >= 0 && !add_opnd(o, "phase", x->phase)) ||
        (x->tpos >= 0 && !add_opnd(o, "tpos", x->tpos)) ||
        (x->twait >= 0 && !add_opnd(o, "twait", x->twait)) ||
        (x->ordered >= 0 && !add_num(o, "ordered", x->ordered)) ||
        (x->lock_held && !add_opnd_array(o, "lock_held", x->lock_held, x->n_locks, 0)))
        return false;
    if (x->dims && x->dims_bounds_only && !cJSON_AddBoolToObject(o, "dims_bounds_only", true))
        return false;
    return !x->dims || x->n_index <= 0 || add_opnd_array(o, "dims", x->dims, x->n_index, 0);
}

static bool write_construct(cJSON *arr, const drs_construct *c)
{
    cJSON *o = new_item(arr), *a;
    int k;
    if (!o || !add_str(o, "kind", c->kind) || !add_str(o, "function", c->function) ||
        !add_num(o, "line", c->line) || !add_num(o, "col", c->col) ||
        !add_num(o, "loop_line", c->loop_line) || !add_num(o, "loop_col", c->loop_col) ||
        !add_num(o, "safelen", c->safelen) || !cJSON_AddBoolToObject(o, "simd", c->is_simd) ||
        !add_str(o, "not_analyzed", c->not_analyzed) ||
        (c->incomplete && !add_str(o, "incomplete", c->incomplete)))
        return false;
    a = cJSON_AddArrayToObject(o, "assumptions");
    for (k = 0; a && k < c->n_assumptions; k++) {
        cJSON *s = cJSON_CreateString(c->assumptions[k]);
        if (!s)
            return false;
        cJSON_AddItemToArray(a, s);
    }
    a = a ? cJSON_AddArrayToObject(o, "symbols") : NULL;
    for (k = 0; a && k < c->n_symbols; k++)
        if (!write_symbol(a, &c->symbols[k]))
            return false;
    a = a ? cJSON_AddArrayToObject(o, "exprs") : NULL;
    for (k = 0; a && k < c->n_exprs; k++)
        if (!write_expr(a, c, &c->exprs[k]))
            return false;
    for (k = 0; a && k < c->n_symbols; k++)
        if (c->symbols[k].untracked != DRS_TRACKED) {
            cJSON *u = cJSON_GetObjectItemCaseSensitive(o, "untracked");
            if (!u)
                u = cJSON_AddArrayToObject(o, "untracked");
            if (!u || !write_untracked(u, &c->symbols[k]))
                return false;
        }
    a = a ? cJSON_AddArrayToObject(o, "loops") : NULL;
    for (k = 0; a && k < c->n_loops; k++)
        if (!write_loop(a, c, &c->loops[k]))
            return false;
    if (!a || !add_opnd(o, "env", c->env))
        return false;
    if (c->team_cond >= 0 && !add_opnd(o, "team_cond", c->team_cond))
        return false;
    if (c->thread >= 0 && !add_str(o, "thread", c->symbols[c->thread].name))
        return false;
    if (c->team >= 0 && !add_str(o, "team", c->symbols[c->team].name))
        return false;
    a = cJSON_AddArrayToObject(o, "objects");
    for (k = 0; a && k < c->n_objects; k++)
        if (!write_object(a, &c->objects[k]))
            return false;
    if (a && c->n_workers > 0) {   /* absent: the implicit iteration worker */
        a = cJSON_AddArrayToObject(o, "workers");
        for (k = 0; a && k < c->n_workers; k++)
            if (!write_worker(a, c, &c->workers[k]))
                return false;
    }
    a = a ? cJSON_AddArrayToObject(o, "accesses") : NULL;
    for (k = 0; a && k < c->n_accesses; k++)
        if (!write_access(a, c, &c->accesses[k]))
            return false;
    if (a && c->n_table_reads > 0) {   /* absent: none */
        a = cJSON_AddArrayToObject(o, "table_reads");
        for (k = 0; a && k < c->n_table_reads; k++) {
            const drs_table_read *t = &c->table_reads[k];
            cJSON *x = new_item(a);
            if (!x || !add_num(x, "table", t->table) || !add_opnd(x, "elem", t->elem) ||
                !add_num(x, "count", t->count) || !add_opnd(x, "value", t->value))
                return false;
        }
    }
    return a != NULL;
}

/* ---- the model -------------------------------------------------------- */

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
