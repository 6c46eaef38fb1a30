// Execution order of a document's calls: parallel waves, and the cycles that block some calls.
#include <algorithm>
#include <unordered_map>

#include "llmfmt/llmist.h"

namespace llmfmt::llmist {
namespace {

// Strongly connected components (Tarjan), iteratively so that long chains cannot exhaust the
// stack. Returns each component's nodes.
std::vector<std::vector<std::size_t>> components(const std::vector<std::vector<std::size_t>>& next) {
  const std::size_t n = next.size(), unvisited = static_cast<std::size_t>(-1);
  std::vector<std::size_t> index(n, unvisited), low(n, 0);
  std::vector<bool> on_stack(n, false);
  std::vector<std::size_t> stack;
  std::vector<std::vector<std::size_t>> out;
  std::size_t counter = 0;
  struct Frame {
    std::size_t node, edge;
  };
  for (std::size_t root = 0; root < n; ++root) {
    if (index[root] != unvisited) continue;
    std::vector<Frame> frames{{root, 0}};
    index[root] = low[root] = counter++;
    stack.push_back(root);
    on_stack[root] = true;
    while (!frames.empty()) {
      Frame& f = frames.back();
      if (f.edge < next[f.node].size()) {
        const std::size_t to = next[f.node][f.edge++];
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
      const std::size_t node = f.node;
      frames.pop_back();
      if (!frames.empty()) low[frames.back().node] = std::min(low[frames.back().node], low[node]);
      if (low[node] != index[node]) continue;
      std::vector<std::size_t> component;
      std::size_t member;
      do {
        member = stack.back();
        stack.pop_back();
        on_stack[member] = false;
        component.push_back(member);
      } while (member != node);
      out.push_back(std::move(component));
    }
  }
  return out;
}

}  // namespace

Plan plan(const std::vector<Call>& calls) {
  // Node i < n is call i; node n + k stands for the k-th distinct id and is done as soon as every
  // call with that id is done. Edges: call → its id's node → every call depending on that id. So
  // the graph stays linear in calls + dependencies even when many calls share an id.
  const std::size_t n = calls.size();
  std::unordered_map<std::string_view, std::size_t> id_node;
  for (const Call& call : calls) id_node.emplace(call.invocation_id, n + id_node.size());
  const std::size_t total = n + id_node.size();
  std::vector<std::vector<std::size_t>> next(total);
  std::vector<std::size_t> waiting(total, 0);
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t node = id_node.at(calls[i].invocation_id);
    next[i].push_back(node);
    ++waiting[node];
  }
  for (std::size_t b = 0; b < n; ++b)
    for (const std::string& dep : calls[b].dependencies) {
      auto it = id_node.find(dep);
      if (it == id_node.end()) continue;  // unknown: done in an earlier turn
      next[it->second].push_back(b);
      ++waiting[b];
    }

  Plan out;
  std::vector<std::size_t> wave;
  for (std::size_t i = 0; i < n; ++i)
    if (waiting[i] == 0) wave.push_back(i);
  std::vector<bool> placed(n, false);
  while (!wave.empty()) {
    std::vector<std::size_t> following, ids_done;
    auto release = [&](std::size_t from) {
      for (std::size_t to : next[from])
        if (--waiting[to] == 0) (to < n ? following : ids_done).push_back(to);
    };
    for (std::size_t a : wave) {
      placed[a] = true;
      release(a);
    }
    while (!ids_done.empty()) {  // an id node takes no wave of its own
      const std::size_t node = ids_done.back();
      ids_done.pop_back();
      release(node);
    }
    std::sort(following.begin(), following.end());
    out.waves.push_back(std::move(wave));
    wave = std::move(following);
  }
  for (std::size_t i = 0; i < n; ++i)
    if (!placed[i]) out.blocked.push_back(i);

  if (!out.blocked.empty()) {
    for (std::vector<std::size_t>& component : components(next)) {
      if (component.size() < 2) continue;  // every cycle passes through an id node
      std::vector<std::size_t> members;
      for (std::size_t node : component)
        if (node < n) members.push_back(node);
      std::sort(members.begin(), members.end());
      out.cycles.push_back(std::move(members));
    }
    std::sort(out.cycles.begin(), out.cycles.end());
  }
  return out;
}

}  // namespace llmfmt::llmist
