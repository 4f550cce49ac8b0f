//===- SymRotate.cpp - pointers a sequential loop only rotates -----------===//
//
// Double buffering: a time loop around a worksharing loop that swaps its
// buffers after each step,
//
//   for (t = 0; t < nsteps; t++) {
//     #pragma omp parallel for
//     for (i = 1; i < n - 1; i++) u2[i] = u1[i - 1] + u1[i + 1];
//     double *tmp = u1; u1 = u2; u2 = tmp;
//   }
//
// changes the pointers, so at the construct their values are not the ones
// before the loop.  When the loop's body only copies them among each other
// (top-level `p = q;` and `T *tmp = q;`), one pass maps each of them to the
// value one of them had at the pass's start: sigma.  After t passes pointer
// p holds the entry value of sigma^t(p).  Which entry value does not matter
// for races when the entry values are distinct whole objects nothing else
// reaches (each gets a fresh object of its own); what matters is which of
// the pointers hold the same one: p and q do after t passes iff
// sigma^t(p) = sigma^t(q), a partition that only grows with t and is stable
// from some depth D <= the number of pointers on.
//
// * sigma a permutation (D = 0): the pointers stay distinct objects on
//   every pass -- a fresh object each, exactly as before the loop.
// * otherwise (`u1 = u2;` without `u2 = tmp;`): from pass D on some of them
//   hold one object.  One object per class of that partition is a superset
//   of every pass's conflicts (merging objects only adds them), so a
//   race-free verdict holds for every pass; a race it finds is real when
//   the loop surely runs pass D and the construct does not depend on the
//   pass otherwise (the loop's counter unused in its body).  The caller
//   says whether that holds (MaxDepth); else the pointers are named as not
//   modelled.
//
// Anything else -- an assignment of another value, `p++`, one under a
// condition, `break`/`continue`/`return`/`goto` that can skip the swap, the
// address of a pointer taken, an entry value shared with a pointer outside
// the set or with a named array the loop uses -- leaves the pointers to
// havoc() ("modified in a loop").
//
//===----------------------------------------------------------------------===//

#include "SymExec.h"

#include <numeric>

using namespace clang;

namespace drsat {

namespace {

/// S, or a statement under it outside nested loops (and, for `break`,
/// switches), that can leave the pass early: `break`, `continue`,
/// `return`, `goto`, or an indirect goto.
bool leavesPassEarly(const Stmt *S, bool InLoop, bool InSwitch) {
  if (!S)
    return false;
  if (isa<ReturnStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S))
    return true;
  if (isa<BreakStmt>(S) && !InLoop && !InSwitch)
    return true;
  if (isa<ContinueStmt>(S) && !InLoop)
    return true;
  bool Loop = InLoop || isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) ||
              isa<CXXForRangeStmt>(S);
  bool Switch = InSwitch || isa<SwitchStmt>(S);
  for (const Stmt *Ch : S->children())
    if (leavesPassEarly(Ch, Loop, Switch))
      return true;
  return false;
}

/// leavesPassEarly of a loop body, memoised: asked for every loop on the
/// path of every construct.
bool bodyLeavesEarly(const Stmt *Body) {
  return *memoShared<bool>(MemoTag::PassEarly, Body,
                           [&] { return leavesPassEarly(Body, false, false); });
}

/// The variable E names as a whole (no member, no subscript), or null.
const VarDecl *wholeVar(const Expr *E) {
  if (!E)
    return nullptr;
  return varOf(dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()));
}

/// The body and header parts of a `for`, `while` or `do` loop (nulls for
/// anything else).
void loopParts(const Stmt *Loop, const Stmt *&Body, const Stmt *&Cond, const Stmt *&Inc) {
  Body = Cond = Inc = nullptr;
  if (const auto *F = dyn_cast<ForStmt>(Loop)) {
    Body = F->getBody();
    Cond = F->getCond();
    Inc = F->getInc();
  } else if (const auto *W = dyn_cast<WhileStmt>(Loop)) {
    Body = W->getBody();
    Cond = W->getCond();
  } else if (const auto *D = dyn_cast<DoStmt>(Loop)) {
    Body = D->getBody();
    Cond = D->getCond();
  }
}

/// X as a statement `lhs = rhs;`, or null.
const BinaryOperator *assignment(const Stmt *X) {
  const auto *E = dyn_cast<Expr>(X);
  const auto *BO = E ? dyn_cast<BinaryOperator>(E->IgnoreImplicit()) : nullptr;
  return BO && BO->getOpcode() == BO_Assign ? BO : nullptr;
}

