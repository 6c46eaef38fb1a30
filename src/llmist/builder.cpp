#include "llmist/builder.h"

#include <algorithm>
#include <utility>

#include "core/hints.h"
#include "core/input_checks.h"
#include "core/line_fix.h"
#include "core/utf8.h"

namespace llmfmt::llmist {
namespace {

bool is_blank_text(std::string_view s) { return s.find_first_not_of(" \t\n") == std::string_view::npos; }

// `length` bytes at `from` of `line`'s content replaced by `with`: the edit, and as the hint the
// whole corrected line.
LineFix replaced(const Line& line, std::size_t from, std::size_t length, std::string_view with) {
  const std::string_view content = line.content;
  from = std::min(from, content.size());
  length = std::min(length, content.size() - from);
  std::string out(content.substr(0, from));
  out += with;
  out += content.substr(from + length);
  return {std::move(out), Edit{{line.at(from), line.at(from + length)}, std::string(with)}};
}

antlr4::Token* token_of(antlr4::tree::ParseTree* child) {
  auto* terminal = dynamic_cast<antlr4::tree::TerminalNode*>(child);
  return terminal ? terminal->getSymbol() : nullptr;
}

// The tokens of a rule whose children are all tokens (part, segment, afterEnd), blanks at the
// ends left out where asked.
std::vector<antlr4::Token*> tokens_of(antlr4::ParserRuleContext* ctx, bool trim_front, bool trim_back) {
  std::vector<antlr4::Token*> out;
  out.reserve(ctx->children.size());
  for (antlr4::tree::ParseTree* child : ctx->children)  // the grammar gives these rules no rule children
    out.push_back(static_cast<antlr4::tree::TerminalNode*>(child)->getSymbol());
  auto blank = [](const antlr4::Token* t) { return t->getType() == LlmistParser::BLANK; };
  if (trim_front) out.erase(out.begin(), std::find_if_not(out.begin(), out.end(), blank));
  if (trim_back)
    while (!out.empty() && blank(out.back())) out.pop_back();
  return out;
}

// The parts of `text` between `separator`s, each with the byte where it begins in `text`.
std::vector<std::pair<std::string_view, std::size_t>> split(std::string_view text, char separator) {
  std::vector<std::pair<std::string_view, std::size_t>> out;
  for (std::size_t from = 0;;) {
    const std::size_t at = text.find(separator, from);
    out.emplace_back(text.substr(from, at == std::string_view::npos ? at : at - from), from);
    if (at == std::string_view::npos) return out;
    from = at + 1;
  }
}

std::size_t just_after(const antlr4::Token& t) { return t.getCharPositionInLine() + (t.getStopIndex() + 1 - t.getStartIndex()); }

}  // namespace

Builder::Builder(const Markers& markers, const LineDriver& driver, DiagnosticCollector& diagnostics, Sink sink)
    : markers_(markers), driver_(driver), diagnostics_(diagnostics), sink_(std::move(sink)) {}

void Builder::reset() {
  index_.reset(std::nullopt);
  text_as_spans_ = false;
  suggested_ids_.clear();
  next_suffix_.clear();
  next_auto_ = 1;
  stream_sites_.clear();
  stream_dependency_at_.clear();
  text_ = {};
  have_text_ = false;
}

namespace {
// The bytes [from, from + size) of a line's content.
Span part_of(const Line& line, std::size_t from, std::size_t size) { return {line.at(from), line.at(from + size)}; }
Span point(Position at) { return {at, at}; }
}  // namespace

void Builder::report(const char* code, Severity severity, Span at, std::string message,
                     std::optional<LineFix> fix) {
  Diagnostic d;
  d.code = code;
  d.severity = severity;
  d.span = at;
  d.message = std::move(message);
  attach(d, std::move(fix));
  diagnostics_.report(std::move(d));
}

void Builder::parse_error(const char* code, Span at, std::string message, std::optional<LineFix> fix) {
  if (!first_parse_error_) first_parse_error_ = message;
  report(code, Severity::error, at, std::move(message), std::move(fix));
}

Line Builder::line_of(const antlr4::Token& token) const {
  return driver_.line_at(token.getStartIndex() - token.getCharPositionInLine(), token.getLine());
}

// ---- prose -----------------------------------------------------------------------------------

namespace {
// Whether `run` (whole lines) is blank once each CR LF is read as LF.
bool is_blank_run(std::string_view run) {
  for (std::size_t i = 0; i < run.size(); ++i)
    if (run[i] != ' ' && run[i] != '\t' && run[i] != '\n' && !(run[i] == '\r' && i + 1 < run.size() && run[i + 1] == '\n'))
      return false;
  return true;
}
}  // namespace

void Builder::add_text(std::string_view run, Position start, Position end) {
  if (!have_text_) {
    text_ = {};
    text_.span.start = start;
    text_blank_ = true;
    have_text_ = true;
  }
  // The runs of a segment are contiguous: as spans, the segment's text is its bytes read again.
  if (text_as_spans_)
    text_blank_ = text_blank_ && is_blank_run(run);
  else
    append_lf(text_.text, run);
  text_.span.end = end;
}

void Builder::flush_text() {
  if (!have_text_) return;
  have_text_ = false;
  if (text_as_spans_ ? !text_blank_ : !is_blank_text(text_.text)) sink_.text(std::move(text_));
  text_ = {};
}

void Builder::build(LlmistParser::DocumentContext* item) {
  for (antlr4::tree::ParseTree* child : item->children) {
    if (auto* b = dynamic_cast<LlmistParser::BlockContext*>(child)) {
      flush_text();
      block(b);
    } else if (antlr4::Token* t = token_of(child); t && t->getType() == LlmistParser::TEXT_LINE) {
      const std::string_view run = driver_.text(*t);
      add_text(run, {t->getLine(), 1, t->getStartIndex()}, end_of_run(run, t->getStartIndex(), t->getLine()));
    }
  }
}

// ---- blocks ----------------------------------------------------------------------------------

void Builder::block(LlmistParser::BlockContext* ctx) {
  first_parse_error_.reset();
  const Line start = line_of(*ctx->first->marker);
  Call call;
  header(ctx->first, start, call);
  // Only a call with dependencies can get a document-level diagnostic (unknown id, cycle). A
  // stream keeps its header line's context now; a whole input is read again at the end.
  if (!call.dependencies.empty() && !index_.input())
    stream_sites_.push_back({diagnostics_.snapshot(start.number), start.at(0)});

  std::string raw;
  bool warned = false;
  for (antlr4::Token* token : ctx->preamble) {
    const std::string_view run = driver_.text(*token);
    if (!warned)
      for_each_line(run, token->getStartIndex(), token->getLine(), [&](const Line& line) {
        if (warned || trim_blanks(line.content).empty()) return;
        report("UNEXPECTED_TEXT", Severity::warning, part_of(line, 0, line.content.size()),
               "text before the block's first '" + markers_.arg +
                   "' line is not a parameter; start a parameter with a line such as '" + markers_.arg + "name'");
        warned = true;
      });
    append_lf(raw, run);
  }

  Object parameters;
  std::unordered_set<std::string> pointers, fixed;
  const std::vector<LlmistParser::ParameterContext*>& all = ctx->parameters;
  // Every pointer of the block as written (after the marker, blanks and CR trimmed) counts as
  // taken for an INVALID_POINTER fix: one that writes a later parameter's pointer would make a
  // DUPLICATE_POINTER too (docs/formats/llmist.md §13.3).
  for (LlmistParser::ParameterContext* p : all) {
    const Line arg = line_of(*p->arg->marker);
    std::string_view rest = arg.content.substr(std::min(arg.content.size(), just_after(*p->arg->marker)));
    while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
    while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\t' || rest.back() == '\r')) rest.remove_suffix(1);
    fixed.emplace(rest);
  }
  for (LlmistParser::ParameterContext* p : all) parameter(p, parameters, pointers, fixed, raw);

  Position end = start.end();
  if (!all.empty() || !ctx->preamble.empty()) {
    const antlr4::Token* last = all.empty() ? ctx->preamble.back() : all.back()->getStop();
    if (last->getType() == LlmistParser::VALUE_LINE)
      end = end_of_run(driver_.text(*last), last->getStartIndex(), last->getLine());
    else
      end = line_of(*last).end();
  }
  if (LlmistParser::EndLineContext* end_line = ctx->last) {
    const antlr4::Token& marker = *end_line->marker;
    const Line line = line_of(marker);
    end = line.end();
    if (!tokens_of(end_line->after, true, true).empty()) {
      const std::size_t after = just_after(marker);
      end = line.at(after);  // the block ends at the marker; the rest of the line is prose
      report("UNEXPECTED_TEXT", Severity::warning, part_of(line, after, line.content.size() - after),
             "text after '" + markers_.end + "' on its line is not part of the block; put '" + markers_.end +
                 "' on a line of its own");
      const std::string_view rest = driver_.bytes(line.offset + after, line.end_offset());
      add_text(rest, end, line.end());  // begins the next prose segment
    }
  }

  call.parameters_raw = std::move(raw);
  call.span = {start.at(0), end};
  if (first_parse_error_) {
    call.parse_error = std::move(first_parse_error_);
  } else {
    call.parameters = Value(std::move(parameters));
  }
  sink_.call(std::move(call));
}

Builder::Piece Builder::piece(LlmistParser::PartContext* part, std::size_t begins_at, const Line& line) const {
  const std::vector<antlr4::Token*> tokens = tokens_of(part, true, true);
  if (tokens.empty()) return {std::string_view(), begins_at, false};
  const std::size_t from = byte_in_line(*tokens.front()), to = just_after(*tokens.back());
  const bool is_name = tokens.size() == 1 && tokens.front()->getType() == LlmistParser::NAME;
  return {line.content.substr(from, to - from), from, is_name};
}

// A piece of a well-formed HEADER or POINTER_LINE token (whose structure LlmistLexer.g4 spells
// out), read as a value is read: `text` from byte `at` of its line, trimmed of blanks.
Builder::Piece Builder::trimmed_piece(std::string_view text, std::size_t at) {
  const std::string_view t = trim_blanks(text);
  if (t.empty()) return {std::string_view(), at, false};
  return {t, at + static_cast<std::size_t>(t.data() - text.data()), true};
}

void Builder::header(LlmistParser::StartLineContext* ctx, const Line& start, Call& call) {
  Piece name, id{std::string_view(), 0, false};
  std::vector<Piece> deps;
  std::size_t deps_at = 0;
  if (const antlr4::Token* header = ctx->header) {  // name [':' id [':' deps]], well formed
    const std::size_t at = byte_in_line(*header);
    const std::string_view text = start.content.substr(at);
    const std::size_t colon1 = text.find(':');
    const std::size_t colon2 = colon1 == std::string_view::npos ? colon1 : text.find(':', colon1 + 1);
    name = trimmed_piece(text.substr(0, colon1), at);
    if (colon1 != std::string_view::npos)
      id = trimmed_piece(text.substr(colon1 + 1, colon2 == std::string_view::npos ? colon2 : colon2 - colon1 - 1),
                         at + colon1 + 1);
    if (colon2 != std::string_view::npos) {
      deps_at = at + colon2 + 1;
      for (const auto& [dep, from] : split(text.substr(colon2 + 1), ',')) deps.push_back(trimmed_piece(dep, deps_at + from));
    }
  } else {
    name = piece(ctx->name, just_after(*ctx->marker), start);
    if (ctx->invocationId) id = piece(ctx->invocationId, just_after(*ctx->COLON(0)->getSymbol()), start);
    if (LlmistParser::DependenciesContext* list = ctx->dependencies()) {
      deps_at = just_after(*ctx->COLON(1)->getSymbol());
      const std::vector<LlmistParser::PartContext*> parts = list->part();
      const std::vector<antlr4::tree::TerminalNode*> commas = list->COMMA();  // (COMMA(i) searches from the start)
      for (std::size_t i = 0; i < parts.size(); ++i)
        deps.push_back(piece(parts[i], i == 0 ? deps_at : just_after(*commas[i - 1]->getSymbol()), start));
    }
  }

  call.gadget_name = std::string(name.text);
  if (!name.is_name)
    parse_error("INVALID_HEADER", name.text.empty() ? point(start.at(name.at)) : part_of(start, name.at, name.text.size()),
                name.text.empty() ? "the gadget name is missing" : "gadget name " + in_quotes(name.text) + " is not an identifier: " + why_not_identifier(name.text),
                name.text.empty() ? std::optional<LineFix>()
                                  : replaced(start, name.at, name.text.size(), nearest_identifier(name.text)));

  if (id.text.empty()) {
    call.invocation_id = take_auto_id();
  } else {
    call.invocation_id = std::string(id.text);
    if (!id.is_name)
    {
      // An id made an identifier that an earlier call has already (`gadget﹍1` → an auto id)
      // would be a DUPLICATE_INVOCATION_ID: a hint only.
      const std::string fixed = nearest_identifier(id.text);
      LineFix fix = replaced(start, id.at, id.text.size(), fixed);
      if (index_.contains(fixed) || suggested_ids_.count(fixed)) fix.edit.reset();
      parse_error("INVALID_HEADER", part_of(start, id.at, id.text.size()), "invocation id " + in_quotes(id.text) + " is not an identifier: " + why_not_identifier(id.text),
                  std::move(fix));
    }
    if (!index_.add_call(id.text, start.offset + id.at))
      report("DUPLICATE_INVOCATION_ID", Severity::error, part_of(start, id.at, id.text.size()),
             "invocation id " + in_quotes(id.text) + " is already used by an earlier call",
             replaced(start, id.at, id.text.size(), suggest_unique_id(call.invocation_id)));
  }

  if (!deps.empty()) dependencies(deps, deps_at, start, call);
}

void Builder::dependencies(const std::vector<Piece>& items, std::size_t list_at, const Line& start, Call& call) {
  const std::string_view content = start.content;
  if (items.size() == 1 && items.front().text.empty()) return;  // a blank dependencies part: none

  // The first empty or repeated item's hint is the line with a clean list (only the first, so
  // that a long list does not make each of its diagnostics as long as the list).
  std::optional<LineFix> list_hint;
  {
    std::string clean;
    std::unordered_set<std::string_view> seen;
    for (const Piece& dep : items)
      if (!dep.text.empty() && seen.insert(dep.text).second) clean += (clean.empty() ? "" : ",") + std::string(dep.text);
    list_hint = replaced(start, list_at, content.size() - std::min(list_at, content.size()), clean);
    // An item with an ill-formed byte is kept as it is: the edit would copy the dangling byte.
    if (utf8::first_invalid(clean) != std::string::npos) list_hint->edit.reset();
  }
  std::unordered_set<std::string_view> seen;
  for (const Piece& dep : items) {
    if (dep.text.empty()) {
      report("EMPTY_DEPENDENCY", Severity::warning, point(start.at(dep.at)), "empty item in the dependency list",
             std::exchange(list_hint, std::nullopt));
      continue;
    }
    if (!seen.insert(dep.text).second) {
      report("DUPLICATE_DEPENDENCY", Severity::warning, part_of(start, dep.at, dep.text.size()),
             "dependency " + in_quotes(dep.text) + " is listed twice", std::exchange(list_hint, std::nullopt));
      continue;
    }
    if (!dep.is_name)
      parse_error("INVALID_HEADER", part_of(start, dep.at, dep.text.size()), "dependency " + in_quotes(dep.text) + " is not an identifier: " + why_not_identifier(dep.text),
                  replaced(start, dep.at, dep.text.size(), nearest_identifier(dep.text)));
    call.dependencies.emplace_back(dep.text);
    index_.add_dependency(dep.text, start.offset + dep.at, dep.is_name);
    if (!index_.input()) stream_dependency_at_.push_back(start.at(dep.at));
  }
}

// `id` followed by the first free `_N`; a suggestion is never made twice.
std::string Builder::suggest_unique_id(const std::string& id) {
  std::size_t& n = next_suffix_[id];
  if (n < 2) n = 2;
  std::string unique;
  while (index_.contains(unique = id + "_" + std::to_string(n)) || suggested_ids_.count(unique)) ++n;
  suggested_ids_.insert(unique);
  return unique;
}

std::string Builder::take_auto_id() {
  std::string id;
  while (index_.contains(id = "gadget_" + std::to_string(next_auto_))) ++next_auto_;
  index_.add_automatic_call(next_auto_++);
  return id;
}

std::vector<Segment> Builder::segments(LlmistParser::PointerContext* ctx, const Line& arg, std::size_t& pointer_at,
                                       std::string_view& pointer) {
  const std::vector<LlmistParser::SegmentContext*> parts = ctx->segment();
  const std::vector<antlr4::tree::TerminalNode*> slashes = ctx->SLASH();  // (SLASH(i) searches from the start)
  std::vector<std::vector<antlr4::Token*>> tokens;
  for (std::size_t i = 0; i < parts.size(); ++i) tokens.push_back(tokens_of(parts[i], i == 0, i + 1 == parts.size()));

  // The pointer: from its first to its last token that is not a blank at either end.
  std::size_t from = std::string::npos, to = 0;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const antlr4::Token* first = tokens[i].empty() ? nullptr : tokens[i].front();
    const antlr4::Token* last = tokens[i].empty() ? nullptr : tokens[i].back();
    if (i > 0) {  // the slash before this segment
      const antlr4::Token& slash = *slashes[i - 1]->getSymbol();
      if (from == std::string::npos) from = byte_in_line(slash);
      to = just_after(slash);
    }
    if (first && from == std::string::npos) from = byte_in_line(*first);
    if (last) to = just_after(*last);
  }
  if (from == std::string::npos) return {};  // only blanks, or nothing: an empty pointer
  pointer_at = from;
  pointer = arg.content.substr(from, to - from);

