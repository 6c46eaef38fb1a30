// libFuzzer target for the GaryML fast path's recogniser (src/garyml/shapes.h), one line at a time
// (tests/garyml_shape_check.h): it reads a line exactly as the generated lexer does, in every
// mode. Input layout: byte 0 picks the mode (modulo their number); the rest, up to its first LF
// included, is the line.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "garyml_shape_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  static llmfmt::testing::GarymlShapeCheck check;
  const std::size_t mode = data[0] % check.modes();
  std::string_view line(reinterpret_cast<const char*>(data + 1), size - 1);
  if (const std::size_t lf = line.find('\n'); lf != std::string_view::npos) line = line.substr(0, lf + 1);
  const std::string problem = check.problem(line, mode);
  llmfmt::fuzz::require(problem.empty(), "garyml shapes: " + problem);
  return 0;
}
