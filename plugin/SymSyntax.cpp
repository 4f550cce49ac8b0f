//===- SymSyntax.cpp - what the AST says, without the executor ------------===//
//
// Free helpers of the model builder (declared in SymExec.h) that read the
// AST only and keep no executor state: the one declaration of a variable,
// syntactic scans of statements, and the library functions drsat knows,
// identified by their declaration (never by their name alone).
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include <unordered_map>
#include <vector>

#include "clang/AST/Attr.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "llvm/ADT/DenseMap.h"

using namespace clang;

namespace drsat {

// ---- syntactic helpers ----------------------------------------------------

const Stmt *unwrapCaptured(const Stmt *S) {
  for (;;) {
    if (const auto *CS = dyn_cast_or_null<CapturedStmt>(S))
      S = CS->getCapturedStmt();
    else if (const auto *AS = dyn_cast_or_null<AttributedStmt>(S))
      S = AS->getSubStmt();
    else if (const auto *CL = dyn_cast_or_null<OMPCanonicalLoop>(S))
      S = CL->getLoopStmt();
    else
      return S;
  }
}



const VarDecl *varDecl(const VarDecl *VD) {
  if (!VD || (VD->isLocalVarDeclOrParm() && !VD->hasExternalStorage()))
    return VD;  // automatic and block-scope static: one declaration
  // the same choice from whichever declaration we start: the first of the
  // chain, in its fixed order, that best defines the variable
  const VarDecl *Best = nullptr;
  int BestRank = -1;
  for (const VarDecl *R : VD->getCanonicalDecl()->redecls()) {
    int Rank = 2 * (int)R->isThisDeclarationADefinition() +
               (R->getType()->isIncompleteType() ? 0 : 1);
    if (Rank > BestRank) {
      Best = R;
      BestRank = Rank;
    }
  }
  return Best;
}

const VarDecl *varOf(const DeclRefExpr *DR) {
  return DR ? varDecl(dyn_cast<VarDecl>(DR->getDecl())) : nullptr;
}

const VarDecl *staticMember(const Expr *E) {
  const auto *ME = dyn_cast_or_null<MemberExpr>(E ? E->IgnoreParens() : nullptr);
  const auto *VD = ME ? dyn_cast<VarDecl>(ME->getMemberDecl()) : nullptr;
  if (!VD || !VD->isStaticDataMember())
    return nullptr;
  // `a.counter`, `p->counter`, `this->counter`: the object is evaluated and
  // ignored, so only when evaluating it does nothing
  if (ME->getBase()->HasSideEffects(VD->getASTContext()))
    return nullptr;
  return varDecl(VD);
}

const VarDecl *refVar(const Expr *E) {
  if (!E)
    return nullptr;
  E = E->IgnoreParenImpCasts();
  if (const VarDecl *SM = staticMember(E))
    return SM;
  return varOf(dyn_cast<DeclRefExpr>(E));
}

std::string brief(const std::string &T) {
  return T.size() <= 48 ? T : T.substr(0, 45) + "...";
}

std::string kindName(const Stmt *X) {
  switch (X->getStmtClass()) {
  case Stmt::LambdaExprClass:
    return "a lambda expression";
  case Stmt::CXXOperatorCallExprClass:
    return "a call of an overloaded operator or a lambda";
  case Stmt::CXXMemberCallExprClass:
    return "a call of a member function";
  case Stmt::CXXConstructExprClass:
  case Stmt::CXXTemporaryObjectExprClass:
    return "the construction of a C++ object";
  case Stmt::CXXBindTemporaryExprClass:
    return "a temporary with a destructor";
  case Stmt::MaterializeTemporaryExprClass:
    return "a temporary bound to a reference";
  case Stmt::CXXNewExprClass:
    return "'new'";
  case Stmt::CXXDeleteExprClass:
    return "'delete'";
  case Stmt::CXXThisExprClass:
    return "'this'";
  case Stmt::CXXThrowExprClass:
    return "'throw'";
  case Stmt::CXXForRangeStmtClass:
    return "a range-based 'for'";
  case Stmt::CXXTryStmtClass:
    return "'try'";
  case Stmt::CXXTypeidExprClass:
    return "'typeid'";
  case Stmt::CXXDynamicCastExprClass:
  case Stmt::CXXReinterpretCastExprClass:
  case Stmt::CXXConstCastExprClass:
  case Stmt::BuiltinBitCastExprClass:
    return "a C++ cast other than static_cast";
  case Stmt::CXXStdInitializerListExprClass:
    return "an initializer list";
  case Stmt::CXXPseudoDestructorExprClass:
    return "a destructor call";
  case Stmt::UnresolvedLookupExprClass:
  case Stmt::UnresolvedMemberExprClass:
  case Stmt::CXXDependentScopeMemberExprClass:
  case Stmt::DependentScopeDeclRefExprClass:
  case Stmt::CXXUnresolvedConstructExprClass:
    return "dependent code of a template";
  case Stmt::AtomicExprClass:
    return "a C11 atomic operation";
  case Stmt::BlockExprClass:
    return "a block";
  case Stmt::GCCAsmStmtClass:
  case Stmt::MSAsmStmtClass:
    return "inline assembly";
  case Stmt::VAArgExprClass:
    return "'va_arg'";
  case Stmt::AddrLabelExprClass:
  case Stmt::IndirectGotoStmtClass:
    return "a computed goto";
  case Stmt::CoroutineBodyStmtClass:
  case Stmt::CoreturnStmtClass:
  case Stmt::CoawaitExprClass:
  case Stmt::CoyieldExprClass:
    return "a coroutine";
  case Stmt::ObjCMessageExprClass:
    return "an Objective-C message";
  default:
    break;
  }
  if (isa<Expr>(X))
    return "this kind of expression";
  return "this kind of statement";
}

const Expr *writtenLValue(const Stmt *X) {
  if (const auto *B = dyn_cast<BinaryOperator>(X))
    if (B->isAssignmentOp())
      return B->getLHS();
  if (const auto *U = dyn_cast<UnaryOperator>(X))
    if (U->isIncrementDecrementOp())
      return U->getSubExpr();
  return nullptr;
}

bool refParamReadOnly(const FunctionDecl *Def, const ParmVarDecl *P) {
  if (!Def || !Def->getBody())
    return false;
  std::set<const Expr *> Read;
  walk(Def->getBody(), [&](const Stmt *X) {
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(X))
      if (IC->getCastKind() == CK_LValueToRValue)
        Read.insert(IC->getSubExpr()->IgnoreParens());
  });
  bool Ok = true;
  walk(Def->getBody(), [&](const Stmt *X) {
    if (const auto *DR = dyn_cast<DeclRefExpr>(X))
      if (DR->getDecl() == P && !Read.count(DR))
        Ok = false;
  });
  return Ok;
}

