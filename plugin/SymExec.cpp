//===- SymExec.cpp - statements, expressions and accesses ----------------===//
//
// The symbolic executor behind the model builder (see SymExec.h): C
// statements and expressions evaluated to drs expressions with their side
// effects, memory accesses recorded with their paths, if/else and `?:`
// merges, inner loops and switch statements.
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Lex/Lexer.h"

#include <functional>

extern "C" const char *drs_construct_last_error_(const drs_construct *c);

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

namespace {

template <class F> void walk(const Stmt *S, F &&Fn) {
  if (!S)
    return;
  Fn(S);
  if (const auto *CS = dyn_cast<CapturedStmt>(S)) {
    walk(CS->getCapturedStmt(), Fn);
    return;
  }
  for (const Stmt *Ch : S->children())
    walk(Ch, Fn);
}

const VarDecl *refVar(const Expr *E) {
  if (!E)
    return nullptr;
  if (const auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(DR->getDecl());
  return nullptr;
}

/// The variable an lvalue belongs to when it is a (part of a) named object.
const VarDecl *baseVar(const Expr *E) {
  for (;;) {
    if (!E)
      return nullptr;
    E = E->IgnoreParenImpCasts();
    if (const auto *DR = dyn_cast<DeclRefExpr>(E))
      return dyn_cast<VarDecl>(DR->getDecl());
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
      if (DR->getDecl() == VD)
        Found = true;
  });
  return Found;
}

} // namespace

void collectModified(const Stmt *S, std::set<const VarDecl *> &Out) {
  walk(S, [&](const Stmt *X) {
    if (const auto *B = dyn_cast<BinaryOperator>(X)) {
      if (B->isAssignmentOp())
        if (const VarDecl *VD = refVar(B->getLHS()))
          Out.insert(VD);
    } else if (const auto *U = dyn_cast<UnaryOperator>(X)) {
      if (U->isIncrementDecrementOp()) {
        if (const VarDecl *VD = refVar(U->getSubExpr()))
          Out.insert(VD);
      } else if (U->getOpcode() == UO_AddrOf) {
        if (const VarDecl *VD = baseVar(U->getSubExpr()))
          Out.insert(VD);
      }
    } else if (const auto *DS = dyn_cast<DeclStmt>(X)) {
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          Out.insert(VD);
    }
  });
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
  walk(S, [&](const Stmt *X) {
    if (const auto *DS = dyn_cast<DeclStmt>(X))
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          Out.insert(VD);
  });
}

void collectRefs(const Stmt *S, std::set<const VarDecl *> &Out) {
  walk(S, [&](const Stmt *X) {
    if (const auto *DR = dyn_cast<DeclRefExpr>(X))
      if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
        Out.insert(VD);
  });
}

