//===- SymTables.cpp - pointers read from tables of pointers -------------===//
//
// `u[e]` read as a pointer, where the table u is one whose entries drsat
// can know: a local array of pointers with known entries, a table a loop
// fills before the construct, or the rows of a `T **` parameter under a
// stated assumption (DESIGN.md, "Calls", pointer tables).  Everything else
// read from memory as a pointer stays "loaded from memory" (ptrOf).
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace drsat {

namespace {

/// The uses of the table variable T in Body: the expressions naming T as
/// the base of `T[...]` (Bases), and the subscripts `T[e]` read as values
/// (ReadElems).
void tableUses(const Stmt *Body, const VarDecl *T, std::set<const Expr *> &Bases,
               std::set<const Expr *> &ReadElems) {
  walk(Body, [&](const Stmt *X) {
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(X))
      if (refVar(AS->getBase()) == T)
        Bases.insert(AS->getBase()->IgnoreParenImpCasts());
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(X))
      if (IC->getCastKind() == CK_LValueToRValue)
        if (const auto *AS =
                dyn_cast<ArraySubscriptExpr>(IC->getSubExpr()->IgnoreParens()))
          if (refVar(AS->getBase()) == T)
            ReadElems.insert(AS);
  });
}

/// The argument of `free(T)` when X is that call, else null.
const Expr *freedTable(const Stmt *X, const VarDecl *T) {
  const auto *CE = dyn_cast<CallExpr>(X);
  return CE && libraryName(CE->getDirectCallee()) == "free" && CE->getNumArgs() == 1 &&
                 refVar(CE->getArg(0)) == T
             ? CE->getArg(0)->IgnoreParenImpCasts()
             : nullptr;
}

/// Table T is used in Body only as `T[e]` values: never written, copied,
/// passed on, aliased or its entries' addresses taken; with Frees, also
/// freed (`free(T)`).
bool onlyReadsEntries(const Stmt *Body, const VarDecl *T, bool Frees = false) {
  std::set<const Expr *> Bases, ReadElems;
  tableUses(Body, T, Bases, ReadElems);
  if (Frees)
    walk(Body, [&](const Stmt *X) {
      if (const Expr *A = freedTable(X, T))
        Bases.insert(A);
    });
  bool Ok = true;
  walk(Body, [&](const Stmt *X) {
    if (const auto *DR = dyn_cast<DeclRefExpr>(X))
      if (varOf(DR) == T && !Bases.count(DR))
        Ok = false;  // passed on, copied, written, `*T`, `T + 1`, `&T`
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(X))
      if (refVar(AS->getBase()) == T && !ReadElems.count(AS))
        Ok = false;  // an entry written, or its address taken
  });
  return Ok;
}

/// Parameter P of Def, a table of pointers, is only read as `P[e]` values in
/// Def's body: a call passing a table to it leaves the table's entries as
/// they were.
bool readsTableOnly(const FunctionDecl *Def, const ParmVarDecl *P) {
  return Def && P && Def->hasBody() && P->getType()->isPointerType() &&
         P->getType()->getPointeeType()->isPointerType() &&
         onlyReadsEntries(Def->getBody(), P);
}

/// DR, a use of table T, is an argument of a call of a function of the
/// translation unit that only reads the table's entries (readsTableOnly).
bool passedReadOnly(const Stmt *Body, const DeclRefExpr *DR) {
  bool Found = false;
  walk(Body, [&](const Stmt *X) {
    const auto *CE = dyn_cast<CallExpr>(X);
    const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
    if (Found || !FD || isa<CXXMemberCallExpr>(CE) || isa<CXXOperatorCallExpr>(CE))
      return;
    const FunctionDecl *Def = FD->getDefinition();
    for (unsigned K = 0; K < CE->getNumArgs() && Def && K < Def->getNumParams(); ++K)
      if (CE->getArg(K)->IgnoreParenImpCasts() == DR &&
          readsTableOnly(Def, Def->getParamDecl(K)))
        Found = true;
  });
  return Found;
}

/// Table T (`T ***`) is used in Body only as `T[e][f]` values: T only as
/// `T[e]` values (onlyReadsEntries), each of them only as the base of a
/// `T[e][f]` read -- no entry of a row `T[e]` written, passed on, aliased
/// or its address taken.
bool onlyReadsEntries2(const Stmt *Body, const VarDecl *T) {
  if (!onlyReadsEntries(Body, T))
    return false;
  auto Mid = [&](const Expr *X) {
    const auto *AS = dyn_cast<ArraySubscriptExpr>(X->IgnoreParenImpCasts());
    return AS && refVar(AS->getBase()) == T ? AS : nullptr;
  };
  std::set<const Expr *> Read2, Firsts, Bases;
  walk(Body, [&](const Stmt *X) {
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(X))
      if (IC->getCastKind() == CK_LValueToRValue)
        if (const auto *AS = dyn_cast<ArraySubscriptExpr>(IC->getSubExpr()->IgnoreParens()))
          if (Mid(AS->getBase()))
            Read2.insert(AS);
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(X); AS && refVar(AS->getBase()) == T)
      Firsts.insert(AS);
  });
  bool Ok = true;
  walk(Body, [&](const Stmt *X) {
    const auto *AS = dyn_cast<ArraySubscriptExpr>(X);
    if (const ArraySubscriptExpr *M = AS ? Mid(AS->getBase()) : nullptr) {
      Bases.insert(M);
      Ok = Ok && Read2.count(AS);  // not `T[e][f]` written, or its address taken
    }
  });
  for (const Expr *F : Firsts)
    Ok = Ok && Bases.count(F);  // not `T[e]` copied, passed on or compared
  return Ok;
}

} // namespace

