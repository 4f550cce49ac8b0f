//===- BuildNestedTeam.cpp - a parallel region nested in a region ---------===//
//
// A `parallel` (`parallel for`, `parallel for simd`, `parallel sections`)
// met by a thread of a modelled region forks a team of its own and joins it
// before the thread goes on (DESIGN.md, "Nested regions").  Two views:
//
//  * the nested region is a construct of its own (ConstructFinder.cpp): the
//    pairs of its team's threads, with the values at its start computed
//    through the enclosing region's code (ModelBuilder.cpp, execPathTo);
//  * seen from the enclosing team, everything the inner team does happens
//    while its encountering thread waits at the fork: it is that thread's
//    work, in its phase, under the locks it holds (a critical around the
//    nested region is held until the join).  This file executes the nested
//    body once as one *abstract* inner thread whose number is any of the
//    team's (a per-copy unknown): each access any inner thread makes is an
//    access of the abstract one for some choice of that number.  What that
//    single view gets wrong is values another inner thread writes: every
//    variable the nested body writes (its own locals aside) is forgotten at
//    the inner team's barriers, after its single/master blocks and at the
//    join; worksharing inside runs whole (every iteration, every section,
//    each single block: each team runs them once), with no worker and no
//    phase of the enclosing team -- an inner barrier orders inner threads
//    only.
//
// What the view cannot say is "not analyzed": tasks, locks, ordered, other
// OpenMP runtime calls, a second level of nesting, `copyin`, `masked` with a
// filter other than 0, and flag signals inside the nested body.
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"

using namespace clang;

