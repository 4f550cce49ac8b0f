//===- Config.h - .drsat.yaml and suppression rules --------------*- C++ -*-===//
//
// Two ways to tune drsat for a project without touching its build flags:
//
// * A configuration file, `.drsat.yaml`, found like clang-tidy finds
//   `.clang-tidy`: in the directory of the main source file or the nearest
//   one above it (or named by `-fplugin-arg-drsat-config=PATH`; `config=none`
//   reads none).  A YAML mapping whose keys are the plugin arguments that
//   tune the analysis -- `budget`, `budget-ms`, `timeout-ms`, `header-filter`,
//   `unknown`, `remarks` -- and `suppress`, a list of suppression rules.
//   Arguments on the command line win over the file.
// * Suppression rules, from the file's `suppress` list or a suppressions
//   file (`-fplugin-arg-drsat-suppressions=PATH`, one rule per line, `#`
//   comments), written like ThreadSanitizer's: `KIND:GLOB` with KIND one of
//   `race` (races, proved or possible), `possible-race` (possible races
//   only), `unknown` ("not analyzed"); GLOB (llvm::GlobPattern: `*`, `?`,
//   `[...]`) matches the name of the function holding the construct, the
//   racing variable, or the construct's file (its path as Clang names it, or
//   its base name).
//
//===----------------------------------------------------------------------===//
#ifndef DRSAT_PLUGIN_CONFIG_H
#define DRSAT_PLUGIN_CONFIG_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/GlobPattern.h"

#include <memory>
#include <string>
#include <vector>

namespace drsat {

/// One `KIND:GLOB` rule, with where it was written (for the reports).
struct SuppressRule {
  enum Kind { Race, PossibleRace, Unknown } K;
  std::string Pattern;  ///< the GLOB text; Glob points into it (LLVM 19's
                        ///< GlobPattern keeps a StringRef), so a rule is
                        ///< never moved once made
  llvm::GlobPattern Glob;
  std::string Origin;   ///< "PATH:LINE: KIND:GLOB"
};

class SuppressRules {
public:
  /// Adds the rule Text (`KIND:GLOB`) written at Origin ("PATH:LINE");
  /// false with Err set when it is not a rule.
  bool add(llvm::StringRef Text, llvm::StringRef Origin, std::string &Err);
  /// Reads a suppressions file: one rule per line, blank lines and `#`
  /// comments skipped.  False with Err ("PATH:LINE: ...") on the first error.
  bool addFile(llvm::StringRef Path, std::string &Err);
  /// The first rule that suppresses a finding: a race (Possible: a possible
  /// one) or, with Unknown, a "not analyzed"; Names are what the glob may
  /// match.  nullptr when none does.
  const SuppressRule *match(bool Unknown, bool Possible,
                            llvm::ArrayRef<llvm::StringRef> Names) const;
  bool empty() const { return Rules.empty(); }

private:
  std::vector<std::unique_ptr<SuppressRule>> Rules;
};

/// One `key: value` of the configuration file: a scalar or a list.
struct ConfigEntry {
  std::string Key;
  std::string Value;              ///< a scalar value
  std::vector<std::string> List;  ///< a sequence value
  bool IsList = false;
  unsigned Line = 0;
  std::vector<unsigned> ListLines;
};

/// `.drsat.yaml` in the directory of Source (made absolute) or the nearest
/// one above it; "" when there is none.
std::string findConfig(llvm::StringRef Source);

/// Reads the configuration file Path; false with Err ("PATH:LINE: ...") when
/// it cannot be read or is not a mapping of keys to scalars or lists of
/// scalars.
bool readConfig(llvm::StringRef Path, std::vector<ConfigEntry> &Out,
                std::string &Err);

} // namespace drsat

#endif
