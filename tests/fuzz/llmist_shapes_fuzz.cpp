// libFuzzer target for the llmist fast path's recognisers (src/llmist/shapes.h), one marker line at
// a time (tests/llmist_shape_check.h): each accepts the rest of a START, ARG or END line exactly
// when the generated lexer reads it as the one token of its shape, with the same parts. Input
// layout: byte 0 % 3 picks the marker (START, ARG, END); the rest, up to its first LF included, is
// what follows the marker.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "llmist_shape_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  static llmfmt::testing::LlmistShapeCheck check;
  const auto kind = static_cast<llmfmt::testing::LlmistShapeCheck::Kind>(data[0] % 3);
  std::string_view rest(reinterpret_cast<const char*>(data + 1), size - 1);
  if (const std::size_t lf = rest.find('\n'); lf != std::string_view::npos) rest = rest.substr(0, lf + 1);
  const std::string problem = check.problem(kind, rest);
  llmfmt::fuzz::require(problem.empty(), "llmist shapes: " + problem);
  return 0;
}
