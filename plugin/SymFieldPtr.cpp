//===- SymFieldPtr.cpp - pointers held in a structure's fields -----------===//
//
// `v->data[i]`, `v.data[i]`, `this->data[i]` (a member function's `data[i]`):
// the pointer is loaded from memory on every use.  Inside the construct it is
// the same value on every use when
//
//  * the path is a variable's own field (`v.f`, `v.a.f`) or a field reached
//    through one pointer variable (`v->f`, `v->a.f`, `this->f`), the variable
//    shared and not written in the construct; and
//  * nothing the construct runs can store a pointer or a structure into
//    memory: no assignment, `++`/`--` of a pointer or structure lvalue other
//    than a local variable, no call of unknown body or of a library function
//    that writes through a pointer to `void`, a pointer or a structure
//    (memcpy), checked over the construct and the bodies of the functions it
//    calls (storesNoPointers).
//
// The value is then a pointer of unknown origin, one per path (a synthetic
// variable named as the path is written), like a pointer parameter: pairs
// through two such pointers, or such a pointer and a named array, rest on
// the stated no-alias assumption (stateAliasAssumptions).  Otherwise the use
// stays "loaded from memory in the loop".
//
//===----------------------------------------------------------------------===//

#include "SymExec.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenMP.h"

using namespace clang;

namespace drsat {

namespace {

/// A pointer-to-non-const parameter through which a library function may
/// store a pointer or a structure (`void *`, `T **`, `struct S *`).
bool storesThrough(QualType P) {
  if (!P->isPointerType())
    return false;
  QualType T = P->getPointeeType();
  if (T.isConstQualified())
    return false;
  return T->isVoidType() || T->isPointerType() || T->isRecordType() || T->isArrayType();
}

/// Call CE of FD, a function whose body is not seen, may store a pointer
/// or a structure into memory: through a parameter (storesThrough), or a
/// variadic argument (scanf's "%p" and a `void **`).  Unknown (a function
/// not of the C library): through any argument, and through a structure
/// handed by value or as the object of a member call, which may hold
/// another table (`struct { double **q; } t; ext(t);`).
bool callMayStorePointer(const CallExpr *CE, const FunctionDecl *FD, bool Unknown) {
  for (const ParmVarDecl *P : FD->parameters())
    if (storesThrough(P->getType()))
      return true;
  for (unsigned K = Unknown ? 0 : FD->getNumParams(); K < CE->getNumArgs(); ++K) {
    QualType T = CE->getArg(K)->IgnoreParenImpCasts()->getType();
    if (storesThrough(T) || (Unknown && T->isRecordType()))
      return true;
  }
  return Unknown && isa<CXXMemberCallExpr>(CE);
}

/// X stores a pointer or a structure into memory (anything but one of
/// Locals or a parameter), or is a library call that may.
bool storesPointer(const Stmt *X, const std::set<const VarDecl *> &Locals) {
  const Expr *Lhs = nullptr;
  if (const auto *B = dyn_cast<BinaryOperator>(X); B && B->isAssignmentOp())
    Lhs = B->getLHS();
  else if (const auto *U = dyn_cast<UnaryOperator>(X); U && U->isIncrementDecrementOp())
    Lhs = U->getSubExpr();
  if (Lhs) {
    QualType T = Lhs->getType();
    const VarDecl *VD = refVar(Lhs);
    // (a reference names memory elsewhere)
    bool Local = VD && !VD->hasGlobalStorage() && !VD->getType()->isReferenceType() &&
                 (Locals.count(VD) || isa<ParmVarDecl>(VD));
    return (T->isPointerType() || T->isRecordType() || T->isArrayType()) && !Local;
  }
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(X); OC && OC->isAssignmentOp())
    return true;  // a class's assignment operator
  const auto *CE = dyn_cast<CallExpr>(X);
  const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
  if (!FD || libraryName(FD).empty())
    return false;  // (walkCalls follows or refuses the call)
  return callMayStorePointer(CE, FD, /*Unknown=*/false);
}

} // namespace

const Stmt *Builder::constructBody() const {
  if (Site.Region)
    return Site.Region->hasAssociatedStmt() ? Site.Region->getAssociatedStmt() : nullptr;
  return Site.Loop;
}


bool Builder::storesNoPointers() {
  if (StoresNoPtrs >= 0)
    return StoresNoPtrs;
  std::set<const VarDecl *> Locals;
  bool Ok = walkCalls(
      constructBody(), [&](const Stmt *Body) { collectDeclared(Body, Locals); },
      [&](const Stmt *X) { return !storesPointer(X, Locals); });
  StoresNoPtrs = Ok ? 1 : 0;
  return Ok;
}

