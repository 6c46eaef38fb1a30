
// Generated from ./TeltParser.g4 by ANTLR 4.7.2



#include "TeltParser.h"


using namespace antlrcpp;
using namespace llmfmt::telt;
using namespace antlr4;

TeltParser::TeltParser(TokenStream *input) : Parser(input) {
  _interpreter = new atn::ParserATNSimulator(this, _atn, _decisionToDFA, _sharedContextCache);
}

TeltParser::~TeltParser() {
  delete _interpreter;
}

std::string TeltParser::getGrammarFileName() const {
  return "TeltParser.g4";
}

const std::vector<std::string>& TeltParser::getRuleNames() const {
  return _ruleNames;
}

dfa::Vocabulary& TeltParser::getVocabulary() const {
  return _vocabulary;
}


//----------------- BlockContext ------------------------------------------------------------------

TeltParser::BlockContext::BlockContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TeltParser::BlockContext::HEADER_LINE() {
  return getToken(TeltParser::HEADER_LINE, 0);
}

tree::TerminalNode* TeltParser::BlockContext::EOF() {
  return getToken(TeltParser::EOF, 0);
}

std::vector<TeltParser::IntroContext *> TeltParser::BlockContext::intro() {
  return getRuleContexts<TeltParser::IntroContext>();
}

TeltParser::IntroContext* TeltParser::BlockContext::intro(size_t i) {
  return getRuleContext<TeltParser::IntroContext>(i);
}

std::vector<TeltParser::SectionContext *> TeltParser::BlockContext::section() {
  return getRuleContexts<TeltParser::SectionContext>();
}

TeltParser::SectionContext* TeltParser::BlockContext::section(size_t i) {
  return getRuleContext<TeltParser::SectionContext>(i);
}

tree::TerminalNode* TeltParser::BlockContext::CLOSE_LINE() {
  return getToken(TeltParser::CLOSE_LINE, 0);
}


size_t TeltParser::BlockContext::getRuleIndex() const {
  return TeltParser::RuleBlock;
}


TeltParser::BlockContext* TeltParser::block() {
  BlockContext *_localctx = _tracker.createInstance<BlockContext>(_ctx, getState());
  enterRule(_localctx, 0, TeltParser::RuleBlock);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(12);
    match(TeltParser::HEADER_LINE);
    setState(16);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TeltParser::BLANK_LINE

    || _la == TeltParser::COMMENT_LINE) {
      setState(13);
      intro();
      setState(18);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(22);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << TeltParser::COMMAND_LINE)
      | (1ULL << TeltParser::MALFORMED_LINE)
      | (1ULL << TeltParser::ORPHAN_LINE)
      | (1ULL << TeltParser::FOREIGN_CLOSE_LINE)
      | (1ULL << TeltParser::FOREIGN_LINE)
      | (1ULL << TeltParser::MISPLACED_HEADER_LINE)
      | (1ULL << TeltParser::STRAY_LINE))) != 0)) {
      setState(19);
      section();
      setState(24);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(26);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == TeltParser::CLOSE_LINE) {
      setState(25);
      match(TeltParser::CLOSE_LINE);
    }
    setState(28);
    match(TeltParser::EOF);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- IntroContext ------------------------------------------------------------------

TeltParser::IntroContext::IntroContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TeltParser::IntroContext::BLANK_LINE() {
  return getToken(TeltParser::BLANK_LINE, 0);
}

tree::TerminalNode* TeltParser::IntroContext::COMMENT_LINE() {
  return getToken(TeltParser::COMMENT_LINE, 0);
}


size_t TeltParser::IntroContext::getRuleIndex() const {
  return TeltParser::RuleIntro;
}


