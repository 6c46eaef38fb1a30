
// Generated from ./GarymlParser.g4 by ANTLR 4.7.2


#include "GarymlParserVisitor.h"


using namespace llmfmt::garyml;

