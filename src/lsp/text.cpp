#include "lsp/text.h"

#include <algorithm>
#include <cstdint>

namespace llmfmt::lsp {

CharSize char_size(std::string_view text, std::size_t i, Encoding encoding) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b = byte(i);
  std::size_t n = 0;
  std::uint32_t min = 0;
  if (b < 0x80) return {1, 1};
  if (b >= 0xC2 && b <= 0xDF) n = 2, min = 0x80;
  else if (b >= 0xE0 && b <= 0xEF) n = 3, min = 0x800;
  else if (b >= 0xF0 && b <= 0xF4) n = 4, min = 0x10000;
  else return {1, 1};
  if (i + n > text.size()) return {1, 1};
  std::uint32_t cp = b & (0x7F >> n);
  for (std::size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return {1, 1};
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return {1, 1};
  if (encoding == Encoding::utf8) return {n, n};
  return {n, cp >= 0x10000 ? 2u : 1u};
}

Text::Text(std::string text) { assign(std::move(text)); }

void Text::assign(std::string text) {
  text_ = std::move(text);
  line_starts_.assign(1, 0);
  index_lines(0);
}

// Re-indexes the line starts after line `from_line`'s start (which stays valid).
void Text::index_lines(std::size_t from_line) {
  line_starts_.resize(from_line + 1);
  const std::size_t size = text_.size();
  for (std::size_t i = line_starts_.back(); i < size; ++i) {
    const char c = text_[i];
    if (c == '\n' || c == '\r') {
      if (c == '\r' && i + 1 < size && text_[i + 1] == '\n') ++i;
      line_starts_.push_back(i + 1);
    }
  }
}

std::size_t Text::line_start(std::size_t line) const {
  return line < line_starts_.size() ? line_starts_[line] : text_.size();
}

std::size_t Text::line_end(std::size_t line) const {
  if (line + 1 >= line_starts_.size()) return text_.size();
  std::size_t end = line_starts_[line + 1];
  if (end > 0 && text_[end - 1] == '\n') --end;
  if (end > line_starts_[line] && text_[end - 1] == '\r') --end;
  return end;
}

Position Text::position(std::size_t offset, Encoding encoding) const {
  offset = std::min(offset, text_.size());
  const std::size_t line =
      static_cast<std::size_t>(std::upper_bound(line_starts_.begin(), line_starts_.end(), offset) - line_starts_.begin()) - 1;
  const std::size_t end = std::min(offset, line_end(line));
  std::size_t units = 0;
  for (std::size_t i = line_starts_[line]; i < end;) {
    const CharSize c = char_size(text_, i, encoding);
    if (i + c.bytes > end) break;  // `offset` inside this character: its start
    i += c.bytes;
    units += c.units;
  }
  return {line, units};
}

std::size_t Text::offset(Position position, Encoding encoding) const {
  if (position.line >= line_starts_.size()) return text_.size();
  const std::size_t end = line_end(position.line);
  std::size_t i = line_starts_[position.line], units = 0;
  while (i < end) {
    const CharSize c = char_size(text_, i, encoding);
    if (units + c.units > position.character) break;
    units += c.units;
    i += c.bytes;
  }
  return i;
}

void Text::replace(std::size_t from, std::size_t to, std::string_view replacement) {
  to = std::min(to, text_.size());
  from = std::min(from, to);
  text_.replace(from, to - from, replacement);
  // Lines before the one holding `from` keep their starts; one more back in case `from` splits
  // a CR LF.
  std::size_t line = static_cast<std::size_t>(
                         std::upper_bound(line_starts_.begin(), line_starts_.end(), from) - line_starts_.begin()) - 1;
  if (line > 0) --line;
  index_lines(line);
}

}  // namespace llmfmt::lsp
