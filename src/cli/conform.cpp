#include "cli/conform.h"

#include <algorithm>
#include <memory>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <map>
#include <cstdio>
#include <fnmatch.h>
#include <fstream>
#include <iostream>
#include <mutex>
#include <poll.h>
#include <random>
#include <sstream>
#include <stdexcept>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "cli/adapter.h"
#include "cli/fixture_compare.h"
#include "cli/fixture_files.h"
#include "cli/fixtures_command.h"
#include "cli/grammar_vocabulary.h"
#include "cli/usage.h"
#include "llmfmt/llmfmt.h"

extern char** environ;

namespace llmfmt::cli {
namespace {

using Clock = std::chrono::steady_clock;

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// ---- cases -------------------------------------------------------------------------------------

/// One fixture as the protocol poses it: what goes in $LLMFMT_CONFORM_CASE, what goes on stdin,
/// and what the printed result is compared with.
struct Case {
  std::string name;
  std::string format;
  Json request;
  std::string input;
  Json expected;
  DataRule rule = DataRule::whole_data;
  bool no_metadata = false;  ///< STF decode without expected.metadata: the result must have none
  bool llmist = false;       ///< fed in pieces under --chunked
  std::string description;  ///< the fixture's, for the failure report
  std::string spec;
};

// nullopt for the cases the protocol leaves out (DSL run/: they need a model and a replay).
std::optional<Case> make_case(const FixtureCase& f) {
  Case c;
  c.name = f.name;
  c.format = f.name.substr(0, f.name.find('/'));
  const std::string dir = f.name.substr(0, f.name.rfind('/'));
  const Json options = f.json.value("options", Json::object());
  c.request = {{"name", f.name}, {"format", c.format}, {"kind", "parse"}, {"options", options}};
  c.input = f.input;
  c.description = f.json.value("description", std::string());
  c.spec = f.json.value("spec", std::string());
  if (c.format == "stf" && f.json.contains("expected_text")) {
    c.request["kind"] = "encode";
    Json in = {{"messages", f.json.at("messages")}};
    if (f.json.contains("metadata")) in["metadata"] = f.json.at("metadata");
    c.input = in.dump();
    c.expected = {{"text", joined_lines(f.json.at("expected_text"))}};
    return c;
  }
  if (dir == "dsl/run") return std::nullopt;
  if (dir == "dsl/prompt") {
    c.request["kind"] = "prompt";
    c.request["step"] = f.json.value("step", 1);
    for (const char* key : {"variables", "history", "resolved"})
      if (f.json.contains(key)) c.request[key] = f.json.at(key);
    c.input = joined_lines(f.json.at("program"));
    c.expected = {{"prompt", joined_lines(f.json.at("expected_prompt"))}};
    if (f.json.contains("expected_extraction_prompts")) {
      Json prompts = Json::array();
      for (const Json& p : f.json.at("expected_extraction_prompts")) prompts.push_back(joined_lines(p));
      c.expected["extraction_prompts"] = prompts;
    }
    return c;
  }
  if (dir == "dsl/response") {
    c.request["kind"] = "response";
    c.request["step"] = f.json.value("step", 1);
    c.request["program"] = joined_lines(f.json.at("program"));
    if (f.json.value("accept_fenced_reply", false)) c.request["accept_fenced_reply"] = true;
    c.input = joined_lines(f.json.at("reply"));
    c.expected = f.json.at("expected");
    return c;
  }
  c.expected = f.json.at("expected");
  if (c.format == "garyml") c.rule = DataRule::pattern_everywhere;
  if (c.format == "stf") c.no_metadata = !c.expected.contains("metadata");
  if (c.format == "llmist") {
    c.llmist = true;
    if (c.expected.contains("plan")) c.request["plan"] = true;
  }
  return c;
}

// ---- running the command -----------------------------------------------------------------------

struct Run {
  bool timed_out = false;
  bool too_much = false;  ///< printed more than kMaxOutput
  int status = 0;         ///< waitpid's
  std::string out, err;
  std::string refused;    ///< persistent mode: the command answered {"error": …}
};

constexpr std::size_t kMaxOutput = 64u << 20;

void set_nonblocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

// Whether the pipe behind `fd` is empty: the command has read every byte written so far.
bool drained(int fd) {
  int n = 0;
  return ::ioctl(fd, FIONREAD, &n) == 0 && n == 0;
}

/// A started command: its process (the leader of its own group) and the parent's ends of its
/// stdin, stdout and stderr, non-blocking and close-on-exec.
struct Child {
  pid_t pid = -1;
  int in = -1, out = -1, err = -1;
};

Child spawn(const std::vector<std::string>& command, const std::vector<std::string>& env) {
  std::vector<char*> argv, envp;
  for (const std::string& a : command) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  for (const std::string& e : env) envp.push_back(const_cast<char*>(e.c_str()));
  envp.push_back(nullptr);
  const std::string cannot_run = "llmfmt conform: cannot run '" + command.at(0) + "'\n";
  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
  auto give_up = [&](const char* what) {
    const std::string message = std::string(what) + ": " + std::strerror(errno);
    for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1]})
      if (fd >= 0) ::close(fd);
    throw std::runtime_error(message);
  };
  // Close-on-exec: a command started by another thread must not inherit these ends (an open
  // write end would keep this command's stdin from ever reaching its end).
  if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0) give_up("pipe");
  const pid_t pid = ::fork();
  if (pid < 0) give_up("fork");
  if (pid == 0) {  // the child: only async-signal-safe calls until exec
    ::setpgid(0, 0);
    ::signal(SIGPIPE, SIG_DFL);  // the runner ignores it; the command gets the usual behaviour
    ::dup2(in[0], 0);
    ::dup2(out[1], 1);
    ::dup2(err[1], 2);
    ::execvpe(argv[0], argv.data(), envp.data());
    (void)!::write(2, cannot_run.data(), cannot_run.size());
    ::_exit(127);
  }
  ::setpgid(pid, pid);  // also here: whichever runs first, the group exists before any kill
  ::close(in[0]);
  ::close(out[1]);
  ::close(err[1]);
  set_nonblocking(in[1]);
  set_nonblocking(out[0]);
  set_nonblocking(err[0]);
  return {pid, in[1], out[0], err[0]};
}

