// `llmfmt adapter`: llmfmt's side of the conformance protocol (docs/conformance.md), so that
// `llmfmt conform -- llmfmt adapter` runs the suite against llmfmt itself.
#pragma once

#include <CLI/CLI.hpp>

namespace llmfmt::cli {

/// The environment variable that carries the case (a JSON object) to the command under test.
constexpr const char* kCaseVariable = "LLMFMT_CONFORM_CASE";
/// Set to "persistent" when the command is to answer many cases, one JSON line each, on stdin.
constexpr const char* kModeVariable = "LLMFMT_CONFORM_MODE";

CLI::App* add_adapter_command(CLI::App& app);
/// Reads the case from the environment and its input from stdin, prints the result as one JSON
/// line. Exit status: 0 a result was printed, 2 the case is not one the protocol defines.
/// With $LLMFMT_CONFORM_MODE=persistent: answers one request line after another until end of input.
int run_adapter_command();

}  // namespace llmfmt::cli
