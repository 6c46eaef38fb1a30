// GaryML: deep nesting, huge and hostile inputs — a diagnostic, never a stack overflow, and cost
// linear in the input. The builder uses an explicit stack and the parser grammar is flat, so only
// the tree's own depth (bounded by Options::max_depth) is ever recursed over.
#include <catch2/catch.hpp>

#include <string>

#include "garyml_support.h"
#include "llmfmt/garyml.h"

using namespace llmfmt;

namespace {

// `levels` commands, each one `unit` spaces deeper than the one before.
std::string staircase(std::size_t levels, std::size_t unit) {
  std::string out;
  for (std::size_t i = 0; i < levels; ++i) out += std::string(i * unit, ' ') + ".c" + std::to_string(i) + "\n";
  return out;
}

std::size_t depth_of(const garyml::Document& d) {
  std::size_t depth = 0;
  const garyml::Node* node = d.nodes.empty() ? nullptr : &d.nodes[0];
  while (node && !node->children.empty()) {
    ++depth;
    node = &node->children[0];
  }
  return depth;
}

std::size_t count(const std::vector<Diagnostic>& ds, const std::string& code) {
  std::size_t n = 0;
  for (const Diagnostic& d : ds) n += d.code == code;
  return n;
}

}  // namespace

TEST_CASE("10 000 levels of nesting give one NESTING_TOO_DEEP and keep every line", "[garyml][limits]") {
  const std::string input = staircase(10000, 1);
  const garyml::Result result = garyml::parse(input);
  REQUIRE(count(result.diagnostics, "NESTING_TOO_DEEP") == 1);
  CHECK(result.diagnostics.size() == 1);
  CHECK(result.diagnostics[0].span.start.line == 258);  // .c257 would be level 257
  CHECK(depth_of(result.document) == 256);
  // The 256th level holds the deeper lines as siblings: nothing is dropped.
  const garyml::Node* node = &result.document.nodes[0];
  for (std::size_t i = 0; i < 255; ++i) node = &node->children[0];
  CHECK(node->children.size() == 10000 - 256);
  CHECK(node->children.back().name == "c9999");
  // JSON and canonical printing stay within the bounded depth.
  CHECK_FALSE(garyml::to_json(result).dump().empty());
  const std::string canonical = garyml::format(result.document);
  const garyml::Result again = garyml::parse(canonical);  // flattened: within the limit now
  CHECK(again.diagnostics.empty());
  CHECK(testing::garyml_without_spans(garyml::to_json(again.document)) ==
        testing::garyml_without_spans(garyml::to_json(result.document)));
}

TEST_CASE("the depth limit is an option", "[garyml][limits]") {
  garyml::Options options;
  options.max_depth = 3;
  const garyml::Result result = garyml::parse(staircase(6, 2), options);
  CHECK(count(result.diagnostics, "NESTING_TOO_DEEP") == 1);
  CHECK(depth_of(result.document) == 3);
}

TEST_CASE("leaving the too-deep region and entering it again reports again", "[garyml][limits]") {
  garyml::Options options;
  options.max_depth = 1;
  const garyml::Result result = garyml::parse(".a\n  .b\n    .c\n.d\n  .e\n    .f\n", options);
  CHECK(count(result.diagnostics, "NESTING_TOO_DEEP") == 2);
}

TEST_CASE("deep dedent from 3 000 levels to the top in one line", "[garyml][limits]") {
  const std::string input = staircase(3000, 1) + ".Role: r\n";
  const garyml::Result result = garyml::parse(input);
  REQUIRE(result.document.nodes.size() == 2);
  CHECK(result.document.nodes[1].name == "Role");
}

TEST_CASE("many open blocks and long lines stay linear", "[garyml][limits]") {
  std::string input = ".Plan\n  \"\"\"\n";
  for (int i = 0; i < 200000; ++i) input += "  line .Role: x\n";
  const garyml::Result result = garyml::parse(input);
  REQUIRE(result.document.nodes.size() == 1);
  CHECK(count(result.diagnostics, "UNCLOSED_BLOCK") == 1);
  const std::string long_line = ".run\n  k: " + std::string(1 << 20, 'x') + "\n";
  CHECK(garyml::parse(long_line).document.nodes[0].parameters[0].value.text.size() == (1u << 20));
}

TEST_CASE("one node with many repeated and distinct keys", "[garyml][limits]") {
  std::string input = ".run\n";
  for (int i = 0; i < 50000; ++i) input += "  k" + std::to_string(i % 1000) + ": " + std::to_string(i) + "\n";
  const garyml::Result result = garyml::parse(input);
  REQUIRE(result.document.nodes[0].parameters.size() == 1000);
  CHECK(result.document.nodes[0].parameters[0].value.items.size() == 50);
}

TEST_CASE("a reused library call keeps no state between inputs", "[garyml][limits]") {
  const std::string a = ".Context id=x\n  \"\"\"a\"\"\"\n";
  const Json first = garyml::to_json(garyml::parse(a));
  (void)garyml::parse("\t.broken\n  \"\"\"\n");
  CHECK(garyml::to_json(garyml::parse(a)) == first);
}

TEST_CASE("one line with 100 000 inline pairs, many unresolved references: linear", "[garyml][limits]") {
  std::string input = ".x";
  for (int i = 0; i < 100000; ++i) input += " k" + std::to_string(i) + "=" + std::to_string(i);
  input += "\n.y\n";
  for (int i = 0; i < 20000; ++i) input += "  r: @nope" + std::to_string(i) + "\n";
  for (int i = 0; i < 900; ++i) input += ".c" + std::to_string(i) + " id=i" + std::to_string(i) + "\n";
  const garyml::Result result = garyml::parse(input);
  CHECK(result.document.nodes[0].parameters.size() == 100000);
  CHECK(result.document.nodes[0].parameters[99999].value.span.start.column == input.find("=99999") + 2);
  CHECK(count(result.diagnostics, "UNRESOLVED_REFERENCE") == 20000);
}

TEST_CASE("a line of 100 000 lone CRs, each before a parameter (an old Mac's file): linear", "[garyml][limits]") {
  std::string input = ".Execute\n  .test\n    note: a";
  for (int i = 0; i < 100000; ++i) input += "\r    k" + std::to_string(i) + ": v";
  input += "\n";
  const garyml::Result result = garyml::parse(input);
  REQUIRE(count(result.diagnostics, "LONE_CR") == 1);
  for (const Diagnostic& d : result.diagnostics)
    if (d.code == "LONE_CR") {
      CHECK(d.fix.size() == 100000);
      CHECK(d.message.find("99999 more") != std::string::npos);
    }
}
