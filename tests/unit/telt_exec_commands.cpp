// TELT execution: what each command does, refuses and fails on (DECISIONS §2,
// docs/formats/telt-exec.md §4 Commands).
#include <catch2/catch.hpp>
#include <chrono>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "telt_exec_support.h"

using namespace llmfmt::telt;
using namespace telt_test;

namespace {

// One block of the given commands; each command's lines end with its --END.
std::string block(const std::string& commands) { return "#!telt [3-char SHA: c0m]\n" + commands; }

std::string create(const std::string& file, const std::string& content, const std::string& modes = "") {
  return "=== CREATE_FILE ===\n--FILE c0m--\n" + file + "\n--CONTENT c0m--\n" + content + "\n" +
         (modes.empty() ? "" : "--MODES c0m--\n" + modes + "\n") + "--END c0m--\n";
}
std::string replace(const std::string& file, const std::string& find, const std::string& with) {
  return "=== REPLACE_IN_FILE ===\n--FILE c0m--\n" + file + "\n--FIND c0m--\n" + find + "\n--REPLACE c0m--\n" + with +
         "\n--END c0m--\n";
}
std::string delete_cmd(const std::string& file) { return "=== DELETE_FILE ===\n--FILE c0m--\n" + file + "\n--END c0m--\n"; }
std::string move_cmd(const std::string& from, const std::string& to) {
  return "=== MOVE_FILE ===\n--FROM c0m--\n" + from + "\n--TO c0m--\n" + to + "\n--END c0m--\n";
}
std::string bash(const std::string& body) { return "=== BASH ===\n" + body + "\n--END c0m--\n"; }
std::string run_command(const std::string& command, const std::string& extra = "") {
  return "=== RUN_COMMAND ===\n--COMMAND c0m--\n" + command + "\n" + extra + "--END c0m--\n";
}

ExecOptions allowing(const TempDir& root) {
  ExecOptions options;
  options.root = root.path;
  options.allow_commands = true;
  return options;
}

mode_t mode_of(const std::string& path) {
  struct stat st {};
  ::stat(path.c_str(), &st);
  return st.st_mode & 07777;
}

}  // namespace

TEST_CASE("telt exec: CREATE_FILE creates, replaces keeping the mode, appends", "[telt][exec][commands]") {
  TempDir root;
  write_file(root / "old.txt", "old", 0600);
  write_file(root / "log.txt", "one\n", 0640);
  const ExecReport report =
      run(block(create("new.txt", "line 1\nline 2\n") + create("old.txt", "new") + create("log.txt", "two", "append") +
                create("empty.txt", "")),
          root.path);
  CHECK(report.ok());
  CHECK(read_file(root / "new.txt") == "line 1\nline 2\n");  // a trailing blank line is a trailing "\n"
  CHECK(read_file(root / "old.txt") == "new");
  CHECK(mode_of(root / "old.txt") == 0600);
  CHECK(read_file(root / "log.txt") == "one\ntwo");
  CHECK(mode_of(root / "log.txt") == 0640);
  CHECK(exists(root / "empty.txt"));
  CHECK(read_file(root / "empty.txt").empty());
}

TEST_CASE("telt exec: CREATE_FILE modes no_overwrite, unknown flags, directories", "[telt][exec][commands]") {
  TempDir root;
  write_file(root / "keep.txt", "keep");
  make_dir(root / "dir");
  CHECK(run(block(create("keep.txt", "x", "no_overwrite")), root.path).blocks[0].code == "FILE_EXISTS");
  CHECK(run(block(create("fresh.txt", "x", "no_overwrite,")), root.path).ok());
  CHECK(run(block(create("a.txt", "x", "overwrite, sideways")), root.path).blocks[0].code == "UNKNOWN_MODE");
  CHECK(run(block(create("dir", "x")), root.path).blocks[0].code == "NOT_A_FILE");
  CHECK(read_file(root / "keep.txt") == "keep");
  CHECK_FALSE(exists(root / "a.txt"));
}

TEST_CASE("telt exec: path values lose surrounding blanks and line breaks", "[telt][exec][commands]") {
  TempDir root;
  const ExecReport report =
      run(block("=== CREATE_FILE ===\n--FILE c0m--\n  spaced.txt \n\n--CONTENT c0m--\nx\n--END c0m--\n"), root.path);
  CHECK(report.ok());
  CHECK(read_file(root / "spaced.txt") == "x");
}

