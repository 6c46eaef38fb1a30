#include "cli/formats.h"

#include <utility>

namespace llmfmt::cli {
namespace {

const std::pair<const char*, Format> kNames[] = {{"llmist", Format::llmist}, {"stf", Format::stf}, {"json5", Format::json5},
                                                 {"telt", Format::telt}, {"garyml", Format::garyml},
                                                 {"dsl", Format::dsl}};
const std::pair<const char*, Format> kExtensions[] = {{".llmist", Format::llmist}, {".stf", Format::stf},
                                                      {".json5", Format::json5},   {".telt", Format::telt},
                                                      {".gml", Format::garyml},    {".garyml", Format::garyml},
                                                      {".dsl", Format::dsl}};

}  // namespace

std::optional<Format> format_named(const std::string& name) {
  for (const auto& [n, f] : kNames)
    if (name == n) return f;
  return std::nullopt;
}

std::optional<Format> format_of_path(const std::string& path) {
  for (const auto& [ext, f] : kExtensions) {
    const std::string e = ext;
    if (path.size() > e.size() && path.compare(path.size() - e.size(), e.size(), e) == 0) return f;
  }
  return std::nullopt;
}

std::string format_names() {
  std::string out;
  for (const auto& [n, f] : kNames) out += (out.empty() ? "" : ", ") + std::string(n);
  return out;
}

}  // namespace llmfmt::cli
