// The TELT library API (include/llmfmt/telt.h) and its cost on hostile input.
#include <catch2/catch.hpp>

#include <string>

#include "llmfmt/telt.h"

using namespace llmfmt;

TEST_CASE("telt api: values, value and levels") {
  const telt::Result doc = telt::parse(
      "#!telt [3-char SHA: abc]\n=== CREATE_FILE ===\n--FILE abc--\na\n--MODES abc--\nx\n--MODES abc--\ny\n"
      "--CONTENT abc--\n\n--END abc--\n");
  REQUIRE(doc.document.blocks.size() == 1);
  REQUIRE(doc.document.blocks[0].commands.size() == 1);
  const telt::Command& c = doc.document.blocks[0].commands[0];
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

TEST_CASE("telt cost: every block behind a hash typo survives") {
  // No line anywhere is this hash's own END, so each block is cut at its wrong-hash END as soon as
  // that is read, without reading on to the end of input (DECISIONS §2: later blocks survive).
  std::string text;
  for (int i = 0; i < 20000; ++i) text += "#!telt [3-char SHA: k7q]\n=== BASH ===\nx\n--END k7p--\n";
  text += "#!telt [3-char SHA: abc]\n=== DELETE_FILE ===\n--FILE abc--\na\n--END abc--\n";
  const telt::Result doc = telt::parse(text);
  REQUIRE(doc.document.blocks.size() == 20001);
  CHECK_FALSE(doc.document.blocks[19999].valid);
  CHECK(doc.document.blocks[19999].commands[0].body == std::string("x"));
  CHECK(doc.document.blocks[20000].valid);
  CHECK(doc.diagnostics.size() == 20000);
  CHECK(doc.diagnostics.back().code == "HASH_MISMATCH");
}

TEST_CASE("telt cost: re-reading after hash mismatches is bounded") {
  // The wrong-hash END sits in a command that closes; the block's second command never does. Each
  // block is read to the end of input before it can be cut at that END: the re-reading budget
  // stops cutting (and keeps the cost linear) once four times the input has been read.
  std::string text;
  for (int i = 0; i < 20000; ++i)
    text += "#!telt [3-char SHA: abc]\n=== DELETE_FILE ===\n--FILE abc--\nx\n--END abd--\n--END abc--\n"
            "=== BASH ===\ny\n";
  const telt::Result doc = telt::parse(text);
  REQUIRE_FALSE(doc.document.blocks.empty());
  CHECK(doc.document.blocks.size() < 20000);
  CHECK_FALSE(doc.document.blocks[0].valid);
  CHECK(doc.diagnostics[0].code == "HASH_MISMATCH");
}

TEST_CASE("telt diagnostics stay small on huge lines") {
  // Messages quote at most 80 bytes of a name; a fix hint longer than 500 bytes is left out.
  const std::string name(2'000'000, 'A');
  const telt::Result doc = telt::parse("#!telt [3-char SHA: abc]\n" + std::string(1'000'000, 'x') + "\n=== " +
                                       name + " ===\n--END abc--\n");
  REQUIRE(doc.diagnostics.size() == 2);
  for (const Diagnostic& e : doc.diagnostics) {
    CHECK(e.message.size() < 1000);
    CHECK_FALSE(e.fix_hint.has_value());
  }
}

TEST_CASE("telt cost: one huge line and binary bytes") {
  std::string text = "#!telt [3-char SHA: abc]\n=== BASH ===\n" + std::string(5'000'000, 'x') + "\n--END abc--\n";
  const telt::Result doc = telt::parse(text);
  REQUIRE(doc.document.blocks.size() == 1);
  CHECK(doc.document.blocks[0].commands[0].body->size() == 5'000'000);
  std::string binary;
  for (int i = 0; i < 100000; ++i) binary += static_cast<char>(i * 7919 % 256);
  CHECK_NOTHROW(telt::to_json(telt::parse(binary)).dump());
}

TEST_CASE("telt runs: positions inside merged content lines") {
  // Runs of content lines are one token inside the parser; positions must still be per line.
  const telt::Result doc = telt::parse(
      "#!telt [3-char SHA: abc]\n=== CREATE_FILE ===\n\n  \nbody text\n--FILE abc--\na\nb\r\nc\n--CONTENT abc--\nx\ny");
  REQUIRE(doc.document.blocks.size() == 1);
  const telt::Command& c = doc.document.blocks[0].commands[0];
  CHECK(c.body == std::string("\n  \nbody text"));
  CHECK(c.value("FILE") == std::string("a\nb\nc"));
  CHECK(c.params[0].span.end.line == 10);      // just past line 9 "c"
  CHECK(c.params[1].span.end == Position{12, 2, 98});  // end of "y", no newline
  REQUIRE(doc.diagnostics.size() == 3);
  CHECK(doc.diagnostics[0].code == "UNCLOSED_BLOCK");
  CHECK(doc.diagnostics[1].code == "MIXED_BODY");
  CHECK(doc.diagnostics[1].span.start.line == 5);  // the first body line that is not blank
  CHECK(doc.diagnostics[2].code == "INVALID_PATH");  // a FILE of three lines
  CHECK(doc.diagnostics[2].span.start.line == 6);
  CHECK(doc.document.blocks[0].end_line == 12);
}

TEST_CASE("telt check: the diagnostics of parse, and a command name's foreign character by code point") {
  const std::string text =
      "#!telt [3-char SHA: abc]\n=== CR\xC3\x89" "ATE_FILE ===\n--PATH abc--\nx\n--END abc--\n"
      "=== BAD NAME ===\n--END abc--\n";
  const telt::Result parsed = telt::parse(text);
  const std::vector<Diagnostic> checked = telt::check(text);
  const telt::Result streamed = telt::parse_each(text, {[](const telt::Block&) {}});
  REQUIRE(parsed.diagnostics.size() == 2);
  REQUIRE(checked.size() == 2);
  REQUIRE(streamed.block_contexts.size() == 2);
  for (std::size_t i = 0; i < 2; ++i) {
    CHECK(checked[i].code == parsed.diagnostics[i].code);
    CHECK(checked[i].message == parsed.diagnostics[i].message);
    REQUIRE(parsed.block_contexts[i]);
    REQUIRE(streamed.block_contexts[i]);
    CHECK(streamed.block_contexts[i]->commands_parsed == parsed.block_contexts[i]->commands_parsed);
  }
  CHECK(parsed.diagnostics[0].message.find("command name 'CR\xC3\x89" "ATE_FILE': U+00C9 '\xC3\x89' is not allowed") !=
        std::string::npos);
  CHECK(parsed.diagnostics[1].message.find("U+0020 (space) is not allowed") != std::string::npos);
}

TEST_CASE("telt UNCLOSED_BLOCK: a last line that begins with --END but is none is named, no cut-off blamed") {
  const telt::Result doc =
      telt::parse("#!telt [3-char SHA: abc]\n=== CREATE_FILE ===\n--FILE abc--\na.txt\n--CONTENT abc--\nhi\n--END--\n");
  REQUIRE(doc.diagnostics.size() == 1);
  CHECK(doc.diagnostics[0].code == "UNCLOSED_BLOCK");
  const std::string& m = doc.diagnostics[0].message;
  CHECK(m.find("its last line, '--END--' (line 7), is no END delimiter (that is '--END abc--'") != std::string::npos);
  CHECK(m.find("cut off") == std::string::npos);
  // A reply cut off keeps its words.
  const telt::Result cut = telt::parse("#!telt [3-char SHA: abc]\n=== CREATE_FILE ===\n--FILE abc--\na.txt\n");
  REQUIRE_FALSE(cut.diagnostics.empty());
  CHECK(cut.diagnostics[0].code == "UNCLOSED_BLOCK");
  CHECK(cut.diagnostics[0].message.find("probably cut off") != std::string::npos);
}
