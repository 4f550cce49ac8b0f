//===- SymCxx.cpp - C++: `this`, std::vector, std::array, std::span -----===//
//
// What the executor knows of C++ beyond C (DESIGN.md, "C++"): `this` as a
// pointer of unknown target (thisVar), and std::vector / std::array /
// std::span variables recognised by declaration -- `v[i]` as an element of
// the elements the variable owns or, through a reference or a span
// parameter, of a container of unknown identity (stdSubscript,
// containerElement, containerBase), `v.data()` as a
// pointer to its element 0 (containerData); size() and empty() as values,
// other members only before the construct (containerCall).  Their
// random-access iterators are pointers into those elements (stdIterator,
// iterValue): begin() + k is element k.
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

namespace drsat {

using namespace clang;

static const CXXRecordDecl *stdContainerRecord(const CXXRecordDecl *RD) {
  if (!RD || !RD->isInStdNamespace() || !isa<ClassTemplateSpecializationDecl>(RD) ||
      !RD->getIdentifier())
    return nullptr;
  llvm::StringRef N = RD->getName();
  return N == "vector" || N == "array" || N == "span" ? RD : nullptr;
}

static bool isSpan(const CXXRecordDecl *RD) { return RD && RD->getName() == "span"; }

// The element type of container record RD (its first template argument).
static QualType elemType(const CXXRecordDecl *RD) {
  const TemplateArgumentList &TA = cast<ClassTemplateSpecializationDecl>(RD)->getTemplateArgs();
  return TA.size() > 0 && TA[0].getKind() == TemplateArgument::Type ? TA[0].getAsType()
                                                                    : QualType();
}

// Bytes of element type ET, 0 when not known.
static int64_t elemSize(const ASTContext &Ctx, QualType ET) {
  return ET.isNull() || ET->isIncompleteType() || ET->isDependentType()
             ? 0
             : Ctx.getTypeSizeInChars(ET).getQuantity();
}

const CXXRecordDecl *stdContainer(QualType T) {
  if (T.isNull())
    return nullptr;
  return stdContainerRecord(T.getNonReferenceType()->getAsCXXRecordDecl());
}

const VarDecl *stdSubscript(const Expr *E, const Expr *&Index, QualType &Elem) {
  const auto *OC = dyn_cast_or_null<CXXOperatorCallExpr>(E ? E->IgnoreParens() : nullptr);
  if (!OC || OC->getOperator() != OO_Subscript || OC->getNumArgs() != 2)
    return nullptr;
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
  if (!MD || !stdContainerRecord(MD->getParent()))
    return nullptr;
  QualType R = MD->getReturnType();
  if (!R->isLValueReferenceType() || R.getNonReferenceType()->isRecordType() ||
      !OC->isLValue())
    return nullptr;  // (std::vector<bool>'s proxy, an element of class type)
  const VarDecl *VD = refVar(OC->getArg(0));
  if (!VD)
    return nullptr;
  Index = OC->getArg(1);
  Elem = R.getNonReferenceType();
  return VD;
}

Loc Builder::containerElement(const VarDecl *VD, const Expr *IdxE, QualType ElemT,
                              const Expr *L) {
  // `v[i]` of a std::vector or std::array: element i of the elements the
  // variable owns (an object of its own, private with the variable), or,
  // through a reference, of a container of unknown identity (a pointer
  // root: its not aliasing another one is a stated assumption)
  int I = eval(IdxE);
  if (I < 0)
    return badLoc("index of '" + text(L) + "' is not an integer");
  int64_t ES = elemSize(Ctx, ElemT);
  if (ES <= 0)
    return badLoc("element of '" + text(L) + "' of unknown size");
  Loc R2 = containerBase(VD, ES);
  if (!R2.Bad.empty())
    return R2;
  R2.Off = mul64(conv(DRS_I64, I), k64(ES));
  R2.Index.push_back(I);
  return R2;
}

Loc Builder::containerBase(const VarDecl *VD, int64_t ES) {
  // a vector or array variable owns its elements (an array root, private
  // with the variable); through a reference, or a std::span (a view), they
  // are a container of unknown identity (a pointer root: its not aliasing
  // another is a stated assumption) -- a span only as a parameter of the
  // construct's function (a local one views memory drsat would have to
  // follow; a private copy views the same memory)
  bool Span = isSpan(stdContainer(VD->getType()));
  bool Ref = VD->getType()->isReferenceType();
  if (Span && (!isa<ParmVarDecl>(VD) || VD->getDeclContext() != Site.Function))
    return badLoc("a std::span that is not a parameter of the function ('" + nameOf(VD) +
                  "') is not modelled");
  if ((Ref || Span) && isPrivate(VD))
    return badLoc("a private copy of the container that '" + nameOf(VD) +
                  "' refers to is not modelled");
  Loc R2;
  R2.Root = rootFor(VD, Ref || Span ? DRS_OBJ_POINTER : DRS_OBJ_ARRAY);
  Roots[R2.Root].ElemSize = ES;
  R2.Off = k64(0);
  return R2;
}

Loc Builder::containerData(const CXXMemberCallExpr *MC, const CXXRecordDecl *RD) {
  // `v.data()`: element 0 of the elements `v[i]` names (containerElement),
  // so `p = v.data(); p[i + 1]` is v's element i + 1, not a pointer of
  // unknown origin assumed apart from v
  const VarDecl *VD = refVar(MC->getImplicitObjectArgument());
  if (!VD)
    return badLoc("'" + text(MC) + "' of a container that is not a variable");
  int64_t ES = elemSize(Ctx, elemType(RD));
  if (ES <= 0)
    return badLoc("element of '" + nameOf(VD) + "' of unknown size");
  return containerBase(VD, ES);
}

const VarDecl *Builder::thisVar(const CXXThisExpr *E) {
  // one declaration stands for the function's `this` (the class's, also
  // in a lambda that captures it): a pointer the function never changes,
  // whose target it does not know
  if (!ThisVar) {
    auto *DC = const_cast<FunctionDecl *>(Site.Function);
    ThisVar = ImplicitParamDecl::Create(Ctx, DC, E->getBeginLoc(),
                                        &Ctx.Idents.get("this"), E->getType(),
                                        ImplicitParamKind::CXXThis);
  }
  return ThisVar;
}

int Builder::containerSize(const VarDecl *VD, const CXXRecordDecl *RD) {
  // std::array: its template's extent; std::vector: one unknown size per
  // variable until something changes it (a member call that may: only
  // before the construct, where it forgets the size)
  drs_type ST;
  if (!dType(Ctx.getSizeType(), ST))
    return -1;
  if (RD->getName() == "array") {
    const auto *TS = cast<ClassTemplateSpecializationDecl>(RD);
    const TemplateArgumentList &Args = TS->getTemplateArgs();
    if (Args.size() == 2 && Args[1].getKind() == TemplateArgument::Integral)
      return drs_const(C, ST, Args[1].getAsIntegral().getExtValue());
  }
  auto It = ContainerSizes.find(VD);
  if (It == ContainerSizes.end()) {
    int N = unknown(ST, nameOf(VD) + ".size()");
    // no object is larger than PTRDIFF_MAX bytes: the size never wraps
    // an index computed from it
    int64_t ES = std::max<int64_t>(elemSize(Ctx, elemType(RD)), 1);
    if (N >= 0)
      S.Path = drs_and(C, S.Path,
                       drs_binop(C, DRS_OP_LE, DRS_INT, N,
                                 drs_const(C, ST, INT64_MAX / ES)));
    It = ContainerSizes.emplace(VD, N).first;
  }
  return It->second;
}

int Builder::containerCall(const CXXMemberCallExpr *MC, const CXXRecordDecl *RD) {
  const CXXMethodDecl *MD = MC->getMethodDecl();
  const VarDecl *VD = refVar(MC->getImplicitObjectArgument());
  std::string Name = MD ? MD->getNameAsString() : std::string();
  drs_type DT;
  if (MD && VD && MC->getNumArgs() == 0 && (Name == "size" || Name == "empty") &&
      dType(MC->getType(), DT)) {
    int N = containerSize(VD, RD);
    if (N < 0)
      return unknown(DT, nameOf(VD) + "." + Name + "()");
    if (Name == "size")
      return conv(DT, N);
    drs_type ST;
    dType(Ctx.getSizeType(), ST);
    return conv(DT, drs_binop(C, DRS_OP_EQ, DRS_INT, N, drs_const(C, ST, 0)));
  }
  if (Mode == ExecMode::Body) {
    fail("call of '" + Name + "' on a C++ container is not modelled");
    return -1;
  }
  // before the construct: it may change the container (its elements are
  // memory read as unknown; its size is forgotten) and what it is given by
  // non-const reference
  for (const Expr *A : MC->arguments())
    if (!isa<CXXDefaultArgExpr>(A))
      evalAny(A->IgnoreImplicit());
  if (VD)
    ContainerSizes.erase(VD);
  std::set<const VarDecl *> Out;
  for (unsigned K = 0; MD && K < MC->getNumArgs() && K < MD->getNumParams(); ++K) {
    QualType PT = MD->getParamDecl(K)->getType();
    if (PT->isReferenceType() && !PT.getNonReferenceType().isConstQualified())
      if (const VarDecl *AV = refVar(MC->getArg(K)))
        Out.insert(AV);
  }
  havoc(Out, "a call of '" + Name + "'");
  return -1;
}

bool stdIterator(QualType T, QualType *Elem) {
  // libstdc++'s __gnu_cxx::__normal_iterator<T *, C> and libc++'s
  // std::__wrap_iter<T *> over a std container's elements (the names are
  // reserved to the implementation: a program cannot declare its own)
  const auto *RD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.isNull() ? nullptr : T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!RD || !RD->getIdentifier())
    return false;
  const auto *NS = dyn_cast<NamespaceDecl>(RD->getDeclContext()->getRedeclContext());
  llvm::StringRef N = RD->getName();
  bool Gnu = N == "__normal_iterator" && NS && NS->getName() == "__gnu_cxx";
  bool Libcxx = N == "__wrap_iter" && RD->isInStdNamespace();
  const TemplateArgumentList &TA = RD->getTemplateArgs();
  if (!(Gnu || Libcxx) || TA.size() < 1 || TA[0].getKind() != TemplateArgument::Type ||
      !TA[0].getAsType()->isPointerType())
    return false;
  if (Gnu && (TA.size() < 2 || TA[1].getKind() != TemplateArgument::Type ||
              !stdContainer(TA[1].getAsType())))
    return false;
  if (Elem)
    *Elem = TA[0].getAsType()->getPointeeType();
  return true;
}

