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
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"

using namespace clang;

namespace drsat {

BinaryOperatorKind flip(BinaryOperatorKind Op) {
  switch (Op) {
  case BO_LT: return BO_GT;
  case BO_GT: return BO_LT;
  case BO_LE: return BO_GE;
  case BO_GE: return BO_LE;
  default: return Op;
  }
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

// ---- loops -------------------------------------------------------------------

bool Builder::onlyAddressPassed(llvm::ArrayRef<const Stmt *> Parts, const VarDecl *V) {
  std::set<const VarDecl *> Written;
  for (const Stmt *Part : Parts)
    if (Part)
      collectWritten(Part, Written);
  return !Written.count(V) && Site.Function &&
         addressOnlyReadThrough(Site.Function->getBody(), V);
}

/// P, a pointer parameter of Def, is only read through: every use is a `*P`
/// value (`long f(const long *i) { return *i + 1; }`).
static bool onlyReadThrough(const FunctionDecl *Def, const ParmVarDecl *P) {
  if (!P->getType()->isPointerType() || !Def->hasBody())
    return false;
  std::set<const Expr *> Reads;
  walk(Def->getBody(), [&](const Stmt *X) {
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(X);
        IC && IC->getCastKind() == CK_LValueToRValue)
      if (const auto *U = dyn_cast<UnaryOperator>(IC->getSubExpr()->IgnoreParens());
          U && U->getOpcode() == UO_Deref)
        if (const auto *DR = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts());
            DR && varOf(DR) == P)
          Reads.insert(DR);
  });
  bool Ok = true;
  walk(Def->getBody(), [&](const Stmt *X) {
    if (const auto *DR = dyn_cast<DeclRefExpr>(X); DR && varOf(DR) == P && !Reads.count(DR))
      Ok = false;
  });
  return Ok;
}

/// Every `&V` in Body is an argument of a call of a function defined here
/// that only reads through that parameter, and no reference binds V: V
/// changes only where its own name is written (a loop counter passed as
/// `calcFirstDiagElement(&i, &si, &sj)` stays the loop's counter).
bool addressOnlyReadThrough(const Stmt *Body, const VarDecl *V) {
  std::set<const Expr *> Fine;
  std::set<const VarDecl *> Bound;
  bool Ok = true;
  walk(Body, [&](const Stmt *X) {
    collectRefBound(X, Bound);
    const auto *CE = dyn_cast<CallExpr>(X);
    const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
    const FunctionDecl *Def = FD ? FD->getDefinition() : nullptr;
    if (!Def || isa<CXXMemberCallExpr>(CE) || isa<CXXOperatorCallExpr>(CE))
      return;
    for (unsigned K = 0; K < CE->getNumArgs() && K < Def->getNumParams(); ++K) {
      const auto *U = dyn_cast<UnaryOperator>(CE->getArg(K)->IgnoreParenImpCasts());
      if (U && U->getOpcode() == UO_AddrOf &&
          isa<DeclRefExpr>(U->getSubExpr()->IgnoreParens()) &&
          refVar(U->getSubExpr()) == V && onlyReadThrough(Def, Def->getParamDecl(K)))
        Fine.insert(U);
    }
  });
  walk(Body, [&](const Stmt *X) {
    if (const auto *U = dyn_cast<UnaryOperator>(X);
        U && U->getOpcode() == UO_AddrOf && !Fine.count(U) && baseVar(U->getSubExpr()) == V)
      Ok = false;
  });
  return Ok && !Bound.count(V);
}

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
    if (L.Var->getType()->isRecordType())
      L.Why += " (of iterators, std::vector's and std::array's are modelled)";
    else if (pointerLike(L.Var->getType()))
      L.Why += " (a pointer loop is modelled only as a construct of its own, not yet among a region's code)";
    return false;
  }
  if ((AddrTaken.count(L.Var) &&
       !(Site.Function && addressOnlyReadThrough(Site.Function->getBody(), L.Var))) ||
      L.Var->getType().isVolatileQualified()) {
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
  // the type `var + step` is computed in, before it is converted back
  QualType Arith = L.Var->getType();
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Inc)) {
    if (U->isIncrementDecrementOp() && refVar(U->getSubExpr()) == L.Var) {
      Step = U->isIncrementOp() ? 1 : -1;
      StepOk = true;
      if (Ctx.isPromotableIntegerType(Arith))
        Arith = Ctx.getPromotedIntegerType(Arith);
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
        if (const auto *CA = dyn_cast<CompoundAssignOperator>(B))
          Arith = CA->getComputationResultType();
      } else if (B->getOpcode() == BO_Assign) {
        const auto *RB =
            dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts());
        if (RB)
          Arith = RB->getType();
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
  if (Rel != BO_NE && ((Step > 0 && (Rel == BO_GT || Rel == BO_GE)) ||
                       (Step < 0 && (Rel == BO_LT || Rel == BO_LE)))) {
    L.Why = "the condition and the step go in opposite directions";
    return false;
  }
  L.Op = Rel;  // in `var relop bound` terms until checkWrap is done
  L.Step = Step;
  if (!checkWrap(L, Arith))
    return false;
  if (L.Op == BO_NE)
    L.Op = Step > 0 ? BO_LT : BO_GT;
  L.Op = OnLeft ? L.Op : flip(L.Op);
  return true;
}

