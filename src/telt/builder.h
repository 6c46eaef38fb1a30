// The TELT builder: turns the parse tree of one block into a Block and its diagnostics, validates
// its commands (validation.h), and decides the block's validity. A plain transformer over the
// tree: what each line is, the grammar has decided (grammars/telt/); the builder reads the names
// and hashes of well-formed lines at the places TeltLexer.g4 spells out, and values as opaque
// runs of lines.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "TeltParser.h"
#include "core/line_driver.h"
#include "core/look_alikes.h"
#include "llmfmt/telt.h"
#include "telt/validation.h"

namespace llmfmt::telt {

/// The command name of a well-formed command line (`=== NAME ===`, TeltLexer.g4: `=== ` is 4 bytes).
std::string_view command_line_name(std::string_view line);

/// Where a line's command, delimiter or header shape begins after blanks and at least one
/// Unicode space (`\u00A0=== CREATE_FILE ===`), and where the first of those is; nothing for any
/// other line. Such a line is content, silently but for UNICODE_SPACE.
struct Hidden {
  std::size_t first_space;
  std::size_t syntax_at;
};
std::optional<Hidden> hidden_syntax(std::string_view line);

/// The first line of `token` (a CONTENT_LINE or SKIPPED_LINE token may span a run of lines).
Line first_line(const antlr4::Token& token, std::string_view input);
/// The last line of `token`.
Line last_line(const antlr4::Token& token, std::string_view input);

/// The block's own delimiter that a line of a value or body (`content`, up to a lone CR) is in
/// another letter case or one edit from (docs/formats/telt.md §4.2, MISSPELLED_DELIMITER).
struct MeantDelimiter {
  std::string delimiter;                    ///< `--NAME hash--`
  std::size_t distance;                     ///< edits; 0: only the letter case differs
  std::size_t end;                          ///< bytes of the line compared (its trail follows)
  std::vector<look_alikes::Folded> folded;  ///< look-alikes read as what they imitate, in those bytes
};
std::optional<MeantDelimiter> meant_delimiter(std::string_view content, const std::string& hash);

/// An error as found: its content and context window are filled in at the end of the parse, its
/// block context from the block it belongs to (if any).
struct Found {
  Diagnostic error;
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

  /// A `#!telt` line of the wrong shape outside a block (BAD_HEADER_LINE).
  void bad_header(const Line& line);
  /// A parameter of the block just closed, right after its `--END xyz--` (LATE_PARAM_LINE).
  void late_parameter(const Line& line);
  /// A line whose command, delimiter or header shape begins at byte `syntax_at`, after blanks and
  /// Unicode spaces, the first of them at byte `first_space`: UNICODE_SPACE.
  void report_hidden_syntax(const Line& line, std::size_t first_space, std::size_t syntax_at);
  /// Lone CRs (bytes `crs` of the line's content, in order) that end or begin what would be a
  /// header, command or delimiter line of its own: LONE_CR at the first, the fix a line feed for
  /// each. `shown`: the text of the first such line.
  void report_lone_crs(const Line& line, const std::vector<std::size_t>& crs, std::string_view shown);
  /// COMMAND_OUTSIDE_BLOCK at `line`, a known command's line read as text outside any block;
  /// `shown`: that command line.
  void report_command_outside(const Line& line, std::string_view shown);
  /// A line outside blocks whose first `end` bytes are `#!telt` but for letter case and blanks
  /// (`#!TELT`, `#! telt`), once `folded` (its look-alikes there) are read as ASCII:
  /// MISSPELLED_HEADER, `fixed` the line with `#!telt` written so.
  void report_misspelled_header(const Line& line, std::size_t end, const std::string& fixed,
                                const std::vector<look_alikes::Folded>& folded);
  /// An own-hash `--END xyz--` after the last block was closed (STRAY_END_LINE).
  void stray_end(const Line& line);

  /// Reports an error (its level and severity follow from its code: level_of); `block` is the
  /// index of the block it belongs to.
  void report(const char* code, Position at, std::string message, std::optional<Hint> fix_hint = std::nullopt,
              std::optional<std::size_t> block = std::nullopt);

 private:
  /// `after`: the line after the command (its END), if any.
  Command read_command(TeltParser::CommandContext* ctx, const std::string& hash, const antlr4::Token* after);
  void read_skipped(TeltParser::SkippedContext* ctx, const std::string& hash);
  std::string joined(const std::vector<antlr4::Token*>& lines) const;
  void report_misspelled(const Line& line, std::size_t from, std::size_t cr, const MeantDelimiter& meant,
                         const std::string& read_as);
  /// MISSPELLED_DELIMITER at each line of `lines` (a value or a body: content, `read_as` says
  /// whose) that is one of the block's own delimiters in another letter case or one edit from one.
  void misspelled_delimiters(const std::vector<antlr4::Token*>& lines, const std::string& hash,
                             const std::string& read_as);
  /// HIDDEN_CHARACTER_IN_PATH for path parameter `param`, whose value is `lines`: false when its
  /// value holds no character a reader cannot see.
  bool hidden_in_path(const Command& command, const Param& param, const std::vector<antlr4::Token*>& lines);

  Line line_of(const antlr4::Token* token) const { return first_line(*token, input_); }
  Line last_line_of(const antlr4::Token* token) const { return last_line(*token, input_); }

  std::string_view input_;
  Document& document_;
  std::vector<Found>& found_;
  std::size_t block_ = 0;  // index of the block being built
};

}  // namespace llmfmt::telt
