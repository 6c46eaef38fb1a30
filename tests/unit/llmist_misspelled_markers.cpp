// Misspelled markers are never silent (docs/formats/llmist.md §3.5), generated: for each marker,
// default and custom, in the mode where it counts, every one-character edit of it — each
// character deleted, each pair of neighbours swapped, each character replaced by, and each
// insertion of, every printable ASCII character and a few look-alikes (an en dash, a full-width
// underscore, NBSP) — at every position but the first (the check reads lines that begin with a
// marker's first character) makes a line that gets a diagnostic, or is the marker itself. So does
// the marker in another letter case: all in lower case, each letter's case flipped, and each
// one-character edit of its lower-case form.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "llmfmt/llmist.h"

namespace {

std::vector<std::string> one_edit(const std::string& m) {
  std::vector<std::string> alphabet;
  for (char c = ' '; c <= '~'; ++c) alphabet.emplace_back(1, c);
  for (const char* u : {"\u2013", "\uFF3F", "\u00A0"}) alphabet.emplace_back(u);
  std::vector<std::string> out;
  for (std::size_t i = 1; i < m.size(); ++i) {
    out.push_back(m.substr(0, i) + m.substr(i + 1));                                              // deleted
    if (i + 1 < m.size()) out.push_back(m.substr(0, i) + m[i + 1] + m[i] + m.substr(i + 2));      // swapped
    for (const std::string& a : alphabet) {
      out.push_back(m.substr(0, i) + a + m.substr(i + 1));                                        // replaced
      out.push_back(m.substr(0, i) + a + m.substr(i));                                            // inserted
    }
  }
  return out;
}

std::string flipped(std::string s, std::size_t i) {
  const char c = s[i];
  s[i] = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  return s;
}

std::vector<std::string> other_cases(const std::string& m) {
  std::string lower = m;
  for (std::size_t i = 0; i < lower.size(); ++i)
    if (lower[i] >= 'A' && lower[i] <= 'Z') lower = flipped(lower, i);
  std::vector<std::string> out{lower};
  for (std::size_t i = 0; i < m.size(); ++i) out.push_back(flipped(m, i));
  for (const std::string& v : one_edit(lower)) out.push_back(v);
  return out;
}

}  // namespace

TEST_CASE("a marker one edit off is never silent", "[llmist][markers]") {
  struct Setup {
    llmfmt::llmist::Markers markers;
    bool custom;
  };
  llmfmt::llmist::Markers custom;
  custom.start = "<<<TOOL:";
  custom.end = "<<<END";
  custom.arg = "@param:";
  std::size_t tried = 0;
  for (const Setup& setup : {Setup{llmfmt::llmist::Markers{}, false}, Setup{custom, true}}) {
    const llmfmt::llmist::Markers& k = setup.markers;
    llmfmt::llmist::Options options;
    options.markers = k;
    const std::string open = k.start + "Search:s1\n" + k.arg + "query\ncats\n";
    // The marker, what comes before it (where it counts) and what after it on its line.
    const std::vector<std::tuple<std::string, std::string, std::string>> cases = {
        {k.start, "Let me search.\n", "Search:s1"}, {k.end, open, ""}, {k.arg, open, "limit"}};
    for (const auto& [marker, before, after] : cases) {
      std::vector<std::string> variants = one_edit(marker);
      for (const std::string& v : other_cases(marker)) variants.push_back(v);
      for (const std::string& variant : variants) {
        const std::string line = variant + after;
        // A variant that begins with a marker is one (what follows it is the lexer's to judge).
        if (line.compare(0, k.start.size(), k.start) == 0 || line.compare(0, k.end.size(), k.end) == 0 ||
            line.compare(0, k.arg.size(), k.arg) == 0)
          continue;
        const std::string text = before + line + "\n" + (marker == k.start ? "" : k.end + "\n");
        CAPTURE(text);
        std::size_t number = 1;
        for (char c : before) number += c == '\n';
        bool named = false;
        for (const llmfmt::Diagnostic& d : llmfmt::llmist::parse(text, options).diagnostics)
          named = named || d.span.start.line == number;
        CHECK(named);
        ++tried;
      }
    }
  }
  CHECK(tried > 10000);
}
