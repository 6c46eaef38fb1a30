// Fixes never make a file worse (docs/decisions.md § "Fixes never make a file worse"): the
// promises of cli::fix_violations, checked on
//   - every fixture input of every format (tests/fixtures/<format>/),
//   - every file given with --files (the examples: examples/, examples/model-output/), each in the
//     format its extension names,
//   - every file of --corpus DIR's <format>/ directories (the fuzz corpora, tests/fuzz/corpus/),
//   - COUNT mutations of the fixture inputs: 1–3 byte-level edits each, of the kinds model output
//     has — a look-alike for an ASCII character (from the fold table, read backwards), an
//     invisible character, a cut (bytes removed, a UTF-8 sequence cut in half, the text cut off),
//     stray punctuation — drawn from a seeded generator.
// Also: check() in two steps (api/fix_checks.h: the fixes checked after the diagnostics, as the
// language server runs it) gives check()'s diagnostics, on every one of those inputs.
// Prints counts per format, per kind of violation ("KIND | detail") and the first violations.
// With --known FILE (lines "<format> <CODE>": the fixes known to make some files worse, open
// work), a violation that involves a listed fix is counted but not a failure; exits 1 on any other.
//
//   fix_invariants FIXTURES_ROOT [--count N] [--seed S] [--show K] [--known FILE] [--corpus DIR] [--files PATH…]
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "api/fix_checks.h"
#include "cli/fixes.h"
#include "core/look_alikes.h"
#include "core/utf8.h"
#include "fixture_support.h"

using namespace llmfmt;
using namespace llmfmt::testing;

namespace {

struct Case {
  std::string name;
  Format format;
  Options options;
  std::string input;
};

// The fixture directories whose `input` is a document of the format.
const std::pair<const char*, Format> kDirectories[] = {
    {"llmist", Format::llmist}, {"json5", Format::json5},   {"telt", Format::telt},
    {"garyml", Format::garyml}, {"stf/decode", Format::stf}, {"dsl/parse", Format::dsl},
};

// Every look-alike of each ASCII character the fold table knows: the table read backwards.
std::map<char, std::vector<std::string>> look_alikes_by_ascii() {
  std::map<char, std::vector<std::string>> by;
  for (char32_t cp = 0x80; cp < 0x20000; ++cp) {
    if (cp >= 0xD800 && cp < 0xE000) continue;
    const char* ascii = look_alikes::ascii_for(cp);
    if (ascii == nullptr || std::strlen(ascii) != 1) continue;
    std::string utf8;
    utf8::append(utf8, cp);
    by[ascii[0]].push_back(utf8);
  }
  return by;
}

const char* const kInvisibles[] = {"\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u00AD", "\u00A0"};
const char kStray[] = ":,;{}[]\"'=-/.@!#*`>\\";

using Rng = SplitMix64;

std::string mutate(std::string s, Rng& rng, const std::map<char, std::vector<std::string>>& look_alikes) {
  const std::size_t edits = 1 + rng.below(3);
  for (std::size_t e = 0; e < edits; ++e) {
    const std::size_t at = rng.below(s.size() + 1);
    switch (rng.below(8)) {
      case 0:
      case 1: {  // a look-alike for an ASCII character that has one (tried from `at` on)
        for (std::size_t i = 0; i < s.size(); ++i) {
          const std::size_t j = (at + i) % s.size();
          const auto found = look_alikes.find(s[j]);
          if (found == look_alikes.end()) continue;
          s.replace(j, 1, found->second[rng.below(found->second.size())]);
          break;
        }
        break;
      }
      case 2:  // an invisible character
        s.insert(at, kInvisibles[rng.below(sizeof kInvisibles / sizeof *kInvisibles)]);
        break;
      case 3:  // a cut: a few bytes removed
        s.erase(at, 1 + rng.below(6));
        break;
      case 4: {  // a UTF-8 sequence cut in half, or (none there) the text cut off
        std::size_t lead = s.size();
        for (std::size_t i = 0; i < s.size(); ++i)
          if (static_cast<unsigned char>(s[(at + i) % s.size()]) >= 0xC2) {
            lead = (at + i) % s.size();
            break;
          }
        if (lead < s.size())
          s.erase(lead + 1, 1);
        else
          s.resize(at);
        break;
      }
      case 5:  // the text cut off
        s.resize(at);
        break;
      default:  // stray punctuation
        s.insert(at, 1, kStray[rng.below(sizeof kStray - 1)]);
        break;
    }
  }
  return s;
}

struct Tally {
  std::size_t inputs = 0, violating = 0;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: fix_invariants FIXTURES_ROOT [--count N] [--seed S] [--show K] [--files PATH...]\n";
    return 2;
  }
  std::size_t count = 0, show = 10;
  unsigned long long seed = 20261128;
  std::vector<std::string> files;
  std::string corpus;
  std::set<std::string> known;  // "<format> <CODE>"
  for (int i = 2; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--count" && i + 1 < argc) count = std::strtoull(argv[++i], nullptr, 10);
    else if (arg == "--seed" && i + 1 < argc) seed = std::strtoull(argv[++i], nullptr, 10);
    else if (arg == "--show" && i + 1 < argc) show = std::strtoull(argv[++i], nullptr, 10);
    else if (arg == "--corpus" && i + 1 < argc) corpus = argv[++i];
    else if (arg == "--known" && i + 1 < argc) known = cli::read_fix_list(argv[++i]);
    else if (arg == "--files") files.assign(argv + i + 1, argv + argc), i = argc;  // the rest
  }

