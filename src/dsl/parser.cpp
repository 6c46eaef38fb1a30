// The DSL driver: bytes → LineDriver (text lines without the sigil as one token per run, every
// other line through the generated lexer) → one step at a time → generated parser → Builder.
//
// Tokens are parsed in runs of whole steps: a run is cut before a /THEN once it holds enough
// tokens, so the parse tree and token buffer held at any time are small whatever the input size.
#include <cstring>
#include <optional>
#include <utility>
#include <stdexcept>

#include "DslLexer.h"
#include "DslParser.h"
#include "core/fix_safety.h"
#include "core/line_pipeline.h"
#include "core/look_alikes.h"
#include "dsl/builder.h"
#include "dsl/fix_checks.h"
#include "dsl/reading.h"
#include "dsl/shapes.h"
#include "llmfmt/dsl.h"

namespace llmfmt::dsl {
namespace {

constexpr std::size_t kRunTokens = 128;  // tokens per parse, at least

// A directive line ('/' and a letter after blanks): what text around a fenced program never
// holds (core/fence.h DocumentSyntax), so that prose around it never reaches a prompt.
bool is_directive_line(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  return i + 1 < line.size() && line[i] == '/' &&
         ((line[i + 1] >= 'A' && line[i + 1] <= 'Z') || (line[i + 1] >= 'a' && line[i + 1] <= 'z'));
}

const DocumentSyntax kDocumentSyntax{is_directive_line, {"dsl"}};

class Driver : LineDriver::Format {
 public:
  // The sigil is a run-time option; DslLexer.g4 spells it '@'. For another sigil, the lexer is
  // shown the configured sigil as '@' and a written '@' as the configured character (which no
  // rule mentions), so the generated lexer sees exactly what the grammar describes.
  // `check_fixes`: each fix that could make the text worse is tried first (core/fix_safety.h).
  Driver(char sigil, bool reference, bool check_fixes = true)
      : sigil_(sigil), reference_(reference), check_fixes_(check_fixes), pipe_(*this, reference) {
    pipe_.input.swap_bytes(sigil, '@');
    probe_input_.swap_bytes(sigil, '@');
  }

  Result run(std::string_view whole, const std::function<void(const Step&)>& on_step) {
    const std::string_view text = pipe_.begin(whole, &kDocumentSyntax);
    Builder builder(text, sigil_, pipe_.diagnostics, on_step);
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
    pipe_.driver.view(lines, 0);
    pipe_.driver.scan(true);
    parse_run();
    if (blank_last_line) {
      pipe_.diagnostics.add_line(lines.size(), 0);
      builder.end_with(line_at(text, lines.size(), text.size(), pipe_.diagnostics.lines_seen()));
    }
    Result out;
    out.document = builder.finish();
    out.diagnostics = pipe_.take_diagnostics();
    if (check_fixes_) check_fixes(whole, sigil_, reference_, out.diagnostics);
    return out;
  }

  // The last step of a check (api/fix_checks.h): fixes that would make the text worse lose their
  // edits (core/fix_safety.h).
  static void check_fixes(std::string_view whole, char sigil, bool reference, std::vector<Diagnostic>& diagnostics) {
    keep_safe_fixes(whole, diagnostics, [&](std::string_view fixed) {
      return Driver(sigil, reference, false).run(fixed, [](const Step&) {}).diagnostics;
    });
  }

 private:
  // LineDriver::Format. A text line without the sigil is TEXT_LINE (DslLexer.g4): its first
  // characters that are neither blank nor non-ASCII are not '/' and a letter, and the sigil is
  // nowhere in it.
  std::size_t content_type(const llmfmt::Line& line) override { return content_type_of(line.content, 0, 0); }
  std::size_t content_type_of(std::string_view text, std::size_t terminator, std::size_t) override {
    const std::string_view c = text.substr(0, text.size() - terminator);
    if (std::memchr(c.data(), sigil_, c.size())) return 0;
    std::size_t i = 0;
    while (i < c.size() && (c[i] == ' ' || c[i] == '\t' || static_cast<unsigned char>(c[i]) >= 0x80)) ++i;
    if (i + 1 < c.size() && c[i] == '/' && ((c[i + 1] >= 'A' && c[i + 1] <= 'Z') || (c[i + 1] >= 'a' && c[i + 1] <= 'z')))
      return 0;
    return DslLexer::TEXT_LINE;
  }

