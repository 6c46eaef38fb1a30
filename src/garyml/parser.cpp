// The GaryML driver: bytes → LineDriver (structural lines through the generated lexer, which puts
// INDENT/DEDENT before them; blank and comment lines and block bodies as one token per run,
// never lexed) → runs of whole top-level items → generated parser → Builder.
//
// A run is cut before a top-level line once it holds kRunTokens tokens, so the parse tree held
// at any time is that of a few top-level items, whatever the input size.
#include "garyml/lexer.h"
#include "GarymlParser.h"
#include <algorithm>
#include <set>

#include "core/utf8.h"
#include "core/fix_safety.h"
#include "core/line_pipeline.h"
#include "garyml/builder.h"
#include "garyml/fix_checks.h"
#include "garyml/lines.h"
#include "garyml/parts.h"
#include "garyml/shapes.h"
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
    if (check_fixes_ && !on_node) check_fixes(whole, options_, out.diagnostics);
    return out;
  }

  // The last step of a check (api/fix_checks.h): fixes that would make the text worse lose their
  // edits (core/fix_safety.h), and so do those that would change other lines' levels.
  static void check_fixes(std::string_view whole, const Options& options, std::vector<Diagnostic>& diagnostics) {
    const auto check = [&](std::string_view fixed) { return Driver(options, false).run(fixed, false).diagnostics; };
    keep_safe_fixes(whole, diagnostics, check);
    keep_levels(whole, diagnostics, check);
  }

  // The fixes that give a line its indentation (UNICODE_SPACE's spaces, MARKDOWN_PREFIX's kept
  // blanks) make it structural, so the levels it opens or closes, and the unit when it is the
  // first indented line (§4.3), change for the lines after it: ` - .Instructions: x` after a
  // top-level line, fixed to one space, makes every two-space line below INCONSISTENT_INDENT.
  // keep_safe_fixes holds them, as near misses, only to their own diagnostic; here they are held
  // to the lines they do not touch too: there, no more errors and no code that was not there. All
  // at once first (a document indented with NBSPs throughout: one reading); else each alone, and
  // one that breaks them tries the line at the top level (its indentation deleted) before it
  // keeps only its hint. Bounded as keep_safe_fixes is: readings of 4 × the input plus 64 KiB.
  static void keep_levels(std::string_view whole, std::vector<Diagnostic>& ds,
                          const std::function<std::vector<Diagnostic>(std::string_view)>& check) {
    std::vector<Diagnostic*> indenting;
    std::set<std::size_t> touched;  // their lines
    for (Diagnostic& d : ds)
      if (!d.fix.empty() && (d.code == "UNICODE_SPACE" || d.code == "MARKDOWN_PREFIX")) {
        indenting.push_back(&d);
        touched.insert(d.span.start.line);
      }
    if (indenting.empty()) return;
    // What the untouched lines carry: their errors, and their codes. (These fixes add no line.)
    const auto untouched = [&](const std::vector<Diagnostic>& of, std::set<std::string>& codes) {
      std::size_t errors = 0;
      for (const Diagnostic& d : of)
        if (touched.count(d.span.start.line) == 0) {
          codes.insert(d.code);
          if (d.severity == Severity::error) ++errors;
        }
      return errors;
    };
    std::set<std::string> base_codes;
    const std::size_t base_errors = untouched(ds, base_codes);
    std::size_t budget = 4 * whole.size() + 64 * 1024;
    const auto keeps_levels = [&](const std::vector<const Edit*>& edits) {
      const std::string fixed = applied_edits(whole, edits);
      if (fixed.size() > budget) return false;
      budget -= fixed.size();
      std::set<std::string> codes;
      const std::size_t errors = untouched(check(fixed), codes);
      return errors <= base_errors && std::includes(base_codes.begin(), base_codes.end(), codes.begin(), codes.end());
    };
    const auto edits_of = [](const Diagnostic& d) {
      std::vector<const Edit*> out;
      for (const Edit& e : d.fix) out.push_back(&e);
      return out;
    };
    std::vector<const Edit*> all;
    for (const Diagnostic* d : indenting)
      for (const Edit* e : edits_of(*d)) all.push_back(e);
    if (keeps_levels(all)) return;
    std::vector<const Edit*> kept;  // the fixes kept so far: each is tried on top of them
    const auto keeps_levels_with = [&](const std::vector<Edit>& fix) {
      std::vector<const Edit*> with = kept;
      for (const Edit& e : fix) with.push_back(&e);
      return keeps_levels(with);
    };
    for (Diagnostic* d : indenting) {
      if (!keeps_levels_with(d->fix)) {
        // At the top level: every blank and Unicode space that begins the line deleted, up to
        // where the fix's last edit ends (MARKDOWN_PREFIX: the prefix too) and the blanks after it.
        // (MARKDOWN_PREFIX: its first edit is the prefix; a second, an emphasis's closer, stays.)
        const bool prefix = d->code == "MARKDOWN_PREFIX";
        const std::size_t start = d->span.start.offset - (d->span.start.column - 1);  // (blanks before it)
        std::size_t end = (prefix ? d->fix.front() : d->fix.back()).range.end.offset;
        while (end < whole.size() && is_blank(whole[end])) ++end;
        const std::size_t line_end = std::min(whole.find('\n', end), whole.size());
        std::size_t column = 1;  // the end's: code points, not bytes (a Unicode space is several)
        for (std::size_t i = start; i < end; ++i) column += (static_cast<unsigned char>(whole[i]) & 0xC0) != 0x80;
        std::vector<Edit> top{Edit{{Position{d->span.start.line, 1, start}, Position{d->span.start.line, column, end}}, ""}};
        if (prefix) top.insert(top.end(), d->fix.begin() + 1, d->fix.end());
        if (!std::all_of(whole.begin() + start, whole.begin() + d->span.start.offset, is_blank) || !keeps_levels_with(top)) {
          d->fix.clear();
          continue;
        }
        std::string hint(whole.substr(end, line_end - end));  // the line so fixed
        for (auto e = top.rbegin(); e + 1 != top.rend(); ++e)
          hint.erase(e->range.start.offset - end, e->range.end.offset - e->range.start.offset);
        d->fix = top;
        d->fix_hint = std::string(trim_right(strip_terminator(hint)));
        d->message += " (the fix puts the line at the top level: indented as written, it would break the "
                      "indentation of the lines after it)";
      }
      for (const Edit& e : d->fix) kept.push_back(&e);
    }
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
    if (line.find('\r') == std::string_view::npos) return;
    for (const HiddenLine& h : lone_crs(line, line_mode_, 0)) out.push_back({kLoneCrLinePart, h.start, h.end});
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
      case GarymlLexer::COMMENT_LINE: return "a comment";
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
  // A comment that is a Markdown heading of a directive line (`## .Instructions`) is a comment as
  // §2.3 says, but never silently: the directive and what is indented under it (which then
  // belongs to the node above) are named, and deleting the heading is a hint only, since a
  // comment may mean what it says. After one '#' only a directive alone on its line (`# .Execute
  // comes later` is prose), and never a command (`## .gitignore lists them`).
  bool markdown_hides(std::size_t content, std::size_t first, std::string_view prefix) override {
    if (content == GarymlLexer::COMMENT_LINE)
      return first == GarymlLexer::DIRECTIVE_LINE || (first == GarymlLexer::DIRECTIVE && trim_left(prefix).substr(0, 2) == "##");
    return content == GarymlLexer::STRAY_LINE && starts_line(first) && first != GarymlLexer::STRAY_LINE &&
           first != GarymlLexer::NO_NAME;
  }
  // (Only those two content types hide anything: a block's lines cost no probe.)
  bool markdown_may_hide(std::size_t content, std::string_view) override {
    return content == GarymlLexer::COMMENT_LINE || content == GarymlLexer::STRAY_LINE;
  }
  MarkdownIndent markdown_indent() override { return {std::string_view::npos, true, true}; }
  std::string markdown_hint_only(std::size_t content) override {
    if (content != GarymlLexer::COMMENT_LINE) return {};
    return ", which is ignored: the directive is not read, and any line indented under it belongs to the node above (if it is meant, "
           "delete the heading's '#')";
  }

  // A lone CR (one that ends no line) before what would begin a line of its own — a keyword,
  // parameter, comment or block line, or the closer of the block the line is in:
  // `timeout: 30\r    verbose: true` is one parameter whose value holds the other. The line is
  // read as written (§1.2), but never silently: LONE_CR at the first such CR, its fix making each
  // of them a line feed.
  struct HiddenLine {
    std::size_t cr, start, end;  // the CR; the first token of the line it hides, in `c`
  };
  // Those of `c` (a line's content as written or folded, read from lexer mode `mode`).
  std::vector<HiddenLine> lone_crs(std::string_view c, std::size_t mode, std::size_t number) {
    std::vector<HiddenLine> out;
    c = trim_right(strip_terminator(c));  // (the CRs that end it end the line)
    const bool in_block = mode != GarymlLexer::DEFAULT_MODE;
    // In a block, the line up to its first CR when it is the block's closer with text after the
    // CR (`  \"\"\"` CR `.Role: r`): the block is not closed there, so it runs on. (Outside, text
    // after a CR that begins no line is data: `note: a` CR `b c`.)
    if (const std::size_t cr = c.find('\r'); in_block && cr != std::string_view::npos) {
      const std::size_t text = c.find_first_not_of(" \t\r", cr + 1);  // (CRs and blanks after it too)
      const std::size_t first = pipe_.driver.first_token(c.substr(0, cr), mode, number).type;
      if (text != std::string_view::npos && (first == GarymlLexer::TEXT_CLOSE || first == GarymlLexer::CODE_CLOSE))
        out.push_back({cr, text, std::min(c.find('\r', text), c.size())});
    }
    for (std::size_t cr = c.find('\r'); cr != std::string_view::npos; cr = c.find('\r', cr + 1)) {
      if (!out.empty() && out.front().cr == cr) continue;  // (named above)
      if (c[cr + 1] == '\r') continue;  // (the last of a run: the ones before it end the new line)
      // The line it would begin: up to the next CR (so each byte is read once: a file of lone
      // CRs alone, an old Mac's, costs no more than one of LFs).
      const std::string_view rest = c.substr(cr + 1, c.find('\r', cr + 1) - (cr + 1));
      // (MARKDOWN_PREFIX's once split; a heading's '#' begins a comment, which is a line too)
      const std::size_t prefix = in_block ? 0 : markdown_prefix(rest, {std::string_view::npos, true, false});
      const LineDriver::Piece first = pipe_.driver.first_token(rest.substr(prefix), mode, number);
      const bool hides = in_block ? first.type == GarymlLexer::TEXT_CLOSE || first.type == GarymlLexer::CODE_CLOSE
                                  : first.type == GarymlLexer::COMMENT_LINE ||
                                        (starts_line(first.type) && first.type != GarymlLexer::STRAY_LINE &&
                                         first.type != GarymlLexer::NO_NAME);
      if (hides) out.push_back({cr, cr + 1 + prefix + first.start, cr + 1 + prefix + first.end});
    }
    return out;
  }

  void line_read(const llmfmt::Line& line) override {
    line_mode_ = pipe_.lexer.mode;
    if (!pipe_.driver.line_bytes().cr) return;
    if (line_mode_ != GarymlLexer::DEFAULT_MODE && content_type(line) == 0) return;  // a closer as written: data
    const std::vector<HiddenLine> hidden = lone_crs(line.content, line_mode_, line.number);
    if (hidden.empty()) return;
    std::vector<Edit> fix;
    for (const HiddenLine& h : hidden)
      fix.push_back(Edit{{line.at(h.cr), line.at(h.cr + 1)}, h.cr == 0 ? "" : "\n"});  // (first: deleted)
    const std::string_view c = trim_right(strip_terminator(line.content));
    std::string fixed(c);
    for (auto e = fix.rbegin(); e != fix.rend(); ++e) fixed.replace(e->range.start.offset - line.offset, 1, e->text);
    const std::string_view rest = c.substr(hidden.front().cr + 1);
    Diagnostic d;
    d.code = "LONE_CR";
    d.span = {fix.front().range.start, fix.front().range.end};
    const std::size_t from = std::min(rest.find_first_not_of(" \t\r"), rest.size());  // what it hides
    const std::string_view shown = trim(rest.substr(from, rest.find('\r', from) - from));
    d.message = "a lone CR (U+000D) ends no line (only LF does): '" + std::string(utf8::truncate(shown, 40)) +
                "' after it is " +
                (fix.front().text.empty() ? "at the start of line " : "in the middle of line ") +
                std::to_string(line.number) + ", so it is read as part of that line, not as a line of its own" +
                (fix.size() > 1 ? " (and " + std::to_string(fix.size() - 1) + " more such CR" +
                                      (fix.size() > 2 ? "s" : "") + " on this line; the fix splits the line at each)"
                                : std::string());
    d.fix_hint = std::move(fixed);
    d.fix = std::move(fix);
    pipe_.diagnostics.report(std::move(d));
  }

  std::size_t content_type(const llmfmt::Line& line) override {
    return content_type_of(line.content, 0, pipe_.lexer.mode);
  }
  std::size_t content_type_of(std::string_view text, std::size_t terminator, std::size_t mode) override {
    const std::string_view s = text.substr(0, text.size() - terminator);
    switch (mode) {
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

  // LineDriver::Format: the fast path. A line of a shape garyml/shapes.h knows is made here into
  // the tokens the lexer would make, after the INDENT and DEDENT tokens its indentation gives.
  bool take_shape(const llmfmt::Line& line) override {
    const std::size_t mode = pipe_.lexer.mode;
    read_shape(pipe_.driver.bytes(line.offset, line.end_offset()), mode, shape_);
    if (shape_.tokens.empty()) return false;
    if (mode == GarymlLexer::DEFAULT_MODE)
      pipe_.lexer.indentation(line.offset, line.number, [&](std::unique_ptr<antlr4::Token> t) { take(std::move(t)); });
    pipe_.lexer.setMode(shape_.mode);
    for (const Shape::Token& t : shape_.tokens)
      take(pipe_.driver.token(t.type, line.offset + t.start, line.offset + t.end, line.number, t.start));
    return true;
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
  std::size_t line_mode_ = 0;     // the lexer mode the line being read begins in
  Shape shape_;                   // (reused)
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

std::vector<Diagnostic> check_without_fix_checks(std::string_view text, const Options& options) {
  return Driver(options, false).run(text, false).diagnostics;
}

void run_fix_checks(std::string_view text, const Options& options, std::vector<Diagnostic>& diagnostics) {
  Driver::check_fixes(text, options, diagnostics);
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
