#include "garyml/builder.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "core/characters.h"
#include "core/edit_distance.h"
#include "core/input_checks.h"
#include "core/lines.h"
#include "core/look_alikes.h"
#include "core/utf8.h"
#include "garyml/lines.h"
#include "garyml/values.h"

namespace llmfmt::garyml {
namespace {

// The candidate nearest to `name`, when it is near enough to be a likely typo; "" otherwise.
std::string nearest(std::string_view name, const std::vector<std::string_view>& candidates) {
  if (name.size() > 64) return "";
  // A name cut short (a reply that stopped mid-word: `.Instruct`) is the start of the one meant.
  if (name.size() >= 3)
    for (std::string_view c : candidates)
      if (c.size() > name.size() && c.substr(0, name.size()) == name) return std::string(c);
  // Else at most max(2, n / 3) edits for a name of n bytes (docs/formats/garyml.md §9.4).
  static const Nearness kNear{[](std::size_t word, std::size_t) { return std::max<std::size_t>(2, word / 3); }, false, 64, 64};
  return nearest_name(name, candidates, kNear).value_or("");
}

// The characters of a directive name after its first (GarymlLexer.g4 DIRECTIVE_NAME; a KEY is
// made of them too); a command's may also be '-'.
bool is_directive_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
bool is_command_char(char c) { return is_directive_char(c) || c == '-'; }

const std::vector<std::string_view> kCoreDirectives = {
    "GaryML", "Role", "Instructions", "Context", "Plan", "Execute", "Query",
    "Examples", "Diff", "Documentation", "Section", "OutputFormat", "ReasoningStrategy"};

std::string_view leading_blanks(std::string_view s) { return s.substr(0, s.size() - trim_left(s).size()); }

// The delimiter `text` (a line's text, blanks aside) is cut from when it is a proper beginning
// of one — `""` of `"""`, a backtick of ```` ``` ````, a lone `.` of a keyword line — else empty.
std::string_view cut_delimiter(std::string_view text, std::string_view delimiters) {
  text = trim(text);
  if (text.empty()) return {};
  for (std::size_t at = 0; at < delimiters.size(); at += 4) {
    const std::string_view d = delimiters.substr(at, 3);
    if (text.size() < d.size() && d.substr(0, text.size()) == text) return d;
  }
  return {};
}

// Whether `line` is the input's last, without a line end: where a reply cut off at its token
// limit stops.
bool is_cut_last_line(const Line& line, std::string_view input) {
  return line.offset + line.content.size() == input.size() && line.end().offset == input.size();
}

// An empty or blank string (`id=`, `id=""`, `format:`), or a list of nothing else.
bool blank_value(const ParamValue& v) {
  if (v.type == ParamValue::Type::list) {
    for (const ParamValue& item : v.items)
      if (!blank_value(item)) return false;
    return true;
  }
  return v.type == ParamValue::Type::string && trim(v.text).empty();
}

// `text` with the blanks around each `=` dropped (`id = a` → `id=a`); a quoted value after an
// `=` is copied as it is.
std::string squeeze_pairs(std::string_view text) {
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (is_blank(text[i])) {
      std::size_t j = i;
      while (j < text.size() && is_blank(text[j])) ++j;
      if (j == text.size() || text[j] == '=') {
        i = j;
        continue;
      }
      out += ' ';
      i = j;
    } else if (text[i] == '=') {
      out += '=';
      ++i;
      while (i < text.size() && is_blank(text[i])) ++i;
      if (i < text.size() && (text[i] == '"' || text[i] == '\'')) {
        const std::size_t close = text.find(text[i], i + 1);
        const std::size_t end = close == std::string_view::npos ? text.size() : close + 1;
        out += text.substr(i, end - i);
        i = end;
      }
    } else {
      out += text[i++];
    }
  }
  return out;
}

}  // namespace

bool is_core_directive(std::string_view name) {
  return std::find(kCoreDirectives.begin(), kCoreDirectives.end(), name) != kCoreDirectives.end();
}

namespace {

// The core directive `name` spells in another letter case (`context`, `CONTEXT` → `Context`), or "".
std::string_view core_directive_in_other_case(std::string_view name) {
  for (std::string_view core : kCoreDirectives)
    if (core != name && characters::equal_ignoring_ascii_case(core, name)) return core;
  return {};
}

}  // namespace

std::vector<std::string> required_parameters(std::string_view name) {
  if (name == "Context") return {"id"};
  if (name == "Diff") return {"id", "format"};
  if (name == "Section") return {"title"};
  return {};
}

namespace {

// The parameters a core directive knows (§9.1): its required ones, then its optional ones.
std::vector<std::string> known_parameters(std::string_view name) {
  std::vector<std::string> out = required_parameters(name);
  if (name == "GaryML") out.push_back("version");
  if (name == "Context") out.insert(out.end(), {"path", "type", "format"});
  if (name == "Documentation") out.push_back("title");
  return out;
}

}  // namespace

const Parameter* Node::parameter(std::string_view key) const {
  for (const Parameter& p : parameters)
    if (p.key == key) return &p;
  return nullptr;
}

std::optional<std::string> Document::version() const {
  if (!header) return std::nullopt;
  const Parameter* p = header->parameter("version");
  if (!p) return std::nullopt;
  const ParamValue& v = p->value;
  switch (v.type) {
    case ParamValue::Type::list: return std::nullopt;
    case ParamValue::Type::string: return v.text;  // the content, without quotes
    case ParamValue::Type::decimal: return v.text;  // the raw lexeme
    // An integer's lexeme has no `+` and no leading zero, so it is its value printed back; only
    // `-0` reads as `0` (as in the canonical form, which keeps version() stable under `fmt`).
    case ParamValue::Type::integer: return std::to_string(v.integer);
    default: return value_source(v);  // `true`, `false`, `@id`: as written
  }
}

Line line_at(std::size_t start, std::size_t stop, std::size_t number, std::string_view input) {
  Line l;
  start = std::min(start, input.size());
  stop = std::min(std::max(stop, start), input.size());
  const std::string_view raw = input.substr(start, stop - start);
  l.content = strip_terminator(raw);
  l.number = number;
  l.offset = start;
  l.size = raw.size();
  l.terminated = !raw.empty() && raw.back() == '\n';
  return l;
}

Line line_at(antlr4::ParserRuleContext& ctx, std::string_view input) {
  return line_at(ctx.getStart()->getStartIndex(), ctx.getStop()->getStopIndex() + 1, ctx.getStart()->getLine(), input);
}

Line line_at(const antlr4::Token& token, std::string_view input) {
  return line_at(token.getStartIndex(), token.getStopIndex() + 1, token.getLine(), input);
}

void Builder::reset(std::string_view input, bool keep_nodes) {
  input_ = input;
  keep_nodes_ = keep_nodes;
  on_node_ = nullptr;
  declared_ = nullptr;
  header_seen_ = false;
  top_ = nullptr;
  first_declared_.clear();
  id_copies_.clear();
  copied_ids_.clear();
  sweep_at_ = 1024;
  header_records_ = Records();
  records_ = Records();
  document_ = Document();
  levels_.clear();
  levels_.push_back(Level{nullptr, nullptr, 0, "", false, {}});
  last_ = nullptr;
  last_end_ = Position();
  unit_ = 0;
  indent_reported_.clear();
  any_line_ = false;
  closed_block_line_ = 0;
}

void Builder::report(const char* code, Severity severity, Position at, std::string message, std::string hint,
                     std::vector<Edit> fix) {
  Diagnostic d;
  d.code = code;
  d.severity = severity;
  d.span.start = at;
  d.message = std::move(message);
  if (!hint.empty()) d.fix_hint = std::move(hint);
  d.fix = std::move(fix);
  diagnostics_.report(std::move(d));
}

