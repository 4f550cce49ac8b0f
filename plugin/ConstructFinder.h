//===- ConstructFinder.h - the constructs drsat analyses --------*- C++ -*-===//
//
// Finds the constructs of a translation unit, in source order, and
// classifies every OpenMP directive of the functions of the main file and
// of its non-system headers (only when OpenMP is enabled: -fopenmp or
// -fopenmp-simd), so that nothing OpenMP runs in parallel goes unmentioned
// ("never race-free by omission"):
//  - loop directives: `parallel for`, `for`, `simd`, `parallel for simd` and
//    `for simd` are analysed, and so are the target, teams, distribute and
//    loop forms that behave as one of them (loopBehaviour: Site.Form and
//    Site.Teams); other loop directives become "loop not analyzed" with the
//    reason;
//  - `target` (without nowait) and the data directives run nothing in
//    parallel themselves: transparent, the constructs inside them are
//    found as if they were not there; so is a `teams` whose body is one
//    `distribute` loop (the loop is the construct);
//  - directives nested inside an analysed loop's body (critical, atomic,
//    ordered, ...) are the model builder's business: nothing here;
//  - `#pragma omp parallel` is covered when its body holds only region-local
//    declarations with harmless initialisers, worksharing `for` / `for simd`
//    loops (with `nowait` only when a barrier or the region's end follows),
//    `#pragma omp barrier` and null statements; otherwise, and for
//    `parallel sections`, `target parallel` and `teams` with other code, it
//    is a region construct (Site.Region, built by BuildRegion.cpp) unless a
//    directive the region model lacks is inside (a target, nested parallel,
//    ...): then "region not analyzed" with that directive's name.  Loops
//    inside a region construct are analysed as their own constructs;
//  - any other directive (a task outside a region, critical outside a
//    region or loop, `target nowait`, ...) becomes a "region not analyzed"
//    construct,
//    once per outermost unmodelled directive: directives nested inside one
//    already reported are not reported again, except modelled loops, which
//    become "loop not analyzed" naming the enclosing directive (a verdict
//    inside a construct not understood would rest on what was not
//    understood);
//  - a modelled loop directive other than `simd` nested in a modelled loop
//    directive is "loop not analyzed" too (every iteration or thread of the
//    outer one runs it all); a `simd` loop there runs within one outer
//    iteration and is analysed;
//  - every `for` loop preceded by `#pragma drs`, unless the same loop is an
//    OpenMP directive's loop (it is analysed once, as that directive).
// Under -fopenmp-simd only simd directives exist for the program; the others
// run sequentially and are left alone.
// Matching only: the finder reports nothing; the caller turns unmatched
// pragmas and the reasons below into diagnostics.
//
//===----------------------------------------------------------------------===//
#ifndef DRSAT_PLUGIN_CONSTRUCTFINDER_H
#define DRSAT_PLUGIN_CONSTRUCTFINDER_H

#include "DrsPragma.h"
#include "ModelBuilder.h"

#include "llvm/Support/Regex.h"

#include <string>
#include <vector>

namespace drsat {

struct FoundConstruct {
  /// For a region (Region == true): Function, PragmaLoc and Kind are set;
  /// Directive and Loop are null.
  ConstructSite Site;
  /// Non-empty when the front already knows the construct cannot be analysed
  /// (a directive not modelled yet, a range-based for, template code...).
  /// Always set for a region.
  std::string NotAnalyzed;
  /// A non-loop directive (or a `parallel` region) that is not analysed:
  /// reported as "region not analyzed: <NotAnalyzed>".
  bool Region = false;
};

/// A plain `for` loop that advice mode asks about (Advice.cpp).
struct AdviceLoop {
  const clang::FunctionDecl *Function = nullptr;
  const clang::ForStmt *Loop = nullptr;
  /// Index of the nearest enclosing AdviceLoop, or -1 for an outermost one.
  int Parent = -1;
};

struct FoundConstructs {
  std::vector<FoundConstruct> Constructs;
  /// With Advise: the `for` loops spelled in the analysed files outside any
  /// OpenMP directive, any `#pragma drs` loop and any function that only
  /// parallel regions call, in source order.
  std::vector<AdviceLoop> AdviceLoops;
  /// `#pragma drs` sites of the main file not followed by a for loop.
  std::vector<clang::SourceLocation> UnmatchedPragmas;
};

/// The constructs of the main file and of the headers it includes, except
/// system headers and, when HeaderFilter is given, headers whose path it
/// does not match (clang-tidy's -header-filter).
FoundConstructs findConstructs(clang::ASTContext &Ctx,
                               const DrsPragmaLog &Pragmas,
                               const llvm::Regex *HeaderFilter = nullptr,
                               bool Advise = false);

/// Why `#pragma omp parallel` P is not covered by the analysis of its
/// worksharing loops (code outside them that could race), or "" when it is
/// (RegionCheck.cpp).
std::string coveredRegionReason(clang::ASTContext &Ctx,
                                const clang::OMPExecutableDirective *P,
                                const clang::FunctionDecl *F);

/// The loop form of the directives drsat models as they are (`parallel
/// for`, `for`, `simd`, `parallel for simd`, `for simd`); None for others
/// (a target, teams or `loop` form may still behave as one of them).
LoopForm modelledForm(llvm::omp::Directive K);

/// The directive's name as OpenMP spells it ("parallel for", ...).
std::string directiveName(const clang::OMPExecutableDirective *D);

} // namespace drsat

#endif
