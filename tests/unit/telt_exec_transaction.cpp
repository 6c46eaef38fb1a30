// TELT execution: each block is a transaction. A failure at any step of staging or commit leaves
// the tree byte-identical, modes and mtimes included (docs/formats/telt-exec.md §3 Transactions).
#include <catch2/catch.hpp>
#include <sys/stat.h>
#include <unistd.h>

#include "telt_exec_support.h"

using namespace llmfmt::telt;
using namespace telt_test;

namespace {

// Every kind of change: a new file in new directories, a replacement, an append, a delete, a move.
const char* const kBlock = R"(#!telt [3-char SHA: t7x]
// one of each
=== CREATE_FILE ===
--FILE t7x--
new/dir/n.txt
--CONTENT t7x--
fresh
--END t7x--
=== REPLACE_IN_FILE ===
--FILE t7x--
a.txt
--FIND t7x--
alpha
--REPLACE t7x--
ALPHA
--END t7x--
=== CREATE_FILE ===
--FILE t7x--
sub/b.txt
--CONTENT t7x--
 appended
--MODES t7x--
append
--END t7x--
=== DELETE_FILE ===
--FILE t7x--
del.txt
--END t7x--
=== MOVE_FILE ===
--FROM t7x--
mv.txt
--TO t7x--
moved/m.txt
--END t7x--
)";

void build_tree(const TempDir& root) {
  write_file(root / "a.txt", "alpha beta\n", 0640);
  make_dir(root / "sub");
  write_file(root / "sub/b.txt", "bee", 0600);
  write_file(root / "del.txt", "delete me", 0644);
  write_file(root / "mv.txt", "move me", 0755);
  for (const char* p : {"a.txt", "sub/b.txt", "del.txt", "mv.txt", "sub", "."}) age(root / p);
}

std::vector<std::string> recorded_steps(const std::string& telt, bool allow) {
  TempDir root;
  build_tree(root);
  std::vector<std::string> steps;
  ExecOptions options;
  options.root = root.path;
  options.allow_commands = allow;
  options.fail_step = [&](const std::string& step, const std::string& path) {
    steps.push_back(step + " " + path);
    return false;
  };
  const ExecReport report = run(telt, options);
  REQUIRE(report.ok());
  return steps;
}

void fail_each_step(const std::string& telt, bool allow) {
  const std::vector<std::string> steps = recorded_steps(telt, allow);
  REQUIRE(steps.size() > 10);
  for (std::size_t k = 0; k < steps.size(); ++k) {
    INFO("failing step " << k << ": " << steps[k]);
    TempDir root;
    build_tree(root);
    const Snapshot before = snapshot(root.path);
    std::size_t calls = 0;
    ExecOptions options;
    options.root = root.path;
    options.allow_commands = allow;
    options.fail_step = [&](const std::string&, const std::string&) { return calls++ == k; };
    const ExecReport report = run(telt, options);
    REQUIRE(report.blocks.size() == 1);
    CHECK(report.blocks[0].outcome == Outcome::rolled_back);
    CHECK(report.blocks[0].code == "IO_ERROR");
    CHECK(report.blocks[0].reason.find("injected") != std::string::npos);
    CHECK_FALSE(report.ok());
    CHECK(diff(before, snapshot(root.path)) == "");
  }
}

}  // namespace

TEST_CASE("telt exec: a block of every file command commits", "[telt][exec][transaction]") {
  TempDir root;
  build_tree(root);
  const ExecReport report = run(kBlock, root.path);
  CHECK(report.ok());
  REQUIRE(report.blocks.size() == 1);
  CHECK(report.blocks[0].outcome == Outcome::committed);
  CHECK(read_file(root / "new/dir/n.txt") == "fresh");
  CHECK(read_file(root / "a.txt") == "ALPHA beta\n");
  CHECK(read_file(root / "sub/b.txt") == "bee appended");
  CHECK_FALSE(exists(root / "del.txt"));
  CHECK(read_file(root / "moved/m.txt") == "move me");
  CHECK_FALSE(exists(root / "mv.txt"));
  struct stat st {};
  REQUIRE(::stat((root / "a.txt").c_str(), &st) == 0);
  CHECK((st.st_mode & 07777) == 0640);  // a replaced file keeps its mode
  REQUIRE(::stat((root / "moved/m.txt").c_str(), &st) == 0);
  CHECK((st.st_mode & 07777) == 0755);
  CHECK(st.st_mtim.tv_sec == 1000000000);  // a move keeps the file (inode, mtime)
  const Snapshot after = snapshot(root.path);
  for (const auto& [path, what] : after) CHECK(path.find(".telt-") == std::string::npos);  // no staging left
}

TEST_CASE("telt exec: a failure injected at each step rolls the whole block back", "[telt][exec][transaction]") {
  fail_each_step(kBlock, false);
}

TEST_CASE("telt exec: rollback spans the commits before and after a program", "[telt][exec][transaction]") {
  const std::string telt = std::string(kBlock) +
                           "=== RUN_COMMAND ===\n--COMMAND t7x--\ntrue\n--END t7x--\n"
                           "=== CREATE_FILE ===\n--FILE t7x--\nnew/after.txt\n--CONTENT t7x--\nlate\n--END t7x--\n"
                           "=== DELETE_FILE ===\n--FILE t7x--\nmoved/m.txt\n--END t7x--\n";
  // One block: a command after a command's --END continues it. Two commits, one rollback.
  fail_each_step(telt, true);
}

