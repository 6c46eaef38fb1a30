// JSON form of a JSON5 parse result.
#include "llmfmt/json5.h"

namespace llmfmt::json5 {

Json to_json(const Result& result) {
  Json out = Json::object();
  out["format"] = "json5";
  out["value"] = result.document.value ? llmfmt::to_json(*result.document.value) : Json(nullptr);
  out["diagnostics"] = llmfmt::to_json(result.diagnostics);
  return out;
}

}  // namespace llmfmt::json5
