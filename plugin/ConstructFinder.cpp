//===- ConstructFinder.cpp - the constructs drsat analyses ---------------===//
//
// One RecursiveASTVisitor walk over the translation unit's declarations
// (see ConstructFinder.h).  Declarations of system headers (and of headers
// the header filter leaves out) are not entered.
// An OpenMP directive is classified before its body is walked, so by the time
// a ForStmt carrying `#pragma drs` is visited we already know whether it is
// the loop of a directive, and nested directives know what encloses them.
// Templates are visited as written and per instantiation: a construct of a
// pattern that has instantiations is left to them (take()); one of a pattern
// never instantiated, and `#pragma drs` loops in templates, are "not
// analyzed: dependent code in a template".
//
// A `#pragma omp parallel` region whose code outside its worksharing loops
// cannot race needs no model of its own (coveredRegionReason, in
// RegionCheck.cpp); any other region is built as a construct
// (BuildRegion.cpp) unless regionReason finds a directive inside that the
// region model lacks.
//
//===----------------------------------------------------------------------===//
#include "ConstructFinder.h"
#include "SymExec.h"

#include "clang/AST/ExprCXX.h"
// GCC's -Wnonnull misfires on LazyOffsetPtr (ExternalASTSource.h), inlined
// from RecursiveASTVisitor: not our code, not a real null.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wnonnull"
#endif
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

using namespace clang;

namespace drsat {

LoopForm modelledForm(llvm::omp::Directive K) {
  using namespace llvm::omp;
  switch (K) {
  case OMPD_parallel_for: return LoopForm::ParallelFor;
  case OMPD_for: return LoopForm::For;
  case OMPD_simd: return LoopForm::Simd;
  case OMPD_parallel_for_simd: return LoopForm::ParallelForSimd;
  case OMPD_for_simd: return LoopForm::ForSimd;
  default: return LoopForm::None;
  }
}

std::string directiveName(const OMPExecutableDirective *D) {
  return llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str();
}

namespace {

/// The statement a loop directive applies to, through the captured regions
/// and attributes Sema wraps around it.
const Stmt *associatedLoop(const OMPLoopDirective *D) {
  if (!D->hasAssociatedStmt())
    return nullptr;
  return drsat::unwrapCaptured(D->getAssociatedStmt());
}

class Finder : public RecursiveASTVisitor<Finder> {
  using Base = RecursiveASTVisitor<Finder>;

public:
  Finder(ASTContext &C, const DrsPragmaLog &Pragmas, const llvm::Regex *HF,
         bool Adv)
      : Ctx(C), SM(C.getSourceManager()), HeaderFilter(HF), Advise(Adv) {
    const LangOptions &LO = Ctx.getLangOpts();
    OpenMP = LO.OpenMP || LO.OpenMPSimd;
    SimdOnly = LO.OpenMPSimd;  // set only without -fopenmp (which then
                               // holds the OpenMP version anyway)
    for (const DrsPragmaSite &P : Pragmas) {
      if (P.Loc.isInvalid() || !wanted(P.Loc))
        continue;
      SourceLocation For = findLoopKeyword(SM, LO, P.EndLoc);
      if (For.isInvalid()) {
        Result.UnmatchedPragmas.push_back(P.Loc);
        continue;
      }
      auto Ins = PragmaAt.try_emplace(For.getRawEncoding(), PragmaUse{P.Loc});
      (void)Ins;  // several pragmas on one loop: the first one names it
      PragmaOrder.push_back({For.getRawEncoding(), P.Loc});
    }
  }

  /// Templates: each instantiation is analysed with its types; a pattern
  /// that has one is left to it (its own constructs dropped here), one
  /// that has none stays "dependent code in a template".
  bool shouldVisitTemplateInstantiations() const { return true; }

