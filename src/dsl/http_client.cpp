// Model access over an OpenAI-compatible chat-completions endpoint (cpp-httplib). Debian's
// cpp-httplib is built with OpenSSL, so https:// base URLs work as well as http://.
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <thread>

#include <httplib.h>

#include "llmfmt/dsl_runtime.h"

namespace llmfmt::dsl {
namespace {

bool retryable(int status) { return status == 429 || status >= 500; }

using Clock = std::chrono::steady_clock;

std::chrono::microseconds micros(double seconds) {
  return std::chrono::microseconds(static_cast<long long>(std::max(0.0, std::min(seconds, 1e9)) * 1e6));
}

std::string seconds_text(double seconds) {
  std::ostringstream out;
  out << seconds << " s";
  return out.str();
}

// Calls client.stop() once `deadline` passes and until the request returns: httplib's own
// timeouts are per read, so a server that drips a byte a second would otherwise never time out.
class Watchdog {
 public:
  Watchdog(httplib::Client& client, Clock::time_point deadline)
      : thread_([this, &client, deadline] {
          std::unique_lock<std::mutex> lock(mutex_);
          if (cv_.wait_until(lock, deadline, [this] { return done_; })) return;
          fired_ = true;
          while (!done_) {  // again and again: a stop() during the connect finds no socket yet
            client.stop();
            cv_.wait_for(lock, std::chrono::milliseconds(20), [this] { return done_; });
          }
        }) {}
  ~Watchdog() { finish(); }
  /// Ends the watch; returns whether it had to cut the request off.
  bool finish() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    cv_.notify_all();
    if (thread_.joinable()) thread_.join();
    return fired_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  bool done_ = false, fired_ = false;
  std::thread thread_;  // last: starts once the members above exist
};

}  // namespace

HttpClient::HttpClient(HttpOptions options) : options_(std::move(options)) {
  const std::string& url = options_.base_url;
  const std::size_t scheme = url.compare(0, 7, "http://") == 0 ? 7 : url.compare(0, 8, "https://") == 0 ? 8 : 0;
  if (scheme == 0 || url.size() == scheme)
    throw std::invalid_argument("the base URL must look like http[s]://host[:port][/path], got '" + url + "'");
  const std::size_t slash = url.find('/', scheme);
  scheme_host_port_ = url.substr(0, slash);
  path_prefix_ = slash == std::string::npos ? "" : url.substr(slash);
  while (!path_prefix_.empty() && path_prefix_.back() == '/') path_prefix_.pop_back();
  if (options_.model.empty()) throw std::invalid_argument("no main model name (--model or LLMFMT_MODEL)");
}

ModelReply HttpClient::complete(Route route, const std::string& prompt) {
  const std::string& model = route == Route::cheap && !options_.cheap_model.empty() ? options_.cheap_model : options_.model;
  Json request = {{"model", model}, {"messages", Json::array({{{"role", "user"}, {"content", prompt}}})}};
  const std::string body = request.dump(-1, ' ', false, Json::error_handler_t::replace);
  httplib::Headers headers;
  if (!options_.api_key.empty()) headers.emplace("Authorization", "Bearer " + options_.api_key);

  ModelReply reply;
  reply.attempts = 0;
  if (!first_request_) first_request_ = Clock::now();
  const bool run_limited = options_.max_time_seconds > 0;
  const Clock::time_point run_deadline = run_limited ? *first_request_ + micros(options_.max_time_seconds) : Clock::time_point::max();
  const std::string run_limit_used_up = "the client's time limit of " + seconds_text(options_.max_time_seconds) +
                                        " (--max-time) is used up; no request was answered in time";
  double delay = options_.retry_delay_seconds;
  const int attempts = 1 + std::max(0, options_.retries);
  for (int attempt = 0; attempt < attempts; ++attempt) {
    if (attempt > 0) {
      if (Clock::now() + micros(delay) >= run_deadline) {  // the wait alone would pass the limit
        reply.error = run_limit_used_up + " (last attempt: " + reply.error + ")";
        return reply;
      }
      std::this_thread::sleep_for(micros(delay));
      delay *= 2;
    }
    if (Clock::now() >= run_deadline) {
      reply.error = run_limit_used_up;
      return reply;
    }
    ++reply.attempts;
    const Clock::time_point request_deadline = std::min(run_deadline, Clock::now() + micros(options_.timeout_seconds));
    const auto remaining = std::chrono::duration_cast<std::chrono::microseconds>(request_deadline - Clock::now());
    httplib::Client client(scheme_host_port_);
    client.set_connection_timeout(remaining);
    client.set_read_timeout(remaining);
    client.set_write_timeout(remaining);

    httplib::Request request;
    request.method = "POST";
    request.path = path_prefix_ + "/chat/completions";
    request.headers = headers;
    request.headers.emplace("Content-Type", "application/json");
    request.body = body;
    std::string answer;
    bool too_large = false;
    request.content_receiver = [&](const char* data, std::size_t size, std::uint64_t, std::uint64_t declared) {
      too_large = declared > options_.max_reply_bytes || answer.size() + size > options_.max_reply_bytes;
      if (!too_large) answer.append(data, size);
      return !too_large;
    };
    httplib::Response response;
    httplib::Error error = httplib::Error::Success;
    Watchdog watchdog(client, request_deadline);
    const bool answered = client.send(request, response, error);
    const bool cut_off = watchdog.finish();

    if (too_large) {
      reply.error = "the answer is larger than " + std::to_string(options_.max_reply_bytes) +
                    " bytes (--max-reply-bytes); it was cut off and is not retried";
      return reply;
    }
    if (cut_off && request_deadline == run_deadline) {
      reply.error = run_limit_used_up;
      return reply;
    }
    if (cut_off) {
      reply.error = "no complete answer within " + seconds_text(options_.timeout_seconds) + " (--timeout)";
      continue;
    }
    if (!answered) {
      reply.error = "transport error: " + httplib::to_string(error);
      if (error == httplib::Error::Read)
        reply.error += " (the connection broke off, or the answer's framing — Content-Length or chunked encoding — is malformed)";
      continue;
    }
    if (response.status != 200) {
      reply.error = "HTTP " + std::to_string(response.status);
      if (retryable(response.status)) continue;
      return reply;
    }
    try {
      const Json parsed = Json::parse(answer);
      const Json& content = parsed.at("choices").at(0).at("message").at("content");
      if (!content.is_string()) throw std::runtime_error("content is not a string");
      reply.ok = true;
      reply.error.clear();
      reply.content = content.get<std::string>();
    } catch (const std::exception& e) {
      reply.error = std::string("the endpoint's answer is not a chat completion: ") + e.what();
    }
    return reply;
  }
  reply.error += " (after " + std::to_string(reply.attempts) + (reply.attempts == 1 ? " attempt)" : " attempts)");
  return reply;
}

}  // namespace llmfmt::dsl
