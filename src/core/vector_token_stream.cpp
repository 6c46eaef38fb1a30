#include "core/vector_token_stream.h"

#include <algorithm>

namespace llmfmt {

void VectorTokenStream::load(std::vector<std::unique_ptr<antlr4::Token>>& run, antlr4::Parser& parser) {
  parser.setTokenStream(this);  // frees the previous run's tree before its tokens go
  tokens_ = std::move(run);
  run.clear();
  p_ = 0;
  if (tokens_.empty() || tokens_.back()->getType() != antlr4::Token::EOF) {
    // Where ListTokenSource puts it: just past the last token, on the line and column it ends at.
    std::size_t start = INVALID_INDEX, line = 1, column = 0;
    if (!tokens_.empty()) {
      const antlr4::Token& last = *tokens_.back();
      if (last.getStopIndex() != INVALID_INDEX) start = last.getStopIndex() + 1;
      const std::string text = last.getText();
      line = last.getLine() + static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
      const std::size_t lf = text.rfind('\n');
      column = lf != std::string::npos ? text.size() - lf - 1
                                       : last.getCharPositionInLine() + last.getStopIndex() - last.getStartIndex() + 1;
    }
    tokens_.push_back(lexer_->getTokenFactory()->create({lexer_, lexer_->getInputStream()}, antlr4::Token::EOF, "EOF",
                                                        antlr4::Token::DEFAULT_CHANNEL, start, start - 1, line, column));
  }
  for (std::size_t i = 0; i < tokens_.size(); ++i)  // CommonTokens, see the constructor
    static_cast<antlr4::CommonToken*>(tokens_[i].get())->setTokenIndex(i);
}

antlr4::Token* VectorTokenStream::LT(ssize_t k) {
  if (k == 0 || tokens_.empty()) return nullptr;
  if (k < 0) return static_cast<std::size_t>(-k) <= p_ ? tokens_[p_ - static_cast<std::size_t>(-k)].get() : nullptr;
  const std::size_t i = p_ + static_cast<std::size_t>(k) - 1;
  return tokens_[std::min(i, tokens_.size() - 1)].get();
}

size_t VectorTokenStream::LA(ssize_t i) {
  const antlr4::Token* token = LT(i);
  return token ? token->getType() : antlr4::Token::INVALID_TYPE;
}

void VectorTokenStream::consume() {
  if (LA(1) == antlr4::Token::EOF) throw antlr4::IllegalStateException("cannot consume EOF");
  ++p_;
}

std::string VectorTokenStream::getText() { return getText(antlr4::misc::Interval(std::size_t{0}, tokens_.size())); }

std::string VectorTokenStream::getText(const antlr4::misc::Interval& interval) {
  std::string out;
  if (interval.a < 0 || interval.b < 0) return out;
  const std::size_t stop = std::min(static_cast<std::size_t>(interval.b), tokens_.size() - 1);
  for (std::size_t i = static_cast<std::size_t>(interval.a); i <= stop && i < tokens_.size(); ++i) {
    if (tokens_[i]->getType() == antlr4::Token::EOF) break;
    out += tokens_[i]->getText();
  }
  return out;
}

std::string VectorTokenStream::getText(antlr4::Token* start, antlr4::Token* stop) {
  if (!start || !stop) return "";
  return getText(antlr4::misc::Interval(start->getTokenIndex(), stop->getTokenIndex()));
}

}  // namespace llmfmt
