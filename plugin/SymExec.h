//===- SymExec.h - symbolic execution behind the model builder -----------===//
//
// Internal to the model builder (ModelBuilder.cpp and the executor's files
// SymExec.cpp, SymExpr.cpp, SymAddress.cpp, SymAccess.cpp, SymState.cpp,
// SymSyntax.cpp, and the Build*.cpp files of regions, tasks and targets):
// the state of one symbolic execution and the Builder class that runs it.
// Over 700 lines for one reason: the one class's declaration, whose
// methods are spread over those files, is kept in one place.
//
// The builder executes the enclosing function from its start down to the
// construct in "environment" mode (values become DRS_SYM_INPUT unknowns, no
// accesses are recorded), binds the construct's loop variables, then executes
// one iteration of the body in "body" mode (unknowns are DRS_SYM_LOCAL, every
// access to shared memory is recorded with its path).  Everything it cannot
// model exactly sets a "not analyzed" reason (the first one wins); it never
// guesses "race-free".
//
//===----------------------------------------------------------------------===//
#ifndef DRSAT_PLUGIN_SYMEXEC_H
#define DRSAT_PLUGIN_SYMEXEC_H

#include "ModelBuilder.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"

#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace drsat {

/// Where a pointer points, or the address of an lvalue: a root object and a
/// byte offset (i64 expression) from its start.
struct Loc {
  int Root = -1;                ///< index into Builder::Roots, -1 if unknown
  int Off = -1;                 ///< i64 expr
  std::string Bad;              ///< non-empty: cannot be modelled (why)
  bool FreshOrigin = false;     ///< unknown pointer value (call result in the
                                ///< environment): gets its own origin when stored
  bool ThreadOwn = false;       ///< FreshOrigin from malloc/calloc/aligned_alloc
                                ///< called by each thread of the team
  bool Allocated = false;       ///< FreshOrigin from malloc/calloc/aligned_alloc:
                                ///< a heap object no named variable lies in
  bool Direct = true;           ///< Index/Member describe the element as written
  bool Pending = false;         ///< last Index entry came from `p + i`
  std::vector<int> Index;       ///< subscripts as written
  std::string Member;           ///< ".x", "->y"
  /// Facts of the pointer's formation on this path: each subscript of a
  /// constant-size array that went into it stayed within 0..extent (C11
  /// 6.5.6: `&u[i][ny-1][k][0]` has ny-1 >= 0).  An access made through
  /// the pointer that is no longer Direct runs only where they hold.
  std::vector<int> Inside;
  /// Inside[0..Formed) came with a pointer variable's value (its
  /// formation, readPtrVar); those after are the access's own subscripts
  /// (`b[0][n]` of a parameter `double b[][6]`), whose range is not a fact
  /// of the path: past its row the access is undefined and must be
  /// reported, not silently excluded, so it keeps the flat layout.
  size_t Formed = 0;
};

/// A memory object accesses can be made to.
struct RootInfo {
  const clang::VarDecl *VD = nullptr;  ///< the variable (array, scalar, or the
                                       ///< pointer whose value is the origin)
  drs_object_kind Kind = DRS_OBJ_ARRAY;
  std::string Name;                    ///< unique in the construct
  std::string Label;                   ///< the variable as the user wrote it
  int64_t ElemSize = 0;
  int Object = -1;                     ///< drs object index once accessed
  /// The object a thread allocated for itself (a region's scratch buffer):
  /// two iterations of a worksharing loop reach it only on one thread.
  bool ThreadOwn = false;
  /// The object an allocation returned (Loc::Allocated): writes into it
  /// change no named variable.
  bool Allocated = false;
  /// The rows a fill loop allocated, one after the other (tableFill): each
  /// row's size in bytes (i64 expr), -1 otherwise.
  int RowBytes = -1;
  /// Rows of a `T ***` parameter (paramRows3): rows[e][f], RowCount (i64
  /// expr) of them per entry e; -1 otherwise.
  int RowCount = -1;
};

/// The state of one path of the symbolic execution.
struct State {
  std::map<const clang::VarDecl *, int> Vars;  ///< integer variables -> expr
  std::map<const clang::VarDecl *, Loc> Ptrs;  ///< pointer variables
  int Path = -1;                               ///< condition, -1 = true
  bool Dead = false;                           ///< left by continue/break/return
  std::set<const clang::VarDecl *> Written;    ///< shared scalars surely written
                                               ///< so far in this iteration
  /// What the iteration holds, innermost last: "critical:" + name,
  /// "ordered", "lock:" + lockId() of an OpenMP lock variable, and
  /// "private-lock:" + the same for a lock each iteration (or thread) has
  /// its own copy of, which protects nothing against other iterations.
  std::vector<std::string> Locks;
  /// Regions: OpenMP locks held on some paths only ("lock:" + id -> the
  /// condition, an int expr, under which this thread holds it).
  std::map<std::string, int> CondLocks;
  /// Local arrays of pointers with known entries (`double *u[2] = {&b[0],
  /// &b[n]}`, `u[1] = p` at a constant index): entry k's location
  /// (SymTables.cpp).
  std::map<const clang::VarDecl *, std::vector<Loc>> Tables;
  /// Pointer tables a loop filled before the construct, one entry per
  /// counter value (`a[i] = malloc(m * sizeof *a[i])`, `a[i] = buf + i*m`):
  /// SymTables.cpp, tableFill.
  struct Fill {
    int Sym = -1;       ///< the fill loop's counter (a symbol)
    int Domain = -1;    ///< the counter values the loop ran through (over Sym)
    Loc Entry;          ///< carved rows: the entry, over Sym
    int RowRoot = -1;   ///< allocated rows: one object holding them in turn
    int RowBytes = -1;  ///< allocated rows: each one's size (i64)
    /// an integer array filled with a function of the counter (`idx[i] =
    /// (i * 7) % n`): that function, over Sym, of the element's type
    int Value = -1;
  };
  std::map<const clang::VarDecl *, Fill> Fills;
};

enum class ExecMode { Env, Body };

/// Per-variable facts for fix-its.
struct ScalarUse {
  std::set<std::string> RedOps;
  bool Other = false;            ///< used outside a reduction pattern
  bool ReadBeforeWrite = false;
  bool Written = false;
  bool InCall = false;           ///< used in a called function or lambda
};

enum class BreakKind { ConstructLoop, InnerLoop, Switch };

class Builder {
public:
  Builder(clang::ASTContext &Ctx, const ConstructSite &Site);
  BuildResult run();

  // ---- setup and environment (ModelBuilder.cpp) ----
  void precheckFunction(const clang::Stmt *Body);
  bool findPath(const clang::Stmt *St, const clang::Stmt *Target,
                std::vector<const clang::Stmt *> &Path);
  void execPathTo(const std::vector<const clang::Stmt *> &Path);
  void stateAliasAssumptions();
  /// RI is the object a `restrict` parameter of the construct's function
  /// points at (its value as the function received it).
  bool restrictOrigin(const RootInfo &RI) const;

  // ---- data sharing, iteration start, fix-its (BuildSharing.cpp) ----
  void collectClauses(const clang::OMPExecutableDirective *D, bool Own);
  void nestedParallelClauses();
  void nestedSharedCopies();
  /// The variables D's private, firstprivate and reduction clauses name
  /// (not those Sema adds to a target directive).
  std::set<const clang::VarDecl *>
  privatisedVars(const clang::OMPExecutableDirective *D) const;
  void startIteration();
  /// A private variable without a value yet (private clause, a new
  /// iteration or thread): an unknown, or a pointer that cannot be used.
  void startUnknown(const clang::VarDecl *VD, const std::string &Where);
  void makeFixes();
  bool usedOutside(const clang::VarDecl *VD);
  bool killedAfterLoop(const clang::VarDecl *VD);
  // ---- advice (BuildAdvice.cpp) ----
  void adviceClauses();
  void adviceLoopVars();

  // ---- loops (BuildLoops.cpp) ----
  bool buildParallelLoops();
  bool buildCollapsedSimd();

  struct LoopShape {
    const clang::VarDecl *Var = nullptr;
    const clang::Stmt *Init = nullptr;
    /// The counter's first value as the init writes it (`v = e`, `T v = e`).
    const clang::Expr *initValue() const {
      if (llvm::isa_and_nonnull<clang::DeclStmt>(Init))
        return Var ? Var->getInit() : nullptr;
      if (const auto *B = llvm::dyn_cast_or_null<clang::BinaryOperator>(Init))
        return B->getRHS();
      return nullptr;
    }
    const clang::BinaryOperator *Cond = nullptr;
    bool VarOnLeft = true;
    clang::BinaryOperatorKind Op = clang::BO_LT;  ///< after != rewriting
    const clang::Expr *Bound = nullptr;
    int64_t Step = 0;
    std::string Why;
    /// A `!=` loop whose variable wraps around (or may) before it equals the
    /// bound: C runs it as init, (T)(init+step), ... until the bound, so its
    /// values are those v whose step count k = (v - init) / step, taken
    /// modulo 2^Bits, is below the trip count (BuildLoops.cpp, wrapDomain).
    bool Wraps = false;
    bool WrapUnknown = false;   ///< checkWrap could not derive the values
    unsigned Bits = 0;          ///< width of the variable's type
    unsigned Zeros = 0;         ///< trailing zero bits of |step|
    uint64_t Inverse = 0;       ///< inverse of the odd part of |step| mod 2^Bits
    bool TripKnown = false;     ///< constant init and bound: Trip is valid
    uint64_t Trip = 0;
  };
  bool parseCanonical(const clang::ForStmt *F, LoopShape &L);
  bool checkWrap(LoopShape &L, clang::QualType Arith);
  bool parseParallelLoop(size_t K, LoopShape &L);
  int translateCond(const LoopShape &L, int VarExpr);
  int loopDomain(const LoopShape &L, int Sym, int V0, int &Init, int64_t &Step);
  bool boundInvariant(const LoopShape &L, const clang::Stmt *Body,
                      const clang::Stmt *Inc, bool AllowMemory);

  /// The condition (-1: true) under which D's `if` and `num_threads`
  /// clauses let two of its iterations run at once: on several threads
  /// (Threads: D creates the team) or on several simd lanes (Lanes),
  /// evaluated where D is encountered.
  int clauseCondition(const clang::OMPExecutableDirective *D, bool Threads,
                      bool Lanes);

