/* drs_query.c -- the pieces of the race query of one pair: loop domains,
 * the base facts, an access's conditions, the overlap of two byte ranges,
 * and the subscript shapes behind the "equal subscripts" fact.  The
 * formula they make is worked on an example at the top of drs_encode.c.
 * The may-happen-in-parallel components of constructs with workers are in
 * drs_parallel.c.
 */
#include "drs_enc_int.h"

/* ---- loops ------------------------------------------------------------- */

/* var - init of loop l in DRS_WIDE bits (exact). */
static Z3_ast loop_diff(drs_enc *e, int l, int copy)
{
    int sl = drs_loop_copy_(e, l, copy);
    if (sl < 0 || e->error)
        return NULL;
    if (e->diff[sl][l])
        return e->diff[sl][l];
    const drs_loop *L = &e->c->loops[l];
    drs_type t = e->c->symbols[L->var].type;
    Z3_ast v = ext(e, drs_enc_symbol(e, L->var, sl), t.bits, type_signed(t), DRS_WIDE);
    Z3_ast i = ext(e, drs_enc_value(e, L->init, sl), t.bits, type_signed(t), DRS_WIDE);
    Z3_ast d = bin(e, Z3_mk_bvsub, v, i);
    if (d && !e->error)
        e->diff[sl][l] = d;
    return e->error ? NULL : d;
}

static uint64_t abs_step(int64_t step)
{
    return step < 0 ? 0 - (uint64_t)step : (uint64_t)step;
}

Z3_ast drs_enc_loop_domain(drs_enc *e, int l, int copy)
{
    if (e->error)
        return NULL;
    if (l < 0 || l >= e->c->n_loops) {
        fail(e, "internal solver error: bad loop %d", l);
        return NULL;
    }
    if (e->lia)
        return drs_lia_loop_domain_(e, l, copy);
    int sl = drs_loop_copy_(e, l, copy);
    if (sl < 0)
        return NULL;
    if (e->dom[sl][l])
        return e->dom[sl][l];
    const drs_loop *L = &e->c->loops[l];
    /* one term per statement: the order terms are made in must not be
     * left to the compiler (C leaves a call's argument order open), as
     * Z3's witnesses depend on it */
    Z3_ast di = drs_enc_defined(e, L->init, sl);
    Z3_ast r = mk_and(e, di, drs_enc_defined(e, L->cond, sl));
    r = mk_and(e, r, drs_enc_truth(e, L->cond, sl));
    Z3_ast d = loop_diff(e, l, sl);
    Z3_ast zero = num(e, DRS_WIDE, 0);
    uint64_t s = abs_step(L->step);
    Z3_ast dir = bin(e, L->step > 0 ? Z3_mk_bvsge : Z3_mk_bvsle, d, zero);
    r = mk_and(e, r, dir);
    if (s > 1 && (s & (s - 1)) == 0) {
        /* A power of two: the low bits of the difference are zero. */
        unsigned p = 0;
        while (((uint64_t)1 << p) != s)
            p++;
        Z3_ast low = zc(e, Z3_mk_extract(e->z, p - 1, 0, d));
        r = mk_and(e, r, mk_eq(e, low, num(e, p, 0)));
    } else if (s > 1) {
        /* |var - init| = k * |step| with a fresh k small enough that the
         * product cannot wrap in DRS_WIDE bits. */
        char name[300];
        const char *vn = e->c->symbols[L->var].name;
        if (sl)
            snprintf(name, sizeof name, "%s!%d#k", vn, sl);
        else
            snprintf(name, sizeof name, "%s#k", vn);
        Z3_sort srt = bv_sort(e, DRS_WIDE);
        Z3_ast k = srt ? zc(e, Z3_mk_const(e->z, Z3_mk_string_symbol(e->z, name), srt)) : NULL;
        unsigned __int128 kmax = ((((unsigned __int128)1) << 65) - 1) / s;
        Z3_ast prod = bin(e, Z3_mk_bvmul, k, num(e, DRS_WIDE, s));
        Z3_ast mag = L->step > 0 ? d : bneg(e, d);
        r = mk_and(e, r, bin(e, Z3_mk_bvule, k, num128(e, DRS_WIDE, kmax)));
        r = mk_and(e, r, mk_eq(e, mag, prod));
    }
    if (r && !e->error)
        e->dom[sl][l] = r;
    return e->error ? NULL : r;
}

