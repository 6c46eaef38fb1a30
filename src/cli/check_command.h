// `llmfmt check`: diagnostics of many inputs as text (coloured like a compiler's), JSON lines or
// one SARIF 2.1.0 log (docs/cli.md § check).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "llmfmt/llmfmt.h"

namespace llmfmt::cli {

struct CheckArgs {
  std::string color = "auto";   // auto, always, never
  std::string output = "text";  // text, json, sarif
  std::optional<std::size_t> max_diagnostics;
  bool quiet = false;
  unsigned jobs = 1;  // inputs checked at once (the output is the same, in input order)
};

/// Adds check's own options to the subcommand; they fill `args`.
void add_check_options(CLI::App& check, CheckArgs& args);

/// Checks every input the arguments name (expand_inputs), `args.jobs` at a time on threads; the
/// output is that of one at a time. `format_for` picks an input's format
/// (throws UsageError when it cannot). Exit status: 0 no errors, 1 an input has an error, 2 a
/// usage or I/O problem (an input could not be read; the others are still checked).
int run_check_command(const CheckArgs& args, const std::vector<std::string>& arguments,
                      const std::function<Format(const std::string&)>& format_for, const Options& options);

}  // namespace llmfmt::cli