/// Runs `argv` with `env`, writes `input` to its stdin (in `pieces`, each written once the command
/// has read the one before, when `pieces` is not empty), collects stdout and stderr. Past `timeout`
/// seconds its process group is killed. Never blocks on the command: every pipe is non-blocking.
Run run_command(const std::vector<std::string>& command, const std::vector<std::string>& env, const std::string& input,
                const std::vector<std::size_t>& pieces, double timeout) {
  const Child child = spawn(command, env);
  const pid_t pid = child.pid;
  int to_child = child.in;

  Run run;
  const Clock::time_point deadline = Clock::now() + std::chrono::microseconds(static_cast<long long>(timeout * 1e6));
  std::size_t written = 0, piece = 0, piece_end = pieces.empty() ? input.size() : std::min(pieces[0], input.size());
  if (input.empty()) {
    ::close(to_child);
    to_child = -1;
  }
  int from_child[2] = {child.out, child.err};
  std::string* sinks[2] = {&run.out, &run.err};
  char buffer[65536];
  while (from_child[0] >= 0 || from_child[1] >= 0) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) {
      run.timed_out = true;
      break;
    }
    // A piece goes out once the command has read the previous one, so each read() it makes sees
    // at most one piece; until then, look again every millisecond.
    const bool waiting_for_drain = to_child >= 0 && !pieces.empty() && written > 0 && !drained(to_child);
    pollfd fds[3];
    nfds_t n = 0;
    for (int fd : from_child)
      if (fd >= 0) fds[n++] = {fd, POLLIN, 0};
    if (to_child >= 0 && !waiting_for_drain) fds[n++] = {to_child, POLLOUT, 0};
    const int wait_ms = static_cast<int>(std::min<long long>(left, waiting_for_drain ? 1 : 100));
    if (::poll(fds, n, wait_ms) < 0 && errno != EINTR) break;
    for (nfds_t i = 0; i < n; ++i) {
      if (fds[i].revents == 0) continue;
      if (fds[i].fd == to_child) {
        const ssize_t w = ::write(to_child, input.data() + written, piece_end - written);
        if (w > 0) written += static_cast<std::size_t>(w);
        if (w < 0 && errno != EAGAIN && errno != EINTR) written = input.size();  // EPIPE: it stopped reading
        if (written == piece_end && !pieces.empty() && ++piece < pieces.size()) piece_end = std::min(pieces[piece], input.size());
        if (written >= input.size()) {
          ::close(to_child);
          to_child = -1;
        }
        continue;
      }
      const int which = fds[i].fd == from_child[0] ? 0 : 1;
      const ssize_t r = ::read(fds[i].fd, buffer, sizeof buffer);
      if (r > 0) {
        sinks[which]->append(buffer, static_cast<std::size_t>(r));
        if (sinks[which]->size() > kMaxOutput) run.too_much = true;
      } else if (r == 0 || (errno != EAGAIN && errno != EINTR)) {
        ::close(from_child[which]);
        from_child[which] = -1;
      }
    }
    if (run.too_much) break;
  }
  // Its output is closed (or it ran out of time): wait for it to exit, up to the deadline. The
  // zombie is kept (WNOWAIT) so that its process group cannot be reused before the kill below.
  siginfo_t info{};
  while (!run.timed_out && !run.too_much) {
    info.si_pid = 0;
    if (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid) break;
    if (Clock::now() >= deadline) {
      run.timed_out = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  ::kill(-pid, SIGKILL);  // what it left running, or all of it on a timeout
  ::waitpid(pid, &run.status, 0);
  for (int fd : {to_child, from_child[0], from_child[1]})
    if (fd >= 0) ::close(fd);
  return run;
}

/// Persistent mode (docs/conformance.md § Persistent mode): one process answers one request line
/// after another. A case that crashes it, makes it exit or outlasts the timeout fails alone: the
/// process is killed and the next case starts a new one.
class Persistent {
 public:
  Persistent(std::vector<std::string> command, std::vector<std::string> env)
      : command_(std::move(command)), env_(std::move(env)) {}
  Persistent(const Persistent&) = delete;
  Persistent& operator=(const Persistent&) = delete;
  ~Persistent() { stop(); }

  /// Sends `request` (one line of JSON) and waits up to `timeout` seconds for the answer line.
  /// `run.out` is then the result's JSON text; `run.refused` the command's own error.
  Run ask(const std::string& request, double timeout) {
    if (child_.pid < 0) child_ = spawn(command_, env_);
    Run run;
    err_.clear();
    const std::string line = request + "\n";
    std::size_t written = 0;
    const Clock::time_point deadline = Clock::now() + std::chrono::microseconds(static_cast<long long>(timeout * 1e6));
    char buffer[65536];
    for (;;) {
      const std::size_t newline = out_.find('\n');
      if (newline != std::string::npos) {
        const std::string answer = out_.substr(0, newline);
        out_.erase(0, newline + 1);
        unwrap(answer, run);
        return run;
      }
      if (child_.out < 0) return ended(run, deadline);  // it closed stdout without an answer
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
      if (left <= 0 || out_.size() > kMaxOutput) {
        (left <= 0 ? run.timed_out : run.too_much) = true;
        stop();
        return run;
      }
      pollfd fds[3];
      nfds_t n = 0;
      fds[n++] = {child_.out, POLLIN, 0};
      if (child_.err >= 0) fds[n++] = {child_.err, POLLIN, 0};
      if (written < line.size() && child_.in >= 0) fds[n++] = {child_.in, POLLOUT, 0};
      if (::poll(fds, n, static_cast<int>(std::min<long long>(left, 100))) < 0 && errno != EINTR) break;
      for (nfds_t i = 0; i < n; ++i) {
        if (fds[i].revents == 0) continue;
        if (fds[i].fd == child_.in) {
          const ssize_t w = ::write(child_.in, line.data() + written, line.size() - written);
          if (w > 0) written += static_cast<std::size_t>(w);
          if (w < 0 && errno != EAGAIN && errno != EINTR) written = line.size();  // EPIPE: judged by what it printed
          continue;
        }
        const bool is_out = fds[i].fd == child_.out;
        const ssize_t r = ::read(fds[i].fd, buffer, sizeof buffer);
        if (r > 0) {
          (is_out ? out_ : err_).append(buffer, static_cast<std::size_t>(r));
          if (err_.size() > 8192) err_.erase(0, err_.size() - 4096);  // the last lines are what tell
        } else if (r == 0 || (errno != EAGAIN && errno != EINTR)) {
          ::close(fds[i].fd);
          (is_out ? child_.out : child_.err) = -1;
        }
      }
    }
    run.err = err_;
    stop();
    return run;
  }

 private:
  // The answer line: {"result": …} or {"error": "…"}.
  static void unwrap(const std::string& answer, Run& run) {
    Json reply;
    try {
      reply = Json::parse(answer);
    } catch (const Json::parse_error&) {
      run.out = answer;  // judged as invalid JSON
      return;
    }
    if (reply.is_object() && reply.size() == 1 && reply.contains("result"))
      run.out = reply.at("result").dump(-1, ' ', false, Json::error_handler_t::replace);
    else if (reply.is_object() && reply.size() == 1 && reply.contains("error"))
      run.refused = "answered an error: " + (reply.at("error").is_string() ? reply.at("error").get<std::string>()
                                                                          : reply.at("error").dump());
    else
      run.refused = "answered a line that is neither {\"result\": …} nor {\"error\": \"…\"}";
  }

  // Its stdout closed before an answer: wait for its exit (to the deadline) and report how it ended.
  Run ended(Run& run, Clock::time_point deadline) {
    siginfo_t info{};
    for (;;) {
      info.si_pid = 0;
      if (::waitid(P_PID, static_cast<id_t>(child_.pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
          info.si_pid == child_.pid)
        break;
      if (Clock::now() >= deadline) {
        run.timed_out = true;
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    run.err = err_;
    if (!run.timed_out) {
      ::kill(-child_.pid, SIGKILL);
      ::waitpid(child_.pid, &run.status, 0);
      child_.pid = -1;
      if (WIFEXITED(run.status) && WEXITSTATUS(run.status) == 0) run.refused = "exited (status 0) without answering";
    }
    stop();
    return run;
  }

  void stop() {
    if (child_.pid > 0) {
      ::kill(-child_.pid, SIGKILL);
      ::waitpid(child_.pid, nullptr, 0);
    }
    for (int fd : {child_.in, child_.out, child_.err})
      if (fd >= 0) ::close(fd);
    child_ = {};
    out_.clear();
  }

  std::vector<std::string> command_, env_;
  Child child_;
  std::string out_, err_;
};

// ---- judging -----------------------------------------------------------------------------------

struct Outcome {
  enum class Status { passed, failed, skipped } status = Status::passed;
  Level level = Level::structure;        ///< the lowest level a difference breaks
  std::vector<Difference> differences;   ///< every one at or below the run's level, the first at `level` first
  std::string message;                   ///< the first line printed for a failure
};

Outcome failure(std::string message) {
  Outcome o;
  o.status = Outcome::Status::failed;
  o.message = to_valid_utf8(message);
  return o;
}

// The last line it wrote to stderr, shown short: most programs say why they failed there.
std::string last_line(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  const std::size_t at = text.rfind('\n');
  text = at == std::string::npos ? text : text.substr(at + 1);
  return text.size() > 200 ? text.substr(0, 200) + "…" : text;
}

Outcome judge(const Case& c, const Run& run, Level strictest, NumberRule numbers, double timeout) {
  if (run.timed_out) {
    std::ostringstream s;
    s << "timed out after " << timeout << " s (killed)";
    return failure(s.str());
  }
  if (run.too_much) return failure("printed more than " + std::to_string(kMaxOutput >> 20) + " MiB (killed)");
  if (!run.refused.empty()) return failure(last_line(run.refused));
  if (WIFSIGNALED(run.status)) {
    const int sig = WTERMSIG(run.status);
    return failure("crashed: killed by signal " + std::to_string(sig) + " (" + strsignal(sig) + ")");
  }
  if (WEXITSTATUS(run.status) != 0) {
    std::string m = "exited with status " + std::to_string(WEXITSTATUS(run.status));
    if (!last_line(run.err).empty()) m += ": " + last_line(run.err);
    return failure(m);
  }
  Json actual;
  try {
    actual = Json::parse(run.out);
  } catch (const Json::parse_error& e) {
    const std::string start = show_short(Json(to_valid_utf8(run.out.substr(0, 200))), 80);
    return failure("printed invalid JSON (error at byte " + std::to_string(e.byte) + "): " + (run.out.empty() ? "nothing" : start));
  }
  std::vector<Difference> differences = compare_expected(c.expected, actual, c.rule, strictest, numbers);
  if (c.no_metadata && actual.is_object() && actual.contains("metadata"))
    differences.push_back({Level::structure, "metadata", "none (no ;meta block)", show_short(actual.at("metadata")),
                           Json(), actual.at("metadata")});
  differences.erase(std::remove_if(differences.begin(), differences.end(), [&](const Difference& d) { return d.level > strictest; }),
                    differences.end());
  if (differences.empty()) return {};
  // The lowest level's first difference leads; the others follow in document order.
  const auto lead = std::min_element(differences.begin(), differences.end(),
                                     [](const Difference& a, const Difference& b) { return a.level < b.level; });
  std::rotate(differences.begin(), lead, lead + 1);
  Outcome o = failure(to_string(differences.front()));
  o.level = differences.front().level;
  o.differences = std::move(differences);
  return o;
}

// ---- the suite ---------------------------------------------------------------------------------

std::vector<std::string> read_skip_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError("--skip: cannot read '" + path + "'");
  std::vector<std::string> patterns;
  std::string line;
  while (std::getline(in, line)) {
    line = line.substr(0, line.find('#'));
    const auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos) continue;
    patterns.push_back(line.substr(first, line.find_last_not_of(" \t\r") + 1 - first));
  }
  return patterns;
}

bool matches_any(const std::vector<std::string>& globs, const std::string& name) {
  return std::any_of(globs.begin(), globs.end(), [&](const std::string& g) { return ::fnmatch(g.c_str(), name.c_str(), 0) == 0; });
}

// Where --chunked cuts a case's input: random ends (1 to 16 bytes apart), from the run's seed and
// the case's name, so a run repeats with the same seed whatever -j does.
std::vector<std::size_t> chunk_ends(const std::string& name, std::size_t size, unsigned long long seed) {
  unsigned long long h = 1469598103934665603ULL;  // FNV-1a
  for (unsigned char ch : name) h = (h ^ ch) * 1099511628211ULL;
  std::mt19937_64 rng(seed ^ h);
  std::vector<std::size_t> ends;
  for (std::size_t at = 0; at < size;) ends.push_back(at += 1 + rng() % 16);
  return ends;
}

std::string xml_escaped(const std::string& text) {
  std::string out;
  for (char ch : text) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default:
        // XML 1.0 has no other control characters.
        out += static_cast<unsigned char>(ch) < 0x20 && ch != '\t' && ch != '\n' ? '?' : ch;
    }
  }
  return out;
}

// Text for a terminal: C0 and C1 controls, DEL and bidirectional formatting characters shown as
// \u{XXXX} (docs/cli.md: output is as untrusted as input); the rest as it is, invalid UTF-8 as U+FFFD.
std::string terminal_safe(const std::string& text) {
  const std::string valid = to_valid_utf8(text);
  std::string out;
  for (std::size_t i = 0; i < valid.size();) {
    const unsigned char b = static_cast<unsigned char>(valid[i]);
    std::size_t n = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
    n = std::min(n, valid.size() - i);
    char32_t cp = n == 1 ? b : n == 2 ? b & 0x1F : n == 3 ? b & 0x0F : b & 0x07;
    for (std::size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(valid[i + k]) & 0x3F);
    const bool unsafe = (cp < 0x20 && cp != '\n') || (cp >= 0x7F && cp <= 0x9F) || cp == 0x061C || cp == 0x200E ||
                        cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
    if (unsafe) {
      char buffer[16];
      std::snprintf(buffer, sizeof buffer, "\\u{%04X}", static_cast<unsigned>(cp));
      out += buffer;
    } else {
      out.append(valid, i, n);
    }
    i += n;
  }
  return out;
}

// A case's input for a failure report: a JSON string (escapes for what is not printable), cut
// after `width` characters.
std::string input_shown(const std::string& input, std::size_t width) {
  std::string shown = Json(to_valid_utf8(input)).dump(-1, ' ', false, Json::error_handler_t::replace);
  if (shown.size() > width) {
    std::size_t to = width;
    while (to < shown.size() && (static_cast<unsigned char>(shown[to]) & 0xC0) == 0x80) ++to;
    shown = shown.substr(0, to) + "… (" + std::to_string(input.size()) + " bytes)";
  }
  return shown;
}

/// Runs cases through the command under test: one process per case, or one persistent process.
class Runner {
 public:
  Runner(const ConformArgs& args, const std::vector<std::string>& environment, unsigned long long seed)
      : args_(args), environment_(environment), seed_(seed) {
    if (args.persistent) {
      std::vector<std::string> env = environment;
      env.push_back(std::string(kModeVariable) + "=persistent");
      process_ = std::make_unique<Persistent>(args.command, env);
    }
  }

  Run run(const Case& c) {
    const std::vector<std::size_t> pieces =
        args_.chunked && c.llmist ? chunk_ends(c.name, c.input.size(), seed_) : std::vector<std::size_t>{};
    if (process_) {
      Json request = c.request;
      request["input_base64"] = base64_encode(c.input);
      if (!pieces.empty()) {
        Json sizes = Json::array();  // the piece lengths (pieces are their ends)
        std::size_t from = 0;
        for (std::size_t end : pieces) {
          end = std::min(end, c.input.size());
          sizes.push_back(end - from);
          from = end;
        }
        request["chunks"] = sizes;
      }
      return process_->ask(request.dump(-1, ' ', false, Json::error_handler_t::replace), args_.timeout);
    }
    std::vector<std::string> env = environment_;
    env.push_back(std::string(kCaseVariable) + "=" + c.request.dump(-1, ' ', false, Json::error_handler_t::replace));
    return run_command(args_.command, env, c.input, pieces, args_.timeout);
  }

 private:
  const ConformArgs& args_;
  const std::vector<std::string>& environment_;
  unsigned long long seed_;
  std::unique_ptr<Persistent> process_;
};

bool utf8_valid(const std::string& bytes) { return to_valid_utf8(bytes) == bytes; }

// ---- differential mode -------------------------------------------------------------------------

/// The case with `input` as its input and llmfmt's own result as what is expected: what a port must
/// print for any input, not only the fixtures' (docs/conformance.md § Differential mode). Messages
/// are left out (never compared below `messages`), and so is the `format` key. Nullopt when llmfmt
/// gives no result for it: a prompt or response case whose program has an error, encode input it
/// cannot take (what `llmfmt adapter` answers with an error).
std::optional<Case> with_llmfmt_result(const Case& base, std::string input) {
  Case c = base;
  c.input = std::move(input);
  c.request.erase("plan");
  c.request.erase("chunked");
  if (c.request.value("kind", std::string()) != "parse") {
    try {
      c.expected = Json::parse(adapter_answer(c.request, c.input));
    } catch (const std::exception&) {
      return std::nullopt;
    }
    return c;
  }
  const Format format = *format_from_name(c.format);
  const Options options = options_from_json(c.request.value("options", Json::object()).dump());
  c.expected = Json::parse(parse_to_json(format, c.input, options));
  c.expected.erase("format");
  for (const char* list : {"diagnostics", "errors"})
    if (c.expected.contains(list))
      for (Json& d : c.expected.at(list)) d.erase("message");
  c.no_metadata = c.format == "stf" && !c.expected.contains("metadata");
  return c;
}

std::vector<std::string_view> lines_of(const std::string& text) {
  std::vector<std::string_view> lines;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size() - 1) + 1;
    lines.push_back(std::string_view(text).substr(at, end - at));
    at = end;
  }
  return lines;
}

