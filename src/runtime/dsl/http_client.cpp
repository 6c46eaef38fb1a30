// Model access over an OpenAI-compatible chat-completions endpoint: one HTTP/1.1 exchange per
// request, read by our own bounded reader, over a plain socket (http://) or OpenSSL (https://).
#include <cerrno>
#include <csignal>
#include <memory>
#include <optional>
#include <pthread.h>
#include <chrono>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <thread>

#include <arpa/inet.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

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

// The first byte of `s` that is a control character (a line break could inject a header), or npos.
std::size_t first_control(const std::string& s) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c < 0x20 || c == 0x7f) return i;
  }
  return std::string::npos;
}


// ---- our own bounded HTTP/1.1 exchange, over a socket or TLS -----------------------------------
// cpp-httplib (used before) read a status line with a backtracking std::regex (a 50 KB line
// overflowed the stack) and header lines and header counts without bound; every answer, http://
// and https://, is read here instead, every part bounded before the body cap
// (docs/reliability.md § Hostile endpoints).
constexpr std::size_t kMaxStatusLine = 8192, kMaxHeaderLine = 8192, kMaxHeaderLines = 100,
                      kMaxHeaderBytes = 64 * 1024, kMaxChunkLine = 1024;

struct WireAnswer {
  enum class Kind { ok, transport, timeout, too_large, malformed, untrusted } kind = Kind::ok;
  int status = 0;
  std::string body;
  std::string error;  ///< transport, malformed and untrusted: why
};

// OpenSSL's error queue, most recent reason first ("" when empty); clears it.
std::string openssl_errors() {
  std::string out;
  while (const unsigned long e = ::ERR_get_error()) {
    char text[256];
    ::ERR_error_string_n(e, text, sizeof text);
    if (out.empty()) out = text;
  }
  return out;
}

struct SslContextFree {
  void operator()(SSL_CTX* c) const { ::SSL_CTX_free(c); }
};
using SslContext = std::unique_ptr<SSL_CTX, SslContextFree>;

// A client context that verifies the server: TLS 1.2 at least, the peer's chain checked against
// `ca_file` (PEM; "" = the system's trust store, which OpenSSL's SSL_CERT_FILE/SSL_CERT_DIR
// may redirect). Throws std::invalid_argument when `ca_file` cannot be loaded.
SslContext client_context(const std::string& ca_file) {
  ::ERR_clear_error();
  SslContext ctx(::SSL_CTX_new(::TLS_client_method()));
  if (!ctx) throw std::runtime_error("cannot make a TLS context: " + openssl_errors());
  ::SSL_CTX_set_min_proto_version(ctx.get(), TLS1_2_VERSION);
  ::SSL_CTX_set_verify(ctx.get(), SSL_VERIFY_PEER, nullptr);
  ::SSL_CTX_set_mode(ctx.get(), SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
  const int loaded = ca_file.empty() ? ::SSL_CTX_set_default_verify_paths(ctx.get())
                                     : ::SSL_CTX_load_verify_locations(ctx.get(), ca_file.c_str(), nullptr);
  if (loaded != 1)
    throw std::invalid_argument("cannot load the certificate authorities " +
                                (ca_file.empty() ? std::string("of the system") : "of '" + ca_file + "' (--ca-file)") +
                                ": " + openssl_errors());
  return ctx;
}

// OpenSSL writes to the socket with write(2): a peer that closed the connection would kill the
// process with SIGPIPE (what cpp-httplib did on every https:// timeout). Around each TLS call the
// signal is blocked in this thread, and one it raised is taken back before it is unblocked.
class NoSigpipe {
 public:
  NoSigpipe() {
    sigemptyset(&pipe_);
    sigaddset(&pipe_, SIGPIPE);
    sigset_t pending;
    sigpending(&pending);
    was_pending_ = sigismember(&pending, SIGPIPE) == 1;
    blocked_ = ::pthread_sigmask(SIG_BLOCK, &pipe_, &old_) == 0;
  }
  ~NoSigpipe() {
    if (!blocked_) return;
    sigset_t pending;
    if (!was_pending_ && sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE) == 1) {
      const timespec now{0, 0};
      while (::sigtimedwait(&pipe_, nullptr, &now) < 0 && errno == EINTR) {
      }
    }
    ::pthread_sigmask(SIG_SETMASK, &old_, nullptr);
  }
  NoSigpipe(const NoSigpipe&) = delete;
  NoSigpipe& operator=(const NoSigpipe&) = delete;

 private:
  sigset_t pipe_, old_;
  bool was_pending_ = false, blocked_ = false;
};

