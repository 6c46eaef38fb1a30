#include <catch2/catch.hpp>

#include "llmfmt/llmist.h"

using namespace llmfmt;
using namespace llmfmt::llmist;

namespace {
Call call(std::string id, std::vector<std::string> deps = {}) {
  Call c;
  c.invocation_id = std::move(id);
  c.dependencies = std::move(deps);
  return c;
}
using Indices = std::vector<std::size_t>;
}  // namespace

TEST_CASE("waves: independent calls first, dependents after", "[llmist][plan]") {
  const Plan p = plan({call("fetch_users"), call("fetch_orders"), call("merge", {"fetch_users", "fetch_orders"})});
  REQUIRE(p.waves.size() == 2);
  CHECK(p.waves[0] == Indices{0, 1});
  CHECK(p.waves[1] == Indices{2});
  CHECK(p.blocked.empty());
  CHECK(p.cycles.empty());
}

TEST_CASE("unknown dependencies count as done, forward ones are waited for", "[llmist][plan]") {
  const Plan p = plan({call("a", {"earlier_turn"}), call("b", {"c"}), call("c")});
  CHECK(p.waves[0] == Indices{0, 2});
  CHECK(p.waves[1] == Indices{1});
}

TEST_CASE("cycles and what waits on them are blocked", "[llmist][plan]") {
  const Plan p = plan({call("a", {"b"}), call("b", {"a"}), call("c", {"a"}), call("d"), call("e", {"e"})});
  CHECK(p.waves.size() == 1);
  CHECK(p.waves[0] == Indices{3});
  CHECK(p.blocked == Indices{0, 1, 2, 4});
  CHECK(p.cycles == std::vector<Indices>{{0, 1}, {4}});
}

TEST_CASE("a long dependency chain does not recurse deeply", "[llmist][plan]") {
  std::vector<Call> calls;
  for (int i = 0; i < 100000; ++i) calls.push_back(call("c" + std::to_string(i), {"c" + std::to_string(i + 1)}));
  calls.push_back(call("c100000", {"c0"}));  // close the loop
  const Plan p = plan(calls);
  CHECK(p.cycles.size() == 1);
  CHECK(p.cycles[0].size() == calls.size());
}

TEST_CASE("plan JSON names calls by id", "[llmist][plan]") {
  const std::vector<Call> calls{call("x"), call("y", {"x"})};
  CHECK(to_json(plan(calls), calls).dump() == R"({"waves":[["x"],["y"]],"blocked":[]})");
}
