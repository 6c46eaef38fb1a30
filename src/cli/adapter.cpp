#include "cli/adapter.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "cli/fixture_files.h"
#include "llmfmt/dsl.h"
#include "llmfmt/dsl_runtime.h"
#include "llmfmt/llmfmt.h"
#include "llmfmt/llmist.h"
#include "llmfmt/stf.h"

namespace llmfmt::cli {
namespace {

struct BadCase : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Standard input, one read(2) at a time: `each` sees every piece as it arrived (chunked llmist
// cases feed them to the streaming parser one by one).
template <class Each>
void read_stdin(Each each) {
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(0, buffer, sizeof buffer);
    if (n == 0) return;
    if (n < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error("cannot read standard input");
    }
    each(std::string_view(buffer, static_cast<std::size_t>(n)));
  }
}

/// A case's input: the bytes, and the pieces they arrived in (one-shot: each read of stdin;
/// persistent: the request's "chunks"; a single piece otherwise).
struct Input {
  std::string bytes;
  std::vector<std::string_view> pieces;
};

Options options_of(const Json& request) {
  return options_from_json(request.contains("options") ? request.at("options").dump() : std::string());
}

// parse: what `llmfmt parse` prints; llmist adds "plan" when asked, and is fed piece by piece
// when the case is chunked. The result as JSON text.
std::string parse_case(const Json& request, const Input& input) {
  const std::string format_text = request.value("format", std::string());
  const std::optional<Format> format = format_from_name(format_text);
  if (!format) throw BadCase("unknown format '" + format_text + "'");
  const Options options = options_of(request);
  if (*format != Format::llmist || (!request.value("chunked", false) && !request.value("plan", false)))
    return parse_to_json(*format, input.bytes, options);
  llmist::Result result;
  if (request.value("chunked", false)) {
    llmist::StreamParser parser(options.llmist);
    for (std::string_view piece : input.pieces) parser.feed(piece);
    result = parser.finish();
  } else {
    result = llmist::parse(input.bytes, options.llmist);
  }
  Json out = llmist::to_json(result);
  const std::vector<llmist::Call>& calls = result.document.calls;
  if (request.value("plan", false)) out["plan"] = llmist::to_json(llmist::plan(calls), calls);
  return out.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// encode (STF): stdin {"messages": […], "metadata"?: …} → {"text": …}.
Json encode_case(const Json& request, const std::string& text) {
  const Json input = Json::parse(text);
  stf::Document transcript;
  for (const Json& m : input.at("messages")) transcript.messages.push_back(from_json(m));
  if (input.contains("metadata")) transcript.metadata = from_json(input.at("metadata"));
  stf::EncodeOptions options;
  const Json o = request.value("options", Json::object());
  options.extra = o.value("extra", true);
  options.metadata = o.value("metadata", true);
  return {{"text", stf::encode(transcript, options)}};
}

dsl::Result program_of(const std::string& text, const Json& request) {
  dsl::Result parsed = dsl::parse(text, options_of(request).dsl);
  for (const Diagnostic& d : parsed.diagnostics)
    if (d.severity == Severity::error)
      throw BadCase("the program has an error: " + d.code + " at line " + std::to_string(d.span.start.line));
  return parsed;
}

const dsl::Step& step_of(const dsl::Result& parsed, const Json& request) {
  const std::size_t n = request.value("step", std::size_t{1});
  if (n == 0 || n > parsed.document.steps.size()) throw BadCase("the program has no step " + std::to_string(n));
  return parsed.document.steps[n - 1];
}

// prompt (DSL): stdin the program → {"prompt", "extraction_prompts"}.
Json prompt_case(const Json& request, const std::string& program) {
  const dsl::Result parsed = program_of(program, request);
  const dsl::Step& step = step_of(parsed, request);
  dsl::State state;
  for (const Json& m : request.value("history", Json::array()))
    state.timeline.push_back({m.at("role").get<std::string>(), m.at("content").get<std::string>()});
  state.variables = from_json(request.value("variables", Json::object())).as_object();
  std::vector<std::string> resolved;
  for (const Json& r : request.value("resolved", Json::array())) resolved.push_back(r.get<std::string>());
  Json extraction = Json::array();
  if (step.from)
    for (const dsl::FromItem& item : step.from->items)
      if (item.kind == dsl::FromItem::Kind::description)
        extraction.push_back(dsl::extraction_prompt(item, state, parsed.document.sigil));
  return {{"prompt", dsl::build_prompt(step, state, resolved, parsed.document.sigil)}, {"extraction_prompts", extraction}};
}

// response (DSL): stdin the model's reply, "program" and "step" in the case → {"ok", "vars" | "code", "out"?}.
Json response_case(const Json& request, const std::string& reply) {
  const dsl::Result parsed = program_of(request.value("program", std::string()), request);
  dsl::RunOptions options;
  options.accept_fenced_reply = request.value("accept_fenced_reply", false);
  const dsl::Validation v = dsl::validate_reply(reply, step_of(parsed, request), options);
  Json out = {{"ok", v.ok}};
  if (v.ok)
    out["vars"] = to_json(Value(v.vars));
  else
    out["code"] = v.code;
  if (v.out) out["out"] = *v.out;
  return out;
}

// One case, answered: the result as JSON text. Throws on a case the protocol does not define.
std::string answer(const Json& request, const Input& input) {
  const std::string kind = request.value("kind", std::string());
  auto text = [](const Json& result) { return result.dump(-1, ' ', false, Json::error_handler_t::replace); };
  if (kind == "parse") return parse_case(request, input);
  if (kind == "encode") return text(encode_case(request, input.bytes));
  if (kind == "prompt") return text(prompt_case(request, input.bytes));
  if (kind == "response") return text(response_case(request, input.bytes));
  throw BadCase("unknown kind '" + kind + "' (parse, encode, prompt, response)");
}

// `bytes` cut into pieces of these sizes (what is left over is one more piece).
std::vector<std::string_view> cut(const std::string& bytes, const std::vector<std::size_t>& sizes) {
  std::vector<std::string_view> pieces;
  std::size_t at = 0;
  for (std::size_t size : sizes) {
    size = std::min(size, bytes.size() - at);
    if (size > 0) pieces.push_back(std::string_view(bytes).substr(at, size));
    at += size;
  }
  if (at < bytes.size()) pieces.push_back(std::string_view(bytes).substr(at));
  return pieces;
}

// Persistent mode: one request a line on stdin (the case, its input in "input_base64", a chunked
// case's piece lengths in "chunks"), one answer a line on stdout: {"result": …} or {"error": "…"}.
int run_persistent() {
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::string answer_line;
    try {
      const Json request = Json::parse(line);
      Input input;
      input.bytes = base64_decode(request.value("input_base64", std::string()));
      std::vector<std::size_t> sizes;
      for (const Json& n : request.value("chunks", Json::array())) sizes.push_back(n.get<std::size_t>());
      input.pieces = cut(input.bytes, sizes);
      answer_line = "{\"result\":" + answer(request, input) + "}";
    } catch (const std::exception& e) {
      answer_line = Json{{"error", e.what()}}.dump(-1, ' ', false, Json::error_handler_t::replace);
    }
    std::cout << answer_line << '\n' << std::flush;
  }
  return 0;
}

}  // namespace

std::string adapter_answer(const Json& request, const std::string& input) {
  return answer(request, Input{input, {std::string_view(input)}});
}

CLI::App* add_adapter_command(CLI::App& app) {
  return app.add_subcommand("adapter",
                            "answer conformance cases: one (the case in $LLMFMT_CONFORM_CASE, its input on stdin, "
                            "the result on stdout) or, with LLMFMT_CONFORM_MODE=persistent, one JSON line each way per "
                            "case until end of input (docs/conformance.md)");
}

int run_adapter_command() {
  try {
    if (const char* mode = std::getenv(kModeVariable); mode && std::string(mode) == "persistent") return run_persistent();
    const char* text = std::getenv(kCaseVariable);
    if (!text) throw BadCase(std::string("$") + kCaseVariable + " is not set (run me under `llmfmt conform`)");
    const Json request = Json::parse(text);
    Input input;
    std::vector<std::size_t> sizes;  // each read's: the pieces as they arrived
    read_stdin([&](std::string_view piece) {
      input.bytes.append(piece);
      sizes.push_back(piece.size());
    });
    input.pieces = cut(input.bytes, sizes);
    std::cout << answer(request, input) << '\n';
    return 0;
  } catch (const std::exception& e) {  // a bad case, bad options, JSON that is not what the kind takes
    std::cerr << "llmfmt adapter: " << e.what() << '\n';
    return 2;
  }
}

}  // namespace llmfmt::cli
