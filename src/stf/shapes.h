// The STF fast path's recogniser (docs/architecture.md, "Fast path"): a command line of the shape
// StfLexer.g4 reads as
//
//   (COMMAND | BLOCK_COMMAND) (BLANKS (PAIR | QUOTED_PAIR))* BLANKS? NL     or    (STRAY_END | BLOCK_END) NL
//
// in DEFAULT_MODE or BODY, ending in LF: its tokens, as the generated lexer makes them, and what
// the line does to the lexer's mode stack. Any other line (an object, a malformed argument, a CR
// that is not the line end's, a comment, a line cut off by the end of the input) is lexed.
//
// This is the only copy of those rules' syntax (HEAD, NAME, BLOCK_NAME, END_NAME, KEY_,
// PAIR_BARE_, STRING_, LINE_END and the longest-match choices between them) in C++.
// tests/unit/stf_shapes.cpp and tests/fuzz/stf_shapes_fuzz.cpp hold it equal to the generated
// lexer.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace llmfmt::stf {

struct ShapeTokens {
  struct Token {
    std::size_t type, start, end;  ///< bytes [start, end) of the line
  };
  std::vector<Token> tokens;  ///< empty: no shape the fast path knows
  /// What the line's rules leave on the mode stack: +1 a block opened (pushMode(BODY)), -1 the
  /// block closed (popMode), 0 neither.
  int push = 0;
};

/// `line` (its LF included) read in lexer mode `mode`; `out.tokens` stays empty when the line is
/// to be lexed.
void read_shape(std::string_view line, std::size_t mode, ShapeTokens& out);

}  // namespace llmfmt::stf
