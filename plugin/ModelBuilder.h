//===- ModelBuilder.h - Clang AST to drsat model ---------------------------===//
//
// The only interface between the plugin's front (action, pragma handler,
// diagnostics: DrsatPlugin.cpp and friends) and the AST -> model builder
// (ModelBuilder.cpp).  The front finds constructs; the builder turns one into a
// drs_construct (encoder/drs_model.h) by symbolic execution of the function's
// code before the loop and of one iteration of the loop body.
//
//===----------------------------------------------------------------------===//
#ifndef DRSAT_PLUGIN_MODELBUILDER_H
#define DRSAT_PLUGIN_MODELBUILDER_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceLocation.h"

#include <string>
#include <vector>

extern "C" {
#include "drs_model.h"
}

namespace drsat {

/// The loop construct the builder models: the directive itself, or what a
/// target, teams or `loop` form behaves as (`target teams distribute
/// parallel for` is ParallelFor with a Teams construct, `teams distribute`
/// is Distribute); Drs for a plain loop under `#pragma drs` or advice.
enum class LoopForm {
  None,
  Drs,
  For,
  ParallelFor,
  Simd,
  ForSimd,
  ParallelForSimd,
  Distribute,
};

/// The `for` keyword of a ForStmt or CXXForRangeStmt (invalid otherwise).
inline clang::SourceLocation forLoc(const clang::Stmt *Loop) {
  if (const auto *F = llvm::dyn_cast_or_null<clang::ForStmt>(Loop))
    return F->getForLoc();
  if (const auto *R = llvm::dyn_cast_or_null<clang::CXXForRangeStmt>(Loop))
    return R->getForLoc();
  return clang::SourceLocation();
}

/// One loop to analyse, as found by the front.
struct ConstructSite {
  const clang::FunctionDecl *Function = nullptr;
  /// The OpenMP loop directive, or null for a plain loop under `#pragma drs`.
  const clang::OMPLoopDirective *Directive = nullptr;
  /// The construct's outermost `for` (for a directive: the associated loop).
  /// A ForStmt, or a CXXForRangeStmt (forLoc gives its `for`).
  const clang::Stmt *Loop = nullptr;
  /// `#pragma` location (directive begin, or the `#pragma drs` location).
  clang::SourceLocation PragmaLoc;
  /// Directive name as OpenMP spells it ("parallel for", "simd", ...) or "drs".
  std::string Kind;
  /// What the builder models the loop as (None for a region construct).
  LoopForm Form = LoopForm::None;
  /// The `teams` construct whose teams share the loop's iterations (the
  /// directive itself for a combined form), or null (BuildTarget.cpp).
  const clang::OMPExecutableDirective *Teams = nullptr;
  /// A region construct (`parallel`, `parallel sections`): the directive;
  /// Directive and Loop are null then (BuildRegion.cpp).
  const clang::OMPExecutableDirective *Region = nullptr;
  /// Region is the first `target nowait` of a function outside any
  /// parallel region: the construct is the whole function body, run by
  /// the host thread, with its target tasks (BuildRegion.cpp).
  bool HostTasks = false;
  /// Advice (-fplugin-arg-drsat-advise): a plain loop (Kind "drs") asked
  /// about as if it carried `#pragma omp parallel for` with `private` of
  /// AdvicePrivate and `reduction` of AdviceReduction (Advice.cpp).
  bool Advice = false;
  std::vector<const clang::VarDecl *> AdvicePrivate, AdviceReduction;
  /// Built again without the OpenMP lock routines (buildConstructModel):
  /// the locks held after an iteration of a loop differed from those
  /// before it (a hand-made barrier or hand-off), so no access is taken to
  /// hold a lock, and every race is only possible (LocksWhy: why).
  std::string LocksWhy;
};

/// A clause the builder proposes to add to the directive, for one object.
struct ClauseFix {
  std::string Object;   ///< drs_object name the fix is for
  std::string Clause;   ///< e.g. "private(t)", "reduction(+:s)"
  const clang::VarDecl *Var = nullptr;  ///< the variable it names
  std::string Name;                     ///< its name as the clause spells it
  std::string Op;                       ///< a reduction's operator ("+");
                                        ///< empty for private
};

struct BuildResult {
  drs_construct *Model = nullptr;          ///< owned by the caller
  /// Source location of each access, same indices as Model->accesses.
  std::vector<clang::SourceLocation> AccessLocs;
  /// For each access made in a called function (SymCall.cpp): the calls
  /// that led there, innermost first (call location, callee name); empty
  /// for an access in the construct's own code.
  std::vector<std::vector<std::pair<clang::SourceLocation, std::string>>>
      AccessCalls;
  /// Clauses that would make a racing scalar safe, with certainty.
  std::vector<ClauseFix> Fixes;
  /// Where to insert " <clause>" for a fix (end of the pragma line); invalid
  /// when no fix can be offered (e.g. `#pragma drs`).
  clang::SourceLocation FixLoc;
  /// Notes for races on an object that have no mechanical fix
  /// (e.g. "'x' is read after the loop: consider lastprivate(x)").
  std::vector<std::pair<std::string, std::string>> Hints;
  /// Advice: why `#pragma omp parallel for` would change what the loop
  /// computes even without a race (its variable is read after it), or "".
  std::string AdviceBlock;
};

/// Builds the model of one construct.  Never fails: whatever it cannot model
/// sets Model->not_analyzed with the reason.
BuildResult buildConstructModel(clang::ASTContext &Ctx, const ConstructSite &Site);

/// The `#pragma omp parallel for` that is the whole body of the innermost
/// loop of loop construct D (its collapse(n) loops counted), analysed as
/// part of D: its iterations run in a team of their own, in parallel with
/// each other and with those of other iterations of D, so its loops join
/// D's chain as if collapsed with them (ModelBuilder.cpp).  Only for D a
/// `for`, `parallel for`, `target parallel for` or `distribute` form, and
/// an inner directive whose clauses are private, shared, default(shared or
/// none), plain reduction, schedule, proc_bind or collapse; nullptr
/// otherwise (then the inner directive is "not modelled").
const clang::OMPLoopDirective *
absorbedParallelFor(const clang::OMPExecutableDirective *D);

} // namespace drsat

#endif
