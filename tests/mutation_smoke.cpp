// Seeded mutation smoke test: mutated fixture inputs must never crash, hang or break an
// invariant; for llmist a random chunking must give the same result as one feed, for STF the
// decoded messages must encode and decode back to themselves, for JSON5 a reused parser must give
// what a fresh one gives; TELT results keep their invariants and the reference mode gives the same; GaryML
// results keep theirs (canonical printing included). Run under ASan + UBSan by `make sanitize`.
// The format is the fixture directory's (fixture_format()).
//
//   mutation_smoke FIXTURE_DIR [--count N] [--seed S]
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

#include "dsl_support.h"
#include "core/fast_path.h"
#include "fixture_support.h"
#include "garyml_support.h"
#include "llmfmt/dsl_runtime.h"

using namespace llmfmt;
using namespace llmfmt::testing;

namespace {

using Rng = SplitMix64;

// Bytes and pieces that matter to the formats: line ends, markers, separators, bad UTF-8.
const char* const kPieces[] = {"\n", "\r\n", "\r", ":", "/", ",", " ", "\t", "0", "-1", "007", "\xEF\xBB\xBF",
                               "\xC3", "\xFF", "\xE2\x82", "!!!GADGET_START:", "!!!GADGET_END", "!!!ARG:",
                               "!!!GADGET_START:T:a:b\n", "!!!ARG:a/0/b\n", "true", "1e5", "\0"};
const char* const kStfPieces[] = {"\n", "\r\n", "\r", ";", ";;", "\n;", "\n;user\n", "\n;ai name=\"A B\"\n",
                                  "\n;msg\n", "\n;end\n", "\n;raw\n", "\n;extra\n", "\n;meta\n", "\n;flush\n",
                                  "\n;/*\n", "\n;*/\n", "\n;#\n", "{", "}", "[", "'", "\"", "\\", "=", " = ",
                                  "\\u", "Infinity", "NaN", "0x1F", ",", ":", "\t", "\xEF\xBB\xBF", "\xC3",
                                  "\xFF", "\xE2\x82", "\0"};
// TELT: headers, commands, delimiters with the fixtures' hashes and others, comments, blanks.
const char* const kTeltPieces[] = {"\n", "\r\n", "\r", " ", "\t", "//", " // x", "#!telt [3-char SHA: abc]\n",
                                   "#!telt [3-char SHA: ", "]", "=== ", " ===", "===", "\n=== CREATE_FILE ===\n",
                                   "\n=== BASH ===\n", "\n--END abc--\n", "\n--FILE abc--\n", "\n--CONTENT abc--\n",
                                   "\n--END abd--\n", "--", "--END ", "abc", "x9z", "\xEF\xBB\xBF", "\xC3", "\xFF",
                                   "\xE2\x80\x8B", "\0"};
// JSON5: punctuation, quotes and escapes, comments, number forms, Unicode spaces and line
// separators, characters no token starts with, and nesting beyond the limit.
const char* const kJson5Pieces[] = {"{", "}", "[", "]", ":", ",", "'", "\"", "\\", "\\u", "\\x4", "\\u{1F600}",
                                    "\\uD800", "/*", "*/", "//", "\n", "\r\n", "\r", " ", "\t", "0x", "0x1F", "+",
                                    "-", ".", "e", "Infinity", "-NaN", "1e999", "007", "True", "a:", "{a:}",
                                    "\xC2\xA0", "\xE2\x80\xA8", "\xEF\xBB\xBF", "\xC3", "\xFF", "\xE2\x82",
                                    "@", "#", "\0", "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["};

// GaryML: keywords and their inline forms, parameters, block delimiters, indentation, tabs,
// references, quotes.
const char* const kGarymlPieces[] = {"\n", "\r\n", "  ", "    ", "   ", "\t", "\n  ", "\n    ", ".", ".Context",
                                     ".Diff", ".Section", ".Execute", ".run", ".X: ", " id=a", " k=\"v w\"", " key: ",
                                     "key: v\n", "id: a\n", "@a", "@", "\"\"\"", "\n\"\"\"\n", "```", "\n```go\n",
                                     "#", "\"", "'", ":", "=", "true", "1.0", "-7", "\xEF\xBB\xBF", "\xC3", "\xFF", "\0"};
// DSL: directives (right and wrong case), markers, references, separators, line ends, bad UTF-8.
const char* const kDslPieces[] = {"\n", "\r\n", "\r", "\n/THEN ", "\n/then ", "\n/FROM ", "\n/DEF x ", "\n/OUT ",
                                  "\n/TYPE int", "\n/AS ", " /TYPE ", " /AS ", " /IN ", " /IN @", "@", "@ALL", "@CHAT",
                                  "@x", "@1", "$", ",", ",,", "/", "/X", "  ", "\t", "nat", "INT", "\xEF\xBB\xBF",
                                  "\xC3", "\xFF", "\xE2\x82", "\0", "x/TYPE", "@a@b", "@a/TYPE", " /type ", "/IN",
                                  "a@b", "/Type/AS", "/FROM@a"};

std::string piece(FixtureFormat format, Rng& rng) {
  if (format == FixtureFormat::garyml) {
    const char* g = kGarymlPieces[rng.below(sizeof kGarymlPieces / sizeof *kGarymlPieces)];
    return std::string(g, std::max<std::size_t>(1, std::strlen(g)));
  }
  const char* p = format == FixtureFormat::telt    ? kTeltPieces[rng.below(sizeof kTeltPieces / sizeof *kTeltPieces)]
                  : format == FixtureFormat::dsl   ? kDslPieces[rng.below(sizeof kDslPieces / sizeof *kDslPieces)]
                  : format == FixtureFormat::stf   ? kStfPieces[rng.below(sizeof kStfPieces / sizeof *kStfPieces)]
                  : format == FixtureFormat::json5 ? kJson5Pieces[rng.below(sizeof kJson5Pieces / sizeof *kJson5Pieces)]
                                                   : kPieces[rng.below(sizeof kPieces / sizeof *kPieces)];
  std::string out(p, std::max<std::size_t>(1, std::strlen(p)));
  if (out[0] == '[' && out.size() > 1) out = std::string(64 * (1 + rng.below(6)), '[');  // up to 384 deep
  return out;
}

std::string mutate(std::string s, const std::vector<Fixture>& all, Rng& rng, FixtureFormat format) {
  const std::size_t edits = 1 + rng.below(6);
  for (std::size_t e = 0; e < edits; ++e) {
    const std::size_t at = rng.below(s.size() + 1);
    switch (rng.below(7)) {
      case 0:  // flip a byte
        if (!s.empty()) s[rng.below(s.size())] ^= static_cast<char>(1u << rng.below(8));
        break;
      case 1:  // insert a meaningful piece
        s.insert(at, piece(format, rng));
        break;
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

// Whether `result()`, a parse as JSON text, is the same with the fast path off
// (src/core/fast_path.h: prescan kept).
template <class Result>
bool same_without_fast_path(Result result) {
  const std::string on = result();
  fast_path::set_enabled(false);
  const std::string off = result();
  fast_path::set_enabled(true);
  return on == off;
}

// The invariants `input` (a mutation of `base`) breaks in its format; `n` is its number.
std::vector<std::string> problems_of(FixtureFormat format, const Fixture& base, const std::string& input,
                                     std::size_t n, Rng& rng) {
  switch (format) {
    case FixtureFormat::json5: {
      const json5::Result result = json5::parse(input, fixture_options(base).json5);
      std::vector<std::string> problems = json5_invariants(result, input);
      // Every 16th input also goes to a new parser: reusing one (parse() does) must keep no state.
      if (n % 16 == 0 && json5::to_json(json5::Parser().parse(input, fixture_options(base).json5)) != json5::to_json(result))
        problems.push_back("a reused parser gives another result than a fresh one");
      return problems;
    }
    case FixtureFormat::telt: {
      const telt::Result result = telt::parse(input);
      std::vector<std::string> problems = telt_invariants(result, input);
      telt::Options reference;
      reference.reference_lexer = true;
      if (telt::to_json(telt::parse(input, reference)) != telt::to_json(result))
        problems.push_back("the reference mode (lexer over every line) differs from the prescan");
      if (!same_without_fast_path([&] { return telt::to_json(telt::parse(input)).dump(); }))
        problems.push_back("the fast path off (prescan on) gives another result");
      return problems;
    }
    case FixtureFormat::garyml: {
      const garyml::Result result = garyml::parse(input);
      std::vector<std::string> problems = garyml_invariants(result, input);
      garyml::Options reference;
      reference.reference_lexer = true;
      if (garyml::to_json(garyml::parse(input, reference)).dump() != garyml::to_json(result).dump())
        problems.push_back("the reference mode (lexer over every line) differs from the prescan");
      if (to_json(garyml::check(input)) != to_json(result.diagnostics))
        problems.push_back("garyml::check() gives other diagnostics than parse()");
      return problems;
    }
    case FixtureFormat::stf: {
      stf::Options options = fixture_options(base).stf;
      const stf::Result decoded = stf::parse(input, options);
      std::vector<std::string> problems = stf_invariants(decoded);
      if (!same_without_fast_path([&] { return stf::to_json(stf::parse(input, options)).dump(); }))
        problems.push_back("the fast path off (prescan on) gives another result");
      options.reference_lexer = true;
      if (stf::to_json(stf::parse(input, options)).dump() != stf::to_json(decoded).dump())
        problems.push_back("the reference mode (lexer over every line) differs from the prescan");
      return problems;
    }
    case FixtureFormat::dsl: {
      // Parse (default sigil, and '$' every 8th input), check the invariants; prompts of every
      // step and the validation of the input taken as a reply must not fail either.
      dsl::Options options;
      if (n % 8 == 0) options.sigil = '$';
      const dsl::Result result = dsl::parse(input, options);
      std::vector<std::string> problems = dsl_invariants(result, input);
      options.reference_lexer = true;
      if (dsl::to_json(dsl::parse(input, options)).dump() != dsl::to_json(result).dump())
        problems.push_back("the reference mode (lexer over every line) differs from the prescan");
      options.reference_lexer = false;
      if (to_json(dsl::check(input, options)) != to_json(result.diagnostics))
        problems.push_back("dsl::check() gives other diagnostics than parse()");
      dsl::State state;
      state.timeline.push_back({"user", input.substr(0, 64)});
      for (const dsl::Step& step : result.document.steps) {
        (void)dsl::build_prompt(step, state, {"x"}, options.sigil);
        const dsl::Validation v = dsl::validate_reply(input, step);
        if (v.ok == !v.code.empty()) problems.push_back("a validation is ok exactly when it has no code");
      }
      return problems;
    }
    case FixtureFormat::llmist:
      break;
  }
  const llmist::Options options = fixture_options(base).llmist;
  const llmist::Result whole = llmist::parse(input, options);
  std::vector<std::string> problems = llmist_invariants(whole);
  const std::string expected = llmist::to_json(whole).dump();
  const std::string chunked =
      llmist::to_json(parse_chunked(random_chunks(input, rng.next(), 1 + rng.below(24)), options)).dump();
  if (chunked != expected) problems.push_back("chunked result differs from whole-text result");
  llmist::Options reference = options;
  reference.reference_lexer = true;
  if (llmist::to_json(llmist::parse(input, reference)).dump() != expected)
    problems.push_back("the reference mode (lexer over every byte) differs from the prescan");
  if (!same_without_fast_path([&] { return llmist::to_json(llmist::parse(input, options)).dump(); }))
    problems.push_back("the fast path off (prescan on) gives another result");
  if (to_json(llmist::check(input, options)) != to_json(whole.diagnostics))
    problems.push_back("llmist::check() gives other diagnostics than parse()");
  return problems;
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

  const FixtureFormat format = fixture_format(argv[1] + std::string("/"));
  Rng rng{seed};
  std::size_t passed = 0, failed = 0;
  const auto started = std::chrono::steady_clock::now();
  for (std::size_t n = 0; n < count; ++n) {
    const Fixture& base = fixtures[rng.below(fixtures.size())];
    const std::string input = mutate(base.input, fixtures, rng, format);
    const std::vector<std::string> problems = problems_of(format, base, input, n, rng);
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
