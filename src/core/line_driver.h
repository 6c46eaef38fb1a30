// The line pipeline of the line formats: bytes → lines → tokens, with the generated lexer run
// only over lines that hold syntax.
//
// For each line the format says whether it is content — a line its grammar declares opaque
// (llmist prose and values) — or syntax. Content lines of one kind in a row become ONE token of
// that kind, cut out at memchr speed; syntax lines go through the generated lexer. The tokens go
// to the format in input order, which groups them into items and parses each item with the
// generated parser. On the way, every line is registered with the DiagnosticCollector (for
// context windows) and checked for UTF-8 once; a BOM at offset 0 is skipped.
//
// Reference mode skips the content test: every line goes through the generated lexer, which then
// decides everything (one token per content line). The results must be identical — a
// differential test over every fixture and the mutation corpus holds the fast path to the
// grammar.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <antlr4-runtime.h>

#include "core/antlr/byte_char_stream.h"
#include "core/antlr/line_token.h"
#include "core/diagnostic_collector.h"
#include "core/fast_path.h"
#include "core/lines.h"
#include "core/look_alikes.h"
#include "llmfmt/core/span.h"

namespace llmfmt {

/// Whether `code` is one the line pipeline reports itself, for any format (BOM_SKIPPED,
/// INVALID_UTF8, FENCED_DOCUMENT, the near-miss and Markdown-prefix warnings).
bool is_pipeline_code(std::string_view code);

/// The near-miss warning for characters `named` (in order) of `line` (docs/decisions.md, "Near
/// misses"): LOOK_ALIKE_CHARACTER (INVISIBLE_CHARACTER when all are invisible) from the first to
/// just past the last, naming each by code point and column, then ": " and `explanation`; its fix
/// replaces exactly them, its hint is the line fixed.
Diagnostic near_miss_warning(const Line& line, const std::vector<const look_alikes::Folded*>& named,
                             const std::string& explanation);

class LineDriver {
 public:
  /// A token of one line: its type and byte range relative to the line (near-miss checks).
  struct Piece {
    std::size_t type, start, end;
  };
  /// What a format tells the driver, and what it receives.
  class Format {
   public:
    virtual ~Format() = default;
    /// The token type of `line` when it is content (never lexed), or 0 when it holds syntax.
    /// Called once per line, in order, with the lexer in the mode the line begins in (a format
    /// may change the mode here, as its lexer would at that line).
    virtual std::size_t content_type(const Line& line) = 0;
    /// The next token in input order (for content, one token per run of lines).
    virtual void take(std::unique_ptr<antlr4::Token> token) = 0;
    /// The tokens of syntax line `line` have all been taken.
    virtual void line_done(const Line& line) = 0;
    /// Every line, before content_type (and in reference mode, where content_type is not called),
    /// for checks that look at every line's first bytes whatever the line is.
    virtual void line_read(const Line&) {}
    /// The fast path (docs/architecture.md): syntax line `line` (content_type said 0), whole, when
    /// the format recognises it as a shape its grammar reads as a fixed token sequence; it then
    /// takes the line's parts itself, sets the lexer's mode as those tokens would leave it and
    /// returns true (line_done follows; take does not). false: the generated lexer reads the line.
    /// Only with the fast path on (not in reference mode), and only for a line without a byte
    /// >= 0x80, a control character, or a Markdown prefix or emphasis before its first character
    /// (the near-miss and Markdown checks need the lexer's tokens).
    virtual bool take_shape(const Line&) { return false; }