  // ---- parallel regions (BuildRegion.cpp) ----
  /// Builds the model of a region construct (Site.Region): the threads of
  /// the team run its body; who runs each access (worker) and after how many
  /// barriers (phase) go with it.
  BuildResult runRegion();
  /// The VLA sizes of the function's parameters, as on entry.
  void paramSizes(const clang::FunctionDecl *FD);
  /// A directive met in a region's body (Body mode, RegionBuild): true when
  /// handled here (worksharing, barrier, single, master, masked, sections).
  bool execRegionDirective(const clang::OMPExecutableDirective *D);
  /// A parallel region nested in the region (BuildNestedTeam.cpp): kinds
  /// modelled, the region run as its encountering thread's work, and a
  /// directive inside it (false: critical, atomic, flush, handled as
  /// anywhere).
  static bool nestedRegionKind(llvm::omp::Directive K);
  void nestedRegion(const clang::OMPExecutableDirective *D);
  bool nestedTeamDirective(const clang::OMPExecutableDirective *D);
  /// Forgets what Body writes, but the inner threads' own variables.
  void nestedForget(const clang::Stmt *Body, const std::string &After,
                    bool KeepOwn = true);
  const clang::Stmt *NestedSections = nullptr;  ///< sections being run
  /// Forgets Vars: numbers become untracked, pointers unusable ("pointer
  /// 'p' How is not modelled").
  void nestedHavoc(const std::set<const clang::VarDecl *> &Vars,
                   const std::string &How, const std::string &After);
  /// The variables privatised since Before get back their values in Saved
  /// (their private copies' are gone).
  void restorePrivatised(const std::set<const clang::VarDecl *> &Before,
                         const State &Saved);
  std::string nestedWhere() const;
  /// lastprivate, linear and reduction items of D run by this thread alone
  /// (simd lanes, a nested team): written back at the end.
  void ownWriteBacks(const clang::OMPExecutableDirective *D);
  /// The reads of D's operand clauses (schedule chunk, if, final,
  /// priority, grainsize, num_tasks, num_threads, device, filter, a linear
  /// step, an allocator, ...), by the thread that meets D.
  void readClauseOperands(const clang::OMPExecutableDirective *D);
  /// "'E' in a clause of D (evaluated by each thread that meets it) is not
  /// modelled yet" (clauseEffects).
  void failClauseEffect(const clang::OMPExecutableDirective *D, const clang::Expr *E);
  /// Pointers set before the construct to a variable it privatises point
  /// to the original: unknown from here on ("private in the Where").
  void badOriginalPointers(const std::string &Where,
                           const std::set<const clang::VarDecl *> *Only = nullptr);
  /// omp_get_thread_num() (Tid) or omp_get_num_threads() of the enclosing
  /// team whose code runs in the environment of a construct that forks a
  /// team of its own: one value for both copies, within the team.
  int outerTeamValue(bool Tid);
  int EnvTeamTid = -1, EnvTeamNum = -1;
  bool EnvOuterTeam = false;  ///< the environment runs in an outer team
  int64_t EnvTeamLimit = -1;  ///< its num_threads(k), -1 unknown
  bool NestedTeam = false;                          ///< in a nested region
  const clang::OMPExecutableDirective *NestedDir = nullptr;
  int NestedTid = -1, NestedNum = -1;  ///< its abstract thread, team size
  std::set<const clang::VarDecl *> NestedOwn;  ///< its threads' own copies
  void regionLoop(const clang::OMPLoopDirective *D);
  void regionSections(const clang::OMPExecutableDirective *D,
                      const clang::Stmt *Body);
  void regionWriteBacks(const clang::OMPExecutableDirective *D);
  /// The iteration variables of simd loop directive D declared outside its
  /// loops (their references in the loops' inits): implicitly linear, so
  /// written back (empty for other directives).
  std::vector<const clang::Expr *> simdLoopVars(const clang::OMPExecutableDirective *D) const;
  /// Fn(item, reduction) for every item D writes back to its original:
  /// lastprivate, linear, reduction, then the simd loop variables no clause
  /// names.
  void forEachWriteBack(const clang::OMPExecutableDirective *D,
                        llvm::function_ref<void(const clang::Expr *, bool)> Fn) const;
  void regionPrivatise(const clang::OMPExecutableDirective *D);
  /// The reads of the originals D's firstprivate copies start from, by this
  /// thread (before regionPrivatise makes them private).
  void readFirstprivates(const clang::OMPExecutableDirective *D);
  /// A global that a clause privatises, named in a called function: which
  /// copy it names is unspecified -- fails (true).
  bool privateInCall(const clang::VarDecl *VD);
  /// A barrier: the phase steps, shared values written before it are
  /// forgotten (any thread may have written them).
  void regionBarrier();
  /// After code only some threads ran (single, master, sections): what it
  /// modified has no value the other threads know.
  void forgetModified(const clang::Stmt *Body, const std::string &After);
  /// The value shared variable VD has at the start of the current phase.
  int phaseValue(const clang::VarDecl *VD);
  // Lock hand-offs (BuildPhases.cpp).  A thread that holds lock L across
  // barrier k ("lock:L@k", the hand-off) releases it before any other
  // thread can take it after the barrier: its accesses from the barrier to
  // that release carry the mark "hold:" + hand-off, those of a thread
  // after it took L carry "got:" + hand-off (drs_access.locks), in
  // S.CondLocks with the condition under which they hold.
  /// The hand-offs of the locks held at the barrier being passed; false
  /// (failed) where they are not modelled.
  bool handOffsAtBarrier();
  /// This thread has just taken lock L ("lock:" + id): it follows every
  /// hand-off of L so far.
  void lockAcquired(const std::string &L);
  /// This thread releases lock L: its hand-offs of L end.
  void lockReleased(const std::string &L);
  /// The held locks of St are Locks0 and CondLocks0, hand-off marks apart.
  static bool sameLocks(const State &St, const std::vector<std::string> &Locks0,
                        const std::map<std::string, int> &CondLocks0);
  /// After code one thread of several may have run (single, master, a
  /// section, a task, a loop body): the marks of Entry it left as they
  /// were, and no other.
  /// (Also with Entry the end of code that may have run -- a switch case, a
  /// section, an undeferred task -- once S is restored to the state before
  /// it: a hand-off released there, even if the lock was taken back, is
  /// over.)
  void keepMarks(const std::map<std::string, int> &Entry);
  /// Drops the "hold:" marks of locks (a loop may release the lock in an
  /// earlier iteration; a flag's signal is in no loop).
  void dropHolds();
  // Flag signals (BuildFlags.cpp): one worker's write of a flag that
  // waiting loops read, a hand-off "flag:" + name + "@" + its place.
  struct FlagProto {
    int64_t V0 = 0;                       ///< the flag's value before the region
    const clang::Stmt *Owner = nullptr;   ///< section/single/master running the signal
    const clang::Stmt *Release = nullptr; ///< its atomic or critical directive
    std::string Token;
    unsigned Line = 0;                    ///< the signal's, for the reason
    clang::SourceLocation WaitLoc;        ///< a waiting loop, for the reason
    bool Used = false;      ///< a waiting loop took "got:" marks
    int ReleaseEnd = -1;    ///< accesses from here on in the owner follow it
    int ReleasePath = -1;   ///< ... when their paths imply this one's
    /// accesses surely after the signal on its thread: the owner's after
    /// the release, and the thread's own code after the owner
    std::vector<std::pair<int, int>> After;
    int ThreadAfter = -1;
  };
  std::map<const clang::VarDecl *, FlagProto> Flags;
  /// loops that read a flag (candidates for flagWaits) -> the flag
  std::map<const clang::Stmt *, const clang::VarDecl *> FlagWaits;
  /// At the start of region D's body (S: the values before it): its flags.
  void findFlags(const clang::OMPExecutableDirective *D, const clang::Stmt *RBody);
  /// Owner (section, single, master) starts: its signals' "hold:" marks.
  void flagOwnerEntered(const clang::Stmt *Owner);
  /// The atomic or critical directive Release starts: the hold of its
  /// signal ends.
  void flagReleased(const clang::Stmt *Release);
  /// Loop, about to run, cannot end before its flag's signal: the token.
  bool flagWaits(const clang::Stmt *Loop, std::string &Token);
  /// Owner (section, single, master) ends: what it did after its signal.
  void flagOwnerLeft(const clang::Stmt *Owner);
  /// The construct of Owners (single, master: itself; sections: its
  /// sections) ends: the thread's own code goes on, after their signals.
  void flagConstructLeft(llvm::ArrayRef<const clang::Stmt *> Owners);
  /// At the end of the build: an access neither marked before the signal
  /// nor surely after it may come before it on the signaller's thread, an
  /// order the marks do not say: against a waiter it gets the signal's
  /// "hold:" under an untracked condition, so such a race is possible.
  void flagUncertain();
  /// The phase of the code being executed (an expr; -1 for phase 0).
  int phaseExpr();
  /// A region-level sequential loop F whose body passes barriers: how many
  /// per iteration (Nb, all at the body's top level), or false when the
  /// barriers are not modelled there (the reason is set).
  bool phaseLoop(const clang::ForStmt *F, int &Nb);
  /// After phase loop F (Nb barriers per iteration): the phase goes on
  /// from its trip count.
  void afterPhaseLoop(const clang::ForStmt *F, const LoopShape &L, int Nb,
                      int EntryBase, int EntryCount);
  /// The trip count of a canonical loop with constant bounds.
  bool constTrip(const LoopShape &L, int64_t &Out);
  /// ... or with the values known here: V0 the variable's first value (an
  /// expr), the bound evaluated in the current state.
  bool knownTrip(const LoopShape &L, int V0, int64_t &Out);
  /// The trip count from the first value I0 and the bound's value B0.
  static bool tripOf(const LoopShape &L, int64_t I0, int64_t B0, int64_t &Out);
  /// The schedule class of a region's `for` D (worker W; its first loop
  /// FirstLoop) with schedule(static[, Chunk]) and a known trip count.
  void staticClass(const clang::OMPLoopDirective *D, const clang::ForStmt *F,
                   const LoopShape &LS, int FirstLoop, int W, int64_t Chunk);
  /// The iteration count of worksharing loop L (model loop Lp) at its
  /// encounter, an i64 expr from its init and bound, or -1.
  int tripCount(const LoopShape &L, const drs_loop &Lp);
  /// The trip count of loop F as one untracked input, >= 0 (one per loop).
  int untrackedTrip(const clang::ForStmt *F);
  std::map<const clang::ForStmt *, int> UntrackedTrips;

  // tasks of a region (BuildTasks.cpp)
  /// task, taskwait, taskgroup, taskyield in a region's code.
  bool execTaskDirective(const clang::OMPExecutableDirective *D);

