// TELT execution: the escape suite (issue 16 part 4). Adversarial paths against the root — `..`
// at every position, absolute paths, symlinks out of the root at every component (absolute and
// relative targets), symlinks swapped in between the plan and the commit, hard links to outside
// files, FIFOs and devices, names with NUL/CR/LF or invalid UTF-8, 4 096-byte paths and deep
// nesting. Every case asserts that nothing outside the root changed, and each refusal's code and
// the words its reason must contain (docs/formats/telt-exec.md §2 Paths).
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "telt_exec_support.h"

using namespace llmfmt::telt;
using namespace telt_test;

namespace {

const char* const kHeader = "#!telt [3-char SHA: e5c]\n";

std::string create(const std::string& path, const std::string& content = "x") {
  return std::string(kHeader) + "=== CREATE_FILE ===\n--FILE e5c--\n" + path + "\n--CONTENT e5c--\n" + content +
         "\n--END e5c--\n";
}
std::string append(const std::string& path, const std::string& content) {
  return std::string(kHeader) + "=== CREATE_FILE ===\n--FILE e5c--\n" + path + "\n--CONTENT e5c--\n" + content +
         "\n--MODES e5c--\nappend\n--END e5c--\n";
}
std::string replace(const std::string& path, const std::string& find = "keep", const std::string& by = "lose") {
  return std::string(kHeader) + "=== REPLACE_IN_FILE ===\n--FILE e5c--\n" + path + "\n--FIND e5c--\n" + find +
         "\n--REPLACE e5c--\n" + by + "\n--END e5c--\n";
}
std::string delete_file(const std::string& path) {
  return std::string(kHeader) + "=== DELETE_FILE ===\n--FILE e5c--\n" + path + "\n--END e5c--\n";
}
std::string move_file(const std::string& from, const std::string& to) {
  return std::string(kHeader) + "=== MOVE_FILE ===\n--FROM e5c--\n" + from + "\n--TO e5c--\n" + to + "\n--END e5c--\n";
}
std::string run_in(const std::string& cwd) {
  return std::string(kHeader) + "=== RUN_COMMAND ===\n--COMMAND e5c--\ntouch made-here\n--CWD e5c--\n" + cwd +
         "\n--END e5c--\n";
}

std::string basename_of(const std::string& path) { return path.substr(path.rfind('/') + 1); }

// A root with a few directories and files, and a sibling directory "outside" holding a secret.
struct Arena {
  TempDir root, outside;
  std::string out_name = basename_of(outside.path);  // ../<out_name> from the root is `outside`
  std::string root_name = basename_of(root.path);
  Arena() {
    make_dir(root / "a/b/c");
    write_file(root / "keep.txt", "keep me inside");
    write_file(outside / "secret.txt", "keep me");
    make_dir(outside / "sub");
  }
  std::string up(int levels) const {  // a relative path from `levels` directories below the root to outside
    std::string out;
    for (int i = 0; i <= levels; ++i) out += "../";
    return out + out_name;
  }
};

// `past_path_check`: as a caller of execute() with its own Result would (run_past_path_check).
ExecReport run_in_arena(const Arena& arena, const std::string& telt, bool allow_commands = false,
                        std::function<bool(const std::string&, const std::string&)> fail_step = {},
                        bool past_path_check = false) {
  ExecOptions options;
  options.root = arena.root.path;
  options.allow_commands = allow_commands;
  options.fail_step = std::move(fail_step);
  return past_path_check ? run_past_path_check(telt, options) : run(telt, options);
}

const CommandReport* first_not_done(const BlockReport& block) {
  for (const CommandReport& c : block.commands)
    if (c.outcome == Outcome::refused || c.outcome == Outcome::failed) return &c;
  return nullptr;
}

// Runs `telt` in the arena and checks that its one block was stopped with `code`, that the reason
// holds every word of `words`, and that neither the root nor the outside changed.
void expect_stopped(Arena& arena, const std::string& telt, const std::string& code,
                    const std::vector<std::string>& words, bool allow_commands = false, bool past_path_check = false) {
  const Snapshot in_before = snapshot(arena.root.path), out_before = snapshot(arena.outside.path);
  const auto start = std::chrono::steady_clock::now();
  const ExecReport report = run_in_arena(arena, telt, allow_commands, {}, past_path_check);
  // Nothing blocked (a FIFO opened for reading would wait forever). Generous: under ASan on a loaded
  // 2-core machine one run of the 4 096-byte path case took over 5 s.
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(60));
  REQUIRE(report.blocks.size() == 1);
  const BlockReport& block = report.blocks[0];
  CHECK(block.code == code);
  CHECK_FALSE(report.ok());
  const CommandReport* culprit = first_not_done(block);
  REQUIRE(culprit != nullptr);
  CHECK(culprit->code == code);
  if (code == "PATH_OUTSIDE_ROOT") CHECK(culprit->outcome == Outcome::refused);
  for (const std::string& word : words) {
    INFO("reason: " << culprit->reason);
    CHECK(culprit->reason.find(word) != std::string::npos);
  }
  CHECK(diff(in_before, snapshot(arena.root.path)) == "");
  CHECK(diff(out_before, snapshot(arena.outside.path)) == "");
}

