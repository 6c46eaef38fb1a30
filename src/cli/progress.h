// Progress lines on standard error for `run` and `exec` (docs/cli.md § Progress).
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "llmfmt/core/progress.h"

namespace llmfmt::cli {

struct ProgressArgs {
  bool progress = false;
  bool no_progress = false;
};

/// Adds --progress and --no-progress to `app`.
void add_progress_flags(CLI::App& app, ProgressArgs& args);

/// The observer that prints "llmfmt: NOUN i/n: stage (detail) [elapsed]" lines on standard error,
/// or none: progress is shown with --progress, or when standard error is a terminal unless
/// --no-progress. `noun` is "step" or "block". Elapsed time counts from this call.
ProgressObserver stderr_progress(const ProgressArgs& args, const std::string& noun);

}  // namespace llmfmt::cli
