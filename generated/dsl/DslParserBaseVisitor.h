
// Generated from ./DslParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"
#include "DslParserVisitor.h"


namespace llmfmt::dsl {

/**
 * This class provides an empty implementation of DslParserVisitor, which can be
 * extended to create a visitor which only needs to handle a subset of the available methods.
 */
class  DslParserBaseVisitor : public DslParserVisitor {
public:

  virtual antlrcpp::Any visitProgram(DslParser::ProgramContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitStep(DslParser::StepContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitDirective(DslParser::DirectiveContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitLine(DslParser::LineContext *ctx) override {
    return visitChildren(ctx);
  }


};

}  // namespace llmfmt::dsl
