#include "cli/usage.h"

#include <limits>
#include <vector>

#include "core/edit_distance.h"

namespace llmfmt::cli {
namespace {

// The word as the terminal may show it: bytes outside printable ASCII as \xNN.
std::string shown(const std::string& word) {
  static const char hex[] = "0123456789abcdef";
  std::string out;
  for (const unsigned char c : word.substr(0, 64)) {
    if (c >= 0x20 && c < 0x7F && c != '\\') {
      out += static_cast<char>(c);
    } else {
      out.append("\\x").append(1, hex[c >> 4]).append(1, hex[c & 15]);
    }
  }
  return word.size() > 64 ? out + "..." : out;
}

}  // namespace

std::optional<std::string> unknown_subcommand(const CLI::App& app, const std::string& word) {
  if (word.empty() || word[0] == '-') return std::nullopt;
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands({})) {
    if (sub->get_name() == word) return std::nullopt;
    names.push_back(sub->get_name());
  }
  // The nearest name within a third of its length (at least one edit): `chek`, `pasre`, `fixtures`.
  static const Nearness kNear{[](std::size_t, std::size_t name) { return std::max<std::size_t>(1, name / 3); }, true, 64};
  const std::string best = nearest_name(word, names, kNear).value_or("");
  std::string list;
  for (const std::string& name : names) list += (list.empty() ? "" : ", ") + name;
  if (!best.empty()) return "unknown command '" + shown(word) + "'; did you mean '" + best + "'? (commands: " + list + ")";
  return "unknown command '" + shown(word) + "' (commands: " + list + ")";
}

const CLI::Validator& whole_number() {
  static const CLI::Validator validator(
      [](std::string& text) -> std::string {
        const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
        return digits ? std::string() : "must be a whole number, 0 or more (not '" + text + "')";
      },
      "UINT");
  return validator;
}

}  // namespace llmfmt::cli
