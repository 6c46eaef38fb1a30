#include "json5/lexer.h"

#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

#include "core/antlr/fast_lexer_simulator.h"

namespace llmfmt::json5 {
namespace {

// FastLexerATNSimulator, plus a short way through the `-> skip` of white space and comments:
// the runtime runs a token's actions through LexerActionExecutor::execute(), which copies shared
// pointers and tests each action's type with dynamic_casts — for every run of blanks. An executor
// whose only action is `skip` gets the same effect here directly (Lexer::skip()).
class Json5LexerSimulator final : public FastLexerATNSimulator {
 public:
  using FastLexerATNSimulator::FastLexerATNSimulator;

 protected:
  void accept(antlr4::CharStream* input, const std::shared_ptr<antlr4::atn::LexerActionExecutor>& executor,
              size_t start_index, size_t index, size_t line, size_t char_pos) override {
    if (executor != nullptr && _recog != nullptr && only_skip(executor)) {
      input->seek(index);  // as LexerATNSimulator::accept() does before the actions
      _line = line;
      _charPositionInLine = char_pos;
      _recog->skip();
      return;
    }
    FastLexerATNSimulator::accept(input, executor, start_index, index, line, char_pos);
  }

 private:
  // The answer is kept per executor (a grammar has a handful; they live in the shared DFA), and
  // the executor with it, so that its address cannot come back as another executor's.
  bool only_skip(const std::shared_ptr<antlr4::atn::LexerActionExecutor>& executor) {
    for (const auto& [known, skip] : known_)
      if (known == executor) return skip;
    const std::vector<std::shared_ptr<antlr4::atn::LexerAction>> actions = executor->getLexerActions();
    const bool skip = actions.size() == 1 && actions[0]->getActionType() == antlr4::atn::LexerActionType::SKIP;
    if (known_.size() < 16) known_.emplace_back(executor, skip);
    return skip;
  }

  std::vector<std::pair<std::shared_ptr<antlr4::atn::LexerActionExecutor>, bool>> known_;
};

}  // namespace

FastJson5Lexer::FastJson5Lexer(antlr4::CharStream* input) : Json5Lexer(input) {
  auto* stock = getInterpreter<antlr4::atn::LexerATNSimulator>();
  setInterpreter(new Json5LexerSimulator(this, stock->atn, stock->_decisionToDFA, stock->getSharedContextCache()));
  simulator_ = getInterpreter<antlr4::atn::LexerATNSimulator>();
}

// Lexer::nextToken() of the 4.9 runtime, with the simulator looked up once, not per call. (Its
// mark()/release() around the token are left out: Json5CharStream ignores them.)
std::unique_ptr<antlr4::Token> FastJson5Lexer::nextToken() {
  for (;;) {
    if (hitEOF) {
      emitEOF();
      return std::move(token);
    }
    token.reset();
    channel = antlr4::Token::DEFAULT_CHANNEL;
    tokenStartCharIndex = _input->index();
    tokenStartCharPositionInLine = simulator_->getCharPositionInLine();
    tokenStartLine = simulator_->getLine();
    _text.clear();
    bool skipped = false;
    do {
      type = antlr4::Token::INVALID_TYPE;
      size_t ttype;
      try {
        ttype = simulator_->match(_input, mode);
      } catch (antlr4::LexerNoViableAltException& e) {
        notifyListeners(e);  // report error
        recover(e);
        ttype = SKIP;
      }
      if (_input->LA(1) == antlr4::Token::EOF) hitEOF = true;
      if (type == antlr4::Token::INVALID_TYPE) type = ttype;
      if (type == SKIP) {
        skipped = true;
        break;
      }
    } while (type == MORE);
    if (skipped) continue;
    if (!token) emit();
    return std::move(token);
  }
}

void FastJson5Lexer::recycle(std::unique_ptr<antlr4::Token> token) {
  if (token && free_.size() < kKept) free_.push_back(std::move(token));
}

// Lexer::emit() of the 4.9 runtime (through CommonTokenFactory, which copies no text), with a
// recycled token where there is one: every field the factory sets is set again.
antlr4::Token* FastJson5Lexer::emit() {
  const size_t stop = _input->index() - 1;
  std::unique_ptr<antlr4::Token> t;
  if (!free_.empty()) {
    t = std::move(free_.back());
    free_.pop_back();
    auto* c = static_cast<antlr4::CommonToken*>(t.get());  // all of this lexer's tokens are
    c->setType(type);
    c->setChannel(channel);
    c->setStartIndex(tokenStartCharIndex);
    c->setStopIndex(stop);
    c->setTokenIndex(static_cast<size_t>(-1));  // INVALID_INDEX: the window numbers it
    c->setText(_text);
  } else {
    auto c = std::make_unique<antlr4::CommonToken>(std::pair<antlr4::TokenSource*, antlr4::CharStream*>(this, _input),
                                                   type, channel, tokenStartCharIndex, stop);
    if (!_text.empty()) c->setText(_text);
    t = std::move(c);
  }
  auto* c = static_cast<antlr4::CommonToken*>(t.get());
  c->setLine(tokenStartLine);
  c->setCharPositionInLine(tokenStartCharPositionInLine);
  Lexer::emit(std::move(t));
  return token.get();
}

}  // namespace llmfmt::json5
