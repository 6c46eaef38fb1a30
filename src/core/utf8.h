// UTF-8 helpers. Input is bytes: nothing here assumes it is well-formed.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace llmfmt::utf8 {

/// Length of the well-formed UTF-8 sequence starting at s[i] (1–4), or 0 when the byte there
/// does not begin one (stray continuation, overlong form, surrogate, > U+10FFFF, truncated).
std::size_t sequence_length(std::string_view s, std::size_t i);

/// A code point and the length in bytes of the sequence it was read from.
struct Decoded {
  char32_t code_point;
  std::size_t length;
};
/// The code point of the well-formed sequence at s[i], or nullopt when none begins there. The one
/// UTF-8 decoder.
std::optional<Decoded> decode(std::string_view s, std::size_t i);

/// Length (1–3) of the ill-formed subsequence starting at s[i], where no well-formed sequence
/// starts: its *maximal subpart* (Unicode §3.9, U+FFFD Substitution of Maximal Subparts; the
/// WHATWG Encoding Standard's UTF-8 decoder): a lead byte and the continuation bytes that could
/// still have completed it (`E2 82` before `b` is one), or the one byte otherwise. Each such
/// subsequence reads as one U+FFFD and takes one column.
std::size_t ill_formed_length(std::string_view s, std::size_t i);

/// Offset of the first byte that does not begin a well-formed sequence, or npos.
std::size_t first_invalid(std::string_view s);

/// How many ill-formed subsequences (ill_formed_length) `s` holds.
std::size_t ill_formed_count(std::string_view s);

/// Columns taken by s: code points, each ill-formed subsequence (ill_formed_length) counting as one.
std::size_t columns(std::string_view s);

/// The longest prefix of s of at most `max_bytes` bytes that does not split a well-formed
/// sequence.
std::string_view truncate(std::string_view s, std::size_t max_bytes);

/// Appends the UTF-8 encoding of a code point (U+0000–U+10FFFF, no surrogates).
void append(std::string& out, char32_t code_point);

}  // namespace llmfmt::utf8
