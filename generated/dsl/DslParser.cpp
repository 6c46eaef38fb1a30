
// Generated from ./DslParser.g4 by ANTLR 4.7.2



#include "DslParser.h"


using namespace antlrcpp;
using namespace llmfmt::dsl;
using namespace antlr4;

DslParser::DslParser(TokenStream *input) : Parser(input) {
  _interpreter = new atn::ParserATNSimulator(this, _atn, _decisionToDFA, _sharedContextCache);
}

DslParser::~DslParser() {
  delete _interpreter;
}

std::string DslParser::getGrammarFileName() const {
  return "DslParser.g4";
}

const std::vector<std::string>& DslParser::getRuleNames() const {
  return _ruleNames;
}

dfa::Vocabulary& DslParser::getVocabulary() const {
  return _vocabulary;
}


//----------------- ProgramContext ------------------------------------------------------------------

DslParser::ProgramContext::ProgramContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<DslParser::StepContext *> DslParser::ProgramContext::step() {
  return getRuleContexts<DslParser::StepContext>();
}

DslParser::StepContext* DslParser::ProgramContext::step(size_t i) {
  return getRuleContext<DslParser::StepContext>(i);
}

tree::TerminalNode* DslParser::ProgramContext::EOF() {
  return getToken(DslParser::EOF, 0);
}

std::vector<DslParser::ThenContext *> DslParser::ProgramContext::then() {
  return getRuleContexts<DslParser::ThenContext>();
}

DslParser::ThenContext* DslParser::ProgramContext::then(size_t i) {
  return getRuleContext<DslParser::ThenContext>(i);
}


size_t DslParser::ProgramContext::getRuleIndex() const {
  return DslParser::RuleProgram;
}


DslParser::ProgramContext* DslParser::program() {
  ProgramContext *_localctx = _tracker.createInstance<ProgramContext>(_ctx, getState());
  enterRule(_localctx, 0, DslParser::RuleProgram);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(30);
    step();
    setState(36);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << DslParser::THEN_LINE)
      | (1ULL << DslParser::THEN)
      | (1ULL << DslParser::THEN_MISCASED))) != 0)) {
      setState(31);
      then();
      setState(32);
      step();
      setState(38);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(39);
    match(DslParser::EOF);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- StepRunContext ------------------------------------------------------------------

DslParser::StepRunContext::StepRunContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<DslParser::StepContext *> DslParser::StepRunContext::step() {
  return getRuleContexts<DslParser::StepContext>();
}

DslParser::StepContext* DslParser::StepRunContext::step(size_t i) {
  return getRuleContext<DslParser::StepContext>(i);
}

tree::TerminalNode* DslParser::StepRunContext::EOF() {
  return getToken(DslParser::EOF, 0);
}

std::vector<DslParser::ThenContext *> DslParser::StepRunContext::then() {
  return getRuleContexts<DslParser::ThenContext>();
}

DslParser::ThenContext* DslParser::StepRunContext::then(size_t i) {
  return getRuleContext<DslParser::ThenContext>(i);
}


size_t DslParser::StepRunContext::getRuleIndex() const {
  return DslParser::RuleStepRun;
}


DslParser::StepRunContext* DslParser::stepRun() {
  StepRunContext *_localctx = _tracker.createInstance<StepRunContext>(_ctx, getState());
  enterRule(_localctx, 2, DslParser::RuleStepRun);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(41);
    step();
    setState(47);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << DslParser::THEN_LINE)
      | (1ULL << DslParser::THEN)
      | (1ULL << DslParser::THEN_MISCASED))) != 0)) {
      setState(42);
      then();
      setState(43);
      step();
      setState(49);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(50);
    match(DslParser::EOF);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ThenContext ------------------------------------------------------------------

DslParser::ThenContext::ThenContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* DslParser::ThenContext::THEN_LINE() {
  return getToken(DslParser::THEN_LINE, 0);
}

tree::TerminalNode* DslParser::ThenContext::THEN() {
  return getToken(DslParser::THEN, 0);
}

tree::TerminalNode* DslParser::ThenContext::THEN_MISCASED() {
  return getToken(DslParser::THEN_MISCASED, 0);
}


size_t DslParser::ThenContext::getRuleIndex() const {
  return DslParser::RuleThen;
}


DslParser::ThenContext* DslParser::then() {
  ThenContext *_localctx = _tracker.createInstance<ThenContext>(_ctx, getState());
  enterRule(_localctx, 4, DslParser::RuleThen);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(52);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << DslParser::THEN_LINE)
      | (1ULL << DslParser::THEN)
      | (1ULL << DslParser::THEN_MISCASED))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- StepContext ------------------------------------------------------------------

DslParser::StepContext::StepContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<DslParser::DirectiveContext *> DslParser::StepContext::directive() {
  return getRuleContexts<DslParser::DirectiveContext>();
}

DslParser::DirectiveContext* DslParser::StepContext::directive(size_t i) {
  return getRuleContext<DslParser::DirectiveContext>(i);
}

std::vector<tree::TerminalNode *> DslParser::StepContext::TEXT_LINE() {
  return getTokens(DslParser::TEXT_LINE);
}

tree::TerminalNode* DslParser::StepContext::TEXT_LINE(size_t i) {
  return getToken(DslParser::TEXT_LINE, i);
}

std::vector<tree::TerminalNode *> DslParser::StepContext::ODD_INDENT() {
  return getTokens(DslParser::ODD_INDENT);
}

tree::TerminalNode* DslParser::StepContext::ODD_INDENT(size_t i) {
  return getToken(DslParser::ODD_INDENT, i);
}

std::vector<tree::TerminalNode *> DslParser::StepContext::TEXT() {
  return getTokens(DslParser::TEXT);
}

tree::TerminalNode* DslParser::StepContext::TEXT(size_t i) {
  return getToken(DslParser::TEXT, i);
}

std::vector<tree::TerminalNode *> DslParser::StepContext::REF() {
  return getTokens(DslParser::REF);
}

tree::TerminalNode* DslParser::StepContext::REF(size_t i) {
  return getToken(DslParser::REF, i);
}

std::vector<tree::TerminalNode *> DslParser::StepContext::GLUED_REF() {
  return getTokens(DslParser::GLUED_REF);
}

tree::TerminalNode* DslParser::StepContext::GLUED_REF(size_t i) {
  return getToken(DslParser::GLUED_REF, i);
}

std::vector<tree::TerminalNode *> DslParser::StepContext::BAD_REF() {
  return getTokens(DslParser::BAD_REF);
}

tree::TerminalNode* DslParser::StepContext::BAD_REF(size_t i) {
  return getToken(DslParser::BAD_REF, i);
}

std::vector<tree::TerminalNode *> DslParser::StepContext::SIGIL() {
  return getTokens(DslParser::SIGIL);
}

tree::TerminalNode* DslParser::StepContext::SIGIL(size_t i) {
  return getToken(DslParser::SIGIL, i);
}

