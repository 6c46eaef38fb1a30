// Token creation without the 4.9 runtime's hidden costs.
//
// CommonToken's constructor from a source asks the source (the lexer) for its line and column,
// which the runtime answers through a dynamic_cast per call, and the creator then overwrites both.
// LineToken is the same CommonToken, made with the values the caller already has; LineTokenFactory
// makes every token of a lexer that way (what CommonTokenFactory does, without copying text).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <utility>

#include <antlr4-runtime.h>

namespace llmfmt {

class LineToken : public antlr4::CommonToken {
 public:
  LineToken(std::pair<antlr4::TokenSource*, antlr4::CharStream*> source, std::size_t type, std::size_t channel,
            std::size_t start, std::size_t stop, std::size_t line, std::size_t column)
      : CommonToken(type) {
    _source = source;
    _channel = channel;
    _start = start;
    _stop = stop;
    _line = line;
    _charPositionInLine = column;
  }
  /// Whether a lexer action gave it text of its own (else its text is its input range).
  bool has_own_text() const { return !_text.empty(); }
};

class LineTokenFactory : public antlr4::TokenFactory<antlr4::CommonToken> {
 public:
  std::unique_ptr<antlr4::CommonToken> create(std::pair<antlr4::TokenSource*, antlr4::CharStream*> source,
                                              std::size_t type, const std::string& text, std::size_t channel,
                                              std::size_t start, std::size_t stop, std::size_t line,
                                              std::size_t column) override {
    auto token = std::make_unique<LineToken>(source, type, channel, start, stop, line, column);
    if (!text.empty()) token->setText(text);
    return token;
  }
  std::unique_ptr<antlr4::CommonToken> create(std::size_t type, const std::string& text) override {
    return std::make_unique<antlr4::CommonToken>(type, text);
  }
};

}  // namespace llmfmt
