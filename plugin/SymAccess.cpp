//===- SymAccess.cpp - accesses and variables -------------------------------===//
//
// Recording accesses to shared memory (with their row-major dims), the
// values of globals on entry of main, and reads and writes of variables
// and pointer variables.
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

// ---- accesses ------------------------------------------------------------

void Builder::recordAccess(const Loc &L, drs_access_mode AM, const Expr *E,
                           int64_t Bytes) {
  if (Mode == ExecMode::Env && (AM & DRS_WRITE) && !failed())
    forgetAliased(L);
  if (Mode != ExecMode::Body || failed() || !E)
    return;
  if (!L.Bad.empty()) {
    leaveOut(L, AM, L.Bad);
    return;
  }
  if (L.Root < 0 || L.Off < 0) {
    leaveOut(L, AM, "access '" + text(E) + "' through a pointer of unknown target");
    return;
  }
  RootInfo &RI = Roots[L.Root];
  // a threadprivate variable reached through a pointer: the copy of the
  // thread that took its address (before the region, or an enclosing
  // team's thread), which need not be this thread's own
  if (RI.Kind != DRS_OBJ_POINTER && RI.VD && isThreadPrivate(RI.VD) &&
      baseVar(E) != RI.VD) {
    leaveOut(L, AM, "access '" + text(E) + "' through a pointer to threadprivate '" +
                        nameOf(RI.VD) + "' (the copy of the thread that took its "
                        "address) is not modelled yet");
    return;
  }
  // a thread's own variable a task shares: the creator's and the sharing
  // tasks' accesses are the business of the thread's time line
  if (RI.Kind != DRS_OBJ_POINTER && isPrivate(RI.VD) && !taskSharedHere(RI.VD) &&
      !(CurTask >= 0 && TaskEscaped.count(RI.VD)))  // (through a pointer)
    return;
  if (RI.ThreadOwn && TidTeam && Worksharing)
    return;  // two iterations reach it only on its thread: in order
  if (RI.ThreadOwn && RegionBuild && RI.VD && isPrivate(RI.VD))
    return;  // the thread's own buffer, reached through its own pointer
  QualType T = E->getType();
  if (Bytes <= 0 && (T.isNull() || T->isIncompleteType() || T->isVariablyModifiedType() ||
                     T->isFunctionType() || T->isDependentType())) {
    fail("access '" + text(E) + "' of unknown size");
    return;
  }
  // (a byte range, memset/memcpy: Bytes from the start of the element)
  int64_t Size = Bytes > 0 ? Bytes : Ctx.getTypeSizeInChars(T).getQuantity();
  if (Size <= 0) {
    fail("access '" + text(E) + "' of unknown size");
    return;
  }
  if (objectOf(RI) < 0)
    return;
  std::vector<int> Idx;
  std::string Member = L.Member;
  int Tail = L.Direct ? -1 : memberTail(E, RI, L);
  if (L.Direct || Tail >= 0) {
    Idx = L.Index;  // (a member array: `s[1].a[i]` as written)
  } else {
    // the element in the object's own elements (q[1] with q = p + 12 is p[13])
    Idx.push_back(drs_binop(C, DRS_OP_DIV, DRS_I64, L.Off,
                            k64(RI.ElemSize > 0 ? RI.ElemSize : Size)));
    Member.clear();
  }
  SourceLocation Begin = SM.getExpansionLoc(E->getBeginLoc());
  std::string Txt = text(E);
  // through a pointer formed from subscripts: the executions considered
  // are those where they stayed within their arrays (stated)
  int Path = S.Path;
  size_t Formed = std::min(L.Formed, L.Inside.size());
  if (!L.Direct && Formed > 0) {
    for (size_t K = 0; K < Formed; ++K)
      Path = drs_and(C, Path, L.Inside[K]);
    drs_construct_add_assumption(
        C, ("'" + Txt + "' is reached through a pointer whose subscripts "
            "stay within their arrays (C11 6.5.6)").c_str());
  }
  int A = drs_add_access(C, RI.Object, AM, CurLoop, Path, L.Off, Size,
                         (int)Idx.size(), Idx.empty() ? nullptr : Idx.data(),
                         Member.c_str(), Txt.c_str(), line(Begin),
                         col(Begin));
  if (A < 0) {
    internalError();
    return;
  }
  C->accesses[A].ordered = OrderedSide;
  R.AccessLocs.push_back(Begin);
  R.AccessCalls.resize(R.AccessLocs.size());
  for (size_t K = CallSites.size(); K-- > 0;)  // innermost first
    R.AccessCalls.back().emplace_back(SM.getExpansionLoc(CallSites[K]->getBeginLoc()),
                                      calleeName(CallStack[K]));
  // who runs it, after how many barriers (regions: BuildRegion.cpp)
  if (RegionBuild &&
      drs_access_set_worker(C, A, CurWorker, phaseExpr()) < 0)
    internalError();
  // where on its thread's time line, outside tasks (BuildTasks.cpp)
  if (RegionTasks &&
      drs_access_set_task_time(C, A, taskPos(), TaskMark) < 0)
    internalError();
  // the lockset: every protection held, innermost or not
  std::vector<std::string> Locks;
  for (const std::string &H : S.Locks)
    if (!llvm::StringRef(H).starts_with("private-lock:"))
      Locks.push_back(H);
  // an access to a C11 _Atomic object is atomic, as one under `omp atomic`
  if ((AtomicX && sameExpr(E, AtomicX)) || E->getType()->isAtomicType())
    Locks.push_back("atomic");
  if (int64_t K; CurTask < 0 && threadGuard(S.Path, K))
    // only thread K runs it: two such accesses are in program order
    Locks.push_back("thread:" + std::to_string(K));
  for (const std::string &Id : Locks)
    if (drs_access_add_lock(C, A, Id.c_str()) < 0)
      internalError();
  for (const auto &KV : S.CondLocks) {  // held on some paths (regions)
    int64_t One = 0;  // (a hand-off mark may hold on all)
    int Held = constOf(KV.second, One) && One != 0 ? -1 : KV.second;
    if (drs_access_add_lock_if(C, A, KV.first.c_str(), Held) < 0)
      internalError();
  }
  if (Tail > 0 && drs_access_set_member_tail(C, A, Tail) < 0)
    internalError();
  if (Bytes > 0) {
    // a byte range: no subscript extents (it may run past its row)
  } else if (L.Direct) {
    std::vector<int> Dims = rowMajorDims(L, RI);
    if (!Dims.empty() && drs_access_set_dims(C, A, Dims.data()) < 0)
      internalError();
  } else if (std::vector<int> Dims = subscriptExtents(E, RI, L);
             !Dims.empty() && drs_access_set_bound_dims(C, A, Dims.data()) < 0) {
    internalError();
  }
}

