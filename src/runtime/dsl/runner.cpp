// The runner (spec §13): one step after another, committing only what a valid reply gives.
#include <stdexcept>

#include "llmfmt/dsl_runtime.h"

namespace llmfmt::dsl {
namespace {

Json messages_json(const std::vector<Message>& timeline) {
  Json out = Json::array();
  for (const Message& m : timeline)
    out.push_back({{"role", to_valid_utf8(m.role)}, {"content", to_valid_utf8(m.content)}});
  return out;
}

Json object_json(const Object& vars) { return to_json(Value(vars)); }

}  // namespace

const char* to_string(Route route) { return route == Route::main ? "main" : "cheap"; }

// ---- replay ------------------------------------------------------------------------------------

ReplayClient::ReplayClient(const Json& replay) {
  if (!replay.is_object()) throw std::invalid_argument("a replay file is a JSON object {\"main\": […], \"cheap\": […]}");
  auto load = [&](const char* key, std::deque<Json>& into) {
    if (!replay.contains(key)) return false;
    const Json& list = replay.at(key);
    if (!list.is_array()) throw std::invalid_argument(std::string("replay \"") + key + "\" must be an array");
    for (const Json& r : list) {
      if (!r.is_string() && !(r.is_object() && r.contains("transport_error") && r.at("transport_error").is_string()))
        throw std::invalid_argument(std::string("every replay \"") + key +
                                    "\" entry is a string or {\"transport_error\": \"why\"}");
      into.push_back(r);
    }
    return true;
  };
  load("main", main_);
  has_cheap_ = load("cheap", cheap_);
}

ModelReply ReplayClient::complete(Route route, const std::string&) {
  std::deque<Json>& queue = route == Route::main ? main_ : cheap_;
  ModelReply reply;
  if (queue.empty()) {
    reply.error = std::string("the replay file has no more ") + to_string(route) + " replies";
    return reply;
  }
  const Json next = std::move(queue.front());
  queue.pop_front();
  if (next.is_string()) {
    reply.ok = true;
    reply.content = next.get<std::string>();
  } else {
    reply.error = next.at("transport_error").get<std::string>();
  }
  return reply;
}

// ---- run ---------------------------------------------------------------------------------------

RunResult run(const Program& program, std::vector<Message> history, ModelClient& models,
              const ProgressObserver& progress, const RunOptions& options) {
  RunResult result;
  result.state.timeline = std::move(history);
  Json steps = Json::array();
  Json error = nullptr;
  std::size_t run_bytes = 0;  // prompts sent and replies received (RunOptions::max_run_bytes)
  auto report_step = [&](std::size_t index, std::size_t retries) {
    if (!progress) return;
    const bool passed = !result.error_code;
    progress({index, program.steps.size(), passed ? "passed" : "failed",
              passed ? "" : *result.error_code + ": " + error.at("message").get<std::string>(), retries});
  };

  for (std::size_t index = 0; index < program.steps.size(); ++index) {
    const Step& step = program.steps[index];
    Json record = Json::object();
    record["step"] = index + 1;
    auto stop = [&](const std::string& code, const std::string& message) {
      error = {{"code", code}, {"message", to_valid_utf8(message)}, {"step", index + 1}};
      result.error_code = code;
    };
    std::size_t retries = 0;  // over the step's model calls, for the progress report
    auto ask = [&](Route route, const std::string& prompt) {
      if (options.max_run_bytes > 0 && (prompt.size() > options.max_run_bytes || run_bytes > options.max_run_bytes - prompt.size())) {
        ModelReply refused;
        refused.attempts = 0;
        refused.budget_exceeded = true;
        refused.error = "the run's size budget of " + std::to_string(options.max_run_bytes) +
                        " bytes (--max-run-bytes) is used up: " + std::to_string(run_bytes) +
                        " bytes were sent and received, and this prompt has " + std::to_string(prompt.size()) +
                        "; it was not sent";
        return refused;
      }
      run_bytes += prompt.size();
      if (progress) progress({index, program.steps.size(), "asking", std::string(to_string(route)) + " model", 0});
      ModelReply reply = models.complete(route, prompt);
      run_bytes += reply.content.size();
      retries += reply.attempts > 1 ? reply.attempts - 1 : 0;
      return reply;
    };

    // 2. Resolve the natural-language /FROM elements on the cheap model.
    std::vector<std::string> resolved;
    Json inputs = Json::array();
    bool failed = false;
    if (step.from)
      for (const FromItem& item : step.from->items) {
        if (item.kind != FromItem::Kind::description) continue;
        Json in = {{"description", to_valid_utf8(item.description)}, {"in", item.scope}};
        if (!models.has_cheap_model()) {  // no cheap model: the whole scope is the input
          resolved.push_back(scope_text(item, result.state));
          in["model"] = nullptr;
          in["text"] = to_valid_utf8(resolved.back());
          inputs.push_back(std::move(in));
          continue;
        }
        const std::string prompt = extraction_prompt(item, result.state, program.sigil);
        const ModelReply reply = ask(Route::cheap, prompt);
        in["model"] = "cheap";
        in["prompt"] = to_valid_utf8(prompt);
        in["attempts"] = reply.attempts;
        if (!reply.ok) {
          in["reply"] = nullptr;
          inputs.push_back(std::move(in));
          stop(reply.budget_exceeded ? "RUN_BUDGET_EXCEEDED" : "MODEL_UNAVAILABLE", "cheap model: " + reply.error);
          failed = true;
          break;
        }
        in["reply"] = to_valid_utf8(reply.content);
        // The reply is used without blank lines or blanks around it.
        const std::size_t b = reply.content.find_first_not_of(" \t\r\n");
        const std::size_t e = reply.content.find_last_not_of(" \t\r\n");
        resolved.push_back(b == std::string::npos ? std::string() : reply.content.substr(b, e - b + 1));
        in["text"] = to_valid_utf8(resolved.back());
        inputs.push_back(std::move(in));
      }
    record["inputs"] = std::move(inputs);
    if (failed) {
      record["prompt"] = nullptr;
      record["reply"] = nullptr;
      record["validation"] = {{"ok", false}, {"code", *result.error_code}, {"message", error.at("message")}};
      record["committed"] = nullptr;
      steps.push_back(std::move(record));
      report_step(index, retries);
      break;
    }

    // 3–5. Build the prompt and ask the main model.
    const std::string prompt = build_prompt(step, result.state, resolved, program.sigil);
    record["prompt"] = to_valid_utf8(prompt);
    record["model"] = "main";
    const ModelReply reply = ask(Route::main, prompt);
    record["attempts"] = reply.attempts;
    if (!reply.ok) {
      record["reply"] = nullptr;
      stop(reply.budget_exceeded ? "RUN_BUDGET_EXCEEDED" : "MODEL_UNAVAILABLE", "main model: " + reply.error);
      record["validation"] = {{"ok", false}, {"code", *result.error_code}, {"message", error.at("message")}};
      record["committed"] = nullptr;
      steps.push_back(std::move(record));
      report_step(index, retries);
      break;
    }
    record["reply"] = to_valid_utf8(reply.content);

    // 6–9. Validate; commit only a valid reply with error 0.
    const Validation v = validate_reply(reply.content, step, options);
    if (!v.ok) {
      record["validation"] = {{"ok", false}, {"code", v.code}, {"message", to_valid_utf8(v.message)}};
      record["out"] = v.out ? Json(to_valid_utf8(*v.out)) : Json(nullptr);
      record["committed"] = nullptr;
      stop(v.code, v.message);
      steps.push_back(std::move(record));
      report_step(index, retries);
      break;
    }
    record["validation"] = {{"ok", true}};
    record["out"] = to_valid_utf8(*v.out);
    record["committed"] = object_json(v.vars);
    for (const auto& [name, value] : v.vars) result.state.variables.set(name, value);
    result.state.timeline.push_back({"assistant", *v.out});
    steps.push_back(std::move(record));
    report_step(index, retries);
  }

  result.ok = !result.error_code;
  Json& t = result.transcript;
  t = Json::object();
  t["format"] = "dsl";
  t["status"] = result.ok ? "ok" : "failed";
  t["steps"] = std::move(steps);
  t["error"] = std::move(error);
  t["variables"] = object_json(result.state.variables);
  t["timeline"] = messages_json(result.state.timeline);
  return result;
}

}  // namespace llmfmt::dsl
