// A generated parser that builds its parse tree with less of the 4.9 runtime's overhead.
//
// Parser::addContextToParseTree finds a new context's parent through a dynamic_cast, though the
// parent of a parser's rule context is always a ParserRuleContext; and a context's children
// vector grows 1 → 2 → 4, three allocations for the 2–4 children most line rules get. The tree
// is the same.
#pragma once

#include <antlr4-runtime.h>

namespace llmfmt {

template <class Generated>
class TreeParser : public Generated {
 public:
  using Generated::Generated;

 protected:
  void addContextToParseTree() override {
    antlr4::ParserRuleContext* ctx = this->_ctx;
    ctx->children.reserve(4);
    if (ctx->parent) static_cast<antlr4::ParserRuleContext*>(ctx->parent)->addChild(ctx);
  }
};

}  // namespace llmfmt
