// The look-alike property over a document (look_alike_property.cpp).
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/llmfmt.h"

namespace llmfmt::testing {

/// Every syntax line of `input` (as `is_syntax` tells by the line's bytes), each printable ASCII
/// character in turn replaced by one of its look-alikes and, separately, an invisible character
/// inserted before it: the result must parse as the original did, the character aside, or carry
/// a diagnostic that covers the character and names its code point. `sample` > 1: only every
/// sample-th mutation; `every`: each of a character's look-alikes and each invisible character at
/// each position, not one of them in turn. Look-alikes of multi-character punctuation (U+2025 for
/// "..", an en or em dash for "--") replace what they imitate. `lone_crs`: also the LF that ends
/// a syntax line or the line before one, written as a lone CR, must be named the same way
/// (U+000D). Returns the failures (empty when the property holds).
std::vector<std::string> look_alike_property(Format format, const std::string& input, const Options& options,
                                             const std::function<bool(std::string_view line)>& is_syntax,
                                             std::size_t sample = 1, bool every = false, bool lone_crs = false);

}  // namespace llmfmt::testing
