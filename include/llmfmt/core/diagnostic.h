// The one diagnostic model of every format (DECISIONS §0).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "llmfmt/core/span.h"
#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt {

enum class Severity { error, warning, info };

/// "error", "warning" or "info".
const char* to_string(Severity severity);

/// One machine-applicable edit: replace the input bytes [range.start.offset, range.end.offset)
/// with `text` (an empty range inserts, an empty `text` deletes).
struct Edit {
  Span range;
  std::string text;
};

struct Diagnostic {
  std::string code;     ///< stable UPPER_SNAKE_CASE; tools match on it
  std::string message;  ///< for people; may change between versions
  Severity severity = Severity::error;
  /// Where the problem is: `start`, and `end` just past the offending text (half-open). Where a
  /// format points at a position rather than a stretch of text, `end` equals `start`.
  Span span;
  std::string content;           ///< the offending line, without its line terminator
  std::string context_window;    ///< two lines either side, the offending one marked
  std::optional<std::string> fix_hint;  ///< what to write instead, where that is known
  /// The fix as edits of the input, where one is machine-applicable (empty otherwise). The edits
  /// do not overlap; applied together they repair this problem (`llmfmt fix`).
  std::vector<Edit> fix;
};

/// True when any diagnostic has severity error.
bool has_errors(const std::vector<Diagnostic>& diagnostics);

}  // namespace llmfmt
LLMFMT_API_END
