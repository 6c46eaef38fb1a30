// A process racing rollback and recovery (issue 32; docs/formats/telt-exec.md §3, §7): a thread
// swaps a directory of the block for a symlink to outside the root, back and forth with
// renameat2(RENAME_EXCHANGE), while the block is undone in process or by recover() after a kill.
// Every undo step must go through directories opened beneath the root with O_NOFOLLOW: nothing
// outside changes, and a rollback reported clean left the tree as before. Seeded and bounded:
// $LLMFMT_RACER_RUNS runs (default 120, about two seconds); the seed is printed on failure.
#include <catch2/catch.hpp>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <random>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#include "telt_exec_support.h"

using namespace llmfmt::telt;
using namespace telt_test;

namespace {

const std::string kBlock =
    "#!telt [3-char SHA: r4c]\n"
    "=== CREATE_FILE ===\n--FILE r4c--\nsub/f\n--CONTENT r4c--\nnew content\n--END r4c--\n"
    "=== CREATE_FILE ===\n--FILE r4c--\nsub/n\n--CONTENT r4c--\nnew file\n--END r4c--\n"
    "=== DELETE_FILE ===\n--FILE r4c--\nsub/d\n--END r4c--\n"
    "=== MOVE_FILE ===\n--FROM r4c--\nsub/m\n--TO r4c--\nsub/m2\n--END r4c--\n";

// Swaps root/sub and root/swap (a symlink to outside) until told to stop.
class Racer {
 public:
  Racer(const std::string& root, unsigned seed)
      : thread_([this, root, seed] {
          std::mt19937 rng(seed);
          const int dir = ::open(root.c_str(), O_RDONLY | O_DIRECTORY);
          while (!stop_) {
            ::renameat2(dir, "sub", dir, "swap", RENAME_EXCHANGE);
            if (rng() % 4 == 0) std::this_thread::yield();
          }
          ::close(dir);
        }) {}
  ~Racer() { finish(); }
  void finish() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
  }

 private:
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

void build(const TempDir& root, const TempDir& outside) {
  make_dir(root / "sub");
  for (const char* name : {"f", "d", "m"}) {
    write_file(root / (std::string("sub/") + name), std::string("inside ") + name);
    write_file(outside / name, std::string("OUTSIDE ") + name);
  }
  make_symlink(outside.path, root / "swap");
}

// After the racer: "sub" is the directory again.
void settle(const TempDir& root) {
  struct stat st {};
  if (::lstat((root / "sub").c_str(), &st) == 0 && S_ISLNK(st.st_mode))
    ::renameat2(AT_FDCWD, (root / "sub").c_str(), AT_FDCWD, (root / "swap").c_str(), RENAME_EXCHANGE);
}

// The racer's renames change the root's own times: everything else is compared.
Snapshot below_root(Snapshot s) {
  s.erase(".");
  return s;
}

std::size_t runs() {
  const char* n = std::getenv("LLMFMT_RACER_RUNS");
  return n ? std::strtoul(n, nullptr, 10) : 120;
}

}  // namespace

TEST_CASE("telt exec racer: rollback and recovery never act outside the root", "[telt][exec][hostile][racer]") {
  const unsigned seed = 32;
  std::mt19937 rng(seed);
  std::size_t clean = 0, refused = 0;
  for (std::size_t run_index = 0; run_index < runs(); ++run_index) {
    const bool by_recovery = run_index % 2 == 1;
    const unsigned racer_seed = static_cast<unsigned>(rng());
    INFO("seed " << seed << ", run " << run_index << (by_recovery ? " (recovery)" : " (rollback)"));
    TempDir root, outside;
    build(root, outside);
    const Snapshot before = snapshot(root.path), outside_before = snapshot(outside.path);
    bool reported_clean = false;
    if (!by_recovery) {
      // The block fails at its "committed" record: every change is made, then undone under the racer.
      std::unique_ptr<Racer> racer;
      ExecOptions options;
      options.root = root.path;
      std::size_t writes = 0;
      options.fail_step = [&](const std::string& step, const std::string&) {
        if (step != "journal_write" || ++writes < 7) return false;
        racer = std::make_unique<Racer>(root.path, racer_seed);
        return true;
      };
      const ExecReport report = run(kBlock, options);
      if (racer) racer->finish();
      reported_clean = report.blocks.at(0).outcome == Outcome::rolled_back;
    } else {
      const pid_t child = ::fork();
      REQUIRE(child >= 0);
      if (child == 0) {
        std::size_t writes = 0;
        ExecOptions options;
        options.root = root.path;
        options.fail_step = [&](const std::string& step, const std::string&) {
          if (step == "journal_write" && ++writes == 7) ::_exit(9);
          return false;
        };
        run(kBlock, options);
        ::_exit(0);
      }
      int status = 0;
      REQUIRE(::waitpid(child, &status, 0) == child);
      Racer racer(root.path, racer_seed);
      const RecoveryReport r = recover(root.path);
      racer.finish();
      reported_clean = r.action == RecoveryReport::Action::rolled_back;
    }
    settle(root);
    CHECK(diff(outside_before, snapshot(outside.path)) == "");
    if (reported_clean) {
      ++clean;
      CHECK(diff(below_root(before), below_root(snapshot(root.path))) == "");
    } else {
      ++refused;
      if (exists(root / ".telt-journal")) recover(root.path);  // the racer is gone: now it works
    }
  }
  INFO("clean " << clean << ", refused " << refused);
  CHECK(clean > 0);
}
