// JSON5 diagnostics: each error code on a one-line input, positions, fix hints (the offending line
// as it should read), recovery, and the value/diagnostics contract.
#include <catch2/catch.hpp>

#include "fixture_support.h"
#include "llmfmt/json5.h"

using namespace llmfmt;

namespace {

struct Case {
  const char* input;
  const char* code;
  std::size_t column;
  const char* fix;  // nullptr: no fix hint
};

}  // namespace

TEST_CASE("errors: one code per mistake, at its column, with the fixed line", "[json5][errors]") {
  const Case cases[] = {
      {"", "EMPTY_INPUT", 1, nullptr},
      {"  // only a comment", "EMPTY_INPUT", 20, nullptr},
      {"[1 2]", "MISSING_COMMA", 3, "[1, 2]"},
      {"{a: 1 b: 2}", "MISSING_COMMA", 6, "{a: 1, b: 2}"},
      {"{a 1}", "MISSING_COLON", 3, "{a: 1}"},
      {"{'a' [1]}", "MISSING_COLON", 5, "{'a': [1]}"},
      {"[1}", "UNEXPECTED_TOKEN", 3, "[1]"},
      {"{a: 1]", "UNEXPECTED_TOKEN", 6, "{a: 1}"},
      {"[,]", "UNEXPECTED_TOKEN", 2, "[]"},
      {"{:1}", "UNEXPECTED_TOKEN", 2, nullptr},
      {"]", "UNEXPECTED_TOKEN", 1, nullptr},
      {"[1, [2, {a: 3", "UNEXPECTED_END", 14, "[1, [2, {a: 3}]]"},
      {"[", "UNEXPECTED_END", 2, "[]"},
      {"{a", "UNEXPECTED_END", 3, nullptr},
      {"1 2", "TRAILING_CONTENT", 3, "1"},
      {"{}}", "TRAILING_CONTENT", 3, "{}"},
      {"\"abc", "UNTERMINATED_STRING", 1, "\"abc\""},
      {"'abc\\", "UNTERMINATED_STRING", 1, "'abc'"},
      {"'abc\\\\", "UNTERMINATED_STRING", 1, "'abc\\\\'"},
      {"\"\\x4g\"", "INVALID_ESCAPE", 2, nullptr},
      {"\"\\u00g0\"", "INVALID_ESCAPE", 2, nullptr},
      {"\"\\9\"", "INVALID_ESCAPE", 2, nullptr},
      {"\"\\00\"", "INVALID_ESCAPE", 2, "\"\\x000\""},
      {"{\\u0031a: 1}", "INVALID_ESCAPE", 2, "{\"\\u0031a\": 1}"},
      {"00", "INVALID_NUMBER", 1, "0"},
      {"-007.5", "INVALID_NUMBER", 1, "-7.5"},
      {"+-1", "INVALID_NUMBER", 1, nullptr},
      {"-", "INVALID_NUMBER", 1, nullptr},
      {"- 1.5", "INVALID_NUMBER", 1, "-1.5"},
      {"-infinity", "INVALID_NUMBER", 1, "-Infinity"},
      {"[- Infinity]", "INVALID_NUMBER", 2, "[-Infinity]"},
      {"1.", "", 0, nullptr},  // valid: a trailing decimal point
      {"1..", "INVALID_NUMBER", 1, nullptr},
      {"0x1G", "INVALID_NUMBER", 1, nullptr},
      {"1e+", "INVALID_NUMBER", 1, nullptr},
      {".", "INVALID_NUMBER", 1, nullptr},
      {"5px", "INVALID_NUMBER", 1, "\"5px\""},
      {"undefined", "INVALID_VALUE", 1, "null"},
      {"FALSE", "INVALID_VALUE", 1, "false"},
      {"[hello]", "INVALID_VALUE", 2, "[\"hello\"]"},
      {"@", "INVALID_CHARACTER", 1, nullptr},
      {"[1] # comment", "INVALID_CHARACTER", 5, "[1] // comment"},
      // Alone, `// comment` would be EMPTY_INPUT: the fix would not leave fewer errors, so none.
      {"# comment", "INVALID_CHARACTER", 1, nullptr},
      {"[1] /* x", "UNTERMINATED_COMMENT", 5, "[1] /* x*/"},
  };
  for (const Case& c : cases) {
    INFO(c.input);
    const json5::Result r = json5::parse(c.input);
    if (*c.code == '\0') {
      CHECK(r.diagnostics.empty());
      continue;
    }
    REQUIRE_FALSE(r.diagnostics.empty());
    const Diagnostic& d = r.diagnostics.front();
    CHECK(d.code == c.code);
    CHECK(d.severity == Severity::error);
    CHECK(d.span.start.line == 1);
    CHECK(d.span.start.column == c.column);
    CHECK(d.fix_hint == (c.fix ? std::optional<std::string>(c.fix) : std::nullopt));
    CHECK_FALSE(r.document.value.has_value());
  }
}

