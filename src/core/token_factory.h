// A token factory for the generated lexers: the tokens CommonTokenFactory makes, made cheaper.
//
// The 4.9 CommonToken constructor that takes a source asks the lexer for its line and column (two
// dynamic_casts to find the lexer's simulator), which the factory then overwrites with the token's
// own. This one sets every field once. Install with `lexer.setTokenFactory(&factory)`; the factory
// must outlive the lexer.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <utility>

#include <antlr4-runtime.h>

namespace llmfmt {

class LexerTokenFactory : public antlr4::TokenFactory<antlr4::CommonToken> {
 public:
  std::unique_ptr<antlr4::CommonToken> create(std::pair<antlr4::TokenSource*, antlr4::CharStream*> source,
                                              size_t type, const std::string& text, size_t channel, size_t start,
                                              size_t stop, size_t line, size_t char_position_in_line) override {
    auto token = std::make_unique<PlacedToken>(source, type, channel, start, stop, line, char_position_in_line);
    if (!text.empty()) token->setText(text);
    return token;
  }

  std::unique_ptr<antlr4::CommonToken> create(size_t type, const std::string& text) override {
    return std::make_unique<antlr4::CommonToken>(type, text);
  }

 private:
  struct PlacedToken : antlr4::CommonToken {
    PlacedToken(std::pair<antlr4::TokenSource*, antlr4::CharStream*> source, size_t type, size_t channel,
                size_t start, size_t stop, size_t line, size_t char_position_in_line)
        : CommonToken(type) {
      _source = source;
      _channel = channel;
      _start = start;
      _stop = stop;
      _line = line;
      _charPositionInLine = char_position_in_line;
    }
  };
};

}  // namespace llmfmt
