
// Generated from ./LlmistParser.g4 by ANTLR 4.7.2


#include "LlmistParserVisitor.h"

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

antlrcpp::Any LlmistParser::DocumentContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<LlmistParserVisitor*>(visitor))
    return parserVisitor->visitDocument(this);
  else
    return visitor->visitChildren(this);
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
    setState(10);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == LlmistParser::START_LINE

    || _la == LlmistParser::TEXT_LINE) {
      setState(8);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case LlmistParser::TEXT_LINE: {
          setState(6);
          match(LlmistParser::TEXT_LINE);
          break;
        }

        case LlmistParser::START_LINE: {
          setState(7);
          block();
          break;
        }

      default:
        throw NoViableAltException(this);
      }
      setState(12);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(13);
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

tree::TerminalNode* LlmistParser::BlockContext::START_LINE() {
  return getToken(LlmistParser::START_LINE, 0);
}

std::vector<LlmistParser::ParameterContext *> LlmistParser::BlockContext::parameter() {
  return getRuleContexts<LlmistParser::ParameterContext>();
}

LlmistParser::ParameterContext* LlmistParser::BlockContext::parameter(size_t i) {
  return getRuleContext<LlmistParser::ParameterContext>(i);
}

tree::TerminalNode* LlmistParser::BlockContext::END_LINE() {
  return getToken(LlmistParser::END_LINE, 0);
}

std::vector<tree::TerminalNode *> LlmistParser::BlockContext::VALUE_LINE() {
  return getTokens(LlmistParser::VALUE_LINE);
}

tree::TerminalNode* LlmistParser::BlockContext::VALUE_LINE(size_t i) {
  return getToken(LlmistParser::VALUE_LINE, i);
}


size_t LlmistParser::BlockContext::getRuleIndex() const {
  return LlmistParser::RuleBlock;
}

antlrcpp::Any LlmistParser::BlockContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<LlmistParserVisitor*>(visitor))
    return parserVisitor->visitBlock(this);
  else
    return visitor->visitChildren(this);
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
    setState(15);
    match(LlmistParser::START_LINE);
    setState(19);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == LlmistParser::VALUE_LINE) {
      setState(16);
      dynamic_cast<BlockContext *>(_localctx)->value_lineToken = match(LlmistParser::VALUE_LINE);
      dynamic_cast<BlockContext *>(_localctx)->preamble.push_back(dynamic_cast<BlockContext *>(_localctx)->value_lineToken);
      setState(21);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(25);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == LlmistParser::ARG_LINE) {
      setState(22);
      parameter();
      setState(27);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(29);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == LlmistParser::END_LINE) {
      setState(28);
      match(LlmistParser::END_LINE);
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

tree::TerminalNode* LlmistParser::ParameterContext::ARG_LINE() {
  return getToken(LlmistParser::ARG_LINE, 0);
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

antlrcpp::Any LlmistParser::ParameterContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<LlmistParserVisitor*>(visitor))
    return parserVisitor->visitParameter(this);
  else
    return visitor->visitChildren(this);
}

LlmistParser::ParameterContext* LlmistParser::parameter() {
  ParameterContext *_localctx = _tracker.createInstance<ParameterContext>(_ctx, getState());
  enterRule(_localctx, 4, LlmistParser::RuleParameter);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(31);
    match(LlmistParser::ARG_LINE);
    setState(35);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == LlmistParser::VALUE_LINE) {
      setState(32);
      match(LlmistParser::VALUE_LINE);
      setState(37);
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
  "document", "block", "parameter"
};

std::vector<std::string> LlmistParser::_literalNames = {
};

