//===- Diagnostics.h - drsat's diagnostics table ----------------*- C++ -*-===//
//
// Every diagnostic the plugin emits, in one place.  drsat's diagnostics are
// Clang "custom" diagnostics, which -w, -Werror and `#pragma clang
// diagnostic` do not reach; so the level of each warning is chosen here, when
// it is emitted, from the engine's settings: ignored under -w, an error under
// -Werror, else a warning.  Warnings and remarks end in " [drsat]"; notes
// do not.  The texts are a contract (DESIGN.md "Diagnostics contract"): tools
// parse them, so change them only together with the tests.
//
//===----------------------------------------------------------------------===//
#ifndef DRSAT_PLUGIN_DIAGNOSTICS_H
#define DRSAT_PLUGIN_DIAGNOSTICS_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace drsat {

/// How "not analyzed" is reported (-fplugin-arg-drsat-unknown=...): by
/// default a warning that -Werror leaves a warning, so a build that turns
/// warnings into errors fails on races, not on what drsat cannot decide.
enum class UnknownLevel { Warning, Error, Remark, Ignore };

class Diagnostics {
public:
  explicit Diagnostics(clang::DiagnosticsEngine &Engine,
                       UnknownLevel U = UnknownLevel::Warning)
      : DE(Engine), Unknown(U) {}

  /// "<message> [drsat]" at the first access of a race; Fix, when given, is
  /// attached to the warning (clang -fixit applies it).
  void race(clang::SourceLocation Loc, llvm::StringRef Message,
            std::optional<clang::FixItHint> Fix = std::nullopt);
  /// "out-of-bounds access '<text>': subscript <v> in iteration <...> is
  /// outside [0, <extent>) [drsat]" at the access (drs_oob.message).
  void outOfBounds(clang::SourceLocation Loc, llvm::StringRef Message);
  /// A note attached to the preceding warning or remark.
  void note(clang::SourceLocation Loc, llvm::StringRef Text);
  /// "loop not analyzed: <reason> [drsat]", or "region not analyzed: ..."
  /// for a non-loop OpenMP directive (level: unknownLevel)
  void notAnalyzed(clang::SourceLocation Loc, llvm::StringRef Reason,
                   bool Region = false);
  /// "loop is free of data races: <N> access pairs checked [drsat]" (remark)
  void raceFree(clang::SourceLocation Loc, int PairsChecked, bool Region = false);

  /// Advice (remarks): "loop can be parallelised: '<pragma>' is free of
  /// data races [drsat]" with the fix-it inserting the pragma; "loop cannot
  /// be parallelised: <why> [drsat]"; "drsat cannot tell whether the loop
  /// can be parallelised: <reason> [drsat]".
  void adviseParallel(clang::SourceLocation Loc, llvm::StringRef Pragma,
                      std::optional<clang::FixItHint> Fix);
  void adviseNot(clang::SourceLocation Loc, llvm::StringRef Why);
  void adviseUnknown(clang::SourceLocation Loc, llvm::StringRef Reason);

  /// "OpenMP directives are ignored without -fopenmp ..." (once, at the
  /// first `#pragma omp` of the main file)
  void openmpOff(clang::SourceLocation Loc);
  /// `#pragma drs` problems.
  void pragmaNoLoop(clang::SourceLocation Loc);
  void pragmaExtraTokens(clang::SourceLocation Loc);
  void pragmaNotHash(clang::SourceLocation Loc);

  /// Plugin arguments and output files (errors, no location).
  void argError(llvm::StringRef Message);
  void outputError(llvm::StringRef Path, llvm::StringRef Why);
  void outputSkipped(llvm::StringRef Path);

private:
  clang::DiagnosticsEngine::Level warningLevel() const;
  clang::DiagnosticsEngine::Level unknownLevel() const;
  /// Message + Suffix at Level (its text the format where it can be).
  clang::DiagnosticBuilder report(clang::SourceLocation Loc,
                                  clang::DiagnosticsEngine::Level Level,
                                  llvm::StringRef Message, llvm::StringRef Suffix);

  clang::DiagnosticsEngine &DE;
  UnknownLevel Unknown;
};

} // namespace drsat

#endif
