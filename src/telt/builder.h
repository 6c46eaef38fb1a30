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

/// One physical line as the lexer delivered it: a view into the input (tokens carry no text).
struct Line {
  std::string_view content;  ///< without "\n" or "\r\n"; a lone CR stays
  bool terminated;      ///< ended in "\n"
  std::size_t size;     ///< bytes including the terminator
  std::size_t offset;   ///< byte offset of its first byte
  std::size_t number;   ///< line number

  /// The line of `token` in `input` (the whole input the token's offsets index).
  static Line of(const antlr4::Token& token, std::string_view input);
  /// Position of byte `byte` of content.
  Position at(std::size_t byte) const;
  /// Just past the line, terminator included.
  Position end() const;
};

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

  std::string_view input_;
  Document& document_;
  std::vector<Found>& found_;
  std::size_t block_ = 0;  // index of the block being built
};

}  // namespace llmfmt::telt
