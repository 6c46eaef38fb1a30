#include "json5/near_miss.h"

#include <algorithm>
#include <cctype>
#include <memory>
#include <cstdio>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/fence.h"
#include "core/fix_safety.h"
#include "core/lines.h"
#include "core/look_alikes.h"
#include "core/utf8.h"
#include "json5/char_stream.h"
#include "core/characters.h"
#include "json5/lexer.h"
#include "json5/literals.h"
#include "json5/reporter.h"

namespace llmfmt::json5 {
namespace {

using L = Json5Lexer;

// One character the fold changes: where, what, and what it imitates ("" = invisible).
using Folded = look_alikes::Folded;

// A token of a reading, in the offsets of the text as written (start, end) and of the text it
// was read from (at, until).
struct Piece {
  std::size_t type, start, end, at, until;
};

// Bytes [from, to) of the input, some characters folded: byte i comes from input byte origin[i],
// and what it stands for ends at input byte ends[i] (a character folded to nothing has no byte:
// a token that ends before it ends there, one that begins after it begins there).
struct Reading {
  std::string text;
  std::vector<std::size_t> origin, ends;
};

// The tokens of `text` (the bytes [from, to) of the input, perhaps with characters folded: byte i
// of `text` comes from input byte origin[i]), as the grammar's lexer reads them. Skipped white
// space and comments make no token here (comments are hidden tokens of the lexer); an unterminated
// comment and invalid characters do.
std::vector<Piece> lex(const Reading& reading) {
  const std::string_view text = reading.text;
  thread_local Json5CharStream input;
  thread_local FastJson5Lexer lexer(&input);
  input.open(text);
  lexer.setInputStream(&input);
  lexer.removeErrorListeners();
  std::vector<Piece> out;
  for (;;) {
    std::unique_ptr<antlr4::Token> t = lexer.nextToken();
    if (t->getType() == antlr4::Token::EOF) break;
    const std::size_t start = t->getStartIndex(), end = t->getStopIndex() + 1;
    if (end > start && end <= text.size() && t->getType() != L::BLOCK_COMMENT && t->getType() != L::LINE_COMMENT)
      out.push_back({t->getType(), reading.origin[start], reading.ends[end - 1], start, end});
    lexer.recycle(std::move(t));
  }
  return out;
}

// `text` [from, to) with the characters `use` (sorted, inside it) folded, and the map back.
Reading fold_only(std::string_view text, std::size_t from, std::size_t to, const std::vector<const Folded*>& use) {
  Reading out;
  std::size_t copied = from;
  const auto copy = [&](std::size_t until) {
    out.text.append(text.substr(copied, until - copied));
    for (; copied < until; ++copied) out.origin.push_back(copied), out.ends.push_back(copied + 1);
  };
  for (const Folded* f : use) {
    if (f->offset < from || f->offset >= to) continue;
    copy(f->offset);
    out.text.append(f->ascii);
    out.origin.insert(out.origin.end(), f->ascii.size(), f->offset);
    out.ends.insert(out.ends.end(), f->ascii.size(), f->offset + f->length);
    copied = f->offset + f->length;
  }
  copy(to);
  out.origin.push_back(to);
  return out;
}

bool is_string(std::size_t type) { return type == L::STRING || type == L::BAD_STRING || type == L::UNTERMINATED_STRING; }

// The escapes of a string token (§4.3) are the string's own tokens: where each character of the
// value comes from. `token` is the token's text; the result is each unit (a character, or an
// escape sequence) as where it ends in the input (byte i of the token ends at ends_at[i]) and what
// kind it is: 'c' a character, the letter of an escape (`\t`: 't'), '=' an escape of a character
// that stands for itself (`\A`).
std::vector<std::pair<std::size_t, char>> string_units(std::string_view token, const std::size_t* ends_at) {
  std::vector<std::pair<std::size_t, char>> ends;
  const auto hex = [&](std::size_t at) {
    return at < token.size() && std::isxdigit(static_cast<unsigned char>(token[at]));
  };
  const auto character = [&](std::size_t at) {  // the length of the UTF-8 character at `at`
    const std::optional<utf8::Decoded> d = utf8::decode(token, at);
    return d ? d->length : std::size_t{1};
  };
  for (std::size_t i = 0; i < token.size();) {
    std::size_t n = character(i);
    char kind = 'c';
    if (token[i] == '\\' && i + 1 < token.size()) {
      const char c = token[i + 1];
      kind = std::string_view("'\"\\bfnrtv0xu\r\n").find(c) != std::string_view::npos ? c : '=';
      if (c == '0' && i + 2 < token.size() && token[i + 2] >= '0' && token[i + 2] <= '9') kind = '!';  // §4.3
      if (c == 'x') n = hex(i + 2) && hex(i + 3) ? 4 : 2;
      else if (c == 'u') n = hex(i + 2) && hex(i + 3) && hex(i + 4) && hex(i + 5) ? 6 : 2;
      else if (c == '\r') n = i + 2 < token.size() && token[i + 2] == '\n' ? 3 : 2;
      else n = 1 + character(i + 1);
    }
    i = std::min(i + n, token.size());
    ends.emplace_back(ends_at[i - 1], kind);
  }
  return ends;
}

bool same(const Piece& a, const Piece& b) { return a.type == b.type && a.end == b.end; }

// Whether string token `w` of the plain reading and `f`, the same token of `folded`, read their
// escapes otherwise (the units of the two end at different places).
bool escapes_differ(const Reading& plain, const Piece& w, const Reading& folded, const Piece& f) {
  return string_units(std::string_view(plain.text).substr(w.at, w.until - w.at), &plain.ends[w.at]) !=
         string_units(std::string_view(folded.text).substr(f.at, f.until - f.at), &folded.ends[f.at]);
}

// A stretch [start, end) of the input where the folded reading differs from the one as written,
// and what each reading has there first.
struct Region {
  std::size_t start, end;
  std::size_t written, folded;  // what each reading has there first: token types (0: nothing)
  std::size_t written_start = 0, written_end = 0, folded_start = 0, folded_end = 0;  // and where those are
  bool name = false;     // the same token, a name that is not the one it looks like
  bool escapes = false;  // the same string token, its escapes read otherwise
};

// Whether `s` is written in Latin letters only (ASCII, or U+00C0–U+024F: `café`): a name whose
// look-alikes fold to it is a mixed-script name, not one of another script (`ключ`).
bool latin(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const std::optional<utf8::Decoded> d = utf8::decode(s, i);
    if (!d || (d->code_point >= 0x80 && (d->code_point < 0xC0 || d->code_point > 0x24F || d->code_point == 0xD7 ||
                                         d->code_point == 0xF7)))
      return false;
    i += d->length;
  }
  return true;
}

// Whether `s` holds a character the fold removes (an invisible one): a name in any script is not
// the one it looks like then.
bool invisible_inside(std::string_view s) {
  for (const Folded& f : look_alikes::fold(s).changed)
    if (f.ascii.empty() && f.code_point >= 0x80) return true;
  return false;
}

// Where `written` and `folded` (the same text, read as written and folded) part, each stretch up
// to where they agree again; a string whose escapes read otherwise; a name (an identifier, or a
// string before ':') that folds to ASCII.
std::vector<Region> regions(std::string_view text, std::size_t from, const Reading& plain,
                            const std::vector<Piece>& written, const Reading& all, const std::vector<Piece>& folded) {
  std::vector<Region> out;
  std::size_t i = 0, j = 0;
  std::size_t agreed = from;  // where the last token both readings agree on ends
  while (i < written.size() || j < folded.size()) {
    if (i < written.size() && j < folded.size() && same(written[i], folded[j])) {
      const Piece& w = written[i];
      const std::string_view as_written = text.substr(w.start, w.end - w.start);
      const std::string_view ascii = std::string_view(all.text).substr(folded[j].at, folded[j].until - folded[j].at);
      if (as_written != ascii) {
        if (is_string(w.type) && escapes_differ(plain, w, all, folded[j])) {
          out.push_back({w.start, w.end, w.type, w.type});
          out.back().escapes = true;
        }
        const bool key = is_string(w.type) && i + 1 < written.size() && written[i + 1].type == L::COLON;
        if ((w.type == L::IDENTIFIER || key) && (latin(ascii) || invisible_inside(as_written)) &&
            (out.empty() || out.back().start != w.start))
        {
          out.push_back({w.start, w.end, w.type, w.type});
          out.back().name = true;
        }
      }
      agreed = w.end;
      ++i, ++j;
      continue;
    }
    // They part: on to the first place where both readings end a token together.
    Region r{std::string_view::npos, 0, i < written.size() ? written[i].type : 0, j < folded.size() ? folded[j].type : 0};
    if (i < written.size()) r.written_start = written[i].start, r.written_end = written[i].end;
    if (j < folded.size()) r.folded_start = folded[j].start, r.folded_end = folded[j].end;
    // (from the end of the last token both agree on: a character in the white space or comment
    // between may be what makes them part)
    if (i < written.size()) r.start = written[i].start;
    if (j < folded.size()) r.start = std::min(r.start, folded[j].start);
    r.start = std::min(r.start, agreed);
    for (;;) {
      if (i >= written.size() && j >= folded.size()) break;
      if (i >= written.size()) r.end = std::max(r.end, folded[j++].end);
      else if (j >= folded.size()) r.end = std::max(r.end, written[i++].end);
      else if (written[i].end < folded[j].end) r.end = std::max(r.end, written[i++].end);
      else if (folded[j].end < written[i].end) r.end = std::max(r.end, folded[j++].end);
      else {
        r.end = std::max(r.end, written[i].end);
        ++i, ++j;
        break;
      }
    }
    agreed = r.end;
    out.push_back(r);
  }
  return out;
}

// What a token is, in a message.
std::string describe(std::size_t type) {
  switch (type) {
    case 0: return "nothing more";
    case L::LBRACE: return "'{'";
    case L::RBRACE: return "'}'";
    case L::LBRACKET: return "'['";
    case L::RBRACKET: return "']'";
    case L::COLON: return "':'";
    case L::COMMA: return "','";
    case L::NUMBER: return "a number";
    case L::INVALID_NUMBER: return "a malformed number";
    case L::STRING: return "a string";
    case L::BAD_STRING: return "a string with a bad escape";
    case L::UNTERMINATED_STRING: return "an unterminated string";
    case L::IDENTIFIER: return "a name or word";
    case L::UNTERMINATED_COMMENT: return "an unterminated comment";
    case L::INVALID_CHARACTER: return "a character that is not JSON5";
    default: return "a literal name";
  }
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

std::string code_point(char32_t cp) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(cp));
  return buffer;
}

