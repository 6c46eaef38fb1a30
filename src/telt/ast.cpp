// The small methods of the TELT AST (include/llmfmt/telt.h).
#include "llmfmt/telt.h"

#include <utility>

namespace llmfmt::telt {

const char* to_string(Level level) {
  switch (level) {
    case Level::block_fatal: return "block_fatal";
    case Level::command_error: return "command_error";
    case Level::parameter_warning: return "parameter_warning";
    case Level::syntax_info: return "syntax_info";
  }
  return "command_error";
}

Level level_of(std::string_view code) {
  // docs/formats/telt.md § 6.2 Codes: every code has one level.
  static constexpr std::pair<std::string_view, Level> kLevels[] = {
      {"HASH_MISMATCH", Level::block_fatal},         {"UNCLOSED_BLOCK", Level::block_fatal},
      {"INVALID_BLOCK_START", Level::block_fatal},   {"INTERNAL_ERROR", Level::block_fatal},
      {"MALFORMED_COMMAND", Level::command_error},   {"MIXED_BODY", Level::command_error},
      {"UNKNOWN_COMMAND", Level::command_error},     {"MISSING_REQUIRED_PARAM", Level::command_error},
      {"DUPLICATE_PARAM", Level::command_error},     {"RESERVED_PATH", Level::command_error},
      {"HIDDEN_CHARACTER_IN_PATH", Level::command_error}, {"INVALID_PATH", Level::command_error},
      {"EMPTY_BLOCK", Level::syntax_info},           {"BOM_SKIPPED", Level::syntax_info},
      {"PROSE_AROUND_FENCE", Level::syntax_info}};
  for (const auto& [c, level] : kLevels)
    if (c == code) return level;
  return Level::parameter_warning;
}

Severity severity_of(Level level) {
  switch (level) {
    case Level::block_fatal:
    case Level::command_error: return Severity::error;
    case Level::parameter_warning: return Severity::warning;
    case Level::syntax_info: return Severity::info;
  }
  return Severity::error;
}

std::vector<std::string> Command::values(std::string_view name) const {
  std::vector<std::string> out;
  for (const Param& p : params)
    if (p.name == name) out.push_back(p.value);
  return out;
}

std::optional<std::string> Command::value(std::string_view name) const {
  for (const Param& p : params)
    if (p.name == name) return p.value;
  return std::nullopt;
}

}  // namespace llmfmt::telt