    /// Near misses (docs/decisions.md, "Near misses"): a second lexer of the format's class that
    /// reads from `input`, which the driver uses to lex a copy of a line with its look-alike and
    /// invisible characters folded to ASCII, in the mode the line begins in, without touching the
    /// real lexer. Made on first use; nullptr: the format has no near-miss check.
    virtual antlr4::Lexer* probe_lexer(antlr4::CharStream& /*input*/) { return nullptr; }
    /// content_type's decision for a line of bytes `text` (its last `terminator` bytes its line
    /// end) beginning in lexer mode `mode`, the lexer's other state as it is, without
    /// content_type's side effects: a content line's folded copy that the prescan still makes
    /// content of the same type is one token of that type, as the lexer would read it, so the
    /// probe lexer need not read it. 0: syntax, or the format cannot say (the probe reads it).
    virtual std::size_t content_type_of(std::string_view /*text*/, std::size_t /*terminator*/, std::size_t /*mode*/) {
      return 0;
    }
    /// Copies into the probe what the format's lexer keeps beyond its mode and mode stack (the
    /// TELT block's hash, the DSL sigil), and points whatever the lexer asks the format (llmist's
    /// markers) at `folded`, the probe's input.
    virtual void sync_probe(antlr4::Lexer& /*probe*/, std::string_view /*folded*/) {}
    /// A near-miss or Markdown-prefix warning's fix makes `line` read as `fixed` (its content as
    /// the fix hint gives it): for a format whose other fixes must not collide with what that
    /// line then declares (llmist: a fresh invocation id is not the id the fixed header gets).
    virtual void fixed_line(const Line& /*line*/, std::string_view /*fixed*/) {}
    /// What a near miss means in the format's words: "a START marker line" for the token type
    /// the folded line begins with. Empty: the driver's generic wording.
    virtual std::string describe_token(std::size_t /*type*/) { return {}; }
    /// Token types whose rules exist to read non-ASCII text (DSL's ODD_INDENT, BAD_REF): where the
    /// line as written has one, the format's builder says what it makes of it, not the driver.
    virtual bool reads_non_ascii(std::size_t /*type*/) { return false; }
    /// The token type `type` is read as, for comparing a line with its folded copy: tokens that
    /// only cut one reading differently (DSL's TEXT and TEXT_END) map to one type, and a run of
    /// tokens of one reading counts as one.
    virtual std::size_t reading(std::size_t type) { return type; }
    /// Whether tokens of `type` are a name (STF's commands, GaryML's directives), which the
    /// grammar reads with any characters in it: one that folds to ASCII gets a near-miss warning.
    virtual bool is_name(std::size_t /*type*/) { return false; }
    /// What the builder reads inside the tokens of a line (docs/decisions.md, "Near misses"): the
    /// parts a token the grammar reads as one is made of — a parameter's key and value, a /FROM
    /// item, a reference in text — each as a kind of the format's own (numbers above its token
    /// types) and a byte range of `line`, as the builder would cut them from `tokens` (their
    /// types and ranges in `line`). `line` is the line as written or its folded copy: a near miss
    /// is also a character that moves a part's bounds or changes its kind. Default: none.
    virtual void parts(std::string_view /*line*/, const std::vector<Piece>& /*tokens*/, std::vector<Piece>& /*out*/) {}
    /// What a part of kind `kind` is, in the format's words ("the value of a parameter").
    virtual std::string describe_part(std::size_t /*kind*/) { return {}; }
    /// Whether the format's own check (UNICODE_SPACE) names the Unicode spaces that begin a line
    /// beginning in lexer mode `mode` (`folded`: the line's content with every look-alike folded,
    /// as its near-miss fix would leave it), so that the near-miss check leaves them alone. Where
    /// it does not (the lines inside a GaryML block; a DSL line whose spaces come before anything
    /// but a directive: `NBSP * /FROM @a`), they are folded like any other character.
    virtual bool checks_indentation(std::size_t /*mode*/, std::string_view /*folded*/) { return true; }
    /// Markdown around syntax: whether a content line of type `content` that begins with a list
    /// bullet or a quote marker ('- ', '1. ', '> ') hides a line the grammar reads as `first`
    /// (the first token of the line without the prefix; `prefix`: the prefix as written, with the
    /// blanks before it). Only where a model's habit is likely and Markdown text is not (prose
    /// between blocks, DSL instructions), never inside values.
    virtual bool markdown_hides(std::size_t /*content*/, std::size_t /*first*/, std::string_view /*prefix*/) { return false; }
    /// Markdown around syntax: how many blanks may indent a bullet or quote marker (any, tabs
    /// too: a nested list's bullet; CommonMark's 3 for a block of its own, where 3 is given), and
    /// whether the fix keeps that indentation (it is the format's own: GaryML) or deletes it with
    /// the prefix.
    struct MarkdownIndent {
      std::size_t max = std::string_view::npos;  ///< blanks before a prefix (a nested list's bullet too)
      bool kept = false;
      bool headings = true;  ///< whether '#' and a blank begin a heading (GaryML: a comment's too)
    };
    virtual MarkdownIndent markdown_indent() { return {}; }
    /// A cheap test before the probe lexer reads `rest`, what follows the Markdown prefix of such a
    /// line: false when its first token cannot be one markdown_hides names (llmist: `rest` does
    /// not begin with a marker), so that prose with bullets costs no lexing.
    virtual bool markdown_may_hide(std::size_t /*content*/, std::string_view /*rest*/) { return true; }
    /// Where a content line of type `content` is meaningful as written (a GaryML comment), deleting
    /// its Markdown is a guess: non-empty, MARKDOWN_PREFIX's fix is a hint only and this (what the
    /// line is as written means) ends its message.
    virtual std::string markdown_hint_only(std::size_t /*content*/) { return {}; }
  };

