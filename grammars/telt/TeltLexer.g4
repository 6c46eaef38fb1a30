/*
 * TELT — lexer.
 *
 * Every token is one physical line, newline included (the last line of the input may lack it).
 * What a line is depends on where it stands — `=== BASH ===` starts a command right after a header
 * but is content inside a value, `--END abc--` ends a command only in a block whose hash is `abc`
 * (DECISIONS §2) — so the rule matches a whole line and an action at its end classifies it:
 * `classify` (installed by src/telt/parser.cpp) runs the line state machine of src/telt/lines.h,
 * which knows the open block's hash and sets the token type. An action instead of predicates keeps
 * ANTLR's DFA cache working (../shared/notes/antlr-cpp.md §2, §5; grammars/llmist/LlmistLexer.g4).
 *
 * The token types, by the machine's state when the line is read:
 *
 *   outside a block     HEADER_LINE (`#!telt [3-char SHA: xyz]`: opens a block),
 *                       BAD_HEADER_LINE (another `#!telt` line), TEXT_LINE (anything else)
 *   command position    BLANK_LINE, COMMENT_LINE (`//`; inside values it is content),
 *   (after the header,  COMMAND_LINE (`=== NAME ===`), MALFORMED_LINE (another `===` line),
 *   after a command's   CLOSE_LINE (`--END xyz--`: ends the block), ORPHAN_LINE (`--NAME xyz--`
 *   `--END xyz--`)      before any command), STRAY_LINE (other text before the first command),
 *                       HEADER_LINE (a new block); after a command's END any other line closes
 *                       the block and is read again as outside text
 *   in a command        PARAM_LINE (`--NAME xyz--`), END_LINE (`--END xyz--`), CONTENT_LINE
 *                       (everything else: a body or value line, kept byte for byte)
 *   recovering          after MALFORMED/ORPHAN/STRAY lines: SKIPPED_LINE up to the next
 *                       COMMAND_LINE, END_LINE or HEADER_LINE (the spec's sync points)
 */
lexer grammar TeltLexer;

tokens {
  HEADER_LINE, BAD_HEADER_LINE, BLANK_LINE, COMMENT_LINE, COMMAND_LINE, MALFORMED_LINE,
  PARAM_LINE, END_LINE, CLOSE_LINE, CONTENT_LINE, ORPHAN_LINE, STRAY_LINE, SKIPPED_LINE
}

@lexer::header {
#include <functional>
}

@lexer::members {
public:
  /// The token type of the line at byte offsets [start, stop) (its newline included); it also
  /// advances the line state machine. Unset: every line is TEXT_LINE.
  std::function<size_t(size_t start, size_t stop)> classify;

private:
  void classifyLine() {
    if (classify) setType(classify(tokenStartCharIndex, _input->index()));
  }
}

TEXT_LINE : ~[\n]* ('\n' | EOF) { classifyLine(); } ;
