// What the DSL builder reads from a line's tokens, in one place for the builder and for the
// near-miss check (LineDriver::Format::parts; docs/formats/dsl.md §1.5): the references in text,
// the items and words of a well-formed /FROM line, a directive after Unicode spaces, a directive
// after a lone CR. The grammar has found the tokens; these functions cut them at the places
// DslLexer.g4 spells (a comma, a blank, the end of a name).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/line_driver.h"

namespace llmfmt::dsl::reading {

/// A reference the lexer found (REF, GLUED_REF, BAD_REF and their /AS forms): bytes of its line.
struct Reference {
  std::size_t begin = 0;     ///< the sigil
  std::size_t name_end = 0;  ///< just past the name; text may follow up to the token's end
  bool bad = false;          ///< not a valid name: it begins with a digit, or holds a non-ASCII letter
};

/// The reference in token c[begin, end) of type `type` (a DslLexer type; `end` without the blanks
/// after it), or none: text, or a sigil before punctuation (`@’`).
std::optional<Reference> reference(std::string_view c, std::size_t type, std::size_t begin, std::size_t end);

/// A word of a /FROM item: its token type (DslLexer.g4 FROM_MODE: VAR, BAD_VAR, IN, ITEM_WORD)
/// and its bytes, trailing blanks excluded.
struct Word {
  std::size_t type = 0;
  std::size_t begin = 0, end = 0;
};

/// The items of a FROM_LINE token (DslLexer.g4), its payload beginning at c[payload]: `f` gets
/// each item's words (empty for an empty item) and the item's end (the comma or the line end).
void from_line_items(std::string_view c, std::size_t payload, char sigil,
                     const std::function<void(const std::vector<Word>&, std::size_t end)>& f);

/// Where the '/' is when `c` is a directive after Unicode spaces (blanks and Unicode spaces, then
/// '/', the ODD_INDENT token): UNICODE_SPACE. None when other non-ASCII text stands before it.
std::optional<std::size_t> slash_after_unicode_spaces(std::string_view c);

/// Each lone CR in `c` followed by blanks, '/' and an ASCII letter (LONE_CR): f(cr, slash,
/// name_end).
void directives_after_lone_cr(std::string_view c, const std::function<void(std::size_t, std::size_t, std::size_t)>& f);

/// Each variable written in another template language's syntax in `c`[begin, end): `{{name}}`
/// (blanks inside allowed), `{name}`, `${name}` and `$name` (the `$` not after a word character),
/// none whose first character is `sigil` (FOREIGN_REFERENCE): f(begin, name_begin, name_end, end).
void foreign_references(std::string_view c, std::size_t begin, std::size_t end, char sigil,
                        const std::function<void(std::size_t, std::size_t, std::size_t, std::size_t)>& f);

/// Part kinds (above every DslLexer token type).
enum PartKind : std::size_t {
  kReferencePart = 1000,  ///< a reference, sigil and name
  kBadReferencePart,      ///< a sigil and what is no valid name (INVALID_VARIABLE_NAME)
  kFromItemPart,          ///< a /FROM item
  kFromVariablePart,      ///< a word of it that is a variable
  kFromInPart,            ///< its /IN
  kFromWordPart,          ///< a word of a description
  kSpacedDirectivePart,   ///< a directive after Unicode spaces (UNICODE_SPACE)
  kLoneCrDirectivePart,   ///< a directive after a lone CR (LONE_CR)
  kForeignReferencePart,  ///< a variable in another template syntax, `{{name}}` (FOREIGN_REFERENCE)
};

/// The parts of `line` (as written or folded, terminator included) whose tokens are `tokens`.
void line_parts(std::string_view line, const std::vector<LineDriver::Piece>& tokens, char sigil,
                std::vector<LineDriver::Piece>& out);

/// What a part is, in words.
std::string describe_part(std::size_t kind);

/// The width of the directive's marker as token `token_type` spells it in DslLexer.g4 ("/THEN": 5;
/// the same for its miscased and line forms and for /TYPE and /AS written mid-line), without the
/// blanks the token may hold before or after it; 0 for a token that is no directive.
std::size_t directive_width(std::size_t token_type);

/// The name of the directive that token `token_type` begins a line with when it is written
/// exactly ("THEN" for THEN and THEN_LINE, …, "OUT"); empty for any other token (a miscased or
/// unknown name, /IN, text).
std::string_view exact_directive_name(std::size_t token_type);

}  // namespace llmfmt::dsl::reading
