// TELT execution under faults and kills (docs/formats/telt-exec.md §3 Transactions, §7
// Interruptions): every filesystem call of a block failed in turn, with several errno values,
// leaves the tree byte-identical; a process killed at every step leaves a journal that
// recover() turns into the old or the new tree.
#include <catch2/catch.hpp>
#include <cerrno>
#include <cstring>
#include <regex>
#include <set>
#include <stdexcept>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "telt_exec_support.h"

using namespace llmfmt::telt;
using namespace telt_test;

namespace {

std::string block_of(const std::string& commands) { return "#!telt [3-char SHA: f4u]\n" + commands; }

const std::string kCreate = "=== CREATE_FILE ===\n--FILE f4u--\nnew/deep/n.txt\n--CONTENT f4u--\nfresh\n--END f4u--\n";
const std::string kReplace = "=== REPLACE_IN_FILE ===\n--FILE f4u--\na.txt\n--FIND f4u--\nalpha\n--REPLACE f4u--\nALPHA\n--END f4u--\n";
const std::string kAppend = "=== CREATE_FILE ===\n--FILE f4u--\nsub/b.txt\n--CONTENT f4u--\n+more\n--MODES f4u--\nappend\n--END f4u--\n";
const std::string kOverwrite = "=== CREATE_FILE ===\n--FILE f4u--\nsub/b.txt\n--CONTENT f4u--\nwhole\n--END f4u--\n";
const std::string kDelete = "=== DELETE_FILE ===\n--FILE f4u--\ndel.txt\n--END f4u--\n";
const std::string kMove = "=== MOVE_FILE ===\n--FROM f4u--\nmv.txt\n--TO f4u--\nmoved/m.txt\n--END f4u--\n";
// The same file created, edited, moved and deleted within one block.
const std::string kChain = "=== CREATE_FILE ===\n--FILE f4u--\nsub/c.txt\n--CONTENT f4u--\none two\n--END f4u--\n"
                           "=== REPLACE_IN_FILE ===\n--FILE f4u--\nsub/c.txt\n--FIND f4u--\ntwo\n--REPLACE f4u--\n2\n--END f4u--\n"
                           "=== MOVE_FILE ===\n--FROM f4u--\nsub/c.txt\n--TO f4u--\nc2.txt\n--END f4u--\n"
                           "=== DELETE_FILE ===\n--FILE f4u--\nc2.txt\n--END f4u--\n";

struct Case {
  const char* name;
  std::string telt;
};

std::vector<Case> cases() {
  return {{"create in new directories", block_of(kCreate)},
          {"replace", block_of(kReplace)},
          {"append", block_of(kAppend)},
          {"overwrite", block_of(kOverwrite)},
          {"delete", block_of(kDelete)},
          {"move", block_of(kMove)},
          {"chain on one file", block_of(kChain)},
          {"every command", block_of(kCreate + kReplace + kAppend + kDelete + kMove + kChain)}};
}

void build_tree(const TempDir& root) {
  write_file(root / "a.txt", "alpha beta\n", 0640);
  make_dir(root / "sub");
  write_file(root / "sub/b.txt", "bee", 0600);
  write_file(root / "del.txt", "delete me", 0644);
  write_file(root / "mv.txt", "move me", 0755);
  for (const char* p : {"a.txt", "sub/b.txt", "del.txt", "mv.txt", "sub", "."}) age(root / p);
}

// The steps (name and path) of a clean run.
std::vector<std::string> clean_steps(const std::string& telt) {
  TempDir root;
  build_tree(root);
  std::vector<std::string> steps;
  ExecOptions options;
  options.root = root.path;
  options.fail_step = [&](const std::string& step, const std::string& path) {
    steps.push_back(step + " " + path);
    return false;
  };
  const ExecReport report = run(telt, options);
  REQUIRE(report.ok());
  return steps;
}

// The tree without modification times (those of a new state are the time of the run).
Snapshot timeless(const Snapshot& s) {
  static const std::regex mtime(" mtime=[0-9.]+");
  Snapshot out;
  for (const auto& [path, what] : s) out[path] = std::regex_replace(what, mtime, "");
  return out;
}

// The tree without the root's own times (see docs/formats/telt-exec.md §7: a kill before the
// journal's first record leaves the root's mtime changed).
Snapshot without_root_time(Snapshot s) {
  s["."] = timeless({{".", s["."]}})["."];
  return s;
}

}  // namespace

TEST_CASE("telt exec faults: every step kind goes through the seam", "[telt][exec][faults]") {
  std::set<std::string> kinds;
  for (const std::string& step : clean_steps(cases().back().telt)) kinds.insert(step.substr(0, step.find(' ')));
  CHECK(kinds == std::set<std::string>{"journal_open", "journal_write", "journal_sync", "stage_dir", "open", "write",
                                       "chmod", "fsync", "mkdir", "backup", "sync_staging", "rename", "delete",
                                       "move", "sync_dir"});
}

