
// Generated from ./Json5Parser.g4 by ANTLR 4.7.2



#include "Json5Parser.h"


using namespace antlrcpp;
using namespace llmfmt::json5;
using namespace antlr4;

Json5Parser::Json5Parser(TokenStream *input) : Json5ParserBase(input) {
  _interpreter = new atn::ParserATNSimulator(this, _atn, _decisionToDFA, _sharedContextCache);
}

Json5Parser::~Json5Parser() {
  delete _interpreter;
}

std::string Json5Parser::getGrammarFileName() const {
  return "Json5Parser.g4";
}

const std::vector<std::string>& Json5Parser::getRuleNames() const {
  return _ruleNames;
}

dfa::Vocabulary& Json5Parser::getVocabulary() const {
  return _vocabulary;
}


//----------------- TextContext ------------------------------------------------------------------

Json5Parser::TextContext::TextContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

Json5Parser::ValueContext* Json5Parser::TextContext::value() {
  return getRuleContext<Json5Parser::ValueContext>(0);
}

tree::TerminalNode* Json5Parser::TextContext::EOF() {
  return getToken(Json5Parser::EOF, 0);
}


size_t Json5Parser::TextContext::getRuleIndex() const {
  return Json5Parser::RuleText;
}


Json5Parser::TextContext* Json5Parser::text() {
  TextContext *_localctx = _tracker.createInstance<TextContext>(_ctx, getState());
  enterRule(_localctx, 0, Json5Parser::RuleText);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(16);
    value();
    setState(17);
    match(Json5Parser::EOF);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ValueContext ------------------------------------------------------------------

Json5Parser::ValueContext::ValueContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

Json5Parser::ObjectLiteralContext* Json5Parser::ValueContext::objectLiteral() {
  return getRuleContext<Json5Parser::ObjectLiteralContext>(0);
}

Json5Parser::ArrayContext* Json5Parser::ValueContext::array() {
  return getRuleContext<Json5Parser::ArrayContext>(0);
}

Json5Parser::StringContext* Json5Parser::ValueContext::string() {
  return getRuleContext<Json5Parser::StringContext>(0);
}

Json5Parser::NumberContext* Json5Parser::ValueContext::number() {
  return getRuleContext<Json5Parser::NumberContext>(0);
}

tree::TerminalNode* Json5Parser::ValueContext::NULL_LITERAL() {
  return getToken(Json5Parser::NULL_LITERAL, 0);
}

tree::TerminalNode* Json5Parser::ValueContext::TRUE_LITERAL() {
  return getToken(Json5Parser::TRUE_LITERAL, 0);
}

tree::TerminalNode* Json5Parser::ValueContext::FALSE_LITERAL() {
  return getToken(Json5Parser::FALSE_LITERAL, 0);
}

tree::TerminalNode* Json5Parser::ValueContext::IDENTIFIER() {
  return getToken(Json5Parser::IDENTIFIER, 0);
}


size_t Json5Parser::ValueContext::getRuleIndex() const {
  return Json5Parser::RuleValue;
}


Json5Parser::ValueContext* Json5Parser::value() {
  ValueContext *_localctx = _tracker.createInstance<ValueContext>(_ctx, getState());
  enterRule(_localctx, 2, Json5Parser::RuleValue);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(27);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case Json5Parser::LBRACE: {
        enterOuterAlt(_localctx, 1);
        setState(19);
        objectLiteral();
        break;
      }

      case Json5Parser::LBRACKET: {
        enterOuterAlt(_localctx, 2);
        setState(20);
        array();
        break;
      }

      case Json5Parser::STRING:
      case Json5Parser::BAD_STRING:
      case Json5Parser::UNTERMINATED_STRING: {
        enterOuterAlt(_localctx, 3);
        setState(21);
        string();
        break;
      }

      case Json5Parser::INFINITY_LITERAL:
      case Json5Parser::NAN_LITERAL:
      case Json5Parser::NUMBER:
      case Json5Parser::INVALID_NUMBER: {
        enterOuterAlt(_localctx, 4);
        setState(22);
        number();
        break;
      }

      case Json5Parser::NULL_LITERAL: {
        enterOuterAlt(_localctx, 5);
        setState(23);
        match(Json5Parser::NULL_LITERAL);
        break;
      }

      case Json5Parser::TRUE_LITERAL: {
        enterOuterAlt(_localctx, 6);
        setState(24);
        match(Json5Parser::TRUE_LITERAL);
        break;
      }

      case Json5Parser::FALSE_LITERAL: {
        enterOuterAlt(_localctx, 7);
        setState(25);
        match(Json5Parser::FALSE_LITERAL);
        break;
      }

      case Json5Parser::IDENTIFIER: {
        enterOuterAlt(_localctx, 8);
        setState(26);
        match(Json5Parser::IDENTIFIER);
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

//----------------- ObjectLiteralContext ------------------------------------------------------------------

Json5Parser::ObjectLiteralContext::ObjectLiteralContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* Json5Parser::ObjectLiteralContext::LBRACE() {
  return getToken(Json5Parser::LBRACE, 0);
}

tree::TerminalNode* Json5Parser::ObjectLiteralContext::RBRACE() {
  return getToken(Json5Parser::RBRACE, 0);
}

std::vector<Json5Parser::MemberContext *> Json5Parser::ObjectLiteralContext::member() {
  return getRuleContexts<Json5Parser::MemberContext>();
}

Json5Parser::MemberContext* Json5Parser::ObjectLiteralContext::member(size_t i) {
  return getRuleContext<Json5Parser::MemberContext>(i);
}

std::vector<tree::TerminalNode *> Json5Parser::ObjectLiteralContext::COMMA() {
  return getTokens(Json5Parser::COMMA);
}

tree::TerminalNode* Json5Parser::ObjectLiteralContext::COMMA(size_t i) {
  return getToken(Json5Parser::COMMA, i);
}


size_t Json5Parser::ObjectLiteralContext::getRuleIndex() const {
  return Json5Parser::RuleObjectLiteral;
}


Json5Parser::ObjectLiteralContext* Json5Parser::objectLiteral() {
  ObjectLiteralContext *_localctx = _tracker.createInstance<ObjectLiteralContext>(_ctx, getState());
  enterRule(_localctx, 4, Json5Parser::RuleObjectLiteral);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(29);
    match(Json5Parser::LBRACE);
    setState(36);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << Json5Parser::NULL_LITERAL)
      | (1ULL << Json5Parser::TRUE_LITERAL)
      | (1ULL << Json5Parser::FALSE_LITERAL)
      | (1ULL << Json5Parser::INFINITY_LITERAL)
      | (1ULL << Json5Parser::NAN_LITERAL)
      | (1ULL << Json5Parser::STRING)
      | (1ULL << Json5Parser::BAD_STRING)
      | (1ULL << Json5Parser::UNTERMINATED_STRING)
      | (1ULL << Json5Parser::IDENTIFIER))) != 0)) {
      setState(30);
      member();
      setState(32);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == Json5Parser::COMMA) {
        setState(31);
        match(Json5Parser::COMMA);
      }
      setState(38);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(39);
    match(Json5Parser::RBRACE);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- MemberContext ------------------------------------------------------------------

