#include "lsp/structure.h"

#include <algorithm>
#include <functional>
#include <map>

#include "lsp/text.h"

namespace llmfmt::lsp {
namespace {

ByteRange range_of(const Span& span) { return {span.start.offset, std::max(span.start.offset, span.end.offset)}; }

std::size_t line_end_at(std::string_view text, std::size_t offset) {
  const std::size_t eol = text.find_first_of("\r\n", std::min(offset, text.size()));
  return eol == std::string_view::npos ? text.size() : eol;
}

// At most `limit` bytes of the first line of `s`, cut on a character boundary, "…" when cut.
std::string first_line(std::string_view s, std::size_t limit = 60) {
  const std::size_t start = s.find_first_not_of(" \t\r\n");
  if (start == std::string_view::npos) return {};
  s = s.substr(start, line_end_at(s, start) - start);
  if (s.size() <= limit) return std::string(s);
  std::size_t cut = limit;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  return std::string(s.substr(0, cut)) + "\xE2\x80\xA6";
}

// Counts symbols so that a huge document gives a bounded list.
struct Budget {
  std::size_t left = kMaxSymbols;
  bool take() { return left > 0 ? (--left, true) : false; }
};

// ---- GaryML ------------------------------------------------------------------------------------

std::string value_text(const garyml::ParamValue& v) {
  using T = garyml::ParamValue::Type;
  switch (v.type) {
    case T::string: case T::decimal: return v.text;
    case T::reference: return "@" + v.text;
    case T::integer: return std::to_string(v.integer);
    case T::boolean: return v.boolean ? "true" : "false";
    case T::list: {
      std::string out;
      for (const auto& item : v.items) out += (out.empty() ? "" : ", ") + value_text(item);
      return out;
    }
  }
  return {};
}

// Nodes nested deeper than this (a client's max_depth may allow many) are left out: bounded recursion.
constexpr int kMaxNesting = 300;

void garyml_symbols(const garyml::Node& node, std::vector<Symbol>& out, Budget& budget, int depth = 0) {
  if (depth > kMaxNesting || !budget.take()) return;
  Symbol s;
  s.name = "." + node.name;
  s.kind = node.kind == garyml::Node::Kind::directive ? SymbolKind::class_ : SymbolKind::method;
  s.range = range_of(node.span);
  s.selection = {s.range.start, std::min(s.range.end, s.range.start + 1 + node.name.size())};
  if (const garyml::Parameter* id = node.parameter("id")) s.detail = value_text(id->value);
  else if (node.content && node.content->type == garyml::Content::Type::value) s.detail = first_line(value_text(node.content->value));
  for (const garyml::Parameter& p : node.parameters) {
    if (!budget.take()) break;
    Symbol param;
    param.name = p.key;
    param.detail = first_line(value_text(p.value));
    param.kind = SymbolKind::property;
    param.range = range_of(p.span);
    param.selection = {param.range.start, std::min(param.range.end, param.range.start + p.key.size())};
    s.children.push_back(std::move(param));
  }
  for (const garyml::Node& child : node.children) garyml_symbols(child, s.children, budget, depth + 1);
  out.push_back(std::move(s));
}

void garyml_value_names(const garyml::ParamValue& v, std::vector<Name>& names) {
  if (v.type == garyml::ParamValue::Type::reference) names.push_back({Name::Role::use, v.text, range_of(v.span), {}});
  for (const auto& item : v.items) garyml_value_names(item, names);
}

void garyml_names(const garyml::Node& node, std::vector<Name>& names, int depth = 0) {
  if (depth > kMaxNesting) return;
  for (const garyml::Parameter& p : node.parameters) {
    if (p.key == "id" && p.value.type != garyml::ParamValue::Type::list && p.value.type != garyml::ParamValue::Type::reference)
      names.push_back({Name::Role::definition, value_text(p.value), range_of(p.value.span), {}});
    else
      garyml_value_names(p.value, names);
  }
  if (node.content && node.content->type == garyml::Content::Type::value) garyml_value_names(node.content->value, names);
  for (const garyml::Node& child : node.children) garyml_names(child, names, depth + 1);
}

// ---- DSL ---------------------------------------------------------------------------------------

// The name after `/DEF` on the definition's first line.
ByteRange dsl_def_name(std::string_view text, const dsl::Def& def) {
  const std::size_t start = def.span.start.offset, eol = line_end_at(text, start);
  const std::size_t at = text.substr(0, eol).find(def.name, std::min(start + 4, eol));
  if (def.name.empty() || at == std::string_view::npos) return {start, std::min(eol, start + 4)};
  return {at, at + def.name.size()};
}

std::vector<Symbol> dsl_symbols(std::string_view text, const dsl::Program& program, Budget& budget) {
  std::vector<Symbol> out;
  for (std::size_t i = 0; i < program.steps.size() && budget.take(); ++i) {
    const dsl::Step& step = program.steps[i];
    Symbol s;
    s.name = "step " + std::to_string(i + 1);
    s.detail = first_line(step.instruction.raw);
    s.kind = SymbolKind::event;
    s.range = range_of(step.span);
    const ByteRange instruction = range_of(step.instruction.span);
    s.selection = instruction.end > instruction.start ? instruction : ByteRange{s.range.start, line_end_at(text, s.range.start)};
    if (step.from && budget.take()) {
      std::string items;
      for (const dsl::FromItem& item : step.from->items)
        items += (items.empty() ? "" : ", ") + (item.kind == dsl::FromItem::Kind::variable ? "@" + item.name : item.description);
      const ByteRange r = range_of(step.from->span);
      s.children.push_back({"/FROM", first_line(items), SymbolKind::namespace_, r, {r.start, std::min(r.end, r.start + 5)}, {}});
    }
    for (const dsl::Def& def : step.defs) {
      if (!budget.take()) break;
      s.children.push_back({def.name, dsl::to_string(def.type), SymbolKind::variable, range_of(def.span), dsl_def_name(text, def), {}});
    }
    if (step.out && budget.take()) {
      const ByteRange r = range_of(step.out->span);
      s.children.push_back({"/OUT", first_line(step.out->text), SymbolKind::string, r, {r.start, std::min(r.end, r.start + 4)}, {}});
    }
    // Children must lie inside their parent's range.
    for (Symbol& child : s.children) {
      s.range.start = std::min(s.range.start, child.range.start);
      s.range.end = std::max(s.range.end, child.range.end);
    }
    out.push_back(std::move(s));
  }
  return out;
}

// A step's references resolve to its /FROM item of that name, else to the last /DEF of that name
// in an earlier step; a /FROM item resolves to that /DEF.
std::vector<Name> dsl_names(std::string_view text, const dsl::Program& program) {
  std::vector<Name> names;
  std::map<std::string, std::size_t> last_def;  // defined by the steps before this one
  for (const dsl::Step& step : program.steps) {
    std::map<std::string, std::size_t> from_items;
    if (step.from)
      for (const dsl::FromItem& item : step.from->items) {
        if (item.kind != dsl::FromItem::Kind::variable) continue;
        Name use{Name::Role::use, item.name, range_of(item.span), {}};
        if (const auto d = last_def.find(item.name); d != last_def.end()) use.targets.push_back(d->second);
        from_items.emplace(item.name, names.size());
        names.push_back(std::move(use));
      }
    auto add_references = [&](const dsl::Text& t) {
      for (const dsl::Segment& seg : t.segments) {
        if (seg.kind != dsl::Segment::Kind::reference) continue;
        Name use{Name::Role::use, seg.text, range_of(seg.span), {}};
        if (const auto f = from_items.find(seg.text); f != from_items.end()) use.targets.push_back(f->second);
        else if (const auto d = last_def.find(seg.text); d != last_def.end()) use.targets.push_back(d->second);
        names.push_back(std::move(use));
      }
    };
    add_references(step.instruction);
    for (const dsl::Def& def : step.defs)
      if (def.description_given) add_references(def.description);
    for (const dsl::Def& def : step.defs) {
      last_def[def.name] = names.size();
      names.push_back({Name::Role::definition, def.name, dsl_def_name(text, def), {}});
    }
  }
  return names;
}

// ---- llmist ------------------------------------------------------------------------------------

// The header line `START name:id:dep,dep` of a call: its id (definition) and dependencies (uses).
void llmist_header_names(std::string_view text, const llmist::Call& call, const std::string& start_marker,
                         std::vector<Name>& names) {
  const std::size_t begin = call.span.start.offset, eol = line_end_at(text, begin);
  const std::string_view line = text.substr(begin, eol - begin);
  auto trimmed = [&](std::size_t from, std::size_t to) {
    while (from < to && (line[from] == ' ' || line[from] == '\t')) ++from;
    while (to > from && (line[to - 1] == ' ' || line[to - 1] == '\t')) --to;
    return ByteRange{begin + from, begin + to};
  };
  const std::size_t name_at = line.rfind(start_marker, 0) == 0 ? start_marker.size() : 0;
  const std::size_t colon1 = line.find(':', name_at);
  const ByteRange name = trimmed(name_at, colon1 == std::string_view::npos ? line.size() : colon1);
  if (colon1 == std::string_view::npos) {  // an implicit id: its definition is the name
    names.push_back({Name::Role::definition, call.invocation_id, name, {}});
    return;
  }
  const std::size_t colon2 = line.find(':', colon1 + 1);
  const ByteRange id = trimmed(colon1 + 1, colon2 == std::string_view::npos ? line.size() : colon2);
  const bool explicit_id = text.substr(id.start, id.end - id.start) == call.invocation_id;
  names.push_back({Name::Role::definition, call.invocation_id, explicit_id ? id : name, {}});
  if (colon2 == std::string_view::npos) return;
  for (std::size_t from = colon2 + 1; from <= line.size();) {
    std::size_t comma = line.find(',', from);
    if (comma == std::string_view::npos) comma = line.size();
    const ByteRange dep = trimmed(from, comma);
    if (dep.end > dep.start) names.push_back({Name::Role::use, std::string(text.substr(dep.start, dep.end - dep.start)), dep, {}});
    from = comma + 1;
  }
}

// ---- TELT --------------------------------------------------------------------------------------

std::vector<Symbol> telt_symbols(std::string_view text, const telt::Document& document, Budget& budget) {
  const Text lines{std::string(text)};
  std::vector<Symbol> out;
  for (const telt::Block& block : document.blocks) {
    if (!budget.take()) break;
    Symbol s;
    s.name = "block " + block.hash;
    s.kind = SymbolKind::module;
    const std::size_t first = block.start_line > 0 ? block.start_line - 1 : 0;
    const std::size_t last = std::max(first, block.end_line > 0 ? block.end_line - 1 : 0);
    s.range = {lines.line_start(first), lines.line_end(last)};
    s.selection = {s.range.start, lines.line_end(first)};
    for (const telt::Command& command : block.commands) {
      if (!budget.take()) break;
      Symbol c;
      c.name = command.type;
      c.detail = first_line(command.params.empty() ? std::string() : command.params.front().value);
      c.kind = SymbolKind::function;
      c.range = range_of(command.span);
      c.selection = {c.range.start, std::min(c.range.end, line_end_at(text, c.range.start))};
      s.range.start = std::min(s.range.start, c.range.start);
      s.range.end = std::max(s.range.end, c.range.end);
      s.children.push_back(std::move(c));
    }
    s.selection.end = std::min(s.selection.end, s.range.end);
    out.push_back(std::move(s));
  }
  return out;
}

// ---- STF ---------------------------------------------------------------------------------------

// The command lines of an STF text (docs/formats/stf.md §3): each message command starts a symbol
// that runs to the next one; `;meta` blocks are symbols of their own, `;extra` blocks children.
std::vector<Symbol> stf_symbols(std::string_view text, Budget& budget) {
  static const std::map<std::string_view, std::string_view> kMessages = {
      {"message", ""}, {"msg", ""}, {"system", "system"}, {"sys", "system"}, {"developer", "developer"},
      {"dev", "developer"}, {"user", "user"}, {"assistant", "assistant"}, {"ai", "assistant"},
      {"tool", "tool"}, {"raw", "raw"}};
  std::vector<Symbol> out;
  constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  std::size_t current = kNone;  // the open message's index in `out` (a pointer would dangle)
  bool in_comment = false, in_block = false, want_detail = false;
  auto message = [&]() -> Symbol* { return current == kNone ? nullptr : &out[current]; };
  auto close = [&](std::size_t at) {
    if (Symbol* m = message()) m->range.end = std::max(m->range.start, at);
    current = kNone;
  };
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t eol = line_end_at(text, at);
    std::size_t next = eol;
    if (next < text.size()) next += (text[next] == '\r' && next + 1 < text.size() && text[next + 1] == '\n') ? 2 : 1;
    const std::string_view line = text.substr(at, eol - at);
    const std::size_t line_start = at;
    at = next;
    if (in_comment) {
      if (line.rfind(";*/", 0) == 0) in_comment = false;
      continue;
    }
    if (line.rfind(";/*", 0) == 0) {
      in_comment = true;
      continue;
    }
    if (line.size() < 2 || line[0] != ';' || line[1] == ';') {
      if (want_detail && message() && !line.empty()) message()->detail = first_line(line), want_detail = false;
      continue;
    }
    std::size_t n = 1;
    while (n < line.size() && line[n] >= 'a' && line[n] <= 'z') ++n;
    const std::string_view command = line.substr(1, n - 1);
    if (command == "end") {
      in_block = false;
      continue;
    }
    if (in_block) continue;
    const auto m = kMessages.find(command);
    if (m != kMessages.end()) {
      close(line_start);
      if (!budget.take()) break;
      std::string role(m->second);
      if (role.empty()) {  // ;msg role=…
        const std::size_t r = line.find("role=");
        role = r == std::string_view::npos ? std::string("message") : first_line(line.substr(r + 5), 30);
        role = role.substr(0, role.find(' '));
      }
      out.push_back({role, {}, SymbolKind::event, {line_start, eol}, {line_start, eol}, {}});
      current = out.size() - 1;
      want_detail = command != "raw";
      in_block = command == "raw";
    } else if (command == "meta" || command == "extra") {
      in_block = true;
      if (!budget.take()) break;
      Symbol block{";" + std::string(command), {}, command == "meta" ? SymbolKind::namespace_ : SymbolKind::object,
                   {line_start, eol}, {line_start, eol}, {}};
      if (command == "extra" && message()) message()->children.push_back(block);
      else out.push_back(block);
    } else if (command == "flush") {
      close(eol);
    }
  }
  close(text.size());
  // A message's range runs to its last non-blank byte, and holds its children.
  for (Symbol& s : out) {
    while (s.range.end > s.selection.end && (text[s.range.end - 1] == '\n' || text[s.range.end - 1] == '\r')) --s.range.end;
    for (Symbol& c : s.children) s.range.end = std::max(s.range.end, c.range.end);
  }
  return out;
}

// ---- JSON5 -------------------------------------------------------------------------------------

// The keys of a JSON5 text, from its tokens: punctuation, strings, words (identifiers, numbers,
// literals); comments and blanks skipped. Malformed text gives what can be read.
class Json5Keys {
 public:
  Json5Keys(std::string_view text, Budget& budget) : text_(text), budget_(budget) { advance(); }

