// UTF-8 helpers. Input is bytes: nothing here assumes it is well-formed.
#pragma once

#include <cstddef>
#include <string_view>

namespace llmfmt::utf8 {

/// Length of the well-formed UTF-8 sequence starting at s[i] (1–4), or 0 when the byte there
/// does not begin one (stray continuation, overlong form, surrogate, > U+10FFFF, truncated).
std::size_t sequence_length(std::string_view s, std::size_t i);

/// Offset of the first byte that does not begin a well-formed sequence, or npos.
std::size_t first_invalid(std::string_view s);

/// Columns taken by s: code points, each ill-formed byte counting as one.
std::size_t columns(std::string_view s);

/// The longest prefix of s of at most `max_bytes` bytes that does not split a well-formed
/// sequence.
std::string_view truncate(std::string_view s, std::size_t max_bytes);

}  // namespace llmfmt::utf8