template <class Fn> void forLibraryBound(const CallExpr *CE, Fn F) {
  // the operands a member or operator call of the library (CE's callee:
  // stdLibraryFunction) may change: the object of a non-const member, the
  // arguments of non-const reference parameters
  const FunctionDecl *FD = CE->getDirectCallee();
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  const Expr *Obj = nullptr;
  unsigned First = 0;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE))
    Obj = MC->getImplicitObjectArgument();
  else if (MD && CE->getNumArgs() > 0)
    Obj = CE->getArg(First++);
  if (MD && Obj && !MD->isConst() && !MD->isStatic())
    F(Obj);
  for (unsigned K = First; K < CE->getNumArgs(); ++K) {
    QualType PT = K - First < FD->getNumParams()
                      ? FD->getParamDecl(K - First)->getType()
                      : QualType();
    if ((PT.isNull() ||
         (PT->isReferenceType() && !PT.getNonReferenceType().isConstQualified())) &&
        CE->getArg(K)->isGLValue())
      F(CE->getArg(K));
  }
}

const Expr *skipTemporaries(const Expr *E) {
  for (;;) {
    if (!E)
      return nullptr;
    E = E->IgnoreParens();
    if (const auto *EC = dyn_cast<ExprWithCleanups>(E))
      E = EC->getSubExpr();
    else if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
      E = MT->getSubExpr();
    else if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E))
      E = BT->getSubExpr();
    else
      return E;
  }
}

bool stdLibraryFunction(const FunctionDecl *FD) {
  // declared in namespace std or libstdc++'s __gnu_cxx: names a program
  // cannot declare
  if (!FD)
    return false;
  const DeclContext *NS = FD->getDeclContext()->getEnclosingNamespaceContext();
  for (; NS && NS->isInlineNamespace(); NS = NS->getParent())
    ;
  if (!NS || !isa<NamespaceDecl>(NS) || !NS->getParent()->isTranslationUnit())
    return false;
  return NS->isStdNamespace() || cast<NamespaceDecl>(NS)->getName() == "__gnu_cxx";
}

bool pointerSwap(const CallExpr *CE, const VarDecl *&A, const VarDecl *&B) {
  const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
  if (!FD || !stdLibraryFunction(FD) || isa<CXXMethodDecl>(FD) || !FD->getIdentifier() ||
      FD->getName() != "swap" || CE->getNumArgs() != 2)
    return false;
  A = refVar(CE->getArg(0));
  B = refVar(CE->getArg(1));
  return A && B && A != B && A->getType()->isPointerType() &&
         A->getType().getCanonicalType() == B->getType().getCanonicalType();
}