  std::vector<Symbol> run() {
    std::vector<Symbol> out;
    while (token_.kind != Kind::end) {
      const std::size_t before = token_.start;
      value(out, 0, nullptr);
      if (token_.kind != Kind::end && token_.start == before) advance();  // always progress
    }
    return out;
  }

 private:
  enum class Kind { end, punct, string, word };
  struct Token {
    Kind kind = Kind::end;
    std::size_t start = 0, end = 0;
  };
  static constexpr int kMaxDepth = 64;

  void advance() {
    std::size_t i = pos_;
    for (;;) {
      while (i < text_.size() && (text_[i] == ' ' || text_[i] == '\t' || text_[i] == '\n' || text_[i] == '\r')) ++i;
      if (text_.substr(i, 2) == "//") {
        i = line_end_at(text_, i);
      } else if (text_.substr(i, 2) == "/*") {
        const std::size_t close = text_.find("*/", i + 2);
        i = close == std::string_view::npos ? text_.size() : close + 2;
      } else {
        break;
      }
    }
    token_.start = i;
    if (i >= text_.size()) {
      token_ = {Kind::end, i, i};
    } else if (std::string_view("{}[]:,").find(text_[i]) != std::string_view::npos) {
      token_ = {Kind::punct, i, i + 1};
    } else if (text_[i] == '"' || text_[i] == '\'') {
      std::size_t j = i + 1;
      while (j < text_.size() && text_[j] != text_[i] && text_[j] != '\n') j += text_[j] == '\\' ? 2 : 1;
      token_ = {Kind::string, i, std::min(j + 1, text_.size())};
    } else {
      std::size_t j = i;
      while (j < text_.size() && std::string_view("{}[]:,\"' \t\r\n/").find(text_[j]) == std::string_view::npos) ++j;
      token_ = {Kind::word, i, std::max(j, i + 1)};
    }
    pos_ = token_.end;
  }
  bool is(char c) const { return token_.kind == Kind::punct && text_[token_.start] == c; }
  std::size_t last_end_ = 0;  // the end of the last token consumed

