// Reading the STF parse tree: the generated accessors (ctx->block(), ctx->COMMAND(),
// ctx->argument(), …) without their cost. Those test every child of a context with dynamic_cast,
// which took about a fifth of a decode; these test its exact type (the STF grammar has no labelled
// alternatives, so a rule's contexts are exactly its generated class) and find the same child.
#pragma once

#include <cstddef>
#include <typeinfo>
#include <vector>

#include <antlr4-runtime.h>

namespace llmfmt::stf {

/// `tree` as rule context T, or nullptr when it is something else.
template <class T>
T* as_rule(antlr4::tree::ParseTree* tree) {
  return typeid(*tree) == typeid(T) ? static_cast<T*>(tree) : nullptr;
}

/// `tree` as a terminal node (a matched token, or one error recovery put there), or nullptr.
inline antlr4::tree::TerminalNode* as_terminal(antlr4::tree::ParseTree* tree) {
  const std::type_info& type = typeid(*tree);
  if (type != typeid(antlr4::tree::TerminalNodeImpl) && type != typeid(antlr4::tree::ErrorNodeImpl)) return nullptr;
  return static_cast<antlr4::tree::TerminalNode*>(tree);  // ParseTree is a non-virtual base of TerminalNode
}

/// The first child of `ctx` that is a T (ctx->getRuleContext<T>(0)).
template <class T>
T* first_rule(antlr4::ParserRuleContext* ctx) {
  for (antlr4::tree::ParseTree* c : ctx->children)
    if (T* t = as_rule<T>(c)) return t;
  return nullptr;
}

/// The children of `ctx` that are Ts (ctx->getRuleContexts<T>()).
template <class T>
std::vector<T*> rules(antlr4::ParserRuleContext* ctx) {
  std::vector<T*> out;
  for (antlr4::tree::ParseTree* c : ctx->children)
    if (T* t = as_rule<T>(c)) out.push_back(t);
  return out;
}

/// The first token child of `ctx` of type `type` (ctx->getToken(type, 0)).
inline antlr4::tree::TerminalNode* first_token(antlr4::ParserRuleContext* ctx, std::size_t type) {
  for (antlr4::tree::ParseTree* c : ctx->children)
    if (antlr4::tree::TerminalNode* t = as_terminal(c))
      if (t->getSymbol()->getType() == type) return t;
  return nullptr;
}

/// The token children of `ctx` of type `type` (ctx->getTokens(type)).
inline std::vector<antlr4::tree::TerminalNode*> tokens(antlr4::ParserRuleContext* ctx, std::size_t type) {
  std::vector<antlr4::tree::TerminalNode*> out;
  for (antlr4::tree::ParseTree* c : ctx->children)
    if (antlr4::tree::TerminalNode* t = as_terminal(c))
      if (t->getSymbol()->getType() == type) out.push_back(t);
  return out;
}

}  // namespace llmfmt::stf