  // -- target, target data, teams (BuildTarget.cpp)
  /// Entering target region D on the way along Path: what the device
  /// does not see with the host's values becomes untracked.
  void targetEntry(const clang::OMPExecutableDirective *D,
                   const std::vector<const clang::Stmt *> &Path);
  /// A target or data-movement directive before the construct: the host
  /// variables it may change become untracked.
  void envTarget(const clang::OMPExecutableDirective *D);
  /// D on the path to the construct is a target, target data or the
  /// construct's teams: handled, true; false for any other directive.
  bool targetOnPath(const clang::OMPExecutableDirective *D,
                    const std::vector<const clang::Stmt *> &Path);
  /// The team symbol of a `distribute` construct (Site.Teams) and its
  /// range; returns the condition for two iterations at once given the
  /// threads' (ThreadsCond, -1 for true).
  int enterTeams(int ThreadsCond);
  /// num_teams(n) of teams construct T (an expr, at most that many teams
  /// are made), or -1.
  int numTeams(const clang::OMPExecutableDirective *T);
  bool TeamsRegion = false;  ///< the region's copies are teams
  /// The teams construct's private/firstprivate/reduction clauses.
  void teamsClauses();
  int TeamExpr = -1;  ///< omp_get_team_num() of the copy, or -1
  /// A task of directive D (task, taskwait depend, a taskloop's
  /// iteration) whose body is Assoc, created here.
  void makeTask(const clang::OMPExecutableDirective *D, const clang::Stmt *Assoc);
  /// taskloop: each iteration of its loop a task, in a taskgroup unless
  /// nogroup (execInnerLoop creates them).
  void taskloop(const clang::OMPLoopDirective *D);
  const clang::OMPLoopDirective *TaskloopDir = nullptr;
  const clang::ForStmt *TaskloopLoop = nullptr;  ///< its loop, being run
  bool TaskloopDone = false;  ///< execInnerLoop made its tasks
  /// under collapse(2): the outer loop, whose iteration passes the inner
  /// loop's constant trip count of task sites
  const clang::ForStmt *TaskloopOuter = nullptr;
  int TaskloopInnerTrip = 0;
  /// The code executed is a worksharing loop's (LOOP or ITERATION worker).
  bool inLoopWorker() const;
  /// Fails with "D with 'k' is not modelled yet" for the first clause of
  /// one of Kinds on D; true then.
  bool refuseClauses(const clang::OMPExecutableDirective *D,
                     const std::string &Name,
                     std::initializer_list<llvm::omp::Clause> Kinds);
  /// The thread's task position now (i64 expr, -1 for 0).
  int taskPos();
  /// The thread's wait mark: every task it created before it has ended.
  void taskWaitAll();
  /// The variables private to the region's threads that a task shares.
  void scanTaskShared(const clang::Stmt *RBody);
  /// Task sites a run of S passes (in loops: not countable, Ok false).
  int taskSites(const clang::Stmt *S, bool &Ok, int Level = 0);
  /// The sites all iterations of Loop pass (Ok false unless a constant
  /// number: a canonical `for` of a constant trip count, or none).
  int loopSites(const clang::Stmt *Loop, bool &Ok, int Level = 0);
  /// X is a loop whose every execution waits for all tasks (a `for` of a
  /// constant trip count >= 1 with a wait at its body's top level).
  bool loopWaits(const clang::Stmt *X);
  /// For a loop X that surely waits: its sites before its last wait.
  int lastWaitIn(const clang::Stmt *X);
  /// Around a sequential loop of a region whose body creates tasks.
  struct TaskLoop {
    bool On = false;
    int Ns = 0, Ow = -1;  ///< sites per iteration, sites before the last wait
    int Base = -1, Count = 0, Mark = -1;  ///< the thread's time line on entry
  };
  TaskLoop enterTaskLoop(const clang::Stmt *Body, int K);
  /// A `depend` item of a task: bytes [Off, Off + Size) of model object
  /// Object (BuildTaskDeps.cpp).
  struct TaskDep {
    drs_dep_kind Kind;
    int Object, Off;
    int64_t Size;
  };
  bool taskDeps(const clang::OMPExecutableDirective *D, const std::string &Name,
                std::vector<TaskDep> &Out);
  /// The array section AS of a `depend` clause as an object, its first
  /// byte (Off) and its size; -1 (failed) when it is not modelled.
  int depSection(const clang::ArraySectionExpr *AS, const std::string &Name,
                 int &Off, int64_t &Size);
  void leaveTaskLoop(const TaskLoop &TL, const clang::ForStmt *F,
                     const LoopShape *L);
  /// Task W (added, its dependences too): the earlier sibling tasks it
  /// waits for by the transitive closure of constant dependences, when it
  /// runs once (Once: no loop around it); Uncond: always created.
  void staticOrder(int W, bool Once, bool Uncond);
  struct StaticTask {
    struct D {
      drs_dep_kind Kind;
      int Object;
      int64_t Off, Size;
    };
    int W = -1;
    bool Uncond = false;
    std::vector<D> Deps;
    std::set<int> Preds;
  };
  std::vector<StaticTask> StaticTasks;
  bool DepInLoop = false;  ///< a task with dependences in a loop
  /// At the end of a region's build: the accesses of tasks with
  /// dependences get an untracked condition when chains of dependences
  /// the query does not follow may order them (a race is then possible).
  void chainPaths();
  /// The object of root RI, made on first use (-1 after internalError).
  int objectOf(RootInfo &RI);
  /// E depends on nothing a thread computes for itself (constants, inputs,
  /// outer loop counters): every thread could compute the same value.
  bool sharedValue(int E) const;
  /// The host code of a function with target tasks (Site.HostTasks) leaves
  /// it here: fails unless every task is waited for (or it is main).
  void hostReturns();
  /// Body, or a function it calls, creates a target task.
  bool hasTargetTask(const clang::Stmt *Body) const;
  /// Inside sequential loops of the region that pass no barrier: the
  /// innermost, which tells a worksharing construct's encounters apart
  /// (drs_worker.encounter); -1 when some loop around is not modelled.
  int encounterLoop() const;
  /// The variables of D's associated loops (F the outermost): private to
  /// its iterations.
  /// The loops associated with D: collapse(n), or ordered(n) when larger.
  unsigned associatedLoops(const clang::OMPLoopDirective *D) const;
  void privatiseLoopVars(const clang::OMPLoopDirective *D,
                         const clang::ForStmt *F);
  /// VD is shared by the threads of the region being built and written in it.
  bool regionShared(const clang::VarDecl *VD) const;
  /// A read of VD holds a lock (critical, ordered, an OpenMP lock) or is
  /// the `x` of an atomic: another thread's protected write may be what it
  /// sees.
  bool protectedRead(const clang::VarDecl *VD) const;
  /// Env mode, in the region around a construct: the directive ends with a
  /// barrier, after which shared variables written in the region are
  /// forgotten.
  void envBarrier(const clang::OMPExecutableDirective *D);

  // ---- calls of the program's own functions (SymCall.cpp) ----
  /// Prechecks every function the code of Root can call (transitively) and
  /// adds the globals they modify to ModifiedInBody.
  void scanCallees(const clang::Stmt *Root);
  /// Body mode: executes a call of a function defined here through its
  /// body; false when CE is not such a call (Result: its value, or -1).
  bool inlineCall(const clang::CallExpr *CE, int &Result);
  /// A `return` of an inlined callee: true when handled.
  bool inlineReturn(const clang::ReturnStmt *RS);

  // ---- threads of the team (BuildSharing.cpp) ----
  /// Entering the team that runs the construct (the enclosing `parallel`, or
  /// the construct itself for `parallel for`): threadprivate variables hold
  /// per-thread values from here on, except those copied in by `copyin`.
  void enterTeam(const clang::OMPExecutableDirective *D);
  /// Path implies omp_get_thread_num() == K (a conjunct of the path).
  bool threadGuard(int Path, int64_t &K) const;
  /// threadprivate, or thread-local (_Thread_local, __thread, thread_local):
  /// one copy per thread.
  static bool isThreadPrivate(const clang::VarDecl *VD);
  /// VD is threadprivate and its copies may hold different values.
  bool threadValues(const clang::VarDecl *VD);

  // ---- read-only tables (SymTable.cpp) ----
  struct Table {
    bool Ok = false;
    drs_type Elem = DRS_INT;
    int64_t ElemSize = 0;
    std::vector<int64_t> Vals;   ///< the elements, flattened row-major
    bool Const = false;          ///< const elements, initialised here
    uint64_t TooBig = 0;         ///< certain, but this many elements: not encoded
    bool BigScanned = false;     ///< TooBig: range and distinctness looked at
    bool BigOk = false;          ///< TooBig and const: BigMin..BigMax known
    bool BigDistinct = false;    ///< ... and no value repeats
    int64_t BigMin = 0, BigMax = 0;
    /// Vals holds no value twice (-1: not looked at yet); see tableValue
    mutable signed char Injective = -1;
  };
  /// The value read by element access L at A when A is in a read-only
  /// table, else -1.
  int tableValue(const Loc &A, const clang::Expr *L);
  const Table *tableFor(const clang::VarDecl *VD);
  /// Records Value, read by A from injective table T, for the encoder's
  /// "different elements, different values" fact (drs_table_read).
  void injectiveRead(const Table &T, const Loc &A, int Value);
  /// E reads memory only as elements of tables tableFor knows, and calls
  /// nothing: a function of its variables.
  bool onlyTableReads(const clang::Expr *E);
  /// The value read by L at A from memory the model does not follow: an
  /// untracked symbol (DRS_UNTRACKED_MEMORY) naming the element read; Why
  /// empty means "contents of '<object>' are not known here".
  int memoryContents(const Loc &A, const clang::Expr *L, drs_type T,
                     const std::string &Why);
  void bigTableFacts(const clang::VarDecl *VD, int V);
  void scanTableUses();

  // ---- statements (SymExec.cpp), expressions (SymExpr.cpp), addresses
  // (SymAddress.cpp), accesses and variables (SymAccess.cpp) ----
  void execStmt(const clang::Stmt *S);
  void execDecl(const clang::VarDecl *VD);
  void execIf(const clang::IfStmt *If);
  /// An `if` of the code before the construct that only runs loops
  /// (SymExec.cpp): its effects are those of its loops, forgotten as one.
  bool envIfOnlyLoops(const clang::IfStmt *If);
  const clang::VarDecl *testedLock(const clang::Expr *E);
  void assumePositiveSize(int V);
  void execInnerFor(const clang::ForStmt *F);
  /// A loop that is no counted loop, its variables forgotten on entry.
  /// MonoVar (with MonoStep): a `for` counter that only its increment
  /// writes, by a constant step, in a signed type (no wrap): each iteration
  /// also knows it is not below (step < 0: above) its first value.
  void execOddLoop(const clang::Stmt *Loop, const clang::VarDecl *MonoVar = nullptr,
                   int64_t MonoStep = 0);
  /// Why each `for` loop around the code executed by execOddLoop is no
  /// counted loop, outermost first (for the reasons of what it refuses).
  std::vector<std::string> OddLoops;
  void execSwitch(const clang::SwitchStmt *Sw);
  void execSwitchItem(const clang::Stmt *S, const clang::SwitchStmt *Sw,
                      int V, int P0);
  void execEnvLoopHavoc(const clang::Stmt *Loop, const std::string &After = "a loop");
  void execDirective(const clang::OMPExecutableDirective *D);
  void distinctCapture(const clang::OMPAtomicDirective *AD,
                       const clang::Stmt *Assoc);

