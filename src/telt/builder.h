// The TELT builder: turns the parse tree of one block into a Block and its diagnostics, validates
// its commands (validation.h), and decides the block's validity. Values travel in its own state,
// never through antlrcpp::Any (../shared/notes/antlr-cpp.md §6.6).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "TeltParser.h"
#include "llmfmt/telt.h"

namespace llmfmt::telt {

/// One physical line: a view into the input (tokens carry no text).
struct Line {
  std::string_view content;  ///< without "\n" or "\r\n"; a lone CR stays
  bool terminated;           ///< ended in "\n"
  std::size_t size;          ///< bytes including the terminator
  std::size_t offset;        ///< byte offset of its first byte
  std::size_t number;        ///< line number

  /// The line of `input` that starts at `offset` (line `number`) and ends at the next "\n" or
  /// at `stop`, whichever comes first.
  static Line at_offset(std::string_view input, std::size_t offset, std::size_t stop, std::size_t number);
  /// The (first) line of `token`. A CONTENT_LINE or SKIPPED_LINE token may span a run of lines:
  /// the driver merges them so that a block's memory does not grow with its line count.
  static Line of(const antlr4::Token& token, std::string_view input);
  /// The last line of `token`.
  static Line last_of(const antlr4::Token& token, std::string_view input);
  /// Position of byte `byte` of content.
  Position at(std::size_t byte) const;
  /// Just past the line, terminator included.
  Position end() const;
};

/// Calls f(line) for every line of `token`, in order.
template <typename F>
void for_each_line(const antlr4::Token& token, std::string_view input, F f) {
  const std::size_t stop = token.getStopIndex() + 1;
  std::size_t number = token.getLine();
  for (std::size_t at = token.getStartIndex(); at < stop; ++number) {
    const Line line = Line::at_offset(input, at, stop, number);
    at += line.size;
    if (!f(line)) return;  // f returns false to stop
  }
}

/// An error as found: its content and context window are filled in at the end of the parse, its
/// block context from the block it belongs to (if any).
struct Found {
  Error error;
  std::optional<std::size_t> block;  ///< index into Document::blocks
};

class Builder {
 public:
  enum class Ending {
    closed,         ///< by its `--END xyz--` (and what follows it)
    unclosed,       ///< by the end of input or a new header before its commands were ended
    hash_mismatch,  ///< unclosed, and cut at its first `--END` line with another hash
  };

  Builder(std::string_view input, Document& document, std::vector<Found>& found)
      : input_(input), document_(document), found_(found) {}

  /// Builds the block of `tree`. `last` is the block's last line; `foreign_end` its first
  /// `--END x--` line with another hash (for Ending::hash_mismatch).
  void build(TeltParser::BlockContext* tree, Ending ending, const Line& last, const std::optional<Line>& foreign_end);

  /// Reports an error; `block` is the index of the block it belongs to.
  void report(const char* code, Level level, Position at, std::string message,
              std::optional<std::string> fix_hint = std::nullopt, std::optional<std::size_t> block = std::nullopt);

 private:
  Command read_command(TeltParser::CommandContext* ctx, const std::string& hash);
  void read_skipped(TeltParser::SkippedContext* ctx, const std::string& hash);
  std::string joined(const std::vector<antlr4::Token*>& lines) const;

  Line line_of(const antlr4::Token* token) const { return Line::of(*token, input_); }
  Line last_line_of(const antlr4::Token* token) const { return Line::last_of(*token, input_); }

  std::string_view input_;
  Document& document_;
  std::vector<Found>& found_;
  std::size_t block_ = 0;  // index of the block being built
};

}  // namespace llmfmt::telt