  /// `lexer` reads from `input`, which the driver points at the bytes it is given.
  LineDriver(antlr4::Lexer& lexer, ByteCharStream& input, DiagnosticCollector& diagnostics, Format& format);

  /// Every line through the lexer (see above), the fast path off. For tests.
  void set_reference(bool on) { reference_ = on; }
  /// Recognised syntax lines go to Format::take_shape instead of the lexer (on by default; off in
  /// reference mode, and where tests turn it off: src/core/fast_path.h).
  void set_fast_path(bool on) { fast_path_ = on; }
  bool fast_path() const { return fast_path_ && !reference_; }
  /// Whether CR LF ends a line as LF does (see Line::first_of).
  void set_crlf_is_lf(bool on) { crlf_is_lf_ = on; }
  /// Replay the tokens of a syntax line seen before instead of lexing it again. Only for a format
  /// whose lexer's tokens for a line depend on nothing but the line's bytes and the mode it begins
  /// in (no other lexer state, no token reaching past the line's LF); the replayed tokens are the
  /// ones the generated lexer produced for the same bytes in the same mode. Off in reference mode.
  void set_memo(bool on) { memo_on_ = on; }
  /// Line `number` is the opening fence of a fenced document (src/core/fence.h): it is registered
  /// with the diagnostics, which get `report` on it, but the format never sees it (as if it were
  /// not there; every other line keeps its position). 0: none. Cleared by reset().
  void skip_fence_line(std::size_t number, Diagnostic report) {
    fence_line_ = number;
    fence_report_ = std::move(report);
  }

  /// Lines before line `number` are registered with the diagnostics but the format never sees
  /// them (the text around a fenced document, src/core/fence.h). 0: none. Cleared by reset().
  void skip_lines_before(std::size_t number) { first_line_ = number; }

  /// A new input.
  void reset();
  /// The input is `bytes`, from absolute offset `base` on (the whole input, or a stream's window
  /// of it; it may be moved or extended between calls, but must cover everything from
  /// first_needed() on). Tokens and lines keep absolute offsets.
  void view(std::string_view bytes, std::size_t base);
  /// Reads the view's complete lines from scanned() on; with `at_end`, also a last line without
  /// LF, and hands a pending content run to the format.
  void scan(bool at_end);

  /// Reads on from `offset`, the start of line `number`, which was read before (a format that
  /// re-reads part of its input: TELT after a hash mismatch). A pending content run is dropped;
  /// lines read again are not registered with the diagnostics or checked for UTF-8 again. May be
  /// called from the format's hooks.
  void rewind(std::size_t offset, std::size_t number);

  /// Absolute offset where the unread rest of the input begins.
  std::size_t scanned() const { return scanned_; }
  /// The first byte the driver still needs: a pending content run's, else the unread rest's.
  std::size_t first_needed() const { return run_type_ ? run_start_ : scanned_; }

  /// Bytes [from, to) of the input; must lie within the view.
  std::string_view bytes(std::size_t from, std::size_t to) const {
    return input_.bytes().substr(from - input_.base(), to - from);
  }
  /// A token's bytes.
  std::string_view text(const antlr4::Token& token) const {
    return bytes(token.getStartIndex(), token.getStopIndex() + 1);
  }

