// Canonical GaryML printing (docs/formats/garyml.md §13 Canonical form). Recursion follows the
// tree, whose depth the parser bounds (Options::max_depth).
#include <string>

#include "garyml/lines.h"
#include "garyml/values.h"
#include "llmfmt/garyml.h"

namespace llmfmt::garyml {
namespace {

void write_lines(std::string& out, const std::string& indent, const std::string& text) {
  std::size_t start = 0;
  for (;;) {
    const std::size_t nl = text.find('\n', start);
    const std::string_view line = std::string_view(text).substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    if (!line.empty()) out += indent;  // empty lines stay empty: no trailing blanks
    out += line;
    out += '\n';
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
}

// Text is written `"""text"""` when it has one line, unless that line ends in `"""`: then a bare
// `"""` block, whose only closer is a line that is `"""` (DECISIONS §3 Text blocks), so content
// lines may end in `"""`. A line that is `"""` itself (blanks aside) can only come from a one-line
// block, and is written back as one (a bare block would close at it).
bool one_line_text(std::string_view text) {
  if (text.find('\n') != std::string_view::npos) return false;
  const std::string_view body = trim_right(text);
  const bool ends_in_quotes = body.size() >= 3 && body.substr(body.size() - 3) == "\"\"\"";
  return !ends_in_quotes || trim(text) == "\"\"\"";
}

// A directive with one scalar parameter and nothing else is written `.X key: value`, as the
// spec writes `.GaryML version: 1.0` and `.Section title: "…"`.
bool parameter_inline(const Node& node) {
  return node.kind == Node::Kind::directive && node.parameters.size() == 1 && !node.content &&
         node.children.empty() && node.parameters[0].value.type != ParamValue::Type::list;
}

void write_node(std::string& out, const Node& node, const std::string& indent) {
  out += indent + "." + node.name;
  if (node.content && node.content->type == Content::Type::value) out += ": " + value_source(node.content->value, true);
  if (parameter_inline(node)) {
    const Parameter& p = node.parameters[0];
    out += " " + p.key + ": " + value_source(p.value) + "\n";
    return;
  }
  out += '\n';
  const std::string inner = indent + "  ";
  for (const Parameter& p : node.parameters) {
    if (p.value.type == ParamValue::Type::list) {
      for (const ParamValue& item : p.value.items) out += inner + p.key + ": " + value_source(item) + '\n';
    } else {
      out += inner + p.key + ": " + value_source(p.value) + '\n';
    }
  }
  if (node.content && node.content->type == Content::Type::text) {
    const std::string& text = node.content->text;
    if (one_line_text(text)) {
      out += inner + "\"\"\"" + text + "\"\"\"\n";
    } else {
      out += inner + "\"\"\"\n";
      write_lines(out, inner, text);
      out += inner + "\"\"\"\n";
    }
  } else if (node.content && node.content->type == Content::Type::code) {
    out += inner + "```" + node.content->language + '\n';
    if (!node.content->text.empty()) write_lines(out, inner, node.content->text);
    out += inner + "```\n";
  }
  for (const Node& child : node.children) write_node(out, child, inner);
}

}  // namespace

std::string format(const Document& document) {
  std::string out;
  if (document.header) write_node(out, *document.header, "");
  for (const Node& node : document.nodes) write_node(out, node, "");
  return out;
}

}  // namespace llmfmt::garyml
