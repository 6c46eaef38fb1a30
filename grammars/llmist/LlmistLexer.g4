/*
 * llmist block format — lexer. Covers the spec's "EBNF Grammar", "Header Line Formats",
 * "Parameter Pointer Syntax" and "Implicit Termination" sections, as settled by DECISIONS §1
 * (docs/formats/llmist.md §2–§8 say the same in prose).
 *
 * Lines and markers
 * -----------------
 * The three markers (defaults `!!!GADGET_START:`, `!!!GADGET_END`, `!!!ARG:`) are run-time
 * options, so no rule can spell them: the lexer's base class (`superClass`, below) makes the
 * START_MARKER, END_MARKER and ARG_MARKER tokens at the start of a line (markers count only at
 * column 1). What a line is depends on the longest configured marker it begins with, on whether
 * it ends in LF, and on the mode the lexer is in when the line begins:
 *
 *   DEFAULT_MODE (prose between blocks)
 *     START marker, line ends in LF  → START_MARKER, the rest of the line in HEADER_NAME
 *     anything else                  → TEXT_LINE (END and ARG lines are prose here; so is a START
 *                                      line cut off by the end of the input: DECISIONS §1)
 *   BLOCK (inside a gadget block)
 *     START marker, line ends in LF  → START_MARKER (implicit end of this block), HEADER_NAME
 *     START marker, cut off          → TEXT_LINE, back to DEFAULT_MODE (the block ends)
 *     END marker                     → END_MARKER, the rest of the line in AFTER_END
 *     ARG marker                     → ARG_MARKER, the rest of the line in POINTER
 *     anything else                  → VALUE_LINE
 *
 * The base class: LlmistLexerBase
 * -------------------------------
 * The grammar holds no target code; each target implements this once (C++: src/llmist/lexer_base.h,
 * Python: tests/ports/antlr-python/LlmistLexerBase.py, the one to copy). It derives from the
 * runtime's Lexer and has:
 *
 *   markers      the START, END and ARG markers (non-empty strings without LF), set by the host
 *                before the first token (C++ asks the host instead: markerAt(offset)).
 *   nextToken()  overrides the runtime's. At the start of a line (the lexer is in DEFAULT_MODE or
 *                BLOCK, which are entered only there) and not at the end of the input, it looks the
 *                line up in the table above and sets the mode the table names; where the table
 *                names a marker token, it returns that token itself — the marker's bytes, this line,
 *                column 0, the default channel — and the rest of the line is read by the rules of
 *                that mode; otherwise it lets the runtime's nextToken() read the line, whose rules
 *                then make it TEXT_LINE or VALUE_LINE. Everywhere else it is the runtime's
 *                nextToken(). No rule calls the base class: the grammar has no predicates or actions.
 *
 * TEXT_LINE and VALUE_LINE are opaque: the whole line, terminator included. A driver may hand a
 * run of such lines to the parser as one token of the same type (src/core/line_driver.h does),
 * since nothing in them is syntax. The rest of a marker line is lexed by the modes below; each
 * ends at NL (LF, or CR LF), and the last line of the input may end without one.
 *
 * A header or pointer line that is well formed is ONE token, newline included (HEADER, POINTER_LINE:
 * the rules spell out their structure), so the common case costs one token; anything else falls
 * back, by the longest-match rule, to the fine tokens the parser rules `startLine` and `pointer`
 * are made of.
 *
 * Fast path: src/llmist/shapes.cpp recognises exactly these well-formed shapes without this lexer
 * — HEADER, POINTER_LINE, and an END line with nothing but blanks after the marker (E_BLANK? E_NL?)
 * — and mirrors those rules and the fragments they use (EOL, BLANKS, IDENTIFIER, DIGIT); every
 * other marker line goes through the generated lexer and parser. A change to these rules needs
 * the same change there (the property test tests/unit/llmist_shapes.cpp fails until it is made).
 *
 * Blanks are space and tab. A CR not followed by LF is data: the CR token, never a separator.
 * Where a name, id, dependency or pointer segment is not well formed, the longest-match rule makes
 * the whole run up to the next blank or separator one JUNK (or NEGATIVE_INDEX) token, so the
 * parser keeps going and the builder reports the run as written (INVALID_HEADER, INVALID_POINTER).
 */
lexer grammar LlmistLexer;

options { superClass = LlmistLexerBase; }

tokens { START_MARKER, END_MARKER, ARG_MARKER, NAME, JUNK, BLANK, CR, NL }

// ---- DEFAULT_MODE: the start of a line outside a block ---------------------------------------

TEXT_LINE : LINE ;

// ---- BLOCK: the start of a line inside a block -----------------------------------------------

mode BLOCK;

VALUE_LINE : LINE ;

// ---- the header after START: name ':' id ':' dependencies ------------------------------------
// Split on the first two colons (DECISIONS §1 Header); a third colon is part of a dependency.

mode HEADER_NAME;

