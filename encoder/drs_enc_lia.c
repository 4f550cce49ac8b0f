/* drs_enc_lia.c -- the integer mode of the encoder: the race query over Z3 Int.
 *
 * The bit-vector encoding (drs_encode.c) is exact by construction, but its
 * queries are bit-blasted, and bit-blasting the loop bounds of polyhedral
 * code -- `c1 <= (c0 * 3 < 0 ? -(-c0 / 3) : (c0 + 2) / 3)`, subscripts like
 * A[-2*c0 + 3*c1 - 1][-2*c0 + 2*c1 + c2 - 1] -- takes seconds per pair,
 * where Z3's arithmetic solver answers the same question in milliseconds.
 *
 * Why the integer reading is exact.  The query only considers executions
 * without undefined behaviour: every evaluated signed + - * / % << has its
 * "defined" condition asserted.  In such an execution a signed operation's
 * result is the mathematical one, so a signed node is its mathematical
 * value, and its "defined" condition is "the mathematical result lies in
 * the type" (for / and %: a nonzero divisor and a quotient in the type).
 * What wraps in C wraps here too, explicitly: unsigned + - * and negation,
 * and conversions to a type that cannot hold the value, are taken modulo
 * 2^n (into [0, 2^n) or [-2^(n-1), 2^(n-1))) -- skipped where the interval
 * analysis (drs_ranges.c) shows the value already fits, as the bit-vector
 * encoder skips its overflow checks there.  C's / and % truncate toward
 * zero; SMT-LIB's div and mod are Euclidean, so a signed a / d with a
 * constant d > 0 is ite(a >= 0, div(a, d), -div(-a, d)) and a % d is
 * ite(a >= 0, mod(a, d), -mod(-a, d)) (negative d: negate the quotient;
 * the remainder only depends on |d|).  >> by a constant k is div(a, 2^k)
 * (floor: the arithmetic shift of a signed value), << by k is a * 2^k.
 * ~a is -a - 1 (signed) or 2^n - 1 - a (unsigned).  Every symbol gets an
 * Int constant whose type range holds in every query (drs_enc_int_ranges;
 * the solver asserts each once, drs_enc_int_ranges_since).
 *
 * Eligibility.  / % << >> need a constant right operand, and & | ^ are
 * not encoded at all.  "Constant" means the operand mentions no symbol;
 * its term is folded by Z3_simplify to a numeral when used.  A product of
 * two unknowns is encoded as it is, a nonlinear Int term (exact as well:
 * the "defined" condition bounds the mathematical product, unsigned
 * products are reduced modulo 2^n); drs_enc_int_degree tells the solver
 * the polynomial degree of a pair's query, as Z3 decides nonlinear queries
 * less reliably (the solver gives them a short limit, or none at all).  A pair is eligible when every node its
 * query reads is (drs_enc_int_eligible); the solver asks the bit-vector
 * encoding otherwise, or when the integer query is undecided.  Both
 * encodings are exact, so either answer is final.
 */
#include "drs_enc_int.h"

/* ---- numbers --------------------------------------------------------------- */



/* The Int numeral v (any 128-bit value). */
static Z3_ast lnum(drs_enc *e, __int128 v)
{
    if (e->error)
        return NULL;
    if (v >= INT64_MIN && v <= INT64_MAX)
        return int_num(e, (int64_t)v);
    char rev[48], buf[48];
    int n = 0;
    bool negv = v < 0;
    unsigned __int128 m = negv ? (unsigned __int128)0 - (unsigned __int128)v
                               : (unsigned __int128)v;
    do {
        rev[n++] = (char)('0' + (int)(m % 10));
        m /= 10;
    } while (m && n < 45);
    int j = 0;
    if (negv)
        buf[j++] = '-';
    while (n > 0)
        buf[j++] = rev[--n];
    buf[j] = 0;
    return zc(e, Z3_mk_numeral(e->z, buf, e->int_sort));
}


static Z3_ast l_add(drs_enc *e, Z3_ast a, Z3_ast b) { return w_add(e, a, b); }
static Z3_ast l_sub(drs_enc *e, Z3_ast a, Z3_ast b) { return w_sub(e, a, b); }

