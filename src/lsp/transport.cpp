#include "lsp/transport.h"

#include <algorithm>
#include <cctype>

namespace llmfmt::lsp {
namespace {

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// The Content-Length of a header block (lines ended by LF, CR LF accepted), or nullopt when it
// has none, an invalid one, or two.
std::optional<std::size_t> content_length(std::string_view header, std::string& problem) {
  std::optional<std::size_t> length;
  while (!header.empty()) {
    const std::size_t nl = header.find('\n');
    const std::string_view line = header.substr(0, nl);
    header.remove_prefix(nl == std::string_view::npos ? header.size() : nl + 1);
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos) {
      problem = "a header line without ':'";
      return std::nullopt;
    }
    if (!equal_ignoring_case(trim(line.substr(0, colon)), "Content-Length")) continue;  // Content-Type, …
    const std::string_view value = trim(line.substr(colon + 1));
    if (length || value.empty() || value.size() > 12 ||
        !std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      problem = "an invalid Content-Length";
      return std::nullopt;
    }
    length = std::stoull(std::string(value));
  }
  if (!length) problem = "a header without Content-Length";
  return length;
}

}  // namespace

void FrameReader::feed(std::string_view bytes) {
  if (skip_ > 0) {
    const std::size_t n = std::min(skip_, bytes.size());
    skip_ -= n;
    bytes.remove_prefix(n);
  }
  compact();
  buffer_.append(bytes);
}

void FrameReader::compact() {
  if (start_ > 0 && (start_ >= buffer_.size() / 2 || start_ > (1u << 20))) {
    buffer_.erase(0, start_);
    start_ = 0;
  }
}

std::optional<FrameReader::Frame> FrameReader::next() {
  for (;;) {
    if (body_) {
      if (buffer_.size() - start_ < *body_) return std::nullopt;
      Frame frame{buffer_.substr(start_, *body_), {}};
      start_ += *body_;
      body_.reset();
      compact();
      return frame;
    }
    const std::string_view rest(buffer_.data() + start_, buffer_.size() - start_);
    // Blank lines between messages are tolerated.
    std::size_t blank = 0;
    while (blank < rest.size() && (rest[blank] == '\r' || rest[blank] == '\n')) ++blank;
    if (blank > 0) {
      start_ += blank;
      continue;
    }
    // The header ends at the first empty line: "\r\n\r\n" (or "\n\n").
    std::size_t end = std::string_view::npos, after = 0;
    for (std::size_t i = 0; i + 1 < rest.size() && i < kMaxHeader; ++i) {
      if (rest[i] != '\n') continue;
      if (rest[i + 1] == '\n') {
        end = i, after = i + 2;
        break;
      }
      if (rest[i + 1] == '\r' && i + 2 < rest.size() && rest[i + 2] == '\n') {
        end = i, after = i + 3;
        break;
      }
    }
    if (end == std::string_view::npos) {
      if (rest.size() < kMaxHeader) return std::nullopt;
      // No header ends within kMaxHeader bytes: drop them (up to the last line break, so a
      // header that follows can still be read).
      const std::size_t nl = rest.substr(0, kMaxHeader).rfind('\n');
      start_ += nl == std::string_view::npos ? kMaxHeader : nl + 1;
      compact();
      return Frame{{}, "a header longer than " + std::to_string(kMaxHeader) + " bytes"};
    }
    std::string problem;
    const std::optional<std::size_t> length = content_length(rest.substr(0, end), problem);
    start_ += after;
    if (!length) {
      compact();
      return Frame{{}, problem};
    }
    if (*length > kMaxBody) {
      const std::size_t held = std::min(*length, buffer_.size() - start_);
      start_ += held;
      skip_ = *length - held;
      compact();
      return Frame{{}, "a message of " + std::to_string(*length) + " bytes (the limit is " + std::to_string(kMaxBody) + ")"};
    }
    body_ = *length;
  }
}

std::string frame(std::string_view body) {
  std::string out = "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n";
  out.append(body);
  return out;
}

}  // namespace llmfmt::lsp
