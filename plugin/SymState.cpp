//===- SymState.cpp - executor helpers --------------------------------------===//
//
// Helpers of the symbolic executor (SymExec.h): names, source text and
// presumed lines, C integer types and
// exact constant folding, symbols, memory roots, sizes, data-sharing
// queries, havoc, and the merge of two paths' states.
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
#include "llvm/ADT/StringMap.h"

#include <functional>

using namespace clang;

namespace drsat {

// ---- small helpers -----------------------------------------------------------

std::string Builder::nameOf(const NamedDecl *D) {
  if (!D)
    return "?";
  std::string N = D->getNameAsString();
  return N.empty() ? std::string("<unnamed>") : N;
}

void Builder::internalError() {
  fail(std::string("internal error in the model builder: ") +
       drs_construct_last_error(C));
}

void Builder::fail(const std::string &Why) {
  if (Failure.empty())
    Failure = Why.empty() ? std::string("not modelled") : Why;
}

std::string Builder::text(SourceRange SR) const {
  if (SR.isInvalid())
    return std::string();
  CharSourceRange CR = SM.getExpansionRange(SR);
  bool Invalid = false;
  llvm::StringRef T = Lexer::getSourceText(CR, SM, Ctx.getLangOpts(), &Invalid);
  if (Invalid)
    return std::string();
  std::string Out;
  bool Space = false;
  for (char Ch : T) {  // one line, single spaces
    if (Ch == '\n' || Ch == '\r' || Ch == '\t' || Ch == ' ') {
      Space = !Out.empty();
      continue;
    }
    if (Space)
      Out += ' ';
    Space = false;
    Out += Ch;
  }
  return Out;
}

std::string Builder::text(const Expr *E) const {
  std::string *Slot = E ? textSlot(E) : nullptr;
  if (Slot && !Slot->empty())
    return *Slot;
  std::string T = E ? text(E->getSourceRange()) : std::string();
  if (T.empty())
    T = "expr";
  if (Slot)
    *Slot = T;
  return T;
}

// Lines and columns follow `#line`, as Clang's own diagnostics do.
unsigned Builder::line(SourceLocation L) const {
  if (L.isInvalid())
    return 0;
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
  return P.isValid() ? P.getLine() : 0;
}
unsigned Builder::col(SourceLocation L) const {
  if (L.isInvalid())
    return 0;
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
  return P.isValid() ? P.getColumn() : 0;
}

bool Builder::dType(QualType T, drs_type &Out) const { return intTypeOf(T, Ctx, Out); }

static bool sameType(drs_type A, drs_type B) {
  return A.bits == B.bits && A.is_signed == B.is_signed;
}

/// Folds a C operation on two constants of type T (already normalised).
/// Returns false when C leaves it undefined (signed overflow, division by
/// zero, bad shift count): then the node stays for the encoder to judge.
bool foldBin(drs_op Op, drs_type T, int64_t A, int64_t B,
                    int64_t &Out) {
  unsigned W = T.bits;
  __int128 X = A, Y = B, R2 = 0;
  if (!T.is_signed && W == 64) {
    X = (__int128)(uint64_t)A;
    Y = (__int128)(uint64_t)B;
  }
  __int128 Mod = (__int128)1 << W;
  __int128 Min = T.is_signed ? -(Mod / 2) : 0;
  __int128 Max = T.is_signed ? Mod / 2 - 1 : Mod - 1;
  switch (Op) {
  case DRS_OP_ADD: R2 = X + Y; break;
  case DRS_OP_SUB: R2 = X - Y; break;
  case DRS_OP_MUL: R2 = X * Y; break;
  case DRS_OP_DIV:
  case DRS_OP_REM:
    if (Y == 0 || (T.is_signed && X == Min && Y == -1))
      return false;
    R2 = Op == DRS_OP_DIV ? X / Y : X % Y;  // truncating, as C
    break;
  case DRS_OP_AND: R2 = X & Y; break;
  case DRS_OP_OR: R2 = X | Y; break;
  case DRS_OP_XOR: R2 = X ^ Y; break;
  default:
    return false;
  }
  if (T.is_signed && (R2 < Min || R2 > Max))
    return false;  // signed overflow: undefined
  if (!T.is_signed)
    R2 = ((R2 % Mod) + Mod) % Mod;
  Out = (int64_t)R2;
  return true;
}

bool foldCmp(drs_op Op, drs_type T, int64_t A, int64_t B, int64_t &Out) {
  __int128 X = A, Y = B;
  if (!T.is_signed && T.bits == 64) {
    X = (__int128)(uint64_t)A;
    Y = (__int128)(uint64_t)B;
  }
  switch (Op) {
  case DRS_OP_LT: Out = X < Y; return true;
  case DRS_OP_LE: Out = X <= Y; return true;
  case DRS_OP_GT: Out = X > Y; return true;
  case DRS_OP_GE: Out = X >= Y; return true;
  case DRS_OP_EQ: Out = X == Y; return true;
  case DRS_OP_NE: Out = X != Y; return true;
  default: return false;
  }
}

int Builder::conv(drs_type T, int E) {
  if (E < 0)
    return -1;
  if (sameType(tyOf(E), T))
    return E;
  int64_t V;
  if (constOf(E, V) && T.bits != 1) {
    // constant conversions are folded exactly (modulo 2^bits)
    return drs_const(C, T, V);
  }
  int Res = drs_cast(C, T, E);
  if (Res < 0)
    internalError();
  return Res;
}

bool Builder::constOf(int E, int64_t &V) const {
  if (E < 0 || E >= C->n_exprs || C->exprs[E].op != DRS_OP_CONST)
    return false;
  V = C->exprs[E].value;
  return true;
}

int Builder::add64(int A, int B) {
  if (A < 0 || B < 0)
    return -1;
  int64_t X, Y;
  if (constOf(A, X) && X == 0)
    return B;
  if (constOf(B, Y) && Y == 0)
    return A;
  if (constOf(A, X) && constOf(B, Y)) {
    int64_t Z;
    if (!__builtin_add_overflow(X, Y, &Z))
      return k64(Z);
  }
  return drs_binop(C, DRS_OP_ADD, DRS_I64, A, B);
}

int Builder::mul64(int A, int B) {
  if (A < 0 || B < 0)
    return -1;
  int64_t X, Y;
  if (constOf(B, Y) && Y == 1)
    return A;
  if (constOf(A, X) && X == 1)
    return B;
  if (constOf(A, X) && constOf(B, Y)) {
    int64_t Z;
    if (!__builtin_mul_overflow(X, Y, &Z))
      return k64(Z);
  }
  return drs_binop(C, DRS_OP_MUL, DRS_I64, A, B);
}

int Builder::lor(int A, int B) {
  if (A < 0 || B < 0)
    return -1;
  if (A == B)
    return A;
  return drs_binop(C, DRS_OP_LOR, DRS_INT, A, B);
}

std::string Builder::uniqueName(const std::string &Base) {
  std::string B = Base.empty() ? std::string("v") : Base;
  if (UsedNames.insert(B).second)
    return B;
  // the suffixes of B are taken in order: go on from the last one given
  // (a tiled body names hundreds of loop variables c4)
  int &Next = NextSuffix[B];
  for (int K = Next > 0 ? Next : 1;; ++K) {
    std::string N = B + "." + std::to_string(K);
    if (UsedNames.insert(N).second) {
      Next = K + 1;
      return N;
    }
  }
}

std::string Builder::lockId(const VarDecl *VD) {
  auto It = LockIds.find(VD);
  if (It != LockIds.end())
    return It->second;
  std::string B = nameOf(VD), N = B;
  for (int K = 1; !UsedLockIds.insert(N).second; ++K)
    N = B + "." + std::to_string(K);
  LockIds[VD] = N;
  return N;
}

bool Builder::sameExpr(const Expr *A, const Expr *B) const {
  if (!A || !B)
    return false;
  A = A->IgnoreParenImpCasts();
  B = B->IgnoreParenImpCasts();
  if (A == B)
    return true;
  llvm::FoldingSetNodeID IA, IB;
  A->Profile(IA, Ctx, /*Canonical=*/true);
  B->Profile(IB, Ctx, /*Canonical=*/true);
  return IA == IB;
}

int Builder::freshSym(const std::string &Base, const std::string &Label,
                      drs_type T, drs_sym_kind K, int Loop) {
  ++FreshSyms;
  std::string N = uniqueName(Base);
  int Sym = drs_add_symbol(C, N.c_str(), Label.c_str(), T, K, Loop);
  if (Sym < 0) {
    internalError();
    return drs_const(C, T, 0);
  }
  return drs_symref(C, Sym);
}

int Builder::unknown(drs_type T, const std::string &Label) {
  std::string L = Label.size() > 40 ? Label.substr(0, 37) + "..." : Label;
  drs_sym_kind K = (Mode == ExecMode::Body || InParallelRegion) ? DRS_SYM_LOCAL
                                                                : DRS_SYM_INPUT;
  return freshSym(L, L, T, K);
}
int Builder::untracked(drs_type T, const std::string &Label, drs_untracked U,
                       const std::string &Why, const std::string &Mem,
                       int MemIndex) {
  int V = unknown(T, Label);
  if (failed() || C->exprs[V].op != DRS_OP_SYM)
    return V;
  if (drs_symbol_set_untracked(C, C->exprs[V].sym, U, Why.c_str(),
                               U == DRS_UNTRACKED_MEMORY ? Mem.c_str() : nullptr,
                               U == DRS_UNTRACKED_MEMORY ? MemIndex : -1) < 0)
    internalError();
  return V;
}

int Builder::varValue(const VarDecl *VD) {
  auto O = Override.find(VD);
  if (O != Override.end())
    return O->second;
  auto It = S.Vars.find(VD);
  if (It != S.Vars.end())
    return It->second;
  if (regionShared(VD))
    if (int V = phaseValue(VD); V >= 0)
      return V;
  drs_type T;
  if ((InParallelRegion || Mode == ExecMode::Body) && threadValues(VD)) {
    // this thread's copy (enterTeam sets it; merge asks with an empty state)
    if (!dType(VD->getType(), T))
      return -1;
    int V = unknown(T, nameOf(VD));
    S.Vars[VD] = V;
    return V;
  }
  auto E = EntryValue.find(VD);
  if (E != EntryValue.end())
    return E->second;
  if (!dType(VD->getType(), T))
    return -1;
  // The value on entry: a parameter, a global, an uninitialised local.
  int V = mainEntryValue(VD);
  if (V >= 0) {
    EntryValue[VD] = V;
    return V;
  }
  std::string N = nameOf(VD);
  // an orphaned `omp for`'s function runs in every thread of the team: its
  // parameters and uninitialised locals may differ between threads
  V = freshSym(N, N, T,
               Orphaned && !VD->hasGlobalStorage() ? DRS_SYM_LOCAL
                                                   : DRS_SYM_INPUT);
  EntryValue[VD] = V;
  return V;
}

int Builder::rootFor(const VarDecl *VD, drs_object_kind K, int Generation) {
  auto Key = std::make_pair(VD, K == DRS_OBJ_POINTER ? Generation : -1);
  auto It = RootIndex.find(Key);
  if (It != RootIndex.end())
    return It->second;
  RootInfo RI;
  RI.VD = VD;
  RI.Kind = K;
  std::string Base = nameOf(VD);
  if (K == DRS_OBJ_POINTER && Generation > 0)
    Base += "." + std::to_string(Generation);
  std::string N = Base;
  for (int I = 1;; ++I) {
    bool Clash = false;
    for (const RootInfo &O : Roots)
      if (O.Name == N)
        Clash = true;
    if (!Clash)
      break;
    N = Base + "." + std::to_string(I);
  }
  RI.Name = N;
  RI.Label = nameOf(VD);
  QualType T = VD->getType();
  if (K == DRS_OBJ_POINTER)
    T = T->isPointerType() ? T->getPointeeType() : T;
  if (K != DRS_OBJ_SCALAR)
    T = Ctx.getBaseElementType(T);
  RI.ElemSize = 1;
  if (!T.isNull() && !T->isIncompleteType() && !T->isFunctionType() &&
      !T->isVariablyModifiedType() && !T->isDependentType())
    RI.ElemSize = std::max<int64_t>(1, Ctx.getTypeSizeInChars(T).getQuantity());
  Roots.push_back(RI);
  int Idx = (int)Roots.size() - 1;
  RootIndex[Key] = Idx;
  return Idx;
}

int Builder::typeSize(QualType T) {
  if (T.isNull())
    return -1;
  if (const VariableArrayType *V = Ctx.getAsVariableArrayType(T)) {
    auto It = VLASize.find(V->getSizeExpr());
    int ES = typeSize(V->getElementType());
    if (It == VLASize.end() || It->second < 0 || ES < 0)
      return -1;
    return mul64(conv(DRS_I64, It->second), ES);
  }
  // (the builder asks for the same few types' sizes thousands of times)
  auto [It, New] = TypeBytes.try_emplace(T.getAsOpaquePtr(), -1);
  if (New) {
    if (T->isVoidType())
      It->second = 1;  // GNU arithmetic on void *
    else if (!T->isIncompleteType() && !T->isFunctionType() &&
             !T->isDependentType() && !T->isVariablyModifiedType())
      It->second = Ctx.getTypeSizeInChars(T).getQuantity();
  }
  return It->second < 0 ? -1 : k64(It->second);
}

bool Builder::taskSharedHere(const VarDecl *VD) const {
  return RegionTasks && VD &&
         (CurTask >= 0 ? CurTaskShared.count(VD) > 0 ||
                             (TaskShared.count(VD) && TaskDecls.count(VD))
                       : TaskShared.count(VD) > 0);
}

bool Builder::isPrivate(const VarDecl *VD) const {
  if (!VD)
    return false;
  if (LoopVars.count(VD))
    return true;
  if (DeclaredInBody.count(VD) && !VD->isStaticLocal())
    return true;
  if (InlineLocals.count(VD) && !VD->isStaticLocal())
    return true;  // a called function's parameter or local
  // a threadprivate or thread-local variable is private to the threads of
  // a worksharing loop; the lanes of one thread (simd, for simd) share it,
  // and `#pragma drs` does not say how the loop would be parallelised
  if (isThreadPrivate(VD))
    return TidTeam;
  if (ClausePrivate.count(VD))
    return true;
  if (Worksharing && DeclaredInRegion.count(VD) && !VD->isStaticLocal())
    return true;
  if (DefaultPrivate && !VD->hasGlobalStorage())
    return true;
  return false;
}

bool Builder::clauseCanName(const VarDecl *VD) const {
  if (!VD || !Site.Function || !Site.Function->getBody() || !Site.Loop)
    return false;
  for (const ParmVarDecl *P : Site.Function->parameters())
    if (P->getName() == VD->getName() && P != VD)
      return false;
  SourceLocation LB = SM.getExpansionLoc(Site.Loop->getBeginLoc());
  SourceLocation LE = SM.getExpansionLoc(Site.Loop->getEndLoc());
  bool FileScopeBefore = false;  // a file-scope declaration precedes the loop
  for (const VarDecl *Re : VD->redecls())
    if (Re->isFileVarDecl() &&
        SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Re->getLocation()), LB))
      FileScopeBefore = true;
  // the variables the function's body declares, by name (once per file:
  // asked for each written variable of each construct)
  using ByName = llvm::StringMap<std::vector<const VarDecl *>>;
  auto Decls = memoShared<ByName>(MemoTag::DeclsByName, Site.Function->getBody(), [&] {
    ByName Out;
    walk(Site.Function->getBody(), [&](const Stmt *X) {
      if (const auto *DS = dyn_cast<DeclStmt>(X))
        for (const Decl *D : DS->decls())
          if (const auto *V = dyn_cast<VarDecl>(D))
            Out[V->getName()].push_back(V);
    });
    return Out;
  });
  auto It = Decls->find(VD->getName());
  if (It == Decls->end())
    return true;
  for (const VarDecl *Other : It->second) {
    if (varDecl(Other) != VD)
      return false;  // another variable of that name
    if (Other != VD && !FileScopeBefore) {
      SourceLocation L = SM.getExpansionLoc(Other->getLocation());
      if (!SM.isBeforeInTranslationUnit(L, LB) && !SM.isBeforeInTranslationUnit(LE, L))
        return false;  // only declared inside the loop
    }
  }
  return true;
}