TEST_CASE("telt exec: REPLACE_IN_FILE needs FIND exactly once", "[telt][exec][commands]") {
  TempDir root;
  write_file(root / "f.txt", "a\nfoo\nbar\nfoo\naaa\n");
  const Snapshot before = snapshot(root.path);
  CHECK(run(block(replace("f.txt", "foo", "x")), root.path).blocks[0].code == "FIND_AMBIGUOUS");
  CHECK(run(block(replace("f.txt", "aa", "x")), root.path).blocks[0].code == "FIND_AMBIGUOUS");  // overlapping
  CHECK(run(block(replace("f.txt", "baz", "x")), root.path).blocks[0].code == "FIND_NOT_FOUND");
  CHECK(run(block(replace("f.txt", "", "x")), root.path).blocks[0].code == "FIND_AMBIGUOUS");
  CHECK(run(block(replace("missing.txt", "a", "x")), root.path).blocks[0].code == "FILE_NOT_FOUND");
  CHECK(diff(before, snapshot(root.path)) == "");
  const ExecReport ok = run(block(replace("f.txt", "foo\nbar", "one\ntwo\nthree")), root.path);
  CHECK(ok.ok());
  CHECK(ok.blocks[0].commands[0].reason == "replace 1 occurrence in 'f.txt' at line 2");
  CHECK(read_file(root / "f.txt") == "a\none\ntwo\nthree\nfoo\naaa\n");
}

TEST_CASE("telt exec: REPLACE_IN_FILE accepts MODES overwrite and says so when CRLF hides FIND",
          "[telt][exec][commands]") {
  TempDir root;
  write_file(root / "win.txt", "one\r\ntwo\r\n");
  const ExecReport crlf = run(block(replace("win.txt", "one\ntwo", "x")), root.path);
  CHECK(crlf.blocks[0].code == "FIND_NOT_FOUND");
  CHECK(crlf.blocks[0].reason.find("CRLF") != std::string::npos);
  const std::string with_modes =
      "=== REPLACE_IN_FILE ===\n--FILE c0m--\nwin.txt\n--FIND c0m--\none\n--REPLACE c0m--\nuno\n--MODES c0m--\n"
      "overwrite,\n--END c0m--\n";
  CHECK(run(block(with_modes), root.path).ok());
  CHECK(read_file(root / "win.txt") == "uno\r\ntwo\r\n");
}

TEST_CASE("telt exec: DELETE_FILE deletes files and symlinks, not directories", "[telt][exec][commands]") {
  TempDir root;
  write_file(root / "a.txt", "a");
  write_file(root / "target.txt", "t");
  make_symlink("target.txt", root / "link");
  make_dir(root / "dir");
  CHECK(run(block(delete_cmd("a.txt") + delete_cmd("link")), root.path).ok());
  CHECK_FALSE(exists(root / "a.txt"));
  CHECK_FALSE(exists(root / "link"));
  CHECK(read_file(root / "target.txt") == "t");  // the link goes, not what it points to
  CHECK(run(block(delete_cmd("a.txt")), root.path).blocks[0].code == "FILE_NOT_FOUND");
  CHECK(run(block(delete_cmd("dir")), root.path).blocks[0].code == "NOT_A_FILE");
  CHECK(exists(root / "dir"));
}

TEST_CASE("telt exec: MOVE_FILE moves a file, never over an existing one", "[telt][exec][commands]") {
  TempDir root;
  write_file(root / "a.txt", "a");
  write_file(root / "b.txt", "b");
  make_symlink("a.txt", root / "link");
  CHECK(run(block(move_cmd("a.txt", "b.txt")), root.path).blocks[0].code == "FILE_EXISTS");
  CHECK(run(block(move_cmd("link", "c.txt")), root.path).blocks[0].code == "NOT_A_FILE");
  CHECK(run(block(move_cmd("nope.txt", "c.txt")), root.path).blocks[0].code == "FILE_NOT_FOUND");
  CHECK(run(block(move_cmd("a.txt", "deep/er/a.txt")), root.path).ok());
  CHECK(read_file(root / "deep/er/a.txt") == "a");
  CHECK_FALSE(exists(root / "a.txt"));
  CHECK(read_file(root / "b.txt") == "b");
}

