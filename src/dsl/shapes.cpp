#include "dsl/shapes.h"

#include <vector>

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
bool is_word_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// The words of [from, to) of `s`, split at runs of BL (each word a maximal run of other characters).
struct Word {
  std::size_t start, end;
};
std::vector<Word> words(const Seen& s, std::size_t from, std::size_t to) {
  std::vector<Word> out;
  for (std::size_t i = from; i < to;) {
    if (is_bl(s[i])) {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < to && !is_bl(s[i])) ++i;
    out.push_back({start, i});
  }
  return out;
}

bool is(const Seen& s, Word w, std::string_view text) {
  if (w.end - w.start != text.size()) return false;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (s[w.start + i] != text[i]) return false;
  return true;
}

// NAME_CHARS : [A-Za-z_] [A-Za-z0-9_]*, the whole word.
bool is_name(const Seen& s, Word w) {
  if (w.start == w.end || !(is_word_char(s[w.start]) && !(s[w.start] >= '0' && s[w.start] <= '9'))) return false;
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
bool def_operands(const Seen& s, const std::vector<Word>& w) {
  if (w.empty() || !is_name(s, w[0])) return false;
  std::size_t k = 1;
  if (k < w.size() && is(s, w[k], "/TYPE")) {
    if (k + 1 >= w.size()) return false;
    const Word t = w[k + 1];
    if (!is(s, t, "nat") && !is(s, t, "str") && !is(s, t, "int") && !is(s, t, "float") && !is(s, t, "bool")) return false;
    k += 2;
  }
  if (k < w.size() && is(s, w[k], "/AS")) {
    for (++k; k < w.size(); ++k)  // AS_PLAIN's words: ~[ \t\r\n/@] ~[ \t\r\n@]*
      if (!plain(s, w[k], "@", "/@")) return false;
  }
  return k == w.size();
}

// FROM_ITEM : '@' NAME_CHARS | DESC_WORD (BL DESC_WORD)* (BL '/IN' BL '@' NAME_CHARS)?
bool from_item(const Seen& s, const std::vector<Word>& w) {
  if (w.size() == 1 && is_variable(s, w[0])) return true;
  std::size_t descriptions = w.size();
  if (w.size() >= 3 && is(s, w[w.size() - 2], "/IN") && is_variable(s, w.back())) descriptions -= 2;
  if (descriptions == 0) return false;
  for (std::size_t k = 0; k < descriptions; ++k)  // DESC_WORD : ~[ \t\r\n,@/] ~[ \t\r\n,@]*
    if (!plain(s, w[k], ",@", ",@/")) return false;
  return true;
}

// FROM_LINE after `/FROM` BL: FROM_ITEM (BL? ',' BL? FROM_ITEM)* BL?
bool from_operands(const Seen& s, std::size_t from) {
  for (;;) {  // every ',' separates two items (no item holds one)
    std::size_t comma = from;
    while (comma < s.size() && s[comma] != ',') ++comma;
    if (!from_item(s, words(s, from, comma))) return false;
    if (comma == s.size()) return true;
    from = comma + 1;
  }
}

}  // namespace

std::size_t read_shape(std::string_view line, std::size_t mode, char sigil) {
  if (mode != DslLexer::DEFAULT_MODE) return 0;
  std::string_view text = line;
  if (!text.empty() && text.back() == '\n') text.remove_suffix(1);  // EOL : '\n' | EOF
  if (text.find('\n') != std::string_view::npos) return 0;
  const Seen s{text, sigil};
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
  if (is(s, name, "/DEF")) return def_operands(s, words(s, end, s.size())) ? DslLexer::DEF_LINE : 0;
  if (is(s, name, "/FROM")) {
    std::size_t from = end;
    while (from < s.size() && is_bl(s[from])) ++from;
    return from_operands(s, from) ? DslLexer::FROM_LINE : 0;
  }
  return 0;
}

}  // namespace llmfmt::dsl
