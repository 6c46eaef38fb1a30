#include "core/antlr/byte_char_stream.h"

namespace llmfmt {

ByteCharStream::ByteCharStream() {
  for (std::size_t b = 0; b < shown_.size(); ++b) shown_[b] = static_cast<unsigned char>(b >= 0x80 ? 0x01 : b);
}

void ByteCharStream::swap_bytes(char written, char shown) {
  const auto w = static_cast<unsigned char>(written), s = static_cast<unsigned char>(shown);
  if (w >= 0x80 || s >= 0x80) return;  // non-ASCII bytes all read as 0x01
  shown_[w] = s;
  shown_[s] = w;
}

void ByteCharStream::consume() {
  // At EOF this does nothing, where ANTLRInputStream throws: the 4.9 lexer simulator consumes
  // once before it evaluates a predicate speculatively, also when the rule has just matched EOF
  // (`BODY EOF {pred}?`), and restores the position afterwards. A parser must not throw on input.
  if (p_ < bytes_.size()) ++p_;
}

std::size_t ByteCharStream::LA(ssize_t i) {
  if (i == 0) return 0;  // undefined by the interface
  const ssize_t at = static_cast<ssize_t>(p_) + (i > 0 ? i - 1 : i);
  if (at < 0 || at >= static_cast<ssize_t>(bytes_.size())) return antlr4::IntStream::EOF;
  return shown_[static_cast<unsigned char>(bytes_[static_cast<std::size_t>(at)])];
}

void ByteCharStream::seek(std::size_t index) {
  const std::size_t local = index < base_ ? 0 : index - base_;
  p_ = local > bytes_.size() ? bytes_.size() : local;
}

std::string ByteCharStream::getText(const antlr4::misc::Interval& interval) {
  if (interval.a < 0 || interval.b < interval.a) return {};
  const auto a = static_cast<std::size_t>(interval.a), b = static_cast<std::size_t>(interval.b);
  if (a < base_ || a - base_ >= bytes_.size()) return {};
  const std::size_t start = a - base_;
  const std::size_t stop = std::min(b - base_, bytes_.size() - 1);
  return std::string(bytes_.substr(start, stop - start + 1));
}

}  // namespace llmfmt
