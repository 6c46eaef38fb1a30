// The conformance fixtures as a product (docs/conformance.md): where they are, their names and
// version, and `llmfmt fixtures list|show NAME|export DIR`.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <CLI/CLI.hpp>

#include "llmfmt/core/json.h"

namespace llmfmt::cli {

/// The fixtures `--fixtures` names, else the installed ones (share/llmfmt/fixtures beside the
/// executable's bin/), else the source tree's tests/fixtures (the build tree). Throws
/// std::runtime_error when there are none.
std::string fixtures_dir(const std::string& given);

/// The fixture set's version: the first line of DIR/VERSION ("unknown" without one).
std::string fixture_set_version(const std::string& dir);

/// Every case below `dir`, by name: the path below it without ".json" ("llmist/simple_call",
/// "stf/decode/extra_block"), sorted.
std::vector<std::string> fixture_names(const std::string& dir);

/// The fixture's file, parsed; its input bytes in `input` ("input" lines joined with "\n", a
/// string, or "input_base64" decoded; "" for cases without one).
struct FixtureCase {
  std::string name;
  Json json;
  std::string input;
};
FixtureCase load_fixture_case(const std::string& dir, const std::string& name);

/// `value` as text: an array of lines joined with "\n", or a plain string.
std::string joined_lines(const Json& value);

struct FixturesArgs {
  std::string fixtures;
  std::string format;
  std::string name;
  std::string dir;
};

/// Adds the subcommand to `app`; its options fill `args`.
CLI::App* add_fixtures_command(CLI::App& app, FixturesArgs& args);
/// Exit status: 0 done, 2 usage or I/O problem (an unknown case name, an unwritable directory).
int run_fixtures_command(const CLI::App& command, const FixturesArgs& args);

}  // namespace llmfmt::cli
