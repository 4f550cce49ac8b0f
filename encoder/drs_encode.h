/* drs_encode.h -- a construct of the model as Z3 bit-vector (or integer) terms.
 *
 * The encoder gives every expression node of a construct its exact C meaning
 * as a Z3 bit-vector term of the node's width (a 1-bit vector holding 0 or 1
 * for _Bool), and builds the pieces of the race query of DESIGN.md: loop
 * domains, "defined" conditions (no undefined behaviour on the evaluated
 * expressions), access conditions, the may-happen-in-parallel condition and
 * the same-location condition.  The solver (solver/drs_solver.c) puts them
 * together per access pair.
 *
 * Copies.  The race query has two instances of the construct's iteration,
 * copy 1 and copy 2.  DRS_SYM_LOOP and DRS_SYM_LOCAL symbols have one Z3
 * constant per copy ("i!1", "i!2"); DRS_SYM_OUTER and DRS_SYM_INPUT symbols
 * have one shared constant ("n").  Every function taking `copy` accepts 1 or
 * 2, and 0 ("shared") for nodes whose symbols are all shared.  A node whose
 * symbols are all shared is encoded once and the same term serves both copies.
 *
 * Integer mode.  drs_enc_new_int gives an encoder with the same functions
 * whose terms are over Z3 Int instead (drs_enc_lia.c says why that is exact):
 * a node is its C value as a mathematical integer, what wraps in C is
 * reduced modulo 2^n explicitly, and the type range of every symbol comes
 * from drs_enc_int_ranges, to be asserted with each query (or once per
 * solver, as they are made: drs_enc_int_ranges_since).  Only linear
 * pieces and products have such an encoding: ask drs_enc_int_eligible before
 * building a pair's query.  The subscript proofs below (index_ctx, index_out, ...)
 * work in both modes; the solver needs them in bit-vector mode only.
 *
 * Terms live as long as the Z3 context (which must be a non-reference-
 * counting context, Z3_mk_context).  Nothing here exits: the first problem (a
 * malformed model, a Z3 error) is recorded, every later call returns NULL,
 * and drs_enc_error() says what went wrong.
 */
#ifndef DRS_ENCODE_H
#define DRS_ENCODE_H

#include <stdbool.h>
#include <stdint.h>
#include <z3.h>

#include "drs_model.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct drs_enc drs_enc;

/* Checks the construct (operand types, indices) and prepares the encoder.
 * Returns NULL only when out of memory; a malformed construct gives an
 * encoder whose drs_enc_error() is non-NULL.  The construct must outlive the
 * encoder.  z may be NULL: the checks and the analyses that need no Z3 are
 * done, and drs_enc_set_context must come before any term is built (the
 * solver creates its context only for a pair the cheap filters leave). */
drs_enc *drs_enc_new(Z3_context z, const drs_construct *c);
/* The same in integer mode (see above). */
drs_enc *drs_enc_new_int(Z3_context z, const drs_construct *c);
/* Gives an encoder made with z == NULL its context (no-op if it has one). */
void drs_enc_set_context(drs_enc *e, Z3_context z);
void drs_enc_free(drs_enc *e);

/* True for an encoder made by drs_enc_new_int. */
bool drs_enc_is_int(const drs_enc *e);
/* Integer mode: true when the query of the pair (a1 in copy 1, a2 in copy
 * 2: base, both accesses, overlap, in-bounds assumptions) has an exact
 * linear integer encoding.  Always false in bit-vector mode. */
bool drs_enc_int_eligible(const drs_enc *e, int a1, int a2);
/* Integer mode: the polynomial degree of the eligible pair's query in its
 * unknowns, capped at 3 (2 or more: a product of unknowns, nonlinear
 * integer arithmetic); -1 when the pair is not eligible. */
