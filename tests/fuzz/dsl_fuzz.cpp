// libFuzzer target for the DSL (docs/formats/dsl.md). The input is used twice:
// - as a program: the parse's invariants (tests/dsl_support.h: diagnostics ordered, complete and
//   inside the input; spans in order; JSON that serialises), the reference mode, and the prompt
//   of every step;
// - as a model's reply (§9–§10) to one fixed step with a /DEF of every type and an /OUT, and to
//   each step of the input's own program: validation never throws, is ok exactly when it has no
//   code, and an ok reply has its `out` and a value for every /DEF.
#include <cstddef>
#include <cstdint>

#include "dsl_support.h"
#include "fuzz_support.h"
#include "llmfmt/dsl_runtime.h"

using namespace llmfmt;
using namespace llmfmt::fuzz;

namespace {

const dsl::Step& fixed_step() {
  static const dsl::Result program = dsl::parse(
      "Summarise @CHAT for the team\n"
      "/DEF count /TYPE int\n/DEF ratio /TYPE float\n/DEF done /TYPE bool\n/DEF name /TYPE str\n"
      "/DEF story /AS what happened\n"
      "/OUT two short paragraphs\n");
  for (const Diagnostic& d : program.diagnostics)
    if (d.severity == Severity::error) violation("dsl: the fixed program does not parse: " + d.code + ": " + d.message);
  if (program.document.steps.size() != 1) violation("dsl: the fixed program is not one step");
  return program.document.steps.front();
}

void require_valid_validation(std::string_view reply, const dsl::Step& step) {
  const dsl::Validation v = dsl::validate_reply(reply, step);
  require(v.ok == v.code.empty(), "dsl: a validation must be ok exactly when it has no code (" + v.code + ")");
  if (!v.ok) return;
  require(v.out.has_value(), "dsl: an ok reply has no out");
  require(v.vars.size() == step.defs.size(), "dsl: an ok reply has other vars than the step's /DEFs");
  for (const dsl::Def& def : step.defs) require(v.vars.find(def.name) != nullptr, "dsl: an ok reply lacks /DEF " + def.name);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  dsl::Options options;
  const dsl::Result result = dsl::parse(text, options);
  require_none(testing::dsl_invariants(result, text), "dsl");
  require_inside(result.diagnostics, text.size(), "dsl::parse");
  const std::string json = dsl::to_json(result).dump();
  options.reference_lexer = true;
  require(dsl::to_json(dsl::parse(text, options)).dump() == json, "dsl: the reference mode differs from the prescan");

  require_valid_validation(text, fixed_step());
  dsl::State state;
  state.timeline.push_back({"user", std::string(text.substr(0, 64))});
  for (const dsl::Step& step : result.document.steps) {
    (void)dsl::build_prompt(step, state, std::vector<std::string>(16, "x"), options.sigil);
    require_valid_validation(text, step);
  }

  require_public_api_sound(Format::dsl, text);
  require_fixes_never_worse(Format::dsl, text);
  return 0;
}
