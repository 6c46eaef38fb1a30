// The DSL runner against a real HTTP server on 127.0.0.1 (a small one of the test's own) that speaks the
// chat-completions shape and answers from a script: success, error 1, invalid JSON, timeouts,
// HTTP 500 then success, HTTP 400 (not retried), cheap-model routing; and the same runs through
// a replay file give the same transcript. Then the limits: a 1 GiB answer, a server that drips a
// byte a second, retries past the total time limit, broken chunked encodings.
#include <catch2/catch.hpp>

#include <arpa/inet.h>
#include <atomic>
#include <cctype>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

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

// A listening TCP socket on 127.0.0.1 at a free port; the port in `port`.
int loopback_listener(int backlog, int& port) {
  const int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  REQUIRE(::bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  socklen_t size = sizeof address;
  REQUIRE(::getsockname(listener, reinterpret_cast<sockaddr*>(&address), &size) == 0);
  port = ntohs(address.sin_port);
  REQUIRE(::listen(listener, backlog) == 0);
  return listener;
}

// A well-behaved HTTP/1.1 server on 127.0.0.1, a free port: each connection in its own thread
// reads one request (head and Content-Length body) and hands it to `handler`, which answers
// through `send` (false once the client has gone) and should give up when `stopping` is set.
struct HttpRequest {
  std::string head, body;
  std::string header(const std::string& name) const {  // case-insensitive, "" when absent
    std::string lower_head = head, key = "\r\n" + name + ":";
    for (char& c : lower_head) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const std::size_t at = lower_head.find(key);
    if (at == std::string::npos) return "";
    const std::size_t start = head.find_first_not_of(' ', at + key.size()), end = head.find("\r\n", at + 2);
    return head.substr(start, end - start);
  }
};

class LoopbackServer {
 public:
  using Send = std::function<bool(const std::string&)>;
  using Handler = std::function<void(const HttpRequest&, const Send&, const std::atomic<bool>& stopping)>;
  explicit LoopbackServer(Handler handler) : handler_(std::move(handler)) {
    listener_ = loopback_listener(16, port_);
    acceptor_ = std::thread([this] {
      for (;;) {
        const int connection = ::accept(listener_, nullptr, nullptr);
        if (connection < 0) return;
        std::lock_guard<std::mutex> lock(mutex_);
        connections_.emplace_back([this, connection] { serve(connection); });
      }
    });
  }
  ~LoopbackServer() {
    stopping_ = true;
    ::shutdown(listener_, SHUT_RDWR);  // wakes the accept()
    acceptor_.join();
    for (std::thread& t : connections_) t.join();
    ::close(listener_);
  }
  int port() const { return port_; }

 private:
  void serve(int connection) {
    HttpRequest request;
    std::string data;
    char buffer[65536];
    std::size_t end = std::string::npos;
    while ((end = data.find("\r\n\r\n")) == std::string::npos) {
      const ssize_t n = ::recv(connection, buffer, sizeof buffer, 0);
      if (n <= 0) break;
      data.append(buffer, static_cast<std::size_t>(n));
    }
    if (end != std::string::npos) {
      request.head = data.substr(0, end + 2);
      request.body = data.substr(end + 4);
      const std::string length = request.header("Content-Length");
      const std::size_t expected = length.empty() ? 0 : std::stoul(length);
      while (request.body.size() < expected) {
        const ssize_t n = ::recv(connection, buffer, sizeof buffer, 0);
        if (n <= 0) break;
        request.body.append(buffer, static_cast<std::size_t>(n));
      }
      handler_(request, [connection](const std::string& bytes) {
        for (std::size_t done = 0; done < bytes.size();) {
          const ssize_t n = ::send(connection, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
          if (n <= 0) return false;
          done += static_cast<std::size_t>(n);
        }
        return true;
      }, stopping_);
    }
    ::shutdown(connection, SHUT_RDWR);
    ::close(connection);
  }

  Handler handler_;
  std::atomic<bool> stopping_{false};
  int listener_ = -1;
  int port_ = 0;
  std::mutex mutex_;
  std::vector<std::thread> connections_;
  std::thread acceptor_;  // last: starts once the members above exist
};

std::string answer_head(int status, std::size_t length) {
  return "HTTP/1.1 " + std::to_string(status) + " X\r\nContent-Type: application/json\r\nContent-Length: " +
         std::to_string(length) + "\r\nConnection: close\r\n\r\n";
}

// A chat-completions server on 127.0.0.1, a free port, answering from a script.
class FakeModelServer {
 public:
  explicit FakeModelServer(std::vector<Scripted> script)
      : script_(script.begin(), script.end()),
        server_([this](const HttpRequest& req, const LoopbackServer::Send& send, const std::atomic<bool>&) {
          Scripted next;
          {
            std::lock_guard<std::mutex> lock(mutex_);
            const Json body = Json::parse(req.body);
            requests_.push_back({body.at("model").get<std::string>(),
                                 body.at("messages").at(0).at("content").get<std::string>(),
                                 req.header("Authorization")});
            if (script_.empty()) {
              send(answer_head(503, 0));
              return;
            }
            next = script_.front();
            script_.pop_front();
          }
          if (next.delay_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(next.delay_ms));
          std::string body;
          if (next.status == 200) {
            const Json reply = {{"id", "x"},
                                {"object", "chat.completion"},
                                {"choices", Json::array({{{"index", 0},
                                                          {"message", {{"role", "assistant"}, {"content", next.content}}},
                                                          {"finish_reason", "stop"}}})}};
            body = reply.dump();
          }
          send(answer_head(next.status, body.size()) + body);
        }),
        port_(server_.port()) {}

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
  std::mutex mutex_;
  std::deque<Scripted> script_;
  std::vector<Request> requests_;
  LoopbackServer server_;  // after what its handler uses
  int port_ = 0;
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

// ---- limits: answer size and time (issue 16 part 5; docs/reliability.md, Limits) -----------------

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// A server whose one route answers with what `provider` sends; `stopping` tells a slow provider
// to give up so that the destructor does not wait for it.
class StreamingServer {
 public:
  using Provider = std::function<void(const LoopbackServer::Send&, const std::atomic<bool>& stopping)>;
  explicit StreamingServer(Provider provider)
      : provider_(std::move(provider)),
        server_([this](const HttpRequest&, const LoopbackServer::Send& send, const std::atomic<bool>& stopping) {
          provider_(send, stopping);
        }) {}
  dsl::HttpOptions options() const {
    dsl::HttpOptions o;
    o.base_url = "http://127.0.0.1:" + std::to_string(server_.port()) + "/v1";
    o.model = "main-m";
    o.retries = 0;
    o.timeout_seconds = 10;
    return o;
  }

 private:
  Provider provider_;
  LoopbackServer server_;
};

// Sleeps up to `ms`, waking early when the server stops.
void nap(int ms, const std::atomic<bool>& stopping) {
  for (int i = 0; i < ms / 10 && !stopping; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
}

const char* const kChunkedHead = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";

// One byte a second, for ever (chunked).
void drip(const LoopbackServer::Send& send, const std::atomic<bool>& stopping) {
  if (!send(kChunkedHead)) return;
  while (!stopping && send("1\r\n \r\n")) nap(1000, stopping);
}

// 1 GiB of blanks in 64 KiB pieces, produced as they are sent (never held in memory).
void gigabyte(const LoopbackServer::Send& send, const std::atomic<bool>& stopping, bool declare_length) {
  static constexpr std::size_t total = std::size_t{1} << 30;
  const std::string piece(65536, ' ');
  const std::string chunk = "10000\r\n" + piece + "\r\n";
  if (!send(declare_length ? answer_head(200, total) : std::string(kChunkedHead))) return;
  for (std::size_t sent = 0; sent < total && !stopping; sent += piece.size())
    if (!send(declare_length ? piece : chunk)) return;
  if (!declare_length) send("0\r\n\r\n");
}

// A bare TCP server on 127.0.0.1 that answers the first request with fixed bytes and closes: for
// answers a well-behaved server would never send (a broken chunked encoding).
class RawServer {
 public:
  explicit RawServer(std::string answer) : answer_(std::move(answer)) {
    listener_ = loopback_listener(4, port_);
    thread_ = std::thread([this] {
      const int connection = ::accept(listener_, nullptr, nullptr);
      if (connection < 0) return;
      std::string request;  // up to the end of the headers; the body is not needed
      char buffer[4096];
      while (request.find("\r\n\r\n") == std::string::npos) {
        const ssize_t n = ::recv(connection, buffer, sizeof buffer, 0);
        if (n <= 0) break;
        request.append(buffer, static_cast<std::size_t>(n));
      }
      (void)!::send(connection, answer_.data(), answer_.size(), MSG_NOSIGNAL);
      ::shutdown(connection, SHUT_RDWR);
      ::close(connection);
    });
  }
  ~RawServer() {
    ::shutdown(listener_, SHUT_RDWR);  // wakes an accept() still waiting
    thread_.join();
    ::close(listener_);
  }
  dsl::HttpOptions options() const {
    dsl::HttpOptions o;
    o.base_url = "http://127.0.0.1:" + std::to_string(port_) + "/v1";
    o.model = "main-m";
    o.retries = 0;
    o.timeout_seconds = 10;
    return o;
  }

 private:
  std::string answer_;
  int listener_ = -1;
  int port_ = 0;
  std::thread thread_;
};

std::string run_error(dsl::HttpClient& client) {
  const dsl::RunResult result = dsl::run(program_of("Say hi\n"), {}, client);
  CHECK(result.error_code == std::optional<std::string>("MODEL_UNAVAILABLE"));
  return result.transcript.at("error").at("message").get<std::string>();
}

}  // namespace

TEST_CASE("dsl http limits: the defaults are 16 MiB, 60 s per request and 1800 s in all") {
  const dsl::HttpOptions defaults;
  CHECK(defaults.max_reply_bytes == 16u * 1024 * 1024);
  CHECK(defaults.timeout_seconds == 60);
  CHECK(defaults.max_time_seconds == 1800);
}

TEST_CASE("dsl http limits: a 1 GiB answer is cut off at the size limit, not retried") {
  for (const bool declared : {true, false}) {
    INFO((declared ? "with Content-Length" : "chunked"));
    StreamingServer server([declared](const LoopbackServer::Send& send, const std::atomic<bool>& stopping) {
      gigabyte(send, stopping, declared);
    });
    dsl::HttpOptions options = server.options();
    options.retries = 2;  // a size refusal is final: no retry would get a smaller answer
    dsl::HttpClient client(options);  // the default 16 MiB limit
    const auto start = Clock::now();
    const std::string message = run_error(client);
    CHECK(seconds_since(start) < 5);
    CHECK(message == "main model: the answer is larger than 16777216 bytes (--max-reply-bytes); it was cut off and is "
                     "not retried");
  }
}

TEST_CASE("dsl http limits: an answer just under the limit is accepted, one byte over is not") {
  const std::string body = R"({"choices":[{"message":{"role":"assistant","content":"{\"error\":0,\"out\":\"hi\"}"}}]})";
  StreamingServer server([&body](const LoopbackServer::Send& send, const std::atomic<bool>&) {
    send(answer_head(200, body.size()) + body);
  });
  dsl::HttpOptions options = server.options();
  options.max_reply_bytes = body.size();
  dsl::HttpClient exact(options);
  CHECK(dsl::run(program_of("Say hi\n"), {}, exact).ok);
  options.max_reply_bytes = body.size() - 1;
  dsl::HttpClient smaller(options);
  CHECK(run_error(smaller).find("larger than " + std::to_string(body.size() - 1) + " bytes") != std::string::npos);
}