std::vector<std::string> LlmistParser::_symbolicNames = {
  "", "START_LINE", "END_LINE", "ARG_LINE", "TEXT_LINE", "VALUE_LINE"
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
    0x3, 0x7, 0x29, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 0x9, 
    0x4, 0x3, 0x2, 0x3, 0x2, 0x7, 0x2, 0xb, 0xa, 0x2, 0xc, 0x2, 0xe, 0x2, 
    0xe, 0xb, 0x2, 0x3, 0x2, 0x3, 0x2, 0x3, 0x3, 0x3, 0x3, 0x7, 0x3, 0x14, 
    0xa, 0x3, 0xc, 0x3, 0xe, 0x3, 0x17, 0xb, 0x3, 0x3, 0x3, 0x7, 0x3, 0x1a, 
    0xa, 0x3, 0xc, 0x3, 0xe, 0x3, 0x1d, 0xb, 0x3, 0x3, 0x3, 0x5, 0x3, 0x20, 
    0xa, 0x3, 0x3, 0x4, 0x3, 0x4, 0x7, 0x4, 0x24, 0xa, 0x4, 0xc, 0x4, 0xe, 
    0x4, 0x27, 0xb, 0x4, 0x3, 0x4, 0x2, 0x2, 0x5, 0x2, 0x4, 0x6, 0x2, 0x2, 
    0x2, 0x2b, 0x2, 0xc, 0x3, 0x2, 0x2, 0x2, 0x4, 0x11, 0x3, 0x2, 0x2, 0x2, 
    0x6, 0x21, 0x3, 0x2, 0x2, 0x2, 0x8, 0xb, 0x7, 0x6, 0x2, 0x2, 0x9, 0xb, 
    0x5, 0x4, 0x3, 0x2, 0xa, 0x8, 0x3, 0x2, 0x2, 0x2, 0xa, 0x9, 0x3, 0x2, 
    0x2, 0x2, 0xb, 0xe, 0x3, 0x2, 0x2, 0x2, 0xc, 0xa, 0x3, 0x2, 0x2, 0x2, 
    0xc, 0xd, 0x3, 0x2, 0x2, 0x2, 0xd, 0xf, 0x3, 0x2, 0x2, 0x2, 0xe, 0xc, 
    0x3, 0x2, 0x2, 0x2, 0xf, 0x10, 0x7, 0x2, 0x2, 0x3, 0x10, 0x3, 0x3, 0x2, 
    0x2, 0x2, 0x11, 0x15, 0x7, 0x3, 0x2, 0x2, 0x12, 0x14, 0x7, 0x7, 0x2, 
    0x2, 0x13, 0x12, 0x3, 0x2, 0x2, 0x2, 0x14, 0x17, 0x3, 0x2, 0x2, 0x2, 
    0x15, 0x13, 0x3, 0x2, 0x2, 0x2, 0x15, 0x16, 0x3, 0x2, 0x2, 0x2, 0x16, 
    0x1b, 0x3, 0x2, 0x2, 0x2, 0x17, 0x15, 0x3, 0x2, 0x2, 0x2, 0x18, 0x1a, 
    0x5, 0x6, 0x4, 0x2, 0x19, 0x18, 0x3, 0x2, 0x2, 0x2, 0x1a, 0x1d, 0x3, 
    0x2, 0x2, 0x2, 0x1b, 0x19, 0x3, 0x2, 0x2, 0x2, 0x1b, 0x1c, 0x3, 0x2, 
    0x2, 0x2, 0x1c, 0x1f, 0x3, 0x2, 0x2, 0x2, 0x1d, 0x1b, 0x3, 0x2, 0x2, 
    0x2, 0x1e, 0x20, 0x7, 0x4, 0x2, 0x2, 0x1f, 0x1e, 0x3, 0x2, 0x2, 0x2, 
    0x1f, 0x20, 0x3, 0x2, 0x2, 0x2, 0x20, 0x5, 0x3, 0x2, 0x2, 0x2, 0x21, 
    0x25, 0x7, 0x5, 0x2, 0x2, 0x22, 0x24, 0x7, 0x7, 0x2, 0x2, 0x23, 0x22, 
    0x3, 0x2, 0x2, 0x2, 0x24, 0x27, 0x3, 0x2, 0x2, 0x2, 0x25, 0x23, 0x3, 
    0x2, 0x2, 0x2, 0x25, 0x26, 0x3, 0x2, 0x2, 0x2, 0x26, 0x7, 0x3, 0x2, 
    0x2, 0x2, 0x27, 0x25, 0x3, 0x2, 0x2, 0x2, 0x8, 0xa, 0xc, 0x15, 0x1b, 
    0x1f, 0x25, 
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
