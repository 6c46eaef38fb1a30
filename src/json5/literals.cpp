#include "json5/literals.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>

#include "core/hints.h"
#include "core/utf8.h"
#include "json5/char_stream.h"

namespace llmfmt::json5 {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
int hex_value(char c) { return is_digit(c) ? c - '0' : (c | 0x20) - 'a' + 10; }
bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The 4 hex digits at s[i], or -1.
long hex4(std::string_view s, std::size_t i) {
  if (i + 4 > s.size()) return -1;
  long v = 0;
  for (std::size_t k = i; k < i + 4; ++k) {
    if (!is_hex(s[k])) return -1;
    v = v * 16 + hex_value(s[k]);
  }
  return v;
}

std::string hex_code(unsigned long c, int digits = 4) {
  static const char* const kHex = "0123456789ABCDEF";
  std::string out;
  for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) out += kHex[(c >> shift) & 0xF];
  return out;
}

bool is_surrogate(long c) { return c >= 0xD800 && c <= 0xDFFF; }

// The escape `\u{HEX}` (ES6, not JSON5) at s[i] as the JSON5 escapes of the same code point;
// `length` is the length of the ES6 escape.
std::optional<std::string> es6_escape(std::string_view s, std::size_t i, std::size_t& length) {
  if (i + 3 > s.size() || s[i + 2] != '{') return std::nullopt;
  unsigned long c = 0;
  std::size_t k = i + 3;
  for (; k < s.size() && is_hex(s[k]) && k < i + 11; ++k) c = c * 16 + static_cast<unsigned long>(hex_value(s[k]));
  if (k == i + 3 || k >= s.size() || s[k] != '}' || c > 0x10FFFF || is_surrogate(static_cast<long>(c)))
    return std::nullopt;
  std::string escape;
  if (c > 0xFFFF) {
    const unsigned long v = c - 0x10000;
    escape = "\\u" + hex_code(0xD800 + (v >> 10)) + "\\u" + hex_code(0xDC00 + (v & 0x3FF));
  } else {
    escape = "\\u" + hex_code(c);
  }
  length = k + 1 - i;
  return escape;
}

constexpr std::size_t kShownBytes = 40;
std::string shortened(std::string_view s) { return quote_for_message(s); }

}  // namespace

std::string quote_for_message(std::string_view s) {
  if (s.size() <= kShownBytes) return in_quotes(s);
  std::size_t cut = kShownBytes;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
  return "'" + std::string(s.substr(0, cut)) + "\xE2\x80\xA6'";
}

// ---- strings ---------------------------------------------------------------------------------

