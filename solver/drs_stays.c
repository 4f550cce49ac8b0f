/* drs_stays.c -- the in-bounds rule's "may it stay?" answered by running
 * the loops (drs_bounds.c, Q2's cheap form, without Z3).
 *
 * Q2 asks for inputs under which an access executes and never leaves a
 * bound of known extent.  Most loops over unknown sizes have such inputs
 * among the smallest: with every input 1, a tiled nest's `c3 <= min(ni -
 * 1, 32 * c1 + 31)` runs once, at 0.  Here the inputs take a few choices
 * of small values (choose(): those that answered before, every input 1,
 * every input 2, every input 8 -- a stencil's `i = 3 .. n - 4` runs from
 * n = 7 on: 5 of NPB LU's 8 Z3 questions --, every input 8 with the locals
 * fitted to their paths (fit_locals: NPB BT's 5 and SP's remaining Z3
 * questions), then each input its own value,
 * as guards of generated code order the sizes), the loops around the
 * accesses run as the model
 * defines their domains (from init by whole steps while cond holds), and
 * at each point the question's terms are evaluated (drs_eval.h): runs_alone
 * of drs_bounds.c (env, path, the subscripts defined) for each access, and
 * for each bound of known extent whether it is left.  Inputs under which
 * the accesses run at some point and leave no bound at any answer Q2 for
 * all of them: the same executions Z3 would have been asked about, one of
 * them exhibited.  Locals (values made in the body, per copy) take chosen
 * values as the inputs do, as Z3's pinned form fixes them too.  Anything
 * else -- a value these choices do not fix (a local of a distinctness
 * group, a loop not around them), a loop whose condition is not monotone
 * in its variable (the wrapping `!=` loops of drs_model.h), undefined
 * behaviour in a loop's bounds, more than DRS_RUN_POINTS points -- and
 * the question goes to Z3 as before.
 */
#include <stdlib.h>
#include <string.h>

#include "drs_check_int.h"
#include "drs_eval.h"

/* Points (loop iterations at any depth) one choice of inputs may visit. */
#define DRS_RUN_POINTS 1024
/* Choices of inputs that may run more than DRS_RUN_POINTS points before
 * the others are not tried. */
#define DRS_RUN_TOO_MANY 2
/* Choices of inputs tried, besides the remembered ones (more find a few
 * more of DRB042's groups, at more cost than the Z3 questions they spare). */
#define DRS_RUN_TRIES 8
/* choose()'s fixed choices after the remembered ones: every input 1 and 2
 * (0, 1), every input 8, the same with the locals fitted to their paths
 * (fit_locals); the random ones follow, DRS_RUN_TRIES - 2 of them, with the
 * values they had when only 1 and 2 came before (NPB MG's runs depend on
 * them). */
enum { CHOICE_EIGHT = 2, CHOICE_FITTED = 3, CHOICES_FIXED = 4 };

/* RUN_TOO_MANY: more than DRS_RUN_POINTS points at these inputs (smaller
 * ones may run: `len = argc > 1 ? atoi(argv[1]) : 1000`); RUN_GIVE_UP: a
 * value the inputs do not fix, or undefined bounds (the same at others). */
enum { RUN_ON, RUN_LEAVES, RUN_TOO_MANY, RUN_GIVE_UP };

typedef struct runner {
    const drs_construct *c;
    drs_eval *v;
    const int *accs;
    int n_accs;
    int loops[64];
    int n_loops;
    long points;
    bool ran;   /* the accesses executed at some point */
    /* What visit() evaluates at each point, made once per question: the
     * accesses' subscripts (the first 64 of each), and the bounds of known
     * extent of the first 32 (drs_enc_index_bound_known), each once, in the
     * order of their first occurrence -- a repeated one answers as its
     * first did (a group of 100 accesses names a few dozen nodes). */
    int *subs;
    int n_subs;
    struct bound_check {
        int index, dim;   /* dim: -1 without an upper bound */
        bool lo;
    } *checks;
    int n_checks;
} runner;

