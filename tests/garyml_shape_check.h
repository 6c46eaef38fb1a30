// The GaryML fast path's recogniser (src/garyml/shapes.h) against the generated lexer, one line at
// a time: it gives tokens exactly when the lexer's tokens of the line (the indenter aside: INDENT
// and DEDENT are the base class's either way) are a sequence of a shape, and then those tokens,
// and leaves the same mode.
// Shared by tests/unit/garyml_shapes.cpp and tests/fuzz/garyml_shapes_fuzz.cpp.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <antlr4-runtime.h>

#include "shape_lines.h"

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
    garyml::Shape fast;
    garyml::read_shape(line, mode, fast);
    line_.assign(line);
    input_.reset(line_, 0);
    lexer_.reset();
    lexer_.source = line_;
    lexer_.setMode(mode);
    // The runtime's nextToken(), not the base class's: the recogniser is not the indenter.
    std::vector<garyml::Shape::Token> lexed;
    for (std::size_t n = 0; n <= line.size(); ++n) {
      const std::unique_ptr<antlr4::Token> t = lexer_.antlr4::Lexer::nextToken();
      if (t->getType() == antlr4::Token::EOF) break;
      lexed.push_back({t->getType(), t->getStartIndex(), t->getStopIndex() + 1});
      if (t->getStopIndex() + 1 >= line.size()) break;
    }
    const std::string where = " (mode " + std::to_string(mode) + ")";
    const bool shape = in_shape(lexed, line.size());
    if (shape != !fast.tokens.empty())
      return std::string("the recogniser ") + (shape ? "rejects" : "accepts") + " a line the lexer reads as" + describe(lexed) +
             (shape ? "" : "; it reads" + describe(fast.tokens)) + where;
    if (!shape) return {};
    if (!same_tokens(lexed, fast.tokens)) return "the tokens differ:" + describe(lexed) + " /" + describe(fast.tokens) + where;
    if (lexer_.mode != fast.mode) return "the modes after the line differ" + where;
    return {};
  }

 private:
  // The token sequences of a shape: one token of a whole line, a keyword with content or one
  // inline parameter, or a keyword with pairs and NL.
  static bool in_shape(const std::vector<garyml::Shape::Token>& t, std::size_t size) {
    if (t.empty() || t.back().end != size) return false;
    if (t.size() == 1) {
      switch (t[0].type) {
        case L::DIRECTIVE_LINE: case L::COMMAND_LINE: case L::PARAM_TRUE: case L::PARAM_FALSE: case L::PARAM_INTEGER:
        case L::PARAM_DECIMAL: case L::PARAM_REFERENCE: case L::PARAM_QUOTED: case L::PARAM_TEXT: case L::TEXT_OPEN_BARE:
        case L::CODE_OPEN: case L::TEXT_CLOSE: case L::CODE_CLOSE:
          return true;
        default:
          return false;
      }
    }
    if (t[0].type != L::DIRECTIVE && t[0].type != L::COMMAND) return false;
    const auto value = [](std::size_t type) {
      return type == L::TRUE || type == L::FALSE || type == L::INTEGER || type == L::DECIMAL || type == L::REFERENCE ||
             type == L::QUOTED || type == L::TEXT;
    };
    const auto pair = [](std::size_t type) {
      return type == L::PAIR_TRUE || type == L::PAIR_FALSE || type == L::PAIR_INTEGER || type == L::PAIR_DECIMAL ||
             type == L::PAIR_REFERENCE || type == L::PAIR_QUOTED || type == L::PAIR_TEXT;
    };
    if (t.size() == 3 && (t[1].type == L::CONTENT_COLON || t[1].type == L::INLINE_KEY) && value(t[2].type)) return true;
    if (t.size() < 3 || t.back().type != L::NL) return false;
    for (std::size_t i = 1; i + 1 < t.size(); ++i)
      if (!pair(t[i].type)) return false;
    return true;
  }

  std::string describe(const std::vector<garyml::Shape::Token>& tokens) const {
    return describe_tokens(static_cast<const antlr4::Lexer&>(lexer_), tokens);
  }

  ByteCharStream input_;
  L lexer_;
  std::string line_;
};

}  // namespace llmfmt::testing