std::vector<int> Builder::subscriptExtents(const Expr *E, const RootInfo &RI,
                                           const Loc &L) {
  // E spelled from the root by subscripts and members (`s.a[i][j]`,
  // `p[2].m[k]`, `this->m[i]`): each subscript of an array type with a
  // known extent lies within it (C11 J.2, "even if an object is apparently
  // accessible": the rest of the struct is not the array).  L.Index holds
  // the subscripts as written, outermost first.
  std::vector<int> None, Dims;
  if (L.Pending || L.Index.empty() || L.Member.empty() || !RI.VD)
    return None;
  bool Known = false;
  const Expr *X = E;
  for (;;) {
    X = X->IgnoreParens();
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(X)) {
      const Expr *B = AS->getBase()->IgnoreParens();
      const auto *IC = dyn_cast<ImplicitCastExpr>(B);
      int Ext = -1;
      if (IC && IC->getCastKind() == CK_ArrayToPointerDecay) {
        B = IC->getSubExpr();
        if (const ArrayType *AT = Ctx.getAsArrayType(B->getType()))
          Ext = extentOf(AT);
      }
      Known |= Ext >= 0;
      Dims.push_back(Ext);
      X = B;
      continue;
    }
    if (const auto *ME = dyn_cast<MemberExpr>(X)) {
      const Expr *B = ME->getBase()->IgnoreParens();
      if (ME->isArrow()) {
        const auto *IC = dyn_cast<ImplicitCastExpr>(B);
        if (IC && IC->getCastKind() == CK_LValueToRValue)
          B = IC->getSubExpr()->IgnoreParens();
        bool Root = isa<CXXThisExpr>(B)
                        ? RI.VD == ThisVar
                        : isa<DeclRefExpr>(B) && varOf(cast<DeclRefExpr>(B)) == RI.VD &&
                              RI.Kind == DRS_OBJ_POINTER;
        if (!Root)
          return None;
        break;
      }
      X = B;
      continue;
    }
    if (const auto *DR = dyn_cast<DeclRefExpr>(X)) {
      if (varOf(DR) != RI.VD || RI.Kind == DRS_OBJ_POINTER)
        return None;
      break;
    }
    const auto *IC = dyn_cast<ImplicitCastExpr>(X);
    const auto *DR = IC && IC->getCastKind() == CK_LValueToRValue
                         ? dyn_cast<DeclRefExpr>(IC->getSubExpr()->IgnoreParens())
                         : nullptr;
    if (!DR || varOf(DR) != RI.VD || RI.Kind != DRS_OBJ_POINTER)
      return None;  // (p[2].a[i]: the pointer's own subscripts)
    break;
  }
  if (!Known || Dims.size() != L.Index.size())
    return None;
  std::reverse(Dims.begin(), Dims.end());
  for (size_t K = 0; K < Dims.size(); ++K)
    if (L.Index[K] < 0)
      return None;
  return Dims;
}