void expect_refused(Arena& arena, const std::string& telt, const std::vector<std::string>& words,
                    bool allow_commands = false) {
  expect_stopped(arena, telt, "PATH_OUTSIDE_ROOT", words, allow_commands);
}

const std::vector<std::string> kDotDot = {"leaves the root through '..'"};

}  // namespace

TEST_CASE("telt escape: '..' at every position is refused", "[telt][exec][escape]") {
  Arena arena;
  for (const std::string& path :
       {std::string("../x"), std::string(".."), std::string("./../x"), std::string("a/../../x"),
        std::string("a/b/../../../x"), std::string("a/b/c/../../../../x"), std::string("a//../../x"),
        std::string("a/./.././../x"), std::string("a/b/c/../../../../a/x"), std::string("../" + arena.root_name + "/x"),
        std::string("a/../../" + arena.root_name + "/a/x"), std::string("../" + arena.out_name + "/x")}) {
    INFO("path " << path);
    expect_refused(arena, create(path), kDotDot);
  }
  expect_refused(arena, replace("../" + arena.out_name + "/secret.txt"), kDotDot);
  expect_refused(arena, delete_file("a/../../" + arena.out_name + "/secret.txt"), kDotDot);
  expect_refused(arena, move_file("keep.txt", "../stolen.txt"), kDotDot);
  expect_refused(arena, move_file("../" + arena.out_name + "/secret.txt", "here.txt"), kDotDot);
  // `..` that stays inside is fine.
  CHECK(run_in_arena(arena, create("a/b/../../inside.txt", "in")).ok());
  CHECK(read_file(arena.root / "inside.txt") == "in");
}

TEST_CASE("telt escape: absolute paths are refused", "[telt][exec][escape]") {
  Arena arena;
  const std::vector<std::string> words = {"is absolute", "relative to the root"};
  expect_refused(arena, create(arena.outside / "x.txt"), words);
  expect_refused(arena, create(arena.root / "x.txt"), words);  // even inside the root
  expect_refused(arena, replace(arena.outside / "secret.txt"), words);
  expect_refused(arena, delete_file(arena.outside / "secret.txt"), words);
  expect_refused(arena, create("//x"), words);
  expect_refused(arena, create("/../x"), words);
  expect_refused(arena, move_file(arena.outside / "secret.txt", "here.txt"), words);
  expect_refused(arena, run_in(arena.outside.path), words, true);
}

TEST_CASE("telt escape: a symlink out of the root at every component is refused", "[telt][exec][escape]") {
  Arena arena;
  // A link at depth 0, 1, 2, 3 with an absolute target, and one with a relative target.
  const std::vector<std::string> dirs = {"", "a/", "a/b/", "a/b/c/"};
  for (std::size_t depth = 0; depth < dirs.size(); ++depth) {
    const std::string abs_link = dirs[depth] + "abs", rel_link = dirs[depth] + "rel";
    make_symlink(arena.outside.path, arena.root / abs_link);
    make_symlink(arena.up(static_cast<int>(depth)), arena.root / rel_link);
    INFO("depth " << depth);
    expect_refused(arena, create(abs_link + "/x.txt"), {"symlink '" + abs_link + "'", "outside the root"});
    // Issue 15: the '..' that leaves comes from the link's target, so the message names the link.
    expect_refused(arena, create(rel_link + "/x.txt"),
                   {"symlink '" + rel_link + "'", "'" + arena.up(static_cast<int>(depth)) + "'", "leaves the root"});
    expect_refused(arena, create(abs_link + "/sub/deeper/x.txt"), {"symlink '" + abs_link + "'"});
  }
}

