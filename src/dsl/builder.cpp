#include "dsl/builder.h"

#include <algorithm>
#include <cctype>
#include <tuple>
#include <typeinfo>

#include "core/characters.h"
#include "core/edit_distance.h"
#include "core/look_alikes.h"
#include "core/utf8.h"

namespace llmfmt::dsl {
namespace {

// Blanks separate tokens and are trimmed from payloads. A lone CR counts as one (a CRLF's CR is
// gone already).
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_word(char c) { return is_letter(c) || is_digit(c) || c == '_'; }

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return out;
}

std::string lower(std::string_view s) { return characters::ascii_lower(s); }

std::size_t skip_blanks(std::string_view s, std::size_t i, std::size_t end) {
  while (i < end && is_blank(s[i])) ++i;
  return i;
}

// [begin, end) without blanks at either end.
std::pair<std::size_t, std::size_t> trimmed(std::string_view s, std::size_t begin, std::size_t end) {
  begin = skip_blanks(s, begin, end);
  while (end > begin && is_blank(s[end - 1])) --end;
  return {begin, end};
}

const char* const kDirectives[] = {"THEN", "FROM", "DEF", "TYPE", "AS", "OUT"};
const char* const kTypes[] = {"nat", "str", "int", "float", "bool"};

// The known name `word` was most likely meant to be (exact up to case, or a few edits away: two
// for directives, where `/FORM` means /FROM; one for the short type names).
const Nearness kNearDirective{[](std::size_t, std::size_t) -> std::size_t { return 2; }, false, 16};
const Nearness kNearType{[](std::size_t, std::size_t) -> std::size_t { return 1; }, false, 16};
template <std::size_t N>
std::optional<std::string> nearest(std::string_view word, const char* const (&names)[N], bool upper_case,
                                   const Nearness& rule = kNearDirective) {
  return nearest_name(upper_case ? upper(word) : lower(word), names, rule);
}

// The type a word from another language's vocabulary names (`string`, `Integer`), or the type it
// is one edit from (`Str`, `flaot`): what a /TYPE was most likely meant to say (dsl.md §3.4).
std::optional<std::string> meant_type(std::string_view word) {
  static const std::pair<const char*, const char*> kAliases[] = {
      {"string", "str"}, {"integer", "int"}, {"long", "int"}, {"boolean", "bool"}, {"double", "float"},
      {"decimal", "float"}};  // (not `number`, int or float, nor `text`, str or nat: a hint would guess)
  const std::string w = lower(word);
  for (const auto& [alias, type] : kAliases)
    if (w == alias) return std::string(type);
  return nearest(word, kTypes, false, kNearType);
}

// The line with content[begin, end) replaced: a whole-line fix hint.
std::string replaced(const Line& line, std::size_t begin, std::size_t end, std::string_view with) {
  std::string out(line.content.substr(0, begin));
  out += with;
  out += line.content.substr(end);
  return out;
}

// The line without the marker part c[begin, end) (and the blanks before it): the whole-line fix
// hint for a repeated marker; `otherwise` when nothing would be left of the line.
std::string without_part(const Line& line, std::size_t begin, std::size_t end, std::string otherwise) {
  const std::string_view c = line.content;
  const std::size_t before = trimmed(c, 0, begin).second;
  if (before == 0) return otherwise;
  return replaced(line, before, end >= c.size() ? c.size() : trimmed(c, begin, end).second, "");
}

// A valid name made from an invalid one: other characters (code points, not bytes: `é` is one)
// become '_', a leading digit gets '_'.
std::string sanitized(std::string_view name) { return characters::ascii_name(name, is_word); }

// What is wrong with an invalid name: its first character that may not be in one, by code point.
std::string name_problem(std::string_view name) {
  if (name.empty()) return "the name is empty";
  if (is_digit(name[0])) return "a name cannot start with a digit";
  std::size_t i = 0;
  while (i < name.size() && is_word(name[i])) ++i;
  if (i == name.size()) return "a name is letters, digits and '_', not starting with a digit";
  return characters::describe(name, i) + " is not allowed in a name (ASCII letters, digits and '_')";
}

const char* const kOneStep =
    "A step can use only variables defined by earlier steps (and the built-ins @ALL and @CHAT)";

}  // namespace

// ---- lines -------------------------------------------------------------------------------------

Line line_at(std::string_view input, std::size_t start, std::size_t stop, std::size_t number) {
  Line line;
  line.offset = std::min(start, input.size());
  const std::size_t newline = input.find('\n', line.offset);
  stop = std::min({stop, input.size(), newline == std::string_view::npos ? input.size() : newline + 1});
  line.content = input.substr(line.offset, stop >= line.offset ? stop - line.offset : 0);
  line.size = line.content.size();
  if (!line.content.empty() && line.content.back() == '\n') line.content.remove_suffix(1);
  if (!line.content.empty() && line.content.back() == '\r') line.content.remove_suffix(1);  // CRLF, or a CR at the very end
  line.terminated = line.content.size() < line.size;
  line.number = number;
  return line;
}

Line line_at(const antlr4::Token& token, std::string_view input) {
  // Every token's column is counted in bytes from the start of its line (a TEXT_LINE run's is 0).
  return line_at(input, token.getStartIndex() - token.getCharPositionInLine(), input.size(), token.getLine());
}

template <typename F>
void Builder::for_each_line(const antlr4::Token* token, F f) const {
  std::size_t stop = std::min<std::size_t>(token->getStopIndex() + 1, input_.size());
  if (stop + 1 == input_.size() && input_.back() == '\r') ++stop;  // the input's last CR (parser.cpp): the line's end
  std::size_t number = token->getLine();
  for (std::size_t at = token->getStartIndex(); at < stop;) {
    const Line line = line_at(input_, at, stop, number++);
    f(line);
    at = line.end_offset();
  }
}

// ---- the builder -------------------------------------------------------------------------------

Builder::Builder(std::string_view input, char sigil, DiagnosticCollector& diagnostics,
                 std::function<void(const Step&)> on_step)
    : input_(input), sigil_(sigil), diagnostics_(diagnostics), on_step_(std::move(on_step)) {
  program_.sigil = sigil;
}

void Builder::report(const char* code, Position at, std::string message, std::string fix_hint, Severity severity,
                     std::vector<Edit> fix) {
  Diagnostic d;
  d.code = code;
  d.severity = severity;
  d.span.start = at;
  d.span.end = at;
  d.message = std::move(message);
  d.fix_hint = std::move(fix_hint);
  d.fix = std::move(fix);
  diagnostics_.report(std::move(d));
}

Edit Builder::edit(const Line& line, std::size_t begin, std::size_t end, std::string text) {
  return Edit{{line.at(begin), line.at(end)}, std::move(text)};
}

std::vector<Edit> Builder::reference_fix(const Line& line, std::size_t begin, std::size_t end,
                                         const std::string& meant) const {
  if (!is_defined(meant.substr(1))) return {};
  return {edit(line, begin, end, meant)};
}

std::string Builder::valid_reference(std::string_view name) const {
  const std::string fixed = sanitized(name);
  if (is_defined(fixed) || fixed.size() > 32) return fixed;
  // At most two edits away: `@cafe_menu` for `@café_menu` (the variables have no order: ties go
  // to the first in byte order).
  static const Nearness kNearVariable{[](std::size_t, std::size_t) -> std::size_t { return 2; }, false, 32,
                                      std::numeric_limits<std::size_t>::max(), true};
  std::vector<std::string_view> known;
  known.reserve(defined_.size());
  for (const auto& entry : defined_) known.push_back(entry.first);
  return nearest_name(fixed, known, kNearVariable).value_or(fixed);
}

