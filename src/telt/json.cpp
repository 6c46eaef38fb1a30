// JSON form of TELT results: the spec's {"blocks","errors","summary"} (telt.md § Output Format).
#include "llmfmt/telt.h"

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

Json error_json(const Error& e) {
  const Diagnostic& d = e;
  Json out = Json::object();
  out["code"] = d.code;
  out["message"] = to_valid_utf8(d.message);
  out["severity"] = to_string(e.level);
  out["line_number"] = d.span.start.line;
  out["column"] = d.span.start.column;
  out["offset"] = d.span.start.offset;
  out["end"] = to_json(d.span.end);
  out["content"] = to_valid_utf8(d.content);
  out["context_window"] = to_valid_utf8(d.context_window);
  if (e.block_context) {
    out["block_context"] = {{"start_line", e.block_context->start_line},
                            {"end_line", e.block_context->end_line},
                            {"block_hash", e.block_context->block_hash},
                            {"commands_parsed", e.block_context->commands_parsed}};
  } else {
    out["block_context"] = nullptr;
  }
  out["fix_hint"] = d.fix_hint ? Json(to_valid_utf8(*d.fix_hint)) : Json(nullptr);
  if (!d.fix.empty()) out["fix"] = fix_json(d.fix);
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

Json to_json(const Error& error) { return error_json(error); }

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

Json to_json(const Result& result) {
  Json blocks = Json::array();
  for (const Block& block : result.document.blocks) blocks.push_back(to_json(block));
  Json errors = Json::array();
  for (const Error& e : result.diagnostics) errors.push_back(error_json(e));
  Json out = Json::object();
  out["blocks"] = std::move(blocks);
  out["errors"] = std::move(errors);
  out["summary"] = summary_json(result);
  return out;
}

}  // namespace llmfmt::telt
