#include "runtime/telt/exec_view.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <deque>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include "core/utf8.h"
#include "telt/validation.h"

namespace llmfmt::telt::exec {
namespace {

constexpr int kMaxLinks = 40;  // as the kernel's ELOOP limit

// One component of a path being resolved, and the symlink whose target it came from ("" when the
// command wrote it), so that a refusal can name the link that led out.
struct Component {
  std::string name;
  std::string via_link;
  std::string link_target;
};

std::vector<std::string> split(const std::string& path) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= path.size()) {
    std::size_t end = path.find('/', start);
    if (end == std::string::npos) end = path.size();
    parts.push_back(path.substr(start, end - start));
    start = end + 1;
  }
  return parts;
}

std::string join(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "/") + p;
  return out;
}

bool meaningful(const std::string& component) { return !component.empty() && component != "."; }

// Quoted for a message, with NUL, CR and LF written as \0, \r, \n (a NUL would end the message)
// and bytes that are not UTF-8 as \xHH (the message stays valid text). Very long paths are cut.
std::string in_quotes(const std::string& s) {
  constexpr std::size_t kShown = 200;
  std::string out = "'";
  for (std::size_t i = 0; i < s.size() && i < kShown;) {
    const char c = s[i];
    const std::size_t n = utf8::sequence_length(s, i);
    if (n == 0) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02X", static_cast<unsigned char>(c));
      out += hex;
      ++i;
      continue;
    }
    out += c == '\0' ? "\\0" : c == '\r' ? "\\r" : c == '\n' ? "\\n" : s.substr(i, n);
    i += n;
  }
  if (s.size() > kShown) out += "…' (" + std::to_string(s.size()) + " bytes)";
  else out += "'";
  return out;
}

[[noreturn]] void outside(const std::string& written, const std::string& why) {
  throw StepError("PATH_OUTSIDE_ROOT", "path " + in_quotes(written) + " " + why, true);
}

}  // namespace

std::string parent_of(const std::string& rel) {
  const std::size_t slash = rel.rfind('/');
  return slash == std::string::npos ? "" : rel.substr(0, slash);
}

std::string name_of(const std::string& rel) {
  const std::size_t slash = rel.rfind('/');
  return slash == std::string::npos ? rel : rel.substr(slash + 1);
}