std::string decode_string(std::string_view token, bool terminated, const ProblemSink& sink) {
  std::string out;
  const std::size_t end = terminated && token.size() >= 2 ? token.size() - 1 : token.size();
  out.reserve(end);
  bool separator_reported = false, letter_reported = false;
  auto invalid = [&](std::size_t at, std::string message, std::optional<Edit> fix = std::nullopt) {
    sink({"INVALID_ESCAPE", Severity::error, at, std::move(message), std::move(fix)});
  };
  for (std::size_t i = 1; i < end;) {
    const char c = token[i];
    if (c != '\\') {
      if (static_cast<unsigned char>(c) < 0x80) {
        out += c;
        ++i;
        continue;
      }
      const std::optional<utf8::Decoded> d = utf8::decode(token, i);
      const long code_point = d ? static_cast<long>(d->code_point) : -1;
      const std::size_t length = d ? d->length : 1;  // an ill-formed byte is kept as it is
      if (is_line_separator(code_point) && !separator_reported) {
        separator_reported = true;
        const std::string name = code_point == 0x2028 ? "U+2028 LINE SEPARATOR" : "U+2029 PARAGRAPH SEPARATOR";
        const std::string escape = "\\u" + hex_code(static_cast<unsigned long>(code_point));
        sink({"LINE_SEPARATOR_IN_STRING", Severity::warning, i,
              name + " appears unescaped in a string; JSON5 allows it, ECMAScript 5 does not: write it as " + escape,
              Edit{i, length, escape}});
      }
      out.append(token, i, length);
      i += length;
      continue;
    }
    if (i + 1 >= end) break;  // a backslash cut off by the end of an unterminated string
    const char e = token[i + 1];
    switch (e) {
      case 'b': out += '\b'; i += 2; break;
      case 'f': out += '\f'; i += 2; break;
      case 'n': out += '\n'; i += 2; break;
      case 'r': out += '\r'; i += 2; break;
      case 't': out += '\t'; i += 2; break;
      case 'v': out += '\v'; i += 2; break;
      case '\n': i += 2; break;  // line continuation
      case '\r':
        i += 2;
        if (i < end && token[i] == '\n') ++i;
        break;
      case '0':
        if (i + 2 < end && is_digit(token[i + 2]))
          invalid(i, "'\\0' followed by a digit reads as an octal escape, which JSON5 does not have; "
                     "write \\x00 for U+0000 before a digit",
                  Edit{i, 2, "\\x00"});
        out += '\0';
        i += 2;
        break;
      case 'x':
        if (i + 3 < end && is_hex(token[i + 2]) && is_hex(token[i + 3])) {
          utf8::append(out, static_cast<char32_t>(hex_value(token[i + 2]) * 16 + hex_value(token[i + 3])));
          i += 4;
        } else {
          invalid(i, "'\\x' must be followed by two hex digits");
          out += 'x';
          i += 2;
        }
        break;
      case 'u': {
        const long unit = i + 5 < end ? hex4(token, i + 2) : -1;
        if (unit < 0) {
          std::size_t length = 0;
          std::optional<std::string> escape = es6_escape(token.substr(0, end), i, length);
          invalid(i,
                  escape ? "JSON5 has no '\\u{…}' escapes: a code point beyond U+FFFF is written as a UTF-16 surrogate pair"
                         : "'\\u' must be followed by four hex digits",
                  escape ? std::optional<Edit>(Edit{i, length, *escape}) : std::nullopt);
          out += 'u';
          i += 2;
          break;
        }
        if (unit >= 0xD800 && unit <= 0xDBFF && i + 11 < end && token[i + 6] == '\\' && token[i + 7] == 'u') {
          const long low = hex4(token, i + 8);
          if (low >= 0xDC00 && low <= 0xDFFF) {
            utf8::append(out, 0x10000 + ((static_cast<char32_t>(unit) - 0xD800) << 10) +
                                 (static_cast<char32_t>(low) - 0xDC00));
            i += 12;
            break;
          }
        }
        if (is_surrogate(unit)) {
          sink({"LONE_SURROGATE", Severity::warning, i,
                "'\\u" + hex_code(static_cast<unsigned long>(unit)) +
                    "' is half of a UTF-16 surrogate pair without its other half; it reads as U+FFFD",
                std::nullopt});
          utf8::append(out, 0xFFFD);
        } else {
          utf8::append(out, static_cast<char32_t>(unit));
        }
        i += 6;
        break;
      }
      default:
        if (is_digit(e)) {
          invalid(i, "'\\" + std::string(1, e) + "' is not a JSON5 escape (JSON5 has no octal escapes); write \\u000" +
                         std::string(1, e) + " for U+000" + std::string(1, e) + ", or \\\\" + std::string(1, e) +
                         " for a backslash and the digit");
          out += e;
          i += 2;
        } else if (static_cast<unsigned char>(e) >= 0x80) {
          const std::optional<utf8::Decoded> d = utf8::decode(token, i + 1);
          const long code_point = d ? static_cast<long>(d->code_point) : -1;
          const std::size_t length = d ? d->length : 1;
          if (!is_line_separator(code_point)) {  // (else a line continuation)
            out.append(token, i + 1, length);
            if (!letter_reported && code_point >= 0) {  // as for a letter, below, its code point named
              letter_reported = true;
              char cp[16];
              std::snprintf(cp, sizeof cp, "U+%04lX", static_cast<unsigned long>(code_point));
              const std::string shown(token.substr(i + 1, length));
              sink({"NON_ESCAPE_CHARACTER", Severity::warning, i,
                    "'\\" + shown + "' (" + cp + ") is no JSON5 escape: it reads as '" + shown +
                        "', its backslash dropped; a backslash in a string is written '\\\\'",
                    std::nullopt});
            }
          }
          i += 1 + length;
        } else {
          // A letter that is no escape (`C:\Users`, `\d+`) stands for itself, its backslash gone:
          // never silently (once a string, at the first).
          if (std::isalpha(static_cast<unsigned char>(e)) && !letter_reported) {
            letter_reported = true;
            sink({"NON_ESCAPE_CHARACTER", Severity::warning, i,
                  "'\\" + std::string(1, e) + "' is no JSON5 escape: it reads as '" + std::string(1, e) +
                      "', its backslash dropped (a Windows path or a regular expression?); a backslash in a string "
                      "is written '\\\\'",
                  std::nullopt});
          }
          out += e;  // \' \" \\ \/ and any other character stand for themselves
          i += 2;
        }
        break;
    }
  }
  return out;
}

// ---- identifiers -----------------------------------------------------------------------------

