// The llmist fast path's recognisers (src/llmist/shapes.h) against the generated lexer, one line
// at a time: a recogniser accepts the rest of a marker line exactly when LlmistLexer reads it as
// the one token of its shape, and then gives the parts the grammar's fine tokens give (the same
// line lexed from the mode the lexer enters once it has read one fine token: HEADER_NAME_REST,
// POINTER_REST). Shared by the property test (tests/unit/llmist_shapes.cpp) and the libFuzzer
// target (tests/fuzz/llmist_shapes_fuzz.cpp).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <antlr4-runtime.h>

#include "llmist/lexer.h"
#include "core/antlr/byte_char_stream.h"
#include "llmist/shapes.h"

namespace llmfmt::testing {

using llmist::LlmistLexer;

class LlmistShapeCheck {
 public:
  enum Kind { start, arg, end };

  LlmistShapeCheck() : lexer_(&input_) { lexer_.removeErrorListeners(); }

  /// What is wrong with the recogniser of `kind` on a marker line `marker` + `rest` (the rest
  /// holds at most one LF, at its end; without one the line is the last of the input); empty:
  /// nothing.
  std::string problem(Kind kind, std::string_view rest) {
    const std::string marker = kind == start ? "!!!GADGET_START:" : kind == arg ? "!!!ARG:" : "!!!GADGET_END";
    line_ = marker + std::string(rest);
    const bool terminated = !rest.empty() && rest.back() == '\n';
    // The generated lexer, in the mode a block's line begins in, the marker found at the line's start.
    const std::vector<Piece> tokens = lex(LlmistLexer::BLOCK, kind, marker.size(), terminated);
    switch (kind) {
      case start: {
        llmist::HeaderShape shape;
        const bool accepted = llmist::read_header(line_, marker.size(), shape);
        const bool one_token = tokens.size() == 2 && tokens[0].type == LlmistLexer::START_MARKER &&
                               tokens[1].type == LlmistLexer::HEADER && tokens[1].end == line_.size();
        if (accepted != one_token) return verdict(accepted, "HEADER", tokens);
        if (accepted) return header_parts(shape, marker.size());
        return {};
      }
      case arg: {
        llmist::PointerShape shape;
        const bool accepted = llmist::read_pointer(line_, marker.size(), shape);
        const bool one_token = tokens.size() == 2 && tokens[0].type == LlmistLexer::ARG_MARKER &&
                               tokens[1].type == LlmistLexer::POINTER_LINE && tokens[1].end == line_.size();
        if (accepted != one_token) return verdict(accepted, "POINTER_LINE", tokens);
        if (accepted) return pointer_parts(shape, marker.size());
        return {};
      }
      case end: {
        const bool accepted = llmist::read_blank_end(line_, marker.size());
        bool blank = !tokens.empty() && tokens[0].type == LlmistLexer::END_MARKER && tokens.back().end == line_.size();
        for (std::size_t i = 1; i < tokens.size(); ++i)
          blank = blank && ((tokens[i].type == LlmistLexer::BLANK && i == 1) ||
                            (tokens[i].type == LlmistLexer::NL && i + 1 == tokens.size()));
        if (accepted != blank) return verdict(accepted, "END_MARKER BLANK? NL?", tokens);
        return {};
      }
    }
    return {};
  }

 private:
  struct Piece {
    std::size_t type, start, end;
  };

  // The tokens of line_ from byte `from`, the lexer in `mode`, the marker (if any) of `kind`.
  std::vector<Piece> lex(std::size_t mode, Kind kind, std::size_t marker, bool terminated, std::size_t from = 0) {
    input_.reset(line_, 0);
    lexer_.reset();
    const std::size_t type = kind == start ? LlmistLexer::START_MARKER
                             : kind == arg ? LlmistLexer::ARG_MARKER
                                           : LlmistLexer::END_MARKER;
    lexer_.markerAt = [&](std::size_t offset) {
      LlmistLexer::Marker m;
      m.complete = terminated;
      if (offset == 0) {
        m.type = type;
        m.length = marker;
      }
      return m;
    };
    input_.seek(from);
    lexer_.setMode(mode);
    std::vector<Piece> out;
    for (std::size_t n = 0; n <= line_.size() + 1; ++n) {
      const std::unique_ptr<antlr4::Token> t = lexer_.nextToken();
      if (t->getType() == antlr4::Token::EOF) break;
      out.push_back({t->getType(), t->getStartIndex(), t->getStopIndex() + 1});
      if (t->getStopIndex() + 1 >= line_.size()) break;
    }
    return out;
  }

