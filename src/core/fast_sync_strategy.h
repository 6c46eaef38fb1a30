// DefaultErrorStrategy with a cheaper sync() (the generated parsers call it before every decision
// and in every loop).
//
// The 4.9 DefaultErrorStrategy::sync() first asks whether there is nothing to do — the next token,
// or nothing at all (epsilon), can follow in the parser's current ATN state — and answers by
// copying that state's follow set on every call. This answers the same question from a bit mask
// per ATN state, computed once per parser, and leaves everything else (the recovery when the
// answer is no) to DefaultErrorStrategy: the behaviour is identical.
#pragma once

#include <cstdint>
#include <vector>

#include <antlr4-runtime.h>

namespace llmfmt {

class FastSyncErrorStrategy : public antlr4::DefaultErrorStrategy {
 public:
  void sync(antlr4::Parser* recognizer) override;

 private:
  // Token types up to kMaxType fit in a mask; a grammar with more falls back to the stock test for them.
  static constexpr std::size_t kMaxType = 61;
  static constexpr std::uint64_t kEpsilon = std::uint64_t{1} << 63;
  static constexpr std::uint64_t kEof = std::uint64_t{1} << 62;

  void init_masks(const antlr4::atn::ATN& atn);

  std::vector<std::uint64_t> masks_;  // [ATN state]: the tokens that may follow there
};

}  // namespace llmfmt
