// The DSL driver: bytes → generated lexer (one token per line) → runs of whole steps → generated
// parser → Builder. A run is cut before a /THEN line once it holds enough tokens, so the parse
// tree held at any time is small whatever the input size; consecutive text and blank lines become
// one token (the builder splits it into its lines), so a step of a million lines is one token, not
// a million tokens and tree nodes.
#include <stdexcept>

#include "DslLexer.h"
#include "DslParser.h"
#include "core/byte_char_stream.h"
#include "core/diagnostic_collector.h"
#include "core/error_listener.h"
#include "core/fast_lexer_simulator.h"
#include "core/input_checks.h"
#include "core/token_runs.h"
#include "core/utf8.h"
#include "dsl/builder.h"
#include "llmfmt/dsl.h"

namespace llmfmt::dsl {
namespace {

constexpr std::size_t kRunTokens = 512;  // lines per parse, at least

class Driver {
 public:
  Driver() : lexer_(&input_), runs_(&lexer_), parser_(runs_.stream()) {
    FastLexerATNSimulator::install(lexer_);
    errors_.attach(lexer_, parser_);
  }

  ParseResult run(std::string_view text, char sigil) {
    Builder builder(text, sigil, diagnostics_);
    std::size_t base = 0;
    if (starts_with_bom(text)) {
      base = kUtf8Bom.size();
      diagnostics_.report(bom_skipped());
    }
    input_.reset(text.substr(base), base);  // token indices are offsets into `text`
    lexer_.setInputStream(&input_);
    for (;;) {
      std::unique_ptr<antlr4::Token> token = lexer_.nextToken();
      if (token->getType() == antlr4::Token::EOF) break;
      if (token->getType() == DslLexer::THEN_LINE && run_.size() >= kRunTokens) parse_run(builder);
      const Line line = Line::of(*token, text);
      if (run_.empty()) diagnostics_.retain_from(line.number);
      diagnostics_.add_line(line.content);
      check_utf8(line);
      const bool text_line = token->getType() == DslLexer::TEXT_LINE || token->getType() == DslLexer::BLANK_LINE;
      if (text_line && last_is_text_) {  // the grammar reads either as `line`: one token for the run
        auto* last = static_cast<antlr4::CommonToken*>(run_.back().get());
        last->setStopIndex(token->getStopIndex());
        last->setType(DslLexer::TEXT_LINE);
        continue;
      }
      last_is_text_ = text_line;
      run_.push_back(std::move(token));
    }
    parse_run(builder);
    ParseResult out;
    out.program = builder.finish();
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

  void parse_run(Builder& builder) {
    const bool continuation = !run_.empty() && run_.front()->getType() == DslLexer::THEN_LINE && !first_run_;
    if (run_.empty() && !first_run_) return;
    first_run_ = false;
    runs_.load(run_, parser_);
    last_is_text_ = false;
    builder.add_run(parser_.program(), continuation);
  }

  ByteCharStream input_;
  DslLexer lexer_;
  TokenRuns runs_;
  DslParser parser_;
  CollectingErrorListener errors_;
  DiagnosticCollector diagnostics_;
  std::vector<std::unique_ptr<antlr4::Token>> run_;
  bool last_is_text_ = false;  // run_.back() is a TEXT_LINE that later text lines extend
  bool utf8_reported_ = false;
  bool first_run_ = true;
};

}  // namespace

bool is_valid_sigil(char sigil) {
  const unsigned char c = static_cast<unsigned char>(sigil);
  if (c <= 0x20 || c >= 0x7F) return false;  // control, blank, non-ASCII
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return false;
  return c != '_' && c != '/' && c != ',';
}

bool is_valid_name(std::string_view name) {
  if (name.empty()) return false;
  for (std::size_t i = 0; i < name.size(); ++i) {
    const char c = name[i];
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    if (!letter && !(i > 0 && c >= '0' && c <= '9')) return false;
  }
  return true;
}

ParseResult parse(std::string_view text, const ParseOptions& options) {
  if (!is_valid_sigil(options.sigil))
    throw std::invalid_argument("the sigil must be one ASCII character other than a letter, digit, blank, '_', '/' or ','");
  Driver driver;
  return driver.run(text, options.sigil);
}

}  // namespace llmfmt::dsl
