// The generated GaryML lexer with its base class: include this, not "GarymlLexer.h" (the generated
// header needs GarymlLexerBase declared before it; its own .cpp gets this file by -include).
#pragma once

#include "garyml/lexer_base.h"

#include "GarymlLexer.h"