Z3_ast drs_enc_loop_near(drs_enc *e, int l, int copy, int64_t steps)
{
    if (e->error)
        return NULL;
    if (l < 0 || l >= e->c->n_loops) {
        fail(e, "internal solver error: bad loop %d", l);
        return NULL;
    }
    if (e->lia)
        return drs_lia_loop_near_(e, l, copy, steps);
    const drs_loop *L = &e->c->loops[l];
    unsigned __int128 bound = (unsigned __int128)abs_step(L->step) * (uint64_t)steps;
    if (steps < 0 || bound >= ((unsigned __int128)1 << 64))
        return e->t;
    Z3_ast d = loop_diff(e, l, copy);
    if (L->step > 0)
        return bin(e, Z3_mk_bvsle, d, num128(e, DRS_WIDE, bound));
    return bin(e, Z3_mk_bvsge, d, bneg(e, num128(e, DRS_WIDE, bound)));
}

Z3_ast drs_enc_loop_first(drs_enc *e, int l)
{
    if (e->error)
        return NULL;
    if (l < 0 || l >= e->c->n_loops || e->c->loops[l].kind == DRS_LOOP_OUTER) {
        fail(e, "internal solver error: bad loop %d", l);
        return NULL;
    }
    if (e->lia)
        return drs_lia_loop_first_(e, l);
    Z3_ast d1 = loop_diff(e, l, 1), d2 = loop_diff(e, l, 2);
    return e->c->loops[l].step > 0 ? bin(e, Z3_mk_bvslt, d1, d2) : bin(e, Z3_mk_bvsgt, d1, d2);
}

/* ---- the query pieces -------------------------------------------------- */

/* def(x) and x != 0, for a condition evaluated in copy `copy`. */
static Z3_ast holds(drs_enc *e, int x, int copy)
{
    Z3_ast d = drs_enc_defined(e, x, copy);   /* first, whatever the compiler */
    return mk_and(e, d, drs_enc_truth(e, x, copy));
}

/* Memory the construct never writes holds the same contents throughout
 * it: two untracked reads of it (drs_symbol.mem) at the same element read
 * the same value, in either copy; when its elements are pairwise different
 * (drs_symbol.mem_distinct), reads of different elements differ.  Without this a witness could give one
 * element two values (rowstr[j+1] in iteration j and rowstr[j'] in
 * iteration j' = j+1).  At most DRS_MEM_READS reads are related. */
static bool written_in_construct(const drs_construct *c, const char *mem)
{
    for (int k = 0; k < c->n_accesses; k++)
        if ((c->accesses[k].mode & DRS_WRITE) &&
            strcmp(c->objects[c->accesses[k].object].name, mem) == 0)
            return true;
    return false;
}

int drs_mem_reads(const drs_construct *c, int reads[][2])
{
    int n = 0;
    for (int s = 0; s < c->n_symbols; s++) {
        const drs_symbol *y = &c->symbols[s];
        if (y->untracked != DRS_UNTRACKED_MEMORY || !y->mem || y->mem_index < 0 ||
            y->kind != DRS_SYM_LOCAL || written_in_construct(c, y->mem))
            continue;
        for (int cp = 1; cp <= 2 && n < DRS_MEM_READS; cp++) {
            reads[n][0] = s;
            reads[n][1] = cp;
            n++;
        }
    }
    return n;
}

bool drs_mem_reads_related(const drs_construct *c, int s1, int s2)
{
    const drs_symbol *a = &c->symbols[s1], *b = &c->symbols[s2];
    return strcmp(a->mem, b->mem) == 0 && a->type.bits == b->type.bits &&
           a->type.is_signed == b->type.is_signed &&
           c->exprs[a->mem_index].type.bits == c->exprs[b->mem_index].type.bits;
}

static Z3_ast memory_consistency(drs_enc *e)
{
    const drs_construct *c = e->c;
    int reads[DRS_MEM_READS][2];
    int n = drs_mem_reads(c, reads);
    Z3_ast r = e->t;
    for (int i = 0; i < n && !e->error; i++)
        for (int j = i + 1; j < n && !e->error; j++) {
            if (!drs_mem_reads_related(c, reads[i][0], reads[j][0]))
                continue;
            const drs_symbol *a = &c->symbols[reads[i][0]], *b = &c->symbols[reads[j][0]];
            /* terms made one per statement: C leaves the order of a call's
             * arguments open, and Z3's answers depend on the order terms are
             * made in (a build with another compiler gave other witnesses) */
            Z3_ast ai = drs_enc_value(e, a->mem_index, reads[i][1]);
            Z3_ast bj = drs_enc_value(e, b->mem_index, reads[j][1]);
            Z3_ast same = mk_eq(e, ai, bj);
            Z3_ast si = drs_enc_symbol(e, reads[i][0], reads[i][1]);
            Z3_ast sj = drs_enc_symbol(e, reads[j][0], reads[j][1]);
            Z3_ast eq = mk_eq(e, si, sj);
            r = mk_and(e, r, mk_implies(e, same, eq));
            if (a->mem_distinct && b->mem_distinct)   /* and different ones differ */
                r = mk_and(e, r, mk_implies(e, mk_not(e, same), mk_not(e, eq)));
        }
    return r;
}

