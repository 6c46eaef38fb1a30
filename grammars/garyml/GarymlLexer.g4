/*
 * GaryML v0.1 — lexer.
 *
 * Every token is one physical line, its LF included (the last line of the input may lack it). A
 * line is matched whole and then classified in an end-of-rule action (src/garyml/lines.h):
 * predicates would keep ANTLR from caching DFA states (grammars/llmist/LlmistLexer.g4).
 *
 *   DEFAULT_MODE (structure)
 *     blanks only                          BLANK_LINE    (dropped by the driver)
 *     first non-blank `#`                  COMMENT_LINE  (dropped by the driver)
 *     first non-blank `.`                  KEYWORD_LINE  (directive or command)
 *     `key:` (key [A-Za-z0-9_]+)           PARAM_LINE
 *     `"""text"""` (6 characters or more), or `"""text""" more`   TEXT_LINE (one-line text block)
 *     `"""…`                               TEXT_OPEN     → mode TEXT_BLOCK
 *     "```…"                               CODE_OPEN     → mode CODE_BLOCK
 *     anything else                        OTHER_LINE    (stray text)
 *   TEXT_BLOCK: after a bare `"""` opener, a line that is `"""` (blanks aside) is TEXT_CLOSE;
 *               after an opener with text (`"""First line`), a line ending in `"""` (blanks
 *               aside) is; back to DEFAULT_MODE. Every other line is BLOCK_LINE (nothing
 *               inside a block is interpreted, so a docstring `"""Doc."""` in a block is text)
 *   CODE_BLOCK: a line that is "```" (blanks aside) is CODE_CLOSE; others BLOCK_LINE
 *
 * Indentation (DECISIONS §3): nextToken() puts INDENT and DEDENT tokens before each structural
 * line (not blank, comment or block lines) as the Indenter (src/garyml/indenter.h) decides, and
 * the missing DEDENTs before EOF. The parser grammar stays flat, so nesting never recurses.
 */
lexer grammar GarymlLexer;

tokens {
  BLANK_LINE, COMMENT_LINE, KEYWORD_LINE, PARAM_LINE, TEXT_LINE, TEXT_OPEN, CODE_OPEN,
  BLOCK_LINE, TEXT_CLOSE, CODE_CLOSE, INDENT, DEDENT
}

@lexer::header {
#include <deque>
#include <string_view>
#include "garyml/indenter.h"
#include "garyml/lines.h"
}

@lexer::members {
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
}

OTHER_LINE : ~[\n]* ('\n' | EOF) { classifyStructural(); } ;

mode TEXT_BLOCK;

TEXT_BLOCK_LINE : ~[\n]* ('\n' | EOF) { setType(BLOCK_LINE); classifyTextLine(); } ;

mode CODE_BLOCK;

CODE_BLOCK_LINE : ~[\n]* ('\n' | EOF) { classifyCodeLine(); } ;
