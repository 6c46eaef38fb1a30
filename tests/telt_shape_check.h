// The TELT fast path's recogniser (src/telt/shapes.h) against the generated lexer, one line at a
// time: where it names a token, the lexer reads the line as that one token and leaves the same
// mode and block hash; where it names none, the lexer reads the line by a rule that is no shape
// (a catch-all: text, content, a skipped or malformed line). Each line is also read with the hash
// it carries itself, so that a delimiter is seen as the block's own as well as a foreign one.
// Shared by tests/unit/telt_shapes.cpp and tests/fuzz/telt_shapes_fuzz.cpp.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include <antlr4-runtime.h>

#include "telt/lexer.h"
#include "core/antlr/byte_char_stream.h"
#include "telt/shapes.h"

namespace llmfmt::testing {

class TeltShapeCheck {
 public:
  using L = telt::TeltLexer;
  static constexpr std::size_t kModes = 5;  // DEFAULT_MODE, INTRO, IN_COMMAND, AFTER_END, RECOVERING

  TeltShapeCheck() : lexer_(&input_) { lexer_.removeErrorListeners(); }

  /// What is wrong with the recogniser on `line` (at most one LF, at its end; without one it is
  /// the input's last line) in lexer mode `mode` with block hash `hash`; empty: nothing.
  std::string problem(std::string_view line, std::size_t mode, const char hash[3]) {
    std::string p = one(line, mode, hash);
    const std::size_t space = line.find(' ', 2);  // the hash the line carries, as byHash() finds it
    if (p.empty() && space != std::string_view::npos && space + 3 < line.size())
      p = one(line, mode, line.data() + space + 1);
    return p;
  }

 private:
  std::string one(std::string_view line, std::size_t mode, const char* hash) {
    const telt::ShapeToken fast = telt::read_shape(line, mode, hash);
    line_.assign(line);
    input_.reset(line_, 0);
    lexer_.reset();
    lexer_.setMode(mode);
    lexer_.setBlockHash(hash);
    const std::unique_ptr<antlr4::Token> t = lexer_.nextToken();
    const std::size_t type = t->getType(), end = t->getStopIndex() + 1;
    const std::string hash_after(lexer_.blockHash(), 3);
    const auto name = [&](std::size_t ty) { return static_cast<const antlr4::Lexer&>(lexer_).getVocabulary().getSymbolicName(ty); };
    const std::string where = " (mode " + std::to_string(mode) + ", hash '" + std::string(hash, 3) + "')";
    if (fast.type == 0) {
      if (is_shape_token(type)) return "the recogniser rejects a line the lexer reads as " + name(type) + where;
      return {};
    }
    if (type != fast.type || end != line.size())
      return "the recogniser reads " + name(fast.type) + ", the lexer " + name(type) + " to byte " + std::to_string(end) + where;
    if (lexer_.mode != fast.mode) return "the modes after " + name(type) + " differ" + where;
    const std::string expected = fast.opens_block ? std::string(line.substr(20, 3)) : std::string(hash, 3);
    if (hash_after != expected) return "the block hash after " + name(type) + " differs" + where;
    return {};
  }

  // The tokens only a shape rule (HEADER, COMMAND, a delimiter, BLANK, COMMENT) makes.
  static bool is_shape_token(std::size_t type) {
    switch (type) {
      case L::HEADER_LINE: case L::BLANK_LINE: case L::COMMENT_LINE: case L::COMMAND_LINE: case L::CLOSE_LINE:
      case L::END_LINE: case L::PARAM_LINE: case L::ORPHAN_LINE: case L::FOREIGN_CLOSE_LINE: case L::FOREIGN_LINE:
      case L::FOREIGN_END_LINE: case L::LATE_PARAM_LINE: case L::SKIPPED_PARAM_LINE: case L::STRAY_END_LINE:
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
