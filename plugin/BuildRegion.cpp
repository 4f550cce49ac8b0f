//===- BuildRegion.cpp - the model of a parallel region -------------------===//
//
// A region construct (`#pragma omp parallel`, `parallel sections`) is built
// like a loop construct (ModelBuilder.cpp) except for what runs its body: the
// threads of the team.  Each of the two copies of the race query is one
// thread, the THREAD worker (drs_model.h, drs_worker) with
// omp_get_thread_num() as its id and omp_get_num_threads() as its count, and
// the body is executed once, symbolically, as that thread runs it:
//
//  - region-level code: worker THREAD;
//  - `single`: a SINGLE worker (one thread runs the encounter), `master` and
//    `masked filter(k)`: a MASTER worker pinned to thread 0 / k, `sections`:
//    a SECTION worker whose id says which section the copy runs (each
//    section's code has "section == k" in its path);
//  - a worksharing `for`: a LOOP worker, the loop an INNER loop of the
//    region's model; pairs within that loop are its own construct's business
//    (the finder reports it as one), pairs with the rest of the region are
//    checked here;
//  - barriers, explicit or implicit (end of `for`, `sections`, `single`
//    without nowait), step the phase (BuildPhases.cpp): every access carries the number of
//    barriers before it, and two accesses race only in the same phase;
//  - critical, atomic, ordered and OpenMP locks give the lockset, as in a
//    loop.
//
// Values: a thread's own variables (declared in the region, privatised by a
// clause) are followed exactly.  A shared variable the region writes has, at
// the start of phase k > 0, one value for all threads that drsat does not
// follow (an untracked input; a race that needs it is "possible"); in phase
// 0 its value is the one before the region.  Code only some threads run
// (single, master, a section) leaves the variables it modified unknown.
//
// Not modelled (the region is "not analyzed" with the reason): barriers and
// worksharing constructs inside sequential loops of the region or under a
// condition, tasks, target, teams, nested parallel regions, regions nested
// in other directives, calls to the program's own functions.
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"

using namespace clang;

