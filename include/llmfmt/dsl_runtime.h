// Running DSL v0.3 programs (spec §9–§13): prompts, reply validation, model access, the runner.
//
//   auto parsed = llmfmt::dsl::parse(text);
//   llmfmt::dsl::ReplayClient models(llmfmt::Json::parse(replay_text));
//   llmfmt::dsl::RunResult r = llmfmt::dsl::run(parsed.document, history, models);
//
// Everything here but the model call is deterministic: the prompt layout and the reply contract
// are fixed and documented byte for byte in docs/formats/dsl.md so that ports reproduce them.
#pragma once

#include <chrono>
#include <cstddef>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The one public header that needs all of nlohmann/json: a run's transcript and a replay file are
// JSON documents held by value. Parse-only code never includes it.
#include <nlohmann/json.hpp>

#include "llmfmt/core/json.h"
#include "llmfmt/core/progress.h"
#include "llmfmt/core/value.h"
#include "llmfmt/dsl.h"
#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt::dsl {

/// One chat message of the timeline.
struct Message {
  std::string role;  ///< "user", "assistant", "system", …
  std::string content;
};

/// What a step sees when it runs: the timeline (prior chat history, then the `out` of every
/// committed step as an assistant message) and the user variables, in order of first definition.
struct State {
  std::vector<Message> timeline;
  Object variables;
};

/// A value as prompt text: a string as it is, anything else as compact JSON.
std::string render_value(const Value& value);
/// @CHAT: "role: content" per message, separated by a blank line; "(none)" when empty.
std::string render_chat(const std::vector<Message>& timeline);
/// @ALL: "Chat history:\n" + @CHAT + "\n\nVariables:\n" + "- name: value" lines (or "(none)").
std::string render_all(const State& state);
/// The text a reference to `name` stands for (built-ins rendered as above).
std::string render_variable(const std::string& name, const State& state);

/// The text a natural-language /FROM element searches: its /IN variable, or @ALL.
std::string scope_text(const FromItem& item, const State& state);
/// The cheap-model prompt that resolves one natural-language /FROM element.
std::string extraction_prompt(const FromItem& item, const State& state, char sigil);
/// The main-model prompt of a step. `resolved` holds the text found for each natural-language
/// /FROM element, in order.
std::string build_prompt(const Step& step, const State& state, const std::vector<std::string>& resolved, char sigil);

/// The outcome of checking one reply against spec §9–§10.
struct Validation {
  bool ok = false;
  std::string code;     ///< runtime code when not ok (INVALID_JSON, MISSING_KEY, STEP_FAILED, …)
  std::string message;
  std::optional<std::string> out;  ///< the reply's `out`, when it is a string
  Object vars;                     ///< when ok: the value of every /DEF, in /DEF order
  /// REPLY_FENCED: the reply as it should read (the inside of the fence).
  std::optional<std::string> fix_hint;
};

/// How a run treats replies (docs/formats/dsl.md §9.1).
struct RunOptions {
  /// A reply wrapped in one Markdown code fence (```json … ```, ~~~ … ~~~; its first and last
  /// non-blank lines) is checked by its inside instead of failing with REPLY_FENCED. Off by
  /// default: the contract asks for bare JSON, and a model that fences should be told so.
  bool accept_fenced_reply = false;
  /// The run's size budget: the bytes of every prompt sent and every reply received, added up.
  /// A prompt that would pass it is not sent: the run stops with RUN_BUDGET_EXCEEDED. `@ALL`
  /// prompts repeat every earlier answer, so without it a run's memory and transcript grow with
  /// the square of the answers (eight 15 MB answers: 2.2 GB, a 780 MB transcript). 0 = no limit.
  std::size_t max_run_bytes = std::size_t{128} << 20;
};

/// Checks a raw reply: strict JSON object, `error` the integer 0 or 1, `out` a string, `vars`
/// an object holding every /DEF with a value of exactly its type. A reply wrapped in one fence is
/// REPLY_FENCED (fix_hint: its inside), or, with options.accept_fenced_reply, checked by its
/// inside. Never throws.
Validation validate_reply(std::string_view reply, const Step& step, const RunOptions& options = {});

// ---- models ------------------------------------------------------------------------------------

/// Which model a request goes to: steps on the main model, natural-language /FROM elements on
/// the cheap one (DECISIONS §4).
enum class Route { main, cheap };
const char* to_string(Route route);

