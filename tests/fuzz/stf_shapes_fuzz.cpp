// libFuzzer target for the STF fast path's recogniser (src/stf/shapes.h), one command line at a
// time (tests/stf_shape_check.h): tokens exactly when the generated lexer reads the line as a
// command line of its shape, the lexer's tokens and mode stack. Input layout: byte 0 % 3 picks the
// mode (outside a block, in a body, in a comment); the rest, up to its first LF included, is the
// line.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "stf_shape_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  static llmfmt::testing::StfShapeCheck check;
  const std::size_t mode = llmfmt::testing::StfShapeCheck::kModes[data[0] % 3];
  std::string_view line(reinterpret_cast<const char*>(data + 1), size - 1);
  if (const std::size_t lf = line.find('\n'); lf != std::string_view::npos) line = line.substr(0, lf + 1);
  const std::string problem = check.problem(line, mode);
  llmfmt::fuzz::require(problem.empty(), "stf shapes: " + problem);
  return 0;
}
