/*
 * GaryML v0.1 — parser.
 *
 * Flat on purpose: the lexer has classified every line and put INDENT/DEDENT tokens where the
 * indentation changes (GarymlLexer.g4), so a file is a sequence of lines, indentation changes and
 * blocks. The builder (src/garyml/builder.cpp) turns it into the tree with an explicit stack, so
 * 10 000 levels of nesting cost no recursion. Every token sequence the lexer can produce parses
 * without a syntax error: an unclosed block simply lacks its closing line.
 *
 * The driver (src/garyml/parser.cpp) hands the parser a run of items at a time, cut where no
 * block is open, so the parse tree held at any time stays small.
 */
parser grammar GarymlParser;

options { tokenVocab = GarymlLexer; }

file : item* EOF ;

item
  : KEYWORD_LINE
  | PARAM_LINE
  | OTHER_LINE
  | TEXT_LINE
  | textBlock
  | codeBlock
  | INDENT
  | DEDENT
  ;

textBlock : TEXT_OPEN BLOCK_LINE* TEXT_CLOSE? ;
codeBlock : CODE_OPEN BLOCK_LINE* CODE_CLOSE? ;
