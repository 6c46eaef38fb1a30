/*
 * DSL v0.3 — lexer. Covers the spec's §5 (steps, variables), §6 (step structure), §7 (the
 * directives /FROM with /IN, /DEF with /TYPE and /AS, /OUT) and §8 (references), as settled by
 * DECISIONS §4 (docs/formats/dsl.md §1–§4 say the same in prose).
 *
 * The sigil
 * ---------
 * The reference sigil is a run-time option (default `@`; one ASCII character that is not a
 * letter, digit, blank, `_`, `/` or `,`). The rules spell it '@': the driver's character stream
 * (src/dsl/parser.cpp, SigilCharStream) shows the lexer the configured sigil as '@' and a written
 * '@' as the configured character, which no rule mentions — so with `#` as the sigil, `#topic` is a
 * reference and `@topic` text.
 *
 * Lines
 * -----
 * DEFAULT_MODE is entered only at the start of a line. What a line is depends on its first
 * non-blank characters (blanks here are space and tab):
 *
 *   `/` and a letter          a directive line: its name token (below) leads into the mode of
 *                             its operands, which ends with the line
 *   anything else             a text line (instruction text, or the continuation of a directive):
 *     without the sigil       TEXT_LINE, the whole line, terminator included. It is opaque: a
 *                             driver may hand a run of TEXT_LINEs to the parser as one token
 *                             (src/core/line_driver.h does), since nothing in them is syntax.
 *                             Blank lines are TEXT_LINEs.
 *     with the sigil          TEXT, REF, GLUED_REF, BAD_REF, SIGIL tokens, then NL (TEXT_MODE;
 *                             the last TEXT or REF of the line may be TEXT_END, REF_END instead,
 *                             line end included)
 *
 * Directive names are exact and upper case: THEN FROM DEF TYPE AS OUT. A name is the run of
 * [A-Za-z0-9_] after the `/` and must end at a blank or the line end. Error alternatives, so that
 * the builder reports what was written: a known name in another case (`/then`, `/def`:
 * *_MISCASED, read as the directive it names), `/IN` at the start of a line (IN_DIRECTIVE), any
 * other name (UNKNOWN_DIRECTIVE), a name followed by neither a blank nor the line end (`/FROM@a`,
 * `/usr/bin`: GLUED_DIRECTIVE, up to the next blank). After these three the rest of the line is
 * SKIPPED.
 *
 * Within a line, "blank" is space, tab or a CR not followed by LF (a lone CR is data, but it
 * separates words as a blank does). Operand tokens carry the blanks that follow them, so a
 * well-formed operand costs one token; token boundaries inside operands are word starts.
 *
 * References (§8, DECISIONS §4): the sigil not preceded by a word character [A-Za-z0-9_] and
 * followed by [A-Za-z_][A-Za-z0-9_]* is a reference (REF). A sigil right after a word character
 * is text (`a@b.com`); so is a sigil followed by neither a letter, digit nor `_`. A sigil and a
 * digit (`@9lives`) is BAD_REF (INVALID_VARIABLE_NAME where references count). A reference that
 * is directly followed by another sigil (`@a@b`: the second follows a word character, so it is
 * text) is one GLUED_REF token: the reference, then text. A name followed by non-ASCII characters
 * is a BAD_REF (NON_ASCII_NAME) that the builder reads.
 */
/*
 * Fast path
 * ---------
 * src/dsl/shapes.cpp reads, without this lexer, the lines that are one THEN_LINE, FROM_LINE,
 * DEF_LINE or OUT token, and the text lines (LINE_TEXT first) and /THEN lines (THEN first) with
 * references, whose TEXT_MODE tokens are T_TEXT, T_REF, T_TEXT_END, T_REF_END and T_NL only; it
 * mirrors those rules, their fragments (TEXT_CHAR among them) and the longest-match choices
 * against the rules that compete for the same lines; any other line is lexed. A change to them
 * needs the same change there (tests/unit/dsl_shapes.cpp fails until it is made).
 */
lexer grammar DslLexer;

tokens { TEXT, REF, GLUED_REF, BAD_REF, SIGIL, NL, TEXT_END, REF_END }

