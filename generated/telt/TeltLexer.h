
// Generated from ./TeltLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::telt {


class  TeltLexer : public TeltLexerBase {
public:
  enum {
    HEADER_LINE = 1, BLANK_LINE = 2, COMMENT_LINE = 3, COMMAND_LINE = 4, 
    MALFORMED_LINE = 5, CLOSE_LINE = 6, END_LINE = 7, BAD_HEADER_LINE = 8, 
    TEXT_LINE = 9, FOREIGN_END_LINE = 10, ORPHAN_LINE = 11, FOREIGN_CLOSE_LINE = 12, 
    FOREIGN_LINE = 13, PARAM_LINE = 14, CONTENT_LINE = 15, LATE_PARAM_LINE = 16, 
    SKIPPED_PARAM_LINE = 17, SKIPPED_LINE = 18, STRAY_END_LINE = 19, STRAY_END_OUTSIDE = 20, 
    MISPLACED_HEADER_LINE = 21, I_END = 22, I_DELIMITER = 23, STRAY_LINE = 24, 
    C_END = 25, C_DELIMITER = 26, A_END = 27, A_DELIMITER = 28, S_END = 29, 
    S_DELIMITER = 30, ANY_END_LINE = 31
  };

  enum {
    INTRO = 1, IN_COMMAND = 2, AFTER_END = 3, RECOVERING = 4, END_LOOKAHEAD = 5
  };

  TeltLexer(antlr4::CharStream *input);
  ~TeltLexer();

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
  void HEADER_LINE_OUTSIDEAction(antlr4::RuleContext *context, size_t actionIndex);
  void STRAY_END_OUTSIDEAction(antlr4::RuleContext *context, size_t actionIndex);
  void I_HEADERAction(antlr4::RuleContext *context, size_t actionIndex);
  void I_ENDAction(antlr4::RuleContext *context, size_t actionIndex);
  void I_DELIMITERAction(antlr4::RuleContext *context, size_t actionIndex);
  void C_ENDAction(antlr4::RuleContext *context, size_t actionIndex);
  void C_DELIMITERAction(antlr4::RuleContext *context, size_t actionIndex);
  void A_ENDAction(antlr4::RuleContext *context, size_t actionIndex);
  void A_DELIMITERAction(antlr4::RuleContext *context, size_t actionIndex);
  void A_HEADERAction(antlr4::RuleContext *context, size_t actionIndex);
  void S_ENDAction(antlr4::RuleContext *context, size_t actionIndex);
  void S_DELIMITERAction(antlr4::RuleContext *context, size_t actionIndex);
  void S_HEADERAction(antlr4::RuleContext *context, size_t actionIndex);

  // Individual semantic predicate functions triggered by sempred() above.

  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace llmfmt::telt