/* Every value of type `from` is one of type `to`: conversion keeps order. */
static bool widens(drs_type from, drs_type to)
{
    return drs_eval_tmin(to) <= drs_eval_tmin(from) && drs_eval_tmax(to) >= drs_eval_tmax(from);
}

/* The symbol node k names, through casts that keep every value; -1. */
static int sym_of(const drs_construct *c, int k)
{
    while (k >= 0 && c->exprs[k].op == DRS_OP_CAST && c->exprs[k].a >= 0 &&
           widens(c->exprs[c->exprs[k].a].type, c->exprs[k].type))
        k = c->exprs[k].a;
    return k >= 0 && c->exprs[k].op == DRS_OP_SYM ? c->exprs[k].sym : -1;
}

/* cond holds on a prefix of the values var (at depth d of the nest)
 * takes from init by step, and on no later one: `var < b`, `b > var`, ...
 * for step > 0, the mirror for step < 0, and conjunctions of such, b
 * reading no variable of depth d or more (v's depths are set). */
static bool monotone(const drs_construct *c, drs_eval *v, int k, int var, int d, int64_t step)
{
    if (k < 0)
        return false;
    const drs_expr *x = &c->exprs[k];
    if (x->op == DRS_OP_LAND)
        return monotone(c, v, x->a, var, d, step) && monotone(c, v, x->b, var, d, step);
    bool below = x->op == DRS_OP_LT || x->op == DRS_OP_LE;   /* "a below b" */
    if (!below && x->op != DRS_OP_GT && x->op != DRS_OP_GE)
        return false;
    if (sym_of(c, x->a) == var && drs_eval_level(v, x->b) < d)
        return below == (step > 0);
    if (sym_of(c, x->b) == var && drs_eval_level(v, x->a) < d)
        return below == (step < 0);
    return false;
}

/* At one point: do the accesses run (runs_alone), and does one leave? */
static int visit(runner *r)
{
    const drs_construct *c = r->c;
    __int128 val;
    const drs_access *x0 = &c->accesses[r->accs[0]];
    int conds[2] = {c->env, x0->path};
    for (int k = 0; k < 2; k++) {
        if (conds[k] < 0)
            continue;
        drs_eval_res res = drs_eval_node(r->v, conds[k], &val);
        if (res == DRS_EVAL_UNSET)
            return RUN_GIVE_UP;
        if (res == DRS_EVAL_UB || val == 0)
            return RUN_ON;   /* not an execution the question considers */
    }
    for (int i = 0; i < r->n_subs; i++) {
        drs_eval_res res = drs_eval_node(r->v, r->subs[i], &val);
        if (res == DRS_EVAL_UNSET)
            return RUN_GIVE_UP;
        if (res == DRS_EVAL_UB)
            return RUN_ON;
    }
    r->ran = true;
    for (int i = 0; i < r->n_checks; i++) {
        const struct bound_check *b = &r->checks[i];
        __int128 d = 0;
        if (drs_eval_node(r->v, b->index, &val) != DRS_EVAL_OK ||
            (b->dim >= 0 && drs_eval_node(r->v, b->dim, &d) != DRS_EVAL_OK))
            return RUN_GIVE_UP;
        if ((b->lo && val < 0) || (b->dim >= 0 && val >= d))
            return RUN_LEAVES;
    }
    return RUN_ON;
}

/* r's subs and checks for its accesses (false when out of memory); mark
 * (per node, zero on entry and on return) says which are listed. */