bool pointerLike(QualType T) {
  return !T.isNull() && (T->isPointerType() || stdIterator(T, nullptr));
}

const Expr *iterCore(const Expr *E) {
  // what a copy, a conversion to const_iterator or a temporary of an
  // iterator value leaves of it
  for (;;) {
    E = skipTemporaries(E);
    if (!E)
      return nullptr;
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(E);
        IC && (IC->getCastKind() == CK_NoOp ||
               IC->getCastKind() == CK_ConstructorConversion ||
               IC->getCastKind() == CK_UserDefinedConversion))
      E = IC->getSubExpr();
    else if (const auto *CC = dyn_cast<CXXConstructExpr>(E);
             CC && CC->getNumArgs() == 1 && stdIterator(CC->getType(), nullptr) &&
             stdIterator(CC->getArg(0)->getType(), nullptr))
      E = CC->getArg(0);
    else
      return E;
  }
}

Loc Builder::containerIter(const CXXMemberCallExpr *MC, const CXXRecordDecl *RD,
                           bool End) {
  // begin(): element 0 of the elements `v[i]` names; end(): one past the
  // last (containerData, containerSize)
  Loc B = containerData(MC, RD);
  if (!B.Bad.empty() || !End)
    return B;
  const VarDecl *VD = refVar(MC->getImplicitObjectArgument());
  int N = containerSize(VD, RD);
  if (N < 0)
    return badLoc("the size of '" + nameOf(VD) + "' is not known");
  B.Off = mul64(conv(DRS_I64, N), k64(Roots[B.Root].ElemSize));
  B.Index.push_back(N);
  B.Pending = true;
  return B;
}

