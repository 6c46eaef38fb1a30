#include "garyml/lines.h"

namespace llmfmt::garyml {

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

std::string_view key_in(std::string_view token_text) {
  const std::string_view key = trim_left(token_text);
  return key.substr(0, key.find_first_of(" \t:="));
}

}  // namespace llmfmt::garyml
