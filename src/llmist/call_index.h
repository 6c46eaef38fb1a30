// What the document-level checks (docs/formats/llmist.md §10: duplicate ids as calls come,
// unknown dependencies and cycles at the end) keep of a document's calls — compactly, since a
// document may hold millions of them: per call its id in 8 bytes and its place in a set of ids
// (5 to 8 bytes), 12 bytes per dependency. When the whole input stays readable (parse(), check()) an id is a view
// into it; a stream's ids are copied into one flat buffer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/id_set.h"

namespace llmfmt::llmist {

class CallIndex {
 public:
  /// A new input. `input`: the whole input, readable until the checks are done; nullopt for a
  /// stream.
  void reset(std::optional<std::string_view> input);
  /// The whole input, when reset() was given it.
  const std::optional<std::string_view>& input() const { return input_; }

  /// Whether an earlier call has this id.
  bool contains(std::string_view id) const;
  /// The next call, with an explicit id: `id` (at input offset `offset`). False when an earlier
  /// call has the same id (the call is still counted).
  bool add_call(std::string_view id, std::size_t offset);
  /// The next call, with the automatic id "gadget_<n>" (which no earlier call has).
  void add_automatic_call(std::size_t n);
  /// A dependency of the last call added: `id` at input offset `offset`; `valid`: an identifier.
  void add_dependency(std::string_view id, std::size_t offset, bool valid);

  std::size_t size() const { return ids_.size(); }
  std::string id_of(std::size_t call) const;

  struct Dependency {
    std::size_t call;
    std::string_view id;
    std::size_t offset;  ///< in the input (meaningful only when input() is set)
    bool valid;
  };
  /// f(const Dependency&, bool known) for each dependency in document order; `known`: a call has
  /// its id. (`id` is valid during the call only.)
  template <class F>
  void for_each_dependency(F&& f) const {
    std::string scratch;
    for (const Dependency_& d : dependencies_) {
      const std::string_view id = text(d.id, scratch);
      f(Dependency{d.call(), id, offset_of(d.id), (d.call_valid & kValid) != 0}, find(id) != kNone);
    }
  }

  struct Cycle {
    std::vector<std::size_t> calls;  ///< in document order
    std::size_t first_caller;        ///< calls[0] among the calls with dependencies (0 for the first)
    std::size_t header_at;           ///< the input offset of calls[0]'s first dependency
  };
  /// The dependency cycles, as plan() gives them, in the order of their first calls. Frees the
  /// set (call it last).
  std::vector<Cycle> take_cycles();

 private:
  // An id's text in 8 bytes: kind (2 bits) and payload. Text: offset (38 bits) and size (24 bits)
  // in the input, or in copies_ for a stream. Automatic: its number. Wide: an index into wide_
  // (a text too long or too far for the packed form).
  using Ref = std::uint64_t;
  static constexpr Ref kText = 0, kAutomatic = 1, kWide = 2;
  static constexpr unsigned kKindShift = 62, kSizeBits = 24;
  static constexpr std::uint32_t kNone = IdSet::kNone;  // no call
  static constexpr std::uint32_t kValid = std::uint32_t{1} << 31;
#pragma pack(push, 4)
  struct Dependency_ {  // 12 bytes
    Ref id;
    std::uint32_t call_valid;  // the call's number, kValid set for an identifier
    std::uint32_t call() const { return call_valid & ~kValid; }
  };
#pragma pack(pop)

  Ref make_ref(std::string_view text, std::size_t offset);
  std::string_view text(Ref ref, std::string& scratch) const;
  std::size_t offset_of(Ref ref) const;
  // The first call with this id, or kNone.
  std::uint32_t find(std::string_view id) const;
  // Adds call, whose id is `id`, to the set.
  void insert(std::uint32_t call, std::string_view id);

  std::optional<std::string_view> input_;
  std::string copies_;                                      // a stream's ids
  std::vector<std::pair<std::size_t, std::size_t>> wide_;  // offset, size
  std::vector<Ref> ids_;                                    // per call
  IdSet set_;  // the first call with each id
  std::vector<Dependency_> dependencies_;
};

}  // namespace llmfmt::llmist
