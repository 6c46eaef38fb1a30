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

std::size_t just_after(const antlr4::Token& t) { return t.getCharPositionInLine() + (t.getStopIndex() + 1 - t.getStartIndex()); }

}  // namespace

Builder::Builder(const Markers& markers, const LineDriver& driver, DiagnosticCollector& diagnostics, Sink sink)
    : markers_(markers), driver_(driver), diagnostics_(diagnostics), sink_(std::move(sink)) {}

void Builder::reset() {
  index_.reset(std::nullopt);
  text_as_spans_ = false;
  suggested_ids_.clear();
  id_fixes_.clear();
  ids_of_other_fixes_.clear();
  next_suffix_.clear();
  next_auto_ = 1;
  stream_sites_.clear();
  stream_dependency_at_.clear();
  text_ = {};
  text_end_.reset();
  have_text_ = false;
}

namespace {
// The bytes [from, from + size) of a line's content.
Span part_of(const Line& line, std::size_t from, std::size_t size) { return {line.at(from), line.at(from + size)}; }
Span point(Position at) { return {at, at}; }
}  // namespace

std::size_t Builder::report(const char* code, Severity severity, Span at, std::string message,
                            std::optional<LineFix> fix) {
  Diagnostic d;
  d.code = code;
  d.severity = severity;
  d.span = at;
  d.message = std::move(message);
  attach(d, std::move(fix));
  return diagnostics_.report(std::move(d));
}

std::size_t Builder::parse_error(const char* code, Span at, std::string message, std::optional<LineFix> fix) {
  if (!first_parse_error_) first_parse_error_ = message;
  return report(code, Severity::error, at, std::move(message), std::move(fix));
}

void Builder::writes_id(std::size_t handle, std::string id, std::size_t at, std::string repeated) {
  if (!diagnostics_.reported(handle).fix.empty()) id_fixes_.push_back({handle, std::move(id), at, std::move(repeated)});
}

void Builder::fix_declares_id(std::string_view id) {
  ids_of_other_fixes_.emplace(id);
  ids_of_other_fixes_.insert(nearest_identifier(id));
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
  text_end_.reset();
}

void Builder::flush_text() {
  if (!have_text_) return;
  have_text_ = false;
  if (text_end_) {  // (only the segment's last run says where it ends)
    text_.span.end = end_of_run(driver_.bytes(text_end_->start, text_end_->end), text_end_->start, text_end_->number);
    text_end_.reset();
  }
  if (text_as_spans_ ? !text_blank_ : !is_blank_text(text_.text)) sink_.text(std::move(text_));
  text_ = {};
}

void Builder::build(LlmistParser::DocumentContext* item) {
  for (antlr4::tree::ParseTree* child : item->children) {
    if (auto* b = dynamic_cast<LlmistParser::BlockContext*>(child)) {
      flush_text();
      block(b);
    } else if (antlr4::Token* t = token_of(child); t && t->getType() == LlmistParser::TEXT_LINE) {
      text({t->getStartIndex(), t->getStopIndex() + 1, t->getLine()});
    }
  }
}

void Builder::text(const Run& run) {
  if (drop_values_) return;  // check(): no text segment leaves the sink
  add_text(driver_.bytes(run.start, run.end), {run.number, 1, run.start}, {});
  text_end_ = run;
}

// ---- blocks ----------------------------------------------------------------------------------

namespace {
Builder::Run run_of(const antlr4::Token& t) { return {t.getStartIndex(), t.getStopIndex() + 1, t.getLine()}; }
}  // namespace

// A parsed block, read as the fast path hands one over (LlmistParser.g4 `block`).
void Builder::block(LlmistParser::BlockContext* ctx) {
  const Line start = line_of(*ctx->first->marker);
  begin_block(start, header_of(ctx->first, start));
  for (const antlr4::Token* token : ctx->preamble) value(run_of(*token));
  for (LlmistParser::ParameterContext* p : ctx->parameters) {
    const Line arg = line_of(*p->arg->marker);
    parameter(arg, just_after(*p->arg->marker), pointer_of(p->arg, arg));
    for (const antlr4::Token* token : p->values) value(run_of(*token));
  }
  if (LlmistParser::EndLineContext* end = ctx->last) {
    const Line line = line_of(*end->marker);
    end_block(&line, text_after_end(end));
  } else {
    end_block(nullptr, std::string_view::npos);
  }
}

