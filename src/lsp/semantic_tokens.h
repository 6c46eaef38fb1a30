// Semantic tokens from the grammars: each format's generated ANTLR lexer (generated/<format>/) runs
// over the document, and each token's type is mapped by its symbolic name in the lexer's
// vocabulary to an LSP semantic token type — so highlighting follows the grammar without a second
// grammar (docs/editors.md § Semantic tokens).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/llmfmt.h"

namespace llmfmt::lsp {

/// The legend: LSP's standard token type names, in index order.
const std::vector<std::string>& semantic_token_legend();

/// The legend index for a lexer token named `symbolic_name` (KEYWORD-like names → keyword, …), or
/// -1 for a token left unhighlighted (blanks, line ends, plain text lines, malformed input the
/// diagnostics already mark).
int semantic_token_type(std::string_view symbolic_name);

struct LexedToken {
  std::size_t start = 0, end = 0;  ///< byte offsets
  int type = 0;                    ///< legend index
};

/// At most this many tokens are returned (the document's first ones): bounded work.
constexpr std::size_t kMaxSemanticTokens = 200000;

/// The highlighted tokens of `text`, in order, not overlapping.
std::vector<LexedToken> lex_semantic_tokens(Format format, std::string_view text, const Options& options);

}  // namespace llmfmt::lsp
