// What `parse` and `check` read: files, directories (walked for files of a known format) and `-`
// (docs/cli.md § Many inputs).
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace llmfmt::cli {

/// A problem with how llmfmt was called or with reading its input: exit status 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The bytes of a file, or of standard input for "-". Throws UsageError when it cannot be read.
std::string read_input(const std::string& path);

/// The inputs that arguments name, in order: "-" and files as given, a directory replaced by every
/// file below it whose extension names a format (format_of_path), sorted, hidden entries (".…")
/// skipped and symbolic links to directories not followed. A directory without such files, one
/// that cannot be walked, or a second "-" is a problem: its message goes to `problems` and the
/// argument gives no input.
std::vector<std::string> expand_inputs(const std::vector<std::string>& arguments, std::vector<std::string>& problems);

/// True when the arguments are more than one input or a directory: `parse` then prints JSON lines.
bool names_several_inputs(const std::vector<std::string>& arguments);

}  // namespace llmfmt::cli
