// The near-miss fold (issue 31): a line's look-alike and invisible characters replaced by the ASCII
// they imitate, so the shared line driver can read the line again and name each character that
// kept it from being syntax. The table is generated from ICU at development time
// (tools/gen-fold-table.py, src/core/fold_table.inc); what it folds and why: docs/decisions.md,
// "Look-alike and invisible characters".
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace llmfmt::look_alikes {

/// One character the fold changed: byte offset and length in the original, its code point, what it
/// became ("" = removed).
struct Folded {
  std::size_t offset;
  std::size_t length;
  char32_t code_point;
  std::string_view ascii;
};

/// The folded text and a map back: folded byte i comes from original byte origin[i] (origin has
/// size()+1 entries, the last = original size).
struct Fold {
  std::string text;
  std::vector<std::size_t> origin;
  std::vector<Folded> changed;
};

/// Whether `s` holds anything the fold could change: a byte >= 0x80, or a C0 control other than
/// TAB, LF, CR, or DEL (cheap; the common ASCII line answers false at memchr-like speed).
bool may_fold(std::string_view s);

/// `s` with each foldable character replaced (the table; C0 controls other than TAB/LF/CR and DEL
/// removed); ill-formed UTF-8 bytes are kept as they are. `with_origin` false: `origin` is left
/// empty (a caller that needs only the text and the changes).
Fold fold(std::string_view s, bool with_origin = true);

/// `s` with only the characters `use` folded (each to its `ascii`, which the caller may have
/// changed: an en dash read as `--`), the others as they are; `changed` is `use`.
Fold fold_only(std::string_view s, const std::vector<const Folded*>& use);

/// What a folded character is: "U+FF1A FULLWIDTH COLON" — the code point and its Unicode name as in
/// UnicodeData ("<control>" for controls); just "U+XXXX" for a code point outside the table.
std::string name(char32_t code_point);

/// How a message names a folded character at `where` ("column 16"): "U+FF1A FULLWIDTH COLON at
/// column 16 (looks like ':')", or "… (invisible)" for one folded to nothing.
std::string describe(const Folded& f, const std::string& where);

/// The table's entry for one code point (>= U+0080), or nullptr.
const char* ascii_for(char32_t code_point);

}  // namespace llmfmt::look_alikes
