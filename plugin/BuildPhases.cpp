//===- BuildPhases.cpp - barriers and phases of a parallel region --------===//
//
// The phase of a region's access (drs_access.phase): how many barriers each
// thread has passed before it (BuildRegion.cpp builds the rest of the
// region).  Straight-line code counts barriers -- explicit ones and the
// implicit ones ending `for`, `sections` and `single` without nowait.  A
// region-level `for` loop whose body passes Nb barriers, all at the body's
// top level, makes the phase of iteration k (logical) entry + Nb * k + j;
// after it the count goes on from the trip count (constant bounds), or from
// an untracked input.  A loop whose body meets only worksharing loops
// without a barrier (`for nowait`, `distribute`) has no phases: its
// encounters are told apart by the loop counters (regionLoop).  A shared variable's value at the start of a phase is
// one value for every thread (phaseValue).  Loops built as their own
// constructs inside a region forget the region's shared writes at each
// barrier on their way to the loop (envBarrier).
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"

using namespace clang;

namespace drsat {

int Builder::phaseExpr() {
  if (PhaseBase < 0)
    return PhaseCount ? k64(PhaseCount) : -1;
  return PhaseCount ? add64(PhaseBase, k64(PhaseCount)) : PhaseBase;
}

int Builder::phaseValue(const VarDecl *VD) {
  drs_type DT;
  if ((PhaseCount == 0 && PhaseBase < 0) || !dType(VD->getType(), DT))
    return -1;  // the value before the region (varValue goes on)
  if (PhaseBase >= 0)  // a phase of a loop: each copy's own unknown
    return untracked(DT, nameOf(VD), DRS_UNTRACKED_VALUE,
                     "value of '" + nameOf(VD) +
                         "' after a barrier in a loop is not tracked here");
  auto Key = std::make_pair(VD, PhaseCount);
  auto It = PhaseValues.find(Key);
  if (It != PhaseValues.end())
    return It->second;
  std::string N = nameOf(VD);
  int V = freshSym(N, N, DT, DRS_SYM_INPUT);  // one value for every thread
  if (!failed() && C->exprs[V].op == DRS_OP_SYM) {
    std::string Why = "value of '" + N + "' after barrier " +
                      std::to_string(PhaseCount) + " is not tracked here";
    if (drs_symbol_set_untracked(C, C->exprs[V].sym, DRS_UNTRACKED_VALUE,
                                 Why.c_str(), nullptr, -1) < 0)
      internalError();
  }
  PhaseValues[Key] = V;
  return V;
}

void Builder::regionBarrier() {
  if (CurWorker != ThreadWorker) {
    fail("a barrier inside a worksharing, 'single' or 'master' construct "
         "(not conforming OpenMP)");
    return;
  }
  if (SeqLoopDepth > 0 && SeqLoopDepth != PhaseLoopDepth) {
    fail("a barrier inside a loop of the region is not modelled yet");
    return;
  }
  if (S.Path != RegionPath) {
    fail("a barrier under a condition is not modelled yet");
    return;
  }
  if (!S.Locks.empty() || !S.CondLocks.empty()) {
    // the lock's next owner waits for this thread past the barrier: an
    // order between threads that locksets do not express (a race claimed
    // on them could be a false alarm)
    fail("a lock held across a barrier orders the threads; not modelled yet");
    return;
  }
  ++PhaseCount;
  taskWaitAll();  // a barrier ends every task of the team
  // what other threads wrote before the barrier is what everyone sees now
  for (const VarDecl *VD : ModifiedInBody) {
    if (isPrivate(VD))
      continue;
    if (VD->getType()->isPointerType()) {
      Loc L;
      L.Bad = "shared pointer '" + nameOf(VD) +
              "' after a barrier is not modelled";
      S.Ptrs[VD] = L;
    } else {
      auto A = AfterBarrier.find(VD);
      if (A != AfterBarrier.end())
        S.Vars[VD] = A->second;  // what a single or master wrote
      else
        S.Vars.erase(VD);
    }
  }
  AfterBarrier.clear();
}


namespace {

/// D ends with a barrier (explicit, or the implicit one of a worksharing
/// construct without nowait).
bool endsWithBarrier(const OMPExecutableDirective *D) {
  switch (D->getDirectiveKind()) {
  case llvm::omp::OMPD_barrier:
    return true;
  case llvm::omp::OMPD_for:
  case llvm::omp::OMPD_for_simd:
  case llvm::omp::OMPD_sections:
  case llvm::omp::OMPD_single:
    return !D->hasClausesOfKind<OMPNowaitClause>();
  default:
    return false;
  }
}

/// A worksharing construct (one thread, or one iteration, per instance).
bool worksharing(const OMPExecutableDirective *D) {
  switch (D->getDirectiveKind()) {
  case llvm::omp::OMPD_for:
  case llvm::omp::OMPD_for_simd:
  case llvm::omp::OMPD_sections:
  case llvm::omp::OMPD_single:
  case llvm::omp::OMPD_barrier:
    return true;
  default:
    return false;
  }
}

} // namespace

bool Builder::phaseLoop(const ForStmt *F, int &Nb) {
  Nb = 0;
  bool Any = false;
  walk(F->getBody(), [&](const Stmt *X) {
    if (const auto *D = dyn_cast<OMPExecutableDirective>(X))
      Any |= worksharing(D);
  });
  if (!Any)
    return false;
  // every barrier at the body's top level: the same count per iteration
  std::vector<const Stmt *> Top;
  const Stmt *B = F->getBody();
  if (const auto *CS = dyn_cast<CompoundStmt>(B))
    Top.assign(CS->body_begin(), CS->body_end());
  else
    Top.push_back(B);
  int Direct = 0;
  for (const Stmt *X : Top)
    if (const auto *D = dyn_cast<OMPExecutableDirective>(X))
      if (worksharing(D)) {
        Direct++;
        Nb += endsWithBarrier(D);
      }
  int All = 0;
  walk(F->getBody(), [&](const Stmt *X) {
    if (const auto *D = dyn_cast<OMPExecutableDirective>(X))
      All += worksharing(D);
  });
  if (All != Direct) {
    fail("a barrier or worksharing construct nested deeper in a loop of the "
         "region is not modelled yet");
    return false;
  }
  if (Nb == 0) {
    // only `for nowait` and `single nowait`: no phases; their workers tell
    // the encounters apart by the loop's counter (drs_worker.encounter)
    bool Loops = true;
    walk(F->getBody(), [&](const Stmt *X) {
      if (const auto *D = dyn_cast<OMPExecutableDirective>(X))
        if (worksharing(D) &&
            !isa<OMPForDirective, OMPForSimdDirective, OMPSingleDirective>(D))
          Loops = false;
    });
    if (!Loops)
      fail("a worksharing construct in a loop of the region without a barrier "
           "between its encounters is not modelled yet");
    return false;
  }
  return true;
}

bool Builder::constTrip(const LoopShape &L, int64_t &Out) {
  int64_t I0 = 0, B0 = 0;
  const Expr *InitE = nullptr;
  if (isa_and_nonnull<DeclStmt>(L.Init))
    InitE = L.Var ? L.Var->getInit() : nullptr;
  else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(L.Init))
    InitE = BO->getRHS();
  if (!InitE || !L.Bound || L.Wraps || !constValue(InitE, Ctx, I0) ||
      !constValue(L.Bound, Ctx, B0))
    return false;
  return tripOf(L, I0, B0, Out);
}