/// The pieces a format's inputs are built from: its lexer grammar's quoted strings
/// (tools/grammar_vocabulary.py), and for llmist the case's markers, which are options, not
/// grammar literals.
std::vector<std::string> vocabulary_of(const Case& c) {
  std::vector<std::string> words;
  for (std::string_view w : grammar_vocabulary(c.format)) words.emplace_back(w);
  if (c.format == "llmist") {
    const Options options = options_from_json(c.request.value("options", Json::object()).dump());
    for (const std::string* m : {&options.llmist.markers.start, &options.llmist.markers.end, &options.llmist.markers.arg})
      words.push_back(*m);
  }
  return words;
}

/// A line of 1 to 4 pieces of the vocabulary, each with or without a blank or a name after it.
std::string grammar_line(const std::vector<std::string>& words, std::mt19937_64& rng) {
  static const char* const kFillers[] = {"", "", " ", "x", "a1", " 1", "\t"};
  std::string line;
  for (unsigned k = 1 + static_cast<unsigned>(rng() % 4); k > 0; --k) {
    if (!words.empty()) line += words[rng() % words.size()];
    line += kFillers[rng() % (sizeof kFillers / sizeof *kFillers)];
  }
  return line + '\n';
}

/// An input built from the grammar alone: 1 to 8 lines of its vocabulary.
std::string grammar_input(const std::vector<std::string>& words, std::mt19937_64& rng) {
  std::string out;
  for (unsigned k = 1 + static_cast<unsigned>(rng() % 8); k > 0; --k) out += grammar_line(words, rng);
  return out;
}

