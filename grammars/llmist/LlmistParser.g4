/*
 * llmist block format — parser.
 *
 * The lexer has already classified every line (LlmistLexer.g4), so the structure is LL(1):
 * a block is its START line, optional stray lines before the first ARG, its parameters, and an
 * optional END line. Values are the lines between one ARG line and the next marker line.
 *
 * The driver (src/llmist/parser.cpp) hands the parser one top-level item at a time — a block or a
 * run of prose lines — which is what lets a stream be parsed as it arrives.
 */
parser grammar LlmistParser;

options { tokenVocab = LlmistLexer; }

document  : (TEXT_LINE | block)* EOF ;

block     : START_LINE preamble+=VALUE_LINE* parameter* END_LINE? ;

parameter : ARG_LINE VALUE_LINE* ;