int Builder::memberTail(const Expr *E, const RootInfo &RI, const Loc &L) {
  // E spelled from the root itself by subscripts and one run of members:
  // L.Index holds its subscripts, L.Member the run
  if (L.Member.empty() || L.Pending)
    return -1;
  int Subs = 0, Tail = -1;
  bool InRun = false;
  const Expr *X = E;
  for (;;) {
    X = X->IgnoreParens();
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(X)) {
      InRun = false;  // (walking outside in: the first ones print last)
      ++Subs;
      const Expr *B = AS->getBase()->IgnoreParens();
      const auto *IC = dyn_cast<ImplicitCastExpr>(B);
      if (IC && IC->getCastKind() == CK_ArrayToPointerDecay)
        B = IC->getSubExpr();
      X = B;
      continue;
    }
    if (const auto *ME = dyn_cast<MemberExpr>(X)) {
      if (!InRun) {
        if (Tail >= 0)
          return -1;  // a second run of members: `s[1].a[i].x`
        Tail = Subs;
        InRun = true;
      }
      const Expr *B = ME->getBase()->IgnoreParens();
      if (ME->isArrow()) {
        const auto *IC = dyn_cast<ImplicitCastExpr>(B);
        if (IC && IC->getCastKind() == CK_LValueToRValue)
          B = IC->getSubExpr()->IgnoreParens();
        // the pointer itself must be the root: p->a, this->a
        if (isa<CXXThisExpr>(B))
          return RI.VD && RI.VD == ThisVar && Subs == (int)L.Index.size() ? Tail : -1;
        const auto *DR = dyn_cast<DeclRefExpr>(B);
        return DR && varOf(DR) == RI.VD && RI.Kind == DRS_OBJ_POINTER &&
                       Subs == (int)L.Index.size()
                   ? Tail
                   : -1;
      }
      X = B;
      continue;
    }
    InRun = false;
    if (const auto *DR = dyn_cast<DeclRefExpr>(X))
      return varOf(DR) == RI.VD && RI.Kind != DRS_OBJ_POINTER &&
                     Subs == (int)L.Index.size()
                 ? Tail
                 : -1;
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(X))
      if (IC->getCastKind() == CK_LValueToRValue)
        if (const auto *DR = dyn_cast<DeclRefExpr>(IC->getSubExpr()->IgnoreParens()))
          // p[2].a[i]: the pointer's own subscripts
          return varOf(DR) == RI.VD && RI.Kind == DRS_OBJ_POINTER &&
                         Subs == (int)L.Index.size()
                     ? Tail
                     : -1;
    return -1;
  }
}