TEST_CASE("telt exec: later commands of a block see what earlier ones did", "[telt][exec][commands]") {
  TempDir root;
  CHECK(run(block(create("a.txt", "hello world") + replace("a.txt", "world", "there") + move_cmd("a.txt", "b.txt") +
                  replace("b.txt", "hello", "hi")),
            root.path)
            .ok());
  CHECK(read_file(root / "b.txt") == "hi there");
  CHECK_FALSE(exists(root / "a.txt"));
  const Snapshot before = snapshot(root.path);
  CHECK(run(block(create("f", "file") + create("f/x.txt", "x")), root.path).blocks[0].code == "NOT_A_DIRECTORY");
  CHECK(run(block(delete_cmd("b.txt") + replace("b.txt", "hi", "yo")), root.path).blocks[0].code == "FILE_NOT_FOUND");
  CHECK(diff(before, snapshot(root.path)) == "");
}

TEST_CASE("telt exec: invalid commands are skipped, the rest of a valid block runs", "[telt][exec][commands]") {
  TempDir root;
  const ExecReport report =
      run(block("=== CRAETE_FILE ===\n--FILE c0m--\nx.txt\n--CONTENT c0m--\nx\n--END c0m--\n" + create("y.txt", "y")),
          root.path);
  const BlockReport& b = report.blocks.at(0);
  CHECK(b.outcome == Outcome::committed);
  CHECK(b.commands[0].outcome == Outcome::skipped);
  CHECK(b.commands[0].code == "INVALID_COMMAND");
  CHECK(b.commands[1].outcome == Outcome::executed);
  CHECK(exists(root / "y.txt"));
  CHECK_FALSE(exists(root / "x.txt"));
  CHECK_FALSE(report.ok());  // something was not done
}

TEST_CASE("telt exec: an invalid block runs nothing", "[telt][exec][commands]") {
  TempDir root;
  const ExecReport report = run("#!telt [3-char SHA: c0m]\n" + create("a.txt", "a").substr(0, 50), root.path);
  REQUIRE(report.blocks.size() == 1);
  CHECK(report.blocks[0].outcome == Outcome::skipped);
  CHECK(report.blocks[0].code == "INVALID_BLOCK");
  CHECK(report.parse_errors > 0);
  CHECK_FALSE(exists(root / "a.txt"));
}

TEST_CASE("telt exec: programs are refused without allow_commands, and so is their block", "[telt][exec][commands]") {
  TempDir root;
  const ExecReport report = run(block(create("a.txt", "a") + bash("touch ran.txt")), root.path);
  const BlockReport& b = report.blocks.at(0);
  CHECK(b.outcome == Outcome::refused);
  CHECK(b.code == "COMMANDS_NOT_ALLOWED");
  CHECK(b.commands[0].outcome == Outcome::skipped);
  CHECK(b.commands[1].outcome == Outcome::refused);
  CHECK_FALSE(exists(root / "a.txt"));
  CHECK_FALSE(exists(root / "ran.txt"));
  for (const char* type : {"=== EXEC ===\ntouch ran.txt\n--END c0m--\n", "=== BASH:5.0 ===\ntouch ran.txt\n--END c0m--\n"})
    CHECK(run(block(type), root.path).blocks.at(0).outcome == Outcome::refused);
  CHECK(run(block(run_command("touch ran.txt")), root.path).blocks.at(0).outcome == Outcome::refused);
  CHECK_FALSE(exists(root / "ran.txt"));
}

