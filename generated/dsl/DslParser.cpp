
// Generated from ./DslParser.g4 by ANTLR 4.7.2


#include "DslParserVisitor.h"

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

std::vector<tree::TerminalNode *> DslParser::ProgramContext::THEN_LINE() {
  return getTokens(DslParser::THEN_LINE);
}

tree::TerminalNode* DslParser::ProgramContext::THEN_LINE(size_t i) {
  return getToken(DslParser::THEN_LINE, i);
}


size_t DslParser::ProgramContext::getRuleIndex() const {
  return DslParser::RuleProgram;
}

antlrcpp::Any DslParser::ProgramContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<DslParserVisitor*>(visitor))
    return parserVisitor->visitProgram(this);
  else
    return visitor->visitChildren(this);
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
    setState(8);
    step();
    setState(13);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == DslParser::THEN_LINE) {
      setState(9);
      match(DslParser::THEN_LINE);
      setState(10);
      step();
      setState(15);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(16);
    match(DslParser::EOF);
   
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

std::vector<DslParser::LineContext *> DslParser::StepContext::line() {
  return getRuleContexts<DslParser::LineContext>();
}

DslParser::LineContext* DslParser::StepContext::line(size_t i) {
  return getRuleContext<DslParser::LineContext>(i);
}

std::vector<DslParser::DirectiveContext *> DslParser::StepContext::directive() {
  return getRuleContexts<DslParser::DirectiveContext>();
}

DslParser::DirectiveContext* DslParser::StepContext::directive(size_t i) {
  return getRuleContext<DslParser::DirectiveContext>(i);
}


size_t DslParser::StepContext::getRuleIndex() const {
  return DslParser::RuleStep;
}

antlrcpp::Any DslParser::StepContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<DslParserVisitor*>(visitor))
    return parserVisitor->visitStep(this);
  else
    return visitor->visitChildren(this);
}

DslParser::StepContext* DslParser::step() {
  StepContext *_localctx = _tracker.createInstance<StepContext>(_ctx, getState());
  enterRule(_localctx, 2, DslParser::RuleStep);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(21);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == DslParser::BLANK_LINE

    || _la == DslParser::TEXT_LINE) {
      setState(18);
      line();
      setState(23);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(27);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == DslParser::DIRECTIVE_LINE) {
      setState(24);
      directive();
      setState(29);
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

tree::TerminalNode* DslParser::DirectiveContext::DIRECTIVE_LINE() {
  return getToken(DslParser::DIRECTIVE_LINE, 0);
}

std::vector<DslParser::LineContext *> DslParser::DirectiveContext::line() {
  return getRuleContexts<DslParser::LineContext>();
}

DslParser::LineContext* DslParser::DirectiveContext::line(size_t i) {
  return getRuleContext<DslParser::LineContext>(i);
}


size_t DslParser::DirectiveContext::getRuleIndex() const {
  return DslParser::RuleDirective;
}

antlrcpp::Any DslParser::DirectiveContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<DslParserVisitor*>(visitor))
    return parserVisitor->visitDirective(this);
  else
    return visitor->visitChildren(this);
}

DslParser::DirectiveContext* DslParser::directive() {
  DirectiveContext *_localctx = _tracker.createInstance<DirectiveContext>(_ctx, getState());
  enterRule(_localctx, 4, DslParser::RuleDirective);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(30);
    match(DslParser::DIRECTIVE_LINE);
    setState(34);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == DslParser::BLANK_LINE

    || _la == DslParser::TEXT_LINE) {
      setState(31);
      line();
      setState(36);
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

//----------------- LineContext ------------------------------------------------------------------

DslParser::LineContext::LineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* DslParser::LineContext::TEXT_LINE() {
  return getToken(DslParser::TEXT_LINE, 0);
}

tree::TerminalNode* DslParser::LineContext::BLANK_LINE() {
  return getToken(DslParser::BLANK_LINE, 0);
}


size_t DslParser::LineContext::getRuleIndex() const {
  return DslParser::RuleLine;
}

antlrcpp::Any DslParser::LineContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<DslParserVisitor*>(visitor))
    return parserVisitor->visitLine(this);
  else
    return visitor->visitChildren(this);
}