// The diagnostics of the text that name a code point ("U+FF1A"), by each code point their message
// names: named_already() looks a character up rather than scanning every diagnostic for each (a
// long line of look-alikes and errors). A message names "U+" and 4 to 8 hex digits wherever
// message.find() would find them: each prefix of a run of hex digits after "U+".
using Naming = std::unordered_map<std::string, std::vector<const Diagnostic*>>;
Naming naming(const std::vector<Diagnostic>& diagnostics) {
  Naming out;
  const auto hex = [](char c) { return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F'); };
  for (const Diagnostic& d : diagnostics) {
    const std::string& m = d.message;
    std::vector<std::string> named;
    for (std::size_t at = m.find("U+"); at != std::string::npos; at = m.find("U+", at + 1)) {
      std::size_t run = 0;
      while (run < 8 && at + 2 + run < m.size() && hex(m[at + 2 + run])) ++run;
      for (std::size_t n = 4; n <= run; ++n) named.push_back(m.substr(at, 2 + n));
    }
    std::sort(named.begin(), named.end());
    named.erase(std::unique(named.begin(), named.end()), named.end());
    for (std::string& cp : named) out[std::move(cp)].push_back(&d);
  }
  return out;
}

// Whether a diagnostic of the text names character `f` already (its code point in the message, at
// its place or, for one that points at a place, on its line).
bool named_already(const Naming& naming, const Folded& f, Reporter& reporter) {
  const auto found = naming.find(code_point(f.code_point));
  if (found == naming.end()) return false;
  for (const Diagnostic* d : found->second) {
    const bool point = d->span.end.offset <= d->span.start.offset;
    if ((point && d->span.start.line == reporter.position(f.offset).line) ||
        (d->span.start.offset <= f.offset && f.offset < d->span.end.offset))
      return true;
  }
  return false;
}

// The characters of a region that make the difference: each alone, when that is cheap (the region
// read again from its first token with just that one folded, to the end of its last line); else
// all of them.
std::vector<const Folded*> culprits(std::string_view text, std::size_t to, const Region& r,
                                    const std::vector<const Folded*>& inside) {
  static constexpr std::size_t kMaxProbes = 16;
  if (inside.size() <= 1 || inside.size() > kMaxProbes || r.name) return inside;
  std::size_t end = text.find('\n', r.end);
  end = end == std::string_view::npos || end > to ? to : end;
  const Reading plain = fold_only(text, r.start, end, {});
  const std::vector<Piece> written = lex(plain);
  std::vector<const Folded*> out;
  for (const Folded* f : inside) {
    const Reading one = fold_only(text, r.start, end, {f});
    const std::vector<Piece> folded = lex(one);
    bool differs = written.size() != folded.size();
    for (std::size_t k = 0; !differs && k < written.size(); ++k)
      differs = !same(written[k], folded[k]) || (is_string(written[k].type) && escapes_differ(plain, written[k], one, folded[k]));
    if (differs) out.push_back(f);
  }
  if (out.empty() || out.size() == inside.size()) return inside;
  // The fix replaces those named, so the text they make must read as the text with every one
  // folded; else the fixed text would hide another near miss at the same place: all are named.
  // A name those leave as it was is named whole too: once the others are fixed, the name would
  // be named (conformance.md § Near misses, step 5): an identifier, or a key whose characters
  // fold to Latin letters or hold an invisible one (as for the names of regions()).
  const Reading some = fold_only(text, r.start, end, out), every = fold_only(text, r.start, end, inside);
  const std::vector<Piece> a = lex(some), b = lex(every);
  bool as_all = a.size() == b.size();
  for (std::size_t k = 0; as_all && k < a.size(); ++k) {
    const std::string_view left = std::string_view(some.text).substr(a[k].at, a[k].until - a[k].at);
    const std::string_view ascii = std::string_view(every.text).substr(b[k].at, b[k].until - b[k].at);
    const bool key = a[k].type == L::STRING && k + 1 < a.size() && a[k + 1].type == L::COLON &&
                     (latin(ascii) || invisible_inside(left));
    as_all = same(a[k], b[k]) && !(is_string(a[k].type) && escapes_differ(some, a[k], every, b[k])) &&
             !((a[k].type == L::IDENTIFIER || key) && left != ascii);  // a name left as it was
  }
  return as_all ? out : inside;
}

// `notes` added to the diagnostics of `result`, all in offset order.
void add_in_offset_order(Result& result, std::vector<Diagnostic> notes) {
  if (notes.empty()) return;
  std::vector<Diagnostic> merged;
  merged.reserve(result.diagnostics.size() + notes.size());
  std::merge(std::make_move_iterator(result.diagnostics.begin()), std::make_move_iterator(result.diagnostics.end()),
             std::make_move_iterator(notes.begin()), std::make_move_iterator(notes.end()), std::back_inserter(merged),
             [](const Diagnostic& a, const Diagnostic& b) { return a.span.start.offset < b.span.start.offset; });
  result.diagnostics = std::move(merged);
}

// The near misses of the fence lines (src/core/fence.h), with the text's others, in offset order.
void add_fence_near_misses(std::string_view text, std::size_t body_start, Result& result) {
  std::vector<Diagnostic> found = fence_near_misses(text);
  if (found.empty()) return;
  Reporter reporter;  // (content and context windows)
  reporter.start(text, body_start);
  for (Diagnostic& d : found) reporter.add(std::move(d));
  add_in_offset_order(result, reporter.finish());
}

}  // namespace

