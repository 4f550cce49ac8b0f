/* drs_model.h -- the model: the contract between plugin/ (C++) and the C core.
 *
 * A model describes one translation unit as a list of constructs (one per
 * analysed loop: `#pragma omp parallel for`, `omp for`, `omp simd`, ...,
 * `#pragma drs`).  Each construct is self-contained: its own symbol table,
 * expression arena, loops, objects and accesses.  The encoder turns a construct
 * into the race query of DESIGN.md; the solver answers it per access pair.
 *
 * Invariants (the builder functions below keep them; the JSON reader checks
 * them and rejects a model that breaks them):
 *  - Expressions live in the construct's arena `exprs` and are referred to by
 *    index (int).  A node only refers to nodes with a smaller index, so the
 *    arena is a DAG in topological order.  -1 means "no expression" where a
 *    field allows it (documented per field).
 *  - Every expression node has a C integer type (drs_type).  All C
 *    conversions are explicit DRS_OP_CAST nodes: the operands of an arithmetic
 *    or comparison node have the same type, except the right operand of a
 *    shift.  The plugin takes them from Clang's ImplicitCastExpr nodes.
 *  - Comparisons, `!`, `&&` and `||` have type int (32 bits, signed) and
 *    yield 0 or 1, as in C.  Conditions (`path`, `cond`, `env`) are
 *    expressions of any integer type, "true" meaning nonzero.
 *  - Symbols have unique names within a construct.  `label` is what a
 *    witness prints (defaults to name).  Objects likewise: `name` is unique
 *    (the builder appends ".1", ".2" to tell apart two variables of one
 *    spelling, or two targets of one pointer), `label` is the variable as
 *    the user wrote it, and every message prints the label.
 *  - Loops are listed outer before inner: a loop's `parent` index is smaller
 *    than its own index.  The construct's own loops (kind DRS_LOOP_PARALLEL,
 *    several with collapse(n)) form one chain; DRS_LOOP_OUTER loops enclose
 *    it; DRS_LOOP_INNER loops are nested inside it.
 *
 * Semantics the encoder gives (DESIGN.md "The race query"):
 *  - Two copies of the construct's iteration (of its workers' instances
 *    when it has a worker table: see drs_worker below).  DRS_SYM_LOOP and DRS_SYM_LOCAL
 *    symbols get one variable per copy; DRS_SYM_OUTER and DRS_SYM_INPUT
 *    symbols are shared by both copies.
 *  - A loop's domain for its variable v: cond(v) != 0, v reached from init by
 *    whole steps ((v - init) is a multiple of step, v >= init for step > 0,
 *    v <= init for step < 0, computed without wraparound).  The plugin only
 *    emits loops whose cond is monotone in v (canonical `v relop bound`, bound
 *    invariant in the loop, v + step never leaving v's type while cond holds),
 *    so these imply every earlier value passed cond.  A sequential `!=` loop
 *    whose variable wraps around its type before meeting the bound has init =
 *    the type's minimum, step 1, and a cond that holds exactly on the values
 *    it takes (their step count from the first value, modulo 2^bits, below
 *    the trip count); it is never monotone and never a PARALLEL loop.
 *  - Signed overflow, division by zero, INT_MIN / -1 and out-of-range shift
 *    counts are undefined behaviour: executions with them are not
 *    considered (the encoder asserts their absence on every expression the
 *    access's path evaluates, respecting short-circuit evaluation).
 *    Unsigned arithmetic wraps.
 *  - Same location: the byte ranges [offset, offset+size) of the two
 *    accesses overlap; both accesses have the same object.
 *
 * Ownership: a drs_model owns its constructs; a construct owns every string
 * and array in it.  Free with drs_model_free / drs_construct_free.  Strings
 * passed to the builder functions are copied.
 */
#ifndef DRS_MODEL_H
#define DRS_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define DRS_MODEL_VERSION 1

/* A C integer type: width in bits (1 for _Bool, 8, 16, 32, 64) and sign.
 * A cast to the 1-bit type is C's conversion to _Bool (nonzero -> 1). */
typedef struct drs_type {
    unsigned bits;
    bool is_signed;
} drs_type;

/* JSON spelling of a type: "i32", "u64", "b1" (_Bool), "i8", "u16", ... */

typedef enum drs_op {
    DRS_OP_CONST,   /* value in `value`, taken modulo 2^bits of `type`      "const" */
    DRS_OP_SYM,     /* symbol `sym`; type is the symbol's type              "sym"   */
    DRS_OP_CAST,    /* a converted to `type` (C conversion rules)           "cast"  */
    DRS_OP_NEG,     /* -a                                                   "neg"   */
    DRS_OP_BITNOT,  /* ~a                                                   "~"     */
    DRS_OP_LNOT,    /* !a, type int                                         "!"     */
    DRS_OP_ADD,     /* a + b                                                "+"     */
    DRS_OP_SUB,     /* a - b                                                "-"     */
    DRS_OP_MUL,     /* a * b                                                "*"     */
    DRS_OP_DIV,     /* a / b, truncating toward zero                        "/"     */
    DRS_OP_REM,     /* a % b, sign of the dividend                          "%"     */
    DRS_OP_SHL,     /* a << b (b may have another type)                     "<<"    */
    DRS_OP_SHR,     /* a >> b, arithmetic when a is signed                  ">>"    */
    DRS_OP_AND,     /* a & b                                                "&"     */
    DRS_OP_OR,      /* a | b                                                "|"     */
    DRS_OP_XOR,     /* a ^ b                                                "^"     */
    DRS_OP_LT,      /* a < b, type int; signedness from the operand type    "<"     */
    DRS_OP_LE,      /*                                                      "<="    */
    DRS_OP_GT,      /*                                                      ">"     */
    DRS_OP_GE,      /*                                                      ">="    */
    DRS_OP_EQ,      /*                                                      "=="    */
    DRS_OP_NE,      /*                                                      "!="    */
    DRS_OP_LAND,    /* a && b, short-circuit, type int                      "&&"    */
    DRS_OP_LOR,     /* a || b, short-circuit, type int                      "||"    */
    DRS_OP_ITE,     /* a ? b : c; b, c and the node have the same type      "?:"    */
    DRS_OP_COUNT_
} drs_op;

