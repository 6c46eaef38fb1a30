
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

    virtual antlrcpp::Any visitStepRun(DslParser::StepRunContext *context) = 0;

    virtual antlrcpp::Any visitThen(DslParser::ThenContext *context) = 0;

    virtual antlrcpp::Any visitStep(DslParser::StepContext *context) = 0;

    virtual antlrcpp::Any visitDirective(DslParser::DirectiveContext *context) = 0;

    virtual antlrcpp::Any visitFromLine(DslParser::FromLineContext *context) = 0;

    virtual antlrcpp::Any visitFromItem(DslParser::FromItemContext *context) = 0;

    virtual antlrcpp::Any visitDefLine(DslParser::DefLineContext *context) = 0;

    virtual antlrcpp::Any visitTypeLine(DslParser::TypeLineContext *context) = 0;

    virtual antlrcpp::Any visitAsLine(DslParser::AsLineContext *context) = 0;

    virtual antlrcpp::Any visitDefPart(DslParser::DefPartContext *context) = 0;

    virtual antlrcpp::Any visitWords(DslParser::WordsContext *context) = 0;

    virtual antlrcpp::Any visitAsText(DslParser::AsTextContext *context) = 0;

    virtual antlrcpp::Any visitOutLine(DslParser::OutLineContext *context) = 0;

    virtual antlrcpp::Any visitOtherLine(DslParser::OtherLineContext *context) = 0;


};

}  // namespace llmfmt::dsl
