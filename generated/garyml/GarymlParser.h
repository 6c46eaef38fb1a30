
// Generated from ./GarymlParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::garyml {


class  GarymlParser : public antlr4::Parser {
public:
  enum {
    INDENT = 1, DEDENT = 2, NL = 3, TEXT_CLOSE = 4, CODE_CLOSE = 5, BLOCK_LINE = 6, 
    PAIR_KEY = 7, GAP = 8, TRUE = 9, FALSE = 10, INTEGER = 11, DECIMAL = 12, 
    REFERENCE = 13, QUOTED = 14, UNCLOSED_QUOTE = 15, QUOTE_THEN_TEXT = 16, 
    TEXT = 17, PAIR_TRUE = 18, PAIR_FALSE = 19, PAIR_INTEGER = 20, PAIR_DECIMAL = 21, 
    PAIR_REFERENCE = 22, PAIR_QUOTED = 23, PAIR_QUOTE_THEN_TEXT = 24, PAIR_TEXT = 25, 
    BLANK_LINE = 26, COMMENT_LINE = 27, DIRECTIVE_LINE = 28, COMMAND_LINE = 29, 
    DIRECTIVE = 30, COMMAND = 31, NO_NAME = 32, PARAM_TRUE = 33, PARAM_FALSE = 34, 
    PARAM_INTEGER = 35, PARAM_DECIMAL = 36, PARAM_REFERENCE = 37, PARAM_QUOTED = 38, 
    PARAM_TEXT = 39, PARAM_KEY = 40, TEXT_LINE = 41, TEXT_LINE_START = 42, 
    TEXT_OPEN_BARE = 43, TEXT_OPEN = 44, CODE_OPEN = 45, STRAY_LINE = 46, 
    CONTENT_COLON = 47, INLINE_KEY = 48, INLINE_JUNK = 49, MALFORMED_REST = 50, 
    EMPTY_VALUE = 51, EXTRA_TEXT = 52
  };

  enum {
    RuleRun = 0, RuleSection = 1, RuleNested = 2, RuleKeywordLine = 3, RuleInlineForm = 4, 
    RulePair = 5, RuleMalformed = 6, RuleParameterLine = 7, RuleValue = 8, 
    RuleTextLine = 9, RuleTextBlock = 10, RuleCodeBlock = 11, RuleStrayLine = 12
  };

  GarymlParser(antlr4::TokenStream *input);
  ~GarymlParser();

  virtual std::string getGrammarFileName() const override;
  virtual const antlr4::atn::ATN& getATN() const override { return _atn; };
  virtual const std::vector<std::string>& getTokenNames() const override { return _tokenNames; }; // deprecated: use vocabulary instead.
  virtual const std::vector<std::string>& getRuleNames() const override;
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;


  class RunContext;
  class SectionContext;
  class NestedContext;
  class KeywordLineContext;
  class InlineFormContext;
  class PairContext;
  class MalformedContext;
  class ParameterLineContext;
  class ValueContext;
  class TextLineContext;
  class TextBlockContext;
  class CodeBlockContext;
  class StrayLineContext; 

  class  RunContext : public antlr4::ParserRuleContext {
  public:
    RunContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    SectionContext *section();
    antlr4::tree::TerminalNode *EOF();

   
  };

  RunContext* run();

  class  SectionContext : public antlr4::ParserRuleContext {
  public:
    SectionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<KeywordLineContext *> keywordLine();
    KeywordLineContext* keywordLine(size_t i);
    std::vector<ParameterLineContext *> parameterLine();
    ParameterLineContext* parameterLine(size_t i);
    std::vector<TextLineContext *> textLine();
    TextLineContext* textLine(size_t i);
    std::vector<TextBlockContext *> textBlock();
    TextBlockContext* textBlock(size_t i);
    std::vector<CodeBlockContext *> codeBlock();
    CodeBlockContext* codeBlock(size_t i);
    std::vector<StrayLineContext *> strayLine();
    StrayLineContext* strayLine(size_t i);
    std::vector<NestedContext *> nested();
    NestedContext* nested(size_t i);

   
  };

  SectionContext* section();

  class  NestedContext : public antlr4::ParserRuleContext {
  public:
    NestedContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *INDENT();
    SectionContext *section();
    antlr4::tree::TerminalNode *DEDENT();

   
  };

  NestedContext* nested();

  class  KeywordLineContext : public antlr4::ParserRuleContext {
  public:
    KeywordLineContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *DIRECTIVE_LINE();
    antlr4::tree::TerminalNode *COMMAND_LINE();
    InlineFormContext *inlineForm();
    antlr4::tree::TerminalNode *DIRECTIVE();
    antlr4::tree::TerminalNode *COMMAND();

   
  };

