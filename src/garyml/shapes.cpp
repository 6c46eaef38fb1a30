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

// The kinds of value a token's shape gives it, in the order GarymlLexer.g4 lists their rules (the
// first rule that matches wins a tie with TEXT, which matches them all).
enum class Kind { none, true_, false_, integer, decimal, reference, quoted, text };

// `v` as one value: the rule of its kind matches it exactly, the typed rules followed by what
// they allow after the value (a line value: TRAIL, [ \t\r]*; a pair value: '\r'*); none when
// neither they nor TEXT do. TEXT's first character is ~[ \t\n"'], and no CR in PARAM_TEXT.
enum class Where { parameter_line, line_value, pair };
Kind typed_value(std::string_view v, Where where) {
  const bool line_value = where != Where::pair;
  constexpr std::size_t npos = std::string_view::npos;
  const auto rest_is_trail = [&](std::size_t i) {
    while (i < v.size() && (v[i] == '\r' || (line_value && is_blank(v[i])))) ++i;
    return i == v.size();
  };
  if (line_value && rest_is_trail(0)) return Kind::none;  // EMPTY_VALUE, listed first
  const auto word = [&](std::string_view w) { return v.substr(0, w.size()) == w && rest_is_trail(w.size()); };
  if (word("true")) return Kind::true_;
  if (word("false")) return Kind::false_;
  const std::size_t integer = integer_end(v, 0);
  if (integer != npos && rest_is_trail(integer)) return Kind::integer;
  if (integer != npos) {  // DECIMAL_NUMBER : INTEGER_NUMBER ('.' [0-9]+ EXPONENT? | EXPONENT)
    std::size_t end = npos;
    if (integer < v.size() && v[integer] == '.') {
      end = digits_end(v, integer + 1);
      if (end != npos && exponent_end(v, end) != npos) end = exponent_end(v, end);
    } else {
      end = exponent_end(v, integer);
    }
    if (end != npos && rest_is_trail(end)) return Kind::decimal;
  }
  if (!v.empty() && v[0] == '@' && v.size() > 1 && (is_upper(v[1]) || is_lower(v[1]) || v[1] == '_')) {
    std::size_t i = 2;  // REFERENCE_ID : [A-Za-z_] [A-Za-z0-9_-]*
    while (i < v.size() && (is_key(v[i]) || v[i] == '-')) ++i;
    if (rest_is_trail(i)) return Kind::reference;
  }
  if (!v.empty() && (v[0] == '"' || v[0] == '\'')) {  // QUOTED_STRING: the first matching quote closes
    const std::size_t close = v.find(v[0], 1);
    return close != npos && rest_is_trail(close + 1) ? Kind::quoted : Kind::none;
  }
  // TEXT, then the rest (the first character is no blank: the rule before took them)
  return !v.empty() && (v[0] != '\r' || where != Where::parameter_line) ? Kind::text : Kind::none;
}

// The token type of a value of kind `k` as a whole parameter line, a line value (mode VALUE) and
// a pair (`key=value` after blanks, one token).
std::size_t param_type(Kind k) {
  constexpr std::size_t types[] = {0, L::PARAM_TRUE, L::PARAM_FALSE, L::PARAM_INTEGER, L::PARAM_DECIMAL,
                                   L::PARAM_REFERENCE, L::PARAM_QUOTED, L::PARAM_TEXT};
  return types[static_cast<std::size_t>(k)];
}
std::size_t value_type(Kind k) {
  constexpr std::size_t types[] = {0, L::TRUE, L::FALSE, L::INTEGER, L::DECIMAL, L::REFERENCE, L::QUOTED, L::TEXT};
  return types[static_cast<std::size_t>(k)];
}
std::size_t pair_type(Kind k) {
  constexpr std::size_t types[] = {0, L::PAIR_TRUE, L::PAIR_FALSE, L::PAIR_INTEGER, L::PAIR_DECIMAL,
                                   L::PAIR_REFERENCE, L::PAIR_QUOTED, L::PAIR_TEXT};
  return types[static_cast<std::size_t>(k)];
}