// ---- DEFAULT_MODE: the start of a line ---------------------------------------------------------

// A text line without the sigil (blank lines too): opaque.
// Non-ASCII characters (NON_ASCII) before a '/' and a letter make ODD_INDENT instead (below).
TEXT_LINE        : [ \t\u0001]* ( ~[ \t\n/@\u0001] ~[@\n]* | '/' ( ~[A-Za-z@\n] ~[@\n]* )? )? ('\n' | EOF) ;

// Error alternative: blanks and non-ASCII characters, then '/' and a name: a directive after a
// Unicode space (`\u00A0/OUT`: reported, docs/formats/dsl.md §1.4) or text that begins with non-ASCII
// punctuation (`“/usr” is`: text). The builder tells the two apart; the rest of the line is text.
ODD_INDENT       : [ \t]* (NON_ASCII [ \t]*)+ '/' [A-Za-z] WORD_CHAR* -> mode(TEXT_MODE) ;

// Well-formed common lines as one token each, line end included (longest match: where such a
// rule matches, it matches more than any rule below):
//   THEN_LINE  a /THEN line without the sigil (the rest of the line is instruction text);
//   FROM_LINE  /FROM and items separated by commas, each a variable (the sigil and a name) or a
//              description (words without the sigil, none beginning with '/'), that may be
//              followed by `/IN` and a variable;
//   DEF_LINE   /DEF and a name, then an optional /TYPE and a type name, then an optional /AS and a
//              description (words without the sigil, none beginning with '/').
THEN_LINE        : INDENT '/THEN' (BL ~[@\n]*)? ('\n' | EOF) ;
FROM_LINE        : INDENT '/FROM' BL FROM_ITEM (BL? ',' BL? FROM_ITEM)* BL? ('\n' | EOF) ;
DEF_LINE         : INDENT '/DEF' BL NAME_CHARS (BL '/TYPE' BL TYPE_NAMES)? (BL '/AS' (BL AS_PLAIN)?)? BL? ('\n' | EOF) ;

// Directive names, the rest of the line in the mode of its operands. The exact names come first:
// where a name and a rule below match the same length, the first rule listed wins.

THEN             : INDENT '/THEN' -> mode(TEXT_MODE) ;   // the rest of the line is instruction text
FROM             : INDENT '/FROM' BL? -> mode(FROM_MODE) ;
DEF              : INDENT '/DEF' BL? -> mode(DEF_MODE) ;
TYPE             : INDENT '/TYPE' BL? -> mode(DEF_MODE) ;
AS               : INDENT '/AS' BL? -> mode(AS_MODE) ;
OUT              : INDENT '/OUT' (BL ~[\n]*)? ('\n' | EOF) ;   // plain text: no references
IN_DIRECTIVE     : INDENT '/IN' -> mode(SKIP_MODE) ;
THEN_MISCASED    : INDENT '/' [Tt][Hh][Ee][Nn] -> mode(TEXT_MODE) ;
FROM_MISCASED    : INDENT '/' [Ff][Rr][Oo][Mm] BL? -> mode(FROM_MODE) ;
DEF_MISCASED     : INDENT '/' [Dd][Ee][Ff] BL? -> mode(DEF_MODE) ;
TYPE_MISCASED    : INDENT '/' [Tt][Yy][Pp][Ee] BL? -> mode(DEF_MODE) ;
AS_MISCASED      : INDENT '/' [Aa][Ss] BL? -> mode(AS_MODE) ;
OUT_MISCASED     : INDENT '/' [Oo][Uu][Tt] (BL ~[\n]*)? ('\n' | EOF) ;
UNKNOWN_DIRECTIVE: INDENT '/' [A-Za-z] WORD_CHAR* -> mode(SKIP_MODE) ;
GLUED_DIRECTIVE  : INDENT '/' [A-Za-z] WORD_CHAR* ~[ \t\r\nA-Za-z0-9_] ~[ \t\r\n]* -> mode(SKIP_MODE) ;

