
// Generated from ./GarymlParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::garyml {


class  GarymlParser : public antlr4::Parser {
public:
  enum {
    BLANK_LINE = 1, COMMENT_LINE = 2, KEYWORD_LINE = 3, PARAM_LINE = 4, 
    TEXT_LINE = 5, TEXT_OPEN = 6, CODE_OPEN = 7, BLOCK_LINE = 8, TEXT_CLOSE = 9, 
    CODE_CLOSE = 10, INDENT = 11, DEDENT = 12, OTHER_LINE = 13, TEXT_BLOCK_LINE = 14, 
    CODE_BLOCK_LINE = 15
  };

  enum {
    RuleFile = 0, RuleItem = 1, RuleTextBlock = 2, RuleCodeBlock = 3
  };

  GarymlParser(antlr4::TokenStream *input);
  ~GarymlParser();

  virtual std::string getGrammarFileName() const override;
  virtual const antlr4::atn::ATN& getATN() const override { return _atn; };
  virtual const std::vector<std::string>& getTokenNames() const override { return _tokenNames; }; // deprecated: use vocabulary instead.
  virtual const std::vector<std::string>& getRuleNames() const override;
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;


  class FileContext;
  class ItemContext;
  class TextBlockContext;
  class CodeBlockContext; 

  class  FileContext : public antlr4::ParserRuleContext {
  public:
    FileContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *EOF();
    std::vector<ItemContext *> item();
    ItemContext* item(size_t i);

    virtual antlrcpp::Any accept(antlr4::tree::ParseTreeVisitor *visitor) override;
   
  };

  FileContext* file();

  class  ItemContext : public antlr4::ParserRuleContext {
  public:
    ItemContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *KEYWORD_LINE();
    antlr4::tree::TerminalNode *PARAM_LINE();
    antlr4::tree::TerminalNode *OTHER_LINE();
    antlr4::tree::TerminalNode *TEXT_LINE();
    TextBlockContext *textBlock();
    CodeBlockContext *codeBlock();
    antlr4::tree::TerminalNode *INDENT();
    antlr4::tree::TerminalNode *DEDENT();

    virtual antlrcpp::Any accept(antlr4::tree::ParseTreeVisitor *visitor) override;
   
  };

  ItemContext* item();

  class  TextBlockContext : public antlr4::ParserRuleContext {
  public:
    TextBlockContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *TEXT_OPEN();
    std::vector<antlr4::tree::TerminalNode *> BLOCK_LINE();
    antlr4::tree::TerminalNode* BLOCK_LINE(size_t i);
    antlr4::tree::TerminalNode *TEXT_CLOSE();

    virtual antlrcpp::Any accept(antlr4::tree::ParseTreeVisitor *visitor) override;
   
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

    virtual antlrcpp::Any accept(antlr4::tree::ParseTreeVisitor *visitor) override;
   
  };

  CodeBlockContext* codeBlock();


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