// ---- pointer tables ---------------------------------------------------------
//
// A local array of pointers whose entries are known (`double *u[2] =
// {&b[0], &b[n]}`, or `u[1] = p` at a constant index before the construct)
// is a table: `u[e]` read as a pointer is the entry e, a location whose
// offset is a choice over e when every entry points into one object, with
// the read's own in-bounds fact 0 <= e < K among the facts of its formation
// (an access through it runs only where they hold).  The table is used only
// where nothing else can have changed it: not written in any loop of the
// function nor in the construct, never aliased (address taken, used
// unsubscripted).  Entries an allocation filled, or that point into
// different objects, leave the read "loaded from memory", as before.

bool Builder::tableType(const VarDecl *VD, int64_t &K) {
  if (!VD || !VD->isLocalVarDecl() || VD->isStaticLocal() ||
      VD->hasExternalStorage())
    return false;
  const auto *CAT = VD->getASTContext().getAsConstantArrayType(VD->getType());
  if (!CAT || !CAT->getElementType()->isPointerType())
    return false;
  K = (int64_t)CAT->getSize().getZExtValue();
  return K >= 1 && K <= 64;
}

void Builder::tableDecl(const VarDecl *VD, int64_t K) {
  std::vector<Loc> E((size_t)K, badLoc("an entry of '" + nameOf(VD) +
                                       "' is not initialised"));
  if (const auto *IL = dyn_cast_or_null<InitListExpr>(VD->getInit())) {
    if (const InitListExpr *Sy = IL->getSyntacticForm())
      IL = IL->isSemanticForm() ? IL : Sy;
    for (unsigned I = 0; I < IL->getNumInits() && I < (unsigned)K; ++I) {
      const Expr *X = IL->getInit(I);
      if (isa<ImplicitValueInitExpr>(X)) {
        E[I] = badLoc("an entry of '" + nameOf(VD) + "' is null");
        continue;
      }
      Loc L = ptrOf(X);
      if (L.FreshOrigin)
        L = badLoc("an allocation stored in '" + nameOf(VD) +
                   "' is not modelled yet");
      E[I] = L;
    }
  } else if (VD->getInit()) {
    evalAny(VD->getInit());
    S.Tables.erase(VD);
    return;
  }
  S.Tables[VD] = std::move(E);
}

void Builder::tableStore(const Expr *LHS, const Loc &V) {
  const auto *AS = dyn_cast<ArraySubscriptExpr>(LHS->IgnoreParens());
  const VarDecl *U = AS ? refVar(AS->getBase()) : nullptr;
  auto It = U ? S.Tables.find(U) : S.Tables.end();
  if (It == S.Tables.end())
    return;
  int64_t Idx = 0;
  if (!constValue(AS->getIdx(), Ctx, Idx) || Idx < 0 ||
      Idx >= (int64_t)It->second.size()) {
    S.Tables.erase(It);  // (an entry we cannot name changed)
    return;
  }
  Loc L = V;
  if (L.FreshOrigin)
    L = badLoc("an allocation stored in '" + nameOf(U) + "' is not modelled yet");
  It->second[(size_t)Idx] = L;
}

bool Builder::tableStable(const VarDecl *U) {
  auto M = TableStableMemo.find(U);
  if (M != TableStableMemo.end())
    return M->second;
  bool Ok = !AddrTaken.count(U) && !ArrayEscapes.count(U) && Site.Function &&
            U->getParentFunctionOrMethod() == Site.Function &&
            Site.Function->getBody();
  auto Writes = [&](const Stmt *St) {
    bool W = false;
    walk(St, [&](const Stmt *X) {
      const Expr *L = writtenLValue(X);
      if (const auto *AS = L ? dyn_cast<ArraySubscriptExpr>(L->IgnoreParens())
                             : nullptr)
        if (refVar(AS->getBase()) == U)
          W = true;
    });
    return W;
  };
  if (Ok && ConstructStmt && Writes(ConstructStmt))
    Ok = false;
  if (Ok)
    walk(Site.Function->getBody(), [&](const Stmt *X) {
      if (Ok && isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(X) && Writes(X))
        Ok = false;
    });
  TableStableMemo[U] = Ok;
  return Ok;
}