TEST_CASE("telt exec: allowed programs run in the root and see the block's earlier changes", "[telt][exec][commands]") {
  TempDir root;
  make_dir(root / "sub");
  const ExecReport report =
      run(block(create("in.txt", "data") + bash("cat in.txt; echo err >&2; pwd > where.txt") +
                "=== EXEC ===\necho exec > exec.txt\n--END c0m--\n" +
                "=== BASH:5.0 ===\necho $BASH_VERSION > version.txt\n--END c0m--\n" +
                run_command("pwd > here.txt", "--CWD c0m--\nsub\n")),
          allowing(root));
  CHECK(report.ok());
  const BlockReport& b = report.blocks.at(0);
  REQUIRE(b.commands[1].program);
  const ProgramRun& run1 = *b.commands[1].program;
  CHECK(run1.argv == std::vector<std::string>{"bash", "-c", "cat in.txt; echo err >&2; pwd > where.txt"});
  CHECK(run1.stdout_text == "data");
  CHECK(run1.stderr_text == "err\n");
  CHECK(run1.exit_code == 0);
  CHECK(read_file(root / "where.txt") == root.path + "\n");
  CHECK(read_file(root / "exec.txt") == "exec\n");
  CHECK_FALSE(read_file(root / "version.txt").empty());
  CHECK(read_file(root / "sub/here.txt") == root.path + "/sub\n");
  CHECK(b.commands[4].program->argv == std::vector<std::string>{"sh", "-c", "pwd > here.txt"});
}

TEST_CASE("telt exec: a failing program fails its block and undoes its file changes, not its own effects",
          "[telt][exec][commands]") {
  TempDir root;
  write_file(root / "a.txt", "original");
  age(root / "a.txt");
  age(root.path);
  const ExecReport report =
      run(block(create("a.txt", "changed") + bash("touch side-effect.txt; exit 3") + create("b.txt", "b")),
          allowing(root));
  const BlockReport& b = report.blocks.at(0);
  CHECK(b.outcome == Outcome::rolled_back);
  CHECK(b.code == "COMMAND_FAILED");
  CHECK(b.commands[0].outcome == Outcome::rolled_back);
  CHECK(b.commands[1].outcome == Outcome::failed);
  CHECK(b.commands[1].program->exit_code == 3);
  CHECK(b.commands[2].outcome == Outcome::skipped);
  CHECK(read_file(root / "a.txt") == "original");
  CHECK(exists(root / "side-effect.txt"));  // programs cannot be undone
  CHECK_FALSE(exists(root / "b.txt"));
}

TEST_CASE("telt exec: a program past its timeout is killed and fails its block", "[telt][exec][commands]") {
  TempDir root;
  ExecOptions options = allowing(root);
  options.timeout = std::chrono::milliseconds(300);
  const auto start = std::chrono::steady_clock::now();
  const ExecReport report = run(block(bash("sleep 20")), options);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(seconds < 5);
  CHECK(report.blocks.at(0).code == "COMMAND_TIMEOUT");
  CHECK(report.blocks.at(0).commands[0].program->timed_out);
  // TIMEOUT may shorten the limit, never lengthen it.
  options.timeout = std::chrono::seconds(30);
  const ExecReport shorter = run(block(run_command("sleep 20", "--TIMEOUT c0m--\n0.2\n")), options);
  CHECK(shorter.blocks.at(0).code == "COMMAND_TIMEOUT");
  CHECK(run(block(run_command("true", "--TIMEOUT c0m--\nsoon\n")), options).blocks.at(0).code == "INVALID_TIMEOUT");
}

TEST_CASE("telt exec: background jobs do not keep a finished program alive", "[telt][exec][commands]") {
  TempDir root;
  const auto start = std::chrono::steady_clock::now();
  const ExecReport report = run(block(bash("sleep 30 &\necho started")), allowing(root));
  CHECK(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < 10);
  CHECK(report.ok());
  CHECK(report.blocks.at(0).commands[0].program->stdout_text == "started\n");
}

TEST_CASE("telt exec: program output beyond max_output is counted, not kept", "[telt][exec][commands]") {
  TempDir root;
  ExecOptions options = allowing(root);
  options.max_output = 10;
  const ExecReport report = run(block(bash("head -c 100000 /dev/zero | tr '\\0' x")), options);
  REQUIRE(report.blocks.at(0).commands[0].program);
  CHECK(report.blocks[0].commands[0].program->stdout_text == "xxxxxxxxxx");
  CHECK(report.blocks[0].commands[0].program->stdout_bytes == 100000);
}

