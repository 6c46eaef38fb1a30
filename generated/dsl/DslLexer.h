
// Generated from ./DslLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::dsl {


class  DslLexer : public antlr4::Lexer {
public:
  enum {
    TEXT = 1, REF = 2, GLUED_REF = 3, BAD_REF = 4, SIGIL = 5, NL = 6, TEXT_END = 7, 
    REF_END = 8, TEXT_LINE = 9, THEN_LINE = 10, FROM_LINE = 11, DEF_LINE = 12, 
    THEN = 13, FROM = 14, DEF = 15, TYPE = 16, AS = 17, OUT = 18, IN_DIRECTIVE = 19, 
    THEN_MISCASED = 20, FROM_MISCASED = 21, DEF_MISCASED = 22, TYPE_MISCASED = 23, 
    AS_MISCASED = 24, OUT_MISCASED = 25, UNKNOWN_DIRECTIVE = 26, GLUED_DIRECTIVE = 27, 
    COMMA = 28, IN = 29, VAR = 30, BAD_VAR = 31, ITEM_WORD = 32, TYPE_MARK = 33, 
    AS_MARK = 34, MISCASED_MARK = 35, SLASH_GLUED_MARK = 36, GLUED_MARK = 37, 
    SLASH_WORD = 38, TYPE_NAME = 39, NAME = 40, WORD = 41, AS_SLASH_TEXT = 42, 
    AS_TEXT = 43, AS_REF = 44, AS_GLUED_REF = 45, AS_BAD_REF = 46, AS_SIGIL = 47, 
    SKIPPED = 48, T_SIGIL = 49
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
