// Fixes that never make a file worse (docs/decisions.md § Fixes never make a file worse): a
// format that cannot tell from one line whether a fix is right (a directive name fixed unmasks
// its operands, a closer inserted makes the lines after it structural, a name made ASCII may
// clash) has each fix checked by reading the text again with it applied, as `llmfmt fix` would
// apply it — after the fixes before it, in order. A fix that leaves its diagnostic standing,
// brings a code the text did not have, or does not lower the number of errors loses its edits:
// its fix_hint stays, for a person to judge.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/core/diagnostic.h"

namespace llmfmt {

/// `text` with `edits` applied, as `llmfmt fix` applies them (they do not overlap).
std::string applied_edits(std::string_view text, std::vector<const Edit*> edits);

/// What a fix of a diagnostic with code `fixed` may bring to light that its own error hid
/// (docs/decisions.md § "Fixes never make a file worse"): such a diagnostic is unmasked, not made.
/// "*": anything (the fix makes a line syntax again). Empty for every code but the few listed.
const std::vector<std::string>& may_unmask(const std::string& fixed);

/// Fixes that make a line syntax again (may_unmask "*": the near misses, a TELT header that reads
/// again): the line is read for the first time, so what it then draws is no sign of a bad fix.
/// keep_safe_fixes holds them only to their own diagnostic being gone (a near miss's alone
/// answers to the look-alike property and is not read again).
bool makes_syntax_again(std::string_view code);

/// Checks every other fix of `diagnostics` (diagnostics of `text`, in offset order) with `check`
/// (the format's check, without this step) and clears the edits of those that make the text
/// worse. Bounded: the texts read again add up to at most 4 × the input plus 64 KiB; fixes past
/// that budget lose their edits too (the next `llmfmt fix` pass checks them).
void keep_safe_fixes(std::string_view text, std::vector<Diagnostic>& diagnostics,
                     const std::function<std::vector<Diagnostic>(std::string_view)>& check);

}  // namespace llmfmt
