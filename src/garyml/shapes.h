// The GaryML fast path's recogniser (docs/architecture.md, "Fast path"): the structural lines the
// generated lexer reads as one token of GarymlLexer.g4 — in DEFAULT_MODE a bare keyword line
// (DIRECTIVE_LINE, COMMAND_LINE), a parameter line with its value (PARAM_TRUE … PARAM_TEXT), a
// bare text block opener (TEXT_OPEN_BARE) or a code block opener (CODE_OPEN); inside a block its
// closer (TB_CLOSE, TR_CLOSE, CB_CLOSE) — and the mode that token leaves. A line of any other
// shape is lexed. The INDENT and DEDENT tokens before a structural line are not the recogniser's:
// the lexer's base class makes them (GarymlLexerBaseT::indentation), whichever path read the line.
//
// This is the only copy of those rules' syntax (and of the longest-match and rule-order choices
// between them and PARAM_KEY, DIRECTIVE, COMMAND, NO_NAME, TEXT_OPEN, TEXT_LINE, STRAY_LINE, TB_LINE,
// TR_LINE and CB_LINE) in C++. tests/unit/garyml_shapes.cpp and tests/fuzz/garyml_shapes_fuzz.cpp
// hold it equal to the generated lexer.
#pragma once

#include <cstddef>
#include <string_view>

namespace llmfmt::garyml {

/// The token a whole line is.
struct ShapeToken {
  std::size_t type = 0;  ///< 0: the line has no shape the fast path knows (the lexer reads it)
  std::size_t mode = 0;  ///< the lexer's mode after it
};

/// `line` (its LF included; without one it is the input's last), read in lexer mode `mode`.
ShapeToken read_shape(std::string_view line, std::size_t mode);

}  // namespace llmfmt::garyml
