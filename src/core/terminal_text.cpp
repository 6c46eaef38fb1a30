#include "core/terminal_text.h"

#include <cstdio>

#include "core/characters.h"
#include "core/utf8.h"

namespace llmfmt {
namespace {

bool acts_on_terminal(char32_t cp) {
  if (cp < 0x20) return cp != '\t';
  if (cp >= 0x7F && cp <= 0x9F) return true;
  if (cp == 0x00AD || (cp >= 0x200B && cp <= 0x200D) || (cp >= 0x2060 && cp <= 0x2064) || cp == 0xFEFF)
    return true;  // invisible: shown, so that the line on screen is the line in the file
  return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) ||
         (cp >= 0x2066 && cp <= 0x2069) || cp == 0x2028 || cp == 0x2029;
}

// The escape for text[i], or an empty string when it is kept; `bytes` gets its length.
std::string escape_at(std::string_view text, std::size_t i, std::size_t& bytes) {
  char buffer[16];
  const std::optional<utf8::Decoded> d = utf8::decode(text, i);
  if (!d) {  // as JSON output shows it (to_valid_utf8)
    bytes = 1;
    return "\xEF\xBF\xBD";
  }
  bytes = d->length;
  if (!acts_on_terminal(d->code_point)) return {};
  std::snprintf(buffer, sizeof buffer, "\\u{%X}", static_cast<unsigned>(d->code_point));
  return buffer;
}

bool d_is_replacement(const std::string& escape) { return escape == "\xEF\xBF\xBD"; }

}  // namespace

std::string terminal_safe(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c < 0x7F) {  // the common case
      out += text[i++];
      continue;
    }
    std::size_t bytes = 1;
    const std::string escape = escape_at(text, i, bytes);
    if (escape.empty()) out.append(text.substr(i, bytes));
    else out += escape;
    i += bytes;
  }
  return out;
}

TerminalCell terminal_cell(std::string_view text, std::size_t i) {
  const unsigned char c = static_cast<unsigned char>(text[i]);
  if (c >= 0x20 && c < 0x7F) return {1, 1};
  std::size_t bytes = 1;
  const std::string escape = escape_at(text, i, bytes);
  return {escape.empty() || d_is_replacement(escape) ? 1 : escape.size(), bytes};
}

}  // namespace llmfmt