  void consume() {
    last_end_ = token_.end;
    advance();
  }

  // Past kMaxDepth a container is skipped whole, without recursion: its brackets counted.
  void skip_container() {
    std::size_t open = 0;
    do {
      if (is('{') || is('[')) ++open;
      else if (is('}') || is(']')) --open;
      consume();
    } while (open > 0 && token_.kind != Kind::end);
  }

  // One value; a container's keys (or, for an array, its containers) go into `into`. Sets *kind.
  void value(std::vector<Symbol>& into, int depth, SymbolKind* kind) {
    if ((is('{') || is('[')) && depth >= kMaxDepth) {
      if (kind) *kind = is('{') ? SymbolKind::object : SymbolKind::array;
      skip_container();
    } else if (is('{') || is('[')) {
      const bool object = is('{');
      if (kind) *kind = object ? SymbolKind::object : SymbolKind::array;
      consume();
      std::size_t index = 0;
      while (token_.kind != Kind::end && !is(object ? '}' : ']')) {
        const std::size_t before = token_.start;
        if (object) member(into, depth);
        else item(into, depth, index++);
        if (is(',')) consume();
        else if (token_.start == before) consume();  // always progress
        if (is(object ? ']' : '}')) break;  // a mismatched closer ends this container
      }
      if (is(object ? '}' : ']')) consume();
    } else if (token_.kind != Kind::end && !is('}') && !is(']') && !is(',') && !is(':')) {
      if (kind) *kind = token_.kind == Kind::string ? SymbolKind::string : SymbolKind::key;
      consume();
    }
  }