/// One random change to `text`: a line deleted, doubled, moved, taken from `other` or built from
/// the format's vocabulary; bytes deleted; a character that matters somewhere, or a piece of the
/// vocabulary, inserted; the end cut off.
std::string mutated(const std::string& text, const std::string& other, const std::vector<std::string>& words,
                    std::mt19937_64& rng) {
  static const char* const kInserts[] = {" ", "\t", "\r", "\n", "=", "-", "--", "#", ".", ":", "`", "```\n", "\"",
                                         "'", "{", "}", "[", "]", ",", "/", "//", "@", ";", "\xC2\xA0", "\xFF", "\xE2\x82"};
  std::vector<std::string_view> lines = lines_of(text);
  const std::vector<std::string_view> others = lines_of(other);
  auto pick = [&](std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(rng() % n); };
  std::string out;
  std::string built;  // a line built from the vocabulary (case 4), alive while `lines` views it
  switch (rng() % 8) {
    case 0:  // delete a line
      if (!lines.empty()) lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(pick(lines.size())));
      break;
    case 1:  // double a line
      if (!lines.empty()) {
        const std::size_t k = pick(lines.size());
        lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(k), lines[k]);
      }
      break;
    case 2:  // swap two lines
      if (lines.size() >= 2) std::swap(lines[pick(lines.size())], lines[pick(lines.size())]);
      break;
    case 3:  // a line of another case
      if (!others.empty()) lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(pick(lines.size() + 1)), others[pick(others.size())]);
      break;
    case 4:  // a line built from the vocabulary
      built = grammar_line(words, rng);
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(pick(lines.size() + 1)), built);
      break;
    default: {
      out = text;
      const std::size_t at = pick(out.size() + 1);
      const unsigned kind = static_cast<unsigned>(rng() % 4);
      if (kind == 0 && !out.empty())
        out.erase(at, 1 + pick(4));
      else if (kind == 1)
        out.insert(at, kInserts[pick(sizeof kInserts / sizeof *kInserts)]);
      else if (kind == 2 && !words.empty())
        out.insert(at, words[pick(words.size())]);
      else
        out.resize(at);
      return out;
    }
  }
  for (std::string_view l : lines) {
    out.append(l);
    if (!l.empty() && l.back() != '\n') out += '\n';  // a last line moved inside keeps its line
  }
  return out;
}