  int eval(const clang::Expr *E);         ///< integer value, -1 if not integer
  int evalUnshared(const clang::Expr *E);  ///< eval without PureValues
  int evalAny(const clang::Expr *E);      ///< eval, or ptrOf for pointers
  void detectReduction(const clang::Expr *E);
  int evalCond(const clang::Expr *E);     ///< any integer condition
  int evalInner(const clang::Expr *E);
  int evalCast(const clang::CastExpr *CE);
  int evalUnary(const clang::UnaryOperator *U);
  int evalBinary(const clang::BinaryOperator *B);
  int evalAssign(const clang::BinaryOperator *B);
  int evalIncDec(const clang::UnaryOperator *U);
  int evalCall(const clang::CallExpr *CE);
  int evalConditional(const clang::ConditionalOperator *CO);
  int evalLogical(const clang::BinaryOperator *B);
  Loc ptrOf(const clang::Expr *E);
  Loc addrOf(const clang::Expr *L);
  // pointer tables (SymTables.cpp)
  /// VD, a local array of pointers: a table when K <= 64 entries.
  static bool tableType(const clang::VarDecl *VD, int64_t &K);
  void tableDecl(const clang::VarDecl *VD, int64_t K);
  /// `u[c] = V` (the table's entry c, or the table forgotten).
  void tableStore(const clang::Expr *LHS, const Loc &V);
  /// Whether the entries stored so far are all the table will hold where
  /// it is read: written only outside loops and outside the construct,
  /// never through an alias.
  bool tableStable(const clang::VarDecl *U);
  /// `u[e]` read as a pointer: entry e of the table (or an invalid Loc).
  Loc tableRead(const clang::ArraySubscriptExpr *AS, const clang::VarDecl *U);
  std::map<const clang::VarDecl *, bool> TableStableMemo;
  /// An Env loop `for (i ...) T[i] = E;` that fills table T (recorded in
  /// S.Fills when fillStable holds), or integer array T with
  /// `if (c) T[i] = E1; else T[i] = E2;`.
  void tableFill(const clang::Stmt *Loop);
  /// One fill statement `T[i] = E` of loop F (BO2: the else branch's,
  /// under FillCond).
  void tableFillStmt(const clang::ForStmt *F, const clang::BinaryOperator *BO,
                     const clang::BinaryOperator *BO2, const clang::Expr *FillCond);
  /// T is written only by the fill statement Lhs = ... (and Lhs2 = ...,
  /// the other branch's), read only as
  /// `T[e]` values, never aliased; T itself set at most once outside loops.
  bool fillStable(const clang::VarDecl *T, const clang::Expr *Lhs,
                  const clang::Expr *Lhs2 = nullptr);
  Loc fillRead(const clang::ArraySubscriptExpr *AS, const clang::VarDecl *U);
  std::map<const clang::VarDecl *, const clang::Expr *> FillStableLhs;
  /// A file-scope table only the construct's function sets (fillStable).
  bool globalTableStable(const clang::VarDecl *T);
  std::map<const clang::VarDecl *, std::string> FillWhy;  ///< why it refused, " (...)"
  /// `p[e]` of a `T **` parameter p the function only reads that way: row
  /// e of p's rows, assumed distinct objects (stated); -1 when not so.
  int paramRows(const clang::VarDecl *P);
  Loc paramRowRead(const clang::ArraySubscriptExpr *AS, const clang::VarDecl *U);
  /// `p[e][f]` of a `T ***` parameter p the function only reads that way
  /// (never a `p[e]` or `p[e][f]` written, passed on or aliased): row (e, f)
  /// of p's rows, `rows[e][f][...]`, assumed distinct objects each accessed
  /// within its own extent, f within p[e]'s (stated); -1 when not so.
  int paramRows3(const clang::VarDecl *P);
  /// Tables whose rows paramRows/paramRows3 refused only because the
  /// function stores a pointer into memory (functionStoresNoPointers).
  std::set<const clang::VarDecl *> RowsRefused;
  Loc paramRow3Read(const clang::ArraySubscriptExpr *AS, const clang::ArraySubscriptExpr *Mid,
                    const clang::VarDecl *U);
  std::map<const clang::VarDecl *, int> ParamRows3;  ///< root (-1: not such rows)
  /// Rows (paramRows, paramRows3): the root of P's rows of Elem (-1 when
  /// Elem is no complete object type; the caller sets its RowBytes and
  /// RowCount); the subscripts naming
  /// a row (1, or 2 with a RowCount); where row Idx starts (-1 if not
  /// known); the location `&rows[Idx][0]` with its formation facts.
  int rowsRoot(const clang::VarDecl *P, clang::QualType Elem, int Generation);
  size_t rowSubscripts(int Root) const;
  int rowStart(int Root, const std::vector<int> &Idx);
  Loc rowLoc(int Root, const std::vector<int> &Idx);
  /// L is element Index.back() of a row (`&rows[e][c]`, Off as rowElemOff
  /// builds it): a pointer `p[i] + c` stays one, and `(p[i] + c)[k]` is
  /// rows[e][c + k] (foldRowElem), not a flat offset.
  bool rowElem(const Loc &L);
  /// L is the start of a row (`p[i]` of rows, `&rows[e][0]`).
  bool rowHead(const Loc &L);
  /// L points into a row: its start, or an element of it (pending).
  bool rowPtr(const Loc &L) { return rowHead(L) || (L.Pending && rowElem(L)); }
  int rowElemOff(int Root, const std::vector<int> &Idx);
  /// L (rowElem) moved by I elements of ES bytes (back if Sub); false,
  /// leaving L alone, where ES is not the rows' element size.
  bool foldRowElem(Loc &L, int I, int ES, bool Sub);
  /// "pointer 'E' is loaded from memory in the loop" (or region).
  std::string loadedWhy(const clang::Expr *E);
  /// `idx[e]` of an integer array a loop filled (State::Fill::Value) read
  /// at address A: the fill's value for counter e inside the loop's
  /// domain, what memory holds outside it; -1 when idx is no such array.
  int fillValue(const clang::ArraySubscriptExpr *AS, const Loc &A, drs_type DT);
  std::map<const clang::VarDecl *, int> ParamRows;  ///< root (-1: not such rows)
  int FillCount = 0;
  int readLValue(const clang::Expr *L, const clang::Expr *Whole);
  int readVar(const clang::VarDecl *VD, const clang::Expr *Ref,
              const clang::Expr *Whole);
  void writeVar(const clang::VarDecl *VD, int Val, const clang::Expr *Ref,
                drs_access_mode Mode);
  Loc readPtrVar(const clang::VarDecl *VD);
  /// The declaration standing for `this` in the construct's function (made
  /// on first use; the AST has none).
  const clang::VarDecl *thisVar(const clang::CXXThisExpr *E);
  const clang::VarDecl *ThisVar = nullptr;
  /// `v[i]` of std::vector / std::array variable VD (stdSubscript).
  Loc containerElement(const clang::VarDecl *VD, const clang::Expr *IdxE,
                       clang::QualType ElemT, const clang::Expr *L);
  /// `v.data()` of std::vector / std::array variable: a pointer to the
  /// elements containerElement names, at element 0.
  Loc containerData(const clang::CXXMemberCallExpr *MC, const clang::CXXRecordDecl *RD);
  /// Element 0 of the elements container variable VD's subscripts name
  /// (element size ES), or a bad Loc saying why they are not modelled.
  Loc containerBase(const clang::VarDecl *VD, int64_t ES);
  /// begin() (End: end()) of a std container variable: a pointer into the
  /// elements containerElement names.
  Loc containerIter(const clang::CXXMemberCallExpr *MC, const clang::CXXRecordDecl *RD,
                    bool End);
  /// A std container's iterator value E (stdIterator) as the pointer it wraps.
  Loc iterValue(const clang::Expr *E);
  /// `*it` or `it[n]` of an iterator.
  Loc iterElement(const clang::CXXOperatorCallExpr *OC);
  /// `a - b` of two iterators: an expr of OC's type; -2 when OC is not one.
  int iterDistance(const clang::CXXOperatorCallExpr *OC);
  /// std::begin / std::end (c-) of an array or container variable CE: true
  /// with the pointer in Out (or a bad Loc saying why), false for another call.
  bool stdBeginEnd(const clang::CallExpr *CE, Loc &Out);
  Loc newObject(const clang::CXXNewExpr *NE);
  /// A pointer held in a field (`v->data`, `this->data`) read in the
  /// construct: the same value on every use, one pointer of unknown origin
  /// per path, into Out, when the construct cannot change it
  /// (SymFieldPtr.cpp); false otherwise.
  bool fieldPointer(const clang::MemberExpr *ME, Loc &Out);
  /// The variable standing for ME's path, under fieldPointer's conditions.
  const clang::VarDecl *fieldPathVar(const clang::MemberExpr *ME);
  /// `*p` of a `T **` parameter p read in the construct, where p is used in
  /// the function only as `*p`, read or set to an allocation or null: like
  /// a field, one pointer of unknown origin (derefPathVar names it).
  bool derefPointer(const clang::UnaryOperator *U, Loc &Out);
  const clang::VarDecl *derefPathVar(const clang::UnaryOperator *U);
  /// The pointer a path starts from (v of `v->data`, p of `*p`) is one
  /// value in the construct, which stores no pointer; else FieldWhy says why.
  bool pathRootStable(const clang::VarDecl *Root);
  /// The variable standing for a pointer path (Key) written as E.
  const clang::VarDecl *pathVar(const std::string &Key, const clang::Expr *E);
  /// `x->m[e]` of a table of rows held in a field (`double **m`): the
  /// field's variable (fieldPointer) when paramRows models its rows and
  /// this function only reads the entries; null otherwise.
  const clang::VarDecl *fieldTable(const clang::ArraySubscriptExpr *AS);
  /// Nothing the construct runs stores a pointer or a structure into memory.
  bool storesNoPointers();
  /// Nor does the function around it, nor the functions it calls whose
  /// bodies are here, nor a call of a function with no body here that is
  /// given a pointer it may store a pointer through (other such calls stand
  /// with the caller's side of the assumption): what the rows rules need, as
  /// a store through another table (`q[1] = q[0]` with q == p) may make rows
  /// alias.
  bool functionStoresNoPointers();
  /// The statement the construct runs: a region's body, else its loop.
  const clang::Stmt *constructBody() const;
  int StoresNoPtrs = -1;  ///< storesNoPointers' answer, once asked
  int FnStoresNoPtrs = -1;  ///< functionStoresNoPointers' answer, once asked
  std::string FieldWhy;   ///< why fieldPathVar last refused, " (...)" or ""
  std::map<std::string, const clang::VarDecl *> FieldPtrs;  ///< path -> its variable
  bool isFieldPath(const clang::VarDecl *VD) const {
    for (const auto &KV : FieldPtrs)
      if (KV.second == VD)
        return true;
    return false;
  }
  /// `p + i` (Sub: `p - i`) for elements of ES bytes (an i64 expr).
  Loc offsetPtr(Loc P, int I, int ES, bool Sub);
  /// `*p` of pointer value B.
  Loc derefPtr(Loc B);
  /// size() of std::vector or std::array variable VD, of type size_t.
  int containerSize(const clang::VarDecl *VD, const clang::CXXRecordDecl *RD);
  /// Why the lambda call CE (lambdaOperator) cannot run through its body,
  /// or "" (SymCall.cpp).
  std::string lambdaWhy(const clang::CallExpr *CE);
  /// FD's name as a note names it ("lambda at line N" for a lambda).
  std::string calleeName(const clang::FunctionDecl *FD);
  /// `T &r = lvalue;`: r stands for that object (LocRefs), or fail.
  void bindReference(const clang::VarDecl *VD);
  /// The construct's loop F over a pointer or an iterator (pointerLoopVar;
  /// BuildPtrLoop.cpp): false when its variable is neither, else true
  /// (built, or failed saying why).
  bool buildPointerLoop(const clang::ForStmt *F);
  /// The construct's loop counted by logical iteration: the symbol "#Var"
  /// over 0 <= k < Count (i64), made the current loop; -1 on failure.
  int logicalLoop(const clang::VarDecl *Var, int Count, clang::SourceLocation ForLoc);
  /// The construct's range-based `for` (RangeLoop): its loop, RangeElem.
  bool buildRangeLoop();
  /// At the start of an iteration: a range-for's loop variable.
  void startRangeIteration();
  /// A member call on a std::vector / std::array variable: size() and
  /// empty() as values; before the construct, any other (SymExpr.cpp).
  int containerCall(const clang::CXXMemberCallExpr *MC,
                    const clang::CXXRecordDecl *RD);
  std::map<const clang::VarDecl *, int> ContainerSizes;  ///< v -> v.size()
  /// For an access E through root RI whose Loc is not Direct only because
  /// a member array is subscripted (`s.a[i]`, `p[2].a[i]`, `this->a[i]`):
  /// how many of L.Index follow L.Member when printed; else -1.
  /// The extents of the subscripts of E, an access through root RI spelled
  /// from it by subscripts and members (drs_access.dims_bounds_only), or
  /// empty (SymAccess.cpp).
  std::vector<int> subscriptExtents(const clang::Expr *E, const RootInfo &RI,
                                    const Loc &L);
  int memberTail(const clang::Expr *E, const RootInfo &RI, const Loc &L);
  /// Fills ParamAlias for FD's pointer parameters (SymAddress.cpp).
  void scanParamAliases(const clang::FunctionDecl *FD);
  void writePtrVar(const clang::VarDecl *VD, Loc L);
  void recordAccess(const Loc &L, drs_access_mode Mode, const clang::Expr *E,
                    int64_t Bytes = 0);
  /// memset / memcpy / memmove (by Clang's builtin identity): accesses of
  /// the byte ranges they touch; false for any other call (SymCall.cpp).
  bool memoryRangeCall(const clang::CallExpr *CE, const clang::FunctionDecl *FD,
                       int &Result);
  /// In the body, a C library function with hidden shared state (rand,
  /// random, drand48 and their seeds, strtok): a read-write access of that
  /// state, which two concurrent calls race on; false for any other call.
  bool hiddenStateCall(const clang::CallExpr *CE, llvm::StringRef Lib, int &Result);
  std::map<std::string, const clang::VarDecl *> HiddenStates;
  void forgetAliased(const Loc &L);
  void recordScalar(const clang::VarDecl *VD, drs_access_mode Mode,
                    const clang::Expr *E);
  /// drs_access.dims for an access at L (row-major subscripts of a full
  /// array type, offset checked node by node), or empty.
  std::vector<int> rowMajorDims(const Loc &L, const RootInfo &RI);
  int extentOf(const clang::ArrayType *AT);
  /// The value of global VD on entry of `main` (its static initialiser), or
  /// -1 when not known for certain.
  int mainEntryValue(const clang::VarDecl *VD);
  void scanTranslationUnit();
  void scanTranslationUnitOnce();
  /// The label of a symbol expression E depends on that each copy has its
  /// own value of (a loop or local symbol), or "" (ModelBuilder.cpp).
  std::string perCopySymbol(int E) const;

