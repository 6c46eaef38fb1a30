#include "telt/shapes.h"

#include "telt/lexer.h"

namespace llmfmt::telt {
namespace {

enum class Shape { none, header, command, end_delimiter, delimiter, blank, comment };

bool is_upper(char c) { return (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alnum(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || is_digit(c); }

// TRAIL : [ \t\r]* ([ \t] '//' ~[\n]*)? ('\n' | EOF), from byte i to the line's end.
bool trail(std::string_view s, std::size_t i) {
  const std::size_t from = i;
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) ++i;
  if (i == s.size() || (s[i] == '\n' && i + 1 == s.size())) return true;
  // A comment: '//' right after a blank of the trail; then anything up to the line end.
  return i > from && (s[i - 1] == ' ' || s[i - 1] == '\t') && s.substr(i, 2) == "//";
}

// ANY_HASH '--' TRAIL from byte i.
bool hash_and_trail(std::string_view s, std::size_t i) {
  const std::size_t from = i;
  while (i < s.size() && is_alnum(s[i])) ++i;
  return i > from && s.substr(i, 2) == "--" && trail(s, i + 2);
}

Shape shape_of(std::string_view s) {
  constexpr std::string_view kHeader = "#!telt [3-char SHA: ";
  if (s.substr(0, kHeader.size()) == kHeader) {  // HEADER : '#!telt [3-char SHA: ' HASH ']' TRAIL
    const std::size_t h = kHeader.size();
    for (std::size_t k = h; k < h + 3; ++k)
      if (k >= s.size() || !((s[k] >= 'a' && s[k] <= 'z') || is_digit(s[k]))) return Shape::none;
    return h + 3 < s.size() && s[h + 3] == ']' && trail(s, h + 4) ? Shape::header : Shape::none;
  }
  if (s.substr(0, 4) == "=== ") {  // COMMAND : '=== ' COMMAND_NAME ' ===' TRAIL
    std::size_t i = 4;
    if (i >= s.size() || !(is_upper(s[i]) || (s[i] >= 'a' && s[i] <= 'z'))) return Shape::none;
    while (++i < s.size() && (is_alnum(s[i]) || s[i] == '_' || s[i] == ':' || s[i] == '.' || s[i] == '-')) {}
    return s.substr(i, 4) == " ===" && trail(s, i + 4) ? Shape::command : Shape::none;
  }
  if (s.substr(0, 2) == "--") {
    // END_DELIMITER : '--END ' ANY_HASH '--' TRAIL (listed before DELIMITER in every mode)
    if (s.substr(2, 4) == "END " && hash_and_trail(s, 6)) return Shape::end_delimiter;
    // DELIMITER : '--' NAME ' ' ANY_HASH '--' TRAIL, NAME [A-Z_][A-Z0-9_]*
    std::size_t i = 2;
    if (i >= s.size() || !is_upper(s[i])) return Shape::none;
    while (++i < s.size() && (is_upper(s[i]) || is_digit(s[i]))) {}
    return i < s.size() && s[i] == ' ' && hash_and_trail(s, i + 1) ? Shape::delimiter : Shape::none;
  }
  if (s.substr(0, 2) == "//") return Shape::comment;  // COMMENT : '//' REST
  // BLANK : [ \t]* ('\r'? '\n' | EOF)
  std::size_t i = 0;
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
  if (i == s.size() || s.substr(i) == "\n" || s.substr(i) == "\r\n") return Shape::blank;
  return Shape::none;
}

// byHash(): the delimiter is the block's own when the three bytes after its first blank (from byte
// 2 on) are the hash and a '-' follows.
bool own_hash(std::string_view s, const char* hash) {
  const std::size_t at = s.find(' ', 2);
  return at + 4 < s.size() && s[at + 1] == hash[0] && s[at + 2] == hash[1] && s[at + 3] == hash[2] && s[at + 4] == '-';
}

}  // namespace

// The rules of each mode that read these shapes, in the order TeltLexer.g4 lists them (the first
// that matches the whole line wins; every rule reads a whole line).
ShapeToken read_shape(std::string_view s, std::size_t mode, const char* hash) {
  using L = TeltLexer;
  const Shape shape = shape_of(s);
  if (shape == Shape::none) return {};
  const bool own = (shape == Shape::end_delimiter || shape == Shape::delimiter) && own_hash(s, hash);
  const auto by_hash = [own](std::size_t own_type, std::size_t own_mode, std::size_t other_type, std::size_t other_mode) {
    return own ? ShapeToken{own_type, own_mode} : ShapeToken{other_type, other_mode};
  };
  const ShapeToken header{L::HEADER_LINE, L::INTRO, true};
  switch (mode) {
    case L::DEFAULT_MODE:
      if (shape == Shape::header) return header;
      if (shape == Shape::end_delimiter) return by_hash(L::STRAY_END_LINE, L::DEFAULT_MODE, L::TEXT_LINE, L::DEFAULT_MODE);
      return {};  // TEXT_OUTSIDE (or BAD_HEADER_OUTSIDE): lexed
    case L::INTRO:
      switch (shape) {
        case Shape::header: return header;
        case Shape::blank: return {L::BLANK_LINE, L::INTRO};
        case Shape::comment: return {L::COMMENT_LINE, L::INTRO};
        case Shape::command: return {L::COMMAND_LINE, L::IN_COMMAND};
        case Shape::end_delimiter: return by_hash(L::CLOSE_LINE, L::DEFAULT_MODE, L::FOREIGN_CLOSE_LINE, L::RECOVERING);
        case Shape::delimiter: return by_hash(L::ORPHAN_LINE, L::RECOVERING, L::FOREIGN_LINE, L::RECOVERING);
        default: return {};
      }
    case L::IN_COMMAND:
      if (shape == Shape::end_delimiter) return by_hash(L::END_LINE, L::AFTER_END, L::FOREIGN_END_LINE, L::IN_COMMAND);
      if (shape == Shape::delimiter) return by_hash(L::PARAM_LINE, L::IN_COMMAND, L::CONTENT_LINE, L::IN_COMMAND);
      return {};
    case L::AFTER_END:
      switch (shape) {
        case Shape::blank: return {L::BLANK_LINE, L::AFTER_END};
        case Shape::comment: return {L::COMMENT_LINE, L::AFTER_END};
        case Shape::command: return {L::COMMAND_LINE, L::IN_COMMAND};
        case Shape::end_delimiter: return by_hash(L::CLOSE_LINE, L::DEFAULT_MODE, L::TEXT_LINE, L::DEFAULT_MODE);
        case Shape::delimiter: return by_hash(L::LATE_PARAM_LINE, L::DEFAULT_MODE, L::TEXT_LINE, L::DEFAULT_MODE);
        case Shape::header: return header;
        default: return {};
      }
    case L::RECOVERING:
      switch (shape) {
        case Shape::command: return {L::COMMAND_LINE, L::IN_COMMAND};
        case Shape::end_delimiter: return by_hash(L::END_LINE, L::AFTER_END, L::FOREIGN_END_LINE, L::RECOVERING);
        case Shape::delimiter: return by_hash(L::SKIPPED_PARAM_LINE, L::RECOVERING, L::SKIPPED_LINE, L::RECOVERING);
        case Shape::header: return header;
        default: return {};  // S_SKIPPED
      }
    default:
      return {};
  }
}

}  // namespace llmfmt::telt
