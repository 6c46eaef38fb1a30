// Comparing a result with a conformance fixture's `expected` (tests/fixtures/README.md § Comparison
// rules), each difference tagged with the strictness level it breaks. `llmfmt conform` and the
// fixture tests (tests/fixture_support.cpp) both compare through here.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>
#include <vector>

#include "llmfmt/core/json.h"

namespace llmfmt::cli {

/// From lenient to strict: each level checks what the ones before it check, and more.
///   structure    calls, messages, blocks, nodes, steps and their values; prompts, encoded text
///   diagnostics  which diagnostics (codes, severities, fix edits' text) and TELT errors there are
///   positions    their lines and columns, and every other line or column
///   spans        byte offsets and span objects
///   messages     free prose: fix hints and messages, where a fixture gives them
/// `tokens` is a level of its own, below the others, that they do not include: the token stream
/// of a port's generated lexer (docs/conformance.md § The token stream).
enum class Level { tokens, structure, diagnostics, positions, spans, messages };

const char* level_name(Level level);
/// "tokens", "structure", "diagnostics", "positions", "spans", "messages"; nullopt for any other name.
std::optional<Level> level_from_name(std::string_view name);

struct Difference {
  Level level = Level::structure;
  std::string path;      ///< JSON path in the result, e.g. "calls[1].parameters"
  std::string expected;  ///< shown short: compact JSON, a long string cut around the difference
  std::string actual;
  Json expected_value;   ///< the values whole, for reports
  Json actual_value;
};

/// "path: expected X, got Y".
std::string to_string(const Difference& difference);

/// How a fixture's data is compared: `whole_data` (llmist parameters, STF messages and metadata,
/// JSON5 values, TELT params, DSL vars are compared whole: no key missing or extra) or
/// `pattern_everywhere` (GaryML: every object needs only the keys the fixture gives).
enum class DataRule { whole_data, pattern_everywhere };

/// How numbers compare: by value (`1` equals `1.0`, `-0.0` equals `0`; what `llmfmt conform` does
/// unless --number-kinds, docs/conformance.md § Numbers) or also by kind (integer or floating
/// point, the sign of zero: llmfmt's own fixture tests).
enum class NumberRule { by_value, by_kind };

/// Every difference between `expected` (an object: the fixture's expectation) and `actual`
/// (the result), in document order. Objects are patterns, lists match in length and order,
/// "diagnostics" is a multiset: first its (code, severity) pairs, then the diagnostics one by one
/// paired by (code, severity, fix edits' text), then — when `strictest` is positions or stricter —
/// paired by (line, column, code) for their positions and prose: a diagnostic in the wrong place
/// is a positions failure, never read as another diagnostic.
std::vector<Difference> compare_expected(const Json& expected, const Json& actual,
                                         DataRule rule = DataRule::whole_data, Level strictest = Level::messages,
                                         NumberRule numbers = NumberRule::by_kind);

/// A value shown short (compact JSON, at most about `width` characters).
std::string show_short(const Json& value, std::size_t width = 120);

}  // namespace llmfmt::cli
