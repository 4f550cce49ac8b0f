//===- BuildTasks.cpp - tasks in a parallel region --------------------------===//
//
// `task`, `taskwait`, `taskgroup`, `taskloop` and `taskyield` in the code of a region
// (BuildRegion.cpp).  A task site makes a TASK worker under the worker that
// creates it; the task's body is executed at once, symbolically, in the
// creator's state (its firstprivate values are the creator's at creation),
// and the creator's state is then restored, forgetting what the task may
// write to variables it shares.
//
// Time line (drs_model.h, drs_worker "Tasks"): each thread counts the task
// sites it passes (its position: TaskBase + TaskCount) and keeps a wait
// mark, the position at its last taskwait, taskgroup end or barrier.  A
// task's worker carries its position and the mark at creation; the
// thread's own accesses carry theirs (recordAccess).  A sequential loop of
// the region whose body passes Ns task sites makes iteration k start at
// entry + Ns * k (enterTaskLoop); a taskwait at the body's top level makes
// the mark of iteration k the position of that taskwait in iteration k-1.
// Code only some threads run (single, master, a section) leaves the mark
// as it found it: the other threads did not wait there.
//
// Data sharing (OpenMP 5.2, 5.1.1): a variable a task references is
// shared when it is shared in the enclosing context (globals, the region's
// shared variables), else firstprivate; `shared`, `private`, `firstprivate`
// and `default` clauses decide otherwise.  A thread's own variable that a
// task shares (`shared(x)` of a local) is recorded as a per-thread object
// (drs_object.per_thread) in the creator and in the tasks that share it.
//
// `target nowait` (targetTask) is a task that a device thread runs: what
// Sema makes firstprivate to it is its own, what it maps is shared, and
// locks or critical sections in its body (another contention group) are
// not modelled.  In a function outside any region the host's code and its
// target tasks are one construct (BuildRegion.cpp, Site.HostTasks).
//
// A task inside a task (one level) is on its parent's own line (positions
// from 0 in the parent's body); its end mark (drs_worker.endmark) says
// which children the parent waits for.
//
// Not modelled (the region is "not analyzed"): tasks nested two deep or in
// worksharing loops or undeferred tasks, tasks in `while`/`do` loops or in
// loops nested in loops other than `for` loops of a constant trip count, `detach`, `in_reduction`, `affinity`, `depobj` and
// iterators in `depend`, array sections as dependences other than one
// contiguous run of constant length, a taskgroup entered
// with tasks still running, threadprivate variables in tasks, taskloop
// with lastprivate, a reduction on an array, or collapse other than of two loops
// whose inner one has a constant trip count.  A taskloop makes each
// iteration of its loop a task (taskloop, execInnerLoop).
// What the query does not follow (dependence waits in loops, chains of
// dependences through other instances, a taskgroup end around a nested
// task) makes the races concerned possible (chainPaths, nestedPaths).
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/ExprOpenMP.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace drsat {

namespace {

/// A taskwait that waits for every child (no depend clause).
bool plainTaskwait(const Stmt *X) {
  const auto *D = dyn_cast_or_null<OMPTaskwaitDirective>(X);
  return D && !D->hasClausesOfKind<OMPDependClause>();
}

/// A statement that makes the thread wait for all its tasks.
bool waitsForAll(const Stmt *X) {
  return plainTaskwait(X) || isa_and_nonnull<OMPBarrierDirective>(X);
}

/// X creates a task, or a dependence wait (both take a position).
bool taskSite(const Stmt *X) {
  if (isa_and_nonnull<OMPTaskDirective>(X))
    return true;
  if (const auto *T = dyn_cast_or_null<OMPExecutableDirective>(X))
    if (targetTask(T))
      return true;
  const auto *W = dyn_cast_or_null<OMPTaskwaitDirective>(X);
  return W && W->hasClausesOfKind<OMPDependClause>();
}

bool isLoop(const Stmt *X) {
  return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(X);
}

} // namespace

bool Builder::inLoopWorker() const {
  return CurWorker >= 0 && (C->workers[CurWorker].kind == DRS_WORKER_LOOP ||
                            C->workers[CurWorker].kind == DRS_WORKER_ITERATION);
}

bool Builder::refuseClauses(const OMPExecutableDirective *D,
                            const std::string &Name,
                            std::initializer_list<llvm::omp::Clause> Kinds) {
  for (const OMPClause *Cl : D->clauses())
    for (llvm::omp::Clause K : Kinds)
      if (Cl->getClauseKind() == K) {
        fail(Name + " with '" + llvm::omp::getOpenMPClauseName(K).str() +
             "' is not modelled yet");
        return true;
      }
  return false;
}

int Builder::taskPos() {
  if (TaskBase < 0)
    return TaskCount ? k64(TaskCount) : -1;
  return TaskCount ? add64(TaskBase, k64(TaskCount)) : TaskBase;
}

void Builder::taskWaitAll() {
  WaitEvents.push_back({CurWorker, CurTask, S.Path});
  int P = taskPos();  // (in a task: its own line, its children)
  if (S.Path < 0 || S.Path == RegionPath) {
    TaskMark = P;
    return;
  }
  // on this path only: the mark is the position where it waited
  TaskMark = drs_ite(C, DRS_I64, S.Path, P < 0 ? k64(0) : P,
                     TaskMark < 0 ? k64(0) : TaskMark);
  if (TaskMark < 0)
    internalError();
}

int Builder::taskSites(const Stmt *St, bool &Ok, int Level) {
  // the sites on the line of the code St runs on: a task's body is on its
  // own line, not searched
  int N = 0;
  llvm::SmallVector<const Stmt *, 32> Todo{St};
  while (!Todo.empty()) {
    const Stmt *X = Todo.pop_back_val();
    if (!X)
      continue;
    if (taskSite(X)) {
      ++N;
      continue;
    }
    if (isa<OMPTaskLoopDirective>(X)) {
      Ok = false;  // its iterations' tasks: a loop of sites
      continue;
    }
    if (X != St && isLoop(X)) {
      N += loopSites(X, Ok, Level);  // (its iterations' sites, counted there)
      continue;
    }
    if (const auto *CE = dyn_cast<CallExpr>(X))
      if (const FunctionDecl *FD = CE->getDirectCallee())
        if (const FunctionDecl *Def = FD->getDefinition())
          if (Def->getBody()) {
            if (Level >= 8)
              Ok = false;
            else
              N += taskSites(Def->getBody(), Ok, Level + 1);
          }
    if (const auto *CS = dyn_cast<CapturedStmt>(X)) {
      Todo.push_back(CS->getCapturedStmt());
      continue;
    }
    for (const Stmt *Ch : X->children())
      Todo.push_back(Ch);
  }
  return N;
}

bool Builder::loopWaits(const Stmt *X) {
  // a `for` of a constant trip count of at least one whose body waits for
  // all at its top level, with no way out of an iteration early
  const auto *F = dyn_cast<ForStmt>(X);
  LoopShape L;
  int64_t T = 0;
  if (!F || !F->getBody() || !parseCanonical(F, L) || !constTrip(L, T) || T < 1)
    return false;
  if (containsKindOf<BreakStmt, ContinueStmt, ReturnStmt, GotoStmt>(F->getBody()))
    return false;
  std::vector<const Stmt *> Top;
  if (const auto *CS = dyn_cast<CompoundStmt>(F->getBody()))
    Top.assign(CS->body_begin(), CS->body_end());
  else
    Top.push_back(F->getBody());
  for (const Stmt *Y : Top)
    if (waitsForAll(Y) || loopWaits(Y))
      return true;
  return false;
}

int Builder::lastWaitIn(const Stmt *X) {
  // X surely waits (loopWaits): a constant trip count T >= 1, a wait at
  // its body's top level in every iteration; the last one is in iteration
  // T - 1, after that iteration's sites before it
  const auto *F = cast<ForStmt>(X);
  LoopShape L;
  int64_t T = 0;
  if (!parseCanonical(F, L) || !constTrip(L, T) || T < 1)
    return 0;  // (not reached: loopWaits checked it; 0 is the weakest)
  std::vector<const Stmt *> Top;
  if (const auto *CS = dyn_cast<CompoundStmt>(F->getBody()))
    Top.assign(CS->body_begin(), CS->body_end());
  else
    Top.push_back(F->getBody());
  int Sofar = 0, W = 0;
  for (const Stmt *Y : Top) {
    if (waitsForAll(Y))
      W = Sofar;
    else if (loopWaits(Y))
      W = Sofar + lastWaitIn(Y);
    bool Ign = true;
    Sofar += isLoop(Y) ? loopSites(Y, Ign) : taskSites(Y, Ign);
  }
  int64_t Pos = (T - 1) * (int64_t)Sofar + W;
  return Pos < (int64_t(1) << 30) ? (int)Pos : 0;
}

int Builder::loopSites(const Stmt *Loop, bool &Ok, int Level) {
  // a loop nested in the loop whose positions are being counted: its sites
  // repeat per iteration, a constant number of times for a constant trip
  // count (positions k*Ns + ... stay exact through the nesting)
  bool Inner = true;
  int N = taskSites(Loop, Inner, Level);
  if (!Inner)
    Ok = false;
  if (N == 0 || !Inner)
    return 0;
  const auto *F = dyn_cast<ForStmt>(Loop);
  LoopShape L;
  int64_t T = 0;
  if (!F || !parseCanonical(F, L) || !constTrip(L, T) ||
      T > ((int64_t(1) << 30) / N)) {
    Ok = false;
    return 0;
  }
  return (int)(T * N);
}

namespace {
/// What a region's scans read of one body, its own statements only (a
/// callee's are the callee's): kept per body for the file, as the regions
/// of a file reach the same functions (NPB BT's five regions in adi, each
/// through the solvers' helpers).
struct TaskScan {
  std::vector<const VarDecl *> AddrOf;       ///< bases of `&x`
  std::vector<const VarDecl *> BareDecays;   ///< arrays decayed, not subscripted
  std::vector<const Stmt *> Callees;         ///< bodies of the functions called
  std::vector<const OMPExecutableDirective *> Tasks;  ///< task, target task
  bool Sync = false;    ///< taskwait, taskgroup or taskloop
  bool Target = false;  ///< a target task
};

std::shared_ptr<TaskScan> taskScan(const Stmt *B) {
  return memoShared<TaskScan>(MemoTag::TaskScan, B, [&] {
    TaskScan T;
    std::set<const FunctionDecl *> Seen;
    std::vector<const Expr *> Decays;
    llvm::SmallPtrSet<const Expr *, 32> Subscripted;  // (one per subscript: no tree)
    walk(B, [&](const Stmt *X) {
      if (const auto *U = dyn_cast<UnaryOperator>(X))
        if (U->getOpcode() == UO_AddrOf)
          T.AddrOf.push_back(baseVar(U->getSubExpr()));
      if (const auto *IC = dyn_cast<ImplicitCastExpr>(X))
        if (IC->getCastKind() == CK_ArrayToPointerDecay)
          Decays.push_back(IC);
      if (const auto *AS = dyn_cast<ArraySubscriptExpr>(X))
        Subscripted.insert(AS->getBase()->IgnoreParens());
      if (const auto *CE = dyn_cast<CallExpr>(X))
        if (const FunctionDecl *FD = CE->getDirectCallee())
          if (const FunctionDecl *Def = FD->getDefinition())
            if (Def->getBody() && Seen.insert(Def).second)
              T.Callees.push_back(Def->getBody());
      if (isa<OMPTaskwaitDirective, OMPTaskgroupDirective, OMPTaskLoopDirective>(X))
        T.Sync = true;
      if (const auto *D = dyn_cast<OMPExecutableDirective>(X)) {
        T.Target |= targetTask(D);
        if (isa<OMPTaskDirective>(D) || targetTask(D))
          T.Tasks.push_back(D);
      }
    });
    // (a subscript's base is in the body of its decay)
    for (const Expr *E : Decays)
      if (!Subscripted.count(E))
        T.BareDecays.push_back(baseVar(cast<ImplicitCastExpr>(E)->getSubExpr()));
    return T;
  });
}
} // namespace

void Builder::scanTaskShared(const Stmt *RBody) {
  std::set<const Stmt *> Seen{RBody};
  std::vector<const Stmt *> Todo{RBody};
  auto ThreadOwn = [&](const VarDecl *VD) {
    if (!VD || VD->hasGlobalStorage())
      return false;
    const auto *Fn = dyn_cast<FunctionDecl>(VD->getDeclContext());
    return (Fn && Fn != Site.Function) || DeclaredInBody.count(VD) ||
           isPrivate(VD);
  };
  while (!Todo.empty()) {
    std::shared_ptr<TaskScan> T = taskScan(Todo.back());
    Todo.pop_back();
    // a thread's own variable whose address escapes: a task may reach it
    // through a pointer it copies
    for (const VarDecl *VD : T->AddrOf)
      if (ThreadOwn(VD))
        TaskEscaped.insert(VD);
    for (const VarDecl *VD : T->BareDecays)
      if (ThreadOwn(VD))
        TaskEscaped.insert(VD);
    for (const Stmt *B : T->Callees)
      if (Seen.insert(B).second)
        Todo.push_back(B);
    if (T->Sync || !T->Tasks.empty())
      RegionTasks = true;
    for (const OMPExecutableDirective *D : T->Tasks) {
      std::set<const VarDecl *> Sh;
      if (targetTask(D))
        Sh = targetMappedVars(D);  // the device's storage is the host's
      for (const auto *SC : D->getClausesOfKind<OMPSharedClause>())
        for (const Expr *E : SC->varlists())
          Sh.insert(refVar(E));
      for (const auto *DC : D->getClausesOfKind<OMPDefaultClause>())
        if (DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_shared &&
            D->hasAssociatedStmt())
          collectRefs(unwrapCaptured(D->getAssociatedStmt()), Sh);
      for (const VarDecl *VD : Sh)
        if (ThreadOwn(VD))
          TaskShared.insert(VD);
    }
  }
  TaskShared.insert(TaskEscaped.begin(), TaskEscaped.end());
}

bool Builder::hasTargetTask(const Stmt *Body) const {
  std::set<const Stmt *> Seen{Body};
  std::vector<const Stmt *> Todo{Body};
  while (!Todo.empty()) {
    std::shared_ptr<TaskScan> T = taskScan(Todo.back());
    Todo.pop_back();
    if (T->Target)
      return true;
    for (const Stmt *B : T->Callees)
      if (Seen.insert(B).second)
        Todo.push_back(B);
  }
  return false;
}

Builder::TaskLoop Builder::enterTaskLoop(const Stmt *Body, int K) {
  TaskLoop TL;
  TL.Base = TaskBase;
  TL.Count = TaskCount;
  TL.Mark = TaskMark;
  if (!RegionTasks || !RegionBuild || Mode != ExecMode::Body)
    return TL;
  TL.On = true;
  bool Ok = true;
  bool Collapsed = TaskloopOuter && Body == TaskloopOuter->getBody();
  if (TaskloopLoop && Body == TaskloopLoop->getBody()) {
    TL.Ns = 1;  // a taskloop: its body is a task of every iteration
  } else if (Collapsed) {
    TL.Ns = TaskloopInnerTrip;  // collapse(2): a task per inner iteration
  } else {
    TL.Ns = Body && isLoop(Body) ? loopSites(Body, Ok) : taskSites(Body, Ok);
  }
  if (!Ok) {
    fail("a task created in a loop nested in a loop of the region is not "
         "modelled yet (only inner 'for' loops with a constant trip count)");
    return TL;
  }
  if (TL.Ns > 0 && K < 0) {
    fail("a task created in a 'while' or 'do' loop of the region is not "
         "modelled yet");
    return TL;
  }
  // the sites before the body's last top-level wait, unless the loop can
  // leave an iteration early (then an iteration may skip its wait)
  bool Early = false;
  walk(Body, [&](const Stmt *X) {
    Early |= isa<BreakStmt, ContinueStmt, ReturnStmt, GotoStmt>(X);
  });
  if (!Early && !(TaskloopLoop && Body == TaskloopLoop->getBody()) && !Collapsed) {
    std::vector<const Stmt *> Top;
    if (const auto *CS = dyn_cast<CompoundStmt>(Body))
      Top.assign(CS->body_begin(), CS->body_end());
    else
      Top.push_back(Body);
    int Sofar = 0;
    for (const Stmt *X : Top) {
      if (waitsForAll(X))
        TL.Ow = Sofar;
      else if (loopWaits(X))
        TL.Ow = Sofar + lastWaitIn(X);  // (its last iteration's wait)
      bool Ign = true;
      Sofar += isLoop(X) ? loopSites(X, Ign) : taskSites(X, Ign);
    }
  }
  if (K < 0)
    return TL;  // (a while loop without tasks: its waits are forgotten after)
  int Entry = taskPos();
  if (Entry < 0)
    Entry = k64(0);
  if (TL.Ns > 0) {
    TaskBase = add64(Entry, mul64(K, k64(TL.Ns)));
    TaskCount = 0;
  }
  if (TL.Ow >= 0) {
    // iteration k starts after the wait of iteration k - 1
    int Prev = add64(add64(Entry, mul64(drs_binop(C, DRS_OP_SUB, DRS_I64, K,
                                                  k64(1)),
                                        k64(TL.Ns))),
                     k64(TL.Ow));
    int First = drs_binop(C, DRS_OP_EQ, DRS_INT, K, k64(0));
    TaskMark = drs_ite(C, DRS_I64, First, TL.Mark < 0 ? k64(0) : TL.Mark, Prev);
  }
  if ((TL.Ns > 0 && TaskBase < 0) || (TL.Ow >= 0 && TaskMark < 0))
    internalError();
  return TL;
}

void Builder::leaveTaskLoop(const TaskLoop &TL, const ForStmt *F,
                            const LoopShape *L) {
  if (!TL.On || failed())
    return;
  TaskBase = TL.Base;
  TaskCount = TL.Count;
  int EntryMark = TL.Mark;
  TaskMark = EntryMark;  // a wait in the body may not have run
  if ((TL.Ns == 0 && TL.Ow < 0) || !F || !L)
    return;
  int Entry = taskPos();
  if (Entry < 0)
    Entry = k64(0);
  int64_t N = 0;
  int Trip;
  if (constTrip(*L, N) && N < (int64_t(1) << 40))
    Trip = k64(N);
  else
    Trip = untrackedTrip(F);
  if (TL.Ns > 0) {
    TaskBase = add64(Entry, mul64(Trip, k64(TL.Ns)));
    TaskCount = 0;
  }
  if (TL.Ow >= 0) {
    // the last iteration waited at its top-level wait
    int Last = add64(add64(Entry, mul64(drs_binop(C, DRS_OP_SUB, DRS_I64,
                                                  Trip, k64(1)),
                                        k64(TL.Ns))),
                     k64(TL.Ow));
    int Some = drs_binop(C, DRS_OP_GE, DRS_INT, Trip, k64(1));
    TaskMark = drs_ite(C, DRS_I64, Some, Last,
                       EntryMark < 0 ? k64(0) : EntryMark);
  }
  if ((TL.Ns > 0 && TaskBase < 0) || (TL.Ow >= 0 && TaskMark < 0))
    internalError();
}

int Builder::objectOf(RootInfo &RI) {
  if (RI.Object >= 0)
    return RI.Object;
  RI.Object = drs_add_object(C, RI.Name.c_str(), RI.Label.c_str(), RI.Kind,
                             RI.ElemSize, RI.Kind == DRS_OBJ_POINTER);
  if (RI.Object < 0) {
    internalError();
    return -1;
  }
  if (RI.VD && RI.Kind != DRS_OBJ_POINTER && TaskShared.count(RI.VD) &&
      drs_object_set_per_thread(C, RI.Object) < 0)
    internalError();
  return RI.Object;
}

bool Builder::execTaskDirective(const OMPExecutableDirective *D) {
  llvm::omp::Directive K = D->getDirectiveKind();
  const Stmt *Assoc =
      D->hasAssociatedStmt() ? unwrapCaptured(D->getAssociatedStmt()) : nullptr;
  std::string Name =
      "'#pragma omp " + llvm::omp::getOpenMPDirectiveName(K).str() + "'";
  bool InLoopWorker = inLoopWorker();
  switch (K) {
  case llvm::omp::OMPD_taskyield:
    return true;  // a scheduling point: no order
  case llvm::omp::OMPD_taskgroup: {
    if (!D->clauses().empty()) {
      fail(Name + " with clauses is not modelled yet");
      return true;
    }
    if (InLoopWorker) {
      execStmt(Assoc);  // no tasks are created in there
      return true;
    }
    int P = taskPos();
    if (P != TaskMark) {
      fail(Name + " while tasks created before it may still run is not "
                  "modelled yet");
      return true;
    }
    ++InTaskgroup;
    execStmt(Assoc);
    --InTaskgroup;
    if (!failed() && !S.Dead)
      taskWaitAll();  // every task created inside has ended
    return true;
  }
  case llvm::omp::OMPD_taskwait:
    if (!D->hasClausesOfKind<OMPDependClause>()) {
      if (!InLoopWorker)
        taskWaitAll();
      return true;
    }
    break;  // a dependence wait: an undeferred task without a body
  case llvm::omp::OMPD_task:
    break;
  case llvm::omp::OMPD_taskloop:
    taskloop(cast<OMPLoopDirective>(D));
    return true;
  default:
    if (!targetTask(D))  // (`target nowait` and its combined loop forms)
      return false;
    break;
  }
  makeTask(D, Assoc);
  return true;
}

void Builder::makeTask(const OMPExecutableDirective *D, const Stmt *Assoc) {
  llvm::omp::Directive K = D->getDirectiveKind();
  std::string Name =
      "'#pragma omp " + llvm::omp::getOpenMPDirectiveName(K).str() + "'";
  bool InLoopWorker = inLoopWorker();
  if (!RegionTasks) {
    // (the region's scan did not see it: its line was not kept)
    fail(Name + " reached through code the region's scan did not see is "
                "not modelled");
    return;
  }
  bool Deep = InUndeferred || (CurTask >= 0 && C->workers[CurTask].parent >= 0 &&
                               drs_worker_task(C, C->workers[CurTask].parent) >= 0);
  // In the initial thread's team (BuildRegion.cpp) one thread runs every
  // task, so no pair is a race whatever the order: a task deeper than the
  // model's one level of nesting is executed in its creator's worker, for
  // what its body holds that the model cannot follow.
  bool Inline = Deep && InitialTeam;
  if (InUndeferred && !Inline) {
    fail(Name + " inside an undeferred task is not modelled yet");
    return;
  }
  if (Deep && !Inline) {
    fail(Name + " nested two tasks deep is not modelled yet");
    return;
  }
  if (InLoopWorker) {
    fail(Name + " inside a worksharing loop is not modelled yet");
    return;
  }
  if (refuseClauses(D, Name, {llvm::omp::OMPC_detach, llvm::omp::OMPC_in_reduction,
                              llvm::omp::OMPC_affinity, llvm::omp::OMPC_defaultmap,
                              llvm::omp::OMPC_is_device_ptr,
                              llvm::omp::OMPC_has_device_addr,
                              llvm::omp::OMPC_uses_allocators}))
    return;
  // a target task: run by a device thread (`if(0)`: on the host, still
  // deferred)
  bool Target = targetTask(D);
  if (Target && InitialTeam) {
    // a device thread next to the initial thread's team of one: the
    // "one thread runs every task" rule of that team does not hold
    fail("'#pragma omp target nowait' in a task of the initial thread is not "
         "modelled yet");
    return;
  }
  if (Target) {
    std::string Why = targetTaskReason(D);
    if (!Why.empty()) {
      fail(Why);
      return;
    }
  }
  // undeferred: if(false) -- the creator waits for it
  bool Undeferred = K == llvm::omp::OMPD_taskwait;
  for (const auto *IC : D->getClausesOfKind<OMPIfClause>()) {
    int64_t V = 1;
    if (!Target && IC->getCondition() &&
        constValue(IC->getCondition(), Ctx, V) && V == 0)
      Undeferred = true;
  }
  // the dependences, evaluated by the creator at creation
  std::vector<TaskDep> Deps;
  if (!taskDeps(D, Name, Deps))
    return;
  int Pos = taskPos();
  SourceLocation DL = SM.getExpansionLoc(D->getBeginLoc());
  if (CurTask >= 0 && InTaskgroup > 0)
    NestedInGroup = true;  // its end: the group's, not a wait on a line
  if (!Deps.empty() && SeqLoopDepth > 0)
    DepInLoop = true;
  if (Undeferred && !Deps.empty() && SeqLoopDepth > 0 && OrderWhy.empty())
    // which of its instances stands between two others is not in the
    // query (one instance per copy): a race found may be one it prevents
    OrderWhy = "the tasks may be ordered by the dependence wait at line " +
               std::to_string(line(DL)) + " in a loop";
  int W = -1;
  if (!Inline && (!Undeferred || !Deps.empty())) {
    W = drs_add_worker(C, DRS_WORKER_TASK, CurWorker, Pos < 0 ? k64(0) : Pos, -1);
    if (W < 0 || drs_worker_set_task(C, W, TaskMark, S.Path, Undeferred,
                                     (int)line(DL), (int)col(DL)) < 0) {
      internalError();
      return;
    }
    for (const TaskDep &X : Deps)
      if (drs_worker_add_dep(C, W, X.Kind, X.Object, X.Off, X.Size) < 0) {
        internalError();
        return;
      }
    staticOrder(W, SeqLoopDepth == 0, S.Path < 0 || S.Path == RegionPath);
  }
  ++TaskCount;  // the site is passed: later code is after it
  if (!Assoc)
    return;
  // a threadprivate variable in a task is the copy of whichever thread
  // runs it, not its creator's (the same in the initial thread's team)
  if (!InitialTeam) {
    std::string TP;
    std::set<const FunctionDecl *> Seen;
    std::vector<const Stmt *> Todo{Assoc};
    while (!Todo.empty() && TP.empty() && Seen.size() < 64) {
      const Stmt *B = Todo.back();
      Todo.pop_back();
      walk(B, [&](const Stmt *X) {
        if (const auto *DR = dyn_cast<DeclRefExpr>(X))
          if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
            if (TP.empty() && isThreadPrivate(VD))
              TP = nameOf(VD);
        if (const auto *CE = dyn_cast<CallExpr>(X))
          if (const FunctionDecl *FD = CE->getDirectCallee())
            if (const FunctionDecl *Def = FD->getDefinition())
              if (Def->getBody() && Seen.insert(Def).second)
                Todo.push_back(Def->getBody());
      });
    }
    if (!TP.empty()) {
      fail(Name + " using threadprivate variable '" + TP +
           "' is not modelled yet");
      return;
    }
  }
  // the task's data environment
  State Saved = S;
  std::set<const VarDecl *> Priv0 = ClausePrivate, Uninit0 = ClauseUninit,
                            Shared0 = CurTaskShared;
  bool DefPriv0 = DefaultPrivate;
  int Worker0 = CurWorker;
  for (const auto *DC : D->getClausesOfKind<OMPDefaultClause>())
    if (DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_private ||
        DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_firstprivate)
      DefaultPrivate = true;
  regionPrivatise(D);
  if (const auto *LD = dyn_cast<OMPLoopDirective>(D); LD && Target)
    // a combined target loop: its loops' variables (a taskloop's task is
    // one iteration, Assoc its body: taskloop() saw to its variable)
    privatiseLoopVars(LD, dyn_cast_or_null<ForStmt>(Assoc));
  if (Target)
    // what Sema makes firstprivate to the target task (scalars it does not
    // map): the task's own copy, with the creator's value
    for (const auto *FC : D->getClausesOfKind<OMPFirstprivateClause>())
      for (const Expr *E : FC->varlists())
        if (const VarDecl *VD = refVar(E))
          ClausePrivate.insert(VD);
  if (!Undeferred && !Inline)
    CurTaskShared.clear();  // (an undeferred one runs in its creator's)
  {
    std::set<const VarDecl *> Sh;
    if (Target)
      Sh = targetMappedVars(D);
    for (const auto *SC : D->getClausesOfKind<OMPSharedClause>())
      for (const Expr *E : SC->varlists())
        Sh.insert(refVar(E));
    for (const auto *DC : D->getClausesOfKind<OMPDefaultClause>())
      if (DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_shared)
        collectRefs(Assoc, Sh);
    for (const VarDecl *VD : Sh) {
      // a task's own copy shared with a task inside it is one object per
      // instance of the outer task: not modelled
      if (Worker0 >= 0 && CurTask >= 0 && VD && isPrivate(VD) &&
          !Shared0.count(VD) && !TaskDecls.count(VD) && !failed())
        fail(Name + " sharing '" + nameOf(VD) +
             "', private to the task around it, is not modelled yet");
      if (TaskShared.count(VD) && !ClausePrivate.count(VD))
        CurTaskShared.insert(VD);
    }
  }
  if (failed())
    return;
  int Task0 = CurTask, Base0 = TaskBase, Count0 = TaskCount, Mark0 = TaskMark;
  std::set<const VarDecl *> Decls0 = TaskDecls;
  bool InUndef0 = InUndeferred;
  if (!Undeferred && !Inline) {
    CurTask = W;
    // a tied task runs on one thread from start to end (an untied one may
    // resume on another: each omp_get_thread_num() its own value)
    if (!D->hasClausesOfKind<OMPUntiedClause>())
      TiedTasks.insert(W);
    CurWorker = W;
    S.Locks.clear();  // the creator's locks are not the task's
    S.CondLocks.clear();
    // the task's own line: its children, its waits
    TaskBase = -1;
    TaskCount = 0;
    TaskMark = -1;
    TaskDecls.clear();
    collectDeclared(Assoc, TaskDecls);
  } else if (!Inline) {
    InUndeferred = true;
  }
  int InTarget0 = InTargetTask;
  bool Serial0 = TargetSerial;
  if (Target) {
    targetEntry(D, {});  // what the device holds at its start
    ++InTargetTask;
    // one device thread runs a plain target's body; a combined loop's
    // iterations, executed here in order, run on many
    TargetSerial = K == llvm::omp::OMPD_target;
  }
  int First = C->n_accesses;
  execStmt(Assoc);
  if (W >= 0 && !Undeferred && !Inline && !failed()) {
    LockedTask T{W, First, C->n_accesses, Worker0, Task0, Saved.Path,
                 WaitEvents.size(), {}};
    for (const std::string &L : Saved.Locks)
      if (llvm::StringRef(L).starts_with("lock:") ||
          llvm::StringRef(L).starts_with("critical:"))
        T.Locks.push_back(L);
    if (!T.Locks.empty())
      LockedTasks.push_back(std::move(T));
  }
  InTargetTask = InTarget0;
  TargetSerial = Serial0;
  if (!Undeferred && !Inline && !failed() &&
      drs_worker_set_endmark(C, W, S.Dead ? -1 : TaskMark) < 0)
    internalError();
  TaskBase = Base0;
  TaskCount = Count0;
  TaskMark = Mark0;
  TaskDecls = Decls0;
  InUndeferred = InUndef0;
  bool ByCreator = Undeferred || Inline;  // the creator's own locks
  if (!failed() && !S.Dead && S.Locks != (ByCreator ? Saved.Locks : std::vector<std::string>()))
    failLocks("a lock set in " + Name + " is still held at its end");
  else if (!failed() && !S.Dead &&
           !sameLocks(S, ByCreator ? Saved.Locks : std::vector<std::string>(),
                      ByCreator ? Saved.CondLocks : std::map<std::string, int>()))
    failLocks("a lock released in " + Name + ", or set there under a condition, "
              "is not modelled yet");
  // what the task writes to what it shares: unknown to the creator now
  std::set<const VarDecl *> Mod, Gone;
  collectModified(Assoc, Mod);
  bool Calls = containsKind(Assoc, /*Calls=*/true, /*Memory=*/false);
  if (Calls)
    Mod.insert(ModifiedInBody.begin(), ModifiedInBody.end());
  for (const VarDecl *VD : Mod)
    if (!isPrivate(VD) || CurTaskShared.count(VD))
      Gone.insert(VD);
  CurTask = Task0;
  CurWorker = Worker0;
  ClausePrivate = Priv0;
  ClauseUninit = Uninit0;
  CurTaskShared = Shared0;
  DefaultPrivate = DefPriv0;
  State End = std::move(S);
  S = Saved;
  if (ByCreator && !End.Dead)
    keepMarks(End.CondLocks);  // (the creator ran it: a hand-off it ended is over)
  // an undeferred mergeable task may run in its creator's data
  // environment: its writes to "firstprivate" variables may be the
  // creator's too
  if (Undeferred && D->hasClausesOfKind<OMPMergeableClause>()) {
    std::set<const VarDecl *> Own;
    for (const VarDecl *VD : Mod)
      if (isPrivate(VD) && !Gone.count(VD))
        Own.insert(VD);
    havoc(Own, "a mergeable task");
  }
  for (const VarDecl *VD : Gone) {
    if (VD->getType()->isPointerType()) {
      Loc L;
      L.Bad = "pointer '" + nameOf(VD) + "' modified by a task is not modelled";
      S.Ptrs[VD] = L;
    } else {
      S.Vars.erase(VD);
    }
  }
}

void Builder::taskloop(const OMPLoopDirective *D) {
  std::string Name = "'#pragma omp taskloop'";
  if (refuseClauses(D, Name, {llvm::omp::OMPC_in_reduction,
                              llvm::omp::OMPC_lastprivate, llvm::omp::OMPC_detach}))
    return;
  if (CurTask >= 0 || InUndeferred || inLoopWorker()) {
    fail(Name + " inside a task or a worksharing loop is not modelled yet");
    return;
  }
  const auto *F = dyn_cast_or_null<ForStmt>(
      D->hasAssociatedStmt() ? unwrapCaptured(D->getAssociatedStmt()) : nullptr);
  if (!F) {
    fail(Name + " without a 'for' loop is not modelled");
    return;
  }
  // collapse(2): the tasks are the inner loop's iterations, whose constant
  // trip count spaces the outer iterations' positions (enterTaskLoop)
  const ForStmt *Inner = nullptr;
  int InnerTrip = 0;
  if (D->getLoopsNumber() > 2) {
    fail(Name + " with 'collapse' of more than two loops is not modelled yet");
    return;
  }
  if (D->getLoopsNumber() == 2) {
    const Stmt *B = F->getBody();
    if (const auto *CS = dyn_cast_or_null<CompoundStmt>(B))
      B = CS->size() == 1 ? CS->body_front() : nullptr;
    Inner = dyn_cast_or_null<ForStmt>(B);
    LoopShape L2;
    int64_t N = 0;
    // or a bound of variables the construct never changes whose value here
    // is a constant (`len = 100;` before the region, an LLM's translation)
    auto FixedTrip = [&] {
      int64_t I0 = 0;
      const Expr *InitE = L2.initValue();
      std::set<const VarDecl *> Refs;
      collectRefs(L2.Bound, Refs);
      for (const VarDecl *R : Refs)
        if (ModifiedInBody.count(R) || AddrTaken.count(R) ||
            R->getType().isVolatileQualified())
          return false;
      return InitE && L2.Bound && constValue(InitE, Ctx, I0) &&
             !containsKind(L2.Bound, true, true) && knownTrip(L2, k64(I0), N);
    };
    if (!Inner || !parseCanonical(Inner, L2) || !(constTrip(L2, N) || FixedTrip()) ||
        N > (int64_t(1) << 30)) {
      fail(Name + " with 'collapse' over an inner loop without a constant "
                  "trip count is not modelled yet");
      return;
    }
    InnerTrip = (int)N;
  }
  bool Group = !D->hasClausesOfKind<OMPNogroupClause>();
  if (Group && taskPos() != TaskMark) {
    fail(Name + " while tasks created before it may still run is not "
                "modelled yet");
    return;
  }
  // each iteration a task (grainsize and num_tasks group iterations, which
  // only orders some of them): the loop's body is a task's, created once
  // per iteration on the creator's line (execInnerLoop, enterTaskLoop)
  const OMPLoopDirective *Dir0 = TaskloopDir;
  const ForStmt *Loop0 = TaskloopLoop, *Outer0 = TaskloopOuter;
  int Trip0 = TaskloopInnerTrip;
  std::set<const VarDecl *> Priv0 = ClausePrivate;
  for (const ForStmt *X : {F, Inner}) {
    if (!X)
      continue;
    std::set<const VarDecl *> Vars;  // the loops' variables: each task's own
    collectModified(X->getInit(), Vars);
    collectDeclared(X->getInit(), Vars);
    ClausePrivate.insert(Vars.begin(), Vars.end());
  }
  TaskloopDir = D;
  TaskloopLoop = Inner ? Inner : F;
  TaskloopOuter = Inner ? F : nullptr;
  TaskloopInnerTrip = InnerTrip;
  TaskloopDone = false;
  ++InTaskgroup;
  execStmt(F);
  --InTaskgroup;
  bool Done = TaskloopDone;
  TaskloopDir = Dir0;
  TaskloopLoop = Loop0;
  TaskloopOuter = Outer0;
  TaskloopInnerTrip = Trip0;
  ClausePrivate = Priv0;
  if (!failed() && !Done) {
    fail(Name + " loop not modelled");
    return;
  }
  if (Group && !failed() && !S.Dead)
    taskWaitAll();  // the taskloop's taskgroup ends
  // a reduction: each task works on its own copy (regionPrivatise in
  // makeTask); at the end of the taskgroup the copies are combined into the
  // original, on behalf of the creator (a read and a write of it there)
  for (const auto *RC : D->getClausesOfKind<OMPReductionClause>())
    for (const Expr *E : RC->varlists()) {
      if (failed() || S.Dead)
        return;
      const VarDecl *VD = refVar(E);
      if (!VD || VD->getType()->isArrayType()) {
        fail(Name + " with a reduction on '" + text(E) +
             "', not a scalar variable, is not modelled yet");
        return;
      }
      if (isPrivate(VD)) {
        std::set<const VarDecl *> One{VD};
        havoc(One, Name);
        continue;
      }
      recordScalar(VD, DRS_READWRITE, E);
      S.Vars.erase(VD);
    }
}

void Builder::lockedTasksReleased(const std::string &L) {
  for (auto It = LockedTasks.begin(); It != LockedTasks.end();) {
    LockedTask &T = *It;
    auto K = std::find(T.Locks.begin(), T.Locks.end(), L);
    if (T.Worker != CurWorker || T.Task != CurTask || K == T.Locks.end()) {
      ++It;
      continue;
    }
    // a wait of its creator's line since its creation, on every path that
    // created it (after a loop that created it, say): it ran inside this
    // hold
    bool Waited = false;
    for (size_t E = T.Waits; E < WaitEvents.size() && !Waited; ++E)
      Waited = WaitEvents[E].Worker == T.Worker && WaitEvents[E].Task == T.Task &&
               pathImplies(T.Path, WaitEvents[E].Path);
    if (Waited) {
      std::string Id = "task:" + L;
      for (int A = T.First; A < T.Last; ++A)
        if (C->accesses[A].worker == T.W && drs_access_add_lock(C, A, Id.c_str()) < 0)
          internalError();
    }
    T.Locks.erase(K);
    It = T.Locks.empty() ? LockedTasks.erase(It) : It + 1;
  }
}

bool Builder::pathImplies(int A, int B) const {
  if (B < 0 || B == RegionPath)
    return true;
  for (int P = A; P >= 0;) {
    if (P == B)
      return true;
    const drs_expr &X = C->exprs[P];
    if (X.op != DRS_OP_LAND)
      return false;
    if (X.b == B)
      return true;
    P = X.a;
  }
  return false;
}

} // namespace drsat
