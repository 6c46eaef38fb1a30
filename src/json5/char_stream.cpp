#include "json5/char_stream.h"

#include <algorithm>

#include "core/utf8.h"

namespace llmfmt::json5 {

bool is_unicode_space(long c) {
  return c == 0x00A0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x202F || c == 0x205F ||
         c == 0x3000 || c == 0xFEFF;
}

void Json5CharStream::open(std::string_view bytes, std::size_t base) {
  reset(bytes, base);
  runs_.clear();
  for (std::size_t i = 0; i < bytes.size();) {
    const auto byte = static_cast<unsigned char>(bytes[i]);
    // Every space and separator begins with one of these lead bytes; skip the rest fast.
    if (byte != 0xC2 && byte != 0xE1 && byte != 0xE2 && byte != 0xE3 && byte != 0xEF) {
      ++i;
      continue;
    }
    const std::optional<utf8::Decoded> d = utf8::decode(bytes, i);
    if (!d) {
      ++i;
      continue;
    }
    if (is_unicode_space(d->code_point))
      runs_.push_back({i, i + d->length, 0x02});
    else if (is_line_separator(d->code_point))
      runs_.push_back({i, i + d->length, 0x03});
    i += d->length;
  }
}

std::size_t Json5CharStream::stand_in(ssize_t i) {
  const std::size_t c = ByteCharStream::LA(i);
  if (c == 0 || c > 0x03) return c;  // ASCII from U+0004 up, NUL, or EOF
  // A folded non-ASCII byte, or a raw byte 0x01–0x03 (both in range, since LA found a byte).
  const std::size_t here = index() - base();
  const std::size_t at = i > 0 ? here + static_cast<std::size_t>(i - 1) : here - static_cast<std::size_t>(-i);
  if (static_cast<unsigned char>(bytes()[at]) < 0x80) return 0;
  if (!runs_.empty()) {
    auto it = std::upper_bound(runs_.begin(), runs_.end(), at, [](std::size_t a, const Run& r) { return a < r.begin; });
    if (it != runs_.begin() && at < std::prev(it)->end) return std::prev(it)->stand_in;
  }
  return 0x01;
}

}  // namespace llmfmt::json5