// A line value (VALUE mode: the rest of the line, from byte i of `s` on) as one token.
bool line_value(std::string_view s, std::size_t i, Shape& out) {
  const std::size_t type = value_type(typed_value(s.substr(i), Where::line_value));
  if (type == 0) return false;
  out.tokens.push_back({type, i, s.size()});
  return true;
}

// The pairs of a keyword line from byte i of `s` (INLINE, then PAIRS): each PAIR_START (blanks, a
// key, '=') and a value of the same token, then the line's end (NL); false for any other shape
// (an empty or unclosed value, a quote with text after it, text that is no pair).
bool pairs(std::string_view s, std::size_t i, Shape& out) {
  for (bool first = true;; first = false) {
    std::size_t k = i;
    while (k < s.size() && is_blank(s[k])) ++k;
    if (!first && trail_to_end(s, i)) {  // IN_NL / PS_NL : TRAIL EOL
      out.tokens.push_back({L::NL, i, s.size()});
      return true;
    }
    if (k == i) return false;  // PAIR_START begins with blanks
    const std::size_t key = k;
    while (k < s.size() && is_key(s[k])) ++k;
    if (k == key || k >= s.size() || s[k] != '=') return false;
    const std::size_t v = k + 1;
    // The value: up to the next blank or the line's end, or, quoted, to its closing quote.
    std::size_t end = v;
    if (v < s.size() && (s[v] == '"' || s[v] == '\'')) {
      const std::size_t close = s.find(s[v], v + 1);
      if (close == std::string_view::npos) return false;  // UNCLOSED_QUOTE
      end = close + 1;
      while (end < s.size() && s[end] == '\r') ++end;
      if (end < s.size() && !is_blank(s[end])) return false;  // QUOTE_THEN_TEXT
    } else {
      while (end < s.size() && !is_blank(s[end])) ++end;
    }
    const std::size_t type = pair_type(typed_value(s.substr(v, end - v), Where::pair));
    if (type == 0) return false;
    out.tokens.push_back({type, i, end});
    i = end;
  }
}

// DEFAULT_MODE, after the line's leading blanks (at byte i of `s`, the line without its LF).
bool structural(std::string_view s, std::size_t i, Shape& out) {
  if (i >= s.size()) return false;
  const char c = s[i];
  if (c == '.') {  // DIRECTIVE_LINE, COMMAND_LINE : BLANKS? '.' NAME TRAIL EOL; DIRECTIVE, COMMAND
    if (i + 1 >= s.size()) return false;
    const bool directive = is_upper(s[i + 1]);
    if (!directive && !is_lower(s[i + 1])) return false;
    std::size_t k = i + 2;  // DIRECTIVE_NAME : [A-Z] [A-Za-z0-9_\u0001]*; COMMAND_NAME also '-'
    while (k < s.size() && (is_key(s[k]) || seen(s[k]) == '\x01' || (!directive && s[k] == '-'))) ++k;
    if (trail_to_end(s, k)) {
      out.tokens.push_back({directive ? L::DIRECTIVE_LINE : L::COMMAND_LINE, 0, s.size()});
      return true;
    }
    // The name, then one inline form (mode INLINE).
    out.tokens.push_back({directive ? L::DIRECTIVE : L::COMMAND, 0, k});
    if (s[k] == ':') {  // CONTENT_COLON : ':' BLANKS?, then the line value
      std::size_t v = k + 1;
      while (v < s.size() && is_blank(s[v])) ++v;
      out.tokens.push_back({L::CONTENT_COLON, k, v});
      return line_value(s, v, out);
    }
    if (!is_blank(s[k])) return false;  // INLINE_JUNK, or a CR that is no trail
    std::size_t w = k;  // INLINE_KEY : BLANKS KEY BLANKS? ':' BLANKS?, before the pairs' `key=`
    while (w < s.size() && is_blank(s[w])) ++w;
    const std::size_t key = w;
    while (w < s.size() && is_key(s[w])) ++w;
    if (w > key) {
      std::size_t colon = w;
      while (colon < s.size() && is_blank(s[colon])) ++colon;
      if (colon < s.size() && s[colon] == ':') {
        std::size_t v = colon + 1;
        while (v < s.size() && is_blank(s[v])) ++v;
        out.tokens.push_back({L::INLINE_KEY, k, v});
        return line_value(s, v, out);
      }
    }
    return pairs(s, k, out);
  }
  if (is_key(c)) {  // PARAM_START : BLANKS? KEY BLANKS? ':' BLANKS?, then the value to the line's end
    std::size_t k = i;
    while (k < s.size() && is_key(s[k])) ++k;
    while (k < s.size() && is_blank(s[k])) ++k;
    if (k >= s.size() || s[k] != ':') return false;
    ++k;
    while (k < s.size() && is_blank(s[k])) ++k;
    const std::size_t type = param_type(typed_value(s.substr(k), Where::parameter_line));
    if (type == 0) return false;
    out.tokens.push_back({type, 0, s.size()});
    return true;
  }
  if (s.substr(i, 3) == "```") {  // CODE_OPEN : BLANKS? '```' ~[\n]* EOL
    out.tokens.push_back({L::CODE_OPEN, 0, s.size()});
    out.mode = L::CODE;
    return true;
  }
  // TEXT_OPEN_BARE : BLANKS? '"""' TRAIL EOL (before TEXT_OPEN, which matches it too)
  if (s.substr(i, 3) == "\"\"\"" && trail_to_end(s, i + 3)) {
    out.tokens.push_back({L::TEXT_OPEN_BARE, 0, s.size()});
    out.mode = L::TEXT_BARE;
    return true;
  }
  return false;
}

}  // namespace

