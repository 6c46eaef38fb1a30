// What every subcommand answers besides its work: --version, and --help ending with an example.
#pragma once

#include <CLI/CLI.hpp>

namespace llmfmt::cli {

/// Gives every subcommand of `app` (nested ones too) the --version flag and an "Example:" footer
/// from the table in help.cpp. Throws std::logic_error for a subcommand the table lacks, so a
/// new subcommand cannot ship without its example (the cli_help test runs every --help).
void finish_help(CLI::App& app);

}  // namespace llmfmt::cli
