// The DSL runner against a real HTTP server on 127.0.0.1 (cpp-httplib) that speaks the
// chat-completions shape and answers from a script: success, error 1, invalid JSON, timeouts,
// HTTP 500 then success, HTTP 400 (not retried), cheap-model routing; and the same runs through
// a replay file give the same transcript.
#include <catch2/catch.hpp>

#include <chrono>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <httplib.h>

#include "llmfmt/dsl.h"
#include "llmfmt/dsl_runtime.h"

using namespace llmfmt;

namespace {

struct Scripted {
  int status = 200;
  std::string content;  // the assistant's text (status 200)
  int delay_ms = 0;
};

struct Request {
  std::string model;
  std::string prompt;
  std::string authorization;
};

// A chat-completions server on 127.0.0.1, a free port, answering from a script.
class FakeModelServer {
 public:
  explicit FakeModelServer(std::vector<Scripted> script) : script_(script.begin(), script.end()) {
    server_.Post("/v1/chat/completions", [this](const httplib::Request& req, httplib::Response& res) {
      Scripted next;
      {
        std::lock_guard<std::mutex> lock(mutex_);
        const Json body = Json::parse(req.body);
        requests_.push_back({body.at("model").get<std::string>(),
                             body.at("messages").at(0).at("content").get<std::string>(),
                             req.get_header_value("Authorization")});
        if (script_.empty()) {
          res.status = 503;
          return;
        }
        next = script_.front();
        script_.pop_front();
      }
      if (next.delay_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(next.delay_ms));
      res.status = next.status;
      if (next.status == 200) {
        const Json reply = {{"id", "x"},
                            {"object", "chat.completion"},
                            {"choices", Json::array({{{"index", 0},
                                                      {"message", {{"role", "assistant"}, {"content", next.content}}},
                                                      {"finish_reason", "stop"}}})}};
        res.set_content(reply.dump(), "application/json");
      }
    });
    port_ = server_.bind_to_any_port("127.0.0.1");
    thread_ = std::thread([this] { server_.listen_after_bind(); });
    // The socket listens from bind_to_any_port on; wait (bounded) for the accept loop too.
    for (int i = 0; i < 1000 && !server_.is_running(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ~FakeModelServer() {
    server_.stop();
    thread_.join();
  }

  dsl::HttpOptions options() const {
    dsl::HttpOptions o;
    o.base_url = "http://127.0.0.1:" + std::to_string(port_) + "/v1";
    o.model = "main-m";
    o.api_key = "test-key";
    o.timeout_seconds = 2;
    o.retries = 2;
    o.retry_delay_seconds = 0.01;
    return o;
  }
  std::vector<Request> requests() {
    std::lock_guard<std::mutex> lock(mutex_);
    return requests_;
  }

 private:
  httplib::Server server_;
  std::thread thread_;
  int port_ = 0;
  std::mutex mutex_;
  std::deque<Scripted> script_;
  std::vector<Request> requests_;
};

dsl::Program program_of(const std::string& text) {
  const dsl::Result parsed = dsl::parse(text);
  REQUIRE(parsed.diagnostics.empty());
  return parsed.document;
}

const char* const kTwoSteps = "Pick a number\n/DEF n /TYPE int\n/THEN Double @n\n/DEF d /TYPE int\n";

// The same replies as a replay file.
Json replay_of(const std::vector<Scripted>& main, const std::vector<Scripted>& cheap = {}, bool with_cheap = false) {
  Json out = Json::object();
  out["main"] = Json::array();
  for (const Scripted& s : main) out["main"].push_back(s.content);
  if (with_cheap) {
    out["cheap"] = Json::array();
    for (const Scripted& s : cheap) out["cheap"].push_back(s.content);
  }
  return out;
}

}  // namespace

TEST_CASE("dsl http: two steps succeed and match the replay run") {
  const std::vector<Scripted> script = {{200, R"({"error": 0, "out": "4", "vars": {"n": 4}})"},
                                        {200, R"({"error": 0, "out": "8", "vars": {"d": 8}})"}};
  FakeModelServer server(script);
  dsl::HttpClient client(server.options());
  const dsl::Program program = program_of(kTwoSteps);
  const dsl::RunResult result = dsl::run(program, {}, client);
  CHECK(result.ok);
  CHECK(result.transcript.at("variables") == Json({{"n", 4}, {"d", 8}}));
  const std::vector<Request> requests = server.requests();
  REQUIRE(requests.size() == 2);
  CHECK(requests[0].model == "main-m");
  CHECK(requests[0].authorization == "Bearer test-key");
  CHECK(requests[1].prompt.rfind("Instruction:\nDouble 4\n\n", 0) == 0);
  CHECK(requests[0].prompt == result.transcript.at("steps").at(0).at("prompt").get<std::string>());

  dsl::ReplayClient replay(replay_of(script));
  CHECK(dsl::run(program, {}, replay).transcript == result.transcript);
}

TEST_CASE("dsl http: error 1 stops the run with STEP_FAILED") {
  FakeModelServer server({{200, R"({"error": 1, "out": "I cannot pick"})"}});
  dsl::HttpClient client(server.options());
  const dsl::RunResult result = dsl::run(program_of(kTwoSteps), {}, client);
  CHECK_FALSE(result.ok);
  CHECK(result.error_code == std::optional<std::string>("STEP_FAILED"));
  CHECK(result.state.variables.empty());
  CHECK(server.requests().size() == 1);
}

TEST_CASE("dsl http: a reply that is not JSON is INVALID_JSON and commits nothing") {
  FakeModelServer server({{200, R"({"error": 0, "out": "4", "vars": {"n": 4}})"}, {200, "The answer is 8."}});
  dsl::HttpClient client(server.options());
  const dsl::RunResult result = dsl::run(program_of(kTwoSteps), {}, client);
  CHECK(result.error_code == std::optional<std::string>("INVALID_JSON"));
  CHECK(result.transcript.at("variables") == Json({{"n", 4}}));
  CHECK(result.transcript.at("steps").at(1).at("reply") == "The answer is 8.");
}

TEST_CASE("dsl http: a timeout is retried, and MODEL_UNAVAILABLE once retries run out") {
  {
    FakeModelServer server({{200, R"({"error": 0, "out": "late"})", 800}, {200, R"({"error": 0, "out": "ok"})"}});
    dsl::HttpOptions options = server.options();
    options.timeout_seconds = 0.2;
    dsl::HttpClient client(options);
    const dsl::RunResult result = dsl::run(program_of("Say hi\n"), {}, client);
    CHECK(result.ok);
    CHECK(result.transcript.at("steps").at(0).at("attempts") == 2);
    CHECK(result.transcript.at("timeline").at(0).at("content") == "ok");
  }
  {
    FakeModelServer server({{200, "{}", 800}, {200, "{}", 800}});
    dsl::HttpOptions options = server.options();
    options.timeout_seconds = 0.2;
    options.retries = 1;
    dsl::HttpClient client(options);
    const dsl::RunResult result = dsl::run(program_of("Say hi\n"), {}, client);
    CHECK(result.error_code == std::optional<std::string>("MODEL_UNAVAILABLE"));
    CHECK(result.transcript.at("steps").at(0).at("attempts") == 2);
  }
}

TEST_CASE("dsl http: HTTP 500 then success") {
  FakeModelServer server({{500, ""}, {500, ""}, {200, R"({"error": 0, "out": "hi"})"}});
  dsl::HttpClient client(server.options());
  const dsl::RunResult result = dsl::run(program_of("Say hi\n"), {}, client);
  CHECK(result.ok);
  CHECK(result.transcript.at("steps").at(0).at("attempts") == 3);
  CHECK(server.requests().size() == 3);
}

TEST_CASE("dsl http: HTTP 400 is not retried") {
  FakeModelServer server({{400, ""}, {200, R"({"error": 0, "out": "hi"})"}});
  dsl::HttpClient client(server.options());
  const dsl::RunResult result = dsl::run(program_of("Say hi\n"), {}, client);
  CHECK(result.error_code == std::optional<std::string>("MODEL_UNAVAILABLE"));
  CHECK(server.requests().size() == 1);
}

TEST_CASE("dsl http: no server at the address is MODEL_UNAVAILABLE") {
  dsl::HttpOptions options;
  {
    FakeModelServer server({});
    options = server.options();
  }  // the port is closed again
  options.retries = 1;
  dsl::HttpClient client(options);
  const dsl::RunResult result = dsl::run(program_of("Say hi\n"), {}, client);
  CHECK(result.error_code == std::optional<std::string>("MODEL_UNAVAILABLE"));
  CHECK(result.transcript.at("steps").at(0).at("attempts") == 2);
}

TEST_CASE("dsl http: descriptions go to the cheap model, steps to the main model") {
  const std::vector<Scripted> main = {{200, R"({"error": 0, "out": "ok", "vars": {"notes": "late; costly"}})"},
                                      {200, R"({"error": 0, "out": "Risk: late"})"}};
  const std::vector<Scripted> cheap = {{200, "late"}};
  FakeModelServer server({main[0], cheap[0], main[1]});
  dsl::HttpOptions options = server.options();
  options.cheap_model = "cheap-m";
  dsl::HttpClient client(options);
  const dsl::Program program = program_of("Collect\n/DEF notes\n/THEN List the risks\n/FROM risks /IN @notes\n");
  const dsl::RunResult result = dsl::run(program, {}, client);
  REQUIRE(result.ok);
  const std::vector<Request> requests = server.requests();
  REQUIRE(requests.size() == 3);
  CHECK(requests[0].model == "main-m");
  CHECK(requests[1].model == "cheap-m");
  CHECK(requests[1].prompt.find("Description: risks\n\nSource (@notes):\nlate; costly") != std::string::npos);
  CHECK(requests[2].model == "main-m");
  CHECK(requests[2].prompt.find("- risks (from @notes): late\n") != std::string::npos);

  dsl::ReplayClient replay(replay_of(main, cheap, true));
  CHECK(dsl::run(program, {}, replay).transcript == result.transcript);
}

TEST_CASE("dsl http: base URLs the client cannot use are refused") {
  dsl::HttpOptions options;
  options.model = "m";
  options.base_url = "ftp://x";
  CHECK_THROWS_AS(dsl::HttpClient(options), std::invalid_argument);
  options.base_url = "http://";
  CHECK_THROWS_AS(dsl::HttpClient(options), std::invalid_argument);
  options.base_url = "http://127.0.0.1:1/v1/";
  options.model = "";
  CHECK_THROWS_AS(dsl::HttpClient(options), std::invalid_argument);
}
