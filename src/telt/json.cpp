// JSON form of TELT results: the spec's {"blocks","errors","summary"} (telt.md § Output Format).
#include "llmfmt/telt.h"

#include "core/json_writer.h"

namespace llmfmt::telt {
namespace {

// Parameters by name in order of first appearance; a repeated name makes an array.
Json params_json(const Command& command) {
  Json out = Json::object();
  for (const Param& p : command.params) {
    const std::string name = to_valid_utf8(p.name);
    const std::string value = to_valid_utf8(p.value);
    auto it = out.find(name);
    if (it == out.end()) {
      out[name] = value;
    } else {
      if (!it->is_array()) *it = Json::array({*it});
      it->push_back(value);
    }
  }
  return out;
}

Json command_json(const Command& command) {
  Json out = Json::object();
  out["type"] = to_valid_utf8(command.type);
  out["params"] = params_json(command);
  if (command.body) out["body"] = to_valid_utf8(*command.body);
  out["valid"] = command.valid;
  out["start_line"] = command.span.start.line;
  // The line of its `--END xyz--` (or its last line): the span ends just past it.
  out["end_line"] = command.span.end.column == 1 && command.span.end.line > command.span.start.line
                        ? command.span.end.line - 1
                        : command.span.end.line;
  return out;
}

}  // namespace

Json to_json(const Block& block) {
  Json list = Json::array();
  for (const Command& command : block.commands) list.push_back(command_json(command));
  Json b = Json::object();
  b["commands"] = std::move(list);
  b["metadata"] = {{"start_line", block.start_line}, {"end_line", block.end_line}, {"hash", block.hash}};
  b["valid"] = block.valid;
  return b;
}

// The diagnostic as every format writes it (to_json(Diagnostic)), in the spec's words: its level
// as "severity", "line_number" for "line", and its "block_context" before "fix_hint".
Json error_json(const Diagnostic& diagnostic, const std::optional<BlockContext>& block) {
  Json common = to_json(diagnostic);
  Json out = Json::object();
  for (auto& [key, value] : common.items()) {
    if (key == "severity") {
      out[key] = to_string(level_of(diagnostic.code));
      continue;
    }
    if (key == "fix_hint") {
      out["block_context"] = block ? Json{{"start_line", block->start_line},
                                         {"end_line", block->end_line},
                                         {"block_hash", block->block_hash},
                                         {"commands_parsed", block->commands_parsed}}
                                   : Json(nullptr);
    }
    out[key == "line" ? "line_number" : key] = std::move(value);
  }
  return out;
}

void Summary::add(const Block& block) {
  ++blocks_parsed;
  if (block.valid) ++blocks_valid;
  commands_found += block.commands.size();
  for (const Command& command : block.commands)
    if (command.valid) ++commands_valid;
}

Json to_json(const Summary& summary) {
  return {{"blocks_parsed", summary.blocks_parsed},
          {"blocks_valid", summary.blocks_valid},
          {"commands_found", summary.commands_found},
          {"commands_valid", summary.commands_valid}};
}

Json summary_json(const Result& result) {
  Summary summary;
  for (const Block& block : result.document.blocks) summary.add(block);
  return to_json(summary);
}

namespace {

// The shape of a result, written once for to_json and write_json: the spec's
// {"blocks":[…],"errors":[…],"summary":{…}}. `read` gives each block to its handler, in order,
// and returns the rest of the result.
template <class Read>
void write_result(JsonOut& out, Read read) {
  Summary summary;
  out.begin_array("blocks");
  const auto& result = read([&](const Block& block) {  // a Result, or a reference to one
    out.item(to_json(block));
    summary.add(block);
  });
  out.end_array();
  out.begin_array("errors");
  for (std::size_t i = 0; i < result.diagnostics.size(); ++i)
    out.item(error_json(result.diagnostics[i], result.block_contexts[i]));
  out.end_array();
  out.field("summary", to_json(summary));
}

}  // namespace

Json to_json(const Result& result) {
  JsonTreeOut out;
  write_result(out, [&](const auto& on_block) -> const Result& {
    for (const Block& block : result.document.blocks) on_block(block);
    return result;
  });
  return out.take();
}

void write_json(std::ostream& stream, std::string_view text, const Options& options, int indent) {
  JsonTextOut out(stream, indent);
  write_result(out, [&](const auto& on_block) { return parse_each(text, {on_block}, options); });
  out.end();
}

}  // namespace llmfmt::telt