  // LineDriver::Format: the fast path. A line of a shape dsl/shapes.h knows is made here into the
  // tokens the lexer would make; the lexer is in DEFAULT_MODE after them, as before.
  bool take_shape(const llmfmt::Line& line) override {
    read_shape(pipe_.driver.bytes(line.offset, line.end_offset()), pipe_.lexer.mode, sigil_, shape_);
    if (shape_.tokens.empty()) return false;
    for (const Shape::Token& t : shape_.tokens)
      take(pipe_.driver.token(t.type, line.offset + t.start, line.offset + t.end, line.number, t.start));
    return true;
  }

  // A /THEN line begins the next step (DslParser.g4 `program`): the ones before it are complete.
  void take(std::unique_ptr<antlr4::Token> token) override {
    const std::size_t type = token->getType();
    if ((type == DslLexer::THEN_LINE || type == DslLexer::THEN || type == DslLexer::THEN_MISCASED) &&
        pipe_.run.size() >= kRunTokens)
      parse_run();
    if (pipe_.run.empty()) pipe_.diagnostics.retain_from(token->getLine());
    pipe_.run.push_back(std::move(token));
  }

  void line_done(const llmfmt::Line&) override {}

  // The line `text` (a line's content, folded or not) read without the blanks after its '/',
  // when that makes it one of the exact directives (SPACED_DIRECTIVE).
  struct Spaced {
    std::size_t slash, name;
    std::string joined;         // the line without the blanks
    std::string_view directive;  // what the grammar reads it as ("THEN", …)
  };
  std::optional<Spaced> spaced(std::string_view text, std::size_t number) {
    const std::size_t slash = text.find_first_not_of(" \t");
    if (slash == std::string_view::npos || text[slash] != '/') return std::nullopt;
    const std::size_t name = text.find_first_not_of(" \t", slash + 1);
    if (name == slash + 1 || name == std::string_view::npos || text[name] < 'A' || text[name] > 'Z') return std::nullopt;
    std::string joined = std::string(text.substr(0, slash + 1)) + std::string(text.substr(name));
    const std::string_view directive =
        reading::exact_directive_name(pipe_.driver.first_token(joined, DslLexer::DEFAULT_MODE, number).type);
    if (directive.empty()) return std::nullopt;
    return Spaced{slash, name, std::move(joined), directive};
  }
  bool line_bytes_cr() const { return pipe_.driver.line_bytes().cr; }
  // A spaced directive after a lone CR (`Done.\r/ THEN next`), which ends no line (§1.5): named at
  // the CR, a hint only (its look-alikes folded, unnamed: the CR is what hides the line).
  void spaced_after_lone_cr(const llmfmt::Line& line) {
    const std::string_view c = line.content;
    for (std::size_t cr = c.find('\r'); cr != std::string_view::npos && cr + 1 < c.size(); cr = c.find('\r', cr + 1)) {
      const std::string_view part = c.substr(cr + 1, c.find('\r', cr + 1) - cr - 1);
      std::optional<Spaced> found = spaced(part, line.number);
      if (!found && look_alikes::may_fold(part)) found = spaced(look_alikes::fold(part).text, line.number);
      if (!found) continue;
      const std::string directive(found->directive);
      Diagnostic d;
      d.code = "SPACED_DIRECTIVE";
      d.severity = Severity::warning;
      d.span = {line.at(cr), line.at(cr + 1)};
      d.message = "a lone CR (U+000D), which ends no line, then a blank between '/' and '" + directive +
                  "': a directive's name follows its '/' directly, at the start of a line, so this is read as text, "
                  "not as the /" + directive + " it looks like";
      d.fix_hint = std::move(found->joined);
      pipe_.diagnostics.report(std::move(d));
    }
  }

