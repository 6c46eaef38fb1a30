// Helpers of the TELT execution tests: fresh temporary trees, snapshots, running TELT text.
#pragma once

#include <map>
#include <string>

#include "llmfmt/telt.h"
#include "llmfmt/telt_exec.h"

namespace telt_test {

/// A fresh directory, removed (with everything in it) at scope exit. Under /dev/shm when it is a
/// writable tmpfs, else under $TMPDIR: the execution tests run thousands of blocks, each with
/// several fsyncs, which a tmpfs makes free (every call and its order stay the same).
struct TempDir {
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::string path;
  std::string operator/(const std::string& rel) const { return path + "/" + rel; }
};

/// The state directory of the tests' journal tickets ($LLMFMT_STATE_DIR, set for the whole run).
std::string state_dir();

void write_file(const std::string& path, const std::string& content, int mode = 0644);
std::string read_file(const std::string& path);
bool exists(const std::string& path);  ///< lstat: a dangling symlink exists
void make_dir(const std::string& path);
void make_symlink(const std::string& target, const std::string& link);
/// Sets a file's modification time to a fixed old value, so an unwanted rewrite shows.
void age(const std::string& path);

/// Every entry below `root` (not following symlinks): type, bytes or link target, mode, mtime (ns).
using Snapshot = std::map<std::string, std::string>;
Snapshot snapshot(const std::string& root);
/// A readable description of how two snapshots differ ("" when equal).
std::string diff(const Snapshot& before, const Snapshot& after);

llmfmt::telt::ExecReport run(const std::string& telt, llmfmt::telt::ExecOptions options);
/// As run(), but with every command that only HIDDEN_CHARACTER_IN_PATH or INVALID_PATH made
/// invalid made valid again (its diagnostic dropped): a caller of execute() that builds its own
/// Result. For the executor's own checks of names (NUL, CR, LF, empty, a directory's), which
/// validation refuses first.
llmfmt::telt::ExecReport run_past_path_check(const std::string& telt, llmfmt::telt::ExecOptions options);
inline llmfmt::telt::ExecReport run(const std::string& telt, const std::string& root) {
  llmfmt::telt::ExecOptions options;
  options.root = root;
  return run(telt, options);
}

}  // namespace telt_test
