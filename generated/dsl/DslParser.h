
// Generated from ./DslParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::dsl {


class  DslParser : public antlr4::Parser {
public:
  enum {
    TEXT = 1, REF = 2, GLUED_REF = 3, BAD_REF = 4, SIGIL = 5, NL = 6, TEXT_END = 7, 
    REF_END = 8, TEXT_LINE = 9, ODD_INDENT = 10, THEN_LINE = 11, FROM_LINE = 12, 
    DEF_LINE = 13, THEN = 14, FROM = 15, DEF = 16, TYPE = 17, AS = 18, OUT = 19, 
    IN_DIRECTIVE = 20, THEN_MISCASED = 21, FROM_MISCASED = 22, DEF_MISCASED = 23, 
    TYPE_MISCASED = 24, AS_MISCASED = 25, OUT_MISCASED = 26, UNKNOWN_DIRECTIVE = 27, 
    GLUED_DIRECTIVE = 28, COMMA = 29, IN = 30, VAR = 31, BAD_VAR = 32, ITEM_WORD = 33, 
    TYPE_MARK = 34, AS_MARK = 35, MISCASED_MARK = 36, SLASH_GLUED_MARK = 37, 
    GLUED_MARK = 38, SLASH_WORD = 39, TYPE_NAME = 40, NAME = 41, WORD = 42, 
    AS_SLASH_TEXT = 43, AS_TEXT = 44, AS_REF = 45, AS_GLUED_REF = 46, AS_BAD_REF = 47, 
    AS_SIGIL = 48, SKIPPED = 49, T_SIGIL = 50
  };

  enum {
    RuleProgram = 0, RuleStepRun = 1, RuleThen = 2, RuleStep = 3, RuleDirective = 4, 
    RuleFromLine = 5, RuleFromItem = 6, RuleDefLine = 7, RuleTypeLine = 8, 
    RuleAsLine = 9, RuleDefPart = 10, RuleWords = 11, RuleAsText = 12, RuleOutLine = 13, 
    RuleOtherLine = 14
  };

  DslParser(antlr4::TokenStream *input);
  ~DslParser();

  virtual std::string getGrammarFileName() const override;
  virtual const antlr4::atn::ATN& getATN() const override { return _atn; };
  virtual const std::vector<std::string>& getTokenNames() const override { return _tokenNames; }; // deprecated: use vocabulary instead.
  virtual const std::vector<std::string>& getRuleNames() const override;
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;


  class ProgramContext;
  class StepRunContext;
  class ThenContext;
  class StepContext;
  class DirectiveContext;
  class FromLineContext;
  class FromItemContext;
  class DefLineContext;
  class TypeLineContext;
  class AsLineContext;
  class DefPartContext;
  class WordsContext;
  class AsTextContext;
  class OutLineContext;
  class OtherLineContext; 

  class  ProgramContext : public antlr4::ParserRuleContext {
  public:
    ProgramContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<StepContext *> step();
    StepContext* step(size_t i);
    antlr4::tree::TerminalNode *EOF();
    std::vector<ThenContext *> then();
    ThenContext* then(size_t i);

   
  };

  ProgramContext* program();

  class  StepRunContext : public antlr4::ParserRuleContext {
  public:
    StepRunContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<StepContext *> step();
    StepContext* step(size_t i);
    antlr4::tree::TerminalNode *EOF();
    std::vector<ThenContext *> then();
    ThenContext* then(size_t i);

   
  };

  StepRunContext* stepRun();

  class  ThenContext : public antlr4::ParserRuleContext {
  public:
    ThenContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *THEN_LINE();
    antlr4::tree::TerminalNode *THEN();
    antlr4::tree::TerminalNode *THEN_MISCASED();

   
  };

  ThenContext* then();

