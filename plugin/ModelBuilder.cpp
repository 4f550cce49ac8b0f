//===- ModelBuilder.cpp - Clang AST to drsat model -----------------------===//
//
// drsat::buildConstructModel: turns one construct found by the front into a
// drs_construct (encoder/drs_model.h).  This file holds the driver: the
// checks on the whole function, the walk from the function's start down to
// the construct (the environment: values, dominating conditions, enclosing
// sequential loops, the enclosing parallel region), then the construct's
// loops (BuildLoops.cpp), one iteration of the body with OpenMP data sharing
// (BuildSharing.cpp) and the fix-its.  The executor is in SymExec.cpp
// (statements), SymExpr.cpp (expressions), SymAddress.cpp (addresses),
// SymAccess.cpp (accesses, variables), SymTable.cpp (read-only tables),
// SymState.cpp (helpers) and SymSyntax.cpp (AST-only helpers, library
// functions).
//
// Example: for
//     void f(int *a, int n) {
//       if (n > 100) return;
//       #pragma omp parallel for
//       for (int i = 0; i < n; i++) a[i + 1] = a[i];
//     }
// the model has the INPUT symbol n, env !(n > 100), one PARALLEL loop over the
// LOOP symbol i (init 0, cond i < n, step 1), the POINTER object a, a write
// of a[i + 1] at byte offset (i64)(i + 1) * 4 and a read of a[i] at
// (i64)i * 4, both with path "true".
//
//===----------------------------------------------------------------------===//
#include <unordered_map>

#include "ModelBuilder.h"
#include "SymExec.h"

#include "clang/AST/Attr.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace drsat {

Builder::Builder(ASTContext &Ctx_, const ConstructSite &Site_)
    : Ctx(Ctx_), Site(Site_), SM(Ctx_.getSourceManager()) {}

const Stmt *skipSingle(const Stmt *S) {
  for (;;) {
    if (const auto *CS = dyn_cast_or_null<CompoundStmt>(S)) {
      if (CS->size() != 1)
        return S;
      S = CS->body_front();
    } else if (const auto *AS = dyn_cast_or_null<AttributedStmt>(S)) {
      S = AS->getSubStmt();
    } else {
      return S;
    }
  }
}

// ---- the function as a whole -----------------------------------------------

namespace {
/// What precheckFunction finds in a function body (memoised per body).
struct PrecheckFacts {
  std::set<const VarDecl *> ArrayEscapes, AddrTaken, FuncGlobals;
  std::string Fail;
};
} // namespace

static void collectFunctionFacts(const Stmt *Body, PrecheckFacts &F) {
  llvm::SmallPtrSet<const Expr *, 32> SubscriptBases;  // (one per subscript: no tree)
  auto fail = [&](const std::string &Why) {
    if (F.Fail.empty())
      F.Fail = Why;
  };
  walk(Body, [&](const Stmt *X) {
    // an array used other than by subscripting (`keep(loc)`, `p = loc`):
    // its address may reach a pointer of unknown origin
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(X))
      SubscriptBases.insert(AS->getBase()->IgnoreParens());
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(X))
      if (IC->getCastKind() == CK_ArrayToPointerDecay && !SubscriptBases.count(IC))
        if (const VarDecl *VD = refVar(IC->getSubExpr()))
          F.ArrayEscapes.insert(VD);
    if (isa<GotoStmt>(X) || isa<IndirectGotoStmt>(X) || isa<LabelStmt>(X) ||
        isa<AddrLabelExpr>(X))
      fail("the function uses 'goto' or labels (not modelled)");
    if (typeSizeEffect(X))
      fail("a variably modified type whose size expression writes or calls "
           "(not modelled)");
    if (const auto *CE = dyn_cast<CallExpr>(X))
      if (const FunctionDecl *FD = CE->getDirectCallee()) {
        llvm::StringRef N = libraryName(FD);
        if (N == "setjmp" || N == "_setjmp" || N == "sigsetjmp" ||
            N == "__sigsetjmp" || N == "longjmp" || N == "siglongjmp")
          fail("the function uses '" + N.str() + "' (not modelled)");
      }
    if (const auto *U = dyn_cast<UnaryOperator>(X))
      if (U->getOpcode() == UO_AddrOf) {
        const Expr *E = U->getSubExpr();
        for (;;) {  // &x, &s.f, &a[i] (the named object escapes)
          E = E->IgnoreParenImpCasts();
          if (const auto *ME = dyn_cast<MemberExpr>(E)) {
            if (ME->isArrow())
              break;
            E = ME->getBase();
          } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
            if (!AS->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
              break;
            E = AS->getBase();
          } else {
            break;
          }
        }
        if (const VarDecl *VD = refVar(E))
          F.AddrTaken.insert(VD);
      }
    if (const auto *DR = dyn_cast<DeclRefExpr>(X))
      if (const VarDecl *VD = varOf(DR))
        if (VD->hasGlobalStorage())
          F.FuncGlobals.insert(VD);
    if (const auto *E = dyn_cast<Expr>(X))
      if (const VarDecl *VD = staticMember(E))
        F.FuncGlobals.insert(VD);
    collectRefBound(X, F.AddrTaken);
  });
}