Loc Builder::tableRead(const ArraySubscriptExpr *AS, const VarDecl *U) {
  std::vector<Loc> E = S.Tables[U];
  int K = (int)E.size();
  int Idx = eval(AS->getIdx());
  // the read of the entry itself
  Loc A = addrOf(AS);
  recordAccess(A, DRS_READ, AS);
  if (failed())
    return badLoc("not modelled");
  std::string What = loadedWhy(AS);
  if (Idx < 0)
    return badLoc(What);
  int I64 = conv(DRS_I64, Idx);
  int64_t CIdx = 0;
  if (constOf(I64, CIdx)) {
    if (CIdx < 0 || CIdx >= K)
      return badLoc(What);
    Loc L = E[(size_t)CIdx];
    if (!L.Index.empty() || L.Pending || !L.Member.empty())
      L.Direct = false;
    L.Pending = false;
    L.Formed = L.Inside.size();
    return L;
  }
  for (const Loc &L : E)
    if (!L.Bad.empty() || L.Root < 0 || L.Off < 0 || L.Root != E[0].Root ||
        L.ThreadOwn != E[0].ThreadOwn)
      return badLoc(What + " (its entries are not all known, in one object)");
  Loc M = E[0];
  M.Index.clear();
  M.Member.clear();
  M.Direct = false;
  M.Pending = false;
  M.Inside.clear();
  M.Off = E[(size_t)K - 1].Off;
  for (int J = K - 2; J >= 0; --J) {
    int Is = drs_binop(C, DRS_OP_EQ, DRS_INT, I64, k64(J));
    M.Off = drs_ite(C, DRS_I64, Is, E[(size_t)J].Off, M.Off);
  }
  // the facts of the read (0 <= e < K) and of each entry, where chosen
  M.Inside.push_back(drs_and(C, drs_binop(C, DRS_OP_GE, DRS_INT, I64, k64(0)),
                             drs_binop(C, DRS_OP_LT, DRS_INT, I64, k64(K))));
  for (int J = 0; J < K; ++J)
    for (int F : E[(size_t)J].Inside)
      M.Inside.push_back(
          lor(drs_binop(C, DRS_OP_NE, DRS_INT, I64, k64(J)), F));
  M.Formed = M.Inside.size();
  if (M.Off < 0)
    internalError();
  return M;
}

// ---- tables a loop fills -------------------------------------------------------
//
// `for (i = lo; i < hi; i++) a[i] = malloc(m * sizeof(double));` before the
// construct, with `a` a local `double **` (or a local array of pointers,
// or a file-scope table only this function sets: globalTableStable; and
// several such tables filled side by side in one loop), makes a[e] row e: the rows are distinct objects of m doubles each, laid
// out here one after the other in one virtual object (row e at e * its
// size: an access within its row meets no other row; one past it is
// undefined and reads as the next row, reported like a flat array's).
// `a[i] = buf + i * m` makes a[e] the entry for i = e in buf itself.  Either
// holds for e among the values the loop ran through (a fact of the read's
// formation).  Only where nothing else can change the table: the fill is
// its only write, it is read only as `a[e]` values or freed, never aliased,
// and `a` itself is set at most once, outside any loop, to an allocation of
// its own (`double **a = p;` would let `p[k] = q` write its entries).

/// Global T (`double **u;` at file scope) can be a filled table of the
/// construct's function as a local one can: nothing but that function sets
/// it or its entries.  Every other function of the translation unit only
/// reads `T[e]` values or frees T; nobody takes its address; and, when
/// other translation units can name it, the function calls none of theirs
/// (nor through a pointer), directly or through the functions it calls.
bool Builder::globalTableStable(const VarDecl *T) {
  if (!T->isFileVarDecl() || T->getTLSKind() != VarDecl::TLS_None ||
      T->getType().isVolatileQualified() || T->isWeak() || Orphaned ||
      T->hasAttr<OMPThreadPrivateDeclAttr>() || !Site.Function)
    return false;
  if (MainEntry < 0)
    scanTranslationUnit();
  if (!TUComplete || TUAddrTaken.count(T->getCanonicalDecl()))
    return false;
  bool Ok = true;
  scanFileScopeCode(Ctx, [&](const Stmt *Code, const Decl *D) {
    if (Ok && D->getAsFunction() != Site.Function && Code && !onlyReadsEntries(Code, T, /*Frees=*/true))
      Ok = false;
  });
  if (!Ok) {
    FillWhy[T] = " (another function of the file sets '" + nameOf(T) +
                 "' or its entries, or uses it other than as '" + nameOf(T) + "[e]' values)";
    return false;
  }
  if (T->isExternallyVisible() &&
      !walkCalls(Site.Function->getBody(), [](const Stmt *) {},
                 [](const Stmt *) { return true; }, /*UnknownOk=*/false)) {
    FillWhy[T] = " ('" + nameOf(T) + "' is visible to other files, and a function called here, "
                 "defined elsewhere or reached through a pointer, may set its entries)";
    return false;
  }
  return true;
}