namespace {

// Whether look-alike `f` is plain text of one of `strings` (closed strings, in order): strictly
// inside it, folding to no quote or backslash, not after a backslash (an escape and its hex
// digits), in a string that is no key (no ':' or comment after it). Folding it changes no token
// and no escape.
bool plain_in_string(std::string_view text, const Folded& f, const std::vector<std::pair<std::size_t, std::size_t>>& strings) {
  const auto s = std::upper_bound(strings.begin(), strings.end(), std::make_pair(f.offset, std::string_view::npos));
  if (s == strings.begin()) return false;
  const auto [start, end] = *(s - 1);
  if (!(start < f.offset && f.offset + f.length < end)) return false;
  if (std::string_view(f.ascii).find_first_of("\\\"'") != std::string_view::npos) return false;
  std::size_t backslashes = 0;  // right before it: an escape's letter (`\ｔ`)
  while (f.offset - backslashes > start + 1 && text[f.offset - backslashes - 1] == '\\') ++backslashes;
  if (backslashes % 2 == 1) return false;
  if (f.offset >= start + 3 && text[f.offset - 1] == '0' && text[f.offset - 2] == '\\') return false;  // `\0` then a digit
  for (std::size_t k = 1; k <= 4; ++k)  // among the hex digits of `\uHHHH` or `\xHH`
    if (f.offset >= start + k + 2 && text[f.offset - k - 2] == '\\' &&
        (text[f.offset - k - 1] == 'u' || (text[f.offset - k - 1] == 'x' && k <= 2)))
      return false;
  const std::size_t next = text.find_first_not_of(" \t\r\n", end);
  return next == std::string_view::npos || (text[next] != ':' && text[next] != '/');
}

}  // namespace

