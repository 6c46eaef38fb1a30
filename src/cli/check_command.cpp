#include "cli/check_command.h"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <future>
#include <iostream>
#include <map>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "cli/inputs.h"
#include "core/terminal_text.h"
#include "cli/usage.h"
#include "core/utf8.h"
#include "llmfmt/core/json.h"
#include "llmfmt/version.h"

namespace llmfmt::cli {
namespace {

// Invalid UTF-8 (in a path, say) becomes U+FFFD rather than an exception.
std::string dump(const Json& json) { return json.dump(-1, ' ', false, Json::error_handler_t::replace); }

// auto: only on a terminal, and NO_COLOR (https://no-color.org) set to anything non-empty turns it off.
bool use_color(const std::string& mode) {
  if (mode != "auto") return mode == "always";
  const char* no_color = std::getenv("NO_COLOR");
  return isatty(STDOUT_FILENO) && (no_color == nullptr || *no_color == '\0');
}

std::string counted(std::size_t n, const std::string& word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

struct Tally {
  std::size_t checked = 0, not_checked = 0, not_shown = 0;
  std::size_t by_severity[3] = {0, 0, 0};  // error, warning, info
};

// The run's summary line: "3 files: 2 errors, 1 warning, 0 notes".
std::string summary(const Tally& t, const CheckArgs& args) {
  std::string line = counted(t.checked, "file") + ": " + counted(t.by_severity[0], "error") + ", " +
                     counted(t.by_severity[1], "warning") + ", " + counted(t.by_severity[2], "note");
  if (t.not_checked > 0) line += "; " + counted(t.not_checked, "input") + " not checked";
  if (t.not_shown > 0)
    line += "; " + counted(t.not_shown, "diagnostic") + " not shown (--max-diagnostics " +
            std::to_string(*args.max_diagnostics) + ")";
  return line;
}

// A path as SARIF's artifactLocation.uri (RFC 3986): an absolute path becomes a file: URI
// ("file:///tmp/a%20b.json5"), a relative one a relative reference ("dir/a%20b.json5"); every
// byte but the unreserved characters and '/' is percent-encoded (so a ':' in a first segment
// cannot read as a scheme). "-" (standard input) stays "-".
std::string uri_of(const std::string& path) {
  static const char hex[] = "0123456789ABCDEF";
  std::string uri = !path.empty() && path[0] == '/' ? "file://" : "";
  for (const unsigned char c : path) {
    const bool unreserved = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                            c == '.' || c == '_' || c == '~';
    if (unreserved || c == '/') {
      uri += static_cast<char>(c);
    } else {
      uri.append(1, '%').append(1, hex[c >> 4]).append(1, hex[c & 15]);
    }
  }
  return uri;
}

class SarifLog {
 public:
  void add(const std::string& path, Format format, const Diagnostic& d) {
    static const char* const levels[] = {"error", "warning", "note"};
    Json result = Json::object();
    result["ruleId"] = d.code;
    result["ruleIndex"] = rule_for(d.code, format);
    result["level"] = levels[static_cast<int>(d.severity)];
    std::string message = d.message;
    if (d.fix_hint) message += " (fix: " + *d.fix_hint + ")";
    result["message"] = {{"text", to_valid_utf8(message)}};
    const Position& start = d.span.start;
    const Position& end = d.span.end.line > start.line || (d.span.end.line == start.line && d.span.end.column >= start.column)
                              ? d.span.end
                              : start;
    Json location;
    location["physicalLocation"]["artifactLocation"]["uri"] = uri_of(path);
    location["physicalLocation"]["region"] = {{"startLine", start.line},
                                              {"startColumn", start.column},
                                              {"endLine", end.line},
                                              {"endColumn", end.column}};
    result["locations"] = Json::array({location});
    if (!d.fix.empty()) result["fixes"] = Json::array({sarif_fix(path, d)});
    results_.push_back(result);
  }

  void add_problem(const std::string& message) {
    notifications_.push_back({{"level", "error"}, {"message", {{"text", to_valid_utf8(message)}}}});
  }

  Json log() const {
    Json driver = {{"name", "llmfmt"}, {"version", LLMFMT_VERSION_STRING}, {"rules", rules_}};
    Json invocation = {{"executionSuccessful", notifications_.empty()}};
    if (!notifications_.empty()) invocation["toolExecutionNotifications"] = notifications_;
    Json run = {{"tool", {{"driver", driver}}},
                {"columnKind", "unicodeCodePoints"},  // as llmfmt counts columns
                {"invocations", Json::array({invocation})},
                {"results", results_}};
    return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
            {"version", "2.1.0"},
            {"runs", Json::array({run})}};
  }

 private:
  // One rule per code, described by where its format documents it (a path in llmfmt's repository).
  std::size_t rule_for(const std::string& code, Format format) {
    const std::string doc = std::string("docs/formats/") + format_name(format) + ".md";
    auto [it, added] = rule_index_.emplace(code, rules_.size());
    if (added) {
      rules_.push_back({{"id", code},
                        {"shortDescription", {{"text", code}}},
                        {"fullDescription", {{"text", "llmfmt diagnostic " + code + "; see " + doc}}}});
    } else {
      std::string& text = rules_[it->second]["fullDescription"]["text"].get_ref<std::string&>();
      if (text.find(doc) == std::string::npos) text += ", " + doc;  // the same code in another format
    }
    return it->second;
  }

  // Diagnostic::fix as a SARIF fix: each edit a replacement, columns in code points as llmfmt's.
  static Json sarif_fix(const std::string& path, const Diagnostic& d) {
    Json replacements = Json::array();
    for (const Edit& e : d.fix) {
      const Json deleted = {{"startLine", e.range.start.line},
                            {"startColumn", e.range.start.column},
                            {"endLine", e.range.end.line},
                            {"endColumn", e.range.end.column}};
      replacements.push_back({{"deletedRegion", deleted}, {"insertedContent", {{"text", to_valid_utf8(e.text)}}}});
    }
    const std::string description = d.fix_hint ? "fix: " + *d.fix_hint : "the fix of " + d.code;
    Json change = {{"artifactLocation", {{"uri", uri_of(path)}}}, {"replacements", replacements}};
    return Json{{"description", {{"text", to_valid_utf8(description)}}}, {"artifactChanges", Json::array({change})}};
  }

  Json rules_ = Json::array();
  std::map<std::string, std::size_t> rule_index_;
  Json results_ = Json::array();
  Json notifications_ = Json::array();
};

// What `parse` prints as the diagnostics of `text`: the checked diagnostics as JSON (check()
// gives what parse() does), or for TELT its "errors", which keep the spec's levels and blocks.
Json parse_diagnostics(Format format, const std::string& text, const Options& options,
                       const std::vector<Diagnostic>& checked) {
  if (format == Format::telt) return telt::to_json(telt::parse(text, options.telt)).at("errors");
  return to_json(checked);
}

}  // namespace

void add_check_options(CLI::App& check, CheckArgs& args) {
  check.add_option("--color", args.color, "colour the text output: auto (on a terminal, unless NO_COLOR is set), always, never")
      ->check(CLI::IsMember({"auto", "always", "never"}))
      ->capture_default_str();
  check.add_option("--output", args.output, "text, json (one JSON object per file and line) or sarif (a SARIF 2.1.0 log)")
      ->check(CLI::IsMember({"text", "json", "sarif"}))
      ->capture_default_str();
  check.add_option("--max-diagnostics", args.max_diagnostics, "text: print at most N diagnostics in all")
      ->check(whole_number());
  check.add_flag("--quiet,-q", args.quiet, "text: print only the summary line");
  check.add_option("-j,--jobs", args.jobs, "inputs checked at once, on threads (the output is the same)")
      ->capture_default_str()
      ->check(whole_number())
      ->check(CLI::Range(1u, 1024u));
}

int run_check_command(const CheckArgs& args, const std::vector<std::string>& arguments,
                      const std::function<Format(const std::string&)>& format_for, const Options& options) {
  const bool text = args.output == "text";
  if (!text && (args.quiet || args.max_diagnostics)) {
    std::cerr << "llmfmt: --quiet and --max-diagnostics apply to --output text\n";
    return 2;
  }
  const bool color = text && use_color(args.color);
  Tally tally;
  SarifLog sarif;
  const auto problem = [&](const std::string& message) {
    std::cerr << "llmfmt: " << terminal_safe(message) << '\n';
    sarif.add_problem(message);
    ++tally.not_checked;
  };
  std::vector<std::string> problems;
  const std::vector<std::string> inputs = expand_inputs(arguments, problems);
  for (const std::string& message : problems) problem(message);

  // One input checked: on a worker thread with -j, so it only reads its input and the options.
  struct Checked {
    std::optional<std::string> problem;  // why it could not be checked
    Format format = Format::llmist;
    std::vector<Diagnostic> diagnostics;
    Json json;  // --output json: its "diagnostics"
  };
  const auto check_one = [&](const std::string& path) {
    Checked c;
    std::string input;
    try {
      c.format = format_for(path);
      input = read_input(path);
    } catch (const UsageError& e) {  // report it, check the other inputs, exit 2 at the end
      c.problem = e.what();
      return c;
    }
    c.diagnostics = llmfmt::check(c.format, input, options);
    if (args.output == "json") c.json = parse_diagnostics(c.format, input, options, c.diagnostics);
    return c;
  };

  // Reported in input order: at most `jobs` inputs are checked ahead of the one printed next.
  std::deque<std::future<Checked>> ahead;
  std::size_t started = 0, shown = 0;
  const auto launch = args.jobs > 1 ? std::launch::async : std::launch::deferred;
  for (const std::string& path : inputs) {
    while (started < inputs.size() && ahead.size() < args.jobs)
      ahead.push_back(std::async(launch, check_one, std::cref(inputs[started++])));
    const Checked c = ahead.front().get();
    ahead.pop_front();
    if (c.problem) {
      problem(*c.problem);
      continue;
    }
    ++tally.checked;
    std::size_t counts[3] = {0, 0, 0};
    for (const Diagnostic& d : c.diagnostics) {
      ++counts[static_cast<int>(d.severity)];
      ++tally.by_severity[static_cast<int>(d.severity)];
      if (args.output == "sarif") sarif.add(path, c.format, d);
      if (!text || args.quiet) continue;
      if (args.max_diagnostics && shown >= *args.max_diagnostics) {
        ++tally.not_shown;
        continue;
      }
      std::cout << format_diagnostic(path, d, color);
      ++shown;
    }
    if (text && !args.quiet)
      std::cout << terminal_safe(path) << ": " << counts[0] << " error(s), " << counts[1] << " warning(s), " << counts[2]
                << " note(s)\n";
    if (args.output == "json")
      std::cout << dump({{"path", path}, {"format", format_name(c.format)}, {"diagnostics", c.json}}) << '\n';
  }
  if (args.output == "sarif") std::cout << sarif.log().dump(2, ' ', false, Json::error_handler_t::replace) << '\n';
  if (text) std::cerr << summary(tally, args) << '\n';
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "llmfmt: error writing the output\n";
    return 2;
  }
  return tally.not_checked > 0 ? 2 : tally.by_severity[0] > 0 ? 1 : 0;
}

}  // namespace llmfmt::cli
