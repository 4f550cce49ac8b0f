//===- BuildFlags.cpp - a flag one worker raises, others wait for ---------===//
//
// The hand-made signal of DataRaceBench's DRB182/DRB192:
//
//   int x = 0, s = 0;
//   #pragma omp parallel sections
//   { #pragma omp section
//     { x = 1;  #pragma omp atomic write seq_cst
//               s = 1; }
//     #pragma omp section
//     { int done = 0;
//       while (!done) { #pragma omp atomic read seq_cst
//                       done = s; }
//       x = 2; } }
//
// The waiting loop can only end by reading a value of `s` other than the one
// it had before the region, and the one write of `s` in the region is the
// signal: so every access after the loop follows every access the signalling
// worker made before the signal (a release of `s` read by an acquire,
// OpenMP 5.2, 1.4.4-1.4.6).  That order is a hand-off (BuildPhases.cpp) with
// the token "flag:s@L:C" (the signal's place): accesses of the signalling
// worker before the signal carry "hold:" + token, accesses after a waiting
// loop "got:" + token, and drs_lock_ids_match pairs the two.
//
// What makes it a proof, checked here (anything else: no flag, and the loop
// keeps the older treatment, which makes the construct's races "possible"):
//  - the flag is a local integer variable of the function, shared in the
//    region, its address never taken, named in no clause of the function
//    but shared, private and firstprivate (lastprivate, linear, reduction,
//    map write it back), no lambda or block in the function,
//    its value before the region a known constant v0;
//  - every use of it in the region is the signal (one assignment) or a read,
//    all of one kind: under `atomic` (the signal `atomic write` with
//    seq_cst, release or acq_rel; the reads `atomic read` with seq_cst,
//    acquire or acq_rel), or in `critical` of the signal's name;
//  - the signal runs at most once: in a section, single, master or masked
//    construct, with no loop, task or other construct between it and the
//    region, in a `parallel` or `parallel sections` region without goto;
//  - the waiting loop (`while` or `do`) never ends while every read of the
//    flag yields v0 (flagWaits): run concretely from its entry values with
//    the flag at v0, its state after one more pass is the state it started
//    from and its condition holds; it holds only the reads, assignments to
//    its thread's own integer variables, `if`, `atomic read` and `critical`
//    -- no call, break or other way out.
// The hold ends when the signal's directive ends: a waiter that read the
// flag under the signal's critical entered its own after all of the
// signaller's.  A worker that has already waited for something (a got mark)
// when it signals passes that order on: a chain the pairs do not express, so
// the construct's races become "possible" (as before) rather than false
// alarms.  And the marks say only what is sure: an access that is neither
// marked nor surely after the signal on its thread (the owner's code after
// the release on a path that gave it, the thread's code after the owner)
// may be the signaller's before the signal -- code before the owner, other
// sections, tasks -- so against a waiter it gets the "hold:" mark under an
// untracked condition (flagUncertain): such a race is possible, not proved.
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenMP.h"

using namespace clang;

