/* drs_ranges.c -- interval analysis of a construct's expressions, and the
 * cheaper but equal terms it allows (see the comment below).
 */
#include "drs_enc_int.h"

/* ---- ranges ---------------------------------------------------------------
 *
 * A small interval analysis makes nonlinear queries over bounded loops cheap
 * without changing their meaning.  A loop variable v with a canonical
 * condition (`v < b`, `v <= b`, `b > v`, ..., or a conjunction of them) and a
 * known init lies in [init, max(b) - 1] (step > 0) in every execution where
 * its loop is in its domain -- and the query only uses v's value where that
 * domain is asserted.  From there intervals go up the expression DAG with
 * exact integer arithmetic.  Where the exact result of a signed + - * or a
 * / % provably stays in its type, its "defined" condition is statically
 * true; where a product's operands and result fit in n < width bits, the
 * multiplication is done in n bits and sign-extended, which is the same
 * value.  A signed result that may overflow keeps the part of its exact
 * interval its type holds (the overflow is undefined and excluded), and
 * its overflow check.  Anything not understood gets its type's full range.
 */

#define IV_BIG ((__int128)1 << 62)

static drs_ival type_range(drs_type t)
{
    drs_ival r = {drs_tmin_(t), drs_tmax_(t)};
    return r;
}

static bool within(drs_ival v, drs_ival r) { return v.lo >= r.lo && v.hi <= r.hi; }
static __int128 imin(__int128 a, __int128 b) { return a < b ? a : b; }
static __int128 imax(__int128 a, __int128 b) { return a > b ? a : b; }
static bool big(drs_ival v) { return v.lo < -IV_BIG || v.hi > IV_BIG; }

static drs_ival ival(__int128 lo, __int128 hi)
{
    drs_ival r = {lo, hi};
    return r;
}


/* Smallest n >= 2 such that every value of v fits in n-bit two's complement. */
static unsigned bits_needed(drs_ival v)
{
    for (unsigned n = 2; n < 127; n++) {
        __int128 h = (__int128)1 << (n - 1);
        if (v.lo >= -h && v.hi <= h - 1)
            return n;
    }
    return 127;
}

static drs_ival ival_of(drs_enc *e, int k);

/* Node k is the variable `var`, possibly under value-preserving casts. */
static bool is_var(drs_enc *e, int k, int var)
{
    const drs_expr *x = &e->c->exprs[k];
    if (x->op == DRS_OP_SYM)
        return x->sym == var;
    if (x->op == DRS_OP_CAST && x->type.bits > 1 &&
        within(type_range(e->c->exprs[x->a].type), type_range(x->type)))
        return is_var(e, x->a, var);
    return false;
}

static bool mentions(drs_enc *e, int k, int var, unsigned char *seen)
{
    if (k < 0 || seen[k])
        return false;
    seen[k] = 1;
    const drs_expr *x = &e->c->exprs[k];
    if (x->op == DRS_OP_SYM)
        return x->sym == var;
    return mentions(e, x->a, var, seen) || mentions(e, x->b, var, seen) ||
           mentions(e, x->c, var, seen);
}

/* The comparison that holds when comparison op does not. */
static drs_op negated_cmp(drs_op op)
{
    switch (op) {
    case DRS_OP_LT: return DRS_OP_GE;
    case DRS_OP_LE: return DRS_OP_GT;
    case DRS_OP_GT: return DRS_OP_LE;
    case DRS_OP_GE: return DRS_OP_LT;
    case DRS_OP_EQ: return DRS_OP_NE;
    default: return DRS_OP_EQ;   /* != */
    }
}

/* Narrows *r by the bounds condition k puts on `var` when k is true
 * (holds) or false (!holds): && and ||, ! and comparisons. */
