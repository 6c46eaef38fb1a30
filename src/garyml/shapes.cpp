#include "garyml/shapes.h"

#include "garyml/lexer.h"

namespace llmfmt::garyml {
namespace {

using L = GarymlLexer;

// The character the lexer sees for byte `c`: every byte >= 0x80 is U+0001 (NON_ASCII,
// src/core/antlr/byte_char_stream.h).
char seen(char c) { return static_cast<unsigned char>(c) >= 0x80 ? '\x01' : c; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_blank(char c) { return c == ' ' || c == '\t'; }
bool is_key(char c) { return is_upper(c) || is_lower(c) || is_digit(c) || c == '_'; }  // KEY's characters

// TRAIL EOL: from byte i of `s` (the line without its LF) only blanks and CRs.
bool trail_to_end(std::string_view s, std::size_t i) {
  while (i < s.size() && (is_blank(s[i]) || s[i] == '\r')) ++i;
  return i == s.size();
}

// INTEGER_NUMBER from byte i: its end, or npos.
std::size_t integer_end(std::string_view s, std::size_t i) {
  if (i < s.size() && s[i] == '-') ++i;
  if (i >= s.size() || !is_digit(s[i])) return std::string_view::npos;
  if (s[i] == '0') return i + 1;
  while (i < s.size() && is_digit(s[i])) ++i;
  return i;
}

// Digits from byte i: their end, or npos when there is none.
std::size_t digits_end(std::string_view s, std::size_t i) {
  const std::size_t from = i;
  while (i < s.size() && is_digit(s[i])) ++i;
  return i > from ? i : std::string_view::npos;
}

// EXPONENT from byte i: its end, or npos.
std::size_t exponent_end(std::string_view s, std::size_t i) {
  if (i >= s.size() || (s[i] != 'e' && s[i] != 'E')) return std::string_view::npos;
  ++i;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  return digits_end(s, i);
}

// The whole of `v` (a value up to the line's end, its trail included) is `token` TRAIL, for each
// typed value's rule; the first rule that matches wins the tie with PARAM_TEXT (GarymlLexer.g4
// lists them in this order).
std::size_t typed_value(std::string_view v) {
  constexpr std::size_t npos = std::string_view::npos;
  const auto word = [&](std::string_view w) { return v.substr(0, w.size()) == w && trail_to_end(v, w.size()); };
  if (word("true")) return L::PARAM_TRUE;
  if (word("false")) return L::PARAM_FALSE;
  const std::size_t integer = integer_end(v, 0);
  if (integer != npos && trail_to_end(v, integer)) return L::PARAM_INTEGER;
  if (integer != npos) {  // DECIMAL_NUMBER : INTEGER_NUMBER ('.' [0-9]+ EXPONENT? | EXPONENT)
    std::size_t end = npos;
    if (integer < v.size() && v[integer] == '.') {
      end = digits_end(v, integer + 1);
      if (end != npos && exponent_end(v, end) != npos) end = exponent_end(v, end);
    } else {
      end = exponent_end(v, integer);
    }
    if (end != npos && trail_to_end(v, end)) return L::PARAM_DECIMAL;
  }
  if (!v.empty() && v[0] == '@' && v.size() > 1 && (is_upper(v[1]) || is_lower(v[1]) || v[1] == '_')) {
    std::size_t i = 2;  // REFERENCE_ID : [A-Za-z_] [A-Za-z0-9_-]*
    while (i < v.size() && (is_key(v[i]) || v[i] == '-')) ++i;
    if (trail_to_end(v, i)) return L::PARAM_REFERENCE;
  }
  if (!v.empty() && (v[0] == '"' || v[0] == '\'')) {  // QUOTED_STRING: the first matching quote closes
    const std::size_t close = v.find(v[0], 1);
    return close != npos && trail_to_end(v, close + 1) ? L::PARAM_QUOTED : 0;
  }
  // PARAM_TEXT : ~[ \t\r\n"'] ~[\n]* (the first character is no blank: PARAM_START took them all)
  return !v.empty() && v[0] != '\r' ? L::PARAM_TEXT : 0;
}

// DEFAULT_MODE, after the line's leading blanks (at byte i of `s`, the line without its LF).
ShapeToken structural(std::string_view s, std::size_t i) {
  if (i >= s.size()) return {};
  const char c = s[i];
  if (c == '.') {  // DIRECTIVE_LINE, COMMAND_LINE : BLANKS? '.' NAME TRAIL EOL
    if (i + 1 >= s.size()) return {};
    const bool directive = is_upper(s[i + 1]);
    if (!directive && !is_lower(s[i + 1])) return {};
    std::size_t k = i + 2;  // DIRECTIVE_NAME : [A-Z] [A-Za-z0-9_\u0001]*; COMMAND_NAME also '-'
    while (k < s.size() && (is_key(s[k]) || seen(s[k]) == '\x01' || (!directive && s[k] == '-'))) ++k;
    if (!trail_to_end(s, k)) return {};
    return {directive ? L::DIRECTIVE_LINE : L::COMMAND_LINE, L::DEFAULT_MODE};
  }
  if (is_key(c)) {  // PARAM_START : BLANKS? KEY BLANKS? ':' BLANKS?, then the value to the line's end
    std::size_t k = i;
    while (k < s.size() && is_key(s[k])) ++k;
    while (k < s.size() && is_blank(s[k])) ++k;
    if (k >= s.size() || s[k] != ':') return {};
    ++k;
    while (k < s.size() && is_blank(s[k])) ++k;
    const std::size_t type = typed_value(s.substr(k));
    return type != 0 ? ShapeToken{type, L::DEFAULT_MODE} : ShapeToken{};
  }
  if (s.substr(i, 3) == "```") return {L::CODE_OPEN, L::CODE};  // CODE_OPEN : BLANKS? '```' ~[\n]* EOL
  // TEXT_OPEN_BARE : BLANKS? '"""' TRAIL EOL (before TEXT_OPEN, which matches it too)
  if (s.substr(i, 3) == "\"\"\"" && trail_to_end(s, i + 3)) return {L::TEXT_OPEN_BARE, L::TEXT_BARE};
  return {};
}

}  // namespace

ShapeToken read_shape(std::string_view line, std::size_t mode) {
  std::string_view s = line;
  if (!s.empty() && s.back() == '\n') s.remove_suffix(1);
  if (s.find('\n') != std::string_view::npos) return {};
  std::size_t i = 0;
  switch (mode) {
    case L::DEFAULT_MODE:
      while (i < s.size() && is_blank(s[i])) ++i;
      return structural(s, i);
    case L::TEXT_BARE:  // TB_CLOSE : BLANKS? '"""' TRAIL EOL (before TB_LINE)
    case L::CODE: {     // CB_CLOSE : BLANKS? '```' TRAIL EOL (before CB_LINE)
      const std::string_view closer = mode == L::CODE ? "```" : "\"\"\"";
      while (i < s.size() && is_blank(s[i])) ++i;
      if (s.substr(i, 3) != closer || !trail_to_end(s, i + 3)) return {};
      return {mode == L::CODE ? L::CODE_CLOSE : L::TEXT_CLOSE, L::DEFAULT_MODE};
    }
    case L::TEXT_RUN: {  // TR_CLOSE : ~[\n]* '"""' TRAIL EOL (before TR_LINE)
      std::size_t end = s.size();
      while (end > 0 && (is_blank(s[end - 1]) || s[end - 1] == '\r')) --end;
      if (end < 3 || s.substr(end - 3, 3) != "\"\"\"") return {};
      return {L::TEXT_CLOSE, L::DEFAULT_MODE};
    }
    default:
      return {};
  }
}

}  // namespace llmfmt::garyml