class Wire {
 public:
  explicit Wire(Clock::time_point deadline) : deadline_(deadline) {}
  ~Wire() {
    if (ssl_) {
      NoSigpipe guard;
      ::SSL_free(ssl_);
    }  // no close_notify: the connection is not reused
    if (fd_ >= 0) ::close(fd_);
  }
  Wire(const Wire&) = delete;
  Wire& operator=(const Wire&) = delete;

  bool connect(const std::string& host, const std::string& port, std::string& why) {
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    if (const int e = ::getaddrinfo(host.c_str(), port.c_str(), &hints, &found); e != 0) {
      why = std::string("cannot resolve '") + host + "': " + ::gai_strerror(e);
      return false;
    }
    why = "no address";
    for (addrinfo* a = found; a; a = a->ai_next) {
      fd_ = ::socket(a->ai_family, a->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, a->ai_protocol);
      if (fd_ < 0) continue;
      int err = 0;
      socklen_t len = sizeof err;
      if (::connect(fd_, a->ai_addr, a->ai_addrlen) == 0 ||
          (errno == EINPROGRESS && wait(POLLOUT) && ::getsockopt(fd_, SOL_SOCKET, SO_ERROR, &err, &len) == 0 && err == 0)) {
        ::freeaddrinfo(found);
        return true;
      }
      why = timed_out ? "connect timed out" : std::strerror(err != 0 ? err : errno);
      ::close(fd_);
      fd_ = -1;
      if (timed_out) break;
    }
    ::freeaddrinfo(found);
    return false;
  }

  /// The TLS handshake on the connected socket: SNI and the name check for `host` (a DNS name, or
  /// an IP address checked against the certificate's IP addresses). False with `why`, and
  /// `untrusted` when the server's certificate was refused.
  bool start_tls(SSL_CTX* ctx, const std::string& host, std::string& why, bool& untrusted) {
    untrusted = false;
    ::ERR_clear_error();
    ssl_ = ::SSL_new(ctx);
    if (!ssl_ || ::SSL_set_fd(ssl_, fd_) != 1) {
      why = "cannot start TLS: " + openssl_errors();
      return false;
    }
    in6_addr ip{};
    const bool literal = ::inet_pton(AF_INET, host.c_str(), &ip) == 1 || ::inet_pton(AF_INET6, host.c_str(), &ip) == 1;
    // A DNS name goes into SNI (RFC 6066 allows no address there) and is matched against the
    // certificate's DNS names; an address against its IP addresses.
    const bool named = literal ? ::X509_VERIFY_PARAM_set1_ip_asc(::SSL_get0_param(ssl_), host.c_str()) == 1
                               : ::SSL_set_tlsext_host_name(ssl_, host.c_str()) == 1 && ::SSL_set1_host(ssl_, host.c_str()) == 1;
    if (!named) {
      why = "cannot set the name to verify, '" + host + "': " + openssl_errors();
      return false;
    }
    for (;;) {
      ::ERR_clear_error();
      NoSigpipe guard;
      const int r = ::SSL_connect(ssl_);
      if (r == 1) return true;
      const int e = ::SSL_get_error(ssl_, r);
      if ((e == SSL_ERROR_WANT_READ && wait(POLLIN)) || (e == SSL_ERROR_WANT_WRITE && wait(POLLOUT))) continue;
      if (timed_out) {
        why = "TLS handshake timed out";
        return false;
      }
      const long verified = ::SSL_get_verify_result(ssl_);
      if (verified != X509_V_OK) {
        untrusted = true;
        why = "the server's certificate is not accepted for '" + host + "': " + ::X509_verify_cert_error_string(verified);
        return false;
      }
      const std::string detail = openssl_errors();
      why = "TLS handshake failed" + (detail.empty() ? std::string(" (the connection broke off)") : ": " + detail);
      return false;
    }
  }