std::string decode_identifier(std::string_view token, const ProblemSink& sink) {
  std::string out;
  out.reserve(token.size());
  for (std::size_t i = 0; i < token.size();) {
    if (token[i] != '\\') {
      out += token[i++];
      continue;
    }
    const long c = hex4(token, i + 2);  // the lexer matched \uHHHH
    if (c < 0) {
      out += token[i++];
      continue;
    }
    const bool ascii_ok = c < 0x80 && (is_ascii_letter(static_cast<char>(c)) || c == '$' || c == '_' ||
                                       (i > 0 && is_digit(static_cast<char>(c))));
    const bool other_ok = c >= 0x80 && !is_surrogate(c) && !is_unicode_space(c) && !is_line_separator(c);
    if (!ascii_ok && !other_ok) {
      std::string what = "'\\u" + hex_code(static_cast<unsigned long>(c)) + "'";
      // In a string the same escape is fine, so quoting the key is the exact fix.
      sink({"INVALID_ESCAPE", Severity::error, i,
            what + (i == 0 && c < 0x80 && is_digit(static_cast<char>(c)) ? " stands for a digit, which cannot begin an unquoted key"
                                                                         : " stands for a character an unquoted key cannot contain") +
                "; put the key in quotes",
            Edit{0, token.size(), "\"" + std::string(token) + "\""}});
    }
    if (is_surrogate(c))
      utf8::append(out, 0xFFFD);
    else
      utf8::append(out, static_cast<char32_t>(c));
    i += 6;
  }
  return out;
}

// ---- numbers ---------------------------------------------------------------------------------

namespace {

// Length of the longest prefix of `s` that is an unsigned decimal literal (0 when none is).
std::size_t decimal_prefix(std::string_view s) {
  std::size_t k = 0, int_digits = 0;
  if (k < s.size() && s[k] == '0') {
    k = int_digits = 1;
  } else {
    while (k < s.size() && is_digit(s[k])) ++k, ++int_digits;
  }
  if (k < s.size() && s[k] == '.') {
    std::size_t j = k + 1;
    while (j < s.size() && is_digit(s[j])) ++j;
    if (int_digits == 0 && j == k + 1) return 0;
    k = j;
  } else if (int_digits == 0) {
    return 0;
  }
  if (k < s.size() && (s[k] == 'e' || s[k] == 'E')) {
    std::size_t j = k + 1;
    if (j < s.size() && (s[j] == '+' || s[j] == '-')) ++j;
    const std::size_t digits = j;
    while (j < s.size() && is_digit(s[j])) ++j;
    if (j > digits) k = j;
  }
  return k;
}

}  // namespace

bool is_number(std::string_view s) {
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) s.remove_prefix(1);
  if (s == "Infinity" || s == "NaN") return true;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    for (std::size_t k = 2; k < s.size(); ++k)
      if (!is_hex(s[k])) return false;
    return true;
  }
  return !s.empty() && decimal_prefix(s) == s.size();
}

Value decode_number(std::string_view token) {
  bool negative = false;
  std::string_view rest = token;
  if (!rest.empty() && (rest[0] == '+' || rest[0] == '-')) {
    negative = rest[0] == '-';
    rest.remove_prefix(1);
  }
  if (rest == "Infinity") return negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
  if (rest == "NaN") return std::numeric_limits<double>::quiet_NaN();

  if (rest.size() > 2 && rest[0] == '0' && (rest[1] == 'x' || rest[1] == 'X')) {
    const std::string_view digits = rest.substr(2);
    std::uint64_t magnitude = 0;
    bool overflow = false;
    for (char c : digits) {
      if (magnitude > (std::numeric_limits<std::uint64_t>::max() >> 4)) overflow = true;
      magnitude = magnitude * 16 + static_cast<std::uint64_t>(hex_value(c));
    }
    constexpr std::uint64_t kMinMagnitude = std::uint64_t{1} << 63;  // of INT64_MIN
    if (!overflow && !negative && magnitude < kMinMagnitude) return static_cast<std::int64_t>(magnitude);
    if (!overflow && negative && magnitude <= kMinMagnitude)
      return magnitude == kMinMagnitude ? std::numeric_limits<std::int64_t>::min() : -static_cast<std::int64_t>(magnitude);
    double d = 0;
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), d, std::chars_format::hex);
    if (ec == std::errc::result_out_of_range) d = std::numeric_limits<double>::infinity();
    return negative ? -d : d;
  }

  if (rest.find_first_of(".eE") == std::string_view::npos) {
    std::int64_t i = 0;
    const std::string_view digits = token[0] == '+' ? token.substr(1) : token;  // from_chars takes '-' only
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), i);
    if (ec == std::errc() && ptr == digits.data() + digits.size()) return i;  // "-0" is the integer 0
  }

  double d = 0;
  const auto [ptr, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), d, std::chars_format::general);
  if (ec == std::errc::result_out_of_range) {
    // Beyond double's range: infinity if the magnitude is huge, zero if it is tiny. The decimal
    // exponent of the first significant digit tells which.
    const std::size_t e = rest.find_first_of("eE");
    const std::string_view mantissa = rest.substr(0, e);
    const std::size_t point = std::min(mantissa.find('.'), mantissa.size());
    const std::size_t first = mantissa.find_first_of("123456789");
    long order = first == std::string_view::npos ? 0
                 : first < point                 ? static_cast<long>(point - first) - 1
                                                 : -static_cast<long>(first - point);
    if (e != std::string_view::npos) {
      long exponent = 0;
      std::string_view digits = rest.substr(e + 1);
      const bool minus = !digits.empty() && digits[0] == '-';
      if (!digits.empty() && (digits[0] == '+' || digits[0] == '-')) digits.remove_prefix(1);
      for (char c : digits) exponent = std::min(exponent * 10 + (c - '0'), 1000000L);
      order += minus ? -exponent : exponent;
    }
    d = order > 0 ? std::numeric_limits<double>::infinity() : 0.0;
  }
  return negative ? -d : d;
}