TEST_CASE("telt exec faults: failing any call with EIO, ENOSPC or EACCES leaves the tree byte-identical",
          "[telt][exec][faults]") {
  for (const Case& c : cases()) {
    const std::vector<std::string> steps = clean_steps(c.telt);
    REQUIRE(steps.size() >= 8);
    for (std::size_t n = 0; n < steps.size(); ++n) {
      for (int error : {EIO, ENOSPC, EACCES}) {
        INFO(c.name << ": failing call " << n + 1 << " of " << steps.size() << " (" << steps[n] << ") with "
                    << std::strerror(error));
        TempDir root;
        build_tree(root);
        const Snapshot before = snapshot(root.path);
        std::size_t calls = 0;
        ExecOptions options;
        options.root = root.path;
        options.fail_errno = error;
        options.fail_step = [&](const std::string&, const std::string&) { return calls++ == n; };
        const ExecReport report = run(c.telt, options);
        REQUIRE(report.blocks.size() == 1);
        const BlockReport& b = report.blocks[0];
        CHECK(b.outcome == Outcome::rolled_back);
        CHECK(b.code == "IO_ERROR");
        // The culprit's step, path, and error, then what became of the tree.
        CHECK(b.reason.find(steps[n].substr(0, steps[n].find(' ')) + " '") != std::string::npos);
        CHECK(b.reason.find(std::string(std::strerror(error)) + " (injected)") != std::string::npos);
        const bool changed = std::regex_search(b.reason, std::regex("; every file change of the block was undone$"));
        CHECK((changed || std::regex_search(b.reason, std::regex("; nothing was changed$"))));
        CHECK(report.warnings.empty());
        CHECK(diff(before, snapshot(root.path)) == "");  // no journal, no staging directory either
      }
    }
  }
}

TEST_CASE("telt exec faults: a failure after a commit step says the changes were undone", "[telt][exec][faults]") {
  TempDir root;
  build_tree(root);
  ExecOptions options;
  options.root = root.path;
  bool renamed = false;  // the root's sync after the commit's rename, not the one after the staging directory's mkdir
  options.fail_step = [&](const std::string& step, const std::string&) {
    renamed = renamed || step == "rename";
    return renamed && step == "sync_dir";
  };
  const ExecReport report = run(block_of(kReplace), options);
  const BlockReport& b = report.blocks.at(0);
  CHECK(b.outcome == Outcome::rolled_back);
  CHECK(b.reason == "REPLACE_IN_FILE (line 2): sync_dir '.' failed: Input/output error (injected); "
                    "every file change of the block was undone");
  CHECK(b.commands.at(0).outcome == Outcome::failed);  // the culprit; its change was undone with the block
}

TEST_CASE("telt exec faults: a block stopped while planning says nothing was changed", "[telt][exec][faults]") {
  TempDir root;
  build_tree(root);
  const Snapshot before = snapshot(root.path);
  std::size_t calls = 0;
  ExecOptions options;
  options.root = root.path;
  options.fail_step = [&](const std::string&, const std::string&) { return ++calls, false; };
  const std::string missing = "=== DELETE_FILE ===\n--FILE f4u--\nmissing.txt\n--END f4u--\n";
  const ExecReport report = run(block_of(kCreate + missing), options);
  const BlockReport& b = report.blocks.at(0);
  // Outcome rolled_back keeps its meaning (nothing of the block remains); the reason is truthful.
  CHECK(b.outcome == Outcome::rolled_back);
  CHECK(b.code == "FILE_NOT_FOUND");
  CHECK(b.reason == "DELETE_FILE (line 8): 'missing.txt' does not exist; nothing was changed");
  CHECK(b.commands.at(0).outcome == Outcome::skipped);
  CHECK(calls == 0);  // not even the journal was made
  CHECK(diff(before, snapshot(root.path)) == "");
}

TEST_CASE("telt exec faults: a root with a journal is refused until recovered", "[telt][exec][faults]") {
  TempDir root;
  build_tree(root);
  write_file(root / ".telt-journal", "", 0600);  // killed just after making it: names nothing
  for (bool dry_run : {false, true}) {
    ExecOptions options;
    options.root = root.path;
    options.dry_run = dry_run;
    try {
      run(block_of(kCreate), options);
      FAIL("execute() did not refuse the root");
    } catch (const std::invalid_argument& e) {
      CHECK(std::string(e.what()).find("left by an interrupted `llmfmt exec`") != std::string::npos);
      CHECK(std::string(e.what()).find("run `llmfmt exec --recover ROOT`") != std::string::npos);
    }
  }
  CHECK_FALSE(exists(root / "new"));
  const RecoveryReport recovered = recover(root.path);
  CHECK(recovered.action == RecoveryReport::Action::rolled_back);
  CHECK(recovered.undone == 0);
  CHECK_FALSE(exists(root / ".telt-journal"));
  CHECK(run(block_of(kCreate), root.path).ok());
  CHECK(recover(root.path).action == RecoveryReport::Action::none);
}

