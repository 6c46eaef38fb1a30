// Runs conformance fixtures (tests/fixtures/README.md).
//
//   fixture_runner FILE…             each file: whole-text result against `expected` (the format
//                                    is the directory below tests/fixtures/: llmist, stf, …)
//   fixture_runner --canonical DIR   every GaryML fixture below DIR: format(document) parses back
//                                    to the same document and formatting is idempotent
//   fixture_runner --chunked DIR     every fixture below DIR fed in random chunk sizes (1 byte
//                                    upward, seeded): the result must equal the whole-text one
//   fixture_runner --fast-path FORMAT FILE…   whole inputs (llmist, stf, telt, garyml or dsl) parsed with the
//                                    fast path on, off and in reference mode: one result; and
//                                    how many syntax lines took the fast path
//   fixture_runner --reference DIR   every fixture below DIR parsed in reference mode (the
//                                    generated lexer over every byte): the result must equal the
//                                    prescanning parse's (src/core/line_driver.h)
//   fixture_runner --look-alikes [--sample N] [--every] [--lone-crs] DIR
//                                    every fixture below DIR: each ASCII character of each syntax
//                                    line replaced by a look-alike, and an invisible character
//                                    inserted before it, must parse as before or be named by a
//                                    diagnostic (look_alike_property.h); --sample: every Nth
//                                    mutation; --every: every look-alike and invisible character
//                                    at every position (not one in turn; listed misses not checked);
//                                    --lone-crs: also each LF at or before a syntax line as a lone CR
// Prints "N passed, M failed" and exits non-zero on any failure.
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <set>
#include <iostream>
#include <string>

#include "core/fast_path.h"
#include "dsl_fixtures.h"
#include "fixture_support.h"
#include "garyml_support.h"
#include "look_alike_property.h"

using namespace llmfmt;
using namespace llmfmt::testing;

