// The STF driver: bytes → LineDriver (lines that begin with ';' through the generated lexer, or
// the fast path's recogniser for the common command lines (stf/shapes.h); all
// others — data, block bodies, comment text — as one token per run) → runs of whole items →
// generated parser → Builder. A run is cut where the lexer is back in its default mode (no block
// or comment open), so the parse tree held at any time is small whatever the input size.
#include "StfLexer.h"
#include "StfParser.h"
#include "core/fix_safety.h"
#include "core/line_pipeline.h"
#include "llmfmt/stf.h"
#include "stf/builder.h"
#include "stf/fix_checks.h"
#include "stf/shapes.h"

namespace llmfmt::stf {
namespace {

constexpr std::size_t kRunTokens = 512;  // tokens per parse, at least

class Driver : LineDriver::Format {
 public:
  /// `check_fixes` false: the fixes are not tried (the reading keep_safe_fixes does itself).
  Driver(const Options& options, bool keep_messages, std::function<void(const Value&)> on_message = nullptr,
         bool check_fixes = true)
      : options_(options), check_fixes_(check_fixes), pipe_(*this, options.reference_lexer),
        builder_(options, pipe_.diagnostics, keep_messages, std::move(on_message)) {
    pipe_.driver.set_crlf_is_lf(false);  // only LF ends an STF line
    // A line's tokens depend only on its bytes and the mode it begins in: StfLexer.g4 has no
    // predicates or actions.
    pipe_.driver.set_memo(true);
  }

  Result run(std::string_view text) {
    const std::string_view document = pipe_.begin(text);
    builder_.reset(document);
    pipe_.driver.view(document, 0);
    pipe_.driver.scan(true);
    parse_run();
    Result out = builder_.finish();
    out.diagnostics = pipe_.take_diagnostics();
    // Fixes that would make the text worse lose their edits (src/core/fix_safety.h).
    if (check_fixes_) check_fixes(text, options_, out.diagnostics);
    return out;
  }

  // The last step of a check (api/fix_checks.h).
  static void check_fixes(std::string_view text, const Options& options, std::vector<Diagnostic>& diagnostics) {
    keep_safe_fixes(text, diagnostics,
                    [&](std::string_view fixed) { return Driver(options, false, nullptr, false).run(fixed).diagnostics; });
  }

 private:
  // A line that does not begin with ';' is content in every mode (StfLexer.g4: DATA_LINE and
  // BODY_LINE are `(~[;\n] REST)? EOL`, and in COMMENT only `;` lines can be anything but
  // IGNORED_LINE); which content, the lexer's mode says.
  std::size_t content_type(const Line& line) override {
    return content_type_of(line.content, 0, pipe_.lexer.mode);
  }
  std::size_t content_type_of(std::string_view text, std::size_t, std::size_t mode) override {
    if (!text.empty() && text[0] == ';') return 0;
    switch (mode) {
      case StfLexer::BODY: return StfLexer::BODY_LINE;
      case StfLexer::COMMENT: case StfLexer::NESTED_COMMENT: return StfLexer::IGNORED_LINE;
      default: return StfLexer::DATA_LINE;
    }
  }

  // LineDriver::Format: the fast path. A command line of the common shape (stf/shapes.h) is
  // handed to the parser as the tokens the lexer would make, the mode stack changed as its rules
  // change it.
  bool take_shape(const Line& line) override {
    read_shape(pipe_.driver.bytes(line.offset, line.end_offset()), pipe_.lexer.mode, shape_);
    if (shape_.tokens.empty()) return false;
    if (shape_.push > 0) pipe_.lexer.pushMode(StfLexer::BODY);
    if (shape_.push < 0) pipe_.lexer.popMode();
    for (const ShapeTokens::Token& t : shape_.tokens)
      take(pipe_.driver.token(t.type, line.offset + t.start, line.offset + t.end, line.number, t.start));
    return true;
  }

  void take(std::unique_ptr<antlr4::Token> token) override {
    if (pipe_.run.empty()) pipe_.diagnostics.retain_from(token->getLine());
    pipe_.run.push_back(std::move(token));
  }

  // A run ends where the lexer is back in its default mode: no block or comment open.
  void line_done(const Line&) override {
    if (pipe_.run.size() >= kRunTokens && pipe_.lexer.modeStack.empty() && pipe_.lexer.mode == StfLexer::DEFAULT_MODE)
      parse_run();
  }

  // LineDriver::Format: near misses (the lexer keeps nothing beyond its modes).
  antlr4::Lexer* probe_lexer(antlr4::CharStream& input) override { return &pipe_.probe(input); }
  bool markdown_hides(std::size_t content, std::size_t first, std::string_view /*prefix*/) override {  // not in a message's body
    return content == StfLexer::DATA_LINE && (first == StfLexer::COMMAND || first == StfLexer::BLOCK_COMMAND);
  }
  // A `{…}` argument and a quoted value are read by the JSON5 grammar, whose own near-miss check
  // (json5.md §4.6) says what a punctuation look-alike inside them does (a curly quote inside a
  // closed string is text); the driver still names what would change a name or the pairs.
  bool reads_non_ascii(std::size_t type) override {
    return type == StfLexer::OBJECT || type == StfLexer::QUOTED_PAIR || type == StfLexer::STRING;
  }
  bool markdown_may_hide(std::size_t content, std::string_view rest) override {  // commands begin with ';'
    return content == StfLexer::DATA_LINE && !rest.empty() && rest[0] == ';';
  }
  bool is_name(std::size_t type) override {
    return type == StfLexer::COMMAND || type == StfLexer::BLOCK_COMMAND || type == StfLexer::BAD_LINE ||
           type == StfLexer::BODY_BAD_LINE || type == StfLexer::STRAY_END || type == StfLexer::BLOCK_END;
  }

  void parse_run() {
    if (!pipe_.run.empty()) builder_.file(pipe_.load_run().document());
  }

  Options options_;
  bool check_fixes_;
  LinePipeline<StfLexer, StfParser> pipe_;
  Builder builder_;
  ShapeTokens shape_;  // (reused)
};

}  // namespace

Result parse(std::string_view text, const Options& options) { return parse_each(text, {}, options); }

Result parse_each(std::string_view text, const Handlers& handlers, const Options& options) {
  Driver driver(options, !handlers.on_message, handlers.on_message);
  return driver.run(text);
}

std::vector<Diagnostic> check(std::string_view text, const Options& options) {
  Driver driver(options, false);
  return driver.run(text).diagnostics;
}

std::vector<Diagnostic> check_without_fix_checks(std::string_view text, const Options& options) {
  return Driver(options, false, nullptr, false).run(text).diagnostics;
}

void run_fix_checks(std::string_view text, const Options& options, std::vector<Diagnostic>& diagnostics) {
  Driver::check_fixes(text, options, diagnostics);
}

}  // namespace llmfmt::stf