  bool send_all(const std::string& data) {
    for (std::size_t done = 0; done < data.size();) {
      const std::size_t left = std::min<std::size_t>(data.size() - done, 1 << 20);
      if (ssl_) {
        ::ERR_clear_error();
        NoSigpipe guard;
        const int n = ::SSL_write(ssl_, data.data() + done, static_cast<int>(left));
        if (n > 0) {
          done += static_cast<std::size_t>(n);
          continue;
        }
        const int e = ::SSL_get_error(ssl_, n);
        if (!((e == SSL_ERROR_WANT_READ && wait(POLLIN)) || (e == SSL_ERROR_WANT_WRITE && wait(POLLOUT)))) return false;
        continue;
      }
      const ssize_t n = ::send(fd_, data.data() + done, left, MSG_NOSIGNAL);
      if (n > 0) done += static_cast<std::size_t>(n);
      else if (n < 0 && errno != EAGAIN && errno != EINTR) return false;
      else if (!wait(POLLOUT)) return false;
    }
    return true;
  }

  /// The next line (CRLF or LF, without it) of at most `max` bytes; false at EOF, error, timeout
  /// or when the line is longer (`too_long`).
  bool line(std::size_t max, std::string& out, bool& too_long) {
    too_long = false;
    for (std::size_t scanned = pos_;;) {
      const std::size_t nl = buffer_.find('\n', scanned);
      if (nl != std::string::npos && nl - pos_ <= max + 1) {
        std::size_t end = nl;
        if (end > pos_ && buffer_[end - 1] == '\r') --end;
        out.assign(buffer_, pos_, end - pos_);
        pos_ = nl + 1;
        return true;
      }
      if (buffer_.size() - pos_ > max + 1) {
        too_long = true;
        return false;
      }
      const std::size_t unread = buffer_.size() - pos_;  // fill() drops what was consumed
      if (!fill()) return false;
      scanned = pos_ + unread;
    }
  }

  /// Exactly `n` more bytes appended to `out`; false at EOF, error or timeout.
  bool exact(std::size_t n, std::string& out) {
    while (n > 0) {
      if (pos_ == buffer_.size() && !fill()) return false;
      const std::size_t take = std::min(n, buffer_.size() - pos_);
      out.append(buffer_, pos_, take);
      pos_ += take;
      n -= take;
    }
    return true;
  }

  /// Everything to EOF appended to `out`, at most `max` bytes (`too_large` past it).
  bool rest(std::size_t max, std::string& out, bool& too_large) {
    too_large = false;
    for (;;) {
      const std::size_t take = buffer_.size() - pos_;
      if (out.size() + take > max) {
        too_large = true;
        return false;
      }
      out.append(buffer_, pos_, take);
      pos_ = buffer_.size();
      if (!fill()) return eof;
    }
  }

  bool timed_out = false;
  bool eof = false;

