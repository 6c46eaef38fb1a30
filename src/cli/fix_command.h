// `llmfmt fix`: applies the machine-applicable fixes of the diagnostics (Diagnostic::fix), like a
// linter's --fix (docs/cli.md § fix), to files, standard input or as a diff.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "llmfmt/llmfmt.h"

namespace llmfmt::cli {

struct FixArgs {
  std::vector<std::string> files;
  bool diff = false;
  std::string output;  // -o: where the fixed text goes (one input only)
};

void add_fix_options(CLI::App& fix, FixArgs& args);

/// Exit status: 0 no error left and nothing left to fix, 1 otherwise, 2 usage or I/O problem.
int run_fix_command(const FixArgs& args, const std::function<Format(const std::string&)>& format_for,
                    const Options& options);

}  // namespace llmfmt::cli