void note_near_misses(std::string_view text, const Options& options, Result& result,
                      const std::vector<std::pair<std::size_t, std::size_t>>& plain_strings) {
  if (g_inside || !look_alikes::may_fold(text)) return;
  add_fence_near_misses(text, text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0, result);
  const std::optional<DocumentFence> fence = find_document_fence(text);
  const std::size_t body_start = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  const std::size_t from = fence ? fence->opener.end_offset() : body_start;
  const std::size_t to = fence ? fence->inner_end : text.size();
  // Every character the fold changes is non-ASCII: an ASCII text costs one quick pass.
  if (std::none_of(text.begin() + from, text.begin() + to, [](char c) { return static_cast<unsigned char>(c) >= 0x80; }))
    return;

  // A text whose every look-alike is plain text of a string is not read again (the common case:
  // text in other scripts inside string values).
  {
    const std::vector<Folded> all = look_alikes::fold(text.substr(from, to - from)).changed;
    if (std::all_of(all.begin(), all.end(), [&](Folded f) {
          f.offset += from;
          return f.code_point < 0x20 || f.code_point == 0x7F || plain_in_string(text, f, plain_strings);
        }))
      return;
  }

  // The text as written and with its look-alikes folded, each read by the grammar's lexer. Not
  // folded: C0 controls and DEL (data), and a quote look-alike inside a string closed as written
  // (typographic quotes in text, what a model writes in prose: the string does not end there) —
  // unless the text as written has an error and none once they are read as quotes too.
  const Reading plain = fold_only(text, from, to, {});
  const std::vector<Piece> written = lex(plain);
  std::vector<Folded> changed = look_alikes::fold(text.substr(from, to - from)).changed, quotes;
  for (Folded& f : changed) f.offset += from;
  std::size_t w = 0;
  changed.erase(std::remove_if(changed.begin(), changed.end(),
                               [&](const Folded& f) {
                                 while (w < written.size() && written[w].end <= f.offset) ++w;
                                 const bool quote = f.ascii == "\"" || f.ascii == "'";
                                 const bool in_string = w < written.size() && written[w].start < f.offset &&
                                                        (written[w].type == L::STRING || written[w].type == L::BAD_STRING);
                                 if (quote && in_string) quotes.push_back(f);
                                 return f.code_point < 0x20 || f.code_point == 0x7F || (quote && in_string);
                               }),
                changed.end());
  // A string's quote look-alikes are named when reading them as quotes makes the text no worse
  // (no more errors): a typo that closes the string early or late; typographic quotes in prose
  // make a string that reads them as quotes fall apart. Each string is tried alone (the first
  // kMaxQuotedStrings; then the rest together).
  if (!quotes.empty()) {
    static constexpr std::size_t kMaxQuotedStrings = 8;
    const auto errors = [](const std::vector<Diagnostic>& ds) {
      return std::count_if(ds.begin(), ds.end(), [](const Diagnostic& d) { return d.severity == Severity::error; });
    };
    const auto errors_now = errors(result.diagnostics);
    std::vector<std::vector<Folded>> by_string;  // the quotes of each string token
    std::size_t token = std::string_view::npos;
    for (const Folded& f : quotes) {
      const std::size_t t = static_cast<std::size_t>(
          std::upper_bound(written.begin(), written.end(), f.offset, [](std::size_t o, const Piece& p) { return o < p.start; }) -
          written.begin());
      if (t != token && by_string.size() <= kMaxQuotedStrings) by_string.emplace_back();  // (the rest: the last)
      by_string.back().push_back(f);
      token = t;
    }
    std::vector<Folded> named_quotes;
    for (const std::vector<Folded>& group : by_string) {
      std::vector<const Folded*> use;
      for (const Folded& f : changed) use.push_back(&f);
      for (const Folded& f : group) use.push_back(&f);
      std::sort(use.begin(), use.end(), [](const Folded* a, const Folded* b) { return a->offset < b->offset; });
      std::string read_so(text.substr(0, from));
      read_so += fold_only(text, from, to, use).text;
      read_so.append(text.substr(to));
      if (errors(read_again(read_so, options)) <= errors_now) named_quotes.insert(named_quotes.end(), group.begin(), group.end());
    }
    changed.insert(changed.end(), named_quotes.begin(), named_quotes.end());
    std::sort(changed.begin(), changed.end(), [](const Folded& a, const Folded& b) { return a.offset < b.offset; });
  }
  if (changed.empty()) return;
  std::vector<const Folded*> every;
  for (const Folded& f : changed) every.push_back(&f);
  const Reading all = fold_only(text, from, to, every);
  const std::vector<Region> found = regions(text, from, plain, written, all, lex(all));
  if (found.empty()) return;

  // Which characters each region names (none a diagnostic names already).
  Reporter reporter;
  reporter.start(text, body_start);
  std::vector<std::pair<const Region*, std::vector<const Folded*>>> named;
  // What each warning's fix replaces: the characters it names and those of its region that
  // another diagnostic names (`“eu-west-1”`: INVALID_VALUE names the `“`, the warning the `”`; the
  // string needs both), in offset order.
  std::vector<std::vector<const Folded*>> edited;
  std::size_t c = 0;
  const Naming named_by = naming(result.diagnostics);
  static constexpr std::size_t kMaxIsolated = 64;  // regions whose characters are tried one by one
  for (const Region& r : found) {
    while (c < changed.size() && changed[c].offset < r.start) ++c;
    std::vector<const Folded*> inside, elsewhere;
    for (std::size_t k = c; k < changed.size() && changed[k].offset < r.end; ++k)
      (named_already(named_by, changed[k], reporter) ? elsewhere : inside).push_back(&changed[k]);
    if (inside.empty()) continue;
    named.emplace_back(&r, named.size() < kMaxIsolated ? culprits(text, to, r, inside) : inside);
    std::vector<const Folded*> both = named.back().second;
    both.insert(both.end(), elsewhere.begin(), elsewhere.end());
    std::sort(both.begin(), both.end(), [](const Folded* a, const Folded* b) { return a->offset < b->offset; });
    edited.push_back(std::move(both));
  }
  if (named.empty()) return;

  // The fix is safe when the text with those characters folded has no error and nothing the text
  // did not have already: then every error here was the look-alikes' doing.
  std::vector<const Folded*> fixed;
  for (const auto& e : edited) fixed.insert(fixed.end(), e.begin(), e.end());
  std::sort(fixed.begin(), fixed.end(), [](const Folded* a, const Folded* b) { return a->offset < b->offset; });
  std::string refolded_text(text.substr(0, from));
  refolded_text += fold_only(text, from, to, fixed).text;
  refolded_text.append(text.substr(to));
  const std::vector<Diagnostic> refolded = read_again(refolded_text, options);
  std::set<std::string> before;
  for (const Diagnostic& d : result.diagnostics) before.insert(d.code);
  bool safe = !has_error(refolded);
  for (const Diagnostic& d : refolded) safe = safe && before.count(d.code) > 0;
  // An invisible character between ill-formed bytes (`\xE2\x80\u200C\x8B`): deleting it would join
  // the bytes into a character the text does not hold (there, U+200B: named again), a guess.
  const bool joins = utf8::ill_formed_count(refolded_text) < utf8::ill_formed_count(text);
  safe = safe && !joins;
  if (safe)
    for (Diagnostic& d : result.diagnostics)
      if (d.severity == Severity::error) d.fix.clear(), d.fix_hint.reset();

  for (std::size_t n = 0; n < named.size(); ++n) {
    const Region* r = named[n].first;
    const std::vector<const Folded*>& chars = named[n].second;
    Diagnostic d;
    d.code = "INVISIBLE_CHARACTER";
    d.severity = Severity::warning;
    d.span = {reporter.position(chars.front()->offset), reporter.position(chars.back()->offset + chars.back()->length)};
    std::string ascii;  // the region's text with them folded
    std::size_t at = r->start;
    for (std::size_t k = 0; k < chars.size(); ++k) {
      const Folded& f = *chars[k];
      if (!f.ascii.empty()) d.code = "LOOK_ALIKE_CHARACTER";
      if (k > 0) d.message += k + 1 == chars.size() ? " and " : ", ";
      const Position p = reporter.position(f.offset);
      d.message += look_alikes::describe(f, "line " + std::to_string(p.line) + ", column " + std::to_string(p.column));
      ascii.append(text.substr(at, f.offset - at)).append(f.ascii);
      at = f.offset + f.length;
    }
    if (safe)
      for (const Folded* f : edited[n])
        d.fix.push_back(llmfmt::Edit{{reporter.position(f->offset), reporter.position(f->offset + f->length)}, std::string(f->ascii)});
    ascii.append(text.substr(at, r->end - at));
    const std::string_view as_written = text.substr(r->start, r->end - r->start);
    if (r->name)
      d.message += ": JSON5 reads " + quote_for_message(as_written) + " as written, a name of its own, not as " +
                   quote_for_message(ascii);
    else if (r->escapes)
      d.message += ": read as plain ASCII, the escapes of " + quote_for_message(as_written) + " would read otherwise";
    else if (r->written == r->folded)
      d.message += ": read as plain ASCII, JSON5 would read " + describe(r->folded) + " " +
                   quote_for_message(look_alikes::fold(text.substr(r->folded_start, r->folded_end - r->folded_start)).text) +
                   " here; as written, it is " +
                   quote_for_message(text.substr(r->written_start, r->written_end - r->written_start));
    else
      d.message += ": read as plain ASCII, JSON5 would read " + describe(r->folded) + " here; as written, this is " +
                   describe(r->written);
    if (joins)
      d.message += " (no fix: deleting them would join ill-formed bytes into a character the text does not hold)";
    else if (!safe)
      d.message += " (no fix: read that way, the text would have other problems)";
    if (safe) {
      // The hint: the line as it reads fixed.
      const std::size_t first = edited[n].front()->offset;
      const std::size_t nl = text.rfind('\n', first);
      const std::size_t line_begin = nl == std::string_view::npos ? body_start : nl + 1;
      std::size_t line_end = text.find('\n', first);
      if (line_end == std::string_view::npos) line_end = text.size();
      if (line_end > line_begin && text[line_end - 1] == '\r') --line_end;
      if (line_end - line_begin <= Reporter::kMaxFixLineBytes) {
        std::string hint;
        std::size_t copied = line_begin;
        for (const Folded* f : edited[n]) {
          if (f->offset >= line_end) break;
          hint.append(text.substr(copied, f->offset - copied)).append(f->ascii);
          copied = f->offset + f->length;
        }
        if (copied <= line_end) d.fix_hint = hint + std::string(text.substr(copied, line_end - copied));
      }
    }
    reporter.add(std::move(d));
  }
  add_in_offset_order(result, reporter.finish());
}

