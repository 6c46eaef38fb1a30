// The JSON log of an execution (docs/formats/telt-exec.md §5 Log).
#include "llmfmt/telt_exec.h"

namespace llmfmt::telt {
namespace {

Json text_or_null(const std::string& s) { return s.empty() ? Json(nullptr) : Json(to_valid_utf8(s)); }

Json to_json(const ProgramRun& run) {
  Json argv = Json::array();
  for (const std::string& a : run.argv) argv.push_back(to_valid_utf8(a));
  Json out{{"argv", argv}, {"cwd", to_valid_utf8(run.cwd)}};
  out["exit_code"] = run.exit_code ? Json(*run.exit_code) : Json(nullptr);
  out["signal"] = run.signal ? Json(*run.signal) : Json(nullptr);
  out["timed_out"] = run.timed_out;
  out["seconds"] = run.seconds;
  out["stdout"] = to_valid_utf8(run.stdout_text);
  out["stderr"] = to_valid_utf8(run.stderr_text);
  out["stdout_bytes"] = run.stdout_bytes;
  out["stderr_bytes"] = run.stderr_bytes;
  return out;
}

Json to_json(const CommandReport& c) {
  Json paths = Json::array();
  for (const std::string& p : c.paths) paths.push_back(to_valid_utf8(p));
  Json out{{"index", c.index},          {"type", to_valid_utf8(c.type)},   {"line", c.line},
           {"outcome", to_string(c.outcome)}, {"code", text_or_null(c.code)}, {"reason", to_valid_utf8(c.reason)},
           {"paths", paths}};
  if (c.program) out["program"] = to_json(*c.program);
  return out;
}

}  // namespace

Json to_json(const ExecReport& report) {
  Json blocks = Json::array();
  Json counts = Json::object();
  for (const char* name : {"committed", "planned", "rolled_back", "failed", "refused", "skipped"}) counts[name] = 0;
  std::size_t commands = 0, executed = 0;
  for (const BlockReport& b : report.blocks) {
    Json cmds = Json::array();
    for (const CommandReport& c : b.commands) {
      cmds.push_back(to_json(c));
      ++commands;
      executed += c.outcome == Outcome::executed || c.outcome == Outcome::planned;
    }
    counts[to_string(b.outcome)] = counts[to_string(b.outcome)].get<std::size_t>() + 1;
    blocks.push_back({{"index", b.index},
                      {"hash", to_valid_utf8(b.hash)},
                      {"start_line", b.start_line},
                      {"end_line", b.end_line},
                      {"outcome", to_string(b.outcome)},
                      {"code", text_or_null(b.code)},
                      {"reason", to_valid_utf8(b.reason)},
                      {"commands", cmds}});
  }
  Json summary{{"blocks", report.blocks.size()}};
  for (auto& [name, n] : counts.items()) summary[name] = n;
  summary["commands"] = commands;
  summary[report.dry_run ? "commands_planned" : "commands_executed"] = executed;
  summary["parse_errors"] = report.parse_errors;
  Json warnings = Json::array();
  for (const std::string& w : report.warnings) warnings.push_back(to_valid_utf8(w));
  return {{"root", to_valid_utf8(report.root)},
          {"dry_run", report.dry_run},
          {"allow_commands", report.allow_commands},
          {"ok", report.ok()},
          {"summary", summary},
          {"blocks", blocks},
          {"warnings", warnings}};
}

}  // namespace llmfmt::telt