TEST_CASE("telt exec: a failing command after successful ones rolls them back", "[telt][exec][transaction]") {
  TempDir root;
  build_tree(root);
  const Snapshot before = snapshot(root.path);
  const std::string telt = std::string(kBlock) +
                           "=== REPLACE_IN_FILE ===\n--FILE t7x--\na.txt\n--FIND t7x--\nnot there\n"
                           "--REPLACE t7x--\nx\n--END t7x--\n";
  const ExecReport report = run(telt, root.path);
  const BlockReport& b = report.blocks.at(0);
  CHECK(b.outcome == Outcome::rolled_back);
  CHECK(b.code == "FIND_NOT_FOUND");
  REQUIRE(b.commands.size() == 6);
  CHECK(b.commands[5].outcome == Outcome::failed);
  // Nothing was committed yet, so the five before it are skipped, not undone.
  for (std::size_t i = 0; i < 5; ++i) CHECK(b.commands[i].outcome == Outcome::skipped);
  CHECK(diff(before, snapshot(root.path)) == "");
}

TEST_CASE("telt exec: an unwritable directory rolls the block back", "[telt][exec][transaction]") {
  TempDir root;
  build_tree(root);
  make_dir(root / "locked");
  age(root / "locked");
  age(root.path);
  const std::string telt = std::string(kBlock) +
                           "=== CREATE_FILE ===\n--FILE t7x--\nlocked/x.txt\n--CONTENT t7x--\nno\n--END t7x--\n";
  ExecOptions options;
  options.root = root.path;
  if (::geteuid() == 0) {
    // Permission bits do not stop root: the hook plays the kernel's EACCES for the locked directory.
    options.fail_step = [](const std::string&, const std::string& path) { return path.rfind("locked/", 0) == 0; };
  } else {
    ::chmod((root / "locked").c_str(), 0555);
  }
  const Snapshot before = snapshot(root.path);
  const ExecReport report = run(telt, options);
  CHECK(report.blocks.at(0).outcome == Outcome::rolled_back);
  CHECK(report.blocks.at(0).code == "IO_ERROR");
  CHECK(diff(before, snapshot(root.path)) == "");
}

TEST_CASE("telt exec: dry run plans every command and touches nothing", "[telt][exec][transaction]") {
  TempDir root;
  build_tree(root);
  const Snapshot before = snapshot(root.path);
  ExecOptions options;
  options.root = root.path;
  options.dry_run = true;
  options.fail_step = [](const std::string&, const std::string&) { return true; };  // no step may even be tried
  const ExecReport report = run(kBlock, options);
  CHECK(report.ok());
  const BlockReport& b = report.blocks.at(0);
  CHECK(b.outcome == Outcome::planned);
  REQUIRE(b.commands.size() == 5);
  for (const CommandReport& c : b.commands) CHECK(c.outcome == Outcome::planned);
  CHECK(b.commands[0].reason == "create 'new/dir/n.txt' (5 bytes)");
  CHECK(b.commands[1].reason == "replace 1 occurrence in 'a.txt' at line 1");
  CHECK(b.commands[2].reason == "append 9 bytes to 'sub/b.txt'");
  CHECK(b.commands[3].reason == "delete 'del.txt'");
  CHECK(b.commands[4].reason == "move 'mv.txt' to 'moved/m.txt'");
  CHECK(diff(before, snapshot(root.path)) == "");
}

TEST_CASE("telt exec: dry run reports what would fail and still touches nothing", "[telt][exec][transaction]") {
  TempDir root;
  build_tree(root);
  const Snapshot before = snapshot(root.path);
  ExecOptions options;
  options.root = root.path;
  options.dry_run = true;
  const std::string telt = std::string(kBlock) + "=== DELETE_FILE ===\n--FILE t7x--\ndel.txt\n--END t7x--\n";
  const ExecReport report = run(telt, options);  // del.txt is already deleted by the plan
  const BlockReport& b = report.blocks.at(0);
  CHECK(b.outcome == Outcome::failed);
  CHECK(b.code == "FILE_NOT_FOUND");
  CHECK(b.commands[0].outcome == Outcome::planned);
  CHECK(b.commands[5].outcome == Outcome::failed);
  CHECK_FALSE(report.ok());
  CHECK(diff(before, snapshot(root.path)) == "");
}

TEST_CASE("telt exec: blocks are independent transactions", "[telt][exec][transaction]") {
  TempDir root;
  const std::string telt = "#!telt [3-char SHA: aaa]\n=== CREATE_FILE ===\n--FILE aaa--\none.txt\n--CONTENT aaa--\n1\n"
                           "--END aaa--\n\nprose between blocks\n\n"
                           "#!telt [3-char SHA: bbb]\n=== CREATE_FILE ===\n--FILE bbb--\ntwo.txt\n--CONTENT bbb--\n2\n"
                           "--END bbb--\n=== DELETE_FILE ===\n--FILE bbb--\nmissing.txt\n--END bbb--\n";
  const ExecReport report = run(telt, root.path);
  REQUIRE(report.blocks.size() == 2);
  CHECK(report.blocks[0].outcome == Outcome::committed);
  CHECK(report.blocks[1].outcome == Outcome::rolled_back);
  CHECK(read_file(root / "one.txt") == "1");
  CHECK_FALSE(exists(root / "two.txt"));
}
