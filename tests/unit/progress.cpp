// The progress observer of dsl::run and telt::execute (include/llmfmt/core/progress.h): the events,
// in order, and a result identical to a run without one.
#include <catch2/catch.hpp>

#include "llmfmt/dsl_runtime.h"
#include "llmfmt/telt_exec.h"
#include "telt_exec_support.h"

using namespace llmfmt;

namespace {

// Replies in order; the second main reply "took" three attempts (two retries).
class ScriptedClient : public dsl::ModelClient {
 public:
  explicit ScriptedClient(std::vector<std::string> replies) : replies_(std::move(replies)) {}
  dsl::ModelReply complete(dsl::Route, const std::string&) override {
    dsl::ModelReply reply;
    reply.ok = next_ < replies_.size();
    if (reply.ok) reply.content = replies_[next_];
    else reply.error = "no more replies";
    reply.attempts = next_ == 1 ? 3 : 1;
    ++next_;
    return reply;
  }
  bool has_cheap_model() const override { return false; }

 private:
  std::vector<std::string> replies_;
  std::size_t next_ = 0;
};

std::string line_of(const ProgressEvent& e) {
  return std::to_string(e.index) + "/" + std::to_string(e.total) + " " + e.stage + " (" + e.detail + ") " +
         std::to_string(e.retries);
}

}  // namespace

TEST_CASE("progress: dsl::run reports each model call and each step, with its retries") {
  const dsl::Result parsed = dsl::parse("Pick a number\n/DEF n /TYPE int\n/THEN Double @n\n/DEF d /TYPE int\n/THEN Stop\n");
  REQUIRE(parsed.diagnostics.empty());
  // The third step gets no reply: MODEL_UNAVAILABLE stops the run there.
  const std::vector<std::string> replies = {R"({"error": 0, "out": "4", "vars": {"n": 4}})",
                                            R"({"error": 0, "out": "8", "vars": {"d": 8}})"};
  std::vector<std::string> events;
  ScriptedClient observed(replies);
  const dsl::RunResult result =
      dsl::run(parsed.document, {}, observed, [&](const ProgressEvent& e) { events.push_back(line_of(e)); });
  CHECK(events == std::vector<std::string>{
                      "0/3 asking (main model) 0", "0/3 passed () 0", "1/3 asking (main model) 0", "1/3 passed () 2",
                      "2/3 asking (main model) 0",
                      "2/3 failed (MODEL_UNAVAILABLE: main model: no more replies) 0"});
  ScriptedClient plain(replies);
  CHECK(dsl::run(parsed.document, {}, plain).transcript == result.transcript);
}

TEST_CASE("progress: telt::execute reports each block's start and outcome") {
  telt_test::TempDir root;
  const std::string text =
      "#!telt [3-char SHA: a1b]\n=== CREATE_FILE ===\n--FILE a1b--\nx.txt\n--CONTENT a1b--\nx\n--END a1b--\n"
      "#!telt [3-char SHA: c2d]\n=== RUN_COMMAND ===\n--COMMAND c2d--\ntrue\n--END c2d--\n";
  telt::ExecOptions options;
  options.root = root.path;
  options.dry_run = true;
  const Json plain = telt::to_json(telt::execute(telt::parse(text), options));
  std::vector<std::string> events;
  options.progress = [&](const ProgressEvent& e) { events.push_back(line_of(e)); };
  const Json observed = telt::to_json(telt::execute(telt::parse(text), options));
  REQUIRE(events.size() == 4);
  CHECK(events[0] == "0/2 started (lines 1-7) 0");
  CHECK(events[1] == "0/2 planned () 0");
  CHECK(events[2] == "1/2 started (lines 8-12) 0");
  CHECK(events[3].rfind("1/2 refused ([COMMANDS_NOT_ALLOWED]: ", 0) == 0);
  CHECK(observed == plain);
}
