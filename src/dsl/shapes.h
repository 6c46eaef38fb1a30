// The DSL fast path's recogniser (docs/architecture.md, "Fast path"): the lines the generated
// lexer reads as a fixed token sequence of DslLexer.g4 — the directive lines that are one token
// (THEN_LINE, FROM_LINE, DEF_LINE, OUT), and a text line or a /THEN line with references (LINE_TEXT
// or THEN, then TEXT, REF, TEXT_END, REF_END and NL of TEXT_MODE) — after which the lexer is in
// DEFAULT_MODE again. A line of any other shape (a glued or bad reference, a lone sigil, a
// directive with an error in it, a miscased or unknown one, a text line that begins with a blank,
// a sigil or a non-ASCII character) is lexed.
//
// This is the only copy of those rules' syntax (INDENT, BL, NAME_CHARS, TYPE_NAMES, FROM_ITEM,
// DESC_WORD, AS_PLAIN, TEXT_CHAR, and the longest-match choices against FROM, DEF, TYPE, AS,
// UNKNOWN_DIRECTIVE, GLUED_DIRECTIVE, TEXT_LINE, LINE_BLANKS, the REF and BAD_REF rules, T_NL and
// SIGIL) in C++. tests/unit/dsl_shapes.cpp and
// tests/fuzz/dsl_shapes_fuzz.cpp hold it equal to the generated lexer.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace llmfmt::dsl {

/// The tokens of a whole line, as the lexer makes them (the lexer is in DEFAULT_MODE after them).
struct Shape {
  struct Token {
    std::size_t type, start, end;  ///< bytes [start, end) of the line
  };
  std::vector<Token> tokens;  ///< empty: the line has no shape the fast path knows (the lexer reads it)
};

/// `line` (its LF included; without one it is the input's last) read from lexer mode `mode` with
/// reference sigil `sigil` (the lexer is shown it as '@', and a written '@' as `sigil`).
void read_shape(std::string_view line, std::size_t mode, char sigil, Shape& out);

}  // namespace llmfmt::dsl
