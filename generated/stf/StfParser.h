
// Generated from ./StfParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::stf {


class  StfParser : public antlr4::Parser {
public:
  enum {
    NESTED_CLOSE = 1, COMMAND = 2, BLOCK_COMMAND = 3, BLANKS = 4, NL = 5, 
    ESCAPED_LINE = 6, LINE_COMMENT = 7, COMMENT_OPEN = 8, STRAY_COMMENT_CLOSE = 9, 
    STRAY_END = 10, BAD_LINE = 11, DATA_LINE = 12, BODY_ESCAPED_LINE = 13, 
    BODY_LINE_COMMENT = 14, BODY_COMMENT_OPEN = 15, BODY_STRAY_CLOSE = 16, 
    BLOCK_END = 17, BODY_BAD_LINE = 18, BODY_LINE = 19, NESTED_OPEN = 20, 
    COMMENT_CLOSE = 21, IGNORED_LINE = 22, IGNORED_REST = 23, OBJECT = 24, 
    PAIR = 25, QUOTED_PAIR = 26, QUOTE_ENDED_PAIR = 27, KEY = 28, UPPER_KEY = 29, 
    STRAY_EQUALS = 30, JUNK = 31, EQUALS = 32, SPACED_EQUALS = 33, SKIPPED = 34, 
    VALUE_BLANKS = 35, STRING = 36, UNTERMINATED_STRING = 37, BARE = 38, 
    QUOTE_ENDED = 39, CR = 40
  };

  enum {
    RuleDocument = 0, RuleItem = 1, RuleCommand = 2, RuleBlock = 3, RuleBlockEnd = 4, 
    RuleStrayEnd = 5, RuleBodyItem = 6, RuleComment = 7, RuleBodyComment = 8, 
    RuleCommentItem = 9, RuleArguments = 10, RuleArgument = 11, RuleKey = 12, 
    RuleValue = 13
  };

  StfParser(antlr4::TokenStream *input);
  ~StfParser();

  virtual std::string getGrammarFileName() const override;
  virtual const antlr4::atn::ATN& getATN() const override { return _atn; };
  virtual const std::vector<std::string>& getTokenNames() const override { return _tokenNames; }; // deprecated: use vocabulary instead.
  virtual const std::vector<std::string>& getRuleNames() const override;
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;


  class DocumentContext;
  class ItemContext;
  class CommandContext;
  class BlockContext;
  class BlockEndContext;
  class StrayEndContext;
  class BodyItemContext;
  class CommentContext;
  class BodyCommentContext;
  class CommentItemContext;
  class ArgumentsContext;
  class ArgumentContext;
  class KeyContext;
  class ValueContext; 

  class  DocumentContext : public antlr4::ParserRuleContext {
  public:
    DocumentContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *EOF();
    std::vector<ItemContext *> item();
    ItemContext* item(size_t i);

   
  };

  DocumentContext* document();

  class  ItemContext : public antlr4::ParserRuleContext {
  public:
    ItemContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    BlockContext *block();
    CommentContext *comment();
    CommandContext *command();
    StrayEndContext *strayEnd();
    antlr4::tree::TerminalNode *DATA_LINE();
    antlr4::tree::TerminalNode *ESCAPED_LINE();
    antlr4::tree::TerminalNode *LINE_COMMENT();
    antlr4::tree::TerminalNode *BAD_LINE();
    antlr4::tree::TerminalNode *STRAY_COMMENT_CLOSE();

   
  };

  ItemContext* item();

  class  CommandContext : public antlr4::ParserRuleContext {
  public:
    CommandContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *COMMAND();
    ArgumentsContext *arguments();

   
  };

  CommandContext* command();

  class  BlockContext : public antlr4::ParserRuleContext {
  public:
    BlockContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *BLOCK_COMMAND();
    ArgumentsContext *arguments();
    std::vector<BodyItemContext *> bodyItem();
    BodyItemContext* bodyItem(size_t i);
    BlockEndContext *blockEnd();

   
  };

  BlockContext* block();

  class  BlockEndContext : public antlr4::ParserRuleContext {
  public:
    BlockEndContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *BLOCK_END();
    antlr4::tree::TerminalNode *IGNORED_REST();
    antlr4::tree::TerminalNode *NL();

   
  };

  BlockEndContext* blockEnd();

  class  StrayEndContext : public antlr4::ParserRuleContext {
  public:
    StrayEndContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *STRAY_END();
    antlr4::tree::TerminalNode *IGNORED_REST();
    antlr4::tree::TerminalNode *NL();

   
  };

  StrayEndContext* strayEnd();

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

   
  };

  BodyCommentContext* bodyComment();

  class  CommentItemContext : public antlr4::ParserRuleContext {
  public:
    CommentItemContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IGNORED_LINE();
    antlr4::tree::TerminalNode *NESTED_OPEN();
    antlr4::tree::TerminalNode *NESTED_CLOSE();

   
  };

  CommentItemContext* commentItem();

  class  ArgumentsContext : public antlr4::ParserRuleContext {
  public:
    ArgumentsContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<antlr4::tree::TerminalNode *> BLANKS();
    antlr4::tree::TerminalNode* BLANKS(size_t i);
    antlr4::tree::TerminalNode *OBJECT();
    std::vector<ArgumentContext *> argument();
    ArgumentContext* argument(size_t i);
    antlr4::tree::TerminalNode *NL();
    std::vector<antlr4::tree::TerminalNode *> CR();
    antlr4::tree::TerminalNode* CR(size_t i);

   
  };

  ArgumentsContext* arguments();

  class  ArgumentContext : public antlr4::ParserRuleContext {
  public:
    ArgumentContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *PAIR();
    std::vector<antlr4::tree::TerminalNode *> CR();
    antlr4::tree::TerminalNode* CR(size_t i);
    antlr4::tree::TerminalNode *QUOTED_PAIR();
    antlr4::tree::TerminalNode *QUOTE_ENDED_PAIR();
    KeyContext *key();
    antlr4::tree::TerminalNode *EQUALS();
    antlr4::tree::TerminalNode *SPACED_EQUALS();
    antlr4::tree::TerminalNode *VALUE_BLANKS();
    ValueContext *value();
    std::vector<antlr4::tree::TerminalNode *> SKIPPED();
    antlr4::tree::TerminalNode* SKIPPED(size_t i);
    antlr4::tree::TerminalNode *STRAY_EQUALS();
    antlr4::tree::TerminalNode *JUNK();

   
  };

  ArgumentContext* argument();

  class  KeyContext : public antlr4::ParserRuleContext {
  public:
    KeyContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *KEY();
    antlr4::tree::TerminalNode *UPPER_KEY();

   
  };

  KeyContext* key();

  class  ValueContext : public antlr4::ParserRuleContext {
  public:
    ValueContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *BARE();
    std::vector<antlr4::tree::TerminalNode *> CR();
    antlr4::tree::TerminalNode* CR(size_t i);
    antlr4::tree::TerminalNode *QUOTE_ENDED();
    antlr4::tree::TerminalNode *STRING();
    antlr4::tree::TerminalNode *UNTERMINATED_STRING();

   
  };

  ValueContext* value();


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
