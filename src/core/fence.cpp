#include "core/fence.h"


#include <algorithm>
#include <string>

#include "core/diagnostic_collector.h"
#include "core/look_alikes.h"
#include "core/input_checks.h"
#include "core/utf8.h"

namespace llmfmt {
namespace {

constexpr std::size_t kMaxFenceIndent = 3;  // CommonMark: 4 spaces make an indented code block

bool is_blank(std::string_view s) { return s.find_first_not_of(" \t\r") == std::string_view::npos; }

std::string_view trimmed(std::string_view s) {
  const std::size_t first = s.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r") + 1 - first);
}

// A line's fence: its run of ``` or ~~~ and what follows it.
struct FenceLine {
  std::string_view marker;
  std::string_view rest;
};

std::optional<FenceLine> fence_line(std::string_view content) {
  std::size_t indent = 0;
  while (indent < content.size() && content[indent] == ' ') ++indent;
  if (indent > kMaxFenceIndent || indent == content.size()) return std::nullopt;
  const char c = content[indent];
  if (c != '`' && c != '~') return std::nullopt;
  const std::size_t end = std::min(content.find_first_not_of(c, indent), content.size());
  if (end - indent < 3) return std::nullopt;
  return FenceLine{content.substr(indent, end - indent), content.substr(end)};
}

std::optional<FenceLine> opener_line(std::string_view content) {
  std::optional<FenceLine> f = fence_line(content);
  // CommonMark: after backticks the info string may hold no backtick (`` ```x``` `` is inline code).
  if (f && f->marker[0] == '`' && f->rest.find('`') != std::string_view::npos) return std::nullopt;
  return f;
}

bool closes(const FenceLine& opener, std::string_view content) {
  const std::optional<FenceLine> f = fence_line(content);
  return f && f->marker[0] == opener.marker[0] && f->marker.size() >= opener.marker.size() && is_blank(f->rest);
}

std::size_t body_start(std::string_view text) { return starts_with_bom(text) ? kUtf8Bom.size() : 0; }

// The first non-blank line from `offset` (line `number`) on, or nullopt.
std::optional<Line> first_non_blank(std::string_view text, std::size_t offset, std::size_t number) {
  while (offset < text.size()) {
    const Line line = Line::first_of(text.substr(offset), offset, number++);
    if (!is_blank(line.content)) return line;
    offset = line.end_offset();
  }
  return std::nullopt;
}

std::string fence_name(const DocumentFence& fence) {
  std::string name(fence.marker);
  if (!fence.info.empty()) name.append(trimmed(fence.info.substr(0, fence.info.find('\r'))));  // (a lone CR: fenced_document)
  return "'" + name + "'";
}

Edit delete_line(const Line& line) { return {{line.at(0), line.end()}, ""}; }

// The first opener line at the left margin (an indented one is a format's own code block, as in a
// GaryML body) and the last line after it that closes it: a fenced block with text around it.
std::optional<std::pair<Line, Line>> fenced_block(std::string_view text) {
  std::optional<Line> opener, closer;
  std::optional<FenceLine> open;
  for_each_line(text.substr(body_start(text)), body_start(text), 1, [&](const Line& line) {
    if (!open) {
      if (!line.content.empty() && line.content[0] == ' ') return;
      open = opener_line(line.content);
      if (open) opener = line;
    } else if (closes(*open, line.content)) {
      closer = line;
    }
  });
  if (!closer) return std::nullopt;
  return std::make_pair(*opener, *closer);
}

}  // namespace

std::optional<DocumentFence> find_document_fence(std::string_view text) {
  const std::optional<Line> opener = first_non_blank(text, body_start(text), 1);
  if (!opener) return std::nullopt;
  const std::optional<FenceLine> open = opener_line(opener->content);
  if (!open) return std::nullopt;
  DocumentFence fence{*opener, std::nullopt, open->marker, trimmed(open->rest), text.size(), std::nullopt, 0};
  // The last line that can close the fence; the document is fenced when nothing but blank lines
  // follow it, or when there is none at all.
  std::optional<Line> last_closer, last_text;
  bool text_after_closer = false;
  const std::size_t after = opener->end_offset();
  for_each_line(text.substr(after), after, opener->number + 1, [&](const Line& line) {
    if (closes(*open, line.content)) {
      last_closer = line;
      text_after_closer = false;
    } else if (!is_blank(line.content)) {
      text_after_closer = last_closer.has_value();
      last_text = line;
    }
  });
  if (last_closer && text_after_closer) return std::nullopt;  // prose after the fence
  fence.closer = last_closer;
  if (last_closer) fence.inner_end = last_closer->offset;
  if (!last_closer && last_text) {  // a closer behind a lone CR: fenced_document says so
    const std::string_view c = last_text->content;
    for (std::size_t cr = c.find('\r'); cr != std::string_view::npos; cr = c.find('\r', cr + 1))
      if (closes(*open, c.substr(cr + 1))) {
        fence.cr_closer = last_text;
        fence.cr_closer_at = cr;
        break;
      }
  }
  return fence;
}

std::vector<Diagnostic> fence_near_misses(std::string_view text) {
  if (!look_alikes::may_fold(text)) return {};
  struct Folded {
    Line line;
    look_alikes::Fold fold;
  };
  std::vector<Folded> folded;  // the lines folded, in order
  std::string copy;
  std::size_t copied = 0;
  for (std::size_t offset = body_start(text), number = 1; offset < text.size();) {
    const Line line = Line::first_of(text.substr(offset), offset, number++);
    offset = line.end_offset();
    if (!look_alikes::may_fold(line.content)) continue;
    look_alikes::Fold f = look_alikes::fold(line.content);
    f.changed.erase(std::remove_if(f.changed.begin(), f.changed.end(), [](const look_alikes::Folded& c) { return c.code_point < 0x80; }),
                    f.changed.end());
    if (f.changed.empty() || !(is_blank(f.text) || fence_line(f.text))) continue;
    copy.append(text.substr(copied, line.offset - copied)).append(f.text);
    copied = line.offset + line.content.size();
    folded.push_back({line, std::move(f)});
  }
  if (folded.empty()) return {};
  copy.append(text.substr(copied));
  // Line numbers are the same in the copy (no line end is folded).
  const std::optional<DocumentFence> as_written = find_document_fence(text), as_ascii = find_document_fence(copy);
  const auto lines = [](const std::optional<DocumentFence>& f) {
    return f ? std::make_pair(f->opener.number, f->closer ? f->closer->number : 0) : std::make_pair(std::size_t{0}, std::size_t{0});
  };
  // (and the fenced block with text around it that PROSE_AROUND_FENCE points at)
  const std::optional<std::pair<Line, Line>> block_written = fenced_block(text), block_ascii = fenced_block(copy);
  const auto block_lines = [](const std::optional<std::pair<Line, Line>>& b) {
    return b ? std::make_pair(b->first.number, b->second.number) : std::make_pair(std::size_t{0}, std::size_t{0});
  };
  if (lines(as_written) == lines(as_ascii) && block_lines(block_written) == block_lines(block_ascii)) return {};
  const auto in_frame = [&](const std::optional<DocumentFence>& f, const std::optional<std::pair<Line, Line>>& b,
                            std::size_t n) {
    return (f && (n <= f->opener.number || (f->closer && n >= f->closer->number))) ||
           (b && (n == b->first.number || n == b->second.number));
  };
  std::vector<Diagnostic> out;
  for (const Folded& f : folded) {
    const std::size_t n = f.line.number;
    if (!in_frame(as_written, block_written, n) && !in_frame(as_ascii, block_ascii, n)) continue;
    const auto role = [&](const std::optional<DocumentFence>& fence, const std::optional<std::pair<Line, Line>>& b) -> std::string {
      if (fence && n == fence->opener.number) return "the opener of a fenced document";
      if (fence && fence->closer && n == fence->closer->number) return "the closer of a fenced document";
      if (fence && n > fence->opener.number && (!fence->closer || n < fence->closer->number))
        return "a line of the fenced document";
      if (fence) return "a blank line around a fenced document";
      if (b && n == b->first.number) return "the opener of a fenced block";
      if (b && n == b->second.number) return "the closer of a fenced block";
      return "text, not a fence line";
    };
    std::vector<const look_alikes::Folded*> named;
    for (const look_alikes::Folded& c : f.fold.changed) named.push_back(&c);
    out.push_back(near_miss_warning(f.line, named,
                                    "read as plain ASCII, line " + std::to_string(n) + " would be " +
                                        role(as_ascii, block_ascii) + "; as written, it is " +
                                        role(as_written, block_written)));
  }
  return out;
}

Diagnostic fenced_document(const DocumentFence& fence) {
  Diagnostic d;
  d.code = "FENCED_DOCUMENT";
  d.severity = Severity::warning;
  d.span = {fence.opener.at(0), fence.opener.at(fence.opener.content.size())};
  const std::string opener_at = "line " + std::to_string(fence.opener.number);
  // A lone CR in the opener (`\`\`\`telt` CR `#!telt …`): the text after it, which looks like the
  // document's first line, is the fence line's, and is not read. The fix deletes the fence line
  // only up to that CR, so that the text begins the document.
  const std::string_view c = fence.opener.content;
  const std::size_t cr = c.find('\r');
  const std::string_view after = cr == std::string_view::npos ? std::string_view() : trimmed(c.substr(cr + 1));
  const std::string hides =
      after.empty() ? std::string()
                    : "; the fence line holds a lone CR (U+000D), which ends no line (only LF does): '" +
                          std::string(utf8::truncate(after, 40)) +
                          "' after it is part of the fence line, not the document's first line, and was not read";
  const Edit opener = after.empty() ? delete_line(fence.opener) : Edit{{fence.opener.at(0), fence.opener.at(cr + 1)}, ""};
  const std::string opener_part = after.empty() ? opener_at : opener_at + " up to its lone CR";
  if (fence.closer) {
    const std::string closer_at = "line " + std::to_string(fence.closer->number);
    d.message = "the document is wrapped in a Markdown code fence (" + fence_name(fence) + " on " + opener_at +
                ", its closing '" + std::string(trimmed(fence.closer->content)) + "' on " + closer_at +
                "); it was read without the two fence lines" + hides;
    d.fix_hint = "delete the fence lines (" + opener_part + " and " + closer_at + ") so that the document stands alone";
    d.fix = {opener, delete_line(*fence.closer)};
  } else {
    if (fence.cr_closer) {  // `{}` CR `\`\`\``: its closer, which a lone CR keeps off a line of its own
      const Line& last = *fence.cr_closer;
      const std::string last_at = "line " + std::to_string(last.number);
      d.message = "the document opens with a Markdown code fence (" + fence_name(fence) + " on " + opener_at +
                  ") whose closer, on " + last_at + ", follows a lone CR (U+000D), which ends no line (only LF does); " +
                  "so the fence is never closed, and it was read without the fence line, to the end of the input, " +
                  "the closer included" + hides;
      d.fix_hint = "delete the fence line (" + opener_part + ") and, on " + last_at + ", the lone CR and the closer after it";
      d.fix = {opener, Edit{{last.at(fence.cr_closer_at), last.at(last.content.size())}, ""}};
      return d;
    }
    d.message = "the document opens with a Markdown code fence (" + fence_name(fence) + " on " + opener_at +
                ") that is never closed (a reply cut off?); it was read without the fence line, to the end of the input" +
                hides;
    d.fix_hint = "delete the fence line (" + opener_part + "), and check that nothing was cut off at the end";
    d.fix = {opener};
  }
  return d;
}

std::optional<DocumentFence> find_wrapped_document(std::string_view text, const DocumentSyntax& syntax) {
  if (find_document_fence(text)) return std::nullopt;
  // A line is syntax as the format reads it once folded: a look-alike in a directive must not
  // decide what is read (the near-miss check names it on the line the format then reads).
  // So is a line whose Markdown bullet or quote marker hides syntax (`- /DEF x`): MARKDOWN_PREFIX
  // names the prefix on the line the format then reads (wherever the line is indented: the DSL's
  // and GaryML's checks look at any indentation).
  const auto is_syntax = [&](std::string_view line) {
    const auto test = [&](std::string_view s) {
      return syntax.is_syntax(s) || (look_alikes::may_fold(s) && syntax.is_syntax(look_alikes::fold(s).text));
    };
    const std::size_t prefix = markdown_prefix(line, {std::string_view::npos, false});
    return test(line) || (prefix > 0 && test(line.substr(prefix)));
  };
  // The first opener at the left margin and the last line after it that closes it, as for
  // PROSE_AROUND_FENCE; whether the lines before, inside and after hold text and syntax.
  std::optional<Line> opener, closer;
  std::optional<FenceLine> open;
  bool text_before = false, syntax_before = false, syntax_inside = false;
  bool text_since = false, syntax_since = false;  // since the last closer (the opener, before one)
  for_each_line(text.substr(body_start(text)), body_start(text), 1, [&](const Line& line) {
    if (!open) {
      if (line.content.empty() || line.content[0] != ' ') open = opener_line(line.content);
      if (open) {
        opener = line;
      } else {
        text_before = text_before || !is_blank(line.content);
        syntax_before = syntax_before || is_syntax(line.content);
      }
    } else if (closes(*open, line.content)) {
      syntax_inside = syntax_inside || syntax_since;  // what came since the last closer is inside
      text_since = syntax_since = false;
      closer = line;
    } else {
      text_since = text_since || !is_blank(line.content);
      syntax_since = syntax_since || is_syntax(line.content);
    }
  });
  if (!opener) return std::nullopt;
  const bool text_after = closer && text_since, syntax_after = closer && syntax_since;
  if (!closer) syntax_inside = syntax_since;
  if ((!text_before && !text_after) || syntax_before || syntax_after) return std::nullopt;
  const std::string_view info = trimmed(open->rest);
  std::string name(info.substr(0, info.find_first_of(" \t")));
  for (char& c : name) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  const bool named = std::find(syntax.names.begin(), syntax.names.end(), name) != syntax.names.end();
  if (!syntax_inside && !named) return std::nullopt;
  return DocumentFence{*opener, closer, open->marker, info, closer ? closer->offset : text.size(), std::nullopt, 0};
}

Diagnostic prose_around_document(std::string_view text, const DocumentFence& fence) {
  const std::optional<Line> first = first_non_blank(text, body_start(text), 1);
  Diagnostic d;
  d.code = "PROSE_AROUND_DOCUMENT";
  d.severity = Severity::warning;
  d.span = {fence.opener.at(0), fence.opener.at(fence.opener.content.size())};
  const std::string opener_at = "line " + std::to_string(fence.opener.number);
  const std::string inside = "line " + std::to_string(fence.opener.number + 1);
  if (fence.closer) {
    const std::string closer_at = "line " + std::to_string(fence.closer->number);
    d.message = "the document is wrapped in text and a Markdown code fence (" + fence_name(fence) + " on " + opener_at +
                ", its closing '" + std::string(trimmed(fence.closer->content)) + "' on " + closer_at +
                "); only the fence's inside was read: the text around it is no part of the document";
    d.fix_hint = "delete the text before " + inside + " and after line " + std::to_string(fence.closer->number - 1) +
                 ", the fence lines with it";
    const Position end = end_of_run(text.substr(fence.closer->offset), fence.closer->offset, fence.closer->number);
    d.fix = {{{first->at(0), fence.opener.end()}, ""}, {{fence.closer->at(0), end}, ""}};
  } else {
    d.message = "the document follows text and a Markdown code fence (" + fence_name(fence) + " on " + opener_at +
                ") that is never closed (a reply cut off?); only what follows the fence line was read: the text "
                "before it is no part of the document";
    d.fix_hint = "delete the text before " + inside + ", the fence line with it, and check that nothing was cut off at the end";
    d.fix = {{{first->at(0), fence.opener.end()}, ""}};
  }
  return d;
}

std::string_view read_unfenced(std::string_view text, LineDriver& driver, const DocumentSyntax* syntax, bool* wrapped) {
  const std::optional<DocumentFence> fence = find_document_fence(text);
  if (!fence) {
    if (!syntax) return text;
    const std::optional<DocumentFence> around = find_wrapped_document(text, *syntax);
    if (!around) return text;
    driver.skip_lines_before(around->opener.number);
    driver.skip_fence_line(around->opener.number, prose_around_document(text, *around));
    if (wrapped) *wrapped = true;
    return text.substr(0, around->inner_end);
  }
  driver.skip_fence_line(fence->opener.number, fenced_document(*fence));
  return text.substr(0, fence->inner_end);
}

std::optional<Diagnostic> prose_around_fence(std::string_view text, const std::vector<std::size_t>& error_lines,
                                             bool with_fix) {
  if (error_lines.empty() || find_document_fence(text)) return std::nullopt;
  const std::optional<std::pair<Line, Line>> block = fenced_block(text);
  if (!block) return std::nullopt;
  const Line& opener = block->first;
  const Line& closer = block->second;
  // Only when the format failed outside the fence's inside: on the prose or the fence lines.
  const bool failed_outside = std::any_of(error_lines.begin(), error_lines.end(), [&](std::size_t line) {
    return line <= opener.number || line >= closer.number;
  });
  if (!failed_outside) return std::nullopt;
  const std::optional<Line> first = first_non_blank(text, body_start(text), 1);
  Diagnostic d;
  d.code = "PROSE_AROUND_FENCE";
  d.severity = Severity::info;
  d.span = {opener.at(0), opener.at(opener.content.size())};
  d.message = "lines " + std::to_string(opener.number) + " to " + std::to_string(closer.number) +
              " are a Markdown code fence ('" + std::string(trimmed(opener.content)) +
              "') with other text around it; a fence is left out only when its lines are the first and last non-blank "
              "lines of the input, so the fence lines and the text around them were read as part of the document";
  d.fix_hint = "delete the text before line " + std::to_string(opener.number + 1) + " and after line " +
               std::to_string(closer.number - 1) + ", the fence lines with it";
  const Position end = end_of_run(text.substr(closer.offset), closer.offset, closer.number);
  if (with_fix) d.fix = {{{first->at(0), opener.end()}, ""}, {{closer.at(0), end}, ""}};
  // Content and context window from the text: the lines up to two after the opener.
  DiagnosticCollector collector;
  for_each_line(text.substr(body_start(text)), body_start(text), 1, [&](const Line& line) {
    if (line.number > opener.number + 2) return;
    const bool shown = line.number + 2 >= opener.number;
    collector.add_line(shown ? line.content : std::string_view());
    if (line.number == opener.number) collector.report(d);
  });
  collector.finish();
  return std::move(collector.take().front());
}

void note_prose_around_fence(std::string_view text, std::vector<Diagnostic>& diagnostics, bool with_fix) {
  std::vector<std::size_t> error_lines;
  for (const Diagnostic& d : diagnostics)
    if (d.severity == Severity::error) error_lines.push_back(d.span.start.line);
  std::optional<Diagnostic> prose = prose_around_fence(text, error_lines, with_fix);
  if (!prose) return;
  const auto at = std::upper_bound(diagnostics.begin(), diagnostics.end(), prose->span.start.offset,
                                   [](std::size_t offset, const Diagnostic& x) { return offset < x.span.start.offset; });
  diagnostics.insert(at, std::move(*prose));
}

}  // namespace llmfmt
