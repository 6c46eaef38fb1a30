#include "core/characters.h"

#include <cstdio>

#include "core/look_alikes.h"
#include "core/utf8.h"

namespace llmfmt::characters {

namespace {

// The names of the invisible characters this file knows (the others are shown as they are).
const char* invisible_name(char32_t cp) {
  switch (cp) {
    case 0x00A0: return "no-break space";
    case 0x2000: return "en quad";
    case 0x2001: return "em quad";
    case 0x2002: return "en space";
    case 0x2003: return "em space";
    case 0x2004: return "three-per-em space";
    case 0x2005: return "four-per-em space";
    case 0x2006: return "six-per-em space";
    case 0x2007: return "figure space";
    case 0x2008: return "punctuation space";
    case 0x2009: return "thin space";
    case 0x200A: return "hair space";
    case 0x200B: return "zero-width space";
    case 0x3000: return "ideographic space";
    case 0xFEFF: return "byte order mark";
    case 0x000D: return "carriage return";
    case 0x0009: return "tab";
    case 0x0020: return "space";
    default: return nullptr;
  }
}

}  // namespace

std::string describe(std::string_view s, std::size_t i) {
  char buffer[32];
  const std::optional<utf8::Decoded> d = utf8::decode(s, i);
  if (!d) {
    std::snprintf(buffer, sizeof buffer, "byte 0x%02X", i < s.size() ? static_cast<unsigned char>(s[i]) : 0u);
    return buffer;
  }
  std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(d->code_point));
  std::string out = buffer;
  if (const char* name = invisible_name(d->code_point)) return out + " (" + name + ")";
  if (d->code_point < 0x20 || d->code_point == 0x7F) return out + " (a control character)";
  return out + " '" + std::string(s.substr(i, d->length)) + "'";
}

std::size_t unicode_space_at(std::string_view s, std::size_t i) {
  const std::optional<utf8::Decoded> d = utf8::decode(s, i);
  if (!d || d->length == 1) return 0;
  const char32_t cp = d->code_point;
  const bool space = cp == 0x00A0 || (cp >= 0x2000 && cp <= 0x200B) || cp == 0x3000 || cp == 0xFEFF;
  return space ? d->length : 0;
}

LeadingSpaces leading_spaces(std::string_view s) {
  LeadingSpaces out{std::string_view::npos, 0};
  while (out.end < s.size()) {
    if (s[out.end] == ' ' || s[out.end] == '\t') {
      ++out.end;
      continue;
    }
    const std::size_t length = unicode_space_at(s, out.end);
    if (length == 0) break;
    if (out.first_unicode == std::string_view::npos) out.first_unicode = out.end;
    out.end += length;
  }
  return out;
}

bool is_letter(char32_t cp) {
  if (cp < 0xC0 || cp == 0xD7 || cp == 0xF7) return false;            // Latin-1 punctuation and symbols
  if (cp >= 0x2000 && cp <= 0x2BFF) return false;                      // punctuation, arrows, symbols
  if (cp >= 0x3000 && cp <= 0x303F) return false;                      // CJK spaces and punctuation
  if (cp >= 0xFE00 && cp <= 0xFE0F) return false;                      // variation selectors
  if (cp == 0xFEFF || (cp >= 0xFF00 && cp <= 0xFF0F)) return false;    // BOM, full-width punctuation
  if (cp >= 0x1F000) return false;                                      // emoji and pictographs
  return true;
}