typedef struct drs_expr {
    drs_op op;
    drs_type type;
    int64_t value;   /* DRS_OP_CONST: the value (bit pattern for u64)          */
    int sym;         /* DRS_OP_SYM: index into construct->symbols              */
    int a, b, c;     /* operands (expr indices, smaller than this node's); -1 unused */
} drs_expr;

typedef enum drs_sym_kind {
    DRS_SYM_LOOP,   /* iteration variable of a construct or inner loop: per copy   "loop"   */
    DRS_SYM_OUTER,  /* iteration variable of a sequential loop around the
                       construct: shared by both copies                           "outer"  */
    DRS_SYM_INPUT,  /* unknown value fixed before the construct (parameter,
                       global, value read before the loop): shared               "input"  */
    DRS_SYM_LOCAL   /* unknown value produced in the body (memory read, call
                       result, value left by earlier iterations): per copy      "local"  */
} drs_sym_kind;

/* Whether a witness value of a symbol can be believed.  An input or a loop
 * variable is tracked: its witness value is one the program can take.  An
 * untracked symbol over-approximates what the program computes (every value
 * is allowed), so a race that needs a particular value of it is only
 * *possible* (drs_solver.h, DRS_VERDICT_POSSIBLE_RACE). */
typedef enum drs_untracked {
    DRS_TRACKED = 0,       /* exact, or a genuine input                        */
    DRS_UNTRACKED_MEMORY,  /* contents of memory drsat does not follow (a heap
                              table filled elsewhere, a table too large to
                              encode): printed with its value, "idx[2] = 0" "memory" */
    DRS_UNTRACKED_VALUE    /* a value computed by code drsat does not model
                              (a while loop's counter, a float conversion):
                              its witness value means nothing, never printed "value" */
} drs_untracked;

typedef struct drs_symbol {
    char *name;      /* unique in the construct */
    char *label;     /* printed in witnesses (never NULL after building) */
    drs_type type;
    drs_sym_kind kind;
    int loop;        /* DRS_SYM_LOOP / DRS_SYM_OUTER: index of its loop; else -1 */
    int distinct;    /* DRS_SYM_LOCAL: -1, or a group number: the symbols of
                        one group never take one value in two different
                        executions -- copy 1's value of any of them differs
                        from copy 2's of any, and two of them differ within
                        a copy (values captured by `#pragma omp atomic
                        capture` of `n++`, each execution a new n); else -1 */
    drs_untracked untracked;  /* DRS_TRACKED unless set by drs_symbol_set_untracked */
    char *why;       /* untracked: why the value is not known, as printed
                        ("contents of 'idx' are not known here"); else NULL */
    char *mem;       /* DRS_UNTRACKED_MEMORY: name of the memory read ("idx"), else NULL */
    int mem_index;   /* DRS_UNTRACKED_MEMORY: expr, the element read (any
                        integer type, printed as mem[value]), or -1 */
    bool mem_distinct;  /* DRS_UNTRACKED_MEMORY: the memory's elements are
                           pairwise different (a constant table without a
                           repeated value): two reads of different elements
                           give different values */
} drs_symbol;

typedef enum drs_loop_kind {
    DRS_LOOP_OUTER,     /* sequential loop around the construct      "outer"    */
    DRS_LOOP_PARALLEL,  /* the construct's loop (each of collapse(n)) "parallel" */
    DRS_LOOP_INNER      /* sequential loop inside the construct       "inner"    */
} drs_loop_kind;

typedef struct drs_loop {
    drs_loop_kind kind;
    int var;         /* symbol index of the iteration variable */
    int parent;      /* enclosing loop index, -1 for the outermost */
    int init;        /* expr: first value, of the variable's type */
    int cond;        /* expr: continuation condition, monotone in var */
    int64_t step;    /* nonzero constant increment (negative counts down) */
    unsigned line, col;  /* the `for` keyword */
} drs_loop;

typedef enum drs_object_kind {
    DRS_OBJ_ARRAY,    /* a named array (global, local, static, VLA)        "array"   */
    DRS_OBJ_POINTER,  /* the memory a pointer variable points into         "pointer" */
    DRS_OBJ_SCALAR    /* a named scalar or struct, accessed as a whole or
                         by member                                         "scalar"  */
} drs_object_kind;

typedef struct drs_object {
    char *name;      /* unique in the construct; identifies the object */
    char *label;     /* what messages print: the user's spelling of the
                        variable (never NULL after building; defaults to name) */
    drs_object_kind kind;
    int64_t elem_size;   /* bytes of one element (arrays, pointers) or of the object */
    bool assumed_unaliased;  /* pointer of unknown origin, assumed not to alias
                                other pointers: reported as an assumption */
    bool per_thread; /* a thread's own object (a variable private to the
                        threads of a region that a task shares): two
                        accesses reach the same one only on the same thread
                        (the nearest THREAD workers' ids are equal) */
} drs_object;

