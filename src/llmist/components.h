// Strongly connected components (Tarjan), iteratively so that long chains cannot exhaust the
// stack; shared by plan() and the document-level checks (call_index.cpp).
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace llmfmt::llmist {

/// Calls on_component(members) for each component of the graph of `n` nodes whose node v has
/// the successors [begin, end) = successors(v). `Index` holds a node number (a narrower type
/// keeps big graphs small).
template <class Index, class Successors, class OnComponent>
void for_each_component(std::size_t n, Successors&& successors, OnComponent&& on_component) {
  const Index unvisited = static_cast<Index>(-1);
  std::vector<Index> index(n, unvisited), low(n, 0);
  std::vector<bool> on_stack(n, false);
  std::vector<Index> stack, component;
  Index counter = 0;
  struct Frame {
    Index node, edge;  // the next successor to look at, counted from the first
  };
  std::vector<Frame> frames;
  for (std::size_t root = 0; root < n; ++root) {
    if (index[root] != unvisited) continue;
    frames.push_back({static_cast<Index>(root), 0});
    index[root] = low[root] = counter++;
    stack.push_back(static_cast<Index>(root));
    on_stack[root] = true;
    while (!frames.empty()) {
      Frame& f = frames.back();
      const auto [begin, end] = successors(f.node);
      if (begin + f.edge != end) {
        const Index to = static_cast<Index>(*(begin + f.edge++));
        if (index[to] == unvisited) {
          index[to] = low[to] = counter++;
          stack.push_back(to);
          on_stack[to] = true;
          frames.push_back({to, 0});
        } else if (on_stack[to]) {
          low[f.node] = std::min(low[f.node], index[to]);
        }
        continue;
      }
      const Index node = f.node;
      frames.pop_back();
      if (!frames.empty()) low[frames.back().node] = std::min(low[frames.back().node], low[node]);
      if (low[node] != index[node]) continue;
      component.clear();
      Index member;
      do {
        member = stack.back();
        stack.pop_back();
        on_stack[member] = false;
        component.push_back(member);
      } while (member != node);
      on_component(component);
    }
  }
}

}  // namespace llmfmt::llmist
