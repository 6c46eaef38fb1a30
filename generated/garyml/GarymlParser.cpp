
// Generated from ./GarymlParser.g4 by ANTLR 4.7.2



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


//----------------- RunContext ------------------------------------------------------------------

GarymlParser::RunContext::RunContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

GarymlParser::SectionContext* GarymlParser::RunContext::section() {
  return getRuleContext<GarymlParser::SectionContext>(0);
}

tree::TerminalNode* GarymlParser::RunContext::EOF() {
  return getToken(GarymlParser::EOF, 0);
}


size_t GarymlParser::RunContext::getRuleIndex() const {
  return GarymlParser::RuleRun;
}


GarymlParser::RunContext* GarymlParser::run() {
  RunContext *_localctx = _tracker.createInstance<RunContext>(_ctx, getState());
  enterRule(_localctx, 0, GarymlParser::RuleRun);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(26);
    section();
    setState(27);
    match(GarymlParser::EOF);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SectionContext ------------------------------------------------------------------

GarymlParser::SectionContext::SectionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<GarymlParser::KeywordLineContext *> GarymlParser::SectionContext::keywordLine() {
  return getRuleContexts<GarymlParser::KeywordLineContext>();
}

GarymlParser::KeywordLineContext* GarymlParser::SectionContext::keywordLine(size_t i) {
  return getRuleContext<GarymlParser::KeywordLineContext>(i);
}

std::vector<GarymlParser::ParameterLineContext *> GarymlParser::SectionContext::parameterLine() {
  return getRuleContexts<GarymlParser::ParameterLineContext>();
}

GarymlParser::ParameterLineContext* GarymlParser::SectionContext::parameterLine(size_t i) {
  return getRuleContext<GarymlParser::ParameterLineContext>(i);
}

std::vector<GarymlParser::TextLineContext *> GarymlParser::SectionContext::textLine() {
  return getRuleContexts<GarymlParser::TextLineContext>();
}

GarymlParser::TextLineContext* GarymlParser::SectionContext::textLine(size_t i) {
  return getRuleContext<GarymlParser::TextLineContext>(i);
}

std::vector<GarymlParser::TextBlockContext *> GarymlParser::SectionContext::textBlock() {
  return getRuleContexts<GarymlParser::TextBlockContext>();
}

GarymlParser::TextBlockContext* GarymlParser::SectionContext::textBlock(size_t i) {
  return getRuleContext<GarymlParser::TextBlockContext>(i);
}

std::vector<GarymlParser::CodeBlockContext *> GarymlParser::SectionContext::codeBlock() {
  return getRuleContexts<GarymlParser::CodeBlockContext>();
}

GarymlParser::CodeBlockContext* GarymlParser::SectionContext::codeBlock(size_t i) {
  return getRuleContext<GarymlParser::CodeBlockContext>(i);
}

std::vector<GarymlParser::StrayLineContext *> GarymlParser::SectionContext::strayLine() {
  return getRuleContexts<GarymlParser::StrayLineContext>();
}

GarymlParser::StrayLineContext* GarymlParser::SectionContext::strayLine(size_t i) {
  return getRuleContext<GarymlParser::StrayLineContext>(i);
}

std::vector<GarymlParser::NestedContext *> GarymlParser::SectionContext::nested() {
  return getRuleContexts<GarymlParser::NestedContext>();
}

GarymlParser::NestedContext* GarymlParser::SectionContext::nested(size_t i) {
  return getRuleContext<GarymlParser::NestedContext>(i);
}


size_t GarymlParser::SectionContext::getRuleIndex() const {
  return GarymlParser::RuleSection;
}


GarymlParser::SectionContext* GarymlParser::section() {
  SectionContext *_localctx = _tracker.createInstance<SectionContext>(_ctx, getState());
  enterRule(_localctx, 2, GarymlParser::RuleSection);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(38);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << GarymlParser::INDENT)
      | (1ULL << GarymlParser::DIRECTIVE_LINE)
      | (1ULL << GarymlParser::COMMAND_LINE)
      | (1ULL << GarymlParser::DIRECTIVE)
      | (1ULL << GarymlParser::COMMAND)
      | (1ULL << GarymlParser::NO_NAME)
      | (1ULL << GarymlParser::PARAM_TRUE)
      | (1ULL << GarymlParser::PARAM_FALSE)
      | (1ULL << GarymlParser::PARAM_INTEGER)
      | (1ULL << GarymlParser::PARAM_DECIMAL)
      | (1ULL << GarymlParser::PARAM_REFERENCE)
      | (1ULL << GarymlParser::PARAM_QUOTED)
      | (1ULL << GarymlParser::PARAM_TEXT)
      | (1ULL << GarymlParser::PARAM_KEY)
      | (1ULL << GarymlParser::TEXT_LINE)
      | (1ULL << GarymlParser::TEXT_LINE_START)
      | (1ULL << GarymlParser::TEXT_OPEN_BARE)
      | (1ULL << GarymlParser::TEXT_OPEN)
      | (1ULL << GarymlParser::CODE_OPEN)
      | (1ULL << GarymlParser::STRAY_LINE))) != 0)) {
      setState(36);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case GarymlParser::DIRECTIVE_LINE:
        case GarymlParser::COMMAND_LINE:
        case GarymlParser::DIRECTIVE:
        case GarymlParser::COMMAND: {
          setState(29);
          keywordLine();
          break;
        }

        case GarymlParser::PARAM_TRUE:
        case GarymlParser::PARAM_FALSE:
        case GarymlParser::PARAM_INTEGER:
        case GarymlParser::PARAM_DECIMAL:
        case GarymlParser::PARAM_REFERENCE:
        case GarymlParser::PARAM_QUOTED:
        case GarymlParser::PARAM_TEXT:
        case GarymlParser::PARAM_KEY: {
          setState(30);
          parameterLine();
          break;
        }

        case GarymlParser::TEXT_LINE:
        case GarymlParser::TEXT_LINE_START: {
          setState(31);
          textLine();
          break;
        }

        case GarymlParser::TEXT_OPEN_BARE:
        case GarymlParser::TEXT_OPEN: {
          setState(32);
          textBlock();
          break;
        }

        case GarymlParser::CODE_OPEN: {
          setState(33);
          codeBlock();
          break;
        }

        case GarymlParser::NO_NAME:
        case GarymlParser::STRAY_LINE: {
          setState(34);
          strayLine();
          break;
        }

        case GarymlParser::INDENT: {
          setState(35);
          nested();
          break;
        }

      default:
        throw NoViableAltException(this);
      }
      setState(40);
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

