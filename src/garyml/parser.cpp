// The GaryML driver: bytes → generated lexer (one token per line, INDENT/DEDENT synthesized) →
// runs of items → generated parser → Builder. A run is cut where no block is open and no
// synthetic token is waiting, so the parse tree held at any time is small whatever the input.
#include "GarymlLexer.h"
#include "GarymlParser.h"
#include "core/byte_char_stream.h"
#include "core/diagnostic_collector.h"
#include "core/error_listener.h"
#include "core/fast_lexer_simulator.h"
#include "core/input_checks.h"
#include "core/token_runs.h"
#include "core/utf8.h"
#include "garyml/builder.h"
#include "llmfmt/garyml.h"

namespace llmfmt::garyml {
namespace {

constexpr std::size_t kRunTokens = 512;  // tokens per parse, at least

class Driver {
 public:
  explicit Driver(const Options& options)
      : lexer_(&input_), runs_(&lexer_), parser_(runs_.stream()), builder_(diagnostics_) {
    FastLexerATNSimulator::install(lexer_);
    errors_.attach(lexer_, parser_);
    lexer_.indenter.max_depth = options.max_depth;
  }

  Result run(std::string_view text) {
    builder_.reset(text, 0);
    std::size_t base = 0;
    if (starts_with_bom(text)) {
      base = kUtf8Bom.size();
      diagnostics_.report(bom_skipped());
    }
    input_.reset(text.substr(base), base);
    lexer_.setInputStream(&input_);
    lexer_.indenter.reset();
    lexer_.source = text;
    for (;;) {
      std::unique_ptr<antlr4::Token> token = lexer_.nextToken();
      const std::size_t type = token->getType();
      if (type == antlr4::Token::EOF) break;
      if (type != GarymlLexer::INDENT && type != GarymlLexer::DEDENT) {
        const Line line = Line::of(*token, text);
        diagnostics_.add_line(line.content);
        check_utf8(line);
        report_indentation(line);
        if (type == GarymlLexer::BLANK_LINE || type == GarymlLexer::COMMENT_LINE) continue;
      }
      run_.push_back(std::move(token));
      if (run_.size() >= kRunTokens && lexer_.settled() && lexer_.mode == GarymlLexer::DEFAULT_MODE) parse_run();
    }
    parse_run();
    Result out;
    builder_.set_indent_unit(lexer_.indenter.unit());
    out.document = builder_.finish();
    for (Diagnostic& d : errors_.internal_errors()) diagnostics_.report(std::move(d));
    diagnostics_.finish();
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

  // What the lexer's Indenter found on this line.
  void report_indentation(const Line& line) {
    auto& problems = lexer_.indenter.problems;
    builder_.set_indent_unit(lexer_.indenter.unit());
    for (const Indenter::Problem& p : problems) {
      const std::string_view rest = line.content.substr(line.content.size() - trim_left(line.content).size());
      const std::size_t first = line.content.size() - rest.size();
      Diagnostic d;
      d.position = line.at(first);
      if (p.kind == Indenter::Problem::Kind::inconsistent) {
        d.code = "INCONSISTENT_INDENT";
        d.message = lexer_.indenter.unit() != 0
                        ? "indentation must be one level (" + std::to_string(lexer_.indenter.unit()) +
                              " spaces) deeper than the parent line, or the same as an enclosing level"
                        : "inconsistent indentation";
        d.fix_hint = std::string(p.expected, ' ') + std::string(rest);
      } else {
        d.code = "NESTING_TOO_DEEP";
        d.message = "nesting deeper than " + std::to_string(lexer_.indenter.max_depth) +
                    " levels; deeper lines are kept at that level";
        d.fix_hint = std::string(p.expected, ' ') + std::string(rest);
      }
      diagnostics_.report(std::move(d));
      builder_.indent_reported(line.number);
    }
    problems.clear();
  }

  void parse_run() {
    if (run_.empty()) return;
    runs_.load(run_, parser_);
    builder_.build(parser_.file());
  }

  ByteCharStream input_;
  GarymlLexer lexer_;
  TokenRuns runs_;
  GarymlParser parser_;
  CollectingErrorListener errors_;
  DiagnosticCollector diagnostics_;
  Builder builder_;
  std::vector<std::unique_ptr<antlr4::Token>> run_;
  bool utf8_reported_ = false;
};

}  // namespace

Result parse(std::string_view text, const Options& options) {
  Driver driver(options);
  return driver.run(text);
}

}  // namespace llmfmt::garyml
