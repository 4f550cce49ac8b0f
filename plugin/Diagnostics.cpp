//===- Diagnostics.cpp - drsat's diagnostics table -----------------------===//
//
// The texts and levels of drsat's diagnostics (see Diagnostics.h).  Custom
// diagnostic IDs are interned by (level, format), so asking for one at each
// report is cheap and always follows the engine's current -w / -Werror state.
//
//===----------------------------------------------------------------------===//
#include "Diagnostics.h"

using namespace clang;

namespace drsat {

DiagnosticsEngine::Level Diagnostics::warningLevel() const {
  if (DE.getIgnoreAllWarnings())
    return DiagnosticsEngine::Ignored;
  if (DE.getWarningsAsErrors())
    return DiagnosticsEngine::Error;
  return DiagnosticsEngine::Warning;
}

DiagnosticsEngine::Level Diagnostics::unknownLevel() const {
  switch (Unknown) {
  case UnknownLevel::Error:
    return DiagnosticsEngine::Error;
  case UnknownLevel::Remark:
    return DiagnosticsEngine::Remark;
  case UnknownLevel::Ignore:
    return DiagnosticsEngine::Ignored;
  case UnknownLevel::Warning:
    break;
  }
  // a warning even under -Werror; -w silences it
  return DE.getIgnoreAllWarnings() ? DiagnosticsEngine::Ignored
                                   : DiagnosticsEngine::Warning;
}

// A message of printable ASCII becomes the diagnostic's format itself (its
// `%` doubled): an argument would be escaped for the terminal character by
// character, which cost a third of printing NPB BT's 720 races and their
// notes.  Other text goes as the argument of "%0", escaped as before.
static bool asFormat(llvm::StringRef Message, llvm::StringRef Suffix,
                     std::string &Out) {
  Out.clear();
  Out.reserve(Message.size() + Suffix.size() + 8);
  for (char Ch : Message) {
    if (Ch < 0x20 || Ch > 0x7e)
      return false;
    if (Ch == '%')
      Out += '%';
    Out += Ch;
  }
  Out += Suffix;
  return true;
}

DiagnosticBuilder Diagnostics::report(SourceLocation Loc,
                                      DiagnosticsEngine::Level Level,
                                      llvm::StringRef Message,
                                      llvm::StringRef Suffix) {
  std::string Format;
  bool Whole = asFormat(Message, Suffix, Format);
  if (!Whole)
    Format = "%0" + Suffix.str();
  unsigned ID = DE.getDiagnosticIDs()->getCustomDiagID(
      static_cast<DiagnosticIDs::Level>(Level), Format);
  DiagnosticBuilder B = DE.Report(Loc, ID);
  if (!Whole)
    B << Message;
  return B;
}

void Diagnostics::race(SourceLocation Loc, llvm::StringRef Message,
                       std::optional<FixItHint> Fix) {
  DiagnosticBuilder B = report(Loc, warningLevel(), Message, " [drsat]");
  if (Fix)
    B << *Fix;
}

void Diagnostics::outOfBounds(SourceLocation Loc, llvm::StringRef Message) {
  report(Loc, warningLevel(), Message, " [drsat]");
}

void Diagnostics::note(SourceLocation Loc, llvm::StringRef Text) {
  report(Loc, DiagnosticsEngine::Note, Text, "");
}

void Diagnostics::adviseParallel(SourceLocation Loc, llvm::StringRef Pragma,
                                 std::optional<FixItHint> Fix) {
  unsigned ID = DE.getCustomDiagID(
      DiagnosticsEngine::Remark,
      "loop can be parallelised: '%0' is free of data races [drsat]");
  DiagnosticBuilder B = DE.Report(Loc, ID);
  B << Pragma;
  if (Fix)
    B << *Fix;
}

void Diagnostics::adviseNot(SourceLocation Loc, llvm::StringRef Why) {
  unsigned ID = DE.getCustomDiagID(DiagnosticsEngine::Remark,
                                   "loop cannot be parallelised: %0 [drsat]");
  DE.Report(Loc, ID) << Why;
}

void Diagnostics::adviseUnknown(SourceLocation Loc, llvm::StringRef Reason) {
  unsigned ID = DE.getCustomDiagID(
      DiagnosticsEngine::Remark,
      "drsat cannot tell whether the loop can be parallelised: %0 [drsat]");
  DE.Report(Loc, ID) << Reason;
}

void Diagnostics::notAnalyzed(SourceLocation Loc, llvm::StringRef Reason,
                              bool Region) {
  unsigned ID = DE.getCustomDiagID(unknownLevel(), "%select{loop|region}1 not "
                                                   "analyzed: %0 [drsat]");
  DE.Report(Loc, ID) << Reason << Region;
}

void Diagnostics::raceFree(SourceLocation Loc, int PairsChecked, bool Region) {
  unsigned ID = DE.getCustomDiagID(
      DiagnosticsEngine::Remark,
      "%select{loop|region}1 is free of data races: %0 access pairs checked "
      "[drsat]");
  DE.Report(Loc, ID) << PairsChecked << Region;
}

void Diagnostics::openmpOff(SourceLocation Loc) {
  unsigned ID = DE.getCustomDiagID(
      warningLevel(),
      "OpenMP directives are ignored without -fopenmp (or -fopenmp-simd): "
      "drsat checks only '#pragma drs' loops here [drsat]");
  DE.Report(Loc, ID);
}

void Diagnostics::pragmaNoLoop(SourceLocation Loc) {
  unsigned ID = DE.getCustomDiagID(
      warningLevel(),
      "'#pragma drs' is not followed by a for loop; ignored [drsat]");
  DE.Report(Loc, ID);
}

void Diagnostics::pragmaExtraTokens(SourceLocation Loc) {
  unsigned ID = DE.getCustomDiagID(
      warningLevel(),
      "extra tokens at end of '#pragma drs'; ignored [drsat]");
  DE.Report(Loc, ID);
}

void Diagnostics::pragmaNotHash(SourceLocation Loc) {
  unsigned ID = DE.getCustomDiagID(
      warningLevel(),
      "'drs' is only recognised as '#pragma drs', not in '_Pragma' or "
      "'__pragma'; ignored [drsat]");
  DE.Report(Loc, ID);
}

void Diagnostics::argError(llvm::StringRef Message) {
  unsigned ID = DE.getCustomDiagID(DiagnosticsEngine::Error, "drsat: %0");
  DE.Report(ID) << Message;
}

void Diagnostics::outputError(llvm::StringRef Path, llvm::StringRef Why) {
  unsigned ID = DE.getCustomDiagID(DiagnosticsEngine::Error,
                                   "drsat: cannot write '%0': %1");
  DE.Report(ID) << Path << Why;
}

void Diagnostics::outputSkipped(llvm::StringRef Path) {
  unsigned ID = DE.getCustomDiagID(
      warningLevel(),
      "'%0' was already written for another input of this compilation; not "
      "overwritten (put '%%s' in the path to name one file per input) "
      "[drsat]");
  DE.Report(ID) << Path;
}

} // namespace drsat
