// bench_dsl: throughput and peak memory of llmfmt's DSL v0.3 parser (parse + scope check).
//
//   bench_dsl FILE [--runs N]               run every mode, each in a fresh child process
//   bench_dsl FILE --mode parse [--runs N]  run one mode in this process
//
// Modes:
//   parse   llmfmt::dsl::parse(text) on the whole input; MB/s counts input bytes
//
// As bench_stf: the input is read into memory first, each run is timed around the call only, the
// median run gives the throughput, and peak RSS is the child's ru_maxrss in MiB (input included).
// Output: one JSON line per mode, e.g.
//   {"impl":"llmfmt","format":"dsl","mode":"parse","mb_per_s":…,"peak_rss_mb":…,"steps":…,…}
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bench_util.h"
#include "llmfmt/dsl.h"

namespace {

using llmfmt::bench::Args;

using Clock = std::chrono::steady_clock;

int run_mode(const Args& a) {
  const std::string text = llmfmt::bench::read_file("bench_dsl", a.file);
  const double rss_before = llmfmt::bench::peak_rss_mib();
  std::vector<double> seconds;
  std::size_t steps = 0, diagnostics = 0;
  for (unsigned r = 0; r < a.runs; ++r) {
    const auto t0 = Clock::now();
    const llmfmt::dsl::Result result = llmfmt::dsl::parse(text);
    const auto t1 = Clock::now();
    seconds.push_back(std::chrono::duration<double>(t1 - t0).count());
    steps = result.document.steps.size();
    diagnostics = result.diagnostics.size();
  }
  const double med = llmfmt::bench::median(seconds);
  std::printf(
      "{\"impl\":\"llmfmt\",\"format\":\"dsl\",\"mode\":\"%s\",\"mb_per_s\":%.2f,\"peak_rss_mb\":%.1f,\"steps\":%zu,"
      "\"diagnostics\":%zu,\"input_bytes\":%zu,\"runs\":%u,\"median_ms\":%.2f,\"rss_before_mb\":%.1f}\n",
      a.mode.c_str(), static_cast<double>(text.size()) / 1e6 / med, llmfmt::bench::peak_rss_mib(), steps, diagnostics,
      text.size(), a.runs, med * 1e3, rss_before);
  std::fflush(stdout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return llmfmt::bench::main_with_modes("bench_dsl", argc, argv, {"parse"}, run_mode);
}
