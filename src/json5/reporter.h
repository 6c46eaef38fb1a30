// The diagnostics of one JSON5 parse. They are found in any order (lexer, parser, builder), each at
// a byte offset; the reporter gives them positions, then their lines and context windows
// (DiagnosticCollector), and orders them by offset.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/line_fix.h"
#include "llmfmt/core/diagnostic.h"

namespace llmfmt::json5 {

class Reporter {
 public:
  /// Where a diagnostic comes from. The parse finds them interleaved (the lexer runs as the
  /// parser asks for tokens, values are built as the parse goes); finish() orders them by offset,
  /// and diagnostics at the same offset in this order, then in the order they were reported.
  /// A part can be dropped when an outcome makes it moot (nesting too deep: nothing is parsed).
  enum class Part : unsigned char { input, outcome, syntax, meaning, count };

  /// A new input; its first line starts at `body_start` (3 after a BOM, else 0).
  void start(std::string_view text, std::size_t body_start);

  /// The part that report() adds to until the next call (Part::input after start()).
  void set_part(Part part) { part_ = part; }
  Part part() const { return part_; }
  /// Forgets every diagnostic of `part`.
  void drop(Part part);

  void report(const char* code, Severity severity, std::size_t offset, std::string message,
              std::optional<LineFix> fix = std::nullopt);
  void error(const char* code, std::size_t offset, std::string message, std::optional<LineFix> fix = std::nullopt) {
    report(code, Severity::error, offset, std::move(message), std::move(fix));
  }
  /// A diagnostic made elsewhere (its span, fix and hint set): FENCED_DOCUMENT.
  void add(Diagnostic diagnostic);
  void warning(const char* code, std::size_t offset, std::string message, std::optional<LineFix> fix = std::nullopt) {
    report(code, Severity::warning, offset, std::move(message), std::move(fix));
  }

  /// The fix that replaces the `length` bytes at `offset` by `text`, or nothing when that would
  /// cross the line's end. Its hint is the line as it reads fixed, left out when the line is
  /// longer than kMaxFixLineBytes (a hint should not repeat a minified megabyte; the edit stays).
  std::optional<LineFix> fixed_line(std::size_t offset, std::size_t length, std::string_view text);
  static constexpr std::size_t kMaxFixLineBytes = 500;

  bool has_errors() const {
    for (const Bucket& b : parts_)
      if (b.errors > 0) return true;
    return false;
  }

  /// Bytes [begin, end) are characters no token starts with (reported as INVALID_CHARACTER). A
  /// syntax error right after them is their consequence and is not reported again. Runs are
  /// recorded in input order.
  void add_invalid_run(std::size_t begin, std::size_t end) { invalid_runs_.emplace_back(begin, end); }
  /// Whether such a run lies within [from, to).
  bool invalid_between(std::size_t from, std::size_t to) const;
  /// Bytes [begin, end) are a backtick string (INVALID_CHARACTER at `begin`, whose fix, where it
  /// has one, quotes it whole): a diagnostic inside it is about its text read as JSON5, so it
  /// keeps no fix or hint. Recorded in input order, before what lies inside is reported.
  void add_quoted_run(std::size_t begin, std::size_t end) { quoted_runs_.emplace_back(begin, end); }
  /// Whether `offset` lies inside such a run, after its opening backtick.
  bool inside_quoted_run(std::size_t offset) const;
  /// Line, column (code points) and offset of a byte offset of the input.
  Position position(std::size_t offset);

  /// The diagnostics, complete and ordered by offset. Resets the reporter. Without `lines`, they
  /// have no content and context window (a second reading, compared by code and place only).
  std::vector<Diagnostic> finish(bool lines = true);

 private:
  void index_lines();
  std::size_t line_of(std::size_t offset);  // 1-based
  // The position of `offset`, counted on from `known` when that is earlier on the same line.
  Position position_after(Position known, std::size_t offset);
  std::string_view line_text(std::size_t line) const;  // 1-based, without its terminator
  // The nearest mark at or before `offset` on `line` (which starts at `start`): (offset, column).
  std::pair<std::size_t, std::size_t> mark_before(std::size_t line, std::size_t start, std::size_t offset);

  struct Bucket {
    std::vector<Diagnostic> diagnostics;
    std::size_t errors = 0;
    Position last{0, 0, 0};  // the last position computed for this part (each comes in input order)
  };

  std::string_view text_;
  std::size_t body_start_ = 0;
  std::vector<std::size_t> line_starts_;  // byte offset of each line's first byte
  bool indexed_ = false;
  Part part_ = Part::input;
  Bucket parts_[static_cast<std::size_t>(Part::count)];
  std::vector<std::pair<std::size_t, std::size_t>> invalid_runs_;
  std::vector<std::pair<std::size_t, std::size_t>> quoted_runs_;
  // Columns counted once on a long line: (offset, column) about every kMarkBytes from its start,
  // laid as far as a position asked for. A diagnostic that names an earlier place (a duplicate
  // key names the first) counts on from the mark before it, not from the line's start: many such
  // on one minified line cost linear time.
  static constexpr std::size_t kMarkBytes = 512;
  std::unordered_map<std::size_t, std::vector<std::pair<std::size_t, std::size_t>>> marks_;  // by line
};

}  // namespace llmfmt::json5
