//===- BuildTarget.cpp - target, target data and teams -------------------===//
//
// OpenMP 5.2, device directives, as far as races go (DESIGN.md, "Target"):
//  - `target` without `nowait` runs its body on one initial device thread
//    while the host waits: for the constructs inside it, the target is the
//    place where values cross to the device.  A variable the device sees
//    with the host's value: a scalar not mapped (firstprivate by default),
//    a `firstprivate` one, or a local mapped `to`/`tofrom` that no enclosing
//    `target data` (nor any `target enter data` of the function) may have
//    made present already.  Every other mapped or `private` variable, and a
//    `declare target` global, holds whatever the device copy holds: not
//    tracked (targetEntry);
//  - `target nowait` is a deferred task (BuildTasks.cpp): targetTask,
//    targetTaskReason;
//  - `target data`, `enter/exit data` and `update` move data; code before
//    the construct that contains them leaves every variable they name, and
//    every variable a target region writes, untracked on the host
//    (envTarget);
//  - `teams` runs its block once per team; `distribute` shares a loop's
//    iterations among the teams, and within a team among its threads when
//    combined with `parallel for`.  Teams are separate contention groups:
//    `critical`, `ordered` and locks exclude threads of one team only,
//    `atomic` all of them (drs_construct.team).  The copies' teams are a
//    per-copy symbol in [0, num_teams); for `distribute` alone one team
//    runs its iterations in order, so the teams of a racing pair differ
//    (drs_construct.thread, the same symbol) (enterTeams).
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/OpenMPClause.h"

namespace drsat {

using namespace clang;

namespace {

/// The variable a map or motion list item names (`a`, `a[0:n]`, `s.f`,
/// `p[i]`, `*p`), as every variable of the model is named (varOf: one
/// declaration for all of a global's, block-scope `extern` ones included),
/// or null.
const VarDecl *itemVar(const Expr *E) {
  while (E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *AS = dyn_cast<ArraySectionExpr>(E))
      E = AS->getBase();
    else if (const auto *AE = dyn_cast<ArraySubscriptExpr>(E))
      E = AE->getBase();
    else if (const auto *ME = dyn_cast<MemberExpr>(E))
      E = ME->getBase();
    else if (const auto *UO = dyn_cast<UnaryOperator>(E);
             UO && UO->getOpcode() == UO_Deref)
      E = UO->getSubExpr();
    else
      break;
  }
  const auto *DR = dyn_cast_or_null<DeclRefExpr>(E);
  return DR ? varOf(DR) : nullptr;
}

/// The variables of D's map, to and from clauses; Kept gets those a
/// `target` copies to the device when not present (map to / tofrom, or an
/// implicit map), Back those whose host copy D may overwrite (map from /
/// tofrom / implicit, `update from`).  A pointer counts only when the list item is the pointer
/// itself: through `p[0:n]` the device's `p` points at the device's copy
/// of the same object, which keeps every alias the host's pointers have.
void mappedVars(const OMPExecutableDirective *D,
                std::set<const VarDecl *> &All, std::set<const VarDecl *> *Kept,
                std::set<const VarDecl *> *Back = nullptr) {
  auto Add = [&](const Expr *E, bool Copies, bool Returns) {
    const VarDecl *VD = itemVar(E);
    if (!VD)
      return;
    if (VD->getType()->isPointerType() && refVar(E) != VD)
      return;
    All.insert(VD);
    if (Copies && Kept)
      Kept->insert(VD);
    if (Returns && Back)
      Back->insert(VD);
  };
  for (const OMPClause *Cl : D->clauses()) {
    if (const auto *MC = dyn_cast_or_null<OMPMapClause>(Cl)) {
      OpenMPMapClauseKind MT = MC->getMapType();
      bool Copies = MT == OMPC_MAP_to || MT == OMPC_MAP_tofrom ||
                    MT == OMPC_MAP_unknown;
      bool Returns = MT == OMPC_MAP_from || MT == OMPC_MAP_tofrom ||
                     MT == OMPC_MAP_unknown;
      for (const Expr *E : MC->varlists())
        Add(E, Copies, Returns);
    } else if (const auto *TC = dyn_cast_or_null<OMPToClause>(Cl)) {
      for (const Expr *E : TC->varlists())
        Add(E, false, false);
    } else if (const auto *FC = dyn_cast_or_null<OMPFromClause>(Cl)) {
      for (const Expr *E : FC->varlists())
        Add(E, false, true);
    }
  }
}

std::string kindName(const OMPExecutableDirective *D) {
  return llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str();
}

/// The expression of a combined directive's clause, through the captured
/// copy Sema may make of it.
const Expr *clauseExpr(const Expr *E) {
  if (const auto *DR = dyn_cast_or_null<DeclRefExpr>(E ? E->IgnoreParenImpCasts()
                                                       : nullptr))
    if (const auto *CD = dyn_cast<OMPCapturedExprDecl>(DR->getDecl()))
      if (CD->getInit())
        return CD->getInit();
  return E;
}

} // namespace

