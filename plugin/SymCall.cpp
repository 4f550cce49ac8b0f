//===- SymCall.cpp - calls of the program's own functions -----------------===//
//
// A call, inside a construct's body, of a function defined in the
// translation unit is executed through the callee's body at the call site
// (DESIGN.md, "Heap and calls"): its parameters are bound to the arguments
// (integers by value, pointers as locations, so two pointer arguments into
// one array stay exact), its parameters and locals are the caller's own
// (private: one set per execution of the call), its block-scope `static`
// variables and the globals it touches are the construct's shared objects,
// and each `return` ends a path whose state and value are merged with the
// others' (as the branches of an `if` are).  Accesses in the callee are
// reported where they are written.
//
// Before the body is executed, scanCallees walks every function the
// construct can reach through such calls: the globals they modify join the
// body's (a read of `g` before a call that writes it is an access), and
// their `goto`, `setjmp` and address-taken variables are found as for the
// construct's own function.
//
// Recursion through functions that keep to their own frame (frameCallees:
// arithmetic parameters, locals and results, no globals, pointers, address
// or member; only such functions and pure library functions called) -- the
// recursive Fibonacci with tasks: a recursive call touches only memory of
// its own invocation, which no one else names, so it is a value and no
// access.  Its races are those of one invocation, which the outermost call
// shows: that call's parameters are bound to unknowns, not to the
// arguments, as the same body runs in the recursion with other values.
//
// A lambda called in the body (`f(i)` with `auto f = [&](int i) {...};`
// in the function, or an immediately invoked lambda) runs through the body
// of its call operator the same way: a variable captured by reference is
// the variable itself; one captured by copy must be a scalar or pointer the
// function never changes (the copy then holds the variable's value).
//
// Not modelled ("not analyzed", with the reason): other recursion, calls nested
// more than 8 deep, variadic functions, functions returning a pointer or a
// struct (as values), calls through pointers; in the code before the
// construct a call still makes what it may change unknown.
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/Builtins.h"

using namespace clang;

