#include "dsl_support.h"

#include <nlohmann/json.hpp>

namespace llmfmt::testing {

std::vector<std::string> dsl_invariants(const dsl::Result& result, std::string_view input) {
  std::vector<std::string> out;
  auto inside = [&](const Position& p, const std::string& what) {
    if (p.offset > input.size() || p.line == 0 || p.column == 0)
      out.push_back(what + " at line " + std::to_string(p.line) + " column " + std::to_string(p.column) +
                    " offset " + std::to_string(p.offset) + " is outside the input");
  };
  std::size_t last = 0;
  for (const Diagnostic& d : result.diagnostics) {
    const std::string what = "diagnostic " + d.code;
    if (d.code.empty() || d.message.empty()) out.push_back(what + " has no code or message");
    const bool input_level = d.code == "BOM_SKIPPED" || d.code == "INVALID_UTF8";  // core's, same in every format
    // An empty hint is a line as it should read when the fix deletes all of it (a line of only an
    // invisible character: INVISIBLE_CHARACTER).
    if (!input_level && (!d.fix_hint || (d.fix_hint->empty() && d.fix.empty()))) out.push_back(what + " has no fix hint");
    if (d.context_window.find("<-- ERROR HERE") == std::string::npos && d.code != "BOM_SKIPPED")
      out.push_back(what + " has no marked context window");
    if (d.span.start.offset < last) out.push_back(what + " is out of order");
    last = d.span.start.offset;
    inside(d.span.start, what);
  }
  std::size_t previous_end = 0;
  for (std::size_t i = 0; i < result.document.steps.size(); ++i) {
    const dsl::Step& step = result.document.steps[i];
    const std::string what = "step " + std::to_string(i + 1);
    inside(step.span.start, what);
    inside(step.span.end, what);
    if (step.span.start.offset < previous_end) out.push_back(what + " overlaps the step before it");
    if (step.span.end.offset < step.span.start.offset) out.push_back(what + " ends before it starts");
    previous_end = step.span.end.offset;
    for (const dsl::Segment& s : step.instruction.segments) {
      inside(s.span.end, what + " segment");
      if (s.kind == dsl::Segment::Kind::reference && !dsl::is_valid_name(s.text))
        out.push_back(what + " has a reference with an invalid name");
    }
  }
  try {
    (void)dsl::to_json(result).dump();
  } catch (const std::exception& e) {
    out.push_back(std::string("JSON form does not serialise: ") + e.what());
  }
  return out;
}

}  // namespace llmfmt::testing