  FoundConstructs take() {
    auto &CV = Result.Constructs;
    CV.erase(std::remove_if(CV.begin(), CV.end(),
                            [&](const FoundConstruct &FC) {
                              // (`#pragma drs` stays with the pattern)
                              return FC.Site.Function && FC.Site.Kind != "drs" &&
                                     Instantiated.count(FC.Site.Function);
                            }),
             CV.end());
    for (const auto &PO : PragmaOrder) {
      auto It = PragmaAt.find(PO.first);
      if (It != PragmaAt.end() && !It->second.Used)
        Result.UnmatchedPragmas.push_back(PO.second);
    }
    // Report unmatched pragmas in source order.
    std::sort(Result.UnmatchedPragmas.begin(), Result.UnmatchedPragmas.end(),
              [this](SourceLocation A, SourceLocation B) {
                return SM.isBeforeInTranslationUnit(A, B);
              });
    adviceParents();
    return std::move(Result);
  }

  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    // Enter only the main file's top-level declarations (nested ones, such as
    // the CapturedDecl of a directive, belong to their parent).
    if (!isa<TranslationUnitDecl>(D) && D->getDeclContext() &&
        D->getDeclContext()->isFileContext()) {
      SourceLocation L = D->getLocation();
      if (L.isInvalid() || !wanted(L))
        return true;
    }
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD || !FD->doesThisDeclarationHaveABody())
      return Base::TraverseDecl(D);
    if (FD->isTemplateInstantiation())
      if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
        Instantiated.insert(P);
    const FunctionDecl *Saved = CurFn;
    CurFn = FD;
    bool Ok = Base::TraverseDecl(D);
    CurFn = Saved;
    return Ok;
  }

  bool TraverseLambdaExpr(LambdaExpr *E) {
    const FunctionDecl *Saved = CurFn;
    if (E)
      CurFn = E->getCallOperator();
    bool Ok = Base::TraverseLambdaExpr(E);
    CurFn = Saved;
    return Ok;
  }

  /// Classifies each OpenMP directive before walking into it.  Other
  /// statements keep the base's data recursion (a work queue instead of the
  /// call stack), so expressions as deep as Clang parses cost no stack; a
  /// directive is walked to its end before the walk goes on (its own queue),
  /// so the nesting depths below bracket exactly its body.
  bool TraverseStmt(Stmt *S, DataRecursionQueue *Queue = nullptr) {
    auto *D = dyn_cast_or_null<OMPExecutableDirective>(S);
    if (!D || !OpenMP)
      return Base::TraverseStmt(S, Queue);
    unsigned *Depth = classify(D);
    if (Depth) {
      ++*Depth;
      Enclosing.push_back({Depth, directiveName(D), D->getBeginLoc(), D});
    }
    ++InDirective;
    bool Ok = Base::TraverseStmt(S);
    --InDirective;
    if (Depth) {
      --*Depth;
      Enclosing.pop_back();
    }
    return Ok;
  }

