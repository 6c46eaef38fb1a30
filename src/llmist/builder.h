// The llmist visitor: walks the parse tree of one top-level item (a block, or a run of prose
// lines) and builds calls, text segments and diagnostics into its own state
// (../shared/notes/antlr-cpp.md §6.6: no values travel through antlrcpp::Any).
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "LlmistParserBaseVisitor.h"
#include "core/diagnostic_collector.h"
#include "llmfmt/llmist.h"

namespace llmfmt::llmist {

/// One physical line as the lexer delivered it.
struct Line {
  std::string content;  ///< without "\n" or "\r\n"; a lone CR stays
  bool terminated;      ///< ended in "\n"
  std::size_t size;     ///< bytes including the terminator
  std::size_t offset;   ///< byte offset of its first byte
  std::size_t number;   ///< line number

  static Line of(const antlr4::Token& token);
  /// Position of byte `byte` of content.
  Position at(std::size_t byte) const;
  /// Just past the line, terminator included.
  Position end() const;
};

class Builder : public LlmistParserBaseVisitor {
 public:
  struct Sink {
    std::function<void(Call)> call;
    std::function<void(TextSegment)> text;
  };
  Builder(const Markers& markers, DiagnosticCollector& diagnostics, Sink sink);

  /// A new input begins.
  void reset();
  /// The prose segment being built, if any, is complete: deliver it (unless it is blank).
  void flush_text();
  /// Document-level checks once all calls are known: unknown dependencies and cycles.
  void check_dependencies(const std::vector<Call>& calls);

  antlrcpp::Any visitDocument(LlmistParser::DocumentContext* ctx) override;
  antlrcpp::Any visitBlock(LlmistParser::BlockContext* ctx) override;

 private:
  struct Part {  // a piece of a header line: text and the byte where it starts in the line
    std::string_view text;
    std::size_t at;
  };
  struct CallSite {  // what the dependency checks need to know about a call's header
    std::size_t snapshot = 0;  // context of the header line, taken when it has dependencies
    Position header;
    std::vector<Position> dependencies;
  };

  void add_text(const Line& line, std::size_t from_byte);
  void read_header(const Line& start, Call& call, CallSite& site);
  std::string take_auto_id();
  std::string suggest_unique_id(const std::string& id);
  void read_parameter(LlmistParser::ParameterContext* ctx, Object& parameters,
                      std::unordered_set<std::string>& pointers, std::string& raw);
  void report(const char* code, Severity severity, Position at, std::string message,
              std::optional<std::string> fix_hint = std::nullopt);
  void parse_error(const char* code, Position at, std::string message,
                   std::optional<std::string> fix_hint = std::nullopt);

  const Markers& markers_;
  DiagnosticCollector& diagnostics_;
  Sink sink_;

  // Per input.
  std::unordered_set<std::string> used_ids_;
  std::unordered_set<std::string> suggested_ids_;               // fix hints for duplicate ids
  std::unordered_map<std::string, std::size_t> next_suffix_;   // where the next search starts
  std::size_t next_auto_ = 1;
  std::vector<CallSite> sites_;
  TextSegment text_;
  bool have_text_ = false;

  // Per block.
  std::optional<std::string> first_parse_error_;
};

}  // namespace llmfmt::llmist