static Z3_ast l_mul(drs_enc *e, Z3_ast a, Z3_ast b)
{
    if (!a || !b)
        return NULL;
    Z3_ast args[2] = {a, b};
    return zc(e, Z3_mk_mul(e->z, 2, args));
}

static Z3_ast l_neg(drs_enc *e, Z3_ast a)
{
    return a ? zc(e, Z3_mk_unary_minus(e->z, a)) : NULL;
}

static Z3_ast l_div(drs_enc *e, Z3_ast a, Z3_ast b) { return bin(e, Z3_mk_div, a, b); }
static Z3_ast l_mod(drs_enc *e, Z3_ast a, Z3_ast b) { return bin(e, Z3_mk_mod, a, b); }

static Z3_ast b2i(drs_enc *e, Z3_ast b)
{
    Z3_ast one = lnum(e, 1);   /* terms made in this order, whatever the compiler */
    return mk_ite(e, b, one, lnum(e, 0));
}

/* lo(t) <= v <= hi(t). */
static Z3_ast in_type(drs_enc *e, Z3_ast v, drs_type t)
{
    Z3_ast lo = w_le(e, lnum(e, drs_tmin_(t)), v);   /* (one term per statement) */
    return mk_and(e, lo, w_le(e, v, lnum(e, drs_tmax_(t))));
}

/* v reduced into type t the way C converts to it (modulo 2^bits). */
static Z3_ast wrap(drs_enc *e, Z3_ast v, drs_type t)
{
    __int128 m = (__int128)1 << t.bits;
    if (!type_signed(t))
        return l_mod(e, v, lnum(e, m));
    __int128 h = m / 2;
    Z3_ast s = l_add(e, v, lnum(e, h));   /* (one term per statement) */
    s = l_mod(e, s, lnum(e, m));
    return l_sub(e, s, lnum(e, h));
}

/* The value of a symbol-free node as a number (folded by Z3); false (and
 * an error recorded) when Z3 does not fold it. */
static bool constant_of(drs_enc *e, int k, int copy, __int128 *out)
{
    Z3_ast t = drs_lia_value_(e, k, copy);
    if (!t)
        return false;
    Z3_ast s = zc(e, Z3_simplify(e->z, t));
    if (!s)
        return false;
    if (!Z3_is_numeral_ast(e->z, s) || Z3_get_error_code(e->z) != Z3_OK) {
        fail(e, "internal solver error: constant operand %d does not fold", k);
        return false;
    }
    Z3_string str = Z3_get_numeral_string(e->z, s);
    if (!str || Z3_get_error_code(e->z) != Z3_OK) {
        fail(e, "internal solver error: cannot read numeral %d", k);
        return false;
    }
    bool negv = *str == '-';
    const char *p = str + (negv ? 1 : 0);
    __int128 v = 0;
    int digits = 0;
    for (; *p >= '0' && *p <= '9'; p++) {
        if (++digits > 38) {
            fail(e, "internal solver error: numeral %d too large", k);
            return false;
        }
        v = v * 10 + (*p - '0');
    }
    if (*p || digits == 0) {
        fail(e, "internal solver error: numeral %d is not an integer", k);
        return false;
    }
    *out = negv ? -v : v;
    return true;
}

/* ---- eligibility ------------------------------------------------------------ */

static bool loop_elig(const drs_enc *e, int l)
{
    const drs_loop *L = &e->c->loops[l];
    return e->elig[L->init] && e->elig[L->cond];
}

static unsigned max_deg(unsigned a, unsigned b) { return a > b ? a : b; }

static unsigned loop_deg(const drs_enc *e, int l)
{
    const drs_loop *L = &e->c->loops[l];
    return max_deg(e->deg[L->init], e->deg[L->cond]);
}

