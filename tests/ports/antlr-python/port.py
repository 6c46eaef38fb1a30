"""The generated Python3 lexers and parsers of grammars/, run on the base classes of this folder:
a port's first step, and the check that the grammars hold no target code (tests/CMakeLists.txt,
ctest `antlr_python`).

  port.py tokens FORMAT FILE [OPTIONS_JSON]   the token stream, as `llmfmt tokens` prints it
  port.py trees FORMAT FILE [OPTIONS_JSON]    the parse trees, as `llmfmt tokens --trees` prints them
  port.py adapter                             answers `llmfmt conform --level tokens --persistent`

GENERATED (environment, default ./generated) holds the generated code of every grammar:
  antlr4 -Dlanguage=Python3 -Werror -no-listener -no-visitor -Xexact-output-dir -o GENERATED grammars/*/*.g4
"""
import base64
import contextlib
import importlib
import io
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from antlr4 import CommonTokenStream  # noqa: E402
from antlr4.ListTokenSource import ListTokenSource  # noqa: E402
from antlr4.Token import CommonToken, Token  # noqa: E402

from antlr4.IntervalSet import IntervalSet  # noqa: E402
from antlr4.atn.ATNState import ATNState  # noqa: E402
from antlr4.error.ErrorStrategy import DefaultErrorStrategy  # noqa: E402
from antlr4.error.Errors import InputMismatchException  # noqa: E402

import streams  # noqa: E402

GRAMMARS = {"llmist": "Llmist", "telt": "Telt", "garyml": "Garyml", "dsl": "Dsl", "stf": "Stf", "json5": "Json5"}
# The rule that parses a whole input (TELT: one block, see blocks()).
START_RULE = {"llmist": "document", "telt": "block", "garyml": "run", "dsl": "program", "stf": "document", "json5": "text"}


def generated(fmt, kind):
    """The generated class `kind` ("Lexer" or "Parser") of `fmt`."""
    folder = os.environ.get("GENERATED", os.path.join(HERE, "generated"))
    if folder not in sys.path:
        sys.path.insert(0, folder)
    name = GRAMMARS[fmt] + kind
    return getattr(importlib.import_module(name), name)


_told = set()


@contextlib.contextmanager
def version_warning_once(what):
    """The 4.7.2 tool's code tells the 4.9.1 runtime at each construction, on stdout, that their
    versions disagree (harmless: docs/antlr-cpp.md §11). Once per class, on stderr: stdout is for
    results."""
    with contextlib.redirect_stdout(sys.stderr if what not in _told else io.StringIO()):
        yield
    _told.add(what)


def make_lexer(fmt, raw, options):
    """The generated lexer of `fmt` over the bytes `raw`, configured by `options` (the snake_case
    keys of `llmfmt parse --options`)."""
    if fmt == "json5":
        stream = streams.Json5Stream(raw)
    elif fmt == "dsl":
        stream = streams.ByteStream.with_sigil(raw, options.get("sigil", "@"))
    else:
        stream = streams.ByteStream(raw)
    lexer_class = generated(fmt, "Lexer")
    with version_warning_once(lexer_class):
        lexer = lexer_class(stream)
    lexer.removeErrorListeners()
    if fmt == "llmist":
        lexer.markers = (options.get("start_prefix", "!!!GADGET_START:"), options.get("end_prefix", "!!!GADGET_END"),
                         options.get("arg_prefix", "!!!ARG:"))
    if fmt == "garyml" and "max_depth" in options:
        lexer.maxDepth = options["max_depth"]
    return lexer


def lex(fmt, raw, options):
    """Every token up to and including EOF, each with the mode its first character was read in:
    for a token a rule matched, the mode of that match; for one the base class made (llmist's
    markers, GaryML's INDENT and DEDENT at a line's start: the mode of the match at the same place,
    if any) and for EOF, the mode the lexer was in when it was asked for the token."""
    lexer = make_lexer(fmt, raw, options)
    matched = {}  # start index → mode, of every match
    match = lexer._interp.match

    def recording_match(input, mode):
        matched[input.index] = mode
        return match(input, mode)

    lexer._interp.match = recording_match
    out = []
    while True:
        asked = lexer._mode
        token = lexer.nextToken()
        mode = asked if token.type == Token.EOF else matched.get(token.start, asked)
        out.append((token, mode))
        if token.type == Token.EOF:
            return lexer, out


def token_json(lexer, token, mode):
    t = {"type": "EOF" if token.type == Token.EOF else lexer.symbolicNames[token.type], "text": token.text,
         "line": token.line, "column": token.column, "mode": lexer.modeNames[mode]}
    if token.channel != Token.DEFAULT_CHANNEL:
        t["channel"] = lexer.channelNames[token.channel]
    return t


