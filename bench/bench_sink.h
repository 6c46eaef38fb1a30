// The benchmark generators' output: appended text goes to stdout in pieces of about 1 MiB, so a
// generator can write a 1 GB input (bench/sizes.sh BIG=1) without holding it in memory. size()
// counts every byte appended so far, written or still buffered: the "until at least --size bytes"
// loops compare it, so the output does not depend on when the pieces are written.
#pragma once

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

namespace llmfmt::bench {

class Sink {
 public:
  explicit Sink(const char* tool) : tool_(tool) { buf_.reserve(kPiece + kPiece / 4); }
  Sink(const Sink&) = delete;
  Sink& operator=(const Sink&) = delete;

  Sink& operator+=(std::string_view s) {
    buf_.append(s.data(), s.size());
    write_if_full();
    return *this;
  }
  Sink& operator+=(char c) {
    buf_ += c;
    write_if_full();
    return *this;
  }
  void append(std::size_t count, char c) {
    buf_.append(count, c);
    write_if_full();
  }

  std::size_t size() const { return written_ + buf_.size(); }
  /// The number of line feeds appended so far.
  std::size_t lines() const { return lines_written_ + static_cast<std::size_t>(std::count(buf_.begin(), buf_.end(), '\n')); }

  /// Writes what is buffered and flushes stdout; a write error (a full disk) ends the program with
  /// exit status 1 and a message, never a silently short file.
  void finish() {
    write();
    if (std::fflush(stdout) != 0) fail();
  }

 private:
  static constexpr std::size_t kPiece = std::size_t{1} << 20;

  void write_if_full() {
    if (buf_.size() >= kPiece) write();
  }
  void write() {
    if (!buf_.empty() && std::fwrite(buf_.data(), 1, buf_.size(), stdout) != buf_.size()) fail();
    written_ += buf_.size();
    lines_written_ += static_cast<std::size_t>(std::count(buf_.begin(), buf_.end(), '\n'));
    buf_.clear();
  }
  [[noreturn]] void fail() const {
    std::fprintf(stderr, "%s: cannot write the output: %s\n", tool_, std::strerror(errno));
    std::exit(1);
  }

  const char* tool_;
  std::string buf_;
  std::size_t written_ = 0, lines_written_ = 0;
};

}  // namespace llmfmt::bench
