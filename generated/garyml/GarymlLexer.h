
// Generated from ./GarymlLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::garyml {


class  GarymlLexer : public GarymlLexerBase {
public:
  enum {
    INDENT = 1, DEDENT = 2, NL = 3, TEXT_CLOSE = 4, CODE_CLOSE = 5, BLOCK_LINE = 6, 
    PAIR_KEY = 7, GAP = 8, TRUE = 9, FALSE = 10, INTEGER = 11, DECIMAL = 12, 
    REFERENCE = 13, QUOTED = 14, UNCLOSED_QUOTE = 15, QUOTE_THEN_TEXT = 16, 
    TEXT = 17, PAIR_TRUE = 18, PAIR_FALSE = 19, PAIR_INTEGER = 20, PAIR_DECIMAL = 21, 
    PAIR_REFERENCE = 22, PAIR_QUOTED = 23, PAIR_QUOTE_THEN_TEXT = 24, PAIR_TEXT = 25, 
    BLANK_LINE = 26, COMMENT_LINE = 27, DIRECTIVE_LINE = 28, COMMAND_LINE = 29, 
    DIRECTIVE = 30, COMMAND = 31, NO_NAME = 32, PARAM_TRUE = 33, PARAM_FALSE = 34, 
    PARAM_INTEGER = 35, PARAM_DECIMAL = 36, PARAM_REFERENCE = 37, PARAM_QUOTED = 38, 
    PARAM_TEXT = 39, PARAM_KEY = 40, TEXT_LINE = 41, TEXT_LINE_START = 42, 
    TEXT_OPEN_BARE = 43, TEXT_OPEN = 44, CODE_OPEN = 45, STRAY_LINE = 46, 
    CONTENT_COLON = 47, INLINE_KEY = 48, INLINE_JUNK = 49, MALFORMED_REST = 50, 
    EMPTY_VALUE = 51, EXTRA_TEXT = 52
  };

  enum {
    INLINE = 1, PAIR_VALUE = 2, PAIRS = 3, MALFORMED = 4, VALUE = 5, AFTER_TEXT = 6, 
    TEXT_BARE = 7, TEXT_RUN = 8, CODE = 9
  };

  GarymlLexer(antlr4::CharStream *input);
  ~GarymlLexer();

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

}  // namespace llmfmt::garyml
