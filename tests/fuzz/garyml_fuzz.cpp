// libFuzzer target for GaryML (docs/formats/garyml.md). Checks: the result's invariants (tests/
// garyml_support.h: diagnostics ordered, complete and inside the input; spans in order; the
// canonical form — `llmfmt fmt` — parses back to the same document, spans aside, and formatting
// it again changes nothing); the reference mode; JSON.
#include <cstddef>
#include <cstdint>

#include "fuzz_support.h"
#include "garyml_support.h"

using namespace llmfmt;
using namespace llmfmt::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  garyml::Options options;
  const garyml::Result result = garyml::parse(text, options);
  require_none(testing::garyml_invariants(result, text), "garyml");
  require_inside(result.diagnostics, text.size(), "garyml::parse");
  const std::string json = garyml::to_json(result).dump();

  options.reference_lexer = true;
  require(garyml::to_json(garyml::parse(text, options)).dump() == json, "garyml: the reference mode differs from the prescan");

  require_public_api_sound(Format::garyml, text);
  require_fixes_never_worse(Format::garyml, text);
  return 0;
}
