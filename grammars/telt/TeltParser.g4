/*
 * TELT — parser of one block.
 *
 * The lexer has classified every line (TeltLexer.g4), so the structure is LL(1). The driver
 * (src/telt/parser.cpp) hands the parser one block's tokens at a time: from its HEADER_LINE to the
 * line that closes it, or to where it was cut off (end of input, a new header, the line of a hash
 * mismatch). Every token sequence the lexer produces for a block is accepted.
 *
 *   #!telt [3-char SHA: abc]       HEADER_LINE
 *   // comment                     intro
 *   === CREATE_FILE ===            command: COMMAND_LINE, body lines, parameters
 *   --FILE abc--                   parameter: PARAM_LINE CONTENT_LINE*
 *   a.txt
 *   --END abc--                    END_LINE: ends the command; the block may go on
 *   === BASH ===                   another command
 *   echo hi
 *   --END abc--
 *                                  (any other line, or the end of input, closes the block)
 */
parser grammar TeltParser;

options { tokenVocab = TeltLexer; }

block     : HEADER_LINE intro* section* CLOSE_LINE? EOF ;

intro     : BLANK_LINE | COMMENT_LINE ;

// A command, or lines skipped after a malformed line, up to the `--END xyz--` that ends it,
// and the blank and `//` lines after it.
section   : (command | skipped) (END_LINE intro*)? ;

command   : COMMAND_LINE body+=CONTENT_LINE* parameter* ;

parameter : PARAM_LINE CONTENT_LINE* ;

skipped   : (MALFORMED_LINE | ORPHAN_LINE | STRAY_LINE) SKIPPED_LINE* ;
