// Trimming GaryML line text (DECISIONS §3). "Blank" means space or tab; a line's text here
// is without its LF, and CRs before the LF are not part of it (CRLF reads as LF). Trimming on the
// right also drops CRs, so no CR ends a value or a language tag (it could not be written back).
#pragma once

#include <cstddef>
#include <string_view>

namespace llmfmt::garyml {

/// `line` without its terminator: a final LF, and a CR before it (or at the end of the input).
std::string_view strip_terminator(std::string_view line);
inline bool is_blank(char c) { return c == ' ' || c == '\t'; }
std::string_view trim(std::string_view s);
std::string_view trim_left(std::string_view s);
std::string_view trim_right(std::string_view s);

/// The parameter key a token's text begins with, after its blanks (PARAM_KEY, INLINE_KEY and
/// PAIR_KEY spell it as [A-Za-z0-9_]+ followed by a blank, `:` or `=`).
std::string_view key_in(std::string_view token_text);

}  // namespace llmfmt::garyml