void drs_lia_prepare_(drs_enc *e)
{
    const drs_construct *c = e->c;
    size_t ne = c->n_exprs > 0 ? (size_t)c->n_exprs : 1;
    e->elig = calloc(ne, sizeof *e->elig);
    e->symfree = calloc(ne, sizeof *e->symfree);
    e->acc_elig = calloc(c->n_accesses > 0 ? (size_t)c->n_accesses : 1, sizeof *e->acc_elig);
    e->deg = calloc(ne, sizeof *e->deg);
    e->acc_deg = calloc(c->n_accesses > 0 ? (size_t)c->n_accesses : 1, sizeof *e->acc_deg);
    if (!e->elig || !e->symfree || !e->acc_elig || !e->deg || !e->acc_deg) {
        fail(e, "out of memory");
        return;
    }
    for (int k = 0; k < c->n_exprs; k++) {
        const drs_expr *x = &c->exprs[k];
        int n = arity(x->op);
        const int ops[3] = {x->a, x->b, x->c};
        bool el = true, sf = x->op != DRS_OP_SYM;
        unsigned dg = x->op == DRS_OP_SYM ? 1 : 0;
        for (int j = 0; j < n; j++) {
            el = el && e->elig[ops[j]];
            sf = sf && e->symfree[ops[j]];
            dg = dg > e->deg[ops[j]] ? dg : e->deg[ops[j]];
        }
        switch (x->op) {
        case DRS_OP_AND:
        case DRS_OP_OR:
        case DRS_OP_XOR:
            el = false;
            break;
        case DRS_OP_MUL:
            dg = (unsigned)e->deg[x->a] + e->deg[x->b];
            break;
        case DRS_OP_DIV:
        case DRS_OP_REM:
        case DRS_OP_SHL:
        case DRS_OP_SHR:
            el = el && e->symfree[x->b];
            break;
        default:
            break;
        }
        e->elig[k] = el;
        e->symfree[k] = sf;
        e->deg[k] = (unsigned char)(dg > 3 ? 3 : dg);
    }
    bool base = c->env < 0 || e->elig[c->env];
    unsigned bdg = c->env >= 0 ? e->deg[c->env] : 0;
    for (int l = 0; l < c->n_loops; l++)
        if (c->loops[l].kind != DRS_LOOP_INNER) {
            base = base && loop_elig(e, l);
            bdg = max_deg(bdg, loop_deg(e, l));
        }
    e->base_elig = base;
    e->base_deg = (unsigned char)bdg;
    for (int a = 0; a < c->n_accesses; a++) {
        const drs_access *x = &c->accesses[a];
        bool ok = (x->path < 0 || e->elig[x->path]) && e->elig[x->offset];
        unsigned dg = max_deg(x->path >= 0 ? e->deg[x->path] : 0, e->deg[x->offset]);
        for (int l = x->loop; l >= 0 && c->loops[l].kind == DRS_LOOP_INNER;
             l = c->loops[l].parent) {
            ok = ok && loop_elig(e, l);
            dg = max_deg(dg, loop_deg(e, l));
        }
        const drs_shape *sh = &e->shape[a];
        for (int k = 0; k < x->n_index && k < 32; k++)
            if (sh->assume & (DRS_LO(k) | DRS_HI(k))) {
                ok = ok && e->elig[x->index[k]] && e->elig[x->dims[k]];
                dg = max_deg(dg, max_deg(e->deg[x->index[k]], e->deg[x->dims[k]]));
            }
        e->acc_elig[a] = ok;
        e->acc_deg[a] = (unsigned char)dg;
    }
}

bool drs_enc_int_eligible(const drs_enc *e, int a1, int a2)
{
    const drs_construct *c = e->c;
    return e->lia && !e->error && e->base_elig && a1 >= 0 && a2 >= 0 &&
           a1 < c->n_accesses && a2 < c->n_accesses && e->acc_elig[a1] && e->acc_elig[a2];
}

bool drs_enc_int_shape_eligible(const drs_enc *e, int acc)
{
    if (!drs_enc_int_eligible(e, acc, acc) || e->shape[acc].n < 2)
        return false;
    const drs_shape *sh = &e->shape[acc];
    for (int k = 0; k < sh->n; k++)
        if (!e->elig[sh->idx[k]] || (k > 0 && !e->elig[sh->dims[k]]))
            return false;
    return true;
}

