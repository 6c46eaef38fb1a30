#include "fixture_support.h"

#include "cli/fixture_compare.h"
#include "cli/fixture_files.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <tuple>

namespace llmfmt::testing {
namespace {

std::string show(const Json& j) {
  std::string s = j.dump(-1, ' ', false, Json::error_handler_t::replace);
  return s.size() > 300 ? s.substr(0, 300) + "…" : s;
}

}  // namespace

Fixture load_fixture(const std::string& path) {
  cli::FixtureCase c = cli::load_fixture_file(path, path);
  return {path, std::move(c.json), std::move(c.input)};
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
  for (const cli::Difference& d : cli::compare_expected(expected, actual)) out.push_back(cli::to_string(d));
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
  const stf::Result again = stf::parse(text);
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
  if (result.block_contexts.size() != result.diagnostics.size()) out.push_back("a block context is not beside each error");
  for (std::size_t i = 0; i < result.diagnostics.size(); ++i) {
    const Diagnostic& d = result.diagnostics[i];
    const std::optional<telt::BlockContext>& context = result.block_contexts[i];
    const telt::Level level = telt::level_of(d.code);
    if (d.span.start.offset < last) out.push_back("errors are not ordered by offset");
    last = d.span.start.offset;
    if (d.code.empty() || d.message.empty()) out.push_back("an error lacks its code or message");
    if (d.span.start.line == 0 || d.span.start.column == 0) out.push_back(d.code + ": a 0 line or column");
    if (d.span.start.line > lines) out.push_back(d.code + ": line beyond the input");
    if (d.span.start.offset > input.size()) out.push_back(d.code + ": offset beyond the input");
    const Severity expected = level == telt::Level::parameter_warning ? Severity::warning
                              : level == telt::Level::syntax_info     ? Severity::info
                                                                      : Severity::error;
    if (d.severity != expected) out.push_back(d.code + ": severity does not match its level");
    if (d.code != "BOM_SKIPPED" && d.context_window.find("<-- ERROR HERE") == std::string::npos)
      out.push_back(d.code + ": the context window does not mark the line");
    if (context && context->start_line > context->end_line)
      out.push_back(d.code + ": block context ends before it starts");
  }
  std::size_t previous_end = 0;
  for (std::size_t b = 0; b < document.blocks.size(); ++b) {
    const telt::Block& block = document.blocks[b];
    const std::string at = "blocks[" + std::to_string(b) + "]";
    if (block.start_line <= previous_end || block.end_line < block.start_line)
      out.push_back(at + ": lines out of order");
    previous_end = block.end_line;
    bool fatal = false;
    for (std::size_t i = 0; i < result.diagnostics.size(); ++i)
      fatal = fatal || (telt::level_of(result.diagnostics[i].code) == telt::Level::block_fatal &&
                        result.block_contexts[i] && result.block_contexts[i]->start_line == block.start_line);
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
