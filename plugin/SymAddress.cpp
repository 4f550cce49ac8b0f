//===- SymAddress.cpp - addresses and pointers ------------------------------===//
//
// Addresses of lvalues and values of pointer expressions: a root object and
// a byte offset, with the subscripts as written for printing.
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
#include "llvm/ADT/DenseSet.h"

#include <functional>
#include <tuple>

using namespace clang;

namespace drsat {

// ---- aliasing visible at the call sites --------------------------------------

namespace {

/// The index of the parameter a function defined in the translation unit
/// returns unchanged, when its whole body is `return p;` (a pass-through such
/// as `static int *keep(int *p) { return p; }`): the call's value is then its
/// argument, and the call has no other effect.  -1 otherwise.
int passThroughParam(const FunctionDecl *FD) {
  if (!FD || !FD->hasBody(FD))
    return -1;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(FD->getBody());
  if (!Body || Body->size() != 1)
    return -1;
  const auto *Ret = dyn_cast<ReturnStmt>(Body->body_front());
  if (!Ret || !Ret->getRetValue())
    return -1;
  const Expr *V = Ret->getRetValue()->IgnoreParens();
  while (const auto *CE = dyn_cast<ImplicitCastExpr>(V)) {
    if (CE->getCastKind() != CK_NoOp && CE->getCastKind() != CK_LValueToRValue)
      return -1;
    V = CE->getSubExpr()->IgnoreParens();
  }
  const auto *DR = dyn_cast<DeclRefExpr>(V);
  const auto *PD = DR ? dyn_cast<ParmVarDecl>(DR->getDecl()) : nullptr;
  if (!PD || !PD->getType()->isPointerType() ||
      !FD->getReturnType()->isPointerType() ||
      !FD->getASTContext().hasSameType(PD->getType(), FD->getReturnType()))
    return -1;
  // the parameter is never assigned in the body: the body is one return
  return PD->getFunctionScopeIndex() < FD->getNumParams()
             ? (int)PD->getFunctionScopeIndex()
             : -1;
}

/// A pointer argument as (named object, constant byte offset): `buf`,
/// `buf + 3`, `&buf[3]`, `&x`, `p` (a pointer variable: its value at the
/// call).  False when it is anything else.
bool argBase(ASTContext &Ctx, const Expr *E, const VarDecl *&Base, int64_t &Off) {
  E = E->IgnoreParens();
  while (const auto *CE = dyn_cast<CastExpr>(E)) {
    if (CE->getCastKind() != CK_NoOp && CE->getCastKind() != CK_BitCast &&
        CE->getCastKind() != CK_ArrayToPointerDecay &&
        CE->getCastKind() != CK_LValueToRValue)
      return false;
    E = CE->getSubExpr()->IgnoreParens();
  }
  if (const auto *DR = dyn_cast<DeclRefExpr>(E)) {
    Base = dyn_cast<VarDecl>(DR->getDecl());
    Off = 0;
    return Base && !Base->getType()->isReferenceType();
  }
  auto Elem = [&](QualType T) -> int64_t {
    if (T.isNull() || T->isIncompleteType() || T->isVariablyModifiedType() ||
        T->isFunctionType() || T->isDependentType())
      return -1;
    return Ctx.getTypeSizeInChars(T).getQuantity();
  };
  int64_t K;
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if ((B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) &&
        B->getLHS()->getType()->isPointerType() &&
        constInt(B->getRHS(), Ctx, K) &&
        argBase(Ctx, B->getLHS(), Base, Off)) {
      int64_t ES = Elem(B->getType()->getPointeeType());
      if (ES <= 0 || K > (int64_t(1) << 40) || K < -(int64_t(1) << 40))
        return false;
      Off += (B->getOpcode() == BO_Add ? K : -K) * ES;
      return true;
    }
    return false;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() != UO_AddrOf)
      return false;
    const Expr *L = U->getSubExpr()->IgnoreParens();
    if (const auto *DR = dyn_cast<DeclRefExpr>(L)) {
      Base = dyn_cast<VarDecl>(DR->getDecl());
      Off = 0;
      return Base != nullptr;
    }
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(L)) {
      int64_t ES = Elem(AS->getType());
      if (ES <= 0 || !constInt(AS->getIdx(), Ctx, K) ||
          K > (int64_t(1) << 40) || K < -(int64_t(1) << 40) ||
          !argBase(Ctx, AS->getBase(), Base, Off))
        return false;
      Off += K * ES;
      return true;
    }
  }
  return false;
}

} // namespace

