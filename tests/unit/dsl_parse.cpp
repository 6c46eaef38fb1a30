// DSL parser properties that fixtures cannot show: long programs parsed in runs of steps, the
// sigil option, positions, and reply validation limits.
#include <catch2/catch.hpp>

#include <string>

#include "dsl_support.h"
#include "llmfmt/dsl.h"
#include "llmfmt/dsl_runtime.h"

using namespace llmfmt;

TEST_CASE("dsl: a long program is read in runs of steps with the same result as short ones") {
  // 3000 steps, each using the variable of the step before: scope crosses every run boundary.
  std::string text = "Start\n/DEF v0 /TYPE int\n";
  for (int i = 1; i < 3000; ++i)
    text += "/THEN Use @v" + std::to_string(i - 1) + "\n/FROM @v" + std::to_string(i - 1) + "\n/DEF v" +
            std::to_string(i) + "\n";
  text += "/THEN Use @v2999 and @ghost\n";
  const dsl::Result result = dsl::parse(text);
  REQUIRE(result.document.steps.size() == 3001);
  REQUIRE(result.diagnostics.size() == 1);
  CHECK(result.diagnostics[0].code == "UNDEFINED_VARIABLE");
  CHECK(result.diagnostics[0].span.start.line == 3 + 3 * 2999);
  CHECK(result.diagnostics[0].span.start.column == 22);
  CHECK(result.diagnostics[0].context_window.find("<-- ERROR HERE") != std::string::npos);
  CHECK(result.document.steps[2999].from->items.at(0).name == "v2998");
  CHECK(testing::dsl_invariants(result, text).empty());
}

TEST_CASE("dsl: a run of text and blank lines is one token, split back into its lines") {
  // 2000 instruction lines (CRLF, blank ones among them) and 2000 /OUT lines; references near the
  // end of each must be reported at their own line, and the text must be whole.
  std::string text;
  for (int i = 0; i < 2000; ++i) text += i % 7 == 3 ? "\r\n" : "line " + std::to_string(i) + "\r\n";
  text += "é @ghost\r\n/OUT\r\n";
  for (int i = 0; i < 2000; ++i) text += "  out " + std::to_string(i) + "\n";
  text += "/DEF x\n/AS @x1 is here\n";
  const dsl::Result result = dsl::parse(text);
  REQUIRE(result.document.steps.size() == 1);
  const dsl::Step& step = result.document.steps[0];
  CHECK(step.instruction.raw.rfind("line 1999\n\u00e9 @ghost") != std::string::npos);
  CHECK(step.instruction.raw.find('\r') == std::string::npos);
  REQUIRE(step.out.has_value());
  CHECK(step.out->text.find("  out 1999") != std::string::npos);
  REQUIRE(result.diagnostics.size() >= 1);
  CHECK(result.diagnostics[0].code == "UNDEFINED_VARIABLE");
  CHECK(result.diagnostics[0].span.start.line == 2001);
  CHECK(result.diagnostics[0].span.start.column == 3);
  CHECK(result.diagnostics[0].content == "\u00e9 @ghost");
  CHECK(testing::dsl_invariants(result, text).empty());
}

TEST_CASE("dsl: the sigil must be one ASCII punctuation character other than _ / ,") {
  CHECK(dsl::is_valid_sigil('@'));
  CHECK(dsl::is_valid_sigil('$'));
  CHECK(dsl::is_valid_sigil('#'));
  for (char c : {'a', 'Z', '5', '_', '/', ',', ' ', '\t', '\n', '\0', '\x7F', '\xC3'}) CHECK_FALSE(dsl::is_valid_sigil(c));
  dsl::Options options;
  options.sigil = '/';
  CHECK_THROWS_AS(dsl::parse("x", options), std::invalid_argument);
}

TEST_CASE("dsl: columns count code points and CRLF stays out of positions") {
  const dsl::Result result = dsl::parse("Grüße an @ghost\r\n");
  REQUIRE(result.diagnostics.size() == 1);
  CHECK(result.diagnostics[0].span.start.column == 10);
  CHECK(result.diagnostics[0].span.start.offset == 11);
  CHECK(result.diagnostics[0].content == "Grüße an @ghost");
  CHECK(result.document.steps.at(0).instruction.raw == "Grüße an @ghost");
}

TEST_CASE("dsl: a CR at the very end of the input ends the last line, as CR LF does") {
  // (The line pipeline is handed the input without it; positions and lines are as if it were LF.)
  const dsl::Result text_line = dsl::parse("Go\n/OUT x\nmore\r");
  REQUIRE(text_line.document.steps.size() == 1);
  // A span that ends with its line's end ends at column 1 of the next line (docs/decisions.md).
  CHECK(text_line.document.steps[0].span.end.line == 4);
  CHECK(text_line.document.steps[0].span.end.column == 1);
  CHECK(text_line.document.steps[0].span.end.offset == 15);
  CHECK(text_line.document.steps[0].out->text == "x\nmore");
  const dsl::Result own_line = dsl::parse("Go @ghost\n\r");
  REQUIRE(own_line.document.steps.size() == 1);
  CHECK(own_line.document.steps[0].span.end.line == 3);
  CHECK(own_line.document.steps[0].span.end.column == 1);
  REQUIRE(own_line.diagnostics.size() == 1);
  CHECK(own_line.diagnostics[0].context_window == "line 1: Go @ghost  <-- ERROR HERE\nline 2: ");
  const dsl::Result reference = dsl::parse("Go\n/OUT x\nmore\r", {'@', true});
  CHECK(dsl::to_json(reference) == dsl::to_json(text_line));
}