void Builder::bad_reference(const Line& line, std::size_t begin, std::size_t end) {
  const std::string sig(1, sigil_);
  const std::string_view name = line.content.substr(begin + 1, end - begin - 1);
  const std::string meant = sig + valid_reference(name);
  report("INVALID_VARIABLE_NAME", line.at(begin),
         "'" + sig + std::string(name) + "' is not a valid reference: " + name_problem(name),
         replaced(line, begin, end, meant), Severity::error, reference_fix(line, begin, end, meant));
}

bool Builder::unicode_space_before_directive(const Line& line) {
  const std::string_view c = line.content;
  if (!reading::slash_after_unicode_spaces(c)) return false;  // other non-ASCII text (`“/usr” is`): a text line
  std::size_t slash = 0;
  std::vector<Edit> fix;
  std::optional<std::size_t> first;  // the first Unicode space
  while (c[slash] != '/') {
    if (c[slash] == ' ' || c[slash] == '\t') {
      ++slash;
      continue;
    }
    const std::size_t length = characters::unicode_space_at(c, slash);
    if (!first) first = slash;
    // A zero-width space or BOM stands for nothing; the visible spaces for a blank.
    const bool zero_width = c.substr(slash, length) == "\u200B" || c.substr(slash, length) == "\uFEFF";
    fix.push_back(edit(line, slash, slash + length, zero_width ? "" : " "));
    slash += length;
  }
  std::size_t name_end = slash + 1;
  while (name_end < c.size() && is_word(c[name_end])) ++name_end;
  const std::string word(c.substr(slash, name_end - slash));
  const std::string shown = characters::describe(c, *first);
  report("UNICODE_SPACE", line.at(*first),
         shown + " before '" + word + "': a directive line may begin only with spaces and tabs, so this line is " +
             "neither a directive nor instruction text",
         "Replace " + shown.substr(0, 6) + " with a plain space (or delete it) so that the line begins with '" + word + "'",
         Severity::error, std::move(fix));
  return true;
}

void Builder::lone_cr_before_directive(const Line& line) {
  const std::string_view c = line.content;
  reading::directives_after_lone_cr(c, [&](std::size_t cr, std::size_t slash, std::size_t name_end) {
    const std::string word(c.substr(slash, name_end - slash));
    // (The edit first: its positions are counted on from the last asked for, so in order.)
    Edit fix = edit(line, cr, cr + 1, "\n");
    const Position at = fix.range.start;
    report("LONE_CR", at,
           "a lone CR (U+000D) ends no line: '" + word + "' after it is in the middle of line " +
               std::to_string(line.number) + ", so it is not read as a directive",
           "Replace the CR with a line feed (LF) so that '" + word + "' begins a line", Severity::error,
           {std::move(fix)});
  });
}

void Builder::end_with(const Line& line) {
  if (!program_.steps.empty()) program_.steps.back().span.end = line.end();
}

Program Builder::finish() {
  // A document of blank lines only has no steps (and no error).
  if (empty_first_ && steps_built_ == 1) program_.steps.clear();
  if (on_step_) {
    for (const Step& step : program_.steps) on_step_(step);
    program_.steps.clear();
  }
  return std::move(program_);
}

void Builder::add_step(Step step) {
  ++steps_built_;
  if (on_step_) {
    for (const Step& done : program_.steps) on_step_(done);
    program_.steps.clear();
  }
  program_.steps.push_back(std::move(step));
}

// ---- tokens ------------------------------------------------------------------------------------

std::size_t Builder::begin_of(const antlr4::Token& token, const Line& line) const {
  return std::min(token.getStartIndex() - line.offset, line.content.size());
}

std::size_t Builder::end_of(const antlr4::Token& token, const Line& line) const {
  const std::size_t begin = begin_of(token, line);
  std::size_t end = std::min(token.getStopIndex() + 1 - line.offset, line.content.size());
  while (end > begin && is_blank(line.content[end - 1])) --end;  // an operand token carries the blanks after it
  return end;
}

namespace {

// The tokens of a rule whose children are all tokens (DslParser.g4 text, fromItem, words, asText).
std::vector<antlr4::Token*> tokens_of(antlr4::ParserRuleContext* ctx) {
  std::vector<antlr4::Token*> out;
  if (!ctx) return out;
  out.reserve(ctx->children.size());
  for (antlr4::tree::ParseTree* child : ctx->children)
    out.push_back(static_cast<antlr4::tree::TerminalNode*>(child)->getSymbol());
  return out;
}

// `tree` as a T, or null: what getRuleContext() does, with a cheaper test than its dynamic_cast.
template <class T>
T* as(antlr4::tree::ParseTree* tree) {
  return typeid(*tree) == typeid(T) ? static_cast<T*>(tree) : nullptr;
}

bool is_any(const antlr4::Token* token, std::initializer_list<std::size_t> types) {
  return std::find(types.begin(), types.end(), token->getType()) != types.end();
}

// Where an operand in c[begin, end) stops: at the first lone CR followed by blanks and a directive
// name (`/DEF x\r/OUT y`), else `end`. LONE_CR reports that directive; cutting the operand there
// keeps it from being reported a second time as a bad name, type or reference.
std::size_t before_lone_cr_directive(std::string_view c, std::size_t begin, std::size_t end) {
  std::size_t cut = end;
  reading::directives_after_lone_cr(c, [&](std::size_t cr, std::size_t, std::size_t) {
    if (cr >= begin && cr < cut) cut = cr;
  });
  return cut;
}

}  // namespace

void Builder::add_marks(std::vector<Mark>& marks, const Line& line,
                        const std::vector<antlr4::tree::ParseTree*>& children) const {
  for (antlr4::tree::ParseTree* child : children) add_mark(marks, line, static_cast<antlr4::tree::TerminalNode*>(child)->getSymbol());
}

void Builder::add_mark(std::vector<Mark>& marks, const Line& line, const antlr4::Token* t) const {
  if (const std::optional<Mark> m = reading::reference(line.content, t->getType(), begin_of(*t, line), end_of(*t, line)))
    marks.push_back(*m);
}

template <typename F>
void Builder::text_lines(antlr4::ParserRuleContext* ctx, std::size_t first, std::size_t last, std::size_t skip,
                         Piece* seed, F f) {
  Piece current;
  bool open = false;
  if (seed) {
    current = *seed;
    open = true;
  }
  auto flush = [&] {
    if (open) f(current);
    open = false;
  };
  std::size_t dropped = 0;  // the line of a directive after a Unicode space (reported, not text)
  for (std::size_t i = first; i < last; ++i) {
    const antlr4::Token* t = static_cast<antlr4::tree::TerminalNode*>(ctx->children[i])->getSymbol();
    if (t->getLine() == skip) continue;  // the end of the directive's own line
    switch (t->getType()) {
      case DslParser::TEXT_LINE:  // opaque lines (a run of them, parser.cpp)
        flush();
        for_each_line(t, [&](const Line& line) {
          lone_cr_before_directive(line);
          f(Piece{line, 0, line.content.size(), {}});
        });
        break;
      case DslParser::NL: flush(); break;
      default:  // ODD_INDENT, TEXT, REF, GLUED_REF, BAD_REF, SIGIL, TEXT_END, REF_END: a text line with the sigil
        if (t->getLine() == dropped) continue;
        if (!open || current.line.number != t->getLine()) {
          flush();
          const Line line = line_of(t);
          if (t->getType() == DslParser::ODD_INDENT && unicode_space_before_directive(line)) {
            dropped = t->getLine();
            continue;
          }
          lone_cr_before_directive(line);
          current = Piece{line, begin_of(*t, line), line.content.size(), {}};
          open = true;
        }
        add_mark(current.marks, current.line, t);
        if (t->getType() == DslParser::TEXT_END || t->getType() == DslParser::REF_END) flush();
        break;
    }
  }
  flush();
}

// ---- steps -------------------------------------------------------------------------------------

