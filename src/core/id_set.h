// A set of ids whose texts are kept elsewhere (llmist's calls, GaryML's id values), compact since a
// document may declare millions of them: an item number (32 bits) per slot, the text got back from
// the caller's `text_of(item)` (a std::string_view) when a probe needs it. Open addressing with
// linear probing; it grows by half (not double) so that it is between 1/2 and 3/4 full: 5 to 8
// bytes per id.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace llmfmt {

class IdSet {
 public:
  static constexpr std::uint32_t kNone = UINT32_MAX;  // no item (an empty slot)

  std::size_t size() const { return in_set_; }
  /// Frees the slots.
  void clear() {
    std::vector<std::uint32_t>().swap(slots_);
    in_set_ = 0;
  }

  /// The item whose text is `id`, or kNone.
  template <class TextOf>
  std::uint32_t find(std::string_view id, TextOf&& text_of) const {
    return slots_.empty() ? kNone : slots_[slot_of(id, text_of)];
  }
  /// Adds `item`, whose text is `id`, which no item in the set has.
  template <class TextOf>
  void insert(std::uint32_t item, std::string_view id, TextOf&& text_of) {
    if ((in_set_ + 1) * 4 > slots_.size() * 3) grow(text_of);  // past 3/4
    place(item, hash_of(id));
  }
  /// Puts `item` in the place of the item whose text is `id` (which the set holds).
  template <class TextOf>
  void replace(std::uint32_t item, std::string_view id, TextOf&& text_of) {
    slots_[slot_of(id, text_of)] = item;
  }
  /// f(item) for each item, in no particular order.
  template <class F>
  void for_each(F&& f) const {
    for (std::uint32_t item : slots_)
      if (item != kNone) f(item);
  }

 private:
  static std::size_t hash_of(std::string_view id) { return std::hash<std::string_view>()(id); }
  std::size_t next(std::size_t slot) const { return slot + 1 == slots_.size() ? 0 : slot + 1; }

  // The slot holding `id`, else the empty slot where it would go.
  template <class TextOf>
  std::size_t slot_of(std::string_view id, TextOf& text_of) const {
    std::size_t slot = hash_of(id) % slots_.size();
    while (slots_[slot] != kNone && text_of(slots_[slot]) != id) slot = next(slot);
    return slot;
  }
  void place(std::uint32_t item, std::size_t hash) {
    std::size_t slot = hash % slots_.size();
    while (slots_[slot] != kNone) slot = next(slot);
    slots_[slot] = item;
    ++in_set_;
  }
  template <class TextOf>
  void grow(TextOf& text_of) {
    std::vector<std::uint32_t> old(std::max<std::size_t>(64, slots_.size() + slots_.size() / 2), kNone);
    old.swap(slots_);
    in_set_ = 0;
    for (std::uint32_t item : old)
      if (item != kNone) place(item, hash_of(text_of(item)));
  }

  std::vector<std::uint32_t> slots_;
  std::size_t in_set_ = 0;
};

}  // namespace llmfmt
