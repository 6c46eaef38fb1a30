// Running one program for BASH, EXEC and RUN_COMMAND: argv as given (no shell is added), stdin
// from /dev/null, stdout and stderr captured, a deadline after which its process group is killed.
#pragma once

#include <atomic>
#include <chrono>
#include <string>
#include <vector>

#include "llmfmt/telt_exec.h"

namespace llmfmt::telt::exec {

/// Fills run.exit_code / signal / timed_out / outputs. `cwd` is absolute. When `interrupt` becomes
/// true the program's process group is killed as at a timeout (the caller reports it).
void run_program(ProgramRun& run, const std::string& cwd, std::chrono::milliseconds timeout, std::size_t max_output,
                 const std::atomic<bool>* interrupt = nullptr);

}  // namespace llmfmt::telt::exec