static bool list_nodes(runner *r, drs_enc *e, unsigned char *mark)
{
    const drs_construct *c = r->c;
    size_t cap = 0;
    for (int i = 0; i < r->n_accs; i++)
        cap += (size_t)c->accesses[r->accs[i]].n_index;
    r->subs = malloc(sizeof *r->subs * (cap + 1));
    r->checks = malloc(sizeof *r->checks * (cap + 1));
    if (!r->subs || !r->checks)
        return false;
    for (int i = 0; i < r->n_accs; i++) {
        const drs_access *x = &c->accesses[r->accs[i]];
        for (int k = 0; k < x->n_index && k < 64; k++)
            if (!(mark[x->index[k]] & 1)) {
                mark[x->index[k]] |= 1;
                r->subs[r->n_subs++] = x->index[k];
            }
    }
    for (int i = 0; i < r->n_accs; i++) {
        const drs_access *x = &c->accesses[r->accs[i]];
        for (int k = 0; k < x->n_index && k < 32; k++) {
            bool lo = drs_enc_index_bound_known(e, r->accs[i], k, false);
            bool hi = drs_enc_index_bound_known(e, r->accs[i], k, true);
            if (!lo && !hi)
                continue;
            struct bound_check b = {x->index[k], hi ? x->dims[k] : -1, lo};
            bool again = false;   /* (a node of a listed check: compare) */
            for (int j = 0; j < r->n_checks && (mark[b.index] & 2) && !again; j++)
                again = r->checks[j].index == b.index && r->checks[j].dim == b.dim &&
                        r->checks[j].lo == b.lo;
            if (again)
                continue;
            mark[b.index] |= 2;
            r->checks[r->n_checks++] = b;
        }
    }
    for (int i = 0; i < r->n_subs; i++)
        mark[r->subs[i]] = 0;
    for (int i = 0; i < r->n_checks; i++)
        mark[r->checks[i].index] = 0;
    return true;
}

/* Runs loops depth.. of the nest at the values set so far. */
static int run(runner *r, int depth)
{
    if (depth == r->n_loops)
        return visit(r);
    const drs_construct *c = r->c;
    const drs_loop *L = &c->loops[r->loops[depth]];
    drs_type t = c->symbols[L->var].type;
    __int128 v, ok;
    if (drs_eval_node(r->v, L->init, &v) != DRS_EVAL_OK)
        return RUN_GIVE_UP;
    for (;;) {
        if (++r->points > DRS_RUN_POINTS)
            return RUN_TOO_MANY;
        if (v < drs_eval_tmin(t) || v > drs_eval_tmax(t))
            return RUN_GIVE_UP;
        drs_eval_set(r->v, L->var, v);
        if (drs_eval_node(r->v, L->cond, &ok) != DRS_EVAL_OK)
            return RUN_GIVE_UP;
        if (ok == 0)
            break;
        int res = run(r, depth + 1);
        if (res != RUN_ON)
            return res;
        v += L->step;
    }
    drs_eval_unset(r->v, L->var);
    return RUN_ON;
}

/* The symbols a choice gives a value: the inputs, and the locals (values
 * made in the body: memory contents, a counter left by a loop the model
 * does not keep) that no distinctness fact ties together -- Z3's form of
 * the question pins both alike (drs_bounds.c, input_pins), so a run at
 * fixed values of them is one of the executions it considers. */
static bool chosen(const drs_symbol *y)
{
    return y->kind == DRS_SYM_INPUT || (y->kind == DRS_SYM_LOCAL && y->distinct < 0);
}

/* ---- inputs that worked before ---------------------------------------
 * Constructs of one function share their inputs and, in generated code,
 * the orders among them its guards ask for (DataRaceBench DRB042: 408
 * constructs over ni, nj, nk, nl, nm): the last DRS_RUN_KEEP choices that
 * answered -- found here or by Z3 (drs_stays_remember_) -- are tried
 * first, by symbol name, most recent first. */
#define DRS_RUN_KEEP 32

typedef struct run_entry {
    char *name;
    __int128 val;
} run_entry;

typedef struct run_choice {
    int n;
    run_entry *e;   /* sorted by name (a construct of DRB042 has hundreds) */
} run_choice;

static int cmp_entry(const void *a, const void *b)
{
    return strcmp(((const run_entry *)a)->name, ((const run_entry *)b)->name);
}