namespace drsat {

namespace {

bool isLoopStmt(const Stmt *X) {
  return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(X);
}

bool acquireOrder(const OMPAtomicDirective *AD) {
  return AD->hasClausesOfKind<OMPSeqCstClause>() ||
         AD->hasClausesOfKind<OMPAcquireClause>() ||
         AD->hasClausesOfKind<OMPAcqRelClause>();
}

bool releaseOrder(const OMPAtomicDirective *AD) {
  return AD->hasClausesOfKind<OMPSeqCstClause>() ||
         AD->hasClausesOfKind<OMPReleaseClause>() ||
         AD->hasClausesOfKind<OMPAcqRelClause>();
}

/// One use of a candidate flag in the region.
struct FlagUse {
  bool Write = false;
  const Stmt *Release = nullptr;  ///< write: its atomic or critical directive
  bool Atomic = false;            ///< under `atomic` (else critical)
  std::set<std::string> Crits;    ///< the critical names around it
  const Stmt *Loop = nullptr;     ///< read: the innermost loop around it
  std::vector<const Stmt *> Chain;  ///< write: its ancestors, outermost first
};

/// Classifies DR, a use of VD with ancestors Anc (outermost first, the
/// region body first): false when it is neither form.
bool classifyUse(const DeclRefExpr *DR, const VarDecl *VD,
                 const std::vector<const Stmt *> &Anc, FlagUse &U) {
  // the nearest ancestor that is not a parenthesis or implicit cast
  size_t P = Anc.size();
  const Stmt *Child = DR;
  bool Rvalue = false;
  while (P > 0 && isa<ParenExpr, ImplicitCastExpr>(Anc[P - 1])) {
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(Anc[P - 1]))
      Rvalue |= IC->getCastKind() == CK_LValueToRValue;
    Child = Anc[--P];
  }
  if (P == 0)
    return false;
  const Stmt *Parent = Anc[P - 1];
  const auto *BO = dyn_cast<BinaryOperator>(Parent);
  if (BO && BO->getOpcode() == BO_Assign && BO->getLHS() == Child && !Rvalue) {
    U.Write = true;
    bool RefersToFlag = false;
    walk(BO->getRHS(), [&](const Stmt *X) {
      if (const auto *D = dyn_cast<DeclRefExpr>(X))
        RefersToFlag |= varOf(D) == VD;
    });
    if (RefersToFlag)
      return false;
  } else if (!Rvalue) {
    return false;  // &s, s++, s += 1, an argument by reference, ...
  }
  // the directive that protects it: the nearest one above
  const OMPExecutableDirective *Near = nullptr;
  for (size_t K = P; K-- > 0;) {
    if (const auto *CD = dyn_cast<OMPCriticalDirective>(Anc[K]))
      U.Crits.insert(CD->getDirectiveName().getAsString());
    if (!Near)
      Near = dyn_cast<OMPExecutableDirective>(Anc[K]);
    if (!U.Write && !U.Loop && isLoopStmt(Anc[K]))
      U.Loop = Anc[K];
  }
  if (const auto *AD = dyn_cast_or_null<OMPAtomicDirective>(Near)) {
    const VarDecl *X = AD->getX() ? refVar(AD->getX()) : nullptr;
    if (X != VD)
      return false;
    U.Atomic = true;
    if (U.Write && (!AD->hasClausesOfKind<OMPWriteClause>() || !releaseOrder(AD)))
      return false;
    if (!U.Write && (!AD->hasClausesOfKind<OMPReadClause>() || !acquireOrder(AD)))
      return false;
    U.Release = AD;
  } else if (const auto *CD = dyn_cast_or_null<OMPCriticalDirective>(Near)) {
    U.Release = CD;
  } else {
    return false;
  }
  if (U.Write)
    U.Chain.assign(Anc.begin(), Anc.begin() + P);
  return true;
}

} // namespace

