// TELT execution against a hostile model (issue 32; docs/formats/telt-exec.md §2 Reserved names,
// §7 Interruptions, docs/reliability.md § Hostile input): a block cannot reach the executor's own
// files, a journal the executor did not write is never executed, an interrupt rolls back.
#include <catch2/catch.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <sys/wait.h>
#include <unistd.h>

#include "telt_exec_support.h"

using namespace llmfmt::telt;
using namespace telt_test;

namespace {

std::string block_of(const std::string& commands) { return "#!telt [3-char SHA: h0s]\n" + commands; }

std::string create(const std::string& file, const std::string& content) {
  return "=== CREATE_FILE ===\n--FILE h0s--\n" + file + "\n--CONTENT h0s--\n" + content + "\n--END h0s--\n";
}

const std::string kForged = "llmfmt-telt-journal 1\nwrite src/main.c -\n";  // the value ends in a newline

void victim_tree(const TempDir& root) {
  make_dir(root / "src");
  write_file(root / "src/main.c", "int main() { return 0; }\n");
  write_file(root / "a.txt", "a\n");
}

}  // namespace

TEST_CASE("telt exec hostile: a block cannot write the journal or a staging directory", "[telt][exec][hostile]") {
  for (const char* name : {".telt-journal", "./.telt-journal", "src/../.telt-journal", ".TELT-Journal",
                           ".telt-staging-1/w0", "src/.telt-journal"}) {
    INFO(name);
    TempDir root;
    victim_tree(root);
    const ExecReport report = run(block_of(create(name, kForged) + create("b.txt", "b")), root.path);
    CHECK_FALSE(report.ok());
    CHECK(report.blocks.at(0).commands.at(0).outcome != Outcome::executed);
    CHECK_FALSE(exists(root / ".telt-journal"));
    CHECK(recover(root.path).action == RecoveryReport::Action::none);
    CHECK(read_file(root / "src/main.c") == "int main() { return 0; }\n");
  }
}

TEST_CASE("telt exec hostile: a symlink to the journal's name is refused as reserved", "[telt][exec][hostile]") {
  TempDir root;
  victim_tree(root);
  make_symlink(".telt-journal", root / "j");
  make_symlink(".telt-staging-0", root / "s");
  for (const std::string& telt : {block_of(create("j", kForged)), block_of(create("s/x", "x")),
                                  block_of("=== MOVE_FILE ===\n--FROM h0s--\na.txt\n--TO h0s--\ns/moved\n--END h0s--\n")}) {
    const ExecReport report = run(telt, root.path);
    const CommandReport& c = report.blocks.at(0).commands.at(0);
    CHECK(c.outcome == Outcome::refused);
    CHECK(c.code == "RESERVED_PATH");
    CHECK_FALSE(exists(root / ".telt-journal"));
    CHECK_FALSE(exists(root / ".telt-staging-0"));
  }
  CHECK(read_file(root / "a.txt") == "a\n");
}

// The attack of issue 32: a block writes a journal of its own, then is killed part way; the
// recovery must not run the block's journal (which deletes a file the block never named).
TEST_CASE("telt exec hostile: a forged journal and a kill do not make recovery delete files", "[telt][exec][hostile]") {
  std::string telt = create(".telt-journal", kForged);
  for (int i = 0; i < 6; ++i) telt += create("f" + std::to_string(i) + ".txt", "x");
  telt = block_of(telt);
  for (std::size_t k = 1; k < 40; k += 3) {
    INFO("killed before call " << k);
    TempDir root;
    victim_tree(root);
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
      run(telt, options);
      ::_exit(0);
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    recover(root.path);
    CHECK(read_file(root / "src/main.c") == "int main() { return 0; }\n");
  }
}

TEST_CASE("telt exec hostile: a journal that came with the tree is never executed", "[telt][exec][hostile]") {
  for (const std::string& forged :
       {std::string("llmfmt-telt-journal 1\nwrite src/main.c -\n"),
        std::string("llmfmt-telt-journal 2 0123456789abcdef0123456789abcdef\nwrite src/main.c -\n"),
        std::string("llmfmt-telt-journal 2 0123456789abcdef0123456789abcdef\nstaging .telt-staging-1\ncommitted\n")}) {
    INFO(forged);
    TempDir root;
    victim_tree(root);
    make_dir(root / ".telt-staging-1");
    write_file(root / ".telt-staging-1/keep", "k");
    write_file(root / ".telt-journal", forged, 0600);
    const RecoveryReport r = recover(root.path);
    CHECK(r.action == RecoveryReport::Action::failed);
    REQUIRE_FALSE(r.problems.empty());
    CHECK(r.problems[0].find("not executed") != std::string::npos);
    CHECK(read_file(root / "src/main.c") == "int main() { return 0; }\n");
    CHECK(read_file(root / ".telt-journal") == forged);  // kept, for the user to look at
    CHECK(read_file(root / ".telt-staging-1/keep") == "k");
  }
}

