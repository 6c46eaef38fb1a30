// The llmist builder: turns the parse tree of one top-level item (a block, or a run of prose
// lines) into calls, text segments and diagnostics, kept in its own state.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "LlmistParser.h"
#include "core/diagnostic_collector.h"
#include "core/line_driver.h"
#include "core/line_fix.h"
#include "llmfmt/llmist.h"
#include "llmist/call_index.h"
#include "llmist/shapes.h"
#include "llmist/values.h"

namespace llmfmt::llmist {

class Builder {
 public:
  struct Sink {
    std::function<void(Call)> call;
    std::function<void(TextSegment)> text;
  };
  /// Token bytes and lines come from `driver`.
  Builder(const Markers& markers, const LineDriver& driver, DiagnosticCollector& diagnostics, Sink sink);

  /// A new input begins (a stream's: ids are copied for the document-level checks).
  void reset();
  /// The input is `text`, whole and readable until the checks are done: the checks keep views
  /// into it instead of copies, and find their lines there again.
  void read_from(std::string_view text) {
    index_.reset(text);
    diagnostics_.reread_dropped_lines(true);  // the document-level checks report on lines long gone
  }
  /// Deliver text segments without their text (only their spans): the caller reads it from the
  /// whole input.
  void text_as_spans() { text_as_spans_ = true; }
  /// `check`: no call or text segment leaves the sink, so values and text are not built (the
  /// pointers are placed all the same: their diagnostics depend on nothing else).
  void drop_values(bool on) { drop_values_ = on; }

  /// Builds one item the generated parser parsed (a block, or a run of prose lines): its calls go
  /// to the sink; its prose extends the current text segment.
  void build(LlmistParser::DocumentContext* item);

  // The same, one line or run at a time (the fast path, src/llmist/parser.cpp): a block is
  // begin_block, its VALUE_LINE runs and parameters in order, then end_block (at its END line, or
  // without one where it ends implicitly). A run is bytes [start, end) of the input, whole lines,
  // the first of them line `number`. The shapes are the line's parts (llmist/shapes.h); their
  // views need to live only for the call.
  struct Run {
    std::size_t start, end, number;
  };
  void begin_block(const Line& start, const HeaderShape& header);
  void value(const Run& run);
  /// `marker_end`: the byte of `arg` just after the ARG marker.
  void parameter(const Line& arg, std::size_t marker_end, const PointerShape& pointer);
  /// `end`: the END line (nullptr: the block ends without one); `text_at`: where text after the
  /// marker begins on it (npos: none, only blanks).
  void end_block(const Line* end, std::size_t text_at);
  void text(const Run& run);
  /// Whether a block is open (begin_block without its end_block).
  bool in_block() const { return in_block_; }

  /// The shapes of the generated parser's marker lines.
  HeaderShape header_of(LlmistParser::StartLineContext* ctx, const Line& start) const;
  PointerShape pointer_of(LlmistParser::ArgLineContext* ctx, const Line& arg) const;
  /// Where text after the END marker begins, or npos (only blanks).
  std::size_t text_after_end(LlmistParser::EndLineContext* ctx) const;
  Line line_of(const antlr4::Token& token) const;

  /// The prose segment being built, if any, is complete: deliver it (unless it is blank).
  void flush_text();
  /// Another diagnostic's fix (a near miss's, a hidden marker's) makes a header with invocation
  /// id `id` of a line that is none: no id fix may write that id too (check_dependencies).
  /// (An id that is not an identifier: the one its INVALID_HEADER fix would make, too.)
  void fix_declares_id(std::string_view id);
  /// Document-level checks once all calls are known: unknown dependencies and cycles; the fixes
  /// that write an invocation id made safe.
  void check_dependencies();

 private:
  struct StreamSite {  // a stream's call with dependencies: what its diagnostics need
    std::size_t snapshot;  // context of the header line
    Position header;
  };

  void block(LlmistParser::BlockContext* ctx);
  void header(const HeaderShape& shape, const Line& start);
  void dependencies(const std::vector<Piece>& items, std::size_t list_at, const Line& start);
  void close_parameter();
  void add_text(std::string_view run, Position start, Position end);

  Piece piece(LlmistParser::PartContext* part, std::size_t begins_at, const Line& line) const;
  std::size_t byte_in_line(const antlr4::Token& token) const { return token.getCharPositionInLine(); }
  std::string take_auto_id();
  std::string suggest_unique_id(const std::string& id);
  // `at`: the offending text (a Position alone points at a place: the span is empty there).
  /// Returns the collector's handle of the diagnostic.
  std::size_t report(const char* code, Severity severity, Span at, std::string message,
                     std::optional<LineFix> fix = std::nullopt);
  std::size_t parse_error(const char* code, Span at, std::string message, std::optional<LineFix> fix = std::nullopt);
  /// A fix that writes invocation id `id` at byte `at` of its line: a DUPLICATE_INVOCATION_ID's
  /// fresh id for the repeated id `repeated` (chosen again at the end, when every call's id is
  /// known), or an id made an identifier (`repeated` empty: it loses its edit at the end if a call
  /// has that id or an earlier fix writes it).
  void writes_id(std::size_t handle, std::string id, std::size_t at, std::string repeated = {});

  const Markers& markers_;
  const LineDriver& driver_;
  DiagnosticCollector& diagnostics_;
  Sink sink_;

  // Per input.
  CallIndex index_;  // every call's id and dependencies
  bool text_as_spans_ = false;
  std::unordered_set<std::string> suggested_ids_;               // fix hints for duplicate ids
  struct IdFix {
    std::size_t handle;
    std::string id;
    std::size_t at;
    std::string repeated;
  };
  std::vector<IdFix> id_fixes_;  // writes_id(), in document order
  std::unordered_set<std::string> ids_of_other_fixes_;  // fix_declares_id()
  std::unordered_map<std::string, std::size_t> next_suffix_;   // where the next search starts
  std::size_t next_auto_ = 1;
  std::vector<StreamSite> stream_sites_;          // (a stream only) per call with dependencies
  std::vector<Position> stream_dependency_at_;   // (a stream only) per dependency
  TextSegment text_;
  bool have_text_ = false;
  bool text_blank_ = true;  // (text_as_spans_) the segment so far is blank
  std::optional<Run> text_end_;  // the segment's last run, when its end is that run's

  bool drop_values_ = false;

  // Per block.
  bool in_block_ = false;
  Call call_;
  Position block_start_, block_end_;  // block_end_: so far (or the end of value_end_)
  std::optional<Run> value_end_;      // the block's last VALUE_LINE run, when it is its last token
  std::string raw_;                   // parameters_raw
  bool warned_ = false;               // UNEXPECTED_TEXT before the first parameter
  Object parameters_;
  std::unordered_set<std::string> pointers_;  // the block's pointers so far, as written
  std::unordered_set<std::string> fixed_;     // those its INVALID_POINTER fixes write
  // INVALID_POINTER diagnostics with an edit, and the pointer the edit writes: reported at the
  // block's end, once every pointer of the block is known.
  std::vector<std::pair<Diagnostic, std::string>> pointer_fixes_;
  std::optional<std::string> first_parse_error_;
  // The open parameter: copied, since a stream's input may move before its value is complete.
  bool in_parameter_ = false;
  bool placed_ = false;  // its pointer is placed once its value is complete (not empty, not repeated)
  std::size_t arg_offset_ = 0, arg_number_ = 0;  // its ARG line
  std::string pointer_;
  std::size_t pointer_at_ = 0;
  std::vector<Segment> segments_;  // views into pointer_
  std::string value_;
};

}  // namespace llmfmt::llmist