/* Reads of an injective constant table (drs_table_read): two of them, in
 * either copy, at different elements within the table read different
 * values.  True of every execution (the values are the table's, exact in
 * the model); stated so that a solver need not split over the table's
 * runs to find that `t[i1] == t[i2]` forces i1 == i2.  At most
 * DRS_TABLE_READS reads of one table are related; in integer mode only
 * reads whose expressions have an integer encoding. */
#define DRS_TABLE_READS 8

static Z3_ast table_read_facts(drs_enc *e)
{
    const drs_construct *c = e->c;
    Z3_ast r = e->t;
    for (int p = 0; p < c->n_table_reads && !e->error; p++) {
        const drs_table_read *a = &c->table_reads[p];
        int rank = 0;   /* reads of a's table before it */
        for (int k = 0; k < p; k++)
            rank += c->table_reads[k].table == a->table;
        if (rank >= DRS_TABLE_READS)
            continue;
        if (e->lia && (drs_enc_int_node_degree(e, a->elem) < 0 ||
                       drs_enc_int_node_degree(e, a->value) < 0))
            continue;
        for (int q = p; q < c->n_table_reads && !e->error; q++) {
            const drs_table_read *b = &c->table_reads[q];
            if (b->table != a->table || b->count != a->count)
                continue;
            if (e->lia && (drs_enc_int_node_degree(e, b->elem) < 0 ||
                           drs_enc_int_node_degree(e, b->value) < 0))
                continue;
            for (int ca = 1; ca <= 2; ca++)
                for (int cb = (q == p ? ca + 1 : 1); cb <= 2; cb++) {
                    Z3_ast ea = drs_lia_wide_(e, a->elem, ca);
                    Z3_ast eb = drs_lia_wide_(e, b->elem, cb);
                    Z3_ast in_a = mk_and(e, w_le(e, wnum(e, 0), ea),
                                         w_lt(e, ea, wnum(e, a->count)));
                    Z3_ast in_b = mk_and(e, w_le(e, wnum(e, 0), eb),
                                         w_lt(e, eb, wnum(e, b->count)));
                    Z3_ast apart = mk_and(e, mk_and(e, in_a, in_b), mk_not(e, mk_eq(e, ea, eb)));
                    Z3_ast differ = mk_not(e, mk_eq(e, drs_enc_value(e, a->value, ca),
                                                    drs_enc_value(e, b->value, cb)));
                    r = mk_and(e, r, mk_implies(e, apart, differ));
                }
        }
    }
    return e->error ? NULL : r;
}

/* Facts of the two copies that hold whatever runs them: values captured by
 * atomic capture differ between executions, untracked memory is consistent,
 * and the copies' omp_get_thread_num() differ (drs_construct.thread). */
static Z3_ast copy_facts(drs_enc *e)
{
    const drs_construct *c = e->c;
    Z3_ast r = e->t;
    /* Distinct symbols (atomic captures): no value of one execution is
     * another's, across the copies and within one. */
    for (int s = 0; s < c->n_symbols && !e->error; s++) {
        if (c->symbols[s].distinct < 0)
            continue;
        for (int t = 0; t < c->n_symbols && !e->error; t++) {
            if (c->symbols[t].distinct != c->symbols[s].distinct ||
                c->symbols[t].type.bits != c->symbols[s].type.bits ||
                c->symbols[t].type.is_signed != c->symbols[s].type.is_signed)
                continue;  /* (a group of mixed types says less: sound) */
            /* one term per statement (see memory_consistency) */
            Z3_ast s1 = drs_enc_symbol(e, s, 1), s2 = drs_enc_symbol(e, s, 2);
            Z3_ast t1 = drs_enc_symbol(e, t, 1), t2 = drs_enc_symbol(e, t, 2);
            r = mk_and(e, r, mk_not(e, mk_eq(e, s1, t2)));
            if (t > s) {
                r = mk_and(e, r, mk_not(e, mk_eq(e, s1, t1)));
                r = mk_and(e, r, mk_not(e, mk_eq(e, s2, t2)));
            }
        }
    }
    r = mk_and(e, r, memory_consistency(e));
    r = mk_and(e, r, table_read_facts(e));
    if (c->thread >= 0 && c->thread < c->n_symbols &&
        drs_sym_per_copy(c->symbols[c->thread].kind))
    {
        Z3_ast t1 = drs_enc_symbol(e, c->thread, 1);
        Z3_ast t2 = drs_enc_symbol(e, c->thread, 2);
        r = mk_and(e, r, mk_not(e, mk_eq(e, t1, t2)));
    }
    return e->error ? NULL : r;
}

