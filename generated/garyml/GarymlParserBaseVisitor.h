
// Generated from ./GarymlParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"
#include "GarymlParserVisitor.h"


namespace llmfmt::garyml {

/**
 * This class provides an empty implementation of GarymlParserVisitor, which can be
 * extended to create a visitor which only needs to handle a subset of the available methods.
 */
class  GarymlParserBaseVisitor : public GarymlParserVisitor {
public:

  virtual antlrcpp::Any visitFile(GarymlParser::FileContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitItem(GarymlParser::ItemContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitTextBlock(GarymlParser::TextBlockContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitCodeBlock(GarymlParser::CodeBlockContext *ctx) override {
    return visitChildren(ctx);
  }


};

}  // namespace llmfmt::garyml
