#include "core/hints.h"

#include "core/utf8.h"

namespace llmfmt {

std::string in_quotes(std::string_view s) {
  const std::string_view cut = utf8::truncate(s, 80);
  return "'" + std::string(cut) + (cut.size() < s.size() ? "…'" : "'");
}

}  // namespace llmfmt
