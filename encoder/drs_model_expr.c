/* drs_model_expr.c -- the builder's expressions (encoder/drs_model.h): the
 * names of types and operators, and the hash-consed expression arena with
 * the typing rules of each operator.  Shares drs_model_int.h with
 * drs_model.c.
 *
 * Every constructor checks its operands (indices of earlier nodes, well-formed
 * types, the typing rules of drs_model.h) and returns -1, with the reason
 * recorded for drs_construct_last_error_(), instead of building a node the
 * encoder would misread.  Out of memory also yields -1, never a crash.
 *
 * Hash-consing: `intern` points at an open-addressing table of expression
 * indices keyed by (op, type, value, sym, a, b, c); a constructor first looks
 * the node up and returns the existing index when there is one.
 */
#include "drs_model.h"
#include "drs_model_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- types and names -------------------------------------------------- */

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

/* The fields packed into three words, mixed in three rounds (the builder
 * interns a node per operation: NPB LU's models intern 400k nodes into a
 * few thousand). */
static uint64_t hash_node(const drs_expr *e)
{
    uint64_t h = 1469598103934665603ull;
    uint64_t parts[3];
    parts[0] = (uint64_t)e->value ^
               (((uint64_t)e->op << 48) | ((uint64_t)e->type.bits << 40) |
                ((uint64_t)e->type.is_signed << 39));
    parts[1] = ((uint64_t)(uint32_t)e->sym << 32) | (uint32_t)e->a;
    parts[2] = ((uint64_t)(uint32_t)e->b << 32) | (uint32_t)e->c;
    for (int i = 0; i < 3; i++) {
        h ^= parts[i];
        h *= 1099511628211ull;
        h ^= h >> 29;
    }
    return h;
}

