// `llmfmt tokens FILE`: the generated lexer's token stream of a document, the one a port's own
// generated lexer must produce (docs/conformance.md § The token stream). Also what the `tokens`
// level of `llmfmt conform`, `llmfmt fixtures export --tokens` and the antlr_python test compare.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli/fixture_files.h"
#include "llmfmt/core/json.h"
#include "llmfmt/llmfmt.h"

namespace llmfmt::cli {

/// The generated lexer of `format` (with its base class) over every byte of `input`, from the
/// start to EOF: one {"type", "text", "line", "column", "mode"} object per token ("channel" too
/// when it is not the default one), EOF last.
std::vector<Json> grammar_tokens(Format format, std::string_view input, const Options& options);

/// The generated parser's tree of those tokens (toStringTree, one line): one for the whole input,
/// for TELT one per block (the parser reads a block at a time).
std::vector<std::string> grammar_trees(Format format, std::string_view input, const Options& options);

/// The document a fixture case reads, whose token stream the `tokens` level compares: the input of
/// a parse case, the program of a DSL prompt, response or run case; none for STF encode cases.
struct FixtureDocument {
  Format format;
  std::string input;
  Options options;
};
std::optional<FixtureDocument> fixture_document(const FixtureCase& fixture);

/// `tokens` one JSON object per line.
void write_token_lines(std::ostream& out, const std::vector<Json>& tokens);

struct TokensArgs {
  bool trees = false;  ///< --trees (hidden): the parse trees instead, one per line
};
/// Adds `tokens`'s own options to `command` (the common ones are main.cpp's).
void add_tokens_options(CLI::App& command, TokensArgs& args);
/// Prints what `llmfmt tokens` prints for `input`.
int run_tokens_command(const TokensArgs& args, Format format, std::string_view input, const Options& options);

}  // namespace llmfmt::cli