TEST_CASE("telt escape: a symlink as the last component pointing outside is refused", "[telt][exec][escape]") {
  Arena arena;
  make_symlink(arena.outside / "secret.txt", arena.root / "abs.txt");
  make_symlink(arena.up(0) + "/secret.txt", arena.root / "rel.txt");
  make_symlink(arena.up(1) + "/secret.txt", arena.root / "a/rel.txt");
  for (const std::string link : {"abs.txt", "rel.txt", "a/rel.txt"}) {
    INFO("link " << link);
    expect_refused(arena, create(link, "overwritten"), {"symlink '" + link + "'"});
    expect_refused(arena, append(link, "more"), {"symlink '" + link + "'"});
    expect_refused(arena, replace(link), {"symlink '" + link + "'"});
    expect_refused(arena, delete_file(link), {"symlink '" + link + "'"});
  }
  CHECK(read_file(arena.outside / "secret.txt") == "keep me");
}

TEST_CASE("telt escape: chains, '/', the parent, look-alike prefixes and round trips", "[telt][exec][escape]") {
  Arena arena;
  make_symlink(arena.outside.path, arena.root / "hop2");
  make_symlink("hop2", arena.root / "hop1");                     // inside → a link that leaves
  make_symlink("/", arena.root / "slash");                       // the file system's root
  make_symlink("..", arena.root / "parent");                     // the root's parent
  make_symlink(arena.root.path + "-evil", arena.root / "evil");  // shares the root's prefix
  make_symlink("../" + arena.root_name + "/a", arena.root / "back");  // leaves and comes back
  expect_refused(arena, create("hop1/x.txt"), {"symlink 'hop2'", "outside the root"});
  expect_refused(arena, create("slash/tmp/x.txt"), {"symlink 'slash'", "'/'"});
  expect_refused(arena, create("parent/" + arena.out_name + "/x.txt"), {"symlink 'parent'", "leaves the root"});
  expect_refused(arena, create("evil/x.txt"), {"symlink 'evil'", "outside the root"});
  expect_refused(arena, create("back/x.txt"), {"symlink 'back'", "leaves the root"});
  expect_refused(arena, move_file("keep.txt", "hop1/stolen.txt"), {"symlink 'hop2'"});
  expect_refused(arena, move_file("hop1/secret.txt", "here.txt"), {"symlink 'hop2'"});
  expect_refused(arena, run_in("hop1"), {"symlink 'hop2'"}, true);
  // A link to the root itself and a link to "." stay inside.
  make_symlink(arena.root.path, arena.root / "home");
  make_symlink(".", arena.root / "self");
  CHECK(run_in_arena(arena, create("home/self/a/fine.txt", "ok")).ok());
  CHECK(read_file(arena.root / "a/fine.txt") == "ok");
}

TEST_CASE("telt escape: a directory swapped for a symlink between plan and commit", "[telt][exec][escape]") {
  // The hook runs at the named step of the commit, after the plan resolved every path: there the
  // test plays another process that moves a directory away and puts a link out in its place.
  struct Swap {
    std::string step, dir;
    bool relative;
  };
  for (const Swap& swap : {Swap{"write", "a", false}, Swap{"write", "a/b", true}, Swap{"backup", "a/b", false},
                           Swap{"backup", "a", true},
                           Swap{"rename", "a", false}, Swap{"rename", "a/b", true}, Swap{"mkdir", "a/b", false},
                           Swap{"delete", "a", true}}) {
    Arena arena;
    write_file(arena.root / "a/b/f.txt", "old");
    write_file(arena.outside / "b/f.txt", "outside's");
    write_file(arena.outside / "f.txt", "outside's");
    const std::string telt = swap.step == "mkdir" ? create("a/b/new/f.txt", "raced")
                             : swap.step == "delete" ? delete_file("a/b/f.txt")
                                                     : create("a/b/f.txt", "raced");
    bool swapped = false;
    const Snapshot out_before = snapshot(arena.outside.path);
    const ExecReport report = run_in_arena(arena, telt, false, [&](const std::string& step, const std::string&) {
      if (swapped || step != swap.step) return false;
      swapped = true;
      std::rename((arena.root / swap.dir).c_str(), (arena.root / "moved-away").c_str());
      const int depth = static_cast<int>(std::count(swap.dir.begin(), swap.dir.end(), '/'));
      make_symlink(swap.relative ? arena.up(depth) : arena.outside.path, arena.root / swap.dir);
      return false;
    });
    INFO("swap of " << swap.dir << " at step " << swap.step);
    CHECK(swapped);
    CHECK(diff(out_before, snapshot(arena.outside.path)) == "");  // zero escapes
    if (swap.step == "write") {
      // While staging: the path is checked again before the commit and refused.
      CHECK(report.blocks.at(0).code == "PATH_OUTSIDE_ROOT");
      CHECK_FALSE(report.ok());
    } else if (swap.step == "mkdir") {
      // The directory is made in the real (moved) a/b; the file after it is refused, and undoing
      // the mkdir refuses to go through the link: the block says so rather than claim a rollback.
      CHECK(exists(arena.root / "moved-away/new"));
      CHECK(report.blocks.at(0).code == "ROLLBACK_FAILED");
      CHECK_FALSE(report.ok());
    } else {
      // In the instant between that check and the system call: the call works relative to the
      // directory opened before the swap, so the change lands in the real (moved) directory.
      const std::string moved = swap.dir == "a" ? "moved-away/b/f.txt" : "moved-away/f.txt";
      if (swap.step == "delete")
        CHECK_FALSE(exists(arena.root / moved));
      else
        CHECK(read_file(arena.root / moved) == "raced");
    }
  }
}