  void member(std::vector<Symbol>& into, int depth) {
    if (token_.kind != Kind::string && token_.kind != Kind::word) return;
    Symbol s;
    const Token key = token_;
    std::string_view name = text_.substr(key.start, key.end - key.start);
    if (key.kind == Kind::string && name.size() >= 2) name = name.substr(1, name.size() - 2);
    s.name = std::string(name);
    s.selection = {key.start, key.end};
    consume();
    if (!is(':')) return;
    consume();
    const std::size_t value_start = token_.start;
    s.kind = SymbolKind::key;
    std::vector<Symbol> children;
    value(children, depth + 1, &s.kind);
    if (s.kind == SymbolKind::key || s.kind == SymbolKind::string) s.detail = first_line(text_.substr(value_start, last_end_ - std::min(last_end_, value_start)));
    s.range = {key.start, std::max(key.end, last_end_)};
    s.children = std::move(children);
    if (budget_.take()) into.push_back(std::move(s));
  }

  void item(std::vector<Symbol>& into, int depth, std::size_t index) {
    const std::size_t start = token_.start;
    SymbolKind kind = SymbolKind::key;
    std::vector<Symbol> children;
    value(children, depth + 1, &kind);
    if (kind != SymbolKind::object && kind != SymbolKind::array) return;  // scalars in arrays: no symbol
    if (!budget_.take()) return;
    Symbol s{"[" + std::to_string(index) + "]", {}, kind, {start, std::max(start + 1, last_end_)}, {start, start + 1}, std::move(children)};
    into.push_back(std::move(s));
  }

