// JSON form of STF results.
#include "llmfmt/stf.h"

namespace llmfmt::stf {

Json to_json(const Result& result) {
  Json messages = Json::array();
  for (const Value& m : result.document.messages) messages.push_back(llmfmt::to_json(m));
  Json out = Json::object();
  out["format"] = "stf";
  out["messages"] = std::move(messages);
  if (result.document.metadata) out["metadata"] = llmfmt::to_json(*result.document.metadata);
  out["diagnostics"] = llmfmt::to_json(result.diagnostics);
  return out;
}

}  // namespace llmfmt::stf
