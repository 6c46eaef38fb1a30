// JSON-RPC framing as LSP sends it: `Content-Length: N` (and optionally `Content-Type`) header
// lines ended by CR LF, a blank line, then N bytes of JSON. docs/editors.md § Protocol.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace llmfmt::lsp {

/// Cuts a byte stream into message bodies. Robust to anything: a header block without a valid
/// Content-Length, too long a header block or too large a body is reported as a framing error and
/// skipped, and reading goes on after it; the memory held is bounded by kMaxBody plus one read.
class FrameReader {
 public:
  static constexpr std::size_t kMaxHeader = 8 * 1024;
  static constexpr std::size_t kMaxBody = 64 * 1024 * 1024;

  struct Frame {
    std::string body;   ///< the message's JSON text, when `error` is empty
    std::string error;  ///< a framing problem (the bytes it concerns were dropped)
  };

  void feed(std::string_view bytes);
  /// The next complete frame or framing error, or nullopt when more bytes are needed.
  std::optional<Frame> next();
  /// Bytes fed but not yet returned as frames.
  std::size_t buffered() const { return buffer_.size() - start_; }

 private:
  void compact();
  std::string buffer_;
  std::size_t start_ = 0;            // bytes before it are consumed
  std::optional<std::size_t> body_;  // the length of the body being waited for
  std::size_t skip_ = 0;             // bytes of an oversized body still to drop
};

/// One framed message: the header and `body`.
std::string frame(std::string_view body);

}  // namespace llmfmt::lsp
