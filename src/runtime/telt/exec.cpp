// The TELT executor: which blocks and commands run, each file command planned against the View,
// each block one Transaction (docs/formats/telt-exec.md).
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <condition_variable>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <sys/stat.h>

#include "llmfmt/telt_exec.h"
#include "runtime/telt/exec_program.h"
#include "runtime/telt/exec_transaction.h"
#include "runtime/telt/exec_view.h"
#include "telt/validation.h"

namespace llmfmt::telt {

const char* to_string(Outcome outcome) {
  switch (outcome) {
    case Outcome::committed: return "committed";
    case Outcome::executed: return "executed";
    case Outcome::planned: return "planned";
    case Outcome::skipped: return "skipped";
    case Outcome::refused: return "refused";
    case Outcome::failed: return "failed";
    case Outcome::rolled_back: return "rolled_back";
  }
  return "failed";
}

bool ExecReport::ok() const {
  if (parse_errors > 0) return false;
  for (const BlockReport& b : blocks) {
    if (b.outcome != (dry_run ? Outcome::planned : Outcome::committed)) return false;
    for (const CommandReport& c : b.commands)
      if (c.outcome != (dry_run ? Outcome::planned : Outcome::executed)) return false;
  }
  return true;
}

namespace {

using namespace exec;

// A program's text goes into one argv element; Linux caps one at 128 KiB (MAX_ARG_STRLEN).
constexpr std::size_t kMaxProgramText = 128 * 1024 - 1;

std::string base_name(const std::string& type) { return type.substr(0, type.find(':')); }

bool runs_program(const std::string& name) { return name == "BASH" || name == "EXEC" || name == "RUN_COMMAND"; }

std::string in_quotes(const std::string& s) { return "'" + (s.empty() ? std::string(".") : s) + "'"; }

std::string bytes(std::size_t n) { return std::to_string(n) + (n == 1 ? " byte" : " bytes"); }

std::string param(const Command& cmd, const char* name) {
  if (auto v = cmd.value(name)) return *v;
  throw StepError("MISSING_REQUIRED_PARAM", std::string("no ") + name + " parameter");
}

// A file path parameter, trimmed. One ending in '/' or '/.' names a directory: refused, as the
// system would refuse it for a file (`f/` is not the file `f`).
std::string file_path(const Command& cmd, const char* name) {
  const std::string path = trimmed_value(param(cmd, name));
  if (names_directory(path))
    throw StepError("INVALID_PATH", std::string(name) + " " + in_quotes(path) + " ends in '/' or '/.': it names a directory, not a file");
  return path;
}

// MODES: comma-separated flags, every MODES value counted; blanks and empty items are ignored.
std::set<std::string> modes(const Command& cmd, const std::set<std::string>& allowed) {
  std::set<std::string> out;
  for (const std::string& value : cmd.values("MODES")) {
    std::size_t start = 0;
    while (start <= value.size()) {
      std::size_t end = value.find(',', start);
      if (end == std::string::npos) end = value.size();
      const std::string flag = trimmed_value(value.substr(start, end - start));
      start = end + 1;
      if (flag.empty()) continue;
      if (!allowed.count(flag)) {
        std::string known;
        for (const std::string& a : allowed) known += (known.empty() ? "" : ", ") + a;
        throw StepError("UNKNOWN_MODE", "unknown MODES flag '" + flag + "' (known here: " + known + ")");
      }
      out.insert(flag);
    }
  }
  return out;
}

bool interrupted(const ExecOptions& options) { return options.interrupt && options.interrupt->load(); }

class BlockRunner {
 public:
  BlockRunner(const ExecOptions& options, const std::string& root, mode_t new_file_mode)
      : options_(options), view_(root), tx_(root, options), new_file_mode_(new_file_mode) {
    view_.set_max_file_bytes(options.max_file_bytes);
  }