bool Builder::knownTrip(const LoopShape &L, int V0, int64_t &Out) {
  if (constTrip(L, Out))
    return true;
  int64_t I0 = 0, B0 = 0;
  if (!L.Bound || L.Wraps || !constOf(V0, I0))
    return false;
  int B = eval(L.Bound);
  return !failed() && constOf(B, B0) && tripOf(L, I0, B0, Out);
}

bool Builder::tripOf(const LoopShape &L, int64_t I0, int64_t B0, int64_t &Out) {
  __int128 Lo = I0, Hi = B0, St = L.Step, Trip;
  bool Up = L.Op == BO_LT || L.Op == BO_LE;
  if (L.Op == BO_LE)
    Hi += 1;
  if (L.Op == BO_GE)
    Hi -= 1;
  if (Up && St > 0)
    Trip = Hi > Lo ? (Hi - Lo + St - 1) / St : 0;
  else if (!Up && St < 0)
    Trip = Lo > Hi ? (Lo - Hi - St - 1) / -St : 0;
  else
    return false;
  if (Trip > INT64_MAX)
    return false;
  Out = (int64_t)Trip;
  return true;
}

void Builder::afterPhaseLoop(const ForStmt *F, const LoopShape &L, int Nb,
                             int EntryBase, int EntryCount) {
  PhaseBase = EntryBase;
  PhaseCount = EntryCount;
  int64_t Trip = 0;
  bool Known = constTrip(L, Trip);
  if (Known && Trip < (1 << 30) && Trip * Nb + EntryCount < (1 << 30)) {
    PhaseCount = EntryCount + (int)(Trip * Nb);
    return;
  }
  // not known: one count for all threads, not tracked
  int T = untrackedTrip(F);
  int Entry = phaseExpr();
  int M = mul64(T, k64(Nb));
  PhaseBase = Entry >= 0 ? add64(conv(DRS_I64, Entry), M) : M;
  PhaseCount = 0;
}

int Builder::untrackedTrip(const ForStmt *F) {
  auto It = UntrackedTrips.find(F);
  if (It != UntrackedTrips.end())
    return It->second;
  int T = freshSym("trip", "trip count", DRS_I64, DRS_SYM_INPUT);
  std::string Why = "the trip count of the loop at line " +
                    std::to_string(line(SM.getExpansionLoc(F->getForLoc()))) +
                    " is not tracked here";
  if (!failed() && C->exprs[T].op == DRS_OP_SYM &&
      drs_symbol_set_untracked(C, C->exprs[T].sym, DRS_UNTRACKED_VALUE,
                               Why.c_str(), nullptr, -1) < 0)
    internalError();
  S.Path = drs_and(C, S.Path, drs_binop(C, DRS_OP_GE, DRS_INT, T, k64(0)));
  UntrackedTrips[F] = T;
  return T;
}

void Builder::envBarrier(const OMPExecutableDirective *D) {
  if (EnvRegionShared.empty())
    return;
  llvm::omp::Directive K = D->getDirectiveKind();
  bool Barrier = K == llvm::omp::OMPD_barrier;
  if (K == llvm::omp::OMPD_for || K == llvm::omp::OMPD_for_simd ||
      K == llvm::omp::OMPD_sections || K == llvm::omp::OMPD_single)
    Barrier = !D->hasClausesOfKind<OMPNowaitClause>();
  if (Barrier)
    havoc(EnvRegionShared, "a barrier");
}


} // namespace drsat