typedef enum drs_access_mode {
    DRS_READ = 1,        /* "r"  */
    DRS_WRITE = 2,       /* "w"  */
    DRS_READWRITE = 3    /* "rw": ++, --, compound assignment: one site, both */
} drs_access_mode;

/* Who executes an access (DESIGN.md "Beyond one loop").  A worker is a
 * unit of execution whose instances may run in parallel with each other;
 * the construct's table lists them outer before inner (parent index
 * smaller than the worker's own), nested as the source nests them.  An
 * empty table (every model without "workers") means one implicit ITERATION
 * worker: the construct's loop, as it has always been.
 *
 * Two copies of an access pair may happen in parallel when (drs_encode.h,
 * drs_enc_pair_parallel), with L the lowest common worker of the two
 * accesses' workers:
 *  - L decides: ITERATION: different iterations of the construct's
 *    PARALLEL loop chain (any loop's variable differs; with simd and
 *    safelen(n) closer than n iterations); THREAD: different thread numbers;
 *    SECTION: different sections; SINGLE: never (one encounter runs on one
 *    thread), but different encounters when met again without a barrier
 *    (drs_worker.encounter); MASTER: never by itself (both copies run on
 *    thread `id`);
 *    LOOP: different encounters when the loop is met repeatedly without a
 *    barrier between (drs_worker.encounter), else never -- a worksharing
 *    loop inside a region is analysed as a construct of its own, which
 *    checks its pairs of iterations in one encounter (a LOOP worker has no
 *    workers below it).
 *  - the threads differ: when L is not a THREAD, the two copies run on
 *    different threads of the nearest THREAD worker above L (if any):
 *    instances of a worksharing unit on one thread run in program order.
 *    (A simd ITERATION below a THREAD, whose lanes share a thread, is not
 *    modelled: the construct is "not analyzed".)
 *  - no common worker: the two run one after the other, never in parallel.
 *  - every other worker above L is the same instance in both copies (same
 *    thread number, same section, same iteration);
 *  - the phases are equal (drs_access.phase);
 *  - every worker on an access's chain holds in its copy: an ITERATION's
 *    loop domains, 0 <= id < count for THREAD and SECTION (no upper bound
 *    when count is -1), id of the nearest THREAD above == id for MASTER.
 * Tasks (DESIGN.md "Tasks").  A TASK worker is the task instances one task
 * site creates; its parent is the creator's worker (THREAD, SINGLE, MASTER
 * or SECTION, or a TASK: one level of nesting; not in worksharing loops).
 * A thread's code and the tasks it creates are placed on one time line per
 * thread: `id` is the task's position (how many task sites the thread has
 * passed before creating it: distinct per instance), `wait` the position
 * at the thread's last taskwait or barrier before it; an access outside
 * tasks has its own position and wait mark (drs_access.tpos, twait).  A
 * task may still run at a point of its thread with wait mark w and
 * position p when w <= id < p.  So with Lc the creator level (L, or L's
 * parent when L is a TASK) and a TASK below Lc on at least one side, the
 * pair may also run in parallel when Lc is the same instance in both
 * copies (same thread, same section, and every worker above the same) and
 *  - task T against the thread's own access c: w_c <= id_T < p_c;
 *  - tasks T1, T2: id_1 != id_2, the later created after the earlier's
 *    last possible wait (w_2 <= id_1 when id_1 < id_2), and no dependence
 *    orders them (drs_dep: an item of each on overlapping bytes of one
 *    object, not both `in`, not both `inoutset`);
 *  - and no undeferred task D (if(0) or `taskwait depend`) whose parent
 *    is on both chains stands between them with a dependence matching the
 *    earlier task (or the earlier task in D's `after`): D waits for it
 *    and the creator waits for D; no task created between two tasks
 *    depends on the earlier while the later depends on it; the earlier is
 *    not in the later's `after`;
 *  - for Lc a SECTION, two different sections on the same thread.
 * A task's own code and its children have a line of their own (positions
 * from 0 in its body, `tpos`/`twait` of its accesses): two accesses in one
 * instance of task T (equal ids) are decided there the same way.  Seen
 * from outside T, a child at or after T's end mark (`endmark`: not waited
 * for by T) runs until the barrier: no wait or dependence of T ends it.
 * Different threads fall under the rules above (L = THREAD decides).
 * The lockset (drs_locksets_meet) stays a separate component, applied by
 * the solver's pair filter. */
typedef enum drs_worker_kind {
    DRS_WORKER_ITERATION, /* an iteration of the construct's PARALLEL loops "iteration" */
    DRS_WORKER_THREAD,    /* one thread of a parallel region              "thread"    */
    DRS_WORKER_SECTION,   /* one section of a sections construct          "section"   */
    DRS_WORKER_SINGLE,    /* one encounter of single: at most one thread  "single"
                             (encounters repeated in a region-level loop
                             must be told apart by the phase)                  */
    DRS_WORKER_MASTER,    /* master / masked: only thread `id` runs it     "master"    */
    DRS_WORKER_LOOP,      /* a worksharing loop of a region, its loops INNER
                             loops here: one iteration runs on one thread;
                             pairs of two accesses in it are the business of
                             the loop's own construct, not checked here   "loop"      */
    DRS_WORKER_TASK       /* the instances of one task site, see above      "task"      */
} drs_worker_kind;