bool Builder::fillStable(const VarDecl *T, const Expr *Lhs, const Expr *Lhs2) {
  auto M = FillStableLhs.find(T);
  if (M != FillStableLhs.end())
    return M->second == Lhs;
  const Stmt *Body = Site.Function ? Site.Function->getBody() : nullptr;
  bool Local = T->getParentFunctionOrMethod() == Site.Function &&
               T->isLocalVarDecl() && !T->isStaticLocal();
  bool Ok = Body && (Local || globalTableStable(T)) && !AddrTaken.count(T) &&
            !ArrayEscapes.count(T);
  // the uses of T allowed: `T[...]`, `free(T)`, `T = ...`
  std::set<const Expr *> Fine, ReadElems;
  int Writes = Local && T->getInit() ? 1 : 0;
  if (Ok)
    tableUses(Body, T, Fine, ReadElems);
  if (Ok)
    walk(Body, [&](const Stmt *X) {
      if (const Expr *A = freedTable(X, T))
        Fine.insert(A);
      if (const auto *BO = dyn_cast<BinaryOperator>(X))
        if (BO->getOpcode() == BO_Assign && refVar(BO->getLHS()) == T &&
            isa<DeclRefExpr>(BO->getLHS()->IgnoreParens())) {
          Fine.insert(BO->getLHS()->IgnoreParens());
          ++Writes;
        }
    });
  if (Writes > 1)
    Ok = false;
  if (Ok)
    walk(Body, [&](const Stmt *X) {
      // T used otherwise (passed, copied, `*T`, `T + 1`, `T++`), except
      // passed to a function that only reads its entries
      if (const auto *DR = dyn_cast<DeclRefExpr>(X))
        if (varOf(DR) == T && !Fine.count(DR) && !passedReadOnly(Body, DR))
          Ok = false;
      // an entry written other than by the fill, or not read as a value
      // (`&T[k]`, a reference bound to it)
      if (const auto *AS = dyn_cast<ArraySubscriptExpr>(X))
        if (refVar(AS->getBase()) == T && AS != Lhs->IgnoreParens() &&
            (!Lhs2 || AS != Lhs2->IgnoreParens()) && !ReadElems.count(AS))
          Ok = false;
      // T set in a loop (after the fill, perhaps)
      if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(X))
        walk(X, [&](const Stmt *Y) {
          if (const auto *BO = dyn_cast<BinaryOperator>(Y))
            if (BO->getOpcode() == BO_Assign && refVar(BO->getLHS()) == T &&
                isa<DeclRefExpr>(BO->getLHS()->IgnoreParens()))
              Ok = false;
        });
    });
  FillStableLhs[T] = Ok ? Lhs : nullptr;
  return Ok;
}

void Builder::tableFill(const Stmt *Loop) {
  const auto *F = dyn_cast<ForStmt>(Loop);
  if (!F || failed())
    return;
  auto Single = [](const Stmt *X) {
    if (const auto *CS = dyn_cast_or_null<CompoundStmt>(X))
      X = CS->size() == 1 ? CS->body_front() : nullptr;
    return X;
  };
  const Stmt *B = Single(F->getBody());
  // `if (c) a[i] = e1; else a[i] = e2;` stores c ? e1 : e2 (integers)
  const Expr *FillCond = nullptr;
  const BinaryOperator *BO2 = nullptr;
  if (const auto *If = dyn_cast_or_null<IfStmt>(B)) {
    if (If->getInit() || If->getConditionVariable() || If->isConsteval() ||
        !If->getElse())
      return;
    FillCond = If->getCond();
    BO2 = dyn_cast_or_null<BinaryOperator>(Single(If->getElse()));
    B = Single(If->getThen());
    if (!BO2 || BO2->getOpcode() != BO_Assign)
      return;
  }
  const auto *BO = dyn_cast_or_null<BinaryOperator>(B);
  const auto *CS = dyn_cast_or_null<CompoundStmt>(F->getBody());
  if (!B && CS && CS->size() > 1) {
    // `a[i] = malloc(...); b[i] = malloc(...);`: tables of allocations,
    // one each, filled side by side
    std::set<const VarDecl *> Tables;
    for (const Stmt *X : CS->body()) {
      const auto *A = dyn_cast<BinaryOperator>(X);
      const auto *E = A && A->getOpcode() == BO_Assign
                          ? dyn_cast<ArraySubscriptExpr>(A->getLHS()->IgnoreParens())
                          : nullptr;
      const auto *Call = A ? dyn_cast<CallExpr>(A->getRHS()->IgnoreParenCasts()) : nullptr;
      if (!E || !Call || !isFreshAllocation(Call->getDirectCallee()) ||
          !Tables.insert(refVar(E->getBase())).second || Tables.count(nullptr))
        return;
    }
    for (const Stmt *X : CS->body())
      tableFillStmt(F, cast<BinaryOperator>(X), nullptr, nullptr);
    return;
  }
  if (BO && BO->getOpcode() == BO_Assign)
    tableFillStmt(F, BO, BO2, FillCond);
}

