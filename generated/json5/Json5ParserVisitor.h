
#include "json5/context_stack.h"


// Generated from ./Json5Parser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"
#include "Json5Parser.h"


namespace llmfmt::json5 {

/**
 * This class defines an abstract visitor for a parse tree
 * produced by Json5Parser.
 */
class  Json5ParserVisitor : public antlr4::tree::AbstractParseTreeVisitor {
public:

  /**
   * Visit parse trees produced by Json5Parser.
   */
    virtual antlrcpp::Any visitText(Json5Parser::TextContext *context) = 0;

    virtual antlrcpp::Any visitValue(Json5Parser::ValueContext *context) = 0;

    virtual antlrcpp::Any visitObject(Json5Parser::ObjectContext *context) = 0;

    virtual antlrcpp::Any visitMember(Json5Parser::MemberContext *context) = 0;

    virtual antlrcpp::Any visitKey(Json5Parser::KeyContext *context) = 0;

    virtual antlrcpp::Any visitArray(Json5Parser::ArrayContext *context) = 0;

    virtual antlrcpp::Any visitString(Json5Parser::StringContext *context) = 0;

    virtual antlrcpp::Any visitNumber(Json5Parser::NumberContext *context) = 0;


};

}  // namespace llmfmt::json5