/// An STF encode case's input (`{"messages": […], "metadata"?: …}`) changed once: a message deleted
/// or doubled, or one string of it (a role, a content, a value of metadata or of an extra key)
/// changed as text by `mutated`.
std::string mutated_transcript(const std::string& text, const std::vector<std::string>& words, std::mt19937_64& rng) {
  Json in = Json::parse(text);
  auto pick = [&](std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(rng() % n); };
  Json& messages = in["messages"];
  const unsigned kind = static_cast<unsigned>(rng() % 4);
  if (kind == 0 && !messages.empty()) {
    messages.erase(messages.begin() + static_cast<std::ptrdiff_t>(pick(messages.size())));
  } else if (kind == 1 && !messages.empty()) {
    const std::size_t k = pick(messages.size());
    messages.insert(messages.begin() + static_cast<std::ptrdiff_t>(k), Json(messages[k]));
  } else {
    std::vector<Json*> strings;
    std::vector<Json*> open{&in};
    while (!open.empty()) {
      Json* j = open.back();
      open.pop_back();
      if (j->is_string()) strings.push_back(j);
      if (j->is_structured())
        for (Json& child : *j) open.push_back(&child);
    }
    if (!strings.empty()) {
      Json& target = *strings[pick(strings.size())];
      const std::string before = target.get<std::string>();
      target = mutated(before, before, words, rng);
    }
  }
  return in.dump(-1, ' ', false, Json::error_handler_t::replace);
}

/// The smallest input found (by deleting lines, then single bytes) on which the port still breaks
/// the same level: delta debugging, bounded to `budget` runs of the port.
Case minimized(const Case& failing, Level level, Runner& runner, const ConformArgs& args, Level strictest,
               NumberRule numbers, int budget) {
  Case best = failing;
  auto still_fails = [&](const std::string& input) {
    if (budget-- <= 0) return false;
    const std::optional<Case> c = with_llmfmt_result(failing, input);
    if (!c) return false;  // no longer a case llmfmt answers (a program with an error, broken JSON)
    const Outcome o = judge(*c, runner.run(*c), strictest, numbers, args.timeout);
    return o.status == Outcome::Status::failed && o.level == level;
  };
  // Lines, in chunks that halve (ddmin's complement steps).
  for (std::size_t chunk = std::max<std::size_t>(1, lines_of(best.input).size() / 2); chunk >= 1; chunk /= 2) {
    bool removed = true;
    while (removed) {
      removed = false;
      const std::vector<std::string_view> lines = lines_of(best.input);
      for (std::size_t from = 0; from < lines.size(); from += chunk) {
        std::string candidate;
        for (std::size_t k = 0; k < lines.size(); ++k)
          if (k < from || k >= from + chunk) candidate.append(lines[k]);
        if (candidate.size() < best.input.size() && still_fails(candidate)) {
          best = *with_llmfmt_result(failing, candidate);
          removed = true;
          break;
        }
      }
    }
    if (chunk == 1) break;
  }
  // Then single bytes, from the end.
  for (std::size_t k = best.input.size(); k-- > 0 && budget > 0;) {
    std::string candidate = best.input;
    candidate.erase(k, 1);
    if (still_fails(candidate)) best = *with_llmfmt_result(failing, candidate);
  }
  return best;
}

// A difference's path with its indices left out (`errors[3].column` → `errors[].column`): the
// kind of disagreement, so that one candidate is saved per kind.
std::string path_kind(const std::string& path) {
  std::string out;
  for (std::size_t i = 0; i < path.size(); ++i) {
    out += path[i];
    if (path[i] == '[')
      while (i + 1 < path.size() && path[i + 1] != ']') ++i;
  }
  return out;
}

/// A candidate fixture's case part, in the fixture format of the case's kind (tests/fixtures/README.md):
/// its input and llmfmt's result as what is expected.
Json candidate_case(const Case& c) {
  const std::string kind = c.request.value("kind", std::string());
  Json f = Json::object();
  if (c.request.contains("options") && !c.request.at("options").empty()) f["options"] = c.request.at("options");
  if (kind == "encode") {
    const Json in = Json::parse(c.input);
    f["messages"] = in.at("messages");
    if (in.contains("metadata")) f["metadata"] = in.at("metadata");
    f["expected_text"] = c.expected.at("text");
    return f;
  }
  if (kind == "prompt" || kind == "response") {
    f["program"] = kind == "prompt" ? Json(c.input) : c.request.at("program");
    f["step"] = c.request.value("step", 1);
    for (const char* key : {"variables", "history", "resolved", "accept_fenced_reply"})
      if (c.request.contains(key)) f[key] = c.request.at(key);
    if (kind == "response") {
      f["reply"] = c.input;
      f["expected"] = c.expected;
    } else {
      f["expected_prompt"] = c.expected.at("prompt");
      if (!c.expected.value("extraction_prompts", Json::array()).empty())
        f["expected_extraction_prompts"] = c.expected.at("extraction_prompts");
    }
    return f;
  }
  if (utf8_valid(c.input))
    f["input"] = c.input;
  else
    f["input_base64"] = base64_encode(c.input);
  f["expected"] = c.expected;
  return f;
}