bool Builder::invalid_name(const Line& line, std::size_t dot, std::string_view name, bool directive,
                           std::string_view lead) {
  const std::size_t bad = characters::first_non_ascii(name);
  if (bad == std::string_view::npos) return false;
  // The name made ASCII (é → e); a directive's, the core directive it is nearest to, when close.
  std::string fixed = characters::ascii_name(name, directive ? is_directive_char : is_command_char, true);
  if (directive) {
    const std::string best = nearest(fixed, kCoreDirectives);
    if (!best.empty()) fixed = best;
  }
  const std::size_t name_begin = dot + 1, name_end = dot + 1 + name.size();
  report("INVALID_NAME", Severity::error, line.at(dot),
         "'." + std::string(name) + "' is not a valid " + (directive ? "directive" : "command") + " name: " +
             characters::describe(name, bad) + " is not allowed in a name (ASCII letters, digits, '_'" +
             (directive ? ")" : " and '-')"),
         std::string(lead) + "." + fixed + std::string(line.content.substr(name_end)),
         {Edit{{line.at(name_begin), line.at(name_end)}, fixed}});
  return true;
}

bool Builder::unicode_space_indent(const Line& line) {
  const std::string_view c = line.content;
  std::size_t i = 0, first = std::string_view::npos;
  std::vector<Edit> fix;
  std::string fixed_lead;
  while (i < c.size()) {
    if (is_blank(c[i])) {
      fixed_lead += c[i++];
      continue;
    }
    const std::size_t length = characters::unicode_space_at(c, i);
    if (length == 0) break;
    if (first == std::string_view::npos) first = i;
    // A zero-width space or BOM stands for nothing; a visible space for one column.
    const bool zero_width = c.substr(i, length) == "\u200B" || c.substr(i, length) == "\uFEFF";
    fix.push_back(Edit{{line.at(i), line.at(i + length)}, zero_width ? "" : " "});
    if (!zero_width) fixed_lead += ' ';
    i += length;
  }
  if (first == std::string_view::npos || i == c.size()) return false;
  const std::string shown = characters::describe(c, first);
  report("UNICODE_SPACE", Severity::error, line.at(first),
         shown + " in the indentation: indentation is spaces only, so this line is not read",
         fixed_lead + std::string(c.substr(i)), std::move(fix));
  return true;
}

namespace {

antlr4::ParserRuleContext* rule_child(antlr4::ParserRuleContext* ctx, std::size_t i) {
  return static_cast<antlr4::ParserRuleContext*>(ctx->children[i]);
}

std::size_t type_of(antlr4::tree::ParseTree* node) {
  return static_cast<antlr4::tree::TerminalNode*>(node)->getSymbol()->getType();
}

antlr4::Token* token_of(antlr4::tree::ParseTree* node) {
  return static_cast<antlr4::tree::TerminalNode*>(node)->getSymbol();
}

// A coarse token's value type: PARAM_TRUE or PAIR_TRUE is TRUE, and so on (GarymlLexer.g4).
std::size_t value_type(std::size_t coarse) {
  switch (coarse) {
    case GarymlParser::PARAM_TRUE: case GarymlParser::PAIR_TRUE: return GarymlParser::TRUE;
    case GarymlParser::PARAM_FALSE: case GarymlParser::PAIR_FALSE: return GarymlParser::FALSE;
    case GarymlParser::PARAM_INTEGER: case GarymlParser::PAIR_INTEGER: return GarymlParser::INTEGER;
    case GarymlParser::PARAM_DECIMAL: case GarymlParser::PAIR_DECIMAL: return GarymlParser::DECIMAL;
    case GarymlParser::PARAM_REFERENCE: case GarymlParser::PAIR_REFERENCE: return GarymlParser::REFERENCE;
    case GarymlParser::PARAM_QUOTED: case GarymlParser::PAIR_QUOTED: return GarymlParser::QUOTED;
    case GarymlParser::PAIR_QUOTE_THEN_TEXT: return GarymlParser::QUOTE_THEN_TEXT;
    default: return GarymlParser::TEXT;
  }
}

}  // namespace

// GarymlParser.g4 `section : (line … | nested)*; nested : INDENT section DEDENT`: walked with an
// explicit stack, so the depth of the nesting costs no recursion here.
void Builder::build(GarymlParser::RunContext* run) {
  std::vector<std::pair<antlr4::ParserRuleContext*, std::size_t>> open{{rule_child(run, 0), 0}};
  while (!open.empty()) {
    antlr4::ParserRuleContext* section = open.back().first;
    const std::size_t i = open.back().second++;
    if (i == section->children.size()) {
      open.pop_back();
      if (!open.empty()) dedent();
      continue;
    }
    antlr4::ParserRuleContext* ctx = rule_child(section, i);
    switch (ctx->getRuleIndex()) {
      case GarymlParser::RuleNested:
        indent();
        if (ctx->children.size() >= 2) open.push_back({rule_child(ctx, 1), 0});  // INDENT section DEDENT
        else dedent();
        break;
      case GarymlParser::RuleKeywordLine: keyword(static_cast<GarymlParser::KeywordLineContext*>(ctx)); break;
      case GarymlParser::RuleParameterLine: parameter(static_cast<GarymlParser::ParameterLineContext*>(ctx)); break;
      case GarymlParser::RuleTextLine: one_line_text(static_cast<GarymlParser::TextLineContext*>(ctx)); break;
      case GarymlParser::RuleTextBlock: block(ctx, true); break;
      case GarymlParser::RuleCodeBlock: block(ctx, false); break;
      default: stray(static_cast<GarymlParser::StrayLineContext*>(ctx)); break;
    }
  }
}

void Builder::stray(GarymlParser::StrayLineContext* ctx) {
  const Line line = line_at(*ctx, input_);
  const std::string_view lead = leading_blanks(line.content);
  const std::string_view rest = line.content.substr(lead.size());
  if (unicode_space_indent(line)) return;  // reported; the line is not read (docs/formats/garyml.md §4.2)
  begin_line(line, lead);
  const std::optional<utf8::Decoded> first = utf8::decode(rest, 1);
  if (type_of(ctx->children[0]) == GarymlParser::NO_NAME && first && first->length > 1 &&
      characters::is_letter(first->code_point)) {  // `.Écrire`: a name that begins with a non-ASCII letter
    std::size_t end = 1;
    while (end < rest.size() && !is_blank(rest[end]) && rest[end] != ':' && rest[end] != '=') ++end;
    const std::string_view name = rest.substr(1, end - 1);
    const std::string initial = characters::ascii_name(name.substr(0, first->length), is_directive_char, true);
    const bool directive = initial[0] >= 'A' && initial[0] <= 'Z';  // É → E: meant as a directive
    const std::string fixed = characters::ascii_name(name, directive ? is_directive_char : is_command_char, true);
    report("INVALID_NAME", Severity::error, line.at(lead.size()),
           "'." + std::string(name) + "' is not a valid name: " + characters::describe(name, 0) +
               " is not allowed in a name (a name begins with an ASCII letter)",
           std::string(lead) + "." + fixed + std::string(rest.substr(end)),
           {Edit{{line.at(lead.size() + 1), line.at(lead.size() + end)}, fixed}});
  } else {
    // A last line cut short (`""`, a backtick, a lone `.`): say what it would have begun.
    const std::string_view cut = is_cut_last_line(line, input_) ? cut_delimiter(rest, "\"\"\" ``` ") : std::string_view();
    const bool dot = is_cut_last_line(line, input_) && trim(rest) == ".";
    const std::string_view word = trim(rest);  // an indented bare word: `key: value` cut before its ':'
    const bool key = is_cut_last_line(line, input_) && !lead.empty() && !word.empty() &&
                     std::all_of(word.begin(), word.end(), [](char c) { return is_directive_char(c); });
    const std::string lost =
        !cut.empty() ? "; the input ends here, inside what begins a " + std::string(cut) +
                           " delimiter (a reply cut off?): the block it opens or closes and all after it are lost"
        : dot        ? "; the input ends here, right after the dot of a keyword line (a reply cut off?): the "
                       "directive or command and all after it are lost"
        : key        ? "; the input ends here, inside what may begin a parameter ('" + std::string(word) +
                       "…: value'; a reply cut off?): its value and all after it are lost"
                     : "";
    if (type_of(ctx->children[0]) == GarymlParser::NO_NAME)
      unexpected(line, lead.size(),
                 "a '.' must be followed by a directive (.PascalCase) or command (.camelCase) name" + lost,
                 std::string(lead) + "# " + std::string(rest));
    else
      unexpected(line, lead.size(), "this line is neither a keyword, a parameter, a block nor a comment" + lost,
                 std::string(lead) + "# " + std::string(rest));
  }
  end_line(line, nullptr);
}

