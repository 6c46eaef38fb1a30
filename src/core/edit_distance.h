// Edit distances and the nearest known name, for "did you mean" fix hints (the known names are
// short; a rule may cap the length of the word).
#pragma once

#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

namespace llmfmt {

/// Levenshtein distance: insertions, deletions and substitutions of bytes.
std::size_t edit_distance(std::string_view a, std::string_view b);

/// Optimal string alignment distance: as edit_distance, and an adjacent transposition counts as
/// one edit (`CRAETE` → `CREATE` is one).
std::size_t transposition_distance(std::string_view a, std::string_view b);

/// When a known name is near enough to a word to be what it meant ("did you mean"): each format
/// states its own rule (the callers name theirs; docs/formats/<format>.md says it), in these terms.
struct Nearness {
  /// At most this many edits, given the sizes of the word and of the candidate.
  std::size_t (*max_edits)(std::size_t word, std::size_t candidate);
  /// An adjacent transposition is one edit (transposition_distance), not two (edit_distance).
  bool transpositions = false;
  /// A longer word is no typo of a name (and the cost stays bounded); nor is a longer candidate.
  std::size_t max_word = std::numeric_limits<std::size_t>::max();
  std::size_t max_candidate = std::numeric_limits<std::size_t>::max();
  /// Ties go to the candidate first in byte order (candidates in no order of their own), else to
  /// the first in the list.
  bool ties_to_smallest = false;
};

/// The candidate nearest to `word` within `rule`, or nullopt. `Names`: anything iterable whose
/// items make a std::string_view.
template <typename Names>
std::optional<std::string> nearest_name(std::string_view word, const Names& candidates, const Nearness& rule) {
  if (word.size() > rule.max_word) return std::nullopt;
  std::optional<std::string> best;
  std::size_t best_distance = std::numeric_limits<std::size_t>::max();
  for (const auto& candidate : candidates) {
    const std::string_view name(candidate);
    if (name.size() > rule.max_candidate) continue;
    const std::size_t d = rule.transpositions ? transposition_distance(word, name) : edit_distance(word, name);
    if (d > rule.max_edits(word.size(), name.size())) continue;
    if (d < best_distance || (d == best_distance && rule.ties_to_smallest && name < *best)) {
      best_distance = d;
      best = std::string(name);
    }
  }
  return best;
}

}  // namespace llmfmt
