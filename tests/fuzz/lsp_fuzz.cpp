// libFuzzer target for `llmfmt lsp` (src/lsp/, docs/editors.md): the input is the byte stream a
// client writes, cut into reads of fuzzer-chosen sizes and fed to the framing (FrameReader) and
// the server's dispatch, after a fixed initialize. Checks: nothing throws or hangs; every message
// sent is one JSON-RPC message that serialises; every request gets exactly one response; every
// range sent is ordered (start ≤ end).
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "fuzz_support.h"
#include "lsp/server.h"
#include "lsp/transport.h"

using namespace llmfmt;
using namespace llmfmt::fuzz;

namespace {

void require_ordered_ranges(const Json& j) {
  if (j.is_object()) {
    const auto range = j.find("range");
    if (range != j.end() && range->is_object() && range->contains("start") && range->contains("end")) {
      const Json &s = (*range)["start"], &e = (*range)["end"];
      require(s["line"] < e["line"] || (s["line"] == e["line"] && s["character"] <= e["character"]),
              "lsp: a range ends before it starts: " + range->dump());
    }
    for (const auto& item : j.items()) require_ordered_ranges(item.value());
  } else if (j.is_array()) {
    for (const Json& item : j) require_ordered_ranges(item);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::map<std::string, int> responses;  // id → responses seen
  lsp::Server server(
      [&](const Json& message) {
        require(message.is_object() && message.value("jsonrpc", "") == "2.0", "lsp: not a JSON-RPC message");
        require_serialises(message, "lsp: a message sent");
        require_ordered_ranges(message);
        if (message.contains("id") && !message["id"].is_null()) ++responses[message["id"].dump()];
      },
      {});
  server.handle({Json::parse(R"({"jsonrpc":"2.0","id":"init","method":"initialize","params":{"capabilities":{}}})")});
  require(responses["\"init\""] == 1, "lsp: initialize is answered");

  // The first byte chooses the read size (1 … 256 bytes): the framing must not depend on it.
  const std::size_t chunk = size > 0 ? static_cast<std::size_t>(data[0]) + 1 : 1;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  lsp::FrameReader reader;
  std::map<std::string, int> requests;  // id → requests sent with it
  for (std::size_t at = size > 0 ? 1 : 0; at < size && !server.exited(); at += chunk) {
    reader.feed(input.substr(at, chunk));
    std::vector<Json> batch;
    while (auto frame = reader.next()) {
      require(frame->body.size() <= lsp::FrameReader::kMaxBody, "lsp: a frame larger than the limit");
      if (!frame->error.empty()) {
        server.framing_error(frame->error);
        continue;
      }
      Json message = Json::parse(frame->body, nullptr, false);
      if (message.is_discarded()) {
        server.handle_text(frame->body);
        continue;
      }
      // A request the server must answer with its id: a string or integer id (others get null).
      if (message.is_object() && message.contains("method") && message.contains("id") &&
          (message["id"].is_string() || message["id"].is_number_integer()))
        ++requests[message["id"].dump()];
      batch.push_back(std::move(message));
    }
    require(reader.buffered() <= lsp::FrameReader::kMaxBody + lsp::FrameReader::kMaxHeader + chunk,
            "lsp: the framing holds more than a message");
    server.handle(batch);
  }
  // Every request with a valid id is answered once per time it was sent (before exit).
  if (!server.exited())
    for (const auto& [id, count] : requests) require(responses[id] >= count, "lsp: request " + id + " was not answered");
  return 0;
}
