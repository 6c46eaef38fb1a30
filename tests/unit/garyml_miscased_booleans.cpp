// `true` and `false` in another letter case are never silent (docs/formats/garyml.md §7.1,
// MISCASED_BOOLEAN), generated: every other letter case of each, unquoted, as an indented
// parameter's value, a pair's value and inline content, stays a string with one warning at the
// value whose hint is the boolean; the exact words are booleans, and quoted they are strings,
// neither with a warning.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "llmfmt/garyml.h"

namespace {

std::vector<std::string> cases_of(const std::string& word) {
  std::vector<std::string> out;
  for (unsigned mask = 0; mask < (1u << word.size()); ++mask) {
    std::string w = word;
    for (std::size_t i = 0; i < w.size(); ++i)
      if (mask & (1u << i)) w[i] = static_cast<char>(w[i] - 'a' + 'A');
    out.push_back(w);
  }
  return out;  // (mask 0: the word itself)
}

std::vector<const llmfmt::Diagnostic*> miscased(const llmfmt::garyml::Result& result) {
  std::vector<const llmfmt::Diagnostic*> out;
  for (const llmfmt::Diagnostic& d : result.diagnostics)
    if (d.code == "MISCASED_BOOLEAN") out.push_back(&d);
  return out;
}

}  // namespace

TEST_CASE("true and false in another letter case are strings, and named", "[garyml][values]") {
  std::size_t tried = 0;
  for (const std::string word : {"true", "false"})
    for (const std::string& written : cases_of(word)) {
      const bool exact = written == word;
      for (const std::string& quote : {std::string(), std::string("\""), std::string("'")})
        for (const std::string& form : {std::string(".run\n  flag: V\n"), std::string(".run flag=V\n"),
                                        std::string(".Role: V\n")}) {
          std::string text = form;
          text.replace(text.find('V'), 1, quote + written + quote);
          CAPTURE(text);
          const llmfmt::garyml::Result result = llmfmt::garyml::parse(text);  // (found points into it)
          const std::vector<const llmfmt::Diagnostic*> found = miscased(result);
          if (exact || !quote.empty()) {
            CHECK(found.empty());
            continue;
          }
          REQUIRE(found.size() == 1);
          CHECK(found[0]->severity == llmfmt::Severity::warning);
          CHECK(found[0]->span.start.offset == text.find(written));
          REQUIRE(found[0]->fix_hint);
          CHECK(*found[0]->fix_hint == word);
          CHECK(found[0]->fix.empty());
          ++tried;
        }
    }
  CHECK(tried == 3 * ((1u << 4) - 1 + (1u << 5) - 1));
}
