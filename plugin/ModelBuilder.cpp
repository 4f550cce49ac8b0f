//===- ModelBuilder.cpp - Clang AST to drsat model -----------------------===//
//
// drsat::buildConstructModel: turns one construct found by the front into a
// drs_construct (encoder/drs_model.h).  This file holds the driver: the
// checks on the whole function, the walk from the function's start down to
// the construct (the environment: values, dominating conditions, enclosing
// sequential loops, the enclosing parallel region), the construct's own
// canonical loops (collapse(n)), OpenMP data sharing, and the fix-its.  The
// executor is in SymExec.cpp (statements), SymExpr.cpp (expressions),
// SymAddress.cpp (addresses), SymAccess.cpp (accesses, variables) and
// SymState.cpp (helpers).
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
#include "ModelBuilder.h"
#include "SymExec.h"

#include "clang/AST/Attr.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"

extern "C" const char *drs_construct_last_error_(const drs_construct *c);

using namespace clang;

namespace drsat {

Builder::Builder(ASTContext &Ctx_, const ConstructSite &Site_)
    : Ctx(Ctx_), Site(Site_), SM(Ctx_.getSourceManager()) {}

namespace {

template <class F> void walkAll(const Stmt *St, F &&Fn) {
  if (!St)
    return;
  Fn(St);
  if (const auto *CS = dyn_cast<CapturedStmt>(St)) {
    walkAll(CS->getCapturedStmt(), Fn);
    return;
  }
  for (const Stmt *Ch : St->children())
    walkAll(Ch, Fn);
}

const VarDecl *varOf(const Expr *E) {
  if (!E)
    return nullptr;
  if (const auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(DR->getDecl());
  return nullptr;
}

bool constValue(const Expr *E, ASTContext &Ctx, int64_t &Out) {
  Expr::EvalResult ER;
  if (!E || E->isValueDependent() || !E->EvaluateAsInt(ER, Ctx) ||
      ER.HasSideEffects || !ER.Val.isInt() ||
      ER.Val.getInt().getBitWidth() > 64)
    return false;
  const llvm::APSInt &V = ER.Val.getInt();
  Out = V.isSigned() ? V.getSExtValue() : (int64_t)V.getZExtValue();
  return true;
}

BinaryOperatorKind flip(BinaryOperatorKind Op) {
  switch (Op) {
  case BO_LT: return BO_GT;
  case BO_GT: return BO_LT;
  case BO_LE: return BO_GE;
  case BO_GE: return BO_LE;
  default: return Op;
  }
}

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

} // namespace

// ---- the function as a whole -----------------------------------------------

void Builder::precheckFunction(const Stmt *Body) {
  walkAll(Body, [&](const Stmt *X) {
    if (isa<GotoStmt>(X) || isa<IndirectGotoStmt>(X) || isa<LabelStmt>(X) ||
        isa<AddrLabelExpr>(X))
      fail("the function uses 'goto' or labels (not modelled)");
    if (const auto *CE = dyn_cast<CallExpr>(X))
      if (const FunctionDecl *FD = CE->getDirectCallee()) {
        std::string N = FD->getNameAsString();
        if (N == "setjmp" || N == "_setjmp" || N == "sigsetjmp" ||
            N == "__sigsetjmp" || N == "longjmp" || N == "siglongjmp")
          fail("the function uses '" + N + "' (not modelled)");
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
        if (const VarDecl *VD = varOf(E))
          AddrTaken.insert(VD);
      }
    if (const auto *DR = dyn_cast<DeclRefExpr>(X))
      if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
        if (VD->hasGlobalStorage())
          FuncGlobals.insert(VD);
  });
}

bool Builder::findPath(const Stmt *St, const Stmt *Target,
                       std::vector<const Stmt *> &Path) {
  if (!St)
    return false;
  Path.push_back(St);
  if (St == Target)
    return true;
  if (!isa<Expr>(St)) {  // constructs live in statements only
    if (const auto *CS = dyn_cast<CapturedStmt>(St)) {
      if (findPath(CS->getCapturedStmt(), Target, Path))
        return true;
    } else {
      for (const Stmt *Ch : St->children())
        if (findPath(Ch, Target, Path))
          return true;
    }
  }
  Path.pop_back();
  return false;
}

void Builder::collectClauses(const OMPExecutableDirective *D, bool Own) {
  auto Add = [&](const Expr *E, bool Uninit) {
    if (const VarDecl *VD = varOf(E)) {
      ClausePrivate.insert(VD);
      if (Uninit)
        ClauseUninit.insert(VD);
    }
  };
  auto AddAll = [&](auto *VC, bool Uninit) {
    for (const Expr *E : VC->varlists())
      Add(E, Uninit);
  };
  for (const OMPClause *Cl : D->clauses()) {
    if (!Cl)
      continue;
    if (const auto *PC = dyn_cast<OMPPrivateClause>(Cl))
      AddAll(PC, true);
    else if (const auto *FC = dyn_cast<OMPFirstprivateClause>(Cl))
      AddAll(FC, false);
    else if (const auto *LC = dyn_cast<OMPLastprivateClause>(Cl))
      AddAll(LC, true);
    else if (const auto *NC = dyn_cast<OMPLinearClause>(Cl)) {
      AddAll(NC, false);
      if (Own)
        for (const Expr *E : NC->varlists())
          if (const VarDecl *VD = varOf(E))
            LinearVars[VD] = NC->getStep();
    }
    else if (const auto *RC = dyn_cast<OMPReductionClause>(Cl))
      AddAll(RC, false);
    else if (const auto *CC = dyn_cast<OMPCopyinClause>(Cl))
      AddAll(CC, false);
    else if (const auto *DC = dyn_cast<OMPDefaultClause>(Cl)) {
      if (DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_private ||
          DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_firstprivate)
        DefaultPrivate = true;
    } else if (const auto *SC = dyn_cast<OMPSafelenClause>(Cl)) {
      int64_t V;
      if (Own && constValue(SC->getSafelen(), Ctx, V) && V > 0)
        C->safelen = V;
    }
  }
}

// ---- loops -------------------------------------------------------------------

bool Builder::parseCanonical(const ForStmt *F, LoopShape &L) {
  const Stmt *Init = F->getInit();
  L.Init = Init;
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Init)) {
    if (DS->isSingleDecl())
      if (const auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl()))
        if (VD->getInit())
          L.Var = VD;
  } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(Init)) {
    if (B->getOpcode() == BO_Assign)
      L.Var = varOf(B->getLHS());
  }
  if (!L.Var) {
    L.Why = "the initialisation is not 'var = expr'";
    return false;
  }
  std::string VN = nameOf(L.Var);
  drs_type VT;
  if (!dType(L.Var->getType(), VT) || VT.bits == 1) {
    L.Why = "the loop variable '" + VN + "' is not an integer";
    return false;
  }
  if (AddrTaken.count(L.Var) || L.Var->getType().isVolatileQualified()) {
    L.Why = "the address of the loop variable '" + VN + "' is taken";
    return false;
  }
  const auto *Cond = F->getCond()
                         ? dyn_cast<BinaryOperator>(F->getCond()->IgnoreParenImpCasts())
                         : nullptr;
  if (!Cond || !(Cond->isRelationalOp() || Cond->getOpcode() == BO_NE)) {
    L.Why = "the condition is not 'var relop bound'";
    return false;
  }
  bool OnLeft = varOf(Cond->getLHS()) == L.Var &&
                isa<DeclRefExpr>(Cond->getLHS()->IgnoreParenImpCasts());
  bool OnRight = varOf(Cond->getRHS()) == L.Var &&
                 isa<DeclRefExpr>(Cond->getRHS()->IgnoreParenImpCasts());
  if (OnLeft == OnRight) {
    L.Why = "the condition does not compare '" + VN + "' with a bound";
    return false;
  }
  L.Cond = Cond;
  L.VarOnLeft = OnLeft;
  L.Bound = OnLeft ? Cond->getRHS() : Cond->getLHS();
  std::set<const VarDecl *> BR;
  collectRefs(L.Bound, BR);
  if (BR.count(L.Var)) {
    L.Why = "the bound depends on '" + VN + "'";
    return false;
  }
  // increment
  const Expr *Inc = F->getInc() ? F->getInc()->IgnoreParens() : nullptr;
  int64_t Step = 0;
  bool StepOk = false;
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Inc)) {
    if (U->isIncrementDecrementOp() && varOf(U->getSubExpr()) == L.Var) {
      Step = U->isIncrementOp() ? 1 : -1;
      StepOk = true;
    }
  } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(Inc)) {
    if (varOf(B->getLHS()) == L.Var) {
      int64_t K;
      if ((B->getOpcode() == BO_AddAssign || B->getOpcode() == BO_SubAssign)) {
        if (!constValue(B->getRHS(), Ctx, K)) {
          L.Why = "the step is not a constant";
          return false;
        }
        Step = B->getOpcode() == BO_AddAssign ? K : -K;
        StepOk = true;
      } else if (B->getOpcode() == BO_Assign) {
        const auto *RB =
            dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts());
        if (RB && (RB->getOpcode() == BO_Add || RB->getOpcode() == BO_Sub)) {
          bool LV = varOf(RB->getLHS()) == L.Var;
          bool RV = varOf(RB->getRHS()) == L.Var;
          if (LV && !RV) {
            if (!constValue(RB->getRHS(), Ctx, K)) {
              L.Why = "the step is not a constant";
              return false;
            }
            Step = RB->getOpcode() == BO_Add ? K : -K;
            StepOk = true;
          } else if (RV && !LV && RB->getOpcode() == BO_Add) {
            if (!constValue(RB->getLHS(), Ctx, K)) {
              L.Why = "the step is not a constant";
              return false;
            }
            Step = K;
            StepOk = true;
          }
        }
      }
    }
  }
  if (!StepOk) {
    L.Why = "the increment is not '++', '--', '+=', '-=' or 'var = var +/- step'";
    return false;
  }
  if (Step == 0 || Step == INT64_MIN) {
    L.Why = "the step is zero";
    return false;
  }
  BinaryOperatorKind Rel = OnLeft ? Cond->getOpcode() : flip(Cond->getOpcode());
  if (Rel == BO_NE) {
    if (Step != 1 && Step != -1) {
      L.Why = "'!=' needs a step of 1 or -1";
      return false;
    }
    Rel = Step > 0 ? BO_LT : BO_GT;
  }
  if ((Step > 0 && (Rel == BO_GT || Rel == BO_GE)) ||
      (Step < 0 && (Rel == BO_LT || Rel == BO_LE))) {
    L.Why = "the condition and the step go in opposite directions";
    return false;
  }
  L.Op = OnLeft ? Rel : flip(Rel);
  L.Step = Step;
  return true;
}

