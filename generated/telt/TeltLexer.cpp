
#include <functional>


// Generated from ./TeltLexer.g4 by ANTLR 4.7.2


#include "TeltLexer.h"


using namespace antlr4;

using namespace llmfmt::telt;

TeltLexer::TeltLexer(CharStream *input) : Lexer(input) {
  _interpreter = new atn::LexerATNSimulator(this, _atn, _decisionToDFA, _sharedContextCache);
}

TeltLexer::~TeltLexer() {
  delete _interpreter;
}

std::string TeltLexer::getGrammarFileName() const {
  return "TeltLexer.g4";
}

const std::vector<std::string>& TeltLexer::getRuleNames() const {
  return _ruleNames;
}

const std::vector<std::string>& TeltLexer::getChannelNames() const {
  return _channelNames;
}

const std::vector<std::string>& TeltLexer::getModeNames() const {
  return _modeNames;
}

const std::vector<std::string>& TeltLexer::getTokenNames() const {
  return _tokenNames;
}

dfa::Vocabulary& TeltLexer::getVocabulary() const {
  return _vocabulary;
}

const std::vector<uint16_t> TeltLexer::getSerializedATN() const {
  return _serializedATN;
}

const atn::ATN& TeltLexer::getATN() const {
  return _atn;
}


void TeltLexer::action(RuleContext *context, size_t ruleIndex, size_t actionIndex) {
  switch (ruleIndex) {
    case 0: TEXT_LINEAction(dynamic_cast<antlr4::RuleContext *>(context), actionIndex); break;

  default:
    break;
  }
}

void TeltLexer::TEXT_LINEAction(antlr4::RuleContext *context, size_t actionIndex) {
  switch (actionIndex) {
    case 0:  classifyLine();  break;

  default:
    break;
  }
}



// Static vars and initialization.
std::vector<dfa::DFA> TeltLexer::_decisionToDFA;
atn::PredictionContextCache TeltLexer::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN TeltLexer::_atn;
std::vector<uint16_t> TeltLexer::_serializedATN;

std::vector<std::string> TeltLexer::_ruleNames = {
  u8"TEXT_LINE"
};

std::vector<std::string> TeltLexer::_channelNames = {
  "DEFAULT_TOKEN_CHANNEL", "HIDDEN"
};

std::vector<std::string> TeltLexer::_modeNames = {
  u8"DEFAULT_MODE"
};

std::vector<std::string> TeltLexer::_literalNames = {
};

std::vector<std::string> TeltLexer::_symbolicNames = {
  "", u8"HEADER_LINE", u8"BAD_HEADER_LINE", u8"BLANK_LINE", u8"COMMENT_LINE", 
  u8"COMMAND_LINE", u8"MALFORMED_LINE", u8"PARAM_LINE", u8"END_LINE", u8"CLOSE_LINE", 
  u8"CONTENT_LINE", u8"ORPHAN_LINE", u8"STRAY_LINE", u8"SKIPPED_LINE", u8"TEXT_LINE"
};

dfa::Vocabulary TeltLexer::_vocabulary(_literalNames, _symbolicNames);

std::vector<std::string> TeltLexer::_tokenNames;

TeltLexer::Initializer::Initializer() {
  // This code could be in a static initializer lambda, but VS doesn't allow access to private class members from there.
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
    0x2, 0x10, 0x10, 0x8, 0x1, 0x4, 0x2, 0x9, 0x2, 0x3, 0x2, 0x7, 0x2, 0x7, 
    0xa, 0x2, 0xc, 0x2, 0xe, 0x2, 0xa, 0xb, 0x2, 0x3, 0x2, 0x5, 0x2, 0xd, 
    0xa, 0x2, 0x3, 0x2, 0x3, 0x2, 0x2, 0x2, 0x3, 0x3, 0x10, 0x3, 0x2, 0x4, 
    0x3, 0x2, 0xc, 0xc, 0x3, 0x3, 0xc, 0xc, 0x2, 0x10, 0x2, 0x3, 0x3, 0x2, 
    0x2, 0x2, 0x3, 0x8, 0x3, 0x2, 0x2, 0x2, 0x5, 0x7, 0xa, 0x2, 0x2, 0x2, 
    0x6, 0x5, 0x3, 0x2, 0x2, 0x2, 0x7, 0xa, 0x3, 0x2, 0x2, 0x2, 0x8, 0x6, 
    0x3, 0x2, 0x2, 0x2, 0x8, 0x9, 0x3, 0x2, 0x2, 0x2, 0x9, 0xc, 0x3, 0x2, 
    0x2, 0x2, 0xa, 0x8, 0x3, 0x2, 0x2, 0x2, 0xb, 0xd, 0x9, 0x3, 0x2, 0x2, 
    0xc, 0xb, 0x3, 0x2, 0x2, 0x2, 0xd, 0xe, 0x3, 0x2, 0x2, 0x2, 0xe, 0xf, 
    0x8, 0x2, 0x2, 0x2, 0xf, 0x4, 0x3, 0x2, 0x2, 0x2, 0x5, 0x2, 0x8, 0xc, 
    0x3, 0x3, 0x2, 0x2, 
  };

  atn::ATNDeserializer deserializer;
  _atn = deserializer.deserialize(_serializedATN);

  size_t count = _atn.getNumberOfDecisions();
  _decisionToDFA.reserve(count);
  for (size_t i = 0; i < count; i++) { 
    _decisionToDFA.emplace_back(_atn.getDecisionState(i), i);
  }
}

TeltLexer::Initializer TeltLexer::_init;
