// GaryML values and inline forms (DECISIONS §3 Values, Inline forms). Pure functions over one
// line's text; offsets are byte offsets into the text given.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/garyml.h"

namespace llmfmt::garyml {

enum class ValueProblem { none, unterminated_quote, text_after_quote };

/// Types `text` (already trimmed of blanks): `true`/`false`; an integer `-?(0|[1-9][0-9]*)` that
/// fits int64; a decimal (fraction and/or exponent, or an integer beyond int64; raw lexeme kept);
/// `'…'`/`"…"` (the first matching quote closes, no escapes); `@id`; otherwise the text as a
/// string. A quoted value that does not close, or has text after its closing quote, is kept whole
/// as a string and `problem` says why. The span is left for the caller.
ParamValue type_value(std::string_view text, ValueProblem* problem);

/// True when `id` is a reference id: [A-Za-z_][A-Za-z0-9_-]*.
bool is_reference_id(std::string_view id);

/// The text after a keyword name, read as one of the three inline forms.
struct Inline {
  enum class Kind { none, content, parameters, malformed };
  struct Param {
    std::string_view key;
    std::size_t key_at;
    std::string_view value;  ///< untrimmed of nothing: exactly the value's characters
    std::size_t value_at;
  };
  Kind kind = Kind::none;
  std::string_view content;  ///< content: the value text, trimmed
  std::size_t content_at = 0;
  std::vector<Param> params;  ///< parameters: `key: value` (one) or `k=v …` (one or more);
                              ///< malformed: the `k=v` pairs read before the problem
  std::size_t malformed_at = 0;  ///< malformed: offset of the first character that fits no form
};

/// `after` is the text right after the keyword name; `at` its offset in the line.
Inline read_inline(std::string_view after, std::size_t at);

/// The keyword at the start of `rest` (which starts with '.'): its name and kind, or an empty
/// name when the dot is not followed by a letter.
struct Keyword {
  std::string_view name;
  Node::Kind kind = Node::Kind::directive;
};
Keyword read_keyword(std::string_view rest);

/// How `value` is written in canonical form: as is when it types back to itself, else quoted.
std::string value_source(const ParamValue& value);

}  // namespace llmfmt::garyml