namespace {

// ASCII for U+00C0–U+00FF ("" where none is obvious: × and ÷).
const char* const kLatin1[64] = {
    "A", "A", "A", "A", "A", "A", "AE", "C", "E", "E", "E", "E", "I", "I", "I", "I",
    "D", "N", "O", "O", "O", "O", "O", "", "O", "U", "U", "U", "U", "Y", "TH", "ss",
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
    "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "y"};

// ASCII for U+0100–U+017F (Latin Extended-A: pairs of upper and lower case).
const char kLatinA[] =
    "AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiJjJjKkkLlLlLlLlLlNnNnNnnNnOoOoOo"
    "OoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzs";

bool is_ascii_alnum(char c) { return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// The letter or digit a look-alike imitates (С → C), "" for an invisible character, or nullptr.
const char* imitated_letter(char32_t cp, bool (*allowed)(char)) {
  const char* imitated = look_alikes::ascii_for(cp);
  if (imitated && (imitated[0] == '\0' || (imitated[1] == '\0' && is_ascii_alnum(imitated[0]) && allowed(imitated[0]))))
    return imitated;
  return nullptr;
}

// The ASCII of a Latin letter with an accent (é → e, ß → ss), or "" for any other character.
std::string_view unaccented(char32_t cp) {
  if (cp >= 0xC0 && cp <= 0xFF) return kLatin1[cp - 0xC0];
  if (cp >= 0x100 && cp < 0x100 + sizeof kLatinA - 1) return std::string_view(&kLatinA[cp - 0x100], 1);
  return {};
}

}  // namespace

std::string ascii_name(std::string_view name, bool (*allowed)(char), bool digit_first) {
  // Unicode spaces before and after it are the blanks they imitate, no part of it (`path` NBSP).
  const auto space_at = [&](std::size_t i) {
    const std::optional<utf8::Decoded> d = utf8::decode(name, i);
    const char* imitated = d && d->length > 1 ? look_alikes::ascii_for(d->code_point) : nullptr;
    return imitated && imitated[0] == ' ' && imitated[1] == '\0' ? d->length : std::size_t{0};
  };
  for (std::size_t n = 0; !name.empty() && (n = space_at(0)) > 0;) name.remove_prefix(n);
  for (bool trimmed = true; trimmed && !name.empty();) {
    trimmed = false;
    for (std::size_t back = 2; back <= 3 && back <= name.size(); ++back)
      if (space_at(name.size() - back) == back) {
        name.remove_suffix(back);
        trimmed = true;
        break;
      }
  }
  // A name written in another script (`Контекст`) is not read as Latin look-alikes: then only its
  // accented Latin letters keep a letter, and the rest are '_'.
  bool mixed_script = true;
  for (std::size_t i = 0; mixed_script && i < name.size();) {
    const std::optional<utf8::Decoded> d = utf8::decode(name, i);
    if (d && d->length > 1) mixed_script = !unaccented(d->code_point).empty() || imitated_letter(d->code_point, allowed);
    i += d ? d->length : 1;
  }
  std::string out;
  for (std::size_t i = 0; i < name.size();) {
    const std::optional<utf8::Decoded> d = utf8::decode(name, i);
    const std::size_t length = d ? d->length : 1;
    if (length == 1 && name[i] == '\\' && !allowed('\\') && i + 1 < name.size() && allowed(name[i + 1]) &&
        std::ispunct(static_cast<unsigned char>(name[i + 1]))) {
      // Markdown's escape of the punctuation after it (`file\_path`, as a renderer-minded model
      // writes it): the backslash is no part of the name.
    } else if (length == 1) {
      out += allowed(name[i]) ? name[i] : '_';
    } else if (const std::string_view latin = unaccented(d->code_point); !latin.empty()) {
      out += latin;
    } else if (const char* letter = mixed_script ? imitated_letter(d->code_point, allowed) : nullptr) {
      out += letter;
    } else {
      out += '_';
    }
    i += length;
  }
  if (!digit_first && (out.empty() || (out[0] >= '0' && out[0] <= '9'))) out.insert(out.begin(), '_');
  return out;
}

std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

bool equal_ignoring_ascii_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  for (std::size_t i = 0; i < a.size(); ++i)
    if (lower(a[i]) != lower(b[i])) return false;
  return true;
}

std::string valid_utf8(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t length = utf8::sequence_length(s, i);
    out += length == 0 ? std::string_view("\xEF\xBF\xBD") : s.substr(i, length);
    i += length == 0 ? utf8::ill_formed_length(s, i) : length;
  }
  return out;
}

std::size_t first_non_ascii(std::string_view s, std::size_t from) {
  for (std::size_t i = from; i < s.size(); ++i)
    if (static_cast<unsigned char>(s[i]) >= 0x80) return i;
  return std::string_view::npos;
}

}  // namespace llmfmt::characters