// A static function whose every call is in sight: two pointer parameters
// that every call binds to the same object at the same distance
// (`f(buf, buf)`, `f(a, a + 1)`) are one object, so the model gives the
// later one the earlier one's origin and that distance, and a race through
// the alias is found instead of assumed away.  Calls that disagree, or any
// use of the function other than a direct call, keep the parameters apart
// (the builder then states their non-aliasing as an assumption).
namespace {
/// scanParamAliases' finding for one function (memoised per function):
/// (parameter, earlier parameter, byte distance), in the order found.
using AliasList = std::vector<std::tuple<const ParmVarDecl *, const ParmVarDecl *, int64_t>>;
} // namespace

namespace {
/// The direct calls of each function in the file's code, and the functions
/// used otherwise (their address taken): one walk of the file for every
/// function findParamAliases asks about (NPB LU asked for three, each a
/// walk of the whole file).
struct CallSites {
  bool Complete = true;
  llvm::DenseMap<const FunctionDecl *, std::vector<const CallExpr *>> Calls;
  llvm::DenseSet<const FunctionDecl *> Escaping;
};
} // namespace

static CallSites findCallSites(ASTContext &Ctx) {
  CallSites Out;
  auto Scan = [&](const Stmt *Body) {
    std::set<const Expr *> Callees;
    walk(Body, [&](const Stmt *X) {
      if (const auto *CE = dyn_cast<CallExpr>(X)) {
        if (const FunctionDecl *Callee = CE->getDirectCallee()) {
          Callees.insert(CE->getCallee()->IgnoreParenImpCasts());
          Out.Calls[Callee->getCanonicalDecl()].push_back(CE);
        }
      } else if (const auto *DR = dyn_cast<DeclRefExpr>(X)) {
        if (const auto *F = dyn_cast<FunctionDecl>(DR->getDecl()))
          if (!Callees.count(DR))
            Out.Escaping.insert(F->getCanonicalDecl());  // calls not in sight
      }
    });
  };
  if (!scanFileScopeCode(Ctx, [&](const Stmt *Code, const Decl *) { Scan(Code); }))
    Out.Complete = false;
  return Out;
}

static AliasList findParamAliases(ASTContext &Ctx, const FunctionDecl *FD) {
  AliasList Out;
  const FunctionDecl *Canon = FD->getCanonicalDecl();
  unsigned N = FD->getNumParams();
  // per pair (I < J): -2 not seen yet, -1 disagree/unknown, else delta index
  std::map<std::pair<unsigned, unsigned>, std::pair<bool, int64_t>> Pairs;
  std::set<std::pair<unsigned, unsigned>> Broken;
  // every call must be in sight
  auto Sites = memoShared<CallSites>(MemoTag::CallSites, &Ctx,
                                     [&] { return findCallSites(Ctx); });
  bool Escapes = !Sites->Complete || Sites->Escaping.count(Canon);
  auto It0 = Sites->Calls.find(Canon);
  int Calls = It0 == Sites->Calls.end() ? 0 : int(It0->second.size());
  for (int C = 0; C < Calls && !Escapes; ++C) {
    const CallExpr *CE = It0->second[C];
    if (CE->getNumArgs() != N) {
      Escapes = true;
      break;
    }
    for (unsigned I = 0; I < N; ++I)
      for (unsigned J = I + 1; J < N; ++J) {
        if (!FD->getParamDecl(I)->getType()->isPointerType() ||
            !FD->getParamDecl(J)->getType()->isPointerType())
          continue;
        const VarDecl *BI = nullptr, *BJ = nullptr;
        int64_t OI = 0, OJ = 0;
        auto Key = std::make_pair(I, J);
        if (!argBase(Ctx, CE->getArg(I), BI, OI) ||
            !argBase(Ctx, CE->getArg(J), BJ, OJ)) {
          Broken.insert(Key);
          continue;
        }
        bool Same = BI->getCanonicalDecl() == BJ->getCanonicalDecl();
        auto It = Pairs.find(Key);
        if (It == Pairs.end())
          Pairs[Key] = {Same, OJ - OI};
        else if (It->second.first != Same ||
                 (Same && It->second.second != OJ - OI))
          Broken.insert(Key);
      }
  }
  if (Escapes || Calls == 0)
    return Out;
  for (const auto &KV : Pairs) {
    if (Broken.count(KV.first) || !KV.second.first)
      continue;
    Out.emplace_back(FD->getParamDecl(KV.first.second), FD->getParamDecl(KV.first.first),
                     KV.second.second);
  }
  return Out;
}

