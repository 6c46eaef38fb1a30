// Collects a parse's diagnostics and gives each the offending line and its context window
// (DECISIONS §0: two lines either side, the offending one marked "<-- ERROR HERE").
//
// Lines arrive in order as a parser reads them. A diagnostic may be reported for any line still
// retained; it is completed as soon as the two lines after it have arrived, or at finish(). So a
// stream keeps only the lines it may still report on, and the result does not depend on how the
// input was chunked.
#pragma once

#include <cstddef>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/core/diagnostic.h"

namespace llmfmt {

class ByteCharStream;

class DiagnosticCollector {
 public:
  /// Lines longer than this many bytes are cut and end in "…", in `content` and in the context
  /// window, so that a diagnostic's size does not grow with the line (a minified line, a long
  /// header with many diagnostics).
  static constexpr std::size_t kMaxLineBytes = 500;

  /// The next line of the input (numbered from 1), without its line terminator: a copy is kept.
  void add_line(std::string_view text);
  /// Lines added by offset are read from `source` when a diagnostic needs them, not copied: its
  /// view must cover every byte from first_needed_offset() on (src/core/line_driver.h).
  void read_from(const ByteCharStream* source) { source_ = source; }
  /// The source holds every line added by offset until finish(): a diagnostic on a line no longer
  /// kept is completed from the source's bytes, its line and the ones around it found from its
  /// offset (lines end at LF; with `crlf_is_lf`, a CR before the LF is not part of the line, as
  /// Line::first_of cuts them). A format whose end-of-input checks may report on any line can
  /// then let lines go (retain_from) as it reads. take() turns it off.
  void reread_dropped_lines(bool crlf_is_lf) {
    reread_ = true;
    crlf_is_lf_ = crlf_is_lf;
  }
  /// The next line: `length` bytes (terminator excluded) at absolute offset `offset` of `source`.
  void add_line(std::size_t offset, std::size_t length);
  /// The offset of the first line still kept (the end of the input seen so far when none is).
  std::size_t first_needed_offset() const;
  /// The caller will not report on lines before `line` any more.
  void retain_from(std::size_t line);

  /// Adds a diagnostic. Its content and context window are filled from the lines around it,
  /// unless it has a context window already (one copied from a snapshot). Returns a handle for
  /// reported().
  std::size_t report(Diagnostic diagnostic);
  /// A diagnostic reported since the last take(), to amend what only the end of the input tells
  /// (a fix whose edit a later line makes unsafe loses it).
  Diagnostic& reported(std::size_t handle) { return diagnostics_[handle]; }
  /// A character a diagnostic names: its byte offset and how messages name it ("U+FF1A").
  struct NamedCharacter {
    std::size_t offset;
    std::string code_point;
    bool punctuation = false;  ///< a look-alike of ASCII punctuation other than '_' (not of a letter, digit or space)
  };
  /// Adds a diagnostic about the characters `named` (all on its line), which take() leaves out
  /// when another diagnostic on the line covers (or points into the line) and names each of them: a character a format's own check
  /// names is not named twice (the driver's near-miss check, src/core/line_driver.cpp). Unless
  /// `diagnostic` has a fix and one of them imitates punctuation: then it stays, and those others
  /// keep their fixes as hints only (a name's fix writes such a character as '_', a guess).
  void report_unless_named(Diagnostic diagnostic, std::vector<NamedCharacter> named);
  /// Records the content and context window of `line` aside, for diagnostics found later than
  /// the lines can be kept (a document-level check at the end of a stream). Returns a handle.
  std::size_t snapshot(std::size_t line);
  /// The snapshot as a diagnostic whose content and context_window are filled (after finish(),
  /// or once the lines after it have arrived).
  const Diagnostic& snapshot_at(std::size_t handle) const { return snapshots_[handle]; }

  /// No more lines: completes every pending diagnostic.
  void finish();
  /// The diagnostics, ordered by offset (ties: order of reporting). Resets the collector.
  std::vector<Diagnostic> take();

  std::size_t lines_seen() const { return next_line_ - 1; }

 private:
  void line_added();
  struct Pending {
    bool is_snapshot;
    std::size_t index;
  };
  Diagnostic& target(const Pending& p) { return p.is_snapshot ? snapshots_[p.index] : diagnostics_[p.index]; }
  void submit(Pending p);
  void complete(Diagnostic& d) const;
  void drop_unneeded_lines();
  void drop_named_twice(std::vector<Diagnostic>& out) const;

  // A line added by offset is 16 bytes (a document whose checks need every line keeps millions);
  // one added as text has its copy in copies_, at the same index (a collector takes its lines one
  // way or the other).
  struct StoredLine {
    std::size_t offset = 0;
    std::size_t length = 0;
  };
  std::string_view text_of(std::size_t index) const;  // of lines_[index]
  // Fills `d`'s content and context window from `line_text(n)`: line n's text, or nullopt where
  // there is none.
  static void fill_lines(Diagnostic& d, const std::function<std::optional<std::string_view>(std::size_t)>& line_text);
  // Lines first … first + count - 1 around `d` as the source holds them (reread_), by number; an
  // entry is empty for a line that was never added.
  std::vector<std::optional<std::string_view>> reread(const Diagnostic& d, std::size_t first, std::size_t count) const;

  const ByteCharStream* source_ = nullptr;
  std::size_t end_offset_ = 0;        // just past the last line added by offset
  std::size_t first_offset_ = 0;      // of line 1 (after a BOM)
  bool reread_ = false;
  bool crlf_is_lf_ = true;
  std::deque<StoredLine> lines_;      // lines_[0] is line first_line_
  std::deque<std::string> copies_;    // the lines added as text (none when read from source_)
  std::size_t first_line_ = 1;
  std::size_t next_line_ = 1;
  std::size_t retain_from_ = 1;
  std::vector<Diagnostic> diagnostics_;
  std::vector<std::pair<std::size_t, std::vector<NamedCharacter>>> unless_named_;  // index, characters
  std::vector<Diagnostic> snapshots_;
  std::vector<Pending> pending_;
};

}  // namespace llmfmt
