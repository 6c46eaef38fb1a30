// JSON form of llmist results, with the field names of the spec.
#include "llmfmt/llmist.h"

namespace llmfmt::llmist {

Json to_json(const Call& call) {
  Json deps = Json::array();
  for (const std::string& dep : call.dependencies) deps.push_back(to_valid_utf8(dep));
  Json out = Json::object();
  out["gadgetName"] = to_valid_utf8(call.gadget_name);
  out["invocationId"] = to_valid_utf8(call.invocation_id);
  out["dependencies"] = std::move(deps);
  out["parameters"] = call.parameters ? to_json(*call.parameters) : Json(nullptr);
  out["parseError"] = call.parse_error ? Json(to_valid_utf8(*call.parse_error)) : Json(nullptr);
  out["parametersRaw"] = to_valid_utf8(call.parameters_raw);
  out["span"] = to_json(call.span);
  return out;
}

Json to_json(const TextSegment& segment) {
  return {{"text", to_valid_utf8(segment.text)}, {"span", to_json(segment.span)}};
}

Json to_json(const Result& result) {
  Json calls = Json::array(), text = Json::array();
  for (const Call& call : result.document.calls) calls.push_back(to_json(call));
  for (const TextSegment& segment : result.document.text) text.push_back(to_json(segment));
  Json out = Json::object();
  out["format"] = "llmist";
  out["calls"] = std::move(calls);
  out["text"] = std::move(text);
  out["diagnostics"] = to_json(result.diagnostics);
  return out;
}

Json to_json(const Plan& plan, const std::vector<Call>& calls) {
  auto ids = [&](const std::vector<std::size_t>& indices) {
    Json out = Json::array();
    for (std::size_t i : indices) out.push_back(to_valid_utf8(calls.at(i).invocation_id));
    return out;
  };
  Json waves = Json::array();
  for (const auto& wave : plan.waves) waves.push_back(ids(wave));
  Json out = Json::object();
  out["waves"] = std::move(waves);
  out["blocked"] = ids(plan.blocked);
  return out;
}

}  // namespace llmfmt::llmist