void collectRefBound(const Stmt *X, std::set<const VarDecl *> &Out) {
  auto Writable = [](QualType T) {
    return T->isReferenceType() && !T.getNonReferenceType().isConstQualified();
  };
  auto Bind = [&](const Expr *A) {
    if (const VarDecl *VD = baseVar(A))
      Out.insert(VD);
  };
  if (const auto *CE = dyn_cast<CallExpr>(X)) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (const CXXMethodDecl *LO = lambdaOperator(CE)) {
      // a lambda's closure changes only when it is mutable; its arguments
      // as any function's
      if (!LO->isConst())
        Bind(CE->getArg(0));
      for (unsigned K = 1; K < CE->getNumArgs(); ++K)
        if (K - 1 >= LO->getNumParams() || Writable(LO->getParamDecl(K - 1)->getType()))
          if (CE->getArg(K)->isGLValue())
            Bind(CE->getArg(K));
      return;
    }
    if (const VarDecl *A, *B; pointerSwap(CE, A, B))
      return;  // exchanges two pointers' values, keeps neither address
    if (stdLibraryFunction(FD) && (isa<CXXMemberCallExpr>(CE) || isa<CXXOperatorCallExpr>(CE))) {
      // the standard library's members and operators do what their
      // declarations say: a const member leaves its object alone, a
      // parameter binds an argument only by non-const reference; a
      // container or an iterator they change keeps its address to itself
      // (the change is a modification: computeModified)
      forLibraryBound(CE, [&](const Expr *A) {
        if (!stdContainer(A->getType()) && !stdIterator(A->getType(), nullptr))
          Bind(A);
      });
      return;
    }
    if (!FD || isa<CXXMemberCallExpr>(CE) || isa<CXXOperatorCallExpr>(CE)) {
      // (the arguments do not line up with the parameters)
      for (const Expr *A : CE->arguments())
        if (A->isGLValue())
          Bind(A);
      if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE))
        Bind(MC->getImplicitObjectArgument());
      return;
    }
    const FunctionDecl *Def = FD->getDefinition();
    for (unsigned K = 0; K < CE->getNumArgs() && K < FD->getNumParams(); ++K)
      if (Writable(FD->getParamDecl(K)->getType()) &&
          !(Def && Def->getBody() && K < Def->getNumParams() &&
            refParamReadOnly(Def, Def->getParamDecl(K))))
        Bind(CE->getArg(K));
    return;
  }
  if (const auto *CC = dyn_cast<CXXConstructExpr>(X)) {
    const CXXConstructorDecl *CD = CC->getConstructor();
    for (unsigned K = 0; K < CC->getNumArgs(); ++K)
      if (!CD || K >= CD->getNumParams() ||
          Writable(CD->getParamDecl(K)->getType()))
        if (CC->getArg(K)->isGLValue())
          Bind(CC->getArg(K));
    return;
  }
  if (const auto *DS = dyn_cast<DeclStmt>(X)) {
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        if (Writable(VD->getType()) && VD->getInit())
          Bind(VD->getInit());
    return;
  }
  if (const auto *LE = dyn_cast<LambdaExpr>(X)) {
    // a capture by reference the lambda's body writes through (what its
    // body binds further is found in the body itself)
    std::set<const VarDecl *> Written;
    collectModified(LE->getBody(), Written);
    for (const LambdaCapture &LC : LE->captures())
      if (LC.capturesVariable() && LC.getCaptureKind() == LCK_ByRef)
        if (const auto *VD = dyn_cast<VarDecl>(LC.getCapturedVar()))
          if (Written.count(VD) || Written.count(varDecl(VD)))
            Out.insert(varDecl(VD));
  }
}

/// The variable an lvalue belongs to when it is a (part of a) named object.
const VarDecl *baseVar(const Expr *E) {
  for (;;) {
    if (!E)
      return nullptr;
    E = E->IgnoreParenImpCasts();
    if (const auto *DR = dyn_cast<DeclRefExpr>(E))
      return varOf(DR);
    if (const VarDecl *SM = staticMember(E))
      return SM;
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (ME->isArrow())
        return nullptr;
      E = ME->getBase();
      continue;
    }
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      if (!AS->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
        return nullptr;
      E = AS->getBase();
      continue;
    }
    return nullptr;
  }
}

bool refersTo(const Stmt *S, const VarDecl *VD) {
  bool Found = false;
  walk(S, [&](const Stmt *X) {
    if (const auto *DR = dyn_cast<DeclRefExpr>(X))
      if (varOf(DR) == VD)
        Found = true;
  });
  return Found;
}


// ---- memoised subtree facts ---------------------------------------------------
//
// Every construct's builder asks these of the statements around it (the
// enclosing loops' bodies, the function), so a file with hundreds of
// constructs in one function (polyhedral code) walked that function
// hundreds of times.  Within one translation unit's analysis the AST does
// not change: the answers are kept per statement while a SyntaxMemoScope
// lives (DrsatPlugin.cpp opens one per translation unit), and computed
// afresh without one.