  // ---- state helpers (SymState.cpp) ----
  void merge(int C, State &T, State &E, int PrePath, int TStart, int EStart);
  /// An `if` or `?:`: runs Then from the current state under path
  /// condition Cnd and Else from the same state under !Cnd (with Drop, both
  /// keep the current path), then merges the two states.
  template <class ThenFn, class ElseFn>
  void fork(int Cnd, ThenFn Then, ElseFn Else, bool Drop = false) {
    int Pre = S.Path;
    State Saved = S;
    S.Path = Drop ? Pre : drs_and(C, Pre, Cnd);
    int TS = S.Path;
    Then();
    State T = std::move(S);
    S = std::move(Saved);
    S.Path = Drop ? Pre : drs_and(C, Pre, lnot(Cnd));
    int ES = S.Path;
    Else();
    State F = std::move(S);
    merge(Cnd, T, F, Pre, TS, ES);
  }
  /// Forgets Vars: untracked values "after <After>" (a loop, a switch).
  void havoc(const std::set<const clang::VarDecl *> &Vars,
             const std::string &After = "a loop");
  /// Pointers a sequential loop only rotates among each other (double
  /// buffering; SymRotate.cpp): the rotated ones, each one's class of
  /// pointers holding one object from pass Depth on (the lowest index of
  /// the class), and the scratch pointers written before any use in a pass.
  struct Rotation {
    std::vector<const clang::VarDecl *> Ptrs, Scratch;
    std::vector<int> Class;
    size_t Depth = 0;
    bool Own = false;  ///< the objects are apart from every other object
  };
  /// The rotation Loop makes of the pointers in Mod (taken out of Mod), or
  /// an empty one when it is not one.
  Rotation rotatePointers(const clang::Stmt *Loop, std::set<const clang::VarDecl *> &Mod);
  bool rotationMap(const std::vector<const clang::Stmt *> &Items,
                   const std::vector<const clang::VarDecl *> &Ptrs, std::vector<int> &Sigma);
  /// The pointers of R at the loop's head: a fresh object per class.  With
  /// Depth > 0, only when Allowed (the loop surely runs pass Depth and the
  /// construct does not depend on the pass); else they are not modelled.
  void applyRotation(const Rotation &Rot, const clang::Stmt *Loop, bool Allowed);
  /// Integer variables of Mod a loop changes only by one top-level `v =
  /// f(v);` from a known value (`p = 1 - p`): the values they take pass by
  /// pass, when finitely many (at most 17), become a condition on a fresh
  /// value (taken out of Mod).  The value is exact when the loop surely
  /// runs every such pass (SurePasses(): passes known to run around a
  /// construct that does not depend on the pass otherwise; 0 if none, asked
  /// only when needed) and
  /// it is the only such variable that moves; else it stays untracked,
  /// with the condition.
  void rotateInts(const clang::Stmt *Loop, std::set<const clang::VarDecl *> &Mod,
                  llvm::function_ref<int64_t()> SurePasses);
  /// What a call of unknown effect may change: the globals of the
  /// function.  Library is true for a library function whose parameters
  /// are all arithmetic: it cannot name a global of the program whose
  /// address the translation unit never takes (scanTranslationUnit).
  void havocGlobals(bool Library = false);
  bool onlyNumberCalls(const clang::Stmt *St);
  int varValue(const clang::VarDecl *VD);
  int unknown(drs_type T, const std::string &Label);
  /// unknown() whose witness value is not to be believed (drs_untracked):
  /// Why is printed with a race that needs its value; Mem and MemIndex name
  /// the element read for DRS_UNTRACKED_MEMORY.
  int untracked(drs_type T, const std::string &Label, drs_untracked U,
                const std::string &Why, const std::string &Mem = "",
                int MemIndex = -1);
  int freshSym(const std::string &Base, const std::string &Label, drs_type T,
               drs_sym_kind K, int Loop = -1);
  std::string uniqueName(const std::string &Base);
  /// The id of lock variable VD in lock ids: its name, with ".1", ".2" for
  /// other variables of the same spelling (identity by declaration).
  std::string lockId(const clang::VarDecl *VD);
  /// A and B are the same expression: equal AST structure naming the same
  /// declarations (never compared as source text, which macros blur).
  bool sameExpr(const clang::Expr *A, const clang::Expr *B) const;
  int rootFor(const clang::VarDecl *VD, drs_object_kind K, int Generation = 0);
  int typeSize(clang::QualType T);        ///< i64 expr, -1 if unknown
  bool dType(clang::QualType T, drs_type &Out) const;
  drs_type tyOf(int E) const { return C->exprs[E].type; }
  int conv(drs_type T, int E);
  int k64(int64_t V) { return drs_const(C, DRS_I64, V); }
  int add64(int A, int B);
  int mul64(int A, int B);
  bool constOf(int E, int64_t &V) const;
  int lor(int A, int B);
  int lnot(int A) { return drs_unop(C, DRS_OP_LNOT, DRS_INT, A); }
  void fail(const std::string &Why);
  /// fail() with the model's reason for refusing the last part built.
  void internalError();
  bool failed() const { return !Failure.empty(); }
  std::string text(const clang::Expr *E) const;
  std::string text(clang::SourceRange SR) const;
  unsigned line(clang::SourceLocation L) const;
  unsigned col(clang::SourceLocation L) const;
  bool isPrivate(const clang::VarDecl *VD) const;
  /// A clause that spells VD's name at the directive names VD itself: no
  /// other variable of that name is declared in the function, and VD is not
  /// declared only inside the loop (`extern int x;` in the body).
  bool clauseCanName(const clang::VarDecl *VD) const;
  bool isSharedWritten(const clang::VarDecl *VD) const;
  /// VD is a thread's own variable that the code being executed shares
  /// with a task (BuildTasks.cpp): its accesses are recorded.
  bool taskSharedHere(const clang::VarDecl *VD) const;
  static std::string nameOf(const clang::NamedDecl *D);