/// The statements one pass runs in order, blocks and `do { ... } while (0)`
/// (a macro's body) opened: a `break` or `continue` in such a `do` ends it
/// early, so that one stays a single statement.
void flattenPass(const Stmt *X, std::vector<const Stmt *> &Out) {
  if (const auto *CS = dyn_cast_or_null<CompoundStmt>(X)) {
    for (const Stmt *Ch : CS->body())
      flattenPass(Ch, Out);
    return;
  }
  if (const auto *D = dyn_cast_or_null<DoStmt>(X)) {
    const auto *Lit = dyn_cast<IntegerLiteral>(D->getCond()->IgnoreParenImpCasts());
    if (Lit && Lit->getValue() == 0 &&
        !containsKindOf<BreakStmt, ContinueStmt>(D->getBody())) {
      flattenPass(D->getBody(), Out);
      return;
    }
  }
  if (X)
    Out.push_back(X);
}

/// One pass of Loop as the rotations read it: its body, the top-level
/// statements the pass runs (Items) and the variables its header names
/// (Head); false when Loop is not a `for`/`while`/`do` or a pass may end
/// half done.
bool passOf(const Stmt *Loop, const Stmt *&Body, std::vector<const Stmt *> &Items,
            std::set<const VarDecl *> &Head) {
  const Stmt *Cond = nullptr, *Inc = nullptr;
  loopParts(Loop, Body, Cond, Inc);
  if (!Body || bodyLeavesEarly(Body))
    return false;
  collectRefs(Cond, Head);
  collectRefs(Inc, Head);
  flattenPass(Body, Items);
  return true;
}

/// The partition "p and q hold one object" of a state (each pointer's
/// entry pointer): the lowest index holding the same entry, per pointer.
std::vector<int> kernelOf(const std::vector<int> &St) {
  std::vector<int> K(St.size());
  for (size_t P = 0; P < St.size(); ++P) {
    K[P] = (int)P;
    for (size_t Q = 0; Q < P; ++Q)
      if (St[Q] == St[P]) {
        K[P] = (int)Q;
        break;
      }
  }
  return K;
}

} // namespace

/// sigma for the rotated pointers Ptrs over one pass of the loop body's
/// top-level statements Items (see the file comment): Sigma[k] is the
/// index of the pointer whose start-of-pass value pointer k holds at the
/// pass's end.  False when the pass does anything else to them.
bool Builder::rotationMap(const std::vector<const Stmt *> &Items,
                          const std::vector<const VarDecl *> &Ptrs,
                          std::vector<int> &Sigma) {
  QualType T = Ptrs.front()->getType();
  std::map<const VarDecl *, int> Holds;  // pointer or scratch -> entry index
  for (size_t K = 0; K < Ptrs.size(); ++K)
    Holds[Ptrs[K]] = (int)K;
  auto Ours = [&](const VarDecl *VD) {
    return std::count(Ptrs.begin(), Ptrs.end(), VD) > 0;
  };
  // X = Rhs: X now holds what Rhs names, or nothing known (false when X is
  // one of Ptrs: not a rotation)
  auto Set = [&](const VarDecl *X, const Expr *Rhs) -> bool {
    const VarDecl *Y = wholeVar(Rhs);
    auto It = Y ? Holds.find(Y) : Holds.end();
    if (It == Holds.end() || !Ctx.hasSameType(X->getType(), T) ||
        Rhs->HasSideEffects(Ctx)) {
      Holds.erase(X);
      return !Ours(X);
    }
    Holds[X] = It->second;
    return true;
  };
  for (const Stmt *X : Items) {
    std::set<const VarDecl *> Mod;
    collectModified(X, Mod);
    std::set<const VarDecl *> Declared;
    const auto *CE = dyn_cast<CallExpr>(X);
    if (const VarDecl *A, *B; CE && pointerSwap(CE, A, B)) {
      auto IA = Holds.find(A), IB = Holds.find(B);
      if ((IA == Holds.end() && Ours(A)) || (IB == Holds.end() && Ours(B)))
        return false;
      int HA = IA == Holds.end() ? -1 : IA->second, HB = IB == Holds.end() ? -1 : IB->second;
      Holds.erase(A);
      Holds.erase(B);
      if (HB >= 0)
        Holds[A] = HB;
      if (HA >= 0)
        Holds[B] = HA;
      continue;
    }
    if (const auto *DS = dyn_cast<DeclStmt>(X)) {
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D)) {
          Declared.insert(VD);
          if (VD->hasInit() && !VD->isStaticLocal() && VD->getType()->isPointerType())
            Set(VD, VD->getInit());
        }
    } else if (const auto *BO = assignment(X);
               BO && wholeVar(BO->getLHS()) &&
               wholeVar(BO->getLHS())->getType()->isPointerType()) {
      const VarDecl *L = wholeVar(BO->getLHS());
      std::set<const VarDecl *> RhsMod;
      collectModified(BO->getRHS(), RhsMod);
      for (const VarDecl *P : Ptrs)
        if (RhsMod.count(P))
          return false;
      if (!Set(L, BO->getRHS()))
        return false;
      continue;
    }
    for (const VarDecl *VD : Mod) {
      if (Ours(VD))
        return false;  // changed other than by a plain top-level assignment
      if (!Declared.count(VD))
        Holds.erase(VD);
    }
  }
  Sigma.assign(Ptrs.size(), -1);
  for (size_t K = 0; K < Ptrs.size(); ++K) {
    auto It = Holds.find(Ptrs[K]);
    if (It == Holds.end())
      return false;
    Sigma[K] = It->second;
  }
  return true;
}

