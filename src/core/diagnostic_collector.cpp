#include "core/diagnostic_collector.h"

#include <algorithm>

#include "core/byte_char_stream.h"
#include "core/utf8.h"

namespace llmfmt {

void DiagnosticCollector::add_line(std::string_view text) {
  lines_.push_back({0, 0});
  copies_.emplace_back(text);
  line_added();
}

void DiagnosticCollector::add_line(std::size_t offset, std::size_t length) {
  lines_.push_back({offset, length});
  end_offset_ = offset + length;
  line_added();
}

std::size_t DiagnosticCollector::first_needed_offset() const {
  return lines_.empty() ? end_offset_ : lines_.front().offset;
}

std::string_view DiagnosticCollector::text_of(std::size_t index) const {
  if (!source_) return index < copies_.size() ? std::string_view(copies_[index]) : std::string_view();
  const StoredLine& line = lines_[index];
  return source_->bytes().substr(line.offset - source_->base(), line.length);
}

void DiagnosticCollector::line_added() {
  ++next_line_;
  if (pending_.empty()) {
    drop_unneeded_lines();
    return;
  }
  auto ready = [&](const Pending& p) { return target(p).span.start.line + 2 < next_line_; };
  for (const Pending& p : pending_)
    if (ready(p)) complete(target(p));
  pending_.erase(std::remove_if(pending_.begin(), pending_.end(), ready), pending_.end());
  drop_unneeded_lines();
}

void DiagnosticCollector::retain_from(std::size_t line) {
  retain_from_ = std::max(retain_from_, line);
  drop_unneeded_lines();
}

void DiagnosticCollector::drop_unneeded_lines() {
  std::size_t keep = retain_from_;
  for (const Pending& p : pending_) keep = std::min(keep, target(p).span.start.line);
  keep = keep > 2 ? keep - 2 : 1;  // the context window reaches two lines back
  while (first_line_ < keep && !lines_.empty()) {
    lines_.pop_front();
    if (!copies_.empty()) copies_.pop_front();
    ++first_line_;
  }
}

void DiagnosticCollector::report(Diagnostic diagnostic) {
  // A reporter that names only where the problem starts points at a position: end = start.
  if (diagnostic.span.end.offset < diagnostic.span.start.offset) diagnostic.span.end = diagnostic.span.start;
  diagnostics_.push_back(std::move(diagnostic));
  submit({false, diagnostics_.size() - 1});
}

std::size_t DiagnosticCollector::snapshot(std::size_t line) {
  Diagnostic d;
  d.span.start.line = line;
  snapshots_.push_back(std::move(d));
  submit({true, snapshots_.size() - 1});
  return snapshots_.size() - 1;
}

void DiagnosticCollector::submit(Pending p) {
  if (target(p).span.start.line + 2 < next_line_)
    complete(target(p));
  else
    pending_.push_back(p);
}

void DiagnosticCollector::complete(Diagnostic& d) const {
  auto line_text = [&](std::size_t n) -> std::optional<std::string_view> {
    if (n < first_line_ || n >= first_line_ + lines_.size()) return std::nullopt;
    return text_of(n - first_line_);
  };
  // A diagnostic made from a snapshot (reported after its lines may be gone) is complete already.
  if (!d.context_window.empty()) return;
  fill_lines(d, line_text);
}

void DiagnosticCollector::fill_lines(Diagnostic& d,
                                     const std::function<std::optional<std::string_view>(std::size_t)>& line_text) {
  const std::size_t line = d.span.start.line;
  if (const auto text = line_text(line)) {
    const std::string_view cut = utf8::truncate(*text, kMaxLineBytes);
    d.content = cut;
    if (cut.size() < text->size()) d.content += "\xE2\x80\xA6";  // …
  }
  std::string window;
  for (std::size_t n = line > 2 ? line - 2 : 1; n <= line + 2; ++n) {
    const auto text = line_text(n);
    if (!text) continue;
    if (!window.empty()) window += '\n';
    window += "line " + std::to_string(n) + ": ";
    const std::string_view cut = utf8::truncate(*text, kMaxLineBytes);
    window += cut;
    if (cut.size() < text->size()) window += "\xE2\x80\xA6";  // …
    if (n == line) window += "  <-- ERROR HERE";
  }
  d.context_window = std::move(window);
}

void DiagnosticCollector::finish() {
  for (const Pending& p : pending_) complete(target(p));
  pending_.clear();
}

std::vector<Diagnostic> DiagnosticCollector::take() {
  finish();
  std::vector<Diagnostic> out = std::move(diagnostics_);
  std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.span.start.offset < b.span.start.offset;
  });
  const ByteCharStream* source = source_;
  *this = DiagnosticCollector();
  source_ = source;
  return out;
}

}  // namespace llmfmt
