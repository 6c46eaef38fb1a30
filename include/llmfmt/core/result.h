// The one shape of every format's parse result: the document the format reads into, and every
// diagnostic of the text (docs/architecture.md).
#pragma once

#include <vector>

#include "llmfmt/core/diagnostic.h"
#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt {

/// What parsing a text gives: the format's `Document` (each format's header defines it and names
/// this `<format>::Result`) and every diagnostic, ordered by offset (ties in the order found).
template <class Document>
struct ParseResult {
  Document document;
  std::vector<Diagnostic> diagnostics;
};

}  // namespace llmfmt
LLMFMT_API_END
