// The parts of an llmist marker line as the builder reads them, and the fast path's recognisers
// of the well-formed shapes (docs/architecture.md, "Fast path").
//
// Each recogniser accepts the rest of a marker line (the bytes after the marker, its line end
// included; a line without LF is the last of the input) exactly when LlmistLexer.g4 reads it as
// the one token of its shape, and then gives the parts that token is made of:
//
//   read_header       HEADER        (mode HEADER_NAME, after START_MARKER)
//   read_pointer      POINTER_LINE  (mode POINTER, after ARG_MARKER)
//   read_blank_end    BLANK? NL?    (mode AFTER_END, after END_MARKER: nothing but blanks)
//
// This is the only copy of those rules' syntax in C++: the builder reads a HEADER or POINTER_LINE
// token of the generated lexer through the same functions. tests/unit/llmist_shapes.cpp and
// tests/fuzz/llmist_shapes_fuzz.cpp hold them equal to the generated lexer, part boundaries
// included.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "llmist/values.h"

namespace llmfmt::llmist {

/// A header part (name, id, a dependency) trimmed of blanks: its text, the byte of its line where
/// it starts, and whether the grammar read it as a single NAME (an identifier).
struct Piece {
  std::string_view text;
  std::size_t at = 0;
  bool is_name = false;
};

/// What follows START: name [':' id [':' dependencies]].
struct HeaderShape {
  Piece name;
  Piece id;             ///< empty text: none (an automatic id)
  bool has_dependencies = false;
  std::size_t dependencies_at = 0;  ///< the byte just after the second ':'
  std::vector<Piece> dependencies;  ///< empty, or one empty piece: a blank list (none)
};

/// What follows ARG: the pointer trimmed of blanks, where it starts in its line, its segments.
struct PointerShape {
  std::string_view text;  ///< empty: an empty pointer
  std::size_t at = 0;
  std::vector<Segment> segments;  ///< `at` relative to the pointer
};

/// `line`'s bytes from `from` on (the rest after the START marker) as the HEADER token: whether
/// they are one, and its parts (`at` relative to `line`).
bool read_header(std::string_view line, std::size_t from, HeaderShape& out);
/// The same for the rest after the ARG marker and POINTER_LINE.
bool read_pointer(std::string_view line, std::size_t from, PointerShape& out);
/// Whether the rest after the END marker is blanks at most, then the line end (or the input's).
bool read_blank_end(std::string_view line, std::size_t from);

}  // namespace llmfmt::llmist