bool Builder::stdBeginEnd(const CallExpr *CE, Loc &Out) {
  // std::begin / std::end (and c-) of an array or a std container
  // variable: its element 0, or one past its last
  const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
  if (!FD || !stdLibraryFunction(FD) || isa<CXXMethodDecl>(FD) || CE->getNumArgs() != 1 ||
      !FD->getIdentifier())
    return false;
  llvm::StringRef N = FD->getName();
  if (N != "begin" && N != "end" && N != "cbegin" && N != "cend")
    return false;
  bool End = N.ends_with("end");
  const Expr *A = CE->getArg(0)->IgnoreParenImpCasts();
  const VarDecl *VD = refVar(A);
  if (!VD) {
    Out = badLoc("'" + brief(text(CE)) + "' of something other than a variable is not "
                 "modelled");
    return true;
  }
  if (const CXXRecordDecl *RD = stdContainer(VD->getType())) {
    int64_t ES = elemSize(Ctx, elemType(RD));
    Out = ES > 0 ? containerBase(VD, ES) : badLoc("element of '" + nameOf(VD) + "' of unknown size");
    if (Out.Bad.empty() && End) {
      int Sz = containerSize(VD, RD);
      if (Sz < 0)
        return Out = badLoc("the size of '" + nameOf(VD) + "' is not known"), true;
      Out = offsetPtr(Out, Sz, k64(ES), false);
    }
    return true;
  }
  const auto *CAT = Ctx.getAsConstantArrayType(A->getType());
  if (!CAT || VD->getType()->isReferenceType()) {
    Out = badLoc("'" + brief(text(CE)) + "' of something other than an array or a "
                 "container variable is not modelled");
    return true;
  }
  Out = addrOf(A);
  if (Out.Bad.empty() && End) {
    int ES = typeSize(CAT->getElementType());
    if (ES < 0)
      return Out = badLoc("element of '" + nameOf(VD) + "' of unknown size"), true;
    Out = offsetPtr(Out, k64((int64_t)CAT->getSize().getLimitedValue(INT64_MAX)), ES, false);
  }
  return true;
}