Builder::Rotation Builder::rotatePointers(const Stmt *Loop,
                                          std::set<const VarDecl *> &Mod) {
  Rotation Res;
  std::vector<const VarDecl *> Ptrs;
  for (const VarDecl *VD : Mod)
    if (VD->getType()->isPointerType() && !Override.count(VD))
      Ptrs.push_back(VD);
  // (in a region's code each thread would rotate its own copies)
  const Stmt *Body = nullptr;
  std::vector<const Stmt *> Items;
  std::set<const VarDecl *> Head;
  if (Ptrs.empty() || InParallelRegion || !passOf(Loop, Body, Items, Head))
    return Res;
  // the header does not touch them; no pointer to them can change them
  // behind the loop's back
  for (const VarDecl *P : Ptrs)
    if (Head.count(P) || AddrTaken.count(P) ||
        (P->hasGlobalStorage() && TUAddrTaken.count(P->getCanonicalDecl())))
      return Res;
  // pointers the loop does not change but copies into rotated ones
  // (`u1 = u2;` alone) take part with sigma(u2) = u2
  std::set<const VarDecl *> Declared;
  collectDeclared(Body, Declared);
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (const Stmt *X : Items) {
      const Expr *Rhs = nullptr;
      const VarDecl *Lhs = nullptr;
      if (const BinaryOperator *BO = assignment(X)) {
        Lhs = wholeVar(BO->getLHS());
        Rhs = BO->getRHS();
      } else if (const auto *DS = dyn_cast<DeclStmt>(X);
                 DS && DS->isSingleDecl() && isa<VarDecl>(DS->getSingleDecl())) {
        Lhs = cast<VarDecl>(DS->getSingleDecl());
        Rhs = Lhs->getInit();
      }
      const VarDecl *Y = wholeVar(Rhs);
      bool LhsIn = Lhs && (std::count(Ptrs.begin(), Ptrs.end(), Lhs) || Declared.count(Lhs));
      if (LhsIn && Y && Y->getType()->isPointerType() && !Override.count(Y) &&
          !std::count(Ptrs.begin(), Ptrs.end(), Y) && !Head.count(Y) && !Declared.count(Y)) {
        Ptrs.push_back(Y);
        Grew = true;
      }
    }
  }
  // a scratch pointer (`tmp = u1;` before any other use in the pass) carries
  // nothing from one pass to the next; the others are the rotated ones
  std::vector<const VarDecl *> Rot, Scratch;
  for (const VarDecl *P : Ptrs) {
    bool IsScratch = false;
    for (const Stmt *X : Items) {
      std::set<const VarDecl *> Refs;
      collectRefs(X, Refs);
      if (!Refs.count(P))
        continue;
      const BinaryOperator *BO = assignment(X);
      std::set<const VarDecl *> RhsRefs;
      if (BO && wholeVar(BO->getLHS()) == P) {
        collectRefs(BO->getRHS(), RhsRefs);
        IsScratch = !RhsRefs.count(P);
      }
      break;
    }
    (IsScratch ? Scratch : Rot).push_back(P);
  }
  if (Rot.empty())
    return Res;
  for (const VarDecl *P : Rot)
    if (!Ctx.hasSameType(P->getType(), Rot.front()->getType()))
      return Res;
  // the values before the loop: distinct objects nothing else holds
  std::set<int> Entry;
  std::set<const VarDecl *> Named;
  collectRefs(Loop, Named);
  bool Calls = containsKind(Loop, true, false);
  bool AllOwn = true;  // allocated here, or an array only the pointers reach
  for (const VarDecl *P : Rot) {
    Loc L = readPtrVar(P);  // (a parameter not read yet: its origin)
    if (failed())
      return Res;
    if (!L.Bad.empty() || L.Root < 0 || L.FreshOrigin || !Entry.insert(L.Root).second)
      return Res;
    const RootInfo &RI = Roots[L.Root];
    if (RI.Kind != DRS_OBJ_POINTER && RI.VD && Named.count(RI.VD))
      return Res;  // the loop names the array itself
    AllOwn &= RI.Allocated ||
              (RI.Kind == DRS_OBJ_ARRAY && RI.VD && !ArrayEscapes.count(RI.VD) &&
               !AddrTaken.count(RI.VD) && (!RI.VD->hasGlobalStorage() || !Calls));
  }
  auto Shared = [&](const Loc &L) { return L.Root >= 0 && Entry.count(L.Root); };
  for (const auto &KV : S.Ptrs)
    if (!std::count(Rot.begin(), Rot.end(), KV.first) && Shared(KV.second))
      return Res;
  for (const auto &KV : S.Tables)
    for (const Loc &L : KV.second)
      if (Shared(L))
        return Res;
  for (const auto &KV : S.Fills)
    if (Shared(KV.second.Entry) || Entry.count(KV.second.RowRoot))
      return Res;
  for (const auto &KV : LocRefs)
    if (Shared(KV.second))
      return Res;
  std::vector<int> Sigma;
  if (!rotationMap(Items, Rot, Sigma))
    return Res;
  // the partitions of the passes: kernel of sigma^d, d = 0..n
  size_t N = Rot.size();
  std::vector<int> St(N);
  std::iota(St.begin(), St.end(), 0);
  std::vector<std::vector<int>> Kernels{kernelOf(St)};
  for (size_t D = 0; D < N; ++D) {
    std::vector<int> Next(N);
    for (size_t P = 0; P < N; ++P)
      Next[P] = St[Sigma[P]];
    St = Next;
    Kernels.push_back(kernelOf(St));
  }
  Res.Depth = 0;
  while (Kernels[Res.Depth] != Kernels.back())
    ++Res.Depth;
  Res.Ptrs = Rot;
  Res.Scratch = Scratch;
  // each class named after the pointer whose first object its members hold
  // from then on (`u1 = u2;`: u2), when one of them is
  Res.Class = Kernels.back();
  for (size_t P = 0; P < N; ++P)
    if (Res.Class[St[P]] == Res.Class[P])
      Res.Class[P] = St[P];
  Res.Own = AllOwn;
  for (const VarDecl *P : Ptrs)
    Mod.erase(P);
  return Res;
}