bool Builder::functionStoresNoPointers() {
  if (FnStoresNoPtrs >= 0)
    return FnStoresNoPtrs;
  // (a property of the function's body alone: asked once per body in the
  // translation unit, not once per construct)
  const Stmt *Body = Site.Function ? Site.Function->getBody() : nullptr;
  bool Ok = *memoShared<bool>(MemoTag::FnStoresNoPtrs, Body, [&] {
    std::set<const VarDecl *> Locals;
    return walkCalls(
        Body, [&](const Stmt *B) { collectDeclared(B, Locals); },
        [&](const Stmt *X) {
          if (storesPointer(X, Locals))
            return false;
          const auto *CE = dyn_cast<CallExpr>(X);
          const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
          // (a function defined here: walkCalls follows it)
          return !FD || FD->getDefinition() || !libraryName(FD).empty() ||
                 !callMayStorePointer(CE, FD, /*Unknown=*/true);
        },
        /*UnknownOk=*/true);
  });
  FnStoresNoPtrs = Ok ? 1 : 0;
  return Ok;
}

const VarDecl *Builder::fieldPathVar(const MemberExpr *ME) {
  const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
  if (!FD || !ME->getType()->isPointerType() || ME->getType()->isFunctionPointerType())
    return nullptr;
  // the path: fields of a variable, through at most one pointer at its root
  std::string Key;
  const Expr *B = ME;
  const VarDecl *Root = nullptr;
  bool Arrow = false;
  while (const auto *M = dyn_cast<MemberExpr>(B->IgnoreParenImpCasts())) {
    const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl());
    if (!F || F->getParent()->isUnion())
      return nullptr;  // (a store to another member of a union changes it)
    Key = (M->isArrow() ? "->" : ".") + F->getNameAsString() + "#" +
          std::to_string((uintptr_t)F) + Key;
    B = M->getBase();
    if (M->isArrow()) {
      Arrow = true;
      break;
    }
  }
  B = B->IgnoreParenImpCasts();
  if (const auto *TE = dyn_cast<CXXThisExpr>(B); TE && Arrow)
    Root = thisVar(TE);
  else if (const auto *DR = dyn_cast<DeclRefExpr>(B))
    Root = varOf(DR);
  FieldWhy.clear();
  if (!Root || Root->getType()->isReferenceType() ||
      (Arrow != Root->getType()->isPointerType()) || (Arrow && AddrTaken.count(Root))) {
    FieldWhy = " (not a field of a variable, or of one pointer variable)";
    return nullptr;
  }
  if (!pathRootStable(Root))
    return nullptr;
  // set in this function (`v->data = d;` before the construct): its value
  // there is another pointer's, which a pointer of its own would hide
  bool SetHere = false;
  walk(Site.Function->getBody(), [&](const Stmt *X) {
    if (const auto *BO = dyn_cast<BinaryOperator>(X); BO && BO->isAssignmentOp())
      if (const auto *M = dyn_cast<MemberExpr>(BO->getLHS()->IgnoreParenImpCasts()))
        SetHere |= M->getMemberDecl() == FD;
  });
  if (SetHere) {
    FieldWhy = " (the function sets '" + FD->getNameAsString() + "' before the construct)";
    return nullptr;
  }
  return pathVar(std::to_string((uintptr_t)Root) + Key, ME);
}

bool Builder::pathRootStable(const VarDecl *Root) {
  if (Orphaned) {
    FieldWhy = " (each thread may pass its own '" + nameOf(Root) + "' to this function)";
    return false;
  }
  if (ModifiedInBody.count(Root) || isPrivate(Root)) {
    FieldWhy = " ('" + nameOf(Root) + "' is private to the construct or changes in it)";
    return false;
  }
  if (!storesNoPointers()) {
    FieldWhy = " (the construct may store a pointer or a structure)";
    return false;
  }
  return true;
}

const VarDecl *Builder::pathVar(const std::string &Key, const Expr *E) {
  const VarDecl *&VD = FieldPtrs[Key];
  if (!VD) {
    auto *TU = Ctx.getTranslationUnitDecl();
    // (`(*a)[4]` in a witness, not `*a[4]`)
    std::string Name = isa<UnaryOperator>(E) ? "(" + text(E) + ")" : text(E);
    VD = VarDecl::Create(Ctx, TU, E->getBeginLoc(), E->getBeginLoc(),
                         &Ctx.Idents.get(Name), E->getType(), nullptr, SC_None);
  }
  return VD;
}

