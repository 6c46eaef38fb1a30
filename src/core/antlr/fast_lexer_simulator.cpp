#include "core/antlr/fast_lexer_simulator.h"

namespace llmfmt {

void FastLexerATNSimulator::install(antlr4::Lexer& lexer) {
  auto* stock = lexer.getInterpreter<antlr4::atn::LexerATNSimulator>();
  lexer.setInterpreter(new FastLexerATNSimulator(&lexer, stock->atn, stock->_decisionToDFA,
                                                 stock->getSharedContextCache()));
}

void FastLexerATNSimulator::clearDFA() {
  edges_.clear();
  LexerATNSimulator::clearDFA();
}

antlr4::dfa::DFAState* FastLexerATNSimulator::getExistingTargetState(antlr4::dfa::DFAState* s,
                                                                      size_t t) {
  if (t > MAX_DFA_EDGE || s->stateNumber < 0) return LexerATNSimulator::getExistingTargetState(s, t);
  const auto state = static_cast<std::size_t>(s->stateNumber);
  if (edges_.size() <= _mode) edges_.resize(_mode + 1);
  auto& rows = edges_[_mode];
  if (rows.size() <= state) rows.resize(state + 1, Row{});
  antlr4::dfa::DFAState*& cached = rows[state][t];
  if (!cached) cached = LexerATNSimulator::getExistingTargetState(s, t);
  return cached;
}

}  // namespace llmfmt
