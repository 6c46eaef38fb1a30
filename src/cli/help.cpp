#include "cli/help.h"

#include <map>
#include <stdexcept>
#include <string>

#include "llmfmt/version.h"

namespace llmfmt::cli {
namespace {

// One example per subcommand, by its path ("fixtures list"); runnable from the repository's root.
const std::map<std::string, std::string>& examples() {
  static const std::map<std::string, std::string> table = {
      {"parse", "llmfmt parse --compact examples/complete.llmist"},
      {"tokens", "llmfmt tokens examples/complete.llmist"},
      {"check", "llmfmt check examples/mistakes.llmist examples/mistakes.telt"},
      {"fix", "llmfmt fix --diff examples/mistakes.llmist"},
      {"plan", "llmfmt plan examples/parallel.llmist"},
      {"fmt", "llmfmt fmt examples/agent.gml > agent.canonical.gml"},
      {"encode", "llmfmt parse --compact examples/chat.stf > chat.json && llmfmt encode --format stf chat.json"},
      {"exec", "llmfmt exec examples/exec-demo.telt --root examples/exec-demo --dry-run"},
      {"conform", "llmfmt conform --format json5 -- llmfmt adapter"},
      {"adapter", "llmfmt conform -- llmfmt adapter"},
      {"fixtures", "llmfmt fixtures list --format telt"},
      {"fixtures list", "llmfmt fixtures list --format telt"},
      {"fixtures show", "llmfmt fixtures show json5/bom_skipped"},
      {"fixtures export", "llmfmt fixtures export --tokens /tmp/llmfmt-fixtures"},
      {"lsp", "llmfmt lsp --options '{\"sigil\": \"$\"}'   # started by an editor (docs/editors.md)"},
      {"run", "llmfmt run examples/summarize.dsl --history examples/summarize.history.json --replay "
              "examples/summarize.replay.json"},
  };
  return table;
}

void finish(CLI::App& sub, const std::string& path) {
  const auto example = examples().find(path);
  if (example == examples().end()) throw std::logic_error("help.cpp has no example for 'llmfmt " + path + "'");
  sub.set_version_flag("--version", "llmfmt " LLMFMT_VERSION_STRING);
  const std::string footer = sub.get_footer();  // conform has one already: the example goes last
  sub.footer((footer.empty() ? "" : footer + "\n") + "\nExample:\n  " + example->second);
  for (CLI::App* nested : sub.get_subcommands({})) finish(*nested, path + " " + nested->get_name());
}

}  // namespace

void finish_help(CLI::App& app) {
  for (CLI::App* sub : app.get_subcommands({})) finish(*sub, sub->get_name());
}

}  // namespace llmfmt::cli
