// Non-ASCII names, Unicode spaces and lone CRs in DSL, GaryML and STF (issue 15; docs/formats/dsl.md
// §1.4, docs/formats/garyml.md §4.2, §5.1, docs/formats/stf.md §1.8): the messages name the character by code point (which
// fixtures cannot pin), and each Diagnostic::fix, applied, repairs what it reports.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "llmfmt/dsl.h"
#include "llmfmt/garyml.h"
#include "llmfmt/stf.h"

using namespace llmfmt;

namespace {

// `input` with the edits of `d` applied (they do not overlap: applied from the last one back).
std::string apply(std::string input, const Diagnostic& d) {
  std::vector<Edit> edits = d.fix;
  std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.range.start.offset > b.range.start.offset; });
  for (const Edit& e : edits)
    input.replace(e.range.start.offset, e.range.end.offset - e.range.start.offset, e.text);
  return input;
}

const Diagnostic* only(const std::vector<Diagnostic>& ds, const std::string& code) {
  const Diagnostic* found = nullptr;
  for (const Diagnostic& d : ds)
    if (d.code == code) {
      if (found) return nullptr;
      found = &d;
    }
  return found;
}

}  // namespace

TEST_CASE("dsl: an NBSP before /OUT is named by code point and its fix makes /OUT the step's output", "[dsl][names]") {
  const std::string input = "Summarise the report.\n\xC2\xA0/OUT a summary\n";
  const dsl::Result bad = dsl::parse(input);
  const Diagnostic* d = only(bad.diagnostics, "UNICODE_SPACE");
  REQUIRE(d);
  CHECK(d->message.find("U+00A0 (no-break space)") != std::string::npos);
  CHECK(d->message.find("'/OUT'") != std::string::npos);
  REQUIRE(d->fix.size() == 1);
  CHECK(d->fix[0].text == " ");
  const std::string fixed = apply(input, *d);
  CHECK(fixed == "Summarise the report.\n /OUT a summary\n");
  const dsl::Result good = dsl::parse(fixed);
  CHECK(good.diagnostics.empty());
  REQUIRE(good.document.steps.size() == 1);
  REQUIRE(good.document.steps[0].out);
  CHECK(good.document.steps[0].out->text == "a summary");
}

TEST_CASE("dsl: a zero-width space before /THEN is deleted by the fix, and the step splits", "[dsl][names]") {
  const std::string input = "Say hi.\n\xE2\x80\x8B/THEN Say bye.\n";
  const dsl::Result bad = dsl::parse(input);
  const Diagnostic* d = only(bad.diagnostics, "UNICODE_SPACE");
  REQUIRE(d);
  CHECK(d->message.find("U+200B (zero-width space)") != std::string::npos);
  const dsl::Result good = dsl::parse(apply(input, *d));
  CHECK(good.diagnostics.empty());
  CHECK(good.document.steps.size() == 2);
}

TEST_CASE("dsl: a lone CR before /OUT: the fix is a line feed", "[dsl][names]") {
  const std::string input = "Summarise.\r/OUT a summary\n";
  const dsl::Result bad = dsl::parse(input);
  const Diagnostic* d = only(bad.diagnostics, "LONE_CR");
  REQUIRE(d);
  CHECK(d->message.find("U+000D") != std::string::npos);
  const dsl::Result good = dsl::parse(apply(input, *d));
  CHECK(good.diagnostics.empty());
  REQUIRE(good.document.steps.size() == 1);
  CHECK(good.document.steps[0].out);
}

TEST_CASE("dsl: '@café' quotes the whole name, names U+00E9, and its fix is the defined '@cafe'", "[dsl][names]") {
  const std::string input = "Find one.\n/DEF cafe\n/THEN Book @café now.\n";
  const dsl::Result bad = dsl::parse(input);
  REQUIRE(bad.diagnostics.size() == 1);
  const Diagnostic& d = bad.diagnostics[0];
  CHECK(d.code == "INVALID_VARIABLE_NAME");
  CHECK(d.message.find("'@café'") != std::string::npos);
  CHECK(d.message.find("U+00E9 'é'") != std::string::npos);
  CHECK(d.message.find("@caf'") == std::string::npos);
  const dsl::Result good = dsl::parse(apply(input, d));
  CHECK(good.diagnostics.empty());
}

TEST_CASE("dsl: the fixes of /DEF and /FROM names are valid names", "[dsl][names]") {
  const std::string input = "Go.\n/DEF naïve_plan\n/THEN Use it.\n/FROM @naïve_plan\n";
  const dsl::Result bad = dsl::parse(input);
  REQUIRE(bad.diagnostics.size() == 2);
  // The reference gets no edit while the variable it would name is not defined (the edit would
  // only trade the error for UNDEFINED_VARIABLE); once /DEF is fixed, it does (as `llmfmt fix`
  // finds on its second pass). Then no error is left.
  CHECK(bad.diagnostics[1].fix.empty());
  std::string fixed = apply(input, bad.diagnostics[0]);
  const dsl::Result half = dsl::parse(fixed);
  REQUIRE(half.diagnostics.size() == 1);
  fixed = apply(fixed, half.diagnostics[0]);
  CHECK(fixed == "Go.\n/DEF naive_plan\n/THEN Use it.\n/FROM @naive_plan\n");
  CHECK(dsl::parse(fixed).diagnostics.empty());
}

