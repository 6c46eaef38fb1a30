#include "json5/near_miss.h"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/fence.h"
#include "core/look_alikes.h"
#include "core/utf8.h"
#include "json5/char_stream.h"
#include "json5/reporter.h"

namespace llmfmt::json5 {
namespace {

// One character of a word that folds: where, what, and what it imitates ("" = invisible).
struct Folded {
  std::size_t offset, length;
  char32_t code_point;
  std::string ascii;
};

// A run of identifier characters (§4.4) outside strings and comments that holds foldable ones.
struct Word {
  std::size_t begin, end;
  std::vector<Folded> folded;
  bool structural = false;  // a character folds to punctuation, a space or nothing
};

bool ascii_name_character(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '$' || c == '_';
}

// The words of [from, to) that hold a character the fold changes. Quote look-alikes are left to
// the builder (CURLY_QUOTES, INVALID_VALUE: a word in typographic quotes).
std::vector<Word> words_to_fold(std::string_view text, std::size_t from, std::size_t to) {
  std::vector<Word> words;
  // Every character the fold changes is non-ASCII: an ASCII text costs one quick pass.
  if (std::none_of(text.begin() + from, text.begin() + to, [](char c) { return static_cast<unsigned char>(c) >= 0x80; }))
    return words;
  Word word{0, 0, {}, false};
  bool in_word = false, all_ascii_after_fold = true;
  auto close_word = [&](std::size_t at) {
    if (in_word && !word.folded.empty() && (word.structural || all_ascii_after_fold)) {
      word.end = at;
      words.push_back(std::move(word));
    }
    word = Word{0, 0, {}, false};
    in_word = false;
    all_ascii_after_fold = true;
  };
  std::size_t i = from;
  while (i < to) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '"' || c == '\'') {  // a string: to its closing quote, or the end of its line
      close_word(i);
      std::size_t j = i + 1;
      while (j < to && text[j] != static_cast<char>(c) && text[j] != '\n' && text[j] != '\r') j += text[j] == '\\' ? 2 : 1;
      i = std::min(j + 1, to);
      continue;
    }
    if (c == '/' && i + 1 < to && (text[i + 1] == '/' || text[i + 1] == '*')) {  // a comment
      close_word(i);
      const bool line = text[i + 1] == '/';
      const std::size_t end = line ? text.find_first_of("\r\n", i + 2) : text.find("*/", i + 2);
      i = end == std::string_view::npos || end >= to ? to : end + (line ? 0 : 2);
      continue;
    }
    if (c < 0x80) {
      if (ascii_name_character(static_cast<char>(c)) || c == '\\') {
        if (!in_word) word.begin = i, in_word = true;
      } else {
        close_word(i);
      }
      ++i;
      continue;
    }
    const std::optional<utf8::Decoded> decoded = utf8::decode(text, i);
    if (!decoded) {  // an ill-formed byte: an identifier character that folds to nothing known
      if (!in_word) word.begin = i, in_word = true;
      all_ascii_after_fold = false;
      ++i;
      continue;
    }
    const long cp = static_cast<long>(decoded->code_point);
    const std::size_t length = decoded->length;
    if (is_unicode_space(cp) || is_line_separator(cp)) {  // white space already (§3.1)
      close_word(i);
      i += length;
      continue;
    }
    if (!in_word) word.begin = i, in_word = true;
    const char* ascii = look_alikes::ascii_for(static_cast<char32_t>(cp));
    const std::string folded = ascii ? ascii : "";
    if (ascii == nullptr && !(cp >= 0x200B && cp <= 0x200D) && cp != 0x2060 && cp != 0xAD) {
      all_ascii_after_fold = false;  // a character of another script: a name, as written
    } else if (folded == "\"" || folded == "'") {
      all_ascii_after_fold = false;  // the builder's (typographic quotes)
    } else {
      word.folded.push_back({i, length, static_cast<char32_t>(cp), folded});
      if (!std::all_of(folded.begin(), folded.end(), ascii_name_character) || folded.empty()) word.structural = true;
    }
    i += length;
  }
  close_word(to);
  return words;
}

// The codes of `diagnostics`.
std::set<std::string> codes_of(const std::vector<Diagnostic>& diagnostics) {
  std::set<std::string> codes;
  for (const Diagnostic& d : diagnostics) codes.insert(d.code);
  return codes;
}

bool has_error(const std::vector<Diagnostic>& diagnostics) {
  return std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& d) { return d.severity == Severity::error; });
}

