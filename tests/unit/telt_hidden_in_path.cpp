// A path is shown as it looks (docs/formats/telt.md §5.2, HIDDEN_CHARACTER_IN_PATH), generated
// over every fixture: in each path value (FILE, FROM, TO, CWD) of each valid command of every TELT
// fixture, each character a reader cannot see — the invisible and format ones, bidi controls, a
// Unicode space, a control, a lone CR — at each position makes the command invalid, with a
// diagnostic whose span covers it and whose message names its code point, and whose fix gives
// the path back (a Unicode space: a hint only).
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "llmfmt/telt.h"

namespace {

std::string fixture_input(const nlohmann::json& c) {
  if (!c.contains("input")) return {};
  if (c["input"].is_string()) return c["input"].get<std::string>();
  std::string out;
  for (std::size_t i = 0; i < c["input"].size(); ++i) out += (i ? "\n" : "") + c["input"][i].get<std::string>();
  return out;
}

bool path_param(const std::string& name) { return name == "FILE" || name == "FROM" || name == "TO" || name == "CWD"; }

std::string with_fix(const std::string& text, const std::vector<llmfmt::Edit>& edits) {
  std::string out = text;
  for (auto e = edits.rbegin(); e != edits.rend(); ++e)
    out.replace(e->range.start.offset, e->range.end.offset - e->range.start.offset, e->text);
  return out;
}

}  // namespace

TEST_CASE("a character a reader cannot see in a path skips its command, named at its place", "[telt][paths]") {
  const std::vector<std::pair<std::string, std::string>> hidden = {
      {"\u200B", "U+200B"}, {"\u200C", "U+200C"}, {"\u200D", "U+200D"}, {"\u2060", "U+2060"},
      {"\uFEFF", "U+FEFF"}, {"\u00AD", "U+00AD"}, {"\u202E", "U+202E"}, {"\u2066", "U+2066"},
      {"\u200E", "U+200E"}, {"\u00A0", "U+00A0"}, {"\u3000", "U+3000"}, {"\x07", "U+0007"},
      {"\r", "U+000D"}};
  std::size_t tried = 0;
  for (const auto& entry : std::filesystem::directory_iterator(LLMFMT_SOURCE_DIR "/tests/fixtures/telt")) {
    std::ifstream in(entry.path());
    const nlohmann::json c = nlohmann::json::parse(in);
    const std::string text = fixture_input(c);
    if (text.empty()) continue;
    const llmfmt::telt::Result base = llmfmt::telt::parse(text);
    for (std::size_t b = 0; b < base.document.blocks.size(); ++b)
      for (std::size_t k = 0; k < base.document.blocks[b].commands.size(); ++k) {
        const llmfmt::telt::Command& command = base.document.blocks[b].commands[k];
        if (!command.valid) continue;
        for (const llmfmt::telt::Param& p : command.params) {
          if (!path_param(p.name) || p.value.empty() || p.value.find('\n') != std::string::npos) continue;
          const std::size_t value = text.find('\n', p.span.start.offset) + 1;  // the line after the delimiter
          REQUIRE(text.compare(value, p.value.size(), p.value) == 0);
          for (std::size_t at = value; at <= value + p.value.size(); ++at) {
            if (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) continue;
            for (const auto& [character, named] : hidden) {
              if (character == "\r" && at == value + p.value.size()) continue;  // CR LF: a line end
              std::string mutated = text;
              mutated.insert(at, character);
              CAPTURE(entry.path().filename().string(), mutated);
              const llmfmt::telt::Result r = llmfmt::telt::parse(mutated);
              REQUIRE(r.document.blocks.size() > b);
              REQUIRE(r.document.blocks[b].commands.size() > k);
              CHECK_FALSE(r.document.blocks[b].commands[k].valid);
              const llmfmt::Diagnostic* found = nullptr;
              for (const llmfmt::Diagnostic& d : r.diagnostics)
                if (d.code == "HIDDEN_CHARACTER_IN_PATH" && d.span.start.offset <= at &&
                    at < std::max(d.span.end.offset, d.span.start.offset + 1))
                  found = &d;
              REQUIRE(found != nullptr);
              CHECK(found->message.find(named) != std::string::npos);
              // Its fix gives the path back: the parse of the text fixed is the fixture's own. A
              // Unicode space might be meant as a space: a hint only.
              if (character == "\u00A0" || character == "\u3000") {
                CHECK(found->fix.empty());
              } else {
                const llmfmt::telt::Result fixed = llmfmt::telt::parse(with_fix(mutated, found->fix));
                CHECK(fixed.document.blocks[b].commands[k].valid);
                CHECK(fixed.document.blocks[b].commands[k].values(p.name) == command.values(p.name));
              }
              ++tried;
            }
          }
        }
      }
  }
  CHECK(tried > 1000);
}
