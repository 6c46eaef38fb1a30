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
  /// Builds one item: its calls go to the sink; its prose extends the current text segment.
  void build(LlmistParser::DocumentContext* item);
  /// The prose segment being built, if any, is complete: deliver it (unless it is blank).
  void flush_text();
  /// Document-level checks once all calls are known: unknown dependencies and cycles.
  void check_dependencies();

 private:
  // A header part or pointer, trimmed of blanks: its text, the byte of its line where it starts,
  // and whether the grammar read it as a single NAME (an identifier).
  struct Piece {
    std::string_view text;
    std::size_t at;
    bool is_name;
  };
  struct StreamSite {  // a stream's call with dependencies: what its diagnostics need
    std::size_t snapshot;  // context of the header line
    Position header;
  };

  void block(LlmistParser::BlockContext* ctx);
  void header(LlmistParser::StartLineContext* ctx, const Line& start, Call& call);
  void dependencies(const std::vector<Piece>& items, std::size_t list_at, const Line& start, Call& call);
  static Piece trimmed_piece(std::string_view text, std::size_t at);
  /// `pointers`: the block's pointers so far, as written; `fixed`: those its INVALID_POINTER fixes
  /// write (a fix that would repeat either is a hint: it would make a DUPLICATE_POINTER).
  void parameter(LlmistParser::ParameterContext* ctx, Object& parameters, std::unordered_set<std::string>& pointers,
                 std::unordered_set<std::string>& fixed, std::string& raw);
  std::vector<Segment> segments(LlmistParser::PointerContext* ctx, const Line& arg, std::size_t& pointer_at,
                                std::string_view& pointer);
  void add_text(std::string_view run, Position start, Position end);

  Piece piece(LlmistParser::PartContext* part, std::size_t begins_at, const Line& line) const;
  Line line_of(const antlr4::Token& token) const;
  std::size_t byte_in_line(const antlr4::Token& token) const { return token.getCharPositionInLine(); }
  std::string take_auto_id();
  std::string suggest_unique_id(const std::string& id);
  // `at`: the offending text (a Position alone points at a place: the span is empty there).
  void report(const char* code, Severity severity, Span at, std::string message,
              std::optional<LineFix> fix = std::nullopt);
  void parse_error(const char* code, Span at, std::string message, std::optional<LineFix> fix = std::nullopt);

  const Markers& markers_;
  const LineDriver& driver_;
  DiagnosticCollector& diagnostics_;
  Sink sink_;

  // Per input.
  CallIndex index_;  // every call's id and dependencies
  bool text_as_spans_ = false;
  std::unordered_set<std::string> suggested_ids_;               // fix hints for duplicate ids
  std::unordered_map<std::string, std::size_t> next_suffix_;   // where the next search starts
  std::size_t next_auto_ = 1;
  std::vector<StreamSite> stream_sites_;          // (a stream only) per call with dependencies
  std::vector<Position> stream_dependency_at_;   // (a stream only) per dependency
  TextSegment text_;
  bool have_text_ = false;
  bool text_blank_ = true;  // (text_as_spans_) the segment so far is blank

  // Per block.
  std::optional<std::string> first_parse_error_;
};

}  // namespace llmfmt::llmist
