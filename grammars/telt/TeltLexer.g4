/*
 * TELT — lexer. Covers the spec's "TELT Syntax Specification" (Block Structure, Key Rules),
 * "State Machine Design" (states, line types, transitions), the sync points of "Error Recovery
 * Strategy" and "Comment Stripping", as settled by DECISIONS §2 (docs/formats/telt.md §1–§2 say
 * the same in prose).
 *
 * Lines
 * -----
 * Every token is one whole physical line, its LF (or CR LF) included; the last line of the input
 * may end without one. So every token starts at column 0 and every syntax rule counts only there
 * (DECISIONS §2: no leading blanks). What a line is depends on where it stands: the lexer mode it
 * begins in is the spec's state, and each rule's `-> mode(...)` is a transition.
 *
 *   DEFAULT_MODE  outside a block
 *   INTRO         after a header, before the first command: blank and `//` lines, the first command
 *   IN_COMMAND    a command's body or a parameter's value: only the block's own delimiters count
 *   AFTER_END     after a command's `--END xyz--`: another command continues the block, any other
 *                 line closes it and is read as outside
 *   RECOVERING    recovering after a malformed line: up to the next sync point (a command, the
 *                 block's `--END xyz--`, a header)
 *
 * The hash
 * --------
 * The block's hash is the header's; the header rules store it (`openBlock`). A delimiter is the
 * block's own when its hash equals it. Each delimiter rule matches any hash and ends in an action,
 * `byHash(ownType, ownMode, otherType, otherMode)`, that compares the hash just matched with the
 * block's and makes the line the token (and transition) of either case: a delimiter-shaped line
 * with another hash is FOREIGN_* or content. (An action at the right edge, not a predicate: it
 * keeps every line on the lexer's cached DFA; docs/antlr-cpp.md §2, §5, §11.)
 *
 * The base class: TeltLexerBase
 * -----------------------------
 * The grammar holds no target code; each target implements this once (C++: src/telt/lexer_base.h,
 * Python: tests/ports/antlr-python/TeltLexerBase.py, the one to copy). It derives from the
 * runtime's Lexer, holds the open block's hash (three characters, none before the first header),
 * and has the two methods the rules' actions call, as `self.openBlock()` and `self.byHash(…)` —
 * spelled so in every target: Python's own `self`, and a member `self` (the lexer) in C++. Both
 * run when the rule has matched, the input just past the line.
 *
 *   openBlock()  the header rules' action: the hash is characters 20–22 of the line
 *                (`#!telt [3-char SHA: xyz]`); it becomes the open block's.
 *   byHash(ownType, ownMode, otherType, otherMode)
 *                the delimiter rules' action (`--NAME xyz--`, then TRAIL). The arguments are names,
 *                as strings, of two token types and two modes of this grammar (a token's number has
 *                no spelling common to every target). When xyz — the characters between the line's
 *                first blank and the next `--` — is the open block's hash, the line becomes a token
 *                of type ownType and the lexer goes on in mode ownMode; otherwise otherType and
 *                otherMode.
 *
 * Syntax lines
 * ------------
 * Trailing blanks (space, tab, a stray CR) and a trailing ` // comment` (a `//` after a blank) are
 * allowed on the syntax lines — header, command, delimiter — and nowhere else (TRAIL).
 *
 *   header      `#!telt [3-char SHA: xyz]`, xyz [a-z0-9]{3}
 *   command     `=== NAME ===`, NAME [A-Za-z_][A-Za-z0-9_:.-]* (so `BASH:5.0`), one space each side
 *   delimiter   `--NAME xyz--`, NAME [A-Z_][A-Z0-9_]* (upper case: `--end abc--` is text), one
 *               space; NAME `END` ends the command. The block's own delimiters have its hash; a
 *               delimiter with any other hash [A-Za-z0-9]+ is foreign
 *   blank       empty, or spaces and tabs only
 *   comment     `//` at column 0 (only where a command may start; inside values it is content)
 *
 * Error alternatives, each a token type of its own so the builder reports it as written:
 * BAD_HEADER_LINE / MISPLACED_HEADER_LINE (a `#!telt` line of another shape: INVALID_BLOCK_START),
 * MALFORMED_LINE (a `===` line of another shape: MALFORMED_COMMAND), ORPHAN_LINE and
 * LATE_PARAM_LINE (a parameter before the first command / right after the block was closed:
 * ORPHANED_PARAMETER), FOREIGN_LINE and FOREIGN_CLOSE_LINE (a delimiter with another hash before
 * the first command: HASH_MISMATCH), STRAY_LINE (other text before the first command:
 * UNEXPECTED_CONTENT), FOREIGN_END_LINE (`--END x--` with another hash inside a command: content,
 * and where an unclosed block is cut: HASH_MISMATCH).
 *
 * Opaque lines
 * ------------
 * TEXT_LINE, CONTENT_LINE and SKIPPED_LINE are opaque. A driver may hand a run of them to the
 * parser as one token of that type without lexing them (src/core/line_driver.h); llmfmt's driver
 * tells them by their first two bytes (TeltLexerBase::contentType in src/telt/lexer_base.h, not
 * part of the contract: a port may lex every line).
 *
 * Fast path
 * ---------
 * src/telt/shapes.cpp reads a syntax line of the fragments HEADER, COMMAND, END_DELIMITER,
 * DELIMITER, BLANK and COMMENT without this lexer, and mirrors the rules of each mode that use
 * them (their order, their types and transitions, openBlock and byHash); any other line is lexed.
 * A change to those fragments or rules needs the same change there (tests/unit/telt_shapes.cpp
 * fails until it is made).
 */