thread_local bool g_inside = false;  // the second reading of a text does not look again

// check() of `text` by a parser of its own, without the second readings.
std::vector<Diagnostic> read_again(std::string_view text, const Options& options) {
  thread_local Parser parser;
  g_inside = true;
  std::vector<Diagnostic> diagnostics = parser.check(text, options);
  g_inside = false;
  return diagnostics;
}

}  // namespace

void note_near_misses(std::string_view text, const Options& options, Result& result) {
  if (g_inside || !look_alikes::may_fold(text)) return;
  const std::optional<DocumentFence> fence = find_document_fence(text);
  const std::size_t body_start = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  const std::size_t from = fence ? fence->opener.end_offset() : body_start;
  const std::size_t to = fence ? fence->inner_end : text.size();
  const std::vector<Word> words = words_to_fold(text, from, to);
  if (words.empty()) return;

  // The same text with every such character folded, parsed again by the same parser.
  std::string folded;
  std::size_t copied = 0;
  for (const Word& w : words)
    for (const Folded& f : w.folded) {
      folded.append(text.substr(copied, f.offset - copied)).append(f.ascii);
      copied = f.offset + f.length;
    }
  folded.append(text.substr(copied));
  const std::vector<Diagnostic> refolded = read_again(folded, options);
  // The fix is safe when the folded text has no error and nothing the text did not have already:
  // then every error here was the look-alikes' doing.
  const std::set<std::string> before = codes_of(result.diagnostics);
  bool safe = !has_error(refolded);
  for (const Diagnostic& d : refolded) safe = safe && before.count(d.code) > 0;
  if (safe)
    for (Diagnostic& d : result.diagnostics)
      if (d.severity == Severity::error) d.fix.clear(), d.fix_hint.reset();

  Reporter reporter;
  reporter.start(text, body_start);
  for (const Word& w : words) {
    const std::string_view as_written = text.substr(w.begin, w.end - w.begin);
    std::string ascii;
    std::size_t at = w.begin;
    Diagnostic d;
    d.code = "INVISIBLE_CHARACTER";
    d.severity = Severity::warning;
    d.span = {reporter.position(w.folded.front().offset),
              reporter.position(w.folded.back().offset + w.folded.back().length)};
    for (std::size_t k = 0; k < w.folded.size(); ++k) {
      const Folded& f = w.folded[k];
      if (!f.ascii.empty()) d.code = "LOOK_ALIKE_CHARACTER";
      if (k > 0) d.message += k + 1 == w.folded.size() ? " and " : ", ";
      const Position p = reporter.position(f.offset);
      d.message += look_alikes::name(f.code_point) + " at column " + std::to_string(p.column) +
                   (f.ascii.empty() ? std::string(" (invisible)") : " (looks like '" + f.ascii + "')");
      ascii.append(text.substr(at, f.offset - at)).append(f.ascii);
      at = f.offset + f.length;
      if (safe) d.fix.push_back(Edit{{p, reporter.position(f.offset + f.length)}, f.ascii});
    }
    ascii.append(text.substr(at, w.end - at));
    d.message += ": JSON5 reads '" + std::string(as_written) + "' as written, a name or word of its own, not as '" + ascii + "'";
    if (!safe) d.message += " (no fix: read that way, the text would have other problems)";
    if (safe) {
      // The hint: the line as it reads fixed.
      const std::size_t line_begin = text.rfind('\n', w.begin) == std::string_view::npos ? body_start : text.rfind('\n', w.begin) + 1;
      std::size_t line_end = text.find('\n', w.end);
      if (line_end == std::string_view::npos) line_end = text.size();
      if (line_end > line_begin && text[line_end - 1] == '\r') --line_end;
      if (line_end - line_begin <= Reporter::kMaxFixLineBytes)
        d.fix_hint = std::string(text.substr(line_begin, w.begin - line_begin)) + ascii +
                     std::string(text.substr(w.end, line_end - w.end));
    }
    reporter.add(std::move(d));
  }
  std::vector<Diagnostic> found = reporter.finish();
  std::vector<Diagnostic> merged;
  merged.reserve(result.diagnostics.size() + found.size());
  std::merge(std::make_move_iterator(result.diagnostics.begin()), std::make_move_iterator(result.diagnostics.end()),
             std::make_move_iterator(found.begin()), std::make_move_iterator(found.end()), std::back_inserter(merged),
             [](const Diagnostic& a, const Diagnostic& b) { return a.span.start.offset < b.span.start.offset; });
  result.diagnostics = std::move(merged);
}