void Builder::add_run(DslParser::StepRunContext* run, bool continuation) {
  if (!run) {  // no tokens: an empty step
    StepDraft s;
    finish_step(s);
    return;
  }
  // The children are step (then step)* EOF; a continuation run's first step is the empty one
  // before its /THEN.
  DslParser::ThenContext* then = nullptr;
  bool first = true;
  for (antlr4::tree::ParseTree* child : run->children) {
    if (auto* t = as<DslParser::ThenContext>(child)) then = t;
    if (auto* step = as<DslParser::StepContext>(child)) {
      if (!(first && continuation)) build_step(then, step);
      first = false;
    }
  }
}

void Builder::build_step(DslParser::ThenContext* then, DslParser::StepContext* step) {
  StepDraft s;
  std::optional<Line> last_line;  // the step's span ends with it (its end is computed once, below)
  auto saw = [&](const Line& line) {
    if (!last_line) s.step.span.start = line.at(0);
    last_line = line;
  };
  auto instruction = [&](const Piece& piece) {
    saw(piece.line);
    s.instruction.push_back(piece);
  };
  std::optional<Piece> then_piece;
  if (then) {
    const antlr4::Token* token = then->getStart();
    const Line line = line_of(token);
    s.then_line = line;
    saw(line);
    const std::size_t slash = skip_blanks(line.content, 0, line.content.size());
    const std::size_t after = slash + reading::directive_width(token->getType());
    if (token->getType() == DslParser::THEN_MISCASED)
      report("UNKNOWN_DIRECTIVE", line.at(slash),
             "unknown directive '" + std::string(line.content.substr(slash, after - slash)) +
                 "'; directive names are exact and upper-case (read as /THEN)",
             replaced(line, slash, after, "/THEN"));
    lone_cr_before_directive(line);  // `/THEN Do it\r/OUT y`: not silently instruction text
    then_piece = Piece{line, after, line.content.size(), {}};  // the rest of the line is instruction text
  }
  std::size_t text_end = 0;  // the step's text tokens come before its directives
  while (text_end < step->children.size() && !as<DslParser::DirectiveContext>(step->children[text_end])) ++text_end;
  text_lines(step, 0, text_end, 0, then_piece ? &*then_piece : nullptr, instruction);
  for (std::size_t i = text_end; i < step->children.size(); ++i) {
    auto* d = as<DslParser::DirectiveContext>(step->children[i]);
    if (!d) continue;  // (an error node: reported as INTERNAL_ERROR)
    const Line line = line_of(d->getStart());
    saw(line);
    directive(s, d, line);
    text_lines(d, 1, d->children.size(), line.number, nullptr, [&](const Piece& piece) {
      saw(piece.line);
      continuation(s, piece);
    });
  }
  if (last_line) s.step.span.end = last_line->end();
  finish_step(s);
}

// ---- directives --------------------------------------------------------------------------------

namespace {

bool is_miscased(std::size_t token_type) {
  return token_type == DslParser::FROM_MISCASED || token_type == DslParser::DEF_MISCASED ||
         token_type == DslParser::TYPE_MISCASED || token_type == DslParser::AS_MISCASED ||
         token_type == DslParser::OUT_MISCASED;
}

const char* const kDirectiveList =
    "A line whose first non-blank character is '/' followed by a letter is a directive: /THEN, /FROM, /DEF, /TYPE, "
    "/AS or /OUT";

}  // namespace

void Builder::directive(StepDraft& s, DslParser::DirectiveContext* ctx, const Line& line) {
  const std::string_view c = line.content;
  if (!s.first_directive) s.first_directive = line;
  const antlr4::Token* key = ctx->getStart();
  const std::size_t type = key->getType();
  const std::size_t slash = skip_blanks(c, 0, c.size());  // after the indentation
  s.continues = Continues::absorbed;  // unless a known directive says otherwise below
  lone_cr_before_directive(line);

  if (type == DslParser::GLUED_DIRECTIVE) {  // `/FROM@a`, `/usr/bin`: the token runs to the next blank
    std::size_t name_end = slash + 1;
    while (name_end < c.size() && is_word(c[name_end])) ++name_end;
    const std::string_view name = c.substr(slash + 1, name_end - slash - 1);
    const std::string word(c.substr(slash, end_of(*key, line) - slash));
    const std::optional<std::string> meant = nearest(name, kDirectives, true);
    report("UNKNOWN_DIRECTIVE", line.at(slash),
           "'" + word + "' is not a directive: a directive name ends at a blank or at the end of the line",
           meant && upper(name) == *meant ? replaced(line, slash, name_end, "/" + *meant + " ") : kDirectiveList);
    s.open_def = false;
    return;
  }
  if (type == DslParser::IN_DIRECTIVE) {
    report("MALFORMED_IN", line.at(slash), "/IN belongs on the /FROM line, right after a description",
           "/FROM description /IN " + std::string(1, sigil_) + "variable");
    s.open_def = false;
    return;
  }
  if (type == DslParser::UNKNOWN_DIRECTIVE) {
    const std::size_t name_end = end_of(*key, line);
    const std::string_view name = c.substr(slash + 1, name_end - slash - 1);
    // `/tmp is full`: a lower-case word after '/' is a path or a command, not a misspelt directive
    // (directives are upper-case; `/then` in another case is THEN_MISCASED), so no directive is
    // suggested for it: `/TYPE is full` would change the meaning of the line.
    if (lower(name) == name) {
      report("UNKNOWN_DIRECTIVE", line.at(slash),
             "'/" + std::string(name) + "' at the start of a line is read as a directive, and there is no such " +
                 "directive; if it is a path, it cannot begin a line",
             "If '/" + std::string(name) + "' is a path, put a word before it so that the line does not begin with '/' (\"Path " +
                 std::string(c.substr(slash)) + "\"); the directives are /THEN, /FROM, /DEF, /TYPE, /AS and /OUT");
      s.open_def = false;
      return;
    }
    // The input's last line, without a line end, cut inside a directive's name (`/DE`): a reply
    // cut off at its token limit. What was lost cannot be known, so nothing is completed.
    std::string cut;
    if (name_end == c.size() && !line.terminated && line.offset + c.size() == input_.size())
      for (const char* d : kDirectives)
        if (std::string_view(d).size() > name.size() && std::string_view(d).substr(0, name.size()) == name)
          cut += std::string(cut.empty() ? "" : " or ") + "/" + d;
    const std::optional<std::string> meant = nearest(name, kDirectives, true);
    std::vector<Edit> fix;
    // An edit only where the name is surely that directive (its case, or one typo away); a
    // farther guess stays a hint.
    if (meant && cut.empty() && (upper(name) == *meant || edit_distance(upper(name), *meant) <= 1))
      fix.push_back(edit(line, slash + 1, name_end, *meant));
    report("UNKNOWN_DIRECTIVE", line.at(slash),
           "unknown directive '/" + std::string(name) + "'" +
               (!cut.empty() ? "; the input ends here, inside what begins " + cut +
                                   " (a reply cut off?): the rest of the directive and all after it are lost"
                : meant      ? "; directive names are exact and upper-case"
                             : ""),
           meant ? replaced(line, slash + 1, name_end, *meant) : kDirectiveList, Severity::error, std::move(fix));
    s.open_def = false;
    return;
  }
  const std::size_t name_end = slash + reading::directive_width(type);
  const std::size_t payload = skip_blanks(c, name_end, c.size());
  if (is_miscased(type)) {  // `/def` is read as /DEF all the same, so that one wrong letter case is one error
    const std::string name(c.substr(slash + 1, name_end - slash - 1));
    report("UNKNOWN_DIRECTIVE", line.at(slash),
           "unknown directive '/" + name + "'; directive names are exact and upper-case",
           replaced(line, slash + 1, name_end, upper(name)));
  }

  // Dispatched by the rule that read the line (DslParser.g4 `directive`).
  if (DslParser::FromLineContext* from_line = ctx->fromLine()) {
    s.open_def = false;
    s.continues = Continues::nothing;
    from(s, line, payload, from_line);
    return;
  }
  if (DslParser::DefLineContext* def_line = ctx->defLine()) {
    def(s, line, payload, def_line);
    return;
  }
  if (ctx->outLine()) {
    s.open_def = false;
    s.continues = Continues::out;
    if (s.out.empty()) s.out_at = line.at(slash);
    s.out.push_back({line, payload, c.size(), {}});
    return;
  }
  // A /TYPE or /AS line (or neither: a rule the parser could not match, reported as INTERNAL_ERROR).
  const bool type_line = ctx->typeLine() != nullptr;
  if (!type_line && !ctx->asLine()) return;
  if (!s.open_def) {
    const std::string canonical = type_line ? "TYPE" : "AS";
    report("MISPLACED_DIRECTIVE", line.at(slash),
           "/" + canonical + " belongs to a /DEF: write it on the /DEF line or on the lines right after it",
           "/DEF name /TYPE nat /AS description");
    return;
  }
  // The line's own marker is a part only when exact (`/type int` is reported above and read as a
  // line of the /DEF without a /TYPE).
  std::vector<Part> parts;
  std::vector<DslParser::DefPartContext*> more;
  if (type_line) {
    DslParser::TypeLineContext* t = ctx->typeLine();
    if (type == DslParser::TYPE) parts.push_back({true, slash, slash + reading::directive_width(type), t->words(), nullptr});
    more = t->defPart();
  } else {
    DslParser::AsLineContext* a = ctx->asLine();
    if (type == DslParser::AS) parts.push_back({false, slash, slash + reading::directive_width(type), nullptr, a->asText()});
    more = a->defPart();
  }
  add_parts(parts, line, more);
  markers(s, s.defs.back(), line, parts, false, nullptr, 0);
}

