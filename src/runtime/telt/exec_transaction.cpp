#include "runtime/telt/exec_transaction.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <cctype>
#include <cstdlib>
#include <set>
#include <sstream>
#include <sys/random.h>
#include <unistd.h>

#include "runtime/telt/exec_view.h"

namespace llmfmt::telt::exec {
namespace {

bool write_all(int fd, const char* data, std::size_t size) {
  std::size_t done = 0;
  while (done < size) {
    const ssize_t n = ::write(fd, data + done, size - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

bool write_all(int fd, const std::string& data) { return write_all(fd, data.data(), data.size()); }

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

// A journal field: one word, '%', blanks and line breaks as %XX; the root ("") is ".".
std::string field(const std::string& s) {
  if (s.empty()) return ".";
  std::string out;
  for (unsigned char c : s) {
    if (c == '%' || c <= ' ' || c == 0x7f) {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", c);
      out += hex;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

std::optional<std::string> unfield(const std::string& s) {
  if (s == ".") return std::string();
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '%') {
      out += s[i];
      continue;
    }
    if (i + 2 >= s.size() || !std::isxdigit(static_cast<unsigned char>(s[i + 1])) ||
        !std::isxdigit(static_cast<unsigned char>(s[i + 2])))
      return std::nullopt;
    out += static_cast<char>(std::stoi(s.substr(i + 1, 2), nullptr, 16));
    i += 2;
  }
  return out;
}

std::vector<std::string> words(const std::string& line) {
  std::vector<std::string> out;
  std::istringstream in(line);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// Version 2: the header line ends with the nonce of the journal's ticket (version 1 had none and
// is never executed: it cannot be told from a forgery).
constexpr const char* kJournalHeader = "llmfmt-telt-journal 2";
constexpr std::size_t kNonceHex = 32;
constexpr const char* kTicketHeader = "llmfmt-telt-ticket 1";

std::string random_nonce() {
  unsigned char bytes[kNonceHex / 2];
  std::size_t got = 0;
  while (got < sizeof bytes) {
    const ssize_t n = ::getrandom(bytes + got, sizeof bytes - got, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw StepError("IO_ERROR", std::string("no random bytes for the journal's nonce: ") + std::strerror(errno));
    got += static_cast<std::size_t>(n);
  }
  std::string out;
  for (unsigned char b : bytes) {
    char hex[3];
    std::snprintf(hex, sizeof hex, "%02x", b);
    out += hex;
  }
  return out;
}

bool is_nonce(const std::string& s) {
  if (s.size() != kNonceHex) return false;
  for (char c : s)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

std::string ticket_text(const std::string& root) { return std::string(kTicketHeader) + "\nroot " + field(root) + "\n"; }

// mkdir -p, each new directory 0700.
bool make_directories(const std::string& path) {
  for (std::size_t slash = path.find('/', 1);; slash = path.find('/', slash + 1)) {
    const std::string prefix = path.substr(0, slash);
    if (::mkdir(prefix.c_str(), 0700) != 0 && errno != EEXIST) return false;
    if (slash == std::string::npos) return true;
  }
}

bool read_small_file(int fd, std::string& out, std::size_t limit) {
  char buffer[4096];
  for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) != 0;) {
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    out.append(buffer, static_cast<std::size_t>(n));
    if (out.size() > limit) return false;
  }
  return true;
}

// A path read from a journal must stay inside the root (no absolute path, no "..").
bool inside(const std::string& rel) {
  if (!rel.empty() && rel[0] == '/') return false;
  std::istringstream parts(rel);
  for (std::string part; std::getline(parts, part, '/');)
    if (part == "..") return false;
  return true;
}

}  // namespace

std::string state_directory(const std::string& configured) {
  if (!configured.empty()) return configured;
  const char* own = std::getenv("LLMFMT_STATE_DIR");
  if (own && *own) return own;
  const char* xdg = std::getenv("XDG_STATE_HOME");
  if (xdg && *xdg == '/') return std::string(xdg) + "/llmfmt";
  const char* home = std::getenv("HOME");
  if (home && *home == '/') return std::string(home) + "/.local/state/llmfmt";
  return "";
}

// The ticket: a file named by the nonce in the state directory, naming the root. It is on disk
// before the journal exists; recovery executes a journal only when its ticket names that root.
void Transaction::write_ticket() {
  const std::string state = state_directory(options_.state_dir);
  if (state.empty())
    throw StepError("IO_ERROR", "no state directory for the journal's ticket: set LLMFMT_STATE_DIR or HOME");
  const std::string dir = state + "/telt-journals";
  nonce_ = random_nonce();
  const std::string path = dir + "/" + nonce_;
  auto fail = [&](const std::string& what) {
    throw StepError("IO_ERROR", "cannot " + what + " the journal's ticket '" + path + "': " + std::strerror(errno));
  };
  if (!make_directories(dir)) fail("make the directory of");
  Fd file;
  file.fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (file.fd < 0) fail("create");
  ticket_ = path;
  if (!write_all(file.fd, ticket_text(root_)) || ::fsync(file.fd) != 0) fail("write");
  Fd parent;
  parent.fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (parent.fd < 0 || ::fsync(parent.fd) != 0) fail("sync the directory of");
}

bool Transaction::verify_ticket(const std::string& nonce, std::string& problem) {
  const std::string state = state_directory(options_.state_dir);
  const std::string path = state + "/telt-journals/" + nonce;
  std::string text;
  Fd file;
  file.fd = state.empty() ? -1 : ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (file.fd < 0 || !read_small_file(file.fd, text, 1 << 16) || text != ticket_text(root_)) {
    problem = "the journal '" + absolute(kJournal) + "' has no ticket for this root in '" +
              (state.empty() ? std::string("(no state directory: set LLMFMT_STATE_DIR or HOME)") : state + "/telt-journals") +
              "': it was not written by `llmfmt exec` on this root as this user (a file that came with the tree, or "
              "one a program wrote?), so it is not executed; look at it, and delete it (and any .telt-staging-* "
              "directory) if no execution was interrupted here";
    return false;
  }
  ticket_ = path;
  nonce_ = nonce;
  return true;
}

const char* const kJournalExistsMessage =
    "the root has a journal (.telt-journal) left by an interrupted `llmfmt exec` (or one is running "
    "now); run `llmfmt exec --recover ROOT` to bring the tree back to a consistent state first";

Transaction::~Transaction() {
  if (journal_fd_ >= 0) {
    // Neither finished nor rolled back (an unexpected exception): what the journal names stays
    // for `llmfmt exec --recover`, which needs the backups in the staging directory.
    ::close(journal_fd_);
    if (staging_fd_ >= 0) ::close(staging_fd_);
    return;
  }
  if (!staging_.empty()) remove_staging();
}

// The seam: every change the transaction makes to the tree, and every fsync, is one step.
template <class Call>
void Transaction::step(const char* name, const std::string& rel, Call call) {
  if (options_.interrupt && options_.interrupt->load())
    throw StepError("INTERRUPTED", describe(name, rel, "interrupted (SIGINT or SIGTERM) before it started"));
  if (options_.fail_step && options_.fail_step(name, rel)) {
    const int injected = options_.fail_errno != 0 ? options_.fail_errno : EIO;
    throw StepError("IO_ERROR", describe(name, rel, std::string(std::strerror(injected)) + " (injected)"));
  }
  if (call() != 0) throw StepError("IO_ERROR", describe(name, rel, std::strerror(errno)));
}

// Appends records to the journal; each is on disk before the change it announces is made.
void Transaction::journal(const std::string& records) {
  step("journal_write", kJournal, [&] { return write_all(journal_fd_, records) ? 0 : -1; });
  step("journal_sync", kJournal, [&] { return ::fdatasync(journal_fd_); });
}

// Remembers a directory's times before the transaction first changes it; returns its journal
// record ("" when already remembered).
std::string Transaction::remember_directory(const std::string& rel) {
  if (directories_.count(rel)) return "";
  struct stat st {};
  Fd dir;  // the directory itself, reached without following symlinks (its times are restored the same way)
  dir.fd = open_directory_beneath(root_, rel);
  if (dir.fd < 0 || ::fstat(dir.fd, &st) != 0) return "";
  directories_.emplace(rel, st);
  return "dir " + field(rel) + " " + std::to_string(st.st_atim.tv_sec) + " " + std::to_string(st.st_atim.tv_nsec) +
         " " + std::to_string(st.st_mtim.tv_sec) + " " + std::to_string(st.st_mtim.tv_nsec) + "\n";
}

std::string Transaction::staging_name(char prefix) { return prefix + std::to_string(counter_++); }

// The journal first (created exclusively: a second transaction on the root stops here), then the
// staging directory it names, then the root is fsync'd so that both entries are on disk.
void Transaction::ensure_staging() {
  if (journal_fd_ >= 0) return;
  const std::string root_record = remember_directory("");
  const std::string journal_path = absolute(kJournal);
  write_ticket();
  int journal_errno = 0;  // stays 0 when the failure was injected
  try {
    step("journal_open", kJournal, [&] {
      journal_fd_ = ::open(journal_path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
      journal_errno = journal_fd_ < 0 ? errno : 0;
      return journal_fd_ < 0 ? -1 : 0;
    });
  } catch (const StepError&) {
    ::unlink(ticket_.c_str());  // no journal of ours: its ticket goes
    ticket_.clear();
    if (journal_errno == EEXIST) throw StepError("JOURNAL_EXISTS", kJournalExistsMessage);
    throw;
  }
  journal(std::string(kJournalHeader) + " " + nonce_ + "\n" + root_record);
  for (int attempt = 0;; ++attempt) {
    const std::string name = ".telt-staging-" + std::to_string(::getpid()) + "-" + std::to_string(attempt);
    struct stat st {};
    if (::lstat(absolute(name).c_str(), &st) == 0 && attempt < 100) continue;  // someone else's: the next name
    journal("staging " + field(name) + "\n");  // before it exists: recovery removes it if it does
    step("stage_dir", name, [&] { return ::mkdir(absolute(name).c_str(), 0700); });
    staging_fd_ = ::open(absolute(name).c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (staging_fd_ < 0) throw StepError("IO_ERROR", describe("stage_dir", name, std::strerror(errno)));
    staging_ = absolute(name);
    break;
  }
  sync_directory("");
}

void Transaction::sync_directory(const std::string& rel) {
  Fd dir;
  step("sync_dir", rel, [&] {
    dir.fd = ::open(absolute(rel).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    return dir.fd < 0 ? -1 : ::fsync(dir.fd);
  });
}

void Transaction::stage(Op& op) {
  if (op.type != Op::Type::write) return;
  current_command_ = op.command;
  op.temp = staging_name('w');
  Fd file;
  step("open", op.path, [&] {
    file.fd = ::openat(staging_fd_, op.temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    return file.fd < 0 ? -1 : 0;
  });
  // A replaced file keeps its owner where we may set it (as root), then its permission bits
  // (fchown clears set-user-ID bits, so fchmod comes second). Not a step: its failure is expected
  // for an unprivileged user (the file becomes ours, as with any editor) and changes nothing.
  struct stat original {};
  if (op.mode && ::lstat(absolute(op.path).c_str(), &original) == 0 && S_ISREG(original.st_mode) &&
      ::fchown(file.fd, original.st_uid, original.st_gid) != 0) {
  }
  // One step however large the content: its pieces are streamed from the block's text and the
  // files they come from (which must be unchanged since planning: FILE_CHANGED otherwise).
  step("write", op.path, [&] {
    bool written = true;
    op.content.stream([&](const char* data, std::size_t n) { return written = write_all(file.fd, data, n); },
                      options_.interrupt);
    return written ? 0 : -1;
  });
  if (op.mode) step("chmod", op.path, [&] { return ::fchmod(file.fd, *op.mode); });
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

// Each operation is announced in the journal (with the directories it changes) before it is made,
// and made relative to its directory opened beneath the root.
void Transaction::commit(Op& op) {
  current_command_ = op.command;
  check_unchanged(op.path);
  if (op.type == Op::Type::move) check_unchanged(op.from);
  std::string records = remember_directory(parent_of(op.path));
  to_sync_.push_back(parent_of(op.path));
  Fd parent;
  parent.fd = open_parent(root_, op.path);
  const std::string name = name_of(op.path);
  switch (op.type) {
    case Op::Type::mkdir:
      journal(records + "mkdir " + field(op.path) + "\n");
      step("mkdir", op.path, [&] { return ::mkdirat(parent.fd, name.c_str(), 0777); });
      break;
    case Op::Type::write: {
      struct stat st {};
      const std::string backup =
          ::fstatat(parent.fd, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0 ? staging_name('b') : "";
      journal(records + "write " + field(op.path) + " " + (backup.empty() ? "-" : field(backup)) + "\n");
      if (!backup.empty()) {
        step("backup", op.path, [&] { return ::linkat(parent.fd, name.c_str(), staging_fd_, backup.c_str(), 0); });
        op.backup = backup;
        // The backup's entry is on disk before the original's name is taken over.
        step("sync_staging", op.path, [&] { return ::fsync(staging_fd_); });
      }
      step("rename", op.path, [&] { return ::renameat(staging_fd_, op.temp.c_str(), parent.fd, name.c_str()); });
      op.temp.clear();
      break;
    }
    case Op::Type::remove: {
      const std::string backup = staging_name('b');
      journal(records + "remove " + field(op.path) + " " + field(backup) + "\n");
      step("delete", op.path, [&] { return ::renameat(parent.fd, name.c_str(), staging_fd_, backup.c_str()); });
      op.backup = backup;
      break;
    }
    case Op::Type::move: {
      records += remember_directory(parent_of(op.from));
      to_sync_.push_back(parent_of(op.from));
      Fd from_parent;
      from_parent.fd = open_parent(root_, op.from);
      journal(records + "move " + field(op.from) + " " + field(op.path) + "\n");
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
  for (const std::string& rel : std::set<std::string>(to_sync_.begin(), to_sync_.end())) sync_directory(rel);
}

void Transaction::seal() {
  if (journal_fd_ >= 0) journal("committed\n");
}

// Recovery: whether a change the journal announced is in place (made, and not undone yet). A new file
// or directory needs no check (undoing it tolerates its absence). `unknown` when a directory on the
// way cannot be opened for another reason than its absence (a program swapped it for a symlink
// just now): then the move may be in place, and skipping its undo would report a rollback clean
// that left it (the racer test found it).
Transaction::Made Transaction::made(const Op& op) const {
  struct stat st {};
  switch (op.type) {
    case Op::Type::mkdir: return Made::yes;
    case Op::Type::write:  // the backup link comes first; restoring it when the rename did not happen is a no-op
    case Op::Type::remove:
      return op.backup.empty() ||
                     (staging_fd_ >= 0 && ::fstatat(staging_fd_, op.backup.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0)
                 ? Made::yes
                 : Made::no;
    case Op::Type::move: {
      // Made: the target is there, and the source is not (or its directory is gone).
      const auto absent = [] { return errno == ENOENT ? Made::no : Made::unknown; };
      Fd to, from;
      to.fd = open_directory_beneath(root_, parent_of(op.path));
      if (to.fd < 0 || ::fstatat(to.fd, name_of(op.path).c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) return absent();
      from.fd = open_directory_beneath(root_, parent_of(op.from));
      if (from.fd < 0) return errno == ENOENT ? Made::yes : Made::unknown;
      if (::fstatat(from.fd, name_of(op.from).c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0) return Made::no;
      return errno == ENOENT ? Made::yes : Made::unknown;
    }
  }
  return Made::yes;
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
    // A program may have made a directory on the way a symlink: never undo through it. The check
    // names the link; the undo itself then works relative to directories opened one component at
    // a time with O_NOFOLLOW (as the commit does), so a swap after the check is refused too.
    std::optional<std::string> link = symlinked_directory(op.path);
    if (!link && op.type == Op::Type::move) link = symlinked_directory(op.from);
    if (link) {
      problems.push_back("could not undo the change to '" + op.path + "': '" + *link + "' became a symlink");
      undo_failed_commands_.insert(op.command);
      continue;
    }
    if (op.uncertain) {
      const Made in_place = made(op);
      if (in_place == Made::no) continue;
      if (in_place == Made::unknown) {
        undo(false, "tell whether '" + op.path + "' was changed (a directory on the way could not be opened)");
        continue;
      }
    }
    Fd parent;
    parent.fd = open_directory_beneath(root_, parent_of(op.path));
    const int parent_errno = errno;
    const std::string name = name_of(op.path);
    // A new directory or file already gone (a program removed it; recovery of a change that was
    // announced but not made; its directory gone too) is as it was before.
    const bool creation = op.type == Op::Type::mkdir || (op.type == Op::Type::write && op.backup.empty());
    if (parent.fd < 0) {
      if (creation && parent_errno == ENOENT) continue;
      errno = parent_errno;
      undo(false, "open the directory of '" + op.path + "' (" +
                      (parent_errno == ELOOP || parent_errno == ENOTDIR ? "a directory on the way became a symlink or file"
                                                                        : std::string(std::strerror(parent_errno))) + ")");
      continue;
    }
    switch (op.type) {
      case Op::Type::mkdir:
        undo(::unlinkat(parent.fd, name.c_str(), AT_REMOVEDIR) == 0 || errno == ENOENT, "remove directory '" + op.path + "'");
        break;
      case Op::Type::write:
        if (op.backup.empty())
          undo(::unlinkat(parent.fd, name.c_str(), 0) == 0 || errno == ENOENT, "remove new file '" + op.path + "'");
        else
          undo(::renameat(staging_fd_, op.backup.c_str(), parent.fd, name.c_str()) == 0, "restore '" + op.path + "'");
        break;
      case Op::Type::remove:
        undo(::renameat(staging_fd_, op.backup.c_str(), parent.fd, name.c_str()) == 0, "restore '" + op.path + "'");
        break;
      case Op::Type::move: {
        Fd from_parent;
        from_parent.fd = open_directory_beneath(root_, parent_of(op.from));
        undo(from_parent.fd >= 0 &&
                 ::renameat(parent.fd, name.c_str(), from_parent.fd, name_of(op.from).c_str()) == 0,
             "move '" + op.path + "' back to '" + op.from + "'");
        break;
      }
    }
  }
  committed_.clear();
  pending_.clear();
  if (!problems.empty() && journal_fd_ >= 0) {
    // The staging directory may hold the only copy of an original: keep it, and the journal.
    problems.push_back("the originals are kept in '" + staging_ + "' and the journal '" + absolute(kJournal) +
                       "' is left: fix the cause, then run `llmfmt exec --recover " + root_ + "`");
    ::close(journal_fd_);
    journal_fd_ = -1;
    ::close(staging_fd_);
    staging_fd_ = -1;
    staging_.clear();
    directories_.clear();
    return problems;
  }
  for (std::string& p : remove_staging()) problems.push_back(std::move(p));
  // Directories get their times back while the journal still names them (a kill from here on is
  // recovered by doing this again); removing the journal then changes the root's once more.
  restore_directory_times(false, problems);
  for (std::string& p : remove_journal()) problems.push_back(std::move(p));
  restore_directory_times(true, problems);
  directories_.clear();
  return problems;
}

// Those whose modification time did change; never through a symlink.
void Transaction::restore_directory_times(bool root_only, std::vector<std::string>& problems) {
  for (const auto& [rel, st] : directories_) {
    if (root_only && !rel.empty()) continue;
    const std::string abs = absolute(rel);
    Fd dir;  // opened beneath the root without following any symlink, then changed through the descriptor
    dir.fd = open_directory_beneath(root_, rel);
    if (dir.fd < 0 && (errno == ELOOP || errno == ENOTDIR)) {  // gone is fine (a new directory undone)
      problems.push_back("could not restore the times of '" + abs + "': a directory on the way became a symlink or file");
      continue;
    }
    struct stat now {};
    if (dir.fd < 0 || ::fstat(dir.fd, &now) != 0) continue;
    if (now.st_mtim.tv_sec == st.st_mtim.tv_sec && now.st_mtim.tv_nsec == st.st_mtim.tv_nsec) continue;
    const struct timespec times[2] = {st.st_atim, st.st_mtim};
    if (::futimens(dir.fd, times) != 0)
      problems.push_back("could not restore the times of '" + abs + "': " + std::strerror(errno));
  }
}

std::vector<std::string> Transaction::finish() {
  committed_.clear();
  directories_.clear();
  // The block is complete: leftovers that cannot be removed are warnings, not a reason to keep
  // the journal (which would stop the next execution).
  std::vector<std::string> problems = remove_staging();
  for (std::string& p : remove_journal()) problems.push_back(std::move(p));
  return problems;
}

std::vector<std::string> Transaction::remove_journal() {
  if (journal_fd_ < 0) return {};
  ::close(journal_fd_);
  journal_fd_ = -1;
  if (::unlink(absolute(kJournal).c_str()) != 0 && errno != ENOENT)
    return {"could not remove the journal '" + absolute(kJournal) + "': " + std::strerror(errno)};
  // The ticket last: a kill before this leaves a ticket without a journal, which is harmless (its
  // nonce is never used again).
  if (!ticket_.empty()) ::unlink(ticket_.c_str());
  ticket_.clear();
  return {};
}

bool Transaction::load_journal(std::string& problem, bool& sealed) {
  sealed = false;
  const std::string path = absolute(kJournal);
  journal_fd_ = ::open(path.c_str(), O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (journal_fd_ < 0) {
    problem = "cannot open the journal '" + path + "': " + std::strerror(errno);
    return false;
  }
  struct stat journal_stat {};
  if (::fstat(journal_fd_, &journal_stat) != 0 || !S_ISREG(journal_stat.st_mode)) {
    problem = "the journal '" + path + "' is not a regular file: it is not executed";
    return false;
  }
  std::string text;
  char buffer[65536];
  for (ssize_t n; (n = ::read(journal_fd_, buffer, sizeof buffer)) != 0;) {
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      problem = "cannot read the journal '" + path + "': " + std::strerror(errno);
      return false;
    }
    text.append(buffer, static_cast<std::size_t>(n));
  }
  // A last line without its newline is a record whose write was cut short: its change was never
  // started (each record is on disk before its change is made). A journal cut short in its first
  // line names nothing: removing it is all there is to do.
  const std::string prefix = std::string(kJournalHeader) + " ";
  const std::size_t first_end = text.find('\n');
  if (first_end == std::string::npos) {
    const std::size_t n = std::min(text.size(), prefix.size());
    const std::string nonce = text.size() > prefix.size() ? text.substr(prefix.size()) : "";
    if (prefix.compare(0, n, text, 0, n) == 0 && nonce.size() <= kNonceHex &&
        nonce.find_first_not_of("0123456789abcdef") == std::string::npos)
      return true;
  }
  const std::string first = text.substr(0, first_end);
  if (first.rfind("llmfmt-telt-journal 1", 0) == 0 && first.size() == 21) {
    problem = "the journal '" + path + "' is of version 1 (an older llmfmt), which has no ticket and cannot be told "
              "from a forgery: it is not executed; if that llmfmt was interrupted here, recover with it, else delete the journal";
    return false;
  }
  if (first_end == std::string::npos || first.compare(0, prefix.size(), prefix) != 0 || !is_nonce(first.substr(prefix.size()))) {
    problem = "the journal '" + path + "' is not an llmfmt TELT journal (its first line is not '" + kJournalHeader +
              " NONCE'): it is not executed";
    return false;
  }
  if (!verify_ticket(first.substr(prefix.size()), problem)) return false;
  const std::string header = first + "\n";
  std::size_t line_no = 1, start = header.size();
  std::string staging;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
    ++line_no;
    const std::string line = text.substr(start, end - start);
    const std::vector<std::string> w = words(line);
    std::vector<std::string> f;
    for (std::size_t i = 1; i < w.size(); ++i) {
      if (auto v = unfield(w[i])) f.push_back(*v);
    }
    const std::string kind = w.empty() ? "" : w[0];
    bool fields_ok = f.size() + 1 == w.size();
    for (std::size_t i = 0; i < f.size() && (kind != "dir" || i == 0); ++i)
      fields_ok = fields_ok && inside(f[i]);
    if (kind == "committed" && f.empty()) {
      sealed = true;
    } else if (kind == "staging" && fields_ok && f.size() == 1) {
      staging = f[0];
    } else if (kind == "dir" && fields_ok && f.size() == 5) {
      struct stat st {};
      try {
        st.st_atim = {std::stoll(f[1]), std::stol(f[2])};
        st.st_mtim = {std::stoll(f[3]), std::stol(f[4])};
      } catch (const std::exception&) {
        problem = "the journal '" + path + "' has bad times at line " + std::to_string(line_no) + ": " + line;
        return false;
      }
      directories_.emplace(f[0], st);
    } else if (kind == "mkdir" && fields_ok && f.size() == 1) {
      committed_.push_back(Op{Op::Type::mkdir, f[0], "", {}, std::nullopt, "", "", 0, false});
    } else if (kind == "write" && fields_ok && f.size() == 2) {
      committed_.push_back(Op{Op::Type::write, f[0], "", {}, std::nullopt, "", w[2] == "-" ? "" : f[1], 0, false});
    } else if (kind == "remove" && fields_ok && f.size() == 2) {
      committed_.push_back(Op{Op::Type::remove, f[0], "", {}, std::nullopt, "", f[1], 0, false});
    } else if (kind == "move" && fields_ok && f.size() == 2) {
      committed_.push_back(Op{Op::Type::move, f[1], f[0], {}, std::nullopt, "", "", 0, false});
    } else {
      problem = "the journal '" + path + "' is not understood at line " + std::to_string(line_no) + ": " + line;
      return false;
    }
  }
  if (!staging.empty()) {
    if (staging.find('/') != std::string::npos || staging.rfind(".telt-staging-", 0) != 0) {
      problem = "the journal '" + path + "' names '" + staging + "' as its staging directory";
      return false;
    }
    staging_fd_ = ::open(absolute(staging).c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (staging_fd_ >= 0) staging_ = absolute(staging);
  }
  // Every change announced was made, except perhaps the last; but a rollback (or a recovery)
  // that was itself interrupted may have undone some already: rollback() checks each one.
  for (Op& op : committed_) op.uncertain = true;
  return true;
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
  Fd root;
  root.fd = open_directory_beneath(root_, "");
  if (root.fd < 0 || ::unlinkat(root.fd, name_of(staging_).c_str(), AT_REMOVEDIR) != 0)
    problems.push_back("could not remove '" + staging_ + "': " + std::strerror(errno));
  staging_.clear();
  return problems;
}

}  // namespace llmfmt::telt::exec
