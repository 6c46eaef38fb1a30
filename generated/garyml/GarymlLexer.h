
#include <deque>
#include <string_view>
#include "garyml/indenter.h"


// Generated from ./GarymlLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::garyml {


class  GarymlLexer : public antlr4::Lexer {
public:
  enum {
    INDENT = 1, DEDENT = 2, NL = 3, TEXT_CLOSE = 4, CODE_CLOSE = 5, BLOCK_LINE = 6, 
    PAIR_KEY = 7, GAP = 8, TRUE = 9, FALSE = 10, INTEGER = 11, DECIMAL = 12, 
    REFERENCE = 13, QUOTED = 14, UNCLOSED_QUOTE = 15, QUOTE_THEN_TEXT = 16, 
    TEXT = 17, PAIR_TRUE = 18, PAIR_FALSE = 19, PAIR_INTEGER = 20, PAIR_DECIMAL = 21, 
    PAIR_REFERENCE = 22, PAIR_QUOTED = 23, PAIR_QUOTE_THEN_TEXT = 24, PAIR_TEXT = 25, 
    BLANK_LINE = 26, COMMENT_LINE = 27, DIRECTIVE_LINE = 28, COMMAND_LINE = 29, 
    DIRECTIVE = 30, COMMAND = 31, NO_NAME = 32, PARAM_TRUE = 33, PARAM_FALSE = 34, 
    PARAM_INTEGER = 35, PARAM_DECIMAL = 36, PARAM_REFERENCE = 37, PARAM_QUOTED = 38, 
    PARAM_TEXT = 39, PARAM_KEY = 40, TEXT_LINE = 41, TEXT_LINE_START = 42, 
    TEXT_OPEN_BARE = 43, TEXT_OPEN = 44, CODE_OPEN = 45, STRAY_LINE = 46, 
    CONTENT_COLON = 47, INLINE_KEY = 48, INLINE_JUNK = 49, MALFORMED_REST = 50, 
    EMPTY_VALUE = 51, EXTRA_TEXT = 52
  };

  enum {
    INLINE = 1, PAIR_VALUE = 2, PAIRS = 3, MALFORMED = 4, VALUE = 5, AFTER_TEXT = 6, 
    TEXT_BARE = 7, TEXT_RUN = 8, CODE = 9
  };

  GarymlLexer(antlr4::CharStream *input);
  ~GarymlLexer();


  public:
    /// Decides INDENT/DEDENT and records indentation problems; the driver reads and clears them.
    llmfmt::garyml::Indenter indenter;
    /// The input the stream's indices point into (absolute offsets), for the leading blanks of a line.
    std::string_view source;

    std::unique_ptr<antlr4::Token> nextToken() override {
      if (pending_.empty()) fill();
      std::unique_ptr<antlr4::Token> token = std::move(pending_.front());
      pending_.pop_front();
      return token;
    }

    void reset() override {
      pending_.clear();
      indenter.reset();
      antlr4::Lexer::reset();
    }

    /// A synthetic DEDENT (at the end of the input, for the levels still open).
    std::unique_ptr<antlr4::Token> dedentAt(size_t offset, size_t line) {
      return synthetic(DEDENT, offset, line);
    }

  private:
    std::deque<std::unique_ptr<antlr4::Token>> pending_;

    std::unique_ptr<antlr4::Token> synthetic(size_t type, size_t offset, size_t line) {
      auto t = std::make_unique<antlr4::CommonToken>(std::make_pair(this, _input), type, DEFAULT_TOKEN_CHANNEL,
                                                     offset, offset - 1);
      t->setLine(line);
      t->setCharPositionInLine(0);
      t->setText(type == INDENT ? "<INDENT>" : "<DEDENT>");
      return t;
    }

    // DEFAULT_MODE is entered only at the start of a line: its token is a line's first.
    void fill() {
      const bool lineStart = mode == DEFAULT_MODE;
      std::unique_ptr<antlr4::Token> token = antlr4::Lexer::nextToken();
      const size_t type = token->getType();
      if (lineStart && type != antlr4::Token::EOF && type != BLANK_LINE && type != COMMENT_LINE) {
        const size_t start = token->getStartIndex();
        size_t end = start;
        while (end < source.size() && (source[end] == ' ' || source[end] == '\t')) ++end;
        const llmfmt::garyml::Indenter::Step step =
            indenter.next(source.substr(start, end - start), token->getLine(), start);
        for (size_t n = step.dedents; n > 0; --n) pending_.push_back(synthetic(DEDENT, start, token->getLine()));
        if (step.indent) pending_.push_back(synthetic(INDENT, start, token->getLine()));
      }
      pending_.push_back(std::move(token));
    }

  virtual std::string getGrammarFileName() const override;
  virtual const std::vector<std::string>& getRuleNames() const override;

  virtual const std::vector<std::string>& getChannelNames() const override;
  virtual const std::vector<std::string>& getModeNames() const override;
  virtual const std::vector<std::string>& getTokenNames() const override; // deprecated, use vocabulary instead
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;

  virtual const std::vector<uint16_t> getSerializedATN() const override;
  virtual const antlr4::atn::ATN& getATN() const override;

private:
  static std::vector<antlr4::dfa::DFA> _decisionToDFA;
  static antlr4::atn::PredictionContextCache _sharedContextCache;
  static std::vector<std::string> _ruleNames;
  static std::vector<std::string> _tokenNames;
  static std::vector<std::string> _channelNames;
  static std::vector<std::string> _modeNames;

  static std::vector<std::string> _literalNames;
  static std::vector<std::string> _symbolicNames;
  static antlr4::dfa::Vocabulary _vocabulary;
  static antlr4::atn::ATN _atn;
  static std::vector<uint16_t> _serializedATN;


  // Individual action functions triggered by action() above.

  // Individual semantic predicate functions triggered by sempred() above.

  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace llmfmt::garyml
