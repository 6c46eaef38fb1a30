// The GaryML driver: bytes → LineDriver (structural lines through the generated lexer, which puts
// INDENT/DEDENT before them; blank and comment lines and block bodies as one token per run,
// never lexed) → runs of whole top-level items → generated parser → Builder.
//
// A run is cut before a top-level line once it holds kRunTokens tokens, so the parse tree held
// at any time is that of a few top-level items, whatever the input size.
#include "garyml/lexer.h"
#include "GarymlParser.h"
#include "core/fix_safety.h"
#include "core/line_pipeline.h"
#include "garyml/builder.h"
#include "garyml/lines.h"
#include "garyml/parts.h"
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

// A keyword line (a dot and a letter after blanks): what text around a fenced GaryML document
// never holds (core/fence.h DocumentSyntax).
bool is_keyword_line(std::string_view line) {
  const std::string_view t = trim_left(line);
  return t.size() >= 2 && t[0] == '.' && ((t[1] >= 'A' && t[1] <= 'Z') || (t[1] >= 'a' && t[1] <= 'z'));
}

const DocumentSyntax kDocumentSyntax{is_keyword_line, {"garyml", "gml"}};

bool ends_with_quotes(std::string_view s) { return s.size() >= 3 && s.substr(s.size() - 3) == "\"\"\""; }

class Driver : LineDriver::Format {
 public:
  // `check_fixes`: each fix that could make the text worse is tried first (core/fix_safety.h).
  explicit Driver(const Options& options, bool check_fixes = true)
      : options_(options), check_fixes_(check_fixes), pipe_(*this, options.reference_lexer), builder_(pipe_.diagnostics) {
    pipe_.lexer.indenter.max_depth = options.max_depth;
  }

  // `keep_nodes` false: the document's nodes are dropped as they are checked (Builder::reset);
  // with `on_node`, delivered instead (Builder::deliver).
  Result run(std::string_view whole, bool keep_nodes, std::function<void(const Node&)> on_node = nullptr,
             const std::unordered_set<std::string>* declared = nullptr) {
    // The builder lets lines go as it reads; the document-level checks, at the end, read theirs
    // again from `whole`, which this run holds throughout.
    pipe_.diagnostics.reread_dropped_lines(true);
    const std::string_view text = pipe_.begin(whole, &kDocumentSyntax);
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
    if (check_fixes_ && !on_node)
      keep_safe_fixes(whole, out.diagnostics, [&](std::string_view fixed) { return Driver(options_, false).run(fixed, false).diagnostics; });
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
           type == GarymlLexer::DIRECTIVE || type == GarymlLexer::COMMAND || type == GarymlLexer::NO_NAME ||
           type == kIdPart || type == kLanguagePart;
  }
  // What the builder cuts from a line's tokens (src/garyml/parts.h): a value that an NBSP or an
  // invisible character after the ':' or '=' would move is a near miss too.
  void parts(std::string_view line, const std::vector<LineDriver::Piece>& tokens,
             std::vector<LineDriver::Piece>& out) override {
    line_parts(line, tokens, block_indent_, out);
  }
  std::string describe_part(std::size_t kind) override { return garyml::describe_part(kind); }
  std::string describe_token(std::size_t type) override {
    switch (type) {
      case GarymlLexer::DIRECTIVE_LINE: case GarymlLexer::DIRECTIVE: return "a directive line";
      case GarymlLexer::COMMAND_LINE: case GarymlLexer::COMMAND: return "a command line";
      case GarymlLexer::PARAM_KEY: case GarymlLexer::PARAM_TRUE: case GarymlLexer::PARAM_FALSE:
      case GarymlLexer::PARAM_INTEGER: case GarymlLexer::PARAM_DECIMAL: case GarymlLexer::PARAM_REFERENCE:
      case GarymlLexer::PARAM_QUOTED: case GarymlLexer::PARAM_TEXT:
        return "a parameter line";
      case GarymlLexer::TEXT_LINE: case GarymlLexer::TEXT_LINE_START: return "a one-line text block";
      case GarymlLexer::TEXT_OPEN_BARE: case GarymlLexer::TEXT_OPEN: return "a text block's opener";
      case GarymlLexer::CODE_OPEN: return "a code block's opener";
      case GarymlLexer::TEXT_CLOSE: return "a text block's closer";
      case GarymlLexer::CODE_CLOSE: return "a code block's closer";
      case GarymlLexer::BLOCK_LINE: return "a line of a block's content";
      case GarymlLexer::STRAY_LINE: return "stray text";
      default: return {};
    }
  }
  // Inside a block no line is structural, so no UNICODE_SPACE check names what indents it: the
  // near-miss check does (an NBSP before a closer, in the opener's indentation).
  bool checks_indentation(std::size_t mode, std::string_view) override { return mode == GarymlLexer::DEFAULT_MODE; }
  // A Markdown bullet or quote marker before a keyword, parameter or block line (`- .Role: x`): the
  // line is stray text (UNEXPECTED_TEXT), and MARKDOWN_PREFIX says what it hides. Indentation is
  // GaryML's own: any amount, kept by the fix.
  bool markdown_hides(std::size_t content, std::size_t first) override {
    return content == GarymlLexer::STRAY_LINE && starts_line(first) && first != GarymlLexer::STRAY_LINE &&
           first != GarymlLexer::NO_NAME;
  }
  MarkdownIndent markdown_indent() override { return {std::string_view::npos, true}; }

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
    if (type == GarymlLexer::TEXT_OPEN_BARE || type == GarymlLexer::TEXT_OPEN || type == GarymlLexer::CODE_OPEN) {
      block_indent_ = 0;  // the opener's count of leading blanks (Builder::block)
      for (std::size_t at = token->getStartIndex(); at < pipe_.lexer.source.size() && is_blank(pipe_.lexer.source[at]); ++at)
        ++block_indent_;
    }
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

  Options options_;
  bool check_fixes_;
  LinePipeline<GarymlLexer, GarymlParser> pipe_;
  Builder builder_;
  std::size_t depth_ = 0;  // levels open at the end of the run
  std::size_t block_indent_ = 0;  // the indentation of the last block opener (near misses in its lines)
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