  std::vector<Segment> out;
  std::size_t at = from;  // where the current segment begins (for an empty one)
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) at = just_after(*slashes[i - 1]->getSymbol());
    Segment s;  // invalid unless a single NAME, INDEX or NEGATIVE_INDEX
    if (tokens[i].empty()) {
      s.at = at - from;
    } else {
      const std::size_t a = byte_in_line(*tokens[i].front()), b = just_after(*tokens[i].back());
      s.text = arg.content.substr(a, b - a);
      s.at = a - from;
      if (tokens[i].size() == 1) {
        switch (tokens[i].front()->getType()) {
          case LlmistParser::NAME: s.kind = Segment::name; break;
          case LlmistParser::INDEX: s.kind = Segment::index; break;
          case LlmistParser::NEGATIVE_INDEX: s.kind = Segment::negative_index; break;
          default: break;
        }
      }
    }
    out.push_back(s);
  }
  return out;
}

void Builder::parameter(LlmistParser::ParameterContext* ctx, Object& parameters,
                        std::unordered_set<std::string>& pointers, std::unordered_set<std::string>& fixed,
                        std::string& raw) {
  const antlr4::Token& marker = *ctx->arg->marker;
  const Line arg = line_of(marker);
  raw += arg.content;
  if (arg.terminated) raw += '\n';

  std::string value;
  for (const antlr4::Token* run : ctx->values) append_lf(value, driver_.text(*run));
  raw += value;
  if (!value.empty() && value.back() == '\n') value.pop_back();  // the LF before the next marker line

  std::size_t at = 0;
  std::string_view pointer;
  std::vector<Segment> segs;
  if (const antlr4::Token* line = ctx->arg->whole) {  // segments and '/', well formed
    const Piece whole = trimmed_piece(arg.content.substr(byte_in_line(*line)), byte_in_line(*line));
    at = whole.at;
    pointer = whole.text;
    for (const auto& [text, from] : split(pointer, '/'))  // identifiers or digits, never empty
      segs.push_back({text, from, text[0] >= '0' && text[0] <= '9' ? Segment::index : Segment::name});
  } else {
    segs = segments(ctx->arg->pointer(), arg, at, pointer);
  }
  if (pointer.empty()) {
    const std::size_t base = just_after(marker);
    parse_error("EMPTY_POINTER", point(arg.at(base)),
                "the parameter name after '" + markers_.arg + "' is empty; write it after the marker, e.g. '" +
                    markers_.arg + "name'");
    return;
  }
  if (!pointers.insert(std::string(pointer)).second) {
    parse_error("DUPLICATE_POINTER", part_of(arg, at, pointer.size()), "parameter " + in_quotes(pointer) + " is given twice in this block");
    return;
  }
  if (auto error = place(parameters, segs, coerce(value))) {
    const bool whole = error->segment >= segs.size();
    const std::size_t where = whole ? at : at + segs[error->segment].at;
    std::optional<LineFix> hint;
    if (!whole) {
      const std::string_view bad = segs[error->segment].text;
      if (!error->replacement.empty()) {
        // An index (leading zeros dropped, the next free one for a gap) is a guess at what was
        // meant: the parameters may only be out of order, so it is a hint, not a fix to apply.
        hint = replaced(arg, where, bad.size(), error->replacement);
        hint->edit.reset();
      } else if (std::string_view(error->code) == "INVALID_POINTER") {
        std::string written(pointer);  // the pointer as the fix writes it
        const std::size_t in_pointer = segs[error->segment].at;
        const std::size_t invalid = static_cast<std::size_t>(std::count_if(
            segs.begin(), segs.end(), [](const Segment& g) { return g.kind == Segment::invalid; }));
        if (invalid > 1) {
          // Several invalid segments: one edit makes the whole pointer valid (each empty segment
          // dropped, each other one made an identifier), so that the fixed line has none left.
          written.clear();
          for (const Segment& g : segs) {
            if (g.kind == Segment::invalid && g.text.empty()) continue;
            if (!written.empty()) written += '/';
            written += g.kind == Segment::invalid ? nearest_identifier(g.text) : std::string(g.text);
          }
          if (!written.empty()) hint = replaced(arg, at, pointer.size(), written);
        } else if (!bad.empty()) {
          const std::string name = nearest_identifier(bad);
          hint = replaced(arg, where, bad.size(), name);
          if (in_pointer + bad.size() <= written.size()) written.replace(in_pointer, bad.size(), name);
        } else if (segs.size() > 1) {  // drop the empty segment and one of its slashes
          const bool last = error->segment + 1 == segs.size();
          hint = replaced(arg, last ? where - 1 : where, 1, "");
          const std::size_t cut = last && in_pointer > 0 ? in_pointer - 1 : in_pointer;
          if (cut < written.size()) written.erase(cut, 1);
        }
        // A fix that repeats a pointer of the block would make a DUPLICATE_POINTER: a hint only.
        if (hint && (pointers.count(written) || !fixed.insert(written).second)) hint->edit.reset();
      }
    }
    parse_error(error->code, whole ? part_of(arg, at, pointer.size()) : part_of(arg, where, segs[error->segment].text.size()),
                error->message, hint);
  }
}

