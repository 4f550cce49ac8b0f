//===- BuildTaskDeps.cpp - what orders tasks beyond their waits ----------===//
//
// The dependence orders of a region's tasks the query gets from the
// builder (BuildTasks.cpp makes the tasks): the transitive closure of
// constant dependences among sites outside loops (drs_worker.after), and,
// at the end of the build, an untracked condition on the accesses of the
// tasks whose order the query does not fully follow -- chains of
// dependences through task instances in loops or at unknown addresses
// (chainPaths), a taskgroup end around a nested task (nestedPaths) -- so
// that their races are possible, never more, and race-free stays.
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

namespace drsat {

void Builder::staticOrder(int W, bool Once, bool Uncond) {
  // the dependences of a site run once, at constant addresses
  const drs_worker &X = C->workers[W];
  StaticTask T;
  T.W = W;
  T.Uncond = Uncond;
  bool Const = Once;
  for (int K = 0; K < X.n_deps && Const; ++K) {
    int64_t Off = 0;
    Const = constOf(X.deps[K].offset, Off);
    T.Deps.push_back({X.deps[K].kind, X.deps[K].object, Off, X.deps[K].size});
  }
  if (!Const)
    return;
  std::set<int> Before;
  for (const StaticTask &S0 : StaticTasks) {
    if (C->workers[S0.W].parent != X.parent)
      continue;
    bool Match = false;
    for (const auto &A : S0.Deps)
      for (const auto &B : T.Deps)
        if (A.Object == B.Object && A.Off < B.Off + B.Size &&
            B.Off < A.Off + A.Size && !(A.Kind == DRS_DEP_IN && B.Kind == DRS_DEP_IN) &&
            !(A.Kind == DRS_DEP_INOUTSET && B.Kind == DRS_DEP_INOUTSET))
          Match = true;
    if (!Match)
      continue;
    Before.insert(S0.W);
    if (S0.Uncond)  // it was created: what it waited for is before it
      Before.insert(S0.Preds.begin(), S0.Preds.end());
  }
  for (int P : Before)
    if (drs_worker_add_after(C, W, P) < 0) {
      internalError();
      return;
    }
  T.Preds = Before;
  StaticTasks.push_back(T);
}

void Builder::nestedPaths() {
  // a task inside a task, in a taskgroup: the group's end waits for it,
  // which the lines do not say when its parent does not wait for it
  onlyPossible("group_end", "taskgroup end",
               "the end of a taskgroup may wait for the nested task, which is "
               "not followed here",
               [&](int K) {
                 int W = C->accesses[K].worker;
                 return drs_worker_task_inside(C, W, drs_worker_task(C, W)) >= 0;
               });
}

void Builder::chainPaths() {
  if (failed() || !RegionTasks)
    return;
  // chains of three or more dependent task instances, with one in a loop
  // or at an address not known here: the query follows direct dependences
  // and one step through a task in either copy's context, not every chain
  int Sites = 0;
  bool Unsure = DepInLoop;
  for (int W = 0; W < C->n_workers; ++W)
    if (C->workers[W].kind == DRS_WORKER_TASK && C->workers[W].n_deps > 0)
      ++Sites;
  if (Sites >= 3 && (int)StaticTasks.size() < Sites)
    Unsure = true;
  if (NestedInGroup)
    nestedPaths();
  if (!Unsure)
    return;
  onlyPossible("dep_chain", "dependence chain",
               "the tasks may be ordered by a chain of dependences through "
               "other task instances, which is not followed here",
               [&](int K) {
                 for (int W = C->accesses[K].worker; W >= 0; W = C->workers[W].parent)
                   if (C->workers[W].kind == DRS_WORKER_TASK && C->workers[W].n_deps > 0)
                     return true;
                 return false;
               });
}

} // namespace drsat
