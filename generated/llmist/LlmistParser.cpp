
// Generated from ./LlmistParser.g4 by ANTLR 4.7.2



#include "LlmistParser.h"


using namespace antlrcpp;
using namespace llmfmt::llmist;
using namespace antlr4;

LlmistParser::LlmistParser(TokenStream *input) : Parser(input) {
  _interpreter = new atn::ParserATNSimulator(this, _atn, _decisionToDFA, _sharedContextCache);
}

LlmistParser::~LlmistParser() {
  delete _interpreter;
}

std::string LlmistParser::getGrammarFileName() const {
  return "LlmistParser.g4";
}

const std::vector<std::string>& LlmistParser::getRuleNames() const {
  return _ruleNames;
}

dfa::Vocabulary& LlmistParser::getVocabulary() const {
  return _vocabulary;
}


//----------------- DocumentContext ------------------------------------------------------------------

LlmistParser::DocumentContext::DocumentContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* LlmistParser::DocumentContext::EOF() {
  return getToken(LlmistParser::EOF, 0);
}

std::vector<tree::TerminalNode *> LlmistParser::DocumentContext::TEXT_LINE() {
  return getTokens(LlmistParser::TEXT_LINE);
}

tree::TerminalNode* LlmistParser::DocumentContext::TEXT_LINE(size_t i) {
  return getToken(LlmistParser::TEXT_LINE, i);
}

std::vector<LlmistParser::BlockContext *> LlmistParser::DocumentContext::block() {
  return getRuleContexts<LlmistParser::BlockContext>();
}

LlmistParser::BlockContext* LlmistParser::DocumentContext::block(size_t i) {
  return getRuleContext<LlmistParser::BlockContext>(i);
}


size_t LlmistParser::DocumentContext::getRuleIndex() const {
  return LlmistParser::RuleDocument;
}


LlmistParser::DocumentContext* LlmistParser::document() {
  DocumentContext *_localctx = _tracker.createInstance<DocumentContext>(_ctx, getState());
  enterRule(_localctx, 0, LlmistParser::RuleDocument);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(26);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == LlmistParser::START_MARKER

    || _la == LlmistParser::TEXT_LINE) {
      setState(24);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case LlmistParser::TEXT_LINE: {
          setState(22);
          match(LlmistParser::TEXT_LINE);
          break;
        }

        case LlmistParser::START_MARKER: {
          setState(23);
          block();
          break;
        }

      default:
        throw NoViableAltException(this);
      }
      setState(28);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(29);
    match(LlmistParser::EOF);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- BlockContext ------------------------------------------------------------------

LlmistParser::BlockContext::BlockContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

LlmistParser::StartLineContext* LlmistParser::BlockContext::startLine() {
  return getRuleContext<LlmistParser::StartLineContext>(0);
}

std::vector<tree::TerminalNode *> LlmistParser::BlockContext::VALUE_LINE() {
  return getTokens(LlmistParser::VALUE_LINE);
}

tree::TerminalNode* LlmistParser::BlockContext::VALUE_LINE(size_t i) {
  return getToken(LlmistParser::VALUE_LINE, i);
}

std::vector<LlmistParser::ParameterContext *> LlmistParser::BlockContext::parameter() {
  return getRuleContexts<LlmistParser::ParameterContext>();
}

LlmistParser::ParameterContext* LlmistParser::BlockContext::parameter(size_t i) {
  return getRuleContext<LlmistParser::ParameterContext>(i);
}

LlmistParser::EndLineContext* LlmistParser::BlockContext::endLine() {
  return getRuleContext<LlmistParser::EndLineContext>(0);
}


size_t LlmistParser::BlockContext::getRuleIndex() const {
  return LlmistParser::RuleBlock;
}


