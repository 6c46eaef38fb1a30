#include "cli/inputs.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

#include "llmfmt/llmfmt.h"

namespace llmfmt::cli {

namespace fs = std::filesystem;

std::string read_input(const std::string& path) {
  if (path == "-") return std::string(std::istreambuf_iterator<char>(std::cin), {});
  std::error_code ec;
  if (fs::is_directory(path, ec)) throw UsageError("'" + path + "' is a directory");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError("cannot read '" + path + "'");
  // Read into a string of the file's size: through a stringstream the peak was 2-3x the file.
  std::string text;
  const auto size = fs::file_size(path, ec);
  if (!ec) {
    text.resize(static_cast<std::size_t>(size));
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
  }
  if (in.bad()) throw UsageError("error reading '" + path + "'");
  // A file that grew meanwhile, or one whose size is unknown (a pipe): read the rest.
  text.append(std::istreambuf_iterator<char>(in), {});
  if (in.bad()) throw UsageError("error reading '" + path + "'");
  return text;
}

namespace {

bool hidden(const fs::path& p) {
  const std::string name = p.filename().string();
  return name.size() > 1 && name[0] == '.' && name != "..";
}

// Every file below `dir` with a known extension, sorted; throws UsageError when it cannot be walked.
std::vector<std::string> files_below(const std::string& dir) {
  std::vector<std::string> found;
  std::error_code ec;
  fs::recursive_directory_iterator it(dir, fs::directory_options::none, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    std::error_code type_ec;  // an entry whose type cannot be read is no file to check
    if (hidden(it->path())) {
      if (it->is_directory(type_ec)) it.disable_recursion_pending();
      continue;
    }
    if (it->is_regular_file(type_ec) && format_of_path(it->path().string())) found.push_back(it->path().string());
  }
  if (ec) throw UsageError("cannot walk '" + dir + "': " + ec.message());
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace

std::vector<std::string> expand_inputs(const std::vector<std::string>& arguments, std::vector<std::string>& problems) {
  std::vector<std::string> inputs;
  bool standard_input = false;
  for (const std::string& argument : arguments) {
    std::error_code ec;
    if (argument == "-") {
      if (standard_input) {
        problems.push_back("standard input ('-') can be read only once");
        continue;
      }
      standard_input = true;
      inputs.push_back(argument);
    } else if (fs::is_directory(argument, ec)) {
      try {
        const std::vector<std::string> found = files_below(argument);
        if (found.empty())
          problems.push_back("'" + argument + "' has no files of a known format (extensions: .llmist, .stf, "
                             ".json5, .telt, .gml, .garyml, .dsl)");
        inputs.insert(inputs.end(), found.begin(), found.end());
      } catch (const UsageError& e) {
        problems.push_back(e.what());
      }
    } else {
      inputs.push_back(argument);  // read_input reports a missing or unreadable file
    }
  }
  return inputs;
}

bool names_several_inputs(const std::vector<std::string>& arguments) {
  if (arguments.size() != 1) return true;
  std::error_code ec;
  return arguments[0] != "-" && fs::is_directory(arguments[0], ec);
}

}  // namespace llmfmt::cli
