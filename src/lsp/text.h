// An open document's text and the conversion between byte offsets (what llmfmt's spans hold) and
// LSP positions (line, character), the character counted in UTF-16 code units (LSP's default) or
// in bytes (UTF-8, when the client offers it). docs/editors.md § Positions.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace llmfmt::lsp {

enum class Encoding { utf16, utf8 };

/// An LSP position: 0-based line and character (in the negotiated encoding's code units).
struct Position {
  std::size_t line = 0;
  std::size_t character = 0;
};

/// Text with an index of its line starts. Lines end at LF, CR LF or a lone CR, as LSP counts them.
class Text {
 public:
  explicit Text(std::string text = {});

  const std::string& str() const { return text_; }
  std::size_t line_count() const { return line_starts_.size(); }
  /// The byte offset where `line` starts (the text's end for a line past the last).
  std::size_t line_start(std::size_t line) const;
  /// The byte offset where `line`'s content ends (before its terminator).
  std::size_t line_end(std::size_t line) const;

  /// The position of byte `offset` (clamped to the text; an offset inside a character or a line
  /// terminator counts as the start of that character or the end of that line).
  Position position(std::size_t offset, Encoding encoding) const;
  /// The byte offset of `position`; out of range as LSP says: a line past the last is the end
  /// of the text, a character past the line's end is the line's end. A character inside a
  /// UTF-16 surrogate pair (or a UTF-8 sequence) is the start of that character.
  std::size_t offset(Position position, Encoding encoding) const;

  /// Replaces the bytes [from, to) (clamped) with `replacement`.
  void replace(std::size_t from, std::size_t to, std::string_view replacement);
  void assign(std::string text);

 private:
  void index_lines(std::size_t from_line);
  std::string text_;
  std::vector<std::size_t> line_starts_;  // always holds 0
};

/// The length of the UTF-8 sequence at text[i] and its length in `encoding`'s units: a
/// well-formed sequence is 1–4 bytes (2 UTF-16 units beyond the BMP), an ill-formed byte is one
/// byte and one unit (as the U+FFFD an editor shows for it).
struct CharSize {
  std::size_t bytes;
  std::size_t units;
};
CharSize char_size(std::string_view text, std::size_t i, Encoding encoding);

}  // namespace llmfmt::lsp