  // ---- data ----
  clang::ASTContext &Ctx;
  const ConstructSite &Site;
  clang::SourceManager &SM;
  drs_construct *C = nullptr;
  BuildResult R;
  std::string Failure;
  /// Why accesses were left out of the model (the first reason): they go
  /// through a pointer the builder cannot follow.  The construct is then
  /// drs_construct.incomplete: its races among the other accesses stand,
  /// but it is never race-free.
  std::string Incomplete;
  /// Leaves out an access through L (a pointer not followed) for reason Why;
  /// a write may have changed any memory a pointer reaches.
  void leaveOut(const Loc &L, drs_access_mode AM, const std::string &Why);
  ExecMode Mode = ExecMode::Env;
  bool InParallelRegion = false;
  /// clauseCondition of the `parallel` enclosing a worksharing construct
  /// (-1: true, or no such region).
  int TeamCond = -1;
  /// The team's size from `num_threads(n)` (an expr), -1 when not given:
  /// omp_get_thread_num() is below it.
  int TeamSize = -1;
  /// The construct is a task in main outside any region: the initial
  /// thread's team of one runs it (BuildRegion.cpp).
  bool InitialTeam = false;
  /// Inside the body of a target task (a device thread's own contention
  /// group: host locks and critical sections do not exclude it).
  int InTargetTask = 0;
  bool TargetSerial = false;  ///< ... a plain target's (one device thread)
  int Depth = 0;
  /// While a scalar-only expression is evaluated outside a body (it reads
  /// and changes no state: evalConditional): the value of each shape
  /// (pureShapeId) evaluated so far.  Active only within that expression.
  llvm::DenseMap<int, int> PureValues;
  bool PureActive = false;
  /// Symbols made so far (freshSym): a value whose evaluation made one (a
  /// per-read unknown, an untracked read) is not shared with its shape.
  unsigned FreshSyms = 0;
  State S;
  int CurLoop = -1;
  int LastOuterLoop = -1;
  std::vector<BreakKind> Breaks;
  std::vector<std::vector<State>> SwitchExits;

  std::set<std::string> UsedNames;
  std::map<std::string, int> NextSuffix;  ///< uniqueName: next suffix to try
  std::vector<RootInfo> Roots;
  std::map<std::pair<const clang::VarDecl *, int>, int> RootIndex;
  std::map<const clang::VarDecl *, int> PtrGeneration;
  std::map<const clang::VarDecl *, std::string> LockIds;  ///< see lockId
  std::set<std::string> UsedLockIds;
  std::map<const clang::VarDecl *, int> EntryValue;   ///< INPUT memo
  std::map<const clang::VarDecl *, int> Override;     ///< loop vars in conds
  std::map<const clang::VarDecl *, int> LastValue;    ///< last value assigned
  std::map<const clang::Expr *, int> VLASize;         ///< VLA size exprs
  /// typeSize's bytes of each type that is no VLA (-1: none)
  llvm::DenseMap<const void *, int64_t> TypeBytes;
  int MainEntry = -1;       ///< -1 not checked; 0 no; 1 entry values known
  std::set<const clang::VarDecl *> TUAddrTaken;  ///< &x anywhere in the TU
  bool TUComplete = false;  ///< the scan saw all code of the TU
  bool TUFuncEscapes = false;  ///< a function's address is taken in the TU
  /// pointer parameter -> (earlier parameter, byte distance) it equals at
  /// every call of its static function (scanParamAliases)
  std::map<const clang::VarDecl *, std::pair<const clang::VarDecl *, int64_t>>
      ParamAlias;
  bool ParamAliasScanned = false;

  std::set<const clang::VarDecl *> AddrTaken;    ///< in the whole function
  std::set<const clang::VarDecl *> ArrayEscapes; ///< arrays used unsubscripted
  std::set<const clang::VarDecl *> FuncGlobals;  ///< globals referenced
  std::set<const clang::VarDecl *> ModifiedInBody;
  std::set<const clang::VarDecl *> DeclaredInBody;
  std::set<const clang::VarDecl *> DeclaredInRegion;
  std::set<const clang::VarDecl *> ClausePrivate;     ///< all privatising clauses
  std::set<const clang::VarDecl *> ClauseUninit;      ///< private / lastprivate
  std::set<const clang::VarDecl *> LoopVars;          ///< construct's own
  /// linear(...) of the construct: variable -> step expression (null: 1)
  std::map<const clang::VarDecl *, const clang::Expr *> LinearVars;
  bool DefaultPrivate = false;
  bool Worksharing = false;
  const clang::Stmt *ConstructStmt = nullptr;   ///< directive or loop
  const clang::Stmt *InnermostBody = nullptr;
  std::vector<const clang::Stmt *> EnclosingLoops;
  /// From the function's body down to the construct's statement (run()).
  std::vector<const clang::Stmt *> ConstructPath;
  std::vector<const clang::ForStmt *> ParLoops;
  /// A range-based `for` as the construct's loop (ParLoops stays empty):
  /// its logical iteration k visits element k of the range (buildRangeLoop).
  const clang::CXXForRangeStmt *RangeLoop = nullptr;
  /// Its element of iteration k; a reference loop variable is bound to it
  /// (LocRefs), a copy is a private variable read from it.
  Loc RangeElem;
  /// Reference variables bound to one object (a range-for's `T &x`): a use
  /// of the variable is an access of that object.
  std::map<const clang::VarDecl *, Loc> LocRefs;
  /// the `parallel for` analysed as part of the construct (its loops are
  /// the last of ParLoops; absorbedParallelFor in ModelBuilder.h)
  const clang::OMPLoopDirective *NestedPar = nullptr;
  /// its copies private to an outer iteration (or team) that the inner
  /// team's threads share: no inner clause privatises them
  std::set<const clang::VarDecl *> NestedShared;

  std::map<const clang::VarDecl *, ScalarUse> Uses;
  /// omp_get_thread_num() in the construct's team names the thread that
  /// runs the iteration ("parallel for", "for"; not simd lanes, not drs).
  bool TidTeam = false;
  /// An `omp for` with no `parallel` around it in its function: it runs in
  /// the caller's team, so values on entry may differ between threads.
  bool Orphaned = false;
  int ProgramEnds = 0;  ///< paths ended by a call of exit, abort... so far
  /// Parts (a loop's body...) write V only by passing `&V` to functions that
  /// only read through it (addressOnlyReadThrough): a counter they keep.
  bool onlyAddressPassed(llvm::ArrayRef<const clang::Stmt *> Parts,
                         const clang::VarDecl *V);
  int TidExpr = -1;      ///< omp_get_thread_num() of this thread, -1 unknown
  std::map<const clang::VarDecl *, Table> Tables;
  /// canonical global -> (mentions in the TU, mentions as an element read)
  std::map<const clang::VarDecl *, std::pair<int, int>> TableRefs;
  bool TablesScanned = false;
  bool TablesTrusted = true;
  bool GlobalsHavocked = false;  ///< a call may have changed globals
  bool TPScanned = false;
  std::set<const clang::VarDecl *> TPWritten;  ///< modified anywhere in the TU
  const clang::VarDecl *RedVar = nullptr;
  std::string RedOp;
  /// The `x` operand of the enclosing `atomic` (null outside one): accesses
  /// to it are atomic, any other access in the statement is not.
  const clang::Expr *AtomicX = nullptr;
  /// n -> distinctness group of the values captured from it (drs_symbol)
  std::map<const clang::VarDecl *, int> CaptureGroup;

  /// A loop that may wait for another thread through a shared flag (an
  /// atomic, critical or flush inside): its location, else invalid
  /// (flagLoopPaths).
  clang::SourceLocation FlagLoop;
  /// At the end of the build: when FlagLoop is set, every access gets an
  /// untracked condition in its path, so that a race is only possible.
  void flagLoopPaths();
  /// A waiting loop can order its thread after another only by reading,
  /// under a lock (critical) or atomically, a value another worker writes
  /// under the same lock or atomically: anything else is a race on the
  /// flag and no synchronisation (OpenMP 5.2, 1.4.4-1.4.6; a flush adds
  /// nothing to plain accesses).  False when the construct has no such
  /// write for what Loop reads that way, no OpenMP lock routine and no call
  /// of unknown effect.
  bool flagMaySync(const clang::Stmt *Loop);
  /// S, or a function it calls, holds an atomic, critical or flush
  /// construct, an OpenMP lock routine or a call of unknown effect: a loop
  /// around it may wait for another thread.
  bool syncInside(const clang::Stmt *S);
  /// A fresh untracked symbol (Name, Label; reason Why) != 0: a condition
  /// that makes whatever needs it only possible; -1 on an error.
  int untrackedCondition(const std::string &Name, const std::string &Label,
                         const std::string &Why);
  /// Conjoins one untracked condition (symbol Name, reason Why) to the path
  /// of every access K with Which(K): their races become only possible.
  void onlyPossible(const std::string &Name, const std::string &Label,
                    const std::string &Why,
                    const std::function<bool(int)> &Which);
  /// An order flagLoopPaths leaves to the user for another reason (a
  /// dependence wait in a loop, BuildTasks.cpp): why, or "".
  std::string OrderWhy;
  /// Why the OpenMP locks each access holds are not modelled (a hand-made
  /// barrier: the locks held after a loop's iteration differ from those
  /// before it), or "": buildConstructModel then builds the construct
  /// again with Site.LocksWhy, where no access holds an OpenMP lock.
  std::string LocksDiffer;
  /// fail(Why), a limit of the lock model (see LocksDiffer).
  void failLocks(const std::string &Why);

  // calls (SymCall.cpp)
  std::set<const clang::FunctionDecl *> ScannedCallees;  ///< scanned
  std::vector<const clang::FunctionDecl *> CallStack;  ///< being inlined
  std::vector<const clang::CallExpr *> CallSites;      ///< their calls
  /// per inlined call: the states and values of its `return`s
  std::vector<std::vector<std::pair<State, int>>> Returns;
  std::set<const clang::VarDecl *> InlineLocals;  ///< callees' params, locals
  /// reference parameters of calls being inlined that hold the value their
  /// object had at the call (refByValue in SymCall.cpp)
  std::set<const clang::VarDecl *> ValueRefs;

