// One physical STF line: the core Line read with `crlf_is_lf` off, since only LF ends an STF line
// and a CR stays in `content` (DECISIONS §0, §5).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string_view>
#include <utility>

#include <antlr4-runtime.h>

#include "core/line_driver.h"

namespace llmfmt::stf {

using llmfmt::Line;

/// The line a token begins; `input` is the whole decoded text (token indices are offsets into it).
inline Line token_line(const antlr4::Token& token, std::string_view input) {
  const std::size_t at = std::min<std::size_t>(token.getStartIndex(), input.size());
  return Line::first_of(input.substr(at), at, token.getLine(), false);
}

/// A lone CR that hides a command in `text` (a line's content, or a message's text): only LF ends
/// an STF line, so a CR followed by `;` and an ASCII letter (blanks may come between), `;`, `/*`,
/// `*/`, `#` or `//`, or by a Markdown prefix and those, is data that looks like a line end and a
/// command, comment or escaped line (stf.md §1.9). The offsets of the first such CR and of its
/// command's `;`, or npos twice.
inline std::pair<std::size_t, std::size_t> command_after_lone_cr(std::string_view text) {
  for (std::size_t cr = text.find('\r'); cr != std::string_view::npos; cr = text.find('\r', cr + 1)) {
    const std::size_t at = cr + 1 + markdown_prefix(text.substr(cr + 1), {});
    if (at + 1 >= text.size() || text[at] != ';') continue;
    std::size_t name = at + 1;  // blanks may stand between `;` and a command's name
    while (name < text.size() && (text[name] == ' ' || text[name] == '\t')) ++name;
    const char c = name < text.size() ? text[name] : '\0';
    const std::string_view two = text.substr(at + 1, 2);
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || text[at + 1] == '#' || text[at + 1] == ';' ||
        two == "/*" || two == "*/" || two == "//")
      return {cr, at};
  }
  return {std::string_view::npos, std::string_view::npos};
}

/// Calls f(line) for each line of a run token (DATA_LINE, BODY_LINE: one or more whole lines).
template <class F>
void for_each_line_of(const antlr4::Token& run, std::string_view input, F&& f) {
  const std::size_t at = std::min<std::size_t>(run.getStartIndex(), input.size());
  const std::size_t end = std::min<std::size_t>(run.getStopIndex() + 1, input.size());
  for_each_line(input.substr(at, end > at ? end - at : 0), at, run.getLine(), f, false);
}

}  // namespace llmfmt::stf
