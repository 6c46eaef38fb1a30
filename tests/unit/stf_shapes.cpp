// The STF fast path's recogniser equals the generated lexer (tests/stf_shape_check.h), on
// generated command lines in and out of blocks and comments: well formed, mutated in a few
// places, and random bytes of the characters command lines are made of. The fuzz target
// tests/fuzz/stf_shapes_fuzz.cpp searches the same property by coverage.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>

#include "stf_shape_check.h"

using llmfmt::testing::StfShapeCheck;

namespace {

struct Rng {  // splitmix64: the same lines on every machine
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
  bool one_in(std::size_t n) { return below(n) == 0; }
  template <class T, std::size_t N>
  const T& pick(const T (&a)[N]) { return a[below(N)]; }
};

const std::string kBytes = std::string("; \t\r=\"'\\{}aZz09_-./#*:\x01\xc3\xa9", 24) + std::string(1, '\0');

std::string blanks(Rng& rng, bool at_least_one) {
  std::string s = at_least_one ? std::string(1, rng.one_in(3) ? '\t' : ' ') : "";
  while (rng.one_in(3)) s += ' ';
  return s;
}

std::string well_formed(Rng& rng) {
  const char* names[] = {"user", "ai", "End", "end", "raw", "Extra", "meta", "tool", "x9", "rawx", "endx", "sys"};
  const char* values[] = {"bob", "'C. D.'", "\"a\\\"b\"", "x'y", "a\"", "call_1", "a\r", "''", "'a\\'", "1.5"};
  std::string s = ";" + blanks(rng, false) + rng.pick(names);
  if (!rng.one_in(3))
    for (std::size_t n = 1 + rng.below(3); n > 0; --n) s += blanks(rng, true) + rng.pick({"name", "id", "call_id", "Name"}) + "=" + rng.pick(values);
  if (rng.one_in(3)) s += blanks(rng, true);
  return s + (rng.one_in(6) ? "\r\n" : "\n");
}

std::string one_line(std::string s) {
  const std::size_t lf = s.find('\n');
  if (lf != std::string::npos) s.resize(lf + 1);
  return s;
}

std::string mutated(std::string s, Rng& rng) {
  for (std::size_t edits = rng.below(3); edits > 0; --edits) {
    const std::size_t at = s.empty() ? 0 : rng.below(s.size() + 1);
    const char c = kBytes[rng.below(kBytes.size())];
    switch (rng.below(3)) {
      case 0: s.insert(at, 1, c); break;
      case 1: if (at < s.size()) s[at] = c; break;
      default: if (at < s.size()) s.erase(at, 1); break;
    }
  }
  return one_line(s);
}

}  // namespace

TEST_CASE("the STF fast path reads a command line exactly as the generated lexer does", "[stf][fast_path]") {
  StfShapeCheck check;
  Rng rng{20261203};
  std::size_t accepted = 0, total = 0;
  for (int i = 0; i < 30000; ++i) {
    const std::size_t mode = rng.pick(StfShapeCheck::kModes);
    std::string line;
    if (i % 3 == 0) line = well_formed(rng);
    else if (i % 3 == 1) line = mutated(well_formed(rng), rng);
    else {
      line = ";";
      for (std::size_t n = rng.below(14); n > 0; --n) line += kBytes[rng.below(kBytes.size())];
      if (!rng.one_in(4)) line += '\n';
    }
    line = one_line(line);
    INFO("mode " << mode << ", line '" << line << "'");
    REQUIRE(check.problem(line, mode) == "");
    ++total;
    llmfmt::stf::ShapeTokens shape;
    llmfmt::stf::read_shape(line, mode, shape);
    if (!shape.tokens.empty()) ++accepted;
  }
  CHECK(accepted > total / 10);  // both answers are exercised
  CHECK(accepted < total - total / 5);
}

TEST_CASE("the STF fast path on command lines at the edges of its shape", "[stf][fast_path]") {
  StfShapeCheck check;
  for (const char* line : {";user\n", ";user", "; user \n", ";user\r\n", ";user\r", ";user\rx\n", ";end\n", ";end \n",
                           ";End\r\n", ";endx\n", ";raw\n", ";rawx\n", ";extra {\"a\":1}\n", ";user name=bob\n",
                           ";user name=bob id=1\n", ";user name='C. D.'\n", ";user name='C. D.'id=1\n", ";user name=a'\n",
                           ";user name=a'b\n", ";user name=a\r\n", ";user name=a\r\r\n", ";user name=a\r \n", ";user name=\n",
                           ";user name= x\n", ";user Name=x\n", ";user nAme=x\n", ";user name\n", ";user =x\n",
                           ";user name='a\\'\n", ";user name='a\\\n", ";user name=\"a\\\"b\"\n", ";user name=x\"y\"z\n",
                           ";user_x=1\n", ";user=x\n", ";usér\n", ";;user\n", ";\n", "; \n", ";#x\n", ";/*\n", ";*/\n"})
    for (const std::size_t mode : StfShapeCheck::kModes) CHECK(check.problem(line, mode) == "");
}
