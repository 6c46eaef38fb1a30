// check() in two steps, as src/api/fix_checks.h gives them for every format.
#pragma once

#include <string_view>
#include <vector>

#include "llmfmt/garyml.h"

namespace llmfmt::garyml {

/// check()'s diagnostics, each fix as proposed, not yet tried.
std::vector<Diagnostic> check_without_fix_checks(std::string_view text, const Options& options);
/// check()'s fix checks, its last step, on what check_without_fix_checks gave for `text`.
void run_fix_checks(std::string_view text, const Options& options, std::vector<Diagnostic>& diagnostics);

}  // namespace llmfmt::garyml
