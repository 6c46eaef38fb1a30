// `llmfmt run`: parse a DSL program, run it on the models, print the JSON transcript.
#pragma once

#include <optional>
#include <ostream>
#include <string>

#include "llmfmt/dsl.h"
#include "llmfmt/dsl_runtime.h"

namespace llmfmt::cli {

struct DslRunArgs {
  std::string program;                 ///< the program text
  dsl::Options parse;
  std::optional<std::string> history;  ///< JSON: [{"role","content"},…] or {"messages":[…]}
  std::optional<std::string> replay;   ///< JSON replay file (dsl_runtime.h ReplayClient); else HTTP
  dsl::HttpOptions http;
  bool compact = false;
  dsl::RunOptions run;  ///< --accept-fenced-reply
  ProgressObserver progress;  ///< step by step, on standard error (cli/progress.h); none by default
};

/// Prints the transcript (or, when the program has parse errors, the diagnostics) to `out`.
/// Returns 0 when every step passed, 1 on a parse or runtime error. Throws std::invalid_argument
/// for unusable arguments (a history or replay file of the wrong shape, no base URL).
int dsl_run(const DslRunArgs& args, std::ostream& out);

}  // namespace llmfmt::cli
