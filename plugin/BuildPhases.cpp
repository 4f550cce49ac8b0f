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
// barrier on their way to the loop (envBarrier).  Trip counts live here
// too: of phase loops, and of worksharing loops with a static schedule,
// whose schedule class (staticClass) says which other loops of the region
// give each logical iteration to the same thread.
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
  if (!handOffsAtBarrier())
    return;
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

bool isMark(const std::string &Id) {
  llvm::StringRef R(Id);
  return R.starts_with("hold:") || R.starts_with("got:");
}

} // namespace

bool Builder::handOffsAtBarrier() {
  std::vector<std::pair<std::string, int>> Held;  // "lock:" id, condition
  for (const std::string &L : S.Locks) {
    if (llvm::StringRef(L).starts_with("private-lock:"))
      continue;  // the thread's own: nobody waits for it
    if (!llvm::StringRef(L).starts_with("lock:")) {
      fail("a barrier inside a 'critical' or 'ordered' region (not conforming "
           "OpenMP)");
      return false;
    }
    Held.emplace_back(L, -1);
  }
  for (const auto &KV : S.CondLocks)
    if (llvm::StringRef(KV.first).starts_with("lock:"))
      Held.emplace_back(KV.first, KV.second);
  if (Held.empty())
    return true;
  if (SeqLoopDepth > 0 || PhaseBase >= 0) {
    // the hand-off would be one per pass; the release may be a later pass's
    failLocks("a lock held across a barrier in a loop of the region orders the "
              "threads; not modelled yet");
    return false;
  }
  // the next owner of L takes it after this barrier, so after this
  // thread's release (OpenMP 5.2, 1.4.4: a release synchronizes with the
  // next acquire of the lock)
  std::string K = "@" + std::to_string(PhaseCount + 1);
  for (const auto &[L, Cond] : Held) {
    HandOffs[L].push_back(L + K);
    S.CondLocks["hold:" + L + K] = Cond < 0 ? drs_const(C, DRS_INT, 1) : Cond;
  }
  return true;
}

void Builder::lockAcquired(const std::string &L) {
  auto It = HandOffs.find(L);
  if (!RegionBuild || It == HandOffs.end())
    return;
  for (const std::string &T : It->second)
    S.CondLocks["got:" + T] = drs_const(C, DRS_INT, 1);
}

void Builder::lockReleased(const std::string &L) {
  auto It = HandOffs.find(L);
  if (!RegionBuild || It == HandOffs.end())
    return;
  bool Hands = false, Got = false;
  for (const std::string &T : It->second) {
    auto H = S.CondLocks.find("hold:" + T);
    if (H != S.CondLocks.end()) {
      Hands |= H->second != drs_const(C, DRS_INT, 0);
      S.CondLocks.erase(H);
    }
  }
  // (a later owner of L follows each hand-off of L itself: got:L@k)
  for (const auto &KV : S.CondLocks)
    Got |= llvm::StringRef(KV.first).starts_with("got:") &&
           !llvm::StringRef(KV.first).starts_with("got:" + L + "@") &&
           KV.second != drs_const(C, DRS_INT, 0);
  int64_t N = 0;
  if (Hands && Got && !(TeamSize >= 0 && constOf(TeamSize, N) && N <= 2))
    // what this thread got from a third one passes on to the next owner:
    // an order of three threads the pairs do not express (a race claimed
    // on it could be a false alarm)
    failLocks("a chain of lock hand-offs among more than two threads is not "
              "modelled yet");
}

bool Builder::sameLocks(const State &St, const std::vector<std::string> &Locks0,
                        const std::map<std::string, int> &CondLocks0) {
  if (St.Locks != Locks0)
    return false;
  auto Next = [](const std::map<std::string, int> &M,
                 std::map<std::string, int>::const_iterator I) {
    while (I != M.end() && isMark(I->first))
      ++I;
    return I;
  };
  auto A = Next(St.CondLocks, St.CondLocks.begin());
  auto B = Next(CondLocks0, CondLocks0.begin());
  for (; A != St.CondLocks.end() && B != CondLocks0.end();
       A = Next(St.CondLocks, ++A), B = Next(CondLocks0, ++B))
    if (*A != *B)
      return false;
  return A == St.CondLocks.end() && B == CondLocks0.end();
}

