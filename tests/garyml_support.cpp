#include "garyml_support.h"

#include "cli/fixture_compare.h"

#include <algorithm>
#include <cmath>
#include <tuple>

#include <nlohmann/json.hpp>

namespace llmfmt::testing {
namespace {

std::string show(const Json& j) {
  std::string s = j.dump(-1, ' ', false, Json::error_handler_t::replace);
  return s.size() > 300 ? s.substr(0, 300) + "…" : s;
}

void check_span(const Span& span, const std::string& what, std::vector<std::string>& out) {
  if (span.end.offset < span.start.offset) out.push_back(what + ": span ends before it starts");
  if (span.start.line == 0 || span.start.column == 0) out.push_back(what + ": span has a 0 line or column");
}

void check_value(const garyml::ParamValue& v, const std::string& what, std::vector<std::string>& out) {
  check_span(v.span, what, out);
  for (const garyml::ParamValue& item : v.items) check_value(item, what + "[]", out);
}

void check_node(const garyml::Node& node, std::vector<std::string>& out) {
  check_span(node.span, "." + node.name, out);
  for (const garyml::Parameter& p : node.parameters) {
    check_span(p.span, "." + node.name + " " + p.key, out);
    check_value(p.value, "." + node.name + " " + p.key, out);
  }
  if (node.content) check_span(node.content->span, "." + node.name + " content", out);
  for (const garyml::Node& child : node.children) {
    if (child.span.start.offset < node.span.start.offset || child.span.end.offset > node.span.end.offset)
      out.push_back("." + child.name + ": span outside its parent ." + node.name);
    check_node(child, out);
  }
}

}  // namespace

std::vector<std::string> garyml_compare(const Json& expected, const Json& actual) {
  std::vector<std::string> out;
  for (const cli::Difference& d : cli::compare_expected(expected, actual, cli::DataRule::pattern_everywhere))
    out.push_back(cli::to_string(d));
  return out;
}

Json garyml_without_spans(const Json& document) {
  if (document.is_object()) {
    Json out = Json::object();
    for (auto it = document.begin(); it != document.end(); ++it)
      if (it.key() != "span") out[it.key()] = garyml_without_spans(it.value());
    return out;
  }
  if (document.is_array()) {
    Json out = Json::array();
    for (const Json& item : document) out.push_back(garyml_without_spans(item));
    return out;
  }
  return document;
}

std::vector<std::string> garyml_invariants(const garyml::Result& result, const std::string& input) {
  std::vector<std::string> out;
  std::size_t last = 0;
  for (const Diagnostic& d : result.diagnostics) {
    if (d.span.start.offset < last) out.push_back("diagnostics are not ordered by offset");
    last = d.span.start.offset;
    if (d.code.empty() || d.message.empty()) out.push_back("a diagnostic lacks its code or message");
    if (d.span.start.line == 0 || d.span.start.column == 0) out.push_back(d.code + ": a 0 line or column");
    if (d.span.start.offset > input.size()) out.push_back(d.code + ": offset beyond the input");
    if (d.context_window.find("<-- ERROR HERE") == std::string::npos)
      out.push_back(d.code + ": the context window does not mark the line");
    if (!d.fix_hint && d.code != "BOM_SKIPPED" && d.code != "INVALID_UTF8" && d.code != "UNKNOWN_DIRECTIVE")
      out.push_back(d.code + ": no fix hint");
  }
  if (result.document.header) check_node(*result.document.header, out);
  for (const garyml::Node& node : result.document.nodes) check_node(node, out);

  // The canonical form reads back as the same document, and is a fixed point.
  const std::string canonical = garyml::format(result.document);
  const garyml::Result again = garyml::parse(canonical);
  const Json before = garyml_without_spans(garyml::to_json(result.document));
  const Json after = garyml_without_spans(garyml::to_json(again.document));
  if (before != after)
    out.push_back("parse(format(document)) differs from the document\n  canonical: " + show(Json(to_valid_utf8(canonical))) +
                  "\n  before: " + show(before) + "\n  after:  " + show(after));
  else if (garyml::format(again.document) != canonical)
    out.push_back("format is not idempotent: " + show(Json(to_valid_utf8(canonical))));
  return out;
}

}  // namespace llmfmt::testing