static void cond_bounds_if(drs_enc *e, int k, int var, bool holds, drs_ival *r)
{
    const drs_expr *x = &e->c->exprs[k];
    if (x->op == DRS_OP_LNOT) {
        cond_bounds_if(e, x->a, var, !holds, r);
        return;
    }
    if ((x->op == DRS_OP_LAND && holds) || (x->op == DRS_OP_LOR && !holds)) {
        cond_bounds_if(e, x->a, var, holds, r);
        cond_bounds_if(e, x->b, var, holds, r);
        return;
    }
    if (!is_cmp(x->op))
        return;
    drs_op op = holds ? x->op : negated_cmp(x->op);
    int other;
    if (is_var(e, x->a, var) && !is_var(e, x->b, var)) {
        other = x->b;
    } else if (is_var(e, x->b, var) && !is_var(e, x->a, var)) {
        other = x->a;
        op = op == DRS_OP_LT ? DRS_OP_GT : op == DRS_OP_GT ? DRS_OP_LT
           : op == DRS_OP_LE ? DRS_OP_GE : op == DRS_OP_GE ? DRS_OP_LE : op;
    } else {
        return;
    }
    unsigned char *seen = calloc((size_t)e->c->n_exprs, 1);
    if (!seen)
        return;
    bool self = mentions(e, other, var, seen);
    free(seen);
    if (self)
        return;
    /* Both sides are compared as the mathematical values of their (common)
     * type; the variable side has the variable's value. */
    drs_ival b = ival_of(e, other);
    switch (op) {
    case DRS_OP_LT: r->hi = imin(r->hi, b.hi - 1); break;
    case DRS_OP_LE: r->hi = imin(r->hi, b.hi); break;
    case DRS_OP_GT: r->lo = imax(r->lo, b.lo + 1); break;
    case DRS_OP_GE: r->lo = imax(r->lo, b.lo); break;
    case DRS_OP_EQ:
        r->lo = imax(r->lo, b.lo);
        r->hi = imin(r->hi, b.hi);
        break;
    default: break;
    }
}

static void cond_bounds(drs_enc *e, int k, int var, drs_ival *r)
{
    cond_bounds_if(e, k, var, true, r);
}

/* Inputs: env holds in every query, so its bounds on an input hold too. */
static void compute_input_ranges(drs_enc *e)
{
    const drs_construct *c = e->c;
    if (c->env < 0)
        return;
    for (int s = 0; s < c->n_symbols; s++) {
        if (c->symbols[s].kind != DRS_SYM_INPUT)
            continue;
        drs_ival full = type_range(c->symbols[s].type), r = full;
        cond_bounds(e, c->env, s, &r);
        if (r.lo > r.hi || !within(r, full))
            r = full;
        e->input_iv[s] = r;
        e->input_iv_done[s] = true;
    }
}

static void compute_loop_ranges(drs_enc *e)
{
    const drs_construct *c = e->c;
    for (int l = 0; l < c->n_loops; l++) {
        const drs_loop *L = &c->loops[l];
        drs_ival full = type_range(c->symbols[L->var].type), r = full;
        unsigned char *seen = calloc((size_t)c->n_exprs, 1);
        bool self = !seen || mentions(e, L->init, L->var, seen);
        free(seen);
        if (!self) {
            drs_ival in = ival_of(e, L->init);
            cond_bounds(e, L->cond, L->var, &r);
            if (L->step > 0)
                r.lo = imax(r.lo, in.lo);
            else
                r.hi = imin(r.hi, in.hi);
        }
        if (r.lo > r.hi || !within(r, full))
            r = full;   /* an empty loop: nothing to gain */
        e->loop_iv[l] = r;
        e->loop_iv_done[l] = true;
    }
}

