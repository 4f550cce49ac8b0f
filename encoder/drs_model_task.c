/* drs_model_task.c -- the task parts of the model's builder (encoder/
 * drs_model.h, drs_worker "Tasks"): a TASK worker's wait mark, end mark,
 * dependences and known predecessors, an access's place on its time line,
 * per-thread objects.  Checked like every builder function (drs_model.c):
 * -1 and a reason instead of a model the encoder would misread.
 */
#include "drs_model.h"
#include "drs_model_int.h"

#include <stdlib.h>

int drs_worker_set_task(drs_construct *c, int w, int wait, int path, bool undeferred,
                        int line, int col)
{
    if (!c)
        return -1;
    if (w < 0 || w >= c->n_workers || c->workers[w].kind != DRS_WORKER_TASK)
        return drs_fail_(c, "worker %d is not a task worker", w);
    if ((wait != -1 && !drs_expr_ok_(c, wait)) || (path != -1 && !drs_expr_ok_(c, path)))
        return drs_fail_(c, "task worker %d: bad wait mark %d or path %d", w, wait, path);
    drs_worker *W = &c->workers[w];
    W->wait = wait;
    W->path = path;
    W->undeferred = undeferred;
    W->line = line;
    W->col = col;
    return 0;
}

int drs_worker_set_endmark(drs_construct *c, int w, int endmark)
{
    if (!c)
        return -1;
    if (w < 0 || w >= c->n_workers || c->workers[w].kind != DRS_WORKER_TASK)
        return drs_fail_(c, "worker %d is not a task worker", w);
    if (endmark != -1 && !drs_expr_ok_(c, endmark))
        return drs_fail_(c, "task worker %d: bad end mark %d", w, endmark);
    c->workers[w].endmark = endmark;
    return 0;
}

int drs_worker_set_exec(drs_construct *c, int w, int exec)
{
    if (!c)
        return -1;
    if (w < 0 || w >= c->n_workers || c->workers[w].kind != DRS_WORKER_TASK)
        return drs_fail_(c, "worker %d is not a task worker", w);
    if (exec != -1 && (!drs_expr_ok_(c, exec) || c->exprs[exec].op != DRS_OP_SYM ||
                       c->symbols[c->exprs[exec].sym].kind != DRS_SYM_LOCAL))
        return drs_fail_(c, "task worker %d: its thread %d is not a symbol of kind local", w,
                         exec);
    c->workers[w].exec = exec;
    return 0;
}

int drs_worker_add_dep(drs_construct *c, int w, drs_dep_kind kind, int object, int offset,
                       int64_t size)
{
    if (!c)
        return -1;
    if (w < 0 || w >= c->n_workers || c->workers[w].kind != DRS_WORKER_TASK)
        return drs_fail_(c, "worker %d is not a task worker", w);
    if ((int)kind < DRS_DEP_IN || kind > DRS_DEP_INOUTSET || object < 0 ||
        object >= c->n_objects || !drs_expr_ok_(c, offset) ||
        c->exprs[offset].type.bits != 64 || size <= 0)
        return drs_fail_(c, "task worker %d: bad dependence", w);
    drs_worker *W = &c->workers[w];
    drs_dep *d = realloc(W->deps, sizeof *d * (size_t)(W->n_deps + 1));
    if (!d)
        return drs_fail_(c, "out of memory");
    W->deps = d;
    d[W->n_deps].kind = kind;
    d[W->n_deps].object = object;
    d[W->n_deps].offset = offset;
    d[W->n_deps].size = size;
    W->n_deps++;
    return 0;
}

int drs_worker_add_after(drs_construct *c, int w, int before)
{
    if (!c)
        return -1;
    if (w < 0 || w >= c->n_workers || before < 0 || before >= w ||
        c->workers[w].kind != DRS_WORKER_TASK || c->workers[before].kind != DRS_WORKER_TASK ||
        c->workers[before].parent != c->workers[w].parent)
        return drs_fail_(c, "task worker %d: %d is not an earlier sibling task", w, before);
    drs_worker *W = &c->workers[w];
    int *a = realloc(W->after, sizeof *a * (size_t)(W->n_after + 1));
    if (!a)
        return drs_fail_(c, "out of memory");
    W->after = a;
    a[W->n_after++] = before;
    return 0;
}

int drs_access_set_task_time(drs_construct *c, int access, int tpos, int twait)
{
    if (!c || access < 0 || access >= c->n_accesses)
        return -1;
    if ((tpos != -1 && !drs_expr_ok_(c, tpos)) || (twait != -1 && !drs_expr_ok_(c, twait)))
        return drs_fail_(c, "access %d: bad task position %d or wait mark %d", access, tpos,
                         twait);
    c->accesses[access].tpos = tpos;
    c->accesses[access].twait = twait;
    return 0;
}

int drs_object_set_per_thread(drs_construct *c, int o)
{
    if (!c || o < 0 || o >= c->n_objects)
        return -1;
    c->objects[o].per_thread = true;
    return 0;
}

int drs_worker_task_inside(const drs_construct *c, int w, int T)
{
    int u = -1;
    for (; w >= 0 && w != T; w = c->workers[w].parent)
        if (c->workers[w].kind == DRS_WORKER_TASK)
            u = w;
    return T >= 0 && w == T ? u : -1;
}

int drs_worker_task(const drs_construct *c, int w)
{
    int t = -1;
    for (; w >= 0; w = c->workers[w].parent)
        if (c->workers[w].kind == DRS_WORKER_TASK)
            t = w;
    return t;
}