namespace {

struct Range {
  __int128 Lo, Hi;
  bool has(const Range &R) const { return Lo <= R.Lo && R.Hi <= Hi; }
};

Range rangeOf(QualType T, ASTContext &Ctx) {
  unsigned W = Ctx.getIntWidth(T);
  if (T->isSignedIntegerOrEnumerationType())
    return {-((__int128)1 << (W - 1)), ((__int128)1 << (W - 1)) - 1};
  return {0, ((__int128)1 << W) - 1};
}

/// X reduced modulo 2^W into R (R spans 2^W values).
__int128 wrapInto(__int128 X, unsigned W, const Range &R) {
  __int128 M = (__int128)1 << W;
  X = (X - R.Lo) % M;
  return (X < 0 ? X + M : X) + R.Lo;
}

/// The inverse of odd O modulo 2^64 (Newton's iteration).
uint64_t oddInverse(uint64_t O) {
  uint64_t X = O;
  for (int I = 0; I < 6; ++I)
    X *= 2 - O * X;
  return X;
}

} // namespace

// The values a loop variable takes follow C: `v += step` computes v + step
// in its arithmetic type (char and short are promoted to int) and converts
// the sum back to v's type.  Where that sum can leave v's type, a signed
// arithmetic type of v's own width overflows (undefined: such executions are
// not considered, and the monotone domain of drs_model.h stays exact);
// otherwise the value wraps around.  A relational condition that still holds
// when the variable would wrap makes the loop run forever
// (`unsigned char j = 0; j <= 255; j++`): not modelled.  A `!=` loop ends
// when v equals the bound, possibly after wrapping (`unsigned char j = 250;
// j != 2; j++` runs 250..255, 0, 1): then L.Wraps, and loopDomain describes
// its values by their step count modulo 2^Bits.  A `!=` loop that may never
// meet its bound is not modelled.
bool Builder::checkWrap(LoopShape &L, QualType Arith) {
  QualType T = L.Var->getType();
  std::string VN = nameOf(L.Var);
  unsigned W = Ctx.getIntWidth(T);
  Range TR = rangeOf(T, Ctx);
  bool Undefined = Arith->isSignedIntegerOrEnumerationType() &&
                   T->isSignedIntegerOrEnumerationType() &&
                   Ctx.getIntWidth(Arith) == W;
  __int128 St = L.Step, A = St < 0 ? -St : St;
  const Expr *InitE = L.initValue();
  int64_t I64 = 0, B64 = 0;
  bool InitK = InitE && constValue(InitE, Ctx, I64);
  bool BoundK = constValue(L.Bound, Ctx, B64);
  __int128 I = InitK ? wrapInto(I64, W, TR) : 0, Bd = B64;
  if (Undefined) {
    if (L.Op != BO_NE || A == 1)
      return true;
    // `!=` with a larger step: exact only when the step meets the bound
    if (InitK && BoundK && (Bd - I) % St == 0 && (Bd - I) / St >= 0)
      return true;
    L.Why = "'!=' needs a step of 1 or -1, or constant bounds the step meets";
    L.WrapUnknown = true;
    return false;
  }
  if (A >= ((__int128)1 << (W - 1))) {
    L.Why = "the step of '" + VN + "' does not fit its type";
    L.WrapUnknown = true;
    return false;
  }
  // the comparison sees v's value unchanged, the bound within BR
  const Expr *VarSide = L.VarOnLeft ? L.Cond->getLHS() : L.Cond->getRHS();
  QualType CT = VarSide->getType();
  if (!CT->isIntegerType() || !rangeOf(CT, Ctx).has(TR)) {
    L.Why = "the condition converts '" + VN + "' to a type that does not "
            "hold all its values";
    L.WrapUnknown = true;
    return false;
  }
  Range BR = rangeOf(CT, Ctx);
  QualType BT = L.Bound->IgnoreParenImpCasts()->getType();
  if (BoundK)
    BR = {Bd, Bd};
  else if (BT->isIntegerType() && BR.has(rangeOf(BT, Ctx)))
    BR = rangeOf(BT, Ctx);
  std::string TN = T.getUnqualifiedType().getAsString();
  if (L.Op != BO_NE) {
    // the largest (smallest) value the condition admits, then one step on
    __int128 Last;
    switch (L.Op) {
    case BO_LT: Last = std::min(BR.Hi - 1, TR.Hi); break;
    case BO_LE: Last = std::min(BR.Hi, TR.Hi); break;
    case BO_GT: Last = std::max(BR.Lo + 1, TR.Lo); break;
    default:    Last = std::max(BR.Lo, TR.Lo); break;
    }
    if (InitK && (St > 0 ? Last >= I : Last <= I))
      Last = I + ((Last - I) / St) * St;  // the last value actually reached
    if (TR.Lo <= Last + St && Last + St <= TR.Hi)
      return true;
    L.Why = "'" + VN + "' (" + TN + ") may wrap around while the condition "
            "still holds: the loop may not end";
    L.WrapUnknown = true;
    return false;
  }
  // `!=`: the bound must be a value of v's type, reached by whole steps
  if (!TR.has(BR)) {
    L.Why = "'" + VN + "' (" + TN + ") may never equal the bound of '!='";
    L.WrapUnknown = true;
    return false;
  }
  unsigned Z = 0;
  while (((A >> Z) & 1) == 0)
    ++Z;
  L.Bits = W;
  L.Zeros = Z;
  L.Inverse = oddInverse((uint64_t)(A >> Z));
  if (W < 64)
    L.Inverse &= ((uint64_t)1 << W) - 1;
  if (InitK && BoundK) {
    // distance in steps' direction, modulo 2^W
    __int128 M = (__int128)1 << W;
    __int128 D = ((St > 0 ? Bd - I : I - Bd) % M + M) % M;
    if (D % ((__int128)1 << Z) != 0) {
      L.Why = "'" + VN + "' (" + TN + ") never equals " +
              std::to_string((long long)Bd) + ": the loop does not end";
      L.WrapUnknown = true;
    return false;
    }
    if ((St > 0 ? Bd >= I : Bd <= I) && (Bd - I) % St == 0)
      return true;  // met without wrapping: the monotone domain is exact
    unsigned __int128 K = ((unsigned __int128)(D >> Z) * L.Inverse) &
                          ((((unsigned __int128)1) << (W - Z)) - 1);
    L.TripKnown = true;
    L.Trip = (uint64_t)K;
  } else if (Z != 0) {
    L.Why = "'!=' on '" + VN + "' (" + TN + ") needs an odd step or "
            "constant bounds";
    L.WrapUnknown = true;
    return false;
  } else if (A == 1 && InitK && I == (St > 0 ? TR.Lo : TR.Hi)) {
    return true;  // from the type's edge towards the bound: no wrap
  }
  L.Wraps = true;
  return true;
}

