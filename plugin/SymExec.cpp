//===- SymExec.cpp - statements ---------------------------------------------===//
//
// The statement executor: declarations, if/else, inner loops, while/do,
// switch (OpenMP directives inside the construct and reduction patterns are
// in SymOmp.cpp).
// Expressions are in SymExpr.cpp, addresses in SymAddress.cpp, accesses in
// SymAccess.cpp, helpers in SymState.cpp and SymSyntax.cpp.
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Lex/Lexer.h"

#include <functional>

using namespace clang;

namespace drsat {

// ---- statements --------------------------------------------------------------

void Builder::execDecl(const VarDecl *VD) {
  // VLA sizes are evaluated where the declaration is.
  // (Also through pointers: `double (*p)[m]` evaluates m here.)
  QualType T = VD->getType();
  while (!T.isNull()) {
    if (const ArrayType *AT = Ctx.getAsArrayType(T)) {
      if (const auto *V = dyn_cast<VariableArrayType>(AT))
        if (V->getSizeExpr())
          assumePositiveSize(VLASize[V->getSizeExpr()] =
                                 eval(V->getSizeExpr()));
      T = AT->getElementType();
    } else if (T->isPointerType() && T->isVariablyModifiedType()) {
      T = T->getPointeeType();
    } else {
      break;
    }
  }
  if (failed())
    return;
  T = VD->getType();
  if (T->isReferenceType()) {
    bindReference(VD);
    return;
  }
  if (!VD->isLocalVarDecl() || VD->isStaticLocal() || VD->hasExternalStorage())
    return;  // initialised once, not here: its value stays unknown
  const Expr *Init = VD->getInit();
  if (pointerLike(T)) {
    writePtrVar(VD, Init ? ptrOf(Init)
                         : badLoc("pointer '" + nameOf(VD) +
                                  "' is not initialised"));
    return;
  }
  drs_type DT;
  if (dType(T, DT)) {
    if (!Init && Mode == ExecMode::Env) {
      S.Vars.erase(VD);  // indeterminate: an unknown when (if ever) read
      LastValue.erase(VD);
      return;
    }
    int V = Init ? eval(Init) : unknown(DT, nameOf(VD));
    V = conv(DT, V);
    LastValue[VD] = V;
    if (!AddrTaken.count(VD) && V >= 0)
      S.Vars[VD] = V;
    return;
  }
  int64_t K = 0;
  if (tableType(VD, K)) {
    tableDecl(VD, K);
    return;
  }
  if (Init)
    evalAny(Init);
}

void Builder::bindReference(const VarDecl *VD) {
  // `T &r = lvalue;` (T not a reference, pointer, iterator or container):
  // r names that object from here on (LocRefs), so a use of r is an access
  // of it.  A writable reference counts as taking the address of the
  // variable it binds (ModelBuilder's precheck): that variable's value is
  // memory, not a tracked value, and a write through r cannot go unseen.
  QualType RT = VD->getType().getNonReferenceType();
  const Expr *Init = VD->getInit();
  const Expr *L = Init ? Init->IgnoreParens() : nullptr;
  if (const auto *EC = dyn_cast_or_null<ExprWithCleanups>(L))
    L = EC->getSubExpr()->IgnoreParens();
  if (const auto *IC = dyn_cast_or_null<ImplicitCastExpr>(L);
      IC && IC->getCastKind() == CK_NoOp)  // (to const)
    L = IC->getSubExpr()->IgnoreParens();
  std::string Why;
  if (!VD->getType()->isLValueReferenceType() || !L || !L->isGLValue() ||
      isa<MaterializeTemporaryExpr>(L) || L->getType()->isReferenceType())
    Why = "a reference to a temporary";
  else if (pointerLike(RT) || stdContainer(RT) || RT->isReferenceType())
    Why = "a reference to a pointer, an iterator or a container";
  else if (!VD->isLocalVarDecl() || VD->isStaticLocal())
    Why = "a reference declared static or outside a function";
  if (Why.empty()) {
    Loc A = addrOf(L);
    if (failed())
      return;
    if (A.Bad.empty()) {
      LocRefs[VD] = A;
      return;
    }
    Why = A.Bad;
  }
  fail("reference '" + nameOf(VD) + "' is not modelled: " + Why);
}

// C11 6.7.6.2p5: each time a VLA size is evaluated it shall be greater
// than zero; executions where it is not are undefined and not considered.
void Builder::assumePositiveSize(int V) {
  int64_t K;
  if (V < 0 || failed() || Mode != ExecMode::Env || InParallelRegion ||
      constOf(V, K))
    return;
  S.Path = drs_and(C, S.Path,
                   drs_binop(C, DRS_OP_GT, DRS_INT, V,
                             drs_const(C, tyOf(V), 0)));
}

void Builder::execIf(const IfStmt *If) {
  if (If->getInit() || If->getConditionVariable() || If->isConsteval()) {
    fail("'if' with an initialiser is not modelled");
    return;
  }
  int Cnd = evalCond(If->getCond());
  if (failed())
    return;
  bool Drop = Mode == ExecMode::Env && InParallelRegion;
  fork(
      Cnd,
      [&] {
        // `if (omp_test_lock(&l))`: the branch that runs holds l
        if (Mode == ExecMode::Body && Site.LocksWhy.empty())
          if (const VarDecl *LV = testedLock(If->getCond())) {
            if (InTargetTask)
              fail("a lock in the body of '#pragma omp target nowait' is "
                   "not modelled yet");
            S.Locks.push_back((isPrivate(LV) ? "private-lock:" : "lock:") +
                              lockId(LV));
            lockAcquired(S.Locks.back());
          }
        execStmt(If->getThen());
      },
      [&] {
        if (If->getElse())
          execStmt(If->getElse());
      },
      Drop);
}

namespace {

/// The syntactic part of Builder::envIfOnlyLoops, the same for every
/// construct after the `if`.
struct EnvIfShape {
  bool OnlyLoops = false;  ///< conditions, loops and loop directives only
  bool Sync = false;       ///< a worksharing loop with its barrier in it
};

bool envIfPart(const Stmt *X, EnvIfShape &Sh, bool &Loop,
               std::set<const VarDecl *> &Counters) {
  if (!X || isa<NullStmt>(X))
    return true;
  if (const auto *CS = dyn_cast<CompoundStmt>(X)) {
    for (const Stmt *Ch : CS->body())
      if (!envIfPart(Ch, Sh, Loop, Counters))
        return false;
    return true;
  }
  if (const auto *If = dyn_cast<IfStmt>(X))
    return !If->getInit() && !If->getConditionVariable() && !If->isConsteval() &&
           scalarOnlyExpr(If->getCond()) && envIfPart(If->getThen(), Sh, Loop, Counters) &&
           envIfPart(If->getElse(), Sh, Loop, Counters);
  if (isa<ForStmt, WhileStmt, DoStmt>(X)) {
    Loop = true;
    // the counters of the `for` loops in it, however deep
    walk(X, [&](const Stmt *Y) {
      if (const auto *F = dyn_cast<ForStmt>(Y))
        if (const auto *A = dyn_cast_or_null<BinaryOperator>(F->getInit()))
          if (A->getOpcode() == BO_Assign)
            if (const VarDecl *V = refVar(A->getLHS()))
              Counters.insert(V);
    });
    return true;
  }
  // a loop directive whose clauses compute nothing: executed before the
  // construct it only forgets what its loop writes (Builder::execDirective)
  const auto *D = dyn_cast<OMPExecutableDirective>(X);
  if (!D || !D->hasAssociatedStmt())
    return false;
  llvm::omp::Directive K = D->getDirectiveKind();
  if (K != llvm::omp::OMPD_simd && K != llvm::omp::OMPD_for &&
      K != llvm::omp::OMPD_for_simd && K != llvm::omp::OMPD_parallel_for &&
      K != llvm::omp::OMPD_parallel_for_simd)
    return false;
  llvm::SmallVector<const Expr *, 2> Effects;
  clauseEffects(D, Effects);
  if (!Effects.empty() ||
      !envIfPart(unwrapCaptured(D->getAssociatedStmt()), Sh, Loop, Counters))
    return false;
  if ((K == llvm::omp::OMPD_for || K == llvm::omp::OMPD_for_simd) &&
      !D->hasClausesOfKind<OMPNowaitClause>())
    Sh.Sync = true;
  return true;
}

} // namespace

// An `if` before the construct whose branches hold nothing but loops (and
// loop directives, and `if`s of the same kind), under conditions that only
// read integers, writing only arrays of numbers and the counters of its
// `for` loops: run normally, each branch forgets what its loops write
// (execEnvLoopHavoc) and the two are merged.  Forgetting what any of them
// writes, at once, is the same but for a variable one branch leaves alone,
// which the merge keeps as `c ? old : unknown` -- a counter, read after its
// loop before it is set again by another is rare; an array's old contents
// are known only when nothing but its fill writes it (fillStable) -- and
// costs nothing to translate: tiled code (DataRaceBench DRB042) puts
// hundreds of constructs after dozens of such `if`s, whose conditions are
// long min/max bounds.  Not for pointers (the merge of two targets), other
// scalars (`if (c) for (...) k++;` leaves k known when c is false), nor for
// a barrier's effect on a region's shared variables (envBarrier).
bool Builder::envIfOnlyLoops(const IfStmt *If) {
  auto Sh = memoShared<EnvIfShape>(MemoTag::EnvIfShape, If, [&] {
    EnvIfShape Shape;
    bool Loop = false;
    std::set<const VarDecl *> Counters, Mod;
    Shape.OnlyLoops = envIfPart(If, Shape, Loop, Counters) && Loop;
    if (Shape.OnlyLoops)
      collectModifiedOutside(If, Mod);
    for (const VarDecl *V : Mod) {
      QualType T = V->getType();
      bool Array = false;
      while (const ArrayType *AT = Ctx.getAsArrayType(T)) {
        T = AT->getElementType();
        Array = true;
      }
      if (!T->isArithmeticType() || V->getType()->isReferenceType() ||
          (!Array && !Counters.count(V)))
        Shape.OnlyLoops = false;
    }
    return Shape;
  });
  return Sh->OnlyLoops && !(Sh->Sync && !EnvRegionShared.empty());
}

/// The lock variable of an `omp_test_lock(&l)` or `omp_test_nest_lock(&l)`
/// call that is condition E, or null.
const VarDecl *Builder::testedLock(const Expr *E) {
  const auto *CE = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
  const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
  if (!FD || CE->getNumArgs() != 1)
    return nullptr;
  llvm::StringRef Lib = libraryName(FD);
  if (Lib != "omp_test_lock" && Lib != "omp_test_nest_lock")
    return nullptr;
  const auto *U = dyn_cast<UnaryOperator>(CE->getArg(0)->IgnoreParenImpCasts());
  return U && U->getOpcode() == UO_AddrOf ? refVar(U->getSubExpr()) : nullptr;
}

void Builder::execEnvLoopHavoc(const Stmt *Loop, const std::string &After) {
  if (Mode == ExecMode::Env)
    tableFill(Loop);  // (before the bounds' variables are forgotten)
  std::set<const VarDecl *> Mod;
  collectModifiedOutside(Loop, Mod);
  applyRotation(rotatePointers(Loop, Mod), Loop, false);
  rotateInts(Loop, Mod, [] { return int64_t(0); });
  havoc(Mod, After);
  if (containsKind(Loop, true, false))
    havocGlobals(onlyNumberCalls(Loop));
}

void Builder::execInnerFor(const ForStmt *F) {
  LoopShape L;
  bool Canon = parseCanonical(F, L);
  std::set<const VarDecl *> Mod, InBody;
  collectModified(F->getBody(), InBody);
  collectModified(F->getCond(), InBody);
  if (Canon && InBody.count(L.Var) &&
      !onlyAddressPassed({F->getBody(), F->getCond()}, L.Var)) {
    Canon = false;
    L.Why = "its variable '" + nameOf(L.Var) + "' changes in the body";
  }
  // a counter only the increment steps keeps above its first value even
  // where the bound is not invariant (`j < len[i]` read in the body) --
  // signed and at least as wide as int, where passing its maximum is
  // undefined; a narrower one is converted back and wraps
  // (`signed char j` under `j < 200`)
  const VarDecl *MonoVar = Canon && L.Var && !InBody.count(L.Var) && !L.Wraps &&
                                   L.Step != 0 && L.Var->getType()->isSignedIntegerType() &&
                                   Ctx.getTypeSize(L.Var->getType()) >= Ctx.getTypeSize(Ctx.IntTy)
                               ? L.Var
                               : nullptr;
  collectModifiedOutside(F->getBody(), Mod);
  collectModifiedOutside(F->getCond(), Mod);
  collectModifiedOutside(F->getInc(), Mod);
  // a region's worksharing loop is modelled as a loop or not at all (its
  // iterations are the loop worker's).  Each thread computes its bounds for
  // itself: bounds read from memory would be a value per thread in the
  // model, which would let two threads see two iteration spaces -- nothing
  // a race-free program does, so not modelled rather than misreported.
  bool Ws = F == WsLoop && RegionBuild && Mode == ExecMode::Body;
  if (Ws && (containsKind(F->getInit(), false, true) ||
             (L.Bound && containsKind(L.Bound, false, true)))) {
    fail("a worksharing loop of the region whose bounds read memory is not "
         "modelled yet (each thread reads them for itself)");
    return;
  }
  if (Canon && !boundInvariant(L, F->getBody(), F->getInc(), false))
    Canon = false;
  if (Canon && F->getConditionVariable())
    Canon = false;
  if (!Canon && Ws) {
    fail("worksharing loop not modelled: " +
         (L.Why.empty() ? std::string("its variable or bound changes in the loop")
                        : L.Why));
    return;
  }
  if (!Canon && L.WrapUnknown) {
    // the values of the variable are not derived: no guessed domain
    fail("inner loop not modelled: " + L.Why);
    return;
  }
  if (!Canon) {
    OddLoops.push_back("the loop at line " + std::to_string(line(F->getForLoc())) +
                       " around it is not a counted loop: " +
                       (L.Why.empty() ? std::string("not in canonical form") : L.Why));
    execOddLoop(F, MonoVar, L.Step);
    OddLoops.pop_back();
    return;
  }
  // a loop of a region whose iterations pass barriers: the phase is a
  // term over its counter (BuildRegion.cpp)
  int Nb = 0;
  bool PhaseLp = RegionBuild && Mode == ExecMode::Body &&
                 CurWorker == ThreadWorker && phaseLoop(F, Nb);
  if (failed())
    return;
  if (PhaseLp && (L.Wraps || containsKindOf<BreakStmt, ContinueStmt, ReturnStmt>(
                                 F->getBody()))) {
    fail("a loop of the region with barriers and 'break', 'continue', "
         "'return' or a wrapping counter is not modelled yet");
    return;
  }
  // each thread that meets a worksharing loop evaluates its header (reads
  // of the bounds are the thread's, outside the iterations)
  int LoopWorker = CurWorker;
  if (Ws && CurWorker >= 0)
    CurWorker = C->workers[CurWorker].parent;
  execStmt(F->getInit());
  if (failed())
    return;
  drs_type VT;
  if (!dType(L.Var->getType(), VT)) {
    fail("loop variable '" + nameOf(L.Var) + "' is not an integer");
    return;
  }
  int V0 = LastValue.count(L.Var) ? LastValue[L.Var] : -1;
  if (V0 < 0)
    V0 = unknown(VT, nameOf(L.Var));
  V0 = conv(VT, V0);
  std::set<const VarDecl *> Written0 = S.Written;
  int P0 = S.Path;
  Mod.erase(L.Var);
  havoc(Mod);
  int Sym = freshSym(nameOf(L.Var), nameOf(L.Var), VT, DRS_SYM_LOOP, C->n_loops);
  Override[L.Var] = Sym;
  int Init;
  int64_t Step;
  int Cond = loopDomain(L, Sym, V0, Init, Step);
  CurWorker = LoopWorker;
  if (failed())
    return;
  int Li = drs_add_loop(C, DRS_LOOP_INNER, C->exprs[Sym].sym, CurLoop, Init,
                        Cond, Step, line(F->getForLoc()), col(F->getForLoc()));
  if (Li < 0) {
    internalError();
    return;
  }
  int SavedLoop = CurLoop;
  CurLoop = Li;
  Breaks.push_back(BreakKind::InnerLoop);
  dropHolds();  // an earlier pass may have released the lock
  std::vector<std::string> Locks0 = S.Locks;
  std::map<std::string, int> CondLocks0 = S.CondLocks;
  int EntryBase = PhaseBase, EntryCount = PhaseCount,
      EntryDepth = PhaseLoopDepth;
  if (PhaseLp) {
    // iteration k (logical) starts after entry + Nb * k barriers
    int K = drs_binop(C, DRS_OP_DIV, DRS_I64,
                      drs_binop(C, DRS_OP_SUB, DRS_I64, conv(DRS_I64, Sym),
                                conv(DRS_I64, Init)),
                      k64(Step));
    int Entry = phaseExpr();
    int M = mul64(K, k64(Nb));
    PhaseBase = Entry >= 0 ? add64(conv(DRS_I64, Entry), M) : M;
    PhaseCount = 0;
    PhaseLoopDepth = SeqLoopDepth + 1;
  }
  // a loop whose body creates tasks: positions over its counter
  int TK = -1;
  if (RegionTasks && RegionBuild && Mode == ExecMode::Body)
    TK = drs_binop(C, DRS_OP_DIV, DRS_I64,
                   drs_binop(C, DRS_OP_SUB, DRS_I64, conv(DRS_I64, Sym),
                             conv(DRS_I64, Init)),
                   k64(Step));
  TaskLoop TL = enterTaskLoop(F->getBody(), TK);
  if (TL.Ns > 0 && (L.Wraps || failed())) {
    if (!failed())
      fail("a task created in a loop of the region with a wrapping counter is "
           "not modelled yet");
    return;
  }
  ++SeqLoopDepth;
  if (F == TaskloopLoop && TaskloopDir) {
    // a taskloop's iteration: a task whose body is the loop's
    const OMPLoopDirective *Dir = TaskloopDir;
    TaskloopLoop = nullptr;
    TaskloopDir = nullptr;
    makeTask(Dir, F->getBody());
    TaskloopDone = true;
  } else {
    execStmt(F->getBody());
  }
  --SeqLoopDepth;
  leaveTaskLoop(TL, F, &L);
  if (PhaseLp) {
    PhaseLoopDepth = EntryDepth;
    afterPhaseLoop(F, L, Nb, EntryBase, EntryCount);
  }
  if (!S.Dead && !sameLocks(S, Locks0, CondLocks0))
    failLocks("the locks held after an iteration of the loop at line " +
              std::to_string(line(F->getForLoc())) +
              " may differ from those before it");
  S.Dead = false;
  S.Path = P0;
  S.Locks = Locks0;
  S.CondLocks = CondLocks0;
  S.Written = Written0;
  execStmt(F->getInc());
  Breaks.pop_back();
  CurLoop = SavedLoop;
  Override.erase(L.Var);
  S.Dead = false;
  S.Path = P0;
  S.Written = Written0;
  if (!isa_and_nonnull<DeclStmt>(F->getInit()))
    Mod.insert(L.Var);
  havoc(Mod);
}

void Builder::failLocks(const std::string &Why) {
  if (failed())
    return;
  if (Site.LocksWhy.empty())
    LocksDiffer = Why;  // (buildConstructModel builds the construct again)
  fail(Why);
}

void Builder::execOddLoop(const Stmt *Loop, const VarDecl *MonoVar, int64_t MonoStep) {
  const Stmt *Init = nullptr, *Body = nullptr;
  const Expr *Cond = nullptr, *Inc = nullptr;
  bool IsDo = false;
  if (const auto *F = dyn_cast<ForStmt>(Loop)) {
    Init = F->getInit();
    Cond = F->getCond();
    Inc = F->getInc();
    Body = F->getBody();
    if (F->getConditionVariable()) {
      fail("condition variables are not modelled");
      return;
    }
  } else if (const auto *W = dyn_cast<WhileStmt>(Loop)) {
    Cond = W->getCond();
    Body = W->getBody();
    if (W->getConditionVariable()) {
      fail("condition variables are not modelled");
      return;
    }
  } else if (const auto *D = dyn_cast<DoStmt>(Loop)) {
    Cond = D->getCond();
    Body = D->getBody();
    IsDo = true;
  }
  execStmt(Init);
  if (failed() || S.Dead)
    return;
  drs_type MonoT;
  int Mono0 = MonoVar && S.Vars.count(MonoVar) && dType(MonoVar->getType(), MonoT)
                  ? S.Vars[MonoVar]
                  : -1;
  std::set<const VarDecl *> Mod;
  collectModifiedOutside(Body, Mod);
  collectModifiedOutside(Cond, Mod);
  collectModifiedOutside(Inc, Mod);
  std::set<const VarDecl *> Written0 = S.Written;
  dropHolds();  // an earlier pass may have released the lock
  std::vector<std::string> Locks0 = S.Locks;
  std::map<std::string, int> CondLocks0 = S.CondLocks;
  int P0 = S.Path;
  std::string Waited;  // a flag's signal it cannot end before (BuildFlags.cpp)
  bool Waits = flagWaits(Loop, Waited);
  if (Mode == ExecMode::Body && FlagLoop.isInvalid() && !Waits &&
      syncInside(Loop) && flagMaySync(Loop)) {
    // `while (!done) { atomic read done = flag; }`: an order between threads
    // the phases and locksets do not express.  A race found may be one it
    // prevents: every race of the construct becomes only possible (the
    // builder's end conjoins an untracked condition to every access path);
    // race-free stays race-free, which no extra order can undo.  A loop
    // reading nothing another worker writes under the same lock or
    // atomically orders nothing (flagMaySync): its races stay proved.
    FlagLoop = SM.getExpansionLoc(Loop->getBeginLoc());
  }
  havoc(Mod);
  Breaks.push_back(BreakKind::InnerLoop);
  if (!IsDo && Cond) {
    int Cnd = evalCond(Cond);
    S.Path = drs_and(C, P0, Cnd);
  }
  if (Mono0 >= 0 && S.Vars.count(MonoVar) && S.Vars[MonoVar] != Mono0) {
    int Now = conv(MonoT, S.Vars[MonoVar]), First = conv(MonoT, Mono0);
    S.Path = drs_and(C, S.Path,
                     drs_binop(C, MonoStep > 0 ? DRS_OP_GE : DRS_OP_LE, DRS_INT, Now, First));
  }
  int P1 = S.Path;
  TaskLoop TL = enterTaskLoop(Body, -1);
  if (failed())
    return;
  ++SeqLoopDepth;
  execStmt(Body);
  --SeqLoopDepth;
  leaveTaskLoop(TL, nullptr, nullptr);
  if (!S.Dead && !sameLocks(S, Locks0, CondLocks0))
    failLocks("the locks held after an iteration of the loop at line " +
              std::to_string(line(Loop->getBeginLoc())) +
              " may differ from those before it");
  S.Dead = false;
  S.Path = P1;
  S.Locks = Locks0;
  S.CondLocks = CondLocks0;
  if (Inc)
    evalAny(Inc);
  if (IsDo && Cond)
    evalCond(Cond);
  Breaks.pop_back();
  S.Dead = false;
  S.Path = P0;
  S.Written = Written0;
  havoc(Mod);
  if (Waits)
    S.CondLocks["got:" + Waited] = drs_const(C, DRS_INT, 1);
}

namespace {
struct SwitchCtx {
  int V, P0, Default;
  std::set<const VarDecl *> Written0;
  std::vector<std::string> Locks0;
  std::map<const VarDecl *, int> Vars0;
};
} // namespace

static int caseMatch(Builder &B, const CaseStmt *CS, int V) {
  int64_t Lo, Hi;
  drs_type T = B.tyOf(V);
  if (!constInt(CS->getLHS(), B.Ctx, Lo)) {
    B.fail("case value is not a constant");
    return -1;
  }
  if (CS->caseStmtIsGNURange()) {
    if (!constInt(CS->getRHS(), B.Ctx, Hi)) {
      B.fail("case value is not a constant");
      return -1;
    }
    int A = drs_binop(B.C, DRS_OP_GE, DRS_INT, V, drs_const(B.C, T, Lo));
    int Z = drs_binop(B.C, DRS_OP_LE, DRS_INT, V, drs_const(B.C, T, Hi));
    return drs_binop(B.C, DRS_OP_LAND, DRS_INT, A, Z);
  }
  return drs_binop(B.C, DRS_OP_EQ, DRS_INT, V, drs_const(B.C, T, Lo));
}

void Builder::execSwitch(const SwitchStmt *Sw) {
  if (Sw->getInit() || Sw->getConditionVariable()) {
    fail("'switch' with an initialiser is not modelled");
    return;
  }
  int V = eval(Sw->getCond());
  if (failed() || V < 0)
    return;
  std::set<const VarDecl *> Mod;
  collectModifiedOutside(Sw->getBody(), Mod);
  havoc(Mod, "a switch");
  State Pre = S;
  int DefaultCond = -1;
  bool HasDefault = false;
  for (const SwitchCase *SC = Sw->getSwitchCaseList(); SC;
       SC = SC->getNextSwitchCase()) {
    if (const auto *CS = dyn_cast<CaseStmt>(SC))
      DefaultCond = drs_and(C, DefaultCond, lnot(caseMatch(*this, CS, V)));
    else
      HasDefault = true;
  }
  if (failed())
    return;
  SwitchExits.emplace_back();
  Breaks.push_back(BreakKind::Switch);
  S.Dead = true;
  const Stmt *Body = Sw->getBody();
  SwitchCtx X{V, Pre.Path, DefaultCond, Pre.Written, Pre.Locks, Pre.Vars};
  auto Enter = [&](int Match) {
    int Entry = drs_and(C, X.P0, Match);
    if (S.Dead) {
      S = Pre;
      S.Path = Entry;
      return;
    }
    // fall-through joins the entry: values that differ become unknown
    for (auto &KV : S.Vars) {
      auto It = X.Vars0.find(KV.first);
      if (It == X.Vars0.end() || It->second != KV.second) {
        drs_type DT;
        if (dType(KV.first->getType(), DT))
          KV.second = untracked(DT, nameOf(KV.first), DRS_UNTRACKED_VALUE,
                                "value of '" + nameOf(KV.first) +
                                    "' after a switch is not tracked here");
      }
    }
    for (auto &KV : S.Ptrs) {
      auto It = Pre.Ptrs.find(KV.first);
      if (It == Pre.Ptrs.end() || It->second.Root != KV.second.Root ||
          It->second.Off != KV.second.Off) {
        Loc Bad;
        Bad.Bad = "pointer '" + nameOf(KV.first) + "' set in a switch";
        KV.second = Bad;
      }
    }
    std::set<const VarDecl *> W;
    for (const VarDecl *VD : S.Written)
      if (X.Written0.count(VD))
        W.insert(VD);
    S.Written = W;
    S.Path = lor(S.Path, Entry);
    if (!sameLocks(S, X.Locks0, Pre.CondLocks))
      fail("the locks held differ between the cases of a switch");
  };
  std::vector<const Stmt *> Items;
  if (const auto *CS = dyn_cast<CompoundStmt>(Body))
    for (const Stmt *St : CS->body())
      Items.push_back(St);
  else
    Items.push_back(Body);
  for (const Stmt *St : Items) {
    if (failed())
      break;
    // a chain of labels: `case 1: case 2: stmt`
    const Stmt *Cur = St;
    for (;;) {
      if (const auto *CS = dyn_cast<CaseStmt>(Cur)) {
        Enter(caseMatch(*this, CS, V));
        Cur = CS->getSubStmt();
      } else if (const auto *DS = dyn_cast<DefaultStmt>(Cur)) {
        Enter(X.Default);
        Cur = DS->getSubStmt();
      } else {
        break;
      }
    }
    execStmt(Cur);
  }
  std::vector<State> Exits = std::move(SwitchExits.back());
  SwitchExits.pop_back();
  Breaks.pop_back();
  if (failed())
    return;
  if (!S.Dead)
    Exits.push_back(S);
  if (!HasDefault) {
    State D = Pre;
    D.Path = drs_and(C, X.P0, X.Default);
    Exits.push_back(D);
  }
  bool HasContinue = false;
  std::function<void(const Stmt *)> Scan = [&](const Stmt *St) {
    if (!St)
      return;
    if (isa<ContinueStmt>(St))
      HasContinue = true;
    if (isa<ForStmt>(St) || isa<WhileStmt>(St) || isa<DoStmt>(St))
      return;
    for (const Stmt *Ch : St->children())
      Scan(Ch);
  };
  Scan(Body);
  State Out = Pre;
  if (Exits.empty()) {
    Out.Dead = true;
    S = Out;
    return;
  }
  int P = -2;
  std::set<const VarDecl *> W = Exits[0].Written;
  for (State &E : Exits) {
    P = P == -2 ? E.Path : lor(P, E.Path);
    std::set<const VarDecl *> W2;
    for (const VarDecl *VD : W)
      if (E.Written.count(VD))
        W2.insert(VD);
    W = W2;
    if (!sameLocks(E, Pre.Locks, Pre.CondLocks))
      failLocks("the locks held differ at the end of a switch");
  }
  Out.Path = HasContinue ? P : Pre.Path;
  Out.Written = W;
  S = Out;
  for (const State &E : Exits)
    keepMarks(E.CondLocks);
  havoc(Mod, "a switch");
}

void Builder::execStmt(const Stmt *St) {
  if (!St || failed() || S.Dead)
    return;
  if (const auto *E = dyn_cast<Expr>(St)) {
    const VarDecl *SavedRed = RedVar;
    std::string SavedOp = RedOp;
    if (Mode == ExecMode::Body)
      detectReduction(E);
    evalAny(E);
    RedVar = SavedRed;
    RedOp = SavedOp;
    return;
  }
  switch (St->getStmtClass()) {
  case Stmt::CompoundStmtClass:
    for (const Stmt *Ch : cast<CompoundStmt>(St)->body()) {
      if (failed() || S.Dead)
        break;
      execStmt(Ch);
    }
    return;
  case Stmt::NullStmtClass:
    return;
  case Stmt::DeclStmtClass:
    for (const Decl *D : cast<DeclStmt>(St)->decls()) {
      if (const auto *VD = dyn_cast<VarDecl>(D)) {
        execDecl(VD);
      } else if (const auto *TD = dyn_cast<TypedefNameDecl>(D)) {
        QualType T = TD->getUnderlyingType();
        while (const ArrayType *AT = Ctx.getAsArrayType(T)) {
          if (const auto *V = dyn_cast<VariableArrayType>(AT))
            if (V->getSizeExpr())
              VLASize[V->getSizeExpr()] = eval(V->getSizeExpr());
          T = AT->getElementType();
        }
      }
    }
    return;
  case Stmt::IfStmtClass:
    if (Mode == ExecMode::Env && envIfOnlyLoops(cast<IfStmt>(St)))
      execEnvLoopHavoc(St);
    else
      execIf(cast<IfStmt>(St));
    return;
  case Stmt::ForStmtClass:
    if (Mode == ExecMode::Body)
      execInnerFor(cast<ForStmt>(St));
    else
      execEnvLoopHavoc(St);
    return;
  case Stmt::WhileStmtClass:
  case Stmt::DoStmtClass:
    if (Mode == ExecMode::Body)
      execOddLoop(St);
    else
      execEnvLoopHavoc(St);
    return;
  case Stmt::SwitchStmtClass:
    if (Mode == ExecMode::Body) {
      execSwitch(cast<SwitchStmt>(St));
    } else {
      eval(cast<SwitchStmt>(St)->getCond());
      execEnvLoopHavoc(cast<SwitchStmt>(St)->getBody());
    }
    return;
  case Stmt::ContinueStmtClass:
    S.Dead = true;
    return;
  case Stmt::BreakStmtClass:
    if (Mode == ExecMode::Body) {
      if (Breaks.empty() || Breaks.back() == BreakKind::ConstructLoop) {
        fail("'break' in the loop of the construct is not modelled");
        return;
      }
      if (Breaks.back() == BreakKind::Switch && !SwitchExits.empty())
        SwitchExits.back().push_back(S);
    }
    S.Dead = true;
    return;
  case Stmt::ReturnStmtClass:
    if (inlineReturn(cast<ReturnStmt>(St)))
      return;
    if (Mode == ExecMode::Body && !(Site.HostTasks && CurTask < 0)) {
      fail("'return' inside the loop is not modelled");
      return;
    }
    evalAny(cast<ReturnStmt>(St)->getRetValue());
    if (Mode == ExecMode::Body)
      hostReturns();  // the host's own code leaves its function
    S.Dead = true;
    return;
  case Stmt::AttributedStmtClass:
    execStmt(cast<AttributedStmt>(St)->getSubStmt());
    return;
  case Stmt::CapturedStmtClass:
    execStmt(cast<CapturedStmt>(St)->getCapturedStmt());
    return;
  default:
    break;
  }
  if (const auto *D = dyn_cast<OMPExecutableDirective>(St)) {
    execDirective(D);
    return;
  }
  fail(kindName(St) + (isa<CXXForRangeStmt>(St) ? " is not modelled yet"
                                                  : " is not modelled"));
}

} // namespace drsat
