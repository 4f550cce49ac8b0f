//===- BuildPtrLoop.cpp - loops over pointers and iterators ---------------===//
//
// OpenMP's canonical loop form admits a pointer or a random-access iterator
// as the loop variable (OpenMP 5.2, 4.4.1): `for (double *p = a; p < a + n;
// p++)`, `for (auto it = v.begin(); it != v.end(); ++it)`.  The iterations
// are counted by their logical number k = 0, 1, ... (the symbol "#p"); in
// iteration k the variable is the start plus k steps, a pointer value as
// SymAddress.cpp forms them (an iterator of a std container is the pointer
// it wraps: SymCxx.cpp).  Start and bound must point into one object; the
// iteration count is the distance between them over the step, rounded up
// (`<`, `>`) or plus one (`<=`, `>=`).  `!=` needs a step of 1 or -1 and is
// counted as `<` (`>`): a program whose pointer never meets its bound leaves
// the object, which C leaves undefined.
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace drsat {

namespace {

/// `it` itself, seen through the copies around it.
const VarDecl *iterVar(const Expr *E) {
  E = iterCore(E);
  if (const auto *IC = dyn_cast_or_null<ImplicitCastExpr>(E);
      IC && IC->getCastKind() == CK_LValueToRValue)
    E = IC->getSubExpr()->IgnoreParens();
  return varOf(dyn_cast_or_null<DeclRefExpr>(E));
}

struct PtrLoop {
  const VarDecl *Var = nullptr;
  const Expr *Start = nullptr, *Bound = nullptr;
  BinaryOperatorKind Rel = BO_LT;  ///< `var Rel bound`
  int64_t Step = 0;                ///< in elements
  QualType Elem;
};

/// The comparison of F's condition: opcode and operands, whether built in,
/// an overloaded operator or rewritten from one (C++20).
bool splitCompare(const Expr *E, BinaryOperatorKind &Op, const Expr *&L,
                  const Expr *&R) {
  E = E ? E->IgnoreParenImpCasts() : nullptr;
  if (const auto *EC = dyn_cast_or_null<ExprWithCleanups>(E))
    E = EC->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *B = dyn_cast_or_null<BinaryOperator>(E)) {
    Op = B->getOpcode();
    L = B->getLHS();
    R = B->getRHS();
    return true;
  }
  if (const auto *RW = dyn_cast_or_null<CXXRewrittenBinaryOperator>(E)) {
    CXXRewrittenBinaryOperator::DecomposedForm DF = RW->getDecomposedForm();
    Op = DF.Opcode;
    L = DF.LHS;
    R = DF.RHS;
    return true;
  }
  const auto *OC = dyn_cast_or_null<CXXOperatorCallExpr>(E);
  if (!OC || OC->getNumArgs() != 2)
    return false;
  switch (OC->getOperator()) {
  case OO_Less: Op = BO_LT; break;
  case OO_LessEqual: Op = BO_LE; break;
  case OO_Greater: Op = BO_GT; break;
  case OO_GreaterEqual: Op = BO_GE; break;
  case OO_ExclaimEqual: Op = BO_NE; break;
  default: return false;
  }
  L = OC->getArg(0);
  R = OC->getArg(1);
  return true;
}

/// The step of increment Inc of variable V in elements (0: not a step).
int64_t stepOf(const Expr *Inc, const VarDecl *V, ASTContext &Ctx) {
  Inc = Inc ? Inc->IgnoreParens() : nullptr;
  int64_t K = 0;
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Inc))
    return U->isIncrementDecrementOp() && refVar(U->getSubExpr()) == V
               ? (U->isIncrementOp() ? 1 : -1)
               : 0;
  if (const auto *B = dyn_cast_or_null<BinaryOperator>(Inc)) {
    if (refVar(B->getLHS()) != V)
      return 0;
    if (B->getOpcode() == BO_AddAssign || B->getOpcode() == BO_SubAssign)
      return constValue(B->getRHS(), Ctx, K) && K != INT64_MIN
                 ? (B->getOpcode() == BO_AddAssign ? K : -K)
                 : 0;
    const auto *RB = B->getOpcode() == BO_Assign
                         ? dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts())
                         : nullptr;
    if (!RB || (RB->getOpcode() != BO_Add && RB->getOpcode() != BO_Sub))
      return 0;
    if (refVar(RB->getLHS()) == V && constValue(RB->getRHS(), Ctx, K) && K != INT64_MIN)
      return RB->getOpcode() == BO_Add ? K : -K;
    if (RB->getOpcode() == BO_Add && refVar(RB->getRHS()) == V &&
        constValue(RB->getLHS(), Ctx, K))
      return K;
    return 0;
  }
  const auto *OC = dyn_cast_or_null<CXXOperatorCallExpr>(Inc);
  if (!OC || OC->getNumArgs() < 1 || iterVar(OC->getArg(0)) != V)
    return 0;
  switch (OC->getOperator()) {
  case OO_PlusPlus: return 1;
  case OO_MinusMinus: return -1;
  case OO_PlusEqual:
  case OO_MinusEqual:
    if (OC->getNumArgs() != 2 || !constValue(OC->getArg(1), Ctx, K) || K == INT64_MIN)
      return 0;
    return OC->getOperator() == OO_PlusEqual ? K : -K;
  default: return 0;
  }
}

} // namespace

