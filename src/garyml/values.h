// GaryML values (DECISIONS §3 Values): what a value token the grammar delimits means. The shapes
// themselves are GarymlLexer.g4's; the functions that take plain text (type_value, read_inline)
// run the generated lexer over it, so they read text exactly as a GaryML line would.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/garyml.h"

namespace llmfmt::garyml {

/// The value of a value token of type `type` (GarymlLexer: TRUE, FALSE, INTEGER, DECIMAL,
/// REFERENCE, QUOTED, TEXT, EMPTY_VALUE, UNCLOSED_QUOTE, QUOTE_THEN_TEXT) whose text, trimmed of
/// blanks, is `text`: an INTEGER beyond int64 is a decimal (raw lexeme kept); QUOTED loses its
/// quotes; the malformed ones are kept whole as a string. The span is left for the caller.
ParamValue coerce_value(std::size_t type, std::string_view text);

enum class ValueProblem { none, unterminated_quote, text_after_quote };

/// `text` (already trimmed of blanks) read as a line value: its token (GarymlLexer mode VALUE),
/// coerced. A quoted value that does not close, or has text after its closing quote, is kept
/// whole as a string and `problem` says why.
ParamValue type_value(std::string_view text, ValueProblem* problem);

/// The text after a keyword name, read as one of the three inline forms (GarymlLexer mode INLINE).
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

/// How `value` is written in canonical form: as is when it types back to itself without a warning
/// of its own (`True`, `30,` are quoted: MISCASED_BOOLEAN, TRAILING_SEPARATOR), else quoted;
/// `content`: as inline content, where text that reads as `k=v` pairs is quoted too (PAIRS_AS_CONTENT).
std::string value_source(const ParamValue& value, bool content = false);

/// The folded text of a bare value (look-alikes read as ASCII), as the near-miss value checks read it.
std::string folded_value(std::string_view text);
/// The boolean ("true" or "false") the bare string `folded` is in another letter case
/// (MISCASED_BOOLEAN), or nullptr.
const char* miscased_boolean(std::string_view folded);
/// Whether the bare string `folded` reads as `k=v` pairs after a blank (PAIRS_AS_CONTENT, as content).
bool reads_as_pairs(std::string_view folded);
/// Whether the bare string `folded` ends in ',' or ';' and types without it (TRAILING_SEPARATOR).
bool typed_but_for_separator(std::string_view folded);

}  // namespace llmfmt::garyml
