#include "llmist/hidden_markers.h"

#include <string>

#include "core/characters.h"

namespace llmfmt::llmist {

std::optional<Diagnostic> hidden_markers(const Line& line,
                                         const std::function<std::string_view(std::size_t byte)>& counting_marker) {
  const std::string_view c = line.content;
  std::optional<Diagnostic> found;
  std::vector<Edit> edits;
  std::string fixed;  // the line as the edits make it (the fix hint)
  std::size_t copied = 0;
  const auto edit = [&](std::size_t from, std::size_t to, const char* text) {
    edits.push_back(Edit{{line.at(from), line.at(to)}, text});
    fixed.append(c.substr(copied, from - copied)).append(text);
    copied = to;
  };
  const auto report = [&](const char* code, std::size_t at, std::size_t length, std::string message) {
    Diagnostic d;
    d.code = code;
    d.severity = Severity::warning;
    d.span = {line.at(at), line.at(at + length)};
    d.message = std::move(message);
    found = std::move(d);
  };

  // Blanks and Unicode spaces at the start of the line, at least one of them a Unicode space.
  const characters::LeadingSpaces spaces = characters::leading_spaces(c);
  const std::size_t first = spaces.first_unicode, i = spaces.end;
  if (first != std::string_view::npos) {
    const std::string_view marker = counting_marker(i);
    if (!marker.empty()) {
      report("UNICODE_SPACE", first, characters::unicode_space_at(c, first),
             characters::describe(c, first) + " before '" + std::string(marker) +
                 "': a marker counts only at the start of a line, so this line is content (prose or part of a " +
                 "value), not a marker line");
      edit(0, i, "");  // plain blanks too: an indented marker is no marker either
    }
  }

  // Lone CRs (ones that end no line) right before a marker. The fix splits the line at each of
  // them, so that none is left inside the marker line the first one makes.
  std::size_t more = 0;
  for (std::size_t cr = c.find('\r'); cr != std::string_view::npos; cr = c.find('\r', cr + 1)) {
    const std::string_view marker = counting_marker(cr + 1);
    if (marker.empty()) continue;
    // At the start of the line the CR is deleted; elsewhere it becomes the line end it looks like.
    edit(cr, cr + 1, cr == 0 ? "" : "\n");
    if (found) {
      ++more;
      continue;
    }
    report("LONE_CR", cr, 1,
           "a lone CR (U+000D) ends no line: '" + std::string(marker) + "' after it is " +
               (cr == 0 ? "at the start of line " : "in the middle of line ") + std::to_string(line.number) +
               ", so the line is content, not a marker line");
  }
  if (!found) return std::nullopt;
  if (more > 0)
    found->message += " (and " + std::to_string(more) + " more lone CR" + (more == 1 ? "" : "s") +
                      " before a marker on this line; the fix splits the line at each)";
  fixed.append(c.substr(copied));
  found->fix_hint = std::move(fixed);
  found->fix = std::move(edits);
  return found;
}

}  // namespace llmfmt::llmist
