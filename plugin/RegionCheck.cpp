//===- RegionCheck.cpp - regions covered by their loops' analysis --------===//
//
// A `#pragma omp parallel` region is first checked by RegionCheck: its body,
// flattened through compound statements, must consist of statements whose
// effect on shared memory is nil or modelled by the loop analysis.  The
// threads of a region run its code in phases separated by barriers (the
// implicit one at the end of each `omp for` without `nowait`, explicit
// `omp barrier`s, the end of the region); a worksharing loop is analysed on
// its own, so any other code that could run in the same phase as a loop
// (or as itself in another thread) means the region needs a model of its own.
// Declarations are allowed when their initialisers neither write memory nor
// read memory another thread could write in the region: literals,
// region-local variables, const objects, and scalars of the enclosing
// function that are never written inside the region and never have their
// address taken (checked on the whole function body), combined with
// arithmetic and calls of pure library functions (isPureFunction); a
// region-local pointer may also be initialised by malloc/calloc/
// aligned_alloc (each thread's own buffer, see RootInfo::ThreadOwn) and
// released by `free(p)`.  Expression statements made of the same
// (`(void)t;`) are allowed too.  Such a region needs no model of its own;
// any other region is built as a construct (BuildRegion.cpp) unless
// regionReason finds a directive inside that the region model lacks.
//
//===----------------------------------------------------------------------===//
#include "ConstructFinder.h"
#include "SymExec.h"

#include "clang/AST/ExprCXX.h"
// GCC's -Wnonnull misfires on LazyOffsetPtr (ExternalASTSource.h), inlined
// from RecursiveASTVisitor: not our code, not a real null.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wnonnull"
#endif
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace drsat {

namespace {

/// How a function uses one variable: every DeclRefExpr to it, and those that
/// are plain reads (operand of an lvalue-to-rvalue conversion), plain writes
/// (left of an assignment, operand of ++/--) or capture-list entries.
class UseScan : public RecursiveASTVisitor<UseScan> {
public:
  explicit UseScan(const VarDecl *V) : VD(V) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() == VD)
      All.push_back(E);
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    if (E->getCastKind() == CK_LValueToRValue)
      note(E->getSubExpr(), Reads);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *E) {
    if (E->isAssignmentOp())
      note(E->getLHS(), Writes);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *E) {
    if (E->isIncrementDecrementOp())
      note(E->getSubExpr(), Writes);
    return true;
  }
  /// A captured region (OpenMP's outlined body) names the variables it uses
  /// in its capture list: no access of its own, the uses are in the body.
  bool VisitCapturedStmt(CapturedStmt *S) {
    for (Expr *E : S->capture_inits())
      note(E, Captures);
    return true;
  }

  std::vector<const DeclRefExpr *> All;
  llvm::SmallPtrSet<const DeclRefExpr *, 8> Reads, Writes, Captures;

private:
  void note(const Expr *E, llvm::SmallPtrSetImpl<const DeclRefExpr *> &Set) {
    if (const auto *DR = dyn_cast_or_null<DeclRefExpr>(
            E ? E->IgnoreParenNoopCasts(VD->getASTContext()) : nullptr))
      if (DR->getDecl() == VD)
        Set.insert(DR);
  }
  const VarDecl *VD;
};

/// Every DeclRefExpr to one variable inside a statement.
class RefScan : public RecursiveASTVisitor<RefScan> {
public:
  explicit RefScan(const VarDecl *V) : VD(V) {}
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() == VD)
      Refs.insert(E);
    return true;
  }
  llvm::SmallPtrSet<const DeclRefExpr *, 8> Refs;

private:
  const VarDecl *VD;
};

/// Decides whether a `#pragma omp parallel` region is fully covered by the
/// analysis of its worksharing loops (see the file comment).
class RegionCheck {
public:
  RegionCheck(ASTContext &C, const OMPExecutableDirective *P,
              const FunctionDecl *F)
      : Ctx(C), Par(P), Fn(F) {}