int Builder::translateCond(const LoopShape &L, int VarExpr) {
  (void)VarExpr;  // reads of the variable see it through Override
  int A = eval(L.Cond->getLHS());
  int B = eval(L.Cond->getRHS());
  if (A < 0 || B < 0)
    return -1;
  drs_op Op = DRS_OP_LT;
  switch (L.Op) {
  case BO_LT: Op = DRS_OP_LT; break;
  case BO_LE: Op = DRS_OP_LE; break;
  case BO_GT: Op = DRS_OP_GT; break;
  case BO_GE: Op = DRS_OP_GE; break;
  default: break;
  }
  int R2 = drs_binop(C, Op, DRS_INT, A, conv(tyOf(A), B));
  if (R2 < 0)
    fail(std::string("internal error in the model builder: ") +
         drs_construct_last_error_(C));
  return R2;
}

bool Builder::boundInvariant(const LoopShape &L, const Stmt *Body,
                             const Stmt *Inc, bool AllowMemory) {
  std::set<const VarDecl *> Refs, Mod;
  collectRefs(L.Bound, Refs);
  collectModified(Body, Mod);
  collectModified(Inc, Mod);
  collectModified(L.Cond, Mod);
  for (const VarDecl *VD : Refs)
    if (Mod.count(VD) || (VD->getType().isVolatileQualified())) {
      LoopShape &LL = const_cast<LoopShape &>(L);
      LL.Why = "the bound changes in the loop ('" + nameOf(VD) +
               "' is modified)";
      return false;
    }
  if (containsKind(L.Bound, true, false) ||
      (!AllowMemory && containsKind(L.Bound, false, true))) {
    LoopShape &LL = const_cast<LoopShape &>(L);
    LL.Why = "the bound reads memory or calls a function";
    return false;
  }
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
        havoc(Mod);
        if (containsKind(F, true, false))
          havocGlobals();
        int Sym = freshSym(nameOf(L.Var), nameOf(L.Var), VT, DRS_SYM_OUTER,
                           C->n_loops);
        Override[L.Var] = Sym;
        int Cond = translateCond(L, Sym);
        Override.erase(L.Var);
        if (failed())
          return;
        int Li = drs_add_loop(C, DRS_LOOP_OUTER, C->exprs[Sym].sym,
                              LastOuterLoop, V0, Cond, L.Step,
                              line(F->getForLoc()), col(F->getForLoc()));
        if (Li < 0) {
          fail(std::string("internal error in the model builder: ") +
               drs_construct_last_error_(C));
          return;
        }
        LastOuterLoop = Li;
        S.Vars[L.Var] = Sym;
      } else {
        havoc(Mod);
        if (containsKind(F, true, false))
          havocGlobals();
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
      if (isOpenMPParallelDirective(D->getDirectiveKind())) {
        InParallelRegion = true;
        if (Worksharing) {
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
      fail(std::string("construct inside a '") + Cur->getStmtClassName() +
           "' is not modelled");
      return;
    }
  }
}