void Builder::begin_block(const Line& start, const HeaderShape& shape) {
  in_block_ = true;
  first_parse_error_.reset();
  call_ = {};
  raw_.clear();
  warned_ = false;
  parameters_ = {};
  pointers_.clear();
  fixed_.clear();
  pointer_fixes_.clear();
  in_parameter_ = false;
  block_start_ = start.at(0);
  block_end_ = start.end();
  value_end_.reset();
  header(shape, start);
  // Only a call with dependencies can get a document-level diagnostic (unknown id, cycle). A
  // stream keeps its header line's context now; a whole input is read again at the end.
  if (!call_.dependencies.empty() && !index_.input())
    stream_sites_.push_back({diagnostics_.snapshot(start.number), start.at(0)});
}

void Builder::value(const Run& run) {
  const std::string_view bytes = driver_.bytes(run.start, run.end);
  value_end_ = run;  // (end_block reads the end of the block's last run)
  if (in_parameter_) {
    if (!drop_values_) append_lf(value_, bytes);
    return;
  }
  // Before the first parameter: not a parameter.
  if (!warned_)
    for_each_line(bytes, run.start, run.number, [&](const Line& line) {
      if (warned_ || trim_blanks(line.content).empty()) return;
      report("UNEXPECTED_TEXT", Severity::warning, part_of(line, 0, line.content.size()),
             "text before the block's first '" + markers_.arg +
                 "' line is not a parameter; start a parameter with a line such as '" + markers_.arg + "name'");
      warned_ = true;
    });
  if (!drop_values_) append_lf(raw_, bytes);
}

void Builder::end_block(const Line* end, std::size_t text_at) {
  close_parameter();
  in_block_ = false;
  // An INVALID_POINTER fix that writes a pointer the block has (a later parameter's too, docs/
  // formats/llmist.md §13.3) would make a DUPLICATE_POINTER: a hint only.
  for (auto& [d, written] : pointer_fixes_) {
    if (pointers_.count(written)) d.fix.clear();
    diagnostics_.report(std::move(d));
  }
  pointer_fixes_.clear();
  if (value_end_) {
    block_end_ = end_of_run(driver_.bytes(value_end_->start, value_end_->end), value_end_->start, value_end_->number);
    value_end_.reset();
  }
  if (end) {
    block_end_ = end->end();
    if (text_at != std::string_view::npos) {
      block_end_ = end->at(text_at);  // the block ends at the marker; the rest of the line is prose
      report("UNEXPECTED_TEXT", Severity::warning, part_of(*end, text_at, end->content.size() - text_at),
             "text after '" + markers_.end + "' on its line is not part of the block; put '" + markers_.end +
                 "' on a line of its own");
      if (!drop_values_)
        add_text(driver_.bytes(end->offset + text_at, end->end_offset()), block_end_, end->end());  // begins the next prose segment
    }
  }
  call_.parameters_raw = std::move(raw_);
  call_.span = {block_start_, block_end_};
  if (first_parse_error_) {
    call_.parse_error = std::move(first_parse_error_);
  } else {
    call_.parameters = Value(std::move(parameters_));
  }
  sink_.call(std::move(call_));
}

Piece Builder::piece(LlmistParser::PartContext* part, std::size_t begins_at, const Line& line) const {
  const std::vector<antlr4::Token*> tokens = tokens_of(part, true, true);
  if (tokens.empty()) return {std::string_view(), begins_at, false};
  const std::size_t from = byte_in_line(*tokens.front()), to = just_after(*tokens.back());
  const bool is_name = tokens.size() == 1 && tokens.front()->getType() == LlmistParser::NAME;
  return {line.content.substr(from, to - from), from, is_name};
}