namespace drsat {

std::string ompName(const OMPExecutableDirective *D) {
  return "'#pragma omp " +
         llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str() + "'";
}

BuildResult Builder::runRegion() {
  const FunctionDecl *FD = Site.Function;
  const OMPExecutableDirective *D = Site.Region;
  std::string Fn = FD ? FD->getNameAsString() : std::string();
  SourceLocation PL = SM.getExpansionLoc(Site.PragmaLoc);
  C = drs_construct_new(Site.Kind.c_str(), Fn.c_str(), line(PL), col(PL));
  R.Model = C;
  if (!C)
    return R;
  RegionBuild = true;
  C->safelen = 0;
  const Stmt *Body = FD ? FD->getBody() : nullptr;
  // A task (or taskgroup) in main outside any region: the initial thread,
  // alone in its team, executes the directive itself.  A function's target
  // tasks outside any region: the host thread, alone in its team, runs the
  // function's body, and device threads the tasks (Site.HostTasks).
  bool Host = Site.HostTasks;
  bool Initial = D->getDirectiveKind() == llvm::omp::OMPD_task ||
                 D->getDirectiveKind() == llvm::omp::OMPD_taskgroup || Host;
  InitialTeam = Initial && !Host;
  const Stmt *RBody = Host ? Body
                      : Initial ? D
                      : D->hasAssociatedStmt()
                          ? unwrapCaptured(D->getAssociatedStmt())
                          : nullptr;
  if (!Body || !RBody)
    fail("the region has no body");
  else if (FD->isDependentContext())
    fail("dependent code in a template");
  if (!failed())
    precheckFunction(Body);
  ConstructStmt = D;
  std::vector<const Stmt *> Path;  // (the host's: none, its body is all)
  if (!failed() && !Host && !findPath(Body, D, Path))
    fail("the region was not found in its function");
  bool Nested = false;  // in a parallel region (BuildNestedTeam.cpp)
  for (const Stmt *P : Path)
    if (const auto *E = dyn_cast<OMPExecutableDirective>(P)) {
      llvm::omp::Directive EK = E->getDirectiveKind();
      if (E == D || failed() || EK == llvm::omp::OMPD_target ||
          isOpenMPTargetDataManagementDirective(EK))
        continue;
      if (nestedRegionKind(D->getDirectiveKind()) &&
          (EK == llvm::omp::OMPD_parallel || EK == llvm::omp::OMPD_parallel_sections ||
           EK == llvm::omp::OMPD_sections || EK == llvm::omp::OMPD_section ||
           EK == llvm::omp::OMPD_single || EK == llvm::omp::OMPD_master ||
           EK == llvm::omp::OMPD_masked || EK == llvm::omp::OMPD_critical)) {
        Nested = Nested || isOpenMPParallelDirective(EK);
        continue;
      }
      fail("a region nested in " + ompName(E) + " is not modelled yet");
    }
  if (Nested && !failed())
    // (a nested region has one thread unless nesting is active)
    drs_construct_add_assumption(
        C, "nested parallel regions run with more than one thread "
           "(OMP_MAX_ACTIVE_LEVELS of at least 2)");
  if (!failed()) {
    InnermostBody = RBody;
    collectModified(RBody, ModifiedInBody);
    scanCallees(RBody);
    collectDeclared(RBody, DeclaredInBody);
  }
  // the environment: the function down to the region, and the clauses
  if (!failed()) {
    Mode = ExecMode::Env;
    paramSizes(FD);
    execPathTo(Path);
    if (!failed() && !Host && isOpenMPTargetExecutionDirective(D->getDirectiveKind()))
      targetEntry(D, Path);  // `target parallel`: the device's values
  }
  // `teams`: the copies are teams (initial threads of their own contention
  // groups), numbered by omp_get_team_num() below num_teams (BuildTarget.cpp)
  TeamsRegion = !Host && isOpenMPTeamsDirective(D->getDirectiveKind());
  if (!failed() && TeamsRegion)
    TeamSize = numTeams(D);  // (omp_get_num_teams() is at most that)
  else if (!failed() && Initial) {
    // the initial thread alone: as under num_threads(1), no two threads
    // run, so no pair is a data race (OpenMP 5.2, 1.4.1: races are between
    // threads) once the body is modelled -- unless a device thread runs a
    // target task
    TeamSize = drs_const(C, DRS_INT, 1);
    if (!Host)
      S.Path = drs_and(C, S.Path, drs_const(C, DRS_INT, 0));
  }
  else if (!failed() && hasTargetTask(RBody)) {
    // one thread in the team is no shortcut when device threads run its
    // target tasks: num_threads bounds the team, nothing more
    if (D->hasClausesOfKind<OMPIfClause>())
      fail("'if' on a region with target tasks is not modelled yet");
    else
      clauseCondition(D, true, false);  // (TeamSize)
  } else if (!failed()) {
    C->team_cond = clauseCondition(D, true, false);
    S.Path = drs_and(C, S.Path, C->team_cond);
  }
  // the team: thread numbers 0 <= t < omp_get_num_threads() <= num_threads
  if (!failed()) {
    const char *Count = TeamsRegion ? "omp_get_num_teams()" : "omp_get_num_threads()";
    NumThreads = freshSym(Count, Count, DRS_INT, DRS_SYM_INPUT);
    S.Path = drs_and(C, S.Path,
                     drs_binop(C, DRS_OP_GE, DRS_INT, NumThreads,
                               drs_const(C, DRS_INT, 1)));
    if (TeamSize >= 0)
      S.Path = drs_and(C, S.Path,
                       drs_binop(C, DRS_OP_LE, DRS_INT, conv(DRS_I64, NumThreads),
                                 conv(DRS_I64, TeamSize)));
    C->env = S.Path;
    enterTeam(Host ? nullptr : D);
    TidTeam = true;
    const char *Num = TeamsRegion ? "omp_get_team_num()" : "omp_get_thread_num()";
    TidExpr = freshSym(Num, Num, DRS_INT, DRS_SYM_LOCAL);
    if (TeamsRegion) {
      // a lock or critical excludes threads of one team only
      C->team = C->exprs[TidExpr].sym;
      TeamExpr = TidExpr;
    }
    ThreadWorker = drs_add_worker(C, DRS_WORKER_THREAD, -1, TidExpr, NumThreads);
    if (ThreadWorker < 0)
      internalError();
    CurWorker = ThreadWorker;
  }
  // the body, as one thread runs it
  if (!failed()) {
    Mode = ExecMode::Body;
    S.Path = -1;
    S.Dead = false;
    S.Written.clear();
    S.Locks.clear();
    RegionPath = -1;
    if (!Initial) {
      regionPrivatise(D);  // (firstprivate keeps the value before)
      // (and what is private without a clause: default(private),
      // threadprivate variables)
      badOriginalPointers("region");
    }
    findFlags(Initial ? nullptr : D, RBody);
    scanTaskShared(RBody);
    if (D->getDirectiveKind() == llvm::omp::OMPD_parallel_sections)
      regionSections(D, RBody);
    else
      execStmt(RBody);
    if (!failed() && !S.Dead && !S.Locks.empty())
      fail("a lock is still held at the end of the region");
    if (!failed() && !S.Dead && Host)
      hostReturns();
  }
  if (!failed()) {
    flagUncertain();
    flagLoopPaths();
    chainPaths();
    stateAliasAssumptions();
  }
  if (failed())
    drs_construct_set_not_analyzed(C, Failure.c_str());
  else if (!Incomplete.empty())
    drs_construct_set_incomplete(C, Incomplete.c_str());
  if (R.AccessLocs.size() != (size_t)C->n_accesses)
    R.AccessLocs.resize(C->n_accesses);
  return R;
}


int Builder::encounterLoop() const {
  // every sequential loop around is one of the model's (canonical), none
  // passes a barrier (no phase loop): the innermost names the encounter
  if (PhaseLoopDepth >= 0)
    return -1;
  int Around = 0;
  for (int L = CurLoop; L >= 0; L = C->loops[L].parent)
    Around += C->loops[L].kind == DRS_LOOP_INNER;
  return Around == SeqLoopDepth ? CurLoop : -1;
}

void Builder::hostReturns() {
  // main's end ends the program; any other function's caller goes on
  // while a target task it did not wait for still runs
  if (Site.Function->isMain() || (TaskCount == 0 && TaskBase < 0) ||
      (TaskMark >= 0 && TaskMark == taskPos()))
    return;
  fail("a target task may still run when '" + Site.Function->getNameAsString() +
       "' returns (no 'taskwait' before it); not modelled yet");
}

bool Builder::sharedValue(int E) const {
  std::vector<int> Work{E};
  std::set<int> Seen;
  while (!Work.empty()) {
    int K = Work.back();
    Work.pop_back();
    if (K < 0 || !Seen.insert(K).second)
      continue;
    const drs_expr &X = C->exprs[K];
    if (X.op == DRS_OP_SYM) {
      const drs_symbol &Y = C->symbols[X.sym];
      if (Y.kind != DRS_SYM_INPUT && Y.kind != DRS_SYM_OUTER)
        return false;
      continue;
    }
    Work.push_back(X.a);
    Work.push_back(X.b);
    Work.push_back(X.c);
  }
  return true;
}

bool Builder::regionShared(const VarDecl *VD) const {
  return RegionBuild && Mode == ExecMode::Body && VD && !Override.count(VD) &&
         isSharedWritten(VD);
}

bool Builder::protectedRead(const VarDecl *VD) const {
  return !S.Locks.empty() || !S.CondLocks.empty() ||
         (AtomicX && refVar(AtomicX) == VD);
}

void Builder::forgetModified(const Stmt *Body, const std::string &After) {
  std::set<const VarDecl *> Mod;
  collectModified(Body, Mod);
  std::set<const VarDecl *> Own;
  for (const VarDecl *VD : Mod)
    if (isPrivate(VD))
      Own.insert(VD);
    else if (VD->getType()->isPointerType()) {
      Loc L;
      L.Bad = "shared pointer '" + nameOf(VD) + "' modified in " + After +
              " is not modelled";
      S.Ptrs[VD] = L;
    } else {
      S.Vars.erase(VD);  // the phase's value: any
    }
  havoc(Own, After);
}

bool Builder::execRegionDirective(const OMPExecutableDirective *D) {
  llvm::omp::Directive K = D->getDirectiveKind();
  const Stmt *Assoc =
      D->hasAssociatedStmt() ? unwrapCaptured(D->getAssociatedStmt()) : nullptr;
  bool Nowait = D->hasClausesOfKind<OMPNowaitClause>();
  auto NotHere = [&](const char *What) {
    fail(ompName(D) + " " + What);
    return true;
  };
  switch (K) {
  case llvm::omp::OMPD_barrier:
    regionBarrier();
    return true;
  case llvm::omp::OMPD_for:
  case llvm::omp::OMPD_for_simd:
  case llvm::omp::OMPD_distribute:  // in `teams` (the finder sees to it)
    regionLoop(cast<OMPLoopDirective>(D));
    return true;
  case llvm::omp::OMPD_sections:
    if (CurWorker != ThreadWorker)
      return NotHere("nested in a worksharing or 'master' construct (not "
                     "conforming OpenMP)");
    if (SeqLoopDepth > 0 && SeqLoopDepth != PhaseLoopDepth)
      return NotHere("inside a loop of the region is not modelled yet");
    regionSections(D, Assoc);
    if (!Nowait && !failed())
      regionBarrier();
    return true;
  case llvm::omp::OMPD_single:
  case llvm::omp::OMPD_master:
  case llvm::omp::OMPD_masked: {
    if (CurWorker != ThreadWorker)
      return NotHere("nested in a worksharing or 'master' construct is not "
                     "modelled");
    if (!Assoc)
      return NotHere("without a body is not modelled");
    bool Single = K == llvm::omp::OMPD_single;
    // met once per iteration of the region's loops around it with no
    // barrier between (a `single nowait`): encounters apart
    int Encounter = -1;
    if (Single && SeqLoopDepth > 0 && SeqLoopDepth != PhaseLoopDepth) {
      Encounter = encounterLoop();
      if (Encounter < 0 || !Nowait || D->hasClausesOfKind<OMPCopyprivateClause>())
        return NotHere("inside a loop of the region is not modelled yet");
    }
    int W;
    if (Single) {
      W = drs_add_worker(C, DRS_WORKER_SINGLE, ThreadWorker, -1, -1);
      if (W >= 0 && Encounter >= 0 && drs_worker_set_encounter(C, W, Encounter) < 0)
        W = -1;
    } else {
      int64_t Filter = 0;
      for (const auto *FC : D->getClausesOfKind<OMPFilterClause>())
        if (!constValue(FC->getThreadID(), Ctx, Filter))
          return NotHere("with a filter that is not a constant is not "
                         "modelled yet");
      W = drs_add_worker(C, DRS_WORKER_MASTER, ThreadWorker,
                         drs_const(C, DRS_INT, Filter), -1);
    }
    if (W < 0) {
      internalError();
      return true;
    }
    int Saved = CurWorker, P0 = S.Path, Mark0 = TaskMark;
    std::vector<std::string> Locks0 = S.Locks;
    std::map<std::string, int> CondLocks0 = S.CondLocks;
    std::set<const VarDecl *> Priv0 = ClausePrivate, Uninit0 = ClauseUninit;
    CurWorker = W;
    readFirstprivates(D);  // (the thread that runs it)
    CurWorker = Saved;
    regionPrivatise(D);
    CurWorker = W;
    flagOwnerEntered(D);
    execStmt(Assoc);
    flagOwnerLeft(D);
    flagConstructLeft(D);
    TaskMark = Mark0;  // the other threads did not wait in there
    if (!failed() && !S.Dead && S.Locks != Locks0)
      failLocks("a lock set in " + ompName(D) + " is still held at its end");
    else if (!failed() && !S.Dead && !sameLocks(S, Locks0, CondLocks0))
      // one thread's lock: the others' are not what it left
      failLocks("a lock released in " + ompName(D) + ", or set there under a "
                "condition, is not modelled yet");
    CurWorker = Saved;
    S.Path = P0;
    S.Dead = false;
    S.Locks = Locks0;
    keepMarks(CondLocks0);
    ClausePrivate = Priv0;
    ClauseUninit = Uninit0;
    // what the one thread left in shared scalars, when every thread could
    // compute it (constants, inputs, the team size): everyone's after the
    // next barrier
    std::set<const VarDecl *> Mod;
    collectModified(Assoc, Mod);
    for (const VarDecl *VD : Mod) {
      auto It = S.Vars.find(VD);
      if (!isPrivate(VD) && It != S.Vars.end() && S.Path == P0 &&
          sharedValue(It->second) && !AddrTaken.count(VD))
        AfterBarrier[VD] = It->second;
    }
    forgetModified(Assoc, ompName(D));
    if (Single && !Nowait && !failed())
      regionBarrier();
    return true;
  }
  default:
    return false;
  }
}

void Builder::regionLoop(const OMPLoopDirective *D) {
  if (CurWorker != ThreadWorker) {
    fail(ompName(D) + " nested in a worksharing or 'master' construct (not "
                      "conforming OpenMP)");
    return;
  }
  // met once per iteration of the region's loops around it, no barrier
  // between (a loop with barriers is a phase loop): the encounters run in
  // parallel on different threads
  int Encounter = -1;
  if (SeqLoopDepth > 0 && SeqLoopDepth != PhaseLoopDepth) {
    Encounter = encounterLoop();
    if (Encounter < 0) {
      fail(ompName(D) + " inside a loop of the region is not modelled yet" +
           (OddLoops.empty() ? std::string() : " (" + OddLoops.back() + ")"));
      return;
    }
    if (D->hasClausesOfKind<OMPLastprivateClause>() ||
        D->hasClausesOfKind<OMPLinearClause>() ||
        D->hasClausesOfKind<OMPReductionClause>()) {
      fail(ompName(D) + " with 'lastprivate', 'linear' or 'reduction' in a loop "
                        "of the region without a barrier is not modelled yet");
      return;
    }
  }
  const Stmt *Assoc =
      D->hasAssociatedStmt() ? unwrapCaptured(D->getAssociatedStmt()) : nullptr;
  const auto *F = dyn_cast_or_null<ForStmt>(Assoc);
  LoopShape LS;
  if (!F || !parseCanonical(F, LS)) {
    fail(ompName(D) + " loop not modelled: " +
         (F                                       ? LS.Why
          : isa_and_nonnull<CXXForRangeStmt>(Assoc) ? std::string("a range-based 'for' "
                                                                 "in a region is not "
                                                                 "modelled yet")
                                                  : std::string("not a 'for' loop")));
    return;
  }
  // privatised by the loop: its clauses' variables and its loops' variables
  std::set<const VarDecl *> Priv0 = ClausePrivate, Uninit0 = ClauseUninit;
  readFirstprivates(D);  // (every thread, at the loop's start)
  regionPrivatise(D);
  privatiseLoopVars(D, F);
  int W = drs_add_worker(C, DRS_WORKER_LOOP, ThreadWorker, -1, -1);
  if (W >= 0 && Encounter >= 0 && drs_worker_set_encounter(C, W, Encounter) < 0)
    W = -1;
  if (W < 0) {
    internalError();
    return;
  }
  int Saved = CurWorker, Mark0 = TaskMark;
  CurWorker = W;
  SourceLocation DL = SM.getExpansionLoc(D->getBeginLoc());
  std::string SavedOrdered = OrderedLock;
  OrderedLock = "ordered:" + std::to_string(line(DL)) + ":" + std::to_string(col(DL));
  int FirstLoop = C->n_loops;
  const ForStmt *SavedWs = WsLoop;
  WsLoop = F;
  execStmt(F);
  WsLoop = SavedWs;
  OrderedLock = SavedOrdered;
  CurWorker = Saved;
  TaskMark = Mark0;
  // schedule(static[, chunk]) with a known trip count: loops of one count
  // and chunk give logical iteration k to one thread (OpenMP 5.2, 11.5.3)
  int64_t Chunk = -1;
  bool Static = false, ChunkOk = true;
  for (const auto *SC : D->getClausesOfKind<OMPScheduleClause>()) {
    Static = SC->getScheduleKind() == OMPC_SCHEDULE_static;
    if (const Expr *CE = SC->getChunkSize())
      ChunkOk = constValue(CE, Ctx, Chunk) && Chunk > 0;
  }
  if (!failed() && Static && ChunkOk && D->getDirectiveKind() == llvm::omp::OMPD_for)
    staticClass(D, F, LS, FirstLoop, W, Chunk);
  ClausePrivate = Priv0;
  ClauseUninit = Uninit0;
  if (failed())
    return;
  regionWriteBacks(D);
  // (`distribute` ends without a barrier: the teams do not wait)
  if (!D->hasClausesOfKind<OMPNowaitClause>() && !failed() &&
      D->getDirectiveKind() != llvm::omp::OMPD_distribute)
    regionBarrier();
}

unsigned Builder::associatedLoops(const OMPLoopDirective *D) const {
  unsigned N = D->getLoopsNumber();
  // ordered(n): the n outer loops form a doacross loop nest; their
  // iteration variables are private even where collapse does not
  // distribute them all (OpenMP 5.2, 5.4.1)
  if (const auto *O = D->getSingleClause<OMPOrderedClause>())
    if (const Expr *E = O->getNumForLoops())
      if (std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(Ctx))
        if (V->isStrictlyPositive() && V->getZExtValue() < 64)
          N = std::max<unsigned>(N, static_cast<unsigned>(V->getZExtValue()));
  return N;
}

void Builder::privatiseLoopVars(const OMPLoopDirective *D, const ForStmt *F) {
  const Stmt *Cur = F;
  for (unsigned N = 0; N < associatedLoops(D); ++N) {
    const auto *CF = dyn_cast_or_null<ForStmt>(Cur);
    if (!CF)
      break;
    std::set<const VarDecl *> Vars;
    collectModified(CF->getInit(), Vars);
    collectDeclared(CF->getInit(), Vars);
    ClausePrivate.insert(Vars.begin(), Vars.end());
    Cur = CF->getBody();
    while (const auto *CS = dyn_cast_or_null<CompoundStmt>(Cur)) {
      if (CS->size() != 1)
        break;
      Cur = CS->body_front();
    }
  }
}

std::vector<const Expr *> Builder::simdLoopVars(const OMPExecutableDirective *D) const {
  // the iteration variable of a simd loop is linear (lastprivate under
  // collapse, OpenMP 5.2 5.1.1): written back when declared outside it
  std::vector<const Expr *> Out;
  const auto *LD = dyn_cast<OMPLoopDirective>(D);
  if (!LD || !isOpenMPSimdDirective(D->getDirectiveKind()) || !D->hasAssociatedStmt())
    return Out;
  const Stmt *Cur = unwrapCaptured(D->getAssociatedStmt());
  for (unsigned N = 0; N < associatedLoops(LD); ++N) {
    const auto *CF = dyn_cast_or_null<ForStmt>(Cur);
    if (!CF)
      break;
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(CF->getInit());
        B && B->isAssignmentOp())
      Out.push_back(B->getLHS());
    Cur = CF->getBody();
    while (const auto *CS = dyn_cast_or_null<CompoundStmt>(Cur)) {
      if (CS->size() != 1)
        break;
      Cur = CS->body_front();
    }
  }
  return Out;
}

