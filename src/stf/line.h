// One physical STF line as the lexer delivered it. Only LF ends a line: a CR stays in `content`.
#pragma once

#include <cstddef>
#include <string_view>

#include <antlr4-runtime.h>

#include "llmfmt/core/span.h"

namespace llmfmt::stf {

struct Line {
  std::string_view content;  ///< without its LF (views the decoded input)
  bool terminated = false;   ///< ended in LF
  std::size_t offset = 0;    ///< byte offset of its first byte
  std::size_t number = 0;    ///< line number

  /// The line of a token; `input` is the whole decoded text (token indices are offsets into it).
  static Line of(const antlr4::Token& token, std::string_view input);
  /// Position of byte `byte` of content (clamped to the end of the content).
  Position at(std::size_t byte) const;
};

}  // namespace llmfmt::stf
