/* drs_model.c -- the model's builder: the model, constructs, symbols, loops,
 * objects and accesses (encoder/drs_model.h).  The expressions are built in
 * drs_model_expr.c; both files share drs_model_int.h.
 *
 * Every builder function checks its arguments against the invariants of
 * drs_model.h (operand indices in range and smaller than the new node's,
 * well-formed types, the typing rules of each operator, unique names) and
 * returns -1 instead of building something the encoder would misread.  The
 * reason of the last refusal is kept in the construct's private state and
 * can be read with drs_construct_last_error_() (used by the JSON reader to
 * explain a rejected model).  Out of memory also yields -1, never a crash.
 * (Just over 700 lines, one job: the construct builder; task workers are in
 * drs_model_task.c.)
 */
#include "drs_model.h"
#include "drs_model_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- private state ---------------------------------------------------- */

drs_intern *drs_intern_of_(drs_construct *c)
{
    if (!c->priv_.intern)
        c->priv_.intern = calloc(1, sizeof(drs_intern));
    return (drs_intern *)c->priv_.intern;
}

int drs_fail_(drs_construct *c, const char *fmt, ...)
{
    drs_intern *in = c ? drs_intern_of_(c) : NULL;
    if (in) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(in->err, sizeof in->err, fmt, ap);
        va_end(ap);
    }
    return -1;
}

const char *drs_construct_last_error_(const drs_construct *c)
{
    if (!c || !c->priv_.intern)
        return "";
    return ((const drs_intern *)c->priv_.intern)->err;
}

const char *drs_construct_last_error(const drs_construct *c)
{
    return drs_construct_last_error_(c);
}