namespace drsat {

namespace {

/// The definition of FD with a body in this translation unit, or null.
const FunctionDecl *bodyOf(const FunctionDecl *FD) {
  const FunctionDecl *Def = nullptr;
  if (!FD || !FD->hasBody(Def) || !Def || !Def->getBody())
    return nullptr;
  if (Def->isDependentContext())
    return nullptr;
  // of methods, a lambda's call operator (the object is its closure)
  if (const auto *MD = dyn_cast<CXXMethodDecl>(Def); MD && !MD->getParent()->isLambda())
    return nullptr;
  return Def;
}

/// A type whose values live in the frame that holds them: arithmetic, or a
/// constant-size array of such.
bool frameValueType(QualType T) {
  T = T.getCanonicalType();
  while (const auto *AT = dyn_cast<ConstantArrayType>(T.getTypePtr()))
    T = AT->getElementType().getCanonicalType();
  return T->isArithmeticType() && !T->isAtomicType();
}

/// FD's own code keeps to its frame: arithmetic parameters and result, and
/// its body (with the clauses of its OpenMP directives) names only
/// automatic variables of such types, takes no address, dereferences
/// nothing, uses no member, and calls only pure library functions and
/// program functions with a body (appended to Callees).  Memoised.
bool frameLocal(const FunctionDecl *FD,
                std::vector<const FunctionDecl *> &Callees) {
  struct Facts {
    bool Ok = false;
    std::vector<const FunctionDecl *> Callees;
  };
  std::shared_ptr<void> *Slot = memoSlot(MemoTag::FrameLocal, FD);
  std::shared_ptr<Facts> F =
      Slot && *Slot ? std::static_pointer_cast<Facts>(*Slot) : nullptr;
  if (!F) {
    F = std::make_shared<Facts>();
    bool Ok = !FD->isVariadic() &&
              (FD->getReturnType()->isVoidType() ||
               FD->getReturnType()->isArithmeticType());
    for (const ParmVarDecl *P : FD->parameters())
      Ok = Ok && P->getType()->isArithmeticType();
    std::vector<const Stmt *> Todo{FD->getBody()};
    while (Ok && !Todo.empty()) {
      const Stmt *Root = Todo.back();
      Todo.pop_back();
      walk(Root, [&](const Stmt *X) {
        if (!Ok)
          return;
        if (const auto *D = dyn_cast<OMPExecutableDirective>(X)) {
          for (const OMPClause *Cl : D->clauses())
            if (Cl)
              for (const Stmt *Ch : Cl->children())
                Todo.push_back(Ch);
          return;
        }
        if (const auto *DR = dyn_cast<DeclRefExpr>(X)) {
          const ValueDecl *VD = DR->getDecl();
          if (const auto *V = dyn_cast<VarDecl>(VD)) {
            Ok = V->hasLocalStorage() && frameValueType(V->getType());
          } else if (const auto *Fn = dyn_cast<FunctionDecl>(VD)) {
            if (!libraryName(Fn).empty())
              Ok = isPureFunction(Fn);
            else if (const FunctionDecl *Def = bodyOf(Fn))
              F->Callees.push_back(Def);
            else
              Ok = false;
          } else {
            Ok = isa<EnumConstantDecl>(VD);
          }
          return;
        }
        if (const auto *UO = dyn_cast<UnaryOperator>(X))
          Ok = UO->getOpcode() != UO_AddrOf && UO->getOpcode() != UO_Deref;
        else if (const auto *CE = dyn_cast<CallExpr>(X))
          Ok = CE->getDirectCallee() != nullptr;
        else
          Ok = !isa<MemberExpr, GCCAsmStmt, MSAsmStmt, BlockExpr, CXXThisExpr,
                    CXXNewExpr, CXXDeleteExpr, LambdaExpr, CXXThrowExpr,
                    CXXTryStmt, CXXConstructExpr>(X);
      });
    }
    F->Ok = Ok;
    if (Slot)
      *Slot = F;
  }
  Callees.insert(Callees.end(), F->Callees.begin(), F->Callees.end());
  return F->Ok;
}

/// Every function a call of Def can reach keeps to its frame (frameLocal);
/// Recursive is set when Def is among them (a call of Def can call Def).
bool frameCallees(const FunctionDecl *Def, bool &Recursive) {
  Recursive = false;
  std::set<const FunctionDecl *> Seen{Def};
  std::vector<const FunctionDecl *> Todo{Def};
  while (!Todo.empty()) {
    const FunctionDecl *F = Todo.back();
    Todo.pop_back();
    std::vector<const FunctionDecl *> Next;
    if (!frameLocal(F, Next))
      return false;
    for (const FunctionDecl *G : Next) {
      Recursive |= G == Def;
      if (Seen.insert(G).second)
        Todo.push_back(G);
    }
  }
  return true;
}

/// The object or temporary a reference argument binds: through parentheses
/// and the qualification conversions of `const T &`.
const Expr *refArg(const Expr *E) {
  for (;;) {
    E = E->IgnoreParens();
    const auto *IC = dyn_cast<ImplicitCastExpr>(E);
    if (!IC || IC->getCastKind() != CK_NoOp)
      return E;
    E = IC->getSubExpr();
  }
}

/// Why the reference parameter P of Def, bound to Arg, cannot be read as
/// the value Arg has at the call (empty when it can).  It can when the
/// callee only reads P (each use converted to its value at once: nothing
/// writes through P, takes its address or binds it further) and nothing
/// changes the object between the call and those reads: Arg is a
/// temporary, or a variable whose address is not taken that neither the
/// callee nor the functions it calls modify, with no barrier in them
/// (after one, other threads may write it in the next phase).  A task in
/// the callee copies P at creation (OpenMP 5.2, 5.1.1: a formal argument
/// passed by reference is firstprivate in an orphaned task).
std::string refByValue(const FunctionDecl *Def, const ParmVarDecl *P,
                       const Expr *Arg,
                       const std::set<const VarDecl *> &AddrTaken,
                       bool &Used) {
  std::string Who = "its reference parameter '" + P->getNameAsString() + "'";
  QualType T = P->getType().getNonReferenceType();
  if (T.isVolatileQualified() || !T->isArithmeticType())
    return Who + " is not of an arithmetic type";
  std::set<const FunctionDecl *> Seen{Def};
  std::vector<const Stmt *> Bodies{Def->getBody()};
  std::set<const VarDecl *> Mod;
  std::string Why;
  for (size_t K = 0; K < Bodies.size() && Why.empty(); ++K) {
    collectModified(Bodies[K], Mod);
    walk(Bodies[K], [&](const Stmt *X) {
      if (const auto *CE = dyn_cast<CallExpr>(X))
        if (const FunctionDecl *G = bodyOf(CE->getDirectCallee()))
          if (Seen.insert(G).second)
            Bodies.push_back(G->getBody());
      if (const auto *D = dyn_cast<OMPExecutableDirective>(X))
        switch (D->getDirectiveKind()) {
        case llvm::omp::OMPD_task:
        case llvm::omp::OMPD_taskwait:
        case llvm::omp::OMPD_taskyield:
        case llvm::omp::OMPD_taskgroup:
        case llvm::omp::OMPD_critical:
        case llvm::omp::OMPD_atomic:
        case llvm::omp::OMPD_master:
        case llvm::omp::OMPD_masked:
        case llvm::omp::OMPD_flush:
          break;
        default:
          if (Why.empty())
            Why = Who + " may be read after '#pragma omp " +
                  llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str() +
                  "' in the callee";
        }
    });
    // a task that shares P reads the object when it runs, not at the call
    walk(Bodies[K], [&](const Stmt *X) {
      const auto *D = dyn_cast<OMPExecutableDirective>(X);
      if (!D || !Why.empty())
        return;
      bool Named = false, DefShared = false;
      for (const OMPClause *Cl : D->clauses()) {
        if (const auto *DC = dyn_cast<OMPDefaultClause>(Cl))
          // (default(private): an uninitialised copy, no value of the call)
          DefShared |= DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_shared ||
                       DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_private;
        if (isa<OMPFirstprivateClause>(Cl))
          continue;
        for (const Stmt *Ch : const_cast<OMPClause *>(Cl)->children())
          walk(Ch, [&](const Stmt *Y) {
            if (const auto *DR = dyn_cast_or_null<DeclRefExpr>(Y))
              Named |= DR->getDecl() == P;
          });
      }
      if (DefShared && D->hasAssociatedStmt())
        walk(D->getAssociatedStmt(), [&](const Stmt *Y) {
          if (const auto *DR = dyn_cast<DeclRefExpr>(Y))
            Named |= DR->getDecl() == P;
        });
      if (Named)
        Why = Who + " is named in a clause of '#pragma omp " +
              llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str() +
              "' or shared by it";
    });
  }
  if (!Why.empty())
    return Why;
  if (!refParamReadOnly(Def, P))
    return Who + " is written or bound further in the callee";
  Used = refersTo(Def->getBody(), P);
  const Expr *A = refArg(Arg);
  if (isa<MaterializeTemporaryExpr>(A))
    return "";
  const auto *DR = dyn_cast<DeclRefExpr>(A);
  const VarDecl *VD = varOf(DR);  // (the variable, whichever declaration names it)
  if (!VD || VD->getType()->isReferenceType())
    return Who + " is bound to an expression other than a variable";
  if (VD->getType().isVolatileQualified() || AddrTaken.count(VD))
    return Who + " is bound to '" + VD->getNameAsString() +
           "', whose address is taken";
  if (Mod.count(VD))
    return Who + " is bound to '" + VD->getNameAsString() +
           "', which the callee modifies";
  if (VD->hasGlobalStorage()) {
    // a global may be written through a pointer whose origin is elsewhere
    bool Through = false;
    for (const Stmt *B : Bodies)
      walk(B, [&](const Stmt *X) {
        const Expr *L = writtenLValue(X);
        if (L && !isa<DeclRefExpr>(L->IgnoreParenImpCasts()))
          Through = true;
      });
    if (Through)
      return Who + " is bound to '" + VD->getNameAsString() +
             "', a global, and the callee writes through memory";
  }
  return "";
}

} // namespace

void Builder::scanCallees(const Stmt *Root) {
  using Defs = std::vector<const FunctionDecl *>;
  std::vector<const Stmt *> Todo{Root};
  while (!Todo.empty() && !failed()) {
    const Stmt *Cur = Todo.back();
    Todo.pop_back();
    // the functions with bodies Cur calls, first calls first: a function's
    // are walked once per file (NPB BT's 61 constructs reach the same
    // solvers' helpers)
    auto Called = memoShared<Defs>(MemoTag::Callees, Cur, [&] {
      Defs Out;
      std::set<const FunctionDecl *> Seen;
      walk(Cur, [&](const Stmt *X) {
        const auto *CE = dyn_cast<CallExpr>(X);
        if (!CE || !libraryName(CE->getDirectCallee()).empty())
          return;
        const FunctionDecl *Def = bodyOf(CE->getDirectCallee());
        if (Def && Seen.insert(Def).second)
          Out.push_back(Def);
      });
      return Out;
    });
    for (const FunctionDecl *Def : *Called) {
      if (!ScannedCallees.insert(Def).second)
        continue;
      precheckFunction(Def->getBody());
      std::set<const VarDecl *> Mod;
      collectModified(Def->getBody(), Mod);
      for (const VarDecl *VD : Mod)
        if (VD->hasGlobalStorage())  // globals and block-scope statics
          ModifiedInBody.insert(VD);
      Todo.push_back(Def->getBody());
    }
  }
}

const CXXMethodDecl *lambdaOperator(const CallExpr *CE) {
  const auto *OC = dyn_cast_or_null<CXXOperatorCallExpr>(CE);
  const auto *MD =
      OC && OC->getOperator() == OO_Call ? dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee())
                                         : nullptr;
  return MD && MD->getParent()->isLambda() ? MD : nullptr;
}