// A well-formed header as one token: name [':' [id] [':' [dependency {',' dependency}]]], blanks
// around each part, CR LF or LF. (A START line always ends in LF: a cut-off one is prose.) Only
// right after the marker: once a fine token is read, the line goes on in HEADER_NAME_REST.
HEADER   : BLANKS? IDENTIFIER BLANKS?
           ( ':' BLANKS? (IDENTIFIER BLANKS?)?
             ( ':' BLANKS? (IDENTIFIER BLANKS? (',' BLANKS? IDENTIFIER BLANKS?)*)? )? )?
           EOL -> mode(BLOCK) ;
HS_NAME  : IDENTIFIER -> type(NAME), mode(HEADER_NAME_REST) ;
HS_JUNK  : ~[: \t\r\n]+ -> type(JUNK), mode(HEADER_NAME_REST) ;
HS_BLANK : BLANKS -> type(BLANK), mode(HEADER_NAME_REST) ;
HS_CR    : '\r' -> type(CR), mode(HEADER_NAME_REST) ;
HS_COLON : ':' -> type(COLON), mode(HEADER_ID) ;
HS_NL    : EOL -> type(NL), mode(BLOCK) ;

mode HEADER_NAME_REST;

HN_NAME  : IDENTIFIER -> type(NAME) ;
HN_JUNK  : ~[: \t\r\n]+ -> type(JUNK) ;
HN_BLANK : BLANKS -> type(BLANK) ;
HN_CR    : '\r' -> type(CR) ;
HN_COLON : ':' -> type(COLON), mode(HEADER_ID) ;
HN_NL    : EOL -> type(NL), mode(BLOCK) ;

mode HEADER_ID;

HI_NAME  : IDENTIFIER -> type(NAME) ;
HI_JUNK  : ~[: \t\r\n]+ -> type(JUNK) ;
HI_BLANK : BLANKS -> type(BLANK) ;
HI_CR    : '\r' -> type(CR) ;
COLON    : ':' -> mode(HEADER_DEPENDENCIES) ;
HI_NL    : EOL -> type(NL), mode(BLOCK) ;

mode HEADER_DEPENDENCIES;

HD_NAME  : IDENTIFIER -> type(NAME) ;
HD_JUNK  : ~[, \t\r\n]+ -> type(JUNK) ;
HD_BLANK : BLANKS -> type(BLANK) ;
HD_CR    : '\r' -> type(CR) ;
COMMA    : ',' ;
HD_NL    : EOL -> type(NL), mode(BLOCK) ;

// ---- the pointer after ARG: segments separated by '/' ----------------------------------------

mode POINTER;

// A well-formed pointer line as one token: segments (identifier or digits) separated by '/',
// blanks around, up to the line end. Only right after the marker: once a fine token is read, the
// line goes on in POINTER_REST.
POINTER_LINE : BLANKS? (IDENTIFIER | DIGIT+) ('/' (IDENTIFIER | DIGIT+))* BLANKS? (EOL | EOF) -> mode(BLOCK) ;
PS_NAME      : IDENTIFIER -> type(NAME), mode(POINTER_REST) ;
PS_INDEX     : DIGIT+ -> type(INDEX), mode(POINTER_REST) ;
PS_NEGATIVE  : '-' DIGIT+ -> type(NEGATIVE_INDEX), mode(POINTER_REST) ;
PS_JUNK      : ~[/ \t\r\n]+ -> type(JUNK), mode(POINTER_REST) ;
PS_BLANK     : BLANKS -> type(BLANK), mode(POINTER_REST) ;
PS_CR        : '\r' -> type(CR), mode(POINTER_REST) ;
PS_SLASH     : '/' -> type(SLASH), mode(POINTER_REST) ;
PS_NL        : EOL -> type(NL), mode(BLOCK) ;

mode POINTER_REST;

P_NAME         : IDENTIFIER -> type(NAME) ;
INDEX          : DIGIT+ ;
NEGATIVE_INDEX : '-' DIGIT+ ;
P_JUNK         : ~[/ \t\r\n]+ -> type(JUNK) ;
P_BLANK        : BLANKS -> type(BLANK) ;
P_CR           : '\r' -> type(CR) ;
SLASH          : '/' ;
P_NL           : EOL -> type(NL), mode(BLOCK) ;

// ---- the rest of an END line: blanks, or text that is prose ----------------------------------

mode AFTER_END;

E_BLANK  : BLANKS -> type(BLANK) ;
TEXT     : ~[\r\n]+ ;
E_CR     : '\r' -> type(CR) ;
E_NL     : EOL -> type(NL), mode(DEFAULT_MODE) ;

// ---- pieces ----------------------------------------------------------------------------------

fragment LINE       : ~[\n]* ('\n' | EOF) ;
fragment EOL        : '\r'? '\n' ;
fragment BLANKS     : [ \t]+ ;
fragment IDENTIFIER : [A-Za-z_] [A-Za-z0-9_]* ;
fragment DIGIT      : [0-9] ;