void Builder::scanParamAliases(const FunctionDecl *FD) {
  ParamAliasScanned = true;
  if (!FD || FD->isExternallyVisible() || Ctx.getLangOpts().CPlusPlus)
    return;
  auto Found = memoShared<AliasList>(MemoTag::ParamAliases, FD,
                                    [&] { return findParamAliases(Ctx, FD); });
  for (const auto &[PJ, PI, Delta] : *Found)
    if (!ParamAlias.count(PJ))
      ParamAlias[PJ] = {PI, Delta};
}

// ---- addresses ---------------------------------------------------------------

Loc badLoc(const std::string &Why) {
  Loc L;
  L.Bad = Why;
  return L;
}

Loc Builder::addrOf(const Expr *L) {
  if (!L)
    return badLoc("missing expression");
  L = L->IgnoreParens();
  if (const auto *DR = dyn_cast<DeclRefExpr>(L)) {
    const VarDecl *VD = varOf(DR);
    if (!VD)
      return badLoc("'" + nameOf(DR->getDecl()) + "' is not a variable");
    if (auto It = LocRefs.find(VD); It != LocRefs.end())
      return It->second;  // bound to one object
    if (VD->getType()->isReferenceType())
      return badLoc("references are not modelled ('" + nameOf(VD) + "')");
    if (privateInCall(VD))
      return badLoc("'" + nameOf(VD) + "' is a private copy's name in a call");
    Loc R2;
    R2.Root = rootFor(VD, VD->getType()->isArrayType() ? DRS_OBJ_ARRAY
                                                        : DRS_OBJ_SCALAR);
    R2.Off = k64(0);
    return R2;
  }
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(L)) {
    bool PastOk = OnePastOk == AS;  // (read before nested `&` reset it)
    Loc B = ptrOf(AS->getBase());
    int I = eval(AS->getIdx());
    if (!B.Bad.empty())
      return B;
    if (I < 0)
      return badLoc("index of '" + text(L) + "' is not an integer");
    int ES = typeSize(AS->getType());
    if (ES < 0)
      ES = unknown(DRS_I64, "sizeof(" + text(L) + ")");
    if (B.Pending && rowElem(B) && foldRowElem(B, I, ES, false)) {
      B.Pending = false;  // `(p[i] + c)[k]`: rows[e][c + k]
      return B;
    }
    if (B.Off >= 0)
      B.Off = add64(B.Off, mul64(conv(DRS_I64, I), ES));
    if (B.Pending || !B.Member.empty())
      B.Direct = false;
    B.Pending = false;
    B.Index.push_back(I);
    // the subscript of an array of known size stays within it (C11 6.5.6;
    // one past the end only as the operand of `&`)
    if (const auto *CAT = Ctx.getAsConstantArrayType(
            AS->getBase()->IgnoreParenImpCasts()->getType())) {
      int64_t N = (int64_t)CAT->getSize().getLimitedValue(INT64_MAX);
      if (!PastOk)
        --N;
      int X = conv(DRS_I64, I);
      const drs_expr &XE = C->exprs[X];
      if (XE.op != DRS_OP_CONST || XE.value < 0 || XE.value > N)
        B.Inside.push_back(drs_binop(
            C, DRS_OP_LAND, DRS_INT, drs_binop(C, DRS_OP_GE, DRS_INT, X, k64(0)),
            drs_binop(C, DRS_OP_LE, DRS_INT, X, k64(N))));
    }
    return B;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(L)) {
    if (U->getOpcode() == UO_Deref)
      return derefPtr(ptrOf(U->getSubExpr()));
    if (U->getOpcode() == UO_Extension)
      return addrOf(U->getSubExpr());
    return badLoc("lvalue '" + text(L) + "' is not modelled");
  }
  if (const VarDecl *SM = staticMember(L)) {
    Loc R2;  // the member's own variable, as `A::counter` names it
    R2.Root = rootFor(SM, SM->getType()->isArrayType() ? DRS_OBJ_ARRAY
                                                       : DRS_OBJ_SCALAR);
    R2.Off = k64(0);
    return R2;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(L)) {
    Loc B = ME->isArrow() ? ptrOf(ME->getBase()) : addrOf(ME->getBase());
    if (!B.Bad.empty())
      return B;
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!FD)
      return badLoc("member '" + nameOf(ME->getMemberDecl()) +
                    "' is not a field");
    if (FD->isBitField())
      return badLoc("bit-field '" + nameOf(FD) + "' is not modelled");
    const RecordDecl *RD = FD->getParent();
    if (!RD || RD->isUnion())
      return badLoc("union member '" + nameOf(FD) + "' is not modelled");
    if (RD->isInvalidDecl() || !RD->isCompleteDefinition() ||
        RD->isDependentType())
      return badLoc("member of an incomplete type");
    const ASTRecordLayout &RL = Ctx.getASTRecordLayout(RD);
    int64_t Off = (int64_t)RL.getFieldOffset(FD->getFieldIndex()) / 8;
    if (B.Off >= 0)
      B.Off = add64(B.Off, k64(Off));
    bool Arrow = ME->isArrow();
    if (Arrow && B.Pending)
      Arrow = false;  // (p + i)->x is p[i].x
    else if (Arrow && !B.Index.empty())
      B.Direct = false;
    B.Pending = false;
    B.Member += (Arrow ? "->" : ".") + FD->getNameAsString();
    return B;
  }
  if (const auto *CE = dyn_cast<CastExpr>(L)) {
    if (CE->getCastKind() == CK_NoOp || CE->getCastKind() == CK_LValueBitCast)
      return addrOf(CE->getSubExpr());
  }
  const Expr *IdxE = nullptr;
  QualType ElemT;
  if (const VarDecl *VD = stdSubscript(L, IdxE, ElemT))
    return containerElement(VD, IdxE, ElemT, L);
  if (const CXXOperatorCallExpr *OC = iterElementExpr(L))
    return iterElement(OC);
  return badLoc(kindName(L) + " ('" + brief(text(L)) + "') is not modelled as an "
                "lvalue");
}

