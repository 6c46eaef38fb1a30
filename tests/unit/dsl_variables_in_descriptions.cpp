// A variable written inside a /FROM description is never silent (docs/formats/dsl.md §3.2,
// VARIABLE_IN_DESCRIPTION), generated: each near miss of the /IN marker (every other letter case,
// a blank after the slash, no slash, glued to the word before or to the variable, a look-alike
// letter in another case) before a variable, in the first or a later element, after one word or
// several, gets the warning spanning the near miss and the variable; the element stays a
// description over @ALL, and its hint, read as a document, scopes the description to that
// variable with no warning left. A variable after no near miss gets the warning at itself; the
// exact marker, a sigil inside a word and a look-alike that folds to the exact marker do not.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "llmfmt/dsl.h"

namespace {

std::vector<const llmfmt::Diagnostic*> warnings(const llmfmt::dsl::Result& result) {
  std::vector<const llmfmt::Diagnostic*> out;
  for (const llmfmt::Diagnostic& d : result.diagnostics)
    if (d.code == "VARIABLE_IN_DESCRIPTION") out.push_back(&d);
  return out;
}

const std::string kSteps = "Write notes.\n/DEF notes\n/DEF more\n/THEN\nSummarise.\n";

}  // namespace

TEST_CASE("a near miss of /IN before a variable is named, and its hint scopes the description", "[dsl][from]") {
  // (the glued forms: `x/IN @notes` and `x /IN@notes` are written by `before` ending or `after` starting the join)
  const std::vector<std::pair<std::string, std::string>> misses = {
      {" /in ", "/in"},  {" /In ", "/In"}, {" /iN ", "/iN"}, {" / IN ", "/ IN"}, {" /  IN ", "/  IN"},
      {" /\tIN ", "/\tIN"}, {" IN ", "IN"},  {" in ", "in"},   {"/IN ", "/IN"},    {" /IN", "/IN"},
      {" /in", "/in"},   {" /\xD1\x96n ", "/\xD1\x96n"}};  // U+0456 CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I
  const std::vector<std::string> descriptions = {"risks", "the open risks"};
  const std::vector<std::pair<std::string, std::string>> elements = {{"", ""}, {"@more, ", ""}, {"", ", @more"}};
  std::size_t tried = 0;
  for (const auto& [miss, written] : misses)
    for (const std::string& description : descriptions)
      for (const auto& [head, tail] : elements) {
        const std::string from = "/FROM " + head + description + miss + "@notes" + tail;
        const std::string text = kSteps + from + "\n";
        CAPTURE(text);
        const llmfmt::dsl::Result result = llmfmt::dsl::parse(text);
        const std::vector<const llmfmt::Diagnostic*> found = warnings(result);
        REQUIRE(found.size() == 1);
        CHECK(found[0]->severity == llmfmt::Severity::warning);
        CHECK(found[0]->fix.empty());  // either reading changes what the step may read: a hint
        const std::size_t near = from.find(written, 6 + head.size() + description.size());
        CHECK(found[0]->span.start.line == 6);
        CHECK(found[0]->span.start.offset == kSteps.size() + near);
        CHECK(found[0]->span.end.offset == kSteps.size() + from.find("@notes") + 6);
        CHECK(found[0]->message.find("'" + written + "'") != std::string::npos);
        // Read as written: one description over @ALL, the near miss and the variable words of it.
        REQUIRE(result.document.steps.size() == 2);
        REQUIRE(result.document.steps[1].from);
        bool unscoped = false;
        for (const llmfmt::dsl::FromItem& item : result.document.steps[1].from->items)
          if (item.kind == llmfmt::dsl::FromItem::Kind::description)
            unscoped = !item.scoped && item.scope == "ALL" && item.description.find("notes") != std::string::npos;
        CHECK(unscoped);
        // The hint is the line as meant.
        REQUIRE(found[0]->fix_hint);
        const llmfmt::dsl::Result meant = llmfmt::dsl::parse(kSteps + *found[0]->fix_hint + "\n");
        CHECK(warnings(meant).empty());
        CHECK(meant.diagnostics.empty());
        bool scoped = false;
        for (const llmfmt::dsl::FromItem& item : meant.document.steps[1].from->items)
          if (item.kind == llmfmt::dsl::FromItem::Kind::description)
            scoped = item.scoped && item.scope == "notes" && item.description == description;
        CHECK(scoped);
        ++tried;
      }
  CHECK(tried == misses.size() * descriptions.size() * elements.size());
}

TEST_CASE("a variable inside a description with no near miss before it is named at itself", "[dsl][from]") {
  for (const std::string element : {"risks @notes", "@more risks @notes", "risks @notes today", "risks @notes /IN @more"}) {
    const std::string text = kSteps + "/FROM " + element + "\n";
    CAPTURE(text);
    const llmfmt::dsl::Result result = llmfmt::dsl::parse(text);
    const std::vector<const llmfmt::Diagnostic*> found = warnings(result);
    if (element[0] == '@') {  // a variable first is a variable element, malformed: INVALID_VARIABLE_NAME
      CHECK(found.empty());
      continue;
    }
    REQUIRE(found.size() == 1);
    const std::size_t at = text.rfind('\n', text.size() - 2) + 1;
    CHECK(found[0]->span.start.offset == text.find("@notes", at));
    CHECK(found[0]->span.end.offset == text.find("@notes", at) + 6);
  }
}

TEST_CASE("the exact /IN, a sigil inside a word and a folded marker give no VARIABLE_IN_DESCRIPTION", "[dsl][from]") {
  for (const std::string element : {"risks /IN @notes", "mail to x@notes", "docs/INDEX of @notes.", "risks, @notes",
                                    "risks /\xD0\x86N @notes"}) {  // U+0406: LOOK_ALIKE_CHARACTER's to name
    const std::string text = kSteps + "/FROM " + element + "\n";
    CAPTURE(text);
    CHECK(warnings(llmfmt::dsl::parse(text)).empty());
  }
}

TEST_CASE("a near miss of /IN as an element's first word before a variable is named, its hint the variable alone", "[dsl][from]") {
  // No description before it: the /IN marker needs one (`/FROM /IN @notes` is MALFORMED_IN), so
  // what was meant is the variable read whole.
  for (const std::string miss : {"/IN@notes", "/in@notes", "/In@notes", "/in @notes", "/In @notes", "IN @notes", "in @notes"})
    for (const auto& [head, tail] : std::vector<std::pair<std::string, std::string>>{{"", ""}, {"@more, ", ""}, {"", ", @more"}}) {
      const std::string from = "/FROM " + head + miss + tail;
      const std::string text = kSteps + from + "\n";
      CAPTURE(text);
      const llmfmt::dsl::Result result = llmfmt::dsl::parse(text);
      const std::vector<const llmfmt::Diagnostic*> found = warnings(result);
      REQUIRE(found.size() == 1);
      CHECK(found[0]->fix.empty());
      CHECK(found[0]->span.start.offset == kSteps.size() + 6 + head.size());
      CHECK(found[0]->span.end.offset == kSteps.size() + 6 + head.size() + miss.size());
      REQUIRE(found[0]->fix_hint);
      CHECK(*found[0]->fix_hint == "/FROM " + head + "@notes" + tail);
      const llmfmt::dsl::Result meant = llmfmt::dsl::parse(kSteps + *found[0]->fix_hint + "\n");
      CHECK(meant.diagnostics.empty());
    }
}