int drs_enc_int_degree(const drs_enc *e, int a1, int a2);
/* Integer mode: the polynomial degree of node expr's value and "defined"
 * condition (capped at 3), or -1 when it has no exact integer encoding (or
 * in bit-vector mode). */
int drs_enc_int_node_degree(const drs_enc *e, int expr);
/* Integer mode: the type ranges of every symbol constant made so far (call
 * it after building the terms of a query).  True in bit-vector mode. */
Z3_ast drs_enc_int_ranges(drs_enc *e);
/* Integer mode: the type ranges of the symbol constants made since *done
 * of them were taken, *done then moved past them; true when there are
 * none (and in bit-vector mode).  A solver that holds the ranges this
 * way asserts them once, at its base level, not with every query. */
Z3_ast drs_enc_int_ranges_since(drs_enc *e, unsigned *done);

/* NULL while all is well; else the first problem met ("malformed model: ..."
 * or "internal solver error: ..."). */
const char *drs_enc_error(const drs_enc *e);

/* True when symbols of this kind have one constant per copy. */
bool drs_sym_per_copy(drs_sym_kind k);

/* The Z3 constant of symbol `sym` in `copy` (0 for shared symbols). */
Z3_ast drs_enc_symbol(drs_enc *e, int sym, int copy);
/* The same constant when a term built so far uses it, else NULL (making
 * it would add its range to drs_enc_int_ranges in integer mode). */
Z3_ast drs_enc_symbol_made(const drs_enc *e, int sym, int copy);

/* The value of expression node `expr` (a bit-vector of its width; an Int
 * in integer mode). */
Z3_ast drs_enc_value(drs_enc *e, int expr, int copy);
/* expr != 0, as a Z3 Boolean. */
Z3_ast drs_enc_truth(drs_enc *e, int expr, int copy);
/* "evaluating expr has no undefined behaviour": no signed overflow, no
 * division by zero or INT_MIN / -1, shift counts in range, with C's
 * short-circuit evaluation of &&, || and ?:. */
Z3_ast drs_enc_defined(drs_enc *e, int expr, int copy);

/* The domain of loop `loop` in `copy` (0 for OUTER loops): init and cond
 * defined, cond true, the variable reached from init by whole steps, exact
 * (no wraparound). */
Z3_ast drs_enc_loop_domain(drs_enc *e, int loop, int copy);
/* The loop's variable is at most `steps` steps away from init (used to ask
 * for small witnesses). */
Z3_ast drs_enc_loop_near(drs_enc *e, int loop, int copy, int64_t steps);

/* Copy 1's iteration of the PARALLEL or INNER loop l comes before copy 2's
 * (in the loop's own order).  The query of an access against itself is
 * symmetric in the copies, so adding this for the parallel loop loses no
 * race; the solver does so when it polishes such a witness, which then
 * names the earlier iteration first. */
Z3_ast drs_enc_loop_first(drs_enc *e, int l);

/* Facts shared by every pair of the construct: env, the OUTER loops'
 * domains and, without a worker table, the PARALLEL loops' domains in both
 * copies and the may-happen-in-parallel condition.  NULL with *why set (a static string)
 * when the construct uses something the encoder does not model (e.g. simd
 * safelen with collapse). */
Z3_ast drs_enc_base(drs_enc *e, const char **why);
/* The "may happen in parallel" term of accesses a1 (copy 1) and a2 (copy
 * 2) when the construct has a worker table (drs_model.h, drs_worker): a
 * conjunction of components (the chains' workers hold, equal phases, the
 * lowest common worker decides, different threads below it, the same
 * instance above it).  True without a worker table: then the implicit
 * iteration worker's condition is in drs_enc_base.  The lockset component
 * is the solver's pair filter (drs_locksets_meet).  NULL with *why set
 * when the pair cannot be modelled, NULL alone on an error. */