bool containsKind(const Stmt *S, bool Calls, bool Memory) {
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

bool isPureFunction(llvm::StringRef Name) {
  static const char *const Math[] = {
      "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh",
      "tanh", "asinh", "acosh", "atanh", "exp", "exp2", "expm1", "log",
      "log2", "log10", "log1p", "pow", "sqrt", "cbrt", "hypot", "fabs",
      "floor", "ceil", "round", "trunc", "rint", "nearbyint", "lround",
      "fmod", "remainder", "fmin", "fmax", "fdim", "fma", "copysign", "erf",
      "erfc", "tgamma", "lgamma", "abs", "labs", "llabs", "isnan", "isinf",
      "isfinite", "signbit", "fpclassify", "isnormal", "frexp_", nullptr};
  static const char *const Other[] = {
      "printf", "fprintf", "puts", "putchar", "fputs", "fputc", "putc",
      "fflush", "omp_get_thread_num", "omp_get_num_threads",
      "omp_get_wtime", "omp_get_max_threads", "omp_get_num_procs",
      "omp_in_parallel", "omp_get_wtick", "omp_get_level", "assert",
      "__assert_fail", "__assert", "__assert_rtn", "__builtin_expect",
      nullptr};
  for (const char *const *P = Other; *P; ++P)
    if (Name == *P)
      return true;
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

// ---- small helpers -----------------------------------------------------------

std::string Builder::nameOf(const NamedDecl *D) {
  if (!D)
    return "?";
  std::string N = D->getNameAsString();
  return N.empty() ? std::string("<unnamed>") : N;
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
  std::string T = E ? text(E->getSourceRange()) : std::string();
  return T.empty() ? std::string("expr") : T;
}

unsigned Builder::line(SourceLocation L) const {
  return L.isValid() ? SM.getExpansionLineNumber(L) : 0;
}
unsigned Builder::col(SourceLocation L) const {
  return L.isValid() ? SM.getExpansionColumnNumber(L) : 0;
}

bool Builder::dType(QualType T, drs_type &Out) const {
  if (T.isNull())
    return false;
  T = T.getCanonicalType();
  if (const auto *ET = T->getAs<EnumType>()) {
    const EnumDecl *ED = ET->getDecl();
    if (!ED || !ED->isComplete())
      return false;
    T = ED->getIntegerType().getCanonicalType();
    if (T.isNull())
      return false;
  }
  if (T->isBooleanType()) {
    Out = DRS_BOOL;
    return true;
  }
  if (!T->isIntegerType() || T->isBitIntType())
    return false;
  unsigned W = Ctx.getIntWidth(T);
  if (W != 8 && W != 16 && W != 32 && W != 64)
    return false;
  Out.bits = W;
  Out.is_signed = T->isSignedIntegerType();
  return true;
}

static bool sameType(drs_type A, drs_type B) {
  return A.bits == B.bits && A.is_signed == B.is_signed;
}

/// Folds a C operation on two constants of type T (already normalised).
/// Returns false when C leaves it undefined (signed overflow, division by
/// zero, bad shift count): then the node stays for the encoder to judge.
static bool foldBin(drs_op Op, drs_type T, int64_t A, int64_t B,
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

static bool foldCmp(drs_op Op, drs_type T, int64_t A, int64_t B, int64_t &Out) {
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
    fail(std::string("internal error in the model builder: ") +
         drs_construct_last_error_(C));
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
  for (int K = 1;; ++K) {
    std::string N = B + "." + std::to_string(K);
    if (UsedNames.insert(N).second)
      return N;
  }
}

int Builder::freshSym(const std::string &Base, const std::string &Label,
                      drs_type T, drs_sym_kind K, int Loop) {
  std::string N = uniqueName(Base);
  int Sym = drs_add_symbol(C, N.c_str(), Label.c_str(), T, K, Loop);
  if (Sym < 0) {
    fail(std::string("internal error in the model builder: ") +
         drs_construct_last_error_(C));
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

int Builder::varValue(const VarDecl *VD) {
  auto O = Override.find(VD);
  if (O != Override.end())
    return O->second;
  auto It = S.Vars.find(VD);
  if (It != S.Vars.end())
    return It->second;
  auto E = EntryValue.find(VD);
  if (E != EntryValue.end())
    return E->second;
  drs_type T;
  if (!dType(VD->getType(), T))
    return -1;
  // The value on entry: a parameter, a global, an uninitialised local.
  std::string N = nameOf(VD);
  int V = freshSym(N, N, T, DRS_SYM_INPUT);
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
  if (T->isVoidType())
    return k64(1);  // GNU arithmetic on void *
  if (T->isIncompleteType() || T->isFunctionType() || T->isDependentType() ||
      T->isVariablyModifiedType())
    return -1;
  return k64(Ctx.getTypeSizeInChars(T).getQuantity());
}

bool Builder::isPrivate(const VarDecl *VD) const {
  if (!VD)
    return false;
  if (LoopVars.count(VD))
    return true;
  if (DeclaredInBody.count(VD) && !VD->isStaticLocal())
    return true;
  if (VD->hasAttr<OMPThreadPrivateDeclAttr>())
    return true;
  if (ClausePrivate.count(VD))
    return true;
  if (Worksharing && DeclaredInRegion.count(VD) && !VD->isStaticLocal())
    return true;
  if (DefaultPrivate && !VD->hasGlobalStorage())
    return true;
  return false;
}

bool Builder::isSharedWritten(const VarDecl *VD) const {
  return !isPrivate(VD) && (ModifiedInBody.count(VD) || AddrTaken.count(VD));
}

void Builder::havoc(const std::set<const VarDecl *> &Vars) {
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
      S.Vars[VD] = unknown(DT, nameOf(VD));
    }
  }
}

void Builder::havocGlobals() {
  for (const VarDecl *VD : FuncGlobals) {
    QualType T = VD->getType();
    if (T.isConstQualified())
      continue;
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
  if (T.Path == TStart && E.Path == EStart)
    Out.Path = PrePath;
  else
    Out.Path = lor(T.Path, E.Path);
  for (const VarDecl *VD : T.Written)
    if (E.Written.count(VD))
      Out.Written.insert(VD);
  if (T.Locks != E.Locks)
    fail("the locks held differ between the branches of a condition");
  Out.Locks = T.Locks;
  S = std::move(Out);
}

// ---- accesses ------------------------------------------------------------

void Builder::recordAccess(const Loc &L, drs_access_mode AM, const Expr *E) {
  if (Mode != ExecMode::Body || failed() || !E)
    return;
  if (!L.Bad.empty()) {
    fail(L.Bad);
    return;
  }
  if (L.Root < 0 || L.Off < 0) {
    fail("access '" + text(E) + "' through a pointer of unknown target");
    return;
  }
  RootInfo &RI = Roots[L.Root];
  if (RI.Kind != DRS_OBJ_POINTER && isPrivate(RI.VD))
    return;
  QualType T = E->getType();
  if (T.isNull() || T->isIncompleteType() || T->isVariablyModifiedType() ||
      T->isFunctionType() || T->isDependentType()) {
    fail("access '" + text(E) + "' of unknown size");
    return;
  }
  int64_t Size = Ctx.getTypeSizeInChars(T).getQuantity();
  if (Size <= 0) {
    fail("access '" + text(E) + "' of unknown size");
    return;
  }
  if (RI.Object < 0) {
    RI.Object = drs_add_object(C, RI.Name.c_str(), RI.Kind, RI.ElemSize,
                               RI.Kind == DRS_OBJ_POINTER);
    if (RI.Object < 0) {
      fail(std::string("internal error in the model builder: ") +
           drs_construct_last_error_(C));
      return;
    }
  }
  std::vector<int> Idx;
  std::string Member = L.Member;
  if (L.Direct) {
    Idx = L.Index;
  } else {
    // the element in the object's own elements (q[1] with q = p + 12 is p[13])
    Idx.push_back(drs_binop(C, DRS_OP_DIV, DRS_I64, L.Off,
                            k64(RI.ElemSize > 0 ? RI.ElemSize : Size)));
    Member.clear();
  }
  const char *Lock = nullptr;
  std::string LockS;
  if (InAtomic && AtomicX && text(E) == text(AtomicX))
    LockS = "atomic";
  else if (!S.Locks.empty())
    LockS = S.Locks.back();
  if (!LockS.empty())
    Lock = LockS.c_str();
  SourceLocation Begin = SM.getExpansionLoc(E->getBeginLoc());
  std::string Txt = text(E);
  int A = drs_add_access(C, RI.Object, AM, CurLoop, S.Path, L.Off, Size,
                         (int)Idx.size(), Idx.empty() ? nullptr : Idx.data(),
                         Member.c_str(), Lock, Txt.c_str(), line(Begin),
                         col(Begin));
  if (A < 0) {
    fail(std::string("internal error in the model builder: ") +
         drs_construct_last_error_(C));
    return;
  }
  R.AccessLocs.push_back(Begin);
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

int Builder::readVar(const VarDecl *VD, const Expr *Ref, const Expr *Whole) {
  QualType T = VD->getType();
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
    return IsInt ? unknown(DT, nameOf(VD)) : -1;
  }
  if (!IsInt)
    return -1;
  if (T.isVolatileQualified() || AddrTaken.count(VD))
    return unknown(DT, nameOf(VD));
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
    return;
  }
  if (Override.count(VD) || !IsInt || AddrTaken.count(VD))
    return;
  S.Vars[VD] = Val >= 0 ? Val : unknown(DT, nameOf(VD));
}

Loc Builder::readPtrVar(const VarDecl *VD) {
  if (AddrTaken.count(VD)) {
    Loc L;
    L.Bad = "the address of pointer '" + nameOf(VD) + "' is taken";
    return L;
  }
  auto It = S.Ptrs.find(VD);
  if (It != S.Ptrs.end())
    return It->second;
  Loc L;  // a parameter or global of unknown target
  L.Root = rootFor(VD, DRS_OBJ_POINTER, 0);
  L.Off = k64(0);
  return L;
}

void Builder::writePtrVar(const VarDecl *VD, Loc L) {
  if (Mode == ExecMode::Body && !isPrivate(VD)) {
    fail("pointer '" + nameOf(VD) + "' is written inside the loop");
    return;
  }
  if (L.FreshOrigin) {
    Loc N;
    N.Root = rootFor(VD, DRS_OBJ_POINTER, ++PtrGeneration[VD]);
    N.Off = k64(0);
    L = N;
  }
  if (!L.Index.empty() || L.Pending || !L.Member.empty())
    L.Direct = false;
  L.Pending = false;
  S.Ptrs[VD] = L;
}

// ---- addresses ---------------------------------------------------------------

static Loc badLoc(const std::string &Why) {
  Loc L;
  L.Bad = Why;
  return L;
}

Loc Builder::addrOf(const Expr *L) {
  if (!L)
    return badLoc("missing expression");
  L = L->IgnoreParens();
  if (const auto *DR = dyn_cast<DeclRefExpr>(L)) {
    const auto *VD = dyn_cast<VarDecl>(DR->getDecl());
    if (!VD)
      return badLoc("'" + nameOf(DR->getDecl()) + "' is not a variable");
    if (VD->getType()->isReferenceType())
      return badLoc("references are not modelled ('" + nameOf(VD) + "')");
    Loc R2;
    R2.Root = rootFor(VD, VD->getType()->isArrayType() ? DRS_OBJ_ARRAY
                                                        : DRS_OBJ_SCALAR);
    R2.Off = k64(0);
    return R2;
  }
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(L)) {
    Loc B = ptrOf(AS->getBase());
    int I = eval(AS->getIdx());
    if (!B.Bad.empty())
      return B;
    if (I < 0)
      return badLoc("index of '" + text(L) + "' is not an integer");
    int ES = typeSize(AS->getType());
    if (ES < 0)
      ES = unknown(DRS_I64, "sizeof(" + text(L) + ")");
    if (B.Off >= 0)
      B.Off = add64(B.Off, mul64(conv(DRS_I64, I), ES));
    if (B.Pending || !B.Member.empty())
      B.Direct = false;
    B.Pending = false;
    B.Index.push_back(I);
    return B;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(L)) {
    if (U->getOpcode() == UO_Deref) {
      Loc B = ptrOf(U->getSubExpr());
      if (!B.Bad.empty())
        return B;
      if (B.Pending)
        B.Pending = false;
      else if (B.Root >= 0 && Roots[B.Root].Kind != DRS_OBJ_SCALAR)
        B.Index.push_back(drs_const(C, DRS_INT, 0));
      return B;
    }
    if (U->getOpcode() == UO_Extension)
      return addrOf(U->getSubExpr());
    return badLoc("lvalue '" + text(L) + "' is not modelled");
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
  return badLoc(std::string("lvalue '") + L->getStmtClassName() +
                "' is not modelled");
}

Loc Builder::ptrOf(const Expr *E) {
  if (!E)
    return badLoc("missing expression");
  if (++Depth > 200) {
    --Depth;
    fail("expression nesting is too deep");
    return badLoc("expression nesting is too deep");
  }
  struct DepthGuard {
    int &D;
    ~DepthGuard() { --D; }
  } G{Depth};
  E = E->IgnoreParens();
  if (const auto *CE = dyn_cast<CastExpr>(E)) {
    const Expr *Sub = CE->getSubExpr();
    switch (CE->getCastKind()) {
    case CK_ArrayToPointerDecay:
      return addrOf(Sub);
    case CK_LValueToRValue: {
      const Expr *L = Sub->IgnoreParens();
      if (const auto *DR = dyn_cast<DeclRefExpr>(L)) {
        if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl())) {
          if (VD->getType()->isReferenceType())
            return badLoc("references are not modelled ('" + nameOf(VD) + "')");
          return readPtrVar(VD);
        }
        return badLoc("pointer '" + text(L) + "' is not a variable");
      }
      Loc A = addrOf(L);
      recordAccess(A, DRS_READ, L);
      Loc R2;
      if (Mode == ExecMode::Env)
        R2.FreshOrigin = true;
      else
        R2.Bad = "pointer '" + text(L) + "' is loaded from memory in the loop";
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
      if (To.isNull() || From.isNull() ||
          !Ctx.hasSameUnqualifiedType(To, From))
        P.Direct = false;  // subscripts of another element type
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
    if (U->getOpcode() == UO_AddrOf)
      return addrOf(U->getSubExpr());
    if (U->isIncrementDecrementOp()) {
      const VarDecl *VD = refVar(U->getSubExpr());
      if (!VD) {
        Loc A = addrOf(U->getSubExpr());
        recordAccess(A, DRS_READWRITE, U->getSubExpr());
        return badLoc("pointer '" + text(U->getSubExpr()) +
                      "' is updated in memory");
      }
      Loc Old = readPtrVar(VD);
      Loc New = Old;
      int ES = typeSize(U->getType()->getPointeeType());
      if (New.Off >= 0 && ES >= 0)
        New.Off = U->isIncrementOp()
                      ? add64(New.Off, ES)
                      : drs_binop(C, DRS_OP_SUB, DRS_I64, New.Off, ES);
      else if (New.Bad.empty())
        New.Bad = "pointer arithmetic on '" + nameOf(VD) + "' of unknown size";
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
      int Term = mul64(conv(DRS_I64, I), ES);
      if (P.Off >= 0)
        P.Off = Op == BO_Add ? add64(P.Off, Term)
                             : drs_binop(C, DRS_OP_SUB, DRS_I64, P.Off, Term);
      if (P.Pending || !P.Member.empty() || Op == BO_Sub)
        P.Direct = false;
      P.Index.push_back(I);
      P.Pending = true;
      return P;
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
        if (V.Bad.empty() && I >= 0 && ES >= 0 && V.Off >= 0) {
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
      }
      return V;
    }
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    int Cnd = evalCond(CO->getCond());
    int Pre = S.Path;
    State Saved = S;
    S.Path = drs_and(C, Pre, Cnd);
    int TS = S.Path;
    Loc LT = ptrOf(CO->getTrueExpr());
    State T = std::move(S);
    S = std::move(Saved);
    S.Path = drs_and(C, Pre, lnot(Cnd));
    int ES = S.Path;
    Loc LE = ptrOf(CO->getFalseExpr());
    State F = std::move(S);
    merge(Cnd, T, F, Pre, TS, ES);
    if (!LT.Bad.empty())
      return LT;
    if (!LE.Bad.empty())
      return LE;
    if (LT.Root == LE.Root && LT.Root >= 0 && LT.Off >= 0 && LE.Off >= 0) {
      Loc M = LT;
      if (LT.Off != LE.Off)
        M.Off = drs_ite(C, DRS_I64, Cnd, LT.Off, LE.Off);
      M.Direct = false;
      M.Pending = false;
      return M;
    }
    return badLoc("pointer chosen by '?:' between different objects");
  }
  if (const auto *CE = dyn_cast<CallExpr>(E)) {
    evalCall(CE);
    Loc R2;
    if (Mode == ExecMode::Env)
      R2.FreshOrigin = true;
    else
      R2.Bad = "pointer returned by a call in the loop";
    return R2;
  }
  if (isa<StringLiteral>(E) || isa<PredefinedExpr>(E))
    return badLoc("string literal");
  if (isa<DeclRefExpr>(E) && E->getType()->isArrayType())
    return addrOf(E);
  return badLoc(std::string("pointer expression '") + E->getStmtClassName() +
                "' is not modelled");
}

// ---- expressions -----------------------------------------------------------

int Builder::evalAny(const Expr *E) {
  if (!E)
    return -1;
  QualType T = E->getType();
  if (T->isPointerType() || (T->isArrayType() && !E->isLValue())) {
    ptrOf(E);
    return -1;
  }
  return eval(E);
}

int Builder::eval(const Expr *E) {
  if (!E)
    return -1;
  drs_type DT;
  bool IsInt = dType(E->getType(), DT) && E->isPRValue();
  if (++Depth > 200) {
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
    return unknown(DT, text(E));
  }
  return conv(DT, V);
}

int Builder::evalCond(const Expr *E) {
  int V = evalAny(E);
  if (V < 0)
    V = failed() ? drs_const(C, DRS_INT, 1) : unknown(DRS_INT, text(E));
  return V;
}

static bool constInt(const Expr *E, ASTContext &Ctx, int64_t &Out) {
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
  if (E->getType()->isPointerType()) {
    ptrOf(E);
    return -1;
  }
  // Constant subexpressions fold (`3 - 2`, enum and const arithmetic), so
  // equal values on both arms of an `if` merge to one expression.
  if (isa<IntegerLiteral>(E) || isa<CharacterLiteral>(E) ||
      isa<CXXBoolLiteralExpr>(E) || isa<UnaryExprOrTypeTraitExpr>(E) ||
      isa<OffsetOfExpr>(E) || isa<ConstantExpr>(E) ||
      ((isa<BinaryOperator>(E) || isa<UnaryOperator>(E) ||
        isa<ImplicitCastExpr>(E) || isa<CStyleCastExpr>(E) ||
        isa<ConditionalOperator>(E)) &&
       !E->HasSideEffects(Ctx))) {
    int64_t V;
    if (IsInt && constInt(E, Ctx, V))
      return drs_const(C, DT, V);
  }
  switch (E->getStmtClass()) {
  case Stmt::ConstantExprClass:
    return eval(cast<ConstantExpr>(E)->getSubExpr());
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
    if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
      if (VD->getType()->isReferenceType())
        fail("references are not modelled ('" + nameOf(VD) + "')");
    return -1;  // an lvalue in a context that does not read it
  }
  case Stmt::ImplicitCastExprClass:
  case Stmt::CStyleCastExprClass:
    return evalCast(cast<CastExpr>(E));
  case Stmt::UnaryOperatorClass:
    return evalUnary(cast<UnaryOperator>(E));
  case Stmt::BinaryOperatorClass:
  case Stmt::CompoundAssignOperatorClass:
    return evalBinary(cast<BinaryOperator>(E));
  case Stmt::ConditionalOperatorClass:
    return evalConditional(cast<ConditionalOperator>(E));
  case Stmt::CallExprClass:
    return evalCall(cast<CallExpr>(E));
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
  default:
    break;
  }
  fail(std::string("expression '") + E->getStmtClassName() + "' not modelled");
  return -1;
}

int Builder::readLValue(const Expr *L, const Expr *Whole) {
  L = L->IgnoreParens();
  if (const auto *DR = dyn_cast<DeclRefExpr>(L)) {
    if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
      return readVar(VD, DR, Whole);
    return -1;
  }
  if (isa<ArraySubscriptExpr>(L) || isa<MemberExpr>(L) ||
      (isa<UnaryOperator>(L) &&
       cast<UnaryOperator>(L)->getOpcode() == UO_Deref)) {
    int64_t V;
    drs_type DT;
    Loc A = addrOf(L);
    recordAccess(A, DRS_READ, L);
    // const data folds (`const int tbl[] = {...}; tbl[2]`)
    if (Whole && dType(Whole->getType(), DT) && !Whole->HasSideEffects(Ctx) &&
        constInt(Whole, Ctx, V))
      return drs_const(C, DT, V);
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
  fail(std::string("lvalue '") + L->getStmtClassName() + "' not modelled");
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
    VD = dyn_cast<VarDecl>(DR->getDecl());
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
    VD = dyn_cast<VarDecl>(DR->getDecl());
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
  int Pre = S.Path;
  State Saved = S;
  S.Path = drs_and(C, Pre, Cnd);
  int TS = S.Path;
  int TV = evalAny(CO->getTrueExpr());
  State T = std::move(S);
  S = std::move(Saved);
  S.Path = drs_and(C, Pre, lnot(Cnd));
  int ES = S.Path;
  int EV = evalAny(CO->getFalseExpr());
  State F = std::move(S);
  merge(Cnd, T, F, Pre, TS, ES);
  drs_type DT;
  if (TV >= 0 && EV >= 0 && dType(CO->getType(), DT))
    return drs_ite(C, DT, Cnd, conv(DT, TV), conv(DT, EV));
  return -1;
}

int Builder::evalCall(const CallExpr *CE) {
  if (isa<CXXMemberCallExpr>(CE) || isa<CXXOperatorCallExpr>(CE)) {
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
  if (Name == "__builtin_expect" && CE->getNumArgs() == 2) {
    int V = eval(CE->getArg(0));
    eval(CE->getArg(1));
    return V;
  }
  bool SetLock = Name == "omp_set_lock" || Name == "omp_set_nest_lock";
  bool UnsetLock = Name == "omp_unset_lock" || Name == "omp_unset_nest_lock";
  if (SetLock || UnsetLock) {
    if (Mode != ExecMode::Body)
      return -1;
    const VarDecl *LV = nullptr;
    if (CE->getNumArgs() == 1)
      if (const auto *U = dyn_cast<UnaryOperator>(
              CE->getArg(0)->IgnoreParenImpCasts()))
        if (U->getOpcode() == UO_AddrOf)
          LV = refVar(U->getSubExpr());
    if (!LV) {
      fail("call to '" + Name + "' through a lock pointer is not modelled");
      return -1;
    }
    std::string L = "lock:" + nameOf(LV);
    if (SetLock) {
      S.Locks.push_back(L);
    } else if (!S.Locks.empty() && S.Locks.back() == L) {
      S.Locks.pop_back();
    } else {
      fail("'" + Name + "' without a matching set in the same iteration");
    }
    return -1;
  }
  bool Pure = isPureFunction(Name);
  for (const Expr *A : CE->arguments()) {
    QualType AT = A->getType();
    if (AT->isPointerType()) {
      const Expr *AI = A->IgnoreParenImpCasts();
      bool Harmless = isa<StringLiteral>(AI) || isa<PredefinedExpr>(AI) ||
                      AT->getPointeeType().getAsString().find("FILE") !=
                          std::string::npos;
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
  } else if (!Pure) {
    havocGlobals();
  }
  return -1;
}

// ---- statements --------------------------------------------------------------

void Builder::execDecl(const VarDecl *VD) {
  // VLA sizes are evaluated where the declaration is.
  QualType T = VD->getType();
  while (const ArrayType *AT = Ctx.getAsArrayType(T)) {
    if (const auto *V = dyn_cast<VariableArrayType>(AT))
      if (V->getSizeExpr())
        VLASize[V->getSizeExpr()] = eval(V->getSizeExpr());
    T = AT->getElementType();
  }
  if (failed())
    return;
  T = VD->getType();
  if (T->isReferenceType()) {
    fail("references are not modelled ('" + nameOf(VD) + "')");
    return;
  }
  if (!VD->isLocalVarDecl() || VD->isStaticLocal() || VD->hasExternalStorage())
    return;  // initialised once, not here: its value stays unknown
  const Expr *Init = VD->getInit();
  if (T->isPointerType()) {
    Loc L = Init ? ptrOf(Init)
                 : badLoc("pointer '" + nameOf(VD) + "' is not initialised");
    if (L.FreshOrigin) {
      Loc N;
      N.Root = rootFor(VD, DRS_OBJ_POINTER, ++PtrGeneration[VD]);
      N.Off = k64(0);
      L = N;
    }
    if (!L.Index.empty() || L.Pending || !L.Member.empty())
      L.Direct = false;
    L.Pending = false;
    S.Ptrs[VD] = L;
    return;
  }
  drs_type DT;
  if (dType(T, DT)) {
    if (!Init && Mode == ExecMode::Env) {
      S.Vars.erase(VD);  // indeterminate: an unknown when (if ever) read
      LastValue.erase(VD);
      return;
    }
    int V = Init ? eval(Init) : unknown(DT, nameOf(VD));
    V = conv(DT, V);
    LastValue[VD] = V;
    if (!AddrTaken.count(VD) && V >= 0)
      S.Vars[VD] = V;
    return;
  }
  if (Init)
    evalAny(Init);
}

void Builder::execIf(const IfStmt *If) {
  if (If->getInit() || If->getConditionVariable() || If->isConsteval()) {
    fail("'if' with an initialiser is not modelled");
    return;
  }
  int Cnd = evalCond(If->getCond());
  if (failed())
    return;
  int Pre = S.Path;
  bool Drop = Mode == ExecMode::Env && InParallelRegion;
  State Saved = S;
  S.Path = Drop ? Pre : drs_and(C, Pre, Cnd);
  int TS = S.Path;
  execStmt(If->getThen());
  State T = std::move(S);
  S = std::move(Saved);
  S.Path = Drop ? Pre : drs_and(C, Pre, lnot(Cnd));
  int ES = S.Path;
  if (If->getElse())
    execStmt(If->getElse());
  State F = std::move(S);
  merge(Cnd, T, F, Pre, TS, ES);
}

void Builder::execEnvLoopHavoc(const Stmt *Loop) {
  std::set<const VarDecl *> Mod;
  collectModifiedOutside(Loop, Mod);
  havoc(Mod);
  if (containsKind(Loop, true, false))
    havocGlobals();
}

void Builder::execInnerFor(const ForStmt *F) {
  LoopShape L;
  bool Canon = parseCanonical(F, L);
  std::set<const VarDecl *> Mod, InBody;
  collectModified(F->getBody(), InBody);
  collectModified(F->getCond(), InBody);
  if (Canon && InBody.count(L.Var))
    Canon = false;
  collectModifiedOutside(F->getBody(), Mod);
  collectModifiedOutside(F->getCond(), Mod);
  collectModifiedOutside(F->getInc(), Mod);
  if (Canon && !boundInvariant(L, F->getBody(), F->getInc(), false))
    Canon = false;
  if (Canon && F->getConditionVariable())
    Canon = false;
  if (!Canon) {
    execOddLoop(F);
    return;
  }
  execStmt(F->getInit());
  if (failed())
    return;
  drs_type VT;
  if (!dType(L.Var->getType(), VT)) {
    fail("loop variable '" + nameOf(L.Var) + "' is not an integer");
    return;
  }
  int V0 = LastValue.count(L.Var) ? LastValue[L.Var] : -1;
  if (V0 < 0)
    V0 = unknown(VT, nameOf(L.Var));
  V0 = conv(VT, V0);
  std::set<const VarDecl *> Written0 = S.Written;
  int P0 = S.Path;
  Mod.erase(L.Var);
  havoc(Mod);
  int Sym = freshSym(nameOf(L.Var), nameOf(L.Var), VT, DRS_SYM_LOOP, C->n_loops);
  Override[L.Var] = Sym;
  int Cond = translateCond(L, Sym);
  if (failed())
    return;
  int Li = drs_add_loop(C, DRS_LOOP_INNER, C->exprs[Sym].sym, CurLoop, V0,
                        Cond, L.Step, line(F->getForLoc()), col(F->getForLoc()));
  if (Li < 0) {
    fail(std::string("internal error in the model builder: ") +
         drs_construct_last_error_(C));
    return;
  }
  int SavedLoop = CurLoop;
  CurLoop = Li;
  Breaks.push_back(BreakKind::InnerLoop);
  std::vector<std::string> Locks0 = S.Locks;
  execStmt(F->getBody());
  if (!S.Dead && S.Locks != Locks0)
    fail("a lock is held across iterations of an inner loop");
  S.Dead = false;
  S.Path = P0;
  S.Locks = Locks0;
  S.Written = Written0;
  execStmt(F->getInc());
  Breaks.pop_back();
  CurLoop = SavedLoop;
  Override.erase(L.Var);
  S.Dead = false;
  S.Path = P0;
  S.Written = Written0;
  if (!isa_and_nonnull<DeclStmt>(F->getInit()))
    Mod.insert(L.Var);
  havoc(Mod);
}

void Builder::execOddLoop(const Stmt *Loop) {
  const Stmt *Init = nullptr, *Body = nullptr;
  const Expr *Cond = nullptr, *Inc = nullptr;
  bool IsDo = false;
  if (const auto *F = dyn_cast<ForStmt>(Loop)) {
    Init = F->getInit();
    Cond = F->getCond();
    Inc = F->getInc();
    Body = F->getBody();
    if (F->getConditionVariable()) {
      fail("condition variables are not modelled");
      return;
    }
  } else if (const auto *W = dyn_cast<WhileStmt>(Loop)) {
    Cond = W->getCond();
    Body = W->getBody();
    if (W->getConditionVariable()) {
      fail("condition variables are not modelled");
      return;
    }
  } else if (const auto *D = dyn_cast<DoStmt>(Loop)) {
    Cond = D->getCond();
    Body = D->getBody();
    IsDo = true;
  }
  execStmt(Init);
  if (failed() || S.Dead)
    return;
  std::set<const VarDecl *> Mod;
  collectModifiedOutside(Body, Mod);
  collectModifiedOutside(Cond, Mod);
  collectModifiedOutside(Inc, Mod);
  std::set<const VarDecl *> Written0 = S.Written;
  std::vector<std::string> Locks0 = S.Locks;
  int P0 = S.Path;
  havoc(Mod);
  Breaks.push_back(BreakKind::InnerLoop);
  if (!IsDo && Cond) {
    int Cnd = evalCond(Cond);
    S.Path = drs_and(C, P0, Cnd);
  }
  int P1 = S.Path;
  execStmt(Body);
  if (!S.Dead && S.Locks != Locks0)
    fail("a lock is held across iterations of an inner loop");
  S.Dead = false;
  S.Path = P1;
  S.Locks = Locks0;
  if (Inc)
    evalAny(Inc);
  if (IsDo && Cond)
    evalCond(Cond);
  Breaks.pop_back();
  S.Dead = false;
  S.Path = P0;
  S.Written = Written0;
  havoc(Mod);
}

namespace {
struct SwitchCtx {
  int V, P0, Default;
  std::set<const VarDecl *> Written0;
  std::vector<std::string> Locks0;
  std::map<const VarDecl *, int> Vars0;
};
} // namespace

static int caseMatch(Builder &B, const CaseStmt *CS, int V) {
  int64_t Lo, Hi;
  drs_type T = B.tyOf(V);
  if (!constInt(CS->getLHS(), B.Ctx, Lo)) {
    B.fail("case value is not a constant");
    return -1;
  }
  if (CS->caseStmtIsGNURange()) {
    if (!constInt(CS->getRHS(), B.Ctx, Hi)) {
      B.fail("case value is not a constant");
      return -1;
    }
    int A = drs_binop(B.C, DRS_OP_GE, DRS_INT, V, drs_const(B.C, T, Lo));
    int Z = drs_binop(B.C, DRS_OP_LE, DRS_INT, V, drs_const(B.C, T, Hi));
    return drs_binop(B.C, DRS_OP_LAND, DRS_INT, A, Z);
  }
  return drs_binop(B.C, DRS_OP_EQ, DRS_INT, V, drs_const(B.C, T, Lo));
}

void Builder::execSwitch(const SwitchStmt *Sw) {
  if (Sw->getInit() || Sw->getConditionVariable()) {
    fail("'switch' with an initialiser is not modelled");
    return;
  }
  int V = eval(Sw->getCond());
  if (failed() || V < 0)
    return;
  std::set<const VarDecl *> Mod;
  collectModifiedOutside(Sw->getBody(), Mod);
  havoc(Mod);
  State Pre = S;
  int DefaultCond = -1;
  bool HasDefault = false;
  for (const SwitchCase *SC = Sw->getSwitchCaseList(); SC;
       SC = SC->getNextSwitchCase()) {
    if (const auto *CS = dyn_cast<CaseStmt>(SC))
      DefaultCond = drs_and(C, DefaultCond, lnot(caseMatch(*this, CS, V)));
    else
      HasDefault = true;
  }
  if (failed())
    return;
  SwitchExits.emplace_back();
  Breaks.push_back(BreakKind::Switch);
  S.Dead = true;
  const Stmt *Body = Sw->getBody();
  SwitchCtx X{V, Pre.Path, DefaultCond, Pre.Written, Pre.Locks, Pre.Vars};
  auto Enter = [&](int Match) {
    int Entry = drs_and(C, X.P0, Match);
    if (S.Dead) {
      S = Pre;
      S.Path = Entry;
      return;
    }
    // fall-through joins the entry: values that differ become unknown
    for (auto &KV : S.Vars) {
      auto It = X.Vars0.find(KV.first);
      if (It == X.Vars0.end() || It->second != KV.second) {
        drs_type DT;
        if (dType(KV.first->getType(), DT))
          KV.second = unknown(DT, nameOf(KV.first));
      }
    }
    for (auto &KV : S.Ptrs) {
      auto It = Pre.Ptrs.find(KV.first);
      if (It == Pre.Ptrs.end() || It->second.Root != KV.second.Root ||
          It->second.Off != KV.second.Off) {
        Loc Bad;
        Bad.Bad = "pointer '" + nameOf(KV.first) + "' set in a switch";
        KV.second = Bad;
      }
    }
    std::set<const VarDecl *> W;
    for (const VarDecl *VD : S.Written)
      if (X.Written0.count(VD))
        W.insert(VD);
    S.Written = W;
    S.Path = lor(S.Path, Entry);
    if (S.Locks != X.Locks0)
      fail("the locks held differ between the cases of a switch");
  };
  std::vector<const Stmt *> Items;
  if (const auto *CS = dyn_cast<CompoundStmt>(Body))
    for (const Stmt *St : CS->body())
      Items.push_back(St);
  else
    Items.push_back(Body);
  for (const Stmt *St : Items) {
    if (failed())
      break;
    // a chain of labels: `case 1: case 2: stmt`
    const Stmt *Cur = St;
    for (;;) {
      if (const auto *CS = dyn_cast<CaseStmt>(Cur)) {
        Enter(caseMatch(*this, CS, V));
        Cur = CS->getSubStmt();
      } else if (const auto *DS = dyn_cast<DefaultStmt>(Cur)) {
        Enter(X.Default);
        Cur = DS->getSubStmt();
      } else {
        break;
      }
    }
    execStmt(Cur);
  }
  std::vector<State> Exits = std::move(SwitchExits.back());
  SwitchExits.pop_back();
  Breaks.pop_back();
  if (failed())
    return;
  if (!S.Dead)
    Exits.push_back(S);
  if (!HasDefault) {
    State D = Pre;
    D.Path = drs_and(C, X.P0, X.Default);
    Exits.push_back(D);
  }
  bool HasContinue = false;
  std::function<void(const Stmt *)> Scan = [&](const Stmt *St) {
    if (!St)
      return;
    if (isa<ContinueStmt>(St))
      HasContinue = true;
    if (isa<ForStmt>(St) || isa<WhileStmt>(St) || isa<DoStmt>(St))
      return;
    for (const Stmt *Ch : St->children())
      Scan(Ch);
  };
  Scan(Body);
  State Out = Pre;
  if (Exits.empty()) {
    Out.Dead = true;
    S = Out;
    return;
  }
  int P = -2;
  std::set<const VarDecl *> W = Exits[0].Written;
  for (State &E : Exits) {
    P = P == -2 ? E.Path : lor(P, E.Path);
    std::set<const VarDecl *> W2;
    for (const VarDecl *VD : W)
      if (E.Written.count(VD))
        W2.insert(VD);
    W = W2;
    if (E.Locks != Pre.Locks)
      fail("the locks held differ at the end of a switch");
  }
  Out.Path = HasContinue ? P : Pre.Path;
  Out.Written = W;
  S = Out;
  havoc(Mod);
}

void Builder::execDirective(const OMPExecutableDirective *D) {
  std::string Name =
      llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str();
  const Stmt *Assoc =
      D->hasAssociatedStmt() ? unwrapCaptured(D->getAssociatedStmt()) : nullptr;
  if (Mode == ExecMode::Env) {
    if (Assoc)
      execEnvLoopHavoc(Assoc);
    return;
  }
  if (const auto *CD = dyn_cast<OMPCriticalDirective>(D)) {
    std::string L = "critical:" + CD->getDirectiveName().getAsString();
    S.Locks.push_back(L);
    size_t Depth0 = S.Locks.size();
    execStmt(Assoc);
    if (!S.Dead && S.Locks.size() == Depth0)
      S.Locks.pop_back();
    return;
  }
  if (const auto *AD = dyn_cast<OMPAtomicDirective>(D)) {
    const Expr *X = AD->getX();
    if (!X) {
      fail("this form of 'atomic' is not modelled");
      return;
    }
    bool SavedIn = InAtomic;
    const Expr *SavedX = AtomicX;
    InAtomic = true;
    AtomicX = X->IgnoreParenImpCasts();
    execStmt(Assoc);
    InAtomic = SavedIn;
    AtomicX = SavedX;
    return;
  }
  if (isa<OMPOrderedDirective>(D)) {
    if (!Assoc) {
      fail("stand-alone 'ordered' is not modelled");
      return;
    }
    S.Locks.push_back("ordered");
    size_t Depth0 = S.Locks.size();
    execStmt(Assoc);
    if (!S.Dead && S.Locks.size() == Depth0)
      S.Locks.pop_back();
    return;
  }
  if (isa<OMPFlushDirective>(D))
    return;
  if (isa<OMPSimdDirective>(D) && Assoc) {
    execStmt(Assoc);  // one thread's lanes: a sequential loop here
    return;
  }
  fail("'#pragma omp " + Name + "' inside the loop is not modelled");
}

void Builder::execStmt(const Stmt *St) {
  if (!St || failed() || S.Dead)
    return;
  if (const auto *E = dyn_cast<Expr>(St)) {
    const VarDecl *SavedRed = RedVar;
    std::string SavedOp = RedOp;
    if (Mode == ExecMode::Body)
      detectReduction(E);
    evalAny(E);
    RedVar = SavedRed;
    RedOp = SavedOp;
    return;
  }
  switch (St->getStmtClass()) {
  case Stmt::CompoundStmtClass:
    for (const Stmt *Ch : cast<CompoundStmt>(St)->body()) {
      if (failed() || S.Dead)
        break;
      execStmt(Ch);
    }
    return;
  case Stmt::NullStmtClass:
    return;
  case Stmt::DeclStmtClass:
    for (const Decl *D : cast<DeclStmt>(St)->decls()) {
      if (const auto *VD = dyn_cast<VarDecl>(D)) {
        execDecl(VD);
      } else if (const auto *TD = dyn_cast<TypedefNameDecl>(D)) {
        QualType T = TD->getUnderlyingType();
        while (const ArrayType *AT = Ctx.getAsArrayType(T)) {
          if (const auto *V = dyn_cast<VariableArrayType>(AT))
            if (V->getSizeExpr())
              VLASize[V->getSizeExpr()] = eval(V->getSizeExpr());
          T = AT->getElementType();
        }
      }
    }
    return;
  case Stmt::IfStmtClass:
    execIf(cast<IfStmt>(St));
    return;
  case Stmt::ForStmtClass:
    if (Mode == ExecMode::Body)
      execInnerFor(cast<ForStmt>(St));
    else
      execEnvLoopHavoc(St);
    return;
  case Stmt::WhileStmtClass:
  case Stmt::DoStmtClass:
    if (Mode == ExecMode::Body)
      execOddLoop(St);
    else
      execEnvLoopHavoc(St);
    return;
  case Stmt::SwitchStmtClass:
    if (Mode == ExecMode::Body) {
      execSwitch(cast<SwitchStmt>(St));
    } else {
      eval(cast<SwitchStmt>(St)->getCond());
      execEnvLoopHavoc(cast<SwitchStmt>(St)->getBody());
    }
    return;
  case Stmt::ContinueStmtClass:
    S.Dead = true;
    return;
  case Stmt::BreakStmtClass:
    if (Mode == ExecMode::Body) {
      if (Breaks.empty() || Breaks.back() == BreakKind::ConstructLoop) {
        fail("'break' in the loop of the construct is not modelled");
        return;
      }
      if (Breaks.back() == BreakKind::Switch && !SwitchExits.empty())
        SwitchExits.back().push_back(S);
    }
    S.Dead = true;
    return;
  case Stmt::ReturnStmtClass:
    if (Mode == ExecMode::Body) {
      fail("'return' inside the loop is not modelled");
      return;
    }
    evalAny(cast<ReturnStmt>(St)->getRetValue());
    S.Dead = true;
    return;
  case Stmt::AttributedStmtClass:
    execStmt(cast<AttributedStmt>(St)->getSubStmt());
    return;
  case Stmt::CapturedStmtClass:
    execStmt(cast<CapturedStmt>(St)->getCapturedStmt());
    return;
  default:
    break;
  }
  if (const auto *D = dyn_cast<OMPExecutableDirective>(St)) {
    execDirective(D);
    return;
  }
  fail(std::string("statement '") + St->getStmtClassName() + "' not modelled");
}

void Builder::detectReduction(const Expr *E) {
  E = E->IgnoreParens();
  auto Shared = [&](const VarDecl *VD) {
    return VD && isSharedWritten(VD) && !Override.count(VD);
  };
  if (const auto *CAO = dyn_cast<CompoundAssignOperator>(E)) {
    const VarDecl *VD = refVar(CAO->getLHS());
    if (!Shared(VD) || refersTo(CAO->getRHS(), VD))
      return;
    const char *Op = nullptr;
    switch (CAO->getOpcode()) {
    case BO_AddAssign: Op = "+"; break;
    case BO_SubAssign: Op = "-"; break;
    case BO_MulAssign: Op = "*"; break;
    case BO_AndAssign: Op = "&"; break;
    case BO_OrAssign: Op = "|"; break;
    case BO_XorAssign: Op = "^"; break;
    default: return;
    }
    RedVar = VD;
    RedOp = Op;
    return;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    const VarDecl *VD = refVar(U->getSubExpr());
    if (U->isIncrementDecrementOp() && Shared(VD)) {
      RedVar = VD;
      RedOp = "+";
    }
    return;
  }
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B || B->getOpcode() != BO_Assign)
    return;
  const VarDecl *VD = refVar(B->getLHS());
  if (!Shared(VD))
    return;
  const Expr *RHS = B->getRHS()->IgnoreParenImpCasts();
  if (const auto *RB = dyn_cast<BinaryOperator>(RHS)) {
    const char *Op = nullptr;
    bool Comm = true;
    switch (RB->getOpcode()) {
    case BO_Add: Op = "+"; break;
    case BO_Mul: Op = "*"; break;
    case BO_And: Op = "&"; break;
    case BO_Or: Op = "|"; break;
    case BO_Xor: Op = "^"; break;
    case BO_LAnd: Op = "&&"; break;
    case BO_LOr: Op = "||"; break;
    case BO_Sub: Op = "-"; Comm = false; break;
    default: return;
    }
    if (refVar(RB->getLHS()) == VD && !refersTo(RB->getRHS(), VD)) {
      RedVar = VD;
      RedOp = Op;
    } else if (Comm && refVar(RB->getRHS()) == VD &&
               !refersTo(RB->getLHS(), VD)) {
      RedVar = VD;
      RedOp = Op;
    }
    return;
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(RHS)) {
    const auto *Cmp =
        dyn_cast<BinaryOperator>(CO->getCond()->IgnoreParenImpCasts());
    if (!Cmp || !Cmp->isRelationalOp())
      return;
    const Expr *X = Cmp->getLHS(), *Y = Cmp->getRHS();
    bool Less = Cmp->getOpcode() == BO_LT || Cmp->getOpcode() == BO_LE;
    if (!Less)
      std::swap(X, Y);  // X < Y
    const Expr *T = CO->getTrueExpr(), *F = CO->getFalseExpr();
    const Expr *Other = nullptr;
    bool SIsX = refVar(X) == VD;
    bool SIsY = refVar(Y) == VD;
    if (SIsX == SIsY)
      return;
    Other = SIsX ? Y : X;
    if (refersTo(Other, VD))
      return;
    std::string OT = text(Other);
    bool TIsS = refVar(T) == VD, FIsS = refVar(F) == VD;
    bool TIsO = text(T->IgnoreParenImpCasts()) == text(Other->IgnoreParenImpCasts());
    bool FIsO = text(F->IgnoreParenImpCasts()) == text(Other->IgnoreParenImpCasts());
    if (!((TIsS && FIsO) || (TIsO && FIsS)))
      return;
    // (s < e ? e : s) -> max; (s < e ? s : e) -> min; (e < s ? s : e) -> max
    bool PicksGreater = SIsX ? TIsO : TIsS;
    RedVar = VD;
    RedOp = PicksGreater ? "max" : "min";
  }
}

} // namespace drsat
