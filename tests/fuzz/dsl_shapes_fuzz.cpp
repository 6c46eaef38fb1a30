// libFuzzer target for the DSL fast path's recogniser (src/dsl/shapes.h), one line at a time
// (tests/dsl_shape_check.h): it reads a directive line exactly as the generated lexer does.
// Input layout: byte 0 picks the sigil (bits 0–1) and, when bit 2 is set, a mode other than
// DEFAULT_MODE (the rest, modulo their number); the rest, up to its first LF included, is the line.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "dsl_shape_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  static llmfmt::testing::DslShapeCheck check;
  const char sigil = llmfmt::testing::DslShapeCheck::kSigils[data[0] & 3];
  const std::size_t mode = (data[0] & 4) ? (data[0] >> 3) % check.modes() : 0;
  std::string_view line(reinterpret_cast<const char*>(data + 1), size - 1);
  if (const std::size_t lf = line.find('\n'); lf != std::string_view::npos) line = line.substr(0, lf + 1);
  const std::string problem = check.problem(line, mode, sigil);
  llmfmt::fuzz::require(problem.empty(), "dsl shapes: " + problem);
  return 0;
}
