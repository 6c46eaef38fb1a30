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
 * keeps every line on the lexer's cached DFA; docs/antlr-cpp.md §2, §5.)
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
 * parser as one token of that type without lexing them (src/core/line_driver.h): `contentType`
 * below says which lines cannot begin any other rule of the mode, by their first two bytes.
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

tokens {
  HEADER_LINE, BLANK_LINE, COMMENT_LINE, COMMAND_LINE, MALFORMED_LINE, CLOSE_LINE, END_LINE,
  BAD_HEADER_LINE, TEXT_LINE, FOREIGN_END_LINE, ORPHAN_LINE, FOREIGN_CLOSE_LINE, FOREIGN_LINE,
  PARAM_LINE, CONTENT_LINE, LATE_PARAM_LINE, SKIPPED_PARAM_LINE, SKIPPED_LINE, STRAY_END_LINE
}

@lexer::members {
public:
  /// The token type of the line that begins with `first` and `second` (0 when the line has only
  /// one byte, or none) in the current mode, when the line is opaque there: no rule of the mode but
  /// its catch-all can match a line that begins so (and then the mode changes as that rule's
  /// would). 0 when the line must be lexed.
  size_t contentType(char first, char second) {
    switch (mode) {
      case DEFAULT_MODE:  // only a header line begins with `#!`, and an END with `--`
        return (first == '#' && second == '!') || (first == '-' && second == '-') ? 0 : TEXT_LINE;
      case IN_COMMAND:  // only delimiters begin with `--`
        return first == '-' && second == '-' ? 0 : CONTENT_LINE;
      case RECOVERING:  // only commands, delimiters and headers are read
        return (first == '=' && second == '=') || (first == '-' && second == '-') || (first == '#' && second == '!')
                   ? 0 : SKIPPED_LINE;
      case AFTER_END:  // A_TEXT: a line that cannot be blank, a comment, a command, a delimiter or a header
        if (first == '\0' || first == ' ' || first == '\t' || first == '\r' || first == '/' || first == '=' ||
            first == '-' || first == '#')
          return 0;
        setMode(DEFAULT_MODE);
        return TEXT_LINE;
      default:  // INTRO: a few lines per block, all lexed
        return 0;
    }
  }

  /// The open block's hash (the last header's).
  const char* blockHash() const { return hash_; }
  /// The hash of the block the lexer is in: for a second lexer that reads a line as this one
  /// would (the driver's near-miss probe, src/core/line_driver.h).
  void setBlockHash(const char* hash) {
    for (size_t i = 0; i < 3; ++i) hash_[i] = hash[i];
  }

private:
  char hash_[3] = {0, 0, 0};

  // The header rules end here: the hash is bytes 20–22 of the line (`#!telt [3-char SHA: xyz]`).
  void openBlock() {
    const std::string hash = _input->getText(antlr4::misc::Interval(tokenStartCharIndex + 20, tokenStartCharIndex + 22));
    for (size_t i = 0; i < 3 && i < hash.size(); ++i) hash_[i] = hash[i];
  }

  // The delimiter rules end here (`--NAME xyz--`, then TRAIL): the line is the token `ownType`
  // and goes on in mode `ownMode` when xyz is the block's hash, else `otherType` and `otherMode`.
  void byHash(size_t ownType, size_t ownMode, size_t otherType, size_t otherMode) {
    // LA(j - length) is byte j of the line just matched.
    const ssize_t length = static_cast<ssize_t>(_input->index() - tokenStartCharIndex);
    ssize_t at = 2 - length;
    while (_input->LA(at) != ' ') ++at;
    const bool own = _input->LA(at + 1) == static_cast<size_t>(hash_[0]) && _input->LA(at + 2) == static_cast<size_t>(hash_[1]) &&
                     _input->LA(at + 3) == static_cast<size_t>(hash_[2]) && _input->LA(at + 4) == '-';
    setType(own ? ownType : otherType);
    setMode(own ? ownMode : otherMode);
  }
}

// ---- DEFAULT_MODE: outside a block -----------------------------------------------------------