// A write before the construct through a pointer changes what the pointer
// points at: a scalar it is known to point at (`p = &g; *p = 5`) loses its
// value, and a pointer of unknown origin may point at any variable whose
// address is not private to the function, so all of those lose theirs (no
// non-aliasing is assumed for the environment).
void Builder::leaveOut(const Loc &L, drs_access_mode AM, const std::string &Why) {
  // The accesses left are exact, so a race among them is a race: nothing an
  // access does orders others (synchronisation is calls and directives,
  // which never get here).  A write through an unknown pointer may change
  // any variable whose address a pointer can hold: their values go, as the
  // globals' pointers do.
  if (AM & DRS_WRITE) {
    Loc Any;
    Any.Bad = Why;
    forgetAliased(Any);
    for (const VarDecl *VD : FuncGlobals)
      if (VD->getType()->isPointerType() && !VD->getType().isConstQualified()) {
        Loc P;
        P.Bad = "pointer '" + nameOf(VD) + "' after a write through a pointer "
                "drsat does not follow";
        S.Ptrs[VD] = P;
      }
  }
  if (Incomplete.empty())
    Incomplete = Why;
}

void Builder::forgetAliased(const Loc &L) {
  auto Forget = [&](const VarDecl *VD) {
    drs_type DT;
    if (Override.count(VD) || !dType(VD->getType(), DT))
      return;
    S.Vars[VD] = untracked(DT, nameOf(VD), DRS_UNTRACKED_VALUE,
                           "value of '" + nameOf(VD) +
                               "' after a write through a pointer is not "
                               "tracked here");
  };
  if (L.Bad.empty() && L.Root >= 0 && Roots[L.Root].Kind != DRS_OBJ_POINTER) {
    const RootInfo &RI = Roots[L.Root];
    if (RI.Kind == DRS_OBJ_SCALAR && RI.VD && !L.Index.empty())
      Forget(RI.VD);  // through a pointer: writeVar did not see it
    return;
  }
  if (L.Bad.empty() && L.Root >= 0 && Roots[L.Root].Allocated)
    return;  // into a heap object this function allocated
  std::vector<const VarDecl *> Vars;
  for (const auto &KV : S.Vars)
    if (KV.first->hasGlobalStorage() && !KV.first->getType().isConstQualified())
      Vars.push_back(KV.first);
  for (const VarDecl *VD : FuncGlobals)
    if (!VD->getType().isConstQualified() && !S.Vars.count(VD))
      Vars.push_back(VD);
  for (const VarDecl *VD : Vars)
    Forget(VD);
}

// The extent of array type AT as an i64 node (a constant, or a VLA's size
// as evaluated at its declaration); -1 when not known.
int Builder::extentOf(const ArrayType *AT) {
  if (const auto *CA = dyn_cast<ConstantArrayType>(AT)) {
    if (CA->getSize().getActiveBits() > 62)
      return -1;
    return k64((int64_t)CA->getSize().getZExtValue());
  }
  if (const auto *VA = dyn_cast<VariableArrayType>(AT)) {
    auto It = VLASize.find(VA->getSizeExpr());
    if (It == VLASize.end() || It->second < 0)
      return -1;
    return conv(DRS_I64, It->second);
  }
  return -1;
}