TEST_CASE("errors: every error of an input in one pass", "[json5][errors]") {
  const json5::Result r = json5::parse(
      "{\n"
      "  a: True,\n"
      "  b: [1 2],\n"
      "  c: 'x\\x4',\n"
      "  d: 00,\n"
      "  e 5,\n"
      "  f: 'unterminated,\n"
      "  g: [3, 4}\n"
      "}\n");
  std::vector<std::pair<std::string, std::size_t>> found;
  for (const Diagnostic& d : r.diagnostics) found.emplace_back(d.code, d.span.start.line);
  CHECK(found == std::vector<std::pair<std::string, std::size_t>>{{"INVALID_VALUE", 2},
                                                                 {"MISSING_COMMA", 3},
                                                                 {"INVALID_ESCAPE", 4},
                                                                 {"INVALID_NUMBER", 5},
                                                                 {"MISSING_COLON", 6},
                                                                 {"UNTERMINATED_STRING", 7},
                                                                 {"UNEXPECTED_TOKEN", 8}});
  CHECK_FALSE(r.document.value.has_value());
}

TEST_CASE("errors: positions count code points and keep byte offsets", "[json5][errors]") {
  const json5::Result r = json5::parse("{\"\xC3\xA9\xE4\xB8\xAD\": 1,\n  \"x\" 2}");
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].code == "MISSING_COLON");
  CHECK(r.diagnostics[0].span.start.line == 2);
  CHECK(r.diagnostics[0].span.start.column == 6);
  CHECK(r.diagnostics[0].span.start.offset == 18);
  CHECK(r.diagnostics[0].content == "  \"x\" 2}");
  CHECK(r.diagnostics[0].context_window == "line 1: {\"\xC3\xA9\xE4\xB8\xAD\": 1,\nline 2:   \"x\" 2}  <-- ERROR HERE");
}

TEST_CASE("errors: a raw control character is invalid outside strings only", "[json5][errors]") {
  CHECK(json5::parse(std::string("'a\x01\x02\x03" "b'")).document.value == Value("a\x01\x02\x03" "b"));
  for (char c : {'\x00', '\x01', '\x02', '\x03', '\x1F', '\x7F'}) {
    const json5::Result r = json5::parse(std::string("[1") + c + "2]");
    INFO(static_cast<int>(c));
    REQUIRE(r.diagnostics.size() == 1);  // the missing ',' it stands in for is its consequence
    CHECK(r.diagnostics[0].code == "INVALID_CHARACTER");
  }
}

TEST_CASE("errors: a value exactly when there is no error, and no throw", "[json5][errors]") {
  testing::SplitMix64 rng{7};
  const std::string alphabet = "{}[]:,'\"\\/*+-.0123456789aeExuINnfl \n\r\t\x01\xC2\xA0\xE2\x80\xA8\xFF";
  for (int n = 0; n < 3000; ++n) {
    std::string input;
    const std::size_t length = rng.below(24);
    for (std::size_t i = 0; i < length; ++i) input += alphabet[rng.below(alphabet.size())];
    const json5::Result r = json5::parse(input);
    INFO(input);
    CHECK(r.document.value.has_value() == !has_errors(r.diagnostics));
    CHECK(testing::json5_invariants(r, input).empty());
  }
}
