
#include "json5/context_stack.h"


// Generated from ./Json5Parser.g4 by ANTLR 4.7.2


#include "Json5ParserVisitor.h"


using namespace llmfmt::json5;

