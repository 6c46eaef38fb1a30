// Seeded mutation smoke test: mutated fixture inputs must never crash, hang or break an
// invariant, and a random chunking must give the same result as one feed. Run under
// ASan + UBSan by `make sanitize`.
//
//   mutation_smoke FIXTURE_DIR [--count N] [--seed S]
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

#include "fixture_support.h"

using namespace llmfmt;
using namespace llmfmt::testing;

namespace {

using Rng = SplitMix64;

// Bytes and pieces that matter to the formats: line ends, markers, separators, bad UTF-8.
const char* const kPieces[] = {"\n", "\r\n", "\r", ":", "/", ",", " ", "\t", "0", "-1", "007", "\xEF\xBB\xBF",
                               "\xC3", "\xFF", "\xE2\x82", "!!!GADGET_START:", "!!!GADGET_END", "!!!ARG:",
                               "!!!GADGET_START:T:a:b\n", "!!!ARG:a/0/b\n", "true", "1e5", "\0"};

std::string mutate(std::string s, const std::vector<Fixture>& all, Rng& rng) {
  const std::size_t edits = 1 + rng.below(6);
  for (std::size_t e = 0; e < edits; ++e) {
    const std::size_t at = rng.below(s.size() + 1);
    switch (rng.below(7)) {
      case 0:  // flip a byte
        if (!s.empty()) s[rng.below(s.size())] ^= static_cast<char>(1u << rng.below(8));
        break;
      case 1: {  // insert a meaningful piece
        const char* piece = kPieces[rng.below(sizeof kPieces / sizeof *kPieces)];
        s.insert(at, std::string(piece, std::max<std::size_t>(1, std::strlen(piece))));
        break;
      }
      case 2:  // delete a range
        s.erase(at, rng.below(16));
        break;
      case 3:  // duplicate a range
        if (at < s.size()) s.insert(at, s.substr(at, rng.below(64)));
        break;
      case 4: {  // splice in part of another fixture
        const std::string& other = all[rng.below(all.size())].input;
        const std::size_t from = rng.below(other.size() + 1);
        s.insert(at, other.substr(from, rng.below(128)));
        break;
      }
      case 5:  // truncate
        s.resize(at);
        break;
      default:  // random byte
        s.insert(at, 1, static_cast<char>(rng.below(256)));
        break;
    }
  }
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: mutation_smoke FIXTURE_DIR [--count N] [--seed S]\n";
    return 2;
  }
  std::size_t count = 100000;
  unsigned long long seed = 20261122;
  for (int i = 2; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--count") == 0) count = std::strtoull(argv[i + 1], nullptr, 10);
    if (std::strcmp(argv[i], "--seed") == 0) seed = std::strtoull(argv[i + 1], nullptr, 10);
  }
  std::vector<Fixture> fixtures;
  for (const std::string& path : fixture_files(argv[1])) fixtures.push_back(load_fixture(path));
  if (fixtures.empty()) {
    std::cerr << "no fixtures under " << argv[1] << '\n';
    return 2;
  }

  Rng rng{seed};
  std::size_t passed = 0, failed = 0;
  const auto started = std::chrono::steady_clock::now();
  for (std::size_t n = 0; n < count; ++n) {
    const Fixture& base = fixtures[rng.below(fixtures.size())];
    const std::string input = mutate(base.input, fixtures, rng);
    const llmist::Options options = llmist_options(base);
    const llmist::Document whole = llmist::parse(input, options);
    std::vector<std::string> problems = llmist_invariants(whole);
    const std::string expected = llmist::to_json(whole).dump();
    const std::string chunked =
        llmist::to_json(parse_chunked(random_chunks(input, rng.next(), 1 + rng.below(24)), options)).dump();
    if (chunked != expected) problems.push_back("chunked result differs from whole-text result");
    if (problems.empty()) {
      ++passed;
      continue;
    }
    if (++failed <= 5) {
      std::cout << "mutation " << n << " of " << base.path << ":\n";
      for (const std::string& p : problems) std::cout << "  " << p << '\n';
      std::cout << "  input: " << Json(to_valid_utf8(input)).dump() << '\n';
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::cout << "mutation smoke: " << count << " inputs from " << fixtures.size() << " fixtures, seed " << seed
            << ", " << seconds << " s\n";
  std::cout << passed << " passed, " << failed << " failed\n";
  return failed == 0 ? 0 : 1;
}
