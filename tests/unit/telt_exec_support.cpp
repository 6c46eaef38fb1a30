#include "telt_exec_support.h"

#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace telt_test {

namespace fs = std::filesystem;

namespace {

// The journals' tickets (docs/formats/telt-exec.md §7) go to a state directory of this test
// process, not the user's: $LLMFMT_STATE_DIR, set before any test runs, removed at exit.
struct StateDirectory {
  std::string path;
  StateDirectory() {
    std::string pattern = (fs::temp_directory_path() / "telt-state-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
    path = pattern;
    ::setenv("LLMFMT_STATE_DIR", path.c_str(), 1);
  }
  ~StateDirectory() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};
const StateDirectory state_directory;

}  // namespace

std::string state_dir() { return state_directory.path; }

TempDir::TempDir() {
  const bool shm = ::access("/dev/shm", W_OK) == 0 && fs::is_directory("/dev/shm");
  std::string pattern = ((shm ? fs::path("/dev/shm") : fs::temp_directory_path()) / "telt-exec-XXXXXX").string();
  std::vector<char> buffer(pattern.begin(), pattern.end());
  buffer.push_back('\0');
  if (!::mkdtemp(buffer.data())) throw std::runtime_error("mkdtemp failed");
  path = fs::canonical(buffer.data()).string();
}

TempDir::~TempDir() {
  std::error_code ec;  // make everything writable again, then remove it
  for (auto it = fs::recursive_directory_iterator(path, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
    if (it->is_directory(ec) && !it->is_symlink(ec)) fs::permissions(it->path(), fs::perms::owner_all, fs::perm_options::add, ec);
  fs::permissions(path, fs::perms::owner_all, fs::perm_options::add, ec);
  fs::remove_all(path, ec);
}

void write_file(const std::string& path, const std::string& content, int mode) {
  { std::ofstream(path, std::ios::binary) << content; }
  ::chmod(path.c_str(), static_cast<mode_t>(mode));
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

bool exists(const std::string& path) {
  struct stat st {};
  return ::lstat(path.c_str(), &st) == 0;
}

void make_dir(const std::string& path) { fs::create_directories(path); }

void make_symlink(const std::string& target, const std::string& link) {
  if (::symlink(target.c_str(), link.c_str()) != 0) throw std::runtime_error("symlink failed: " + link);
}

void age(const std::string& path) {
  const struct timespec times[2] = {{1000000000, 123456789}, {1000000000, 123456789}};
  ::utimensat(AT_FDCWD, path.c_str(), times, AT_SYMLINK_NOFOLLOW);
}

Snapshot snapshot(const std::string& root) {
  Snapshot out;
  std::vector<std::string> todo{""};
  while (!todo.empty()) {
    const std::string rel = todo.back();
    todo.pop_back();
    const std::string abs = rel.empty() ? root : root + "/" + rel;
    struct stat st {};
    if (::lstat(abs.c_str(), &st) != 0) continue;
    std::ostringstream d;
    d << "mode=" << std::oct << (st.st_mode & 07777) << std::dec << " mtime=" << st.st_mtim.tv_sec << "."
      << st.st_mtim.tv_nsec << " ";
    if (S_ISLNK(st.st_mode)) {
      d << "link->" << fs::read_symlink(abs).string();
    } else if (S_ISDIR(st.st_mode)) {
      d << "dir";
      for (const auto& entry : fs::directory_iterator(abs))
        todo.push_back((rel.empty() ? "" : rel + "/") + entry.path().filename().string());
    } else if (S_ISREG(st.st_mode)) {
      d << "file:" << read_file(abs);
    } else {
      d << "special";  // a FIFO or socket: reading it could block
    }
    out[rel.empty() ? "." : rel] = d.str();
  }
  return out;
}

std::string diff(const Snapshot& before, const Snapshot& after) {
  std::string out;
  for (const auto& [path, what] : before) {
    const auto it = after.find(path);
    if (it == after.end())
      out += "gone: " + path + "\n";
    else if (it->second != what)
      out += "changed: " + path + ": " + what.substr(0, 200) + " -> " + it->second.substr(0, 200) + "\n";
  }
  for (const auto& [path, what] : after)
    if (!before.count(path)) out += "new: " + path + ": " + what.substr(0, 200) + "\n";
  return out;
}

llmfmt::telt::ExecReport run(const std::string& telt, llmfmt::telt::ExecOptions options) {
  return llmfmt::telt::execute(llmfmt::telt::parse(telt), options);
}

llmfmt::telt::ExecReport run_past_path_check(const std::string& telt, llmfmt::telt::ExecOptions options) {
  llmfmt::telt::Result parsed = llmfmt::telt::parse(telt);
  std::vector<llmfmt::Diagnostic> kept;
  for (llmfmt::Diagnostic& d : parsed.diagnostics) {
    if (d.code != "HIDDEN_CHARACTER_IN_PATH" && d.code != "INVALID_PATH") {
      kept.push_back(std::move(d));
      continue;
    }
    for (llmfmt::telt::Block& block : parsed.document.blocks)
      for (llmfmt::telt::Command& command : block.commands)
        if (command.span.start.offset <= d.span.start.offset && d.span.start.offset < command.span.end.offset)
          command.valid = block.valid;
  }
  parsed.diagnostics = std::move(kept);
  parsed.block_contexts.resize(parsed.diagnostics.size());  // (not read by execute)
  return llmfmt::telt::execute(parsed, options);
}

}  // namespace telt_test