  class  StepContext : public antlr4::ParserRuleContext {
  public:
    StepContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<DirectiveContext *> directive();
    DirectiveContext* directive(size_t i);
    std::vector<antlr4::tree::TerminalNode *> TEXT_LINE();
    antlr4::tree::TerminalNode* TEXT_LINE(size_t i);
    std::vector<antlr4::tree::TerminalNode *> ODD_INDENT();
    antlr4::tree::TerminalNode* ODD_INDENT(size_t i);
    std::vector<antlr4::tree::TerminalNode *> TEXT();
    antlr4::tree::TerminalNode* TEXT(size_t i);
    std::vector<antlr4::tree::TerminalNode *> REF();
    antlr4::tree::TerminalNode* REF(size_t i);
    std::vector<antlr4::tree::TerminalNode *> GLUED_REF();
    antlr4::tree::TerminalNode* GLUED_REF(size_t i);
    std::vector<antlr4::tree::TerminalNode *> BAD_REF();
    antlr4::tree::TerminalNode* BAD_REF(size_t i);
    std::vector<antlr4::tree::TerminalNode *> SIGIL();
    antlr4::tree::TerminalNode* SIGIL(size_t i);
    std::vector<antlr4::tree::TerminalNode *> NL();
    antlr4::tree::TerminalNode* NL(size_t i);
    std::vector<antlr4::tree::TerminalNode *> TEXT_END();
    antlr4::tree::TerminalNode* TEXT_END(size_t i);
    std::vector<antlr4::tree::TerminalNode *> REF_END();
    antlr4::tree::TerminalNode* REF_END(size_t i);

   
  };

  StepContext* step();

  class  DirectiveContext : public antlr4::ParserRuleContext {
  public:
    DirectiveContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    FromLineContext *fromLine();
    DefLineContext *defLine();
    TypeLineContext *typeLine();
    AsLineContext *asLine();
    OutLineContext *outLine();
    OtherLineContext *otherLine();
    std::vector<antlr4::tree::TerminalNode *> TEXT_LINE();
    antlr4::tree::TerminalNode* TEXT_LINE(size_t i);
    std::vector<antlr4::tree::TerminalNode *> ODD_INDENT();
    antlr4::tree::TerminalNode* ODD_INDENT(size_t i);
    std::vector<antlr4::tree::TerminalNode *> TEXT();
    antlr4::tree::TerminalNode* TEXT(size_t i);
    std::vector<antlr4::tree::TerminalNode *> REF();
    antlr4::tree::TerminalNode* REF(size_t i);
    std::vector<antlr4::tree::TerminalNode *> GLUED_REF();
    antlr4::tree::TerminalNode* GLUED_REF(size_t i);
    std::vector<antlr4::tree::TerminalNode *> BAD_REF();
    antlr4::tree::TerminalNode* BAD_REF(size_t i);
    std::vector<antlr4::tree::TerminalNode *> SIGIL();
    antlr4::tree::TerminalNode* SIGIL(size_t i);
    std::vector<antlr4::tree::TerminalNode *> NL();
    antlr4::tree::TerminalNode* NL(size_t i);
    std::vector<antlr4::tree::TerminalNode *> TEXT_END();
    antlr4::tree::TerminalNode* TEXT_END(size_t i);
    std::vector<antlr4::tree::TerminalNode *> REF_END();
    antlr4::tree::TerminalNode* REF_END(size_t i);

   
  };

  DirectiveContext* directive();

  class  FromLineContext : public antlr4::ParserRuleContext {
  public:
    FromLineContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *FROM_LINE();
    std::vector<FromItemContext *> fromItem();
    FromItemContext* fromItem(size_t i);
    antlr4::tree::TerminalNode *FROM();
    antlr4::tree::TerminalNode *FROM_MISCASED();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  FromLineContext* fromLine();

  class  FromItemContext : public antlr4::ParserRuleContext {
  public:
    FromItemContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<antlr4::tree::TerminalNode *> VAR();
    antlr4::tree::TerminalNode* VAR(size_t i);
    std::vector<antlr4::tree::TerminalNode *> BAD_VAR();
    antlr4::tree::TerminalNode* BAD_VAR(size_t i);
    std::vector<antlr4::tree::TerminalNode *> IN();
    antlr4::tree::TerminalNode* IN(size_t i);
    std::vector<antlr4::tree::TerminalNode *> ITEM_WORD();
    antlr4::tree::TerminalNode* ITEM_WORD(size_t i);

   
  };

  FromItemContext* fromItem();

  class  DefLineContext : public antlr4::ParserRuleContext {
  public:
    DefLineContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *DEF_LINE();
    WordsContext *words();
    antlr4::tree::TerminalNode *DEF();
    antlr4::tree::TerminalNode *DEF_MISCASED();
    std::vector<DefPartContext *> defPart();
    DefPartContext* defPart(size_t i);

   
  };

