// The base class of the generated JSON5 parser (grammars/json5/Json5Parser.g4, `superClass`). The
// grammar asks nothing of it; llmfmt's frees each rule context as its rule exits, so that a parse
// that builds no tree keeps one context per open rule (the 4.9 runtime keeps every one until reset).
//
// The generated rule functions allocate their contexts through a member named `_tracker` and end
// with exitRule(); the ones declared here hide the runtime's (Parser::_tracker keeps every context,
// Parser::exitRule() is not virtual). src/json5/parser.h includes this and the generated parser.
#pragma once

#include <antlr4-runtime.h>

#include "json5/context_stack.h"

namespace llmfmt::json5 {

class Json5ParserBase : public antlr4::Parser {
 public:
  explicit Json5ParserBase(antlr4::TokenStream* input) : antlr4::Parser(input) {}

  ContextStack _tracker;
  /// Keep every context until the parser is reset, as the runtime does (to print a parse tree).
  bool keepContexts = false;

  /// Parser::exitRule() of the 4.9 runtime (without its dynamic_cast of the parent context), then
  /// ruleExited(), then the context is freed (defined in src/json5/parser.cpp).
  void exitRule();
  /// The rule of `done` has exited (its stop token is set); `done` is freed right after.
  virtual void ruleExited(antlr4::ParserRuleContext* done) noexcept { (void)done; }
};

}  // namespace llmfmt::json5
