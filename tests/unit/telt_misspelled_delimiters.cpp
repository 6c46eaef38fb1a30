// A block's own delimiter written in another letter case or one edit off is never silent
// (docs/formats/telt.md §4.2, MISSPELLED_DELIMITER), generated: for END and every parameter name
// of the known commands, the delimiter `--NAME k4p--` inside a value, edited once — each
// character deleted, each pair of neighbours swapped, each character replaced by, and each
// insertion of, every printable ASCII character and a few look-alikes (an en dash, a full-width
// hyphen, NBSP, a zero-width space) — anywhere outside its hash, and written in other letter cases (all lower case,
// each letter flipped, the hash in upper case, each one-character edit of the lower-case form),
// a blank inside the hash among those edits (no block's hash holds one).
// Each such line either is read as a delimiter (the value no longer holds it) or gets a
// diagnostic at its line. Not generated: a blank before the delimiter (the spec's own way of
// writing one as content, its examples 4 and 19) and other edits of the hash (another block's
// delimiter, content by design); each has its fixture.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "llmfmt/telt.h"

namespace {

struct Variant {
  std::string text;
  bool touches_hash;
};

// Every one-character edit of `d`, marked when it changes the bytes [hash, hash + 3).
std::vector<Variant> one_edit(const std::string& d, std::size_t hash) {
  std::vector<std::string> alphabet;
  for (char c = ' '; c <= '~'; ++c) alphabet.emplace_back(1, c);
  for (const char* u : {"\u2013", "\uFF0D", "\u00A0", "\u200B"}) alphabet.emplace_back(u);
  const auto in_hash = [&](std::size_t i) { return i >= hash && i < hash + 3; };
  std::vector<Variant> out;
  for (std::size_t i = 0; i < d.size(); ++i) {
    out.push_back({d.substr(0, i) + d.substr(i + 1), in_hash(i)});  // deleted
    if (i + 1 < d.size()) out.push_back({d.substr(0, i) + d[i + 1] + d[i] + d.substr(i + 2), in_hash(i) || in_hash(i + 1)});
    for (const std::string& a : alphabet) {
      out.push_back({d.substr(0, i) + a + d.substr(i + 1), in_hash(i)});       // replaced
      out.push_back({d.substr(0, i) + a + d.substr(i), i > hash && i < hash + 3 && a != " "});  // inserted (a blank in the hash counts)
    }
  }
  for (const std::string& a : alphabet) out.push_back({d + a, false});  // appended
  return out;
}

std::string flipped(std::string s, std::size_t i) {
  const char c = s[i];
  s[i] = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  return s;
}

std::string lower(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

}  // namespace

TEST_CASE("an own delimiter one edit off or in another letter case is never silent", "[telt][delimiters]") {
  const std::string hash = "k4p";
  const std::vector<std::string> names = {"END",   "FILE", "CONTENT", "FIND",    "REPLACE", "MODES",
                                          "FROM",  "TO",   "COMMAND", "CWD",     "TIMEOUT"};
  const std::string before = "#!telt [3-char SHA: k4p]\n=== CREATE_FILE ===\n--FILE k4p--\na.txt\n--CONTENT k4p--\nhi\n";
  const std::size_t line_number = 7;
  std::size_t tried = 0, as_syntax = 0;
  for (const std::string& name : names) {
    const std::string delimiter = "--" + name + " " + hash + "--";
    const std::size_t at = 2 + name.size() + 1;
    std::vector<Variant> variants = one_edit(delimiter, at);
    variants.push_back({lower(delimiter), false});
    for (std::size_t i = 0; i < delimiter.size(); ++i) variants.push_back({flipped(delimiter, i), false});
    variants.push_back({"--" + name + " K4P--", false});
    for (const Variant& v : one_edit(lower(delimiter), at)) variants.push_back(v);
    for (const Variant& v : variants) {
      if (v.touches_hash || v.text.empty() || v.text[0] == ' ' || v.text[0] == '\t' || v.text == delimiter) continue;
      const std::string text = before + v.text + "\n--END k4p--\n";
      CAPTURE(text);
      const llmfmt::telt::Result result = llmfmt::telt::parse(text);
      ++tried;
      bool named = false;
      for (const llmfmt::Diagnostic& d : result.diagnostics) named = named || d.span.start.line == line_number;
      if (named) continue;
      // No diagnostic at the line: then it must have been read as syntax, so CONTENT is just "hi".
      REQUIRE(result.document.blocks.size() == 1);
      REQUIRE_FALSE(result.document.blocks[0].commands.empty());
      const std::optional<std::string> content = result.document.blocks[0].commands[0].value("CONTENT");
      CHECK((content && *content == "hi"));
      ++as_syntax;
    }
  }
  CHECK(tried > 20000);
  CHECK(as_syntax > 0);  // the trail variants (`--END k4p-- `) are the delimiter itself
}

// While lines are skipped (after a malformed command, telt.md §6.1) only the block's own END ends
// the skipping: the same edits of it there either are read as that END (the own parameter after
// it then closes the block: ORPHANED_PARAMETER on its line) or get a diagnostic at their line.
TEST_CASE("the own END one edit off or in another letter case is never silent while lines are skipped",
          "[telt][delimiters]") {
  const std::string delimiter = "--END k4p--";
  const std::string before = "#!telt [3-char SHA: k4p]\n=== 2FAST ===\nrun\n";
  const std::size_t line_number = 4;
  std::vector<Variant> variants = one_edit(delimiter, 6);
  variants.push_back({lower(delimiter), false});
  for (std::size_t i = 0; i < delimiter.size(); ++i) variants.push_back({flipped(delimiter, i), false});
  std::size_t tried = 0, as_syntax = 0;
  for (const Variant& v : variants) {
    if (v.touches_hash || v.text.empty() || v.text[0] == ' ' || v.text[0] == '\t' || v.text == delimiter) continue;
    const std::string text = before + v.text + "\n--TO k4p--\nb\n";
    CAPTURE(text);
    const llmfmt::telt::Result result = llmfmt::telt::parse(text);
    ++tried;
    bool named = false, read_as_end = false;
    for (const llmfmt::Diagnostic& d : result.diagnostics) {
      named = named || d.span.start.line == line_number;
      read_as_end = read_as_end || (d.span.start.line == line_number + 1 && d.code == "ORPHANED_PARAMETER");
    }
    CHECK((named || read_as_end));
    as_syntax += read_as_end && !named;
  }
  CHECK(tried > 1500);
  CHECK(as_syntax > 0);  // the trail variants (`--END k4p-- `) are the END itself
}