 private:
  bool wait(short events) {
    for (;;) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline_ - Clock::now()).count();
      if (left <= 0) {
        timed_out = true;
        return false;
      }
      pollfd p{fd_, events, 0};
      const int n = ::poll(&p, 1, static_cast<int>(std::min<long long>(left, 1000)));
      if (n > 0) return true;
      if (n < 0 && errno != EINTR) return false;
    }
  }

  // Reads what is there (64 KiB at most) after what was read; the consumed part is dropped.
  bool fill() {
    if (pos_ > 0) {
      buffer_.erase(0, pos_);
      pos_ = 0;
    }
    char chunk[65536];
    if (ssl_) {
      for (;;) {
        ::ERR_clear_error();
        NoSigpipe guard;
        const int n = ::SSL_read(ssl_, chunk, sizeof chunk);
        if (n > 0) {
          buffer_.append(chunk, static_cast<std::size_t>(n));
          return true;
        }
        const int e = ::SSL_get_error(ssl_, n);
        if ((e == SSL_ERROR_WANT_READ && wait(POLLIN)) || (e == SSL_ERROR_WANT_WRITE && wait(POLLOUT))) continue;
        // Only the server's close_notify ends the stream: an EOF without it could be an attacker
        // cutting an answer short (an answer read to EOF would be truncated unnoticed).
        eof = e == SSL_ERROR_ZERO_RETURN;
        return false;
      }
    }
    for (;;) {
      const ssize_t n = ::recv(fd_, chunk, sizeof chunk, 0);
      if (n > 0) {
        buffer_.append(chunk, static_cast<std::size_t>(n));
        return true;
      }
      if (n == 0) {
        eof = true;
        return false;
      }
      if (errno != EAGAIN && errno != EINTR) return false;
      if (!wait(POLLIN)) return false;
    }
  }

  Clock::time_point deadline_;
  int fd_ = -1;
  SSL* ssl_ = nullptr;  ///< https://: the TLS session over fd_
  std::string buffer_;
  std::size_t pos_ = 0;
};

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string& s) {
  const std::size_t first = s.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

// One POST (over TLS when `tls` is given), its answer read within the bounds above and `max_body`.
WireAnswer http_exchange(const std::string& authority, SSL_CTX* tls, const std::string& request_head_and_body,
                         Clock::time_point deadline, std::size_t max_body) {
  WireAnswer answer;
  auto fail = [&](WireAnswer::Kind kind, std::string why) {
    answer.kind = kind;
    answer.error = std::move(why);
    return answer;
  };
  std::string host = authority, port = tls ? "443" : "80";
  if (!host.empty() && host[0] == '[') {  // [v6]:port
    const std::size_t close = host.find(']');
    if (close != std::string::npos && close + 1 < host.size() && host[close + 1] == ':') port = host.substr(close + 2);
    host = host.substr(1, close == std::string::npos ? std::string::npos : close - 1);
  } else if (const std::size_t colon = host.rfind(':'); colon != std::string::npos) {
    port = host.substr(colon + 1);
    host = host.substr(0, colon);
  }
  Wire wire(deadline);
  std::string why;
  if (!wire.connect(host, port, why))
    return fail(wire.timed_out ? WireAnswer::Kind::timeout : WireAnswer::Kind::transport, "Connection (" + why + ")");
  bool untrusted = false;
  if (tls && !wire.start_tls(tls, host, why, untrusted))
    return fail(untrusted ? WireAnswer::Kind::untrusted : wire.timed_out ? WireAnswer::Kind::timeout : WireAnswer::Kind::transport, why);
  if (!wire.send_all(request_head_and_body))
    return fail(wire.timed_out ? WireAnswer::Kind::timeout : WireAnswer::Kind::transport, "Write");
  const char* const framing =
      "Read (the connection broke off, or the answer's framing — Content-Length or chunked encoding — is malformed)";
  auto broken = [&] { return fail(wire.timed_out ? WireAnswer::Kind::timeout : WireAnswer::Kind::transport, framing); };

  std::string line;
  bool too_long = false;
  if (!wire.line(kMaxStatusLine, line, too_long)) {
    if (too_long) return fail(WireAnswer::Kind::malformed, "the answer's status line is longer than " + std::to_string(kMaxStatusLine) + " bytes");
    return broken();
  }
  // HTTP/1.x SP 3DIGIT [SP reason]
  if (line.size() < 12 || line.compare(0, 7, "HTTP/1.") != 0 || !std::isdigit(static_cast<unsigned char>(line[7])) ||
      line[8] != ' ' || !std::isdigit(static_cast<unsigned char>(line[9])) || !std::isdigit(static_cast<unsigned char>(line[10])) ||
      !std::isdigit(static_cast<unsigned char>(line[11])) || (line.size() > 12 && line[12] != ' '))
    return fail(WireAnswer::Kind::malformed, "the answer does not start with an HTTP/1.x status line");
  answer.status = std::stoi(line.substr(9, 3));

  std::optional<std::string> length;
  bool chunked = false;
  std::size_t lines = 0, bytes = 0;
  for (;;) {
    if (!wire.line(kMaxHeaderLine, line, too_long)) {
      if (too_long) return fail(WireAnswer::Kind::malformed, "a header line of the answer is longer than " + std::to_string(kMaxHeaderLine) + " bytes");
      return broken();
    }
    if (line.empty()) break;
    bytes += line.size();
    if (++lines > kMaxHeaderLines || bytes > kMaxHeaderBytes)
      return fail(WireAnswer::Kind::malformed, "the answer has more than " + std::to_string(kMaxHeaderLines) +
                                                   " header lines or " + std::to_string(kMaxHeaderBytes) + " bytes of headers");
    const std::size_t colon = line.find(':');
    if (colon == std::string::npos || colon == 0) return fail(WireAnswer::Kind::malformed, "a header line of the answer has no name");
    const std::string name = lower(line.substr(0, colon)), value = trim(line.substr(colon + 1));
    if (name == "content-length") {
      if (value.empty() || value.find_first_not_of("0123456789") != std::string::npos || (length && *length != value))
        return fail(WireAnswer::Kind::malformed, "the answer's Content-Length '" + value.substr(0, 40) + "' is malformed (not one decimal number)");
      length = value;
    } else if (name == "transfer-encoding") {
      if (lower(value) != "chunked") return fail(WireAnswer::Kind::malformed, "the answer's Transfer-Encoding '" + value.substr(0, 40) + "' is not supported");
      chunked = true;
    } else if (name == "content-encoding" && lower(value) != "identity") {
      return fail(WireAnswer::Kind::malformed, "the answer is encoded ('" + value.substr(0, 40) + "') though none was asked for");
    }
  }
  if (answer.status != 200) return answer;  // its body is not needed
  if (chunked) {
    for (;;) {
      if (!wire.line(kMaxChunkLine, line, too_long)) return broken();
      const std::string size_text = trim(line.substr(0, line.find(';')));
      if (size_text.empty() || size_text.size() > 15 || size_text.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos)
        return broken();
      const std::size_t size = std::stoull(size_text, nullptr, 16);
      if (size == 0) break;
      if (answer.body.size() + size > max_body) return fail(WireAnswer::Kind::too_large, "");
      std::string crlf;
      if (!wire.exact(size, answer.body) || !wire.line(0, crlf, too_long)) return broken();
    }
    for (std::size_t trailers = 0;; ++trailers) {  // trailers, bounded like headers
      if (!wire.line(kMaxHeaderLine, line, too_long) || trailers > kMaxHeaderLines) return broken();
      if (line.empty()) break;
    }
    return answer;
  }
  if (length) {
    if (length->size() > 15 || std::stoull(*length) > max_body) return fail(WireAnswer::Kind::too_large, "");
    if (!wire.exact(std::stoull(*length), answer.body)) return broken();
    return answer;
  }
  bool too_large = false;
  if (!wire.rest(max_body, answer.body, too_large)) return too_large ? fail(WireAnswer::Kind::too_large, "") : broken();
  return answer;
}

}  // namespace

