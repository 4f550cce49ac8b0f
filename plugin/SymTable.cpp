//===- SymTable.cpp - reads of read-only tables ----------------------------===//
//
// `int indexSet[180] = {521, 523, ...};` read as `indexSet[i]` in a loop: the
// value is element i of the initialiser, not an unknown, when that is
// certain.  The builder then writes the read as a chain of `?:` over the
// element's byte offset, one arm per run of the table that is an
// arithmetic progression (521, 523, ..., 531 is one arm):
//
//     off in [0, 20] ? 521 + 2 * ((off - 0) / 4) : off in [24, 44] ? ... : u
//
// where u, an unknown, stands for reads outside the table (undefined
// behaviour the model does not otherwise exclude).  The encoder checks the
// arithmetic of an arm only when its condition holds.
//
// Certain means: C (not C++); a file-scope or static-local array of an
// integer type with a constant initialiser (or none: zeros) defined in this
// translation unit; not volatile, weak, thread-local or threadprivate; and
// either its elements are `const` and it has an initialiser here (no code
// may change a const object: C11 6.7.3p6), wherever it is defined and
// however its address is used, or every mention of it in the translation
// unit is the read of one element (so no code here writes it and its
// address never escapes).  A non-const array with external linkage could
// still be written by another translation unit's code, so it is only
// trusted in `main` before any call that might run such code (MainEntry
// rules of SymAccess.cpp, no havoc of the globals).
//
// A local array of the construct's function is certain too when it has a
// constant initialiser and every mention of it in the function is the read
// of one element (an LLM's translation copies `int t[180] = {...}` into a
// heap table: tableFill keeps that copy as t).
//
// A table that would be certain but has more than MaxTableElems elements is
// not turned into an expression: its reads, like every other read of memory
// the model does not follow, are untracked memory contents (drs_model.h,
// drs_untracked), so a race that needs particular elements is reported as
// possible, with the elements it needs, never as a race on invented values.
//
//===----------------------------------------------------------------------===//
#include "SymExec.h"

#include "clang/AST/APValue.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclOpenMP.h"

#include <algorithm>

using namespace clang;