/* The domains of the construct's PARALLEL loops in copy. */
Z3_ast drs_enc_parallel_domains_(drs_enc *e, int copy)
{
    Z3_ast r = e->t;
    for (int l = 0; l < e->c->n_loops && !e->error; l++)
        if (e->c->loops[l].kind == DRS_LOOP_PARALLEL)
            r = mk_and(e, r, drs_enc_loop_domain(e, l, copy));
    return r;
}

/* The domains of the construct's PARALLEL loops in copy 1 and copy 2, and
 * the ITERATION component: different iterations (any variable of the
 * chain differs; with simd and safelen, closer than safelen iterations). */
Z3_ast drs_enc_iterations_(drs_enc *e, const char **why)
{
    const drs_construct *c = e->c;
    Z3_ast r = e->t;
    int n_par = 0, par = -1;
    Z3_ast differ = NULL;
    for (int l = 0; l < c->n_loops && !e->error; l++) {
        const drs_loop *L = &c->loops[l];
        if (L->kind != DRS_LOOP_PARALLEL)
            continue;
        r = mk_and(e, r, drs_enc_loop_domain(e, l, 1));
        r = mk_and(e, r, drs_enc_loop_domain(e, l, 2));
        Z3_ast ne = mk_not(e, mk_eq(e, drs_enc_symbol(e, L->var, 1),
                                    drs_enc_symbol(e, L->var, 2)));
        differ = differ ? mk_or(e, differ, ne) : ne;
        n_par++;
        par = l;
    }
    if (e->error)
        return NULL;
    if (!differ) {
        fail(e, "malformed model: the construct has no parallel loop");
        return NULL;
    }
    r = mk_and(e, r, differ);
    r = mk_and(e, r, copy_facts(e));
    if (c->is_simd && c->safelen > 0) {
        if (n_par > 1) {
            *why = "safelen with collapse not modelled";
            return NULL;
        }
        /* |logical iteration difference| < safelen, i.e.
         * |(v1 - init1) - (v2 - init2)| < safelen * |step|. */
        const drs_loop *L = &c->loops[par];
        if (e->lia)
            return mk_and(e, r, drs_lia_safelen_(e, par, abs_step(L->step)));
        unsigned __int128 lim = (unsigned __int128)abs_step(L->step) * (uint64_t)c->safelen;
        Z3_ast d1 = ext(e, loop_diff(e, par, 1), DRS_WIDE, true, DRS_WIDER);
        Z3_ast d2 = ext(e, loop_diff(e, par, 2), DRS_WIDE, true, DRS_WIDER);
        Z3_ast d = bin(e, Z3_mk_bvsub, d1, d2);
        Z3_ast hi = num128(e, DRS_WIDER, lim);
        r = mk_and(e, r, bin(e, Z3_mk_bvslt, d, hi));
        r = mk_and(e, r, bin(e, Z3_mk_bvsgt, d, bneg(e, hi)));
    }
    return e->error ? NULL : r;
}

Z3_ast drs_enc_base(drs_enc *e, const char **why)
{
    *why = NULL;
    if (e->error)
        return NULL;
    const drs_construct *c = e->c;
    Z3_ast r = e->t;
    if (c->env >= 0) {
        if (e->shared[c->env])
            r = holds(e, c->env, 0);
        else
        {
            Z3_ast h1 = holds(e, c->env, 1);   /* copy 1 first, whatever the compiler */
            r = mk_and(e, h1, holds(e, c->env, 2));
        }
    }
    for (int l = 0; l < c->n_loops && !e->error; l++)
        if (c->loops[l].kind == DRS_LOOP_OUTER)
            r = mk_and(e, r, drs_enc_loop_domain(e, l, 0));
    if (e->error)
        return NULL;
    /* With a worker table the pair decides (drs_enc_pair_parallel). */
    if (c->n_workers > 0)
        return mk_and(e, r, copy_facts(e));
    Z3_ast it = drs_enc_iterations_(e, why);
    return it ? mk_and(e, r, it) : NULL;
}

