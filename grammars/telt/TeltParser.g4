/*
 * TELT — parser of one block. Covers the spec's "Block Structure", "State Machine Design" and
 * "Error Recovery Strategy" sections, as settled by DECISIONS §2; what each line is, TeltLexer.g4
 * says.
 *
 * The lexer's modes have placed every line, so the structure is LL(1) and every token sequence the
 * lexer produces for a block is accepted: what is malformed stays in the tree (`skipped`) and the
 * builder (src/telt/builder.cpp) reports it with its code.
 *
 *   #!telt [3-char SHA: abc]       HEADER_LINE
 *   // comment                     intro
 *   === CREATE_FILE ===            command: COMMAND_LINE, body lines, parameters
 *   --FILE abc--                   parameter: PARAM_LINE, value lines
 *   a.txt
 *   --END abc--                    END_LINE: ends the command; the block may go on
 *   === BASH ===                   another command
 *   echo hi
 *   --END abc--
 *                                  (any other line, or the end of input, closes the block)
 *
 * A driver hands the parser one block at a time (src/telt/parser.cpp): from its HEADER_LINE to the
 * line that closes it, or to where it was cut off (the end of input, a new header, the line of a
 * hash mismatch: there the driver turns the FOREIGN_END_LINE into the END_LINE it was meant to
 * be). Outside blocks, TEXT_LINE, BAD_HEADER_LINE and LATE_PARAM_LINE stand alone.
 *
 * CONTENT_LINE and SKIPPED_LINE are opaque; one token may stand for a run of them (and of the
 * FOREIGN_END_LINEs among them): a driver that skips content gives one token per run, the lexer
 * alone one per line — the same values.
 */
parser grammar TeltParser;

options { tokenVocab = TeltLexer; }

block     : HEADER_LINE intro* section* CLOSE_LINE? EOF ;

intro     : BLANK_LINE | COMMENT_LINE ;

// A command, or lines skipped after a malformed line, up to the `--END xyz--` that ends it, and
// the blank and `//` lines after it.
section   : (command | skipped) (END_LINE intro*)? ;

// Body lines come before any parameter (BASH, EXEC); a value is every line up to the next own
// delimiter, joined with LF.
command   : COMMAND_LINE body+=(CONTENT_LINE | FOREIGN_END_LINE)* parameter* ;

parameter : PARAM_LINE value+=(CONTENT_LINE | FOREIGN_END_LINE)* ;

// What cannot start a command: skipped up to the next command or the block's `--END xyz--`.
skipped   : (MALFORMED_LINE | ORPHAN_LINE | FOREIGN_LINE | FOREIGN_CLOSE_LINE | MISPLACED_HEADER_LINE | STRAY_LINE)
            (SKIPPED_LINE | SKIPPED_PARAM_LINE | FOREIGN_END_LINE)* ;