LlmistParser::BlockContext* LlmistParser::block() {
  BlockContext *_localctx = _tracker.createInstance<BlockContext>(_ctx, getState());
  enterRule(_localctx, 2, LlmistParser::RuleBlock);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(31);
    dynamic_cast<BlockContext *>(_localctx)->first = startLine();
    setState(35);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == LlmistParser::VALUE_LINE) {
      setState(32);
      dynamic_cast<BlockContext *>(_localctx)->value_lineToken = match(LlmistParser::VALUE_LINE);
      dynamic_cast<BlockContext *>(_localctx)->preamble.push_back(dynamic_cast<BlockContext *>(_localctx)->value_lineToken);
      setState(37);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(41);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == LlmistParser::ARG_MARKER) {
      setState(38);
      dynamic_cast<BlockContext *>(_localctx)->parameterContext = parameter();
      dynamic_cast<BlockContext *>(_localctx)->parameters.push_back(dynamic_cast<BlockContext *>(_localctx)->parameterContext);
      setState(43);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(45);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == LlmistParser::END_MARKER) {
      setState(44);
      dynamic_cast<BlockContext *>(_localctx)->last = endLine();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- StartLineContext ------------------------------------------------------------------

LlmistParser::StartLineContext::StartLineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* LlmistParser::StartLineContext::START_MARKER() {
  return getToken(LlmistParser::START_MARKER, 0);
}

tree::TerminalNode* LlmistParser::StartLineContext::NL() {
  return getToken(LlmistParser::NL, 0);
}

tree::TerminalNode* LlmistParser::StartLineContext::HEADER() {
  return getToken(LlmistParser::HEADER, 0);
}

std::vector<LlmistParser::PartContext *> LlmistParser::StartLineContext::part() {
  return getRuleContexts<LlmistParser::PartContext>();
}

LlmistParser::PartContext* LlmistParser::StartLineContext::part(size_t i) {
  return getRuleContext<LlmistParser::PartContext>(i);
}

std::vector<tree::TerminalNode *> LlmistParser::StartLineContext::COLON() {
  return getTokens(LlmistParser::COLON);
}

tree::TerminalNode* LlmistParser::StartLineContext::COLON(size_t i) {
  return getToken(LlmistParser::COLON, i);
}

LlmistParser::DependenciesContext* LlmistParser::StartLineContext::dependencies() {
  return getRuleContext<LlmistParser::DependenciesContext>(0);
}


size_t LlmistParser::StartLineContext::getRuleIndex() const {
  return LlmistParser::RuleStartLine;
}


LlmistParser::StartLineContext* LlmistParser::startLine() {
  StartLineContext *_localctx = _tracker.createInstance<StartLineContext>(_ctx, getState());
  enterRule(_localctx, 4, LlmistParser::RuleStartLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(47);
    dynamic_cast<StartLineContext *>(_localctx)->marker = match(LlmistParser::START_MARKER);
    setState(60);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case LlmistParser::HEADER: {
        setState(48);
        dynamic_cast<StartLineContext *>(_localctx)->header = match(LlmistParser::HEADER);
        break;
      }

      case LlmistParser::NAME:
      case LlmistParser::JUNK:
      case LlmistParser::BLANK:
      case LlmistParser::CR:
      case LlmistParser::NL:
      case LlmistParser::COLON: {
        setState(49);
        dynamic_cast<StartLineContext *>(_localctx)->name = part();
        setState(56);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == LlmistParser::COLON) {
          setState(50);
          match(LlmistParser::COLON);
          setState(51);
          dynamic_cast<StartLineContext *>(_localctx)->invocationId = part();
          setState(54);
          _errHandler->sync(this);

          _la = _input->LA(1);
          if (_la == LlmistParser::COLON) {
            setState(52);
            match(LlmistParser::COLON);
            setState(53);
            dependencies();
          }
        }
        setState(58);
        match(LlmistParser::NL);
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

//----------------- DependenciesContext ------------------------------------------------------------------

LlmistParser::DependenciesContext::DependenciesContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<LlmistParser::PartContext *> LlmistParser::DependenciesContext::part() {
  return getRuleContexts<LlmistParser::PartContext>();
}

LlmistParser::PartContext* LlmistParser::DependenciesContext::part(size_t i) {
  return getRuleContext<LlmistParser::PartContext>(i);
}

std::vector<tree::TerminalNode *> LlmistParser::DependenciesContext::COMMA() {
  return getTokens(LlmistParser::COMMA);
}

tree::TerminalNode* LlmistParser::DependenciesContext::COMMA(size_t i) {
  return getToken(LlmistParser::COMMA, i);
}


size_t LlmistParser::DependenciesContext::getRuleIndex() const {
  return LlmistParser::RuleDependencies;
}


LlmistParser::DependenciesContext* LlmistParser::dependencies() {
  DependenciesContext *_localctx = _tracker.createInstance<DependenciesContext>(_ctx, getState());
  enterRule(_localctx, 6, LlmistParser::RuleDependencies);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(62);
    part();
    setState(67);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == LlmistParser::COMMA) {
      setState(63);
      match(LlmistParser::COMMA);
      setState(64);
      part();
      setState(69);
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

//----------------- PartContext ------------------------------------------------------------------

LlmistParser::PartContext::PartContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<tree::TerminalNode *> LlmistParser::PartContext::NAME() {
  return getTokens(LlmistParser::NAME);
}

tree::TerminalNode* LlmistParser::PartContext::NAME(size_t i) {
  return getToken(LlmistParser::NAME, i);
}

std::vector<tree::TerminalNode *> LlmistParser::PartContext::JUNK() {
  return getTokens(LlmistParser::JUNK);
}

tree::TerminalNode* LlmistParser::PartContext::JUNK(size_t i) {
  return getToken(LlmistParser::JUNK, i);
}

std::vector<tree::TerminalNode *> LlmistParser::PartContext::BLANK() {
  return getTokens(LlmistParser::BLANK);
}

tree::TerminalNode* LlmistParser::PartContext::BLANK(size_t i) {
  return getToken(LlmistParser::BLANK, i);
}

std::vector<tree::TerminalNode *> LlmistParser::PartContext::CR() {
  return getTokens(LlmistParser::CR);
}

tree::TerminalNode* LlmistParser::PartContext::CR(size_t i) {
  return getToken(LlmistParser::CR, i);
}


size_t LlmistParser::PartContext::getRuleIndex() const {
  return LlmistParser::RulePart;
}


LlmistParser::PartContext* LlmistParser::part() {
  PartContext *_localctx = _tracker.createInstance<PartContext>(_ctx, getState());
  enterRule(_localctx, 8, LlmistParser::RulePart);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(73);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << LlmistParser::NAME)
      | (1ULL << LlmistParser::JUNK)
      | (1ULL << LlmistParser::BLANK)
      | (1ULL << LlmistParser::CR))) != 0)) {
      setState(70);
      _la = _input->LA(1);
      if (!((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << LlmistParser::NAME)
        | (1ULL << LlmistParser::JUNK)
        | (1ULL << LlmistParser::BLANK)
        | (1ULL << LlmistParser::CR))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(75);
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

//----------------- ParameterContext ------------------------------------------------------------------

LlmistParser::ParameterContext::ParameterContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

LlmistParser::ArgLineContext* LlmistParser::ParameterContext::argLine() {
  return getRuleContext<LlmistParser::ArgLineContext>(0);
}

std::vector<tree::TerminalNode *> LlmistParser::ParameterContext::VALUE_LINE() {
  return getTokens(LlmistParser::VALUE_LINE);
}

tree::TerminalNode* LlmistParser::ParameterContext::VALUE_LINE(size_t i) {
  return getToken(LlmistParser::VALUE_LINE, i);
}


size_t LlmistParser::ParameterContext::getRuleIndex() const {
  return LlmistParser::RuleParameter;
}


LlmistParser::ParameterContext* LlmistParser::parameter() {
  ParameterContext *_localctx = _tracker.createInstance<ParameterContext>(_ctx, getState());
  enterRule(_localctx, 10, LlmistParser::RuleParameter);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(76);
    dynamic_cast<ParameterContext *>(_localctx)->arg = argLine();
    setState(80);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == LlmistParser::VALUE_LINE) {
      setState(77);
      dynamic_cast<ParameterContext *>(_localctx)->value_lineToken = match(LlmistParser::VALUE_LINE);
      dynamic_cast<ParameterContext *>(_localctx)->values.push_back(dynamic_cast<ParameterContext *>(_localctx)->value_lineToken);
      setState(82);
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

//----------------- ArgLineContext ------------------------------------------------------------------

LlmistParser::ArgLineContext::ArgLineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* LlmistParser::ArgLineContext::ARG_MARKER() {
  return getToken(LlmistParser::ARG_MARKER, 0);
}

LlmistParser::PointerContext* LlmistParser::ArgLineContext::pointer() {
  return getRuleContext<LlmistParser::PointerContext>(0);
}

tree::TerminalNode* LlmistParser::ArgLineContext::POINTER_LINE() {
  return getToken(LlmistParser::POINTER_LINE, 0);
}

tree::TerminalNode* LlmistParser::ArgLineContext::NL() {
  return getToken(LlmistParser::NL, 0);
}


size_t LlmistParser::ArgLineContext::getRuleIndex() const {
  return LlmistParser::RuleArgLine;
}


LlmistParser::ArgLineContext* LlmistParser::argLine() {
  ArgLineContext *_localctx = _tracker.createInstance<ArgLineContext>(_ctx, getState());
  enterRule(_localctx, 12, LlmistParser::RuleArgLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(83);
    dynamic_cast<ArgLineContext *>(_localctx)->marker = match(LlmistParser::ARG_MARKER);
    setState(89);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case LlmistParser::POINTER_LINE: {
        setState(84);
        dynamic_cast<ArgLineContext *>(_localctx)->whole = match(LlmistParser::POINTER_LINE);
        break;
      }

      case LlmistParser::EOF:
      case LlmistParser::START_MARKER:
      case LlmistParser::END_MARKER:
      case LlmistParser::ARG_MARKER:
      case LlmistParser::NAME:
      case LlmistParser::JUNK:
      case LlmistParser::BLANK:
      case LlmistParser::CR:
      case LlmistParser::NL:
      case LlmistParser::TEXT_LINE:
      case LlmistParser::VALUE_LINE:
      case LlmistParser::INDEX:
      case LlmistParser::NEGATIVE_INDEX:
      case LlmistParser::SLASH: {
        setState(85);
        pointer();
        setState(87);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == LlmistParser::NL) {
          setState(86);
          match(LlmistParser::NL);
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

//----------------- PointerContext ------------------------------------------------------------------

LlmistParser::PointerContext::PointerContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<LlmistParser::SegmentContext *> LlmistParser::PointerContext::segment() {
  return getRuleContexts<LlmistParser::SegmentContext>();
}

LlmistParser::SegmentContext* LlmistParser::PointerContext::segment(size_t i) {
  return getRuleContext<LlmistParser::SegmentContext>(i);
}

std::vector<tree::TerminalNode *> LlmistParser::PointerContext::SLASH() {
  return getTokens(LlmistParser::SLASH);
}

tree::TerminalNode* LlmistParser::PointerContext::SLASH(size_t i) {
  return getToken(LlmistParser::SLASH, i);
}


size_t LlmistParser::PointerContext::getRuleIndex() const {
  return LlmistParser::RulePointer;
}


LlmistParser::PointerContext* LlmistParser::pointer() {
  PointerContext *_localctx = _tracker.createInstance<PointerContext>(_ctx, getState());
  enterRule(_localctx, 14, LlmistParser::RulePointer);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(91);
    segment();
    setState(96);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == LlmistParser::SLASH) {
      setState(92);
      match(LlmistParser::SLASH);
      setState(93);
      segment();
      setState(98);
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

//----------------- SegmentContext ------------------------------------------------------------------

LlmistParser::SegmentContext::SegmentContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<tree::TerminalNode *> LlmistParser::SegmentContext::NAME() {
  return getTokens(LlmistParser::NAME);
}

tree::TerminalNode* LlmistParser::SegmentContext::NAME(size_t i) {
  return getToken(LlmistParser::NAME, i);
}

std::vector<tree::TerminalNode *> LlmistParser::SegmentContext::INDEX() {
  return getTokens(LlmistParser::INDEX);
}

tree::TerminalNode* LlmistParser::SegmentContext::INDEX(size_t i) {
  return getToken(LlmistParser::INDEX, i);
}

std::vector<tree::TerminalNode *> LlmistParser::SegmentContext::NEGATIVE_INDEX() {
  return getTokens(LlmistParser::NEGATIVE_INDEX);
}

tree::TerminalNode* LlmistParser::SegmentContext::NEGATIVE_INDEX(size_t i) {
  return getToken(LlmistParser::NEGATIVE_INDEX, i);
}

std::vector<tree::TerminalNode *> LlmistParser::SegmentContext::JUNK() {
  return getTokens(LlmistParser::JUNK);
}

tree::TerminalNode* LlmistParser::SegmentContext::JUNK(size_t i) {
  return getToken(LlmistParser::JUNK, i);
}

std::vector<tree::TerminalNode *> LlmistParser::SegmentContext::BLANK() {
  return getTokens(LlmistParser::BLANK);
}

tree::TerminalNode* LlmistParser::SegmentContext::BLANK(size_t i) {
  return getToken(LlmistParser::BLANK, i);
}

std::vector<tree::TerminalNode *> LlmistParser::SegmentContext::CR() {
  return getTokens(LlmistParser::CR);
}

tree::TerminalNode* LlmistParser::SegmentContext::CR(size_t i) {
  return getToken(LlmistParser::CR, i);
}


size_t LlmistParser::SegmentContext::getRuleIndex() const {
  return LlmistParser::RuleSegment;
}


LlmistParser::SegmentContext* LlmistParser::segment() {
  SegmentContext *_localctx = _tracker.createInstance<SegmentContext>(_ctx, getState());
  enterRule(_localctx, 16, LlmistParser::RuleSegment);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(102);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << LlmistParser::NAME)
      | (1ULL << LlmistParser::JUNK)
      | (1ULL << LlmistParser::BLANK)
      | (1ULL << LlmistParser::CR)
      | (1ULL << LlmistParser::INDEX)
      | (1ULL << LlmistParser::NEGATIVE_INDEX))) != 0)) {
      setState(99);
      _la = _input->LA(1);
      if (!((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << LlmistParser::NAME)
        | (1ULL << LlmistParser::JUNK)
        | (1ULL << LlmistParser::BLANK)
        | (1ULL << LlmistParser::CR)
        | (1ULL << LlmistParser::INDEX)
        | (1ULL << LlmistParser::NEGATIVE_INDEX))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(104);
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

//----------------- EndLineContext ------------------------------------------------------------------

LlmistParser::EndLineContext::EndLineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* LlmistParser::EndLineContext::END_MARKER() {
  return getToken(LlmistParser::END_MARKER, 0);
}

LlmistParser::AfterEndContext* LlmistParser::EndLineContext::afterEnd() {
  return getRuleContext<LlmistParser::AfterEndContext>(0);
}

tree::TerminalNode* LlmistParser::EndLineContext::NL() {
  return getToken(LlmistParser::NL, 0);
}


size_t LlmistParser::EndLineContext::getRuleIndex() const {
  return LlmistParser::RuleEndLine;
}


LlmistParser::EndLineContext* LlmistParser::endLine() {
  EndLineContext *_localctx = _tracker.createInstance<EndLineContext>(_ctx, getState());
  enterRule(_localctx, 18, LlmistParser::RuleEndLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(105);
    dynamic_cast<EndLineContext *>(_localctx)->marker = match(LlmistParser::END_MARKER);
    setState(106);
    dynamic_cast<EndLineContext *>(_localctx)->after = afterEnd();
    setState(108);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == LlmistParser::NL) {
      setState(107);
      match(LlmistParser::NL);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AfterEndContext ------------------------------------------------------------------

LlmistParser::AfterEndContext::AfterEndContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<tree::TerminalNode *> LlmistParser::AfterEndContext::BLANK() {
  return getTokens(LlmistParser::BLANK);
}

tree::TerminalNode* LlmistParser::AfterEndContext::BLANK(size_t i) {
  return getToken(LlmistParser::BLANK, i);
}

std::vector<tree::TerminalNode *> LlmistParser::AfterEndContext::CR() {
  return getTokens(LlmistParser::CR);
}

tree::TerminalNode* LlmistParser::AfterEndContext::CR(size_t i) {
  return getToken(LlmistParser::CR, i);
}

std::vector<tree::TerminalNode *> LlmistParser::AfterEndContext::TEXT() {
  return getTokens(LlmistParser::TEXT);
}

tree::TerminalNode* LlmistParser::AfterEndContext::TEXT(size_t i) {
  return getToken(LlmistParser::TEXT, i);
}


size_t LlmistParser::AfterEndContext::getRuleIndex() const {
  return LlmistParser::RuleAfterEnd;
}


LlmistParser::AfterEndContext* LlmistParser::afterEnd() {
  AfterEndContext *_localctx = _tracker.createInstance<AfterEndContext>(_ctx, getState());
  enterRule(_localctx, 20, LlmistParser::RuleAfterEnd);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(113);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << LlmistParser::BLANK)
      | (1ULL << LlmistParser::CR)
      | (1ULL << LlmistParser::TEXT))) != 0)) {
      setState(110);
      _la = _input->LA(1);
      if (!((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << LlmistParser::BLANK)
        | (1ULL << LlmistParser::CR)
        | (1ULL << LlmistParser::TEXT))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(115);
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

// Static vars and initialization.
std::vector<dfa::DFA> LlmistParser::_decisionToDFA;
atn::PredictionContextCache LlmistParser::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN LlmistParser::_atn;
std::vector<uint16_t> LlmistParser::_serializedATN;

std::vector<std::string> LlmistParser::_ruleNames = {
  "document", "block", "startLine", "dependencies", "part", "parameter", 
  "argLine", "pointer", "segment", "endLine", "afterEnd"
};

std::vector<std::string> LlmistParser::_literalNames = {
  "", "", "", "", "", "", "", "", "", "", "", "", "':'", "','", "", "", 
  "", "'/'"
};

std::vector<std::string> LlmistParser::_symbolicNames = {
  "", "START_MARKER", "END_MARKER", "ARG_MARKER", "NAME", "JUNK", "BLANK", 
  "CR", "NL", "TEXT_LINE", "VALUE_LINE", "HEADER", "COLON", "COMMA", "POINTER_LINE", 
  "INDEX", "NEGATIVE_INDEX", "SLASH", "TEXT", "HN_CR"
};

dfa::Vocabulary LlmistParser::_vocabulary(_literalNames, _symbolicNames);

std::vector<std::string> LlmistParser::_tokenNames;

LlmistParser::Initializer::Initializer() {
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
    0x3, 0x15, 0x77, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 0x9, 
    0x4, 0x4, 0x5, 0x9, 0x5, 0x4, 0x6, 0x9, 0x6, 0x4, 0x7, 0x9, 0x7, 0x4, 
    0x8, 0x9, 0x8, 0x4, 0x9, 0x9, 0x9, 0x4, 0xa, 0x9, 0xa, 0x4, 0xb, 0x9, 
    0xb, 0x4, 0xc, 0x9, 0xc, 0x3, 0x2, 0x3, 0x2, 0x7, 0x2, 0x1b, 0xa, 0x2, 
    0xc, 0x2, 0xe, 0x2, 0x1e, 0xb, 0x2, 0x3, 0x2, 0x3, 0x2, 0x3, 0x3, 0x3, 
    0x3, 0x7, 0x3, 0x24, 0xa, 0x3, 0xc, 0x3, 0xe, 0x3, 0x27, 0xb, 0x3, 0x3, 
    0x3, 0x7, 0x3, 0x2a, 0xa, 0x3, 0xc, 0x3, 0xe, 0x3, 0x2d, 0xb, 0x3, 0x3, 
    0x3, 0x5, 0x3, 0x30, 0xa, 0x3, 0x3, 0x4, 0x3, 0x4, 0x3, 0x4, 0x3, 0x4, 
    0x3, 0x4, 0x3, 0x4, 0x3, 0x4, 0x5, 0x4, 0x39, 0xa, 0x4, 0x5, 0x4, 0x3b, 
    0xa, 0x4, 0x3, 0x4, 0x3, 0x4, 0x5, 0x4, 0x3f, 0xa, 0x4, 0x3, 0x5, 0x3, 
    0x5, 0x3, 0x5, 0x7, 0x5, 0x44, 0xa, 0x5, 0xc, 0x5, 0xe, 0x5, 0x47, 0xb, 
    0x5, 0x3, 0x6, 0x7, 0x6, 0x4a, 0xa, 0x6, 0xc, 0x6, 0xe, 0x6, 0x4d, 0xb, 
    0x6, 0x3, 0x7, 0x3, 0x7, 0x7, 0x7, 0x51, 0xa, 0x7, 0xc, 0x7, 0xe, 0x7, 
    0x54, 0xb, 0x7, 0x3, 0x8, 0x3, 0x8, 0x3, 0x8, 0x3, 0x8, 0x5, 0x8, 0x5a, 
    0xa, 0x8, 0x5, 0x8, 0x5c, 0xa, 0x8, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x7, 
    0x9, 0x61, 0xa, 0x9, 0xc, 0x9, 0xe, 0x9, 0x64, 0xb, 0x9, 0x3, 0xa, 0x7, 
    0xa, 0x67, 0xa, 0xa, 0xc, 0xa, 0xe, 0xa, 0x6a, 0xb, 0xa, 0x3, 0xb, 0x3, 
    0xb, 0x3, 0xb, 0x5, 0xb, 0x6f, 0xa, 0xb, 0x3, 0xc, 0x7, 0xc, 0x72, 0xa, 
    0xc, 0xc, 0xc, 0xe, 0xc, 0x75, 0xb, 0xc, 0x3, 0xc, 0x2, 0x2, 0xd, 0x2, 
    0x4, 0x6, 0x8, 0xa, 0xc, 0xe, 0x10, 0x12, 0x14, 0x16, 0x2, 0x5, 0x3, 
    0x2, 0x6, 0x9, 0x4, 0x2, 0x6, 0x9, 0x11, 0x12, 0x4, 0x2, 0x8, 0x9, 0x14, 
    0x14, 0x2, 0x7c, 0x2, 0x1c, 0x3, 0x2, 0x2, 0x2, 0x4, 0x21, 0x3, 0x2, 
    0x2, 0x2, 0x6, 0x31, 0x3, 0x2, 0x2, 0x2, 0x8, 0x40, 0x3, 0x2, 0x2, 0x2, 
    0xa, 0x4b, 0x3, 0x2, 0x2, 0x2, 0xc, 0x4e, 0x3, 0x2, 0x2, 0x2, 0xe, 0x55, 
    0x3, 0x2, 0x2, 0x2, 0x10, 0x5d, 0x3, 0x2, 0x2, 0x2, 0x12, 0x68, 0x3, 
    0x2, 0x2, 0x2, 0x14, 0x6b, 0x3, 0x2, 0x2, 0x2, 0x16, 0x73, 0x3, 0x2, 
    0x2, 0x2, 0x18, 0x1b, 0x7, 0xb, 0x2, 0x2, 0x19, 0x1b, 0x5, 0x4, 0x3, 
    0x2, 0x1a, 0x18, 0x3, 0x2, 0x2, 0x2, 0x1a, 0x19, 0x3, 0x2, 0x2, 0x2, 
    0x1b, 0x1e, 0x3, 0x2, 0x2, 0x2, 0x1c, 0x1a, 0x3, 0x2, 0x2, 0x2, 0x1c, 
    0x1d, 0x3, 0x2, 0x2, 0x2, 0x1d, 0x1f, 0x3, 0x2, 0x2, 0x2, 0x1e, 0x1c, 
    0x3, 0x2, 0x2, 0x2, 0x1f, 0x20, 0x7, 0x2, 0x2, 0x3, 0x20, 0x3, 0x3, 
    0x2, 0x2, 0x2, 0x21, 0x25, 0x5, 0x6, 0x4, 0x2, 0x22, 0x24, 0x7, 0xc, 
    0x2, 0x2, 0x23, 0x22, 0x3, 0x2, 0x2, 0x2, 0x24, 0x27, 0x3, 0x2, 0x2, 
    0x2, 0x25, 0x23, 0x3, 0x2, 0x2, 0x2, 0x25, 0x26, 0x3, 0x2, 0x2, 0x2, 
    0x26, 0x2b, 0x3, 0x2, 0x2, 0x2, 0x27, 0x25, 0x3, 0x2, 0x2, 0x2, 0x28, 
    0x2a, 0x5, 0xc, 0x7, 0x2, 0x29, 0x28, 0x3, 0x2, 0x2, 0x2, 0x2a, 0x2d, 
    0x3, 0x2, 0x2, 0x2, 0x2b, 0x29, 0x3, 0x2, 0x2, 0x2, 0x2b, 0x2c, 0x3, 
    0x2, 0x2, 0x2, 0x2c, 0x2f, 0x3, 0x2, 0x2, 0x2, 0x2d, 0x2b, 0x3, 0x2, 
    0x2, 0x2, 0x2e, 0x30, 0x5, 0x14, 0xb, 0x2, 0x2f, 0x2e, 0x3, 0x2, 0x2, 
    0x2, 0x2f, 0x30, 0x3, 0x2, 0x2, 0x2, 0x30, 0x5, 0x3, 0x2, 0x2, 0x2, 
    0x31, 0x3e, 0x7, 0x3, 0x2, 0x2, 0x32, 0x3f, 0x7, 0xd, 0x2, 0x2, 0x33, 
    0x3a, 0x5, 0xa, 0x6, 0x2, 0x34, 0x35, 0x7, 0xe, 0x2, 0x2, 0x35, 0x38, 
    0x5, 0xa, 0x6, 0x2, 0x36, 0x37, 0x7, 0xe, 0x2, 0x2, 0x37, 0x39, 0x5, 
    0x8, 0x5, 0x2, 0x38, 0x36, 0x3, 0x2, 0x2, 0x2, 0x38, 0x39, 0x3, 0x2, 
    0x2, 0x2, 0x39, 0x3b, 0x3, 0x2, 0x2, 0x2, 0x3a, 0x34, 0x3, 0x2, 0x2, 
    0x2, 0x3a, 0x3b, 0x3, 0x2, 0x2, 0x2, 0x3b, 0x3c, 0x3, 0x2, 0x2, 0x2, 
    0x3c, 0x3d, 0x7, 0xa, 0x2, 0x2, 0x3d, 0x3f, 0x3, 0x2, 0x2, 0x2, 0x3e, 
    0x32, 0x3, 0x2, 0x2, 0x2, 0x3e, 0x33, 0x3, 0x2, 0x2, 0x2, 0x3f, 0x7, 
    0x3, 0x2, 0x2, 0x2, 0x40, 0x45, 0x5, 0xa, 0x6, 0x2, 0x41, 0x42, 0x7, 
    0xf, 0x2, 0x2, 0x42, 0x44, 0x5, 0xa, 0x6, 0x2, 0x43, 0x41, 0x3, 0x2, 
    0x2, 0x2, 0x44, 0x47, 0x3, 0x2, 0x2, 0x2, 0x45, 0x43, 0x3, 0x2, 0x2, 
    0x2, 0x45, 0x46, 0x3, 0x2, 0x2, 0x2, 0x46, 0x9, 0x3, 0x2, 0x2, 0x2, 
    0x47, 0x45, 0x3, 0x2, 0x2, 0x2, 0x48, 0x4a, 0x9, 0x2, 0x2, 0x2, 0x49, 
    0x48, 0x3, 0x2, 0x2, 0x2, 0x4a, 0x4d, 0x3, 0x2, 0x2, 0x2, 0x4b, 0x49, 
    0x3, 0x2, 0x2, 0x2, 0x4b, 0x4c, 0x3, 0x2, 0x2, 0x2, 0x4c, 0xb, 0x3, 
    0x2, 0x2, 0x2, 0x4d, 0x4b, 0x3, 0x2, 0x2, 0x2, 0x4e, 0x52, 0x5, 0xe, 
    0x8, 0x2, 0x4f, 0x51, 0x7, 0xc, 0x2, 0x2, 0x50, 0x4f, 0x3, 0x2, 0x2, 
    0x2, 0x51, 0x54, 0x3, 0x2, 0x2, 0x2, 0x52, 0x50, 0x3, 0x2, 0x2, 0x2, 
    0x52, 0x53, 0x3, 0x2, 0x2, 0x2, 0x53, 0xd, 0x3, 0x2, 0x2, 0x2, 0x54, 
    0x52, 0x3, 0x2, 0x2, 0x2, 0x55, 0x5b, 0x7, 0x5, 0x2, 0x2, 0x56, 0x5c, 
    0x7, 0x10, 0x2, 0x2, 0x57, 0x59, 0x5, 0x10, 0x9, 0x2, 0x58, 0x5a, 0x7, 
    0xa, 0x2, 0x2, 0x59, 0x58, 0x3, 0x2, 0x2, 0x2, 0x59, 0x5a, 0x3, 0x2, 
    0x2, 0x2, 0x5a, 0x5c, 0x3, 0x2, 0x2, 0x2, 0x5b, 0x56, 0x3, 0x2, 0x2, 
    0x2, 0x5b, 0x57, 0x3, 0x2, 0x2, 0x2, 0x5c, 0xf, 0x3, 0x2, 0x2, 0x2, 
    0x5d, 0x62, 0x5, 0x12, 0xa, 0x2, 0x5e, 0x5f, 0x7, 0x13, 0x2, 0x2, 0x5f, 
    0x61, 0x5, 0x12, 0xa, 0x2, 0x60, 0x5e, 0x3, 0x2, 0x2, 0x2, 0x61, 0x64, 
    0x3, 0x2, 0x2, 0x2, 0x62, 0x60, 0x3, 0x2, 0x2, 0x2, 0x62, 0x63, 0x3, 
    0x2, 0x2, 0x2, 0x63, 0x11, 0x3, 0x2, 0x2, 0x2, 0x64, 0x62, 0x3, 0x2, 
    0x2, 0x2, 0x65, 0x67, 0x9, 0x3, 0x2, 0x2, 0x66, 0x65, 0x3, 0x2, 0x2, 
    0x2, 0x67, 0x6a, 0x3, 0x2, 0x2, 0x2, 0x68, 0x66, 0x3, 0x2, 0x2, 0x2, 
    0x68, 0x69, 0x3, 0x2, 0x2, 0x2, 0x69, 0x13, 0x3, 0x2, 0x2, 0x2, 0x6a, 
    0x68, 0x3, 0x2, 0x2, 0x2, 0x6b, 0x6c, 0x7, 0x4, 0x2, 0x2, 0x6c, 0x6e, 
    0x5, 0x16, 0xc, 0x2, 0x6d, 0x6f, 0x7, 0xa, 0x2, 0x2, 0x6e, 0x6d, 0x3, 
    0x2, 0x2, 0x2, 0x6e, 0x6f, 0x3, 0x2, 0x2, 0x2, 0x6f, 0x15, 0x3, 0x2, 
    0x2, 0x2, 0x70, 0x72, 0x9, 0x4, 0x2, 0x2, 0x71, 0x70, 0x3, 0x2, 0x2, 
    0x2, 0x72, 0x75, 0x3, 0x2, 0x2, 0x2, 0x73, 0x71, 0x3, 0x2, 0x2, 0x2, 
    0x73, 0x74, 0x3, 0x2, 0x2, 0x2, 0x74, 0x17, 0x3, 0x2, 0x2, 0x2, 0x75, 
    0x73, 0x3, 0x2, 0x2, 0x2, 0x13, 0x1a, 0x1c, 0x25, 0x2b, 0x2f, 0x38, 
    0x3a, 0x3e, 0x45, 0x4b, 0x52, 0x59, 0x5b, 0x62, 0x68, 0x6e, 0x73, 
  };

  atn::ATNDeserializer deserializer;
  _atn = deserializer.deserialize(_serializedATN);

  size_t count = _atn.getNumberOfDecisions();
  _decisionToDFA.reserve(count);
  for (size_t i = 0; i < count; i++) { 
    _decisionToDFA.emplace_back(_atn.getDecisionState(i), i);
  }
}

LlmistParser::Initializer LlmistParser::_init;
