// A generated lexer with the 4.9 runtime's per-token overhead taken out; what it matches is its
// grammar's, unchanged (docs/antlr-cpp.md §6.3).
//
// The runtime's Lexer finds its simulator with a dynamic_cast in getLine() and
// getCharPositionInLine(), which nextToken() and every token's creation call; here the simulator
// is always the FastLexerATNSimulator this class installs, so a static_cast does.
#pragma once

#include <cstddef>

#include <antlr4-runtime.h>

#include "core/antlr/fast_lexer_simulator.h"

namespace llmfmt {

template <class Generated>
class FastLexer : public Generated {
 public:
  explicit FastLexer(antlr4::CharStream* input) : Generated(input) { FastLexerATNSimulator::install(*this); }

  std::size_t getLine() const override { return simulator()->getLine(); }
  std::size_t getCharPositionInLine() override { return simulator()->getCharPositionInLine(); }
  void setLine(std::size_t line) override { simulator()->setLine(line); }
  void setCharPositionInLine(std::size_t position) override { simulator()->setCharPositionInLine(position); }

 private:
  antlr4::atn::LexerATNSimulator* simulator() const {
    return static_cast<antlr4::atn::LexerATNSimulator*>(this->_interpreter);
  }
};

}  // namespace llmfmt