Loc Builder::derefPtr(Loc B) {
  // `*p`: the element p points at (p + i pending: element i)
  if (!B.Bad.empty())
    return B;
  if (B.Pending)
    B.Pending = false;
  else if (B.Root >= 0 && Roots[B.Root].Kind != DRS_OBJ_SCALAR)
    B.Index.push_back(drs_const(C, DRS_INT, 0));
  return B;
}

Loc Builder::ptrOf(const Expr *E) {
  if (!E)
    return badLoc("missing expression");
  if (++Depth > 200 || (Depth == 1 && tooDeep(E))) {
    --Depth;
    fail("expression nesting is too deep");
    return badLoc("expression nesting is too deep");
  }
  struct DepthGuard {
    int &D;
    ~DepthGuard() { --D; }
  } G{Depth};
  E = E->IgnoreParens();
  if (stdIterator(E->getType(), nullptr))
    return iterValue(E);
  if (const auto *CE = dyn_cast<CastExpr>(E)) {
    const Expr *Sub = CE->getSubExpr();
    switch (CE->getCastKind()) {
    case CK_ArrayToPointerDecay:
      return addrOf(Sub);
    case CK_LValueToRValue: {
      const Expr *L = Sub->IgnoreParens();
      if (const auto *DR = dyn_cast<DeclRefExpr>(L)) {
        if (const VarDecl *VD = varOf(DR)) {
          if (VD->getType()->isReferenceType())
            return badLoc("references are not modelled ('" + nameOf(VD) + "')");
          return readPtrVar(VD);
        }
        return badLoc("pointer '" + text(L) + "' is not a variable");
      }
      std::string Why;
      if (const auto *AS = dyn_cast<ArraySubscriptExpr>(L); AS && Mode == ExecMode::Body)
        if (const VarDecl *U = fieldTable(AS))
          return paramRowRead(AS, U);  // `x->m[i]` of a table in a field
      if (const auto *AS = dyn_cast<ArraySubscriptExpr>(L); AS && Mode == ExecMode::Body)
        if (const auto *Mid = dyn_cast<ArraySubscriptExpr>(AS->getBase()->IgnoreParenImpCasts()))
          if (const VarDecl *U = refVar(Mid->getBase()); U && paramRows3(U) >= 0)
            return paramRow3Read(AS, Mid, U);  // `u[e][f]` of a `T ***` parameter
      if (const auto *AS = dyn_cast<ArraySubscriptExpr>(L))
        if (const VarDecl *U = refVar(AS->getBase())) {
          if (S.Fills.count(U))
            return fillRead(AS, U);
          if (Mode == ExecMode::Body && paramRows(U) >= 0)
            return paramRowRead(AS, U);
          if (S.Tables.count(U) && tableStable(U))
            return tableRead(AS, U);
          int64_t K;
          if (FillWhy.count(U))
            Why = FillWhy[U];
          else if (RowsRefused.count(U))
            Why = " (the function, or one it calls, may store a pointer into memory and so make rows of '" +
                  nameOf(U) + "' alias)";
          else if (tableType(U, K))
            Why = S.Tables.count(U)
                      ? " (the table '" + nameOf(U) +
                            "' is written in a loop or in the construct, or "
                            "its address escapes)"
                      : " (the entries of '" + nameOf(U) + "' are not known here)";
        }
      Loc A = addrOf(L);
      recordAccess(A, DRS_READ, L);
      Loc R2;
      // the same value on every use in the construct (SymFieldPtr.cpp), and
      // read before it (`t = v->data;` is that pointer, not one of its own)
      if (const auto *ME = dyn_cast<MemberExpr>(L); ME && fieldPointer(ME, R2))
        return R2;
      if (const auto *U = dyn_cast<UnaryOperator>(L); U && derefPointer(U, R2))
        return R2;
      if (Mode == ExecMode::Env)
        R2.FreshOrigin = true;
      else
        R2.Bad = loadedWhy(L) + Why +
                 (isa<MemberExpr>(L) || isa<UnaryOperator>(L) ? FieldWhy : std::string());
      return R2;
    }
    case CK_NoOp:
    case CK_BitCast:
    case CK_AddressSpaceConversion: {
      Loc P = ptrOf(Sub);
      QualType To = CE->getType()->getPointeeType();
      QualType From = Sub->getType()->isPointerType()
                          ? Sub->getType()->getPointeeType()
                          : QualType();
      // subscripts of another element type; C-compatible VLA types
      // (`double (*q)[m] = a`) keep them
      if (To.isNull() || From.isNull() ||
          (!Ctx.hasSameUnqualifiedType(To, From) &&
           (Ctx.getLangOpts().CPlusPlus || !To->isVariablyModifiedType() ||
            !Ctx.typesAreCompatible(To.getUnqualifiedType(),
                                    From.getUnqualifiedType()))))
        P.Direct = false;
      return P;
    }
    case CK_NullToPointer:
      return badLoc("null pointer");
    case CK_FunctionToPointerDecay:
      return badLoc("function pointer");
    default:
      if (Sub->getType()->isPointerType() || Sub->getType()->isArrayType())
        ptrOf(Sub);
      else
        eval(Sub);
      return badLoc("pointer conversion '" + std::string(CE->getCastKindName()) +
                    "' is not modelled");
    }
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_AddrOf) {
      // `&a[n]` is the one pointer past the end a subscript may make
      OnePastOk = U->getSubExpr()->IgnoreParens();
      return addrOf(U->getSubExpr());
    }
    if (U->isIncrementDecrementOp()) {
      const VarDecl *VD = refVar(U->getSubExpr());
      if (!VD) {
        Loc A = addrOf(U->getSubExpr());
        recordAccess(A, DRS_READWRITE, U->getSubExpr());
        tableStore(U->getSubExpr(), badLoc("updated"));
        return badLoc("pointer '" + text(U->getSubExpr()) +
                      "' is updated in memory");
      }
      Loc Old = readPtrVar(VD);
      Loc New = Old;
      int ES = typeSize(U->getType()->getPointeeType());
      if (ES >= 0 && rowPtr(Old))
        // (`r++` in a row: rows[e][c + 1], pending)
        New = offsetPtr(Old, drs_const(C, DRS_INT, 1), ES, !U->isIncrementOp());
      else if (New.Off >= 0 && ES >= 0)
        New.Off = U->isIncrementOp()
                      ? add64(New.Off, ES)
                      : drs_binop(C, DRS_OP_SUB, DRS_I64, New.Off, ES);
      else if (New.Bad.empty())
        New.Bad = "pointer arithmetic on '" + nameOf(VD) + "' of unknown size";
      if (!(New.Pending && rowElem(New)))
        New.Direct = false;
      writePtrVar(VD, New);
      return U->isPrefix() ? New : Old;
    }
    if (U->getOpcode() == UO_Extension)
      return ptrOf(U->getSubExpr());
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    BinaryOperatorKind Op = B->getOpcode();
    if (Op == BO_Comma) {
      evalAny(B->getLHS());
      return ptrOf(B->getRHS());
    }
    if (Op == BO_Add || Op == BO_Sub) {
      const Expr *PE = B->getLHS(), *IE = B->getRHS();
      if (!PE->getType()->isPointerType() && !PE->getType()->isArrayType())
        std::swap(PE, IE);
      Loc P = ptrOf(PE);
      int I = eval(IE);
      if (!P.Bad.empty())
        return P;
      if (I < 0)
        return badLoc("pointer offset '" + text(IE) + "' is not an integer");
      int ES = typeSize(E->getType()->getPointeeType());
      if (ES < 0)
        return badLoc("pointer arithmetic on '" + text(PE) + "' of unknown size");
      return offsetPtr(P, I, ES, Op == BO_Sub);
    }
    if (Op == BO_Assign || Op == BO_AddAssign || Op == BO_SubAssign) {
      const VarDecl *VD = refVar(B->getLHS());
      Loc V;
      if (Op == BO_Assign) {
        V = ptrOf(B->getRHS());
      } else {
        int I = eval(B->getRHS());
        V = VD ? readPtrVar(VD) : badLoc("pointer updated in memory");
        int ES = typeSize(B->getType()->getPointeeType());
        if (V.Bad.empty() && I >= 0 && ES >= 0 && rowPtr(V)) {
          V = offsetPtr(V, I, ES, Op == BO_SubAssign);  // (`r += 2` in a row)
        } else if (V.Bad.empty() && I >= 0 && ES >= 0 && V.Off >= 0) {
          int Term = mul64(conv(DRS_I64, I), ES);
          V.Off = Op == BO_AddAssign
                      ? add64(V.Off, Term)
                      : drs_binop(C, DRS_OP_SUB, DRS_I64, V.Off, Term);
          V.Direct = false;
        } else if (V.Bad.empty()) {
          V.Bad = "pointer arithmetic of unknown size";
        }
      }
      if (VD && B->getLHS()->IgnoreParenImpCasts() == B->getLHS()->IgnoreParens()) {
        writePtrVar(VD, V);
      } else {
        Loc A = addrOf(B->getLHS());
        recordAccess(A, Op == BO_Assign ? DRS_WRITE : DRS_READWRITE,
                     B->getLHS());
        tableStore(B->getLHS(), Op == BO_Assign ? V : badLoc("updated"));
      }
      return V;
    }
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    int Cnd = evalCond(CO->getCond());
    Loc LT, LE;
    fork(Cnd, [&] { LT = ptrOf(CO->getTrueExpr()); },
         [&] { LE = ptrOf(CO->getFalseExpr()); });
    if (!LT.Bad.empty())
      return LT;
    if (!LE.Bad.empty())
      return LE;
    if (LT.Root == LE.Root && LT.Root >= 0 && LT.Off >= 0 && LE.Off >= 0) {
      Loc M = LT;
      if (LT.Inside != LE.Inside)
        M.Inside.clear();  // (each side's facts hold on its side only)
      M.Formed = std::min(LT.Formed, LE.Formed);
      if (LT.Off != LE.Off)
        M.Off = drs_ite(C, DRS_I64, Cnd, LT.Off, LE.Off);
      M.Direct = false;
      M.Pending = false;
      return M;
    }
    return badLoc("pointer chosen by '?:' between different objects");
  }
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E))
    if (const CXXRecordDecl *RD = stdContainer(MC->getObjectType()))
      if (const CXXMethodDecl *MD = MC->getMethodDecl(); MD && MC->getNumArgs() == 0) {
        llvm::StringRef N = MD->getName();
        if (N == "data")
          return containerData(MC, RD);
        if (N == "begin" || N == "cbegin" || N == "end" || N == "cend")
          return containerIter(MC, RD, N.ends_with("end"));  // (std::array's T *)
      }
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
      OC && OC->getOperator() == OO_Arrow && OC->getNumArgs() == 1 &&
      stdIterator(OC->getArg(0)->getType(), nullptr))
    return iterValue(OC->getArg(0));  // `it->x` is (*it).x
  if (Loc B; isa<CallExpr>(E) && stdBeginEnd(cast<CallExpr>(E), B))
    return B;
  if (const auto *NE = dyn_cast<CXXNewExpr>(E))
    return newObject(NE);
  if (const auto *CE = dyn_cast<CallExpr>(E)) {
    // aliasing the program shows: a pass-through function returns its
    // argument (the other arguments must not have effects of their own)
    int K = passThroughParam(CE->getDirectCallee());
    if (K >= 0 && (unsigned)K < CE->getNumArgs()) {
      bool Pure = true;
      for (unsigned I = 0; I < CE->getNumArgs(); ++I)
        if ((int)I != K && CE->getArg(I)->HasSideEffects(Ctx))
          Pure = false;
      if (Pure) {
        return ptrOf(CE->getArg(K));  // as `p = arg`
      }
    }
    Loc R2;
    if (Mode == ExecMode::Body && RegionBuild &&
        isFreshAllocation(CE->getDirectCallee())) {
      // a region's thread allocating for itself: a new object, its own
      // while only its own pointers hold it (writePtrVar)
      for (const Expr *A : CE->arguments())
        evalAny(A);
      R2.FreshOrigin = true;
      R2.ThreadOwn = true;
      return R2;
    }
    evalCall(CE);
    if (Mode == ExecMode::Env) {
      R2.FreshOrigin = true;
      R2.Allocated = isFreshAllocation(CE->getDirectCallee());
      R2.ThreadOwn = InParallelRegion && R2.Allocated;
    } else
      R2.Bad = "pointer returned by a call in the loop";
    return R2;
  }
  if (const auto *TE = dyn_cast<CXXThisExpr>(E))
    return readPtrVar(thisVar(TE));  // a pointer of unknown origin
  if (isa<StringLiteral>(E) || isa<PredefinedExpr>(E))
    return badLoc("string literal");
  if (isa<DeclRefExpr>(E) && E->getType()->isArrayType())
    return addrOf(E);
  return badLoc(kindName(E) + " ('" + brief(text(E)) + "') is not modelled as a "
                "pointer");
}