// a[i][j] of `T a[N][M]` (or VLA, or `T (*p)[M]`) is at
// (i * M + j) * sizeof(T) (+ a member's offset): the solver may then compare
// subscripts instead of offsets, and every subscript whose extent is known
// (N too for a declared array) is within bounds (drs_access.dims).  The offset is rebuilt from the subscripts
// and the array types with the same constructors addrOf used; hash-consing
// makes equal expressions equal nodes, so any other composition (pointer
// arithmetic, casts, members in between) fails the comparison.
std::vector<int> Builder::rowMajorDims(const Loc &L, const RootInfo &RI) {
  std::vector<int> None;
  size_t N = L.Index.size();
  if (!L.Direct || L.Pending || N < 1 || !RI.VD || L.Off < 0 ||
      RI.Kind == DRS_OBJ_SCALAR)
    return None;
  if (RI.RowBytes >= 0) {
    // rows one after the other (a fill loop's allocated rows, tableFill; a
    // parameter's, paramRows): rows[r][j], or rows[e][f][j] of a `T ***`
    // parameter's (RowCount rows per e), RowBytes each
    size_t R = rowSubscripts(L.Root);
    if (N != R + 1 || RI.ElemSize <= 0 || rowElemOff(L.Root, L.Index) != L.Off)
      return None;  // (-1 where a subscript is unknown: L.Off is not)
    int Len = drs_binop(C, DRS_OP_DIV, DRS_I64, RI.RowBytes, k64(RI.ElemSize));
    if (Len < 0)
      return None;
    std::vector<int> Dims{-1};
    if (R == 2)
      Dims.push_back(RI.RowCount);
    Dims.push_back(Len);
    return Dims;
  }
  QualType ET;  // the element subscript k steps over
  std::vector<int> Dims(N, -1);
  if (RI.Kind == DRS_OBJ_ARRAY) {
    const ArrayType *AT = Ctx.getAsArrayType(RI.VD->getType());
    if (!AT)
      return None;
    Dims[0] = extentOf(AT);
    ET = AT->getElementType();
  } else {
    if (!RI.VD->getType()->isPointerType())
      return None;
    ET = RI.VD->getType()->getPointeeType();
  }
  int Expect = k64(0);
  for (size_t K = 0; K < N; ++K) {
    int Stride = typeSize(ET);
    if (Stride < 0 || L.Index[K] < 0)
      return None;
    Expect = add64(Expect, mul64(conv(DRS_I64, L.Index[K]), Stride));
    if (K + 1 == N)
      break;
    const ArrayType *AT = Ctx.getAsArrayType(ET);
    if (!AT || (Dims[K + 1] = extentOf(AT)) < 0)
      return None;
    ET = AT->getElementType();
  }
  int64_t ES;
  if (ET.isNull() || ET->isArrayType() || !constOf(typeSize(ET), ES) ||
      ES != RI.ElemSize || ES <= 0)
    return None;
  // member offsets (g[i][j].x) are constants added on top
  int Off = L.Off;
  int64_t Extra = 0;
  while (Off != Expect) {
    if (Off < 0 || Off >= C->n_exprs)
      return None;
    const drs_expr &X = C->exprs[Off];
    int64_t V;
    if (X.op != DRS_OP_ADD || !constOf(X.b, V) || V < 0 || V >= ES)
      return None;
    Extra += V;
    if (Extra >= ES)
      return None;
    Off = X.a;
  }
  for (size_t K = 1; K < N; ++K)
    if (Dims[K] < 0 || failed())
      return None;
  if (Dims[0] < 0 && N == 1)
    return None;
  return Dims;
}

void Builder::recordScalar(const VarDecl *VD, drs_access_mode AM,
                           const Expr *E) {
  if (Mode != ExecMode::Body)
    return;
  ScalarUse &U = Uses[VD];
  if (RedVar == VD)
    U.RedOps.insert(RedOp);
  else
    U.Other = true;
  // in a called function or lambda a clause on the directive need not
  // reach the variable (OpenMP 5.2, 5.4: which copy a called routine
  // names is unspecified)
  if (!CallStack.empty())
    U.InCall = true;
  if ((AM & DRS_READ) && !S.Written.count(VD))
    U.ReadBeforeWrite = true;
  if (AM & DRS_WRITE) {
    U.Written = true;
    S.Written.insert(VD);
  }
  Loc L;
  L.Root = rootFor(VD, VD->getType()->isArrayType() ? DRS_OBJ_ARRAY
                                                     : DRS_OBJ_SCALAR);
  L.Off = k64(0);
  recordAccess(L, AM, E);
}

// ---- variables -------------------------------------------------------------


