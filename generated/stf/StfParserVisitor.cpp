
// Generated from ./StfParser.g4 by ANTLR 4.7.2


#include "StfParserVisitor.h"


using namespace llmfmt::stf;