Loc Builder::offsetPtr(Loc P, int I, int ES, bool Sub) {
  // `p + i` (Sub: `p - i`) of elements of ES bytes: the subscript i
  // pending until `*` or `[]` completes it
  if (!P.Pending && rowHead(P)) {
    // `p[i] - 1`: element -1 of row i, as `p[i] + 0 - 1`
    Loc Q = P;
    Q.Index.push_back(k64(0));
    Q.Pending = true;
    if (foldRowElem(Q, I, ES, Sub))
      return Q;
  }
  if (P.Pending && rowElem(P) && foldRowElem(P, I, ES, Sub))
    return P;  // `p[i] + c + d`: still rows[e][c + d], pending
  int Term = mul64(conv(DRS_I64, I), ES);
  if (P.Off >= 0)
    P.Off = Sub ? drs_binop(C, DRS_OP_SUB, DRS_I64, P.Off, Term) : add64(P.Off, Term);
  if (P.Pending || !P.Member.empty() || Sub)
    P.Direct = false;
  P.Index.push_back(I);
  P.Pending = true;
  return P;
}

Loc Builder::iterValue(const Expr *E) {
  // an iterator of a std container's elements, as the pointer it wraps
  E = iterCore(E);
  QualType Elem;
  if (const auto *DR = dyn_cast_or_null<DeclRefExpr>(E))
    if (const VarDecl *VD = varOf(DR)) {
      if (VD->getType()->isReferenceType())
        return badLoc("references are not modelled ('" + nameOf(VD) + "')");
      return readPtrVar(VD);
    }
  if (const auto *MC = dyn_cast_or_null<CXXMemberCallExpr>(E))
    if (const CXXRecordDecl *RD = stdContainer(MC->getObjectType()))
      if (const CXXMethodDecl *MD = MC->getMethodDecl(); MD && MC->getNumArgs() == 0) {
        llvm::StringRef N = MD->getName();
        if (N == "begin" || N == "cbegin" || N == "end" || N == "cend")
          return containerIter(MC, RD, N.ends_with("end"));
      }
  if (Loc B; E && isa<CallExpr>(E) && stdBeginEnd(cast<CallExpr>(E), B))
    return B;
  const auto *OC = dyn_cast_or_null<CXXOperatorCallExpr>(E);
  if (OC && OC->getNumArgs() == 2 && stdIterator(OC->getType(), &Elem) &&
      (OC->getOperator() == OO_Plus || OC->getOperator() == OO_Minus)) {
    const Expr *PE = OC->getArg(0), *IE = OC->getArg(1);
    if (!stdIterator(PE->getType(), nullptr))
      std::swap(PE, IE);
    Loc P = iterValue(PE);
    int I = eval(IE);
    int ES = typeSize(Elem);
    if (!P.Bad.empty())
      return P;
    if (I < 0 || ES < 0)
      return badLoc("iterator arithmetic '" + brief(text(OC)) + "' is not modelled");
    return offsetPtr(P, I, ES, OC->getOperator() == OO_Minus);
  }
  if (OC && OC->getOperator() == OO_Arrow && OC->getNumArgs() == 1)
    return iterValue(OC->getArg(0));
  return badLoc((E ? kindName(E) : std::string("an expression")) + " ('" +
                brief(text(E)) + "') is not modelled as an iterator");
}

