/*
 * GaryML v0.1 — lexer. Covers the spec's §4 "Syntax Specification" (basic rules, parameters,
 * value types, text and code blocks), §5–§6 (directive and command names) and §7 (line-based
 * processing, keyword and parameter regexes, block delimiters), as settled by DECISIONS §3
 * (docs/formats/garyml.md says the same in prose).
 *
 * Lines
 * -----
 * GaryML is line based. A line ends at LF (a CR before it belongs to no value: values and
 * languages are trimmed of blanks and CRs on the right); the last line may end at the end of the
 * input. What a line is depends on the mode it begins in:
 *
 *   DEFAULT_MODE (structure)          first non-blank (blank = space or tab)
 *     nothing (CRs aside)             BLANK_LINE     ignored
 *     `#`                             COMMENT_LINE   ignored, at any indentation
 *     `.` letter                      a keyword line: DIRECTIVE `.PascalCase` or COMMAND `.camelCase`
 *     `.` anything else               NO_NAME        (UNEXPECTED_TEXT)
 *     key, blanks, `:`                PARAM_TRUE … PARAM_TEXT (the whole line, value well formed),
 *                                     or PARAM_KEY then the value (mode VALUE)
 *     `"""…"""`                       TEXT_LINE      a one-line text block
 *     `"""…""" more`                  TEXT_LINE_START EXTRA_TEXT (UNEXPECTED_TEXT for the extra)
 *     `"""` only                      TEXT_OPEN_BARE → TEXT_BARE
 *     `"""text`                       TEXT_OPEN      → TEXT_RUN (the text is the first line)
 *     "```" language                  CODE_OPEN      → CODE
 *     anything else                   STRAY_LINE     (UNEXPECTED_TEXT)
 *
 *   Inside a block nothing is interpreted: every line is BLOCK_LINE (opaque) but its closer:
 *     TEXT_BARE  (after a bare `"""`)      a line that is `"""`, blanks aside       TEXT_CLOSE
 *     TEXT_RUN   (after `"""text`)         a line that ends in `"""`, blanks aside  TEXT_CLOSE
 *     CODE                                 a line that is "```", blanks aside       CODE_CLOSE
 *   A driver may hand a run of BLANK_LINE, COMMENT_LINE or BLOCK_LINE lines to the parser as ONE
 *   token of that type without lexing them (src/core/line_driver.h; src/garyml/parser.cpp decides
 *   them by their first bytes exactly as the rules below do): nothing in them is syntax.
 *
 * Keyword lines: the name, then one inline form (DECISIONS §3 Inline forms)
 *   `.X`                 DIRECTIVE_LINE / COMMAND_LINE (the common case: the whole line is one token)
 *   `.X: value`          CONTENT_COLON value            the node's content
 *   `.X key: value`      INLINE_KEY value               one parameter
 *   `.X k=v k2="v 2"`    pair+ NL                        parameters; a value ends at a blank unless
 *                                                       quoted (then at its closing quote and the
 *                                                       non-blanks after it)
 *   anything else        INLINE_JUNK, or GAP MALFORMED_REST: MALFORMED_INLINE where it begins
 * A pair is PAIR_TRUE … PAIR_TEXT (key and value as one token; PAIR_QUOTE_THEN_TEXT is the
 * malformed `k="v"more`, so that PAIR_QUOTED never stops before the end of a value), or PAIR_KEY
 * value?.
 *
 * Values (DECISIONS §3 Values). A value token is typed by its shape; a line value (after a `:`)
 * runs to the line's end and carries its trailing blanks and terminator, a pair value (after `=`)
 * ends at a blank:
 *   TRUE, FALSE; INTEGER -?(0|[1-9][0-9]*); DECIMAL (with a fraction or an exponent);
 *   REFERENCE @[A-Za-z_][A-Za-z0-9_-]*; QUOTED '…' or "…" (the first matching quote closes, no
 *   escapes); UNCLOSED_QUOTE and QUOTE_THEN_TEXT (MALFORMED_VALUE); TEXT anything else;
 *   EMPTY_VALUE (a line value of nothing).
 * Longest match decides between them; on a tie, the rule written first wins (so `true` is TRUE,
 * not TEXT). Catch-all rules never out-match a well-formed token: each can only begin where no
 * well-formed one can, or ends where one would.
 *
 * Fast path
 * ---------
 * src/garyml/shapes.cpp reads, without this lexer, the lines that are one token of DIRECTIVE_LINE,
 * COMMAND_LINE, PARAM_TRUE … PARAM_TEXT, TEXT_OPEN_BARE or CODE_OPEN (DEFAULT_MODE) and of
 * TB_CLOSE, TR_CLOSE and CB_CLOSE (the block modes), and the keyword lines DIRECTIVE or COMMAND,
 * then CONTENT_COLON or INLINE_KEY and a typed value (mode VALUE), or well-formed pairs (IN_PAIR_*,
 * PS_PAIR_*) and NL; it mirrors the longest-match and rule-order choices between them and the
 * rules that compete for the same lines; any other line is lexed.
 * A change to those rules or to the fragments they use needs the same change there
 * (tests/unit/garyml_shapes.cpp fails until it is made).
 *
 * Indentation (DECISIONS §3) is the base class's: INDENT and DEDENT come before the first token of
 * each structural line (not blank, comment or block lines), as the line's leading blanks decide.
 *
 * The base class: GarymlLexerBase
 * -------------------------------
 * The grammar holds no target code; each target implements this once (C++: src/garyml/lexer_base.h
 * with src/garyml/indenter.h, Python: tests/ports/antlr-python/GarymlLexerBase.py, the one to
 * copy). It derives from the runtime's Lexer and has:
 *
 *   maxDepth     the deepest level that is opened (the `max_depth` option, default 256), set by the
 *                host before the first token. Levels deeper than that are not opened, so the nesting
 *                the parser recurses over is bounded.
 *   nextToken()  overrides the runtime's and hands out a queue. When the queue is empty it reads one
 *                token with the runtime's nextToken(); when that token is the first of a line — the
 *                lexer was in DEFAULT_MODE before it, which is entered only at a line's start — and
 *                is not BLANK_LINE, COMMENT_LINE or EOF, the line's leading blanks (its spaces and
 *                tabs from the token's start) decide, by the indentation rules of
 *                docs/formats/garyml.md (a stack of level widths; the first indented line fixes the
 *                unit; a tab counts as one unit, 2 columns while none is known), how many levels
 *                close (DEDENTs) and whether one opens (an INDENT, after them), and those tokens go
 *                into the queue before the token itself. At EOF, a DEDENT for each level still open
 *                goes before the EOF token. INDENT and DEDENT are empty tokens: start = the token's
 *                start index, stop = start − 1, its line, column 0, text `<INDENT>` / `<DEDENT>`.
 *   reset()      empties the queue and the levels, then the runtime's reset().
 * No rule calls the base class: the grammar has no predicates or actions.
 */