TEST_CASE("telt exec faults: a journal that is not understood is kept and reported", "[telt][exec][faults]") {
  TempDir root;
  const std::string nonce = "00112233445566778899aabbccddeeff";  // with its ticket, as the executor writes it
  make_dir(state_dir() + "/telt-journals");
  write_file(state_dir() + "/telt-journals/" + nonce, "llmfmt-telt-ticket 1\nroot " + root.path + "\n", 0600);
  write_file(root / ".telt-journal", "llmfmt-telt-journal 2 " + nonce + "\nwrite ../outside.txt -\n", 0600);
  const RecoveryReport r = recover(root.path);
  CHECK(r.action == RecoveryReport::Action::failed);
  REQUIRE(r.problems.size() == 1);
  CHECK(r.problems[0].find("is not understood at line 2: write ../outside.txt -") != std::string::npos);
  CHECK(exists(root / ".telt-journal"));
  write_file(root / ".telt-journal", "something else\n", 0600);
  CHECK(recover(root.path).problems.at(0).find("is not an llmfmt TELT journal") != std::string::npos);
}

// A child process runs the block and dies (_exit, as abruptly as a SIGKILL for the tree) just
// before its k-th filesystem call; recover() must then give the old tree (the block was not yet
// sealed) or the new one (it was).
TEST_CASE("telt exec faults: a process killed before any call is recovered to the old or new tree",
          "[telt][exec][faults][kill]") {
  for (const Case& c : cases()) {
    const std::vector<std::string> steps = clean_steps(c.telt);
    TempDir done;
    build_tree(done);
    REQUIRE(run(c.telt, done.path).ok());
    const Snapshot after = timeless(snapshot(done.path));
    std::size_t seal = steps.size();  // the journal_write of the "committed" record
    for (std::size_t i = 0; i < steps.size(); ++i)
      if (steps[i].rfind("journal_write", 0) == 0) seal = i;
    for (std::size_t k = 0; k <= steps.size(); ++k) {
      INFO(c.name << ": killed before call " << k + 1 << " of " << steps.size()
                  << (k < steps.size() ? " (" + steps[k] + ")" : std::string(" (after the last)")));
      TempDir root;
      build_tree(root);
      const Snapshot before = snapshot(root.path);
      const pid_t child = ::fork();
      REQUIRE(child >= 0);
      if (child == 0) {
        std::size_t calls = 0;
        ExecOptions options;
        options.root = root.path;
        options.fail_step = [&](const std::string&, const std::string&) {
          if (calls++ == k) ::_exit(9);
          return false;
        };
        run(c.telt, options);
        ::_exit(0);
      }
      int status = 0;
      REQUIRE(::waitpid(child, &status, 0) == child);
      REQUIRE(WIFEXITED(status));
      CHECK(WEXITSTATUS(status) == (k < steps.size() ? 9 : 0));
      const RecoveryReport r = recover(root.path);
      CHECK(r.problems.empty());
      if (k == 0 || k == steps.size()) {
        CHECK(r.action == RecoveryReport::Action::none);  // no journal yet, or none any more
      } else if (k <= seal) {
        CHECK(r.action == RecoveryReport::Action::rolled_back);
      } else {
        CHECK(r.action == RecoveryReport::Action::completed);
      }
      const Snapshot now = snapshot(root.path);
      if (k <= seal) {
        // Before the journal's first record reaches it, only the root's mtime may tell.
        if (k <= 1)
          CHECK(diff(without_root_time(before), without_root_time(now)) == "");
        else
          CHECK(diff(before, now) == "");
      } else {
        CHECK(diff(after, timeless(now)) == "");
      }
      CHECK(recover(root.path).action == RecoveryReport::Action::none);
    }
  }
}