// One pass over the translation unit for what `main`'s entry values need:
// is main called (or its address taken) anywhere, does a constructor run
// before it, and which globals have their address taken.
void Builder::scanTranslationUnit() {
  // a fact of the whole translation unit: walked once, not once per
  // construct (NPB SP's 75 constructs: 13% of its compile)
  struct TUFacts {
    int MainEntry = 1;
    bool FuncEscapes = false, Complete = false;
    std::set<const VarDecl *> AddrTaken;
  };
  std::shared_ptr<void> *Slot = memoSlot(MemoTag::TUScan, &Ctx);
  if (Slot && *Slot) {
    const auto &F = *std::static_pointer_cast<TUFacts>(*Slot);
    MainEntry = F.MainEntry;
    TUFuncEscapes = F.FuncEscapes;
    TUComplete = F.Complete;
    TUAddrTaken = F.AddrTaken;
    return;
  }
  scanTranslationUnitOnce();
  if (Slot) {
    auto F = std::make_shared<TUFacts>();
    F->MainEntry = MainEntry;
    F->FuncEscapes = TUFuncEscapes;
    F->Complete = TUComplete;
    F->AddrTaken = TUAddrTaken;
    *Slot = F;
  }
}

void Builder::scanTranslationUnitOnce() {
  MainEntry = 1;
  auto Scan = [&](const Stmt *Body) {
    // a function used other than by calling it (a signal handler, an
    // atexit or qsort callback): library code may run the program's code
    std::set<const Expr *> Callees;
    walk(Body, [&](const Stmt *X) {
      if (const auto *CE = dyn_cast<CallExpr>(X))
        Callees.insert(CE->getCallee()->IgnoreParens());
      if (const auto *IC = dyn_cast<ImplicitCastExpr>(X))
        if (IC->getCastKind() == CK_FunctionToPointerDecay &&
            !Callees.count(IC))
          TUFuncEscapes = true;
      if (const auto *U = dyn_cast<UnaryOperator>(X))
        if (U->getOpcode() == UO_AddrOf &&
            U->getSubExpr()->getType()->isFunctionType())
          TUFuncEscapes = true;
    });
    walk(Body, [&](const Stmt *X) {
      if (const auto *DR = dyn_cast<DeclRefExpr>(X)) {
        if (const auto *F = dyn_cast<FunctionDecl>(DR->getDecl()))
          if (F->isMain())
            MainEntry = 0;
      } else if (const auto *U = dyn_cast<UnaryOperator>(X)) {
        if (U->getOpcode() == UO_AddrOf)
          if (const VarDecl *VD = baseVar(U->getSubExpr()))
            TUAddrTaken.insert(VD->getCanonicalDecl());
      }
    });
  };
  bool Complete = scanFileScopeCode(Ctx, [&](const Stmt *Code, const Decl *D) {
    if (D->hasAttr<ConstructorAttr>())
      MainEntry = 0;  // runs before main
    Scan(Code);
  });
  TUComplete = Complete;
  if (!Complete)
    MainEntry = 0;  // something this scan does not look into
}

int Builder::mainEntryValue(const VarDecl *VD) {
  const FunctionDecl *FD = Site.Function;
  if (!VD || !FD || !FD->isMain() || Ctx.getLangOpts().CPlusPlus ||
      !VD->isFileVarDecl() || VD->getTLSKind() != VarDecl::TLS_None ||
      VD->getType().isVolatileQualified() || VD->isWeak() ||
      VD->hasAttr<OMPThreadPrivateDeclAttr>())
    return -1;
  drs_type DT;
  if (!dType(VD->getType(), DT))
    return -1;
  if (MainEntry < 0)
    scanTranslationUnit();
  if (MainEntry != 1 || TUAddrTaken.count(VD->getCanonicalDecl()))
    return -1;
  const VarDecl *InitD = nullptr;
  if (const Expr *Init = VD->getAnyInitializer(InitD)) {
    int64_t V;
    if (!constInt(Init, Ctx, V))
      return -1;
    return drs_const(C, DT, V);
  }
  // no initialiser: zero when defined (even tentatively) in this TU
  VarDecl::DefinitionKind K = VD->hasDefinition(Ctx);
  if (K == VarDecl::TentativeDefinition || K == VarDecl::Definition)
    return drs_const(C, DT, 0);
  return -1;
}