const VarDecl *Builder::derefPathVar(const UnaryOperator *U) {
  const auto *DR = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts());
  const auto *P = dyn_cast_or_null<ParmVarDecl>(varOf(DR));
  FieldWhy.clear();
  if (U->getOpcode() != UO_Deref || !U->getType()->isPointerType() ||
      U->getType()->isFunctionPointerType() || !P || !Site.Function ||
      P->getDeclContext() != Site.Function || AddrTaken.count(P))
    return nullptr;
  if (!pathRootStable(P))
    return nullptr;
  // in the function, P is used only as `*P`, read, or set to an allocation
  // of its own (`*P = malloc(...)`) or to null: a value no other name holds
  const Stmt *Body = Site.Function->getBody();
  std::set<const Expr *> Derefs, Fine;
  auto IsP = [&](const Expr *X) {
    const auto *D = dyn_cast<UnaryOperator>(X->IgnoreParens());
    return D && D->getOpcode() == UO_Deref && refVar(D->getSubExpr()) == P &&
                   isa<DeclRefExpr>(D->getSubExpr()->IgnoreParenImpCasts())
               ? D
               : nullptr;
  };
  walk(Body, [&](const Stmt *X) {
    if (const auto *D = dyn_cast<UnaryOperator>(X); D && IsP(D))
      Derefs.insert(D->getSubExpr()->IgnoreParenImpCasts());
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(X);
        IC && IC->getCastKind() == CK_LValueToRValue)
      if (const UnaryOperator *D = IsP(IC->getSubExpr()))
        Fine.insert(D);
    if (const auto *BO = dyn_cast<BinaryOperator>(X); BO && BO->getOpcode() == BO_Assign)
      if (const UnaryOperator *D = IsP(BO->getLHS())) {
        const Expr *R = BO->getRHS()->IgnoreParenCasts();
        const auto *CE = dyn_cast<CallExpr>(R);
        bool Own = (CE && isFreshAllocation(CE->getDirectCallee())) ||
                   R->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull);
        if (Own)
          Fine.insert(D);
      }
  });
  bool Ok = true;
  walk(Body, [&](const Stmt *X) {
    if (const auto *R = dyn_cast<DeclRefExpr>(X); R && varOf(R) == P && !Derefs.count(R))
      Ok = false;  // P copied, passed on, subscripted, written
    if (const auto *D = dyn_cast<UnaryOperator>(X); D && IsP(D) && !Fine.count(D))
      Ok = false;  // `*P` set to another pointer's value, `&*P`, `(*P)++`
  });
  if (!Ok) {
    FieldWhy = " ('" + nameOf(P) + "' is used here other than as '*" + nameOf(P) +
               "' read or set to an allocation)";
    return nullptr;
  }
  return pathVar(std::to_string((uintptr_t)P) + "*", U);
}

bool Builder::derefPointer(const UnaryOperator *U, Loc &Out) {
  const VarDecl *VD = derefPathVar(U);
  if (!VD)
    return false;
  Out = Loc();
  Out.Root = rootFor(VD, DRS_OBJ_POINTER, 0);
  Out.Off = k64(0);
  return true;
}

bool Builder::fieldPointer(const MemberExpr *ME, Loc &Out) {
  const VarDecl *VD = fieldPathVar(ME);
  if (!VD)
    return false;
  Out = Loc();
  Out.Root = rootFor(VD, DRS_OBJ_POINTER, 0);
  Out.Off = k64(0);
  return true;
}

const VarDecl *Builder::fieldTable(const ArraySubscriptExpr *AS) {
  const auto *ME = dyn_cast<MemberExpr>(AS->getBase()->IgnoreParenImpCasts());
  const VarDecl *VD = nullptr;
  if (!ME || !ME->getType()->isPointerType() ||
      !ME->getType()->getPointeeType()->isPointerType() || !(VD = fieldPathVar(ME)))
    return nullptr;
  // in this function the field's entries are only read as values (no
  // `x->m[1] = x->m[0]`, no `&x->m[e]`), and the field itself is used only
  // subscripted (not copied to a pointer that could write them)
  const ValueDecl *FD = ME->getMemberDecl();
  std::set<const Expr *> Bases, ReadElems;
  bool Ok = true;
  walk(Site.Function->getBody(), [&](const Stmt *X) {
    const auto *E = dyn_cast<Expr>(X);
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(X))
      if (const auto *M = dyn_cast<MemberExpr>(A->getBase()->IgnoreParenImpCasts());
          M && M->getMemberDecl() == FD)
        Bases.insert(M);
    if (const auto *IC = dyn_cast_or_null<ImplicitCastExpr>(E);
        IC && IC->getCastKind() == CK_LValueToRValue)
      if (const auto *A = dyn_cast<ArraySubscriptExpr>(IC->getSubExpr()->IgnoreParens()))
        ReadElems.insert(A);
  });
  walk(Site.Function->getBody(), [&](const Stmt *X) {
    if (const auto *M = dyn_cast<MemberExpr>(X); M && M->getMemberDecl() == FD)
      Ok &= Bases.count(M) > 0;
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(X))
      if (const auto *M = dyn_cast<MemberExpr>(A->getBase()->IgnoreParenImpCasts());
          M && M->getMemberDecl() == FD)
        Ok &= ReadElems.count(A) > 0;
  });
  return Ok && paramRows(VD) >= 0 ? VD : nullptr;
}

} // namespace drsat
