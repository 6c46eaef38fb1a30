// The generated TELT lexer with its base class: include this, not "TeltLexer.h" (the generated
// header needs TeltLexerBase declared before it; its own .cpp gets this file by -include).
#pragma once

#include "telt/lexer_base.h"

#include "TeltLexer.h"
