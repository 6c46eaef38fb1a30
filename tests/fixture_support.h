// Reading conformance fixtures (tests/fixtures/README.md) and comparing results with them.
#pragma once

#include <string>
#include <vector>

#include "llmfmt/core/json.h"
#include "llmfmt/llmist.h"

namespace llmfmt::testing {

struct Fixture {
  std::string path;
  Json json;
  std::string input;  ///< the input bytes
};

Fixture load_fixture(const std::string& path);
/// Every *.json file below `dir`, sorted.
std::vector<std::string> fixture_files(const std::string& dir);

llmist::Options llmist_options(const Fixture& fixture);

/// The fixture's `expected` against an actual result: empty when they agree, else one line per
/// difference, naming where it is (e.g. "calls[1].parameters: expected … got …").
std::vector<std::string> compare(const Json& expected, const Json& actual);

/// Properties every llmist result has, whatever the input (e.g. parameters null exactly when
/// parseError is set). Empty when all hold.
std::vector<std::string> llmist_invariants(const llmist::Document& document);

/// Splits `text` at random points (seeded), in pieces of 1 to `max_chunk` bytes.
std::vector<std::string> random_chunks(const std::string& text, unsigned long long seed, std::size_t max_chunk);

/// The result of feeding `chunks` one after another to a StreamParser.
llmist::Document parse_chunked(const std::vector<std::string>& chunks, const llmist::Options& options);

}  // namespace llmfmt::testing
