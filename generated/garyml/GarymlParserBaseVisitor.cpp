
// Generated from ./GarymlParser.g4 by ANTLR 4.7.2


#include "GarymlParserBaseVisitor.h"


using namespace llmfmt::garyml;