namespace drsat {

namespace {

/// Largest table the builder turns into an expression.
constexpr uint64_t MaxTableElems = 4096;

/// The array variable an element read `t[i][j]` reads from, or null.
const VarDecl *tableOfRead(const Expr *E) {
  const auto *AS = dyn_cast<ArraySubscriptExpr>(E->IgnoreParens());
  while (AS) {
    const Expr *B = AS->getBase()->IgnoreParens();
    const auto *IC = dyn_cast<ImplicitCastExpr>(B);
    if (!IC || IC->getCastKind() != CK_ArrayToPointerDecay)
      return nullptr;
    B = IC->getSubExpr()->IgnoreParens();
    if (const auto *DR = dyn_cast<DeclRefExpr>(B))
      return dyn_cast<VarDecl>(DR->getDecl());
    AS = dyn_cast<ArraySubscriptExpr>(B);
  }
  return nullptr;
}

bool flatten(const APValue &V, bool Signed, std::vector<int64_t> &Out,
             uint64_t Max = MaxTableElems) {
  if (Out.size() > Max)
    return false;
  if (V.isInt()) {
    const llvm::APSInt &I = V.getInt();
    if (I.getBitWidth() > 64)
      return false;
    Out.push_back(Signed ? I.getSExtValue() : (int64_t)I.getZExtValue());
    return true;
  }
  if (!V.isArray())
    return false;
  for (unsigned K = 0; K < V.getArraySize(); ++K) {
    const APValue &E = K < V.getArrayInitializedElts()
                           ? V.getArrayInitializedElt(K)
                           : V.getArrayFiller();
    if (!flatten(E, Signed, Out, Max))
      return false;
  }
  return true;
}

} // namespace

// Every DeclRefExpr of the translation unit that names a candidate table,
// and those that are the base of an element read.
void Builder::scanTableUses() {
  TablesScanned = true;
  // once per translation unit (every construct of BT asked it: 5% of the
  // file's time)
  struct Uses {
    std::map<const VarDecl *, std::pair<int, int>> Refs;
    bool Trusted = true;
  };
  std::shared_ptr<void> *Slot = memoSlot(MemoTag::TableUses, &Ctx);
  if (Slot && *Slot) {
    const auto &U = *std::static_pointer_cast<Uses>(*Slot);
    TableRefs = U.Refs;
    TablesTrusted = U.Trusted;
    return;
  }
  auto Scan = [&](const Stmt *Body) {
    walk(Body, [&](const Stmt *X) {
      if (const auto *DR = dyn_cast<DeclRefExpr>(X)) {
        if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
          if (VD->hasGlobalStorage())
            ++TableRefs[VD->getCanonicalDecl()].first;
      } else if (const auto *IC = dyn_cast<ImplicitCastExpr>(X)) {
        if (IC->getCastKind() == CK_LValueToRValue)
          if (const VarDecl *VD = tableOfRead(IC->getSubExpr()))
            ++TableRefs[VD->getCanonicalDecl()].second;
      }
    });
  };
  if (!scanFileScopeCode(Ctx, [&](const Stmt *Code, const Decl *) { Scan(Code); }))
    TablesTrusted = false;  // code this scan does not look into
  if (Slot) {
    auto U = std::make_shared<Uses>();
    U->Refs = TableRefs;
    U->Trusted = TablesTrusted;
    *Slot = U;
  }
}

const Builder::Table *Builder::tableFor(const VarDecl *VD) {
  auto It = Tables.find(VD);
  if (It != Tables.end())
    return It->second.Ok ? &It->second : nullptr;
  Table &T = Tables[VD];
  T.Ok = false;
  // a local array of the construct's function with a constant initialiser
  // that the function only reads element by element (`int t[180] = {...};`
  // copied into a heap table by an LLM's translation)
  bool Local = VD->isLocalVarDecl() && !VD->isStaticLocal() && Site.Function &&
               VD->getParentFunctionOrMethod() == Site.Function && VD->getInit();
  if (!(VD->hasGlobalStorage() || Local) ||
      VD->getTLSKind() != VarDecl::TLS_None ||
      VD->getType().isVolatileQualified() || VD->isWeak() ||
      isThreadPrivate(VD))
    return nullptr;
  const auto *CA = Ctx.getAsConstantArrayType(VD->getType());
  if (!CA)
    return nullptr;
  QualType ET = Ctx.getBaseElementType(VD->getType());
  if (ET.isVolatileQualified() || !dType(ET, T.Elem))
    return nullptr;
  uint64_t N = Ctx.getConstantArrayElementCount(CA);
  if (N == 0)
    return nullptr;
  const VarDecl *InitD = nullptr;
  bool HasInit = VD->getAnyInitializer(InitD) && InitD;
  T.Const = ET.isConstQualified() && HasInit;
  // C++: only a const table with its initialiser (`constexpr int t[] =
  // {...}`, evaluated below; a dynamic one is no table): writing one is
  // undefined, whatever references or casts the program makes.  A
  // non-const table's uses would have to be followed through references,
  // templates and lambdas.
  if (Ctx.getLangOpts().CPlusPlus && !T.Const)
    return nullptr;
  if (Local) {
    int Refs = 0, Reads = 0;
    walk(Site.Function->getBody(), [&](const Stmt *X) {
      if (const auto *DR = dyn_cast<DeclRefExpr>(X); DR && DR->getDecl() == VD)
        ++Refs;
      else if (const auto *IC = dyn_cast<ImplicitCastExpr>(X);
               IC && IC->getCastKind() == CK_LValueToRValue && tableOfRead(IC->getSubExpr()) == VD)
        ++Reads;
    });
    if (Refs != Reads || AddrTaken.count(VD) || ArrayEscapes.count(VD))
      return nullptr;
  } else if (!T.Const) {
    if (!TablesScanned)
      scanTableUses();
    auto Refs = TableRefs.find(VD->getCanonicalDecl());
    if (!TablesTrusted || Refs == TableRefs.end() ||
        Refs->second.first != Refs->second.second)
      return nullptr;
  }
  if (N > MaxTableElems) {
    T.TooBig = N;
    return nullptr;
  }
  if (HasInit) {
    const APValue *V = InitD->evaluateValue();
    if (!V || !flatten(*V, T.Elem.is_signed, T.Vals))
      return nullptr;
  } else {
    VarDecl::DefinitionKind K = VD->hasDefinition(Ctx);
    if (K != VarDecl::TentativeDefinition && K != VarDecl::Definition)
      return nullptr;
    T.Vals.assign(N, 0);
  }
  if (T.Vals.size() != N)
    return nullptr;
  T.ElemSize = Ctx.getTypeSizeInChars(ET).getQuantity();
  if (T.ElemSize <= 0)
    return nullptr;
  T.Ok = true;
  return &T;
}

bool Builder::onlyTableReads(const Expr *E) {
  bool Ok = true;
  walk(E, [&](const Stmt *X) {
    if (!Ok)
      return;
    if (isa<CallExpr>(X) || isa<MemberExpr>(X) || isa<StmtExpr>(X)) {
      Ok = false;
    } else if (const auto *U = dyn_cast<UnaryOperator>(X)) {
      Ok = U->getOpcode() != UO_Deref && U->getOpcode() != UO_AddrOf;
    } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(X)) {
      // an element read of a certain table (a subscript of it, t[i][j],
      // passes through here as its base)
      const VarDecl *VD = tableOfRead(AS);
      Ok = VD && tableFor(VD);
    }
  });
  return Ok;
}