lexer grammar GarymlLexer;

options { superClass = GarymlLexerBase; }

tokens { INDENT, DEDENT, NL, TEXT_CLOSE, CODE_CLOSE, BLOCK_LINE, PAIR_KEY, GAP,
         TRUE, FALSE, INTEGER, DECIMAL, REFERENCE, QUOTED, UNCLOSED_QUOTE, QUOTE_THEN_TEXT, TEXT,
         PAIR_TRUE, PAIR_FALSE, PAIR_INTEGER, PAIR_DECIMAL, PAIR_REFERENCE, PAIR_QUOTED, PAIR_QUOTE_THEN_TEXT,
         PAIR_TEXT }

// ---- DEFAULT_MODE: the start of a line outside a block ---------------------------------------

BLANK_LINE      : BLANKS? '\r'* EOL ;
COMMENT_LINE    : BLANKS? '#' ~[\n]* EOL ;

// Keyword lines: `.PascalCase` directives, `.camelCase` commands (a command name may hold `-`).
DIRECTIVE_LINE  : BLANKS? '.' DIRECTIVE_NAME TRAIL EOL ;
COMMAND_LINE    : BLANKS? '.' COMMAND_NAME TRAIL EOL ;
DIRECTIVE       : BLANKS? '.' DIRECTIVE_NAME -> mode(INLINE) ;
COMMAND         : BLANKS? '.' COMMAND_NAME -> mode(INLINE) ;
NO_NAME         : BLANKS? '.' (~[A-Za-z\n] ~[\n]*)? EOL ;

