// JSON5 limits: nesting is bounded before the recursive parse and during it, so no input can
// overflow the stack; the limit is an option.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "llmfmt/json5.h"

using namespace llmfmt;

namespace {

std::string nested(std::size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); }

std::vector<std::string> codes(const json5::Result& r) {
  std::vector<std::string> out;
  for (const Diagnostic& d : r.diagnostics) out.push_back(d.code);
  return out;
}

}  // namespace

TEST_CASE("limits: a million open brackets are one NESTING_TOO_DEEP, found before the parse", "[json5][limits]") {
  const json5::Result r = json5::parse(std::string(1000000, '['));
  REQUIRE(codes(r) == std::vector<std::string>{"NESTING_TOO_DEEP"});
  CHECK(r.diagnostics[0].span.start.column == 257);
  CHECK(r.diagnostics[0].span.start.offset == 256);
  CHECK_FALSE(r.document.value.has_value());
  CHECK(json5::parse(std::string(1000000, '{')).diagnostics.at(0).code == "NESTING_TOO_DEEP");
  CHECK(json5::parse(std::string(500000, '[') + std::string(500000, '{')).diagnostics.at(0).code == "NESTING_TOO_DEEP");
}

TEST_CASE("limits: 256 levels parse, 257 do not", "[json5][limits]") {
  const json5::Result ok = json5::parse(nested(256));
  CHECK(ok.document.value.has_value());
  CHECK(ok.diagnostics.empty());
  CHECK(codes(json5::parse(nested(257))) == std::vector<std::string>{"NESTING_TOO_DEEP"});
  std::string objects;
  for (int i = 0; i < 256; ++i) objects += "{a:";
  objects += "1" + std::string(256, '}');
  CHECK(json5::parse(objects).document.value.has_value());
}

TEST_CASE("limits: error recovery cannot nest deeper than the limit either", "[json5][limits]") {
  // ANTLR's recovery deletes each '}' (expecting a value) and parses the next '{' inside: the
  // brackets balance, the parse would not. The check on entering each object stops it.
  std::string deleted_closers;
  for (int i = 0; i < 100000; ++i) deleted_closers += "{a:} ";
  const json5::Result r = json5::parse(deleted_closers);
  REQUIRE_FALSE(r.diagnostics.empty());
  CHECK(r.diagnostics.back().code == "NESTING_TOO_DEEP");
  CHECK_FALSE(r.document.value.has_value());

  std::string wrong_closers;
  for (int i = 0; i < 100000; ++i) wrong_closers += "[}";
  CHECK(codes(json5::parse(wrong_closers)).back() == "NESTING_TOO_DEEP");
}

TEST_CASE("limits: max_depth is an option, capped at kMaxDepthLimit", "[json5][limits]") {
  json5::Options two;
  two.max_depth = 2;
  CHECK(json5::parse("[[1]]", two).document.value.has_value());
  CHECK(codes(json5::parse("[[{}]]", two)) == std::vector<std::string>{"NESTING_TOO_DEEP"});
  json5::Options zero;
  zero.max_depth = 0;
  CHECK(json5::parse("1", zero).document.value.has_value());
  CHECK(codes(json5::parse("[]", zero)) == std::vector<std::string>{"NESTING_TOO_DEEP"});

  json5::Options huge;
  huge.max_depth = 1000000;
  CHECK(json5::parse(nested(json5::kMaxDepthLimit), huge).document.value.has_value());
  CHECK(codes(json5::parse(nested(json5::kMaxDepthLimit + 1), huge)) == std::vector<std::string>{"NESTING_TOO_DEEP"});
}

TEST_CASE("limits: a reused parser gives what a new one gives", "[json5][limits]") {
  json5::Parser parser;
  const std::string inputs[] = {"[1 2]", "{a: [1, {b: 'c'}]}", "", std::string(300, '['), "{a:} {a:}", "'x"};
  for (int round = 0; round < 2; ++round)
    for (const std::string& input : inputs) {
      INFO(input);
      CHECK(json5::to_json(parser.parse(input)) == json5::to_json(json5::Parser().parse(input)));
    }
}

