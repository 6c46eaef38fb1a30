// The STF driver: bytes → generated lexer (one token per line) → runs of whole items → generated
// parser → Decoder. A run is cut where the lexer is back in its default mode (no block or comment
// open), so the parse tree held at any time is small whatever the input size.
#include "StfLexer.h"
#include "StfParser.h"
#include "core/byte_char_stream.h"
#include "core/diagnostic_collector.h"
#include "core/error_listener.h"
#include "core/fast_lexer_simulator.h"
#include "core/input_checks.h"
#include "core/token_runs.h"
#include "core/utf8.h"
#include "llmfmt/stf.h"
#include "stf/decoder.h"

namespace llmfmt::stf {
namespace {

constexpr std::size_t kRunTokens = 512;  // items per parse, at least

class Driver {
 public:
  explicit Driver(const DecodeOptions& options)
      : lexer_(&input_), runs_(&lexer_), parser_(runs_.stream()), decoder_(options, diagnostics_) {
    FastLexerATNSimulator::install(lexer_);
    errors_.attach(lexer_, parser_);
  }

  Decoded run(std::string_view text) {
    decoder_.reset(text);
    std::size_t base = 0;
    if (starts_with_bom(text)) {
      base = kUtf8Bom.size();
      diagnostics_.report(bom_skipped());
    }
    // Token indices are offsets into `text`: the stream views text[base, end) as [base, end).
    input_.reset(text.substr(base), base);
    lexer_.setInputStream(&input_);
    for (;;) {
      std::unique_ptr<antlr4::Token> token = lexer_.nextToken();
      if (token->getType() == antlr4::Token::EOF) break;
      const Line line = Line::of(*token, text);
      if (run_.empty()) diagnostics_.retain_from(line.number);
      diagnostics_.add_line(line.content);
      check_utf8(line);
      run_.push_back(std::move(token));
      if (run_.size() >= kRunTokens && lexer_.modeStack.empty() && lexer_.mode == StfLexer::DEFAULT_MODE) parse_run();
    }
    parse_run();
    Decoded out = decoder_.finish();
    for (Diagnostic& d : errors_.internal_errors()) diagnostics_.report(std::move(d));
    out.diagnostics = diagnostics_.take();
    return out;
  }

 private:
  void check_utf8(const Line& line) {
    if (utf8_reported_) return;
    const std::size_t bad = utf8::first_invalid(line.content);
    if (bad == std::string_view::npos) return;
    utf8_reported_ = true;
    diagnostics_.report(invalid_utf8(line.at(bad)));
  }

  void parse_run() {
    if (run_.empty()) return;
    runs_.load(run_, parser_);
    decoder_.visitFile(parser_.file());
  }

  ByteCharStream input_;
  StfLexer lexer_;
  TokenRuns runs_;
  StfParser parser_;
  CollectingErrorListener errors_;
  DiagnosticCollector diagnostics_;
  Decoder decoder_;
  std::vector<std::unique_ptr<antlr4::Token>> run_;
  bool utf8_reported_ = false;
};

}  // namespace

Decoded decode(std::string_view text, const DecodeOptions& options) {
  Driver driver(options);
  return driver.run(text);
}

}  // namespace llmfmt::stf