void note_comments_ended_early(std::string_view text, const Options& options, Result& result,
                               const std::vector<std::pair<std::size_t, std::size_t>>& comments) {
  if (g_inside || comments.empty() || !has_error(result.diagnostics)) return;
  static constexpr std::size_t kMaxReadAgain = 8;  // comments whose longer reading is tried
  std::size_t tried = 0;
  Reporter reporter;
  reporter.start(text, text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0);
  const auto at = [&](std::size_t offset) {
    const Position p = reporter.position(offset);
    return "line " + std::to_string(p.line) + ", column " + std::to_string(p.column);
  };
  // The text is read with its look-alikes folded, as the near-miss check reads it (a `*／` may be
  // the `*/` meant), but for quote look-alikes outside comments (typographic quotes in strings);
  // a comment's own text has them all folded (`“a*/b”` is a quoted phrase).
  std::vector<Folded> changed;
  if (look_alikes::may_fold(text)) changed = look_alikes::fold(text).changed;
  changed.erase(std::remove_if(changed.begin(), changed.end(),
                               [](const Folded& f) { return f.code_point < 0x20 || f.code_point == 0x7F; }),
                changed.end());
  std::vector<const Folded*> outside;
  for (const Folded& f : changed)
    if (f.ascii != "\"" && f.ascii != "'") outside.push_back(&f);
  const Reading folded = fold_only(text, 0, text.size(), outside);
  const std::string_view whole = folded.text;
  const auto folded_offset = [&](std::size_t offset) {  // of input byte `offset` in `whole`
    return static_cast<std::size_t>(std::lower_bound(folded.origin.begin(), folded.origin.end(), offset) - folded.origin.begin());
  };
  // The errors of a reading by code and offset, and where the text's are: looked up, not scanned
  // for each comment and each error read again (many errors on a line).
  using Errors = std::set<std::pair<std::string_view, std::size_t>>;
  const auto errors_of = [](const std::vector<Diagnostic>& ds) {
    Errors out;
    for (const Diagnostic& d : ds)
      if (d.severity == Severity::error) out.emplace(d.code, d.span.start.offset);
    return out;
  };
  const Errors errors_here = errors_of(result.diagnostics);
  std::vector<std::size_t> error_offsets;
  for (const auto& [code, offset] : errors_here) error_offsets.push_back(offset);
  std::sort(error_offsets.begin(), error_offsets.end());
  for (const auto& comment : comments) {
    const std::size_t start = comment.first, end = comment.second;  // (a lambda may not capture a binding)
    if (tried == kMaxReadAgain) break;
    const std::size_t e = folded_offset(end);
    if (e < 2 || whole.substr(e - 2, 2) != "*/") continue;
    // The next `*/`, with no `/*` before it: where the comment may have been meant to end.
    const std::size_t later = whole.find("*/", e);
    if (later == std::string_view::npos || whole.find("/*", e) < later) continue;
    const std::size_t later_at = folded.origin[later], until = folded.ends[later + 1];  // in the input
    const auto in_stretch = [&](std::size_t offset) { return offset >= end && offset < until; };
    const auto error_after = std::lower_bound(error_offsets.begin(), error_offsets.end(), end);
    if (error_after == error_offsets.end() || !in_stretch(*error_after)) continue;
    // Why its writer may not have meant it to end there: a `/*` inside it (comments do not nest),
    // or a quoted phrase of its text left open (an odd number of one quote character).
    std::vector<const Folded*> own;  // (changed is in offset order)
    for (auto f = std::lower_bound(changed.begin(), changed.end(), start + 2,
                                   [](const Folded& c, std::size_t at) { return c.offset < at; });
         f != changed.end() && f->offset < end - 2; ++f)
      own.push_back(&*f);
    const Reading inside = fold_only(text, start + 2, end - 2, own);
    const std::string_view words = inside.text;
    const std::size_t nested = words.find("/*");
    std::size_t quote = std::string_view::npos;  // the open quote, in `words`
    for (const char q : {'"', '\''})
      if (std::count(words.begin(), words.end(), q) % 2 == 1 && (quote == std::string_view::npos || words.rfind(q) > quote))
        quote = words.rfind(q);
    if (nested == std::string_view::npos && quote == std::string_view::npos) continue;
    // Read with the comment running on to that `*/` (its first `*/` broken, same length), the
    // stretch must have no error, and the text none it did not have: the longer comment explains.
    ++tried;
    std::string longer(whole);
    longer[e - 1] = ' ';
    std::vector<Diagnostic> again = read_again(longer, options);
    for (Diagnostic& a : again) a.span.start.offset = folded.origin[std::min(a.span.start.offset, whole.size())];
    const bool explains = std::none_of(again.begin(), again.end(), [&](const Diagnostic& a) {
      return a.severity == Severity::error && (in_stretch(a.span.start.offset) || !errors_here.count({a.code, a.span.start.offset}));
    });
    if (!explains) continue;
    // Which is meant is a guess (the text after the `*/` may be JSON5 gone wrong): a hint only,
    // and the errors the longer comment explains lose their fixes, which read its text as JSON5.
    const Errors remain = errors_of(again);
    for (Diagnostic& d : result.diagnostics)
      if (d.severity == Severity::error && !remain.count({d.code, d.span.start.offset})) d.fix.clear(), d.fix_hint.reset();
    const auto written = [&](std::size_t i, std::size_t n) {  // bytes [i, i + n) of `words` as written
      const std::size_t from = inside.origin[i], to = inside.ends[i + n - 1];
      return quote_for_message(text.substr(from, to - from)) + " at " + at(from);
    };
    Diagnostic d;
    d.code = "COMMENT_ENDED_EARLY";
    d.severity = Severity::warning;
    d.span = {reporter.position(end - 2), reporter.position(end)};
    const std::string why = quote != std::string_view::npos && (nested == std::string_view::npos || quote > nested)
                                ? "inside the quoted text that the " + written(quote, 1) + " opens: a comment knows no quotes"
                                : "though the " + written(nested, 2) + " seems to open another inside it: comments do not nest";
    d.message = "this '*/' ends the comment opened at " + at(start) + ", " + why + "; the text after it, up to the " +
                quote_for_message(text.substr(later_at, until - later_at)) + " at " + at(later_at) +
                ", was read as JSON5 and has errors, which it would not have as part of the comment";
    d.fix_hint = "if the comment runs to the '*/' at " + at(later_at) + ", write this '*/' otherwise (as '* /'); " +
                 "else repair the text after it by hand";
    reporter.add(std::move(d));
  }
  add_in_offset_order(result, reporter.finish());
}

