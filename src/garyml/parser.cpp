// The GaryML driver: bytes → LineDriver (structural lines through the generated lexer, which puts
// INDENT/DEDENT before them; blank and comment lines and block bodies as one token per run,
// never lexed) → runs of whole top-level items → generated parser → Builder.
//
// A run is cut before a top-level line once it holds kRunTokens tokens, so the parse tree held
// at any time is that of a few top-level items, whatever the input size.
#include "GarymlLexer.h"
#include "GarymlParser.h"
#include "core/error_listener.h"
#include "core/fast_lexer_simulator.h"
#include "core/fence.h"
#include "core/line_driver.h"
#include "core/token_runs.h"
#include "core/tree_parser.h"
#include "garyml/builder.h"
#include "garyml/lines.h"
#include "llmfmt/garyml.h"

namespace llmfmt::garyml {
namespace {

constexpr std::size_t kRunTokens = 64;  // tokens per parse, at least (larger runs measured slower)

// The first token of a structural line (GarymlLexer DEFAULT_MODE).
bool starts_line(std::size_t type) {
  switch (type) {
    case GarymlLexer::DIRECTIVE_LINE: case GarymlLexer::COMMAND_LINE: case GarymlLexer::DIRECTIVE:
    case GarymlLexer::COMMAND: case GarymlLexer::NO_NAME: case GarymlLexer::PARAM_KEY:
    case GarymlLexer::PARAM_TRUE: case GarymlLexer::PARAM_FALSE: case GarymlLexer::PARAM_INTEGER:
    case GarymlLexer::PARAM_DECIMAL: case GarymlLexer::PARAM_REFERENCE: case GarymlLexer::PARAM_QUOTED:
    case GarymlLexer::PARAM_TEXT:
    case GarymlLexer::TEXT_LINE: case GarymlLexer::TEXT_LINE_START: case GarymlLexer::TEXT_OPEN_BARE:
    case GarymlLexer::TEXT_OPEN: case GarymlLexer::CODE_OPEN: case GarymlLexer::STRAY_LINE:
      return true;
    default:
      return false;
  }
}

// GarymlParser.g4 accepts every token sequence GarymlLexer.g4 produces, so the check that
// DefaultErrorStrategy::sync() makes at every loop iteration (is the next token one that can
// follow here?) never finds anything: skipped. A syntax error, should one ever happen, is still
// reported (INTERNAL_ERROR) and recovered from where the parser meets it.
class TotalGrammarStrategy : public antlr4::DefaultErrorStrategy {
 public:
  void sync(antlr4::Parser*) override {}
};

bool ends_with_quotes(std::string_view s) { return s.size() >= 3 && s.substr(s.size() - 3) == "\"\"\""; }

class Driver : LineDriver::Format {
 public:
  explicit Driver(const Options& options)
      : lexer_(&input_), driver_(lexer_, input_, diagnostics_, *this), runs_(&lexer_), parser_(runs_.stream()),
        builder_(diagnostics_) {
    FastLexerATNSimulator::install(lexer_);
    errors_.attach(lexer_, parser_);
    parser_.setErrorHandler(std::make_shared<TotalGrammarStrategy>());
    lexer_.indenter.max_depth = options.max_depth;
    driver_.set_reference(options.reference_lexer);
  }

  // `keep_nodes` false: the document's nodes are dropped as they are checked (Builder::reset);
  // with `on_node`, delivered instead (Builder::deliver).
  Result run(std::string_view whole, bool keep_nodes, std::function<void(const Node&)> on_node = nullptr,
             const std::unordered_set<std::string>* declared = nullptr) {
    driver_.reset();
    // The builder lets lines go as it reads; the document-level checks, at the end, read theirs
    // again from `whole`, which this run holds throughout.
    diagnostics_.reread_dropped_lines(true);
    const std::string_view text = read_unfenced(whole, driver_);
    builder_.reset(text, keep_nodes);
    if (on_node) builder_.deliver(std::move(on_node), declared);
    const std::optional<DocumentFence> fence = find_document_fence(whole);
    builder_.set_open_fence(fence && !fence->closer ? fence->marker : std::string_view());
    driver_.view(text, 0);
    lexer_.source = text;
    driver_.scan(true);
    for (std::size_t n = lexer_.indenter.finish(); n > 0; --n) run_.push_back(lexer_.dedentAt(text.size(), 0));
    parse_run();
    Result out;
    builder_.set_indent_unit(lexer_.indenter.unit());
    out.document = builder_.finish();
    for (Diagnostic& d : errors_.internal_errors()) diagnostics_.report(std::move(d));
    diagnostics_.finish();
    out.diagnostics = diagnostics_.take();
    note_prose_around_fence(whole, out.diagnostics);
    return out;
  }

  /// The ids the document read by run() declares.
  std::unordered_set<std::string> declared_ids() const { return builder_.declared_ids(); }

