#include "dsl/shapes.h"

#include "DslLexer.h"

namespace llmfmt::dsl {
namespace {

// A line as the lexer sees it: the sigil as '@', a written '@' as the sigil, every byte >= 0x80
// as U+0001 (src/core/antlr/byte_char_stream.h).
struct Seen {
  std::string_view s;
  char sigil;
  char operator[](std::size_t i) const {
    const char c = s[i];
    if (c == sigil) return '@';
    if (c == '@') return sigil;
    return static_cast<unsigned char>(c) >= 0x80 ? '\x01' : c;
  }
  std::size_t size() const { return s.size(); }
};

bool is_bl(char c) { return c == ' ' || c == '\t' || c == '\r'; }  // BL's characters
bool name_start(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
bool is_word_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// The words of [from, to) of `s` one after the other, split at runs of BL (each word a maximal
// run of other characters).
struct Word {
  std::size_t start, end;
};
struct Words {
  const Seen& s;
  std::size_t at, to;
  bool next(Word& w) {
    while (at < to && is_bl(s[at])) ++at;
    if (at == to) return false;
    w.start = at;
    while (at < to && !is_bl(s[at])) ++at;
    w.end = at;
    return true;
  }
};

bool is(const Seen& s, Word w, std::string_view text) {
  if (w.end - w.start != text.size()) return false;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (s[w.start + i] != text[i]) return false;
  return true;
}

// NAME_CHARS : [A-Za-z_] [A-Za-z0-9_]*, the whole word.
bool is_name(const Seen& s, Word w) {
  if (w.start == w.end || !name_start(s[w.start])) return false;
  for (std::size_t i = w.start; i < w.end; ++i)
    if (!is_word_char(s[i])) return false;
  return true;
}

// '@' NAME_CHARS, the whole word.
bool is_variable(const Seen& s, Word w) { return w.end > w.start && s[w.start] == '@' && is_name(s, {w.start + 1, w.end}); }

// A word of `s` that holds no character of `banned` and does not begin with one of `first_banned`.
bool plain(const Seen& s, Word w, std::string_view banned, std::string_view first_banned) {
  if (first_banned.find(s[w.start]) != std::string_view::npos) return false;
  for (std::size_t i = w.start; i < w.end; ++i)
    if (banned.find(s[i]) != std::string_view::npos) return false;
  return true;
}

// DEF_LINE after `/DEF` BL: NAME_CHARS (BL '/TYPE' BL TYPE_NAMES)? (BL '/AS' (BL AS_PLAIN)?)? BL?
bool def_operands(const Seen& s, Words words) {
  Word w;
  if (!words.next(w) || !is_name(s, w)) return false;
  if (!words.next(w)) return true;
  if (is(s, w, "/TYPE")) {
    if (!words.next(w)) return false;
    if (!is(s, w, "nat") && !is(s, w, "str") && !is(s, w, "int") && !is(s, w, "float") && !is(s, w, "bool")) return false;
    if (!words.next(w)) return true;
  }
  if (!is(s, w, "/AS")) return false;
  while (words.next(w))  // AS_PLAIN's words: ~[ \t\r\n/@] ~[ \t\r\n@]*
    if (!plain(s, w, "@", "/@")) return false;
  return true;
}

// FROM_ITEM : '@' NAME_CHARS | DESC_WORD (BL DESC_WORD)* (BL '/IN' BL '@' NAME_CHARS)?
bool from_item(const Seen& s, Words words) {
  // DESC_WORD : ~[ \t\r\n,@/] ~[ \t\r\n,@]*
  const auto description = [&](Word w) { return plain(s, w, ",@", ",@/"); };
  std::size_t n = 0;
  bool described = true;  // every word before the last two is a DESC_WORD
  Word last{0, 0}, before{0, 0}, w;
  while (words.next(w)) {
    if (n >= 2 && !description(before)) described = false;
    before = last;
    last = w;
    ++n;
  }
  if (n == 1) return is_variable(s, last) || description(last);
  if (n < 2 || !described) return false;
  if (n >= 3 && is(s, before, "/IN") && is_variable(s, last)) return true;
  return description(before) && description(last);
}

// FROM_LINE after `/FROM` BL: FROM_ITEM (BL? ',' BL? FROM_ITEM)* BL?
bool from_operands(const Seen& s, std::size_t from) {
  for (;;) {  // every ',' separates two items (no item holds one)
    std::size_t comma = from;
    while (comma < s.size() && s[comma] != ',') ++comma;
    if (!from_item(s, Words{s, from, comma})) return false;
    if (comma == s.size()) return true;
    from = comma + 1;
  }
}

// The one token a whole directive line is, or 0.
std::size_t one_token(const Seen& s, std::size_t mode) {
  if (mode != DslLexer::DEFAULT_MODE) return 0;
  std::size_t i = 0;
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;  // INDENT
  if (i >= s.size() || s[i] != '/') return 0;
  std::size_t end = i + 1;
  while (end < s.size() && is_word_char(s[end])) ++end;
  const Word name{i, end};
  // The name ends at BL or the line's end, else no rule here matches (GLUED_DIRECTIVE …).
  const bool at_end = end == s.size();
  if (!at_end && !is_bl(s[end])) return 0;
  if (is(s, name, "/THEN")) {  // THEN_LINE : INDENT '/THEN' (BL ~[@\n]*)? EOL
    for (std::size_t k = end; k < s.size(); ++k)
      if (s[k] == '@') return 0;
    return DslLexer::THEN_LINE;
  }
  if (is(s, name, "/OUT")) return DslLexer::OUT;  // OUT : INDENT '/OUT' (BL ~[\n]*)? EOL
  if (at_end) return 0;  // /FROM and /DEF need BL and operands
  if (is(s, name, "/DEF")) return def_operands(s, Words{s, end, s.size()}) ? DslLexer::DEF_LINE : 0;
  if (is(s, name, "/FROM")) {
    std::size_t from = end;
    while (from < s.size() && is_bl(s[from])) ++from;
    return from_operands(s, from) ? DslLexer::FROM_LINE : 0;
  }
  return 0;
}

// TEXT_CHAR+ from byte i: where the run ends (i when none begins there). TEXT_CHAR : ~[@\n] |
// WORD_CHAR '@' | '@' ~[A-Za-z0-9_@\n\u0001]: the sigil is text after a word character of the
// run, or before a character that cannot begin a name.
std::size_t text_run_end(const Seen& s, std::size_t i) {
  std::size_t k = i;
  while (k < s.size()) {
    if (s[k] != '@') {
      ++k;
    } else if (k > i && is_word_char(s[k - 1])) {
      ++k;
    } else if (k + 1 < s.size() && !is_word_char(s[k + 1]) && s[k + 1] != '@' && s[k + 1] != '\x01') {
      k += 2;
    } else {
      break;
    }
  }
  return k;
}

// The rest of a text line that ends in LF (`size` bytes with it), in TEXT_MODE from byte i: TEXT
// and REF, the last of them TEXT_END or REF_END. False for a sigil the grammar reads otherwise
// (GLUED_REF, BAD_REF, SIGIL: their builder checks want the lexer).
bool text_mode(const Seen& s, std::size_t i, std::size_t size, Shape& out) {
  using L = DslLexer;
  while (i < s.size()) {
    if (s[i] == '@' && i + 1 < s.size() && name_start(s[i + 1])) {  // T_REF, T_REF_END : '@' NAME_CHARS ('\r'? '\n')
      std::size_t j = i + 2;
      while (j < s.size() && is_word_char(s[j])) ++j;
      if (j < s.size() && (s[j] == '@' || s[j] == '\x01')) return false;  // GLUED_REF, BAD_REF (NON_ASCII_NAME)
      if (j == s.size() || (j + 1 == s.size() && s[j] == '\r')) {
        out.tokens.push_back({L::REF_END, i, size});
        return true;
      }
      out.tokens.push_back({L::REF, i, j});
      i = j;
      continue;
    }
    const std::size_t e = text_run_end(s, i);
    if (e == i) return false;  // SIGIL, BAD_REF
    if (e == s.size()) {  // T_TEXT_END : TEXT_CHAR+ '\n'
      out.tokens.push_back({L::TEXT_END, i, size});
      return true;
    }
    out.tokens.push_back({L::TEXT, i, e});
    i = e;
  }
  return false;  // (not reached: the last token takes the LF)
}

}  // namespace

void read_shape(std::string_view line, std::size_t mode, char sigil, Shape& out) {
  using L = DslLexer;
  out.tokens.clear();
  if (mode != L::DEFAULT_MODE) return;
  std::string_view text = line;
  const bool lf = !text.empty() && text.back() == '\n';  // EOL : '\n' | EOF
  if (lf) text.remove_suffix(1);
  if (text.find('\n') != std::string_view::npos) return;
  const Seen s{text, sigil};
  if (const std::size_t type = one_token(s, mode)) {
    out.tokens.push_back({type, 0, line.size()});
    return;
  }
  bool sigil_seen = false;
  for (std::size_t k = 0; k < s.size() && !sigil_seen; ++k) sigil_seen = s[k] == '@';
  // (No sigil: TEXT_LINE, prescanned. No LF: the lexer ends the input in TEXT_MODE.)
  if (!sigil_seen || !lf) return;
  bool ok = false;
  const char first = s[0];
  if (first == '/' || first == ' ' || first == '\t') {
    // THEN : INDENT '/THEN', then TEXT_MODE after a blank or CR (another character: GLUED_DIRECTIVE)
    std::size_t i = 0;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    if (i + 5 < s.size() && is(s, {i, i + 5}, "/THEN") && (s[i + 5] == ' ' || s[i + 5] == '\t' || s[i + 5] == '\r')) {
      out.tokens.push_back({L::THEN, 0, i + 5});
      ok = text_mode(s, i + 5, line.size(), out);
    }
  } else if (first != '@' && first != '\r' && first != '\x01') {
    // LINE_TEXT : its first character ~[ \t\n/@\u0001], then TEXT_CHAR*; TEXT_MODE after it
    const std::size_t e = text_run_end(s, 0);
    if (e == s.size()) {  // then T_NL : '\r'? '\n' (the CR is the text's)
      out.tokens.push_back({L::TEXT, 0, e});
      out.tokens.push_back({L::NL, e, line.size()});
      ok = true;
    } else {
      out.tokens.push_back({L::TEXT, 0, e});
      ok = text_mode(s, e, line.size(), out);
    }
  }
  if (!ok) out.tokens.clear();
}

}  // namespace llmfmt::dsl