  // A '/', blanks, then what the grammar reads as a directive once they are gone (`/ THEN`,
  // `/  DEF x`): text, as DslLexer.g4 says (`/ 2` is text), but never silently
  // (SPACED_DIRECTIVE, docs/formats/dsl.md §1.3). Exact names only: `/ then` is two steps from
  // one. A line that is one only once its look-alikes are folded (`/ TНEN`, `/\u00A0THEN`) gets
  // the warning too, naming them, with a hint only.
  void line_read(const llmfmt::Line& line) override {
    const std::string_view c = line.content;
    const std::size_t lead = c.find_first_not_of(" \t");
    if (lead == std::string_view::npos) return;
    if (line_bytes_cr()) spaced_after_lone_cr(line);
    if (c[lead] != '/' && static_cast<unsigned char>(c[lead]) < 0x80) return;
    Diagnostic d;
    std::string directive;
    if (std::optional<Spaced> found = spaced(c, line.number)) {
      directive = found->directive;
      d.span = {line.at(found->slash + 1), line.at(found->name)};
      d.fix_hint = std::move(found->joined);
      d.fix = {Edit{d.span, ""}};
    } else if (look_alikes::may_fold(c.substr(0, lead + 24))) {
      const look_alikes::Fold fold = look_alikes::fold(c);
      std::optional<Spaced> folded = spaced(fold.text, line.number);
      if (!folded || fold.changed.empty()) return;
      directive = folded->directive;
      const look_alikes::Folded& first = fold.changed.front();
      const std::size_t more = fold.changed.size() - 1;
      d.span = {line.at(std::min(first.offset, fold.origin[folded->slash + 1])), line.at(c.size())};
      d.fix_hint = std::move(folded->joined);
      d.message = ", once " + look_alikes::describe(first, "column " + std::to_string(line.at(first.offset).column)) +
                  (more > 0 ? " and " + std::to_string(more) + " more such character" + (more > 1 ? "s are" : " is")
                            : std::string(" is")) +
                  " read as ASCII";
    } else {
      return;
    }
    d.code = "SPACED_DIRECTIVE";
    d.severity = Severity::warning;
    d.message = "blank between '/' and '" + directive + "'" + d.message +
                ": a directive's name follows its '/' directly, so this line is read as text, not as the /" + directive +
                " it looks like";
    pipe_.diagnostics.report(std::move(d));
  }