namespace {

/// The lambda expression closure object E was made by: E itself, or a
/// local variable initialised with it.
const LambdaExpr *closureOf(const Expr *E, bool &InPlace) {
  for (const Expr *Prev = nullptr; E && E != Prev;) {
    Prev = E;
    E = skipTemporaries(E->IgnoreParenImpCasts());
  }
  InPlace = true;
  if (const auto *LE = dyn_cast_or_null<LambdaExpr>(E))
    return LE;
  InPlace = false;
  const auto *DR = dyn_cast_or_null<DeclRefExpr>(E);
  const auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  if (!VD || !VD->isLocalVarDecl() || VD->isStaticLocal() ||
      VD->getType()->isReferenceType() || !VD->getInit())
    return nullptr;
  bool Direct = false;
  const LambdaExpr *LE = closureOf(VD->getInit(), Direct);
  return Direct ? LE : nullptr;
}

/// VD is assigned, incremented or bound to a writable reference in S.
bool changedIn(const Stmt *S, const VarDecl *VD) {
  bool Found = false;
  walk(S, [&](const Stmt *X) {
    if (const auto *B = dyn_cast<BinaryOperator>(X))
      Found |= B->isAssignmentOp() && refVar(B->getLHS()) == VD;
    else if (const auto *U = dyn_cast<UnaryOperator>(X))
      Found |= (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) &&
               baseVar(U->getSubExpr()) == VD;
  });
  return Found;
}

} // namespace

