// Seeded property tests of the STF codec (DECISIONS §5: "Encoding then decoding any message list
// gives the same list (property-tested)").
//
//   1. random message lists (+ metadata) → encode → decode → the same list, without diagnostics;
//   2. random STF text → decode → encode → decode → the same messages and metadata, no errors.
//
// The generators use the shared SplitMix64, so every run checks the same cases; a failure prints
// the seed-derived case number and the text involved.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "fixture_support.h"
#include "llmfmt/stf.h"

using namespace llmfmt;
using llmfmt::testing::SplitMix64;

namespace {

// Pieces that stress the format: command and comment look-alikes, quotes, escapes, blanks, CR,
// non-ASCII text.
const char* const kTextPieces[] = {
    "hello", "Hello, world!", ";", ";;", ";user", ";end", ";/*", ";*/", ";#", "; // x", ";raw", ";extra x=1",
    " ;indented", "\t", " ", "", "\r", "a\rb", "=", "role=user", "name=\"x\"", "'", "\"", "'q'", "\\", "\\n",
    "{a: 1}", "[1, 2]", "#", "//", "/*", "*/", "héllo", "Grüße", "日本語", "🙂", "\xE2\x80\xA8", "\x0B", "\x7F",
    "a b", "x=y z", "Infinity", "null", "true", "0x1F", "-0", "1e5", "{", "}", "bad\xFF byte", "\xC3(",
};

const char* const kRoles[] = {"user", "assistant", "system", "developer", "tool", "critic", "Tool Bot", "",
                              "a\"b", "'q", "x'", "line\nbreak", "cr\r", "ユーザー", "user ", "=", ";user"};

std::string piece(SplitMix64& rng) { return kTextPieces[rng.below(sizeof kTextPieces / sizeof *kTextPieces)]; }

std::string random_line(SplitMix64& rng) {
  std::string s;
  const std::size_t n = rng.below(4);
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0 && rng.below(2)) s += ' ';
    s += piece(rng);
  }
  return s;
}

std::string random_text(SplitMix64& rng) {
  std::string s;
  const std::size_t lines = rng.below(5);
  for (std::size_t i = 0; i < lines; ++i) {
    if (i > 0) s += '\n';
    s += random_line(rng);
  }
  for (std::size_t n = rng.below(3); n > 0; --n) s += '\n';  // trailing newlines
  return s;
}

Value random_value(SplitMix64& rng, int depth) {
  switch (rng.below(depth > 2 ? 7 : 9)) {
    case 0: return nullptr;
    case 1: return rng.below(2) == 0;
    case 2: {
      const std::int64_t ints[] = {0, 1, -1, 42, std::numeric_limits<std::int64_t>::max(),
                                   std::numeric_limits<std::int64_t>::min()};
      return ints[rng.below(6)];
    }
    case 3: {
      const double doubles[] = {0.5, -0.0, 1.0, 0.1, 1e300, -2.5e-8, 3.0e20, std::numeric_limits<double>::infinity(),
                                -std::numeric_limits<double>::infinity(), std::nan(""), 123456.789};
      return doubles[rng.below(11)];
    }
    case 4:
    case 5:
    case 6: return random_text(rng);
    case 7: {
      Array a;
      for (std::size_t n = rng.below(4); n > 0; --n) a.push_back(random_value(rng, depth + 1));
      return a;
    }
    default: {
      Object o;
      const char* keys[] = {"a", "b_c", "$x", "true", "null", "a b", "", "ключ", "1x", "type", "text", "extra"};
      for (std::size_t n = rng.below(4); n > 0; --n) o.set(keys[rng.below(12)], random_value(rng, depth + 1));
      return o;
    }
  }
}

Value random_message(SplitMix64& rng) {
  Object m;
  m.set("role", kRoles[rng.below(sizeof kRoles / sizeof *kRoles)]);
  if (rng.below(6) == 0) {  // content parts: only ;raw carries them
    Array parts;
    for (std::size_t n = rng.below(3); n > 0; --n) {
      Object part;
      part.set("type", "text");
      part.set("text", random_text(rng));
      parts.push_back(std::move(part));
    }
    m.set("content", std::move(parts));
  } else {
    m.set("content", random_text(rng));
  }
  for (const char* key : {"name", "id", "call_id"})
    if (rng.below(3) == 0) {
      if (rng.below(8) == 0)
        m.set(key, random_value(rng, 1));  // not a string: ;raw
      else
        m.set(key, random_line(rng));
    }
  if (rng.below(3) == 0) m.set("extra", random_value(rng, 0));
  if (rng.below(8) == 0) m.set("reasoning", random_text(rng));  // a field only ;raw carries
  return m;
}

std::string show(const std::string& s) { return Json(to_valid_utf8(s)).dump(); }

