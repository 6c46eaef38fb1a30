
// Generated from ./LlmistParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"
#include "LlmistParser.h"


namespace llmfmt::llmist {

/**
 * This class defines an abstract visitor for a parse tree
 * produced by LlmistParser.
 */
class  LlmistParserVisitor : public antlr4::tree::AbstractParseTreeVisitor {
public:

  /**
   * Visit parse trees produced by LlmistParser.
   */
    virtual antlrcpp::Any visitDocument(LlmistParser::DocumentContext *context) = 0;

    virtual antlrcpp::Any visitBlock(LlmistParser::BlockContext *context) = 0;

    virtual antlrcpp::Any visitStartLine(LlmistParser::StartLineContext *context) = 0;

    virtual antlrcpp::Any visitDependencies(LlmistParser::DependenciesContext *context) = 0;

    virtual antlrcpp::Any visitPart(LlmistParser::PartContext *context) = 0;

    virtual antlrcpp::Any visitParameter(LlmistParser::ParameterContext *context) = 0;

    virtual antlrcpp::Any visitArgLine(LlmistParser::ArgLineContext *context) = 0;

    virtual antlrcpp::Any visitPointer(LlmistParser::PointerContext *context) = 0;

    virtual antlrcpp::Any visitSegment(LlmistParser::SegmentContext *context) = 0;

    virtual antlrcpp::Any visitEndLine(LlmistParser::EndLineContext *context) = 0;

    virtual antlrcpp::Any visitAfterEnd(LlmistParser::AfterEndContext *context) = 0;


};

}  // namespace llmfmt::llmist
