// What `llmfmt lsp` shows of a document's structure, from the public parse results (the typed
// documents of include/llmfmt/<format>.h): its symbols, and its names — where each is defined
// and where it is used (GaryML ids and @references, DSL /DEF and /FROM and @variables, llmist
// call ids and dependencies). Spans are byte offsets into the text.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/llmfmt.h"

namespace llmfmt::lsp {

struct ByteRange {
  std::size_t start = 0, end = 0;
};

/// LSP's SymbolKind numbers that are used here.
enum class SymbolKind { module = 2, namespace_ = 3, class_ = 5, method = 6, property = 7, field = 8, function = 12, variable = 13, string = 15, array = 18, object = 19, key = 20, event = 24 };

struct Symbol {
  std::string name;
  std::string detail;
  SymbolKind kind = SymbolKind::field;
  ByteRange range;      ///< all of it
  ByteRange selection;  ///< its name (inside range)
  std::vector<Symbol> children;
};

/// A name where it is defined or used. A use resolves to the definitions with the same `name`
/// and `scope`; `scope` keeps apart what must not meet (a DSL step's /FROM items from another
/// step's).
struct Name {
  enum class Role { definition, use };
  Role role = Role::use;
  std::string name;
  ByteRange range;
  /// For a use: the definitions it refers to (indices into the list), in order of preference.
  std::vector<std::size_t> targets;
};

/// At most this many symbols (the rest are left out): bounded work on huge documents.
constexpr std::size_t kMaxSymbols = 20000;

std::vector<Symbol> document_symbols(Format format, std::string_view text, const Options& options);
/// Every definition and use of a name, with each use resolved.
std::vector<Name> document_names(Format format, std::string_view text, const Options& options);

}  // namespace llmfmt::lsp
