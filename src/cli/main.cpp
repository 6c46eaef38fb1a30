// llmfmt — parse, check, plan and encode LLM text formats from the command line (docs/cli.md).
//
// Exit status: 0 success; 1 `check` found errors (`fix`: errors remain); 2 usage or I/O problem.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <stdexcept>

#include <CLI/CLI.hpp>

#include <nlohmann/json.hpp>

#include "cli/adapter.h"
#include "core/terminal_text.h"
#include "cli/check_command.h"
#include "cli/conform.h"
#include "cli/exec_command.h"
#include "cli/fix_command.h"
#include "cli/fixtures_command.h"
#include "cli/lsp_command.h"
#include "cli/tokens_command.h"
#include "cli/help.h"
#include "cli/progress.h"
#include "cli/dsl_run.h"
#include "cli/inputs.h"
#include "cli/usage.h"
#include "llmfmt/core/json.h"
#include "llmfmt/dsl.h"
#include "llmfmt/garyml.h"
#include "llmfmt/llmfmt.h"
#include "llmfmt/llmist.h"
#include "llmfmt/stf.h"
#include "llmfmt/version.h"

namespace {

using namespace llmfmt;

constexpr int kUsage = 2;

using cli::read_input;
using cli::UsageError;

struct Common {
  std::string format;
  llmist::Markers markers;
  std::string default_role;
  std::vector<CLI::Option*> default_role_options;
  std::string sigil = "@";
  std::string options_json;
  std::vector<CLI::Option*> option_flags;  // each option --options gives too

  void add_to(CLI::App& app) {
    app.add_option("--format", format, "input format: " + format_names() + " (default: by extension)");
    option_flags.push_back(app.add_option("--start-prefix", markers.start, "llmist START marker")->capture_default_str());
    option_flags.push_back(app.add_option("--end-prefix", markers.end, "llmist END marker")->capture_default_str());
    option_flags.push_back(app.add_option("--arg-prefix", markers.arg, "llmist ARG marker")->capture_default_str());
    default_role_options.push_back(
        app.add_option("--default-role", default_role, "stf: the role of data lines that come before any message"));
    option_flags.push_back(default_role_options.back());
    option_flags.push_back(app.add_option("--sigil", sigil, "dsl: the variable reference sigil")->capture_default_str());
    app.add_option("--options", options_json,
                   "every option as one JSON object, as conformance fixtures give them: start_prefix, end_prefix, "
                   "arg_prefix, default_role, max_depth, sigil, reference_lexer");
  }

  Options options() const {
    if (!options_json.empty()) {
      for (const CLI::Option* o : option_flags)
        if (o->count() > 0) throw UsageError("--options gives every option: leave out " + o->get_name());
      return options_from_json(options_json);  // std::invalid_argument on a bad object: exit 2
    }
    Options options;
    options.llmist.markers = markers;
    for (const CLI::Option* o : default_role_options)
      if (o->count() > 0) options.stf.default_role = default_role;
    if (sigil.size() != 1 || !dsl::is_valid_sigil(sigil[0]))
      throw UsageError("--sigil must be one ASCII character other than a letter, digit, blank, '_', '/' or ','");
    options.dsl.sigil = sigil[0];
    return options;
  }

  Format format_for(const std::string& path) const {
    if (!format.empty()) {
      if (auto f = format_from_name(format)) return *f;
      throw UsageError("unknown format '" + format + "' (known: " + format_names() + ")");
    }
    if (auto f = format_of_path(path)) return *f;
    throw UsageError("cannot tell the format of '" + path + "' from its name; pass --format");
  }
};

// `parse` of several inputs: JSON lines, {"path":…,"result":<what parse prints for it>} each.
int parse_each(const std::vector<std::string>& arguments, const Common& common, const Options& options) {
  std::vector<std::string> problems;
  const std::vector<std::string> inputs = cli::expand_inputs(arguments, problems);
  for (const std::string& message : problems) std::cerr << "llmfmt: " << terminal_safe(message) << '\n';
  bool unreadable = !problems.empty();
  for (const std::string& path : inputs) {
    try {
      const Format format = common.format_for(path);
      const std::string text = read_input(path);
      std::cout << "{\"path\":" << Json(path).dump(-1, ' ', false, Json::error_handler_t::replace) << ",\"result\":";
      write_json(std::cout, format, text, options, -1);
      std::cout << "}\n";
    } catch (const UsageError& e) {  // report it, parse the other inputs, exit 2 at the end
      std::cerr << "llmfmt: " << terminal_safe(e.what()) << '\n';
      unreadable = true;
    }
  }
  return unreadable ? kUsage : 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"llmfmt: parse, validate and check LLM text formats", "llmfmt"};  // named: help and man page say "llmfmt"
  app.set_version_flag("--version", "llmfmt " LLMFMT_VERSION_STRING);
  app.require_subcommand(1);
  Common common;
  std::vector<std::string> files;
  bool compact = false;

