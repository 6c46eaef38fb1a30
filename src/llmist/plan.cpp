// Execution order of a document's calls: parallel waves, and the cycles that block some calls.
#include <algorithm>
#include <unordered_map>

#include "llmfmt/llmist.h"
#include "llmist/components.h"

namespace llmfmt::llmist {

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
    const auto successors = [&](std::size_t node) {
      return std::make_pair(next[node].begin(), next[node].end());
    };
    for_each_component<std::size_t>(total, successors, [&](const std::vector<std::size_t>& component) {
      if (component.size() < 2) return;  // every cycle passes through an id node
      std::vector<std::size_t> members;
      for (std::size_t node : component)
        if (node < n) members.push_back(node);
      std::sort(members.begin(), members.end());
      out.cycles.push_back(std::move(members));
    });
    std::sort(out.cycles.begin(), out.cycles.end());
  }
  return out;
}

}  // namespace llmfmt::llmist
