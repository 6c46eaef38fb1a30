// `llmfmt adapter`: llmfmt's side of the conformance protocol (docs/conformance.md), so that
// `llmfmt conform -- llmfmt adapter` runs the suite against llmfmt itself.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "llmfmt/core/json.h"

namespace llmfmt::cli {

/// The environment variable that carries the case (a JSON object) to the command under test.
constexpr const char* kCaseVariable = "LLMFMT_CONFORM_CASE";
/// Set to "persistent" when the command is to answer many cases, one JSON line each, on stdin.
constexpr const char* kModeVariable = "LLMFMT_CONFORM_MODE";

CLI::App* add_adapter_command(CLI::App& app);
/// What `llmfmt adapter` answers for one case (`request` as in the protocol, `input` its bytes in
/// one piece): the result as JSON text. Throws (std::exception) for a case without one: a kind the
/// protocol does not define, a DSL program with an error, encode input that is not the JSON it takes.
std::string adapter_answer(const Json& request, const std::string& input);
/// Reads the case from the environment and its input from stdin, prints the result as one JSON
/// line. Exit status: 0 a result was printed, 2 the case is not one the protocol defines.
/// With $LLMFMT_CONFORM_MODE=persistent: answers one request line after another until end of input.
int run_adapter_command();

}  // namespace llmfmt::cli
