//===- ClauseEffects.cpp - effects the AST does not show as statements ----===//
//
// What a directive's clauses and a variably modified type's size evaluate
// with a side effect (declared in SymExec.h): clauses are not children of
// their directive, and a size expression is part of a type, so no walk of
// statements sees them (DESIGN.md, "Nested regions").
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenMP.h"

using namespace clang;

namespace drsat {

namespace {
bool hasEffect(const Expr *E);
} // namespace

// the size expressions of variably modified type T (through pointers,
// references and array elements) that write or call
bool vmSizeEffect(QualType T) {
  const Type *Ty = T.isNull() ? nullptr : T.getTypePtr();
  for (int Depth = 0; Ty && Depth < 64; ++Depth) {
    Ty = Ty->getUnqualifiedDesugaredType();
    if (!Ty->isVariablyModifiedType())
      return false;
    if (const auto *VA = dyn_cast<VariableArrayType>(Ty)) {
      if (hasEffect(VA->getSizeExpr()))
        return true;
      Ty = VA->getElementType().getTypePtr();
    } else if (const auto *AT = dyn_cast<ArrayType>(Ty)) {
      Ty = AT->getElementType().getTypePtr();
    } else if (const auto *PT = dyn_cast<PointerType>(Ty)) {
      Ty = PT->getPointeeType().getTypePtr();
    } else if (const auto *RT = dyn_cast<ReferenceType>(Ty)) {
      Ty = RT->getPointeeType().getTypePtr();
    } else {
      return true;  // (a function type with VLA parameters, ...)
    }
  }
  return false;
}

namespace {
// E writes memory or calls a function that may (not a const/pure one, not
// an `omp_get_*`/`omp_in_*`/`omp_is_*` query of the runtime); C++ object
// construction, statement expressions, inline assembly and the size
// expressions of variably modified types count as such
bool hasEffect(const Expr *E) {
  bool Found = false;
  walk(E, [&](const Stmt *X) {
    if (Found)
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(X)) {
      Found = B->isAssignmentOp();
    } else if (const auto *U = dyn_cast<UnaryOperator>(X)) {
      Found = U->isIncrementDecrementOp();
    } else if (const auto *CE = dyn_cast<CallExpr>(X)) {
      const FunctionDecl *FD = CE->getDirectCallee();
      bool Query = false;
      if (FD && FD->getIdentifier()) {
        llvm::StringRef N = FD->getName();
        Query = FD->hasAttr<ConstAttr>() || FD->hasAttr<PureAttr>() ||
                ((N.starts_with("omp_get_") || N.starts_with("omp_in_") ||
                  N.starts_with("omp_is_")) &&
                 FD->getASTContext().getSourceManager().isInSystemHeader(
                     FD->getLocation()));
      }
      Found = !Query;
    } else if (isa<CXXConstructExpr>(X) || isa<CXXBindTemporaryExpr>(X) ||
               isa<CXXNewExpr>(X) || isa<CXXDeleteExpr>(X) || isa<StmtExpr>(X) ||
               isa<AsmStmt>(X) || isa<CXXThrowExpr>(X)) {
      Found = true;
    } else if (const auto *DI = dyn_cast<CXXDefaultInitExpr>(X)) {
      Found = hasEffect(DI->getExpr());  // (not a child)
    } else if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(X)) {
      Found = hasEffect(DA->getExpr());
    } else {
      Found = typeSizeEffect(X);
    }
  });
  return Found;
}
} // namespace

void clauseEffects(const OMPExecutableDirective *D,
                   llvm::SmallVectorImpl<const Expr *> &Out) {
  auto Add = [&](const Expr *E) {
    if (E && hasEffect(E))
      Out.push_back(E);
  };
  for (const OMPClause *Cl : D->clauses()) {
    if (!Cl)
      continue;
    if (const OMPClauseWithPreInit *PI = OMPClauseWithPreInit::get(Cl))
      if (const auto *DS = dyn_cast_or_null<DeclStmt>(PI->getPreInitStmt()))
        for (const Decl *Dc : DS->decls())
          if (const auto *VD = dyn_cast<VarDecl>(Dc))
            Add(VD->getInit());
    for (const Stmt *Ch : const_cast<OMPClause *>(Cl)->children())
      Add(dyn_cast_or_null<Expr>(Ch));
    for (const Expr *E : clauseExtraOperands(Cl))
      Add(E);
  }
}

llvm::SmallVector<const Expr *, 1> clauseExtraOperands(const OMPClause *Cl) {
  llvm::SmallVector<const Expr *, 1> Out;
  if (const auto *LC = dyn_cast<OMPLinearClause>(Cl))
    Out.push_back(LC->getStep());
  else if (const auto *AC = dyn_cast<OMPAllocateClause>(Cl))
    Out.push_back(AC->getAllocator());
  return Out;
}

bool typeSizeEffect(const Stmt *X) {
  auto Bad = [](QualType T) { return !T.isNull() && vmSizeEffect(T); };
  if (const auto *EC = dyn_cast<ExplicitCastExpr>(X))
    return Bad(EC->getTypeAsWritten());
  if (const auto *UE = dyn_cast<UnaryExprOrTypeTraitExpr>(X))
    return UE->isArgumentType() && Bad(UE->getArgumentType());
  if (const auto *CL = dyn_cast<CompoundLiteralExpr>(X))
    return Bad(CL->getType());
  if (const auto *DS = dyn_cast<DeclStmt>(X))
    for (const Decl *D : DS->decls()) {
      if (const auto *TD = dyn_cast<TypedefNameDecl>(D); TD && Bad(TD->getUnderlyingType()))
        return true;
      // (a variable-length array's own size: evaluated where declared)
      if (const auto *VD = dyn_cast<VarDecl>(D);
          VD && !VD->getType()->isArrayType() && Bad(VD->getType()))
        return true;
    }
  return false;
}

} // namespace drsat
