//===- DrsatPlugin.cpp - the drsat Clang plugin --------------------------===//
//
// The plugin's entry point: the action `drsat`, its arguments, and the
// per-translation-unit driver that finds the constructs (ConstructFinder:
// analysed loops, and OpenMP regions reported as not analyzed),
// models each one (ModelBuilder), asks the solver (solver/drs_solver.h),
// turns the verdicts into diagnostics (Diagnostics) and writes the requested
// reports (solver/drs_report.h) and model dumps.
//
// The action runs before the main action, so `clang-19 -fopenmp
// -fplugin=libdrsat.so -c t.c` still writes t.o.  Clang makes a new action,
// and so a new consumer, for every translation unit: everything per-TU lives
// in the consumer.  Two things outlive a TU, on purpose: `help` prints once
// per process, and a report path is written at most once per clang call, so
// that several inputs never overwrite each other's reports (use `%s` in the
// path for one file per input).  Note that a driver call with several inputs
// runs each cc1 job in its own process; `clang -cc1 a.c b.c` runs both in
// one.  claimOutputPath() (OutputPaths.cpp) handles both.
//
//===----------------------------------------------------------------------===//
#include "Advice.h"
#include "Config.h"
#include "Options.h"
#include "ConstructFinder.h"
#include "Diagnostics.h"
#include "DrsPragma.h"
#include "Help.h"
#include "ModelBuilder.h"
#include "OutputPaths.h"
#include "Suppress.h"
#include "SymExec.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdlib>
#include <set>
#include <string>

extern "C" {
#include "drs_model.h"
#include "drs_report.h"
#include "drs_solver.h"
}

using namespace clang;

namespace {

using drsat::Options;

std::vector<std::string> attachFixes(const SourceManager &SM,
                                     const drsat::BuildResult &B,
                                     const drs_construct *M, drs_result *R);
/// The name of the object access Access of M touches ("" if none).
std::string objectOf(const drs_construct *M, int Access);

/// Line and column of Loc as diagnostics print them (after macro expansion,
/// following `#line`); false when Loc is invalid.
bool presumedLineCol(const SourceManager &SM, SourceLocation Loc,
                     unsigned &Line, unsigned &Col) {
  if (Loc.isInvalid())
    return false;
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  if (P.isInvalid())
    return false;
  Line = P.getLine();
  Col = P.getColumn();
  return true;
}

/// Makes the line numbers of a built model (which the builder takes from the
/// file as spelled) follow `#line` like the diagnostics do, so that reports,
/// model dumps and diagnostics agree.
void usePresumedLines(const SourceManager &SM, const drsat::ConstructSite &Site,
                      const drsat::BuildResult &B, drs_construct *M) {
  SourceLocation PL = Site.PragmaLoc.isValid()
                          ? Site.PragmaLoc
                          : (Site.Loop ? drsat::forLoc(Site.Loop)
                                       : SourceLocation());
  presumedLineCol(SM, PL, M->line, M->col);
  if (Site.Loop)
    presumedLineCol(SM, drsat::forLoc(Site.Loop), M->loop_line, M->loop_col);
  for (int I = 0; I < M->n_accesses; ++I)
    if (static_cast<size_t>(I) < B.AccessLocs.size())
      presumedLineCol(SM, B.AccessLocs[I], M->accesses[I].line,
                      M->accesses[I].col);
}

std::string locString(const SourceManager &SM, SourceLocation Loc) {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  if (P.isInvalid())
    return "<unknown>";
  return std::string(P.getFilename()) + ":" + std::to_string(P.getLine()) +
         ":" + std::to_string(P.getColumn());
}

/// Per-translation-unit state of the analysis.
struct TUState {
  drs_solver *Solver = nullptr;
  bool SolverFailed = false;
  std::string SolverError;
  drs_model *Dump = nullptr;
  drs_report *Report = nullptr;
  int Counts[4] = {0, 0, 0, 0};  // by drs_verdict
  int Suppressed = 0;            // constructs whose finding NOLINT hides
  std::unique_ptr<drsat::Suppressions> Supp;
  // When the solver (and its per-TU budget clock) started: once the budget
  // is spent, later loops are not even modelled, so building hundreds of
  // models cannot stretch the compile past the budget.
  std::chrono::steady_clock::time_point BudgetStart;

