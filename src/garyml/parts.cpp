#include "garyml/parts.h"

#include "garyml/lexer.h"
#include "garyml/lines.h"

namespace llmfmt::garyml {
namespace {

using Piece = LineDriver::Piece;

bool is_value_token(std::size_t type) {
  switch (type) {
    case GarymlLexer::TRUE: case GarymlLexer::FALSE: case GarymlLexer::INTEGER: case GarymlLexer::DECIMAL:
    case GarymlLexer::REFERENCE: case GarymlLexer::QUOTED: case GarymlLexer::UNCLOSED_QUOTE:
    case GarymlLexer::QUOTE_THEN_TEXT: case GarymlLexer::TEXT: case GarymlLexer::EMPTY_VALUE:
      return true;
    default:
      return false;
  }
}

// A parameter line or a `k=v` pair read as one token (key and value).
bool is_coarse_parameter(std::size_t type) {
  switch (type) {
    case GarymlLexer::PARAM_TRUE: case GarymlLexer::PARAM_FALSE: case GarymlLexer::PARAM_INTEGER:
    case GarymlLexer::PARAM_DECIMAL: case GarymlLexer::PARAM_REFERENCE: case GarymlLexer::PARAM_QUOTED:
    case GarymlLexer::PARAM_TEXT:
      return true;
    default:
      return false;
  }
}

bool is_coarse_pair(std::size_t type) {
  switch (type) {
    case GarymlLexer::PAIR_TRUE: case GarymlLexer::PAIR_FALSE: case GarymlLexer::PAIR_INTEGER:
    case GarymlLexer::PAIR_DECIMAL: case GarymlLexer::PAIR_REFERENCE: case GarymlLexer::PAIR_QUOTED:
    case GarymlLexer::PAIR_QUOTE_THEN_TEXT: case GarymlLexer::PAIR_TEXT:
      return true;
    default:
      return false;
  }
}

class Cutter {
 public:
  Cutter(std::string_view line, std::vector<Piece>& out) : line_(line), out_(out) {}

  // [from, to) without the blanks, CRs and LF on its right (values never end in them; a block
  // line keeps its blanks: `trimmed` false); an empty part is none.
  void add(std::size_t kind, std::size_t from, std::size_t to, bool trimmed = true) {
    const std::string_view text = strip_terminator(line_.substr(from, to - from));
    to = from + (trimmed ? trim_right(text) : text).size();
    if (to > from) out_.push_back({kind, from, to});
  }
  // The key a token's text begins with (after its blanks); returns where the key ends.
  std::size_t key(const Piece& t) {
    const std::string_view k = key_in(line_.substr(t.start, t.end - t.start));
    const std::size_t at = static_cast<std::size_t>(k.data() - line_.data());
    add(kKeyPart, at, at + k.size());
    key_ = k;
    return at + k.size();
  }
  void value(std::size_t from, std::size_t to) { add(key_ == "id" ? kIdPart : kValuePart, from, to); }
  std::string_view text(std::size_t from, std::size_t to) const { return line_.substr(from, to - from); }

 private:
  std::string_view line_;
  std::vector<Piece>& out_;
  std::string_view key_;  // the key whose value comes next
};

}  // namespace

void line_parts(std::string_view line, const std::vector<Piece>& tokens, std::size_t block_indent,
                std::vector<Piece>& out) {
  Cutter cut(line, out);
  bool value_next = false;  // the token before was PARAM_KEY, INLINE_KEY, CONTENT_COLON or PAIR_KEY
  for (const Piece& t : tokens) {
    const bool is_value = value_next && is_value_token(t.type);
    value_next = false;
    if (is_value) {
      cut.value(t.start, t.end);
      continue;
    }
    if (is_coarse_parameter(t.type)) {  // key blanks? ':' blanks? value
      const std::size_t key_end = cut.key(t);
      std::size_t at = line.find(':', key_end) + 1;
      while (at < t.end && is_blank(line[at])) ++at;
      cut.value(at, t.end);
    } else if (is_coarse_pair(t.type)) {  // blanks key '=' value
      const std::size_t key_end = cut.key(t);
      cut.value(key_end + 1, t.end);
    } else if (t.type == GarymlLexer::PARAM_KEY || t.type == GarymlLexer::INLINE_KEY ||
               t.type == GarymlLexer::PAIR_KEY) {
      cut.key(t);
      value_next = true;
    } else if (t.type == GarymlLexer::CONTENT_COLON) {
      value_next = true;
    } else if (t.type == GarymlLexer::CODE_OPEN) {  // blanks '```' language
      std::size_t at = t.start + (cut.text(t.start, t.end).size() - trim_left(cut.text(t.start, t.end)).size()) + 3;
      while (at < t.end && is_blank(line[at])) ++at;
      cut.add(kLanguagePart, at, t.end);
    } else if (t.type == GarymlLexer::BLOCK_LINE) {  // Builder::block_line
      std::size_t spaces = 0;
      while (spaces < block_indent && t.start + spaces < t.end && line[t.start + spaces] == ' ') ++spaces;
      std::size_t at = t.start + spaces;
      if (spaces < block_indent)
        while (at < t.end && is_blank(line[at])) ++at;
      cut.add(kBlockTextPart, at, t.end, false);
    }
  }
}

std::string describe_part(std::size_t kind) {
  switch (kind) {
    case kKeyPart: return "the key of a parameter";
    case kValuePart: return "a value";
    case kIdPart: return "the id";
    case kLanguagePart: return "the language of a code block";
    case kBlockTextPart: return "the text of a block line (after the opener's indentation)";
    case kLoneCrLinePart: return "a line after a lone CR (LONE_CR)";
    default: return {};
  }
}

}  // namespace llmfmt::garyml
