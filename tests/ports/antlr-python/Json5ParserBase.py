"""The base class of the generated JSON5 parser (grammars/json5/Json5Parser.g4, `superClass`).

The grammar asks nothing of it (llmfmt's C++ one frees rule contexts early, a memory matter).
"""
from antlr4 import Parser


class Json5ParserBase(Parser):
    pass