bool Builder::buildParallelLoops() {
  int Parent = LastOuterLoop;
  for (size_t K = 0; K < ParLoops.size(); ++K) {
    const ForStmt *F = ParLoops[K];
    LoopShape L;
    if (!parseCanonical(F, L)) {
      fail("loop is not in canonical form: " + L.Why);
      return false;
    }
    std::set<const VarDecl *> InBody;
    collectModified(InnermostBody, InBody);
    for (size_t J = K + 1; J < ParLoops.size(); ++J) {
      collectModified(ParLoops[J]->getInit(), InBody);
      collectModified(ParLoops[J]->getCond(), InBody);
      collectModified(ParLoops[J]->getInc(), InBody);
    }
    if (InBody.count(L.Var)) {
      fail("loop variable '" + nameOf(L.Var) + "' is modified in the loop body");
      return false;
    }
    if (!Site.Directive &&
        !boundInvariant(L, F->getBody(), F->getInc(), false)) {
      fail("loop is not in canonical form: " + L.Why);
      return false;
    }
    execStmt(F->getInit());
    if (failed())
      return false;
    drs_type VT;
    dType(L.Var->getType(), VT);
    int V0 = LastValue.count(L.Var) ? LastValue[L.Var] : -1;
    if (V0 < 0)
      V0 = unknown(VT, nameOf(L.Var));
    V0 = conv(VT, V0);
    int Sym = freshSym(nameOf(L.Var), nameOf(L.Var), VT, DRS_SYM_LOOP,
                       C->n_loops);
    Override[L.Var] = Sym;
    int Cond = translateCond(L, Sym);
    if (failed())
      return false;
    int Li = drs_add_loop(C, DRS_LOOP_PARALLEL, C->exprs[Sym].sym, Parent, V0,
                          Cond, L.Step, line(F->getForLoc()),
                          col(F->getForLoc()));
    if (Li < 0) {
      fail(std::string("internal error in the model builder: ") +
           drs_construct_last_error_(C));
      return false;
    }
    Parent = Li;
    LoopVars.insert(L.Var);
  }
  CurLoop = Parent;
  return true;
}

