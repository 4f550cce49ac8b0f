/* drs_model.c -- the model's builder: constructs, symbols, hash-consed
 * expressions, loops, objects and accesses (encoder/drs_model.h).
 *
 * Every builder function checks its arguments against the invariants of
 * drs_model.h (operand indices in range and smaller than the new node's,
 * well-formed types, the typing rules of each operator, unique names) and
 * returns -1 instead of building something the encoder would misread.  The
 * reason of the last refusal is kept in the construct's private state and
 * can be read with drs_construct_last_error_() (used by the JSON reader to
 * explain a rejected model).  Out of memory also yields -1, never a crash.
 *
 * Hash-consing: `intern` points at an open-addressing table of expression
 * indices keyed by (op, type, value, sym, a, b, c); a constructor first looks
 * the node up and returns the existing index when there is one.
 */
#include "drs_model.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- private state ---------------------------------------------------- */

typedef struct drs_intern {
    int *slots;      /* expression indices, -1 = empty; cap is a power of 2 */
    size_t cap;
    size_t count;
    char err[200];   /* why the last builder call returned -1 */
} drs_intern;

/* Not in the public header: the reason of the builder's last refusal ("" if
 * none).  Declared again in drs_json.c. */
const char *drs_construct_last_error_(const drs_construct *c);

static drs_intern *intern_of(drs_construct *c)
{
    if (!c->intern)
        c->intern = calloc(1, sizeof(drs_intern));
    return (drs_intern *)c->intern;
}

