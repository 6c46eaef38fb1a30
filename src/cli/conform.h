// `llmfmt conform -- COMMAND [ARG…]`: runs the conformance fixtures through another
// implementation, one process per case or one answering many (--persistent), and compares its
// results (docs/conformance.md).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace llmfmt::cli {

struct ConformArgs {
  std::string format = "all";
  std::string level = "spans";
  std::vector<std::string> filters;
  std::string skip_file;
  unsigned jobs = 1;
  double timeout = 10;
  std::string report;  ///< "", "json" or "junit"
  std::string fixtures;
  bool chunked = false;
  std::optional<unsigned long long> seed;
  unsigned differential = 0;  ///< N mutated inputs instead of the fixtures (0: the fixtures)
  std::string save_dir = "conform-candidates";
  bool persistent = false;    ///< one process answers every case (per job), a JSON line each
  bool brief = false;         ///< one line per failure: its first difference only
  bool number_kinds = false;  ///< numbers compare by kind too (1 is not 1.0)
  bool progress = false;      ///< a progress line on stderr even when it is not a terminal
  bool no_progress = false;
  std::vector<std::string> command;
};

/// `llmfmt conform … -- COMMAND [ARG…]`: moves what follows "--" into `args.command`, so that the
/// option parser never sees the command's own options. Returns the count of arguments left.
int take_command(int argc, char** argv, ConformArgs& args);

/// Adds the subcommand to `app`; its options fill `args`.
CLI::App* add_conform_command(CLI::App& app, ConformArgs& args);
/// Exit status: 0 every case passed (or was skipped), 1 a case failed, 2 usage or I/O problem.
int run_conform_command(const ConformArgs& args);

}  // namespace llmfmt::cli
