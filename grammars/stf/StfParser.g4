/*
 * STF (Simple Text Format) — parser.
 *
 * The lexer has classified every line and tracked the block and comment modes (StfLexer.g4), so
 * the structure left is small and LL(1): a file is a sequence of single lines,
 * polyadic blocks (`;raw`/`;extra`/`;meta` … `;end`) and block comments (`;/*` … `;*` `/`,
 * nesting). Every token sequence the lexer can produce parses without a syntax error: a block or
 * comment that is never closed simply lacks its last token, and the decoder
 * (src/stf/decoder.cpp) reports it at its opening line.
 *
 * The driver (src/stf/parser.cpp) hands the parser a run of whole items at a time, cut where the
 * lexer is back in its default mode, so memory does not grow with the input.
 */
parser grammar StfParser;

options { tokenVocab = StfLexer; }

file : item* EOF ;

item
  : block
  | comment
  | DATA_LINE
  | ESCAPED_LINE
  | LINE_COMMENT
  | COMMAND_LINE
  | BAD_LINE
  | STRAY_END
  | STRAY_COMMENT_CLOSE
  ;

// A polyadic command and its body. Without END_LINE it ended at the next command line (which
// follows as the next item) or at the end of the input.
block : BLOCK_LINE bodyItem* END_LINE? ;

bodyItem
  : BODY_LINE
  | BODY_ESCAPED_LINE
  | BODY_LINE_COMMENT
  | BODY_BAD_LINE
  | BODY_STRAY_CLOSE
  | bodyComment
  ;

// A block comment at the top level, and one inside a block body. Inner comments are flat: the
// lexer tells an inner close (NESTED_CLOSE) from the outermost one (COMMENT_CLOSE), and the
// decoder counts the depth, so nesting costs no recursion.
comment     : COMMENT_OPEN commentItem* COMMENT_CLOSE? ;
bodyComment : BODY_COMMENT_OPEN commentItem* COMMENT_CLOSE? ;

commentItem : IGNORED_LINE | NESTED_OPEN | NESTED_CLOSE ;