bool Builder::privateInCall(const VarDecl *VD) {
  if (Mode != ExecMode::Body || CallStack.empty() || !VD->hasGlobalStorage() ||
      !ClausePrivate.count(VD) || isThreadPrivate(VD))
    return false;  // (a threadprivate one names the thread's copy anywhere)
  // clang's outlined body names the copy, a called function the original
  fail("'" + nameOf(VD) + "', private to the construct by a clause, is named "
       "in the called function '" + CallStack.back()->getNameAsString() +
       "': which copy it names is unspecified (OpenMP 5.2, 5.4); not modelled");
  return true;
}

int Builder::readVar(const VarDecl *VD, const Expr *Ref, const Expr *Whole) {
  if (privateInCall(VD))
    return -1;
  QualType T = VD->getType();
  if (T->isReferenceType() && ValueRefs.count(VD)) {
    int V = varValue(VD);  // the value at the call (SymCall.cpp)
    drs_type DT;
    if (V < 0 && dType(T.getNonReferenceType(), DT))
      V = unknown(DT, nameOf(VD));
    return V;
  }
  if (T->isReferenceType()) {
    fail("references are not modelled ('" + nameOf(VD) + "')");
    return -1;
  }
  drs_type DT;
  bool IsInt = dType(T, DT);
  if (Override.count(VD)) {
    // a shared inner-loop index: its reads race, its value is the loop's
    if (Mode == ExecMode::Body && isSharedWritten(VD))
      recordScalar(VD, DRS_READ, Ref);
    return Override[VD];
  }
  if (Mode == ExecMode::Body && isSharedWritten(VD)) {
    recordScalar(VD, DRS_READ, Ref);
    if (RegionBuild && IsInt && !AddrTaken.count(VD) && protectedRead(VD))
      // under a lock or in an atomic, another thread's write of the phase
      // may be what it reads (no race on it): `critical { t = s; s = 1; }`
      // gives 0 to one thread and 1 to the others
      return untracked(DT, nameOf(VD), DRS_UNTRACKED_VALUE,
                       "value of '" + nameOf(VD) + "' read " +
                           (S.Locks.empty() && S.CondLocks.empty()
                                ? "by an atomic construct"
                                : "under a lock") +
                           " (another thread may have written it) is not "
                           "tracked here");
    if (RegionBuild)  // this thread's write, or the phase's value
      return IsInt && !AddrTaken.count(VD) ? varValue(VD) : -1;
    if (IsInt && !ModifiedInBody.count(VD) && !taskSharedHere(VD))
      // written through some pointer or reference, or not at all: no
      // value drsat can name
      return untracked(DT, nameOf(VD), DRS_UNTRACKED_VALUE,
                       "value of '" + nameOf(VD) +
                           "' (its address is taken) is not tracked here");
    return IsInt ? unknown(DT, nameOf(VD)) : -1;
  }
  if (!IsInt)
    return -1;
  if (T.isVolatileQualified() || AddrTaken.count(VD))  // written elsewhere too
    return untracked(DT, nameOf(VD), DRS_UNTRACKED_VALUE,
                     "value of '" + nameOf(VD) + "' (" +
                         (AddrTaken.count(VD) ? "its address is taken"
                                              : "volatile") +
                         ") is not tracked here");
  if (T.isConstQualified() && Whole && !S.Vars.count(VD)) {
    Expr::EvalResult ER;
    if (Whole->EvaluateAsInt(ER, Ctx) && !ER.HasUndefinedBehavior &&
        ER.Val.isInt() && ER.Val.getInt().getBitWidth() <= 64) {
      const llvm::APSInt &V = ER.Val.getInt();
      return drs_const(C, DT, V.isSigned() ? V.getSExtValue()
                                           : (int64_t)V.getZExtValue());
    }
  }
  return varValue(VD);
}