  CLI::App* parse = app.add_subcommand("parse", "print a file's parse result as JSON");
  common.add_to(*parse);
  parse->add_option("files", files, "input files, directories (walked for known extensions) or - for standard input")
      ->required();
  parse->add_flag("--compact", compact, "print JSON on one line");

  CLI::App* tokens = app.add_subcommand(
      "tokens", "print the generated lexer's token stream of a file, one JSON object per token (what a port's lexer must produce)");
  common.add_to(*tokens);
  tokens->add_option("file", files, "input file or - for standard input")->required()->expected(1);
  cli::TokensArgs tokens_args;
  cli::add_tokens_options(*tokens, tokens_args);

  CLI::App* check = app.add_subcommand("check", "report diagnostics like a compiler; exit 1 on errors");
  common.add_to(*check);
  check->add_option("files", files, "input files, directories (walked for known extensions) or - for standard input")
      ->required();
  cli::CheckArgs check_args;
  cli::add_check_options(*check, check_args);

  CLI::App* fix = app.add_subcommand("fix", "apply the diagnostics' machine-applicable fixes; exit 1 if errors remain");
  common.add_to(*fix);
  cli::FixArgs fix_args;
  cli::add_fix_options(*fix, fix_args);

  CLI::App* plan = app.add_subcommand("plan", "print the execution waves of an llmist file's calls");
  common.add_to(*plan);
  plan->add_option("file", files, "input file, or - for standard input")->required()->expected(1);

  CLI::App* fmt = app.add_subcommand("fmt", "print a GaryML file in canonical form; exit 1 if it has errors");
  common.add_to(*fmt);
  fmt->add_option("file", files, "input file, or - for standard input")->required()->expected(1);

  std::string encode_format;
  bool no_extra = false, no_metadata = false;
  CLI::App* encode = app.add_subcommand("encode", "write the messages of a JSON file as STF");
  encode->add_option("--format", encode_format, "output format: stf")->required();
  encode->add_flag("--no-extra", no_extra, "stf: leave every message's extra out");
  encode->add_flag("--no-metadata", no_metadata, "stf: leave the metadata out");
  encode->add_option("file", files,
                     "JSON: {\"messages\":[…],\"metadata\":…} as parse prints it, or an array of messages; - for "
                     "standard input")
      ->required()
      ->expected(1);

  cli::ExecArgs exec_args;
  CLI::App* exec = cli::add_exec_command(app, exec_args);
  cli::ConformArgs conform_args;
  CLI::App* conform = cli::add_conform_command(app, conform_args);
  CLI::App* adapter = cli::add_adapter_command(app);
  cli::FixturesArgs fixtures_args;
  CLI::App* fixtures = cli::add_fixtures_command(app, fixtures_args);
  cli::DslRunArgs run_args;
  std::string history_path, replay_path;
  CLI::App* run = app.add_subcommand("run", "run a DSL program on the models; print a JSON transcript; exit 1 on an error");
  common.add_to(*run);
  run->add_option("file", files, "the program (.dsl), or - for standard input")->required()->expected(1);
  run->add_option("--history", history_path, "JSON chat history: [{\"role\",\"content\"},…]");
  run->add_option("--replay", replay_path, "recorded replies {\"main\":[…],\"cheap\":[…]} instead of HTTP");
  run->add_option("--base-url", run_args.http.base_url, "chat-completions endpoint base, e.g. http://127.0.0.1:8080/v1")
      ->envname("LLMFMT_BASE_URL");
  run->add_option("--model", run_args.http.model, "main model name")->envname("LLMFMT_MODEL");
  run->add_option("--cheap-model", run_args.http.cheap_model, "cheap model name (natural-language /FROM elements)")
      ->envname("LLMFMT_CHEAP_MODEL");
  run->add_option("--api-key", run_args.http.api_key, "API key (default: $LLMFMT_API_KEY)")->envname("LLMFMT_API_KEY");
  run->add_option("--ca-file", run_args.http.ca_file, "https://: PEM file of the authorities to trust (default: the system's)")
      ->envname("LLMFMT_CA_FILE");
  run->add_option("--timeout", run_args.http.timeout_seconds, "seconds per request, connect to last byte")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  run->add_option("--retries", run_args.http.retries, "extra attempts after a transport error, 429 or 5xx")
      ->capture_default_str()
      ->check(cli::whole_number());
  run->add_option("--max-time", run_args.http.max_time_seconds, "seconds all requests may take together; 0: no limit")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  run->add_option("--max-reply-bytes", run_args.http.max_reply_bytes, "largest answer accepted, in bytes")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  run->add_option("--max-run-bytes", run_args.run.max_run_bytes,
                  "the run's size budget: bytes of all prompts sent and replies received; 0: no limit")
      ->capture_default_str();
  run->add_flag("--accept-fenced-reply", run_args.run.accept_fenced_reply,
                "read a reply wrapped in one Markdown code fence (```json … ```) by its inside, instead of "
                "failing the step with REPLY_FENCED");
  run->add_flag("--compact", compact, "print JSON on one line");
  cli::ProgressArgs run_progress;
  cli::add_progress_flags(*run, run_progress);

