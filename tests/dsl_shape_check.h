// The DSL fast path's recogniser (src/dsl/shapes.h) against the generated lexer, one line at a
// time: where it names a token, the lexer reads the whole line as that one token and is in
// DEFAULT_MODE after it; where it names none, the lexer's first token is none of THEN_LINE,
// FROM_LINE, DEF_LINE and OUT. With the sigil shown to the lexer as the driver shows it.
// Shared by tests/unit/dsl_shapes.cpp and tests/fuzz/dsl_shapes_fuzz.cpp.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <antlr4-runtime.h>

#include "shape_lines.h"

#include "DslLexer.h"
#include "core/antlr/byte_char_stream.h"
#include "dsl/shapes.h"

namespace llmfmt::testing {

class DslShapeCheck {
 public:
  using L = dsl::DslLexer;
  /// Sigils the checks use: the default and others a user may set.
  static constexpr char kSigils[] = {'@', '$', '#', '%'};

  DslShapeCheck() : lexer_(&input_) { lexer_.removeErrorListeners(); }

  /// How many lexer modes a line may be read in (lines begin in DEFAULT_MODE; the others must
  /// give no shape).
  std::size_t modes() const { return lexer_.getModeNames().size(); }

  /// What is wrong with the recogniser on `line` (at most one LF, at its end; without one it is
  /// the input's last line) in lexer mode `mode` with sigil `sigil`; empty: nothing.
  std::string problem(std::string_view line, std::size_t mode, char sigil) {
    dsl::Shape fast;
    dsl::read_shape(line, mode, sigil, fast);
    line_.assign(line);
    input_.swap_bytes(sigil, '@');
    input_.reset(line_, 0);
    lexer_.reset();
    lexer_.setMode(mode);
    std::vector<dsl::Shape::Token> lexed;
    for (std::size_t n = 0; n <= line.size(); ++n) {
      const std::unique_ptr<antlr4::Token> t = lexer_.nextToken();
      if (t->getType() == antlr4::Token::EOF) break;
      lexed.push_back({t->getType(), t->getStartIndex(), t->getStopIndex() + 1});
      if (t->getStopIndex() + 1 >= line.size()) break;
    }
    const std::size_t mode_after = lexer_.mode;
    const bool shape = in_shape(lexed, line, sigil, mode);
    input_.swap_bytes(sigil, sigil);  // (each byte shown as itself again)
    input_.swap_bytes('@', '@');
    const std::string where = std::string(" (mode ") + std::to_string(mode) + ", sigil '" + sigil + "')";
    if (shape != !fast.tokens.empty())
      return std::string("the recogniser ") + (shape ? "rejects" : "accepts") + " a line the lexer reads as" + describe(lexed) +
             (shape ? "" : "; it reads" + describe(fast.tokens)) + where;
    if (!shape) return {};
    if (!same_tokens(lexed, fast.tokens)) return "the tokens differ:" + describe(lexed) + " /" + describe(fast.tokens) + where;
    if (mode_after != L::DEFAULT_MODE) return "the mode after the line is not DEFAULT_MODE" + where;
    return {};
  }

 private:
  // The token sequences of a shape: one directive token of the whole line; or, from DEFAULT_MODE,
  // THEN, or a TEXT that begins the line with a character that is no blank, CR, '/', sigil or
  // non-ASCII byte, then TEXT, REF, TEXT_END, REF_END and NL only, the last of them ending in LF.
  static bool in_shape(const std::vector<dsl::Shape::Token>& t, std::string_view line, char sigil, std::size_t mode) {
    if (t.empty() || t.back().end != line.size()) return false;
    if (t.size() == 1 &&
        (t[0].type == L::THEN_LINE || t[0].type == L::FROM_LINE || t[0].type == L::DEF_LINE || t[0].type == L::OUT))
      return true;
    const auto c = static_cast<unsigned char>(line[0]);
    const bool plain_first = c != ' ' && c != '\t' && c != '\r' && c != '/' && c != static_cast<unsigned char>(sigil) &&
                             c != 0x01 && c < 0x80;
    if (!(t[0].type == L::THEN || (t[0].type == L::TEXT && t[0].start == 0 && plain_first))) return false;
    if (t.size() < 2 || mode != L::DEFAULT_MODE || line.back() != '\n') return false;
    for (std::size_t i = 1; i < t.size(); ++i)
      if (t[i].type != L::TEXT && t[i].type != L::REF && t[i].type != L::TEXT_END && t[i].type != L::REF_END &&
          t[i].type != L::NL)
        return false;
    return true;
  }

  std::string describe(const std::vector<dsl::Shape::Token>& tokens) const {
    return describe_tokens(static_cast<const antlr4::Lexer&>(lexer_), tokens);
  }

  ByteCharStream input_;
  L lexer_;
  std::string line_;
};

}  // namespace llmfmt::testing
