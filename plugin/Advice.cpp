//===- Advice.cpp - may this plain loop be `parallel for`? ---------------===//
//
// See Advice.h.  One loop is asked in rounds: the model of the loop as a
// `parallel for`, checked up to its first race (drs_check_until_race); on a
// race, every scalar that a `private` or `reduction` clause makes safe (the
// builder's fix-its) gets that clause, and the model is rebuilt and asked
// again, until it is race-free or a round adds no clause.  A clause may so
// be proposed for a scalar that did not race (one written by a single
// iteration and dead after the loop): harmless, since a fix-it is offered
// only where privatising cannot change what the loop computes.
//
//===----------------------------------------------------------------------===//
#include "Advice.h"
#include "ModelBuilder.h"
#include "SymExec.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <set>

using namespace clang;

namespace drsat {
namespace {

/// At most this many rounds of adding clauses (each round but the last
/// adds at least one variable; a loop with more racing scalars is rare).
constexpr int MaxRounds = 6;

struct ModelFree {
  void operator()(drs_construct *M) const { drs_construct_free(M); }
};
struct ResultFree {
  void operator()(drs_result *R) const { drs_result_free(R); }
};

/// Why Body could not be the body of an OpenMP loop: a statement that
/// leaves the loop early (`break` of this loop, `return`, `goto`), or "".
/// An explicit stack: expressions may be deeper than the call stack allows.
std::string earlyExit(const Stmt *Body) {
  llvm::SmallVector<std::pair<const Stmt *, bool>, 32> Todo;  // in a nested loop
  Todo.push_back({Body, false});
  while (!Todo.empty()) {
    auto [S, InNested] = Todo.pop_back_val();
    if (!S)
      continue;
    if (isa<BreakStmt>(S) && !InNested)
      return "'break' leaves it early, which an OpenMP loop may not";
    if (isa<ReturnStmt>(S))
      return "'return' leaves it early, which an OpenMP loop may not";
    if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S))
      return "it holds a 'goto', which may leave an OpenMP loop early";
    if (isa<LambdaExpr>(S) || isa<BlockExpr>(S))
      continue;  // their statements leave only themselves
    bool Nested = InNested || isa<ForStmt>(S) || isa<WhileStmt>(S) ||
                  isa<DoStmt>(S) || isa<SwitchStmt>(S) ||
                  isa<CXXForRangeStmt>(S);
    for (const Stmt *Ch : S->children())
      Todo.push_back({Ch, Nested});
  }
  return std::string();
}

/// Why running Body's iterations in another order or on other threads
/// would change what the program does although no memory is raced on: a
/// call (here or in a function it calls, to any depth) of a library
/// function that prints, asks the OpenMP runtime or sleeps; or "".
std::string orderDependentCall(const Stmt *Body) {
  std::set<const FunctionDecl *> Seen;
  std::vector<const Stmt *> Todo{Body};
  while (!Todo.empty()) {
    const Stmt *S = Todo.back();
    Todo.pop_back();
    std::string Why;
    walk(S, [&](const Stmt *X) {
      const auto *CE = dyn_cast<CallExpr>(X);
      const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
      if (!FD || !Why.empty())
        return;
      if (const FunctionDecl *Def = FD->getDefinition()) {
        if (Def->getBody() && Seen.insert(Def).second)
          Todo.push_back(Def->getBody());
        return;
      }
      llvm::StringRef N = libraryName(FD);
      if (!N.empty() && !isOrderFreeFunction(FD))
        Why = "it calls '" + N.str() +
              "', whose effect depends on the order or the thread of the "
              "iterations";
    });
    if (!Why.empty())
      return Why;
  }
  return std::string();
}

class Adviser {
public:
  Adviser(ASTContext &C, const CheckFn &Chk, Diagnostics &Dg, drs_report *Rep)
      : Ctx(C), SM(C.getSourceManager()), Check(Chk), D(Dg), Report(Rep) {}

  void run(const std::vector<AdviceLoop> &Loops) {
    std::vector<std::vector<int>> Children(Loops.size());
    std::vector<int> Roots;
    for (int I = 0; I < static_cast<int>(Loops.size()); ++I)
      (Loops[I].Parent < 0 ? Roots : Children[Loops[I].Parent]).push_back(I);
    // outermost first; a loop that may be parallelised ends its subtree
    std::vector<int> Todo(Roots.rbegin(), Roots.rend());
    while (!Todo.empty()) {
      int I = Todo.back();
      Todo.pop_back();
      Rounds = 0;
      auto Start = std::chrono::steady_clock::now();
      bool Par = adviseOne(Loops[I]);
      if (Verbose) {
        PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loops[I].Loop->getForLoc()));
        llvm::errs() << "drsat: " << (P.isValid() ? P.getFilename() : "?") << ":"
                     << (P.isValid() ? P.getLine() : 0) << ": advice: "
                     << (Par ? "parallel" : "not") << ", " << Rounds
                     << " model(s); "
                     << llvm::format("%.3f", std::chrono::duration<double>(
                                                 std::chrono::steady_clock::now() - Start)
                                                 .count())
                     << " s\n";
      }
      if (!Par)
        Todo.insert(Todo.end(), Children[I].rbegin(), Children[I].rend());
    }
  }

  AdviceCounts Counts;
  bool Verbose = false;

