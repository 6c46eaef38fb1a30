// A marker hidden behind a character that looks like nothing: a Unicode space (NBSP, U+2000–U+200A,
// U+3000, ZWSP, a BOM mid-file) before it at the start of a line, or a lone CR right before it.
// Markers count only at column 1 (DECISIONS §1), so such a line stays prose or a value; this names
// the character and gives the edit that makes the marker begin a line (docs/formats/llmist.md §3.2).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "core/line_driver.h"
#include "llmfmt/core/diagnostic.h"
#include "llmfmt/llmist.h"

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

/// A reply cut off on a marker line (docs/formats/llmist.md §3.3): warning TRUNCATED_MARKER for the
/// input's last line `line` (no line end) when it is a START line without its newline (prose: no
/// call), or at least 3 bytes that begin a marker that would count in the mode the line is read in
/// (`in_block`: END and ARG too) — read as `read_as` ("prose", "part of a parameter's value").
/// When only the line with its look-alike and invisible characters folded is such a line, also a
/// LOOK_ALIKE_CHARACTER/INVISIBLE_CHARACTER warning that names them, with the fix.
std::vector<Diagnostic> truncated_marker(const Line& line, const Markers& markers, bool in_block,
                                         std::string_view read_as);

/// A content line that begins with the first character of one of `counting` (the markers that
/// would count in the mode it is read in; of 4 characters or more) but is a misspelling of it — one edit away, two for a
/// marker of 10 characters or more, counted in characters (`!!!GADGET–END`, `!!!GADGET_STRAT:X`,
/// `!!!ARGS:x`): warning MISSPELLED_MARKER over the misspelled marker, read as `read_as`; the hint
/// is the line with the marker, no fix (which marker was meant is a guess). A line that is the
/// marker once its look-alikes are folded is the near-miss check's (LOOK_ALIKE_CHARACTER).
std::optional<Diagnostic> misspelled_marker(const Line& line, const std::vector<std::string_view>& counting,
                                            std::string_view read_as);

/// A marker line (START, ARG or END, its marker `marker_length` bytes) that holds a lone CR after
/// its marker (docs/formats/llmist.md §3.4): what follows the CR — the value's first line, the
/// next marker, prose, or nothing at the end of the input — is read as part of the marker line.
/// Warning LONE_CR at the first such CR, whose fix makes each of them a line feed.
std::optional<Diagnostic> lone_cr_in_marker_line(const Line& line, std::size_t marker_length);

/// A reply cut off on an ARG line (docs/formats/llmist.md §3.3): the input's last line, `line`,
/// is an ARG marker line without its newline, so its pointer may be cut short and its value is
/// empty: warning TRUNCATED_MARKER.
Diagnostic truncated_arg_line(const Line& line, const Markers& markers);

}  // namespace llmfmt::llmist
