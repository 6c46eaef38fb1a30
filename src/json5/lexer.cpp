#include "json5/lexer.h"

#include <cstddef>
#include <new>
#include <utility>
#include <vector>

#include "core/fast_lexer_simulator.h"

namespace llmfmt::json5 {
namespace {

// A CommonToken whose memory comes from a per-thread free list: tokens are made and freed in
// the same thread, a few at a time.
class PooledToken final : public antlr4::CommonToken {
 public:
  using antlr4::CommonToken::CommonToken;

  static void* operator new(std::size_t size) {
    std::vector<void*>& free = free_list();
    if (size == sizeof(PooledToken) && !free.empty()) {
      void* p = free.back();
      free.pop_back();
      return p;
    }
    return ::operator new(size);
  }

  static void operator delete(void* p, std::size_t size) noexcept {
    std::vector<void*>& free = free_list();
    if (size == sizeof(PooledToken) && free.size() < kKept) {
      free.push_back(p);  // capacity reserved: cannot throw
      return;
    }
    ::operator delete(p);
  }

 private:
  static constexpr std::size_t kKept = 64;

  static std::vector<void*>& free_list() {
    struct List {
      List() { blocks.reserve(kKept); }
      ~List() {
        for (void* p : blocks) ::operator delete(p);
      }
      std::vector<void*> blocks;
    };
    thread_local List list;
    return list.blocks;
  }
};

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
    if (executor != nullptr && _recog != nullptr && only_skip(executor.get())) {
      input->seek(index);  // as LexerATNSimulator::accept() does before the actions
      _line = line;
      _charPositionInLine = char_pos;
      _recog->skip();
      return;
    }
    FastLexerATNSimulator::accept(input, executor, start_index, index, line, char_pos);
  }

 private:
  // Executors live in the DFA states, so their addresses are stable: the answer is kept per address.
  bool only_skip(antlr4::atn::LexerActionExecutor* executor) {
    for (const auto& [known, skip] : known_)
      if (known == executor) return skip;
    const std::vector<std::shared_ptr<antlr4::atn::LexerAction>> actions = executor->getLexerActions();
    const bool skip = actions.size() == 1 && actions[0]->getActionType() == antlr4::atn::LexerActionType::SKIP;
    if (known_.size() < 16) known_.emplace_back(executor, skip);
    return skip;
  }

  std::vector<std::pair<antlr4::atn::LexerActionExecutor*, bool>> known_;
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

antlr4::Token* FastJson5Lexer::emit() {
  std::unique_ptr<PooledToken> t(new PooledToken({this, _input}, type, channel, tokenStartCharIndex,
                                                 _input->index() - 1));
  t->setLine(tokenStartLine);
  t->setCharPositionInLine(tokenStartCharPositionInLine);
  if (!_text.empty()) t->setText(_text);
  Lexer::emit(std::move(t));
  return token.get();
}

}  // namespace llmfmt::json5
