#include "dsl_fixtures.h"

#include <filesystem>

#include "dsl_support.h"
#include "llmfmt/dsl.h"
#include "llmfmt/dsl_runtime.h"

namespace llmfmt::testing {
namespace {

dsl::Options parse_options(const Fixture& f) { return fixture_options(f).dsl; }

// parse/: input → expected {program, diagnostics}.
std::vector<std::string> run_parse(const Fixture& f) {
  const dsl::Result result = dsl::parse(f.input, parse_options(f));
  std::vector<std::string> problems = compare(f.json.at("expected"), dsl::to_json(result));
  for (const std::string& p : dsl_invariants(result, f.input)) problems.push_back(p);
  if (to_json(dsl::check(f.input, parse_options(f))) != to_json(result.diagnostics))
    problems.push_back("dsl::check() gives other diagnostics than parse()");
  std::vector<dsl::Step> streamed;
  const dsl::Result by_step =
      dsl::parse_each(f.input, {[&](const dsl::Step& step) { streamed.push_back(step); }}, parse_options(f));
  if (!by_step.document.steps.empty()) problems.push_back("parse_each() kept steps");
  dsl::Result rebuilt = by_step;
  rebuilt.document.steps = std::move(streamed);
  if (dsl::to_json(rebuilt) != dsl::to_json(result)) problems.push_back("parse_each() gives another program than parse()");
  return problems;
}

// The program of a prompt/response/run case; it must parse without errors (warnings such as
// EMPTY_OUT do not stop a run).
dsl::Result program_of(const Fixture& f, std::vector<std::string>& problems) {
  dsl::Result parsed = dsl::parse(joined_lines(f.json.at("program")), parse_options(f));
  for (const Diagnostic& d : parsed.diagnostics)
    if (d.severity == Severity::error) problems.push_back("program: " + d.code + " at line " + std::to_string(d.span.start.line));
  return parsed;
}

const dsl::Step* step_of(const Fixture& f, const dsl::Result& parsed, std::vector<std::string>& problems) {
  const std::size_t n = f.json.value("step", 1);
  if (n == 0 || n > parsed.document.steps.size()) {
    problems.push_back("the program has no step " + std::to_string(n));
    return nullptr;
  }
  return &parsed.document.steps[n - 1];
}

std::vector<dsl::Message> history_of(const Fixture& f) {
  std::vector<dsl::Message> out;
  if (f.json.contains("history"))
    for (const Json& m : f.json.at("history")) out.push_back({m.at("role").get<std::string>(), m.at("content").get<std::string>()});
  return out;
}

// prompt/: program, step, variables, history, resolved → expected_prompt (exact), and
// expected_extraction_prompts (exact, one per natural-language /FROM element), when given.
std::vector<std::string> run_prompt(const Fixture& f) {
  std::vector<std::string> problems;
  const dsl::Result parsed = program_of(f, problems);
  const dsl::Step* step = step_of(f, parsed, problems);
  if (!step) return problems;
  dsl::State state;
  state.timeline = history_of(f);
  if (f.json.contains("variables")) state.variables = from_json(f.json.at("variables")).as_object();
  std::vector<std::string> resolved;
  if (f.json.contains("resolved"))
    for (const Json& r : f.json.at("resolved")) resolved.push_back(r.get<std::string>());
  const std::string expected = joined_lines(f.json.at("expected_prompt"));
  const std::string got = dsl::build_prompt(*step, state, resolved, parsed.document.sigil);
  if (got != expected) problems.push_back("expected prompt\n" + expected + "\n--- got\n" + got + "\n---");
  if (f.json.contains("expected_extraction_prompts")) {
    std::size_t i = 0;
    for (const dsl::FromItem& item : step->from ? step->from->items : std::vector<dsl::FromItem>{}) {
      if (item.kind != dsl::FromItem::Kind::description) continue;
      const Json& all = f.json.at("expected_extraction_prompts");
      if (i >= all.size()) {
        problems.push_back("more descriptions than expected_extraction_prompts");
        break;
      }
      const std::string want = joined_lines(all.at(i++));
      const std::string have = dsl::extraction_prompt(item, state, parsed.document.sigil);
      if (have != want) problems.push_back("expected extraction prompt\n" + want + "\n--- got\n" + have + "\n---");
    }
  }
  return problems;
}

// response/: program, step, reply → expected {ok, code | vars} (vars compared whole).
std::vector<std::string> run_response(const Fixture& f) {
  std::vector<std::string> problems;
  const dsl::Result parsed = program_of(f, problems);
  const dsl::Step* step = step_of(f, parsed, problems);
  if (!step) return problems;
  dsl::RunOptions options;
  options.accept_fenced_reply = f.json.value("accept_fenced_reply", false);
  const dsl::Validation v = dsl::validate_reply(joined_lines(f.json.at("reply")), *step, options);
  Json actual = {{"ok", v.ok}};
  if (v.ok)
    actual["vars"] = to_json(Value(v.vars));
  else
    actual["code"] = v.code;
  if (v.out) actual["out"] = *v.out;
  Json expected = f.json.at("expected");
  if (expected.contains("vars")) {
    Json whole = {{"value", expected.at("vars")}};  // "value" is compared whole
    for (const std::string& p : compare(whole, Json{{"value", actual.value("vars", Json())}})) problems.push_back("vars " + p);
    expected.erase("vars");
  }
  for (const std::string& p : compare(expected, actual)) problems.push_back(p);
  if (!v.ok && v.message.empty()) problems.push_back("a failed validation has no message");
  return problems;
}

// run/: program, history, replay → expected transcript (a pattern).
std::vector<std::string> run_replay(const Fixture& f) {
  std::vector<std::string> problems;
  const dsl::Result parsed = program_of(f, problems);
  if (!problems.empty()) return problems;
  dsl::ReplayClient models(f.json.at("replay"));
  const dsl::RunResult result = dsl::run(parsed.document, history_of(f), models);
  for (const std::string& p : compare(f.json.at("expected"), result.transcript)) problems.push_back(p);
  return problems;
}

std::string kind_of(const std::string& path) {
  return std::filesystem::path(path).parent_path().filename().string();
}

}  // namespace

std::vector<std::string> run_dsl_fixture(const Fixture& f) {
  const std::string kind = kind_of(f.path);
  if (kind == "parse") return run_parse(f);
  if (kind == "prompt") return run_prompt(f);
  if (kind == "response") return run_response(f);
  if (kind == "run") return run_replay(f);
  return {"unknown DSL fixture kind '" + kind + "' (parse, prompt, response, run)"};
}

std::vector<std::string> run_dsl_reference(const Fixture& f) {
  const std::string text = f.json.contains("program") ? joined_lines(f.json.at("program")) : f.input;
  dsl::Options options = parse_options(f);
  const std::string fast = dsl::to_json(dsl::parse(text, options)).dump();
  options.reference_lexer = true;
  const std::string reference = dsl::to_json(dsl::parse(text, options)).dump();
  if (fast == reference) return {};
  return {"the reference mode gives a different result\n  prescan:   " + fast.substr(0, 400) +
          "\n  reference: " + reference.substr(0, 400)};
}

}  // namespace llmfmt::testing
