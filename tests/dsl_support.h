// DSL test helpers shared by the fixture runner, the mutation smoke test and the unit tests.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/dsl.h"

namespace llmfmt::testing {

/// Properties every DSL parse result has, whatever the input: diagnostics ordered by offset,
/// complete (code, message, fix hint, context window) and positioned inside the input; spans
/// inside the input and in order; a JSON form that serialises. Empty when all hold.
std::vector<std::string> dsl_invariants(const dsl::Result& result, std::string_view input);

}  // namespace llmfmt::testing
