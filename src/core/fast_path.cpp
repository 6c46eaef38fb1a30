#include "core/fast_path.h"

#include <atomic>

namespace llmfmt::fast_path {
namespace {
std::atomic<bool> on{true};
}  // namespace

bool enabled() { return on.load(std::memory_order_relaxed); }
void set_enabled(bool enabled) { on.store(enabled, std::memory_order_relaxed); }

Counts& counts() {
  thread_local Counts c;
  return c;
}

}  // namespace llmfmt::fast_path
