//===- DrsPragma.cpp - the `#pragma drs` handler -------------------------===//
//
// Records `#pragma drs` sites (DrsPragma.h) and finds the token that follows a
// pragma line.  The pragma takes no arguments: extra tokens get a warning and
// are ignored, the pragma itself still counts.  Only the `#pragma` spelling is
// recognised, because the association with the loop goes through the source
// text right after the pragma line; `_Pragma("drs")` gets a warning.
//
//===----------------------------------------------------------------------===//
#include "DrsPragma.h"

#include "Diagnostics.h"

#include "clang/Lex/Lexer.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace drsat {
namespace {

class DrsPragmaHandler : public PragmaHandler {
public:
  explicit DrsPragmaHandler(std::shared_ptr<DrsPragmaLog> L)
      : PragmaHandler("drs"), Log(std::move(L)) {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer,
                    Token &FirstToken) override {
    Diagnostics D(PP.getDiagnostics());
    Token Tok;
    PP.LexUnexpandedToken(Tok);
    if (Tok.isNot(tok::eod) && Tok.isNot(tok::eof)) {
      D.pragmaExtraTokens(Tok.getLocation());
      while (Tok.isNot(tok::eod) && Tok.isNot(tok::eof))
        PP.LexUnexpandedToken(Tok);
    }
    if (Introducer.Kind != PIK_HashPragma) {
      D.pragmaNotHash(FirstToken.getLocation());
      return;
    }
    if (Log)
      Log->push_back({Introducer.Loc, Tok.getLocation()});
  }

private:
  std::shared_ptr<DrsPragmaLog> Log;
};

bool isRawIdentifier(const Token &T, llvm::StringRef Name) {
  return T.is(tok::raw_identifier) && T.getRawIdentifier() == Name;
}

} // namespace

void addDrsPragmaHandler(Preprocessor &PP, std::shared_ptr<DrsPragmaLog> Log) {
  PP.AddPragmaHandler(new DrsPragmaHandler(std::move(Log)));
}

SourceLocation findLoopKeyword(const SourceManager &SM, const LangOptions &LO,
                               SourceLocation EndLoc) {
  if (EndLoc.isInvalid() || !EndLoc.isFileID())
    return SourceLocation();
  std::pair<FileID, unsigned> Pos = SM.getDecomposedLoc(EndLoc);
  bool Invalid = false;
  llvm::StringRef Buf = SM.getBufferData(Pos.first, &Invalid);
  if (Invalid || Pos.second > Buf.size())
    return SourceLocation();

  // A raw lexer from the pragma's newline on: every token it returns is
  // spelled in this file, and a token that begins a line carries StartOfLine.
  Lexer L(SM.getLocForStartOfFile(Pos.first), LO, Buf.begin(),
          Buf.begin() + Pos.second, Buf.end());
  Token T;
  L.LexFromRawLexer(T);
  while (T.is(tok::hash) && T.isAtStartOfLine()) {
    // Another directive line: `#pragma omp ...` between `#pragma drs` and
    // its loop is fine; any other directive ends the search.
    L.LexFromRawLexer(T);
    if (!isRawIdentifier(T, "pragma"))
      return SourceLocation();
    do
      L.LexFromRawLexer(T);
    while (T.isNot(tok::eof) && !T.isAtStartOfLine());
  }
  if (isRawIdentifier(T, "for"))
    return T.getLocation();
  return SourceLocation();
}

} // namespace drsat