/// `llmfmt conform --differential N`: N mutated fixture inputs, each run through llmfmt and the port;
/// every disagreement minimized and reported, one per kind saved as a candidate fixture.
int run_differential(const ConformArgs& args, const std::vector<Case>& cases, const std::vector<std::string>& environment,
                     Level strictest, NumberRule numbers, unsigned long long seed) {
  std::vector<const Case*> parse_cases;  // (every kind: parse, encode, prompt, response)
  for (const Case& c : cases) parse_cases.push_back(&c);
  if (parse_cases.empty()) throw UsageError("--differential: no case matches --format and --filter");
  std::mt19937_64 rng(seed);
  Runner runner(args, environment, seed);
  std::map<std::string, std::string> saved;  // kind of disagreement → file
  std::size_t disagreements = 0, runs = 0, generated = 0, redrawn = 0;
  for (unsigned i = 0; i < args.differential; ++i) {
    // An input llmfmt answers: a prompt or response case's program must have no error, so some are
    // drawn again (at most 20 times; then the input is left out).
    std::optional<Case> drawn;
    const Case* base_of = nullptr;
    bool from_grammar = false;
    for (int draw = 0; draw < 20 && !drawn; ++draw, redrawn += drawn ? 0 : 1) {
      const Case& base = *parse_cases[rng() % parse_cases.size()];
      const std::string kind = base.request.value("kind", std::string());
      const Case* other = parse_cases[rng() % parse_cases.size()];
      for (int tries = 0; tries < 8 && (other->format != base.format || other->request.value("kind", std::string()) != kind); ++tries)
        other = parse_cases[rng() % parse_cases.size()];
      const std::vector<std::string> words = vocabulary_of(base);
      // One input in four is built from the grammar alone (the case gives only its format and
      // options: parse and prompt cases, whose input is a document); the others are the case's
      // input mutated (encode: its transcript, as JSON; response: the model's reply, as text).
      from_grammar = (kind == "parse" || kind == "prompt") && rng() % 4 == 0;
      std::string input = from_grammar ? grammar_input(words, rng) : base.input;
      for (unsigned k = 1 + static_cast<unsigned>(rng() % 3); k > 0 && !from_grammar; --k)
        input = kind == "encode" ? mutated_transcript(input, words, rng) : mutated(input, other->input, words, rng);
      drawn = with_llmfmt_result(base, input);
      base_of = &base;
    }
    if (!drawn) continue;
    const Case& base = *base_of;
    generated += from_grammar ? 1 : 0;
    Case c = std::move(*drawn);
    c.name = base.name + "~" + std::to_string(i);
    ++runs;
    const Outcome o = judge(c, runner.run(c), strictest, numbers, args.timeout);
    if (o.status != Outcome::Status::failed) continue;
    ++disagreements;
    const Case small = minimized(c, o.level, runner, args, strictest, numbers, 300);
    const Outcome so = judge(small, runner.run(small), strictest, numbers, args.timeout);
    const Outcome& shown = so.status == Outcome::Status::failed ? so : o;
    const Case& shown_case = so.status == Outcome::Status::failed ? small : c;
    std::cout << "DIFF " << base.name << (from_grammar ? " (from the grammar, " : " (mutated, ") << shown_case.input.size()
              << " bytes) [" << level_name(shown.level)
              << "] " << terminal_safe(shown.message) << '\n'
              << "     input: " << terminal_safe(input_shown(shown_case.input, 400)) << '\n';
    const std::string kind = shown_case.format + " " + level_name(shown.level) + " " +
                             path_kind(shown.differences.empty() ? std::string() : shown.differences.front().path);
    if (saved.count(kind) || args.save_dir.empty()) continue;
    // A candidate fixture: llmfmt's result as the expectation, to be read against the docs before
    // it joins tests/fixtures/ (llmfmt may be the one that is wrong).
    Json fixture = {{"description", "Candidate from llmfmt conform --differential (seed " + std::to_string(seed) + ", " +
                                        (from_grammar ? "built from the grammar, options of " + base.name
                                                      : base.name + " mutated") +
                                        "): the port disagreed at " + level_name(shown.level) +
                                        ". Check against the docs, then describe the rule."},
                    {"spec", base.spec}};
    fixture.update(candidate_case(shown_case));
    const std::string kind_dir = shown_case.request.value("kind", std::string()) == "parse" || shown_case.format != "dsl"
                                     ? std::string()
                                     : "/" + shown_case.request.value("kind", std::string());  // dsl/prompt, dsl/response
    const std::string dir = args.save_dir + "/" + shown_case.format + kind_dir;
    std::filesystem::create_directories(dir);
    const std::string file = dir + "/differential_" + std::to_string(seed % 100000) + "_" + std::to_string(i) + ".json";
    std::ofstream(file) << fixture.dump(2, ' ', false, Json::error_handler_t::replace) << '\n';
    saved[kind] = file;
  }
  std::cout << "differential: " << runs << " inputs (seed " << seed << "; " << runs - generated << " mutated, " << generated
            << " built from the grammar), " << disagreements
            << " disagreements, " << saved.size() << " kinds saved as candidate fixtures"
            << (saved.empty() ? std::string() : " in " + args.save_dir + "/")
            << (redrawn == 0 ? std::string()
                             : "; " + std::to_string(redrawn) + " drawn again (a program with an error, no result)")
            << '\n';
  return disagreements > 0 ? 1 : 0;
}

const char* status_name(Outcome::Status s) {
  return s == Outcome::Status::passed ? "passed" : s == Outcome::Status::failed ? "failed" : "skipped";
}

}  // namespace

int take_command(int argc, char** argv, ConformArgs& args) {
  if (argc < 2 || std::strcmp(argv[1], "conform") != 0) return argc;
  for (int i = 2; i < argc; ++i)
    if (std::strcmp(argv[i], "--") == 0) {
      args.command.assign(argv + i + 1, argv + argc);
      return i;
    }
  return argc;
}

