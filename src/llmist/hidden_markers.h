// A marker hidden behind a character that looks like nothing: a Unicode space (NBSP, U+2000–U+200A,
// U+3000, ZWSP, a BOM mid-file) before it at the start of a line, or a lone CR right before it.
// Markers count only at column 1 (DECISIONS §1), so such a line stays prose or a value; this names
// the character and gives the edit that makes the marker begin a line (docs/formats/llmist.md §3.2).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string_view>

#include "core/line_driver.h"
#include "llmfmt/core/diagnostic.h"

namespace llmfmt::llmist {

/// The warning for content line `line` (UNICODE_SPACE, or LONE_CR) when a marker that would count
/// there is hidden: one per line, whose fix makes every hidden marker of the line begin a line.
/// `counting_marker(byte)`: the marker that would make the line a marker line in the lexer's
/// current mode if it began at byte `byte` of the line's content (empty when none would).
/// Whether `content` may hide a marker at all: a cheap test of its first byte and its CRs, so that
/// the common line costs no more.
inline bool may_hide_marker(std::string_view content) {
  if (content.empty()) return false;
  const unsigned char first = static_cast<unsigned char>(content[0]);
  return first >= 0x80 || first == ' ' || first == '\t' || content.find('\r') != std::string_view::npos;
}

std::optional<Diagnostic> hidden_markers(const Line& line,
                                         const std::function<std::string_view(std::size_t byte)>& counting_marker);

}  // namespace llmfmt::llmist
