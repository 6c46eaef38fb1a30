// The DSL driver: bytes → LineDriver (text lines without the sigil as one token per run, every
// other line through the generated lexer) → one step at a time → generated parser → Builder.
//
// Tokens are parsed in runs of whole steps: a run is cut before a /THEN once it holds enough
// tokens, so the parse tree and token buffer held at any time are small whatever the input size.
#include <bitset>
#include <cstring>
#include <stdexcept>

#include "DslLexer.h"
#include "DslParser.h"
#include "core/byte_char_stream.h"
#include "core/diagnostic_collector.h"
#include "core/error_listener.h"
#include "core/fast_lexer_simulator.h"
#include "core/fence.h"
#include "core/line_driver.h"
#include "core/token_runs.h"
#include "core/tree_parser.h"
#include "dsl/builder.h"
#include "llmfmt/dsl.h"

namespace llmfmt::dsl {
namespace {

constexpr std::size_t kRunTokens = 128;  // tokens per parse, at least

// The sigil is a run-time option; DslLexer.g4 spells it '@'. For another sigil, this stream shows
// the lexer the configured sigil as '@' and a written '@' as the configured character (which no
// rule mentions), so the generated lexer sees exactly what the grammar describes.
class SigilCharStream : public ByteCharStream {
 public:
  void set_sigil(char sigil) { sigil_ = static_cast<unsigned char>(sigil); }

  std::size_t LA(ssize_t i) override {
    const std::size_t c = ByteCharStream::LA(i);
    if (c == sigil_) return '@';
    if (c == '@') return sigil_;
    return c;
  }

 private:
  std::size_t sigil_ = '@';
};

// DefaultErrorStrategy::sync() runs before every loop iteration and copies the state's follow set
// each time; the grammar accepts every token sequence, so the answer is always "nothing to do".
// This answers it from a table made once per ATN state and leaves anything else to the default.
class QuickSyncStrategy : public antlr4::DefaultErrorStrategy {
 public:
  void sync(antlr4::Parser* recognizer) override {
    if (inErrorRecoveryMode(recognizer)) return;
    const antlr4::atn::ATN& atn = recognizer->getATN();
    if (follows_.empty()) {
      follows_.resize(atn.states.size());
      for (std::size_t s = 0; s < atn.states.size(); ++s) {
        if (!atn.states[s]) continue;
        const antlr4::misc::IntervalSet next = atn.nextTokens(atn.states[s]);
        for (std::size_t t = 0; t < kTypes; ++t)
          if (next.contains(t)) follows_[s].set(t);
        if (next.contains(antlr4::Token::EPSILON) || next.contains(antlr4::Token::EOF)) follows_[s].set(0);
      }
    }
    const std::size_t state = recognizer->getState();
    const std::size_t la = recognizer->getTokenStream()->LA(1);
    if (state < follows_.size() && (follows_[state].test(0) || (la < kTypes && follows_[state].test(la)))) return;
    antlr4::DefaultErrorStrategy::sync(recognizer);
  }

 private:
  static constexpr std::size_t kTypes = 128;     // token types below this (bit 0: epsilon or EOF)
  std::vector<std::bitset<kTypes>> follows_;
};

// The 4.9 Lexer finds its simulator with a dynamic_cast in getLine() and getCharPositionInLine(),
// which every token's constructor calls; here it is always a LexerATNSimulator.
class Lexer : public DslLexer {
 public:
  using DslLexer::DslLexer;
  size_t getLine() const override { return simulator()->getLine(); }
  size_t getCharPositionInLine() override { return simulator()->getCharPositionInLine(); }
  void setLine(size_t line) override { simulator()->setLine(line); }
  void setCharPositionInLine(size_t position) override { simulator()->setCharPositionInLine(position); }

 private:
  antlr4::atn::LexerATNSimulator* simulator() const { return static_cast<antlr4::atn::LexerATNSimulator*>(_interpreter); }
};

class Driver : LineDriver::Format {
 public:
  Driver(char sigil, bool reference)
      : sigil_(sigil),
        input_(sigil == '@' ? plain_ : swapped_),
        lexer_(&input_),
        driver_(lexer_, input_, diagnostics_, *this),
        runs_(&lexer_),
        parser_(runs_.stream()) {
    swapped_.set_sigil(sigil);
    FastLexerATNSimulator::install(lexer_);
    errors_.attach(lexer_, parser_);
    parser_.setErrorHandler(std::make_shared<QuickSyncStrategy>());
    driver_.set_reference(reference);
  }

  Result run(std::string_view whole, const std::function<void(const Step&)>& on_step) {
    const std::string_view text = read_unfenced(whole, driver_);
    Builder builder(text, sigil_, diagnostics_, on_step);
    builder_ = &builder;
    // A CR at the very end of the input reads as a line end (DECISIONS §4), as CR LF does: the
    // line pipeline is given the input without it (the builder reads lines from the whole text).
    // A CR that is a line of its own is then a last, blank line that no token stands for.
    std::string_view lines = text;
    bool blank_last_line = false;
    if (!lines.empty() && lines.back() == '\r') {
      lines.remove_suffix(1);
      blank_last_line = !lines.empty() && lines.back() == '\n';
    }
    driver_.view(lines, 0);
    driver_.scan(true);
    parse_run();
    if (blank_last_line) {
      diagnostics_.add_line(lines.size(), 0);
      builder.end_with(Line::of(text, lines.size(), text.size(), diagnostics_.lines_seen()));
    }
    Result out;
    out.document = builder.finish();
    diagnostics_.finish();
    for (Diagnostic& d : errors_.internal_errors()) diagnostics_.report(std::move(d));
    out.diagnostics = diagnostics_.take();
    note_prose_around_fence(whole, out.diagnostics);
    return out;
  }