HEADER_LINE_OUTSIDE : HEADER { openBlock(); } -> type(HEADER_LINE), mode(INTRO) ;
BAD_HEADER_OUTSIDE  : '#!telt' REST -> type(BAD_HEADER_LINE) ;
// An END with the hash of the block closed last closes nothing (STRAY_END, docs/formats/telt.md
// §3.5): most likely that block's own END inside a body closed it early. Another hash: text.
STRAY_END_OUTSIDE   : END_DELIMITER { byHash(STRAY_END_LINE, DEFAULT_MODE, TEXT_LINE, DEFAULT_MODE); } ;
TEXT_OUTSIDE        : LINE -> type(TEXT_LINE) ;

// ---- INTRO: after the header, before the first command ---------------------------------------

mode INTRO;

I_HEADER              : HEADER { openBlock(); } -> type(HEADER_LINE) ;  // a new block: this one is unclosed
MISPLACED_HEADER_LINE : '#!telt' REST -> mode(RECOVERING) ;
I_BLANK               : BLANK -> type(BLANK_LINE) ;
I_COMMENT             : COMMENT -> type(COMMENT_LINE) ;
I_COMMAND             : COMMAND -> type(COMMAND_LINE), mode(IN_COMMAND) ;
I_MALFORMED           : '===' REST -> type(MALFORMED_LINE), mode(RECOVERING) ;
// The block's `--END xyz--` closes it (an empty block); a parameter is orphaned.
I_END                 : END_DELIMITER { byHash(CLOSE_LINE, DEFAULT_MODE, FOREIGN_CLOSE_LINE, RECOVERING); } ;
I_DELIMITER           : DELIMITER { byHash(ORPHAN_LINE, RECOVERING, FOREIGN_LINE, RECOVERING); } ;
STRAY_LINE            : LINE -> mode(RECOVERING) ;

// ---- IN_COMMAND: a body or a value -----------------------------------------------------------

mode IN_COMMAND;

C_END            : END_DELIMITER { byHash(END_LINE, AFTER_END, FOREIGN_END_LINE, IN_COMMAND); } ;
C_DELIMITER      : DELIMITER { byHash(PARAM_LINE, IN_COMMAND, CONTENT_LINE, IN_COMMAND); } ;
C_CONTENT        : LINE -> type(CONTENT_LINE) ;

// ---- AFTER_END: after a command's `--END xyz--` ----------------------------------------------

mode AFTER_END;

A_BLANK         : BLANK -> type(BLANK_LINE) ;
A_COMMENT       : COMMENT -> type(COMMENT_LINE) ;  // between commands (background A3, A8)
A_COMMAND       : COMMAND -> type(COMMAND_LINE), mode(IN_COMMAND) ;
A_MALFORMED     : '===' REST -> type(MALFORMED_LINE), mode(RECOVERING) ;
// An explicit close; a parameter after the block's end (it closes the block). Anything else closes
// the block and is read as outside.
A_END           : END_DELIMITER { byHash(CLOSE_LINE, DEFAULT_MODE, TEXT_LINE, DEFAULT_MODE); } ;
A_DELIMITER     : DELIMITER { byHash(LATE_PARAM_LINE, DEFAULT_MODE, TEXT_LINE, DEFAULT_MODE); } ;
A_HEADER        : HEADER { openBlock(); } -> type(HEADER_LINE), mode(INTRO) ;
A_BAD_HEADER    : '#!telt' REST -> type(BAD_HEADER_LINE), mode(DEFAULT_MODE) ;
A_TEXT          : LINE -> type(TEXT_LINE), mode(DEFAULT_MODE) ;

// ---- RECOVERING: recovering, up to the next sync point ---------------------------------------------

mode RECOVERING;

S_COMMAND          : COMMAND -> type(COMMAND_LINE), mode(IN_COMMAND) ;
S_END              : END_DELIMITER { byHash(END_LINE, AFTER_END, FOREIGN_END_LINE, RECOVERING); } ;
// An own parameter is skipped, but names the command left out.
S_DELIMITER        : DELIMITER { byHash(SKIPPED_PARAM_LINE, RECOVERING, SKIPPED_LINE, RECOVERING); } ;
S_HEADER           : HEADER { openBlock(); } -> type(HEADER_LINE), mode(INTRO) ;  // a new block
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
fragment END_DELIMITER   : '--END ' ANY_HASH '--' TRAIL ;      // its hash is then compared: byHash()
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
