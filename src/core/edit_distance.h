// Edit distances for "did you mean" fix hints (names are short: the callers cap their length).
#pragma once

#include <cstddef>
#include <string_view>

namespace llmfmt {

/// Levenshtein distance: insertions, deletions and substitutions of bytes.
std::size_t edit_distance(std::string_view a, std::string_view b);

/// Optimal string alignment distance: as edit_distance, and an adjacent transposition counts as
/// one edit (`CRAETE` → `CREATE` is one).
std::size_t transposition_distance(std::string_view a, std::string_view b);

}  // namespace llmfmt