namespace {
struct SyntaxMemo {
  std::unordered_map<const Stmt *, std::vector<const VarDecl *>> Modified, Declared, Refs;
  llvm::DenseMap<const Stmt *, unsigned char> Kinds;  // bit 2k: asked, 2k+1: found
  std::map<std::pair<int, const void *>, std::shared_ptr<void>> Slots;
  // inline buckets: one cache line per lookup (the tiled loop bounds of
  // DataRaceBench DRB042 fold millions of subexpressions)
  llvm::DenseMap<const Expr *, std::pair<bool, int64_t>> Folded;
  llvm::DenseMap<const Expr *, bool> ScalarOnly;
  llvm::DenseMap<const Stmt *, bool> TooDeep;  // deeperThan(S, DeepLimit)
  // pureShapeId: each scalar-only expression's shape, and the shapes
  llvm::DenseMap<const Expr *, int> ShapeOf;
  struct KeyHash {
    size_t operator()(const std::vector<uint64_t> &K) const {
      return static_cast<size_t>(llvm::hash_combine_range(K.begin(), K.end()));
    }
  };
  std::unordered_map<std::vector<uint64_t>, int, KeyHash> Shapes;
  // integer types by canonical type: Builder::dType's answer; in front of
  // it the last few types as written (NPB LU asks 120k times, for a handful)
  llvm::DenseMap<const void *, std::pair<bool, drs_type>> IntTypes;
  struct RecentType {
    const void *Raw = nullptr;
    bool Ok = false;
    drs_type T = DRS_INT;
  } Recent[4];
  // Builder::text of each expression (an inlined body's accesses are named
  // once per construct that runs it)
  llvm::DenseMap<const Expr *, std::string> Texts;
};
SyntaxMemo *Memo = nullptr;

/// What node X itself writes by name (modifiedIn's per node).
void modifiedAt(const Stmt *X, std::set<const VarDecl *> &Out, bool AddrOf) {
    if (const auto *D = dyn_cast<OMPExecutableDirective>(X)) {
      clauseWriteBacks(D, Out);  // (no expression: the clauses are not children)
    } else if (const auto *B = dyn_cast<BinaryOperator>(X)) {
      if (B->isAssignmentOp())
        if (const VarDecl *VD = refVar(B->getLHS()))
          Out.insert(VD);
    } else if (const auto *U = dyn_cast<UnaryOperator>(X)) {
      if (U->isIncrementDecrementOp()) {
        if (const VarDecl *VD = refVar(U->getSubExpr()))
          Out.insert(VD);
      } else if (U->getOpcode() == UO_AddrOf && AddrOf) {
        if (const VarDecl *VD = baseVar(U->getSubExpr()))
          Out.insert(VD);
      }
    } else if (const auto *DS = dyn_cast<DeclStmt>(X)) {
      for (const Decl *Dc : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(Dc))
          if (VD->hasLocalStorage())
            Out.insert(VD);
    } else if (const auto *CE = dyn_cast<CallExpr>(X)) {
      if (const VarDecl *P, *Q; pointerSwap(CE, P, Q)) {
        Out.insert(P);
        Out.insert(Q);
      }
      // `++it`, `it += 2`, `it = v.begin()` of a library iterator
      if ((isa<CXXMemberCallExpr>(CE) || isa<CXXOperatorCallExpr>(CE)) &&
          stdLibraryFunction(CE->getDirectCallee()))
        forLibraryBound(CE, [&](const Expr *A) {
          if (const VarDecl *VD = baseVar(A))
            Out.insert(VD);
        });
    }
}

/// With AddrOf false, `&x` does not count (collectWritten).
void modifiedIn(const Stmt *S, std::set<const VarDecl *> &Out, bool AddrOf) {
  walk(S, [&](const Stmt *X) { modifiedAt(X, Out, AddrOf); });
}

void modifiedAtAddr(const Stmt *X, std::set<const VarDecl *> &Out) {
  modifiedAt(X, Out, /*AddrOf=*/true);
}

void computeModified(const Stmt *S, std::set<const VarDecl *> &Out) {
  walk(S, [&](const Stmt *X) { modifiedAtAddr(X, Out); });
}

void declaredAt(const Stmt *X, std::set<const VarDecl *> &Out) {
  if (const auto *DS = dyn_cast<DeclStmt>(X))
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        if (VD->hasLocalStorage())
          Out.insert(VD);
}

void computeDeclared(const Stmt *S, std::set<const VarDecl *> &Out) {
  walk(S, [&](const Stmt *X) { declaredAt(X, Out); });
}

bool computeKind(const Stmt *S, bool Calls, bool Memory) {
  bool Found = false;
  walk(S, [&](const Stmt *X) {
    if (Calls && isa<CallExpr>(X))
      Found = true;
    if (Memory && (isa<ArraySubscriptExpr>(X) || isa<MemberExpr>(X)))
      Found = true;
    if (Memory)
      if (const auto *U = dyn_cast<UnaryOperator>(X))
        if (U->getOpcode() == UO_Deref)
          Found = true;
  });
  return Found;
}

using VarTable = std::unordered_map<const Stmt *, std::vector<const VarDecl *>>;

/// The children walk() visits below X, in its order: a captured
/// statement's only, a directive's clause effects and then its children.
void walkChildren(const Stmt *X, llvm::SmallVectorImpl<const Stmt *> &Out) {
  if (const auto *CS = dyn_cast<CapturedStmt>(X)) {
    Out.push_back(CS->getCapturedStmt());
    return;
  }
  if (const auto *D = dyn_cast<OMPExecutableDirective>(X)) {
    llvm::SmallVector<const Expr *, 2> Eff;
    clauseEffects(D, Eff);
    Out.append(Eff.begin(), Eff.end());
  }
  for (const Stmt *Ch : X->children())
    Out.push_back(Ch);
}

/// Out += the union of At(X) over the nodes walk(S) visits, kept per
/// statement that is no expression: a statement's set is its own node's,
/// its expressions' (walked) and its child statements' (each made once per
/// file), so a loop nest is not walked again for each enclosing loop and
/// construct that asks (NPB BT's solvers: 566 walks, 17M instructions).
template <typename AtFn>
void memoisedUnion(VarTable &Table, const Stmt *S, std::set<const VarDecl *> &Out, AtFn At) {
  if (isa<Expr>(S)) {
    walk(S, [&](const Stmt *X) { At(X, Out); });
    return;
  }
  // post-order over the statements below S without a set yet
  llvm::SmallVector<std::pair<const Stmt *, bool>, 32> Todo{{S, false}};
  llvm::SmallVector<const Stmt *, 16> Ch;
  while (!Todo.empty()) {
    auto [X, Ready] = Todo.pop_back_val();
    if (Table.count(X))
      continue;
    Ch.clear();
    walkChildren(X, Ch);
    if (!Ready) {
      Todo.push_back({X, true});
      for (const Stmt *C : Ch)
        if (C && !isa<Expr>(C) && !Table.count(C))
          Todo.push_back({C, false});
      continue;
    }
    std::set<const VarDecl *> Set;
    At(X, Set);
    for (const Stmt *C : Ch) {
      if (!C)
        continue;
      if (isa<Expr>(C)) {
        walk(C, [&](const Stmt *Y) { At(Y, Set); });
        continue;
      }
      auto It = Table.find(C);
      if (It != Table.end())
        Set.insert(It->second.begin(), It->second.end());
    }
    Table.emplace(X, std::vector<const VarDecl *>(Set.begin(), Set.end()));
  }
  const std::vector<const VarDecl *> &V = Table[S];
  Out.insert(V.begin(), V.end());
}

} // namespace

