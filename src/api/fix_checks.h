// A check in two steps, for callers that need the diagnostics at once and the fixes later (the
// language server: diagnostics after every edit, code actions only when asked). The fix checks
// (src/core/fix_safety.h) are the last step of every format's check and read the text again with
// fixes applied, up to 4 times its size; here they are a step of their own:
//
//   check(format, text, options)
//     == run_fix_checks(format, text, options, check_without_fix_checks(format, text, options))
//
// diagnostic for diagnostic, their fixes included (tests/fix_invariants.cpp holds every fixture,
// example and mutation to it: TWO_STEP_CHECK). Before the second step the diagnostics are check()'s but for fixes that step would take
// away (their fix_hint stays either way), so they may be shown, not applied.
#pragma once

#include <string_view>
#include <vector>

#include "dsl/fix_checks.h"
#include "garyml/fix_checks.h"
#include "json5/fix_checks.h"
#include "llmfmt/llmfmt.h"
#include "stf/fix_checks.h"
#include "telt/fix_checks.h"

namespace llmfmt {

/// check()'s diagnostics, each fix as its format proposes it, not yet tried.
std::vector<Diagnostic> check_without_fix_checks(Format format, std::string_view text, const Options& options);

/// The fix checks of check() on `diagnostics`, which check_without_fix_checks gave for `text`:
/// each fix that would make the text worse loses its edits.
void run_fix_checks(Format format, std::string_view text, const Options& options, std::vector<Diagnostic>& diagnostics);

/// Whether the fix checks leave every fix_hint as it was (they take edits only). Not so for JSON5,
/// whose fix checks take a rejected fix's hint too (a guess: json5/near_miss.h keep_sound_fixes),
/// so a JSON5 hint with untried edits is not yet one to show.
bool hints_survive_fix_checks(Format format);

}  // namespace llmfmt
