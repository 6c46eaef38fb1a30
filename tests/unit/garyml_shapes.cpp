// The GaryML fast path's recogniser equals the generated lexer (tests/garyml_shape_check.h), on
// generated lines in every mode: keyword lines, parameter lines with each kind of value, block
// openers and closers, each mutated in a few places, and random bytes of the characters they are
// made of. The fuzz target tests/fuzz/garyml_shapes_fuzz.cpp searches the same property by
// coverage.
#include <catch2/catch.hpp>

#include <cstdio>
#include <string>

#include "garyml_shape_check.h"
#include "shape_lines.h"

using llmfmt::testing::GarymlShapeCheck;

using namespace llmfmt::testing;

namespace {

constexpr char kByteChars[] = ".:@\"'`-+eE. \t\r=#aZz019_\x01\xc3\xa9";
const std::string kBytes = std::string(kByteChars, sizeof kByteChars - 1) + std::string(1, '\0');  // (a NUL too)

std::string trail(LineRng& rng) {
  std::string s;
  while (rng.one_in(3)) s += rng.pick({" ", "\t", "\r"});
  if (rng.one_in(8)) return s;  // the input's last line
  return s + (rng.one_in(6) ? "\r\n" : "\n");
}

std::string well_formed(LineRng& rng) {
  const char* names[] = {"Role", "Context", "log", "read-file", "X9_", "a", "Aé", "b-"};
  const char* keys[] = {"path", "id", "Type", "9", "_", "max_depth"};
  const char* values[] = {"true", "false", "0", "-12", "01", "1.5", "2e10", "1.5E-3", "1.", "1e", "@ref", "@a-b_c",
                          "@", "@9", "'q'", "\"q\"", "\"q", "\"a\"b", "'' ", "text with words", "-", "true!", "x\"y",
                          "\r", ""};
  const std::string indent(rng.below(3) * 2, ' ');
  switch (rng.below(7)) {
    case 0: return indent + "." + rng.pick(names) + trail(rng);
    case 1: return indent + rng.pick(keys) + (rng.one_in(4) ? " " : "") + ":" + (rng.one_in(5) ? "" : " ") + rng.pick(values) + trail(rng);
    case 2: return indent + "\"\"\"" + (rng.one_in(4) ? "text" : "") + trail(rng);
    case 3: return indent + "```" + (rng.one_in(2) ? "python" : "") + trail(rng);
    case 4: return indent + (rng.one_in(2) ? "text " : "") + "\"\"\"" + trail(rng);
    case 5: return indent + "." + rng.pick(names) + rng.pick({":", ": x", " key: v", ":  1.5", " k :@r", ": \"q\" x"}) + trail(rng);
    default: {  // pairs
      std::string s = indent + "." + rng.pick(names);
      for (std::size_t n = 1 + rng.below(3); n > 0; --n)
        s += std::string(rng.one_in(4) ? "\t" : " ") + rng.pick(keys) + "=" + rng.pick(values);
      return s + trail(rng);
    }
  }
}

}  // namespace

TEST_CASE("the GaryML fast path reads a line exactly as the generated lexer does, in every mode", "[garyml][fast_path]") {
  GarymlShapeCheck check;
  LineRng rng{20261204};
  std::size_t shapes = 0, total = 0;
  for (int i = 0; i < 30000; ++i) {
    const std::size_t mode = rng.one_in(2) ? 0 : rng.below(check.modes());
    std::string line;
    if (i % 3 == 0) line = well_formed(rng);
    else if (i % 3 == 1) line = mutated(well_formed(rng), rng, kBytes);
    else line = random_line(rng, kBytes, 14);
    if (line.empty()) continue;
    std::string shown;  // (bytes that do not print, as \xHH)
    for (const unsigned char c : line) {
      char hex[5];
      std::snprintf(hex, sizeof hex, "\\x%02X", c);
      shown += c < 0x20 || c >= 0x7F ? std::string(hex) : std::string(1, static_cast<char>(c));
    }
    INFO("mode " << mode << ", line '" << shown << "'");
    REQUIRE(check.problem(line, mode) == "");
    ++total;
    llmfmt::garyml::Shape shape;
    llmfmt::garyml::read_shape(line, mode, shape);
    if (!shape.tokens.empty()) ++shapes;
  }
  CHECK(shapes > total / 5);  // both answers are exercised
  CHECK(shapes < total - total / 5);
}

TEST_CASE("the GaryML fast path on lines at the edges of its shapes", "[garyml][fast_path]") {
  GarymlShapeCheck check;
  for (const char* line :
       {".Role\n", ".Role", ".Role \r\n", ".Role:\n", ".Role x\n", ".role-x\n", ".Role-x\n", ".9\n", ".\n", "  .log\t\n",
        ".R\x01\n", ".R\xc3\xa9\n", "k: v\n", "k:v\n", "k :v\n", "k\t: \tv \n", "k: \n", "k:\n", "k: \r\n", "k: \rx\n",
        "k: true\n", "k: true \r", "k: truex\n", "k: false\n", "k: 0\n", "k: -0\n", "k: 00\n", "k: -\n", "k: 1.5\n",
        "k: 1.5e+3\n", "k: 1.5e+\n", "k: 1e5\n", "k: 1.e5\n", "k: @a\n", "k: @a b\n", "k: @-\n", "k: 'a'\n", "k: 'a' \n",
        "k: 'a'b\n", "k: 'a\n", "k: \"a\" \"b\"\n", "k v: x\n", "k=v\n", "\"\"\"\n", "\"\"\" \r\n", "\"\"\"\"\n",
        "\"\"\"a\n", "\"\"\"a\"\"\"\n", "```\n", "```py\n", "``\n", "  ```  \n", "a \"\"\"\n", "\"\"\" a\n", "\r\"\"\"\n",
        "#\n", " \n", "\n", "\r\n", "x\n", "\x01\n", ".R k=v\n", ".R k=v", ".R k=v \n", ".R k=v  j=true\r\n",
        ".R k=\n", ".R k= j=1\n", ".R k='a b'\n", ".R k='a'b\n", ".R k='a\n", ".R k=\r\n", ".R k=a\rb j=2\n", ".R k=v x\n",
        ".R k=1.5e3\n", ".R k=@a-b\n", ".R k=true\r\r\n", ".R: x\n", ".R: \n", ".R:\n", ".R:x y \r\n", ".R: 'q' x\n",
        ".R key: 1\n", ".R key : @r\n", ".R key:\n", ".R key: v k=1\n", ".R\tk=v\n", ".R\rk=v\n", ".r-x k=v\n"})
    for (std::size_t mode = 0; mode < check.modes(); ++mode) CHECK(check.problem(line, mode) == "");
}
