//===- Suppress.h - NOLINT comments for drsat --------------------*- C++ -*-===//
//
// The suppression comments clang-tidy users know, read the same way:
//   // NOLINT               this line, every check
//   // NOLINT(drsat)        this line, drsat (also `drsat-*`, `*`, or drsat
//                           in a comma-separated list)
//   // NOLINTNEXTLINE(...)  the next line
//   // NOLINTBEGIN(...) ... // NOLINTEND(...)   the lines between
// A finding is suppressed when a comment covers the line of either access
// of a racing pair, or the directive's line (DrsatPlugin.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef DRSAT_PLUGIN_SUPPRESS_H
#define DRSAT_PLUGIN_SUPPRESS_H

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallVector.h"

#include <map>
#include <utility>
#include <vector>

namespace drsat {

class Suppressions {
public:
  explicit Suppressions(const clang::SourceManager &S) : SM(S) {}
  /// A NOLINT comment for drsat covers Loc's line (of its expansion).
  bool covers(clang::SourceLocation Loc);
  const clang::SourceManager &sourceManager() const { return SM; }

private:
  struct FileLines {
    llvm::SmallVector<llvm::StringRef, 0> Lines;       ///< 1-based: Lines[L-1]
    std::vector<std::pair<unsigned, unsigned>> Blocks; ///< BEGIN..END lines
  };
  const FileLines &linesOf(clang::FileID F);

  const clang::SourceManager &SM;
  std::map<clang::FileID, FileLines> Files;
};

/// The first `#pragma omp` line of the main file, or an invalid location
/// (what Clang drops without -fopenmp).
clang::SourceLocation firstOmpPragma(const clang::SourceManager &SM);

} // namespace drsat

#endif
