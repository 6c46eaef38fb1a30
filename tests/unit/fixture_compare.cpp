// The comparison of results with fixtures (src/cli/fixture_compare.h): the rules of
// tests/fixtures/README.md, and the level each difference breaks (docs/conformance.md § Levels).
#include <catch2/catch.hpp>

#include "cli/fixture_compare.h"

using namespace llmfmt;
using namespace llmfmt::cli;

namespace {

// The differences at or below `strictest`, as "level path".
std::vector<std::string> seen(const char* expected, const char* actual, Level strictest = Level::spans,
                              DataRule rule = DataRule::whole_data, NumberRule numbers = NumberRule::by_kind) {
  std::vector<std::string> out;
  for (const Difference& d : compare_expected(Json::parse(expected), Json::parse(actual), rule, strictest, numbers))
    if (d.level <= strictest) out.push_back(std::string(level_name(d.level)) + " " + d.path);
  return out;
}

using V = std::vector<std::string>;

}  // namespace

TEST_CASE("objects are patterns, data is compared whole, numbers by kind", "[conform]") {
  CHECK(seen(R"({"calls":[{"gadgetName":"A"}]})", R"({"calls":[{"gadgetName":"A","span":{}}],"x":1})").empty());
  CHECK(seen(R"({"calls":[{"parameters":{"a":1}}]})", R"({"calls":[{"parameters":{"a":1,"b":2}}]})") ==
        V{"structure calls[0].parameters"});
  CHECK(seen(R"({"value":1})", R"({"value":1.0})") == V{"structure value"});
  // By value (what `llmfmt conform` does unless --number-kinds): what JSON.stringify can print passes.
  const auto by_value = [](const char* e, const char* a) { return seen(e, a, Level::spans, DataRule::whole_data, NumberRule::by_value); };
  CHECK(by_value(R"({"value":[1.0,-0.0,9223372036854775807]})", R"({"value":[1,0,9223372036854776000]})").empty());
  CHECK(by_value(R"({"value":{"a":1.5}})", R"({"value":{"a":1.25}})") == V{"structure value"});
  CHECK(seen(R"({"calls":[1,2]})", R"({"calls":[1]})") == V{"structure calls"});
  CHECK(seen(R"({"text":[]})", R"({})") == V{"structure text"});
  // GaryML: patterns all the way down, "parameters" too.
  CHECK(seen(R"({"document":{"parameters":[{"key":"a"}]}})", R"({"document":{"parameters":[{"key":"a","span":1}]}})",
             Level::spans, DataRule::pattern_everywhere)
            .empty());
}

TEST_CASE("each difference names the level it breaks", "[conform]") {
  const char* expected = R"({"diagnostics":[{"code":"A","severity":"error","line":1,"column":2,"offset":1}],
                             "calls":[{"span":{"start":{"line":1,"column":1,"offset":0}}}]})";
  CHECK(seen(expected, R"({"diagnostics":[{"code":"A","severity":"error","line":1,"column":2,"offset":1}],
                          "calls":[{"span":{"start":{"line":2,"column":1,"offset":0}}}]})") == V{"spans calls[0].span.start.line"});
  CHECK(seen(expected, R"({"diagnostics":[{"code":"A","severity":"error","line":1,"column":3,"offset":1}],
                          "calls":[{"span":{"start":{"line":1,"column":1,"offset":0}}}]})") == V{"positions diagnostics[0].column"});
  CHECK(seen(expected, R"({"diagnostics":[{"code":"A","severity":"warning","line":1,"column":2,"offset":1}],
                          "calls":[{"span":{"start":{"line":1,"column":1,"offset":0}}}]})") == V{"diagnostics diagnostics"});
  CHECK(seen(expected, R"({"calls":[{"span":{"start":{"line":1,"column":1,"offset":0}}}]})") == V{"diagnostics diagnostics"});
  // A laxer level does not see what only a stricter one does.
  CHECK(seen(expected, R"({"diagnostics":[{"code":"A","severity":"error","line":1,"column":3,"offset":9}],
                          "calls":[{"span":{}}]})", Level::diagnostics).empty());
  CHECK(seen(expected, R"({"calls":[{"span":{}}]})", Level::structure).empty());
  // TELT errors (a list in order) and their block lines.
  CHECK(seen(R"({"errors":[{"code":"X","block_context":{"start_line":1}}]})",
             R"({"errors":[{"code":"X","block_context":{"start_line":2}}]})") == V{"positions errors[0].block_context.start_line"});
  CHECK(seen(R"({"errors":[{"code":"X"}]})", R"({"errors":[]})") == V{"diagnostics errors"});
}