CLI::App* add_conform_command(CLI::App& app, ConformArgs& args) {
  CLI::App* conform = app.add_subcommand(
      "conform", "run the conformance fixtures through another implementation: conform [OPTIONS] -- COMMAND [ARG...]");
  conform->footer(
      "COMMAND runs once per case (or, with --persistent, once for many) and prints its result as JSON; each\n"
      "result is compared with the case's expected one. Prints per failing case a line (case [level] JSON\n"
      "path: expected ..., got ...), its other differences, description, spec section and input; then\n"
      "'N passed, N failed, N skipped'. Exit status: 0 no failure, 1 a case failed, 2 usage error.\n"
      "`llmfmt conform -- llmfmt adapter` runs the suite against llmfmt itself. More: docs/conformance.md\n\n"
      "The protocol, once per case:\n"
      "  stdin                 the input: the text (parse), {\"messages\",\"metadata\"?} (encode), the DSL program\n"
      "                        (prompt), the model's reply (response)\n"
      "  $LLMFMT_CONFORM_CASE  {\"name\",\"format\",\"kind\",\"options\",...}; options in snake_case (start_prefix,\n"
      "                        end_prefix, arg_prefix, default_role, max_depth, sigil; encode: extra, metadata);\n"
      "                        llmist \"plan\": true: add \"plan\"; \"chunked\": true: input arrives in pieces;\n"
      "                        prompt: \"step\", \"variables\", \"history\", \"resolved\"; response: \"program\", \"step\", \"accept_fenced_reply\"?\n"
      "  stdout                one JSON value: parse: what `llmfmt parse` prints; encode: {\"text\"};\n"
      "                        prompt: {\"prompt\",\"extraction_prompts\"}; response: {\"ok\",\"vars\"|\"code\",\"out\"?}\n"
      "  exit status           0 whenever it printed a result; a crash, another status, invalid JSON or a\n"
      "                        timeout fails the case\n"
      "Example: llmfmt conform --format json5 -j 4 --skip known-gaps.txt -- python3 my_adapter.py\n"
      "Cases: `llmfmt fixtures list`; the expected results: `llmfmt fixtures show NAME`.");
  conform->add_option("--format", args.format, "only this format's cases: " + format_names() + ", or all")
      ->capture_default_str();
  conform->add_option("--level", args.level,
                      "strictness, lenient to strict: structure (values), diagnostics (codes, severities, fix "
                      "edits), positions (lines, columns), spans (byte offsets, span objects), messages (fix hints)")
      ->capture_default_str();
  conform->add_option("--filter", args.filters, "only cases whose name matches this glob (e.g. 'llmist/*', repeatable)")
      ->allow_extra_args(false);  // one glob per --filter: what follows is not another glob
  conform->add_option("--skip", args.skip_file,
                      "a file of case names or globs to skip, one a line, # comments; skipped cases are counted");
  conform->add_option("-j,--jobs", args.jobs, "cases run at once")->capture_default_str()->check(CLI::PositiveNumber);
  conform->add_option("--timeout", args.timeout, "seconds a case may take; then its process group is killed")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  conform->add_option("--report", args.report,
                      "print a json or junit report on stdout instead of the text (the summary line goes to stderr)")
      ->check(CLI::IsMember({"json", "junit"}));
  conform->add_option("--fixtures", args.fixtures,
                      "the fixture directory (default: share/llmfmt/fixtures of the installation, "
                      "see `llmfmt fixtures`)");
  conform->add_flag("--chunked", args.chunked,
                    "write llmist input in random pieces of 1-16 bytes, each once the command has read the one "
                    "before, and tell it (\"chunked\": true) so it can feed a streaming parser");
  conform->add_option("--seed", args.seed, "the --chunked seed (default: random, printed)")->check(whole_number());
  conform->add_flag("--persistent", args.persistent,
                    "start the command once (per job) with LLMFMT_CONFORM_MODE=persistent: it reads one case a line "
                    "on stdin and answers one line each, {\"result\": ...} or {\"error\": \"...\"}");
  conform->add_option("--differential", args.differential,
                      "instead of the fixtures: N inputs mutated from them or built from the grammar's vocabulary, each compared "
                      "with llmfmt's own result; "
                      "disagreements are minimized and saved as candidate fixtures (--save)");
  conform->add_option("--save", args.save_dir, "where --differential saves candidate fixtures")->capture_default_str();
  conform->add_flag("--brief", args.brief, "one line per failing case: its first difference only");
  conform->add_flag("--number-kinds", args.number_kinds,
                    "numbers compare by kind too (1 is not 1.0, -0.0 is not 0); by default by value");
  conform->add_flag("--progress", args.progress, "a progress line on stderr even when it is not a terminal");
  conform->add_flag("--no-progress", args.no_progress, "no progress line, even on a terminal");
  conform->add_option("command", args.command, "the implementation under test and its arguments, after --");
  return conform;
}

