// Lines of an input, one way for every format: what a line is (Line), how lines are cut
// (Line::first_of, for_each_line) and how the line that holds an offset is found (line_start,
// LineFinder). Lines end at LF; a CR right before it belongs to the terminator (not in STF); line
// 1 begins after a BOM.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "llmfmt/core/span.h"

namespace llmfmt {

/// One physical line of the input, the one shape for every format. What ends a line is the
/// format's (first_of: LF or CR LF, STF only LF; DSL and GaryML build theirs in their builders).
struct Line {
  std::string_view content;  ///< without its line end (first_of: LF or CR LF; a lone CR stays)
  std::size_t offset = 0;    ///< byte offset of its first byte in the input
  std::size_t size = 0;      ///< bytes, line end included
  std::size_t number = 0;    ///< 1-based
  bool terminated = false;   ///< has a line end (an LF; DSL: also the CR that ends the input)

  /// The line at the start of `bytes`: up to and including the first LF, or all of `bytes`.
  /// `crlf_is_lf`: a CR right before the LF is part of the terminator, not of content (every line
  /// format but STF, where only LF ends a line).
  static Line first_of(std::string_view bytes, std::size_t offset, std::size_t number, bool crlf_is_lf = true);

  std::size_t end_offset() const { return offset + size; }
  /// Position of byte `byte` of content (columns count code points). Columns are counted on from
  /// the byte asked for last (forward, or back to a character's start), so the positions of a
  /// line's many parts cost one pass over it, in whatever order they are asked for.
  Position at(std::size_t byte) const;
  /// Just past the line, its line end included: column 1 of the next line when it has one, else
  /// past its last byte (bytes that are no content, GaryML's CRs before the end, counted too).
  Position end() const;

  // For at(): a byte of the content that starts at known_origin, and its column (a copy whose
  // content was cut starts over).
  mutable const char* known_origin = nullptr;
  mutable std::size_t known_byte = 0;
  mutable std::size_t known_column = 1;
  mutable bool known_starts = true;  // every byte asked for since known_origin began a character
};

/// Calls f(line) for each line of `run` (whole lines; the last may lack its LF), the first of
/// which has byte offset `offset` and number `number`.
template <class F>
void for_each_line(std::string_view run, std::size_t offset, std::size_t number, F&& f, bool crlf_is_lf = true) {
  while (!run.empty()) {
    const Line line = Line::first_of(run, offset, number++, crlf_is_lf);
    f(line);
    run.remove_prefix(line.size);
    offset += line.size;
  }
}

/// The offset of the first byte of the line that holds byte `at` of `text`, where line 1 begins
/// at `line_one` (after a BOM; `at` not before it). The one way lines are found by offset.
std::size_t line_start(std::string_view text, std::size_t at, std::size_t line_one);

/// The line holding an offset of a whole input, for checks that report on lines read long ago
/// (their diagnostics' lines are read again by the collector: reread_dropped_lines). Lines as the
/// driver reads them: LF ends a line, CR LF too; line 1 begins after a BOM. Lines are counted on
/// from the last one asked for when they come in order, so a pass over a document is linear.
class LineFinder {
 public:
  explicit LineFinder(std::string_view input);
  Line line_at(std::size_t offset);

 private:
  std::string_view input_;
  std::size_t first_;    // where line 1 begins
  std::size_t counted_;  // lines before this offset are counted in number_
  std::size_t number_ = 1;
};

/// The position just past `run` (whole lines) whose first line has offset `offset` and number
/// `number`.
Position end_of_run(std::string_view run, std::size_t offset, std::size_t number);

/// Appends `run` (whole lines) to `out` with each CR LF read as LF.
void append_lf(std::string& out, std::string_view run);

}  // namespace llmfmt