// A genuine journal copied to another root (or the same root under another name) has no ticket
// there: recovery does not execute it.
TEST_CASE("telt exec hostile: a genuine journal copied to another root is not executed", "[telt][exec][hostile]") {
  TempDir root, other;
  victim_tree(root);
  victim_tree(other);
  const std::string telt = block_of(create("n1.txt", "1") + create("n2.txt", "2"));
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    std::size_t calls = 0;
    ExecOptions options;
    options.root = root.path;
    options.fail_step = [&](const std::string& step, const std::string&) {
      if (step == "rename" && calls++ == 1) ::_exit(9);  // n1.txt is in place, n2.txt not yet
      return false;
    };
    run(telt, options);
    ::_exit(0);
  }
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  REQUIRE(exists(root / ".telt-journal"));
  write_file(other / ".telt-journal", read_file(root / ".telt-journal"), 0600);
  write_file(other / "n1.txt", "mine");
  const RecoveryReport copied = recover(other.path);
  CHECK(copied.action == RecoveryReport::Action::failed);
  CHECK(read_file(other / "n1.txt") == "mine");
  const RecoveryReport genuine = recover(root.path);
  CHECK(genuine.action == RecoveryReport::Action::rolled_back);
  CHECK_FALSE(exists(root / "n1.txt"));
  CHECK_FALSE(exists(root / ".telt-journal"));
}

// SIGINT/SIGTERM (the CLI's handler sets ExecOptions::interrupt): at any step of a block, the
// block is rolled back, the tree is as before it, and the blocks after it do not run.
TEST_CASE("telt exec hostile: an interrupt at any step rolls the block back", "[telt][exec][hostile]") {
  const std::string first = block_of(create("src/n.txt", "new") + create("a.txt", "changed") +
                                     "=== DELETE_FILE ===\n--FILE h0s--\nsrc/main.c\n--END h0s--\n");
  const std::string telt = first + "#!telt [3-char SHA: x2y]\n=== CREATE_FILE ===\n--FILE x2y--\nlater.txt\n"
                                   "--CONTENT x2y--\nl\n--END x2y--\n";
  std::size_t steps = 0;  // of the first block
  {
    TempDir root;
    victim_tree(root);
    ExecOptions options;
    options.root = root.path;
    options.fail_step = [&](const std::string&, const std::string&) { return ++steps, false; };
    REQUIRE(run(first, options).ok());
  }
  for (std::size_t k = 0; k < steps; ++k) {
    INFO("interrupted before call " << k + 1 << " of " << steps);
    TempDir root;
    victim_tree(root);
    const Snapshot before = snapshot(root.path);
    std::atomic<bool> stop{false};
    std::size_t calls = 0;
    ExecOptions options;
    options.root = root.path;
    options.interrupt = &stop;
    options.fail_step = [&](const std::string&, const std::string&) {
      if (calls++ == k) stop = true;
      return false;
    };
    const ExecReport report = run(telt, options);
    REQUIRE(report.blocks.size() == 2);
    CHECK(report.blocks[1].code == "INTERRUPTED");
    CHECK_FALSE(exists(root / "later.txt"));
    if (report.blocks[0].outcome == Outcome::committed) continue;  // the interrupt came after its last step
    CHECK(report.blocks[0].outcome == Outcome::rolled_back);
    CHECK(report.blocks[0].code == "INTERRUPTED");
    CHECK(diff(before, snapshot(root.path)) == "");
    CHECK(recover(root.path).action == RecoveryReport::Action::none);
  }
}

// ---- cost: FIND is linear, moves read nothing, size and time budgets (issue 32 item 5) ------------

TEST_CASE("telt exec hostile: FIND is linear even when it almost matches everywhere", "[telt][exec][hostile]") {
  TempDir root;
  write_file(root / "big.txt", std::string(2 << 20, 'a'));
  const std::string find = std::string(1 << 20, 'a') + "b";  // std::string::find: 23 s
  const std::string telt = block_of("=== REPLACE_IN_FILE ===\n--FILE h0s--\nbig.txt\n--FIND h0s--\n" + find +
                                    "\n--REPLACE h0s--\nx\n--END h0s--\n");
  ExecOptions options;
  options.root = root.path;
  options.dry_run = true;
  const auto start = std::chrono::steady_clock::now();
  const ExecReport report = run(telt, options);
  CHECK(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < 3);
  CHECK(report.blocks.at(0).commands.at(0).code == "FIND_NOT_FOUND");
  // Overlapping occurrences are still counted: "aa" is three times in "aaaa".
  write_file(root / "small.txt", "aaaa");
  const ExecReport ambiguous = run(block_of("=== REPLACE_IN_FILE ===\n--FILE h0s--\nsmall.txt\n--FIND h0s--\naa\n"
                                            "--REPLACE h0s--\nx\n--END h0s--\n"), options);
  CHECK(ambiguous.blocks.at(0).commands.at(0).reason.find("FIND occurs 3 times") != std::string::npos);
}