void Builder::add_parts(std::vector<Part>& parts, const Line& line, const std::vector<DslParser::DefPartContext*>& more) const {
  for (DslParser::DefPartContext* p : more) {
    const antlr4::Token* mark = p->getStart();
    const bool is_type = mark->getType() == DslParser::TYPE_MARK;
    const std::size_t begin = begin_of(*mark, line);
    parts.push_back({is_type, begin, begin + reading::directive_width(mark->getType()), is_type ? p->words() : nullptr, is_type ? nullptr : p->asText()});
  }
}

void Builder::continuation(StepDraft& s, const Piece& piece) {
  const Line& line = piece.line;
  switch (s.continues) {
    case Continues::out: s.out.push_back({line, 0, line.content.size(), {}}); return;
    case Continues::as: s.defs.back().as_pieces.push_back({line, 0, line.content.size(), piece.marks}); return;
    case Continues::absorbed: return;
    case Continues::nothing: break;
  }
  const std::size_t first = skip_blanks(line.content, 0, line.content.size());
  if (first == line.content.size()) return;  // blank lines are fine anywhere
  s.continues = Continues::absorbed;         // one report per run of stray lines
  report("TEXT_AFTER_DIRECTIVE", line.at(first),
         "text after a directive that takes a single line; a step's instruction text comes before its directives, "
         "and only /OUT and /AS continue on the following lines",
         "Move this text above the step's first directive, or start a new step with /THEN");
}

void Builder::from(StepDraft& s, const Line& line, std::size_t payload, DslParser::FromLineContext* ctx) {
  const std::string_view c = line.content;
  if (s.step.from) {
    const Line& first = *s.from_line;
    const auto [b, e] = trimmed(first.content, s.from_payload, first.content.size());
    const auto [pb, pe] = trimmed(c, payload, c.size());
    std::string merged = std::string(first.content.substr(0, s.from_payload)) + std::string(first.content.substr(b, e - b));
    if (e > b && pe > pb) merged += ", ";
    merged += c.substr(pb, pe - pb);
    report("DUPLICATE_FROM", line.at(skip_blanks(c, 0, c.size())),
           "a step has at most one /FROM (the first is on line " + std::to_string(first.number) +
               "); this one's items are added to it",
           merged);
  } else {
    s.step.from = From{};
    s.step.from->span = {line.at(0), line.end()};
    s.from_line = line;
    s.from_payload = payload;
  }
  std::vector<Word> words;
  if (ctx->FROM_LINE()) {
    // A well-formed list (DslLexer.g4 FROM_LINE): items separated by commas, words by blanks; a
    // word is `/IN`, a variable (the sigil and a name) or a word of a description.
    reading::from_line_items(c, payload, sigil_, [&](const std::vector<Word>& item, std::size_t) {
      if (!item.empty()) from_item(s, line, item);
    });
    return;
  }
  for (DslParser::FromItemContext* item : ctx->fromItem()) {
    words.clear();
    for (const antlr4::Token* t : tokens_of(item)) words.push_back({t->getType(), begin_of(*t, line), end_of(*t, line)});
    if (!words.empty()) from_item(s, line, words);  // `@a,,@b`: empty items are skipped
  }
}

void Builder::from_item(StepDraft& s, const Line& line, std::vector<Word> words) {
  const std::string_view c = line.content;
  // A variable cut off by a lone CR before a directive (`@notes\r/OUT x`) is that variable alone.
  const std::size_t cut = before_lone_cr_directive(c, words.front().begin, words.back().end);
  const bool variable = words.front().type == DslParser::VAR || words.front().type == DslParser::BAD_VAR;
  while (variable && words.size() > 1 && words.back().begin >= cut) words.pop_back();
  const std::size_t begin = words.front().begin, end = words.back().end;
  const std::string item(c.substr(begin, end - begin));
  std::vector<std::size_t> ins;  // indices of the /IN words
  for (std::size_t i = 0; i < words.size(); ++i)
    if (words[i].type == DslParser::IN) ins.push_back(i);
  const std::string sig(1, sigil_);
  const std::string in_hint = "description /IN " + sig + "variable";
  FromItem out;
  out.span = {line.at(begin), line.at(end)};
  auto is_variable = [](const Word& w) { return w.type == DslParser::VAR || w.type == DslParser::BAD_VAR; };

  if (is_variable(words.front())) {
    if (!ins.empty()) {
      report("MALFORMED_IN", line.at(words[ins[0]].begin),
             "/IN scopes a natural-language description; it cannot be applied to a variable reference",
             replaced(line, words.front().end, end, ""));
      return;
    }
    const std::string name = item.substr(1);
    if (words.size() != 1 || words.front().type != DslParser::VAR) {
      const std::string meant = sig + valid_reference(name);
      report("INVALID_VARIABLE_NAME", line.at(begin), "'" + item + "' is not a variable reference: " + name_problem(name),
             replaced(line, begin, end, meant), Severity::error, reference_fix(line, begin, end, meant));
      return;
    }
    if (!is_defined(name))
      report("UNDEFINED_VARIABLE", line.at(begin), "/FROM lists " + item + ", which no earlier step defines",
             std::string(kOneStep) + ": define it with /DEF " + name + " in an earlier step");
    out.kind = FromItem::Kind::variable;
    out.name = name;
    s.step.from->items.push_back(std::move(out));
    return;
  }

  out.kind = FromItem::Kind::description;
  out.scope = std::string(kAll);
  variable_in_description(line, words, ins.empty() ? words.size() : ins[0]);
  if (ins.empty()) {
    out.description = item;
    s.step.from->items.push_back(std::move(out));
    return;
  }
  const std::size_t in_at = words[ins[0]].begin;
  if (ins[0] == 0) {
    report("MALFORMED_IN", line.at(in_at), "/IN needs a natural-language description before it", in_hint);
    return;
  }
  if (ins.size() > 1) {
    report("MALFORMED_IN", line.at(words[ins[1]].begin), "a description takes one /IN; this is a second one",
           "Split it into two items separated by a comma, each with its own /IN");
    return;
  }
  if (ins[0] + 2 != words.size() || !is_variable(words.back())) {  // exactly one variable after /IN
    report("MALFORMED_IN", line.at(in_at), "/IN must be followed by exactly one variable reference (" + sig + "name)",
           replaced(line, in_at, end, "/IN " + sig + "variable"));
    return;
  }
  const Word& tail = words.back();
  const std::string scope(c.substr(tail.begin + 1, tail.end - tail.begin - 1));
  if (tail.type != DslParser::VAR) {
    const std::string meant = sig + valid_reference(scope);
    report("INVALID_VARIABLE_NAME", line.at(tail.begin), "'" + sig + scope + "' is not a variable reference: " + name_problem(scope),
           replaced(line, tail.begin, tail.end, meant), Severity::error, reference_fix(line, tail.begin, tail.end, meant));
    return;
  }
  if (!is_defined(scope))
    report("UNDEFINED_VARIABLE", line.at(tail.begin), "/IN names " + sig + scope + ", which no earlier step defines",
           std::string(kOneStep) + ": define it with /DEF " + scope + " in an earlier step");
  const auto [db, de] = trimmed(c, begin, in_at);
  out.description = std::string(c.substr(db, de - db));
  out.scope = scope;
  out.scoped = true;
  s.step.from->items.push_back(std::move(out));
}