namespace {

// Whether text[at] is escaped: by an odd run of backslashes before it.
bool escaped_at(std::string_view text, std::size_t at) {
  std::size_t n = 0;
  while (at > n && text[at - 1 - n] == '\\') ++n;
  return n % 2 == 1;
}

// The errors of `ds` by code and offset (the codes are views of `ds`' strings).
using ErrorKeys = std::set<std::pair<std::string_view, std::size_t>>;
ErrorKeys error_keys(const std::vector<Diagnostic>& ds) {
  ErrorKeys keys;
  for (const Diagnostic& d : ds)
    if (d.severity == Severity::error) keys.emplace(d.code, d.span.start.offset);
  return keys;
}

// The errors of `ds` that a second reading no longer has (`left`: its errors, at the text's
// offsets) were explained by what that reading changed: their fixes lose their edits and hints.
void drop_fixes_of_explained(std::vector<Diagnostic>& ds, const std::vector<Diagnostic>& left) {
  const ErrorKeys remain = error_keys(left);
  for (Diagnostic& x : ds)
    if (x.severity == Severity::error && !remain.count({x.code, x.span.start.offset})) x.fix.clear(), x.fix_hint.reset();
}

}  // namespace

void note_unescaped_quotes(std::string_view text, const Options& options, Result& result) {
  if (g_inside || !has_error(result.diagnostics)) return;
  static constexpr std::size_t kMaxReadAgain = 8;  // quotes whose escaped reading is tried
  const auto escaped = [&](std::size_t at) { return escaped_at(text, at); };
  const auto structural = [](char c) {
    return c == ',' || c == ':' || c == '[' || c == ']' || c == '{' || c == '}' || c == '\n';
  };
  std::size_t tried = 0, last_line_end = 0;
  Reporter reporter;
  reporter.start(text, text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0);
  // The errors are in offset order, and so are the quotes before them: the quotes of each line
  // are counted once as a cursor moves on, not again from the line's start for each error.
  std::size_t cursor = 0, line_start = 0, line_end = std::string_view::npos;  // (npos: not found yet)
  // The quote ('"', '\'') left open on the line before the cursor (quotes pair up from its start).
  std::size_t open_quote[2] = {std::string_view::npos, std::string_view::npos};
  const auto move_to = [&](std::size_t to) {
    if (to < cursor) {  // (out of order: counted again from the line's start)
      const std::size_t nl = text.rfind('\n', to);
      cursor = line_start = nl == std::string_view::npos ? 0 : nl + 1;
      line_end = std::string_view::npos;
      open_quote[0] = open_quote[1] = std::string_view::npos;
    }
    for (; cursor < to; ++cursor) {
      const char c = text[cursor];
      if (c == '\n') {
        line_start = cursor + 1, line_end = std::string_view::npos;
        open_quote[0] = open_quote[1] = std::string_view::npos;
      } else if ((c == '"' || c == '\'') && !escaped(cursor)) {
        std::size_t& open = open_quote[c == '"' ? 0 : 1];
        open = open == std::string_view::npos ? cursor : std::string_view::npos;
      }
    }
  };
  std::vector<std::size_t> look_alikes;  // where the near-miss check's warnings are, in order
  for (const Diagnostic& d : result.diagnostics)
    if (d.code == "LOOK_ALIKE_CHARACTER" || d.code == "INVISIBLE_CHARACTER") look_alikes.push_back(d.span.start.offset);
  std::sort(look_alikes.begin(), look_alikes.end());
  const ErrorKeys errors_here = error_keys(result.diagnostics);
  for (const Diagnostic& e : result.diagnostics) {
    if (tried == kMaxReadAgain) break;
    const std::size_t at = e.span.start.offset;
    if (e.severity != Severity::error || at >= text.size() || at < last_line_end) continue;
    const unsigned char first = static_cast<unsigned char>(text[at]);
    if (!(std::isalnum(first) || first == '_' || first == '$' || first >= 0x80)) continue;  // a word
    std::size_t p = at;  // the quote before it, blanks between
    while (p > 0 && (text[p - 1] == ' ' || text[p - 1] == '\t')) --p;
    if (p == 0 || (text[p - 1] != '"' && text[p - 1] != '\'') || escaped(p - 1)) continue;
    const char q = text[--p];
    move_to(p);
    // The string's opening quote, on the line (none left open before it: not its string).
    const std::size_t opened = open_quote[q == '"' ? 0 : 1];
    if (opened == std::string_view::npos) continue;
    std::size_t later = p + 1;  // the next quote, with only words between
    while (later < text.size() && text[later] != q && !structural(text[later])) ++later;
    if (later >= text.size() || text[later] != q || escaped(later)) continue;
    if (line_end == std::string_view::npos) line_end = std::min(text.find('\n', p), text.size());
    // (a look-alike of a quote there is the near-miss check's: `'x’, b: 'y'` meant `'x'`)
    const auto look_alike = std::lower_bound(look_alikes.begin(), look_alikes.end(), opened);
    if (look_alike != look_alikes.end() && *look_alike <= later) continue;
    // Read with the quote escaped alone (`'don't'`), else with the later one too (`"say "hi" now"`).
    ++tried;
    // The errors of the text read so, when the line has none and there is none the text did not
    // have; offsets are the text's (a backslash inserted moves what follows it).
    const auto reading = [&](const std::vector<std::size_t>& quotes) -> std::optional<std::vector<Diagnostic>> {
      std::string copy(text);
      for (auto i = quotes.rbegin(); i != quotes.rend(); ++i) copy.insert(*i, 1, '\\');
      std::vector<Diagnostic> errors;
      for (Diagnostic& a : read_again(copy, options)) {
        if (a.severity != Severity::error) continue;
        std::size_t o = a.span.start.offset;
        for (auto i = quotes.rbegin(); i != quotes.rend(); ++i)
          if (o > *i) --o;
        if (o >= line_start && o <= line_end) return std::nullopt;  // an error on the line
        if (!errors_here.count({a.code, o})) return std::nullopt;  // an error the text did not have
        a.span.start.offset = o;
        errors.push_back(std::move(a));
      }
      return errors;
    };
    std::vector<std::size_t> quotes{p};
    std::optional<std::vector<Diagnostic>> left = reading(quotes);
    if (!left) {
      quotes.push_back(later);
      left = reading(quotes);
      if (!left) continue;
    }
    last_line_end = line_end;
    const Position where = reporter.position(opened);
    Diagnostic d;
    d.code = "UNESCAPED_QUOTE";
    d.severity = Severity::warning;
    d.span = {reporter.position(p), reporter.position(p + 1)};
    d.message = std::string("this ") + (q == '"' ? "'\"'" : "\"'\"") + " ends the string opened at line " +
                std::to_string(where.line) + ", column " + std::to_string(where.column) + ", but " +
                quote_for_message(text.substr(p + 1, later - p - 1)) + " follows it, up to " +
                (quotes.size() > 1 ? "the next one" : "another") + ", as text of the string would: read with " +
                (quotes.size() > 1 ? "these two quotes" : "this quote") + " escaped, the line has no error";
    std::string fixed(text.substr(line_start, line_end - line_start));
    for (auto i = quotes.rbegin(); i != quotes.rend(); ++i) fixed.insert(*i - line_start, 1, '\\');
    if (!fixed.empty() && fixed.back() == '\r') fixed.pop_back();
    d.fix_hint = std::move(fixed);
    for (const std::size_t i : quotes) d.fix.push_back(llmfmt::Edit{{reporter.position(i), reporter.position(i)}, "\\"});
    reporter.add(std::move(d));
    // The errors the escaped quotes explain read the words as JSON5: their fixes would make keys
    // and elements of them (MISSING_COMMA, MISSING_COLON) or close what was never open.
    drop_fixes_of_explained(result.diagnostics, *left);
  }
  add_in_offset_order(result, reporter.finish());
}

