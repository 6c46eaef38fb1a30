
// Generated from ./GarymlParser.g4 by ANTLR 4.7.2


#include "GarymlParserVisitor.h"

#include "GarymlParser.h"


using namespace antlrcpp;
using namespace llmfmt::garyml;
using namespace antlr4;

GarymlParser::GarymlParser(TokenStream *input) : Parser(input) {
  _interpreter = new atn::ParserATNSimulator(this, _atn, _decisionToDFA, _sharedContextCache);
}

GarymlParser::~GarymlParser() {
  delete _interpreter;
}

std::string GarymlParser::getGrammarFileName() const {
  return "GarymlParser.g4";
}

const std::vector<std::string>& GarymlParser::getRuleNames() const {
  return _ruleNames;
}

dfa::Vocabulary& GarymlParser::getVocabulary() const {
  return _vocabulary;
}


//----------------- FileContext ------------------------------------------------------------------

GarymlParser::FileContext::FileContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::FileContext::EOF() {
  return getToken(GarymlParser::EOF, 0);
}

std::vector<GarymlParser::ItemContext *> GarymlParser::FileContext::item() {
  return getRuleContexts<GarymlParser::ItemContext>();
}

GarymlParser::ItemContext* GarymlParser::FileContext::item(size_t i) {
  return getRuleContext<GarymlParser::ItemContext>(i);
}


size_t GarymlParser::FileContext::getRuleIndex() const {
  return GarymlParser::RuleFile;
}

antlrcpp::Any GarymlParser::FileContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<GarymlParserVisitor*>(visitor))
    return parserVisitor->visitFile(this);
  else
    return visitor->visitChildren(this);
}

GarymlParser::FileContext* GarymlParser::file() {
  FileContext *_localctx = _tracker.createInstance<FileContext>(_ctx, getState());
  enterRule(_localctx, 0, GarymlParser::RuleFile);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(11);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << GarymlParser::KEYWORD_LINE)
      | (1ULL << GarymlParser::PARAM_LINE)
      | (1ULL << GarymlParser::TEXT_LINE)
      | (1ULL << GarymlParser::TEXT_OPEN)
      | (1ULL << GarymlParser::CODE_OPEN)
      | (1ULL << GarymlParser::INDENT)
      | (1ULL << GarymlParser::DEDENT)
      | (1ULL << GarymlParser::OTHER_LINE))) != 0)) {
      setState(8);
      item();
      setState(13);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(14);
    match(GarymlParser::EOF);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ItemContext ------------------------------------------------------------------

GarymlParser::ItemContext::ItemContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::ItemContext::KEYWORD_LINE() {
  return getToken(GarymlParser::KEYWORD_LINE, 0);
}

tree::TerminalNode* GarymlParser::ItemContext::PARAM_LINE() {
  return getToken(GarymlParser::PARAM_LINE, 0);
}

tree::TerminalNode* GarymlParser::ItemContext::OTHER_LINE() {
  return getToken(GarymlParser::OTHER_LINE, 0);
}

tree::TerminalNode* GarymlParser::ItemContext::TEXT_LINE() {
  return getToken(GarymlParser::TEXT_LINE, 0);
}

GarymlParser::TextBlockContext* GarymlParser::ItemContext::textBlock() {
  return getRuleContext<GarymlParser::TextBlockContext>(0);
}

GarymlParser::CodeBlockContext* GarymlParser::ItemContext::codeBlock() {
  return getRuleContext<GarymlParser::CodeBlockContext>(0);
}

tree::TerminalNode* GarymlParser::ItemContext::INDENT() {
  return getToken(GarymlParser::INDENT, 0);
}

tree::TerminalNode* GarymlParser::ItemContext::DEDENT() {
  return getToken(GarymlParser::DEDENT, 0);
}


size_t GarymlParser::ItemContext::getRuleIndex() const {
  return GarymlParser::RuleItem;
}

antlrcpp::Any GarymlParser::ItemContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<GarymlParserVisitor*>(visitor))
    return parserVisitor->visitItem(this);
  else
    return visitor->visitChildren(this);
}