// A variable among the words of a /FROM description is text of the description (dsl.md §7.1 (B)):
// the element grants no access to it and does not search it only. Written so, it was nearly
// always meant as a scope (`notes /in @a`, `notes / IN @a`, `notes/IN @a`, `notes in @a`: /IN is
// exact, upper-case and blank-separated, DECISIONS §4) or as an element of its own; never
// silently (docs/formats/dsl.md §3.2). A hint only: either reading changes what the step may read.
void Builder::variable_in_description(const Line& line, const std::vector<Word>& words, std::size_t count) {
  if (count == 0) return;  // no description before /IN (`/FROM /IN @a`): MALFORMED_IN's
  const std::string_view c = line.content;
  // The element's description as read with look-alikes folded (a look-alike inside the near miss
  // does not hide it; one that makes the words other tokens is LOOK_ALIKE_CHARACTER's to name),
  // split into words at blanks; folded byte i is byte at(i) of the line.
  const std::size_t from = words.front().begin;
  const std::string_view written = c.substr(from, words[count - 1].end - from);
  const bool folds = look_alikes::may_fold(written);
  const look_alikes::Fold fold = folds ? look_alikes::fold(written) : look_alikes::Fold{};
  const std::string_view t = folds ? std::string_view(fold.text) : written;
  const auto at = [&](std::size_t i) { return from + (folds ? fold.origin[i] : i); };
  std::vector<std::pair<std::size_t, std::size_t>> ws;
  for (std::size_t i = skip_blanks(t, 0, t.size()), j = i; i < t.size(); i = j = skip_blanks(t, j, t.size())) {
    while (j < t.size() && !is_blank(t[j])) ++j;
    ws.emplace_back(i, j);
  }
  const auto word = [&](std::size_t k) { return t.substr(ws[k].first, ws[k].second - ws[k].first); };
  std::size_t near = std::string_view::npos, begin = 0, end = 0;  // in t: the near miss of `/IN`; the variable
  for (std::size_t k = 0; k < ws.size() && end == 0; ++k) {
    const std::string_view w = word(k);
    if (k > 0 && w[0] == sigil_ && is_valid_name(w.substr(1))) {
      if (word(k - 1) == "/IN") return;  // `notes /ІN @a`: the marker once folded, LOOK_ALIKE_CHARACTER's
      begin = ws[k].first, end = ws[k].second;
      const std::string before = upper(word(k - 1));
      if (before == "/IN" || before == "IN") near = ws[k - 1].first;
      if (before == "IN" && k >= 2 && word(k - 2) == "/") near = ws[k - 2].first;
      if (near == std::string_view::npos && before.size() > 3 && before.compare(before.size() - 3, 3, "/IN") == 0)
        near = ws[k - 1].second - 3;  // `notes/IN @a`: glued to the word before it
    } else if (const std::size_t sigil = w.find(sigil_);
               sigil != std::string_view::npos && sigil > 0 && upper(w.substr(0, sigil)) == "/IN" &&
               is_valid_name(w.substr(sigil + 1))) {
      near = ws[k].first, begin = ws[k].first + sigil, end = ws[k].second;  // `notes /IN@a`: glued to the variable
    }
  }
  if (end == 0) return;
  const std::string reference(t.substr(begin, end - begin));
  const std::string read_as = count < words.size() ? "one description searched in " + std::string(1, sigil_) +
                                                         std::string(c.substr(words.back().begin + 1, words.back().end - words.back().begin - 1))
                                                   : std::string("one description read over @ALL");
  Diagnostic d;
  d.code = "VARIABLE_IN_DESCRIPTION";
  d.severity = Severity::warning;
  if (near != std::string_view::npos) {
    const std::size_t near_at = at(near), variable_at = at(begin);
    const auto [wb, we] = trimmed(c, near_at, variable_at);
    d.span = {line.at(near_at), line.at(at(end))};
    d.message = "'" + std::string(c.substr(wb, we - wb)) +
                "' is not the /IN marker (exact, upper-case and blank-separated" +
                (near == 0 ? std::string(", after a description") : std::string()) + "): this element is " + read_as +
                ", with " + reference + " as a word of it, not " +
                (near == 0 ? "a read of " + reference + " itself" : "a description searched in " + reference);
    // (The near miss first, no description before it (`/FROM /IN@a`): the variable alone was
    // meant, /IN taking a description.)
    d.fix_hint = near == 0 ? std::string(c.substr(0, near_at)) + std::string(c.substr(variable_at))
                           : std::string(c.substr(0, near_at)) + (!is_blank(t[near - 1]) ? " " : "") + "/IN " +
                                 std::string(c.substr(variable_at));
  } else {
    d.span = {line.at(at(begin)), line.at(at(end))};
    d.message = reference + " inside a description is a word of it: this element is " + read_as +
                ", granting no access to " + reference;
    d.fix_hint = count < words.size()
                     ? "List " + reference + " as an element of its own, after a comma, or leave it out of the description"
                     : "Scope the description with /IN " + reference + " (after the description), or list " + reference +
                           " as an element of its own, after a comma";
  }
  diagnostics_.report(std::move(d));
}

void Builder::def(StepDraft& s, const Line& line, std::size_t payload, DslParser::DefLineContext* ctx) {
  const std::string_view c = line.content;
  DefDraft d;
  d.def.span = {line.at(skip_blanks(c, 0, c.size())), line.end()};
  s.defs.push_back(std::move(d));
  s.open_def = true;
  std::vector<Part> parts;
  if (ctx->DEF_LINE()) {
    // A well-formed line (DslLexer.g4 DEF_LINE): a NAME, then `/TYPE` and a type name, then `/AS`
    // and a description, each optional and separated by blanks.
    std::size_t at = payload;
    while (at < c.size() && !is_blank(c[at])) ++at;  // the name
    at = skip_blanks(c, at, c.size());
    if (at < c.size() && c[at + 1] == 'T') {
      parts.push_back({true, at, at + 5, nullptr, nullptr});
      at = skip_blanks(c, at + 5, c.size());
      while (at < c.size() && !is_blank(c[at])) ++at;  // the type
      at = skip_blanks(c, at, c.size());
    }
    if (at < c.size()) parts.push_back({false, at, at + 3, nullptr, nullptr});
    markers(s, s.defs.back(), line, parts, true, nullptr, payload);
    return;
  }
  add_parts(parts, line, ctx->defPart());
  markers(s, s.defs.back(), line, parts, true, ctx->words(), payload);
}

