/*
 * DSL v0.3 — lexer.
 *
 * Every token is one physical line, its LF included (the last line of the input may lack it).
 * A line is classified by its first non-blank characters with plain token rules that all run to
 * the end of the line, so every candidate matches the same length and the first rule listed wins
 * (no predicates: they would keep the DFA from caching, see grammars/llmist/LlmistLexer.g4).
 *
 *   blanks only                                   BLANK_LINE
 *   blanks `/THEN`, then a blank or the line end  THEN_LINE       (a new step; any case: `/then` is
 *                                                                  reported by the builder but still
 *                                                                  splits, so one typo is one error)
 *   blanks `/` letter                             DIRECTIVE_LINE  (DECISIONS §4; which directive,
 *                                                                  and whether it is known, is
 *                                                                  decided by src/dsl/builder.cpp)
 *   anything else                                 TEXT_LINE
 *
 * Blanks are space and tab; a CR before the LF (CRLF) counts as part of the line end and is
 * dropped by the builder, so `/THEN` followed by CR LF is still a step split.
 */
lexer grammar DslLexer;

BLANK_LINE     : BLANK* '\r'? EOL ;
THEN_LINE      : BLANK* '/' [Tt][Hh][Ee][Nn] ([ \t\r] REST)? EOL ;
DIRECTIVE_LINE : BLANK* '/' [A-Za-z] REST EOL ;
TEXT_LINE      : REST EOL ;

fragment BLANK : [ \t] ;
fragment REST  : ~[\n]* ;
fragment EOL   : '\n' | EOF ;
