"""The base class of the generated llmist lexer (grammars/llmist/LlmistLexer.g4, `superClass`).

The configured markers are run-time options, so no rule spells them: at the start of a line this
class makes the marker token itself, by the table in the grammar's header comment, and sets the
mode the rest of the line is read in. The host sets `markers` (start, end, arg) before lexing.
"""
import sys

from antlr4 import Lexer
from antlr4.Token import Token


class LlmistLexerBase(Lexer):
    def __init__(self, input=None, output=sys.stdout):
        super().__init__(input, output)
        self.markers = ("!!!GADGET_START:", "!!!GADGET_END", "!!!ARG:")

    def nextToken(self):
        # DEFAULT_MODE and BLOCK are entered only at the start of a line.
        if self._mode in (self.DEFAULT_MODE, self.BLOCK) and self._input.LA(1) != Token.EOF:
            marker, length, ends_in_lf = self._marker_here()
            token, mode = self._line_start(marker, ends_in_lf)
            self._mode = mode
            if token in (self.START_MARKER, self.END_MARKER, self.ARG_MARKER):
                return self._marker_token(token, length)
        return super().nextToken()

    def _marker_here(self):
        """The longest configured marker the line at the input's position begins with (its token
        type, or None) and its length, and whether the line ends in LF."""
        stream, at = self._input, self._input.index
        best, length = None, 0
        for marker, token in zip(self.markers, (self.START_MARKER, self.END_MARKER, self.ARG_MARKER)):
            n = len(marker.encode("utf-8"))  # the stream counts bytes
            if n > length and stream.getText(at, at + n - 1) == marker:
                best, length = token, n
        k = 1
        while stream.LA(k) not in (ord("\n"), Token.EOF):
            k += 1
        return best, length, stream.LA(k) == ord("\n")

    def _line_start(self, marker, ends_in_lf):
        """The grammar's table: the line's first token (a marker, or the content token it is as a
        whole) and the mode that token is read in."""
        in_block = self._mode == self.BLOCK
        if marker == self.START_MARKER:
            return (self.START_MARKER, self.HEADER_NAME) if ends_in_lf else (self.TEXT_LINE, self.DEFAULT_MODE)
        if in_block and marker == self.END_MARKER:
            return self.END_MARKER, self.AFTER_END
        if in_block and marker == self.ARG_MARKER:
            return self.ARG_MARKER, self.POINTER
        return (self.VALUE_LINE, self.BLOCK) if in_block else (self.TEXT_LINE, self.DEFAULT_MODE)

    def _marker_token(self, token_type, length):
        self._tokenStartCharIndex = self._input.index
        self._tokenStartLine = self.line
        self._tokenStartColumn = self.column
        self._input.seek(self._tokenStartCharIndex + length)
        self.column = self._tokenStartColumn + length
        self._type = token_type
        self._channel = Token.DEFAULT_CHANNEL
        self._text = None
        return self.emit()
