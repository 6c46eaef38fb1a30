// The base class of the generated llmist lexer (grammars/llmist/LlmistLexer.g4, `superClass`): the
// grammar's contract in C++ — the marker tokens at the start of a line, decided by the table in the
// grammar's header comment. tests/ports/antlr-python/LlmistLexerBase.py is the same in Python.
//
// A template over the generated lexer (which derives from LlmistLexerBase) for its token and mode
// numbers; src/llmist/lexer.h includes both. C++ differs from the contract in one way: instead of
// the three markers, the host installs markerAt(), since llmfmt's driver already knows its lines.
#pragma once

#include <algorithm>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include <antlr4-runtime.h>

namespace llmfmt::llmist {

template <class Generated>
class LlmistLexerBaseT : public antlr4::Lexer {
 public:
  explicit LlmistLexerBaseT(antlr4::CharStream* input) : antlr4::Lexer(input) {}

  /// The longest configured marker that the line at byte offset `offset` begins with: its token
  /// type (0 for none) and length, and whether the line ends in LF.
  struct Marker {
    std::size_t type = 0;
    std::size_t length = 0;
    bool complete = false;
  };
  std::function<Marker(std::size_t offset)> markerAt;

  /// What a line that begins with `marker` is in the current mode (the grammar's table): `token` is
  /// the marker token it begins with, or the content token (TEXT_LINE, VALUE_LINE) it is as a
  /// whole; `mode` is the mode its first token is lexed in.
  struct LineStart {
    std::size_t token;
    std::size_t mode;
  };
  LineStart lineStart(const Marker& marker) const { return lineStart(marker, mode); }
  /// lineStart() of a line beginning in mode `m`.
  static LineStart lineStart(const Marker& marker, std::size_t m) {
    const bool inBlock = m == Generated::BLOCK;
    if (marker.type == Generated::START_MARKER) {
      if (marker.complete) return {Generated::START_MARKER, Generated::HEADER_NAME};
      return {Generated::TEXT_LINE, DEFAULT_MODE};
    }
    if (inBlock && marker.type == Generated::END_MARKER) return {Generated::END_MARKER, Generated::AFTER_END};
    if (inBlock && marker.type == Generated::ARG_MARKER) return {Generated::ARG_MARKER, Generated::POINTER};
    return inBlock ? LineStart{Generated::VALUE_LINE, Generated::BLOCK} : LineStart{Generated::TEXT_LINE, DEFAULT_MODE};
  }
  /// The longest of the markers `start`, `end` and `arg` that `line` begins with; `complete`: the
  /// line ends in LF.
  static Marker longestMarker(std::string_view line, bool complete, std::string_view start, std::string_view end,
                              std::string_view arg) {
    Marker best;
    best.complete = complete;
    const std::pair<std::string_view, std::size_t> markers[] = {
        {start, Generated::START_MARKER}, {end, Generated::END_MARKER}, {arg, Generated::ARG_MARKER}};
    for (const auto& [marker, type] : markers)
      if (marker.size() > best.length && line.substr(0, marker.size()) == marker) {
        best.type = type;
        best.length = marker.size();
      }
    return best;
  }
  /// A markerAt() for a text held whole (what `llmfmt tokens` and the editor's highlighting lex):
  /// the longest marker of the line at each offset. `text` must outlive the lexer.
  static std::function<Marker(std::size_t offset)> markersOf(std::string_view text, std::string start,
                                                             std::string end, std::string arg) {
    return [text, start = std::move(start), end = std::move(end), arg = std::move(arg)](std::size_t offset) {
      const std::size_t eol = text.find('\n', offset);
      const std::string_view line =
          text.substr(std::min(offset, text.size()), eol == std::string_view::npos ? eol : eol + 1 - offset);
      return longestMarker(line, eol != std::string_view::npos, start, end, arg);
    };
  }
  static bool isMarker(std::size_t token) {
    return token == Generated::START_MARKER || token == Generated::END_MARKER || token == Generated::ARG_MARKER;
  }

  /// At the start of a line (DEFAULT_MODE and BLOCK are entered only there), a marker becomes its
  /// token here; every other token comes from the grammar's rules.
  std::unique_ptr<antlr4::Token> nextToken() override {
    if ((mode == DEFAULT_MODE || mode == Generated::BLOCK) && markerAt && _input->LA(1) != antlr4::Token::EOF) {
      const Marker marker = markerAt(_input->index());
      const LineStart start = lineStart(marker);
      setMode(start.mode);
      if (isMarker(start.token)) return markerToken(start.token, marker.length);
    }
    return antlr4::Lexer::nextToken();
  }

 private:
  std::unique_ptr<antlr4::Token> markerToken(std::size_t markerType, std::size_t length) {
    tokenStartCharIndex = _input->index();
    tokenStartLine = getLine();
    tokenStartCharPositionInLine = getCharPositionInLine();
    _input->seek(tokenStartCharIndex + length);
    setCharPositionInLine(tokenStartCharPositionInLine + length);
    type = markerType;
    channel = antlr4::Token::DEFAULT_CHANNEL;
    emit();
    return std::move(token);
  }
};

class LlmistLexer;
using LlmistLexerBase = LlmistLexerBaseT<LlmistLexer>;

}  // namespace llmfmt::llmist