void Builder::unexpected(const Line& line, std::size_t byte, std::string message, std::string hint) {
  report("UNEXPECTED_TEXT", Severity::error, line.at(byte), std::move(message), std::move(hint));
}

void Builder::indent() {
  Level level{nullptr, nullptr, levels_.size(), "", false, {}};
  if (last_) {
    level.parent = last_;
    level.opener = last_;
    for (std::size_t i = 0; i < last_->parameters.size(); ++i) level.key_index.emplace(last_->parameters[i].key, i);
  } else {  // under a parameter, a block, stray text or nothing: lines attach one level up
    level.parent = levels_.back().parent;
    level.keys = levels_.back().keys;
    level.lead = last_lead_;
    level.first = !any_line_;
  }
  levels_.push_back(std::move(level));
  last_ = nullptr;
}

void Builder::dedent() {
  if (levels_.size() <= 1) return;
  if (last_) close(last_);
  last_ = levels_.back().opener;
  levels_.pop_back();
}

Node* Builder::begin_line(const Line& line, std::string_view lead) {
  const std::size_t tab = lead.find('\t');
  if (tab != std::string_view::npos) {
    std::string fixed;
    for (char c : lead) fixed += c == '\t' ? std::string(unit_ != 0 ? unit_ : 2, ' ') : std::string(1, c);
    report("TAB_INDENT", Severity::error, line.at(tab), "indentation must use spaces, not tabs",
           fixed + std::string(line.content.substr(lead.size())));
  }
  Level& level = levels_.back();
  if (levels_.size() > 1 && level.opener == nullptr && !level.leaf_reported) {
    level.leaf_reported = true;
    if (indent_reported_.count(line.number) == 0)
      report("INCONSISTENT_INDENT", Severity::error, line.at(lead.size()),
             level.first ? "the first line that is not blank or a comment is indented, with no line above it to "
                           "belong to; it stays at the top level"
                         : level.parent == nullptr
                               ? "this line is indented under a line that cannot have children; it stays at the top level"
                               : "this line is indented under a line that cannot have children; it belongs to the node "
                                 "above that line",
             level.lead + std::string(line.content.substr(lead.size())));
  }
  if (last_) close(last_);
  last_ = nullptr;
  // At the top level every node above is closed: what is still to be reported is on this line or
  // later, but for the document-level checks, which read their lines again (reread_dropped_lines).
  if (levels_.size() == 1) diagnostics_.retain_from(line.number);
  return level.parent;
}

void Builder::end_line(const Line& line, Node* node) {
  last_ = node;
  any_line_ = true;
  last_end_ = line.end();
  last_lead_.assign(leading_blanks(line.content));
}

void Builder::close(Node* node) {
  node->span.end = last_end_;
  if (node->kind != Node::Kind::directive) return;
  // A core directive's parameter in another letter case (`.GaryML Version: 1.0`, `.Context ID=x`)
  // is another key, as keys are exact, but never silently (garyml.md §9.3).
  // (A key is ASCII, GarymlLexer.g4: a look-alike in one is the near-miss check's.)
  for (const Parameter& p : node->parameters)
    for (const std::string& known : known_parameters(node->name)) {
      if (p.key == known || characters::ascii_lower(p.key) != known || node->parameter(known)) continue;
      Diagnostic d;
      d.code = "MISCASED_PARAMETER";
      d.severity = Severity::warning;
      d.span = {p.span.start, p.span.start};
      d.span.end.column += p.key.size();
      d.span.end.offset += p.key.size();
      d.message = "'" + p.key + "' is not ." + node->name + "'s parameter '" + known +
                  "' but the same in another letter case: keys are matched exactly, so ." + node->name + " has no '" +
                  known + "'";
      d.fix_hint = known;
      d.fix = {Edit{d.span, known}};
      diagnostics_.report(std::move(d));
    }
  for (const std::string& key : required_parameters(node->name)) {
    const Parameter* present = node->parameter(key);
    if (present && !blank_value(present->value)) continue;
    if (present) {  // an empty value counts as missing; the hint is its line with a placeholder
      const ParamValue& v = present->value.type == ParamValue::Type::list ? present->value.items[0] : present->value;
      const std::size_t at = std::min(v.span.start.offset, input_.size());
      const std::size_t end = std::min(std::max(v.span.end.offset, at), input_.size());
      const std::size_t line_start = at == 0 ? 0 : input_.rfind('\n', at - 1) + 1;  // npos + 1 == 0
      std::size_t line_end = input_.find('\n', at);
      if (line_end == std::string_view::npos) line_end = input_.size();
      const std::string_view before = input_.substr(line_start, at - line_start);
      const std::string_view after = strip_terminator(input_.substr(end, line_end - end));
      std::string hint = std::string(before);
      if (!trim_right(before).empty() && trim_right(before).back() == ':') hint = std::string(trim_right(before)) + " ";
      hint += "<" + key + ">" + std::string(trim_right(after));
      report("MISSING_REQUIRED_PARAM", Severity::error, v.span.start,
             "." + node->name + " requires the parameter '" + key + "', and its value is empty", std::move(hint));
      continue;
    }
    report("MISSING_REQUIRED_PARAM", Severity::error, node->span.start,
           "." + node->name + " requires the parameter '" + key + "'",
           std::string(node->span.start.column - 1 + (unit_ != 0 ? unit_ : 2), ' ') + key + ": <" + key + ">");
  }
}

ParamValue Builder::value_of(const Line& line, GarymlParser::ValueContext* value, bool pair, std::size_t none_at) {
  if (!value) return value_at(line, GarymlParser::EMPTY_VALUE, std::string_view(), none_at);
  const antlr4::Token* token = value->getStart();
  const std::size_t at = std::min(token->getStartIndex() - line.offset, line.content.size());
  // A line value is the rest of the line; a pair value its token (never past the line's content).
  std::string_view text = line.content.substr(at);
  if (pair) text = text.substr(0, token->getStopIndex() + 1 - token->getStartIndex());
  if (trim(text).empty()) return value_at(line, token->getType(), std::string_view(), none_at);
  ParamValue v = value_at(line, token->getType(), text, at);
  if (!pair) trailing_separator(line, v);
  return v;
}