  // region constructs (BuildRegion.cpp)
  bool RegionBuild = false;
  int ThreadWorker = -1;   ///< the team's THREAD worker
  int CurWorker = -1;      ///< worker of the code being executed
  /// The loop of the region's worksharing loop being executed: its bounds
  /// are evaluated once, by each thread (execInnerFor).
  const clang::ForStmt *WsLoop = nullptr;
  /// The operand of the `&` being evaluated (SymAddress.cpp): a subscript
  /// there may make the pointer one past the end.
  const clang::Expr *OnePastOk = nullptr;
  int PhaseCount = 0;      ///< barriers passed since PhaseBase
  int PhaseBase = -1;      ///< i64 expr the count starts from (-1: 0): a term
                           ///< over a phase loop's counter, or after it
  int PhaseLoopDepth = -1; ///< SeqLoopDepth inside the phase loop
  /// (trip count, chunk or -1) -> schedule class of static worksharing loops
  /// (trip count -1: the class of the chunk whose loops carry their counts)
  std::map<std::pair<int64_t, int64_t>, int> StaticClasses;
  /// chunk -> the loops with constant counts in a class of their count
  /// (worker, count), until a loop of that chunk has a run-time count
  std::map<int64_t, std::vector<std::pair<int, int64_t>>> ConstCountLoops;
  /// lock id of the `ordered` regions of the worksharing loop being built
  std::string OrderedLock = "ordered";
  /// A loop construct's `ordered` region every iteration runs (at the top
  /// of the body, nothing before it that leaves the iteration), or null;
  /// while the body is executed, where the accesses lie with respect to it
  /// (drs_access.ordered: 0 before, 1 in, 2 after; -1 none).
  const clang::OMPOrderedDirective *OrderedRegion = nullptr;
  int OrderedSide = -1;
  /// The OrderedRegion of the loop construct being built, or null.
  const clang::OMPOrderedDirective *orderedEveryIteration() const;
  int NumThreads = -1;     ///< omp_get_num_threads() of the team (expr)
  int SeqLoopDepth = 0;    ///< sequential loops around the code executed
  int RegionPath = -1;     ///< the path at the region's top level
  /// shared scalars a single or master set to a sharedValue: their value
  /// for every thread after the next barrier
  std::map<const clang::VarDecl *, int> AfterBarrier;
  /// (variable, phase) -> its value at the start of the phase
  std::map<std::pair<const clang::VarDecl *, int>, int> PhaseValues;
  /// "lock:" + id -> its hand-offs so far ("lock:L@k": held across
  /// barrier k by the threads CondLocks said)
  std::map<std::string, std::vector<std::string>> HandOffs;
  /// Env mode: the variables shared by the enclosing region's threads and
  /// written in it (envBarrier)
  std::set<const clang::VarDecl *> EnvRegionShared;

  // tasks (BuildTasks.cpp; the time line in drs_model.h, drs_worker)
  bool RegionTasks = false;  ///< the region creates tasks
  int TaskBase = -1;         ///< i64 expr the position counts from (-1: 0)
  int TaskCount = 0;         ///< task sites passed since TaskBase
  int TaskMark = -1;         ///< position at the last wait (i64 expr, -1: 0)
  /// A task created while its creator held locks (critical, OpenMP locks;
  /// BuildTasks.cpp): at the creator's release of each, if it has waited
  /// for the task, the task's own accesses [First, Last) get "task:" + the
  /// lock (drs_access.locks).
  struct LockedTask {
    int W, First, Last, Worker, Task, Path;  ///< (Path: where it was created)
    size_t Waits;  ///< WaitEvents before its creation
    std::vector<std::string> Locks;
  };
  std::vector<LockedTask> LockedTasks;
  /// Every wait for the tasks of a line (taskWaitAll): on which worker and
  /// task line, under which path.
  struct WaitEvent {
    int Worker, Task, Path;
  };
  std::vector<WaitEvent> WaitEvents;
  /// Path A has B as one of its conjuncts (every path through A passes B),
  /// or B is the region's top-level path.
  bool pathImplies(int A, int B) const;
  /// The creator releases lock L (an S.Locks id it held on every path).
  void lockedTasksReleased(const std::string &L);
  int CurTask = -1;          ///< the TASK worker being executed, -1 none
  std::set<int> TiedTasks;   ///< TASK workers without `untied`
  std::map<int, int> TaskExec;  ///< TASK worker -> its omp_get_thread_num()
  /// thread-private variables (declared in the region, a callee's locals,
  /// privatised) that some task shares, and those the current task shares
  std::set<const clang::VarDecl *> TaskShared, CurTaskShared;
  /// variables declared in the task being executed (shared with a task
  /// inside it when in TaskShared)
  std::set<const clang::VarDecl *> TaskDecls;
  bool InUndeferred = false;  ///< executing an undeferred task's body
  int InTaskgroup = 0;        ///< taskgroups around the code executed
  bool NestedInGroup = false; ///< a task in a task, in a taskgroup
  /// chainPaths' part for NestedInGroup: races of nested tasks possible.
  void nestedPaths();
  /// thread-private variables whose address escapes (also in TaskShared):
  /// a task reaches them through pointers whatever its clauses
  std::set<const clang::VarDecl *> TaskEscaped;
};

// ---- helpers shared by the executor's files (SymSyntax.cpp unless noted) ----

/// True for a file-scope declaration that holds no code (typedefs, tags,
/// static_assert, OpenMP declarative pragmas...).
bool holdsNoCode(const clang::Decl *D);
/// The one walk over the code of the whole translation unit: calls
/// Scan(Code, Owner) on the body of every function defined at file scope and
/// on the initialiser of every file-scope variable, in declaration order.
/// Returns false when some declaration holds code it does not look into
/// (C++ namespaces and classes, file-scope asm...): a fact that needs every
/// use in sight does not hold then.
template <class F> bool scanFileScopeCode(clang::ASTContext &Ctx, F &&Scan) {
  bool Complete = true;
  for (const clang::Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    if (const auto *Fn = llvm::dyn_cast<clang::FunctionDecl>(D)) {
      if (Fn->doesThisDeclarationHaveABody())
        Scan(Fn->getBody(), D);
    } else if (const auto *VD = llvm::dyn_cast<clang::VarDecl>(D)) {
      if (VD->getInit())
        Scan(static_cast<const clang::Stmt *>(VD->getInit()), D);
    } else if (!holdsNoCode(D)) {
      Complete = false;
    }
  }
  return Complete;
}

/// The expressions of D's clauses that write memory or call a function
/// other than an OpenMP runtime query or a const/pure one (`n++` in
/// num_threads, a call in `if`, `k++` as a schedule chunk), in the form
/// the threads meeting D evaluate them (a captured clause expression: its
/// pre-init initialiser).  Clauses are not children of their directive,
/// so walk() adds these to the directive's children.
void clauseEffects(const clang::OMPExecutableDirective *D,
                   llvm::SmallVectorImpl<const clang::Expr *> &Out);
/// A clause's operands that are not its children (a linear step, an
/// allocator).
llvm::SmallVector<const clang::Expr *, 1> clauseExtraOperands(const clang::OMPClause *Cl);
/// A size expression of variably modified type T (`int (*)[n++]`) writes
/// or calls: Clang evaluates it where the type is written (a cast, sizeof,
/// a declaration), which no statement of the AST shows.
bool vmSizeEffect(clang::QualType T);
/// X writes such a type (a cast, sizeof, a compound literal, a typedef or
/// a declaration other than a variable-length array's own).
bool typeSizeEffect(const clang::Stmt *X);

/// Pre-order walk of S and its children (into captured statements), with
/// an explicit stack: no recursion, however deep the expression.  A
/// directive's clause expressions with side effects (clauseEffects) count
/// among its children.
template <class F> void walk(const clang::Stmt *S, F &&Fn) {
  llvm::SmallVector<const clang::Stmt *, 32> Todo;
  Todo.push_back(S);
  while (!Todo.empty()) {
    const clang::Stmt *X = Todo.pop_back_val();
    if (!X)
      continue;
    Fn(X);
    if (const auto *CS = llvm::dyn_cast<clang::CapturedStmt>(X)) {
      Todo.push_back(CS->getCapturedStmt());
      continue;
    }
    if (const auto *D = llvm::dyn_cast<clang::OMPExecutableDirective>(X)) {
      llvm::SmallVector<const clang::Expr *, 2> Eff;
      clauseEffects(D, Eff);
      for (const clang::Expr *E : Eff)
        Todo.push_back(E);
    }
    size_t Mark = Todo.size();
    for (const clang::Stmt *Ch : X->children())
      Todo.push_back(Ch);
    std::reverse(Todo.begin() + Mark, Todo.end());  // children in order
  }
}

/// walk() over S and, once each, the bodies of the functions of the
/// translation unit it calls directly (library functions are not entered;
/// OnBody sees each body first, S included).  False as soon as Fn returns
/// false, or at a call through a pointer or of a function with no body
/// here, or past 64 bodies: what the caller must then assume unknown.
/// UnknownOk: a direct call of a function with no body here passes (Fn
/// sees it first), a call through a pointer still stops the walk.
bool walkCalls(const clang::Stmt *S,
               llvm::function_ref<void(const clang::Stmt *)> OnBody,
               llvm::function_ref<bool(const clang::Stmt *)> Fn, bool UnknownOk = false);

/// S holds a statement of one of the kinds Ts (walk order, any depth).
template <class... Ts> bool containsKindOf(const clang::Stmt *S) {
  bool Found = false;
  walk(S, [&](const clang::Stmt *X) { Found |= (llvm::isa<Ts>(X) || ...); });
  return Found;
}
/// The one declaration that stands for VD's variable in every set and map of
/// the builder (identity by declaration, never by spelling): redeclarations
/// of a variable -- the file-scope `int x;` and a block-scope `extern int
/// x;` -- are one variable.  For a variable with redeclarations it is the
/// first of the chain (in the chain's own order, whichever declaration one
/// starts from) that is a definition, else a tentative definition, else a
/// declaration; of those, the first with a complete type.
const clang::VarDecl *varDecl(const clang::VarDecl *VD);
/// The variable DR names (its varDecl), or null.
const clang::VarDecl *varOf(const clang::DeclRefExpr *DR);
/// The variable E names (through parentheses and implicit casts; its
/// varDecl), or null.
const clang::VarDecl *refVar(const clang::Expr *E);
/// E names a static data member through an object (`a.counter`,
/// `this->counter`) whose evaluation has no side effect: the member's
/// variable, as a DeclRefExpr `A::counter` would name it; else null.
const clang::VarDecl *staticMember(const clang::Expr *E);
/// The class of T (references and qualifiers looked through) when it is a
/// specialisation of std::vector or std::array, by declaration, else null.
const clang::CXXRecordDecl *stdContainer(clang::QualType T);
/// T is a random-access iterator of a std container's elements (libstdc++'s
/// __gnu_cxx::__normal_iterator, libc++'s std::__wrap_iter); Elem, when
/// given, receives the element type.
bool stdIterator(clang::QualType T, clang::QualType *Elem);
/// E is `*it` or `it[n]` of an iterator stdIterator models: E, else null.
const clang::CXXOperatorCallExpr *iterElementExpr(const clang::Expr *E);
/// A pointer, or a value stdIterator models as one.
bool pointerLike(clang::QualType T);
/// F's loop variable is a pointer or an iterator (pointerLike): it and the
/// expression that starts it.
bool pointerLoopVar(const clang::ForStmt *F, const clang::VarDecl *&Var,
                    const clang::Expr *&Start);
/// E without the copies, conversions and temporaries around an iterator.
const clang::Expr *iterCore(const clang::Expr *E);
/// E is `v[i]` through std::vector's or std::array's operator[] on a
/// variable v (or a reference to one) that yields an lvalue of a
/// non-class element: v, with the index expression and the element type.
const clang::VarDecl *stdSubscript(const clang::Expr *E, const clang::Expr *&Index,
                                   clang::QualType &Elem);