void Builder::applyRotation(const Rotation &Rot, const Stmt *Loop, bool Allowed) {
  if (Rot.Ptrs.empty())
    return;
  for (const VarDecl *P : Rot.Scratch) {
    Loc L;
    L.Bad = "value of pointer '" + nameOf(P) + "' from an earlier pass of the loop at line " +
            std::to_string(line(Loop->getBeginLoc())) + " is not tracked";
    S.Ptrs[P] = L;
  }
  if (Rot.Depth > 0 && !Allowed) {
    std::string Names;
    for (size_t K = 0; K < Rot.Ptrs.size(); ++K)
      if (Rot.Class[K] != (int)K || std::count(Rot.Class.begin(), Rot.Class.end(), (int)K) > 1)
        Names += (Names.empty() ? "'" : ", '") + nameOf(Rot.Ptrs[K]) + "'";
    for (const VarDecl *P : Rot.Ptrs) {
      Loc L;
      L.Bad = "pointers " + Names + " come to hold one object after " +
              std::to_string(Rot.Depth) + " pass" + (Rot.Depth > 1 ? "es" : "") +
              " of the loop at line " + std::to_string(line(Loop->getBeginLoc())) +
              "; modelled only when the loop surely runs that often around the "
              "construct and its counter is not used in the body";
      S.Ptrs[P] = L;
    }
    return;
  }
  std::map<int, int> RootOf;  // class -> fresh object
  for (size_t K = 0; K < Rot.Ptrs.size(); ++K) {
    const VarDecl *Rep = Rot.Ptrs[Rot.Class[K]];
    auto It = RootOf.find(Rot.Class[K]);
    if (It == RootOf.end()) {
      int Root = rootFor(Rep, DRS_OBJ_POINTER, ++PtrGeneration[Rep]);
      Roots[Root].Allocated = Rot.Own;
      It = RootOf.emplace(Rot.Class[K], Root).first;
    }
    Loc L;
    L.Root = It->second;
    L.Off = k64(0);
    S.Ptrs[Rot.Ptrs[K]] = L;
    if (Rot.Class[K] != (int)K)
      R.Hints.push_back(
          {Roots[It->second].Name,
           "'" + nameOf(Rot.Ptrs[K]) + "' holds the object of '" + nameOf(Rep) +
               "' from pass " + std::to_string(Rot.Depth + 1) + " of the loop at line " +
               std::to_string(line(Loop->getBeginLoc())) + " on"});
  }
}

