#include "core/diagnostic_collector.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "core/antlr/byte_char_stream.h"
#include "core/lines.h"
#include "core/utf8.h"

namespace llmfmt {

void DiagnosticCollector::add_line(std::string_view text) {
  lines_.push_back({0, 0});
  copies_.emplace_back(text);
  line_added();
}

void DiagnosticCollector::add_line(std::size_t offset, std::size_t length) {
  if (next_line_ == 1) first_offset_ = offset;
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

std::vector<std::optional<std::string_view>> DiagnosticCollector::reread(const Diagnostic& d, std::size_t first,
                                                                        std::size_t count) const {
  std::vector<std::optional<std::string_view>> out(count);
  const std::size_t line = d.span.start.line;
  if (!source_ || line < first || d.span.start.offset < source_->base() || first_offset_ < source_->base()) return out;
  const std::string_view bytes = source_->bytes();
  const std::size_t line_one = first_offset_ - source_->base();
  std::size_t start = line == 1 ? line_one : line_start(bytes, std::min(d.span.start.offset - source_->base(), bytes.size()), line_one);
  for (std::size_t n = line; n > first; --n) start = n - 1 == 1 || start == 0 ? line_one : line_start(bytes, start - 1, line_one);
  for (std::size_t n = first; n < first + count && n < next_line_; ++n) {
    const std::size_t lf = bytes.find('\n', start);
    std::size_t length = (lf == std::string_view::npos ? bytes.size() : lf) - start;
    if (lf != std::string_view::npos && crlf_is_lf_ && length > 0 && bytes[lf - 1] == '\r') --length;
    out[n - first] = bytes.substr(start, length);
    if (lf == std::string_view::npos) break;
    start = lf + 1;
  }
  return out;
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

std::size_t DiagnosticCollector::report(Diagnostic diagnostic) {
  // A reporter that names only where the problem starts points at a position: end = start.
  if (diagnostic.span.end.offset < diagnostic.span.start.offset) diagnostic.span.end = diagnostic.span.start;
  diagnostics_.push_back(std::move(diagnostic));
  submit({false, diagnostics_.size() - 1});
  return diagnostics_.size() - 1;
}

void DiagnosticCollector::report_unless_named(Diagnostic diagnostic, std::vector<NamedCharacter> named) {
  unless_named_.emplace_back(diagnostics_.size(), std::move(named));
  report(std::move(diagnostic));
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
  const std::size_t line = d.span.start.line;
  const std::size_t first = line > 2 ? line - 2 : 1;
  std::vector<std::optional<std::string_view>> again;  // lines let go, read again from the source
  auto line_text = [&](std::size_t n) -> std::optional<std::string_view> {
    if (n >= first_line_ && n < first_line_ + lines_.size()) return text_of(n - first_line_);
    if (!reread_ || n >= next_line_ || n < first) return std::nullopt;
    if (again.empty()) again = reread(d, first, line + 3 - first);
    return again[n - first];
  };
  // A diagnostic made from a snapshot (reported after its lines may be gone) is complete already.
  if (!d.context_window.empty()) return;
  fill_lines(d, line_text);
}

void DiagnosticCollector::fill_lines(Diagnostic& d,
                                     const std::function<std::optional<std::string_view>(std::size_t)>& line_text) {
  // The strings are made to size (appending would leave up to twice the room): a diagnostic keeps
  // them, and many on one long line keep up to 500 bytes and a window each.
  static constexpr std::string_view kEllipsis = "\xE2\x80\xA6";  // …
  static constexpr std::string_view kHere = "  <-- ERROR HERE";
  const std::size_t line = d.span.start.line;
  if (const auto text = line_text(line)) {
    const std::string_view cut = utf8::truncate(*text, kMaxLineBytes);
    const bool cut_off = cut.size() < text->size();
    d.content.reserve(cut.size() + (cut_off ? kEllipsis.size() : 0));
    d.content = cut;
    if (cut_off) d.content += kEllipsis;
  }
  struct Shown {
    std::size_t number;
    std::string_view cut;
    bool cut_off;
  };
  Shown shown[5];
  std::size_t count = 0, size = 0;
  for (std::size_t n = line > 2 ? line - 2 : 1; n <= line + 2; ++n) {
    const auto text = line_text(n);
    if (!text) continue;
    const std::string_view cut = utf8::truncate(*text, kMaxLineBytes);
    const bool cut_off = cut.size() < text->size();
    shown[count++] = {n, cut, cut_off};
    size += (count > 1) + std::string_view("line : ").size() + std::to_string(n).size() + cut.size() +
            (cut_off ? kEllipsis.size() : 0) + (n == line ? kHere.size() : 0);
  }
  std::string window;
  window.reserve(size);
  for (std::size_t i = 0; i < count; ++i) {
    if (i > 0) window += '\n';
    window += "line ";
    window += std::to_string(shown[i].number);
    window += ": ";
    window += shown[i].cut;
    if (shown[i].cut_off) window += kEllipsis;
    if (shown[i].number == line) window += kHere;
  }
  d.context_window = std::move(window);
}

void DiagnosticCollector::finish() {
  for (const Pending& p : pending_) complete(target(p));
  pending_.clear();
}

void DiagnosticCollector::drop_named_twice(std::vector<Diagnostic>& out) const {
  if (unless_named_.empty()) return;
  std::unordered_set<std::size_t> lines;  // the lines concerned
  for (const auto& [index, named] : unless_named_) lines.insert(out[index].span.start.line);
  std::unordered_multimap<std::size_t, std::size_t> by_line;  // line → index of each diagnostic on it
  for (std::size_t i = 0; i < out.size(); ++i)
    if (lines.count(out[i].span.start.line)) by_line.emplace(out[i].span.start.line, i);
  std::vector<bool> drop(out.size(), false);
  for (const auto& entry : unless_named_) {  // (no structured bindings: a lambda captures these)
    const std::size_t index = entry.first;
    const std::vector<NamedCharacter>& named = entry.second;
    const auto range = by_line.equal_range(out[index].span.start.line);
    std::vector<std::size_t> naming;  // the other diagnostics that name one of them
    const auto named_elsewhere = [&](const NamedCharacter& c) {
      bool found = false;
      for (auto it = range.first; it != range.second; ++it) {
        // (on the same line: most diagnostics point at a place rather than cover a stretch)
        const Diagnostic& d = out[it->second];
        const bool covers = d.span.end.offset == d.span.start.offset ||
                            (d.span.start.offset <= c.offset && c.offset < d.span.end.offset);
        if (it->second != index && covers && d.message.find(c.code_point) != std::string::npos) {
          found = true;
          naming.push_back(it->second);
        }
      }
      return found;
    };
    // A look-alike of punctuation whose fold is the fix (`T∶t: a , b`, the ':' of a header) splits
    // the rest of the line otherwise: the fixes of what was read after it (the id `t: a , b`
    // made `a___b`) answer a reading the fold undoes, so they stay as hints only.
    const auto first_punctuation = std::find_if(named.begin(), named.end(), [](const NamedCharacter& c) { return c.punctuation; });
    if (!out[index].fix.empty() && first_punctuation != named.end())
      for (auto it = range.first; it != range.second; ++it)
        if (it->second != index && out[it->second].span.start.offset > first_punctuation->offset)
          out[it->second].fix.clear();
    if (!std::all_of(named.begin(), named.end(), named_elsewhere)) continue;
    // A look-alike of punctuation named by a check of names (INVALID_HEADER for the U+FF1A of
    // `s1：f1`): a name's fix can only write it as '_' or drop it, a guess, where the fold makes
    // it the syntax it imitates (the ':' of a header). The warning stays with the fold's fix, and
    // the others keep their fixes as hints only.
    const bool punctuation = std::any_of(named.begin(), named.end(), [](const NamedCharacter& c) { return c.punctuation; });
    if (out[index].fix.empty() || !punctuation) {
      drop[index] = true;
      continue;
    }
    for (const std::size_t i : naming) out[i].fix.clear();
  }
  std::size_t kept = 0;
  for (std::size_t i = 0; i < out.size(); ++i)
    if (!drop[i] && kept++ != i) out[kept - 1] = std::move(out[i]);
  out.resize(kept);
}

std::vector<Diagnostic> DiagnosticCollector::take() {
  finish();
  std::vector<Diagnostic> out = std::move(diagnostics_);
  drop_named_twice(out);
  std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.span.start.offset < b.span.start.offset;
  });
  const ByteCharStream* source = source_;
  *this = DiagnosticCollector();
  source_ = source;
  return out;
}

}  // namespace llmfmt
