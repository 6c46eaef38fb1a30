// `llmfmt run` against a hostile endpoint (issue 32; docs/reliability.md § Hostile endpoints): a
// server on 127.0.0.1 only, started and stopped by each test, answers badly on purpose — a status
// line without end, endless headers, a header line without end, a negative Content-Length, a body
// of 200 000 nested '['. Each must end in a clear error, quickly, in bounded memory, never a crash.
#include <catch2/catch.hpp>

#include <arpa/inet.h>
#include <atomic>
#include <chrono>
#include <functional>
#include <netinet/in.h>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

#include "llmfmt/dsl.h"
#include "llmfmt/dsl_runtime.h"

using namespace llmfmt;

namespace {

using Clock = std::chrono::steady_clock;

// Accepts connections on 127.0.0.1 and writes what `answer` produces: it is called again and
// again with the bytes sent so far and returns the next piece ("" = done). Sending stops when the
// client closes, at `max_bytes`, or when the server is destroyed.
class HostileServer {
 public:
  using Producer = std::function<std::string(std::size_t sent)>;
  explicit HostileServer(Producer answer, std::size_t max_bytes = std::size_t{256} << 20)
      : answer_(std::move(answer)), max_bytes_(max_bytes) {
    listener_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    REQUIRE(::bind(listener_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
    REQUIRE(::listen(listener_, 8) == 0);
    ::getsockname(listener_, reinterpret_cast<sockaddr*>(&address), &length);
    port_ = ntohs(address.sin_port);
    thread_ = std::thread([this] {
      for (;;) {
        const int connection = ::accept(listener_, nullptr, nullptr);
        if (connection < 0) return;
        char request[65536];
        (void)!::recv(connection, request, sizeof request, 0);
        for (std::size_t sent = 0; !stop_ && sent < max_bytes_;) {
          const std::string piece = answer_(sent);
          if (piece.empty() || ::send(connection, piece.data(), piece.size(), MSG_NOSIGNAL) < 0) break;
          sent += piece.size();
        }
        ::close(connection);
      }
    });
  }
  ~HostileServer() {
    stop_ = true;
    ::shutdown(listener_, SHUT_RDWR);
    thread_.join();
    ::close(listener_);
  }
  dsl::HttpOptions options() const {
    dsl::HttpOptions o;
    o.base_url = "http://127.0.0.1:" + std::to_string(port_) + "/v1";
    o.model = "m";
    o.timeout_seconds = 10;
    o.retries = 0;
    return o;
  }

 private:
  Producer answer_;
  std::size_t max_bytes_;
  int listener_ = -1;
  int port_ = 0;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

// The answer: `head` once, then `repeat` until the client stops reading.
HostileServer::Producer endless(std::string head, const std::string& repeat) {
  std::string block;
  for (std::size_t i = 0; i < 4096; ++i) block.append(repeat);
  return [head, block](std::size_t sent) { return sent == 0 ? head : block; };
}

HostileServer::Producer once(std::string answer) {
  return [answer](std::size_t sent) { return sent == 0 ? answer : std::string(); };
}

std::string error_of(const HostileServer& server) {
  dsl::HttpClient client(server.options());
  const auto start = Clock::now();
  const dsl::ModelReply reply = client.complete(dsl::Route::main, "hi");
  CHECK_FALSE(reply.ok);
  CHECK(std::chrono::duration<double>(Clock::now() - start).count() < 5);
  return reply.error;
}

}  // namespace

TEST_CASE("dsl hostile: a status line without end is refused at 8 KiB", "[dsl][hostile]") {
  HostileServer server(endless("HTTP/1.1 200 ", std::string(50, 'x')), 50000 + 13);
  CHECK(error_of(server).find("status line is longer than 8192 bytes") != std::string::npos);
}

TEST_CASE("dsl hostile: endless headers stop at 100 lines", "[dsl][hostile]") {
  HostileServer server(endless("HTTP/1.1 200 OK\r\n", "X-Filler: 0123456789\r\n"));
  CHECK(error_of(server).find("more than 100 header lines") != std::string::npos);
}

TEST_CASE("dsl hostile: a header line without end is refused at 8 KiB", "[dsl][hostile]") {
  HostileServer server(endless("HTTP/1.1 200 OK\r\nX-Long: ", "aaaaaaaaaaaaaaaa"));
  CHECK(error_of(server).find("header line of the answer is longer than 8192 bytes") != std::string::npos);
}

TEST_CASE("dsl hostile: Content-Length -5 is malformed and not too large", "[dsl][hostile]") {
  HostileServer server(once("HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\n{}"));
  const std::string error = error_of(server);
  CHECK(error.find("Content-Length '-5' is malformed") != std::string::npos);
  CHECK(error.find("larger") == std::string::npos);
}

TEST_CASE("dsl hostile: a body of 200 000 nested brackets is refused and does not crash", "[dsl][hostile]") {
  const std::string body = std::string(200000, '[') + std::string(200000, ']');
  HostileServer server(once("HTTP/1.1 200 OK\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body));
  const std::string error = error_of(server);
  CHECK(error.find("not a chat completion") != std::string::npos);
  CHECK(error.find("nested deeper than 256") != std::string::npos);
}

TEST_CASE("dsl hostile: an API key with a line break and a base URL with a query are refused", "[dsl][hostile]") {
  dsl::HttpOptions options;
  options.model = "m";
  options.base_url = "http://127.0.0.1:1/v1";
  for (const char* key : {"sk-abc\r\nX-Injected: 1", "sk-abc\r", "sk-\x01"}) {
    options.api_key = key;
    try {
      dsl::HttpClient client(options);
      FAIL("the key was accepted");
    } catch (const std::invalid_argument& e) {
      CHECK(std::string(e.what()).find("the API key has a control character") != std::string::npos);
    }
  }
  options.api_key = "sk-abc";
  for (const char* url : {"http://127.0.0.1:1/v1?x=1", "http://127.0.0.1:1/v1#frag", "http://127.0.0.1:1/v 1",
                          "http://user@127.0.0.1:1/v1", "http://:80/v1", "http://h/v1\n"}) {
    INFO(url);
    options.base_url = url;
    CHECK_THROWS_AS(dsl::HttpClient(options), std::invalid_argument);
  }
}

namespace {

// Answers every prompt with a valid reply whose `out` is `size` bytes, and counts what it got.
class BigAnswers : public dsl::ModelClient {
 public:
  explicit BigAnswers(std::size_t size) : out_(size, 'x') {}
  dsl::ModelReply complete(dsl::Route, const std::string& prompt) override {
    received += prompt.size();
    ++calls;
    dsl::ModelReply reply;
    reply.ok = true;
    reply.content = "{\"error\": 0, \"out\": \"" + out_ + "\"}";
    return reply;
  }
  bool has_cheap_model() const override { return false; }
  std::size_t received = 0, calls = 0;

 private:
  std::string out_;
};

}  // namespace

// Each step's /FROM description takes the whole timeline (no cheap model): every prompt repeats
// every earlier answer, and the bytes grow with the square of the steps. The budget stops it.
TEST_CASE("dsl hostile: the run's size budget stops prompts that repeat every answer", "[dsl][hostile]") {
  std::string text = "Start\n";
  for (int i = 0; i < 12; ++i) text += "/THEN Go on\n/FROM everything so far\n";
  const dsl::Result parsed = dsl::parse(text);
  REQUIRE(parsed.diagnostics.empty());
  BigAnswers models(100000);
  dsl::RunOptions options;
  options.max_run_bytes = 1000000;
  const dsl::RunResult result = dsl::run(parsed.document, {}, models, {}, options);
  CHECK(result.error_code == std::optional<std::string>("RUN_BUDGET_EXCEEDED"));
  // Prompts are checked before they are sent: the last reply may pass the budget, by one reply.
  CHECK(models.received + models.calls * (100000 + 23) <= options.max_run_bytes + 100023);
  CHECK(models.received + (models.calls - 1) * (100000 + 23) <= options.max_run_bytes);
  CHECK(result.transcript.at("error").at("message").get<std::string>().find("(--max-run-bytes) is used up") !=
        std::string::npos);
  CHECK(dsl::RunOptions().max_run_bytes == std::size_t{128} << 20);
  options.max_run_bytes = 0;  // no limit: all 13 steps run
  BigAnswers unlimited(1000);
  CHECK(dsl::run(parsed.document, {}, unlimited, {}, options).ok);
}
