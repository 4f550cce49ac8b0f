//===- Options.h - the plugin's arguments -----------------------*- C++ -*-===//
//
// What the plugin's arguments and the configuration file set (Options.cpp);
// --help lists them (Help.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef DRSAT_PLUGIN_OPTIONS_H
#define DRSAT_PLUGIN_OPTIONS_H

#include "Config.h"
#include "Diagnostics.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Regex.h"

#include <memory>
#include <set>
#include <string>

#include "drs_solver.h"

namespace clang {
class CompilerInstance;
}

namespace drsat {

struct Options {
  bool Remarks = false;
  bool Verbose = false;
  bool Advise = false;  ///< advice for plain loops (Advice.h)
  drs_options Solver;
  std::string DumpModel;  ///< path patterns; empty = not requested
  std::string Json;
  std::string Sarif;
  UnknownLevel Unknown = UnknownLevel::Warning;
  /// header-filter=REGEX: headers whose constructs are analysed (all
  /// non-system headers when not given)
  std::shared_ptr<llvm::Regex> HeaderFilter;
  /// -Wno-source-uses-openmp: OpenMP left out on purpose, no word about it
  bool QuietNoOpenMP = false;
  /// config=PATH (empty: search for .drsat.yaml), config=none
  std::string ConfigPath;
  bool NoConfig = false;
  std::string SuppressionsFile;  ///< suppressions=PATH
  std::set<std::string> Given;   ///< keys set on the command line
  bool ConfigBroken = false;     ///< a configuration error was reported
  /// the rules of the configuration and suppressions files (Config.h)
  std::shared_ptr<const SuppressRules> Rules;
};

/// Sets option Key to Val (HasVal: '=' was written) in O; false with Why
/// when Key is not an option (or, FromConfig, not one a configuration file
/// may set) or Val does not fit it.  `help` and `version` print, once per
/// process.
bool setOption(Options &O, llvm::StringRef Key, llvm::StringRef Val,
               bool HasVal, bool FromConfig, std::string &Why);

/// Reads the configuration file of InFile (Config.h) into O, leaving what
/// the command line set, and the suppressions file.  Errors are errors of
/// the compilation, with the file and line, and set O.ConfigBroken.
void configure(clang::CompilerInstance &CI, llvm::StringRef InFile,
               Options &O);

} // namespace drsat

#endif