void Builder::markers(StepDraft& s, DefDraft& d, const Line& line, const std::vector<Part>& parts, bool def_line,
                      DslParser::WordsContext* name_words, std::size_t payload) {
  const std::string_view c = line.content;
  d.def.span.end = line.end();
  s.continues = Continues::nothing;

  if (def_line) name(s, d, line, payload, parts.empty() ? c.size() : parts[0].begin, name_words);
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const Part& m = parts[i];
    const std::size_t part_end = i + 1 < parts.size() ? parts[i + 1].begin : c.size();
    const Position at = line.at(m.begin);
    const bool last = i + 1 == parts.size();
    if (m.is_type) {
      if (d.type_at) {
        report("DUPLICATE_TYPE", at,
               "a /DEF takes at most one /TYPE (the first is on line " + std::to_string(d.type_at->line) + ")",
               without_part(line, m.begin, part_end, "Remove this line: the /DEF has its /TYPE already"));
        continue;
      }
      d.type_at = at;
      set_type(d, line, m.end, part_end, m.words);
      continue;
    }
    if (d.as_at) {
      // Right after the first /AS's text, the fix joins the two descriptions (drops this marker);
      // elsewhere it drops this /AS and its text.
      const std::size_t before = trimmed(c, 0, m.begin).second;
      const bool joins = i > 0 && !parts[i - 1].is_type && d.as_line && d.as_line->number == line.number &&
                         parts[i - 1].end == d.as_end;
      report("DUPLICATE_AS", at,
             "a /DEF takes at most one /AS (the first is on line " + std::to_string(d.as_at->line) + ")",
             joins ? replaced(line, before, skip_blanks(c, m.end, c.size()) < c.size() ? m.end : c.size(), "")
                   : without_part(line, m.begin, part_end, "Remove this /AS, or join the two descriptions into one"));
      if (last) s.continues = Continues::absorbed;
      continue;
    }
    d.as_at = at;
    d.as_line = line;
    d.as_end = m.end;
    d.def.description_given = true;
    const auto [b, e] = trimmed(c, m.end, part_end);
    Piece piece{line, b, e, {}};
    if (m.text) add_marks(piece.marks, line, m.text->children);
    if (m.text) spaced_marks(line, m.text);
    d.as_pieces.push_back(std::move(piece));
    if (last) s.continues = Continues::as;
  }
}

// A mark a blank keeps from its slash inside a description (`/AS the risks / TYPE list`): the
// grammar reads '/' and the word after it as text of the description (DslLexer.g4 AS_SLASH_TEXT,
// AS_TEXT), so the /DEF has no /TYPE; never silently (dsl.md §1.3).
void Builder::spaced_marks(const Line& line, DslParser::AsTextContext* text) {
  const std::string_view c = line.content;
  // The bytes of `rest` (what follows a '/') that are blanks and then a mark's name, that name.
  const auto spaced = [](std::string_view rest) -> std::pair<std::size_t, std::string_view> {
    const std::size_t name = skip_blanks(rest, 0, rest.size());
    if (name == 0) return {0, {}};
    for (const std::string_view m : {std::string_view("TYPE"), std::string_view("AS")}) {
      const std::size_t after = name + m.size();
      if (rest.substr(name, m.size()) == m &&
          (after == rest.size() || rest[after] == ' ' || rest[after] == '\t' || rest[after] == '\r'))
        return {name, m};
    }
    return {0, {}};
  };
  for (const antlr4::Token* token : tokens_of(text)) {
    if (token->getType() != DslParser::AS_SLASH_TEXT) continue;
    const std::size_t slash = begin_of(*token, line);
    const std::string_view rest = c.substr(slash + 1);
    Diagnostic d;
    auto [name, mark] = spaced(rest);
    if (!mark.empty()) {
      d.span = {line.at(slash + 1), line.at(slash + 1 + name)};
      d.fix = {Edit{d.span, ""}};
      d.fix_hint = std::string(c.substr(0, slash + 1)) + std::string(rest.substr(name));
    } else if (look_alikes::may_fold(rest.substr(0, 24))) {  // `/\u00A0TYPE`, `/ ΤYPE` (a Greek Tau)
      const look_alikes::Fold fold = look_alikes::fold(rest);
      std::tie(name, mark) = spaced(fold.text);
      // (A look-alike right after the name counts: `/ TYPE\u00A0str` is the mark once folded.)
      if (mark.empty() || fold.changed.empty()) continue;
      const look_alikes::Folded& first = fold.changed.front();
      if (first.offset > fold.origin[name + mark.size()]) continue;
      d.span = {line.at(slash + 1), line.at(slash + 1 + std::max(fold.origin[name + mark.size()], first.offset + first.length))};
      d.fix_hint = std::string(c.substr(0, slash + 1)) + fold.text.substr(name);
      d.message = ", once " + look_alikes::describe(first, "column " + std::to_string(line.at(slash + 1 + first.offset).column)) +
                  " is read as ASCII";
    } else {
      continue;
    }
    d.code = "SPACED_DIRECTIVE";
    d.severity = Severity::warning;
    d.message = "blank between '/' and '" + std::string(mark) + "'" + d.message +
                ": a marker's name follows its '/' directly, so this is read as part of the description, not as the /" +
                std::string(mark) + " it looks like";
    diagnostics_.report(std::move(d));
  }
}

void Builder::name(StepDraft& s, DefDraft& d, const Line& line, std::size_t begin, std::size_t end,
                   DslParser::WordsContext* words) {
  const std::string_view c = line.content;
  const std::size_t cut = before_lone_cr_directive(c, begin, end);
  std::tie(begin, end) = trimmed(c, begin, cut);
  std::string written(c.substr(begin, end - begin));
  d.def.name = written;
  std::vector<antlr4::Token*> tokens = tokens_of(words);
  while (!tokens.empty() && begin_of(*tokens.back(), line) >= cut) tokens.pop_back();
  const bool well_formed = !words;  // a DEF_LINE's name is a NAME
  if (tokens.empty() && !well_formed) {
    const bool glued = begin == c.size() || !is_blank(c[begin > 0 ? begin - 1 : 0]);
    report("INVALID_VARIABLE_NAME", line.at(begin), "/DEF needs the name of the variable it defines",
           replaced(line, begin, begin, glued ? (begin == c.size() ? " name" : " name ") : "name "));
    return;
  }
  for (std::size_t i = 1; i < tokens.size(); ++i) {  // `/DEF x /type int`: a marker in the wrong case
    if (!is_any(tokens[i], {DslParser::SLASH_WORD, DslParser::MISCASED_MARK, DslParser::SLASH_GLUED_MARK})) continue;
    const std::size_t word_begin = begin_of(*tokens[i], line), word_end = end_of(*tokens[i], line);
    const std::string_view word = c.substr(word_begin, word_end - word_begin);
    // `/TYPE: str`, `/TYPE=str`, `/AS: the notes`: a marker with a ':' or '=' glued to it.
    const std::string marker = upper(word.substr(0, word.find_first_of(":=")));
    std::string hint = "/DEF name /TYPE nat /AS description";
    if (tokens[i]->getType() == DslParser::MISCASED_MARK) {
      hint = replaced(line, word_begin, word_end, "/" + upper(word.substr(1)));
    } else if ((marker == "/TYPE" || marker == "/AS") && word.size() > marker.size()) {
      const std::size_t punct = word_begin + marker.size();
      hint = replaced(line, word_begin, punct + 1, marker + (punct + 1 < c.size() && !is_blank(c[punct + 1]) ? " " : ""));
    }
    report("UNKNOWN_DIRECTIVE", line.at(word_begin),
           "'" + std::string(word) + "' is not /TYPE or /AS; markers are exact and upper-case", std::move(hint));
    end = end_of(*tokens[0], line);  // the name is the first word; what follows is reported
    written = c.substr(begin, end - begin);
    d.def.name = written;
    tokens.resize(1);
    break;
  }
  if (!well_formed && (tokens.size() != 1 || !is_any(tokens[0], {DslParser::NAME, DslParser::TYPE_NAME}))) {
    // `/DEF z/TYPE int`: a marker glued to the name; the fix is the blank before it.
    for (const antlr4::Token* t : tokens) {
      if (!is_any(t, {DslParser::GLUED_MARK, DslParser::SLASH_GLUED_MARK})) continue;
      const std::size_t word_end = end_of(*t, line);
      const std::string_view word = c.substr(begin_of(*t, line), word_end - begin_of(*t, line));
      const std::string_view marker = word.size() >= 5 && word.substr(word.size() - 5) == "/TYPE" ? "/TYPE" : "/AS";
      const std::size_t at = word_end - marker.size();
      report("INVALID_VARIABLE_NAME", line.at(begin),
             "'" + written + "' is not a valid variable name: " + std::string(marker) +
                 " is a marker only with a blank before it",
             replaced(line, at, at, " "));
      return;
    }
    if (const std::optional<std::string> meant = name_meant(written)) {
      const bool typed = meant->find(" /TYPE ") != std::string::npos;
      report("INVALID_VARIABLE_NAME", line.at(begin),
             "'" + written + "' is not a valid variable name: " +
                 (typed ? "a /DEF's type follows the marker /TYPE (" + *meant + ")"
                        : "a /DEF names its variable without the sigil (" + *meant + ")"),
             replaced(line, begin, end, *meant), Severity::error, {edit(line, begin, end, *meant)});
      return;
    }
    report("INVALID_VARIABLE_NAME", line.at(begin), "'" + written + "' is not a valid variable name: " + name_problem(written),
           replaced(line, begin, end, sanitized(written)), Severity::error, {edit(line, begin, end, sanitized(written))});
    return;
  }
  if (written == kAll || written == kChat) {
    report("RESERVED_NAME", line.at(begin), written + " is a read-only built-in variable and cannot be defined",
           replaced(line, begin, end, lower(written) + "_value"));
    return;
  }
  for (std::size_t i = 0; i + 1 < s.defs.size(); ++i)
    if (s.defs[i].def.name == written) {
      report("DUPLICATE_DEF", line.at(begin),
             "this step defines " + written + " twice (first on line " + std::to_string(s.defs[i].def.span.start.line) +
                 "); a reply can give it only one value",
             "Remove one of the two /DEF " + written);
      return;
    }
  d.name_ok = true;
}

