// `llmfmt lsp`: the language server on standard input and output (src/lsp/server.h,
// docs/editors.md).
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "llmfmt/llmfmt.h"

namespace llmfmt::cli {

struct LspArgs {
  std::string docs_url;  // --docs-url: where diagnostic codes link (default: the local docs/formats/)
  std::string options;   // --options: the formats' options as JSON (as `llmfmt check --options`)
};

CLI::App* add_lsp_command(CLI::App& app, LspArgs& args);

/// Serves until `exit` or the end of input. Exit status: 0 after shutdown and exit, 1 otherwise
/// (2: invalid --options).
int run_lsp_command(const LspArgs& args);

}  // namespace llmfmt::cli
