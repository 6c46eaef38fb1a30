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

// Whether the graph has a cycle: what remains once nodes nobody waits on are taken away one by one
// (Kahn). Cheaper than the components (4 bytes a node, and the nodes ready), and the usual answer
// is no.
template <class Successors>
bool has_cycle(std::size_t n, Successors&& successors) {
  std::vector<std::uint32_t> waiting(n, 0), ready;
  for (std::size_t v = 0; v < n; ++v)
    for (auto [to, end] = successors(static_cast<std::uint32_t>(v)); to != end; ++to) ++waiting[*to];
  for (std::size_t v = 0; v < n; ++v)
    if (waiting[v] == 0) ready.push_back(static_cast<std::uint32_t>(v));
  std::size_t taken = 0;
  while (!ready.empty()) {
    const std::uint32_t v = ready.back();
    ready.pop_back();
    ++taken;
    for (auto [to, end] = successors(v); to != end; ++to)
      if (--waiting[*to] == 0) ready.push_back(*to);
  }
  return taken < n;
}

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
  std::string scratch;
  return set_.find(id, [&](std::uint32_t call) { return text(ids_[call], scratch); });
}

bool CallIndex::contains(std::string_view id) const { return find(id) != kNone; }

void CallIndex::insert(std::uint32_t call, std::string_view id) {
  std::string scratch;
  set_.insert(call, id, [&](std::uint32_t c) { return text(ids_[c], scratch); });
}

bool CallIndex::add_call(std::string_view id, std::size_t offset) {
  // Call numbers are 31 bits wide (a dependency keeps a flag by its call's number): 2 billion
  // calls need far more memory than a machine has anyway.
  if (ids_.size() >= kValid - 1) throw std::length_error("llmist: too many calls in one document");
  const bool first = find(id) == kNone;
  ids_.push_back(make_ref(id, offset));
  if (first) insert(static_cast<std::uint32_t>(ids_.size() - 1), id);
  return first;
}

void CallIndex::add_automatic_call(std::size_t n) {
  if (ids_.size() >= kValid - 1) throw std::length_error("llmist: too many calls in one document");
  ids_.push_back((kAutomatic << kKindShift) | (n & kPayloadMask));
  insert(static_cast<std::uint32_t>(ids_.size() - 1), "gadget_" + std::to_string(n));
}

void CallIndex::add_dependency(std::string_view id, std::size_t offset, bool valid) {
  dependencies_.push_back({make_ref(id, offset), static_cast<std::uint32_t>(ids_.size() - 1) | (valid ? kValid : 0)});
}

std::vector<CallIndex::Cycle> CallIndex::take_cycles() {
  // The graph of plan() (src/llmist/plan.cpp) cut down to what a cycle can pass through: the calls
  // with dependencies ("callers": nodes 0..K-1, in document order) and the ids they depend on that
  // some call has (nodes K.., one per id, named by the first call with it). Edges: caller → its
  // own id's node; id node → each caller depending on that id. Built in steps that free what the
  // next does not need, so that the end of a big document costs less than its reading did.
  std::size_t k_nodes = 0;
  for (std::size_t i = 0; i < dependencies_.size(); ++i)
    k_nodes += i == 0 || dependencies_[i].call() != dependencies_[i - 1].call();
  std::vector<std::uint32_t> callers, own, target;  // per caller: its call, the first call with its id;
  callers.reserve(k_nodes);                         // per dependency: the first call with its id
  own.reserve(k_nodes);
  target.reserve(dependencies_.size());
  std::string scratch;
  std::size_t known = 0;
  for (const Dependency_& d : dependencies_) {
    if (callers.empty() || callers.back() != d.call()) {
      callers.push_back(d.call());
      own.push_back(find(text(ids_[d.call()], scratch)));
    }
    target.push_back(find(text(d.id, scratch)));
    known += target.back() != kNone;
  }
  set_.clear();

  // Each id node's edges, in order of the first call with the id. (Sizes are reserved and the
  // sort is in place: no array is held twice.)
  std::vector<std::uint32_t> targets;  // the dependencies on known ids, by target; then their callers
  targets.reserve(known);
  for (std::size_t i = 0; i < target.size(); ++i)
    if (target[i] != kNone) targets.push_back(static_cast<std::uint32_t>(i));
  std::sort(targets.begin(), targets.end(), [&](std::uint32_t a, std::uint32_t b) {
    return target[a] != target[b] ? target[a] < target[b] : a < b;
  });
  std::size_t ids = 0;
  for (std::size_t e = 0; e < targets.size(); ++e) ids += e == 0 || target[targets[e]] != target[targets[e - 1]];
  std::vector<std::uint32_t> id_call, first;  // id node j: its first call, where its edges begin
  id_call.reserve(ids);
  first.reserve(ids + 1);
  for (std::size_t e = 0; e < targets.size(); ++e) {
    const std::uint32_t t = target[targets[e]];
    if (e == 0 || t != id_call.back()) {
      id_call.push_back(t);
      first.push_back(static_cast<std::uint32_t>(e));
    }
    const std::uint32_t caller = dependencies_[targets[e]].call();  // its node: callers are in order
    targets[e] = static_cast<std::uint32_t>(std::lower_bound(callers.begin(), callers.end(), caller) - callers.begin());
  }
  first.push_back(static_cast<std::uint32_t>(targets.size()));
  std::vector<std::uint32_t>().swap(target);
  for (std::uint32_t& call : own) {  // → its id node, or kNone when nobody depends on its id
    const auto it = std::lower_bound(id_call.begin(), id_call.end(), call);
    call = it != id_call.end() && *it == call ? static_cast<std::uint32_t>(k_nodes + (it - id_call.begin())) : kNone;
  }

  const std::size_t n_nodes = k_nodes + id_call.size();
  const auto successors = [&](std::uint32_t n) {
    if (n < k_nodes) {
      const std::uint32_t* to = &own[n];
      return std::make_pair(to, to + (*to == kNone ? 0 : 1));
    }
    const std::uint32_t* to = targets.data();
    return std::make_pair(to + first[n - k_nodes], to + first[n - k_nodes + 1]);
  };
  std::vector<Cycle> cycles;
  if (!has_cycle(n_nodes, successors)) return cycles;
  for_each_component<std::uint32_t>(n_nodes, successors, [&](const std::vector<std::uint32_t>& component) {
    if (component.size() < 2) return;  // every cycle passes through an id node
    Cycle cycle;
    std::size_t first_node = k_nodes;
    for (std::uint32_t n : component)
      if (n < k_nodes) {
        cycle.calls.push_back(callers[n]);
        first_node = std::min<std::size_t>(first_node, n);
      }
    std::sort(cycle.calls.begin(), cycle.calls.end());
    cycle.first_caller = first_node;
    // The first caller's first dependency (dependencies are in document order).
    const auto dep = std::lower_bound(dependencies_.begin(), dependencies_.end(), callers[first_node],
                                      [](const Dependency_& d, std::uint32_t call) { return d.call() < call; });
    cycle.header_at = offset_of(dep->id);
    cycles.push_back(std::move(cycle));
  });
  std::sort(cycles.begin(), cycles.end(), [](const Cycle& a, const Cycle& b) { return a.calls < b.calls; });
  return cycles;
}

}  // namespace llmfmt::llmist
