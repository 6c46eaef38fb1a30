#include "llmist/builder.h"

#include <algorithm>
#include <utility>

#include "core/utf8.h"
#include "llmist/values.h"

namespace llmfmt::llmist {
namespace {

constexpr std::size_t npos = static_cast<std::size_t>(-1);

bool is_blank_text(std::string_view s) { return s.find_first_not_of(" \t\n") == std::string_view::npos; }

// Leading blanks moved into `at`, trailing ones dropped. A blank part stays where it begins.
std::pair<std::string_view, std::size_t> trimmed(std::string_view text, std::size_t at) {
  const std::size_t lead = text.find_first_not_of(" \t");
  return {trim_blanks(text), lead == std::string_view::npos ? at : at + lead};
}

// `line` with `length` bytes at `from` replaced: a fix hint is the whole corrected line.
std::string replaced(std::string_view line, std::size_t from, std::size_t length, std::string_view with) {
  std::string out(line.substr(0, from));
  out += with;
  out += line.substr(std::min(from + length, line.size()));
  return out;
}

std::string in_quotes(std::string_view s) { return "'" + std::string(s) + "'"; }

}  // namespace

Line Line::of(const antlr4::Token& token) {
  Line line;
  line.content = token.getText();
  line.size = line.content.size();
  line.terminated = !line.content.empty() && line.content.back() == '\n';
  if (line.terminated) {
    line.content.pop_back();
    if (!line.content.empty() && line.content.back() == '\r') line.content.pop_back();  // CRLF is LF
  }
  line.offset = token.getStartIndex();
  line.number = token.getLine();
  return line;
}

Position Line::at(std::size_t byte) const {
  byte = std::min(byte, content.size());
  return {number, 1 + utf8::columns(std::string_view(content).substr(0, byte)), offset + byte};
}

Position Line::end() const {
  if (terminated) return {number + 1, 1, offset + size};
  return {number, 1 + utf8::columns(content), offset + size};
}

Builder::Builder(const Markers& markers, DiagnosticCollector& diagnostics, Sink sink)
    : markers_(markers), diagnostics_(diagnostics), sink_(std::move(sink)) {}

void Builder::reset() {
  used_ids_.clear();
  suggested_ids_.clear();
  next_suffix_.clear();
  next_auto_ = 1;
  sites_.clear();
  text_ = {};
  have_text_ = false;
}

void Builder::report(const char* code, Severity severity, Position at, std::string message,
                     std::optional<std::string> fix_hint) {
  Diagnostic d;
  d.code = code;
  d.severity = severity;
  d.position = at;
  d.message = std::move(message);
  d.fix_hint = std::move(fix_hint);
  diagnostics_.report(std::move(d));
}

void Builder::parse_error(const char* code, Position at, std::string message,
                          std::optional<std::string> fix_hint) {
  if (!first_parse_error_) first_parse_error_ = message;
  report(code, Severity::error, at, std::move(message), std::move(fix_hint));
}

// ---- prose -----------------------------------------------------------------------------------

void Builder::add_text(const Line& line, std::size_t from_byte) {
  if (!have_text_) {
    text_ = {};
    text_.span.start = line.at(from_byte);
    have_text_ = true;
  }
  text_.text.append(line.content, from_byte, std::string::npos);
  if (line.terminated) text_.text += '\n';
  text_.span.end = line.end();
}

void Builder::flush_text() {
  if (!have_text_) return;
  have_text_ = false;
  if (!is_blank_text(text_.text)) sink_.text(std::move(text_));
  text_ = {};
}

antlrcpp::Any Builder::visitDocument(LlmistParser::DocumentContext* ctx) {
  for (antlr4::tree::ParseTree* child : ctx->children) {
    if (auto* block = dynamic_cast<LlmistParser::BlockContext*>(child)) {
      flush_text();
      visitBlock(block);
    } else if (auto* terminal = dynamic_cast<antlr4::tree::TerminalNode*>(child)) {
      if (terminal->getSymbol()->getType() == LlmistParser::TEXT_LINE)
        add_text(Line::of(*terminal->getSymbol()), 0);
    }
  }
  return nullptr;
}

// ---- blocks ----------------------------------------------------------------------------------

antlrcpp::Any Builder::visitBlock(LlmistParser::BlockContext* ctx) {
  first_parse_error_.reset();
  const Line start = Line::of(*ctx->START_LINE()->getSymbol());
  Call call;
  CallSite site;
  site.header = start.at(0);
  read_header(start, call, site);
  // Only a call with dependencies can get a document-level diagnostic (unknown id, cycle).
  if (!call.dependencies.empty()) site.snapshot = diagnostics_.snapshot(start.number);

  std::string raw;
  bool warned = false;
  for (antlr4::Token* token : ctx->preamble) {
    const Line line = Line::of(*token);
    if (!warned && !trim_blanks(line.content).empty()) {
      report("UNEXPECTED_TEXT", Severity::warning, line.at(0),
             "text before the block's first '" + markers_.arg + "' line is not a parameter; start a parameter with a line such as '" +
                 markers_.arg + "name'");
      warned = true;
    }
    raw += line.content;
    if (line.terminated) raw += '\n';
  }

  Object parameters;
  std::unordered_set<std::string> pointers;
  for (LlmistParser::ParameterContext* parameter : ctx->parameter())
    read_parameter(parameter, parameters, pointers, raw);

  Position end = start.end();
  if (!ctx->parameter().empty() || !ctx->preamble.empty()) {
    antlr4::Token* last = ctx->getStop();
    end = Line::of(*last).end();
  }
  if (antlr4::tree::TerminalNode* end_node = ctx->END_LINE()) {
    const Line line = Line::of(*end_node->getSymbol());
    end = line.end();
    const std::size_t after = markers_.end.size();
    if (!trim_blanks(std::string_view(line.content).substr(after)).empty()) {
      end = line.at(after);  // the block ends at the marker; the rest of the line is prose
      report("UNEXPECTED_TEXT", Severity::warning, end,
             "text after '" + markers_.end + "' on its line is not part of the block; put '" + markers_.end +
                 "' on a line of its own");
      add_text(line, after);  // begins the next prose segment
    }
  }

  call.parameters_raw = std::move(raw);
  call.span = {start.at(0), end};
  if (first_parse_error_) {
    call.parse_error = std::move(first_parse_error_);
  } else {
    call.parameters = Value(std::move(parameters));
  }
  sites_.push_back(std::move(site));
  sink_.call(std::move(call));
  return nullptr;
}

void Builder::read_header(const Line& start, Call& call, CallSite& site) {
  const std::string_view content = start.content;
  const std::size_t base = markers_.start.size();
  const std::string_view header = content.substr(base);

  // Name, id and dependencies: split on the first two colons.
  const std::size_t colon1 = header.find(':');
  const std::size_t colon2 = colon1 == npos ? npos : header.find(':', colon1 + 1);
  const auto [name, name_at] = trimmed(header.substr(0, colon1), base);
  std::string_view id;
  std::size_t id_at = 0;
  if (colon1 != npos) {
    const std::size_t id_len = colon2 == npos ? npos : colon2 - colon1 - 1;
    std::tie(id, id_at) = trimmed(header.substr(colon1 + 1, id_len), base + colon1 + 1);
  }

  call.gadget_name = std::string(name);
  if (!is_identifier(name)) {
    parse_error("INVALID_HEADER", start.at(name_at),
                name.empty() ? "the gadget name is missing" : "gadget name " + in_quotes(name) + " is not an identifier",
                name.empty() ? std::optional<std::string>()
                             : replaced(content, name_at, name.size(), nearest_identifier(name)));
  }

  if (id.empty()) {
    call.invocation_id = take_auto_id();
  } else {
    call.invocation_id = std::string(id);
    if (!is_identifier(id))
      parse_error("INVALID_HEADER", start.at(id_at), "invocation id " + in_quotes(id) + " is not an identifier",
                  replaced(content, id_at, id.size(), nearest_identifier(id)));
    if (!used_ids_.insert(call.invocation_id).second)
      report("DUPLICATE_INVOCATION_ID", Severity::error, start.at(id_at),
             "invocation id " + in_quotes(id) + " is already used by an earlier call",
             replaced(content, id_at, id.size(), suggest_unique_id(call.invocation_id)));
  }

  if (colon2 == npos) return;
  const std::string_view deps = header.substr(colon2 + 1);
  if (trim_blanks(deps).empty()) return;

  std::vector<std::pair<std::string_view, std::size_t>> items;  // comma-separated
  for (std::size_t from = 0;;) {
    const std::size_t comma = deps.find(',', from);
    items.push_back(trimmed(deps.substr(from, comma == npos ? npos : comma - from), base + colon2 + 1 + from));
    if (comma == npos) break;
    from = comma + 1;
  }
  // The first empty or repeated item's hint is the line with a clean list (only the first, so
  // that a long list does not make each of its diagnostics as long as the list).
  std::optional<std::string> list_hint;
  {
    std::string clean;
    std::unordered_set<std::string_view> seen;
    for (const auto& [dep, at] : items)
      if (!dep.empty() && seen.insert(dep).second) clean += (clean.empty() ? "" : ",") + std::string(dep);
    list_hint = replaced(content, base + colon2 + 1, deps.size(), clean);
  }
  std::unordered_set<std::string_view> seen;
  for (const auto& [dep, at] : items) {
    if (dep.empty()) {
      report("EMPTY_DEPENDENCY", Severity::warning, start.at(at), "empty item in the dependency list",
             std::exchange(list_hint, std::nullopt));
      continue;
    }
    if (!seen.insert(dep).second) {
      report("DUPLICATE_DEPENDENCY", Severity::warning, start.at(at), "dependency " + in_quotes(dep) + " is listed twice",
             std::exchange(list_hint, std::nullopt));
      continue;
    }
    if (!is_identifier(dep))
      parse_error("INVALID_HEADER", start.at(at), "dependency " + in_quotes(dep) + " is not an identifier",
                  replaced(content, at, dep.size(), nearest_identifier(dep)));
    call.dependencies.emplace_back(dep);
    site.dependencies.push_back(start.at(at));
  }
}

// `id` followed by the first free `_N`; a suggestion is never made twice.
std::string Builder::suggest_unique_id(const std::string& id) {
  std::size_t& n = next_suffix_[id];
  if (n < 2) n = 2;
  std::string unique;
  while (used_ids_.count(unique = id + "_" + std::to_string(n)) || suggested_ids_.count(unique)) ++n;
  suggested_ids_.insert(unique);
  return unique;
}

std::string Builder::take_auto_id() {
  std::string id;
  while (used_ids_.count(id = "gadget_" + std::to_string(next_auto_))) ++next_auto_;
  ++next_auto_;
  used_ids_.insert(id);
  return id;
}

void Builder::read_parameter(LlmistParser::ParameterContext* ctx, Object& parameters,
                             std::unordered_set<std::string>& pointers, std::string& raw) {
  const Line arg = Line::of(*ctx->ARG_LINE()->getSymbol());
  raw += arg.content;
  if (arg.terminated) raw += '\n';

  std::string value;
  const auto lines = ctx->VALUE_LINE();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Line line = Line::of(*lines[i]->getSymbol());
    if (i > 0) value += '\n';
    value += line.content;
    raw += line.content;
    if (line.terminated) raw += '\n';
  }

