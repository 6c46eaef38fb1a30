
// Generated from ./StfParser.g4 by ANTLR 4.7.2


#include "StfParserVisitor.h"

#include "StfParser.h"


using namespace antlrcpp;
using namespace llmfmt::stf;
using namespace antlr4;

StfParser::StfParser(TokenStream *input) : Parser(input) {
  _interpreter = new atn::ParserATNSimulator(this, _atn, _decisionToDFA, _sharedContextCache);
}

StfParser::~StfParser() {
  delete _interpreter;
}

std::string StfParser::getGrammarFileName() const {
  return "StfParser.g4";
}

const std::vector<std::string>& StfParser::getRuleNames() const {
  return _ruleNames;
}

dfa::Vocabulary& StfParser::getVocabulary() const {
  return _vocabulary;
}


//----------------- FileContext ------------------------------------------------------------------

StfParser::FileContext::FileContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* StfParser::FileContext::EOF() {
  return getToken(StfParser::EOF, 0);
}

std::vector<StfParser::ItemContext *> StfParser::FileContext::item() {
  return getRuleContexts<StfParser::ItemContext>();
}

StfParser::ItemContext* StfParser::FileContext::item(size_t i) {
  return getRuleContext<StfParser::ItemContext>(i);
}


size_t StfParser::FileContext::getRuleIndex() const {
  return StfParser::RuleFile;
}

antlrcpp::Any StfParser::FileContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<StfParserVisitor*>(visitor))
    return parserVisitor->visitFile(this);
  else
    return visitor->visitChildren(this);
}

StfParser::FileContext* StfParser::file() {
  FileContext *_localctx = _tracker.createInstance<FileContext>(_ctx, getState());
  enterRule(_localctx, 0, StfParser::RuleFile);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(17);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << StfParser::ESCAPED_LINE)
      | (1ULL << StfParser::LINE_COMMENT)
      | (1ULL << StfParser::COMMENT_OPEN)
      | (1ULL << StfParser::STRAY_COMMENT_CLOSE)
      | (1ULL << StfParser::STRAY_END)
      | (1ULL << StfParser::BLOCK_LINE)
      | (1ULL << StfParser::COMMAND_LINE)
      | (1ULL << StfParser::BAD_LINE)
      | (1ULL << StfParser::DATA_LINE))) != 0)) {
      setState(14);
      item();
      setState(19);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(20);
    match(StfParser::EOF);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ItemContext ------------------------------------------------------------------

StfParser::ItemContext::ItemContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

StfParser::BlockContext* StfParser::ItemContext::block() {
  return getRuleContext<StfParser::BlockContext>(0);
}

StfParser::CommentContext* StfParser::ItemContext::comment() {
  return getRuleContext<StfParser::CommentContext>(0);
}

tree::TerminalNode* StfParser::ItemContext::DATA_LINE() {
  return getToken(StfParser::DATA_LINE, 0);
}

tree::TerminalNode* StfParser::ItemContext::ESCAPED_LINE() {
  return getToken(StfParser::ESCAPED_LINE, 0);
}

tree::TerminalNode* StfParser::ItemContext::LINE_COMMENT() {
  return getToken(StfParser::LINE_COMMENT, 0);
}

tree::TerminalNode* StfParser::ItemContext::COMMAND_LINE() {
  return getToken(StfParser::COMMAND_LINE, 0);
}

tree::TerminalNode* StfParser::ItemContext::BAD_LINE() {
  return getToken(StfParser::BAD_LINE, 0);
}

tree::TerminalNode* StfParser::ItemContext::STRAY_END() {
  return getToken(StfParser::STRAY_END, 0);
}

tree::TerminalNode* StfParser::ItemContext::STRAY_COMMENT_CLOSE() {
  return getToken(StfParser::STRAY_COMMENT_CLOSE, 0);
}


size_t StfParser::ItemContext::getRuleIndex() const {
  return StfParser::RuleItem;
}

antlrcpp::Any StfParser::ItemContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<StfParserVisitor*>(visitor))
    return parserVisitor->visitItem(this);
  else
    return visitor->visitChildren(this);
}

