/*
 * DSL v0.3 — parser.
 *
 * The lexer has classified every line (DslLexer.g4), so what is left is the step structure of
 * spec §5–§6: a program is steps separated by `/THEN` lines; a step is its instruction lines, then
 * its directives; a directive owns the lines that follow it up to the next directive (the
 * continuation of a multi-line `/OUT` or `/AS` payload, or text that should not be there, which
 * the builder reports as TEXT_AFTER_DIRECTIVE). Every token sequence parses without a syntax
 * error, and the grammar is LL(1).
 *
 * The driver (src/dsl/parser.cpp) hands the parser runs of whole steps, each run after the first
 * beginning with its THEN_LINE (so the run's first `step` is empty), so memory does not grow with
 * the input.
 */
parser grammar DslParser;

options { tokenVocab = DslLexer; }

program   : step (THEN_LINE step)* EOF ;

step      : line* directive* ;

directive : DIRECTIVE_LINE line* ;

line      : TEXT_LINE | BLANK_LINE ;