  DefLineContext* defLine();

  class  TypeLineContext : public antlr4::ParserRuleContext {
  public:
    TypeLineContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    WordsContext *words();
    antlr4::tree::TerminalNode *TYPE();
    antlr4::tree::TerminalNode *TYPE_MISCASED();
    std::vector<DefPartContext *> defPart();
    DefPartContext* defPart(size_t i);

   
  };

  TypeLineContext* typeLine();

  class  AsLineContext : public antlr4::ParserRuleContext {
  public:
    AsLineContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    AsTextContext *asText();
    antlr4::tree::TerminalNode *AS();
    antlr4::tree::TerminalNode *AS_MISCASED();
    std::vector<DefPartContext *> defPart();
    DefPartContext* defPart(size_t i);

   
  };

  AsLineContext* asLine();

  class  DefPartContext : public antlr4::ParserRuleContext {
  public:
    DefPartContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *TYPE_MARK();
    WordsContext *words();
    antlr4::tree::TerminalNode *AS_MARK();
    AsTextContext *asText();

   
  };

  DefPartContext* defPart();

  class  WordsContext : public antlr4::ParserRuleContext {
  public:
    WordsContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<antlr4::tree::TerminalNode *> NAME();
    antlr4::tree::TerminalNode* NAME(size_t i);
    std::vector<antlr4::tree::TerminalNode *> TYPE_NAME();
    antlr4::tree::TerminalNode* TYPE_NAME(size_t i);
    std::vector<antlr4::tree::TerminalNode *> WORD();
    antlr4::tree::TerminalNode* WORD(size_t i);
    std::vector<antlr4::tree::TerminalNode *> SLASH_WORD();
    antlr4::tree::TerminalNode* SLASH_WORD(size_t i);
    std::vector<antlr4::tree::TerminalNode *> MISCASED_MARK();
    antlr4::tree::TerminalNode* MISCASED_MARK(size_t i);
    std::vector<antlr4::tree::TerminalNode *> GLUED_MARK();
    antlr4::tree::TerminalNode* GLUED_MARK(size_t i);
    std::vector<antlr4::tree::TerminalNode *> SLASH_GLUED_MARK();
    antlr4::tree::TerminalNode* SLASH_GLUED_MARK(size_t i);

   
  };

  WordsContext* words();

  class  AsTextContext : public antlr4::ParserRuleContext {
  public:
    AsTextContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<antlr4::tree::TerminalNode *> AS_TEXT();
    antlr4::tree::TerminalNode* AS_TEXT(size_t i);
    std::vector<antlr4::tree::TerminalNode *> AS_SLASH_TEXT();
    antlr4::tree::TerminalNode* AS_SLASH_TEXT(size_t i);
    std::vector<antlr4::tree::TerminalNode *> AS_REF();
    antlr4::tree::TerminalNode* AS_REF(size_t i);
    std::vector<antlr4::tree::TerminalNode *> AS_GLUED_REF();
    antlr4::tree::TerminalNode* AS_GLUED_REF(size_t i);
    std::vector<antlr4::tree::TerminalNode *> AS_BAD_REF();
    antlr4::tree::TerminalNode* AS_BAD_REF(size_t i);
    std::vector<antlr4::tree::TerminalNode *> AS_SIGIL();
    antlr4::tree::TerminalNode* AS_SIGIL(size_t i);

   
  };

  AsTextContext* asText();

  class  OutLineContext : public antlr4::ParserRuleContext {
  public:
    OutLineContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *OUT();
    antlr4::tree::TerminalNode *OUT_MISCASED();

   
  };

  OutLineContext* outLine();

  class  OtherLineContext : public antlr4::ParserRuleContext {
  public:
    OtherLineContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *UNKNOWN_DIRECTIVE();
    antlr4::tree::TerminalNode *GLUED_DIRECTIVE();
    antlr4::tree::TerminalNode *IN_DIRECTIVE();
    antlr4::tree::TerminalNode *SKIPPED();

   
  };

  OtherLineContext* otherLine();


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

}  // namespace llmfmt::dsl