private:
  /// True when the loop may be parallelised (and was advised so).
  bool adviseOne(const AdviceLoop &A) {
    ConstructSite S;
    S.Function = A.Function;
    S.Loop = A.Loop;
    S.Kind = "drs";
    S.Form = LoopForm::Drs;
    S.Advice = true;
    SourceLocation For = A.Loop->getForLoc();
    std::string Exit = earlyExit(A.Loop->getBody());
    if (Exit.empty())
      Exit = orderDependentCall(A.Loop->getBody());
    if (!Exit.empty()) {
      D.adviseNot(For, Exit);
      return finish(A, DRS_ADVICE_RACE, Exit);
    }
    std::vector<std::string> Privs;
    std::vector<std::pair<std::string, std::string>> Reds;  // op, name
    for (int Round = 0; Round < MaxRounds; ++Round) {
      ++Rounds;
      BuildResult B = buildConstructModel(Ctx, S);
      std::unique_ptr<drs_construct, ModelFree> M(B.Model);
      if (!M)
        return unknown(A, "the model builder produced no model");
      if (M->not_analyzed)
        return unknown(A, M->not_analyzed);
      std::string Why;
      std::unique_ptr<drs_result, ResultFree> R(Check(M.get(), Why));
      if (!R)
        return unknown(A, Why);
      switch (R->verdict) {
      case DRS_VERDICT_NOT_ANALYZED:
        return unknown(A, R->reason ? R->reason : "no reason given");
      case DRS_VERDICT_RACE_FREE:
        if (!B.AdviceBlock.empty()) {
          D.adviseNot(For, B.AdviceBlock);
          return finish(A, DRS_ADVICE_RACE, B.AdviceBlock);
        }
        return parallel(A, S, Privs, Reds, M.get(), R.get());
      case DRS_VERDICT_RACE:
      case DRS_VERDICT_POSSIBLE_RACE:
        break;
      }
      // a race: every scalar a clause may privatise without changing what
      // the loop computes (the builder's fix-its) gets it, and the loop is
      // asked again (a shared scalar may also be what makes other accesses
      // collide); a round that adds no clause leaves the race standing
      bool Added = false;
      for (const ClauseFix &F : B.Fixes) {
        if (!F.Var)
          continue;
        bool Red = !F.Op.empty();
        auto &List = Red ? S.AdviceReduction : S.AdvicePrivate;
        if (std::find(List.begin(), List.end(), F.Var) != List.end())
          continue;
        List.push_back(F.Var);
        if (Red)
          Reds.push_back({F.Op, F.Name});
        else
          Privs.push_back(F.Name);
        Added = true;
      }
      if (Added)
        continue;
      return raced(A, B, R.get(), 0);  // the check stops at it
    }
    return unknown(A, "the clauses its races call for do not settle");
  }

  bool parallel(const AdviceLoop &A, const ConstructSite &S,
                const std::vector<std::string> &Privs,
                const std::vector<std::pair<std::string, std::string>> &Reds,
                const drs_construct *M, const drs_result *R) {
    std::string P = "#pragma omp parallel for";
    if (!Privs.empty()) {
      P += " private(";
      for (size_t I = 0; I < Privs.size(); ++I)
        P += (I ? ", " : "") + Privs[I];
      P += ")";
    }
    // one clause per operator, in the order the variables were found
    std::vector<std::pair<std::string, std::vector<std::string>>> ByOp;
    for (const auto &Rd : Reds) {
      auto It = std::find_if(ByOp.begin(), ByOp.end(),
                             [&](const auto &O) { return O.first == Rd.first; });
      if (It == ByOp.end())
        ByOp.push_back({Rd.first, {Rd.second}});
      else
        It->second.push_back(Rd.second);
    }
    for (const auto &KV : ByOp) {
      P += " reduction(" + KV.first + ":";
      for (size_t I = 0; I < KV.second.size(); ++I)
        P += (I ? ", " : "") + KV.second[I];
      P += ")";
    }
    SourceLocation For = A.Loop->getForLoc();
    std::optional<FixItHint> Fix = insertion(For, P);
    D.adviseParallel(For, P, Fix);
    for (const VarDecl *VD : S.AdviceReduction)
      if (VD->getType()->isRealFloatingType())
        D.note(For, "the reduction of '" + VD->getName().str() +
                        "' combines partial results in another order: "
                        "floating-point results "
                        "may differ in rounding");
    for (int I = 0; I < M->n_assumptions; ++I)
      if (M->assumptions[I])
        D.note(For, std::string("assuming ") + M->assumptions[I]);
    for (int I = 0; I < R->n_assumptions; ++I)
      if (R->assumptions[I])
        D.note(For, std::string("assuming ") + R->assumptions[I]);
    finish(A, DRS_ADVICE_PARALLEL, P, Fix ? &*Fix : nullptr);
    return true;
  }

  bool raced(const AdviceLoop &A, const BuildResult &B, const drs_result *R,
             int K) {
    SourceLocation For = A.Loop->getForLoc();
    if (K >= R->n_races || !R->races) {
      std::string Why = "a data race (the solver gave no witness)";
      D.adviseNot(For, Why);
      return finish(A, DRS_ADVICE_RACE, Why);
    }
    const drs_race &Race = R->races[K];
    std::string Why = Race.message ? Race.message : "a data race";
    D.adviseNot(For, Why);
    auto LocOf = [&](int Acc) {
      return Acc >= 0 && static_cast<size_t>(Acc) < B.AccessLocs.size() &&
                     B.AccessLocs[Acc].isValid()
                 ? B.AccessLocs[Acc]
                 : For;
    };
    D.note(LocOf(Race.first), "one access here");
    D.note(LocOf(Race.second), Race.note ? Race.note : "conflicting access here");
    return finish(A, DRS_ADVICE_RACE, Why);
  }

  bool unknown(const AdviceLoop &A, const std::string &Reason) {
    D.adviseUnknown(A.Loop->getForLoc(), Reason);
    return finish(A, DRS_ADVICE_UNKNOWN, Reason);
  }

  /// Counts and reports the outcome; true for "parallel".
  bool finish(const AdviceLoop &A, drs_advice_kind Kind,
              const std::string &Text, const FixItHint *Fix = nullptr) {
    (Kind == DRS_ADVICE_PARALLEL ? Counts.Parallel
     : Kind == DRS_ADVICE_RACE   ? Counts.Race
                                 : Counts.Unknown)++;
    if (Report) {
      SourceLocation E = SM.getExpansionLoc(A.Loop->getForLoc());
      PresumedLoc P = SM.getPresumedLoc(E);
      std::string File, Fn = A.Function->getNameAsString();
      if (!SM.isInMainFile(E) && P.isValid())
        File = P.getFilename();
      drs_advice Adv{};
      Adv.kind = Kind;
      Adv.file = File.empty() ? nullptr : File.c_str();
      Adv.function = Fn.c_str();
      Adv.line = P.isValid() ? static_cast<int>(P.getLine()) : 0;
      Adv.col = P.isValid() ? static_cast<int>(P.getColumn()) : 0;
      PresumedLoc PE =
          SM.getPresumedLoc(SM.getExpansionLoc(A.Loop->getEndLoc()));
      Adv.end_line = PE.isValid() ? static_cast<int>(PE.getLine()) : Adv.line;
      Adv.pragma = Kind == DRS_ADVICE_PARALLEL ? Text.c_str() : nullptr;
      Adv.reason = Kind == DRS_ADVICE_PARALLEL ? nullptr : Text.c_str();
      if (Fix) {  // the fix-it's insertion, where the text shows it
        PresumedLoc FP = SM.getPresumedLoc(Fix->RemoveRange.getBegin());
        if (FP.isValid()) {
          Adv.fix = Fix->CodeToInsert.c_str();
          Adv.fix_line = static_cast<int>(FP.getLine());
          Adv.fix_col = static_cast<int>(FP.getColumn());
        }
      }
      drs_report_add_advice(Report, &Adv);
    }
    return Kind == DRS_ADVICE_PARALLEL;
  }

  /// The fix-it that puts Pragma on a line of its own before the loop,
  /// indented like it.
  std::optional<FixItHint> insertion(SourceLocation For,
                                     const std::string &Pragma) {
    if (!For.isFileID())
      return std::nullopt;
    std::pair<FileID, unsigned> FO = SM.getDecomposedLoc(For);
    bool Invalid = false;
    llvm::StringRef Buf = SM.getBufferData(FO.first, &Invalid);
    if (Invalid || FO.second > Buf.size())
      return std::nullopt;
    size_t NL = Buf.rfind('\n', FO.second);
    size_t LineStart = NL == llvm::StringRef::npos ? 0 : NL + 1;
    llvm::StringRef Before = Buf.slice(LineStart, FO.second);
    if (Before.find_first_not_of(" \t") == llvm::StringRef::npos)
      return FixItHint::CreateInsertion(For, Pragma + "\n" + Before.str());
    return FixItHint::CreateInsertion(For, "\n" + Pragma + "\n");
  }

  int Rounds = 0;  // models built for the current loop
  ASTContext &Ctx;
  SourceManager &SM;
  const CheckFn &Check;
  Diagnostics &D;
  drs_report *Report;
};

} // namespace

AdviceCounts adviseLoops(ASTContext &Ctx, const std::vector<AdviceLoop> &Loops,
                         const CheckFn &Check, Diagnostics &D,
                         drs_report *Report, bool Verbose) {
  Adviser A(Ctx, Check, D, Report);
  A.Verbose = Verbose;
  A.run(Loops);
  return A.Counts;
}

} // namespace drsat