struct drs_run_memo {
    int n;
    run_choice keep[DRS_RUN_KEEP];
};

static void choice_clear(run_choice *ch)
{
    for (int i = 0; i < ch->n; i++)
        free(ch->e[i].name);
    free(ch->e);
    memset(ch, 0, sizeof *ch);
}

void drs_run_memo_free_(struct drs_run_memo *m)
{
    if (!m)
        return;
    for (int k = 0; k < m->n; k++)
        choice_clear(&m->keep[k]);
    free(m);
}

/* in (per symbol: the inputs' values) as the newest choice; the entry it
 * came from (from >= 0) is moved to the front instead. */
static void remember(drs_solver *s, const drs_construct *c, const __int128 *in, int from)
{
    if (!s->runs && !(s->runs = calloc(1, sizeof *s->runs)))
        return;
    struct drs_run_memo *m = s->runs;
    run_choice ch = {0};
    if (from < 0) {
        ch.e = malloc(sizeof *ch.e * ((size_t)c->n_symbols + 1));
        for (int sy = 0; sy < c->n_symbols && ch.e; sy++) {
            if (!chosen(&c->symbols[sy]))
                continue;
            if (!(ch.e[ch.n].name = drs_strdup_(c->symbols[sy].name)))
                break;
            ch.e[ch.n++].val = in[sy];
        }
        if (!ch.e) {
            choice_clear(&ch);
            return;
        }
        qsort(ch.e, (size_t)ch.n, sizeof *ch.e, cmp_entry);
        if (m->n == DRS_RUN_KEEP)
            choice_clear(&m->keep[--m->n]);
        from = m->n++;
    } else {
        ch = m->keep[from];
    }
    memmove(&m->keep[1], &m->keep[0], sizeof ch * (size_t)from);
    m->keep[0] = ch;
}

void drs_stays_remember_(check_state *st, const __int128 *in)
{
    remember(st->s, st->c, in, -1);
}

/* Choice t of the inputs into in (per symbol): the remembered ones, every
 * input 1, every input 2, then each its own value from a fixed sequence,
 * in [1, 8] first, then in [1, 40] (a second tile of 16).  Locals are
 * mostly the counters of loops the model does not keep and the memory
 * their bounds are read from (NPB BT's `for (j = 0; j < grid_points[1];
 * j++)`, SP's `for (i = 1; i <= grid_points[0] - 2; i++)` inside the
 * worksharing loop): a counter takes one less (0 first), memory contents
 * one more (2 first), so that a counter below its bound comes early. */
static void choose(const drs_solver *s, const drs_construct *c, int t, uint64_t *seed,
                   __int128 *in)
{
    int kept = s->runs ? s->runs->n : 0;
    const run_choice *ch = t < kept ? &s->runs->keep[t] : NULL;
    t -= kept;
    for (int sy = 0; sy < c->n_symbols; sy++) {
        const drs_symbol *y = &c->symbols[sy];
        if (!chosen(y))
            continue;
        __int128 x = 1;   /* (a symbol a remembered choice lacks: 1) */
        const run_entry key = {.name = y->name};
        const run_entry *got =
            ch && ch->n > 0 ? bsearch(&key, ch->e, (size_t)ch->n, sizeof *ch->e, cmp_entry) : NULL;
        if (got) {
            x = got->val;
        } else if (!ch) {
            if (t < 2) {
                x = t + 1;
            } else if (t == CHOICE_EIGHT || t == CHOICE_FITTED) {
                x = 8;
            } else {
                int rnd = t - (CHOICES_FIXED - 2);   /* 2, 3, ... */
                *seed = *seed * 6364136223846793005u + 1442695040888963407u;
                x = 1 + (int)((*seed >> 33) % (rnd < DRS_RUN_TRIES / 2 ? 8 : 40));
            }
            if (y->kind == DRS_SYM_LOCAL)
                x += y->untracked == DRS_UNTRACKED_MEMORY ? 1 : -1;
        }
        if (x > drs_eval_tmax(y->type))
            x = drs_eval_tmax(y->type);
        if (x < drs_eval_tmin(y->type))
            x = drs_eval_tmin(y->type);
        in[sy] = x;
    }
}

