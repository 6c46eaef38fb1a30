// Text from the input on its way to a terminal (docs/cli.md, "Terminal output"). Model output is
// untrusted: an ESC, an OSC title sequence, a BEL or a right-to-left override inside it must not
// drive the user's terminal. Text output shows such characters escaped; JSON and SARIF carry the
// exact text through JSON escapes instead.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace llmfmt {

/// `text` with every character a terminal would act on shown as an escape: C0 controls but TAB,
/// DEL and C1 controls, the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069), the line and paragraph separators (U+2028, U+2029) and the invisible format
/// characters (U+00AD, U+200B–U+200D, U+2060–U+2064, U+FEFF) as `\u{1B}`; a byte
/// that begins no well-formed UTF-8 sequence as U+FFFD (as JSON output has it). Every other
/// character is kept.
std::string terminal_safe(std::string_view text);

/// The columns the character (or ill-formed byte) at text[i] takes once made terminal_safe, and
/// its length in bytes: 1 column for a kept character, the escape's length for an escaped one.
struct TerminalCell {
  std::size_t columns;
  std::size_t bytes;
};
TerminalCell terminal_cell(std::string_view text, std::size_t i);

}  // namespace llmfmt
