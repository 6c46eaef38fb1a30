// A file's content as a block's commands plan it, without holding the bytes of files on disk:
// pieces of text from the block and byte ranges of files as they were when planned. Planning
// (append, REPLACE_IN_FILE) and staging stream through a window of the pieces, so memory is the
// block's own text plus a window, whatever the files' sizes (docs/formats/telt-exec.md §4).
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <sys/stat.h>
#include <vector>

namespace llmfmt::telt::exec {

/// A regular file on disk as it was examined when planned: staging reads it only while it is
/// still that file, unchanged (same inode, size and modification time), or fails.
struct DiskFile {
  std::string path;  ///< absolute, for opening
  std::string rel;   ///< for messages
  dev_t device = 0;
  ino_t inode = 0;
  off_t size = 0;
  struct timespec modified {};
};

class Content {
 public:
  Content() = default;
  static Content text(std::string bytes);
  static Content file(std::shared_ptr<const DiskFile> file);

  std::size_t size() const { return size_; }
  /// Bytes [from, to) of this content, sharing its pieces (nothing is copied or read).
  Content slice(std::size_t from, std::size_t to) const;
  Content& append(const Content& more);

  /// Calls `sink` with the content's bytes in order, in windows of at most 64 KiB; stops early
  /// when `sink` returns false. Throws StepError (IO_ERROR, FILE_CHANGED, INTERRUPTED when
  /// `interrupt` is raised between windows).
  void stream(const std::function<bool(const char*, std::size_t)>& sink, const std::atomic<bool>* interrupt) const;

 private:
  struct Piece {
    std::shared_ptr<const std::string> text;  ///< a text piece, or
    std::shared_ptr<const DiskFile> file;     ///< a range of a file on disk
    std::size_t offset = 0, length = 0;
  };
  std::vector<Piece> pieces_;
  std::size_t size_ = 0;
};

/// Where `find` occurs in a content, overlapping occurrences counted, at most `limit` of them:
/// Knuth–Morris–Pratt over the stream, linear in both and holding a window, never the content.
struct Occurrences {
  std::vector<std::size_t> at;     ///< byte offsets
  std::vector<std::size_t> lines;  ///< the 1-based line of each
  bool crlf = false;               ///< the content has a CR LF
};
Occurrences find_all(const Content& content, const std::string& find, std::size_t limit,
                     const std::atomic<bool>* interrupt);

}  // namespace llmfmt::telt::exec
