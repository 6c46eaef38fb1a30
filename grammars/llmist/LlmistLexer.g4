/*
 * llmist block format — lexer.
 *
 * Every token is one physical line, newline included (the last line of the input may lack it).
 * Markers count only at the start of a line, so a token never has to look back: a line is first
 * matched whole, then a predicate at its right edge asks which marker the line begins with.
 * The three marker strings are configured at run time; `markerAt` (installed by
 * src/llmist/parser.cpp) compares them with the raw bytes and lets the longest one win.
 *
 * Two modes mirror the format's two states:
 *   DEFAULT_MODE  prose between blocks: only a complete START line is special;
 *   BLOCK         inside a gadget block: START, END and ARG lines are special, the rest are values.
 * An END line, or a START line that never got its newline, leaves the block.
 */
lexer grammar LlmistLexer;

@lexer::header {
#include <functional>
}

@lexer::members {
public:
  /// Which marker the line starting at byte offset `lineStart` begins with: START_LINE, END_LINE,
  /// ARG_LINE, or 0 for none.
  std::function<size_t(size_t lineStart)> markerAt;

private:
  bool lineStartsWith(size_t marker) { return markerAt && markerAt(tokenStartCharIndex) == marker; }
}

// ---- prose ---------------------------------------------------------------------------------

// A START line counts only once its newline has arrived (DECISIONS §1, streaming).
START_LINE : BODY NL {lineStartsWith(START_LINE)}? -> mode(BLOCK) ;
TEXT_LINE  : BODY (NL | EOF) ;

// ---- inside a block ------------------------------------------------------------------------
mode BLOCK;

// Implicit termination: a new START line ends this block and opens the next one.
NEXT_START_LINE : BODY NL {lineStartsWith(START_LINE)}? -> type(START_LINE) ;
// A START line cut off by the end of the input ends the block and is prose.
CUT_START_LINE  : BODY EOF {lineStartsWith(START_LINE)}? -> type(TEXT_LINE), mode(DEFAULT_MODE) ;
END_LINE        : BODY (NL | EOF) {lineStartsWith(END_LINE)}? -> mode(DEFAULT_MODE) ;
ARG_LINE        : BODY (NL | EOF) {lineStartsWith(ARG_LINE)}? ;
VALUE_LINE      : BODY (NL | EOF) ;

// Predicates sit only after the line's end (NL or EOF): the lexer's DFA caches every state
// inside a line, and the predicate runs once per line (../shared/notes/antlr-cpp.md §2).
fragment BODY : ~[\n]* ;
fragment NL   : '\n' ;
