// The fence rule of src/core/fence.h and the fixes of FENCED_DOCUMENT and PROSE_AROUND_FENCE: the
// edits applied to the input give the document alone, which parses with no fence diagnostic.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "core/fence.h"
#include "llmfmt/dsl_runtime.h"
#include "llmfmt/llmfmt.h"

using namespace llmfmt;

namespace {

std::string applied(std::string text, std::vector<Edit> edits) {
  std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.range.start.offset > b.range.start.offset; });
  for (const Edit& e : edits)
    text.replace(e.range.start.offset, e.range.end.offset - e.range.start.offset, e.text);
  return text;
}

const Diagnostic* find_code(const std::vector<Diagnostic>& diagnostics, const std::string& code) {
  for (const Diagnostic& d : diagnostics)
    if (d.code == code) return &d;
  return nullptr;
}

}  // namespace

TEST_CASE("fence: what opens and closes a fenced document", "[core][fence]") {
  CHECK_FALSE(find_document_fence("{\"a\": 1}\n"));
  CHECK_FALSE(find_document_fence(""));
  CHECK_FALSE(find_document_fence("``\nx\n``\n"));            // two backticks are no fence
  CHECK_FALSE(find_document_fence("    ```\nx\n    ```\n"));  // four spaces: an indented code block
  CHECK_FALSE(find_document_fence("\t```\nx\n\t```\n"));      // a tab is not fence indentation
  CHECK_FALSE(find_document_fence("```a`b\nx\n```\n"));       // a backtick in a backtick info string
  CHECK_FALSE(find_document_fence("```\nx\n```\nprose\n"));   // text after the closer

  const auto fenced = find_document_fence("\n ```json \r\n{}\r\n```\r\n\n");
  REQUIRE(fenced);
  CHECK(fenced->opener.number == 2);
  CHECK(fenced->info == "json");
  CHECK(fenced->marker == "```");
  REQUIRE(fenced->closer);
  CHECK(fenced->closer->number == 4);
  CHECK(fenced->inner_end == fenced->closer->offset);

  // A closer needs the same character, at least as many times, and nothing after it.
  const auto longer = find_document_fence("````\nx\n```\n");
  REQUIRE(longer);
  CHECK_FALSE(longer->closer);  // unclosed: read to the end
  CHECK(longer->inner_end == std::string("````\nx\n```\n").size());
  CHECK_FALSE(find_document_fence("~~~\nx\n```\n")->closer);
  CHECK_FALSE(find_document_fence("```\nx\n```js\n")->closer);
  CHECK(find_document_fence("~~~\nx\n~~~~~  \n")->closer);
}

TEST_CASE("fence: FENCED_DOCUMENT's fix deletes the two fence lines in every format", "[core][fence]") {
  const std::pair<Format, std::string> cases[] = {
      {Format::json5, "```json\n{\"a\": [1, 2]}\n```\n"},
      {Format::stf, "~~~stf\n;user\nHi\n;assistant\n```py\nx\n```\n~~~\n"},
      {Format::telt, "```telt\n#!telt [3-char SHA: abc]\n=== EXEC ===\nls\n--END abc--\n```"},
      {Format::garyml, "  ```garyml\n.Instructions: \"x\"\n  ```\n"},
      {Format::dsl, "```\nSummarise\n/OUT summary\n```\n"},
  };
  for (const auto& [format, text] : cases) {
    INFO(format_name(format) << ": " << text);
    const std::vector<Diagnostic> before = check(format, text);
    const Diagnostic* fence = find_code(before, "FENCED_DOCUMENT");
    REQUIRE(fence);
    CHECK(fence->span.start.line == 1);
    CHECK(fence->content == text.substr(0, text.find('\n')));
    REQUIRE(fence->fix.size() == 2);
    const std::string fixed = applied(text, fence->fix);
    const std::vector<Diagnostic> after = check(format, fixed);
    CHECK_FALSE(find_code(after, "FENCED_DOCUMENT"));
    CHECK_FALSE(has_errors(after));
    CHECK(after.size() + 1 == before.size());  // nothing else changed
  }
}

TEST_CASE("fence: an unclosed fence's fix deletes the opener only", "[core][fence]") {
  const std::string text = "```json\n{\"a\": 1}\n";
  const std::vector<Diagnostic> diagnostics = check(Format::json5, text);
  REQUIRE(diagnostics.size() == 1);
  CHECK(diagnostics[0].code == "FENCED_DOCUMENT");
  CHECK(diagnostics[0].message.find("never closed") != std::string::npos);
  CHECK(applied(text, diagnostics[0].fix) == "{\"a\": 1}\n");
}

TEST_CASE("fence: PROSE_AROUND_FENCE's fix keeps the inside of the fence", "[core][fence]") {
  const std::string text = "Here it is:\n\n```json\n{\"a\": 1}\n```\nBye.\n";
  const std::vector<Diagnostic> diagnostics = check(Format::json5, text);
  const Diagnostic* prose = find_code(diagnostics, "PROSE_AROUND_FENCE");
  REQUIRE(prose);
  CHECK(prose->severity == Severity::info);
  CHECK(prose->span.start.line == 3);
  CHECK(prose->content == "```json");
  CHECK(applied(text, prose->fix) == "{\"a\": 1}\n");
  // No error, no note: a valid DSL program may hold any text.
  CHECK_FALSE(find_code(check(Format::dsl, "Do this:\n```\nx\n```\nthanks\n"), "PROSE_AROUND_FENCE"));
}

TEST_CASE("fence: a fenced DSL reply is REPLY_FENCED unless accepted", "[core][fence][dsl]") {
  const dsl::Result parsed = dsl::parse("Say hello\n");
  REQUIRE(parsed.document.steps.size() == 1);
  const std::string reply = "```json\n{\"error\": 0, \"out\": \"hi\"}\n```";
  const dsl::Validation refused = dsl::validate_reply(reply, parsed.document.steps[0]);
  CHECK(refused.code == "REPLY_FENCED");
  CHECK(refused.fix_hint == std::optional<std::string>("{\"error\": 0, \"out\": \"hi\"}\n"));
  dsl::RunOptions accept;
  accept.accept_fenced_reply = true;
  const dsl::Validation accepted = dsl::validate_reply(reply, parsed.document.steps[0], accept);
  CHECK(accepted.ok);
  CHECK(accepted.out == std::optional<std::string>("hi"));
}
