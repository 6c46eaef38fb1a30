// The documentation of diagnostic codes, from the diagnostics tables of docs/formats/<format>.md
// (compiled in: cmake/embed-docs.cmake): what hover shows and where codeDescription links.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/llmfmt.h"

namespace llmfmt::lsp {

struct EmbeddedDoc {
  const char* format;    ///< format_name()
  const char* markdown;  ///< docs/formats/<format>.md
};
/// Generated from docs/formats/ at build time.
const std::vector<EmbeddedDoc>& embedded_docs();

struct CodeDoc {
  std::string markdown;  ///< the code's row of its table, with the table's header; then its section's title
  std::string anchor;    ///< the GitHub-style anchor of the section the row cites (§), else of the table's section
};

/// The documentation of `code` in `format`'s docs, or nullopt when no table row names it.
std::optional<CodeDoc> code_doc(Format format, std::string_view code);

/// The documentation of a directive as written (GaryML `.Context`, DSL `/FROM`): its row of
/// GaryML's core directives table, or the DSL section headed with it (its first paragraph); nullopt
/// for any other name.
std::optional<CodeDoc> directive_doc(Format format, std::string_view directive);

/// The anchor GitHub (and most Markdown renderers) give a heading: lower case; letters, digits,
/// '-' and '_' kept, spaces to '-', everything else dropped.
std::string heading_anchor(std::string_view heading);

}  // namespace llmfmt::lsp
