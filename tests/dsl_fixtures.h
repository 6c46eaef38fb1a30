// DSL conformance fixtures (tests/fixtures/README.md § Schema (DSL)).
#pragma once

#include <string>
#include <vector>

#include "fixture_support.h"

namespace llmfmt::testing {

/// Runs one fixture below tests/fixtures/dsl/ (parse/, prompt/, response/ or run/, by directory).
/// Empty when it passes, else one line per problem.
std::vector<std::string> run_dsl_fixture(const Fixture& fixture);

/// Parses the fixture's input (parse/) or program (the others) with and without the reference
/// lexer (dsl::Options::reference_lexer). Empty when both give the same result.
std::vector<std::string> run_dsl_reference(const Fixture& fixture);

}  // namespace llmfmt::testing
