// Plans a model's TELT edits against a directory without touching it (llmfmt::runtime: TELT
// execution), and prints what each block would do.
//   plan_edits REPLY.telt ROOT
#include <fstream>
#include <iostream>
#include <sstream>

#include <llmfmt/telt_exec.h>

int main(int argc, char** argv) {
  using namespace llmfmt;
  if (argc != 3) {
    std::cerr << "usage: plan_edits REPLY.telt ROOT\n";
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  telt::ExecOptions options;
  options.root = argv[2];
  options.dry_run = true;
  const telt::ExecReport report = telt::execute(telt::parse(text.str()), options);
  for (const telt::BlockReport& block : report.blocks) {
    std::cout << "block " << block.index << ' ' << to_string(block.outcome) << '\n';
    for (const telt::CommandReport& command : block.commands)
      std::cout << "  " << command.type << ' ' << to_string(command.outcome) << ' '
                << (command.paths.empty() ? "" : command.paths.front()) << '\n';
  }
  return report.ok() ? 0 : 1;
}