int open_directory_beneath(const std::string& root, const std::string& rel) {
  int fd = ::open(root.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (rel.empty() || fd < 0) return fd;
  for (const std::string& name : split(rel)) {
    const int next = ::openat(fd, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    const int saved = errno;
    ::close(fd);
    errno = saved;
    if (next < 0) return -1;
    fd = next;
  }
  return fd;
}

View::Resolved View::resolve(const std::string& written, bool follow_last) const {
  if (written.empty()) throw StepError("INVALID_PATH", "the path is empty");
  if (written.find('\0') != std::string::npos || written.find('\n') != std::string::npos ||
      written.find('\r') != std::string::npos)
    throw StepError("INVALID_PATH", "path " + in_quotes(written) + " contains a line break or NUL byte");
  if (const std::size_t bad = utf8::first_invalid(written); bad != std::string::npos)
    throw StepError("INVALID_PATH", "path " + in_quotes(written) + " is not valid UTF-8 (at byte " +
                                        std::to_string(bad + 1) + "); file names must be text");
  if (written[0] == '/') outside(written, "is absolute; paths must be relative to the root");

  std::deque<Component> pending;
  for (std::string& name : split(written)) pending.push_back({std::move(name), "", ""});
  std::vector<std::string> done;
  int links = 0;
  while (!pending.empty()) {
    const Component c = pending.front();
    pending.pop_front();
    if (!meaningful(c.name)) continue;
    if (c.name.size() > NAME_MAX)
      throw StepError("INVALID_PATH", "in path " + in_quotes(written) + ", a name is " + std::to_string(c.name.size()) +
                                          " bytes long; the file system allows " + std::to_string(NAME_MAX));
    if (c.name == "..") {
      if (done.empty()) {
        if (!c.via_link.empty())
          outside(written, "goes through symlink " + in_quotes(c.via_link) + " to " + in_quotes(c.link_target) +
                               ", which leaves the root through '..'");
        outside(written, "leaves the root through '..'");
      }
      done.pop_back();
      continue;
    }
    done.push_back(c.name);
    bool last = true;
    for (const Component& p : pending) last = last && !meaningful(p.name);
    const std::string rel = join(done);
    // PATH_MAX counts the terminating NUL; a longer path cannot be opened at all.
    if (absolute(rel).size() >= PATH_MAX)
      throw StepError("INVALID_PATH", "path " + in_quotes(written) + " is too long: inside the root it exceeds " +
                                          std::to_string(PATH_MAX - 1) + " bytes");
    switch (kind(rel)) {
      case Kind::symlink: {
        if (last && !follow_last) break;
        if (++links > kMaxLinks) throw StepError("SYMLINK_LOOP", "path " + in_quotes(written) + " has too many symlinks");
        const std::string link = absolute(rel);
        std::string target(PATH_MAX, '\0');
        const ssize_t n = ::readlink(link.c_str(), target.data(), target.size());
        if (n < 0) throw StepError("IO_ERROR", "cannot read symlink " + in_quotes(rel) + ": " + std::strerror(errno));
        target.resize(static_cast<std::size_t>(n));
        done.pop_back();
        std::string from_here = target;  // what is resolved next, from the link's directory
        if (!target.empty() && target[0] == '/') {  // absolute: must lie under the (canonical) root
          if (target != root_ && target.compare(0, root_.size() + 1, root_ + "/") != 0)
            outside(written, "goes through symlink " + in_quotes(rel) + " to " + in_quotes(target) + ", outside the root");
          from_here = target.substr(std::min(target.size(), root_.size() + 1));
          done.clear();
        }
        std::vector<Component> more;
        for (std::string& name : split(from_here)) more.push_back({std::move(name), rel, target});
        pending.insert(pending.begin(), more.begin(), more.end());
        break;
      }
      case Kind::file:
      case Kind::other:
        if (!last) throw StepError("NOT_A_DIRECTORY", "in path " + in_quotes(written) + ", " + in_quotes(rel) + " is not a directory");
        break;
      case Kind::directory:
      case Kind::absent: break;
    }
  }
  // Validation refuses a reserved name written in a path; this catches one reached through a
  // symlink or a '..' (telt-exec.md §2 Reserved names).
  for (const std::string& name : done)
    if (reserved_name(name))
      throw StepError("RESERVED_PATH", "path " + in_quotes(written) + " leads to " + in_quotes(join(done)) +
                                           ": names beginning with '.telt-' are reserved for the executor's journal "
                                           "and staging directories",
                      true);
  Resolved r;
  r.rel = join(done);
  r.kind = r.rel.empty() ? Kind::directory : kind(r.rel);
  return r;
}

Kind View::kind(const std::string& rel) const {
  // A planned file or removal at a proper prefix hides whatever the disk has below it.
  for (std::size_t slash = rel.find('/'); slash != std::string::npos; slash = rel.find('/', slash + 1)) {
    const auto it = planned_.find(rel.substr(0, slash));
    if (it != planned_.end() && it->second.kind != Kind::directory) return Kind::absent;
  }
  if (const auto it = planned_.find(rel); it != planned_.end()) return it->second.kind;
  struct stat st {};
  if (::lstat(absolute(rel).c_str(), &st) != 0) {
    if (errno == ENOENT || errno == ENOTDIR) return Kind::absent;
    throw StepError("IO_ERROR", "cannot examine " + in_quotes(rel) + ": " + std::strerror(errno));
  }
  if (S_ISLNK(st.st_mode)) return Kind::symlink;
  if (S_ISDIR(st.st_mode)) return Kind::directory;
  if (S_ISREG(st.st_mode)) return Kind::file;
  return Kind::other;
}

Content View::content(const std::string& rel) const {
  std::string on_disk = rel;
  if (const auto it = planned_.find(rel); it != planned_.end()) {
    if (!it->second.disk) return it->second.content;
    on_disk = *it->second.disk;
  }
  // O_NONBLOCK: if a FIFO or device took the file's place since it was examined, opening it must
  // not wait for a writer; anything but a regular file is then refused.
  const int fd = ::open(absolute(on_disk).c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) throw StepError("IO_ERROR", "cannot read " + in_quotes(rel) + ": " + std::strerror(errno));
  struct stat st {};
  const bool regular = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
  ::close(fd);
  if (!regular) throw StepError("NOT_A_FILE", in_quotes(rel) + " is no longer a regular file");
  if (max_file_bytes_ > 0 && static_cast<std::size_t>(st.st_size) > max_file_bytes_)
    throw StepError("FILE_TOO_LARGE", in_quotes(rel) + " has " + std::to_string(st.st_size) + " bytes; files over " +
                                          std::to_string(max_file_bytes_) + " bytes are not read (max_file_bytes)");
  auto file = std::make_shared<DiskFile>();
  file->path = absolute(on_disk);
  file->rel = rel;
  file->device = st.st_dev;
  file->inode = st.st_ino;
  file->size = st.st_size;
  file->modified = st.st_mtim;
  return Content::file(std::move(file));
}

mode_t View::mode(const std::string& rel) const {
  std::string on_disk = rel;
  if (const auto it = planned_.find(rel); it != planned_.end()) {
    if (!it->second.disk) return it->second.mode;
    on_disk = *it->second.disk;
  }
  struct stat st {};
  if (::lstat(absolute(on_disk).c_str(), &st) != 0)
    throw StepError("IO_ERROR", "cannot examine " + in_quotes(rel) + ": " + std::strerror(errno));
  return st.st_mode & 07777;
}

void View::put_file(const std::string& rel, Content content, mode_t mode) {
  planned_[rel] = Entry{Kind::file, std::move(content), mode, std::nullopt};
}

void View::move_file(const std::string& from, const std::string& to) {
  const auto it = planned_.find(from);
  if (it != planned_.end() && it->second.kind == Kind::file)
    planned_[to] = it->second;  // planned (in memory already), or moved before (on disk still)
  else
    planned_[to] = Entry{Kind::file, {}, 0, from};
  remove(from);
}

void View::add_directory(const std::string& rel) { planned_[rel] = Entry{Kind::directory, {}, 0, std::nullopt}; }

void View::remove(const std::string& rel) { planned_[rel] = Entry{Kind::absent, {}, 0, std::nullopt}; }

}  // namespace llmfmt::telt::exec
