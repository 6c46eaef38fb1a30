// What the GaryML builder reads inside a line's tokens, for the near-miss check
// (LineDriver::Format::parts; docs/formats/garyml.md §4.2): a parameter's key and value, an id,
// a code block's language, the text of a block line after the opener's indentation. The
// builder cuts them the same way (builder.cpp: parameter, keyword, block_line).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/line_driver.h"

namespace llmfmt::garyml {

/// Part kinds (above every GarymlLexer token type).
enum PartKind : std::size_t {
  kKeyPart = 1000,   ///< a parameter's key
  kValuePart,        ///< a parameter's value, or inline content, trimmed
  kIdPart,           ///< the value of an `id` parameter: a name
  kLanguagePart,     ///< a code block's language: a name
  kBlockTextPart,    ///< a block line's text, after the opener's indentation
  kLoneCrLinePart,   ///< what a lone CR hides: the first token of a line of its own (LONE_CR)
};

/// The parts of `line` (a line as written or folded, terminator included) whose tokens are
/// `tokens`; `block_indent`: the indentation of the open block's opener (for block lines).
void line_parts(std::string_view line, const std::vector<LineDriver::Piece>& tokens, std::size_t block_indent,
                std::vector<LineDriver::Piece>& out);

/// What a part is, in words.
std::string describe_part(std::size_t kind);

}  // namespace llmfmt::garyml
