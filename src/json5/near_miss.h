// Look-alike and invisible characters in JSON5 (docs/formats/json5.md §4.6, issue 31). JSON5 is
// not a line format, so the line driver's near-miss check does not reach it; this is the same
// principle for a JSON5 text: a character outside strings and comments that folds to other ASCII
// (look_alikes::fold) is read as written — every non-ASCII character is an identifier character
// (§4.4) — and reported when that changes what the text means, with a fix only where the folded
// text, parsed again by the same parser, is better and no different in any other way.
#pragma once

#include <string_view>
#include <utility>
#include <vector>

#include "llmfmt/json5.h"

namespace llmfmt::json5 {

/// Adds LOOK_ALIKE_CHARACTER / INVISIBLE_CHARACTER warnings for `text` (the whole input) to
/// `result.diagnostics`, keeping their order by offset. When the folded text parses without an
/// error, the errors it explains lose their fixes (they are consequences; the warning's fix is the
/// repair). Cheap when `text` has no byte >= 0x80 outside strings.
/// `plain_strings`: the closed strings that hold a non-ASCII byte ([start, end), in order), where
/// a look-alike that is plain text (no quote, no backslash, not in an escape, not in a key) cannot
/// change the reading: a text whose every look-alike is such is not read again.
void note_near_misses(std::string_view text, const Options& options, Result& result,
                      const std::vector<std::pair<std::size_t, std::size_t>>& plain_strings = {});

/// Adds warning COMMENT_ENDED_EARLY (json5.md §3.2) at the `*/` that ends one of `comments` (block
/// comments, TokenWindow::take_suspect_comments) when the comment may have been meant to run on to
/// the next `*/`: a `/*` inside it or a quote of its text left open, the text between the two `*/`
/// read as JSON5 with an error, and the text with the comment running on to there without an
/// error in that stretch or one the text did not have (all read with look-alikes folded, as the
/// near-miss check reads them). A hint only; the errors the longer comment explains lose their
/// fixes (they read its text as JSON5).
void note_comments_ended_early(std::string_view text, const Options& options, Result& result,
                               const std::vector<std::pair<std::size_t, std::size_t>>& comments);

/// Adds warning UNESCAPED_QUOTE (json5.md §4.3) at a quote that ends a string where a word
/// follows it and the line holds another such quote later, with nothing but words between them
/// (`"say "hi" now"`, `'don't'`): when the line read with that quote (and the later one, or it
/// alone) escaped has no error and the text no error it did not have, the quotes were most likely
/// part of the text. The fix escapes them; the errors they explain (MISSING_COMMA, MISSING_COLON,
/// …: a fix that inserts punctuation makes keys and elements of the words) lose their fixes.
void note_unescaped_quotes(std::string_view text, const Options& options, Result& result);

/// Adds warning LINE_BREAK_IN_STRING (json5.md §4.3) for a string left open at the end of its
/// line (UNTERMINATED_STRING) when its quote closes it on a later line (at most 16 on) and the
/// text read with those line breaks written `\n` has no error from the start of the string's
/// first line to its closing quote and no error it did not have: a multi-line text written raw, as a model writes a paragraph. The fix writes
/// each line break as `\n`; the errors it explains lose their fixes (they quote the words).
void note_line_breaks_in_strings(std::string_view text, const Options& options, Result& result);

/// Adds info PROSE_AROUND_VALUE (json5.md §2.4) when the text, not fenced and holding no fenced
/// block, has an error outside its lines from the first that begins with `{` or `[` to the last
/// that ends with `}` or `]`, and those lines read alone have none: a reply's words around the
/// value it gives (`Here is the config:` … `Hope this helps!`). The text is read as written; the
/// note's fix deletes the text around the value, and the diagnostics of that text lose theirs
/// (quoting `Here` as a string repairs nothing).
void note_prose_around_value(std::string_view text, const Options& options, Result& result);

/// Keeps a diagnostic's fix only where it is sound (docs/decisions.md § Fixes never make a file
/// worse): taken in order as `llmfmt fix` takes them, the text with the fixes kept so far and this
/// one applied, parsed again, no longer has the diagnostic, has no error the text before it did
/// not have (same code at the same place, moved by the edits) and no code it did not have at all,
/// and the edits write well-formed UTF-8. Any other fix is a guess: the diagnostic keeps its message and loses
/// its edit and hint. At most kMaxCheckedFixes fixes are checked in one text; later ones wait for
/// the next pass of `llmfmt fix`.
void keep_sound_fixes(std::string_view text, const Options& options, std::vector<Diagnostic>& diagnostics);

/// Whether the parse under way is such a second reading: its diagnostics are compared by code,
/// severity and offset only, so they are made without their lines (content, context window),
/// which would cost a copy of up to five lines for each of every reading's diagnostics.
bool reading_again();
constexpr std::size_t kMaxCheckedFixes = 32;

}  // namespace llmfmt::json5
