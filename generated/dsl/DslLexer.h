
// Generated from ./DslLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::dsl {


class  DslLexer : public antlr4::Lexer {
public:
  enum {
    TEXT = 1, REF = 2, GLUED_REF = 3, BAD_REF = 4, SIGIL = 5, NL = 6, TEXT_END = 7, 
    REF_END = 8, TEXT_LINE = 9, ODD_INDENT = 10, THEN_LINE = 11, FROM_LINE = 12, 
    DEF_LINE = 13, THEN = 14, FROM = 15, DEF = 16, TYPE = 17, AS = 18, OUT = 19, 
    IN_DIRECTIVE = 20, THEN_MISCASED = 21, FROM_MISCASED = 22, DEF_MISCASED = 23, 
    TYPE_MISCASED = 24, AS_MISCASED = 25, OUT_MISCASED = 26, UNKNOWN_DIRECTIVE = 27, 
    GLUED_DIRECTIVE = 28, COMMA = 29, IN = 30, VAR = 31, BAD_VAR = 32, ITEM_WORD = 33, 
    TYPE_MARK = 34, AS_MARK = 35, MISCASED_MARK = 36, SLASH_GLUED_MARK = 37, 
    GLUED_MARK = 38, SLASH_WORD = 39, TYPE_NAME = 40, NAME = 41, WORD = 42, 
    AS_SLASH_TEXT = 43, AS_TEXT = 44, AS_REF = 45, AS_GLUED_REF = 46, AS_BAD_REF = 47, 
    AS_SIGIL = 48, SKIPPED = 49, T_SIGIL = 50
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
