// The DSL fast path's recogniser (docs/architecture.md, "Fast path"): the directive lines the
// generated lexer reads as one token of DslLexer.g4 — THEN_LINE, FROM_LINE, DEF_LINE and OUT,
// each the whole line, after which the lexer is in DEFAULT_MODE again. A line of any other shape
// (a directive with a reference or an error in it, a miscased or unknown one, text with the
// sigil) is lexed.
//
// This is the only copy of those rules' syntax (INDENT, BL, NAME_CHARS, TYPE_NAMES, FROM_ITEM,
// DESC_WORD, AS_PLAIN, and the longest-match choices against THEN, FROM, DEF, TYPE, AS,
// UNKNOWN_DIRECTIVE, GLUED_DIRECTIVE and TEXT_LINE) in C++. tests/unit/dsl_shapes.cpp and
// tests/fuzz/dsl_shapes_fuzz.cpp hold it equal to the generated lexer.
#pragma once

#include <cstddef>
#include <string_view>

namespace llmfmt::dsl {

/// The token `line` (its LF included; without one it is the input's last) is as a whole when it
/// begins in lexer mode `mode` and the reference sigil is `sigil` (the lexer is shown it as '@',
/// and a written '@' as `sigil`); 0: the line has no shape the fast path knows.
std::size_t read_shape(std::string_view line, std::size_t mode, char sigil);

}  // namespace llmfmt::dsl
