
// Generated from ./TeltParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::telt {


class  TeltParser : public antlr4::Parser {
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
    RuleBlock = 0, RuleIntro = 1, RuleSection = 2, RuleCommand = 3, RuleParameter = 4, 
    RuleSkipped = 5
  };

  TeltParser(antlr4::TokenStream *input);
  ~TeltParser();

  virtual std::string getGrammarFileName() const override;
  virtual const antlr4::atn::ATN& getATN() const override { return _atn; };
  virtual const std::vector<std::string>& getTokenNames() const override { return _tokenNames; }; // deprecated: use vocabulary instead.
  virtual const std::vector<std::string>& getRuleNames() const override;
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;


  class BlockContext;
  class IntroContext;
  class SectionContext;
  class CommandContext;
  class ParameterContext;
  class SkippedContext; 

  class  BlockContext : public antlr4::ParserRuleContext {
  public:
    BlockContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *HEADER_LINE();
    antlr4::tree::TerminalNode *EOF();
    std::vector<IntroContext *> intro();
    IntroContext* intro(size_t i);
    std::vector<SectionContext *> section();
    SectionContext* section(size_t i);
    antlr4::tree::TerminalNode *CLOSE_LINE();

   
  };

  BlockContext* block();

  class  IntroContext : public antlr4::ParserRuleContext {
  public:
    IntroContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *BLANK_LINE();
    antlr4::tree::TerminalNode *COMMENT_LINE();

   
  };

  IntroContext* intro();

  class  SectionContext : public antlr4::ParserRuleContext {
  public:
    SectionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    CommandContext *command();
    SkippedContext *skipped();
    antlr4::tree::TerminalNode *END_LINE();
    std::vector<IntroContext *> intro();
    IntroContext* intro(size_t i);

   
  };

  SectionContext* section();

  class  CommandContext : public antlr4::ParserRuleContext {
  public:
    antlr4::Token *content_lineToken = nullptr;;
    std::vector<antlr4::Token *> body;;
    antlr4::Token *foreign_end_lineToken = nullptr;;
    antlr4::Token *_tset89 = nullptr;;
    CommandContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *COMMAND_LINE();
    std::vector<ParameterContext *> parameter();
    ParameterContext* parameter(size_t i);
    std::vector<antlr4::tree::TerminalNode *> CONTENT_LINE();
    antlr4::tree::TerminalNode* CONTENT_LINE(size_t i);
    std::vector<antlr4::tree::TerminalNode *> FOREIGN_END_LINE();
    antlr4::tree::TerminalNode* FOREIGN_END_LINE(size_t i);

   
  };

  CommandContext* command();

  class  ParameterContext : public antlr4::ParserRuleContext {
  public:
    antlr4::Token *content_lineToken = nullptr;;
    std::vector<antlr4::Token *> value;;
    antlr4::Token *foreign_end_lineToken = nullptr;;
    antlr4::Token *_tset111 = nullptr;;
    ParameterContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *PARAM_LINE();
    std::vector<antlr4::tree::TerminalNode *> CONTENT_LINE();
    antlr4::tree::TerminalNode* CONTENT_LINE(size_t i);
    std::vector<antlr4::tree::TerminalNode *> FOREIGN_END_LINE();
    antlr4::tree::TerminalNode* FOREIGN_END_LINE(size_t i);

   
  };

  ParameterContext* parameter();

  class  SkippedContext : public antlr4::ParserRuleContext {
  public:
    SkippedContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *MALFORMED_LINE();
    antlr4::tree::TerminalNode *ORPHAN_LINE();
    antlr4::tree::TerminalNode *FOREIGN_LINE();
    antlr4::tree::TerminalNode *FOREIGN_CLOSE_LINE();
    antlr4::tree::TerminalNode *MISPLACED_HEADER_LINE();
    antlr4::tree::TerminalNode *STRAY_LINE();
    std::vector<antlr4::tree::TerminalNode *> SKIPPED_LINE();
    antlr4::tree::TerminalNode* SKIPPED_LINE(size_t i);
    std::vector<antlr4::tree::TerminalNode *> SKIPPED_PARAM_LINE();
    antlr4::tree::TerminalNode* SKIPPED_PARAM_LINE(size_t i);
    std::vector<antlr4::tree::TerminalNode *> FOREIGN_END_LINE();
    antlr4::tree::TerminalNode* FOREIGN_END_LINE(size_t i);

   
  };

  SkippedContext* skipped();


private:
  static std::vector<antlr4::dfa::DFA> _decisionToDFA;
  static antlr4::atn::PredictionContextCache _sharedContextCache;
  static std::vector<std::string> _ruleNames;
  static std::vector<std::string> _tokenNames;

  static std::vector<std::string> _literalNames;
  static std::vector<std::string> _symbolicNames;
  static antlr4::dfa::Vocabulary _vocabulary;
  static antlr4::atn::ATN _atn;
  static std::vector<uint16_t> _serializedATN;


  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace llmfmt::telt
