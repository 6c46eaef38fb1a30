#include "llmist/call_index.h"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <utility>

#include "llmist/components.h"

namespace llmfmt::llmist {
namespace {

constexpr std::uint64_t kPayloadMask = (std::uint64_t{1} << 62) - 1;
constexpr std::uint64_t kSizeMask = (std::uint64_t{1} << 24) - 1;

std::size_t hash_of(std::string_view id) { return std::hash<std::string_view>()(id); }

}  // namespace

void CallIndex::reset(std::optional<std::string_view> input) {
  *this = CallIndex();
  input_ = input;
}

CallIndex::Ref CallIndex::make_ref(std::string_view text, std::size_t offset) {
  if (!input_) {  // a stream: the bytes will be gone, keep a copy
    offset = copies_.size();
    copies_.append(text);
  }
  if (text.size() <= kSizeMask && offset <= (kPayloadMask >> kSizeBits))
    return (kText << kKindShift) | (std::uint64_t{offset} << kSizeBits) | text.size();
  wide_.emplace_back(offset, text.size());
  return (kWide << kKindShift) | (wide_.size() - 1);
}

std::string_view CallIndex::text(Ref ref, std::string& scratch) const {
  const std::uint64_t payload = ref & kPayloadMask;
  std::size_t offset = 0, size = 0;
  switch (ref >> kKindShift) {
    case kAutomatic:
      scratch = "gadget_" + std::to_string(payload);
      return scratch;
    case kText:
      offset = payload >> kSizeBits;
      size = payload & kSizeMask;
      break;
    default:
      std::tie(offset, size) = wide_[payload];
      break;
  }
  return (input_ ? *input_ : std::string_view(copies_)).substr(offset, size);
}

std::size_t CallIndex::offset_of(Ref ref) const {
  const std::uint64_t payload = ref & kPayloadMask;
  switch (ref >> kKindShift) {
    case kText: return payload >> kSizeBits;
    case kWide: return wide_[payload].first;
    default: return 0;
  }
}

std::string CallIndex::id_of(std::size_t call) const {
  std::string scratch;
  return std::string(text(ids_[call], scratch));
}

std::uint32_t CallIndex::find(std::string_view id) const {
  if (set_.empty()) return kNone;
  std::string scratch;
  const std::size_t mask = set_.size() - 1;
  for (std::size_t slot = hash_of(id) & mask;; slot = (slot + 1) & mask) {
    const std::uint32_t call = set_[slot];
    if (call == kNone || text(ids_[call], scratch) == id) return call;
  }
}

bool CallIndex::contains(std::string_view id) const { return find(id) != kNone; }

void CallIndex::insert(std::uint32_t call, std::size_t hash) {
  const std::size_t mask = set_.size() - 1;
  std::size_t slot = hash & mask;
  while (set_[slot] != kNone) slot = (slot + 1) & mask;
  set_[slot] = call;
  ++in_set_;
}

void CallIndex::grow() {
  std::vector<std::uint32_t> old(std::max<std::size_t>(64, set_.size() * 2), kNone);
  old.swap(set_);
  in_set_ = 0;
  std::string scratch;
  for (std::uint32_t call : old)
    if (call != kNone) insert(call, hash_of(text(ids_[call], scratch)));
}

bool CallIndex::add_call(std::string_view id, std::size_t offset) {
  // Call numbers are 32 bits wide (kNone excepted): 4 billion calls need far more memory anyway.
  if (ids_.size() >= kNone - 1) throw std::length_error("llmist: too many calls in one document");
  const bool first = find(id) == kNone;
  ids_.push_back(make_ref(id, offset));
  if (first) {
    if ((in_set_ + 1) * 4 > set_.size() * 3) grow();  // at most 3/4 full
    insert(static_cast<std::uint32_t>(ids_.size() - 1), hash_of(id));
  }
  return first;
}

void CallIndex::add_automatic_call(std::size_t n) {
  if (ids_.size() >= kNone - 1) throw std::length_error("llmist: too many calls in one document");
  ids_.push_back((kAutomatic << kKindShift) | (n & kPayloadMask));
  if ((in_set_ + 1) * 4 > set_.size() * 3) grow();
  insert(static_cast<std::uint32_t>(ids_.size() - 1), hash_of("gadget_" + std::to_string(n)));
}

void CallIndex::add_dependency(std::string_view id, std::size_t offset, bool valid) {
  dependencies_.push_back({make_ref(id, offset), static_cast<std::uint32_t>(ids_.size() - 1), valid ? 1u : 0u});
}

std::vector<CallIndex::Cycle> CallIndex::take_cycles() {
  // The graph of plan() (src/llmist/plan.cpp) cut down to what a cycle can pass through: the calls
  // with dependencies (nodes 0..K-1, in document order) and the ids they depend on that some call
  // has (nodes K.., one per id, named by the first call with it). Edges: call → its own id's
  // node; id node → each call depending on that id.
  std::vector<std::uint32_t> callers;                          // node k → its call
  std::vector<std::uint32_t> own;                              // node k → the first call with its id
  std::vector<std::size_t> header_at;                          // node k → its first dependency's offset
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;  // (first call with the id, dependent node)
  std::string scratch;
  for (const Dependency_& d : dependencies_) {
    if (callers.empty() || callers.back() != d.call) {
      callers.push_back(d.call);
      own.push_back(find(text(ids_[d.call], scratch)));
      header_at.push_back(offset_of(d.id));
    }
    const std::uint32_t target = find(text(d.id, scratch));
    if (target != kNone) edges.emplace_back(target, static_cast<std::uint32_t>(callers.size() - 1));
  }
  std::vector<Dependency_>().swap(dependencies_);
  std::vector<std::uint32_t>().swap(set_);
  in_set_ = 0;

  std::sort(edges.begin(), edges.end());
  const std::size_t k_nodes = callers.size();
  std::vector<std::uint32_t> id_call, first, targets;  // id node j: its first call, its edges
  targets.reserve(edges.size());
  for (std::size_t e = 0; e < edges.size(); ++e) {
    if (e == 0 || edges[e].first != edges[e - 1].first) {
      id_call.push_back(edges[e].first);
      first.push_back(static_cast<std::uint32_t>(e));
    }
    targets.push_back(edges[e].second);
  }
  first.push_back(static_cast<std::uint32_t>(edges.size()));
  std::vector<std::pair<std::uint32_t, std::uint32_t>>().swap(edges);
  for (std::uint32_t& node : own) {  // → its id node, or kNone when nobody depends on its id
    const auto it = std::lower_bound(id_call.begin(), id_call.end(), node);
    node = it != id_call.end() && *it == node ? static_cast<std::uint32_t>(k_nodes + (it - id_call.begin())) : kNone;
  }

  const auto successors = [&](std::uint32_t node) {
    if (node < k_nodes) {
      const std::uint32_t* to = &own[node];
      return std::make_pair(to, to + (*to == kNone ? 0 : 1));
    }
    const std::size_t j = node - k_nodes;
    const std::uint32_t* to = targets.data();
    return std::make_pair(to + first[j], to + first[j + 1]);
  };
  std::vector<Cycle> cycles;
  for_each_component<std::uint32_t>(k_nodes + id_call.size(), successors, [&](const std::vector<std::uint32_t>& component) {
    if (component.size() < 2) return;  // every cycle passes through an id node
    Cycle cycle;
    std::size_t first_node = k_nodes;
    for (std::uint32_t node : component)
      if (node < k_nodes) {
        cycle.calls.push_back(callers[node]);
        first_node = std::min<std::size_t>(first_node, node);
      }
    std::sort(cycle.calls.begin(), cycle.calls.end());
    cycle.first_caller = first_node;
    cycle.header_at = header_at[first_node];
    cycles.push_back(std::move(cycle));
  });
  std::sort(cycles.begin(), cycles.end(), [](const Cycle& a, const Cycle& b) { return a.calls < b.calls; });
  return cycles;
}

}  // namespace llmfmt::llmist