 private:
  // LineDriver::Format. Which lines are opaque, decided by their bytes exactly as GarymlLexer.g4
  // does in the mode the line begins in: BLANK_LINE and COMMENT_LINE outside blocks, every line
  // of a block but its closer.
  // LineDriver::Format: near misses. The probe reads its indentation from the folded line (its
  // INDENT and DEDENT tokens are empty, which the driver does not compare).
  antlr4::Lexer* probe_lexer(antlr4::CharStream& input) override {
    if (!probe_) probe_ = std::make_unique<GarymlLexer>(&input);
    return probe_.get();
  }
  void sync_probe(antlr4::Lexer&, std::string_view folded) override { probe_->source = folded; }
  bool is_name(std::size_t type) override {
    return type == GarymlLexer::DIRECTIVE_LINE || type == GarymlLexer::COMMAND_LINE ||
           type == GarymlLexer::DIRECTIVE || type == GarymlLexer::COMMAND || type == GarymlLexer::NO_NAME;
  }

  std::size_t content_type(const llmfmt::Line& line) override {
    const std::string_view s = line.content;
    switch (lexer_.mode) {
      case GarymlLexer::DEFAULT_MODE: {
        const std::string_view rest = trim_left(s);
        if (rest.find_first_not_of('\r') == std::string_view::npos) return GarymlLexer::BLANK_LINE;
        return rest[0] == '#' ? GarymlLexer::COMMENT_LINE : 0;
      }
      case GarymlLexer::TEXT_BARE: return trim(s) == "\"\"\"" ? 0 : GarymlLexer::BLOCK_LINE;
      case GarymlLexer::TEXT_RUN: return ends_with_quotes(trim_right(s)) ? 0 : GarymlLexer::BLOCK_LINE;
      case GarymlLexer::CODE: return trim(s) == "```" ? 0 : GarymlLexer::BLOCK_LINE;
      default: return 0;
    }
  }

  void take(std::unique_ptr<antlr4::Token> token) override {
    const std::size_t type = token->getType();
    if (type == GarymlLexer::BLANK_LINE || type == GarymlLexer::COMMENT_LINE) return;  // ignored
    if (type == GarymlLexer::INDENT) {
      ++depth_;
    } else if (type == GarymlLexer::DEDENT) {
      --depth_;
    } else if (depth_ == 0 && run_.size() >= kRunTokens && starts_line(type)) {
      parse_run();  // a top-level item begins: the run holds whole items
    }
    run_.push_back(std::move(token));
  }

  // What the lexer's Indenter found on this line.
  void line_done(const llmfmt::Line& line) override {
    auto& problems = lexer_.indenter.problems;
    for (const Indenter::Problem& p : problems) {
      const std::string_view content = strip_terminator(line.content);
      const std::string_view rest = trim_left(content);
      Diagnostic d;
      d.span.start = line.at(content.size() - rest.size());
      d.fix_hint = std::string(p.expected, ' ') + std::string(rest);
      if (p.kind == Indenter::Problem::Kind::inconsistent) {
        d.code = "INCONSISTENT_INDENT";
        d.message = lexer_.indenter.unit() != 0
                        ? "indentation must be one level (" + std::to_string(lexer_.indenter.unit()) +
                              " spaces) deeper than the parent line, or the same as an enclosing level"
                        : "inconsistent indentation";
      } else {
        d.code = "NESTING_TOO_DEEP";
        d.message = "nesting deeper than " + std::to_string(lexer_.indenter.max_depth) +
                    " levels; deeper lines are kept at that level";
      }
      diagnostics_.report(std::move(d));
      builder_.indent_reported(line.number);
    }
    problems.clear();
  }

  void parse_run() {
    if (run_.empty()) return;
    builder_.set_indent_unit(lexer_.indenter.unit());
    runs_.load(run_, parser_);
    builder_.build(parser_.run());
  }

  DiagnosticCollector diagnostics_;
  ByteCharStream input_;
  GarymlLexer lexer_;
  std::unique_ptr<GarymlLexer> probe_;  // near misses, made on first use
  LineDriver driver_;
  TokenRuns runs_;
  TreeParser<GarymlParser> parser_;
  CollectingErrorListener errors_;
  Builder builder_;
  std::vector<std::unique_ptr<antlr4::Token>> run_;
  std::size_t depth_ = 0;  // levels open at the end of run_
};

}  // namespace

Result parse(std::string_view text, const Options& options) {
  Driver driver(options);
  return driver.run(text, true);
}

std::vector<Diagnostic> check(std::string_view text, const Options& options) {
  Driver driver(options);
  return driver.run(text, false).diagnostics;
}

Result parse_nodes(std::string_view text, const std::function<void(const Result&)>& on_start,
                   const std::function<void(const Node&)>& on_node, const Options& options) {
  std::unordered_set<std::string> declared;
  Result out;
  {
    Driver checker(options);
    out = checker.run(text, false);
    declared = checker.declared_ids();
  }
  if (on_start) on_start(out);
  Driver builder(options);
  builder.run(text, false, [&](const Node& node) { if (on_node) on_node(node); }, &declared);
  return out;
}

}  // namespace llmfmt::garyml