bool targetTask(const OMPExecutableDirective *D) {
  return D && D->hasClausesOfKind<OMPNowaitClause>() &&
         (D->getDirectiveKind() == llvm::omp::OMPD_target ||
          (isa<OMPLoopDirective>(D) &&
           isOpenMPTargetExecutionDirective(D->getDirectiveKind())));
}

std::string targetTaskReason(const OMPExecutableDirective *D) {
  std::string Name = "'#pragma omp " + kindName(D) + " nowait'";
  if (!D->hasAssociatedStmt())
    return Name + " without a body is not modelled";
  // a combined loop form: what its iterations leave behind at the task's
  // end (a reduction's combination, a last value) is not modelled
  if (isa<OMPLoopDirective>(D) &&
      (D->hasClausesOfKind<OMPReductionClause>() ||
       D->hasClausesOfKind<OMPLastprivateClause>() ||
       D->hasClausesOfKind<OMPLinearClause>()))
    return Name + " with 'reduction', 'lastprivate' or 'linear' is not "
                  "modelled yet";
  std::string Why;
  walk(unwrapCaptured(D->getAssociatedStmt()), [&](const Stmt *X) {
    const auto *E = dyn_cast<OMPExecutableDirective>(X);
    if (E && E != D && Why.empty() &&
        E->getDirectiveKind() != llvm::omp::OMPD_atomic)
      Why = "'#pragma omp " + kindName(E) + "' in " + Name +
            " is not modelled yet";
  });
  return Why;
}

std::set<const VarDecl *> targetMappedVars(const OMPExecutableDirective *D) {
  std::set<const VarDecl *> All;
  mappedVars(D, All, nullptr);
  return All;
}

bool targetImplicit(const OMPExecutableDirective *D, const OMPClause *Cl) {
  return Cl && Cl->isImplicit() &&
         isOpenMPTargetExecutionDirective(D->getDirectiveKind());
}

void Builder::targetEntry(const OMPExecutableDirective *D,
                          const std::vector<const Stmt *> &Path) {
  std::string Where = "'#pragma omp " + kindName(D) + "' at line " +
                      std::to_string(line(SM.getExpansionLoc(D->getBeginLoc())));
  // variables an enclosing `target data` maps are present: the target does
  // not copy them again
  std::set<const VarDecl *> Present, Unused;
  for (const Stmt *P : Path) {
    if (P == D)
      break;
    if (const auto *E = dyn_cast<OMPExecutableDirective>(P))
      if (isOpenMPTargetDataManagementDirective(E->getDirectiveKind()))
        mappedVars(E, Present, nullptr);
  }
  bool EnterData = false;  // present from wherever the function entered it
  if (Site.Function && Site.Function->getBody())
    walk(Site.Function->getBody(), [&](const Stmt *X) {
      if (const auto *E = dyn_cast<OMPExecutableDirective>(X))
        EnterData |= E->getDirectiveKind() == llvm::omp::OMPD_target_enter_data;
    });
  std::set<const VarDecl *> Mapped, Copied, Lost;
  mappedVars(D, Mapped, &Copied);
  for (const VarDecl *VD : Mapped)
    if (!Copied.count(VD) || Present.count(VD) || EnterData ||
        !VD->hasLocalStorage())
      Lost.insert(VD);
  for (const VarDecl *VD : Present)
    Lost.insert(VD);
  for (const auto *PC : D->getClausesOfKind<OMPPrivateClause>())
    for (const Expr *E : PC->varlists())
      if (const VarDecl *VD = refVar(E))
        Lost.insert(VD);
  if (D->hasClausesOfKind<OMPDefaultmapClause>())
    fail("'defaultmap' on " + Where + " is not modelled yet");
  if (D->hasClausesOfKind<OMPInReductionClause>())
    fail("'in_reduction' on " + Where + " is not modelled yet");
  if (D->hasAssociatedStmt()) {
    std::set<const VarDecl *> Refs;
    collectRefs(unwrapCaptured(D->getAssociatedStmt()), Refs);
    for (const VarDecl *VD : Refs)
      if (VD->hasAttr<OMPDeclareTargetDeclAttr>())
        Lost.insert(VD);  // the device's own copy
  }
  for (const VarDecl *VD : Lost) {
    // a constant table's contents on the device: not the host's
    QualType T = VD->getType();
    if (const ArrayType *AT = Ctx.getAsArrayType(T))
      if (AT->getElementType().isConstQualified() && !failed())
        fail("the contents of '" + nameOf(VD) + "' on the device are not "
             "known at " + Where);
  }
  havoc(Lost, "the map clauses of " + Where);
}