int drs_enc_int_degree(const drs_enc *e, int a1, int a2)
{
    if (!drs_enc_int_eligible(e, a1, a2))
        return -1;
    return (int)max_deg(e->base_deg, max_deg(e->acc_deg[a1], e->acc_deg[a2]));
}

int drs_enc_int_node_degree(const drs_enc *e, int expr)
{
    if (!e->lia || e->error || expr < 0 || expr >= e->c->n_exprs || !e->elig[expr])
        return -1;
    return e->deg[expr];
}

Z3_ast drs_enc_int_ranges(drs_enc *e)
{
    if (e->error)
        return NULL;
    if (!e->lia || e->n_ranges == 0)
        return e->t;
    if (e->n_ranges == 1)
        return e->ranges[0];
    return zc(e, Z3_mk_and(e->z, (unsigned)e->n_ranges, e->ranges));
}

Z3_ast drs_enc_int_ranges_since(drs_enc *e, unsigned *done)
{
    if (e->error)
        return NULL;
    unsigned n = e->lia ? (unsigned)e->n_ranges : 0;
    if (*done >= n) {
        *done = n;
        return e->t;
    }
    unsigned from = *done;
    *done = n;
    if (n - from == 1)
        return e->ranges[from];
    return zc(e, Z3_mk_and(e->z, n - from, e->ranges + from));
}

/* ---- symbols and expressions -------------------------------------------------- */

Z3_ast drs_lia_symbol_(drs_enc *e, int s, int copy)
{
    const drs_symbol *y = &e->c->symbols[s];
    int sl = drs_sym_per_copy(y->kind) ? copy : 0;
    if (sl == 0 && drs_sym_per_copy(y->kind)) {
        fail(e, "internal solver error: per-iteration symbol '%s' used as shared", y->name);
        return NULL;
    }
    if (e->sym[sl][s])
        return e->sym[sl][s];
    char name[300];
    if (sl)
        snprintf(name, sizeof name, "%s!%d", y->name, sl);
    else
        snprintf(name, sizeof name, "%s", y->name);
    Z3_ast v = zc(e, Z3_mk_const(e->z, Z3_mk_string_symbol(e->z, name), e->int_sort));
    Z3_ast r = in_type(e, v, y->type);
    if (!v || !r)
        return NULL;
    if (e->n_ranges == e->cap_ranges) {
        int cap = e->cap_ranges ? 2 * e->cap_ranges : 16;
        Z3_ast *p = realloc(e->ranges, sizeof *p * (size_t)cap);
        if (!p) {
            fail(e, "out of memory");
            return NULL;
        }
        e->ranges = p;
        e->cap_ranges = cap;
    }
    e->ranges[e->n_ranges++] = r;
    e->sym[sl][s] = v;
    return v;
}

/* The operand range of node k within type t (the analysis's, or t's). */
static bool fits_in(const drs_enc *e, int k, drs_type t)
{
    const drs_expr *x = &e->c->exprs[k];
    if (drs_tmin_(x->type) >= drs_tmin_(t) && drs_tmax_(x->type) <= drs_tmax_(t))
        return true;
    return e->iv_state[k] == 2 && e->iv[k].lo >= drs_tmin_(t) && e->iv[k].hi <= drs_tmax_(t);
}

/* C's a / d and a % d for a nonzero constant d (signed operands). */
/* a / d as a linear term when the division is exact: Z3_simplify(a) is a
 * sum of numerals and numeral * term products whose numerals are all
 * multiples of d (then C's truncation and SMT-LIB's floor agree, and the
 * remainder is 0).  Byte offsets divided by an element size (SymTable's
 * piecewise tables, pointer differences) are of this form, and the div
 * terms Z3 would otherwise case-split on cost 100 ms per query.  NULL when
 * a is not of that form (the caller encodes the division as it is). */