Problem explain_invalid_number(std::string_view token) {
  Problem p{"INVALID_NUMBER", Severity::error, 0, "", std::nullopt};
  const std::string shown = shortened(token);
  std::size_t signs = 0;
  while (signs < token.size() && (token[signs] == '+' || token[signs] == '-')) ++signs;
  std::string_view rest = token.substr(signs);
  const std::string sign(token.substr(0, signs > 0 ? 1 : 0));

  if (signs > 0 && rest.empty()) {
    p.message = "a sign must be followed by a number";
    return p;
  }
  if (signs > 0 && (rest[0] == ' ' || rest[0] == '\t')) {
    const std::string joined = std::string(token.substr(0, signs)) + std::string(rest.substr(rest.find_first_not_of(" \t")));
    p.message = "no space may follow the sign of a number";
    if (signs == 1 && is_number(joined)) p.fix = Edit{0, token.size(), joined};
    return p;
  }
  if (signs > 1) {
    p.message = shown + " has more than one sign";
    return p;
  }
  if (!rest.empty() && !is_digit(rest[0]) && rest[0] != '.') {  // -foo, -infinity
    std::string lower;
    for (char c : rest) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
    p.message = shown + " is not a number";
    if (lower == "infinity" || lower == "inf") p.fix = Edit{0, token.size(), sign + "Infinity"};
    if (lower == "nan") p.fix = Edit{0, token.size(), sign + "NaN"};
    return p;
  }
  if (rest.size() >= 2 && rest[0] == '0' && is_digit(rest[1])) {
    const std::size_t nonzero = rest.find_first_not_of('0');
    std::string trimmed(nonzero == std::string_view::npos ? "0" : rest.substr(nonzero));
    if (trimmed[0] == '.' || !is_digit(trimmed[0])) trimmed.insert(trimmed.begin(), '0');
    p.message = "a number cannot start with 0 followed by a digit (JSON5 has no octal numbers)";
    if (is_number(sign + trimmed)) p.fix = Edit{0, token.size(), sign + trimmed};
    return p;
  }
  if (rest.size() >= 2 && rest[0] == '0' && (rest[1] == 'x' || rest[1] == 'X')) {
    std::size_t k = 2;
    while (k < rest.size() && is_hex(rest[k])) ++k;
    p.message = k == 2 ? shown + " has no hex digits after '0x'" : shown + " has a character that is not a hex digit";
    return p;
  }
  // The longest prefix that is a number, then what follows it.
  const std::size_t good = decimal_prefix(rest);
  const std::string_view tail = rest.substr(good);
  if (good == 0) {
    p.message = rest[0] == '.' && (rest.size() == 1 || !is_digit(rest[1])) ? "a decimal point needs a digit on one side"
                                                                              : shown + " is not a number";
  } else if (tail[0] == '.') {
    p.message = shown + " has more than one decimal point";
  } else if ((tail[0] == 'e' || tail[0] == 'E') &&
             tail.find_first_not_of("eE+-0123456789") == std::string_view::npos) {
    p.message = "the exponent of " + shown + " has no digits";
  } else {
    p.message = shown + " is not a number: " + shortened(tail) + " follows " + shortened(rest.substr(0, good));
    p.message += "; a string needs quotes";
    p.fix = Edit{0, token.size(), "\"" + std::string(token) + "\""};
  }
  return p;
}

}  // namespace llmfmt::json5