TEST_CASE("telt exec hostile: the size budget bounds what a command reads and writes, and moves read nothing",
          "[telt][exec][hostile]") {
  TempDir root;
  victim_tree(root);
  write_file(root / "big.txt", std::string(5000, 'z'));
  ExecOptions options;
  options.root = root.path;
  options.max_file_bytes = 1000;
  const ExecReport report = run(block_of("=== MOVE_FILE ===\n--FROM h0s--\nbig.txt\n--TO h0s--\nmoved/big.txt\n--END h0s--\n"
                                         "=== MOVE_FILE ===\n--FROM h0s--\nmoved/big.txt\n--TO h0s--\nagain.txt\n--END h0s--\n"),
                                options);
  CHECK(report.ok());
  CHECK(read_file(root / "again.txt") == std::string(5000, 'z'));
  for (const std::string& telt :
       {block_of("=== REPLACE_IN_FILE ===\n--FILE h0s--\nagain.txt\n--FIND h0s--\nzz\n--REPLACE h0s--\ny\n--END h0s--\n"),
        block_of("=== CREATE_FILE ===\n--FILE h0s--\nagain.txt\n--CONTENT h0s--\nmore\n--MODES h0s--\nappend\n--END h0s--\n"),
        block_of(create("new.txt", std::string(1001, 'n')))}) {
    const ExecReport refused = run(telt, options);
    CHECK(refused.blocks.at(0).commands.at(0).code == "FILE_TOO_LARGE");
  }
  CHECK_FALSE(exists(root / "new.txt"));
}

TEST_CASE("telt exec hostile: the time budget stops a block and rolls it back", "[telt][exec][hostile]") {
  TempDir root;
  victim_tree(root);
  const Snapshot before = snapshot(root.path);
  ExecOptions options;
  options.root = root.path;
  options.allow_commands = true;
  options.max_time = std::chrono::milliseconds(300);
  const auto start = std::chrono::steady_clock::now();
  const ExecReport report = run(block_of(create("a.txt", "changed") +
                                         "=== RUN_COMMAND ===\n--COMMAND h0s--\nsleep 20\n--END h0s--\n") +
                                    "#!telt [3-char SHA: x2y]\n=== DELETE_FILE ===\n--FILE x2y--\nsrc/main.c\n--END x2y--\n",
                                options);
  CHECK(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < 5);
  CHECK(report.blocks.at(0).outcome == Outcome::rolled_back);
  CHECK(report.blocks.at(0).code == "EXEC_TIME_LIMIT");
  CHECK(report.blocks.at(0).reason.find("time budget of 0.3") != std::string::npos);
  CHECK(report.blocks.at(1).code == "EXEC_TIME_LIMIT");
  CHECK(diff(before, snapshot(root.path)) == "");
}

// ---- planning streams files: a window, never the file (issue 32 item 5) --------------------------