TEST_CASE("telt exec: RUN_COMMAND CWD stays inside the root and is never spliced into a shell line",
          "[telt][exec][commands]") {
  TempDir root, outside;
  make_symlink(outside.path, root / "out");
  CHECK(run(block(run_command("touch x", "--CWD c0m--\nout\n")), allowing(root)).blocks.at(0).code == "PATH_OUTSIDE_ROOT");
  CHECK(run(block(run_command("touch x", "--CWD c0m--\n..\n")), allowing(root)).blocks.at(0).code == "PATH_OUTSIDE_ROOT");
  CHECK(run(block(run_command("touch x", "--CWD c0m--\nsub; touch pwned\n")), allowing(root)).blocks.at(0).code ==
        "FILE_NOT_FOUND");
  CHECK_FALSE(exists(outside / "x"));
  CHECK_FALSE(exists(root / "pwned"));
  CHECK_FALSE(exists(root / "x"));
}

TEST_CASE("telt exec: the JSON log names every block and command with outcome and reason", "[telt][exec][log]") {
  TempDir root;
  ExecOptions options;
  options.root = root.path;
  options.dry_run = true;
  const llmfmt::Json log = to_json(run(block(create("a.txt", "a") + bash("echo hi")), options));
  CHECK(log["dry_run"] == true);
  CHECK(log["ok"] == false);
  CHECK(log["summary"]["blocks"] == 1);
  CHECK(log["summary"]["refused"] == 1);
  const llmfmt::Json& b = log["blocks"][0];
  CHECK(b["outcome"] == "refused");
  CHECK(b["code"] == "COMMANDS_NOT_ALLOWED");
  CHECK(b["hash"] == "c0m");
  CHECK(b["commands"][0]["outcome"] == "skipped");
  CHECK(b["commands"][0]["code"] == "BLOCK_REFUSED");
  CHECK(b["commands"][1]["outcome"] == "refused");
  CHECK(b["commands"][1]["type"] == "BASH");
  options.allow_commands = true;
  const llmfmt::Json planned = to_json(run(block(create("a.txt", "a") + bash("echo hi")), options));
  CHECK(planned["ok"] == true);
  CHECK(planned["blocks"][0]["commands"][0]["paths"] == llmfmt::Json::array({"a.txt"}));
  CHECK(planned["blocks"][0]["commands"][1]["outcome"] == "planned");
  CHECK(planned["blocks"][0]["commands"][1]["program"]["argv"][0] == "bash");
  CHECK(planned["blocks"][0]["commands"][1]["program"]["exit_code"].is_null());
  CHECK_FALSE(exists(root / "a.txt"));
}

TEST_CASE("telt exec: a replaced file keeps its owner where that can be set", "[telt][exec][commands]") {
  TempDir root;
  write_file(root / "owned.txt", "old", 0604);
  const bool privileged = ::geteuid() == 0;
  if (privileged) REQUIRE(::chown((root / "owned.txt").c_str(), 1234, 4321) == 0);
  CHECK(run(block(create("owned.txt", "new") + replace("owned.txt", "new", "newer")), root.path).ok());
  struct stat st {};
  REQUIRE(::stat((root / "owned.txt").c_str(), &st) == 0);
  CHECK((st.st_mode & 07777) == 0604);
  CHECK(st.st_uid == (privileged ? 1234u : ::geteuid()));
  if (privileged) CHECK(st.st_gid == 4321u);
}

TEST_CASE("telt exec: a program gets only stdin, stdout and stderr", "[telt][exec][commands]") {
  TempDir root;
  write_file(root / "held.txt", "");
  const int held = ::open((root / "held.txt").c_str(), O_RDONLY);  // inheritable: no O_CLOEXEC
  REQUIRE(held >= 0);
  const ExecReport report = run(block(bash("ls /proc/self/fd | wc -l")), allowing(root));
  ::close(held);
  REQUIRE(report.blocks.at(0).commands[0].program);
  // 0, 1, 2 and the directory ls itself opens to list them
  CHECK(report.blocks[0].commands[0].program->stdout_text == "4\n");
}

