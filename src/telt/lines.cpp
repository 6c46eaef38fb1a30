#include "telt/lines.h"

#include "TeltLexer.h"

namespace llmfmt::telt {
namespace {

constexpr std::string_view kHeaderStart = "#!telt";
constexpr std::string_view kHeaderOpen = "#!telt [3-char SHA: ";

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }
bool is_lower_alnum(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }
bool is_alpha_(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Parameter names are upper case (`--end abc--` is text, background §3), digits and `_` allowed.
bool is_param_name(std::string_view s) {
  if (s.empty() || !((s[0] >= 'A' && s[0] <= 'Z') || s[0] == '_')) return false;
  for (char c : s)
    if (!((c >= 'A' && c <= 'Z') || c == '_' || is_digit(c))) return false;
  return true;
}

// A delimiter's hash as written, right or wrong: the block decides whether it is its own.
bool is_any_hash(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!is_lower_alnum(c) && !(c >= 'A' && c <= 'Z')) return false;
  return true;
}

}  // namespace

bool is_blank(std::string_view line) { return line.find_first_not_of(" \t") == std::string_view::npos; }

bool is_hash(std::string_view s) { return s.size() == 3 && is_lower_alnum(s[0]) && is_lower_alnum(s[1]) && is_lower_alnum(s[2]); }

bool is_command_name(std::string_view s) {
  if (s.empty() || !is_alpha_(s[0])) return false;
  for (char c : s)
    if (!is_alpha_(c) && !is_digit(c) && c != ':' && c != '.' && c != '-') return false;
  return true;
}

std::string_view syntax_part(std::string_view line) {
  for (std::size_t at = line.find("//"); at != std::string_view::npos; at = line.find("//", at + 1))
    if (at > 0 && (line[at - 1] == ' ' || line[at - 1] == '\t')) {
      line = line.substr(0, at);
      break;
    }
  // A stray CR before the line end (`\r\r\n`, or a last line ending in CR) is trailing blank
  // here: only a delimiter's shape is read this way, values keep it (docs/decisions.md).
  const std::size_t last = line.find_last_not_of(" \t\r");
  return last == std::string_view::npos ? std::string_view() : line.substr(0, last + 1);
}

Shape shape_of(std::string_view line) {
  Shape shape;
  if (line.empty()) {
    shape.kind = Shape::Kind::blank;
    return shape;
  }
  switch (line[0]) {
    case ' ':
    case '\t':
      if (is_blank(line)) shape.kind = Shape::Kind::blank;
      return shape;
    case '/':
      if (starts_with(line, "//")) shape.kind = Shape::Kind::comment;
      return shape;
    case '#': {
      if (!starts_with(line, kHeaderStart)) return shape;
      const std::string_view core = syntax_part(line);
      shape.kind = Shape::Kind::bad_header;
      if (core.size() == kHeaderOpen.size() + 4 && starts_with(core, kHeaderOpen) && core.back() == ']' &&
          is_hash(core.substr(kHeaderOpen.size(), 3))) {
        shape.kind = Shape::Kind::header;
        shape.hash = core.substr(kHeaderOpen.size(), 3);
      }
      return shape;
    }
    case '=': {
      if (!starts_with(line, "===")) return shape;
      const std::string_view core = syntax_part(line);
      shape.kind = Shape::Kind::bad_command;
      if (core.size() > 8 && starts_with(core, "=== ") && core.substr(core.size() - 4) == " ===") {
        const std::string_view name = core.substr(4, core.size() - 8);
        if (is_command_name(name)) {
          shape.kind = Shape::Kind::command;
          shape.name = name;
        }
      }
      return shape;
    }
    case '-': {
      if (!starts_with(line, "--")) return shape;
      const std::string_view core = syntax_part(line);
      if (core.size() < 7 || core.substr(core.size() - 2) != "--") return shape;
      const std::string_view inner = core.substr(2, core.size() - 4);
      const std::size_t space = inner.find(' ');
      if (space == std::string_view::npos) return shape;
      const std::string_view name = inner.substr(0, space), hash = inner.substr(space + 1);
      if (is_param_name(name) && is_any_hash(hash)) {
        shape.kind = Shape::Kind::delimiter;
        shape.name = name;
        shape.hash = hash;
      }
      return shape;
    }
    default:
      return shape;
  }
}

std::size_t LineMachine::outside(const Shape& shape) {
  state_ = State::outside;
  if (shape.kind == Shape::Kind::header) {
    hash_ = std::string(shape.hash);
    state_ = State::intro;
    return TeltLexer::HEADER_LINE;
  }
  return shape.kind == Shape::Kind::bad_header ? std::size_t{TeltLexer::BAD_HEADER_LINE} : std::size_t{TeltLexer::TEXT_LINE};
}

// A line of a block that is not one of its delimiters: remember whether it is a foreign END.
std::size_t LineMachine::note(const Shape& shape, std::size_t type) {
  foreign_end_ = shape.kind == Shape::Kind::delimiter && shape.name == "END" && shape.hash != hash_;
  return type;
}

std::size_t LineMachine::next(std::string_view line) {
  using K = Shape::Kind;
  const Shape shape = shape_of(line);
  foreign_end_ = false;
  const bool end = own(shape) && shape.name == "END";
  switch (state_) {
    case State::outside:
      return outside(shape);

    case State::intro:  // after the header: comments, blank lines, the first command
      switch (shape.kind) {
        case K::blank: return TeltLexer::BLANK_LINE;
        case K::comment: return TeltLexer::COMMENT_LINE;
        case K::header: return outside(shape);  // the open block is cut off
        case K::command: state_ = State::body; return TeltLexer::COMMAND_LINE;
        case K::bad_command: state_ = State::skip; return TeltLexer::MALFORMED_LINE;
        default: break;
      }
      if (end) {
        state_ = State::outside;
        return TeltLexer::CLOSE_LINE;
      }
      state_ = State::skip;
      return own(shape) ? std::size_t{TeltLexer::ORPHAN_LINE} : note(shape, TeltLexer::STRAY_LINE);

    case State::body:
    case State::value:
      if (own(shape)) {
        state_ = end ? State::after_end : State::value;
        return end ? std::size_t{TeltLexer::END_LINE} : std::size_t{TeltLexer::PARAM_LINE};
      }
      return note(shape, TeltLexer::CONTENT_LINE);

    case State::after_end:  // closable: another command continues the block, anything else ends it
      switch (shape.kind) {
        case K::blank: return TeltLexer::BLANK_LINE;
        case K::comment: return TeltLexer::COMMENT_LINE;  // between commands (background A3, A8)
        case K::command: state_ = State::body; return TeltLexer::COMMAND_LINE;
        case K::bad_command: state_ = State::skip; return TeltLexer::MALFORMED_LINE;
        default: break;
      }
      if (end) {
        state_ = State::outside;
        return TeltLexer::CLOSE_LINE;
      }
      return outside(shape);

    case State::skip:  // recovering: up to the next command, END or header
      if (shape.kind == K::command) {
        state_ = State::body;
        return TeltLexer::COMMAND_LINE;
      }
      if (shape.kind == K::header) return outside(shape);
      if (end) {
        state_ = State::after_end;
        return TeltLexer::END_LINE;
      }
      return note(shape, TeltLexer::SKIPPED_LINE);
  }
  return TeltLexer::TEXT_LINE;
}

}  // namespace llmfmt::telt
