#include "telt/validation.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>
#include <vector>

#include "core/edit_distance.h"
#include "core/utf8.h"

namespace llmfmt::telt {
namespace {

struct Known {
  const char* name;
  bool body;  // takes its lines before any parameter (a script or command line), no parameters
  std::vector<const char*> required;
  std::vector<const char*> optional;
};

// DECISIONS §2. Every parameter is single-valued except MODES.
const Known kKnown[] = {
    {"CREATE_FILE", false, {"FILE", "CONTENT"}, {"MODES"}},
    {"REPLACE_IN_FILE", false, {"FILE", "FIND", "REPLACE"}, {"MODES"}},
    {"DELETE_FILE", false, {"FILE"}, {}},
    {"MOVE_FILE", false, {"FROM", "TO"}, {}},
    {"BASH", true, {}, {}},
    {"EXEC", true, {}, {}},
    {"RUN_COMMAND", false, {"COMMAND"}, {"CWD", "TIMEOUT"}},
};

bool multi_valued(std::string_view param) { return param == "MODES"; }

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

// The candidate nearest to `word` (compared in upper case) if it is within a third of the word's
// length (at least one edit; a transposition is one); ties go to the first candidate. Not past
// 64 bytes: no typo of a short name, and the cost stays bounded.
template <typename Names>
std::optional<std::string> nearest(std::string_view word, const Names& names) {
  static const Nearness kNear{[](std::size_t w, std::size_t) { return std::max<std::size_t>(1, w / 3); }, true, 64};
  return nearest_name(upper(word), names, kNear);
}

const Known* find_known(std::string_view name) {
  for (const Known& k : kKnown)
    if (name == k.name) return &k;
  return nullptr;
}

std::string delimiter(std::string_view name, const std::string& hash) { return "--" + std::string(name) + " " + hash + "--"; }

}  // namespace

std::string_view base_name(std::string_view type) { return type.substr(0, type.find(':')); }

std::optional<std::string> nearest_command(std::string_view type) {
  std::vector<std::string> names;
  for (const Known& k : kKnown) names.emplace_back(k.name);
  const std::string_view base = base_name(type);
  // A name cut short (`CREATE`, `RUN`) is the known name it begins; otherwise the fewest edits,
  // if few enough to be a typo (a hint is replacement text: `DEPLOY` gets none, docs/decisions.md).
  std::optional<std::string> near;
  if (base.size() >= 3 && base.size() <= 64)
    for (const std::string& name : names)
      if (name.compare(0, base.size(), upper(base)) == 0 && !near) near = name;
  if (!near) near = nearest(base, names);
  if (near) *near += std::string(type.substr(base.size()));
  return near;
}

std::optional<std::string> command_taking(const std::vector<std::string_view>& names) {
  std::optional<std::string> found;
  for (const Known& k : kKnown) {
    if (k.body) continue;
    auto takes = [&](std::string_view name) {
      return std::any_of(k.required.begin(), k.required.end(), [&](const char* r) { return name == r; }) ||
             std::any_of(k.optional.begin(), k.optional.end(), [&](const char* o) { return name == o; });
    };
    const bool complete = std::all_of(k.required.begin(), k.required.end(), [&](const char* r) {
      return std::find(names.begin(), names.end(), r) != names.end();
    });
    if (complete && std::all_of(names.begin(), names.end(), takes)) {
      if (found) return std::nullopt;  // ambiguous
      found = k.name;
    }
  }
  return found;
}

bool reserved_name(std::string_view component) {
  constexpr std::string_view prefix = ".telt-";
  if (component.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(component[i])) != prefix[i]) return false;
  return true;
}

const std::vector<std::string_view>& delimiter_names() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> out{"END"};
    for (const Known& k : kKnown)
      for (const auto* list : {&k.required, &k.optional})
        for (const char* name : *list)
          if (std::find(out.begin(), out.end(), name) == out.end()) out.push_back(name);
    return out;
  }();
  return names;
}

bool path_param(std::string_view name) { return name == "FILE" || name == "FROM" || name == "TO" || name == "CWD"; }

std::string trimmed_value(const std::string& value) {
  const char* blanks = " \t\r\n";
  const std::size_t first = value.find_first_not_of(blanks);
  if (first == std::string::npos) return "";
  return value.substr(first, value.find_last_not_of(blanks) - first + 1);
}

bool names_directory(std::string_view path) {
  return !path.empty() && (path.back() == '/' || path == "." || (path.size() >= 2 && path.substr(path.size() - 2) == "/."));
}

bool known_command(std::string_view type) { return find_known(base_name(type)) != nullptr; }

bool takes_parameters(std::string_view type) {
  const Known* known = find_known(base_name(type));
  return known && !known->body;
}

namespace {

// The path written with every reserved component's leading dot dropped, or nullopt when no
// component is reserved. Components are separated by '/'; blanks around the value do not count.
std::optional<std::string> without_reserved(const std::string& value) {
  const std::string path = trimmed_value(value);
  if (path.empty()) return std::nullopt;
  std::string fixed;
  bool reserved = false;
  std::size_t start = 0;
  while (start <= path.size()) {
    std::size_t end = path.find('/', start);
    if (end == std::string::npos) end = path.size();
    std::string_view part(path.data() + start, end - start);
    if (reserved_name(part)) {
      reserved = true;
      part.remove_prefix(1);
    }
    fixed.append(part);
    if (end < path.size()) fixed += '/';
    start = end + 1;
  }
  if (!reserved) return std::nullopt;
  return fixed;
}

}  // namespace

