
// Generated from ./TeltParser.g4 by ANTLR 4.7.2


#include "TeltParserBaseVisitor.h"


using namespace llmfmt::telt;

