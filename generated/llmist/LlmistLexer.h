
#include <functional>


// Generated from ./LlmistLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::llmist {


class  LlmistLexer : public antlr4::Lexer {
public:
  enum {
    START_LINE = 1, END_LINE = 2, ARG_LINE = 3, TEXT_LINE = 4, VALUE_LINE = 5
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
    size_t lineMarker() { return markerAt ? markerAt(tokenStartCharIndex) : 0; }
    // Run when the line has been matched: the input stands just after it.
    bool lineComplete() { return _input->LA(-1) == '\n'; }

    void classifyProseLine() {
      if (lineMarker() == START_LINE && lineComplete()) {
        setType(START_LINE);
        setMode(BLOCK);
      }
    }

    void classifyBlockLine() {
      switch (lineMarker()) {
        case START_LINE:
          if (!lineComplete()) {
            setType(TEXT_LINE);
            setMode(DEFAULT_MODE);
          } else {
            setType(START_LINE);
          }
          break;
        case END_LINE:
          setType(END_LINE);
          setMode(DEFAULT_MODE);
          break;
        case ARG_LINE:
          setType(ARG_LINE);
          break;
        default:
          break;  // VALUE_LINE
      }
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
  void VALUE_LINEAction(antlr4::RuleContext *context, size_t actionIndex);

  // Individual semantic predicate functions triggered by sempred() above.

  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace llmfmt::llmist
