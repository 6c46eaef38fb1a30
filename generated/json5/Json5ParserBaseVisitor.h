
#include "json5/context_stack.h"


// Generated from ./Json5Parser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"
#include "Json5ParserVisitor.h"


namespace llmfmt::json5 {

/**
 * This class provides an empty implementation of Json5ParserVisitor, which can be
 * extended to create a visitor which only needs to handle a subset of the available methods.
 */
class  Json5ParserBaseVisitor : public Json5ParserVisitor {
public:

  virtual antlrcpp::Any visitText(Json5Parser::TextContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitValue(Json5Parser::ValueContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitObject(Json5Parser::ObjectContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitMember(Json5Parser::MemberContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitKey(Json5Parser::KeyContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitArray(Json5Parser::ArrayContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitString(Json5Parser::StringContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitNumber(Json5Parser::NumberContext *ctx) override {
    return visitChildren(ctx);
  }


};

}  // namespace llmfmt::json5