static drs_ival ival_compute(drs_enc *e, int k)
{
    const drs_expr *x = &e->c->exprs[k];
    drs_ival full = type_range(x->type), a, b, m;
    bool sg = type_signed(x->type);
    switch (x->op) {
    case DRS_OP_CONST:
        e->fits[k] = true;
        return ival(drs_const_math_(x), drs_const_math_(x));
    case DRS_OP_SYM: {
        const drs_symbol *y = &e->c->symbols[x->sym];
        if ((y->kind == DRS_SYM_LOOP || y->kind == DRS_SYM_OUTER) && y->loop >= 0 &&
            y->loop < e->c->n_loops && e->c->loops[y->loop].var == x->sym &&
            e->loop_iv_done[y->loop])
            return e->loop_iv[y->loop];
        if (y->kind == DRS_SYM_INPUT && e->input_iv_done[x->sym])
            return e->input_iv[x->sym];
        return full;
    }
    case DRS_OP_CAST:
        a = ival_of(e, x->a);
        if (x->type.bits == 1)
            return (a.lo > 0 || a.hi < 0) ? ival(1, 1) : ival(0, 1);
        return within(a, full) ? a : full;
    case DRS_OP_NEG:
    case DRS_OP_ADD:
    case DRS_OP_SUB:
    case DRS_OP_MUL:
        a = ival_of(e, x->a);
        if (x->op == DRS_OP_NEG) {
            m = ival(-a.hi, -a.lo);
        } else {
            b = ival_of(e, x->b);
            if (x->op == DRS_OP_ADD) {
                m = ival(a.lo + b.lo, a.hi + b.hi);
            } else if (x->op == DRS_OP_SUB) {
                m = ival(a.lo - b.hi, a.hi - b.lo);
            } else {
                if (big(a) || big(b))
                    return full;
                __int128 p1 = a.lo * b.lo, p2 = a.lo * b.hi, p3 = a.hi * b.lo,
                         p4 = a.hi * b.hi;
                m = ival(imin(imin(p1, p2), imin(p3, p4)), imax(imax(p1, p2), imax(p3, p4)));
            }
        }
        if (within(m, full)) {
            e->fits[k] = true;
            return m;
        }
        /* A signed result outside its type is undefined behaviour, which
         * every query excludes wherever the node is evaluated: the value
         * is in the part of m the type holds (16 * c2 with c2 >= 0 stays
         * >= 0).  The overflow check stays (fits is not set). */
        if (sg && m.lo <= full.hi && m.hi >= full.lo)
            return ival(imax(m.lo, full.lo), imin(m.hi, full.hi));
        return full;
    case DRS_OP_DIV:
    case DRS_OP_REM: {
        a = ival_of(e, x->a);
        b = ival_of(e, x->b);
        if (b.lo <= 0 && b.hi >= 0)
            return full;
        bool minus1 = sg && b.lo <= -1 && b.hi >= -1 && a.lo <= full.lo;
        if (minus1)
            return full;
        e->fits[k] = true;   /* no division by zero, no INT_MIN / -1 */
        if (x->op == DRS_OP_DIV) {
            __int128 q1 = a.lo / b.lo, q2 = a.lo / b.hi, q3 = a.hi / b.lo, q4 = a.hi / b.hi;
            m = ival(imin(imin(q1, q2), imin(q3, q4)), imax(imax(q1, q2), imax(q3, q4)));
        } else {
            __int128 mb = imax(b.lo < 0 ? -b.lo : b.lo, b.hi < 0 ? -b.hi : b.hi) - 1;
            if (a.lo >= 0)
                m = ival(0, imin(a.hi, mb));
            else if (a.hi <= 0)
                m = ival(imax(a.lo, -mb), 0);
            else
                m = ival(-mb, mb);
        }
        return within(m, full) ? m : full;
    }
    case DRS_OP_AND:
        a = ival_of(e, x->a);
        b = ival_of(e, x->b);
        if (a.lo >= 0 && b.lo >= 0)
            return ival(0, imin(a.hi, b.hi));
        if (a.lo >= 0)
            return ival(0, a.hi);
        if (b.lo >= 0)
            return ival(0, b.hi);
        return full;
    case DRS_OP_SHR:
        a = ival_of(e, x->a);
        b = ival_of(e, x->b);
        if (a.lo >= 0 && b.lo >= 0 && b.hi < (__int128)x->type.bits)
            return ival(a.lo >> (int)b.hi, a.hi >> (int)b.lo);
        return full;
    case DRS_OP_LT: case DRS_OP_LE: case DRS_OP_GT: case DRS_OP_GE:
    case DRS_OP_EQ: case DRS_OP_NE: case DRS_OP_LAND: case DRS_OP_LOR:
    case DRS_OP_LNOT:
        return within(ival(0, 1), full) ? ival(0, 1) : full;
    case DRS_OP_ITE:
        b = ival_of(e, x->b);
        m = ival_of(e, x->c);
        return ival(imin(b.lo, m.lo), imax(b.hi, m.hi));
    default:
        return full;
    }
}

static drs_ival ival_of(drs_enc *e, int k)
{
    if (e->iv_state[k] == 2)
        return e->iv[k];
    if (e->iv_state[k] == 1)
        return type_range(e->c->exprs[k].type);
    e->iv_state[k] = 1;
    drs_ival r = ival_compute(e, k);
    e->iv[k] = r;
    e->iv_state[k] = 2;
    return r;
}

void drs_enc_ranges_(drs_enc *e)
{
    compute_input_ranges(e);
    compute_loop_ranges(e);
    for (int k = 0; k < e->c->n_exprs; k++)
        (void)ival_of(e, k);
}

bool drs_enc_inner_in_range(const drs_enc *e, int acc, bool assumed)
{
    if (e->error || acc < 0 || acc >= e->c->n_accesses)
        return false;
    const drs_shape *sh = &e->shape[acc];
    if (sh->n < 2 || sh->n > 64)
        return false;
    for (int k = 1; k < sh->n; k++) {
        uint64_t a = assumed ? sh->assume : 0;
        if (k < 32 && (a & DRS_LO(k)) && (a & DRS_HI(k)))
            continue;   /* both bounds assumed: no interval needed */
        if (e->iv_state[sh->idx[k]] != 2 || e->iv_state[sh->dims[k]] != 2)
            return false;
        drs_ival v = e->iv[sh->idx[k]], d = e->iv[sh->dims[k]];
        if (k >= 32 || (!(a & DRS_LO(k)) && v.lo < 0) || (!(a & DRS_HI(k)) && v.hi >= d.lo))
            return false;
    }
    return true;
}