static Z3_ast exact_quotient(drs_enc *e, Z3_ast a, __int128 d)
{
    Z3_context z = e->z;
    if (!a || d == 0 || d > INT64_MAX || d < -INT64_MAX)
        return NULL;
    int64_t dd = (int64_t)d;
    Z3_ast s = Z3_simplify(z, a);
    if (!s || Z3_get_error_code(z) != Z3_OK || Z3_get_ast_kind(z, s) != Z3_APP_AST)
        return NULL;
    Z3_app app = Z3_to_app(z, s);
    bool sum = Z3_get_decl_kind(z, Z3_get_app_decl(z, app)) == Z3_OP_ADD;
    unsigned n = sum ? Z3_get_app_num_args(z, app) : 1;
    if (n == 0 || n > 64)
        return NULL;
    Z3_ast out[64];
    for (unsigned k = 0; k < n; k++) {
        Z3_ast t = sum ? Z3_get_app_arg(z, app, k) : s;
        int64_t v;
        if (Z3_is_numeral_ast(z, t)) {
            if (!Z3_get_numeral_int64(z, t, &v) || v % dd != 0)
                return NULL;
            out[k] = lnum(e, v / dd);
            continue;
        }
        if (Z3_get_ast_kind(z, t) != Z3_APP_AST)
            return NULL;
        Z3_app ta = Z3_to_app(z, t);
        unsigned m = Z3_get_app_num_args(z, ta);
        if (Z3_get_decl_kind(z, Z3_get_app_decl(z, ta)) != Z3_OP_MUL || m < 2 || m > 8)
            return NULL;
        Z3_ast f = Z3_get_app_arg(z, ta, 0);
        if (!Z3_is_numeral_ast(z, f) || !Z3_get_numeral_int64(z, f, &v) || v % dd != 0)
            return NULL;
        Z3_ast args[8];
        args[0] = lnum(e, v / dd);
        for (unsigned j = 1; j < m; j++)
            args[j] = Z3_get_app_arg(z, ta, j);
        out[k] = zc(e, Z3_mk_mul(z, m, args));
    }
    if (Z3_get_error_code(z) != Z3_OK) {
        zc(e, NULL);
        return NULL;
    }
    for (unsigned k = 0; k < n; k++)
        if (!out[k])
            return NULL;
    return n == 1 ? out[0] : zc(e, Z3_mk_add(z, n, out));
}

static Z3_ast c_divrem(drs_enc *e, bool rem, Z3_ast a, __int128 d)
{
    __int128 m = d < 0 ? -d : d;
    Z3_ast mm = lnum(e, m);
    Z3_ast nonneg = w_le(e, lnum(e, 0), a);
    Z3_ast r;
    if (rem) {
        Z3_ast pos = l_mod(e, a, mm);   /* (one term per statement) */
        r = mk_ite(e, nonneg, pos, l_neg(e, l_mod(e, l_neg(e, a), mm)));
    } else {
        Z3_ast pos = l_div(e, a, mm);   /* (one term per statement) */
        r = mk_ite(e, nonneg, pos, l_neg(e, l_div(e, l_neg(e, a), mm)));
        if (d < 0)
            r = l_neg(e, r);
    }
    return r;
}

