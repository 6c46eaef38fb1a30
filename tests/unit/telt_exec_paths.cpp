// TELT execution: every path stays inside the root (DECISIONS §2, docs/formats/telt-exec.md §2 Paths).
#include <catch2/catch.hpp>
#include <cstdio>

#include "telt_exec_support.h"

using namespace llmfmt::telt;
using namespace telt_test;

namespace {

std::string create(const std::string& path, const std::string& content = "x") {
  return "#!telt [3-char SHA: p4t]\n=== CREATE_FILE ===\n--FILE p4t--\n" + path + "\n--CONTENT p4t--\n" + content +
         "\n--END p4t--\n";
}

// Runs `telt` and checks that its one block was refused for PATH_OUTSIDE_ROOT with nothing changed
// in the root or in the directory outside it.
void expect_refused(const std::string& telt, const TempDir& root, const TempDir& outside, bool allow = false) {
  const Snapshot in_before = snapshot(root.path), out_before = snapshot(outside.path);
  ExecOptions options;
  options.root = root.path;
  options.allow_commands = allow;
  const ExecReport report = run(telt, options);
  REQUIRE(report.blocks.size() == 1);
  CHECK(report.blocks[0].code == "PATH_OUTSIDE_ROOT");
  CHECK(report.blocks[0].outcome == Outcome::rolled_back);
  CHECK_FALSE(report.ok());
  bool refused = false;
  for (const CommandReport& c : report.blocks[0].commands) refused = refused || c.outcome == Outcome::refused;
  CHECK(refused);
  CHECK(diff(in_before, snapshot(root.path)) == "");
  CHECK(diff(out_before, snapshot(outside.path)) == "");
}

}  // namespace

TEST_CASE("telt exec: a plain relative path is created inside the root", "[telt][exec][paths]") {
  TempDir root;
  const ExecReport report = run(create("sub/dir/a.txt", "hello"), root.path);
  CHECK(report.ok());
  CHECK(read_file(root / "sub/dir/a.txt") == "hello");
  CHECK(report.blocks[0].commands[0].paths == std::vector<std::string>{"sub/dir/a.txt"});
}

TEST_CASE("telt exec: ../x is refused", "[telt][exec][paths]") {
  TempDir root, outside;
  expect_refused(create("../x.txt"), root, outside);
  expect_refused(create("sub/../../x.txt"), root, outside);
  CHECK_FALSE(exists(root.path + "/../x.txt"));
}

TEST_CASE("telt exec: absolute paths are refused, even inside the root", "[telt][exec][paths]") {
  TempDir root, outside;
  expect_refused(create(outside / "x.txt"), root, outside);
  expect_refused(create(root / "x.txt"), root, outside);
}

TEST_CASE("telt exec: a symlinked directory pointing outside is refused", "[telt][exec][paths]") {
  TempDir root, outside;
  make_symlink(outside.path, root / "out");          // absolute target
  make_symlink("../" + std::string(outside.path).substr(std::string(outside.path).rfind('/') + 1), root / "rel");
  expect_refused(create("out/x.txt"), root, outside);
  expect_refused(create("rel/x.txt"), root, outside);
  CHECK_FALSE(exists(outside / "x.txt"));
}

TEST_CASE("telt exec: a symlinked file pointing outside is refused for every command", "[telt][exec][paths]") {
  TempDir root, outside;
  write_file(outside / "secret.txt", "keep me");
  make_symlink(outside / "secret.txt", root / "link.txt");
  expect_refused(create("link.txt", "overwritten"), root, outside);
  expect_refused("#!telt [3-char SHA: p4t]\n=== REPLACE_IN_FILE ===\n--FILE p4t--\nlink.txt\n--FIND p4t--\nkeep\n"
                 "--REPLACE p4t--\nlose\n--END p4t--\n",
                 root, outside);
  expect_refused("#!telt [3-char SHA: p4t]\n=== DELETE_FILE ===\n--FILE p4t--\nlink.txt\n--END p4t--\n", root, outside);
  CHECK(read_file(outside / "secret.txt") == "keep me");
}

TEST_CASE("telt exec: .. through a symlink resolves from the link's target", "[telt][exec][paths]") {
  TempDir root, outside;
  make_dir(root / "sub/inner");
  make_symlink("sub/inner", root / "deep");  // deep/.. is sub, deep/../.. the root, one more is outside
  CHECK(run(create("deep/../../x.txt", "in"), root.path).ok());
  CHECK(read_file(root / "x.txt") == "in");
  CHECK(run(create("deep/../y.txt", "sub"), root.path).ok());
  CHECK(read_file(root / "sub/y.txt") == "sub");
  expect_refused(create("deep/../../../x.txt"), root, outside);
  make_symlink(outside.path, root / "out");
  expect_refused(create("out/../x.txt"), root, outside);
}

