
// Generated from ./GarymlParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"
#include "GarymlParser.h"


namespace llmfmt::garyml {

/**
 * This class defines an abstract visitor for a parse tree
 * produced by GarymlParser.
 */
class  GarymlParserVisitor : public antlr4::tree::AbstractParseTreeVisitor {
public:

  /**
   * Visit parse trees produced by GarymlParser.
   */
    virtual antlrcpp::Any visitFile(GarymlParser::FileContext *context) = 0;

    virtual antlrcpp::Any visitItem(GarymlParser::ItemContext *context) = 0;

    virtual antlrcpp::Any visitTextBlock(GarymlParser::TextBlockContext *context) = 0;

    virtual antlrcpp::Any visitCodeBlock(GarymlParser::CodeBlockContext *context) = 0;


};

}  // namespace llmfmt::garyml