/* The locals path bounds from below (`i.10 >= 3`, `e < x`: a counter of a
 * loop the model keeps as a value), at the bound's value under v when it
 * evaluates and fits the local's type: each offered to take, and set in v
 * when taken (a later bound may read it). */
void drs_fit_path_(const drs_construct *c, drs_eval *v, int path,
                   bool (*take)(void *arg, int var, __int128 lo), void *arg)
{
    int stack[64], sp = 0;
    if (path >= 0)
        stack[sp++] = path;
    while (sp > 0) {
        const drs_expr *x = &c->exprs[stack[--sp]];
        if (x->op == DRS_OP_LAND) {
            if (sp + 2 <= 64) {
                stack[sp++] = x->b;
                stack[sp++] = x->a;
            }
            continue;
        }
        /* x >= e, x > e, e <= x, e < x */
        int var = -1, other = -1, add = 0;
        if ((x->op == DRS_OP_GE || x->op == DRS_OP_GT) && (var = sym_of(c, x->a)) >= 0)
            other = x->b, add = x->op == DRS_OP_GT;
        else if ((x->op == DRS_OP_LE || x->op == DRS_OP_LT) && (var = sym_of(c, x->b)) >= 0)
            other = x->a, add = x->op == DRS_OP_LT;
        if (var < 0 || other < 0 || c->symbols[var].kind != DRS_SYM_LOCAL)
            continue;
        __int128 lo;
        if (drs_eval_node(v, other, &lo) != DRS_EVAL_OK)
            continue;
        lo += add;
        const drs_type t = c->symbols[var].type;
        if (lo >= drs_eval_tmin(t) && lo <= drs_eval_tmax(t) && take(arg, var, lo))
            drs_eval_set(v, var, lo);
    }
}

typedef struct fit_in {
    const drs_construct *c;
    __int128 *in;
} fit_in;

static bool take_chosen(void *arg, int var, __int128 lo)
{
    fit_in *f = arg;
    if (!chosen(&f->c->symbols[var]))
        return false;
    f->in[var] = lo;
    return true;
}

/* Locals the accesses' paths bound from below (NPB BT's `for (i = 3; i <=
 * n - 4; i++)`) take that bound, when the other side evaluates at these
 * inputs: every local the same choice never meets such a path.  Any values
 * of the locals are executions Z3's question considers (they are pinned
 * alike there). */
static void fit_locals(runner *r, __int128 *in)
{
    fit_in f = {r->c, in};
    for (int a = 0; a < r->n_accs; a++)
        drs_fit_path_(r->c, r->v, r->c->accesses[r->accs[a]].path, take_chosen, &f);
}

/* The evaluator and the loop nest of the last group asked: groups of one
 * loop nest in a row (a construct's accesses come in source order) keep
 * the depths, the nodes' levels and the monotonicity checks. */
struct drs_run_state {
    drs_eval *ev;
    unsigned char *mark;   /* per node, for list_nodes */
    int loops[64];
    int n_loops;    /* -1: none yet */
    bool ok;        /* every loop of the nest may run */
};

void drs_run_state_free_(struct drs_run_state *r)
{
    if (!r)
        return;
    drs_eval_free(r->ev);
    free(r->mark);
    free(r);
}

/* st->run set up for the loops around access acc: false when they cannot
 * run (too deep, a zero step, a condition not monotone). */
