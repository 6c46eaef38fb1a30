#include <catch2/catch.hpp>

#include "llmist/values.h"

using namespace llmfmt;
using namespace llmfmt::llmist;

TEST_CASE("coercion: booleans are exact and case-sensitive", "[llmist][coerce]") {
  CHECK(coerce("true") == Value(true));
  CHECK(coerce(" false\t") == Value(false));
  CHECK(coerce("True") == Value("True"));
  CHECK(coerce("yes") == Value("yes"));
}

TEST_CASE("coercion: plain numbers become int64 or double", "[llmist][coerce]") {
  CHECK(coerce("42") == Value(42));
  CHECK(coerce(" 42 ") == Value(42));
  CHECK(coerce("-5") == Value(-5));
  CHECK(coerce("3.14") == Value(3.14));
  CHECK(coerce("1.0") == Value(1.0));
  CHECK(coerce("-0") == Value(0));
  CHECK(coerce("-0.0") == Value(-0.0));
  CHECK(coerce("9223372036854775807") == Value(std::int64_t{9223372036854775807}));
}

TEST_CASE("coercion: nothing that would lose digits or is not plain", "[llmist][coerce]") {
  for (const char* s : {"007", "1e5", "+5", ".5", "5.", "NaN", "Infinity", "0x1F", "1_000", "42abc", "4 2", "--5", "-"})
    CHECK(coerce(s) == Value(s));
  CHECK(coerce("12345678901234567890") == Value("12345678901234567890"));  // > int64, 20 digits
  CHECK(coerce("9223372036854775808") == Value("9223372036854775808"));    // 19 significant digits
  CHECK(coerce("0.1234567890123456") == Value("0.1234567890123456"));      // 16 significant digits
  CHECK(coerce("0.123456789012345") == Value(0.123456789012345));          // 15
  CHECK(coerce(" 007 ") == Value(" 007 "));  // an uncoerced value keeps its blanks
}

TEST_CASE("coercion: multi-line values stay strings", "[llmist][coerce]") {
  CHECK(coerce("42\n") == Value("42\n"));
  CHECK(coerce("\n42") == Value("\n42"));
}

namespace {
// The segments of `pointer` as LlmistParser.g4 reads them (a single NAME, INDEX or
// NEGATIVE_INDEX token, else invalid), for pointers without blanks.
std::vector<Segment> segments(std::string_view pointer) {
  auto all = [](std::string_view s, auto pred) {
    for (char c : s)
      if (!pred(c)) return false;
    return !s.empty();
  };
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  auto word = [&](char c) { return c == '_' || digit(c) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); };
  std::vector<Segment> out;
  for (std::size_t start = 0;;) {
    const std::size_t slash = pointer.find('/', start);
    Segment s;
    s.text = pointer.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
    s.at = start;
    if (all(s.text, digit)) s.kind = Segment::index;
    else if (all(s.text, word) && !digit(s.text[0])) s.kind = Segment::name;
    else if (s.text.size() > 1 && s.text[0] == '-' && all(s.text.substr(1), digit)) s.kind = Segment::negative_index;
    out.push_back(s);
    if (slash == std::string_view::npos) return out;
    start = slash + 1;
  }
}

std::optional<PointerError> put(Object& root, std::string_view pointer, Value v = Value("x")) {
  return place(root, segments(pointer), std::move(v));
}
}  // namespace

TEST_CASE("pointers build objects and arrays", "[llmist][pointer]") {
  Object root;
  REQUIRE_FALSE(put(root, "config/timeout", 30));
  REQUIRE_FALSE(put(root, "items/0/name", "a"));
  REQUIRE_FALSE(put(root, "items/1/name", "b"));
  REQUIRE_FALSE(put(root, "0", "root key"));
  CHECK(root.find("config")->as_object().find("timeout")->as_int() == 30);
  CHECK(root.find("items")->as_array().size() == 2);
  CHECK(root.find("0")->as_string() == "root key");
}

TEST_CASE("pointer errors leave the value unchanged", "[llmist][pointer]") {
  Object root;
  REQUIRE_FALSE(put(root, "a", "scalar"));
  const Object before = root;
  CHECK(std::string(put(root, "a/b")->code) == "TYPE_CONFLICT");
  CHECK(std::string(put(root, "items/1")->code) == "ARRAY_INDEX_GAP");
  CHECK(std::string(put(root, "x/y/5")->code) == "ARRAY_INDEX_GAP");  // "5" is digits: y is a new array
  CHECK(Value(root) == Value(before));
  Object fresh;
  CHECK(std::string(put(fresh, "list/3/z")->code) == "ARRAY_INDEX_GAP");
  CHECK(fresh.empty());
}

TEST_CASE("pointer segment rules", "[llmist][pointer]") {
  Object root;
  CHECK(std::string(put(root, "a//b")->code) == "INVALID_POINTER");
  CHECK(put(root, "a//b")->segment == 1);
  CHECK(std::string(put(root, "a-b")->code) == "INVALID_POINTER");
  CHECK(std::string(put(root, "items/-1")->code) == "INVALID_ARRAY_INDEX");
  CHECK(std::string(put(root, "items/00")->code) == "INVALID_ARRAY_INDEX");
  REQUIRE_FALSE(put(root, "list/0"));
  CHECK(std::string(put(root, "list/name")->code) == "INVALID_ARRAY_INDEX");
  CHECK(std::string(put(root, "list/0")->code) == "TYPE_CONFLICT");  // the caller reports DUPLICATE_POINTER first
  std::string deep = "a";
  for (int i = 1; i < 100; ++i) deep += "/a";
  CHECK_FALSE(put(root, deep));
  CHECK(std::string(put(root, deep + "/a")->code) == "NESTING_TOO_DEEP");
}

TEST_CASE("why a name is not an identifier: the first character by code point", "[llmist]") {
  CHECK(why_not_identifier("Ech\xC3\xB6") == "U+00F6 '\xC3\xB6' is not allowed in an identifier (ASCII letters, digits and '_')");
  CHECK(why_not_identifier("my-tool") == "U+002D '-' is not allowed in an identifier (ASCII letters, digits and '_')");
  CHECK(why_not_identifier("a b").rfind("U+0020 (space) is not allowed", 0) == 0);
  CHECK(why_not_identifier("1x") == "an identifier does not begin with a digit");
  CHECK(why_not_identifier("x_1").empty());
  // A pointer segment's message says the same.
  Object root;
  const std::vector<Segment> segments{{"m\xC3\xABssage", 0, Segment::invalid}};
  const auto error = place(root, segments, Value(1));
  REQUIRE(error);
  CHECK(error->message.find("U+00EB") != std::string::npos);
}

TEST_CASE("nearest identifiers and blanks", "[llmist]") {
  CHECK(nearest_identifier("_a9") == "_a9");
  CHECK(nearest_identifier("9a") == "_9a");
  CHECK(nearest_identifier("a-b") == "a_b");
  CHECK(nearest_identifier("caf\xC3\xA9") == "cafe");          // a Latin accent is dropped
  CHECK(nearest_identifier("\xE5\x90\x8D") == "_");             // any other code point: one '_'
  CHECK(nearest_identifier("a\xE2\x80\x94" "b") == "a_b");
  CHECK(trim_blanks(" \tx y\t ") == "x y");
  CHECK(trim_blanks("\r") == "\r");  // only space and tab are blanks
}