TEST_CASE("telt exec: a symlink created earlier in the same block is resolved when used", "[telt][exec][paths]") {
  TempDir root, outside;
  write_file(root / "before.txt", "before");
  const std::string telt = "#!telt [3-char SHA: p4t]\n"
                           "=== CREATE_FILE ===\n--FILE p4t--\nfirst.txt\n--CONTENT p4t--\n1\n--END p4t--\n"
                           "=== RUN_COMMAND ===\n--COMMAND p4t--\nln -s '" + outside.path + "' esc\n--END p4t--\n"
                           "=== CREATE_FILE ===\n--FILE p4t--\nesc/x.txt\n--CONTENT p4t--\nout\n--END p4t--\n";
  ExecOptions options;
  options.root = root.path;
  options.allow_commands = true;
  const Snapshot out_before = snapshot(outside.path);
  const ExecReport report = run(telt, options);
  REQUIRE(report.blocks.size() == 1);
  const BlockReport& b = report.blocks[0];
  CHECK(b.outcome == Outcome::rolled_back);
  CHECK(b.code == "PATH_OUTSIDE_ROOT");
  CHECK(b.commands[0].outcome == Outcome::rolled_back);  // first.txt was committed before the program, then undone
  CHECK(b.commands[1].outcome == Outcome::executed);     // a program cannot be undone: the link stays
  CHECK(b.commands[2].outcome == Outcome::refused);
  CHECK_FALSE(exists(root / "first.txt"));
  CHECK(exists(root / "esc"));
  CHECK(diff(out_before, snapshot(outside.path)) == "");
}

TEST_CASE("telt exec: symlinks that stay inside the root are followed", "[telt][exec][paths]") {
  TempDir root;
  make_dir(root / "real");
  write_file(root / "real/t.txt", "old");
  make_symlink("real", root / "alias");
  make_symlink("real/t.txt", root / "t-link");
  CHECK(run(create("alias/new.txt", "n"), root.path).ok());
  CHECK(read_file(root / "real/new.txt") == "n");
  CHECK(run(create("t-link", "new"), root.path).ok());  // written through the link, which stays a link
  CHECK(read_file(root / "real/t.txt") == "new");
  CHECK(snapshot(root.path)["t-link"].find("link->real/t.txt") != std::string::npos);
}

TEST_CASE("telt exec: a file used as a directory, a symlink loop, an empty path", "[telt][exec][paths]") {
  TempDir root;
  write_file(root / "f", "file");
  make_symlink("loop2", root / "loop1");
  make_symlink("loop1", root / "loop2");
  const Snapshot before = snapshot(root.path);
  CHECK(run(create("f/x.txt"), root.path).blocks[0].code == "NOT_A_DIRECTORY");
  CHECK(run(create("loop1/x.txt"), root.path).blocks[0].code == "SYMLINK_LOOP");
  CHECK(run(create("  "), root.path).blocks[0].commands.at(0).code == "INVALID_COMMAND");  // validation's
  ExecOptions options;
  options.root = root.path;
  CHECK(run_past_path_check(create("  "), options).blocks[0].code == "INVALID_PATH");
  CHECK(diff(before, snapshot(root.path)) == "");
}

TEST_CASE("telt exec: the root must be an existing directory", "[telt][exec][paths]") {
  TempDir root;
  ExecOptions options;
  options.root = root / "missing";
  CHECK_THROWS_AS(run(create("a"), options), std::invalid_argument);
}

TEST_CASE("telt exec: a directory swapped for a symlink after planning is refused at commit", "[telt][exec][paths]") {
  TempDir root, outside;
  make_dir(root / "sub");
  ExecOptions options;
  options.root = root.path;
  bool swapped = false;
  // The hook runs at the first staging step, after the plan: another process "races" here.
  options.fail_step = [&](const std::string&, const std::string&) {
    if (!swapped) {
      swapped = true;
      std::rename((root / "sub").c_str(), (root / "sub-moved").c_str());
      make_symlink(outside.path, root / "sub");
    }
    return false;
  };
  const Snapshot out_before = snapshot(outside.path);
  const ExecReport report = run(create("sub/x.txt", "raced"), options);
  CHECK(swapped);
  CHECK(report.blocks.at(0).code == "PATH_OUTSIDE_ROOT");
  CHECK(report.blocks.at(0).outcome == Outcome::rolled_back);
  CHECK(diff(out_before, snapshot(outside.path)) == "");
  CHECK_FALSE(exists(root / "sub-moved/x.txt"));
}
