
#include <deque>
#include <string_view>
#include "garyml/indenter.h"
#include "garyml/lines.h"


// Generated from ./GarymlLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::garyml {


class  GarymlLexer : public antlr4::Lexer {
public:
  enum {
    BLANK_LINE = 1, COMMENT_LINE = 2, KEYWORD_LINE = 3, PARAM_LINE = 4, 
    TEXT_LINE = 5, TEXT_OPEN = 6, CODE_OPEN = 7, BLOCK_LINE = 8, TEXT_CLOSE = 9, 
    CODE_CLOSE = 10, INDENT = 11, DEDENT = 12, OTHER_LINE = 13, TEXT_BLOCK_LINE = 14, 
    CODE_BLOCK_LINE = 15
  };

  enum {
    TEXT_BLOCK = 1, CODE_BLOCK = 2
  };

  GarymlLexer(antlr4::CharStream *input);
  ~GarymlLexer();


  public:
    /// Decides INDENT/DEDENT and records indentation problems; the driver reads and clears them.
    llmfmt::garyml::Indenter indenter;
    /// The whole input the stream's indices point into, when the driver has it: line actions then
    /// view their line instead of copying it (getText).
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

    /// True when no synthetic token is waiting (the driver cuts parser runs only there).
    bool settled() const { return pending_.empty(); }

  private:
    std::deque<std::unique_ptr<antlr4::Token>> pending_;
    std::string lead_;  // the blanks before the current structural line
    bool bareText_ = false;  // the open text block's opener has nothing after its `"""`

    static bool structural(size_t type) {
      return type == KEYWORD_LINE || type == PARAM_LINE || type == TEXT_LINE || type == TEXT_OPEN ||
             type == CODE_OPEN || type == OTHER_LINE;
    }

    std::unique_ptr<antlr4::Token> synthetic(size_t type, const antlr4::Token& at) {
      auto t = std::make_unique<antlr4::CommonToken>(std::make_pair(this, _input), type, DEFAULT_TOKEN_CHANNEL,
                                                     at.getStartIndex(), at.getStartIndex() - 1);
      t->setLine(at.getLine());
      t->setCharPositionInLine(0);
      t->setText(type == INDENT ? "<INDENT>" : "<DEDENT>");
      return t;
    }

    void fill() {
      std::unique_ptr<antlr4::Token> token = antlr4::Lexer::nextToken();
      if (token->getType() == antlr4::Token::EOF) {
        for (size_t n = indenter.finish(); n > 0; --n) pending_.push_back(synthetic(DEDENT, *token));
      } else if (structural(token->getType())) {
        const llmfmt::garyml::Indenter::Step step = indenter.next(lead_, token->getLine(), token->getStartIndex());
        for (size_t n = step.dedents; n > 0; --n) pending_.push_back(synthetic(DEDENT, *token));
        if (step.indent) pending_.push_back(synthetic(INDENT, *token));
      }
      pending_.push_back(std::move(token));
    }

    std::string_view lineText() {
      const size_t end = _input->index();
      if (end <= source.size()) return source.substr(tokenStartCharIndex, end - tokenStartCharIndex);
      text_ = _input->getText(antlr4::misc::Interval(tokenStartCharIndex, end - 1));
      return text_;
    }
    std::string text_;  // lineText() without a source

    void classifyStructural() {
      using llmfmt::garyml::LineKind;
      const llmfmt::garyml::Classified c = llmfmt::garyml::classify(lineText());
      lead_.assign(c.lead);
      switch (c.kind) {
        case LineKind::blank: setType(BLANK_LINE); break;
        case LineKind::comment: setType(COMMENT_LINE); break;
        case LineKind::keyword: setType(KEYWORD_LINE); break;
        case LineKind::parameter: setType(PARAM_LINE); break;
        case LineKind::text_line: setType(TEXT_LINE); break;
        case LineKind::text_open:
          setType(TEXT_OPEN);
          setMode(TEXT_BLOCK);
          bareText_ = llmfmt::garyml::bare_text_opener(lineText());
          break;
        case LineKind::code_open: setType(CODE_OPEN); setMode(CODE_BLOCK); break;
        case LineKind::other: break;  // OTHER_LINE
      }
    }

    void classifyTextLine() {
      if (llmfmt::garyml::closes_text_block(lineText(), bareText_)) {
        setType(TEXT_CLOSE);
        setMode(DEFAULT_MODE);
      }
    }

    void classifyCodeLine() {
      setType(BLOCK_LINE);
      if (llmfmt::garyml::closes_code_block(lineText())) {
        setType(CODE_CLOSE);
        setMode(DEFAULT_MODE);
      }
    }

  virtual std::string getGrammarFileName() const override;
  virtual const std::vector<std::string>& getRuleNames() const override;

  virtual const std::vector<std::string>& getChannelNames() const override;
  virtual const std::vector<std::string>& getModeNames() const override;
  virtual const std::vector<std::string>& getTokenNames() const override; // deprecated, use vocabulary instead
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;

  virtual const std::vector<uint16_t> getSerializedATN() const override;
  virtual const antlr4::atn::ATN& getATN() const override;

  virtual void action(antlr4::RuleContext *context, size_t ruleIndex, size_t actionIndex) override;
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
  void OTHER_LINEAction(antlr4::RuleContext *context, size_t actionIndex);
  void TEXT_BLOCK_LINEAction(antlr4::RuleContext *context, size_t actionIndex);
  void CODE_BLOCK_LINEAction(antlr4::RuleContext *context, size_t actionIndex);

  // Individual semantic predicate functions triggered by sempred() above.

  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace llmfmt::garyml
