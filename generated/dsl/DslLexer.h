
// Generated from ./DslLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::dsl {


class  DslLexer : public antlr4::Lexer {
public:
  enum {
    TEXT = 1, REF = 2, GLUED_REF = 3, BAD_REF = 4, SIGIL = 5, NL = 6, TEXT_LINE = 7, 
    THEN_LINE = 8, FROM_LINE = 9, DEF_LINE = 10, THEN = 11, FROM = 12, DEF = 13, 
    TYPE = 14, AS = 15, OUT = 16, IN_DIRECTIVE = 17, THEN_MISCASED = 18, 
    FROM_MISCASED = 19, DEF_MISCASED = 20, TYPE_MISCASED = 21, AS_MISCASED = 22, 
    OUT_MISCASED = 23, UNKNOWN_DIRECTIVE = 24, GLUED_DIRECTIVE = 25, COMMA = 26, 
    IN = 27, VAR = 28, BAD_VAR = 29, ITEM_WORD = 30, TYPE_MARK = 31, AS_MARK = 32, 
    MISCASED_MARK = 33, SLASH_GLUED_MARK = 34, GLUED_MARK = 35, SLASH_WORD = 36, 
    TYPE_NAME = 37, NAME = 38, WORD = 39, AS_SLASH_TEXT = 40, AS_TEXT = 41, 
    AS_REF = 42, AS_GLUED_REF = 43, AS_BAD_REF = 44, AS_SIGIL = 45, SKIPPED = 46, 
    T_SIGIL = 47
  };

  enum {
    TEXT_MODE = 1, FROM_MODE = 2, DEF_MODE = 3, AS_MODE = 4, SKIP_MODE = 5
  };

  DslLexer(antlr4::CharStream *input);
  ~DslLexer();

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

}  // namespace llmfmt::dsl