TEST_CASE("telt exec: bytes that are not UTF-8 reach the log as U+FFFD", "[telt][exec][log]") {
  TempDir root;
  // A program's output may hold any bytes.
  const ExecReport ran = run(block(create("ok.txt", "x") + bash("printf 'out\\377'")), allowing(root));
  CHECK(ran.ok());
  const llmfmt::Json log = to_json(ran);
  CHECK_NOTHROW(log.dump());
  CHECK(log.at("blocks").at(0).at("commands").at(1).at("program").at("stdout") == "out\xEF\xBF\xBD");
  // A path that is not UTF-8 is refused (docs/formats/telt-exec.md §2); the log shows its bytes as \xHH.
  const ExecReport refused = run(block(create("bad\xff.txt", "x")), allowing(root));
  CHECK_FALSE(refused.ok());
  CHECK_FALSE(exists(root / "bad\xff.txt"));
  const std::string refused_log = to_json(refused).dump();
  CHECK(refused_log.find("INVALID_PATH") != std::string::npos);
  CHECK(refused_log.find(R"(path 'bad\\xFF.txt' is not valid UTF-8)") != std::string::npos);
}

// An allowed program may rearrange the root between commands; llmfmt must still never act outside
// it, and must not claim an undo it could not do (found by an adversarial audit).
TEST_CASE("telt exec: a program that swaps the staging directory for a symlink cannot make cleanup delete outside",
          "[telt][exec][commands]") {
  TempDir root, outside;
  write_file(root / "f1", "a");
  write_file(outside / "important.txt", "precious");
  const ExecReport report =
      run(block(create("f1", "new content") +
                run_command("s=$(ls -d .telt-staging-*); mv \"$s\" keep && ln -s '" + outside.path + "' \"$s\"")),
          allowing(root));
  CHECK(read_file(outside / "important.txt") == "precious");
  CHECK(read_file(root / "f1") == "new content");
  CHECK_FALSE(report.warnings.empty());  // the symlink in its place could not be removed: said so
}

TEST_CASE("telt exec: rollback never follows a directory a program turned into a symlink", "[telt][exec][commands]") {
  TempDir root, outside;
  make_dir(root / "sub");
  write_file(root / "sub/f2", "original-inside");
  write_file(outside / "f2", "OUTSIDE-VICTIM");
  write_file(outside / "new.txt", "victim");
  const std::string swap = "mv sub sub.real && ln -s '" + outside.path + "' sub";
  const ExecReport report =
      run(block(create("sub/f2", "new content") + create("sub/new.txt", "n") + run_command(swap) + run_command("exit 3")),
          allowing(root));
  const BlockReport& b = report.blocks.at(0);
  CHECK(read_file(outside / "f2") == "OUTSIDE-VICTIM");
  CHECK(read_file(outside / "new.txt") == "victim");
  CHECK(b.outcome == Outcome::failed);
  CHECK(b.code == "ROLLBACK_FAILED");
  CHECK(b.commands[0].outcome == Outcome::failed);  // not "rolled_back": its undo was refused
  CHECK(b.commands[0].code == "ROLLBACK_FAILED");
  CHECK(b.commands[1].code == "ROLLBACK_FAILED");
}

TEST_CASE("telt exec: a file path ending in '/' or '/.' names a directory and is refused", "[telt][exec][commands]") {
  TempDir root;
  write_file(root / "f", "keep");
  ExecOptions options;
  options.root = root.path;
  // Validation refuses them first (INVALID_PATH, telt.md §5.2); the executor's own check, past it.
  for (const char* path : {"f/", "f/.", "a/", "."}) {
    CHECK(run(block(create(path, "x")), root.path).blocks.at(0).commands.at(0).code == "INVALID_COMMAND");
    const ExecReport report = run_past_path_check(block(create(path, "x")), options);
    CHECK(report.blocks.at(0).commands.at(0).code == "INVALID_PATH");
  }
  CHECK(run_past_path_check(block(delete_cmd("f/")), options).blocks.at(0).commands.at(0).code == "INVALID_PATH");
  const ExecReport nul = run_past_path_check(block(create(std::string("a\0b", 3), "x")), options);
  CHECK(nul.blocks.at(0).commands.at(0).code == "INVALID_PATH");
  CHECK(nul.blocks.at(0).commands.at(0).reason.find("'a\\0b'") != std::string::npos);  // not cut at the NUL
  CHECK(read_file(root / "f") == "keep");
  CHECK_FALSE(exists(root / "a"));
}
