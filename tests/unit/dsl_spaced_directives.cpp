// A directive a blank after its '/' hid is never silent (docs/formats/dsl.md §1.3,
// SPACED_DIRECTIVE), generated: every directive name, written exactly, after '/' and each run of
// blanks (a space, two, a tab, a space and a tab), indented or not, where a line of text stands
// (instruction text, a /AS description's next line, after /OUT) gets the warning at those
// blanks, whose fix, applied, makes the line the directive; the same line in another letter case
// or with a name that is no directive stays text without it.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/fix_safety.h"
#include "llmfmt/dsl.h"

namespace {

std::vector<const llmfmt::Diagnostic*> spaced(const llmfmt::dsl::Result& result) {
  std::vector<const llmfmt::Diagnostic*> out;
  for (const llmfmt::Diagnostic& d : result.diagnostics)
    if (d.code == "SPACED_DIRECTIVE") out.push_back(&d);
  return out;
}


}  // namespace

TEST_CASE("a directive spaced from its slash is never silent", "[dsl][directives]") {
  const std::vector<std::string> lines = {"THEN Next step", "THEN", "FROM @a", "DEF b", "DEF b /AS the b",
                                          "TYPE int", "AS the b", "OUT a list"};
  const std::vector<std::string> blanks = {" ", "  ", "\t", " \t"};
  const std::vector<std::string> before = {"Summarise @a.\n", "Summarise @a.\n/DEF b /AS the b\n",
                                           "Summarise @a.\n/OUT a list\n"};
  std::size_t tried = 0;
  for (const std::string& context : before)
    for (const std::string& indent : {std::string(), std::string("  ")})
      for (const std::string& blank : blanks)
        for (const std::string& line : lines) {
          const std::string text = "/DEF a\n/THEN " + context + indent + "/" + blank + line + "\n";
          CAPTURE(text);
          std::size_t number = 1;
          for (char c : text.substr(0, text.size() - 1)) number += c == '\n';
          const llmfmt::dsl::Result result = llmfmt::dsl::parse(text);
          const std::vector<const llmfmt::Diagnostic*> found = spaced(result);
          REQUIRE(found.size() == 1);
          CHECK(found[0]->span.start.line == number);
          CHECK(found[0]->span.start.column == indent.size() + 2);
          CHECK(found[0]->span.end.column == indent.size() + 2 + blank.size());
          REQUIRE(found[0]->fix.size() == 1);
          const std::string fixed = llmfmt::applied_edits(text, {&found[0]->fix[0]});
          CHECK(fixed == "/DEF a\n/THEN " + context + indent + "/" + line + "\n");
          CHECK(spaced(llmfmt::dsl::parse(fixed)).empty());
          ++tried;
        }
  CHECK(tried == before.size() * 2 * blanks.size() * lines.size());
}

TEST_CASE("a marker spaced from its slash inside a description is never silent", "[dsl][directives]") {
  for (const std::string mark : {"TYPE str", "TYPE", "AS more"})
    for (const std::string blank : {" ", "  ", "\t"}) {
      const std::string text = "Summarise it.\n/DEF s /AS a summary /" + blank + mark + "\n";
      CAPTURE(text);
      const llmfmt::dsl::Result result = llmfmt::dsl::parse(text);  // (found points into it)
      const std::vector<const llmfmt::Diagnostic*> found = spaced(result);
      REQUIRE(found.size() == 1);
      CHECK(found[0]->span.start.column == 23);
      CHECK(found[0]->span.end.column == 23 + blank.size());
    }
  // A '/' that is text of the description stays so: a ratio, a path, a word glued to it.
  for (const std::string rest : {"a / b ratio", "see / TYPEx", "and/ TYPE", "x / type str"}) {
    const std::string text = "Summarise it.\n/DEF s /AS " + rest + "\n";
    CAPTURE(text);
    CHECK(spaced(llmfmt::dsl::parse(text)).empty());
  }
}

TEST_CASE("a slash, blanks and anything but an exact directive name stay text", "[dsl][directives]") {
  for (const std::string rest : {"then next", "Then", "def b", "FORM @a", "THENCE we go", "IN @a", "2 of them",
                                  "A and B", "X"}) {
    const std::string text = "Summarise it.\n/ " + rest + "\n";
    CAPTURE(text);
    CHECK(spaced(llmfmt::dsl::parse(text)).empty());
  }
}