  /// The solver, started at the first need; null when it cannot start
  /// (SolverError says why).
  drs_solver *solver(const drs_options &O) {
    if (!Solver && !SolverFailed) {
      char Err[512] = "";
      drs_options Own = O;
      Own.no_values = Report == nullptr;  // only the JSON report shows them
      Solver = drs_solver_new(&Own, Err, sizeof Err);
      BudgetStart = std::chrono::steady_clock::now();
      if (!Solver) {
        SolverFailed = true;
        SolverError = std::string("cannot start the solver: ") +
                      (Err[0] ? Err : "unknown error");
      }
    }
    return Solver;
  }
  /// The wall-time budget (budget-ms) is spent.
  bool spent(const drs_options &O) const {
    return Solver && O.budget_ms &&
           std::chrono::duration<double, std::milli>(
               std::chrono::steady_clock::now() - BudgetStart)
                   .count() >= O.budget_ms;
  }

  TUState() = default;
  TUState(const TUState &) = delete;
  TUState &operator=(const TUState &) = delete;
  ~TUState() {
    if (Solver)
      drs_solver_free(Solver);
    if (Dump)
      drs_model_free(Dump);
    if (Report)
      drs_report_free(Report);
  }
};

class DrsatConsumer : public ASTConsumer {
public:
  DrsatConsumer(const Options &O, std::shared_ptr<drsat::DrsPragmaLog> Log,
                std::string File)
      : Opts(O), Pragmas(std::move(Log)), InFile(std::move(File)) {}

  void HandleTranslationUnit(ASTContext &Ctx) override;

private:
  void analyse(ASTContext &Ctx, const drsat::FoundConstruct &FC, TUState &T);
  void suppress(drsat::Suppressions &Supp, const drsat::FoundConstruct &FC,
                const drsat::BuildResult &B, const drs_construct *M,
                drs_result *R);
  void diagnose(ASTContext &Ctx, const drsat::FoundConstruct &FC,
                const drsat::BuildResult &B, const drs_construct *M,
                const drs_result *R, const std::vector<std::string> &Clauses);
  void writeOutputs(ASTContext &Ctx, TUState &T);