bool Builder::isSharedWritten(const VarDecl *VD) const {
  return (!isPrivate(VD) && (ModifiedInBody.count(VD) || AddrTaken.count(VD))) ||
         taskSharedHere(VD);
}

void Builder::havoc(const std::set<const VarDecl *> &Vars,
                    const std::string &After) {
  for (const VarDecl *VD : Vars) {
    if (Override.count(VD))
      continue;
    QualType T = VD->getType();
    drs_type DT;
    if (T->isPointerType()) {
      Loc L;
      L.Bad = "pointer '" + nameOf(VD) + "' is modified in a loop";
      S.Ptrs[VD] = L;
    } else if (dType(T, DT) && !AddrTaken.count(VD)) {
      S.Vars[VD] = untracked(DT, nameOf(VD), DRS_UNTRACKED_VALUE,
                             "value of '" + nameOf(VD) + "' after " + After +
                                 " is not tracked here");
    }
  }
}

void Builder::havocGlobals(bool Library) {
  if (Library && MainEntry < 0)
    scanTranslationUnit();
  if (Library && (!TUComplete || TUFuncEscapes))
    Library = false;  // (library code may call back into the program)
  if (!Library)
    GlobalsHavocked = true;
  for (const VarDecl *VD : FuncGlobals) {
    QualType T = VD->getType();
    if (T.isConstQualified())
      continue;
    if (Library && !T->isArrayType() && !VD->isStaticLocal() &&
        !TUAddrTaken.count(VD->getCanonicalDecl()))
      continue;  // (the library cannot name it)
    drs_type DT;
    if (T->isPointerType()) {
      Loc L;
      L.Root = rootFor(VD, DRS_OBJ_POINTER, ++PtrGeneration[VD]);
      L.Off = k64(0);
      S.Ptrs[VD] = L;
    } else if (dType(T, DT)) {
      S.Vars[VD] = unknown(DT, nameOf(VD));
    }
  }
}