/* A `depend` item of a task: bytes [offset, offset + size) of object. */
typedef enum drs_dep_kind {
    DRS_DEP_IN,          /* "in" */
    DRS_DEP_OUT,         /* "out": out, inout, mutexinoutset (mutual
                            exclusion is enough to keep two apart) */
    DRS_DEP_INOUTSET     /* "inoutset": apart from others, not from itself */
} drs_dep_kind;

typedef struct drs_dep {
    drs_dep_kind kind;
    int object;      /* index into construct->objects */
    int offset;      /* expr (i64), in the creator's values at creation */
    int64_t size;    /* bytes */
} drs_dep;

typedef struct drs_worker {
    drs_worker_kind kind;
    int parent;      /* enclosing worker index, -1 for the outermost */
    int id;          /* expr: THREAD the thread number, SECTION the section
                        index (a node of one DRS_SYM_LOCAL symbol: one value
                        per copy); MASTER the thread that runs it (shared by
                        the copies); -1 for ITERATION and SINGLE */
    int count;       /* expr shared by the copies: THREAD the thread count,
                        SECTION the number of sections, or -1 unknown (only
                        id >= 0 is known); -1 for the other kinds */
    int sched;       /* LOOP: -1, or a schedule class: two LOOP workers of one
                        class (static schedules of one region with the same
                        iteration count and chunk, OpenMP 5.2 11.5.3) give
                        logical iteration k to the same thread, so a pair
                        between them on different threads has different
                        logical iterations, their `id`s (expr per copy: the
                        loop's logical iteration number, i64).  -1 elsewhere */
    int encounter;   /* LOOP (and SINGLE, without the schedule part): -1,
                        or the innermost loop (an INNER loop of the
                        region, drs_loop index) around the worksharing loop
                        when the thread meets it once per iteration of that
                        loop and its INNER ancestors with no barrier between
                        the encounters (`nowait`, `distribute`): two copies
                        in different encounters (one of these loops'
                        variables differs) may run in parallel on different
                        threads; with a schedule class (sched), only with
                        different logical iterations.  -1: one encounter per
                        phase, whose pairs the loop's own construct checks */
    int trip;        /* LOOP with a schedule class: -1 when the class means
                        one iteration count for all its loops (a constant),
                        or an expr (64 bits, per copy): the loop's iteration
                        count at this encounter.  Loops of a class with
                        trips give logical iteration k to the same thread
                        only when their counts are equal (counts from
                        bounds the region may change: NPB LU's `for (i =
                        ist; i <= iend; i++)` met once per k) */
    /* TASK only (drs_worker_set_task; -1 / 0 / false elsewhere): */
    int wait;        /* expr: the thread's wait mark at creation, -1 for 0;
                        (`id` is the task's position, i64) */
    int path;        /* expr: the condition under which the site creates
                        it, -1 for always (used for undeferred tasks) */
    int endmark;     /* expr: the task's own wait mark at the end of its
                        body, -1 for 0: a task nested in it (positions on
                        its line) at or after it is not waited for */
    int exec;        /* expr or -1: the number of the thread that runs the
                        instance (a node of one DRS_SYM_LOCAL symbol: one
                        value per copy), what omp_get_thread_num() returns
                        in it.  A thread runs one task at a time: an access
                        of the instance runs in parallel with another only
                        on another thread (drs_enc_pair_parallel) */
    bool undeferred; /* if(0) or `taskwait depend(...)`: the creator waits
                        for it; it has no accesses (its body's are the
                        creator's) and exists for its dependences */
    int line, col;   /* the task directive, for witnesses */
    int n_deps;
    drs_dep *deps;
    int n_after;     /* earlier TASK workers, each one instance with the same
                        parent, that have ended before this one starts (an
                        undeferred one: before its creator goes on) by the
                        transitive closure of dependences the builder knows
                        statically (drs_worker_add_after) */
    int *after;
} drs_worker;


