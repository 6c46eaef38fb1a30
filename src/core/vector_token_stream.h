// A token stream over one run of tokens at a time, for a generated parser: TokenRuns'
// (core/token_runs.h) job, without CommonTokenStream, for a lexer that puts every token on the
// default channel (STF's).
//
// CommonTokenStream over a ListTokenSource pulls each token through the source, skips hidden
// channels on every look-ahead and syncs its buffer on every consume. Here the run is already a
// vector, so LT() is an index. What the parser sees is the same: the run's tokens, indexed from 0,
// then an EOF token placed where ListTokenSource places it.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include <antlr4-runtime.h>

namespace llmfmt {

class VectorTokenStream : public antlr4::TokenStream {
 public:
  /// `lexer` made the tokens, all on the default channel (they are CommonTokens: a lexer's factory
  /// makes no other kind); it makes the EOF token and is what getTokenSource() answers.
  explicit VectorTokenStream(antlr4::TokenSource* lexer) : lexer_(lexer) {}

  /// Makes `run` (left empty) what `parser` reads next; the previous run's tokens and parse tree
  /// are freed.
  void load(std::vector<std::unique_ptr<antlr4::Token>>& run, antlr4::Parser& parser);

  antlr4::Token* LT(ssize_t k) override;
  size_t LA(ssize_t i) override;
  void consume() override;
  ssize_t mark() override { return 0; }
  void release(ssize_t) override {}
  size_t index() override { return p_; }
  void seek(size_t index) override { p_ = tokens_.empty() ? 0 : std::min(index, tokens_.size() - 1); }
  size_t size() override { return tokens_.size(); }
  std::string getSourceName() const override { return lexer_->getSourceName(); }

  antlr4::Token* get(size_t index) const override { return tokens_.at(index).get(); }
  antlr4::TokenSource* getTokenSource() const override { return lexer_; }
  std::string getText() override;
  std::string getText(const antlr4::misc::Interval& interval) override;
  std::string getText(antlr4::RuleContext* ctx) override { return getText(ctx->getSourceInterval()); }
  std::string getText(antlr4::Token* start, antlr4::Token* stop) override;

 private:
  antlr4::TokenSource* lexer_;
  std::vector<std::unique_ptr<antlr4::Token>> tokens_;  // the run, then EOF
  std::size_t p_ = 0;                                   // the current token
};

}  // namespace llmfmt