std::vector<tree::TerminalNode *> DslParser::StepContext::NL() {
  return getTokens(DslParser::NL);
}

tree::TerminalNode* DslParser::StepContext::NL(size_t i) {
  return getToken(DslParser::NL, i);
}

std::vector<tree::TerminalNode *> DslParser::StepContext::TEXT_END() {
  return getTokens(DslParser::TEXT_END);
}

tree::TerminalNode* DslParser::StepContext::TEXT_END(size_t i) {
  return getToken(DslParser::TEXT_END, i);
}

std::vector<tree::TerminalNode *> DslParser::StepContext::REF_END() {
  return getTokens(DslParser::REF_END);
}

tree::TerminalNode* DslParser::StepContext::REF_END(size_t i) {
  return getToken(DslParser::REF_END, i);
}


size_t DslParser::StepContext::getRuleIndex() const {
  return DslParser::RuleStep;
}


DslParser::StepContext* DslParser::step() {
  StepContext *_localctx = _tracker.createInstance<StepContext>(_ctx, getState());
  enterRule(_localctx, 6, DslParser::RuleStep);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(57);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << DslParser::TEXT)
      | (1ULL << DslParser::REF)
      | (1ULL << DslParser::GLUED_REF)
      | (1ULL << DslParser::BAD_REF)
      | (1ULL << DslParser::SIGIL)
      | (1ULL << DslParser::NL)
      | (1ULL << DslParser::TEXT_END)
      | (1ULL << DslParser::REF_END)
      | (1ULL << DslParser::TEXT_LINE)
      | (1ULL << DslParser::ODD_INDENT))) != 0)) {
      setState(54);
      _la = _input->LA(1);
      if (!((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << DslParser::TEXT)
        | (1ULL << DslParser::REF)
        | (1ULL << DslParser::GLUED_REF)
        | (1ULL << DslParser::BAD_REF)
        | (1ULL << DslParser::SIGIL)
        | (1ULL << DslParser::NL)
        | (1ULL << DslParser::TEXT_END)
        | (1ULL << DslParser::REF_END)
        | (1ULL << DslParser::TEXT_LINE)
        | (1ULL << DslParser::ODD_INDENT))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(59);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(63);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << DslParser::FROM_LINE)
      | (1ULL << DslParser::DEF_LINE)
      | (1ULL << DslParser::FROM)
      | (1ULL << DslParser::DEF)
      | (1ULL << DslParser::TYPE)
      | (1ULL << DslParser::AS)
      | (1ULL << DslParser::OUT)
      | (1ULL << DslParser::IN_DIRECTIVE)
      | (1ULL << DslParser::FROM_MISCASED)
      | (1ULL << DslParser::DEF_MISCASED)
      | (1ULL << DslParser::TYPE_MISCASED)
      | (1ULL << DslParser::AS_MISCASED)
      | (1ULL << DslParser::OUT_MISCASED)
      | (1ULL << DslParser::UNKNOWN_DIRECTIVE)
      | (1ULL << DslParser::GLUED_DIRECTIVE))) != 0)) {
      setState(60);
      directive();
      setState(65);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- DirectiveContext ------------------------------------------------------------------

DslParser::DirectiveContext::DirectiveContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

DslParser::FromLineContext* DslParser::DirectiveContext::fromLine() {
  return getRuleContext<DslParser::FromLineContext>(0);
}

DslParser::DefLineContext* DslParser::DirectiveContext::defLine() {
  return getRuleContext<DslParser::DefLineContext>(0);
}

DslParser::TypeLineContext* DslParser::DirectiveContext::typeLine() {
  return getRuleContext<DslParser::TypeLineContext>(0);
}

DslParser::AsLineContext* DslParser::DirectiveContext::asLine() {
  return getRuleContext<DslParser::AsLineContext>(0);
}

DslParser::OutLineContext* DslParser::DirectiveContext::outLine() {
  return getRuleContext<DslParser::OutLineContext>(0);
}

DslParser::OtherLineContext* DslParser::DirectiveContext::otherLine() {
  return getRuleContext<DslParser::OtherLineContext>(0);
}

std::vector<tree::TerminalNode *> DslParser::DirectiveContext::TEXT_LINE() {
  return getTokens(DslParser::TEXT_LINE);
}

tree::TerminalNode* DslParser::DirectiveContext::TEXT_LINE(size_t i) {
  return getToken(DslParser::TEXT_LINE, i);
}

std::vector<tree::TerminalNode *> DslParser::DirectiveContext::ODD_INDENT() {
  return getTokens(DslParser::ODD_INDENT);
}

tree::TerminalNode* DslParser::DirectiveContext::ODD_INDENT(size_t i) {
  return getToken(DslParser::ODD_INDENT, i);
}

std::vector<tree::TerminalNode *> DslParser::DirectiveContext::TEXT() {
  return getTokens(DslParser::TEXT);
}

tree::TerminalNode* DslParser::DirectiveContext::TEXT(size_t i) {
  return getToken(DslParser::TEXT, i);
}

std::vector<tree::TerminalNode *> DslParser::DirectiveContext::REF() {
  return getTokens(DslParser::REF);
}

tree::TerminalNode* DslParser::DirectiveContext::REF(size_t i) {
  return getToken(DslParser::REF, i);
}

std::vector<tree::TerminalNode *> DslParser::DirectiveContext::GLUED_REF() {
  return getTokens(DslParser::GLUED_REF);
}

tree::TerminalNode* DslParser::DirectiveContext::GLUED_REF(size_t i) {
  return getToken(DslParser::GLUED_REF, i);
}

std::vector<tree::TerminalNode *> DslParser::DirectiveContext::BAD_REF() {
  return getTokens(DslParser::BAD_REF);
}

tree::TerminalNode* DslParser::DirectiveContext::BAD_REF(size_t i) {
  return getToken(DslParser::BAD_REF, i);
}

std::vector<tree::TerminalNode *> DslParser::DirectiveContext::SIGIL() {
  return getTokens(DslParser::SIGIL);
}

tree::TerminalNode* DslParser::DirectiveContext::SIGIL(size_t i) {
  return getToken(DslParser::SIGIL, i);
}

std::vector<tree::TerminalNode *> DslParser::DirectiveContext::NL() {
  return getTokens(DslParser::NL);
}

tree::TerminalNode* DslParser::DirectiveContext::NL(size_t i) {
  return getToken(DslParser::NL, i);
}

std::vector<tree::TerminalNode *> DslParser::DirectiveContext::TEXT_END() {
  return getTokens(DslParser::TEXT_END);
}

tree::TerminalNode* DslParser::DirectiveContext::TEXT_END(size_t i) {
  return getToken(DslParser::TEXT_END, i);
}

std::vector<tree::TerminalNode *> DslParser::DirectiveContext::REF_END() {
  return getTokens(DslParser::REF_END);
}

tree::TerminalNode* DslParser::DirectiveContext::REF_END(size_t i) {
  return getToken(DslParser::REF_END, i);
}


size_t DslParser::DirectiveContext::getRuleIndex() const {
  return DslParser::RuleDirective;
}


DslParser::DirectiveContext* DslParser::directive() {
  DirectiveContext *_localctx = _tracker.createInstance<DirectiveContext>(_ctx, getState());
  enterRule(_localctx, 8, DslParser::RuleDirective);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(72);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case DslParser::FROM_LINE:
      case DslParser::FROM:
      case DslParser::FROM_MISCASED: {
        setState(66);
        fromLine();
        break;
      }

      case DslParser::DEF_LINE:
      case DslParser::DEF:
      case DslParser::DEF_MISCASED: {
        setState(67);
        defLine();
        break;
      }

      case DslParser::TYPE:
      case DslParser::TYPE_MISCASED: {
        setState(68);
        typeLine();
        break;
      }

      case DslParser::AS:
      case DslParser::AS_MISCASED: {
        setState(69);
        asLine();
        break;
      }

      case DslParser::OUT:
      case DslParser::OUT_MISCASED: {
        setState(70);
        outLine();
        break;
      }

      case DslParser::IN_DIRECTIVE:
      case DslParser::UNKNOWN_DIRECTIVE:
      case DslParser::GLUED_DIRECTIVE: {
        setState(71);
        otherLine();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
    setState(77);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << DslParser::TEXT)
      | (1ULL << DslParser::REF)
      | (1ULL << DslParser::GLUED_REF)
      | (1ULL << DslParser::BAD_REF)
      | (1ULL << DslParser::SIGIL)
      | (1ULL << DslParser::NL)
      | (1ULL << DslParser::TEXT_END)
      | (1ULL << DslParser::REF_END)
      | (1ULL << DslParser::TEXT_LINE)
      | (1ULL << DslParser::ODD_INDENT))) != 0)) {
      setState(74);
      _la = _input->LA(1);
      if (!((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << DslParser::TEXT)
        | (1ULL << DslParser::REF)
        | (1ULL << DslParser::GLUED_REF)
        | (1ULL << DslParser::BAD_REF)
        | (1ULL << DslParser::SIGIL)
        | (1ULL << DslParser::NL)
        | (1ULL << DslParser::TEXT_END)
        | (1ULL << DslParser::REF_END)
        | (1ULL << DslParser::TEXT_LINE)
        | (1ULL << DslParser::ODD_INDENT))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(79);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- FromLineContext ------------------------------------------------------------------

DslParser::FromLineContext::FromLineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* DslParser::FromLineContext::FROM_LINE() {
  return getToken(DslParser::FROM_LINE, 0);
}

std::vector<DslParser::FromItemContext *> DslParser::FromLineContext::fromItem() {
  return getRuleContexts<DslParser::FromItemContext>();
}

DslParser::FromItemContext* DslParser::FromLineContext::fromItem(size_t i) {
  return getRuleContext<DslParser::FromItemContext>(i);
}

tree::TerminalNode* DslParser::FromLineContext::FROM() {
  return getToken(DslParser::FROM, 0);
}

tree::TerminalNode* DslParser::FromLineContext::FROM_MISCASED() {
  return getToken(DslParser::FROM_MISCASED, 0);
}

std::vector<tree::TerminalNode *> DslParser::FromLineContext::COMMA() {
  return getTokens(DslParser::COMMA);
}

tree::TerminalNode* DslParser::FromLineContext::COMMA(size_t i) {
  return getToken(DslParser::COMMA, i);
}


size_t DslParser::FromLineContext::getRuleIndex() const {
  return DslParser::RuleFromLine;
}


DslParser::FromLineContext* DslParser::fromLine() {
  FromLineContext *_localctx = _tracker.createInstance<FromLineContext>(_ctx, getState());
  enterRule(_localctx, 10, DslParser::RuleFromLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(90);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case DslParser::FROM_LINE: {
        enterOuterAlt(_localctx, 1);
        setState(80);
        match(DslParser::FROM_LINE);
        break;
      }

      case DslParser::FROM:
      case DslParser::FROM_MISCASED: {
        enterOuterAlt(_localctx, 2);
        setState(81);
        _la = _input->LA(1);
        if (!(_la == DslParser::FROM

        || _la == DslParser::FROM_MISCASED)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(82);
        fromItem();
        setState(87);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == DslParser::COMMA) {
          setState(83);
          match(DslParser::COMMA);
          setState(84);
          fromItem();
          setState(89);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- FromItemContext ------------------------------------------------------------------

DslParser::FromItemContext::FromItemContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<tree::TerminalNode *> DslParser::FromItemContext::VAR() {
  return getTokens(DslParser::VAR);
}

tree::TerminalNode* DslParser::FromItemContext::VAR(size_t i) {
  return getToken(DslParser::VAR, i);
}

std::vector<tree::TerminalNode *> DslParser::FromItemContext::BAD_VAR() {
  return getTokens(DslParser::BAD_VAR);
}

tree::TerminalNode* DslParser::FromItemContext::BAD_VAR(size_t i) {
  return getToken(DslParser::BAD_VAR, i);
}

std::vector<tree::TerminalNode *> DslParser::FromItemContext::IN() {
  return getTokens(DslParser::IN);
}

tree::TerminalNode* DslParser::FromItemContext::IN(size_t i) {
  return getToken(DslParser::IN, i);
}

std::vector<tree::TerminalNode *> DslParser::FromItemContext::ITEM_WORD() {
  return getTokens(DslParser::ITEM_WORD);
}

tree::TerminalNode* DslParser::FromItemContext::ITEM_WORD(size_t i) {
  return getToken(DslParser::ITEM_WORD, i);
}


size_t DslParser::FromItemContext::getRuleIndex() const {
  return DslParser::RuleFromItem;
}


DslParser::FromItemContext* DslParser::fromItem() {
  FromItemContext *_localctx = _tracker.createInstance<FromItemContext>(_ctx, getState());
  enterRule(_localctx, 12, DslParser::RuleFromItem);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(95);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << DslParser::IN)
      | (1ULL << DslParser::VAR)
      | (1ULL << DslParser::BAD_VAR)
      | (1ULL << DslParser::ITEM_WORD))) != 0)) {
      setState(92);
      _la = _input->LA(1);
      if (!((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << DslParser::IN)
        | (1ULL << DslParser::VAR)
        | (1ULL << DslParser::BAD_VAR)
        | (1ULL << DslParser::ITEM_WORD))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(97);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- DefLineContext ------------------------------------------------------------------

DslParser::DefLineContext::DefLineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* DslParser::DefLineContext::DEF_LINE() {
  return getToken(DslParser::DEF_LINE, 0);
}

DslParser::WordsContext* DslParser::DefLineContext::words() {
  return getRuleContext<DslParser::WordsContext>(0);
}

tree::TerminalNode* DslParser::DefLineContext::DEF() {
  return getToken(DslParser::DEF, 0);
}

tree::TerminalNode* DslParser::DefLineContext::DEF_MISCASED() {
  return getToken(DslParser::DEF_MISCASED, 0);
}

std::vector<DslParser::DefPartContext *> DslParser::DefLineContext::defPart() {
  return getRuleContexts<DslParser::DefPartContext>();
}

DslParser::DefPartContext* DslParser::DefLineContext::defPart(size_t i) {
  return getRuleContext<DslParser::DefPartContext>(i);
}


size_t DslParser::DefLineContext::getRuleIndex() const {
  return DslParser::RuleDefLine;
}


DslParser::DefLineContext* DslParser::defLine() {
  DefLineContext *_localctx = _tracker.createInstance<DefLineContext>(_ctx, getState());
  enterRule(_localctx, 14, DslParser::RuleDefLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(107);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case DslParser::DEF_LINE: {
        enterOuterAlt(_localctx, 1);
        setState(98);
        match(DslParser::DEF_LINE);
        break;
      }

      case DslParser::DEF:
      case DslParser::DEF_MISCASED: {
        enterOuterAlt(_localctx, 2);
        setState(99);
        _la = _input->LA(1);
        if (!(_la == DslParser::DEF

        || _la == DslParser::DEF_MISCASED)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(100);
        words();
        setState(104);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == DslParser::TYPE_MARK

        || _la == DslParser::AS_MARK) {
          setState(101);
          defPart();
          setState(106);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TypeLineContext ------------------------------------------------------------------

DslParser::TypeLineContext::TypeLineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

DslParser::WordsContext* DslParser::TypeLineContext::words() {
  return getRuleContext<DslParser::WordsContext>(0);
}

tree::TerminalNode* DslParser::TypeLineContext::TYPE() {
  return getToken(DslParser::TYPE, 0);
}

tree::TerminalNode* DslParser::TypeLineContext::TYPE_MISCASED() {
  return getToken(DslParser::TYPE_MISCASED, 0);
}

std::vector<DslParser::DefPartContext *> DslParser::TypeLineContext::defPart() {
  return getRuleContexts<DslParser::DefPartContext>();
}

DslParser::DefPartContext* DslParser::TypeLineContext::defPart(size_t i) {
  return getRuleContext<DslParser::DefPartContext>(i);
}


size_t DslParser::TypeLineContext::getRuleIndex() const {
  return DslParser::RuleTypeLine;
}


DslParser::TypeLineContext* DslParser::typeLine() {
  TypeLineContext *_localctx = _tracker.createInstance<TypeLineContext>(_ctx, getState());
  enterRule(_localctx, 16, DslParser::RuleTypeLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(109);
    _la = _input->LA(1);
    if (!(_la == DslParser::TYPE

    || _la == DslParser::TYPE_MISCASED)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(110);
    words();
    setState(114);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == DslParser::TYPE_MARK

    || _la == DslParser::AS_MARK) {
      setState(111);
      defPart();
      setState(116);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AsLineContext ------------------------------------------------------------------

DslParser::AsLineContext::AsLineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

DslParser::AsTextContext* DslParser::AsLineContext::asText() {
  return getRuleContext<DslParser::AsTextContext>(0);
}

tree::TerminalNode* DslParser::AsLineContext::AS() {
  return getToken(DslParser::AS, 0);
}

tree::TerminalNode* DslParser::AsLineContext::AS_MISCASED() {
  return getToken(DslParser::AS_MISCASED, 0);
}

std::vector<DslParser::DefPartContext *> DslParser::AsLineContext::defPart() {
  return getRuleContexts<DslParser::DefPartContext>();
}

DslParser::DefPartContext* DslParser::AsLineContext::defPart(size_t i) {
  return getRuleContext<DslParser::DefPartContext>(i);
}


size_t DslParser::AsLineContext::getRuleIndex() const {
  return DslParser::RuleAsLine;
}


DslParser::AsLineContext* DslParser::asLine() {
  AsLineContext *_localctx = _tracker.createInstance<AsLineContext>(_ctx, getState());
  enterRule(_localctx, 18, DslParser::RuleAsLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(117);
    _la = _input->LA(1);
    if (!(_la == DslParser::AS

    || _la == DslParser::AS_MISCASED)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(118);
    asText();
    setState(122);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == DslParser::TYPE_MARK

    || _la == DslParser::AS_MARK) {
      setState(119);
      defPart();
      setState(124);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- DefPartContext ------------------------------------------------------------------

DslParser::DefPartContext::DefPartContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* DslParser::DefPartContext::TYPE_MARK() {
  return getToken(DslParser::TYPE_MARK, 0);
}

DslParser::WordsContext* DslParser::DefPartContext::words() {
  return getRuleContext<DslParser::WordsContext>(0);
}

tree::TerminalNode* DslParser::DefPartContext::AS_MARK() {
  return getToken(DslParser::AS_MARK, 0);
}

DslParser::AsTextContext* DslParser::DefPartContext::asText() {
  return getRuleContext<DslParser::AsTextContext>(0);
}


size_t DslParser::DefPartContext::getRuleIndex() const {
  return DslParser::RuleDefPart;
}


DslParser::DefPartContext* DslParser::defPart() {
  DefPartContext *_localctx = _tracker.createInstance<DefPartContext>(_ctx, getState());
  enterRule(_localctx, 20, DslParser::RuleDefPart);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(129);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case DslParser::TYPE_MARK: {
        enterOuterAlt(_localctx, 1);
        setState(125);
        match(DslParser::TYPE_MARK);
        setState(126);
        words();
        break;
      }

      case DslParser::AS_MARK: {
        enterOuterAlt(_localctx, 2);
        setState(127);
        match(DslParser::AS_MARK);
        setState(128);
        asText();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- WordsContext ------------------------------------------------------------------

DslParser::WordsContext::WordsContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<tree::TerminalNode *> DslParser::WordsContext::NAME() {
  return getTokens(DslParser::NAME);
}

tree::TerminalNode* DslParser::WordsContext::NAME(size_t i) {
  return getToken(DslParser::NAME, i);
}

std::vector<tree::TerminalNode *> DslParser::WordsContext::TYPE_NAME() {
  return getTokens(DslParser::TYPE_NAME);
}

tree::TerminalNode* DslParser::WordsContext::TYPE_NAME(size_t i) {
  return getToken(DslParser::TYPE_NAME, i);
}

std::vector<tree::TerminalNode *> DslParser::WordsContext::WORD() {
  return getTokens(DslParser::WORD);
}

tree::TerminalNode* DslParser::WordsContext::WORD(size_t i) {
  return getToken(DslParser::WORD, i);
}

std::vector<tree::TerminalNode *> DslParser::WordsContext::SLASH_WORD() {
  return getTokens(DslParser::SLASH_WORD);
}

tree::TerminalNode* DslParser::WordsContext::SLASH_WORD(size_t i) {
  return getToken(DslParser::SLASH_WORD, i);
}

std::vector<tree::TerminalNode *> DslParser::WordsContext::MISCASED_MARK() {
  return getTokens(DslParser::MISCASED_MARK);
}

tree::TerminalNode* DslParser::WordsContext::MISCASED_MARK(size_t i) {
  return getToken(DslParser::MISCASED_MARK, i);
}

std::vector<tree::TerminalNode *> DslParser::WordsContext::GLUED_MARK() {
  return getTokens(DslParser::GLUED_MARK);
}

tree::TerminalNode* DslParser::WordsContext::GLUED_MARK(size_t i) {
  return getToken(DslParser::GLUED_MARK, i);
}

std::vector<tree::TerminalNode *> DslParser::WordsContext::SLASH_GLUED_MARK() {
  return getTokens(DslParser::SLASH_GLUED_MARK);
}

tree::TerminalNode* DslParser::WordsContext::SLASH_GLUED_MARK(size_t i) {
  return getToken(DslParser::SLASH_GLUED_MARK, i);
}


size_t DslParser::WordsContext::getRuleIndex() const {
  return DslParser::RuleWords;
}


DslParser::WordsContext* DslParser::words() {
  WordsContext *_localctx = _tracker.createInstance<WordsContext>(_ctx, getState());
  enterRule(_localctx, 22, DslParser::RuleWords);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(134);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << DslParser::MISCASED_MARK)
      | (1ULL << DslParser::SLASH_GLUED_MARK)
      | (1ULL << DslParser::GLUED_MARK)
      | (1ULL << DslParser::SLASH_WORD)
      | (1ULL << DslParser::TYPE_NAME)
      | (1ULL << DslParser::NAME)
      | (1ULL << DslParser::WORD))) != 0)) {
      setState(131);
      _la = _input->LA(1);
      if (!((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << DslParser::MISCASED_MARK)
        | (1ULL << DslParser::SLASH_GLUED_MARK)
        | (1ULL << DslParser::GLUED_MARK)
        | (1ULL << DslParser::SLASH_WORD)
        | (1ULL << DslParser::TYPE_NAME)
        | (1ULL << DslParser::NAME)
        | (1ULL << DslParser::WORD))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(136);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AsTextContext ------------------------------------------------------------------

DslParser::AsTextContext::AsTextContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<tree::TerminalNode *> DslParser::AsTextContext::AS_TEXT() {
  return getTokens(DslParser::AS_TEXT);
}

tree::TerminalNode* DslParser::AsTextContext::AS_TEXT(size_t i) {
  return getToken(DslParser::AS_TEXT, i);
}

std::vector<tree::TerminalNode *> DslParser::AsTextContext::AS_SLASH_TEXT() {
  return getTokens(DslParser::AS_SLASH_TEXT);
}

tree::TerminalNode* DslParser::AsTextContext::AS_SLASH_TEXT(size_t i) {
  return getToken(DslParser::AS_SLASH_TEXT, i);
}

std::vector<tree::TerminalNode *> DslParser::AsTextContext::AS_REF() {
  return getTokens(DslParser::AS_REF);
}

tree::TerminalNode* DslParser::AsTextContext::AS_REF(size_t i) {
  return getToken(DslParser::AS_REF, i);
}

std::vector<tree::TerminalNode *> DslParser::AsTextContext::AS_GLUED_REF() {
  return getTokens(DslParser::AS_GLUED_REF);
}

tree::TerminalNode* DslParser::AsTextContext::AS_GLUED_REF(size_t i) {
  return getToken(DslParser::AS_GLUED_REF, i);
}

std::vector<tree::TerminalNode *> DslParser::AsTextContext::AS_BAD_REF() {
  return getTokens(DslParser::AS_BAD_REF);
}

tree::TerminalNode* DslParser::AsTextContext::AS_BAD_REF(size_t i) {
  return getToken(DslParser::AS_BAD_REF, i);
}

std::vector<tree::TerminalNode *> DslParser::AsTextContext::AS_SIGIL() {
  return getTokens(DslParser::AS_SIGIL);
}

tree::TerminalNode* DslParser::AsTextContext::AS_SIGIL(size_t i) {
  return getToken(DslParser::AS_SIGIL, i);
}


size_t DslParser::AsTextContext::getRuleIndex() const {
  return DslParser::RuleAsText;
}


DslParser::AsTextContext* DslParser::asText() {
  AsTextContext *_localctx = _tracker.createInstance<AsTextContext>(_ctx, getState());
  enterRule(_localctx, 24, DslParser::RuleAsText);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(140);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << DslParser::AS_SLASH_TEXT)
      | (1ULL << DslParser::AS_TEXT)
      | (1ULL << DslParser::AS_REF)
      | (1ULL << DslParser::AS_GLUED_REF)
      | (1ULL << DslParser::AS_BAD_REF)
      | (1ULL << DslParser::AS_SIGIL))) != 0)) {
      setState(137);
      _la = _input->LA(1);
      if (!((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << DslParser::AS_SLASH_TEXT)
        | (1ULL << DslParser::AS_TEXT)
        | (1ULL << DslParser::AS_REF)
        | (1ULL << DslParser::AS_GLUED_REF)
        | (1ULL << DslParser::AS_BAD_REF)
        | (1ULL << DslParser::AS_SIGIL))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(142);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- OutLineContext ------------------------------------------------------------------

DslParser::OutLineContext::OutLineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* DslParser::OutLineContext::OUT() {
  return getToken(DslParser::OUT, 0);
}

tree::TerminalNode* DslParser::OutLineContext::OUT_MISCASED() {
  return getToken(DslParser::OUT_MISCASED, 0);
}


size_t DslParser::OutLineContext::getRuleIndex() const {
  return DslParser::RuleOutLine;
}


DslParser::OutLineContext* DslParser::outLine() {
  OutLineContext *_localctx = _tracker.createInstance<OutLineContext>(_ctx, getState());
  enterRule(_localctx, 26, DslParser::RuleOutLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(143);
    _la = _input->LA(1);
    if (!(_la == DslParser::OUT

    || _la == DslParser::OUT_MISCASED)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- OtherLineContext ------------------------------------------------------------------

DslParser::OtherLineContext::OtherLineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* DslParser::OtherLineContext::UNKNOWN_DIRECTIVE() {
  return getToken(DslParser::UNKNOWN_DIRECTIVE, 0);
}

tree::TerminalNode* DslParser::OtherLineContext::GLUED_DIRECTIVE() {
  return getToken(DslParser::GLUED_DIRECTIVE, 0);
}

tree::TerminalNode* DslParser::OtherLineContext::IN_DIRECTIVE() {
  return getToken(DslParser::IN_DIRECTIVE, 0);
}

tree::TerminalNode* DslParser::OtherLineContext::SKIPPED() {
  return getToken(DslParser::SKIPPED, 0);
}


size_t DslParser::OtherLineContext::getRuleIndex() const {
  return DslParser::RuleOtherLine;
}


DslParser::OtherLineContext* DslParser::otherLine() {
  OtherLineContext *_localctx = _tracker.createInstance<OtherLineContext>(_ctx, getState());
  enterRule(_localctx, 28, DslParser::RuleOtherLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(145);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << DslParser::IN_DIRECTIVE)
      | (1ULL << DslParser::UNKNOWN_DIRECTIVE)
      | (1ULL << DslParser::GLUED_DIRECTIVE))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(147);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == DslParser::SKIPPED) {
      setState(146);
      match(DslParser::SKIPPED);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

// Static vars and initialization.
std::vector<dfa::DFA> DslParser::_decisionToDFA;
atn::PredictionContextCache DslParser::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN DslParser::_atn;
std::vector<uint16_t> DslParser::_serializedATN;

std::vector<std::string> DslParser::_ruleNames = {
  "program", "stepRun", "then", "step", "directive", "fromLine", "fromItem", 
  "defLine", "typeLine", "asLine", "defPart", "words", "asText", "outLine", 
  "otherLine"
};

std::vector<std::string> DslParser::_literalNames = {
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "'@'"
};

std::vector<std::string> DslParser::_symbolicNames = {
  "", "TEXT", "REF", "GLUED_REF", "BAD_REF", "SIGIL", "NL", "TEXT_END", 
  "REF_END", "TEXT_LINE", "ODD_INDENT", "THEN_LINE", "FROM_LINE", "DEF_LINE", 
  "THEN", "FROM", "DEF", "TYPE", "AS", "OUT", "IN_DIRECTIVE", "THEN_MISCASED", 
  "FROM_MISCASED", "DEF_MISCASED", "TYPE_MISCASED", "AS_MISCASED", "OUT_MISCASED", 
  "UNKNOWN_DIRECTIVE", "GLUED_DIRECTIVE", "COMMA", "IN", "VAR", "BAD_VAR", 
  "ITEM_WORD", "TYPE_MARK", "AS_MARK", "MISCASED_MARK", "SLASH_GLUED_MARK", 
  "GLUED_MARK", "SLASH_WORD", "TYPE_NAME", "NAME", "WORD", "AS_SLASH_TEXT", 
  "AS_TEXT", "AS_REF", "AS_GLUED_REF", "AS_BAD_REF", "AS_SIGIL", "SKIPPED", 
  "T_SIGIL"
};

dfa::Vocabulary DslParser::_vocabulary(_literalNames, _symbolicNames);

std::vector<std::string> DslParser::_tokenNames;

DslParser::Initializer::Initializer() {
	for (size_t i = 0; i < _symbolicNames.size(); ++i) {
		std::string name = _vocabulary.getLiteralName(i);
		if (name.empty()) {
			name = _vocabulary.getSymbolicName(i);
		}

		if (name.empty()) {
			_tokenNames.push_back("<INVALID>");
		} else {
      _tokenNames.push_back(name);
    }
	}

  _serializedATN = {
    0x3, 0x608b, 0xa72a, 0x8133, 0xb9ed, 0x417c, 0x3be7, 0x7786, 0x5964, 
    0x3, 0x34, 0x98, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 0x9, 
    0x4, 0x4, 0x5, 0x9, 0x5, 0x4, 0x6, 0x9, 0x6, 0x4, 0x7, 0x9, 0x7, 0x4, 
    0x8, 0x9, 0x8, 0x4, 0x9, 0x9, 0x9, 0x4, 0xa, 0x9, 0xa, 0x4, 0xb, 0x9, 
    0xb, 0x4, 0xc, 0x9, 0xc, 0x4, 0xd, 0x9, 0xd, 0x4, 0xe, 0x9, 0xe, 0x4, 
    0xf, 0x9, 0xf, 0x4, 0x10, 0x9, 0x10, 0x3, 0x2, 0x3, 0x2, 0x3, 0x2, 0x3, 
    0x2, 0x7, 0x2, 0x25, 0xa, 0x2, 0xc, 0x2, 0xe, 0x2, 0x28, 0xb, 0x2, 0x3, 
    0x2, 0x3, 0x2, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x7, 0x3, 0x30, 
    0xa, 0x3, 0xc, 0x3, 0xe, 0x3, 0x33, 0xb, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 
    0x4, 0x3, 0x4, 0x3, 0x5, 0x7, 0x5, 0x3a, 0xa, 0x5, 0xc, 0x5, 0xe, 0x5, 
    0x3d, 0xb, 0x5, 0x3, 0x5, 0x7, 0x5, 0x40, 0xa, 0x5, 0xc, 0x5, 0xe, 0x5, 
    0x43, 0xb, 0x5, 0x3, 0x6, 0x3, 0x6, 0x3, 0x6, 0x3, 0x6, 0x3, 0x6, 0x3, 
    0x6, 0x5, 0x6, 0x4b, 0xa, 0x6, 0x3, 0x6, 0x7, 0x6, 0x4e, 0xa, 0x6, 0xc, 
    0x6, 0xe, 0x6, 0x51, 0xb, 0x6, 0x3, 0x7, 0x3, 0x7, 0x3, 0x7, 0x3, 0x7, 
    0x3, 0x7, 0x7, 0x7, 0x58, 0xa, 0x7, 0xc, 0x7, 0xe, 0x7, 0x5b, 0xb, 0x7, 
    0x5, 0x7, 0x5d, 0xa, 0x7, 0x3, 0x8, 0x7, 0x8, 0x60, 0xa, 0x8, 0xc, 0x8, 
    0xe, 0x8, 0x63, 0xb, 0x8, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x7, 
    0x9, 0x69, 0xa, 0x9, 0xc, 0x9, 0xe, 0x9, 0x6c, 0xb, 0x9, 0x5, 0x9, 0x6e, 
    0xa, 0x9, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x7, 0xa, 0x73, 0xa, 0xa, 0xc, 
    0xa, 0xe, 0xa, 0x76, 0xb, 0xa, 0x3, 0xb, 0x3, 0xb, 0x3, 0xb, 0x7, 0xb, 
    0x7b, 0xa, 0xb, 0xc, 0xb, 0xe, 0xb, 0x7e, 0xb, 0xb, 0x3, 0xc, 0x3, 0xc, 
    0x3, 0xc, 0x3, 0xc, 0x5, 0xc, 0x84, 0xa, 0xc, 0x3, 0xd, 0x7, 0xd, 0x87, 
    0xa, 0xd, 0xc, 0xd, 0xe, 0xd, 0x8a, 0xb, 0xd, 0x3, 0xe, 0x7, 0xe, 0x8d, 
    0xa, 0xe, 0xc, 0xe, 0xe, 0xe, 0x90, 0xb, 0xe, 0x3, 0xf, 0x3, 0xf, 0x3, 
    0x10, 0x3, 0x10, 0x5, 0x10, 0x96, 0xa, 0x10, 0x3, 0x10, 0x2, 0x2, 0x11, 
    0x2, 0x4, 0x6, 0x8, 0xa, 0xc, 0xe, 0x10, 0x12, 0x14, 0x16, 0x18, 0x1a, 
    0x1c, 0x1e, 0x2, 0xd, 0x5, 0x2, 0xd, 0xd, 0x10, 0x10, 0x17, 0x17, 0x3, 
    0x2, 0x3, 0xc, 0x4, 0x2, 0x11, 0x11, 0x18, 0x18, 0x3, 0x2, 0x20, 0x23, 
    0x4, 0x2, 0x12, 0x12, 0x19, 0x19, 0x4, 0x2, 0x13, 0x13, 0x1a, 0x1a, 
    0x4, 0x2, 0x14, 0x14, 0x1b, 0x1b, 0x3, 0x2, 0x26, 0x2c, 0x3, 0x2, 0x2d, 
    0x32, 0x4, 0x2, 0x15, 0x15, 0x1c, 0x1c, 0x4, 0x2, 0x16, 0x16, 0x1d, 
    0x1e, 0x2, 0x9d, 0x2, 0x20, 0x3, 0x2, 0x2, 0x2, 0x4, 0x2b, 0x3, 0x2, 
    0x2, 0x2, 0x6, 0x36, 0x3, 0x2, 0x2, 0x2, 0x8, 0x3b, 0x3, 0x2, 0x2, 0x2, 
    0xa, 0x4a, 0x3, 0x2, 0x2, 0x2, 0xc, 0x5c, 0x3, 0x2, 0x2, 0x2, 0xe, 0x61, 
    0x3, 0x2, 0x2, 0x2, 0x10, 0x6d, 0x3, 0x2, 0x2, 0x2, 0x12, 0x6f, 0x3, 
    0x2, 0x2, 0x2, 0x14, 0x77, 0x3, 0x2, 0x2, 0x2, 0x16, 0x83, 0x3, 0x2, 
    0x2, 0x2, 0x18, 0x88, 0x3, 0x2, 0x2, 0x2, 0x1a, 0x8e, 0x3, 0x2, 0x2, 
    0x2, 0x1c, 0x91, 0x3, 0x2, 0x2, 0x2, 0x1e, 0x93, 0x3, 0x2, 0x2, 0x2, 
    0x20, 0x26, 0x5, 0x8, 0x5, 0x2, 0x21, 0x22, 0x5, 0x6, 0x4, 0x2, 0x22, 
    0x23, 0x5, 0x8, 0x5, 0x2, 0x23, 0x25, 0x3, 0x2, 0x2, 0x2, 0x24, 0x21, 
    0x3, 0x2, 0x2, 0x2, 0x25, 0x28, 0x3, 0x2, 0x2, 0x2, 0x26, 0x24, 0x3, 
    0x2, 0x2, 0x2, 0x26, 0x27, 0x3, 0x2, 0x2, 0x2, 0x27, 0x29, 0x3, 0x2, 
    0x2, 0x2, 0x28, 0x26, 0x3, 0x2, 0x2, 0x2, 0x29, 0x2a, 0x7, 0x2, 0x2, 
    0x3, 0x2a, 0x3, 0x3, 0x2, 0x2, 0x2, 0x2b, 0x31, 0x5, 0x8, 0x5, 0x2, 
    0x2c, 0x2d, 0x5, 0x6, 0x4, 0x2, 0x2d, 0x2e, 0x5, 0x8, 0x5, 0x2, 0x2e, 
    0x30, 0x3, 0x2, 0x2, 0x2, 0x2f, 0x2c, 0x3, 0x2, 0x2, 0x2, 0x30, 0x33, 
    0x3, 0x2, 0x2, 0x2, 0x31, 0x2f, 0x3, 0x2, 0x2, 0x2, 0x31, 0x32, 0x3, 
    0x2, 0x2, 0x2, 0x32, 0x34, 0x3, 0x2, 0x2, 0x2, 0x33, 0x31, 0x3, 0x2, 
    0x2, 0x2, 0x34, 0x35, 0x7, 0x2, 0x2, 0x3, 0x35, 0x5, 0x3, 0x2, 0x2, 
    0x2, 0x36, 0x37, 0x9, 0x2, 0x2, 0x2, 0x37, 0x7, 0x3, 0x2, 0x2, 0x2, 
    0x38, 0x3a, 0x9, 0x3, 0x2, 0x2, 0x39, 0x38, 0x3, 0x2, 0x2, 0x2, 0x3a, 
    0x3d, 0x3, 0x2, 0x2, 0x2, 0x3b, 0x39, 0x3, 0x2, 0x2, 0x2, 0x3b, 0x3c, 
    0x3, 0x2, 0x2, 0x2, 0x3c, 0x41, 0x3, 0x2, 0x2, 0x2, 0x3d, 0x3b, 0x3, 
    0x2, 0x2, 0x2, 0x3e, 0x40, 0x5, 0xa, 0x6, 0x2, 0x3f, 0x3e, 0x3, 0x2, 
    0x2, 0x2, 0x40, 0x43, 0x3, 0x2, 0x2, 0x2, 0x41, 0x3f, 0x3, 0x2, 0x2, 
    0x2, 0x41, 0x42, 0x3, 0x2, 0x2, 0x2, 0x42, 0x9, 0x3, 0x2, 0x2, 0x2, 
    0x43, 0x41, 0x3, 0x2, 0x2, 0x2, 0x44, 0x4b, 0x5, 0xc, 0x7, 0x2, 0x45, 
    0x4b, 0x5, 0x10, 0x9, 0x2, 0x46, 0x4b, 0x5, 0x12, 0xa, 0x2, 0x47, 0x4b, 
    0x5, 0x14, 0xb, 0x2, 0x48, 0x4b, 0x5, 0x1c, 0xf, 0x2, 0x49, 0x4b, 0x5, 
    0x1e, 0x10, 0x2, 0x4a, 0x44, 0x3, 0x2, 0x2, 0x2, 0x4a, 0x45, 0x3, 0x2, 
    0x2, 0x2, 0x4a, 0x46, 0x3, 0x2, 0x2, 0x2, 0x4a, 0x47, 0x3, 0x2, 0x2, 
    0x2, 0x4a, 0x48, 0x3, 0x2, 0x2, 0x2, 0x4a, 0x49, 0x3, 0x2, 0x2, 0x2, 
    0x4b, 0x4f, 0x3, 0x2, 0x2, 0x2, 0x4c, 0x4e, 0x9, 0x3, 0x2, 0x2, 0x4d, 
    0x4c, 0x3, 0x2, 0x2, 0x2, 0x4e, 0x51, 0x3, 0x2, 0x2, 0x2, 0x4f, 0x4d, 
    0x3, 0x2, 0x2, 0x2, 0x4f, 0x50, 0x3, 0x2, 0x2, 0x2, 0x50, 0xb, 0x3, 
    0x2, 0x2, 0x2, 0x51, 0x4f, 0x3, 0x2, 0x2, 0x2, 0x52, 0x5d, 0x7, 0xe, 
    0x2, 0x2, 0x53, 0x54, 0x9, 0x4, 0x2, 0x2, 0x54, 0x59, 0x5, 0xe, 0x8, 
    0x2, 0x55, 0x56, 0x7, 0x1f, 0x2, 0x2, 0x56, 0x58, 0x5, 0xe, 0x8, 0x2, 
    0x57, 0x55, 0x3, 0x2, 0x2, 0x2, 0x58, 0x5b, 0x3, 0x2, 0x2, 0x2, 0x59, 
    0x57, 0x3, 0x2, 0x2, 0x2, 0x59, 0x5a, 0x3, 0x2, 0x2, 0x2, 0x5a, 0x5d, 
    0x3, 0x2, 0x2, 0x2, 0x5b, 0x59, 0x3, 0x2, 0x2, 0x2, 0x5c, 0x52, 0x3, 
    0x2, 0x2, 0x2, 0x5c, 0x53, 0x3, 0x2, 0x2, 0x2, 0x5d, 0xd, 0x3, 0x2, 
    0x2, 0x2, 0x5e, 0x60, 0x9, 0x5, 0x2, 0x2, 0x5f, 0x5e, 0x3, 0x2, 0x2, 
    0x2, 0x60, 0x63, 0x3, 0x2, 0x2, 0x2, 0x61, 0x5f, 0x3, 0x2, 0x2, 0x2, 
    0x61, 0x62, 0x3, 0x2, 0x2, 0x2, 0x62, 0xf, 0x3, 0x2, 0x2, 0x2, 0x63, 
    0x61, 0x3, 0x2, 0x2, 0x2, 0x64, 0x6e, 0x7, 0xf, 0x2, 0x2, 0x65, 0x66, 
    0x9, 0x6, 0x2, 0x2, 0x66, 0x6a, 0x5, 0x18, 0xd, 0x2, 0x67, 0x69, 0x5, 
    0x16, 0xc, 0x2, 0x68, 0x67, 0x3, 0x2, 0x2, 0x2, 0x69, 0x6c, 0x3, 0x2, 
    0x2, 0x2, 0x6a, 0x68, 0x3, 0x2, 0x2, 0x2, 0x6a, 0x6b, 0x3, 0x2, 0x2, 
    0x2, 0x6b, 0x6e, 0x3, 0x2, 0x2, 0x2, 0x6c, 0x6a, 0x3, 0x2, 0x2, 0x2, 
    0x6d, 0x64, 0x3, 0x2, 0x2, 0x2, 0x6d, 0x65, 0x3, 0x2, 0x2, 0x2, 0x6e, 
    0x11, 0x3, 0x2, 0x2, 0x2, 0x6f, 0x70, 0x9, 0x7, 0x2, 0x2, 0x70, 0x74, 
    0x5, 0x18, 0xd, 0x2, 0x71, 0x73, 0x5, 0x16, 0xc, 0x2, 0x72, 0x71, 0x3, 
    0x2, 0x2, 0x2, 0x73, 0x76, 0x3, 0x2, 0x2, 0x2, 0x74, 0x72, 0x3, 0x2, 
    0x2, 0x2, 0x74, 0x75, 0x3, 0x2, 0x2, 0x2, 0x75, 0x13, 0x3, 0x2, 0x2, 
    0x2, 0x76, 0x74, 0x3, 0x2, 0x2, 0x2, 0x77, 0x78, 0x9, 0x8, 0x2, 0x2, 
    0x78, 0x7c, 0x5, 0x1a, 0xe, 0x2, 0x79, 0x7b, 0x5, 0x16, 0xc, 0x2, 0x7a, 
    0x79, 0x3, 0x2, 0x2, 0x2, 0x7b, 0x7e, 0x3, 0x2, 0x2, 0x2, 0x7c, 0x7a, 
    0x3, 0x2, 0x2, 0x2, 0x7c, 0x7d, 0x3, 0x2, 0x2, 0x2, 0x7d, 0x15, 0x3, 
    0x2, 0x2, 0x2, 0x7e, 0x7c, 0x3, 0x2, 0x2, 0x2, 0x7f, 0x80, 0x7, 0x24, 
    0x2, 0x2, 0x80, 0x84, 0x5, 0x18, 0xd, 0x2, 0x81, 0x82, 0x7, 0x25, 0x2, 
    0x2, 0x82, 0x84, 0x5, 0x1a, 0xe, 0x2, 0x83, 0x7f, 0x3, 0x2, 0x2, 0x2, 
    0x83, 0x81, 0x3, 0x2, 0x2, 0x2, 0x84, 0x17, 0x3, 0x2, 0x2, 0x2, 0x85, 
    0x87, 0x9, 0x9, 0x2, 0x2, 0x86, 0x85, 0x3, 0x2, 0x2, 0x2, 0x87, 0x8a, 
    0x3, 0x2, 0x2, 0x2, 0x88, 0x86, 0x3, 0x2, 0x2, 0x2, 0x88, 0x89, 0x3, 
    0x2, 0x2, 0x2, 0x89, 0x19, 0x3, 0x2, 0x2, 0x2, 0x8a, 0x88, 0x3, 0x2, 
    0x2, 0x2, 0x8b, 0x8d, 0x9, 0xa, 0x2, 0x2, 0x8c, 0x8b, 0x3, 0x2, 0x2, 
    0x2, 0x8d, 0x90, 0x3, 0x2, 0x2, 0x2, 0x8e, 0x8c, 0x3, 0x2, 0x2, 0x2, 
    0x8e, 0x8f, 0x3, 0x2, 0x2, 0x2, 0x8f, 0x1b, 0x3, 0x2, 0x2, 0x2, 0x90, 
    0x8e, 0x3, 0x2, 0x2, 0x2, 0x91, 0x92, 0x9, 0xb, 0x2, 0x2, 0x92, 0x1d, 
    0x3, 0x2, 0x2, 0x2, 0x93, 0x95, 0x9, 0xc, 0x2, 0x2, 0x94, 0x96, 0x7, 
    0x33, 0x2, 0x2, 0x95, 0x94, 0x3, 0x2, 0x2, 0x2, 0x95, 0x96, 0x3, 0x2, 
    0x2, 0x2, 0x96, 0x1f, 0x3, 0x2, 0x2, 0x2, 0x13, 0x26, 0x31, 0x3b, 0x41, 
    0x4a, 0x4f, 0x59, 0x5c, 0x61, 0x6a, 0x6d, 0x74, 0x7c, 0x83, 0x88, 0x8e, 
    0x95, 
  };

  atn::ATNDeserializer deserializer;
  _atn = deserializer.deserialize(_serializedATN);

  size_t count = _atn.getNumberOfDecisions();
  _decisionToDFA.reserve(count);
  for (size_t i = 0; i < count; i++) { 
    _decisionToDFA.emplace_back(_atn.getDecisionState(i), i);
  }
}

DslParser::Initializer DslParser::_init;
