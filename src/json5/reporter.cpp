#include "json5/reporter.h"

#include <algorithm>
#include <cstring>
#include <iterator>
#include <tuple>

#include "core/diagnostic_collector.h"
#include "core/utf8.h"

namespace llmfmt::json5 {

void Reporter::start(std::string_view text, std::size_t body_start) {
  text_ = text;
  body_start_ = body_start;
  line_starts_.clear();
  indexed_ = false;
  part_ = Part::input;
  for (Bucket& b : parts_) b = Bucket();
  invalid_runs_.clear();
  quoted_runs_.clear();
  marks_.clear();
}

void Reporter::drop(Part part) { parts_[static_cast<std::size_t>(part)] = Bucket(); }

bool Reporter::invalid_between(std::size_t from, std::size_t to) const {
  const auto it = std::lower_bound(invalid_runs_.begin(), invalid_runs_.end(), std::make_pair(from, std::size_t{0}));
  return it != invalid_runs_.end() && it->first < to;
}

bool Reporter::inside_quoted_run(std::size_t offset) const {
  const auto it = std::lower_bound(quoted_runs_.begin(), quoted_runs_.end(), std::make_pair(offset, std::size_t{0}));
  return it != quoted_runs_.begin() && offset > std::prev(it)->first && offset < std::prev(it)->second;
}

void Reporter::index_lines() {
  if (indexed_) return;
  indexed_ = true;
  line_starts_.push_back(body_start_);
  const char* const begin = text_.data();
  const char* const end = begin + text_.size();
  for (const char* p = begin + std::min(body_start_, text_.size()); p < end;) {
    const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
    if (!nl) break;
    p = static_cast<const char*>(nl) + 1;
    line_starts_.push_back(static_cast<std::size_t>(p - begin));
  }
}

std::size_t Reporter::line_of(std::size_t offset) {
  index_lines();
  const auto after = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  return std::max<std::size_t>(1, static_cast<std::size_t>(after - line_starts_.begin()));
}

Position Reporter::position(std::size_t offset) {
  offset = std::min(offset, text_.size());
  if (offset < body_start_) return {1, 1, offset};  // inside the BOM
  const std::size_t line = line_of(offset);
  std::size_t from = line_starts_[line - 1], column = 1;
  if (offset - from > kMarkBytes) std::tie(from, column) = mark_before(line, from, offset);
  // Diagnostics mostly come in input order: count on from the last position on the same line
  // when that is nearer.
  Position& last = parts_[static_cast<std::size_t>(part_)].last;
  if (last.line == line && last.offset <= offset && last.offset > from) {
    from = last.offset;
    column = last.column;
  }
  column += utf8::columns(text_.substr(from, offset - from));
  last = {line, column, offset};
  return last;
}

std::pair<std::size_t, std::size_t> Reporter::mark_before(std::size_t line, std::size_t start, std::size_t offset) {
  std::vector<std::pair<std::size_t, std::size_t>>& marks = marks_[line];
  if (marks.empty()) marks.emplace_back(start, 1);
  // Each mark is where counting from the line's start lands (a character's first byte), so
  // counting on from it gives what counting from the start would.
  while (marks.back().first + kMarkBytes + 4 <= offset) {  // (+4: a step may pass the mark by 3)
    auto [i, column] = marks.back();
    for (const std::size_t until = i + kMarkBytes; i < until; ++column) {
      const std::size_t n = utf8::sequence_length(text_, i);
      i += n == 0 ? utf8::ill_formed_length(text_, i) : n;
    }
    marks.emplace_back(i, column);
  }
  return *std::prev(std::upper_bound(marks.begin(), marks.end(), std::make_pair(offset, std::size_t(-1))));
}

Position Reporter::position_after(Position known, std::size_t offset) {
  if (known.offset > offset || known.offset < body_start_ ||
      text_.substr(known.offset, offset - known.offset).find('\n') != std::string_view::npos)
    return position(offset);
  return {known.line, known.column + utf8::columns(text_.substr(known.offset, offset - known.offset)), offset};
}

std::string_view Reporter::line_text(std::size_t line) const {
  const std::size_t start = line_starts_[line - 1];
  if (line < line_starts_.size()) {
    std::string_view s = text_.substr(start, line_starts_[line] - 1 - start);  // without the LF
    if (!s.empty() && s.back() == '\r') s.remove_suffix(1);                  // CRLF ends a line too
    return s;
  }
  return text_.substr(start);
}

std::optional<LineFix> Reporter::fixed_line(std::size_t offset, std::size_t length, std::string_view text) {
  if (offset < body_start_ || offset > text_.size()) return std::nullopt;
  const std::size_t line = line_of(offset);
  const std::string_view content = line_text(line);
  const std::size_t at = offset - line_starts_[line - 1];
  if (at + length > content.size()) return std::nullopt;
  // Only the offsets here: report() counts the columns on from the diagnostic's position.
  LineFix fix{std::nullopt, llmfmt::Edit{{{0, 0, offset}, {0, 0, offset + length}}, std::string(text)}};
  if (content.size() <= kMaxFixLineBytes) {
    std::string out(content.substr(0, at));
    out += text;
    out += content.substr(at + length);
    fix.hint = std::move(out);
  }
  return fix;
}

void Reporter::report(const char* code, Severity severity, std::size_t offset, std::string message,
                      std::optional<LineFix> fix) {
  Diagnostic d;
  d.code = code;
  d.severity = severity;
  d.span.start = position(offset);
  d.message = std::move(message);
  if (inside_quoted_run(offset)) fix.reset();
  if (fix && fix->edit) {
    Span& range = fix->edit->range;
    range.start = position_after(d.span.start, range.start.offset);
    range.end = position_after(range.start, range.end.offset);
  }
  attach(d, std::move(fix));
  Bucket& bucket = parts_[static_cast<std::size_t>(part_)];
  if (severity == Severity::error) ++bucket.errors;
  bucket.diagnostics.push_back(std::move(d));
}

void Reporter::add(Diagnostic diagnostic) {
  if (inside_quoted_run(diagnostic.span.start.offset)) {
    diagnostic.fix.clear();
    diagnostic.fix_hint.reset();
  }
  Bucket& bucket = parts_[static_cast<std::size_t>(part_)];
  if (diagnostic.severity == Severity::error) ++bucket.errors;
  bucket.diagnostics.push_back(std::move(diagnostic));
}

std::vector<Diagnostic> Reporter::finish(bool lines) {
  std::vector<Diagnostic> found;
  for (Bucket& b : parts_) {
    if (found.empty())
      found = std::move(b.diagnostics);
    else
      std::move(b.diagnostics.begin(), b.diagnostics.end(), std::back_inserter(found));
    b = Bucket();
  }
  part_ = Part::input;
  if (found.empty()) return found;
  index_lines();
  std::stable_sort(found.begin(), found.end(),
                   [](const Diagnostic& a, const Diagnostic& b) { return a.span.start.offset < b.span.start.offset; });
  if (!lines) {
    for (Diagnostic& d : found)  // (as DiagnosticCollector::report does)
      if (d.span.end.offset < d.span.start.offset) d.span.end = d.span.start;
    return found;
  }
  // Hand the collector the lines in order, each diagnostic right after its line. Only lines a
  // context window can show (two either side of a diagnostic) need their text.
  DiagnosticCollector collector;
  const std::size_t last_line = std::min(found.back().span.start.line + 2, line_starts_.size());
  std::size_t next = 0;  // the next diagnostic to report
  std::size_t near = 0;  // the first diagnostic whose line is not more than 2 lines back
  for (std::size_t line = 1; line <= last_line; ++line) {
    while (near < found.size() && found[near].span.start.line + 2 < line) ++near;
    const bool shown = near < found.size() && found[near].span.start.line <= line + 2;
    collector.add_line(shown ? line_text(line) : std::string_view());
    for (; next < found.size() && found[next].span.start.line == line; ++next) collector.report(found[next]);
    collector.retain_from(line + 1);
  }
  return collector.take();
}

}  // namespace llmfmt::json5
