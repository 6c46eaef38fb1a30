"""The base class of the generated GaryML lexer (grammars/garyml/GarymlLexer.g4, `superClass`).

INDENT and DEDENT come before the first token of each structural line (not a blank, comment or
block line), as its leading blanks decide (docs/formats/garyml.md, DECISIONS §3 Indentation), and
at the end of the input a DEDENT for each level still open. The host may set `maxDepth` (the
`max_depth` option) before lexing.
"""
import sys

from antlr4 import Lexer
from antlr4.Token import CommonToken, Token


class Indenter:
    """A stack of the widths of the open levels. A deeper line opens one level, a shallower one
    closes every level deeper than itself; the first indented line fixes the unit; a tab counts as
    one unit (2 columns while none is known) and never fixes it; no level beyond max_depth opens."""

    def __init__(self, max_depth=256):
        self.max_depth = max_depth
        self.reset()

    def reset(self):
        self.widths = [0]
        self.unit = 0

    def depth(self):
        return len(self.widths) - 1

    def _open(self, width):
        if self.depth() >= self.max_depth:
            return False
        self.widths.append(width)
        return True

    def next(self, lead):
        """(dedents, indent) for a structural line indented by the blanks `lead`."""
        tabs = lead.count("\t")
        width = (len(lead) - tabs) + tabs * (self.unit if self.unit else 2)
        dedents, indent = 0, False
        if width > self.widths[-1]:
            if self.unit == 0 and tabs == 0:
                self.unit = width - self.widths[-1]
            indent = self._open(width)
        else:
            while len(self.widths) > 1 and self.widths[-1] > width:
                self.widths.pop()
                dedents += 1
            if self.widths[-1] < width:  # between two levels: a child of the last line above it
                indent = self._open(width)
        return dedents, indent

    def finish(self):
        """The levels still open, all closed now."""
        open_levels = self.depth()
        self.widths = [0]
        return open_levels


class GarymlLexerBase(Lexer):
    def __init__(self, input=None, output=sys.stdout):
        super().__init__(input, output)
        self.indenter = Indenter()
        self._pending = []

    @property
    def maxDepth(self):
        return self.indenter.max_depth

    @maxDepth.setter
    def maxDepth(self, depth):
        self.indenter.max_depth = depth

    def reset(self):
        self._pending = []
        self.indenter.reset()
        super().reset()

    def nextToken(self):
        if not self._pending:
            self._fill()
        return self._pending.pop(0)

    def _fill(self):
        line_start = self._mode == self.DEFAULT_MODE  # entered only at the start of a line
        token = super().nextToken()
        if token.type == Token.EOF:
            for _ in range(self.indenter.finish()):
                self._pending.append(self._synthetic(self.DEDENT, token))
        elif line_start and token.type not in (self.BLANK_LINE, self.COMMENT_LINE):
            text = token.text  # from the line's start: its leading blanks first
            lead = text[:len(text) - len(text.lstrip(" \t"))]
            dedents, indent = self.indenter.next(lead)
            self._pending.extend(self._synthetic(self.DEDENT, token) for _ in range(dedents))
            if indent:
                self._pending.append(self._synthetic(self.INDENT, token))
        self._pending.append(token)

    def _synthetic(self, token_type, at):
        """An empty token before `at`: its start, its line, column 0."""
        t = CommonToken(self._tokenFactorySourcePair, token_type, Token.DEFAULT_CHANNEL, at.start, at.start - 1)
        t.line = at.line
        t.column = 0
        t.text = "<INDENT>" if token_type == self.INDENT else "<DEDENT>"
        return t