SyntaxMemoScope::SyntaxMemoScope() : Own(Memo == nullptr) {
  if (Own)
    Memo = new SyntaxMemo();
}

SyntaxMemoScope::~SyntaxMemoScope() {
  if (Own) {
    delete Memo;
    Memo = nullptr;
  }
}

bool pureConstInt(const Expr *E, ASTContext &Ctx, int64_t &Out) {
  auto Compute = [&](int64_t &V) {
    return !E->HasSideEffects(Ctx) && constInt(E, Ctx, V);
  };
  if (!Memo)
    return Compute(Out);
  auto It = Memo->Folded.find(E);
  if (It == Memo->Folded.end()) {
    int64_t V = 0;
    bool Ok = Compute(V);
    It = Memo->Folded.try_emplace(E, Ok, V).first;
  }
  Out = It->second.second;
  return It->second.first;
}

bool tooDeep(const Stmt *S) {
  if (!Memo)
    return deeperThan(S, DeepLimit);
  auto It = Memo->TooDeep.find(S);
  if (It == Memo->TooDeep.end())
    It = Memo->TooDeep.try_emplace(S, deeperThan(S, DeepLimit)).first;
  return It->second;
}

bool intTypeOf(QualType T, ASTContext &Ctx, drs_type &Out) {
  auto Compute = [&](QualType C, drs_type &R) {
    if (const auto *ET = C->getAs<EnumType>()) {
      const EnumDecl *ED = ET->getDecl();
      if (!ED || !ED->isComplete())
        return false;
      C = ED->getIntegerType().getCanonicalType();
      if (C.isNull())
        return false;
    }
    if (C->isBooleanType()) {
      R = DRS_BOOL;
      return true;
    }
    if (!C->isIntegerType() || C->isBitIntType())
      return false;
    unsigned W = Ctx.getIntWidth(C);
    if (W != 8 && W != 16 && W != 32 && W != 64)
      return false;
    R.bits = W;
    R.is_signed = C->isSignedIntegerType();
    return true;
  };
  if (T.isNull())
    return false;
  if (!Memo)
    return Compute(T.getCanonicalType(), Out);
  const void *Raw = T.getAsOpaquePtr();
  SyntaxMemo::RecentType &Slot =
      Memo->Recent[(reinterpret_cast<uintptr_t>(Raw) >> 4) & 3];
  if (Slot.Raw == Raw) {
    if (Slot.Ok)
      Out = Slot.T;
    return Slot.Ok;
  }
  T = T.getCanonicalType();
  auto It = Memo->IntTypes.find(T.getAsOpaquePtr());
  if (It == Memo->IntTypes.end()) {
    drs_type R = DRS_INT;
    bool Ok = Compute(T, R);
    It = Memo->IntTypes.try_emplace(T.getAsOpaquePtr(), Ok, R).first;
  }
  Slot = {Raw, It->second.first, It->second.second};
  if (It->second.first)
    Out = It->second.second;
  return It->second.first;
}

static bool isIntegral(QualType T) {
  return !T.isNull() && T->isIntegralOrEnumerationType() && !T->isBitIntType();
}

static bool scalarOnlyAt(const Expr *E, unsigned Depth);

