// The base class of the generated GaryML lexer (grammars/garyml/GarymlLexer.g4, `superClass`): the
// grammar's contract in C++ — INDENT and DEDENT before the first token of each structural line, as
// the Indenter (src/garyml/indenter.h) decides from its leading blanks, and at the end of the input.
// tests/ports/antlr-python/GarymlLexerBase.py is the same in Python.
//
// A template over the generated lexer (which derives from GarymlLexerBase) for its token numbers;
// src/garyml/lexer.h includes both. The contract's maxDepth is indenter.max_depth here; `source`
// (the input the stream's indices point into) lets the leading blanks be read as a string_view.
#pragma once

#include <cstddef>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include <antlr4-runtime.h>

#include "garyml/indenter.h"

namespace llmfmt::garyml {

template <class Generated>
class GarymlLexerBaseT : public antlr4::Lexer {
 public:
  explicit GarymlLexerBaseT(antlr4::CharStream* input) : antlr4::Lexer(input) {}

  /// Decides INDENT/DEDENT and records indentation problems; the driver reads and clears them.
  Indenter indenter;
  /// The input the stream's indices point into (absolute offsets), for the leading blanks of a line.
  std::string_view source;

  std::unique_ptr<antlr4::Token> nextToken() override {
    if (pending_.empty()) fill();
    std::unique_ptr<antlr4::Token> token = std::move(pending_.front());
    pending_.pop_front();
    return token;
  }

  void reset() override {
    pending_.clear();
    indenter.reset();
    antlr4::Lexer::reset();
  }

  /// A synthetic DEDENT (at the end of the input, for the levels still open).
  std::unique_ptr<antlr4::Token> dedentAt(std::size_t offset, std::size_t line) {
    return synthetic(Generated::DEDENT, offset, line);
  }

  /// The DEDENTs and INDENT that go before the first token of structural line `line`, which
  /// begins at offset `start`, each handed to `sink` in order: as nextToken() puts them before a
  /// token it read, for a line the fast path read (src/garyml/shapes.h).
  template <class Sink>
  void indentation(std::size_t start, std::size_t line, Sink&& sink) {
    std::size_t end = start;
    while (end < source.size() && (source[end] == ' ' || source[end] == '\t')) ++end;
    const Indenter::Step step = indenter.next(source.substr(start, end - start), line, start);
    for (std::size_t n = step.dedents; n > 0; --n) sink(synthetic(Generated::DEDENT, start, line));
    if (step.indent) sink(synthetic(Generated::INDENT, start, line));
  }

 private:
  std::deque<std::unique_ptr<antlr4::Token>> pending_;

  std::unique_ptr<antlr4::Token> synthetic(std::size_t type, std::size_t offset, std::size_t line) {
    auto t = std::make_unique<antlr4::CommonToken>(std::make_pair(this, _input), type, DEFAULT_TOKEN_CHANNEL,
                                                   offset, offset - 1);
    t->setLine(line);
    t->setCharPositionInLine(0);
    static const std::string indent = "<INDENT>", dedent = "<DEDENT>";
    t->setText(type == Generated::INDENT ? indent : dedent);
    return t;
  }

  // DEFAULT_MODE is entered only at the start of a line: its token is a line's first. (llmfmt's
  // driver never asks for a token at the end of the input: it closes the open levels itself.)
  void fill() {
    const bool lineStart = mode == DEFAULT_MODE;
    std::unique_ptr<antlr4::Token> token = antlr4::Lexer::nextToken();
    const std::size_t type = token->getType();
    if (type == antlr4::Token::EOF) {
      for (std::size_t n = indenter.finish(); n > 0; --n)
        pending_.push_back(synthetic(Generated::DEDENT, token->getStartIndex(), token->getLine()));
    } else if (lineStart && type != Generated::BLANK_LINE && type != Generated::COMMENT_LINE) {
      indentation(token->getStartIndex(), token->getLine(),
                  [&](std::unique_ptr<antlr4::Token> t) { pending_.push_back(std::move(t)); });
    }
    pending_.push_back(std::move(token));
  }
};

class GarymlLexer;
using GarymlLexerBase = GarymlLexerBaseT<GarymlLexer>;

}  // namespace llmfmt::garyml