bool pointerLoopVar(const ForStmt *F, const VarDecl *&Var, const Expr *&Start) {
  Var = nullptr;
  Start = nullptr;
  const Stmt *Init = F ? F->getInit() : nullptr;
  if (const auto *EC = dyn_cast_or_null<ExprWithCleanups>(Init))
    Init = EC->getSubExpr();
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Init)) {
    if (DS->isSingleDecl())
      if (const auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl())) {
        Var = VD;
        Start = VD->getInit();
      }
  } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(Init)) {
    if (B->getOpcode() == BO_Assign) {
      Var = refVar(B->getLHS());
      Start = B->getRHS();
    }
  } else if (const auto *OC = dyn_cast_or_null<CXXOperatorCallExpr>(Init)) {
    if (OC->getOperator() == OO_Equal && OC->getNumArgs() == 2) {
      Var = iterVar(OC->getArg(0));
      Start = OC->getArg(1);
    }
  }
  return Var && Start && pointerLike(Var->getType()) &&
         !Var->getType()->isReferenceType();
}

bool Builder::buildPointerLoop(const ForStmt *F) {
  PtrLoop L;
  std::string Why;
  if (!pointerLoopVar(F, L.Var, L.Start))
    return false;
  std::string VN = nameOf(L.Var);
  QualType VT = L.Var->getType();
  if (VT->isPointerType())
    L.Elem = VT->getPointeeType();
  else
    stdIterator(VT, &L.Elem);
  BinaryOperatorKind Op = BO_LT;
  const Expr *LHS = nullptr, *RHS = nullptr;
  bool OnLeft = false;
  if (ParLoops.size() != 1)
    Why = "a pointer or iterator loop variable ('" + VN + "') among collapsed loops "
          "is not modelled yet";
  else if (AddrTaken.count(L.Var) || VT.isVolatileQualified())
    Why = "the address of the loop variable '" + VN + "' is taken";
  else if (L.Elem.isNull() || L.Elem->isIncompleteType() || L.Elem->isFunctionType() ||
           L.Elem->isDependentType())
    Why = "the loop variable '" + VN + "' points to elements of unknown size";
  else if (!splitCompare(F->getCond(), Op, LHS, RHS) ||
           !(BinaryOperator::isRelationalOp(Op) || Op == BO_NE))
    Why = "the condition is not 'var relop bound'";
  else if ((OnLeft = iterVar(LHS) == L.Var) == (iterVar(RHS) == L.Var))
    Why = "the condition does not compare '" + VN + "' with a bound";
  if (Why.empty()) {
    L.Bound = OnLeft ? RHS : LHS;
    L.Rel = OnLeft ? Op : flip(Op);
    L.Step = stepOf(F->getInc(), L.Var, Ctx);
    std::set<const VarDecl *> BR, InBody;
    collectRefs(L.Bound, BR);
    collectModified(InnermostBody, InBody);
    if (L.Step == 0)
      Why = "the increment of '" + VN + "' is not '++', '--', '+=' or '-=' by a constant";
    else if (BR.count(L.Var))
      Why = "the bound depends on '" + VN + "'";
    else if (L.Rel == BO_NE && L.Step != 1 && L.Step != -1)
      Why = "'!=' needs a step of 1 or -1";  // (OpenMP 5.2, 4.4.1)
    else if (L.Rel != BO_NE && ((L.Step > 0) != (L.Rel == BO_LT || L.Rel == BO_LE)))
      Why = "the condition and the step go in opposite directions";
    else if (InBody.count(L.Var))
      Why = "loop variable '" + VN + "' is modified in the loop body";
    else if (!Site.Directive) {
      // a plain loop tests its bound every time: it must not change
      for (const VarDecl *VD : BR)
        if (InBody.count(VD))
          Why = "the bound changes in the loop ('" + nameOf(VD) + "' is modified)";
    }
  }
  if (!Why.empty()) {
    fail("loop is not in canonical form: " + Why);
    return true;
  }
  // the start and the bound, evaluated once before the loop
  Loc P0 = ptrOf(L.Start);
  Loc PB = failed() ? Loc() : ptrOf(L.Bound);
  int ES = typeSize(L.Elem);
  if (failed())
    return true;
  if (!P0.Bad.empty() || !PB.Bad.empty()) {
    fail(!P0.Bad.empty() ? P0.Bad : PB.Bad);
    return true;
  }
  if (P0.Root < 0 || P0.Root != PB.Root || P0.Off < 0 || PB.Off < 0 || ES < 0) {
    fail("the start and the bound of '" + VN + "' do not point into one known "
         "object");
    return true;
  }
  // the logical iteration count: the distance in bytes over the step's
  int64_t Abs = L.Step < 0 ? -L.Step : L.Step;
  int Stride = mul64(k64(Abs), ES);
  int D = L.Step > 0 ? drs_binop(C, DRS_OP_SUB, DRS_I64, PB.Off, P0.Off)
                     : drs_binop(C, DRS_OP_SUB, DRS_I64, P0.Off, PB.Off);
  bool Incl = L.Rel == BO_LE || L.Rel == BO_GE;
  int Num = Incl ? add64(D, Stride)
                 : add64(D, drs_binop(C, DRS_OP_SUB, DRS_I64, Stride, k64(1)));
  int Count = drs_binop(C, DRS_OP_DIV, DRS_I64, Num, Stride);  // (<= 0: none)
  int Sym = logicalLoop(L.Var, Count, F->getForLoc());
  if (Sym < 0)
    return true;
  // iteration k: the start plus k steps (its pending subscript grows)
  int K = mul64(Sym, k64(L.Step));
  Loc P = P0;
  P.Off = add64(P0.Off, mul64(K, ES));
  if (P0.Pending && !P0.Index.empty())
    P.Index.back() = add64(conv(DRS_I64, P0.Index.back()), K);
  else
    P = offsetPtr(P0, K, ES, false);
  P.Formed = P.Inside.size();
  S.Ptrs[L.Var] = P;
  LoopVars.insert(L.Var);
  return true;
}

} // namespace drsat