Z3_ast drs_enc_pair_parallel(drs_enc *e, int a1, int a2, const char **why);
/* True when that term is false by the workers' structure alone, whatever
 * the values: different top-level workers, or both accesses under one
 * instance of a SINGLE or LOOP worker (no encounter loop meets it again
 * without a barrier) or of a MASTER with a constant id inside a region,
 * with no TASK below it; or, with tasks, both accesses in the code of one
 * such SINGLE instance or directly in tasks it creates at constant
 * positions, no barrier phase, and the task rules of drs_worker order
 * them by those constants (one task's own code, `after`, a wait mark or
 * an undeferred task past the earlier task, the creator's access made
 * before the task or after its wait).  drs_enc_pair_parallel answers false for such a pair; the
 * solver decides it without a query. */
bool drs_enc_never_parallel(const drs_construct *c, int a1, int a2);
/* For polishing a witness: the thread and section numbers of both chains
 * at most near, and for an access against itself copy 1's number below
 * copy 2's where they decide (the query is symmetric in the copies). */
Z3_ast drs_enc_workers_near(drs_enc *e, int a1, int a2, int64_t near);

/* Access `acc` executes in `copy`: the domains of the INNER loops enclosing
 * it, its path defined and true, its offset defined. */
Z3_ast drs_enc_access(drs_enc *e, int acc, int copy);

/* The byte ranges of access a1 in copy 1 and access a2 in copy 2 overlap
 * (and, in a loop whose iterations run one ordered region each, the two
 * are not ordered by those regions: drs_access.ordered). */
Z3_ast drs_enc_overlap(drs_enc *e, int a1, int a2);

/* ---- subscripts of full array types (drs_access.dims) ------------------
 *
 * For two accesses to the same array of the same shape, the flattened
 * overlap implies equal subscripts once every subscript but the first is
 * known to lie within its extent.  The solver proves that per access
 * (drs_enc_index_out unsatisfiable next to drs_enc_index_ctx), or per pair
 * (drs_enc_index_far unsatisfiable next to both contexts), and then adds
 * drs_enc_index_eq to the pair's query: an implied fact that spares Z3 the
 * nonlinear i*m + j reasoning of variable-length arrays. */

/* True when a1 and a2 both have dims, the same number (>= 2) of subscripts,
 * the same extent nodes for k >= 1 (each shared by the copies, so the same
 * value in both), and sizes within one element of the object. */
bool drs_enc_same_shape(const drs_enc *e, int a1, int a2);
/* Integer mode: access acc is eligible (drs_enc_int_eligible) and so is
 * every subscript and extent of its shape, so that the drs_enc_index_*
 * terms of it have an integer encoding. */
bool drs_enc_int_shape_eligible(const drs_enc *e, int acc);
/* True when, by the interval analysis alone (no Z3; works before
 * drs_enc_set_context), every subscript k >= 1 of access acc lies within
 * [0, dims[k]) in every execution the pair queries consider: its interval
 * is >= 0 and below the extent's, or, when `assumed`, that bound is
 * assumed (drs_enc_index_assumed).  Two such accesses of the same shape
 * overlap only with equal subscripts (the solver's cheap filter). */
bool drs_enc_inner_in_range(const drs_enc *e, int acc, bool assumed);
/* Subscript node k of access acc's shape, or -1 when it has none. */
int drs_enc_subscript(const drs_enc *e, int acc, int k);
/* What the subscript proofs assume of access acc in copy: the INNER loops
 * around it in their domains, its path defined and true, its subscripts
 * k >= 1 defined.  Lighter than drs_enc_access (no product in the offset's
 * overflow checks), and implied by it in every execution without
 * undefined behaviour. */
Z3_ast drs_enc_index_ctx(drs_enc *e, int acc, int copy);
/* Some subscript k >= 1 of access acc in copy lies outside [0, dims[k]),
 * compared exactly (no wraparound).  Needs dims with every extent known. */