struct ModelReply {
  bool ok = false;
  std::string content;  ///< the model's text, when ok
  std::string error;    ///< why there is none (transport failure after retries, HTTP status, …)
  std::size_t attempts = 1;
  bool budget_exceeded = false;  ///< not sent: RunOptions::max_run_bytes (the run stops with RUN_BUDGET_EXCEEDED)
};

class ModelClient {
 public:
  virtual ~ModelClient() = default;
  /// One user message in, the assistant's text out.
  virtual ModelReply complete(Route route, const std::string& prompt) = 0;
  /// Whether a cheap model is configured; without one, a description gets its whole scope text.
  virtual bool has_cheap_model() const = 0;
};

/// Recorded replies: {"main": [reply, …], "cheap": [reply, …]}, each reply a string (the model's
/// text) or {"transport_error": "why"}; consumed in order per route. "cheap" absent = no cheap
/// model. Throws std::invalid_argument for another shape.
class ReplayClient : public ModelClient {
 public:
  explicit ReplayClient(const Json& replay);
  ModelReply complete(Route route, const std::string& prompt) override;
  bool has_cheap_model() const override { return has_cheap_; }

 private:
  std::deque<Json> main_, cheap_;
  bool has_cheap_ = false;
};

/// JSON from outside the program (an endpoint's answer, a history or replay file): parsed with
/// nesting limited to `max_depth` levels; throws Json::parse_error, or std::invalid_argument when
/// nested deeper (no recursion over the value can then overflow the stack).
Json parse_json_bounded(const std::string& text, std::size_t max_depth = 256);

/// An OpenAI-compatible chat-completions endpoint over HTTP or HTTPS. Every answer is read by
/// llmfmt itself within fixed bounds (status line and each header line 8 KiB, 100 header lines,
/// 64 KiB of headers, then max_reply_bytes of body); https:// is that reader over OpenSSL, the
/// server's certificate verified (ca_file) and its name checked (docs/reliability.md § Hostile
/// endpoints).
struct HttpOptions {
  std::string base_url;     ///< e.g. "http://127.0.0.1:8080/v1"; POSTs go to base_url + "/chat/completions"
  std::string api_key;      ///< sent as "Authorization: Bearer …" when not empty
  std::string model;        ///< the main model
  std::string cheap_model;  ///< empty: no cheap model
  double timeout_seconds = 60;  ///< one request, from connecting to the answer's last byte
  int retries = 2;             ///< extra attempts after a transport error, HTTP 429 or 5xx
  double retry_delay_seconds = 0.5;  ///< doubled after each retry
  /// Every request of the client together, waits between retries included, counted from the
  /// first request; 0 = no limit. Past it a request is cut off and not retried.
  double max_time_seconds = 1800;
  /// The largest answer body accepted (after any decompression); a larger one is cut off at this
  /// size and not retried.
  std::size_t max_reply_bytes = std::size_t{16} << 20;
  /// https://: the certificate authorities (a PEM file) the server's certificate must chain to;
  /// empty = the system's trust store. The name in the base URL is always checked.
  std::string ca_file;
};

class HttpClient : public ModelClient {
 public:
  /// Throws std::invalid_argument for a base URL it cannot use.
  explicit HttpClient(HttpOptions options);
  ModelReply complete(Route route, const std::string& prompt) override;
  bool has_cheap_model() const override { return !options_.cheap_model.empty(); }

 private:
  HttpOptions options_;
  std::string scheme_host_port_;
  std::string path_prefix_;
  std::optional<std::chrono::steady_clock::time_point> first_request_;  ///< starts max_time_seconds
};

// ---- the runner --------------------------------------------------------------------------------

struct RunResult {
  bool ok = false;  ///< every step passed
  std::optional<std::string> error_code;  ///< the runtime code that stopped the run
  State state;      ///< variables and timeline after the last committed step
  Json transcript;  ///< docs/formats/dsl.md §11 Transcript
};

/// Runs the steps in order (the program must have parsed without errors). For each step:
/// resolve its natural-language /FROM elements on the cheap model, build the prompt, ask the main
/// model, validate; commit the step's variables and append its `out` to the timeline only when
/// the reply is valid with error 0; otherwise stop (spec §11). `progress`, when given, hears
/// "asking" before every model call (detail: which model) and "passed" or "failed" after every
/// step (with its retries); it changes nothing of the result. `options` go to validate_reply.
RunResult run(const Program& program, std::vector<Message> history, ModelClient& models,
              const ProgressObserver& progress = {}, const RunOptions& options = {});

}  // namespace llmfmt::dsl
LLMFMT_API_END