// Diagnostics other than the warnings the generated values bring on purpose (NON_FINITE_NUMBER for
// Infinity and NaN, INVALID_UTF8 for stray bytes), as text.
std::string unexpected_diagnostics(const std::vector<Diagnostic>& diagnostics) {
  std::string out;
  for (const Diagnostic& d : diagnostics)
    if (d.code != "NON_FINITE_NUMBER" && d.code != "INVALID_UTF8")
      out += d.code + " at " + std::to_string(d.span.start.line) + ":" + std::to_string(d.span.start.column) + "; ";
  return out;
}

}  // namespace

TEST_CASE("stf: encode then decode gives the same messages", "[stf][property]") {
  SplitMix64 rng{20261122};
  for (int n = 0; n < 3000; ++n) {
    std::vector<Value> messages;
    for (std::size_t k = rng.below(5); k > 0; --k) messages.push_back(random_message(rng));
    std::optional<Value> metadata;
    if (rng.below(3) == 0) metadata = random_value(rng, 0);

    const std::string text = stf::encode(messages, metadata);
    INFO("case " << n << ", encoded text: " << show(text));
    REQUIRE((text.empty() || text.back() == '\n'));
    const stf::Result back = stf::parse(text);
    CHECK(unexpected_diagnostics(back.diagnostics) == "");
    REQUIRE(back.document.messages.size() == messages.size());
    for (std::size_t i = 0; i < messages.size(); ++i) {
      INFO("message " << i << ": " << to_json(messages[i]).dump());
      CHECK(back.document.messages[i] == messages[i]);
    }
    CHECK(back.document.metadata.has_value() == metadata.has_value());
    if (metadata && back.document.metadata) CHECK(*back.document.metadata == *metadata);
  }
}

TEST_CASE("stf: encoder options leave out extra and metadata, nothing else", "[stf][property]") {
  SplitMix64 rng{7};
  for (int n = 0; n < 500; ++n) {
    std::vector<Value> messages;
    for (std::size_t k = 1 + rng.below(4); k > 0; --k) messages.push_back(random_message(rng));
    const Value metadata = random_value(rng, 0);
    const std::string text = stf::encode(messages, metadata, {false, false});
    INFO("case " << n << ", encoded text: " << show(text));
    const stf::Result back = stf::parse(text);
    CHECK(unexpected_diagnostics(back.diagnostics) == "");
    CHECK_FALSE(back.document.metadata.has_value());
    REQUIRE(back.document.messages.size() == messages.size());
    for (std::size_t i = 0; i < messages.size(); ++i) {
      Object expected;
      for (const auto& [key, value] : messages[i].as_object())
        if (key != "extra") expected.set(key, value);
      CHECK(back.document.messages[i] == Value(expected));
    }
  }
}

namespace {

// A random line of STF text: mostly well-formed, sometimes not.
std::string random_stf_line(SplitMix64& rng) {
  static const char* const kLines[] = {
      ";user", ";ai", ";sys", ";dev", ";tool call_id=c1", ";assistant", ";developer", ";system", ";msg role=critic",
      ";msg", ";message role=\"a b\" name='N'", ";user name=\"John Doe\" id=7", ";msg {role:'user', name:\"J\"}",
      ";flush", ";end", ";raw", ";extra", ";meta", ";/*", ";*/", "; /* note", ";# comment", ";// comment",
      ";User", ";usr", ";", "; ", ";1x", ";user role = x", ";user Name=x", ";user name=\"open", ";user x=1",
      ";user name=a\"", ";end_x", ";ends", "{a: 1}", "{role: 'user', content: 'hi'}", "[1, 2,]", "'str'", "42",
      "Infinity", "{content: [{type: 'text', text: 'x'}], role: 'tool', extra: {k: NaN}}", "null", "{bad",
      ";;escaped", ";;;x", "", " ", "\t", "\r", ";user\r", ";end\r", "data\r",
  };
  if (rng.below(3) == 0) return random_line(rng);
  return kLines[rng.below(sizeof kLines / sizeof *kLines)];
}

}  // namespace

TEST_CASE("stf: decode, encode, decode gives the same result for any text", "[stf][property]") {
  SplitMix64 rng{424242};
  for (int n = 0; n < 3000; ++n) {
    std::string text;
    for (std::size_t k = rng.below(14); k > 0; --k) text += random_stf_line(rng) + "\n";
    if (rng.below(4) == 0 && !text.empty()) text.pop_back();  // no final LF
    stf::Options options;
    if (rng.below(4) == 0) options.default_role = "user";
    const stf::Result first = stf::parse(text, options);
    INFO("case " << n << ", input: " << show(text));
    std::string problems;
    for (const std::string& p : llmfmt::testing::stf_invariants(first)) problems += p + "\n";
    CHECK(problems == "");
  }
}