// Nesting deeper than `max_depth` is refused while parsing: nlohmann's parser is iterative, but
// copying or destroying a value recurses once per level (200 000 '[' overflowed the stack).
Json parse_json_bounded(const std::string& text, std::size_t max_depth) {
  return Json::parse(text, [max_depth](int depth, Json::parse_event_t, Json&) {
    if (depth > static_cast<int>(max_depth))
      throw std::invalid_argument("the JSON is nested deeper than " + std::to_string(max_depth) + " levels");
    return true;
  });
}

HttpClient::HttpClient(HttpOptions options) : options_(std::move(options)) {
  const std::string& url = options_.base_url;
  const std::size_t scheme = url.compare(0, 7, "http://") == 0 ? 7 : url.compare(0, 8, "https://") == 0 ? 8 : 0;
  if (scheme == 0 || url.size() == scheme)
    throw std::invalid_argument("the base URL must look like http[s]://host[:port][/path], got '" + url + "'");
  // The path of every request is the base URL's path + "/chat/completions": a query or fragment
  // would end up in the middle of it; blanks and control bytes could split the request line.
  if (const std::size_t bad = url.find_first_of("?# "); bad != std::string::npos)
    throw std::invalid_argument("the base URL must not have a query, a fragment or blanks ('" + std::string(1, url[bad]) +
                                "' at byte " + std::to_string(bad + 1) + "): requests go to BASE/chat/completions");
  if (const std::size_t bad = first_control(url); bad != std::string::npos)
    throw std::invalid_argument("the base URL has a control character at byte " + std::to_string(bad + 1));
  if (url.find('@', scheme) != std::string::npos && url.find('@', scheme) < url.find('/', scheme))
    throw std::invalid_argument("the base URL must not carry user information ('user@host'): give the key with --api-key or LLMFMT_API_KEY");
  if (url[scheme] == '/' || url[scheme] == ':')
    throw std::invalid_argument("the base URL has no host: '" + url + "'");
  // The key goes into a header line: a CR or LF would end it and inject another.
  if (const std::size_t bad = first_control(options_.api_key); bad != std::string::npos)
    throw std::invalid_argument("the API key has a control character (a line break?) at byte " + std::to_string(bad + 1) +
                                " of " + std::to_string(options_.api_key.size()) +
                                "; it is not sent (was it read from a file with CRLF line ends?)");
  const std::size_t slash = url.find('/', scheme);
  scheme_host_port_ = url.substr(0, slash);
  path_prefix_ = slash == std::string::npos ? "" : url.substr(slash);
  while (!path_prefix_.empty() && path_prefix_.back() == '/') path_prefix_.pop_back();
  if (options_.model.empty()) throw std::invalid_argument("no main model name (--model or LLMFMT_MODEL)");
  if (scheme == 8) client_context(options_.ca_file);  // a CA file that cannot be read: said now, not at the first step
}