void Builder::precheckFunction(const Stmt *Body) {
  auto F = memoShared<PrecheckFacts>(MemoTag::Precheck, Body, [&] {
    PrecheckFacts Facts;
    collectFunctionFacts(Body, Facts);
    return Facts;
  });
  ArrayEscapes.insert(F->ArrayEscapes.begin(), F->ArrayEscapes.end());
  AddrTaken.insert(F->AddrTaken.begin(), F->AddrTaken.end());
  FuncGlobals.insert(F->FuncGlobals.begin(), F->FuncGlobals.end());
  if (!F->Fail.empty())
    fail(F->Fail);
}

namespace {
/// The statement parents below one root, in findPath's order of search
/// (statements only: constructs live in statements; a CapturedStmt through
/// its captured statement).  The first parent found is kept, as the search
/// would find it first.
using ParentMap = std::unordered_map<const Stmt *, const Stmt *>;

ParentMap collectParents(const Stmt *St) {
  ParentMap Out;
  std::vector<const Stmt *> Work{St};
  while (!Work.empty()) {
    const Stmt *X = Work.back();
    Work.pop_back();
    if (isa<Expr>(X))
      continue;
    auto Add = [&](const Stmt *Ch) {
      if (Ch && Out.try_emplace(Ch, X).second)
        Work.push_back(Ch);
    };
    if (const auto *CS = dyn_cast<CapturedStmt>(X))
      Add(CS->getCapturedStmt());
    else
      for (const Stmt *Ch : X->children())
        Add(Ch);
  }
  return Out;
}
} // namespace

bool Builder::findPath(const Stmt *St, const Stmt *Target,
                       std::vector<const Stmt *> &Path) {
  if (!St || !Target)
    return false;
  // Every construct of a function asks for its path from the same body:
  // the parents are found once per body (a tiled kernel has hundreds of
  // constructs in one function), else searched afresh.
  auto PM = memoShared<ParentMap>(MemoTag::Parents, St, [&] { return collectParents(St); });
  std::vector<const Stmt *> Up{Target};
  for (const Stmt *X = Target; X != St;) {
    auto It = PM->find(X);
    if (It == PM->end())
      return false;
    X = It->second;
    Up.push_back(X);
  }
  Path.insert(Path.end(), Up.rbegin(), Up.rend());
  return true;
}

// ---- the environment -----------------------------------------------------------

