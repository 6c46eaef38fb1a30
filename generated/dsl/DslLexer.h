
// Generated from ./DslLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::dsl {


class  DslLexer : public antlr4::Lexer {
public:
  enum {
    TEXT = 1, REF = 2, GLUED_REF = 3, BAD_REF = 4, SIGIL = 5, NL = 6, TEXT_LINE = 7, 
    THEN = 8, FROM = 9, DEF = 10, TYPE = 11, AS = 12, OUT = 13, IN_DIRECTIVE = 14, 
    THEN_MISCASED = 15, FROM_MISCASED = 16, DEF_MISCASED = 17, TYPE_MISCASED = 18, 
    AS_MISCASED = 19, OUT_MISCASED = 20, UNKNOWN_DIRECTIVE = 21, GLUED_DIRECTIVE = 22, 
    COMMA = 23, IN = 24, VAR = 25, BAD_VAR = 26, ITEM_WORD = 27, TYPE_MARK = 28, 
    AS_MARK = 29, MISCASED_MARK = 30, SLASH_GLUED_MARK = 31, GLUED_MARK = 32, 
    SLASH_WORD = 33, TYPE_NAME = 34, NAME = 35, WORD = 36, AS_SLASH_TEXT = 37, 
    AS_TEXT = 38, AS_REF = 39, AS_GLUED_REF = 40, AS_BAD_REF = 41, AS_SIGIL = 42, 
    SKIPPED = 43, T_SIGIL = 44
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