TEST_CASE("dsl: '/tmp is full' is not told to become '/TYPE is full'", "[dsl][names]") {
  const dsl::Result path = dsl::parse("/tmp is full\n");
  const Diagnostic* d = only(path.diagnostics, "UNKNOWN_DIRECTIVE");
  REQUIRE(d);
  REQUIRE(d->fix_hint);
  CHECK(d->fix_hint->find("/TYPE is") == std::string::npos);
  CHECK(d->fix.empty());
  // An upper-case slip still gets the directive, as an edit too.
  const std::string typo = "Go.\n/OUTT a list\n";
  const dsl::Result slip = dsl::parse(typo);
  const Diagnostic* t = only(slip.diagnostics, "UNKNOWN_DIRECTIVE");
  REQUIRE(t);
  CHECK(dsl::parse(apply(typo, *t)).diagnostics.empty());
}

TEST_CASE("garyml: '.Contéxt' is one invalid name, the fix is '.Context'", "[garyml][names]") {
  const std::string input = ".Contéxt id=a\n  \"\"\"notes\"\"\"\n";
  const garyml::Result bad = garyml::parse(input);
  REQUIRE(bad.diagnostics.size() == 1);
  const Diagnostic& d = bad.diagnostics[0];
  CHECK(d.code == "INVALID_NAME");
  CHECK(d.message.find("'.Contéxt'") != std::string::npos);
  CHECK(d.message.find("U+00E9 'é'") != std::string::npos);
  const std::string fixed = apply(input, d);
  CHECK(fixed == ".Context id=a\n  \"\"\"notes\"\"\"\n");
  CHECK(garyml::parse(fixed).diagnostics.empty());
}

TEST_CASE("garyml: NBSP indentation is named, and the fix indents with spaces", "[garyml][names]") {
  const std::string input = ".Context id=a\n\xC2\xA0\xC2\xA0" "format: markdown\n";
  const garyml::Result bad = garyml::parse(input);
  REQUIRE(bad.diagnostics.size() == 1);
  const Diagnostic& d = bad.diagnostics[0];
  CHECK(d.code == "UNICODE_SPACE");
  CHECK(d.message.find("U+00A0 (no-break space)") != std::string::npos);
  const garyml::Result good = garyml::parse(apply(input, d));
  CHECK(good.diagnostics.empty());
  REQUIRE(good.document.nodes.size() == 1);
  CHECK(good.document.nodes[0].parameters.size() == 2);
}

TEST_CASE("garyml: a name with an ill-formed byte is valid UTF-8 in the document", "[garyml][names]") {
  const garyml::Result r = garyml::parse(".Ro\xFFle\n");
  REQUIRE(r.document.nodes.size() == 1);
  CHECK(r.document.nodes[0].name == "Ro\xEF\xBF\xBDle");
  CHECK(only(r.diagnostics, "INVALID_NAME"));
}

TEST_CASE("garyml: an unclosed block says what it took, and its fix closes it before the keyword it swallowed", "[garyml][names]") {
  const std::string input = ".Role\n  \"\"\"\n  You are terse.\n.Plan\n  \"\"\"Go.\"\"\"\n";
  const garyml::Result bad = garyml::parse(input);
  const Diagnostic* d = only(bad.diagnostics, "UNCLOSED_BLOCK");
  REQUIRE(d);
  CHECK(d->message.find("3 lines") != std::string::npos);
  CHECK(d->message.find("line 4, '.Plan'") != std::string::npos);
  const std::string fixed = apply(input, *d);
  CHECK(fixed == ".Role\n  \"\"\"\n  You are terse.\n  \"\"\"\n.Plan\n  \"\"\"Go.\"\"\"\n");
  const garyml::Result good = garyml::parse(fixed);
  CHECK(good.diagnostics.empty());
  CHECK(good.document.nodes.size() == 2);
}

TEST_CASE("stf: an NBSP before the assistant command is named, and its fix splits the two messages", "[stf][names]") {
  const std::string input = ";user\nWhat is 2+2?\n\xC2\xA0;assistant\n4\n";
  const stf::Result bad = stf::parse(input);
  REQUIRE(bad.diagnostics.size() == 1);
  const Diagnostic& d = bad.diagnostics[0];
  CHECK(d.code == "UNICODE_SPACE");
  CHECK(d.message.find("U+00A0 (no-break space)") != std::string::npos);
  CHECK(bad.document.messages.size() == 1);
  const std::string fixed = apply(input, d);
  CHECK(fixed == ";user\nWhat is 2+2?\n;assistant\n4\n");
  const stf::Result good = stf::parse(fixed);
  CHECK(good.diagnostics.empty());
  CHECK(good.document.messages.size() == 2);
}
