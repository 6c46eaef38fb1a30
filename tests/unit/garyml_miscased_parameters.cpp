// A core directive's known parameter in another letter case is never silent (docs/formats/garyml.md
// §9.3, MISCASED_PARAMETER), generated: for every directive and each parameter it knows, the key
// in upper case, capitalised and with each letter's case flipped, written as a pair (`key=v`), as
// an inline `key: v` where the directive takes one, and on an indented line, gets the warning at
// the key; its fix, applied, gives the node the parameter as the directive names it and no
// warning. A key the directive does not know, in any case, gets nothing.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/fix_safety.h"
#include "llmfmt/garyml.h"

namespace {

std::vector<std::string> other_cases(const std::string& key) {
  std::vector<std::string> out;
  std::string upper = key, capital = key;
  for (char& c : upper) c = static_cast<char>(c - 'a' + 'A');
  capital[0] = static_cast<char>(capital[0] - 'a' + 'A');
  out.push_back(upper);
  if (key.size() > 1) out.push_back(capital);
  for (std::size_t i = 1; i < key.size(); ++i) {
    std::string flipped = key;
    flipped[i] = static_cast<char>(flipped[i] - 'a' + 'A');
    out.push_back(flipped);
  }
  return out;
}

const llmfmt::Diagnostic* miscased(const llmfmt::garyml::Result& result) {
  for (const llmfmt::Diagnostic& d : result.diagnostics)
    if (d.code == "MISCASED_PARAMETER") return &d;
  return nullptr;
}


}  // namespace

TEST_CASE("a known parameter in another letter case is never silent", "[garyml][parameters]") {
  struct Known {
    std::string directive;
    std::vector<std::string> keys;
  };
  const std::vector<Known> table = {{"GaryML", {"version"}}, {"Context", {"id", "path", "type", "format"}},
                                    {"Diff", {"id", "format"}}, {"Section", {"title"}}, {"Documentation", {"title"}}};
  std::size_t tried = 0;
  for (const Known& k : table)
    for (const std::string& key : k.keys)
      for (const std::string& variant : other_cases(key))
        for (int form = 0; form < 3; ++form) {
          // The other required parameters, spelled right, so that only the variant is amiss.
          std::string others;
          for (const std::string& other : k.keys)
            if (other != key && (k.directive != "Context" || other == "id")) others += " " + other + "=x";
          std::string text;
          if (form == 0) text = "." + k.directive + others + " " + variant + "=v1\n";
          if (form == 1) text = "." + k.directive + " " + variant + ": v1\n";
          if (form == 2) text = "." + k.directive + others + "\n  " + variant + ": v1\n";
          if (form == 1 && !others.empty()) continue;  // an inline `key: v` is the node's only parameter
          const std::string prefix = k.directive == "Section" ? ".Documentation title=d\n" : "";
          text = prefix + text;
          CAPTURE(text);
          const llmfmt::garyml::Result result = llmfmt::garyml::parse(text);
          const llmfmt::Diagnostic* d = miscased(result);
          REQUIRE(d);
          CHECK(text.substr(d->span.start.offset, d->span.end.offset - d->span.start.offset) == variant);
          REQUIRE(d->fix.size() == 1);
          const std::string fixed = llmfmt::applied_edits(text, {&d->fix[0]});
          const llmfmt::garyml::Result again = llmfmt::garyml::parse(fixed);
          CHECK_FALSE(miscased(again));
          ++tried;
        }
  CHECK(tried > 50);
}

TEST_CASE("a key no directive knows gets no miscased warning", "[garyml][parameters]") {
  for (const std::string text : {".Role Version=x\n", ".Context id=a Owner=b\n", ".run ID=x\n", ".Plan Title=x\n"}) {
    CAPTURE(text);
    CHECK_FALSE(miscased(llmfmt::garyml::parse(text)));
  }
}
