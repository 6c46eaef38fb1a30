#include "core/lines.h"

#include <algorithm>
#include <cstring>

#include "core/input_checks.h"
#include "core/utf8.h"

namespace llmfmt {

Line Line::first_of(std::string_view bytes, std::size_t offset, std::size_t number, bool crlf_is_lf) {
  Line line;
  line.offset = offset;
  line.number = number;
  const void* lf = std::memchr(bytes.data(), '\n', bytes.size());
  if (lf) {
    line.size = static_cast<std::size_t>(static_cast<const char*>(lf) - bytes.data()) + 1;
    line.terminated = true;
    std::size_t length = line.size - 1;
    if (crlf_is_lf && length > 0 && bytes[length - 1] == '\r') --length;
    line.content = bytes.substr(0, length);
  } else {
    line.size = bytes.size();
    line.content = bytes;
  }
  return line;
}

Position Line::at(std::size_t byte) const {
  if (byte > content.size()) byte = content.size();
  // Back from the byte asked for last, when `byte` begins a character (a byte that is no
  // continuation byte always begins one, well formed or not, so the columns before it are the
  // same either way): a caller that asks for an edit's end before a diagnostic's start pays the
  // distance, not the line.
  // (Only while every byte asked for began a character: then the count so far is the count from
  // the line's start.)
  const bool starts = byte == content.size() || (static_cast<unsigned char>(content[byte]) & 0xC0) != 0x80;
  if (byte < known_byte && known_origin == content.data() && starts && known_starts) {
    known_column -= utf8::columns(content.substr(byte, known_byte - byte));
    known_byte = byte;
  }
  if (byte < known_byte || known_origin != content.data()) {
    known_origin = content.data();
    known_byte = 0;
    known_column = 1;
    known_starts = true;
  }
  known_column += utf8::columns(content.substr(known_byte, byte - known_byte));
  known_byte = byte;
  known_starts = known_starts && starts;
  return {number, known_column, offset + byte};
}

Position Line::end() const {
  if (terminated) return {number + 1, 1, offset + size};
  return {number, 1 + utf8::columns(std::string_view(content.data(), size)), offset + size};
}

std::size_t line_start(std::string_view text, std::size_t at, std::size_t line_one) {
  const std::size_t lf = at == 0 ? std::string_view::npos : text.rfind('\n', at - 1);
  return lf == std::string_view::npos || lf + 1 < line_one ? std::min(line_one, at) : lf + 1;
}

LineFinder::LineFinder(std::string_view input)
    : input_(input), first_(starts_with_bom(input) ? kUtf8Bom.size() : 0), counted_(first_) {}

Line LineFinder::line_at(std::size_t offset) {
  const std::size_t start = line_start(input_, offset, first_);
  if (start < counted_) {
    counted_ = first_;
    number_ = 1;
  }
  number_ += static_cast<std::size_t>(std::count(input_.begin() + counted_, input_.begin() + start, '\n'));
  counted_ = start;
  return Line::first_of(input_.substr(start), start, number_);
}

Position end_of_run(std::string_view run, std::size_t offset, std::size_t number) {
  const std::size_t last_lf = run.rfind('\n', run.empty() ? 0 : run.size() - 1);
  const std::size_t lines = static_cast<std::size_t>(std::count(run.begin(), run.end(), '\n'));
  if (last_lf + 1 == run.size()) return {number + lines, 1, offset + run.size()};
  const std::string_view last = last_lf == std::string_view::npos ? run : run.substr(last_lf + 1);
  return {number + lines, 1 + utf8::columns(last), offset + run.size()};
}

void append_lf(std::string& out, std::string_view run) {
  for (;;) {
    const void* cr = std::memchr(run.data(), '\r', run.size());
    if (!cr) break;
    const std::size_t at = static_cast<std::size_t>(static_cast<const char*>(cr) - run.data());
    const bool crlf = at + 1 < run.size() && run[at + 1] == '\n';
    out.append(run.data(), crlf ? at : at + 1);
    run.remove_prefix(at + 1);
  }
  out.append(run);
}

}  // namespace llmfmt