Z3_ast drs_lia_value_(drs_enc *e, int k, int copy)
{
    int sl = drs_enc_slot_(e, k, copy);
    if (sl < 0)
        return NULL;
    if (e->val[sl][k])
        return e->val[sl][k];
    const drs_expr *x = &e->c->exprs[k];
    if (!e->elig[k]) {
        fail(e, "internal solver error: expression %d (%s) has no integer encoding", k,
             drs_op_name(x->op));
        return NULL;
    }
    unsigned w = x->type.bits;
    bool sg = type_signed(x->type);
    bool wraps = !sg && !e->fits[k];   /* unsigned result that may wrap */
    Z3_ast a = NULL, b = NULL, r = NULL;
    __int128 cst = 0;
    switch (x->op) {
    case DRS_OP_CONST:
        r = lnum(e, drs_const_math_(x));
        break;
    case DRS_OP_SYM:
        r = drs_lia_symbol_(e, x->sym, copy);
        break;
    case DRS_OP_CAST:
        if (w == 1) {
            r = b2i(e, drs_enc_truth(e, x->a, copy));
        } else {
            a = drs_lia_value_(e, x->a, copy);
            r = fits_in(e, x->a, x->type) ? a : wrap(e, a, x->type);
        }
        break;
    case DRS_OP_NEG:
        r = l_neg(e, drs_lia_value_(e, x->a, copy));
        if (wraps)
            r = wrap(e, r, x->type);
        break;
    case DRS_OP_BITNOT:
        a = drs_lia_value_(e, x->a, copy);
        if (sg) {   /* (one term per statement) */
            Z3_ast na = l_neg(e, a);
            r = l_sub(e, na, lnum(e, 1));
        } else {
            r = l_sub(e, lnum(e, drs_tmax_(x->type)), a);
        }
        break;
    case DRS_OP_LNOT:
        r = b2i(e, mk_not(e, drs_enc_truth(e, x->a, copy)));
        break;
    case DRS_OP_ADD:
    case DRS_OP_SUB:
        a = drs_lia_value_(e, x->a, copy);
        b = drs_lia_value_(e, x->b, copy);
        r = x->op == DRS_OP_ADD ? l_add(e, a, b) : l_sub(e, a, b);
        if (wraps)
            r = wrap(e, r, x->type);
        break;
    case DRS_OP_MUL: {
        bool left = e->symfree[x->a];
        if (!left && !e->symfree[x->b]) {
            a = drs_lia_value_(e, x->a, copy);   /* (one term per statement) */
            r = l_mul(e, a, drs_lia_value_(e, x->b, copy));
        } else if (!constant_of(e, left ? x->a : x->b, copy, &cst)) {
            return NULL;
        } else {
            Z3_ast c2 = lnum(e, cst);
            r = l_mul(e, c2, drs_lia_value_(e, left ? x->b : x->a, copy));
        }
        if (wraps)
            r = wrap(e, r, x->type);
        break;
    }
    case DRS_OP_DIV:
    case DRS_OP_REM:
        if (!constant_of(e, x->b, copy, &cst))
            return NULL;
        a = drs_lia_value_(e, x->a, copy);
        if (cst == 0)
            r = lnum(e, 0);   /* undefined: "defined" is false */
        else if ((r = exact_quotient(e, a, cst)) != NULL)
            r = x->op == DRS_OP_DIV ? r : lnum(e, 0);
        else if (e->error)
            r = NULL;
        else if (!sg)
            r = x->op == DRS_OP_DIV ? l_div(e, a, lnum(e, cst)) : l_mod(e, a, lnum(e, cst));
        else
            r = c_divrem(e, x->op == DRS_OP_REM, a, cst);
        break;
    case DRS_OP_SHL:
    case DRS_OP_SHR:
        if (!constant_of(e, x->b, copy, &cst))
            return NULL;
        a = drs_lia_value_(e, x->a, copy);
        if (cst < 0 || cst >= (__int128)w) {
            r = lnum(e, 0);   /* undefined: "defined" is false */
        } else if (x->op == DRS_OP_SHR) {
            r = l_div(e, a, lnum(e, (__int128)1 << (int)cst));
        } else {
            r = l_mul(e, a, lnum(e, (__int128)1 << (int)cst));
            if (!sg)
                r = wrap(e, r, x->type);
        }
        break;
    case DRS_OP_LT: case DRS_OP_LE: case DRS_OP_GT: case DRS_OP_GE:
    case DRS_OP_EQ: case DRS_OP_NE:
    case DRS_OP_LAND: case DRS_OP_LOR:
        r = b2i(e, drs_enc_truth(e, k, copy));
        break;
    case DRS_OP_ITE:
    {   /* floord and ceild of polyhedral code: one div (drs_floordiv.c) */
        bool up = false;
        int xs = drs_floor_div_of_(e, k, &cst, &up);
        if (xs >= 0) {
            a = drs_lia_value_(e, xs, copy);
            if (up) {   /* (one term per statement) */
                Z3_ast na = l_neg(e, a);
                r = l_neg(e, l_div(e, na, lnum(e, cst)));
            } else {
                r = l_div(e, a, lnum(e, cst));
            }
            break;
        }
        /* terms made in this order, whatever the compiler */
        Z3_ast ca = drs_enc_truth(e, x->a, copy);
        Z3_ast vb = drs_lia_value_(e, x->b, copy);
        r = mk_ite(e, ca, vb, drs_lia_value_(e, x->c, copy));
    }
        break;
    default:
        fail(e, "internal solver error: operator %s in integer mode", drs_op_name(x->op));
        break;
    }
    if (r && !e->error)
        e->val[sl][k] = r;
    return e->error ? NULL : r;
}

