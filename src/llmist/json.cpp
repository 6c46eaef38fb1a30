// JSON form of llmist results, with the field names of the spec.
#include "llmfmt/llmist.h"

#include "core/json_writer.h"
#include "core/lines.h"

namespace llmfmt::llmist {
namespace {

// The shape of a result, written once for to_json and write_json:
// {"format":"llmist","calls":[…],"text":[…],"diagnostics":[…]}. `read` gives each call to its
// handler, in order, and returns the diagnostics; `text` then gives each text segment.
template <class Read, class Text>
void write_result(JsonOut& out, Read read, Text text) {
  out.field("format", "llmist");
  out.begin_array("calls");
  const auto& diagnostics = read([&](const Call& call) { out.item(to_json(call)); });  // (a vector, or a reference to one)
  out.end_array();
  out.begin_array("text");
  text([&](const TextSegment& segment) { out.item(to_json(segment)); });
  out.end_array();
  out.field("diagnostics", to_json(diagnostics));
}

}  // namespace

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
  JsonTreeOut out;
  write_result(
      out,
      [&](const auto& on_call) -> const std::vector<Diagnostic>& {
        for (const Call& call : result.document.calls) on_call(call);
        return result.diagnostics;
      },
      [&](const auto& on_text) {
        for (const TextSegment& segment : result.document.text) on_text(segment);
      });
  return out.take();
}

void write_json(std::ostream& stream, std::string_view text, const Options& options, int indent) {
  JsonTextOut out(stream, indent);
  std::vector<Span> segments;  // the text comes after the calls: read again from `text`
  write_result(
      out,
      [&](const auto& on_call) {
        return parse_each(text, {on_call, [&](const TextSegment& segment) { segments.push_back(segment.span); }},
                          options)
            .diagnostics;
      },
      [&](const auto& on_text) {
        TextSegment segment;
        for (const Span& span : segments) {
          segment.text.clear();
          append_lf(segment.text, text.substr(span.start.offset, span.end.offset - span.start.offset));
          segment.span = span;
          on_text(segment);
        }
      });
  out.end();
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
