// JSON5 values: what each literal form parses to (numbers keep their kind), object key order and
// duplicates, and the JSON form.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "json5/literals.h"
#include "llmfmt/json5.h"

using namespace llmfmt;

namespace {

// The value of a text that must parse without errors.
Value value_of(std::string_view text) {
  const json5::Result r = json5::parse(text);
  INFO(text);
  REQUIRE(r.document.value.has_value());
  CHECK_FALSE(has_errors(r.diagnostics));
  return *r.document.value;
}

bool is_int(const Value& v, std::int64_t i) { return v.kind() == Value::Kind::integer && v.as_int() == i; }
bool is_double(const Value& v, double d) {
  return v.kind() == Value::Kind::real && v.as_double() == d && std::signbit(v.as_double()) == std::signbit(d);
}

}  // namespace

TEST_CASE("numbers: integer literals that fit int64 are integers", "[json5][numbers]") {
  CHECK(is_int(value_of("0"), 0));
  CHECK(is_int(value_of("+1"), 1));
  CHECK(is_int(value_of("-42"), -42));
  CHECK(is_int(value_of("-0"), 0));  // an integer literal: the integer 0, not -0.0
  CHECK(is_int(value_of("9223372036854775807"), std::numeric_limits<std::int64_t>::max()));
  CHECK(is_int(value_of("-9223372036854775808"), std::numeric_limits<std::int64_t>::min()));
  CHECK(is_int(value_of("0xdecaf"), 912559));
  CHECK(is_int(value_of("-0XC0FFEE"), -12648430));
  CHECK(is_int(value_of("-0x8000000000000000"), std::numeric_limits<std::int64_t>::min()));
  CHECK(is_int(value_of("-0x0"), 0));
}

TEST_CASE("numbers: fractions, exponents and integers beyond int64 are doubles", "[json5][numbers]") {
  CHECK(is_double(value_of(".5"), 0.5));
  CHECK(is_double(value_of("5."), 5.0));
  CHECK(is_double(value_of("+5.e1"), 50.0));
  CHECK(is_double(value_of("1e3"), 1000.0));
  CHECK(is_double(value_of("-0.0"), -0.0));
  CHECK(is_double(value_of("-.0e5"), -0.0));
  CHECK(is_double(value_of("9223372036854775808"), 9223372036854775808.0));
  CHECK(is_double(value_of("-9223372036854775809"), -9223372036854775808.0));
  CHECK(is_double(value_of("0x8000000000000000"), 9223372036854775808.0));
  CHECK(is_int(value_of("0x1FFFFFFFFFFFFF1"), 144115188075855857));
  CHECK(is_double(value_of("0x10000000000000001"), 18446744073709551616.0));  // 2^64 + 1, rounded
  CHECK(is_double(value_of("1e-999"), 0.0));
  CHECK(is_double(value_of("-1e-999"), -0.0));
  CHECK(is_double(value_of("0." + std::string(400, '0') + "1"), 0.0));  // below the smallest double
  CHECK(value_of("1" + std::string(400, '0') + ".5").as_double() == std::numeric_limits<double>::infinity());
}

TEST_CASE("numbers: Infinity and NaN are kept as doubles, with a warning", "[json5][numbers]") {
  const json5::Result r = json5::parse("[Infinity, -Infinity, NaN, -NaN, 1e999, -1e999]");
  REQUIRE(r.document.value);
  const Array& a = r.document.value->as_array();
  CHECK(a[0].as_double() == std::numeric_limits<double>::infinity());
  CHECK(a[1].as_double() == -std::numeric_limits<double>::infinity());
  CHECK(std::isnan(a[2].as_double()));
  CHECK(std::isnan(a[3].as_double()));
  CHECK(a[4].as_double() == std::numeric_limits<double>::infinity());
  CHECK(a[5].as_double() == -std::numeric_limits<double>::infinity());
  REQUIRE(r.diagnostics.size() == 6);
  for (const Diagnostic& d : r.diagnostics) {
    CHECK(d.code == "NON_FINITE_NUMBER");
    CHECK(d.severity == Severity::warning);
  }
  CHECK(json5::to_json(r)["value"] == Json::parse("[null,null,null,null,null,null]"));
}

TEST_CASE("numbers: the literal checker mirrors the NUMBER token", "[json5][numbers]") {
  for (const char* s : {"0", "-0", "+1", "1.", ".1", "1.5e-3", "5.e1", "0x1F", "-0Xab", "Infinity", "-NaN"})
    CHECK(json5::is_number(s));
  for (const char* s : {"", "-", "+", ".", "01", "1e", "1e+", "0x", "0x1G", "1.2.3", "--1", "Inf", "- 1", "1_000"})
    CHECK_FALSE(json5::is_number(s));
}