std::string Builder::lambdaWhy(const CallExpr *CE) {
  bool InPlace = false;
  const LambdaExpr *LE = closureOf(CE->getArg(0), InPlace);
  if (!LE)
    return "a call of a lambda other than a local variable initialised with "
           "it is not modelled";
  if (LE->isMutable())
    return "a call of a mutable lambda is not modelled";
  for (const LambdaCapture &LC : LE->captures()) {
    if (LC.capturesThis())
      continue;
    if (LC.capturesVariable() && LC.getCaptureKind() == LCK_ByRef) {
      // the variable itself, as the lambda saw it when it was made: where
      // the construct (a clause, a task) made the variable private since,
      // the lambda still names the original
      const auto *VD = dyn_cast<VarDecl>(LC.getCapturedVar());
      if (!VD || Mode != ExecMode::Body)
        continue;
      bool PrivateHere = isPrivate(VD) && !(CurTask >= 0 && CurTaskShared.count(VD));
      bool Same = !RegionBuild && CurTask < 0 && InnermostBody &&
                  InnermostBody->getSourceRange().fullyContains(LE->getSourceRange());
      if (CurTask < 0 ? RegionBuild && DeclaredInRegion.count(VD) && !ClausePrivate.count(VD)
                      : TaskDecls.count(VD) && !ClausePrivate.count(VD))
        Same = true;  // the thread's (task's) own variable, the lambda in its scope
      if (PrivateHere && !Same)
        return "a lambda made outside the construct capturing '" + nameOf(VD) +
               "', private here, by reference (it names the original) is not "
               "modelled";
      continue;
    }
    const auto *VD = LC.capturesVariable() ? dyn_cast<VarDecl>(LC.getCapturedVar()) : nullptr;
    if (!VD || VD->isInitCapture())
      return "a lambda's init-capture or capture of '*this' is not modelled";
    QualType T = VD->getType();
    drs_type DT;
    if (T->isReferenceType() || !(dType(T, DT) || T->isRealFloatingType() || T->isPointerType()))
      return "a lambda capturing '" + nameOf(VD) + "' by copy (not a scalar) is not modelled";
    // (called where it is made, the copy is the variable's value)
    const auto *FD = dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
    if (!InPlace && !T.isConstQualified() &&
        (AddrTaken.count(VD) || !FD || !FD->getBody() || changedIn(FD->getBody(), VD)))
      return "a lambda capturing '" + nameOf(VD) + "' by copy, which the function "
             "changes, is not modelled";
  }
  return "";
}

