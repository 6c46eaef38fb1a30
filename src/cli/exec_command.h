// `llmfmt exec`: run (or plan) a TELT file's blocks against a directory (docs/cli.md § exec).
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "cli/progress.h"

namespace llmfmt::cli {

struct ExecArgs {
  std::string file;
  std::string root;
  std::string log;
  std::string recover;  ///< --recover ROOT: only recovery
  bool dry_run = false;
  bool allow_commands = false;
  double timeout = 60;
  double max_time = 0;                                  ///< seconds for the whole execution; 0: none
  std::size_t max_file_bytes = std::size_t{256} << 20;  ///< ExecOptions::max_file_bytes
  ProgressArgs progress;
};

/// Adds the subcommand to `app`; its options fill `args`.
CLI::App* add_exec_command(CLI::App& app, ExecArgs& args);
/// Exit status: 0 every block committed (or would be), 1 something refused, failed or invalid,
/// 2 usage or I/O problem. With --recover: 0 the tree is consistent (or was), 1 recovery failed.
int run_exec_command(const ExecArgs& args);

}  // namespace llmfmt::cli
