#include "fixture_support.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <tuple>

namespace llmfmt::testing {
namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::string base64_decode(const std::string& in) {
  auto value = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
  };
  std::string out;
  unsigned bits = 0;
  int count = 0;
  for (char c : in) {
    const int v = value(c);
    if (v < 0) continue;  // padding, whitespace
    bits = (bits << 6) | static_cast<unsigned>(v);
    count += 6;
    if (count >= 8) {
      count -= 8;
      out += static_cast<char>((bits >> count) & 0xFF);
    }
  }
  return out;
}

std::string show(const Json& j) {
  std::string s = j.dump(-1, ' ', false, Json::error_handler_t::replace);
  return s.size() > 300 ? s.substr(0, 300) + "…" : s;
}

// Exact equality that tells integers from floating-point numbers and ignores object key order.
bool same(const Json& a, const Json& b) {
  if (a.is_number() && b.is_number()) {
    if (a.is_number_float() != b.is_number_float()) return false;
    if (a.is_number_float()) return a.get<double>() == b.get<double>() && std::signbit(a.get<double>()) == std::signbit(b.get<double>());
    return a == b;
  }
  if (a.type() != b.type()) return false;
  if (a.is_array()) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
      if (!same(a[i], b[i])) return false;
    return true;
  }
  if (a.is_object()) {
    if (a.size() != b.size()) return false;
    for (auto it = a.begin(); it != a.end(); ++it)
      if (!b.contains(it.key()) || !same(it.value(), b.at(it.key()))) return false;
    return true;
  }
  return a == b;
}

// Data (llmist parameters, STF messages and metadata, a JSON5 value) is compared whole, not as a
// pattern, wherever it appears.
bool compared_whole(const std::string& key) {
  return key == "parameters" || key == "messages" || key == "metadata" || key == "value" || key == "params";
}

// `expected` is a pattern: objects need only the keys it gives; lists match in length and order;
// data (compared_whole) compares whole.
void match(const Json& expected, const Json& actual, const std::string& where, std::vector<std::string>& out) {
  if (expected.is_object() && actual.is_object()) {
    for (auto it = expected.begin(); it != expected.end(); ++it) {
      const std::string at = where.empty() ? it.key() : where + "." + it.key();
      if (!actual.contains(it.key())) {
        out.push_back(at + ": missing");
      } else if (compared_whole(it.key())) {
        if (!same(it.value(), actual.at(it.key())))
          out.push_back(at + ": expected " + show(it.value()) + ", got " + show(actual.at(it.key())));
      } else {
        match(it.value(), actual.at(it.key()), at, out);
      }
    }
    return;
  }
  if (expected.is_array() && actual.is_array()) {
    if (expected.size() != actual.size()) {
      out.push_back(where + ": expected " + std::to_string(expected.size()) + " items, got " +
                    std::to_string(actual.size()) + ": " + show(actual));
      return;
    }
    for (std::size_t i = 0; i < expected.size(); ++i)
      match(expected[i], actual[i], where + "[" + std::to_string(i) + "]", out);
    return;
  }
  if (!same(expected, actual)) out.push_back(where + ": expected " + show(expected) + ", got " + show(actual));
}

Json sorted_diagnostics(const Json& list) {
  std::vector<Json> items(list.begin(), list.end());
  auto key = [](const Json& d) {
    return std::make_tuple(d.value("line", 0), d.value("column", 0), d.value("code", std::string()));
  };
  std::stable_sort(items.begin(), items.end(), [&](const Json& a, const Json& b) { return key(a) < key(b); });
  Json out = Json::array();
  for (Json& d : items) out.push_back(std::move(d));
  return out;
}

}  // namespace

Fixture load_fixture(const std::string& path) {
  Fixture f;
  f.path = path;
  f.json = Json::parse(read_file(path));
  if (f.json.contains("input_base64")) {
    f.input = base64_decode(f.json.at("input_base64").get<std::string>());
  } else if (f.json.contains("input")) {
    f.input = joined_lines(f.json.at("input"));
  }
  return f;
}

std::string joined_lines(const Json& value) {
  if (!value.is_array()) return value.get<std::string>();
  std::string out;
  bool first = true;
  for (const Json& line : value) {
    if (!first) out += '\n';
    out += line.get<std::string>();
    first = false;
  }
  return out;
}

FixtureFormat fixture_format(const std::string& path) {
  const std::filesystem::path p(path);
  for (const auto& part : p.parent_path()) {
    if (part == "stf") return FixtureFormat::stf;
    if (part == "json5") return FixtureFormat::json5;
    if (part == "telt") return FixtureFormat::telt;
    if (part == "garyml") return FixtureFormat::garyml;
    if (part == "dsl") return FixtureFormat::dsl;
  }
  return FixtureFormat::llmist;
}

