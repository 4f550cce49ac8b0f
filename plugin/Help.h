//===- Help.h - the plugin's argument list ---------------------*- C++ -*-===//
//
// The text `-fplugin-arg-drsat-help` prints: every argument with its
// default (Help.cpp).  Keep it in step with the parser in DrsatPlugin.cpp
// and the README's table.
//
//===----------------------------------------------------------------------===//
#ifndef DRSAT_PLUGIN_HELP_H
#define DRSAT_PLUGIN_HELP_H

#include "llvm/Support/raw_ostream.h"

namespace drsat {

void printHelp(llvm::raw_ostream &OS);

} // namespace drsat

#endif
