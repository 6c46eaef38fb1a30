// The small methods of the TELT AST (include/llmfmt/telt.h).
#include "llmfmt/telt.h"

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
