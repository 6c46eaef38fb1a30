// The TELT library API (include/llmfmt/telt.h) and its cost on hostile input.
#include <catch2/catch.hpp>

#include <chrono>
#include <string>

#include "llmfmt/telt.h"

using namespace llmfmt;

TEST_CASE("telt api: values, value and levels") {
  const telt::Document doc = telt::parse(
      "#!telt [3-char SHA: abc]\n=== CREATE_FILE ===\n--FILE abc--\na\n--MODES abc--\nx\n--MODES abc--\ny\n"
      "--CONTENT abc--\n\n--END abc--\n");
  REQUIRE(doc.blocks.size() == 1);
  REQUIRE(doc.blocks[0].commands.size() == 1);
  const telt::Command& c = doc.blocks[0].commands[0];
  CHECK(c.values("MODES") == std::vector<std::string>{"x", "y"});
  CHECK(c.value("MODES") == "x");
  CHECK(c.value("CONTENT") == "");
  CHECK_FALSE(c.value("NOPE").has_value());
  CHECK(c.valid);
  CHECK(c.params[0].span.start.line == 3);
  CHECK(c.params[0].span.end.line == 5);  // just past its value line
  CHECK(c.span.end.line == 12);
  CHECK(std::string(telt::to_string(telt::Level::block_fatal)) == "block_fatal");
  CHECK(std::string(telt::to_string(telt::Level::syntax_info)) == "syntax_info");
}

TEST_CASE("telt api: spec field names in JSON") {
  const Json j = telt::to_json(telt::parse("#!telt [3-char SHA: abc]\n=== X ===\n--END abc--\n"));
  REQUIRE(j.at("errors").size() == 1);
  const Json& e = j.at("errors")[0];
  for (const char* key : {"code", "message", "severity", "line_number", "column", "content", "context_window",
                          "block_context", "fix_hint"})
    CHECK(e.contains(key));
  CHECK(e.at("block_context").at("commands_parsed") == 1);
  CHECK(j.at("summary").at("commands_valid") == 0);
}

TEST_CASE("telt cost: many blocks cut at a hash mismatch stay linear") {
  // Every block runs to the end of input and holds a wrong-hash END: each would be re-read
  // from its cut to the end. The re-reading budget keeps this linear.
  std::string text;
  for (int i = 0; i < 20000; ++i) text += "#!telt [3-char SHA: abc]\n=== BASH ===\nx\n--END abd--\n";
  const auto start = std::chrono::steady_clock::now();
  const telt::Document doc = telt::parse(text);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(seconds < 10.0);
  REQUIRE_FALSE(doc.blocks.empty());
  CHECK(doc.blocks.size() < 20000);  // the budget ran out before every block was cut out
  CHECK_FALSE(doc.blocks[0].valid);
  CHECK(doc.errors[0].diagnostic.code == "HASH_MISMATCH");
}

TEST_CASE("telt cost: one huge line and binary bytes") {
  std::string text = "#!telt [3-char SHA: abc]\n=== BASH ===\n" + std::string(5'000'000, 'x') + "\n--END abc--\n";
  const telt::Document doc = telt::parse(text);
  REQUIRE(doc.blocks.size() == 1);
  CHECK(doc.blocks[0].commands[0].body->size() == 5'000'000);
  std::string binary;
  for (int i = 0; i < 100000; ++i) binary += static_cast<char>(i * 7919 % 256);
  CHECK_NOTHROW(telt::to_json(telt::parse(binary)).dump());
}
