#include "cli/adapter.h"

#include <cerrno>
#include <cstdlib>
#include <optional>
#include <iostream>
#include <stdexcept>
#include <unistd.h>

#include <nlohmann/json.hpp>

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

std::string read_all_stdin() {
  std::string text;
  read_stdin([&](std::string_view piece) { text.append(piece); });
  return text;
}

Options options_of(const Json& request) {
  return options_from_json(request.contains("options") ? request.at("options").dump() : std::string());
}

// parse: what `llmfmt parse` prints; llmist adds "plan" when asked, and reads chunk by chunk.
// nullopt when it printed the result itself (straight from write_json, as `llmfmt parse` does).
std::optional<Json> parse_case(const Json& request) {
  const std::string format_text = request.value("format", std::string());
  const std::optional<Format> format = format_from_name(format_text);
  if (!format) throw BadCase("unknown format '" + format_text + "'");
  const Options options = options_of(request);
  if (*format != Format::llmist || (!request.value("chunked", false) && !request.value("plan", false))) {
    write_json(std::cout, *format, read_all_stdin(), options);
    std::cout << '\n';
    return std::nullopt;
  }
  llmist::Result result;
  if (request.value("chunked", false)) {
    llmist::StreamParser parser(options.llmist);
    read_stdin([&](std::string_view piece) { parser.feed(piece); });
    result = parser.finish();
  } else {
    result = llmist::parse(read_all_stdin(), options.llmist);
  }
  Json out = llmist::to_json(result);
  const std::vector<llmist::Call>& calls = result.document.calls;
  if (request.value("plan", false)) out["plan"] = llmist::to_json(llmist::plan(calls), calls);
  return out;
}

// encode (STF): stdin {"messages": […], "metadata"?: …} → {"text": …}.
Json encode_case(const Json& request) {
  const Json input = Json::parse(read_all_stdin());
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
Json prompt_case(const Json& request) {
  const dsl::Result parsed = program_of(read_all_stdin(), request);
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
Json response_case(const Json& request) {
  const dsl::Result parsed = program_of(request.value("program", std::string()), request);
  dsl::RunOptions options;
  options.accept_fenced_reply = request.value("accept_fenced_reply", false);
  const dsl::Validation v = dsl::validate_reply(read_all_stdin(), step_of(parsed, request), options);
  Json out = {{"ok", v.ok}};
  if (v.ok)
    out["vars"] = to_json(Value(v.vars));
  else
    out["code"] = v.code;
  if (v.out) out["out"] = *v.out;
  return out;
}

}  // namespace

CLI::App* add_adapter_command(CLI::App& app) {
  return app.add_subcommand("adapter",
                            "answer one conformance case: the case in $LLMFMT_CONFORM_CASE, its input on stdin, "
                            "the result on stdout (docs/conformance.md)");
}

int run_adapter_command() {
  try {
    const char* text = std::getenv(kCaseVariable);
    if (!text) throw BadCase(std::string("$") + kCaseVariable + " is not set (run me under `llmfmt conform`)");
    const Json request = Json::parse(text);
    const std::string kind = request.value("kind", std::string());
    std::optional<Json> result;
    if (kind == "parse")
      result = parse_case(request);
    else if (kind == "encode")
      result = encode_case(request);
    else if (kind == "prompt")
      result = prompt_case(request);
    else if (kind == "response")
      result = response_case(request);
    else
      throw BadCase("unknown kind '" + kind + "' (parse, encode, prompt, response)");
    if (result) std::cout << result->dump(-1, ' ', false, Json::error_handler_t::replace) << '\n';
    return 0;
  } catch (const std::exception& e) {  // a bad case, bad options, JSON that is not what the kind takes
    std::cerr << "llmfmt adapter: " << e.what() << '\n';
    return 2;
  }
}

}  // namespace llmfmt::cli