void Builder::execPathTo(const std::vector<const Stmt *> &Path) {
  bool SkipPrefix = false;
  for (size_t K = 0; K + 1 < Path.size(); ++K) {
    if (failed())
      return;
    const Stmt *Cur = Path[K], *Next = Path[K + 1];
    bool Skip = SkipPrefix;
    SkipPrefix = false;
    if (const auto *CS = dyn_cast<CompoundStmt>(Cur)) {
      if (!Skip)
        for (const Stmt *Ch : CS->body()) {
          if (Ch == Next || failed())
            break;
          execStmt(Ch);
        }
      if (S.Dead) {
        fail("the construct is not reachable");
        return;
      }
    } else if (const auto *If = dyn_cast<IfStmt>(Cur)) {
      if (If->getInit() || If->getConditionVariable()) {
        fail("'if' with an initialiser is not modelled");
        return;
      }
      if (Next == If->getCond())
        continue;
      int Cnd = evalCond(If->getCond());
      int G = Next == If->getThen() ? Cnd : lnot(Cnd);
      if (!InParallelRegion)
        S.Path = drs_and(C, S.Path, G);
    } else if (const auto *F = dyn_cast<ForStmt>(Cur)) {
      if (Next != F->getBody()) {
        fail("the construct is in a loop header");
        return;
      }
      LoopShape L;
      bool Canon = parseCanonical(F, L);
      if (!Canon && L.WrapUnknown) {
        // the values of the variable are not derived: no guessed domain
        fail("enclosing loop not modelled: " + L.Why);
        return;
      }
      std::set<const VarDecl *> Mod, InBody;
      collectModified(F->getBody(), InBody);
      collectModified(F->getCond(), InBody);
      collectModifiedOutside(F->getBody(), Mod);
      collectModifiedOutside(F->getCond(), Mod);
      collectModifiedOutside(F->getInc(), Mod);
      if (Canon && InBody.count(L.Var))
        Canon = false;
      if (Canon && !boundInvariant(L, F->getBody(), F->getInc(), false))
        Canon = false;
      execStmt(F->getInit());
      drs_type VT;
      if (Canon && dType(L.Var->getType(), VT)) {
        int V0 = LastValue.count(L.Var) ? LastValue[L.Var] : -1;
        if (V0 < 0)
          V0 = unknown(VT, nameOf(L.Var));
        V0 = conv(VT, V0);
        Mod.erase(L.Var);
        // the passes that surely run, when the construct is the same on
        // every pass but for what the loop rotates (SymRotate.cpp); asked
        // only of a rotation that needs it
        int64_t Sure = -1;
        auto SurePasses = [&]() -> int64_t {
          if (Sure < 0) {
            std::set<const VarDecl *> Refs;
            collectRefs(F->getBody(), Refs);
            if (Refs.count(L.Var) || !knownTrip(L, V0, Sure))
              Sure = 0;
          }
          return Sure;
        };
        Rotation Rot = rotatePointers(F, Mod);
        applyRotation(Rot, F, Rot.Depth > 0 && (int64_t)Rot.Depth < SurePasses());
        rotateInts(F, Mod, [&]() -> int64_t { return Rot.Depth > 0 ? 0 : SurePasses(); });
        havoc(Mod);
        if (containsKind(F, true, false))
          havocGlobals(onlyNumberCalls(F));
        int Sym = freshSym(nameOf(L.Var), nameOf(L.Var), VT, DRS_SYM_OUTER,
                           C->n_loops);
        Override[L.Var] = Sym;
        int Init;
        int64_t Step;
        int Cond = loopDomain(L, Sym, V0, Init, Step);
        Override.erase(L.Var);
        if (failed())
          return;
        // both copies run the same instance of the construct, so in the
        // same iteration of this loop: its bounds must not be values each
        // thread reads for itself (memory read in a region)
        std::string Own = perCopySymbol(Init);
        if (Own.empty())
          Own = perCopySymbol(Cond);
        if (!Own.empty()) {
          fail("the enclosing loop at line " +
               std::to_string(line(F->getForLoc())) + " has bounds that each "
               "thread computes for itself (from '" + Own + "'); not modelled yet");
          return;
        }
        int Li = drs_add_loop(C, DRS_LOOP_OUTER, C->exprs[Sym].sym,
                              LastOuterLoop, Init, Cond, Step,
                              line(F->getForLoc()), col(F->getForLoc()));
        if (Li < 0) {
          internalError();
          return;
        }
        LastOuterLoop = Li;
        S.Vars[L.Var] = Sym;
      } else {
        applyRotation(rotatePointers(F, Mod), F, false);
        rotateInts(F, Mod, [] { return int64_t(0); });
        havoc(Mod);
        if (containsKind(F, true, false))
          havocGlobals(onlyNumberCalls(F));
        if (F->getCond()) {
          int Cnd = evalCond(F->getCond());
          if (!InParallelRegion)
            S.Path = drs_and(C, S.Path, Cnd);
        }
      }
      EnclosingLoops.push_back(F);
    } else if (isa<WhileStmt>(Cur) || isa<DoStmt>(Cur)) {
      execEnvLoopHavoc(Cur);
      if (const auto *W = dyn_cast<WhileStmt>(Cur)) {
        int Cnd = evalCond(W->getCond());
        if (!InParallelRegion)
          S.Path = drs_and(C, S.Path, Cnd);
      }
      EnclosingLoops.push_back(Cur);
    } else if (const auto *Sw = dyn_cast<SwitchStmt>(Cur)) {
      if (Sw->getInit() || Sw->getConditionVariable()) {
        fail("'switch' with an initialiser is not modelled");
        return;
      }
      eval(Sw->getCond());
      execEnvLoopHavoc(Sw->getBody());
      SkipPrefix = true;
    } else if (const auto *D = dyn_cast<OMPExecutableDirective>(Cur)) {
      if (targetOnPath(D, Path)) {
        // transparent: its body runs on one device thread, as if here
      } else if (isOpenMPParallelDirective(D->getDirectiveKind())) {
        // the construct's own team, or one around a team that nested
        // parallelism forks further in (BuildNestedTeam.cpp): a region, a
        // `parallel for`, or a parallel directive further down the path
        bool Outer = RegionBuild ||
                     (Site.Directive &&
                      isOpenMPParallelDirective(Site.Directive->getDirectiveKind()));
        for (size_t J = K + 1; J + 1 < Path.size() && !Outer; ++J)
          if (const auto *E = dyn_cast<OMPExecutableDirective>(Path[J]))
            Outer = isOpenMPParallelDirective(E->getDirectiveKind()) &&
                    !targetOnPath(E, Path);
        if (!Outer)  // (its if and num_threads: whether two threads run)
          TeamCond = clauseCondition(D, true, false);
        enterTeam(D);
        // the team whose code runs on the way: its thread number and size,
        // one value for the construct's threads when it is an outer team
        // (outerTeamValue)
        EnvOuterTeam = Outer;
        EnvTeamTid = EnvTeamNum = -1;
        EnvTeamLimit = -1;
        for (const auto *NC : D->getClausesOfKind<OMPNumThreadsClause>())
          if (int64_t V; constValue(NC->getNumThreads(), Ctx, V) && V > 0)
            EnvTeamLimit = V;
        // what the region's threads share and write: forgotten at its
        // barriers on the way to the construct (envBarrier)
        if (D->hasAssociatedStmt()) {
          const Stmt *RB = unwrapCaptured(D->getAssociatedStmt());
          std::set<const VarDecl *> Mod, Decl, Priv = privatisedVars(D);
          collectModified(RB, Mod);
          collectDeclared(RB, Decl);
          for (const VarDecl *VD : Mod)
            if (!Decl.count(VD) && !Priv.count(VD) && !isThreadPrivate(VD))
              EnvRegionShared.insert(VD);
        }
        if (Worksharing && !Outer) {
          // (an outer team's private and local variables are shared by the
          // construct's team)
          collectClauses(D, false);
          if (D->hasAssociatedStmt())
            collectDeclared(unwrapCaptured(D->getAssociatedStmt()),
                            DeclaredInRegion);
        }
      } else if (isOpenMPTaskingDirective(D->getDirectiveKind()) ||
                 isOpenMPTargetExecutionDirective(D->getDirectiveKind())) {
        fail("a construct inside '#pragma omp " +
             llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str() +
             "' is not modelled");
        return;
      }
    } else if (isa<CaseStmt>(Cur) || isa<DefaultStmt>(Cur) ||
               isa<AttributedStmt>(Cur) || isa<CapturedStmt>(Cur) ||
               isa<OMPCanonicalLoop>(Cur)) {
      // transparent
    } else {
      fail("a construct inside " + kindName(Cur) + " is not modelled");
      return;
    }
  }
}

