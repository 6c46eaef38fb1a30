#include "cli/exec_command.h"

#include <atomic>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "llmfmt/telt.h"
#include "llmfmt/telt_exec.h"
#include "core/terminal_text.h"

namespace llmfmt::cli {
namespace {

// Text from the block and its programs reaches a terminal escaped (src/core/terminal_text.h).
std::string describe(const telt::CommandReport& c) {
  std::string line = "  " + terminal_safe(c.type) + " (line " + std::to_string(c.line) + "): " + telt::to_string(c.outcome);
  if (!c.code.empty()) line += " [" + c.code + "]";
  if (!c.reason.empty()) line += ": " + terminal_safe(c.reason);
  if (c.program) {  // the start of what it printed; the log has all of it
    for (const auto& [name, text] : {std::pair<const char*, const std::string&>{"stdout", c.program->stdout_text},
                                     std::pair<const char*, const std::string&>{"stderr", c.program->stderr_text}}) {
      if (text.empty()) continue;
      std::string shown = text.substr(0, 300);
      if (shown.back() == '\n') shown.pop_back();
      line += "\n    " + std::string(name) + ":";
      for (std::size_t from = 0;;) {  // each line escaped on its own, behind the gutter
        const std::size_t lf = shown.find('\n', from);
        line += "\n      | " + terminal_safe(shown.substr(from, lf == std::string::npos ? std::string::npos : lf - from));
        if (lf == std::string::npos) break;
        from = lf + 1;
      }
      if (text.size() > 300) line += " …";
    }
  }
  return line;
}

void print_text(std::ostream& out, const std::string& file, const telt::ExecReport& report) {
  std::size_t counts[7] = {};
  for (const telt::BlockReport& b : report.blocks) {
    ++counts[static_cast<int>(b.outcome)];
    out << "block " << b.index + 1 << " (lines " << b.start_line << "-" << b.end_line << ", hash " << terminal_safe(b.hash)
        << "): " << telt::to_string(b.outcome);
    if (!b.code.empty()) out << " [" << b.code << "]: " << terminal_safe(b.reason);
    out << '\n';
    for (const telt::CommandReport& c : b.commands) out << describe(c) << '\n';
  }
  out << terminal_safe(file) << ": " << report.blocks.size() << " block(s)";
  for (telt::Outcome o : {telt::Outcome::committed, telt::Outcome::planned, telt::Outcome::rolled_back,
                          telt::Outcome::failed, telt::Outcome::refused, telt::Outcome::skipped})
    if (counts[static_cast<int>(o)] > 0) out << ", " << counts[static_cast<int>(o)] << ' ' << telt::to_string(o);
  if (report.parse_errors > 0) out << ", " << report.parse_errors << " parse error(s)";
  if (report.dry_run) out << " (dry run: nothing was changed)";
  out << '\n';
  for (const std::string& w : report.warnings) out << "warning: " << terminal_safe(w) << '\n';
}

// SIGINT and SIGTERM (docs/formats/telt-exec.md §7): the first asks the executor to stop at its
// next step and roll the running block back; a second one ends the process at once, leaving the
// journal for --recover (and says so: write(2) is async-signal-safe).
std::atomic<bool> g_interrupt{false};
char g_second_message[512];
std::size_t g_second_length = 0;

extern "C" void on_interrupt(int sig) {
  if (!g_interrupt.exchange(true)) {
    static const char first[] =
        "\nllmfmt: interrupted: rolling the running block back (interrupt again to stop at once)\n";
    const ssize_t ignored = ::write(2, first, sizeof first - 1);
    (void)ignored;
    return;
  }
  const ssize_t ignored = ::write(2, g_second_message, g_second_length);
  (void)ignored;
  ::_exit(128 + sig);
}

void install_interrupt_handlers(const std::string& root) {
  const std::string message = "\nllmfmt: stopped at once: if the tree is half-changed, its journal is kept; run `llmfmt exec "
                              "--recover " + root + "`\n";
  g_second_length = std::min(message.size(), sizeof g_second_message);
  std::memcpy(g_second_message, message.data(), g_second_length);
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  for (int sig : {SIGINT, SIGTERM}) ::sigaction(sig, &action, nullptr);
}

// Whether `path` (a file that may not exist yet) lies inside the directory `root`: its directory's
// canonical path is compared with the root's.
bool inside_root(const std::string& path, const std::string& root) {
  char dir[PATH_MAX], canonical_root[PATH_MAX];
  const std::size_t slash = path.rfind('/');
  const std::string parent = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
  if (::realpath(parent.c_str(), dir) == nullptr || ::realpath(root.c_str(), canonical_root) == nullptr) return false;
  const std::string d = dir, r = canonical_root;
  return d == r || d.compare(0, r.size() + 1, r + "/") == 0 || r == "/";
}

// exit status: 0 nothing to do or the tree is consistent again, 1 problems (the journal is kept).
int run_recover(const std::string& root) {
  telt::RecoveryReport report;
  try {
    report = telt::recover(root);
  } catch (const std::invalid_argument& e) {
    std::cerr << "llmfmt: " << terminal_safe(e.what()) << '\n';
    return 2;
  }
  switch (report.action) {
    case telt::RecoveryReport::Action::none:
      std::cout << terminal_safe(report.root) << ": no journal: nothing to recover\n";
      return 0;
    case telt::RecoveryReport::Action::rolled_back:
      std::cout << terminal_safe(report.root) << ": rolled back the interrupted block (" << report.undone
                << " change(s) undone): the tree is as before it\n";
      return 0;
    case telt::RecoveryReport::Action::completed:
      std::cout << terminal_safe(report.root) << ": the interrupted block had committed; its leftovers were removed: the tree is as after it\n";
      return 0;
    case telt::RecoveryReport::Action::failed: break;
  }
  std::cout << terminal_safe(report.root) << ": recovery failed; the journal is kept\n";
  for (const std::string& p : report.problems) std::cout << "problem: " << terminal_safe(p) << '\n';
  return 1;
}

}  // namespace

CLI::App* add_exec_command(CLI::App& app, ExecArgs& args) {
  CLI::App* exec = app.add_subcommand("exec", "run the valid blocks of a TELT file in a directory (or plan them)");
  // FILE and --root are required unless --recover is given (checked in run_exec_command).
  exec->add_option("file", args.file, "TELT file, or - for standard input");
  exec->add_option("--root", args.root, "the directory every path is relative to (required)");
  exec->add_option("--recover", args.recover,
                   "after an interrupted exec (kill, power loss): bring ROOT to its state before or after the "
                   "interrupted block, using its journal; nothing else runs")
      ->type_name("ROOT");
  exec->add_flag("--dry-run", args.dry_run, "print the plan; change nothing");
  exec->add_flag("--allow-commands", args.allow_commands, "run BASH, EXEC and RUN_COMMAND");
  exec->add_option("--log", args.log, "write the JSON log to this file (- prints it instead of the text report)");
  exec->add_option("--timeout", args.timeout, "seconds a program may run (default 60)")->check(CLI::PositiveNumber);
  exec->add_option("--max-time", args.max_time, "seconds the whole execution may take, programs included (default: no limit)")
      ->check(CLI::PositiveNumber);
  exec->add_option("--max-file-bytes", args.max_file_bytes,
                   "largest file a command may read or write, in bytes (default 268435456; 0: no limit)");
  add_progress_flags(*exec, args.progress);
  return exec;
}

int run_exec_command(const ExecArgs& args) {
  if (!args.recover.empty()) {
    if (!args.file.empty() || !args.root.empty()) {
      std::cerr << "llmfmt: exec --recover ROOT takes no FILE and no --root\n";
      return 2;
    }
    return run_recover(args.recover);
  }
  if (args.file.empty() || args.root.empty()) {
    std::cerr << "llmfmt: exec needs " << (args.file.empty() ? "a TELT FILE" : "--root DIR")
              << " (llmfmt exec FILE --root DIR, or llmfmt exec --recover ROOT)\n";
    return 2;
  }
  std::string text;
  if (args.file == "-") {
    text.assign(std::istreambuf_iterator<char>(std::cin), {});
  } else {
    struct stat st {};
    std::ifstream in(args.file, std::ios::binary);
    if (!in || (::stat(args.file.c_str(), &st) == 0 && S_ISDIR(st.st_mode))) {
      std::cerr << "llmfmt: cannot read '" << args.file << "'\n";
      return 2;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    text = buffer.str();
  }
  // The log is opened first: when it cannot be written, nothing runs. Inside the root, a block
  // could overwrite it (forged evidence): refused.
  std::unique_ptr<std::ofstream> log;
  if (!args.log.empty() && args.log != "-" && inside_root(args.log, args.root)) {
    std::cerr << "llmfmt: the log '" << args.log << "' lies inside the root, where the block could overwrite it; "
              << "write it outside the root (or --log - for standard output)\n";
    return 2;
  }
  if (!args.log.empty() && args.log != "-") {
    log = std::make_unique<std::ofstream>(args.log, std::ios::binary | std::ios::trunc);
    if (!*log) {
      std::cerr << "llmfmt: cannot write the log '" << args.log << "'\n";
      return 2;
    }
  }
  telt::ExecOptions options;
  options.root = args.root;
  options.dry_run = args.dry_run;
  options.allow_commands = args.allow_commands;
  options.timeout = std::chrono::milliseconds(static_cast<long long>(args.timeout * 1000));
  options.max_time = std::chrono::milliseconds(static_cast<long long>(args.max_time * 1000));
  options.max_file_bytes = args.max_file_bytes;
  options.progress = stderr_progress(args.progress, "block");
  if (const char* delay = std::getenv("LLMFMT_EXEC_STEP_DELAY_US")) {
    // For the kill test only (docs/reliability.md): a pause before every filesystem step widens
    // the moments a SIGKILL can hit.
    const long us = std::strtol(delay, nullptr, 10);
    if (us > 0)
      options.fail_step = [us](const std::string&, const std::string&) {
        ::usleep(static_cast<useconds_t>(us));
        return false;
      };
  }
  options.interrupt = &g_interrupt;
  if (!args.dry_run) install_interrupt_handlers(args.root);
  telt::ExecReport report;
  try {
    report = telt::execute(telt::parse(text), options);
  } catch (const std::invalid_argument& e) {
    std::cerr << "llmfmt: " << terminal_safe(e.what()) << '\n';
    if (log) std::remove(args.log.c_str());  // nothing ran: leave no empty log behind
    return 2;
  }
  const Json json = telt::to_json(report);
  if (args.log == "-") {
    std::cout << json.dump(2) << '\n';
  } else {
    print_text(std::cout, args.file, report);
    if (log) {
      *log << json.dump(2) << '\n';
      log->close();
      if (!*log) {
        std::cerr << "llmfmt: error writing the log '" << args.log << "'\n";
        return 2;
      }
    }
  }
  if (g_interrupt.load()) {
    std::cerr << "llmfmt: interrupted: the running block was rolled back (see its outcome above) and the blocks "
                 "after it were not run\n";
    return 130;
  }
  return report.ok() ? 0 : 1;
}

}  // namespace llmfmt::cli