void read_shape(std::string_view line, std::size_t mode, Shape& out) {
  out.tokens.clear();
  out.mode = L::DEFAULT_MODE;
  std::string_view s = line;
  if (!s.empty() && s.back() == '\n') s.remove_suffix(1);
  if (s.find('\n') != std::string_view::npos) return;
  std::size_t i = 0;
  bool ok = false;
  switch (mode) {
    case L::DEFAULT_MODE:
      while (i < s.size() && is_blank(s[i])) ++i;
      ok = structural(s, i, out);
      break;
    case L::TEXT_BARE:  // TB_CLOSE : BLANKS? '"""' TRAIL EOL (before TB_LINE)
    case L::CODE: {     // CB_CLOSE : BLANKS? '```' TRAIL EOL (before CB_LINE)
      const std::string_view closer = mode == L::CODE ? "```" : "\"\"\"";
      while (i < s.size() && is_blank(s[i])) ++i;
      ok = s.substr(i, 3) == closer && trail_to_end(s, i + 3);
      if (ok) out.tokens.push_back({mode == L::CODE ? L::CODE_CLOSE : L::TEXT_CLOSE, 0, s.size()});
      break;
    }
    case L::TEXT_RUN: {  // TR_CLOSE : ~[\n]* '"""' TRAIL EOL (before TR_LINE)
      std::size_t end = s.size();
      while (end > 0 && (is_blank(s[end - 1]) || s[end - 1] == '\r')) --end;
      ok = end >= 3 && s.substr(end - 3, 3) == "\"\"\"";
      if (ok) out.tokens.push_back({L::TEXT_CLOSE, 0, s.size()});
      break;
    }
    default:
      break;
  }
  if (!ok) {
    out.tokens.clear();
    out.mode = L::DEFAULT_MODE;
    return;
  }
  out.tokens.back().end = line.size();  // the last token takes the LF (EOL)
  // An NL of nothing (pairs that end the input): the lexer makes no token of it.
  if (out.tokens.back().start == out.tokens.back().end) {
    out.tokens.clear();
    out.mode = L::DEFAULT_MODE;
  }
}

}  // namespace llmfmt::garyml