// `timeout: 30,` (a JSON habit): the string "30,", where without the separator the value is typed
// (a number, a boolean, a reference); never silently (§7). Not for `k=v` pairs: PAIR_SEPARATOR.
void Builder::trailing_separator(const Line& line, const ParamValue& v) {
  const std::size_t begin = v.span.start.offset - line.offset, end = v.span.end.offset - line.offset;
  if (v.type != ParamValue::Type::string || end <= begin + 1) return;
  // Read with look-alikes folded (`30，`, `@maiｎ;`): one there does not hide the separator.
  const std::string_view written = line.content.substr(begin, end - begin);
  const bool folds = look_alikes::may_fold(written);
  const look_alikes::Fold fold = folds ? look_alikes::fold(written) : look_alikes::Fold{};
  const std::string_view t = folds ? std::string_view(fold.text) : written;
  if (!typed_but_for_separator(t)) return;
  const ParamValue typed = type_value(t.substr(0, t.size() - 1), nullptr);
  const std::size_t separator = begin + (folds ? fold.origin[t.size() - 1] : t.size() - 1);
  const std::string_view meant = line.content.substr(begin, separator - begin);
  report("TRAILING_SEPARATOR", Severity::warning, line.at(separator),
         std::string("the '") + t.back() + "' after '" + std::string(meant) + "' makes the value the string \"" +
             std::string(written) + "\"; without it, it is " +
             (typed.type == ParamValue::Type::reference ? "a reference"
              : typed.type == ParamValue::Type::boolean ? "a boolean"
                                                        : "a number") +
             " (a value ends at the line's end)",
         std::string(meant));
}

ParamValue Builder::value_at(const Line& line, std::size_t type, std::string_view text, std::size_t at) {
  const std::string_view trimmed = trim(text);
  if (!trimmed.empty()) at += static_cast<std::size_t>(trimmed.data() - text.data());
  ParamValue value = coerce_value(type, trimmed);
  value.span = {line.at(at), line.at(at + trimmed.size())};
  const auto may_be_boolean = [](std::string_view t) {  // (cheap: most values fail at once)
    const unsigned char c = static_cast<unsigned char>(t[0]);
    return (c == 't' || c == 'T' || c == 'f' || c == 'F' || c >= 0x80) &&
           (t.size() == 4 || t.size() == 5 || (t.size() <= 40 && look_alikes::may_fold(t)));
  };
  // `True`, `FALSE`: a string, as DECISIONS §3 says (booleans are exact), but not silently (§7.1);
  // read with look-alikes folded (`Trｕe` too; `tгue`, the boolean once folded, is
  // LOOK_ALIKE_CHARACTER's to name).
  if (value.type == ParamValue::Type::string && trimmed.size() >= 4 && trimmed[0] != '"' && trimmed[0] != '\'' &&
      may_be_boolean(trimmed)) {
    if (const char* meant = miscased_boolean(folded_value(trimmed)))
      report("MISCASED_BOOLEAN", Severity::warning, value.span.start,
             "'" + std::string(trimmed) + "' is the string \"" + std::string(trimmed) + "\", not the boolean " + meant +
                 ": booleans are exact and lower-case (quote it to say a string is meant)",
             meant);
  }
  if (type == GarymlParser::UNCLOSED_QUOTE || type == GarymlParser::QUOTE_THEN_TEXT) {
    const char quote = trimmed[0];
    std::string hint;
    std::string message;
    if (type == GarymlParser::UNCLOSED_QUOTE) {
      message = std::string("the quoted value has no closing ") + quote + ", so it is kept as written, quote included";
      // A reply cut off at its token limit ends inside a quoted value: say so.
      if (line.offset + line.content.size() == input_.size())
        message += " (the input ends inside it: a reply cut off?)";
      hint = std::string(trimmed) + quote;
    } else {
      message = "text after the closing quote of a quoted value";
      const char other = quote == '"' ? '\'' : '"';
      const std::size_t close = trimmed.find(quote, 1);
      const std::string_view after = trimmed.substr(close + 1);
      if (after == "," || after == ";") {  // `id="x", type=file`: a separator (PAIR_SEPARATOR, §5.2)
        message = std::string("a '") + after[0] + "' after the closing quote of a quoted value: `key=value` pairs are "
                  "separated by blanks only";
        hint = std::string(trimmed.substr(0, close + 1));
      } else if (trimmed.find(other) == std::string_view::npos)
        hint = other + std::string(trimmed) + other;  // all of it, quoted with the other quote
      else
        hint = std::string(trimmed.substr(0, trimmed.find(quote, 1) + 1));  // the quoted part alone
    }
    report("MALFORMED_VALUE", Severity::error, value.span.start, std::move(message), std::move(hint));
  }
  return value;
}

void Builder::add_parameter(Node& node, std::string key, ParamValue value, Span span,
                            std::unordered_map<std::string, std::size_t>& index) {
  std::size_t found = node.parameters.size();
  auto it = index.find(key);
  if (it != index.end()) found = it->second;
  if (found == node.parameters.size()) {
    index.emplace(key, found);
    node.parameters.push_back(Parameter{std::move(key), std::move(value), span});
    return;
  }
  ParamValue& existing = node.parameters[found].value;  // a repeated key makes a list
  if (existing.type != ParamValue::Type::list) {
    ParamValue list;
    list.type = ParamValue::Type::list;
    list.span.start = existing.span.start;
    list.items.push_back(std::move(existing));
    existing = std::move(list);
  }
  existing.span.end = value.span.end;
  existing.items.push_back(std::move(value));
}

void Builder::keyword(GarymlParser::KeywordLineContext* ctx) {
  const Line line = line_at(*ctx, input_);
  const std::string_view lead = leading_blanks(line.content);
  Node* parent = begin_line(line, lead);
  const std::size_t dot = lead.size();
  const std::size_t type = type_of(ctx->children[0]);
  // DIRECTIVE and COMMAND end with the name; the *_LINE tokens are the whole line.
  std::string_view name = line.content.substr(dot + 1);
  if (type == GarymlParser::DIRECTIVE || type == GarymlParser::COMMAND)
    name = name.substr(0, token_of(ctx->children[0])->getStopIndex() + 1 - line.offset - (dot + 1));
  else
    name = trim_right(name);
  Node node;
  node.kind = type == GarymlParser::DIRECTIVE || type == GarymlParser::DIRECTIVE_LINE ? Node::Kind::directive
                                                                                     : Node::Kind::command;
  node.name = std::string(name);
  node.span = {line.at(dot), line.end()};
  const std::size_t after_at = dot + 1 + name.size();
  if (ctx->children.size() > 1) inline_form(static_cast<GarymlParser::InlineFormContext*>(ctx->children[1]), line, node);
  if (invalid_name(line, dot, name, node.kind == Node::Kind::directive, lead)) {
    // reported once: not also as an unknown directive
  } else if (const std::string_view core = node.kind == Node::Kind::command && !parent
                                                ? core_directive_in_other_case(node.name)
                                                : std::string_view();
             !core.empty()) {
    // A top-level command that spells a core directive (`.context`): the directive, lower-cased.
    // (Inside a node, `.diff` may well be a command of its own.)
    const std::string fixed = std::string(lead) + "." + std::string(core) + std::string(line.content.substr(after_at));
    report("MISCASED_DIRECTIVE", Severity::warning, line.at(dot),
           "." + node.name + " is a command (a keyword whose name begins with a lower-case letter), not the directive ." +
               std::string(core) + " it spells in another letter case",
           fixed, {Edit{{line.at(dot + 1), line.at(after_at)}, std::string(core)}});
  } else if (node.kind == Node::Kind::directive && !is_core_directive(node.name)) {
    const std::string_view cased = core_directive_in_other_case(node.name);
    const std::string best = cased.empty() ? nearest(node.name, kCoreDirectives) : std::string(cased);
    report("UNKNOWN_DIRECTIVE", Severity::warning, line.at(dot), "." + node.name + " is not a directive of GaryML v0.1",
           best.empty() ? std::string()
                        : std::string(lead) + "." + best + std::string(line.content.substr(after_at)));
  }
  node.name = characters::valid_utf8(node.name);  // as written (INVALID_NAME above), but valid UTF-8 in the JSON
  Node* added;
  if (parent) {
    parent->children.push_back(std::move(node));
    added = &parent->children.back();
  } else if (node.kind == Node::Kind::directive && node.name == "GaryML" && !header_seen_) {
    header_seen_ = true;
    add_top_level(nullptr);
    document_.header = std::move(node);
    added = &*document_.header;
    top_ = added;
  } else {
    add_top_level(nullptr);
    document_.nodes.push_back(std::move(node));
    added = &document_.nodes.back();
    top_ = added;
  }
  end_line(line, added);
}