  bool VisitForStmt(ForStmt *F) {
    if (!F || (CurFn && CurFn->isTemplateInstantiation()))
      return true;  // (`#pragma drs` and advice: the template as written)
    SourceLocation For = F->getForLoc();
    if (!For.isFileID())
      return true;
    auto It = PragmaAt.find(For.getRawEncoding());
    if (It == PragmaAt.end() || It->second.Used) {
      adviceCandidate(F);
      return true;
    }
    It->second.Used = true;
    if (DirectiveLoops.count(F))
      return true;  // analysed once, as the OpenMP construct
    DrsLoops.push_back(F);
    FoundConstruct FC;
    FC.Site.Function = CurFn;
    FC.Site.Loop = F;
    FC.Site.PragmaLoc = It->second.Loc;
    FC.Site.Kind = "drs";
    FC.Site.Form = LoopForm::Drs;
    FC.NotAnalyzed = commonReason(F);
    if (FC.NotAnalyzed.empty())
      FC.NotAnalyzed = nestingReason("drs", std::nullopt);
    Result.Constructs.push_back(std::move(FC));
    return true;
  }

private:
  /// With Advise, F joins the advice loops when it is a plain loop of an
  /// analysed file, outside OpenMP and outside code run by a team.
  void adviceCandidate(const ForStmt *F) {
    if (!Advise || InDirective || !CurFn || !wanted(F->getForLoc()) ||
        !commonReason(F).empty() ||
        RegionCallees.count(CurFn->getCanonicalDecl()))
      return;
    if (containsKindOf<OMPExecutableDirective>(F->getBody()))
      return;  // parallelised inside already
    SourceLocation B = SM.getExpansionLoc(F->getBeginLoc());
    for (const ForStmt *P : DrsLoops)  // asked about as a whole already
      if (!SM.isBeforeInTranslationUnit(B, SM.getExpansionLoc(P->getBeginLoc())) &&
          !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(P->getEndLoc()), B))
        return;
    AdviceLoop A;
    A.Function = CurFn;
    A.Loop = F;
    Result.AdviceLoops.push_back(A);
  }

  /// Source order and the nesting of the advice loops (a loop's parent is
  /// the nearest advice loop of the same function around it).
  void adviceParents() {
    std::vector<AdviceLoop> &V = Result.AdviceLoops;
    auto Begin = [&](const AdviceLoop &A) {
      return SM.getExpansionLoc(A.Loop->getBeginLoc());
    };
    std::stable_sort(V.begin(), V.end(),
                     [&](const AdviceLoop &A, const AdviceLoop &B) {
                       return SM.isBeforeInTranslationUnit(Begin(A), Begin(B));
                     });
    std::vector<int> Open;  // advice loops around the current one
    for (int I = 0; I < static_cast<int>(V.size()); ++I) {
      SourceLocation B = Begin(V[I]);
      while (!Open.empty()) {
        const AdviceLoop &O = V[Open.back()];
        SourceLocation E = SM.getExpansionLoc(O.Loop->getEndLoc());
        if (O.Function == V[I].Function && !SM.isBeforeInTranslationUnit(E, B))
          break;
        Open.pop_back();
      }
      V[I].Parent = Open.empty() ? -1 : Open.back();
      Open.push_back(I);
    }
  }

  /// L is in the main file, or in a header that is no system header and
  /// that the header filter (if any) matches.
  bool wanted(SourceLocation L) const {
    SourceLocation E = SM.getExpansionLoc(L);
    if (SM.isInMainFile(E))
      return true;
    if (SM.isInSystemHeader(E))
      return false;
    if (!HeaderFilter)
      return true;
    return HeaderFilter->match(SM.getFilename(E));
  }

  /// Records what D is (a construct, a region to report, nothing) and
  /// returns the depth counter to raise while inside it, or null.
  unsigned *classify(OMPExecutableDirective *D) {
    llvm::omp::Directive K = D->getDirectiveKind();
    // Under -fopenmp-simd only the simd part of a directive is compiled; the
    // rest of the program runs sequentially: leave the others alone.
    if (SimdOnly && !isOpenMPSimdDirective(K))
      return nullptr;
    std::string Name = directiveName(D);
    if (K == llvm::omp::OMPD_taskloop && InCovered)
      return nullptr;  // the region's construct makes its tasks
    if (auto *LD = dyn_cast<OMPLoopDirective>(D)) {
      std::string Why;
      const OMPExecutableDirective *Teams = nullptr;
      LoopForm Form = modelledForm(K);
      if (Form == LoopForm::None && !InModelledLoop && !InReported)
        Form = loopBehaviour(K, LD, Teams, Why);
      bool Modelled = Form != LoopForm::None;
      if (targetTask(LD) && !InModelledLoop && !InReported && !InCovered &&
          Form != LoopForm::None && hostConstruct(LD) == Host::Failed) {
        // its values come from host code nobody checks against it
        Form = LoopForm::None;
        Why = "the host code around '#pragma omp " + Name +
              " nowait' is not analyzed";
      }
      addLoop(LD, Name, /*Report=*/Modelled || !InReported, Form, Teams, Why);
      return Modelled ? &InModelledLoop : &InReported;
    }
    // Inside an analysed loop the builder models nested directives or says
    // why not; inside a reported directive one warning is enough; inside a
    // covered region only barriers and worksharing loops occur.
    // A parallel region nested in a modelled one is a construct of its own
    // (its team's pairs); the enclosing region's construct sees its work as
    // its encountering thread's (BuildNestedTeam.cpp).
    bool NestedRegion = InCovered && !InModelledLoop && !InReported &&
                        (K == llvm::omp::OMPD_parallel ||
                         K == llvm::omp::OMPD_parallel_sections);
    if ((InModelledLoop || InReported || InCovered) && !NestedRegion)
      return nullptr;
    std::string Why;
    bool Modelled = false;
    if (isOpenMPTargetDataManagementDirective(K) ||
        K == llvm::omp::OMPD_target) {
      // the host waits for the device (without nowait): a target region
      // runs its body on one device thread, as if in place; data movement
      // moves values, it makes no thread (BuildTarget.cpp)
      if (!D->hasClausesOfKind<OMPNowaitClause>())
        return &InTransparent;
      Why = "'#pragma omp " + Name + " nowait' (a deferred target task) is "
                                     "not modelled yet";
      if (targetTask(D) && CurFn)
        switch (hostConstruct(D)) {
        case Host::None:
          return nullptr;
        case Host::Modelled:
          return &InCovered;
        case Host::Failed:
          return &InReported;
        }
    } else if (K == llvm::omp::OMPD_teams || K == llvm::omp::OMPD_target_teams) {
      // teams whose body is one `distribute` loop: the loop's construct;
      // any other: a region whose copies are teams (BuildRegion.cpp)
      if (D->hasClausesOfKind<OMPNowaitClause>())
        Why = "'#pragma omp " + Name + " nowait' (a deferred target task) is "
                                       "not modelled yet";
      else if (distributeIn(D))
        return &InTransparent;
      else
        Why = teamsReason(D);
      Modelled = Why.empty();
    } else if (K == llvm::omp::OMPD_target_parallel) {
      Why = D->hasClausesOfKind<OMPNowaitClause>()
                ? "'#pragma omp " + Name + " nowait' (a deferred target task) "
                                           "is not modelled yet"
                : regionReason(D);
      Modelled = Why.empty();
    } else if (K == llvm::omp::OMPD_parallel) {
      // covered by its worksharing loops' analysis: nothing else to check
      if (coveredRegionReason(Ctx, D, CurFn).empty())
        return &InCovered;
      Why = regionReason(D);
      Modelled = Why.empty();
    } else if (K == llvm::omp::OMPD_parallel_sections) {
      Why = regionReason(D);
      Modelled = Why.empty();
    } else if ((K == llvm::omp::OMPD_task || K == llvm::omp::OMPD_taskgroup) &&
               CurFn && RegionCallees.count(CurFn->getCanonicalDecl())) {
      // an orphaned task in a function a region calls: the region's
      // construct executes it through the call (SymCall.cpp); called from
      // nowhere else, as far as this file shows
      return nullptr;
    } else if ((K == llvm::omp::OMPD_task || K == llvm::omp::OMPD_taskgroup) &&
               CurFn && CurFn->isMain()) {
      // outside any parallel region of main: the initial thread's team of
      // one runs it (BuildRegion.cpp, a region of exactly one thread)
      Modelled = true;
    } else if (orphanSafe(K)) {
      // outside any parallel construct: it runs in the team of a caller,
      // whose construct executes it through the call (SymCall.cpp) or says
      // why not; by itself it runs nothing in parallel
      return nullptr;
    } else {
      Why = "'#pragma omp " + Name + "' is not modelled yet";
    }
    FoundConstruct FC;
    FC.Site.Function = CurFn;
    FC.Site.PragmaLoc = D->getBeginLoc();
    FC.Site.Kind = Name;
    FC.NotAnalyzed = std::move(Why);
    FC.Region = true;
    if (Modelled)
      FC.Site.Region = D;
    if (!CurFn || CurFn->isDependentContext())
      FC.NotAnalyzed = "dependent code in a template";
    Result.Constructs.push_back(std::move(FC));
    return Modelled ? &InCovered : &InReported;
  }

  /// A directive that creates no parallelism of its own: synchronisation
  /// and worksharing that bind to the team of whatever encounters them.
  static bool orphanSafe(llvm::omp::Directive K) {
    switch (K) {
    case llvm::omp::OMPD_critical:
    case llvm::omp::OMPD_atomic:
    case llvm::omp::OMPD_flush:
    case llvm::omp::OMPD_barrier:
    case llvm::omp::OMPD_master:
    case llvm::omp::OMPD_masked:
    case llvm::omp::OMPD_single:
    case llvm::omp::OMPD_sections:
    case llvm::omp::OMPD_section:
    case llvm::omp::OMPD_ordered:
    case llvm::omp::OMPD_taskwait:
    case llvm::omp::OMPD_taskyield:
      return true;
    default:
      return false;
    }
  }

  /// Why D cannot be modelled, judged by the directives inside it (those
  /// Allowed names are modelled there), or "".
  std::string nestedReason(const OMPExecutableDirective *D,
                           bool (*Allowed)(llvm::omp::Directive)) const {
    std::string Why;
    if (!D->hasAssociatedStmt())
      return "'#pragma omp " + directiveName(D) + "' without a body is not "
                                                  "modelled yet";
    walk(D->getAssociatedStmt(), [&](const Stmt *X) {
      const auto *E = dyn_cast<OMPExecutableDirective>(X);
      if (!E || E == D || !Why.empty() || Allowed(E->getDirectiveKind()))
        return;
      if (Allowed == regionAllows && targetTask(E)) {
        Why = targetTaskReason(E);  // a task of the region
        return;
      }
      Why = "'#pragma omp " + directiveName(E) + "' in '#pragma omp " +
            directiveName(D) + "' is not modelled yet";
    });
    return Why;
  }

  /// Why `teams` region D cannot be modelled (only `distribute` and
  /// `atomic` are inside it; OpenMP allows also `parallel` and `loop`).
  std::string teamsReason(const OMPExecutableDirective *D) const {
    return nestedReason(D, [](llvm::omp::Directive K) {
      return K == llvm::omp::OMPD_distribute || K == llvm::omp::OMPD_atomic;
    });
  }

  /// The directives the region model (BuildRegion.cpp) has inside a
  /// `parallel` region.
  static bool regionAllows(llvm::omp::Directive K) {
    switch (K) {
    case llvm::omp::OMPD_for:
    case llvm::omp::OMPD_for_simd:
    case llvm::omp::OMPD_simd:
    case llvm::omp::OMPD_barrier:
    case llvm::omp::OMPD_single:
    case llvm::omp::OMPD_master:
    case llvm::omp::OMPD_masked:
    case llvm::omp::OMPD_sections:
    case llvm::omp::OMPD_section:
    case llvm::omp::OMPD_critical:
    case llvm::omp::OMPD_atomic:
    case llvm::omp::OMPD_flush:
    case llvm::omp::OMPD_ordered:
    case llvm::omp::OMPD_task:
    case llvm::omp::OMPD_taskwait:
    case llvm::omp::OMPD_taskgroup:
    case llvm::omp::OMPD_taskyield:
    case llvm::omp::OMPD_taskloop:
    case llvm::omp::OMPD_parallel:  // nested (BuildNestedTeam.cpp)
    case llvm::omp::OMPD_parallel_for:
    case llvm::omp::OMPD_parallel_for_simd:
    case llvm::omp::OMPD_parallel_sections:
      return true;
    default:
      return false;
    }
  }

  /// Target task D outside any region: the construct of its function's
  /// host code and target tasks, made at the first of them (reported "not
  /// analyzed" there when it cannot be).  None when a region's construct
  /// runs the function through a call instead.
  enum class Host { None, Modelled, Failed };
  Host hostConstruct(const OMPExecutableDirective *D) {
    if (!CurFn || RegionCallees.count(CurFn->getCanonicalDecl()))
      return Host::None;
    auto It = HostTaskFns.find(CurFn);
    if (It != HostTaskFns.end())
      return It->second ? Host::Modelled : Host::Failed;
    FoundConstruct FC;
    FC.Site.Function = CurFn;
    FC.Site.PragmaLoc = D->getBeginLoc();
    FC.Site.Kind = directiveName(D);
    FC.NotAnalyzed = hostTasksReason(CurFn);
    FC.Region = true;
    if (FC.NotAnalyzed.empty()) {
      FC.Site.Region = D;
      FC.Site.HostTasks = true;
    }
    if (CurFn->isDependentContext())
      FC.NotAnalyzed = "dependent code in a template";
    bool Ok = FC.NotAnalyzed.empty();
    HostTaskFns[CurFn] = Ok;
    Result.Constructs.push_back(std::move(FC));
    return Ok ? Host::Modelled : Host::Failed;
  }

  /// Why the host code of F with its target tasks cannot be one construct:
  /// a directive other than `target nowait` (with a body the task model
  /// runs) and `taskwait` in F, or "".
  std::string hostTasksReason(const FunctionDecl *F) const {
    std::string Why;
    walk(F->getBody(), [&](const Stmt *X) {
      const auto *E = dyn_cast<OMPExecutableDirective>(X);
      if (!E || !Why.empty())
        return;
      if (targetTask(E))
        Why = targetTaskReason(E);
      else if (E->getDirectiveKind() != llvm::omp::OMPD_taskwait &&
               E->getDirectiveKind() != llvm::omp::OMPD_atomic)
        Why = "'#pragma omp " + directiveName(E) + "' in a function with "
              "'#pragma omp target nowait' is not modelled yet";
    });
    return Why;
  }

  /// Why region D cannot be modelled (BuildRegion.cpp), judged by the
  /// directives inside it, or "": the builder says the rest.
  std::string regionReason(const OMPExecutableDirective *D) const {
    return nestedReason(D, regionAllows);
  }

  /// The loop D's teams share when D is a `distribute` form: D itself
  /// when combined with `teams`, the `teams` construct whose body D is
  /// (the frame just outside), or null.
  const OMPExecutableDirective *teamsOf(const OMPLoopDirective *D) const {
    if (isOpenMPTeamsDirective(D->getDirectiveKind()))
      return D;
    // the nearest directive around D: a `teams` whose body D is, or a
    // `teams` region (its construct checks D against the region's code)
    if (Enclosing.empty() || !Enclosing.back().Dir ||
        !isOpenMPTeamsDirective(Enclosing.back().Dir->getDirectiveKind()))
      return nullptr;
    const Frame &F = Enclosing.back();
    if ((F.Counter == &InTransparent && distributeIn(F.Dir) == D) ||
        F.Counter == &InCovered)
      return F.Dir;
    return nullptr;
  }

  /// The modelled loop form a target, teams or loop form K behaves as
  /// (ParallelFor, ParallelForSimd, Simd, Distribute), with the teams
  /// construct that shares its iterations; None with Why when it is not
  /// modelled.
  LoopForm loopBehaviour(llvm::omp::Directive K, const OMPLoopDirective *D,
                            const OMPExecutableDirective *&Teams,
                            std::string &Why) const {
    using namespace llvm::omp;
    std::string Name = directiveName(D);
    if (D->hasClausesOfKind<OMPNowaitClause>() && isOpenMPTargetExecutionDirective(K)) {
      // a target task: its iterations race as without nowait; the task
      // against the host's code is the business of the construct of the
      // code around it (hostConstruct, or the region's)
      Why = targetTaskReason(D);
      if (!Why.empty())
        return LoopForm::None;
    }
    switch (K) {
    case OMPD_target_parallel_for:
    case OMPD_target_parallel_loop:
    case OMPD_parallel_loop:
      return LoopForm::ParallelFor;
    case OMPD_target_parallel_for_simd:
      return LoopForm::ParallelForSimd;
    case OMPD_target_simd:
      return LoopForm::Simd;
    default:
      break;
    }
    if (!isOpenMPDistributeDirective(K) && K != OMPD_teams_loop &&
        K != OMPD_target_teams_loop)
      return LoopForm::None;
    Teams = teamsOf(D);
    if (!Teams && K != OMPD_teams_loop && K != OMPD_target_teams_loop) {
      Why = "'#pragma omp " + Name + "' outside a 'teams' construct is not "
                                     "modelled yet";
      return LoopForm::None;
    }
    if (!Teams)
      Teams = D;
    if (K == OMPD_teams_distribute || K == OMPD_target_teams_distribute ||
        K == OMPD_distribute)
      return LoopForm::Distribute;  // each team runs its iterations in order
    // iterations across teams and, within a team, across threads or lanes
    return isOpenMPSimdDirective(K) ? LoopForm::ParallelForSimd
                                     : LoopForm::ParallelFor;
  }

  /// The `distribute` loop directive that is all of teams directive D's
  /// body, or null.
  static const OMPLoopDirective *distributeIn(const OMPExecutableDirective *D) {
    if (!D->hasAssociatedStmt())
      return nullptr;
    const Stmt *B = drsat::unwrapCaptured(D->getAssociatedStmt());
    while (const auto *CS = dyn_cast_or_null<CompoundStmt>(B)) {
      const Stmt *Only = nullptr;
      for (const Stmt *X : CS->body()) {
        if (isa<NullStmt>(X))
          continue;
        if (Only)
          return nullptr;
        Only = X;
      }
      B = Only;
    }
    const auto *L = dyn_cast_or_null<OMPLoopDirective>(B);
    return L && isOpenMPDistributeDirective(L->getDirectiveKind()) &&
                   !isOpenMPTeamsDirective(L->getDirectiveKind())
               ? L
               : nullptr;
  }

  void addLoop(OMPLoopDirective *D, const std::string &Name, bool Report,
               LoopForm Form = LoopForm::None,
               const OMPExecutableDirective *Teams = nullptr,
               const std::string &Why = std::string()) {
    const Stmt *Loop = associatedLoop(D);
    const auto *F = dyn_cast_or_null<ForStmt>(Loop);
    if (F)
      DirectiveLoops.insert(F);
    if (!Report)
      return;
    // the `parallel for` that is the whole body of an analysed loop
    // construct is part of that construct's analysis (absorbedParallelFor)
    if (!Enclosing.empty() && Enclosing.back().Counter == &InModelledLoop &&
        absorbedParallelFor(Enclosing.back().Dir) == D)
      return;
    FoundConstruct FC;
    FC.Site.Function = CurFn;
    FC.Site.Directive = D;
    FC.Site.PragmaLoc = D->getBeginLoc();
    FC.Site.Kind = Name;
    FC.Site.Loop = F ? static_cast<const Stmt *>(F)
                     : dyn_cast_or_null<CXXForRangeStmt>(Loop);
    FC.Site.Form = Form;
    FC.Site.Teams = Teams;
    if (!Why.empty())
      FC.NotAnalyzed = Why;
    else if (Form == LoopForm::None)
      FC.NotAnalyzed = "'#pragma omp " + Name + "' is not modelled yet";
    else
      FC.NotAnalyzed = commonReason(Loop);
    if (FC.NotAnalyzed.empty())
      FC.NotAnalyzed = nestingReason(Name, D->getDirectiveKind());
    Result.Constructs.push_back(std::move(FC));
  }

  /// Why a loop construct of kind Kind cannot be analysed where it is
  /// nested, or "": inside a directive that is not analysed, a verdict would
  /// rest on what was not understood; inside a modelled loop directive, a
  /// worksharing or `parallel` loop is run by every thread (or iteration) of
  /// the outer one, which its own model does not say (a `simd` loop runs in
  /// one iteration of the outer loop: its lanes are all it adds).
  std::string nestingReason(const std::string &Kind,
                            std::optional<llvm::omp::Directive> K) const {
    // a simd loop (or a `#pragma drs` loop, K empty) adds no threads
    bool AddsThreads =
        K && *K != llvm::omp::OMPD_simd && *K != llvm::omp::OMPD_target_simd;
    for (auto It = Enclosing.rbegin(); It != Enclosing.rend(); ++It) {
      std::string Where = "'#pragma omp " + It->Name + "' at line " +
                          std::to_string(SM.getPresumedLineNumber(
                              SM.getExpansionLoc(It->Loc)));
      if (It->Counter == &InReported)
        return "it is nested in " + Where + ", which is not analyzed";
      if (It->Counter == &InModelledLoop && AddsThreads)
        return "'#pragma omp " + Kind + "' nested in " + Where +
               " (run by each of its iterations) is not modelled yet";
    }
    return std::string();
  }

  /// Reasons shared by directives and `#pragma drs` loops.
  std::string commonReason(const Stmt *Loop) const {
    if (!CurFn)
      return "the loop is not inside a function";
    if (CurFn->isDependentContext())
      return "dependent code in a template";
    if (!Loop)
      return "the directive has no associated loop";
    if (!isa<ForStmt>(Loop) && !isa<CXXForRangeStmt>(Loop))
      return "the associated statement is not a 'for' loop";
    return std::string();
  }

  struct PragmaUse {
    SourceLocation Loc;
    bool Used = false;
  };

  ASTContext &Ctx;
  SourceManager &SM;
  const llvm::Regex *HeaderFilter;
  bool Advise = false;
  /// Inside any OpenMP directive (modelled or not).
  unsigned InDirective = 0;
  bool OpenMP = false;
  bool SimdOnly = false;
  const FunctionDecl *CurFn = nullptr;
  /// Nesting depths: inside an analysed (modelled) loop directive, inside a
  /// directive already reported (or a loop directive not modelled), inside a
  /// covered `parallel` region.
  unsigned InModelledLoop = 0, InReported = 0, InCovered = 0;
  /// Inside `target`, `target data` or `teams` around one `distribute`
  /// loop: they run nothing in parallel themselves.
  unsigned InTransparent = 0;
  /// The directives being walked that raised one of those depths,
  /// innermost last.
  struct Frame {
    unsigned *Counter;
    std::string Name;
    SourceLocation Loc;
    const OMPExecutableDirective *Dir;
  };
  std::vector<Frame> Enclosing;
  llvm::DenseMap<unsigned, PragmaUse> PragmaAt;  // `for` keyword -> pragma
  std::vector<std::pair<unsigned, SourceLocation>> PragmaOrder;
  llvm::SmallPtrSet<const ForStmt *, 16> DirectiveLoops;
  std::vector<const ForStmt *> DrsLoops;  // `#pragma drs` loops (advice)
  /// Functions (canonical) that parallel regions of this file call, and
  /// only those: the functions they call, and so on (regionCallees).
  llvm::SmallPtrSet<const FunctionDecl *, 16> RegionCallees;
  /// Functions whose host code and target tasks are one construct already.
  std::map<const FunctionDecl *, bool> HostTaskFns;  ///< (modelled?)
  /// Patterns of the function templates (and members of class templates)
  /// instantiated with a body: their instantiations are analysed instead.
  std::set<const FunctionDecl *> Instantiated;
  FoundConstructs Result;