  const std::size_t base = markers_.arg.size();
  const auto [pointer, at] = trimmed(std::string_view(arg.content).substr(base), base);
  if (pointer.empty()) {
    parse_error("EMPTY_POINTER", arg.at(base),
                "the parameter name after '" + markers_.arg + "' is empty; write it after the marker, e.g. '" +
                    markers_.arg + "name'");
    return;
  }
  if (!pointers.insert(std::string(pointer)).second) {
    parse_error("DUPLICATE_POINTER", arg.at(at), "parameter " + in_quotes(pointer) + " is given twice in this block");
    return;
  }
  const std::vector<Segment> segments = split_pointer(pointer);
  if (auto error = place(parameters, segments, coerce(value))) {
    const bool whole = error->segment >= segments.size();
    const std::size_t where = whole ? at : at + segments[error->segment].at;
    std::optional<std::string> hint;
    if (!whole) {
      const std::string_view bad = segments[error->segment].text;
      if (!error->replacement.empty()) {
        hint = replaced(arg.content, where, bad.size(), error->replacement);
      } else if (std::string_view(error->code) == "INVALID_POINTER") {
        if (!bad.empty()) {
          hint = replaced(arg.content, where, bad.size(), nearest_identifier(bad));
        } else if (segments.size() > 1) {  // drop the empty segment and one of its slashes
          const bool last = error->segment + 1 == segments.size();
          hint = replaced(arg.content, last ? where - 1 : where, 1, "");
        }
      }
    }
    parse_error(error->code, arg.at(where), error->message, hint);
  }
}