void Builder::merge(int Cond, State &T, State &E, int PrePath, int TStart,
                    int EStart) {
  if (T.Dead && E.Dead) {
    S = std::move(T);
    S.Dead = true;
    return;
  }
  if (T.Dead) {
    S = std::move(E);
    return;
  }
  if (E.Dead) {
    S = std::move(T);
    return;
  }
  State Out;
  std::set<const VarDecl *> Keys;
  for (auto &KV : T.Vars)
    Keys.insert(KV.first);
  for (auto &KV : E.Vars)
    Keys.insert(KV.first);
  for (const VarDecl *VD : Keys) {
    auto A = T.Vars.find(VD), B = E.Vars.find(VD);
    int VA = A != T.Vars.end() ? A->second : -1;
    int VB = B != E.Vars.end() ? B->second : -1;
    if (VA < 0 || VB < 0) {
      State Saved = std::move(S);
      S = State();
      int Base = varValue(VD);  // the entry value
      S = std::move(Saved);
      if (VA < 0)
        VA = Base;
      if (VB < 0)
        VB = Base;
    }
    if (VA < 0 || VB < 0)
      continue;
    if (VA == VB || Cond < 0) {
      Out.Vars[VD] = VA;
    } else {
      drs_type Ty = tyOf(VA);
      int VB2 = conv(Ty, VB);
      Out.Vars[VD] = drs_ite(C, Ty, Cond, VA, VB2);
    }
  }
  std::set<const VarDecl *> PKeys;
  for (auto &KV : T.Ptrs)
    PKeys.insert(KV.first);
  for (auto &KV : E.Ptrs)
    PKeys.insert(KV.first);
  for (const VarDecl *VD : PKeys) {
    auto A = T.Ptrs.find(VD), B = E.Ptrs.find(VD);
    Loc LA, LB;
    if (A != T.Ptrs.end())
      LA = A->second;
    else {
      LA.Root = rootFor(VD, DRS_OBJ_POINTER, 0);
      LA.Off = k64(0);
    }
    if (B != E.Ptrs.end())
      LB = B->second;
    else {
      LB.Root = rootFor(VD, DRS_OBJ_POINTER, 0);
      LB.Off = k64(0);
    }
    if (!LA.Bad.empty()) {
      Out.Ptrs[VD] = LA;
    } else if (!LB.Bad.empty()) {
      Out.Ptrs[VD] = LB;
    } else if (LA.Root == LB.Root && LA.Root >= 0 && LA.Off >= 0 &&
               LB.Off >= 0 && Cond >= 0) {
      Loc M = LA;
      if (LA.Inside != LB.Inside)
        M.Inside.clear();  // (each side's facts hold on its side only)
      M.Formed = std::min(LA.Formed, LB.Formed);
      if (LA.Off != LB.Off) {
        M.Off = drs_ite(C, DRS_I64, Cond, LA.Off, LB.Off);
        M.Direct = false;
      }
      if (LA.Index != LB.Index || LA.Member != LB.Member)
        M.Direct = false;
      Out.Ptrs[VD] = M;
    } else {
      Loc M;
      M.Bad = "pointer '" + nameOf(VD) + "' may point to different objects";
      Out.Ptrs[VD] = M;
    }
  }
  // a fill both branches keep (the same loop's) stays known
  for (auto &KV : T.Fills) {
    auto B = E.Fills.find(KV.first);
    if (B != E.Fills.end() && B->second.Sym == KV.second.Sym)
      Out.Fills[KV.first] = KV.second;
  }
  // a table both branches leave as it was (entry for entry) stays known
  for (auto &KV : T.Tables) {
    auto B = E.Tables.find(KV.first);
    if (B == E.Tables.end() || B->second.size() != KV.second.size())
      continue;
    bool Same = true;
    for (size_t K = 0; K < KV.second.size() && Same; ++K) {
      const Loc &X = KV.second[K], &Y = B->second[K];
      Same = X.Bad == Y.Bad && X.Root == Y.Root && X.Off == Y.Off &&
             X.Inside == Y.Inside && X.Index == Y.Index &&
             X.Member == Y.Member && X.Direct == Y.Direct &&
             X.ThreadOwn == Y.ThreadOwn && X.FreshOrigin == Y.FreshOrigin;
    }
    if (Same)
      Out.Tables[KV.first] = KV.second;
  }
  if (T.Path == TStart && E.Path == EStart)
    Out.Path = PrePath;
  else
    Out.Path = lor(T.Path, E.Path);
  for (const VarDecl *VD : T.Written)
    if (E.Written.count(VD))
      Out.Written.insert(VD);
  if (T.Locks != E.Locks || T.CondLocks != E.CondLocks) {
    // in a region, an OpenMP lock taken on one branch only is held under
    // the branch's condition (two accesses then race unless both hold it)
    auto OnlyLocks = [](const std::vector<std::string> &A,
                        const std::vector<std::string> &B) {
      for (const std::string &X : A)
        if (std::find(B.begin(), B.end(), X) == B.end()) {
          if (!llvm::StringRef(X).starts_with("lock:"))
            return false;
        }
      return true;
    };
    if (!RegionBuild || Cond < 0 || !OnlyLocks(T.Locks, E.Locks) ||
        !OnlyLocks(E.Locks, T.Locks)) {
      fail("the locks held differ between the branches of a condition");
    } else {
      auto Held = [&](const State &St, const std::string &Id) {
        if (std::find(St.Locks.begin(), St.Locks.end(), Id) != St.Locks.end())
          return drs_const(C, DRS_INT, 1);
        auto It = St.CondLocks.find(Id);
        return It != St.CondLocks.end() ? It->second : drs_const(C, DRS_INT, 0);
      };
      std::set<std::string> Ids;
      for (const auto &KV : T.CondLocks)
        Ids.insert(KV.first);
      for (const auto &KV : E.CondLocks)
        Ids.insert(KV.first);
      std::vector<std::string> Common;
      for (const std::string &X : T.Locks)
        if (std::find(E.Locks.begin(), E.Locks.end(), X) != E.Locks.end())
          Common.push_back(X);
        else
          Ids.insert(X);
      for (const std::string &X : E.Locks)
        if (std::find(T.Locks.begin(), T.Locks.end(), X) == T.Locks.end())
          Ids.insert(X);
      for (const std::string &Id : Ids) {
        if (std::find(Common.begin(), Common.end(), Id) != Common.end())
          continue;
        int A = Held(T, Id), B = Held(E, Id);
        int H = A == B ? A : drs_ite(C, DRS_INT, Cond, A, B);
        if (H != drs_const(C, DRS_INT, 0))
          Out.CondLocks[Id] = H;
      }
      Out.Locks = Common;
      S = std::move(Out);
      return;
    }
  }
  Out.Locks = T.Locks;
  Out.CondLocks = T.CondLocks;
  S = std::move(Out);
}

} // namespace drsat