static bool computeScalarOnly(const Expr *E, unsigned Depth) {
  if (Depth > 256 || !isIntegral(E->getType()))
    return false;
  auto Sub = [&](const Expr *X) { return scalarOnlyAt(X, Depth + 1); };
  switch (E->getStmtClass()) {
  case Stmt::IntegerLiteralClass:
  case Stmt::CharacterLiteralClass:
    return true;
  case Stmt::ParenExprClass:
    return Sub(cast<ParenExpr>(E)->getSubExpr());
  case Stmt::DeclRefExprClass: {
    const ValueDecl *D = cast<DeclRefExpr>(E)->getDecl();
    if (isa<EnumConstantDecl>(D))
      return true;
    const auto *VD = dyn_cast<VarDecl>(D);
    QualType T = VD ? VD->getType() : QualType();
    // (a threadprivate copy is made on its first read in a region)
    return VD && !T->isReferenceType() && !T.isVolatileQualified() && isIntegral(T) &&
           !VD->hasAttr<OMPThreadPrivateDeclAttr>() && VD->getTLSKind() == VarDecl::TLS_None;
  }
  case Stmt::ImplicitCastExprClass:
  case Stmt::CStyleCastExprClass: {
    const auto *CE = cast<CastExpr>(E);
    switch (CE->getCastKind()) {
    case CK_LValueToRValue:
      return isa<DeclRefExpr>(CE->getSubExpr()->IgnoreParens()) && Sub(CE->getSubExpr());
    case CK_IntegralCast:
    case CK_IntegralToBoolean:
    case CK_NoOp:
      return Sub(CE->getSubExpr());
    default:
      return false;
    }
  }
  case Stmt::UnaryOperatorClass: {
    const auto *U = cast<UnaryOperator>(E);
    switch (U->getOpcode()) {
    case UO_Minus:
    case UO_Plus:
    case UO_Not:
    case UO_LNot:
      return Sub(U->getSubExpr());
    default:
      return false;
    }
  }
  case Stmt::BinaryOperatorClass: {
    const auto *B = cast<BinaryOperator>(E);
    if (B->isAssignmentOp() || B->isCompoundAssignmentOp() || B->isCommaOp())
      return false;
    return Sub(B->getLHS()) && Sub(B->getRHS());
  }
  case Stmt::ConditionalOperatorClass: {
    const auto *CO = cast<ConditionalOperator>(E);
    return Sub(CO->getCond()) && Sub(CO->getTrueExpr()) && Sub(CO->getFalseExpr());
  }
  default:
    return false;
  }
}

/// computeScalarOnly through the memo (a nested ?: shares its operands).
static bool scalarOnlyAt(const Expr *E, unsigned Depth) {
  if (!E)
    return false;
  if (Memo) {
    auto It = Memo->ScalarOnly.find(E);
    if (It != Memo->ScalarOnly.end())
      return It->second;
  }
  bool R = computeScalarOnly(E, Depth);
  if (Memo)
    Memo->ScalarOnly[E] = R;
  return R;
}

bool scalarOnlyExpr(const Expr *E) { return scalarOnlyAt(E, 0); }

/// The shape of E, a scalar-only expression without && or ||: its class,
/// canonical type and value kind, operator or cast kind, variable or
/// literal, and the shapes of its operands.
static int shapeAt(const Expr *E, unsigned Depth) {
  auto It = Memo->ShapeOf.find(E);
  if (It != Memo->ShapeOf.end())
    return It->second;
  int Id = -1;
  std::vector<uint64_t> Key;
  Key.reserve(8);
  bool Ok = Depth <= 256 && scalarOnlyExpr(E);
  if (Ok) {
    Key.push_back(E->getStmtClass());
    Key.push_back(reinterpret_cast<uintptr_t>(E->getType().getCanonicalType().getAsOpaquePtr()));
    Key.push_back(E->getValueKind());
  }
  auto Sub = [&](const Expr *X) {
    int K = Ok ? shapeAt(X, Depth + 1) : -1;
    Ok = Ok && K >= 0;
    Key.push_back(static_cast<uint64_t>(K));
  };
  if (Ok) {
    if (const auto *IL = dyn_cast<IntegerLiteral>(E)) {
      Ok = IL->getValue().getBitWidth() <= 64;
      Key.push_back(Ok ? IL->getValue().getZExtValue() : 0);
    } else if (const auto *CL = dyn_cast<CharacterLiteral>(E)) {
      Key.push_back(CL->getValue());
      Key.push_back(static_cast<uint64_t>(CL->getKind()));
    } else if (const auto *PE = dyn_cast<ParenExpr>(E)) {
      Sub(PE->getSubExpr());
    } else if (const auto *DR = dyn_cast<DeclRefExpr>(E)) {
      Key.push_back(reinterpret_cast<uintptr_t>(DR->getDecl()));
      Key.push_back(DR->refersToEnclosingVariableOrCapture());
    } else if (const auto *CE = dyn_cast<CastExpr>(E)) {
      Key.push_back(CE->getCastKind());
      Sub(CE->getSubExpr());
    } else if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      Key.push_back(U->getOpcode());
      Sub(U->getSubExpr());
    } else if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      // (&& and || fork the executor's state: no shape)
      Ok = !B->isLogicalOp();
      Key.push_back(B->getOpcode());
      Sub(B->getLHS());
      Sub(B->getRHS());
    } else if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
      Sub(CO->getCond());
      Sub(CO->getTrueExpr());
      Sub(CO->getFalseExpr());
    } else {
      Ok = false;
    }
  }
  if (Ok)
    Id = Memo->Shapes.try_emplace(std::move(Key), static_cast<int>(Memo->Shapes.size()))
             .first->second;
  Memo->ShapeOf[E] = Id;
  return Id;
}

int pureShapeId(const Expr *E) { return E && Memo ? shapeAt(E, 0) : -1; }

