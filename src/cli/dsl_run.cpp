#include "cli/dsl_run.h"

#include <memory>
#include <stdexcept>

namespace llmfmt::cli {
namespace {

Json parse_json(const std::string& text, const char* what) {
  try {
    return dsl::parse_json_bounded(text);
  } catch (const Json::parse_error& e) {
    throw std::invalid_argument(std::string(what) + " is not JSON: " + e.what());
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(std::string(what) + " is not usable: " + e.what());
  }
}

std::vector<dsl::Message> history_of(const std::string& text) {
  Json json = parse_json(text, "the history file");
  if (json.is_object() && json.contains("messages")) json = json.at("messages");
  if (!json.is_array()) throw std::invalid_argument("the history is an array of {\"role\", \"content\"} messages");
  std::vector<dsl::Message> out;
  for (const Json& m : json) {
    if (!m.is_object() || !m.contains("role") || !m.at("role").is_string() || !m.contains("content") ||
        !m.at("content").is_string())
      throw std::invalid_argument("every history message needs a string \"role\" and a string \"content\"");
    out.push_back({m.at("role").get<std::string>(), m.at("content").get<std::string>()});
  }
  return out;
}

}  // namespace

int dsl_run(const DslRunArgs& args, std::ostream& out) {
  const int indent = args.compact ? -1 : 2;
  std::vector<dsl::Message> history;
  if (args.history) history = history_of(*args.history);
  std::unique_ptr<dsl::ModelClient> models;
  if (args.replay)
    models = std::make_unique<dsl::ReplayClient>(parse_json(*args.replay, "the replay file"));
  else
    models = std::make_unique<dsl::HttpClient>(args.http);

  const dsl::Result parsed = dsl::parse(args.program, args.parse);
  if (has_errors(parsed.diagnostics)) {  // execution never starts (spec §11)
    Json j = Json::object();
    j["format"] = "dsl";
    j["status"] = "invalid";
    j["diagnostics"] = to_json(parsed.diagnostics);
    out << j.dump(indent, ' ', false, Json::error_handler_t::replace) << '\n';
    return 1;
  }
  dsl::RunResult result = dsl::run(parsed.document, std::move(history), *models, args.progress, args.run);
  result.transcript["diagnostics"] = to_json(parsed.diagnostics);
  out << result.transcript.dump(indent, ' ', false, Json::error_handler_t::replace) << '\n';
  return result.ok ? 0 : 1;
}

}  // namespace llmfmt::cli
