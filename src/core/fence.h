// Markdown code fences around a whole document (docs/decisions.md, "Fenced documents"; issue 15): models often wrap a
// reply in ```json … ``` or ~~~ … ~~~. One rule for every format but llmist, in one place.
//
// A document is fenced when its first non-blank line is a fence opener — up to 3 spaces, then 3
// or more backticks or tildes, then an optional info string (no backtick in it after backticks),
// as CommonMark has it — and its last non-blank line is a matching closer: up to 3 spaces, the
// same character at least as many times, nothing after it but blanks. When no line after the
// opener could close it at all (a reply cut off), the document is fenced and unclosed: read from
// after the opener to the end. Inner lines are read as written (an indented fence's indent is
// not taken off them), with their positions in the original text; only the fence lines are
// left out. Prose before the opener or after the closer means the rule does not apply: the
// format reads the text as it is, and when that fails, PROSE_AROUND_FENCE says where the fenced
// part is.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/line_driver.h"
#include "llmfmt/core/diagnostic.h"

namespace llmfmt {

/// The fence of a fenced document.
struct DocumentFence {
  Line opener;                 ///< the whole opener line
  std::optional<Line> closer;  ///< none when the fence is never closed
  std::string_view marker;     ///< the opener's run of ``` or ~~~
  std::string_view info;       ///< its info string, trimmed (may be empty)
  /// Where the fenced document ends: the closer's first byte, or the end of the input.
  std::size_t inner_end = 0;
  /// Unclosed: the last non-blank line, when a closer follows a lone CR in it (`{}` CR `\`\`\``),
  /// and that CR's byte in its content. The fence is still read as never closed.
  std::optional<Line> cr_closer;
  std::size_t cr_closer_at = 0;
};

/// The fence around `text` by the rule above, or nullopt (the common case costs one look at the
/// first non-blank line).
std::optional<DocumentFence> find_document_fence(std::string_view text);

/// Near misses in the fence (docs/decisions.md, "Near misses"): when `text` with the look-alike and
/// invisible characters of its would-be fence lines folded (a line that folds to a fence line or to
/// a blank one) is fenced otherwise than `text` — fenced where it is not, or by other lines — one
/// warning LOOK_ALIKE_CHARACTER/INVISIBLE_CHARACTER on each such line of the fence (before the
/// opener, the opener, the closer, after it), naming the characters, with the fix that replaces
/// them. Cheap when `text` is ASCII.
std::vector<Diagnostic> fence_near_misses(std::string_view text);

/// Warning FENCED_DOCUMENT on the opener line, with the fix that deletes the fence lines.
Diagnostic fenced_document(const DocumentFence& fence);

/// What a format says about its own lines, so that a fence with text around it can be told to
/// hold the document (find_wrapped_document).
struct DocumentSyntax {
  bool (*is_syntax)(std::string_view line);  ///< a line only the format's syntax explains (a DSL directive)
  std::vector<std::string_view> names;       ///< info strings that name the format (`dsl`), lower case
};

/// A document in a fence with text around it (docs/decisions.md, "Fenced documents"): `text` is
/// no fenced document, but its first opener at the left margin and the last line after it that
/// closes it (none: cut off) have non-blank text before or after them, no line of that text is
/// syntax, and the fence holds a syntax line or its info string names the format. Else nullopt.
/// A line is syntax as written, with its look-alikes folded, or without a Markdown bullet or
/// quote marker before it (markdown_prefix).
std::optional<DocumentFence> find_wrapped_document(std::string_view text, const DocumentSyntax& syntax);

/// Warning PROSE_AROUND_DOCUMENT on the opener of such a fence, with the fix that deletes the
/// text around the inside, the fence lines with it.
Diagnostic prose_around_document(std::string_view text, const DocumentFence& fence);

/// What a line format reads of `text`, given to `driver` (after its reset()): for a fenced document,
/// the text up to its closer, with the opener line skipped and FENCED_DOCUMENT reported on it;
/// with `syntax`, for a document wrapped in text (find_wrapped_document), the fence's inside,
/// the lines up to the opener skipped and PROSE_AROUND_DOCUMENT reported on it (`*wrapped` set);
/// otherwise `text` itself.
std::string_view read_unfenced(std::string_view text, LineDriver& driver, const DocumentSyntax* syntax = nullptr,
                               bool* wrapped = nullptr);

/// Info PROSE_AROUND_FENCE when `text` is not a fenced document but holds a fenced block (its
/// first opener line at the left margin and the last line that closes it) with other text around
/// it, and one of `error_lines` (the lines of the format's errors) is a fence line or outside the
/// fence: with a fix that keeps only the inside, content and context window filled from `text`.
/// Else nullopt.
/// `with_fix` false: the fix is left out (a format whose text around a fence that holds no syntax
/// is read as a wrapped document: what is left for this note is text with syntax in it, and
/// deleting it would be a guess).
std::optional<Diagnostic> prose_around_fence(std::string_view text, const std::vector<std::size_t>& error_lines,
                                             bool with_fix = true);

/// prose_around_fence(text, the lines of the errors in `diagnostics`), added in offset order.
void note_prose_around_fence(std::string_view text, std::vector<Diagnostic>& diagnostics, bool with_fix = true);

}  // namespace llmfmt