void note_line_breaks_in_strings(std::string_view text, const Options& options, Result& result) {
  if (g_inside || !has_error(result.diagnostics)) return;
  static constexpr std::size_t kMaxReadAgain = 8;  // strings whose reading with `\n` is tried
  static constexpr std::size_t kMaxLines = 16;     // line breaks a string may hold
  std::vector<std::size_t> opens;  // the quotes of the strings left open at the end of their line
  for (const Diagnostic& e : result.diagnostics) {
    const std::size_t at = e.span.start.offset;
    if (e.code != "UNTERMINATED_STRING" || at >= text.size() || (text[at] != '"' && text[at] != '\'')) continue;
    if (text.find_first_of("\r\n", at) == std::string_view::npos) continue;  // (the end of the input: a cut reply)
    if (opens.size() == kMaxReadAgain) break;
    opens.push_back(at);
  }
  Reporter reporter;
  reporter.start(text, text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0);
  const ErrorKeys errors_here = error_keys(result.diagnostics);
  std::size_t done = 0;  // offsets before it belong to a string named already
  for (const std::size_t open : opens) {
    if (open < done) continue;
    const char q = text[open];
    // The line breaks up to the first unescaped quote of its kind: where the string closes.
    std::vector<std::pair<std::size_t, std::size_t>> breaks;  // each line break: offset, length
    std::size_t close = std::string_view::npos;
    for (std::size_t i = open + 1; i < text.size() && breaks.size() <= kMaxLines; ++i) {
      if (text[i] == q && !escaped_at(text, i)) {
        close = i;
        break;
      }
      if (text[i] == '\r' || text[i] == '\n') {  // LF, CR LF or a lone CR: JSON5's line terminators
        const bool crlf = text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n';
        breaks.emplace_back(i, 1 + crlf);
        i += crlf;
      }
    }
    if (close == std::string_view::npos || breaks.empty() || breaks.size() > kMaxLines) continue;
    const std::size_t first_line = text.rfind('\n', open) == std::string_view::npos ? 0 : text.rfind('\n', open) + 1;
    // Read with each line break written `\n`; offsets mapped back to the text's.
    std::string copy;
    std::vector<std::pair<std::size_t, std::size_t>> shifts;  // (offset in copy after a break, growth so far)
    std::size_t copied = 0, growth = 0;
    for (const auto& [at, length] : breaks) {
      copy.append(text.substr(copied, at - copied));
      copy += "\\n";
      copied = at + length;
      growth += 2 - length;  // (positive or zero: "\n" replaces one or two bytes)
      shifts.emplace_back(copy.size(), growth);
    }
    copy.append(text.substr(copied));
    const auto original = [&](std::size_t o) {
      std::size_t g = 0;
      for (const auto& [from, grown] : shifts)
        if (o >= from) g = grown;
      return o - g;
    };
    bool sound = true;
    std::vector<Diagnostic> left;
    for (Diagnostic& a : read_again(copy, options)) {
      if (a.severity != Severity::error) continue;
      const std::size_t o = original(a.span.start.offset);
      if ((o >= first_line && o <= close) || !errors_here.count({a.code, o})) {
        sound = false;  // an error in the string or before it on its line, or one the text did not have
        break;
      }
      a.span.start.offset = o;
      left.push_back(std::move(a));
    }
    if (!sound) continue;
    done = close + 1;
    const Position where = reporter.position(open);
    Diagnostic d;
    d.code = "LINE_BREAK_IN_STRING";
    d.severity = Severity::warning;
    d.span = {reporter.position(breaks.front().first), reporter.position(breaks.front().first + breaks.front().second)};
    d.message = "the string opened at line " + std::to_string(where.line) + ", column " + std::to_string(where.column) +
                " runs on past the end of its line to the quote at line " +
                std::to_string(reporter.position(close).line) + ", column " + std::to_string(reporter.position(close).column) +
                ": a string holds no line break as written; read with " +
                (breaks.size() > 1 ? "its " + std::to_string(breaks.size()) + " line breaks" : std::string("its line break")) +
                " written '\\n', the text has no error there";
    std::string hint(text.substr(first_line, breaks.front().first - first_line));
    hint += "\\n";
    const std::size_t next = breaks.front().first + breaks.front().second;
    hint += std::string(text.substr(next, std::min(text.find_first_of("\r\n", next), text.size()) - next));
    if (!hint.empty() && hint.back() == '\r') hint.pop_back();
    d.fix_hint = std::move(hint);
    for (const auto& [b, length] : breaks)
      d.fix.push_back(llmfmt::Edit{{reporter.position(b), reporter.position(b + length)}, "\\n"});
    reporter.add(std::move(d));
    // The errors the line breaks explain read the string's next lines as JSON5: their fixes quote
    // the words or close what was never open.
    drop_fixes_of_explained(result.diagnostics, left);
  }
  add_in_offset_order(result, reporter.finish());
}

void note_prose_around_value(std::string_view text, const Options& options, Result& result) {
  if (g_inside || !has_error(result.diagnostics) || find_document_fence(text) ||
      std::any_of(result.diagnostics.begin(), result.diagnostics.end(),
                  [](const Diagnostic& d) { return d.code == "PROSE_AROUND_FENCE"; }))
    return;
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  const auto trim = [&](std::string_view s) {
    while (!s.empty() && blank(s.front())) s.remove_prefix(1);
    while (!s.empty() && blank(s.back())) s.remove_suffix(1);
    return s;
  };
  const std::size_t body = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  std::optional<Line> first, last;  // of the value: the first line that opens one, the last that closes one
  for_each_line(text.substr(body), body, 1, [&](const Line& line) {
    const std::string_view t = trim(line.content);
    if (t.empty()) return;
    if (!first && (t.front() == '{' || t.front() == '[')) first = line;
    if (first && (t.back() == '}' || t.back() == ']')) last = line;
  });
  if (!first || !last) return;
  const std::size_t from = first->offset, to = last->end_offset();
  const auto words = [&](std::size_t begin, std::size_t end) {
    for (std::size_t i = begin; i < end; ++i)
      if (!blank(text[i]) && text[i] != '\n') return true;
    return false;
  };
  const bool before = words(body, from), after = words(to, text.size());
  const auto outside = [&](const Diagnostic& d) { return d.span.start.offset < from || d.span.start.offset >= to; };
  if ((!before && !after) ||
      std::none_of(result.diagnostics.begin(), result.diagnostics.end(),
                   [&](const Diagnostic& d) { return d.severity == Severity::error && outside(d); }) ||
      has_error(read_again(text.substr(from, to - from), options)))
    return;
  // The text around the value is what failed: its diagnostics' fixes repair nothing.
  for (Diagnostic& d : result.diagnostics)
    if (outside(d)) d.fix.clear(), d.fix_hint.reset();
  Reporter reporter;
  reporter.start(text, body);
  const std::string a = std::to_string(first->number), b = std::to_string(last->number);
  Diagnostic d;
  d.code = "PROSE_AROUND_VALUE";
  d.severity = Severity::info;
  d.span = {reporter.position(from), reporter.position(from + first->content.size())};
  d.message = (a == b ? "line " + a + " read alone is" : "lines " + a + " to " + b + " read alone are") +
              " one JSON5 value without an error, and other text stands " +
              (before && after ? "before and after it" : before ? "before it" : "after it") +
              "; a JSON5 text is one value, so that text was read as part of the document";
  d.fix_hint = before && after ? "delete the text before line " + a + " and after line " + b
               : before        ? "delete the text before line " + a
                               : "delete the text after line " + b;
  if (before) d.fix.push_back({{reporter.position(body), reporter.position(from)}, ""});
  if (after) d.fix.push_back({{reporter.position(to), reporter.position(text.size())}, ""});
  reporter.add(std::move(d));
  add_in_offset_order(result, reporter.finish());
}

