/*
 * STF (Simple Text Format) — parser. Covers stf.md "Command Lines", "Command Arguments" and
 * "Comments", and stf-commands.md "Command line shape", "Modes" and "Arguments", as settled by
 * DECISIONS §5.
 *
 * The lexer has classified every line and tracked the block and comment modes (StfLexer.g4), so
 * what is left is a sequence of single lines, command lines with their arguments, polyadic blocks
 * (`;raw`/`;extra`/`;meta` … `;end`) and block comments (`;/*` … `;*` `/`, nesting). Every token
 * sequence the lexer can produce parses without a syntax error: a block or comment that is never
 * closed simply lacks its last token, and malformed arguments are kept in the tree; the decoder
 * (src/stf/decoder.cpp) reports both. Every decision is LL(1).
 *
 * The driver (src/stf/parser.cpp) hands the parser a run of whole items at a time, cut where the
 * lexer is back in its default mode, so memory does not grow with the input.
 */
parser grammar StfParser;

options { tokenVocab = StfLexer; }

// The whole input (not `file`: the Python3 target reserves the name).
document : item* EOF ;

item
  : block
  | comment
  | command
  | strayEnd
  | DATA_LINE
  | ESCAPED_LINE
  | LINE_COMMENT
  | BAD_LINE
  | STRAY_COMMENT_CLOSE
  ;

// A niladic command line (or an unknown one: the decoder ignores its arguments).
command  : COMMAND arguments ;

// A polyadic command and its body. Without blockEnd it ended at the next command line (which
// follows as the next item) or at the end of the input.
block    : BLOCK_COMMAND arguments bodyItem* blockEnd? ;
blockEnd : BLOCK_END IGNORED_REST? NL? ;
strayEnd : STRAY_END IGNORED_REST? NL? ;

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

// ---- arguments (stf-commands.md § Arguments) ----------------------------------------------------
// Nothing; one JSON5 object to the end of the line (the CRs after it are part of it; the line's
// last CR is the line end's); or arguments, separated by blanks. The line may end without NL only
// at the end of the input.
arguments : BLANKS? (OBJECT CR* | argument (BLANKS | argument)*)? NL? ;

// Well formed: PAIR (an unquoted value, with the CRs glued to it) or QUOTED_PAIR. Kept for the
// decoder to report: QUOTE_ENDED_PAIR; an UPPER_KEY; blanks around `=`; a key without `=`; a
// missing value; a `=` without a key; JUNK. SKIPPED text is glued to a key without `=`, to a stray
// `=` or to JUNK, and skipped. Only after a quoted value can another argument follow directly (an
// error: the decoder asks for the blank).
argument  : PAIR CR*
          | QUOTED_PAIR
          | QUOTE_ENDED_PAIR CR*
          | key ((EQUALS | SPACED_EQUALS) VALUE_BLANKS? value? | SKIPPED*)
          | STRAY_EQUALS SKIPPED*
          | JUNK SKIPPED*
          ;
key       : KEY | UPPER_KEY ;
value     : BARE CR* | QUOTE_ENDED CR* | STRING | UNTERMINATED_STRING ;
