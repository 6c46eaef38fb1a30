#include "core/utf8.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace llmfmt::utf8 {

std::size_t sequence_length(std::string_view s, std::size_t i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char b0 = byte(i);
  if (b0 < 0x80) return 1;
  std::size_t n;
  unsigned char lo = 0x80, hi = 0xBF;  // allowed range of the second byte (Unicode Table 3-7)
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    n = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    n = 3;
    if (b0 == 0xE0) lo = 0xA0;  // no overlong forms
    if (b0 == 0xED) hi = 0x9F;  // no surrogates
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    n = 4;
    if (b0 == 0xF0) lo = 0x90;
    if (b0 == 0xF4) hi = 0x8F;  // nothing above U+10FFFF
  } else {
    return 0;
  }
  if (i + n > s.size()) return 0;
  if (byte(i + 1) < lo || byte(i + 1) > hi) return 0;
  for (std::size_t k = 2; k < n; ++k)
    if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
  return n;
}

std::optional<Decoded> decode(std::string_view s, std::size_t i) {
  const std::size_t length = sequence_length(s, i);
  if (length == 0) return std::nullopt;
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  char32_t cp = length == 1 ? byte(0) : length == 2 ? byte(0) & 0x1F : length == 3 ? byte(0) & 0x0F : byte(0) & 0x07;
  for (std::size_t k = 1; k < length; ++k) cp = (cp << 6) | (byte(k) & 0x3F);
  return Decoded{cp, length};
}

std::size_t ill_formed_length(std::string_view s, std::size_t i) {
  const unsigned char b0 = static_cast<unsigned char>(s[i]);
  std::size_t n;
  unsigned char lo = 0x80, hi = 0xBF;  // as in sequence_length (Unicode Table 3-7)
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    n = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    n = 3;
    if (b0 == 0xE0) lo = 0xA0;
    if (b0 == 0xED) hi = 0x9F;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    n = 4;
    if (b0 == 0xF0) lo = 0x90;
    if (b0 == 0xF4) hi = 0x8F;
  } else {
    return 1;  // not a lead byte: a stray continuation, C0, C1, F5–FF
  }
  std::size_t length = 1;
  while (length < n && i + length < s.size()) {
    const unsigned char b = static_cast<unsigned char>(s[i + length]);
    if (length == 1 ? (b < lo || b > hi) : (b < 0x80 || b > 0xBF)) break;
    ++length;
  }
  return length;
}

std::size_t first_invalid(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    // Eight ASCII bytes at a time: most text is ASCII.
    if (i + 8 <= s.size()) {
      std::uint64_t word;
      std::memcpy(&word, s.data() + i, 8);
      if ((word & 0x8080808080808080ull) == 0) {
        i += 8;
        continue;
      }
    }
    if (static_cast<unsigned char>(s[i]) < 0x80) {
      ++i;
      continue;
    }
    const std::size_t n = sequence_length(s, i);
    if (n == 0) return i;
    i += n;
  }
  return std::string_view::npos;
}

std::size_t ill_formed_count(std::string_view s) {
  std::size_t count = 0;
  for (std::size_t at = first_invalid(s); at != std::string_view::npos;) {
    ++count;
    const std::size_t next = at + ill_formed_length(s, at);
    const std::size_t more = first_invalid(s.substr(next));
    at = more == std::string_view::npos ? more : next + more;
  }
  return count;
}

std::size_t columns(std::string_view s) {
  std::size_t count = 0;  // the common ASCII prefix in a tight loop, then character by character
  while (count < s.size() && static_cast<unsigned char>(s[count]) < 0x80) ++count;
  for (std::size_t i = count; i < s.size(); ++count) {
    const std::size_t n = sequence_length(s, i);
    i += n == 0 ? ill_formed_length(s, i) : n;
  }
  return count;
}

std::string_view truncate(std::string_view s, std::size_t max_bytes) {
  if (s.size() <= max_bytes) return s;
  // (the common prefix of ASCII: no sequence to split; a diagnostic's lines are cut for each)
  if (std::all_of(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(max_bytes + 1),
                  [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
    return s.substr(0, max_bytes);
  std::size_t i = 0;
  while (i < max_bytes) {
    const std::size_t n = sequence_length(s, i);
    const std::size_t step = n == 0 ? 1 : n;
    if (i + step > max_bytes) break;
    i += step;
  }
  return s.substr(0, i);
}

void append(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

}  // namespace llmfmt::utf8