// A parameter line: key, blanks, `:`, blanks, the value (as in mode VALUE). A well-formed value
// of each type makes the whole line ONE token; otherwise PARAM_KEY, and the value in mode VALUE.
PARAM_TRUE      : PARAM_START 'true' TRAIL EOL ;
PARAM_FALSE     : PARAM_START 'false' TRAIL EOL ;
PARAM_INTEGER   : PARAM_START INTEGER_NUMBER TRAIL EOL ;
PARAM_DECIMAL   : PARAM_START DECIMAL_NUMBER TRAIL EOL ;
PARAM_REFERENCE : PARAM_START '@' REFERENCE_ID TRAIL EOL ;
PARAM_QUOTED    : PARAM_START QUOTED_STRING TRAIL EOL ;
PARAM_TEXT      : PARAM_START ~[ \t\r\n"'] ~[\n]* EOL ;
PARAM_KEY       : PARAM_START -> mode(VALUE) ;

// Text blocks. NOT_CLOSING is text without `"""` that does not end in a quote, so the first
// `"""` after the opener is where it stops.
TEXT_LINE       : BLANKS? '"""' ~[\n]* '"""' TRAIL EOL ;
TEXT_LINE_START : BLANKS? '"""' NOT_CLOSING '"""' -> mode(AFTER_TEXT) ;
TEXT_OPEN_BARE  : BLANKS? '"""' TRAIL EOL -> mode(TEXT_BARE) ;
TEXT_OPEN       : BLANKS? '"""' NOT_CLOSING ('"' | '""')? EOL -> mode(TEXT_RUN) ;

// A fenced code block; the rest of the line, trimmed, is the language.
CODE_OPEN       : BLANKS? '```' ~[\n]* EOL -> mode(CODE) ;

// Anything else: a line that starts like none of the above, a key not followed by `:`, one or
// two quotes or backticks, CRs before other text.
STRAY_LINE      : BLANKS?
                  ( ~[.#"`A-Za-z0-9_ \t\r\n] ~[\n]*
                  | KEY BLANKS?
                  | KEY BLANKS ~[: \t\n] ~[\n]*
                  | KEY ~[A-Za-z0-9_: \t\n] ~[\n]*
                  | '"' '"'? (~["\n] ~[\n]*)?
                  | '`' '`'? (~[`\n] ~[\n]*)?
                  | '\r'+ ~[\r\n] ~[\n]*
                  ) EOL ;

// ---- after a keyword's name ------------------------------------------------------------------

mode INLINE;

IN_NL           : TRAIL EOL -> type(NL), mode(DEFAULT_MODE) ;
CONTENT_COLON   : ':' BLANKS? -> mode(VALUE) ;
INLINE_KEY      : BLANKS KEY BLANKS? ':' BLANKS? -> mode(VALUE) ;
// A well-formed pair, key and value, is ONE token (PAIR_TRUE … PAIR_TEXT: the value as in mode
// PAIR_VALUE); otherwise PAIR_KEY, and the value in mode PAIR_VALUE.
IN_PAIR_TRUE      : PAIR_START 'true' '\r'* -> type(PAIR_TRUE), mode(PAIRS) ;
IN_PAIR_FALSE     : PAIR_START 'false' '\r'* -> type(PAIR_FALSE), mode(PAIRS) ;
IN_PAIR_INTEGER   : PAIR_START INTEGER_NUMBER '\r'* -> type(PAIR_INTEGER), mode(PAIRS) ;
IN_PAIR_DECIMAL   : PAIR_START DECIMAL_NUMBER '\r'* -> type(PAIR_DECIMAL), mode(PAIRS) ;
IN_PAIR_REFERENCE : PAIR_START '@' REFERENCE_ID '\r'* -> type(PAIR_REFERENCE), mode(PAIRS) ;
IN_PAIR_QUOTED    : PAIR_START QUOTED_STRING '\r'* -> type(PAIR_QUOTED), mode(PAIRS) ;
IN_PAIR_QUOTE_THEN_TEXT : PAIR_START QUOTED_STRING ~[ \t\n]+ -> type(PAIR_QUOTE_THEN_TEXT), mode(PAIRS) ;
IN_PAIR_TEXT      : PAIR_START ~[ \t\n"'] ~[ \t\n]* -> type(PAIR_TEXT), mode(PAIRS) ;
IN_PAIR_KEY     : BLANKS KEY '=' -> type(PAIR_KEY), mode(PAIR_VALUE) ;
IN_GAP          : BLANKS -> type(GAP), mode(MALFORMED) ;
// Right after the name, neither `:`, a blank nor the line's end.
INLINE_JUNK     : ('\r'+ ~[\r\n] | ~[: \t\r\n]) ~[\n]* EOL -> mode(DEFAULT_MODE) ;

// ---- a `k=v` pair's value, then the next pair ------------------------------------------------

mode PAIR_VALUE;

// A CR before a blank is no part of a typed value (values are trimmed of CRs), as at a line's end.

PV_TRUE            : 'true' '\r'* -> type(TRUE), mode(PAIRS) ;
PV_FALSE           : 'false' '\r'* -> type(FALSE), mode(PAIRS) ;
PV_INTEGER         : INTEGER_NUMBER '\r'* -> type(INTEGER), mode(PAIRS) ;
PV_DECIMAL         : DECIMAL_NUMBER '\r'* -> type(DECIMAL), mode(PAIRS) ;
PV_REFERENCE       : '@' REFERENCE_ID '\r'* -> type(REFERENCE), mode(PAIRS) ;
PV_QUOTED          : QUOTED_STRING '\r'* -> type(QUOTED), mode(PAIRS) ;
PV_QUOTE_THEN_TEXT : QUOTED_STRING ~[ \t\n]+ -> type(QUOTE_THEN_TEXT), mode(PAIRS) ;
PV_UNCLOSED_QUOTE  : UNCLOSED_STRING -> type(UNCLOSED_QUOTE), mode(PAIRS) ;
PV_TEXT            : ~[ \t\n"'] ~[ \t\n]* -> type(TEXT), mode(PAIRS) ;
PV_NL              : TRAIL EOL -> type(NL), mode(DEFAULT_MODE) ;  // `k=` at the end: an empty value
PV_PAIR_TRUE      : PAIR_START 'true' '\r'* -> type(PAIR_TRUE), mode(PAIRS) ;
PV_PAIR_FALSE     : PAIR_START 'false' '\r'* -> type(PAIR_FALSE), mode(PAIRS) ;
PV_PAIR_INTEGER   : PAIR_START INTEGER_NUMBER '\r'* -> type(PAIR_INTEGER), mode(PAIRS) ;
PV_PAIR_DECIMAL   : PAIR_START DECIMAL_NUMBER '\r'* -> type(PAIR_DECIMAL), mode(PAIRS) ;
PV_PAIR_REFERENCE : PAIR_START '@' REFERENCE_ID '\r'* -> type(PAIR_REFERENCE), mode(PAIRS) ;
PV_PAIR_QUOTED    : PAIR_START QUOTED_STRING '\r'* -> type(PAIR_QUOTED), mode(PAIRS) ;
PV_PAIR_QUOTE_THEN_TEXT : PAIR_START QUOTED_STRING ~[ \t\n]+ -> type(PAIR_QUOTE_THEN_TEXT), mode(PAIRS) ;
PV_PAIR_TEXT      : PAIR_START ~[ \t\n"'] ~[ \t\n]* -> type(PAIR_TEXT), mode(PAIRS) ;
PV_PAIR_KEY        : BLANKS KEY '=' -> type(PAIR_KEY) ;            // `k= k2=v`: an empty value
PV_GAP             : BLANKS -> type(GAP), mode(MALFORMED) ;

mode PAIRS;

PS_NL           : TRAIL EOL -> type(NL), mode(DEFAULT_MODE) ;
PS_PAIR_TRUE      : PAIR_START 'true' '\r'* -> type(PAIR_TRUE), mode(PAIRS) ;
PS_PAIR_FALSE     : PAIR_START 'false' '\r'* -> type(PAIR_FALSE), mode(PAIRS) ;
PS_PAIR_INTEGER   : PAIR_START INTEGER_NUMBER '\r'* -> type(PAIR_INTEGER), mode(PAIRS) ;
PS_PAIR_DECIMAL   : PAIR_START DECIMAL_NUMBER '\r'* -> type(PAIR_DECIMAL), mode(PAIRS) ;
PS_PAIR_REFERENCE : PAIR_START '@' REFERENCE_ID '\r'* -> type(PAIR_REFERENCE), mode(PAIRS) ;
PS_PAIR_QUOTED    : PAIR_START QUOTED_STRING '\r'* -> type(PAIR_QUOTED), mode(PAIRS) ;
PS_PAIR_QUOTE_THEN_TEXT : PAIR_START QUOTED_STRING ~[ \t\n]+ -> type(PAIR_QUOTE_THEN_TEXT), mode(PAIRS) ;
PS_PAIR_TEXT      : PAIR_START ~[ \t\n"'] ~[ \t\n]* -> type(PAIR_TEXT), mode(PAIRS) ;
PS_PAIR_KEY     : BLANKS KEY '=' -> type(PAIR_KEY), mode(PAIR_VALUE) ;
PS_GAP          : BLANKS -> type(GAP), mode(MALFORMED) ;

// After blanks, what is not a pair (nor the `key: value` form as the first item): the rest of
// the line, MALFORMED_INLINE at its start.
mode MALFORMED;

MALFORMED_REST  : ~[\n]* EOL -> mode(DEFAULT_MODE) ;

// ---- a line value: the rest of the line after `:` and blanks ---------------------------------

mode VALUE;

EMPTY_VALUE        : TRAIL EOL -> mode(DEFAULT_MODE) ;
V_TRUE             : 'true' TRAIL EOL -> type(TRUE), mode(DEFAULT_MODE) ;
V_FALSE            : 'false' TRAIL EOL -> type(FALSE), mode(DEFAULT_MODE) ;
V_INTEGER          : INTEGER_NUMBER TRAIL EOL -> type(INTEGER), mode(DEFAULT_MODE) ;
V_DECIMAL          : DECIMAL_NUMBER TRAIL EOL -> type(DECIMAL), mode(DEFAULT_MODE) ;
V_REFERENCE        : '@' REFERENCE_ID TRAIL EOL -> type(REFERENCE), mode(DEFAULT_MODE) ;
V_QUOTED           : QUOTED_STRING TRAIL EOL -> type(QUOTED), mode(DEFAULT_MODE) ;
V_QUOTE_THEN_TEXT  : QUOTED_STRING ~[\n]* EOL -> type(QUOTE_THEN_TEXT), mode(DEFAULT_MODE) ;
V_UNCLOSED_QUOTE   : UNCLOSED_STRING EOL -> type(UNCLOSED_QUOTE), mode(DEFAULT_MODE) ;
V_TEXT             : ~[ \t\n"'] ~[\n]* EOL -> type(TEXT), mode(DEFAULT_MODE) ;

// ---- after a one-line text block's closing quotes: text that does not belong there -----------

mode AFTER_TEXT;

EXTRA_TEXT      : ~[\n]* EOL -> mode(DEFAULT_MODE) ;

// ---- inside blocks -----------------------------------------------------------------------------

mode TEXT_BARE;

TB_CLOSE        : BLANKS? '"""' TRAIL EOL -> type(TEXT_CLOSE), mode(DEFAULT_MODE) ;
TB_LINE         : ~[\n]* EOL -> type(BLOCK_LINE) ;

mode TEXT_RUN;

TR_CLOSE        : ~[\n]* '"""' TRAIL EOL -> type(TEXT_CLOSE), mode(DEFAULT_MODE) ;
TR_LINE         : ~[\n]* EOL -> type(BLOCK_LINE) ;

mode CODE;

CB_CLOSE        : BLANKS? '```' TRAIL EOL -> type(CODE_CLOSE), mode(DEFAULT_MODE) ;
CB_LINE         : ~[\n]* EOL -> type(BLOCK_LINE) ;

// ---- pieces ------------------------------------------------------------------------------------

fragment EOL             : '\n' | EOF ;
fragment BLANKS          : [ \t]+ ;
fragment TRAIL           : [ \t\r]* ;   // what ends a line value: blanks and CRs
fragment KEY             : [A-Za-z0-9_]+ ;
fragment PARAM_START     : BLANKS? KEY BLANKS? ':' BLANKS? ;
fragment PAIR_START      : BLANKS KEY '=' ;
// A name runs on over non-ASCII characters (NON_ASCII), so that `.Contéxt` is one name as written
// (INVALID_NAME, docs/formats/garyml.md §5.1), not `.Cont` and junk after it.
fragment DIRECTIVE_NAME  : [A-Z] [A-Za-z0-9_\u0001]* ;
fragment COMMAND_NAME    : [a-z] [A-Za-z0-9_\u0001-]* ;
fragment NON_ASCII       : '\u0001' ;   // every byte >= 0x80 (src/core/antlr/byte_char_stream.h)
fragment REFERENCE_ID    : [A-Za-z_] [A-Za-z0-9_-]* ;
fragment INTEGER_NUMBER  : '-'? ('0' | [1-9] [0-9]*) ;
fragment DECIMAL_NUMBER  : INTEGER_NUMBER ('.' [0-9]+ EXPONENT? | EXPONENT) ;
fragment EXPONENT        : [eE] [+-]? [0-9]+ ;
fragment QUOTED_STRING   : '"' ~["\n]* '"' | '\'' ~['\n]* '\'' ;
fragment UNCLOSED_STRING : '"' ~["\n]* | '\'' ~['\n]* ;
fragment NOT_CLOSING     : (~["\n] | '"' ~["\n] | '""' ~["\n])* ;
