// The STF fast path's recogniser equals the generated lexer (tests/stf_shape_check.h), on
// generated command lines in and out of blocks and comments: well formed, mutated in a few
// places, and random bytes of the characters command lines are made of. The fuzz target
// tests/fuzz/stf_shapes_fuzz.cpp searches the same property by coverage.
#include <catch2/catch.hpp>

#include <string>

#include "stf_shape_check.h"
#include "shape_lines.h"

using llmfmt::testing::StfShapeCheck;

using namespace llmfmt::testing;

namespace {


const std::string kBytes = std::string("; \t\r=\"'\\{}aZz09_-./#*:\x01\xc3\xa9", 24) + std::string(1, '\0');

std::string blanks(LineRng& rng, bool at_least_one) {
  std::string s = at_least_one ? std::string(1, rng.one_in(3) ? '\t' : ' ') : "";
  while (rng.one_in(3)) s += ' ';
  return s;
}

std::string well_formed(LineRng& rng) {
  const char* names[] = {"user", "ai", "End", "end", "raw", "Extra", "meta", "tool", "x9", "rawx", "endx", "sys"};
  const char* values[] = {"bob", "'C. D.'", "\"a\\\"b\"", "x'y", "a\"", "call_1", "a\r", "''", "'a\\'", "1.5"};
  std::string s = ";" + blanks(rng, false) + rng.pick(names);
  if (!rng.one_in(3))
    for (std::size_t n = 1 + rng.below(3); n > 0; --n) s += blanks(rng, true) + rng.pick({"name", "id", "call_id", "Name"}) + "=" + rng.pick(values);
  if (rng.one_in(3)) s += blanks(rng, true);
  return s + (rng.one_in(6) ? "\r\n" : "\n");
}



}  // namespace

TEST_CASE("the STF fast path reads a command line exactly as the generated lexer does", "[stf][fast_path]") {
  StfShapeCheck check;
  LineRng rng{20261203};
  std::size_t accepted = 0, total = 0;
  for (int i = 0; i < 30000; ++i) {
    const std::size_t mode = rng.pick(StfShapeCheck::kModes);
    std::string line;
    if (i % 3 == 0) line = well_formed(rng);
    else if (i % 3 == 1) line = mutated(well_formed(rng), rng, kBytes);
    else line = one_line(random_line(rng, kBytes, 14, ";") + (rng.one_in(4) ? "" : "\n"));
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
