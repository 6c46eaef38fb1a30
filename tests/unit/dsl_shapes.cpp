// The DSL fast path's recogniser equals the generated lexer (tests/dsl_shape_check.h), on
// generated directive lines with every sigil: well-formed /THEN, /FROM, /DEF and /OUT lines and
// their near neighbours, each mutated in a few places, and random bytes of the characters they
// are made of. The fuzz target tests/fuzz/dsl_shapes_fuzz.cpp searches the same property by
// coverage.
#include <catch2/catch.hpp>

#include <string>

#include "dsl_shape_check.h"
#include "shape_lines.h"

using llmfmt::testing::DslShapeCheck;

using namespace llmfmt::testing;

namespace {

constexpr char kByteChars[] = "/@$#, \t\r_aZz09THENFROMDEFOUTYPASIN\x01\xc3\xa9";
const std::string kBytes = std::string(kByteChars, sizeof kByteChars - 1) + std::string(1, '\0');  // (a NUL too)

std::string bl(LineRng& rng) {
  std::string s(1, rng.pick({' ', '\t', '\r'}));
  while (rng.one_in(4)) s += ' ';
  return s;
}

std::string end(LineRng& rng) {
  std::string s = rng.one_in(4) ? bl(rng) : "";
  if (rng.one_in(8)) return s;  // the input's last line
  return s + (rng.one_in(6) ? "\r\n" : "\n");
}

std::string well_formed(LineRng& rng, char sigil) {
  const std::string v = std::string(1, sigil);
  const char* names[] = {"notes", "_x9", "A", "9x", "n-1", "a@b"};
  const char* words[] = {"risks", "the report", "docs/INDEX", "x,y", "/usr", "a@b", "é", "/IN", "#", "$"};
  const std::string indent = rng.one_in(4) ? std::string(rng.below(3), rng.one_in(2) ? ' ' : '\t') : "";
  switch (rng.below(6)) {
    case 0: return indent + "/THEN" + (rng.one_in(3) ? "" : bl(rng) + rng.pick(words) + (rng.one_in(4) ? " " + v + "x" : "")) + end(rng);
    case 1: {
      std::string s = indent + "/FROM" + bl(rng);
      for (std::size_t n = 1 + rng.below(3); n > 0; --n) {
        if (rng.one_in(2)) s += v + rng.pick(names);
        else s += std::string(rng.pick(words)) + (rng.one_in(3) ? std::string(" /IN ") + v + rng.pick(names) : "");
        if (n > 1) s += std::string(rng.one_in(3) ? " " : "") + "," + (rng.one_in(2) ? " " : "");
      }
      return s + end(rng);
    }
    case 2: {
      std::string s = indent + "/DEF" + bl(rng) + rng.pick(names);
      if (rng.one_in(2)) s += bl(rng) + "/TYPE" + bl(rng) + rng.pick({"nat", "str", "int", "float", "bool", "nats", "text"});
      if (rng.one_in(2)) s += bl(rng) + "/AS" + (rng.one_in(4) ? "" : bl(rng) + rng.pick(words) + (rng.one_in(3) ? " and more" : ""));
      return s + end(rng);
    }
    case 3: return indent + "/OUT" + (rng.one_in(3) ? "" : bl(rng) + rng.pick(words)) + end(rng);
    case 4: return indent + rng.pick({"/then", "/FROMx", "/DEF", "/TYPE", "/AS", "/IN", "/X", "/FROM,", "/OUT:"}) + end(rng);
    default: {  // text with references, or a /THEN line with them
      const char* pieces[] = {"write", " ", "the", "a@b.com", "@", "@ ", "@.", "x@", "@@", "@9", "\xc3\xa9", "@a\xc3\xa9",
                              "\r", ",", "/", "@"};
      std::string s = rng.one_in(3) ? indent + "/THEN " : rng.pick({"", "Use ", "x", "  ", "@", "/", "\t"});
      for (std::size_t n = 1 + rng.below(5); n > 0; --n)
        s += rng.one_in(3) ? v + rng.pick(names) : std::string(rng.pick(pieces)) + (rng.one_in(2) ? " " : "");
      return s + end(rng);
    }
  }
}

}  // namespace

