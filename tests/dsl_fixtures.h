// DSL conformance fixtures (tests/fixtures/README.md § Schema (DSL)).
#pragma once

#include <string>
#include <vector>

#include "fixture_support.h"

namespace llmfmt::testing {

/// Runs one fixture below tests/fixtures/dsl/ (parse/, prompt/, response/ or run/, by directory).
/// Empty when it passes, else one line per problem.
std::vector<std::string> run_dsl_fixture(const Fixture& fixture);

}  // namespace llmfmt::testing