TEST_CASE("dsl http limits: a server dripping a byte a second is cut off at the request timeout") {
  StreamingServer server(drip);
  dsl::HttpOptions options = server.options();
  options.timeout_seconds = 1.5;  // a read timeout alone would never fire: a byte comes every second
  dsl::HttpClient client(options);
  const auto start = Clock::now();
  const std::string message = run_error(client);
  const double elapsed = seconds_since(start);
  CHECK(elapsed >= 1.4);
  CHECK(elapsed < 4);
  CHECK(message == "main model: no complete answer within 1.5 s (--timeout) (after 1 attempt)");
}

TEST_CASE("dsl http limits: retries stop at the client's total time limit") {
  StreamingServer server(drip);
  dsl::HttpOptions options = server.options();
  options.timeout_seconds = 1;
  options.retries = 100;
  options.retry_delay_seconds = 0.01;
  options.max_time_seconds = 2.5;
  dsl::HttpClient client(options);
  const auto start = Clock::now();
  const std::string message = run_error(client);
  const double elapsed = seconds_since(start);
  CHECK(elapsed >= 2.4);
  CHECK(elapsed < 5);
  CHECK(message.find("main model: the client's time limit of 2.5 s (--max-time) is used up") == 0);
  // Spent: later requests of the same client fail at once.
  const auto again = Clock::now();
  CHECK(run_error(client).find("(--max-time) is used up") != std::string::npos);
  CHECK(seconds_since(again) < 1);
}

TEST_CASE("dsl http limits: a broken chunked encoding is a clear transport error") {
  const std::string head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
  for (const std::string& broken : {head + "zz\r\n{}\r\n0\r\n\r\n",          // a chunk size that is not hex
                                    head + "400\r\n{\"choices\": [",          // the chunk is cut short
                                    std::string("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"cho")}) {
    INFO(broken);
    RawServer server(broken);
    dsl::HttpClient client(server.options());
    const auto start = Clock::now();
    const std::string message = run_error(client);
    CHECK(seconds_since(start) < 5);
    CHECK(message.find("main model: transport error: ") == 0);
    CHECK(message.find("the connection broke off, or the answer's framing — Content-Length or chunked encoding — is "
                       "malformed") != std::string::npos);
  }
}