TEST_CASE("telt escape: a hard link to an outside file is replaced, never written through", "[telt][exec][escape]") {
  // Decision (telt-exec.md §2): a hard link is a regular file of the root. Every write stages a new
  // file and renames it over the entry, so the other name (outside) keeps its bytes and inode.
  Arena arena;
  auto link_secret = [&](const std::string& name) {
    REQUIRE(::link((arena.outside / "secret.txt").c_str(), (arena.root / name).c_str()) == 0);
  };
  link_secret("h1");
  link_secret("h2");
  link_secret("h3");
  link_secret("h4");
  link_secret("h5");
  CHECK(run_in_arena(arena, create("h1", "new")).ok());
  CHECK(run_in_arena(arena, append("h2", "more")).ok());
  CHECK(run_in_arena(arena, replace("h3", "keep", "lost")).ok());
  CHECK(run_in_arena(arena, delete_file("h4")).ok());
  CHECK(run_in_arena(arena, move_file("h5", "a/h5")).ok());
  CHECK(read_file(arena.root / "h1") == "new");
  CHECK(read_file(arena.root / "h2") == "keep memore");
  CHECK(read_file(arena.root / "h3") == "lost me");
  CHECK_FALSE(exists(arena.root / "h4"));
  CHECK(read_file(arena.outside / "secret.txt") == "keep me");
  struct stat st {};
  REQUIRE(::stat((arena.outside / "secret.txt").c_str(), &st) == 0);
  CHECK(st.st_nlink == 2);  // only the moved name (a/h5) still shares the inode
}

TEST_CASE("telt escape: FIFOs and devices are neither opened nor written", "[telt][exec][escape]") {
  Arena arena;
  REQUIRE(::mkfifo((arena.root / "pipe").c_str(), 0644) == 0);
  make_symlink("/dev/null", arena.root / "null");
  make_symlink("/dev/zero", arena.root / "a/zero");
  const std::vector<std::string> not_file = {"'pipe'", "not a regular file"};
  expect_stopped(arena, create("pipe", "x"), "NOT_A_FILE", {"'pipe'", "not a regular file"});
  expect_stopped(arena, append("pipe", "x"), "NOT_A_FILE", {"'pipe'", "not a regular file"});
  expect_stopped(arena, replace("pipe"), "NOT_A_FILE", {"'pipe'", "not a regular file"});
  expect_stopped(arena, delete_file("pipe"), "NOT_A_FILE", {"'pipe'", "deletes files and symlinks only"});
  expect_stopped(arena, move_file("pipe", "moved"), "NOT_A_FILE", {"'pipe'", "not a regular file"});
  expect_stopped(arena, create("pipe/x.txt"), "NOT_A_DIRECTORY", {"'pipe'", "is not a directory"});
  expect_refused(arena, create("null", "x"), {"symlink 'null'", "'/dev/null'", "outside the root"});
  // A device node inside the root (only root may make one): refused like the FIFO, never opened.
  if (::mknod((arena.root / "device").c_str(), S_IFCHR | 0666, makedev(1, 3)) == 0) {  // /dev/null's numbers
    expect_stopped(arena, create("device", "x"), "NOT_A_FILE", {"'device'", "not a regular file"});
    expect_stopped(arena, replace("device"), "NOT_A_FILE", {"'device'", "not a regular file"});
  } else {
    WARN("mknod is not permitted here: the in-root device case was skipped");
  }
  expect_refused(arena, replace("a/zero"), {"symlink 'a/zero'", "'/dev/zero'"});
}

