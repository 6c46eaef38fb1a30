#include <catch2/catch.hpp>

#include "core/antlr/byte_char_stream.h"
#include "core/diagnostic_collector.h"
#include "core/hints.h"
#include "llmfmt/core/json.h"
#include "llmfmt/json5.h"
#include "llmfmt/llmist.h"
#include "llmfmt/stf.h"

using namespace llmfmt;

namespace {
Diagnostic at_line(std::size_t line, std::size_t offset, const char* code = "X") {
  Diagnostic d;
  d.code = code;
  d.message = "m";
  d.span.start = {line, 1, offset};
  return d;
}
}  // namespace

TEST_CASE("context window: two lines either side, the line marked", "[core][diagnostics]") {
  DiagnosticCollector c;
  for (const char* line : {"one", "two", "three", "four", "five", "six"}) c.add_line(line);
  c.report(at_line(3, 8));
  const auto out = c.take();
  REQUIRE(out.size() == 1);
  CHECK(out[0].content == "three");
  CHECK(out[0].context_window == "line 1: one\nline 2: two\nline 3: three  <-- ERROR HERE\nline 4: four\nline 5: five");
}

TEST_CASE("a diagnostic waits for the lines after it", "[core][diagnostics]") {
  DiagnosticCollector c;
  c.add_line("a");
  c.report(at_line(1, 0));
  c.add_line("b");
  c.retain_from(2);  // line 1 may be forgotten only once the diagnostic is complete
  c.add_line("c");
  c.add_line("d");
  const auto out = c.take();
  CHECK(out[0].context_window == "line 1: a  <-- ERROR HERE\nline 2: b\nline 3: c");
}

TEST_CASE("the window is cut at the input's edges and long lines are shortened", "[core][diagnostics]") {
  DiagnosticCollector c;
  c.add_line(std::string(600, 'x'));
  c.report(at_line(1, 0));
  const auto out = c.take();
  CHECK(out[0].content == std::string(500, 'x') + "\xE2\x80\xA6");
  CHECK(out[0].context_window == "line 1: " + std::string(500, 'x') + "\xE2\x80\xA6  <-- ERROR HERE");
}

TEST_CASE("a long line's content and window take no more room than their text", "[core][diagnostics]") {
  // Every diagnostic of a minified line keeps its own cut copy of it: appended to, the strings
  // would keep up to twice the room (1 000 bytes for the 503 of a cut line and its "…").
  DiagnosticCollector c;
  const std::string line(100000, 'x');
  for (int i = 0; i < 5; ++i) c.add_line(line);
  c.report(at_line(3, 200002));
  const auto out = c.take();
  REQUIRE(out.size() == 1);
  CHECK(out[0].content.size() == DiagnosticCollector::kMaxLineBytes + 3);
  CHECK(out[0].content.capacity() <= out[0].content.size() + 16);
  CHECK(out[0].context_window.size() > 5 * DiagnosticCollector::kMaxLineBytes);
  CHECK(out[0].context_window.capacity() <= out[0].context_window.size() + 16);
}

TEST_CASE("diagnostics come out ordered by offset, stable", "[core][diagnostics]") {
  DiagnosticCollector c;
  c.add_line("x");
  c.report(at_line(1, 5, "B"));
  c.report(at_line(1, 1, "A"));
  c.report(at_line(1, 5, "C"));
  const auto out = c.take();
  CHECK(out[0].code == "A");
  CHECK(out[1].code == "B");
  CHECK(out[2].code == "C");
}

TEST_CASE("snapshots keep a line's context for later diagnostics", "[core][diagnostics]") {
  DiagnosticCollector c;
  c.add_line("header");
  const std::size_t h = c.snapshot(1);
  c.add_line("body");
  c.retain_from(2);
  for (int i = 0; i < 10; ++i) c.add_line("more");
  CHECK(c.snapshot_at(h).content == "header");
  CHECK(c.snapshot_at(h).context_window == "line 1: header  <-- ERROR HERE\nline 2: body\nline 3: more");
}