  /// The whole line that begins at `offset`.
  Line line_at(std::size_t offset, std::size_t number) const;
  /// A token of type `type` covering bytes [start, end) of line `number` from its byte `column`,
  /// as the generated lexer makes it (for a fast path that hands the parser the tokens of a
  /// recognised line itself).
  std::unique_ptr<antlr4::Token> token(std::size_t type, std::size_t start, std::size_t end, std::size_t number,
                                       std::size_t column);

  /// The first token the grammar reads in `text` when a line begins with it, in lexer mode
  /// `mode` (type 0: none, or the format has no probe lexer): what the rest of a line after a lone
  /// CR would be if the CR ended the line. Read by the probe lexer; the real one is not touched
  /// (so a format's parts() may ask it).
  Piece first_token(std::string_view text, std::size_t mode, std::size_t number);

  /// What the content of the line being read holds, found in one pass over it (for the hooks'
  /// cheap tests: a line of ASCII text without controls skips the UTF-8, near-miss and lone-CR
  /// checks).
  struct LineBytes {
    bool non_ascii = false;  ///< a byte >= 0x80
    bool control = false;    ///< a C0 control but TAB, LF and CR, or DEL (what look_alikes::may_fold finds)
    bool cr = false;         ///< a CR (one that ends no line)
  };
  const LineBytes& line_bytes() const { return line_bytes_; }

 private:
  void read_line(const Line& line);
  void register_line(const Line& line);
  bool one_reading(const std::vector<Piece>& tokens, const Line& line) { return covers(tokens, line.size); }
  static bool covers(const std::vector<Piece>& tokens, std::size_t size);
  void lex_line(const Line& line);
  bool replay(const Line& line);
  void flush_run();
  // `content`: the content type the prescan gave the line (Format::content_type), 0 for a line
  // the lexer read.
  void check_near_miss(const Line& line, std::size_t mode, const std::vector<std::size_t>& mode_stack,
                       const std::vector<Piece>& original, std::size_t content);
  // The tokens of `folded` (a line's bytes with some characters folded) lexed by the probe lexer
  // from `mode`, their ranges mapped back to the line through `origin`; empty tokens left out.
  std::vector<Piece> readings(const std::vector<Piece>& pieces, std::size_t content);
  void check_markdown_prefix(const Line& line, std::size_t type, std::size_t mode,
                             const std::vector<std::size_t>& mode_stack);
  // What a Markdown prefix hides in `text` (a line's bytes, its last `terminator` bytes its line
  // end) read as content of type `type` from lexer mode `mode`: the type of the token the grammar
  // reads once the prefix is gone, where the format says such a line hides it
  // (Format::markdown_hides; 0: nothing), the indentation kept (`kept` bytes) and the prefix's end.
  // With Markdown emphasis or code around the syntax (`**/THEN** x`), `prefix` ends past its
  // opener, and `closer` (npos: none) is where its closer of `closer_length` bytes begins.
  struct Hidden {
    std::size_t type = 0, kept = 0, prefix = 0;
    std::size_t closer = std::string_view::npos, closer_length = 0;
  };
  Hidden markdown_hidden(std::string_view text, std::size_t terminator, std::size_t type, std::size_t mode,
                         const std::vector<std::size_t>& mode_stack, std::size_t number);
  void check_names(const Line& line, const std::vector<Piece>& written, const std::vector<look_alikes::Folded>& changed);
  void report_near_miss(const Line& line, const std::vector<const look_alikes::Folded*>& named,
                        const std::string& explanation);
  std::vector<Piece> probe(std::string_view folded, const std::vector<std::size_t>& origin, std::size_t mode,
                           const std::vector<std::size_t>& mode_stack, std::size_t number);
  // The probe's tokens of `folded`, in its own offsets.
  std::vector<Piece> probe_tokens(std::string_view folded, std::size_t mode, const std::vector<std::size_t>& mode_stack,
                                  std::size_t number);
  // How the grammar and the builder read a line: its tokens (as readings() compares them), the
  // parts the format cuts from them (Format::parts) and, for a content line, the token a Markdown
  // prefix hides (markdown_hidden; 0: none).
  struct Reading {
    std::vector<Piece> tokens, parts;
    std::size_t hidden = 0;
  };
  Reading read_folded(const look_alikes::Fold& folded, std::size_t mode, const std::vector<std::size_t>& mode_stack,
                      const Line& line, std::size_t content);
  Reading read_written(const Line& line, const std::vector<Piece>& written, std::size_t mode,
                       const std::vector<std::size_t>& mode_stack);
  std::string difference(const Line& line, const Reading& folded, const Reading& original);