HeaderShape Builder::header_of(LlmistParser::StartLineContext* ctx, const Line& start) const {
  HeaderShape shape;
  if (const antlr4::Token* header = ctx->header) {  // well formed: its parts as the fast path reads them
    read_header(driver_.bytes(start.offset, start.end_offset()), byte_in_line(*header), shape);
    return shape;
  }
  shape.name = piece(ctx->name, just_after(*ctx->marker), start);
  if (ctx->invocationId) shape.id = piece(ctx->invocationId, just_after(*ctx->COLON(0)->getSymbol()), start);
  if (LlmistParser::DependenciesContext* list = ctx->dependencies()) {
    shape.has_dependencies = true;
    shape.dependencies_at = just_after(*ctx->COLON(1)->getSymbol());
    const std::vector<LlmistParser::PartContext*> parts = list->part();
    const std::vector<antlr4::tree::TerminalNode*> commas = list->COMMA();  // (COMMA(i) searches from the start)
    for (std::size_t i = 0; i < parts.size(); ++i)
      shape.dependencies.push_back(
          piece(parts[i], i == 0 ? shape.dependencies_at : just_after(*commas[i - 1]->getSymbol()), start));
  }
  return shape;
}

void Builder::header(const HeaderShape& shape, const Line& start) {
  const Piece& name = shape.name;
  const Piece& id = shape.id;
  call_.gadget_name = std::string(name.text);
  if (!name.is_name)
    parse_error("INVALID_HEADER", name.text.empty() ? point(start.at(name.at)) : part_of(start, name.at, name.text.size()),
                name.text.empty() ? "the gadget name is missing" : "gadget name " + in_quotes(name.text) + " is not an identifier: " + why_not_identifier(name.text),
                name.text.empty() ? std::optional<LineFix>()
                                  : replaced(start, name.at, name.text.size(), nearest_identifier(name.text)));

  if (id.text.empty()) {
    call_.invocation_id = take_auto_id();
  } else {
    call_.invocation_id = std::string(id.text);
    if (!id.is_name) {
      // An id made an identifier that an earlier call has already (`gadget﹍1` → an auto id)
      // would be a DUPLICATE_INVOCATION_ID: a hint only (a later call's: writes_id).
      const std::string fixed = nearest_identifier(id.text);
      LineFix fix = replaced(start, id.at, id.text.size(), fixed);
      if (index_.contains(fixed) || suggested_ids_.count(fixed)) fix.edit.reset();
      writes_id(parse_error("INVALID_HEADER", part_of(start, id.at, id.text.size()),
                            "invocation id " + in_quotes(id.text) + " is not an identifier: " + why_not_identifier(id.text),
                            std::move(fix)),
                fixed, id.at);
    }
    if (!index_.add_call(id.text, start.offset + id.at)) {
      const std::string fresh = suggest_unique_id(call_.invocation_id);
      writes_id(report("DUPLICATE_INVOCATION_ID", Severity::error, part_of(start, id.at, id.text.size()),
                       "invocation id " + in_quotes(id.text) + " is already used by an earlier call",
                       replaced(start, id.at, id.text.size(), fresh)),
                fresh, id.at, call_.invocation_id);
    }
  }

  if (!shape.dependencies.empty()) dependencies(shape.dependencies, shape.dependencies_at, start);
}

void Builder::dependencies(const std::vector<Piece>& items, std::size_t list_at, const Line& start) {
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
    call_.dependencies.emplace_back(dep.text);
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


PointerShape Builder::pointer_of(LlmistParser::ArgLineContext* ctx, const Line& arg) const {
  PointerShape shape;
  if (const antlr4::Token* line = ctx->whole) {  // well formed: as the fast path reads it
    read_pointer(driver_.bytes(arg.offset, arg.end_offset()), byte_in_line(*line), shape);
    return shape;
  }
  LlmistParser::PointerContext* pointer = ctx->pointer();
  const std::vector<LlmistParser::SegmentContext*> parts = pointer->segment();
  const std::vector<antlr4::tree::TerminalNode*> slashes = pointer->SLASH();  // (SLASH(i) searches from the start)
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
  if (from == std::string::npos) return shape;  // only blanks, or nothing: an empty pointer
  shape.at = from;
  shape.text = arg.content.substr(from, to - from);

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
    shape.segments.push_back(s);
  }
  return shape;
}

std::size_t Builder::text_after_end(LlmistParser::EndLineContext* ctx) const {
  if (tokens_of(ctx->after, true, true).empty()) return std::string_view::npos;
  return just_after(*ctx->marker);
}

