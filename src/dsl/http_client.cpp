// Model access over an OpenAI-compatible chat-completions endpoint (cpp-httplib). Debian's
// cpp-httplib is built with OpenSSL, so https:// base URLs work as well as http://.
#include <chrono>
#include <cmath>
#include <stdexcept>
#include <thread>

#include <httplib.h>

#include "llmfmt/dsl_runtime.h"

namespace llmfmt::dsl {
namespace {

bool retryable(int status) { return status == 429 || status >= 500; }

std::chrono::microseconds micros(double seconds) {
  return std::chrono::microseconds(static_cast<long long>(std::max(0.0, seconds) * 1e6));
}

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
  double delay = options_.retry_delay_seconds;
  const int attempts = 1 + std::max(0, options_.retries);
  for (int attempt = 0; attempt < attempts; ++attempt) {
    if (attempt > 0) {
      std::this_thread::sleep_for(micros(delay));
      delay *= 2;
    }
    ++reply.attempts;
    httplib::Client client(scheme_host_port_);
    client.set_connection_timeout(micros(options_.timeout_seconds));
    client.set_read_timeout(micros(options_.timeout_seconds));
    client.set_write_timeout(micros(options_.timeout_seconds));
    const httplib::Result result = client.Post(path_prefix_ + "/chat/completions", headers, body, "application/json");
    if (!result) {
      reply.error = "transport error: " + httplib::to_string(result.error());
      continue;
    }
    if (result->status != 200) {
      reply.error = "HTTP " + std::to_string(result->status);
      if (retryable(result->status)) continue;
      return reply;
    }
    try {
      const Json response = Json::parse(result->body);
      const Json& content = response.at("choices").at(0).at("message").at("content");
      if (!content.is_string()) throw std::runtime_error("content is not a string");
      reply.ok = true;
      reply.error.clear();
      reply.content = content.get<std::string>();
    } catch (const std::exception& e) {
      reply.error = std::string("the endpoint's answer is not a chat completion: ") + e.what();
    }
    return reply;
  }
  reply.error += " (after " + std::to_string(reply.attempts) + " attempts)";
  return reply;
}

}  // namespace llmfmt::dsl