  // Plans a file command (dry run) or adds its operations to the transaction.
  void file_command(std::size_t index, const Command& cmd, const std::string& name, CommandReport& report) {
    index_ = index;
    if (name == "CREATE_FILE") return create_file(cmd, report);
    if (name == "REPLACE_IN_FILE") return replace_in_file(cmd, report);
    if (name == "DELETE_FILE") return delete_file(cmd, report);
    if (name == "MOVE_FILE") return move_file(cmd, report);
    throw StepError("UNKNOWN_COMMAND", "no such command");
  }

  void program(const Command& cmd, const std::string& name, CommandReport& report) {
    ProgramRun run;
    std::chrono::milliseconds timeout = options_.timeout;
    std::string text = name == "RUN_COMMAND" ? param(cmd, "COMMAND") : cmd.body.value_or("");
    if (text.size() > kMaxProgramText)
      throw StepError("COMMAND_TOO_LONG", "the program text has " + bytes(text.size()) + "; at most " +
                                              bytes(kMaxProgramText) + " can be passed");
    run.argv = {name == "BASH" ? "bash" : "sh", "-c", text};
    if (name == "RUN_COMMAND") {
      if (auto cwd = cmd.value("CWD")) {
        const View::Resolved dir = view_.resolve(trimmed_value(*cwd), true);
        if (dir.kind == Kind::absent) throw StepError("FILE_NOT_FOUND", "CWD " + in_quotes(dir.rel) + " does not exist");
        if (dir.kind != Kind::directory) throw StepError("NOT_A_DIRECTORY", "CWD " + in_quotes(dir.rel) + " is not a directory");
        run.cwd = dir.rel;
      }
      if (auto limit = cmd.value("TIMEOUT")) {
        const std::string t = trimmed_value(*limit);
        char* end = nullptr;
        errno = 0;
        const double seconds = std::strtod(t.c_str(), &end);
        if (t.empty() || *end != '\0' || errno != 0 || !(seconds > 0) || seconds > 1e9)
          throw StepError("INVALID_TIMEOUT", "TIMEOUT '" + t + "' is not a positive number of seconds");
        timeout = std::min(timeout, std::chrono::milliseconds(static_cast<long long>(seconds * 1000 + 0.5)));
      }
    }
    report.program = run;
    report.paths = {run.cwd};
    const std::string what = name == "BASH" ? "bash script" : "shell command";
    if (options_.dry_run) {
      report.reason = "would run a " + what + " (" + bytes(text.size()) + ") in " + in_quotes(run.cwd);
      return;
    }
    try {
      tx_.flush();  // the program sees the block's changes so far
    } catch (const StepError&) {
      commit_failed_ = true;
      throw;
    }
    view_.clear();
    run_program(*report.program, view_.absolute(run.cwd), timeout, options_.max_output, options_.interrupt);
    const ProgramRun& done = *report.program;
    if (interrupted(options_))
      throw StepError("INTERRUPTED", "the " + what + " was killed: the execution was interrupted (SIGINT or SIGTERM)");
    if (done.timed_out)
      throw StepError("COMMAND_TIMEOUT", "the " + what + " ran longer than " +
                                             std::to_string(timeout.count() / 1000.0).substr(0, 8) + " s and was killed");
    if (done.signal) throw StepError("COMMAND_FAILED", "the " + what + " was killed by signal " + std::to_string(*done.signal));
    if (done.exit_code != 0)
      throw StepError("COMMAND_FAILED", "the " + what + " exited with status " + std::to_string(done.exit_code.value_or(-1)));
    report.reason = "ran a " + what + ": exit status 0";
  }

  Transaction& transaction() { return tx_; }
  /// The last StepError came from committing earlier commands' changes, not from the program.
  bool commit_failed() const { return commit_failed_; }

 private:
  // Directories to create so that `rel` can be made.
  void make_parents(const std::string& rel) {
    for (std::size_t slash = rel.find('/'); slash != std::string::npos; slash = rel.find('/', slash + 1)) {
      const std::string dir = rel.substr(0, slash);
      if (view_.kind(dir) != Kind::absent) continue;
      add(Op{Op::Type::mkdir, dir, "", {}, std::nullopt, "", "", 0, false});
      view_.add_directory(dir);
    }
  }