TEST_CASE("a diagnostic made from a snapshot keeps its context after the lines are gone", "[core][diagnostics]") {
  DiagnosticCollector c;
  c.add_line("header");
  const std::size_t h = c.snapshot(1);
  for (int i = 0; i < 10; ++i) c.add_line("more");
  c.retain_from(11);
  Diagnostic d = c.snapshot_at(h);
  d.code = "LATE";
  d.span.start = {1, 1, 0};
  c.report(d);
  const auto out = c.take();
  CHECK(out[0].content == "header");
  CHECK(out[0].context_window == "line 1: header  <-- ERROR HERE\nline 2: more\nline 3: more");
}

TEST_CASE("a diagnostic on a line let go is completed from the source when rereading", "[core][diagnostics]") {
  // Line 1 begins after a BOM; line 3 ends in CR LF (the CR is not part of it); the last line has
  // no LF.
  const std::string text = "\xEF\xBB\xBFone\ntwo\nthree\r\nfour\nfive\nsix";
  ByteCharStream source;
  source.reset(text);
  auto run = [&](bool reread) {
    DiagnosticCollector c;
    c.read_from(&source);
    if (reread) c.reread_dropped_lines(true);
    std::size_t at = 3;
    for (std::size_t n = 1; at <= text.size(); ++n) {
      std::size_t lf = text.find('\n', at);
      if (lf == std::string::npos) lf = text.size();
      c.add_line(at, lf - at - (lf > at && text[lf - 1] == '\r' ? 1 : 0));
      at = lf + 1;
    }
    c.retain_from(7);  // every line may go
    c.report(at_line(1, 4, "FIRST"));    // "one", byte 1
    c.report(at_line(4, 19, "MIDDLE"));  // "four", byte 1
    c.report(at_line(6, 31, "LAST"));    // "six", at its end
    return c.take();
  };
  const auto out = run(true);
  REQUIRE(out.size() == 3);
  CHECK(out[0].content == "one");
  CHECK(out[0].context_window == "line 1: one  <-- ERROR HERE\nline 2: two\nline 3: three");
  CHECK(out[1].content == "four");
  CHECK(out[1].context_window ==
        "line 2: two\nline 3: three\nline 4: four  <-- ERROR HERE\nline 5: five\nline 6: six");
  CHECK(out[2].content == "six");
  CHECK(out[2].context_window == "line 4: four\nline 5: five\nline 6: six  <-- ERROR HERE");
  // Without rereading, lines 1 to 4 are gone (retain_from keeps two lines back).
  const auto gone = run(false);
  CHECK(gone[1].content.empty());
  CHECK(gone[1].context_window == "line 5: five\nline 6: six");
}

TEST_CASE("Diagnostic JSON has the fields of DECISIONS §0", "[core][json]") {
  Diagnostic d = at_line(2, 9);
  d.severity = Severity::warning;
  d.fix_hint = "do this";
  const Json j = to_json(d);
  for (const char* key : {"code", "message", "severity", "line", "column", "offset", "content", "context_window", "fix_hint"})
    CHECK(j.contains(key));
  CHECK(j["severity"] == "warning");
  CHECK(has_errors({d}) == false);
  d.severity = Severity::error;
  CHECK(has_errors({d}));
}

TEST_CASE("a message quotes at most 80 bytes of the input in every format", "[core][diagnostics]") {
  CHECK(in_quotes("abc") == "'abc'");
  CHECK(in_quotes(std::string(80, 'a')) == "'" + std::string(80, 'a') + "'");
  CHECK(in_quotes(std::string(81, 'a')) == "'" + std::string(80, 'a') + "…'");
  // never inside a UTF-8 sequence: 79 ASCII bytes, then a 2-byte letter that would end at byte 81
  CHECK(in_quotes(std::string(79, 'a') + "\xC3\xA9z") == "'" + std::string(79, 'a') + "…'");

  const std::string long_name(300, 'x');
  const auto longest_message = [](const std::vector<Diagnostic>& diagnostics) {
    std::size_t longest = 0;
    for (const Diagnostic& d : diagnostics) longest = std::max(longest, d.message.size());
    return longest;
  };
  const std::vector<Diagnostic> stf = stf::parse(";" + long_name + "\n").diagnostics;  // UNKNOWN_COMMAND
  REQUIRE(!stf.empty());
  CHECK(longest_message(stf) < 200);
  const std::vector<Diagnostic> json5 = json5::parse("{a: " + long_name + "}").diagnostics;  // a bare word
  REQUIRE(!json5.empty());
  CHECK(longest_message(json5) < 200);
}