TEST_CASE("strings: escapes", "[json5][strings]") {
  CHECK(value_of(R"('\'\"\\\b\f\n\r\t\v\0')") == Value(std::string("'\"\\\b\f\n\r\t\v\0", 10)));
  CHECK(value_of(R"("\x41\xe9")") == Value("A\xC3\xA9"));
  CHECK(value_of(R"("\u4e2D")") == Value("\xE4\xB8\xAD"));
  CHECK(value_of(R"("\uD83D\uDE00")") == Value("\xF0\x9F\x98\x80"));
  CHECK(value_of(R"('\q\/\ ')") == Value("q/ "));
  CHECK(value_of("'a\\\nb\\\r\nc\\\rd\\\xE2\x80\xA8" "e\\\xE2\x80\xA9" "f'") == Value("abcdef"));
  CHECK(value_of("'\\\xC3\xA9'") == Value("\xC3\xA9"));  // an escaped non-ASCII character is itself
}

TEST_CASE("strings: raw content is kept byte for byte", "[json5][strings]") {
  CHECK(value_of("'caf\xC3\xA9\xC2\xA0\t\x01'") == Value("caf\xC3\xA9\xC2\xA0\t\x01"));
  const json5::Result r = json5::parse("\"a\xE2\x80\xA9\"");
  REQUIRE(r.document.value);
  CHECK(*r.document.value == Value("a\xE2\x80\xA9"));
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].code == "LINE_SEPARATOR_IN_STRING");
  CHECK(r.diagnostics[0].fix_hint == std::optional<std::string>("\"a\\u2029\""));
}

TEST_CASE("strings: a lone surrogate reads as U+FFFD with a warning", "[json5][strings]") {
  const json5::Result r = json5::parse(R"(["\uDC00", "\uD800\u0041"])");
  REQUIRE(r.document.value);
  CHECK(*r.document.value == Value(Array{Value("\xEF\xBF\xBD"), Value("\xEF\xBF\xBD" "A")}));
  REQUIRE(r.diagnostics.size() == 2);
  CHECK(r.diagnostics[0].code == "LONE_SURROGATE");
  CHECK(r.diagnostics[1].code == "LONE_SURROGATE");
}

TEST_CASE("objects: keys keep their first place and the last value wins", "[json5][objects]") {
  const json5::Result r = json5::parse("{b: 1, a: 2, 'b': 3, \"c\": 4}");
  REQUIRE(r.document.value);
  std::vector<std::string> keys;
  for (const auto& [key, value] : r.document.value->as_object()) keys.push_back(key);
  CHECK(keys == std::vector<std::string>{"b", "a", "c"});
  CHECK(*r.document.value->as_object().find("b") == Value(3));
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].code == "DUPLICATE_KEY");
  CHECK(r.diagnostics[0].severity == Severity::warning);
  CHECK(r.diagnostics[0].span.start.column == 14);
}

TEST_CASE("objects: every identifier name is a key", "[json5][objects]") {
  const Value v = value_of("{null: 1, true: 2, false: 3, Infinity: 4, NaN: 5, $_a1: 6, \\u0078y: 7, \xC3\xA9t\xC3\xA9: 8}");
  CHECK(v.as_object().size() == 8);
  CHECK(v.as_object().find("null"));
  CHECK(v.as_object().find("Infinity"));
  CHECK(v.as_object().find("xy"));
  CHECK(v.as_object().find("\xC3\xA9t\xC3\xA9"));
}

TEST_CASE("white space: the JSON5 extra white space separates tokens", "[json5][whitespace]") {
  // VT, FF, NBSP, U+2028, U+2029, U+FEFF, U+1680, U+2000, U+200A, U+202F, U+205F, U+3000
  CHECK(value_of("[\v1\f,\xC2\xA0" "2\xE2\x80\xA8,\xE2\x80\xA9" "3\xEF\xBB\xBF,\xE1\x9A\x80" "4\xE2\x80\x80,\xE2\x80\x8A"
                 "5\xE2\x80\xAF,\xE2\x81\x9F" "6\xE3\x80\x80]") == Value(Array{1, 2, 3, 4, 5, 6}));
  // U+200B (ZERO WIDTH SPACE) is not in Zs: it is an identifier character, so this is an unquoted
  // word; INVISIBLE_CHARACTER names it, and its fix (deleting it) is the repair: the word's has none.
  const json5::Result r = json5::parse("[1,\xE2\x80\x8B]");
  REQUIRE(r.diagnostics.size() == 2);
  CHECK(r.diagnostics[0].code == "INVALID_VALUE");
  CHECK(r.diagnostics[0].fix.empty());
  CHECK(r.diagnostics[1].code == "INVISIBLE_CHARACTER");
  CHECK(r.diagnostics[1].fix.size() == 1);
}

TEST_CASE("to_json: format, value and diagnostics", "[json5][json]") {
  CHECK(json5::to_json(json5::parse("{a: [1, 'x']}")) ==
        Json::parse(R"({"format":"json5","value":{"a":[1,"x"]},"diagnostics":[]})"));
  const Json bad = json5::to_json(json5::parse("[1 2]"));
  CHECK(bad["value"].is_null());
  CHECK(bad["diagnostics"][0]["code"] == "MISSING_COMMA");
  CHECK(json5::to_json(json5::parse("'\xFF'"))["value"] == "\xEF\xBF\xBD");  // U+FFFD in JSON
}