  // LineDriver::Format: near misses. The probe reads the folded line through a sigil stream of
  // its own, as the lexer reads the input.
  antlr4::Lexer* probe_lexer(antlr4::CharStream&) override { return &pipe_.probe(probe_input_); }
  void sync_probe(antlr4::Lexer&, std::string_view folded) override { probe_input_.reset(folded, 0); }
  bool reads_non_ascii(std::size_t type) override { return type == DslLexer::BAD_REF; }
  // What the builder cuts from a line's tokens (src/dsl/reading.h): a /FROM item that a
  // full-width '@' or ',' would make a variable or two items, a reference an invisible character
  // cuts short, a directive after Unicode spaces or a lone CR that a look-alike hides.
  void parts(std::string_view line, const std::vector<LineDriver::Piece>& tokens,
             std::vector<LineDriver::Piece>& out) override {
    reading::line_parts(line, tokens, sigil_, out);
  }
  std::string describe_part(std::size_t kind) override { return reading::describe_part(kind); }
  std::string describe_token(std::size_t type) override {
    switch (type) {
      case DslLexer::THEN_LINE: case DslLexer::THEN: return "a /THEN line";
      case DslLexer::FROM_LINE: case DslLexer::FROM: return "a /FROM line";
      case DslLexer::DEF_LINE: case DslLexer::DEF: return "a /DEF line";
      case DslLexer::TYPE: return "a /TYPE line";
      case DslLexer::AS: return "an /AS line";
      case DslLexer::OUT: return "an /OUT line";
      case DslLexer::TEXT_LINE: case DslLexer::TEXT: case DslLexer::TEXT_END: case DslLexer::ODD_INDENT: return "text";
      case DslLexer::REF: case DslLexer::REF_END: return "a reference";
      case DslLexer::BAD_REF: return "an invalid reference, or text";
      default: return {};
    }
  }
  // A Markdown bullet or quote marker before a directive, in a text line with or without
  // references (`- /DEF notes`, `> /FROM @a`), at any indentation: indentation is cosmetic.
  bool markdown_hides(std::size_t content, std::size_t first, std::string_view /*prefix*/) override {
    // (ODD_INDENT: text read so for its non-ASCII characters before a directive, a rendered
    // bullet `•` among them.)
    if (content != DslLexer::TEXT_LINE && content != DslLexer::TEXT && content != DslLexer::ODD_INDENT) return false;
    switch (first) {
      case DslLexer::THEN_LINE: case DslLexer::FROM_LINE: case DslLexer::DEF_LINE: case DslLexer::THEN:
      case DslLexer::FROM: case DslLexer::DEF: case DslLexer::TYPE: case DslLexer::AS: case DslLexer::OUT:
      case DslLexer::THEN_MISCASED: case DslLexer::FROM_MISCASED: case DslLexer::DEF_MISCASED:
      case DslLexer::TYPE_MISCASED: case DslLexer::AS_MISCASED: case DslLexer::OUT_MISCASED:
        return true;
      default:
        return false;
    }
  }
  MarkdownIndent markdown_indent() override { return {std::string_view::npos, false}; }
  // UNICODE_SPACE names the Unicode spaces before a directive only (`NBSP ／THEN` once its
  // solidus is fixed).
  bool checks_indentation(std::size_t, std::string_view folded) override {
    const std::size_t first = folded.find_first_not_of(" \t");
    return first != std::string_view::npos && folded[first] == '/';
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
    if (pipe_.run.empty()) {  // a document that is empty or begins with /THEN (ListTokenSource needs a token)
      if (!continuation) builder_->add_run(nullptr, false);
      return;
    }
    // (the tokens and the tree are kept until the next run replaces them)
    builder_->add_run(pipe_.load_run().stepRun(), continuation);
  }

  char sigil_;
  bool reference_, check_fixes_;
  LinePipeline<DslLexer, DslParser> pipe_;
  ByteCharStream probe_input_;  // the near-miss probe's (the sigil shown as the lexer's is)
  Builder* builder_ = nullptr;
  bool first_run_ = true;  // the first run begins with the first step, every later one with a /THEN
  Shape shape_;            // (reused)
};

}  // namespace

bool is_valid_sigil(char sigil) {
  const unsigned char c = static_cast<unsigned char>(sigil);
  if (c <= 0x20 || c >= 0x7F) return false;  // control, blank, non-ASCII
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return false;
  return c != '_' && c != '/' && c != ',';
}

void Options::validate() const {
  if (!is_valid_sigil(sigil))
    throw std::invalid_argument("the sigil must be one ASCII character other than a letter, digit, blank, '_', '/' or ','");
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

Result parse_each(std::string_view text, const Handlers& handlers, const Options& options) {
  options.validate();
  Driver driver(options.sigil, options.reference_lexer);
  return driver.run(text, handlers.on_step);
}

Result parse(std::string_view text, const Options& options) { return parse_each(text, {}, options); }

std::vector<Diagnostic> check(std::string_view text, const Options& options) {
  return parse_each(text, {[](const Step&) {}}, options).diagnostics;
}

std::vector<Diagnostic> check_without_fix_checks(std::string_view text, const Options& options) {
  options.validate();
  return Driver(options.sigil, options.reference_lexer, false).run(text, [](const Step&) {}).diagnostics;
}

void run_fix_checks(std::string_view text, const Options& options, std::vector<Diagnostic>& diagnostics) {
  Driver::check_fixes(text, options.sigil, options.reference_lexer, diagnostics);
}

}  // namespace llmfmt::dsl
