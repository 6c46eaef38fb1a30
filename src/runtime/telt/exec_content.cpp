#include "runtime/telt/exec_content.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

#include "runtime/telt/exec_view.h"

namespace llmfmt::telt::exec {
namespace {

constexpr std::size_t kWindow = 64 * 1024;

std::string quoted(const std::string& rel) { return "'" + (rel.empty() ? std::string(".") : rel) + "'"; }

bool same_time(const struct timespec& a, const struct timespec& b) { return a.tv_sec == b.tv_sec && a.tv_nsec == b.tv_nsec; }

void check_interrupt(const std::atomic<bool>* interrupt) {
  if (interrupt && interrupt->load())
    throw StepError("INTERRUPTED", "stopped while reading a file: the execution was interrupted (SIGINT or SIGTERM)");
}

struct Fd {
  int fd = -1;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

Content Content::text(std::string bytes) {
  Content c;
  c.size_ = bytes.size();
  if (c.size_ > 0) c.pieces_.push_back({std::make_shared<const std::string>(std::move(bytes)), nullptr, 0, c.size_});
  return c;
}

Content Content::file(std::shared_ptr<const DiskFile> file) {
  Content c;
  c.size_ = static_cast<std::size_t>(file->size);
  if (c.size_ > 0) c.pieces_.push_back({nullptr, std::move(file), 0, c.size_});
  return c;
}

Content Content::slice(std::size_t from, std::size_t to) const {
  Content out;
  to = std::min(to, size_);
  std::size_t start = 0;  // of the current piece in this content
  for (const Piece& p : pieces_) {
    const std::size_t end = start + p.length;
    if (end > from && start < to) {
      Piece part = p;
      const std::size_t skip = from > start ? from - start : 0;
      part.offset += skip;
      part.length = std::min(end, to) - start - skip;
      out.pieces_.push_back(std::move(part));
      out.size_ += out.pieces_.back().length;
    }
    start = end;
    if (start >= to) break;
  }
  return out;
}

Content& Content::append(const Content& more) {
  pieces_.insert(pieces_.end(), more.pieces_.begin(), more.pieces_.end());
  size_ += more.size_;
  return *this;
}

void Content::stream(const std::function<bool(const char*, std::size_t)>& sink, const std::atomic<bool>* interrupt) const {
  std::unique_ptr<char[]> buffer;
  for (const Piece& p : pieces_) {
    if (p.text) {
      for (std::size_t done = 0; done < p.length;) {
        check_interrupt(interrupt);
        const std::size_t n = std::min(kWindow, p.length - done);
        if (!sink(p.text->data() + p.offset + done, n)) return;
        done += n;
      }
      continue;
    }
    const DiskFile& f = *p.file;
    // O_NONBLOCK: a FIFO put in the file's place must not make the open wait for a writer.
    Fd fd;
    fd.fd = ::open(f.path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd.fd < 0 && errno != ENOENT && errno != ELOOP)
      throw StepError("IO_ERROR", "cannot read " + quoted(f.rel) + ": " + std::strerror(errno));
    struct stat st {};
    if (fd.fd < 0 || ::fstat(fd.fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_dev != f.device || st.st_ino != f.inode ||
        st.st_size != f.size || !same_time(st.st_mtim, f.modified))
      throw StepError("FILE_CHANGED", quoted(f.rel) + " was changed, replaced or removed by someone else after the block's "
                                                        "command read it; the block is not committed on top of that");
    if (!buffer) buffer.reset(new char[kWindow]);
    for (std::size_t done = 0; done < p.length;) {
      check_interrupt(interrupt);
      const ssize_t n = ::pread(fd.fd, buffer.get(), std::min(kWindow, p.length - done), static_cast<off_t>(p.offset + done));
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) throw StepError("IO_ERROR", "cannot read " + quoted(f.rel) + ": " + std::strerror(errno));
      if (n == 0)
        throw StepError("FILE_CHANGED", quoted(f.rel) + " became shorter while it was read; the block is not committed on top of that");
      if (!sink(buffer.get(), static_cast<std::size_t>(n))) return;
      done += static_cast<std::size_t>(n);
    }
  }
}

Occurrences find_all(const Content& content, const std::string& find, std::size_t limit, const std::atomic<bool>* interrupt) {
  Occurrences out;
  std::vector<std::size_t> border(find.size(), 0);  // longest proper border of find[0..i]
  for (std::size_t i = 1, k = 0; i < find.size(); ++i) {
    while (k > 0 && find[i] != find[k]) k = border[k - 1];
    if (find[i] == find[k]) ++k;
    border[i] = k;
  }
  const std::size_t find_lines = static_cast<std::size_t>(std::count(find.begin(), find.end(), '\n'));
  std::size_t position = 0, newlines = 0, k = 0;
  char previous = '\0';
  content.stream(
      [&](const char* data, std::size_t n) {
        for (std::size_t j = 0; j < n; ++j, ++position) {
          const char c = data[j];
          newlines += c == '\n';
          out.crlf = out.crlf || (previous == '\r' && c == '\n');
          previous = c;
          if (find.empty()) continue;
          while (k > 0 && c != find[k]) k = border[k - 1];
          if (c == find[k]) ++k;
          if (k == find.size()) {
            out.at.push_back(position + 1 - find.size());
            out.lines.push_back(1 + newlines - find_lines);  // the match's own line breaks are find's
            if (out.at.size() >= limit) return false;
            k = border[k - 1];
          }
        }
        return true;
      },
      interrupt);
  return out;
}

}  // namespace llmfmt::telt::exec
