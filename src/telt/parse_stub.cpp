// TEMPORARY stub, deleted when branch telt is merged
// A minimal TELT parser for well-formed input, so that the execution layer builds and its tests
// run before the real parser (branch telt) arrives. Not the reference behaviour.
#include <algorithm>
#include <cstring>
#include <regex>

#include "llmfmt/telt.h"

namespace llmfmt::telt {

const char* to_string(Level level) {
  switch (level) {
    case Level::block_fatal: return "block_fatal";
    case Level::command_error: return "command_error";
    case Level::parameter_warning: return "parameter_warning";
    case Level::syntax_info: return "syntax_info";
  }
  return "command_error";
}

std::vector<std::string> Command::values(std::string_view name) const {
  std::vector<std::string> out;
  for (const Param& p : params)
    if (p.name == name) out.push_back(p.value);
  return out;
}

std::optional<std::string> Command::value(std::string_view name) const {
  for (const Param& p : params)
    if (p.name == name) return p.value;
  return std::nullopt;
}

namespace {

struct Known {
  const char* name;
  std::vector<std::string> required;
  bool body;
};
const Known kKnown[] = {{"CREATE_FILE", {"FILE", "CONTENT"}, false}, {"REPLACE_IN_FILE", {"FILE", "FIND", "REPLACE"}, false},
                        {"DELETE_FILE", {"FILE"}, false},           {"MOVE_FILE", {"FROM", "TO"}, false},
                        {"BASH", {}, true},                         {"EXEC", {}, true},
                        {"RUN_COMMAND", {"COMMAND"}, false}};

bool validate(const Command& c) {
  const std::string name = c.type.substr(0, c.type.find(':'));
  for (const Known& k : kKnown) {
    if (name != k.name) continue;
    if (k.body && !c.body) return false;
    for (const std::string& r : k.required)
      if (c.values(r).size() != 1) return false;
    for (const char* single : {"FILE", "CONTENT", "FIND", "REPLACE", "FROM", "TO", "COMMAND", "CWD", "TIMEOUT"})
      if (c.values(single).size() > 1) return false;
    return true;
  }
  return false;
}

std::string join(const std::vector<std::string>& lines) {
  std::string out;
  for (std::size_t i = 0; i < lines.size(); ++i) out += (i ? "\n" : "") + lines[i];
  return out;
}

}  // namespace

Document parse(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(start, end - start));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
    start = end + 1;
  }
  Document doc;
  static const std::regex header(R"(#!telt \[3-char SHA: ([a-z0-9]{3})\]\s*(//.*)?)");
  static const std::regex command(R"(=== ([A-Za-z_][A-Za-z0-9_:.-]*) ===\s*(//.*)?)");
  std::size_t i = 0;
  while (i < lines.size()) {
    std::smatch m;
    if (!std::regex_match(lines[i], m, header)) {
      ++i;
      continue;
    }
    Block block;
    block.hash = m[1];
    block.start_line = i + 1;
    const std::string end_line = "--END " + block.hash + "--";
    bool closed = false;
    ++i;
    while (i < lines.size()) {  // command position
      const std::string& line = lines[i];
      if (line.empty() || line.rfind("//", 0) == 0) {
        ++i;
        continue;
      }
      if (line == end_line) {  // empty block or explicit close
        closed = true;
        block.end_line = i + 1;
        ++i;
        break;
      }
      if (!std::regex_match(line, m, command)) break;
      Command cmd;
      cmd.type = m[1];
      cmd.span.start.line = i + 1;
      std::vector<std::string> value;
      std::optional<std::string> param;
      bool body = true;
      auto flush = [&] {
        if (param)
          cmd.params.push_back(Param{*param, join(value), Span{}});
        else if (body && !value.empty())
          cmd.body = join(value);
        value.clear();
      };
      ++i;
      bool ended = false;
      while (i < lines.size()) {
        const std::string& l = lines[i];
        if (l == end_line) {
          flush();
          ended = true;
          block.end_line = i + 1;
          ++i;
          break;
        }
        const std::string suffix = " " + block.hash + "--";
        if (l.size() > 2 + suffix.size() && l.rfind("--", 0) == 0 &&
            l.compare(l.size() - suffix.size(), suffix.size(), suffix) == 0) {
          flush();
          body = false;
          param = l.substr(2, l.size() - 2 - suffix.size());
        } else {
          value.push_back(l);
        }
        ++i;
      }
      cmd.valid = validate(cmd);
      block.commands.push_back(std::move(cmd));
      if (!ended) break;
      closed = true;
    }
    block.valid = closed;
    if (!closed) {
      Error e;
      e.diagnostic.code = "UNCLOSED_BLOCK";
      e.diagnostic.message = "block is not closed";
      e.level = Level::block_fatal;
      doc.errors.push_back(e);
    }
    for (const Command& c : block.commands)
      if (!c.valid) {
        Error e;
        e.diagnostic.code = "INVALID_COMMAND";
        e.diagnostic.message = "invalid command " + c.type;
        e.level = Level::command_error;
        doc.errors.push_back(e);
      }
    doc.blocks.push_back(std::move(block));
  }
  return doc;
}

Json to_json(const Document& document) {
  Json blocks = Json::array();
  for (const Block& b : document.blocks) {
    Json commands = Json::array();
    for (const Command& c : b.commands) {
      Json params = Json::object();
      for (const Param& p : c.params) params[p.name] = to_valid_utf8(p.value);
      commands.push_back({{"type", c.type}, {"params", params}});
    }
    blocks.push_back({{"commands", commands}, {"metadata", {{"hash", b.hash}}}});
  }
  Json errors = Json::array();
  for (const Error& e : document.errors) errors.push_back({{"code", e.diagnostic.code}, {"severity", to_string(e.level)}});
  return {{"blocks", blocks}, {"errors", errors}};
}

}  // namespace llmfmt::telt