TEST_CASE("diagnostics are a multiset, a moved one is a positions failure, not another diagnostic", "[conform]") {
  const char* expected = R"({"diagnostics":[{"code":"A","severity":"error","line":1,"column":1,"fix_hint":"a"},
                                            {"code":"B","severity":"error","line":1,"column":5,"fix_hint":"b"}]})";
  // Any order in the result.
  CHECK(seen(expected, R"({"diagnostics":[{"code":"B","severity":"error","line":1,"column":5,"fix_hint":"b"},
                                          {"code":"A","severity":"error","line":1,"column":1,"fix_hint":"a"}]})").empty());
  // A moved past B: sorted by position the pairs differ, but only positions are wrong.
  const char* moved = R"({"diagnostics":[{"code":"A","severity":"error","line":1,"column":9,"fix_hint":"a"},
                                         {"code":"B","severity":"error","line":1,"column":5,"fix_hint":"b"}]})";
  for (const std::string& d : seen(expected, moved)) CHECK(d.rfind("positions ", 0) == 0);
  CHECK(!seen(expected, moved).empty());
  CHECK(seen(expected, moved, Level::diagnostics).empty());
  // A fix hint is prose: only the messages level compares it, paired by position.
  const char* reworded = R"({"diagnostics":[{"code":"A","severity":"error","line":1,"column":1,"fix_hint":"x"},
                                            {"code":"B","severity":"error","line":1,"column":5,"fix_hint":"b"}]})";
  CHECK(seen(reworded, reworded).empty());
  CHECK(seen(expected, reworded, Level::spans).empty());
  CHECK(seen(expected, reworded, Level::messages) == V{"messages diagnostics[0].fix_hint"});
  CHECK(seen(R"({"errors":[{"code":"X","fix_hint":"a"}]})", R"({"errors":[{"code":"X","fix_hint":"b"}]})", Level::spans).empty());
}

TEST_CASE("differences are shown short", "[conform]") {
  const std::string long_text(500, 'a');
  const auto d = compare_expected(Json{{"prompt", long_text + "b"}}, Json{{"prompt", long_text + "c"}});
  REQUIRE(d.size() == 1);
  CHECK(d[0].expected.size() < 150);
  CHECK(d[0].expected.find("ab") != std::string::npos);
  CHECK(d[0].actual.find("ac") != std::string::npos);
  CHECK(to_string(d[0]).rfind("prompt: expected …aaa", 0) == 0);
  CHECK(level_from_name("positions") == Level::positions);
  CHECK(level_from_name("messages") == Level::messages);
  CHECK(!level_from_name("strict"));
}

TEST_CASE("a diagnostic's fix: compared where given, levels as for any position, null pins none", "[conform]") {
  const char* with_fix = R"({"diagnostics":[{"code":"A","severity":"error","line":1,"column":3,"fix":{"edits":[
      {"start":{"line":1,"column":3,"offset":2},"end":{"line":1,"column":3,"offset":2},"text":","}]}}]})";
  CHECK(seen(with_fix, with_fix).empty());
  // Another text is a diagnostics failure; another offset only a spans one.
  CHECK(seen(with_fix, R"({"diagnostics":[{"code":"A","severity":"error","line":1,"column":3,"fix":{"edits":[
      {"start":{"line":1,"column":3,"offset":2},"end":{"line":1,"column":3,"offset":2},"text":";"}]}}]})") ==
        V{"diagnostics diagnostics[0].fix.edits[0].text"});
  CHECK(seen(with_fix, R"({"diagnostics":[{"code":"A","severity":"error","line":1,"column":3,"fix":{"edits":[
      {"start":{"line":1,"column":3,"offset":9},"end":{"line":1,"column":3,"offset":2},"text":","}]}}]})") ==
        V{"spans diagnostics[0].fix.edits[0].start.offset"});
  // A result without the fix fails; "fix": null passes only a result without one.
  const char* without = R"({"diagnostics":[{"code":"A","severity":"error","line":1,"column":3}]})";
  CHECK(!seen(with_fix, without).empty());
  const char* none = R"({"diagnostics":[{"code":"A","severity":"error","line":1,"column":3,"fix":null}]})";
  CHECK(seen(none, without).empty());
  CHECK(!seen(none, with_fix).empty());
}
