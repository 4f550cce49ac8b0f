/* ref_eval.c -- the reference evaluator of model expressions (ref_eval.h). */
#include "ref_eval.h"

__int128 drs_ref_min(drs_type t)
{
    return t.is_signed && t.bits > 1 ? -((__int128)1 << (t.bits - 1)) : 0;
}

__int128 drs_ref_max(drs_type t)
{
    if (t.bits == 1)
        return 1;
    return t.is_signed ? ((__int128)1 << (t.bits - 1)) - 1 : ((__int128)1 << t.bits) - 1;
}

static bool is_signed(drs_type t) { return t.is_signed && t.bits > 1; }

/* The mathematical value of a normalised value of type t. */
__int128 drs_ref_math(drs_type t, int64_t v)
{
    return !t.is_signed && t.bits == 64 ? (__int128)(uint64_t)v : (__int128)v;
}

int64_t drs_ref_norm(drs_type t, int64_t v)
{
    uint64_t u = (uint64_t)v, mask;
    if (t.bits >= 64)
        return v;
    if (t.bits == 1)
        return v != 0;
    mask = ((uint64_t)1 << t.bits) - 1;
    u &= mask;
    if (t.is_signed && (u >> (t.bits - 1)))
        u |= ~mask;
    return (int64_t)u;
}

/* r (exact) as a value of type t: wraps for unsigned, undefined when a
 * signed type cannot hold it. */
static int64_t result(drs_ref_eval *E, drs_type t, __int128 r)
{
    if (is_signed(t) && (r < drs_ref_min(t) || r > drs_ref_max(t))) {
        E->ub = true;
        return 0;
    }
    return drs_ref_norm(t, (int64_t)(uint64_t)(unsigned __int128)r);
}

int64_t drs_ref_eval_expr(drs_ref_eval *E, int k)
{
    const drs_expr *e;
    drs_type t;
    int64_t a, b;
    __int128 ma, mb;

    if (E->ub || k < 0 || k >= E->c->n_exprs)
        return 0;
    e = &E->c->exprs[k];
    t = e->type;
    switch (e->op) {
    case DRS_OP_CONST:
        return drs_ref_norm(t, e->value);
    case DRS_OP_SYM:
        return drs_ref_norm(t, E->vals[e->sym]);
    case DRS_OP_CAST:
        return drs_ref_norm(t, drs_ref_eval_expr(E, e->a));
    case DRS_OP_LNOT:
        return drs_ref_eval_expr(E, e->a) == 0;
    case DRS_OP_LAND:   /* short-circuit: the right side may be undefined */
        return drs_ref_eval_expr(E, e->a) != 0 && drs_ref_eval_expr(E, e->b) != 0;
    case DRS_OP_LOR:
        return drs_ref_eval_expr(E, e->a) != 0 || drs_ref_eval_expr(E, e->b) != 0;
    case DRS_OP_ITE:
        return drs_ref_eval_expr(E, e->a) != 0 ? drs_ref_eval_expr(E, e->b)
                                               : drs_ref_eval_expr(E, e->c);
    case DRS_OP_NEG:
        a = drs_ref_eval_expr(E, e->a);
        return result(E, t, -drs_ref_math(t, a));
    case DRS_OP_BITNOT:
        return drs_ref_norm(t, ~drs_ref_eval_expr(E, e->a));
    default:
        break;
    }
    a = drs_ref_eval_expr(E, e->a);
    b = drs_ref_eval_expr(E, e->b);
    if (E->ub)
        return 0;
    ma = drs_ref_math(E->c->exprs[e->a].type, a);
    mb = drs_ref_math(E->c->exprs[e->b].type, b);
    switch (e->op) {
    case DRS_OP_ADD: return result(E, t, ma + mb);
    case DRS_OP_SUB: return result(E, t, ma - mb);
    case DRS_OP_MUL:
        if (!is_signed(t))   /* wraps: modulo 2^64 (u64 * u64 exceeds __int128) */
            return drs_ref_norm(t, (int64_t)((uint64_t)a * (uint64_t)b));
        return result(E, t, ma * mb);
    case DRS_OP_DIV:
    case DRS_OP_REM:
        if (mb == 0 || (is_signed(t) && ma == drs_ref_min(t) && mb == -1)) {
            E->ub = true;
            return 0;
        }
        return result(E, t, e->op == DRS_OP_DIV ? ma / mb : ma % mb);   /* truncating */
    case DRS_OP_SHL:
    case DRS_OP_SHR:
        if (mb < 0 || mb >= (__int128)t.bits) {
            E->ub = true;
            return 0;
        }
        if (e->op == DRS_OP_SHR)
            return drs_ref_norm(t, (int64_t)(ma >> (int)mb));   /* arithmetic when signed */
        if (is_signed(t)) {
            if (ma < 0) {
                E->ub = true;
                return 0;
            }
            return result(E, t, ma << (int)mb);
        }
        return drs_ref_norm(t, (int64_t)((uint64_t)a << (int)mb));
    case DRS_OP_AND: return drs_ref_norm(t, a & b);
    case DRS_OP_OR: return drs_ref_norm(t, a | b);
    case DRS_OP_XOR: return drs_ref_norm(t, a ^ b);
    case DRS_OP_LT: return ma < mb;
    case DRS_OP_LE: return ma <= mb;
    case DRS_OP_GT: return ma > mb;
    case DRS_OP_GE: return ma >= mb;
    case DRS_OP_EQ: return ma == mb;
    case DRS_OP_NE: return ma != mb;
    default:
        E->ub = true;   /* not an operator of the model */
        return 0;
    }
}