// GarymlParser.g4 `inlineForm`.
void Builder::inline_form(GarymlParser::InlineFormContext* form, const Line& line, Node& node) {
  const std::size_t first = form->getStart()->getType();
  auto value_child = [&](std::size_t i) {
    return i < form->children.size() ? dynamic_cast<GarymlParser::ValueContext*>(form->children[i]) : nullptr;
  };
  if (first == GarymlParser::NL) return;
  if (first == GarymlParser::CONTENT_COLON) {  // .X: value
    Content c;
    c.type = Content::Type::value;
    c.value = value_of(line, value_child(1), false, line.content.size());
    c.span = c.value.span;
    // `.Context: id=a path=b` (a YAML colon): the pairs are the node's content, a string, and it has
    // no parameters; never silently (§5.2). A hint: the colon may be meant.
    const std::size_t colon = form->getStart()->getStartIndex() - line.offset;
    const std::size_t value_at = c.value.span.start.offset - line.offset;
    const std::string_view written = line.content.substr(value_at, c.value.span.end.offset - c.value.span.start.offset);
    if (c.value.type == ParamValue::Type::string &&
        (written.find('=') != std::string_view::npos || look_alikes::may_fold(written)) &&
        reads_as_pairs(folded_value(written))) {  // (look-alikes folded: `id＝a` too)
      const bool blank_after = colon + 1 < line.content.size() && is_blank(line.content[colon + 1]);
      report("PAIRS_AS_CONTENT", Severity::warning, line.at(colon),
             "the `key=value` pairs after '." + node.name +
                 ":' are its content, one string, not its parameters: a ':' right after the name makes the rest of "
                 "the line content",
             std::string(line.content.substr(0, colon)) + (blank_after ? "" : " ") + std::string(line.content.substr(colon + 1)));
    }
    node.content = std::move(c);
    return;
  }
  std::unordered_map<std::string, std::size_t> keys;
  if (first == GarymlParser::INLINE_KEY) {  // .X key: value
    const antlr4::Token* key = token_of(form->children[0]);
    const std::string_view text = line.content.substr(key->getStartIndex() - line.offset);
    const std::string_view name = key_in(text);
    const std::size_t key_at = static_cast<std::size_t>(name.data() - line.content.data());
    const Position key_position = line.at(key_at);
    ParamValue v = value_of(line, value_child(1), false, line.content.size());
    const Span span{key_position, v.span.end};
    add_parameter(node, std::string(name), std::move(v), span, keys);
    return;
  }
  // .X k=v k2="v 2" …, then maybe what fits no form (the pairs before it are kept)
  Inline in;
  in.kind = Inline::Kind::parameters;
  std::vector<PlainValue> plain;  // the unquoted string values, for pair_separators
  for (antlr4::tree::ParseTree* child : form->children) {
    auto* rule = dynamic_cast<antlr4::ParserRuleContext*>(child);
    if (!rule) continue;  // NL
    if (rule->getRuleIndex() == GarymlParser::RulePair) {
      const antlr4::Token* key = token_of(rule->children[0]);
      const std::string_view text = line.content.substr(key->getStartIndex() - line.offset);
      const std::string_view name = key_in(text);
      const std::size_t key_at = static_cast<std::size_t>(name.data() - line.content.data());
      const std::size_t key_end = key_at + name.size();  // the '='
      const Position key_position = line.at(key_at);  // before the value: Line::at counts on
      ParamValue v;
      if (key->getType() == GarymlParser::PAIR_KEY) {
        auto* value = rule->children.size() > 1 ? static_cast<GarymlParser::ValueContext*>(rule->children[1]) : nullptr;
        v = value_of(line, value, true, key_end + 1);
      } else {  // key and value as one token
        const std::size_t stop = std::min(key->getStopIndex() + 1 - line.offset, line.content.size());
        v = value_at(line, value_type(key->getType()), line.content.substr(key_end + 1, stop - (key_end + 1)), key_end + 1);
      }
      in.params.push_back({name, key_at, std::string_view(), key_end + 1});
      if (const std::size_t b = v.span.start.offset - line.offset, e = v.span.end.offset - line.offset;
          v.type == ParamValue::Type::string && e > b && line.content[b] != '"' && line.content[b] != '\'')
        plain.push_back({name, b, e});
      const Span span{key_position, v.span.end};
      add_parameter(node, std::string(name), std::move(v), span, keys);
    } else {  // malformed: INLINE_JUNK, or GAP MALFORMED_REST
      const antlr4::Token* at = token_of(rule->children.back());
      in.kind = Inline::Kind::malformed;
      in.malformed_at = std::min(at->getStartIndex() - line.offset, line.content.size());
      if (type_of(rule->children.back()) == GarymlParser::GAP) in.malformed_at = line.content.size();
    }
  }
  if (in.kind == Inline::Kind::malformed) {
    const std::string_view lead = leading_blanks(line.content);
    malformed_inline(line, lead, node.name, lead.size() + 1 + node.name.size(), in);
  } else {
    pair_separators(line, plain, in.params.size());
  }
}

// `k=v` pairs are separated by blanks only (DECISIONS §3), so in `.Context id=x, type=file` the id
// is `x,`, and in `id=x,type=file` it is `x,type=file`: what a writer used to commas or semicolons
// between pairs gets, without a word, is values that hold the separators (a reference `@d1,`
// that is a string, a number `30,`). Named, a hint only: a value may end in a comma on purpose.
void Builder::pair_separators(const Line& line, const std::vector<PlainValue>& plain, std::size_t pairs) {
  const std::string_view c = line.content;
  const auto is_separator = [](char ch) { return ch == ',' || ch == ';'; };
  struct Separator {
    std::size_t begin, end;  // its bytes in the line (a full-width comma is three)
    bool glued;              // glued to the next pair: becomes a blank, else goes
  };
  std::vector<Separator> found;
  std::string first_key;
  for (const PlainValue& v : plain) {
    // Read with look-alikes folded (`a.go，type=file`: a full-width comma too).
    const std::string_view written = c.substr(v.begin, v.end - v.begin);
    const bool folds = look_alikes::may_fold(written);
    const look_alikes::Fold fold = folds ? look_alikes::fold(written) : look_alikes::Fold{};
    const std::string_view t = folds ? std::string_view(fold.text) : written;
    const auto at = [&](std::size_t i) { return v.begin + (folds ? fold.origin[i] : i); };
    // The bytes of the character folded character i comes from (one, or three for U+FF0C).
    const auto separator = [&](std::size_t i, bool glued) {
      const std::size_t length = utf8::decode(c, at(i)) ? utf8::decode(c, at(i))->length : 1;
      return Separator{at(i), at(i) + length, glued};
    };
    const std::size_t before = found.size();
    for (std::size_t i = 0; i + 1 < t.size(); ++i) {  // glued to the next pair: `x,type=file` (a key, '=')
      if (!is_separator(t[i])) continue;
      std::size_t k = i + 1;
      while (k < t.size() && (std::isalnum(static_cast<unsigned char>(t[k])) || t[k] == '_')) ++k;
      if (k > i + 1 && k < t.size() && t[k] == '=') found.push_back(separator(i, true));
    }
    const bool last_pair = v.end == trim_right(c).size();  // (a lone separator after it, with no other: not named)
    if (t.size() > 1 && is_separator(t.back()) && pairs > 1 && (!last_pair || !found.empty()))
      found.push_back(separator(t.size() - 1, false));
    if (found.size() > before && first_key.empty()) first_key = std::string(v.key);
  }
  if (found.empty()) return;
  std::string hint;
  std::size_t from = 0;
  for (const Separator& f : found) {
    hint += c.substr(from, f.begin - from);
    if (f.glued) hint += ' ';
    from = f.end;
  }
  hint += c.substr(from);
  const Separator& first = found.front();
  const std::optional<utf8::Decoded> cp = utf8::decode(c, first.begin);
  report("PAIR_SEPARATOR", Severity::warning, line.at(first.begin),
         "a '" + std::string(c.substr(first.begin, first.end - first.begin)) + "'" +
             (cp && cp->code_point >= 0x80 ? " (" + look_alikes::name(cp->code_point) + ")" : std::string()) +
             " between `key=value` pairs is part of a value (pairs are separated by blanks only): here the value of '" +
             first_key + "' holds it" +
             (found.size() > 1 ? " (and " + std::to_string(found.size() - 1) + " more)" : std::string()),
         std::move(hint));
}

