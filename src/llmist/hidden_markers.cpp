#include "llmist/hidden_markers.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "core/edit_distance.h"
#include "core/utf8.h"

#include "core/characters.h"
#include "core/look_alikes.h"

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
  } else if (i > 0) {  // plain blanks only: a marker indented as a list item's or a code block's
    const std::string_view marker = counting_marker(i);
    if (!marker.empty()) {
      report("INDENTED_MARKER", 0, i,
             std::to_string(i) + " blank" + (i == 1 ? "" : "s") + " before '" + std::string(marker) +
                 "': a marker counts only at the start of a line, so this line is content (prose or part of a " +
                 "value), not a marker line");
      edit(0, i, "");
    }
  }

  // Lone CRs (ones that end no line) right before a marker. The fix splits the line at each of
  // them, so that none is left inside the marker line the first one makes.
  std::size_t more = 0;
  for (std::size_t cr = c.find('\r'); cr != std::string_view::npos; cr = c.find('\r', cr + 1)) {
    std::string_view marker = counting_marker(cr + 1);
    // (a Markdown prefix after the CR: MARKDOWN_PREFIX names it once the line is split)
    const std::size_t prefix = marker.empty() ? markdown_prefix(c.substr(cr + 1), {}) : 0;
    if (prefix > 0) marker = counting_marker(cr + 1 + prefix);
    if (marker.empty()) continue;
    // At the start of the line the CR is deleted, with the blanks and Unicode spaces before it
    // (a line feed would add a blank line: `ZWSP CR !!!GADGET_END`); elsewhere it becomes the line
    // end it looks like.
    const bool starts = spaces.end >= cr && copied == 0;
    if (starts) edit(0, cr + 1, "");
    else edit(cr, cr + 1, "\n");
    if (found) {
      ++more;
      continue;
    }
    report("LONE_CR", cr, 1,
           "a lone CR (U+000D) ends no line: '" + std::string(marker) + "' after it is " +
               (starts ? "at the start of line " : "in the middle of line ") + std::to_string(line.number) +
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

std::optional<Diagnostic> lone_cr_in_marker_line(const Line& line, std::size_t marker_length) {
  const std::string_view c = line.content;
  const std::size_t first = c.find('\r', marker_length);
  if (first == std::string_view::npos) return std::nullopt;
  Diagnostic d;
  d.code = "LONE_CR";
  d.severity = Severity::warning;
  d.span = {line.at(first), line.at(first + 1)};
  std::string fixed(c);
  std::size_t crs = 0;
  for (std::size_t cr = first; cr != std::string_view::npos; cr = c.find('\r', cr + 1), ++crs) {
    d.fix.push_back(Edit{{line.at(cr), line.at(cr + 1)}, "\n"});
    fixed[cr] = '\n';
  }
  const std::string_view after = c.substr(first + 1, std::min(c.find('\r', first + 1), c.size()) - (first + 1));
  const std::string marker(c.substr(0, marker_length));
  d.message = "a lone CR (U+000D) ends no line (only LF does): " +
              (after.empty() ? "the '" + marker + "' line " +
                                   (first + 1 == c.size() && !line.terminated ? "ends the input with it (a CR LF cut before its LF?)"
                                                                              : "goes on after it")
                             : "'" + std::string(utf8::truncate(after, 40)) + "' after it is in the middle of line " +
                                   std::to_string(line.number) + ", so it is read as part of the '" + marker +
                                   "' line, not as a line of its own") +
              (crs > 1 ? " (and " + std::to_string(crs - 1) + " more lone CR" + (crs == 2 ? "" : "s") +
                             " on this line; the fix makes each a line feed)"
                       : std::string());
  d.fix_hint = std::move(fixed);
  return d;
}

namespace {

// truncated_marker() for the line's content `c` (as written, or folded).
std::optional<Diagnostic> truncated(const Line& line, std::string_view c, const Markers& markers, bool in_block,
                                    std::string_view read_as);

}  // namespace

std::vector<Diagnostic> truncated_marker(const Line& line, const Markers& markers, bool in_block,
                                         std::string_view read_as) {
  if (line.terminated) return {};
  if (std::optional<Diagnostic> d = truncated(line, line.content, markers, in_block, read_as)) return {std::move(*d)};
  // Near misses (docs/decisions.md): the line read with its look-alikes folded (invisible
  // characters left out) may be the cut marker line; then a second warning names them, with the
  // fix that replaces them.
  if (!look_alikes::may_fold(line.content)) return {};
  const look_alikes::Fold folded = look_alikes::fold(line.content);
  std::optional<Diagnostic> d = truncated(line, folded.text, markers, in_block, read_as);
  std::vector<const look_alikes::Folded*> named;  // (C0 controls are data, as in the line driver)
  for (const look_alikes::Folded& f : folded.changed)
    if (f.code_point >= 0x80) named.push_back(&f);
  if (!d || named.size() != folded.changed.size() || named.empty()) return {};
  const bool cr = !line.content.empty() && line.content.back() == '\r';
  d->span.end = line.at(line.content.size() - cr);
  d->message = "read as plain ASCII (the warning on this line names the characters), " + d->message;
  Diagnostic near = near_miss_warning(
      line, named, "read as plain ASCII, the last line is a marker line cut off by the end of the input; as written, it is " +
                       std::string(read_as));
  return {std::move(*d), std::move(near)};
}

std::optional<Diagnostic> misspelled_marker(const Line& line, const std::vector<std::string_view>& counting,
                                            std::string_view read_as) {
  std::string_view c = line.content;
  if (!c.empty() && c.back() == '\r') c.remove_suffix(1);
  // The line's first characters as bytes to compare: ASCII as it is, any other character (or
  // ill-formed byte) one byte that matches nothing in a marker; `ends[k]`: bytes of k characters.
  constexpr std::size_t kSlack = 2;  // a misspelling is at most this much longer or shorter
  std::size_t longest = 0;
  for (std::string_view m : counting) longest = std::max(longest, m.size());
  std::string shape;
  std::vector<std::size_t> ends{0};
  for (std::size_t i = 0; i < c.size() && shape.size() < longest + kSlack;) {
    const unsigned char b = static_cast<unsigned char>(c[i]);
    std::size_t length = 1;
    if (b >= 0x80) {
      const std::optional<utf8::Decoded> d = utf8::decode(c, i);
      length = d ? d->length : 1;
    }
    shape += b < 0x80 ? static_cast<char>(b) : '\x01';
    i += length;
    ends.push_back(i);
  }
  // ASCII letters compared in lower case: a marker in another letter case (`!!!gadget_end`) is one too.
  shape = characters::ascii_lower(shape);
  std::optional<Diagnostic> best;
  std::size_t best_distance = kSlack + 1;
  for (std::string_view m : counting) {
    const std::string marker = characters::ascii_lower(m);
    if (m.size() < 4 || shape.empty() || shape[0] != marker[0]) continue;
    if (c.substr(0, m.size()) == m) return std::nullopt;  // the marker itself (what follows is the lexer's)
    if (!line.terminated && m.substr(0, c.size()) == c) continue;  // cut short: TRUNCATED_MARKER's
    const std::size_t allowed = m.size() >= 10 ? 2 : 1;
    for (std::size_t k = m.size() + kSlack; k + kSlack >= m.size(); --k) {
      if (k >= ends.size()) continue;
      const std::size_t d = transposition_distance(std::string_view(shape).substr(0, k), marker);
      // Fewest edits first; of equals, the marker's own length.
      if (d > allowed || d > best_distance || (d == best_distance && k != m.size())) continue;
      best_distance = d;
      const std::string_view written = c.substr(0, ends[k]);
      Diagnostic w;
      w.code = "MISSPELLED_MARKER";
      w.severity = Severity::warning;
      w.span = {line.at(0), line.at(ends[k])};
      w.message = "'" + std::string(written) + "' is not the marker '" + std::string(m) + "' but " +
                  (d == 0 ? "the same in another letter case" : d == 1 ? "one edit from it" : "two edits from it") +
                  ": markers are matched exactly, so this line is " + std::string(read_as);
      w.fix_hint = std::string(m) + std::string(c.substr(ends[k]));
      best = std::move(w);
    }
  }
  // In a block, a line that begins as every marker does (`!!!`) and then a letter, but is none of
  // them and no misspelling (`!!!END`, `!!!CALL_END`): a marker of a format the model mixed up.
  std::string_view shared = counting.size() > 1 ? counting.front() : std::string_view();
  for (std::string_view m : counting) {
    std::size_t n = 0;
    while (n < shared.size() && n < m.size() && shared[n] == m[n]) ++n;
    shared = shared.substr(0, n);
  }
  const bool cut_short = !line.terminated && std::any_of(counting.begin(), counting.end(), [&](std::string_view m) {
    return m.substr(0, c.size()) == c;  // TRUNCATED_MARKER's
  });
  if (!best && !cut_short && shared.size() >= 3 && c.size() > shared.size() && c.substr(0, shared.size()) == shared &&
      std::isalpha(static_cast<unsigned char>(c[shared.size()]))) {
    std::size_t end = shared.size();
    while (end < c.size() && (std::isalnum(static_cast<unsigned char>(c[end])) || c[end] == '_' || c[end] == ':')) ++end;
    std::string markers;
    for (std::size_t i = 1; i < counting.size(); ++i) markers += (i > 1 ? ", '" : "'") + std::string(counting[i]) + "'";
    Diagnostic w;
    w.code = "MISSPELLED_MARKER";
    w.severity = Severity::warning;
    w.span = {line.at(0), line.at(end)};
    w.message = "'" + std::string(c.substr(0, end)) + "' begins as the markers do ('" + std::string(shared) +
                "') but is none of them (in a block: " + markers + "): markers are matched exactly, so this line is " +
                std::string(read_as);
    best = std::move(w);
  }
  if (!best || !look_alikes::may_fold(c)) return best;
  // What the near-miss check names: the line is the marker once folded.
  const look_alikes::Fold folded = look_alikes::fold(c);
  for (std::string_view m : counting)
    if (folded.text.substr(0, m.size()) == m) return std::nullopt;
  return best;
}

Diagnostic truncated_arg_line(const Line& line, const Markers& markers) {
  std::string_view c = line.content;
  if (!c.empty() && c.back() == '\r') c.remove_suffix(1);
  Diagnostic d;
  d.code = "TRUNCATED_MARKER";
  d.severity = Severity::warning;
  d.span = {line.at(0), line.at(c.size())};
  d.message = "the input ends on an ARG line without its newline ('" + std::string(c) +
              "'): a reply cut off? Its pointer '" + std::string(c.substr(markers.arg.size())) +
              "' may be cut short, and its value is empty";
  return d;
}

namespace {

std::optional<Diagnostic> truncated(const Line& line, std::string_view c, const Markers& markers, bool in_block,
                                    std::string_view read_as) {
  const bool cr_at_end = !c.empty() && c.back() == '\r';
  if (cr_at_end) c.remove_suffix(1);  // a lone CR is no line end either (§3.3)
  // Behind a Markdown bullet or quote marker (`- !!!GADGET_E`): the marker begun is the same.
  const std::size_t prefix = markdown_prefix(c, {});
  if (prefix > 0) {
    if (std::optional<Diagnostic> d = truncated(line, c.substr(prefix), markers, in_block, read_as)) {
      d->span = {line.at(0), line.at(c.size())};
      d->message = "behind the Markdown prefix '" + std::string(c.substr(0, prefix)) + "', " + d->message;
      return d;
    }
  }
  Diagnostic d;
  d.code = "TRUNCATED_MARKER";
  d.severity = Severity::warning;
  d.span = {line.at(0), line.at(c.size())};
  if (c.substr(0, markers.start.size()) == markers.start) {
    d.message = "the input ends on a START line without its newline, so the line is prose and no call is made" +
                std::string(in_block ? " (the block above ends here)" : "") +
                (cr_at_end ? ": it ends in a lone CR (U+000D), a CR LF line end cut before its LF? What followed "
                             "the header, its parameters, is lost"
                           : ": a reply cut off? What followed the header, its parameters, is lost");
    if (cr_at_end) d.span.end = line.at(line.content.size());  // the CR named
    return d;
  }
  static constexpr std::size_t kMinimum = 3;  // fewer ('!', '!!') is too often text of its own
  std::vector<std::string_view> begun;
  for (const std::string* m : {&markers.start, &markers.end, &markers.arg}) {
    if (!in_block && m != &markers.start) continue;  // END and ARG count only in a block (§3.2)
    if (c.size() >= std::min(kMinimum, m->size()) && c.size() < m->size() && m->compare(0, c.size(), c) == 0)
      begun.push_back(*m);
  }
  if (begun.empty()) return std::nullopt;
  std::string markers_begun;
  for (std::size_t i = 0; i < begun.size(); ++i)
    markers_begun += (i == 0 ? "'" : i + 1 == begun.size() ? "' or '" : "', '") + std::string(begun[i]);
  d.message = "the input ends in '" + std::string(c) + "', the beginning of the marker " + markers_begun +
              "': a reply cut off? The line is read as " + std::string(read_as) + ", and what followed is lost";
  return d;
}

}  // namespace

}  // namespace llmfmt::llmist