static bool run_state_for(check_state *st, int acc)
{
    const drs_construct *c = st->c;
    struct drs_run_state *rs = st->run;
    if (!rs) {
        if (!(rs = st->run = calloc(1, sizeof *rs)) || !(rs->ev = drs_eval_new(c)))
            return false;
        rs->n_loops = -1;
    }
    int loops[64], n = 0;
    for (int l = 0; l < c->n_loops; l++) {
        if (!drs_loop_around_(c, l, acc))
            continue;
        if (n == 64)
            return false;
        loops[n++] = l;
    }
    if (n == rs->n_loops && memcmp(loops, rs->loops, sizeof(int) * (size_t)n) == 0)
        return rs->ok;
    drs_eval_reset(rs->ev);
    memcpy(rs->loops, loops, sizeof(int) * (size_t)n);
    rs->n_loops = n;
    for (int d = 0; d < n; d++)
        drs_eval_order(rs->ev, c->loops[loops[d]].var, d + 1);
    rs->ok = true;
    for (int d = 0; d < n && rs->ok; d++) {
        const drs_loop *L = &c->loops[loops[d]];
        rs->ok = L->step != 0 && monotone(c, rs->ev, L->cond, L->var, d + 1, L->step);
    }
    return rs->ok;
}

bool drs_stays_by_running_(check_state *st, const int *accs, int n)
{
    const drs_construct *c = st->c;
    if (n <= 0 || !st->enc || !run_state_for(st, accs[0]))
        return false;
    /* the loops runs_alone puts around the accesses, outer first, their
     * variables at depths 1, 2, ... */
    runner r = {.c = c, .accs = accs, .n_accs = n, .v = st->run->ev,
                .n_loops = st->run->n_loops};
    memcpy(r.loops, st->run->loops, sizeof(int) * (size_t)r.n_loops);
    __int128 *in = calloc((size_t)c->n_symbols + 1, sizeof *in);
    if (!st->run->mark)
        st->run->mark = calloc((size_t)c->n_exprs + 1, 1);
    if (!in || !st->run->mark || !list_nodes(&r, st->enc, st->run->mark)) {
        free(in);
        free(r.subs);
        free(r.checks);
        return false;
    }
    bool found = false;
    int too_many = 0;
    uint64_t seed = 0x9e3779b97f4a7c15u;
    int kept = st->s->runs ? st->s->runs->n : 0;
    const int n_tries = kept + DRS_RUN_TRIES + (CHOICES_FIXED - 2);
    uint64_t tried[DRS_RUN_KEEP + DRS_RUN_TRIES + (CHOICES_FIXED - 2)];
    for (int t = 0; t < n_tries && !found; t++) {
        choose(st->s, c, t, &seed, in);
        for (int d = 0; d < r.n_loops; d++)   /* no value left from a run before */
            drs_eval_unset(r.v, c->loops[r.loops[d]].var);
        for (int sy = 0; sy < c->n_symbols; sy++)
            if (chosen(&c->symbols[sy]))
                drs_eval_set(r.v, sy, in[sy]);
        if (t - kept == CHOICE_FITTED)
            fit_locals(&r, in);
        /* a choice run before (a remembered one that sets none of these
         * inputs is every input 1) runs the same */
        uint64_t h = 1469598103934665603u;
        for (int sy = 0; sy < c->n_symbols; sy++)
            if (chosen(&c->symbols[sy]))
                h = (h ^ (uint64_t)in[sy] ^ ((uint64_t)(in[sy] >> 64) << 1)) * 1099511628211u;
        bool again = false;
        for (int k = 0; k < t && !again; k++)
            again = tried[k] == h;
        tried[t] = h;
        if (again)
            continue;
        r.points = 0;
        r.ran = false;
        int res = run(&r, 0);
        /* (a run at 8 may meet undefined bounds or too many points that
         * smaller values do not: the choices after it still run) */
        bool eight = t - kept == CHOICE_EIGHT || t - kept == CHOICE_FITTED;
        found = res == RUN_ON && r.ran;
        if (found)
            remember(st->s, c, in, t < kept ? t : -1);
        if (!eight && (res == RUN_GIVE_UP || (res == RUN_TOO_MANY && ++too_many > DRS_RUN_TOO_MANY)))
            break;   /* the same at other inputs */
    }
    free(in);
    free(r.subs);
    free(r.checks);
    return found;
}
