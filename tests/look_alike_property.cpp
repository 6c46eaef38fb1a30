// The look-alike property (issue 31, docs/decisions.md "Look-alike and invisible characters"):
// a document whose syntax line has one ASCII character replaced by a look-alike (`--` by an en or
// em dash), or one invisible character inserted, or whose LF at a syntax line's end or before a
// syntax line is a lone CR, either parses exactly as the original did (the character itself aside), or
// carries a diagnostic whose span covers the changed character and whose message names its code
// point ("U+FF1A").
#include "look_alike_property.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <map>

#include <nlohmann/json.hpp>

#include "core/characters.h"
#include "core/look_alikes.h"
#include "core/utf8.h"
#include "llmfmt/llmfmt.h"

namespace llmfmt::testing {
namespace {

std::string utf8_of(char32_t cp) {
  std::string s;
  utf8::append(s, cp);
  return s;
}

// For each printable ASCII character, the look-alikes the issue names, where the fold table has
// them: its full-width form, a Cyrillic and a Greek letter, smart quotes, Unicode dashes, NBSP.
const std::map<char, std::vector<char32_t>>& look_alikes_of() {
  static const std::map<char, std::vector<char32_t>> table = [] {
    std::map<char, std::vector<char32_t>> out;
    const auto add = [&](char32_t cp) {
      const char* ascii = look_alikes::ascii_for(cp);
      if (ascii && ascii[0] && !ascii[1]) {
        std::vector<char32_t>& list = out[ascii[0]];
        if (std::find(list.begin(), list.end(), cp) == list.end()) list.push_back(cp);
      }
    };
    for (char32_t cp = 0xFF01; cp <= 0xFF5E; ++cp) add(cp);  // full-width forms
    std::map<char, bool> cyrillic, greek;
    for (char32_t cp = 0x0400; cp <= 0x04FF; ++cp) {  // the first Cyrillic look-alike of each
      const char* ascii = look_alikes::ascii_for(cp);
      if (ascii && ascii[0] && !ascii[1] && !cyrillic[ascii[0]]) cyrillic[ascii[0]] = true, add(cp);
    }
    for (char32_t cp = 0x0370; cp <= 0x03FF; ++cp) {
      const char* ascii = look_alikes::ascii_for(cp);
      if (ascii && ascii[0] && !ascii[1] && !greek[ascii[0]]) greek[ascii[0]] = true, add(cp);
    }
    for (char32_t cp : {0x201C, 0x201D, 0x2018, 0x2019, 0x2010, 0x2013, 0x2014, 0x2212, 0x00A0}) add(cp);
    return out;
  }();
  return table;
}

constexpr char32_t kInvisibles[] = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD};

// Look-alikes of multi-character syntax: each code point the fold table folds to two or more
// ASCII punctuation characters (`‥` U+2025 for "..", `‼` U+203C for "!!"), by what it imitates.
const std::vector<std::pair<std::string, char32_t>>& multi_character_look_alikes() {
  static const std::vector<std::pair<std::string, char32_t>> table = [] {
    std::vector<std::pair<std::string, char32_t>> out;
    for (char32_t cp = 0x80; cp < 0x20000; ++cp) {
      if (cp >= 0xD800 && cp < 0xE000) continue;
      const char* ascii = look_alikes::ascii_for(cp);
      if (!ascii || std::strlen(ascii) < 2) continue;
      const std::string_view a = ascii;
      if (std::all_of(a.begin(), a.end(), [](char c) { return std::ispunct(static_cast<unsigned char>(c)) != 0; }))
        out.emplace_back(a, cp);
    }
    // An en or em dash written for `--` (the table folds them to one '-'; docs/conformance.md,
    // Near misses step 3 reads them as two where one changes nothing).
    out.emplace_back("--", 0x2013);
    out.emplace_back("--", 0x2014);
    return out;
  }();
  return table;
}

// The parse result's JSON without positions and messages (which move with an inserted byte):
// kinds, texts, values and diagnostic codes only, the changed character read back as `original`.
void normalise(Json& j, const std::string& changed, const std::string& original) {
  if (j.is_object()) {
    for (const char* key : {"span", "start", "end", "line", "column", "offset", "start_line", "end_line", "diagnostics", "errors"})
      j.erase(key);
    for (auto& [key, value] : j.items()) normalise(value, changed, original);
  } else if (j.is_array()) {
    for (Json& item : j) normalise(item, changed, original);
  } else if (j.is_string()) {
    std::string s = j.get<std::string>();
    for (std::size_t at = changed.empty() ? std::string::npos : s.find(changed); at != std::string::npos;
         at = s.find(changed, at)) {
      s.replace(at, changed.size(), original);
      at += original.size();
    }
    j = s;
  }
}

// The document without positions, and its diagnostics' codes in order.
Json parsed(Format format, const std::string& text, const Options& options, const std::string& changed,
            const std::string& original) {
  Json document = Json::parse(parse_to_json(format, text, options));
  normalise(document, changed, original);
  Json codes = Json::array();
  for (const Diagnostic& d : check(format, text, options)) codes.push_back(d.code);
  return {{"document", std::move(document)}, {"codes", std::move(codes)}};
}

}  // namespace

