// The conformance fixtures as a product (docs/conformance.md): where they are, their names and
// version, and `llmfmt fixtures list|show NAME|export [--tokens] DIR`.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <CLI/CLI.hpp>

#include "cli/fixture_files.h"

namespace llmfmt::cli {

struct FixturesArgs {
  std::string fixtures;
  std::string format;
  std::string name;
  std::string dir;
  bool tokens = false;  ///< export --tokens: each case's token stream beside it (<case>.tokens.jsonl)
  bool trees = false;   ///< export --trees (hidden): its parse trees too (<case>.trees.txt)
};

/// Adds the subcommand to `app`; its options fill `args`.
CLI::App* add_fixtures_command(CLI::App& app, FixturesArgs& args);
/// Exit status: 0 done, 2 usage or I/O problem (an unknown case name, an unwritable directory).
int run_fixtures_command(const CLI::App& command, const FixturesArgs& args);

}  // namespace llmfmt::cli