static int fail(drs_construct *c, const char *fmt, ...)
{
    drs_intern *in = c ? intern_of(c) : NULL;
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
    if (!c || !c->intern)
        return "";
    return ((const drs_intern *)c->intern)->err;
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
static bool grow(void **arr, int *cap, int n, size_t sz)
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
    if (!m || !grow((void **)&m->constructs, &m->cap_constructs,
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
    c->intern = calloc(1, sizeof(drs_intern));
    if (!c->kind || !c->function || !c->intern) {
        drs_construct_free(c);
        return NULL;
    }
    c->line = line;
    c->col = col;
    c->loop_line = line;
    c->loop_col = col;
    c->env = -1;
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
    for (i = 0; i < c->n_assumptions; i++)
        free(c->assumptions[i]);
    free(c->assumptions);
    for (i = 0; i < c->n_symbols; i++) {
        free(c->symbols[i].name);
        free(c->symbols[i].label);
    }
    free(c->symbols);
    free(c->exprs);
    free(c->loops);
    for (i = 0; i < c->n_objects; i++)
        free(c->objects[i].name);
    free(c->objects);
    for (i = 0; i < c->n_accesses; i++) {
        free(c->accesses[i].index);
        free(c->accesses[i].dims);
        free(c->accesses[i].member);
        free(c->accesses[i].lock);
        free(c->accesses[i].text);
    }
    free(c->accesses);
    if (c->intern) {
        free(((drs_intern *)c->intern)->slots);
        free(c->intern);
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

void drs_construct_add_assumption(drs_construct *c, const char *text)
{
    int i;
    char *t;
    if (!c || !text)
        return;
    for (i = 0; i < c->n_assumptions; i++)
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

/* ---- types and names -------------------------------------------------- */

static bool type_ok(drs_type t)
{
    if (t.bits == 1)
        return !t.is_signed;
    return t.bits == 8 || t.bits == 16 || t.bits == 32 || t.bits == 64;
}

static bool type_eq(drs_type x, drs_type y)
{
    return x.bits == y.bits && x.is_signed == y.is_signed;
}

static const char *const op_names[DRS_OP_COUNT_] = {
    "const", "sym", "cast", "neg", "~", "!", "+", "-", "*", "/", "%",
    "<<", ">>", "&", "|", "^", "<", "<=", ">", ">=", "==", "!=", "&&", "||",
    "?:"
};

const char *drs_op_name(drs_op op)
{
    if ((int)op < 0 || op >= DRS_OP_COUNT_)
        return "?";
    return op_names[op];
}

bool drs_op_from_name(const char *s, drs_op *out)
{
    int i;
    if (!s)
        return false;
    for (i = 0; i < DRS_OP_COUNT_; i++) {
        if (strcmp(s, op_names[i]) == 0) {
            if (out)
                *out = (drs_op)i;
            return true;
        }
    }
    return false;
}

void drs_type_name(drs_type t, char *buf)
{
    if (!buf)
        return;
    if (t.bits == 1 && !t.is_signed)
        snprintf(buf, 8, "b1");
    else
        snprintf(buf, 8, "%c%u", t.is_signed ? 'i' : 'u', t.bits);
}

bool drs_type_from_name(const char *s, drs_type *out)
{
    drs_type t;
    if (!s)
        return false;
    if (strcmp(s, "b1") == 0) {
        t.bits = 1;
        t.is_signed = false;
    } else if ((s[0] == 'i' || s[0] == 'u') &&
               (strcmp(s + 1, "8") == 0 || strcmp(s + 1, "16") == 0 ||
                strcmp(s + 1, "32") == 0 || strcmp(s + 1, "64") == 0)) {
        t.is_signed = s[0] == 'i';
        t.bits = (unsigned)atoi(s + 1);
    } else {
        return false;
    }
    if (out)
        *out = t;
    return true;
}

/* ---- expressions ------------------------------------------------------ */

int drs_op_arity(drs_op op)
{
    switch (op) {
    case DRS_OP_CONST:
    case DRS_OP_SYM:
        return 0;
    case DRS_OP_CAST:
    case DRS_OP_NEG:
    case DRS_OP_BITNOT:
    case DRS_OP_LNOT:
        return 1;
    case DRS_OP_ITE:
        return 3;
    default:
        return 2;
    }
}

static int64_t normalise(drs_type t, int64_t v)
{
    uint64_t u = (uint64_t)v;
    if (t.bits == 1)
        return (int64_t)(u & 1u);
    if (t.bits < 64) {
        uint64_t mask = ((uint64_t)1 << t.bits) - 1;
        u &= mask;
        if (t.is_signed && ((u >> (t.bits - 1)) & 1u))
            u |= ~mask;
    }
    /* u is the 64-bit two's complement pattern; convert without relying on
     * implementation-defined unsigned -> signed conversion */
    if (u > (uint64_t)INT64_MAX)
        return -(int64_t)(~u) - 1;
    return (int64_t)u;
}

static uint64_t hash_node(const drs_expr *e)
{
    uint64_t h = 1469598103934665603ull;
    uint64_t parts[8];
    int i;
    parts[0] = (uint64_t)e->op;
    parts[1] = e->type.bits;
    parts[2] = e->type.is_signed;
    parts[3] = (uint64_t)e->value;
    parts[4] = (uint64_t)(int64_t)e->sym;
    parts[5] = (uint64_t)(int64_t)e->a;
    parts[6] = (uint64_t)(int64_t)e->b;
    parts[7] = (uint64_t)(int64_t)e->c;
    for (i = 0; i < 8; i++) {
        h ^= parts[i];
        h *= 1099511628211ull;
        h ^= h >> 29;
    }
    return h;
}

static bool node_eq(const drs_expr *x, const drs_expr *y)
{
    return x->op == y->op && type_eq(x->type, y->type) &&
           x->value == y->value && x->sym == y->sym && x->a == y->a &&
           x->b == y->b && x->c == y->c;
}

static bool intern_rehash(drs_construct *c, drs_intern *in, size_t ncap)
{
    int *slots = malloc(ncap * sizeof *slots);
    int i;
    if (!slots)
        return false;
    for (size_t k = 0; k < ncap; k++)
        slots[k] = -1;
    for (i = 0; i < c->n_exprs; i++) {
        size_t k = (size_t)hash_node(&c->exprs[i]) & (ncap - 1);
        while (slots[k] >= 0)
            k = (k + 1) & (ncap - 1);
        slots[k] = i;
    }
    free(in->slots);
    in->slots = slots;
    in->cap = ncap;
    in->count = (size_t)c->n_exprs;
    return true;
}

/* Finds e in the arena or appends it; -1 on allocation failure. */
static int intern_node(drs_construct *c, const drs_expr *e)
{
    drs_intern *in = intern_of(c);
    size_t k;
    if (!in)
        return -1;
    if (!in->slots || (in->count + 1) * 2 > in->cap) {
        size_t ncap = in->cap ? in->cap * 2 : 64;
        while ((size_t)c->n_exprs * 2 + 2 > ncap)
            ncap *= 2;
        if (!intern_rehash(c, in, ncap))
            return fail(c, "out of memory");
    }
    k = (size_t)hash_node(e) & (in->cap - 1);
    while (in->slots[k] >= 0) {
        if (node_eq(&c->exprs[in->slots[k]], e))
            return in->slots[k];
        k = (k + 1) & (in->cap - 1);
    }
    if (!grow((void **)&c->exprs, &c->cap_exprs, c->n_exprs, sizeof *c->exprs))
        return fail(c, "out of memory");
    c->exprs[c->n_exprs] = *e;
    in->slots[k] = c->n_exprs;
    in->count++;
    return c->n_exprs++;
}

static bool expr_ok(const drs_construct *c, int i)
{
    return i >= 0 && i < c->n_exprs;
}

static drs_type expr_type(const drs_construct *c, int i)
{
    return c->exprs[i].type;
}

/* Checks the typing rules of drs_model.h for a node with operands in range;
 * returns -1 with the reason recorded, or the node's index. */
static int make(drs_construct *c, drs_op op, drs_type t, int a, int b, int cc)
{
    drs_expr e;
    char tn[3][8], rn[8];
    int opnd[3];
    int n, k;

    if (!c)
        return -1;
    if ((int)op < 0 || op >= DRS_OP_COUNT_ || op == DRS_OP_CONST || op == DRS_OP_SYM)
        return fail(c, "bad operator %d", (int)op);
    if (!type_ok(t))
        return fail(c, "bad type (%u bits, %s)", t.bits, t.is_signed ? "signed" : "unsigned");
    n = drs_op_arity(op);
    opnd[0] = a;
    opnd[1] = b;
    opnd[2] = cc;
    for (k = 0; k < 3; k++) {
        if (k < n && !expr_ok(c, opnd[k]))
            return fail(c, "operand %d of '%s' is not an earlier expression (%d)",
                        k + 1, drs_op_name(op), opnd[k]);
        if (k >= n)
            opnd[k] = -1;
    }
    drs_type_name(t, rn);
    for (k = 0; k < n; k++)
        drs_type_name(expr_type(c, opnd[k]), tn[k]);

    switch (op) {
    case DRS_OP_CAST:
        break;
    case DRS_OP_NEG:
    case DRS_OP_BITNOT:
        if (!type_eq(expr_type(c, a), t))
            return fail(c, "operand of '%s' has type %s, not %s", drs_op_name(op), tn[0], rn);
        break;
    case DRS_OP_LNOT:
    case DRS_OP_LAND:
    case DRS_OP_LOR:
        if (!type_eq(t, DRS_INT))
            return fail(c, "'%s' has type i32, not %s", drs_op_name(op), rn);
        break;
    case DRS_OP_LT: case DRS_OP_LE: case DRS_OP_GT: case DRS_OP_GE:
    case DRS_OP_EQ: case DRS_OP_NE:
        if (!type_eq(t, DRS_INT))
            return fail(c, "'%s' has type i32, not %s", drs_op_name(op), rn);
        if (!type_eq(expr_type(c, a), expr_type(c, b)))
            return fail(c, "operands of '%s' have different types (%s, %s)",
                        drs_op_name(op), tn[0], tn[1]);
        break;
    case DRS_OP_SHL:
    case DRS_OP_SHR:
        if (!type_eq(expr_type(c, a), t))
            return fail(c, "left operand of '%s' has type %s, not %s", drs_op_name(op), tn[0], rn);
        break;
    case DRS_OP_ITE:
        if (!type_eq(expr_type(c, b), t) || !type_eq(expr_type(c, cc), t))
            return fail(c, "branches of '?:' have types %s and %s, not %s", tn[1], tn[2], rn);
        break;
    default: /* + - * / % & | ^ */
        if (!type_eq(expr_type(c, a), t) || !type_eq(expr_type(c, b), t))
            return fail(c, "operands of '%s' have types %s and %s, not %s",
                        drs_op_name(op), tn[0], tn[1], rn);
        break;
    }
    memset(&e, 0, sizeof e);
    e.op = op;
    e.type = t;
    e.value = 0;
    e.sym = -1;
    e.a = opnd[0];
    e.b = opnd[1];
    e.c = opnd[2];
    return intern_node(c, &e);
}

int drs_const(drs_construct *c, drs_type t, int64_t v)
{
    drs_expr e;
    if (!c)
        return -1;
    if (!type_ok(t))
        return fail(c, "bad type (%u bits, %s)", t.bits, t.is_signed ? "signed" : "unsigned");
    memset(&e, 0, sizeof e);
    e.op = DRS_OP_CONST;
    e.type = t;
    e.value = normalise(t, v);
    e.sym = -1;
    e.a = e.b = e.c = -1;
    return intern_node(c, &e);
}

int drs_symref(drs_construct *c, int sym)
{
    drs_expr e;
    if (!c)
        return -1;
    if (sym < 0 || sym >= c->n_symbols)
        return fail(c, "no symbol %d", sym);
    memset(&e, 0, sizeof e);
    e.op = DRS_OP_SYM;
    e.type = c->symbols[sym].type;
    e.value = 0;
    e.sym = sym;
    e.a = e.b = e.c = -1;
    return intern_node(c, &e);
}

int drs_cast(drs_construct *c, drs_type t, int a)
{
    return make(c, DRS_OP_CAST, t, a, -1, -1);
}

int drs_unop(drs_construct *c, drs_op op, drs_type t, int a)
{
    if (c && drs_op_arity(op) != 1)
        return fail(c, "'%s' is not a unary operator", drs_op_name(op));
    return make(c, op, t, a, -1, -1);
}

int drs_binop(drs_construct *c, drs_op op, drs_type t, int a, int b)
{
    if (c && (drs_op_arity(op) != 2 || (int)op < 0 || op >= DRS_OP_COUNT_))
        return fail(c, "'%s' is not a binary operator", drs_op_name(op));
    return make(c, op, t, a, b, -1);
}

int drs_ite(drs_construct *c, drs_type t, int cond, int a, int b)
{
    return make(c, DRS_OP_ITE, t, cond, a, b);
}

int drs_and(drs_construct *c, int a, int b)
{
    if (a == -1)
        return b;
    if (b == -1)
        return a;
    return make(c, DRS_OP_LAND, DRS_INT, a, b, -1);
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
        return fail(c, "empty symbol name");
    if (drs_find_symbol(c, name) >= 0)
        return fail(c, "duplicate symbol '%s'", name);
    if (!type_ok(type))
        return fail(c, "bad type of symbol '%s'", name);
    if ((int)kind < DRS_SYM_LOOP || kind > DRS_SYM_LOCAL)
        return fail(c, "bad kind of symbol '%s'", name);
    /* the loop itself is usually added after its variable: only the range
     * is checked here, the rest by whoever validates the whole construct */
    if (kind == DRS_SYM_LOOP || kind == DRS_SYM_OUTER) {
        if (loop < 0)
            return fail(c, "loop variable '%s' without a loop", name);
    } else if (loop != -1) {
        return fail(c, "symbol '%s' of kind %s has a loop", name,
                    kind == DRS_SYM_INPUT ? "input" : "local");
    }
    if (!grow((void **)&c->symbols, &c->cap_symbols, c->n_symbols, sizeof *c->symbols))
        return fail(c, "out of memory");
    s = &c->symbols[c->n_symbols];
    s->name = dup_str(name);
    s->label = dup_str(label ? label : name);
    if (!s->name || !s->label) {
        free(s->name);
        free(s->label);
        return fail(c, "out of memory");
    }
    s->type = type;
    s->kind = kind;
    s->loop = loop;
    return c->n_symbols++;
}

/* ---- loops, objects, accesses ----------------------------------------- */

int drs_add_loop(drs_construct *c, drs_loop_kind kind, int var, int parent,
                 int init, int cond, int64_t step, unsigned line, unsigned col)
{
    drs_loop *l;
    if (!c)
        return -1;
    if ((int)kind < DRS_LOOP_OUTER || kind > DRS_LOOP_INNER)
        return fail(c, "bad loop kind %d", (int)kind);
    if (var < 0 || var >= c->n_symbols)
        return fail(c, "loop variable %d is not a symbol", var);
    if (parent < -1 || parent >= c->n_loops)
        return fail(c, "parent loop %d is not an earlier loop", parent);
    if (!expr_ok(c, init))
        return fail(c, "loop init %d is not an expression", init);
    if (!expr_ok(c, cond))
        return fail(c, "loop cond %d is not an expression", cond);
    if (!type_eq(c->exprs[init].type, c->symbols[var].type)) {
        char t1[8], t2[8];
        drs_type_name(c->exprs[init].type, t1);
        drs_type_name(c->symbols[var].type, t2);
        return fail(c, "loop init has type %s, variable '%s' has %s", t1,
                    c->symbols[var].name, t2);
    }
    if (step == 0)
        return fail(c, "loop step is zero");
    if (!grow((void **)&c->loops, &c->cap_loops, c->n_loops, sizeof *c->loops))
        return fail(c, "out of memory");
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

int drs_add_object(drs_construct *c, const char *name, drs_object_kind kind,
                   int64_t elem_size, bool assumed_unaliased)
{
    drs_object *o;
    if (!c)
        return -1;
    if (!name || !*name)
        return fail(c, "empty object name");
    if (drs_find_object(c, name) >= 0)
        return fail(c, "duplicate object '%s'", name);
    if ((int)kind < DRS_OBJ_ARRAY || kind > DRS_OBJ_SCALAR)
        return fail(c, "bad kind of object '%s'", name);
    if (elem_size <= 0)
        return fail(c, "object '%s' has element size %lld", name, (long long)elem_size);
    if (!grow((void **)&c->objects, &c->cap_objects, c->n_objects, sizeof *c->objects))
        return fail(c, "out of memory");
    o = &c->objects[c->n_objects];
    o->name = dup_str(name);
    if (!o->name)
        return fail(c, "out of memory");
    o->kind = kind;
    o->elem_size = elem_size;
    o->assumed_unaliased = assumed_unaliased;
    return c->n_objects++;
}

int drs_add_access(drs_construct *c, int object, drs_access_mode mode, int loop,
                   int path, int offset, int64_t size, int n_index,
                   const int *index, const char *member, const char *lock,
                   const char *text, unsigned line, unsigned col)
{
    drs_access *x;
    int i;
    if (!c)
        return -1;
    if (object < 0 || object >= c->n_objects)
        return fail(c, "access object %d is not an object", object);
    if (mode != DRS_READ && mode != DRS_WRITE && mode != DRS_READWRITE)
        return fail(c, "bad access mode %d", (int)mode);
    if (loop < 0 || loop >= c->n_loops)
        return fail(c, "access loop %d is not a loop", loop);
    if (c->loops[loop].kind == DRS_LOOP_OUTER)
        return fail(c, "access loop %d is outside the construct", loop);
    if (path != -1 && !expr_ok(c, path))
        return fail(c, "access path %d is not an expression", path);
    if (!expr_ok(c, offset))
        return fail(c, "access offset %d is not an expression", offset);
    if (!type_eq(c->exprs[offset].type, DRS_I64)) {
        char tn[8];
        drs_type_name(c->exprs[offset].type, tn);
        return fail(c, "access offset has type %s, not i64", tn);
    }
    if (size <= 0)
        return fail(c, "access size %lld is not positive", (long long)size);
    if (n_index < 0 || (n_index > 0 && !index))
        return fail(c, "bad subscript list");
    for (i = 0; i < n_index; i++)
        if (!expr_ok(c, index[i]))
            return fail(c, "subscript %d is not an expression (%d)", i, index[i]);
    if (!grow((void **)&c->accesses, &c->cap_accesses, c->n_accesses, sizeof *c->accesses))
        return fail(c, "out of memory");
    x = &c->accesses[c->n_accesses];
    memset(x, 0, sizeof *x);
    x->index = n_index ? malloc((size_t)n_index * sizeof *x->index) : NULL;
    x->member = dup_str(member ? member : "");
    x->lock = lock ? dup_str(lock) : NULL;
    x->text = dup_str(text ? text : "");
    if ((n_index && !x->index) || !x->member || (lock && !x->lock) || !x->text) {
        free(x->index);
        free(x->member);
        free(x->lock);
        free(x->text);
        return fail(c, "out of memory");
    }
    if (n_index)
        memcpy(x->index, index, (size_t)n_index * sizeof *x->index);
    x->object = object;
    x->mode = mode;
    x->loop = loop;
    x->path = path;
    x->offset = offset;
    x->size = size;
    x->n_index = n_index;
    x->line = line;
    x->col = col;
    return c->n_accesses++;
}

int drs_access_set_dims(drs_construct *c, int access, const int *dims)
{
    drs_access *x;
    int *copy;
    int k;
    if (!c)
        return -1;
    if (access < 0 || access >= c->n_accesses)
        return fail(c, "no access %d", access);
    x = &c->accesses[access];
    if (!dims) {
        free(x->dims);
        x->dims = NULL;
        return 0;
    }
    if (x->n_index == 0)
        return fail(c, "dims of an access without subscripts");
    for (k = 1; k < x->n_index; k++) {
        if (dims[k] == -1)
            continue;   /* extent not known: the solver skips the access */
        if (!expr_ok(c, dims[k]))
            return fail(c, "dimension %d is not an expression (%d)", k, dims[k]);
        if (!type_eq(c->exprs[dims[k]].type, DRS_I64)) {
            char tn[8];
            drs_type_name(c->exprs[dims[k]].type, tn);
            return fail(c, "dimension %d has type %s, not i64", k, tn);
        }
    }
    copy = malloc((size_t)x->n_index * sizeof *copy);
    if (!copy)
        return fail(c, "out of memory");
    copy[0] = -1;   /* the first extent never matters */
    for (k = 1; k < x->n_index; k++)
        copy[k] = dims[k];
    free(x->dims);
    x->dims = copy;
    return 0;
}