// ---- driver --------------------------------------------------------------------

void Builder::paramSizes(const FunctionDecl *FD) {
  for (const ParmVarDecl *P : FD->parameters()) {
    QualType T = P->getOriginalType();
    if (T->isPointerType())
      T = T->getPointeeType();
    // the sizes left in the adjusted type (`double a[n][m]` is
    // `double (*a)[m]`) must be positive; the dropped outermost one is
    // only evaluated
    bool Outermost = T == P->getOriginalType();
    while (!T.isNull()) {
      if (const ArrayType *AT = Ctx.getAsArrayType(T)) {
        if (const auto *V = dyn_cast<VariableArrayType>(AT))
          if (V->getSizeExpr()) {
            int Sz = VLASize[V->getSizeExpr()] = eval(V->getSizeExpr());
            if (!Outermost)
              assumePositiveSize(Sz);
          }
        Outermost = false;
        T = AT->getElementType();
      } else if (T->isPointerType()) {
        T = T->getPointeeType();
      } else {
        break;
      }
    }
  }
}


BuildResult Builder::run() {
  if (!Site.LocksWhy.empty())
    OrderWhy = "OpenMP locks are not tracked here, and may order the accesses: " +
               Site.LocksWhy;
  if (Site.Region)
    return runRegion();
  const FunctionDecl *FD = Site.Function;
  std::string Fn = FD ? FD->getNameAsString() : std::string();
  SourceLocation PL = SM.getExpansionLoc(Site.PragmaLoc.isValid()
                                             ? Site.PragmaLoc
                                             : (Site.Loop ? forLoc(Site.Loop)
                                                          : SourceLocation()));
  C = drs_construct_new(Site.Kind.c_str(), Fn.c_str(), line(PL), col(PL));
  R.Model = C;
  if (!C)
    return R;
  if (Site.Loop) {
    SourceLocation FL = SM.getExpansionLoc(forLoc(Site.Loop));
    C->loop_line = line(FL);
    C->loop_col = col(FL);
  }
  C->is_simd = Site.Form == LoopForm::Simd;
  Worksharing = Site.Directive &&
                !isOpenMPParallelDirective(Site.Directive->getDirectiveKind()) &&
                isOpenMPWorksharingDirective(Site.Directive->getDirectiveKind());
  if (Site.Directive)
    R.FixLoc = Site.Directive->getEndLoc();

  const Stmt *Body = FD ? FD->getBody() : nullptr;
  if (!Body || !Site.Loop) {
    fail("the construct has no function body or loop");
  } else if (FD->isDependentContext()) {
    fail("dependent code in a template");
  }
  if (!failed())
    precheckFunction(Body);
  if (!failed() && Site.Directive) {
    // a clause expression that writes or calls, on a directive the threads
    // of a team meet (not one that makes the team): each of them evaluates
    // it (`schedule(dynamic, k++)`)
    llvm::omp::Directive K = Site.Directive->getDirectiveKind();
    llvm::SmallVector<const Expr *, 2> Effects;
    if (!isOpenMPParallelDirective(K) && !isOpenMPTeamsDirective(K) &&
        !isOpenMPTargetExecutionDirective(K))
      clauseEffects(Site.Directive, Effects);
    if (!Effects.empty())
      failClauseEffect(Site.Directive, Effects.front());
  }
  ConstructStmt = Site.Directive ? (const Stmt *)Site.Directive : Site.Loop;
  std::vector<const Stmt *> Path;
  if (!failed() && !findPath(Body, ConstructStmt, Path))
    fail("the construct was not found in its function");
  ConstructPath = Path;
  // (in teams, thread numbers repeat in every team: not one per iteration)
  TidTeam = Site.Directive && !Site.Teams &&
            (Site.Form == LoopForm::ParallelFor || Site.Form == LoopForm::For);
  if (!failed() && Worksharing) {
    Orphaned = true;
    for (const Stmt *P : Path)
      if (const auto *D = dyn_cast<OMPExecutableDirective>(P))
        if (D != Site.Directive &&
            isOpenMPParallelDirective(D->getDirectiveKind()))
          Orphaned = false;
    if (Orphaned) {
      // the function runs in each thread of the caller's team: its locals
      // are the thread's own, its parameters may differ between threads
      collectDeclared(Body, DeclaredInRegion);
      for (const ParmVarDecl *P : FD->parameters())
        DeclaredInRegion.insert(P);
      InParallelRegion = true;
    }
  }
  if (!failed() && Site.Directive) {
    collectClauses(Site.Directive, true);
    if (!C->is_simd)
      C->safelen = 0;
    NestedPar = absorbedParallelFor(Site.Directive);
    if (NestedPar)
      nestedParallelClauses();
    if (Site.Teams && !failed())
      teamsClauses();
  }
  if (!failed() && Site.Advice)
    adviceClauses();
  // the construct's loops (collapse(n))
  if (!failed()) {
    unsigned N = Site.Directive ? Site.Directive->getLoopsNumber() : 1;
    if (NestedPar)  // its loops continue the chain, as if collapsed
      N += NestedPar->getLoopsNumber();
    const Stmt *Cur = Site.Loop;
    if (const auto *RF = dyn_cast_or_null<CXXForRangeStmt>(Cur)) {
      if (N != 1 || NestedPar || !Site.Directive)
        fail(Site.Directive ? "a range-based 'for' with collapsed or nested loops is "
                              "not modelled yet"
                            : "a range-based 'for' under '#pragma drs' is not "
                              "modelled yet");
      RangeLoop = RF;
      N = 0;
    }
    for (unsigned K = 0; K < N && !failed(); ++K) {
      if (NestedPar && K == Site.Directive->getLoopsNumber())
        Cur = unwrapCaptured(NestedPar->getAssociatedStmt());
      const auto *F = dyn_cast_or_null<ForStmt>(Cur);
      if (!F) {
        fail(isa_and_nonnull<CXXForRangeStmt>(Cur)
                 ? "a range-based 'for' among collapsed loops is not modelled yet"
                 : "the collapsed loops are not perfectly nested 'for' loops");
        break;
      }
      ParLoops.push_back(F);
      Cur = skipSingle(F->getBody());
    }
    // ordered(n) beyond collapse: the doacross nest's inner loops run in
    // one iteration, with private variables
    if (const auto *LD = dyn_cast_or_null<OMPLoopDirective>(Site.Directive);
        LD && !failed() && !NestedPar && !ParLoops.empty() &&
        associatedLoops(LD) > LD->getLoopsNumber())
      privatiseLoopVars(LD, ParLoops.front());
    if (!failed()) {
      InnermostBody = RangeLoop ? RangeLoop->getBody() : ParLoops.back()->getBody();
      collectModified(InnermostBody, ModifiedInBody);
      scanCallees(InnermostBody);
      collectDeclared(InnermostBody, DeclaredInBody);
      if (NestedPar)
        nestedSharedCopies();  // needs what the callees modify
      for (const ForStmt *F : ParLoops) {
        collectModified(F->getInit(), ModifiedInBody);
        collectModified(F->getCond(), ModifiedInBody);
        collectModified(F->getInc(), ModifiedInBody);
      }
    }
  }
  // the environment
  if (!failed()) {
    Mode = ExecMode::Env;
    paramSizes(FD);  // VLA parameters: sizes as on entry
    execPathTo(Path);
    // a `parallel for` nested in a region (BuildNestedTeam.cpp): its team
    // has one thread unless nesting is active
    if (!failed() && Site.Directive &&
        isOpenMPParallelDirective(Site.Directive->getDirectiveKind()) &&
        std::any_of(Path.begin(), Path.end(), [&](const Stmt *P) {
          const auto *E = dyn_cast<OMPExecutableDirective>(P);
          return E && E != Site.Directive &&
                 isOpenMPParallelDirective(E->getDirectiveKind());
        }))
      drs_construct_add_assumption(
          C, "nested parallel regions run with more than one thread "
             "(OMP_MAX_ACTIVE_LEVELS of at least 2)");
    // a combined target form: the device's view of the variables
    if (!failed() && Site.Directive &&
        isOpenMPTargetExecutionDirective(Site.Directive->getDirectiveKind()))
      targetEntry(Site.Directive, Path);
    // two iterations run at once only when the construct's `if` and
    // `num_threads` (or its region's) allow it: a condition of the query
    if (!failed() && Site.Directive) {
      llvm::omp::Directive K = Site.Directive->getDirectiveKind();
      bool Lanes = isOpenMPSimdDirective(K);
      int Cond = -1;
      if (isOpenMPParallelDirective(K))  // the encountering thread's values
        Cond = clauseCondition(Site.Directive, true, Lanes);
      else if (Lanes && !InParallelRegion)
        Cond = clauseCondition(Site.Directive, false, true);
      else if (!Lanes && Worksharing && !Orphaned)
        Cond = TeamCond;  // `for`: the threads of its region's team
      if (Site.Teams && !failed())
        Cond = enterTeams(isOpenMPParallelDirective(K) ? Cond : -1);
      // (a `for simd` or `simd` inside a region: its own `if` may differ
      // between threads; not used)
      if (NestedPar && Cond >= 0 && !failed())
        // the condition says when outer iterations run at once; the inner
        // ones do whatever it says (a region of one thread around `for`)
        fail("the nested '#pragma omp parallel for' at line " +
             std::to_string(line(NestedPar->getBeginLoc())) +
             " under a condition for the outer iterations to run at once "
             "('if', 'num_threads' here or on the enclosing region) is not "
             "modelled yet");
      S.Path = drs_and(C, S.Path, Cond);
      C->team_cond = Cond;
    }
    C->env = S.Path;
  }
  if (!failed())
    buildParallelLoops();
  for (const ForStmt *F : ParLoops)
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()))
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          LoopVars.insert(VD);
  // one iteration of the body
  if (!failed()) {
    Mode = ExecMode::Body;
    startIteration();
    startRangeIteration();
    OrderedRegion = orderedEveryIteration();
    OrderedSide = OrderedRegion ? 0 : -1;
    execStmt(InnermostBody);
    OrderedSide = -1;
    if (C->n_workers > 0)  // (the order is one of the implicit iterations)
      for (int K = 0; K < C->n_accesses; ++K)
        C->accesses[K].ordered = -1;
    if (!failed() && !S.Dead && !S.Locks.empty())
      fail("a lock is still held at the end of an iteration");
  }
  if (!failed()) {
    flagLoopPaths();
    stateAliasAssumptions();
    makeFixes();
    if (Site.Advice)
      adviceLoopVars();
  }
  if (failed()) {
    drs_construct_set_not_analyzed(C, Failure.c_str());
    R.Fixes.clear();
    R.Hints.clear();
  } else if (!Incomplete.empty()) {
    drs_construct_set_incomplete(C, Incomplete.c_str());
  }
  if (NestedPar) {
    // a clause on the outer directive would not privatise anything for the
    // inner team: no fix-it rather than a wrong one
    R.Fixes.clear();
    R.Hints.clear();
  }
  if (R.AccessLocs.size() != (size_t)C->n_accesses)
    R.AccessLocs.resize(C->n_accesses);
  return R;
}

