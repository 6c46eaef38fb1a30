// The generated llmist lexer with its base class: include this, not "LlmistLexer.h" (the generated
// header needs LlmistLexerBase declared before it; its own .cpp gets this file by -include).
#pragma once

#include "llmist/lexer_base.h"

#include "LlmistLexer.h"
