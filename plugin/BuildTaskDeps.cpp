//===- BuildTaskDeps.cpp - what orders tasks beyond their waits ----------===//
//
// The dependences of a region's tasks: the items of `depend` clauses
// (taskDeps: scalars, elements, array sections of constant length), and
// the orders the query gets from the builder (BuildTasks.cpp makes the
// tasks): the transitive closure of
// constant dependences among sites outside loops (drs_worker.after), and,
// at the end of the build, an untracked condition on the accesses of the
// tasks whose order the query does not fully follow -- chains of
// dependences through task instances in loops or at unknown addresses
// (chainPaths), a taskgroup end around a nested task (nestedPaths) -- so
// that their races are possible, never more, and race-free stays.
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/ExprOpenMP.h"
#include "clang/AST/StmtOpenMP.h"

using namespace clang;

namespace drsat {

// The items of D's `depend` clauses, evaluated by the creator at creation:
// an object, the first byte (symbolic) and a constant size each; false
// (failed) for a kind or form not modelled.
bool Builder::taskDeps(const OMPExecutableDirective *D, const std::string &Name,
                       std::vector<TaskDep> &Out) {
  for (const auto *DC : D->getClausesOfKind<OMPDependClause>()) {
    drs_dep_kind DK;
    switch (DC->getDependencyKind()) {
    case OMPC_DEPEND_in:
      DK = DRS_DEP_IN;
      break;
    case OMPC_DEPEND_out:
    case OMPC_DEPEND_inout:
    case OMPC_DEPEND_mutexinoutset:
      DK = DRS_DEP_OUT;
      break;
    case OMPC_DEPEND_inoutset:
      DK = DRS_DEP_INOUTSET;
      break;
    default:
      fail(Name + " with this kind of 'depend' is not modelled yet");
      return false;
    }
    if (DC->getModifier()) {
      fail(Name + " with a 'depend' iterator is not modelled yet");
      return false;
    }
    for (const Expr *E : DC->varlists()) {
      if (isa<OMPArrayShapingExpr>(E->IgnoreParenImpCasts())) {
        fail(Name + " with an array shaping expression in 'depend' is not "
                    "modelled yet");
        return false;
      }
      if (const auto *AS = dyn_cast<ArraySectionExpr>(E->IgnoreParenImpCasts())) {
        int Off = -1;
        int64_t Sz = 0;
        int O = depSection(AS, Name, Off, Sz);
        if (O < 0)
          return false;
        Out.push_back({DK, O, Off, Sz});
        continue;
      }
      QualType T = E->getType();
      Loc L = addrOf(E);
      if (failed())
        return false;
      if (!L.Bad.empty() || L.Root < 0 || L.Off < 0 || T.isNull() ||
          T->isIncompleteType() || T->isVariablyModifiedType() ||
          T->isFunctionType()) {
        fail(Name + ": the dependence '" + text(E) + "' is not modelled");
        return false;
      }
      int64_t Sz = Ctx.getTypeSizeInChars(T).getQuantity();
      int O = objectOf(Roots[L.Root]);
      if (O < 0 || Sz <= 0) {
        fail(Name + ": the dependence '" + text(E) + "' is not modelled");
        return false;
      }
      Out.push_back({DK, O, L.Off, Sz});
    }
  }
  return true;
}

int Builder::depSection(const ArraySectionExpr *AS, const std::string &Name,
                        int &Off, int64_t &Size) {
  // `base[lb:len]`, one contiguous run of elements: its first byte, kept
  // symbolic (lb may be any expression), and its constant size
  std::string Dep = "'" + brief(text(AS)) + "'";
  const Expr *Base = AS->getBase();
  int64_t V = 0;
  if (AS->getStride() && !(constValue(AS->getStride(), Ctx, V) && V == 1)) {
    fail(Name + ": the strided dependence " + Dep + " is not modelled yet");
    return -1;
  }
  if (isa<ArraySectionExpr>(Base->IgnoreParenImpCasts())) {
    fail(Name + ": the dependence " + Dep + " over more than one dimension is "
                "not modelled yet");
    return -1;
  }
  QualType PT = Base->getType();
  QualType ET = PT->isPointerType() ? PT->getPointeeType() : QualType();
  if (ET.isNull() || ET->isIncompleteType() || ET->isVariablyModifiedType() ||
      ET->isFunctionType()) {
    fail(Name + ": the dependence " + Dep + " is not modelled");
    return -1;
  }
  int64_t ESz = Ctx.getTypeSizeInChars(ET).getQuantity();
  int64_t Lb = 0, Len = 0;
  bool LbConst = !AS->getLowerBound() || constValue(AS->getLowerBound(), Ctx, Lb);
  if (AS->getLength()) {
    if (!constValue(AS->getLength(), Ctx, Len)) {
      fail(Name + ": the dependence " + Dep + " of a length that is not a "
                  "constant is not modelled yet");
      return -1;
    }
  } else {
    // `a[lb:]`: to the end of the array
    QualType OT = ArraySectionExpr::getBaseOriginalType(Base);
    const auto *CAT = Ctx.getAsConstantArrayType(OT);
    if (!CAT || !LbConst) {
      fail(Name + ": the dependence " + Dep + " of a length that is not a "
                  "constant is not modelled yet");
      return -1;
    }
    Len = (int64_t)CAT->getSize().getZExtValue() - Lb;
  }
  if (Len <= 0 || ESz <= 0 || Len > (int64_t(1) << 40) / ESz) {
    fail(Name + ": the dependence " + Dep + " is not modelled");
    return -1;
  }
  Loc L = ptrOf(Base);
  if (failed())
    return -1;
  int First = -1;
  if (AS->getLowerBound()) {
    First = eval(AS->getLowerBound());
    if (failed())
      return -1;
  }
  if (!L.Bad.empty() || L.Root < 0 || L.Off < 0 ||
      (AS->getLowerBound() && First < 0)) {
    fail(Name + ": the dependence " + Dep + " is not modelled");
    return -1;
  }
  int O = objectOf(Roots[L.Root]);
  if (O < 0) {
    fail(Name + ": the dependence " + Dep + " is not modelled");
    return -1;
  }
  Off = First < 0 ? L.Off : add64(L.Off, mul64(conv(DRS_I64, First), k64(ESz)));
  Size = Len * ESz;
  return O;
}

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
