// The streaming entry points `llmfmt parse` writes with (src/api/llmfmt.cpp write_json): each
// hands over its items in order, each the same as in the whole-document parse, and keeps nothing
// of them but what it documents.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "llmfmt/json5.h"
#include "llmfmt/llmfmt.h"
#include "llmfmt/stf.h"
#include "llmfmt/telt.h"

using namespace llmfmt;

namespace {

// Every event as a short line: "{k" / "[k" begin (k: the key, "-" for none), "}" / "]" end,
// "k=json" a value.
class EventLog : public json5::ValueEvents {
 public:
  std::vector<std::string> lines;

  void begin_object(const std::optional<std::string_view>& key) override { lines.push_back("{" + name(key)); }
  void begin_array(const std::optional<std::string_view>& key) override { lines.push_back("[" + name(key)); }
  void end_object() override { lines.emplace_back("}"); }
  void end_array() override { lines.emplace_back("]"); }
  void value(const std::optional<std::string_view>& key, const Value& value) override {
    lines.push_back(name(key) + "=" + to_json(value).dump());
  }

 private:
  static std::string name(const std::optional<std::string_view>& key) { return key ? std::string(*key) : "-"; }
};

}  // namespace

TEST_CASE("stf::parse_each hands each message over in order and keeps none", "[stf][stream]") {
  // A role message with `;extra`, a `;raw` message, metadata between them, a message after an
  // error (its data lines before any message are dropped), and the last one ended by the input.
  const std::string text =
      ";meta\n{title: 't'}\n;end\n;user name=a\nhi\n;extra\n{x: 1}\n;end\n;raw\n{role: 'tool', content: [1]}\n;end\n"
      ";flush\nlost\n;ai\nbye\nsee you";
  const stf::Result whole = stf::parse(text);
  std::vector<Value> seen;
  const stf::Result streamed = stf::parse_each(text, {[&](const Value& m) { seen.push_back(m); }});
  REQUIRE(whole.document.messages.size() == 3);
  CHECK(seen == whole.document.messages);
  CHECK(seen.at(0).as_object().find("extra") != nullptr);  // handed over only once its `;extra` was read
  CHECK(to_json(seen.at(2)).at("content") == "bye\nsee you");
  CHECK(streamed.document.messages.empty());
  REQUIRE(streamed.document.metadata);
  CHECK(*streamed.document.metadata == *whole.document.metadata);
  CHECK(to_json(streamed.diagnostics) == to_json(whole.diagnostics));
  REQUIRE(whole.diagnostics.size() == 1);  // DATA_BEFORE_MESSAGE
}

TEST_CASE("telt::parse_each hands each block over whole and keeps none", "[telt][stream]") {
  // A valid block, one whose hash is mistyped on its END (cut there; the block after it
  // survives), and one never closed.
  const std::string text =
      "#!telt [3-char SHA: abc]\n=== EXEC ===\nls\n--END abc--\n--END abc--\n"
      "#!telt [3-char SHA: def]\n=== EXEC ===\npwd\n--END dxf--\n"
      "#!telt [3-char SHA: ghi]\n=== CREATE_FILE ===\n--path a--\nx\n";
  const telt::Result whole = telt::parse(text);
  std::vector<telt::Block> seen;
  telt::Summary summary;
  const telt::Result streamed = telt::parse_each(text, {[&](const telt::Block& b) {
                                                   seen.push_back(b);
                                                   summary.add(b);
                                                 }});
  REQUIRE(whole.document.blocks.size() == 3);
  REQUIRE(seen.size() == 3);
  for (std::size_t i = 0; i < seen.size(); ++i) CHECK(telt::to_json(seen[i]) == telt::to_json(whole.document.blocks[i]));
  CHECK(streamed.document.blocks.empty());
  CHECK(!seen[1].valid);
  CHECK(telt::to_json(summary) == telt::summary_json(whole));
  CHECK(telt::to_json(summary) == Json{{"blocks_parsed", 3}, {"blocks_valid", 1}, {"commands_found", 3}, {"commands_valid", 1}});
  // The errors keep their block context (commands_parsed counts the dropped commands).
  REQUIRE(streamed.block_contexts.size() == whole.block_contexts.size());
  for (std::size_t i = 0; i < whole.diagnostics.size(); ++i)
    CHECK(telt::error_json(streamed.diagnostics[i], streamed.block_contexts[i]) ==
          telt::error_json(whole.diagnostics[i], whole.block_contexts[i]));
}

TEST_CASE("json5::parse_each gives the value as events in order, objects with repeated keys whole",
          "[json5][stream]") {
  EventLog log;
  const json5::Result r = json5::parse_each("{a: [1, {b: 'x'}], c: {d: 1, d: 2, e: [3]}, f: {}, 'g': []}", log);
  CHECK(!r.document.value);
  REQUIRE(r.diagnostics.size() == 1);  // DUPLICATE_KEY, a warning: there is a value
  CHECK(r.diagnostics[0].code == "DUPLICATE_KEY");
  CHECK(log.lines == std::vector<std::string>{"{-", "[a", "-=1", "{-", "b=\"x\"", "}", "]",
                                              R"(c={"d":2,"e":[3]})", "{f", "}", "[g", "]", "}"});

  // A key that is not UTF-8: its object comes whole (write_json writes such an object as
  // to_json() does); a scalar text is one value.
  EventLog bad_key, scalar;
  json5::parse_each("[{\"\xff\": 1}, 2]", bad_key);
  REQUIRE(bad_key.lines.size() == 4);
  CHECK(bad_key.lines[1].substr(0, 2) == "-=");
  CHECK(bad_key.lines[2] == "-=2");
  json5::parse_each("7", scalar);
  CHECK(scalar.lines == std::vector<std::string>{"-=7"});
}

TEST_CASE("json5::parse_each gives nothing when parse() has no value, and parse()'s diagnostics", "[json5][stream]") {
  // The error comes after most of the value has been read: no event may have gone out.
  for (const std::string text : {"{a: [1, 2, 3], b: {c: 1}} x", "[1, 2", "", "{a: nope}"}) {
    EventLog log;
    const json5::Result r = json5::parse_each(text, log);
    INFO(text);
    CHECK(log.lines.empty());
    CHECK(to_json(r.diagnostics) == to_json(json5::parse(text).diagnostics));
  }
}

TEST_CASE("json5::parse_each over a tape of several chunks gives parse()'s value", "[json5][stream]") {
  // The tape grows in chunks of 1 MiB: the items' records (integers of every size, doubles, keys,
  // objects given whole; over 1 MiB of them) cross the first boundary, a long string the second.
  // (Small enough for the sanitizer build: the text is read three times.)
  std::string text = "{items: [";
  for (int i = 0; i < 25000; ++i) {
    const std::string n = std::to_string(i);
    text += "{k" + n + ": " + n + ", big: -" + std::to_string(i + 1) + "23456789012, d: " + n + ".5, s: 's" + n + "', x: [true, null]";
    text += i % 1000 == 0 ? ", k" + n + ": 'again'}," : "},";
  }
  text += "9223372036854775807, -9223372036854775807, 1e400], long: '" + std::string((1 << 20) + 4096, 'x') + "'}";
  const json5::Result whole = json5::parse(text);
  INFO(to_json(whole.diagnostics).dump().substr(0, 500));
  REQUIRE(whole.document.value);
  CHECK(parse_to_json(Format::json5, text, {}, -1) == json5::to_json(whole).dump(-1));
}