TEST_CASE("limits: a parse cut short still reports the lexer errors of the whole input", "[json5][limits]") {
  // Recovery nests past the limit (NESTING_TOO_DEEP from the parser); the '@' after that point
  // is still found, as the rest of the input is lexed.
  std::string deleted_closers;
  for (int i = 0; i < 300; ++i) deleted_closers += "{a:} ";
  const std::vector<std::string> got = codes(json5::parse(deleted_closers + "@"));
  REQUIRE_FALSE(got.empty());
  CHECK(got.back() == "INVALID_CHARACTER");
  CHECK(std::count(got.begin(), got.end(), "NESTING_TOO_DEEP") == 1);
}

TEST_CASE("limits: brackets too deep anywhere mean nothing is parsed, syntax errors before them included",
          "[json5][limits]") {
  // The bracket count runs ahead of nothing: it trips when the parser reaches the bracket, after
  // it has seen `[1 2] x`; what it found there is dropped, as if no parse had run.
  CHECK(codes(json5::parse("[1 2] x " + std::string(300, '['))) == std::vector<std::string>{"NESTING_TOO_DEEP"});
  CHECK(codes(json5::parse("@ [1 2] " + std::string(300, '['))) ==
        std::vector<std::string>{"INVALID_CHARACTER", "NESTING_TOO_DEEP"});
  CHECK(codes(json5::parse("{a: 'x\n" + std::string(300, '{'))) == std::vector<std::string>{"NESTING_TOO_DEEP"});
}

TEST_CASE("limits: a long array and a long object parse in one pass", "[json5][limits]") {
  std::string array = "[";
  std::string object = "{";
  for (int i = 0; i < 200000; ++i) {
    array += std::to_string(i) + ",";
    object += "k" + std::to_string(i) + ": [" + std::to_string(i) + "],";
  }
  array += "]";
  object += "}";
  const json5::Result a = json5::parse(array);
  REQUIRE(a.document.value.has_value());
  CHECK(a.document.value->as_array().size() == 200000);
  CHECK(a.document.value->as_array().back().as_int() == 199999);
  const json5::Result o = json5::parse(object);
  REQUIRE(o.document.value.has_value());
  CHECK(o.document.value->as_object().size() == 200000);
  CHECK(o.diagnostics.empty());
}

TEST_CASE("limits: on one long line, a diagnostic naming an earlier place has its column", "[json5][limits]") {
  // DUPLICATE_KEY names the first key, far back on the line: the reporter counts on from the
  // column mark before it (every 512 bytes), not from the line's start, and must land where
  // counting from the start lands, through 2- and 3-byte characters and an ill-formed byte.
  std::string input = "{";
  std::vector<std::size_t> first;  // each key's column (code points from the line's start)
  const auto column_at = [&](std::size_t offset) {
    std::size_t column = 1;
    for (std::size_t i = 0; i < offset; ++i) column += (static_cast<unsigned char>(input[i]) & 0xC0) != 0x80;
    return column;
  };
  for (int i = 0; i < 3000; ++i) {
    first.push_back(column_at(input.size()));
    input += "\xC3\xA9" + std::to_string(i) + ": '\xE2\x82\xAC', ";  // é<i>: '€',
  }
  input += "x: '\xFF', ";  // (one ill-formed byte, after every first key)
  for (int i = 2999; i >= 0; --i) input += "\xC3\xA9" + std::to_string(i) + ": 2, ";
  input += "}";
  std::size_t seen = 0;
  for (const Diagnostic& d : json5::parse(input).diagnostics) {
    if (d.code != "DUPLICATE_KEY") continue;
    const std::size_t key = 2999 - seen++;
    INFO(d.message);
    CHECK(d.message.find("at line 1, column " + std::to_string(first[key]) + ";") != std::string::npos);
    CHECK(d.span.start.column == column_at(d.span.start.offset));
  }
  CHECK(seen == 3000);
}
