// Nesting and size limits of the parsers not pinned elsewhere (docs/reliability.md, Limits): a
// diagnostic, never a crash or an exhausted stack. JSON5 (json5_limits.cpp), GaryML
// (garyml_limits.cpp) and llmist pointers (fixture llmist/pointer_too_deep) have their own tests.
#include <catch2/catch.hpp>

#include <chrono>
#include <string>

#include "llmfmt/dsl.h"
#include "llmfmt/dsl_runtime.h"
#include "llmfmt/json5.h"
#include "llmfmt/stf.h"
#include "llmfmt/telt.h"
#include "telt_exec_support.h"

using namespace llmfmt;

namespace {

std::string nested(std::size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); }

std::size_t count_code(const std::vector<Diagnostic>& diagnostics, const std::string& code) {
  std::size_t n = 0;
  for (const Diagnostic& d : diagnostics) n += d.code == code;
  return n;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

TEST_CASE("limits: 100 000 nested arrays in JSON5 are one NESTING_TOO_DEEP", "[limits][json5]") {
  const json5::Result r = json5::parse(std::string(100000, '['));
  CHECK(count_code(r.diagnostics, "NESTING_TOO_DEEP") == 1);
  CHECK_FALSE(r.document.value);
}

TEST_CASE("limits: an STF argument nested 10 000 deep is NESTING_TOO_DEEP, not used", "[limits][stf]") {
  const stf::Result r = stf::parse(";user {name: " + nested(10000) + "}\nhello\n");
  CHECK(count_code(r.diagnostics, "NESTING_TOO_DEEP") == 1);
  REQUIRE(r.document.messages.size() == 1);
  CHECK(r.document.messages[0].as_object().find("name") == nullptr);
  REQUIRE(r.document.messages[0].as_object().find("content") != nullptr);
  CHECK(r.document.messages[0].as_object().find("content")->as_string() == "hello");
}

TEST_CASE("limits: an STF body nested 10 000 deep is NESTING_TOO_DEEP, 256 levels are fine", "[limits][stf]") {
  const stf::Result deep = stf::parse(";user\nhi\n;meta\n{k: " + nested(10000) + "}\n;end\n");
  CHECK(count_code(deep.diagnostics, "NESTING_TOO_DEEP") == 1);
  CHECK_FALSE(deep.document.metadata);
  // JSON5's default limit counts the object around the arrays: 1 + 255 levels parse.
  const stf::Result fine = stf::parse(";user\nhi\n;meta\n{k: " + nested(255) + "}\n;end\n");
  CHECK(fine.diagnostics.empty());
  CHECK(fine.document.metadata);
}

TEST_CASE("limits: a DSL reply nested 100 000 deep is a TYPE_MISMATCH, not a crash", "[limits][dsl]") {
  const dsl::Result parsed = dsl::parse("Pick\n/DEF n /TYPE int\n");
  REQUIRE(parsed.diagnostics.empty());
  const dsl::Step& step = parsed.document.steps.at(0);
  const dsl::Validation v = dsl::validate_reply(R"({"error": 0, "out": "x", "vars": {"n": )" + nested(100000) + "}}", step);
  CHECK(v.code == "TYPE_MISMATCH");
  CHECK(v.message.find("\"n\" is an array") == 0);
  // Unclosed: invalid JSON, found without recursion either.
  const dsl::Validation open = dsl::validate_reply(std::string(1000000, '['), step);
  CHECK(open.code == "INVALID_JSON");
}

TEST_CASE("limits: a DSL program of 20 000 steps parses in linear time", "[limits][dsl]") {
  std::string text;
  for (int i = 0; i < 20000; ++i) text += (i == 0 ? "" : "/THEN ") + std::string("Step ") + std::to_string(i) + "\n";
  const auto start = std::chrono::steady_clock::now();
  const dsl::Result r = dsl::parse(text);
  CHECK(seconds_since(start) < 5);
  CHECK(r.diagnostics.empty());
  CHECK(r.document.steps.size() == 20000);
}

TEST_CASE("limits: TELT has no nesting, 20 000 commands and an 8 MiB CONTENT parse in linear time",
          "[limits][telt]") {
  std::string text = "#!telt [3-char SHA: big]\n";
  for (int i = 0; i < 20000; ++i)
    text += "=== DELETE_FILE ===\n--FILE big--\nf" + std::to_string(i) + "\n--END big--\n";
  text += "=== CREATE_FILE ===\n--FILE big--\nlarge\n--CONTENT big--\n" + std::string(8u << 20, 'x') + "\n--END big--\n";
  const auto start = std::chrono::steady_clock::now();
  const telt::Result r = telt::parse(text);
  CHECK(seconds_since(start) < 10);
  CHECK(r.diagnostics.empty());
  REQUIRE(r.document.blocks.size() == 1);
  CHECK(r.document.blocks[0].commands.size() == 20001);
}

TEST_CASE("limits: a TELT program text of 128 KiB is COMMAND_TOO_LONG and nothing runs", "[limits][telt]") {
  telt_test::TempDir root;
  telt::ExecOptions options;
  options.root = root.path;
  options.allow_commands = true;
  auto program = [](std::size_t bytes) {  // "touch ran" padded with a comment to `bytes` bytes
    const std::string start = "touch ran #";
    return "#!telt [3-char SHA: big]\n=== RUN_COMMAND ===\n--COMMAND big--\n" + start +
           std::string(bytes - start.size(), 'x') + "\n--END big--\n";
  };
  const telt::ExecReport refused = telt_test::run(program(128 * 1024), options);
  REQUIRE(refused.blocks.size() == 1);
  CHECK(refused.blocks[0].code == "COMMAND_TOO_LONG");
  CHECK(refused.blocks[0].commands.at(0).reason.find("at most 131071") != std::string::npos);
  CHECK_FALSE(telt_test::exists(root / "ran"));
  CHECK(telt_test::run(program(128 * 1024 - 1), options).ok());
  CHECK(telt_test::exists(root / "ran"));
}
