#include "telt/exec_transaction.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <set>
#include <unistd.h>

#include "telt/exec_view.h"

namespace llmfmt::telt::exec {
namespace {

bool write_all(int fd, const std::string& data) {
  std::size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = ::write(fd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

struct Fd {
  int fd = -1;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

// renameat() that never replaces an existing destination.
int rename_no_replace(int from_dir, const std::string& from, int to_dir, const std::string& to) {
  if (::renameat2(from_dir, from.c_str(), to_dir, to.c_str(), RENAME_NOREPLACE) == 0) return 0;
  if (errno != EINVAL && errno != ENOSYS) return -1;
  struct stat st {};  // the filesystem lacks RENAME_NOREPLACE: check, then rename
  if (::fstatat(to_dir, to.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0) {
    errno = EEXIST;
    return -1;
  }
  return ::renameat(from_dir, from.c_str(), to_dir, to.c_str());
}

std::string describe(const char* step, const std::string& rel, const std::string& why) {
  return std::string(step) + " '" + (rel.empty() ? "." : rel) + "' failed: " + why;
}

}  // namespace

Transaction::~Transaction() {
  if (!staging_.empty()) remove_staging();
}

template <class Call>
void Transaction::step(const char* name, const std::string& rel, Call call) {
  if (options_.fail_step && options_.fail_step(name, rel))
    throw StepError("IO_ERROR", describe(name, rel, std::string(std::strerror(EIO)) + " (injected)"));
  if (call() != 0) throw StepError("IO_ERROR", describe(name, rel, std::strerror(errno)));
}

void Transaction::remember_directory(const std::string& rel) {
  if (directories_.count(rel)) return;
  struct stat st {};
  if (::stat(absolute(rel).c_str(), &st) == 0) directories_.emplace(rel, st);
}

std::string Transaction::staging_name(char prefix) { return prefix + std::to_string(counter_++); }

void Transaction::ensure_staging() {
  if (!staging_.empty()) return;
  remember_directory("");
  for (int attempt = 0;; ++attempt) {
    const std::string name = ".telt-staging-" + std::to_string(::getpid()) + "-" + std::to_string(attempt);
    const std::string abs = absolute(name);
    if (options_.fail_step && options_.fail_step("stage_dir", name))
      throw StepError("IO_ERROR", describe("stage_dir", name, std::string(std::strerror(EIO)) + " (injected)"));
    if (::mkdir(abs.c_str(), 0700) == 0) {
      staging_fd_ = ::open(abs.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      if (staging_fd_ < 0) throw StepError("IO_ERROR", describe("stage_dir", name, std::strerror(errno)));
      staging_ = abs;
      return;
    }
    if (errno != EEXIST || attempt > 100) throw StepError("IO_ERROR", describe("stage_dir", name, std::strerror(errno)));
  }
}

void Transaction::stage(Op& op) {
  if (op.type != Op::Type::write) return;
  current_command_ = op.command;
  op.temp = staging_name('w');
  Fd file;
  step("write", op.path, [&] {
    file.fd = ::openat(staging_fd_, op.temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (file.fd < 0) return -1;
    // A replaced file keeps its owner where we may set it (as root), then its permission bits
    // (fchown clears set-user-ID bits, so fchmod comes second).
    struct stat original {};
    if (op.mode && ::lstat(absolute(op.path).c_str(), &original) == 0 && S_ISREG(original.st_mode) &&
        ::fchown(file.fd, original.st_uid, original.st_gid) != 0) {
      // not permitted for an unprivileged user: the file becomes ours, as with any editor
    }
    return write_all(file.fd, op.content) && (!op.mode || ::fchmod(file.fd, *op.mode) == 0) ? 0 : -1;
  });
  step("fsync", op.path, [&] { return ::fsync(file.fd); });
}

// The plan resolved every symlink; if a directory on the way became a symlink since (a program
// of the block, another process), the path could now lead elsewhere. Returns that directory.
std::optional<std::string> Transaction::symlinked_directory(const std::string& rel) const {
  for (std::size_t slash = rel.find('/'); slash != std::string::npos; slash = rel.find('/', slash + 1)) {
    struct stat st {};
    if (::lstat(absolute(rel.substr(0, slash)).c_str(), &st) == 0 && S_ISLNK(st.st_mode)) return rel.substr(0, slash);
  }
  return std::nullopt;
}

// Refuses rather than follows such a path.
void Transaction::check_unchanged(const std::string& rel) const {
  if (const auto link = symlinked_directory(rel))
    throw StepError("PATH_OUTSIDE_ROOT", "'" + *link + "' became a symlink after planning", true);
}

// The directory holding `rel`, opened without following any symlink (exec_view.h): a directory
// swapped for a link after check_unchanged() is refused here or, once opened, no longer matters.
static int open_parent(const std::string& root, const std::string& rel) {
  const int fd = open_directory_beneath(root, parent_of(rel));
  if (fd >= 0) return fd;
  if (errno == ELOOP || errno == ENOTDIR)
    throw StepError("PATH_OUTSIDE_ROOT", "a directory on the way to '" + rel + "' became a symlink or file after planning", true);
  throw StepError("IO_ERROR", describe("open directory", parent_of(rel), std::strerror(errno)));
}

void Transaction::commit(Op& op) {
  current_command_ = op.command;
  check_unchanged(op.path);
  if (op.type == Op::Type::move) check_unchanged(op.from);
  remember_directory(parent_of(op.path));
  to_sync_.push_back(parent_of(op.path));
  Fd parent;
  parent.fd = open_parent(root_, op.path);
  const std::string name = name_of(op.path);
  switch (op.type) {
    case Op::Type::mkdir:
      step("mkdir", op.path, [&] { return ::mkdirat(parent.fd, name.c_str(), 0777); });
      break;
    case Op::Type::write: {
      struct stat st {};
      if (::fstatat(parent.fd, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0) {
        const std::string backup = staging_name('b');
        step("backup", op.path, [&] { return ::linkat(parent.fd, name.c_str(), staging_fd_, backup.c_str(), 0); });
        op.backup = backup;
      }
      step("rename", op.path, [&] { return ::renameat(staging_fd_, op.temp.c_str(), parent.fd, name.c_str()); });
      op.temp.clear();
      break;
    }
    case Op::Type::remove: {
      const std::string backup = staging_name('b');
      step("delete", op.path, [&] { return ::renameat(parent.fd, name.c_str(), staging_fd_, backup.c_str()); });
      op.backup = backup;
      break;
    }
    case Op::Type::move: {
      remember_directory(parent_of(op.from));
      to_sync_.push_back(parent_of(op.from));
      Fd from_parent;
      from_parent.fd = open_parent(root_, op.from);
      step("move", op.from, [&] { return rename_no_replace(from_parent.fd, name_of(op.from), parent.fd, name); });
      break;
    }
  }
  committed_.push_back(op);
  committed_commands_.insert(op.command);
}

void Transaction::flush() {
  if (pending_.empty()) return;
  std::vector<Op> ops;
  ops.swap(pending_);
  current_command_ = ops.front().command;
  ensure_staging();
  for (Op& op : ops) stage(op);
  to_sync_.clear();
  for (Op& op : ops) commit(op);
  current_command_ = ops.back().command;
  for (const std::string& rel : std::set<std::string>(to_sync_.begin(), to_sync_.end())) {
    Fd dir;
    step("sync_dir", rel, [&] {
      dir.fd = ::open(absolute(rel).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
      return dir.fd < 0 ? -1 : ::fsync(dir.fd);
    });
  }
}

std::vector<std::string> Transaction::rollback() {
  std::vector<std::string> problems;
  const Op* current = nullptr;
  auto undo = [&](bool ok, const std::string& what) {
    if (ok) return;
    problems.push_back("could not undo: " + what + ": " + std::strerror(errno));
    undo_failed_commands_.insert(current->command);
  };
  for (auto it = committed_.rbegin(); it != committed_.rend(); ++it) {
    const Op& op = *it;
    current = &op;
    const std::string abs = absolute(op.path);
    // A program may have made a directory on the way a symlink: never undo through it.
    std::optional<std::string> link = symlinked_directory(op.path);
    if (!link && op.type == Op::Type::move) link = symlinked_directory(op.from);
    if (link) {
      problems.push_back("could not undo the change to '" + op.path + "': '" + *link + "' became a symlink");
      undo_failed_commands_.insert(op.command);
      continue;
    }
    switch (op.type) {
      case Op::Type::mkdir: undo(::rmdir(abs.c_str()) == 0, "remove directory '" + op.path + "'"); break;
      case Op::Type::write:
        if (op.backup.empty())
          undo(::unlink(abs.c_str()) == 0, "remove new file '" + op.path + "'");
        else
          undo(::renameat(staging_fd_, op.backup.c_str(), AT_FDCWD, abs.c_str()) == 0, "restore '" + op.path + "'");
        break;
      case Op::Type::remove:
        undo(::renameat(staging_fd_, op.backup.c_str(), AT_FDCWD, abs.c_str()) == 0, "restore '" + op.path + "'");
        break;
      case Op::Type::move:
        undo(::rename(abs.c_str(), absolute(op.from).c_str()) == 0, "move '" + op.path + "' back to '" + op.from + "'");
        break;
    }
  }
  committed_.clear();
  pending_.clear();
  for (std::string& p : remove_staging()) problems.push_back(std::move(p));
  // Last, so that nothing above changes them again: directories get their times back (those
  // whose modification time did change; never through a symlink).
  for (const auto& [rel, st] : directories_) {
    const std::string abs = absolute(rel);
    struct stat now {};
    if (symlinked_directory(rel) || ::lstat(abs.c_str(), &now) != 0 || !S_ISDIR(now.st_mode)) continue;
    if (now.st_mtim.tv_sec == st.st_mtim.tv_sec && now.st_mtim.tv_nsec == st.st_mtim.tv_nsec) continue;
    const struct timespec times[2] = {st.st_atim, st.st_mtim};
    if (::utimensat(AT_FDCWD, abs.c_str(), times, AT_SYMLINK_NOFOLLOW) != 0)
      problems.push_back("could not restore the times of '" + abs + "': " + std::strerror(errno));
  }
  directories_.clear();
  return problems;
}

std::vector<std::string> Transaction::finish() {
  committed_.clear();
  directories_.clear();
  return remove_staging();
}

std::vector<std::string> Transaction::remove_staging() {
  std::vector<std::string> problems;
  if (staging_.empty()) return problems;
  // Through the descriptor: if a program moved the directory or put a symlink in its place, the
  // entries removed are still ours, never what a link points to.
  const int listing = ::dup(staging_fd_);
  if (DIR* dir = listing < 0 ? nullptr : ::fdopendir(listing)) {
    while (const dirent* entry = ::readdir(dir)) {
      const std::string name = entry->d_name;
      if (name == "." || name == "..") continue;
      if (::unlinkat(staging_fd_, name.c_str(), 0) != 0)
        problems.push_back("could not remove '" + staging_ + "/" + name + "': " + std::strerror(errno));
    }
    ::closedir(dir);
  } else if (listing >= 0) {
    ::close(listing);
  }
  ::close(staging_fd_);
  staging_fd_ = -1;
  if (::rmdir(staging_.c_str()) != 0) problems.push_back("could not remove '" + staging_ + "': " + std::strerror(errno));
  staging_.clear();
  return problems;
}

}  // namespace llmfmt::telt::exec
