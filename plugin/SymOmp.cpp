//===- SymOmp.cpp - OpenMP directives inside the code being executed -----===//
//
// The directives the executor meets inside a construct's body (and, for a
// region, at its top level after BuildRegion.cpp has taken the worksharing
// ones): critical, atomic and ordered give the lockset, flush orders
// nothing, a nested simd loop is one thread's sequential loop; atomic
// capture of `n++` gives distinct values (distinctCapture); and the shapes
// of shared-scalar updates a reduction clause would make safe
// (detectReduction, for the fix-its).
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/DeclOpenMP.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"

using namespace clang;

namespace drsat {

void Builder::execDirective(const OMPExecutableDirective *D) {
  std::string Name =
      llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str();
  const Stmt *Assoc =
      D->hasAssociatedStmt() ? unwrapCaptured(D->getAssociatedStmt()) : nullptr;
  // clause expressions that write or call: each thread that meets D
  // evaluates them (Clang does, for num_threads, if, a schedule's chunk)
  llvm::SmallVector<const Expr *, 2> Effects;
  clauseEffects(D, Effects);
  if (Mode == ExecMode::Env) {
    for (const Expr *E : Effects)
      execStmt(E);  // (the thread before the construct, once)
    if (Assoc)
      execEnvLoopHavoc(Assoc, isOpenMPLoopDirective(D->getDirectiveKind())
                                  ? "a loop"
                                  : "'#pragma omp " + Name + "'");
    if (isOpenMPTargetExecutionDirective(D->getDirectiveKind()) ||
        isOpenMPTargetDataManagementDirective(D->getDirectiveKind()))
      envTarget(D);
    // what its clauses write back (`simd linear(k)` leaves k changed)
    std::set<const VarDecl *> Back;
    clauseWriteBacks(D, Back);
    havoc(Back, "'#pragma omp " + Name + "'");
    envBarrier(D);
    return;
  }
  if (!Effects.empty()) {
    failClauseEffect(D, Effects.front());
    return;
  }
  readClauseOperands(D);
  if (failed())
    return;
  if (InTargetTask && !isa<OMPAtomicDirective>(D)) {
    // (reached through a call: the device thread's own contention group)
    fail("'#pragma omp " + Name + "' in the body of '#pragma omp target "
         "nowait' is not modelled yet");
    return;
  }
  if (RegionBuild && Mode == ExecMode::Body &&
      (NestedTeam || nestedRegionKind(D->getDirectiveKind()))) {
    if (nestedTeamDirective(D))
      return;  // (critical, atomic and flush go on below)
  } else if (RegionBuild && (execRegionDirective(D) || execTaskDirective(D))) {
    return;
  }
  if (const auto *CD = dyn_cast<OMPCriticalDirective>(D)) {
    std::string L = "critical:" + CD->getDirectiveName().getAsString();
    S.Locks.push_back(L);
    size_t Depth0 = S.Locks.size();
    execStmt(Assoc);
    if (!S.Dead && S.Locks.size() == Depth0) {
      S.Locks.pop_back();
      lockedTasksReleased(L);
    }
    // a flag's signal in it: a waiter that read it enters the critical after
    // this one ends, after all of it
    flagReleased(D);
    return;
  }
  if (const auto *AD = dyn_cast<OMPAtomicDirective>(D)) {
    const Expr *X = AD->getX();
    if (!X) {
      fail("this form of 'atomic' is not modelled");
      return;
    }
    const Expr *SavedX = AtomicX;
    AtomicX = X;
    execStmt(Assoc);
    AtomicX = SavedX;
    distinctCapture(AD, Assoc);
    flagReleased(D);  // (a flag's signal)
    return;
  }
  if (isa<OMPOrderedDirective>(D)) {
    if (!Assoc) {
      // `ordered depend(sink: ...)` / `depend(source)` (doacross): waits
      // that order some iterations.  Left out, the iterations may run in
      // any order -- more than the program allows -- so a race-free
      // verdict stands, and a race found is only possible (flagLoopPaths)
      if (Mode != ExecMode::Body || RegionBuild) {
        fail("stand-alone 'ordered' (a doacross wait) in a region is not "
             "modelled yet");
        return;
      }
      if (OrderWhy.empty())
        OrderWhy = "the iterations may be ordered by the doacross wait "
                   "'ordered depend' at line " +
                   std::to_string(line(D->getBeginLoc()));
      return;
    }
    // ordered regions of one loop exclude each other, not those of another
    // worksharing loop of the region
    S.Locks.push_back(RegionBuild ? OrderedLock : "ordered");
    size_t Depth0 = S.Locks.size();
    bool Every = D == OrderedRegion && OrderedSide == 0;
    if (Every)
      OrderedSide = 1;
    execStmt(Assoc);
    if (Every)
      OrderedSide = 2;
    if (!S.Dead && S.Locks.size() == Depth0)
      S.Locks.pop_back();
    return;
  }
  if (isa<OMPFlushDirective>(D))
    return;
  if (isa<OMPSimdDirective>(D) && Assoc) {
    std::set<const VarDecl *> Priv0 = ClausePrivate, Uninit0 = ClauseUninit;
    readFirstprivates(D);  // (the thread, at the loop's start)
    regionPrivatise(D);  // the lanes' own copies, the loops' variables too
    privatiseLoopVars(cast<OMPLoopDirective>(D), dyn_cast<ForStmt>(Assoc));
    execStmt(Assoc);  // one thread's lanes: a sequential loop here
    ClausePrivate = Priv0;
    ClauseUninit = Uninit0;
    ownWriteBacks(D);
    return;
  }
  fail("'#pragma omp " + Name + "' inside the " +
       (RegionBuild ? "region" : "loop") + " is not modelled");
}

void Builder::readClauseOperands(const OMPExecutableDirective *D) {
  if (Mode != ExecMode::Body)
    return;
  auto Read = [&](const Expr *E) {
    if (!E || failed())
      return;
    // a captured operand: the expression it was captured from
    if (const auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      if (const auto *CD = dyn_cast<OMPCapturedExprDecl>(DR->getDecl()))
        E = CD->getInit();
    if (E && !E->isValueDependent())
      evalAny(E);
  };
  // (a nested team's num_threads and if: read where the team is made,
  // BuildNestedTeam.cpp)
  bool Team = isOpenMPParallelDirective(D->getDirectiveKind());
  for (const OMPClause *Cl : D->clauses()) {
    if (!Cl || (Team && (isa<OMPNumThreadsClause>(Cl) || isa<OMPIfClause>(Cl))))
      continue;
    if (isa<OMPScheduleClause>(Cl) || isa<OMPDistScheduleClause>(Cl) ||
        isa<OMPIfClause>(Cl) || isa<OMPFinalClause>(Cl) ||
        isa<OMPPriorityClause>(Cl) || isa<OMPGrainsizeClause>(Cl) ||
        isa<OMPNumTasksClause>(Cl) || isa<OMPNumThreadsClause>(Cl) ||
        isa<OMPDeviceClause>(Cl) || isa<OMPFilterClause>(Cl) ||
        isa<OMPNumTeamsClause>(Cl) || isa<OMPThreadLimitClause>(Cl)) {
      for (const Stmt *Ch : const_cast<OMPClause *>(Cl)->children())
        Read(dyn_cast_or_null<Expr>(Ch));
    }
    for (const Expr *E : clauseExtraOperands(Cl))
      Read(E);
  }
}

void Builder::failClauseEffect(const OMPExecutableDirective *D, const Expr *E) {
  fail("'" + text(E) + "' in a clause of " + ompName(D) +
       " (evaluated by each thread that meets it) is not modelled yet");
}

// lastprivate, linear and reduction items of D, run by this thread alone
// (simd lanes, a nested team): the thread writes the original back at the
// end -- a shared one is an access of its own, a private one is forgotten.
// No lock: simd lanes combine in their thread's code, and the runtime
// orders the combines of one team only -- two nested teams (one per
// encountering thread) reducing into one variable race (libomp's tree
// reduction: each team's primary thread updates it with a plain store).
void Builder::ownWriteBacks(const OMPExecutableDirective *D) {
  std::set<const VarDecl *> Own;
  auto Back = [&](const Expr *E, bool) {
    const VarDecl *VD = refVar(E);
    if (failed())
      return;
    if (VD && VD->getType()->isReferenceType()) {
      fail("a reference in a clause of " + ompName(D) + " is not modelled yet");
    } else if (VD && isPrivate(VD)) {
      Own.insert(VD);
    } else if (!VD || !VD->getType()->isScalarType()) {
      fail("a list item of " + ompName(D) + " that is not a scalar variable is "
           "not modelled yet");
    } else {
      recordScalar(VD, DRS_READWRITE, E);
      Own.insert(VD);  // (what this thread wrote back: not the phase's value)
    }
  };
  forEachWriteBack(D, Back);
  havoc(Own, ompName(D));
}

const OMPOrderedDirective *Builder::orderedEveryIteration() const {
  // a worksharing loop with `ordered` (no argument: not a doacross nest),
  // not simd: iteration k's ordered region ends before k + 1's begins
  const OMPLoopDirective *D = Site.Directive;
  if (!D || RegionBuild || Site.Advice ||
      (D->getDirectiveKind() != llvm::omp::OMPD_for &&
       D->getDirectiveKind() != llvm::omp::OMPD_parallel_for))
    return nullptr;
  const auto *OC = D->getSingleClause<OMPOrderedClause>();
  if (!OC || OC->getNumForLoops())
    return nullptr;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(InnermostBody);
  if (!Body)
    return nullptr;
  // one ordered construct in the body, at its top level, with nothing
  // before it that can leave the iteration
  const OMPOrderedDirective *Found = nullptr;
  unsigned N = 0;
  walk(Body, [&](const Stmt *X) {
    if (isa<OMPOrderedDirective>(X))
      ++N;
  });
  bool Leaves = false;
  for (const Stmt *X : Body->body()) {
    if (const auto *OD = dyn_cast<OMPOrderedDirective>(X)) {
      if (OD->hasAssociatedStmt() && !OD->hasClausesOfKind<OMPSIMDClause>() &&
          !OD->hasClausesOfKind<OMPDependClause>() &&
          !OD->hasClausesOfKind<OMPDoacrossClause>())
        Found = OD;
      break;
    }
    Leaves |= containsKindOf<ContinueStmt, BreakStmt, ReturnStmt, GotoStmt,
                             IndirectGotoStmt, CXXThrowExpr>(X);
  }
  return N == 1 && !Leaves ? Found : nullptr;
}

// `#pragma omp atomic capture` of `v = n++` (or ++n, n--, --n): every
// execution yields a value no other execution yields, as long as nothing
// else in the construct writes n, every capture of n has the same form, n
// is one shared object (not private, its address not taken) whose type
// cannot wrap without undefined behaviour (signed, at least int; or 64-bit
// unsigned), and v holds the value unchanged (same type).  Then v is a
// fresh per-copy unknown in n's distinctness group.
void Builder::distinctCapture(const OMPAtomicDirective *AD,
                              const Stmt *Assoc) {
  // (an orphaned `for` has no barrier at its start: the caller's code in
  // other threads may still write n)
  if (failed() || S.Dead || Mode != ExecMode::Body || Orphaned ||
      !AD->hasClausesOfKind<OMPCaptureClause>() || !Site.Loop)
    return;
  const auto *As = dyn_cast_or_null<BinaryOperator>(Assoc);
  if (!As || As->getOpcode() != BO_Assign)
    return;
  const auto *Upd =
      dyn_cast<UnaryOperator>(As->getRHS()->IgnoreParenImpCasts());
  const VarDecl *V = refVar(As->getLHS());
  const VarDecl *N = Upd && Upd->isIncrementDecrementOp()
                         ? refVar(Upd->getSubExpr())
                         : nullptr;
  if (!V || !N || V == N || !isPrivate(V) || isPrivate(N) ||
      AddrTaken.count(N) || N->getType().isVolatileQualified())
    return;
  QualType NT = N->getType().getUnqualifiedType().getCanonicalType();
  QualType VT = V->getType().getUnqualifiedType().getCanonicalType();
  drs_type DT;
  if (NT != VT || !dType(NT, DT) || DT.bits < 32 ||
      (!DT.is_signed && DT.bits != 64))
    return;
  // every write of n in the construct is a capture of this same form
  bool Ok = true;
  walk(Site.Loop, [&](const Stmt *X) {
    if (const auto *U = dyn_cast<UnaryOperator>(X)) {
      if (U->isIncrementDecrementOp() && refVar(U->getSubExpr()) == N &&
          U->getOpcode() != Upd->getOpcode())
        Ok = false;
      if (U->getOpcode() == UO_AddrOf && baseVar(U->getSubExpr()) == N)
        Ok = false;
    } else if (const auto *B = dyn_cast<BinaryOperator>(X)) {
      if (B->isAssignmentOp() && refVar(B->getLHS()) == N)
        Ok = false;
    } else if (const auto *D = dyn_cast<OMPAtomicDirective>(X)) {
      // the update n++ of a capture: `v = n++` as above
      const auto *DA = dyn_cast_or_null<BinaryOperator>(
          D->hasAssociatedStmt() ? unwrapCaptured(D->getAssociatedStmt())
                                 : nullptr);
      const auto *DU = DA && DA->getOpcode() == BO_Assign
                           ? dyn_cast<UnaryOperator>(
                                 DA->getRHS()->IgnoreParenImpCasts())
                           : nullptr;
      bool Touches = refersTo(D, N);
      if (Touches && (!D->hasClausesOfKind<OMPCaptureClause>() || !DU ||
                      refVar(DU->getSubExpr()) != N))
        Ok = false;
    }
  });
  // an increment of n outside an atomic capture has the same opcode but no
  // atomic around it: count them against the captures
  unsigned Incs = 0, Caps = 0;
  walk(Site.Loop, [&](const Stmt *X) {
    if (const auto *U = dyn_cast<UnaryOperator>(X))
      if (U->isIncrementDecrementOp() && refVar(U->getSubExpr()) == N)
        ++Incs;
    if (const auto *D = dyn_cast<OMPAtomicDirective>(X))
      if (refersTo(D, N))
        ++Caps;
  });
  if (!Ok || Incs != Caps)
    return;
  int G = CaptureGroup.emplace(N, (int)CaptureGroup.size()).first->second;
  int E = freshSym(nameOf(V), nameOf(V), DT, DRS_SYM_LOCAL);
  if (failed() || drs_symbol_set_distinct(C, C->exprs[E].sym, G) < 0) {
    internalError();
    return;
  }
  S.Vars[V] = E;
}

void Builder::detectReduction(const Expr *E) {
  E = E->IgnoreParens();
  auto Shared = [&](const VarDecl *VD) {
    return VD && isSharedWritten(VD) && !Override.count(VD);
  };
  if (const auto *CAO = dyn_cast<CompoundAssignOperator>(E)) {
    const VarDecl *VD = refVar(CAO->getLHS());
    if (!Shared(VD) || refersTo(CAO->getRHS(), VD))
      return;
    const char *Op = nullptr;
    switch (CAO->getOpcode()) {
    case BO_AddAssign: Op = "+"; break;
    case BO_SubAssign: Op = "-"; break;
    case BO_MulAssign: Op = "*"; break;
    case BO_AndAssign: Op = "&"; break;
    case BO_OrAssign: Op = "|"; break;
    case BO_XorAssign: Op = "^"; break;
    default: return;
    }
    RedVar = VD;
    RedOp = Op;
    return;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    const VarDecl *VD = refVar(U->getSubExpr());
    if (U->isIncrementDecrementOp() && Shared(VD)) {
      RedVar = VD;
      RedOp = "+";
    }
    return;
  }
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B || B->getOpcode() != BO_Assign)
    return;
  const VarDecl *VD = refVar(B->getLHS());
  if (!Shared(VD))
    return;
  const Expr *RHS = B->getRHS()->IgnoreParenImpCasts();
  if (const auto *RB = dyn_cast<BinaryOperator>(RHS)) {
    const char *Op = nullptr;
    bool Comm = true;
    switch (RB->getOpcode()) {
    case BO_Add: Op = "+"; break;
    case BO_Mul: Op = "*"; break;
    case BO_And: Op = "&"; break;
    case BO_Or: Op = "|"; break;
    case BO_Xor: Op = "^"; break;
    case BO_LAnd: Op = "&&"; break;
    case BO_LOr: Op = "||"; break;
    case BO_Sub: Op = "-"; Comm = false; break;
    default: return;
    }
    if (refVar(RB->getLHS()) == VD && !refersTo(RB->getRHS(), VD)) {
      RedVar = VD;
      RedOp = Op;
    } else if (Comm && refVar(RB->getRHS()) == VD &&
               !refersTo(RB->getLHS(), VD)) {
      RedVar = VD;
      RedOp = Op;
    }
    return;
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(RHS)) {
    const auto *Cmp =
        dyn_cast<BinaryOperator>(CO->getCond()->IgnoreParenImpCasts());
    if (!Cmp || !Cmp->isRelationalOp())
      return;
    const Expr *X = Cmp->getLHS(), *Y = Cmp->getRHS();
    bool Less = Cmp->getOpcode() == BO_LT || Cmp->getOpcode() == BO_LE;
    if (!Less)
      std::swap(X, Y);  // X < Y
    const Expr *T = CO->getTrueExpr(), *F = CO->getFalseExpr();
    const Expr *Other = nullptr;
    bool SIsX = refVar(X) == VD;
    bool SIsY = refVar(Y) == VD;
    if (SIsX == SIsY)
      return;
    Other = SIsX ? Y : X;
    if (refersTo(Other, VD))
      return;
    bool TIsS = refVar(T) == VD, FIsS = refVar(F) == VD;
    bool TIsO = sameExpr(T, Other), FIsO = sameExpr(F, Other);
    if (!((TIsS && FIsO) || (TIsO && FIsS)))
      return;
    // (s < e ? e : s) -> max; (s < e ? s : e) -> min; (e < s ? s : e) -> max
    bool PicksGreater = SIsX ? TIsO : TIsS;
    RedVar = VD;
    RedOp = PicksGreater ? "max" : "min";
  }
}

void Builder::flagLoopPaths() {
  if ((FlagLoop.isInvalid() && OrderWhy.empty()) || failed() ||
      C->n_accesses == 0)
    return;
  std::string Why = FlagLoop.isValid()
                        ? "the threads may be ordered by the loop at line " +
                              std::to_string(line(FlagLoop)) +
                              " that waits for a shared flag"
                        : OrderWhy;
  onlyPossible("flag_order", "flag order", Why, [](int) { return true; });
}

namespace {

/// An access a waiting loop may synchronise through: Obj is "critical:" +
/// the name (the access is under that lock) or "atomic" (the `x` of an
/// atomic); Var the variable (null: some other lvalue, any object).
struct SyncUse {
  std::string Obj;
  const VarDecl *Var;
  bool Write;
  bool InLoop;  ///< in the waiting loop (or a function it calls)
};

bool sameObject(const SyncUse &A, const SyncUse &B) {
  return A.Obj == B.Obj && (!A.Var || !B.Var || A.Var == B.Var);
}

/// A call of an OpenMP lock routine that takes or gives back a lock.
bool lockRoutine(const Stmt *X) {
  const auto *CE = dyn_cast<CallExpr>(X);
  const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
  llvm::StringRef Lib = FD ? libraryName(FD) : llvm::StringRef();
  return Lib.starts_with("omp_set_") || Lib.starts_with("omp_test_") ||
         Lib.starts_with("omp_unset_");
}

/// Loop, a statement of Top, is run by one worker: it lies in a section,
/// single or masked construct with no loop statement above that one, or in
/// master (every encounter on one thread).  Statements only: the loop is
/// not inside an expression.
bool oneWorker(const Stmt *Top, const Stmt *Loop) {
  std::map<const Stmt *, const Stmt *> Parent;
  std::vector<const Stmt *> Todo{Top};
  bool Found = false;
  while (!Todo.empty() && !Found) {
    const Stmt *X = Todo.back();
    Todo.pop_back();
    if ((Found = X == Loop))
      break;
    auto Add = [&](const Stmt *Ch) {
      if (Ch && !isa<Expr>(Ch)) {
        Parent[Ch] = X;
        Todo.push_back(Ch);
      }
    };
    if (const auto *CS = dyn_cast<CapturedStmt>(X))
      Add(CS->getCapturedStmt());
    else
      for (const Stmt *Ch : X->children())
        Add(Ch);
  }
  if (!Found)
    return false;
  // from the loop outwards
  bool Master = false, SeqLoopAbove = false;
  const Stmt *Owner = nullptr;
  for (auto It = Parent.find(Loop); It != Parent.end(); It = Parent.find(It->second)) {
    const Stmt *X = It->second;
    Master |= isa<OMPMasterDirective>(X);
    if (isa<OMPSectionDirective, OMPSingleDirective, OMPMaskedDirective>(X)) {
      Owner = X;
      SeqLoopAbove = false;
    }
    if (Owner && isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(X))
      SeqLoopAbove = true;
  }
  return Master || (Owner && !SeqLoopAbove);
}

} // namespace

static bool syncNode(const Stmt *X) {
  return isa<OMPAtomicDirective, OMPCriticalDirective, OMPFlushDirective>(X) ||
         lockRoutine(X);
}

/// No synchronisation in Def's body nor in what it calls (walkCalls' rule:
/// a call of a function with no body here may synchronise); once per
/// function and file.
static bool functionSyncFree(const FunctionDecl *Def) {
  return *memoShared<bool>(MemoTag::SyncInside, Def, [&] {
    return walkCalls(Def->getBody(), [](const Stmt *) {},
                     [](const Stmt *X) { return !syncNode(X); });
  });
}

bool Builder::syncInside(const Stmt *S0) {
  // Asked of every loop the builder runs: the loop's own statements are
  // walked, each function it calls is looked up (walking the callees again
  // for every loop of a nest cost NPB BT 12M instructions).
  if (!S0)
    return true;
  bool Free = true;
  walk(S0, [&](const Stmt *X) {
    if (!Free)
      return;
    if (syncNode(X)) {
      Free = false;
      return;
    }
    const auto *CE = dyn_cast<CallExpr>(X);
    const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
    if (!CE || (FD && !libraryName(FD).empty()))
      return;
    const FunctionDecl *Def = FD ? FD->getDefinition() : nullptr;
    Free = Def && Def->hasBody() && functionSyncFree(Def);
  });
  return !Free;
}

bool Builder::flagMaySync(const Stmt *Loop) {
  const Stmt *Top = constructBody();
  if (!Top || !Loop)
    return true;
  // reading nothing atomically or under a lock, it orders nothing, whatever
  // the team's other code does (flushes alone do not synchronise)
  if (walkCalls(Loop, [](const Stmt *) {}, [](const Stmt *X) {
        return !isa<OMPAtomicDirective, OMPCriticalDirective>(X) && !lockRoutine(X);
      }))
    return false;
  // a worksharing loop of a team that runs other code (an `omp for` in a
  // region, orphaned; a taskloop): the release may be in that code, or a
  // chain of waits through it
  if (Site.Directive &&
      !isOpenMPParallelDirective(Site.Directive->getDirectiveKind()))
    return true;
  std::vector<SyncUse> Uses;
  bool Unknown = false, Spawns = false;
  std::set<std::tuple<const FunctionDecl *, std::string, bool>> Seen;
  // (an explicit stack: expressions nest as deep as the program writes them)
  struct Item {
    const Stmt *X;
    std::string Crit;  ///< the innermost critical around X, or empty
    bool InLoop;
  };
  std::vector<Item> Work{{Top, "", false}};
  while (!Work.empty() && !Unknown) {
    Item It = std::move(Work.back());
    Work.pop_back();
    const Stmt *X = It.X;
    if (!X)
      continue;
    bool InLoop = It.InLoop || X == Loop;
    std::string Crit = It.Crit;
    if (const auto *D = dyn_cast<OMPExecutableDirective>(X);
        D && InLoop &&
        (isOpenMPTaskingDirective(D->getDirectiveKind()) ||
         isOpenMPParallelDirective(D->getDirectiveKind())))
      Spawns = true;  // workers of its own, which its writes may release
    // (a flush synchronises only through an atomic write another thread's
    // atomic read sees, OpenMP 5.2 1.4.4: those atomics decide below; a
    // flag written and read plainly around flushes is a race on the flag
    // and orders nothing -- NPB LU's pipeline)
    if (const auto *CD = dyn_cast<OMPCriticalDirective>(X))
      Crit = "critical:" + CD->getDirectiveName().getAsString();
    if (const auto *AD = dyn_cast<OMPAtomicDirective>(X)) {
      const VarDecl *V = AD->getX() ? refVar(AD->getX()) : nullptr;
      Uses.push_back({"atomic", V, false, InLoop});
      if (!AD->hasClausesOfKind<OMPReadClause>())
        Uses.push_back({"atomic", V, true, InLoop});
    }
    if (!Crit.empty()) {
      const Expr *Lhs = nullptr;
      if (const auto *B = dyn_cast<BinaryOperator>(X); B && B->isAssignmentOp())
        Lhs = B->getLHS();
      else if (const auto *U = dyn_cast<UnaryOperator>(X);
               U && U->isIncrementDecrementOp())
        Lhs = U->getSubExpr();
      if (Lhs)
        Uses.push_back({Crit, refVar(Lhs), true, InLoop});
      if (const auto *DR = dyn_cast<DeclRefExpr>(X))
        if (const VarDecl *V = varOf(DR))
          Uses.push_back({Crit, V, false, InLoop});
      if (isa<ArraySubscriptExpr, MemberExpr>(X) ||
          (isa<UnaryOperator>(X) &&
           cast<UnaryOperator>(X)->getOpcode() == UO_Deref))
        Uses.push_back({Crit, nullptr, false, InLoop});
    }
    if (const auto *CE = dyn_cast<CallExpr>(X)) {
      const FunctionDecl *FD = CE->getDirectCallee();
      if (!FD || lockRoutine(CE)) {
        Unknown = true;  // a call through a pointer, a lock routine
        break;
      }
      if (libraryName(FD).empty()) {
        const FunctionDecl *Def = FD->getDefinition();
        if (!Def || !Def->hasBody() || Seen.size() > 64) {
          Unknown = true;
          break;
        }
        if (Seen.insert({Def, Crit, InLoop}).second)
          Work.push_back({Def->getBody(), Crit, InLoop});
      }
    }
    if (const auto *CS = dyn_cast<CapturedStmt>(X)) {
      Work.push_back({CS->getCapturedStmt(), Crit, InLoop});
      continue;
    }
    for (const Stmt *Ch : X->children())
      Work.push_back({Ch, Crit, InLoop});
  }
  if (Unknown)
    return true;
  // a loop one worker runs orders nothing by its own writes -- unless it
  // makes tasks or regions of its own
  bool OneWorker = !Spawns && oneWorker(Top, Loop);
  for (const SyncUse &R : Uses)
    if (R.InLoop && !R.Write)
      for (const SyncUse &W : Uses)
        if (W.Write && (!W.InLoop || !OneWorker) && sameObject(R, W))
          return true;
  return false;
}

int Builder::untrackedCondition(const std::string &Name, const std::string &Label,
                                const std::string &Why) {
  int F = freshSym(Name, Label, DRS_INT, DRS_SYM_LOCAL);
  if (failed() || C->exprs[F].op != DRS_OP_SYM ||
      drs_symbol_set_untracked(C, C->exprs[F].sym, DRS_UNTRACKED_VALUE,
                               Why.c_str(), nullptr, -1) < 0) {
    internalError();
    return -1;
  }
  return drs_binop(C, DRS_OP_NE, DRS_INT, F, drs_const(C, DRS_INT, 0));
}

void Builder::onlyPossible(const std::string &Name, const std::string &Label,
                           const std::string &Why,
                           const std::function<bool(int)> &Which) {
  int Cond = untrackedCondition(Name, Label, Why);
  if (Cond < 0)
    return;
  for (int K = 0; K < C->n_accesses; ++K)
    if (Which(K))
      C->accesses[K].path = drs_and(C, C->accesses[K].path, Cond);
}

} // namespace drsat
