
// Generated from ./StfParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"
#include "StfParserVisitor.h"


namespace llmfmt::stf {

/**
 * This class provides an empty implementation of StfParserVisitor, which can be
 * extended to create a visitor which only needs to handle a subset of the available methods.
 */
class  StfParserBaseVisitor : public StfParserVisitor {
public:

  virtual antlrcpp::Any visitFile(StfParser::FileContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitItem(StfParser::ItemContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitCommand(StfParser::CommandContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitBlock(StfParser::BlockContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitBlockEnd(StfParser::BlockEndContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitStrayEnd(StfParser::StrayEndContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitBodyItem(StfParser::BodyItemContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitComment(StfParser::CommentContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitBodyComment(StfParser::BodyCommentContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitCommentItem(StfParser::CommentItemContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitArguments(StfParser::ArgumentsContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitArgument(StfParser::ArgumentContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitKey(StfParser::KeyContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitValue(StfParser::ValueContext *ctx) override {
    return visitChildren(ctx);
  }


};

}  // namespace llmfmt::stf
