
// Generated from ./StfParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::stf {


class  StfParser : public antlr4::Parser {
public:
  enum {
    NESTED_CLOSE = 1, ESCAPED_LINE = 2, LINE_COMMENT = 3, COMMENT_OPEN = 4, 
    STRAY_COMMENT_CLOSE = 5, STRAY_END = 6, BLOCK_LINE = 7, COMMAND_LINE = 8, 
    BAD_LINE = 9, DATA_LINE = 10, BODY_ESCAPED_LINE = 11, BODY_LINE_COMMENT = 12, 
    BODY_COMMENT_OPEN = 13, BODY_STRAY_CLOSE = 14, END_LINE = 15, BODY_BAD_LINE = 16, 
    BODY_LINE = 17, NESTED_OPEN = 18, COMMENT_CLOSE = 19, IGNORED_LINE = 20
  };

  enum {
    RuleFile = 0, RuleItem = 1, RuleBlock = 2, RuleBodyItem = 3, RuleComment = 4, 
    RuleBodyComment = 5, RuleCommentItem = 6
  };

  StfParser(antlr4::TokenStream *input);
  ~StfParser();

  virtual std::string getGrammarFileName() const override;
  virtual const antlr4::atn::ATN& getATN() const override { return _atn; };
  virtual const std::vector<std::string>& getTokenNames() const override { return _tokenNames; }; // deprecated: use vocabulary instead.
  virtual const std::vector<std::string>& getRuleNames() const override;
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;


  class FileContext;
  class ItemContext;
  class BlockContext;
  class BodyItemContext;
  class CommentContext;
  class BodyCommentContext;
  class CommentItemContext; 

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
    BlockContext *block();
    CommentContext *comment();
    antlr4::tree::TerminalNode *DATA_LINE();
    antlr4::tree::TerminalNode *ESCAPED_LINE();
    antlr4::tree::TerminalNode *LINE_COMMENT();
    antlr4::tree::TerminalNode *COMMAND_LINE();
    antlr4::tree::TerminalNode *BAD_LINE();
    antlr4::tree::TerminalNode *STRAY_END();
    antlr4::tree::TerminalNode *STRAY_COMMENT_CLOSE();

    virtual antlrcpp::Any accept(antlr4::tree::ParseTreeVisitor *visitor) override;
   
  };

  ItemContext* item();

  class  BlockContext : public antlr4::ParserRuleContext {
  public:
    BlockContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *BLOCK_LINE();
    std::vector<BodyItemContext *> bodyItem();
    BodyItemContext* bodyItem(size_t i);
    antlr4::tree::TerminalNode *END_LINE();

    virtual antlrcpp::Any accept(antlr4::tree::ParseTreeVisitor *visitor) override;
   
  };

  BlockContext* block();

  class  BodyItemContext : public antlr4::ParserRuleContext {
  public:
    BodyItemContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *BODY_LINE();
    antlr4::tree::TerminalNode *BODY_ESCAPED_LINE();
    antlr4::tree::TerminalNode *BODY_LINE_COMMENT();
    antlr4::tree::TerminalNode *BODY_BAD_LINE();
    antlr4::tree::TerminalNode *BODY_STRAY_CLOSE();
    BodyCommentContext *bodyComment();

    virtual antlrcpp::Any accept(antlr4::tree::ParseTreeVisitor *visitor) override;
   
  };

  BodyItemContext* bodyItem();

  class  CommentContext : public antlr4::ParserRuleContext {
  public:
    CommentContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *COMMENT_OPEN();
    std::vector<CommentItemContext *> commentItem();
    CommentItemContext* commentItem(size_t i);
    antlr4::tree::TerminalNode *COMMENT_CLOSE();

    virtual antlrcpp::Any accept(antlr4::tree::ParseTreeVisitor *visitor) override;
   
  };

  CommentContext* comment();

  class  BodyCommentContext : public antlr4::ParserRuleContext {
  public:
    BodyCommentContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *BODY_COMMENT_OPEN();
    std::vector<CommentItemContext *> commentItem();
    CommentItemContext* commentItem(size_t i);
    antlr4::tree::TerminalNode *COMMENT_CLOSE();

    virtual antlrcpp::Any accept(antlr4::tree::ParseTreeVisitor *visitor) override;
   
  };

  BodyCommentContext* bodyComment();

  class  CommentItemContext : public antlr4::ParserRuleContext {
  public:
    CommentItemContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IGNORED_LINE();
    antlr4::tree::TerminalNode *NESTED_OPEN();
    antlr4::tree::TerminalNode *NESTED_CLOSE();

    virtual antlrcpp::Any accept(antlr4::tree::ParseTreeVisitor *visitor) override;
   
  };

  CommentItemContext* commentItem();


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

}  // namespace llmfmt::stf
