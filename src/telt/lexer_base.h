// The base class of the generated TELT lexer (grammars/telt/TeltLexer.g4, `superClass`): the
// grammar's contract in C++ — the open block's hash, openBlock() and byHash(), which the rules'
// actions call as `self.openBlock()` and `self.byHash(…)`. tests/ports/antlr-python/TeltLexerBase.py
// is the same in Python.
//
// A template over the generated lexer (which derives from TeltLexerBase) for its token and mode
// numbers, which contentType() needs; src/telt/lexer.h includes both. contentType(), blockHash()
// and setBlockHash() are llmfmt's driver's, not the contract's.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include <antlr4-runtime.h>

namespace llmfmt::telt {

template <class Generated>
class TeltLexerBaseT : public antlr4::Lexer {
 public:
  explicit TeltLexerBaseT(antlr4::CharStream* input) : antlr4::Lexer(input) {}
  TeltLexerBaseT(const TeltLexerBaseT&) = delete;
  TeltLexerBaseT& operator=(const TeltLexerBaseT&) = delete;

  /// The name the grammar's actions call the lexer by, as Python's `self` is.
  TeltLexerBaseT& self = *this;

  /// The header rules' action: the header line just matched (`#!telt [3-char SHA: xyz]`) opens a
  /// block with its hash, characters 20–22 of the line.
  void openBlock() {
    // LA(j - length) is character j of the token just matched (the input is just past it).
    const ssize_t length = static_cast<ssize_t>(_input->index() - tokenStartCharIndex);
    for (ssize_t i = 0; i < 3; ++i) hash_[i] = static_cast<char>(_input->LA(20 + i - length));
  }

  /// The delimiter rules' action (`--NAME xyz--`, then TRAIL, just matched): the line is a token
  /// of type `ownType` and the lexer goes on in mode `ownMode` when xyz is the open block's hash,
  /// else `otherType` and `otherMode` — names of the grammar's token types and modes.
  void byHash(const char* ownType, const char* ownMode, const char* otherType, const char* otherMode) {
    // LA(j - length) is byte j of the line just matched.
    const ssize_t length = static_cast<ssize_t>(_input->index() - tokenStartCharIndex);
    ssize_t at = 2 - length;
    while (_input->LA(at) != ' ') ++at;
    const bool own = _input->LA(at + 1) == static_cast<unsigned char>(hash_[0]) &&
                     _input->LA(at + 2) == static_cast<unsigned char>(hash_[1]) &&
                     _input->LA(at + 3) == static_cast<unsigned char>(hash_[2]) && _input->LA(at + 4) == '-';
    setType(typeNamed(own ? ownType : otherType));
    setMode(modeNamed(own ? ownMode : otherMode));
  }

  /// The token type of the line that begins with `first` and `second` (0 when the line has only
  /// one byte, or none) in the current mode, when the line is opaque there: no rule of the mode but
  /// its catch-all can match a line that begins so (and then the mode changes as that rule's
  /// would). 0 when the line must be lexed.
  std::size_t contentType(char first, char second) {
    const std::size_t type = contentTypeIn(mode, first, second);
    if (type != 0 && mode == Generated::AFTER_END) setMode(DEFAULT_MODE);  // (A_TEXT's mode change)
    return type;
  }
  /// contentType() of a line beginning in mode `m`, the mode left as it is.
  static std::size_t contentTypeIn(std::size_t m, char first, char second) {
    switch (m) {
      case DEFAULT_MODE:  // only a header line begins with `#!`, and an END with `--`
        return (first == '#' && second == '!') || (first == '-' && second == '-') ? 0 : Generated::TEXT_LINE;
      case Generated::IN_COMMAND:  // only delimiters begin with `--`
        return first == '-' && second == '-' ? 0 : Generated::CONTENT_LINE;
      case Generated::RECOVERING:  // only commands, delimiters and headers are read
        return (first == '=' && second == '=') || (first == '-' && second == '-') || (first == '#' && second == '!')
                   ? 0 : Generated::SKIPPED_LINE;
      case Generated::AFTER_END:  // A_TEXT: a line that cannot be blank, a comment, a command, a delimiter or a header
        if (first == '\0' || first == ' ' || first == '\t' || first == '\r' || first == '/' || first == '=' ||
            first == '-' || first == '#')
          return 0;
        return Generated::TEXT_LINE;
      default:  // INTRO: a few lines per block, all lexed
        return 0;
    }
  }

  /// The open block's hash (the last header's).
  const char* blockHash() const { return hash_; }
  /// The hash of the block the lexer is in: for a second lexer that reads a line as this one
  /// would (the driver's near-miss probe, src/core/line_driver.h).
  void setBlockHash(const char* hash) {
    for (std::size_t i = 0; i < 3; ++i) hash_[i] = hash[i];
  }

 private:
  // The number of the token type or mode `name`, looked up by its spelling once per name (the
  // actions pass string literals, whose addresses do not change).
  std::size_t typeNamed(const char* name) {
    const auto found = types_.find(name);
    if (found != types_.end()) return found->second;
    const antlr4::dfa::Vocabulary& vocabulary = getVocabulary();
    for (std::size_t t = 1; t <= vocabulary.getMaxTokenType(); ++t)
      if (vocabulary.getSymbolicName(t) == name) return types_[name] = t;
    throw std::logic_error(std::string("TeltLexer.g4 names no token type ") + name);
  }
  std::size_t modeNamed(const char* name) {
    const auto found = modes_.find(name);
    if (found != modes_.end()) return found->second;
    const std::vector<std::string>& modes = getModeNames();
    for (std::size_t m = 0; m < modes.size(); ++m)
      if (modes[m] == name) return modes_[name] = m;
    throw std::logic_error(std::string("TeltLexer.g4 names no mode ") + name);
  }

  char hash_[3] = {0, 0, 0};
  std::unordered_map<const char*, std::size_t> types_, modes_;  // byHash's names, by address
};

class TeltLexer;
using TeltLexerBase = TeltLexerBaseT<TeltLexer>;

}  // namespace llmfmt::telt
