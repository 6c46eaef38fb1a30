// Command arguments (stf-commands.md § Arguments): nothing, a single-line JSON5 object, or
// blank-separated key=value pairs with unquoted or JSON5-quoted values. Their syntax is
// StfParser.g4's `arguments` rule; this reads the tree.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "StfParser.h"
#include "llmfmt/core/diagnostic.h"

namespace llmfmt::stf {

/// A problem found in the arguments; `at` is a byte offset into the input.
struct ArgumentIssue {
  std::string code;
  Severity severity = Severity::error;
  std::size_t at = 0;
  std::string message;
  std::optional<std::string> fix_hint;
  /// For a JSON5 diagnostic passed on: where the JSON5 text begins (its message names places in it).
  std::optional<std::size_t> json5_base;
  /// For a JSON5 near-miss warning (LOOK_ALIKE_CHARACTER, INVISIBLE_CHARACTER): the diagnostic
  /// itself, in the JSON5 text's offsets, whose span and fix the builder moves to the line.
  std::optional<Diagnostic> json5;
};

struct Argument {
  std::string key;    ///< lower-case, one of `known`
  std::string value;
  std::size_t at = 0; ///< byte offset of the key (or of the `{`) in the input
};

/// The arguments `ctx` of a command line; `input` is the text the tokens index into.
/// Only keys in `known` are returned, each once, in the order written; unknown keys are warnings,
/// malformed arguments errors (see docs/formats/stf.md §7 Diagnostics). Blanks around `=` and an
/// upper-case key are errors whose fix hint the argument is read as.
std::vector<Argument> read_arguments(StfParser::ArgumentsContext* ctx, std::string_view input,
                                     const std::vector<std::string_view>& known, std::vector<ArgumentIssue>& issues);

/// `s` as a JSON5 string literal in double quotes, on one line (every control character escaped).
std::string quote_json5(std::string_view s);

}  // namespace llmfmt::stf
