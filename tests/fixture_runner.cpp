// Runs conformance fixtures (tests/fixtures/README.md).
//
//   fixture_runner FILE…             each file: whole-text result against `expected`
//   fixture_runner --chunked DIR     every fixture below DIR fed in random chunk sizes (1 byte
//                                    upward, seeded): the result must equal the whole-text one
// Prints "N passed, M failed" and exits non-zero on any failure.
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>

#include "fixture_support.h"

using namespace llmfmt;
using namespace llmfmt::testing;

namespace {

bool run_expected(const std::string& path) {
  const Fixture f = load_fixture(path);
  const llmist::Document doc = llmist::parse(f.input, llmist_options(f));
  Json expected = f.json.at("expected");
  Json actual = llmist::to_json(doc);
  if (expected.contains("plan")) actual["plan"] = llmist::to_json(llmist::plan(doc.calls), doc.calls);
  std::vector<std::string> problems = compare(expected, actual);
  for (const std::string& p : llmist_invariants(doc)) problems.push_back(p);
  for (const std::string& p : problems) std::cout << path << ": " << p << '\n';
  return problems.empty();
}

bool run_chunked(const std::string& path) {
  const Fixture f = load_fixture(path);
  const llmist::Options options = llmist_options(f);
  const std::string whole = llmist::to_json(llmist::parse(f.input, options)).dump();
  // Every split point once with 1-byte chunks, then random sizes at several scales.
  const std::size_t scales[] = {1, 2, 3, 5, 8, 16, 64};
  for (std::size_t scale : scales)
    for (unsigned long long seed = 1; seed <= (scale == 1 ? 1 : 6); ++seed) {
      const auto chunks = random_chunks(f.input, seed * 7919 + scale, scale);
      const std::string got = llmist::to_json(parse_chunked(chunks, options)).dump();
      if (got != whole) {
        std::cout << path << ": chunks of at most " << scale << " bytes (seed " << seed
                  << ") give a different result\n  whole:   " << whole.substr(0, 400) << "\n  chunked: " << got.substr(0, 400)
                  << '\n';
        return false;
      }
    }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t passed = 0, failed = 0;
  auto tally = [&](bool ok) { ++(ok ? passed : failed); };
  try {
    if (argc == 3 && std::strcmp(argv[1], "--chunked") == 0) {
      for (const std::string& path : fixture_files(argv[2])) tally(run_chunked(path));
    } else {
      for (int i = 1; i < argc; ++i) tally(run_expected(argv[i]));
    }
  } catch (const std::exception& e) {
    std::cout << "error: " << e.what() << '\n';
    ++failed;
  }
  std::cout << passed << " passed, " << failed << " failed\n";
  return failed == 0 && passed > 0 ? 0 : 1;
}
