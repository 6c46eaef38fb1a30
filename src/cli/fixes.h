// Applying the fixes of diagnostics (Diagnostic::fix) to a text, and showing the change as a
// unified diff: what `llmfmt fix` does with each input (docs/cli.md § fix).
#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/core/diagnostic.h"
#include "llmfmt/llmfmt.h"

namespace llmfmt::cli {

/// One pass: `text` with the fixes of `diagnostics` applied. A diagnostic's edits go in together
/// or not at all; one that overlaps a fix taken already (in diagnostic order) is skipped, as is
/// one whose edits lie outside the text.
struct FixPass {
  std::string text;
  std::size_t applied = 0, skipped = 0;
  std::vector<std::size_t> taken;  ///< the indices (in `diagnostics`) of the fixes applied
};
FixPass apply_fixes(std::string_view text, const std::vector<Diagnostic>& diagnostics);

/// At most this many passes (parse, apply, parse again): a fix may reveal another, and two
/// fixes that keep undoing each other must not loop.
constexpr int kMaxFixPasses = 10;

/// What `llmfmt fix` does with one text: passes of check() and apply_fixes() until no fix is left
/// to apply, at most kMaxFixPasses. `passes` holds the diagnostics of each text checked (the
/// first is the input's, the last the result's) and what each pass applied.
struct FixRound {
  std::vector<Diagnostic> diagnostics;  ///< of the text this pass started from
  FixPass pass;                         ///< its fixes applied (pass.text: the next text)
};
struct FixRun {
  std::string text;                     ///< the fixed text
  std::vector<Diagnostic> diagnostics;  ///< what is left: check() of `text`
  std::vector<FixRound> rounds;         ///< the passes that changed the text
  std::size_t applied = 0, skipped = 0;  ///< fixes applied in all; skipped in the last pass
  bool converged = true;                ///< false when kMaxFixPasses passes still left fixes
};
FixRun fix_all(Format format, std::string_view text, const Options& options = {});

/// What a fix of a diagnostic with code `fixed` may bring to light that its own error hid, on the
/// same line (docs/decisions.md § "Fixes never make a file worse"): such a diagnostic is unmasked,
/// not made. Empty for every code but the few listed there.
const std::vector<std::string>& may_unmask(const std::string& fixed);

/// The promises of docs/decisions.md § "Fixes never make a file worse", checked on `text`: the
/// ways in which fixing it as `llmfmt fix` does (fix_all) makes it worse, one line each;
/// empty when it makes it better or leaves it alone. Every fixture, example, mutation and fuzz
/// input goes through this (tests/fix_invariants.cpp, tests/fuzz/).
std::vector<std::string> fix_violations(Format format, std::string_view text, const Options& options = {});

/// Whether every violation of `violations` (fix_violations: "KIND: CODES | detail") involves a
/// fix whose "<format> <CODE>" is in `listed` — tests/fix_invariants_known.txt, the fixes known to
/// make some files worse (open work), read by read_fix_list (lines; '#' comments skipped).
bool only_listed_fixes(Format format, const std::vector<std::string>& violations, const std::set<std::string>& listed);
std::set<std::string> read_fix_list(const std::string& path);

/// A unified diff (3 lines of context) from `before` to `after`, labelled `path`; empty when they
/// are equal.
/// `terminal`: for a terminal, the file name and lines shown terminal-safe (docs/cli.md § Terminal
/// output; a diff piped to `patch` keeps the exact bytes).
std::string unified_diff(const std::string& path, std::string_view before, std::string_view after,
                         bool terminal = false);

}  // namespace llmfmt::cli
