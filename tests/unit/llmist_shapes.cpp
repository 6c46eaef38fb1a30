// The llmist fast path's recognisers equal the generated lexer (tests/llmist_shape_check.h), on
// generated lines: well-formed shapes, each mutated in a few places, and random bytes of the
// characters the shapes are made of. The fuzz target tests/fuzz/llmist_shapes_fuzz.cpp searches
// the same property by coverage.
#include <catch2/catch.hpp>

#include <string>

#include "llmist_shape_check.h"
#include "shape_lines.h"

using llmfmt::testing::LlmistShapeCheck;

using namespace llmfmt::testing;

namespace {


const std::string kBytes = std::string("aZz_09x:,/- \t\r\n!.\x01\xc3\xa9", 21) + std::string(1, '\0');

std::string blanks(LineRng& rng) {
  std::string out;
  while (rng.one_in(3)) out += rng.one_in(2) ? ' ' : '\t';
  return out;
}
std::string word(LineRng& rng) {
  static const std::string first = "aZ_x", rest = "aZ_x09";
  std::string out(1, first[rng.below(first.size())]);
  while (rng.one_in(2)) out += rest[rng.below(rest.size())];
  return out;
}
std::string digits(LineRng& rng) {
  std::string out(1, static_cast<char>('0' + rng.below(10)));
  while (rng.one_in(2)) out += static_cast<char>('0' + rng.below(10));
  return out;
}
std::string line_end(LineRng& rng, bool may_be_last) {
  if (may_be_last && rng.one_in(4)) return "";
  return rng.one_in(5) ? "\r\n" : "\n";
}

std::string well_formed(LlmistShapeCheck::Kind kind, LineRng& rng) {
  std::string s = blanks(rng);
  switch (kind) {
    case LlmistShapeCheck::start:
      s += word(rng) + blanks(rng);
      if (rng.one_in(3)) break;
      s += ":" + blanks(rng);
      if (!rng.one_in(3)) s += word(rng) + blanks(rng);
      if (rng.one_in(2)) break;
      s += ":" + blanks(rng);
      if (rng.one_in(4)) break;
      s += word(rng) + blanks(rng);
      while (rng.one_in(2)) s += "," + blanks(rng) + word(rng) + blanks(rng);
      break;
    case LlmistShapeCheck::arg:
      s += rng.one_in(3) ? digits(rng) : word(rng);
      while (rng.one_in(2)) s += "/" + (rng.one_in(3) ? digits(rng) : word(rng));
      s += blanks(rng);
      break;
    case LlmistShapeCheck::end:
      break;
  }
  return s + line_end(rng, kind != LlmistShapeCheck::start);
}

// A few bytes replaced, inserted or removed (a line keeps at most one LF, at its end).


}  // namespace

TEST_CASE("the llmist fast path accepts a marker line exactly when the generated lexer reads its shape", "[llmist][fast_path]") {
  LlmistShapeCheck check;
  LineRng rng{20261201};
  std::size_t accepted[3] = {0, 0, 0};
  for (const LlmistShapeCheck::Kind kind : {LlmistShapeCheck::start, LlmistShapeCheck::arg, LlmistShapeCheck::end}) {
    for (int i = 0; i < 6000; ++i) {
      const std::string rest = i % 3 == 0   ? well_formed(kind, rng)
                               : i % 3 == 1 ? mutated(well_formed(kind, rng), rng, kBytes)
                                            : random_line(rng, kBytes, 12);
      const std::string problem = check.problem(kind, rest);
      INFO("kind " << kind << ", rest '" << rest << "'");
      REQUIRE(problem.empty());
      llmfmt::llmist::HeaderShape h;
      llmfmt::llmist::PointerShape p;
      const std::string line = "!!!GADGET_START:" + rest;
      if (kind == LlmistShapeCheck::start ? llmfmt::llmist::read_header(line, 16, h)
          : kind == LlmistShapeCheck::arg ? llmfmt::llmist::read_pointer(line, 16, p)
                                          : llmfmt::llmist::read_blank_end(line, 16))
        ++accepted[kind];
    }
  }
  // Both answers are exercised: about half the lines are (still) well formed.
  for (const std::size_t n : accepted) {
    CHECK(n > 1500);
    CHECK(n < 5500);
  }
}

TEST_CASE("the llmist fast path's shapes on lines that sit on their edges", "[llmist][fast_path]") {
  LlmistShapeCheck check;
  for (const char* rest : {"A\n", "A\r\n", "A", "A\r", " A \t\n", "A:\n", "A::\n", "A:::\n", "A:b:\n", "A:b:c,\n",
                           "A:b:c,d\n", "A:b:c ,d \n", "A:b:,d\n", "A :b\n", "1A\n", "A-b\n", "A:b c\n", "\n", ":\n",
                           "A\r\r\n", "A:b:c\r", "A\x01\n", "A\xc3\xa9\n"})
    CHECK(check.problem(LlmistShapeCheck::start, rest) == "");
  for (const char* rest : {"a\n", "a", "a/b", "a/0/b\n", "0\n", "01\n", "-1\n", "a/-1\n", "a//b\n", "a/\n", "/a\n",
                           " a \n", "a b\n", "a\r", "a\r\n", "1a\n", "a1\n", "a/1b\n", "", "\n", " \n"})
    CHECK(check.problem(LlmistShapeCheck::arg, rest) == "");
  for (const char* rest : {"", "\n", "\r\n", " ", " \t\n", "\r", " \r", "x\n", " x\n", "\r\r\n", "!\n"})
    CHECK(check.problem(LlmistShapeCheck::end, rest) == "");
}