void Builder::envTarget(const OMPExecutableDirective *D) {
  // a target region's writes (execEnvLoopHavoc) and the variables data
  // movement copies back to the host
  std::set<const VarDecl *> Mapped, Back;
  mappedVars(D, Mapped, nullptr, &Back);
  havoc(Back, "'#pragma omp " + kindName(D) + "' at line " +
                    std::to_string(line(SM.getExpansionLoc(D->getBeginLoc()))));
}

bool Builder::targetOnPath(const OMPExecutableDirective *D,
                           const std::vector<const Stmt *> &Path) {
  llvm::omp::Directive K = D->getDirectiveKind();
  if (K == llvm::omp::OMPD_target) {
    targetEntry(D, Path);
    return true;
  }
  if (isOpenMPTargetDataManagementDirective(K))
    return true;  // host code: the device's values matter at a target
  // the teams whose body the construct's `distribute` loop is
  return isOpenMPTeamsDirective(K) && D == Site.Teams;
}

int Builder::enterTeams(int ThreadsCond) {
  const OMPExecutableDirective *T = Site.Teams;
  // teams 0 <= team < num_teams (at most that many are made)
  int Team = freshSym("omp_get_team_num()", "omp_get_team_num()", DRS_INT,
                      DRS_SYM_LOCAL);
  TeamExpr = Team;
  C->team = C->exprs[Team].sym;
  int Env = drs_binop(C, DRS_OP_GE, DRS_INT, Team, drs_const(C, DRS_INT, 0));
  int Many = -1;  // more than one team may run
  int N = numTeams(T);
  if (N >= 0) {
    Env = drs_and(C, Env,
                  drs_binop(C, DRS_OP_LT, DRS_INT, conv(DRS_I64, Team),
                            conv(DRS_I64, N)));
    Many = drs_binop(C, DRS_OP_GT, DRS_INT, N, drs_const(C, tyOf(N), 1));
  }
  S.Path = drs_and(C, S.Path, Env);  // (the construct's env)
  if (Site.Form == LoopForm::Distribute && !NestedPar) {
    // one team runs its iterations in order: a racing pair is two teams
    // (with a nested `parallel for`, the threads of one team race too)
    C->thread = C->team;
    return -1;
  }
  // two iterations at once: in two teams, or in two threads of one
  return ThreadsCond < 0 || Many < 0 ? -1 : lor(Many, ThreadsCond);
}

int Builder::numTeams(const OMPExecutableDirective *T) {
  int N = -1;
  for (const auto *NC : T->getClausesOfKind<OMPNumTeamsClause>())
    N = eval(clauseExpr(NC->getNumTeams()));
  return N;
}

void Builder::teamsClauses() {
  // the teams construct's own data-sharing clauses make a copy per team;
  // the loop's iterations in one team share it
  const OMPExecutableDirective *T = Site.Teams;
  if (T == Site.Directive)
    return;  // a combined form: its clauses go to the loop (collectClauses)
  if (Site.Form == LoopForm::Distribute && !NestedPar) {
    collectClauses(T, false);  // one team's iterations run in order
    return;
  }
  for (const VarDecl *VD : privatisedVars(T))
    if (!ClausePrivate.count(VD) && !failed())
      fail("'" + nameOf(VD) + "', private to each team of '#pragma omp " +
           kindName(T) + "' and shared by its threads, is not modelled yet");
}

} // namespace drsat