  std::string describe(const std::vector<Piece>& tokens) const {
    std::string out;
    for (const Piece& p : tokens)
      out += " " + static_cast<const antlr4::Lexer&>(lexer_).getVocabulary().getSymbolicName(p.type) + "[" + std::to_string(p.start) + "," +
             std::to_string(p.end) + ")";
    return out;
  }
  std::string verdict(bool accepted, const char* shape, const std::vector<Piece>& tokens) const {
    return std::string("the recogniser ") + (accepted ? "accepts" : "rejects") + " a line the lexer reads " +
           (accepted ? "otherwise than " : "as ") + shape + ":" + describe(tokens);
  }

  // The parts of a HEADER: its NAME tokens, grouped by the COLONs between them.
  std::string header_parts(const llmist::HeaderShape& shape, std::size_t marker) {
    const std::vector<Piece> fine = lex(LlmistLexer::HEADER_NAME_REST, start, marker, true, marker);
    std::vector<std::vector<Piece>> names(3);
    std::size_t part = 0, dependencies_at = 0;
    for (const Piece& p : fine) {
      if (p.type == LlmistLexer::COLON && ++part == 2) dependencies_at = p.end;
      if (p.type == LlmistLexer::NAME) names[part].push_back(p);
      if (p.type == LlmistLexer::JUNK || p.type == LlmistLexer::CR) return "a HEADER holds" + describe({p});
    }
    const auto same = [&](const llmist::Piece& piece, const Piece& token) {
      return piece.is_name && piece.at == token.start && piece.text.size() == token.end - token.start &&
             piece.text.data() == line_.data() + token.start;
    };
    if (names[0].size() != 1 || !same(shape.name, names[0][0])) return "the name differs from the grammar's" + describe(fine);
    if (names[1].size() > 1 || (names[1].empty() ? !shape.id.text.empty() : !same(shape.id, names[1][0])))
      return "the id differs from the grammar's" + describe(fine);
    if (shape.has_dependencies != (part == 2) || (part == 2 && shape.dependencies_at != dependencies_at) ||
        shape.dependencies.size() != names[2].size())
      return "the dependencies differ from the grammar's" + describe(fine);
    for (std::size_t i = 0; i < names[2].size(); ++i)
      if (!same(shape.dependencies[i], names[2][i])) return "dependency " + std::to_string(i) + " differs" + describe(fine);
    return {};
  }

  // The parts of a POINTER_LINE: its NAME and INDEX tokens, the pointer from the first to the last.
  std::string pointer_parts(const llmist::PointerShape& shape, std::size_t marker) {
    const std::vector<Piece> fine = lex(LlmistLexer::POINTER_REST, arg, marker, true, marker);
    std::vector<Piece> segments;
    for (const Piece& p : fine) {
      if (p.type == LlmistLexer::NAME || p.type == LlmistLexer::INDEX) segments.push_back(p);
      else if (p.type != LlmistLexer::SLASH && p.type != LlmistLexer::BLANK && p.type != LlmistLexer::NL)
        return "a POINTER_LINE holds" + describe({p});
    }
    if (segments.empty() || shape.segments.size() != segments.size()) return "the segments differ" + describe(fine);
    const std::size_t from = segments.front().start;
    if (shape.at != from || shape.text != std::string_view(line_).substr(from, segments.back().end - from))
      return "the pointer differs from the grammar's" + describe(fine);
    for (std::size_t i = 0; i < segments.size(); ++i) {
      const llmist::Segment& s = shape.segments[i];
      const llmist::Segment::Kind kind = segments[i].type == LlmistLexer::NAME ? llmist::Segment::name : llmist::Segment::index;
      if (s.kind != kind || s.at != segments[i].start - from || s.text.size() != segments[i].end - segments[i].start ||
          s.text.data() != line_.data() + segments[i].start)
        return "segment " + std::to_string(i) + " differs" + describe(fine);
    }
    return {};
  }

  ByteCharStream input_;
  LlmistLexer lexer_;
  std::string line_;
};

}  // namespace llmfmt::testing
