
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

  virtual antlrcpp::Any visitRun(GarymlParser::RunContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitSection(GarymlParser::SectionContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitNested(GarymlParser::NestedContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitKeywordLine(GarymlParser::KeywordLineContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitInlineForm(GarymlParser::InlineFormContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitPair(GarymlParser::PairContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitMalformed(GarymlParser::MalformedContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitParameterLine(GarymlParser::ParameterLineContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitValue(GarymlParser::ValueContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitTextLine(GarymlParser::TextLineContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitTextBlock(GarymlParser::TextBlockContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitCodeBlock(GarymlParser::CodeBlockContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitStrayLine(GarymlParser::StrayLineContext *ctx) override {
    return visitChildren(ctx);
  }


};

}  // namespace llmfmt::garyml