// ---- document-level checks -------------------------------------------------------------------

void Builder::check_dependencies() {
  std::optional<LineFinder> lines;
  if (index_.input()) lines.emplace(*index_.input());
  auto report_at = [&](Diagnostic d, Position at, const char* code, Severity severity, std::string message) {
    d.code = code;
    d.severity = severity;
    d.span.start = at;
    d.message = std::move(message);
    diagnostics_.report(std::move(d));
  };

  std::size_t site = 0, dependency = 0, last_call = 0;
  index_.for_each_dependency([&](const CallIndex::Dependency& dep, bool known) {
    if (dependency > 0 && dep.call != last_call) ++site;  // the next call with dependencies
    last_call = dep.call;
    const std::size_t k = dependency++;
    if (!dep.valid || known) return;  // (not an identifier: INVALID_HEADER already)
    std::string message = "no call in this document has id " + in_quotes(dep.id) +
                          "; it is taken to be done already (an earlier turn)";
    if (lines) {
      const Line line = lines->line_at(dep.offset);
      report_at({}, line.at(dep.offset - line.offset), "UNKNOWN_DEPENDENCY", Severity::info, std::move(message));
    } else {
      report_at(diagnostics_.snapshot_at(stream_sites_[site].snapshot), stream_dependency_at_[k],
                "UNKNOWN_DEPENDENCY", Severity::info, std::move(message));
    }
  });

  for (const CallIndex::Cycle& cycle : index_.take_cycles()) {
    std::string members;
    for (std::size_t i : cycle.calls) members += (members.empty() ? "" : ", ") + index_.id_of(i);
    const std::string first = index_.id_of(cycle.calls.front());
    std::string message = cycle.calls.size() == 1 ? "call " + in_quotes(first) + " depends on itself"
                                                  : "calls " + members + " depend on each other in a cycle";
    if (lines) {
      report_at({}, lines->line_at(cycle.header_at).at(0), "DEPENDENCY_CYCLE", Severity::error, std::move(message));
    } else {
      const StreamSite& at = stream_sites_[cycle.first_caller];
      report_at(diagnostics_.snapshot_at(at.snapshot), at.header, "DEPENDENCY_CYCLE", Severity::error,
                std::move(message));
    }
  }
}

}  // namespace llmfmt::llmist
