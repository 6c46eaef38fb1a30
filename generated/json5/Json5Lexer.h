
// Generated from ./Json5Lexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::json5 {


class  Json5Lexer : public antlr4::Lexer {
public:
  enum {
    LBRACE = 1, RBRACE = 2, LBRACKET = 3, RBRACKET = 4, COLON = 5, COMMA = 6, 
    NULL_LITERAL = 7, TRUE_LITERAL = 8, FALSE_LITERAL = 9, INFINITY_LITERAL = 10, 
    NAN_LITERAL = 11, NUMBER = 12, INVALID_NUMBER = 13, STRING = 14, BAD_STRING = 15, 
    UNTERMINATED_STRING = 16, IDENTIFIER = 17, WHITE_SPACE = 18, LINE_COMMENT = 19, 
    BLOCK_COMMENT = 20, UNTERMINATED_COMMENT = 21, INVALID_CHARACTER = 22
  };

  Json5Lexer(antlr4::CharStream *input);
  ~Json5Lexer();

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

}  // namespace llmfmt::json5