lexer grammar TeltLexer;

options { superClass = TeltLexerBase; }

tokens {
  HEADER_LINE, BLANK_LINE, COMMENT_LINE, COMMAND_LINE, MALFORMED_LINE, CLOSE_LINE, END_LINE,
  BAD_HEADER_LINE, TEXT_LINE, FOREIGN_END_LINE, ORPHAN_LINE, FOREIGN_CLOSE_LINE, FOREIGN_LINE,
  PARAM_LINE, CONTENT_LINE, LATE_PARAM_LINE, SKIPPED_PARAM_LINE, SKIPPED_LINE, STRAY_END_LINE
}

// ---- DEFAULT_MODE: outside a block -----------------------------------------------------------

HEADER_LINE_OUTSIDE : HEADER {self.openBlock();} -> type(HEADER_LINE), mode(INTRO) ;
BAD_HEADER_OUTSIDE  : '#!telt' REST -> type(BAD_HEADER_LINE) ;
// An END with the hash of the block closed last closes nothing (STRAY_END, docs/formats/telt.md
// §3.5): most likely that block's own END inside a body closed it early. Another hash: text.
STRAY_END_OUTSIDE   : END_DELIMITER {self.byHash("STRAY_END_LINE", "DEFAULT_MODE", "TEXT_LINE", "DEFAULT_MODE");} ;
TEXT_OUTSIDE        : LINE -> type(TEXT_LINE) ;

// ---- INTRO: after the header, before the first command ---------------------------------------

mode INTRO;

I_HEADER              : HEADER {self.openBlock();} -> type(HEADER_LINE) ;  // a new block: this one is unclosed
MISPLACED_HEADER_LINE : '#!telt' REST -> mode(RECOVERING) ;
I_BLANK               : BLANK -> type(BLANK_LINE) ;
I_COMMENT             : COMMENT -> type(COMMENT_LINE) ;
I_COMMAND             : COMMAND -> type(COMMAND_LINE), mode(IN_COMMAND) ;
I_MALFORMED           : '===' REST -> type(MALFORMED_LINE), mode(RECOVERING) ;
// The block's `--END xyz--` closes it (an empty block); a parameter is orphaned.
I_END                 : END_DELIMITER {self.byHash("CLOSE_LINE", "DEFAULT_MODE", "FOREIGN_CLOSE_LINE", "RECOVERING");} ;
I_DELIMITER           : DELIMITER {self.byHash("ORPHAN_LINE", "RECOVERING", "FOREIGN_LINE", "RECOVERING");} ;
STRAY_LINE            : LINE -> mode(RECOVERING) ;

// ---- IN_COMMAND: a body or a value -----------------------------------------------------------

mode IN_COMMAND;

C_END            : END_DELIMITER {self.byHash("END_LINE", "AFTER_END", "FOREIGN_END_LINE", "IN_COMMAND");} ;
C_DELIMITER      : DELIMITER {self.byHash("PARAM_LINE", "IN_COMMAND", "CONTENT_LINE", "IN_COMMAND");} ;
C_CONTENT        : LINE -> type(CONTENT_LINE) ;

