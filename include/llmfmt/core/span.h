// Source positions and spans, shared by every format.
#pragma once

#include <cstddef>

#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt {

/// A point in the input. `line` and `column` are 1-based and count lines and Unicode code points
/// (an ill-formed UTF-8 byte counts as one column; a BOM is not counted); `offset` is the 0-based
/// byte offset into the raw input, BOM included.
struct Position {
  std::size_t line = 1;
  std::size_t column = 1;
  std::size_t offset = 0;

  friend bool operator==(const Position& a, const Position& b) {
    return a.line == b.line && a.column == b.column && a.offset == b.offset;
  }
  friend bool operator!=(const Position& a, const Position& b) { return !(a == b); }
};

/// A half-open range [start, end): `end` is just past the last byte, its line terminator included.
struct Span {
  Position start;
  Position end;

  friend bool operator==(const Span& a, const Span& b) { return a.start == b.start && a.end == b.end; }
  friend bool operator!=(const Span& a, const Span& b) { return !(a == b); }
};

}  // namespace llmfmt
LLMFMT_API_END