// What a worksharing construct leaves in the region's variables:
// lastprivate and linear written back by the thread of the last iteration
// (or section), reductions combined by every thread under one lock.
void Builder::regionWriteBacks(const OMPExecutableDirective *D) {
  int Saved = CurWorker;
  auto WriteBack = [&](const Expr *E, bool EveryThread, const std::string &Lock) {
    const VarDecl *VD = refVar(E);
    if (!VD || VD->getType()->isReferenceType()) {
      fail("a list item of " + ompName(D) + " that is not a variable is not "
                                            "modelled yet");
      return;
    }
    if (isPrivate(VD) || !(isSharedWritten(VD) || ModifiedInBody.count(VD))) {
      std::set<const VarDecl *> One{VD};
      havoc(One, ompName(D));
      return;
    }
    if (VD->getType()->isArrayType()) {
      fail("an array in a clause of " + ompName(D) +
           " inside a region is not modelled yet");
      return;
    }
    int Wk = CurWorker;
    if (!EveryThread)
      Wk = drs_add_worker(C, DRS_WORKER_SINGLE, ThreadWorker, -1, -1);
    if (Wk < 0) {
      internalError();
      return;
    }
    CurWorker = Wk;
    if (!Lock.empty())
      S.Locks.push_back(Lock);
    recordScalar(VD, EveryThread ? DRS_READWRITE : DRS_WRITE, E);
    if (!Lock.empty())
      S.Locks.pop_back();
    CurWorker = Saved;
    S.Vars.erase(VD);
  };
  SourceLocation DL = SM.getExpansionLoc(D->getBeginLoc());
  std::string RedLock = "reduction:" + std::to_string(line(DL)) + ":" +
                        std::to_string(col(DL));
  forEachWriteBack(D, [&](const Expr *E, bool Reduction) {
    WriteBack(E, Reduction, Reduction ? RedLock : "");
  });
}