int Builder::tableValue(const Loc &A, const Expr *L) {
  if (!A.Bad.empty() || A.Root < 0 || A.Off < 0 || failed())
    return -1;
  const RootInfo &RI = Roots[A.Root];
  if (RI.Kind != DRS_OBJ_ARRAY || !RI.VD)
    return -1;
  const VarDecl *VD = RI.VD;
  if (!Ctx.hasSameUnqualifiedType(L->getType(),
                                  Ctx.getBaseElementType(VD->getType())))
    return -1;
  const Table *T = tableFor(VD);
  if (!T && Tables[VD].TooBig) {
    drs_type DT;
    if (!dType(L->getType(), DT))
      return -1;
    int V = memoryContents(A, L, DT,
                           "'" + RI.Name + "' has " +
                               std::to_string(Tables[VD].TooBig) +
                               " elements, more than the " +
                               std::to_string(MaxTableElems) +
                               " drsat encodes");
    bigTableFacts(VD, V);
    return V;
  }
  if (!T)
    return -1;
  // A non-const array other translation units can name might have been
  // changed by their code: trusted only on entry of main, before any such
  // call.
  if (VD->isExternallyVisible() && !T->Const) {
    if (!Site.Function || !Site.Function->isMain() || GlobalsHavocked)
      return -1;
    if (MainEntry < 0)
      scanTranslationUnit();
    if (MainEntry != 1)
      return -1;
  }
  const std::vector<int64_t> &V = T->Vals;
  int64_t ES = T->ElemSize;
  int Else = unknown(T->Elem, text(L));
  // arms from the last run backwards: ite(in run, value, rest)
  size_t Hi = V.size();
  while (Hi > 0 && !failed()) {
    size_t Lo = Hi - 1;
    __int128 D = 0;
    auto Val = [&](size_t K) -> __int128 {
      return T->Elem.is_signed || T->Elem.bits < 64 ? (__int128)V[K]
                                                    : (__int128)(uint64_t)V[K];
    };
    if (Lo > 0) {
      D = Val(Lo) - Val(Lo - 1);
      // keep the arm's arithmetic far from i64 overflow
      bool Small = D > -((__int128)1 << 40) && D < ((__int128)1 << 40) &&
                   Val(Lo) > -((__int128)1 << 60) &&
                   Val(Lo) < ((__int128)1 << 60);
      if (Small)
        while (Lo > 0 && Val(Lo) - Val(Lo - 1) == D &&
               Val(Lo - 1) > -((__int128)1 << 60) &&
               Val(Lo - 1) < ((__int128)1 << 60))
          --Lo;
    }
    size_t Last = Hi - 1;
    int Cond, Arm;
    if (Lo == Last) {
      Cond = drs_binop(C, DRS_OP_EQ, DRS_INT, A.Off, k64((int64_t)Lo * ES));
      Arm = drs_const(C, T->Elem, V[Lo]);
    } else {
      Cond = drs_binop(
          C, DRS_OP_LAND, DRS_INT,
          drs_binop(C, DRS_OP_GE, DRS_INT, A.Off, k64((int64_t)Lo * ES)),
          drs_binop(C, DRS_OP_LE, DRS_INT, A.Off, k64((int64_t)Last * ES)));
      if (D == 0) {
        Arm = drs_const(C, T->Elem, V[Lo]);
      } else {
        int K = drs_binop(C, DRS_OP_DIV, DRS_I64,
                          drs_binop(C, DRS_OP_SUB, DRS_I64, A.Off,
                                    k64((int64_t)Lo * ES)),
                          k64(ES));
        Arm = conv(T->Elem, add64(k64((int64_t)Val(Lo)),
                                  mul64(k64((int64_t)D), K)));
      }
    }
    if (Cond < 0 || Arm < 0 || Else < 0) {
      fail("internal error in the model builder: table expression");
      return -1;
    }
    Else = drs_ite(C, T->Elem, Cond, Arm, Else);
    Hi = Lo;
  }
  if (failed())
    return -1;
  injectiveRead(*T, A, Else);
  return Else;
}

