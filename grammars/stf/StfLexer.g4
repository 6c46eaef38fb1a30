/*
 * STF (Simple Text Format) — lexer.
 *
 * Every token is one physical line, its LF included (the last line of the input may lack it).
 * Only LF ends a line: a CR is an ordinary character, so `;user\r` is a command line whose last
 * byte is CR (the decoder reports that, DECISIONS §5). The text after the last LF is a line only
 * when it is not empty, which is the spec's "a file may end with an empty line, which is ignored".
 *
 * A line is classified by its first characters with plain token rules: every rule runs to the end
 * of the line, so all candidates match the same length and the first rule listed wins. There are
 * no predicates (they would keep the DFA from caching, see grammars/llmist/LlmistLexer.g4).
 *
 *   no `;` first                     DATA_LINE         (also the empty line)
 *   `;;`                             ESCAPED_LINE      (data; the first `;` is dropped)
 *   `;` blanks `#` or `//`           LINE_COMMENT
 *   `;` blanks `/*`                  COMMENT_OPEN      → mode COMMENT
 *   `;` blanks `*` `/`               STRAY_COMMENT_CLOSE (no comment is open: an error)
 *   `;` blanks `end`                 STRAY_END         (no block is open: an error)
 *   `;` blanks `raw`|`extra`|`meta`  BLOCK_LINE        → mode BODY (a polyadic command)
 *   `;` blanks letter                COMMAND_LINE      (every other command, known or not)
 *   any other `;` line               BAD_LINE          (`;`, `; `, `;1x`, `;!`: an error)
 *
 * Command names are matched without regard to case (`[rR][aA][wW]`): the spec's names are
 * lower-case, and the decoder reports `;Raw` as UNKNOWN_COMMAND with the fix hint `;raw`, but the
 * line still opens a block, so that one wrong letter does not turn the block's body into data.
 * A name ends where the next character is not a letter or digit (`;end_x` is `end`, `;ends` is
 * another command), as the catalogue says.
 *
 * Three modes mirror the decoder's states:
 *
 *   DEFAULT_MODE  outside any block: the table above.
 *   BODY          inside `;raw`/`;extra`/`;meta` … `;end`: the same classes under BODY_ names
 *                 (so the parser stays LL(1)); `;end` pops back; another polyadic command
 *                 (BLOCK_LINE) stays here and begins a new block; any other command line
 *                 (COMMAND_LINE) ends the block and pops back (the decoder reports
 *                 COMMAND_IN_BLOCK).
 *   COMMENT       inside `;/*` … `;*` `/`: only `;/*` (NESTED_OPEN, push) and `;*` `/`
 *                 (COMMENT_CLOSE, pop; NESTED_CLOSE when it closes an inner comment) count;
 *                 every other line is IGNORED_LINE. Nesting is the mode stack.
 */
lexer grammar StfLexer;

tokens { NESTED_CLOSE }

ESCAPED_LINE        : ';;' REST EOL ;
LINE_COMMENT        : HEAD ('#' | '//') REST EOL ;
COMMENT_OPEN        : HEAD '/*' REST EOL -> pushMode(COMMENT) ;
STRAY_COMMENT_CLOSE : HEAD '*/' REST EOL ;
STRAY_END           : HEAD END AFTER_NAME ;
BLOCK_LINE          : HEAD BLOCK_NAME AFTER_NAME -> pushMode(BODY) ;
COMMAND_LINE        : HEAD [a-zA-Z] REST EOL ;
BAD_LINE            : ';' REST EOL ;
DATA_LINE           : (~[;\n] REST)? EOL ;

fragment HEAD       : ';' [ \t]* ;
fragment END        : [eE][nN][dD] ;
fragment BLOCK_NAME : [rR][aA][wW] | [eE][xX][tT][rR][aA] | [mM][eE][tT][aA] ;
fragment AFTER_NAME : (~[a-zA-Z0-9\n] REST)? EOL ;
fragment REST       : ~[\n]* ;
fragment EOL        : '\n' | EOF ;

mode BODY;

BODY_ESCAPED_LINE   : ';;' REST EOL ;
BODY_LINE_COMMENT   : HEAD ('#' | '//') REST EOL ;
BODY_COMMENT_OPEN   : HEAD '/*' REST EOL -> pushMode(COMMENT) ;
BODY_STRAY_CLOSE    : HEAD '*/' REST EOL ;
END_LINE            : HEAD END AFTER_NAME -> popMode ;
BODY_BLOCK_LINE     : HEAD BLOCK_NAME AFTER_NAME -> type(BLOCK_LINE) ;
BODY_COMMAND_LINE   : HEAD [a-zA-Z] REST EOL -> type(COMMAND_LINE), popMode ;
BODY_BAD_LINE       : ';' REST EOL ;
BODY_LINE           : (~[;\n] REST)? EOL ;

mode COMMENT;

NESTED_OPEN         : HEAD '/*' REST EOL -> pushMode(COMMENT) ;
// The close of an inner comment is NESTED_CLOSE, of the outermost COMMENT_CLOSE: the parser then
// needs no recursion for nesting (deep nesting cannot overflow the stack).
COMMENT_CLOSE       : HEAD '*/' REST EOL { popMode(); if (mode == COMMENT) setType(NESTED_CLOSE); } ;
IGNORED_LINE        : REST EOL ;