void Builder::forEachWriteBack(const OMPExecutableDirective *D,
                               llvm::function_ref<void(const Expr *, bool)> Fn) const {
  for (const auto *LC : D->getClausesOfKind<OMPLastprivateClause>())
    for (const Expr *E : LC->varlists())
      Fn(E, false);
  for (const auto *NC : D->getClausesOfKind<OMPLinearClause>())
    for (const Expr *E : NC->varlists())
      Fn(E, false);
  for (const auto *RC : D->getClausesOfKind<OMPReductionClause>())
    for (const Expr *E : RC->varlists())
      Fn(E, true);
  std::set<const VarDecl *> Named;  // (an explicit linear or lastprivate)
  clauseWriteBacks(D, Named);
  for (const Expr *E : simdLoopVars(D))
    if (!Named.count(refVar(E)))
      Fn(E, false);
}

// The variables D's clauses privatise inside it (private, firstprivate,
// lastprivate, linear, reduction): private from here until the saved sets
// are put back; those without an initial value get an unknown one.
void Builder::regionPrivatise(const OMPExecutableDirective *D) {
  std::set<const VarDecl *> Before = ClausePrivate, First;
  collectClauses(D, false);
  std::set<const VarDecl *> New;
  for (const VarDecl *VD : ClausePrivate)
    if (!Before.count(VD))
      New.insert(VD);
  badOriginalPointers(ompName(D), &New);
  for (const auto *FC : D->getClausesOfKind<OMPFirstprivateClause>())
    for (const Expr *E : FC->varlists())
      if (const VarDecl *VD = refVar(E))
        First.insert(VD);
  for (const VarDecl *VD : ClausePrivate)
    if (!Before.count(VD) && !First.count(VD))
      startUnknown(VD, "at the start of " + ompName(D));
}