// What a /DEF name written in another language's way meant (dsl.md §3.3): `@notes` (the sigil of a
// reference) → `notes`; `notes: str`, `notes = str`, `notes str`, `notes (str)` (a type after the
// name) → `notes /TYPE str`. None for anything else (the name sanitized is the fix then).
std::optional<std::string> Builder::name_meant(std::string_view written) const {
  std::size_t i = written.size() > 1 && written[0] == sigil_ ? 1 : 0;
  const std::size_t name_begin = i;
  while (i < written.size() && (std::isalnum(static_cast<unsigned char>(written[i])) || written[i] == '_')) ++i;
  const std::string_view name = written.substr(name_begin, i - name_begin);
  if (!is_valid_name(name) || name == kAll || name == kChat) return std::nullopt;
  if (i == written.size()) return name_begin == 1 ? std::optional<std::string>(name) : std::nullopt;
  std::string_view rest = written.substr(i);
  const auto trim_view = [](std::string_view v) {
    const auto [b, e] = trimmed(v, 0, v.size());
    return v.substr(b, e - b);
  };
  rest = trim_view(rest);
  bool marked = true;  // by ':', '=' or parentheses: then a type one edit off counts too
  if (!rest.empty() && (rest[0] == ':' || rest[0] == '=')) rest = trim_view(rest.substr(1));
  else if (rest.size() >= 2 && rest.front() == '(' && rest.back() == ')') rest = trim_view(rest.substr(1, rest.size() - 2));
  else if (is_blank(written[i])) marked = false;  // `notes str`: only a type or another language's name of one
  else return std::nullopt;  // `notes,str`
  if (rest.empty()) return std::nullopt;
  std::optional<std::string> type = meant_type(rest);
  if (type_named(rest)) type = std::string(rest);
  else if (!marked && type && lower(rest) != *type && nearest(rest, kTypes, false, kNearType) == type) type.reset();
  if (!type) return std::nullopt;
  return std::string(name) + " /TYPE " + *type;
}

void Builder::set_type(DefDraft& d, const Line& line, std::size_t begin, std::size_t end, DslParser::WordsContext* words) {
  const std::string_view c = line.content;
  const std::size_t cut = before_lone_cr_directive(c, begin, end);
  std::tie(begin, end) = trimmed(c, begin, cut);
  const std::string written(c.substr(begin, end - begin));
  const std::vector<antlr4::Token*> tokens = tokens_of(words);
  if (!words || (tokens.size() == 1 && tokens[0]->getType() == DslParser::TYPE_NAME) ||
      (cut < c.size() && type_named(written))) {  // no words: DEF_LINE's type
    d.def.type = *type_named(written);
    d.def.type_given = true;
    return;
  }
  if (written.empty()) {
    report("INVALID_TYPE", line.at(begin), "/TYPE needs a type: nat, str, int, float or bool",
           replaced(line, begin, begin,
                    std::string(begin > 0 && !is_blank(c[begin - 1]) ? " " : "") + "nat" + (begin < c.size() ? " " : "")));
    return;
  }
  const std::optional<std::string> meant = meant_type(written);
  report("INVALID_TYPE", line.at(begin),
         "'" + written + "' is not a type; the types are nat, str, int, float and bool (exact, lower-case)",
         meant ? replaced(line, begin, end, *meant) : "One of: nat, str, int, float, bool");
}

// ---- finishing a step --------------------------------------------------------------------------

Text Builder::make_text(const std::vector<Piece>& all, bool references) {
  // Trim blank pieces at both ends, then blanks at the ends of the first and last piece.
  std::size_t first = 0, last = all.size();
  auto blank = [&](const Piece& p) { return skip_blanks(p.line.content, p.begin, p.end) >= p.end; };
  while (first < last && blank(all[first])) ++first;
  while (last > first && blank(all[last - 1])) --last;
  Text text;
  if (first == last) return text;
  std::vector<Piece> pieces(all.begin() + first, all.begin() + last);
  pieces.front().begin = skip_blanks(pieces.front().line.content, pieces.front().begin, pieces.front().end);
  pieces.back().end = trimmed(pieces.back().line.content, pieces.back().begin, pieces.back().end).second;
  text.span = {pieces.front().line.at(pieces.front().begin), pieces.back().line.at(pieces.back().end)};

  Segment run;  // the text segment being collected
  bool in_run = false;
  auto add_text = [&](std::string_view s, Position from, Position to) {
    if (!in_run) {
      run = Segment{};
      run.span.start = from;
      in_run = true;
    }
    run.text += s;
    run.span.end = to;
  };
  auto close_run = [&] {
    if (in_run) text.segments.push_back(std::move(run));
    in_run = false;
  };
  for (std::size_t p = 0; p < pieces.size(); ++p) {
    const Piece& piece = pieces[p];
    const std::string_view c = piece.line.content;
    if (p > 0) {
      text.raw += '\n';
      add_text("\n", pieces[p - 1].line.at(pieces[p - 1].end), piece.line.at(piece.begin));
    }
    text.raw += c.substr(piece.begin, piece.end - piece.begin);
    std::size_t plain = piece.begin;  // start of the text not yet added
    for (const Mark& m : piece.marks) {  // the references the lexer found (DslLexer.g4)
      if (!references) break;
      if (m.begin < piece.begin || m.name_end > piece.end) continue;
      const std::string name(c.substr(m.begin + 1, m.name_end - m.begin - 1));
      if (m.bad) {  // `@1x`, `@café`: a reference whose name cannot be one; it stays text
        bad_reference(piece.line, m.begin, m.name_end);
        continue;
      }
      if (m.begin > plain) add_text(c.substr(plain, m.begin - plain), piece.line.at(plain), piece.line.at(m.begin));
      close_run();
      text.segments.push_back({Segment::Kind::reference, name, {piece.line.at(m.begin), piece.line.at(m.name_end)}});
      plain = m.name_end;
    }
    if (piece.end > plain) add_text(c.substr(plain, piece.end - plain), piece.line.at(plain), piece.line.at(piece.end));
  }
  close_run();
  return text;
}