Z3_ast drs_lia_compare_(drs_enc *e, drs_op op, Z3_ast a, Z3_ast b)
{
    switch (op) {
    case DRS_OP_LT: return bin(e, Z3_mk_lt, a, b);
    case DRS_OP_LE: return bin(e, Z3_mk_le, a, b);
    case DRS_OP_GT: return bin(e, Z3_mk_gt, a, b);
    case DRS_OP_GE: return bin(e, Z3_mk_ge, a, b);
    case DRS_OP_EQ: return mk_eq(e, a, b);
    default: return mk_not(e, mk_eq(e, a, b));
    }
}

/* The node's own condition for being defined (its operands' aside). */
Z3_ast drs_lia_own_defined_(drs_enc *e, int k, int copy)
{
    const drs_expr *x = &e->c->exprs[k];
    bool sg = type_signed(x->type);
    unsigned w = x->type.bits;
    __int128 cst = 0;
    if (e->fits[k] && (x->op == DRS_OP_NEG || x->op == DRS_OP_ADD || x->op == DRS_OP_SUB ||
                       x->op == DRS_OP_MUL || x->op == DRS_OP_DIV || x->op == DRS_OP_REM))
        return e->t;   /* the ranges show it cannot go wrong */
    switch (x->op) {
    case DRS_OP_NEG:
    case DRS_OP_ADD:
    case DRS_OP_SUB:
    case DRS_OP_MUL:
        return sg ? in_type(e, drs_lia_value_(e, k, copy), x->type) : e->t;
    case DRS_OP_DIV:
    case DRS_OP_REM:
        if (!constant_of(e, x->b, copy, &cst))
            return NULL;
        if (cst == 0)
            return zc(e, Z3_mk_false(e->z));
        if (!sg || cst != -1)
            return e->t;
        /* a / -1 overflows only for the minimum (and so does a % -1) */
    {
        Z3_ast va = drs_lia_value_(e, x->a, copy);   /* (one term per statement) */
        return mk_not(e, mk_eq(e, va, lnum(e, drs_tmin_(x->type))));
    }
    case DRS_OP_SHL:
    case DRS_OP_SHR: {
        if (!constant_of(e, x->b, copy, &cst))
            return NULL;
        if (cst < 0 || cst >= (__int128)w)
            return zc(e, Z3_mk_false(e->z));
        if (x->op == DRS_OP_SHR || !sg)
            return e->t;
        /* signed <<: a >= 0 and a * 2^k representable */
        Z3_ast a = drs_lia_value_(e, x->a, copy);
        Z3_ast nonneg = w_le(e, lnum(e, 0), a);   /* (one term per statement) */
        Z3_ast vk = drs_lia_value_(e, k, copy);
        return mk_and(e, nonneg, w_le(e, vk, lnum(e, drs_tmax_(x->type))));
    }
    default:
        return e->t;
    }
}

/* ---- loops and the query pieces ------------------------------------------------ */

/* var - init of loop l (the copy already resolved by the caller). */
static Z3_ast loop_diff(drs_enc *e, int l, int sl)
{
    if (e->diff[sl][l])
        return e->diff[sl][l];
    const drs_loop *L = &e->c->loops[l];
    Z3_ast v = drs_lia_symbol_(e, L->var, sl);   /* (one term per statement) */
    Z3_ast d = l_sub(e, v, drs_lia_value_(e, L->init, sl));
    if (d && !e->error)
        e->diff[sl][l] = d;
    return e->error ? NULL : d;
}

