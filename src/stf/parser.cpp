// The STF driver: bytes → LineDriver (lines that begin with ';' through the generated lexer, all
// others — data, block bodies, comment text — as one token per run) → runs of whole items →
// generated parser → Decoder. A run is cut where the lexer is back in its default mode (no block
// or comment open), so the parse tree held at any time is small whatever the input size.
#include "StfLexer.h"
#include "StfParser.h"
#include "core/byte_char_stream.h"
#include "core/diagnostic_collector.h"
#include "core/error_listener.h"
#include "core/fast_lexer_simulator.h"
#include "core/fence.h"
#include "core/line_driver.h"
#include "core/token_runs.h"
#include "core/tree_parser.h"
#include "llmfmt/stf.h"
#include "stf/decoder.h"

namespace llmfmt::stf {
namespace {

constexpr std::size_t kRunTokens = 512;  // tokens per parse, at least

class Driver : LineDriver::Format {
 public:
  Driver(const Options& options, bool keep_messages, std::function<void(const Value&)> on_message = nullptr)
      : lexer_(&input_),
        driver_(lexer_, input_, diagnostics_, *this),
        runs_(&lexer_),
        parser_(runs_.stream()),
        decoder_(options, diagnostics_, keep_messages, std::move(on_message)) {
    FastLexerATNSimulator::install(lexer_);
    errors_.attach(lexer_, parser_);
    driver_.set_crlf_is_lf(false);  // only LF ends an STF line
    // A line's tokens depend only on its bytes and the mode it begins in: StfLexer.g4 has no
    // predicates, and its one action (COMMENT_CLOSE's test of the mode stack) runs only inside a
    // comment, where the stack is not empty, so the driver never memoises those lines.
    driver_.set_memo(true);
  }

  Result run(std::string_view text, bool reference) {
    const std::string_view document = read_unfenced(text, driver_);
    decoder_.reset(document);
    driver_.set_reference(reference);
    driver_.view(document, 0);
    driver_.scan(true);
    parse_run();
    Result out = decoder_.finish();
    for (Diagnostic& d : errors_.internal_errors()) diagnostics_.report(std::move(d));
    out.diagnostics = diagnostics_.take();
    note_prose_around_fence(text, out.diagnostics);
    return out;
  }

 private:
  // A line that does not begin with ';' is content in every mode (StfLexer.g4: DATA_LINE and
  // BODY_LINE are `(~[;\n] REST)? EOL`, and in COMMENT only `;` lines can be anything but
  // IGNORED_LINE); which content, the lexer's mode says.
  std::size_t content_type(const Line& line) override {
    if (!line.content.empty() && line.content[0] == ';') return 0;
    switch (lexer_.mode) {
      case StfLexer::BODY: return StfLexer::BODY_LINE;
      case StfLexer::COMMENT: return StfLexer::IGNORED_LINE;
      default: return StfLexer::DATA_LINE;
    }
  }

  void take(std::unique_ptr<antlr4::Token> token) override {
    if (run_.empty()) diagnostics_.retain_from(token->getLine());
    run_.push_back(std::move(token));
  }

  void line_done(const Line&) override {
    if (run_.size() >= kRunTokens && lexer_.modeStack.empty() && lexer_.mode == StfLexer::DEFAULT_MODE) parse_run();
  }

  // LineDriver::Format: near misses (the lexer keeps nothing beyond its modes).
  antlr4::Lexer* probe_lexer(antlr4::CharStream& input) override {
    if (!probe_) probe_ = std::make_unique<StfLexer>(&input);
    return probe_.get();
  }
  bool markdown_hides(std::size_t content, std::size_t first) override {  // not in a message's body
    return content == StfLexer::DATA_LINE && (first == StfLexer::COMMAND || first == StfLexer::BLOCK_COMMAND);
  }
  bool is_name(std::size_t type) override {
    return type == StfLexer::COMMAND || type == StfLexer::BLOCK_COMMAND || type == StfLexer::BAD_LINE ||
           type == StfLexer::BODY_BAD_LINE || type == StfLexer::STRAY_END || type == StfLexer::BLOCK_END;
  }

  void parse_run() {
    if (run_.empty()) return;
    runs_.load(run_, parser_);
    decoder_.file(parser_.file());
  }

  ByteCharStream input_;
  StfLexer lexer_;
  std::unique_ptr<StfLexer> probe_;  // near misses, made on first use
  DiagnosticCollector diagnostics_;
  LineDriver driver_;
  TokenRuns runs_;
  TreeParser<StfParser> parser_;
  CollectingErrorListener errors_;
  Decoder decoder_;
  std::vector<std::unique_ptr<antlr4::Token>> run_;
};

}  // namespace

Result decode(std::string_view text, const Options& options) {
  Driver driver(options, true);
  return driver.run(text, options.reference_lexer);
}

Result decode_messages(std::string_view text, const std::function<void(const Value&)>& on_message,
                       const Options& options) {
  Driver driver(options, false, on_message);
  return driver.run(text, options.reference_lexer);
}

std::vector<Diagnostic> check(std::string_view text, const Options& options) {
  Driver driver(options, false);
  return driver.run(text, options.reference_lexer).diagnostics;
}

}  // namespace llmfmt::stf