void Builder::findFlags(const OMPExecutableDirective *D, const Stmt *RBody) {
  Flags.clear();
  FlagWaits.clear();
  const FunctionDecl *FD = Site.Function;
  if (!D || !RBody || !FD || !FD->getBody() ||
      (D->getDirectiveKind() != llvm::omp::OMPD_parallel &&
       D->getDirectiveKind() != llvm::omp::OMPD_parallel_sections))
    return;
  if (containsKindOf<LambdaExpr, BlockExpr>(FD->getBody()) ||
      containsKindOf<GotoStmt, IndirectGotoStmt>(RBody))
    return;
  // a variable a clause other than shared, private and firstprivate names
  // (lastprivate, linear, reductions, map write it back; clauses are not
  // children of their directive): no flag
  std::set<const VarDecl *> InClause;
  walk(FD->getBody(), [&](const Stmt *X) {
    if (const auto *E = dyn_cast<OMPExecutableDirective>(X))
      for (const OMPClause *Cl : E->clauses())
        if (!isa<OMPSharedClause, OMPPrivateClause, OMPFirstprivateClause>(Cl))
          for (const Stmt *Ch : const_cast<OMPClause *>(Cl)->children())
          walk(Ch, [&](const Stmt *Y) {
            if (const auto *DR = dyn_cast<DeclRefExpr>(Y))
              if (const VarDecl *VD = varOf(DR))
                InClause.insert(VD);
          });
  });
  // every use of every candidate, with its ancestors (an explicit stack)
  std::map<const VarDecl *, std::vector<FlagUse>> ByVar;
  std::set<const VarDecl *> Bad;
  std::vector<const Stmt *> Anc;
  std::vector<std::pair<const Stmt *, bool>> Todo{{RBody, false}};
  while (!Todo.empty()) {
    auto [X, Leave] = Todo.back();
    Todo.pop_back();
    if (Leave) {
      Anc.pop_back();
      continue;
    }
    if (!X)
      continue;
    if (const auto *DR = dyn_cast<DeclRefExpr>(X)) {
      const VarDecl *VD = varOf(DR);
      if (VD && !Bad.count(VD)) {
        FlagUse U;
        if (classifyUse(DR, VD, Anc, U))
          ByVar[VD].push_back(std::move(U));
        else
          Bad.insert(VD);
      }
    }
    Todo.push_back({X, true});
    Anc.push_back(X);
    size_t Mark = Todo.size();
    if (const auto *CS = dyn_cast<CapturedStmt>(X))
      Todo.push_back({CS->getCapturedStmt(), false});
    else
      for (const Stmt *Ch : X->children())
        Todo.push_back({Ch, false});
    std::reverse(Todo.begin() + Mark, Todo.end());
  }
  for (auto &[VD, Us] : ByVar) {
    if (Bad.count(VD) || InClause.count(VD) || !VD->hasLocalStorage() || VD->isStaticLocal() ||
        !VD->getType()->isIntegerType() || AddrTaken.count(VD) ||
        TUAddrTaken.count(VD) || DeclaredInBody.count(VD) || isPrivate(VD))
      continue;
    auto V = S.Vars.find(VD);
    int64_t V0 = 0;
    if (V == S.Vars.end() || !constOf(V->second, V0))
      continue;
    const FlagUse *W = nullptr;
    bool Ok = true;
    for (const FlagUse &U : Us)
      if (U.Write) {
        Ok &= !W;
        W = &U;
      }
    if (!Ok || !W)
      continue;
    std::string Crit;
    if (!W->Atomic)
      Crit = cast<OMPCriticalDirective>(W->Release)->getDirectiveName().getAsString();
    for (const FlagUse &U : Us)
      Ok &= U.Atomic == W->Atomic && (W->Atomic || U.Crits.count(Crit));
    // the signal runs at most once, on one worker
    const Stmt *Owner = nullptr;
    for (const Stmt *A : W->Chain) {
      if (isLoopStmt(A))
        Ok = false;
      if (const auto *E = dyn_cast<OMPExecutableDirective>(A)) {
        if (isa<OMPSectionDirective, OMPSingleDirective, OMPMasterDirective,
                OMPMaskedDirective>(E))
          Owner = E;
        else if (!isa<OMPSectionsDirective, OMPCriticalDirective,
                      OMPAtomicDirective>(E))
          Ok = false;
      }
    }
    if (!Ok || !Owner)
      continue;
    FlagProto &F = Flags[VD];
    F.V0 = V0;
    F.Owner = Owner;
    F.Release = W->Release;
    SourceLocation SL = SM.getExpansionLoc(W->Release->getBeginLoc());
    F.Line = line(SL);
    F.Token = "flag:" + nameOf(VD) + "@" + std::to_string(F.Line) + ":" +
              std::to_string(col(SL));
    for (const FlagUse &U : Us)
      if (U.Loop && isa<WhileStmt, DoStmt>(U.Loop)) {
        FlagWaits[U.Loop] = VD;
        if (F.WaitLoc.isInvalid())
          F.WaitLoc = SM.getExpansionLoc(U.Loop->getBeginLoc());
      }
  }
}

void Builder::flagOwnerEntered(const Stmt *Owner) {
  for (const auto &KV : Flags)
    if (KV.second.Owner == Owner)
      S.CondLocks["hold:" + KV.second.Token] = drs_const(C, DRS_INT, 1);
}

void Builder::flagReleased(const Stmt *Release) {
  for (auto &KV : Flags) {
    if (KV.second.Release != Release)
      continue;
    KV.second.ReleaseEnd = C->n_accesses;
    KV.second.ReleasePath = S.Path;
    S.CondLocks.erase("hold:" + KV.second.Token);
    bool Got = false;
    for (const auto &M : S.CondLocks)
      Got |= llvm::StringRef(M.first).starts_with("got:") &&
             M.second != drs_const(C, DRS_INT, 0);
    if (Got && FlagLoop.isInvalid())
      // what this worker waited for passes on to the flag's waiters: an
      // order of three workers the pairs do not express
      FlagLoop = KV.second.WaitLoc.isValid()
                     ? KV.second.WaitLoc
                     : SM.getExpansionLoc(Release->getBeginLoc());
  }
}

