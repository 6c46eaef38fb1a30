// The JSON5 parser's token stream: the generated lexer's tokens as the parser asks for them, in a
// window of a few tokens (in the 4.9 runtime, CommonTokenStream keeps every token of the input, and
// UnbufferedTokenStream frees tokens the runtime still reads).
//
// The window holds the tokens from two behind the current one (LT(-1), LT(-2): the stop token of a
// rule that exits, the token before a syntax error) to the furthest the parser has looked ahead
// (LL(1), plus one more in error recovery). Older tokens are freed as the parser consumes.
//
// On the way it does what needs every token, the hidden ones too: reports the lexer's error tokens
// (INVALID_CHARACTER once per run, UNTERMINATED_COMMENT), keeps them from the parser, and counts
// brackets: the first '[' or '{' past the nesting limit throws TooDeep, before the parser sees it.
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <optional>
#include <string>
#include <vector>

#include <antlr4-runtime.h>

#include "json5/lexer.h"
#include "json5/reporter.h"

namespace llmfmt::json5 {

/// Thrown out of the parse when arrays and objects nest deeper than allowed.
struct TooDeep {
  std::size_t offset;  ///< of the bracket past the limit
  bool brackets;       ///< found by counting brackets (else by the parser, in error recovery)
};

class TokenWindow : public antlr4::TokenStream {
 public:
  TokenWindow(FastJson5Lexer& lexer, Reporter& reporter) : lexer_(lexer), reporter_(reporter) {}

  /// Starts on `text` (the whole input: offsets and fix hints refer to it), whose lexer input is
  /// already set. Brackets nested deeper than `max_depth` throw TooDeep.
  void open(std::string_view text, std::size_t max_depth);

  /// Lexes the rest of the input (reporting as above; TooDeep may still be thrown), as the old
  /// whole-input pass did, so that a parse stopped early still reports every lexer error.
  void drain();

  /// Whether the input had a lexer error token (INVALID_CHARACTER, UNTERMINATED_COMMENT) so far.
  bool hidden_errors() const { return hidden_errors_; }

  /// The first kMaxSuspectComments block comments lexed so far whose text holds an odd number of
  /// `"` or of `'`, a `/*` or a non-ASCII byte (a look-alike of one) ([start, end) of each, in
  /// order): those that may end at a `*/` their writer did not mean (json5.md §3.2).
  std::vector<std::pair<std::size_t, std::size_t>> take_suspect_comments() { return std::move(suspect_comments_); }

  // antlr4::TokenStream
  antlr4::Token* LT(ssize_t k) override;
  antlr4::Token* get(size_t index) const override;
  antlr4::TokenSource* getTokenSource() const override { return &lexer_; }
  std::string getText(const antlr4::misc::Interval& interval) override;
  std::string getText() override { return std::string(text_); }
  std::string getText(antlr4::RuleContext* ctx) override;
  std::string getText(antlr4::Token* start, antlr4::Token* stop) override;

  // antlr4::IntStream
  void consume() override;
  size_t LA(ssize_t i) override;
  ssize_t mark() override { return -1; }
  void release(ssize_t) override {}
  size_t index() override { return p_; }
  void seek(size_t index) override;
  size_t size() override { return next_; }
  std::string getSourceName() const override { return "<input>"; }

  static constexpr std::size_t kMaxSuspectComments = 256;

 private:
  static constexpr std::size_t kSlots = 8;  // a power of two, > behind + lookahead
  static constexpr std::size_t kBehind = 2;

  // Lexes the next token for the parser into the window.
  void fetch();
  // The next token of the default channel from the lexer, after the checks above.
  std::unique_ptr<antlr4::Token> next_token();
  // `next`: the type of the token after the run (the run is reported when it arrives).
  void flush_invalid_run(std::size_t next = 0);
  // Whether a ';' between the last token and one of type `next` stands where a ',' would
  // separate two members or elements (or end the last): the fix is then the ','.
  bool semicolon_for_comma(std::size_t next) const;
  // Whether a ';' between the last token and one of type `next` comes after the top-level value
  // and before the end (`{…};`): the fix then deletes it.
  bool ends_document(std::size_t next) const;
  // Whether the last token ends a value (a string, number, literal name or closer).
  bool after_value() const;
  // For a '`' run ending at run_end_: where the backtick string it opens ends (past the next '`',
  // else at the line's end), whether it is closed, and the "…" string it was meant as, where one
  // on its line says the same (see the .cpp).
  struct Backtick {
    std::size_t end;
    bool closed;
    std::optional<std::string> quoted;
  };
  Backtick backtick_string() const;

  FastJson5Lexer& lexer_;
  Reporter& reporter_;
  std::string_view text_;
  std::size_t max_depth_ = 0;
  std::size_t depth_ = 0;
  std::vector<char> open_;  // the containers open, innermost last: '{' or '['
  bool hidden_errors_ = false;
  std::vector<std::pair<std::size_t, std::size_t>> suspect_comments_;
  bool eof_ = false;                          // the EOF token is in the window
  std::size_t run_begin_ = 0, run_end_ = 0;  // a run of INVALID_CHARACTER tokens not yet reported

  std::array<std::unique_ptr<antlr4::Token>, kSlots> slots_;  // token i in slots_[i % kSlots]
  std::size_t first_ = 0;  // the oldest token in the window
  std::size_t next_ = 0;   // the index the next token fetched gets
  std::size_t p_ = 0;      // the current token (LT(1))
};

}  // namespace llmfmt::json5
