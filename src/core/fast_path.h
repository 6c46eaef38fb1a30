// The fast path of the line formats (docs/architecture.md, "Fast path"): syntax lines of a shape
// the grammar reads as a fixed token sequence are recognised by the format's driver and handed to
// its builder directly; every other line goes through the generated lexer and parser.
//
// It is on unless a format's reference mode (Options::reference_lexer) turns it off for that
// parse. This switch turns it off for the whole process, prescan kept, so that the differential
// tests can compare three paths: fast path on, off, and reference mode.
#pragma once

#include <cstddef>

namespace llmfmt::fast_path {

/// Whether line pipelines made from now on use the fast path (default: yes).
bool enabled();
/// For tests only (not thread-safe against parses running meanwhile).
void set_enabled(bool on);

/// The syntax lines this thread's line pipelines have read so far: taken by the fast path, and
/// read by the generated lexer (for the note of how much of an input takes the fallback).
struct Counts {
  std::size_t shapes = 0;
  std::size_t lexed = 0;
};
Counts& counts();

}  // namespace llmfmt::fast_path