void Builder::writeVar(const VarDecl *VD, int Val, const Expr *Ref,
                       drs_access_mode AM) {
  if (privateInCall(VD))
    return;
  if (VD->getType()->isReferenceType()) {
    fail("references are not modelled ('" + nameOf(VD) + "')");
    return;
  }
  if (Mode == ExecMode::Body && LoopVars.count(VD)) {
    fail("loop variable '" + nameOf(VD) + "' is modified in the loop body");
    return;
  }
  drs_type DT;
  bool IsInt = dType(VD->getType(), DT);
  if (IsInt && Val >= 0)
    Val = conv(DT, Val);
  LastValue[VD] = Val;
  if (Mode == ExecMode::Body && isSharedWritten(VD)) {
    recordScalar(VD, AM, Ref);
    // a region's thread reads back its own write (a race otherwise)
    if (RegionBuild && IsInt && !AddrTaken.count(VD) && !Override.count(VD))
      S.Vars[VD] = Val >= 0 ? Val : unknown(DT, nameOf(VD));
    return;
  }
  if (Override.count(VD) || !IsInt || AddrTaken.count(VD))
    return;
  S.Vars[VD] = Val >= 0 ? Val : unknown(DT, nameOf(VD));
}

Loc Builder::readPtrVar(const VarDecl *VD) {
  if (privateInCall(VD))
    return badLoc("'" + nameOf(VD) + "' is a private copy's name in a call");
  if (AddrTaken.count(VD)) {
    Loc L;
    L.Bad = "the address of pointer '" + nameOf(VD) + "' is taken";
    return L;
  }
  auto It = S.Ptrs.find(VD);
  if (It != S.Ptrs.end()) {
    Loc L = It->second;
    L.Formed = L.Inside.size();  // the facts of its formation
    return L;
  }
  Loc L;  // a parameter or global of unknown target
  if (const auto *PV = dyn_cast<ParmVarDecl>(VD)) {
    if (!ParamAliasScanned)
      scanParamAliases(
          dyn_cast_or_null<FunctionDecl>(PV->getParentFunctionOrMethod()));
    auto A = ParamAlias.find(PV);
    if (A != ParamAlias.end() && !AddrTaken.count(A->second.first)) {
      // every call passes it as that parameter + a fixed distance
      L = readPtrVar(A->second.first);
      if (L.Bad.empty() && L.Off >= 0 && A->second.second != 0)
        L.Off = add64(L.Off, k64(A->second.second));
      if (A->second.second != 0)
        L.Direct = false;
      return L;
    }
  }
  L.Root = rootFor(VD, DRS_OBJ_POINTER, 0);
  L.Off = k64(0);
  return L;
}

void Builder::writePtrVar(const VarDecl *VD, Loc L) {
  if (privateInCall(VD))
    return;
  if (Mode == ExecMode::Body && !isPrivate(VD)) {
    fail("pointer '" + nameOf(VD) + "' is written inside the " +
         (RegionBuild ? "region" : "loop"));
    return;
  }
  if (L.FreshOrigin) {
    Loc N;
    N.Root = rootFor(VD, DRS_OBJ_POINTER, ++PtrGeneration[VD]);
    N.Off = k64(0);
    // a thread's own allocation, held in the thread's own variable
    // (declared in a `parallel` region, whose code the region check
    // confined to declarations: it cannot escape before the loop)
    Roots[N.Root].Allocated = L.Allocated;
    Roots[N.Root].ThreadOwn = L.ThreadOwn && !Orphaned &&
                              (DeclaredInRegion.count(VD) ||
                               (RegionBuild && isPrivate(VD))) &&
                              !VD->isStaticLocal();
    L = N;
  }
  // (a row of a filled table, `r = a[i]`, stays row i: rows[i][...]; of a
  // `T ***` parameter, `r = u[i][j]`, row (i, j): rows[i][j][...])
  bool Row = rowHead(L);
  // (`r = p[i] + 1`: element 1 of row i, pending, rows[i][1 + ...])
  bool InRow = L.Pending && rowElem(L);
  if (!Row && !InRow && (!L.Index.empty() || L.Pending || !L.Member.empty()))
    L.Direct = false;
  if (!InRow)
    L.Pending = false;
  S.Ptrs[VD] = L;
}

} // namespace drsat