std::vector<std::string> look_alike_property(Format format, const std::string& input, const Options& options,
                                             const std::function<bool(std::string_view line)>& is_syntax,
                                             std::size_t sample, bool every, bool lone_crs) {
  std::vector<std::string> problems;
  // The original, normalised as each mutation is: a character the input holds already (a BOM, a
  // look-alike a fixture is about) reads back as `original` there too.
  std::map<std::pair<std::string, std::string>, Json> bases;
  const auto base = [&](const std::string& changed, const std::string& original) -> const Json& {
    const auto key = std::make_pair(changed, original);
    auto found = bases.find(key);
    if (found == bases.end()) found = bases.emplace(key, parsed(format, input, options, changed, original)).first;
    return found->second;
  };
  std::size_t tried = 0;
  const auto try_mutation = [&](const std::string& mutated, std::size_t offset, char32_t cp, const std::string& changed,
                         const std::string& original) {
    if (sample > 1 && tried++ % sample != 0) return;
    char name[16];
    std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(cp));
    // Covered: by the diagnostic's span, or, for a diagnostic that points at a place (most do:
    // docs/decisions.md, "Diagnostics"), by its line.
    const std::size_t line = 1 + static_cast<std::size_t>(std::count(mutated.begin(), mutated.begin() + offset, '\n'));
    for (const Diagnostic& d : check(format, mutated, options)) {
      const std::size_t start = d.span.start.offset, end = std::max(d.span.end.offset, start + 1);
      const bool covers = (start <= offset && offset < end) || (start == d.span.end.offset && d.span.start.line == line);
      if (covers && d.message.find(name) != std::string::npos) return;
    }
    if (parsed(format, mutated, options, changed, original) == base(changed, original)) return;
    problems.push_back(std::string(name) + " at offset " + std::to_string(offset) +
                       " changes the result without a diagnostic naming it: " +
                       Json(mutated.substr(offset >= 40 ? offset - 40 : 0, 100)).dump(-1, ' ', false, Json::error_handler_t::replace));
  };
  const auto& table = look_alikes_of();
  std::size_t rotation = 0;
  for (std::size_t line = 0; line < input.size();) {
    const std::size_t lf = input.find('\n', line);
    const std::size_t end = lf == std::string::npos ? input.size() : lf;
    if (is_syntax(std::string_view(input).substr(line, end - line))) {
      for (std::size_t i = line; i < end; ++i) {
        const char c = input[i];
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7F) continue;
        ++rotation;
        const auto found = table.find(c);
        if (found != table.end()) {  // one of its look-alikes, in turn (every one of them: `every`)
          for (std::size_t k = 0; k < (every ? found->second.size() : 1); ++k) {
            const char32_t cp = found->second[every ? k : rotation % found->second.size()];
            const std::string lookalike = utf8_of(cp);
            std::string mutated = input;
            mutated.replace(i, 1, lookalike);
            try_mutation(mutated, i, cp, lookalike, std::string(1, c));
          }
        }
        for (std::size_t k = 0; k < (every ? std::size(kInvisibles) : 1); ++k) {
          const char32_t invisible = kInvisibles[every ? k : rotation % std::size(kInvisibles)];
          std::string mutated = input;
          mutated.insert(i, utf8_of(invisible));
          try_mutation(mutated, i, invisible, utf8_of(invisible), "");
        }
        for (const auto& [ascii, cp] : multi_character_look_alikes())  // one character for several
          if (input.compare(i, ascii.size(), ascii) == 0 && i + ascii.size() <= end) {
            const std::string lookalike = utf8_of(cp);
            std::string mutated = input;
            mutated.replace(i, ascii.size(), lookalike);
            try_mutation(mutated, i, cp, lookalike, ascii);
          }
      }
    }
    // The LF that ends this line, or the line before a syntax line, written as a lone CR (old
    // Mac line ends, a model's `\r`): the two lines become one (not where a CR LF would be made,
    // nor in CR LF files). Line numbers move with it, so they are not compared.
    if (lone_crs && lf != std::string::npos && (lf == 0 || input[lf - 1] != '\r') &&
        (lf + 1 == input.size() || input[lf + 1] != '\n')) {
      const std::size_t next_end = std::min(input.find('\n', lf + 1), input.size());
      if (is_syntax(std::string_view(input).substr(line, end - line)) ||
          is_syntax(std::string_view(input).substr(lf + 1, next_end - lf - 1))) {
        std::string mutated = input;
        mutated[lf] = '\r';
        try_mutation(mutated, lf, 0x0D, "\r", "\n");
      }
    }
    if (lf == std::string::npos) break;
    line = lf + 1;
  }
  return problems;
}

}  // namespace llmfmt::testing
