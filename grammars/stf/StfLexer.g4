/*
 * STF (Simple Text Format) — lexer. Covers stf.md "Lines", "Command Lines", "Command Arguments"
 * and "Comments", and stf-commands.md "Command line shape", "Modes" and "Arguments", as settled by
 * DECISIONS §5 (docs/formats/stf.md says the same in prose).
 *
 * Lines
 * -----
 * Only LF ends a line: a CR is an ordinary character, so `;user\r` is a command line whose last
 * byte is CR (the decoder reports that, DECISIONS §5, and reads the line as if the CR were
 * absent: below, a CR right before the line end belongs to the line end, NL). The text after the
 * last LF is a line only when it is not empty, which is the spec's "a file may end with an empty
 * line, which is ignored".
 *
 * Data lines, block bodies and comment text are opaque: a line that does not begin with `;` is one
 * DATA_LINE, BODY_LINE or IGNORED_LINE token, its LF included, and a driver may hand a run of them
 * to the parser as one token of that type (src/core/line_driver.h does: such lines are never
 * lexed). A line that begins with `;` is, by what follows the `;` and optional blanks:
 *
 *   `;;` (no blank between)          ESCAPED_LINE        (data; the first `;` is dropped)
 *   `#` or `//`                      LINE_COMMENT
 *   `/*`                             COMMENT_OPEN        → mode COMMENT
 *   `*` `/`                          STRAY_COMMENT_CLOSE (no comment is open: an error)
 *   a name: a letter, then letters   a command line: STRAY_END, BLOCK_COMMAND or COMMAND (the
 *   and digits                       semicolon, blanks and name as one token), then its arguments
 *   anything else, or nothing        BAD_LINE            (`;`, `; `, `;1x`, `;!`, `;/x`: an error)
 *
 * A name is matched without regard to case (`[rR][aA][wW]`): the spec's names are lower-case, and
 * the decoder reports `;Raw` as UNKNOWN_COMMAND with the fix hint `;raw`, but the line still opens
 * a block, so that one wrong letter does not turn the block's body into data. A name ends where the
 * next character is not a letter or digit (`;end_x` is `end`, `;ends` is another command), as the
 * catalogue says; by the longest-match rule `;endx` is the command `endx`, not `end`.
 *
 * Modes
 * -----
 *   DEFAULT_MODE  outside any block: the table above.
 *   BODY          inside `;raw`/`;extra`/`;meta` … `;end`: the same line classes under BODY_
 *                 names (so the parser stays LL(1)); BLOCK_END (`;end`) leaves the block; another
 *                 polyadic command (BLOCK_COMMAND) stays and begins a new block; any other command
 *                 (COMMAND) ends the block and leaves it (the decoder reports COMMAND_IN_BLOCK).
 *   COMMENT       inside `;/*` … `;*` `/`: only `;/*` (NESTED_OPEN, push NESTED_COMMENT) and
 *                 `;*` `/` (COMMENT_CLOSE, pop) count; every other line is IGNORED_LINE.
 *   NESTED_COMMENT the same inside an inner comment, whose close is NESTED_CLOSE. Nesting is the
 *                 mode stack.
 *   AFTER_END     the rest of an `;end` line: IGNORED_REST (ignored, as the catalogue says), NL.
 *   ARGS … VALUE  the arguments of a command line (below), up to its NL.
 * A command line's NL returns to DEFAULT_MODE or BODY, as the command decided when its name was
 * read (the commands `-> popMode, pushMode(ARGS)` and the like say how).
 *
 * Arguments
 * ---------
 * After the name: nothing; or a JSON5 object, `{` to the end of the line (OBJECT; its text
 * without trailing blanks is one JSON5 value, read by grammars/json5/); or key=value pairs
 * separated by blanks:
 *
 *   key     `[a-z][a-z0-9_]*` (UPPER_KEY: the same with upper-case letters, an error whose fix is
 *           the lower-case key)
 *   `=`     no blanks on either side (SPACED_EQUALS, VALUE_BLANKS: an error, still read)
 *   value   unquoted: no blanks, not beginning or ending with a quote (QUOTE_ENDED: ending with
 *           one, an error); or a JSON5 string in '…' or "…" on one line (STRING; its escapes are
 *           checked by the JSON5 grammar when the value is read); UNTERMINATED_STRING: a quote
 *           that is never closed takes the rest of the line (an error)
 *
 * A well-formed pair is one token (PAIR, QUOTED_PAIR). A CR that is not the line's last byte is
 * data: CR tokens after an unquoted value or an object belong to it. Blanks are space and tab.
 * The modes ARGS … AFTER_VALUE below say what may come where.
 *
 * Fast path
 * ---------
 * src/stf/shapes.cpp reads the common command line without this lexer — (TOP_|BODY_)COMMAND or
 * (TOP_|BODY_)BLOCK_COMMAND, blanks and PAIR or QUOTED_PAIR arguments, the line end; STRAY_END or
 * BLOCK_END alone — and mirrors HEAD, NAME, BLOCK_NAME, END_NAME, KEY_, PAIR_BARE_, STRING_,
 * ESCAPE, LINE_END, the longest-match choices against QUOTE_ENDED_PAIR and the other argument
 * rules, and the mode actions of those rules; any other line is lexed. A change to them needs the
 * same change there (tests/unit/stf_shapes.cpp fails until it is made).
 */
