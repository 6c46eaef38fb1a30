// The TELT fast path's recogniser equals the generated lexer (tests/telt_shape_check.h), on
// generated lines in every mode: well-formed headers, commands, delimiters, blank and comment
// lines, each mutated in a few places, and random bytes of the characters they are made of. The
// fuzz target tests/fuzz/telt_shapes_fuzz.cpp searches the same property by coverage.
#include <catch2/catch.hpp>

#include <string>

#include "telt_shape_check.h"
#include "shape_lines.h"

using llmfmt::testing::TeltShapeCheck;

using namespace llmfmt::testing;

namespace {


const char* const kHashes[] = {"abc", "a1z", "xyz", "ABC", "ab", "abcd", "9z9"};
const std::string kBytes = std::string("#!=-/ \t\r:._]aZz09ENDtelt[SHA\x01\xc3\xa9", 30) + std::string(1, '\0');

std::string trail(LineRng& rng, bool may_be_last) {
  std::string s;
  while (rng.one_in(3)) s += rng.pick({" ", "\t", "\r"});
  if (rng.one_in(5)) s += std::string(rng.one_in(2) ? " " : "\t") + "// note";
  if (may_be_last && rng.one_in(5)) return s;
  return s + (rng.one_in(6) ? "\r\n" : "\n");
}

std::string well_formed(LineRng& rng, const char* hash) {
  const char* names[] = {"END", "CONTENT", "PATH", "X_1", "_", "end", "A9"};
  const char* commands[] = {"CREATE_FILE", "BASH:5.0", "a.b-c", "_x", "9", "X Y"};
  switch (rng.below(6)) {
    case 0: return std::string("#!telt [3-char SHA: ") + rng.pick(kHashes) + "]" + trail(rng, true);
    case 1: return std::string("=== ") + rng.pick(commands) + " ===" + trail(rng, true);
    case 2: return std::string("--END ") + (rng.one_in(2) ? hash : rng.pick(kHashes)) + "--" + trail(rng, true);
    case 3: return std::string("--") + rng.pick(names) + " " + (rng.one_in(2) ? hash : rng.pick(kHashes)) + "--" + trail(rng, true);
    case 4: return std::string(rng.below(3), ' ') + (rng.one_in(3) ? "\t" : "") + (rng.one_in(3) ? "\r\n" : rng.one_in(4) ? "" : "\n");
    default: return "//" + std::string(rng.one_in(2) ? " a comment" : "") + "\n";
  }
}



}  // namespace

TEST_CASE("the TELT fast path reads a line exactly as the generated lexer does, in every mode", "[telt][fast_path]") {
  TeltShapeCheck check;
  LineRng rng{20261202};
  std::size_t shapes = 0, total = 0;
  for (int i = 0; i < 30000; ++i) {
    const std::size_t mode = rng.below(TeltShapeCheck::kModes);
    const char* hash = rng.pick(kHashes);
    std::string line;
    if (i % 3 == 0) line = well_formed(rng, hash);
    else if (i % 3 == 1) line = mutated(well_formed(rng, hash), rng, kBytes);
    else line = random_line(rng, kBytes, 14);
    if (line.empty()) continue;
    INFO("mode " << mode << ", hash " << hash << ", line '" << line << "'");
    REQUIRE(check.problem(line, mode, hash) == "");
    ++total;
    if (llmfmt::telt::read_shape(line, mode, hash).type != 0) ++shapes;
  }
  CHECK(shapes > total / 5);  // both answers are exercised
  CHECK(shapes < total - total / 5);
}

TEST_CASE("the TELT fast path on lines at the edges of its shapes", "[telt][fast_path]") {
  TeltShapeCheck check;
  for (const char* line : {"#!telt [3-char SHA: abc]\n", "#!telt [3-char SHA: ABC]\n", "#!telt [3-char SHA: abc] // x\n",
                           "#!telt [3-char SHA: abc]// x\n", "#!telt [3-char SHA: abc]\r\n", "#!telt [3-char SHA: abc]",
                           "=== A ===\n", "=== A ====\n", "=== A === \r //c\n", "=== A === \r//c\n", "===  A ===\n",
                           "=== 9 ===\n", "--END abc--\n", "--END abc---\n", "--END abcd--\n", "--END ab--\n",
                           "--X abc--\n", "--X  abc--\n", "--x abc--\n", "--END  abc--\n", "--END abc--\t// c",
                           "\n", " \t\n", "\r\n", "\r", " \r\r\n", "//\n", "//x", "-- abc--\n", "--_ abc--\n"})
    for (std::size_t mode = 0; mode < TeltShapeCheck::kModes; ++mode) CHECK(check.problem(line, mode, "abc") == "");
}