  void add(Op op) {
    op.command = index_;
    if (!options_.dry_run) tx_.add(std::move(op));
  }

  void write(const std::string& rel, Content content, std::optional<mode_t> mode) {
    if (options_.max_file_bytes > 0 && content.size() > options_.max_file_bytes)
      throw StepError("FILE_TOO_LARGE", in_quotes(rel) + " would have " + bytes(content.size()) + "; files over " +
                                            bytes(options_.max_file_bytes) + " are not written (max_file_bytes)");
    view_.put_file(rel, content, mode.value_or(new_file_mode_));  // shares the pieces
    add(Op{Op::Type::write, rel, "", std::move(content), mode, "", "", 0, false});
  }

  static void require_file(const View::Resolved& r, const char* what) {
    if (r.kind == Kind::absent) throw StepError("FILE_NOT_FOUND", std::string(what) + " " + in_quotes(r.rel) + " does not exist");
    if (r.kind == Kind::symlink)
      throw StepError("NOT_A_FILE", std::string(what) + " " + in_quotes(r.rel) + " is a symlink; only regular files can be moved");
    if (r.kind != Kind::file) throw StepError("NOT_A_FILE", std::string(what) + " " + in_quotes(r.rel) + " is not a regular file");
  }

  void create_file(const Command& cmd, CommandReport& report) {
    const std::set<std::string> flags = modes(cmd, {"overwrite", "append", "no_overwrite"});
    const Content content = Content::text(param(cmd, "CONTENT"));
    const View::Resolved r = view_.resolve(file_path(cmd, "FILE"), true);
    report.paths = {r.rel};
    if (r.kind == Kind::absent) {
      make_parents(r.rel);
      write(r.rel, content, std::nullopt);
      report.reason = "create " + in_quotes(r.rel) + " (" + bytes(content.size()) + ")";
      return;
    }
    if (r.kind != Kind::file) throw StepError("NOT_A_FILE", in_quotes(r.rel) + " exists and is not a regular file");
    if (flags.count("no_overwrite")) throw StepError("FILE_EXISTS", in_quotes(r.rel) + " exists and MODES says no_overwrite");
    const mode_t mode = view_.mode(r.rel);
    if (flags.count("append")) {
      write(r.rel, view_.content(r.rel).append(content), mode);  // the file is not read here
      report.reason = "append " + bytes(content.size()) + " to " + in_quotes(r.rel);
    } else {
      write(r.rel, content, mode);
      report.reason = "replace " + in_quotes(r.rel) + " (" + bytes(content.size()) + ")";
    }
  }

  void replace_in_file(const Command& cmd, CommandReport& report) {
    modes(cmd, {"overwrite"});  // example 3 of the spec writes "overwrite,": accepted, changes nothing
    const std::string find = param(cmd, "FIND"), replace = param(cmd, "REPLACE");
    const View::Resolved r = view_.resolve(file_path(cmd, "FILE"), true);
    report.paths = {r.rel};
    if (r.kind == Kind::absent) throw StepError("FILE_NOT_FOUND", in_quotes(r.rel) + " does not exist");
    if (r.kind != Kind::file) throw StepError("NOT_A_FILE", in_quotes(r.rel) + " is not a regular file");
    if (find.empty()) throw StepError("FIND_AMBIGUOUS", "FIND is empty: it occurs everywhere");
    const Content text = view_.content(r.rel);
    // Overlapping occurrences count: "aa" occurs twice in "aaa". Streamed: a window of the file
    // is in memory, never the file.
    const Occurrences found = find_all(text, find, 1000, options_.interrupt);
    const std::vector<std::size_t>& at = found.at;
    if (at.empty()) {
      const bool crlf = found.crlf && find.find('\n') != std::string::npos;
      throw StepError("FIND_NOT_FOUND", "FIND does not occur in " + in_quotes(r.rel) +
                                            (crlf ? " (the file has CRLF line ends; TELT values have LF)" : ""));
    }
    if (at.size() > 1) {
      std::string lines;
      for (std::size_t i = 0; i < at.size() && i < 5; ++i) lines += (i ? ", " : "") + std::to_string(found.lines[i]);
      throw StepError("FIND_AMBIGUOUS", "FIND occurs " + std::string(at.size() >= 1000 ? "1000+" : std::to_string(at.size())) +
                                            " times in " + in_quotes(r.rel) + " (lines " + lines +
                                            (at.size() > 5 ? ", …" : "") + "); it must occur exactly once");
    }
    Content changed = text.slice(0, at[0]);
    changed.append(Content::text(replace)).append(text.slice(at[0] + find.size(), text.size()));
    write(r.rel, std::move(changed), view_.mode(r.rel));
    report.reason = "replace 1 occurrence in " + in_quotes(r.rel) + " at line " + std::to_string(found.lines[0]);
  }

