#include "stf/shapes.h"

#include "StfLexer.h"

namespace llmfmt::stf {
namespace {

bool is_blank(char c) { return c == ' ' || c == '\t'; }
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_quote(char c) { return c == '\'' || c == '"'; }
// NAME's later characters: letters, digits and U+0001, which every byte >= 0x80 reads as
// (src/core/antlr/byte_char_stream.h).
bool is_name_char(char c) {
  const auto b = static_cast<unsigned char>(c);
  return is_letter(c) || is_digit(c) || b == 0x01 || b >= 0x80;
}

// `name` (as written) is `word` (lower case) but for case.
bool is_word(std::string_view name, std::string_view word) {
  if (name.size() != word.size()) return false;
  for (std::size_t i = 0; i < name.size(); ++i)
    if ((name[i] | 0x20) != word[i]) return false;
  return true;
}

// LINE_END ('\r'? '\n') is the rest of the line from byte i (which ends in LF).
bool line_end_at(std::string_view s, std::size_t i) { return i + 1 == s.size() || (i + 2 == s.size() && s[i] == '\r'); }

// PAIR or QUOTED_PAIR at byte i, by the longest-match rule over the rules that can begin there:
// its end and type, or 0 when another token would be read (KEY, UPPER_KEY, QUOTE_ENDED_PAIR, …).
std::size_t pair_at(std::string_view s, std::size_t i, std::size_t& type) {
  // KEY_ : [a-z] [a-z0-9_]*, then '='
  if (!(s[i] >= 'a' && s[i] <= 'z')) return 0;
  std::size_t k = i + 1;
  while (k < s.size() && ((s[k] >= 'a' && s[k] <= 'z') || is_digit(s[k]) || s[k] == '_')) ++k;
  if (k >= s.size() || s[k] != '=') return 0;
  const std::size_t v = k + 1;
  if (v >= s.size()) return 0;
  if (is_quote(s[v])) {  // STRING_ : a quote, (ESCAPE | not the quote, '\\' or LF)*, the quote
    for (std::size_t j = v + 1; j < s.size() && s[j] != '\n';) {
      if (s[j] == '\\') {
        if (j + 1 >= s.size() || s[j + 1] == '\n') return 0;  // ESCAPE : '\\' ~[\n]
        j += 2;
      } else if (s[j] == s[v]) {
        type = StfLexer::QUOTED_PAIR;
        return j + 1;
      } else {
        ++j;
      }
    }
    return 0;  // unterminated
  }
  // PAIR_BARE_ : ~['" \t\r\n] (~[ \t\n]* ~['" \t\r\n])?, against QUOTE_ENDED_PAIR's
  // ~['" \t\r\n] ~[ \t\n]* ['"]: both within the run of bytes up to the next blank or LF.
  if (s[v] == '\r' || is_blank(s[v]) || s[v] == '\n') return 0;
  std::size_t run = v;
  while (run < s.size() && !is_blank(s[run]) && s[run] != '\n') ++run;
  std::size_t bare = v + 1, quote_ended = 0;
  for (std::size_t j = v + 1; j < run; ++j) {
    if (is_quote(s[j])) quote_ended = j + 1;
    else if (s[j] != '\r') bare = j + 1;
  }
  if (quote_ended > bare) return 0;
  type = StfLexer::PAIR;
  return bare;
}

}  // namespace

// DEFAULT_MODE: STRAY_END, TOP_BLOCK_COMMAND, TOP_COMMAND; BODY: BLOCK_END, BODY_BLOCK_COMMAND,
// BODY_COMMAND (StfLexer.g4, in that order: a tie goes to the first); then the arguments.
void read_shape(std::string_view s, std::size_t mode, ShapeTokens& out) {
  out.tokens.clear();
  out.push = 0;
  if ((mode != StfLexer::DEFAULT_MODE && mode != StfLexer::BODY) || s.size() < 2 || s[0] != ';' || s.back() != '\n')
    return;
  // HEAD NAME : ';' BLANK* [a-zA-Z] [a-zA-Z0-9\u0001]*
  std::size_t i = 1;
  while (is_blank(s[i])) ++i;
  if (!is_letter(s[i])) return;
  const std::size_t name = i;
  while (++i < s.size() && is_name_char(s[i])) {}
  const std::string_view written = s.substr(name, i - name);
  const bool body = mode == StfLexer::BODY;
  std::vector<ShapeTokens::Token>& tokens = out.tokens;
  if (is_word(written, "end")) {  // END_NAME: then AFTER_END, where only the line end is no IGNORED_REST
    if (!line_end_at(s, i)) return;
    tokens.push_back({body ? StfLexer::BLOCK_END : StfLexer::STRAY_END, 0, i});
    tokens.push_back({StfLexer::NL, i, s.size()});
    out.push = body ? -1 : 0;  // BLOCK_END: popMode (AFTER_END's push and pop cancel out)
    return;
  }
  const bool block = is_word(written, "raw") || is_word(written, "extra") || is_word(written, "meta");
  tokens.push_back({block ? StfLexer::BLOCK_COMMAND : StfLexer::COMMAND, 0, i});
  out.push = block ? (body ? 0 : 1) : (body ? -1 : 0);  // pushMode(BODY) / popMode; ARGS's push and pop cancel out
  // The arguments: blanks, then a pair, … up to the line end (ARGS, PAIRS, AFTER_VALUE).
  for (;;) {
    if (line_end_at(s, i)) {
      tokens.push_back({StfLexer::NL, i, s.size()});
      return;
    }
    if (!is_blank(s[i])) break;  // a glued argument, a CR that is no line end, an object, junk …
    const std::size_t blanks = i;
    while (is_blank(s[i])) ++i;
    tokens.push_back({StfLexer::BLANKS, blanks, i});
    if (line_end_at(s, i)) continue;
    std::size_t type = 0;
    const std::size_t end = pair_at(s, i, type);
    if (end == 0) break;
    tokens.push_back({type, i, end});
    i = end;
  }
  tokens.clear();
  out.push = 0;
}

}  // namespace llmfmt::stf