void validate(Command& command, bool parse_ok, const std::string& hash, const Reporter& report,
              const std::vector<bool>& hidden) {
  command.valid = false;
  const Known* known = find_known(base_name(command.type));
  const Position at = command.span.start;
  if (!known) {
    const std::optional<std::string> near = nearest_command(command.type);
    report("UNKNOWN_COMMAND", at,
           "unknown command " + in_quotes(command.type) + ": it is parsed but never executed" +
               (near ? "; did you mean " + in_quotes(*near) + "?" : ""),
           replacing_line(near ? std::optional<std::string>("=== " + *near + " ===") : std::nullopt));
    return;
  }
  bool ok = parse_ok;
  const std::string end_line = delimiter("END", hash);

  if (known->body) {
    if (!command.body) {
      report("MISSING_REQUIRED_PARAM", at,
             command.type + " needs a body: the script between " + in_quotes("=== " + command.type + " ===") + " and " +
                 in_quotes(end_line) + ", before any parameter",
             std::nullopt);
      ok = false;
      std::vector<std::string_view> seen;
      for (const Param& p : command.params) {
        if (std::find(seen.begin(), seen.end(), p.name) != seen.end()) continue;
        seen.push_back(p.name);
        report("UNKNOWN_PARAM", p.span.start,
               command.type + " takes no parameters (its script is the body); " + in_quotes(p.name) + " is ignored",
               std::nullopt);
      }
    }
    command.valid = ok;
    return;
  }

  for (const char* name : known->required)
    if (std::none_of(command.params.begin(), command.params.end(), [&](const Param& p) { return p.name == name; })) {
      report("MISSING_REQUIRED_PARAM", at,
             command.type + " needs parameter " + name + ": add a " + in_quotes(delimiter(name, hash)) +
                 " line with its value before " + in_quotes(end_line),
             delimiter(name, hash));
      ok = false;
    }

  std::vector<const char*> allowed(known->required);
  allowed.insert(allowed.end(), known->optional.begin(), known->optional.end());
  std::unordered_map<std::string_view, std::size_t> count;
  for (const Param& p : command.params) {
    const std::size_t n = ++count[p.name];
    const bool is_allowed = std::any_of(allowed.begin(), allowed.end(), [&](const char* a) { return p.name == a; });
    if (!is_allowed) {
      if (n > 1) continue;
      const std::optional<std::string> near = nearest(p.name, allowed);
      report("UNKNOWN_PARAM", p.span.start,
             command.type + " has no parameter " + in_quotes(p.name) + "; it is ignored" +
                 (near ? "; did you mean " + in_quotes(*near) + "?" : ""),
             replacing_line(near ? std::optional<std::string>(delimiter(*near, hash)) : std::nullopt));
    } else if (n == 2 && !multi_valued(p.name)) {
      report("DUPLICATE_PARAM", p.span.start,
             command.type + " takes one " + p.name + " but it is given more than once; the command is skipped " +
                 "(put each in a command of its own)",
             std::nullopt);
      ok = false;
    }
  }
  std::unordered_map<std::string_view, std::size_t> paths;  // (a repeated one is DUPLICATE_PARAM's)
  for (std::size_t i = 0; i < command.params.size(); ++i) {
    const Param& p = command.params[i];
    if (!path_param(p.name) || ++paths[p.name] > 1 || (i < hidden.size() && hidden[i])) continue;
    // What the executor refuses whatever the root holds (telt-exec.md §2) is refused here, so that
    // a command check calls valid never fails for its path's own sake: a value that is empty or
    // more than one line once its blanks and line breaks around it go, and a file's path that
    // names a directory (`src/`).
    const std::string path = trimmed_value(p.value);
    const std::string what = command.type + " " + p.name;
    if (path.empty()) {
      report("INVALID_PATH", p.span.start, what + " is empty: a path names a file or directory; the command is skipped",
             std::nullopt);
      ok = false;
      continue;
    }
    if (const std::size_t lines = std::count(path.begin(), path.end(), '\n') + 1; lines > 1) {
      report("INVALID_PATH", p.span.start,
             what + " is " + std::to_string(lines) + " lines (" + in_quotes(path.substr(0, path.find('\n'))) +
                 " first): a path is one line; the command is skipped",
             std::nullopt);
      ok = false;
      continue;
    }
    if (p.name != "CWD" && names_directory(path)) {
      report("INVALID_PATH", p.span.start,
             what + " " + in_quotes(path) + " ends in '/' or '/.': it names a directory, not a file; the command is skipped",
             std::nullopt);
      ok = false;
      continue;
    }
    // The executor's own files (its journal, its staging directories) are out of every block's
    // reach: a block that could write them could forge what recovery does.
    if (const std::optional<std::string> fixed = without_reserved(p.value)) {
      report("RESERVED_PATH", p.span.start,
             command.type + " " + p.name + " " + in_quotes(p.value) +
                 " names a file of the executor (names beginning with '.telt-' are reserved for its journal and "
                 "staging directories); the command is skipped",
             Hint(*fixed));
      ok = false;
    }
  }
  command.valid = ok;
}

}  // namespace llmfmt::telt
