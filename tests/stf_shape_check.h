// The STF fast path's recogniser (src/stf/shapes.h) against the generated lexer, one line at a
// time: it gives tokens exactly when the lexer reads the line as a command line of its shape —
// (COMMAND | BLOCK_COMMAND) (BLANKS (PAIR | QUOTED_PAIR))* BLANKS? NL, or (STRAY_END | BLOCK_END)
// NL, the line ending in LF — and then the lexer's tokens, and leaves the mode stack as the lexer
// does. Shared by tests/unit/stf_shapes.cpp and tests/fuzz/stf_shapes_fuzz.cpp.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <antlr4-runtime.h>

#include "shape_lines.h"

#include "StfLexer.h"
#include "core/antlr/byte_char_stream.h"
#include "stf/shapes.h"

namespace llmfmt::testing {

class StfShapeCheck {
 public:
  using L = stf::StfLexer;
  /// The modes a line may begin in: outside a block, in a block's body, in a comment.
  static constexpr std::size_t kModes[] = {L::DEFAULT_MODE, L::BODY, L::COMMENT};

  StfShapeCheck() : lexer_(&input_) { lexer_.removeErrorListeners(); }

  /// What is wrong with the recogniser on `line` (at most one LF, at its end) in `mode`; empty:
  /// nothing.
  std::string problem(std::string_view line, std::size_t mode) {
    stf::ShapeTokens fast;
    stf::read_shape(line, mode, fast);
    line_.assign(line);
    input_.reset(line_, 0);
    lexer_.reset();
    if (mode != L::DEFAULT_MODE) lexer_.pushMode(mode);
    const std::vector<std::size_t> stack_before = lexer_.modeStack;
    std::vector<stf::ShapeTokens::Token> lexed;
    for (std::size_t n = 0; n <= line.size(); ++n) {
      const std::unique_ptr<antlr4::Token> t = lexer_.nextToken();
      if (t->getType() == antlr4::Token::EOF) break;
      lexed.push_back({t->getType(), t->getStartIndex(), t->getStopIndex() + 1});
      if (t->getStopIndex() + 1 >= line.size()) break;
    }
    const bool shape = !line.empty() && line.back() == '\n' && in_shape(lexed);
    if (shape != !fast.tokens.empty())
      return std::string("the recogniser ") + (shape ? "rejects" : "accepts") + " a line the lexer reads as" + describe(lexed);
    if (!shape) return {};
    if (!same_tokens(lexed, fast.tokens)) return "the tokens differ:" + describe(lexed) + " /" + describe(fast.tokens);
    // The recogniser's mode stack change applied to the mode the line began in.
    std::size_t mode_after = mode;
    std::vector<std::size_t> stack_after = stack_before;
    if (fast.push > 0) {
      stack_after.push_back(mode_after);
      mode_after = L::BODY;
    } else if (fast.push < 0) {
      if (stack_after.empty()) return "the recogniser pops an empty mode stack";
      mode_after = stack_after.back();
      stack_after.pop_back();
    }
    if (lexer_.mode != mode_after || lexer_.modeStack != stack_after) return "the mode stacks after the line differ" + describe(lexed);
    return {};
  }

 private:
  static bool in_shape(const std::vector<stf::ShapeTokens::Token>& t) {
    if (t.size() < 2 || t.back().type != L::NL) return false;
    if (t[0].type == L::STRAY_END || t[0].type == L::BLOCK_END) return t.size() == 2;
    if (t[0].type != L::COMMAND && t[0].type != L::BLOCK_COMMAND) return false;
    std::size_t i = 1;
    while (i + 1 < t.size() && t[i].type == L::BLANKS && (t[i + 1].type == L::PAIR || t[i + 1].type == L::QUOTED_PAIR)) i += 2;
    if (i < t.size() && t[i].type == L::BLANKS) ++i;
    return i + 1 == t.size();
  }

  std::string describe(const std::vector<stf::ShapeTokens::Token>& tokens) const {
    return describe_tokens(static_cast<const antlr4::Lexer&>(lexer_), tokens);
  }

  ByteCharStream input_;
  L lexer_;
  std::string line_;
};

}  // namespace llmfmt::testing
