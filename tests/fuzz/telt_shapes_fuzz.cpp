// libFuzzer target for the TELT fast path's recogniser (src/telt/shapes.h), one line at a time
// (tests/telt_shape_check.h): it reads a line exactly as the generated lexer does, in every mode,
// the block's hash compared as the grammar compares it. Input layout: byte 0 % 5 is the mode,
// bytes 1–3 the block's hash, the rest (up to its first LF included) the line.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "telt_shape_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 5) return 0;
  static llmfmt::testing::TeltShapeCheck check;
  const std::size_t mode = data[0] % llmfmt::testing::TeltShapeCheck::kModes;
  const char hash[3] = {static_cast<char>(data[1]), static_cast<char>(data[2]), static_cast<char>(data[3])};
  std::string_view line(reinterpret_cast<const char*>(data + 4), size - 4);
  if (const std::size_t lf = line.find('\n'); lf != std::string_view::npos) line = line.substr(0, lf + 1);
  const std::string problem = check.problem(line, mode, hash);
  llmfmt::fuzz::require(problem.empty(), "telt shapes: " + problem);
  return 0;
}