void Builder::malformed_inline(const Line& line, std::string_view lead, const std::string& name, std::size_t after_at,
                               const Inline& in) {
  const std::string_view after = line.content.substr(after_at);
  const std::string_view text = trim(after);
  const std::string keyword = std::string(lead) + "." + name;
  std::string hint;
  const std::string pairs = text.find('=') != std::string_view::npos ? squeeze_pairs(text) : std::string();
  if (!pairs.empty() && pairs != text && read_inline(" " + pairs, 0).kind == Inline::Kind::parameters) {
    hint = keyword + " " + pairs;  // `.Context id = a` → `.Context id=a`
  } else if (!in.params.empty()) {  // `.Diff id=d1 format=unified # note`: the pairs that were fine
    hint = std::string(trim_right(line.content.substr(0, in.malformed_at)));
  } else if (!text.empty() && text[0] == ':') {  // `.Role : x`
    hint = keyword + ": " + std::string(trim(text.substr(1)));
  } else if (is_blank(after[0]) && text.find(':') == std::string_view::npos && text.find('=') == std::string_view::npos) {
    hint = keyword + ": " + std::string(text);  // `.Role Go Scaffolder`
  } else {
    hint = keyword + " key=value";
  }
  report("MALFORMED_INLINE", Severity::error, line.at(in.malformed_at),
         "after ." + name + " write `: value`, one `key: value`, or `key=value` pairs", std::move(hint));
}

void Builder::parameter(GarymlParser::ParameterLineContext* ctx) {
  const Line line = line_at(*ctx, input_);
  const std::string_view lead = leading_blanks(line.content);
  const std::string_view rest = line.content.substr(lead.size());
  Node* parent = begin_line(line, lead);
  if (!parent) {
    report("ORPHAN_PARAMETER", Severity::error, line.at(lead.size()),
           "a parameter must be indented under the directive or command it belongs to",
           std::string(unit_ != 0 ? unit_ : 2, ' ') + std::string(rest));
    end_line(line, nullptr);
    return;
  }
  // `key blanks? ':'`: the value's text begins right after the colon.
  const std::string_view key = key_in(rest);
  const std::size_t after_colon = lead.size() + rest.find(':', key.size()) + 1;
  const antlr4::Token* first = ctx->getStart();
  ParamValue value =
      first->getType() == GarymlParser::PARAM_KEY
          ? value_of(line, ctx->children.size() > 1 ? static_cast<GarymlParser::ValueContext*>(ctx->children[1]) : nullptr,
                     false, after_colon)
          : value_at(line, value_type(first->getType()), line.content.substr(after_colon), after_colon);  // one token
  if (first->getType() != GarymlParser::PARAM_KEY) trailing_separator(line, value);
  add_parameter(*parent, std::string(key), std::move(value), Span{line.at(lead.size()), line.end()},
                levels_[levels_.back().keys].key_index);
  end_line(line, nullptr);
}

void Builder::set_content(Node* parent, Content content, const Line& line, std::size_t byte) {
  const char* what = content.type == Content::Type::code ? "code block" : "text block";
  if (!parent) {
    unexpected(line, byte, std::string("a ") + what + " must be indented under the directive or command it belongs to",
               std::string(unit_ != 0 ? unit_ : 2, ' ') + std::string(line.content.substr(byte)));
  } else if (parent->content) {
    report("MULTIPLE_CONTENT", Severity::error, line.at(byte),
           "." + parent->name + " already has its content; a node holds one text, code or inline value",
           "remove this " + std::string(what) + " or merge it into the first content");
  } else {
    parent->content = std::move(content);
  }
}

void Builder::one_line_text(GarymlParser::TextLineContext* ctx) {
  const Line line = line_at(*ctx, input_);
  const std::string_view lead = leading_blanks(line.content);
  Node* parent = begin_line(line, lead);
  Content c;
  c.type = Content::Type::text;
  const antlr4::Token* first = ctx->getStart();
  if (first->getType() == GarymlParser::TEXT_LINE) {  // `"""text"""`: the last quotes close it
    const std::string_view body = trim_right(line.content.substr(lead.size()));
    c.text = std::string(body.substr(3, body.size() - 6));
  } else {  // TEXT_LINE_START EXTRA_TEXT, `"""text""" more`: the first closing quotes end the block
    const std::size_t after = first->getStopIndex() + 1 - line.offset;
    c.text = std::string(line.content.substr(lead.size() + 3, after - lead.size() - 6));
    const std::size_t extra = after + (line.content.substr(after).size() - trim_left(line.content.substr(after)).size());
    unexpected(line, extra, "text after the closing \"\"\" of a one-line text block",
               std::string(line.content.substr(0, after)));
  }
  c.span = {line.at(lead.size()), line.end()};
  set_content(parent, std::move(c), line, lead.size());
  end_line(line, nullptr);
  closed_block_line_ = line.number;
  closed_block_end_ = line.end().offset;
  closed_block_text_ = true;
}

std::string Builder::block_line(const Line& line, std::size_t indent) {
  const std::string_view s = line.content;
  std::size_t spaces = 0;
  while (spaces < indent && spaces < s.size() && s[spaces] == ' ') ++spaces;
  const std::string_view rest = s.substr(spaces);
  if (spaces == indent || rest.empty()) return std::string(rest);
  const std::string_view text = trim_left(rest);
  if (text.empty()) return "";  // a blank line shallower than the block
  report("UNDERINDENTED_BLOCK_LINE", Severity::warning, line.at(s.size() - text.size()),
         "this block line is indented less than the block's opening delimiter; its leading blanks are dropped",
         std::string(indent, ' ') + std::string(text));
  return std::string(text);
}