  Options Opts;
  std::shared_ptr<drsat::DrsPragmaLog> Pragmas;
  std::string InFile;
};

/// Clang prints diagnostics to llvm::errs(), which is unbuffered: every
/// piece of a warning -- its text, each snippet line, the caret -- is a
/// write() of its own (NPB BT's 720 warnings with their notes: 30,000
/// writes, 40 ms of a 0.22 s compile writing to a file).  While the plugin
/// reports, the stream is buffered (LLVM keeps a terminal unbuffered
/// anyway) and flushed after each construct; the guard restores it.
class BufferedErrs {
public:
  BufferedErrs() : Was(llvm::errs().GetBufferSize() == 0) {
    if (Was)
      llvm::errs().SetBuffered();
  }
  ~BufferedErrs() {
    llvm::errs().flush();
    if (Was)
      llvm::errs().SetUnbuffered();
  }
  BufferedErrs(const BufferedErrs &) = delete;
  BufferedErrs &operator=(const BufferedErrs &) = delete;

private:
  bool Was;  // unbuffered before
};

void DrsatConsumer::HandleTranslationUnit(ASTContext &Ctx) {
  DiagnosticsEngine &DE = Ctx.getDiagnostics();
  // Real errors only: warnings turned into errors by -Werror (ours from the
  // pragma handler included) leave a sound AST behind.
  if (Opts.ConfigBroken)
    return;  // the error said why; no verdict under settings not asked for
  if (DE.hasUncompilableErrorOccurred()) {
    if (Opts.Verbose)
      llvm::errs() << "drsat: " << InFile
                   << ": not analysed, the translation unit has errors\n";
    return;
  }
  auto Start = std::chrono::steady_clock::now();
  BufferedErrs Buffered;
  drsat::SyntaxMemoScope Memo;
  drsat::Diagnostics D(DE);
  static const drsat::DrsPragmaLog NoPragmas;
  drsat::FoundConstructs Found =
      drsat::findConstructs(Ctx, Pragmas ? *Pragmas : NoPragmas,
                            Opts.HeaderFilter.get(), Opts.Advise);
  for (SourceLocation L : Found.UnmatchedPragmas)
    D.pragmaNoLoop(L);
  const LangOptions &LO = Ctx.getLangOpts();
  if (!LO.OpenMP && !LO.OpenMPSimd && !Opts.QuietNoOpenMP) {
    // Clang drops `#pragma omp` without -fopenmp, silently: say so once
    SourceLocation P = drsat::firstOmpPragma(Ctx.getSourceManager());
    if (P.isValid())
      D.openmpOff(P);
  }

  TUState T;
  if (!Opts.DumpModel.empty())
    T.Dump = drs_model_new(InFile.c_str());
  if (!Opts.Json.empty() || !Opts.Sarif.empty())
    T.Report = drs_report_new(InFile.c_str());
  for (const drsat::FoundConstruct &FC : Found.Constructs) {
    analyse(Ctx, FC, T);
    llvm::errs().flush();  // what a crash would lose: one construct's at most
  }
  drsat::AdviceCounts Advice;
  if (Opts.Advise) {
    drsat::CheckFn Check = [&](drs_construct *M, std::string &Why) {
      drs_solver *S = T.spent(Opts.Solver) ? nullptr : T.solver(Opts.Solver);
      drs_result *R = S ? drs_check_until_race(S, M) : nullptr;
      if (!R)
        Why = T.SolverFailed  ? T.SolverError
              : !S            ? "time budget exhausted"
                              : "out of memory in the solver";
      return R;
    };
    Advice = drsat::adviseLoops(Ctx, Found.AdviceLoops, Check, D, T.Report,
                                Opts.Verbose);
  }
  writeOutputs(Ctx, T);

  if (Opts.Verbose) {
    double Secs = std::chrono::duration<double>(
                      std::chrono::steady_clock::now() - Start)
                      .count();
    llvm::errs() << "drsat: " << InFile << ": " << Found.Constructs.size()
                 << " construct(s): " << T.Counts[DRS_VERDICT_RACE]
                 << " race, " << T.Counts[DRS_VERDICT_RACE_FREE]
                 << " race-free, " << T.Counts[DRS_VERDICT_NOT_ANALYZED]
                 << " not analyzed";
    if (T.Counts[DRS_VERDICT_POSSIBLE_RACE])
      llvm::errs() << ", " << T.Counts[DRS_VERDICT_POSSIBLE_RACE]
                   << " possible race";
    llvm::errs() << "; ";
    if (Opts.Advise)
      llvm::errs() << "advice: " << Advice.Parallel << " parallel, "
                   << Advice.Race << " not, " << Advice.Unknown
                   << " unknown; ";
    llvm::errs() << llvm::format("%.3f", Secs) << " s\n";
  }
}

SourceLocation constructLoc(const drsat::FoundConstruct &FC);

void DrsatConsumer::analyse(ASTContext &Ctx, const drsat::FoundConstruct &FC,
                            TUState &T) {
  const SourceManager &SM = Ctx.getSourceManager();
  auto Start = std::chrono::steady_clock::now();
  drsat::BuildResult B;
  bool Spent = T.spent(Opts.Solver);
  if (FC.NotAnalyzed.empty() && (FC.Site.Loop || FC.Site.Region) &&
      FC.Site.Function && !Spent)
    B = drsat::buildConstructModel(Ctx, FC.Site);
  drs_construct *M = B.Model;
  if (!M) {
    std::string Fn =
        FC.Site.Function ? FC.Site.Function->getNameAsString() : std::string();
    M = drs_construct_new(FC.Site.Kind.c_str(), Fn.c_str(), 0, 0);
    if (!M)
      return;  // out of memory: nothing sensible left to do
    usePresumedLines(SM, FC.Site, B, M);
    drs_construct_set_not_analyzed(
        M, !FC.NotAnalyzed.empty() ? FC.NotAnalyzed.c_str()
           : Spent                 ? "time budget exhausted"
                                   : "the model builder produced no model");
  } else if (!FC.NotAnalyzed.empty() && !M->not_analyzed) {
    drs_construct_set_not_analyzed(M, FC.NotAnalyzed.c_str());
  }

  drs_result *R = nullptr;
  if (!M->not_analyzed) {
    if (T.solver(Opts.Solver))
      R = drs_check(T.Solver, M);
    // the assumptions the verdict rests on (the in-bounds rule) join the
    // construct's own: notes, JSON and SARIF print them from there
    for (int I = 0; R && I < R->n_assumptions; ++I)
      drs_construct_add_assumption(M, R->assumptions[I]);
    if (!R)
      drs_construct_set_not_analyzed(
          M, T.Solver ? "out of memory in the solver" : T.SolverError.c_str());
  }
  // After the solver (which orders the accesses of a race by their spelled
  // position): reports and dumps use the lines the diagnostics show.
  if (B.Model)
    usePresumedLines(SM, FC.Site, B, M);
  drs_result Local{};
  drs_result *Res = R;
  if (!Res) {
    Local.verdict = DRS_VERDICT_NOT_ANALYZED;
    Local.reason = M->not_analyzed;
    Res = &Local;
  }

  if (!T.Supp)
    T.Supp = std::make_unique<drsat::Suppressions>(SM);
  suppress(*T.Supp, FC, B, M, Res);
  diagnose(Ctx, FC, B, M, Res, attachFixes(SM, B, M, Res));
  unsigned V = static_cast<unsigned>(Res->verdict);
  if (Res->suppressed)
    ++T.Suppressed;
  else if (V < 4)
    ++T.Counts[V];
  if (Opts.Verbose) {
    double Secs = std::chrono::duration<double>(
                      std::chrono::steady_clock::now() - Start)
                      .count();
    llvm::errs() << "drsat: " << locString(SM, FC.Site.PragmaLoc) << ": '"
                 << FC.Site.Kind << "' in '" << (M->function ? M->function : "")
                 << "': " << drs_verdict_name(Res->verdict);
    if (Res->verdict == DRS_VERDICT_NOT_ANALYZED && Res->reason)
      llvm::errs() << " (" << Res->reason << ")";
    llvm::errs() << "; " << M->n_accesses << " accesses, "
                 << Res->pairs_checked << " pairs checked, "
                 << Res->pairs_solved << " solved";
    if (Res->pairs_reused > 0)
      llvm::errs() << " (" << Res->pairs_reused << " by an equal query)";
    if (Res->races_run > 0)
      llvm::errs() << " (" << Res->races_run << " races found by running the loops)";
    if (Res->undecided)
      llvm::errs() << " (pairs left undecided: " << Res->undecided << ")";
    if (Res->invalid_models > 0)
      llvm::errs() << " (" << Res->invalid_models
                   << " solver models broke their own facts: not used, solver remade)";
    if (Res->bounds_run + Res->bounds_asked > 0)
      llvm::errs() << "; in-bounds questions: " << Res->bounds_run
                   << " answered by running the loops, " << Res->bounds_asked
                   << " asked";
    llvm::errs() << "; "
                 << llvm::format("%.3f", Secs) << " s\n";
  }

  if (T.Report) {
    // a construct of a header names its file
    SourceLocation E = SM.getExpansionLoc(constructLoc(FC));
    std::string File;
    if (E.isValid() && !SM.isInMainFile(E))
      File = SM.getFilename(E).str();
    drs_report_add_in(T.Report, M, Res, File.empty() ? nullptr : File.c_str());
  }
  if (R)
    drs_result_free(R);
  if (T.Dump)
    drs_model_add(T.Dump, M);
  else
    drs_construct_free(M);
}

/// Where access Idx of the construct is, or Fallback.
SourceLocation accessLoc(const drsat::BuildResult &B, int Idx,
                         SourceLocation Fallback) {
  if (Idx >= 0 && static_cast<size_t>(Idx) < B.AccessLocs.size() &&
      B.AccessLocs[Idx].isValid())
    return B.AccessLocs[Idx];
  return Fallback;
}

/// The directive's location (or the loop's, for `#pragma drs`).
SourceLocation constructLoc(const drsat::FoundConstruct &FC) {
  SourceLocation PLoc = FC.Site.PragmaLoc;
  if (PLoc.isInvalid() && FC.Site.Loop)
    PLoc = drsat::forLoc(FC.Site.Loop);
  return PLoc;
}

// NOLINT comments (Suppress.h): a race whose access lines or directive line
// one covers, a "not analyzed" whose directive line one covers; then the
// rules of the configuration and suppressions files (Config.h), by function,
// variable or file.  The finding as a whole is suppressed when all of it is.
void DrsatConsumer::suppress(drsat::Suppressions &Supp,
                             const drsat::FoundConstruct &FC,
                             const drsat::BuildResult &B,
                             const drs_construct *M, drs_result *R) {
  static const char *const NoLint = "NOLINT";
  SourceLocation PLoc = constructLoc(FC);
  bool AtDirective = Supp.covers(PLoc);
  // what a rule's glob may match: the function, the file, the variable
  const SourceManager &SM = Supp.sourceManager();
  std::string File;
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(PLoc));
  if (P.isValid())
    File = P.getFilename();
  auto Rule = [&](bool Unknown, bool Possible,
                  const std::string &Var) -> const char * {
    if (!Opts.Rules || Opts.Rules->empty())
      return nullptr;
    llvm::StringRef Names[] = {M && M->function ? M->function : "", File,
                               llvm::sys::path::filename(File), Var};
    const drsat::SuppressRule *SR = Opts.Rules->match(Unknown, Possible, Names);
    return SR ? SR->Origin.c_str() : nullptr;
  };
  switch (R->verdict) {
  case DRS_VERDICT_NOT_ANALYZED:
    R->suppression = AtDirective ? NoLint : Rule(true, false, "");
    R->suppressed = R->suppression != nullptr;
    return;
  case DRS_VERDICT_RACE_FREE:
    return;
  case DRS_VERDICT_RACE:
  case DRS_VERDICT_POSSIBLE_RACE:
    break;
  }
  bool All = R->n_races > 0 || AtDirective;
  R->suppression = nullptr;
  for (int I = 0; I < R->n_races; ++I) {
    drs_race &Race = R->races[I];
    if (AtDirective || Supp.covers(accessLoc(B, Race.first, PLoc)) ||
        Supp.covers(accessLoc(B, Race.second, PLoc)))
      Race.suppression = NoLint;
    else
      Race.suppression = Rule(false, Race.possible, objectOf(M, Race.first));
    Race.suppressed = Race.suppression != nullptr;
    All = All && Race.suppressed;
    if (!R->suppression)
      R->suppression = Race.suppression;
  }
  R->suppressed = All;
  if (!All)
    R->suppression = nullptr;
}