TEST_CASE("telt escape: names with NUL, CR, LF or invalid UTF-8 are refused", "[telt][exec][escape]") {
  Arena arena;
  const std::vector<std::string> line_break = {"contains a line break or NUL byte"};
  // NUL, a lone CR and a line feed are refused by validation first (HIDDEN_CHARACTER_IN_PATH,
  // INVALID_PATH: the command is never planned); the executor's own check, for a caller that
  // builds its own Result, past it.
  for (const std::string& hidden : {create(std::string("a\0b.txt", 7)), create("a\rb.txt"), create("a\nb.txt")}) {
    const ExecReport report = run_in_arena(arena, hidden);
    CHECK(report.blocks.at(0).commands.at(0).code == "INVALID_COMMAND");
    CHECK(report.parse_errors == 1);
  }
  expect_stopped(arena, create(std::string("a\0b.txt", 7)), "INVALID_PATH", {"'a\\0b.txt'", line_break[0]}, false, true);
  expect_stopped(arena, create("a\rb.txt"), "INVALID_PATH", {"'a\\rb.txt'", line_break[0]}, false, true);
  expect_stopped(arena, create("a\nb.txt"), "INVALID_PATH", {"'a\\nb.txt'", line_break[0]}, false, true);
  expect_stopped(arena, move_file("keep.txt", std::string("x\0/../../y", 10)), "INVALID_PATH", line_break, false, true);
  const std::vector<std::string> utf8 = {"is not valid UTF-8", "file names must be text"};
  expect_stopped(arena, create("bad\xff.txt"), "INVALID_PATH", {"'bad\\xFF.txt'", "at byte 4", utf8[0]});
  expect_stopped(arena, create("lone\x80"), "INVALID_PATH", utf8);
  expect_stopped(arena, create("\xc0\xaf..\xc0\xaf..\xc0\xafx"), "INVALID_PATH", utf8);  // overlong '/'
  expect_stopped(arena, create("surrogate\xed\xa0\x80"), "INVALID_PATH", utf8);
  expect_stopped(arena, replace("keep\xfe.txt"), "INVALID_PATH", utf8);
  // Valid UTF-8 beyond ASCII is an ordinary name.
  CHECK(run_in_arena(arena, create("naïve-日本.txt", "ok")).ok());
  CHECK(read_file(arena.root / "naïve-日本.txt") == "ok");
}

TEST_CASE("telt escape: 4 096-byte paths, long names and deep nesting", "[telt][exec][escape]") {
  Arena arena;
  std::string deep;  // "d/d/…/x": 2 048 components, 4 097 bytes
  for (int i = 0; i < 2048; ++i) deep += "d/";
  deep += "x";
  expect_stopped(arena, create(deep), "INVALID_PATH", {"is too long", "(4097 bytes)"});
  expect_stopped(arena, create(std::string(256, 'n')), "INVALID_PATH", {"a name is 256 bytes long", "allows 255"});
  std::string climbing;  // 1 365 "../" after a real directory: leaves on the second
  for (int i = 0; i < 1365; ++i) climbing += "../";
  expect_refused(arena, create("a/" + climbing + "x"), kDotDot);
  std::string dots;  // 4 096 bytes of "./" name the root itself, then x
  for (int i = 0; i < 2048; ++i) dots += "./";
  CHECK(run_in_arena(arena, create(dots + "x", "dots")).ok());
  CHECK(read_file(arena.root / "x") == "dots");
  std::string nested;  // 100 directories deep, created in one command
  for (int i = 0; i < 100; ++i) nested += "n" + std::to_string(i) + "/";
  CHECK(run_in_arena(arena, create(nested + "leaf.txt", "deep")).ok());
  CHECK(read_file(arena.root / (nested + "leaf.txt")) == "deep");
  CHECK(run_in_arena(arena, create(std::string(255, 'n'), "longest")).ok());
  CHECK(read_file(arena.root / std::string(255, 'n')) == "longest");
}