int run_conform_command(const ConformArgs& args) {
  try {
    if (args.command.empty()) throw UsageError("no command to test: llmfmt conform [OPTIONS] -- COMMAND [ARG...]");
    const std::optional<Level> strictest = level_from_name(args.level);
    if (!strictest)
      throw UsageError("--level: unknown level '" + args.level + "' (structure, diagnostics, positions, spans, messages)");
    if (args.format != "all" && !format_from_name(args.format))
      throw UsageError("--format: unknown format '" + args.format + "' (" + format_names() + ", all)");
    std::string dir;
    try {
      dir = fixtures_dir(args.fixtures);
    } catch (const std::runtime_error& e) {
      throw UsageError(e.what());
    }
    const std::vector<std::string> skips = args.skip_file.empty() ? std::vector<std::string>{} : read_skip_file(args.skip_file);
    const unsigned long long seed = args.seed ? *args.seed : std::random_device{}();

    const std::vector<std::string> names = fixture_names(dir);
    for (const std::string& pattern : skips)  // a stale entry, e.g. for a case renamed since
      if (std::none_of(names.begin(), names.end(), [&](const std::string& n) { return matches_any({pattern}, n); }))
        std::cerr << "llmfmt conform: warning: --skip: '" << pattern << "' matches no case\n";
    std::vector<Case> cases;
    std::vector<bool> skipped;
    for (const std::string& name : names) {
      if (args.format != "all" && name.rfind(args.format + "/", 0) != 0) continue;
      if (!args.filters.empty() && !matches_any(args.filters, name)) continue;
      std::optional<Case> c = make_case(load_fixture_case(dir, name));
      if (!c) continue;
      if (args.chunked && c->llmist) c->request["chunked"] = true;
      skipped.push_back(matches_any(skips, name));
      cases.push_back(std::move(*c));
    }
    if (cases.empty()) throw UsageError("no case matches --format and --filter");

    // The command's environment: ours, with the case variable set per case.
    std::vector<std::string> environment;
    const std::string prefix = std::string(kCaseVariable) + "=", mode_prefix = std::string(kModeVariable) + "=";
    for (char** e = environ; *e; ++e)
      if (std::strncmp(*e, prefix.c_str(), prefix.size()) != 0 && std::strncmp(*e, mode_prefix.c_str(), mode_prefix.size()) != 0)
        environment.push_back(*e);
    const NumberRule numbers = args.number_kinds ? NumberRule::by_kind : NumberRule::by_value;
    const bool show_progress = !args.no_progress && (args.progress || ::isatty(2));

    std::signal(SIGPIPE, SIG_IGN);  // a command that exits before reading its input is judged by its output
    if (args.differential > 0) {
      std::cout << "llmfmt conform: differential, " << args.differential << " inputs mutated from " << cases.size()
                << " cases or built from their grammars, level " << level_name(*strictest) << '\n';
      std::vector<Case> active;  // --skip applies here too: a port's known gaps are not disagreements
      for (std::size_t i = 0; i < cases.size(); ++i)
        if (!skipped[i]) active.push_back(cases[i]);
      return run_differential(args, active, environment, *strictest, numbers, seed);
    }
    const bool text = args.report.empty();
    if (text) {
      std::cout << "llmfmt conform: " << cases.size() << " cases of fixture set " << fixture_set_version(dir) << " ("
                << dir << "), level " << level_name(*strictest) << '\n';
      if (args.chunked) std::cout << "chunked: seed " << seed << " (--seed " << seed << " repeats this run)\n";
      if (args.persistent) std::cout << "persistent: one process per job answers every case\n";
      std::cout.flush();
    }

    std::vector<Outcome> outcomes(cases.size());
    std::atomic<std::size_t> next{0};
    std::mutex error_mutex, progress_mutex;
    std::string error;
    std::size_t done = 0, failed = 0;
    Clock::time_point last_progress{};
    auto progress = [&](const Outcome& o) {
      if (!show_progress) return;
      std::lock_guard<std::mutex> lock(progress_mutex);
      ++done;
      if (o.status == Outcome::Status::failed) ++failed;
      if (Clock::now() - last_progress < std::chrono::milliseconds(100) && done < cases.size()) return;
      last_progress = Clock::now();
      std::cerr << "\rllmfmt conform: " << done << '/' << cases.size() << " cases, " << failed << " failed\x1b[K"
                << std::flush;
    };
    auto work = [&] {
      Runner runner(args, environment, seed);
      for (std::size_t i; (i = next++) < cases.size();) {
        if (skipped[i]) {
          outcomes[i].status = Outcome::Status::skipped;
          progress(outcomes[i]);
          continue;
        }
        try {
          outcomes[i] = judge(cases[i], runner.run(cases[i]), *strictest, numbers, args.timeout);
          progress(outcomes[i]);
        } catch (const std::exception& e) {  // no pipe or process left: stop, do not report failures
          std::lock_guard<std::mutex> lock(error_mutex);
          error = e.what();
          next = cases.size();
        }
      }
    };
    std::vector<std::thread> threads;
    for (unsigned t = 1; t < std::min<std::size_t>(args.jobs, cases.size()); ++t) threads.emplace_back(work);
    work();
    for (std::thread& t : threads) t.join();
    if (show_progress) std::cerr << "\r\x1b[K" << std::flush;
    if (!error.empty()) throw std::runtime_error(error);

    std::size_t counts[3] = {0, 0, 0};
    for (const Outcome& o : outcomes) ++counts[static_cast<int>(o.status)];
    std::ostringstream summary;
    summary << counts[0] << " passed, " << counts[1] << " failed, " << counts[2] << " skipped";
    if (text) {
      for (std::size_t i = 0; i < cases.size(); ++i) {
        const Outcome& o = outcomes[i];
        if (o.status != Outcome::Status::failed) continue;
        std::cout << "FAIL " << cases[i].name << " [" << level_name(o.level) << "] " << terminal_safe(o.message) << '\n';
        if (args.brief) continue;
        for (std::size_t k = 1; k < o.differences.size(); ++k)
          std::cout << "     [" << level_name(o.differences[k].level) << "] " << terminal_safe(to_string(o.differences[k])) << '\n';
        if (!cases[i].description.empty()) std::cout << "     description: " << terminal_safe(cases[i].description) << '\n';
        if (!cases[i].spec.empty()) std::cout << "     spec: " << terminal_safe(cases[i].spec) << '\n';
        std::cout << "     input: " << terminal_safe(input_shown(cases[i].input, 400)) << '\n';
      }
      std::cout << summary.str() << '\n';
    } else if (args.report == "json") {
      Json report = {{"fixture_set", fixture_set_version(dir)}, {"fixtures", dir}, {"level", level_name(*strictest)},
                     {"command", args.command}, {"passed", counts[0]}, {"failed", counts[1]}, {"skipped", counts[2]}};
      if (args.chunked) report["seed"] = seed;
      Json list = Json::array();
      for (std::size_t i = 0; i < cases.size(); ++i) {
        const Outcome& o = outcomes[i];
        Json item = {{"name", cases[i].name}, {"status", status_name(o.status)}};
        if (o.status == Outcome::Status::failed) {
          item["level"] = level_name(o.level);
          item["message"] = o.message;
          Json differences = Json::array();
          for (const Difference& d : o.differences)
            differences.push_back({{"level", level_name(d.level)}, {"path", d.path}, {"expected", d.expected_value},
                                   {"actual", d.actual_value}});
          if (!o.differences.empty()) {  // the first, as before, and every one with full values
            item["path"] = o.differences.front().path;
            item["expected"] = o.differences.front().expected_value;
            item["actual"] = o.differences.front().actual_value;
            item["differences"] = differences;
          }
          item["description"] = cases[i].description;
          item["spec"] = cases[i].spec;
          if (utf8_valid(cases[i].input))
            item["input"] = cases[i].input;
          else
            item["input_base64"] = base64_encode(cases[i].input);
        }
        list.push_back(item);
      }
      report["cases"] = list;
      std::cout << report.dump(2, ' ', false, Json::error_handler_t::replace) << '\n';
      std::cerr << summary.str() << '\n';
    } else {
      std::cout << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n<testsuite name=\"llmfmt conform\" tests=\""
                << cases.size() << "\" failures=\"" << counts[1] << "\" skipped=\"" << counts[2] << "\">\n";
      for (std::size_t i = 0; i < cases.size(); ++i) {
        const Outcome& o = outcomes[i];
        std::cout << "<testcase classname=\"" << xml_escaped(cases[i].format) << "\" name=\"" << xml_escaped(cases[i].name) << "\"";
        if (o.status == Outcome::Status::passed) {
          std::cout << "/>\n";
        } else if (o.status == Outcome::Status::skipped) {
          std::cout << "><skipped/></testcase>\n";
        } else {
          std::cout << "><failure type=\"" << level_name(o.level) << "\" message=\"" << xml_escaped(o.message)
                    << "\"/></testcase>\n";
        }
      }
      std::cout << "</testsuite>\n</testsuites>\n";
      std::cerr << summary.str() << '\n';
    }
    return counts[1] > 0 ? 1 : 0;
  } catch (const UsageError& e) {
    std::cerr << "llmfmt conform: " << e.what() << '\n';
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "llmfmt conform: " << e.what() << '\n';
    return 2;
  }
}

}  // namespace llmfmt::cli