// A table with no value twice: its reads of different elements give
// different values (drs_table_read), a fact the encoder states between the
// reads of a construct.  Only for a one-subscript read `t[e]` whose offset
// is e * size as built (e of at most 32 bits: no wrap), so that the
// element is e itself; any other form of read is left without it.
void Builder::injectiveRead(const Table &T, const Loc &A, int Value) {
  if (T.Injective < 0) {
    std::vector<int64_t> Sorted = T.Vals;
    std::sort(Sorted.begin(), Sorted.end());
    T.Injective = !Sorted.empty() &&
                  std::adjacent_find(Sorted.begin(), Sorted.end()) == Sorted.end();
  }
  // (a _Bool table is left out: the model's integers are wider)
  if (!T.Injective || T.Elem.bits <= 1 || C->exprs[Value].type.bits <= 1 || !A.Direct ||
      A.Pending || A.Index.size() != 1 || !A.Member.empty() || A.Index[0] < 0 ||
      C->exprs[A.Index[0]].type.bits > 32)
    return;
  int E = conv(DRS_I64, A.Index[0]);
  if (E < 0 || mul64(E, k64(T.ElemSize)) != A.Off)
    return;
  // the fact is an aid: a read it cannot be stated for is left without it
  (void)drs_add_table_read(C, A.Root, E, (int64_t)T.Vals.size(), Value);
}

// What is certain about a table too large to encode, without its
// elements: the range of its values (asserted with the environment) and,
// when no value repeats (a permutation), that different elements differ
// (drs_symbol.mem_distinct).  A race that needs two equal entries of a
// permutation is then excluded, exactly.
void Builder::bigTableFacts(const VarDecl *VD, int V) {
  Table &T = Tables[VD];
  if (failed() || V < 0 || C->exprs[V].op != DRS_OP_SYM || !T.Const)
    return;
  if (!T.BigScanned) {
    T.BigScanned = true;
    const VarDecl *InitD = nullptr;
    const APValue *Val = nullptr;
    std::vector<int64_t> Vals;
    if (VD->getAnyInitializer(InitD) && InitD)
      Val = InitD->evaluateValue();
    if (!Val || !flatten(*Val, T.Elem.is_signed, Vals, T.TooBig) ||
        Vals.size() != T.TooBig)
      return;
    T.BigOk = true;
    auto MM = std::minmax_element(Vals.begin(), Vals.end());
    T.BigMin = *MM.first;
    T.BigMax = *MM.second;
    std::sort(Vals.begin(), Vals.end());
    T.BigDistinct = std::adjacent_find(Vals.begin(), Vals.end()) == Vals.end();
  }
  if (!T.BigOk)
    return;
  if (T.Elem.is_signed || T.Elem.bits < 64) {
    drs_type ET = tyOf(V);
    C->env = drs_and(
        C, C->env,
        drs_binop(C, DRS_OP_LAND, DRS_INT,
                  drs_binop(C, DRS_OP_GE, DRS_INT, V, drs_const(C, ET, T.BigMin)),
                  drs_binop(C, DRS_OP_LE, DRS_INT, V, drs_const(C, ET, T.BigMax))));
  }
  C->symbols[C->exprs[V].sym].mem_distinct = T.BigDistinct;
}

int Builder::memoryContents(const Loc &A, const Expr *L, drs_type T,
                            const std::string &Why) {
  std::string Mem = A.Root >= 0 ? Roots[A.Root].Name : text(L);
  int Index = -1;
  if (A.Bad.empty() && A.Direct && A.Index.size() == 1 && A.Member.empty())
    Index = conv(DRS_I64, A.Index[0]);
  else if (A.Bad.empty() && A.Off >= 0) {
    int64_t Size = L->getType()->isIncompleteType()
                       ? 0
                       : Ctx.getTypeSizeInChars(L->getType()).getQuantity();
    if (Size > 0)
      Index = drs_binop(C, DRS_OP_DIV, DRS_I64, A.Off, k64(Size));
  }
  std::string Shown = A.Root >= 0 ? Roots[A.Root].Label : Mem;
  return untracked(T, text(L), DRS_UNTRACKED_MEMORY,
                   Why.empty() ? "contents of '" + Shown + "' are not known here"
                               : Why,
                   Mem, Index);
}

} // namespace drsat
