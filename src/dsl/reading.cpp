#include "dsl/reading.h"

#include "DslLexer.h"
#include "core/characters.h"
#include "core/utf8.h"

namespace llmfmt::dsl::reading {
namespace {

// Blanks separate tokens (a lone CR counts as one: a CRLF's CR is gone already).
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_word(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || is_digit(c) || c == '_'; }

std::size_t skip_blanks(std::string_view s, std::size_t i, std::size_t end) {
  while (i < end && is_blank(s[i])) ++i;
  return i;
}

std::size_t name_end(std::string_view c, std::size_t at) {
  while (at < c.size() && is_word(c[at])) ++at;
  return at;
}

}  // namespace

std::optional<Reference> reference(std::string_view c, std::size_t type, std::size_t begin, std::size_t end) {
  switch (type) {
    case DslLexer::REF: case DslLexer::REF_END: case DslLexer::AS_REF:
      return Reference{begin, end, false};
    case DslLexer::GLUED_REF: case DslLexer::AS_GLUED_REF: case DslLexer::BAD_REF: case DslLexer::AS_BAD_REF: {
      // The sigil and the name (NAME_CHARS, or a digit and word characters), then text.
      std::size_t name = name_end(c, begin + 1);
      bool bad = type == DslLexer::BAD_REF || type == DslLexer::AS_BAD_REF;
      if (bad && begin + 1 < c.size() && !is_digit(c[begin + 1])) {  // NON_ASCII_NAME: `@café`, or `@topic’s`
        const std::size_t word_end = name;
        while (name < c.size()) {  // the letters meant as part of the name, ASCII or not
          const std::optional<utf8::Decoded> d = utf8::decode(c, name);
          if (is_word(c[name])) ++name;
          else if (d && d->length > 1 && characters::is_letter(d->code_point)) name += d->length;
          else break;
        }
        bad = name > word_end;  // else punctuation follows a valid name: the reference, then text
        if (!bad && word_end == begin + 1) return std::nullopt;  // `@’`: the sigil and punctuation are text
      }
      return Reference{begin, name, bad};
    }
    default:
      return std::nullopt;  // text
  }
}

void from_line_items(std::string_view c, std::size_t payload, char sigil,
                     const std::function<void(const std::vector<Word>&, std::size_t)>& f) {
  std::vector<Word> words;
  for (std::size_t at = payload;;) {
    const std::size_t item_end = std::min(c.find(',', at), c.size());
    words.clear();
    for (std::size_t w = skip_blanks(c, at, item_end); w < item_end; w = skip_blanks(c, w, item_end)) {
      std::size_t w_end = w;
      while (w_end < item_end && !is_blank(c[w_end])) ++w_end;
      const std::size_t type = c[w] == sigil                            ? DslLexer::VAR
                               : c.compare(w, w_end - w, "/IN") == 0 ? DslLexer::IN
                                                                      : DslLexer::ITEM_WORD;
      words.push_back({type, w, w_end});
      w = w_end;
    }
    f(words, item_end);
    if (item_end == c.size()) return;
    at = item_end + 1;
  }
}

std::optional<std::size_t> slash_after_unicode_spaces(std::string_view c) {
  bool spaced = false;
  for (std::size_t at = 0; at < c.size();) {
    if (c[at] == '/') return spaced ? std::optional<std::size_t>(at) : std::nullopt;
    if (c[at] == ' ' || c[at] == '\t') {
      ++at;
      continue;
    }
    const std::size_t length = characters::unicode_space_at(c, at);
    if (length == 0) return std::nullopt;  // other non-ASCII text (`“/usr” is`): a text line
    spaced = true;
    at += length;
  }
  return std::nullopt;
}

void directives_after_lone_cr(std::string_view c, const std::function<void(std::size_t, std::size_t, std::size_t)>& f) {
  for (std::size_t cr = c.find('\r'); cr != std::string_view::npos; cr = c.find('\r', cr + 1)) {
    std::size_t slash = cr + 1;
    // (a Markdown bullet or quote marker after the CR too: MARKDOWN_PREFIX names it once the line is split)
    slash += markdown_prefix(c.substr(slash), {std::string_view::npos, false});
    while (slash < c.size() && (c[slash] == ' ' || c[slash] == '\t')) ++slash;
    // A directive line: '/' and an ASCII letter (dsl.md §1.2; `/then` and `/usr` are one too, read
    // as UNKNOWN_DIRECTIVE on a line of their own).
    const char letter = slash + 1 < c.size() ? c[slash + 1] : '\0';
    if (slash >= c.size() || c[slash] != '/' || !((letter >= 'A' && letter <= 'Z') || (letter >= 'a' && letter <= 'z'))) continue;
    f(cr, slash, name_end(c, slash + 1));
  }
}

void foreign_references(std::string_view c, std::size_t begin, std::size_t end, char sigil,
                        const std::function<void(std::size_t, std::size_t, std::size_t, std::size_t)>& f) {
  c = c.substr(0, end);
  for (std::size_t i = begin; i < c.size(); ++i) {
    if ((c[i] != '{' && c[i] != '$') || c[i] == sigil) continue;
    if (c[i] == '$' && i > 0 && is_word(c[i - 1])) continue;  // `US$5`
    const bool doubled = c.compare(i, 2, "{{") == 0;
    const std::string_view open = doubled ? "{{" : c.compare(i, 2, "${") == 0 ? "${" : c.substr(i, 1);
    const std::string_view close = doubled ? "}}" : open == "$" ? "" : "}";
    std::size_t j = i + open.size();
    if (doubled) j = skip_blanks(c, j, c.size());
    const std::size_t name_begin = j;
    if (j >= c.size() || (!is_word(c[j]) || is_digit(c[j]))) continue;
    j = name_end(c, j);
    const std::size_t name_stop = j;
    if (doubled) j = skip_blanks(c, j, c.size());
    if (c.compare(j, close.size(), close) != 0) continue;
    f(i, name_begin, name_stop, j + close.size());
    i = j + close.size() - 1;
  }
}

void line_parts(std::string_view line, const std::vector<LineDriver::Piece>& tokens, char sigil,
                std::vector<LineDriver::Piece>& out) {
  std::string_view c = line;  // without the line end (LF, and a CR before it)
  if (!c.empty() && c.back() == '\n') c.remove_suffix(1);
  if (!c.empty() && c.back() == '\r') c.remove_suffix(1);
  for (const LineDriver::Piece& t : tokens) {
    const std::size_t begin = std::min(t.start, c.size());
    std::size_t end = std::min(t.end, c.size());
    while (end > begin && is_blank(c[end - 1])) --end;  // an operand token carries the blanks after it
    if (t.type == DslLexer::FROM_LINE) {
      const std::size_t slash = skip_blanks(c, begin, c.size());
      from_line_items(c, skip_blanks(c, slash + directive_width(t.type), c.size()), sigil, [&](const std::vector<Word>& words, std::size_t) {
        if (words.empty()) return;
        out.push_back({kFromItemPart, words.front().begin, words.back().end});
        for (const Word& w : words)
          out.push_back({w.type == DslLexer::VAR ? kFromVariablePart : w.type == DslLexer::IN ? kFromInPart : kFromWordPart,
                         w.begin, w.end});
      });
    } else if (t.type == DslLexer::ODD_INDENT) {
      if (const std::optional<std::size_t> slash = slash_after_unicode_spaces(c))
        out.push_back({kSpacedDirectivePart, *slash, name_end(c, *slash + 1)});
    } else if (const std::optional<Reference> r = reference(c, t.type, begin, end)) {
      out.push_back({r->bad ? kBadReferencePart : kReferencePart, r->begin, r->name_end});
    } else {
      foreign_references(c, begin, end, sigil, [&](std::size_t from, std::size_t, std::size_t, std::size_t to) {
        out.push_back({kForeignReferencePart, from, to});
      });
    }
  }
  directives_after_lone_cr(c, [&](std::size_t, std::size_t slash, std::size_t end) {
    out.push_back({kLoneCrDirectivePart, slash, end});
  });
}

std::string describe_part(std::size_t kind) {
  switch (kind) {
    case kReferencePart: return "a reference";
    case kBadReferencePart: return "an invalid reference";
    case kFromItemPart: return "a /FROM item";
    case kFromVariablePart: return "a variable of a /FROM item";
    case kFromInPart: return "the /IN of a /FROM item";
    case kFromWordPart: return "a word of a /FROM description";
    case kSpacedDirectivePart: return "a directive after Unicode spaces (UNICODE_SPACE)";
    case kLoneCrDirectivePart: return "a directive after a lone CR (LONE_CR)";
    case kForeignReferencePart: return "a variable in another template syntax (FOREIGN_REFERENCE)";
    default: return {};
  }
}

std::size_t directive_width(std::size_t token_type) {
  switch (token_type) {
    case DslLexer::THEN: case DslLexer::THEN_MISCASED: case DslLexer::THEN_LINE: return 5;
    case DslLexer::FROM: case DslLexer::FROM_MISCASED: case DslLexer::FROM_LINE: return 5;
    case DslLexer::DEF: case DslLexer::DEF_MISCASED: case DslLexer::DEF_LINE: return 4;
    case DslLexer::TYPE: case DslLexer::TYPE_MISCASED: case DslLexer::TYPE_MARK: return 5;
    case DslLexer::AS: case DslLexer::AS_MISCASED: case DslLexer::AS_MARK: return 3;
    case DslLexer::OUT: case DslLexer::OUT_MISCASED: return 4;
    case DslLexer::IN_DIRECTIVE: return 3;
    default: return 0;
  }
}

std::string_view exact_directive_name(std::size_t token_type) {
  switch (token_type) {
    case DslLexer::THEN: case DslLexer::THEN_LINE: return "THEN";
    case DslLexer::FROM: case DslLexer::FROM_LINE: return "FROM";
    case DslLexer::DEF: case DslLexer::DEF_LINE: return "DEF";
    case DslLexer::TYPE: return "TYPE";
    case DslLexer::AS: return "AS";
    case DslLexer::OUT: return "OUT";
    default: return {};
  }
}

}  // namespace llmfmt::dsl::reading