// ---- document-level checks -------------------------------------------------------------------

void Builder::check_dependencies(const std::vector<Call>& calls) {
  auto at_site = [&](std::size_t call, Position at, const char* code, Severity severity, std::string message) {
    Diagnostic d = diagnostics_.snapshot_at(sites_[call].snapshot);
    d.code = code;
    d.severity = severity;
    d.position = at;
    d.message = std::move(message);
    diagnostics_.report(std::move(d));
  };
  std::unordered_set<std::string_view> ids;
  for (const Call& call : calls) ids.insert(call.invocation_id);
  for (std::size_t i = 0; i < calls.size() && i < sites_.size(); ++i)
    for (std::size_t k = 0; k < calls[i].dependencies.size(); ++k)
      if (is_identifier(calls[i].dependencies[k]) && !ids.count(calls[i].dependencies[k]))  // else INVALID_HEADER
        at_site(i, sites_[i].dependencies[k], "UNKNOWN_DEPENDENCY", Severity::info,
                "no call in this document has id " + in_quotes(calls[i].dependencies[k]) +
                    "; it is taken to be done already (an earlier turn)");

  for (const std::vector<std::size_t>& cycle : plan(calls).cycles) {
    std::string members;
    for (std::size_t i : cycle) members += (members.empty() ? "" : ", ") + calls[i].invocation_id;
    const std::size_t first = cycle.front();
    if (first < sites_.size())
      at_site(first, sites_[first].header, "DEPENDENCY_CYCLE", Severity::error,
              cycle.size() == 1 ? "call " + in_quotes(calls[first].invocation_id) + " depends on itself"
                                : "calls " + members + " depend on each other in a cycle");
  }
}

}  // namespace llmfmt::llmist
