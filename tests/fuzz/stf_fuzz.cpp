// libFuzzer target for STF (docs/formats/stf.md). Checks: decode's invariants (tests/
// fixture_support.h: diagnostics ordered and complete, every message valid, and decode → encode →
// decode gives the same messages and metadata without errors — whatever the first decode
// reported, so also when it had none); positions; the reference mode and the fast path off; JSON.
#include <cstddef>
#include <cstdint>

#include "core/fast_path.h"
#include "fixture_support.h"
#include "fuzz_support.h"

using namespace llmfmt;
using namespace llmfmt::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  stf::Options options;
  const stf::Result decoded = stf::parse(text, options);
  require_none(testing::stf_invariants(decoded), "stf");
  require_inside(decoded.diagnostics, text.size(), "stf::parse");
  const Json json = stf::to_json(decoded);
  require_serialises(json, "stf");

  fast_path::set_enabled(false);
  const bool same_without = stf::to_json(stf::parse(text, options)) == json;
  fast_path::set_enabled(true);
  require(same_without, "stf: the fast path off (prescan on) differs from the fast path");
  options.reference_lexer = true;
  require(stf::to_json(stf::parse(text, options)) == json, "stf: the reference mode differs from the prescan");

  require_public_api_sound(Format::stf, text);
  require_fixes_never_worse(Format::stf, text);
  return 0;
}
