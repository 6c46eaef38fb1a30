// GaryML in bounded memory: parse_each delivers the nodes parse() keeps, in order, and check()
// gives parse()'s diagnostics although both let lines and nodes go as they read.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "llmfmt/garyml.h"

using namespace llmfmt;

namespace {

// Nodes with ids and references both ways (`@c<i+1>` points forward), a reference nothing
// declares on line 1, a duplicate id far from its first declaration, and the header after the
// nodes, declaring an id an earlier node declares too (the header's comes first).
std::string document() {
  std::string out = ".Query: @nowhere\n";
  for (int i = 0; i < 30; ++i)
    out += ".Context id=c" + std::to_string(i) + " type=file\n  \"\"\"\n  text\n  \"\"\"\n.Execute\n  .log\n    next: @c" +
           std::to_string(i + 1) + "\n    back: @c0\n";
  out += ".Context id=c3\n.GaryML version: 1.0\n  id: c5\n  see: @c29\n";
  return out;
}

}  // namespace

TEST_CASE("parse_each delivers parse()'s nodes in order, references resolved, then drops them", "[garyml]") {
  const std::string text = document();
  const garyml::Result whole = garyml::parse(text);
  REQUIRE(whole.document.header);
  REQUIRE(whole.document.nodes.size() == 62);

  std::vector<Json> seen;
  bool started = false;
  const garyml::Result streamed = garyml::parse_each(
      text, {[&](const std::optional<garyml::Node>& header) {
               started = true;
               CHECK(seen.empty());  // before any node
               REQUIRE(header);
               CHECK(garyml::to_json(*header) == garyml::to_json(*whole.document.header));
             },
             [&](const garyml::Node& node) { seen.push_back(garyml::to_json(node)); }});
  CHECK(started);
  REQUIRE(streamed.document.header);  // the header is kept: it is not an item
  REQUIRE(seen.size() == whole.document.nodes.size());
  for (std::size_t i = 0; i < seen.size(); ++i) CHECK(seen[i] == garyml::to_json(whole.document.nodes[i]));
  // `next: @c30` in the last .Execute resolves to nothing; `@c1` in the first, declared later, does.
  CHECK(seen[2]["children"][0]["parameters"][0]["value"]["resolved"] == true);
  CHECK(seen[60]["children"][0]["parameters"][0]["value"]["resolved"] == false);
  CHECK(streamed.document.nodes.empty());
  CHECK(llmfmt::to_json(streamed.diagnostics) == llmfmt::to_json(whole.diagnostics));
}

TEST_CASE("check() quotes the lines of the end-of-input checks after letting them go", "[garyml]") {
  const std::string text = document();
  const std::vector<Diagnostic> diagnostics = garyml::check(text);
  CHECK(llmfmt::to_json(diagnostics) == llmfmt::to_json(garyml::parse(text).diagnostics));
  std::vector<std::string> codes;
  for (const Diagnostic& d : diagnostics) codes.push_back(d.code);
  // c5: the header's (last lines) comes first, so the node's is the duplicate; c3 declared twice.
  CHECK(codes == std::vector<std::string>{"UNRESOLVED_REFERENCE", "DUPLICATE_ID", "UNRESOLVED_REFERENCE",
                                          "DUPLICATE_ID"});
  REQUIRE(diagnostics.size() == 4);
  CHECK(diagnostics[0].content == ".Query: @nowhere");
  CHECK(diagnostics[0].context_window ==
        "line 1: .Query: @nowhere  <-- ERROR HERE\nline 2: .Context id=c0 type=file\nline 3:   \"\"\"");
  CHECK(diagnostics[1].content == ".Context id=c5 type=file");
  CHECK(diagnostics[1].message == "the id 'c5' is already declared at line 244");
  CHECK(diagnostics[3].content == ".Context id=c3");
  CHECK(diagnostics[3].context_window ==
        "line 240:     next: @c30\nline 241:     back: @c0\nline 242: .Context id=c3  <-- ERROR HERE\n"
        "line 243: .GaryML version: 1.0\nline 244:   id: c5");
}
