"""The base class of the generated TELT lexer (grammars/telt/TeltLexer.g4, `superClass`).

The rules' actions call it as `self.openBlock()` (the header rules) and `self.byHash(...)` (the
delimiter rules), when the rule has matched.
"""
import sys

from antlr4 import Lexer


class TeltLexerBase(Lexer):
    def __init__(self, input=None, output=sys.stdout):
        super().__init__(input, output)
        self._hash = None  # the open block's hash: none before the first header

    def openBlock(self):
        """The header line just matched (`#!telt [3-char SHA: xyz]`) opens a block: its hash is
        characters 20-22 of the line."""
        start = self._tokenStartCharIndex
        self._hash = self._input.getText(start + 20, start + 22)

    def byHash(self, ownType, ownMode, otherType, otherMode):
        """The delimiter line just matched (`--NAME xyz--`, then blanks or a comment) is a token of
        type ownType and the lexer goes on in mode ownMode when xyz, the characters between the
        first blank and the next `--`, is the open block's hash; otherwise otherType and otherMode
        (names of the grammar's token types and modes)."""
        line = self._input.getText(self._tokenStartCharIndex, self._input.index - 1)
        own = line[line.index(" ") + 1:].split("--")[0] == self._hash
        self._type = getattr(self, ownType if own else otherType)
        self._mode = getattr(self, ownMode if own else otherMode)