void Builder::rotateInts(const Stmt *Loop, std::set<const VarDecl *> &Mod,
                         llvm::function_ref<int64_t()> SurePasses) {
  const Stmt *Body = nullptr;
  std::vector<const Stmt *> Items;
  std::set<const VarDecl *> Head;
  if (InParallelRegion || !passOf(Loop, Body, Items, Head))
    return;
  bool Calls = containsKind(Loop, true, false);
  struct Orbit {
    const VarDecl *VD;
    drs_type T;
    std::vector<int64_t> Values;  // Values[k]: the value at the start of pass k
  };
  std::vector<Orbit> Found;
  for (const VarDecl *VD : Mod) {
    drs_type T;
    if (VD->getType()->isPointerType() || !dType(VD->getType(), T) ||
        AddrTaken.count(VD) || Override.count(VD) || Head.count(VD) ||
        (VD->hasGlobalStorage() && (Calls || TUAddrTaken.count(VD->getCanonicalDecl()))))
      continue;
    // the one statement of the pass that changes it: `v = f(v);`
    const Expr *Rhs = nullptr;
    bool Ok = true;
    for (const Stmt *X : Items) {
      std::set<const VarDecl *> M;
      collectModified(X, M);
      if (!M.count(VD))
        continue;
      const BinaryOperator *BO = assignment(X);
      if (Rhs || !BO || wholeVar(BO->getLHS()) != VD) {
        Ok = false;
        break;
      }
      Rhs = BO->getRHS();
    }
    std::set<const VarDecl *> Refs;
    if (Rhs)
      collectRefs(Rhs, Refs);
    Refs.erase(VD);
    auto It = S.Vars.find(VD);
    int64_t X0 = 0;
    if (!Ok || !Rhs || !Refs.empty() || Rhs->HasSideEffects(Ctx) ||
        containsKind(Rhs, true, true) || It == S.Vars.end() || !constOf(It->second, X0))
      continue;
    // its values pass by pass, from the one before the loop, until one repeats
    Orbit O{VD, T, {X0}};
    bool Closed = false;
    while (O.Values.size() <= 16 && !Closed) {
      Override[VD] = drs_const(C, T, O.Values.back());
      int Y = conv(T, eval(Rhs));
      Override.erase(VD);
      int64_t V = 0;
      if (failed() || !constOf(Y, V))
        break;
      Closed = std::count(O.Values.begin(), O.Values.end(), V) > 0;
      if (!Closed)
        O.Values.push_back(V);
    }
    if (failed())
      return;
    if (Closed)
      Found.push_back(O);
  }
  // more than one variable that changes: their values go together, which
  // the per-variable sets do not say (a witness would combine any two)
  size_t Moving = 0;
  for (const Orbit &O : Found)
    Moving += O.Values.size() > 1;
  for (const Orbit &O : Found) {
    bool Exact =
        O.Values.size() == 1 || (Moving == 1 && (int64_t)O.Values.size() <= SurePasses());
    int V = Exact ? unknown(O.T, nameOf(O.VD))
                  : untracked(O.T, nameOf(O.VD), DRS_UNTRACKED_VALUE,
                              "value of '" + nameOf(O.VD) + "' after a loop is not tracked here");
    int In = -1;
    for (int64_t X : O.Values) {
      int Eq = drs_binop(C, DRS_OP_EQ, DRS_INT, V, drs_const(C, O.T, X));
      In = In < 0 ? Eq : drs_binop(C, DRS_OP_LOR, DRS_INT, In, Eq);
    }
    S.Path = drs_and(C, S.Path, In);
    S.Vars[O.VD] = V;
    Mod.erase(O.VD);
  }
}

} // namespace drsat