TEST_CASE("dsl: names are ASCII letters, digits and underscores") {
  CHECK(dsl::is_valid_name("_"));
  CHECK(dsl::is_valid_name("a1_B"));
  CHECK_FALSE(dsl::is_valid_name(""));
  CHECK_FALSE(dsl::is_valid_name("1a"));
  CHECK_FALSE(dsl::is_valid_name("a-b"));
  CHECK_FALSE(dsl::is_valid_name("ä"));
}

TEST_CASE("dsl: reply validation never throws on arbitrary bytes") {
  const dsl::Result parsed = dsl::parse("Go\n/DEF n /TYPE int\n/DEF r /TYPE float\n");
  const dsl::Step& step = parsed.document.steps.at(0);
  for (const char* reply : {"", "\xFF", "{\"error\":0,\"out\":\"\xFF\"}", "{\"error\":0,\"out\":\"a\",\"vars\":{\"n\":1,\"r\":1e400}}",
                            "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "{\"error\":-0,\"out\":\"\"}"}) {
    const dsl::Validation v = dsl::validate_reply(reply, step);
    CHECK_FALSE(v.ok);
    CHECK_FALSE(v.code.empty());
  }
  const dsl::Validation v = dsl::validate_reply(R"({"error":0,"out":"a","vars":{"n":-9223372036854775808,"r":-0.0}})", step);
  CHECK(v.ok);
  CHECK(v.vars.find("n")->as_int() == INT64_MIN);
}

TEST_CASE("dsl: a repeated key is INVALID_JSON with a message naming it") {
  const dsl::Result parsed = dsl::parse("Go\n/DEF n /TYPE int\n");
  const dsl::Step& step = parsed.document.steps.at(0);
  dsl::Validation v = dsl::validate_reply(R"({"error":1,"error":0,"out":"x","vars":{"n":1}})", step);
  CHECK(v.code == "INVALID_JSON");
  CHECK(v.message.find("\"error\"") != std::string::npos);
  CHECK(v.message.find("top-level") != std::string::npos);
  CHECK(v.vars.empty());
  v = dsl::validate_reply(R"({"error":0,"out":"x","vars":{"n":1,"n":2}})", step);
  CHECK(v.code == "INVALID_JSON");
  CHECK(v.message.find("\"n\"") != std::string::npos);
  CHECK(v.message.find("\"vars\"") != std::string::npos);
  CHECK_FALSE(v.out.has_value());
  v = dsl::validate_reply(R"({"error":0,"out":"x","vars":{"n":1},"a":{"b":[{"k":1,"k":2}]}})", step);
  CHECK(v.code == "INVALID_JSON");
  CHECK(v.message.find("\"k\"") != std::string::npos);
}

TEST_CASE("dsl: numbers a double cannot hold never surface the JSON library's exception text") {
  const dsl::Result parsed = dsl::parse("Go\n/DEF f /TYPE float\n/DEF n /TYPE int\n");
  const dsl::Step& step = parsed.document.steps.at(0);
  for (const char* reply : {R"({"error":0,"out":"x","vars":{"f":1e999,"n":1}})",
                            R"({"error":0,"out":"x","vars":{"f":1e-400,"n":1}})",
                            R"({"error":0,"out":"x","vars":{"f":1.5,"n":1e999}})", R"({"error":1e999,"out":"x"})",
                            R"({"error":0,"out":1e999})", R"([1.5e999.3])", R"({"error":0,"out":"x",)"}) {
    const dsl::Validation v = dsl::validate_reply(reply, step);
    CHECK_FALSE(v.ok);
    CHECK(v.message.find("json.exception") == std::string::npos);
  }
  dsl::Validation v = dsl::validate_reply(R"({"error":0,"out":"x","vars":{"f":1e999,"n":1}})", step);
  CHECK(v.code == "TYPE_MISMATCH");
  CHECK(v.message.find("1e999") != std::string::npos);
  v = dsl::validate_reply(R"({"error":0,"out":"x","vars":{"f":1e-400,"n":1}})", step);
  CHECK(v.code == "TYPE_MISMATCH");
  CHECK(v.message.find("1e-400") != std::string::npos);
  // Ignored places: harmless, and the checked values are the ones written.
  v = dsl::validate_reply(R"({"error":0,"x":-1e999,"out":"x","vars":{"f":2.5e-3,"n":7,"g":[1e999]}})", step);
  REQUIRE(v.ok);
  CHECK(v.vars.find("f")->as_double() == 2.5e-3);
  CHECK(v.vars.find("n")->as_int() == 7);
}

TEST_CASE("dsl: a line of 100 000 lone CRs, each before a directive, is linear", "[dsl][limits]") {
  // One LONE_CR per CR: each diagnostic's positions are found from the last asked for, not from
  // the line's start (Line::at), whatever order they are asked in.
  std::string input = "Say hi";
  for (int i = 0; i < 100000; ++i) input += "\r/OUT x";
  input += "\n";
  std::size_t lone_cr = 0;
  std::size_t last_column = 0;
  for (const Diagnostic& d : dsl::check(input))
    if (d.code == "LONE_CR") {
      ++lone_cr;
      last_column = d.span.start.column;
    }
  CHECK(lone_cr == 100000);
  CHECK(last_column == 7 + 7 * 99999);
}