void Builder::keepMarks(const std::map<std::string, int> &Entry) {
  for (auto I = S.CondLocks.begin(); I != S.CondLocks.end();) {
    auto E = Entry.find(I->first);
    if (isMark(I->first) && (E == Entry.end() || E->second != I->second))
      I = S.CondLocks.erase(I);
    else
      ++I;
  }
}

void Builder::dropHolds() {
  for (auto I = S.CondLocks.begin(); I != S.CondLocks.end();)
    if (llvm::StringRef(I->first).starts_with("hold:lock:"))
      I = S.CondLocks.erase(I);
    else
      ++I;
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
  const Expr *InitE = L.initValue();
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

void Builder::staticClass(const OMPLoopDirective *D, const ForStmt *F,
                          const LoopShape &LS, int FirstLoop, int W, int64_t Chunk) {
  unsigned N = D->getLoopsNumber();
  if (N == 0 || FirstLoop + (int)N > C->n_loops)
    return;
  // Logical iteration K of the collapsed nest (OpenMP 5.2, 4.4.3): the
  // counters' step numbers (v - init) / step in mixed radix of the inner
  // trip counts.  Collapsed levels need constant trip counts (rectangular
  // nests); one loop may also have a count known only at run time (NPB
  // LU's `i = ist; i <= iend`): one class for all such loops of a chunk,
  // the counts compared per pair (drs_worker.trip).
  int TripE = -1;
  std::vector<int64_t> Trips(N, 0);
  const Stmt *Cur = F;
  for (unsigned K = 0; K < N; ++K) {
    const auto *CF = dyn_cast_or_null<ForStmt>(Cur);
    LoopShape L = LS;
    if (!CF || (K > 0 && !parseCanonical(CF, L)))
      return;
    const drs_loop &Lp = C->loops[FirstLoop + K];
    if (Lp.line != line(CF->getForLoc()) || (K > 0 && Lp.parent != FirstLoop + (int)K - 1))
      return;
    if (!constTrip(L, Trips[K])) {
      if (N > 1 || (TripE = tripCount(L, Lp)) < 0)
        return;
    }
    Cur = skipSingle(CF->getBody());
  }
  __int128 Total = 1;
  for (int64_t T : Trips)
    Total *= T;
  if (TripE < 0 && (Total > INT64_MAX / 2 || Total < 0))
    return;
  // (one class for every run-time count of a chunk)
  int64_t Trip = TripE >= 0 ? -1 : (int64_t)Total;
  int Id = -1;
  int64_t Radix = 1;
  for (int K = (int)N - 1; K >= 0; --K) {
    const drs_loop &Lp = C->loops[FirstLoop + K];
    int Step = drs_binop(C, DRS_OP_DIV, DRS_I64,
                         drs_binop(C, DRS_OP_SUB, DRS_I64,
                                   conv(DRS_I64, drs_symref(C, Lp.var)),
                                   conv(DRS_I64, Lp.init)),
                         k64(Lp.step));
    int Term = Radix == 1 ? Step : drs_binop(C, DRS_OP_MUL, DRS_I64, Step, k64(Radix));
    Id = Id < 0 ? Term : drs_binop(C, DRS_OP_ADD, DRS_I64, Term, Id);
    Radix *= Trips[K];   // below Total: no overflow
  }
  // A constant count joins the class of the chunk's run-time counts once
  // there is one (as its count: a loop of 8 iterations and one of n, with
  // n = 8, share their schedule); until then, the class of its count.
  auto Counted = StaticClasses.find(std::make_pair((int64_t)-1, Chunk));
  if (TripE < 0 && Counted != StaticClasses.end()) {
    Trip = -1;
    TripE = k64((int64_t)Total);
  }
  auto Key = std::make_pair(Trip, Chunk);
  auto It = StaticClasses.find(Key);
  int Class = It != StaticClasses.end() ? It->second
                                        : (StaticClasses[Key] = (int)StaticClasses.size());
  if (Id < 0 || drs_worker_set_schedule(C, W, Id, Class) < 0 ||
      (TripE >= 0 && drs_worker_set_trip(C, W, TripE) < 0)) {
    internalError();
    return;
  }
  std::vector<std::pair<int, int64_t>> &Earlier = ConstCountLoops[Chunk];
  if (Trip >= 0) {
    Earlier.emplace_back(W, (int64_t)Total);
    return;
  }
  for (const auto &[EW, ETotal] : Earlier)  // they move to this class
    if (drs_worker_set_schedule(C, EW, C->workers[EW].id, Class) < 0 ||
        drs_worker_set_trip(C, EW, k64(ETotal)) < 0)
      internalError();
  Earlier.clear();
}

int Builder::tripCount(const LoopShape &L, const drs_loop &Lp) {
  // cond is `var OP bound` or `bound OP var` as translateCond builds it,
  // compared in the variable's own type T; the count is computed in u64,
  // where bound - init is exact (modulo 2^64) for every T of up to 64 bits
  if (L.Wraps || Lp.cond < 0 || Lp.init < 0 || Lp.step == 0)
    return -1;
  const drs_expr &E = C->exprs[Lp.cond];
  if (E.op != DRS_OP_LT && E.op != DRS_OP_LE && E.op != DRS_OP_GT && E.op != DRS_OP_GE)
    return -1;
  int VarSide = L.VarOnLeft ? E.a : E.b, Bound = L.VarOnLeft ? E.b : E.a;
  const drs_expr &V = C->exprs[VarSide];
  drs_type T = C->symbols[Lp.var].type;
  if (V.op != DRS_OP_SYM || V.sym != Lp.var || T.bits > 64 || tyOf(Bound).bits != T.bits ||
      tyOf(Bound).is_signed != T.is_signed || tyOf(Lp.init).bits != T.bits ||
      tyOf(Lp.init).is_signed != T.is_signed)
    return -1;
  drs_op Op = E.op;
  if (!L.VarOnLeft)   // bound OP var: as var OP' bound
    Op = Op == DRS_OP_LT ? DRS_OP_GT : Op == DRS_OP_LE ? DRS_OP_GE
       : Op == DRS_OP_GT ? DRS_OP_LT : DRS_OP_LE;
  bool Up = Lp.step > 0;
  if (Up != (Op == DRS_OP_LT || Op == DRS_OP_LE) || Lp.step == INT64_MIN)
    return -1;
  const drs_type U64 = {64, false};
  int64_t S = Up ? Lp.step : -Lp.step;
  bool Strict = Op == DRS_OP_LT || Op == DRS_OP_GT;
  // it runs when init OP bound (in T); then the distance to cover, bound -
  // init counting up and init - bound down, is below 2^64, and `<`, `>`
  // stop one short of it: (Dist - 1) / S + 1 iterations, or Dist / S + 1
  int Hi = Up ? Bound : Lp.init, Lo = Up ? Lp.init : Bound;
  int Runs = drs_binop(C, Strict ? DRS_OP_GT : DRS_OP_GE, DRS_INT, Hi, Lo);
  int Dist = drs_binop(C, DRS_OP_SUB, U64, conv(U64, Hi), conv(U64, Lo));
  int Top = Strict ? drs_binop(C, DRS_OP_SUB, U64, Dist, drs_const(C, U64, 1)) : Dist;
  int N = drs_binop(C, DRS_OP_ADD, U64,
                    drs_binop(C, DRS_OP_DIV, U64, Top, drs_const(C, U64, S)),
                    drs_const(C, U64, 1));
  int R = drs_ite(C, U64, Runs, N, drs_const(C, U64, 0));
  if (R < 0)
    internalError();
  return R;
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
