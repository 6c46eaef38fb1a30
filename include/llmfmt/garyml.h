// GaryML v0.1: indentation-structured instructions for AI agents (`garyml.md`,
// DECISIONS §3, docs/formats/garyml.md).
//
//   auto result = llmfmt::garyml::parse(text);        // document + diagnostics, never throws
//   std::string canonical = llmfmt::garyml::format(result.document);
//
// A document is a list of nodes. A node is a directive (`.PascalCase`) or a command
// (`.camelCase`) with parameters (`key: value`, `.X key: value`, `.X k=v`), at most one content
// item (an inline `.X: value`, a `"""` text block or a fenced code block) and child nodes.
// Every node, parameter, value and content item carries its Span.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/core/diagnostic.h"
#include "llmfmt/core/json.h"
#include "llmfmt/core/result.h"
#include "llmfmt/core/span.h"
#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt::garyml {

/// A typed parameter (or inline content) value (DECISIONS §3 Values).
struct ParamValue {
  enum class Type { string, integer, decimal, boolean, reference, list };
  Type type = Type::string;
  std::string text;         ///< string: the text; decimal: the raw lexeme; reference: the id (no `@`)
  std::int64_t integer = 0; ///< integer
  double decimal = 0;       ///< decimal (the nearest double; `text` keeps every digit)
  bool boolean = false;     ///< boolean
  bool resolved = false;    ///< reference: an `id` parameter in the document names it
  std::vector<ParamValue> items;  ///< list: the values of a repeated key, in source order
  Span span;                ///< the value's text on its line (a list: first item to last)
};

struct Parameter {
  std::string key;
  ParamValue value;
  Span span;  ///< the first occurrence: from the key to the end of its line (inline: to the value's end)
};

struct Content {
  enum class Type { value, text, code };
  Type type = Type::value;
  ParamValue value;      ///< value: the inline `.X: value`
  std::string text;      ///< text, code: the block's lines, the opener's indentation removed, joined with "\n"
  std::string language;  ///< code: the tag after the opening fence ("" when none)
  Span span;             ///< value: the value; blocks: opener line to closer line, terminator included
};

struct Node {
  enum class Kind { directive, command };
  Kind kind = Kind::directive;
  std::string name;  ///< without the dot
  std::vector<Parameter> parameters;  ///< in order of first occurrence; a repeated key holds a list
  std::optional<Content> content;
  std::vector<Node> children;
  Span span;  ///< from the dot to the end of the node's last line (children included)

  /// The parameter named `key`, or nullptr.
  const Parameter* parameter(std::string_view key) const;
};

struct Document {
  std::optional<Node> header;  ///< the first top-level `.GaryML` directive
  std::vector<Node> nodes;     ///< every other top-level node, in order

  /// The text of the header's `version` parameter, or nullopt (no header, no `version`, or a
  /// list): a string's content without its quotes (`"1.0"` → `1.0`), a number's lexeme
  /// (`1.10` → `1.10`; an integer printed back, the same but for `-0` → `0`), `true`/`false`, `@id`.
  std::optional<std::string> version() const;
};

struct Options {
  /// Deepest nesting of nodes (levels below the top level). Deeper lines give NESTING_TOO_DEEP
  /// and are kept at this level, so the tree, its JSON and its printing stay bounded.
  std::size_t max_depth = 256;
  /// Every line through the generated lexer, block bodies, blank and comment lines included
  /// (the prescan skipped). For tests: the results must be identical.
  bool reference_lexer = false;
};

using Result = llmfmt::ParseResult<Document>;

/// Parses GaryML text: any bytes. Never throws on input; every problem is a diagnostic and the
/// rest of the document is still built.
Result parse(std::string_view text, const Options& options = {});

/// The diagnostics parse() gives, without keeping the document: each top-level node is dropped
/// once complete, and the checks that need the whole file (ids, references) keep only its ids
/// and references with their positions.
std::vector<Diagnostic> check(std::string_view text, const Options& options = {});

/// Where a reading delivers the top-level nodes, each once it is final, in document order. A node
/// is final only once its references are resolved, so parse_each() reads the text twice (a
/// reference may point to an id further on). With `on_node` the nodes go to it and are not kept in
/// the result (llmist::Handlers says the rule every format follows); the header, a part of the
/// document rather than an item, is always kept and, before the first node, goes to `on_header`.
struct Handlers {
  std::function<void(const std::optional<Node>& header)> on_header;
  std::function<void(const Node&)> on_node;  ///< each top-level node but the header, references resolved
};

/// parse() for documents too big to hold. With `on_node`, the first read is check()'s, plus the
/// header and the ids declared; the second builds the nodes, each dropped once `on_node` has it.
/// Memory is the input, the lines a diagnostic may still need, the ids and references with their
/// positions, and the top-level node being built.
Result parse_each(std::string_view text, const Handlers& handlers, const Options& options = {});

/// The document in canonical form: two-space indentation; per node the keyword line (with the
/// inline `.X: value` content), then its parameters as `key: value` lines (a list as repeated
/// keys), then a text or code block, then its children. parse(format(d)) gives d back, spans
/// aside, and format is idempotent.
std::string format(const Document& document);

/// The directives the spec defines (`Role`, `Context`, …, `GaryML`).
bool is_core_directive(std::string_view name);
/// The parameters the spec requires of a core directive (`Context`: id; `Diff`: id, format;
/// `Section`: title); empty for any other name.
std::vector<std::string> required_parameters(std::string_view name);

/// {"format":"garyml","document":{…},"diagnostics":[…]} (docs/formats/garyml.md §11 AST and JSON).
Json to_json(const Result& result);
/// to_json(parse(text, options)).dump(indent), written node by node as the text is read: no
/// document is held.
void write_json(std::ostream& out, std::string_view text, const Options& options = {}, int indent = -1);
Json to_json(const Document& document);
/// One node and its children, as in the document's "nodes".
Json to_json(const Node& node);

}  // namespace llmfmt::garyml
LLMFMT_API_END
