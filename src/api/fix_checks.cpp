// check() in two steps (api/fix_checks.h): every format behind one switch, as in llmfmt.cpp.
#include "api/fix_checks.h"

#include <utility>

#include "llmfmt/telt.h"

namespace llmfmt {

std::vector<Diagnostic> check_without_fix_checks(Format format, std::string_view text, const Options& options) {
  switch (format) {
    case Format::llmist: return llmist::check(text, options.llmist);  // (its fixes need no second reading)
    case Format::stf: return stf::check_without_fix_checks(text, options.stf);
    case Format::json5: return json5::check_without_fix_checks(text, options.json5);
    case Format::telt: {
      std::vector<Diagnostic> diagnostics = telt::check_without_fix_checks(text, options.telt).diagnostics;
      for (Diagnostic& d : diagnostics) telt::lead_with_level(d);
      return diagnostics;
    }
    case Format::garyml: return garyml::check_without_fix_checks(text, options.garyml);
    case Format::dsl: return dsl::check_without_fix_checks(text, options.dsl);
  }
  return {};
}

void run_fix_checks(Format format, std::string_view text, const Options& options, std::vector<Diagnostic>& diagnostics) {
  switch (format) {
    case Format::llmist: return;
    case Format::stf: return stf::run_fix_checks(text, options.stf, diagnostics);
    case Format::json5: return json5::run_fix_checks(text, options.json5, diagnostics);
    case Format::telt: return telt::run_fix_checks(text, options.telt, diagnostics);
    case Format::garyml: return garyml::run_fix_checks(text, options.garyml, diagnostics);
    case Format::dsl: return dsl::run_fix_checks(text, options.dsl, diagnostics);
  }
}

bool hints_survive_fix_checks(Format format) { return format != Format::json5; }

}  // namespace llmfmt