/// The variable an lvalue belongs to when it is (part of) a named object.
const clang::VarDecl *baseVar(const clang::Expr *E);
/// The lvalue X writes when X is an assignment (any kind) or a ++/--.
const clang::Expr *writtenLValue(const clang::Stmt *X);
/// Every `&V` in Body is an argument of a call of a function defined here
/// that only reads through that parameter (`*p` values), and no reference
/// binds V: V changes only where its own name is written (BuildLoops.cpp).
bool addressOnlyReadThrough(const clang::Stmt *Body, const clang::VarDecl *V);
/// What X is, for a user (never a Clang class name): "a lambda
/// expression", "'new'", ...
std::string kindName(const clang::Stmt *X);
/// "'#pragma omp NAME'" of directive D.
std::string ompName(const clang::OMPExecutableDirective *D);
/// T cut to a length fit for a reason (48 characters at most).
std::string brief(const std::string &T);
/// P, a reference parameter of the definition Def, is only read there: each
/// use converted to its value at once (nothing writes through it, takes
/// its address or binds it further).
bool refParamReadOnly(const clang::FunctionDecl *Def,
                      const clang::ParmVarDecl *P);
/// The variables X binds to a reference through which they may be written
/// (a non-const reference argument the callee does not only read, a
/// reference variable's initialiser, a lambda's capture by reference, any
/// lvalue argument of a member, operator or indirect call): their values
/// are not tracked, as for an address taken.
/// CE calls a lambda (its closure object is argument 0): the call operator.
const clang::CXXMethodDecl *lambdaOperator(const clang::CallExpr *CE);
/// FD is declared in namespace std or __gnu_cxx (reserved to the library).
bool stdLibraryFunction(const clang::FunctionDecl *FD);
/// CE is `std::swap(a, b)` of two pointer variables of one type: A and B.
bool pointerSwap(const clang::CallExpr *CE, const clang::VarDecl *&A, const clang::VarDecl *&B);
void collectRefBound(const clang::Stmt *X, std::set<const clang::VarDecl *> &Out);
bool refersTo(const clang::Stmt *S, const clang::VarDecl *VD);
/// Exact C folding of constants (false when C leaves it undefined)
/// (SymState.cpp).
bool foldBin(drs_op Op, drs_type T, int64_t A, int64_t B, int64_t &Out);
bool foldCmp(drs_op Op, drs_type T, int64_t A, int64_t B, int64_t &Out);
/// S has a chain of more than Limit nested nodes; the executor, whose
/// folding looks at every subexpression of each level it enters, refuses
/// such expressions up front (SymExpr.cpp).
bool deeperThan(const clang::Stmt *S, unsigned Limit);
/// deeperThan(S, DeepLimit), memoised while a SyntaxMemoScope lives: the
/// executor asks it of every expression it starts to evaluate, for every
/// construct whose path runs through it (SymSyntax.cpp).
constexpr unsigned DeepLimit = 1000;
bool tooDeep(const clang::Stmt *S);
/// The model's integer type of T (enums as their underlying type, _Bool;
/// false for other types and widths), memoised by canonical type while a
/// SyntaxMemoScope lives (SymSyntax.cpp; Builder::dType).
bool intTypeOf(clang::QualType T, clang::ASTContext &Ctx, drs_type &Out);
/// Integer constant expression without side effects (SymExpr.cpp).
bool constInt(const clang::Expr *E, clang::ASTContext &Ctx, int64_t &Out);
/// The same after Expr::HasSideEffects, memoised while a SyntaxMemoScope
/// lives: the executor asks it at every level of a deep expression, and of
/// the same loop bounds for every construct inside them (SymSyntax.cpp).
bool pureConstInt(const clang::Expr *E, clang::ASTContext &Ctx, int64_t &Out);
/// E only reads integer variables (not volatile, not references, not
/// threadprivate) and
/// computes with integer operators and `?:`: no assignment, call, memory
/// access or sizeof; memoised like pureConstInt (SymSyntax.cpp).  Its
/// evaluation changes nothing in the executor's state outside a region's
/// body, so a `?:` over such arms needs no fork (SymExpr.cpp).
bool scalarOnlyExpr(const clang::Expr *E);
/// A number per shape of scalar-only expression without && and || (whose
/// evaluation forks the executor's state), the same for two such
/// expressions exactly when they have the same classes, canonical types,
/// operators, casts, variables and literals throughout (-1: not
/// scalar-only, or no SyntaxMemoScope).  Macro-expanded bounds repeat
/// subexpressions (`min(min(a, b), c)` spells a and b four times); the
/// executor evaluates each shape once per pure expression (SymSyntax.cpp).
int pureShapeId(const clang::Expr *E);
/// Clang's folding of E to an integer (no side effects; unlike constInt it
/// does not look at undefined behaviour in the fold) (BuildLoops.cpp).
bool constValue(const clang::Expr *E, clang::ASTContext &Ctx, int64_t &Out);
/// `a relop b` as `b relop' a` (BuildLoops.cpp).
clang::BinaryOperatorKind flip(clang::BinaryOperatorKind Op);
/// E without parentheses and the full-expression, materialisation and
/// binding of a temporary around it (SymSyntax.cpp).
const clang::Expr *skipTemporaries(const clang::Expr *E);
/// The variable a data-sharing list item stands for as a whole: `x`, or an
/// array section covering every element of a constant-size array
/// (`a[0:10]`, `a[:]`, `b[0:4][:]`); null otherwise, with Why set when the
/// item is a part of a variable (BuildSharing.cpp).
const clang::VarDecl *wholeObjectItem(const clang::Expr *Item,
                                      clang::ASTContext &Ctx,
                                      std::string &Why);
/// A location that cannot be modelled, with the reason (SymAddress.cpp).
Loc badLoc(const std::string &Why);

// Syntactic helpers.  Their answers are memoised per statement while a
// SyntaxMemoScope lives (one per translation unit: the AST does not change
// while it is analysed).
class SyntaxMemoScope {
public:
  SyntaxMemoScope();
  ~SyntaxMemoScope();
  SyntaxMemoScope(const SyntaxMemoScope &) = delete;
  SyntaxMemoScope &operator=(const SyntaxMemoScope &) = delete;

private:
  bool Own;
};
/// Facts of whole functions kept by the memo (tags of memoSlot).
enum class MemoTag {
  Precheck, ParamAliases, FrameLocal, PassEarly, TableUses, Parents, FnStoresNoPtrs,
  EnvIfShape, TUScan, Callees, TaskScan, DeclsByName, CallSites, SyncInside
};
/// The memo's slot for (Tag, Key): empty until filled; nullptr without a
/// SyntaxMemoScope (then compute afresh).
std::shared_ptr<void> *memoSlot(MemoTag Tag, const void *Key);
/// The memo's text of E (empty until filled); nullptr without a
/// SyntaxMemoScope.
std::string *textSlot(const clang::Expr *E);
/// The memo's value for (Tag, Key), Make() on first use (every time
/// without a SyntaxMemoScope).
template <class T, class MakeFn>
std::shared_ptr<T> memoShared(MemoTag Tag, const void *Key, MakeFn Make) {
  std::shared_ptr<void> *Slot = memoSlot(Tag, Key);
  if (Slot && *Slot)
    return std::static_pointer_cast<T>(*Slot);
  auto V = std::make_shared<T>(Make());
  if (Slot)
    *Slot = V;
  return V;
}
/// S without the compound statements of one statement (and attributes)
/// around it (ModelBuilder.cpp).
const clang::Stmt *skipSingle(const clang::Stmt *S);
void collectModified(const clang::Stmt *S,
                     std::set<const clang::VarDecl *> &Out);
/// collectModified without `&x`: the variables S writes by name.
void collectWritten(const clang::Stmt *S, std::set<const clang::VarDecl *> &Out);
/// The variables D's clauses write back to their original (lastprivate,
/// linear, reduction, task_reduction, in_reduction, copyprivate); also in
/// collectModified for every directive inside S.
void clauseWriteBacks(const clang::OMPExecutableDirective *D,
                      std::set<const clang::VarDecl *> &Out);
void collectModifiedOutside(const clang::Stmt *S,
                            std::set<const clang::VarDecl *> &Out);
/// The variables with automatic storage declared in S: new in each execution
/// of S (block-scope `static` and `extern` declarations are not).
void collectDeclared(const clang::Stmt *S,
                     std::set<const clang::VarDecl *> &Out);
void collectRefs(const clang::Stmt *S, std::set<const clang::VarDecl *> &Out);
bool containsKind(const clang::Stmt *S, bool Calls, bool Memory);
const clang::Stmt *unwrapCaptured(const clang::Stmt *S);
/// A clause Sema added to a target form for a variable its region captures
/// (firstprivate to the target task, shared by the threads inside it): not
/// a data-sharing clause of the construct's threads (BuildTarget.cpp).
bool targetImplicit(const clang::OMPExecutableDirective *D,
                    const clang::OMPClause *Cl);
/// `#pragma omp target nowait` (not a combined form): a deferred target
/// task, whose body one device thread runs while its creator goes on
/// (BuildTasks.cpp, makeTask).
bool targetTask(const clang::OMPExecutableDirective *D);
/// Why the body of target task D cannot be executed as a task's (a
/// directive other than `atomic` inside it), or "".
std::string targetTaskReason(const clang::OMPExecutableDirective *D);
/// The variables D's map clauses name (BuildTarget.cpp, mappedVars).
std::set<const clang::VarDecl *>
targetMappedVars(const clang::OMPExecutableDirective *D);
/// The library function FD stands for, by its declaration: its builtin
/// name (`__builtin_fabs`, `sqrt`) or, for a function with no body in the
/// translation unit declared in a system header (or an `omp_` routine of
/// the OpenMP runtime), its name; "" for the program's own functions.
llvm::StringRef libraryName(const clang::FunctionDecl *FD);
/// A library function with no effect on memory the program names (except
/// through pointer arguments: the caller checks those), thread-safe.  The
/// one table, used by the builder and the region check alike.
bool isPureFunction(const clang::FunctionDecl *FD);
/// malloc, calloc, realloc, free, aligned_alloc: they change no object the
/// program names (the environment need not forget globals after them).
bool isAllocFunction(const clang::FunctionDecl *FD);
/// A library function whose calls may run in any order and on any thread
/// with the same results: the math functions, the allocator, assertions
/// (not output, not the OpenMP runtime's queries, not `sleep`).  Advice
/// (Advice.cpp) proposes no loop that calls any other.
bool isOrderFreeFunction(const clang::FunctionDecl *FD);
/// malloc, calloc, aligned_alloc: each call returns a new object.
bool isFreshAllocation(const clang::FunctionDecl *FD);

} // namespace drsat

#endif