void Builder::readFirstprivates(const OMPExecutableDirective *D) {
  for (const auto *FC : D->getClausesOfKind<OMPFirstprivateClause>())
    for (const Expr *E : FC->varlists()) {
      const VarDecl *VD = refVar(E);
      if (failed() || !VD || isPrivate(VD))
        continue;  // (this thread's own: no other thread writes it)
      if (!VD->getType()->isScalarType()) {
        fail("a firstprivate item of " + ompName(D) + " that is not a scalar "
             "variable is not modelled yet");
        return;
      }
      recordScalar(VD, DRS_READ, E);
    }
}

void Builder::regionSections(const OMPExecutableDirective *D,
                             const Stmt *Body) {
  // the sections: the `section` directives, and the statements before the
  // first one (its `section` may be left out)
  std::vector<std::vector<const Stmt *>> Parts;
  std::vector<const Stmt *> Owners;  // each part's `section`, or null
  const auto *CS = dyn_cast_or_null<CompoundStmt>(Body);
  if (!CS) {
    if (Body)
      Parts.push_back({Body});
  } else {
    for (const Stmt *Ch : CS->body()) {
      if (const auto *SD = dyn_cast<OMPSectionDirective>(Ch)) {
        Parts.push_back({});
        Owners.resize(Parts.size() - 1);
        Owners.push_back(SD);
        if (SD->hasAssociatedStmt())
          Parts.back().push_back(unwrapCaptured(SD->getAssociatedStmt()));
      } else {
        if (Parts.empty())
          Parts.push_back({});
        Parts.back().push_back(Ch);
      }
    }
  }
  if (Parts.empty())
    return;
  int Sid = freshSym("section", "section", DRS_INT, DRS_SYM_LOCAL);
  int W = drs_add_worker(C, DRS_WORKER_SECTION, ThreadWorker, Sid,
                         drs_const(C, DRS_INT, (int64_t)Parts.size()));
  if (W < 0) {
    internalError();
    return;
  }
  std::set<const VarDecl *> Priv0 = ClausePrivate, Uninit0 = ClauseUninit;
  if (D->getDirectiveKind() == llvm::omp::OMPD_sections) {
    readFirstprivates(D);  // (each thread, at the construct's start)
    regionPrivatise(D);  // (`parallel sections`: the region's, already)
  }
  std::vector<State> Ends;  // each section's end, for its marks
  State Base = S;
  int Saved = CurWorker, Mark0 = TaskMark;
  for (size_t K = 0; K < Parts.size() && !failed(); ++K) {
    S = Base;
    TaskMark = Mark0;  // a section's waits are its thread's only
    S.Path = drs_and(C, Base.Path,
                     drs_binop(C, DRS_OP_EQ, DRS_INT, Sid,
                               drs_const(C, DRS_INT, (int64_t)K)));
    CurWorker = W;
    if (K < Owners.size() && Owners[K])
      flagOwnerEntered(Owners[K]);
    for (const Stmt *St : Parts[K])
      if (!failed() && !S.Dead)
        execStmt(St);
    if (K < Owners.size() && Owners[K])
      flagOwnerLeft(Owners[K]);
    if (!failed() && !S.Dead && S.Locks != Base.Locks)
      failLocks("a lock set in a section of " + ompName(D) + " is still held at its end");
    else if (!failed() && !S.Dead && !sameLocks(S, Base.Locks, Base.CondLocks))
      failLocks("a lock released in a section of " + ompName(D) +
                ", or set there under a condition, is not modelled yet");
    if (!S.Dead)
      Ends.push_back(S);
  }
  CurWorker = Saved;
  TaskMark = Mark0;
  S = Base;
  for (const State &E : Ends)
    keepMarks(E.CondLocks);
  flagConstructLeft(Owners);
  ClausePrivate = Priv0;
  ClauseUninit = Uninit0;
  forgetModified(Body, ompName(D));
  if (D->getDirectiveKind() == llvm::omp::OMPD_sections)
    regionWriteBacks(D);
}

} // namespace drsat