Z3_ast drs_enc_access(drs_enc *e, int acc, int copy)
{
    if (e->error)
        return NULL;
    if (acc < 0 || acc >= e->c->n_accesses || (copy != 1 && copy != 2)) {
        fail(e, "internal solver error: bad access %d", acc);
        return NULL;
    }
    const drs_access *x = &e->c->accesses[acc];
    Z3_ast r = e->t;
    for (int l = x->loop; l >= 0 && e->c->loops[l].kind == DRS_LOOP_INNER;
         l = e->c->loops[l].parent)
        r = mk_and(e, r, drs_enc_loop_domain(e, l, copy));
    if (x->path >= 0)
        r = mk_and(e, r, holds(e, x->path, copy));
    r = mk_and(e, r, drs_enc_defined(e, x->offset, copy));
    return e->error ? NULL : r;
}

static Z3_ast overlap_bytes(drs_enc *e, int a1, int a2);

Z3_ast drs_enc_overlap(drs_enc *e, int a1, int a2)
{
    if (e->error)
        return NULL;
    if (a1 < 0 || a2 < 0 || a1 >= e->c->n_accesses || a2 >= e->c->n_accesses) {
        fail(e, "internal solver error: bad access pair %d, %d", a1, a2);
        return NULL;
    }
    Z3_ast u = drs_enc_unordered_(e, a1, a2), o = overlap_bytes(e, a1, a2);
    return !o || !u || u == e->t ? o : mk_and(e, u, o);
}

/* The two accesses touch a common byte. */
static Z3_ast overlap_bytes(drs_enc *e, int a1, int a2)
{
    if (e->lia)
        return drs_lia_overlap_(e, a1, a2);
    const drs_access *x1 = &e->c->accesses[a1], *x2 = &e->c->accesses[a2];
    Z3_ast o1 = ext(e, drs_enc_value(e, x1->offset, 1), 64, true, DRS_WIDE);
    Z3_ast o2 = ext(e, drs_enc_value(e, x2->offset, 2), 64, true, DRS_WIDE);
    Z3_ast e1 = bin(e, Z3_mk_bvadd, o1, num(e, DRS_WIDE, (uint64_t)x1->size));
    Z3_ast e2 = bin(e, Z3_mk_bvadd, o2, num(e, DRS_WIDE, (uint64_t)x2->size));
    Z3_ast r = mk_and(e, bin(e, Z3_mk_bvslt, o1, e2), bin(e, Z3_mk_bvslt, o2, e1));
    return e->error ? NULL : r;
}

/* ---- subscripts within extents ------------------------------------------
 *
 * An access's shape is a list of subscripts idx[0..n) and extents dims[1..n)
 * (shared nodes) with offset == (sum_k idx_k * prod_{l>k} dims_l) * elem_size
 * + a member offset, exactly.  It comes from the model (drs_access.dims), or,
 * for one subscript, from the offset itself when it reads
 *
 *     (i64)(X * M + Y) * elem_size        (signed arithmetic, so exact)
 *
 * with M shared by the copies: the row-major flattening a[i * m + j] written
 * by hand, whose shape is idx = {X, Y}, dims = {-, M}. */

/* Node k is a conversion of node *inner that keeps its value (or the node
 * itself): strips it and returns true. */
static bool value_cast(const drs_construct *c, int k, int *inner)
{
    const drs_expr *x = &c->exprs[k];
    *inner = k;
    if (x->op != DRS_OP_CAST || x->type.bits <= 1)
        return true;
    drs_type from = c->exprs[x->a].type;
    bool keeps = from.bits > 1 && (type_signed(from) ? type_signed(x->type) && x->type.bits >= from.bits
                                                     : x->type.bits > from.bits ||
                                                       (x->type.bits == from.bits && !type_signed(x->type)));
    if (keeps)
        *inner = x->a;
    return keeps;
}

