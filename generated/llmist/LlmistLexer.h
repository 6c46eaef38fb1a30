
// Generated from ./LlmistLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::llmist {


class  LlmistLexer : public LlmistLexerBase {
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
