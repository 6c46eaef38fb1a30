
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
    virtual antlrcpp::Any visitRun(GarymlParser::RunContext *context) = 0;

    virtual antlrcpp::Any visitSection(GarymlParser::SectionContext *context) = 0;

    virtual antlrcpp::Any visitNested(GarymlParser::NestedContext *context) = 0;

    virtual antlrcpp::Any visitKeywordLine(GarymlParser::KeywordLineContext *context) = 0;

    virtual antlrcpp::Any visitInlineForm(GarymlParser::InlineFormContext *context) = 0;

    virtual antlrcpp::Any visitPair(GarymlParser::PairContext *context) = 0;

    virtual antlrcpp::Any visitMalformed(GarymlParser::MalformedContext *context) = 0;

    virtual antlrcpp::Any visitParameterLine(GarymlParser::ParameterLineContext *context) = 0;

    virtual antlrcpp::Any visitValue(GarymlParser::ValueContext *context) = 0;

    virtual antlrcpp::Any visitTextLine(GarymlParser::TextLineContext *context) = 0;

    virtual antlrcpp::Any visitTextBlock(GarymlParser::TextBlockContext *context) = 0;

    virtual antlrcpp::Any visitCodeBlock(GarymlParser::CodeBlockContext *context) = 0;

    virtual antlrcpp::Any visitStrayLine(GarymlParser::StrayLineContext *context) = 0;


};

}  // namespace llmfmt::garyml
