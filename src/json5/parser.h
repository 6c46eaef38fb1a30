// The generated JSON5 parser with its base class: include this, not "Json5Parser.h" (the generated
// header needs Json5ParserBase declared before it; its own .cpp gets this file by -include).
#pragma once

#include "json5/parser_base.h"

#include "Json5Parser.h"
