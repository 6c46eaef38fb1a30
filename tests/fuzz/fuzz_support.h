// What every libFuzzer target of tests/fuzz/ checks, whatever the format: the result serialises
// to JSON that reads back, every diagnostic lies inside the input, fixing it never makes it worse
// (require_fixes_never_worse); a broken invariant stops the run with its description on stderr
// (libFuzzer then saves the input as crash-…).
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/fixes.h"
#include "llmfmt/core/json.h"
#include "llmfmt/llmfmt.h"

namespace llmfmt::fuzz {

[[noreturn]] inline void violation(const std::string& what) {
  std::fprintf(stderr, "\nllmfmt fuzz: invariant violated: %s\n", what.c_str());
  std::abort();
}

inline void require(bool holds, const std::string& what) {
  if (!holds) violation(what);
}

/// The problems a tests/ invariant function (llmist_invariants, …) found: none allowed.
inline void require_none(const std::vector<std::string>& problems, const std::string& where) {
  if (!problems.empty()) violation(where + ": " + problems.front());
}

/// Every diagnostic, and every edit of its fix, lies inside the input: start ≤ end ≤ size.
template <class Diagnostics>
void require_inside(const Diagnostics& diagnostics, std::size_t size, const std::string& where) {
  for (const Diagnostic& d : diagnostics) {
    require(d.span.start.offset <= d.span.end.offset && d.span.end.offset <= size,
            where + ": " + d.code + " spans [" + std::to_string(d.span.start.offset) + ", " +
                std::to_string(d.span.end.offset) + ") in an input of " + std::to_string(size) + " bytes");
    for (const Edit& e : d.fix)
      require(e.range.start.offset <= e.range.end.offset && e.range.end.offset <= size,
              where + ": " + d.code + " has a fix edit outside the input");
  }
}

/// What `llmfmt parse` and `llmfmt check` give for `text`: valid JSON, diagnostics inside it.
inline void require_public_api_sound(Format format, std::string_view text, const Options& options = {}) {
  const std::string json = parse_to_json(format, text, options);
  require(!nlohmann::json::parse(json, nullptr, /*allow_exceptions=*/false).is_discarded(),
          std::string("parse_to_json(") + format_name(format) + ") is not valid JSON");
  require_inside(check(format, text, options), text.size(), std::string("check(") + format_name(format) + ")");
}

/// Fixing `text` as `llmfmt fix` does never makes it worse (docs/decisions.md § Fixes never make
/// a file worse; cli::fix_violations).
/// Fixes listed in tests/fix_invariants_known.txt (LLMFMT_FIX_KNOWN, set by tests/fuzz/CMakeLists.txt)
/// are open work: their violations pass, as in the ctest.
inline void require_fixes_never_worse(Format format, std::string_view text, const Options& options = {}) {
  static const std::set<std::string> known = cli::read_fix_list(LLMFMT_FIX_KNOWN);
  const std::vector<std::string> violations = cli::fix_violations(format, text, options);
  if (!violations.empty() && !cli::only_listed_fixes(format, violations, known))
    violation(std::string("fix(") + format_name(format) + "): " + violations.front());
}

/// A JSON result (nlohmann) written out as text that reads back as the same JSON.
inline void require_serialises(const Json& json, const std::string& where) {
  // dump() throws on invalid UTF-8 by default: the results must hold valid UTF-8 only.
  std::string text;
  try {
    text = json.dump();
  } catch (const std::exception& e) {
    violation(where + ": the JSON result does not serialise: " + e.what());
  }
  require(!nlohmann::json::parse(text, nullptr, false).is_discarded(), where + ": the JSON result does not read back");
}

}  // namespace llmfmt::fuzz