void Builder::startIteration() {
  std::map<const VarDecl *, int> Linear0;  // linear variables before the loop
  for (auto &KV : LinearVars)
    if (!LoopVars.count(KV.first) && !KV.first->getType()->isPointerType())
      Linear0[KV.first] = varValue(KV.first);
  S.Path = -1;
  S.Dead = false;
  S.Written.clear();
  S.Locks.clear();
  std::set<const VarDecl *> Fresh;
  for (const VarDecl *VD : ModifiedInBody)
    if (!DeclaredInBody.count(VD) && !LoopVars.count(VD))
      Fresh.insert(VD);
  for (const VarDecl *VD : ClauseUninit)
    Fresh.insert(VD);
  for (const VarDecl *VD : Fresh) {
    if (LoopVars.count(VD) || !isPrivate(VD))
      continue;
    drs_type DT;
    if (VD->getType()->isPointerType()) {
      Loc L;
      L.Bad = "private pointer '" + nameOf(VD) +
              "' has no known value at the start of an iteration";
      S.Ptrs[VD] = L;
    } else if (dType(VD->getType(), DT) && !AddrTaken.count(VD)) {
      S.Vars[VD] = unknown(DT, nameOf(VD));
    }
  }
  // linear(j[:s]): in the iteration of logical number k, j = j0 + k * s.
  // Computed for one loop with small constant steps (no i64 overflow);
  // otherwise an unknown per iteration.
  for (auto &KV : LinearVars) {
    const VarDecl *VD = KV.first;
    if (LoopVars.count(VD))
      continue;
    if (VD->getType()->isPointerType()) {
      Loc L;
      L.Bad = "linear pointer '" + nameOf(VD) + "' is not modelled";
      S.Ptrs[VD] = L;
      continue;
    }
    drs_type DT, LT;
    if (!dType(VD->getType(), DT) || AddrTaken.count(VD))
      continue;
    int64_t St = 1;
    int V = -1;
    if ((!KV.second || constInt(KV.second, Ctx, St)) && St > -(1 << 30) &&
        St < (1 << 30) && ParLoops.size() == 1 && CurLoop >= 0 &&
        CurLoop < C->n_loops) {
      const drs_loop &Lp = C->loops[CurLoop];
      int I = drs_symref(C, Lp.var);
      LT = tyOf(I);
      int64_t LS = Lp.step;
      if (LT.bits <= 32 && LS > -(1 << 30) && LS < (1 << 30) && LS != 0) {
        int Diff = drs_binop(C, DRS_OP_SUB, DRS_I64, conv(DRS_I64, I),
                             conv(DRS_I64, Lp.init));
        int K = drs_binop(C, DRS_OP_DIV, DRS_I64, Diff, k64(LS));
        int J0 = Linear0.count(VD) ? Linear0[VD] : -1;
        if (J0 >= 0)
          V = conv(DT, add64(conv(DRS_I64, J0), mul64(K, k64(St))));
      }
    }
    S.Vars[VD] = V >= 0 ? V : unknown(DT, nameOf(VD));
  }
  Breaks.assign(1, BreakKind::ConstructLoop);
}

