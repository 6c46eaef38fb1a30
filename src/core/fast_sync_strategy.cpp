#include "core/fast_sync_strategy.h"

namespace llmfmt {

void FastSyncErrorStrategy::sync(antlr4::Parser* recognizer) {
  if (inErrorRecoveryMode(recognizer)) return;
  const size_t state = recognizer->getState();
  if (masks_.empty()) init_masks(recognizer->getATN());
  if (state < masks_.size()) {
    const std::uint64_t mask = masks_[state];
    if (mask & kEpsilon) return;
    const size_t la = recognizer->getTokenStream()->LA(1);
    if (la == antlr4::Token::EOF ? (mask & kEof) != 0 : la <= kMaxType && ((mask >> la) & 1) != 0) return;
  }
  DefaultErrorStrategy::sync(recognizer);
}

void FastSyncErrorStrategy::init_masks(const antlr4::atn::ATN& atn) {
  masks_.assign(atn.states.size(), 0);
  for (std::size_t s = 0; s < atn.states.size(); ++s) {
    if (!atn.states[s]) continue;
    const antlr4::misc::IntervalSet next = atn.nextTokens(atn.states[s]);
    std::uint64_t mask = 0;
    if (next.contains(antlr4::Token::EPSILON)) mask |= kEpsilon;
    if (next.contains(antlr4::Token::EOF)) mask |= kEof;
    for (size_t t = 0; t <= kMaxType; ++t)
      if (next.contains(t)) mask |= std::uint64_t{1} << t;
    masks_[s] = mask;
  }
}

}  // namespace llmfmt