ModelReply HttpClient::complete(Route route, const std::string& prompt) {
  const std::string& model = route == Route::cheap && !options_.cheap_model.empty() ? options_.cheap_model : options_.model;
  Json request = {{"model", model}, {"messages", Json::array({{{"role", "user"}, {"content", prompt}}})}};
  const std::string body = request.dump(-1, ' ', false, Json::error_handler_t::replace);

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
    const bool tls = options_.base_url.compare(0, 8, "https://") == 0;
    const std::string authority = scheme_host_port_.substr(tls ? 8 : 7);
    std::string head = "POST " + path_prefix_ + "/chat/completions HTTP/1.1\r\nHost: " + authority + "\r\n";
    if (!options_.api_key.empty()) head += "Authorization: Bearer " + options_.api_key + "\r\n";
    head += "Content-Type: application/json\r\nAccept-Encoding: identity\r\nContent-Length: " + std::to_string(body.size()) +
            "\r\nConnection: close\r\n\r\n";
    SslContext context;
    try {
      if (tls) context = client_context(options_.ca_file);
    } catch (const std::exception& e) {  // the CA file went away since the client was made
      reply.error = e.what();
      return reply;
    }
    WireAnswer wire = http_exchange(authority, context.get(), head + body, request_deadline, options_.max_reply_bytes);
    switch (wire.kind) {
      case WireAnswer::Kind::ok: break;
      case WireAnswer::Kind::too_large:
        reply.error = "the answer is larger than " + std::to_string(options_.max_reply_bytes) +
                      " bytes (--max-reply-bytes); it was cut off and is not retried";
        return reply;
      case WireAnswer::Kind::malformed:
      case WireAnswer::Kind::untrusted:
        reply.error = wire.error + "; it is not retried";
        return reply;
      case WireAnswer::Kind::timeout:
        if (request_deadline == run_deadline) {
          reply.error = run_limit_used_up;
          return reply;
        }
        reply.error = "no complete answer within " + seconds_text(options_.timeout_seconds) + " (--timeout)";
        continue;
      case WireAnswer::Kind::transport:
        reply.error = "transport error: " + wire.error;
        continue;
    }
    const int status = wire.status;
    const std::string answer = std::move(wire.body);
    if (status != 200) {
      reply.error = "HTTP " + std::to_string(status);
      if (retryable(status)) continue;
      return reply;
    }
    try {
      const Json parsed = parse_json_bounded(answer);
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