StfParser::ItemContext* StfParser::item() {
  ItemContext *_localctx = _tracker.createInstance<ItemContext>(_ctx, getState());
  enterRule(_localctx, 2, StfParser::RuleItem);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(31);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case StfParser::BLOCK_LINE: {
        enterOuterAlt(_localctx, 1);
        setState(22);
        block();
        break;
      }

      case StfParser::COMMENT_OPEN: {
        enterOuterAlt(_localctx, 2);
        setState(23);
        comment();
        break;
      }

      case StfParser::DATA_LINE: {
        enterOuterAlt(_localctx, 3);
        setState(24);
        match(StfParser::DATA_LINE);
        break;
      }

      case StfParser::ESCAPED_LINE: {
        enterOuterAlt(_localctx, 4);
        setState(25);
        match(StfParser::ESCAPED_LINE);
        break;
      }

      case StfParser::LINE_COMMENT: {
        enterOuterAlt(_localctx, 5);
        setState(26);
        match(StfParser::LINE_COMMENT);
        break;
      }

      case StfParser::COMMAND_LINE: {
        enterOuterAlt(_localctx, 6);
        setState(27);
        match(StfParser::COMMAND_LINE);
        break;
      }

      case StfParser::BAD_LINE: {
        enterOuterAlt(_localctx, 7);
        setState(28);
        match(StfParser::BAD_LINE);
        break;
      }

      case StfParser::STRAY_END: {
        enterOuterAlt(_localctx, 8);
        setState(29);
        match(StfParser::STRAY_END);
        break;
      }

      case StfParser::STRAY_COMMENT_CLOSE: {
        enterOuterAlt(_localctx, 9);
        setState(30);
        match(StfParser::STRAY_COMMENT_CLOSE);
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

//----------------- BlockContext ------------------------------------------------------------------

StfParser::BlockContext::BlockContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* StfParser::BlockContext::BLOCK_LINE() {
  return getToken(StfParser::BLOCK_LINE, 0);
}

std::vector<StfParser::BodyItemContext *> StfParser::BlockContext::bodyItem() {
  return getRuleContexts<StfParser::BodyItemContext>();
}

StfParser::BodyItemContext* StfParser::BlockContext::bodyItem(size_t i) {
  return getRuleContext<StfParser::BodyItemContext>(i);
}

tree::TerminalNode* StfParser::BlockContext::END_LINE() {
  return getToken(StfParser::END_LINE, 0);
}


size_t StfParser::BlockContext::getRuleIndex() const {
  return StfParser::RuleBlock;
}

antlrcpp::Any StfParser::BlockContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<StfParserVisitor*>(visitor))
    return parserVisitor->visitBlock(this);
  else
    return visitor->visitChildren(this);
}

StfParser::BlockContext* StfParser::block() {
  BlockContext *_localctx = _tracker.createInstance<BlockContext>(_ctx, getState());
  enterRule(_localctx, 4, StfParser::RuleBlock);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(33);
    match(StfParser::BLOCK_LINE);
    setState(37);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << StfParser::BODY_ESCAPED_LINE)
      | (1ULL << StfParser::BODY_LINE_COMMENT)
      | (1ULL << StfParser::BODY_COMMENT_OPEN)
      | (1ULL << StfParser::BODY_STRAY_CLOSE)
      | (1ULL << StfParser::BODY_BAD_LINE)
      | (1ULL << StfParser::BODY_LINE))) != 0)) {
      setState(34);
      bodyItem();
      setState(39);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(41);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == StfParser::END_LINE) {
      setState(40);
      match(StfParser::END_LINE);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- BodyItemContext ------------------------------------------------------------------

StfParser::BodyItemContext::BodyItemContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* StfParser::BodyItemContext::BODY_LINE() {
  return getToken(StfParser::BODY_LINE, 0);
}

tree::TerminalNode* StfParser::BodyItemContext::BODY_ESCAPED_LINE() {
  return getToken(StfParser::BODY_ESCAPED_LINE, 0);
}

tree::TerminalNode* StfParser::BodyItemContext::BODY_LINE_COMMENT() {
  return getToken(StfParser::BODY_LINE_COMMENT, 0);
}

tree::TerminalNode* StfParser::BodyItemContext::BODY_BAD_LINE() {
  return getToken(StfParser::BODY_BAD_LINE, 0);
}

tree::TerminalNode* StfParser::BodyItemContext::BODY_STRAY_CLOSE() {
  return getToken(StfParser::BODY_STRAY_CLOSE, 0);
}

StfParser::BodyCommentContext* StfParser::BodyItemContext::bodyComment() {
  return getRuleContext<StfParser::BodyCommentContext>(0);
}


size_t StfParser::BodyItemContext::getRuleIndex() const {
  return StfParser::RuleBodyItem;
}

antlrcpp::Any StfParser::BodyItemContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<StfParserVisitor*>(visitor))
    return parserVisitor->visitBodyItem(this);
  else
    return visitor->visitChildren(this);
}

