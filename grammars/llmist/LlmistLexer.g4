/*
 * llmist block format — lexer. Covers the spec's "EBNF Grammar", "Header Line Formats",
 * "Parameter Pointer Syntax" and "Implicit Termination" sections, as settled by DECISIONS §1
 * (docs/formats/llmist.md §2–§8 say the same in prose).
 *
 * Lines and markers
 * -----------------
 * The three markers (defaults `!!!GADGET_START:`, `!!!GADGET_END`, `!!!ARG:`) are run-time
 * options, so no rule can spell them: the driver installs `markerAt`, which names the longest
 * configured marker a line begins with, and `nextToken()` below turns it into a START_MARKER,
 * END_MARKER or ARG_MARKER token at the start of a line (markers count only at column 1). What a
 * line is depends on the mode the lexer is in when the line begins:
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

tokens { START_MARKER, END_MARKER, ARG_MARKER, NAME, JUNK, BLANK, CR, NL }

@lexer::header {
#include <functional>
}

@lexer::members {
public:
  /// The longest configured marker that the line at byte offset `offset` begins with: its token
  /// type (0 for none) and length, and whether the line ends in LF.
  struct Marker {
    size_t type = 0;
    size_t length = 0;
    bool complete = false;
  };
  std::function<Marker(size_t offset)> markerAt;

  /// What a line that begins with `marker` is in the current mode: `token` is the marker token
  /// it begins with, or the content token (TEXT_LINE, VALUE_LINE) it is as a whole; `mode` is the
  /// mode its first token is lexed in.
  struct LineStart {
    size_t token;
    size_t mode;
  };
  LineStart lineStart(const Marker& marker) const {
    const bool inBlock = mode == BLOCK;
    if (marker.type == START_MARKER) {
      if (marker.complete) return {START_MARKER, HEADER_NAME};
      return {TEXT_LINE, DEFAULT_MODE};
    }
    if (inBlock && marker.type == END_MARKER) return {END_MARKER, AFTER_END};
    if (inBlock && marker.type == ARG_MARKER) return {ARG_MARKER, POINTER};
    return inBlock ? LineStart{VALUE_LINE, BLOCK} : LineStart{TEXT_LINE, DEFAULT_MODE};
  }
  static bool isMarker(size_t token) {
    return token == START_MARKER || token == END_MARKER || token == ARG_MARKER;
  }

  /// At the start of a line (DEFAULT_MODE and BLOCK are entered only there), a marker becomes its
  /// token here; every other token comes from the rules below.
  std::unique_ptr<antlr4::Token> nextToken() override {
    if ((mode == DEFAULT_MODE || mode == BLOCK) && markerAt && _input->LA(1) != antlr4::Token::EOF) {
      const Marker marker = markerAt(_input->index());
      const LineStart start = lineStart(marker);
      setMode(start.mode);
      if (isMarker(start.token)) return markerToken(start.token, marker.length);
    }
    return antlr4::Lexer::nextToken();
  }

private:
  std::unique_ptr<antlr4::Token> markerToken(size_t markerType, size_t length) {
    tokenStartCharIndex = _input->index();
    tokenStartLine = getLine();
    tokenStartCharPositionInLine = getCharPositionInLine();
    _input->seek(tokenStartCharIndex + length);
    setCharPositionInLine(tokenStartCharPositionInLine + length);
    type = markerType;
    channel = antlr4::Token::DEFAULT_CHANNEL;
    emit();
    return std::move(token);
  }
}

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
