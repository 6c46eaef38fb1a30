#include <algorithm>
#include <catch2/catch.hpp>

#include "llmfmt/llmist.h"

using namespace llmfmt;
using namespace llmfmt::llmist;

TEST_CASE("a call is delivered as soon as its block is terminated", "[llmist][stream]") {
  std::vector<std::string> events;
  StreamParser p({}, {[&](const Call& c) { events.push_back("call " + c.invocation_id); },
                      [&](const TextSegment& t) { events.push_back("text " + t.text); }});
  p.feed("Intro\n!!!GADGET_START:A:a1\n!!!ARG:x\n1\n");
  CHECK(events == std::vector<std::string>{"text Intro\n"});  // the START line completed the prose
  p.feed("!!!GADGET_E");
  CHECK(events.size() == 1);  // END not complete yet
  p.feed("ND\n");
  CHECK(events == std::vector<std::string>{"text Intro\n", "call a1"});
  p.feed("!!!GADGET_START:B\n");
  const Document doc = p.finish().document;
  CHECK(events.back() == "call gadget_1");
  CHECK(events.size() == 3);
  CHECK(doc.calls.empty());  // the handlers had them
  CHECK(doc.text.empty());
}

TEST_CASE("a START line without its newline at the end is text", "[llmist][stream]") {
  const Document doc = parse("!!!GADGET_START:Pending:p1").document;
  CHECK(doc.calls.empty());
  REQUIRE(doc.text.size() == 1);
  CHECK(doc.text[0].text == "!!!GADGET_START:Pending:p1");
}

TEST_CASE("finish() leaves the parser ready for a new input", "[llmist][stream]") {
  StreamParser p;
  p.feed("!!!GADGET_START:A\n");
  CHECK(p.finish().document.calls.at(0).invocation_id == "gadget_1");
  p.feed("!!!GADGET_START:A\n");
  const Document second = p.finish().document;
  CHECK(second.calls.at(0).invocation_id == "gadget_1");  // auto ids count per input
  CHECK(second.calls.at(0).span.start.offset == 0);
}

TEST_CASE("bad marker options are a usage error, not a parse result", "[llmist][options]") {
  Options empty;
  empty.markers.arg = "";
  CHECK_THROWS_AS(parse("x", empty), std::invalid_argument);
  Options same;
  same.markers.end = same.markers.start;
  CHECK_THROWS_AS(StreamParser(same), std::invalid_argument);
  Options newline;
  newline.markers.start = "a\nb";
  CHECK_THROWS_AS(parse("x", newline), std::invalid_argument);
}

TEST_CASE("non-ASCII custom markers compare as bytes", "[llmist][options]") {
  Options o;
  o.markers = {"⟦CALL⟧", "⟦END⟧", "⟦ARG⟧"};
  const Document doc = parse("⟦CALL⟧Echo\n⟦ARG⟧text\nhé\n⟦END⟧\n", o).document;
  REQUIRE(doc.calls.size() == 1);
  CHECK(doc.calls[0].parameters->as_object().find("text")->as_string() == "hé");
}

TEST_CASE("1-byte feeds of a long input give the one-shot result", "[llmist][stream]") {
  std::string text;
  for (int i = 0; i < 200; ++i)
    text += "prose " + std::to_string(i) + "\n!!!GADGET_START:T:t" + std::to_string(i) + (i ? ":t" + std::to_string(i - 1) : "") +
            "\n!!!ARG:n\n" + std::to_string(i) + "\n" + (i % 3 ? "!!!GADGET_END\n" : "");
  StreamParser p;
  for (char c : text) p.feed(std::string_view(&c, 1));
  CHECK(to_json(p.finish()) == to_json(parse(text)));
}

TEST_CASE("a deep pointer is an error, never a deep recursion", "[llmist]") {
  std::string pointer = "a";
  for (int i = 0; i < 100000; ++i) pointer += "/a";
  const Result r = parse("!!!GADGET_START:T\n!!!ARG:" + pointer + "\nv\n");
  REQUIRE(r.document.calls.size() == 1);
  CHECK(r.document.calls[0].parse_error);
  CHECK(r.diagnostics.at(0).code == "NESTING_TOO_DEEP");
}

TEST_CASE("parse_each hands each call over and keeps the kinds without a handler, check keeps nothing", "[llmist]") {
  const std::string text =
      "Intro\n!!!GADGET_START:A:a1\n!!!ARG:x\n1\n!!!GADGET_END\n!!!GADGET_START:B:b1:a1,zz\n!!!ARG:y\nv\nOutro\n";
  const Result whole = parse(text);
  std::vector<Call> seen;
  const Result calls_given = parse_each(text, {[&](const Call& c) { seen.push_back(c); }, nullptr});
  REQUIRE(seen.size() == 2);
  CHECK(to_json(seen[0]) == to_json(whole.document.calls[0]));  // handed over complete
  CHECK(to_json(seen[1]) == to_json(whole.document.calls[1]));
  CHECK(calls_given.document.calls.empty());  // a call given to a handler is not kept
  REQUIRE(whole.document.text.size() == 1);  // "Outro" is part of B's value
  CHECK(to_json(calls_given.document.text[0]) == to_json(whole.document.text[0]));  // the text, which has no handler, is kept
  CHECK(to_json(calls_given.diagnostics) == to_json(whole.diagnostics));  // UNKNOWN_DEPENDENCY zz
  REQUIRE(whole.diagnostics.size() == 1);
  CHECK(to_json(check(text)) == to_json(whole.diagnostics));
  CHECK(to_json(parse_each(text, {})) == to_json(whole));  // parse() is parse_each() without handlers
}

