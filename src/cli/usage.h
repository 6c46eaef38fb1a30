// Usage errors the command line catches before CLI11 does, with a better message: a mistyped
// subcommand gets the nearest one; numeric options take only whole numbers in range.
#pragma once

#include <optional>
#include <string>

#include <CLI/CLI.hpp>

namespace llmfmt::cli {

/// When `word` (the first argument) is not an option and not one of app's subcommands: the
/// message to print ("unknown command 'chek'; did you mean 'check'?"). nullopt when it is fine.
std::optional<std::string> unknown_subcommand(const CLI::App& app, const std::string& word);

/// A whole number in decimal digits, 0 or more: no sign, no fraction, no exponent (CLI11 would
/// take "-1" for an unsigned option as its largest value).
const CLI::Validator& whole_number();

}  // namespace llmfmt::cli