// The domain of loop L's variable Sym (first value V0) as drs_add_loop
// takes it: Init, Step and the returned condition.  A wrapping `!=` loop
// (L.Wraps) counts from its type's minimum by 1 -- every value of the type
// -- and its condition keeps exactly the values it runs through: with
// d(v) = (v - V0) mod 2^Bits (or V0 - v counting down), |step| = 2^z * o
// (o odd) and o' the inverse of o modulo 2^Bits, v is reached after
// k(v) = (d(v) / 2^z) * o' mod 2^(Bits-z) steps when 2^z divides d(v), and
// the loop runs while k(v) < k(bound).
int Builder::loopDomain(const LoopShape &L, int Sym, int V0, int &Init,
                        int64_t &Step) {
  Init = V0;
  Step = L.Step;
  if (!L.Wraps)
    return translateCond(L, Sym);
  const drs_type U64 = {64, false};
  drs_type VT = tyOf(Sym);
  Init = drs_const(C, VT, VT.is_signed ? -((int64_t)1 << (VT.bits - 1)) : 0);
  Step = 1;
  // Distances and counts modulo 2^Bits are computed in the unsigned type of
  // that width, where they wrap by themselves: in 64 bits each needed an
  // explicit `% 2^Bits` after a subtraction that wraps modulo 2^64, and the
  // two reductions made Z3's integer solver branch over quotients up to
  // 2^56 (10 s on one `unsigned char` loop).  The comparison with the trip
  // count stays in 64 bits (a loop through every value has 2^Bits trips).
  const drs_type UB = {L.Bits, false};
  auto K = [&](drs_type T, uint64_t V) { return drs_const(C, T, (int64_t)V); };
  auto Bin = [&](drs_op Op, drs_type T, int X, int Y) {
    return X < 0 || Y < 0 ? -1 : drs_binop(C, Op, T, X, Y);
  };
  int U0 = conv(UB, V0);
  auto Dist = [&](int X) {  // d(x) of the comment above
    int UX = conv(UB, X);
    return L.Step > 0 ? Bin(DRS_OP_SUB, UB, UX, U0) : Bin(DRS_OP_SUB, UB, U0, UX);
  };
  auto Count = [&](int D) {  // k from d, as a 64-bit value
    if (L.Zeros)
      D = Bin(DRS_OP_DIV, UB, D, K(UB, (uint64_t)1 << L.Zeros));
    int P = L.Inverse == 1 ? D : Bin(DRS_OP_MUL, UB, D, K(UB, L.Inverse));
    if (L.Zeros)
      P = Bin(DRS_OP_REM, UB, P, K(UB, (uint64_t)1 << (L.Bits - L.Zeros)));
    return P < 0 ? -1 : conv(U64, P);
  };
  int DV = Dist(Sym);
  int Trip;
  if (L.TripKnown) {
    Trip = K(U64, L.Trip);
  } else {
    int B = eval(L.VarOnLeft ? L.Cond->getRHS() : L.Cond->getLHS());
    Trip = Count(Dist(conv(VT, B)));
  }
  int CK = Count(DV);
  int Res = CK < 0 || Trip < 0 ? -1 : drs_binop(C, DRS_OP_LT, DRS_INT, CK, Trip);
  if (L.Zeros && Res >= 0)
    Res = drs_and(C, drs_binop(C, DRS_OP_EQ, DRS_INT,
                             Bin(DRS_OP_REM, UB, DV, K(UB, (uint64_t)1 << L.Zeros)),
                             K(UB, 0)), Res);
  if (Res < 0)
    internalError();
  return Res;
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
    internalError();
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
    D.InitE = L.initValue();
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
    internalError();
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
  if (L.Wraps) {
    // OpenMP counts the logical iterations before the loop, in the step's
    // direction; a `!=` bound reached only by wrapping leaves the count
    // unspecified (Clang 19 runs no iteration, C's loop would run several)
    fail("loop variable '" + nameOf(L.Var) + "' " +
         (L.TripKnown ? "wraps" : "may wrap") + " around before it equals "
         "the bound of '!=': OpenMP leaves the iteration count unspecified");
    return false;
  }
  std::set<const VarDecl *> InBody;
  collectModified(InnermostBody, InBody);
  for (size_t J = K + 1; J < ParLoops.size(); ++J) {
    collectModified(ParLoops[J]->getInit(), InBody);
    collectModified(ParLoops[J]->getCond(), InBody);
    collectModified(ParLoops[J]->getInc(), InBody);
  }
  std::vector<const Stmt *> Parts{InnermostBody};
  for (size_t J = K + 1; J < ParLoops.size(); ++J)
    Parts.insert(Parts.end(),
                 {ParLoops[J]->getInit(), ParLoops[J]->getCond(), ParLoops[J]->getInc()});
  if (InBody.count(L.Var) && !onlyAddressPassed(Parts, L.Var)) {
    fail("loop variable '" + nameOf(L.Var) + "' is modified in the loop body");
    return false;
  }
  return true;
}

bool Builder::buildParallelLoops() {
  if (RangeLoop)
    return buildRangeLoop();
  for (const ForStmt *F : ParLoops)
    if (buildPointerLoop(F))
      return !failed();
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
      internalError();
      return false;
    }
    Parent = Li;
    LoopVars.insert(L.Var);
  }
  CurLoop = Parent;
  return true;
}

} // namespace drsat