// A rollback that fails (a program turned a directory into a symlink to outside) keeps the
// originals and the journal; once the cause is fixed, recover() gives the old tree.
TEST_CASE("telt exec faults: a failed rollback keeps the journal for --recover", "[telt][exec][faults]") {
  TempDir root, outside;
  make_dir(root / "sub");
  write_file(root / "sub/f2", "original-inside");
  write_file(outside / "f2", "OUTSIDE-VICTIM");
  const std::string telt = block_of(
      "=== CREATE_FILE ===\n--FILE f4u--\nsub/f2\n--CONTENT f4u--\nnew content\n--END f4u--\n"
      "=== CREATE_FILE ===\n--FILE f4u--\nsub/new.txt\n--CONTENT f4u--\nn\n--END f4u--\n"
      "=== RUN_COMMAND ===\n--COMMAND f4u--\nmv sub sub.real && ln -s '" + outside.path + "' sub && exit 3\n--END f4u--\n");
  ExecOptions options;
  options.root = root.path;
  options.allow_commands = true;
  const BlockReport b = run(telt, options).blocks.at(0);
  CHECK(b.code == "ROLLBACK_FAILED");
  CHECK(b.reason.find("the journal '" + root.path + "/.telt-journal' is left: fix the cause, then run "
                      "`llmfmt exec --recover " + root.path + "`") != std::string::npos);
  CHECK(exists(root / ".telt-journal"));
  CHECK(read_file(outside / "f2") == "OUTSIDE-VICTIM");

  RecoveryReport r = recover(root.path);  // the cause is still there
  CHECK(r.action == RecoveryReport::Action::failed);
  CHECK(exists(root / ".telt-journal"));
  CHECK(read_file(outside / "f2") == "OUTSIDE-VICTIM");

  REQUIRE(::unlink((root / "sub").c_str()) == 0);  // fixed: the directory is back
  REQUIRE(::rename((root / "sub.real").c_str(), (root / "sub").c_str()) == 0);
  r = recover(root.path);
  CHECK(r.action == RecoveryReport::Action::rolled_back);
  CHECK(r.undone == 2);
  CHECK(r.problems.empty());
  CHECK(read_file(root / "sub/f2") == "original-inside");
  CHECK_FALSE(exists(root / "sub/new.txt"));
  CHECK_FALSE(exists(root / ".telt-journal"));
  const Snapshot now = snapshot(root.path);
  CHECK(now.size() == 3);  // ".", "sub", "sub/f2": no staging directory left
}

// A rollback (or recovery) killed part way leaves a journal whose newest changes are already
// undone: recovery checks each change and undoes only those still in place.
TEST_CASE("telt exec faults: a recovery after a partly done rollback gives the old tree", "[telt][exec][faults][kill]") {
  TempDir root;
  build_tree(root);
  const Snapshot before = snapshot(root.path);
  const std::string telt = block_of(kReplace + kDelete + kMove);
  const std::vector<std::string> steps = clean_steps(telt);
  std::size_t last_move = 0;
  for (std::size_t i = 0; i < steps.size(); ++i)
    if (steps[i].rfind("move ", 0) == 0) last_move = i;
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {  // killed after the move: the replace, delete and move are all made
    std::size_t calls = 0;
    ExecOptions options;
    options.root = root.path;
    options.fail_step = [&](const std::string&, const std::string&) {
      if (calls++ == last_move + 1) ::_exit(9);
      return false;
    };
    run(telt, options);
    ::_exit(0);
  }
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  REQUIRE(exists(root / ".telt-journal"));
  // A rollback that undid the move and the delete, then died.
  REQUIRE(::rename((root / "moved/m.txt").c_str(), (root / "mv.txt").c_str()) == 0);
  std::string staging;
  for (const auto& [path, what] : snapshot(root.path))
    if (path.rfind(".telt-staging-", 0) == 0 && path.find('/') == std::string::npos) staging = path;
  REQUIRE_FALSE(staging.empty());
  const std::string journal = read_file(root / ".telt-journal");
  const std::size_t at = journal.find("\nremove del.txt ");
  REQUIRE(at != std::string::npos);
  const std::string backup = journal.substr(at + 16, journal.find('\n', at + 1) - at - 16);
  REQUIRE(::rename((root / staging + "/" + backup).c_str(), (root / "del.txt").c_str()) == 0);
  const RecoveryReport r = recover(root.path);
  CHECK(r.action == RecoveryReport::Action::rolled_back);
  CHECK(r.problems.empty());
  CHECK(diff(before, snapshot(root.path)) == "");
}

// Two executions on one root: the journal is created exclusively, so the second one stops before
// any change and leaves the first one's journal alone.
TEST_CASE("telt exec faults: a journal made by another execution meanwhile stops the block", "[telt][exec][faults]") {
  TempDir root;
  build_tree(root);
  ExecOptions options;
  options.root = root.path;
  options.fail_step = [&](const std::string& step, const std::string&) {
    if (step == "journal_open") write_file(root / ".telt-journal", "llmfmt-telt-journal 1\n", 0600);  // the other one
    return false;
  };
  const BlockReport b = run(block_of(kReplace), options).blocks.at(0);
  CHECK(b.outcome == Outcome::rolled_back);
  CHECK(b.code == "JOURNAL_EXISTS");
  CHECK(b.reason.find("run `llmfmt exec --recover ROOT`") != std::string::npos);
  CHECK(b.reason.find("; nothing was changed") != std::string::npos);
  CHECK(read_file(root / ".telt-journal") == "llmfmt-telt-journal 1\n");
  CHECK(read_file(root / "a.txt") == "alpha beta\n");
}