TEST_CASE("parse_each hands over every call and text segment in document order, as parse() gives them", "[llmist]") {
  // CR LF prose (read as LF), a BOM, text after END, a blank segment (none), an unknown
  // dependency and a cycle through a repeated id: their diagnostics read their lines again.
  const std::string text =
      "\xEF\xBB\xBFIntro\r\n\r\n!!!GADGET_START:A:a:b,zz\r\n!!!ARG:x\r\n1\r\n!!!GADGET_END tail\r\nmid\n"
      "!!!GADGET_START:B:b:a\n!!!GADGET_END\n  \n!!!GADGET_START:C:a\n!!!GADGET_END\nOutro";
  const Result whole = parse(text);
  std::vector<std::string> events;  // "call <json>" / "text <json>", in the order they came
  const Result each = parse_each(text, {[&](const Call& c) { events.push_back("call " + to_json(c).dump()); },
                                        [&](const TextSegment& s) { events.push_back("text " + to_json(s).dump()); }});
  CHECK(each.document.calls.empty());
  CHECK(each.document.text.empty());
  const std::vector<Diagnostic>& diagnostics = each.diagnostics;
  // parse()'s items in document order (by where they start)
  std::vector<std::pair<std::size_t, std::string>> items;
  for (const Call& c : whole.document.calls) items.emplace_back(c.span.start.offset, "call " + to_json(c).dump());
  for (const TextSegment& s : whole.document.text) items.emplace_back(s.span.start.offset, "text " + to_json(s).dump());
  std::sort(items.begin(), items.end());
  std::vector<std::string> expected;
  for (const auto& item : items) expected.push_back(item.second);
  CHECK(events == expected);
  REQUIRE(whole.document.text.size() == 3);
  CHECK(whole.document.text[0].text == "Intro\n\n");
  CHECK(whole.document.text[1].text == " tail\nmid\n");
  CHECK(to_json(diagnostics) == to_json(whole.diagnostics));
  std::vector<std::string> codes;
  for (const Diagnostic& d : diagnostics) codes.push_back(d.code);
  CHECK(codes == std::vector<std::string>{"BOM_SKIPPED", "DEPENDENCY_CYCLE", "UNKNOWN_DEPENDENCY", "UNEXPECTED_TEXT",
                                          "DUPLICATE_INVOCATION_ID"});
  CHECK(diagnostics[1].context_window ==
        "line 1: Intro\nline 2: \nline 3: !!!GADGET_START:A:a:b,zz  <-- ERROR HERE\nline 4: !!!ARG:x\nline 5: 1");
  CHECK(diagnostics[2].span.start == Position{3, 23, 34});  // BOM 3 + "Intro\r\n" 7 + "\r\n" 2, then 22 bytes
  // A stream, which keeps no input, gives the same diagnostics from its copies.
  StreamParser p;
  for (char c : text) p.feed(std::string_view(&c, 1));
  CHECK(to_json(p.finish().diagnostics) == to_json(diagnostics));
  CHECK(to_json(check(text)) == to_json(diagnostics));
}

TEST_CASE("a stream fed byte by byte gives the whole-text result over a long input", "[llmist][stream]") {
  std::string text;
  for (int i = 0; i < 2000; ++i)
    text += "Prose line " + std::to_string(i) + "\n!!!GADGET_START:T:t" + std::to_string(i) +
            "\n!!!ARG:a/0\n" + std::string(static_cast<std::size_t>(i % 70), 'x') + "\n!!!GADGET_END\n";
  StreamParser p;
  for (char c : text) p.feed(std::string_view(&c, 1));
  CHECK(to_json(p.finish()) == to_json(parse(text)));
}

TEST_CASE("replayed syntax lines give what lexing them gives, past the memo's bounds", "[llmist][memo]") {
  // More distinct syntax lines than the line memo holds (4 096; it is emptied when full), each
  // seen twice in both modes a marker line can begin in, and lines too long to remember.
  std::string text;
  const std::string long_name(300, 'x');
  for (int i = 0; i < 2600; ++i) {
    const std::string n = std::to_string(i % 1300);
    text += "!!!GADGET_START:T" + n + ":id" + std::to_string(i) + "\n!!!ARG:p" + n + "/" + n + "\nv\n";
    text += "!!!ARG:" + long_name + n + "\nw\n!!!ARG:bad seg" + n + "\n!!!GADGET_END" + (i % 2 ? " trailing" : "") + "\n";
    text += "!!!GADGET_END\n!!!ARG:prose " + n + "\n";  // in prose: both are text
  }
  Options reference;
  reference.reference_lexer = true;
  const Result fast = parse(text);
  REQUIRE(fast.document.calls.size() == 2600);
  CHECK(to_json(fast) == to_json(parse(text, reference)));
  StreamParser stream;
  for (std::size_t at = 0; at < text.size(); at += 61) stream.feed(std::string_view(text).substr(at, 61));
  CHECK(to_json(stream.finish()) == to_json(fast));
}