  void delete_file(const Command& cmd, CommandReport& report) {
    const std::string written = file_path(cmd, "FILE");
    const View::Resolved r = view_.resolve(written, false);
    report.paths = {r.rel};
    if (r.kind == Kind::symlink) view_.resolve(written, true);  // a link out of the root is refused too
    if (r.kind == Kind::absent) throw StepError("FILE_NOT_FOUND", in_quotes(r.rel) + " does not exist");
    if (r.kind != Kind::file && r.kind != Kind::symlink)
      throw StepError("NOT_A_FILE", in_quotes(r.rel) + " is not a file; DELETE_FILE deletes files and symlinks only");
    add(Op{Op::Type::remove, r.rel, "", {}, std::nullopt, "", "", 0, false});
    view_.remove(r.rel);
    report.reason = "delete " + in_quotes(r.rel);
  }

  void move_file(const Command& cmd, CommandReport& report) {
    const View::Resolved from = view_.resolve(file_path(cmd, "FROM"), false);
    const View::Resolved to = view_.resolve(file_path(cmd, "TO"), false);
    report.paths = {from.rel, to.rel};
    require_file(from, "FROM");
    if (to.kind != Kind::absent) throw StepError("FILE_EXISTS", "TO " + in_quotes(to.rel) + " already exists");
    make_parents(to.rel);
    add(Op{Op::Type::move, to.rel, from.rel, {}, std::nullopt, "", "", 0, false});
    view_.move_file(from.rel, to.rel);  // the content stays on disk: a move reads nothing
    report.reason = "move " + in_quotes(from.rel) + " to " + in_quotes(to.rel);
  }