void Builder::finish_step(StepDraft& s) {
  Step& step = s.step;
  const bool empty = !s.then_line && !s.first_directive &&
                     std::all_of(s.instruction.begin(), s.instruction.end(), [](const Piece& p) {
                       return skip_blanks(p.line.content, p.begin, p.end) >= p.end;
                     });
  if (steps_built_ == 0 && empty) {
    empty_first_ = true;  // blank so far; an error only if a /THEN follows
    add_step(std::move(step));
    return;
  }
  if (empty_first_ && steps_built_ == 1 && s.then_line) {
    report("MISSING_INSTRUCTION", s.then_line->at(0),
           "the program begins with /THEN, so its first step has no instruction text",
           "Remove this /THEN: the first step begins at the start of the document");
  }

  step.instruction = make_text(s.instruction, true);
  if (step.instruction.raw.empty()) {
    const Line& at = s.then_line ? *s.then_line : *s.first_directive;
    // An empty text is a point where it would be: after the /THEN line's content, or at the step's start.
    const Position where = s.then_line ? at.at(at.content.size()) : step.span.start;
    step.instruction.span = {where, where};
    report("MISSING_INSTRUCTION", at.at(skip_blanks(at.content, 0, at.content.size())),
           "a step needs instruction text before its directives",
           s.then_line ? "/THEN <what this step should do>"
                       : "Write what this step should do above its first directive");
  }
  for (DefDraft& d : s.defs) {
    if (d.def.description_given) {
      d.def.description = make_text(d.as_pieces, true);
      if (d.def.description.raw.empty())
      {
        const Position where = d.as_line->at(d.as_end);  // where the description would begin
        d.def.description.span = {where, where};
        // The /AS line with a placeholder after the marker; whatever else it holds (`/TYPE int`) stays.
        const std::string_view c = d.as_line->content;
        const std::size_t next = skip_blanks(c, d.as_end, c.size());
        const std::string what = " <what " + (d.def.name.empty() ? std::string("it") : d.def.name) + " should hold>";
        report("EMPTY_AS", *d.as_at, "/AS needs a description of the variable (or leave /AS out to use its name)",
               replaced(*d.as_line, d.as_end, next, next < c.size() ? what + " " : what));
      }
    } else {
      d.def.description.raw = d.def.name;
      d.def.description.span = d.def.span;
      if (!d.def.name.empty())
        d.def.description.segments.push_back({Segment::Kind::text, d.def.name, d.def.span});
    }
  }
  if (!s.out.empty()) {
    const Text out = make_text(s.out, false);
    step.out = Out{out.raw, out.raw.empty() ? Span{*s.out_at, *s.out_at} : out.span};
    if (out.raw.empty()) {
      step.out->span = {*s.out_at, s.out.back().line.end()};
      report("EMPTY_OUT", *s.out_at, "/OUT has no text, so it says nothing about the output; the prompt leaves it out",
             "/OUT <what the reply to the user should be like>", Severity::warning);
    }
  }
  check_scope(s);
  check_foreign_references(s.instruction, s);
  for (const DefDraft& d : s.defs) check_foreign_references(d.as_pieces, s);
  for (DefDraft& d : s.defs) {
    if (d.name_ok) defined_[d.def.name] = d.def.span.start.line;
    step.defs.push_back(std::move(d.def));
  }
  add_step(std::move(step));
}

bool Builder::is_defined(const std::string& name) const {
  return name == kAll || name == kChat || defined_.count(name) > 0;
}

// A variable written in another template language's syntax — `{{topic}}`, `{topic}`, `${topic}`,
// `$topic` — is text: the model is sent the braces as written, and the step never sees the value.
// Named where the name is a variable of the program (defined before, or by this step), so that a
// JSON example's `{x}` stays quiet; the fix writes the reference (docs/formats/dsl.md §4.2).
void Builder::check_foreign_references(const std::vector<Piece>& pieces, const StepDraft& s) {
  const auto variable = [&](const std::string& name) {
    return is_defined(name) ||
           std::any_of(s.defs.begin(), s.defs.end(), [&](const DefDraft& d) { return d.def.name == name; });
  };
  for (const Piece& p : pieces)
    reading::foreign_references(p.line.content, p.begin, p.end, sigil_,
                                [&](std::size_t begin, std::size_t name_begin, std::size_t name_end, std::size_t end) {
      const std::string name(p.line.content.substr(name_begin, name_end - name_begin));
      if (!variable(name)) return;
      const std::string written(p.line.content.substr(begin, end - begin)), meant = std::string(1, sigil_) + name;
      Diagnostic d;
      d.code = "FOREIGN_REFERENCE";
      d.severity = Severity::warning;
      d.span = {p.line.at(begin), p.line.at(end)};
      d.message = "'" + written + "' is text, not a reference: the model is sent it as written; a variable is referred to as " +
                  meant;
      d.fix_hint = replaced(p.line, begin, end, meant);
      d.fix = {edit(p.line, begin, end, meant)};
      diagnostics_.report(std::move(d));
    });
}

void Builder::check_scope(const StepDraft& s) {
  const Step& step = s.step;
  std::vector<std::string> permitted;
  bool all = !step.from;  // no /FROM ≡ /FROM @ALL (DECISIONS §4)
  if (step.from)
    for (const FromItem& item : step.from->items)
      if (item.kind == FromItem::Kind::variable) {
        if (item.name == kAll) all = true;
        permitted.push_back(item.name);
      }
  check_references(step.instruction, permitted, all, s);
  for (const DefDraft& d : s.defs)
    if (d.def.description_given) check_references(d.def.description, permitted, all, s);
}

void Builder::check_references(const Text& text, const std::vector<std::string>& permitted, bool all_permitted,
                               const StepDraft& s) {
  const std::string sig(1, sigil_);
  for (const Segment& seg : text.segments) {
    if (seg.kind != Segment::Kind::reference) continue;
    const std::string& name = seg.text;
    if (!is_defined(name)) {
      const bool here = std::any_of(s.defs.begin(), s.defs.end(), [&](const DefDraft& d) { return d.def.name == name; });
      report("UNDEFINED_VARIABLE", seg.span.start,
             sig + name + (here ? " is defined by this step itself; its value exists only after the step"
                                : " is not defined by any earlier step"),
             here ? "Use " + sig + name + " from the next step on (/THEN …)"
                  : std::string(kOneStep) + ": define it with /DEF " + name + " in an earlier step");
      continue;
    }
    if (all_permitted || std::find(permitted.begin(), permitted.end(), name) != permitted.end()) continue;
    const Line& from = *s.from_line;
    auto [b, e] = trimmed(from.content, s.from_payload, from.content.size());
    while (e > b && (from.content[e - 1] == ',' || is_blank(from.content[e - 1]))) --e;  // `/FROM @a,`
    std::string hint = std::string(from.content.substr(0, e));
    if (e > b) hint += ",";
    if (e > b || (e > 0 && !is_blank(from.content[e - 1]))) hint += " ";
    hint += sig + name;
    report("REFERENCE_NOT_IN_FROM", seg.span.start,
           sig + name + " is used here but not listed in this step's /FROM (line " + std::to_string(from.number) + ")",
           hint);
  }
}

}  // namespace llmfmt::dsl