  antlr4::Lexer& lexer_;
  LineTokenFactory token_factory_;  // the lexer's (declared before use: see the constructor)
  DiagnosticCollector& diagnostics_;
  Format& format_;
  ByteCharStream& input_;
  bool reference_ = false;
  bool fast_path_ = true;
  fast_path::Counts* counts_;  // this thread's
  bool crlf_is_lf_ = true;
  std::size_t fence_line_ = 0;
  Diagnostic fence_report_;
  std::size_t first_line_ = 0;

  std::size_t scanned_ = 0;  // absolute offset of the next unread line
  std::size_t no_lf_before_ = 0;  // the bytes from scanned_ up to this offset hold no LF
  std::size_t line_ = 1;     // its number
  bool started_ = false;     // the BOM check is done
  LineBytes line_bytes_;     // of the line being read
  bool utf8_reported_ = false;
  std::size_t lines_registered_ = 0;  // lines handed to diagnostics_ so far (rewind() re-reads)

  // Near misses: the probe lexer's input, and the tokens of the line being lexed.
  ByteCharStream probe_input_;
  bool record_ = false;
  std::vector<Piece> recorded_;

  // The pending run of content lines.
  std::size_t run_type_ = 0;
  std::size_t run_start_ = 0;
  std::size_t run_end_ = 0;
  std::size_t run_line_ = 0;

  // The memo: the lexer's mode at a line's start and the line's bytes → its tokens, relative to
  // the line, and the mode after it. Bounded: short lines only, and emptied when full.
  struct MemoToken {
    std::size_t type, channel, start, stop_end, column;  // stop_end: one past the stop index
  };
  struct MemoEntry {
    std::vector<MemoToken> tokens;
    std::size_t mode_after = 0;
  };
  static constexpr std::size_t kMemoLineBytes = 256;
  static constexpr std::size_t kMemoEntries = 4096;
  bool memo_on_ = false;
  std::string memo_key_;  // reused: a lookup allocates nothing
  std::unordered_map<std::string, MemoEntry> memo_;
};

/// The Markdown list bullet or quote markers that begin `line` and the blanks after them: their
/// length, or 0 (none, or nothing after them). A bullet is `-`, `*`, `+`, a number and `.` or
/// `)`, or one that rendered Markdown shows (•, ‣, ▪, ◦). `lead`: the blanks before them (at most
/// `indent.max`). The one reading of such a prefix: the MARKDOWN_PREFIX check and the fence's.
std::size_t markdown_prefix(std::string_view line, LineDriver::Format::MarkdownIndent indent, std::size_t& lead);
/// Markdown emphasis or code that opens at byte `at` of `line` and closes later on it, around what
/// would begin the line (`**/THEN** Translate`, `` `;assistant` ``, `_!!!GADGET_END_`): `**`,
/// `__`, `~~`, `*`, `_` or a backtick, right before a character that is not a blank or the same
/// one, and the first run of exactly those characters after it that follows a non-blank and is
/// not followed by a letter, digit or `_` (not inside a word). {0, npos}: none.
struct MarkdownEmphasis {
  std::size_t length = 0;
  std::size_t closer = std::string_view::npos;
};
MarkdownEmphasis markdown_emphasis(std::string_view line, std::size_t at);
/// The same, when the blanks before it do not matter.
inline std::size_t markdown_prefix(std::string_view line, LineDriver::Format::MarkdownIndent indent) {
  std::size_t lead = 0;
  return markdown_prefix(line, indent, lead);
}

}  // namespace llmfmt