/// The clauses the warnings of a racy construct propose, one per race ("" for
/// none): the first shown race of each scalar the builder has a clause for.
/// Each is also kept in its race ("insert ' private(k)' at the directive's
/// end") so the reports carry the fix-it the text shows -- unless a macro
/// writes the directive, where Clang shows no fix-it either.
std::vector<std::string> attachFixes(const SourceManager &SM,
                                     const drsat::BuildResult &B,
                                     const drs_construct *M, drs_result *R) {
  std::vector<std::string> Clauses(R->n_races > 0 ? R->n_races : 0);
  if (R->verdict != DRS_VERDICT_RACE && R->verdict != DRS_VERDICT_POSSIBLE_RACE)
    return Clauses;
  if (!B.FixLoc.isValid())
    return Clauses;
  PresumedLoc P;
  if (B.FixLoc.isFileID())
    P = SM.getPresumedLoc(B.FixLoc);
  std::set<std::string> Fixed;
  for (int I = 0; I < R->n_races; ++I) {
    drs_race &Race = R->races[I];
    std::string Obj = objectOf(M, Race.first);
    if (Race.suppressed || Obj.empty() || Fixed.count(Obj))
      continue;
    for (const drsat::ClauseFix &F : B.Fixes)
      if (F.Object == Obj && !F.Clause.empty()) {
        Clauses[I] = F.Clause;
        Fixed.insert(Obj);
        if (P.isValid()) {
          Race.fix = strdup((" " + F.Clause).c_str());
          Race.fix_line = static_cast<int>(P.getLine());
          Race.fix_col = static_cast<int>(P.getColumn());
        }
        break;
      }
  }
  return Clauses;
}