void Builder::tableFillStmt(const ForStmt *F, const BinaryOperator *BO,
                            const BinaryOperator *BO2, const Expr *FillCond) {
  if (failed())
    return;
  const auto *AS = dyn_cast<ArraySubscriptExpr>(BO->getLHS()->IgnoreParens());
  const VarDecl *T = AS ? refVar(AS->getBase()) : nullptr;
  LoopShape L;
  drs_type ET;
  bool IntFill = AS && dType(AS->getType(), ET) && ET.bits > 1;
  if (BO2) {  // the same entry on both branches
    const auto *AS2 = dyn_cast<ArraySubscriptExpr>(BO2->getLHS()->IgnoreParens());
    if (!IntFill || !AS2 || refVar(AS2->getBase()) != T || !T ||
        refVar(AS2->getIdx()) != refVar(AS->getIdx()) || !refVar(AS->getIdx()) ||
        AS2->getType().getCanonicalType() != AS->getType().getCanonicalType())
      return;
  }
  if (!T || !AS->getBase()->getType()->isPointerType() ||
      !(AS->getType()->isPointerType() || IntFill) || !parseCanonical(F, L) ||
      refVar(AS->getIdx()) != L.Var || L.Wraps || (L.Step != 1 && L.Step != -1) ||
      !boundInvariant(L, F->getBody(), F->getInc(), false))
    return;
  bool TableVar = T->getType()->isPointerType() || Ctx.getAsConstantArrayType(T->getType()) ||
                  (IntFill && Ctx.getAsVariableArrayType(T->getType()));
  drs_type VT;
  if (!TableVar || !dType(L.Var->getType(), VT) ||
      !fillStable(T, BO->getLHS(), BO2 ? BO2->getLHS() : nullptr))
    return;
  // a pointer T holds its own allocation (`T = malloc(...)`), not another
  // name's memory (`double **a = p;` would leave p[k] = q writing its entries)
  if (T->getType()->isPointerType()) {
    auto P = S.Ptrs.find(T);
    if (P == S.Ptrs.end() || !P->second.Bad.empty() || P->second.Root < 0 ||
        !Roots[P->second.Root].Allocated || Roots[P->second.Root].VD != T) {
      FillWhy[T] = " ('" + nameOf(T) + "' is filled in memory it did not allocate "
                   "itself, which another name may write)";
      return;
    }
  }
  // the counter's first value, as the loop's init computes it
  const Expr *InitE = L.initValue();
  if (!InitE || InitE->HasSideEffects(Ctx))
    return;
  int V0 = eval(InitE);
  if (V0 < 0 || failed())
    return;
  V0 = conv(VT, V0);
  int Sym = freshSym(nameOf(L.Var), nameOf(L.Var), VT, DRS_SYM_INPUT);
  if (Sym < 0 || C->exprs[Sym].op != DRS_OP_SYM)
    return;
  Override[L.Var] = Sym;
  int Cond = translateCond(L, Sym);
  // the entry it stores, for the counter Sym
  const Expr *RHS = BO->getRHS();
  const auto *Call = dyn_cast<CallExpr>(RHS->IgnoreParenCasts());
  int RowBytes = -1, Value = -1;
  Loc V;
  if (IntFill) {
    // a function of the counter and of values fixed before the loop: no
    // memory read, no call, no variable the loop changes but the counter
    std::set<const VarDecl *> Refs, Mod;
    collectModified(F, Mod);
    bool Pure = true;
    for (const Expr *X : {RHS, FillCond, BO2 ? BO2->getRHS() : (const Expr *)nullptr}) {
      if (!X)
        continue;
      collectRefs(X, Refs);
      // (reads of a read-only table are a function of the subscript:
      // `idx[i] = perm[i]` with `int perm[180] = {...}`)
      Pure &= !X->HasSideEffects(Ctx) &&
              (!containsKind(X, true, true) || onlyTableReads(X));
    }
    for (const VarDecl *R : Refs)
      if (R != L.Var && (Mod.count(R) || AddrTaken.count(R) ||
                         R->getType().isVolatileQualified()))
        Pure = false;
    if (Pure && !FillCond)
      Value = conv(ET, eval(RHS));
    else if (Pure) {
      int Cnd = evalCond(FillCond);
      int V1 = Cnd < 0 ? -1 : eval(RHS);
      int V2 = V1 < 0 ? -1 : eval(BO2->getRHS());
      if (V2 >= 0 && !failed())
        Value = drs_ite(C, ET, Cnd, conv(ET, V1), conv(ET, V2));
    }
  } else if (Call && isFreshAllocation(Call->getDirectCallee())) {
    llvm::StringRef N = libraryName(Call->getDirectCallee());
    int Bytes = -1;
    for (const Expr *Arg : Call->arguments())
      if (Arg->HasSideEffects(Ctx)) {  // (`malloc(k++)`: rows of many sizes)
        FillWhy[T] = " (the size of the rows of '" + nameOf(T) + "' has side effects)";
        return;
      }
    if ((N == "malloc" || N == "__builtin_malloc") && Call->getNumArgs() == 1)
      Bytes = eval(Call->getArg(0));
    else if (N == "calloc" && Call->getNumArgs() == 2) {
      int A = eval(Call->getArg(0)), Bb = eval(Call->getArg(1));
      if (A >= 0 && Bb >= 0)
        Bytes = mul64(conv(DRS_I64, A), conv(DRS_I64, Bb));
    } else if (N == "aligned_alloc" && Call->getNumArgs() == 2)
      Bytes = eval(Call->getArg(1));
    if (Bytes >= 0 && !failed() &&
        !drs_mentions(C, Bytes, C->exprs[Sym].sym))
      RowBytes = conv(DRS_I64, Bytes);
  } else if (!RHS->HasSideEffects(Ctx)) {
    V = ptrOf(RHS);
  }
  Override.erase(L.Var);
  if (failed() || Cond < 0)
    return;
  State::Fill Fi;
  Fi.Sym = C->exprs[Sym].sym;
  int Start = drs_binop(C, L.Step > 0 ? DRS_OP_GE : DRS_OP_LE, DRS_INT, Sym, V0);
  Fi.Domain = drs_and(C, Start, Cond);
  if (IntFill) {
    if (Value < 0 || failed())
      return;
    Fi.Value = Value;
  } else if (RowBytes >= 0) {
    Fi.RowBytes = RowBytes;
    Fi.RowRoot = rootFor(T, DRS_OBJ_POINTER, -2 - FillCount++);
    QualType RowElem = AS->getType()->getPointeeType();
    Roots[Fi.RowRoot].Label = nameOf(T);
    Roots[Fi.RowRoot].Allocated = true;
    Roots[Fi.RowRoot].RowBytes = RowBytes;
    Roots[Fi.RowRoot].Kind = DRS_OBJ_POINTER;
    Roots[Fi.RowRoot].ElemSize =
        !RowElem.isNull() && !RowElem->isIncompleteType() && !RowElem->isFunctionType()
            ? std::max<int64_t>(1, Ctx.getTypeSizeInChars(RowElem).getQuantity())
            : 1;
  } else if (V.Bad.empty() && V.Root >= 0 && V.Off >= 0 && !V.FreshOrigin) {
    // carved rows: the entry's offset linear in the counter (i * m with m
    // not a constant leaves the solver a product of unknowns; the row
    // stride gives no bounds inside one buffer, so no subscripts either)
    std::vector<int> Todo{V.Off};
    std::set<int> Seen;
    while (!Todo.empty()) {
      int K = Todo.back();
      Todo.pop_back();
      if (K < 0 || !Seen.insert(K).second)
        continue;
      const drs_expr X = C->exprs[K];
      if (X.op == DRS_OP_MUL) {
        int64_t Unused;
        bool A = drs_mentions(C, X.a, Fi.Sym), Bm = drs_mentions(C, X.b, Fi.Sym);
        if ((A && !constOf(X.b, Unused)) || (Bm && !constOf(X.a, Unused)))
          return;
      }
      Todo.insert(Todo.end(), {X.a, X.b, X.c});
    }
    Fi.Entry = V;
  } else {
    return;
  }
  if (Fi.Domain < 0) {
    internalError();
    return;
  }
  S.Fills[T] = Fi;
}

