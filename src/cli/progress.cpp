#include "cli/progress.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <iostream>

#include "llmfmt/core/json.h"
#include "core/terminal_text.h"

namespace llmfmt::cli {

void add_progress_flags(CLI::App& app, ProgressArgs& args) {
  CLI::Option* on = app.add_flag("--progress", args.progress, "report each step on standard error (default: when it is a terminal)");
  app.add_flag("--no-progress", args.no_progress, "report no progress")->excludes(on);
}

ProgressObserver stderr_progress(const ProgressArgs& args, const std::string& noun) {
  if (args.no_progress || (!args.progress && !::isatty(STDERR_FILENO))) return {};
  const auto start = std::chrono::steady_clock::now();
  return [noun, start](const ProgressEvent& e) {
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    char elapsed[32];
    std::snprintf(elapsed, sizeof elapsed, "%.1f s", seconds);
    std::string line = "llmfmt: " + noun + " " + std::to_string(e.index + 1) + "/" + std::to_string(e.total) + ": " +
                       e.stage;
    if (!e.detail.empty()) line += " (" + e.detail + ")";
    for (char& c : line)  // one line per event, whatever a reason holds
      if (c == '\n' || c == '\r') c = ' ';
    line += " [" + std::string(elapsed);
    if (e.retries > 0) line += ", " + std::to_string(e.retries) + (e.retries == 1 ? " retry" : " retries");
    line += "]";
    // One write per line, flushed: stderr may be shared with the program's own output.
    std::cerr << terminal_safe(line) + "\n" << std::flush;  // a reason may quote the input
  };
}

}  // namespace llmfmt::cli
