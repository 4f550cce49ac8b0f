//===- Config.cpp - .drsat.yaml and suppression rules ---------------------===//
//
// See Config.h.  The file is parsed with LLVM's YAML parser (what
// clang-tidy's configuration reader stands on); only the shape drsat needs
// is accepted, and anything else is an error with its line.
//
//===----------------------------------------------------------------------===//
#include "Config.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"

using namespace llvm;

namespace drsat {

bool SuppressRules::add(StringRef Text, StringRef Origin, std::string &Err) {
  Text = Text.trim();
  auto [KindText, GlobText] = Text.split(':');
  if (!Text.contains(':'))
    KindText = "";  // not KIND:GLOB at all
  KindText = KindText.trim();
  GlobText = GlobText.trim();
  SuppressRule::Kind K;
  if (KindText == "race")
    K = SuppressRule::Race;
  else if (KindText == "possible-race")
    K = SuppressRule::PossibleRace;
  else if (KindText == "unknown")
    K = SuppressRule::Unknown;
  else {
    Err = "'" + Text.str() +
          "' is not a suppression rule: expected 'race:GLOB', "
          "'possible-race:GLOB' or 'unknown:GLOB'";
    return false;
  }
  if (GlobText.empty()) {
    Err = "'" + Text.str() + "' has no pattern after ':'";
    return false;
  }
  auto R = std::make_unique<SuppressRule>();
  R->K = K;
  R->Pattern = GlobText.str();
  Expected<GlobPattern> G = GlobPattern::create(R->Pattern);
  if (!G) {
    Err = "'" + Text.str() + "': " + toString(G.takeError());
    return false;
  }
  R->Glob = std::move(*G);
  R->Origin = Origin.str() + ": " + Text.str();
  Rules.push_back(std::move(R));
  return true;
}

bool SuppressRules::addFile(StringRef Path, std::string &Err) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf) {
    Err = Path.str() + ": " + Buf.getError().message();
    return false;
  }
  SmallVector<StringRef, 32> Lines;
  (*Buf)->getBuffer().split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    StringRef L = Lines[I].split('#').first.trim();
    if (L.empty())
      continue;
    std::string Where = Path.str() + ":" + std::to_string(I + 1), Why;
    if (!add(L, Where, Why)) {
      Err = Where + ": " + Why;
      return false;
    }
  }
  return true;
}

const SuppressRule *SuppressRules::match(bool Unknown, bool Possible,
                                         ArrayRef<StringRef> Names) const {
  for (const auto &R : Rules) {
    bool KindOk = Unknown ? R->K == SuppressRule::Unknown
                          : R->K == SuppressRule::Race ||
                                (Possible && R->K == SuppressRule::PossibleRace);
    if (!KindOk)
      continue;
    for (StringRef N : Names)
      if (!N.empty() && R->Glob.match(N))
        return R.get();
  }
  return nullptr;
}

std::string findConfig(StringRef Source) {
  SmallString<256> Dir(Source);
  if (sys::fs::make_absolute(Dir))
    return std::string();
  sys::path::remove_dots(Dir, /*remove_dot_dot=*/true);
  sys::path::remove_filename(Dir);
  while (!Dir.empty()) {
    SmallString<256> Candidate(Dir);
    sys::path::append(Candidate, ".drsat.yaml");
    if (sys::fs::is_regular_file(Candidate))
      return std::string(Candidate);
    StringRef Parent = sys::path::parent_path(Dir);
    if (Parent.size() >= Dir.size())
      break;
    Dir.resize(Parent.size());  // Parent is a prefix of Dir: no copy of itself
  }
  return std::string();
}

namespace {

/// The text of a scalar node, or false.
bool scalarText(yaml::Node *N, std::string &Out) {
  auto *S = dyn_cast_or_null<yaml::ScalarNode>(N);
  if (!S)
    return false;
  SmallString<64> Storage;
  Out = S->getValue(Storage).str();
  return true;
}

} // namespace

bool readConfig(StringRef Path, std::vector<ConfigEntry> &Out,
                std::string &Err) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf) {
    Err = Path.str() + ": " + Buf.getError().message();
    return false;
  }
  SourceMgr SM;
  struct Captured {
    std::string Msg;  ///< the parser's first error
    unsigned Line = 0;
  } Cap;
  SM.setDiagHandler(
      [](const SMDiagnostic &D, void *Ctx) {
        auto *C = static_cast<Captured *>(Ctx);
        if (C->Msg.empty()) {
          C->Msg = D.getMessage().str();
          C->Line = static_cast<unsigned>(D.getLineNo());
        }
      },
      &Cap);
  std::string &ParseErr = Cap.Msg;
  unsigned &ParseLine = Cap.Line;
  auto LineOf = [&](yaml::Node *N) {
    return SM.getLineAndColumn(N->getSourceRange().Start).first;
  };
  auto Fail = [&](unsigned Line, const std::string &Why) {
    Err = Path.str() + ":" + std::to_string(Line) + ": " + Why;
    return false;
  };
  bool Ok = true;
  {
    yaml::Stream S((*Buf)->getMemBufferRef(), SM);
    yaml::document_iterator Doc = S.begin();
    yaml::Node *Root = Doc != S.end() ? Doc->getRoot() : nullptr;
    if (!ParseErr.empty()) {
      Ok = Fail(ParseLine, ParseErr);
    } else if (!Root || isa<yaml::NullNode>(Root)) {
      // an empty file: nothing to set
    } else if (auto *Map = dyn_cast<yaml::MappingNode>(Root)) {
      for (yaml::KeyValueNode &KV : *Map) {
        ConfigEntry E;
        if (!scalarText(KV.getKey(), E.Key)) {
          Ok = Fail(LineOf(KV.getKey()), "a key must be a plain name");
          break;
        }
        E.Line = LineOf(KV.getKey());
        yaml::Node *V = KV.getValue();
        if (!ParseErr.empty())
          break;
        if (auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(V)) {
          E.IsList = true;
          for (yaml::Node &Item : *Seq) {
            std::string T;
            if (!scalarText(&Item, T)) {
              Ok = Fail(LineOf(&Item), "the items of '" + E.Key +
                                           "' must be plain values");
              break;
            }
            E.List.push_back(T);
            E.ListLines.push_back(LineOf(&Item));
          }
          if (!Ok)
            break;
        } else if (!scalarText(V, E.Value)) {
          Ok = Fail(E.Line, "the value of '" + E.Key +
                                "' must be a plain value or a list");
          break;
        }
        Out.push_back(std::move(E));
      }
      if (Ok && !ParseErr.empty())
        Ok = Fail(ParseLine, ParseErr);
    } else {
      Ok = Fail(LineOf(Root), "expected a mapping of keys to values "
                              "('budget-ms: 5000')");
    }
  }
  return Ok;
}

} // namespace drsat