StfParser::BodyItemContext* StfParser::bodyItem() {
  BodyItemContext *_localctx = _tracker.createInstance<BodyItemContext>(_ctx, getState());
  enterRule(_localctx, 6, StfParser::RuleBodyItem);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(49);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case StfParser::BODY_LINE: {
        enterOuterAlt(_localctx, 1);
        setState(43);
        match(StfParser::BODY_LINE);
        break;
      }

      case StfParser::BODY_ESCAPED_LINE: {
        enterOuterAlt(_localctx, 2);
        setState(44);
        match(StfParser::BODY_ESCAPED_LINE);
        break;
      }

      case StfParser::BODY_LINE_COMMENT: {
        enterOuterAlt(_localctx, 3);
        setState(45);
        match(StfParser::BODY_LINE_COMMENT);
        break;
      }

      case StfParser::BODY_BAD_LINE: {
        enterOuterAlt(_localctx, 4);
        setState(46);
        match(StfParser::BODY_BAD_LINE);
        break;
      }

      case StfParser::BODY_STRAY_CLOSE: {
        enterOuterAlt(_localctx, 5);
        setState(47);
        match(StfParser::BODY_STRAY_CLOSE);
        break;
      }

      case StfParser::BODY_COMMENT_OPEN: {
        enterOuterAlt(_localctx, 6);
        setState(48);
        bodyComment();
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

//----------------- CommentContext ------------------------------------------------------------------

StfParser::CommentContext::CommentContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* StfParser::CommentContext::COMMENT_OPEN() {
  return getToken(StfParser::COMMENT_OPEN, 0);
}

std::vector<StfParser::CommentItemContext *> StfParser::CommentContext::commentItem() {
  return getRuleContexts<StfParser::CommentItemContext>();
}

StfParser::CommentItemContext* StfParser::CommentContext::commentItem(size_t i) {
  return getRuleContext<StfParser::CommentItemContext>(i);
}

tree::TerminalNode* StfParser::CommentContext::COMMENT_CLOSE() {
  return getToken(StfParser::COMMENT_CLOSE, 0);
}


size_t StfParser::CommentContext::getRuleIndex() const {
  return StfParser::RuleComment;
}

antlrcpp::Any StfParser::CommentContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<StfParserVisitor*>(visitor))
    return parserVisitor->visitComment(this);
  else
    return visitor->visitChildren(this);
}

StfParser::CommentContext* StfParser::comment() {
  CommentContext *_localctx = _tracker.createInstance<CommentContext>(_ctx, getState());
  enterRule(_localctx, 8, StfParser::RuleComment);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(51);
    match(StfParser::COMMENT_OPEN);
    setState(55);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << StfParser::NESTED_CLOSE)
      | (1ULL << StfParser::NESTED_OPEN)
      | (1ULL << StfParser::IGNORED_LINE))) != 0)) {
      setState(52);
      commentItem();
      setState(57);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(59);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == StfParser::COMMENT_CLOSE) {
      setState(58);
      match(StfParser::COMMENT_CLOSE);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- BodyCommentContext ------------------------------------------------------------------

StfParser::BodyCommentContext::BodyCommentContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* StfParser::BodyCommentContext::BODY_COMMENT_OPEN() {
  return getToken(StfParser::BODY_COMMENT_OPEN, 0);
}

std::vector<StfParser::CommentItemContext *> StfParser::BodyCommentContext::commentItem() {
  return getRuleContexts<StfParser::CommentItemContext>();
}

StfParser::CommentItemContext* StfParser::BodyCommentContext::commentItem(size_t i) {
  return getRuleContext<StfParser::CommentItemContext>(i);
}

tree::TerminalNode* StfParser::BodyCommentContext::COMMENT_CLOSE() {
  return getToken(StfParser::COMMENT_CLOSE, 0);
}


size_t StfParser::BodyCommentContext::getRuleIndex() const {
  return StfParser::RuleBodyComment;
}

antlrcpp::Any StfParser::BodyCommentContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<StfParserVisitor*>(visitor))
    return parserVisitor->visitBodyComment(this);
  else
    return visitor->visitChildren(this);
}

