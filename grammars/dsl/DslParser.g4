/*
 * DSL v0.3 — parser. Covers the spec's §5–§8 as settled by DECISIONS §4: the step structure and
 * every directive's operands (DslLexer.g4 has the tokens).
 *
 * A program is steps separated by `/THEN` lines (the rest of a /THEN line is the first line of
 * the step's instruction text). A step is its instruction text, then its directives; a directive
 * owns the text lines that follow it up to the next directive: the continuation of a multi-line
 * `/OUT` or `/AS` payload, or text that should not be there (TEXT_AFTER_DIRECTIVE).
 *
 * The grammar accepts every token sequence DslLexer.g4 produces, so a parse never fails: what is
 * not well formed is kept in the tree and reported by the builder (src/dsl/builder.cpp) with its
 * code. Every decision is LL(1).
 *
 * TEXT_LINE is opaque; one token may stand for a run of text lines (a driver that skips content
 * gives one token per run, the lexer alone one per line: the same tree shape).
 *
 * The driver (src/dsl/parser.cpp) hands the parser a run of whole steps at a time (`stepRun`), so
 * memory does not grow with the input; `program` is the whole input, for reference.
 */
parser grammar DslParser;

options { tokenVocab = DslLexer; }

program   : step (then step)* EOF ;

// Steps as the driver hands them over, a run of them at a time: the first run begins with the
// first step, every later one with a /THEN (so its first `step` is empty and no step).
stepRun   : step (then step)* EOF ;

then      : THEN_LINE | THEN | THEN_MISCASED ;

// A step's text lines (its instruction text), then its directives. Text lines are the tokens
// TEXT_LINE, ODD_INDENT, TEXT, REF, GLUED_REF, BAD_REF, SIGIL, TEXT_END, REF_END and NL (references are
// recognised in them); they are spelled out in both rules below rather than put in a rule of their
// own, which would cost a parse-tree node for every step and directive.
step      : (TEXT_LINE | ODD_INDENT | TEXT | REF | GLUED_REF | BAD_REF | SIGIL | NL | TEXT_END | REF_END)* directive* ;

// A directive line, then the text lines that follow it.
directive : (fromLine | defLine | typeLine | asLine | outLine | otherLine)
            (TEXT_LINE | ODD_INDENT | TEXT | REF | GLUED_REF | BAD_REF | SIGIL | NL | TEXT_END | REF_END)* ;

// `/FROM item, item, …`: each item is trimmed and read by the builder as a variable
// (`VAR`), a description (`ITEM_WORD`s), or a description `/IN` `VAR`. Empty items are skipped.
fromLine  : FROM_LINE | (FROM | FROM_MISCASED) fromItem (COMMA fromItem)* ;
fromItem  : (VAR | BAD_VAR | IN | ITEM_WORD)* ;

// `/DEF name [/TYPE type] [/AS description]`, the markers in either order; `/TYPE …` and
// `/AS …` lines right after a /DEF continue it.
defLine   : DEF_LINE | (DEF | DEF_MISCASED) words defPart* ;
typeLine  : (TYPE | TYPE_MISCASED) words defPart* ;
asLine    : (AS | AS_MISCASED) asText defPart* ;
defPart   : TYPE_MARK words | AS_MARK asText ;
words     : (NAME | TYPE_NAME | WORD | SLASH_WORD | MISCASED_MARK | GLUED_MARK | SLASH_GLUED_MARK)* ;
asText    : (AS_TEXT | AS_SLASH_TEXT | AS_REF | AS_GLUED_REF | AS_BAD_REF | AS_SIGIL)* ;

// `/OUT text`: the token is the whole line; the text goes on over the following lines.
outLine   : OUT | OUT_MISCASED ;

// An unknown or malformed directive: the rest of its line, and the lines after it, are skipped.
otherLine : (UNKNOWN_DIRECTIVE | GLUED_DIRECTIVE | IN_DIRECTIVE) SKIPPED? ;
