// Progress of long work, for a display: dsl::run reports each step, telt::execute each block.
//
//   options.progress = [](const llmfmt::ProgressEvent& e) { std::cerr << e.index + 1 << '/' << e.total << ' ' << e.stage << '\n'; };
//
// One shape for both, so a front end needs one printer. The observer is called on the caller's
// thread, in order, and is optional: without one the work runs exactly as it does with one. It is
// called between model calls and between blocks (never inside a block's transaction), so an
// exception it throws leaves no block half done; the exception propagates to the caller.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt {

struct ProgressEvent {
  std::size_t index = 0;  ///< the step (dsl::run) or block (telt::execute), from 0
  std::size_t total = 0;  ///< how many steps or blocks there are
  /// What is happening: "asking" (dsl: a model call starts), "started" (telt: a block starts);
  /// then the outcome once it is done: dsl "passed" or "failed", telt telt::to_string(Outcome).
  std::string stage;
  /// For people: which model ("main model", "cheap model"), the lines of a block, or the code and
  /// reason of a failure; may be empty.
  std::string detail;
  std::size_t retries = 0;  ///< dsl, once a step is done: extra attempts its model calls took
};

using ProgressObserver = std::function<void(const ProgressEvent&)>;

}  // namespace llmfmt
LLMFMT_API_END
