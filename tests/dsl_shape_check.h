// The DSL fast path's recogniser (src/dsl/shapes.h) against the generated lexer, one line at a
// time: where it names a token, the lexer reads the whole line as that one token and is in
// DEFAULT_MODE after it; where it names none, the lexer's first token is none of THEN_LINE,
// FROM_LINE, DEF_LINE and OUT. With the sigil shown to the lexer as the driver shows it.
// Shared by tests/unit/dsl_shapes.cpp and tests/fuzz/dsl_shapes_fuzz.cpp.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include <antlr4-runtime.h>

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
    const std::size_t fast = dsl::read_shape(line, mode, sigil);
    line_.assign(line);
    input_.swap_bytes(sigil, '@');
    input_.reset(line_, 0);
    lexer_.reset();
    lexer_.setMode(mode);
    const std::unique_ptr<antlr4::Token> t = lexer_.nextToken();
    input_.swap_bytes(sigil, sigil);  // (each byte shown as itself again)
    input_.swap_bytes('@', '@');
    const std::size_t type = t->getType(), end = t->getStopIndex() + 1;
    const auto name = [&](std::size_t ty) { return static_cast<const antlr4::Lexer&>(lexer_).getVocabulary().getSymbolicName(ty); };
    const std::string where = std::string(" (mode ") + std::to_string(mode) + ", sigil '" + sigil + "')";
    if (fast == 0) {
      if (type == L::THEN_LINE || type == L::FROM_LINE || type == L::DEF_LINE || type == L::OUT)
        return "the recogniser rejects a line the lexer reads as " + name(type) + where;
      return {};
    }
    if (type != fast || end != line.size())
      return "the recogniser reads " + name(fast) + ", the lexer " + name(type) + " to byte " + std::to_string(end) + where;
    if (lexer_.mode != L::DEFAULT_MODE) return "the mode after " + name(type) + " is not DEFAULT_MODE" + where;
    return {};
  }

 private:
  ByteCharStream input_;
  L lexer_;
  std::string line_;
};

}  // namespace llmfmt::testing