static bool node_eq(const drs_expr *x, const drs_expr *y)
{
    return x->op == y->op && drs_type_eq_(x->type, y->type) &&
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
    drs_intern *in = drs_intern_of_(c);
    size_t k;
    if (!in)
        return -1;
    if (!in->slots || (in->count + 1) * 2 > in->cap) {
        size_t ncap = in->cap ? in->cap * 2 : 64;
        while ((size_t)c->n_exprs * 2 + 2 > ncap)
            ncap *= 2;
        if (!intern_rehash(c, in, ncap))
            return drs_fail_(c, "out of memory");
    }
    k = (size_t)hash_node(e) & (in->cap - 1);
    while (in->slots[k] >= 0) {
        if (node_eq(&c->exprs[in->slots[k]], e))
            return in->slots[k];
        k = (k + 1) & (in->cap - 1);
    }
    if (!drs_grow_((void **)&c->exprs, &c->priv_.exprs, c->n_exprs, sizeof *c->exprs))
        return drs_fail_(c, "out of memory");
    c->exprs[c->n_exprs] = *e;
    in->slots[k] = c->n_exprs;
    in->count++;
    return c->n_exprs++;
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
        return drs_fail_(c, "bad operator %d", (int)op);
    if (!drs_type_ok_(t))
        return drs_fail_(c, "bad type (%u bits, %s)", t.bits, t.is_signed ? "signed" : "unsigned");
    n = drs_op_arity(op);
    opnd[0] = a;
    opnd[1] = b;
    opnd[2] = cc;
    for (k = 0; k < 3; k++) {
        if (k < n && !drs_expr_ok_(c, opnd[k]))
            return drs_fail_(c, "operand %d of '%s' is not an earlier expression (%d)",
                             k + 1, drs_op_name(op), opnd[k]);
        if (k >= n)
            opnd[k] = -1;
    }
    /* type names for the messages, formatted only when one is needed */
#define TN(k) (drs_type_name(expr_type(c, opnd[k]), tn[k]), tn[k])
#define RN (drs_type_name(t, rn), rn)

    switch (op) {
    case DRS_OP_CAST:
        break;
    case DRS_OP_NEG:
    case DRS_OP_BITNOT:
        if (!drs_type_eq_(expr_type(c, a), t))
            return drs_fail_(c, "operand of '%s' has type %s, not %s", drs_op_name(op), TN(0), RN);
        break;
    case DRS_OP_LNOT:
    case DRS_OP_LAND:
    case DRS_OP_LOR:
        if (!drs_type_eq_(t, DRS_INT))
            return drs_fail_(c, "'%s' has type i32, not %s", drs_op_name(op), RN);
        break;
    case DRS_OP_LT: case DRS_OP_LE: case DRS_OP_GT: case DRS_OP_GE:
    case DRS_OP_EQ: case DRS_OP_NE:
        if (!drs_type_eq_(t, DRS_INT))
            return drs_fail_(c, "'%s' has type i32, not %s", drs_op_name(op), RN);
        if (!drs_type_eq_(expr_type(c, a), expr_type(c, b)))
            return drs_fail_(c, "operands of '%s' have different types (%s, %s)",
                             drs_op_name(op), TN(0), TN(1));
        break;
    case DRS_OP_SHL:
    case DRS_OP_SHR:
        if (!drs_type_eq_(expr_type(c, a), t))
            return drs_fail_(c, "left operand of '%s' has type %s, not %s", drs_op_name(op),
                             TN(0), RN);
        break;
    case DRS_OP_ITE:
        if (!drs_type_eq_(expr_type(c, b), t) || !drs_type_eq_(expr_type(c, cc), t))
            return drs_fail_(c, "branches of '?:' have types %s and %s, not %s", TN(1), TN(2), RN);
        break;
    default: /* + - * / % & | ^ */
        if (!drs_type_eq_(expr_type(c, a), t) || !drs_type_eq_(expr_type(c, b), t))
            return drs_fail_(c, "operands of '%s' have types %s and %s, not %s",
                             drs_op_name(op), TN(0), TN(1), RN);
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
#undef TN
#undef RN

int drs_const(drs_construct *c, drs_type t, int64_t v)
{
    drs_expr e;
    if (!c)
        return -1;
    if (!drs_type_ok_(t))
        return drs_fail_(c, "bad type (%u bits, %s)", t.bits, t.is_signed ? "signed" : "unsigned");
    v = normalise(t, v);
    /* the constants the builder asks for again and again (sizes, 0, 1):
     * a direct-mapped cache in front of the table */
    drs_intern *in = drs_intern_of_(c);
    if (!in)
        return -1;
    size_t slot = (size_t)(((uint64_t)v * 0x9E3779B97F4A7C15ull) ^
                           ((uint64_t)t.bits << 1 | t.is_signed)) %
                  DRS_CONST_CACHE;
    int k = in->consts[slot] - 1;
    if (k >= 0 && k < c->n_exprs && c->exprs[k].op == DRS_OP_CONST &&
        c->exprs[k].value == v && drs_type_eq_(c->exprs[k].type, t))
        return k;
    memset(&e, 0, sizeof e);
    e.op = DRS_OP_CONST;
    e.type = t;
    e.value = v;
    e.sym = -1;
    e.a = e.b = e.c = -1;
    k = intern_node(c, &e);
    if (k >= 0)
        in->consts[slot] = k + 1;
    return k;
}

int drs_symref(drs_construct *c, int sym)
{
    drs_expr e;
    if (!c)
        return -1;
    if (sym < 0 || sym >= c->n_symbols)
        return drs_fail_(c, "no symbol %d", sym);
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
        return drs_fail_(c, "'%s' is not a unary operator", drs_op_name(op));
    return make(c, op, t, a, -1, -1);
}

int drs_binop(drs_construct *c, drs_op op, drs_type t, int a, int b)
{
    if (c && (drs_op_arity(op) != 2 || (int)op < 0 || op >= DRS_OP_COUNT_))
        return drs_fail_(c, "'%s' is not a binary operator", drs_op_name(op));
    return make(c, op, t, a, b, -1);
}

int drs_ite(drs_construct *c, drs_type t, int cond, int a, int b)
{
    return make(c, DRS_OP_ITE, t, cond, a, b);
}

static int subst_rec(drs_construct *c, int e, int sym, int repl, int *memo, int lim)
{
    if (e < 0 || e >= c->n_exprs)
        return -1;
    if (e < lim && memo[e] != -2)
        return memo[e];
    drs_expr x = c->exprs[e];   /* (a copy: make() may move the array) */
    int r;
    if (x.op == DRS_OP_CONST) {
        r = e;
    } else if (x.op == DRS_OP_SYM) {
        r = x.sym == sym ? repl : e;
    } else {
        int o[3] = {x.a, x.b, x.c};
        int n = drs_op_arity(x.op);
        r = 0;
        for (int k = 0; k < n && r >= 0; k++)
            if ((o[k] = subst_rec(c, o[k], sym, repl, memo, lim)) < 0)
                r = -1;
        if (r >= 0)
            r = make(c, x.op, x.type, n > 0 ? o[0] : -1, n > 1 ? o[1] : -1,
                     n > 2 ? o[2] : -1);
    }
    if (e < lim)
        memo[e] = r;
    return r;
}

int drs_subst(drs_construct *c, int e, int sym, int repl)
{
    if (!c || !drs_expr_ok_(c, e) || !drs_expr_ok_(c, repl) || sym < 0 ||
        sym >= c->n_symbols)
        return c ? drs_fail_(c, "bad substitution") : -1;
    if (!drs_type_eq_(expr_type(c, repl), c->symbols[sym].type))
        return drs_fail_(c, "substitution of a value of another type for '%s'",
                         c->symbols[sym].name);
    int lim = c->n_exprs;
    int *memo = malloc(sizeof(int) * (size_t)lim);
    if (!memo)
        return drs_fail_(c, "out of memory");
    for (int k = 0; k < lim; k++)
        memo[k] = -2;
    int r = subst_rec(c, e, sym, repl, memo, lim);
    free(memo);
    return r;
}

bool drs_mentions(const drs_construct *c, int e, int sym)
{
    if (!c || e < 0 || e >= c->n_exprs)
        return false;
    /* operands have smaller indices than their node: one pass down */
    bool *seen = calloc((size_t)e + 1, sizeof(bool));
    if (!seen)
        return true;   /* (the cautious answer) */
    bool found = false;
    seen[e] = true;
    for (int k = e; k >= 0 && !found; k--) {
        if (!seen[k])
            continue;
        const drs_expr *x = &c->exprs[k];
        if (x->op == DRS_OP_SYM && x->sym == sym)
            found = true;
        int o[3] = {x->a, x->b, x->c};
        for (int j = 0; j < 3; j++)
            if (o[j] >= 0 && o[j] < k)
                seen[o[j]] = true;
    }
    free(seen);
    return found;
}

int drs_and(drs_construct *c, int a, int b)
{
    if (a == -1)
        return b;
    if (b == -1)
        return a;
    return make(c, DRS_OP_LAND, DRS_INT, a, b, -1);
}