namespace {

std::string replace_block(const std::string& file, const std::string& find, const std::string& replace) {
  return "=== REPLACE_IN_FILE ===\n--FILE h0s--\n" + file + "\n--FIND h0s--\n" + find + "\n--REPLACE h0s--\n" + replace +
         "\n--END h0s--\n";
}

std::string append_block(const std::string& file, const std::string& content) {
  return "=== CREATE_FILE ===\n--FILE h0s--\n" + file + "\n--CONTENT h0s--\n" + content +
         "\n--MODES h0s--\nappend\n--END h0s--\n";
}

// Lines of varied text, so that a FIND is unique and a window boundary falls inside a line.
std::string numbered_lines(std::size_t bytes) {
  std::string out;
  for (std::size_t i = 0; out.size() < bytes; ++i) out += "line " + std::to_string(i) + " of the streamed file\n";
  out.resize(bytes);
  return out;
}

std::size_t line_at(const std::string& text, std::size_t offset) {
  return 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

}  // namespace

TEST_CASE("telt exec hostile: a FIND across window boundaries, after appends and replaces, gives the same bytes",
          "[telt][exec][hostile]") {
  TempDir root;
  std::string original = numbered_lines(299989) + "END-OF-FILE";  // windows of 64 KiB: four boundaries
  for (const std::size_t boundary : {std::size_t{65536}, std::size_t{131072}, std::size_t{262144}}) {
    const std::string digits = std::to_string(boundary);
    original.replace(boundary - 5, 11, "UNIQ" + std::string(7 - digits.size(), '0') + digits);  // 11 bytes, once
  }
  for (const std::size_t boundary : {std::size_t{65536}, std::size_t{131072}, std::size_t{262144}}) {
    INFO("boundary " << boundary);
    write_file(root / "f.txt", original);
    // A FIND that starts 5 bytes before the boundary and ends 6 after it.
    const std::string find = original.substr(boundary - 5, 11);
    REQUIRE(original.find(find) == boundary - 5);
    REQUIRE(original.find(find, boundary - 4) == std::string::npos);
    // Then an append, and a FIND that spans the file's old end and the appended text.
    const std::string tail = "OF-FILEAPPENDED";
    const std::string telt = block_of(replace_block("f.txt", find, "<R\nR>") + append_block("f.txt", "APPENDED\nmore") +
                                      replace_block("f.txt", tail, "[end]"));
    const ExecReport report = run(telt, root.path);
    INFO(report.blocks.at(0).reason);
    REQUIRE(report.ok());
    std::string expected = original.substr(0, boundary - 5) + "<R\nR>" + original.substr(boundary + 6) + "APPENDED\nmore";
    const std::size_t at = expected.find(tail);
    REQUIRE(at != std::string::npos);
    expected = expected.substr(0, at) + "[end]" + expected.substr(at + tail.size());
    CHECK(read_file(root / "f.txt") == expected);
    CHECK(report.blocks[0].commands[0].reason == "replace 1 occurrence in 'f.txt' at line " + std::to_string(line_at(original, boundary - 5)));
  }
  // Ambiguity and line numbers are found over the stream too, overlapping occurrences counted.
  write_file(root / "g.txt", numbered_lines(70000) + "xx\nxx\n" + numbered_lines(70000) + "xxx\n");
  const ExecReport ambiguous = run(block_of(replace_block("g.txt", "xx", "y")), root.path);
  const std::string text = read_file(root / "g.txt");
  const std::size_t first = text.find("xx\nxx");
  CHECK(ambiguous.blocks.at(0).commands.at(0).reason ==
        "FIND occurs 4 times in 'g.txt' (lines " + std::to_string(line_at(text, first)) + ", " +
            std::to_string(line_at(text, first) + 1) + ", " + std::to_string(line_at(text, text.rfind("xxx"))) + ", " +
            std::to_string(line_at(text, text.rfind("xxx"))) + "); it must occur exactly once");
  // A CRLF file is still recognised when the FIND has LF line ends.
  write_file(root / "crlf.txt", std::string(70000, 'a') + "\r\nb\r\n");
  const ExecReport crlf = run(block_of(replace_block("crlf.txt", "a\nb", "c")), root.path);
  CHECK(crlf.blocks.at(0).commands.at(0).reason.find("CRLF line ends") != std::string::npos);
}

TEST_CASE("telt exec hostile: a file changed between planning and staging is not committed on top of",
          "[telt][exec][hostile]") {
  TempDir root;
  write_file(root / "f.txt", "first version\n");
  write_file(root / "g.txt", "other\n");
  for (const bool same_size : {false, true}) {
    INFO("same size: " << same_size);
    write_file(root / "f.txt", "first version\n");
    age(root / "f.txt");
    const Snapshot before = snapshot(root.path);
    ExecOptions options;
    options.root = root.path;
    // The seam runs before every step: at the staging of f.txt's new content, a racer rewrites
    // f.txt in place (same inode; with the same size, only the modification time tells).
    bool raced = false;
    std::string racer_text = same_size ? "FIRST VERSION\n" : "a racer's version, longer\n";
    options.fail_step = [&](const std::string& step, const std::string& rel) {
      if (!raced && step == "open" && rel == "f.txt") {
        raced = true;
        const std::string path = root / "f.txt";
        FILE* f = std::fopen(path.c_str(), "r+");
        if (f) {
          std::fwrite(racer_text.data(), 1, racer_text.size(), f);
          std::fclose(f);
        }
      }
      return false;
    };
    const ExecReport report = run(block_of(append_block("g.txt", "more") + append_block("f.txt", "appended")), options);
    REQUIRE(raced);
    CHECK(report.blocks.at(0).outcome == Outcome::rolled_back);
    CHECK(report.blocks[0].code == "FILE_CHANGED");
    CHECK(report.blocks[0].reason.find("'f.txt' was changed, replaced or removed by someone else") != std::string::npos);
    Snapshot expected = before;
    Snapshot after = snapshot(root.path);
    expected.erase("f.txt");
    after.erase("f.txt");
    CHECK(diff(expected, after) == "");  // g.txt undone, nothing left behind
    CHECK(read_file(root / "f.txt") == racer_text);  // the racer's bytes are not overwritten
  }
}