bool drs_enc_index_bound_proved(const drs_enc *e, int acc, int k, bool upper)
{
    if (e->error || acc < 0 || acc >= e->c->n_accesses || k < 0 ||
        k >= e->c->accesses[acc].n_index)
        return false;
    const drs_access *x = &e->c->accesses[acc];
    if (!x->dims || x->dims[k] < 0 || e->iv_state[x->index[k]] != 2 ||
        e->iv_state[x->dims[k]] != 2)
        return false;
    drs_ival v = e->iv[x->index[k]], d = e->iv[x->dims[k]];
    return upper ? v.hi < d.lo : v.lo >= 0;
}

bool drs_enc_index_proved(const drs_enc *e, int acc)
{
    if (e->error || acc < 0 || acc >= e->c->n_accesses)
        return false;
    const drs_access *x = &e->c->accesses[acc];
    uint64_t bits = e->shape[acc].assume;
    for (int k = 0; k < x->n_index && k < 32; k++)
        if (((bits & DRS_LO(k)) && !drs_enc_index_bound_proved(e, acc, k, false)) ||
            ((bits & DRS_HI(k)) && !drs_enc_index_bound_proved(e, acc, k, true)))
            return false;
    return true;
}

int drs_enc_subscript(const drs_enc *e, int acc, int k)
{
    if (e->error || acc < 0 || acc >= e->c->n_accesses)
        return -1;
    const drs_shape *sh = &e->shape[acc];
    return sh->n >= 2 && k >= 0 && k < sh->n ? sh->idx[k] : -1;
}

/* Operand a (range v) as an n-bit vector congruent to it modulo 2^n, with
 * as few non-constant bits as the range allows. */
static Z3_ast narrow_operand(drs_enc *e, Z3_ast a, drs_ival v, unsigned n)
{
    unsigned need;
    bool nonneg = v.lo >= 0;
    if (nonneg) {
        need = 1;
        while (need < 127 && v.hi >= ((__int128)1 << need))
            need++;
    } else {
        need = bits_needed(v);
    }
    if (need >= n)
        return zc(e, Z3_mk_extract(e->z, n - 1, 0, a));
    Z3_ast low = zc(e, Z3_mk_extract(e->z, need - 1, 0, a));
    if (!low)
        return NULL;
    return zc(e, nonneg ? Z3_mk_zero_ext(e->z, n - need, low)
                        : Z3_mk_sign_ext(e->z, n - need, low));
}

/* x * y in fewer bits when the node's range allows (the product of the
 * operands modulo 2^n is exact when the true product fits in n bits);
 * NULL otherwise. */
Z3_ast drs_enc_narrow_mul_(drs_enc *e, int k, Z3_ast a, Z3_ast b)
{
    const drs_expr *x = &e->c->exprs[k];
    if (!a || !b || !e->fits[k])
        return NULL;
    unsigned n = bits_needed(e->iv[k]);
    if (n + 1 >= x->type.bits)
        return NULL;
    Z3_ast xa = narrow_operand(e, a, e->iv[x->a], n);
    Z3_ast xb = narrow_operand(e, b, e->iv[x->b], n);
    Z3_ast p = bin(e, Z3_mk_bvmul, xa, xb);
    return p ? zc(e, Z3_mk_sign_ext(e->z, x->type.bits - n, p)) : NULL;
}
/* a / b or a % b in fewer bits when the operands and the result fit in n
 * bits (two's complement) and the division is defined: the n-bit quotient or
 * remainder of the same values, extended back, is the same number. */
Z3_ast drs_enc_narrow_divrem_(drs_enc *e, int k, Z3_ast a, Z3_ast b)
{
    const drs_expr *x = &e->c->exprs[k];
    if (!a || !b || !e->fits[k])
        return NULL;
    unsigned n = bits_needed(e->iv[k]);
    unsigned na = bits_needed(e->iv[x->a]), nb = bits_needed(e->iv[x->b]);
    if (na > n)
        n = na;
    if (nb > n)
        n = nb;
    if (n + 1 >= x->type.bits)
        return NULL;
    Z3_ast xa = zc(e, Z3_mk_extract(e->z, n - 1, 0, a));
    Z3_ast xb = zc(e, Z3_mk_extract(e->z, n - 1, 0, b));
    bool sg = type_signed(x->type);
    z3_bin f = x->op == DRS_OP_DIV ? (sg ? Z3_mk_bvsdiv : Z3_mk_bvudiv)
                                   : (sg ? Z3_mk_bvsrem : Z3_mk_bvurem);
    Z3_ast r = bin(e, f, xa, xb);
    return r ? zc(e, Z3_mk_sign_ext(e->z, x->type.bits - n, r)) : NULL;
}