int Builder::fillValue(const ArraySubscriptExpr *AS, const Loc &A, drs_type DT) {
  const VarDecl *U = refVar(AS->getBase());
  auto It = U ? S.Fills.find(U) : S.Fills.end();
  if (It == S.Fills.end() || It->second.Value < 0 || failed())
    return -1;
  const State::Fill &Fi = It->second;
  int Idx = eval(AS->getIdx());
  if (Idx < 0 || failed())
    return -1;
  int E = conv(C->symbols[Fi.Sym].type, Idx);
  int Dom = drs_subst(C, Fi.Domain, Fi.Sym, E);
  int V = conv(DT, drs_subst(C, Fi.Value, Fi.Sym, E));
  int Held = memoryContents(A, AS, DT, "");  // (an entry the loop did not set)
  if (Dom < 0 || V < 0 || Held < 0)
    return -1;
  return drs_ite(C, DT, Dom, V, Held);
}

Loc Builder::fillRead(const ArraySubscriptExpr *AS, const VarDecl *U) {
  State::Fill Fi = S.Fills[U];
  int Idx = eval(AS->getIdx());
  Loc A = addrOf(AS);
  recordAccess(A, DRS_READ, AS);
  std::string What = loadedWhy(AS);
  if (failed())
    return badLoc(What);
  if (Idx < 0)
    return badLoc(What);
  int E = conv(C->symbols[Fi.Sym].type, Idx);
  int Dom = drs_subst(C, Fi.Domain, Fi.Sym, E);
  Loc M;
  bool Direct = false;
  if (Fi.RowRoot >= 0) {
    // row E, as `&rows[E][0]` of rows[][RowBytes / sizeof elem]
    M.Root = Fi.RowRoot;
    M.Off = mul64(conv(DRS_I64, E), Fi.RowBytes);
    M.Index.push_back(E);
    Direct = true;
    M.Inside.push_back(Dom);
    M.Inside.push_back(drs_binop(C, DRS_OP_GT, DRS_INT, Fi.RowBytes, k64(0)));
  } else {
    M = Fi.Entry;
    M.Off = drs_subst(C, M.Off, Fi.Sym, E);
    std::vector<int> In{Dom};
    for (int F : M.Inside)
      In.push_back(drs_subst(C, F, Fi.Sym, E));
    M.Inside = In;
    M.Index.clear();
    M.Member.clear();
  }
  M.Direct = Direct;
  M.Pending = false;
  M.Formed = M.Inside.size();
  for (int F : M.Inside)
    if (F < 0)
      return badLoc(What);
  if (M.Off < 0)
    return badLoc(What);
  return M;
}