class ErrorStrategy(DefaultErrorStrategy):
    """python3-antlr4 4.9.1's recovery without its bug: its sync() adds the error recovery set to
    the set getExpectedTokens() returns, which may be the ATN's cached follow set of the state, so
    every later parse in the process sees more tokens there (docs/antlr-cpp.md §11). The same
    method with a copy, as the C++ runtime has it."""

    def sync(self, recognizer):
        if self.inErrorRecoveryMode(recognizer):
            return
        s = recognizer._interp.atn.states[recognizer.state]
        la = recognizer.getTokenStream().LA(1)
        next_tokens = recognizer.atn.nextTokens(s)
        if Token.EPSILON in next_tokens or la in next_tokens:
            return
        if s.stateType in (ATNState.BLOCK_START, ATNState.STAR_BLOCK_START, ATNState.PLUS_BLOCK_START,
                           ATNState.STAR_LOOP_ENTRY):
            if self.singleTokenDeletion(recognizer) is not None:
                return
            raise InputMismatchException(recognizer)
        if s.stateType in (ATNState.PLUS_LOOP_BACK, ATNState.STAR_LOOP_BACK):
            self.reportUnwantedToken(recognizer)
            follow = IntervalSet()
            follow.addSet(recognizer.getExpectedTokens())
            follow.addSet(self.getErrorRecoverySet(recognizer))
            self.consumeUntil(recognizer, follow)


def blocks(tokens, vocabulary):
    """TELT: the tokens of each block, as the parser's `block` takes them. A block begins at a
    HEADER_LINE and ends after its CLOSE_LINE, before the next HEADER_LINE, or before a line that
    only stands outside blocks (TEXT_LINE, BAD_HEADER_LINE, LATE_PARAM_LINE, STRAY_END_LINE)."""
    outside = {vocabulary[n] for n in ("TEXT_LINE", "BAD_HEADER_LINE", "LATE_PARAM_LINE", "STRAY_END_LINE")}
    header, close = vocabulary["HEADER_LINE"], vocabulary["CLOSE_LINE"]
    current = None
    for t in tokens:
        if t.type == header:
            if current:
                yield current
            current = [t]
        elif current is not None and t.type in outside:
            yield current
            current = None
        elif current is not None:
            current.append(t)
            if t.type == close:
                yield current
                current = None
    if current:
        yield current


def trees(fmt, raw, options):
    """The generated parser's toStringTree of the whole input (TELT: of each block)."""
    lexer, lexed = lex(fmt, raw, options)
    tokens = [t for t, _ in lexed]
    parser_class = generated(fmt, "Parser")
    if fmt == "telt":
        vocabulary = {name: i for i, name in enumerate(lexer.symbolicNames)}
        parts = [part + [eof(part[-1])] for part in blocks(tokens[:-1], vocabulary)]
    else:
        parts = [tokens]
    out = []
    for part in parts:
        with version_warning_once(parser_class):
            parser = parser_class(CommonTokenStream(ListTokenSource(part)))
        parser.removeErrorListeners()
        parser._errHandler = ErrorStrategy()
        tree = getattr(parser, START_RULE[fmt])()
        out.append(tree.toStringTree(recog=parser))
    return out


def eof(after):
    """An EOF token right after the token `after`."""
    t = CommonToken(after.source, Token.EOF, Token.DEFAULT_CHANNEL, after.stop + 1, after.stop)
    t.line = after.line
    t.text = "<EOF>"
    return t


def adapter():
    """The persistent mode of docs/conformance.md: a request a line, an answer a line."""
    for line in sys.stdin:
        case = json.loads(line)
        try:
            if case["kind"] != "tokens":
                raise ValueError("only the tokens level: llmfmt conform --level tokens")
            lexer, lexed = lex(case["format"], base64.b64decode(case["input_base64"]), case.get("options", {}))
            answer = {"result": {"tokens": [token_json(lexer, t, mode) for t, mode in lexed]}}
        except Exception as e:  # noqa: BLE001 (a case this port cannot answer fails alone)
            answer = {"error": f"{type(e).__name__}: {e}"}
        print(json.dumps(answer), flush=True)


def main(argv):
    if argv[1:] == ["adapter"]:
        return adapter()
    if len(argv) not in (4, 5) or argv[1] not in ("tokens", "trees") or argv[2] not in GRAMMARS:
        sys.exit(__doc__)
    fmt, raw = argv[2], open(argv[3], "rb").read()
    options = json.loads(argv[4]) if len(argv) == 5 else {}
    if argv[1] == "tokens":
        lexer, lexed = lex(fmt, raw, options)
        for token, mode in lexed:
            print(json.dumps(token_json(lexer, token, mode), ensure_ascii=False))
    else:
        for tree in trees(fmt, raw, options):
            print(tree)


if __name__ == "__main__":
    main(sys.argv)
