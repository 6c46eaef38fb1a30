#include "cli/conform.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
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
#include "cli/fixtures_command.h"
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
};

constexpr std::size_t kMaxOutput = 64u << 20;

void set_nonblocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

// Whether the pipe behind `fd` is empty: the command has read every byte written so far.
bool drained(int fd) {
  int n = 0;
  return ::ioctl(fd, FIONREAD, &n) == 0 && n == 0;
}

/// Runs `argv` with `env`, writes `input` to its stdin (in `pieces`, each written once the command
/// has read the one before, when `pieces` is not empty), collects stdout and stderr. Past `timeout`
/// seconds its process group is killed. Never blocks on the command: every pipe is non-blocking.
Run run_command(const std::vector<std::string>& command, const std::vector<std::string>& env, const std::string& input,
                const std::vector<std::size_t>& pieces, double timeout) {
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
  int to_child = in[1];
  set_nonblocking(to_child);
  set_nonblocking(out[0]);
  set_nonblocking(err[0]);

  Run run;
  const Clock::time_point deadline = Clock::now() + std::chrono::microseconds(static_cast<long long>(timeout * 1e6));
  std::size_t written = 0, piece = 0, piece_end = pieces.empty() ? input.size() : std::min(pieces[0], input.size());
  if (input.empty()) {
    ::close(to_child);
    to_child = -1;
  }
  int from_child[2] = {out[0], err[0]};
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

// ---- judging -----------------------------------------------------------------------------------

struct Outcome {
  enum class Status { passed, failed, skipped } status = Status::passed;
  Level level = Level::structure;
  std::string path, expected, actual;  ///< the first difference at `level`
  std::string message;                 ///< the line printed for a failure
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

Outcome judge(const Case& c, const Run& run, Level strictest, double timeout) {
  if (run.timed_out) {
    std::ostringstream s;
    s << "timed out after " << timeout << " s (killed)";
    return failure(s.str());
  }
  if (run.too_much) return failure("printed more than " + std::to_string(kMaxOutput >> 20) + " MiB (killed)");
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
  std::vector<Difference> differences = compare_expected(c.expected, actual, c.rule, strictest);
  if (c.no_metadata && actual.is_object() && actual.contains("metadata"))
    differences.push_back({Level::structure, "metadata", "none (no ;meta block)", show_short(actual.at("metadata"))});
  const Difference* first = nullptr;
  for (const Difference& d : differences)
    if (d.level <= strictest && (!first || d.level < first->level)) first = &d;
  if (!first) return {};
  Outcome o = failure(to_string(*first));
  o.level = first->level;
  o.path = first->path;
  o.expected = first->expected;
  o.actual = first->actual;
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
      "COMMAND runs once per case and prints its result as JSON; each result is compared with the case's\n"
      "expected one. Prints one line per failing case (case [level] JSON path: expected ..., got ...), then\n"
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
                      "strictness, lenient to strict: structure (values), diagnostics (codes, severities), "
                      "positions (lines, columns), spans (byte offsets, span objects)")
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
  conform->add_option("command", args.command, "the implementation under test and its arguments, after --");
  return conform;
}

int run_conform_command(const ConformArgs& args) {
  try {
    if (args.command.empty()) throw UsageError("no command to test: llmfmt conform [OPTIONS] -- COMMAND [ARG...]");
    const std::optional<Level> strictest = level_from_name(args.level);
    if (!strictest) throw UsageError("--level: unknown level '" + args.level + "' (structure, diagnostics, positions, spans)");
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
    const std::string prefix = std::string(kCaseVariable) + "=";
    for (char** e = environ; *e; ++e)
      if (std::strncmp(*e, prefix.c_str(), prefix.size()) != 0) environment.push_back(*e);

    std::signal(SIGPIPE, SIG_IGN);  // a command that exits before reading its input is judged by its output
    const bool text = args.report.empty();
    if (text) {
      std::cout << "llmfmt conform: " << cases.size() << " cases of fixture set " << fixture_set_version(dir) << " ("
                << dir << "), level " << level_name(*strictest) << '\n';
      if (args.chunked) std::cout << "chunked: seed " << seed << " (--seed " << seed << " repeats this run)\n";
      std::cout.flush();
    }

    std::vector<Outcome> outcomes(cases.size());
    std::atomic<std::size_t> next{0};
    std::mutex error_mutex;
    std::string error;
    auto work = [&] {
      for (std::size_t i; (i = next++) < cases.size();) {
        if (skipped[i]) {
          outcomes[i].status = Outcome::Status::skipped;
          continue;
        }
        const Case& c = cases[i];
        std::vector<std::string> env = environment;
        env.push_back(prefix + c.request.dump(-1, ' ', false, Json::error_handler_t::replace));
        const std::vector<std::size_t> pieces =
            args.chunked && c.llmist ? chunk_ends(c.name, c.input.size(), seed) : std::vector<std::size_t>{};
        try {
          outcomes[i] = judge(c, run_command(args.command, env, c.input, pieces, args.timeout), *strictest, args.timeout);
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
    if (!error.empty()) throw std::runtime_error(error);

    std::size_t counts[3] = {0, 0, 0};
    for (const Outcome& o : outcomes) ++counts[static_cast<int>(o.status)];
    std::ostringstream summary;
    summary << counts[0] << " passed, " << counts[1] << " failed, " << counts[2] << " skipped";
    if (text) {
      for (std::size_t i = 0; i < cases.size(); ++i)
        if (outcomes[i].status == Outcome::Status::failed)
          std::cout << "FAIL " << cases[i].name << " [" << level_name(outcomes[i].level) << "] " << outcomes[i].message << '\n';
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
          if (!o.path.empty() || !o.expected.empty()) {
            item["path"] = o.path;
            item["expected"] = o.expected;
            item["actual"] = o.actual;
          }
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
