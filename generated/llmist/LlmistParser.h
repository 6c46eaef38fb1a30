
// Generated from ./LlmistParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::llmist {


class  LlmistParser : public antlr4::Parser {
public:
  enum {
    START_LINE = 1, END_LINE = 2, ARG_LINE = 3, TEXT_LINE = 4, VALUE_LINE = 5
  };

  enum {
    RuleDocument = 0, RuleBlock = 1, RuleParameter = 2
  };

  LlmistParser(antlr4::TokenStream *input);
  ~LlmistParser();

  virtual std::string getGrammarFileName() const override;
  virtual const antlr4::atn::ATN& getATN() const override { return _atn; };
  virtual const std::vector<std::string>& getTokenNames() const override { return _tokenNames; }; // deprecated: use vocabulary instead.
  virtual const std::vector<std::string>& getRuleNames() const override;
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;


  class DocumentContext;
  class BlockContext;
  class ParameterContext; 

  class  DocumentContext : public antlr4::ParserRuleContext {
  public:
    DocumentContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *EOF();
    std::vector<antlr4::tree::TerminalNode *> TEXT_LINE();
    antlr4::tree::TerminalNode* TEXT_LINE(size_t i);
    std::vector<BlockContext *> block();
    BlockContext* block(size_t i);

    virtual antlrcpp::Any accept(antlr4::tree::ParseTreeVisitor *visitor) override;
   
  };

  DocumentContext* document();

  class  BlockContext : public antlr4::ParserRuleContext {
  public:
    antlr4::Token *value_lineToken = nullptr;;
    std::vector<antlr4::Token *> preamble;;
    BlockContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *START_LINE();
    std::vector<ParameterContext *> parameter();
    ParameterContext* parameter(size_t i);
    antlr4::tree::TerminalNode *END_LINE();
    std::vector<antlr4::tree::TerminalNode *> VALUE_LINE();
    antlr4::tree::TerminalNode* VALUE_LINE(size_t i);

    virtual antlrcpp::Any accept(antlr4::tree::ParseTreeVisitor *visitor) override;
   
  };

  BlockContext* block();

  class  ParameterContext : public antlr4::ParserRuleContext {
  public:
    ParameterContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ARG_LINE();
    std::vector<antlr4::tree::TerminalNode *> VALUE_LINE();
    antlr4::tree::TerminalNode* VALUE_LINE(size_t i);

    virtual antlrcpp::Any accept(antlr4::tree::ParseTreeVisitor *visitor) override;
   
  };

  ParameterContext* parameter();


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

}  // namespace llmfmt::llmist