TEST_CASE("the DSL fast path reads a directive line exactly as the generated lexer does", "[dsl][fast_path]") {
  DslShapeCheck check;
  LineRng rng{20261205};
  std::size_t shapes = 0, total = 0;
  for (int i = 0; i < 30000; ++i) {
    const std::size_t mode = rng.one_in(8) ? rng.below(check.modes()) : 0;
    const char sigil = rng.pick(DslShapeCheck::kSigils);
    std::string line;
    if (i % 3 == 0) line = well_formed(rng, sigil);
    else if (i % 3 == 1) line = mutated(well_formed(rng, sigil), rng, kBytes);
    else line = random_line(rng, kBytes, 14, rng.one_in(2) ? "/" : "");
    if (line.empty()) continue;
    INFO("mode " << mode << ", sigil " << sigil << ", line '" << line << "'");
    REQUIRE(check.problem(line, mode, sigil) == "");
    ++total;
    llmfmt::dsl::Shape shape;
    llmfmt::dsl::read_shape(line, mode, sigil, shape);
    if (!shape.tokens.empty()) ++shapes;
  }
  CHECK(shapes > total / 5);  // both answers are exercised
  CHECK(shapes < total - total / 5);
}

TEST_CASE("the DSL fast path on directive lines at the edges of its shapes", "[dsl][fast_path]") {
  DslShapeCheck check;
  for (const char* line :
       {"/THEN\n", "/THEN", "/THEN x\n", "/THEN x @a\n", "/THEN\r\n", "/THENx\n", "/THEN@a\n", " \t/THEN x\n",
        "/OUT\n", "/OUT x @a\n", "/OUTx\n", "/OUT\r", "/DEF\n", "/DEF x\n", "/DEF x\r\n", "/DEF 9\n", "/DEF x y\n",
        "/DEF x /TYPE nat\n", "/DEF x /TYPE nats\n", "/DEF x /TYPE\n", "/DEF x /AS\n", "/DEF x /AS a b\n",
        "/DEF x /AS /a\n", "/DEF x /AS a/b\n", "/DEF x /AS a @b\n", "/DEF x /TYPE str /AS d\n",
        "/DEF x /AS d /TYPE str\n", "/DEF x /type str\n", "/DEF @x\n", "/FROM @a\n", "/FROM @a, @b\n",
        "/FROM @a ,@b \n", "/FROM @a,\n", "/FROM ,@a\n", "/FROM a b\n", "/FROM a /IN @b\n", "/FROM /IN @b\n",
        "/FROM a /IN b\n", "/FROM a /IN @b c\n", "/FROM a/IN @b\n", "/FROM @a@b\n", "/FROM @9\n", "/FROM\n",
        "/FROM@a\n", "/FROM  @a\r\n", "/FROM a,,b\n", "/IN @a\n", "/X\n", "/\n", "x /THEN\n", "\x01/THEN\n",
        "Use @a\n", "Use @a", "Use @a\r\n", "Use @a\r", "Use @a now\n", "a@b.com\n", "a@b.com @c\n", "x @\n", "x @ y\n",
        "x @.\n", "x @@a\n", "x @9\n", "x @a@b\n", "x @a\xc3\xa9\n", "x\xc3\xa9 @a\n", "@a x\n", " x @a\n", "x@\n",
        "x@@\n", "/THEN x @a\n", "/THEN @a\n", "/THEN\t@a\r\n", "/THEN\r@a\n", "/THEN@a\n", "  /THEN x @a y\n",
        "/then x @a\n", "Read @a and @b_2.\n", "x @_\n", "x @a_ \r\n", "x @a\r\r\n"})
    for (const char sigil : DslShapeCheck::kSigils)
      for (std::size_t mode = 0; mode < check.modes(); ++mode) CHECK(check.problem(line, mode, sigil) == "");
}
