//===- BuildNested.cpp - a parallel for nested in a loop construct ---------===//
//
// A `#pragma omp parallel for` that is the whole body of a loop construct's
// innermost loop runs its iterations in a team of its own: its loops join
// the construct's chain as if collapsed (ModelBuilder.cpp), when nothing
// makes that view wrong (absorbedParallelFor, Builder::nestedParallelClauses;
// docs/DESIGN.md, race query item 2).
//
//===----------------------------------------------------------------------===//
#include "ModelBuilder.h"
#include "SymExec.h"

#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"

using namespace clang;

namespace drsat {

// The clauses of the absorbed `parallel for`: its private and reduction
// variables are each inner thread's own.  Its reductions combine into the
// variable as the iteration of the outer construct sees it, once per
// iteration, in the thread (or team) that runs it: race-free only when that
// is a private copy of the outer construct (its own clauses, or its teams'),
// so a reduction of a variable the outer construct shares is not modelled.
// Calls of the OpenMP runtime inside see the inner team (thread numbers
// repeat across teams): not modelled either (Builder::evalCall).
void Builder::nestedParallelClauses() {
  std::string At = "the nested '#pragma omp parallel for' at line " +
                   std::to_string(line(NestedPar->getBeginLoc()));
  // The outer iterations run at once only as its `if`/`num_threads` (or its
  // teams' num_teams) allow, the inner ones whatever they say: one condition
  // cannot say both, so such clauses are not modelled here; nor is a team of
  // one thread (thread_limit), where the inner iterations run in order.
  auto Many = [&](const Expr *E) {
    int64_t V = 0;
    return constValue(E, Ctx, V) && V >= 2;
  };
  bool Limited = Site.Directive->hasClausesOfKind<OMPIfClause>() ||
                 Site.Directive->hasClausesOfKind<OMPNumThreadsClause>();
  if (Site.Teams) {
    for (const auto *NT : Site.Teams->getClausesOfKind<OMPNumTeamsClause>())
      Limited = Limited || !Many(NT->getNumTeams());
    for (const auto *TL : Site.Teams->getClausesOfKind<OMPThreadLimitClause>())
      Limited = Limited || !Many(TL->getThreadLimit());
    Limited = Limited || Site.Teams->hasClausesOfKind<OMPIfClause>();
  }
  if (Limited) {
    fail(At + " under 'if', 'num_threads', or a 'num_teams' or "
              "'thread_limit' that is not a constant of at least 2, is not "
              "modelled yet");
    return;
  }
  // a nested region has one thread unless nesting is active
  drs_construct_add_assumption(
      C, "nested parallel regions run with more than one thread "
         "(OMP_MAX_ACTIVE_LEVELS of at least 2)");
  std::set<const VarDecl *> Outer(ClausePrivate.begin(), ClausePrivate.end());
  if (Site.Teams && Site.Teams != Site.Directive)
    for (const VarDecl *VD : privatisedVars(Site.Teams))
      Outer.insert(VD);
  for (const auto *RC : NestedPar->getClausesOfKind<OMPReductionClause>())
    for (const Expr *E : RC->varlists()) {
      const VarDecl *VD = refVar(E);
      if (!VD || !Outer.count(VD)) {
        fail("the reduction of " + At.substr(4) +
             " combines into a variable the enclosing loop shares; not "
             "modelled yet");
        return;
      }
    }
  // a copy private to an outer iteration (or team) is shared by the inner
  // team's threads (checked by nestedSharedCopies once the body's writes,
  // callees' included, are known)
  std::set<const VarDecl *> InnerPriv = privatisedVars(NestedPar);
  for (const VarDecl *VD : Outer)
    if (!InnerPriv.count(VD))
      NestedShared.insert(VD);
  collectClauses(NestedPar, false);
}

// A copy private to an outer iteration (or team) that no inner clause
// privatises is one object for the inner team's threads, but one per pair
// of iterations in the collapsed view: written in the inner loop (its own
// writes, its address taken, the callees' writes of globals), or, for an
// array or struct, touched there at all (an element write is no write of
// the variable, and a callee may reach it), the view would hide a race.
void Builder::nestedSharedCopies() {
  std::set<const VarDecl *> Refs;
  collectRefs(InnermostBody, Refs);
  for (const VarDecl *VD : NestedShared) {
    bool Aggregate = !VD->getType()->isScalarType();
    if (ModifiedInBody.count(VD) ||
        (Aggregate && (Refs.count(VD) ||
                       (VD->hasGlobalStorage() && !ScannedCallees.empty())))) {
      fail("'" + nameOf(VD) + "', private to each iteration of the enclosing "
           "loop, is shared by the threads of nested '#pragma omp parallel "
           "for' at line " + std::to_string(line(NestedPar->getBeginLoc())) +
           " and written there; not modelled yet");
      return;
    }
  }
}

const OMPLoopDirective *absorbedParallelFor(const OMPExecutableDirective *D) {
  const auto *LD = dyn_cast_or_null<OMPLoopDirective>(D);
  if (!LD)
    return nullptr;
  switch (LD->getDirectiveKind()) {
  case llvm::omp::OMPD_for:
  case llvm::omp::OMPD_parallel_for:
  case llvm::omp::OMPD_target_parallel_for:
  case llvm::omp::OMPD_distribute:
  case llvm::omp::OMPD_teams_distribute:
  case llvm::omp::OMPD_target_teams_distribute:
    break;
  default:
    return nullptr;  // simd lanes, composite forms: not this shape
  }
  const Stmt *Cur =
      LD->hasAssociatedStmt() ? unwrapCaptured(LD->getAssociatedStmt()) : nullptr;
  for (unsigned K = 0; K < LD->getLoopsNumber(); ++K) {
    const auto *F = dyn_cast_or_null<ForStmt>(Cur);
    if (!F)
      return nullptr;
    Cur = skipSingle(F->getBody());
  }
  const auto *In = dyn_cast_or_null<OMPParallelForDirective>(Cur);
  if (!In)
    return nullptr;
  for (const OMPClause *Cl : In->clauses()) {
    if (!Cl || isa<OMPPrivateClause>(Cl) || isa<OMPSharedClause>(Cl) ||
        isa<OMPReductionClause>(Cl) || isa<OMPScheduleClause>(Cl) ||
        isa<OMPProcBindClause>(Cl) || isa<OMPCollapseClause>(Cl))
      continue;
    if (const auto *DC = dyn_cast<OMPDefaultClause>(Cl))
      if (DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_shared ||
          DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_none)
        continue;
    return nullptr;  // if, num_threads, firstprivate, ...: not this shape
  }
  for (const OMPReductionClause *RC : In->getClausesOfKind<OMPReductionClause>())
    if (RC->getModifier() != OMPC_REDUCTION_unknown)
      return nullptr;  // inscan / task reductions
  return In;
}

} // namespace drsat