GarymlParser::ItemContext* GarymlParser::item() {
  ItemContext *_localctx = _tracker.createInstance<ItemContext>(_ctx, getState());
  enterRule(_localctx, 2, GarymlParser::RuleItem);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(24);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case GarymlParser::KEYWORD_LINE: {
        enterOuterAlt(_localctx, 1);
        setState(16);
        match(GarymlParser::KEYWORD_LINE);
        break;
      }

      case GarymlParser::PARAM_LINE: {
        enterOuterAlt(_localctx, 2);
        setState(17);
        match(GarymlParser::PARAM_LINE);
        break;
      }

      case GarymlParser::OTHER_LINE: {
        enterOuterAlt(_localctx, 3);
        setState(18);
        match(GarymlParser::OTHER_LINE);
        break;
      }

      case GarymlParser::TEXT_LINE: {
        enterOuterAlt(_localctx, 4);
        setState(19);
        match(GarymlParser::TEXT_LINE);
        break;
      }

      case GarymlParser::TEXT_OPEN: {
        enterOuterAlt(_localctx, 5);
        setState(20);
        textBlock();
        break;
      }

      case GarymlParser::CODE_OPEN: {
        enterOuterAlt(_localctx, 6);
        setState(21);
        codeBlock();
        break;
      }

      case GarymlParser::INDENT: {
        enterOuterAlt(_localctx, 7);
        setState(22);
        match(GarymlParser::INDENT);
        break;
      }

      case GarymlParser::DEDENT: {
        enterOuterAlt(_localctx, 8);
        setState(23);
        match(GarymlParser::DEDENT);
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

//----------------- TextBlockContext ------------------------------------------------------------------

GarymlParser::TextBlockContext::TextBlockContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::TextBlockContext::TEXT_OPEN() {
  return getToken(GarymlParser::TEXT_OPEN, 0);
}

std::vector<tree::TerminalNode *> GarymlParser::TextBlockContext::BLOCK_LINE() {
  return getTokens(GarymlParser::BLOCK_LINE);
}

tree::TerminalNode* GarymlParser::TextBlockContext::BLOCK_LINE(size_t i) {
  return getToken(GarymlParser::BLOCK_LINE, i);
}

tree::TerminalNode* GarymlParser::TextBlockContext::TEXT_CLOSE() {
  return getToken(GarymlParser::TEXT_CLOSE, 0);
}


size_t GarymlParser::TextBlockContext::getRuleIndex() const {
  return GarymlParser::RuleTextBlock;
}

antlrcpp::Any GarymlParser::TextBlockContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<GarymlParserVisitor*>(visitor))
    return parserVisitor->visitTextBlock(this);
  else
    return visitor->visitChildren(this);
}

GarymlParser::TextBlockContext* GarymlParser::textBlock() {
  TextBlockContext *_localctx = _tracker.createInstance<TextBlockContext>(_ctx, getState());
  enterRule(_localctx, 4, GarymlParser::RuleTextBlock);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(26);
    match(GarymlParser::TEXT_OPEN);
    setState(30);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == GarymlParser::BLOCK_LINE) {
      setState(27);
      match(GarymlParser::BLOCK_LINE);
      setState(32);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(34);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == GarymlParser::TEXT_CLOSE) {
      setState(33);
      match(GarymlParser::TEXT_CLOSE);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CodeBlockContext ------------------------------------------------------------------

GarymlParser::CodeBlockContext::CodeBlockContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::CodeBlockContext::CODE_OPEN() {
  return getToken(GarymlParser::CODE_OPEN, 0);
}

std::vector<tree::TerminalNode *> GarymlParser::CodeBlockContext::BLOCK_LINE() {
  return getTokens(GarymlParser::BLOCK_LINE);
}

tree::TerminalNode* GarymlParser::CodeBlockContext::BLOCK_LINE(size_t i) {
  return getToken(GarymlParser::BLOCK_LINE, i);
}

tree::TerminalNode* GarymlParser::CodeBlockContext::CODE_CLOSE() {
  return getToken(GarymlParser::CODE_CLOSE, 0);
}


size_t GarymlParser::CodeBlockContext::getRuleIndex() const {
  return GarymlParser::RuleCodeBlock;
}

antlrcpp::Any GarymlParser::CodeBlockContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<GarymlParserVisitor*>(visitor))
    return parserVisitor->visitCodeBlock(this);
  else
    return visitor->visitChildren(this);
}

