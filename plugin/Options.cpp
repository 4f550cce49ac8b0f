//===- Options.cpp - the plugin's arguments and configuration file --------===//
//
// `-fplugin-arg-drsat-KEY[=VALUE]` and the `.drsat.yaml` keys (Options.h,
// Config.h): one setter for both, so a key means the same in either place.
//
//===----------------------------------------------------------------------===//
#include "Options.h"

#include "Diagnostics.h"
#include "Help.h"

#include "clang/Frontend/CompilerInstance.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace drsat {

/// The value of `-fplugin-arg-drsat-KEY=VALUE` as milliseconds.
static bool parseMillis(llvm::StringRef Val, unsigned &Out) {
  unsigned long long N = 0;
  if (Val.empty() || Val.getAsInteger(10, N) || N > 0xffffffffULL)
    return false;
  Out = static_cast<unsigned>(N);
  return true;
}

/// Reads the configuration file of InFile (Config.h) into O, leaving what
/// the command line set, and the suppressions file.  Errors are errors of
/// the compilation, with the file and line.
void configure(CompilerInstance &CI, llvm::StringRef InFile, Options &O) {
  Diagnostics D(CI.getDiagnostics());
  auto Error = [&](const std::string &Message) {
    D.argError(Message);
    O.ConfigBroken = true;
  };
  auto Rules = std::make_shared<SuppressRules>();
  std::string Path = O.ConfigPath;
  if (Path.empty() && !O.NoConfig && InFile != "-")
    Path = findConfig(InFile);
  std::vector<ConfigEntry> Entries;
  std::string Err;
  if (!Path.empty() && !readConfig(Path, Entries, Err)) {
    Error(Err);
    Entries.clear();
  }
  for (const ConfigEntry &E : Entries) {
    std::string Where = Path + ":" + std::to_string(E.Line), Why;
    if (E.Key == "suppress") {
      if (!E.IsList) {
        Error(Where + ": 'suppress' takes a list of rules "
                           "('- race:legacy_*')");
        continue;
      }
      for (size_t I = 0; I < E.List.size(); ++I) {
        std::string At = Path + ":" + std::to_string(E.ListLines[I]);
        if (!Rules->add(E.List[I], At, Why))
          Error(At + ": " + Why);
      }
    } else if (E.IsList) {
      Error(Where + ": '" + E.Key + "' takes one value, not a list");
    } else {
      // checked even when the command line sets it (and wins)
      Options Scratch;
      Options &Into = O.Given.count(E.Key) ? Scratch : O;
      if (!setOption(Into, E.Key, E.Value, true, /*FromConfig=*/true, Why))
        Error(Where + ": " + Why);
    }
  }
  if (!O.SuppressionsFile.empty() &&
      !Rules->addFile(O.SuppressionsFile, Err))
    Error(Err);
  O.Rules = std::move(Rules);
}

/// Sets option Key to Val (HasVal: '=' was written) in O; false with Why
/// when Key is not an option (or, FromConfig, not one a configuration
/// file may set) or Val does not fit it.
bool setOption(Options &O, llvm::StringRef Key, llvm::StringRef Val,
             bool HasVal, bool FromConfig, std::string &Why) {
  auto Flag = [&](bool &Field) {
    if (FromConfig) {  // `remarks: true`
      if (Val != "true" && Val != "false") {
        Why = "expected '" + Key.str() + ": true' or 'false'";
        return false;
      }
      Field = Val == "true";
      return true;
    }
    if (HasVal) {
      Why = "'" + Key.str() + "' takes no value";
      return false;
    }
    Field = true;
    return true;
  };
  auto Number = [&](unsigned &Field, unsigned Max, const char *What) {
    unsigned N = 0;
    if (!HasVal || !parseMillis(Val, N) || N > Max) {
      Why = "expected '" + Key.str() + (FromConfig ? ": N'" : "=N'") +
            " with N " + What;
      return false;
    }
    Field = N;
    return true;
  };
  if (Key == "remarks")
    return Flag(O.Remarks);
  if (Key == "verify-runs")
    return Flag(O.Solver.verify_runs);
  if (Key == "no-race-runs")
    return Flag(O.Solver.no_race_runs);
  if (Key == "budget")
    return Number(O.Solver.budget_mu, 0xffffffffu,
                  "a number of millions of resource units");
  if (Key == "timeout-ms")
    return Number(O.Solver.timeout_ms, 0xffffffffu, "a number of milliseconds");
  if (Key == "budget-ms")
    return Number(O.Solver.budget_ms, 0xffffffffu, "a number of milliseconds");
  if (Key == "header-filter") {
    auto RE = std::make_shared<llvm::Regex>(Val);
    std::string REWhy;
    if (!HasVal || !RE->isValid(REWhy)) {
      Why = "expected 'header-filter" + std::string(FromConfig ? ": " : "=") +
            "REGEX' with a valid regular expression" +
            (REWhy.empty() ? std::string() : " (" + REWhy + ")");
      return false;
    }
    O.HeaderFilter = RE;
    return true;
  }
  if (Key == "unknown") {
    if (Val == "warning")
      O.Unknown = UnknownLevel::Warning;
    else if (Val == "error")
      O.Unknown = UnknownLevel::Error;
    else if (Val == "remark")
      O.Unknown = UnknownLevel::Remark;
    else if (Val == "ignore")
      O.Unknown = UnknownLevel::Ignore;
    else {
      Why = "expected 'unknown' to be 'warning', 'error', 'remark' or 'ignore'";
      return false;
    }
    return true;
  }
  if (FromConfig) {
    Why = "unknown key '" + Key.str() +
          "' (a configuration file sets budget, budget-ms, timeout-ms, "
          "header-filter, unknown, remarks and suppress)";
    return false;
  }
  if (Key == "help" || Key == "version") {
    bool Dummy = false;
    if (!Flag(Dummy))
      return false;
    static bool PrintedHelp = false, PrintedVersion = false;  // once per call
    bool &Printed = Key == "help" ? PrintedHelp : PrintedVersion;
    if (!Printed && Key == "help")
      printHelp(llvm::outs());
    else if (!Printed)
      llvm::outs() << "drsat " << DRSAT_VERSION << " (plugin, Clang "
                   << DRSAT_LLVM_MAJOR << ")\n";
    Printed = true;
    return true;
  }
  if (Key == "verbose")
    return Flag(O.Verbose);
  if (Key == "advise")
    return Flag(O.Advise);
  if (Key == "prefault-mb")
    return Number(O.Solver.prefault_mb, 1024, "a number of MiB from 0 to 1024");
  if (Key == "dump-model" || Key == "json" || Key == "sarif" ||
      Key == "config" || Key == "suppressions") {
    if (!HasVal || Val.empty()) {
      Why = "expected '" + Key.str() + "=PATH'";
      return false;
    }
    if (Key == "config" && Val == "none")
      O.NoConfig = true;
    else
      (Key == "dump-model"     ? O.DumpModel
       : Key == "json"         ? O.Json
       : Key == "sarif"        ? O.Sarif
       : Key == "config"       ? O.ConfigPath
                               : O.SuppressionsFile) = Val.str();
    return true;
  }
  Why = "unknown argument (-fplugin-arg-drsat-help lists them)";
  return false;
}


} // namespace drsat