DslParser::LineContext* DslParser::line() {
  LineContext *_localctx = _tracker.createInstance<LineContext>(_ctx, getState());
  enterRule(_localctx, 6, DslParser::RuleLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(37);
    _la = _input->LA(1);
    if (!(_la == DslParser::BLANK_LINE

    || _la == DslParser::TEXT_LINE)) {
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

// Static vars and initialization.
std::vector<dfa::DFA> DslParser::_decisionToDFA;
atn::PredictionContextCache DslParser::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN DslParser::_atn;
std::vector<uint16_t> DslParser::_serializedATN;

std::vector<std::string> DslParser::_ruleNames = {
  "program", "step", "directive", "line"
};

std::vector<std::string> DslParser::_literalNames = {
};

std::vector<std::string> DslParser::_symbolicNames = {
  "", "BLANK_LINE", "THEN_LINE", "DIRECTIVE_LINE", "TEXT_LINE"
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
    0x3, 0x6, 0x2a, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 0x9, 
    0x4, 0x4, 0x5, 0x9, 0x5, 0x3, 0x2, 0x3, 0x2, 0x3, 0x2, 0x7, 0x2, 0xe, 
    0xa, 0x2, 0xc, 0x2, 0xe, 0x2, 0x11, 0xb, 0x2, 0x3, 0x2, 0x3, 0x2, 0x3, 
    0x3, 0x7, 0x3, 0x16, 0xa, 0x3, 0xc, 0x3, 0xe, 0x3, 0x19, 0xb, 0x3, 0x3, 
    0x3, 0x7, 0x3, 0x1c, 0xa, 0x3, 0xc, 0x3, 0xe, 0x3, 0x1f, 0xb, 0x3, 0x3, 
    0x4, 0x3, 0x4, 0x7, 0x4, 0x23, 0xa, 0x4, 0xc, 0x4, 0xe, 0x4, 0x26, 0xb, 
    0x4, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x2, 0x2, 0x6, 0x2, 0x4, 0x6, 0x8, 
    0x2, 0x3, 0x4, 0x2, 0x3, 0x3, 0x6, 0x6, 0x2, 0x29, 0x2, 0xa, 0x3, 0x2, 
    0x2, 0x2, 0x4, 0x17, 0x3, 0x2, 0x2, 0x2, 0x6, 0x20, 0x3, 0x2, 0x2, 0x2, 
    0x8, 0x27, 0x3, 0x2, 0x2, 0x2, 0xa, 0xf, 0x5, 0x4, 0x3, 0x2, 0xb, 0xc, 
    0x7, 0x4, 0x2, 0x2, 0xc, 0xe, 0x5, 0x4, 0x3, 0x2, 0xd, 0xb, 0x3, 0x2, 
    0x2, 0x2, 0xe, 0x11, 0x3, 0x2, 0x2, 0x2, 0xf, 0xd, 0x3, 0x2, 0x2, 0x2, 
    0xf, 0x10, 0x3, 0x2, 0x2, 0x2, 0x10, 0x12, 0x3, 0x2, 0x2, 0x2, 0x11, 
    0xf, 0x3, 0x2, 0x2, 0x2, 0x12, 0x13, 0x7, 0x2, 0x2, 0x3, 0x13, 0x3, 
    0x3, 0x2, 0x2, 0x2, 0x14, 0x16, 0x5, 0x8, 0x5, 0x2, 0x15, 0x14, 0x3, 
    0x2, 0x2, 0x2, 0x16, 0x19, 0x3, 0x2, 0x2, 0x2, 0x17, 0x15, 0x3, 0x2, 
    0x2, 0x2, 0x17, 0x18, 0x3, 0x2, 0x2, 0x2, 0x18, 0x1d, 0x3, 0x2, 0x2, 
    0x2, 0x19, 0x17, 0x3, 0x2, 0x2, 0x2, 0x1a, 0x1c, 0x5, 0x6, 0x4, 0x2, 
    0x1b, 0x1a, 0x3, 0x2, 0x2, 0x2, 0x1c, 0x1f, 0x3, 0x2, 0x2, 0x2, 0x1d, 
    0x1b, 0x3, 0x2, 0x2, 0x2, 0x1d, 0x1e, 0x3, 0x2, 0x2, 0x2, 0x1e, 0x5, 
    0x3, 0x2, 0x2, 0x2, 0x1f, 0x1d, 0x3, 0x2, 0x2, 0x2, 0x20, 0x24, 0x7, 
    0x5, 0x2, 0x2, 0x21, 0x23, 0x5, 0x8, 0x5, 0x2, 0x22, 0x21, 0x3, 0x2, 
    0x2, 0x2, 0x23, 0x26, 0x3, 0x2, 0x2, 0x2, 0x24, 0x22, 0x3, 0x2, 0x2, 
    0x2, 0x24, 0x25, 0x3, 0x2, 0x2, 0x2, 0x25, 0x7, 0x3, 0x2, 0x2, 0x2, 
    0x26, 0x24, 0x3, 0x2, 0x2, 0x2, 0x27, 0x28, 0x9, 0x2, 0x2, 0x2, 0x28, 
    0x9, 0x3, 0x2, 0x2, 0x2, 0x6, 0xf, 0x17, 0x1d, 0x24, 
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
