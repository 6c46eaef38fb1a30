// A comma or semicolon between `k=v` pairs is never silent (docs/formats/garyml.md §5.2,
// PAIR_SEPARATOR), generated: after each pair but the last of a line of three, each separator
// written before a blank or glued to the next pair, after every kind of value (a word, a number, a
// boolean, a reference, a path), and after every pair at once, gets one warning at the first
// separator; the line reads as written (the values hold the separators), and its hint, read as a
// document, has the values and types of the line written with blanks only, with no warning. A
// trailing separator alone, commas inside a quoted value or inside one value are not named.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "llmfmt/garyml.h"

namespace {

std::vector<const llmfmt::Diagnostic*> separators(const llmfmt::garyml::Result& result) {
  std::vector<const llmfmt::Diagnostic*> out;
  for (const llmfmt::Diagnostic& d : result.diagnostics)
    if (d.code == "PAIR_SEPARATOR") out.push_back(&d);
  return out;
}

// The node's parameters as "key=type:text" (a type's number, then its text or value).
std::vector<std::string> shape(const llmfmt::garyml::Result& result) {
  std::vector<std::string> out;
  for (const llmfmt::garyml::Node& node : result.document.nodes)
    for (const llmfmt::garyml::Parameter& p : node.parameters)
      out.push_back(p.key + "=" + std::to_string(static_cast<int>(p.value.type)) + ":" + p.value.text +
                    std::to_string(p.value.integer) + (p.value.boolean ? "T" : "F"));
  return out;
}

const std::string kTail = "\n.Diff id=d1 format=unified\n  \"\"\"\n  x\n  \"\"\"\n";

}  // namespace

TEST_CASE("a separator between k=v pairs is named, and its hint reads as the pairs meant", "[garyml][pairs]") {
  const std::vector<std::string> values = {"go", "30", "true", "@d1", "pkg/a.go"};
  std::size_t tried = 0;
  for (const std::string sep : {",", ";"})
    for (const bool glued : {false, true})
      for (const std::string& value : values)
        for (std::size_t after = 0; after < 3; ++after) {  // 0, 1: after that pair; 2: after both
          const std::vector<std::string> pairs = {"a=" + value, "b=" + value, "c=" + value};
          std::string written = ".Note", clean = ".Note";
          std::size_t first = std::string::npos;
          for (std::size_t i = 0; i < pairs.size(); ++i) {
            const bool here = i < 2 && (after == 2 || after == i);
            written += (i == 0 ? " " : "") + pairs[i];
            clean += (i == 0 ? " " : "") + pairs[i];
            if (i + 1 < pairs.size()) {
              if (here && first == std::string::npos) first = written.size();
              written += here ? (glued ? sep : sep + " ") : " ";
              clean += " ";
            }
          }
          const std::string text = written + kTail;
          CAPTURE(text);
          const llmfmt::garyml::Result result = llmfmt::garyml::parse(text);  // (found points into it)
          const std::vector<const llmfmt::Diagnostic*> found = separators(result);
          REQUIRE(found.size() == 1);
          CHECK(found[0]->severity == llmfmt::Severity::warning);
          CHECK(found[0]->fix.empty());
          CHECK(found[0]->span.start.line == 1);
          CHECK(found[0]->span.start.offset == first);
          // Read as written: the values differ from the clean line's.
          CHECK(shape(result) != shape(llmfmt::garyml::parse(clean + kTail)));
          REQUIRE(found[0]->fix_hint);
          CHECK(*found[0]->fix_hint == clean);
          const llmfmt::garyml::Result meant = llmfmt::garyml::parse(*found[0]->fix_hint + kTail);
          CHECK(separators(meant).empty());
          CHECK(shape(meant) == shape(llmfmt::garyml::parse(clean + kTail)));
          ++tried;
        }
  CHECK(tried == 2 * 2 * values.size() * 3);
}

TEST_CASE("separators that are not between pairs are not named", "[garyml][pairs]") {
  for (const std::string line : {".Note a=x b=pkg/a.go,", ".Note a=x,", ".Note title=\"a, b\" b=c", ".Note list=a,b c=d",
                                 ".Note a=x,y b=z", ".Note a=, b=c"}) {
    const std::string text = line + kTail;
    CAPTURE(text);
    CHECK(separators(llmfmt::garyml::parse(text)).empty());
  }
}
