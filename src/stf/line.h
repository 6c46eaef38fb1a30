// One physical STF line: the core Line read with `crlf_is_lf` off, since only LF ends an STF line
// and a CR stays in `content` (DECISIONS §0, §5).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string_view>

#include <antlr4-runtime.h>

#include "core/line_driver.h"

namespace llmfmt::stf {

using llmfmt::Line;

/// The line a token begins; `input` is the whole decoded text (token indices are offsets into it).
inline Line token_line(const antlr4::Token& token, std::string_view input) {
  const std::size_t at = std::min<std::size_t>(token.getStartIndex(), input.size());
  return Line::first_of(input.substr(at), at, token.getLine(), false);
}

/// Calls f(line) for each line of a run token (DATA_LINE, BODY_LINE: one or more whole lines).
template <class F>
void for_each_line_of(const antlr4::Token& run, std::string_view input, F&& f) {
  const std::size_t at = std::min<std::size_t>(run.getStartIndex(), input.size());
  const std::size_t end = std::min<std::size_t>(run.getStopIndex() + 1, input.size());
  for_each_line(input.substr(at, end > at ? end - at : 0), at, run.getLine(), f, false);
}

}  // namespace llmfmt::stf