 private:
  // LineDriver::Format. A text line without the sigil is TEXT_LINE (DslLexer.g4): its first
  // characters that are neither blank nor non-ASCII are not '/' and a letter, and the sigil is
  // nowhere in it.
  std::size_t content_type(const llmfmt::Line& line) override {
    const std::string_view c = line.content;
    if (std::memchr(c.data(), sigil_, c.size())) return 0;
    std::size_t i = 0;
    while (i < c.size() && (c[i] == ' ' || c[i] == '\t' || static_cast<unsigned char>(c[i]) >= 0x80)) ++i;
    if (i + 1 < c.size() && c[i] == '/' && ((c[i + 1] >= 'A' && c[i + 1] <= 'Z') || (c[i + 1] >= 'a' && c[i + 1] <= 'z')))
      return 0;
    return DslLexer::TEXT_LINE;
  }

  // A /THEN line begins the next step (DslParser.g4 `program`): the ones before it are complete.
  void take(std::unique_ptr<antlr4::Token> token) override {
    const std::size_t type = token->getType();
    if ((type == DslLexer::THEN_LINE || type == DslLexer::THEN || type == DslLexer::THEN_MISCASED) &&
        run_.size() >= kRunTokens)
      parse_run();
    if (run_.empty()) diagnostics_.retain_from(token->getLine());
    run_.push_back(std::move(token));
  }

  void line_done(const llmfmt::Line&) override {}

  // LineDriver::Format: near misses. For another sigil than '@' the probe reads the folded line
  // through a swapping stream of its own, as the lexer reads the input.
  antlr4::Lexer* probe_lexer(antlr4::CharStream& input) override {
    if (!probe_) {
      probe_swapped_.set_sigil(sigil_);
      probe_ = std::make_unique<Lexer>(sigil_ == '@' ? &input : &probe_swapped_);
    }
    return probe_.get();
  }
  void sync_probe(antlr4::Lexer&, std::string_view folded) override {
    if (sigil_ != '@') probe_swapped_.reset(folded, 0);
  }
  bool reads_non_ascii(std::size_t type) override { return type == DslLexer::BAD_REF; }
  bool markdown_hides(std::size_t content, std::size_t first) override {
    switch (first) {
      case DslLexer::THEN_LINE: case DslLexer::FROM_LINE: case DslLexer::DEF_LINE: case DslLexer::FROM:
      case DslLexer::DEF: case DslLexer::OUT: case DslLexer::THEN:
        return content == DslLexer::TEXT_LINE;
      default:
        return false;
    }
  }
  std::size_t reading(std::size_t type) override {
    switch (type) {
      // (ODD_INDENT: non-ASCII before '/' and a letter, text unless Unicode spaces make it a
      // directive, which UNICODE_SPACE names)
      case DslLexer::TEXT_END: case DslLexer::SIGIL: case DslLexer::TEXT_LINE: case DslLexer::ODD_INDENT:
        return DslLexer::TEXT;
      case DslLexer::REF_END: return DslLexer::REF;
      default: return type;
    }
  }

  void parse_run() {
    const bool continuation = !first_run_;
    first_run_ = false;
    if (run_.empty()) {  // a document that is empty or begins with /THEN (ListTokenSource needs a token)
      if (!continuation) builder_->add_run(nullptr, false);
      return;
    }
    runs_.load(run_, parser_);  // kept, with the tree, until the next run replaces them
    builder_->add_run(parser_.stepRun(), continuation);
  }

  char sigil_;
  ByteCharStream plain_;     // the default sigil needs no swapping
  SigilCharStream swapped_;
  ByteCharStream& input_;
  Lexer lexer_;
  SigilCharStream probe_swapped_;  // the probe's input for another sigil than '@'
  std::unique_ptr<Lexer> probe_;  // near misses, made on first use
  DiagnosticCollector diagnostics_;
  LineDriver driver_;
  TokenRuns runs_;
  TreeParser<DslParser> parser_;
  CollectingErrorListener errors_;
  Builder* builder_ = nullptr;
  std::vector<std::unique_ptr<antlr4::Token>> run_;
  bool first_run_ = true;  // the first run begins with the first step, every later one with a /THEN
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

Result parse_steps(std::string_view text, const std::function<void(const Step&)>& on_step, const Options& options) {
  if (!is_valid_sigil(options.sigil))
    throw std::invalid_argument("the sigil must be one ASCII character other than a letter, digit, blank, '_', '/' or ','");
  Driver driver(options.sigil, options.reference_lexer);
  return driver.run(text, on_step);
}

Result parse(std::string_view text, const Options& options) { return parse_steps(text, nullptr, options); }

std::vector<Diagnostic> check(std::string_view text, const Options& options) {
  return parse_steps(text, [](const Step&) {}, options).diagnostics;
}

}  // namespace llmfmt::dsl