StfParser::BodyCommentContext* StfParser::bodyComment() {
  BodyCommentContext *_localctx = _tracker.createInstance<BodyCommentContext>(_ctx, getState());
  enterRule(_localctx, 10, StfParser::RuleBodyComment);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(61);
    match(StfParser::BODY_COMMENT_OPEN);
    setState(65);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << StfParser::NESTED_CLOSE)
      | (1ULL << StfParser::NESTED_OPEN)
      | (1ULL << StfParser::IGNORED_LINE))) != 0)) {
      setState(62);
      commentItem();
      setState(67);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(69);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == StfParser::COMMENT_CLOSE) {
      setState(68);
      match(StfParser::COMMENT_CLOSE);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CommentItemContext ------------------------------------------------------------------

StfParser::CommentItemContext::CommentItemContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* StfParser::CommentItemContext::IGNORED_LINE() {
  return getToken(StfParser::IGNORED_LINE, 0);
}

tree::TerminalNode* StfParser::CommentItemContext::NESTED_OPEN() {
  return getToken(StfParser::NESTED_OPEN, 0);
}

tree::TerminalNode* StfParser::CommentItemContext::NESTED_CLOSE() {
  return getToken(StfParser::NESTED_CLOSE, 0);
}


size_t StfParser::CommentItemContext::getRuleIndex() const {
  return StfParser::RuleCommentItem;
}

antlrcpp::Any StfParser::CommentItemContext::accept(tree::ParseTreeVisitor *visitor) {
  if (auto parserVisitor = dynamic_cast<StfParserVisitor*>(visitor))
    return parserVisitor->visitCommentItem(this);
  else
    return visitor->visitChildren(this);
}

StfParser::CommentItemContext* StfParser::commentItem() {
  CommentItemContext *_localctx = _tracker.createInstance<CommentItemContext>(_ctx, getState());
  enterRule(_localctx, 12, StfParser::RuleCommentItem);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(71);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << StfParser::NESTED_CLOSE)
      | (1ULL << StfParser::NESTED_OPEN)
      | (1ULL << StfParser::IGNORED_LINE))) != 0))) {
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
std::vector<dfa::DFA> StfParser::_decisionToDFA;
atn::PredictionContextCache StfParser::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN StfParser::_atn;
std::vector<uint16_t> StfParser::_serializedATN;

std::vector<std::string> StfParser::_ruleNames = {
  "file", "item", "block", "bodyItem", "comment", "bodyComment", "commentItem"
};

std::vector<std::string> StfParser::_literalNames = {
};

std::vector<std::string> StfParser::_symbolicNames = {
  "", "NESTED_CLOSE", "ESCAPED_LINE", "LINE_COMMENT", "COMMENT_OPEN", "STRAY_COMMENT_CLOSE", 
  "STRAY_END", "BLOCK_LINE", "COMMAND_LINE", "BAD_LINE", "DATA_LINE", "BODY_ESCAPED_LINE", 
  "BODY_LINE_COMMENT", "BODY_COMMENT_OPEN", "BODY_STRAY_CLOSE", "END_LINE", 
  "BODY_BAD_LINE", "BODY_LINE", "NESTED_OPEN", "COMMENT_CLOSE", "IGNORED_LINE"
};

dfa::Vocabulary StfParser::_vocabulary(_literalNames, _symbolicNames);

std::vector<std::string> StfParser::_tokenNames;

StfParser::Initializer::Initializer() {
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
    0x3, 0x16, 0x4c, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 0x9, 
    0x4, 0x4, 0x5, 0x9, 0x5, 0x4, 0x6, 0x9, 0x6, 0x4, 0x7, 0x9, 0x7, 0x4, 
    0x8, 0x9, 0x8, 0x3, 0x2, 0x7, 0x2, 0x12, 0xa, 0x2, 0xc, 0x2, 0xe, 0x2, 
    0x15, 0xb, 0x2, 0x3, 0x2, 0x3, 0x2, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 
    0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x5, 0x3, 0x22, 
    0xa, 0x3, 0x3, 0x4, 0x3, 0x4, 0x7, 0x4, 0x26, 0xa, 0x4, 0xc, 0x4, 0xe, 
    0x4, 0x29, 0xb, 0x4, 0x3, 0x4, 0x5, 0x4, 0x2c, 0xa, 0x4, 0x3, 0x5, 0x3, 
    0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x5, 0x5, 0x34, 0xa, 0x5, 
    0x3, 0x6, 0x3, 0x6, 0x7, 0x6, 0x38, 0xa, 0x6, 0xc, 0x6, 0xe, 0x6, 0x3b, 
    0xb, 0x6, 0x3, 0x6, 0x5, 0x6, 0x3e, 0xa, 0x6, 0x3, 0x7, 0x3, 0x7, 0x7, 
    0x7, 0x42, 0xa, 0x7, 0xc, 0x7, 0xe, 0x7, 0x45, 0xb, 0x7, 0x3, 0x7, 0x5, 
    0x7, 0x48, 0xa, 0x7, 0x3, 0x8, 0x3, 0x8, 0x3, 0x8, 0x2, 0x2, 0x9, 0x2, 
    0x4, 0x6, 0x8, 0xa, 0xc, 0xe, 0x2, 0x3, 0x5, 0x2, 0x3, 0x3, 0x14, 0x14, 
    0x16, 0x16, 0x2, 0x58, 0x2, 0x13, 0x3, 0x2, 0x2, 0x2, 0x4, 0x21, 0x3, 
    0x2, 0x2, 0x2, 0x6, 0x23, 0x3, 0x2, 0x2, 0x2, 0x8, 0x33, 0x3, 0x2, 0x2, 
    0x2, 0xa, 0x35, 0x3, 0x2, 0x2, 0x2, 0xc, 0x3f, 0x3, 0x2, 0x2, 0x2, 0xe, 
    0x49, 0x3, 0x2, 0x2, 0x2, 0x10, 0x12, 0x5, 0x4, 0x3, 0x2, 0x11, 0x10, 
    0x3, 0x2, 0x2, 0x2, 0x12, 0x15, 0x3, 0x2, 0x2, 0x2, 0x13, 0x11, 0x3, 
    0x2, 0x2, 0x2, 0x13, 0x14, 0x3, 0x2, 0x2, 0x2, 0x14, 0x16, 0x3, 0x2, 
    0x2, 0x2, 0x15, 0x13, 0x3, 0x2, 0x2, 0x2, 0x16, 0x17, 0x7, 0x2, 0x2, 
    0x3, 0x17, 0x3, 0x3, 0x2, 0x2, 0x2, 0x18, 0x22, 0x5, 0x6, 0x4, 0x2, 
    0x19, 0x22, 0x5, 0xa, 0x6, 0x2, 0x1a, 0x22, 0x7, 0xc, 0x2, 0x2, 0x1b, 
    0x22, 0x7, 0x4, 0x2, 0x2, 0x1c, 0x22, 0x7, 0x5, 0x2, 0x2, 0x1d, 0x22, 
    0x7, 0xa, 0x2, 0x2, 0x1e, 0x22, 0x7, 0xb, 0x2, 0x2, 0x1f, 0x22, 0x7, 
    0x8, 0x2, 0x2, 0x20, 0x22, 0x7, 0x7, 0x2, 0x2, 0x21, 0x18, 0x3, 0x2, 
    0x2, 0x2, 0x21, 0x19, 0x3, 0x2, 0x2, 0x2, 0x21, 0x1a, 0x3, 0x2, 0x2, 
    0x2, 0x21, 0x1b, 0x3, 0x2, 0x2, 0x2, 0x21, 0x1c, 0x3, 0x2, 0x2, 0x2, 
    0x21, 0x1d, 0x3, 0x2, 0x2, 0x2, 0x21, 0x1e, 0x3, 0x2, 0x2, 0x2, 0x21, 
    0x1f, 0x3, 0x2, 0x2, 0x2, 0x21, 0x20, 0x3, 0x2, 0x2, 0x2, 0x22, 0x5, 
    0x3, 0x2, 0x2, 0x2, 0x23, 0x27, 0x7, 0x9, 0x2, 0x2, 0x24, 0x26, 0x5, 
    0x8, 0x5, 0x2, 0x25, 0x24, 0x3, 0x2, 0x2, 0x2, 0x26, 0x29, 0x3, 0x2, 
    0x2, 0x2, 0x27, 0x25, 0x3, 0x2, 0x2, 0x2, 0x27, 0x28, 0x3, 0x2, 0x2, 
    0x2, 0x28, 0x2b, 0x3, 0x2, 0x2, 0x2, 0x29, 0x27, 0x3, 0x2, 0x2, 0x2, 
    0x2a, 0x2c, 0x7, 0x11, 0x2, 0x2, 0x2b, 0x2a, 0x3, 0x2, 0x2, 0x2, 0x2b, 
    0x2c, 0x3, 0x2, 0x2, 0x2, 0x2c, 0x7, 0x3, 0x2, 0x2, 0x2, 0x2d, 0x34, 
    0x7, 0x13, 0x2, 0x2, 0x2e, 0x34, 0x7, 0xd, 0x2, 0x2, 0x2f, 0x34, 0x7, 
    0xe, 0x2, 0x2, 0x30, 0x34, 0x7, 0x12, 0x2, 0x2, 0x31, 0x34, 0x7, 0x10, 
    0x2, 0x2, 0x32, 0x34, 0x5, 0xc, 0x7, 0x2, 0x33, 0x2d, 0x3, 0x2, 0x2, 
    0x2, 0x33, 0x2e, 0x3, 0x2, 0x2, 0x2, 0x33, 0x2f, 0x3, 0x2, 0x2, 0x2, 
    0x33, 0x30, 0x3, 0x2, 0x2, 0x2, 0x33, 0x31, 0x3, 0x2, 0x2, 0x2, 0x33, 
    0x32, 0x3, 0x2, 0x2, 0x2, 0x34, 0x9, 0x3, 0x2, 0x2, 0x2, 0x35, 0x39, 
    0x7, 0x6, 0x2, 0x2, 0x36, 0x38, 0x5, 0xe, 0x8, 0x2, 0x37, 0x36, 0x3, 
    0x2, 0x2, 0x2, 0x38, 0x3b, 0x3, 0x2, 0x2, 0x2, 0x39, 0x37, 0x3, 0x2, 
    0x2, 0x2, 0x39, 0x3a, 0x3, 0x2, 0x2, 0x2, 0x3a, 0x3d, 0x3, 0x2, 0x2, 
    0x2, 0x3b, 0x39, 0x3, 0x2, 0x2, 0x2, 0x3c, 0x3e, 0x7, 0x15, 0x2, 0x2, 
    0x3d, 0x3c, 0x3, 0x2, 0x2, 0x2, 0x3d, 0x3e, 0x3, 0x2, 0x2, 0x2, 0x3e, 
    0xb, 0x3, 0x2, 0x2, 0x2, 0x3f, 0x43, 0x7, 0xf, 0x2, 0x2, 0x40, 0x42, 
    0x5, 0xe, 0x8, 0x2, 0x41, 0x40, 0x3, 0x2, 0x2, 0x2, 0x42, 0x45, 0x3, 
    0x2, 0x2, 0x2, 0x43, 0x41, 0x3, 0x2, 0x2, 0x2, 0x43, 0x44, 0x3, 0x2, 
    0x2, 0x2, 0x44, 0x47, 0x3, 0x2, 0x2, 0x2, 0x45, 0x43, 0x3, 0x2, 0x2, 
    0x2, 0x46, 0x48, 0x7, 0x15, 0x2, 0x2, 0x47, 0x46, 0x3, 0x2, 0x2, 0x2, 
    0x47, 0x48, 0x3, 0x2, 0x2, 0x2, 0x48, 0xd, 0x3, 0x2, 0x2, 0x2, 0x49, 
    0x4a, 0x9, 0x2, 0x2, 0x2, 0x4a, 0xf, 0x3, 0x2, 0x2, 0x2, 0xb, 0x13, 
    0x21, 0x27, 0x2b, 0x33, 0x39, 0x3d, 0x43, 0x47, 
  };

  atn::ATNDeserializer deserializer;
  _atn = deserializer.deserialize(_serializedATN);

  size_t count = _atn.getNumberOfDecisions();
  _decisionToDFA.reserve(count);
  for (size_t i = 0; i < count; i++) { 
    _decisionToDFA.emplace_back(_atn.getDecisionState(i), i);
  }
}

StfParser::Initializer StfParser::_init;
