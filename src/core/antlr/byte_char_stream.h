// A zero-copy ANTLR CharStream over bytes (docs/antlr-cpp.md §6).
//
// LA() returns the byte, with bytes >= 0x80 folded to 0x01 so that non-ASCII text stays on the
// lexer's cached DFA path; grammars therefore mention non-ASCII characters only through negated
// sets. (A table lookup: swap_bytes() changes what it shows at no cost.) getText() returns the original bytes. Indices are byte offsets plus `base`, so tokens of
// a window of a larger input (a stream's newest lines) carry offsets into the whole input.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

#include <antlr4-runtime.h>

namespace llmfmt {

class ByteCharStream : public antlr4::CharStream {
 public:
  ByteCharStream();

  /// Views `bytes` (not copied: they must outlive the use of the stream) as the input range
  /// [base, base + bytes.size()) and rewinds to its start.
  void reset(std::string_view bytes, std::size_t base = 0) {
    bytes_ = bytes;
    base_ = base;
    p_ = 0;
  }
  std::string_view bytes() const { return bytes_; }
  std::size_t base() const { return base_; }
  /// LA() shows the ASCII byte `written` as `shown` and `shown` as `written`: a run-time option
  /// the lexer sees as the character its grammar spells (the DSL's sigil, '@' in DslLexer.g4).
  void swap_bytes(char written, char shown);

  void consume() override;
  std::size_t LA(ssize_t i) override;
  ssize_t mark() override { return -1; }
  void release(ssize_t) override {}
  std::size_t index() override { return base_ + p_; }
  void seek(std::size_t index) override;
  std::size_t size() override { return base_ + bytes_.size(); }
  std::string getSourceName() const override { return "<input>"; }
  std::string getText(const antlr4::misc::Interval& interval) override;
  std::string toString() const override { return std::string(bytes_); }

 private:
  std::string_view bytes_;
  std::size_t base_ = 0;
  std::size_t p_ = 0;
  std::array<unsigned char, 256> shown_;  // what LA() returns for each byte
};

}  // namespace llmfmt