/// `new T`, `new T[n]` of the replaceable global allocation function with no
/// placement arguments and no constructor to run: a fresh object, as
/// malloc's (before the construct; a region's thread allocating for
/// itself).
Loc Builder::newObject(const CXXNewExpr *NE) {
  const FunctionDecl *Op = NE->getOperatorNew();
  const CXXConstructExpr *CE = NE->getConstructExpr();
  if (!Op || !Op->isReplaceableGlobalAllocationFunction() || NE->getNumPlacementArgs() ||
      (CE && !CE->getConstructor()->isTrivial()))
    return badLoc("'" + brief(text(NE)) + "' (a placement or class 'new', or one "
                  "that runs a constructor) is not modelled");
  if (auto Size = NE->getArraySize(); Size && *Size)
    evalAny(*Size);
  if (NE->hasInitializer() && !CE)
    evalAny(NE->getInitializer());
  if (failed())
    return badLoc("'new'");
  Loc R2;
  if (Mode == ExecMode::Body && !RegionBuild) {
    R2.Bad = "pointer returned by 'new' in the loop";
    return R2;
  }
  R2.FreshOrigin = true;
  R2.Allocated = Mode == ExecMode::Env;
  R2.ThreadOwn = InParallelRegion || Mode == ExecMode::Body;
  return R2;
}

} // namespace drsat
