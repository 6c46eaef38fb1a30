#include "llmist/shapes.h"

namespace llmfmt::llmist {
namespace {

// LlmistLexer.g4's fragments, over `s` from `i` on; each returns where it stops.
bool is_blank(char c) { return c == ' ' || c == '\t'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }

std::size_t blanks(std::string_view s, std::size_t i) {  // BLANKS?
  while (i < s.size() && is_blank(s[i])) ++i;
  return i;
}
std::size_t identifier(std::string_view s, std::size_t i) {  // IDENTIFIER, or i itself: none
  if (i >= s.size() || !is_letter(s[i])) return i;
  for (++i; i < s.size() && (is_letter(s[i]) || is_digit(s[i]));) ++i;
  return i;
}
std::size_t digits(std::string_view s, std::size_t i) {  // DIGIT+, or i itself: none
  while (i < s.size() && is_digit(s[i])) ++i;
  return i;
}
// EOL: '\r'? '\n', the last bytes of the line.
bool eol_at(std::string_view s, std::size_t i) {
  return (i + 1 == s.size() && s[i] == '\n') || (i + 2 == s.size() && s[i] == '\r' && s[i + 1] == '\n');
}

Piece name_piece(std::string_view s, std::size_t from, std::size_t to) { return {s.substr(from, to - from), from, true}; }

}  // namespace

// HEADER : BLANKS? IDENTIFIER BLANKS?
//          ( ':' BLANKS? (IDENTIFIER BLANKS?)?
//            ( ':' BLANKS? (IDENTIFIER BLANKS? (',' BLANKS? IDENTIFIER BLANKS?)*)? )? )?
//          EOL
bool read_header(std::string_view s, std::size_t i, HeaderShape& out) {
  out.id = {};
  out.has_dependencies = false;
  out.dependencies.clear();
  i = blanks(s, i);
  std::size_t end = identifier(s, i);
  if (end == i) return false;
  out.name = name_piece(s, i, end);
  i = blanks(s, end);
  if (i < s.size() && s[i] == ':') {
    i = blanks(s, i + 1);
    out.id.at = i;
    if ((end = identifier(s, i)) != i) {
      out.id = name_piece(s, i, end);
      i = blanks(s, end);
    }
    if (i < s.size() && s[i] == ':') {
      out.has_dependencies = true;
      out.dependencies_at = ++i;
      i = blanks(s, i);
      if ((end = identifier(s, i)) != i) {
        for (;;) {
          out.dependencies.push_back(name_piece(s, i, end));
          i = blanks(s, end);
          if (i >= s.size() || s[i] != ',') break;
          i = blanks(s, i + 1);
          if ((end = identifier(s, i)) == i) return false;
        }
      }
    }
  }
  return eol_at(s, i);
}

// POINTER_LINE : BLANKS? (IDENTIFIER | DIGIT+) ('/' (IDENTIFIER | DIGIT+))* BLANKS? (EOL | EOF)
bool read_pointer(std::string_view s, std::size_t i, PointerShape& out) {
  out.segments.clear();
  i = blanks(s, i);
  out.at = i;
  for (;;) {
    std::size_t end = identifier(s, i);
    Segment::Kind kind = Segment::name;
    if (end == i) {
      end = digits(s, i);
      kind = Segment::index;
    }
    if (end == i) return false;
    out.segments.push_back({s.substr(i, end - i), i - out.at, kind});
    i = end;
    if (i >= s.size() || s[i] != '/') break;
    ++i;
  }
  out.text = s.substr(out.at, i - out.at);
  i = blanks(s, i);
  return i == s.size() || eol_at(s, i);
}

// After END_MARKER (mode AFTER_END): E_BLANK? E_NL?, nothing else; a line without LF is the last.
bool read_blank_end(std::string_view s, std::size_t i) {
  i = blanks(s, i);
  return i == s.size() || eol_at(s, i);
}

}  // namespace llmfmt::llmist