// The non-aliasing a verdict rests on, stated as assumptions: a pointer of
// unknown origin (a parameter, a global, a call's result) might point at
// another such pointer's memory, at any named object with static storage,
// or at a local whose address left the function's sight (`&x`, an array
// passed to a call).  Only pairs with a write matter: two objects that are
// only read cannot race through an alias.
bool Builder::restrictOrigin(const RootInfo &RI) const {
  const auto *PV = dyn_cast_or_null<ParmVarDecl>(RI.VD);
  return PV && RI.Kind == DRS_OBJ_POINTER && RI.RowBytes < 0 &&
         PV->getType().isRestrictQualified() && PV->getDeclContext() == Site.Function &&
         !AddrTaken.count(PV) && !ModifiedInBody.count(PV);
}

void Builder::stateAliasAssumptions() {
  // the variables as the user wrote them; two of one spelling are told apart
  auto Pair = [](const std::string &A, const std::string &B) {
    return "'" + A + "' and " + (A == B ? "the other " : "") + "'" + B + "'";
  };
  std::vector<bool> Written(C->n_objects, false);
  for (int K = 0; K < C->n_accesses; ++K)
    if (C->accesses[K].mode & DRS_WRITE)
      Written[C->accesses[K].object] = true;
  std::set<const VarDecl *> Refs;  // the body's variables, on first need
  bool RefsDone = false;
  for (size_t I = 0; I < Roots.size(); ++I) {
    const RootInfo &P = Roots[I];
    if (P.Kind != DRS_OBJ_POINTER || P.Object < 0)
      continue;
    for (size_t J = 0; J < Roots.size(); ++J) {
      const RootInfo &O = Roots[J];
      if (J == I || O.Object < 0 || O.Object == P.Object ||
          (!Written[P.Object] && !Written[O.Object]))
        continue;
      // an object this function allocated is apart from every other
      // allocation and from every named variable: nothing to assume
      if ((P.Allocated && (O.Allocated || O.Kind != DRS_OBJ_POINTER)) ||
          (O.Allocated && O.Kind == DRS_OBJ_POINTER && P.Allocated))
        continue;
      // a parameter's rows and its own table: in the rows' assumption
      if (P.VD && P.VD == O.VD && (P.RowBytes >= 0 || O.RowBytes >= 0))
        continue;
      // a `restrict` parameter of the function: an object accessed through
      // it and modified is accessed through it alone (C11 6.7.3.1p4), so a
      // write through one and an access through the other cannot meet
      // without undefined behaviour -- a guarantee, not an assumption
      if (restrictOrigin(P) || restrictOrigin(O))
        continue;
      std::string What;
      if (O.Kind == DRS_OBJ_POINTER) {
        if (J < I)
          continue;  // each pair once
        What = "different pointer variables of unknown origin";
      } else if (O.VD && (O.VD->hasGlobalStorage() || AddrTaken.count(O.VD) ||
                          ArrayEscapes.count(O.VD))) {
        What = O.Kind == DRS_OBJ_ARRAY
                   ? "pointer of unknown origin and a named array"
                   : "pointer of unknown origin and a named variable";
      } else {
        continue;
      }
      drs_construct_add_assumption(
          C, (Pair(P.Label, O.Label) + " do not alias (" + What + ")")
                 .c_str());
    }
    // variables the body reads without an access of their own (shared,
    // never written in the loop): a write through the pointer would race
    // with those reads
    if (!Written[P.Object] || P.Allocated)
      continue;
    if (!RefsDone)
      collectRefs(InnermostBody, Refs);
    RefsDone = true;
    for (const VarDecl *VD : Refs) {
      if (VD->getType().isConstQualified() || isPrivate(VD) ||
          DeclaredInBody.count(VD) || VD->getType()->isPointerType() ||
          !(VD->hasGlobalStorage() || AddrTaken.count(VD) || ArrayEscapes.count(VD)))
        continue;
      bool HasObject = false;
      for (const RootInfo &O : Roots)
        HasObject |= O.VD == VD && O.Object >= 0;
      if (HasObject)
        continue;  // stated above
      drs_construct_add_assumption(
          C, (Pair(P.Label, nameOf(VD)) + " do not alias (" +
              (VD->getType()->isArrayType()
                   ? "pointer of unknown origin and a named array"
                   : "pointer of unknown origin and a named variable") +
              ")")
                 .c_str());
    }
  }
}

