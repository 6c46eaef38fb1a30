// check() in two steps, as src/api/fix_checks.h gives them for every format.
#pragma once

#include <string_view>
#include <vector>

#include "llmfmt/telt.h"

namespace llmfmt::telt {

/// check()'s diagnostics (and the block of each, as parse_each() gives them), each fix as
/// proposed, not yet tried.
Result check_without_fix_checks(std::string_view text, const Options& options);
/// check()'s fix checks, its last step, on what check_without_fix_checks gave for `text`.
void run_fix_checks(std::string_view text, const Options& options, std::vector<Diagnostic>& diagnostics);

/// A diagnostic's message as llmfmt::check() gives it: its level first ("command_error: …").
void lead_with_level(Diagnostic& diagnostic);

}  // namespace llmfmt::telt