std::string objectOf(const drs_construct *M, int Access) {
  if (!M || Access < 0 || Access >= M->n_accesses)
    return std::string();
  int Obj = M->accesses[Access].object;
  if (Obj < 0 || Obj >= M->n_objects || !M->objects[Obj].name)
    return std::string();
  return M->objects[Obj].name;
}

void DrsatConsumer::diagnose(ASTContext &Ctx, const drsat::FoundConstruct &FC,
                             const drsat::BuildResult &B,
                             const drs_construct *M, const drs_result *R,
                             const std::vector<std::string> &Clauses) {
  drsat::Diagnostics D(Ctx.getDiagnostics(), Opts.Unknown);
  SourceLocation PLoc = constructLoc(FC);
  if (R->suppressed)
    return;  // NOLINT: nothing of it is shown (reports keep it, marked)

  auto Assumptions = [&] {
    for (int I = 0; I < M->n_assumptions; ++I)
      if (M->assumptions[I])
        D.note(PLoc, std::string("assuming ") + M->assumptions[I]);
  };
  // a template's construct is analysed per instantiation: say which
  std::string InstName;
  if (FC.Site.Function && FC.Site.Function->isTemplateInstantiation()) {
    llvm::raw_string_ostream OS(InstName);
    FC.Site.Function->getNameForDiagnostic(OS, Ctx.getPrintingPolicy(),
                                           /*Qualified=*/true);
  }
  auto Instance = [&] {
    if (!InstName.empty())
      D.note(PLoc, "in the instantiation '" + InstName + "'");
  };

  for (int I = 0; I < R->n_oob; ++I)
    if (R->oob[I].message)
      D.outOfBounds(accessLoc(B, R->oob[I].access, PLoc), R->oob[I].message);

  switch (R->verdict) {
  case DRS_VERDICT_NOT_ANALYZED:
    D.notAnalyzed(PLoc, R->reason ? R->reason : "no reason given", FC.Region);
    Instance();
    return;
  case DRS_VERDICT_RACE_FREE:
    if (Opts.Remarks) {
      D.raceFree(PLoc, R->pairs_checked, FC.Region);
      Instance();
      Assumptions();
    }
    return;
  case DRS_VERDICT_RACE:
  case DRS_VERDICT_POSSIBLE_RACE:  // the messages say "possible data race"
    break;
  }

  if (R->n_races <= 0 || !R->races) {
    D.race(PLoc, FC.Region ? "data race in this region (the solver gave no witness)"
                           : "data race in this loop (the solver gave no witness)");
    Instance();
    Assumptions();
    return;
  }
  std::set<std::string> Hinted;
  bool First = true;  // the first race shown carries the assumptions
  for (int I = 0; I < R->n_races; ++I) {
    const drs_race &Race = R->races[I];
    if (Race.suppressed)
      continue;
    SourceLocation L1 = accessLoc(B, Race.first, PLoc);
    SourceLocation L2 = accessLoc(B, Race.second, PLoc);
    std::string Obj = objectOf(M, Race.first);

    const std::string &Clause = Clauses[I];  // attachFixes chose it
    std::optional<FixItHint> Hint;
    if (!Clause.empty())
      Hint = FixItHint::CreateInsertion(B.FixLoc, " " + Clause);
    // the calls that lead to an access made in a called function
    auto Calls = [&](int Acc) {
      if (Acc < 0 || static_cast<size_t>(Acc) >= B.AccessCalls.size())
        return;
      for (const auto &CL : B.AccessCalls[Acc])
        D.note(CL.first, "in '" + CL.second + "' called here");
    };
    D.race(L1, Race.message ? Race.message : "data race", Hint);
    Calls(Race.first);
    D.note(L2, Race.note ? Race.note : "conflicting access here");
    Calls(Race.second);
    Instance();
    if (!Clause.empty())
      D.note(PLoc, "add '" + Clause + "' to the directive");
    if (!Obj.empty() && Hinted.insert(Obj).second)
      for (const auto &H : B.Hints)
        if (H.first == Obj && !H.second.empty())
          D.note(PLoc, H.second);
    if (First) {
      Assumptions();
      if (R->undecided)
        D.note(PLoc, std::string("not every access pair of the construct was decided (") +
                         R->undecided + "): it may have more races");
    }
    First = false;
  }
}