void Builder::block(antlr4::ParserRuleContext* ctx, bool text) {
  const Line opener = line_at(*ctx->getStart(), input_);
  const std::string_view lead = leading_blanks(opener.content);
  const std::string_view rest = opener.content.substr(lead.size());
  Node* parent = begin_line(opener, lead);
  const std::size_t indent = lead.size();

  Content c;
  c.type = text ? Content::Type::text : Content::Type::code;
  bool first = true;
  auto append = [&](const std::string& s) {
    if (!first) c.text += '\n';
    c.text += s;
    first = false;
  };
  if (text) {
    const std::string_view after = rest.substr(3);
    if (ctx->getStart()->getType() == GarymlParser::TEXT_OPEN) append(std::string(after));  // `"""First line`
  } else {
    c.language = std::string(trim(rest.substr(3)));
  }
  Position end = opener.end();
  std::size_t lines_taken = 0;
  std::optional<Line> first_keyword;  // an unclosed block's first line that reads as a keyword line
  std::optional<Line> last_taken;     // its last line
  antlr4::Token* closer = nullptr;
  for (std::size_t i = 1; i < ctx->children.size(); ++i) {
    antlr4::Token* token = token_of(ctx->children[i]);
    if (token->getType() != GarymlParser::BLOCK_LINE) {
      closer = token;
      break;
    }
    // One token may stand for a run of lines (the driver passes block bodies unlexed).
    std::size_t start = token->getStartIndex();
    const std::size_t stop = token->getStopIndex() + 1;
    for (std::size_t number = token->getLine(); start < stop; ++number) {
      const std::size_t lf = input_.find('\n', start);
      const std::size_t next = lf == std::string_view::npos || lf >= stop ? stop : lf + 1;
      const Line line = line_at(start, next, number, input_);
      append(block_line(line, indent));
      ++lines_taken;
      const std::string_view t = trim_left(line.content);
      if (!first_keyword && t.size() >= 2 && t[0] == '.' && ((t[1] >= 'A' && t[1] <= 'Z') || (t[1] >= 'a' && t[1] <= 'z')))
        first_keyword = line;
      end = line.end();
      last_taken = line;
      start = next;
    }
  }
  if (closer) {
    Line line = line_at(*closer, input_);
    end = line.end();
    closed_block_line_ = line.number;
    closed_block_end_ = line.end().offset;
    closed_block_text_ = text;
    if (text) {  // text before the closing """ is the last line; a run of quotes is all delimiter
      std::string_view body = trim_right(line.content);
      while (body.size() >= 3 && body.substr(body.size() - 3) == "\"\"\"") body = trim_right(body.substr(0, body.size() - 3));
      line.content = body;
      if (!trim(line.content).empty()) append(block_line(line, indent));
    }
  } else {
    const std::string delimiter = text ? "\"\"\"" : "```";
    const std::string kind = text ? "text" : "code";
    // Say what the block took: its lines, and the first keyword among them (a closer lost before
    // it, most likely); the fix closes the block there, else at the end of the input.
    std::string took = "takes the " + std::to_string(lines_taken) + (lines_taken == 1 ? " line" : " lines") +
                       " after it as its content";
    if (first_keyword)
      took += ", keyword lines too (the first: line " + std::to_string(first_keyword->number) + ", '" +
              std::string(utf8::truncate(trim(first_keyword->content), 40)) + "')";
    // A bare delimiter right after a block of its kind closed (blank lines aside) is most likely one
    // closer too many (a model closing twice): the fix deletes it rather than closing the block it
    // opens.
    const bool stray = trim(rest) == delimiter && closed_block_line_ != 0 && closed_block_text_ == text &&
                       closed_block_end_ <= opener.offset &&
                       input_.substr(closed_block_end_, opener.offset - closed_block_end_).find_first_not_of(" \t\r\n") ==
                           std::string_view::npos;
    // A last line that is the closer cut short (`""`): the input ends inside it, and nothing can
    // say what followed, so the fix closes nothing (the hint is the closer).
    const bool cut = last_taken && is_cut_last_line(*last_taken, input_) && !trim(last_taken->content).empty() &&
                     cut_delimiter(last_taken->content, delimiter) == delimiter;
    if (cut)
      took += "; its last line, '" + std::string(trim(last_taken->content)) + "', is the closing " + delimiter +
              " cut short: the input ends inside it (a reply cut off?), so what followed is lost";
    const std::string message =
        stray ? "this " + delimiter + " right after the " + kind + " block closed on line " +
                    std::to_string(closed_block_line_) + " closes nothing: most likely it is one closer too many; " +
                    "as written it opens a new " + kind + " block, which is never closed, runs to the end of the " +
                    "input and " + took
              : kind + " block opened here is never closed; it runs to the end of the input and " + took;
    std::vector<Edit> fix;
    if (cut) {
    } else if (stray) {
      fix.push_back(Edit{{opener.at(0), opener.end()}, ""});
    } else if (first_keyword) {
      fix.push_back(Edit{{first_keyword->at(0), first_keyword->at(0)}, std::string(lead) + delimiter + "\n"});
    } else {
      const bool ends_with_lf = !input_.empty() && input_.back() == '\n';
      std::string closers = std::string(ends_with_lf ? "" : "\n") + std::string(lead) + delimiter + "\n";
      // In a document fenced with ``` and cut off, a lone ``` at the end would close the document's
      // fence, not the block: close both.
      if (!text && open_fence_.size() == 3 && open_fence_[0] == '`') closers += std::string(open_fence_) + "\n";
      fix.push_back(Edit{{end, end}, std::move(closers)});
    }
    report("UNCLOSED_BLOCK", Severity::error, opener.at(indent), message,
           stray ? "Delete this line" : std::string(lead) + delimiter, std::move(fix));
  }
  c.span = {opener.at(indent), end};
  set_content(parent, std::move(c), opener, indent);
  last_ = nullptr;
  any_line_ = true;
  last_end_ = end;
  last_lead_.assign(lead);
}

Document Builder::finish() {
  while (levels_.size() > 1) dedent();
  if (last_) close(last_);
  last_ = nullptr;
  add_top_level(nullptr);
  if (!on_node_) check_references();
  Document out = std::move(document_);
  document_ = Document();
  return out;
}

namespace {

// Calls f(node) for `top` and each node under it, in document order, without recursion.
template <typename NodeT, typename F>
void for_each_node(NodeT& top, F f) {
  std::vector<NodeT*> stack{&top};
  while (!stack.empty()) {
    NodeT* node = stack.back();
    stack.pop_back();
    f(*node);
    for (auto it = node->children.rbegin(); it != node->children.rend(); ++it) stack.push_back(&*it);
  }
}

// Calls f(value) for each value of a parameter (each item of a list) and the inline content.
template <typename NodeT, typename F>
void for_each_value(NodeT& node, F f) {
  for (auto& p : node.parameters) {
    if (p.value.type == ParamValue::Type::list)
      for (auto& item : p.value.items) f(p.key, item);
    else
      f(p.key, p.value);
  }
  if (node.content && node.content->type == Content::Type::value) f(std::string(), node.content->value);
}

}  // namespace

void Builder::add_top_level(Node* node) {
  if (top_ && on_node_) {
    if (!document_.header || top_ != &*document_.header) {
      for_each_node(*top_, [&](Node& n) {
        for_each_value(n, [&](const std::string&, ParamValue& v) {
          if (v.type == ParamValue::Type::reference) v.resolved = declared_->count(v.text) > 0;
        });
      });
      on_node_(*top_);
      document_.nodes.pop_back();
    }
  } else if (top_) {
    record(*top_);
    if (!keep_nodes_ && (!document_.header || top_ != &*document_.header)) document_.nodes.pop_back();
  }
  top_ = node;
}

std::unordered_set<std::string> Builder::declared_ids() const {
  std::unordered_set<std::string> out;
  first_declared_.for_each([&](std::uint32_t item) { out.emplace(text_of(item)); });
  return out;
}