namespace drsat {

bool Builder::nestedRegionKind(llvm::omp::Directive K) {
  return K == llvm::omp::OMPD_parallel || K == llvm::omp::OMPD_parallel_for ||
         K == llvm::omp::OMPD_parallel_for_simd ||
         K == llvm::omp::OMPD_parallel_sections;
}

std::string Builder::nestedWhere() const {
  return "the nested '#pragma omp parallel' at line " +
         std::to_string(line(SM.getExpansionLoc(NestedDir->getBeginLoc())));
}

void Builder::nestedForget(const Stmt *Body, const std::string &After,
                           bool KeepOwn) {
  std::set<const VarDecl *> Mod, Own, Rest;
  collectModified(Body, Mod);
  collectDeclared(Body, Own);
  // (a called function's writes of globals: the region's, all of them)
  for (const VarDecl *VD : ModifiedInBody)
    if (VD->hasGlobalStorage())
      Mod.insert(VD);
  for (const VarDecl *VD : Mod)
    if (!Own.count(VD) && !(KeepOwn && NestedOwn.count(VD)))  // (own copies)
      Rest.insert(VD);
  nestedHavoc(Rest, "modified in " + nestedWhere(), After);
}

void Builder::nestedHavoc(const std::set<const VarDecl *> &Vars,
                          const std::string &How, const std::string &After) {
  std::set<const VarDecl *> Numbers;
  for (const VarDecl *VD : Vars)
    if (VD->getType()->isPointerType()) {
      Loc L;
      L.Bad = "pointer '" + nameOf(VD) + "' " + How + " is not modelled";
      S.Ptrs[VD] = L;
    } else {
      Numbers.insert(VD);
    }
  havoc(Numbers, After);
}

void Builder::nestedRegion(const OMPExecutableDirective *D) {
  llvm::omp::Directive K = D->getDirectiveKind();
  const Stmt *Body =
      D->hasAssociatedStmt() ? unwrapCaptured(D->getAssociatedStmt()) : nullptr;
  std::string Here = ompName(D) + " nested in the region";
  if (NestedTeam) {
    fail(Here + " inside " + nestedWhere() + " is not modelled yet");
    return;
  }
  if (!nestedRegionKind(K) || !Body) {
    fail(Here + " is not modelled yet");
    return;
  }
  if (CurTask >= 0 || Site.HostTasks || InitialTeam || TeamsRegion ||
      InTargetTask) {
    fail(Here + ", inside a task, a 'teams' region or a target task, is not "
                "modelled yet");
    return;
  }
  for (const OMPClause *Cl : D->clauses())
    if (isa<OMPCopyinClause>(Cl) || isa<OMPOrderedClause>(Cl) ||
        isa<OMPAllocateClause>(Cl) ||
        (isa<OMPReductionClause>(Cl) &&
         cast<OMPReductionClause>(Cl)->getModifier() != OMPC_REDUCTION_unknown)) {
      fail("'" + llvm::omp::getOpenMPClauseName(Cl->getClauseKind()).str() +
           "' on " + Here + " is not modelled yet");
      return;
    }
  // a flag signal or wait inside: the flag rule knows one level of threads
  for (const auto &KV : Flags) {
    std::vector<const Stmt *> P;
    if ((KV.second.Release && findPath(Body, KV.second.Release, P)) ||
        (KV.second.Owner && findPath(Body, KV.second.Owner, P))) {
      fail("a flag signal in " + Here + " is not modelled yet");
      return;
    }
  }
  for (const auto &KV : FlagWaits) {
    std::vector<const Stmt *> P;
    if (findPath(Body, KV.first, P)) {
      fail("a loop waiting for a flag in " + Here + " is not modelled yet");
      return;
    }
  }
  // the encountering thread evaluates the clauses' expressions, and reads
  // the originals of the firstprivate copies
  int Limit = -1, If = -1;
  for (const auto *NC : D->getClausesOfKind<OMPNumThreadsClause>())
    Limit = eval(NC->getNumThreads());
  for (const auto *IC : D->getClausesOfKind<OMPIfClause>())
    if (IC->getNameModifier() == llvm::omp::OMPD_unknown ||
        IC->getNameModifier() == llvm::omp::OMPD_parallel)
      If = drs_and(C, If, evalCond(IC->getCondition()));
  readFirstprivates(D);
  if (failed())
    return;
  int P0 = S.Path;  // (a `return` cannot leave the nested body)
  std::vector<std::string> Locks0 = S.Locks;
  std::set<const VarDecl *> Priv0 = ClausePrivate, Uninit0 = ClauseUninit;
  bool DefaultPrivate0 = DefaultPrivate;  // (`default(private)` is the team's)
  State Saved = S;
  NestedDir = D;
  NestedTeam = true;
  // the abstract inner thread: 0 <= omp_get_thread_num() < its team's size
  const char *Num = "omp_get_num_threads()", *Tid = "omp_get_thread_num()";
  // (a team may get fewer threads than asked for, the runtime's limits
  // permitting: teams of one directive need not be of one size)
  NestedNum = untracked(DRS_INT, Num, DRS_UNTRACKED_VALUE,
                        "the size of each team of " + nestedWhere() +
                            " (teams may differ) is not tracked here");
  NestedTid = freshSym(Tid, Tid, DRS_INT, DRS_SYM_LOCAL);
  if (!failed()) {
    // facts of the team, not conditions of the code: in the environment
    // (each copy its own), always satisfiable (a team of one thread)
    int Z = drs_const(C, DRS_INT, 0), One = drs_const(C, DRS_INT, 1);
    auto Fact = [&](int F) { C->env = drs_and(C, C->env, F); };
    Fact(drs_binop(C, DRS_OP_GE, DRS_INT, NestedNum, One));
    Fact(drs_binop(C, DRS_OP_GE, DRS_INT, NestedTid, Z));
    Fact(drs_binop(C, DRS_OP_LT, DRS_INT, NestedTid, NestedNum));
    // num_threads(k): at most k; if(false): one thread
    if (Limit >= 0)
      Fact(drs_binop(C, DRS_OP_LOR, DRS_INT,
                     drs_binop(C, DRS_OP_LT, DRS_INT, conv(DRS_I64, Limit),
                               drs_const(C, DRS_I64, 1)),
                     drs_binop(C, DRS_OP_LE, DRS_INT, conv(DRS_I64, NestedNum),
                               conv(DRS_I64, Limit))));
    if (If >= 0)
      Fact(drs_binop(C, DRS_OP_LOR, DRS_INT, If,
                     drs_binop(C, DRS_OP_EQ, DRS_INT, NestedNum, One)));
  }
  regionPrivatise(D);
  if (const auto *LD = dyn_cast<OMPLoopDirective>(D))
    privatiseLoopVars(LD, dyn_cast<ForStmt>(Body));
  for (const VarDecl *VD : ClausePrivate)  // (and the loops' variables)
    if (!Priv0.count(VD))
      NestedOwn.insert(VD);
  const Stmt *Sections0 = NestedSections;
  if (K == llvm::omp::OMPD_parallel_sections)
    NestedSections = Body;
  if (!failed())
    execStmt(Body);  // sections: each `section` runs (nestedTeamDirective)
  NestedSections = Sections0;
  if (!failed() && !S.Dead && S.Locks != Locks0)
    failLocks("a lock set in " + nestedWhere() + " is still held at its end");
  NestedTeam = false;
  DefaultPrivate = DefaultPrivate0;
  restorePrivatised(Priv0, Saved);
  ClausePrivate = Priv0;
  ClauseUninit = Uninit0;
  S.Path = P0;
  S.Dead = false;
  S.Locks = Locks0;
  if (!failed()) {
    // the join: what the team left, seen by the encountering thread
    ownWriteBacks(D);
    nestedForget(Body, nestedWhere());  // (the originals of copies: restored)
  }
  NestedOwn.clear();
  NestedDir = nullptr;
  NestedTid = NestedNum = -1;
}

void Builder::restorePrivatised(const std::set<const VarDecl *> &Before,
                                const State &Saved) {
  // the originals of the private copies: untouched by the team (write-backs
  // come after, ownWriteBacks)
  for (const VarDecl *VD : ClausePrivate) {
    if (Before.count(VD))
      continue;
    auto V = Saved.Vars.find(VD);
    if (V != Saved.Vars.end())
      S.Vars[VD] = V->second;
    else
      S.Vars.erase(VD);
    auto P = Saved.Ptrs.find(VD);
    if (P != Saved.Ptrs.end())
      S.Ptrs[VD] = P->second;
    else
      S.Ptrs.erase(VD);
  }
}

bool Builder::nestedTeamDirective(const OMPExecutableDirective *D) {
  if (!NestedTeam) {
    nestedRegion(D);
    return true;
  }
  llvm::omp::Directive K = D->getDirectiveKind();
  const Stmt *Assoc =
      D->hasAssociatedStmt() ? unwrapCaptured(D->getAssociatedStmt()) : nullptr;
  bool Nowait = D->hasClausesOfKind<OMPNowaitClause>();
  std::string After = ompName(D) + " in " + nestedWhere();
  // the inner team's barrier: other inner threads' writes become visible
  // (each thread's own copies aside)
  const Stmt *Team = unwrapCaptured(NestedDir->getAssociatedStmt());
  auto Barrier = [&]() { nestedForget(Team, "a barrier of " + nestedWhere()); };
  switch (K) {
  case llvm::omp::OMPD_critical:
  case llvm::omp::OMPD_atomic:
    // what another inner thread wrote may be read in there, no barrier
    // between: `critical { k = 0; }` in one, `critical { kk = k; }` in
    // another
    nestedForget(Team, After);
    return false;  // as anywhere else (execDirective)
  case llvm::omp::OMPD_flush:
    return false;
  case llvm::omp::OMPD_barrier:
    Barrier();
    return true;
  case llvm::omp::OMPD_for:
  case llvm::omp::OMPD_for_simd:
  case llvm::omp::OMPD_simd:
  case llvm::omp::OMPD_sections:
  case llvm::omp::OMPD_section:
  case llvm::omp::OMPD_single:
  case llvm::omp::OMPD_master:
  case llvm::omp::OMPD_masked:
    break;
  default:
    fail("'#pragma omp " +
         llvm::omp::getOpenMPDirectiveName(K).str() + "' inside " +
         nestedWhere() + " is not modelled yet");
    return true;
  }
  if (!Assoc) {
    fail(After + " without a body is not modelled");
    return true;
  }
  for (const OMPClause *Cl : D->clauses())
    if (isa<OMPOrderedClause>(Cl) || isa<OMPAllocateClause>(Cl) ||
        isa<OMPCopyprivateClause>(Cl) ||
        (isa<OMPReductionClause>(Cl) &&
         cast<OMPReductionClause>(Cl)->getModifier() != OMPC_REDUCTION_unknown)) {
      fail("'" + llvm::omp::getOpenMPClauseName(Cl->getClauseKind()).str() +
           "' on " + After + " is not modelled yet");
      return true;
    }
  if (K == llvm::omp::OMPD_masked)
    for (const auto *FC : D->getClausesOfKind<OMPFilterClause>()) {
      int64_t F = -1;
      if (!constValue(FC->getThreadID(), Ctx, F) || F != 0) {
        // thread F may not exist in the inner team: the block may not run
        fail(After + " with a filter other than 0 is not modelled yet");
        return true;
      }
    }
  if (K == llvm::omp::OMPD_section) {
    // each section runs once in each inner team, on any of its threads:
    // one that ran others, or none
    if (NestedSections)
      nestedForget(NestedSections, After, /*KeepOwn=*/false);
    execStmt(Assoc);
    return true;
  }
  // the abstract thread runs the whole construct: every iteration, every
  // section, the single block (some inner thread runs each)
  std::set<const VarDecl *> Priv0 = ClausePrivate, Uninit0 = ClauseUninit,
                            Own0 = NestedOwn;
  State Saved = S;
  readFirstprivates(D);
  regionPrivatise(D);
  if (const auto *LD = dyn_cast<OMPLoopDirective>(D))
    privatiseLoopVars(LD, dyn_cast<ForStmt>(Assoc));
  for (const VarDecl *VD : ClausePrivate)
    if (!Priv0.count(VD))
      NestedOwn.insert(VD);
  const Stmt *Sections0 = NestedSections;
  if (K == llvm::omp::OMPD_sections)
    NestedSections = Assoc;
  int P0 = S.Path;
  if (K == llvm::omp::OMPD_master || K == llvm::omp::OMPD_masked)
    // inner thread 0 runs it (masked: filter 0, checked above)
    S.Path = drs_and(C, S.Path, drs_binop(C, DRS_OP_EQ, DRS_INT, NestedTid,
                                          drs_const(C, DRS_INT, 0)));
  execStmt(Assoc);
  if (K == llvm::omp::OMPD_master || K == llvm::omp::OMPD_masked) {
    S.Path = P0;
    S.Dead = false;
  }
  NestedSections = Sections0;
  restorePrivatised(Priv0, Saved);
  ClausePrivate = Priv0;
  ClauseUninit = Uninit0;
  NestedOwn = Own0;
  if (failed())
    return true;
  ownWriteBacks(D);
  bool OneThread = K == llvm::omp::OMPD_single || K == llvm::omp::OMPD_master ||
                   K == llvm::omp::OMPD_masked || K == llvm::omp::OMPD_sections;
  if (OneThread)
    // one inner thread ran it (a section each): the others' values, their
    // own copies too, are not what it left
    nestedForget(Assoc, After, /*KeepOwn=*/false);
  if (K != llvm::omp::OMPD_simd && K != llvm::omp::OMPD_master &&
      K != llvm::omp::OMPD_masked && !Nowait)
    Barrier();
  return true;
}

int Builder::outerTeamValue(bool Tid) {
  if (EnvTeamNum < 0) {
    // (named apart from the construct's own threads in witnesses)
    const char *Num = "enclosing omp_get_num_threads()",
               *T = "enclosing omp_get_thread_num()";
    EnvTeamNum = freshSym(Num, Num, DRS_INT, DRS_SYM_INPUT);
    EnvTeamTid = freshSym(T, T, DRS_INT, DRS_SYM_INPUT);
    if (failed())
      return -1;
    // (Env mode: the path there becomes the construct's environment)
    auto Fact = [&](int F) { S.Path = drs_and(C, S.Path, F); };
    Fact(drs_binop(C, DRS_OP_GE, DRS_INT, EnvTeamNum, drs_const(C, DRS_INT, 1)));
    if (EnvTeamLimit > 0)
      Fact(drs_binop(C, DRS_OP_LE, DRS_INT, EnvTeamNum,
                     drs_const(C, DRS_INT, EnvTeamLimit)));
    Fact(drs_binop(C, DRS_OP_GE, DRS_INT, EnvTeamTid, drs_const(C, DRS_INT, 0)));
    Fact(drs_binop(C, DRS_OP_LT, DRS_INT, EnvTeamTid, EnvTeamNum));
  }
  return Tid ? EnvTeamTid : EnvTeamNum;
}

} // namespace drsat