std::string *textSlot(const Expr *E) {
  return Memo ? &Memo->Texts[E] : nullptr;
}

std::shared_ptr<void> *memoSlot(MemoTag Tag, const void *Key) {
  if (!Memo)
    return nullptr;
  return &Memo->Slots[{static_cast<int>(Tag), Key}];
}

void clauseWriteBacks(const OMPExecutableDirective *D,
                      std::set<const VarDecl *> &Out) {
  auto Add = [&](const auto *Cl) {
    for (const Expr *E : Cl->varlists())
      if (const VarDecl *VD = baseVar(E))
        Out.insert(VD);
  };
  for (const auto *C : D->getClausesOfKind<OMPLastprivateClause>())
    Add(C);
  for (const auto *C : D->getClausesOfKind<OMPLinearClause>())
    Add(C);
  for (const auto *C : D->getClausesOfKind<OMPReductionClause>())
    Add(C);
  for (const auto *C : D->getClausesOfKind<OMPTaskReductionClause>())
    Add(C);
  for (const auto *C : D->getClausesOfKind<OMPInReductionClause>())
    Add(C);
  for (const auto *C : D->getClausesOfKind<OMPCopyprivateClause>())
    Add(C);
}

void collectModified(const Stmt *S, std::set<const VarDecl *> &Out) {
  if (Memo && S)
    memoisedUnion(Memo->Modified, S, Out, modifiedAtAddr);
  else
    computeModified(S, Out);
}

void collectWritten(const Stmt *S, std::set<const VarDecl *> &Out) {
  modifiedIn(S, Out, /*AddrOf=*/false);
}

void collectModifiedOutside(const Stmt *S, std::set<const VarDecl *> &Out) {
  std::set<const VarDecl *> Mod, Decl;
  collectModified(S, Mod);
  collectDeclared(S, Decl);
  for (const VarDecl *VD : Mod)
    if (!Decl.count(VD))
      Out.insert(VD);
}

void collectDeclared(const Stmt *S, std::set<const VarDecl *> &Out) {
  if (Memo && S)
    memoisedUnion(Memo->Declared, S, Out, declaredAt);
  else
    computeDeclared(S, Out);
}

namespace {
void refsAt(const Stmt *X, std::set<const VarDecl *> &Out) {
  if (const auto *DR = dyn_cast<DeclRefExpr>(X))
    if (const VarDecl *VD = varOf(DR))
      Out.insert(VD);
  if (const auto *ME = dyn_cast<MemberExpr>(X))
    if (const auto *VD = dyn_cast<VarDecl>(ME->getMemberDecl()))
      Out.insert(varDecl(VD));  // (a static data member, however named)
}

void computeRefs(const Stmt *S, std::set<const VarDecl *> &Out) {
  walk(S, [&](const Stmt *X) { refsAt(X, Out); });
}
} // namespace

// (asked of each enclosing loop's body for every construct inside it)
void collectRefs(const Stmt *S, std::set<const VarDecl *> &Out) {
  if (Memo && S)
    memoisedUnion(Memo->Refs, S, Out, refsAt);
  else
    computeRefs(S, Out);
}

bool containsKind(const Stmt *S, bool Calls, bool Memory) {
  if (!Memo || !S)
    return computeKind(S, Calls, Memory);
  unsigned K = (Calls ? 1u : 0u) | (Memory ? 2u : 0u);  // 0..3
  unsigned char Bits = Memo->Kinds.lookup(S);
  if (!(Bits & (1u << (2 * K)))) {
    // (computed before the map is written: a DenseMap moves on growth)
    bool Found = computeKind(S, Calls, Memory);
    Bits = Memo->Kinds[S] |= (unsigned char)((1u << (2 * K)) | (Found ? 1u << (2 * K + 1) : 0u));
  }
  return (Bits >> (2 * K + 1)) & 1u;
}

// ---- library functions -------------------------------------------------------