  /// Why the region is not covered, or "" when it is.
  std::string reason() {
    if (!Par->hasAssociatedStmt())
      return "'#pragma omp parallel' without a body is not modelled yet";
    Body = Par->getInnermostCapturedStmt()->getCapturedStmt();
    for (const OMPClause *C : Par->clauses()) {
      if (const auto *PC = dyn_cast<OMPPrivateClause>(C))
        addLocals(PC->varlists());
      else if (const auto *FC = dyn_cast<OMPFirstprivateClause>(C))
        addLocals(FC->varlists());
      else if (const auto *RC = dyn_cast<OMPReductionClause>(C))
        for (const Expr *E : RC->varlists()) {  // whole objects only
          std::string Why;
          if (const VarDecl *VD = wholeObjectItem(E, Ctx, Why))
            Locals.insert(VD);
        }
    }
    std::vector<const Stmt *> Stmts;
    flatten(Body, Stmts);
    for (size_t I = 0; I < Stmts.size(); ++I) {
      const Stmt *S = Stmts[I];
      if (isa<NullStmt>(S))
        continue;
      if (const auto *DS = dyn_cast<DeclStmt>(S)) {
        std::string Why = declReason(DS);
        if (!Why.empty())
          return Why;
        continue;
      }
      // A pure expression statement, such as `(void)t;`, or the release of
      // the thread's own buffer.
      if (const auto *E = dyn_cast<Expr>(S))
        if (exprOk(E) || freeOk(E))
          continue;
      const auto *D = dyn_cast<OMPExecutableDirective>(S);
      if (!D)
        return "code outside worksharing loops in '#pragma omp parallel' is "
               "not modelled yet";
      llvm::omp::Directive K = D->getDirectiveKind();
      if (K == llvm::omp::OMPD_barrier)
        continue;
      if (K == llvm::omp::OMPD_for || K == llvm::omp::OMPD_for_simd) {
        if (!D->hasClausesOfKind<OMPNowaitClause>() ||
            onlyBarrierOrEndFrom(Stmts, I + 1))
          continue;
        return "'nowait' on '#pragma omp " + directiveName(D) +
               "' followed by more code in the region is not modelled yet";
      }
      if (K == llvm::omp::OMPD_simd)
        return "'#pragma omp simd' directly in '#pragma omp parallel' (every "
               "thread runs the whole loop) is not modelled yet";
      return "'#pragma omp " + directiveName(D) +
             "' in '#pragma omp parallel' is not modelled yet";
    }
    return std::string();
  }

private:
  static void flatten(const Stmt *S, std::vector<const Stmt *> &Out) {
    if (!S)
      return;
    if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
      for (const Stmt *Ch : CS->body())
        flatten(Ch, Out);
      return;
    }
    Out.push_back(S);
  }

  /// After a `nowait` loop: only null statements, harmless declarations and
  /// pure expressions up to a barrier or the end of the region.
  bool onlyBarrierOrEndFrom(const std::vector<const Stmt *> &Stmts,
                            size_t From) {
    for (size_t J = From; J < Stmts.size(); ++J) {
      const Stmt *S = Stmts[J];
      if (isa<NullStmt>(S))
        continue;
      if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
        return D->getDirectiveKind() == llvm::omp::OMPD_barrier;
      if (const auto *DS = dyn_cast<DeclStmt>(S)) {
        if (!declReason(DS).empty())
          return false;
        continue;
      }
      if (const auto *E = dyn_cast<Expr>(S))
        if (exprOk(E) || freeOk(E))
          continue;
      return false;
    }
    return true;
  }

  template <typename Range> void addLocals(Range Vars) {
    for (const Expr *E : Vars)
      if (const auto *DR = dyn_cast_or_null<DeclRefExpr>(
              E ? E->IgnoreParenImpCasts() : nullptr))
        if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
          Locals.insert(VD);
  }

  std::string declReason(const DeclStmt *DS) {
    for (const Decl *Dc : DS->decls()) {
      if (isa<TypeDecl>(Dc) || isa<FunctionDecl>(Dc) ||
          isa<StaticAssertDecl>(Dc))
        continue;
      const auto *VD = dyn_cast<VarDecl>(Dc);
      if (!VD)
        return "code outside worksharing loops in '#pragma omp parallel' is "
               "not modelled yet";
      std::string Name = "'" + VD->getNameAsString() + "'";
      if (VD->hasExternalStorage())
        continue;  // a declaration only: nothing runs
      if (!VD->hasLocalStorage())
        return "static variable " + Name +
               " declared in '#pragma omp parallel' is shared by the "
               "threads; not modelled yet";
      QualType T = VD->getType();
      if (T->isReferenceType())
        return "reference " + Name +
               " declared in '#pragma omp parallel' is not modelled yet";
      for (const Type *Ty = T.getTypePtr(); Ty;) {
        const ArrayType *AT = Ty->getAsArrayTypeUnsafe();
        if (!AT)
          break;
        if (const auto *VT = dyn_cast<VariableArrayType>(AT))
          if (!exprOk(VT->getSizeExpr()))
            return "the size of " + Name +
                   " in '#pragma omp parallel' (outside worksharing loops) "
                   "is not modelled yet";
        Ty = AT->getElementType().getTypePtr();
      }
      if (const CXXRecordDecl *RD =
              Ctx.getBaseElementType(T)->getAsCXXRecordDecl())
        if (RD->hasDefinition() && !RD->hasTrivialDestructor())
          return "the destructor of " + Name +
                 " in '#pragma omp parallel' is not modelled yet";
      if (const Expr *Init = VD->getInit()) {
        if (!exprOk(Init) && !allocOk(Init))
          return "the initialiser of " + Name +
                 " in '#pragma omp parallel' (outside worksharing loops) is "
                 "not modelled yet";
        if (!exprOk(Init))
          Owned.insert(VD);
      }
      Locals.insert(VD);
    }
    return std::string();
  }

  /// `malloc(n)`, `calloc(n, s)`, `aligned_alloc(a, n)` (through casts)
  /// with harmless arguments: a new object for each thread (the builder
  /// knows it as the thread's own when a region's pointer holds it).
  bool allocOk(const Expr *E) {
    const auto *CE = dyn_cast<CallExpr>(E->IgnoreParenCasts());
    if (!CE || !isFreshAllocation(CE->getDirectCallee()))
      return false;
    for (const Expr *A : CE->arguments())
      if (!exprOk(A))
        return false;
    return true;
  }

  /// `free(p)` of the thread's own buffer: p declared in the region with
  /// an allocation as its initialiser, and never changed in the region.
  bool freeOk(const Expr *E) {
    const auto *CE = dyn_cast<CallExpr>(E->IgnoreParenCasts());
    if (!CE || CE->getNumArgs() != 1 ||
        libraryName(CE->getDirectCallee()) != "free")
      return false;
    const VarDecl *P = refVar(CE->getArg(0));
    if (!P || !Owned.count(P))
      return false;
    bool Changed = false;
    walk(Body, [&](const Stmt *X) {
      if (const auto *B = dyn_cast<BinaryOperator>(X))
        Changed |= B->isAssignmentOp() && refVar(B->getLHS()) == P;
      else if (const auto *U = dyn_cast<UnaryOperator>(X))
        Changed |= (U->isIncrementDecrementOp() &&
                    refVar(U->getSubExpr()) == P) ||
                   (U->getOpcode() == UO_AddrOf &&
                    baseVar(U->getSubExpr()) == P);
    });
    return !Changed;
  }

  /// The variable whose storage E designates without going through a
  /// pointer (x, x.f, x[i] for an array x), or null; indices must be ok.
  const VarDecl *namedLvalue(const Expr *E) {
    E = E->IgnoreParenNoopCasts(Ctx);
    if (const auto *DR = dyn_cast<DeclRefExpr>(E))
      return dyn_cast<VarDecl>(DR->getDecl());
    if (const auto *ME = dyn_cast<MemberExpr>(E))
      return ME->isArrow() ? nullptr : namedLvalue(ME->getBase());
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      const auto *Decay =
          dyn_cast<ImplicitCastExpr>(AS->getBase()->IgnoreParens());
      if (!Decay || Decay->getCastKind() != CK_ArrayToPointerDecay ||
          !exprOk(AS->getIdx()))
        return nullptr;
      return namedLvalue(Decay->getSubExpr());
    }
    return nullptr;
  }

  /// An address computation (no memory read): &x, &a[i], &p->f, array decay.
  bool addrOk(const Expr *E) {
    E = E->IgnoreParenNoopCasts(Ctx);
    if (const auto *DR = dyn_cast<DeclRefExpr>(E))
      return isa<VarDecl>(DR->getDecl());
    if (const auto *ME = dyn_cast<MemberExpr>(E))
      return ME->isArrow() ? exprOk(ME->getBase()) : addrOk(ME->getBase());
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
      return exprOk(AS->getBase()) && exprOk(AS->getIdx());
    if (const auto *UO = dyn_cast<UnaryOperator>(E))
      return UO->getOpcode() == UO_Deref && exprOk(UO->getSubExpr());
    if (isa<StringLiteral>(E) || isa<PredefinedExpr>(E))
      return true;
    return false;
  }

  /// True when reading VD inside the region cannot race.
  bool readOk(const VarDecl *VD) {
    if (!VD)
      return false;
    if (Locals.count(VD) || Builder::isThreadPrivate(VD))
      return true;
    QualType T = VD->getType();
    if (T.isConstQualified() && !T.isVolatileQualified())
      return true;
    if (!VD->hasLocalStorage() || T->isReferenceType() ||
        T.isVolatileQualified())
      return false;
    auto It = ReadCache.find(VD);
    if (It != ReadCache.end())
      return It->second;
    bool Ok = usesOk(VD);
    ReadCache[VD] = Ok;
    return Ok;
  }

  /// A variable of the enclosing function, declared outside the region: its
  /// uses anywhere are plain reads or plain writes, and inside the region
  /// plain reads only (so no pointer to it exists and no thread writes it).
  bool usesOk(const VarDecl *VD) {
    if (!Fn || !Fn->getBody())
      return false;
    UseScan Uses(VD);
    Uses.TraverseStmt(Fn->getBody());
    RefScan InRegion(VD);
    InRegion.TraverseStmt(const_cast<Stmt *>(Body));
    for (const DeclRefExpr *DR : Uses.All) {
      if (Uses.Reads.count(DR) || Uses.Captures.count(DR))
        continue;
      if (Uses.Writes.count(DR) && !InRegion.Refs.count(DR))
        continue;
      return false;
    }
    return true;
  }

  /// E computes a value without writing memory and without reading memory
  /// another thread of the region could write.
  bool exprOk(const Expr *E) {
    if (!E || ExprDepth >= 200)  // deeper: not modelled, no stack overflow
      return false;
    ++ExprDepth;
    bool Ok = exprOkInner(E->IgnoreParens());
    --ExprDepth;
    return Ok;
  }

  bool exprOkInner(const Expr *E) {
    if (isa<IntegerLiteral>(E) || isa<FloatingLiteral>(E) ||
        isa<CharacterLiteral>(E) || isa<CXXBoolLiteralExpr>(E) ||
        isa<CXXNullPtrLiteralExpr>(E) || isa<GNUNullExpr>(E) ||
        isa<ImplicitValueInitExpr>(E) || isa<StringLiteral>(E) ||
        isa<PredefinedExpr>(E))
      return true;
    if (const auto *CE = dyn_cast<ConstantExpr>(E))
      return exprOk(CE->getSubExpr());
    if (const auto *DR = dyn_cast<DeclRefExpr>(E))
      return isa<EnumConstantDecl>(DR->getDecl());
    if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(E))
      return !U->getTypeOfArgument()->isVariablyModifiedType();
    if (const auto *C = dyn_cast<CastExpr>(E)) {
      switch (C->getCastKind()) {
      case CK_LValueToRValue:
        return readOk(namedLvalue(C->getSubExpr()));
      case CK_ArrayToPointerDecay:
        return addrOk(C->getSubExpr());
      case CK_FunctionToPointerDecay:
      case CK_LValueBitCast:
      case CK_LValueToRValueBitCast:
      case CK_ConstructorConversion:
      case CK_UserDefinedConversion:
        return false;
      default:
        return C->getSubExpr()->isPRValue() && exprOk(C->getSubExpr());
      }
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      switch (UO->getOpcode()) {
      case UO_AddrOf:
        return addrOk(UO->getSubExpr());
      case UO_Plus:
      case UO_Minus:
      case UO_Not:
      case UO_LNot:
        return exprOk(UO->getSubExpr());
      default:
        return false;  // ++, --, * (a read through a pointer), ...
      }
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(E))
      return !BO->isAssignmentOp() && exprOk(BO->getLHS()) &&
             exprOk(BO->getRHS());
    if (const auto *CO = dyn_cast<ConditionalOperator>(E))
      return exprOk(CO->getCond()) && exprOk(CO->getTrueExpr()) &&
             exprOk(CO->getFalseExpr());
    if (const auto *IL = dyn_cast<InitListExpr>(E)) {
      for (const Expr *I : IL->inits())
        if (!exprOk(I))
          return false;
      return true;
    }
    if (const auto *CE = dyn_cast<CallExpr>(E)) {
      if (isa<CXXMemberCallExpr>(CE) || isa<CXXOperatorCallExpr>(CE) ||
          !isPureFunction(CE->getDirectCallee()))
        return false;
      // a pure function reads memory only through its pointer arguments:
      // string literals only
      for (const Expr *A : CE->arguments())
        if (!exprOk(A) || (A->getType()->isPointerType() &&
                           !isa<StringLiteral>(A->IgnoreParenImpCasts())))
          return false;
      return true;
    }
    return false;
  }

  ASTContext &Ctx;
  const OMPExecutableDirective *Par;
  const FunctionDecl *Fn;
  const Stmt *Body = nullptr;
  llvm::SmallPtrSet<const VarDecl *, 8> Locals;
  /// Region-local pointers initialised by an allocation.
  llvm::SmallPtrSet<const VarDecl *, 4> Owned;
  llvm::DenseMap<const VarDecl *, bool> ReadCache;
  unsigned ExprDepth = 0;
};

} // namespace

std::string coveredRegionReason(ASTContext &Ctx, const OMPExecutableDirective *P,
                                const FunctionDecl *F) {
  return RegionCheck(Ctx, P, F).reason();
}

} // namespace drsat

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