  KeywordLineContext* keywordLine();

  class  InlineFormContext : public antlr4::ParserRuleContext {
  public:
    InlineFormContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *NL();
    antlr4::tree::TerminalNode *CONTENT_COLON();
    ValueContext *value();
    antlr4::tree::TerminalNode *INLINE_KEY();
    std::vector<PairContext *> pair();
    PairContext* pair(size_t i);
    MalformedContext *malformed();

   
  };

  InlineFormContext* inlineForm();

  class  PairContext : public antlr4::ParserRuleContext {
  public:
    PairContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *PAIR_KEY();
    ValueContext *value();
    antlr4::tree::TerminalNode *PAIR_TRUE();
    antlr4::tree::TerminalNode *PAIR_FALSE();
    antlr4::tree::TerminalNode *PAIR_INTEGER();
    antlr4::tree::TerminalNode *PAIR_DECIMAL();
    antlr4::tree::TerminalNode *PAIR_REFERENCE();
    antlr4::tree::TerminalNode *PAIR_QUOTED();
    antlr4::tree::TerminalNode *PAIR_TEXT();
    antlr4::tree::TerminalNode *PAIR_QUOTE_THEN_TEXT();

   
  };

  PairContext* pair();

  class  MalformedContext : public antlr4::ParserRuleContext {
  public:
    MalformedContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *INLINE_JUNK();
    antlr4::tree::TerminalNode *GAP();
    antlr4::tree::TerminalNode *MALFORMED_REST();

   
  };

  MalformedContext* malformed();

  class  ParameterLineContext : public antlr4::ParserRuleContext {
  public:
    ParameterLineContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *PARAM_KEY();
    ValueContext *value();
    antlr4::tree::TerminalNode *PARAM_TRUE();
    antlr4::tree::TerminalNode *PARAM_FALSE();
    antlr4::tree::TerminalNode *PARAM_INTEGER();
    antlr4::tree::TerminalNode *PARAM_DECIMAL();
    antlr4::tree::TerminalNode *PARAM_REFERENCE();
    antlr4::tree::TerminalNode *PARAM_QUOTED();
    antlr4::tree::TerminalNode *PARAM_TEXT();

   
  };

  ParameterLineContext* parameterLine();

  class  ValueContext : public antlr4::ParserRuleContext {
  public:
    ValueContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *TRUE();
    antlr4::tree::TerminalNode *FALSE();
    antlr4::tree::TerminalNode *INTEGER();
    antlr4::tree::TerminalNode *DECIMAL();
    antlr4::tree::TerminalNode *REFERENCE();
    antlr4::tree::TerminalNode *QUOTED();
    antlr4::tree::TerminalNode *TEXT();
    antlr4::tree::TerminalNode *EMPTY_VALUE();
    antlr4::tree::TerminalNode *UNCLOSED_QUOTE();
    antlr4::tree::TerminalNode *QUOTE_THEN_TEXT();

   
  };

  ValueContext* value();

  class  TextLineContext : public antlr4::ParserRuleContext {
  public:
    TextLineContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *TEXT_LINE();
    antlr4::tree::TerminalNode *TEXT_LINE_START();
    antlr4::tree::TerminalNode *EXTRA_TEXT();

   
  };

  TextLineContext* textLine();

  class  TextBlockContext : public antlr4::ParserRuleContext {
  public:
    TextBlockContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *TEXT_OPEN_BARE();
    antlr4::tree::TerminalNode *TEXT_OPEN();
    std::vector<antlr4::tree::TerminalNode *> BLOCK_LINE();
    antlr4::tree::TerminalNode* BLOCK_LINE(size_t i);
    antlr4::tree::TerminalNode *TEXT_CLOSE();

   
  };

  TextBlockContext* textBlock();

  class  CodeBlockContext : public antlr4::ParserRuleContext {
  public:
    CodeBlockContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *CODE_OPEN();
    std::vector<antlr4::tree::TerminalNode *> BLOCK_LINE();
    antlr4::tree::TerminalNode* BLOCK_LINE(size_t i);
    antlr4::tree::TerminalNode *CODE_CLOSE();

   
  };

  CodeBlockContext* codeBlock();

  class  StrayLineContext : public antlr4::ParserRuleContext {
  public:
    StrayLineContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *NO_NAME();
    antlr4::tree::TerminalNode *STRAY_LINE();

   
  };

  StrayLineContext* strayLine();


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

}  // namespace llmfmt::garyml