bool Builder::memoryRangeCall(const CallExpr *CE, const FunctionDecl *FD, int &Result) {
  // memset(d, c, n), memcpy(d, s, n), memmove(d, s, n) and their
  // __builtin / fortified forms: a write of the n bytes at d (and a read
  // of those at s), n a constant; the result is d (a pointer: no value)
  Result = -1;
  unsigned ID = FD ? FD->getBuiltinID() : 0;
  bool Set = ID == Builtin::BImemset || ID == Builtin::BI__builtin_memset ||
             ID == Builtin::BI__builtin___memset_chk;
  bool Copy = ID == Builtin::BImemcpy || ID == Builtin::BI__builtin_memcpy ||
              ID == Builtin::BI__builtin___memcpy_chk || ID == Builtin::BImemmove ||
              ID == Builtin::BI__builtin_memmove || ID == Builtin::BI__builtin___memmove_chk;
  if ((!Set && !Copy) || CE->getNumArgs() < 3)
    return false;
  std::string Name = FD->getNameAsString();
  auto Operand = [&](unsigned K) {
    // the pointer as the program formed it, before its conversion to void *
    const Expr *A = CE->getArg(K)->IgnoreParens();
    while (const auto *IC = dyn_cast<ImplicitCastExpr>(A))
      if ((IC->getCastKind() == CK_BitCast || IC->getCastKind() == CK_NoOp) &&
          IC->getType()->isVoidPointerType())
        A = IC->getSubExpr()->IgnoreParens();
      else
        break;
    return A;
  };
  auto Start = [&](unsigned K) {
    // the element the range starts at: `&x[i]` is x[i] itself
    const auto *U = dyn_cast<UnaryOperator>(Operand(K));
    return U && U->getOpcode() == UO_AddrOf ? addrOf(U->getSubExpr())
                                            : derefPtr(ptrOf(Operand(K)));
  };
  Loc D = Start(0);
  Loc Src = Copy ? Start(1) : Loc();
  if (Set)
    eval(CE->getArg(1));
  eval(CE->getArg(2));
  for (unsigned K = 3; K < CE->getNumArgs(); ++K)
    evalAny(CE->getArg(K));
  if (Mode != ExecMode::Body || failed()) {
    if (Mode == ExecMode::Env && D.Bad.empty())
      recordAccess(D, DRS_WRITE, Operand(0));  // (forgets aliases)
    return true;
  }
  int64_t N = 0;
  if (!constValue(CE->getArg(2), Ctx, N) || N < 0) {
    fail("'" + Name + "' of a length that is not a constant is not modelled yet");
    return true;
  }
  if (N == 0)
    return true;
  // the bytes from the element the pointer designates (named by it; a
  // range spans elements, so its subscripts get no extents: recordAccess)
  auto Range = [&](const Loc &P, drs_access_mode AM, const Expr *A) {
    if (!failed())
      recordAccess(P, AM, A, N);
  };
  if (Copy)
    Range(Src, DRS_READ, Operand(1));
  Range(D, DRS_WRITE, Operand(0));
  return true;
}

