
// Generated from ./Json5Parser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::json5 {


class  Json5Parser : public Json5ParserBase {
public:
  enum {
    LBRACE = 1, RBRACE = 2, LBRACKET = 3, RBRACKET = 4, COLON = 5, COMMA = 6, 
    NULL_LITERAL = 7, TRUE_LITERAL = 8, FALSE_LITERAL = 9, INFINITY_LITERAL = 10, 
    NAN_LITERAL = 11, NUMBER = 12, INVALID_NUMBER = 13, STRING = 14, BAD_STRING = 15, 
    UNTERMINATED_STRING = 16, IDENTIFIER = 17, WHITE_SPACE = 18, LINE_COMMENT = 19, 
    BLOCK_COMMENT = 20, UNTERMINATED_COMMENT = 21, INVALID_CHARACTER = 22
  };

  enum {
    RuleText = 0, RuleValue = 1, RuleObjectLiteral = 2, RuleMember = 3, 
    RuleKey = 4, RuleArray = 5, RuleString = 6, RuleNumber = 7
  };

  Json5Parser(antlr4::TokenStream *input);
  ~Json5Parser();

  virtual std::string getGrammarFileName() const override;
  virtual const antlr4::atn::ATN& getATN() const override { return _atn; };
  virtual const std::vector<std::string>& getTokenNames() const override { return _tokenNames; }; // deprecated: use vocabulary instead.
  virtual const std::vector<std::string>& getRuleNames() const override;
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;


  class TextContext;
  class ValueContext;
  class ObjectLiteralContext;
  class MemberContext;
  class KeyContext;
  class ArrayContext;
  class StringContext;
  class NumberContext; 

  class  TextContext : public antlr4::ParserRuleContext {
  public:
    TextContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ValueContext *value();
    antlr4::tree::TerminalNode *EOF();

   
  };

  TextContext* text();

  class  ValueContext : public antlr4::ParserRuleContext {
  public:
    ValueContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ObjectLiteralContext *objectLiteral();
    ArrayContext *array();
    StringContext *string();
    NumberContext *number();
    antlr4::tree::TerminalNode *NULL_LITERAL();
    antlr4::tree::TerminalNode *TRUE_LITERAL();
    antlr4::tree::TerminalNode *FALSE_LITERAL();
    antlr4::tree::TerminalNode *IDENTIFIER();

   
  };

  ValueContext* value();

  class  ObjectLiteralContext : public antlr4::ParserRuleContext {
  public:
    ObjectLiteralContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *LBRACE();
    antlr4::tree::TerminalNode *RBRACE();
    std::vector<MemberContext *> member();
    MemberContext* member(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ObjectLiteralContext* objectLiteral();

  class  MemberContext : public antlr4::ParserRuleContext {
  public:
    MemberContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    KeyContext *key();
    antlr4::tree::TerminalNode *COLON();
    ValueContext *value();

   
  };

  MemberContext* member();

  class  KeyContext : public antlr4::ParserRuleContext {
  public:
    KeyContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IDENTIFIER();
    StringContext *string();
    antlr4::tree::TerminalNode *NULL_LITERAL();
    antlr4::tree::TerminalNode *TRUE_LITERAL();
    antlr4::tree::TerminalNode *FALSE_LITERAL();
    antlr4::tree::TerminalNode *INFINITY_LITERAL();
    antlr4::tree::TerminalNode *NAN_LITERAL();

   
  };

  KeyContext* key();

  class  ArrayContext : public antlr4::ParserRuleContext {
  public:
    ArrayContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *LBRACKET();
    antlr4::tree::TerminalNode *RBRACKET();
    std::vector<ValueContext *> value();
    ValueContext* value(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ArrayContext* array();

  class  StringContext : public antlr4::ParserRuleContext {
  public:
    StringContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *STRING();
    antlr4::tree::TerminalNode *BAD_STRING();
    antlr4::tree::TerminalNode *UNTERMINATED_STRING();

   
  };

  StringContext* string();

  class  NumberContext : public antlr4::ParserRuleContext {
  public:
    NumberContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *NUMBER();
    antlr4::tree::TerminalNode *INFINITY_LITERAL();
    antlr4::tree::TerminalNode *NAN_LITERAL();
    antlr4::tree::TerminalNode *INVALID_NUMBER();

   
  };

  NumberContext* number();


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

}  // namespace llmfmt::json5
