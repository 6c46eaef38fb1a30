// JSON form of STF results.
#include "llmfmt/stf.h"

#include "core/json_writer.h"

namespace llmfmt::stf {

namespace {

// The shape of a result, written once for to_json and write_json:
// {"format":"stf","messages":[…],"metadata":…,"diagnostics":[…]}. `read` gives each message to
// its handler, in order, and returns the rest of the result.
template <class Read>
void write_result(JsonOut& out, Read read) {
  out.field("format", "stf");
  out.begin_array("messages");
  const auto& result = read([&](const Value& message) { out.item(llmfmt::to_json(message)); });  // (a Result, or a reference to one)
  out.end_array();
  if (result.document.metadata) out.field("metadata", llmfmt::to_json(*result.document.metadata));
  out.field("diagnostics", llmfmt::to_json(result.diagnostics));
}

}  // namespace

Json to_json(const Result& result) {
  JsonTreeOut out;
  write_result(out, [&](const auto& on_message) -> const Result& {
    for (const Value& message : result.document.messages) on_message(message);
    return result;
  });
  return out.take();
}

void write_json(std::ostream& stream, std::string_view text, const Options& options, int indent) {
  JsonTextOut out(stream, indent);
  write_result(out, [&](const auto& on_message) { return parse_each(text, {on_message}, options); });
  out.end();
}

}  // namespace llmfmt::stf
