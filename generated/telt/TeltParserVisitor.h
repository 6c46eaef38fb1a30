
// Generated from ./TeltParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"
#include "TeltParser.h"


namespace llmfmt::telt {

/**
 * This class defines an abstract visitor for a parse tree
 * produced by TeltParser.
 */
class  TeltParserVisitor : public antlr4::tree::AbstractParseTreeVisitor {
public:

  /**
   * Visit parse trees produced by TeltParser.
   */
    virtual antlrcpp::Any visitBlock(TeltParser::BlockContext *context) = 0;

    virtual antlrcpp::Any visitIntro(TeltParser::IntroContext *context) = 0;

    virtual antlrcpp::Any visitSection(TeltParser::SectionContext *context) = 0;

    virtual antlrcpp::Any visitCommand(TeltParser::CommandContext *context) = 0;

    virtual antlrcpp::Any visitParameter(TeltParser::ParameterContext *context) = 0;

    virtual antlrcpp::Any visitSkipped(TeltParser::SkippedContext *context) = 0;


};

}  // namespace llmfmt::telt
