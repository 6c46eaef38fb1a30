// A /DEF written as another language writes one gets the DSL's way as its fix (docs/formats/dsl.md
// §3.3, §3.4), generated: every type and every other-language name of one, after a name with a
// colon, an equals sign, in parentheses or after a blank, and the name with the sigil before it:
// INVALID_VARIABLE_NAME whose fix, applied, leaves a document with no diagnostic and the
// variable of that name and type. What is no type after a blank (`notes in`) keeps the sanitized
// name as its fix.
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "core/fix_safety.h"
#include "llmfmt/dsl.h"

namespace {

const llmfmt::Diagnostic* invalid_name(const llmfmt::dsl::Result& result) {
  for (const llmfmt::Diagnostic& d : result.diagnostics)
    if (d.code == "INVALID_VARIABLE_NAME") return &d;
  return nullptr;
}

}  // namespace

TEST_CASE("a /DEF with its type written another language's way is fixed to /TYPE", "[dsl][def]") {
  const std::vector<std::pair<std::string, llmfmt::dsl::VarType>> types = {
      {"nat", llmfmt::dsl::VarType::nat},     {"str", llmfmt::dsl::VarType::str},     {"int", llmfmt::dsl::VarType::integer},
      {"float", llmfmt::dsl::VarType::real}, {"bool", llmfmt::dsl::VarType::boolean},  {"string", llmfmt::dsl::VarType::str},
      {"String", llmfmt::dsl::VarType::str},  {"integer", llmfmt::dsl::VarType::integer}, {"long", llmfmt::dsl::VarType::integer},
      {"Boolean", llmfmt::dsl::VarType::boolean}, {"double", llmfmt::dsl::VarType::real},
      {"decimal", llmfmt::dsl::VarType::real}, {"INT", llmfmt::dsl::VarType::integer}};
  const std::vector<std::pair<std::string, std::string>> forms = {{": ", ""}, {":", ""},  {" : ", ""}, {"=", ""},
                                                                  {" = ", ""}, {" (", ")"}, {"(", ")"},  {" ", ""}};
  std::size_t tried = 0;
  for (const auto& [type, meant] : types)
    for (const auto& [open, close] : forms)
      for (const std::string sigil : {"", "@"}) {
        const std::string text = "Collect the notes.\n/DEF " + sigil + "notes" + open + type + close + "\n/THEN\nUse @notes.\n";
        CAPTURE(text);
        const llmfmt::dsl::Result result = llmfmt::dsl::parse(text);
        const llmfmt::Diagnostic* d = invalid_name(result);
        REQUIRE(d);
        REQUIRE(d->fix.size() == 1);
        const std::string fixed = llmfmt::applied_edits(text, {&d->fix[0]});
        const llmfmt::dsl::Result after = llmfmt::dsl::parse(fixed);
        CAPTURE(fixed);
        CHECK(after.diagnostics.empty());
        REQUIRE(after.document.steps.size() == 2);
        REQUIRE(after.document.steps[0].defs.size() == 1);
        CHECK(after.document.steps[0].defs[0].name == "notes");
        CHECK(after.document.steps[0].defs[0].type == meant);
        CHECK(after.document.steps[0].defs[0].type_given);
        ++tried;
      }
  CHECK(tried == types.size() * forms.size() * 2);
}

TEST_CASE("the sigil before a /DEF name is dropped by the fix, and a word that is no type is not read as one", "[dsl][def]") {
  {
    const std::string text = "Collect the notes.\n/DEF @notes /AS the notes\n/THEN\nUse @notes.\n";
    const llmfmt::dsl::Result result = llmfmt::dsl::parse(text);
    const llmfmt::Diagnostic* d = invalid_name(result);
    REQUIRE(d);
    REQUIRE(d->fix.size() == 1);
    CHECK(llmfmt::applied_edits(text, {&d->fix[0]}) == "Collect the notes.\n/DEF notes /AS the notes\n/THEN\nUse @notes.\n");
  }
  for (const std::string rest : {"notes in", "notes st", "notes number", "notes text", "ALL: str", "notes,str"}) {
    const std::string text = "Collect the notes.\n/DEF " + rest + "\n";
    CAPTURE(text);
    const llmfmt::dsl::Result result = llmfmt::dsl::parse(text);
    const llmfmt::Diagnostic* d = invalid_name(result);
    REQUIRE(d);
    CHECK((!d->fix_hint || d->fix_hint->find("/TYPE") == std::string::npos));
  }
}