void Builder::flagOwnerLeft(const Stmt *Owner) {
  for (auto &KV : Flags)
    if (KV.second.Owner == Owner && KV.second.ReleaseEnd >= 0)
      KV.second.After.emplace_back(KV.second.ReleaseEnd, C->n_accesses);
}

void Builder::flagConstructLeft(llvm::ArrayRef<const Stmt *> Owners) {
  for (auto &KV : Flags)
    if (KV.second.ThreadAfter < 0 && llvm::is_contained(Owners, KV.second.Owner))
      KV.second.ThreadAfter = C->n_accesses;
}

void Builder::flagUncertain() {
  for (auto &KV : Flags) {
    const FlagProto &F = KV.second;
    if (!F.Used || failed())
      continue;
    std::string Hold = "hold:" + F.Token, Got = "got:" + F.Token;
    std::string Why = "the access may come before the signal at line " +
                      std::to_string(F.Line) + " on the signalling thread";
    int Cond = -1;
    for (int K = 0; K < C->n_accesses && !failed(); ++K) {
      const drs_access &A = C->accesses[K];
      bool Marked = false;
      for (int I = 0; I < A.n_locks; ++I)
        Marked |= A.locks[I] == Hold || A.locks[I] == Got;
      bool Later = F.ThreadAfter >= 0 && K >= F.ThreadAfter && A.worker == ThreadWorker;
      for (const auto &[From, To] : F.After)
        Later |= K >= From && K < To;
      // (on a path where the signal was not given it is before it: a
      // conjunct of its path must be the signal's)
      Later &= F.ReleasePath < 0 || pathImplies(A.path, F.ReleasePath);
      if (Marked || Later)
        continue;
      if (Cond < 0 && (Cond = untrackedCondition("signal_order", "signal order", Why)) < 0)
        return;
      if (drs_access_add_lock_if(C, K, Hold.c_str(), Cond) < 0)
        internalError();
    }
  }
}

namespace {

/// Runs the body of a waiting loop concretely on integer values: the
/// variables of one thread and the flag, read as V0.
class FlagRun {
public:
  FlagRun(Builder &Bld, const VarDecl *F, int64_t V)
      : B(Bld), Flag(F), V0(V) {}
  std::map<const VarDecl *, int64_t> Env;
  std::set<const VarDecl *> Inner;  ///< declared inside the loop

  bool stmt(const Stmt *X) {
    if (!X || isa<NullStmt>(X))
      return true;
    if (const auto *CS = dyn_cast<CompoundStmt>(X)) {
      for (const Stmt *Ch : CS->body())
        if (!stmt(Ch))
          return false;
      return true;
    }
    if (const auto *I = dyn_cast<IfStmt>(X)) {
      int64_t Cnd;
      if (I->getInit() || I->getConditionVariable() || I->isConsteval() ||
          !expr(I->getCond(), Cnd))
        return false;
      return stmt(Cnd ? I->getThen() : I->getElse());
    }
    if (const auto *AD = dyn_cast<OMPAtomicDirective>(X))
      return AD->hasClausesOfKind<OMPReadClause>() && AD->getX() &&
             refVar(AD->getX()) == Flag && stmt(unwrapCaptured(AD->getAssociatedStmt()));
    if (const auto *CD = dyn_cast<OMPCriticalDirective>(X))
      return stmt(unwrapCaptured(CD->getAssociatedStmt()));
    if (const auto *DS = dyn_cast<DeclStmt>(X)) {
      for (const Decl *D : DS->decls()) {
        const auto *VD = dyn_cast<VarDecl>(D);
        int64_t V;
        if (!VD || !VD->getInit() || !VD->getType()->isIntegerType() ||
            VD->isStaticLocal() || !expr(VD->getInit(), V))
          return false;
        Env[varDecl(VD)] = fit(V, VD->getType());
        Inner.insert(varDecl(VD));
      }
      return true;
    }
    if (const auto *E = dyn_cast<Expr>(X)) {
      int64_t V;
      return expr(E, V);
    }
    return false;  // break, continue, return, a loop, another directive
  }