void DrsatConsumer::writeOutputs(ASTContext &Ctx, TUState &T) {
  drsat::Diagnostics D(Ctx.getDiagnostics());
  char Err[512];

  if (!Opts.DumpModel.empty()) {
    std::string Path = drsat::expandPath(Opts.DumpModel, InFile);
    char *Text = T.Dump ? drs_model_to_json(T.Dump) : nullptr;
    if (!Text) {
      D.outputError(Path, "out of memory");
    } else if (!drsat::claimOutputPath(Path)) {
      D.outputSkipped(Path);
    } else {
      std::error_code EC;
      llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Text);
      if (EC) {
        D.outputError(Path, EC.message());
      } else {
        OS << Text << "\n";
        OS.flush();
        if (OS.has_error()) {
          D.outputError(Path, OS.error().message());
          OS.clear_error();
        }
      }
    }
    free(Text);
  }

  struct Kind {
    const std::string &Pattern;
    bool (*Write)(const drs_report *, const char *, char *, size_t);
  } Kinds[] = {{Opts.Json, drs_report_write_json},
               {Opts.Sarif, drs_report_write_sarif}};
  for (const Kind &K : Kinds) {
    if (K.Pattern.empty())
      continue;
    std::string Path = drsat::expandPath(K.Pattern, InFile);
    if (!T.Report) {
      D.outputError(Path, "out of memory");
      continue;
    }
    if (!drsat::claimOutputPath(Path)) {
      D.outputSkipped(Path);
      continue;
    }
    Err[0] = '\0';
    if (!K.Write(T.Report, Path.c_str(), Err, sizeof Err))
      D.outputError(Path, Err[0] ? Err : "unknown error");
  }
}