public:
  /// Fills RegionCallees: a function called only from parallel regions
  /// (directly or through other such functions) runs in a region's team.
  void regionCallees() {
    llvm::DenseMap<const FunctionDecl *, bool> FromRegion;  // canonical
    std::vector<const FunctionDecl *> Todo;
    // Calls(Body, InRegion): the functions Body calls inside (InRegion) or
    // outside the parallel regions it contains
    auto Calls = [&](const Stmt *Body, bool InRegion,
                     std::set<const FunctionDecl *> &Out, auto &&Self) -> void {
      llvm::SmallVector<const Stmt *, 32> Work{Body};
      while (!Work.empty()) {
        const Stmt *X = Work.pop_back_val();
        if (!X)
          continue;
        const auto *E = dyn_cast<OMPExecutableDirective>(X);
        if (E && isOpenMPParallelDirective(E->getDirectiveKind()) &&
            E->hasAssociatedStmt() && !InRegion) {
          std::set<const FunctionDecl *> In;
          Self(E->getAssociatedStmt(), true, In, Self);
          for (const FunctionDecl *F : In)
            if (FromRegion.try_emplace(F, true).second)
              Todo.push_back(F);
          continue;  // not a call of the sequential code
        }
        if (const auto *CE = dyn_cast<CallExpr>(X))
          if (const FunctionDecl *FD = CE->getDirectCallee())
            Out.insert(FD->getCanonicalDecl());
        if (const auto *CS = dyn_cast<CapturedStmt>(X)) {
          Work.push_back(CS->getCapturedStmt());
          continue;
        }
        for (const Stmt *Ch : X->children())
          Work.push_back(Ch);
      }
    };
    std::vector<const FunctionDecl *> Defs;
    for (const Decl *D : Ctx.getTranslationUnitDecl()->decls())
      if (const auto *FD = dyn_cast<FunctionDecl>(D))
        if (FD->doesThisDeclarationHaveABody())
          Defs.push_back(FD);
    std::map<const FunctionDecl *, std::set<const FunctionDecl *>> Seq;
    for (const FunctionDecl *FD : Defs)
      Calls(FD->getBody(), false, Seq[FD->getCanonicalDecl()], Calls);
    while (!Todo.empty()) {
      const FunctionDecl *F = Todo.back();
      Todo.pop_back();
      for (const FunctionDecl *G : Seq[F])  // all its calls run in the team
        if (FromRegion.try_emplace(G, true).second)
          Todo.push_back(G);
    }
    // called from code that does not run in a region: not only a region's
    std::set<const FunctionDecl *> Outside;
    for (const auto &KV : Seq)
      if (!FromRegion.count(KV.first))
        Outside.insert(KV.second.begin(), KV.second.end());
    for (const auto &KV : FromRegion)
      if (!Outside.count(KV.first) && !KV.first->isMain())
        RegionCallees.insert(KV.first);
  }
};

} // namespace

FoundConstructs findConstructs(ASTContext &Ctx, const DrsPragmaLog &Pragmas,
                               const llvm::Regex *HeaderFilter, bool Advise) {
  Finder F(Ctx, Pragmas, HeaderFilter, Advise);
  F.regionCallees();
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  return F.take();
}

} // namespace drsat

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