// The first token of a text line with the sigil. A '/' alone is text only where no letter
// follows it (`/@x`).
LINE_TEXT        : [ \t\u0001]* ( ( ~[ \t\n/@\u0001] | '/' ~[A-Za-z@\n] | WORD_CHAR '@' | '@' ~[A-Za-z0-9_@\n\u0001] ) TEXT_CHAR* | '/' )
                   -> type(TEXT), mode(TEXT_MODE) ;
LINE_BLANKS      : [ \t\u0001]+ -> type(TEXT), mode(TEXT_MODE) ;
LINE_REF         : '@' NAME_CHARS -> type(REF), mode(TEXT_MODE) ;
LINE_GLUED_REF   : '@' NAME_CHARS '@' TEXT_CHAR* -> type(GLUED_REF), mode(TEXT_MODE) ;
LINE_BAD_REF     : ( '@' [0-9] WORD_CHAR* ('@' TEXT_CHAR*)? | NON_ASCII_NAME ) -> type(BAD_REF), mode(TEXT_MODE) ;
LINE_SIGIL       : '@' -> type(SIGIL), mode(TEXT_MODE) ;

// ---- TEXT_MODE: the rest of a text line with the sigil, or of a /THEN line ---------------------

mode TEXT_MODE;

// TEXT_END and REF_END are TEXT and REF that end the line, line end included (one token less).
T_TEXT_END       : TEXT_CHAR+ '\n' -> type(TEXT_END), mode(DEFAULT_MODE) ;
T_REF_END        : '@' NAME_CHARS '\r'? '\n' -> type(REF_END), mode(DEFAULT_MODE) ;
T_TEXT           : TEXT_CHAR+ -> type(TEXT) ;
T_REF            : '@' NAME_CHARS -> type(REF) ;
T_GLUED_REF      : '@' NAME_CHARS '@' TEXT_CHAR* -> type(GLUED_REF) ;
T_BAD_REF        : ( '@' [0-9] WORD_CHAR* ('@' TEXT_CHAR*)? | NON_ASCII_NAME ) -> type(BAD_REF) ;
T_SIGIL          : '@' -> type(SIGIL) ;
T_NL             : '\r'? '\n' -> type(NL), mode(DEFAULT_MODE) ;

// ---- FROM_MODE: `/FROM e1, e2, …` ---------------------------------------------------------------
// Items are separated by every comma. An item is a variable (VAR: the sigil and a name, alone in
// the item), a description (words), or a description, `/IN` and one variable. `/IN` counts only
// as a word of its own (`docs/INDEX`, `x/IN` are words). Malformed items (BAD_VAR: the sigil and
// anything but a name; a misplaced or repeated IN) are reported by the builder.

mode FROM_MODE;

COMMA            : ',' BL? ;
IN               : '/IN' BL? ;
VAR              : '@' NAME_CHARS BL? ;
BAD_VAR          : '@' ~[ \t\r\n,]* BL? ;
ITEM_WORD        : ~[ \t\r\n,]+ BL? ;
F_NL             : '\r'? '\n' -> type(NL), mode(DEFAULT_MODE) ;

// ---- DEF_MODE: `/DEF name`, `/TYPE type`, and what follows the markers ---------------------------
// The markers `/TYPE` and `/AS` count only as words of their own, in either order, each at most
// once (the builder reports a second one). The name is the words before the first marker (well
// formed: one NAME), the type the words after /TYPE (well formed: one TYPE_NAME), the description
// the text after /AS (AS_MODE). Error alternatives: a marker in another case (MISCASED_MARK), a
// marker glued to the word before it (`z/TYPE`: GLUED_MARK, SLASH_GLUED_MARK), any other word
// that begins with `/` and a letter (SLASH_WORD), any other word (WORD).

mode DEF_MODE;

TYPE_MARK        : '/TYPE' BL? ;
AS_MARK          : '/AS' BL? -> mode(AS_MODE) ;
MISCASED_MARK    : '/' ([Tt][Yy][Pp][Ee] | [Aa][Ss]) BL? ;
SLASH_GLUED_MARK : '/' [A-Za-z] (~[ \t\r\n]* ~[ \t\r\n/])? ('/TYPE' | '/AS') BL? ;
GLUED_MARK       : ~[ \t\r\n]* ~[ \t\r\n/] ('/TYPE' | '/AS') BL? ;
SLASH_WORD       : '/' [A-Za-z] ~[ \t\r\n]* BL? ;
TYPE_NAME        : TYPE_NAMES BL? ;
NAME             : NAME_CHARS BL? ;
WORD             : ~[ \t\r\n]+ BL? ;
D_NL             : '\r'? '\n' -> type(NL), mode(DEFAULT_MODE) ;

