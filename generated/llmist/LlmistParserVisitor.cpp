
// Generated from ./LlmistParser.g4 by ANTLR 4.7.2


#include "LlmistParserVisitor.h"


using namespace llmfmt::llmist;

