
// Generated from ./DslParser.g4 by ANTLR 4.7.2


#include "DslParserVisitor.h"


using namespace llmfmt::dsl;

