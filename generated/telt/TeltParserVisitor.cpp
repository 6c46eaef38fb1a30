
// Generated from ./TeltParser.g4 by ANTLR 4.7.2


#include "TeltParserVisitor.h"


using namespace llmfmt::telt;

