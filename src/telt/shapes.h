// The TELT fast path's recogniser (docs/architecture.md, "Fast path"): the syntax lines the
// generated lexer would read by one of TeltLexer.g4's shape fragments — HEADER, COMMAND,
// END_DELIMITER, DELIMITER, BLANK, COMMENT — and the token and mode that line gives in each mode,
// the delimiters' hash compared as the grammar's byHash() compares it. A line of any other shape
// is lexed.
//
// This is the only copy of those fragments' syntax, and of the rules that use them per mode, in
// C++. tests/unit/telt_shapes.cpp and tests/fuzz/telt_shapes_fuzz.cpp hold it equal to the
// generated lexer.
#pragma once

#include <cstddef>
#include <string_view>

namespace llmfmt::telt {

/// The token a whole syntax line is (TeltLexer.g4: every token is one line).
struct ShapeToken {
  std::size_t type = 0;  ///< 0: the line has no shape the fast path knows (the lexer reads it)
  std::size_t mode = 0;  ///< the lexer's mode after it
  bool opens_block = false;  ///< a header: the block's hash is bytes 20–22 of the line
};

/// `line` (its LF included; without one it is the input's last), read in lexer mode `mode` with
/// block hash `hash` (three bytes).
ShapeToken read_shape(std::string_view line, std::size_t mode, const char* hash);

}  // namespace llmfmt::telt
