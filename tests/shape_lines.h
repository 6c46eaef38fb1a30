// What the fast path's property tests (tests/unit/*_shapes.cpp) share: lines made from a seed,
// and the same lines mutated in a few places.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <antlr4-runtime.h>

#include "fixture_support.h"

namespace llmfmt::testing {

struct LineRng : SplitMix64 {
  bool one_in(std::size_t n) { return below(n) == 0; }
  template <class T, std::size_t N>
  const T& pick(const T (&items)[N]) {
    return items[below(N)];
  }
};

/// `s` up to its first LF, that included.
inline std::string one_line(std::string s) {
  const std::size_t lf = s.find('\n');
  if (lf != std::string::npos) s.resize(lf + 1);
  return s;
}

/// `s` with up to two of its bytes replaced by, or removed, or bytes of `bytes` inserted; one line.
inline std::string mutated(std::string s, LineRng& rng, const std::string& bytes) {
  for (std::size_t edits = rng.below(3); edits > 0; --edits) {
    const std::size_t at = rng.below(s.size() + 1);
    const char c = bytes[rng.below(bytes.size())];
    switch (rng.below(3)) {
      case 0: s.insert(at, 1, c); break;
      case 1: if (at < s.size()) s[at] = c; break;
      default: if (at < s.size()) s.erase(at, 1); break;
    }
  }
  return one_line(s);
}

/// Up to `n` - 1 random bytes of `bytes` after `prefix`; one line.
inline std::string random_line(LineRng& rng, const std::string& bytes, std::size_t n, std::string prefix = "") {
  for (std::size_t k = rng.below(n); k > 0; --k) prefix += bytes[rng.below(bytes.size())];
  return one_line(prefix);
}

/// Tokens (type and byte range [start, end)) as a message shows them: ` NAME[start,end)` each.
template <class Token>
std::string describe_tokens(const antlr4::Lexer& lexer, const std::vector<Token>& tokens) {
  std::string out;
  for (const Token& t : tokens)
    out += " " + lexer.getVocabulary().getSymbolicName(t.type) + "[" + std::to_string(t.start) + "," + std::to_string(t.end) + ")";
  return out;
}

/// Whether two token lists have the same types and ranges.
template <class Token>
bool same_tokens(const std::vector<Token>& a, const std::vector<Token>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].type != b[i].type || a[i].start != b[i].start || a[i].end != b[i].end) return false;
  return true;
}

}  // namespace llmfmt::testing