GarymlParser::CodeBlockContext* GarymlParser::codeBlock() {
  CodeBlockContext *_localctx = _tracker.createInstance<CodeBlockContext>(_ctx, getState());
  enterRule(_localctx, 6, GarymlParser::RuleCodeBlock);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(36);
    match(GarymlParser::CODE_OPEN);
    setState(40);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == GarymlParser::BLOCK_LINE) {
      setState(37);
      match(GarymlParser::BLOCK_LINE);
      setState(42);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(44);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == GarymlParser::CODE_CLOSE) {
      setState(43);
      match(GarymlParser::CODE_CLOSE);
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
std::vector<dfa::DFA> GarymlParser::_decisionToDFA;
atn::PredictionContextCache GarymlParser::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN GarymlParser::_atn;
std::vector<uint16_t> GarymlParser::_serializedATN;

std::vector<std::string> GarymlParser::_ruleNames = {
  "file", "item", "textBlock", "codeBlock"
};

std::vector<std::string> GarymlParser::_literalNames = {
};

std::vector<std::string> GarymlParser::_symbolicNames = {
  "", "BLANK_LINE", "COMMENT_LINE", "KEYWORD_LINE", "PARAM_LINE", "TEXT_LINE", 
  "TEXT_OPEN", "CODE_OPEN", "BLOCK_LINE", "TEXT_CLOSE", "CODE_CLOSE", "INDENT", 
  "DEDENT", "OTHER_LINE", "TEXT_BLOCK_LINE", "CODE_BLOCK_LINE"
};

dfa::Vocabulary GarymlParser::_vocabulary(_literalNames, _symbolicNames);

std::vector<std::string> GarymlParser::_tokenNames;

GarymlParser::Initializer::Initializer() {
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
    0x3, 0x11, 0x31, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 0x9, 
    0x4, 0x4, 0x5, 0x9, 0x5, 0x3, 0x2, 0x7, 0x2, 0xc, 0xa, 0x2, 0xc, 0x2, 
    0xe, 0x2, 0xf, 0xb, 0x2, 0x3, 0x2, 0x3, 0x2, 0x3, 0x3, 0x3, 0x3, 0x3, 
    0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x5, 0x3, 0x1b, 
    0xa, 0x3, 0x3, 0x4, 0x3, 0x4, 0x7, 0x4, 0x1f, 0xa, 0x4, 0xc, 0x4, 0xe, 
    0x4, 0x22, 0xb, 0x4, 0x3, 0x4, 0x5, 0x4, 0x25, 0xa, 0x4, 0x3, 0x5, 0x3, 
    0x5, 0x7, 0x5, 0x29, 0xa, 0x5, 0xc, 0x5, 0xe, 0x5, 0x2c, 0xb, 0x5, 0x3, 
    0x5, 0x5, 0x5, 0x2f, 0xa, 0x5, 0x3, 0x5, 0x2, 0x2, 0x6, 0x2, 0x4, 0x6, 
    0x8, 0x2, 0x2, 0x2, 0x38, 0x2, 0xd, 0x3, 0x2, 0x2, 0x2, 0x4, 0x1a, 0x3, 
    0x2, 0x2, 0x2, 0x6, 0x1c, 0x3, 0x2, 0x2, 0x2, 0x8, 0x26, 0x3, 0x2, 0x2, 
    0x2, 0xa, 0xc, 0x5, 0x4, 0x3, 0x2, 0xb, 0xa, 0x3, 0x2, 0x2, 0x2, 0xc, 
    0xf, 0x3, 0x2, 0x2, 0x2, 0xd, 0xb, 0x3, 0x2, 0x2, 0x2, 0xd, 0xe, 0x3, 
    0x2, 0x2, 0x2, 0xe, 0x10, 0x3, 0x2, 0x2, 0x2, 0xf, 0xd, 0x3, 0x2, 0x2, 
    0x2, 0x10, 0x11, 0x7, 0x2, 0x2, 0x3, 0x11, 0x3, 0x3, 0x2, 0x2, 0x2, 
    0x12, 0x1b, 0x7, 0x5, 0x2, 0x2, 0x13, 0x1b, 0x7, 0x6, 0x2, 0x2, 0x14, 
    0x1b, 0x7, 0xf, 0x2, 0x2, 0x15, 0x1b, 0x7, 0x7, 0x2, 0x2, 0x16, 0x1b, 
    0x5, 0x6, 0x4, 0x2, 0x17, 0x1b, 0x5, 0x8, 0x5, 0x2, 0x18, 0x1b, 0x7, 
    0xd, 0x2, 0x2, 0x19, 0x1b, 0x7, 0xe, 0x2, 0x2, 0x1a, 0x12, 0x3, 0x2, 
    0x2, 0x2, 0x1a, 0x13, 0x3, 0x2, 0x2, 0x2, 0x1a, 0x14, 0x3, 0x2, 0x2, 
    0x2, 0x1a, 0x15, 0x3, 0x2, 0x2, 0x2, 0x1a, 0x16, 0x3, 0x2, 0x2, 0x2, 
    0x1a, 0x17, 0x3, 0x2, 0x2, 0x2, 0x1a, 0x18, 0x3, 0x2, 0x2, 0x2, 0x1a, 
    0x19, 0x3, 0x2, 0x2, 0x2, 0x1b, 0x5, 0x3, 0x2, 0x2, 0x2, 0x1c, 0x20, 
    0x7, 0x8, 0x2, 0x2, 0x1d, 0x1f, 0x7, 0xa, 0x2, 0x2, 0x1e, 0x1d, 0x3, 
    0x2, 0x2, 0x2, 0x1f, 0x22, 0x3, 0x2, 0x2, 0x2, 0x20, 0x1e, 0x3, 0x2, 
    0x2, 0x2, 0x20, 0x21, 0x3, 0x2, 0x2, 0x2, 0x21, 0x24, 0x3, 0x2, 0x2, 
    0x2, 0x22, 0x20, 0x3, 0x2, 0x2, 0x2, 0x23, 0x25, 0x7, 0xb, 0x2, 0x2, 
    0x24, 0x23, 0x3, 0x2, 0x2, 0x2, 0x24, 0x25, 0x3, 0x2, 0x2, 0x2, 0x25, 
    0x7, 0x3, 0x2, 0x2, 0x2, 0x26, 0x2a, 0x7, 0x9, 0x2, 0x2, 0x27, 0x29, 
    0x7, 0xa, 0x2, 0x2, 0x28, 0x27, 0x3, 0x2, 0x2, 0x2, 0x29, 0x2c, 0x3, 
    0x2, 0x2, 0x2, 0x2a, 0x28, 0x3, 0x2, 0x2, 0x2, 0x2a, 0x2b, 0x3, 0x2, 
    0x2, 0x2, 0x2b, 0x2e, 0x3, 0x2, 0x2, 0x2, 0x2c, 0x2a, 0x3, 0x2, 0x2, 
    0x2, 0x2d, 0x2f, 0x7, 0xc, 0x2, 0x2, 0x2e, 0x2d, 0x3, 0x2, 0x2, 0x2, 
    0x2e, 0x2f, 0x3, 0x2, 0x2, 0x2, 0x2f, 0x9, 0x3, 0x2, 0x2, 0x2, 0x8, 
    0xd, 0x1a, 0x20, 0x24, 0x2a, 0x2e, 
  };

  atn::ATNDeserializer deserializer;
  _atn = deserializer.deserialize(_serializedATN);

  size_t count = _atn.getNumberOfDecisions();
  _decisionToDFA.reserve(count);
  for (size_t i = 0; i < count; i++) { 
    _decisionToDFA.emplace_back(_atn.getDecisionState(i), i);
  }
}

GarymlParser::Initializer GarymlParser::_init;