typedef struct drs_access {
    int object;      /* index into construct->objects */
    drs_access_mode mode;
    int loop;        /* innermost loop around the access (a PARALLEL or INNER
                        loop); -1 (allowed only with a worker table) when the
                        access is in no loop of the construct, which needs a
                        worker with no ITERATION worker on its chain */
    int worker;      /* index into construct->workers, or -1: the implicit
                        ITERATION worker (only when the table is empty; with
                        a table every access names its worker).  An access
                        with loop >= 0 has an ITERATION worker on its chain */
    int phase;       /* expr: the barriers each thread has passed before the
                        access (a term over per-copy region-level loop
                        counters when a barrier sits in a loop), or -1 for 0 */
    int ordered;     /* -1, or where the access lies in its iteration with
                        respect to the one `ordered` region every iteration
                        of the construct's loop runs: 0 before it, 1 in it,
                        2 after it.  Iteration k's region ends before
                        iteration k' > k's begins (logical order, OpenMP
                        5.2, 15.10.2): an access at 0 or 1 of an earlier
                        iteration happens before one at 1 or 2 of a later
                        one.  Only without a worker table. */
    int tpos, twait; /* exprs (i64), -1 for 0: the position and wait mark of
                        the access on its time line (its thread's, or its
                        task's own; see drs_worker) */
    int path;        /* expr: condition under which the access executes in its
                        iteration (conjunction of guards, in evaluation order,
                        as nested DRS_OP_LAND), or -1 for always */
    int offset;      /* expr of type i64: byte offset from the object's start */
    int64_t size;    /* bytes accessed */
    int n_index;     /* number of subscripts as written (0 for scalars) */
    int *index;      /* exprs: the subscripts as written, for printing the element */
    int *dims;       /* NULL, or n_index exprs (i64): the extent of each
                        subscripted dimension, -1 where not known (dims[0]:
                        the outermost extent of a declared array or VLA, or
                        the element count of a visible malloc; -1 for a
                        pointer parameter).  Set only when offset ==
                        (sum_k index_k * prod_{l>k} dims[l]) * object
                        elem_size + a constant member offset smaller than
                        elem_size (row-major subscripting of a full array
                        type, fixed or variable length; k >= 1 always
                        known).  In-bounds rule (DESIGN.md, race query item
                        5; C11 J.2): every executed index_k with a known
                        dims[k] lies in [0, dims[k]) -- every query assumes
                        it, except for an access the solver finds out of
                        bounds whatever the inputs (reported on its own).
                        For two accesses with equal dims the solver also
                        adds "equal subscripts" as an implied fact: exact,
                        and it spares Z3 the nonlinear i*m + j reasoning of
                        VLAs. */
    bool dims_bounds_only; /* dims state the extents for the in-bounds rule
                        only: the offset is not row-major in them (a
                        member array, `s.a[i][j]`, `this->m[i]`), so the
                        solver takes no shape from them */
    char *member;    /* printed after the subscripts (".x"), "" if none ... */
    int member_tail; /* ... but before the last member_tail of them (0 <=
                        member_tail <= n_index): `s[1].a[i]` is index {1, i},
                        member ".a", member_tail 1 */
    int n_locks;     /* the lockset: what protects the access ... */
    int *lock_held;  /* NULL, or n_locks exprs: the condition under which
                        lock k is held (a lock taken on some paths only, in
                        the access's copy), -1 for always.  Only locks
                        always held take part in drs_locksets_meet; the
                        others make "not both held" a query condition */
    char **locks;    /* ... n_locks distinct ids (NULL when 0), each one of
                        "critical:" + name   a critical section ("critical:"
                                             for the unnamed one); every
                                             enclosing section is listed
                        "atomic"             the access is the `x` of an
                                             atomic construct
                        "ordered"            inside `ordered` of the loop
                        "lock:" + id         an OpenMP lock variable held;
                                             id is its name, with ".1",
                                             ".2" for other variables of
                                             that name (one per declaration)
                        "thread:" + k        only thread k runs it
                        "hold:" + t          a lock hand-off t ("lock:L@k",
                                             a lock held across barrier k):
                                             the access follows barrier k in
                                             the thread that held L there and
                                             precedes that thread's release
                                             of L
                        "got:" + t           the access follows an acquire of
                                             L made after barrier k; a "hold:"
                                             access of t happens before it
                                             (only a "hold:" and a "got:" of
                                             one t match; two "got:" or two
                                             "hold:" exclude nothing).  t is
                                             also "flag:s@L:C", a flag's one
                                             signal: "hold:" before it in
                                             the signalling worker, "got:"
                                             after a loop waiting for it
                        "task:" + l          l ("lock:..." or "critical:...")
                                             held by the thread that created
                                             the access's task and waited
                                             for it before releasing l: it
                                             excludes l's holds on other
                                             threads only (the nearest
                                             THREAD workers' ids differ),
                                             never in drs_locksets_meet
                        Two accesses whose locksets intersect never race
                        (drs_locksets_meet): they run under one mutual
                        exclusion, or in one thread's program order.  An
                        atomic access is protected only against another
                        atomic one, so "atomic" in both sets is what
                        protects them. */
    char *text;      /* source text of the access, e.g. "a[i + 1]" */
    unsigned line, col;
} drs_access;

/* A read of a constant table whose elements are pairwise different
 * (drs_construct.table_reads): two reads of one table at different
 * elements, both within it, give different values.  The value itself is
 * exact (the table's contents as an expression); the fact only states
 * what follows from them, which a solver would otherwise find by case
 * splits over every run of the table (DataRaceBench DRB005-008: 25-90 ms
 * per query over a 180-entry table). */
typedef struct drs_table_read {
    int table;       /* which table: reads with equal ids read one table  */
    int elem;        /* expr (any integer type): the element read         */
    int64_t count;   /* elements of the table: elem in [0, count) is in it */
    int value;       /* expr: the value read                              */
} drs_table_read;