  std::string_view text_;
  Budget& budget_;
  std::size_t pos_ = 0;
  Token token_;
};

}  // namespace

std::vector<Symbol> document_symbols(Format format, std::string_view text, const Options& options) {
  Budget budget;
  std::vector<Symbol> out;
  switch (format) {
    case Format::garyml: {
      const garyml::Result r = garyml::parse(text, options.garyml);
      if (r.document.header) garyml_symbols(*r.document.header, out, budget);
      for (const garyml::Node& node : r.document.nodes) garyml_symbols(node, out, budget);
      break;
    }
    case Format::dsl:
      out = dsl_symbols(text, dsl::parse(text, options.dsl).document, budget);
      break;
    case Format::llmist:
      for (const llmist::Call& call : llmist::parse(text, options.llmist).document.calls) {
        if (!budget.take()) break;
        const ByteRange r = range_of(call.span);
        out.push_back({call.gadget_name, call.invocation_id, SymbolKind::function, r,
                       {r.start, std::min(r.end, line_end_at(text, r.start))}, {}});
      }
      break;
    case Format::telt:
      out = telt_symbols(text, telt::parse(text, options.telt).document, budget);
      break;
    case Format::stf:
      out = stf_symbols(text, budget);
      break;
    case Format::json5:
      out = Json5Keys(text, budget).run();
      break;
  }
  return out;
}