BuildResult buildConstructModel(ASTContext &Ctx, const ConstructSite &Site) {
  std::string Why;
  {
    Builder B(Ctx, Site);
    BuildResult R = B.run();
    if (B.LocksDiffer.empty() || !R.Model || !R.Model->not_analyzed)
      return R;
    // a hand-made barrier or hand-off: built again with no lock held by
    // any access -- fewer exclusions than the program has, so a race-free
    // verdict stays a proof, and a race is only possible (the locks may
    // order the threads)
    Why = B.LocksDiffer;
    drs_construct_free(R.Model);
  }
  ConstructSite Again = Site;
  Again.LocksWhy = Why;
  Builder B(Ctx, Again);
  return B.run();
}

std::string Builder::perCopySymbol(int E) const {
  std::vector<int> Work{E};
  std::set<int> Seen;
  while (!Work.empty()) {
    int K = Work.back();
    Work.pop_back();
    if (K < 0 || K >= C->n_exprs || !Seen.insert(K).second)
      continue;
    const drs_expr &X = C->exprs[K];
    if (X.op == DRS_OP_SYM) {
      const drs_symbol &Sy = C->symbols[X.sym];
      if (Sy.kind == DRS_SYM_LOOP || Sy.kind == DRS_SYM_LOCAL)
        return Sy.label;
    }
    Work.insert(Work.end(), {X.a, X.b, X.c});
  }
  return std::string();
}

} // namespace drsat