  bool expr(const Expr *E, int64_t &V) {
    if (!E || !(E->getType()->isIntegerType() || E->getType()->isBooleanType()))
      return false;
    E = E->IgnoreParens();
    if (const auto *IL = dyn_cast<IntegerLiteral>(E)) {
      if (IL->getValue().getActiveBits() > 62)
        return false;
      V = (int64_t)IL->getValue().getZExtValue();
      return fits(V, E->getType());
    }
    if (const auto *CL = dyn_cast<CharacterLiteral>(E)) {
      V = CL->getValue();
      return true;
    }
    if (const auto *BL = dyn_cast<CXXBoolLiteralExpr>(E)) {
      V = BL->getValue();
      return true;
    }
    if (const auto *CE = dyn_cast<CastExpr>(E)) {
      switch (CE->getCastKind()) {
      case CK_LValueToRValue:
      case CK_NoOp:
        return expr(CE->getSubExpr(), V);
      case CK_IntegralCast:
      case CK_IntegralToBoolean:
        if (!expr(CE->getSubExpr(), V))
          return false;
        V = fit(V, E->getType());
        return true;
      default:
        return false;
      }
    }
    if (const auto *DR = dyn_cast<DeclRefExpr>(E)) {
      if (const auto *EC = dyn_cast<EnumConstantDecl>(DR->getDecl())) {
        V = EC->getInitVal().getExtValue();
        return true;
      }
      const VarDecl *VD = varOf(DR);
      if (VD == Flag) {
        V = V0;
        return true;
      }
      return read(VD, V);
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      if (U->isIncrementDecrementOp()) {
        const VarDecl *VD = refVar(U->getSubExpr());
        int64_t Old;
        if (!lvalue(U->getSubExpr(), VD) || !read(VD, Old))
          return false;
        int64_t New;
        if (__builtin_add_overflow(Old, U->isIncrementOp() ? 1 : -1, &New) ||
            !store(VD, New))
          return false;
        V = U->isPrefix() ? Env[VD] : Old;
        return true;
      }
      int64_t A;
      if (!expr(U->getSubExpr(), A))
        return false;
      switch (U->getOpcode()) {
      case UO_LNot: V = A == 0; return true;
      case UO_Plus: V = A; return true;
      case UO_Minus:
        return !__builtin_sub_overflow((int64_t)0, A, &V) && result(V, E->getType());
      case UO_Not: V = ~A; return result(V, E->getType());
      default: return false;
      }
    }
    if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
      int64_t Cnd;
      return expr(CO->getCond(), Cnd) &&
             expr(Cnd ? CO->getTrueExpr() : CO->getFalseExpr(), V);
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      BinaryOperatorKind Op = BO->getOpcode();
      if (Op == BO_Assign) {
        const VarDecl *VD = refVar(BO->getLHS());
        return lvalue(BO->getLHS(), VD) && expr(BO->getRHS(), V) &&
               store(VD, V) && read(VD, V);
      }
      if (Op == BO_LAnd || Op == BO_LOr) {
        int64_t A;
        if (!expr(BO->getLHS(), A))
          return false;
        if ((Op == BO_LAnd) == (A == 0)) {
          V = Op == BO_LOr;
          return true;
        }
        if (!expr(BO->getRHS(), A))
          return false;
        V = A != 0;
        return true;
      }
      if (BO->isCompoundAssignmentOp() || Op == BO_Comma)
        return false;  // (kept small: what waiting loops write)
      int64_t A, Bv;
      if (!expr(BO->getLHS(), A) || !expr(BO->getRHS(), Bv))
        return false;
      switch (Op) {
      case BO_EQ: V = A == Bv; return true;
      case BO_NE: V = A != Bv; return true;
      case BO_LT: V = A < Bv; return true;
      case BO_LE: V = A <= Bv; return true;
      case BO_GT: V = A > Bv; return true;
      case BO_GE: V = A >= Bv; return true;
      case BO_Add:
        return !__builtin_add_overflow(A, Bv, &V) && result(V, E->getType());
      case BO_Sub:
        return !__builtin_sub_overflow(A, Bv, &V) && result(V, E->getType());
      case BO_Mul:
        return !__builtin_mul_overflow(A, Bv, &V) && result(V, E->getType());
      case BO_And: V = A & Bv; return result(V, E->getType());
      case BO_Or: V = A | Bv; return result(V, E->getType());
      case BO_Xor: V = A ^ Bv; return result(V, E->getType());
      default: return false;
      }
    }
    return false;
  }

private:
  Builder &B;
  const VarDecl *Flag;
  int64_t V0;