typedef struct drs_construct {
    char *kind;          /* "parallel for", "for", "simd", "parallel for simd",
                            "for simd", "drs", ... (OpenMP directive name) */
    char *function;      /* enclosing function */
    unsigned line, col;  /* the pragma (or the loop when no location) */
    unsigned loop_line, loop_col;  /* the construct's outermost `for` */
    int64_t safelen;     /* simd: safelen(n), 0 when absent or not simd */
    bool is_simd;        /* iterations race when closer than safelen (any
                            distance when safelen == 0); else any two
                            different iterations may run in parallel */
    char *not_analyzed;  /* NULL, or why the construct cannot be analysed:
                            then the verdict is "not analyzed" with this
                            reason and nothing else is looked at */
    char *incomplete;    /* NULL, or why some accesses of the construct are
                            left out of the model (through a pointer it
                            cannot follow): the others are exact, so a race
                            among them is still proved, but the verdict is
                            never race-free -- "not analyzed" with this
                            reason instead */
    int env;             /* expr: condition known on entry (dominating
                            conditions, facts about inputs), or -1 */
    int team_cond;       /* expr: the part of env that lets the workers run
                            at once -- the construct's (or its region's)
                            `if` and `num_threads` clauses -- or -1.  Not
                            asserted again (env holds it); a race's witness
                            treats it as the pair's own, so its symbols are
                            listed ("when n=101") and untracked ones make
                            the race possible */
    int n_assumptions;
    char **assumptions;  /* human-readable assumptions the verdict rests on */
    int thread;          /* symbol (DRS_SYM_LOCAL): omp_get_thread_num() of
                            the thread that runs a copy, or -1.  Two accesses
                            race only when different threads make them, so
                            the encoder asserts thread(1) != thread(2) */
    int team;            /* symbol (DRS_SYM_LOCAL): omp_get_team_num() of the
                            team that runs a copy (a `teams` construct), or
                            -1.  A lock, `critical` or `ordered` excludes only
                            threads of one contention group, so a lock other
                            than "atomic" protects two accesses only when
                            team(1) == team(2); "atomic" protects across
                            teams.  (Set thread to the same symbol when one
                            team runs its iterations in order: `distribute`
                            without `parallel for`.) */

    int n_symbols;   drs_symbol *symbols;
    int n_exprs;     drs_expr *exprs;
    int n_loops;     drs_loop *loops;
    int n_objects;   drs_object *objects;
    int n_accesses;  drs_access *accesses;
    int n_workers;   drs_worker *workers;  /* empty: one implicit ITERATION
                                              worker */
    int n_table_reads; drs_table_read *table_reads;

    /* Private to the builder (drs_model.c, drs_model_expr.c): the capacity
     * of each array above and the hash-consing table of expressions.  No
     * reader of a model needs them; a copy of the struct must not use them. */
    struct {
        int symbols, exprs, loops, objects, accesses, workers, table_reads;
        void *intern;
    } priv_;
} drs_construct;

typedef struct drs_model {
    char *file;          /* main source file */
    int n_constructs;
    drs_construct **constructs;
    struct {
        int constructs;  /* capacity (private to drs_model.c) */
    } priv_;
} drs_model;

/* ---- building (encoder/drs_model.c, drs_model_expr.c) ---------------- */

drs_model *drs_model_new(const char *file);
void drs_model_free(drs_model *m);
/* Appends c; the model takes ownership. */
void drs_model_add(drs_model *m, drs_construct *c);

drs_construct *drs_construct_new(const char *kind, const char *function,
                                 unsigned line, unsigned col);
void drs_construct_free(drs_construct *c);
void drs_construct_set_not_analyzed(drs_construct *c, const char *reason);
/* Sets drs_construct.incomplete (copied; out of memory makes the construct
 * "not analyzed"). */
void drs_construct_set_incomplete(drs_construct *c, const char *reason);
/* Sets drs_construct.incomplete (copied; out of memory makes the construct
 * "not analyzed"). */
void drs_construct_set_incomplete(drs_construct *c, const char *reason);
void drs_construct_add_assumption(drs_construct *c, const char *text);

/* Returns the symbol index; label NULL means the name. */
int drs_add_symbol(drs_construct *c, const char *name, const char *label,
                   drs_type type, drs_sym_kind kind, int loop);
int drs_find_symbol(const drs_construct *c, const char *name);  /* -1 if none */
/* Puts DRS_SYM_LOCAL symbol sym into distinctness group `group` (>= 0, see
 * drs_symbol.distinct); returns sym, or -1 on error. */
int drs_symbol_set_distinct(drs_construct *c, int sym, int group);
/* Marks symbol sym untracked (why is required; mem and mem_index only for
 * DRS_UNTRACKED_MEMORY, NULL / -1 otherwise).  Returns 0, or -1 on bad
 * arguments. */
int drs_symbol_set_untracked(drs_construct *c, int sym, drs_untracked u,
                             const char *why, const char *mem, int mem_index);

/* Expression constructors return the node index.  Structurally equal nodes
 * are shared (hash-consing), so equal indices mean equal expressions.
 * Constants are stored normalised to the type (sign- or zero-extended from
 * `bits`).  They do not fold or simplify anything beyond that. */
int drs_const(drs_construct *c, drs_type t, int64_t v);
int drs_symref(drs_construct *c, int sym);
int drs_cast(drs_construct *c, drs_type t, int a);
int drs_unop(drs_construct *c, drs_op op, drs_type t, int a);
int drs_binop(drs_construct *c, drs_op op, drs_type t, int a, int b);
int drs_ite(drs_construct *c, drs_type t, int cond, int a, int b);
/* a && b with -1 meaning "true" on either side (returns the other). */
int drs_and(drs_construct *c, int a, int b);
/* e with every occurrence of symbol sym replaced by the expression repl,
 * which must have the symbol's type (-1 and the construct's error if not). */
int drs_subst(drs_construct *c, int e, int sym, int repl);
/* Whether e mentions symbol sym. */
bool drs_mentions(const drs_construct *c, int e, int sym);

int drs_add_loop(drs_construct *c, drs_loop_kind kind, int var, int parent,
                 int init, int cond, int64_t step, unsigned line, unsigned col);
/* label NULL means the name. */
int drs_add_object(drs_construct *c, const char *name, const char *label,
                   drs_object_kind kind, int64_t elem_size, bool assumed_unaliased);
int drs_find_object(const drs_construct *c, const char *name);  /* -1 if none */
/* index is copied (n_index entries); member, text may be NULL.  The access
 * starts with an empty lockset. */
int drs_add_access(drs_construct *c, int object, drs_access_mode mode, int loop,
                   int path, int offset, int64_t size, int n_index,
                   const int *index, const char *member,
                   const char *text, unsigned line, unsigned col);