  std::vector<Case> fixtures;
  for (const auto& [dir, format] : kDirectories)
    for (const std::string& path : fixture_files(std::string(argv[1]) + "/" + dir)) {
      const Fixture f = load_fixture(path);
      if (f.json.contains("input") || f.json.contains("input_base64"))
        fixtures.push_back({path, format, fixture_options(f), f.input});
    }
  if (fixtures.empty()) {
    std::cerr << "no fixtures under " << argv[1] << '\n';
    return 2;
  }
  std::vector<Case> examples;
  for (const std::string& path : files) {
    const std::optional<Format> format = format_of_path(path);
    if (!format) continue;
    std::ifstream in(path, std::ios::binary);
    examples.push_back({path, *format, Options{}, std::string(std::istreambuf_iterator<char>(in), {})});
  }

  if (!corpus.empty())
    for (const auto& [dir, format] : kDirectories) {
      const std::string name = std::string(dir).substr(0, std::string(dir).find('/'));
      std::error_code error;
      for (const auto& entry : std::filesystem::directory_iterator(corpus + "/" + name, error)) {
        std::ifstream in(entry.path(), std::ios::binary);
        examples.push_back({entry.path().string(), format, Options{}, std::string(std::istreambuf_iterator<char>(in), {})});
      }
    }

  std::map<std::string, Tally> tallies;  // "<kind> <format>"
  std::map<std::string, std::size_t> kinds;  // violation kinds, the text before its first digit or ':'
  std::size_t shown = 0, violating = 0, known_violating = 0;
  auto run = [&](const std::string& kind, const Case& c, const std::string& input) {
    Tally& t = tallies[kind + " " + format_name(c.format)];
    ++t.inputs;
    std::vector<std::string> violations = cli::fix_violations(c.format, input, c.options);
    // check() in two steps (api/fix_checks.h, as the language server runs it) is check().
    std::vector<Diagnostic> two_steps = check_without_fix_checks(c.format, input, c.options);
    run_fix_checks(c.format, input, c.options, two_steps);
    if (const Json two = to_json(two_steps), one = to_json(check(c.format, input, c.options)); two != one)
      violations.push_back("TWO_STEP_CHECK | in two steps " + two.dump() + ", check() " + one.dump());
    if (violations.empty()) return;
    ++t.violating;
    for (const std::string& v : violations) ++kinds[std::string(format_name(c.format)) + " " + v.substr(0, v.find(" | "))];
    if (cli::only_listed_fixes(c.format, violations, known)) {
      ++known_violating;
      return;
    }
    ++violating;
    if (shown++ < show) {
      std::cout << kind << " of " << c.name << ":\n";
      for (const std::string& v : violations) std::cout << "  " << v << '\n';
      std::cout << "  input: " << Json(to_valid_utf8(input)).dump() << '\n';
    }
  };

  const auto started = std::chrono::steady_clock::now();
  for (const Case& c : fixtures) run("fixture", c, c.input);
  for (const Case& c : examples) run(c.name.find("/fuzz/corpus/") == std::string::npos ? "example" : "corpus", c, c.input);
  const auto look_alikes = look_alikes_by_ascii();
  Rng rng{seed};
  for (std::size_t n = 0; n < count; ++n) {
    const Case& base = fixtures[rng.below(fixtures.size())];
    if (base.input.empty()) continue;
    run("mutation", base, mutate(base.input, rng, look_alikes));
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  for (const auto& [name, t] : tallies)
    std::cout << name << ": " << t.inputs << " inputs, " << t.violating << " made worse by their fixes\n";
  for (const auto& [kind, n] : kinds) std::cout << "  " << n << " x " << kind << '\n';
  std::cout << "fix invariants: " << fixtures.size() << " fixtures, " << examples.size() << " examples and corpus files, " << count
            << " mutations (seed " << seed << "), " << seconds << " s: " << violating + known_violating
            << " made worse (" << known_violating << " by fixes listed as known)\n";
  return violating == 0 ? 0 : 1;
}