  /// The width and signedness of T (at most 63 bits unsigned, 64 signed).
  bool shape(QualType T, unsigned &W, bool &Signed) const {
    W = B.Ctx.getIntWidth(T);
    Signed = T->isSignedIntegerOrEnumerationType();
    return W >= 1 && (Signed ? W <= 64 : W <= 63);
  }
  bool fits(int64_t V, QualType T) const {
    unsigned W;
    bool Sg;
    if (!shape(T, W, Sg))
      return false;
    if (Sg)
      return W == 64 || (V >= -(INT64_C(1) << (W - 1)) && V < (INT64_C(1) << (W - 1)));
    return V >= 0 && V < (INT64_C(1) << W);
  }
  /// The value of a conversion to T (C11 6.3.1.2-6.3.1.3; a signed result
  /// that does not fit is implementation-defined: the wrap Clang gives).
  int64_t fit(int64_t V, QualType T) const {
    if (T->isBooleanType())
      return V != 0;
    unsigned W;
    bool Sg;
    if (!shape(T, W, Sg) || W == 64)
      return V;
    uint64_t M = (UINT64_C(1) << W) - 1, U = (uint64_t)V & M;
    if (Sg && (U >> (W - 1)))
      return (int64_t)(U | ~M);
    return (int64_t)U;
  }
  /// An arithmetic result of type T: signed overflow is undefined (the
  /// loop is not judged), unsigned wraps.
  bool result(int64_t &V, QualType T) const {
    if (T->isSignedIntegerOrEnumerationType())
      return fits(V, T);
    unsigned W;
    bool Sg;
    if (!shape(T, W, Sg))
      return false;
    V = fit(V, T);
    return true;
  }
  /// E names VD, a variable of this thread (never the flag).
  bool lvalue(const Expr *E, const VarDecl *VD) const {
    return VD && VD != Flag && isa<DeclRefExpr>(E->IgnoreParens()) &&
           VD->getType()->isIntegerType() && B.isPrivate(VD);
  }
  bool read(const VarDecl *VD, int64_t &V) {
    if (!VD || VD == Flag || !VD->getType()->isIntegerType() || !B.isPrivate(VD))
      return false;
    auto It = Env.find(VD);
    if (It != Env.end()) {
      V = It->second;
      return true;
    }
    auto S = B.S.Vars.find(VD);
    if (S == B.S.Vars.end() || !B.constOf(S->second, V))
      return false;
    Env[VD] = V;
    return true;
  }
  bool store(const VarDecl *VD, int64_t V) {
    Env[VD] = fit(V, VD->getType());
    return true;
  }
};

} // namespace

bool Builder::flagWaits(const Stmt *Loop, std::string &Token) {
  auto W = FlagWaits.find(Loop);
  if (W == FlagWaits.end() || Mode != ExecMode::Body || !RegionBuild)
    return false;
  const FlagProto F = Flags.at(W->second);
  const Expr *Cond = nullptr;
  const Stmt *Body = nullptr;
  bool IsDo = false;
  if (const auto *WS = dyn_cast<WhileStmt>(Loop)) {
    if (WS->getConditionVariable())
      return false;
    Cond = WS->getCond();
    Body = WS->getBody();
  } else if (const auto *DS = dyn_cast<DoStmt>(Loop)) {
    Cond = DS->getCond();
    Body = DS->getBody();
    IsDo = true;
  }
  if (!Cond || !Body)
    return false;
  FlagRun Run(*this, W->second, F.V0);
  int64_t Cnd = 0;
  // X: the state right after a check of the condition that held
  if (IsDo && !Run.stmt(Body))
    return false;
  if (!Run.expr(Cond, Cnd) || !Cnd)
    return false;
  std::map<const VarDecl *, int64_t> X = Run.Env;
  if (!Run.stmt(Body) || !Run.expr(Cond, Cnd) || !Cnd)
    return false;
  // the second pass started from X, and from the entry values of the
  // variables the first did not touch
  for (const auto &KV : Run.Env) {
    if (Run.Inner.count(KV.first))
      continue;
    int64_t Start;
    auto It = X.find(KV.first);
    if (It != X.end())
      Start = It->second;
    else if (auto E = S.Vars.find(KV.first);
             E == S.Vars.end() || !constOf(E->second, Start))
      return false;
    if (Start != KV.second)
      return false;
  }
  Token = F.Token;
  Flags.at(W->second).Used = true;
  return true;
}

} // namespace drsat
