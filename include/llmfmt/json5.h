// JSON5 (https://spec.json5.org): values as people and models write them — comments, trailing
// commas, single quotes, unquoted keys, hex, Infinity and NaN. Used on its own and by the formats
// that embed JSON5 (STF).
//
//   llmfmt::json5::Result r = llmfmt::json5::parse("{a: 1, b: [0x10, .5, 'x'],}");
//   if (r.document.value) use(*r.document.value);   // llmfmt::Value
//   for (const auto& d : r.diagnostics) …   // errors, warnings, notes
//
//   llmfmt::json5::Parser parser;            // reusable: keeps its lexer and parser objects
//   auto r2 = parser.parse(text);
#pragma once

#include <cstddef>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "llmfmt/core/diagnostic.h"
#include "llmfmt/core/json.h"
#include "llmfmt/core/result.h"
#include "llmfmt/core/value.h"
#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt::json5 {

/// The deepest nesting Options::max_depth may ask for (larger values are treated as this), so
/// that the recursive parse stays far from any thread's stack limit.
inline constexpr std::size_t kMaxDepthLimit = 1000;

struct Options {
  /// The deepest nesting of arrays and objects accepted: `[[1]]` has depth 2, a scalar 0. Input
  /// nested deeper gives error NESTING_TOO_DEEP (and no value), found before the recursive parse.
  std::size_t max_depth = 256;
};

/// A JSON5 text holds one value.
struct Document {
  /// The value, exactly when the result's diagnostics hold no error. Numbers keep their kind:
  /// integer literals that fit int64 are integers (`-0` is the integer 0), everything else —
  /// fractions, exponents, integers beyond int64 (hex too), Infinity, NaN — is a double.
  std::optional<Value> value;
};

using Result = llmfmt::ParseResult<Document>;

/// Parses a whole JSON5 text: any bytes. Never throws on input. All errors of the text are
/// reported in one pass where recovery allows (docs/formats/json5.md §7 Diagnostics).
Result parse(std::string_view text, const Options& options = {});

/// parse(text).diagnostics, without building the value: each value is dropped once complete, so
/// the memory is the input's and the nesting's, not the value's (several times the input's).
std::vector<Diagnostic> check(std::string_view text, const Options& options = {});

/// Receives a value piece by piece (parse_each; a JSON5 text has one item, its value, whose pieces
/// are the events): arrays and objects as begin … end around their
/// elements, everything else whole. `key` is the member's key inside an object, and nothing for an
/// array's item and for the text's value itself.
class ValueEvents {
 public:
  virtual ~ValueEvents() = default;
  virtual void begin_object(const std::optional<std::string_view>& key) = 0;
  virtual void begin_array(const std::optional<std::string_view>& key) = 0;
  virtual void end_object() = 0;
  virtual void end_array() = 0;
  /// A scalar, or an object given whole: one with a repeated key (its members are final only at
  /// its end: the last value takes the first one's place) or with a key that is not valid UTF-8.
  virtual void value(const std::optional<std::string_view>& key, const Value& value) = 0;
};

/// parse() for values too big to hold as Values: reads the text as check() does, recording the
/// value on a compact tape (its strings, keys and numbers: less than the input, where a Value
/// tree is several times it), and then, exactly when parse() would return a value (no error),
/// gives it to `events` in order, freeing the tape as it goes. Returns the diagnostics; the
/// document has no value (as every format's parse_each keeps no item that went to a handler).
Result parse_each(std::string_view text, ValueEvents& events, const Options& options = {});

/// A parser to reuse for many texts (it keeps its lexer, parser and caches). Not thread-safe: use
/// one per thread. parse() above uses one per thread.
class Parser {
 public:
  Parser();
  ~Parser();
  Parser(const Parser&) = delete;
  Parser& operator=(const Parser&) = delete;

  Result parse(std::string_view text, const Options& options = {});
  /// json5::check() with this parser.
  std::vector<Diagnostic> check(std::string_view text, const Options& options = {});
  /// json5::parse_each() with this parser.
  Result parse_each(std::string_view text, ValueEvents& events, const Options& options = {});

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

/// {"format":"json5","value":…,"diagnostics":[…]}. `value` is null when the result has none;
/// non-finite numbers are null too (the parse reported NON_FINITE_NUMBER for each).
Json to_json(const Result& result);
/// to_json(parse(text, options)).dump(indent), written piece by piece from parse_each()'s events:
/// no Value tree is built.
void write_json(std::ostream& out, std::string_view text, const Options& options = {}, int indent = -1);

}  // namespace llmfmt::json5
LLMFMT_API_END
