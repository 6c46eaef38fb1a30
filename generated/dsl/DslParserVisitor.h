
// Generated from ./DslParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"
#include "DslParser.h"


namespace llmfmt::dsl {

/**
 * This class defines an abstract visitor for a parse tree
 * produced by DslParser.
 */
class  DslParserVisitor : public antlr4::tree::AbstractParseTreeVisitor {
public:

  /**
   * Visit parse trees produced by DslParser.
   */
    virtual antlrcpp::Any visitProgram(DslParser::ProgramContext *context) = 0;

    virtual antlrcpp::Any visitStep(DslParser::StepContext *context) = 0;

    virtual antlrcpp::Any visitDirective(DslParser::DirectiveContext *context) = 0;

    virtual antlrcpp::Any visitLine(DslParser::LineContext *context) = 0;


};

}  // namespace llmfmt::dsl
