// JSON form of DSL programs (docs/formats/dsl.md §5 JSON), and the type names.
#include "llmfmt/dsl.h"

#include "core/json_writer.h"

namespace llmfmt::dsl {
namespace {

Json text_json(const Text& text) {
  Json segments = Json::array();
  for (const Segment& s : text.segments) {
    Json j = Json::object();
    if (s.kind == Segment::Kind::text) {
      j["kind"] = "text";
      j["text"] = to_valid_utf8(s.text);
    } else {
      j["kind"] = "reference";
      j["name"] = s.text;
    }
    j["span"] = to_json(s.span);
    segments.push_back(std::move(j));
  }
  Json out = Json::object();
  out["text"] = to_valid_utf8(text.raw);
  out["segments"] = std::move(segments);
  out["span"] = to_json(text.span);
  return out;
}

Json item_json(const FromItem& item) {
  Json out = Json::object();
  if (item.kind == FromItem::Kind::variable) {
    out["kind"] = "variable";
    out["name"] = item.name;
  } else {
    out["kind"] = "description";
    out["description"] = to_valid_utf8(item.description);
    out["in"] = item.scope;
    out["scoped"] = item.scoped;
  }
  out["span"] = to_json(item.span);
  return out;
}

}  // namespace

const char* to_string(VarType type) {
  switch (type) {
    case VarType::nat: return "nat";
    case VarType::str: return "str";
    case VarType::integer: return "int";
    case VarType::real: return "float";
    case VarType::boolean: return "bool";
  }
  return "nat";
}

std::optional<VarType> type_named(std::string_view name) {
  for (VarType t : {VarType::nat, VarType::str, VarType::integer, VarType::real, VarType::boolean})
    if (name == to_string(t)) return t;
  return std::nullopt;
}

Json to_json(const Step& step) {
  Json s = Json::object();
  s["instruction"] = text_json(step.instruction);
  if (step.from) {
    Json items = Json::array();
    for (const FromItem& item : step.from->items) items.push_back(item_json(item));
    s["from"] = {{"items", std::move(items)}, {"span", to_json(step.from->span)}};
  } else {
    s["from"] = nullptr;
  }
  Json defs = Json::array();
  for (const Def& d : step.defs) {
    Json j = Json::object();
    j["name"] = to_valid_utf8(d.name);
    j["type"] = to_string(d.type);
    j["type_given"] = d.type_given;
    j["description"] = text_json(d.description);
    j["description_given"] = d.description_given;
    j["span"] = to_json(d.span);
    defs.push_back(std::move(j));
  }
  s["defs"] = std::move(defs);
  if (step.out)
    s["out"] = {{"text", to_valid_utf8(step.out->text)}, {"span", to_json(step.out->span)}};
  else
    s["out"] = nullptr;
  s["span"] = to_json(step.span);
  return s;
}

namespace {

// The shape of a program, written once for to_json and write_json: {"sigil":…,"steps":[…]}.
// `read` gives each step to its handler, in order, and returns what it returns.
template <class Read>
decltype(auto) write_program(JsonOut& out, char sigil, Read read) {
  out.field("sigil", std::string(1, sigil));
  out.begin_array("steps");
  return read([&](const Step& step) { out.item(to_json(step)); });
}

// {"format":"dsl","program":{…},"diagnostics":[…]}: `read` as write_program's, returning the
// diagnostics.
template <class Read>
void write_result(JsonOut& out, char sigil, Read read) {
  out.field("format", "dsl");
  out.begin_object("program");
  const auto& diagnostics = write_program(out, sigil, read);  // (a vector, or a reference to one)
  out.end_array();
  out.end_object();
  out.field("diagnostics", llmfmt::to_json(diagnostics));
}

}  // namespace

Json to_json(const Program& program) {
  JsonTreeOut out;
  write_program(out, program.sigil, [&](const auto& on_step) {
    for (const Step& step : program.steps) on_step(step);
  });
  out.end_array();
  return out.take();
}

Json to_json(const Result& result) {
  JsonTreeOut out;
  write_result(out, result.document.sigil, [&](const auto& on_step) -> const std::vector<Diagnostic>& {
    for (const Step& step : result.document.steps) on_step(step);
    return result.diagnostics;
  });
  return out.take();
}

void write_json(std::ostream& stream, std::string_view text, const Options& options, int indent) {
  options.validate();  // (before anything is written)
  JsonTextOut out(stream, indent);
  write_result(out, options.sigil, [&](const auto& on_step) { return parse_each(text, {on_step}, options).diagnostics; });
  out.end();
}

}  // namespace llmfmt::dsl
