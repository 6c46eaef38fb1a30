// STF (Simple Text Format): LLM message lists as editable text (`stf.md`).
//
//   llmfmt::stf::Result r = llmfmt::stf::parse(text);    // r.document.messages, .metadata; r.diagnostics
//   std::string text = llmfmt::stf::encode(r.document);
//
// A message is a llmfmt::Value holding an Object:
//
//   role     string, required
//   content  string, or an array of content parts (any values; only `;raw` carries an array)
//   name, id, call_id   strings, optional (written as command arguments)
//   extra    any value, optional (an `;extra` … `;end` block)
//   …        any further key (`reasoning`, `tool_calls`, …) is kept; only `;raw` carries it
//
// Key order has no meaning (Object equality ignores it). The decoder writes role, content, name,
// id, call_id, extra in that order for messages built from commands, and keeps the written order
// for `;raw` messages. Numbers keep their kind: 1 is an integer, 1.0 a double, and the non-finite
// doubles JSON5 allows (Infinity, NaN) are kept.
#pragma once

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/core/diagnostic.h"
#include "llmfmt/core/json.h"
#include "llmfmt/core/result.h"
#include "llmfmt/core/value.h"
#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt::stf {

struct Options {
  /// When set, a non-blank data line in nil state starts a message with this role instead of
  /// being an error. Blank lines in nil state are ignored either way, and `;msg` without a role
  /// in nil state stays an error (DECISIONS §5).
  std::optional<std::string> default_role;
  /// For tests: run the generated lexer over every line instead of only over lines that begin
  /// with ';' (the reference mode of src/core/line_driver.h). Same result, slower.
  bool reference_lexer = false;
};

/// A transcript: its messages and file metadata.
struct Document {
  std::vector<Value> messages;     ///< each an Object (see above)
  std::optional<Value> metadata;   ///< set exactly when a `;meta` block was decoded (may hold null)
};

using Result = llmfmt::ParseResult<Document>;

/// Where a reading delivers the messages, each once it is final (no later line can change it), in
/// transcript order. With a handler the messages go to it and are not kept in the result
/// (llmist::Handlers says the rule every format follows); the metadata is always kept.
struct Handlers {
  std::function<void(const Value&)> on_message;
};

/// Decodes STF text: any bytes. Never throws on input; every problem is a diagnostic, and the
/// messages that could be built are returned all the same.
Result parse(std::string_view text, const Options& options = {});

/// parse() for transcripts too big to hold: each message goes to `on_message` once it is final
/// and is then dropped; the metadata and the diagnostics are complete.
Result parse_each(std::string_view text, const Handlers& handlers, const Options& options = {});

/// The diagnostics parse() gives, without keeping the messages: memory is the input plus the
/// message being read.
std::vector<Diagnostic> check(std::string_view text, const Options& options = {});

struct EncodeOptions {
  bool extra = true;     ///< write `extra` (false: dropped everywhere, `;raw` bodies included)
  bool metadata = true;  ///< write the metadata as a `;meta` block
};

/// Encodes messages (and file metadata) as STF text ending in "\n". Lossless: parse() of the
/// result gives the same messages and metadata (less what the options leave out), whatever their
/// content; messages the commands cannot carry are written as `;raw` blocks.
/// Throws std::invalid_argument for a message that is not an Object with a string `role` and a
/// `content` that is a string or an array (what `;raw` would reject too).
std::string encode(const std::vector<Value>& messages, const std::optional<Value>& metadata = std::nullopt,
                   const EncodeOptions& options = {});

/// encode(document.messages, document.metadata, options).
std::string encode(const Document& document, const EncodeOptions& options = {});

/// Why `message` is not a valid message (see encode()), or nullopt when it is.
std::optional<std::string> message_problem(const Value& message);

/// `value` as single-value JSON5 text: objects and arrays over several lines with two-space
/// indentation, keys unquoted where JSON5 allows, strings in double quotes, Infinity/NaN as such.
/// No line of the result starts with ';'.
std::string to_json5(const Value& value);

/// {"format":"stf","messages":[…],"metadata":…,"diagnostics":[…]}; "metadata" only when set.
Json to_json(const Result& result);
/// to_json(parse(text, options)).dump(indent), written message by message as the text is read:
/// no transcript is held.
void write_json(std::ostream& out, std::string_view text, const Options& options = {}, int indent = -1);

}  // namespace llmfmt::stf
LLMFMT_API_END