bool Builder::hiddenStateCall(const CallExpr *CE, llvm::StringRef Lib, int &Result) {
  // C11 7.22.2.1: "The rand function is not required to avoid data races
  // with other calls to pseudo-random sequence generation functions";
  // strtok likewise (7.24.5.8).  Each family's state is one object.
  static const std::pair<const char *, const char *> Families[] = {
      {"rand", "rand"},       {"srand", "rand"},      {"random", "random"},
      {"srandom", "random"},  {"drand48", "drand48"}, {"lrand48", "drand48"},
      {"mrand48", "drand48"}, {"srand48", "drand48"}, {"strtok", "strtok"}};
  Result = -1;
  const char *Family = nullptr;
  for (const auto &F : Families)
    if (Lib == F.first)
      Family = F.second;
  if (!Family || Mode != ExecMode::Body)
    return false;
  for (const Expr *A : CE->arguments())
    evalAny(A);
  const VarDecl *&VD = HiddenStates[Family];
  if (!VD) {
    auto *TU = Ctx.getTranslationUnitDecl();
    VD = VarDecl::Create(Ctx, TU, CE->getBeginLoc(), CE->getBeginLoc(),
                         &Ctx.Idents.get(std::string("state of ") + Family + "()"),
                         Ctx.IntTy, nullptr, SC_Static);
  }
  Loc L;
  L.Root = rootFor(VD, DRS_OBJ_SCALAR);
  L.Off = k64(0);
  recordAccess(L, DRS_READWRITE, CE, 4);
  drs_type DT;
  if (!failed() && dType(CE->getType(), DT))
    Result = unknown(DT, Lib.str() + "()");
  else if (!failed() && CE->getType()->isPointerType())
    fail("the pointer '" + Lib.str() + "' returns is not modelled");
  return true;
}

std::string Builder::calleeName(const FunctionDecl *FD) {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  if (MD && MD->getParent()->isLambda())
    return "lambda at line " + std::to_string(line(MD->getParent()->getLocation()));
  return FD->getNameAsString();
}

