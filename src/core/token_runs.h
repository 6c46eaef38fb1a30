// The token stream of a generated parser that is handed its input one run of tokens at a time
// (a TELT block, an llmist item, a run of whole STF messages, GaryML nodes or DSL steps). Each run
// replaces the last, whose tokens and parse tree are freed then, so a parse holds one run's
// tokens and tree whatever the input size. The stream never reads from the lexer itself: the
// parser would pull tokens out of the driver's lexing loop.
#pragma once

#include <memory>
#include <vector>

#include <antlr4-runtime.h>

namespace llmfmt {

class TokenRuns {
 public:
  /// `lexer`: the stream's source until the first run (never read from).
  explicit TokenRuns(antlr4::TokenSource* lexer) : tokens_(lexer) {}

  antlr4::CommonTokenStream* stream() { return &tokens_; }

  /// Makes `run` (left empty) what `parser` reads next.
  void load(std::vector<std::unique_ptr<antlr4::Token>>& run, antlr4::Parser& parser) {
    auto source = std::make_unique<antlr4::ListTokenSource>(std::move(run));
    run.clear();
    tokens_.setTokenSource(source.get());  // drops the previous run's tokens
    parser.setTokenStream(&tokens_);       // frees the previous run's tree
    source_ = std::move(source);
  }

 private:
  std::unique_ptr<antlr4::ListTokenSource> source_;
  antlr4::CommonTokenStream tokens_;
};

}  // namespace llmfmt