//----------------- NestedContext ------------------------------------------------------------------

GarymlParser::NestedContext::NestedContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::NestedContext::INDENT() {
  return getToken(GarymlParser::INDENT, 0);
}

GarymlParser::SectionContext* GarymlParser::NestedContext::section() {
  return getRuleContext<GarymlParser::SectionContext>(0);
}

tree::TerminalNode* GarymlParser::NestedContext::DEDENT() {
  return getToken(GarymlParser::DEDENT, 0);
}


size_t GarymlParser::NestedContext::getRuleIndex() const {
  return GarymlParser::RuleNested;
}


GarymlParser::NestedContext* GarymlParser::nested() {
  NestedContext *_localctx = _tracker.createInstance<NestedContext>(_ctx, getState());
  enterRule(_localctx, 4, GarymlParser::RuleNested);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(41);
    match(GarymlParser::INDENT);
    setState(42);
    section();
    setState(43);
    match(GarymlParser::DEDENT);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- KeywordLineContext ------------------------------------------------------------------

GarymlParser::KeywordLineContext::KeywordLineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::KeywordLineContext::DIRECTIVE_LINE() {
  return getToken(GarymlParser::DIRECTIVE_LINE, 0);
}

tree::TerminalNode* GarymlParser::KeywordLineContext::COMMAND_LINE() {
  return getToken(GarymlParser::COMMAND_LINE, 0);
}

GarymlParser::InlineFormContext* GarymlParser::KeywordLineContext::inlineForm() {
  return getRuleContext<GarymlParser::InlineFormContext>(0);
}

tree::TerminalNode* GarymlParser::KeywordLineContext::DIRECTIVE() {
  return getToken(GarymlParser::DIRECTIVE, 0);
}

tree::TerminalNode* GarymlParser::KeywordLineContext::COMMAND() {
  return getToken(GarymlParser::COMMAND, 0);
}


size_t GarymlParser::KeywordLineContext::getRuleIndex() const {
  return GarymlParser::RuleKeywordLine;
}


GarymlParser::KeywordLineContext* GarymlParser::keywordLine() {
  KeywordLineContext *_localctx = _tracker.createInstance<KeywordLineContext>(_ctx, getState());
  enterRule(_localctx, 6, GarymlParser::RuleKeywordLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(49);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case GarymlParser::DIRECTIVE_LINE: {
        enterOuterAlt(_localctx, 1);
        setState(45);
        match(GarymlParser::DIRECTIVE_LINE);
        break;
      }

      case GarymlParser::COMMAND_LINE: {
        enterOuterAlt(_localctx, 2);
        setState(46);
        match(GarymlParser::COMMAND_LINE);
        break;
      }

      case GarymlParser::DIRECTIVE:
      case GarymlParser::COMMAND: {
        enterOuterAlt(_localctx, 3);
        setState(47);
        _la = _input->LA(1);
        if (!(_la == GarymlParser::DIRECTIVE

        || _la == GarymlParser::COMMAND)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(48);
        inlineForm();
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

//----------------- InlineFormContext ------------------------------------------------------------------

GarymlParser::InlineFormContext::InlineFormContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::InlineFormContext::NL() {
  return getToken(GarymlParser::NL, 0);
}

tree::TerminalNode* GarymlParser::InlineFormContext::CONTENT_COLON() {
  return getToken(GarymlParser::CONTENT_COLON, 0);
}

GarymlParser::ValueContext* GarymlParser::InlineFormContext::value() {
  return getRuleContext<GarymlParser::ValueContext>(0);
}

tree::TerminalNode* GarymlParser::InlineFormContext::INLINE_KEY() {
  return getToken(GarymlParser::INLINE_KEY, 0);
}

std::vector<GarymlParser::PairContext *> GarymlParser::InlineFormContext::pair() {
  return getRuleContexts<GarymlParser::PairContext>();
}

GarymlParser::PairContext* GarymlParser::InlineFormContext::pair(size_t i) {
  return getRuleContext<GarymlParser::PairContext>(i);
}

GarymlParser::MalformedContext* GarymlParser::InlineFormContext::malformed() {
  return getRuleContext<GarymlParser::MalformedContext>(0);
}


size_t GarymlParser::InlineFormContext::getRuleIndex() const {
  return GarymlParser::RuleInlineForm;
}


GarymlParser::InlineFormContext* GarymlParser::inlineForm() {
  InlineFormContext *_localctx = _tracker.createInstance<InlineFormContext>(_ctx, getState());
  enterRule(_localctx, 8, GarymlParser::RuleInlineForm);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(70);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case GarymlParser::NL: {
        enterOuterAlt(_localctx, 1);
        setState(51);
        match(GarymlParser::NL);
        break;
      }

      case GarymlParser::CONTENT_COLON: {
        enterOuterAlt(_localctx, 2);
        setState(52);
        match(GarymlParser::CONTENT_COLON);
        setState(54);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << GarymlParser::TRUE)
          | (1ULL << GarymlParser::FALSE)
          | (1ULL << GarymlParser::INTEGER)
          | (1ULL << GarymlParser::DECIMAL)
          | (1ULL << GarymlParser::REFERENCE)
          | (1ULL << GarymlParser::QUOTED)
          | (1ULL << GarymlParser::UNCLOSED_QUOTE)
          | (1ULL << GarymlParser::QUOTE_THEN_TEXT)
          | (1ULL << GarymlParser::TEXT)
          | (1ULL << GarymlParser::EMPTY_VALUE))) != 0)) {
          setState(53);
          value();
        }
        break;
      }

      case GarymlParser::INLINE_KEY: {
        enterOuterAlt(_localctx, 3);
        setState(56);
        match(GarymlParser::INLINE_KEY);
        setState(58);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << GarymlParser::TRUE)
          | (1ULL << GarymlParser::FALSE)
          | (1ULL << GarymlParser::INTEGER)
          | (1ULL << GarymlParser::DECIMAL)
          | (1ULL << GarymlParser::REFERENCE)
          | (1ULL << GarymlParser::QUOTED)
          | (1ULL << GarymlParser::UNCLOSED_QUOTE)
          | (1ULL << GarymlParser::QUOTE_THEN_TEXT)
          | (1ULL << GarymlParser::TEXT)
          | (1ULL << GarymlParser::EMPTY_VALUE))) != 0)) {
          setState(57);
          value();
        }
        break;
      }

      case GarymlParser::PAIR_KEY:
      case GarymlParser::PAIR_TRUE:
      case GarymlParser::PAIR_FALSE:
      case GarymlParser::PAIR_INTEGER:
      case GarymlParser::PAIR_DECIMAL:
      case GarymlParser::PAIR_REFERENCE:
      case GarymlParser::PAIR_QUOTED:
      case GarymlParser::PAIR_QUOTE_THEN_TEXT:
      case GarymlParser::PAIR_TEXT: {
        enterOuterAlt(_localctx, 4);
        setState(61); 
        _errHandler->sync(this);
        _la = _input->LA(1);
        do {
          setState(60);
          pair();
          setState(63); 
          _errHandler->sync(this);
          _la = _input->LA(1);
        } while ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << GarymlParser::PAIR_KEY)
          | (1ULL << GarymlParser::PAIR_TRUE)
          | (1ULL << GarymlParser::PAIR_FALSE)
          | (1ULL << GarymlParser::PAIR_INTEGER)
          | (1ULL << GarymlParser::PAIR_DECIMAL)
          | (1ULL << GarymlParser::PAIR_REFERENCE)
          | (1ULL << GarymlParser::PAIR_QUOTED)
          | (1ULL << GarymlParser::PAIR_QUOTE_THEN_TEXT)
          | (1ULL << GarymlParser::PAIR_TEXT))) != 0));
        setState(67);
        _errHandler->sync(this);
        switch (_input->LA(1)) {
          case GarymlParser::NL: {
            setState(65);
            match(GarymlParser::NL);
            break;
          }

          case GarymlParser::GAP:
          case GarymlParser::INLINE_JUNK: {
            setState(66);
            malformed();
            break;
          }

          case GarymlParser::EOF:
          case GarymlParser::INDENT:
          case GarymlParser::DEDENT:
          case GarymlParser::DIRECTIVE_LINE:
          case GarymlParser::COMMAND_LINE:
          case GarymlParser::DIRECTIVE:
          case GarymlParser::COMMAND:
          case GarymlParser::NO_NAME:
          case GarymlParser::PARAM_TRUE:
          case GarymlParser::PARAM_FALSE:
          case GarymlParser::PARAM_INTEGER:
          case GarymlParser::PARAM_DECIMAL:
          case GarymlParser::PARAM_REFERENCE:
          case GarymlParser::PARAM_QUOTED:
          case GarymlParser::PARAM_TEXT:
          case GarymlParser::PARAM_KEY:
          case GarymlParser::TEXT_LINE:
          case GarymlParser::TEXT_LINE_START:
          case GarymlParser::TEXT_OPEN_BARE:
          case GarymlParser::TEXT_OPEN:
          case GarymlParser::CODE_OPEN:
          case GarymlParser::STRAY_LINE: {
            break;
          }

        default:
          break;
        }
        break;
      }

      case GarymlParser::GAP:
      case GarymlParser::INLINE_JUNK: {
        enterOuterAlt(_localctx, 5);
        setState(69);
        malformed();
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

//----------------- PairContext ------------------------------------------------------------------

GarymlParser::PairContext::PairContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::PairContext::PAIR_KEY() {
  return getToken(GarymlParser::PAIR_KEY, 0);
}

GarymlParser::ValueContext* GarymlParser::PairContext::value() {
  return getRuleContext<GarymlParser::ValueContext>(0);
}

tree::TerminalNode* GarymlParser::PairContext::PAIR_TRUE() {
  return getToken(GarymlParser::PAIR_TRUE, 0);
}

tree::TerminalNode* GarymlParser::PairContext::PAIR_FALSE() {
  return getToken(GarymlParser::PAIR_FALSE, 0);
}

tree::TerminalNode* GarymlParser::PairContext::PAIR_INTEGER() {
  return getToken(GarymlParser::PAIR_INTEGER, 0);
}

tree::TerminalNode* GarymlParser::PairContext::PAIR_DECIMAL() {
  return getToken(GarymlParser::PAIR_DECIMAL, 0);
}

tree::TerminalNode* GarymlParser::PairContext::PAIR_REFERENCE() {
  return getToken(GarymlParser::PAIR_REFERENCE, 0);
}

tree::TerminalNode* GarymlParser::PairContext::PAIR_QUOTED() {
  return getToken(GarymlParser::PAIR_QUOTED, 0);
}

tree::TerminalNode* GarymlParser::PairContext::PAIR_TEXT() {
  return getToken(GarymlParser::PAIR_TEXT, 0);
}

tree::TerminalNode* GarymlParser::PairContext::PAIR_QUOTE_THEN_TEXT() {
  return getToken(GarymlParser::PAIR_QUOTE_THEN_TEXT, 0);
}


size_t GarymlParser::PairContext::getRuleIndex() const {
  return GarymlParser::RulePair;
}


GarymlParser::PairContext* GarymlParser::pair() {
  PairContext *_localctx = _tracker.createInstance<PairContext>(_ctx, getState());
  enterRule(_localctx, 10, GarymlParser::RulePair);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(84);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case GarymlParser::PAIR_KEY: {
        enterOuterAlt(_localctx, 1);
        setState(72);
        match(GarymlParser::PAIR_KEY);
        setState(74);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << GarymlParser::TRUE)
          | (1ULL << GarymlParser::FALSE)
          | (1ULL << GarymlParser::INTEGER)
          | (1ULL << GarymlParser::DECIMAL)
          | (1ULL << GarymlParser::REFERENCE)
          | (1ULL << GarymlParser::QUOTED)
          | (1ULL << GarymlParser::UNCLOSED_QUOTE)
          | (1ULL << GarymlParser::QUOTE_THEN_TEXT)
          | (1ULL << GarymlParser::TEXT)
          | (1ULL << GarymlParser::EMPTY_VALUE))) != 0)) {
          setState(73);
          value();
        }
        break;
      }

      case GarymlParser::PAIR_TRUE: {
        enterOuterAlt(_localctx, 2);
        setState(76);
        match(GarymlParser::PAIR_TRUE);
        break;
      }

      case GarymlParser::PAIR_FALSE: {
        enterOuterAlt(_localctx, 3);
        setState(77);
        match(GarymlParser::PAIR_FALSE);
        break;
      }

      case GarymlParser::PAIR_INTEGER: {
        enterOuterAlt(_localctx, 4);
        setState(78);
        match(GarymlParser::PAIR_INTEGER);
        break;
      }

      case GarymlParser::PAIR_DECIMAL: {
        enterOuterAlt(_localctx, 5);
        setState(79);
        match(GarymlParser::PAIR_DECIMAL);
        break;
      }

      case GarymlParser::PAIR_REFERENCE: {
        enterOuterAlt(_localctx, 6);
        setState(80);
        match(GarymlParser::PAIR_REFERENCE);
        break;
      }

      case GarymlParser::PAIR_QUOTED: {
        enterOuterAlt(_localctx, 7);
        setState(81);
        match(GarymlParser::PAIR_QUOTED);
        break;
      }

      case GarymlParser::PAIR_TEXT: {
        enterOuterAlt(_localctx, 8);
        setState(82);
        match(GarymlParser::PAIR_TEXT);
        break;
      }

      case GarymlParser::PAIR_QUOTE_THEN_TEXT: {
        enterOuterAlt(_localctx, 9);
        setState(83);
        match(GarymlParser::PAIR_QUOTE_THEN_TEXT);
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

//----------------- MalformedContext ------------------------------------------------------------------

GarymlParser::MalformedContext::MalformedContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::MalformedContext::INLINE_JUNK() {
  return getToken(GarymlParser::INLINE_JUNK, 0);
}

tree::TerminalNode* GarymlParser::MalformedContext::GAP() {
  return getToken(GarymlParser::GAP, 0);
}

tree::TerminalNode* GarymlParser::MalformedContext::MALFORMED_REST() {
  return getToken(GarymlParser::MALFORMED_REST, 0);
}


size_t GarymlParser::MalformedContext::getRuleIndex() const {
  return GarymlParser::RuleMalformed;
}


GarymlParser::MalformedContext* GarymlParser::malformed() {
  MalformedContext *_localctx = _tracker.createInstance<MalformedContext>(_ctx, getState());
  enterRule(_localctx, 12, GarymlParser::RuleMalformed);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(91);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case GarymlParser::INLINE_JUNK: {
        enterOuterAlt(_localctx, 1);
        setState(86);
        match(GarymlParser::INLINE_JUNK);
        break;
      }

      case GarymlParser::GAP: {
        enterOuterAlt(_localctx, 2);
        setState(87);
        match(GarymlParser::GAP);
        setState(89);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == GarymlParser::MALFORMED_REST) {
          setState(88);
          match(GarymlParser::MALFORMED_REST);
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

//----------------- ParameterLineContext ------------------------------------------------------------------

GarymlParser::ParameterLineContext::ParameterLineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::ParameterLineContext::PARAM_KEY() {
  return getToken(GarymlParser::PARAM_KEY, 0);
}

GarymlParser::ValueContext* GarymlParser::ParameterLineContext::value() {
  return getRuleContext<GarymlParser::ValueContext>(0);
}

tree::TerminalNode* GarymlParser::ParameterLineContext::PARAM_TRUE() {
  return getToken(GarymlParser::PARAM_TRUE, 0);
}

tree::TerminalNode* GarymlParser::ParameterLineContext::PARAM_FALSE() {
  return getToken(GarymlParser::PARAM_FALSE, 0);
}

tree::TerminalNode* GarymlParser::ParameterLineContext::PARAM_INTEGER() {
  return getToken(GarymlParser::PARAM_INTEGER, 0);
}

tree::TerminalNode* GarymlParser::ParameterLineContext::PARAM_DECIMAL() {
  return getToken(GarymlParser::PARAM_DECIMAL, 0);
}

tree::TerminalNode* GarymlParser::ParameterLineContext::PARAM_REFERENCE() {
  return getToken(GarymlParser::PARAM_REFERENCE, 0);
}

tree::TerminalNode* GarymlParser::ParameterLineContext::PARAM_QUOTED() {
  return getToken(GarymlParser::PARAM_QUOTED, 0);
}

tree::TerminalNode* GarymlParser::ParameterLineContext::PARAM_TEXT() {
  return getToken(GarymlParser::PARAM_TEXT, 0);
}


size_t GarymlParser::ParameterLineContext::getRuleIndex() const {
  return GarymlParser::RuleParameterLine;
}


GarymlParser::ParameterLineContext* GarymlParser::parameterLine() {
  ParameterLineContext *_localctx = _tracker.createInstance<ParameterLineContext>(_ctx, getState());
  enterRule(_localctx, 14, GarymlParser::RuleParameterLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(104);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case GarymlParser::PARAM_KEY: {
        enterOuterAlt(_localctx, 1);
        setState(93);
        match(GarymlParser::PARAM_KEY);
        setState(95);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << GarymlParser::TRUE)
          | (1ULL << GarymlParser::FALSE)
          | (1ULL << GarymlParser::INTEGER)
          | (1ULL << GarymlParser::DECIMAL)
          | (1ULL << GarymlParser::REFERENCE)
          | (1ULL << GarymlParser::QUOTED)
          | (1ULL << GarymlParser::UNCLOSED_QUOTE)
          | (1ULL << GarymlParser::QUOTE_THEN_TEXT)
          | (1ULL << GarymlParser::TEXT)
          | (1ULL << GarymlParser::EMPTY_VALUE))) != 0)) {
          setState(94);
          value();
        }
        break;
      }

      case GarymlParser::PARAM_TRUE: {
        enterOuterAlt(_localctx, 2);
        setState(97);
        match(GarymlParser::PARAM_TRUE);
        break;
      }

      case GarymlParser::PARAM_FALSE: {
        enterOuterAlt(_localctx, 3);
        setState(98);
        match(GarymlParser::PARAM_FALSE);
        break;
      }

      case GarymlParser::PARAM_INTEGER: {
        enterOuterAlt(_localctx, 4);
        setState(99);
        match(GarymlParser::PARAM_INTEGER);
        break;
      }

      case GarymlParser::PARAM_DECIMAL: {
        enterOuterAlt(_localctx, 5);
        setState(100);
        match(GarymlParser::PARAM_DECIMAL);
        break;
      }

      case GarymlParser::PARAM_REFERENCE: {
        enterOuterAlt(_localctx, 6);
        setState(101);
        match(GarymlParser::PARAM_REFERENCE);
        break;
      }

      case GarymlParser::PARAM_QUOTED: {
        enterOuterAlt(_localctx, 7);
        setState(102);
        match(GarymlParser::PARAM_QUOTED);
        break;
      }

      case GarymlParser::PARAM_TEXT: {
        enterOuterAlt(_localctx, 8);
        setState(103);
        match(GarymlParser::PARAM_TEXT);
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

//----------------- ValueContext ------------------------------------------------------------------

GarymlParser::ValueContext::ValueContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::ValueContext::TRUE() {
  return getToken(GarymlParser::TRUE, 0);
}

tree::TerminalNode* GarymlParser::ValueContext::FALSE() {
  return getToken(GarymlParser::FALSE, 0);
}

tree::TerminalNode* GarymlParser::ValueContext::INTEGER() {
  return getToken(GarymlParser::INTEGER, 0);
}

tree::TerminalNode* GarymlParser::ValueContext::DECIMAL() {
  return getToken(GarymlParser::DECIMAL, 0);
}

tree::TerminalNode* GarymlParser::ValueContext::REFERENCE() {
  return getToken(GarymlParser::REFERENCE, 0);
}

tree::TerminalNode* GarymlParser::ValueContext::QUOTED() {
  return getToken(GarymlParser::QUOTED, 0);
}

tree::TerminalNode* GarymlParser::ValueContext::TEXT() {
  return getToken(GarymlParser::TEXT, 0);
}

tree::TerminalNode* GarymlParser::ValueContext::EMPTY_VALUE() {
  return getToken(GarymlParser::EMPTY_VALUE, 0);
}

tree::TerminalNode* GarymlParser::ValueContext::UNCLOSED_QUOTE() {
  return getToken(GarymlParser::UNCLOSED_QUOTE, 0);
}

tree::TerminalNode* GarymlParser::ValueContext::QUOTE_THEN_TEXT() {
  return getToken(GarymlParser::QUOTE_THEN_TEXT, 0);
}


size_t GarymlParser::ValueContext::getRuleIndex() const {
  return GarymlParser::RuleValue;
}


GarymlParser::ValueContext* GarymlParser::value() {
  ValueContext *_localctx = _tracker.createInstance<ValueContext>(_ctx, getState());
  enterRule(_localctx, 16, GarymlParser::RuleValue);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(106);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << GarymlParser::TRUE)
      | (1ULL << GarymlParser::FALSE)
      | (1ULL << GarymlParser::INTEGER)
      | (1ULL << GarymlParser::DECIMAL)
      | (1ULL << GarymlParser::REFERENCE)
      | (1ULL << GarymlParser::QUOTED)
      | (1ULL << GarymlParser::UNCLOSED_QUOTE)
      | (1ULL << GarymlParser::QUOTE_THEN_TEXT)
      | (1ULL << GarymlParser::TEXT)
      | (1ULL << GarymlParser::EMPTY_VALUE))) != 0))) {
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

//----------------- TextLineContext ------------------------------------------------------------------

GarymlParser::TextLineContext::TextLineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::TextLineContext::TEXT_LINE() {
  return getToken(GarymlParser::TEXT_LINE, 0);
}

tree::TerminalNode* GarymlParser::TextLineContext::TEXT_LINE_START() {
  return getToken(GarymlParser::TEXT_LINE_START, 0);
}

tree::TerminalNode* GarymlParser::TextLineContext::EXTRA_TEXT() {
  return getToken(GarymlParser::EXTRA_TEXT, 0);
}


size_t GarymlParser::TextLineContext::getRuleIndex() const {
  return GarymlParser::RuleTextLine;
}


GarymlParser::TextLineContext* GarymlParser::textLine() {
  TextLineContext *_localctx = _tracker.createInstance<TextLineContext>(_ctx, getState());
  enterRule(_localctx, 18, GarymlParser::RuleTextLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(113);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case GarymlParser::TEXT_LINE: {
        enterOuterAlt(_localctx, 1);
        setState(108);
        match(GarymlParser::TEXT_LINE);
        break;
      }

      case GarymlParser::TEXT_LINE_START: {
        enterOuterAlt(_localctx, 2);
        setState(109);
        match(GarymlParser::TEXT_LINE_START);
        setState(111);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == GarymlParser::EXTRA_TEXT) {
          setState(110);
          match(GarymlParser::EXTRA_TEXT);
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

//----------------- TextBlockContext ------------------------------------------------------------------

GarymlParser::TextBlockContext::TextBlockContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::TextBlockContext::TEXT_OPEN_BARE() {
  return getToken(GarymlParser::TEXT_OPEN_BARE, 0);
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


GarymlParser::TextBlockContext* GarymlParser::textBlock() {
  TextBlockContext *_localctx = _tracker.createInstance<TextBlockContext>(_ctx, getState());
  enterRule(_localctx, 20, GarymlParser::RuleTextBlock);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(115);
    _la = _input->LA(1);
    if (!(_la == GarymlParser::TEXT_OPEN_BARE

    || _la == GarymlParser::TEXT_OPEN)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(119);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == GarymlParser::BLOCK_LINE) {
      setState(116);
      match(GarymlParser::BLOCK_LINE);
      setState(121);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(123);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == GarymlParser::TEXT_CLOSE) {
      setState(122);
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


GarymlParser::CodeBlockContext* GarymlParser::codeBlock() {
  CodeBlockContext *_localctx = _tracker.createInstance<CodeBlockContext>(_ctx, getState());
  enterRule(_localctx, 22, GarymlParser::RuleCodeBlock);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(125);
    match(GarymlParser::CODE_OPEN);
    setState(129);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == GarymlParser::BLOCK_LINE) {
      setState(126);
      match(GarymlParser::BLOCK_LINE);
      setState(131);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(133);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == GarymlParser::CODE_CLOSE) {
      setState(132);
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

//----------------- StrayLineContext ------------------------------------------------------------------

GarymlParser::StrayLineContext::StrayLineContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* GarymlParser::StrayLineContext::NO_NAME() {
  return getToken(GarymlParser::NO_NAME, 0);
}

tree::TerminalNode* GarymlParser::StrayLineContext::STRAY_LINE() {
  return getToken(GarymlParser::STRAY_LINE, 0);
}


size_t GarymlParser::StrayLineContext::getRuleIndex() const {
  return GarymlParser::RuleStrayLine;
}


GarymlParser::StrayLineContext* GarymlParser::strayLine() {
  StrayLineContext *_localctx = _tracker.createInstance<StrayLineContext>(_ctx, getState());
  enterRule(_localctx, 24, GarymlParser::RuleStrayLine);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(135);
    _la = _input->LA(1);
    if (!(_la == GarymlParser::NO_NAME

    || _la == GarymlParser::STRAY_LINE)) {
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
std::vector<dfa::DFA> GarymlParser::_decisionToDFA;
atn::PredictionContextCache GarymlParser::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN GarymlParser::_atn;
std::vector<uint16_t> GarymlParser::_serializedATN;

std::vector<std::string> GarymlParser::_ruleNames = {
  "run", "section", "nested", "keywordLine", "inlineForm", "pair", "malformed", 
  "parameterLine", "value", "textLine", "textBlock", "codeBlock", "strayLine"
};

std::vector<std::string> GarymlParser::_literalNames = {
};

std::vector<std::string> GarymlParser::_symbolicNames = {
  "", "INDENT", "DEDENT", "NL", "TEXT_CLOSE", "CODE_CLOSE", "BLOCK_LINE", 
  "PAIR_KEY", "GAP", "TRUE", "FALSE", "INTEGER", "DECIMAL", "REFERENCE", 
  "QUOTED", "UNCLOSED_QUOTE", "QUOTE_THEN_TEXT", "TEXT", "PAIR_TRUE", "PAIR_FALSE", 
  "PAIR_INTEGER", "PAIR_DECIMAL", "PAIR_REFERENCE", "PAIR_QUOTED", "PAIR_QUOTE_THEN_TEXT", 
  "PAIR_TEXT", "BLANK_LINE", "COMMENT_LINE", "DIRECTIVE_LINE", "COMMAND_LINE", 
  "DIRECTIVE", "COMMAND", "NO_NAME", "PARAM_TRUE", "PARAM_FALSE", "PARAM_INTEGER", 
  "PARAM_DECIMAL", "PARAM_REFERENCE", "PARAM_QUOTED", "PARAM_TEXT", "PARAM_KEY", 
  "TEXT_LINE", "TEXT_LINE_START", "TEXT_OPEN_BARE", "TEXT_OPEN", "CODE_OPEN", 
  "STRAY_LINE", "CONTENT_COLON", "INLINE_KEY", "INLINE_JUNK", "MALFORMED_REST", 
  "EMPTY_VALUE", "EXTRA_TEXT"
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
    0x3, 0x36, 0x8c, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 0x9, 
    0x4, 0x4, 0x5, 0x9, 0x5, 0x4, 0x6, 0x9, 0x6, 0x4, 0x7, 0x9, 0x7, 0x4, 
    0x8, 0x9, 0x8, 0x4, 0x9, 0x9, 0x9, 0x4, 0xa, 0x9, 0xa, 0x4, 0xb, 0x9, 
    0xb, 0x4, 0xc, 0x9, 0xc, 0x4, 0xd, 0x9, 0xd, 0x4, 0xe, 0x9, 0xe, 0x3, 
    0x2, 0x3, 0x2, 0x3, 0x2, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 
    0x3, 0x3, 0x3, 0x3, 0x3, 0x7, 0x3, 0x27, 0xa, 0x3, 0xc, 0x3, 0xe, 0x3, 
    0x2a, 0xb, 0x3, 0x3, 0x4, 0x3, 0x4, 0x3, 0x4, 0x3, 0x4, 0x3, 0x5, 0x3, 
    0x5, 0x3, 0x5, 0x3, 0x5, 0x5, 0x5, 0x34, 0xa, 0x5, 0x3, 0x6, 0x3, 0x6, 
    0x3, 0x6, 0x5, 0x6, 0x39, 0xa, 0x6, 0x3, 0x6, 0x3, 0x6, 0x5, 0x6, 0x3d, 
    0xa, 0x6, 0x3, 0x6, 0x6, 0x6, 0x40, 0xa, 0x6, 0xd, 0x6, 0xe, 0x6, 0x41, 
    0x3, 0x6, 0x3, 0x6, 0x5, 0x6, 0x46, 0xa, 0x6, 0x3, 0x6, 0x5, 0x6, 0x49, 
    0xa, 0x6, 0x3, 0x7, 0x3, 0x7, 0x5, 0x7, 0x4d, 0xa, 0x7, 0x3, 0x7, 0x3, 
    0x7, 0x3, 0x7, 0x3, 0x7, 0x3, 0x7, 0x3, 0x7, 0x3, 0x7, 0x3, 0x7, 0x5, 
    0x7, 0x57, 0xa, 0x7, 0x3, 0x8, 0x3, 0x8, 0x3, 0x8, 0x5, 0x8, 0x5c, 0xa, 
    0x8, 0x5, 0x8, 0x5e, 0xa, 0x8, 0x3, 0x9, 0x3, 0x9, 0x5, 0x9, 0x62, 0xa, 
    0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 
    0x9, 0x5, 0x9, 0x6b, 0xa, 0x9, 0x3, 0xa, 0x3, 0xa, 0x3, 0xb, 0x3, 0xb, 
    0x3, 0xb, 0x5, 0xb, 0x72, 0xa, 0xb, 0x5, 0xb, 0x74, 0xa, 0xb, 0x3, 0xc, 
    0x3, 0xc, 0x7, 0xc, 0x78, 0xa, 0xc, 0xc, 0xc, 0xe, 0xc, 0x7b, 0xb, 0xc, 
    0x3, 0xc, 0x5, 0xc, 0x7e, 0xa, 0xc, 0x3, 0xd, 0x3, 0xd, 0x7, 0xd, 0x82, 
    0xa, 0xd, 0xc, 0xd, 0xe, 0xd, 0x85, 0xb, 0xd, 0x3, 0xd, 0x5, 0xd, 0x88, 
    0xa, 0xd, 0x3, 0xe, 0x3, 0xe, 0x3, 0xe, 0x2, 0x2, 0xf, 0x2, 0x4, 0x6, 
    0x8, 0xa, 0xc, 0xe, 0x10, 0x12, 0x14, 0x16, 0x18, 0x1a, 0x2, 0x6, 0x3, 
    0x2, 0x20, 0x21, 0x4, 0x2, 0xb, 0x13, 0x35, 0x35, 0x3, 0x2, 0x2d, 0x2e, 
    0x4, 0x2, 0x22, 0x22, 0x30, 0x30, 0x2, 0xa9, 0x2, 0x1c, 0x3, 0x2, 0x2, 
    0x2, 0x4, 0x28, 0x3, 0x2, 0x2, 0x2, 0x6, 0x2b, 0x3, 0x2, 0x2, 0x2, 0x8, 
    0x33, 0x3, 0x2, 0x2, 0x2, 0xa, 0x48, 0x3, 0x2, 0x2, 0x2, 0xc, 0x56, 
    0x3, 0x2, 0x2, 0x2, 0xe, 0x5d, 0x3, 0x2, 0x2, 0x2, 0x10, 0x6a, 0x3, 
    0x2, 0x2, 0x2, 0x12, 0x6c, 0x3, 0x2, 0x2, 0x2, 0x14, 0x73, 0x3, 0x2, 
    0x2, 0x2, 0x16, 0x75, 0x3, 0x2, 0x2, 0x2, 0x18, 0x7f, 0x3, 0x2, 0x2, 
    0x2, 0x1a, 0x89, 0x3, 0x2, 0x2, 0x2, 0x1c, 0x1d, 0x5, 0x4, 0x3, 0x2, 
    0x1d, 0x1e, 0x7, 0x2, 0x2, 0x3, 0x1e, 0x3, 0x3, 0x2, 0x2, 0x2, 0x1f, 
    0x27, 0x5, 0x8, 0x5, 0x2, 0x20, 0x27, 0x5, 0x10, 0x9, 0x2, 0x21, 0x27, 
    0x5, 0x14, 0xb, 0x2, 0x22, 0x27, 0x5, 0x16, 0xc, 0x2, 0x23, 0x27, 0x5, 
    0x18, 0xd, 0x2, 0x24, 0x27, 0x5, 0x1a, 0xe, 0x2, 0x25, 0x27, 0x5, 0x6, 
    0x4, 0x2, 0x26, 0x1f, 0x3, 0x2, 0x2, 0x2, 0x26, 0x20, 0x3, 0x2, 0x2, 
    0x2, 0x26, 0x21, 0x3, 0x2, 0x2, 0x2, 0x26, 0x22, 0x3, 0x2, 0x2, 0x2, 
    0x26, 0x23, 0x3, 0x2, 0x2, 0x2, 0x26, 0x24, 0x3, 0x2, 0x2, 0x2, 0x26, 
    0x25, 0x3, 0x2, 0x2, 0x2, 0x27, 0x2a, 0x3, 0x2, 0x2, 0x2, 0x28, 0x26, 
    0x3, 0x2, 0x2, 0x2, 0x28, 0x29, 0x3, 0x2, 0x2, 0x2, 0x29, 0x5, 0x3, 
    0x2, 0x2, 0x2, 0x2a, 0x28, 0x3, 0x2, 0x2, 0x2, 0x2b, 0x2c, 0x7, 0x3, 
    0x2, 0x2, 0x2c, 0x2d, 0x5, 0x4, 0x3, 0x2, 0x2d, 0x2e, 0x7, 0x4, 0x2, 
    0x2, 0x2e, 0x7, 0x3, 0x2, 0x2, 0x2, 0x2f, 0x34, 0x7, 0x1e, 0x2, 0x2, 
    0x30, 0x34, 0x7, 0x1f, 0x2, 0x2, 0x31, 0x32, 0x9, 0x2, 0x2, 0x2, 0x32, 
    0x34, 0x5, 0xa, 0x6, 0x2, 0x33, 0x2f, 0x3, 0x2, 0x2, 0x2, 0x33, 0x30, 
    0x3, 0x2, 0x2, 0x2, 0x33, 0x31, 0x3, 0x2, 0x2, 0x2, 0x34, 0x9, 0x3, 
    0x2, 0x2, 0x2, 0x35, 0x49, 0x7, 0x5, 0x2, 0x2, 0x36, 0x38, 0x7, 0x31, 
    0x2, 0x2, 0x37, 0x39, 0x5, 0x12, 0xa, 0x2, 0x38, 0x37, 0x3, 0x2, 0x2, 
    0x2, 0x38, 0x39, 0x3, 0x2, 0x2, 0x2, 0x39, 0x49, 0x3, 0x2, 0x2, 0x2, 
    0x3a, 0x3c, 0x7, 0x32, 0x2, 0x2, 0x3b, 0x3d, 0x5, 0x12, 0xa, 0x2, 0x3c, 
    0x3b, 0x3, 0x2, 0x2, 0x2, 0x3c, 0x3d, 0x3, 0x2, 0x2, 0x2, 0x3d, 0x49, 
    0x3, 0x2, 0x2, 0x2, 0x3e, 0x40, 0x5, 0xc, 0x7, 0x2, 0x3f, 0x3e, 0x3, 
    0x2, 0x2, 0x2, 0x40, 0x41, 0x3, 0x2, 0x2, 0x2, 0x41, 0x3f, 0x3, 0x2, 
    0x2, 0x2, 0x41, 0x42, 0x3, 0x2, 0x2, 0x2, 0x42, 0x45, 0x3, 0x2, 0x2, 
    0x2, 0x43, 0x46, 0x7, 0x5, 0x2, 0x2, 0x44, 0x46, 0x5, 0xe, 0x8, 0x2, 
    0x45, 0x43, 0x3, 0x2, 0x2, 0x2, 0x45, 0x44, 0x3, 0x2, 0x2, 0x2, 0x45, 
    0x46, 0x3, 0x2, 0x2, 0x2, 0x46, 0x49, 0x3, 0x2, 0x2, 0x2, 0x47, 0x49, 
    0x5, 0xe, 0x8, 0x2, 0x48, 0x35, 0x3, 0x2, 0x2, 0x2, 0x48, 0x36, 0x3, 
    0x2, 0x2, 0x2, 0x48, 0x3a, 0x3, 0x2, 0x2, 0x2, 0x48, 0x3f, 0x3, 0x2, 
    0x2, 0x2, 0x48, 0x47, 0x3, 0x2, 0x2, 0x2, 0x49, 0xb, 0x3, 0x2, 0x2, 
    0x2, 0x4a, 0x4c, 0x7, 0x9, 0x2, 0x2, 0x4b, 0x4d, 0x5, 0x12, 0xa, 0x2, 
    0x4c, 0x4b, 0x3, 0x2, 0x2, 0x2, 0x4c, 0x4d, 0x3, 0x2, 0x2, 0x2, 0x4d, 
    0x57, 0x3, 0x2, 0x2, 0x2, 0x4e, 0x57, 0x7, 0x14, 0x2, 0x2, 0x4f, 0x57, 
    0x7, 0x15, 0x2, 0x2, 0x50, 0x57, 0x7, 0x16, 0x2, 0x2, 0x51, 0x57, 0x7, 
    0x17, 0x2, 0x2, 0x52, 0x57, 0x7, 0x18, 0x2, 0x2, 0x53, 0x57, 0x7, 0x19, 
    0x2, 0x2, 0x54, 0x57, 0x7, 0x1b, 0x2, 0x2, 0x55, 0x57, 0x7, 0x1a, 0x2, 
    0x2, 0x56, 0x4a, 0x3, 0x2, 0x2, 0x2, 0x56, 0x4e, 0x3, 0x2, 0x2, 0x2, 
    0x56, 0x4f, 0x3, 0x2, 0x2, 0x2, 0x56, 0x50, 0x3, 0x2, 0x2, 0x2, 0x56, 
    0x51, 0x3, 0x2, 0x2, 0x2, 0x56, 0x52, 0x3, 0x2, 0x2, 0x2, 0x56, 0x53, 
    0x3, 0x2, 0x2, 0x2, 0x56, 0x54, 0x3, 0x2, 0x2, 0x2, 0x56, 0x55, 0x3, 
    0x2, 0x2, 0x2, 0x57, 0xd, 0x3, 0x2, 0x2, 0x2, 0x58, 0x5e, 0x7, 0x33, 
    0x2, 0x2, 0x59, 0x5b, 0x7, 0xa, 0x2, 0x2, 0x5a, 0x5c, 0x7, 0x34, 0x2, 
    0x2, 0x5b, 0x5a, 0x3, 0x2, 0x2, 0x2, 0x5b, 0x5c, 0x3, 0x2, 0x2, 0x2, 
    0x5c, 0x5e, 0x3, 0x2, 0x2, 0x2, 0x5d, 0x58, 0x3, 0x2, 0x2, 0x2, 0x5d, 
    0x59, 0x3, 0x2, 0x2, 0x2, 0x5e, 0xf, 0x3, 0x2, 0x2, 0x2, 0x5f, 0x61, 
    0x7, 0x2a, 0x2, 0x2, 0x60, 0x62, 0x5, 0x12, 0xa, 0x2, 0x61, 0x60, 0x3, 
    0x2, 0x2, 0x2, 0x61, 0x62, 0x3, 0x2, 0x2, 0x2, 0x62, 0x6b, 0x3, 0x2, 
    0x2, 0x2, 0x63, 0x6b, 0x7, 0x23, 0x2, 0x2, 0x64, 0x6b, 0x7, 0x24, 0x2, 
    0x2, 0x65, 0x6b, 0x7, 0x25, 0x2, 0x2, 0x66, 0x6b, 0x7, 0x26, 0x2, 0x2, 
    0x67, 0x6b, 0x7, 0x27, 0x2, 0x2, 0x68, 0x6b, 0x7, 0x28, 0x2, 0x2, 0x69, 
    0x6b, 0x7, 0x29, 0x2, 0x2, 0x6a, 0x5f, 0x3, 0x2, 0x2, 0x2, 0x6a, 0x63, 
    0x3, 0x2, 0x2, 0x2, 0x6a, 0x64, 0x3, 0x2, 0x2, 0x2, 0x6a, 0x65, 0x3, 
    0x2, 0x2, 0x2, 0x6a, 0x66, 0x3, 0x2, 0x2, 0x2, 0x6a, 0x67, 0x3, 0x2, 
    0x2, 0x2, 0x6a, 0x68, 0x3, 0x2, 0x2, 0x2, 0x6a, 0x69, 0x3, 0x2, 0x2, 
    0x2, 0x6b, 0x11, 0x3, 0x2, 0x2, 0x2, 0x6c, 0x6d, 0x9, 0x3, 0x2, 0x2, 
    0x6d, 0x13, 0x3, 0x2, 0x2, 0x2, 0x6e, 0x74, 0x7, 0x2b, 0x2, 0x2, 0x6f, 
    0x71, 0x7, 0x2c, 0x2, 0x2, 0x70, 0x72, 0x7, 0x36, 0x2, 0x2, 0x71, 0x70, 
    0x3, 0x2, 0x2, 0x2, 0x71, 0x72, 0x3, 0x2, 0x2, 0x2, 0x72, 0x74, 0x3, 
    0x2, 0x2, 0x2, 0x73, 0x6e, 0x3, 0x2, 0x2, 0x2, 0x73, 0x6f, 0x3, 0x2, 
    0x2, 0x2, 0x74, 0x15, 0x3, 0x2, 0x2, 0x2, 0x75, 0x79, 0x9, 0x4, 0x2, 
    0x2, 0x76, 0x78, 0x7, 0x8, 0x2, 0x2, 0x77, 0x76, 0x3, 0x2, 0x2, 0x2, 
    0x78, 0x7b, 0x3, 0x2, 0x2, 0x2, 0x79, 0x77, 0x3, 0x2, 0x2, 0x2, 0x79, 
    0x7a, 0x3, 0x2, 0x2, 0x2, 0x7a, 0x7d, 0x3, 0x2, 0x2, 0x2, 0x7b, 0x79, 
    0x3, 0x2, 0x2, 0x2, 0x7c, 0x7e, 0x7, 0x6, 0x2, 0x2, 0x7d, 0x7c, 0x3, 
    0x2, 0x2, 0x2, 0x7d, 0x7e, 0x3, 0x2, 0x2, 0x2, 0x7e, 0x17, 0x3, 0x2, 
    0x2, 0x2, 0x7f, 0x83, 0x7, 0x2f, 0x2, 0x2, 0x80, 0x82, 0x7, 0x8, 0x2, 
    0x2, 0x81, 0x80, 0x3, 0x2, 0x2, 0x2, 0x82, 0x85, 0x3, 0x2, 0x2, 0x2, 
    0x83, 0x81, 0x3, 0x2, 0x2, 0x2, 0x83, 0x84, 0x3, 0x2, 0x2, 0x2, 0x84, 
    0x87, 0x3, 0x2, 0x2, 0x2, 0x85, 0x83, 0x3, 0x2, 0x2, 0x2, 0x86, 0x88, 
    0x7, 0x7, 0x2, 0x2, 0x87, 0x86, 0x3, 0x2, 0x2, 0x2, 0x87, 0x88, 0x3, 
    0x2, 0x2, 0x2, 0x88, 0x19, 0x3, 0x2, 0x2, 0x2, 0x89, 0x8a, 0x9, 0x5, 
    0x2, 0x2, 0x8a, 0x1b, 0x3, 0x2, 0x2, 0x2, 0x16, 0x26, 0x28, 0x33, 0x38, 
    0x3c, 0x41, 0x45, 0x48, 0x4c, 0x56, 0x5b, 0x5d, 0x61, 0x6a, 0x71, 0x73, 
    0x79, 0x7d, 0x83, 0x87, 
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
