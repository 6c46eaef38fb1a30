// How an llmist block's parameters become a value: coercion of single-line values and the
// JSON-pointer-like paths that place them (DECISIONS §1 Coercion, Pointers).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/core/value.h"

namespace llmfmt::llmist {

/// Deepest pointer accepted (segments); deeper ones are NESTING_TOO_DEEP.
inline constexpr std::size_t kMaxPointerDepth = 100;

/// The identifier nearest to `s`: Latin letters lose their accents (é → e), other characters (whole
/// code points) become '_', a leading digit gets a '_' before it.
std::string nearest_identifier(std::string_view s);

/// Why `s` (not empty) is not an identifier, naming the first character that is not allowed by
/// code point: "U+00F6 'ö' is not allowed in an identifier (ASCII letters, digits and '_')", or
/// "an identifier does not begin with a digit". Empty when `s` is one.
std::string why_not_identifier(std::string_view s);

/// Blanks are space and tab only, everywhere in this format.
std::string_view trim_blanks(std::string_view s);

/// A single-line value becomes a boolean or a number where it is exactly one; anything else,
/// and every multi-line value, stays the original string.
Value coerce(std::string_view value);

/// Why a pointer could not be placed.
struct PointerError {
  const char* code;
  std::string message;
  std::size_t segment;      ///< index of the offending segment, or npos when it is the whole pointer
  std::string replacement;  ///< what the segment should read, where that is known; else empty
};

/// A segment of a pointer: its text, where it starts within the pointer text, and what the
/// grammar read it as (LlmistParser.g4 `segment`: a single NAME, INDEX or NEGATIVE_INDEX token,
/// else anything else — empty, blanks, other characters).
struct Segment {
  enum Kind { name, index, negative_index, invalid };
  std::string_view text;
  std::size_t at = 0;
  Kind kind = invalid;
};

/// Places `value` at `segments` inside `root`. On error `root` is left as it was.
std::optional<PointerError> place(Object& root, const std::vector<Segment>& segments, Value value);

}  // namespace llmfmt::llmist
