
// Generated from ./TeltParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"
#include "TeltParserVisitor.h"


namespace llmfmt::telt {

/**
 * This class provides an empty implementation of TeltParserVisitor, which can be
 * extended to create a visitor which only needs to handle a subset of the available methods.
 */
class  TeltParserBaseVisitor : public TeltParserVisitor {
public:

  virtual antlrcpp::Any visitBlock(TeltParser::BlockContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitIntro(TeltParser::IntroContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitSection(TeltParser::SectionContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitCommand(TeltParser::CommandContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitParameter(TeltParser::ParameterContext *ctx) override {
    return visitChildren(ctx);
  }

  virtual antlrcpp::Any visitSkipped(TeltParser::SkippedContext *ctx) override {
    return visitChildren(ctx);
  }


};

}  // namespace llmfmt::telt