// ---- fix-its -------------------------------------------------------------------

bool Builder::usedOutside(const VarDecl *VD) {
  if (!VD || VD->hasGlobalStorage() || !Site.Function || !Site.Loop)
    return true;
  SourceLocation LB = SM.getExpansionLoc(Site.Loop->getBeginLoc());
  SourceLocation LE = SM.getExpansionLoc(Site.Loop->getEndLoc());
  bool Used = false;
  walkAll(Site.Function->getBody(), [&](const Stmt *S2) {
    const auto *DR = dyn_cast<DeclRefExpr>(S2);
    if (!DR || DR->getDecl() != VD || Used)
      return;
    SourceLocation L = SM.getExpansionLoc(DR->getBeginLoc());
    bool Inside = !SM.isBeforeInTranslationUnit(L, LB) &&
                  !SM.isBeforeInTranslationUnit(LE, L);
    if (Inside)
      return;
    if (SM.isBeforeInTranslationUnit(LE, L)) {
      Used = true;
      return;
    }
    for (const Stmt *Lp : EnclosingLoops) {
      SourceLocation B = SM.getExpansionLoc(Lp->getBeginLoc());
      SourceLocation E = SM.getExpansionLoc(Lp->getEndLoc());
      if (!SM.isBeforeInTranslationUnit(L, B) &&
          !SM.isBeforeInTranslationUnit(E, L))
        Used = true;
    }
  });
  return Used;
}

void Builder::makeFixes() {
  for (auto &KV : Uses) {
    const VarDecl *VD = KV.first;
    const ScalarUse &U = KV.second;
    if (!U.Written)
      continue;
    auto It = RootIndex.find(std::make_pair(VD, -1));
    if (It == RootIndex.end() || Roots[It->second].Object < 0)
      continue;
    std::string Obj = Roots[It->second].Name;
    std::string N = nameOf(VD);
    std::set<std::string> Ops = U.RedOps;
    if (Ops.size() == 2 && Ops.count("+") && Ops.count("-"))
      Ops = {"+"};
    if (!U.Other && Ops.size() == 1) {
      if (Site.Directive)
        R.Fixes.push_back({Obj, "reduction(" + *Ops.begin() + ":" + N + ")"});
      continue;
    }
    if (U.ReadBeforeWrite)
      continue;
    if (!usedOutside(VD)) {
      if (Site.Directive)
        R.Fixes.push_back({Obj, "private(" + N + ")"});
    } else {
      R.Hints.push_back(
          {Obj, "'" + N + "' is read after the loop: consider lastprivate(" +
                    N + ")"});
    }
  }
}

// ---- driver --------------------------------------------------------------------

