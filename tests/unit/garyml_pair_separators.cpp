// A comma or semicolon between `k=v` pairs is never silent (docs/formats/garyml.md §5.2,
// PAIR_SEPARATOR), generated: after each pair but the last of a line of three, each separator (and
// a full-width comma)
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
  for (const std::string sep : {",", ";", "\xEF\xBC\x8C"})  // (U+FF0C FULLWIDTH COMMA: read as ',')
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
  CHECK(tried == 3 * 2 * values.size() * 3);
}

TEST_CASE("separators that are not between pairs are not named", "[garyml][pairs]") {
  for (const std::string line : {".Note a=x b=pkg/a.go,", ".Note a=x,", ".Note title=\"a, b\" b=c", ".Note list=a,b c=d",
                                 ".Note a=x,y b=z", ".Note a=, b=c"}) {
    const std::string text = line + kTail;
    CAPTURE(text);
    CHECK(separators(llmfmt::garyml::parse(text)).empty());
  }
}

TEST_CASE("a separator ending a typed value is named where the value is no pair's", "[garyml][pairs]") {
  const std::vector<std::pair<std::string, llmfmt::garyml::ParamValue::Type>> values = {
      {"30", llmfmt::garyml::ParamValue::Type::integer},     {"-7", llmfmt::garyml::ParamValue::Type::integer},
      {"1.5", llmfmt::garyml::ParamValue::Type::decimal},   {"2e3", llmfmt::garyml::ParamValue::Type::decimal},
      {"true", llmfmt::garyml::ParamValue::Type::boolean},  {"false", llmfmt::garyml::ParamValue::Type::boolean},
      {"@d1", llmfmt::garyml::ParamValue::Type::reference}};
  std::size_t tried = 0;
  for (const auto& [value, type] : values)
    for (const std::string sep : {",", ";"})
      for (const std::string form : {".run\n  x: V\n", ".run\n  x:V\n", ".run x: V\n"}) {
        std::string text = form;
        text.replace(text.find('V'), 1, value + sep);
        CAPTURE(text);
        const llmfmt::garyml::Result result = llmfmt::garyml::parse(text + kTail);
        const llmfmt::Diagnostic* found = nullptr;
        for (const llmfmt::Diagnostic& d : result.diagnostics)
          if (d.code == "TRAILING_SEPARATOR") found = &d;
        REQUIRE(found);
        CHECK(found->span.start.offset == text.find(value + sep) + value.size());
        REQUIRE(found->fix_hint);
        CHECK(*found->fix_hint == value);
        // As written a string; the hint's value is typed.
        REQUIRE(!result.document.nodes.empty());
        CHECK(result.document.nodes[0].parameters.at(0).value.type == llmfmt::garyml::ParamValue::Type::string);
        std::string meant = text;
        meant.replace(meant.find(value + sep), value.size() + 1, *found->fix_hint);
        CHECK(llmfmt::garyml::parse(meant + kTail).document.nodes[0].parameters.at(0).value.type == type);
        ++tried;
      }
  CHECK(tried == values.size() * 2 * 3);
  for (const std::string line : {"  x: Bob,", "  x: \"30,\"", "  x: 30", "  x: 30, 40"}) {
    const std::string text = ".run\n" + line + "\n" + kTail;
    CAPTURE(text);
    for (const llmfmt::Diagnostic& d : llmfmt::garyml::parse(text).diagnostics) CHECK(d.code != "TRAILING_SEPARATOR");
  }
}

TEST_CASE("pairs after the content colon are named, and the hint reads them as parameters", "[garyml][pairs]") {
  for (const std::string pairs : {"id=a", "id=a path=b.go", "id=\"a b\" n=2", "a=1 b=true c=@d1"})
    for (const std::string colon : {": ", ":"}) {
      const std::string text = ".Note" + colon + pairs + "\n";
      CAPTURE(text);
      const llmfmt::garyml::Result result = llmfmt::garyml::parse(text + kTail);
      const llmfmt::Diagnostic* found = nullptr;
      for (const llmfmt::Diagnostic& d : result.diagnostics)
        if (d.code == "PAIRS_AS_CONTENT") found = &d;
      REQUIRE(found);
      CHECK(found->span.start.offset == 5);
      REQUIRE(found->fix_hint);
      CHECK(*found->fix_hint == ".Note " + pairs);
      CHECK(result.document.nodes.at(0).parameters.empty());
      const llmfmt::garyml::Result meant = llmfmt::garyml::parse(*found->fix_hint + "\n" + kTail);
      CHECK(!meant.document.nodes.at(0).parameters.empty());
      CHECK(!meant.document.nodes.at(0).content);
    }
  for (const std::string content : {": a = b", ": x=1 is fine", ": \"id=x\"", ": just text"}) {
    const std::string text = ".Note" + content + "\n" + kTail;
    CAPTURE(text);
    for (const llmfmt::Diagnostic& d : llmfmt::garyml::parse(text).diagnostics) CHECK(d.code != "PAIRS_AS_CONTENT");
  }
}

TEST_CASE("a string that would draw a warning bare is written quoted", "[garyml][pairs]") {
  const std::string text = ".run\n  x: \"True\"\n  y: \"30,\"\n  z: 'FALSE'\n.Note: \"id=a b=c\"\n";
  const llmfmt::garyml::Result result = llmfmt::garyml::parse(text);
  const std::string canonical = llmfmt::garyml::format(result.document);
  CAPTURE(canonical);
  const llmfmt::garyml::Result back = llmfmt::garyml::parse(canonical);
  for (const llmfmt::Diagnostic& d : back.diagnostics)
    CHECK((d.code != "MISCASED_BOOLEAN" && d.code != "TRAILING_SEPARATOR" && d.code != "PAIRS_AS_CONTENT"));
  REQUIRE(back.document.nodes.size() == 2);
  CHECK(back.document.nodes[0].parameters.at(0).value.text == "True");
  CHECK(back.document.nodes[0].parameters.at(1).value.text == "30,");
  CHECK(back.document.nodes[0].parameters.at(2).value.text == "FALSE");
  REQUIRE(back.document.nodes[1].content);
  CHECK(back.document.nodes[1].content->value.text == "id=a b=c");
  CHECK(llmfmt::garyml::format(back.document) == canonical);
}