// ---- rows of a pointer-to-pointer parameter -------------------------------------
//
// `void f(double **p, int n)` with `p[i][j]` in the construct: what p's
// entries point at is not visible, so drsat assumes -- and says so -- that
// they are distinct objects each accessed within its own extent (as for
// pointer parameters of unknown origin, which are assumed not to alias).
// The rows are laid out one after the other in a virtual object of rows
// of an unknown common size, with subscripts rows[e][j]: Z3 compares
// (e, j).  Only where p's entries cannot change: p is read only as `p[e]`
// values in the function, never written, passed on or aliased, the
// function is not an orphaned loop's (each thread may pass another p), and
// it stores no pointer into memory, nor do the functions it calls that are
// defined here (functionStoresNoPointers: `q[1] = q[0]` may be p's rows).

int Builder::paramRows(const VarDecl *P) {
  auto It = ParamRows.find(P);
  if (It != ParamRows.end())
    return It->second;
  ParamRows[P] = -1;
  const Stmt *Body = Site.Function ? Site.Function->getBody() : nullptr;
  const auto *PV = dyn_cast<ParmVarDecl>(P);
  QualType T = P->getType();
  // a parameter, or a global table (`double **A;` filled by another
  // function) the construct cannot change: it stores no pointer at all
  bool Global = P->hasGlobalStorage() && !P->isStaticLocal() &&
                !TUAddrTaken.count(P->getCanonicalDecl()) && !T.isVolatileQualified();
  if (!Body || !(Global || (PV && PV->getDeclContext() == Site.Function)) || Orphaned ||
      !T->isPointerType() || !T->getPointeeType()->isPointerType() ||
      AddrTaken.count(P) || (Global && !storesNoPointers()))
    return -1;
  if (!onlyReadsEntries(Body, P))
    return -1;
  if (!functionStoresNoPointers()) {
    RowsRefused.insert(P);
    return -1;
  }
  int Rows = rowsRoot(P, T->getPointeeType()->getPointeeType(),
                      -1000000 - (int)ParamRows.size());
  int Size = Rows < 0 ? -1
                      : freshSym("rowsize", "row size of '" + nameOf(P) + "'", DRS_I64,
                                 DRS_SYM_INPUT);
  if (Size < 0)
    return -1;
  Roots[Rows].RowBytes = Size;
  drs_construct_add_assumption(
      C, ("the rows '" + nameOf(P) + "[...]' of the " +
          (PV ? "parameter" : isFieldPath(P) ? "field" : "global") +
          " are distinct objects, apart from the table, each accessed within its own "
          "extent")
             .c_str());
  ParamRows[P] = Rows;
  return Rows;
}

Loc Builder::paramRowRead(const ArraySubscriptExpr *AS, const VarDecl *U) {
  // row e of the parameter's rows, `&rows[e][0]`
  int Rows = ParamRows[U];
  int E = eval(AS->getIdx());
  Loc A = addrOf(AS);
  recordAccess(A, DRS_READ, AS);
  if (E < 0 || failed())
    return badLoc(loadedWhy(AS));
  return rowLoc(Rows, {E});
}

// The virtual object of P's rows of elements Elem (rowsRoot; the caller
// sets its row size, and row count), row e starting at rowStart, and the
// location of one row (rowLoc): shared by the `T **` and `T ***` rows.

std::string Builder::loadedWhy(const Expr *E) {
  return "pointer '" + text(E) + "' is loaded from memory in the " +
         (RegionBuild ? "region" : "loop");
}

int Builder::rowsRoot(const VarDecl *P, QualType Elem, int Generation) {
  if (Elem.isNull() || Elem->isIncompleteType() || Elem->isFunctionType() ||
      Elem->isVariablyModifiedType())
    return -1;
  int Rows = rootFor(P, DRS_OBJ_POINTER, Generation);
  if (Rows < 0)
    return -1;
  Roots[Rows].Label = nameOf(P);
  Roots[Rows].ElemSize = std::max<int64_t>(1, Ctx.getTypeSizeInChars(Elem).getQuantity());
  return Rows;
}

size_t Builder::rowSubscripts(int Root) const {
  return Roots[Root].RowCount >= 0 ? 2 : 1;
}

int Builder::rowStart(int Root, const std::vector<int> &Idx) {
  const int Count = Roots[Root].RowCount, Size = Roots[Root].RowBytes;
  size_t N = rowSubscripts(Root);
  if (Size < 0 || Idx.size() < N || Idx[0] < 0 || (N == 2 && Idx[1] < 0))
    return -1;
  int Row = conv(DRS_I64, Idx[0]);
  if (N == 2)
    Row = add64(mul64(Row, Count), conv(DRS_I64, Idx[1]));
  return mul64(Row, Size);
}

int Builder::rowElemOff(int Root, const std::vector<int> &Idx) {
  size_t R = rowSubscripts(Root);
  int Start = Idx.size() == R + 1 ? rowStart(Root, Idx) : -1;
  if (Start < 0 || Idx[R] < 0)
    return -1;
  return add64(Start, mul64(conv(DRS_I64, Idx[R]), k64(Roots[Root].ElemSize)));
}

bool Builder::rowElem(const Loc &L) {
  if (!L.Direct || !L.Member.empty() || L.Root < 0 || L.Off < 0 ||
      Roots[L.Root].RowBytes < 0)
    return false;
  int Off = rowElemOff(L.Root, L.Index);
  return Off >= 0 && Off == L.Off;  // (hash-consed: the same formula)
}

