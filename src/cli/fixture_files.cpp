#include "cli/fixture_files.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace llmfmt::cli {

namespace fs = std::filesystem;

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read '" + path + "'");
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::string base64_encode(std::string_view in) {
  static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((in.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < in.size(); i += 3) {
    unsigned n = static_cast<unsigned char>(in[i]) << 16;
    if (i + 1 < in.size()) n |= static_cast<unsigned char>(in[i + 1]) << 8;
    if (i + 2 < in.size()) n |= static_cast<unsigned char>(in[i + 2]);
    out += digits[(n >> 18) & 63];
    out += digits[(n >> 12) & 63];
    out += i + 1 < in.size() ? digits[(n >> 6) & 63] : '=';
    out += i + 2 < in.size() ? digits[n & 63] : '=';
  }
  return out;
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

std::string fixtures_dir(const std::string& given) {
  std::error_code ec;
  if (!given.empty()) {
    if (!fs::is_directory(given, ec)) throw std::runtime_error("--fixtures: '" + given + "' is not a directory");
    return given;
  }
#ifdef LLMFMT_FIXTURES_FROM_BINDIR  // the llmfmt executable (CMakeLists.txt)
  // Installed: <prefix>/bin/llmfmt finds <prefix>/share/llmfmt/fixtures.
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path installed = (exe.parent_path() / LLMFMT_FIXTURES_FROM_BINDIR).lexically_normal();
    if (fs::is_directory(installed, ec)) return installed.string();
  }
#endif
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
  return load_fixture_file((fs::path(dir) / (name + ".json")).string(), name);
}

FixtureCase load_fixture_file(const std::string& path, const std::string& name) {
  FixtureCase c;
  c.name = name;
  try {
    c.json = Json::parse(read_file(path));
  } catch (const Json::parse_error& e) {
    throw std::runtime_error("'" + path + "' is not JSON: " + e.what());
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

}  // namespace llmfmt::cli
