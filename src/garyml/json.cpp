// JSON form of a GaryML parse result (docs/formats/garyml.md §11 AST and JSON). Nesting is bounded by
// Options::max_depth, so the recursion here is too.
#include <cmath>

#include "garyml/values.h"
#include "llmfmt/garyml.h"

#include "core/json_writer.h"

namespace llmfmt::garyml {
namespace {

const char* type_name(ParamValue::Type type) {
  switch (type) {
    case ParamValue::Type::string: return "string";
    case ParamValue::Type::integer: return "integer";
    case ParamValue::Type::decimal: return "decimal";
    case ParamValue::Type::boolean: return "boolean";
    case ParamValue::Type::reference: return "reference";
    case ParamValue::Type::list: return "list";
  }
  return "string";
}

Json value_json(const ParamValue& v) {
  Json out = Json::object();
  out["type"] = type_name(v.type);
  switch (v.type) {
    case ParamValue::Type::string: out["value"] = to_valid_utf8(v.text); break;
    case ParamValue::Type::integer: out["value"] = v.integer; break;
    case ParamValue::Type::decimal:
      out["value"] = std::isfinite(v.decimal) ? Json(v.decimal) : Json(nullptr);
      out["raw"] = v.text;
      break;
    case ParamValue::Type::boolean: out["value"] = v.boolean; break;
    case ParamValue::Type::reference:
      out["id"] = v.text;
      out["resolved"] = v.resolved;
      break;
    case ParamValue::Type::list: {
      Json items = Json::array();
      for (const ParamValue& item : v.items) items.push_back(value_json(item));
      out["items"] = std::move(items);
      break;
    }
  }
  out["span"] = to_json(v.span);
  return out;
}

Json content_json(const Content& c) {
  Json out = Json::object();
  switch (c.type) {
    case Content::Type::value:
      out["type"] = "value";
      out["value"] = value_json(c.value);
      break;
    case Content::Type::text:
      out["type"] = "text";
      out["text"] = to_valid_utf8(c.text);
      break;
    case Content::Type::code:
      out["type"] = "code";
      out["language"] = to_valid_utf8(c.language);
      out["text"] = to_valid_utf8(c.text);
      break;
  }
  out["span"] = to_json(c.span);
  return out;
}

Json node_json(const Node& node) {
  Json out = Json::object();
  out["type"] = node.kind == Node::Kind::directive ? "directive" : "command";
  out["name"] = node.name;
  Json params = Json::array();
  for (const Parameter& p : node.parameters) {
    Json j = Json::object();
    j["key"] = p.key;
    j["value"] = value_json(p.value);
    j["span"] = to_json(p.span);
    params.push_back(std::move(j));
  }
  out["parameters"] = std::move(params);
  out["content"] = node.content ? content_json(*node.content) : Json(nullptr);
  Json children = Json::array();
  for (const Node& child : node.children) children.push_back(node_json(child));
  out["children"] = std::move(children);
  out["span"] = to_json(node.span);
  return out;
}

}  // namespace

Json to_json(const Node& node) { return node_json(node); }

namespace {

// The shape of a document, written once for to_json and write_json:
// {"version":…,"header":…,"nodes":[…]}. `read` gives the header to its first handler, then each
// node to its second, and returns what it returns.
template <class Read>
decltype(auto) write_document(JsonOut& out, Read read) {
  return read(
      [&](const std::optional<Node>& header) {
        Document head;
        head.header = header;
        const std::optional<std::string> version = head.version();
        out.field("version", version ? Json(to_valid_utf8(*version)) : Json(nullptr));
        out.field("header", header ? node_json(*header) : Json(nullptr));
        out.begin_array("nodes");
      },
      [&](const Node& node) { out.item(node_json(node)); });
}

// {"format":"garyml","document":{…},"diagnostics":[…]}: `read` as write_document's, returning
// the diagnostics.
template <class Read>
void write_result(JsonOut& out, Read read) {
  out.field("format", "garyml");
  out.begin_object("document");
  const auto& diagnostics = write_document(out, read);  // (a vector, or a reference to one)
  out.end_array();
  out.end_object();
  out.field("diagnostics", llmfmt::to_json(diagnostics));
}

// The reading of a document in memory for write_document.
auto read_of(const Document& document) {
  return [&document](const auto& on_header, const auto& on_node) {
    on_header(document.header);
    for (const Node& node : document.nodes) on_node(node);
  };
}

}  // namespace

Json to_json(const Document& document) {
  JsonTreeOut out;
  write_document(out, read_of(document));
  out.end_array();
  return out.take();
}

Json to_json(const Result& result) {
  JsonTreeOut out;
  write_result(out, [&](const auto& on_header, const auto& on_node) -> const std::vector<Diagnostic>& {
    read_of(result.document)(on_header, on_node);
    return result.diagnostics;
  });
  return out.take();
}

void write_json(std::ostream& stream, std::string_view text, const Options& options, int indent) {
  JsonTextOut out(stream, indent);
  write_result(out, [&](const auto& on_header, const auto& on_node) {
    return parse_each(text, {on_header, on_node}, options).diagnostics;
  });
  out.end();
}

}  // namespace llmfmt::garyml