static char *dup_str(const char *s)
{
    size_t n;
    char *d;
    if (!s)
        return NULL;
    n = strlen(s) + 1;
    d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

/* Grows *arr (element size sz) so that it holds at least n+1 elements. */
bool drs_grow_(void **arr, int *cap, int n, size_t sz)
{
    int ncap;
    void *p;
    if (n < *cap)
        return true;
    if (*cap > (1 << 28))
        return false;
    ncap = *cap ? *cap * 2 : 8;
    p = realloc(*arr, (size_t)ncap * sz);
    if (!p)
        return false;
    *arr = p;
    *cap = ncap;
    return true;
}

/* ---- model ------------------------------------------------------------ */

drs_model *drs_model_new(const char *file)
{
    drs_model *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->file = dup_str(file ? file : "");
    if (!m->file) {
        free(m);
        return NULL;
    }
    return m;
}

void drs_model_free(drs_model *m)
{
    int i;
    if (!m)
        return;
    for (i = 0; i < m->n_constructs; i++)
        drs_construct_free(m->constructs[i]);
    free(m->constructs);
    free(m->file);
    free(m);
}

void drs_model_add(drs_model *m, drs_construct *c)
{
    if (!c)
        return;
    if (!m || !drs_grow_((void **)&m->constructs, &m->priv_.constructs,
                         m->n_constructs, sizeof *m->constructs)) {
        drs_construct_free(c);  /* ownership was passed: do not leak it */
        return;
    }
    m->constructs[m->n_constructs++] = c;
}

/* ---- construct -------------------------------------------------------- */

drs_construct *drs_construct_new(const char *kind, const char *function,
                                 unsigned line, unsigned col)
{
    drs_construct *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->kind = dup_str(kind ? kind : "");
    c->function = dup_str(function ? function : "");
    c->priv_.intern = calloc(1, sizeof(drs_intern));
    if (!c->kind || !c->function || !c->priv_.intern) {
        drs_construct_free(c);
        return NULL;
    }
    c->line = line;
    c->col = col;
    c->loop_line = line;
    c->loop_col = col;
    c->env = -1;
    c->team_cond = -1;
    c->thread = -1;
    c->team = -1;
    return c;
}

void drs_construct_free(drs_construct *c)
{
    int i;
    if (!c)
        return;
    free(c->kind);
    free(c->function);
    free(c->not_analyzed);
    free(c->incomplete);
    for (i = 0; i < c->n_assumptions; i++)
        free(c->assumptions[i]);
    free(c->assumptions);
    for (i = 0; i < c->n_symbols; i++) {
        free(c->symbols[i].name);
        free(c->symbols[i].label);
        free(c->symbols[i].why);
        free(c->symbols[i].mem);
    }
    free(c->symbols);
    free(c->exprs);
    free(c->loops);
    for (i = 0; i < c->n_objects; i++) {
        free(c->objects[i].name);
        free(c->objects[i].label);
    }
    free(c->objects);
    for (i = 0; i < c->n_accesses; i++) {
        free(c->accesses[i].index);
        free(c->accesses[i].dims);
        free(c->accesses[i].member);
        for (int k = 0; k < c->accesses[i].n_locks; k++)
            free(c->accesses[i].locks[k]);
        free(c->accesses[i].lock_held);
        free(c->accesses[i].locks);
        free(c->accesses[i].text);
    }
    free(c->accesses);
    for (int w = 0; w < c->n_workers; w++) {
        free(c->workers[w].deps);
        free(c->workers[w].after);
    }
    free(c->workers);
    free(c->table_reads);
    if (c->priv_.intern) {
        free(((drs_intern *)c->priv_.intern)->slots);
        free(c->priv_.intern);
    }
    free(c);
}

void drs_construct_set_not_analyzed(drs_construct *c, const char *reason)
{
    char *r;
    if (!c)
        return;
    /* a construct must never lose its "not analyzed" mark to out of memory:
     * keep the old reason, or try a short one */
    r = dup_str(reason ? reason : "unknown reason");
    if (!r) {
        if (!c->not_analyzed)
            c->not_analyzed = dup_str("out of memory");
        return;
    }
    free(c->not_analyzed);
    c->not_analyzed = r;
}

void drs_construct_set_incomplete(drs_construct *c, const char *reason)
{
    if (!c)
        return;
    char *r = dup_str(reason ? reason : "unknown reason");
    if (!r) {
        drs_construct_set_not_analyzed(c, "out of memory");
        return;
    }
    free(c->incomplete);
    c->incomplete = r;
}

void drs_construct_add_assumption(drs_construct *c, const char *text)
{
    int i;
    char *t;
    if (!c || !text)
        return;
    /* (newest first: a body's accesses state theirs again and again --
     * NPB BT: 2,676 calls for 70 assumptions) */
    for (i = c->n_assumptions - 1; i >= 0; i--)
        if (strcmp(c->assumptions[i], text) == 0)
            return;   /* each assumption is stated once */
    {
        int cap = c->n_assumptions;   /* exact-size growth: cap not stored */
        char **p = realloc(c->assumptions, (size_t)(cap + 1) * sizeof *p);
        if (!p) {
            drs_construct_set_not_analyzed(c, "out of memory");
            return;
        }
        c->assumptions = p;
    }
    t = dup_str(text);
    if (!t) {
        drs_construct_set_not_analyzed(c, "out of memory");
        return;
    }
    c->assumptions[c->n_assumptions++] = t;
}

/* ---- symbols ---------------------------------------------------------- */

int drs_find_symbol(const drs_construct *c, const char *name)
{
    int i;
    if (!c || !name)
        return -1;
    for (i = 0; i < c->n_symbols; i++)
        if (strcmp(c->symbols[i].name, name) == 0)
            return i;
    return -1;
}

int drs_add_symbol(drs_construct *c, const char *name, const char *label,
                   drs_type type, drs_sym_kind kind, int loop)
{
    drs_symbol *s;
    if (!c)
        return -1;
    if (!name || !*name)
        return drs_fail_(c, "empty symbol name");
    if (drs_find_symbol(c, name) >= 0)
        return drs_fail_(c, "duplicate symbol '%s'", name);
    if (!drs_type_ok_(type))
        return drs_fail_(c, "bad type of symbol '%s'", name);
    if ((int)kind < DRS_SYM_LOOP || kind > DRS_SYM_LOCAL)
        return drs_fail_(c, "bad kind of symbol '%s'", name);
    /* the loop itself is usually added after its variable: only the range
     * is checked here, the rest by whoever validates the whole construct */
    if (kind == DRS_SYM_LOOP || kind == DRS_SYM_OUTER) {
        if (loop < 0)
            return drs_fail_(c, "loop variable '%s' without a loop", name);
    } else if (loop != -1) {
        return drs_fail_(c, "symbol '%s' of kind %s has a loop", name,
                         kind == DRS_SYM_INPUT ? "input" : "local");
    }
    if (!drs_grow_((void **)&c->symbols, &c->priv_.symbols, c->n_symbols, sizeof *c->symbols))
        return drs_fail_(c, "out of memory");
    s = &c->symbols[c->n_symbols];
    s->name = dup_str(name);
    s->label = dup_str(label ? label : name);
    if (!s->name || !s->label) {
        free(s->name);
        free(s->label);
        return drs_fail_(c, "out of memory");
    }
    s->type = type;
    s->kind = kind;
    s->loop = loop;
    s->distinct = -1;
    s->untracked = DRS_TRACKED;
    s->why = NULL;
    s->mem = NULL;
    s->mem_index = -1;
    s->mem_distinct = false;
    return c->n_symbols++;
}

int drs_symbol_set_distinct(drs_construct *c, int sym, int group)
{
    if (!c)
        return -1;
    if (sym < 0 || sym >= c->n_symbols)
        return drs_fail_(c, "bad symbol %d", sym);
    if (c->symbols[sym].kind != DRS_SYM_LOCAL || group < 0)
        return drs_fail_(c, "symbol '%s' cannot be distinct (only local symbols, "
                         "in a group >= 0)", c->symbols[sym].name);
    c->symbols[sym].distinct = group;
    return sym;
}

int drs_symbol_set_untracked(drs_construct *c, int sym, drs_untracked u,
                             const char *why, const char *mem, int mem_index)
{
    drs_symbol *s;
    char *w, *m = NULL;
    if (!c)
        return -1;
    if (sym < 0 || sym >= c->n_symbols)
        return drs_fail_(c, "untracked: %d is not a symbol", sym);
    s = &c->symbols[sym];
    if (u != DRS_UNTRACKED_MEMORY && u != DRS_UNTRACKED_VALUE)
        return drs_fail_(c, "untracked: bad kind for symbol '%s'", s->name);
    if (!why || !*why)
        return drs_fail_(c, "untracked symbol '%s' without a reason", s->name);
    if (u == DRS_UNTRACKED_VALUE ? (mem || mem_index != -1)
                                 : (mem_index < -1 || mem_index >= c->n_exprs))
        return drs_fail_(c, "untracked symbol '%s': bad memory", s->name);
    w = dup_str(why);
    if (mem)
        m = dup_str(mem);
    if (!w || (mem && !m)) {
        free(w);
        free(m);
        return drs_fail_(c, "out of memory");
    }
    free(s->why);
    free(s->mem);
    s->untracked = u;
    s->why = w;
    s->mem = m;
    s->mem_index = mem_index;
    return 0;
}

/* ---- loops, objects, accesses ----------------------------------------- */

int drs_add_loop(drs_construct *c, drs_loop_kind kind, int var, int parent,
                 int init, int cond, int64_t step, unsigned line, unsigned col)
{
    drs_loop *l;
    if (!c)
        return -1;
    if ((int)kind < DRS_LOOP_OUTER || kind > DRS_LOOP_INNER)
        return drs_fail_(c, "bad loop kind %d", (int)kind);
    if (var < 0 || var >= c->n_symbols)
        return drs_fail_(c, "loop variable %d is not a symbol", var);
    if (parent < -1 || parent >= c->n_loops)
        return drs_fail_(c, "parent loop %d is not an earlier loop", parent);
    if (!drs_expr_ok_(c, init))
        return drs_fail_(c, "loop init %d is not an expression", init);
    if (!drs_expr_ok_(c, cond))
        return drs_fail_(c, "loop cond %d is not an expression", cond);
    if (!drs_type_eq_(c->exprs[init].type, c->symbols[var].type)) {
        char t1[8], t2[8];
        drs_type_name(c->exprs[init].type, t1);
        drs_type_name(c->symbols[var].type, t2);
        return drs_fail_(c, "loop init has type %s, variable '%s' has %s", t1,
                         c->symbols[var].name, t2);
    }
    if (step == 0)
        return drs_fail_(c, "loop step is zero");
    if (!drs_grow_((void **)&c->loops, &c->priv_.loops, c->n_loops, sizeof *c->loops))
        return drs_fail_(c, "out of memory");
    l = &c->loops[c->n_loops];
    l->kind = kind;
    l->var = var;
    l->parent = parent;
    l->init = init;
    l->cond = cond;
    l->step = step;
    l->line = line;
    l->col = col;
    return c->n_loops++;
}

int drs_find_object(const drs_construct *c, const char *name)
{
    int i;
    if (!c || !name)
        return -1;
    for (i = 0; i < c->n_objects; i++)
        if (strcmp(c->objects[i].name, name) == 0)
            return i;
    return -1;
}

int drs_add_object(drs_construct *c, const char *name, const char *label,
                   drs_object_kind kind, int64_t elem_size, bool assumed_unaliased)
{
    drs_object *o;
    if (!c)
        return -1;
    if (!name || !*name)
        return drs_fail_(c, "empty object name");
    if (drs_find_object(c, name) >= 0)
        return drs_fail_(c, "duplicate object '%s'", name);
    if ((int)kind < DRS_OBJ_ARRAY || kind > DRS_OBJ_SCALAR)
        return drs_fail_(c, "bad kind of object '%s'", name);
    if (elem_size <= 0)
        return drs_fail_(c, "object '%s' has element size %lld", name, (long long)elem_size);
    if (!drs_grow_((void **)&c->objects, &c->priv_.objects, c->n_objects, sizeof *c->objects))
        return drs_fail_(c, "out of memory");
    o = &c->objects[c->n_objects];
    o->name = dup_str(name);
    o->label = dup_str(label && *label ? label : name);
    if (!o->name || !o->label) {
        free(o->name);
        free(o->label);
        return drs_fail_(c, "out of memory");
    }
    o->kind = kind;
    o->elem_size = elem_size;
    o->assumed_unaliased = assumed_unaliased;
    o->per_thread = false;
    return c->n_objects++;
}

int drs_add_access(drs_construct *c, int object, drs_access_mode mode, int loop,
                   int path, int offset, int64_t size, int n_index,
                   const int *index, const char *member,
                   const char *text, unsigned line, unsigned col)
{
    drs_access *x;
    int i;
    if (!c)
        return -1;
    if (object < 0 || object >= c->n_objects)
        return drs_fail_(c, "access object %d is not an object", object);
    if (mode != DRS_READ && mode != DRS_WRITE && mode != DRS_READWRITE)
        return drs_fail_(c, "bad access mode %d", (int)mode);
    if ((loop < 0 && (loop != -1 || c->n_workers == 0)) || loop >= c->n_loops)
        return drs_fail_(c, "access loop %d is not a loop", loop);
    if (loop >= 0 && c->loops[loop].kind == DRS_LOOP_OUTER)
        return drs_fail_(c, "access loop %d is outside the construct", loop);
    if (path != -1 && !drs_expr_ok_(c, path))
        return drs_fail_(c, "access path %d is not an expression", path);
    if (!drs_expr_ok_(c, offset))
        return drs_fail_(c, "access offset %d is not an expression", offset);
    if (!drs_type_eq_(c->exprs[offset].type, DRS_I64)) {
        char tn[8];
        drs_type_name(c->exprs[offset].type, tn);
        return drs_fail_(c, "access offset has type %s, not i64", tn);
    }
    if (size <= 0)
        return drs_fail_(c, "access size %lld is not positive", (long long)size);
    if (n_index < 0 || (n_index > 0 && !index))
        return drs_fail_(c, "bad subscript list");
    for (i = 0; i < n_index; i++)
        if (!drs_expr_ok_(c, index[i]))
            return drs_fail_(c, "subscript %d is not an expression (%d)", i, index[i]);
    if (!drs_grow_((void **)&c->accesses, &c->priv_.accesses, c->n_accesses, sizeof *c->accesses))
        return drs_fail_(c, "out of memory");
    x = &c->accesses[c->n_accesses];
    memset(x, 0, sizeof *x);
    x->index = n_index ? malloc((size_t)n_index * sizeof *x->index) : NULL;
    x->member = dup_str(member ? member : "");
    x->text = dup_str(text ? text : "");
    if ((n_index && !x->index) || !x->member || !x->text) {
        free(x->index);
        free(x->member);
        free(x->text);
        return drs_fail_(c, "out of memory");
    }
    if (n_index)
        memcpy(x->index, index, (size_t)n_index * sizeof *x->index);
    x->object = object;
    x->mode = mode;
    x->loop = loop;
    x->worker = -1;
    x->tpos = -1;
    x->twait = -1;
    x->phase = -1;
    x->ordered = -1;
    x->path = path;
    x->offset = offset;
    x->size = size;
    x->n_index = n_index;
    x->line = line;
    x->col = col;
    return c->n_accesses++;
}

int drs_add_table_read(drs_construct *c, int table, int elem, int64_t count, int value)
{
    if (!c)
        return -1;
    if (!drs_expr_ok_(c, elem) || !drs_expr_ok_(c, value))
        return drs_fail_(c, "table read: element %d or value %d is not an expression", elem,
                         value);
    if (count <= 0)
        return drs_fail_(c, "table read: %lld elements", (long long)count);
    if (c->exprs[elem].type.bits <= 1 || c->exprs[value].type.bits <= 1)
        return drs_fail_(c, "table read: element and value must be integers");
    for (int k = 0; k < c->n_table_reads; k++)
        if (c->table_reads[k].table == table && c->table_reads[k].elem == elem &&
            c->table_reads[k].value == value)
            return k;   /* the same read again (hash-consed expressions) */
    if (!drs_grow_((void **)&c->table_reads, &c->priv_.table_reads, c->n_table_reads,
                   sizeof *c->table_reads))
        return drs_fail_(c, "out of memory");
    c->table_reads[c->n_table_reads] =
        (drs_table_read){.table = table, .elem = elem, .count = count, .value = value};
    return c->n_table_reads++;
}

int drs_add_worker(drs_construct *c, drs_worker_kind kind, int parent, int id, int count)
{
    if (!c)
        return -1;
    if ((int)kind < DRS_WORKER_ITERATION || kind > DRS_WORKER_TASK)
        return drs_fail_(c, "bad worker kind %d", (int)kind);
    if (parent < -1 || parent >= c->n_workers)
        return drs_fail_(c, "worker parent %d is not an earlier worker", parent);
    if (parent >= 0 && c->workers[parent].kind == DRS_WORKER_LOOP)
        return drs_fail_(c, "a worker inside a loop worker");
    if (kind == DRS_WORKER_TASK &&
        (parent < 0 || c->workers[parent].kind == DRS_WORKER_ITERATION ||
         drs_worker_in_iteration(c, parent) ||
         (drs_worker_task(c, parent) >= 0 && drs_worker_task(c, parent) != parent) ||
         drs_worker_thread(c, parent) < 0))
        return drs_fail_(c, "a task worker needs a creator in a thread (not an "
                         "iteration or a task in a task)");
    bool has_id = kind == DRS_WORKER_THREAD || kind == DRS_WORKER_SECTION ||
                  kind == DRS_WORKER_MASTER || kind == DRS_WORKER_TASK;
    bool may_count = kind == DRS_WORKER_THREAD || kind == DRS_WORKER_SECTION;
    if (has_id && id == -1)
        return drs_fail_(c, "this kind of worker needs an id");
    if (has_id ? !drs_expr_ok_(c, id) : id != -1)
        return drs_fail_(c, "worker id %d: %s", id, has_id ? "not an expression" : "unused");
    if (count != -1 && (!may_count || !drs_expr_ok_(c, count)))
        return drs_fail_(c, "worker count %d: %s", count,
                         may_count ? "not an expression" : "unused");
    if (kind == DRS_WORKER_THREAD || kind == DRS_WORKER_SECTION) {
        const drs_expr *x = &c->exprs[id];
        if (x->op != DRS_OP_SYM || c->symbols[x->sym].kind != DRS_SYM_LOCAL)
            return drs_fail_(c, "worker id %d is not a symbol of kind local", id);
    }
    for (int w = 0; w < c->n_workers; w++)
        if (kind == DRS_WORKER_ITERATION && c->workers[w].kind == DRS_WORKER_ITERATION)
            return drs_fail_(c, "a second iteration worker (one loop chain per construct)");
    if (!drs_grow_((void **)&c->workers, &c->priv_.workers, c->n_workers, sizeof *c->workers))
        return drs_fail_(c, "out of memory");
    drs_worker *w = &c->workers[c->n_workers];
    w->kind = kind;
    w->parent = parent;
    w->id = id;
    w->count = count;
    w->sched = -1;
    w->encounter = -1;
    w->trip = -1;
    w->wait = -1;
    w->path = -1;
    w->undeferred = false;
    w->line = w->col = 0;
    w->n_deps = 0;
    w->deps = NULL;
    w->n_after = 0;
    w->after = NULL;
    w->endmark = -1;
    w->exec = -1;
    return c->n_workers++;
}

int drs_worker_set_schedule(drs_construct *c, int w, int id, int sched)
{
    if (!c)
        return -1;
    if (w < 0 || w >= c->n_workers || c->workers[w].kind != DRS_WORKER_LOOP)
        return drs_fail_(c, "worker %d is not a loop worker", w);
    if (sched < 0 || !drs_expr_ok_(c, id))
        return drs_fail_(c, "loop worker %d: bad schedule class %d or id %d", w, sched, id);
    c->workers[w].id = id;
    c->workers[w].sched = sched;
    return 0;
}

int drs_worker_set_trip(drs_construct *c, int w, int trip)
{
    if (!c)
        return -1;
    if (w < 0 || w >= c->n_workers || c->workers[w].kind != DRS_WORKER_LOOP ||
        c->workers[w].sched < 0)
        return drs_fail_(c, "worker %d is not a loop worker with a schedule class", w);
    if (!drs_expr_ok_(c, trip) || c->exprs[trip].type.bits != 64)
        return drs_fail_(c, "loop worker %d: bad iteration count %d", w, trip);
    c->workers[w].trip = trip;
    return 0;
}

int drs_worker_set_encounter(drs_construct *c, int w, int loop)
{
    if (!c)
        return -1;
    if (w < 0 || w >= c->n_workers ||
        (c->workers[w].kind != DRS_WORKER_LOOP && c->workers[w].kind != DRS_WORKER_SINGLE))
        return drs_fail_(c, "worker %d is not a loop or single worker", w);
    if (loop < 0 || loop >= c->n_loops || c->loops[loop].kind != DRS_LOOP_INNER)
        return drs_fail_(c, "loop worker %d: encounter loop %d is not an inner loop", w, loop);
    c->workers[w].encounter = loop;
    return 0;
}

int drs_access_set_worker(drs_construct *c, int access, int worker, int phase)
{
    if (!c || access < 0 || access >= c->n_accesses)
        return -1;
    if (worker < -1 || worker >= c->n_workers || (worker == -1 && c->n_workers > 0))
        return drs_fail_(c, "access worker %d is not a worker", worker);
    if (phase != -1 && !drs_expr_ok_(c, phase))
        return drs_fail_(c, "access phase %d is not an expression", phase);
    if (!drs_access_fits_worker(c, c->accesses[access].loop, worker))
        return drs_fail_(c, "access %d: its loops do not fit worker %d (an iteration "
                         "worker needs the construct's loop, a loop worker a loop)",
                         access, worker);
    c->accesses[access].worker = worker;
    c->accesses[access].phase = phase;
    return 0;
}

int drs_common_worker(const drs_construct *c, int w1, int w2)
{
    for (int a = w1; a >= 0; a = c->workers[a].parent)
        for (int b = w2; b >= 0; b = c->workers[b].parent)
            if (a == b)
                return a;
    return -1;
}

int drs_worker_thread(const drs_construct *c, int w)
{
    while (w >= 0 && c->workers[w].kind != DRS_WORKER_THREAD)
        w = c->workers[w].parent;
    return w;
}

int drs_worker_kind_below(const drs_construct *c, int w, int L, drs_worker_kind kind)
{
    int found = -1;
    for (; w >= 0 && w != L; w = c->workers[w].parent)
        if (c->workers[w].kind == kind)
            found = w;
    return found;
}

bool drs_worker_class_loops(const drs_construct *c, int w1, int w2, int L, int *l1, int *l2)
{
    *l1 = drs_worker_kind_below(c, w1, L, DRS_WORKER_LOOP);
    *l2 = drs_worker_kind_below(c, w2, L, DRS_WORKER_LOOP);
    return *l1 >= 0 && *l2 >= 0 && *l1 != *l2 && c->workers[*l1].sched >= 0 &&
           c->workers[*l1].sched == c->workers[*l2].sched;
}

bool drs_worker_in_iteration(const drs_construct *c, int w)
{
    if (w < 0)
        return true;
    for (; w >= 0; w = c->workers[w].parent)
        if (c->workers[w].kind == DRS_WORKER_ITERATION)
            return true;
    return false;
}

int drs_access_add_lock(drs_construct *c, int access, const char *lock)
{
    return drs_access_add_lock_if(c, access, lock, -1);
}

int drs_access_add_lock_if(drs_construct *c, int access, const char *lock, int held)
{
    drs_access *x;
    char **grown, *copy;
    int k;
    if (!c)
        return -1;
    if (access < 0 || access >= c->n_accesses)
        return drs_fail_(c, "lock of access %d, which is not an access", access);
    if (!lock || !*lock)
        return drs_fail_(c, "empty lock id");
    if (held != -1 && !drs_expr_ok_(c, held))
        return drs_fail_(c, "lock condition %d is not an expression", held);
    x = &c->accesses[access];
    for (k = 0; k < x->n_locks; k++)
        if (strcmp(x->locks[k], lock) == 0) {
            if (held == -1 && x->lock_held)
                x->lock_held[k] = -1;
            return 0;
        }
    if (held != -1 && !x->lock_held) {   /* the first conditional lock */
        x->lock_held = malloc((size_t)(x->n_locks + 1) * sizeof *x->lock_held);
        if (!x->lock_held)
            return drs_fail_(c, "out of memory");
        for (k = 0; k < x->n_locks; k++)
            x->lock_held[k] = -1;
    } else if (x->lock_held) {
        int *g = realloc(x->lock_held, (size_t)(x->n_locks + 1) * sizeof *g);
        if (!g)
            return drs_fail_(c, "out of memory");
        x->lock_held = g;
    }
    copy = dup_str(lock);
    grown = copy ? realloc(x->locks, (size_t)(x->n_locks + 1) * sizeof *x->locks) : NULL;
    if (!grown) {
        free(copy);
        return drs_fail_(c, "out of memory");
    }
    x->locks = grown;
    if (x->lock_held)
        x->lock_held[x->n_locks] = held;
    x->locks[x->n_locks++] = copy;
    return 0;
}

static const char *after_prefix(const char *s, const char *prefix)
{
    size_t n = strlen(prefix);
    return strncmp(s, prefix, n) == 0 ? s + n : NULL;
}

bool drs_lock_ids_match(const char *x, const char *y)
{
    const char *tx = after_prefix(x, "task:"), *ty = after_prefix(y, "task:");
    if (tx)   /* a task's share of its creator's lock: the same lock */
        x = tx;
    if (ty)
        y = ty;
    const char *hx = after_prefix(x, "hold:"), *gx = after_prefix(x, "got:");
    const char *hy = after_prefix(y, "hold:"), *gy = after_prefix(y, "got:");
    if (hx || gx || hy || gy)   /* a hand-off orders a holder before a getter */
        return (hx && gy && strcmp(hx, gy) == 0) || (gx && hy && strcmp(gx, hy) == 0);
    return strcmp(x, y) == 0;
}

bool drs_locksets_meet(const drs_construct *c, const drs_access *a, const drs_access *b)
{
    for (int i = 0; i < a->n_locks; i++)
        for (int j = 0; j < b->n_locks; j++)
            if (drs_lock_ids_match(a->locks[i], b->locks[j]) &&
                !after_prefix(a->locks[i], "task:") && !after_prefix(b->locks[j], "task:") &&
                (c->team < 0 || strcmp(a->locks[i], "atomic") == 0) &&
                (!a->lock_held || a->lock_held[i] == -1) &&
                (!b->lock_held || b->lock_held[j] == -1))
                return true;
    return false;
}

bool drs_access_fits_worker(const drs_construct *c, int loop, int worker)
{
    bool par = false;
    for (int l = loop; l >= 0 && l < c->n_loops && c->loops[l].kind != DRS_LOOP_OUTER;
         l = c->loops[l].parent)
        par |= c->loops[l].kind == DRS_LOOP_PARALLEL;
    if (drs_worker_in_iteration(c, worker) != par)
        return false;
    for (int w = worker; w >= 0; w = c->workers[w].parent)
        if (c->workers[w].kind == DRS_WORKER_LOOP)
            return loop >= 0;
    return true;
}

int drs_access_set_member_tail(drs_construct *c, int access, int tail)
{
    if (!c)
        return -1;
    if (access < 0 || access >= c->n_accesses)
        return drs_fail_(c, "no access %d", access);
    if (tail < 0 || tail > c->accesses[access].n_index)
        return drs_fail_(c, "member tail %d of access %d is not in [0, %d]", tail, access,
                         c->accesses[access].n_index);
    c->accesses[access].member_tail = tail;
    return 0;
}

int drs_access_set_dims(drs_construct *c, int access, const int *dims)
{
    drs_access *x;
    int *copy;
    int k;
    if (!c)
        return -1;
    if (access < 0 || access >= c->n_accesses)
        return drs_fail_(c, "no access %d", access);
    x = &c->accesses[access];
    if (!dims) {
        free(x->dims);
        x->dims = NULL;
        return 0;
    }
    if (x->n_index <= 0)
        return drs_fail_(c, "dims of an access without subscripts");
    for (k = 0; k < x->n_index; k++) {
        if (dims[k] == -1)
            continue;   /* extent not known */
        if (!drs_expr_ok_(c, dims[k]))
            return drs_fail_(c, "dimension %d is not an expression (%d)", k, dims[k]);
        if (!drs_type_eq_(c->exprs[dims[k]].type, DRS_I64)) {
            char tn[8];
            drs_type_name(c->exprs[dims[k]].type, tn);
            return drs_fail_(c, "dimension %d has type %s, not i64", k, tn);
        }
    }
    copy = malloc((size_t)x->n_index * sizeof *copy);
    if (!copy)
        return drs_fail_(c, "out of memory");
    for (k = 0; k < x->n_index; k++)
        copy[k] = dims[k];
    free(x->dims);
    x->dims = copy;
    x->dims_bounds_only = false;
    return 0;
}

int drs_access_set_bound_dims(drs_construct *c, int access, const int *dims)
{
    if (drs_access_set_dims(c, access, dims) < 0)
        return -1;
    c->accesses[access].dims_bounds_only = dims != NULL;
    return 0;
}