/* The shape of the offset (i64)(X * M + Y) * elem_size, if it is one. */
static bool flat_shape(drs_enc *e, const drs_access *x, drs_shape *sh)
{
    const drs_construct *c = e->c;
    int64_t es = c->objects[x->object].elem_size;
    const drs_expr *o = &c->exprs[x->offset];
    int t64 = x->offset, t;
    if (o->op == DRS_OP_MUL && type_signed(o->type)) {
        const drs_expr *oa = &c->exprs[o->a], *ob = &c->exprs[o->b];
        if (ob->op == DRS_OP_CONST && ob->value == es)
            t64 = o->a;
        else if (oa->op == DRS_OP_CONST && oa->value == es)
            t64 = o->b;
        else if (es != 1)
            return false;
    } else if (es != 1) {
        return false;
    }
    if (!type_signed(c->exprs[t64].type) || !value_cast(c, t64, &t))
        return false;
    const drs_expr *sum = &c->exprs[t];
    if (sum->op != DRS_OP_ADD || !type_signed(sum->type))
        return false;
    for (int side = 0; side < 2; side++) {
        const drs_expr *p = &c->exprs[side ? sum->b : sum->a];
        int y = side ? sum->a : sum->b;
        if (p->op != DRS_OP_MUL)
            continue;
        int m = e->shared[p->b] ? p->b : e->shared[p->a] ? p->a : -1;
        if (m < 0)
            continue;
        sh->n = 2;
        sh->own[0] = m == p->b ? p->a : p->b;
        sh->own[1] = y;
        sh->own[2] = -1;
        sh->own[3] = m;
        sh->idx = sh->own;
        sh->dims = sh->own + 2;
        return true;
    }
    return false;
}

/* ---- the in-bounds rule -------------------------------------------------
 *
 * Every subscript k of an access with a known extent dims[k] (shared by the
 * copies: a constant or a VLA's size) is assumed within [0, dims[k]) wherever
 * the access executes (drs_enc_index_assumed).  The solver clears the
 * assumption of an access it finds out of bounds whatever the inputs
 * (drs_enc_drop_index_bound) before any pair query. */
/* True when node k multiplies or divides two non-constant operands (memo:
 * 0 unknown, 1 no, 2 yes; 3/4 the same for "has a symbol"). */
static bool has_sym(const drs_construct *c, int k, unsigned char *memo)
{
    if (k < 0)
        return false;
    if (memo[k] & 12)
        return (memo[k] & 12) == 8;
    const drs_expr *x = &c->exprs[k];
    bool r = x->op == DRS_OP_SYM || has_sym(c, x->a, memo) || has_sym(c, x->b, memo) ||
             has_sym(c, x->c, memo);
    memo[k] |= r ? 8 : 4;
    return r;
}

static bool nonlinear(const drs_construct *c, int k, unsigned char *memo)
{
    if (k < 0)
        return false;
    if (memo[k] & 3)
        return (memo[k] & 3) == 2;
    const drs_expr *x = &c->exprs[k];
    bool prod = x->op == DRS_OP_MUL || x->op == DRS_OP_DIV || x->op == DRS_OP_REM ||
                x->op == DRS_OP_SHL;
    bool r = (prod && has_sym(c, x->a, memo) && has_sym(c, x->b, memo)) ||
             nonlinear(c, x->a, memo) || nonlinear(c, x->b, memo) || nonlinear(c, x->c, memo);
    memo[k] |= r ? 2 : 1;
    return r;
}

static void mark_assumed(drs_enc *e)
{
    unsigned char *memo = calloc((size_t)e->c->n_exprs + 1, 1);
    const drs_construct *c = e->c;
    for (int a = 0; a < c->n_accesses; a++) {
        const drs_access *x = &c->accesses[a];
        drs_shape *sh = &e->shape[a];
        sh->assume = sh->known = 0;
        if (!x->dims)
            continue;
        /* A subscript that multiplies unknowns gets no assumption: the
         * bounds would make its pair queries nonlinear (assuming less
         * excludes fewer executions, never a race). */
        for (int k = 0; k < x->n_index && k < 32; k++)
            if (x->dims[k] >= 0 && x->index[k] >= 0 && e->shared[x->dims[k]] && memo &&
                !nonlinear(c, x->index[k], memo))
                sh->assume |= DRS_LO(k) | DRS_HI(k);
        sh->known = sh->assume;
    }
    free(memo);
}

void drs_enc_shapes_(drs_enc *e)
{
    const drs_construct *c = e->c;
    for (int a = 0; a < c->n_accesses; a++) {
        const drs_access *x = &c->accesses[a];
        drs_shape *sh = &e->shape[a];
        sh->n = 0;
        sh->assume = 0;
        if (x->dims && !x->dims_bounds_only && x->n_index >= 2) {
            sh->n = x->n_index;
            sh->idx = x->index;
            sh->dims = x->dims;
            for (int k = 1; k < x->n_index; k++)
                if (x->dims[k] < 0 || !e->shared[x->dims[k]])
                    sh->n = 0;
        } else if ((!x->dims || x->dims_bounds_only) && !flat_shape(e, x, sh)) {
            sh->n = 0;
        }
    }
    mark_assumed(e);
}

