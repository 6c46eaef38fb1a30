/*
 * llmist block format — lexer.
 *
 * Every token is one physical line, newline included (the last line of the input may lack it).
 * Markers count only at the start of a line (DECISIONS §1), so the lexer matches a whole line and
 * then classifies it by the marker it begins with. The marker strings are configured at run time:
 * `markerAt` (installed by src/llmist/parser.cpp) compares them with the line's raw bytes and
 * lets the longest one win.
 *
 * Two modes mirror the format's two states:
 *
 *   DEFAULT_MODE (prose between blocks)
 *     START marker, line complete   → START_LINE, enter BLOCK
 *     anything else                 → TEXT_LINE  (END and ARG lines are prose here)
 *
 *   BLOCK (inside a gadget block)
 *     START marker, line complete   → START_LINE (ends this block, opens the next)
 *     START marker, cut off by EOF  → TEXT_LINE, back to DEFAULT_MODE (DECISIONS §1, streaming)
 *     END marker                    → END_LINE, back to DEFAULT_MODE
 *     ARG marker                    → ARG_LINE
 *     anything else                 → VALUE_LINE
 *
 * The classification runs as an action at the end of the line rule rather than as predicates:
 * ANTLR never caches DFA edges into predicated states, and the per-line ATN closure that costs
 * made lexing 2.5× slower (measured; docs/formats/llmist.md § Performance).
 */
lexer grammar LlmistLexer;

tokens { START_LINE, END_LINE, ARG_LINE }

@lexer::header {
#include <functional>
}

@lexer::members {
public:
  /// Which marker the line starting at byte offset `lineStart` begins with: START_LINE, END_LINE,
  /// ARG_LINE, or 0 for none.
  std::function<size_t(size_t lineStart)> markerAt;

private:
  size_t lineMarker() { return markerAt ? markerAt(tokenStartCharIndex) : 0; }
  // Run when the line has been matched: the input stands just after it.
  bool lineComplete() { return _input->LA(-1) == '\n'; }

  void classifyProseLine() {
    if (lineMarker() == START_LINE && lineComplete()) {
      setType(START_LINE);
      setMode(BLOCK);
    }
  }

  void classifyBlockLine() {
    switch (lineMarker()) {
      case START_LINE:
        if (!lineComplete()) {
          setType(TEXT_LINE);
          setMode(DEFAULT_MODE);
        } else {
          setType(START_LINE);
        }
        break;
      case END_LINE:
        setType(END_LINE);
        setMode(DEFAULT_MODE);
        break;
      case ARG_LINE:
        setType(ARG_LINE);
        break;
      default:
        break;  // VALUE_LINE
    }
  }
}

TEXT_LINE : BODY (NL | EOF) { classifyProseLine(); } ;

mode BLOCK;

VALUE_LINE : BODY (NL | EOF) { classifyBlockLine(); } ;

fragment BODY : ~[\n]* ;
fragment NL   : '\n' ;
