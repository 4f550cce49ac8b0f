//===- ConstructFinder.cpp - the loops drsat analyses --------------------===//
//
// One RecursiveASTVisitor walk over the main file's declarations (see
// ConstructFinder.h).  Declarations outside the main file are not entered.
// An OpenMP directive is visited before its loop, so by the time a ForStmt
// carrying `#pragma drs` is visited we already know whether it is the loop
// of a directive.  Templates are visited as written (not their
// instantiations): their constructs are "not analyzed: dependent code in a
// template".
//
//===----------------------------------------------------------------------===//
#include "ConstructFinder.h"

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

using namespace clang;

namespace drsat {

bool isModelledDirective(llvm::StringRef Kind) {
  return Kind == "parallel for" || Kind == "for" || Kind == "simd" ||
         Kind == "parallel for simd" || Kind == "for simd";
}

namespace {

/// The statement a loop directive applies to, through the captured regions
/// and attributes Sema wraps around it.
const Stmt *associatedLoop(const OMPLoopDirective *D) {
  if (!D->hasAssociatedStmt())
    return nullptr;
  const Stmt *S = D->getAssociatedStmt();
  for (;;) {
    if (const auto *CS = dyn_cast_or_null<CapturedStmt>(S))
      S = CS->getCapturedStmt();
    else if (const auto *AS = dyn_cast_or_null<AttributedStmt>(S))
      S = AS->getSubStmt();
    else if (const auto *CL = dyn_cast_or_null<OMPCanonicalLoop>(S))
      S = CL->getLoopStmt();
    else
      return S;
  }
}

class Finder : public RecursiveASTVisitor<Finder> {
  using Base = RecursiveASTVisitor<Finder>;

public:
  Finder(ASTContext &Ctx, const DrsPragmaLog &Pragmas)
      : SM(Ctx.getSourceManager()) {
    const LangOptions &LO = Ctx.getLangOpts();
    OpenMP = LO.OpenMP || LO.OpenMPSimd;
    SimdOnly = LO.OpenMPSimd;  // set only without -fopenmp (which then
                               // holds the OpenMP version anyway)
    for (const DrsPragmaSite &P : Pragmas) {
      if (P.Loc.isInvalid() || !SM.isInMainFile(P.Loc))
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

  FoundConstructs take() {
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
      if (L.isInvalid() || !SM.isInMainFile(SM.getExpansionLoc(L)))
        return true;
    }
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD || !FD->doesThisDeclarationHaveABody())
      return Base::TraverseDecl(D);
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

  bool VisitOMPLoopDirective(OMPLoopDirective *D) {
    if (!OpenMP || !D)
      return true;
    // Under -fopenmp-simd only the simd part of a directive is compiled; the
    // rest of the program runs sequentially: leave the others alone.
    if (SimdOnly && !isOpenMPSimdDirective(D->getDirectiveKind()))
      return true;
    FoundConstruct FC;
    FC.Site.Function = CurFn;
    FC.Site.Directive = D;
    FC.Site.PragmaLoc = D->getBeginLoc();
    FC.Site.Kind = llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str();
    const Stmt *Loop = associatedLoop(D);
    FC.Site.Loop = dyn_cast_or_null<ForStmt>(Loop);
    if (FC.Site.Loop)
      DirectiveLoops.insert(FC.Site.Loop);

    if (!isModelledDirective(FC.Site.Kind))
      FC.NotAnalyzed = "'#pragma omp " + FC.Site.Kind + "' is not modelled yet";
    else
      FC.NotAnalyzed = commonReason(Loop);
    Result.Constructs.push_back(std::move(FC));
    return true;
  }

  bool VisitForStmt(ForStmt *F) {
    if (!F || PragmaAt.empty())
      return true;
    SourceLocation For = F->getForLoc();
    if (!For.isFileID())
      return true;
    auto It = PragmaAt.find(For.getRawEncoding());
    if (It == PragmaAt.end() || It->second.Used)
      return true;
    It->second.Used = true;
    if (DirectiveLoops.count(F))
      return true;  // analysed once, as the OpenMP construct
    FoundConstruct FC;
    FC.Site.Function = CurFn;
    FC.Site.Loop = F;
    FC.Site.PragmaLoc = It->second.Loc;
    FC.Site.Kind = "drs";
    FC.NotAnalyzed = commonReason(F);
    Result.Constructs.push_back(std::move(FC));
    return true;
  }

private:
  /// Reasons shared by directives and `#pragma drs` loops.
  std::string commonReason(const Stmt *Loop) const {
    if (!CurFn)
      return "the loop is not inside a function";
    if (CurFn->isDependentContext())
      return "dependent code in a template";
    if (!Loop)
      return "the directive has no associated loop";
    if (isa<CXXForRangeStmt>(Loop))
      return "range-based 'for' loops are not modelled yet";
    if (!isa<ForStmt>(Loop))
      return "the associated statement is not a 'for' loop";
    return std::string();
  }

  struct PragmaUse {
    SourceLocation Loc;
    bool Used = false;
  };

  SourceManager &SM;
  bool OpenMP = false;
  bool SimdOnly = false;
  const FunctionDecl *CurFn = nullptr;
  llvm::DenseMap<unsigned, PragmaUse> PragmaAt;  // `for` keyword -> pragma
  std::vector<std::pair<unsigned, SourceLocation>> PragmaOrder;
  llvm::SmallPtrSet<const ForStmt *, 16> DirectiveLoops;
  FoundConstructs Result;
};

} // namespace

FoundConstructs findConstructs(ASTContext &Ctx, const DrsPragmaLog &Pragmas) {
  Finder F(Ctx, Pragmas);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  return F.take();
}

} // namespace drsat

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