BuildResult Builder::run() {
  const FunctionDecl *FD = Site.Function;
  std::string Fn = FD ? FD->getNameAsString() : std::string();
  SourceLocation PL = SM.getExpansionLoc(Site.PragmaLoc.isValid()
                                             ? Site.PragmaLoc
                                             : (Site.Loop ? Site.Loop->getForLoc()
                                                          : SourceLocation()));
  C = drs_construct_new(Site.Kind.c_str(), Fn.c_str(), line(PL), col(PL));
  R.Model = C;
  if (!C)
    return R;
  if (Site.Loop) {
    SourceLocation FL = SM.getExpansionLoc(Site.Loop->getForLoc());
    C->loop_line = line(FL);
    C->loop_col = col(FL);
  }
  C->is_simd = Site.Kind == "simd";
  Worksharing = Site.Directive &&
                !isOpenMPParallelDirective(Site.Directive->getDirectiveKind()) &&
                isOpenMPWorksharingDirective(Site.Directive->getDirectiveKind());
  if (Site.Directive)
    R.FixLoc = Site.Directive->getEndLoc();

  const Stmt *Body = FD ? FD->getBody() : nullptr;
  if (!Body || !Site.Loop) {
    fail("the construct has no function body or loop");
  } else if (FD->isDependentContext() || FD->isTemplateInstantiation()) {
    fail("dependent code in a template");
  }
  if (!failed())
    precheckFunction(Body);
  ConstructStmt = Site.Directive ? (const Stmt *)Site.Directive : Site.Loop;
  std::vector<const Stmt *> Path;
  if (!failed() && !findPath(Body, ConstructStmt, Path))
    fail("the construct was not found in its function");
  if (!failed() && Site.Directive) {
    collectClauses(Site.Directive, true);
    if (!C->is_simd)
      C->safelen = 0;
  }
  // the construct's loops (collapse(n))
  if (!failed()) {
    unsigned N = Site.Directive ? Site.Directive->getLoopsNumber() : 1;
    const Stmt *Cur = Site.Loop;
    for (unsigned K = 0; K < N && !failed(); ++K) {
      const auto *F = dyn_cast_or_null<ForStmt>(Cur);
      if (!F) {
        fail("the collapsed loops are not perfectly nested 'for' loops");
        break;
      }
      ParLoops.push_back(F);
      Cur = skipSingle(F->getBody());
    }
    if (!failed()) {
      InnermostBody = ParLoops.back()->getBody();
      collectModified(InnermostBody, ModifiedInBody);
      collectDeclared(InnermostBody, DeclaredInBody);
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
    // VLA parameters: sizes as on entry
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
    execPathTo(Path);
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
    execStmt(InnermostBody);
    if (!failed() && !S.Dead && !S.Locks.empty())
      fail("a lock is still held at the end of an iteration");
  }
  if (!failed()) {
    std::vector<std::string> Ptrs;
    for (const RootInfo &RI : Roots)
      if (RI.Kind == DRS_OBJ_POINTER && RI.Object >= 0)
        Ptrs.push_back(RI.Name);
    if (Ptrs.size() >= 2)
      for (size_t I = 0; I < Ptrs.size(); ++I)
        for (size_t J = I + 1; J < Ptrs.size(); ++J)
          drs_construct_add_assumption(
              C, ("'" + Ptrs[I] + "' and '" + Ptrs[J] +
                  "' do not alias (different pointer variables of unknown "
                  "origin)")
                     .c_str());
    // A pointer of unknown origin might also point into a named array with
    // static storage (a local array could only be reached after its address
    // escaped, which goes through a call: havoc'd, not modelled).
    for (const std::string &P : Ptrs)
      for (const RootInfo &RI : Roots)
        if (RI.Kind == DRS_OBJ_ARRAY && RI.Object >= 0 && RI.VD &&
            RI.VD->hasGlobalStorage())
          drs_construct_add_assumption(
              C, ("'" + P + "' and '" + RI.Name +
                  "' do not alias (pointer of unknown origin and a named "
                  "array)")
                     .c_str());
    makeFixes();
  }
  if (failed()) {
    drs_construct_set_not_analyzed(C, Failure.c_str());
    R.Fixes.clear();
    R.Hints.clear();
  }
  if (R.AccessLocs.size() != (size_t)C->n_accesses)
    R.AccessLocs.resize(C->n_accesses);
  return R;
}

BuildResult buildConstructModel(ASTContext &Ctx, const ConstructSite &Site) {
  Builder B(Ctx, Site);
  return B.run();
}

} // namespace drsat
