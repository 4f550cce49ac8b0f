/* drs_memo.c -- answers of the pair queries a construct has already asked.
 *
 * Many candidate pairs of a construct ask Z3 the same question: every pair
 * of accesses to one shared scalar in the same loop body (NPB BT's
 * `tmp1 = 1.0 / u[i][j][k][0]; tmp2 = tmp1 * tmp1; ...`: 356 pairs in one
 * loop) has the same path conditions, the same (trivial) overlap and the
 * same may-happen-in-parallel fact.  Z3 builds each term once (a term made
 * twice is the same AST, with the same id, in a context without reference
 * counting: drs_context.c), so the query of a pair is identified by the ids
 * of its facts.  The witness polishing (drs_polish_) adds facts of its own
 * about the loops around each access, the workers running them and whether
 * the pair is one access against itself; those go into the key too.  Two
 * pairs with equal keys ask one formula, so one answer serves both: "unsat"
 * is the same proof, and the polished model of a race is a model of the
 * other pair's query, from which its own witness is read (drs_fill_race_
 * names the pair's accesses).  Only decided answers are kept: an undecided
 * query is asked again (the budget may differ). */
#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <string.h>
#include <z3.h>

#include "drs_check_int.h"

bool drs_memo_key_(check_state *st, int first, int second, const Z3_ast *q, int nq,
                   drs_memo_key *k)
{
    const drs_construct *c = st->c;
    Z3_context z = st->s->z;
    if (nq <= 0 || nq > DRS_MEMO_FACTS)
        return false;
    memset(k, 0, sizeof *k);
    k->n = 0;
    for (int i = 0; i < nq; i++) {
        if (!q[i])
            return false;
        k->v[k->n++] = Z3_get_ast_id(z, q[i]);
    }
    if (Z3_get_error_code(z) != Z3_OK)
        return false;
    const drs_access *a = &c->accesses[first], *b = &c->accesses[second];
    k->v[k->n++] = (unsigned)(a->loop + 1);
    k->v[k->n++] = (unsigned)(b->loop + 1);
    k->v[k->n++] = (unsigned)(a->worker + 1);
    k->v[k->n++] = (unsigned)(b->worker + 1);
    k->v[k->n++] = first == second;
    uint64_t h = (uint64_t)k->n;
    for (int i = 0; i < k->n; i++)
        h = drs_mix_(h, k->v[i]);
    k->hash = h;
    return true;
}

static bool same_key(const drs_memo_key *x, const drs_memo_key *y)
{
    return x->hash == y->hash && x->n == y->n &&
           memcmp(x->v, y->v, sizeof(unsigned) * (size_t)x->n) == 0;
}

const drs_memo_entry *drs_memo_find_(const check_state *st, const drs_memo_key *k)
{
    for (int i = 0; i < st->n_memo; i++)
        if (same_key(&st->memo[i].key, k))
            return &st->memo[i];
    return NULL;
}

void drs_memo_put_(check_state *st, const drs_memo_key *k, Z3_lbool res, Z3_model m)
{
    if (res == Z3_L_UNDEF || (res == Z3_L_TRUE && !m) || drs_memo_find_(st, k))
        return;
    if (st->n_memo == st->cap_memo) {
        int cap = st->cap_memo ? 2 * st->cap_memo : 16;
        drs_memo_entry *p = realloc(st->memo, sizeof *p * (size_t)cap);
        if (!p)
            return;   /* not remembered: asked again */
        st->memo = p;
        st->cap_memo = cap;
    }
    drs_memo_entry *e = &st->memo[st->n_memo++];
    e->key = *k;
    e->res = res;
    e->m = m;
    if (m)
        Z3_model_inc_ref(st->s->z, m);
}

void drs_memo_free_(check_state *st)
{
    for (int i = 0; i < st->n_memo; i++)
        if (st->memo[i].m)
            Z3_model_dec_ref(st->s->z, st->memo[i].m);
    free(st->memo);
    st->memo = NULL;
    st->n_memo = st->cap_memo = 0;
}
