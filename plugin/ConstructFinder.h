//===- ConstructFinder.h - the loops drsat analyses -------------*- C++ -*-===//
//
// Finds the constructs of a translation unit, in source order:
//  - every OpenMP loop directive in a function of the main file (only when
//    OpenMP is enabled: -fopenmp or -fopenmp-simd); `parallel for`, `for`,
//    `simd`, `parallel for simd` and `for simd` are analysed, other loop
//    directives become "not analyzed" with the reason;
//  - every `for` loop of the main file preceded by `#pragma drs`, unless the
//    same loop is an OpenMP directive's loop (it is analysed once, as that
//    directive).
// Matching only: the finder reports nothing; the caller turns unmatched
// pragmas and the reasons below into diagnostics.
//
//===----------------------------------------------------------------------===//
#ifndef DRSAT_PLUGIN_CONSTRUCTFINDER_H
#define DRSAT_PLUGIN_CONSTRUCTFINDER_H

#include "DrsPragma.h"
#include "ModelBuilder.h"

#include <string>
#include <vector>

namespace drsat {

struct FoundConstruct {
  ConstructSite Site;
  /// Non-empty when the front already knows the construct cannot be analysed
  /// (a directive not modelled yet, a range-based for, template code...).
  std::string NotAnalyzed;
};

struct FoundConstructs {
  std::vector<FoundConstruct> Constructs;
  /// `#pragma drs` sites of the main file not followed by a for loop.
  std::vector<clang::SourceLocation> UnmatchedPragmas;
};

FoundConstructs findConstructs(clang::ASTContext &Ctx,
                               const DrsPragmaLog &Pragmas);

/// True for the directives drsat models ("parallel for", "for", "simd",
/// "parallel for simd", "for simd").
bool isModelledDirective(llvm::StringRef Kind);

} // namespace drsat

#endif
