#include "garyml/values.h"

#include <cerrno>
#include <cstdlib>
#include <limits>

#include "garyml/lines.h"

namespace llmfmt::garyml {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_alnum(char c) { return is_digit(c) || is_lower(c) || is_upper(c); }

// Length of a run of digits at s[i].
std::size_t digits(std::string_view s, std::size_t i) {
  std::size_t n = 0;
  while (i + n < s.size() && is_digit(s[i + n])) ++n;
  return n;
}

enum class NumberShape { none, integer, decimal };

// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
NumberShape number_shape(std::string_view s) {
  std::size_t i = s.size() > 0 && s[0] == '-' ? 1 : 0;
  const std::size_t whole = digits(s, i);
  if (whole == 0 || (whole > 1 && s[i] == '0')) return NumberShape::none;
  i += whole;
  bool decimal = false;
  if (i < s.size() && s[i] == '.') {
    const std::size_t fraction = digits(s, i + 1);
    if (fraction == 0) return NumberShape::none;
    i += 1 + fraction;
    decimal = true;
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    std::size_t j = i + 1;
    if (j < s.size() && (s[j] == '+' || s[j] == '-')) ++j;
    const std::size_t exponent = digits(s, j);
    if (exponent == 0) return NumberShape::none;
    i = j + exponent;
    decimal = true;
  }
  if (i != s.size()) return NumberShape::none;
  return decimal ? NumberShape::decimal : NumberShape::integer;
}

}  // namespace

bool is_reference_id(std::string_view id) {
  if (id.empty() || !(is_lower(id[0]) || is_upper(id[0]) || id[0] == '_')) return false;
  for (char c : id)
    if (!(is_alnum(c) || c == '_' || c == '-')) return false;
  return true;
}

ParamValue type_value(std::string_view text, ValueProblem* problem) {
  if (problem) *problem = ValueProblem::none;
  ParamValue v;
  v.type = ParamValue::Type::string;
  if (!text.empty() && (text[0] == '"' || text[0] == '\'')) {
    const std::size_t close = text.find(text[0], 1);
    if (close != std::string_view::npos && trim(text.substr(close + 1)).empty()) {
      v.text = std::string(text.substr(1, close - 1));
      return v;
    }
    if (problem)
      *problem = close == std::string_view::npos ? ValueProblem::unterminated_quote : ValueProblem::text_after_quote;
    v.text = std::string(text);
    return v;
  }
  if (text == "true" || text == "false") {
    v.type = ParamValue::Type::boolean;
    v.boolean = text == "true";
    return v;
  }
  if (text.size() > 1 && text[0] == '@' && is_reference_id(text.substr(1))) {
    v.type = ParamValue::Type::reference;
    v.text = std::string(text.substr(1));
    return v;
  }
  const NumberShape shape = number_shape(text);
  if (shape != NumberShape::none) {
    const std::string lexeme(text);
    if (shape == NumberShape::integer) {
      errno = 0;
      const long long n = std::strtoll(lexeme.c_str(), nullptr, 10);
      if (errno == 0) {
        v.type = ParamValue::Type::integer;
        v.integer = n;
        return v;
      }
    }
    v.type = ParamValue::Type::decimal;  // a fraction or exponent, or an integer beyond int64
    v.decimal = std::strtod(lexeme.c_str(), nullptr);
    v.text = lexeme;
    return v;
  }
  v.text = std::string(text);
  return v;
}

Keyword read_keyword(std::string_view rest) {
  Keyword k;
  if (rest.size() < 2 || rest[0] != '.') return k;
  const char first = rest[1];
  if (!is_upper(first) && !is_lower(first)) return k;
  k.kind = is_upper(first) ? Node::Kind::directive : Node::Kind::command;
  std::size_t n = 2;
  while (n < rest.size() && (is_alnum(rest[n]) || rest[n] == '_' || (k.kind == Node::Kind::command && rest[n] == '-')))
    ++n;
  k.name = rest.substr(1, n - 1);
  return k;
}

Inline read_inline(std::string_view after, std::size_t at) {
  Inline out;
  if (trim(after).empty()) return out;
  if (after[0] == ':') {  // .X: value
    const std::string_view value = trim(after.substr(1));
    out.kind = Inline::Kind::content;
    out.content = value;
    out.content_at = value.empty() ? at + after.size() : at + static_cast<std::size_t>(value.data() - after.data());
    return out;
  }
  out.kind = Inline::Kind::malformed;
  out.malformed_at = at;
  if (!is_blank(after[0])) return out;  // .X( … : not a keyword followed by its inline part
  const std::string_view rest = trim_left(after);
  std::size_t i = after.size() - rest.size();
  const std::size_t key = key_length(rest);
  if (key > 0) {  // .X key: value
    const std::string_view tail = trim_left(rest.substr(key));
    if (!tail.empty() && tail[0] == ':') {
      const std::string_view value = trim(tail.substr(1));
      const std::size_t value_at =
          value.empty() ? at + after.size() : at + static_cast<std::size_t>(value.data() - after.data());
      out.kind = Inline::Kind::parameters;
      out.params.push_back({rest.substr(0, key), at + i, value, value_at});
      return out;
    }
  }
  // .X k=v k2="v 2" …
  while (i < after.size()) {
    while (i < after.size() && is_blank(after[i])) ++i;
    if (i >= after.size()) break;
    const std::size_t k = key_length(after.substr(i));
    if (k == 0 || i + k >= after.size() || after[i + k] != '=') {
      out.malformed_at = at + i;
      return out;
    }
    const std::size_t value_start = i + k + 1;
    std::size_t j = value_start;
    if (j < after.size() && (after[j] == '"' || after[j] == '\'')) {
      const std::size_t close = after.find(after[j], j + 1);
      j = close == std::string_view::npos ? after.size() : close + 1;
    }
    while (j < after.size() && !is_blank(after[j])) ++j;  // text after a closing quote stays in the value
    out.params.push_back({after.substr(i, k), at + i, after.substr(value_start, j - value_start), at + value_start});
    i = j;
  }
  out.kind = Inline::Kind::parameters;
  return out;
}

std::string value_source(const ParamValue& value) {
  switch (value.type) {
    case ParamValue::Type::integer: return std::to_string(value.integer);
    case ParamValue::Type::decimal: return value.text;
    case ParamValue::Type::boolean: return value.boolean ? "true" : "false";
    case ParamValue::Type::reference: return "@" + value.text;
    case ParamValue::Type::list: return "";  // written as repeated keys by the formatter
    case ParamValue::Type::string: break;
  }
  const std::string& s = value.text;
  if (!s.empty()) {
    ValueProblem problem;
    const ParamValue back = type_value(s, &problem);
    if (problem == ValueProblem::none && back.type == ParamValue::Type::string && back.text == s && trim(s) == s)
      return s;
  }
  if (s.find('"') == std::string::npos) return "\"" + s + "\"";
  if (s.find('\'') == std::string::npos) return "'" + s + "'";
  // Both quotes inside: only a value kept whole after MALFORMED_VALUE is like that, and written
  // as is it reads back the same (with the same diagnostic).
  return s;
}

}  // namespace llmfmt::garyml
