//===- BuildSharing.cpp - data sharing, threads, fix-its --------------------===//
//
// OpenMP data sharing for the construct: the clauses (private, firstprivate,
// lastprivate, linear, reduction, copyin, default, safelen), the state at
// the start of an iteration (privatised variables are unknowns, linear ones
// follow the iteration), the team's threads (threadprivate copies,
// omp_get_thread_num() guards), and the fix-its for racing scalars.
//
//===----------------------------------------------------------------------===//
#include "ModelBuilder.h"
#include "SymExec.h"

#include "clang/AST/Attr.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"

#include <algorithm>

using namespace clang;

namespace drsat {

// ---- clauses -------------------------------------------------------------------

const VarDecl *wholeObjectItem(const Expr *Item, ASTContext &Ctx,
                               std::string &Why) {
  Why.clear();
  if (const VarDecl *VD = refVar(Item))
    return VD;
  // a[l1:n1][l2:n2]... (the last dimension outermost in the AST) or a[k]
  std::vector<const Expr *> Dims;
  const Expr *E = Item ? Item->IgnoreParenImpCasts() : nullptr;
  for (;;) {
    if (const auto *AS = dyn_cast_or_null<ArraySectionExpr>(E)) {
      Dims.push_back(AS);
      E = AS->getBase()->IgnoreParenImpCasts();
    } else if (const auto *SE = dyn_cast_or_null<ArraySubscriptExpr>(E)) {
      Dims.push_back(SE);
      E = SE->getBase()->IgnoreParenImpCasts();
    } else {
      break;
    }
  }
  const VarDecl *VD = refVar(E);
  std::string Name = VD ? "'" + VD->getNameAsString() + "'" : "an object";
  Why = "a list item on part of " + Name + " (array section or element) is "
        "not modelled";
  if (!VD || Dims.empty())
    return nullptr;
  std::reverse(Dims.begin(), Dims.end());
  QualType T = VD->getType();
  for (const Expr *D : Dims) {
    const auto *CA = Ctx.getAsConstantArrayType(T);
    if (!CA)
      return nullptr;
    const auto *AS = dyn_cast<ArraySectionExpr>(D);
    if (!AS)
      return nullptr;  // one element
    int64_t Lo = 0, Len = 0;
    if (AS->getLowerBound() && (!constValue(AS->getLowerBound(), Ctx, Lo) ||
                                Lo != 0))
      return nullptr;
    if (AS->getLength()) {
      if (!constValue(AS->getLength(), Ctx, Len) ||
          (uint64_t)Len != CA->getSize().getZExtValue())
        return nullptr;
    } else if (AS->getColonLocFirst().isInvalid()) {
      return nullptr;  // a[k]: one element
    }
    T = CA->getElementType();
  }
  Why.clear();
  return VD;
}

std::set<const VarDecl *>
Builder::privatisedVars(const OMPExecutableDirective *D) const {
  std::set<const VarDecl *> Out;
  for (const OMPClause *Cl : D->clauses())
    if (Cl && !targetImplicit(D, Cl) &&
        (isa<OMPPrivateClause>(Cl) || isa<OMPFirstprivateClause>(Cl) ||
         isa<OMPReductionClause>(Cl)))
      for (const Stmt *Ch : const_cast<OMPClause *>(Cl)->children())
        if (const VarDecl *VD = refVar(dyn_cast_or_null<Expr>(Ch)))
          Out.insert(VD);
  return Out;
}

void Builder::collectClauses(const OMPExecutableDirective *D, bool Own) {
  auto Add = [&](const Expr *E, bool Uninit) {
    if (const VarDecl *VD = refVar(E)) {
      ClausePrivate.insert(VD);
      if (Uninit)
        ClauseUninit.insert(VD);
    }
  };
  auto AddAll = [&](auto *VC, bool Uninit) {
    for (const Expr *E : VC->varlists())
      Add(E, Uninit);
  };
  for (const OMPClause *Cl : D->clauses()) {
    if (!Cl || targetImplicit(D, Cl))
      continue;
    if (const auto *PC = dyn_cast<OMPPrivateClause>(Cl))
      AddAll(PC, true);
    else if (const auto *FC = dyn_cast<OMPFirstprivateClause>(Cl))
      AddAll(FC, false);
    else if (const auto *LC = dyn_cast<OMPLastprivateClause>(Cl))
      AddAll(LC, true);
    else if (const auto *NC = dyn_cast<OMPLinearClause>(Cl)) {
      AddAll(NC, false);
      if (Own)
        for (const Expr *E : NC->varlists())
          if (const VarDecl *VD = refVar(E))
            LinearVars[VD] = NC->getStep();
    }
    else if (const auto *RC = dyn_cast<OMPReductionClause>(Cl))
      // a section covering the whole object privatises it; a part of it
      // leaves the rest shared (not modelled)
      for (const Expr *E : RC->varlists()) {
        std::string Why;
        if (const VarDecl *VD = wholeObjectItem(E, Ctx, Why))
          ClausePrivate.insert(VD);
        else if (!Why.empty())
          fail("reduction: " + Why);
      }
    else if (const auto *CC = dyn_cast<OMPCopyinClause>(Cl))
      AddAll(CC, false);
    else if (const auto *DC = dyn_cast<OMPDefaultClause>(Cl)) {
      if (DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_private ||
          DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_firstprivate)
        DefaultPrivate = true;
    } else if (const auto *SC = dyn_cast<OMPSafelenClause>(Cl)) {
      int64_t V;
      if (Own && constValue(SC->getSafelen(), Ctx, V) && V > 0)
        C->safelen = V;
    }
  }
}

// ---- if and num_threads --------------------------------------------------------

// OpenMP 5.2, `if` clause: without a directive-name modifier it applies to
// every constituent that accepts one (`parallel` and `simd` of `parallel for
// simd`); false on `parallel` gives a team of one thread, false on `simd`
// runs one iteration at a time.  num_threads(1) is a team of one thread.
int Builder::clauseCondition(const OMPExecutableDirective *D, bool Threads,
                             bool Lanes) {
  int ThreadsC = -1, LanesC = -1;
  auto And = [&](int &Acc, int V) { Acc = drs_and(C, Acc, V); };
  for (const auto *IC : D->getClausesOfKind<OMPIfClause>()) {
    llvm::omp::Directive M = IC->getNameModifier();
    bool ToThreads = M == llvm::omp::OMPD_unknown || M == llvm::omp::OMPD_parallel;
    bool ToLanes = M == llvm::omp::OMPD_unknown || M == llvm::omp::OMPD_simd;
    if (!(ToThreads && Threads) && !(ToLanes && Lanes))
      continue;
    int V = evalCond(IC->getCondition());
    if (ToThreads)
      And(ThreadsC, V);
    if (ToLanes)
      And(LanesC, V);
  }
  if (Threads)
    for (const auto *NC : D->getClausesOfKind<OMPNumThreadsClause>()) {
      int N = eval(NC->getNumThreads());
      if (N >= 0) {
        And(ThreadsC, drs_binop(C, DRS_OP_GT, DRS_INT, N,
                                drs_const(C, tyOf(N), 1)));
        TeamSize = N;
      }
    }
  if (Threads && Lanes)
    return ThreadsC < 0 || LanesC < 0 ? -1 : lor(ThreadsC, LanesC);
  return Threads ? ThreadsC : LanesC;
}

// ---- the start of an iteration ------------------------------------------------

void Builder::startUnknown(const VarDecl *VD, const std::string &Where) {
  drs_type DT;
  if (VD->getType()->isPointerType()) {
    Loc L;
    L.Bad = "private pointer '" + nameOf(VD) + "' has no known value " + Where;
    S.Ptrs[VD] = L;
  } else if (dType(VD->getType(), DT) && !AddrTaken.count(VD)) {
    S.Vars[VD] = unknown(DT, nameOf(VD));
  }
}

void Builder::startIteration() {
  std::map<const VarDecl *, int> Linear0;  // linear variables before the loop
  for (auto &KV : LinearVars)
    if (!LoopVars.count(KV.first) && !KV.first->getType()->isPointerType())
      Linear0[KV.first] = varValue(KV.first);
  if (Site.Directive &&
      isOpenMPParallelDirective(Site.Directive->getDirectiveKind()))
    enterTeam(Site.Directive);
  S.Path = -1;
  S.Dead = false;
  S.Written.clear();
  S.Locks.clear();
  std::set<const VarDecl *> Fresh;
  for (const VarDecl *VD : ModifiedInBody)
    if (!DeclaredInBody.count(VD) && !LoopVars.count(VD))
      Fresh.insert(VD);
  for (const VarDecl *VD : ClauseUninit)
    Fresh.insert(VD);
  for (const VarDecl *VD : Fresh)
    if (!LoopVars.count(VD) && isPrivate(VD))
      startUnknown(VD, "at the start of an iteration");
  // linear(j[:s]): in the iteration of logical number k, j = j0 + k * s.
  // Computed for one loop with small constant steps (no i64 overflow);
  // otherwise an unknown per iteration.
  for (auto &KV : LinearVars) {
    const VarDecl *VD = KV.first;
    if (LoopVars.count(VD))
      continue;
    if (VD->getType()->isPointerType()) {
      Loc L;
      L.Bad = "linear pointer '" + nameOf(VD) + "' is not modelled";
      S.Ptrs[VD] = L;
      continue;
    }
    drs_type DT, LT;
    if (!dType(VD->getType(), DT) || AddrTaken.count(VD))
      continue;
    int64_t St = 1;
    int V = -1;
    if ((!KV.second || constInt(KV.second, Ctx, St)) && St > -(1 << 30) &&
        St < (1 << 30) && ParLoops.size() == 1 && CurLoop >= 0 &&
        CurLoop < C->n_loops) {
      const drs_loop &Lp = C->loops[CurLoop];
      int I = drs_symref(C, Lp.var);
      LT = tyOf(I);
      int64_t LS = Lp.step;
      if (LT.bits <= 32 && LS > -(1 << 30) && LS < (1 << 30) && LS != 0) {
        int Diff = drs_binop(C, DRS_OP_SUB, DRS_I64, conv(DRS_I64, I),
                             conv(DRS_I64, Lp.init));
        int K = drs_binop(C, DRS_OP_DIV, DRS_I64, Diff, k64(LS));
        int J0 = Linear0.count(VD) ? Linear0[VD] : -1;
        if (J0 >= 0)
          V = conv(DT, add64(conv(DRS_I64, J0), mul64(K, k64(St))));
      }
    }
    S.Vars[VD] = V >= 0 ? V : unknown(DT, nameOf(VD));
  }
  badOriginalPointers("loop");
  Breaks.assign(1, BreakKind::ConstructLoop);
}

// A pointer set before the construct to a variable the construct
// privatises points to the original object, which every thread shares
// (and a firstprivate array's copies read it in each thread): pointer
// variables, entries of pointer tables, and references bound to it.  With
// Only, the variables a directive inside the construct privatises: those
// alone; without, every variable private here.
void Builder::badOriginalPointers(const std::string &Where,
                                  const std::set<const VarDecl *> *Only) {
  auto Mark = [&](Loc &L, const VarDecl *Holder) {
    if (!L.Bad.empty() || L.Root < 0)
      return;
    const RootInfo &RI = Roots[L.Root];
    if (RI.Kind == DRS_OBJ_POINTER || !RI.VD)
      return;
    if (Only ? !Only->count(RI.VD) : !isPrivate(RI.VD))
      return;
    // both the pointer and its target belong to the thread (declared in
    // the region, not privatised again by the loop)
    if (!Only && Worksharing && DeclaredInRegion.count(Holder) &&
        DeclaredInRegion.count(RI.VD) && !ClausePrivate.count(RI.VD) &&
        !isThreadPrivate(RI.VD))
      return;
    bool Ref = Holder->getType()->isReferenceType();
    L.Bad = std::string(Ref ? "reference '" : "pointer '") + nameOf(Holder) + "' " +
            (Ref ? "is bound to" : "points to") + " the original of '" +
            nameOf(RI.VD) + "', which is private in the " + Where + " (not modelled)";
  };
  for (auto &KV : S.Ptrs)
    Mark(KV.second, KV.first);
  for (auto &KV : S.Tables)
    for (Loc &L : KV.second)
      Mark(L, KV.first);
  for (auto &KV : S.Fills)
    Mark(KV.second.Entry, KV.first);
  for (auto &KV : LocRefs)
    Mark(KV.second, KV.first);
}

// ---- threads -------------------------------------------------------------------

bool Builder::isThreadPrivate(const VarDecl *VD) {
  return VD && (VD->hasAttr<OMPThreadPrivateDeclAttr>() ||
                VD->getTLSKind() != VarDecl::TLS_None);
}

// A threadprivate variable no code of the translation unit writes (nor takes
// the address of) holds its initial value in every thread's copy: one value.
// In C++ (constructors, references) that is not checked: per thread.
bool Builder::threadValues(const VarDecl *VD) {
  if (!isThreadPrivate(VD))
    return false;
  if (Ctx.getLangOpts().CPlusPlus)
    return true;
  if (!TPScanned) {
    TPScanned = true;
    std::set<const VarDecl *> Mod;
    if (!scanFileScopeCode(Ctx, [&](const Stmt *Code, const Decl *) {
          collectModified(Code, Mod);
        }))
      TPWritten.insert(nullptr);  // code not in sight may write any
    for (const VarDecl *M : Mod)
      TPWritten.insert(M->getCanonicalDecl());
  }
  return TPWritten.count(nullptr) || TPWritten.count(VD->getCanonicalDecl()) > 0;
}

void Builder::enterTeam(const OMPExecutableDirective *D) {
  std::set<const VarDecl *> Copyin;
  if (D)
    for (const auto *CC : D->getClausesOfKind<OMPCopyinClause>())
      for (const Expr *E : CC->varlists())
        if (const VarDecl *VD = refVar(E))
          Copyin.insert(VD);
  std::map<const VarDecl *, int> Master;  // copyin: the master's values
  ExecMode SavedMode = Mode;
  Mode = ExecMode::Env;  // the encountering thread's view
  for (const VarDecl *VD : Copyin)
    if (threadValues(VD) && !VD->getType()->isPointerType())
      Master[VD] = varValue(VD);
  Mode = SavedMode;
  InParallelRegion = true;
  TidExpr = -1;
  for (const VarDecl *VD : FuncGlobals) {
    if (!threadValues(VD) || Override.count(VD))
      continue;
    drs_type DT;
    if (VD->getType()->isPointerType()) {
      if (!Copyin.count(VD)) {
        Loc L;
        L.Bad = "threadprivate pointer '" + nameOf(VD) +
                "' has a value per thread (not modelled)";
        S.Ptrs[VD] = L;
      }
    } else if (dType(VD->getType(), DT) && !AddrTaken.count(VD)) {
      auto It = Master.find(VD);
      // each thread's own copy: its value is not the master's
      // (a thread's copy: its initial value, or what an earlier region
      // left in it -- not followed)
      S.Vars[VD] = It != Master.end() && It->second >= 0
                       ? It->second
                       : untracked(DT, nameOf(VD), DRS_UNTRACKED_VALUE,
                                   "value of threadprivate '" + nameOf(VD) +
                                       "' in each thread is not tracked here");
    }
  }
}

bool Builder::threadGuard(int Path, int64_t &K) const {
  if (TidExpr < 0 || Path < 0)
    return false;
  std::vector<int> Work{Path};
  while (!Work.empty()) {
    int E = Work.back();
    Work.pop_back();
    if (E < 0 || E >= C->n_exprs)
      continue;
    const drs_expr &X = C->exprs[E];
    if (X.op == DRS_OP_LAND) {
      Work.push_back(X.a);
      Work.push_back(X.b);
    } else if (X.op == DRS_OP_EQ) {
      if (X.a == TidExpr && constOf(X.b, K))
        return true;
      if (X.b == TidExpr && constOf(X.a, K))
        return true;
    }
  }
  return false;
}

// ---- fix-its -------------------------------------------------------------------

namespace {

/// What running St does to VD's value (C only, no jumps): gives it a new
/// value before any read (Kill), never reads the value it had before
/// (Clean), or may read it (Read).
enum class Effect { Kill, Clean, Read };

Effect effectOn(const Stmt *St, const VarDecl *VD) {
  if (!St || !refersTo(St, VD))
    return Effect::Clean;
  if (containsKindOf<BreakStmt, ContinueStmt, ReturnStmt, GotoStmt,
                     IndirectGotoStmt>(St))
    return Effect::Read;  // the statements after it may not run
  if (const auto *CS = dyn_cast<CompoundStmt>(St)) {
    for (const Stmt *X : CS->body()) {
      Effect E = effectOn(X, VD);
      if (E != Effect::Clean)
        return E;
    }
    return Effect::Clean;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(St))
    return B->getOpcode() == BO_Assign && refVar(B->getLHS()) == VD &&
                   !refersTo(B->getRHS(), VD)
               ? Effect::Kill
               : Effect::Read;
  if (const auto *D = dyn_cast<OMPExecutableDirective>(St)) {
    auto Lists = [&](const auto *C) {
      for (const Expr *E : C->varlists())
        if (refVar(E) == VD)
          return true;
      return false;
    };
    llvm::omp::Directive K = D->getDirectiveKind();
    // tasks (and target) take firstprivate copies by default: their
    // statements do not reach the variable itself
    if (isOpenMPTaskingDirective(K) || isOpenMPTargetExecutionDirective(K) ||
        isOpenMPTargetDataManagementDirective(K))
      return Effect::Read;
    for (const OMPClause *Cl : D->clauses()) {
      if (const auto *PC = dyn_cast_or_null<OMPPrivateClause>(Cl))
        if (Lists(PC))
          return Effect::Clean;  // the construct uses its own copies
    }
    for (const OMPClause *Cl : D->clauses()) {
      if (!Cl)
        return Effect::Read;
      if (const auto *DC = dyn_cast<OMPDefaultClause>(Cl)) {
        if (DC->getDefaultKind() != llvm::omp::OMP_DEFAULT_shared &&
            DC->getDefaultKind() != llvm::omp::OMP_DEFAULT_none)
          return Effect::Read;  // default(firstprivate), default(private)
        continue;
      }
      bool Names = false;
      for (const Stmt *Ch : const_cast<OMPClause *>(Cl)->children())
        Names = Names || refersTo(Ch, VD);
      if (Names)
        return Effect::Read;  // firstprivate, reduction, lastprivate, ...
    }
    const Stmt *Body =
        D->hasAssociatedStmt() ? unwrapCaptured(D->getAssociatedStmt()) : nullptr;
    // `#pragma omp for` over `for (v = e; ...)`: v's old value is not read
    if (isa<OMPLoopDirective>(D)) {
      const auto *F = dyn_cast_or_null<ForStmt>(Body);
      return F && effectOn(F->getInit(), VD) == Effect::Kill ? Effect::Kill
                                                             : Effect::Read;
    }
    // a region's code runs (at least once) with the variable shared
    return Body ? effectOn(Body, VD) : Effect::Read;
  }
  if (const auto *If = dyn_cast<IfStmt>(St)) {
    if (If->getInit() || If->getConditionVariable() ||
        refersTo(If->getCond(), VD))
      return Effect::Read;
    Effect Then = effectOn(If->getThen(), VD);
    Effect Else = effectOn(If->getElse(), VD);  // none: Clean
    if (Then == Effect::Read || Else == Effect::Read)
      return Effect::Read;
    return Then == Effect::Kill && Else == Effect::Kill ? Effect::Kill
                                                        : Effect::Clean;
  }
  if (const auto *F = dyn_cast<ForStmt>(St)) {
    Effect Init = effectOn(F->getInit(), VD);
    if (Init != Effect::Clean)
      return Init;
    // `for (i = ...) for (j = 0; ...)`: each iteration gives j a new value
    // first, and none may run: j's value is not read, nor always replaced
    if (refersTo(F->getCond(), VD) || refersTo(F->getInc(), VD) ||
        F->getConditionVariable())
      return Effect::Read;
    return effectOn(F->getBody(), VD) == Effect::Read ? Effect::Read
                                                      : Effect::Clean;
  }
  return Effect::Read;
}

} // namespace

// Whether VD's value at the end of the construct's loop is never read.
// From the loop outwards along the path to it: the rest of each block, the
// next iteration of each loop around (its condition and increment not
// naming VD, its body from the start not reading VD's old value: Effect),
// past each `if`, must give VD a new value before any read, or reach the end
// of the function.  C only (a C++ reference could read VD unseen).
bool Builder::killedAfterLoop(const VarDecl *VD) {
  if (Ctx.getLangOpts().CPlusPlus || VD->hasGlobalStorage() ||
      ConstructPath.size() < 2)
    return false;
  for (size_t K = ConstructPath.size(); K >= 2; --K) {
    const Stmt *Parent = ConstructPath[K - 2], *Child = ConstructPath[K - 1];
    if (const auto *Block = dyn_cast<CompoundStmt>(Parent)) {
      bool After = false;
      for (const Stmt *St : Block->body()) {
        if (!After) {
          After = St == Child;
          continue;
        }
        switch (effectOn(St, VD)) {
        case Effect::Kill:
          return true;
        case Effect::Read:
          return false;
        case Effect::Clean:
          break;
        }
      }
    } else if (const auto *F = dyn_cast<ForStmt>(Parent)) {
      if (Child != F->getBody() || refersTo(F->getCond(), VD) ||
          refersTo(F->getInc(), VD) || F->getConditionVariable() ||
          effectOn(F->getBody(), VD) == Effect::Read)
        return false;
    } else if (const auto *W = dyn_cast<WhileStmt>(Parent)) {
      if (Child != W->getBody() || refersTo(W->getCond(), VD) ||
          W->getConditionVariable() ||
          effectOn(W->getBody(), VD) == Effect::Read)
        return false;
    } else if (const auto *If = dyn_cast<IfStmt>(Parent)) {
      if (Child == If->getCond() || If->getInit() || If->getConditionVariable())
        return false;  // (a branch ends where the `if` ends)
    } else {
      return false;
    }
    if (K == 2)
      return true;  // the end of the function's body: VD is dead
  }
  return false;
}

bool Builder::usedOutside(const VarDecl *VD) {
  if (!VD || VD->hasGlobalStorage() || !Site.Function || !Site.Loop)
    return true;
  // Every path from the loop's end gives VD a new value before a read:
  // unused, unless a pointer or a jump reads it unseen.
  if (killedAfterLoop(VD) &&
      !containsKindOf<GotoStmt, IndirectGotoStmt>(Site.Function->getBody())) {
    bool Escapes = false;
    walk(Site.Function->getBody(), [&](const Stmt *S2) {
      if (const auto *U = dyn_cast<UnaryOperator>(S2))
        if (U->getOpcode() == UO_AddrOf && baseVar(U->getSubExpr()) == VD)
          Escapes = true;
    });
    if (!Escapes)
      return false;
  }
  SourceLocation LB = SM.getExpansionLoc(Site.Loop->getBeginLoc());
  SourceLocation LE = SM.getExpansionLoc(Site.Loop->getEndLoc());
  bool Used = false;
  walk(Site.Function->getBody(), [&](const Stmt *S2) {
    const auto *DR = dyn_cast<DeclRefExpr>(S2);
    if (!DR || varOf(DR) != VD || Used)
      return;
    SourceLocation L = SM.getExpansionLoc(DR->getBeginLoc());
    bool Inside = !SM.isBeforeInTranslationUnit(L, LB) &&
                  !SM.isBeforeInTranslationUnit(LE, L);
    if (Inside)
      return;
    if (SM.isBeforeInTranslationUnit(LE, L)) {
      Used = true;
      return;
    }
    for (const Stmt *Lp : EnclosingLoops) {
      SourceLocation B = SM.getExpansionLoc(Lp->getBeginLoc());
      SourceLocation E = SM.getExpansionLoc(Lp->getEndLoc());
      if (!SM.isBeforeInTranslationUnit(L, B) &&
          !SM.isBeforeInTranslationUnit(E, L))
        Used = true;
    }
  });
  return Used;
}

void Builder::makeFixes() {
  for (auto &KV : Uses) {
    const VarDecl *VD = KV.first;
    const ScalarUse &U = KV.second;
    if (!U.Written || U.InCall || !clauseCanName(VD))
      continue;
    auto It = RootIndex.find(std::make_pair(VD, -1));
    if (It == RootIndex.end() || Roots[It->second].Object < 0)
      continue;
    std::string Obj = Roots[It->second].Name;
    std::string N = nameOf(VD);
    std::set<std::string> Ops = U.RedOps;
    if (Ops.size() == 2 && Ops.count("+") && Ops.count("-"))
      Ops = {"+"};
    if (!U.Other && Ops.size() == 1) {
      if (Site.Directive || Site.Advice)
        R.Fixes.push_back(
            {Obj, "reduction(" + *Ops.begin() + ":" + N + ")", VD, N, *Ops.begin()});
      continue;
    }
    if (U.ReadBeforeWrite)
      continue;
    if (!usedOutside(VD)) {
      if (Site.Directive || Site.Advice)
        R.Fixes.push_back({Obj, "private(" + N + ")", VD, N, ""});
    } else {
      R.Hints.push_back(
          {Obj, "'" + N + "' is read after the loop: consider lastprivate(" +
                    N + ")"});
    }
  }
}

} // namespace drsat
