
// Generated from ./DslParser.g4 by ANTLR 4.7.2


#include "DslParserBaseVisitor.h"


using namespace llmfmt::dsl;

