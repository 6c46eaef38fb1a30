
// Generated from ./StfLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::stf {


class  StfLexer : public antlr4::Lexer {
public:
  enum {
    NESTED_CLOSE = 1, ESCAPED_LINE = 2, LINE_COMMENT = 3, COMMENT_OPEN = 4, 
    STRAY_COMMENT_CLOSE = 5, STRAY_END = 6, BLOCK_LINE = 7, COMMAND_LINE = 8, 
    BAD_LINE = 9, DATA_LINE = 10, BODY_ESCAPED_LINE = 11, BODY_LINE_COMMENT = 12, 
    BODY_COMMENT_OPEN = 13, BODY_STRAY_CLOSE = 14, END_LINE = 15, BODY_BAD_LINE = 16, 
    BODY_LINE = 17, NESTED_OPEN = 18, COMMENT_CLOSE = 19, IGNORED_LINE = 20
  };

  enum {
    BODY = 1, COMMENT = 2
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

  virtual void action(antlr4::RuleContext *context, size_t ruleIndex, size_t actionIndex) override;
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
  void COMMENT_CLOSEAction(antlr4::RuleContext *context, size_t actionIndex);

  // Individual semantic predicate functions triggered by sempred() above.

  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace llmfmt::stf
