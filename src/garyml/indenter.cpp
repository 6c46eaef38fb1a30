#include "garyml/indenter.h"

namespace llmfmt::garyml {

void Indenter::reset() {
  problems.clear();
  widths_.assign(1, 0);
  unit_ = 0;
  capped_ = false;
}

// Opens a level at `width` unless that would pass max_depth; 1 when it was opened.
std::size_t Indenter::open_level(std::size_t width, std::size_t line, std::size_t offset) {
  if (depth() >= max_depth) {
    if (!capped_) problems.push_back({Problem::Kind::too_deep, line, offset, widths_.back()});
    capped_ = true;
    return 0;
  }
  widths_.push_back(width);
  return 1;
}

Indenter::Step Indenter::next(std::string_view lead, std::size_t line, std::size_t offset) {
  std::size_t tabs = 0;
  for (char c : lead) tabs += c == '\t';
  const std::size_t width = (lead.size() - tabs) + tabs * (unit_ != 0 ? unit_ : 2);
  Step step;
  if (width > widths_.back()) {
    const std::size_t top = widths_.back();
    if (unit_ == 0 && tabs == 0) unit_ = width - top;
    if (unit_ != 0 && width != top + unit_ && depth() < max_depth)
      problems.push_back({Problem::Kind::inconsistent, line, offset, top + unit_});
    step.indent = open_level(width, line, offset) == 1;
  } else {
    while (widths_.size() > 1 && widths_.back() > width) {
      widths_.pop_back();
      ++step.dedents;
    }
    if (widths_.back() < width) {  // between two levels: a child of the last line above it
      if (depth() < max_depth && width != widths_.back() + unit_)
        problems.push_back({Problem::Kind::inconsistent, line, offset, widths_.back() + (unit_ != 0 ? unit_ : 2)});
      step.indent = open_level(width, line, offset) == 1;
    }
  }
  if (depth() < max_depth) capped_ = false;
  return step;
}

std::size_t Indenter::finish() {
  const std::size_t open = depth();
  widths_.assign(1, 0);
  return open;
}

}  // namespace llmfmt::garyml