/* Adds lock id `lock` (copied; a non-empty string) to the lockset of access
 * `access` unless it is there already.  Returns 0, or -1 on an error. */
int drs_access_add_lock(drs_construct *c, int access, const char *lock);
/* Adds lock `lock` held under condition `held` (an expr; -1 for always, as
 * drs_access_add_lock).  A lock already listed keeps the weaker claim only
 * when it becomes unconditional. */
int drs_access_add_lock_if(drs_construct *c, int access, const char *lock, int held);
/* Lock ids x of one access and y of another exclude or order the two:
 * the same id, or "hold:" t and "got:" t (either way round; see
 * drs_access.locks). */
bool drs_lock_ids_match(const char *x, const char *y);
/* The locksets of a and b (accesses of c) share an id held always
 * (drs_lock_ids_match): the two accesses never race.  Under `teams`
 * (c->team >= 0) only "atomic" counts: other locks exclude threads of one
 * team only. */
bool drs_locksets_meet(const drs_construct *c, const drs_access *a, const drs_access *b);

/* Why the last call that built part of c failed (the functions above
 * return -1 and leave c unchanged), or "" when none has. */
const char *drs_construct_last_error(const drs_construct *c);
/* Adds a worker; id and count per drs_worker (-1 where unused).  Workers
 * are added before the accesses that name them.  Returns the index, or -1
 * on an error (bad kind, parent not smaller, a second ITERATION worker, or id/count missing where required). */
int drs_add_worker(drs_construct *c, drs_worker_kind kind, int parent, int id, int count);
/* Records a read of an injective constant table (drs_table_read).
 * Returns its index, or -1 on an error (bad expression or count). */
int drs_add_table_read(drs_construct *c, int table, int elem, int64_t count, int value);
/* LOOP worker w: its logical iteration `id` (an expr) and schedule class
 * `sched` (>= 0), see drs_worker.sched.  Returns 0, or -1 on an error. */
int drs_worker_set_schedule(drs_construct *c, int w, int id, int sched);
/* LOOP worker w with a schedule class: its iteration count `trip` (an i64
 * expr), see drs_worker.trip.  Returns 0, or -1 on an error. */
int drs_worker_set_trip(drs_construct *c, int w, int trip);
/* LOOP or SINGLE worker w: met once per iteration of INNER loop `loop` (and
 * its INNER ancestors), see drs_worker.encounter.  Returns 0, or -1 on an
 * error. */
int drs_worker_set_encounter(drs_construct *c, int w, int loop);
/* Sets the worker and phase (-1 for phase 0) of access `access`.  Returns
 * 0, or -1 on a bad index. */
int drs_access_set_worker(drs_construct *c, int access, int worker, int phase);
/* TASK worker w: its wait mark, creation condition, undeferredness and
 * directive location (see drs_worker).  Returns 0, or -1 on an error. */
int drs_worker_set_task(drs_construct *c, int w, int wait, int path, bool undeferred,
                        int line, int col);
/* TASK worker w: its end mark (an expr, see drs_worker.endmark). */
int drs_worker_set_endmark(drs_construct *c, int w, int endmark);
/* TASK worker w: the thread that runs it (an expr, see drs_worker.exec). */
int drs_worker_set_exec(drs_construct *c, int w, int exec);
/* Appends a dependence item to TASK worker w.  Returns 0, or -1. */
int drs_worker_add_dep(drs_construct *c, int w, drs_dep_kind kind, int object, int offset,
                       int64_t size);
/* Records that TASK worker `before` has ended when TASK worker w starts
 * (see drs_worker.after).  Returns 0, or -1. */
int drs_worker_add_after(drs_construct *c, int w, int before);
/* Sets the thread position and wait mark of an access in no TASK. */
int drs_access_set_task_time(drs_construct *c, int access, int tpos, int twait);
/* Marks object o a thread's own (drs_object.per_thread). */
int drs_object_set_per_thread(drs_construct *c, int o);
/* The outermost TASK worker at or above w (-1: none). */
int drs_worker_task(const drs_construct *c, int w);
/* The TASK worker strictly between w (at or below) and task T on w's
 * chain nearest T -- a task nested in T -- or -1 (none, or T not on it). */
int drs_worker_task_inside(const drs_construct *c, int w, int T);
/* The lowest common worker of workers w1 and w2 (-1: none, or both -1). */
int drs_common_worker(const drs_construct *c, int w1, int w2);
/* The nearest THREAD worker at or above worker w (-1: none). */
int drs_worker_thread(const drs_construct *c, int w);
/* The outermost worker of that kind on w's chain below L (-1: none; L -1:
 * the whole chain). */
int drs_worker_kind_below(const drs_construct *c, int w, int L, drs_worker_kind kind);
/* Below workers w1's and w2's lowest common worker L, their outermost
 * worksharing loops, *l1 and *l2: true when they are two loops of one
 * schedule class (drs_worker.sched), whose logical iterations decide. */
bool drs_worker_class_loops(const drs_construct *c, int w1, int w2, int L, int *l1, int *l2);
/* Worker w runs in iterations of the construct's loops: w is -1 (the
 * implicit iteration worker) or an ITERATION worker is at or above it. */
bool drs_worker_in_iteration(const drs_construct *c, int w);
/* Which loops an access may be in, given its worker: an access whose loop
 * chain (drs_access.loop and its parents) holds a PARALLEL loop has an
 * ITERATION worker on its worker chain and vice versa; an access in a LOOP
 * worker is in a loop (the worksharing loop's INNER loops).  Worker -1 is
 * the implicit ITERATION worker of a construct without a worker table. */