/// The one table of library functions whose effects are known.  Pure: no
/// effect on memory the program can name, except through pointer arguments
/// (callers check those), and safe to call from several threads at once
/// (stdio locks its streams; errno is per thread).  Alloc: the allocator,
/// which changes no object the program names.
namespace {
enum class LibKind { Unknown, Pure, Alloc, Other };

/// A math function of <math.h>/<stdlib.h> (`sqrt`, `fabsf`, `__builtin_pow`).
bool mathName(llvm::StringRef Name) {
  static const char *const Math[] = {
      "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh",
      "tanh", "asinh", "acosh", "atanh", "exp", "exp2", "expm1", "log",
      "log2", "log10", "log1p", "pow", "sqrt", "cbrt", "hypot", "fabs",
      "floor", "ceil", "round", "trunc", "rint", "nearbyint", "lround",
      "fmod", "remainder", "fmin", "fmax", "fdim", "fma", "copysign", "erf",
      "erfc", "tgamma", "lgamma", "abs", "labs", "llabs", "isnan", "isinf",
      "isfinite", "signbit", "fpclassify", "isnormal", nullptr};
  llvm::StringRef N = Name;
  N.consume_front("__builtin_");
  for (int Pass = 0; Pass < 2; ++Pass) {
    for (const char *const *P = Math; *P; ++P)
      if (N == *P)
        return true;
    if (N.size() > 1 && (N.back() == 'f' || N.back() == 'l'))
      N = N.drop_back();
    else
      break;
  }
  return false;
}

LibKind libraryKind(llvm::StringRef Name) {
  static const char *const Other[] = {
      "printf", "fprintf", "puts", "putchar", "fputs", "fputc", "putc",
      "fflush", "omp_get_thread_num", "omp_get_num_threads",
      "omp_get_max_threads", "omp_get_num_procs", "omp_in_parallel",
      "omp_get_level", "omp_get_active_level", "omp_get_team_size",
      "omp_get_ancestor_thread_num", "omp_get_thread_limit",
      "omp_get_wtime", "omp_get_wtick", "omp_get_team_num",
      "omp_get_num_teams", "omp_is_initial_device", "omp_get_num_devices",
      "omp_get_device_num", "omp_get_default_device", "assert", "__assert_fail",
      "__assert", "__assert_rtn", "__builtin_expect", "sleep", "usleep",
      nullptr};
  static const char *const Alloc[] = {"malloc", "calloc", "realloc", "free",
                                      "aligned_alloc", nullptr};
  for (const char *const *P = Other; *P; ++P)
    if (Name == *P)
      return LibKind::Pure;
  for (const char *const *P = Alloc; *P; ++P)
    if (Name == *P)
      return LibKind::Alloc;
  return mathName(Name) ? LibKind::Pure : LibKind::Other;
}

LibKind libraryKind(const FunctionDecl *FD) {
  llvm::StringRef N = libraryName(FD);
  return N.empty() ? LibKind::Unknown : libraryKind(N);
}
} // namespace

bool holdsNoCode(const Decl *D) {
  return isa<TypedefNameDecl>(D) || isa<TagDecl>(D) || isa<EmptyDecl>(D) ||
         isa<StaticAssertDecl>(D) || isa<PragmaCommentDecl>(D) ||
         isa<PragmaDetectMismatchDecl>(D) || isa<OMPThreadPrivateDecl>(D) ||
         isa<OMPRequiresDecl>(D) || isa<OMPAllocateDecl>(D);
}

bool walkCalls(const Stmt *S, llvm::function_ref<void(const Stmt *)> OnBody,
               llvm::function_ref<bool(const Stmt *)> Fn, bool UnknownOk) {
  bool Ok = S != nullptr;
  std::vector<const Stmt *> Work{S};
  std::set<const FunctionDecl *> Seen;
  while (Ok && !Work.empty()) {
    const Stmt *Body = Work.back();
    Work.pop_back();
    OnBody(Body);
    walk(Body, [&](const Stmt *X) {
      if (!Ok || !(Ok = Fn(X)))
        return;
      const auto *CE = dyn_cast<CallExpr>(X);
      if (!CE)
        return;
      const FunctionDecl *FD = CE->getDirectCallee();
      if (FD && !libraryName(FD).empty())
        return;
      const FunctionDecl *Def = FD ? FD->getDefinition() : nullptr;
      if (!Def || !Def->hasBody() || Seen.size() > 64) {
        Ok = UnknownOk && FD && Seen.size() <= 64;
        return;
      }
      if (Seen.insert(Def).second)
        Work.push_back(Def->getBody());
    });
  }
  return Ok;
}

llvm::StringRef libraryName(const FunctionDecl *FD) {
  if (!FD || !FD->getIdentifier() || FD->hasBody())
    return llvm::StringRef();
  ASTContext &Ctx = FD->getASTContext();
  if (unsigned ID = FD->getBuiltinID())
    return Ctx.BuiltinInfo.getName(ID);
  // Not a builtin: a declaration of the C library (from a system header) or
  // of the OpenMP runtime, whose omp_ names the OpenMP API reserves; both at
  // file scope (or in namespace std) with external linkage.
  const DeclContext *DC = FD->getDeclContext()->getRedeclContext();
  if ((!DC->isTranslationUnit() && !DC->isStdNamespace()) ||
      !FD->isExternallyVisible())
    return llvm::StringRef();
  llvm::StringRef N = FD->getName();
  const SourceManager &SM = Ctx.getSourceManager();
  for (const FunctionDecl *R : FD->redecls())
    if (SM.isInSystemHeader(SM.getExpansionLoc(R->getLocation())))
      return N;
  return N.starts_with("omp_") ? N : llvm::StringRef();
}

bool isPureFunction(const FunctionDecl *FD) {
  return libraryKind(FD) == LibKind::Pure;
}

bool isAllocFunction(const FunctionDecl *FD) {
  return libraryKind(FD) == LibKind::Alloc;
}

bool isOrderFreeFunction(const FunctionDecl *FD) {
  llvm::StringRef N = libraryName(FD);
  return isAllocFunction(FD) || mathName(N) || N == "__builtin_expect" ||
         N == "__assert_fail" || N == "__assert" || N == "__assert_rtn";
}

bool isFreshAllocation(const FunctionDecl *FD) {
  llvm::StringRef N = libraryName(FD);
  return isAllocFunction(FD) && N != "free" && N != "realloc";
}

} // namespace drsat
