
// Generated from ./LlmistParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"
#include "LlmistParserVisitor.h"


namespace llmfmt::llmist {

/**
 * This class provides an empty implementation of LlmistParserVisitor, which can be
 * extended to create a visitor which only needs to handle a subset of the available methods.
 */
class  LlmistParserBaseVisitor : public LlmistParserVisitor {
public:

  virtual antlrcpp::Any visitDocument(LlmistParser::DocumentContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitBlock(LlmistParser::BlockContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitStartLine(LlmistParser::StartLineContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitDependencies(LlmistParser::DependenciesContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitPart(LlmistParser::PartContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitParameter(LlmistParser::ParameterContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitArgLine(LlmistParser::ArgLineContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitPointer(LlmistParser::PointerContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitSegment(LlmistParser::SegmentContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitEndLine(LlmistParser::EndLineContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitAfterEnd(LlmistParser::AfterEndContext *ctx) override {
    return visitChildren(ctx);
  }


};

}  // namespace llmfmt::llmist