namespace {

// Each use resolves to every definition of its name (GaryML's DUPLICATE_ID, llmist's duplicate
// invocation ids give several).
void resolve_by_name(std::vector<Name>& names) {
  std::multimap<std::string, std::size_t> ids;
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i].role == Name::Role::definition) ids.emplace(names[i].name, i);
  for (Name& n : names)
    if (n.role == Name::Role::use)
      for (auto [it, end] = ids.equal_range(n.name); it != end; ++it) n.targets.push_back(it->second);
}

}  // namespace

std::vector<Name> document_names(Format format, std::string_view text, const Options& options) {
  std::vector<Name> names;
  switch (format) {
    case Format::garyml: {
      const garyml::Result r = garyml::parse(text, options.garyml);
      if (r.document.header) garyml_names(*r.document.header, names);
      for (const garyml::Node& node : r.document.nodes) garyml_names(node, names);
      resolve_by_name(names);
      break;
    }
    case Format::dsl:
      names = dsl_names(text, dsl::parse(text, options.dsl).document);
      break;
    case Format::llmist: {
      const llmist::Result r = llmist::parse(text, options.llmist);
      for (const llmist::Call& call : r.document.calls)
        llmist_header_names(text, call, options.llmist.markers.start, names);
      resolve_by_name(names);
      break;
    }
    case Format::telt: case Format::stf: case Format::json5:
      break;  // no names
  }
  return names;
}

}  // namespace llmfmt::lsp
