
#include <functional>


// Generated from ./LlmistLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::llmist {


class  LlmistLexer : public antlr4::Lexer {
public:
  enum {
    START_LINE = 1, TEXT_LINE = 2, END_LINE = 3, ARG_LINE = 4, VALUE_LINE = 5
  };

  enum {
    BLOCK = 1
  };

  LlmistLexer(antlr4::CharStream *input);
  ~LlmistLexer();


  public:
    /// Which marker the line starting at byte offset `lineStart` begins with: START_LINE, END_LINE,
    /// ARG_LINE, or 0 for none.
    std::function<size_t(size_t lineStart)> markerAt;

  private:
    bool lineStartsWith(size_t marker) { return markerAt && markerAt(tokenStartCharIndex) == marker; }

  virtual std::string getGrammarFileName() const override;
  virtual const std::vector<std::string>& getRuleNames() const override;

  virtual const std::vector<std::string>& getChannelNames() const override;
  virtual const std::vector<std::string>& getModeNames() const override;
  virtual const std::vector<std::string>& getTokenNames() const override; // deprecated, use vocabulary instead
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;

  virtual const std::vector<uint16_t> getSerializedATN() const override;
  virtual const antlr4::atn::ATN& getATN() const override;

  virtual bool sempred(antlr4::RuleContext *_localctx, size_t ruleIndex, size_t predicateIndex) override;

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
  bool START_LINESempred(antlr4::RuleContext *_localctx, size_t predicateIndex);
  bool NEXT_START_LINESempred(antlr4::RuleContext *_localctx, size_t predicateIndex);
  bool CUT_START_LINESempred(antlr4::RuleContext *_localctx, size_t predicateIndex);
  bool END_LINESempred(antlr4::RuleContext *_localctx, size_t predicateIndex);
  bool ARG_LINESempred(antlr4::RuleContext *_localctx, size_t predicateIndex);

  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace llmfmt::llmist
