// The GaryML fast path's recogniser (src/garyml/shapes.h) against the generated lexer, one line at
// a time: where it names a token, the lexer's first token of the line (the indenter aside: INDENT
// and DEDENT are the base class's either way) is that token, the whole line, and leaves the same
// mode; where it names none, the lexer reads the line by a rule that makes no shape's token.
// Shared by tests/unit/garyml_shapes.cpp and tests/fuzz/garyml_shapes_fuzz.cpp.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include <antlr4-runtime.h>

#include "core/antlr/byte_char_stream.h"
#include "garyml/lexer.h"
#include "garyml/shapes.h"

namespace llmfmt::testing {

class GarymlShapeCheck {
 public:
  using L = garyml::GarymlLexer;

  GarymlShapeCheck() : lexer_(&input_) { lexer_.removeErrorListeners(); }

  /// How many lexer modes a line may be read in (every mode, those no line begins in too).
  std::size_t modes() const { return lexer_.getModeNames().size(); }

  /// What is wrong with the recogniser on `line` (at most one LF, at its end; without one it is
  /// the input's last line) in lexer mode `mode`; empty: nothing.
  std::string problem(std::string_view line, std::size_t mode) {
    const garyml::ShapeToken fast = garyml::read_shape(line, mode);
    line_.assign(line);
    input_.reset(line_, 0);
    lexer_.reset();
    lexer_.source = line_;
    lexer_.setMode(mode);
    // The runtime's nextToken(), not the base class's: the recogniser is not the indenter.
    const std::unique_ptr<antlr4::Token> t = lexer_.antlr4::Lexer::nextToken();
    const std::size_t type = t->getType(), end = t->getStopIndex() + 1;
    const auto name = [&](std::size_t ty) { return static_cast<const antlr4::Lexer&>(lexer_).getVocabulary().getSymbolicName(ty); };
    const std::string where = " (mode " + std::to_string(mode) + ")";
    if (fast.type == 0) {
      if (is_shape_token(type)) return "the recogniser rejects a line the lexer reads as " + name(type) + where;
      return {};
    }
    if (type != fast.type || end != line.size())
      return "the recogniser reads " + name(fast.type) + ", the lexer " + name(type) + " to byte " + std::to_string(end) + where;
    if (lexer_.mode != fast.mode) return "the modes after " + name(type) + " differ" + where;
    return {};
  }

 private:
  // The tokens only a shape's rule makes (each is a whole line).
  static bool is_shape_token(std::size_t type) {
    switch (type) {
      case L::DIRECTIVE_LINE: case L::COMMAND_LINE: case L::PARAM_TRUE: case L::PARAM_FALSE: case L::PARAM_INTEGER:
      case L::PARAM_DECIMAL: case L::PARAM_REFERENCE: case L::PARAM_QUOTED: case L::PARAM_TEXT: case L::TEXT_OPEN_BARE:
      case L::CODE_OPEN: case L::TEXT_CLOSE: case L::CODE_CLOSE:
        return true;
      default:
        return false;
    }
  }

  ByteCharStream input_;
  L lexer_;
  std::string line_;
};

}  // namespace llmfmt::testing