bool drs_enc_index_bound_known(const drs_enc *e, int acc, int k, bool upper)
{
    return !e->error && acc >= 0 && acc < e->c->n_accesses && k >= 0 && k < 32 &&
           (e->shape[acc].known & (upper ? DRS_HI(k) : DRS_LO(k))) != 0;
}

bool drs_enc_index_bound_assumed(const drs_enc *e, int acc, int k, bool upper)
{
    return !e->error && acc >= 0 && acc < e->c->n_accesses && k >= 0 && k < 32 &&
           (e->shape[acc].assume & (upper ? DRS_HI(k) : DRS_LO(k))) != 0;
}

bool drs_enc_has_index_assumption(const drs_enc *e, int acc)
{
    return !e->error && acc >= 0 && acc < e->c->n_accesses && e->shape[acc].assume != 0;
}

void drs_enc_drop_index_bound(drs_enc *e, int acc, int k, bool upper)
{
    if (acc >= 0 && acc < e->c->n_accesses && k >= 0 && k < 32)
        e->shape[acc].assume &= ~(upper ? DRS_HI(k) : DRS_LO(k));
}

bool drs_enc_same_shape(const drs_enc *e, int a1, int a2)
{
    if (e->error || a1 < 0 || a2 < 0 || a1 >= e->c->n_accesses || a2 >= e->c->n_accesses)
        return false;
    const drs_access *x1 = &e->c->accesses[a1], *x2 = &e->c->accesses[a2];
    const drs_shape *s1 = &e->shape[a1], *s2 = &e->shape[a2];
    int64_t es = e->c->objects[x1->object].elem_size;
    if (s1->n < 2 || s1->n != s2->n || x1->object != x2->object || x1->size > es ||
        x2->size > es)
        return false;
    for (int k = 1; k < s1->n; k++)
        if (s1->dims[k] != s2->dims[k])
            return false;
    return true;
}

/* Node k of the construct in copy as an exact integer: DRS_WIDE bits, or
 * an Int in integer mode. */
static Z3_ast wide_value(drs_enc *e, int k, int copy)
{
    return drs_lia_wide_(e, k, copy);
}

Z3_ast drs_enc_index_ctx(drs_enc *e, int acc, int copy)
{
    if (e->error)
        return NULL;
    if (acc < 0 || acc >= e->c->n_accesses || (copy != 1 && copy != 2) ||
        e->shape[acc].n < 2) {
        fail(e, "internal solver error: access %d has no shape", acc);
        return NULL;
    }
    const drs_access *x = &e->c->accesses[acc];
    const drs_shape *sh = &e->shape[acc];
    Z3_ast r = e->t;
    for (int l = x->loop; l >= 0 && e->c->loops[l].kind == DRS_LOOP_INNER;
         l = e->c->loops[l].parent)
        r = mk_and(e, r, drs_enc_loop_domain(e, l, copy));
    if (x->path >= 0)
        r = mk_and(e, r, holds(e, x->path, copy));
    for (int k = 1; k < sh->n; k++)
        r = mk_and(e, r, drs_enc_defined(e, sh->idx[k], copy));
    return e->error ? NULL : r;
}

Z3_ast drs_enc_index_out(drs_enc *e, int acc, int copy)
{
    if (e->error)
        return NULL;
    if (acc < 0 || acc >= e->c->n_accesses || (copy != 1 && copy != 2) ||
        e->shape[acc].n < 2) {
        fail(e, "internal solver error: access %d has no shape", acc);
        return NULL;
    }
    const drs_shape *sh = &e->shape[acc];
    Z3_ast out = NULL;
    for (int k = 1; k < sh->n && !e->error; k++) {
        Z3_ast v = wide_value(e, sh->idx[k], copy);
        Z3_ast d = wide_value(e, sh->dims[k], copy);
        Z3_ast bad = mk_or(e, w_lt(e, v, wnum(e, 0)), w_le(e, d, v));
        out = out ? mk_or(e, out, bad) : bad;
    }
    return e->error ? NULL : out;
}