bool Builder::rowHead(const Loc &L) {
  return L.Direct && !L.Pending && L.Member.empty() && L.Root >= 0 &&
         Roots[L.Root].RowBytes >= 0 && L.Index.size() == rowSubscripts(L.Root) &&
         L.Off >= 0 && L.Off == rowStart(L.Root, L.Index);
}

bool Builder::foldRowElem(Loc &L, int I, int ES, bool Sub) {
  int64_t K;
  if (!constOf(ES, K) || K != Roots[L.Root].ElemSize)
    return false;
  int A = conv(DRS_I64, L.Index.back()), B = conv(DRS_I64, I);
  L.Index.back() = Sub ? drs_binop(C, DRS_OP_SUB, DRS_I64, A, B) : add64(A, B);
  L.Off = rowElemOff(L.Root, L.Index);
  return L.Off >= 0;
}

Loc Builder::rowLoc(int Root, const std::vector<int> &Idx) {
  // (rows of whole elements: the subscripts are exact)
  const int Size = Roots[Root].RowBytes;
  const int64_t Elem = Roots[Root].ElemSize;
  Loc M;
  M.Root = Root;
  M.Off = rowStart(Root, Idx);
  M.Index = Idx;
  M.Inside.push_back(drs_binop(C, DRS_OP_GT, DRS_INT, Size, k64(0)));
  M.Inside.push_back(drs_binop(
      C, DRS_OP_EQ, DRS_INT, drs_binop(C, DRS_OP_REM, DRS_I64, Size, k64(Elem)), k64(0)));
  if (Idx.size() == 2) {  // f within u[e]'s rows
    int F64 = conv(DRS_I64, Idx[1]);
    M.Inside.push_back(drs_binop(C, DRS_OP_GE, DRS_INT, F64, k64(0)));
    M.Inside.push_back(drs_binop(C, DRS_OP_LT, DRS_INT, F64, Roots[Root].RowCount));
  }
  M.Formed = M.Inside.size();
  return M;
}

// ---- rows of a `T ***` parameter -----------------------------------------------
//
// `void f(double ***u, ...)` with `u[i][j][k]` in the construct (NPB MG's
// grids): the same assumption one level deeper -- the rows u[e][f] are
// distinct objects, apart from the tables u and u[e], each accessed within
// its own extent, and f within u[e]'s.  They are laid out in a virtual
// object rows[e][f][k] of RowCount rows per e of an unknown common size:
// the solver compares (e, f, k).  Only where the function reads u only as
// `u[e][f]` values (onlyReadsEntries2) and, as for `T **`, is not an
// orphaned loop's.

int Builder::paramRows3(const VarDecl *P) {
  auto It = ParamRows3.find(P);
  if (It != ParamRows3.end())
    return It->second;
  ParamRows3[P] = -1;
  const Stmt *Body = Site.Function ? Site.Function->getBody() : nullptr;
  const auto *PV = dyn_cast<ParmVarDecl>(P);
  QualType T = P->getType();
  if (!Body || !PV || PV->getDeclContext() != Site.Function || Orphaned ||
      !T->isPointerType() || !T->getPointeeType()->isPointerType() ||
      !T->getPointeeType()->getPointeeType()->isPointerType() || AddrTaken.count(P))
    return -1;
  if (!onlyReadsEntries2(Body, P))
    return -1;
  if (!functionStoresNoPointers()) {
    RowsRefused.insert(P);
    return -1;
  }
  int Rows = rowsRoot(P, T->getPointeeType()->getPointeeType()->getPointeeType(),
                      -2000000 - (int)ParamRows3.size());
  if (Rows < 0)
    return -1;
  int Count = freshSym("rowcount", "rows per entry of '" + nameOf(P) + "'", DRS_I64,
                       DRS_SYM_INPUT);
  int Size = freshSym("rowsize", "row size of '" + nameOf(P) + "'", DRS_I64, DRS_SYM_INPUT);
  if (Count < 0 || Size < 0)
    return -1;
  Roots[Rows].RowCount = Count;
  Roots[Rows].RowBytes = Size;
  drs_construct_add_assumption(
      C, ("the rows '" + nameOf(P) + "[...][...]' of the parameter are distinct objects, "
          "apart from the tables '" + nameOf(P) + "' and '" + nameOf(P) +
          "[...]', each accessed within its own extent").c_str());
  ParamRows3[P] = Rows;
  return Rows;
}

Loc Builder::paramRow3Read(const ArraySubscriptExpr *AS, const ArraySubscriptExpr *Mid,
                           const VarDecl *U) {
  // row (e, f) of the parameter's rows, `&rows[e][f][0]`
  // (an index, not a reference: addrOf may add roots)
  int Rows = ParamRows3[U];
  int E = eval(Mid->getIdx());
  Loc A = addrOf(Mid);
  recordAccess(A, DRS_READ, Mid);   // the table's entry u[e]
  int F = eval(AS->getIdx());       // (u[e][f]: no code here writes a row u[e])
  if (E < 0 || F < 0 || failed())
    return badLoc(loadedWhy(AS));
  return rowLoc(Rows, {E, F});
}

} // namespace drsat
