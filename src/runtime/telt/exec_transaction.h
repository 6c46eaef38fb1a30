// A block's file changes as one transaction: stage (temporary files, fsync'd), commit (renames,
// keeping every replaced or deleted original as a hard link or rename in the staging directory),
// and undo in reverse order on failure (docs/formats/telt-exec.md §3 Transactions).
//
// Every filesystem change goes through step(), the one seam where ExecOptions::fail_step can
// fail it. A journal (.telt-journal in the root, created exclusively: also the lock) records each
// change before it is made, so that after a kill `recover()` can undo them (§7 Interruptions).
// The journal carries a random nonce whose ticket lies in the state directory, outside the root:
// recovery executes only a journal with its ticket, never one a block or a tree brought along.
//
// Allowed programs run between commands and may change the tree: the staging directory is used
// through a file descriptor (never by a path a program could turn into a symlink), and every
// path is checked for directories that became symlinks before it is committed or undone.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <sys/stat.h>
#include <vector>

#include "llmfmt/telt_exec.h"
#include "runtime/telt/exec_content.h"

namespace llmfmt::telt::exec {

struct Op {
  enum class Type { mkdir, write, remove, move };
  Type type = Type::write;
  std::string path;  ///< relative to the root (the destination of a move)
  std::string from;  ///< move: the source
  Content content;             ///< write: the whole new content (streamed when staged)
  std::optional<mode_t> mode;  ///< write: permission bits to keep (absent: a new file, umask applies)

  std::string temp;    ///< write: the staged file's name in the staging directory
  std::string backup;  ///< write/remove: the original's name there, "" when there was none
  std::size_t command = 0;  ///< the index of the command it belongs to, for the log
  bool uncertain = false;   ///< recovery: announced in the journal, perhaps not made
};

/// The journal's name in the root.
inline constexpr const char* kJournal = ".telt-journal";
/// Why a transaction (or an execution) does not start on a root with a journal.
extern const char* const kJournalExistsMessage;

/// The state directory for `configured` (ExecOptions::state_dir), "" when none can be found.
std::string state_directory(const std::string& configured);

class Transaction {
 public:
  Transaction(std::string root, const ExecOptions& options) : root_(std::move(root)), options_(options) {}
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;

  void add(Op op) { pending_.push_back(std::move(op)); }
  /// Stages and commits the pending operations. Throws StepError; the caller then calls rollback().
  void flush();
  /// Undoes every committed operation (newest first), removes staged files, restores the
  /// modification times of the directories it touched. Returns problems it could not fix.
  std::vector<std::string> rollback();
  /// After the last flush(): records in the journal that the block is complete (from then on,
  /// recovery keeps the new state). Throws StepError; the caller then calls rollback().
  void seal();
  /// After seal(): removes the staging directory with the originals, then the journal. Returns problems.
  std::vector<std::string> finish();
  /// Recovery: reads the journal an interrupted transaction left (see recover()). Returns false
  /// with `problem` set when it cannot be understood; `sealed` tells whether the block was complete.
  bool load_journal(std::string& problem, bool& sealed);
  /// How many committed operations rollback() would undo.
  std::size_t pending_undo() const { return committed_.size(); }
  /// Whether anything was ever committed (false: the block stopped before changing the tree).
  bool changed_anything() const { return !committed_commands_.empty(); }
  /// The command of the operation whose step failed in the last flush().
  std::size_t failing_command() const { return current_command_; }
  /// Whether an operation of that command was committed (and so, after rollback(), undone).
  bool committed(std::size_t command) const { return committed_commands_.count(command) > 0; }
  /// After rollback(): whether undoing one of that command's operations failed.
  bool undo_failed(std::size_t command) const { return undo_failed_commands_.count(command) > 0; }

 private:
  std::string absolute(const std::string& rel) const { return rel.empty() ? root_ : root_ + "/" + rel; }
  void write_ticket();
  bool verify_ticket(const std::string& nonce, std::string& problem);
  void restore_directory_times(bool root_only, std::vector<std::string>& problems);
  template <class Call>
  void step(const char* name, const std::string& rel, Call call);
  void journal(const std::string& records);
  std::string remember_directory(const std::string& rel);
  std::optional<std::string> symlinked_directory(const std::string& rel) const;
  void check_unchanged(const std::string& rel) const;
  void ensure_staging();
  void sync_directory(const std::string& rel);
  std::string staging_name(char prefix);
  void stage(Op& op);
  void commit(Op& op);
  std::vector<std::string> remove_staging();
  std::vector<std::string> remove_journal();
  enum class Made { yes, no, unknown };
  Made made(const Op& op) const;

  std::string root_;
  const ExecOptions& options_;
  std::vector<Op> pending_, committed_;
  std::string staging_;   ///< absolute, for messages; "" until the first flush
  int staging_fd_ = -1;   ///< the staging directory, opened when it was made
  int journal_fd_ = -1;   ///< the journal, open from the first flush to finish() or rollback()
  std::size_t counter_ = 0;
  std::string nonce_;   ///< this transaction's journal nonce (hex), "" until the journal is made
  std::string ticket_;  ///< the ticket's absolute path, "" when there is none to remove
  std::size_t current_command_ = 0;
  std::set<std::size_t> committed_commands_, undo_failed_commands_;
  std::map<std::string, struct stat> directories_;  ///< touched directories (relative) as they were
  std::vector<std::string> to_sync_;                ///< directories to fsync after the commit
};

}  // namespace llmfmt::telt::exec
