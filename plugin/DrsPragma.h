//===- DrsPragma.h - the `#pragma drs` handler ------------------*- C++ -*-===//
//
// `#pragma drs` asks drsat whether the `for` loop that follows may run its
// iterations in parallel.  The handler only records where each pragma is; the
// construct finder ties a pragma to its loop after parsing, by location: the
// first token after the pragma line (comments and further `#pragma` lines
// skipped) must be the `for` keyword of a ForStmt.
//
// The handler is added to the translation unit's Preprocessor when the
// plugin's ASTConsumer is created (not through PragmaHandlerRegistry, which
// would make -E / -save-temps swallow the pragma).  The Preprocessor owns the
// handler; the recorded sites live in a DrsPragmaLog shared with the consumer.
//
//===----------------------------------------------------------------------===//
#ifndef DRSAT_PLUGIN_DRSPRAGMA_H
#define DRSAT_PLUGIN_DRSPRAGMA_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"

#include <memory>
#include <vector>

namespace clang {
class Preprocessor;
}

namespace drsat {

/// One `#pragma drs` as written.
struct DrsPragmaSite {
  clang::SourceLocation Loc;     ///< the '#' of `#pragma drs`
  clang::SourceLocation EndLoc;  ///< end of the pragma line (its newline)
};

/// The pragmas of one translation unit, in source order.
using DrsPragmaLog = std::vector<DrsPragmaSite>;

/// Installs the handler for `#pragma drs` into PP; sites go to *Log.
void addDrsPragmaHandler(clang::Preprocessor &PP,
                         std::shared_ptr<DrsPragmaLog> Log);

/// The location of the `for` keyword that starts the first line after the
/// pragma ending at EndLoc, skipping comments and `#pragma` lines; an invalid
/// location when the next token is anything else (or the end of the file).
clang::SourceLocation findLoopKeyword(const clang::SourceManager &SM,
                                      const clang::LangOptions &LO,
                                      clang::SourceLocation EndLoc);

} // namespace drsat

#endif
