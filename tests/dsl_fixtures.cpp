#include "dsl_fixtures.h"

#include <filesystem>

#include "dsl_support.h"
#include "llmfmt/dsl.h"

namespace llmfmt::testing {
namespace {

dsl::ParseOptions parse_options(const Fixture& f) {
  dsl::ParseOptions options;
  if (f.json.contains("options") && f.json.at("options").contains("sigil"))
    options.sigil = f.json.at("options").at("sigil").get<std::string>().at(0);
  return options;
}

// parse/: input → expected {program, diagnostics}.
std::vector<std::string> run_parse(const Fixture& f) {
  const dsl::ParseResult result = dsl::parse(f.input, parse_options(f));
  std::vector<std::string> problems = compare(f.json.at("expected"), dsl::to_json(result));
  for (const std::string& p : dsl_invariants(result, f.input)) problems.push_back(p);
  return problems;
}

std::string kind_of(const std::string& path) {
  return std::filesystem::path(path).parent_path().filename().string();
}

}  // namespace

std::vector<std::string> run_dsl_fixture(const Fixture& f) {
  const std::string kind = kind_of(f.path);
  if (kind == "parse") return run_parse(f);
  return {"unknown DSL fixture kind '" + kind + "' (parse, prompt, response, run)"};
}

}  // namespace llmfmt::testing
