// The TELT validation layer (DECISIONS §2): known commands and their parameters.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/hints.h"
#include "llmfmt/telt.h"

namespace llmfmt::telt {

/// A fix hint: a line to write. `replaces_line`: it is the offending line written correctly, so
/// that replacing the line from the diagnostic's position to its end is the fix (Diagnostic::fix);
/// otherwise it is a line to add elsewhere (a missing --END, a parameter), for people to place.
struct Hint {
  Hint(std::string line, bool replaces_line = false) : line(std::move(line)), replaces_line(replaces_line) {}
  std::string line;
  bool replaces_line;
};

/// The hint that replaces the offending line with `line`, if there is one.
inline std::optional<Hint> replacing_line(std::optional<std::string> line) {
  if (!line) return std::nullopt;
  return Hint(std::move(*line), true);
}

/// How validation reports: code (its level follows from it: level_of), where, message, fix hint.
using Reporter = std::function<void(const char* code, Position at, std::string message,
                                    std::optional<Hint> fix_hint)>;

/// The command's name without a `:version` suffix (`BASH:5.0` → `BASH`).
std::string_view base_name(std::string_view type);

/// The known command nearest to `type`: the known name that `type` begins (`CREATE` →
/// `CREATE_FILE`), or else the one with the fewest edits ignoring case (transpositions counted as
/// one) when that is near enough to be a typo; the version suffix is kept.
std::optional<std::string> nearest_command(std::string_view type);

/// The one known parameter command that takes exactly these parameter names (all its required
/// ones present, none it does not take), e.g. {FILE, CONTENT} → CREATE_FILE; nullopt when none or
/// several fit. For the fix hint of parameters written without their command line.
std::optional<std::string> command_taking(const std::vector<std::string_view>& names);

/// Whether a path component names one of the executor's own files: it begins with ".telt-", ASCII
/// case ignored (the journal `.telt-journal`, the staging directories `.telt-staging-*`, and any
/// name the executor may use later). Blocks may not name them (RESERVED_PATH; telt-exec.md §2).
bool reserved_name(std::string_view component);

/// Every name an own delimiter of a known command may carry: END, then each parameter name of
/// the known commands, once (MISSPELLED_DELIMITER compares a value's lines with them).
const std::vector<std::string_view>& delimiter_names();

/// Whether parameter `name` is a path (FILE, FROM, TO, CWD): RESERVED_PATH and
/// HIDDEN_CHARACTER_IN_PATH look at its value.
bool path_param(std::string_view name);
/// A value without the blanks and line breaks around it, as paths, MODES flags and TIMEOUT are
/// read (a value's trailing blank line is never part of a file name).
std::string trimmed_value(const std::string& value);
/// Whether a (trimmed) path ends in '/' or '/.' or is '.': it names a directory, never a file.
bool names_directory(std::string_view path);
/// Whether a command of type `type` is known (`BASH:5.0` is).
bool known_command(std::string_view type);
/// Whether a command of type `type` is known and takes parameters (not a body): its parameters
/// are checked.
bool takes_parameters(std::string_view type);

/// Checks `command` against the table of known commands and sets command.valid (it is left false
/// when the builder found a command_error already: `parse_ok` false). Reports UNKNOWN_COMMAND,
/// MISSING_REQUIRED_PARAM, DUPLICATE_PARAM, INVALID_PATH, RESERVED_PATH (command_error) and
/// UNKNOWN_PARAM (parameter_warning). `hash` is the block's, for fix hints. `hidden`: the
/// parameters (by index) whose paths HIDDEN_CHARACTER_IN_PATH names already; that is their one
/// path error (the character may be what ran the value on: `--E` U+FEFF `ND abc--` in it).
void validate(Command& command, bool parse_ok, const std::string& hash, const Reporter& report,
              const std::vector<bool>& hidden = {});

}  // namespace llmfmt::telt
