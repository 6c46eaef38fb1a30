// Applying the fixes of diagnostics (Diagnostic::fix) to a text, and showing the change as a
// unified diff: what `llmfmt fix` does with each input (docs/cli.md § fix).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/core/diagnostic.h"

namespace llmfmt::cli {

/// One pass: `text` with the fixes of `diagnostics` applied. A diagnostic's edits go in together
/// or not at all; one that overlaps a fix taken already (in diagnostic order) is skipped, as is
/// one whose edits lie outside the text.
struct FixPass {
  std::string text;
  std::size_t applied = 0, skipped = 0;
};
FixPass apply_fixes(std::string_view text, const std::vector<Diagnostic>& diagnostics);

/// At most this many passes (parse, apply, parse again): a fix may reveal another, and two
/// fixes that keep undoing each other must not loop.
constexpr int kMaxFixPasses = 10;

/// A unified diff (3 lines of context) from `before` to `after`, labelled `path`; empty when they
/// are equal.
std::string unified_diff(const std::string& path, std::string_view before, std::string_view after);

}  // namespace llmfmt::cli