// ---- AFTER_END: after a command's `--END xyz--` ----------------------------------------------

mode AFTER_END;

A_BLANK         : BLANK -> type(BLANK_LINE) ;
A_COMMENT       : COMMENT -> type(COMMENT_LINE) ;  // between commands (background A3, A8)
A_COMMAND       : COMMAND -> type(COMMAND_LINE), mode(IN_COMMAND) ;
A_MALFORMED     : '===' REST -> type(MALFORMED_LINE), mode(RECOVERING) ;
// An explicit close; a parameter after the block's end (it closes the block). Anything else closes
// the block and is read as outside.
A_END           : END_DELIMITER {self.byHash("CLOSE_LINE", "DEFAULT_MODE", "TEXT_LINE", "DEFAULT_MODE");} ;
A_DELIMITER     : DELIMITER {self.byHash("LATE_PARAM_LINE", "DEFAULT_MODE", "TEXT_LINE", "DEFAULT_MODE");} ;
A_HEADER        : HEADER {self.openBlock();} -> type(HEADER_LINE), mode(INTRO) ;
A_BAD_HEADER    : '#!telt' REST -> type(BAD_HEADER_LINE), mode(DEFAULT_MODE) ;
A_TEXT          : LINE -> type(TEXT_LINE), mode(DEFAULT_MODE) ;

// ---- RECOVERING: recovering, up to the next sync point ---------------------------------------------

mode RECOVERING;

S_COMMAND          : COMMAND -> type(COMMAND_LINE), mode(IN_COMMAND) ;
// A `===` line of another shape is a sync point too (the spec's recovery rule 2: "skip to next
// `===`"; DECISIONS §2: where a command may start, MALFORMED_COMMAND): a new skipped section.
S_MALFORMED        : '===' REST -> type(MALFORMED_LINE) ;
S_END              : END_DELIMITER {self.byHash("END_LINE", "AFTER_END", "FOREIGN_END_LINE", "RECOVERING");} ;
// An own parameter is skipped, but names the command left out.
S_DELIMITER        : DELIMITER {self.byHash("SKIPPED_PARAM_LINE", "RECOVERING", "SKIPPED_LINE", "RECOVERING");} ;
S_HEADER           : HEADER {self.openBlock();} -> type(HEADER_LINE), mode(INTRO) ;  // a new block
S_SKIPPED          : LINE -> type(SKIPPED_LINE) ;

// ---- END_LOOKAHEAD: not a place in the input ---------------------------------------------------
// A driver lexes lines that begin with `--END ` here to learn where the last END line of each hash
// is (src/telt/parser.cpp: a block behind a hash typo is cut at once when its own END never comes).

mode END_LOOKAHEAD;

ANY_END_LINE : '--END ' HASH '--' TRAIL ;
L_OTHER      : LINE -> type(TEXT_LINE) ;

// ---- pieces ----------------------------------------------------------------------------------

fragment HEADER          : '#!telt [3-char SHA: ' HASH ']' TRAIL ;
fragment COMMAND         : '=== ' COMMAND_NAME ' ===' TRAIL ;
fragment END_DELIMITER   : '--END ' ANY_HASH '--' TRAIL ;      // its hash is then compared: byHash
fragment DELIMITER       : '--' NAME ' ' ANY_HASH '--' TRAIL ;  // likewise
fragment BLANK           : [ \t]* ('\r'? '\n' | EOF) ;
fragment COMMENT         : '//' REST ;

fragment HASH            : [a-z0-9] [a-z0-9] [a-z0-9] ;
fragment ANY_HASH        : [A-Za-z0-9]+ ;
fragment NAME            : [A-Z_] [A-Z0-9_]* ;
fragment COMMAND_NAME    : [A-Za-z_] [A-Za-z0-9_:.\-]* ;

// What may follow a header, command or delimiter on its line: blanks, then a ` // comment`.
fragment TRAIL           : [ \t\r]* ([ \t] '//' ~[\n]*)? ('\n' | EOF) ;
fragment REST            : ~[\n]* ('\n' | EOF) ;
fragment LINE            : ~[\n]* ('\n' | EOF) ;