Json5Parser::MemberContext::MemberContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

Json5Parser::KeyContext* Json5Parser::MemberContext::key() {
  return getRuleContext<Json5Parser::KeyContext>(0);
}

tree::TerminalNode* Json5Parser::MemberContext::COLON() {
  return getToken(Json5Parser::COLON, 0);
}

Json5Parser::ValueContext* Json5Parser::MemberContext::value() {
  return getRuleContext<Json5Parser::ValueContext>(0);
}


size_t Json5Parser::MemberContext::getRuleIndex() const {
  return Json5Parser::RuleMember;
}


Json5Parser::MemberContext* Json5Parser::member() {
  MemberContext *_localctx = _tracker.createInstance<MemberContext>(_ctx, getState());
  enterRule(_localctx, 6, Json5Parser::RuleMember);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(41);
    key();
    setState(42);
    match(Json5Parser::COLON);
    setState(43);
    value();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- KeyContext ------------------------------------------------------------------

Json5Parser::KeyContext::KeyContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* Json5Parser::KeyContext::IDENTIFIER() {
  return getToken(Json5Parser::IDENTIFIER, 0);
}

Json5Parser::StringContext* Json5Parser::KeyContext::string() {
  return getRuleContext<Json5Parser::StringContext>(0);
}

tree::TerminalNode* Json5Parser::KeyContext::NULL_LITERAL() {
  return getToken(Json5Parser::NULL_LITERAL, 0);
}

tree::TerminalNode* Json5Parser::KeyContext::TRUE_LITERAL() {
  return getToken(Json5Parser::TRUE_LITERAL, 0);
}

tree::TerminalNode* Json5Parser::KeyContext::FALSE_LITERAL() {
  return getToken(Json5Parser::FALSE_LITERAL, 0);
}

tree::TerminalNode* Json5Parser::KeyContext::INFINITY_LITERAL() {
  return getToken(Json5Parser::INFINITY_LITERAL, 0);
}

tree::TerminalNode* Json5Parser::KeyContext::NAN_LITERAL() {
  return getToken(Json5Parser::NAN_LITERAL, 0);
}


size_t Json5Parser::KeyContext::getRuleIndex() const {
  return Json5Parser::RuleKey;
}


Json5Parser::KeyContext* Json5Parser::key() {
  KeyContext *_localctx = _tracker.createInstance<KeyContext>(_ctx, getState());
  enterRule(_localctx, 8, Json5Parser::RuleKey);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(52);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case Json5Parser::IDENTIFIER: {
        enterOuterAlt(_localctx, 1);
        setState(45);
        match(Json5Parser::IDENTIFIER);
        break;
      }

      case Json5Parser::STRING:
      case Json5Parser::BAD_STRING:
      case Json5Parser::UNTERMINATED_STRING: {
        enterOuterAlt(_localctx, 2);
        setState(46);
        string();
        break;
      }

      case Json5Parser::NULL_LITERAL: {
        enterOuterAlt(_localctx, 3);
        setState(47);
        match(Json5Parser::NULL_LITERAL);
        break;
      }

      case Json5Parser::TRUE_LITERAL: {
        enterOuterAlt(_localctx, 4);
        setState(48);
        match(Json5Parser::TRUE_LITERAL);
        break;
      }

      case Json5Parser::FALSE_LITERAL: {
        enterOuterAlt(_localctx, 5);
        setState(49);
        match(Json5Parser::FALSE_LITERAL);
        break;
      }

      case Json5Parser::INFINITY_LITERAL: {
        enterOuterAlt(_localctx, 6);
        setState(50);
        match(Json5Parser::INFINITY_LITERAL);
        break;
      }

      case Json5Parser::NAN_LITERAL: {
        enterOuterAlt(_localctx, 7);
        setState(51);
        match(Json5Parser::NAN_LITERAL);
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

//----------------- ArrayContext ------------------------------------------------------------------

Json5Parser::ArrayContext::ArrayContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* Json5Parser::ArrayContext::LBRACKET() {
  return getToken(Json5Parser::LBRACKET, 0);
}

tree::TerminalNode* Json5Parser::ArrayContext::RBRACKET() {
  return getToken(Json5Parser::RBRACKET, 0);
}

std::vector<Json5Parser::ValueContext *> Json5Parser::ArrayContext::value() {
  return getRuleContexts<Json5Parser::ValueContext>();
}

Json5Parser::ValueContext* Json5Parser::ArrayContext::value(size_t i) {
  return getRuleContext<Json5Parser::ValueContext>(i);
}

std::vector<tree::TerminalNode *> Json5Parser::ArrayContext::COMMA() {
  return getTokens(Json5Parser::COMMA);
}

tree::TerminalNode* Json5Parser::ArrayContext::COMMA(size_t i) {
  return getToken(Json5Parser::COMMA, i);
}


size_t Json5Parser::ArrayContext::getRuleIndex() const {
  return Json5Parser::RuleArray;
}


Json5Parser::ArrayContext* Json5Parser::array() {
  ArrayContext *_localctx = _tracker.createInstance<ArrayContext>(_ctx, getState());
  enterRule(_localctx, 10, Json5Parser::RuleArray);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(54);
    match(Json5Parser::LBRACKET);
    setState(61);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << Json5Parser::LBRACE)
      | (1ULL << Json5Parser::LBRACKET)
      | (1ULL << Json5Parser::NULL_LITERAL)
      | (1ULL << Json5Parser::TRUE_LITERAL)
      | (1ULL << Json5Parser::FALSE_LITERAL)
      | (1ULL << Json5Parser::INFINITY_LITERAL)
      | (1ULL << Json5Parser::NAN_LITERAL)
      | (1ULL << Json5Parser::NUMBER)
      | (1ULL << Json5Parser::INVALID_NUMBER)
      | (1ULL << Json5Parser::STRING)
      | (1ULL << Json5Parser::BAD_STRING)
      | (1ULL << Json5Parser::UNTERMINATED_STRING)
      | (1ULL << Json5Parser::IDENTIFIER))) != 0)) {
      setState(55);
      value();
      setState(57);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == Json5Parser::COMMA) {
        setState(56);
        match(Json5Parser::COMMA);
      }
      setState(63);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(64);
    match(Json5Parser::RBRACKET);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- StringContext ------------------------------------------------------------------