namespace {

bool report(const std::string& path, const std::vector<std::string>& problems) {
  for (const std::string& p : problems) std::cout << path << ": " << p << '\n';
  return problems.empty();
}

// STF decode case: input → expected {messages, metadata?, diagnostics}.
bool run_stf_decode(const Fixture& f) {
  const stf::Result decoded = stf::parse(f.input, fixture_options(f).stf);
  const Json& expected = f.json.at("expected");
  const Json actual = stf::to_json(decoded);
  std::vector<std::string> problems = compare(expected, actual);
  if (!expected.contains("metadata") && actual.contains("metadata"))
    problems.push_back("metadata: expected none (no ;meta block), got " + actual.at("metadata").dump());
  for (const std::string& p : stf_invariants(decoded)) problems.push_back(p);
  if (to_json(stf::check(f.input, fixture_options(f).stf)) != actual.at("diagnostics"))
    problems.push_back("stf::check() gives other diagnostics than parse()");
  std::vector<Value> streamed;
  stf::Result by_message =
      stf::parse_each(f.input, {[&](const Value& m) { streamed.push_back(m); }}, fixture_options(f).stf);
  if (!by_message.document.messages.empty()) problems.push_back("parse_each() kept messages");
  by_message.document.messages = std::move(streamed);
  if (stf::to_json(by_message) != actual) problems.push_back("parse_each() gives another result than parse()");
  if (parse_to_json(Format::stf, f.input, fixture_options(f), 2) != actual.dump(2))
    problems.push_back("parse_to_json() writes another text than to_json(parse())");
  return report(f.path, problems);
}

// STF encode case: messages, metadata?, options? → expected_text; the text must decode back.
bool run_stf_encode(const Fixture& f) {
  std::vector<Value> messages;
  for (const Json& m : f.json.at("messages")) messages.push_back(from_json(m));
  std::optional<Value> metadata;
  if (f.json.contains("metadata")) metadata = from_json(f.json.at("metadata"));
  const stf::EncodeOptions options = stf_encode_options(f);
  std::vector<std::string> problems;
  const std::string expected = joined_lines(f.json.at("expected_text"));
  const std::string text = stf::encode(messages, metadata, options);
  if (text != expected)
    problems.push_back("expected text\n" + expected + "\n--- got\n" + text + "---");
  // What the options leave out is gone; everything else decodes back exactly.
  if (!options.extra)
    for (Value& m : messages) {
      Object kept;
      for (const auto& [key, value] : m.as_object())
        if (key != "extra") kept.set(key, value);
      m = Value(std::move(kept));
    }
  if (!options.metadata) metadata.reset();
  const stf::Result back = stf::parse(text);
  if (back.document.messages != messages) problems.push_back("decoding the text does not give the messages back");
  if (back.document.metadata.has_value() != metadata.has_value() || (metadata && *back.document.metadata != *metadata))
    problems.push_back("decoding the text does not give the metadata back");
  for (const Diagnostic& d : back.diagnostics)
    problems.push_back("decoding the text reports " + d.code + " at line " + std::to_string(d.span.start.line));
  return report(f.path, problems);
}

// JSON5 case: input, options? → expected {value, diagnostics}.
bool run_json5(const Fixture& f) {
  const json5::Result result = json5::parse(f.input, fixture_options(f).json5);
  std::vector<std::string> problems = compare(f.json.at("expected"), json5::to_json(result));
  if (to_json(json5::check(f.input, fixture_options(f).json5)) != to_json(result.diagnostics))
    problems.push_back("json5::check() gives other diagnostics than parse()");
  for (const std::string& p : json5_invariants(result, f.input)) problems.push_back(p);
  // parse_each(), through what `llmfmt parse` writes with it.
  if (parse_to_json(Format::json5, f.input, fixture_options(f), 2) != json5::to_json(result).dump(2))
    problems.push_back("parse_to_json() writes another text than to_json(parse())");
  return report(f.path, problems);
}

// TELT case: input → expected {blocks, errors, summary} (errors in source order).
bool run_telt(const Fixture& f) {
  const telt::Result result = telt::parse(f.input);
  const Json actual = telt::to_json(result);
  std::vector<telt::Block> streamed;
  std::vector<std::string> problems = compare(f.json.at("expected"), actual);
  for (const std::string& p : telt_invariants(result, f.input)) problems.push_back(p);
  if (to_json(telt::check(f.input)) != to_json(result.diagnostics))
    problems.push_back("telt::check() gives other errors than parse()");
  telt::Result by_block = telt::parse_each(f.input, {[&](const telt::Block& b) { streamed.push_back(b); }});
  if (!by_block.document.blocks.empty()) problems.push_back("parse_each() kept blocks");
  by_block.document.blocks = std::move(streamed);
  if (telt::to_json(by_block) != actual) problems.push_back("parse_each() gives another result than parse()");
  if (parse_to_json(Format::telt, f.input, fixture_options(f), 2) != actual.dump(2))
    problems.push_back("parse_to_json() writes another text than to_json(parse())");
  return report(f.path, problems);
}

// GaryML case: input → expected {document, diagnostics} (patterns: spans may be left out).
bool run_garyml(const Fixture& f) {
  const garyml::Result result = garyml::parse(f.input, fixture_options(f).garyml);
  std::vector<std::string> problems = garyml_compare(f.json.at("expected"), garyml::to_json(result));
  if (to_json(garyml::check(f.input, fixture_options(f).garyml)) != to_json(result.diagnostics))
    problems.push_back("garyml::check() gives other diagnostics than parse()");
  if (f.json.contains("canonical")) {
    const std::string expected = joined_lines(f.json.at("canonical"));
    const std::string got = garyml::format(result.document);
    if (got != expected) problems.push_back("canonical form: expected\n" + expected + "\n--- got\n" + got + "---");
  }
  return report(f.path, problems);
}

bool run_canonical(const std::string& path) {
  const Fixture f = load_fixture(path);
  return report(path, garyml_invariants(garyml::parse(f.input), f.input));
}

bool run_expected(const std::string& path) {
  const Fixture f = load_fixture(path);
  if (fixture_format(path) == FixtureFormat::telt) return run_telt(f);
  if (fixture_format(path) == FixtureFormat::garyml) return run_garyml(f);
  if (fixture_format(path) == FixtureFormat::json5) return run_json5(f);
  if (fixture_format(path) == FixtureFormat::dsl) return report(f.path, run_dsl_fixture(f));
  if (fixture_format(path) == FixtureFormat::stf)
    return f.json.contains("expected_text") ? run_stf_encode(f) : run_stf_decode(f);
  const llmist::Result result = llmist::parse(f.input, fixture_options(f).llmist);
  const std::vector<llmist::Call>& calls = result.document.calls;
  Json expected = f.json.at("expected");
  Json actual = llmist::to_json(result);
  if (expected.contains("plan")) actual["plan"] = llmist::to_json(llmist::plan(calls), calls);
  std::vector<std::string> problems = compare(expected, actual);
  for (const std::string& p : llmist_invariants(result)) problems.push_back(p);
  llmist::Result checked;
  checked.diagnostics = llmist::check(f.input, fixture_options(f).llmist);
  if (llmist::to_json(checked).at("diagnostics") != actual.at("diagnostics"))
    problems.push_back("llmist::check() gives other diagnostics than parse()");
  for (const std::string& p : problems) std::cout << path << ": " << p << '\n';
  return problems.empty();
}

bool run_chunked(const std::string& path) {
  const Fixture f = load_fixture(path);
  const llmist::Options options = fixture_options(f).llmist;
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

// The JSON of fixture `f` parsed with the prescan and fast path, and in the reference mode (every
// line through the generated lexer); also with the prescan but the fast path off
// (src/core/fast_path.h), which must give the first.
template <class Options, class Parse>
std::pair<std::string, std::string> both_modes(Options options, Parse parse) {
  const std::string fast = parse(options).dump();
  fast_path::set_enabled(false);
  const std::string prescan = parse(options).dump();
  fast_path::set_enabled(true);
  options.reference_lexer = true;
  if (prescan != fast) return {fast, "(fast path off) " + prescan};
  return {fast, parse(options).dump()};
}

bool run_reference(const std::string& path) {
  const Fixture f = load_fixture(path);
  std::pair<std::string, std::string> results;
  switch (fixture_format(path)) {
    case FixtureFormat::garyml: {
      results = both_modes(fixture_options(f).garyml, [&](const garyml::Options& o) { return garyml::to_json(garyml::parse(f.input, o)); });
      break;
    }
    case FixtureFormat::telt:
      results = both_modes(telt::Options{}, [&](const telt::Options& o) { return telt::to_json(telt::parse(f.input, o)); });
      break;
    case FixtureFormat::dsl:
      return report(f.path, run_dsl_reference(f));
    case FixtureFormat::stf:
      if (f.json.contains("expected_text")) return true;  // an encode case
      results = both_modes(fixture_options(f).stf,
                           [&](const stf::Options& o) { return stf::to_json(stf::parse(f.input, o)); });
      break;
    default:
      results = both_modes(fixture_options(f).llmist,
                           [&](const llmist::Options& o) { return llmist::to_json(llmist::parse(f.input, o)); });
  }
  const auto& [fast, reference] = results;
  if (fast == reference) return true;
  std::cout << path << ": the reference mode or the fast path off gives a different result\n  prescan:   " << fast.substr(0, 400)
            << "\n  reference: " << reference.substr(0, 400) << '\n';
  return false;
}

// Which lines of a fixture's input the look-alike property mutates: the ones that hold syntax by
// their first bytes, as each grammar says (a content line keeps its look-alikes as data).
bool is_syntax_line(FixtureFormat format, const Options& options, std::string_view line) {
  const auto starts = [&](std::string_view prefix) { return line.substr(0, prefix.size()) == prefix; };
  std::size_t blank = 0;
  while (blank < line.size() && (line[blank] == ' ' || line[blank] == '\t')) ++blank;
  const std::string_view rest = line.substr(blank);
  switch (format) {
    case FixtureFormat::llmist:
      return starts(options.llmist.markers.start) || starts(options.llmist.markers.end) ||
             starts(options.llmist.markers.arg);
    case FixtureFormat::telt: return starts("#!telt") || starts("===") || starts("--");
    case FixtureFormat::stf: return starts(";");
    case FixtureFormat::dsl: return (!rest.empty() && rest[0] == '/') || line.find('@') != std::string_view::npos;
    case FixtureFormat::garyml:
      return !rest.empty() && (rest[0] == '.' || rest.find(':') != std::string_view::npos || starts("\"\"\""));
    case FixtureFormat::json5: return true;  // no content lines: every byte is JSON5's
    default: return false;
  }
}

// The look-alike property over every fixture below `dir`. `known`: the misses that are known and
// written down (tests/look_alike_known_gaps.txt: "<fixture> U+XXXX at offset N" a line, '#'
// comments), which do not fail the run; a known miss that no longer happens does (remove it).
void run_look_alikes(const std::string& dir, std::size_t sample, bool every, bool lone_crs, const std::string& known_file,
                     const std::function<void(bool)>& tally) {
  std::set<std::string> known, seen;
  if (!known_file.empty()) {
    std::ifstream in(known_file);
    for (std::string line; std::getline(in, line);)
      if (!line.empty() && line[0] != '#') known.insert(line);
  }
  for (const std::string& path : fixture_files(dir)) {
    const Fixture f = load_fixture(path);
    const FixtureFormat kind = fixture_format(path);
    if (f.input.empty() || f.input.size() > 4096 || f.json.contains("expected_text")) {
      tally(true);  // no document
      continue;
    }
    const Format format = kind == FixtureFormat::json5    ? Format::json5
                          : kind == FixtureFormat::llmist ? Format::llmist
                          : kind == FixtureFormat::telt ? Format::telt
                          : kind == FixtureFormat::stf  ? Format::stf
                          : kind == FixtureFormat::dsl  ? Format::dsl
                                                        : Format::garyml;
    const Options options = fixture_options(f);
    const std::string name = path.substr(path.find("/fixtures/") + 10);
    std::vector<std::string> problems;
    for (const std::string& p : look_alike_property(
             format, f.input, options, [&](std::string_view line) { return is_syntax_line(kind, options, line); },
             sample, every, lone_crs)) {
      const std::string key = name + " " + p.substr(0, p.find(" changes"));
      if (known.count(key)) seen.insert(key);
      else problems.push_back(p);
    }
    tally(report(f.path, problems));
  }
  // A known miss of a fixture of this directory that did not happen: the list is stale.
  const std::string relative = dir.substr(dir.find("/fixtures/") + 10) + "/";
  for (const std::string& key : known) {
    if (seen.count(key) || sample > 1 || every || key.rfind(relative, 0) != 0) continue;
    std::cout << key << ": listed as a known miss, but the property holds now: remove it from the list\n";
    tally(false);
  }
}

// The fast path on whole inputs (bench/ generators' output): `format`'s result for `path` with the
// fast path on, off and in reference mode, which must be the same; and how many syntax lines took
// the fast path.
bool run_fast_path(const std::string& format, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto parse = [&](bool reference) {
    if (format == "stf") {
      stf::Options o;
      o.reference_lexer = reference;
      return stf::to_json(stf::parse(text, o)).dump();
    }
    if (format == "telt") {
      telt::Options o;
      o.reference_lexer = reference;
      return telt::to_json(telt::parse(text, o)).dump();
    }
    if (format == "dsl") {
      dsl::Options o;
      o.reference_lexer = reference;
      return dsl::to_json(dsl::parse(text, o)).dump();
    }
    if (format == "garyml") {
      garyml::Options o;
      o.reference_lexer = reference;
      return garyml::to_json(garyml::parse(text, o)).dump();
    }
    llmist::Options o;
    o.reference_lexer = reference;
    return llmist::to_json(llmist::parse(text, o)).dump();
  };
  const fast_path::Counts before = fast_path::counts();
  const std::string on = parse(false);
  const fast_path::Counts after = fast_path::counts();
  fast_path::set_enabled(false);
  const std::string off = parse(false);
  fast_path::set_enabled(true);
  const std::string reference = parse(true);
  const std::size_t shapes = after.shapes - before.shapes, lexed = after.lexed - before.lexed;
  std::cout << path << " (" << format << ", " << text.size() << " bytes): " << shapes + lexed << " syntax lines, "
            << shapes << " by the fast path, " << lexed << " through the generated lexer\n";
  if (on == off && on == reference) return true;
  std::cout << path << ": the fast path on, off and the reference mode do not give one result\n";
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t passed = 0, failed = 0;
  auto tally = [&](bool ok) { ++(ok ? passed : failed); };
  try {
    if (argc == 3 && std::strcmp(argv[1], "--canonical") == 0) {
      for (const std::string& path : fixture_files(argv[2])) tally(run_canonical(path));
    } else if (argc == 3 && std::strcmp(argv[1], "--chunked") == 0) {
      for (const std::string& path : fixture_files(argv[2])) tally(run_chunked(path));
    } else if (argc >= 3 && std::strcmp(argv[1], "--look-alikes") == 0) {
      std::size_t sample = 1;
      bool every = false, lone_crs = false;
      std::string known;
      for (int i = 2; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--every") == 0) every = true;
        else if (std::strcmp(argv[i], "--lone-crs") == 0) lone_crs = true;
        else if (std::strcmp(argv[i], "--sample") == 0) sample = std::stoul(argv[++i]);
        else if (std::strcmp(argv[i], "--known") == 0) known = argv[++i];
      }
      run_look_alikes(argv[argc - 1], sample, every, lone_crs, known, tally);
    } else if (argc >= 4 && std::strcmp(argv[1], "--fast-path") == 0) {
      for (int i = 3; i < argc; ++i) tally(run_fast_path(argv[2], argv[i]));
    } else if (argc == 3 && std::strcmp(argv[1], "--reference") == 0) {
      for (const std::string& path : fixture_files(argv[2])) tally(run_reference(path));
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
