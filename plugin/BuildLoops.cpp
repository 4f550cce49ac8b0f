//===- BuildLoops.cpp - the construct's loops -------------------------------===//
//
// Loops in OpenMP canonical form (`for (v = init; v relop bound; v += step)`)
// become drs_loops: the construct's own loops (each of collapse(n)), the
// sequential loops around it and inside it.  `simd safelen(s) collapse(n)`
// nests become one loop over the logical iteration number.
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

namespace {

BinaryOperatorKind flip(BinaryOperatorKind Op) {
  switch (Op) {
  case BO_LT: return BO_GT;
  case BO_GT: return BO_LT;
  case BO_LE: return BO_GE;
  case BO_GE: return BO_LE;
  default: return Op;
  }
}

} // namespace

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
      L.Var = refVar(B->getLHS());
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
  bool OnLeft = refVar(Cond->getLHS()) == L.Var &&
                isa<DeclRefExpr>(Cond->getLHS()->IgnoreParenImpCasts());
  bool OnRight = refVar(Cond->getRHS()) == L.Var &&
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
    if (U->isIncrementDecrementOp() && refVar(U->getSubExpr()) == L.Var) {
      Step = U->isIncrementOp() ? 1 : -1;
      StepOk = true;
    }
  } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(Inc)) {
    if (refVar(B->getLHS()) == L.Var) {
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
          bool LV = refVar(RB->getLHS()) == L.Var;
          bool RV = refVar(RB->getRHS()) == L.Var;
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

// `simd safelen(s) collapse(n)`: lanes closer than s in the logical
// iteration space of the whole nest run together.  The model's safelen
// counts the iterations of one loop, so the nest becomes one PARALLEL loop
// over the logical iteration number k = 0, 1, ... and each loop variable a
// function of k (T: trip counts, P: products of the inner trip counts):
//     i = I0 + (k / P0) * s0,   j = I1 + ((k / P1) % T1) * s1,  ...
// The witness prints k with the label "i*10+j" (for 10 inner iterations).
// The inner loops need constant bounds (their trip counts are the P).  The
// outer loop's bounds may be unknown (of a type of at most 32 bits): then k
// runs while the outer condition holds for i(k), computed in i64 and
// required to lie in the range of i's type (so the condition stays monotone
// in k).  Other nests stay "not analyzed" with the reason.
bool Builder::buildCollapsedSimd() {
  struct Dim {
    const VarDecl *Var;
    drs_type T;
    int64_t Init, Step;
    __int128 Trip;
    bool Known;          ///< constant init and bound (Trip valid)
    bool InitKnown;      ///< constant init (in Init)
    const Expr *InitE;
    LoopShape L;
  };
  std::string Only = "safelen with collapse(" + std::to_string(ParLoops.size()) +
                     ") is modelled for constant bounds of the inner loops only";
  std::vector<Dim> Ds;
  const __int128 Limit = (__int128)1 << 62;
  for (size_t K = 0; K < ParLoops.size(); ++K) {
    LoopShape L;
    if (!parseParallelLoop(K, L))
      return false;
    Dim D{L.Var, DRS_INT, 0, L.Step, 0, false, false, nullptr, L};
    if (isa<DeclStmt>(L.Init))
      D.InitE = L.Var->getInit();
    else if (const auto *B = dyn_cast<BinaryOperator>(L.Init))
      D.InitE = B->getRHS();
    const Expr *VarSide = L.VarOnLeft ? L.Cond->getLHS() : L.Cond->getRHS();
    if (!dType(L.Var->getType(), D.T) || !D.T.is_signed || !D.InitE ||
        !Ctx.hasSameUnqualifiedType(VarSide->getType(), L.Var->getType())) {
      fail(Only);
      return false;
    }
    int64_t B = 0;
    D.InitKnown = constValue(D.InitE, Ctx, D.Init);
    D.Known = D.InitKnown && constValue(L.Bound, Ctx, B);
    if (!D.Known) {
      if (K > 0 || D.T.bits > 32) {
        fail(Only);
        return false;
      }
      Ds.push_back(D);
      continue;
    }
    __int128 Min = -((__int128)1 << (D.T.bits - 1));
    __int128 Max = ((__int128)1 << (D.T.bits - 1)) - 1;
    __int128 I = D.Init, Bd = B, St = D.Step, A = St < 0 ? -St : St;
    BinaryOperatorKind Rel = L.VarOnLeft ? L.Op : flip(L.Op);
    switch (Rel) {
    case BO_LT: D.Trip = Bd > I ? (Bd - I + A - 1) / A : 0; break;
    case BO_LE: D.Trip = Bd >= I ? (Bd - I) / A + 1 : 0; break;
    case BO_GT: D.Trip = I > Bd ? (I - Bd + A - 1) / A : 0; break;
    case BO_GE: D.Trip = I >= Bd ? (I - Bd) / A + 1 : 0; break;
    default: fail(Only); return false;
    }
    // the value after the last increment must exist (no signed overflow)
    __int128 After = I + D.Trip * St;
    if (I < Min || I > Max || D.Trip > Limit || After < Min || After > Max) {
      fail(Only);
      return false;
    }
    Ds.push_back(D);
  }
  // P: products of the inner trip counts; Total when every bound is known
  std::vector<int64_t> P(Ds.size(), 1);
  __int128 Total = Ds[0].Known ? Ds[0].Trip : 1;
  bool Empty = Ds[0].Known && Ds[0].Trip == 0;
  for (size_t K = Ds.size(); K-- > 1;) {
    __int128 Q = (__int128)P[K] * Ds[K].Trip;
    Total *= Ds[K].Trip;
    if (Q > Limit || Total > Limit) {
      fail(Only);
      return false;
    }
    P[K - 1] = (int64_t)Q;
    Empty = Empty || Ds[K].Trip == 0;
  }
  // the label: the logical iteration number in the loop variables' terms
  std::string Label;
  for (size_t K = 0; K < Ds.size(); ++K) {
    std::string V = nameOf(Ds[K].Var);
    std::string I0 = std::to_string(Ds[K].Init);
    if (!Ds[K].InitKnown)
      V = "(" + V + "-(" + text(Ds[K].InitE) + "))";
    else if (Ds[K].Init > 0)
      V = "(" + V + "-" + I0 + ")";
    else if (Ds[K].Init < 0)
      V = "(" + V + "+" + I0.substr(1) + ")";
    if (Ds[K].Step != 1)
      V += "/" + std::to_string(Ds[K].Step);
    if (P[K] != 1 && !Empty)
      V += "*" + std::to_string(P[K]);
    Label += (K ? "+" : "") + V;
  }
  const ForStmt *F0 = ParLoops.front();
  int Wide0 = -1;  // i(k) in i64 when the outer bounds are unknown
  int Loop = C->n_loops;
  int Sym = freshSym("collapsed", Label, DRS_I64, DRS_SYM_LOOP, Loop);
  for (size_t K = 0; K < Ds.size(); ++K) {
    int Q = Sym;
    if (Empty) {
      Q = k64(0);  // no iterations at all
    } else {
      if (P[K] != 1)
        Q = drs_binop(C, DRS_OP_DIV, DRS_I64, Q, k64(P[K]));
      if (K > 0)
        Q = drs_binop(C, DRS_OP_REM, DRS_I64, Q, k64((int64_t)Ds[K].Trip));
    }
    int I0 = k64(Ds[K].Init);
    if (!Ds[K].InitKnown) {
      execStmt(F0->getInit());  // the outer loop's first value, once
      if (failed())
        return false;
      I0 = LastValue.count(Ds[K].Var) ? LastValue[Ds[K].Var] : -1;
      if (I0 < 0)
        I0 = unknown(Ds[K].T, nameOf(Ds[K].Var));
      I0 = conv(DRS_I64, conv(Ds[K].T, I0));
    }
    int Wide = add64(I0, mul64(Q, k64(Ds[K].Step)));
    Override[Ds[K].Var] = conv(Ds[K].T, Wide);
    LoopVars.insert(Ds[K].Var);
    if (K == 0)
      Wide0 = Wide;
  }
  int Cond;
  if (Empty) {
    Cond = drs_const(C, DRS_INT, 0);
  } else if (Ds[0].Known) {
    Cond = drs_binop(C, DRS_OP_LT, DRS_INT, Sym, k64((int64_t)Total));
  } else {
    int Wide = Wide0;
    int64_t Min = -((int64_t)1 << (Ds[0].T.bits - 1));
    int64_t Max = ((int64_t)1 << (Ds[0].T.bits - 1)) - 1;
    int InRange = drs_binop(
        C, DRS_OP_LAND, DRS_INT,
        drs_binop(C, DRS_OP_GE, DRS_INT, Wide, k64(Min)),
        drs_binop(C, DRS_OP_LE, DRS_INT, Wide, k64(Max)));
    int Outer = translateCond(Ds[0].L, Override[Ds[0].Var]);
    Cond = Outer < 0 ? -1 : drs_binop(C, DRS_OP_LAND, DRS_INT, InRange, Outer);
  }
  if (failed())
    return false;
  int Li = Cond < 0 ? -1
                    : drs_add_loop(C, DRS_LOOP_PARALLEL, C->exprs[Sym].sym,
                                   LastOuterLoop, k64(0), Cond, 1,
                                   line(F0->getForLoc()), col(F0->getForLoc()));
  if (Li != Loop) {
    fail(std::string("internal error in the model builder: ") +
         drs_construct_last_error_(C));
    return false;
  }
  CurLoop = Li;
  return !failed();
}

/// Reads parallel loop K of the construct (canonical form; its variable
/// not modified in the body or in the headers of the loops it encloses).
bool Builder::parseParallelLoop(size_t K, LoopShape &L) {
  if (!parseCanonical(ParLoops[K], L)) {
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
  return true;
}

bool Builder::buildParallelLoops() {
  if (C->is_simd && C->safelen > 0 && ParLoops.size() > 1)
    return buildCollapsedSimd();
  int Parent = LastOuterLoop;
  for (size_t K = 0; K < ParLoops.size(); ++K) {
    const ForStmt *F = ParLoops[K];
    LoopShape L;
    if (!parseParallelLoop(K, L))
      return false;
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

} // namespace drsat
