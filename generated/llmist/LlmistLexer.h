
#include <functional>


// Generated from ./LlmistLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::llmist {


class  LlmistLexer : public antlr4::Lexer {
public:
  enum {
    START_MARKER = 1, END_MARKER = 2, ARG_MARKER = 3, NAME = 4, JUNK = 5, 
    BLANK = 6, CR = 7, NL = 8, TEXT_LINE = 9, VALUE_LINE = 10, HEADER = 11, 
    COLON = 12, COMMA = 13, POINTER_LINE = 14, INDEX = 15, NEGATIVE_INDEX = 16, 
    SLASH = 17, TEXT = 18, HN_CR = 19
  };

  enum {
    BLOCK = 1, HEADER_NAME = 2, HEADER_NAME_REST = 3, HEADER_ID = 4, HEADER_DEPENDENCIES = 5, 
    POINTER = 6, POINTER_REST = 7, AFTER_END = 8
  };

  LlmistLexer(antlr4::CharStream *input);
  ~LlmistLexer();


  public:
    /// The longest configured marker that the line at byte offset `offset` begins with: its token
    /// type (0 for none) and length, and whether the line ends in LF.
    struct Marker {
      size_t type = 0;
      size_t length = 0;
      bool complete = false;
    };
    std::function<Marker(size_t offset)> markerAt;

    /// What a line that begins with `marker` is in the current mode: `token` is the marker token
    /// it begins with, or the content token (TEXT_LINE, VALUE_LINE) it is as a whole; `mode` is the
    /// mode its first token is lexed in.
    struct LineStart {
      size_t token;
      size_t mode;
    };
    LineStart lineStart(const Marker& marker) const {
      const bool inBlock = mode == BLOCK;
      if (marker.type == START_MARKER) {
        if (marker.complete) return {START_MARKER, HEADER_NAME};
        return {TEXT_LINE, DEFAULT_MODE};
      }
      if (inBlock && marker.type == END_MARKER) return {END_MARKER, AFTER_END};
      if (inBlock && marker.type == ARG_MARKER) return {ARG_MARKER, POINTER};
      return inBlock ? LineStart{VALUE_LINE, BLOCK} : LineStart{TEXT_LINE, DEFAULT_MODE};
    }
    static bool isMarker(size_t token) {
      return token == START_MARKER || token == END_MARKER || token == ARG_MARKER;
    }

    /// At the start of a line (DEFAULT_MODE and BLOCK are entered only there), a marker becomes its
    /// token here; every other token comes from the rules below.
    std::unique_ptr<antlr4::Token> nextToken() override {
      if ((mode == DEFAULT_MODE || mode == BLOCK) && markerAt && _input->LA(1) != antlr4::Token::EOF) {
        const Marker marker = markerAt(_input->index());
        const LineStart start = lineStart(marker);
        setMode(start.mode);
        if (isMarker(start.token)) return markerToken(start.token, marker.length);
      }
      return antlr4::Lexer::nextToken();
    }

  private:
    std::unique_ptr<antlr4::Token> markerToken(size_t markerType, size_t length) {
      tokenStartCharIndex = _input->index();
      tokenStartLine = getLine();
      tokenStartCharPositionInLine = getCharPositionInLine();
      _input->seek(tokenStartCharIndex + length);
      setCharPositionInLine(tokenStartCharPositionInLine + length);
      type = markerType;
      channel = antlr4::Token::DEFAULT_CHANNEL;
      emit();
      return std::move(token);
    }

  virtual std::string getGrammarFileName() const override;
  virtual const std::vector<std::string>& getRuleNames() const override;

  virtual const std::vector<std::string>& getChannelNames() const override;
  virtual const std::vector<std::string>& getModeNames() const override;
  virtual const std::vector<std::string>& getTokenNames() const override; // deprecated, use vocabulary instead
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;

  virtual const std::vector<uint16_t> getSerializedATN() const override;
  virtual const antlr4::atn::ATN& getATN() const override;

private:
  static std::vector<antlr4::dfa::DFA> _decisionToDFA;
  static antlr4::atn::PredictionContextCache _sharedContextCache;
  static std::vector<std::string> _ruleNames;
  static std::vector<std::string> _tokenNames;
  static std::vector<std::string> _channelNames;
  static std::vector<std::string> _modeNames;

  static std::vector<std::string> _literalNames;
  static std::vector<std::string> _symbolicNames;
  static antlr4::dfa::Vocabulary _vocabulary;
  static antlr4::atn::ATN _atn;
  static std::vector<uint16_t> _serializedATN;


  // Individual action functions triggered by action() above.

  // Individual semantic predicate functions triggered by sempred() above.

  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace llmfmt::llmist
