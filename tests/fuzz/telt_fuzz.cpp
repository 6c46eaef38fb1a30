// libFuzzer target for TELT (docs/formats/telt.md, telt-exec.md). Checks: the parse's invariants
// (tests/fixture_support.h: errors ordered, complete, inside the input; blocks and commands
// consistent; JSON that serialises), the reference mode and the fast path off; and the plan: telt::execute with
// dry_run on an empty directory made once per process — programs never allowed, nothing ever
// executed — reports no block as committed or command as executed, serialises, and leaves the
// directory empty.
#include <dirent.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/fast_path.h"
#include "fixture_support.h"
#include "fuzz_support.h"
#include "llmfmt/telt_exec.h"

using namespace llmfmt;
using namespace llmfmt::fuzz;

namespace {

std::string g_root;  // the empty directory of every dry run, removed at exit

void remove_root() { ::rmdir(g_root.c_str()); }

const std::string& empty_root() {
  if (g_root.empty()) {
    const char* tmp = std::getenv("TMPDIR");
    std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/llmfmt-telt-fuzz-XXXXXX";
    if (::mkdtemp(pattern.data()) == nullptr) violation("telt: cannot create a temporary directory");
    g_root = pattern;
    std::atexit(remove_root);
  }
  return g_root;
}

bool is_empty_directory(const std::string& path) {
  DIR* dir = ::opendir(path.c_str());
  if (dir == nullptr) return false;
  std::size_t entries = 0;
  while (const dirent* e = ::readdir(dir))
    if (std::string(e->d_name) != "." && std::string(e->d_name) != "..") ++entries;
  ::closedir(dir);
  return entries == 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  telt::Options options;
  const telt::Result result = telt::parse(text, options);
  require_none(testing::telt_invariants(result, text), "telt");
  require_inside(result.diagnostics, text.size(), "telt::parse");
  const Json json = telt::to_json(result);
  fast_path::set_enabled(false);
  const bool same_without = telt::to_json(telt::parse(text, options)) == json;
  fast_path::set_enabled(true);
  require(same_without, "telt: the fast path off (prescan on) differs from the fast path");
  options.reference_lexer = true;
  require(telt::to_json(telt::parse(text, options)) == json, "telt: the reference mode differs from the prescan");

  telt::ExecOptions plan;
  plan.root = empty_root();
  plan.dry_run = true;
  plan.allow_commands = false;  // never run a program, whatever a dry run would do
  const telt::ExecReport report = telt::execute(result, plan);
  for (const telt::BlockReport& block : report.blocks) {
    require(block.outcome != telt::Outcome::committed, "telt: a dry run committed a block");
    for (const telt::CommandReport& command : block.commands)
      require(command.outcome != telt::Outcome::executed &&
                  !(command.program && (command.program->exit_code || command.program->signal)),
              "telt: a dry run executed a command");
  }
  require_serialises(telt::to_json(report), "telt exec log");
  require(is_empty_directory(plan.root), "telt: a dry run changed the root directory " + plan.root);

  require_public_api_sound(Format::telt, text);
  require_fixes_never_worse(Format::telt, text);
  return 0;
}
