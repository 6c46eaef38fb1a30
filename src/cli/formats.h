// Which format a file is in: --format, or else the file's extension (docs/cli.md).
#pragma once

#include <optional>
#include <string>

namespace llmfmt::cli {

enum class Format { llmist, stf, json5, telt, garyml, dsl };

/// "llmist" → Format::llmist; nullopt for an unknown name.
std::optional<Format> format_named(const std::string& name);
/// By extension: .llmist → llmist, .stf → stf, .json5 → json5, .telt → telt, .gml/.garyml → garyml,
/// .dsl → dsl. nullopt when the extension says nothing.
std::optional<Format> format_of_path(const std::string& path);
/// The names --format accepts, for help texts.
std::string format_names();

}  // namespace llmfmt::cli