  const ExecOptions& options_;
  View view_;
  Transaction tx_;
  mode_t new_file_mode_;
  std::size_t index_ = 0;
  bool commit_failed_ = false;
};

std::string command_label(const CommandReport& c) {
  return c.type + " (line " + std::to_string(c.line) + ")";
}

BlockReport run_block(const Block& block, std::size_t index, const ExecOptions& options, const std::string& root,
                      mode_t new_file_mode, std::vector<std::string>& warnings) {
  BlockReport report;
  report.index = index;
  report.hash = block.hash;
  report.start_line = block.start_line;
  report.end_line = block.end_line;
  bool programs = false;
  for (std::size_t i = 0; i < block.commands.size(); ++i) {
    const Command& cmd = block.commands[i];
    CommandReport c;
    c.index = i;
    c.type = cmd.type;
    c.line = cmd.span.start.line;
    if (!block.valid) {
      c.code = "INVALID_BLOCK";
      c.reason = "its block is invalid";
    } else if (!cmd.valid) {
      c.code = "INVALID_COMMAND";
      c.reason = "the command did not validate (see the parse errors)";
    }
    programs = programs || (cmd.valid && runs_program(base_name(cmd.type)));
    report.commands.push_back(std::move(c));
  }
  if (!block.valid) {
    report.code = "INVALID_BLOCK";
    report.reason = "the block has a block_fatal error (see the parse errors); nothing of it runs";
    return report;
  }
  if (programs && !options.allow_commands) {
    report.outcome = Outcome::refused;
    report.code = "COMMANDS_NOT_ALLOWED";
    report.reason = "the block runs programs (BASH, EXEC or RUN_COMMAND) and commands are not allowed "
                    "(--allow-commands); nothing of it was done";
    for (std::size_t i = 0; i < block.commands.size(); ++i) {
      if (!block.commands[i].valid) continue;
      CommandReport& c = report.commands[i];
      const bool program = runs_program(base_name(c.type));
      c.outcome = program ? Outcome::refused : Outcome::skipped;
      c.code = program ? "COMMANDS_NOT_ALLOWED" : "BLOCK_REFUSED";
      c.reason = program ? "running programs is not allowed" : "its block was refused";
    }
    return report;
  }

  const Outcome done = options.dry_run ? Outcome::planned : Outcome::executed;
  BlockRunner runner(options, root, new_file_mode);
  std::optional<std::size_t> failed;
  StepError error("", "");
  for (std::size_t i = 0; i < block.commands.size() && !failed; ++i) {
    const Command& cmd = block.commands[i];
    if (!cmd.valid) continue;
    CommandReport& c = report.commands[i];
    const std::string name = base_name(cmd.type);
    try {
      if (interrupted(options))
        throw StepError("INTERRUPTED", "not started: the execution was interrupted (SIGINT or SIGTERM)");
      if (runs_program(name))
        runner.program(cmd, name, c);
      else
        runner.file_command(i, cmd, name, c);
      c.outcome = done;
    } catch (const StepError& e) {
      // A failed commit of earlier commands' changes (before a program) belongs to those commands.
      failed = runner.commit_failed() ? runner.transaction().failing_command() : i;
      error = e;
    } catch (const std::exception& e) {  // pipe/fork failures
      failed = i;
      error = StepError("IO_ERROR", e.what());
    }
  }
  if (!failed && !options.dry_run) {
    try {
      runner.transaction().flush();
      runner.transaction().seal();
    } catch (const StepError& e) {
      failed = runner.transaction().failing_command();
      error = e;
    }
  }
  if (!failed) {
    report.outcome = options.dry_run ? Outcome::planned : Outcome::committed;
    report.reason = options.dry_run ? "every runnable command would be done" : "every runnable command was done";
    std::size_t invalid = 0;
    for (const Command& cmd : block.commands) invalid += !cmd.valid;
    if (invalid > 0) report.reason += "; " + std::to_string(invalid) + " invalid command(s) skipped";
    if (!options.dry_run)
      for (std::string& w : runner.transaction().finish()) warnings.push_back(std::move(w));
    return report;
  }

  CommandReport& culprit = report.commands[*failed];
  culprit.outcome = error.refusal ? Outcome::refused : Outcome::failed;
  culprit.code = error.code;
  culprit.reason = error.what();
  std::vector<std::string> problems;
  if (!options.dry_run) problems = runner.transaction().rollback();
  bool ran_program = false;
  for (std::size_t i = 0; i < *failed; ++i)
    ran_program = ran_program || (report.commands[i].program && report.commands[i].outcome == done);
  for (std::size_t i = 0; i < report.commands.size(); ++i) {
    CommandReport& c = report.commands[i];
    if (i == *failed || !block.commands[i].valid) continue;
    const bool program = runs_program(base_name(c.type));
    if (c.outcome == done && options.dry_run && i < *failed) {
      c.reason += "; would be rolled back";
    } else if (c.outcome == done && program) {
      c.reason += "; its effects are not undone";
    } else if (c.outcome == done && runner.transaction().undo_failed(i)) {
      c.outcome = Outcome::failed;
      c.code = "ROLLBACK_FAILED";
      c.reason = "done, and undoing it failed: " + c.reason;
    } else if (c.outcome == done && runner.transaction().committed(i)) {
      c.outcome = Outcome::rolled_back;
      c.reason = "undone: " + c.reason;
    } else {
      c.outcome = Outcome::skipped;
      c.code = "NOT_REACHED";
      c.reason = "not done: " + command_label(culprit) + " failed";
    }
  }
  report.code = culprit.code;
  report.reason = command_label(culprit) + ": " + culprit.reason;
  if (options.dry_run) {
    report.outcome = Outcome::failed;
    report.reason += "; the block would be rolled back";
  } else if (problems.empty()) {
    // rolled_back: nothing of the block remains, whether it was undone or never made.
    report.outcome = Outcome::rolled_back;
    if (runner.transaction().changed_anything())
      report.reason += "; every file change of the block was undone";
    else if (ran_program)
      report.reason += "; no file change of the block had been made (what its program did is not undone)";
    else
      report.reason += "; nothing was changed";
  } else {
    report.outcome = Outcome::failed;
    report.code = "ROLLBACK_FAILED";
    for (const std::string& p : problems) report.reason += "; " + p;
  }
  return report;
}

}  // namespace

namespace {

std::string canonical_root(const std::string& root) {
  char canonical[PATH_MAX];
  struct stat st {};
  if (root.empty() || ::realpath(root.c_str(), canonical) == nullptr || ::stat(canonical, &st) != 0 ||
      !S_ISDIR(st.st_mode))
    throw std::invalid_argument("root '" + root + "' is not an existing directory");
  return canonical;
}

// Whether `path` (which need not exist) lies in `root` (canonical): its nearest existing
// ancestor, symlinks resolved, is compared.
bool lies_in(const std::string& path, const std::string& root) {
  std::string existing = path, rest;
  char canonical[PATH_MAX];
  while (::realpath(existing.c_str(), canonical) == nullptr) {
    const std::size_t slash = existing.rfind('/');
    if (slash == std::string::npos || slash == 0) return false;
    rest = existing.substr(slash) + rest;
    existing = existing.substr(0, slash);
  }
  const std::string full = canonical + rest;
  return full == root || full.compare(0, root.size() + 1, root + "/") == 0;
}

bool has_journal(const std::string& canonical) {
  struct stat st {};
  return ::lstat((canonical + "/" + kJournal).c_str(), &st) == 0;
}

}  // namespace

namespace {

ExecReport execute_within(const Result& parsed, const ExecOptions& options);

// The time budget (ExecOptions::max_time) stops the execution the way an interrupt does: a
// watcher raises the same flag at the deadline (or when the caller's interrupt is raised), and
// what stopped for it is then reported as EXEC_TIME_LIMIT.
class TimeBudget {
 public:
  TimeBudget(const ExecOptions& options, ExecOptions& effective) {
    if (options.max_time.count() <= 0) return;
    effective.interrupt = &stop_;
    const auto deadline = std::chrono::steady_clock::now() + options.max_time;
    watcher_ = std::thread([this, &options, deadline] {
      std::unique_lock<std::mutex> lock(mutex_);
      while (!done_) {
        if (options.interrupt && options.interrupt->load()) stop_ = true;
        if (!stop_ && std::chrono::steady_clock::now() >= deadline) {
          time_up_ = true;
          stop_ = true;
        }
        cv_.wait_for(lock, std::chrono::milliseconds(10));
      }
    });
  }
  ~TimeBudget() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    cv_.notify_all();
    if (watcher_.joinable()) watcher_.join();
  }
  bool time_up() const { return time_up_; }