namespace {

bool overlapping(const Edit& a, const Edit& b) {
  const std::size_t as = a.range.start.offset, ae = a.range.end.offset;
  const std::size_t bs = b.range.start.offset, be = b.range.end.offset;
  return as == bs || (as < be && bs < ae);  // as cli::apply_fixes decides
}

// `text` with `edits` (not overlapping) applied.
std::string applied(std::string_view text, std::vector<Edit> edits) {
  std::sort(edits.begin(), edits.end(), [](const Edit& x, const Edit& y) { return x.range.start.offset < y.range.start.offset; });
  std::string out;
  std::size_t from = 0;
  for (const Edit& e : edits) {
    out.append(text.substr(from, e.range.start.offset - from)).append(e.text);
    from = e.range.end.offset;
  }
  return out.append(text.substr(from));
}

// Where offset `at` is once `edits` are applied: [low, high] (an insertion right at it may go
// before or after it).
std::pair<long, long> moved(std::size_t at, const std::vector<Edit>& edits) {
  long low = 0, high = 0;
  for (const Edit& e : edits) {
    const long delta = static_cast<long>(e.text.size()) - static_cast<long>(e.range.end.offset - e.range.start.offset);
    if (at >= e.range.end.offset && at > e.range.start.offset) low += delta, high += delta;
    else if (at == e.range.start.offset && delta > 0) high += delta;
  }
  return {static_cast<long>(at) + low, static_cast<long>(at) + high};
}

}  // namespace

void keep_sound_fixes(std::string_view text, const Options& options, Result& result) {
  if (g_inside) return;
  // The fixes are taken in order, as `llmfmt fix` takes them, each checked on the text with the
  // fixes kept before it applied: fixes sound alone can still clash (`#` → `//` comments out the
  // closers another fix adds at the end of the line).
  std::vector<Edit> kept;                              // in the coordinates of `text`
  std::vector<Diagnostic> now = result.diagnostics;   // of the text with `kept` applied (offsets there)
  std::size_t checked = 0;
  for (Diagnostic& d : result.diagnostics) {
    if (d.fix.empty()) continue;
    const bool clashes = std::any_of(d.fix.begin(), d.fix.end(), [&](const Edit& e) {
      return std::any_of(kept.begin(), kept.end(), [&](const Edit& k) { return overlapping(k, e); });
    });
    if (clashes) continue;  // `llmfmt fix` skips it this pass; the next pass checks it again
    bool sound = checked++ < kMaxCheckedFixes;
    for (const Edit& e : d.fix)
      sound = sound && e.range.start.offset <= e.range.end.offset && e.range.end.offset <= text.size() &&
              utf8::first_invalid(e.text) == std::string_view::npos;
    std::vector<Diagnostic> after;
    if (sound) {
      std::vector<Edit> with = kept;
      with.insert(with.end(), d.fix.begin(), d.fix.end());
      after = read_again(applied(text, with), options);
      // d.fix in the coordinates of the text `now` describes.
      std::vector<Edit> step = d.fix;
      for (Edit& e : step) {
        e.range.start.offset = static_cast<std::size_t>(moved(e.range.start.offset, kept).first);
        e.range.end.offset = static_cast<std::size_t>(moved(e.range.end.offset, kept).first);
      }
      const std::size_t d_now = static_cast<std::size_t>(moved(d.span.start.offset, kept).first);
      auto same = [&](std::size_t was, const std::string& code, const Diagnostic& a) {
        const auto [low, high] = moved(was, step);
        const long offset = static_cast<long>(a.span.start.offset);
        return code == a.code && offset >= low && offset <= high;
      };
      for (const Diagnostic& a : after) {
        if (same(d_now, d.code, a)) sound = false;  // still there
        if (a.severity == Severity::error &&
            std::none_of(now.begin(), now.end(), [&](const Diagnostic& o) {
              return o.severity == Severity::error && !(o.code == d.code && o.span.start.offset == d_now) &&
                     same(o.span.start.offset, o.code, a);
            }))
          sound = false;  // an error that was not there
        if (!sound) break;
      }
    }
    if (!sound) {
      d.fix.clear();
      d.fix_hint.reset();
      continue;
    }
    kept.insert(kept.end(), d.fix.begin(), d.fix.end());
    now = std::move(after);
  }
}

}  // namespace llmfmt::json5
