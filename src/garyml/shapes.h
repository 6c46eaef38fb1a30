// The GaryML fast path's recogniser (docs/architecture.md, "Fast path"): the structural lines the
// generated lexer reads as a fixed token sequence of GarymlLexer.g4 — in DEFAULT_MODE a bare
// keyword line (DIRECTIVE_LINE, COMMAND_LINE), a keyword with well-formed content (CONTENT_COLON
// and a value), one inline parameter (INLINE_KEY and a value) or well-formed pairs (PAIR_TRUE …
// PAIR_TEXT, then NL), a parameter line with its value (PARAM_TRUE … PARAM_TEXT), a bare text
// block opener (TEXT_OPEN_BARE) or a code block opener (CODE_OPEN); inside a block its closer
// (TB_CLOSE, TR_CLOSE, CB_CLOSE) — and the mode the tokens leave. A line of any other
// shape is lexed. The INDENT and DEDENT tokens before a structural line are not the recogniser's:
// the lexer's base class makes them (GarymlLexerBaseT::indentation), whichever path read the line.
//
// This is the only copy of those rules' syntax (and of the longest-match and rule-order choices
// between them and PARAM_KEY, NO_NAME, TEXT_OPEN, TEXT_LINE, STRAY_LINE, INLINE_JUNK, IN_GAP,
// PAIR_KEY, QUOTE_THEN_TEXT, UNCLOSED_QUOTE, EMPTY_VALUE, TB_LINE, TR_LINE and CB_LINE) in C++. tests/unit/garyml_shapes.cpp and tests/fuzz/garyml_shapes_fuzz.cpp
// hold it equal to the generated lexer.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace llmfmt::garyml {

/// The tokens of a whole line, as the lexer makes them.
struct Shape {
  struct Token {
    std::size_t type, start, end;  ///< bytes [start, end) of the line
  };
  std::vector<Token> tokens;  ///< empty: the line has no shape the fast path knows (the lexer reads it)
  std::size_t mode = 0;       ///< the lexer's mode after them
};

/// `line` (its LF included; without one it is the input's last), read in lexer mode `mode`.
void read_shape(std::string_view line, std::size_t mode, Shape& out);

}  // namespace llmfmt::garyml