  cli::LspArgs lsp_args;
  CLI::App* lsp = cli::add_lsp_command(app, lsp_args);

  cli::finish_help(app);
  if (argc > 1) {
    if (const std::optional<std::string> message = cli::unknown_subcommand(app, argv[1])) {
      std::cerr << "llmfmt: " << *message << "\nRun with --help for more information.\n";
      return kUsage;
    }
  }

  try {
    app.parse(cli::take_command(argc, argv, conform_args), argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? 0 : kUsage;
  }

  if (*exec) return cli::run_exec_command(exec_args);
  if (*conform) return cli::run_conform_command(conform_args);
  if (*adapter) return cli::run_adapter_command();
  if (*fixtures) return cli::run_fixtures_command(*fixtures, fixtures_args);
  try {
    if (*parse) {
      const Options options = common.options();
      if (!cli::names_several_inputs(files)) {  // one input: its JSON document, as ever
        const Format format = common.format_for(files.at(0));
        write_json(std::cout, format, read_input(files.at(0)), options, compact ? -1 : 2);
        std::cout << '\n';
        return 0;
      }
      return parse_each(files, common, options);
    }
    if (*lsp) return cli::run_lsp_command(lsp_args);
    if (*tokens) {
      const std::string& path = files.at(0);
      return cli::run_tokens_command(tokens_args, common.format_for(path), read_input(path), common.options());
    }
    if (*check) {
      const Options options = common.options();
      return cli::run_check_command(check_args, files, [&](const std::string& path) { return common.format_for(path); },
                                    options);
    }
    if (*fix) {
      const Options options = common.options();
      return cli::run_fix_command(fix_args, [&](const std::string& path) { return common.format_for(path); }, options);
    }
    if (*encode) {
      if (encode_format != "stf") throw UsageError("encode writes --format stf only");
      Json json;
      try {
        json = Json::parse(read_input(files.at(0)));
      } catch (const Json::parse_error& e) {
        throw UsageError("'" + files.at(0) + "' is not JSON: " + e.what());
      }
      std::optional<Value> metadata;
      const Json* list = &json;
      if (json.is_object()) {
        if (!json.contains("messages")) throw UsageError("the JSON object has no \"messages\"");
        list = &json.at("messages");
        if (json.contains("metadata")) metadata = from_json(json.at("metadata"));
      }
      if (!list->is_array()) throw UsageError("\"messages\" must be an array");
      std::vector<Value> messages;
      for (const Json& m : *list) messages.push_back(from_json(m));
      stf::EncodeOptions options;
      options.extra = !no_extra;
      options.metadata = !no_metadata;
      std::cout << stf::encode(messages, metadata, options);
      return 0;
    }
    if (*fmt) {
      // What an error made the parser leave out (an orphan parameter, stray text) is not printed:
      // the diagnostics go to standard error and the exit status is 1.
      const std::string& path = files.at(0);
      if (common.format_for(path) != Format::garyml) throw UsageError("fmt works on GaryML files");
      const garyml::Result result = garyml::parse(read_input(path));
      std::cout << garyml::format(result.document);
      for (const Diagnostic& d : result.diagnostics)
        if (d.severity == Severity::error) std::cerr << format_diagnostic(path, d);
      return has_errors(result.diagnostics) ? 1 : 0;
    }
    if (*run) {
      const std::string& path = files.at(0);
      if (common.format_for(path) != Format::dsl) throw UsageError("run works on DSL programs");
      run_args.program = read_input(path);
      run_args.parse = common.options().dsl;
      if (!history_path.empty()) run_args.history = read_input(history_path);
      if (!replay_path.empty()) run_args.replay = read_input(replay_path);
      run_args.compact = compact;
      run_args.progress = cli::stderr_progress(run_progress, "step");
      return cli::dsl_run(run_args, std::cout);
    }
    if (*plan) {
      const std::string& path = files.at(0);
      if (common.format_for(path) != Format::llmist) throw UsageError("plan works on llmist files");
      const llmist::Result result = llmist::parse(read_input(path), common.options().llmist);
      const std::vector<llmist::Call>& calls = result.document.calls;
      Json out = llmist::to_json(llmist::plan(calls), calls);
      out["diagnostics"] = to_json(result.diagnostics);
      std::cout << out.dump(2) << '\n';
      return 0;
    }
  } catch (const UsageError& e) {
    std::cerr << "llmfmt: " << terminal_safe(e.what()) << '\n';
    return kUsage;
  } catch (const std::invalid_argument& e) {
    std::cerr << "llmfmt: " << terminal_safe(e.what()) << '\n';
    return kUsage;
  }
  return kUsage;
}