const CXXOperatorCallExpr *iterElementExpr(const Expr *E) {
  const auto *OC = dyn_cast_or_null<CXXOperatorCallExpr>(E);
  return OC && (OC->getOperator() == OO_Star || OC->getOperator() == OO_Subscript) &&
                 OC->getNumArgs() >= 1 && stdIterator(OC->getArg(0)->getType(), nullptr)
             ? OC
             : nullptr;
}

Loc Builder::iterElement(const CXXOperatorCallExpr *OC) {
  // `*it` and `it[n]` of an iterator: element it (+ n), as `*p`, `p[n]`
  QualType Elem;
  if (OC->getNumArgs() < 1 || !stdIterator(OC->getArg(0)->getType(), &Elem))
    return badLoc("");
  Loc B = iterValue(OC->getArg(0));
  if (!B.Bad.empty())
    return B;
  if (OC->getOperator() == OO_Subscript && OC->getNumArgs() == 2) {
    int I = eval(OC->getArg(1));
    int ES = typeSize(Elem);
    if (I < 0 || ES < 0)
      return badLoc("index of '" + brief(text(OC)) + "' is not an integer");
    B = offsetPtr(B, I, ES, false);
  }
  return derefPtr(B);
}

int Builder::iterDistance(const CXXOperatorCallExpr *OC) {
  // `it - v.begin()`: the distance in elements of two iterators into one
  // object (anything else is undefined)
  QualType Elem;
  if (OC->getOperator() != OO_Minus || OC->getNumArgs() != 2 ||
      !stdIterator(OC->getArg(0)->getType(), &Elem) ||
      !stdIterator(OC->getArg(1)->getType(), nullptr))
    return -2;
  Loc A = iterValue(OC->getArg(0)), B = iterValue(OC->getArg(1));
  int64_t ES = elemSize(Ctx, Elem);
  drs_type DT;
  if (!A.Bad.empty() || !B.Bad.empty() || A.Root != B.Root || A.Root < 0 || A.Off < 0 ||
      B.Off < 0 || ES <= 0 || !dType(OC->getType(), DT)) {
    fail("the distance '" + brief(text(OC)) + "' of two iterators is not modelled");
    return -1;
  }
  return conv(DT, drs_binop(C, DRS_OP_DIV, DRS_I64,
                            drs_binop(C, DRS_OP_SUB, DRS_I64, A.Off, B.Off), k64(ES)));
}

int Builder::logicalLoop(const VarDecl *Var, int Count, SourceLocation ForLoc) {
  // the construct's loop as OpenMP counts it: logical iterations
  // 0 <= k < Count of a symbol "#var" (i64); the path so far (a vector's
  // size, the bounds' facts) joins the environment
  C->env = drs_and(C, C->env, S.Path);
  std::string Name = "#" + nameOf(Var);
  int Sym = freshSym(Name, Name, DRS_I64, DRS_SYM_LOOP, C->n_loops);
  if (failed() || Count < 0 || Sym < 0 || C->exprs[Sym].op != DRS_OP_SYM) {
    if (!failed())
      internalError();
    return -1;
  }
  int Cond = drs_binop(C, DRS_OP_LT, DRS_INT, Sym, Count);
  int Li = drs_add_loop(C, DRS_LOOP_PARALLEL, C->exprs[Sym].sym, LastOuterLoop, k64(0),
                        Cond, 1, line(ForLoc), col(ForLoc));
  if (Li < 0) {
    internalError();
    return -1;
  }
  CurLoop = Li;
  return Sym;
}