TeltParser::IntroContext* TeltParser::intro() {
  IntroContext *_localctx = _tracker.createInstance<IntroContext>(_ctx, getState());
  enterRule(_localctx, 2, TeltParser::RuleIntro);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(30);
    _la = _input->LA(1);
    if (!(_la == TeltParser::BLANK_LINE

    || _la == TeltParser::COMMENT_LINE)) {
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

//----------------- SectionContext ------------------------------------------------------------------

TeltParser::SectionContext::SectionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TeltParser::CommandContext* TeltParser::SectionContext::command() {
  return getRuleContext<TeltParser::CommandContext>(0);
}

TeltParser::SkippedContext* TeltParser::SectionContext::skipped() {
  return getRuleContext<TeltParser::SkippedContext>(0);
}

tree::TerminalNode* TeltParser::SectionContext::END_LINE() {
  return getToken(TeltParser::END_LINE, 0);
}

std::vector<TeltParser::IntroContext *> TeltParser::SectionContext::intro() {
  return getRuleContexts<TeltParser::IntroContext>();
}

TeltParser::IntroContext* TeltParser::SectionContext::intro(size_t i) {
  return getRuleContext<TeltParser::IntroContext>(i);
}


size_t TeltParser::SectionContext::getRuleIndex() const {
  return TeltParser::RuleSection;
}


TeltParser::SectionContext* TeltParser::section() {
  SectionContext *_localctx = _tracker.createInstance<SectionContext>(_ctx, getState());
  enterRule(_localctx, 4, TeltParser::RuleSection);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(34);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TeltParser::COMMAND_LINE: {
        setState(32);
        command();
        break;
      }

      case TeltParser::MALFORMED_LINE:
      case TeltParser::ORPHAN_LINE:
      case TeltParser::FOREIGN_CLOSE_LINE:
      case TeltParser::FOREIGN_LINE:
      case TeltParser::MISPLACED_HEADER_LINE:
      case TeltParser::STRAY_LINE: {
        setState(33);
        skipped();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
    setState(43);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == TeltParser::END_LINE) {
      setState(36);
      match(TeltParser::END_LINE);
      setState(40);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TeltParser::BLANK_LINE

      || _la == TeltParser::COMMENT_LINE) {
        setState(37);
        intro();
        setState(42);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CommandContext ------------------------------------------------------------------

TeltParser::CommandContext::CommandContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TeltParser::CommandContext::COMMAND_LINE() {
  return getToken(TeltParser::COMMAND_LINE, 0);
}

std::vector<TeltParser::ParameterContext *> TeltParser::CommandContext::parameter() {
  return getRuleContexts<TeltParser::ParameterContext>();
}

TeltParser::ParameterContext* TeltParser::CommandContext::parameter(size_t i) {
  return getRuleContext<TeltParser::ParameterContext>(i);
}

std::vector<tree::TerminalNode *> TeltParser::CommandContext::CONTENT_LINE() {
  return getTokens(TeltParser::CONTENT_LINE);
}

tree::TerminalNode* TeltParser::CommandContext::CONTENT_LINE(size_t i) {
  return getToken(TeltParser::CONTENT_LINE, i);
}

std::vector<tree::TerminalNode *> TeltParser::CommandContext::FOREIGN_END_LINE() {
  return getTokens(TeltParser::FOREIGN_END_LINE);
}

tree::TerminalNode* TeltParser::CommandContext::FOREIGN_END_LINE(size_t i) {
  return getToken(TeltParser::FOREIGN_END_LINE, i);
}


size_t TeltParser::CommandContext::getRuleIndex() const {
  return TeltParser::RuleCommand;
}


TeltParser::CommandContext* TeltParser::command() {
  CommandContext *_localctx = _tracker.createInstance<CommandContext>(_ctx, getState());
  enterRule(_localctx, 6, TeltParser::RuleCommand);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(45);
    match(TeltParser::COMMAND_LINE);
    setState(49);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TeltParser::FOREIGN_END_LINE

    || _la == TeltParser::CONTENT_LINE) {
      setState(46);
      dynamic_cast<CommandContext *>(_localctx)->_tset89 = _input->LT(1);
      _la = _input->LA(1);
      if (!(_la == TeltParser::FOREIGN_END_LINE

      || _la == TeltParser::CONTENT_LINE)) {
        dynamic_cast<CommandContext *>(_localctx)->_tset89 = _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      dynamic_cast<CommandContext *>(_localctx)->body.push_back(dynamic_cast<CommandContext *>(_localctx)->_tset89);
      setState(51);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(55);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TeltParser::PARAM_LINE) {
      setState(52);
      parameter();
      setState(57);
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

TeltParser::ParameterContext::ParameterContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TeltParser::ParameterContext::PARAM_LINE() {
  return getToken(TeltParser::PARAM_LINE, 0);
}

std::vector<tree::TerminalNode *> TeltParser::ParameterContext::CONTENT_LINE() {
  return getTokens(TeltParser::CONTENT_LINE);
}

tree::TerminalNode* TeltParser::ParameterContext::CONTENT_LINE(size_t i) {
  return getToken(TeltParser::CONTENT_LINE, i);
}

std::vector<tree::TerminalNode *> TeltParser::ParameterContext::FOREIGN_END_LINE() {
  return getTokens(TeltParser::FOREIGN_END_LINE);
}

tree::TerminalNode* TeltParser::ParameterContext::FOREIGN_END_LINE(size_t i) {
  return getToken(TeltParser::FOREIGN_END_LINE, i);
}


size_t TeltParser::ParameterContext::getRuleIndex() const {
  return TeltParser::RuleParameter;
}


TeltParser::ParameterContext* TeltParser::parameter() {
  ParameterContext *_localctx = _tracker.createInstance<ParameterContext>(_ctx, getState());
  enterRule(_localctx, 8, TeltParser::RuleParameter);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(58);
    match(TeltParser::PARAM_LINE);
    setState(62);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TeltParser::FOREIGN_END_LINE

    || _la == TeltParser::CONTENT_LINE) {
      setState(59);
      dynamic_cast<ParameterContext *>(_localctx)->_tset111 = _input->LT(1);
      _la = _input->LA(1);
      if (!(_la == TeltParser::FOREIGN_END_LINE

      || _la == TeltParser::CONTENT_LINE)) {
        dynamic_cast<ParameterContext *>(_localctx)->_tset111 = _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      dynamic_cast<ParameterContext *>(_localctx)->value.push_back(dynamic_cast<ParameterContext *>(_localctx)->_tset111);
      setState(64);
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

//----------------- SkippedContext ------------------------------------------------------------------

TeltParser::SkippedContext::SkippedContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TeltParser::SkippedContext::MALFORMED_LINE() {
  return getToken(TeltParser::MALFORMED_LINE, 0);
}

tree::TerminalNode* TeltParser::SkippedContext::ORPHAN_LINE() {
  return getToken(TeltParser::ORPHAN_LINE, 0);
}

tree::TerminalNode* TeltParser::SkippedContext::FOREIGN_LINE() {
  return getToken(TeltParser::FOREIGN_LINE, 0);
}

tree::TerminalNode* TeltParser::SkippedContext::FOREIGN_CLOSE_LINE() {
  return getToken(TeltParser::FOREIGN_CLOSE_LINE, 0);
}

tree::TerminalNode* TeltParser::SkippedContext::MISPLACED_HEADER_LINE() {
  return getToken(TeltParser::MISPLACED_HEADER_LINE, 0);
}

tree::TerminalNode* TeltParser::SkippedContext::STRAY_LINE() {
  return getToken(TeltParser::STRAY_LINE, 0);
}

std::vector<tree::TerminalNode *> TeltParser::SkippedContext::SKIPPED_LINE() {
  return getTokens(TeltParser::SKIPPED_LINE);
}

tree::TerminalNode* TeltParser::SkippedContext::SKIPPED_LINE(size_t i) {
  return getToken(TeltParser::SKIPPED_LINE, i);
}

std::vector<tree::TerminalNode *> TeltParser::SkippedContext::SKIPPED_PARAM_LINE() {
  return getTokens(TeltParser::SKIPPED_PARAM_LINE);
}

tree::TerminalNode* TeltParser::SkippedContext::SKIPPED_PARAM_LINE(size_t i) {
  return getToken(TeltParser::SKIPPED_PARAM_LINE, i);
}

std::vector<tree::TerminalNode *> TeltParser::SkippedContext::FOREIGN_END_LINE() {
  return getTokens(TeltParser::FOREIGN_END_LINE);
}

tree::TerminalNode* TeltParser::SkippedContext::FOREIGN_END_LINE(size_t i) {
  return getToken(TeltParser::FOREIGN_END_LINE, i);
}


size_t TeltParser::SkippedContext::getRuleIndex() const {
  return TeltParser::RuleSkipped;
}


TeltParser::SkippedContext* TeltParser::skipped() {
  SkippedContext *_localctx = _tracker.createInstance<SkippedContext>(_ctx, getState());
  enterRule(_localctx, 10, TeltParser::RuleSkipped);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(65);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << TeltParser::MALFORMED_LINE)
      | (1ULL << TeltParser::ORPHAN_LINE)
      | (1ULL << TeltParser::FOREIGN_CLOSE_LINE)
      | (1ULL << TeltParser::FOREIGN_LINE)
      | (1ULL << TeltParser::MISPLACED_HEADER_LINE)
      | (1ULL << TeltParser::STRAY_LINE))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(69);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << TeltParser::FOREIGN_END_LINE)
      | (1ULL << TeltParser::SKIPPED_PARAM_LINE)
      | (1ULL << TeltParser::SKIPPED_LINE))) != 0)) {
      setState(66);
      _la = _input->LA(1);
      if (!((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << TeltParser::FOREIGN_END_LINE)
        | (1ULL << TeltParser::SKIPPED_PARAM_LINE)
        | (1ULL << TeltParser::SKIPPED_LINE))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(71);
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
std::vector<dfa::DFA> TeltParser::_decisionToDFA;
atn::PredictionContextCache TeltParser::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN TeltParser::_atn;
std::vector<uint16_t> TeltParser::_serializedATN;

std::vector<std::string> TeltParser::_ruleNames = {
  "block", "intro", "section", "command", "parameter", "skipped"
};

std::vector<std::string> TeltParser::_literalNames = {
};

std::vector<std::string> TeltParser::_symbolicNames = {
  "", "HEADER_LINE", "BLANK_LINE", "COMMENT_LINE", "COMMAND_LINE", "MALFORMED_LINE", 
  "CLOSE_LINE", "END_LINE", "BAD_HEADER_LINE", "TEXT_LINE", "FOREIGN_END_LINE", 
  "ORPHAN_LINE", "FOREIGN_CLOSE_LINE", "FOREIGN_LINE", "PARAM_LINE", "CONTENT_LINE", 
  "LATE_PARAM_LINE", "SKIPPED_PARAM_LINE", "SKIPPED_LINE", "STRAY_END_LINE", 
  "STRAY_END_OUTSIDE", "MISPLACED_HEADER_LINE", "I_END", "I_DELIMITER", 
  "STRAY_LINE", "C_END", "C_DELIMITER", "A_END", "A_DELIMITER", "S_END", 
  "S_DELIMITER", "ANY_END_LINE"
};

dfa::Vocabulary TeltParser::_vocabulary(_literalNames, _symbolicNames);

std::vector<std::string> TeltParser::_tokenNames;

TeltParser::Initializer::Initializer() {
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
    0x3, 0x21, 0x4b, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 0x9, 
    0x4, 0x4, 0x5, 0x9, 0x5, 0x4, 0x6, 0x9, 0x6, 0x4, 0x7, 0x9, 0x7, 0x3, 
    0x2, 0x3, 0x2, 0x7, 0x2, 0x11, 0xa, 0x2, 0xc, 0x2, 0xe, 0x2, 0x14, 0xb, 
    0x2, 0x3, 0x2, 0x7, 0x2, 0x17, 0xa, 0x2, 0xc, 0x2, 0xe, 0x2, 0x1a, 0xb, 
    0x2, 0x3, 0x2, 0x5, 0x2, 0x1d, 0xa, 0x2, 0x3, 0x2, 0x3, 0x2, 0x3, 0x3, 
    0x3, 0x3, 0x3, 0x4, 0x3, 0x4, 0x5, 0x4, 0x25, 0xa, 0x4, 0x3, 0x4, 0x3, 
    0x4, 0x7, 0x4, 0x29, 0xa, 0x4, 0xc, 0x4, 0xe, 0x4, 0x2c, 0xb, 0x4, 0x5, 
    0x4, 0x2e, 0xa, 0x4, 0x3, 0x5, 0x3, 0x5, 0x7, 0x5, 0x32, 0xa, 0x5, 0xc, 
    0x5, 0xe, 0x5, 0x35, 0xb, 0x5, 0x3, 0x5, 0x7, 0x5, 0x38, 0xa, 0x5, 0xc, 
    0x5, 0xe, 0x5, 0x3b, 0xb, 0x5, 0x3, 0x6, 0x3, 0x6, 0x7, 0x6, 0x3f, 0xa, 
    0x6, 0xc, 0x6, 0xe, 0x6, 0x42, 0xb, 0x6, 0x3, 0x7, 0x3, 0x7, 0x7, 0x7, 
    0x46, 0xa, 0x7, 0xc, 0x7, 0xe, 0x7, 0x49, 0xb, 0x7, 0x3, 0x7, 0x2, 0x2, 
    0x8, 0x2, 0x4, 0x6, 0x8, 0xa, 0xc, 0x2, 0x6, 0x3, 0x2, 0x4, 0x5, 0x4, 
    0x2, 0xc, 0xc, 0x11, 0x11, 0x6, 0x2, 0x7, 0x7, 0xd, 0xf, 0x17, 0x17, 
    0x1a, 0x1a, 0x4, 0x2, 0xc, 0xc, 0x13, 0x14, 0x2, 0x4e, 0x2, 0xe, 0x3, 
    0x2, 0x2, 0x2, 0x4, 0x20, 0x3, 0x2, 0x2, 0x2, 0x6, 0x24, 0x3, 0x2, 0x2, 
    0x2, 0x8, 0x2f, 0x3, 0x2, 0x2, 0x2, 0xa, 0x3c, 0x3, 0x2, 0x2, 0x2, 0xc, 
    0x43, 0x3, 0x2, 0x2, 0x2, 0xe, 0x12, 0x7, 0x3, 0x2, 0x2, 0xf, 0x11, 
    0x5, 0x4, 0x3, 0x2, 0x10, 0xf, 0x3, 0x2, 0x2, 0x2, 0x11, 0x14, 0x3, 
    0x2, 0x2, 0x2, 0x12, 0x10, 0x3, 0x2, 0x2, 0x2, 0x12, 0x13, 0x3, 0x2, 
    0x2, 0x2, 0x13, 0x18, 0x3, 0x2, 0x2, 0x2, 0x14, 0x12, 0x3, 0x2, 0x2, 
    0x2, 0x15, 0x17, 0x5, 0x6, 0x4, 0x2, 0x16, 0x15, 0x3, 0x2, 0x2, 0x2, 
    0x17, 0x1a, 0x3, 0x2, 0x2, 0x2, 0x18, 0x16, 0x3, 0x2, 0x2, 0x2, 0x18, 
    0x19, 0x3, 0x2, 0x2, 0x2, 0x19, 0x1c, 0x3, 0x2, 0x2, 0x2, 0x1a, 0x18, 
    0x3, 0x2, 0x2, 0x2, 0x1b, 0x1d, 0x7, 0x8, 0x2, 0x2, 0x1c, 0x1b, 0x3, 
    0x2, 0x2, 0x2, 0x1c, 0x1d, 0x3, 0x2, 0x2, 0x2, 0x1d, 0x1e, 0x3, 0x2, 
    0x2, 0x2, 0x1e, 0x1f, 0x7, 0x2, 0x2, 0x3, 0x1f, 0x3, 0x3, 0x2, 0x2, 
    0x2, 0x20, 0x21, 0x9, 0x2, 0x2, 0x2, 0x21, 0x5, 0x3, 0x2, 0x2, 0x2, 
    0x22, 0x25, 0x5, 0x8, 0x5, 0x2, 0x23, 0x25, 0x5, 0xc, 0x7, 0x2, 0x24, 
    0x22, 0x3, 0x2, 0x2, 0x2, 0x24, 0x23, 0x3, 0x2, 0x2, 0x2, 0x25, 0x2d, 
    0x3, 0x2, 0x2, 0x2, 0x26, 0x2a, 0x7, 0x9, 0x2, 0x2, 0x27, 0x29, 0x5, 
    0x4, 0x3, 0x2, 0x28, 0x27, 0x3, 0x2, 0x2, 0x2, 0x29, 0x2c, 0x3, 0x2, 
    0x2, 0x2, 0x2a, 0x28, 0x3, 0x2, 0x2, 0x2, 0x2a, 0x2b, 0x3, 0x2, 0x2, 
    0x2, 0x2b, 0x2e, 0x3, 0x2, 0x2, 0x2, 0x2c, 0x2a, 0x3, 0x2, 0x2, 0x2, 
    0x2d, 0x26, 0x3, 0x2, 0x2, 0x2, 0x2d, 0x2e, 0x3, 0x2, 0x2, 0x2, 0x2e, 
    0x7, 0x3, 0x2, 0x2, 0x2, 0x2f, 0x33, 0x7, 0x6, 0x2, 0x2, 0x30, 0x32, 
    0x9, 0x3, 0x2, 0x2, 0x31, 0x30, 0x3, 0x2, 0x2, 0x2, 0x32, 0x35, 0x3, 
    0x2, 0x2, 0x2, 0x33, 0x31, 0x3, 0x2, 0x2, 0x2, 0x33, 0x34, 0x3, 0x2, 
    0x2, 0x2, 0x34, 0x39, 0x3, 0x2, 0x2, 0x2, 0x35, 0x33, 0x3, 0x2, 0x2, 
    0x2, 0x36, 0x38, 0x5, 0xa, 0x6, 0x2, 0x37, 0x36, 0x3, 0x2, 0x2, 0x2, 
    0x38, 0x3b, 0x3, 0x2, 0x2, 0x2, 0x39, 0x37, 0x3, 0x2, 0x2, 0x2, 0x39, 
    0x3a, 0x3, 0x2, 0x2, 0x2, 0x3a, 0x9, 0x3, 0x2, 0x2, 0x2, 0x3b, 0x39, 
    0x3, 0x2, 0x2, 0x2, 0x3c, 0x40, 0x7, 0x10, 0x2, 0x2, 0x3d, 0x3f, 0x9, 
    0x3, 0x2, 0x2, 0x3e, 0x3d, 0x3, 0x2, 0x2, 0x2, 0x3f, 0x42, 0x3, 0x2, 
    0x2, 0x2, 0x40, 0x3e, 0x3, 0x2, 0x2, 0x2, 0x40, 0x41, 0x3, 0x2, 0x2, 
    0x2, 0x41, 0xb, 0x3, 0x2, 0x2, 0x2, 0x42, 0x40, 0x3, 0x2, 0x2, 0x2, 
    0x43, 0x47, 0x9, 0x4, 0x2, 0x2, 0x44, 0x46, 0x9, 0x5, 0x2, 0x2, 0x45, 
    0x44, 0x3, 0x2, 0x2, 0x2, 0x46, 0x49, 0x3, 0x2, 0x2, 0x2, 0x47, 0x45, 
    0x3, 0x2, 0x2, 0x2, 0x47, 0x48, 0x3, 0x2, 0x2, 0x2, 0x48, 0xd, 0x3, 
    0x2, 0x2, 0x2, 0x49, 0x47, 0x3, 0x2, 0x2, 0x2, 0xc, 0x12, 0x18, 0x1c, 
    0x24, 0x2a, 0x2d, 0x33, 0x39, 0x40, 0x47, 
  };

  atn::ATNDeserializer deserializer;
  _atn = deserializer.deserialize(_serializedATN);

  size_t count = _atn.getNumberOfDecisions();
  _decisionToDFA.reserve(count);
  for (size_t i = 0; i < count; i++) { 
    _decisionToDFA.emplace_back(_atn.getDecisionState(i), i);
  }
}

TeltParser::Initializer TeltParser::_init;
