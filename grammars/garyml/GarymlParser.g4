/*
 * GaryML v0.1 — parser. Covers the spec's §4 "Syntax Specification" and §7 "Parsing
 * Considerations" (hierarchy by indentation, keyword and parameter lines, blocks), as settled by
 * DECISIONS §3; the tokens are GarymlLexer.g4's.
 *
 * The grammar accepts every token sequence the lexer produces, so a parse never fails: what is
 * not well formed (an inline form that fits none, a malformed value, stray text, an unclosed
 * block) is kept in the tree and reported by the builder (src/garyml/builder.cpp) with its code.
 * Every decision is LL(1).
 *
 * BLANK_LINE and COMMENT_LINE never reach the parser (the driver drops them). BLOCK_LINE is
 * opaque; one token may stand for a run of block lines (a driver that skips content gives one
 * token per run, the lexer alone one per line: the same tree).
 *
 * A driver may hand the parser one run of whole top-level items at a time (src/garyml/parser.cpp):
 * INDENT and DEDENT always pair up within a run.
 */
parser grammar GarymlParser;

options { tokenVocab = GarymlLexer; }

run           : section EOF ;

// Lines at one level; an indented section after a keyword line holds that node's children and
// parameters (after any other line it is INCONSISTENT_INDENT, and its lines go one level up).
// The lexer opens at most Options::max_depth levels, so the recursion is bounded.
section       : (keywordLine | parameterLine | textLine | textBlock | codeBlock | strayLine | nested)* ;
nested        : INDENT section DEDENT ;

// `.Name` and its inline form: `: value` (content), ` key: value` (one parameter), ` k=v …`
// (parameters), or MALFORMED_INLINE where what follows the name fits none of them (the pairs
// before it are kept).
keywordLine   : DIRECTIVE_LINE
              | COMMAND_LINE
              | (DIRECTIVE | COMMAND) inlineForm
              ;
inlineForm    : NL
              | CONTENT_COLON value?
              | INLINE_KEY value?
              | pair+ (NL | malformed)?
              | malformed
              ;
pair          : PAIR_KEY value?
              | PAIR_TRUE | PAIR_FALSE | PAIR_INTEGER | PAIR_DECIMAL | PAIR_REFERENCE | PAIR_QUOTED | PAIR_TEXT
              | PAIR_QUOTE_THEN_TEXT
              ;
malformed     : INLINE_JUNK | GAP MALFORMED_REST? ;

// `key: value` under a directive or command (ORPHAN_PARAMETER at the top level). A key repeated
// under one node makes a list. A well-formed line is one token, its value's type in its name.
parameterLine : PARAM_KEY value?
              | PARAM_TRUE | PARAM_FALSE | PARAM_INTEGER | PARAM_DECIMAL | PARAM_REFERENCE | PARAM_QUOTED
              | PARAM_TEXT
              ;

// A line value runs to the line's end, a pair value to the next blank (see the lexer): the same
// shapes as the value part of PARAM_TRUE … PARAM_TEXT and PAIR_TRUE … PAIR_TEXT. EMPTY_VALUE
// only ends a line. UNCLOSED_QUOTE and QUOTE_THEN_TEXT are MALFORMED_VALUE, kept whole as a string.
value         : TRUE | FALSE | INTEGER | DECIMAL | REFERENCE | QUOTED | TEXT | EMPTY_VALUE
              | UNCLOSED_QUOTE | QUOTE_THEN_TEXT
              ;

// `"""text"""` on one line; text after its closing quotes is UNEXPECTED_TEXT.
textLine      : TEXT_LINE | TEXT_LINE_START EXTRA_TEXT? ;
// Unclosed at the end of the input: UNCLOSED_BLOCK.
textBlock     : (TEXT_OPEN_BARE | TEXT_OPEN) BLOCK_LINE* TEXT_CLOSE? ;
codeBlock     : CODE_OPEN BLOCK_LINE* CODE_CLOSE? ;

// UNEXPECTED_TEXT: a '.' without a name, or a line that is nothing of the above.
strayLine     : NO_NAME | STRAY_LINE ;
