
// Generated from ./StfLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::stf {


class  StfLexer : public antlr4::Lexer {
public:
  enum {
    NESTED_CLOSE = 1, COMMAND = 2, BLOCK_COMMAND = 3, BLANKS = 4, NL = 5, 
    ESCAPED_LINE = 6, LINE_COMMENT = 7, COMMENT_OPEN = 8, STRAY_COMMENT_CLOSE = 9, 
    STRAY_END = 10, BAD_LINE = 11, DATA_LINE = 12, BODY_ESCAPED_LINE = 13, 
    BODY_LINE_COMMENT = 14, BODY_COMMENT_OPEN = 15, BODY_STRAY_CLOSE = 16, 
    BLOCK_END = 17, BODY_BAD_LINE = 18, BODY_LINE = 19, NESTED_OPEN = 20, 
    COMMENT_CLOSE = 21, IGNORED_LINE = 22, IGNORED_REST = 23, OBJECT = 24, 
    PAIR = 25, QUOTED_PAIR = 26, QUOTE_ENDED_PAIR = 27, KEY = 28, UPPER_KEY = 29, 
    STRAY_EQUALS = 30, JUNK = 31, EQUALS = 32, SPACED_EQUALS = 33, SKIPPED = 34, 
    VALUE_BLANKS = 35, STRING = 36, UNTERMINATED_STRING = 37, BARE = 38, 
    QUOTE_ENDED = 39, CR = 40
  };

  enum {
    BODY = 1, COMMENT = 2, NESTED_COMMENT = 3, AFTER_END = 4, ARGS = 5, 
    PAIRS = 6, AFTER_KEY = 7, GLUED = 8, VALUE = 9, AFTER_VALUE = 10
  };

  StfLexer(antlr4::CharStream *input);
  ~StfLexer();

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

}  // namespace llmfmt::stf
