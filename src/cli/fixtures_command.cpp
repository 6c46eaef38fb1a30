#include "cli/fixtures_command.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "llmfmt/llmfmt.h"

namespace llmfmt::cli {
namespace fs = std::filesystem;
namespace {

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read '" + path.string() + "'");
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::string base64_decode(const std::string& in) {
  auto value = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
  };
  std::string out;
  unsigned bits = 0;
  int count = 0;
  for (char c : in) {
    const int v = value(c);
    if (v < 0) continue;  // padding, whitespace
    bits = (bits << 6) | static_cast<unsigned>(v);
    count += 6;
    if (count >= 8) {
      count -= 8;
      out += static_cast<char>((bits >> count) & 0xFF);
    }
  }
  return out;
}

}  // namespace

std::string fixtures_dir(const std::string& given) {
  std::error_code ec;
  if (!given.empty()) {
    if (!fs::is_directory(given, ec)) throw std::runtime_error("--fixtures: '" + given + "' is not a directory");
    return given;
  }
  // Installed: <prefix>/bin/llmfmt finds <prefix>/share/llmfmt/fixtures.
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path installed = (exe.parent_path() / LLMFMT_FIXTURES_FROM_BINDIR).lexically_normal();
    if (fs::is_directory(installed, ec)) return installed.string();
  }
#ifdef LLMFMT_SOURCE_FIXTURES
  if (fs::is_directory(LLMFMT_SOURCE_FIXTURES, ec)) return LLMFMT_SOURCE_FIXTURES;
#endif
  throw std::runtime_error("cannot find the fixtures (share/llmfmt/fixtures beside the executable); pass --fixtures DIR");
}

std::string fixture_set_version(const std::string& dir) {
  std::ifstream in(fs::path(dir) / "VERSION");
  std::string line;
  if (!in || !std::getline(in, line) || line.empty()) return "unknown";
  return line;
}

std::vector<std::string> fixture_names(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& entry : fs::recursive_directory_iterator(dir))
    if (entry.is_regular_file() && entry.path().extension() == ".json") {
      fs::path name = entry.path().lexically_relative(dir);
      name.replace_extension();
      out.push_back(name.generic_string());
    }
  std::sort(out.begin(), out.end());
  return out;
}

FixtureCase load_fixture_case(const std::string& dir, const std::string& name) {
  FixtureCase c;
  c.name = name;
  const fs::path path = fs::path(dir) / (name + ".json");
  try {
    c.json = Json::parse(read_file(path));
  } catch (const Json::parse_error& e) {
    throw std::runtime_error("'" + path.string() + "' is not JSON: " + e.what());
  }
  if (c.json.contains("input_base64"))
    c.input = base64_decode(c.json.at("input_base64").get<std::string>());
  else if (c.json.contains("input"))
    c.input = joined_lines(c.json.at("input"));
  return c;
}

std::string joined_lines(const Json& value) {
  if (!value.is_array()) return value.get<std::string>();
  std::string out;
  bool first = true;
  for (const Json& line : value) {
    if (!first) out += '\n';
    out += line.get<std::string>();
    first = false;
  }
  return out;
}

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
  return fixtures;
}

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
      std::cout << read_file(fs::path(dir) / (args.name + ".json"));
      return 0;
    }
    if (command.got_subcommand("export")) {
      std::error_code ec;
      fs::create_directories(args.dir, ec);
      if (!ec) fs::copy(dir, args.dir, fs::copy_options::recursive | fs::copy_options::overwrite_existing, ec);
      if (ec) throw std::runtime_error("cannot export to '" + args.dir + "': " + ec.message());
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
