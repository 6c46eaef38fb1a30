// TELT execution, property: random blocks of file commands on random trees, with a failure
// injected at a random step, match a simple model of the commands — or leave the tree exactly as
// it was (docs/formats/telt-exec.md §3 Transactions).
#include <catch2/catch.hpp>
#include <map>
#include <optional>
#include <random>

#include "telt_exec_support.h"

using namespace llmfmt::telt;
using namespace telt_test;

namespace {

// Names never collide as file and directory, so the model needs no directories.
const char* const kNames[] = {"a", "b", "d/c", "d/e/f", "g/h"};

std::string random_text(std::mt19937& rng) {
  static const char kAlphabet[] = "xy\n";
  std::string out;
  const int n = static_cast<int>(rng() % 6);
  for (int i = 0; i < n; ++i) out += kAlphabet[rng() % 3];
  return out;
}

std::size_t occurrences(const std::string& text, const std::string& find) {
  std::size_t n = 0;
  for (std::size_t p = text.find(find); p != std::string::npos; p = text.find(find, p + 1)) ++n;
  return n;
}

// Appends one random command to `telt` and applies it to `model`; false when the model says it fails.
bool random_command(std::mt19937& rng, std::string& telt, std::map<std::string, std::string>& model) {
  const std::string name = kNames[rng() % 5];
  const std::string other = kNames[rng() % 5];
  // Values are lines joined with "\n": a value written as "T" then a newline is exactly T.
  auto param = [&](const char* p, const std::string& v) { telt += std::string("--") + p + " r4n--\n" + v + "\n"; };
  switch (rng() % 4) {
    case 0: {
      const std::string content = random_text(rng);
      const int mode = static_cast<int>(rng() % 3);
      telt += "=== CREATE_FILE ===\n";
      param("FILE", name);
      param("CONTENT", content);
      if (mode == 1) param("MODES", "append");
      if (mode == 2) param("MODES", "no_overwrite");
      telt += "--END r4n--\n";
      if (mode == 2 && model.count(name)) return false;
      model[name] = (mode == 1 ? model[name] : "") + content;
      return true;
    }
    case 1: {
      std::string find = random_text(rng);
      if (find.empty()) find = "x";
      const std::string with = random_text(rng);
      telt += "=== REPLACE_IN_FILE ===\n";
      param("FILE", name);
      param("FIND", find);
      param("REPLACE", with);
      telt += "--END r4n--\n";
      if (!model.count(name) || occurrences(model[name], find) != 1) return false;
      std::string& text = model[name];
      text.replace(text.find(find), find.size(), with);
      return true;
    }
    case 2:
      telt += "=== DELETE_FILE ===\n";
      param("FILE", name);
      telt += "--END r4n--\n";
      return model.erase(name) == 1;
    default:
      telt += "=== MOVE_FILE ===\n";
      param("FROM", name);
      param("TO", other);
      telt += "--END r4n--\n";
      if (!model.count(name) || model.count(other)) return false;
      model[other] = model[name];
      model.erase(name);
      return true;
  }
}

std::map<std::string, std::string> files_of(const TempDir& root) {
  std::map<std::string, std::string> out;
  for (const char* name : kNames)
    if (exists(root / name)) out[name] = read_file(root / name);
  return out;
}

}  // namespace

TEST_CASE("telt exec: random blocks match the model or leave the tree untouched", "[telt][exec][property]") {
  std::mt19937 rng(20261123);
  int committed = 0, rolled_back = 0;
  for (int iteration = 0; iteration < 300; ++iteration) {
    TempDir root;
    std::map<std::string, std::string> model;
    for (const char* name : kNames) {
      if (rng() % 2) continue;
      const std::string path = root / name;
      make_dir(path.substr(0, path.rfind('/')));
      model[name] = random_text(rng);
      write_file(path, model[name], rng() % 2 ? 0644 : 0600);
      age(path);
    }
    for (const char* dir : {".", "d", "d/e", "g"})
      if (exists(root / dir)) age(root / dir);
    std::string telt = "#!telt [3-char SHA: r4n]\n";
    bool model_ok = true;
    const int commands = 1 + static_cast<int>(rng() % 5);
    for (int i = 0; i < commands && model_ok; ++i) model_ok = random_command(rng, telt, model);
    INFO("iteration " << iteration << "\n" << telt);

    const Snapshot before = snapshot(root.path);
    ExecOptions options;
    options.root = root.path;
    options.dry_run = true;
    const ExecReport plan = run(telt, options);
    CHECK(diff(before, snapshot(root.path)) == "");
    CHECK(plan.ok() == model_ok);

    const std::size_t fail_at = rng() % 120;  // often past the last step: no failure
    std::size_t calls = 0;
    options.dry_run = false;
    options.fail_step = [&](const std::string&, const std::string&) { return calls++ == fail_at; };
    const ExecReport report = run(telt, options);
    REQUIRE(report.blocks.size() == 1);
    if (report.blocks[0].outcome == Outcome::committed) {
      ++committed;
      CHECK(model_ok);
      CHECK(files_of(root) == model);
    } else {
      ++rolled_back;
      CHECK(report.blocks[0].outcome == Outcome::rolled_back);
      CHECK((!model_ok || fail_at < calls));
      CHECK(diff(before, snapshot(root.path)) == "");
    }
  }
  CHECK(committed > 30);
  CHECK(rolled_back > 30);
}