class DrsatAction : public PluginASTAction {
public:
  DrsatAction() { drs_options_default(&Opts.Solver); }

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef InFile) override {
    Options O = Opts;  // this input's: the command line, then its config
    drsat::configure(CI, InFile, O);
    auto Log = std::make_shared<drsat::DrsPragmaLog>();
    O.QuietNoOpenMP = llvm::is_contained(CI.getDiagnosticOpts().Warnings,
                                            "no-source-uses-openmp");
    if (CI.hasPreprocessor())
      drsat::addDrsPragmaHandler(CI.getPreprocessor(), Log);
    return std::make_unique<DrsatConsumer>(O, Log, InFile.str());
  }

  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &Args) override {
    drsat::Diagnostics D(CI.getDiagnostics());
    bool Ok = true;
    for (const std::string &Arg : Args) {
      llvm::StringRef A(Arg);
      auto [Key, Val] = A.split('=');
      bool HasVal = A.contains('=');
      std::string Why;
      if (!setOption(Opts, Key, Val, HasVal, /*FromConfig=*/false, Why)) {
        D.argError("invalid plugin argument '-fplugin-arg-drsat-" + Arg +
                   "': " + Why);
        Ok = false;
      }
      Opts.Given.insert(Key.str());
    }
    return Ok;
  }

  ActionType getActionType() override { return AddBeforeMainAction; }

private:
  Options Opts;
};

} // namespace

static FrontendPluginRegistry::Add<DrsatAction>
    X("drsat", "static data-race checker for OpenMP loops (Z3)");
