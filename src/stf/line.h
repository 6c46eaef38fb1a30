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

/// Whether `text` begins as a command, comment or escaped line does: `;` and an ASCII letter
/// (blanks may come between), `;`, `/*`, `*/`, `#` or `//`.
inline bool begins_command(std::string_view text) {
  if (text.size() < 2 || text[0] != ';') return false;
  std::size_t name = 1;  // blanks may stand between `;` and a command's name
  while (name < text.size() && (text[name] == ' ' || text[name] == '\t')) ++name;
  const char c = name < text.size() ? text[name] : '\0';
  const std::string_view two = text.substr(1, 2);
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || text[1] == '#' || text[1] == ';' || two == "/*" ||
         two == "*/" || two == "//";
}

/// A lone CR that hides a command in `text` (a line's content, or a message's text): only LF ends
/// an STF line, so a CR followed by what begins_command, or by a Markdown prefix and that, is data
/// that looks like a line end and a command, comment or escaped line (stf.md §1.9). The offsets of
/// the first such CR and of its command's `;`, or npos twice.
inline std::pair<std::size_t, std::size_t> command_after_lone_cr(std::string_view text) {
  for (std::size_t cr = text.find('\r'); cr != std::string_view::npos; cr = text.find('\r', cr + 1)) {
    const std::size_t at = cr + 1 + markdown_prefix(text.substr(cr + 1), {});
    if (begins_command(text.substr(at))) return {cr, at};
  }
  return {std::string_view::npos, std::string_view::npos};
}

/// Whether a line of `text` (a message's text) is a command or comment line behind a Markdown
/// prefix (`- ;assistant`, `## ;raw`, `\;ai`), which decodes with MARKDOWN_PREFIX (stf.md §1.9).
inline bool command_after_markdown(std::string_view text) {
  while (!text.empty()) {
    const std::size_t lf = std::min(text.find('\n'), text.size());
    const std::string_view line = text.substr(0, lf);
    const std::size_t at = markdown_prefix(line, {});
    if (at > 0 && begins_command(line.substr(at))) return true;
    text.remove_prefix(std::min(lf + 1, text.size()));
  }
  return false;
}

/// Calls f(line) for each line of a run token (DATA_LINE, BODY_LINE: one or more whole lines).
template <class F>
void for_each_line_of(const antlr4::Token& run, std::string_view input, F&& f) {
  const std::size_t at = std::min<std::size_t>(run.getStartIndex(), input.size());
  const std::size_t end = std::min<std::size_t>(run.getStopIndex() + 1, input.size());
  for_each_line(input.substr(at, end > at ? end - at : 0), at, run.getLine(), f, false);
}

}  // namespace llmfmt::stf
