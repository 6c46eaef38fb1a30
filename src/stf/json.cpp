// JSON form of STF results.
#include "llmfmt/stf.h"

namespace llmfmt::stf {

Json to_json(const Decoded& decoded) {
  Json messages = Json::array();
  for (const Value& m : decoded.messages) messages.push_back(llmfmt::to_json(m));
  Json out = Json::object();
  out["format"] = "stf";
  out["messages"] = std::move(messages);
  if (decoded.metadata) out["metadata"] = llmfmt::to_json(*decoded.metadata);
  out["diagnostics"] = llmfmt::to_json(decoded.diagnostics);
  return out;
}

}  // namespace llmfmt::stf