std::vector<std::string> fixture_files(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir))
    if (entry.is_regular_file() && entry.path().extension() == ".json") out.push_back(entry.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

Options fixture_options(const Fixture& fixture) {
  if (!fixture.json.contains("options")) return {};
  return options_from_json(fixture.json.at("options").dump());
}

stf::EncodeOptions stf_encode_options(const Fixture& fixture) {
  stf::EncodeOptions options;
  if (!fixture.json.contains("options")) return options;
  const Json& o = fixture.json.at("options");
  if (o.contains("extra")) options.extra = o.at("extra").get<bool>();
  if (o.contains("metadata")) options.metadata = o.at("metadata").get<bool>();
  return options;
}

std::vector<std::string> compare(const Json& expected, const Json& actual) {
  std::vector<std::string> out;
  for (auto it = expected.begin(); it != expected.end(); ++it) {
    if (!actual.contains(it.key())) {
      out.push_back(it.key() + ": missing");
    } else if (it.key() == "diagnostics") {
      match(sorted_diagnostics(it.value()), sorted_diagnostics(actual.at(it.key())), "diagnostics", out);
    } else if (compared_whole(it.key())) {
      if (!same(it.value(), actual.at(it.key())))
        out.push_back(it.key() + ": expected " + show(it.value()) + ", got " + show(actual.at(it.key())));
    } else {
      match(it.value(), actual.at(it.key()), it.key(), out);
    }
  }
  return out;
}

std::vector<std::string> llmist_invariants(const llmist::Result& result) {
  const llmist::Document& document = result.document;
  std::vector<std::string> out;
  for (std::size_t i = 0; i < document.calls.size(); ++i) {
    const llmist::Call& call = document.calls[i];
    if (call.parameters.has_value() == call.parse_error.has_value())
      out.push_back("calls[" + std::to_string(i) + "]: parameters must be null exactly when parseError is set");
    if (call.parameters && !call.parameters->is_object())
      out.push_back("calls[" + std::to_string(i) + "]: parameters is not an object");
    if (call.span.end.offset < call.span.start.offset)
      out.push_back("calls[" + std::to_string(i) + "]: span ends before it starts");
  }
  std::size_t last = 0;
  for (const Diagnostic& d : result.diagnostics) {
    if (d.span.start.offset < last) out.push_back("diagnostics are not ordered by offset");
    last = d.span.start.offset;
    if (d.code.empty() || d.message.empty()) out.push_back("a diagnostic lacks its code or message");
    if (d.span.start.line == 0 || d.span.start.column == 0) out.push_back("a diagnostic has a 0 line or column");
  }
  return out;
}

std::vector<std::string> stf_invariants(const stf::Result& decoded) {
  std::vector<std::string> out;
  std::size_t last = 0;
  for (const Diagnostic& d : decoded.diagnostics) {
    if (d.span.start.offset < last) out.push_back("diagnostics are not ordered by offset");
    last = d.span.start.offset;
    if (d.code.empty() || d.message.empty()) out.push_back("a diagnostic lacks its code or message");
    if (d.span.start.line == 0 || d.span.start.column == 0) out.push_back("a diagnostic has a 0 line or column");
    if (d.context_window.empty()) out.push_back(d.code + ": the diagnostic has no context window");
  }
  const stf::Document& transcript = decoded.document;
  for (std::size_t i = 0; i < transcript.messages.size(); ++i)
    if (auto problem = stf::message_problem(transcript.messages[i]))
      out.push_back("messages[" + std::to_string(i) + "]: " + *problem);
  if (!out.empty()) return out;
  // Lossless encoding: what was decoded encodes and decodes back to itself.
  const std::string text = stf::encode(transcript);
  const stf::Result again = stf::decode(text);
  if (again.document.messages != transcript.messages)
    out.push_back("decode(encode(messages)) differs from messages; encoded: " + show(Json(to_valid_utf8(text))));
  if (again.document.metadata.has_value() != transcript.metadata.has_value() ||
      (again.document.metadata && *again.document.metadata != *transcript.metadata))
    out.push_back("decode(encode(metadata)) differs from metadata");
  for (const Diagnostic& d : again.diagnostics)
    if (d.severity == Severity::error)
      out.push_back("decoding the encoded text reports " + d.code + " at line " + std::to_string(d.span.start.line));
  return out;
}

std::vector<std::string> json5_invariants(const json5::Result& result, const std::string& input) {
  std::vector<std::string> out;
  if (result.document.value.has_value() == has_errors(result.diagnostics))
    out.push_back("value must be present exactly when there is no error");
  std::size_t last = 0;
  for (const Diagnostic& d : result.diagnostics) {
    if (d.span.start.offset < last) out.push_back("diagnostics are not ordered by offset");
    last = d.span.start.offset;
    if (d.code.empty() || d.message.empty()) out.push_back("a diagnostic lacks its code or message");
    if (d.span.start.line == 0 || d.span.start.column == 0) out.push_back(d.code + ": a 0 line or column");
    if (d.span.start.offset > input.size()) out.push_back(d.code + ": offset beyond the input");
    if (d.context_window.find("<-- ERROR HERE") == std::string::npos)
      out.push_back(d.code + ": the context window does not mark the line");
  }
  try {
    (void)json5::to_json(result).dump();
  } catch (const std::exception& e) {
    out.push_back(std::string("to_json(result).dump() throws: ") + e.what());
  }
  return out;
}

std::vector<std::string> telt_invariants(const telt::Result& result, const std::string& input) {
  const telt::Document& document = result.document;
  std::vector<std::string> out;
  const std::size_t lines = static_cast<std::size_t>(std::count(input.begin(), input.end(), '\n')) + 1;
  std::size_t last = 0;
  for (const telt::Error& e : result.diagnostics) {
    const Diagnostic& d = e;
    if (d.span.start.offset < last) out.push_back("errors are not ordered by offset");
    last = d.span.start.offset;
    if (d.code.empty() || d.message.empty()) out.push_back("an error lacks its code or message");
    if (d.span.start.line == 0 || d.span.start.column == 0) out.push_back(d.code + ": a 0 line or column");
    if (d.span.start.line > lines) out.push_back(d.code + ": line beyond the input");
    if (d.span.start.offset > input.size()) out.push_back(d.code + ": offset beyond the input");
    const Severity expected = e.level == telt::Level::parameter_warning ? Severity::warning
                              : e.level == telt::Level::syntax_info     ? Severity::info
                                                                        : Severity::error;
    if (d.severity != expected) out.push_back(d.code + ": severity does not match its level");
    if (d.code != "BOM_SKIPPED" && d.context_window.find("<-- ERROR HERE") == std::string::npos)
      out.push_back(d.code + ": the context window does not mark the line");
    if (e.block_context && e.block_context->start_line > e.block_context->end_line)
      out.push_back(d.code + ": block context ends before it starts");
  }
  std::size_t previous_end = 0;
  for (std::size_t b = 0; b < document.blocks.size(); ++b) {
    const telt::Block& block = document.blocks[b];
    const std::string at = "blocks[" + std::to_string(b) + "]";
    if (block.start_line <= previous_end || block.end_line < block.start_line)
      out.push_back(at + ": lines out of order");
    previous_end = block.end_line;
    const bool fatal = std::any_of(result.diagnostics.begin(), result.diagnostics.end(), [&](const telt::Error& e) {
      return e.level == telt::Level::block_fatal && e.block_context && e.block_context->start_line == block.start_line;
    });
    if (block.valid == fatal) out.push_back(at + ": valid must be false exactly when a block_fatal error names it");
    std::size_t previous = block.start_line;
    for (std::size_t c = 0; c < block.commands.size(); ++c) {
      const telt::Command& command = block.commands[c];
      const std::string where = at + ".commands[" + std::to_string(c) + "]";
      if (command.span.start.line <= previous || command.span.start.line > block.end_line)
        out.push_back(where + ": starts outside its block or out of order");
      previous = command.span.start.line;
      if (command.valid && !block.valid) out.push_back(where + ": valid in an invalid block");
      if (command.valid && command.type.rfind("CREATE_FILE", 0) == 0 && (!command.value("FILE") || !command.value("CONTENT")))
        out.push_back(where + ": a valid CREATE_FILE lacks FILE or CONTENT");
      if (input.find('\r') == std::string::npos) {
        for (const telt::Param& p : command.params)
          if (input.find(p.value) == std::string::npos) out.push_back(where + ": value of " + p.name + " is not in the input");
        if (command.body && input.find(*command.body) == std::string::npos) out.push_back(where + ": body is not in the input");
      }
    }
  }
  try {
    const Json json = telt::to_json(result);
    (void)json.dump();
    if (json.at("summary").at("blocks_parsed") != document.blocks.size()) out.push_back("summary.blocks_parsed is wrong");
  } catch (const std::exception& e) {
    out.push_back(std::string("to_json(document) fails: ") + e.what());
  }
  return out;
}

std::vector<std::string> random_chunks(const std::string& text, unsigned long long seed, std::size_t max_chunk) {
  std::vector<std::string> out;
  SplitMix64 rng{seed};
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t n = 1 + rng.below(max_chunk);
    out.push_back(text.substr(at, n));
    at += n;
  }
  return out;
}

llmist::Result parse_chunked(const std::vector<std::string>& chunks, const llmist::Options& options) {
  llmist::StreamParser parser(options);
  for (const std::string& chunk : chunks) parser.feed(chunk);
  return parser.finish();
}

}  // namespace llmfmt::testing
