/*
 * llmist block format — parser. Covers the spec's "EBNF Grammar", "Header Line Formats",
 * "Parameter Pointer Syntax" and "Implicit Termination" sections, as settled by DECISIONS §1.
 *
 * The grammar accepts every token sequence LlmistLexer.g4 produces, so a parse never fails: what
 * is not well formed (a name that is not an identifier, an empty pointer segment, text after END)
 * is kept in the tree and reported by the builder (src/llmist/builder.cpp) with its code. Every
 * decision is LL(1).
 *
 * TEXT_LINE and VALUE_LINE are opaque lines; one token may stand for a run of them (a driver
 * that skips content gives one token per run, the lexer alone one per line: the same tree shape).
 *
 * The labels (first=, parameters+=, marker= …) only name parts for the builder, which reads them
 * without searching a context's children.
 *
 * A driver may hand the parser one top-level item at a time — a block, or a run of prose lines —
 * which is what lets a stream be parsed as it arrives (src/llmist/parser.cpp).
 */
parser grammar LlmistParser;

options { tokenVocab = LlmistLexer; }

document     : (TEXT_LINE | block)* EOF ;

// A block ends at its END line, at the next START line or at the end of the input (implicit
// termination). VALUE_LINEs before the first ARG line are not a parameter (UNEXPECTED_TEXT).
block        : first=startLine preamble+=VALUE_LINE* parameters+=parameter* last=endLine? ;

// name [':' id [':' dependencies]]; each part is trimmed of blanks, and name, id and every
// dependency must then be a single NAME (an identifier: [A-Za-z_][A-Za-z0-9_]*). An empty id
// means an automatic one, an empty dependencies part none. HEADER is the well-formed case as
// one token (LlmistLexer.g4).
startLine    : marker=START_MARKER (header=HEADER | name=part (COLON invocationId=part (COLON dependencies)?)? NL) ;
dependencies : part (COMMA part)* ;
part         : (NAME | JUNK | BLANK | CR)* ;

// The value is the VALUE_LINEs up to the next marker line, joined with LF.
parameter    : arg=argLine values+=VALUE_LINE* ;
argLine      : marker=ARG_MARKER (whole=POINTER_LINE | pointer NL?) ;

// Trimmed of blanks at both ends, each segment must be a single NAME or INDEX. POINTER_LINE is
// the well-formed case as one token (LlmistLexer.g4).
pointer      : segment (SLASH segment)* ;
segment      : (NAME | INDEX | NEGATIVE_INDEX | JUNK | BLANK | CR)* ;

// Anything but blanks after the END marker is prose (UNEXPECTED_TEXT), the block ends all the same.
endLine      : marker=END_MARKER after=afterEnd NL? ;
afterEnd     : (BLANK | CR | TEXT)* ;
