#include "cli/fixtures_command.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "cli/tokens_command.h"
#include "llmfmt/llmfmt.h"

namespace llmfmt::cli {
namespace fs = std::filesystem;

CLI::App* add_fixtures_command(CLI::App& app, FixturesArgs& args) {
  CLI::App* fixtures = app.add_subcommand("fixtures", "list, show or export the conformance fixtures");
  fixtures->require_subcommand(1);
  fixtures->add_option("--fixtures", args.fixtures, "the fixture directory (default: the installed set)");
  CLI::App* list = fixtures->add_subcommand("list", "print every case name, and the fixture set's version on stderr");
  list->add_option("--format", args.format, "only this format's cases: " + format_names());
  CLI::App* show = fixtures->add_subcommand("show", "print one case's file");
  show->add_option("name", args.name, "the case, as `list` prints it (e.g. llmist/simple_call)")->required();
  CLI::App* export_ = fixtures->add_subcommand("export", "copy the whole set (with README.md and VERSION) into DIR");
  export_->add_option("dir", args.dir, "the directory to create or fill")->required();
  export_->add_flag("--tokens", args.tokens,
                    "also write each case's token stream beside it, as `llmfmt tokens` prints it (CASE.tokens.jsonl)");
  export_->add_flag("--trees", args.trees, "also write the generated parser's trees (CASE.trees.txt)")->group("");
  return fixtures;
}

namespace {

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out.flush()) throw std::runtime_error("cannot write '" + path.string() + "'");
}

// Beside each case that reads a document, what the generated lexer and parser make of it
// (docs/conformance.md § The token stream).
void export_token_streams(const std::string& dir, const FixturesArgs& args) {
  for (const std::string& name : fixture_names(dir)) {
    const std::optional<FixtureDocument> d = fixture_document(load_fixture_case(dir, name));
    if (!d) continue;
    const fs::path base = fs::path(args.dir) / name;
    if (args.tokens) {
      std::ostringstream lines;
      write_token_lines(lines, grammar_tokens(d->format, d->input, d->options));
      write_file(base.string() + ".tokens.jsonl", lines.str());
    }
    if (args.trees) {
      std::string text;
      for (const std::string& tree : grammar_trees(d->format, d->input, d->options)) text += tree + '\n';
      write_file(base.string() + ".trees.txt", text);
    }
  }
}

}  // namespace

int run_fixtures_command(const CLI::App& command, const FixturesArgs& args) {
  try {
    const std::string dir = fixtures_dir(args.fixtures);
    if (command.got_subcommand("list")) {
      if (!args.format.empty() && !format_from_name(args.format))
        throw std::runtime_error("unknown format '" + args.format + "' (" + format_names() + ")");
      std::cerr << "fixture set " << fixture_set_version(dir) << " in " << dir << '\n';
      for (const std::string& name : fixture_names(dir))
        if (args.format.empty() || name.rfind(args.format + "/", 0) == 0) std::cout << name << '\n';
      return 0;
    }
    if (command.got_subcommand("show")) {
      const auto names = fixture_names(dir);
      if (!std::binary_search(names.begin(), names.end(), args.name))
        throw std::runtime_error("no case '" + args.name + "' (see `llmfmt fixtures list`)");
      std::cout << read_file((fs::path(dir) / (args.name + ".json")).string());
      return 0;
    }
    if (command.got_subcommand("export")) {
      std::error_code ec;
      fs::create_directories(args.dir, ec);
      if (!ec) fs::copy(dir, args.dir, fs::copy_options::recursive | fs::copy_options::overwrite_existing, ec);
      if (ec) throw std::runtime_error("cannot export to '" + args.dir + "': " + ec.message());
      if (args.tokens || args.trees) export_token_streams(dir, args);
      std::cerr << "exported fixture set " << fixture_set_version(dir) << " (" << fixture_names(dir).size()
                << " cases) to " << args.dir << '\n';
      return 0;
    }
  } catch (const std::exception& e) {
    std::cerr << "llmfmt: " << e.what() << '\n';
  }
  return 2;
}

}  // namespace llmfmt::cli
