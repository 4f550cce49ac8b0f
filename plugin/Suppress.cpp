//===- Suppress.cpp - NOLINT comments for drsat --------------------------===//
//
// See Suppress.h; also the scan for `#pragma omp` lines without -fopenmp
// (firstOmpPragma).  A file's lines are split once, when a finding first asks
// about it; NOLINTBEGIN/END blocks are paired in order (an END without a
// BEGIN is ignored, a BEGIN without an END runs to the end of the file).
//
//===----------------------------------------------------------------------===//
#include "Suppress.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace drsat {

namespace {

/// The check list after a NOLINT keyword names drsat: no list (every
/// check), or an item `drsat`, `drsat-*`, `*`.
bool namesDrsat(llvm::StringRef After) {
  if (!After.starts_with("("))
    return true;
  size_t Close = After.find(')');
  if (Close == llvm::StringRef::npos)
    return false;
  llvm::SmallVector<llvm::StringRef, 4> Items;
  After.substr(1, Close - 1).split(Items, ',');
  for (llvm::StringRef It : Items) {
    It = It.trim();
    if (It == "drsat" || It == "*" || It == "drsat-*" || It == "drsat*")
      return true;
  }
  return false;
}

/// Line holds `Key` (NOLINT, NOLINTNEXTLINE, NOLINTBEGIN, NOLINTEND) as a
/// whole word, naming drsat.
bool hasKey(llvm::StringRef Line, llvm::StringRef Key) {
  for (size_t At = Line.find(Key); At != llvm::StringRef::npos;
       At = Line.find(Key, At + 1)) {
    llvm::StringRef After = Line.substr(At + Key.size());
    if (!After.empty() && (llvm::isAlnum(After[0]) || After[0] == '_'))
      continue;  // NOLINT is a prefix of NOLINTNEXTLINE
    if (namesDrsat(After))
      return true;
  }
  return false;
}

} // namespace

const Suppressions::FileLines &Suppressions::linesOf(FileID F) {
  auto It = Files.find(F);
  if (It != Files.end())
    return It->second;
  FileLines &FL = Files[F];
  bool Invalid = false;
  llvm::StringRef Text = SM.getBufferData(F, &Invalid);
  if (Invalid)
    return FL;
  Text.split(FL.Lines, '\n');
  unsigned Open = 0;
  for (unsigned L = 1; L <= FL.Lines.size(); ++L) {
    llvm::StringRef Line = FL.Lines[L - 1];
    if (Line.find("NOLINT") == llvm::StringRef::npos)
      continue;
    if (!Open && hasKey(Line, "NOLINTBEGIN"))
      Open = L;
    else if (Open && hasKey(Line, "NOLINTEND")) {
      FL.Blocks.push_back({Open, L});
      Open = 0;
    }
  }
  if (Open)
    FL.Blocks.push_back({Open, static_cast<unsigned>(FL.Lines.size())});
  return FL;
}

bool Suppressions::covers(SourceLocation Loc) {
  if (Loc.isInvalid())
    return false;
  SourceLocation E = SM.getExpansionLoc(Loc);
  FileID F = SM.getFileID(E);
  unsigned L = SM.getExpansionLineNumber(E);
  const FileLines &FL = linesOf(F);
  if (L == 0 || L > FL.Lines.size())
    return false;
  if (hasKey(FL.Lines[L - 1], "NOLINT"))
    return true;
  if (L > 1 && hasKey(FL.Lines[L - 2], "NOLINTNEXTLINE"))
    return true;
  for (const auto &B : FL.Blocks)
    if (B.first <= L && L <= B.second)
      return true;
  return false;
}

/// The first `#pragma omp` line of the main file, or an invalid location.
SourceLocation firstOmpPragma(const SourceManager &SM) {
  FileID F = SM.getMainFileID();
  bool Invalid = false;
  llvm::StringRef Text = SM.getBufferData(F, &Invalid);
  if (Invalid)
    return SourceLocation();
  size_t Off = 0;
  while (Off < Text.size()) {
    size_t End = Text.find('\n', Off);
    if (End == llvm::StringRef::npos)
      End = Text.size();
    llvm::StringRef Line = Text.slice(Off, End).ltrim();
    if (Line.consume_front("#")) {
      Line = Line.ltrim();
      if (Line.consume_front("pragma") && !Line.empty() && llvm::isSpace(Line[0]) &&
          Line.ltrim().starts_with("omp") &&
          (Line.ltrim().size() == 3 || !llvm::isAlnum(Line.ltrim()[3])))
        return SM.getLocForStartOfFile(F).getLocWithOffset(
            static_cast<unsigned>(Off + (Text.slice(Off, End).size() -
                                         Text.slice(Off, End).ltrim().size())));
    }
    Off = End + 1;
  }
  return SourceLocation();
}

} // namespace drsat