namespace {

bool overlapping(const llmfmt::Edit& a, const llmfmt::Edit& b) {
  const std::size_t as = a.range.start.offset, ae = a.range.end.offset;
  const std::size_t bs = b.range.start.offset, be = b.range.end.offset;
  return as == bs || (as < be && bs < ae);  // as cli::apply_fixes decides
}

// `text` with `edits` (not overlapping) applied.
std::string applied(std::string_view text, std::vector<llmfmt::Edit> edits) {
  std::sort(edits.begin(), edits.end(), [](const llmfmt::Edit& x, const llmfmt::Edit& y) { return x.range.start.offset < y.range.start.offset; });
  std::string out;
  std::size_t from = 0;
  for (const llmfmt::Edit& e : edits) {
    out.append(text.substr(from, e.range.start.offset - from)).append(e.text);
    from = e.range.end.offset;
  }
  return out.append(text.substr(from));
}

// Where offset `at` is once `edits` are applied: [low, high] (an insertion right at it may go
// before or after it).
std::pair<long, long> moved(std::size_t at, const std::vector<llmfmt::Edit>& edits) {
  long low = 0, high = 0;
  for (const llmfmt::Edit& e : edits) {
    const long delta = static_cast<long>(e.text.size()) - static_cast<long>(e.range.end.offset - e.range.start.offset);
    if (at >= e.range.end.offset && at > e.range.start.offset) low += delta, high += delta;
    else if (at == e.range.start.offset && delta > 0) high += delta;
  }
  return {static_cast<long>(at) + low, static_cast<long>(at) + high};
}

// Whether a fix of a `fixed` diagnostic may bring diagnostics of `code` to light (fix_safety.h).
bool unmasks(const std::string& fixed, const std::string& code) {
  const std::vector<std::string>& codes = may_unmask(fixed);
  return std::find(codes.begin(), codes.end(), code) != codes.end() || std::find(codes.begin(), codes.end(), "*") != codes.end();
}

}  // namespace

bool reading_again() { return g_inside; }

void keep_sound_fixes(std::string_view text, const Options& options, std::vector<Diagnostic>& diagnostics) {
  if (g_inside) return;
  // The fixes are taken in order, as `llmfmt fix` takes them, each checked on the text with the
  // fixes kept before it applied: fixes sound alone can still clash (`#` → `//` comments out the
  // closers another fix adds at the end of the line).
  std::vector<llmfmt::Edit> kept;                              // in the coordinates of `text`
  // Of the text with `kept` applied (offsets there): codes, severities and places only, as a
  // second reading has them (not a copy of every diagnostic's lines).
  std::vector<Diagnostic> now;
  now.reserve(diagnostics.size());
  for (const Diagnostic& d : diagnostics) {
    Diagnostic& o = now.emplace_back();
    o.code = d.code;
    o.severity = d.severity;
    o.span = d.span;
  }
  std::size_t checked = 0;
  for (Diagnostic& d : diagnostics) {
    if (d.fix.empty()) continue;
    const bool clashes = std::any_of(d.fix.begin(), d.fix.end(), [&](const llmfmt::Edit& e) {
      return std::any_of(kept.begin(), kept.end(), [&](const llmfmt::Edit& k) { return overlapping(k, e); });
    });
    if (clashes) continue;  // `llmfmt fix` skips it this pass; the next pass checks it again
    bool sound = checked++ < kMaxCheckedFixes;
    for (const llmfmt::Edit& e : d.fix)
      sound = sound && e.range.start.offset <= e.range.end.offset && e.range.end.offset <= text.size() &&
              utf8::first_invalid(e.text) == std::string_view::npos;
    std::vector<Diagnostic> after;
    if (sound) {
      std::vector<llmfmt::Edit> with = kept;
      with.insert(with.end(), d.fix.begin(), d.fix.end());
      after = read_again(applied(text, with), options);
      // d.fix in the coordinates of the text `now` describes.
      std::vector<llmfmt::Edit> step = d.fix;
      for (llmfmt::Edit& e : step) {
        e.range.start.offset = static_cast<std::size_t>(moved(e.range.start.offset, kept).first);
        e.range.end.offset = static_cast<std::size_t>(moved(e.range.end.offset, kept).first);
      }
      const std::size_t d_now = static_cast<std::size_t>(moved(d.span.start.offset, kept).first);
      auto same = [&](std::size_t was, const std::string& code, const Diagnostic& a) {
        const auto [low, high] = moved(was, step);
        const long offset = static_cast<long>(a.span.start.offset);
        return code == a.code && offset >= low && offset <= high;
      };
      // The errors of `now` but d, moved by `step`, by code and place; and every code of `now`:
      // looked up, not scanned, so that a text of many errors costs no more than linear time.
      // (moved() keeps the order of offsets, so within a code both ends of the ranges ascend.)
      struct Place {
        std::string_view code;
        long low, high;
        bool operator<(const Place& o) const { return code != o.code ? code < o.code : high < o.high; }
      };
      std::vector<Place> errors;
      std::set<std::string_view> codes;
      for (const Diagnostic& o : now) {
        codes.insert(o.code);
        if (o.severity != Severity::error || (o.code == d.code && o.span.start.offset == d_now)) continue;
        const auto [low, high] = moved(o.span.start.offset, step);
        errors.push_back({o.code, low, high});
      }
      std::sort(errors.begin(), errors.end());
      const auto was_there = [&](const Diagnostic& a) {
        const long offset = static_cast<long>(a.span.start.offset);
        const auto first = std::lower_bound(errors.begin(), errors.end(), Place{a.code, offset, offset});
        return first != errors.end() && first->code == a.code && first->low <= offset;
      };
      for (const Diagnostic& a : after) {
        if (same(d_now, d.code, a)) sound = false;  // still there
        if (a.severity == Severity::error && !was_there(a)) sound = false;  // an error that was not there
        if (!codes.count(a.code) && !unmasks(d.code, a.code))
          sound = false;  // a code the text did not have (a key made by a fix that another has)
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
