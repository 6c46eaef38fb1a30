
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

  virtual antlrcpp::Any visitStepRun(DslParser::StepRunContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitThen(DslParser::ThenContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitStep(DslParser::StepContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitDirective(DslParser::DirectiveContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitFromLine(DslParser::FromLineContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitFromItem(DslParser::FromItemContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitDefLine(DslParser::DefLineContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitTypeLine(DslParser::TypeLineContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitAsLine(DslParser::AsLineContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitDefPart(DslParser::DefPartContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitWords(DslParser::WordsContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitAsText(DslParser::AsTextContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitOutLine(DslParser::OutLineContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitOtherLine(DslParser::OtherLineContext *ctx) override {
    return visitChildren(ctx);
  }


};

}  // namespace llmfmt::dsl
