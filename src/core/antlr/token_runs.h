// The token stream of a generated parser that is handed its input one run of tokens at a time
// (a TELT block, an llmist item, a run of whole STF messages, GaryML nodes or DSL steps). Each run
// replaces the last, whose tokens and parse tree are freed then, so a parse holds one run's
// tokens and tree whatever the input size. The stream never reads from the lexer itself: the
// parser would pull tokens out of the driver's lexing loop.
#pragma once

#include <memory>
#include <typeinfo>
#include <vector>

#include <antlr4-runtime.h>

#include "core/antlr/line_token.h"

namespace llmfmt {

// CommonTokenStream numbers each token it fetches after a dynamic_cast to WritableToken; the
// driver's and the lexers' tokens are all LineTokens, which a typeid comparison recognises for
// a fraction of the cost.
class RunTokenStream : public antlr4::CommonTokenStream {
 public:
  using CommonTokenStream::CommonTokenStream;

 protected:
  std::size_t fetch(std::size_t n) override {
    if (_fetchedEOF) return 0;
    for (std::size_t i = 0; i < n;) {
      std::unique_ptr<antlr4::Token> t = _tokenSource->nextToken();
      antlr4::Token& token = *t;
      if (typeid(token) == typeid(LineToken))
        static_cast<LineToken&>(token).setTokenIndex(_tokens.size());
      else if (auto* writable = dynamic_cast<antlr4::WritableToken*>(t.get()))
        writable->setTokenIndex(_tokens.size());
      _tokens.push_back(std::move(t));
      ++i;
      if (_tokens.back()->getType() == antlr4::Token::EOF) {
        _fetchedEOF = true;
        return i;
      }
    }
    return n;
  }
};

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
  RunTokenStream tokens_;
};

}  // namespace llmfmt
