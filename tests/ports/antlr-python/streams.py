"""The character streams the grammars are written for (grammars/*/: each lexer's header comment).

Every grammar reads bytes, not code points: an index, a column and LA() are per byte, and a token's
text is its bytes (decoded here, ill-formed UTF-8 as U+FFFD per maximal subpart, as llmfmt prints
it). What LA() shows of a byte is the grammar's business:

  ByteStream    every byte >= 0x80 as 0x01 (the grammars mention non-ASCII text only through that
                stand-in or negated sets); for DSL, the configured sigil shown as '@' and a written
                '@' as the sigil (DslLexer.g4 spells the sigil '@').
  Json5Stream   a byte of a Unicode space as 0x02, of U+2028/U+2029 as 0x03, of anything else
                non-ASCII as 0x01, and raw bytes 0x01-0x03 as 0x00 (Json5Lexer.g4).
"""
from antlr4.InputStream import InputStream
from antlr4.Token import Token


class ByteStream(InputStream):
    def __init__(self, raw: bytes, shown=None):
        # InputStream's fields, over bytes: data is what LA() shows, raw what getText() returns.
        self.name = "<input>"
        self.raw = raw
        self.strdata = raw.decode("utf-8", "replace")
        self._index = 0
        table = shown or [b if b < 0x80 else 0x01 for b in range(256)]
        self.data = [table[b] for b in raw]
        self._size = len(raw)

    @staticmethod
    def with_sigil(raw: bytes, sigil: str):
        table = [b if b < 0x80 else 0x01 for b in range(256)]
        s, at = ord(sigil), ord("@")
        table[s], table[at] = at, s
        return ByteStream(raw, table)

    def consume(self):
        # At EOF this does nothing, as llmfmt's stream (the simulator consumes once before it
        # evaluates a predicate speculatively, also right after a rule matched EOF).
        if self._index < self._size:
            self._index += 1

    def getText(self, start: int, stop: int):
        if stop < start or start >= self._size:
            return ""
        return self.raw[start:stop + 1].decode("utf-8", "replace")

    def __str__(self):
        return self.strdata


# Unicode spaces (Zs), U+FEFF, and the two line separators, by their UTF-8 bytes.
_SPACES = {0xA0, 0x1680, 0x202F, 0x205F, 0x3000, 0xFEFF} | set(range(0x2000, 0x200B))
_SEPARATORS = {0x2028, 0x2029}


class Json5Stream(ByteStream):
    def __init__(self, raw: bytes):
        super().__init__(raw)
        shown = []
        i = 0
        while i < len(raw):
            b = raw[i]
            if b < 0x80:
                shown.append(0x00 if 0x01 <= b <= 0x03 else b)
                i += 1
                continue
            n = _sequence_length(raw, i)
            if n == 0:  # an ill-formed byte: like any other non-ASCII character
                shown.append(0x01)
                i += 1
                continue
            cp = ord(raw[i:i + n].decode("utf-8"))
            stand_in = 0x02 if cp in _SPACES else 0x03 if cp in _SEPARATORS else 0x01
            shown.extend([stand_in] * n)
            i += n
        self.data = shown


def _sequence_length(raw: bytes, i: int) -> int:
    """The length of the well-formed UTF-8 sequence at raw[i], or 0."""
    for n in (2, 3, 4):
        try:
            raw[i:i + n].decode("utf-8")
            return n
        except UnicodeDecodeError:
            continue
    return 0