void Builder::parameter(const Line& arg, std::size_t marker_end, const PointerShape& pointer) {
  close_parameter();
  in_parameter_ = true;
  placed_ = false;
  value_.clear();
  block_end_ = arg.end();
  value_end_.reset();
  if (!drop_values_) {
    raw_ += arg.content;
    if (arg.terminated) raw_ += '\n';
  }
  if (pointer.text.empty()) {
    parse_error("EMPTY_POINTER", point(arg.at(marker_end)),
                "the parameter name after '" + markers_.arg + "' is empty; write it after the marker, e.g. '" +
                    markers_.arg + "name'");
    return;
  }
  if (!pointers_.insert(std::string(pointer.text)).second) {
    parse_error("DUPLICATE_POINTER", part_of(arg, pointer.at, pointer.text.size()),
                "parameter " + in_quotes(pointer.text) + " is given twice in this block");
    return;
  }
  placed_ = true;
  arg_offset_ = arg.offset;
  arg_number_ = arg.number;
  pointer_.assign(pointer.text);
  pointer_at_ = pointer.at;
  segments_.clear();
  for (const Segment& s : pointer.segments)
    segments_.push_back({std::string_view(pointer_).substr(std::min(s.at, pointer_.size()), s.text.size()), s.at, s.kind});
}

// The open parameter's value is complete: it is placed.
void Builder::close_parameter() {
  if (!in_parameter_) return;
  in_parameter_ = false;
  if (!drop_values_) raw_ += value_;
  if (!placed_) return;  // an empty or repeated pointer: reported already
  if (!value_.empty() && value_.back() == '\n') value_.pop_back();  // the LF before the next marker line
  auto error = place(parameters_, segments_, drop_values_ ? Value() : coerce(value_));
  if (!error) return;
  const Line arg = driver_.line_at(arg_offset_, arg_number_);
  const std::vector<Segment>& segs = segments_;
  const std::string_view pointer = pointer_;
  const std::size_t at = pointer_at_;
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
      const std::size_t invalid = static_cast<std::size_t>(
          std::count_if(segs.begin(), segs.end(), [](const Segment& g) { return g.kind == Segment::invalid; }));
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
      // Later pointers of the block are not known yet: such a fix is reported at the block's end.
      if (hint && (pointers_.count(written) || !fixed_.insert(written).second)) hint->edit.reset();
      if (hint && hint->edit) {
        if (!first_parse_error_) first_parse_error_ = error->message;
        Diagnostic d;
        d.code = error->code;
        d.severity = Severity::error;
        d.span = part_of(arg, where, segs[error->segment].text.size());
        d.message = error->message;
        attach(d, std::move(hint));
        pointer_fixes_.push_back({std::move(d), std::move(written)});
        return;
      }
    }
  }
  parse_error(error->code, whole ? part_of(arg, at, pointer.size()) : part_of(arg, where, segs[error->segment].text.size()),
              error->message, hint);
}

// ---- document-level checks -------------------------------------------------------------------

void Builder::check_dependencies() {
  // The fixes that write an invocation id, now that every call's id is known (a later call's too,
  // docs/formats/llmist.md §4): a DUPLICATE_INVOCATION_ID's fresh id is the smallest `<id>_N`
  // from 2 that no call has and no other fix writes (an earlier one, or one that makes a header
  // of a line: fix_declares_id); an id made an identifier that a call has or another fix writes
  // would make a DUPLICATE_INVOCATION_ID: a hint only.
  std::unordered_set<std::string> written = std::move(ids_of_other_fixes_);
  ids_of_other_fixes_.clear();
  std::unordered_map<std::string, std::size_t> next;  // per repeated id: where the search goes on
  for (const IdFix& f : id_fixes_) {
    Diagnostic& d = diagnostics_.reported(f.handle);
    if (f.repeated.empty()) {
      if (index_.contains(f.id) || !written.insert(f.id).second) d.fix.clear();
      continue;
    }
    std::size_t& n = next[f.repeated];
    if (n < 2) n = 2;
    std::string fresh;
    while (index_.contains(fresh = f.repeated + "_" + std::to_string(n)) || written.count(fresh)) ++n;
    written.insert(fresh);
    if (fresh == f.id) continue;
    d.fix.front().text = fresh;
    if (d.fix_hint && d.fix_hint->compare(f.at, f.id.size(), f.id) == 0) d.fix_hint->replace(f.at, f.id.size(), fresh);
  }
  id_fixes_.clear();

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
