// libFuzzer target for llmist (docs/formats/llmist.md). Input layout: byte 0 gives n = byte % 8,
// the next n bytes are chunk sizes (each byte + 1, used in turn, cyclically; n = 0: 1-byte
// chunks), the rest is the text. Checks: the stream fed in those chunks gives the whole-text
// result; the reference mode (generated lexer over every byte) and the fast path off give it too
// (and check() its diagnostics); the result's
// invariants (tests/fixture_support.h), JSON and diagnostic positions; the plan serialises.
#include <cstddef>
#include <cstdint>

#include "core/fast_path.h"
#include "fixture_support.h"
#include "fuzz_support.h"

using namespace llmfmt;
using namespace llmfmt::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::size_t sizes = std::min<std::size_t>(data[0] % 8, size - 1);
  const std::uint8_t* chunk_sizes = data + 1;
  const std::string_view text(reinterpret_cast<const char*>(data + 1 + sizes), size - 1 - sizes);

  const llmist::Options options;
  const llmist::Result whole = llmist::parse(text, options);
  require_none(testing::llmist_invariants(whole), "llmist");
  require_inside(whole.diagnostics, text.size(), "llmist::parse");
  const std::string expected = llmist::to_json(whole).dump();

  llmist::StreamParser stream(options);
  std::size_t at = 0;
  for (std::size_t i = 0; at < text.size(); ++i) {
    const std::size_t n = sizes == 0 ? 1 : std::size_t{chunk_sizes[i % sizes]} + 1;
    stream.feed(text.substr(at, n));
    at += n;
  }
  require(llmist::to_json(stream.finish()).dump() == expected, "llmist: the chunked result differs from the whole-text one");

  llmist::Options reference = options;
  reference.reference_lexer = true;
  require(llmist::to_json(llmist::parse(text, reference)).dump() == expected,
          "llmist: the reference mode differs from the prescan");
  fast_path::set_enabled(false);
  const std::string without = llmist::to_json(llmist::parse(text, options)).dump();
  fast_path::set_enabled(true);
  require(without == expected, "llmist: the fast path off (prescan on) differs from the fast path");
  require(to_json(llmist::check(text, options)) == to_json(whole.diagnostics),
          "llmist: check() gives other diagnostics than parse()");

  require_serialises(llmist::to_json(llmist::plan(whole.document.calls), whole.document.calls), "llmist plan");
  require_public_api_sound(Format::llmist, text);
  require_fixes_never_worse(Format::llmist, text);
  return 0;
}
