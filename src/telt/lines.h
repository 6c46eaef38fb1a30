// TELT line shapes and the line state machine (DECISIONS §2; grammars/telt/TeltLexer.g4).
//
// A line's shape is what its text looks like on its own; its token type also depends on where it
// stands (the machine's state) and on the open block's hash.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace llmfmt::telt {

/// What a line looks like, read at column 0 after removing a trailing ` // comment` and trailing
/// blanks (space, tab, CR) — the way syntax lines are read.
struct Shape {
  enum class Kind {
    other,
    blank,        ///< empty, or spaces and tabs only
    comment,      ///< `//` at column 0
    header,       ///< `#!telt [3-char SHA: xyz]`, hash [a-z0-9]{3}
    bad_header,   ///< any other line starting with `#!telt`
    command,      ///< `=== NAME ===`, NAME [A-Za-z_][A-Za-z0-9_:.-]*
    bad_command,  ///< any other line starting with `===`
    delimiter,    ///< `--NAME hash--`, NAME [A-Z_][A-Z0-9_]*, hash [A-Za-z0-9]+ (any block's)
  };
  Kind kind = Kind::other;
  std::string_view name;  ///< command or delimiter name
  std::string_view hash;  ///< header or delimiter hash
};

/// The shape of `line` (its content, without the line terminator).
Shape shape_of(std::string_view line);

/// `line` without a trailing ` // comment` (a `//` after a space or tab) and trailing blanks
/// (space, tab, and a stray CR).
std::string_view syntax_part(std::string_view line);

bool is_blank(std::string_view line);
bool is_hash(std::string_view s);          ///< [a-z0-9]{3}
bool is_command_name(std::string_view s);  ///< [A-Za-z_][A-Za-z0-9_:.-]*

/// The line state machine: one call per line, in order; returns the line's TeltLexer token type.
class LineMachine {
 public:
  enum class State { outside, intro, body, value, after_end, skip };

  std::size_t next(std::string_view line);

  State state() const { return state_; }
  /// The open (or last) block's hash.
  const std::string& hash() const { return hash_; }
  /// The last line was an `--END x--` line with another hash than the open block's.
  bool foreign_end() const { return foreign_end_; }
  /// Back to outside, as at the start of an input.
  void reset() { state_ = State::outside; }

 private:
  std::size_t outside(const Shape& shape);
  std::size_t note(const Shape& shape, std::size_t type);
  bool own(const Shape& shape) const { return shape.kind == Shape::Kind::delimiter && shape.hash == hash_; }

  State state_ = State::outside;
  std::string hash_;
  bool foreign_end_ = false;
};

}  // namespace llmfmt::telt
