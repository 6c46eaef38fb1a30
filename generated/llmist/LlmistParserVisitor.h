
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

    virtual antlrcpp::Any visitParameter(LlmistParser::ParameterContext *context) = 0;


};

}  // namespace llmfmt::llmist