 private:
  std::atomic<bool> stop_{false};
  bool time_up_ = false, done_ = false;
  std::mutex mutex_;
  std::condition_variable cv_;
  std::thread watcher_;
};

}  // namespace

ExecReport execute(const Result& parsed, const ExecOptions& options) {
  ExecOptions effective = options;
  ExecReport report;
  bool time_up = false;
  {
    TimeBudget budget(options, effective);
    report = execute_within(parsed, effective);
    time_up = budget.time_up();
  }
  if (time_up) {
    const std::string why = "the execution's time budget of " + std::to_string(options.max_time.count() / 1000.0).substr(0, 8) +
                            " s (max_time) ran out";
    for (BlockReport& b : report.blocks) {
      if (b.code == "INTERRUPTED") b.code = "EXEC_TIME_LIMIT", b.reason = why + ": " + b.reason;
      for (CommandReport& c : b.commands)
        if (c.code == "INTERRUPTED") c.code = "EXEC_TIME_LIMIT", c.reason = why + ": " + c.reason;
    }
  }
  return report;
}

namespace {

ExecReport execute_within(const Result& parsed, const ExecOptions& options) {
  const std::string canonical = canonical_root(options.root);
  // Even a dry run: it would plan against a half-changed tree.
  if (has_journal(canonical)) throw std::invalid_argument("root '" + options.root + "': " + kJournalExistsMessage);
  if (!options.dry_run) {
    // The journal's tickets must be out of the blocks' reach (docs/formats/telt-exec.md §7).
    const std::string state = state_directory(options.state_dir);
    if (state.empty())
      throw std::invalid_argument("no state directory for the journal's tickets: set LLMFMT_STATE_DIR or HOME");
    if (state[0] != '/' || lies_in(state, canonical))
      throw std::invalid_argument("the state directory '" + state + "' must be an absolute path outside the root '" +
                                  canonical + "' (set LLMFMT_STATE_DIR)");
  }
  const mode_t mask = ::umask(0);
  ::umask(mask);

  ExecReport report;
  report.root = canonical;
  report.dry_run = options.dry_run;
  report.allow_commands = options.allow_commands;
  for (const Diagnostic& d : parsed.diagnostics)
    if (d.severity == Severity::error) ++report.parse_errors;  // block_fatal and command_error
  const std::size_t total = parsed.document.blocks.size();
  for (std::size_t i = 0; i < total; ++i) {
    const Block& block = parsed.document.blocks[i];
    if (options.progress)
      options.progress({i, total, "started", "lines " + std::to_string(block.start_line) + "-" + std::to_string(block.end_line), 0});
    if (interrupted(options)) {
      BlockReport skipped;
      skipped.index = i;
      skipped.hash = block.hash;
      skipped.start_line = block.start_line;
      skipped.end_line = block.end_line;
      skipped.code = "INTERRUPTED";
      skipped.reason = "not run: the execution was interrupted (SIGINT or SIGTERM)";
      for (std::size_t k = 0; k < block.commands.size(); ++k) {
        CommandReport c;
        c.index = k;
        c.type = block.commands[k].type;
        c.line = block.commands[k].span.start.line;
        c.code = "INTERRUPTED";
        c.reason = "not run: the execution was interrupted";
        skipped.commands.push_back(std::move(c));
      }
      report.blocks.push_back(std::move(skipped));
      continue;
    }
    report.blocks.push_back(run_block(block, i, options, report.root, 0666 & ~mask, report.warnings));
    if (options.progress) {
      const BlockReport& done = report.blocks.back();
      options.progress({i, total, to_string(done.outcome), done.code.empty() ? "" : "[" + done.code + "]: " + done.reason, 0});
    }
  }
  return report;
}

}  // namespace

const char* to_string(RecoveryReport::Action action) {
  switch (action) {
    case RecoveryReport::Action::none: return "none";
    case RecoveryReport::Action::rolled_back: return "rolled_back";
    case RecoveryReport::Action::completed: return "completed";
    case RecoveryReport::Action::failed: return "failed";
  }
  return "failed";
}

RecoveryReport recover(const std::string& root, const std::string& state_dir) {
  RecoveryReport report;
  report.root = canonical_root(root);
  if (!has_journal(report.root)) return report;
  ExecOptions no_faults;
  no_faults.state_dir = state_dir;
  Transaction tx(report.root, no_faults);
  std::string problem;
  bool sealed = false;
  if (!tx.load_journal(problem, sealed)) {
    report.action = RecoveryReport::Action::failed;
    report.problems.push_back(problem);
    return report;
  }
  if (sealed) {
    report.problems = tx.finish();
    report.action = report.problems.empty() ? RecoveryReport::Action::completed : RecoveryReport::Action::failed;
  } else {
    report.undone = tx.pending_undo();
    report.problems = tx.rollback();
    report.action = report.problems.empty() ? RecoveryReport::Action::rolled_back : RecoveryReport::Action::failed;
  }
  return report;
}

}  // namespace llmfmt::telt
