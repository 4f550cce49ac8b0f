//===- OutputPaths.h - where the plugin writes its reports ------*- C++ -*-===//
//
// Report and model-dump paths: the pattern's %s / %p / %% expanded for one
// input, and a claim so that one clang call with several inputs never
// writes one path twice (OutputPaths.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef DRSAT_PLUGIN_OUTPUTPATHS_H
#define DRSAT_PLUGIN_OUTPUTPATHS_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace drsat {

/// Replaces %s by the input's file name, %p by its path as given with each
/// '/' made '_' (src/a/t.c -> src_a_t.c: a/util.c and b/util.c differ), and
/// %% by %.
std::string expandPath(llvm::StringRef Pattern, llvm::StringRef InFile);

/// Claims a report path for this translation unit; false when another input
/// of the same clang call already wrote it.  "-" is never claimed.
bool claimOutputPath(const std::string &Path);

} // namespace drsat

#endif
