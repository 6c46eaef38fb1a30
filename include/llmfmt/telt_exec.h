// TELT execution: runs the valid blocks of a parsed TELT document against a directory tree
// (DECISIONS §2, docs/formats/telt-exec.md).
//
//   llmfmt::telt::ExecOptions options;
//   options.root = "project";                 // every path is relative to it and must stay inside
//   options.dry_run = true;                   // plan only: the tree is not touched
//   llmfmt::telt::ExecReport report = llmfmt::telt::execute(llmfmt::telt::parse(text), options);
//   llmfmt::Json log = llmfmt::telt::to_json(report);
//
// Each block is a transaction: its file changes are planned in memory, staged (temporary files,
// fsync'd), then committed by renames; on any failure every change of the block is undone and the
// tree is as it was (bytes, modes, mtimes). Programs (BASH, EXEC, RUN_COMMAND) run only when
// allowed, and what they do cannot be undone.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "llmfmt/core/json.h"
#include "llmfmt/core/progress.h"
#include "llmfmt/telt.h"
#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt::telt {

struct ExecOptions {
  std::string root;             ///< the directory every path is relative to (must exist)
  bool dry_run = false;         ///< plan only: report what would happen, touch nothing
  bool allow_commands = false;  ///< run BASH, EXEC and RUN_COMMAND (otherwise their blocks are refused)
  std::chrono::milliseconds timeout{std::chrono::seconds(60)};  ///< per program; a TIMEOUT param may only shorten it
  std::size_t max_output = 1 << 20;  ///< bytes of stdout and of stderr kept per program (the rest is counted, not kept)
  /// Fault injection for tests: called before every system call that changes the tree or syncs it
  /// (`step` is one of "journal_open", "journal_write", "journal_sync", "stage_dir", "open",
  /// "write", "chmod", "fsync", "mkdir", "backup", "sync_staging", "rename", "delete", "move",
  /// "sync_dir"; `path` is the one the step acts on, relative to the root). Returning true makes
  /// that call fail as if it had failed with `fail_errno`. Undo and cleanup calls are never
  /// injected (docs/formats/telt-exec.md §7).
  std::function<bool(const std::string& step, const std::string& path)> fail_step;
  int fail_errno = 0;  ///< the errno an injected failure reports (0: EIO)
  /// The size budget of a file command: a file it reads (REPLACE_IN_FILE, append) or the content
  /// it would write may have at most this many bytes (FILE_TOO_LARGE); planning holds a few times
  /// that in memory. 0 = no limit.
  std::size_t max_file_bytes = std::size_t{256} << 20;
  /// The time budget of the whole execution, programs included: past it the running block stops
  /// at its next step and is rolled back (EXEC_TIME_LIMIT) and later blocks are skipped. 0 = none.
  std::chrono::milliseconds max_time{0};
  /// Where the journal's ticket is kept (docs/formats/telt-exec.md §7: a journal without its ticket
  /// is never executed). "" = $LLMFMT_STATE_DIR, else $XDG_STATE_HOME/llmfmt, else
  /// $HOME/.local/state/llmfmt. It must lie outside the root; a dry run does not use it.
  std::string state_dir;
  /// When given and it becomes true (a SIGINT/SIGTERM handler sets it), the running block stops
  /// at its next step and is rolled back, and the blocks after it are skipped (code INTERRUPTED).
  const std::atomic<bool>* interrupt = nullptr;
  /// Optional: hears "started" before every block (detail: its lines) and the block's outcome
  /// after it (detail: code and reason). Default none.
  ProgressObserver progress;
};

/// What happened to a block or a command (the log's "outcome").
enum class Outcome {
  committed,    ///< block: all its runnable commands done and committed
  executed,     ///< command: done (a program that ran before its block failed stays executed)
  planned,      ///< dry run: would be done
  skipped,      ///< not attempted: invalid, or not reached because the block failed or was refused
  refused,      ///< not allowed: a program without allow_commands, a path outside the root
  failed,       ///< attempted and failed: the reason its block was rolled back (or would be, in a dry run)
  rolled_back,  ///< block: nothing of it remains; command: was done, then undone
};
const char* to_string(Outcome outcome);

struct ProgramRun {
  std::vector<std::string> argv;  ///< exactly what was executed (no shell around it)
  std::string cwd;                ///< relative to the root ("" = the root)
  std::optional<int> exit_code;   ///< absent when killed by a signal or not started
  std::optional<int> signal;
  bool timed_out = false;
  double seconds = 0;
  std::string stdout_text, stderr_text;
  std::size_t stdout_bytes = 0, stderr_bytes = 0;  ///< total produced (the texts keep max_output)
};

struct CommandReport {
  std::size_t index = 0;  ///< in its block
  std::string type;
  std::size_t line = 0;
  Outcome outcome = Outcome::skipped;
  std::string code;    ///< why, as a stable code ("" when it simply worked)
  std::string reason;  ///< why, in words; for a success, what was done
  std::vector<std::string> paths;  ///< the files it acts on, relative to the root, symlinks resolved
  std::optional<ProgramRun> program;
};

struct BlockReport {
  std::size_t index = 0;
  std::string hash;
  std::size_t start_line = 0, end_line = 0;
  Outcome outcome = Outcome::skipped;
  std::string code;
  std::string reason;
  std::vector<CommandReport> commands;
};

struct ExecReport {
  std::string root;
  bool dry_run = false;
  bool allow_commands = false;
  std::size_t parse_errors = 0;  ///< block_fatal and command_error diagnostics of the document
  std::vector<BlockReport> blocks;
  std::vector<std::string> warnings;  ///< e.g. a temporary file that could not be removed

  /// Every block committed (planned, in a dry run), every command executed (planned), no parse error.
  bool ok() const;
};

/// Runs (or, with dry_run, plans) every valid block of a parse result. Throws std::invalid_argument
/// when options.root is not an existing directory, holds a journal left by an interrupted
/// execution (run recover() first) or (not in a dry run) contains the state directory or no state
/// directory can be found; everything else is reported, never thrown.
ExecReport execute(const Result& parsed, const ExecOptions& options);

/// What recover() did (docs/formats/telt-exec.md §7 Interruptions).
struct RecoveryReport {
  enum class Action {
    none,         ///< no journal: nothing to do
    rolled_back,  ///< the interrupted block's changes were undone: the tree is as before it
    completed,    ///< the block had committed; its leftovers were removed: the tree is as after it
    failed,       ///< see problems; the journal (and the staging directory) are kept for another try
  };
  std::string root;
  Action action = Action::none;
  std::size_t undone = 0;  ///< changes undone (rolled_back)
  std::vector<std::string> problems;
};
const char* to_string(RecoveryReport::Action action);

/// Brings a root left with a journal by a killed execution (SIGKILL, power loss) to the state
/// before or after its interrupted block. Only a journal whose ticket is in `state_dir` (as
/// ExecOptions::state_dir; "" = the default) is executed: any other is reported and kept.
/// Throws std::invalid_argument when root is not an existing directory; everything else is reported.
RecoveryReport recover(const std::string& root, const std::string& state_dir = "");

/// The JSON log (docs/formats/telt-exec.md §5 The log).
Json to_json(const ExecReport& report);

}  // namespace llmfmt::telt
LLMFMT_API_END
