//===- BuildAdvice.cpp - a plain loop as if it were `parallel for` ---------===//
//
// Advice mode (-fplugin-arg-drsat-advise, Advice.cpp) asks of a plain `for`
// loop whether `#pragma omp parallel for` with some clauses would be free of
// data races.  The loop is modelled like a `#pragma drs` loop; the clauses
// tried (private and reduction variables of ConstructSite) privatise their
// variables as the real clauses would, and the loop's own variable, which
// `parallel for` privatises, must not be read after the loop.
//
//===----------------------------------------------------------------------===//
#include "ModelBuilder.h"
#include "SymExec.h"

using namespace clang;

namespace drsat {

void Builder::adviceClauses() {
  for (const VarDecl *VD : Site.AdvicePrivate) {
    ClausePrivate.insert(VD);  // private: no value on entry
    ClauseUninit.insert(VD);
  }
  for (const VarDecl *VD : Site.AdviceReduction)
    ClausePrivate.insert(VD);  // reduction: the operator's identity
}

void Builder::adviceLoopVars() {
  LoopShape L;
  if (ParLoops.empty() || !parseCanonical(ParLoops.front(), L) || !L.Var)
    return;
  if (L.Wraps) {
    R.AdviceBlock = "'" + nameOf(L.Var) +
                    "' wraps around before it reaches the bound, which an "
                    "OpenMP loop cannot express";
    return;
  }
  if (isa_and_nonnull<DeclStmt>(ParLoops.front()->getInit()))
    return;  // declared in the loop: not visible after it
  if (usedOutside(L.Var))
    R.AdviceBlock = "'" + nameOf(L.Var) +
                    "' is read after the loop, where 'parallel for' leaves "
                    "its value unspecified";
}

} // namespace drsat
