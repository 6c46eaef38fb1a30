// Reading conformance fixtures (tests/fixtures/README.md) and comparing results with them.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/fixture_files.h"
#include "llmfmt/core/json.h"
#include "llmfmt/json5.h"
#include "llmfmt/llmfmt.h"
#include "llmfmt/llmist.h"
#include "llmfmt/stf.h"
#include "llmfmt/telt.h"

namespace llmfmt::testing {

struct Fixture {
  std::string path;
  Json json;
  std::string input;  ///< the input bytes ("" for cases without one, e.g. STF encode cases)
};

Fixture load_fixture(const std::string& path);

/// Which format a fixture is for: the directory below tests/fixtures/ (…/stf/…, …/json5/…,
/// …/telt/…, …/garyml/…, …/dsl/…); anything else is llmist.
enum class FixtureFormat { llmist, json5, stf, telt, garyml, dsl };
FixtureFormat fixture_format(const std::string& path);

/// `value` as text: an array of lines joined with "\n", or a plain string.
using cli::joined_lines;
/// Every *.json file below `dir`, sorted.
std::vector<std::string> fixture_files(const std::string& dir);

/// The case's "options" read as `llmfmt parse --options` reads them (options_from_json: one
/// snake_case spelling for every format); the defaults when there are none.
Options fixture_options(const Fixture& fixture);
/// STF encode options from "options": {"extra": false, "metadata": false}.
stf::EncodeOptions stf_encode_options(const Fixture& fixture);

/// The fixture's `expected` against an actual result: empty when they agree, else one line per
/// difference, naming where it is (e.g. "calls[1].parameters: expected … got …").
std::vector<std::string> compare(const Json& expected, const Json& actual);

/// Properties every llmist result has, whatever the input (e.g. parameters null exactly when
/// parseError is set). Empty when all hold.
std::vector<std::string> llmist_invariants(const llmist::Result& result);

/// Properties every JSON5 result has, whatever the input: a value exactly when there is no error;
/// diagnostics ordered, complete and positioned inside the input; a JSON form that serialises.
/// Empty when all hold.
std::vector<std::string> json5_invariants(const json5::Result& result, const std::string& input);

/// Properties every STF decode result has: diagnostics ordered, complete and positioned; every
/// message valid; and encoding the result then decoding that gives the same messages and
/// metadata without errors. Empty when all hold.
std::vector<std::string> stf_invariants(const stf::Result& decoded);

/// Properties every TELT result has, whatever the input: errors ordered, complete, positioned
/// inside the input and at a line of it, their severity matching their level; a block valid
/// exactly when no block_fatal error names it; a valid command only in a valid block, known, with
/// its required parameters; every value byte-exact in the input (when it has no CR); lines of
/// blocks and commands in order; the JSON form serialises and has the spec's summary. Empty when
/// all hold.
std::vector<std::string> telt_invariants(const telt::Result& result, const std::string& input);

/// splitmix64: a tiny PRNG that gives the same sequence on every platform and library.
struct SplitMix64 {
  unsigned long long state;
  unsigned long long next() {
    unsigned long long z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  /// In [0, n); 0 when n is 0.
  std::size_t below(std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(next() % n); }
};

/// Splits `text` at random points (seeded), in pieces of 1 to `max_chunk` bytes.
std::vector<std::string> random_chunks(const std::string& text, unsigned long long seed, std::size_t max_chunk);

/// The result of feeding `chunks` one after another to a StreamParser.
llmist::Result parse_chunked(const std::vector<std::string>& chunks, const llmist::Options& options);

}  // namespace llmfmt::testing