void Builder::add_id(Records& records, std::string_view text, bool declares, Position at) {
  constexpr std::uint64_t kMaxOffset = (std::uint64_t{1} << (64 - kSizeBits)) - 1;
  if (at.offset > kMaxOffset || records.ids.size() >= kHeaderItem)
    throw std::length_error("garyml: input too large for its id checks");
  IdRecord id{std::uint64_t{at.offset} << kSizeBits | text.size(), declares ? kDeclares : 0};
  // The text as the input has it: at the value (a bare string, a number's lexeme) or after its
  // quote; else (escapes, a text too long for its 24 bits) a copy.
  std::size_t distance = 0;
  while (distance < 2 && input_.substr(std::min(at.offset + distance, input_.size()), text.size()) != text) ++distance;
  if (distance < 2 && text.size() < (std::size_t{1} << kSizeBits)) {
    id.text |= static_cast<std::uint32_t>(distance);
  } else {
    if (copied_ids_.size() >= kCopied) throw std::length_error("garyml: input too large for its id checks");
    id.offset_size = std::uint64_t{at.offset} << kSizeBits;
    id.text |= kCopied | static_cast<std::uint32_t>(copied_ids_.size());
    copied_ids_.emplace_back(id_copies_.size(), text.size());
    id_copies_.append(text);
  }
  records.ids.push_back(id);
}

std::string_view Builder::text_of(const IdRecord& id) const {
  if (id.text & kCopied) {
    const auto& [offset, size] = copied_ids_[id.text & (kCopied - 1)];
    return std::string_view(id_copies_).substr(offset, size);
  }
  const std::size_t offset = id.offset_size >> kSizeBits, size = id.offset_size & ((1u << kSizeBits) - 1);
  return input_.substr(offset + (id.text & (kCopied - 1)), size);
}

Position Builder::position_of(const IdRecord& id, std::size_t line) const {
  // The column as Line::at counts it: from the line's first byte (after a BOM on line 1).
  const std::size_t offset = id.offset_size >> kSizeBits;
  const std::size_t start = line_start(input_, offset, starts_with_bom(input_) ? kUtf8Bom.size() : 0);
  return {line, 1 + utf8::columns(input_.substr(start, offset - start)), offset};
}

void Builder::record(const Node& top) {
  const bool header = document_.header && &top == &*document_.header;
  Records& records = header ? header_records_ : records_;
  std::unordered_set<std::string> in_header;  // the header's ids recorded so far
  const auto text_of_item = [&](std::uint32_t item) { return text_of(item); };
  for_each_node(top, [&](const Node& node) {
    for_each_value(node, [&](const std::string& key, const ParamValue& v) {
      if (v.type == ParamValue::Type::reference && !declared(v.text))
        records.references.push_back({v.text, v.span.start});
      if (key != "id") return;
      if (v.type == ParamValue::Type::string)
        add_id(records, v.text, !blank_value(v), v.span.start);
      else if (v.type == ParamValue::Type::integer || v.type == ParamValue::Type::decimal)
        add_id(records, value_source(v), true, v.span.start);
      else
        return;
      if (!(records.ids.back().text & kDeclares)) return;  // an empty id declares nothing (MISSING_REQUIRED_PARAM on .Context, .Diff)
      const std::uint32_t item = static_cast<std::uint32_t>(records.ids.size() - 1) | (header ? kHeaderItem : 0);
      const std::string_view id = text_of(item);
      if (!header) {
        if (!declared(id)) first_declared_.insert(item, id, text_of_item);
      } else if (in_header.emplace(id).second) {  // the header's come first, even after the nodes before it
        if (declared(id))
          first_declared_.replace(item, id, text_of_item);
        else
          first_declared_.insert(item, id, text_of_item);
      }
    });
  });
  // A forward reference is settled once its id is declared: only the unresolved ones stay.
  std::vector<ReferenceRecord>& pending = records.references;
  if (pending.size() >= sweep_at_) {
    pending.erase(std::remove_if(pending.begin(), pending.end(),
                                 [&](const ReferenceRecord& r) { return declared(r.name); }),
                  pending.end());
    sweep_at_ = std::max<std::size_t>(1024, 2 * pending.size());
  }
}

void Builder::check_references() {
  // The fresh ids suggested so far: none may collide with an id written in the file (all
  // declared, but blank ones, which no suggestion is) or with another suggestion.
  std::unordered_set<std::string> suggested;
  std::unordered_map<std::string, std::size_t> next_suffix;
  auto fresh_id = [&](const std::string& id) {
    std::size_t& n = next_suffix[id];
    if (n == 0) n = 2;
    std::string fresh;
    do fresh = id + "_" + std::to_string(n++);
    while (declared(fresh) || !suggested.insert(fresh).second);
    return fresh;
  };
  // The id as the line wrote it: `id=x` in `k=v` pairs, else `id: x`.
  auto id_hint = [&](const Position& v, const std::string& fresh) {
    std::size_t at = std::min(v.offset, input_.size());
    while (at > 0 && is_blank(input_[at - 1])) --at;
    ParamValue value;
    value.text = fresh;
    return (at > 0 && input_[at - 1] == '=' ? "id=" : "id: ") + value_source(value);
  };

  // In document order, but the header's first.
  const bool suggest = first_declared_.size() <= 1000;  // the nearest id costs ids × length²
  std::vector<std::string_view> id_names;  // in order of first declaration, when suggesting
  // Each duplicate and its first declaration; their lines are counted in one pass over the input
  // (only when there are duplicates: a record keeps no line).
  std::vector<std::pair<const IdRecord*, const IdRecord*>> duplicates;
  for (const bool header : {true, false}) {
    const Records& r = header ? header_records_ : records_;
    for (std::size_t i = 0; i < r.ids.size(); ++i) {
      const IdRecord& v = r.ids[i];
      if (!(v.text & kDeclares)) continue;
      const std::string_view id = text_of(v);
      const std::uint32_t first = first_declared(id);
      if (first == (static_cast<std::uint32_t>(i) | (header ? kHeaderItem : 0))) {
        if (suggest) id_names.push_back(id);
      } else {
        duplicates.emplace_back(&v, &record_of(first));
      }
    }
  }
  std::vector<std::size_t> offsets;  // sorted; lines[i]: the line of offsets[i]
  for (const auto& [v, first] : duplicates) {
    offsets.push_back(offset_of(*v));
    offsets.push_back(offset_of(*first));
  }
  std::sort(offsets.begin(), offsets.end());
  offsets.erase(std::unique(offsets.begin(), offsets.end()), offsets.end());
  std::vector<std::size_t> lines;
  lines.reserve(offsets.size());
  std::size_t line = 1, counted = 0;
  for (std::size_t offset : offsets) {
    offset = std::min(offset, input_.size());
    line += std::count(input_.begin() + counted, input_.begin() + offset, '\n');
    counted = offset;
    lines.push_back(line);
  }
  const auto line_of = [&](const IdRecord& v) {
    return lines[std::lower_bound(offsets.begin(), offsets.end(), offset_of(v)) - offsets.begin()];
  };
  for (const auto& [v, first] : duplicates) {
    const Position at = position_of(*v, line_of(*v));
    const std::string text(text_of(*v));
    report("DUPLICATE_ID", Severity::error, at,
           "the id '" + text + "' is already declared at line " + std::to_string(line_of(*first)),
           id_hint(at, fresh_id(text)));
  }

  std::size_t hinted = 0;
  for (const Records* records : {&header_records_, &records_}) {
    for (const ReferenceRecord& r : records->references) {
      if (declared(r.name)) continue;
      // Look for the nearest id for the first 100 unresolved references.
      const std::string best = suggest && ++hinted <= 100 ? nearest(r.name, id_names) : std::string();
      report("UNRESOLVED_REFERENCE", Severity::error, r.at, "no block in this file has the id '" + r.name + "'",
             best.empty() ? "declare it: id: " + r.name : "@" + best);
    }
  }

  // The kept nodes' references learn whether they resolve.
  auto mark = [&](Node& top) {
    for_each_node(top, [&](Node& node) {
      for_each_value(node, [&](const std::string&, ParamValue& v) {
        if (v.type == ParamValue::Type::reference) v.resolved = declared(v.text);
      });
    });
  };
  if (document_.header) mark(*document_.header);
  for (Node& node : document_.nodes) mark(node);
}

}  // namespace llmfmt::garyml
