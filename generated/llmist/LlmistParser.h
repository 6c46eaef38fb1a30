
// Generated from ./LlmistParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::llmist {


class  LlmistParser : public antlr4::Parser {
public:
  enum {
    START_MARKER = 1, END_MARKER = 2, ARG_MARKER = 3, NAME = 4, JUNK = 5, 
    BLANK = 6, CR = 7, NL = 8, TEXT_LINE = 9, VALUE_LINE = 10, HEADER = 11, 
    COLON = 12, COMMA = 13, POINTER_LINE = 14, INDEX = 15, NEGATIVE_INDEX = 16, 
    SLASH = 17, TEXT = 18, HN_CR = 19
  };

  enum {
    RuleDocument = 0, RuleBlock = 1, RuleStartLine = 2, RuleDependencies = 3, 
    RulePart = 4, RuleParameter = 5, RuleArgLine = 6, RulePointer = 7, RuleSegment = 8, 
    RuleEndLine = 9, RuleAfterEnd = 10
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
  class StartLineContext;
  class DependenciesContext;
  class PartContext;
  class ParameterContext;
  class ArgLineContext;
  class PointerContext;
  class SegmentContext;
  class EndLineContext;
  class AfterEndContext; 

  class  DocumentContext : public antlr4::ParserRuleContext {
  public:
    DocumentContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *EOF();
    std::vector<antlr4::tree::TerminalNode *> TEXT_LINE();
    antlr4::tree::TerminalNode* TEXT_LINE(size_t i);
    std::vector<BlockContext *> block();
    BlockContext* block(size_t i);

   
  };

  DocumentContext* document();

  class  BlockContext : public antlr4::ParserRuleContext {
  public:
    LlmistParser::StartLineContext *first = nullptr;;
    antlr4::Token *value_lineToken = nullptr;;
    std::vector<antlr4::Token *> preamble;;
    LlmistParser::ParameterContext *parameterContext = nullptr;;
    std::vector<ParameterContext *> parameters;;
    LlmistParser::EndLineContext *last = nullptr;;
    BlockContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    StartLineContext *startLine();
    std::vector<antlr4::tree::TerminalNode *> VALUE_LINE();
    antlr4::tree::TerminalNode* VALUE_LINE(size_t i);
    std::vector<ParameterContext *> parameter();
    ParameterContext* parameter(size_t i);
    EndLineContext *endLine();

   
  };

  BlockContext* block();

  class  StartLineContext : public antlr4::ParserRuleContext {
  public:
    antlr4::Token *marker = nullptr;;
    antlr4::Token *header = nullptr;;
    LlmistParser::PartContext *name = nullptr;;
    LlmistParser::PartContext *invocationId = nullptr;;
    StartLineContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *START_MARKER();
    antlr4::tree::TerminalNode *NL();
    antlr4::tree::TerminalNode *HEADER();
    std::vector<PartContext *> part();
    PartContext* part(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COLON();
    antlr4::tree::TerminalNode* COLON(size_t i);
    DependenciesContext *dependencies();

   
  };

  StartLineContext* startLine();

  class  DependenciesContext : public antlr4::ParserRuleContext {
  public:
    DependenciesContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<PartContext *> part();
    PartContext* part(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  DependenciesContext* dependencies();

  class  PartContext : public antlr4::ParserRuleContext {
  public:
    PartContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<antlr4::tree::TerminalNode *> NAME();
    antlr4::tree::TerminalNode* NAME(size_t i);
    std::vector<antlr4::tree::TerminalNode *> JUNK();
    antlr4::tree::TerminalNode* JUNK(size_t i);
    std::vector<antlr4::tree::TerminalNode *> BLANK();
    antlr4::tree::TerminalNode* BLANK(size_t i);
    std::vector<antlr4::tree::TerminalNode *> CR();
    antlr4::tree::TerminalNode* CR(size_t i);

   
  };

  PartContext* part();

  class  ParameterContext : public antlr4::ParserRuleContext {
  public:
    LlmistParser::ArgLineContext *arg = nullptr;;
    antlr4::Token *value_lineToken = nullptr;;
    std::vector<antlr4::Token *> values;;
    ParameterContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ArgLineContext *argLine();
    std::vector<antlr4::tree::TerminalNode *> VALUE_LINE();
    antlr4::tree::TerminalNode* VALUE_LINE(size_t i);

   
  };

  ParameterContext* parameter();

  class  ArgLineContext : public antlr4::ParserRuleContext {
  public:
    antlr4::Token *marker = nullptr;;
    antlr4::Token *whole = nullptr;;
    ArgLineContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ARG_MARKER();
    PointerContext *pointer();
    antlr4::tree::TerminalNode *POINTER_LINE();
    antlr4::tree::TerminalNode *NL();

   
  };

  ArgLineContext* argLine();

  class  PointerContext : public antlr4::ParserRuleContext {
  public:
    PointerContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<SegmentContext *> segment();
    SegmentContext* segment(size_t i);
    std::vector<antlr4::tree::TerminalNode *> SLASH();
    antlr4::tree::TerminalNode* SLASH(size_t i);

   
  };

  PointerContext* pointer();

  class  SegmentContext : public antlr4::ParserRuleContext {
  public:
    SegmentContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<antlr4::tree::TerminalNode *> NAME();
    antlr4::tree::TerminalNode* NAME(size_t i);
    std::vector<antlr4::tree::TerminalNode *> INDEX();
    antlr4::tree::TerminalNode* INDEX(size_t i);
    std::vector<antlr4::tree::TerminalNode *> NEGATIVE_INDEX();
    antlr4::tree::TerminalNode* NEGATIVE_INDEX(size_t i);
    std::vector<antlr4::tree::TerminalNode *> JUNK();
    antlr4::tree::TerminalNode* JUNK(size_t i);
    std::vector<antlr4::tree::TerminalNode *> BLANK();
    antlr4::tree::TerminalNode* BLANK(size_t i);
    std::vector<antlr4::tree::TerminalNode *> CR();
    antlr4::tree::TerminalNode* CR(size_t i);

   
  };

  SegmentContext* segment();

  class  EndLineContext : public antlr4::ParserRuleContext {
  public:
    antlr4::Token *marker = nullptr;;
    LlmistParser::AfterEndContext *after = nullptr;;
    EndLineContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *END_MARKER();
    AfterEndContext *afterEnd();
    antlr4::tree::TerminalNode *NL();

   
  };

  EndLineContext* endLine();

  class  AfterEndContext : public antlr4::ParserRuleContext {
  public:
    AfterEndContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<antlr4::tree::TerminalNode *> BLANK();
    antlr4::tree::TerminalNode* BLANK(size_t i);
    std::vector<antlr4::tree::TerminalNode *> CR();
    antlr4::tree::TerminalNode* CR(size_t i);
    std::vector<antlr4::tree::TerminalNode *> TEXT();
    antlr4::tree::TerminalNode* TEXT(size_t i);

   
  };

  AfterEndContext* afterEnd();


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