Z3_ast drs_enc_index_out(drs_enc *e, int acc, int copy);
/* Some subscript k >= 1 of a1 in copy 1 and of a2 in copy 2 differ by
 * dims[k] or more (same shape).  When that is impossible for the pair the
 * subscripts need not lie within their extents: |d_k| < dims[k] for k >= 1
 * already makes sum_k d_k * prod_{l>k} dims[l] == 0 force every d_k to 0
 * (w[i][j + 1] against itself, j < m). */
Z3_ast drs_enc_index_far(drs_enc *e, int a1, int a2);
/* Every subscript of a1 in copy 1 equals the same subscript of a2 in copy
 * 2, as mathematical integers. */
Z3_ast drs_enc_index_eq(drs_enc *e, int a1, int a2);

/* The in-bounds rule (DESIGN.md, race query item 5).  C11 6.5.6p8 and J.2
 * ("an array subscript is out of range, even if an object is apparently
 * accessible with the given subscript (as in the lvalue expression a[1][7]
 * given the declaration int a[4][5])") make a subscript outside its extent
 * undefined behaviour, like signed overflow: for every subscript k of an
 * access whose extent dims[k] is known (drs_access.dims: each dimension of
 * a declared array or VLA, a visible malloc's element count), the
 * executions considered have 0 <= index_k < dims[k] wherever the access
 * executes.  Returns that conjunction for access acc in copy (true when no
 * extent is known); the plugin states the assumption in the construct's
 * assumptions.  An access out of bounds whatever the inputs is reported
 * instead, and that bound no longer assumed (drs_enc_drop_index_bound). */
Z3_ast drs_enc_index_assumed(drs_enc *e, int acc, int copy);
/* Some subscript of acc with a known extent lies outside it in copy
 * (false when no extent is known; whatever was dropped). */
Z3_ast drs_enc_index_outside(drs_enc *e, int acc, int copy);
/* Subscript k of acc is below 0 (!upper) or not below its extent (upper)
 * in copy, when its extent is known; else false. */
Z3_ast drs_enc_index_bound_outside(drs_enc *e, int acc, int k, bool upper, int copy);
/* True when bound `upper` of subscript k of acc has a known extent
 * (what drs_enc_index_outside asks about, dropped or not). */
bool drs_enc_index_bound_known(const drs_enc *e, int acc, int k, bool upper);

/* The base facts' memory consistency (drs_query.c): of memory the construct
 * never writes, two untracked reads at one element read one value (and of
 * a table whose elements differ, reads of different elements differ).  It
 * relates the first DRS_MEM_READS reads (symbol, copy), listed into reads
 * by drs_mem_reads (their count), and of those two reads of symbols that
 * drs_mem_reads_related: one memory, one value type, one index width.  (A
 * run's witness must keep it too: solver/drs_runrace.c.) */
#define DRS_MEM_READS 32
int drs_mem_reads(const drs_construct *c, int reads[][2]);
bool drs_mem_reads_related(const drs_construct *c, int s1, int s2);
/* Bound `upper` of subscript k of access acc is assumed in the pair
 * queries (drs_enc_index_assumed): known and not dropped. */
bool drs_enc_index_bound_assumed(const drs_enc *e, int acc, int k, bool upper);
/* True when drs_enc_index_assumed assumes anything for access acc. */
bool drs_enc_has_index_assumption(const drs_enc *e, int acc);
/* True when the interval analysis alone (no Z3) keeps every assumed
 * subscript of acc within its extent: the assumption adds nothing. */
bool drs_enc_index_proved(const drs_enc *e, int acc);
/* The same for one bound of subscript k (the upper one when upper). */
bool drs_enc_index_bound_proved(const drs_enc *e, int acc, int k, bool upper);
/* That bound is no longer assumed (the solver found the access beyond it
 * whatever the inputs). */
void drs_enc_drop_index_bound(drs_enc *e, int acc, int k, bool upper);

#ifdef __cplusplus
}
#endif

#endif /* DRS_ENCODE_H */