bool drs_access_fits_worker(const drs_construct *c, int loop, int worker);

/* Sets the dims of access `access` (n_index entries copied; dims[0] ignored).
 * Returns 0, or -1 on a bad index. */
int drs_access_set_dims(drs_construct *c, int access, const int *dims);
/* The same for extents that bound the subscripts only (dims_bounds_only). */
int drs_access_set_bound_dims(drs_construct *c, int access, const int *dims);
/* Sets drs_access.member_tail.  Returns 0, or -1 when out of range. */
int drs_access_set_member_tail(drs_construct *c, int access, int tail);

/* ---- names ------------------------------------------------------------ */

const char *drs_op_name(drs_op op);            /* JSON spelling */
int drs_op_arity(drs_op op);                   /* operands of op: 0 to 3 */
bool drs_op_from_name(const char *s, drs_op *out);
/* Writes "i32" etc. into buf (at least 8 bytes). */
void drs_type_name(drs_type t, char *buf);
bool drs_type_from_name(const char *s, drs_type *out);

static const drs_type DRS_INT = {32, true};
static const drs_type DRS_I64 = {64, true};
static const drs_type DRS_BOOL = {1, false};

/* ---- JSON (encoder/drs_json_read.c, drs_json_write.c) -------------------
 *
 * {
 *   "version": 1, "file": "t.c",
 *   "constructs": [ {
 *     "kind": "parallel for", "function": "f", "line": 5, "col": 1,
 *     "loop_line": 6, "loop_col": 3, "safelen": 0, "simd": false,
 *     "not_analyzed": null,           // or "reason"
 *     "incomplete": "reason",        // optional: accesses left out
 *     "assumptions": [],
 *     "symbols": [ {"name": "i", "label": "i", "t": "i32", "kind": "loop", "loop": 0,
 *                   "distinct": 0   (optional, local symbols only; see
 *                                    drs_symbol.distinct) } ],
 *     "exprs": [ EXPR, ... ],
 *     "untracked": [ {"sym": "idx[i]", "kind": "memory", "why": "contents of 'idx'
 *                     are not known here", "mem": "idx", "index": OPND,
 *                     "distinct": false} ]
 *                     (optional; "kind" "memory" or "value", "mem"/"index"/
 *                     "distinct" only for memory; see drs_symbol.untracked),
 *     "loops": [ {"kind": "parallel", "var": "i", "parent": -1, "init": OPND,
 *                 "cond": OPND, "step": 1, "line": 6, "col": 3} ],
 *     "env": OPND or null,
 *     "team_cond": OPND (optional: drs_construct.team_cond),
 *     "thread": "t" (optional: the symbol of drs_construct.thread),
 *     "objects": [ {"name": "a", "label": "a", "kind": "array", "elem_size": 4,
 *                   "unaliased": false} ],        ("label" optional: the name)
 *     "accesses": [ {"object": "a", "mode": "w", "loop": 0, "path": OPND or null,
 *                    "offset": OPND, "size": 4, "index": [OPND, ...], "member": "",
 *                    "locks": [], "text": "a[i]", "line": 7, "col": 5,
 *                    "dims": [OPND or null, OPND, ...]   (optional; see drs_access.dims),
 *                    "dims_bounds_only": true  (optional, false by default),
 *                    "worker": 0, "phase": OPND  (optional; see drs_access),
 *                    "member_tail": 1  (optional, 0 by default) } ],
 *     "workers": [ {"kind": "thread", "parent": -1, "id": OPND, "count": OPND or null} ]
 *   (kinds "iteration", "thread", "section", "single", "master", "loop";
 *   a loop worker may have "id" and "schedule": K, see drs_worker.sched,
 *   with them "trip": OPND (an i64 or u64 count, drs_worker.trip), and
 *   "encounter": L (a loop index, drs_worker.encounter);
 *   "workers" is optional, [] by default: then "worker" must be absent or
 *   -1 and an access's "loop" at least 0.  "phase" defaults to null (0).
 *   "id" and "count" default to null.  "workers" is read before "accesses",
 *   wherever it stands in the object.  The writer emits "workers", "worker"
 *   and "phase" only when a construct has workers / a phase, so a model
 *   without them reads and writes as it always has.)
 *   ("locks" is optional, [] by default; the reader also accepts the older
 *   "lock": null or "lock": "id", a lockset of at most one id)
 *   } ]
 * }
 *
 * EXPR  = {"op": "+", "t": "i32", "a": [OPND, OPND]}       (operands in "a")
 *       | {"op": "const", "t": "i64", "v": 5}              ("v" may be a string
 *                                                           of decimal digits)
 *       | {"op": "sym", "s": "n"}
 * OPND  = integer k: the node exprs[k] (earlier nodes only, inside "exprs")
 *       | "name":    the symbol of that name
 *       | EXPR:      an inline node
 * "t" defaults to "i32".  The writer emits the flat form (every node in
 * "exprs", operands as integers); the reader accepts any mix, so hand-written
 * test models can use inline trees.
 */

/* Parses a model; on failure returns NULL and writes a message (with the
 * JSON path of the offending element) into err (errlen bytes). */
drs_model *drs_model_from_json(const char *text, char *err, size_t errlen);
/* Returns a malloc'd JSON text; the caller frees it with free(). */
char *drs_model_to_json(const drs_model *m);

#ifdef __cplusplus
}
#endif

#endif /* DRS_MODEL_H */