bool Builder::buildRangeLoop() {
  // `for (T &x : r)` over an array, std::vector or std::array variable r:
  // logical iteration k (0 <= k < size) binds x to r's element k (OpenMP
  // 5.2, 4.4.1: the iterations of a range-based loop are those of its
  // begin..end iterators); a copy `T x` is a private variable read from it
  const CXXForRangeStmt *R = RangeLoop;
  const VarDecl *X = R->getLoopVariable();
  const Expr *Init = R->getRangeInit();
  const VarDecl *RV = Init ? refVar(Init->IgnoreParenImpCasts()) : nullptr;
  if (!X || !RV) {
    fail("a range-based 'for' over something other than a variable is not "
         "modelled yet");
    return false;
  }
  QualType XT = X->getType().getNonReferenceType();
  if (XT->isArrayType() || XT->isPointerType() || XT->isReferenceType()) {
    fail("a range-based 'for' whose variable '" + nameOf(X) +
         "' is an array or pointer is not modelled yet");
    return false;
  }
  QualType RT = RV->getType().getNonReferenceType();
  QualType ET;
  int Count = -1;
  Loc E;
  if (const auto *CAT = Ctx.getAsConstantArrayType(RT)) {
    ET = CAT->getElementType();
    Count = drs_const(C, DRS_I64, (int64_t)CAT->getSize().getLimitedValue(INT64_MAX));
    if (!RV->getType()->isReferenceType())
      E = addrOf(Init->IgnoreParenImpCasts());
    else
      E = badLoc("a range-based 'for' over a reference to an array ('" + nameOf(RV) +
                 "') is not modelled yet");
  } else if (const CXXRecordDecl *RD = stdContainer(RT); RD && !isSpan(RD)) {
    ET = elemType(RD);
    if (RD->getName() == "vector" && !ET.isNull() && ET->isBooleanType()) {
      fail("a range-based 'for' over a std::vector<bool> ('" + nameOf(RV) +
           "': bits, not objects) is not modelled");
      return false;
    }
    int N = containerSize(RV, RD);
    Count = N >= 0 ? conv(DRS_I64, N) : -1;
    E = containerBase(RV, std::max<int64_t>(elemSize(Ctx, ET), 0));
  } else {
    fail("a range-based 'for' over '" + nameOf(RV) +
         "' (not an array, std::vector or std::array variable) is not modelled yet");
    return false;
  }
  int64_t ES = elemSize(Ctx, ET);
  if (!E.Bad.empty() || Count < 0 || ES <= 0 || ET.isNull() || ET->isArrayType()) {
    fail(!E.Bad.empty() ? E.Bad
                        : "the elements of '" + nameOf(RV) + "' are not modelled");
    return false;
  }
  int Sym = logicalLoop(X, Count, R->getForLoc());
  if (Sym < 0)
    return false;
  E.Off = add64(E.Off, mul64(Sym, k64(ES)));
  E.Index.push_back(Sym);
  RangeElem = E;
  if (X->getType()->isReferenceType()) {
    LocRefs[X] = E;
    LoopVars.insert(X);
  } else {
    DeclaredInBody.insert(X);  // a copy per iteration
  }
  return true;
}

void Builder::startRangeIteration() {
  const VarDecl *X = RangeLoop ? RangeLoop->getLoopVariable() : nullptr;
  if (!X || X->getType()->isReferenceType() || failed())
    return;
  // the copy: a read of the element (the whole element, for a struct)
  const Expr *At = X->getInit() ? X->getInit() : RangeLoop->getRangeInit();
  recordAccess(RangeElem, DRS_READ, At);
  drs_type DT;
  int V = -1;
  if (dType(X->getType(), DT) && !failed())
    V = memoryContents(RangeElem, At, DT, "");
  if (!failed())
    writeVar(X, V, nullptr, DRS_WRITE);
}

} // namespace drsat