bool Builder::inlineCall(const CallExpr *CE, int &Result) {
  Result = -1;
  const FunctionDecl *Def = bodyOf(CE->getDirectCallee());
  if (!Def || Mode != ExecMode::Body)
    return false;
  std::string Name = calleeName(Def);
  // a lambda's call operator: its arguments after the closure object
  unsigned First = lambdaOperator(CE) ? 1 : 0;
  unsigned NArgs = CE->getNumArgs() - First;
  auto Arg = [&](unsigned K) { return CE->getArg(K + First); };
  QualType RT = Def->getReturnType();
  drs_type RDT;
  bool IntRet = dType(RT, RDT);
  if (Def->isVariadic()) {
    fail("call to variadic function '" + Name + "' is not modelled");
    return true;
  }
  if (!RT->isVoidType() && !IntRet && !RT->isRealFloatingType()) {
    fail("call to '" + Name + "', which returns a pointer or a struct, is not "
         "modelled yet");
    return true;
  }
  bool Recursive = false;
  bool InFrame = frameCallees(Def, Recursive);
  if (std::find(CallStack.begin(), CallStack.end(), Def) != CallStack.end()) {
    if (!InFrame) {
      fail("recursive call to '" + Name + "' is not modelled (it reaches "
           "memory outside its own invocation)");
      return true;
    }
    // touches only its own invocation's memory: a value, no access
    for (unsigned K = 0; K < NArgs && !failed(); ++K)
      eval(Arg(K));
    Result = IntRet && !failed() ? unknown(RDT, Name + "()") : -1;
    return true;
  }
  if (CallStack.size() >= 8) {
    fail("calls nested more than 8 deep (at '" + Name + "') are not modelled");
    return true;
  }
  if (NArgs != Def->getNumParams()) {
    fail("call to '" + Name + "' with another number of arguments than its "
         "parameters is not modelled");
    return true;
  }
  // the arguments, in the caller, then bound to the parameters
  std::vector<int> Vals(NArgs, -1);
  std::vector<Loc> Ptrs(NArgs);
  for (unsigned K = 0; K < NArgs && !failed(); ++K) {
    const ParmVarDecl *P = Def->getParamDecl(K);
    if (P->getType()->isPointerType() || P->getType()->isArrayType())
      Ptrs[K] = ptrOf(Arg(K));
    else if (P->getType()->isReferenceType()) {
      bool Used = false;
      std::string Why = refByValue(Def, P, Arg(K), AddrTaken, Used);
      if (!Why.empty()) {
        fail("call to '" + Name + "' is not modelled yet: " + Why);
        return true;
      }
      // the object is read at the call (refByValue), if the callee reads it
      const Expr *A = refArg(Arg(K));
      if (!Used)
        continue;
      if (const auto *DR = dyn_cast<DeclRefExpr>(A))
        Vals[K] = readVar(varOf(DR), DR, DR);
      else
        Vals[K] = eval(cast<MaterializeTemporaryExpr>(A)->getSubExpr());
    } else if (P->getType()->isRecordType()) {
      fail("call to '" + Name + "' with a struct parameter is not modelled "
           "yet");
      return true;
    } else
      Vals[K] = eval(Arg(K));
  }
  if (failed())
    return true;
  std::set<const VarDecl *> Locals;
  collectDeclared(Def->getBody(), Locals);
  for (const ParmVarDecl *P : Def->parameters())
    Locals.insert(P);
  for (const VarDecl *VD : Locals) {
    InlineLocals.insert(VD);
    S.Vars.erase(VD);
    S.Ptrs.erase(VD);
  }
  for (unsigned K = 0; K < NArgs; ++K) {
    const ParmVarDecl *P = Def->getParamDecl(K);
    drs_type DT;
    if (P->getType()->isPointerType() || P->getType()->isArrayType()) {
      Loc L = Ptrs[K];  // as a pointer variable holds it (writePtrVar)
      if (!L.Index.empty() || L.Pending || !L.Member.empty())
        L.Direct = false;
      L.Pending = false;
      S.Ptrs[P] = L;
    }
    else if (dType(P->getType().getNonReferenceType(), DT) && !AddrTaken.count(P))
      S.Vars[P] = Vals[K] >= 0 && !(InFrame && Recursive) ? conv(DT, Vals[K])
                                                            : unknown(DT, nameOf(P));
  }
  std::vector<const VarDecl *> Refs;
  for (const ParmVarDecl *P : Def->parameters())
    if (P->getType()->isReferenceType() && ValueRefs.insert(P).second)
      Refs.push_back(P);
  // the body; each `return` leaves its state and value in Returns.back()
  CallStack.push_back(Def);
  CallSites.push_back(CE);
  Returns.emplace_back();
  std::vector<BreakKind> SavedBreaks;
  SavedBreaks.swap(Breaks);
  int P0 = S.Path;
  int Ends0 = ProgramEnds;
  execStmt(Def->getBody());
  Breaks.swap(SavedBreaks);
  for (const VarDecl *P : Refs)
    ValueRefs.erase(P);
  std::vector<std::pair<State, int>> Rets = std::move(Returns.back());
  Returns.pop_back();
  CallStack.pop_back();
  CallSites.pop_back();
  if (failed())
    return true;
  if (!S.Dead)  // fell off the end
    Rets.emplace_back(std::move(S), -1);
  if (Rets.empty()) {  // every path ended otherwise (cannot happen in C)
    S.Dead = true;
    return true;
  }
  // the paths that returned, merged as an if's branches: the path of one
  // return selects its state and value
  State Acc = std::move(Rets[0].first);
  int Val = Rets[0].second;
  for (size_t K = 1; K < Rets.size() && !failed(); ++K) {
    State T = std::move(Rets[K].first);
    int V = Rets[K].second;
    int Cond = T.Path < 0 ? drs_const(C, DRS_INT, 1) : T.Path;
    if (IntRet) {
      int A = V >= 0 ? conv(RDT, V) : unknown(RDT, Name + "()");
      int B = Val >= 0 ? conv(RDT, Val) : unknown(RDT, Name + "()");
      Val = A == B ? A : drs_ite(C, RDT, Cond, A, B);
    }
    merge(Cond, T, Acc, P0, -2, -2);
    Acc = std::move(S);
  }
  S = std::move(Acc);
  S.Dead = false;
  // every path through the body returned (none ended the program): the
  // paths together are the call's own, not a disjunction of their
  // conditions (a barrier after `n = f(i)` is then not under a condition)
  if (ProgramEnds == Ends0)
    S.Path = P0;
  if (IntRet && Val < 0)
    Val = unknown(RDT, Name + "()");
  Result = IntRet ? conv(RDT, Val) : -1;
  return true;
}

bool Builder::inlineReturn(const ReturnStmt *RS) {
  if (Returns.empty() || Mode != ExecMode::Body)
    return false;
  int V = -1;
  if (const Expr *E = RS->getRetValue())
    V = E->getType()->isIntegralOrEnumerationType() ? eval(E) : (evalAny(E), -1);
  if (failed())
    return true;
  Returns.back().emplace_back(S, V);
  S.Dead = true;
  return true;
}

} // namespace drsat
