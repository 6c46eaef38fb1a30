// The generated JSON5 lexer with the runtime's per-token overhead taken out; what it matches is
// the grammar's, unchanged (grammars/json5/Json5Lexer.g4).
//
// The 4.9 runtime's Lexer::nextToken() looks its simulator up with a dynamic_cast three times per
// token, and each token's constructor twice more (getLine, getCharPositionInLine); with the
// FastLexerATNSimulator installed (src/core/antlr/fast_lexer_simulator.h) every one of those casts
// compares type names with strcmp: about 15 % of a JSON5 parse. This lexer keeps the simulator's
// pointer, runs the same loop as Lexer::nextToken(), and reuses the tokens the parser is done
// with (a parse holds only a few at a time: TokenWindow hands them back).
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include <antlr4-runtime.h>

#include "Json5Lexer.h"

namespace llmfmt::json5 {

class FastJson5Lexer final : public Json5Lexer {
 public:
  explicit FastJson5Lexer(antlr4::CharStream* input);

  using Json5Lexer::emit;
  std::unique_ptr<antlr4::Token> nextToken() override;
  antlr4::Token* emit() override;
  size_t getLine() const override { return simulator_->getLine(); }
  size_t getCharPositionInLine() override { return simulator_->getCharPositionInLine(); }

  /// A token of this lexer that nobody needs any more, for a later one to reuse.
  void recycle(std::unique_ptr<antlr4::Token> token);

 private:
  static constexpr std::size_t kKept = 16;
  antlr4::atn::LexerATNSimulator* simulator_;
  std::vector<std::unique_ptr<antlr4::Token>> free_;
};

}  // namespace llmfmt::json5