/* drs_enc_same_shape, or an internal error. */
static bool need_same_shape(drs_enc *e, int a1, int a2)
{
    if (drs_enc_same_shape(e, a1, a2))
        return true;
    fail(e, "internal solver error: accesses %d and %d differ in shape", a1, a2);
    return false;
}

Z3_ast drs_enc_index_far(drs_enc *e, int a1, int a2)
{
    if (!need_same_shape(e, a1, a2))
        return NULL;
    const drs_shape *s1 = &e->shape[a1], *s2 = &e->shape[a2];
    Z3_ast far = NULL;
    for (int k = 1; k < s1->n && !e->error; k++) {
        /* 64-bit values: their difference and its negation fit DRS_WIDE */
        Z3_ast d = w_sub(e, wide_value(e, s1->idx[k], 1), wide_value(e, s2->idx[k], 2));
        Z3_ast ext_k = wide_value(e, s1->dims[k], 1);
        Z3_ast bad = mk_or(e, w_le(e, ext_k, d), w_le(e, d, w_sub(e, wnum(e, 0), ext_k)));
        far = far ? mk_or(e, far, bad) : bad;
    }
    return e->error ? NULL : far;
}

Z3_ast drs_enc_index_eq(drs_enc *e, int a1, int a2)
{
    if (!need_same_shape(e, a1, a2))
        return NULL;
    const drs_shape *s1 = &e->shape[a1], *s2 = &e->shape[a2];
    Z3_ast r = e->t;
    for (int k = 0; k < s1->n && !e->error; k++)
    {
        Z3_ast v1 = wide_value(e, s1->idx[k], 1);   /* copy 1 first */
        r = mk_and(e, r, mk_eq(e, v1, wide_value(e, s2->idx[k], 2)));
    }
    return e->error ? NULL : r;
}

/* The subscripts assumed of access acc in copy, each within its assumed
 * bounds (inside), or some subscript of a known extent outside it
 * (!inside); only subscript `only` and its bound `upper` when only >= 0. */
static Z3_ast assumed_bounds(drs_enc *e, int acc, int copy, bool inside, int only,
                             bool upper)
{
    if (e->error)
        return NULL;
    if (acc < 0 || acc >= e->c->n_accesses || (copy != 1 && copy != 2)) {
        fail(e, "internal solver error: access %d has no shape", acc);
        return NULL;
    }
    const drs_access *x = &e->c->accesses[acc];
    uint64_t bits = inside ? e->shape[acc].assume : e->shape[acc].known;
    if (only >= 0)
        bits &= only < 32 ? (upper ? DRS_HI(only) : DRS_LO(only)) : 0;
    Z3_ast r = inside ? e->t : zc(e, Z3_mk_false(e->z));
    for (int k = 0; k < x->n_index && k < 32 && !e->error; k++) {
        if (!(bits & (DRS_LO(k) | DRS_HI(k))))
            continue;
        Z3_ast v = wide_value(e, x->index[k], copy);
        Z3_ast in = e->t;
        if (bits & DRS_LO(k))
            in = mk_and(e, in, w_le(e, wnum(e, 0), v));
        if (bits & DRS_HI(k))
            in = mk_and(e, in, w_lt(e, v, wide_value(e, x->dims[k], copy)));
        r = inside ? mk_and(e, r, in) : mk_or(e, r, zc(e, Z3_mk_not(e->z, in)));
    }
    return e->error ? NULL : r;
}

Z3_ast drs_enc_index_assumed(drs_enc *e, int acc, int copy)
{
    /* every pair query asks it for both accesses (NPB LU: 3,000 times,
     * 17,000 instructions each to make anew) */
    if (e->error || acc < 0 || acc >= e->c->n_accesses || (copy != 1 && copy != 2))
        return assumed_bounds(e, acc, copy, true, -1, false);
    drs_shape *sh = &e->shape[acc];
    if (sh->inside[copy - 1] && sh->inside_bits[copy - 1] == sh->assume)
        return sh->inside[copy - 1];
    Z3_ast r = assumed_bounds(e, acc, copy, true, -1, false);
    sh->inside[copy - 1] = r;
    sh->inside_bits[copy - 1] = sh->assume;
    return r;
}

Z3_ast drs_enc_index_outside(drs_enc *e, int acc, int copy)
{
    return assumed_bounds(e, acc, copy, false, -1, false);
}

Z3_ast drs_enc_index_bound_outside(drs_enc *e, int acc, int k, bool upper, int copy)
{
    return assumed_bounds(e, acc, copy, false, k, upper);
}
