// GaryML fixtures and properties (tests/fixtures/README.md § Schema (GaryML)).
#pragma once

#include <string>
#include <vector>

#include "llmfmt/core/json.h"
#include "llmfmt/garyml.h"

namespace llmfmt::testing {

/// `expected` as a pattern against `actual`, everywhere: objects need only the keys given (so
/// fixtures may leave spans out), lists match in length and order, numbers by kind; diagnostics
/// as a multiset sorted by (line, column, code). Empty when they agree.
std::vector<std::string> garyml_compare(const Json& expected, const Json& actual);

/// The document's JSON without any "span".
Json garyml_without_spans(const Json& document);

/// Properties every result has: diagnostics ordered by offset, complete (code, message, context
/// window, fix hint) and inside the input; spans that end after they start; and the canonical
/// form: format(document) parses back to the same document (spans aside) and formatting that
/// gives the same text. Empty when all hold.
std::vector<std::string> garyml_invariants(const garyml::Result& result, const std::string& input);

}  // namespace llmfmt::testing