lexer grammar StfLexer;

tokens { NESTED_CLOSE, COMMAND, BLOCK_COMMAND, BLANKS, NL }

ESCAPED_LINE        : ';;' REST EOL ;
LINE_COMMENT        : HEAD ('#' | '//') REST EOL ;
COMMENT_OPEN        : HEAD '/*' REST EOL -> pushMode(COMMENT) ;
STRAY_COMMENT_CLOSE : HEAD '*/' REST EOL ;
STRAY_END           : HEAD END_NAME -> pushMode(AFTER_END) ;
TOP_BLOCK_COMMAND   : HEAD BLOCK_NAME -> type(BLOCK_COMMAND), pushMode(BODY), pushMode(ARGS) ;
TOP_COMMAND         : HEAD NAME -> type(COMMAND), pushMode(ARGS) ;
BAD_LINE            : HEAD NOT_A_COMMAND ;
DATA_LINE           : (~[;\n] REST)? EOL ;

fragment HEAD          : ';' BLANK* ;
// A name runs on over non-ASCII bytes (reached as U+0001, src/core/antlr/byte_char_stream.h), so that
// `;usér` is reported as the name written (docs/formats/stf.md §1.8), not as `;us`.
fragment NAME          : [a-zA-Z] [a-zA-Z0-9\u0001]* ;
fragment END_NAME      : [eE][nN][dD] ;
fragment BLOCK_NAME    : [rR][aA][wW] | [eE][xX][tT][rR][aA] | [mM][eE][tT][aA] ;
// What may follow `;` and blanks on a line that is neither a command nor a comment.
fragment NOT_A_COMMAND : (~[a-zA-Z#/*\n \t] REST | '/' (~[/*\n] REST)? | '*' (~[/\n] REST)?)? EOL ;
fragment REST          : ~[\n]* ;
fragment EOL           : '\n' | EOF ;
fragment BLANK         : [ \t] ;
fragment LINE_END      : '\r'? ('\n' | EOF) ;

mode BODY;

BODY_ESCAPED_LINE   : ';;' REST EOL ;
BODY_LINE_COMMENT   : HEAD ('#' | '//') REST EOL ;
BODY_COMMENT_OPEN   : HEAD '/*' REST EOL -> pushMode(COMMENT) ;
BODY_STRAY_CLOSE    : HEAD '*/' REST EOL ;
BLOCK_END           : HEAD END_NAME -> popMode, pushMode(AFTER_END) ;
BODY_BLOCK_COMMAND  : HEAD BLOCK_NAME -> type(BLOCK_COMMAND), pushMode(ARGS) ;
BODY_COMMAND        : HEAD NAME -> type(COMMAND), popMode, pushMode(ARGS) ;
BODY_BAD_LINE       : HEAD NOT_A_COMMAND ;
BODY_LINE           : (~[;\n] REST)? EOL ;

// The outermost comment is COMMENT, every comment inside it NESTED_COMMENT: the close of an inner
// comment is NESTED_CLOSE, of the outermost COMMENT_CLOSE, so the parser needs no recursion for
// nesting (deep nesting cannot overflow the stack).
mode COMMENT;

NESTED_OPEN         : HEAD '/*' REST EOL -> pushMode(NESTED_COMMENT) ;
COMMENT_CLOSE       : HEAD '*/' REST EOL -> popMode ;
IGNORED_LINE        : REST EOL ;

mode NESTED_COMMENT;

INNER_OPEN          : HEAD '/*' REST EOL -> type(NESTED_OPEN), pushMode(NESTED_COMMENT) ;
INNER_CLOSE         : HEAD '*/' REST EOL -> type(NESTED_CLOSE), popMode ;
INNER_IGNORED_LINE  : REST EOL -> type(IGNORED_LINE) ;

mode AFTER_END;

END_NL              : LINE_END -> type(NL), popMode ;
IGNORED_REST        : ~[\n]+ ;

// Arguments. An argument begins first thing after the name, after blanks, or (an error the
// decoder reports) right after a quoted value. A well-formed pair is one token (PAIR: an unquoted
// value; QUOTED_PAIR; QUOTE_ENDED_PAIR, the error of an unquoted value ending in a quote); the
// fine tokens KEY, EQUALS, VALUE_BLANKS and a value are what the longest-match rule leaves for
// the rest: an upper-case key, blanks around `=`, a value that begins with a CR or is missing or
// unterminated. Text glued to a key without `=`, to a `=` without a key (STRAY_EQUALS) or to JUNK
// is SKIPPED up to the next blank.

// The first thing after a command's name: an object, or the first argument.
mode ARGS;

ARGS_BLANKS         : BLANK+ -> type(BLANKS) ;
ARGS_NL             : LINE_END -> type(NL), popMode ;
OBJECT              : '{' (~[\n]* ~[\r\n])? -> mode(AFTER_VALUE) ;
FIRST_PAIR          : KEY_ '=' PAIR_BARE_ -> type(PAIR), mode(AFTER_VALUE) ;
FIRST_QUOTED_PAIR   : KEY_ '=' STRING_ -> type(QUOTED_PAIR), mode(PAIRS) ;
FIRST_QUOTE_ENDED   : KEY_ '=' PAIR_QUOTE_ENDED_ -> type(QUOTE_ENDED_PAIR), mode(AFTER_VALUE) ;
FIRST_KEY           : KEY_ -> type(KEY), mode(AFTER_KEY) ;
FIRST_UPPER_KEY     : UPPER_KEY_ -> type(UPPER_KEY), mode(AFTER_KEY) ;
FIRST_STRAY_EQUALS  : '=' -> type(STRAY_EQUALS), mode(GLUED) ;
FIRST_JUNK          : JUNK_ -> type(JUNK), mode(GLUED) ;

// Where an argument begins (after blanks, or after a quoted value).
mode PAIRS;

PAIRS_BLANKS        : BLANK+ -> type(BLANKS) ;
PAIRS_NL            : LINE_END -> type(NL), popMode ;
PAIR                : KEY_ '=' PAIR_BARE_ -> mode(AFTER_VALUE) ;
QUOTED_PAIR         : KEY_ '=' STRING_ ;
QUOTE_ENDED_PAIR    : KEY_ '=' PAIR_QUOTE_ENDED_ -> mode(AFTER_VALUE) ;
KEY                 : KEY_ -> mode(AFTER_KEY) ;
UPPER_KEY           : UPPER_KEY_ -> mode(AFTER_KEY) ;
STRAY_EQUALS        : '=' -> mode(GLUED) ;
JUNK                : JUNK_ -> mode(GLUED) ;

// Right after a key: its `=` (SPACED_EQUALS: with blanks before it, an error), blanks and the
// next argument (the key had no `=`), or text glued to it.
mode AFTER_KEY;

KEY_NL              : LINE_END -> type(NL), popMode ;
EQUALS              : '=' -> mode(VALUE) ;
SPACED_EQUALS       : BLANK+ '=' -> mode(VALUE) ;
KEY_BLANKS          : BLANK+ -> type(BLANKS), mode(PAIRS) ;
KEY_SKIPPED         : ~[= \t\n] (~[ \t\n]* ~[ \t\r\n])? -> type(SKIPPED), mode(GLUED) ;

// Text that cannot be an argument, up to the next blank.
mode GLUED;

GLUED_BLANKS        : BLANK+ -> type(BLANKS), mode(PAIRS) ;
GLUED_NL            : LINE_END -> type(NL), popMode ;
SKIPPED             : ~[ \t\n] (~[ \t\n]* ~[ \t\r\n])? ;

// A value, after a key's `=` (and blanks, which are an error); the line may also end here.
mode VALUE;

VALUE_NL            : LINE_END -> type(NL), popMode ;
VALUE_BLANKS        : BLANK+ ;
STRING              : STRING_ -> mode(PAIRS) ;
UNTERMINATED_STRING : ('"' (ESCAPE | ~["\\\n])* | '\'' (ESCAPE | ~['\\\n])*) '\\'? -> mode(AFTER_VALUE) ;
BARE                : ~['" \t\n] (~[ \t\n]* ~['" \t\r\n])? -> mode(AFTER_VALUE) ;
QUOTE_ENDED         : ~['" \t\n] ~[ \t\n]* ['"] -> mode(AFTER_VALUE) ;

// After an unquoted value or an object: CRs that belong to it (a CR right before the line end
// belongs to the line end), then blanks or the line end.
mode AFTER_VALUE;

VALUE_END_NL        : LINE_END -> type(NL), popMode ;
CR                  : '\r' ;
VALUE_END_BLANKS    : BLANK+ -> type(BLANKS), mode(PAIRS) ;

fragment KEY_       : [a-z] [a-z0-9_]* ;
fragment UPPER_KEY_ : [a-zA-Z] [a-zA-Z0-9_]* ;
// An unquoted value of a PAIR: not beginning with a CR either (a CR right after `=` may be the
// line end's; the fine tokens decide).
fragment PAIR_BARE_        : ~['" \t\r\n] (~[ \t\n]* ~['" \t\r\n])? ;
fragment PAIR_QUOTE_ENDED_ : ~['" \t\r\n] ~[ \t\n]* ['"] ;
fragment STRING_    : '"' (ESCAPE | ~["\\\n])* '"' | '\'' (ESCAPE | ~['\\\n])* '\'' ;
fragment ESCAPE     : '\\' ~[\n] ;
// Text that cannot begin a pair, up to the next blank; a CR right before the line end is not
// part of it.
fragment JUNK_      : ~[a-zA-Z= \t\n] (~[ \t\n]* ~[ \t\r\n])? ;
