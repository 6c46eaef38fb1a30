// Characters that models write where a format expects ASCII: letters with accents in names, and
// Unicode spaces (NBSP, U+2000–U+200A, U+3000, ZWSP, a BOM mid-file) where a blank or nothing is
// meant. The formats' builders use these to name the character in a diagnostic and to suggest an
// ASCII replacement (docs/decisions.md, DSL and GaryML; docs/formats/dsl.md §1.5).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace llmfmt::characters {

/// "U+00E9 'é'", or "U+00A0 (no-break space)" for an invisible character, or "byte 0xFF" where
/// s[i] begins no well-formed sequence.
std::string describe(std::string_view s, std::size_t i);

/// The length of the Unicode space at s[i] (NBSP, U+2000–U+200A, U+3000, ZWSP U+200B, BOM
/// U+FEFF), 0 when there is none.
std::size_t unicode_space_at(std::string_view s, std::size_t i);

/// The run of blanks (space, tab) and Unicode spaces at the start of `s`: where the first Unicode
/// space in it is (npos when there is none) and where the run ends. A line whose syntax a model's
/// formatting pushed behind such a run is what the formats' UNICODE_SPACE warnings look for.
struct LeadingSpaces {
  std::size_t first_unicode;
  std::size_t end;
};
LeadingSpaces leading_spaces(std::string_view s);

/// Whether a non-ASCII code point reads as a letter (é, ß, Ж, 名): something meant as part of a
/// name, as opposed to punctuation, spaces and symbols that merely follow a name (’ — … NBSP).
bool is_letter(char32_t code_point);

/// `name` made a valid ASCII name: Unicode spaces before and after it go (they are blanks);
/// Latin letters with accents lose them (é → e, ß → ss, Æ → AE);
/// in a name whose every other non-ASCII character is a look-alike (look_alikes.h) of a letter or
/// digit that `allowed` accepts, or an invisible one, those become the letter they imitate
/// (Cyrillic С → C) or nothing; a backslash before punctuation that `allowed` accepts is
/// Markdown's escape and goes (`file\_path` → `file_path`); every other character that
/// `allowed` rejects becomes '_' (one per
/// code point: a name written in another script, `Контекст`, is all '_'), and a leading digit
/// gets a '_' before it when `digit_first` is false (docs/conformance.md § Accented letters).
std::string ascii_name(std::string_view name, bool (*allowed)(char), bool digit_first = false);

/// `s` with each ill-formed subsequence (utf8::ill_formed_length: a maximal subpart, as the
/// WHATWG Encoding Standard's decoder reads it) replaced by one U+FFFD.
std::string valid_utf8(std::string_view s);

/// `s` with its ASCII letters in lower case (other bytes as they are).
std::string ascii_lower(std::string_view s);

/// Whether `a` and `b` are equal but for the case of ASCII letters (ascii_lower(a) == ascii_lower(b)).
bool equal_ignoring_ascii_case(std::string_view a, std::string_view b);

/// The offset of the first byte of `s` from `from` on that is not ASCII, or npos.
std::size_t first_non_ascii(std::string_view s, std::size_t from = 0);

}  // namespace llmfmt::characters
