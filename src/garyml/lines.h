// How one GaryML line is classified (DECISIONS §3). Shared by the lexer's line actions and the
// builder, so that both read a line the same way. "Blank" means space or tab; a line's text here
// is without its LF, and CRs before the LF are not part of it (CRLF reads as LF). Trimming on the
// right also drops CRs, so no CR ends a value or a language tag (it could not be written back).
#pragma once

#include <cstddef>
#include <string_view>

namespace llmfmt::garyml {

enum class LineKind { blank, comment, keyword, parameter, text_line, text_open, code_open, other };

struct Classified {
  LineKind kind;
  std::string_view lead;  ///< the blanks before the first non-blank character
};

/// `line` without its terminator: a final LF, and a CR before it (or at the end of the input).
std::string_view strip_terminator(std::string_view line);
inline bool is_blank(char c) { return c == ' ' || c == '\t'; }
std::string_view trim(std::string_view s);
std::string_view trim_left(std::string_view s);
std::string_view trim_right(std::string_view s);

/// A structural line (outside blocks); `line` may still have its terminator.
Classified classify(std::string_view line);
/// A `"""` opener (a text_open line) with nothing but blanks after its `"""`.
bool bare_text_opener(std::string_view line);
/// Inside a `"""` block: after a bare opener, the line is `"""` (blanks aside); after an opener
/// with text (`"""First line`), the line ends in `"""` (blanks aside), as in `last line"""`.
bool closes_text_block(std::string_view line, bool bare_opener);
/// Inside a fenced block: the line is "```", blanks aside.
bool closes_code_block(std::string_view line);

/// Length of the parameter key at the start of `s` ([A-Za-z0-9_]+), 0 when there is none.
std::size_t key_length(std::string_view s);

}  // namespace llmfmt::garyml
