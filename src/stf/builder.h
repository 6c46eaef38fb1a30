// The STF builder: walks the parse tree of one run of items and builds messages, metadata and
// diagnostics in its own state (docs/antlr-cpp.md §6.6: nothing travels through
// antlrcpp::Any). The state machine is the spec's: nil or a current message, a run of data lines
// being appended, and the block being read.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "StfParser.h"
#include "core/diagnostic_collector.h"
#include "llmfmt/stf.h"
#include "stf/arguments.h"
#include "stf/line.h"

namespace llmfmt::stf {

class Builder {
 public:
  /// Each message, once final, goes to `on_message` (if any) and is then dropped; else, without
  /// `keep_messages`, messages are checked and dropped (stf::check).
  Builder(const Options& options, DiagnosticCollector& diagnostics, bool keep_messages = true,
          std::function<void(const Value&)> on_message = nullptr);

  /// A new input begins; `input` is the whole text the tokens index into.
  void reset(std::string_view input);

  /// Reads the items of one run (the driver parses the input a run of whole items at a time).
  void file(StfParser::DocumentContext* ctx);

  /// End of input: ends the current message, reports what is still open and the CR summary.
  /// Returns the messages and metadata (diagnostics are the collector's).
  Result finish();

 private:
  struct Building {  // the current message
    std::string role;
    std::string content;
    std::optional<std::string> name, id, call_id;
    std::optional<Value> extra;
  };
  struct Segment {  // one body line inside the joined JSON5 text of a block
    std::size_t body_offset;
    Line line;
    std::size_t skip;  // bytes of the line before the text (1 for ";;")
  };
  struct Command {  // a command line's name, read and checked
    std::string name;     // lower-case
    std::string written;  // the blanks and the name as written
    bool known;
  };

  void item(StfParser::ItemContext* ctx);
  void block(StfParser::BlockContext* ctx);
  void comment(antlr4::tree::TerminalNode* open, const std::vector<StfParser::CommentItemContext*>& items,
               antlr4::tree::TerminalNode* close);
  void command(StfParser::CommandContext* ctx);
  void data(const Line& line, std::size_t skip);
  void data_run(const antlr4::Token& run);  // a DATA_LINE token: one or more lines

  // A command line that ends in CR (DECISIONS §5): counted, reported once at the end. The grammar
  // reads such a line as if the CR were absent (StfLexer.g4: the CR belongs to the line end).
  void count_cr(const Line& line);
  Command read_name(const Line& line, const antlr4::Token& head);
  std::vector<Argument> arguments(const Line& line, StfParser::ArgumentsContext* ctx,
                                  const std::vector<std::string_view>& known);
  std::optional<Value> parse_body(const std::string& body, const std::vector<Segment>& segments);
  // A JSON5 near-miss warning (json5.md §4.6) of a `{…}` argument, a quoted value or a body at its
  // place in the file: `place(o)` is the line and the byte in it of byte o of the JSON5 text.
  void report_json5_near_miss(Diagnostic d, const std::function<std::pair<Line, std::size_t>(std::size_t)>& place,
                              const std::vector<Segment>& segments);
  static std::string with_file_places(const std::string& message, const std::vector<Segment>& segments);

  void start_message(std::string role, const std::vector<Argument>& args);
  void end_run() { run_open_ = false; }
  void end_message();  // commits the current message; the state becomes nil
  // A message is final: no later command changes it (`;extra` and `;meta` act on the current
  // message and the metadata only), so it goes out here.
  void commit(Value message);
  static void merge(std::optional<Value>& into, Value value);

  void report(const char* code, Severity severity, Position at, std::string message,
              std::optional<std::string> fix_hint = std::nullopt);
  void report(std::string code, Severity severity, Position at, std::string message,
              std::optional<std::string> fix_hint, std::vector<Edit> fix = {});
  // docs/formats/stf.md §1.9: a data line that is a command but for Unicode spaces before its
  // `;` (NBSP, …): UNICODE_SPACE (warning; the line stays content).
  void unicode_space_before_command(const Line& line);
  // stf.md §1.9: a lone CR (one that ends no line: only LF does) before a command or comment
  // line, or before a Markdown prefix and one; in a command or comment line (`command_line`),
  // also before any text, which the line takes in: LONE_CR, the fix a line feed for the CR.
  void lone_cr_before_command(const Line& line, bool command_line = false);

  Line line_of(antlr4::tree::TerminalNode* node) const { return token_line(*node->getSymbol(), input_); }

  const Options& options_;
  DiagnosticCollector& diagnostics_;
  bool keep_messages_;
  std::function<void(const Value&)> on_message_;
  std::string_view input_;

  std::vector<Value> messages_;
  std::optional<Value> metadata_;
  std::optional<Building> current_;
  bool run_open_ = false;         // the data lines being read append with "\n" between them
  bool skipping_ = false;         // data lines are dropped until the next command line
  struct OpenBlock {  // a block without `;end`, not yet followed by anything
    Line opener;
    std::string name;           // "extra", "meta", "raw"
    std::size_t body_lines = 0;  // data and `;;` lines read into its body
    bool value_read = false;    // those lines are a complete JSON5 value
  };
  std::optional<OpenBlock> unterminated_block_;

  std::size_t cr_lines_ = 0;      // command lines ending in CR
  std::size_t cr_snapshot_ = 0;
  Position cr_first_;
};

}  // namespace llmfmt::stf
