// The GaryML driver: bytes → LineDriver (structural lines through the generated lexer, which puts
// INDENT/DEDENT before them; blank and comment lines and block bodies as one token per run,
// never lexed) → runs of whole top-level items → generated parser → Builder.
//
// A run is cut before a top-level line once it holds kRunTokens tokens, so the parse tree held
// at any time is that of a few top-level items, whatever the input size.
#include "GarymlLexer.h"
#include "GarymlParser.h"
#include "core/line_pipeline.h"
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

bool ends_with_quotes(std::string_view s) { return s.size() >= 3 && s.substr(s.size() - 3) == "\"\"\""; }

class Driver : LineDriver::Format {
 public:
  explicit Driver(const Options& options)
      : pipe_(*this, options.reference_lexer), builder_(pipe_.diagnostics) {
    pipe_.lexer.indenter.max_depth = options.max_depth;
  }

  // `keep_nodes` false: the document's nodes are dropped as they are checked (Builder::reset);
  // with `on_node`, delivered instead (Builder::deliver).
  Result run(std::string_view whole, bool keep_nodes, std::function<void(const Node&)> on_node = nullptr,
             const std::unordered_set<std::string>* declared = nullptr) {
    // The builder lets lines go as it reads; the document-level checks, at the end, read theirs
    // again from `whole`, which this run holds throughout.
    pipe_.diagnostics.reread_dropped_lines(true);
    const std::string_view text = pipe_.begin(whole);
    builder_.reset(text, keep_nodes);
    if (on_node) builder_.deliver(std::move(on_node), declared);
    const std::optional<DocumentFence> fence = find_document_fence(whole);
    builder_.set_open_fence(fence && !fence->closer ? fence->marker : std::string_view());
    pipe_.driver.view(text, 0);
    pipe_.lexer.source = text;
    pipe_.driver.scan(true);
    for (std::size_t n = pipe_.lexer.indenter.finish(); n > 0; --n) pipe_.run.push_back(pipe_.lexer.dedentAt(text.size(), 0));
    parse_run();
    Result out;
    builder_.set_indent_unit(pipe_.lexer.indenter.unit());
    out.document = builder_.finish();
    out.diagnostics = pipe_.take_diagnostics();
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
  antlr4::Lexer* probe_lexer(antlr4::CharStream& input) override { return &pipe_.probe(input); }
  void sync_probe(antlr4::Lexer&, std::string_view folded) override { pipe_.probe().source = folded; }
  bool is_name(std::size_t type) override {
    return type == GarymlLexer::DIRECTIVE_LINE || type == GarymlLexer::COMMAND_LINE ||
           type == GarymlLexer::DIRECTIVE || type == GarymlLexer::COMMAND || type == GarymlLexer::NO_NAME;
  }

  std::size_t content_type(const llmfmt::Line& line) override {
    const std::string_view s = line.content;
    switch (pipe_.lexer.mode) {
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
    } else if (depth_ == 0 && pipe_.run.size() >= kRunTokens && starts_line(type)) {
      parse_run();  // a top-level item begins: the run holds whole items
    }
    pipe_.run.push_back(std::move(token));
  }

  // What the lexer's Indenter found on this line.
  void line_done(const llmfmt::Line& line) override {
    const Indenter& indenter = pipe_.lexer.indenter;
    auto& problems = pipe_.lexer.indenter.problems;
    for (const Indenter::Problem& p : problems) {
      const std::string_view content = strip_terminator(line.content);
      const std::string_view rest = trim_left(content);
      Diagnostic d;
      d.span.start = line.at(content.size() - rest.size());
      d.fix_hint = std::string(p.expected, ' ') + std::string(rest);
      if (p.kind == Indenter::Problem::Kind::inconsistent) {
        d.code = "INCONSISTENT_INDENT";
        d.message = indenter.unit() != 0
                        ? "indentation must be one level (" + std::to_string(indenter.unit()) +
                              " spaces) deeper than the parent line, or the same as an enclosing level"
                        : "inconsistent indentation";
      } else {
        d.code = "NESTING_TOO_DEEP";
        d.message = "nesting deeper than " + std::to_string(indenter.max_depth) +
                    " levels; deeper lines are kept at that level";
      }
      pipe_.diagnostics.report(std::move(d));
      builder_.indent_reported(line.number);
    }
    problems.clear();
  }

  void parse_run() {
    if (pipe_.run.empty()) return;
    builder_.set_indent_unit(pipe_.lexer.indenter.unit());
    builder_.build(pipe_.load_run().run());
  }

  LinePipeline<GarymlLexer, GarymlParser> pipe_;
  Builder builder_;
  std::size_t depth_ = 0;  // levels open at the end of the run
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

Result parse_each(std::string_view text, const Handlers& handlers, const Options& options) {
  if (!handlers.on_node) {
    Result out = parse(text, options);
    if (handlers.on_header) handlers.on_header(out.document.header);
    return out;
  }
  std::unordered_set<std::string> declared;
  Result out;
  {
    Driver checker(options);
    out = checker.run(text, false);
    declared = checker.declared_ids();
  }
  if (handlers.on_header) handlers.on_header(out.document.header);
  Driver builder(options);
  builder.run(text, false, handlers.on_node, &declared);
  return out;
}

}  // namespace llmfmt::garyml
