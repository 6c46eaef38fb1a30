
#include <functional>


// Generated from ./TeltLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::telt {


class  TeltLexer : public antlr4::Lexer {
public:
  enum {
    HEADER_LINE = 1, BAD_HEADER_LINE = 2, BLANK_LINE = 3, COMMENT_LINE = 4, 
    COMMAND_LINE = 5, MALFORMED_LINE = 6, PARAM_LINE = 7, END_LINE = 8, 
    CLOSE_LINE = 9, CONTENT_LINE = 10, ORPHAN_LINE = 11, STRAY_LINE = 12, 
    SKIPPED_LINE = 13, TEXT_LINE = 14
  };

  TeltLexer(antlr4::CharStream *input);
  ~TeltLexer();


  public:
    /// The token type of the line at byte offsets [start, stop) (its newline included); it also
    /// advances the line state machine. Unset: every line is TEXT_LINE.
    std::function<size_t(size_t start, size_t stop)> classify;

  private:
    void classifyLine() {
      if (classify) setType(classify(tokenStartCharIndex, _input->index()));
    }

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
  void TEXT_LINEAction(antlr4::RuleContext *context, size_t actionIndex);

  // Individual semantic predicate functions triggered by sempred() above.

  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace llmfmt::telt
