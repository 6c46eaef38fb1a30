
// Generated from ./StfParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"
#include "StfParser.h"


namespace llmfmt::stf {

/**
 * This class defines an abstract visitor for a parse tree
 * produced by StfParser.
 */
class  StfParserVisitor : public antlr4::tree::AbstractParseTreeVisitor {
public:

  /**
   * Visit parse trees produced by StfParser.
   */
    virtual antlrcpp::Any visitFile(StfParser::FileContext *context) = 0;

    virtual antlrcpp::Any visitItem(StfParser::ItemContext *context) = 0;

    virtual antlrcpp::Any visitCommand(StfParser::CommandContext *context) = 0;

    virtual antlrcpp::Any visitBlock(StfParser::BlockContext *context) = 0;

    virtual antlrcpp::Any visitBlockEnd(StfParser::BlockEndContext *context) = 0;

    virtual antlrcpp::Any visitStrayEnd(StfParser::StrayEndContext *context) = 0;

    virtual antlrcpp::Any visitBodyItem(StfParser::BodyItemContext *context) = 0;

    virtual antlrcpp::Any visitComment(StfParser::CommentContext *context) = 0;

    virtual antlrcpp::Any visitBodyComment(StfParser::BodyCommentContext *context) = 0;

    virtual antlrcpp::Any visitCommentItem(StfParser::CommentItemContext *context) = 0;

    virtual antlrcpp::Any visitArguments(StfParser::ArgumentsContext *context) = 0;

    virtual antlrcpp::Any visitArgument(StfParser::ArgumentContext *context) = 0;

    virtual antlrcpp::Any visitKey(StfParser::KeyContext *context) = 0;

    virtual antlrcpp::Any visitValue(StfParser::ValueContext *context) = 0;


};

}  // namespace llmfmt::stf
