// JSON serialisation of the core types (nlohmann/json). Public headers see only nlohmann's
// forward declarations; code that builds or reads a Json includes <nlohmann/json.hpp> itself.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "llmfmt/core/diagnostic.h"
#include "llmfmt/core/span.h"
#include "llmfmt/core/value.h"
#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt {

/// JSON with object keys kept in insertion order, so output reads in the order fields are written.
using Json = nlohmann::ordered_json;

/// Bytes as a JSON-safe string: each ill-formed UTF-8 subsequence becomes one U+FFFD, per maximal
/// subpart as the WHATWG Encoding Standard's decoder does (`E2 82` is one, `FF FE` two;
/// docs/decisions.md § All formats).
std::string to_valid_utf8(std::string_view bytes);

/// Non-finite doubles become null (JSON has no NaN or Infinity); strings pass through
/// to_valid_utf8.
Json to_json(const Value& value);
/// {"line", "column", "offset"}
Json to_json(const Position& position);
/// {"start": {…}, "end": {…}}
Json to_json(const Span& span);
/// {"code", "message", "severity", "line", "column", "offset", "end": {"line", "column",
///  "offset"}, "content", "context_window", "fix_hint"} and "fix" (fix_json) when Diagnostic::fix is
///  not empty: line, column and offset are the span's start
Json to_json(const Diagnostic& diagnostic);
/// A diagnostic's "fix": {"edits": [{"start": position, "end": position, "text": …}, …]}.
Json fix_json(const std::vector<Edit>& edits);
Json to_json(const std::vector<Diagnostic>& diagnostics);

/// The inverse of to_json(Value) for data read from JSON files (integers stay integers).
Value from_json(const Json& json);

}  // namespace llmfmt
LLMFMT_API_END
