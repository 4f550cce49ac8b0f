//===- SymExpr.cpp - expressions --------------------------------------------===//
//
// Integer expressions to drs expressions, with their side effects: casts,
// unary and binary operators, assignments, short-circuit logic, `?:`, calls.
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Lex/Lexer.h"

#include <functional>

using namespace clang;

namespace drsat {

// ---- expressions -----------------------------------------------------------

int Builder::evalAny(const Expr *E) {
  if (!E)
    return -1;
  QualType T = E->getType();
  if (pointerLike(T) || (T->isArrayType() && !E->isLValue())) {
    ptrOf(E);
    return -1;
  }
  return eval(E);
}

int Builder::eval(const Expr *E) {
  if (!E)
    return -1;
  // Outside a body a scalar-only expression changes nothing and reads only
  // the state (evalConditional): equal shapes within it have equal values.
  int Shape = -1;
  bool Outermost = false;
  if (Mode == ExecMode::Env && !failed() && (PureActive || scalarOnlyExpr(E))) {
    Shape = pureShapeId(E);
    if (Shape >= 0 && PureActive) {
      auto It = PureValues.find(Shape);
      if (It != PureValues.end())
        return It->second;
    }
    Outermost = Shape >= 0 && !PureActive;
    PureActive = PureActive || Outermost;
  }
  unsigned Fresh = FreshSyms;
  int R = evalUnshared(E);
  if (Shape >= 0 && R >= 0 && !failed() && FreshSyms == Fresh)
    PureValues[Shape] = R;
  if (Outermost) {
    PureActive = false;
    PureValues.clear();
  }
  return R;
}

int Builder::evalUnshared(const Expr *E) {
  drs_type DT;
  bool IsInt = dType(E->getType(), DT) && E->isPRValue();
  if (++Depth > 200 || (Depth == 1 && tooDeep(E))) {
    --Depth;
    fail("expression nesting is too deep");
    return IsInt ? drs_const(C, DT, 0) : -1;
  }
  int V = failed() ? -1 : evalInner(E);
  --Depth;
  if (!IsInt)
    return -1;
  if (V < 0) {
    if (failed())
      return drs_const(C, DT, 0);
    // The result of a function defined nowhere in sight is an input like a
    // parameter: any value may come back.  Anything else is a value of
    // code the model does not follow (a conversion from floating point, a
    // library function of its arguments, a body not inlined): any value in
    // the query, which no witness may print.
    if (const auto *CE = dyn_cast<CallExpr>(E->IgnoreParenImpCasts()))
      if (const FunctionDecl *FD = CE->getDirectCallee())
        if (!FD->hasBody() && !FD->getBuiltinID())
          return unknown(DT, text(E));
    return untracked(DT, text(E), DRS_UNTRACKED_VALUE,
                     "value of '" + text(E) + "' is not tracked here");
  }
  return conv(DT, V);
}

int Builder::evalCond(const Expr *E) {
  int V = evalAny(E);
  if (V < 0)
    V = failed() ? drs_const(C, DRS_INT, 1) : unknown(DRS_INT, text(E));
  return V;
}

bool deeperThan(const Stmt *S, unsigned Limit) {
  llvm::SmallVector<std::pair<const Stmt *, unsigned>, 64> Todo;
  Todo.push_back({S, 1});
  while (!Todo.empty()) {
    auto [X, D] = Todo.pop_back_val();
    if (!X)
      continue;
    if (D > Limit)
      return true;
    for (const Stmt *Ch : X->children())
      Todo.push_back({Ch, D + 1});
  }
  return false;
}

bool constInt(const Expr *E, ASTContext &Ctx, int64_t &Out) {
  Expr::EvalResult ER;
  if (!E || E->isValueDependent() || !E->EvaluateAsInt(ER, Ctx) ||
      ER.HasUndefinedBehavior || ER.HasSideEffects || !ER.Val.isInt())
    return false;
  const llvm::APSInt &V = ER.Val.getInt();
  if (V.getBitWidth() > 64)
    return false;
  Out = V.isSigned() ? V.getSExtValue() : (int64_t)V.getZExtValue();
  return true;
}

int Builder::evalInner(const Expr *E) {
  E = E->IgnoreParens();
  drs_type DT;
  bool IsInt = dType(E->getType(), DT);
  if (pointerLike(E->getType())) {
    ptrOf(E);
    return -1;
  }
  // Constant subexpressions fold (`3 - 2`, enum and const arithmetic), so
  // equal values on both arms of an `if` merge to one expression.
  if (IsInt &&
      (isa<IntegerLiteral>(E) || isa<CharacterLiteral>(E) ||
       isa<CXXBoolLiteralExpr>(E) || isa<UnaryExprOrTypeTraitExpr>(E) ||
       isa<OffsetOfExpr>(E) || isa<ConstantExpr>(E) || isa<BinaryOperator>(E) ||
       isa<UnaryOperator>(E) || isa<ImplicitCastExpr>(E) ||
       isa<CStyleCastExpr>(E) || isa<ConditionalOperator>(E))) {
    int64_t V;
    if (pureConstInt(E, Ctx, V))
      return drs_const(C, DT, V);
  }
  switch (E->getStmtClass()) {
  case Stmt::ConstantExprClass:
    return eval(cast<ConstantExpr>(E)->getSubExpr());
  case Stmt::ExprWithCleanupsClass:
    // C++ temporaries end with the full expression: nothing to run unless
    // one has a destructor
    if (containsKindOf<CXXBindTemporaryExpr>(E)) {
      fail("a temporary with a destructor is not modelled yet");
      return -1;
    }
    return eval(cast<ExprWithCleanups>(E)->getSubExpr());
  case Stmt::StmtExprClass: {
    // GNU `({ ...; v; })` (glibc's assert): its statements, then the value
    // of the last one
    const CompoundStmt *CS = cast<StmtExpr>(E)->getSubStmt();
    int V = -1;
    for (auto It = CS->body_begin(); It != CS->body_end() && !failed(); ++It) {
      const auto *Last = dyn_cast<Expr>(*It);
      if (std::next(It) == CS->body_end() && Last && !S.Dead)
        V = IsInt ? eval(Last) : (evalAny(Last), -1);
      else
        execStmt(*It);
    }
    return V;
  }
  case Stmt::IntegerLiteralClass:
  case Stmt::CharacterLiteralClass:
  case Stmt::CXXBoolLiteralExprClass:
  case Stmt::FloatingLiteralClass:
  case Stmt::StringLiteralClass:
  case Stmt::PredefinedExprClass:
  case Stmt::ImaginaryLiteralClass:
    return -1;
  case Stmt::DeclRefExprClass: {
    const auto *DR = cast<DeclRefExpr>(E);
    if (const auto *EC = dyn_cast<EnumConstantDecl>(DR->getDecl())) {
      if (!IsInt)
        return -1;
      const llvm::APSInt &V = EC->getInitVal();
      if (V.getBitWidth() > 64)
        return -1;
      return drs_const(C, DT, V.isSigned() ? V.getSExtValue()
                                           : (int64_t)V.getZExtValue());
    }
    if (const VarDecl *VD = varOf(DR))
      if (VD->getType()->isReferenceType() && !LocRefs.count(VD))
        fail("references are not modelled ('" + nameOf(VD) + "')");
    return -1;  // an lvalue in a context that does not read it
  }
  case Stmt::ImplicitCastExprClass:
  case Stmt::CStyleCastExprClass:
  case Stmt::CXXStaticCastExprClass:
  case Stmt::CXXFunctionalCastExprClass:
    return evalCast(cast<CastExpr>(E));
  case Stmt::CXXDefaultArgExprClass:  // evaluated at the call
    return eval(cast<CXXDefaultArgExpr>(E)->getExpr());
  case Stmt::SubstNonTypeTemplateParmExprClass:  // K of an instantiation
    return eval(cast<SubstNonTypeTemplateParmExpr>(E)->getReplacement());
  case Stmt::UnaryOperatorClass:
    return evalUnary(cast<UnaryOperator>(E));
  case Stmt::BinaryOperatorClass:
  case Stmt::CompoundAssignOperatorClass:
    return evalBinary(cast<BinaryOperator>(E));
  case Stmt::ConditionalOperatorClass:
    return evalConditional(cast<ConditionalOperator>(E));
  case Stmt::CallExprClass:
    return evalCall(cast<CallExpr>(E));
  case Stmt::CXXMemberCallExprClass:
    if (stdContainer(cast<CXXMemberCallExpr>(E)->getObjectType()))
      return evalCall(cast<CallExpr>(E));
    break;
  case Stmt::CXXOperatorCallExprClass: {
    const Expr *IdxE = nullptr;
    QualType ElemT;
    if (stdSubscript(E, IdxE, ElemT) || iterElementExpr(E)) {
      Loc L = addrOf(E);  // evaluated for its side effects only
      (void)L;
      return -1;
    }
    if (int D = iterDistance(cast<CXXOperatorCallExpr>(E)); D != -2)
      return D;
    if (lambdaOperator(cast<CallExpr>(E)))
      return evalCall(cast<CallExpr>(E));
    break;
  }
  case Stmt::CXXConstructExprClass:
    if (Mode == ExecMode::Env &&
        stdContainer(cast<CXXConstructExpr>(E)->getType())) {
      // a container made before the construct: its elements are memory
      // drsat reads as unknown; the arguments are evaluated
      for (const Expr *A : cast<CXXConstructExpr>(E)->arguments())
        if (!isa<CXXDefaultArgExpr>(A))  // (allocator_type(), value_type())
          evalAny(A->IgnoreImplicit());
      return -1;
    }
    break;
  case Stmt::ArraySubscriptExprClass:
  case Stmt::MemberExprClass: {
    Loc L = addrOf(E);  // evaluated for its side effects only
    (void)L;
    return -1;
  }
  case Stmt::UnaryExprOrTypeTraitExprClass: {
    const auto *UE = cast<UnaryExprOrTypeTraitExpr>(E);
    if (UE->getKind() == UETT_SizeOf) {
      QualType AT = UE->getTypeOfArgument();
      int Sz = typeSize(AT);
      if (Sz >= 0 && IsInt)
        return conv(DT, Sz);
    }
    return -1;
  }
  case Stmt::InitListExprClass: {
    for (const Expr *I : cast<InitListExpr>(E)->inits())
      evalAny(I);
    return -1;
  }
  case Stmt::ImplicitValueInitExprClass:
  case Stmt::CXXScalarValueInitExprClass:  // T() of a scalar T
    return IsInt ? drs_const(C, DT, 0) : -1;
  case Stmt::ChooseExprClass:
    return eval(cast<ChooseExpr>(E)->getChosenSubExpr());
  case Stmt::GenericSelectionExprClass: {
    const auto *G = cast<GenericSelectionExpr>(E);
    if (G->isResultDependent())
      break;
    return eval(G->getResultExpr());
  }
  case Stmt::CompoundLiteralExprClass:
    evalAny(cast<CompoundLiteralExpr>(E)->getInitializer());
    return -1;
  case Stmt::MaterializeTemporaryExprClass:
    if (isa<LambdaExpr>(cast<MaterializeTemporaryExpr>(E)->getSubExpr()->IgnoreImplicit()))
      return eval(cast<MaterializeTemporaryExpr>(E)->getSubExpr()->IgnoreImplicit());
    break;
  case Stmt::LambdaExprClass: {
    // the closure: a copy capture reads its variable here; its body runs
    // where it is called (SymCall.cpp)
    const auto *LE = cast<LambdaExpr>(E);
    auto Init = LE->capture_init_begin();
    for (const LambdaCapture &LC : LE->captures()) {
      const Expr *CI = *Init++;
      if (LC.capturesVariable() && LC.getCaptureKind() == LCK_ByCopy && CI)
        evalAny(CI);
    }
    return -1;
  }
  case Stmt::CXXDeleteExprClass: {
    // before the construct, as free(): the object's end, nothing the
    // program names changes (no destructor to run)
    const auto *DE = cast<CXXDeleteExpr>(E);
    const FunctionDecl *Op = DE->getOperatorDelete();
    QualType T = DE->getDestroyedType();
    const CXXRecordDecl *RD = T.isNull() ? nullptr : T->getAsCXXRecordDecl();
    if (Mode == ExecMode::Env && Op && Op->isReplaceableGlobalAllocationFunction() &&
        (!RD || RD->hasTrivialDestructor())) {
      ptrOf(DE->getArgument());
      return -1;
    }
    break;
  }
  default:
    break;
  }
  fail(kindName(E) + " ('" + brief(text(E)) + "') is not modelled");
  return -1;
}

int Builder::readLValue(const Expr *L, const Expr *Whole) {
  L = L->IgnoreParens();
  if (const auto *DR = dyn_cast<DeclRefExpr>(L)) {
    const VarDecl *VD = varOf(DR);
    if (VD && LocRefs.count(VD)) {  // a reference bound to one object
      Loc A = addrOf(L);
      recordAccess(A, DRS_READ, L);
      drs_type DT;
      if (Whole && dType(Whole->getType(), DT) && !failed())
        return memoryContents(A, L, DT, "");
      return -1;
    }
    if (VD)
      return readVar(VD, DR, Whole);
    return -1;
  }
  if (const VarDecl *SM = staticMember(L))
    return readVar(SM, L, Whole);
  const Expr *IdxE = nullptr;
  QualType ElemT;
  if (isa<ArraySubscriptExpr>(L) || isa<MemberExpr>(L) ||
      (isa<UnaryOperator>(L) &&
       cast<UnaryOperator>(L)->getOpcode() == UO_Deref) ||
      stdSubscript(L, IdxE, ElemT) || iterElementExpr(L)) {
    int64_t V;
    drs_type DT;
    Loc A = addrOf(L);
    recordAccess(A, DRS_READ, L);
    // const data folds (`const int tbl[] = {...}; tbl[2]`)
    if (Whole && dType(Whole->getType(), DT) && pureConstInt(Whole, Ctx, V))
      return drs_const(C, DT, V);
    // element of a read-only table (`int idx[N] = {...}; idx[i]`), or of
    // an array a loop filled (`idx[i] = (i * 7) % n`)
    if (Whole && isa<ArraySubscriptExpr>(L) && dType(Whole->getType(), DT)) {
      int TV = tableValue(A, L);
      if (TV < 0)
        TV = fillValue(cast<ArraySubscriptExpr>(L), A, DT);
      if (TV >= 0)
        return TV;
    }
    if (Whole && dType(Whole->getType(), DT) && !failed())
      return memoryContents(A, L, DT, "");
    return -1;
  }
  if (isa<CompoundLiteralExpr>(L) || isa<StringLiteral>(L) ||
      isa<PredefinedExpr>(L)) {
    evalAny(L);
    return -1;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(L))
    if (U->getOpcode() == UO_Extension)
      return readLValue(U->getSubExpr(), Whole);
  fail(kindName(L) + " ('" + brief(text(L)) + "') is not modelled as an lvalue");
  return -1;
}

int Builder::evalCast(const CastExpr *CE) {
  const Expr *Sub = CE->getSubExpr();
  drs_type DT;
  bool IsInt = dType(CE->getType(), DT);
  switch (CE->getCastKind()) {
  case CK_LValueToRValue:
    return readLValue(Sub, CE);
  case CK_IntegralCast:
  case CK_IntegralToBoolean: {
    int A = eval(Sub);
    return IsInt ? conv(DT, A) : -1;
  }
  case CK_NoOp:
    return eval(Sub);
  case CK_ToVoid:
    evalAny(Sub);
    return -1;
  case CK_PointerToBoolean:
  case CK_PointerToIntegral:
    ptrOf(Sub);
    return -1;
  default:
    evalAny(Sub);
    return -1;
  }
}

int Builder::evalUnary(const UnaryOperator *U) {
  const Expr *Sub = U->getSubExpr();
  drs_type DT;
  bool IsInt = dType(U->getType(), DT);
  switch (U->getOpcode()) {
  case UO_PostInc:
  case UO_PostDec:
  case UO_PreInc:
  case UO_PreDec:
    return evalIncDec(U);
  case UO_AddrOf:
    ptrOf(U);
    return -1;
  case UO_Deref:
    addrOf(U);
    return -1;
  case UO_Plus:
  case UO_Extension:
    return eval(Sub);
  case UO_Minus: {
    int A = eval(Sub);
    return IsInt && A >= 0 ? drs_unop(C, DRS_OP_NEG, DT, conv(DT, A)) : -1;
  }
  case UO_Not: {
    int A = eval(Sub);
    return IsInt && A >= 0 ? drs_unop(C, DRS_OP_BITNOT, DT, conv(DT, A)) : -1;
  }
  case UO_LNot: {
    int A = evalCond(Sub);
    return lnot(A);
  }
  default:
    fail(std::string("operator '") +
         UnaryOperator::getOpcodeStr(U->getOpcode()).str() + "' not modelled");
    return -1;
  }
}

int Builder::evalIncDec(const UnaryOperator *U) {
  const Expr *Sub = U->getSubExpr()->IgnoreParens();
  if (Sub->getType()->isPointerType()) {
    ptrOf(U);
    return -1;
  }
  drs_type DT;
  bool IsInt = dType(Sub->getType(), DT);
  const VarDecl *VD = nullptr;
  if (const auto *DR = dyn_cast<DeclRefExpr>(Sub))
    VD = varOf(DR);
  else
    VD = staticMember(Sub);
  if (VD && LocRefs.count(VD))
    VD = nullptr;  // a reference bound to one object: that object
  if (!VD) {
    Loc A = addrOf(Sub);
    recordAccess(A, DRS_READWRITE, Sub);
    return -1;
  }
  if (Mode == ExecMode::Body && isSharedWritten(VD)) {
    writeVar(VD, -1, Sub, DRS_READWRITE);
    return Override.count(VD) && U->isPostfix() ? Override[VD] : -1;
  }
  int Old = readVar(VD, Sub, nullptr);
  if (!IsInt || Old < 0 || DT.bits == 1) {
    writeVar(VD, -1, Sub, DRS_READWRITE);
    return -1;
  }
  drs_type PT = DT.bits < 32 ? DRS_INT : DT;
  drs_op Op = U->isIncrementOp() ? DRS_OP_ADD : DRS_OP_SUB;
  int64_t X, Z;
  int OldP = conv(PT, Old);
  int New = constOf(OldP, X) && foldBin(Op, PT, X, 1, Z)
                ? conv(DT, drs_const(C, PT, Z))
                : conv(DT, drs_binop(C, Op, PT, OldP, drs_const(C, PT, 1)));
  writeVar(VD, New, Sub, DRS_READWRITE);
  return U->isPrefix() ? New : Old;
}

static bool arithOp(BinaryOperatorKind Op, drs_op &Out) {
  switch (Op) {
  case BO_Mul: case BO_MulAssign: Out = DRS_OP_MUL; return true;
  case BO_Div: case BO_DivAssign: Out = DRS_OP_DIV; return true;
  case BO_Rem: case BO_RemAssign: Out = DRS_OP_REM; return true;
  case BO_Add: case BO_AddAssign: Out = DRS_OP_ADD; return true;
  case BO_Sub: case BO_SubAssign: Out = DRS_OP_SUB; return true;
  case BO_Shl: case BO_ShlAssign: Out = DRS_OP_SHL; return true;
  case BO_Shr: case BO_ShrAssign: Out = DRS_OP_SHR; return true;
  case BO_And: case BO_AndAssign: Out = DRS_OP_AND; return true;
  case BO_Or: case BO_OrAssign: Out = DRS_OP_OR; return true;
  case BO_Xor: case BO_XorAssign: Out = DRS_OP_XOR; return true;
  case BO_LT: Out = DRS_OP_LT; return true;
  case BO_LE: Out = DRS_OP_LE; return true;
  case BO_GT: Out = DRS_OP_GT; return true;
  case BO_GE: Out = DRS_OP_GE; return true;
  case BO_EQ: Out = DRS_OP_EQ; return true;
  case BO_NE: Out = DRS_OP_NE; return true;
  default: return false;
  }
}

int Builder::evalBinary(const BinaryOperator *B) {
  if (B->isAssignmentOp())
    return evalAssign(B);
  BinaryOperatorKind Op = B->getOpcode();
  if (Op == BO_LAnd || Op == BO_LOr)
    return evalLogical(B);
  if (Op == BO_Comma) {
    evalAny(B->getLHS());
    return evalAny(B->getRHS());
  }
  drs_op DOp;
  if (!arithOp(Op, DOp)) {
    fail(std::string("operator '") + B->getOpcodeStr().str() + "' not modelled");
    return -1;
  }
  drs_type TL, TR, DT;
  bool IL = dType(B->getLHS()->getType(), TL);
  bool IR = dType(B->getRHS()->getType(), TR);
  if (B->isComparisonOp() && B->getLHS()->getType()->isPointerType() &&
      B->getRHS()->getType()->isPointerType()) {
    // two pointers into one object compare as their byte offsets (C11
    // 6.5.8, 6.5.9); others are not tracked
    Loc PA = ptrOf(B->getLHS()), PB = ptrOf(B->getRHS());
    if (failed() || !PA.Bad.empty() || !PB.Bad.empty() || PA.Root < 0 ||
        PA.Root != PB.Root || PA.Off < 0 || PB.Off < 0)
      return -1;
    return drs_binop(C, DOp, DRS_INT, PA.Off, PB.Off);
  }
  if (!IL || !IR || !dType(B->getType(), DT)) {
    evalAny(B->getLHS());
    evalAny(B->getRHS());
    return -1;
  }
  int A = eval(B->getLHS());
  int Bv = eval(B->getRHS());
  if (A < 0 || Bv < 0)
    return -1;
  int64_t X, Y, Z;
  if (B->isComparisonOp()) {
    Bv = conv(tyOf(A), Bv);
    if (constOf(A, X) && constOf(Bv, Y) && foldCmp(DOp, tyOf(A), X, Y, Z))
      return drs_const(C, DRS_INT, Z);
    return drs_binop(C, DOp, DRS_INT, A, Bv);
  }
  if (B->isShiftOp())
    return drs_binop(C, DOp, DT, conv(DT, A), Bv);
  A = conv(DT, A);
  Bv = conv(DT, Bv);
  if (constOf(A, X) && constOf(Bv, Y) && foldBin(DOp, DT, X, Y, Z))
    return drs_const(C, DT, Z);
  return drs_binop(C, DOp, DT, A, Bv);
}

int Builder::evalAssign(const BinaryOperator *B) {
  const Expr *LHS = B->getLHS()->IgnoreParens();
  const Expr *RHS = B->getRHS();
  if (LHS->getType()->isPointerType()) {
    ptrOf(B);
    return -1;
  }
  const VarDecl *VD = nullptr;
  if (const auto *DR = dyn_cast<DeclRefExpr>(LHS))
    VD = varOf(DR);
  else
    VD = staticMember(LHS);
  if (VD && LocRefs.count(VD))
    VD = nullptr;  // a reference bound to one object: that object
  const auto *CAO = dyn_cast<CompoundAssignOperator>(B);
  if (!CAO) {
    int V = evalAny(RHS);
    if (VD) {
      writeVar(VD, V, LHS, DRS_WRITE);
    } else {
      Loc A = addrOf(LHS);
      recordAccess(A, DRS_WRITE, LHS);
    }
    return V;
  }
  int Rv = evalAny(RHS);
  if (!VD) {
    Loc A = addrOf(LHS);
    recordAccess(A, DRS_READWRITE, LHS);
    return -1;
  }
  if (Mode == ExecMode::Body && isSharedWritten(VD)) {
    writeVar(VD, -1, LHS, DRS_READWRITE);
    return -1;
  }
  int Old = readVar(VD, LHS, nullptr);
  drs_type TX, TL, TR;
  drs_op DOp;
  int New = -1;
  if (Old >= 0 && Rv >= 0 && dType(LHS->getType(), TX) &&
      dType(CAO->getComputationLHSType(), TL) &&
      dType(CAO->getComputationResultType(), TR) &&
      arithOp(B->getOpcode(), DOp)) {
    int A = conv(TR, conv(TL, Old));
    int64_t X, Y, Z;
    int Res;
    if (B->isShiftAssignOp()) {
      Res = drs_binop(C, DOp, TR, A, Rv);
    } else {
      Rv = conv(TR, Rv);
      if (constOf(A, X) && constOf(Rv, Y) && foldBin(DOp, TR, X, Y, Z))
        Res = drs_const(C, TR, Z);
      else
        Res = drs_binop(C, DOp, TR, A, Rv);
    }
    New = conv(TX, Res);
  }
  writeVar(VD, New, LHS, DRS_READWRITE);
  return New;
}

int Builder::evalLogical(const BinaryOperator *B) {
  bool IsAnd = B->getOpcode() == BO_LAnd;
  int A = evalCond(B->getLHS());
  int Pre = S.Path;
  State Saved = S;
  int Guard = IsAnd ? A : lnot(A);
  S.Path = drs_and(C, Pre, Guard);
  int TS = S.Path;
  int Bv = evalCond(B->getRHS());
  State T = std::move(S);
  merge(Guard, T, Saved, Pre, TS, Saved.Path);
  return drs_binop(C, IsAnd ? DRS_OP_LAND : DRS_OP_LOR, DRS_INT, A, Bv);
}

int Builder::evalConditional(const ConditionalOperator *CO) {
  int Cnd = evalCond(CO->getCond());
  int TV = -1, EV = -1;
  if (Mode == ExecMode::Env && scalarOnlyExpr(CO->getTrueExpr()) &&
      scalarOnlyExpr(CO->getFalseExpr())) {
    // Arms that only read integer variables (no threadprivate ones) leave
    // the state as it was and, outside a body, record nothing under the
    // path: both in the current state, no copy to fork and merge (the
    // tiled bounds of a PLUTO kernel nest `?:` dozens deep in every `if`
    // around its hundreds of constructs).
    TV = evalAny(CO->getTrueExpr());
    EV = evalAny(CO->getFalseExpr());
  } else {
    fork(Cnd, [&] { TV = evalAny(CO->getTrueExpr()); },
         [&] { EV = evalAny(CO->getFalseExpr()); });
  }
  drs_type DT;
  int64_t K = 0;
  if (TV >= 0 && EV >= 0 && dType(CO->getType(), DT))
    return constOf(Cnd, K) ? conv(DT, K ? TV : EV)  // (only that one is evaluated)
                           : drs_ite(C, DT, Cnd, conv(DT, TV), conv(DT, EV));
  return -1;
}

/// The C library's FILE (by its declaration in a system header, not its
/// spelling): the streams lock themselves.
static bool isStdioStream(QualType T) {
  for (const Type *Ty = T.getTypePtr(); Ty;) {
    const auto *TT = Ty->getAs<TypedefType>();  // through ElaboratedType
    if (!TT)
      return false;
    const TypedefNameDecl *TD = TT->getDecl();
    const SourceManager &SM = TD->getASTContext().getSourceManager();
    if (TD->getName() == "FILE" &&
        SM.isInSystemHeader(SM.getExpansionLoc(TD->getLocation())))
      return true;
    Ty = TD->getUnderlyingType().getTypePtr();  // typedef FILE MYFILE;
  }
  return false;
}

int Builder::evalCall(const CallExpr *CE) {
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE))
    if (const CXXRecordDecl *RD = stdContainer(MC->getObjectType()))
      return containerCall(MC, RD);
  ContainerSizes.clear();  // (any other call may resize a container)
  if (lambdaOperator(CE)) {
    // through the lambda's body (SymCall.cpp); before the construct, as
    // any call of the program's own functions
    if (std::string Why = lambdaWhy(CE); !Why.empty() && Mode == ExecMode::Body) {
      fail(Why);
      return -1;
    }
  } else if (isa<CXXMemberCallExpr>(CE) || isa<CXXOperatorCallExpr>(CE)) {
    fail("C++ member and operator calls are not modelled");
    return -1;
  }
  const FunctionDecl *FD = CE->getDirectCallee();
  std::string Name = FD ? FD->getNameAsString() : std::string();
  if (!FD) {
    evalAny(CE->getCallee());
    for (const Expr *A : CE->arguments())
      evalAny(A);
    if (Mode == ExecMode::Body)
      fail("call through a function pointer");
    else
      havocGlobals();
    return -1;
  }
  llvm::StringRef Lib = libraryName(FD);  // "" for the program's functions
  if (int R; memoryRangeCall(CE, FD, R) || hiddenStateCall(CE, Lib, R))
    return R;
  if (const VarDecl *A, *B; pointerSwap(CE, A, B)) {
    Loc LA = readPtrVar(A), LB = readPtrVar(B);
    writePtrVar(A, LB);
    writePtrVar(B, LA);
    return -1;
  }
  if (Mode == ExecMode::Env && InParallelRegion && EnvOuterTeam &&
      CE->getNumArgs() == 0 &&
      (Lib == "omp_get_thread_num" || Lib == "omp_get_num_threads"))
    // code of an enclosing team on the way to a construct that forks a
    // team of its own (a nested region, a nested `parallel for`): the
    // encountering thread's number, one for both copies
    return outerTeamValue(Lib == "omp_get_thread_num");
  if (NestedTeam && Mode == ExecMode::Body && Lib.starts_with("omp_")) {
    // the abstract thread of a nested team (BuildNestedTeam.cpp)
    if (Lib == "omp_get_thread_num" && CE->getNumArgs() == 0)
      return NestedTid;
    if (Lib == "omp_get_num_threads" && CE->getNumArgs() == 0)
      return NestedNum;
    fail("a call of '" + Lib.str() + "' inside " + nestedWhere() +
         " is not modelled yet");
    return -1;
  }
  if (NestedPar && Mode == ExecMode::Body && Lib.starts_with("omp_")) {
    // in the inner team of a nested `parallel for` (BuildNested.cpp), also
    // from a called function: thread numbers repeat across inner teams
    fail("a call of the OpenMP runtime inside nested '#pragma omp parallel "
         "for' at line " + std::to_string(line(NestedPar->getBeginLoc())) +
         " is not modelled yet");
    return -1;
  }
  if (InTargetTask && TargetSerial && Mode == ExecMode::Body &&
      CE->getNumArgs() == 0) {
    // a target task's body: the initial thread of the device's one team
    if (Lib == "omp_get_thread_num" || Lib == "omp_get_team_num")
      return drs_const(C, DRS_INT, 0);
    if (Lib == "omp_get_num_threads" || Lib == "omp_get_num_teams")
      return drs_const(C, DRS_INT, 1);
  }
  if (TeamsRegion && Mode == ExecMode::Body && CE->getNumArgs() == 0) {
    // the code of a `teams` region runs on each team's initial thread
    if (Lib == "omp_get_num_teams")
      return NumThreads;
    if (Lib == "omp_get_thread_num")
      return drs_const(C, DRS_INT, 0);
    if (Lib == "omp_get_num_threads")
      return drs_const(C, DRS_INT, 1);
  }
  if (Lib == "omp_get_num_threads" && CE->getNumArgs() == 0 && RegionBuild &&
      !TeamsRegion && Mode == ExecMode::Body)
    return NumThreads;  // the team's size, one for every thread
  if (Lib == "omp_get_team_num" && CE->getNumArgs() == 0 && TeamExpr >= 0 &&
      Mode == ExecMode::Body)
    return TeamExpr;  // the team that runs the iteration
  if (Lib == "omp_get_thread_num" && CE->getNumArgs() == 0 && CurTask >= 0) {
    // a task runs on whichever thread of the team takes it; a tied one on
    // that thread throughout, which runs nothing else meanwhile
    // (drs_worker.exec: the pair is apart unless the other side runs on
    // another thread)
    if (!TiedTasks.count(CurTask) || Mode != ExecMode::Body || TeamExpr >= 0 || TeamsRegion)
      return unknown(DRS_INT, "omp_get_thread_num()");
    auto It = TaskExec.find(CurTask);
    if (It != TaskExec.end())
      return It->second;
    int V = unknown(DRS_INT, "omp_get_thread_num()");
    if (!failed() && C->exprs[V].op == DRS_OP_SYM &&
        C->symbols[C->exprs[V].sym].kind == DRS_SYM_LOCAL) {
      if (drs_worker_set_exec(C, CurTask, V) < 0) {
        internalError();
        return -1;
      }
      C->env = drs_and(C, C->env, drs_binop(C, DRS_OP_GE, DRS_INT, V, drs_const(C, DRS_INT, 0)));
      TaskExec[CurTask] = V;
    }
    return V;
  }
  if (Lib == "omp_get_thread_num" && CE->getNumArgs() == 0 && TidTeam &&
      (Mode == ExecMode::Body || InParallelRegion)) {
    // the thread of the construct's team that runs this code: one value
    // for the whole iteration (and the code before it in the region)
    if (TidExpr < 0) {
      TidExpr = unknown(DRS_INT, "omp_get_thread_num()");
      // a racing pair runs on two threads: the encoder makes the copies'
      // thread numbers differ; each is one of the team's, so >= 0
      if (!failed() && C->exprs[TidExpr].op == DRS_OP_SYM &&
          C->symbols[C->exprs[TidExpr].sym].kind == DRS_SYM_LOCAL) {
        C->thread = C->exprs[TidExpr].sym;
        C->env = drs_and(C, C->env,
                         drs_binop(C, DRS_OP_GE, DRS_INT, TidExpr,
                                   drs_const(C, DRS_INT, 0)));
        // and below the team's size when num_threads gives it
        if (TeamSize >= 0)
          C->env = drs_and(C, C->env,
                           drs_binop(C, DRS_OP_LT, DRS_INT, conv(DRS_I64, TidExpr),
                                     conv(DRS_I64, TeamSize)));
      }
    }
    return TidExpr;
  }
  if (!Lib.empty() && FD->isNoReturn()) {
    // abort, exit, __assert_fail: this path ends the program here
    for (const Expr *A : CE->arguments())
      if (!A->getType()->isPointerType())
        evalAny(A);
    S.Dead = true;
    ++ProgramEnds;
    return -1;
  }
  if (Lib == "__builtin_expect" && CE->getNumArgs() == 2) {
    int V = eval(CE->getArg(0));
    eval(CE->getArg(1));
    return V;
  }
  // the lock variable a lock routine is given as `&l`, or null
  auto LockArg = [&]() -> const VarDecl * {
    if (CE->getNumArgs() == 1)
      if (const auto *U = dyn_cast<UnaryOperator>(
              CE->getArg(0)->IgnoreParenImpCasts()))
        if (U->getOpcode() == UO_AddrOf)
          return refVar(U->getSubExpr());
    return nullptr;
  };
  // the runtime's lock routines, known by declaration like every library
  // function: a program's own `omp_set_lock` is an unknown call
  bool SetLock = Lib == "omp_set_lock" || Lib == "omp_set_nest_lock";
  bool UnsetLock = Lib == "omp_unset_lock" || Lib == "omp_unset_nest_lock";
  bool InitLock = Lib == "omp_init_lock" || Lib == "omp_init_nest_lock" ||
                  Lib == "omp_destroy_lock" || Lib == "omp_destroy_nest_lock";
  if (InitLock && Mode == ExecMode::Body) {
    // of the iteration's own lock: touches nothing shared (else the generic
    // call below says it is not modelled)
    const VarDecl *LV = LockArg();
    if (LV && isPrivate(LV))
      return -1;
  }
  if ((Lib == "omp_test_lock" || Lib == "omp_test_nest_lock") &&
      Mode == ExecMode::Body && LockArg()) {
    // acquired or not, by this copy: the lock is held only where an `if`
    // tests the result (execIf)
    return unknown(DRS_INT, Name + "()");
  }
  if (SetLock || UnsetLock) {
    if (Mode != ExecMode::Body || !Site.LocksWhy.empty())
      return -1;  // (locks not tracked: no access holds one)
    const VarDecl *LV = LockArg();
    std::string Id;
    if (LV) {
      Id = lockId(LV);
    } else if (CE->getNumArgs() == 1) {
      // through a pointer (`&p->lck`, a parameter): the lock is the bytes
      // at a constant offset of a named object, the same in every copy
      Loc A = ptrOf(CE->getArg(0));
      int64_t Off = 0;
      // (or at what a pointer no copy changes points at: a lock parameter)
      const RootInfo *RI = A.Root >= 0 ? &Roots[A.Root] : nullptr;
      bool Same = RI && RI->VD && !RI->ThreadOwn &&
                  (RI->Kind != DRS_OBJ_POINTER ||
                   (!isPrivate(RI->VD) && !ModifiedInBody.count(RI->VD) &&
                    !AddrTaken.count(RI->VD) &&
                    // (an orphaned loop's parameters may differ per thread)
                    !(Orphaned && !RI->VD->hasGlobalStorage())));
      if (!failed() && A.Bad.empty() && A.Off >= 0 && constOf(A.Off, Off) &&
          Same) {
        LV = RI->VD;
        Id = lockId(LV);
        if (RI->Kind == DRS_OBJ_POINTER)
          Id = "*" + Id;  // the object the pointer holds, not the pointer
        if (Off != 0 || RI->Kind != DRS_OBJ_SCALAR)
          Id += "@" + std::to_string(Off);
      }
    }
    if (!LV) {
      if (!failed())
        failLocks("call to '" + Name + "' through a lock pointer is not modelled");
      return -1;
    }
    // a lock each iteration (or thread) declares or privatises for itself
    // excludes nobody else: held, but no protection in the lockset
    std::string L = (isPrivate(LV) ? "private-lock:" : "lock:") + Id;
    if (InTargetTask) {
      // another contention group: the host's locks exclude nobody there
      fail("a lock in the body of '#pragma omp target nowait' is not "
           "modelled yet");
      return -1;
    }
    if (SetLock) {
      S.CondLocks.erase(L);  // held on some paths: now on all
      S.Locks.push_back(L);
      lockAcquired(L);
    } else if (!S.Locks.empty() && S.Locks.back() == L) {
      S.Locks.pop_back();
      lockReleased(L);
      lockedTasksReleased(L);
    } else if (S.CondLocks.count(L)) {
      S.CondLocks.erase(L);  // released where it was held
      lockReleased(L);
    } else if (auto It = std::find(S.Locks.begin(), S.Locks.end(), L);
               It != S.Locks.end()) {
      S.Locks.erase(It);  // out of nesting order: a lockset is a set
      lockReleased(L);
      lockedTasksReleased(L);
    } else {
      failLocks("'" + Name + "' without a matching set in the same iteration");
    }
    return -1;
  }
  // a region's thread releasing its own buffer (`free(p)`, p its own
  // pointer, holding what its own malloc returned)
  if (RegionBuild && Mode == ExecMode::Body && Lib == "free" &&
      CE->getNumArgs() == 1)
    if (const VarDecl *P = refVar(CE->getArg(0)))
      if (isPrivate(P) && !AddrTaken.count(P)) {
        Loc L = readPtrVar(P);
        if (L.Bad.empty() && L.Root >= 0 && Roots[L.Root].ThreadOwn)
          return -1;
      }
  if (Lib.empty())  // the program's own function: through its body
    if (int V; inlineCall(CE, V))
      return V;
  bool Pure = isPureFunction(FD);
  for (const Expr *A : CE->arguments()) {
    QualType AT = A->getType();
    if (AT->isPointerType()) {
      const Expr *AI = A->IgnoreParenImpCasts();
      bool Harmless = isa<StringLiteral>(AI) || isa<PredefinedExpr>(AI) ||
                      isStdioStream(AT->getPointeeType());
      ptrOf(A);
      if (Mode == ExecMode::Body && Pure && !Harmless)
        fail("call to '" + Name + "' may access memory through '" + text(A) +
             "'");
    } else {
      evalAny(A);
    }
  }
  if (Mode == ExecMode::Body) {
    if (!Pure)
      fail("call to '" + Name + "' may access shared memory");
  } else if (!Pure && !isAllocFunction(FD)) {
    havocGlobals(onlyNumberCalls(CE));
  }
  return -1;
}

// A library function given only numbers (`rand()`) reaches no global of
// the program that has not escaped: true when every call in S is such a
// call, or pure, or an allocation.
bool Builder::onlyNumberCalls(const Stmt *St) {
  bool Ok = true;
  walk(St, [&](const Stmt *X) {
    const auto *CE = dyn_cast<CallExpr>(X);
    if (!CE || !Ok)
      return;
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || libraryName(FD).empty() || FD->hasBody()) {
      Ok = false;
      return;
    }
    if (isPureFunction(FD) || isAllocFunction(FD))
      return;
    if (FD->isVariadic() || isa<CXXMethodDecl>(FD)) {
      Ok = false;
      return;
    }
    for (const ParmVarDecl *P : FD->parameters())
      if (!P->getType()->isArithmeticType())
        Ok = false;
  });
  return Ok;
}

} // namespace drsat
