#include "garyml/lines.h"

namespace llmfmt::garyml {
namespace {

bool is_key_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

}  // namespace

std::string_view strip_terminator(std::string_view line) {
  if (!line.empty() && line.back() == '\n') line.remove_suffix(1);
  while (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

std::string_view trim_left(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size() && is_blank(s[i])) ++i;
  return s.substr(i);
}

std::string_view trim_right(std::string_view s) {
  std::size_t n = s.size();
  while (n > 0 && (is_blank(s[n - 1]) || s[n - 1] == '\r')) --n;
  return s.substr(0, n);
}

std::string_view trim(std::string_view s) { return trim_right(trim_left(s)); }

std::size_t key_length(std::string_view s) {
  std::size_t n = 0;
  while (n < s.size() && is_key_char(s[n])) ++n;
  return n;
}

Classified classify(std::string_view line) {
  line = strip_terminator(line);
  const std::string_view rest = trim_left(line);
  const std::string_view lead = line.substr(0, line.size() - rest.size());
  if (rest.empty()) return {LineKind::blank, lead};
  if (rest[0] == '#') return {LineKind::comment, lead};
  if (rest[0] == '.') return {LineKind::keyword, lead};
  if (rest.substr(0, 3) == "\"\"\"") {
    const std::string_view body = trim_right(rest);
    // `"""text"""`, or `"""text""" more` (the builder reports the text after the closing quotes).
    const bool one_line = (body.size() >= 6 && body.substr(body.size() - 3) == "\"\"\"") ||
                          body.find("\"\"\"", 3) != std::string_view::npos;
    return {one_line ? LineKind::text_line : LineKind::text_open, lead};
  }
  if (rest.substr(0, 3) == "```") return {LineKind::code_open, lead};
  const std::size_t key = key_length(rest);
  if (key > 0) {
    const std::string_view after = trim_left(rest.substr(key));
    if (!after.empty() && after[0] == ':') return {LineKind::parameter, lead};
  }
  return {LineKind::other, lead};
}

bool bare_text_opener(std::string_view line) {
  const std::string_view rest = trim_left(strip_terminator(line));
  return rest.size() >= 3 && trim(rest.substr(3)).empty();
}

bool closes_text_block(std::string_view line, bool bare_opener) {
  const std::string_view body = trim_right(strip_terminator(line));
  if (bare_opener) return trim_left(body) == "\"\"\"";
  return body.size() >= 3 && body.substr(body.size() - 3) == "\"\"\"";
}

bool closes_code_block(std::string_view line) { return trim(strip_terminator(line)) == "```"; }

}  // namespace llmfmt::garyml
