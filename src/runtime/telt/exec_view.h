// The tree as a block's planned file commands leave it: the disk plus the changes planned so far,
// and path resolution against it (docs/formats/telt-exec.md §2 Paths).
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <sys/types.h>

#include "runtime/telt/exec_content.h"

namespace llmfmt::telt::exec {

/// Why a command cannot be done. `refusal` marks safety refusals (a path outside the root),
/// everything else is a failure.
struct StepError : std::runtime_error {
  std::string code;
  bool refusal = false;
  StepError(std::string code_, const std::string& reason, bool refusal_ = false)
      : std::runtime_error(reason), code(std::move(code_)), refusal(refusal_) {}
};

enum class Kind { absent, file, directory, symlink, other };

class View {
 public:
  /// `root` must be canonical (absolute, no symlinks).
  explicit View(std::string root) : root_(std::move(root)) {}

  struct Resolved {
    std::string rel;  ///< relative to the root, '/'-separated, no symlinks, no "." or ".."; "" = the root
    Kind kind = Kind::absent;
  };
  /// Resolves a path written in a command. Every symlink is followed (the last component's only
  /// when `follow_last`), and the path must stay inside the root at every step: an absolute path,
  /// a ".." above the root, or a link pointing outside → StepError PATH_OUTSIDE_ROOT (refusal).
  /// A component that is a file → NOT_A_DIRECTORY; more than 40 links → SYMLINK_LOOP.
  Resolved resolve(const std::string& written, bool follow_last) const;

  /// lstat-like: what `rel` is now, planned changes included.
  Kind kind(const std::string& rel) const;
  /// Of a file, planned or on disk; a file on disk is examined (FILE_TOO_LARGE past
  /// max_file_bytes, NOT_A_FILE) but not read: its bytes are streamed when needed.
  Content content(const std::string& rel) const;
  mode_t mode(const std::string& rel) const;           ///< permission bits of an existing file

  void put_file(const std::string& rel, Content content, mode_t mode);
  /// `to` becomes what `from` is now, without reading it (a move); `from` becomes absent.
  void move_file(const std::string& from, const std::string& to);
  /// Files larger than this are not read (FILE_TOO_LARGE; ExecOptions::max_file_bytes).
  void set_max_file_bytes(std::size_t max) { max_file_bytes_ = max; }
  void add_directory(const std::string& rel);
  void remove(const std::string& rel);
  /// Forget the planned changes (they are on disk now, or a program may have changed the disk).
  void clear() { planned_.clear(); }

  std::string absolute(const std::string& rel) const { return rel.empty() ? root_ : root_ + "/" + rel; }
  const std::string& root() const { return root_; }

 private:
  struct Entry {
    Kind kind = Kind::absent;  ///< absent, file or directory
    Content content;
    mode_t mode = 0;
    std::optional<std::string> disk;  ///< a moved file: its content is still on disk there
  };
  std::string root_;
  std::size_t max_file_bytes_ = 0;  ///< 0: no limit
  std::map<std::string, Entry> planned_;
};

/// "a/b/c" → "a/b"; "c" → "".
std::string parent_of(const std::string& rel);
/// "a/b/c" → "c"; "c" → "c".
std::string name_of(const std::string& rel);

/// Opens directory `rel` ("" = the root) one component at a time with O_NOFOLLOW, so that no
/// symlink on the way is followed, however recently it was made: the commit then works relative
/// to this descriptor and cannot be led out of the root. Returns -1 with errno set (ELOOP or
/// ENOTDIR where a component is no longer a directory).
int open_directory_beneath(const std::string& root, const std::string& rel);

}  // namespace llmfmt::telt::exec