Json5Parser::StringContext::StringContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* Json5Parser::StringContext::STRING() {
  return getToken(Json5Parser::STRING, 0);
}

tree::TerminalNode* Json5Parser::StringContext::BAD_STRING() {
  return getToken(Json5Parser::BAD_STRING, 0);
}

tree::TerminalNode* Json5Parser::StringContext::UNTERMINATED_STRING() {
  return getToken(Json5Parser::UNTERMINATED_STRING, 0);
}


size_t Json5Parser::StringContext::getRuleIndex() const {
  return Json5Parser::RuleString;
}


Json5Parser::StringContext* Json5Parser::string() {
  StringContext *_localctx = _tracker.createInstance<StringContext>(_ctx, getState());
  enterRule(_localctx, 12, Json5Parser::RuleString);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(66);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << Json5Parser::STRING)
      | (1ULL << Json5Parser::BAD_STRING)
      | (1ULL << Json5Parser::UNTERMINATED_STRING))) != 0))) {
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

//----------------- NumberContext ------------------------------------------------------------------

Json5Parser::NumberContext::NumberContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* Json5Parser::NumberContext::NUMBER() {
  return getToken(Json5Parser::NUMBER, 0);
}

tree::TerminalNode* Json5Parser::NumberContext::INFINITY_LITERAL() {
  return getToken(Json5Parser::INFINITY_LITERAL, 0);
}

tree::TerminalNode* Json5Parser::NumberContext::NAN_LITERAL() {
  return getToken(Json5Parser::NAN_LITERAL, 0);
}

tree::TerminalNode* Json5Parser::NumberContext::INVALID_NUMBER() {
  return getToken(Json5Parser::INVALID_NUMBER, 0);
}


size_t Json5Parser::NumberContext::getRuleIndex() const {
  return Json5Parser::RuleNumber;
}


Json5Parser::NumberContext* Json5Parser::number() {
  NumberContext *_localctx = _tracker.createInstance<NumberContext>(_ctx, getState());
  enterRule(_localctx, 14, Json5Parser::RuleNumber);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(68);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << Json5Parser::INFINITY_LITERAL)
      | (1ULL << Json5Parser::NAN_LITERAL)
      | (1ULL << Json5Parser::NUMBER)
      | (1ULL << Json5Parser::INVALID_NUMBER))) != 0))) {
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
std::vector<dfa::DFA> Json5Parser::_decisionToDFA;
atn::PredictionContextCache Json5Parser::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN Json5Parser::_atn;
std::vector<uint16_t> Json5Parser::_serializedATN;

std::vector<std::string> Json5Parser::_ruleNames = {
  "text", "value", "objectLiteral", "member", "key", "array", "string", 
  "number"
};

std::vector<std::string> Json5Parser::_literalNames = {
  "", "'{'", "'}'", "'['", "']'", "':'", "','", "'null'", "'true'", "'false'", 
  "'Infinity'", "'NaN'"
};

std::vector<std::string> Json5Parser::_symbolicNames = {
  "", "LBRACE", "RBRACE", "LBRACKET", "RBRACKET", "COLON", "COMMA", "NULL_LITERAL", 
  "TRUE_LITERAL", "FALSE_LITERAL", "INFINITY_LITERAL", "NAN_LITERAL", "NUMBER", 
  "INVALID_NUMBER", "STRING", "BAD_STRING", "UNTERMINATED_STRING", "IDENTIFIER", 
  "WHITE_SPACE", "LINE_COMMENT", "BLOCK_COMMENT", "UNTERMINATED_COMMENT", 
  "INVALID_CHARACTER"
};

dfa::Vocabulary Json5Parser::_vocabulary(_literalNames, _symbolicNames);

std::vector<std::string> Json5Parser::_tokenNames;

Json5Parser::Initializer::Initializer() {
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
    0x3, 0x18, 0x49, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 0x9, 
    0x4, 0x4, 0x5, 0x9, 0x5, 0x4, 0x6, 0x9, 0x6, 0x4, 0x7, 0x9, 0x7, 0x4, 
    0x8, 0x9, 0x8, 0x4, 0x9, 0x9, 0x9, 0x3, 0x2, 0x3, 0x2, 0x3, 0x2, 0x3, 
    0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 
    0x3, 0x5, 0x3, 0x1e, 0xa, 0x3, 0x3, 0x4, 0x3, 0x4, 0x3, 0x4, 0x5, 0x4, 
    0x23, 0xa, 0x4, 0x7, 0x4, 0x25, 0xa, 0x4, 0xc, 0x4, 0xe, 0x4, 0x28, 
    0xb, 0x4, 0x3, 0x4, 0x3, 0x4, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 
    0x3, 0x6, 0x3, 0x6, 0x3, 0x6, 0x3, 0x6, 0x3, 0x6, 0x3, 0x6, 0x3, 0x6, 
    0x5, 0x6, 0x37, 0xa, 0x6, 0x3, 0x7, 0x3, 0x7, 0x3, 0x7, 0x5, 0x7, 0x3c, 
    0xa, 0x7, 0x7, 0x7, 0x3e, 0xa, 0x7, 0xc, 0x7, 0xe, 0x7, 0x41, 0xb, 0x7, 
    0x3, 0x7, 0x3, 0x7, 0x3, 0x8, 0x3, 0x8, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 
    0x2, 0x2, 0xa, 0x2, 0x4, 0x6, 0x8, 0xa, 0xc, 0xe, 0x10, 0x2, 0x4, 0x3, 
    0x2, 0x10, 0x12, 0x3, 0x2, 0xc, 0xf, 0x2, 0x51, 0x2, 0x12, 0x3, 0x2, 
    0x2, 0x2, 0x4, 0x1d, 0x3, 0x2, 0x2, 0x2, 0x6, 0x1f, 0x3, 0x2, 0x2, 0x2, 
    0x8, 0x2b, 0x3, 0x2, 0x2, 0x2, 0xa, 0x36, 0x3, 0x2, 0x2, 0x2, 0xc, 0x38, 
    0x3, 0x2, 0x2, 0x2, 0xe, 0x44, 0x3, 0x2, 0x2, 0x2, 0x10, 0x46, 0x3, 
    0x2, 0x2, 0x2, 0x12, 0x13, 0x5, 0x4, 0x3, 0x2, 0x13, 0x14, 0x7, 0x2, 
    0x2, 0x3, 0x14, 0x3, 0x3, 0x2, 0x2, 0x2, 0x15, 0x1e, 0x5, 0x6, 0x4, 
    0x2, 0x16, 0x1e, 0x5, 0xc, 0x7, 0x2, 0x17, 0x1e, 0x5, 0xe, 0x8, 0x2, 
    0x18, 0x1e, 0x5, 0x10, 0x9, 0x2, 0x19, 0x1e, 0x7, 0x9, 0x2, 0x2, 0x1a, 
    0x1e, 0x7, 0xa, 0x2, 0x2, 0x1b, 0x1e, 0x7, 0xb, 0x2, 0x2, 0x1c, 0x1e, 
    0x7, 0x13, 0x2, 0x2, 0x1d, 0x15, 0x3, 0x2, 0x2, 0x2, 0x1d, 0x16, 0x3, 
    0x2, 0x2, 0x2, 0x1d, 0x17, 0x3, 0x2, 0x2, 0x2, 0x1d, 0x18, 0x3, 0x2, 
    0x2, 0x2, 0x1d, 0x19, 0x3, 0x2, 0x2, 0x2, 0x1d, 0x1a, 0x3, 0x2, 0x2, 
    0x2, 0x1d, 0x1b, 0x3, 0x2, 0x2, 0x2, 0x1d, 0x1c, 0x3, 0x2, 0x2, 0x2, 
    0x1e, 0x5, 0x3, 0x2, 0x2, 0x2, 0x1f, 0x26, 0x7, 0x3, 0x2, 0x2, 0x20, 
    0x22, 0x5, 0x8, 0x5, 0x2, 0x21, 0x23, 0x7, 0x8, 0x2, 0x2, 0x22, 0x21, 
    0x3, 0x2, 0x2, 0x2, 0x22, 0x23, 0x3, 0x2, 0x2, 0x2, 0x23, 0x25, 0x3, 
    0x2, 0x2, 0x2, 0x24, 0x20, 0x3, 0x2, 0x2, 0x2, 0x25, 0x28, 0x3, 0x2, 
    0x2, 0x2, 0x26, 0x24, 0x3, 0x2, 0x2, 0x2, 0x26, 0x27, 0x3, 0x2, 0x2, 
    0x2, 0x27, 0x29, 0x3, 0x2, 0x2, 0x2, 0x28, 0x26, 0x3, 0x2, 0x2, 0x2, 
    0x29, 0x2a, 0x7, 0x4, 0x2, 0x2, 0x2a, 0x7, 0x3, 0x2, 0x2, 0x2, 0x2b, 
    0x2c, 0x5, 0xa, 0x6, 0x2, 0x2c, 0x2d, 0x7, 0x7, 0x2, 0x2, 0x2d, 0x2e, 
    0x5, 0x4, 0x3, 0x2, 0x2e, 0x9, 0x3, 0x2, 0x2, 0x2, 0x2f, 0x37, 0x7, 
    0x13, 0x2, 0x2, 0x30, 0x37, 0x5, 0xe, 0x8, 0x2, 0x31, 0x37, 0x7, 0x9, 
    0x2, 0x2, 0x32, 0x37, 0x7, 0xa, 0x2, 0x2, 0x33, 0x37, 0x7, 0xb, 0x2, 
    0x2, 0x34, 0x37, 0x7, 0xc, 0x2, 0x2, 0x35, 0x37, 0x7, 0xd, 0x2, 0x2, 
    0x36, 0x2f, 0x3, 0x2, 0x2, 0x2, 0x36, 0x30, 0x3, 0x2, 0x2, 0x2, 0x36, 
    0x31, 0x3, 0x2, 0x2, 0x2, 0x36, 0x32, 0x3, 0x2, 0x2, 0x2, 0x36, 0x33, 
    0x3, 0x2, 0x2, 0x2, 0x36, 0x34, 0x3, 0x2, 0x2, 0x2, 0x36, 0x35, 0x3, 
    0x2, 0x2, 0x2, 0x37, 0xb, 0x3, 0x2, 0x2, 0x2, 0x38, 0x3f, 0x7, 0x5, 
    0x2, 0x2, 0x39, 0x3b, 0x5, 0x4, 0x3, 0x2, 0x3a, 0x3c, 0x7, 0x8, 0x2, 
    0x2, 0x3b, 0x3a, 0x3, 0x2, 0x2, 0x2, 0x3b, 0x3c, 0x3, 0x2, 0x2, 0x2, 
    0x3c, 0x3e, 0x3, 0x2, 0x2, 0x2, 0x3d, 0x39, 0x3, 0x2, 0x2, 0x2, 0x3e, 
    0x41, 0x3, 0x2, 0x2, 0x2, 0x3f, 0x3d, 0x3, 0x2, 0x2, 0x2, 0x3f, 0x40, 
    0x3, 0x2, 0x2, 0x2, 0x40, 0x42, 0x3, 0x2, 0x2, 0x2, 0x41, 0x3f, 0x3, 
    0x2, 0x2, 0x2, 0x42, 0x43, 0x7, 0x6, 0x2, 0x2, 0x43, 0xd, 0x3, 0x2, 
    0x2, 0x2, 0x44, 0x45, 0x9, 0x2, 0x2, 0x2, 0x45, 0xf, 0x3, 0x2, 0x2, 
    0x2, 0x46, 0x47, 0x9, 0x3, 0x2, 0x2, 0x47, 0x11, 0x3, 0x2, 0x2, 0x2, 
    0x8, 0x1d, 0x22, 0x26, 0x36, 0x3b, 0x3f, 
  };

  atn::ATNDeserializer deserializer;
  _atn = deserializer.deserialize(_serializedATN);

  size_t count = _atn.getNumberOfDecisions();
  _decisionToDFA.reserve(count);
  for (size_t i = 0; i < count; i++) { 
    _decisionToDFA.emplace_back(_atn.getDecisionState(i), i);
  }
}

Json5Parser::Initializer Json5Parser::_init;