static __int128 abs128(int64_t v) { return v < 0 ? -(__int128)v : (__int128)v; }

Z3_ast drs_lia_loop_domain_(drs_enc *e, int l, int copy)
{
    int sl = drs_loop_copy_(e, l, copy);
    if (sl < 0)
        return NULL;
    if (e->dom[sl][l])
        return e->dom[sl][l];
    const drs_loop *L = &e->c->loops[l];
    if (!loop_elig(e, l)) {
        fail(e, "internal solver error: loop %d has no integer encoding", l);
        return NULL;
    }
    Z3_ast di = drs_enc_defined(e, L->init, sl);   /* in this order */
    Z3_ast r = mk_and(e, di, drs_enc_defined(e, L->cond, sl));
    r = mk_and(e, r, drs_enc_truth(e, L->cond, sl));
    Z3_ast d = loop_diff(e, l, sl);
    Z3_ast zero = lnum(e, 0);
    r = mk_and(e, r, L->step > 0 ? w_le(e, zero, d) : w_le(e, d, zero));
    __int128 s = abs128(L->step);
    if (s > 1)
        r = mk_and(e, r, mk_eq(e, l_mod(e, d, lnum(e, s)), zero));
    if (r && !e->error)
        e->dom[sl][l] = r;
    return e->error ? NULL : r;
}

Z3_ast drs_lia_loop_near_(drs_enc *e, int l, int copy, int64_t steps)
{
    const drs_loop *L = &e->c->loops[l];
    __int128 bound = abs128(L->step) * steps;
    if (steps < 0 || bound >= ((__int128)1 << 64))
        return e->t;
    int sl = drs_loop_copy_(e, l, copy);
    if (sl < 0)
        return NULL;
    Z3_ast d = loop_diff(e, l, sl);
    if (L->step > 0)
        return w_le(e, d, lnum(e, bound));
    return w_le(e, lnum(e, -bound), d);
}

Z3_ast drs_lia_loop_first_(drs_enc *e, int l)
{
    int s1 = drs_loop_copy_(e, l, 1), s2 = drs_loop_copy_(e, l, 2);
    if (s1 < 0 || s2 < 0)
        return NULL;
    Z3_ast d1 = loop_diff(e, l, s1), d2 = loop_diff(e, l, s2);
    return e->c->loops[l].step > 0 ? w_lt(e, d1, d2) : w_lt(e, d2, d1);
}

Z3_ast drs_lia_safelen_(drs_enc *e, int par, uint64_t abs_step)
{
    __int128 lim = (__int128)abs_step * (__int128)e->c->safelen;
    Z3_ast d1 = loop_diff(e, par, 1);   /* (one term per statement) */
    Z3_ast d = l_sub(e, d1, loop_diff(e, par, 2));
    Z3_ast hi = w_lt(e, d, lnum(e, lim));
    return mk_and(e, hi, w_lt(e, lnum(e, -lim), d));
}

Z3_ast drs_lia_overlap_(drs_enc *e, int a1, int a2)
{
    const drs_access *x1 = &e->c->accesses[a1], *x2 = &e->c->accesses[a2];
    Z3_ast o1 = drs_lia_value_(e, x1->offset, 1);
    Z3_ast o2 = drs_lia_value_(e, x2->offset, 2);
    Z3_ast e1 = l_add(e, o1, lnum(e, x1->size));
    Z3_ast e2 = l_add(e, o2, lnum(e, x2->size));
    Z3_ast r = w_lt(e, o1, e2);   /* (one term per statement) */
    r = mk_and(e, r, w_lt(e, o2, e1));
    return e->error ? NULL : r;
}

Z3_ast drs_lia_wide_(drs_enc *e, int k, int copy)
{
    if (e->lia)
        return drs_lia_value_(e, k, copy);
    drs_type t = e->c->exprs[k].type;
    return ext(e, drs_enc_value(e, k, copy), t.bits, type_signed(t), DRS_WIDE);
}