// ---- AS_MODE: the description after `/AS`, up to the next marker word or the line end -----------
// Text with references, as in TEXT_MODE, except that a word `/TYPE` or `/AS` ends it. AS_TEXT is
// a run of words that do not begin with `/`; AS_SLASH_TEXT a word that does and is no marker. A
// reference glued to what follows it (`@a@b`, `@a/TYPE`) is AS_GLUED_REF: the reference, then
// text up to the next blank or reference.

mode AS_MODE;

A_TYPE_MARK      : '/TYPE' BL? -> type(TYPE_MARK), mode(DEF_MODE) ;
A_AS_MARK        : '/AS' BL? -> type(AS_MARK) ;
AS_SLASH_TEXT    : '/' AS_CHAR* BL? ;
AS_TEXT          : ( AS_FIRST AS_CHAR* BL? )+ ;
AS_REF           : '@' NAME_CHARS BL? ;
AS_GLUED_REF     : '@' NAME_CHARS [@/] AS_CHAR* BL? ;
AS_BAD_REF       : ( '@' [0-9] WORD_CHAR* ([@/] AS_CHAR*)? | NON_ASCII_NAME ) BL? ;
AS_SIGIL         : '@' BL? ;
A_NL             : '\r'? '\n' -> type(NL), mode(DEFAULT_MODE) ;

// ---- SKIP_MODE: the rest of a line after an unknown directive ------------------------------------

mode SKIP_MODE;

SKIPPED          : ~[\n]+ ;
S_NL             : '\n' -> type(NL), mode(DEFAULT_MODE) ;

// ---- pieces ---------------------------------------------------------------------------------------

fragment INDENT     : [ \t]* ;
fragment BL         : [ \t\r]+ ;
fragment WORD_CHAR  : [A-Za-z0-9_] ;
fragment NON_ASCII  : '\u0001' ;   // every byte >= 0x80 (src/core/antlr/byte_char_stream.h)
// A reference whose name goes on with, or begins with, non-ASCII characters (`@café`, `@été`,
// `@topic’s`, `@’`): the builder decides whether they were meant as part of the name (é:
// INVALID_VARIABLE_NAME) or follow it (’: the reference `@topic`, then text; `@’` is text);
// docs/formats/dsl.md §1.4. (TEXT_CHAR and AS_CHAR leave the sigil and a non-ASCII byte to it.)
fragment NON_ASCII_NAME : '@' NAME_CHARS? NON_ASCII (WORD_CHAR | NON_ASCII)* ;
fragment NAME_CHARS : [A-Za-z_] WORD_CHAR* ;
fragment TYPE_NAMES : 'nat' | 'str' | 'int' | 'float' | 'bool' ;
fragment FROM_ITEM  : '@' NAME_CHARS | DESC_WORD (BL DESC_WORD)* (BL '/IN' BL '@' NAME_CHARS)? ;
fragment DESC_WORD  : ~[ \t\r\n,@/] ~[ \t\r\n,@]* ;
fragment AS_PLAIN   : ~[ \t\r\n/@] ~[ \t\r\n@]* (BL ~[ \t\r\n/@] ~[ \t\r\n@]*)* ;
// Text in which the sigil is not a reference: after a word character, or before a character
// that cannot begin a name.
fragment TEXT_CHAR  : ~[@\n] | WORD_CHAR '@' | '@' ~[A-Za-z0-9_@\n\u0001] ;
// The same within a word of an /AS description (a blank ends the word).
fragment AS_FIRST   : ~[ \t\r\n/@] | WORD_CHAR '@' | '@' ~[A-Za-z0-9_@ \t\r\n\u0001] ;
fragment AS_CHAR    : ~[ \t\r\n@] | WORD_CHAR '@' | '@' ~[A-Za-z0-9_@ \t\r\n\u0001] ;
