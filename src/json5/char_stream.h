// The byte CharStream of the JSON5 lexer (grammars/json5/Json5Lexer.g4, top comment).
//
// ByteCharStream folds every byte >= 0x80 to U+0001. JSON5 needs to tell three kinds of non-ASCII
// character apart — white space (U+00A0, U+FEFF, the Zs category), the line terminators U+2028
// and U+2029, and everything else (identifier characters, string content) — so this stream gives
// each byte of the first two kinds its own stand-in:
//
//   U+0001  a byte of any other non-ASCII character (and ill-formed bytes)
//   U+0002  a byte of a Unicode space
//   U+0003  a byte of U+2028 or U+2029
//
// Raw bytes 0x01–0x03 read as U+0000, so no input byte can pose as a stand-in. Everything else
// (getText, indices, offsets) is ByteCharStream's: the original bytes.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "core/antlr/byte_char_stream.h"

namespace llmfmt::json5 {

class Json5CharStream final : public ByteCharStream {
 public:
  /// Views `bytes` (not copied) as the input range [base, base + bytes.size()) and rewinds.
  void open(std::string_view bytes, std::size_t base = 0);

  std::size_t LA(ssize_t i) override {
    if (i == 1) {  // the lexer's question, once or twice per byte: ASCII answers itself
      const std::size_t at = ByteCharStream::index() - base();
      const std::string_view b = bytes();
      if (at >= b.size()) return antlr4::IntStream::EOF;
      const auto c = static_cast<unsigned char>(b[at]);
      if (c > 0x03 && c < 0x80) return c;
    }
    return stand_in(i);
  }

 private:
  std::size_t stand_in(ssize_t i);

  struct Run {  // bytes [begin, end) of the view read as `stand_in`
    std::size_t begin, end;
    unsigned char stand_in;
  };
  std::vector<Run> runs_;  // sorted, for the spaces and line separators only
};

/// JSON5 white space outside ASCII: U+00A0, U+1680, U+2000–U+200A, U+202F, U+205F, U+3000, U+FEFF.
bool is_unicode_space(long code_point);
/// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
inline bool is_line_separator(long code_point) { return code_point == 0x2028 || code_point == 0x2029; }

}  // namespace llmfmt::json5
