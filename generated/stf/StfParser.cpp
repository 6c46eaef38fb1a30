
// Generated from ./StfParser.g4 by ANTLR 4.7.2



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


//----------------- DocumentContext ------------------------------------------------------------------

StfParser::DocumentContext::DocumentContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* StfParser::DocumentContext::EOF() {
  return getToken(StfParser::EOF, 0);
}

std::vector<StfParser::ItemContext *> StfParser::DocumentContext::item() {
  return getRuleContexts<StfParser::ItemContext>();
}

StfParser::ItemContext* StfParser::DocumentContext::item(size_t i) {
  return getRuleContext<StfParser::ItemContext>(i);
}


size_t StfParser::DocumentContext::getRuleIndex() const {
  return StfParser::RuleDocument;
}


StfParser::DocumentContext* StfParser::document() {
  DocumentContext *_localctx = _tracker.createInstance<DocumentContext>(_ctx, getState());
  enterRule(_localctx, 0, StfParser::RuleDocument);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(31);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << StfParser::COMMAND)
      | (1ULL << StfParser::BLOCK_COMMAND)
      | (1ULL << StfParser::ESCAPED_LINE)
      | (1ULL << StfParser::LINE_COMMENT)
      | (1ULL << StfParser::COMMENT_OPEN)
      | (1ULL << StfParser::STRAY_COMMENT_CLOSE)
      | (1ULL << StfParser::STRAY_END)
      | (1ULL << StfParser::BAD_LINE)
      | (1ULL << StfParser::DATA_LINE))) != 0)) {
      setState(28);
      item();
      setState(33);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(34);
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

StfParser::CommandContext* StfParser::ItemContext::command() {
  return getRuleContext<StfParser::CommandContext>(0);
}

StfParser::StrayEndContext* StfParser::ItemContext::strayEnd() {
  return getRuleContext<StfParser::StrayEndContext>(0);
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

tree::TerminalNode* StfParser::ItemContext::BAD_LINE() {
  return getToken(StfParser::BAD_LINE, 0);
}

tree::TerminalNode* StfParser::ItemContext::STRAY_COMMENT_CLOSE() {
  return getToken(StfParser::STRAY_COMMENT_CLOSE, 0);
}


size_t StfParser::ItemContext::getRuleIndex() const {
  return StfParser::RuleItem;
}


StfParser::ItemContext* StfParser::item() {
  ItemContext *_localctx = _tracker.createInstance<ItemContext>(_ctx, getState());
  enterRule(_localctx, 2, StfParser::RuleItem);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(45);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case StfParser::BLOCK_COMMAND: {
        enterOuterAlt(_localctx, 1);
        setState(36);
        block();
        break;
      }

      case StfParser::COMMENT_OPEN: {
        enterOuterAlt(_localctx, 2);
        setState(37);
        comment();
        break;
      }

      case StfParser::COMMAND: {
        enterOuterAlt(_localctx, 3);
        setState(38);
        command();
        break;
      }

      case StfParser::STRAY_END: {
        enterOuterAlt(_localctx, 4);
        setState(39);
        strayEnd();
        break;
      }

      case StfParser::DATA_LINE: {
        enterOuterAlt(_localctx, 5);
        setState(40);
        match(StfParser::DATA_LINE);
        break;
      }

      case StfParser::ESCAPED_LINE: {
        enterOuterAlt(_localctx, 6);
        setState(41);
        match(StfParser::ESCAPED_LINE);
        break;
      }

      case StfParser::LINE_COMMENT: {
        enterOuterAlt(_localctx, 7);
        setState(42);
        match(StfParser::LINE_COMMENT);
        break;
      }

      case StfParser::BAD_LINE: {
        enterOuterAlt(_localctx, 8);
        setState(43);
        match(StfParser::BAD_LINE);
        break;
      }

      case StfParser::STRAY_COMMENT_CLOSE: {
        enterOuterAlt(_localctx, 9);
        setState(44);
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

//----------------- CommandContext ------------------------------------------------------------------

StfParser::CommandContext::CommandContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* StfParser::CommandContext::COMMAND() {
  return getToken(StfParser::COMMAND, 0);
}

StfParser::ArgumentsContext* StfParser::CommandContext::arguments() {
  return getRuleContext<StfParser::ArgumentsContext>(0);
}


size_t StfParser::CommandContext::getRuleIndex() const {
  return StfParser::RuleCommand;
}


StfParser::CommandContext* StfParser::command() {
  CommandContext *_localctx = _tracker.createInstance<CommandContext>(_ctx, getState());
  enterRule(_localctx, 4, StfParser::RuleCommand);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(47);
    match(StfParser::COMMAND);
    setState(48);
    arguments();
   
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

tree::TerminalNode* StfParser::BlockContext::BLOCK_COMMAND() {
  return getToken(StfParser::BLOCK_COMMAND, 0);
}

StfParser::ArgumentsContext* StfParser::BlockContext::arguments() {
  return getRuleContext<StfParser::ArgumentsContext>(0);
}

std::vector<StfParser::BodyItemContext *> StfParser::BlockContext::bodyItem() {
  return getRuleContexts<StfParser::BodyItemContext>();
}

StfParser::BodyItemContext* StfParser::BlockContext::bodyItem(size_t i) {
  return getRuleContext<StfParser::BodyItemContext>(i);
}

StfParser::BlockEndContext* StfParser::BlockContext::blockEnd() {
  return getRuleContext<StfParser::BlockEndContext>(0);
}


size_t StfParser::BlockContext::getRuleIndex() const {
  return StfParser::RuleBlock;
}


StfParser::BlockContext* StfParser::block() {
  BlockContext *_localctx = _tracker.createInstance<BlockContext>(_ctx, getState());
  enterRule(_localctx, 6, StfParser::RuleBlock);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(50);
    match(StfParser::BLOCK_COMMAND);
    setState(51);
    arguments();
    setState(55);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << StfParser::BODY_ESCAPED_LINE)
      | (1ULL << StfParser::BODY_LINE_COMMENT)
      | (1ULL << StfParser::BODY_COMMENT_OPEN)
      | (1ULL << StfParser::BODY_STRAY_CLOSE)
      | (1ULL << StfParser::BODY_BAD_LINE)
      | (1ULL << StfParser::BODY_LINE))) != 0)) {
      setState(52);
      bodyItem();
      setState(57);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(59);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == StfParser::BLOCK_END) {
      setState(58);
      blockEnd();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- BlockEndContext ------------------------------------------------------------------

StfParser::BlockEndContext::BlockEndContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* StfParser::BlockEndContext::BLOCK_END() {
  return getToken(StfParser::BLOCK_END, 0);
}

tree::TerminalNode* StfParser::BlockEndContext::IGNORED_REST() {
  return getToken(StfParser::IGNORED_REST, 0);
}

tree::TerminalNode* StfParser::BlockEndContext::NL() {
  return getToken(StfParser::NL, 0);
}


size_t StfParser::BlockEndContext::getRuleIndex() const {
  return StfParser::RuleBlockEnd;
}


StfParser::BlockEndContext* StfParser::blockEnd() {
  BlockEndContext *_localctx = _tracker.createInstance<BlockEndContext>(_ctx, getState());
  enterRule(_localctx, 8, StfParser::RuleBlockEnd);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(61);
    match(StfParser::BLOCK_END);
    setState(63);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == StfParser::IGNORED_REST) {
      setState(62);
      match(StfParser::IGNORED_REST);
    }
    setState(66);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == StfParser::NL) {
      setState(65);
      match(StfParser::NL);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- StrayEndContext ------------------------------------------------------------------

StfParser::StrayEndContext::StrayEndContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* StfParser::StrayEndContext::STRAY_END() {
  return getToken(StfParser::STRAY_END, 0);
}

tree::TerminalNode* StfParser::StrayEndContext::IGNORED_REST() {
  return getToken(StfParser::IGNORED_REST, 0);
}

tree::TerminalNode* StfParser::StrayEndContext::NL() {
  return getToken(StfParser::NL, 0);
}


size_t StfParser::StrayEndContext::getRuleIndex() const {
  return StfParser::RuleStrayEnd;
}


StfParser::StrayEndContext* StfParser::strayEnd() {
  StrayEndContext *_localctx = _tracker.createInstance<StrayEndContext>(_ctx, getState());
  enterRule(_localctx, 10, StfParser::RuleStrayEnd);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(68);
    match(StfParser::STRAY_END);
    setState(70);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == StfParser::IGNORED_REST) {
      setState(69);
      match(StfParser::IGNORED_REST);
    }
    setState(73);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == StfParser::NL) {
      setState(72);
      match(StfParser::NL);
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


StfParser::BodyItemContext* StfParser::bodyItem() {
  BodyItemContext *_localctx = _tracker.createInstance<BodyItemContext>(_ctx, getState());
  enterRule(_localctx, 12, StfParser::RuleBodyItem);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(81);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case StfParser::BODY_LINE: {
        enterOuterAlt(_localctx, 1);
        setState(75);
        match(StfParser::BODY_LINE);
        break;
      }

      case StfParser::BODY_ESCAPED_LINE: {
        enterOuterAlt(_localctx, 2);
        setState(76);
        match(StfParser::BODY_ESCAPED_LINE);
        break;
      }

      case StfParser::BODY_LINE_COMMENT: {
        enterOuterAlt(_localctx, 3);
        setState(77);
        match(StfParser::BODY_LINE_COMMENT);
        break;
      }

      case StfParser::BODY_BAD_LINE: {
        enterOuterAlt(_localctx, 4);
        setState(78);
        match(StfParser::BODY_BAD_LINE);
        break;
      }

      case StfParser::BODY_STRAY_CLOSE: {
        enterOuterAlt(_localctx, 5);
        setState(79);
        match(StfParser::BODY_STRAY_CLOSE);
        break;
      }

      case StfParser::BODY_COMMENT_OPEN: {
        enterOuterAlt(_localctx, 6);
        setState(80);
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


StfParser::CommentContext* StfParser::comment() {
  CommentContext *_localctx = _tracker.createInstance<CommentContext>(_ctx, getState());
  enterRule(_localctx, 14, StfParser::RuleComment);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(83);
    match(StfParser::COMMENT_OPEN);
    setState(87);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << StfParser::NESTED_CLOSE)
      | (1ULL << StfParser::NESTED_OPEN)
      | (1ULL << StfParser::IGNORED_LINE))) != 0)) {
      setState(84);
      commentItem();
      setState(89);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(91);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == StfParser::COMMENT_CLOSE) {
      setState(90);
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


StfParser::BodyCommentContext* StfParser::bodyComment() {
  BodyCommentContext *_localctx = _tracker.createInstance<BodyCommentContext>(_ctx, getState());
  enterRule(_localctx, 16, StfParser::RuleBodyComment);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(93);
    match(StfParser::BODY_COMMENT_OPEN);
    setState(97);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << StfParser::NESTED_CLOSE)
      | (1ULL << StfParser::NESTED_OPEN)
      | (1ULL << StfParser::IGNORED_LINE))) != 0)) {
      setState(94);
      commentItem();
      setState(99);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(101);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == StfParser::COMMENT_CLOSE) {
      setState(100);
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


StfParser::CommentItemContext* StfParser::commentItem() {
  CommentItemContext *_localctx = _tracker.createInstance<CommentItemContext>(_ctx, getState());
  enterRule(_localctx, 18, StfParser::RuleCommentItem);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(103);
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

//----------------- ArgumentsContext ------------------------------------------------------------------

StfParser::ArgumentsContext::ArgumentsContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<tree::TerminalNode *> StfParser::ArgumentsContext::BLANKS() {
  return getTokens(StfParser::BLANKS);
}

tree::TerminalNode* StfParser::ArgumentsContext::BLANKS(size_t i) {
  return getToken(StfParser::BLANKS, i);
}

tree::TerminalNode* StfParser::ArgumentsContext::OBJECT() {
  return getToken(StfParser::OBJECT, 0);
}

std::vector<StfParser::ArgumentContext *> StfParser::ArgumentsContext::argument() {
  return getRuleContexts<StfParser::ArgumentContext>();
}

StfParser::ArgumentContext* StfParser::ArgumentsContext::argument(size_t i) {
  return getRuleContext<StfParser::ArgumentContext>(i);
}

tree::TerminalNode* StfParser::ArgumentsContext::NL() {
  return getToken(StfParser::NL, 0);
}

std::vector<tree::TerminalNode *> StfParser::ArgumentsContext::CR() {
  return getTokens(StfParser::CR);
}

tree::TerminalNode* StfParser::ArgumentsContext::CR(size_t i) {
  return getToken(StfParser::CR, i);
}


size_t StfParser::ArgumentsContext::getRuleIndex() const {
  return StfParser::RuleArguments;
}


StfParser::ArgumentsContext* StfParser::arguments() {
  ArgumentsContext *_localctx = _tracker.createInstance<ArgumentsContext>(_ctx, getState());
  enterRule(_localctx, 20, StfParser::RuleArguments);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(106);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == StfParser::BLANKS) {
      setState(105);
      match(StfParser::BLANKS);
    }
    setState(123);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case StfParser::OBJECT: {
        setState(108);
        match(StfParser::OBJECT);
        setState(112);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == StfParser::CR) {
          setState(109);
          match(StfParser::CR);
          setState(114);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case StfParser::PAIR:
      case StfParser::QUOTED_PAIR:
      case StfParser::QUOTE_ENDED_PAIR:
      case StfParser::KEY:
      case StfParser::UPPER_KEY:
      case StfParser::STRAY_EQUALS:
      case StfParser::JUNK: {
        setState(115);
        argument();
        setState(120);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << StfParser::BLANKS)
          | (1ULL << StfParser::PAIR)
          | (1ULL << StfParser::QUOTED_PAIR)
          | (1ULL << StfParser::QUOTE_ENDED_PAIR)
          | (1ULL << StfParser::KEY)
          | (1ULL << StfParser::UPPER_KEY)
          | (1ULL << StfParser::STRAY_EQUALS)
          | (1ULL << StfParser::JUNK))) != 0)) {
          setState(118);
          _errHandler->sync(this);
          switch (_input->LA(1)) {
            case StfParser::BLANKS: {
              setState(116);
              match(StfParser::BLANKS);
              break;
            }

            case StfParser::PAIR:
            case StfParser::QUOTED_PAIR:
            case StfParser::QUOTE_ENDED_PAIR:
            case StfParser::KEY:
            case StfParser::UPPER_KEY:
            case StfParser::STRAY_EQUALS:
            case StfParser::JUNK: {
              setState(117);
              argument();
              break;
            }

          default:
            throw NoViableAltException(this);
          }
          setState(122);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case StfParser::EOF:
      case StfParser::COMMAND:
      case StfParser::BLOCK_COMMAND:
      case StfParser::NL:
      case StfParser::ESCAPED_LINE:
      case StfParser::LINE_COMMENT:
      case StfParser::COMMENT_OPEN:
      case StfParser::STRAY_COMMENT_CLOSE:
      case StfParser::STRAY_END:
      case StfParser::BAD_LINE:
      case StfParser::DATA_LINE:
      case StfParser::BODY_ESCAPED_LINE:
      case StfParser::BODY_LINE_COMMENT:
      case StfParser::BODY_COMMENT_OPEN:
      case StfParser::BODY_STRAY_CLOSE:
      case StfParser::BLOCK_END:
      case StfParser::BODY_BAD_LINE:
      case StfParser::BODY_LINE: {
        break;
      }

    default:
      break;
    }
    setState(126);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == StfParser::NL) {
      setState(125);
      match(StfParser::NL);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ArgumentContext ------------------------------------------------------------------

StfParser::ArgumentContext::ArgumentContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* StfParser::ArgumentContext::PAIR() {
  return getToken(StfParser::PAIR, 0);
}

std::vector<tree::TerminalNode *> StfParser::ArgumentContext::CR() {
  return getTokens(StfParser::CR);
}

tree::TerminalNode* StfParser::ArgumentContext::CR(size_t i) {
  return getToken(StfParser::CR, i);
}

tree::TerminalNode* StfParser::ArgumentContext::QUOTED_PAIR() {
  return getToken(StfParser::QUOTED_PAIR, 0);
}

tree::TerminalNode* StfParser::ArgumentContext::QUOTE_ENDED_PAIR() {
  return getToken(StfParser::QUOTE_ENDED_PAIR, 0);
}

StfParser::KeyContext* StfParser::ArgumentContext::key() {
  return getRuleContext<StfParser::KeyContext>(0);
}

tree::TerminalNode* StfParser::ArgumentContext::EQUALS() {
  return getToken(StfParser::EQUALS, 0);
}

tree::TerminalNode* StfParser::ArgumentContext::SPACED_EQUALS() {
  return getToken(StfParser::SPACED_EQUALS, 0);
}

tree::TerminalNode* StfParser::ArgumentContext::VALUE_BLANKS() {
  return getToken(StfParser::VALUE_BLANKS, 0);
}

StfParser::ValueContext* StfParser::ArgumentContext::value() {
  return getRuleContext<StfParser::ValueContext>(0);
}

std::vector<tree::TerminalNode *> StfParser::ArgumentContext::SKIPPED() {
  return getTokens(StfParser::SKIPPED);
}

tree::TerminalNode* StfParser::ArgumentContext::SKIPPED(size_t i) {
  return getToken(StfParser::SKIPPED, i);
}

tree::TerminalNode* StfParser::ArgumentContext::STRAY_EQUALS() {
  return getToken(StfParser::STRAY_EQUALS, 0);
}

tree::TerminalNode* StfParser::ArgumentContext::JUNK() {
  return getToken(StfParser::JUNK, 0);
}


size_t StfParser::ArgumentContext::getRuleIndex() const {
  return StfParser::RuleArgument;
}


StfParser::ArgumentContext* StfParser::argument() {
  ArgumentContext *_localctx = _tracker.createInstance<ArgumentContext>(_ctx, getState());
  enterRule(_localctx, 22, StfParser::RuleArgument);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(173);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case StfParser::PAIR: {
        enterOuterAlt(_localctx, 1);
        setState(128);
        match(StfParser::PAIR);
        setState(132);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == StfParser::CR) {
          setState(129);
          match(StfParser::CR);
          setState(134);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case StfParser::QUOTED_PAIR: {
        enterOuterAlt(_localctx, 2);
        setState(135);
        match(StfParser::QUOTED_PAIR);
        break;
      }

      case StfParser::QUOTE_ENDED_PAIR: {
        enterOuterAlt(_localctx, 3);
        setState(136);
        match(StfParser::QUOTE_ENDED_PAIR);
        setState(140);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == StfParser::CR) {
          setState(137);
          match(StfParser::CR);
          setState(142);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case StfParser::KEY:
      case StfParser::UPPER_KEY: {
        enterOuterAlt(_localctx, 4);
        setState(143);
        key();
        setState(157);
        _errHandler->sync(this);
        switch (_input->LA(1)) {
          case StfParser::EQUALS:
          case StfParser::SPACED_EQUALS: {
            setState(144);
            _la = _input->LA(1);
            if (!(_la == StfParser::EQUALS

            || _la == StfParser::SPACED_EQUALS)) {
            _errHandler->recoverInline(this);
            }
            else {
              _errHandler->reportMatch(this);
              consume();
            }
            setState(146);
            _errHandler->sync(this);

            _la = _input->LA(1);
            if (_la == StfParser::VALUE_BLANKS) {
              setState(145);
              match(StfParser::VALUE_BLANKS);
            }
            setState(149);
            _errHandler->sync(this);

            _la = _input->LA(1);
            if ((((_la & ~ 0x3fULL) == 0) &&
              ((1ULL << _la) & ((1ULL << StfParser::STRING)
              | (1ULL << StfParser::UNTERMINATED_STRING)
              | (1ULL << StfParser::BARE)
              | (1ULL << StfParser::QUOTE_ENDED))) != 0)) {
              setState(148);
              value();
            }
            break;
          }

          case StfParser::EOF:
          case StfParser::COMMAND:
          case StfParser::BLOCK_COMMAND:
          case StfParser::BLANKS:
          case StfParser::NL:
          case StfParser::ESCAPED_LINE:
          case StfParser::LINE_COMMENT:
          case StfParser::COMMENT_OPEN:
          case StfParser::STRAY_COMMENT_CLOSE:
          case StfParser::STRAY_END:
          case StfParser::BAD_LINE:
          case StfParser::DATA_LINE:
          case StfParser::BODY_ESCAPED_LINE:
          case StfParser::BODY_LINE_COMMENT:
          case StfParser::BODY_COMMENT_OPEN:
          case StfParser::BODY_STRAY_CLOSE:
          case StfParser::BLOCK_END:
          case StfParser::BODY_BAD_LINE:
          case StfParser::BODY_LINE:
          case StfParser::PAIR:
          case StfParser::QUOTED_PAIR:
          case StfParser::QUOTE_ENDED_PAIR:
          case StfParser::KEY:
          case StfParser::UPPER_KEY:
          case StfParser::STRAY_EQUALS:
          case StfParser::JUNK:
          case StfParser::SKIPPED: {
            setState(154);
            _errHandler->sync(this);
            _la = _input->LA(1);
            while (_la == StfParser::SKIPPED) {
              setState(151);
              match(StfParser::SKIPPED);
              setState(156);
              _errHandler->sync(this);
              _la = _input->LA(1);
            }
            break;
          }

        default:
          throw NoViableAltException(this);
        }
        break;
      }

      case StfParser::STRAY_EQUALS: {
        enterOuterAlt(_localctx, 5);
        setState(159);
        match(StfParser::STRAY_EQUALS);
        setState(163);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == StfParser::SKIPPED) {
          setState(160);
          match(StfParser::SKIPPED);
          setState(165);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case StfParser::JUNK: {
        enterOuterAlt(_localctx, 6);
        setState(166);
        match(StfParser::JUNK);
        setState(170);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == StfParser::SKIPPED) {
          setState(167);
          match(StfParser::SKIPPED);
          setState(172);
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

//----------------- KeyContext ------------------------------------------------------------------

StfParser::KeyContext::KeyContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* StfParser::KeyContext::KEY() {
  return getToken(StfParser::KEY, 0);
}

tree::TerminalNode* StfParser::KeyContext::UPPER_KEY() {
  return getToken(StfParser::UPPER_KEY, 0);
}


size_t StfParser::KeyContext::getRuleIndex() const {
  return StfParser::RuleKey;
}


StfParser::KeyContext* StfParser::key() {
  KeyContext *_localctx = _tracker.createInstance<KeyContext>(_ctx, getState());
  enterRule(_localctx, 24, StfParser::RuleKey);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(175);
    _la = _input->LA(1);
    if (!(_la == StfParser::KEY

    || _la == StfParser::UPPER_KEY)) {
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

//----------------- ValueContext ------------------------------------------------------------------

StfParser::ValueContext::ValueContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* StfParser::ValueContext::BARE() {
  return getToken(StfParser::BARE, 0);
}

std::vector<tree::TerminalNode *> StfParser::ValueContext::CR() {
  return getTokens(StfParser::CR);
}

tree::TerminalNode* StfParser::ValueContext::CR(size_t i) {
  return getToken(StfParser::CR, i);
}

tree::TerminalNode* StfParser::ValueContext::QUOTE_ENDED() {
  return getToken(StfParser::QUOTE_ENDED, 0);
}

tree::TerminalNode* StfParser::ValueContext::STRING() {
  return getToken(StfParser::STRING, 0);
}

tree::TerminalNode* StfParser::ValueContext::UNTERMINATED_STRING() {
  return getToken(StfParser::UNTERMINATED_STRING, 0);
}


size_t StfParser::ValueContext::getRuleIndex() const {
  return StfParser::RuleValue;
}


StfParser::ValueContext* StfParser::value() {
  ValueContext *_localctx = _tracker.createInstance<ValueContext>(_ctx, getState());
  enterRule(_localctx, 26, StfParser::RuleValue);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(193);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case StfParser::BARE: {
        enterOuterAlt(_localctx, 1);
        setState(177);
        match(StfParser::BARE);
        setState(181);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == StfParser::CR) {
          setState(178);
          match(StfParser::CR);
          setState(183);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case StfParser::QUOTE_ENDED: {
        enterOuterAlt(_localctx, 2);
        setState(184);
        match(StfParser::QUOTE_ENDED);
        setState(188);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == StfParser::CR) {
          setState(185);
          match(StfParser::CR);
          setState(190);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case StfParser::STRING: {
        enterOuterAlt(_localctx, 3);
        setState(191);
        match(StfParser::STRING);
        break;
      }

      case StfParser::UNTERMINATED_STRING: {
        enterOuterAlt(_localctx, 4);
        setState(192);
        match(StfParser::UNTERMINATED_STRING);
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

// Static vars and initialization.
std::vector<dfa::DFA> StfParser::_decisionToDFA;
atn::PredictionContextCache StfParser::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN StfParser::_atn;
std::vector<uint16_t> StfParser::_serializedATN;

std::vector<std::string> StfParser::_ruleNames = {
  "document", "item", "command", "block", "blockEnd", "strayEnd", "bodyItem", 
  "comment", "bodyComment", "commentItem", "arguments", "argument", "key", 
  "value"
};

std::vector<std::string> StfParser::_literalNames = {
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "'\r'"
};

std::vector<std::string> StfParser::_symbolicNames = {
  "", "NESTED_CLOSE", "COMMAND", "BLOCK_COMMAND", "BLANKS", "NL", "ESCAPED_LINE", 
  "LINE_COMMENT", "COMMENT_OPEN", "STRAY_COMMENT_CLOSE", "STRAY_END", "BAD_LINE", 
  "DATA_LINE", "BODY_ESCAPED_LINE", "BODY_LINE_COMMENT", "BODY_COMMENT_OPEN", 
  "BODY_STRAY_CLOSE", "BLOCK_END", "BODY_BAD_LINE", "BODY_LINE", "NESTED_OPEN", 
  "COMMENT_CLOSE", "IGNORED_LINE", "IGNORED_REST", "OBJECT", "PAIR", "QUOTED_PAIR", 
  "QUOTE_ENDED_PAIR", "KEY", "UPPER_KEY", "STRAY_EQUALS", "JUNK", "EQUALS", 
  "SPACED_EQUALS", "SKIPPED", "VALUE_BLANKS", "STRING", "UNTERMINATED_STRING", 
  "BARE", "QUOTE_ENDED", "CR"
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
    0x3, 0x2a, 0xc6, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 0x9, 
    0x4, 0x4, 0x5, 0x9, 0x5, 0x4, 0x6, 0x9, 0x6, 0x4, 0x7, 0x9, 0x7, 0x4, 
    0x8, 0x9, 0x8, 0x4, 0x9, 0x9, 0x9, 0x4, 0xa, 0x9, 0xa, 0x4, 0xb, 0x9, 
    0xb, 0x4, 0xc, 0x9, 0xc, 0x4, 0xd, 0x9, 0xd, 0x4, 0xe, 0x9, 0xe, 0x4, 
    0xf, 0x9, 0xf, 0x3, 0x2, 0x7, 0x2, 0x20, 0xa, 0x2, 0xc, 0x2, 0xe, 0x2, 
    0x23, 0xb, 0x2, 0x3, 0x2, 0x3, 0x2, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 
    0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x5, 0x3, 0x30, 
    0xa, 0x3, 0x3, 0x4, 0x3, 0x4, 0x3, 0x4, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 
    0x7, 0x5, 0x38, 0xa, 0x5, 0xc, 0x5, 0xe, 0x5, 0x3b, 0xb, 0x5, 0x3, 0x5, 
    0x5, 0x5, 0x3e, 0xa, 0x5, 0x3, 0x6, 0x3, 0x6, 0x5, 0x6, 0x42, 0xa, 0x6, 
    0x3, 0x6, 0x5, 0x6, 0x45, 0xa, 0x6, 0x3, 0x7, 0x3, 0x7, 0x5, 0x7, 0x49, 
    0xa, 0x7, 0x3, 0x7, 0x5, 0x7, 0x4c, 0xa, 0x7, 0x3, 0x8, 0x3, 0x8, 0x3, 
    0x8, 0x3, 0x8, 0x3, 0x8, 0x3, 0x8, 0x5, 0x8, 0x54, 0xa, 0x8, 0x3, 0x9, 
    0x3, 0x9, 0x7, 0x9, 0x58, 0xa, 0x9, 0xc, 0x9, 0xe, 0x9, 0x5b, 0xb, 0x9, 
    0x3, 0x9, 0x5, 0x9, 0x5e, 0xa, 0x9, 0x3, 0xa, 0x3, 0xa, 0x7, 0xa, 0x62, 
    0xa, 0xa, 0xc, 0xa, 0xe, 0xa, 0x65, 0xb, 0xa, 0x3, 0xa, 0x5, 0xa, 0x68, 
    0xa, 0xa, 0x3, 0xb, 0x3, 0xb, 0x3, 0xc, 0x5, 0xc, 0x6d, 0xa, 0xc, 0x3, 
    0xc, 0x3, 0xc, 0x7, 0xc, 0x71, 0xa, 0xc, 0xc, 0xc, 0xe, 0xc, 0x74, 0xb, 
    0xc, 0x3, 0xc, 0x3, 0xc, 0x3, 0xc, 0x7, 0xc, 0x79, 0xa, 0xc, 0xc, 0xc, 
    0xe, 0xc, 0x7c, 0xb, 0xc, 0x5, 0xc, 0x7e, 0xa, 0xc, 0x3, 0xc, 0x5, 0xc, 
    0x81, 0xa, 0xc, 0x3, 0xd, 0x3, 0xd, 0x7, 0xd, 0x85, 0xa, 0xd, 0xc, 0xd, 
    0xe, 0xd, 0x88, 0xb, 0xd, 0x3, 0xd, 0x3, 0xd, 0x3, 0xd, 0x7, 0xd, 0x8d, 
    0xa, 0xd, 0xc, 0xd, 0xe, 0xd, 0x90, 0xb, 0xd, 0x3, 0xd, 0x3, 0xd, 0x3, 
    0xd, 0x5, 0xd, 0x95, 0xa, 0xd, 0x3, 0xd, 0x5, 0xd, 0x98, 0xa, 0xd, 0x3, 
    0xd, 0x7, 0xd, 0x9b, 0xa, 0xd, 0xc, 0xd, 0xe, 0xd, 0x9e, 0xb, 0xd, 0x5, 
    0xd, 0xa0, 0xa, 0xd, 0x3, 0xd, 0x3, 0xd, 0x7, 0xd, 0xa4, 0xa, 0xd, 0xc, 
    0xd, 0xe, 0xd, 0xa7, 0xb, 0xd, 0x3, 0xd, 0x3, 0xd, 0x7, 0xd, 0xab, 0xa, 
    0xd, 0xc, 0xd, 0xe, 0xd, 0xae, 0xb, 0xd, 0x5, 0xd, 0xb0, 0xa, 0xd, 0x3, 
    0xe, 0x3, 0xe, 0x3, 0xf, 0x3, 0xf, 0x7, 0xf, 0xb6, 0xa, 0xf, 0xc, 0xf, 
    0xe, 0xf, 0xb9, 0xb, 0xf, 0x3, 0xf, 0x3, 0xf, 0x7, 0xf, 0xbd, 0xa, 0xf, 
    0xc, 0xf, 0xe, 0xf, 0xc0, 0xb, 0xf, 0x3, 0xf, 0x3, 0xf, 0x5, 0xf, 0xc4, 
    0xa, 0xf, 0x3, 0xf, 0x2, 0x2, 0x10, 0x2, 0x4, 0x6, 0x8, 0xa, 0xc, 0xe, 
    0x10, 0x12, 0x14, 0x16, 0x18, 0x1a, 0x1c, 0x2, 0x5, 0x5, 0x2, 0x3, 0x3, 
    0x16, 0x16, 0x18, 0x18, 0x3, 0x2, 0x22, 0x23, 0x3, 0x2, 0x1e, 0x1f, 
    0x2, 0xe8, 0x2, 0x21, 0x3, 0x2, 0x2, 0x2, 0x4, 0x2f, 0x3, 0x2, 0x2, 
    0x2, 0x6, 0x31, 0x3, 0x2, 0x2, 0x2, 0x8, 0x34, 0x3, 0x2, 0x2, 0x2, 0xa, 
    0x3f, 0x3, 0x2, 0x2, 0x2, 0xc, 0x46, 0x3, 0x2, 0x2, 0x2, 0xe, 0x53, 
    0x3, 0x2, 0x2, 0x2, 0x10, 0x55, 0x3, 0x2, 0x2, 0x2, 0x12, 0x5f, 0x3, 
    0x2, 0x2, 0x2, 0x14, 0x69, 0x3, 0x2, 0x2, 0x2, 0x16, 0x6c, 0x3, 0x2, 
    0x2, 0x2, 0x18, 0xaf, 0x3, 0x2, 0x2, 0x2, 0x1a, 0xb1, 0x3, 0x2, 0x2, 
    0x2, 0x1c, 0xc3, 0x3, 0x2, 0x2, 0x2, 0x1e, 0x20, 0x5, 0x4, 0x3, 0x2, 
    0x1f, 0x1e, 0x3, 0x2, 0x2, 0x2, 0x20, 0x23, 0x3, 0x2, 0x2, 0x2, 0x21, 
    0x1f, 0x3, 0x2, 0x2, 0x2, 0x21, 0x22, 0x3, 0x2, 0x2, 0x2, 0x22, 0x24, 
    0x3, 0x2, 0x2, 0x2, 0x23, 0x21, 0x3, 0x2, 0x2, 0x2, 0x24, 0x25, 0x7, 
    0x2, 0x2, 0x3, 0x25, 0x3, 0x3, 0x2, 0x2, 0x2, 0x26, 0x30, 0x5, 0x8, 
    0x5, 0x2, 0x27, 0x30, 0x5, 0x10, 0x9, 0x2, 0x28, 0x30, 0x5, 0x6, 0x4, 
    0x2, 0x29, 0x30, 0x5, 0xc, 0x7, 0x2, 0x2a, 0x30, 0x7, 0xe, 0x2, 0x2, 
    0x2b, 0x30, 0x7, 0x8, 0x2, 0x2, 0x2c, 0x30, 0x7, 0x9, 0x2, 0x2, 0x2d, 
    0x30, 0x7, 0xd, 0x2, 0x2, 0x2e, 0x30, 0x7, 0xb, 0x2, 0x2, 0x2f, 0x26, 
    0x3, 0x2, 0x2, 0x2, 0x2f, 0x27, 0x3, 0x2, 0x2, 0x2, 0x2f, 0x28, 0x3, 
    0x2, 0x2, 0x2, 0x2f, 0x29, 0x3, 0x2, 0x2, 0x2, 0x2f, 0x2a, 0x3, 0x2, 
    0x2, 0x2, 0x2f, 0x2b, 0x3, 0x2, 0x2, 0x2, 0x2f, 0x2c, 0x3, 0x2, 0x2, 
    0x2, 0x2f, 0x2d, 0x3, 0x2, 0x2, 0x2, 0x2f, 0x2e, 0x3, 0x2, 0x2, 0x2, 
    0x30, 0x5, 0x3, 0x2, 0x2, 0x2, 0x31, 0x32, 0x7, 0x4, 0x2, 0x2, 0x32, 
    0x33, 0x5, 0x16, 0xc, 0x2, 0x33, 0x7, 0x3, 0x2, 0x2, 0x2, 0x34, 0x35, 
    0x7, 0x5, 0x2, 0x2, 0x35, 0x39, 0x5, 0x16, 0xc, 0x2, 0x36, 0x38, 0x5, 
    0xe, 0x8, 0x2, 0x37, 0x36, 0x3, 0x2, 0x2, 0x2, 0x38, 0x3b, 0x3, 0x2, 
    0x2, 0x2, 0x39, 0x37, 0x3, 0x2, 0x2, 0x2, 0x39, 0x3a, 0x3, 0x2, 0x2, 
    0x2, 0x3a, 0x3d, 0x3, 0x2, 0x2, 0x2, 0x3b, 0x39, 0x3, 0x2, 0x2, 0x2, 
    0x3c, 0x3e, 0x5, 0xa, 0x6, 0x2, 0x3d, 0x3c, 0x3, 0x2, 0x2, 0x2, 0x3d, 
    0x3e, 0x3, 0x2, 0x2, 0x2, 0x3e, 0x9, 0x3, 0x2, 0x2, 0x2, 0x3f, 0x41, 
    0x7, 0x13, 0x2, 0x2, 0x40, 0x42, 0x7, 0x19, 0x2, 0x2, 0x41, 0x40, 0x3, 
    0x2, 0x2, 0x2, 0x41, 0x42, 0x3, 0x2, 0x2, 0x2, 0x42, 0x44, 0x3, 0x2, 
    0x2, 0x2, 0x43, 0x45, 0x7, 0x7, 0x2, 0x2, 0x44, 0x43, 0x3, 0x2, 0x2, 
    0x2, 0x44, 0x45, 0x3, 0x2, 0x2, 0x2, 0x45, 0xb, 0x3, 0x2, 0x2, 0x2, 
    0x46, 0x48, 0x7, 0xc, 0x2, 0x2, 0x47, 0x49, 0x7, 0x19, 0x2, 0x2, 0x48, 
    0x47, 0x3, 0x2, 0x2, 0x2, 0x48, 0x49, 0x3, 0x2, 0x2, 0x2, 0x49, 0x4b, 
    0x3, 0x2, 0x2, 0x2, 0x4a, 0x4c, 0x7, 0x7, 0x2, 0x2, 0x4b, 0x4a, 0x3, 
    0x2, 0x2, 0x2, 0x4b, 0x4c, 0x3, 0x2, 0x2, 0x2, 0x4c, 0xd, 0x3, 0x2, 
    0x2, 0x2, 0x4d, 0x54, 0x7, 0x15, 0x2, 0x2, 0x4e, 0x54, 0x7, 0xf, 0x2, 
    0x2, 0x4f, 0x54, 0x7, 0x10, 0x2, 0x2, 0x50, 0x54, 0x7, 0x14, 0x2, 0x2, 
    0x51, 0x54, 0x7, 0x12, 0x2, 0x2, 0x52, 0x54, 0x5, 0x12, 0xa, 0x2, 0x53, 
    0x4d, 0x3, 0x2, 0x2, 0x2, 0x53, 0x4e, 0x3, 0x2, 0x2, 0x2, 0x53, 0x4f, 
    0x3, 0x2, 0x2, 0x2, 0x53, 0x50, 0x3, 0x2, 0x2, 0x2, 0x53, 0x51, 0x3, 
    0x2, 0x2, 0x2, 0x53, 0x52, 0x3, 0x2, 0x2, 0x2, 0x54, 0xf, 0x3, 0x2, 
    0x2, 0x2, 0x55, 0x59, 0x7, 0xa, 0x2, 0x2, 0x56, 0x58, 0x5, 0x14, 0xb, 
    0x2, 0x57, 0x56, 0x3, 0x2, 0x2, 0x2, 0x58, 0x5b, 0x3, 0x2, 0x2, 0x2, 
    0x59, 0x57, 0x3, 0x2, 0x2, 0x2, 0x59, 0x5a, 0x3, 0x2, 0x2, 0x2, 0x5a, 
    0x5d, 0x3, 0x2, 0x2, 0x2, 0x5b, 0x59, 0x3, 0x2, 0x2, 0x2, 0x5c, 0x5e, 
    0x7, 0x17, 0x2, 0x2, 0x5d, 0x5c, 0x3, 0x2, 0x2, 0x2, 0x5d, 0x5e, 0x3, 
    0x2, 0x2, 0x2, 0x5e, 0x11, 0x3, 0x2, 0x2, 0x2, 0x5f, 0x63, 0x7, 0x11, 
    0x2, 0x2, 0x60, 0x62, 0x5, 0x14, 0xb, 0x2, 0x61, 0x60, 0x3, 0x2, 0x2, 
    0x2, 0x62, 0x65, 0x3, 0x2, 0x2, 0x2, 0x63, 0x61, 0x3, 0x2, 0x2, 0x2, 
    0x63, 0x64, 0x3, 0x2, 0x2, 0x2, 0x64, 0x67, 0x3, 0x2, 0x2, 0x2, 0x65, 
    0x63, 0x3, 0x2, 0x2, 0x2, 0x66, 0x68, 0x7, 0x17, 0x2, 0x2, 0x67, 0x66, 
    0x3, 0x2, 0x2, 0x2, 0x67, 0x68, 0x3, 0x2, 0x2, 0x2, 0x68, 0x13, 0x3, 
    0x2, 0x2, 0x2, 0x69, 0x6a, 0x9, 0x2, 0x2, 0x2, 0x6a, 0x15, 0x3, 0x2, 
    0x2, 0x2, 0x6b, 0x6d, 0x7, 0x6, 0x2, 0x2, 0x6c, 0x6b, 0x3, 0x2, 0x2, 
    0x2, 0x6c, 0x6d, 0x3, 0x2, 0x2, 0x2, 0x6d, 0x7d, 0x3, 0x2, 0x2, 0x2, 
    0x6e, 0x72, 0x7, 0x1a, 0x2, 0x2, 0x6f, 0x71, 0x7, 0x2a, 0x2, 0x2, 0x70, 
    0x6f, 0x3, 0x2, 0x2, 0x2, 0x71, 0x74, 0x3, 0x2, 0x2, 0x2, 0x72, 0x70, 
    0x3, 0x2, 0x2, 0x2, 0x72, 0x73, 0x3, 0x2, 0x2, 0x2, 0x73, 0x7e, 0x3, 
    0x2, 0x2, 0x2, 0x74, 0x72, 0x3, 0x2, 0x2, 0x2, 0x75, 0x7a, 0x5, 0x18, 
    0xd, 0x2, 0x76, 0x79, 0x7, 0x6, 0x2, 0x2, 0x77, 0x79, 0x5, 0x18, 0xd, 
    0x2, 0x78, 0x76, 0x3, 0x2, 0x2, 0x2, 0x78, 0x77, 0x3, 0x2, 0x2, 0x2, 
    0x79, 0x7c, 0x3, 0x2, 0x2, 0x2, 0x7a, 0x78, 0x3, 0x2, 0x2, 0x2, 0x7a, 
    0x7b, 0x3, 0x2, 0x2, 0x2, 0x7b, 0x7e, 0x3, 0x2, 0x2, 0x2, 0x7c, 0x7a, 
    0x3, 0x2, 0x2, 0x2, 0x7d, 0x6e, 0x3, 0x2, 0x2, 0x2, 0x7d, 0x75, 0x3, 
    0x2, 0x2, 0x2, 0x7d, 0x7e, 0x3, 0x2, 0x2, 0x2, 0x7e, 0x80, 0x3, 0x2, 
    0x2, 0x2, 0x7f, 0x81, 0x7, 0x7, 0x2, 0x2, 0x80, 0x7f, 0x3, 0x2, 0x2, 
    0x2, 0x80, 0x81, 0x3, 0x2, 0x2, 0x2, 0x81, 0x17, 0x3, 0x2, 0x2, 0x2, 
    0x82, 0x86, 0x7, 0x1b, 0x2, 0x2, 0x83, 0x85, 0x7, 0x2a, 0x2, 0x2, 0x84, 
    0x83, 0x3, 0x2, 0x2, 0x2, 0x85, 0x88, 0x3, 0x2, 0x2, 0x2, 0x86, 0x84, 
    0x3, 0x2, 0x2, 0x2, 0x86, 0x87, 0x3, 0x2, 0x2, 0x2, 0x87, 0xb0, 0x3, 
    0x2, 0x2, 0x2, 0x88, 0x86, 0x3, 0x2, 0x2, 0x2, 0x89, 0xb0, 0x7, 0x1c, 
    0x2, 0x2, 0x8a, 0x8e, 0x7, 0x1d, 0x2, 0x2, 0x8b, 0x8d, 0x7, 0x2a, 0x2, 
    0x2, 0x8c, 0x8b, 0x3, 0x2, 0x2, 0x2, 0x8d, 0x90, 0x3, 0x2, 0x2, 0x2, 
    0x8e, 0x8c, 0x3, 0x2, 0x2, 0x2, 0x8e, 0x8f, 0x3, 0x2, 0x2, 0x2, 0x8f, 
    0xb0, 0x3, 0x2, 0x2, 0x2, 0x90, 0x8e, 0x3, 0x2, 0x2, 0x2, 0x91, 0x9f, 
    0x5, 0x1a, 0xe, 0x2, 0x92, 0x94, 0x9, 0x3, 0x2, 0x2, 0x93, 0x95, 0x7, 
    0x25, 0x2, 0x2, 0x94, 0x93, 0x3, 0x2, 0x2, 0x2, 0x94, 0x95, 0x3, 0x2, 
    0x2, 0x2, 0x95, 0x97, 0x3, 0x2, 0x2, 0x2, 0x96, 0x98, 0x5, 0x1c, 0xf, 
    0x2, 0x97, 0x96, 0x3, 0x2, 0x2, 0x2, 0x97, 0x98, 0x3, 0x2, 0x2, 0x2, 
    0x98, 0xa0, 0x3, 0x2, 0x2, 0x2, 0x99, 0x9b, 0x7, 0x24, 0x2, 0x2, 0x9a, 
    0x99, 0x3, 0x2, 0x2, 0x2, 0x9b, 0x9e, 0x3, 0x2, 0x2, 0x2, 0x9c, 0x9a, 
    0x3, 0x2, 0x2, 0x2, 0x9c, 0x9d, 0x3, 0x2, 0x2, 0x2, 0x9d, 0xa0, 0x3, 
    0x2, 0x2, 0x2, 0x9e, 0x9c, 0x3, 0x2, 0x2, 0x2, 0x9f, 0x92, 0x3, 0x2, 
    0x2, 0x2, 0x9f, 0x9c, 0x3, 0x2, 0x2, 0x2, 0xa0, 0xb0, 0x3, 0x2, 0x2, 
    0x2, 0xa1, 0xa5, 0x7, 0x20, 0x2, 0x2, 0xa2, 0xa4, 0x7, 0x24, 0x2, 0x2, 
    0xa3, 0xa2, 0x3, 0x2, 0x2, 0x2, 0xa4, 0xa7, 0x3, 0x2, 0x2, 0x2, 0xa5, 
    0xa3, 0x3, 0x2, 0x2, 0x2, 0xa5, 0xa6, 0x3, 0x2, 0x2, 0x2, 0xa6, 0xb0, 
    0x3, 0x2, 0x2, 0x2, 0xa7, 0xa5, 0x3, 0x2, 0x2, 0x2, 0xa8, 0xac, 0x7, 
    0x21, 0x2, 0x2, 0xa9, 0xab, 0x7, 0x24, 0x2, 0x2, 0xaa, 0xa9, 0x3, 0x2, 
    0x2, 0x2, 0xab, 0xae, 0x3, 0x2, 0x2, 0x2, 0xac, 0xaa, 0x3, 0x2, 0x2, 
    0x2, 0xac, 0xad, 0x3, 0x2, 0x2, 0x2, 0xad, 0xb0, 0x3, 0x2, 0x2, 0x2, 
    0xae, 0xac, 0x3, 0x2, 0x2, 0x2, 0xaf, 0x82, 0x3, 0x2, 0x2, 0x2, 0xaf, 
    0x89, 0x3, 0x2, 0x2, 0x2, 0xaf, 0x8a, 0x3, 0x2, 0x2, 0x2, 0xaf, 0x91, 
    0x3, 0x2, 0x2, 0x2, 0xaf, 0xa1, 0x3, 0x2, 0x2, 0x2, 0xaf, 0xa8, 0x3, 
    0x2, 0x2, 0x2, 0xb0, 0x19, 0x3, 0x2, 0x2, 0x2, 0xb1, 0xb2, 0x9, 0x4, 
    0x2, 0x2, 0xb2, 0x1b, 0x3, 0x2, 0x2, 0x2, 0xb3, 0xb7, 0x7, 0x28, 0x2, 
    0x2, 0xb4, 0xb6, 0x7, 0x2a, 0x2, 0x2, 0xb5, 0xb4, 0x3, 0x2, 0x2, 0x2, 
    0xb6, 0xb9, 0x3, 0x2, 0x2, 0x2, 0xb7, 0xb5, 0x3, 0x2, 0x2, 0x2, 0xb7, 
    0xb8, 0x3, 0x2, 0x2, 0x2, 0xb8, 0xc4, 0x3, 0x2, 0x2, 0x2, 0xb9, 0xb7, 
    0x3, 0x2, 0x2, 0x2, 0xba, 0xbe, 0x7, 0x29, 0x2, 0x2, 0xbb, 0xbd, 0x7, 
    0x2a, 0x2, 0x2, 0xbc, 0xbb, 0x3, 0x2, 0x2, 0x2, 0xbd, 0xc0, 0x3, 0x2, 
    0x2, 0x2, 0xbe, 0xbc, 0x3, 0x2, 0x2, 0x2, 0xbe, 0xbf, 0x3, 0x2, 0x2, 
    0x2, 0xbf, 0xc4, 0x3, 0x2, 0x2, 0x2, 0xc0, 0xbe, 0x3, 0x2, 0x2, 0x2, 
    0xc1, 0xc4, 0x7, 0x26, 0x2, 0x2, 0xc2, 0xc4, 0x7, 0x27, 0x2, 0x2, 0xc3, 
    0xb3, 0x3, 0x2, 0x2, 0x2, 0xc3, 0xba, 0x3, 0x2, 0x2, 0x2, 0xc3, 0xc1, 
    0x3, 0x2, 0x2, 0x2, 0xc3, 0xc2, 0x3, 0x2, 0x2, 0x2, 0xc4, 0x1d, 0x3, 
    0x2, 0x2, 0x2, 0x21, 0x21, 0x2f, 0x39, 0x3d, 0x41, 0x44, 0x48, 0x4b, 
    0x53, 0x59, 0x5d, 0x63, 0x67, 0x6c, 0x72, 0x78, 0x7a, 0x7d, 0x80, 0x86, 
    0x8e, 0x94, 0x97, 0x9c, 0x9f, 0xa5, 0xac, 0xaf, 0xb7, 0xbe, 0xc3, 
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
