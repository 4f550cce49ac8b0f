//===- Advice.h - may this plain loop be `parallel for`? --------*- C++ -*-===//
//
// Advice mode (-fplugin-arg-drsat-advise): for every plain `for` loop that
// the finder lists (ConstructFinder.h, AdviceLoop), outermost first, drsat
// asks whether `#pragma omp parallel for` would be free of data races, with
// the `private` and `reduction` clauses that its fix-its propose for racing
// scalars.  The answer is one remark per loop: the directive with a fix-it
// that inserts it, or the race (or other reason) that stops it, or why
// drsat cannot tell.  Where a loop cannot be parallelised, the loops nested
// in it are asked next.  Clauses are never guessed: a directive is proposed
// only when the model rebuilt with those clauses is proved race-free by the
// same solver, so applying the fix-it and running drsat again reports no
// race.
//
//===----------------------------------------------------------------------===//
#ifndef DRSAT_PLUGIN_ADVICE_H
#define DRSAT_PLUGIN_ADVICE_H

#include "ConstructFinder.h"
#include "Diagnostics.h"

#include "clang/AST/ASTContext.h"

#include <functional>
#include <string>
#include <vector>

extern "C" {
#include "drs_model.h"
#include "drs_report.h"
#include "drs_solver.h"
}

namespace drsat {

/// Solves one model; null (with Why) when no verdict can be had (the solver
/// could not start, the time budget is spent).  The caller frees the result.
using CheckFn = std::function<drs_result *(drs_construct *M, std::string &Why)>;

struct AdviceCounts {
  unsigned Parallel = 0, Race = 0, Unknown = 0;
};

/// Advises on Loops (in source order, with their nesting); Report, when not
/// null, gets one entry per loop advised on.
/// Verbose: one line per loop on stderr (outcome, rounds, time).
AdviceCounts adviseLoops(clang::ASTContext &Ctx,
                         const std::vector<AdviceLoop> &Loops,
                         const CheckFn &Check, Diagnostics &D,
                         drs_report *Report, bool Verbose = false);

} // namespace drsat

#endif
